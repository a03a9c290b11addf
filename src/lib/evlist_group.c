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
 *   6.13 -      TopDown events are found by encoding, not by name
 *               (39820ced2aa1 "Complete topdown slots/metrics events
 *               check", fbc798316bef): slots is config 0x0400, a metric
 *               an event code 0 config that one of the PMU's events named
 *               "topdown*" has (the model's topdown-* pseudo-events), so
 *               r8100 and cpu/event=0x00,umask=0x81/ are TopDown events and
 *               cpu/slots,name=foo/ still is slots.  arch_evlist__cmp():
 *               slots first; metrics move forward only past events of
 *               another group (3b5edc0421e2 "Don't move topdown metric
 *               events in group").
 *   6.15 -      9a1c57fe26f2 ("Corrections to topdown sorting"): the forced
 *               index is the leader of the first TopDown event, grouped or
 *               not, and wins over a group's; PMU names always order a tie;
 *               the leader pass keeps a forced group whole.
 *   6.17 -      5b546de9cc17: attr.type PERF_TYPE_RAW, config1 0, slots
 *               0x0400, metrics umask 0x80-0x87 (any of them, whatever
 *               the model has), no name test left; 8dcd27b1b866: a list
 *               with a metric but no slots gets a "slots" event, a copy of
 *               the first metric (arch_evlist__add_required_events()).
 *   6.18 -      ':X' (035c17893082, 800201997a50 as in 7.2 and 7.3): the
 *               event keeps its own index and its leader.
 *
 * Every version (perf stat's evlist__check_cpu_maps(), builtin-stat.c 6.1,
 * 6.12, 7.3): a member whose CPUs differ from its leader's leaves the group
 * (before 6.4 the whole group is dissolved).  A non-core PMU with a cpumask
 * (uncore boxes, power, cstate_*, amd_l3/df/umc) opens on its cpumask, a
 * hybrid core PMU's event on that PMU's CPUs with -a, an event with a cpu=
 * term (6.17+) on those CPUs, every other event on all CPUs (-a) or "any"
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

#define TD_SLOTS_CONFIG 0x0400u	/* event 0x00, umask 0x04 */

static bool dont_regroup(const struct pms_evlist *ev, const struct pmsi_ev *e)
{
	return ev->perf_version >= PMSI_PERF_MOD_X && (e->mods & PMS_MOD_X);
}

/* arch_is_topdown_slots(): 6.13 config only; 6.17 also type RAW, config1 0. */
static bool td_slots(const struct pms_evlist *ev, const struct pmsi_ev *e)
{
	if (ev->perf_version >= PMSI_PERF_TD_ATTR)
		return e->a.type == PMS_TYPE_RAW && e->a.config == TD_SLOTS_CONFIG &&
		       !e->a.config1;
	return e->a.config == TD_SLOTS_CONFIG;
}

/*
 * arch_is_topdown_metrics().  6.13-6.16: event code 0 and a core PMU event
 * named "topdown*" with exactly that config (perf_pmu__name_from_config():
 * the sysfs topdown-* aliases, listed before the JSON ones, so 0x0400 is
 * "slots"); 6.17: umask 0x80-0x87 on PERF_TYPE_RAW, config1 0.
 */
static bool td_metric(const struct pms_evlist *ev, const struct pmsi_ev *e)
{
	uint64_t c = e->a.config;

	if (e->a.type != PMS_TYPE_RAW)
		return false;
	/* the mask is a 32-bit constant: config bits 32-63 are not looked at */
	if (ev->perf_version >= PMSI_PERF_TD_ATTR)
		return (c & 0xFFFFF8FFu) == 0x8000u && !e->a.config1;
	return (c & ~(uint64_t)0x0700) == 0x8000u &&
	       (int)((c >> 8) & 7) < pms_model_n_metrics(pmsi_ev_pmu(ev, e));
}

/* arch_evsel__must_be_in_group() (arch/x86/util/evsel.c, 6.12): only
 * events of the PERF_TYPE_RAW PMU (evsel__sys_has_perf_metrics()), which on
 * a hybrid is cpu_core: cpu_atom's TOPDOWN_* events are not forced. */
static bool must_group(const struct pms_evlist *ev, const struct pmsi_ev *e)
{
	uint32_t pv = ev->perf_version;

	if (!has_metrics(ev) || e->a.type != PMS_TYPE_RAW)
		return false;
	if (pms_model_is_hybrid(ev->model) && pms_model_n_metrics(pmsi_ev_pmu(ev, e)) <= 0)
		return false;
	if (pv >= PMSI_PERF_TD_ATTR)
		return td_metric(ev, e) || td_slots(ev, e);
	if (!e->evname || name_has(e, "uops_retired.slots"))
		return false;
	if (pv >= PMSI_PERF_TD_ENCODING)
		return td_metric(ev, e) || td_slots(ev, e);
	return name_has(e, "topdown") || name_has(e, "slots");
}

/* The PMU an event is opened on (evsel__find_pmu()): a legacy or raw
 * event's is the core PMU it goes to ("cpu" on x86, armv8_pmuv3_0 ...). */
static const char *own_pmu(const struct pms_evlist *ev, const struct pmsi_ev *e)
{
	if (e->pmu_name) {
		int box = 0;
		const struct pms_uncore_type *t = e->r.pmu == PMS_PMU_OTHER ?
			pms_uncore_find(ev->model, e->pmu_name, &box) : NULL;

		/* a box type written without "uncore_" ("cha/.../") is the PMU
		 * perf matched (perf_pmu__match(), pmu.c 6.12.117/7.3.4): its
		 * boxes uncore_cha_N, as UNC_CHA_* JSON names are; one box
		 * (uncore_cha_0/.../) sorts into that box's group of them */
		return t ? t->pmu : e->pmu_name;
	}
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
	for (int k = e->leader + 1; k < ev->n; k++)
		if (ev->ev[k].leader == e->leader && !pmsi_pmu_is_software(own_pmu(ev, &ev->ev[k])))
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
	if ((a->group_size > 1 && b->group_size > 1) || c->ev->perf_version >= PMSI_PERF_TD_SORT) {
		int s = strcmp(c->gpmu[l], c->gpmu[r]);

		if (s)
			return s;
	}
	if (c->ev->perf_version >= PMSI_PERF_TD_ENCODING) {
		if (has_metrics(c->ev) && (must_group(c->ev, a) || must_group(c->ev, b))) {
			if (td_slots(c->ev, a))
				return -1;
			if (td_slots(c->ev, b))
				return 1;
			if (a->leader != b->leader && td_metric(c->ev, a) != td_metric(c->ev, b))
				return td_metric(c->ev, a) ? -1 : 1;
		}
	} else if (has_metrics(c->ev) && (must_group(c->ev, a) || must_group(c->ev, b)) &&
		   rank(a) != rank(b)) {
		return rank(a) - rank(b);
	}
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

			/* list_sort(): the left one unless cmp(left, right) > 0
			 * (arch_evlist__cmp() is not symmetric for two slots) */
			while (i < mid && j < hi)
				tmp[k++] = cmp(c, v[i], v[j]) <= 0 ? v[i++] : v[j++];
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

/*
 * 6.15 on: the leader loop after 9a1c57fe26f2, with ':X' (6.18).  @lead
 * holds each event's leader as perf's evsel__leader() would read it then:
 * the new one once the event has been placed, the parsed one before.
 */
static void new_leaders_615(const struct sortctx *c, const int *order, int *lead)
{
	const struct pms_evlist *ev = c->ev;
	int cur = -1, cur_grp = -1, fgl = -1;
	bool last_was_fgl = false;

	for (int i = 0; i < ev->n; i++)
		lead[i] = ev->ev[i].leader;
	for (int k = 0; k < ev->n; k++) {
		int pos = order[k], pos_leader = lead[pos];
		bool x = dont_regroup(ev, &ev->ev[pos]);
		bool forced = c->force >= 0 && !x && must_group(ev, &ev->ev[pos]);

		if (cur < 0 || x) {
			cur = x ? pos_leader : pos;
			cur_grp = cur;
			if (forced)
				fgl = pos;
		}
		if (strcmp(c->gpmu[cur], c->gpmu[pos])) {
			cur = pos;
			cur_grp = lead[pos];
			if (forced && fgl < 0)
				fgl = pos;
		} else if (cur_grp != lead[pos]) {
			bool split = true;

			if (c->force >= 0 && last_was_fgl)
				for (int k2 = k + 1; k2 < ev->n && split; k2++)
					if (lead[order[k2]] == lead[pos] &&
					    must_group(ev, &ev->ev[order[k2]]))
						split = false;
			if (!last_was_fgl || split) {
				if (forced && fgl >= 0) {
					cur = fgl;
					cur_grp = lead[fgl];
				} else if (forced) {
					cur = fgl = pos;
					cur_grp = pos;
				} else {
					cur = pos;
					cur_grp = lead[pos];
				}
			}
		}
		lead[pos] = cur;
		last_was_fgl = fgl == pos;
	}
	/* a ':X' event kept a leader that was itself moved into another
	 * group: perf would open it under a non-leader (EINVAL); follow the
	 * chain so the list stays well formed */
	for (int i = 0; i < ev->n; i++)
		for (int hop = 0; lead[lead[i]] != lead[i] && hop < ev->n; hop++)
			lead[i] = lead[lead[i]];
}

/*
 * arch_evlist__add_required_events() (6.17+, 8dcd27b1b866; the leader as in
 * 7.2 and 7.3's topdown_insert_slots_event()): no slots but a metric event,
 * so a copy of the first metric with config 0x0400, named "slots", joins
 * that metric's group at the end of the list.
 */
static int append_slots(struct pms_evlist *ev, int m);

static int add_slots(struct pms_evlist *ev)
{
	int m = -1;

	if (!has_metrics(ev))
		return PMS_OK;
	for (int i = 0; i < ev->n; i++) {
		if (td_slots(ev, &ev->ev[i]))
			return PMS_OK;
		if (m < 0 && td_metric(ev, &ev->ev[i]))
			m = i;
	}
	return m < 0 ? PMS_OK : append_slots(ev, m);
}

/* A copy of metric event @m named "slots", config 0x0400, in @m's group, at the end. */
static int append_slots(struct pms_evlist *ev, int m)
{
	struct pmsi_ev *x;

	if (ev->n >= PMS_EVLIST_MAX_EVENTS)
		return PMS_ELIMIT;
	if (ev->n == ev->cap) {
		int cap = ev->cap ? ev->cap * 2 : 8;
		struct pmsi_ev *grown = pmsi_realloc(ev->ev, (size_t)cap * sizeof(*grown));

		if (!grown)
			return PMS_ENOMEM;
		ev->ev = grown;
		ev->cap = cap;
	}
	x = &ev->ev[ev->n];
	*x = ev->ev[m];
	x->name = x->text = x->evname = x->group_name = x->metric_id = x->pmu_buf = NULL;
	x->r.pfm_name = NULL;
	x->idx = ev->n;
	x->a.config = TD_SLOTS_CONFIG;
	x->r.config = TD_SLOTS_CONFIG;
	x->r.topdown = PMS_TD_SLOTS;
	x->r.metric = 0;
	x->r.resolved_by = "added";
	x->added = true;
	ev->n++;	/* counted now, so a failure below frees what it holds */
	if (!(x->name = pmsi_strdup("slots")) || !(x->text = pmsi_strdup("slots")) ||
	    !(x->evname = pmsi_strdup("slots")))
		return PMS_ENOMEM;
	if (ev->ev[m].pmu_buf) {
		if (!(x->pmu_buf = pmsi_strdup(ev->ev[m].pmu_buf)))
			return PMS_ENOMEM;
		x->pmu_name = x->pmu_buf;
	}
	for (int i = 0; i < ev->n; i++)
		if (ev->ev[i].leader == x->leader)
			ev->ev[i].group_size++;
	return PMS_OK;
}

static int sort_and_fix(struct pms_evlist *ev)
{
	int n, rc = PMS_ENOMEM;
	int *buf = NULL;
	const char **gpmu = NULL;
	struct sortctx c = { ev, -1, NULL, NULL };
	bool v615 = ev->perf_version >= PMSI_PERF_TD_SORT;

	if (ev->perf_version >= PMSI_PERF_TD_ATTR && (rc = add_slots(ev)))
		return rc;
	n = ev->n;
	buf = pmsi_malloc((size_t)n * 5 * sizeof(int));
	gpmu = pmsi_malloc((size_t)n * sizeof(*gpmu));
	rc = PMS_ENOMEM;
	if (!buf || !gpmu)
		goto out;
	for (int i = 0; i < n; i++) {
		const struct pmsi_ev *e = &ev->ev[i];

		gpmu[i] = group_pmu(ev, i);
		if (c.force >= 0 || !must_group(ev, e))
			continue;
		if (v615)
			c.force = e->leader;
		else if (e->leader == i && e->group_size < 2)
			c.force = i;
	}
	for (int i = 0; i < n; i++) {
		const struct pmsi_ev *e = &ev->ev[i];
		bool grouped = e->group_size > 1, forced = c.force >= 0 && must_group(ev, e);

		if (!v615)
			buf[i] = grouped ? e->leader : forced ? c.force : i;
		else if (dont_regroup(ev, e))
			buf[i] = i;
		else
			buf[i] = forced ? c.force : grouped ? e->leader : i;
		buf[n + i] = i;
	}
	c.key = buf;
	c.gpmu = gpmu;
	merge_sort(&c, buf + n, buf + 2 * n, n);
	if (v615)
		new_leaders_615(&c, buf + n, buf + 3 * n);
	else
		new_leaders(&c, buf + n, buf + 3 * n);
	rc = apply_order(ev, buf + n, buf + 3 * n, buf + 4 * n);
out:
	pmsi_free(buf);
	pmsi_free(gpmu);
	return rc;
}

/*
 * Within one parse_events() call, perf's sort keeps a braced group's events
 * together but orders them by group PMU (evlist__cmp()), and the leader loop
 * opens a new group at each PMU change (parse_events__sort_events_and_fix_
 * groups()): a group written without a PMU on a hybrid, which parses to
 * every core PMU, becomes one group per PMU, cpu_atom's first.  A list in
 * perf's order (PMS_EVLIST_PERF_ORDER) was sorted call by call except for
 * this expansion.  Recorded: perf 7.3.4 and 7.2.13, adl and arl-h -M Default
 * ({cpu-cycles,instructions}:W, tests/oracle/adl.txt, arl-h.txt).
 */
static int split_group_pmus(struct pms_evlist *ev)
{
	int n = ev->n, k = 0, rc = PMS_ENOMEM;
	const char **gpmu = pmsi_malloc((size_t)n * sizeof(*gpmu));
	int *buf = pmsi_malloc((size_t)n * 3 * sizeof(int));
	bool need = false;

	if (!gpmu || !buf)
		goto out;
	for (int i = 0; i < n; i++) {
		gpmu[i] = group_pmu(ev, i);
		need |= strcmp(gpmu[i], gpmu[ev->ev[i].leader]) != 0;
	}
	rc = PMS_OK;
	if (!need)
		goto out;
	for (int g = 0; g < n;) {
		int end = g + 1;
		const char *last = NULL;

		while (end < n && ev->ev[end].leader == g)
			end++;
		/* the group's PMUs in name order, a pass per PMU (a group
		 * spans a handful of PMUs, so this stays linear) */
		for (;;) {
			const char *next = NULL;
			int lead = -1;

			for (int i = g; i < end; i++)
				if ((!last || strcmp(gpmu[i], last) > 0) &&
				    (!next || strcmp(gpmu[i], next) < 0))
					next = gpmu[i];
			if (!next)
				break;
			for (int i = g; i < end; i++) {
				if (strcmp(gpmu[i], next))
					continue;
				if (lead < 0)
					lead = i;
				buf[k++] = i;
				buf[n + i] = lead;
			}
			last = next;
		}
		g = end;
	}
	rc = apply_order(ev, buf, buf + n, buf + 2 * n);
out:
	pmsi_free(buf);
	pmsi_free(gpmu);
	return rc;
}

/*
 * A list already in perf's order (PMS_EVLIST_PERF_ORDER: each of perf's
 * parse_events() calls sorted on its own) gets, from perf 6.17, the slots
 * event arch_evlist__add_required_events() adds to each call whose TopDown
 * metrics have none (8dcd27b1b866; 7.2 and 7.3 topdown_insert_slots_event()):
 * after 9a1c57fe26f2 a call's TopDown events are one group, so each group
 * with a metric but no slots gets one, which leads it (arch_evlist__cmp()
 * sorts slots first).  Recorded: perf 7.3.4 and 7.2.13, spr -M TopdownL2
 * --metric-no-merge (tests/oracle/spr.txt).
 */
int pmsi_evlist_perf_order_slots(struct pms_evlist *ev, struct pms_diag *d)
{
	int n0 = ev->n, *buf, rc = PMS_OK, k = 0;

	if (n0 && split_group_pmus(ev))
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	ev->regrouped = false;	/* metric lists: perf does not warn */
	if (ev->perf_version < PMSI_PERF_TD_ATTR || !has_metrics(ev))
		return PMS_OK;
	for (int g = 0; g < n0 && !rc; g++) {
		int m = -1;
		bool slots = false;

		if (ev->ev[g].leader != g)
			continue;
		for (int i = g; i < n0; i++) {
			if (ev->ev[i].leader != g)
				continue;
			slots |= td_slots(ev, &ev->ev[i]);
			if (m < 0 && td_metric(ev, &ev->ev[i]))
				m = i;
		}
		if (m >= 0 && !slots)
			rc = append_slots(ev, m);
	}
	if (rc == PMS_ELIMIT)
		return pmsi_diag(d, rc, PMS_NOPOS, 0,
				 "more than %d events with the slots events perf adds",
				 PMS_EVLIST_MAX_EVENTS);
	if (rc || ev->n == n0)
		return rc ? pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory") : PMS_OK;
	if (!(buf = pmsi_malloc((size_t)ev->n * 3 * sizeof(int))))
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	/* order: each group with its added slots first; lead: that slots */
	for (int i = 0; i < n0; i++) {
		int add = -1;

		if (ev->ev[i].leader == i)
			for (int a = n0; a < ev->n && add < 0; a++)
				if (ev->ev[a].leader == i)
					add = a;
		if (add >= 0) {
			buf[k++] = add;
			buf[ev->n + add] = add;
		}
		buf[k++] = i;
		buf[ev->n + i] = ev->ev[i].leader;
	}
	for (int a = n0; a < ev->n; a++)
		for (int i = 0; i < n0; i++)
			if (ev->ev[i].leader == ev->ev[a].leader && i != a)
				buf[ev->n + i] = a;
	rc = apply_order(ev, buf, buf + ev->n, buf + 2 * ev->n);
	pmsi_free(buf);
	if (rc)
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	ev->regrouped = false;	/* metric lists: perf does not warn */
	return PMS_OK;
}

int pmsi_evlist_regroup(struct pms_evlist *ev, struct pms_diag *d)
{
	if (ev->n == 0)
		return PMS_OK;
	if (ev->perf_version >= PMSI_PERF_SORT_GROUPS) {
		int rc = sort_and_fix(ev);

		if (rc == PMS_ELIMIT)
			return pmsi_diag(d, rc, PMS_NOPOS, 0,
					 "more than %d events with the slots event perf adds",
					 PMS_EVLIST_MAX_EVENTS);
		if (rc)
			return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
		return PMS_OK;
	}
	if (ev->perf_version >= PMSI_PERF_SLOTS_LEADER && has_metrics(ev))
		slots_first(ev);
	return PMS_OK;
}

/*
 * The CPUs of event @e's PMU (evsel->pmu_cpus, parse-events.c __add_event()
 * 7.3.4; own_cpus 6.1/6.12): a box PMU's cpumask (its scope: intel/uncore.c
 * and rapl.c a CPU per die or package; cstate.c cstate_core a thread per
 * core, every CPU without SMT; amd/uncore.c a CPU per CCX or node), a
 * hybrid core PMU's "cpus", else every online CPU (a core PMU without a
 * cpus file, software, msr: pmu_cpumask() finds none).  *@box: the PMU
 * has a cpumask (evsel->requires_cpu, pmu->is_uncore).
 */
static void pmu_cpus(const struct pms_evlist *ev, const struct pmsi_ev *e, bool ht, char *k,
		     int *pmu, bool *box)
{
	const char *name = own_pmu(ev, e);
	const struct pms_uncore_type *t;

	*k = 'A';
	*pmu = -1;
	*box = false;
	if (e->r.pmu == PMS_PMU_CORE && pms_model_is_hybrid(ev->model)) {
		*k = 'P';
		*pmu = e->pmu_idx;
		return;
	}
	if (!name || pms_uncore_pmu_per_task(name) || !(t = pms_uncore_find(ev->model, name, NULL)))
		return;
	*box = true;
	if (strcmp(t->scope, "core"))
		*k = t->scope[0];
	else if (ht)
		*k = 'C';
}

/*
 * A cpu= term in @e's PMU term list (perf 6.17+: a CPU list or a PMU
 * name, get_config_cpu(), parse-events.c 7.2.13/7.3.4): 'P' a hybrid core
 * PMU, 'A' the core PMU of a single-PMU part (no cpus file: every online
 * CPU), 'T' anything else, kept as written; 0 without one.
 */
static char term_cpus(const struct pms_evlist *ev, struct pmsi_ev *e)
{
	const char *s = e->text, *open = s ? strchr(s, '/') : NULL, *close;

	if (ev->perf_version < PMSI_PERF_CPU_TERM || !open || !(close = strchr(open + 1, '/')))
		return 0;
	for (const char *t = open + 1; t < close;) {
		const char *end = memchr(t, ',', (size_t)(close - t));

		if (!end)
			end = close;
		if (end - t > 4 && !strncmp(t, "cpu=", 4)) {
			int k = pmsi_core_pmu_named(ev->model, t + 4, (size_t)(end - t - 4));

			e->cpus_term = t + 4;
			e->cpus_term_len = (size_t)(end - t - 4);
			if (k >= 0 && pms_model_is_hybrid(ev->model)) {
				e->cpus_pmu = k;
				return 'P';
			}
			return k >= 0 ? 'A' : 'T';
		}
		t = end + 1;
	}
	return 0;
}

/*
 * evsel->cpus after perf_evlist__propagate_maps() (tools/lib/perf/evlist.c
 * __perf_evlist__propagate_maps(), 6.1.176, 6.12.117, 7.3.4): a cpu= term's
 * CPUs (within the PMU's), else the PMU's; per task, an event on all its
 * PMU's CPUs that is not a box's opens on any CPU (-1); -a keeps them.
 */
static void event_cpus(struct pms_evlist *ev, struct pmsi_ev *e, bool ht)
{
	char k, term;
	int pmu;
	bool box;

	pmu_cpus(ev, e, ht, &k, &pmu, &box);
	e->cpus = k;
	e->cpus_pmu = pmu;
	e->cpus_term = NULL;
	e->cpus_term_len = 0;
	term = term_cpus(ev, e);
	if (term == 'A' || (term == 'P' && k == 'P' && e->cpus_pmu == pmu)) {
		e->cpus_pmu = pmu;	/* the PMU's own CPUs */
	} else if (term) {
		e->cpus = k == 'A' ? term : 'T';
		if (e->cpus != 'P')
			e->cpus_pmu = -1;
		return;
	}
	if (!ev->system_wide && !box)
		e->cpus = 'N';
}

static bool same_cpus(const struct pmsi_ev *a, const struct pmsi_ev *b)
{
	if (a->cpus != b->cpus)
		return false;
	if (a->cpus == 'P')
		return a->cpus_pmu == b->cpus_pmu;
	if (a->cpus == 'T')
		return a->cpus_term_len == b->cpus_term_len &&
		       !strncmp(a->cpus_term, b->cpus_term, a->cpus_term_len);
	return true;
}

/*
 * evsel__group_desc() (util/evsel.c 6.1.176, 7.3.4): "anon group { a, b }"
 * (the group's name when it has one) into perf's 200-byte buffer
 * (scnprintf: at most 199 characters).
 */
static int warn_group(struct pms_evlist *ev, int ld, bool header)
{
	char buf[200], **w;
	size_t at;
	const char *head = header ? (ev->perf_version >= PMSI_PERF_CPUS_MEMBER ?
		"WARNING: grouped events cpus do not match.\n"
		"Events with CPUs not matching the leader will be removed from the group.\n  " :
		"WARNING: grouped events cpus do not match, disabling group:\n  ") : "  ";
	const struct pmsi_ev *l = &ev->ev[ld];

	at = (size_t)snprintf(buf, sizeof(buf), "%s { ", l->group_name ? l->group_name :
			      "anon group");
	for (int k = ld; k < ev->n && at < sizeof(buf) - 1; k++) {
		if (ev->ev[k].leader != ld)
			continue;
		at += (size_t)snprintf(buf + at, sizeof(buf) - at, "%s%s", k == ld ? "" : ", ",
				       ev->ev[k].evname ? ev->ev[k].evname : ev->ev[k].name);
	}
	if (at < sizeof(buf) - 1)
		snprintf(buf + at, sizeof(buf) - at, " }");
	w = pmsi_realloc(ev->warn, (size_t)(ev->n_warn + 1) * sizeof(*w));
	if (!w)
		return PMS_ENOMEM;
	ev->warn = w;
	at = strlen(head) + strlen(buf) + 1;
	w[ev->n_warn] = pmsi_malloc(at);
	if (!w[ev->n_warn])
		return PMS_ENOMEM;
	snprintf(w[ev->n_warn++], at, "%s%s", head, buf);
	return PMS_OK;
}

/*
 * evlist__check_cpu_maps() (builtin-stat.c 6.1.176, 6.12.117, 7.2.13,
 * 7.3.4), after the maps are propagated: a member whose CPUs differ from
 * its leader's leaves the group (evsel__remove_from_group()) and perf
 * warns once per such group; before 6.4 every member of that group left
 * and the warning's first line came once (WARN_ONCE).  The events keep
 * their places: a group may have a gap where a member left.
 */
int pmsi_evlist_split_cpus(struct pms_evlist *ev, bool ht)
{
	bool split = false, warned = false;
	int warned_leader = -1;

	for (int i = 0; i < ev->n; i++)
		event_cpus(ev, &ev->ev[i], ht);
	for (int i = 0; i < ev->n; i++) {
		struct pmsi_ev *e = &ev->ev[i];
		int ld = e->leader;

		if (ld == i || same_cpus(e, &ev->ev[ld]))
			continue;
		if (warned_leader != ld) {
			int rc = warn_group(ev, ld, ev->perf_version >= PMSI_PERF_CPUS_MEMBER ||
					    !warned);

			if (rc)
				return rc;
			warned = true;
			warned_leader = ld;
		}
		if (ev->perf_version >= PMSI_PERF_CPUS_MEMBER) {
			e->leader = i;
		} else {
			for (int k = ld; k < ev->n; k++)
				if (ev->ev[k].leader == ld)
					ev->ev[k].leader = k;
		}
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
	return PMS_OK;
}

/* Is event @i's group led by slots, as the kernel requires of a metric's group? */
bool pmsi_group_has_slots(const struct pms_evlist *ev, int i)
{
	return ev->ev[ev->ev[i].leader].r.topdown == PMS_TD_SLOTS;
}

/*
 * The events of @ev in group order: each leader, in list order, followed
 * by its members in list order.  A member perf's CPU-map check takes out
 * of the middle of its group (pmsi_evlist_split_cpus()) leaves the other
 * members apart in the list; code that takes a group as a run of
 * consecutive indexes walks this order instead.  @out and @tmp have room
 * for pms_evlist_count() ints.  Linear.
 */
void pmsi_evlist_group_order(const struct pms_evlist *ev, int *out, int *tmp)
{
	int n = pms_evlist_count(ev), pos = 0;
	struct pms_event_info info;

	for (int i = 0; i < n; i++)
		tmp[i] = 0;
	for (int i = 0; i < n; i++)
		if (!pms_evlist_event(ev, i, &info) && info.leader >= 0 && info.leader < n)
			tmp[info.leader]++;
	for (int i = 0; i < n; i++) {
		if (!pms_evlist_event(ev, i, &info) && info.leader == i) {
			int c = tmp[i];

			tmp[i] = pos;
			pos += c;
		}
	}
	for (int i = 0; i < n; i++) {
		if (pms_evlist_event(ev, i, &info) || info.leader < 0 || info.leader >= n)
			info.leader = i;
		out[tmp[info.leader]++] = i;
	}
}
