/*
 * What perf does to the parsed groups before opening them, by version.
 *
 *   < 5.17      nothing: {topdown-retiring,slots} reaches the kernel as
 *               written and is refused (the metric's leader is not slots).
 *   5.17        arch_evlist__leader() (94dbfd6781a0): in a group, the first
 *               core event whose name contains "slots" moves to the front.
 *   5.18        only when some event's name starts with "topdown"
 *               (bc355822f0d9), so {cpu/topdown-fe-bound/,slots} stays as
 *               written and is refused.
 *   5.19 - 6.3  any name containing "topdown" (strcasestr).
 *   6.4 -       parse_events__sort_events_and_fix_groups() (347c2f0a0988;
 *               6.12 as modelled): events are sorted by group, a group's
 *               events by PMU, TopDown events with slots first; groups
 *               are split where the PMU changes; ungrouped TopDown events
 *               are forced into one group at the first one's place
 *               (arch_evsel__must_be_in_group(), arch_evlist__cmp()).
 *
 * Every version (perf stat's evlist__check_cpu_maps(), builtin-stat.c 6.1,
 * 6.12, 7.3): a member whose CPUs differ from its leader's leaves the group.
 * A non-core PMU with a cpumask (uncore boxes, power, cstate_*, amd_l3/df/
 * umc) opens on its cpumask, every other event on all CPUs (-a) or "any"
 * (per task): pmsi_evlist_split_cpus().
 *
 * Names are perf's evsel names (the name= term or the text as written).
 */
#include <string.h>
#include "evlist_int.h"
#include "pmusched/uncore.h"

static bool has_metrics(const struct pms_evlist *ev)
{
	return pms_model_n_metrics(ev->model) > 0;
}

static bool name_has(const struct pmsi_ev *e, const char *what)
{
	return e->evname && strcasestr(e->evname, what);
}

static bool is_slots_name(const struct pmsi_ev *e)
{
	return name_has(e, "slots") && !name_has(e, "uops_retired.slots");
}

/* arch_evsel__must_be_in_group() (arch/x86/util/evsel.c, 6.12). */
static bool must_group(const struct pms_evlist *ev, const struct pmsi_ev *e)
{
	if (!has_metrics(ev) || e->a.type != PMS_TYPE_RAW || !e->evname ||
	    name_has(e, "uops_retired.slots"))
		return false;
	return name_has(e, "topdown") || name_has(e, "slots");
}

/* The PMU an event is opened on (evsel__find_pmu()): a legacy or raw
 * event's is the core PMU it goes to ("cpu" on x86, armv8_pmuv3_0 ...). */
static const char *own_pmu(const struct pms_evlist *ev, const struct pmsi_ev *e)
{
	if (e->pmu_name)
		return e->pmu_name;
	switch (e->a.type) {
	case PMS_TYPE_SOFTWARE: return "software";
	case PMS_TYPE_TRACEPOINT: return "tracepoint";
	case PMS_TYPE_BREAKPOINT: return "breakpoint";
	default: return pms_model_pmu_name(pmsi_ev_pmu(ev, e));
	}
}

/* evsel__compute_group_pmu_name(): software events take their group's PMU. */
static const char *group_pmu(const struct pms_evlist *ev, int i)
{
	const struct pmsi_ev *e = &ev->ev[i], *lead = &ev->ev[e->leader];
	const char *own = own_pmu(ev, e);

	if (!pmsi_pmu_is_software(own))
		return own;
	if (!pmsi_pmu_is_software(own_pmu(ev, lead)))
		return own_pmu(ev, lead);
	for (int k = e->leader + 1; k < e->leader + lead->group_size && k < ev->n; k++)
		if (!pmsi_pmu_is_software(own_pmu(ev, &ev->ev[k])))
			return own_pmu(ev, &ev->ev[k]);
	return own;
}

/* 5.17 - 6.3: arch_evlist__leader() on each braced group. */
static void slots_first(struct pms_evlist *ev)
{
	uint32_t pv = ev->perf_version;

	for (int g = 0; g < ev->n; g += ev->ev[g].group_size) {
		int first = g, n = ev->ev[g].group_size, slots = -1;
		bool td = pv < PMSI_PERF_SLOTS_PREFIX;

		for (int k = first; k < first + n && (slots < 0 || !td); k++) {
			const struct pmsi_ev *e = &ev->ev[k];

			if (!e->pmu_name || strncmp(e->pmu_name, "cpu", 3) || !e->evname)
				continue;
			if (name_has(e, "slots")) {
				if (k == first)
					break;
				slots = k;
			}
			if (pv < PMSI_PERF_SLOTS_ANYNAME ? !strncasecmp(e->evname, "topdown", 7)
							 : name_has(e, "topdown"))
				td = true;
		}
		if (slots <= first || !td)
			continue;
		{
			struct pmsi_ev moved = ev->ev[slots];

			memmove(&ev->ev[first + 1], &ev->ev[first],
				(size_t)(slots - first) * sizeof(*ev->ev));
			ev->ev[first] = moved;
			for (int k = first; k < first + n; k++)
				ev->ev[k].leader = first;
			ev->regrouped = true;
		}
	}
}

struct sortctx {
	const struct pms_evlist *ev;
	int force;		/* index forced groups sort at, or -1 */
	const int *key;
	const char *const *gpmu;
};

static int rank(const struct pmsi_ev *e)
{
	return is_slots_name(e) ? 0 : name_has(e, "topdown") ? 1 : 2;
}

/* evlist__cmp() and arch_evlist__cmp(); ties keep input order. */
static int cmp(const struct sortctx *c, int l, int r)
{
	const struct pmsi_ev *a = &c->ev->ev[l], *b = &c->ev->ev[r];

	if (c->key[l] != c->key[r])
		return c->key[l] - c->key[r];
	if (a->group_size > 1 && b->group_size > 1) {
		int s = strcmp(c->gpmu[l], c->gpmu[r]);

		if (s)
			return s;
	}
	if (has_metrics(c->ev) && (must_group(c->ev, a) || must_group(c->ev, b)) &&
	    rank(a) != rank(b))
		return rank(a) - rank(b);
	if (a->a.retire_lat != b->a.retire_lat)
		return a->a.retire_lat ? 1 : -1;
	return l - r;
}

/* A stable merge sort of the index array @v (n <= PMS_EVLIST_MAX_EVENTS). */
static void merge_sort(const struct sortctx *c, int *v, int *tmp, int n)
{
	for (int w = 1; w < n; w *= 2) {
		for (int lo = 0; lo < n; lo += 2 * w) {
			int mid = lo + w < n ? lo + w : n, hi = lo + 2 * w < n ? lo + 2 * w : n;
			int i = lo, j = mid, k = lo;

			while (i < mid && j < hi)
				tmp[k++] = cmp(c, v[j], v[i]) < 0 ? v[j++] : v[i++];
			while (i < mid)
				tmp[k++] = v[i++];
			while (j < hi)
				tmp[k++] = v[j++];
		}
		memcpy(v, tmp, (size_t)n * sizeof(*v));
	}
}

/* The leader loop of parse_events__sort_events_and_fix_groups(). */
static void new_leaders(const struct sortctx *c, const int *order, int *lead)
{
	int cur = -1, cur_grp = -1;
	bool cur_forced = false;

	for (int k = 0; k < c->ev->n; k++) {
		int pos = order[k];
		bool forced = c->force >= 0 && must_group(c->ev, &c->ev->ev[pos]);
		int orig = c->ev->ev[pos].leader;

		if (cur < 0)
			cur = pos;
		if ((cur_grp != orig && (!forced || !cur_forced)) ||
		    strcmp(c->gpmu[cur], c->gpmu[pos])) {
			cur = pos;
			cur_grp = orig;
			cur_forced = forced;
		}
		lead[pos] = cur;
	}
}

static int apply_order(struct pms_evlist *ev, const int *order, const int *lead, int *newpos)
{
	struct pmsi_ev *v = pmsi_malloc((size_t)ev->n * sizeof(*v));
	int leaders = 0, old_leaders = 0;
	bool moved = false;

	if (!v)
		return PMS_ENOMEM;
	for (int k = 0; k < ev->n; k++) {
		newpos[order[k]] = k;
		moved |= order[k] != k;
		old_leaders += ev->ev[k].leader == k;
	}
	for (int k = 0; k < ev->n; k++) {
		v[k] = ev->ev[order[k]];
		v[k].leader = newpos[lead[order[k]]];
		v[k].group_size = 0;
	}
	ev->n_groups = 0;
	for (int k = 0; k < ev->n; k++) {
		v[v[k].leader].group_size++;
		if (v[k].leader == k) {
			leaders++;
			v[k].group = ev->n_groups++;
		} else {
			v[k].group = v[v[k].leader].group;
		}
	}
	for (int k = 0; k < ev->n; k++)
		v[k].group_size = v[v[k].leader].group_size;
	pmsi_free(ev->ev);
	ev->ev = v;
	ev->cap = ev->n;
	ev->regrouped = moved || leaders != old_leaders;
	return PMS_OK;
}

static int sort_and_fix(struct pms_evlist *ev)
{
	int n = ev->n, rc = PMS_ENOMEM;
	int *buf = pmsi_malloc((size_t)n * 5 * sizeof(int));
	const char **gpmu = pmsi_malloc((size_t)n * sizeof(*gpmu));
	struct sortctx c = { ev, -1, NULL, NULL };

	if (!buf || !gpmu)
		goto out;
	for (int i = 0; i < n; i++) {
		const struct pmsi_ev *e = &ev->ev[i];

		gpmu[i] = group_pmu(ev, i);
		if (c.force < 0 && e->leader == i && e->group_size < 2 && must_group(ev, e))
			c.force = i;
	}
	for (int i = 0; i < n; i++) {
		const struct pmsi_ev *e = &ev->ev[i];

		buf[i] = e->group_size > 1 ? e->leader :
			c.force >= 0 && must_group(ev, e) ? c.force : i;
		buf[n + i] = i;
	}
	c.key = buf;
	c.gpmu = gpmu;
	merge_sort(&c, buf + n, buf + 2 * n, n);
	new_leaders(&c, buf + n, buf + 3 * n);
	rc = apply_order(ev, buf + n, buf + 3 * n, buf + 4 * n);
out:
	pmsi_free(buf);
	pmsi_free(gpmu);
	return rc;
}

int pmsi_evlist_regroup(struct pms_evlist *ev, struct pms_diag *d)
{
	if (ev->n == 0)
		return PMS_OK;
	if (ev->perf_version >= PMSI_PERF_SORT_GROUPS) {
		if (sort_and_fix(ev))
			return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
		return PMS_OK;
	}
	if (ev->perf_version >= PMSI_PERF_SLOTS_LEADER && has_metrics(ev))
		slots_first(ev);
	return PMS_OK;
}

/*
 * The CPUs perf opens event @e on, as a class: 'A' every CPU (or any, per
 * task), else the scope of the cpumask of its non-core PMU (intel/uncore.c
 * and rapl.c: a CPU per die or package; cstate.c cstate_core: a thread per
 * core, every CPU without SMT; amd/uncore.c: a CPU per CCX or node).
 */
static char cpu_class(const struct pms_evlist *ev, const struct pmsi_ev *e, bool ht)
{
	const char *pmu = own_pmu(ev, e);
	const struct pms_uncore_type *t;

	if (!pmu || pms_uncore_pmu_per_task(pmu) || !(t = pms_uncore_find(ev->model, pmu, NULL)))
		return 'A';
	if (!strcmp(t->scope, "core"))
		return ht ? 'C' : 'A';
	return t->scope[0];
}

int pmsi_evlist_split_cpus(struct pms_evlist *ev, bool ht)
{
	bool split = false;

	for (int i = 0; i < ev->n; i++) {
		struct pmsi_ev *e = &ev->ev[i];

		if (e->leader == i || cpu_class(ev, e, ht) == cpu_class(ev, &ev->ev[e->leader], ht))
			continue;
		e->leader = i;	/* evsel__remove_from_group() */
		split = true;
	}
	if (!split)
		return PMS_OK;
	ev->n_groups = 0;
	for (int k = 0; k < ev->n; k++)
		ev->ev[k].group_size = 0;
	for (int k = 0; k < ev->n; k++) {
		ev->ev[ev->ev[k].leader].group_size++;
		ev->ev[k].group = ev->ev[k].leader == k ? ev->n_groups++ :
				  ev->ev[ev->ev[k].leader].group;
	}
	for (int k = 0; k < ev->n; k++)
		ev->ev[k].group_size = ev->ev[ev->ev[k].leader].group_size;
	ev->regrouped = true;
	return PMS_OK;
}

/* Is event @i's group led by slots, as the kernel requires of a metric's group? */
bool pmsi_group_has_slots(const struct pms_evlist *ev, int i)
{
	return ev->ev[ev->ev[i].leader].r.topdown == PMS_TD_SLOTS;
}
