/*
 * What perf's event parser does to one parsed event string before it
 * joins the list: how each metric-id becomes an event (its name, PMU and
 * kind, util/metricgroup.c decode_all_metric_ids()) and how a parse is
 * reordered and regrouped.
 *
 * perf 6.12 (util/parse-events.c parse_events__sort_events_and_fix_groups(),
 * since 6.4): events are sorted with list_sort() by their group leader's
 * position (an ungrouped event by its own, or, when it must be in a group,
 * by the position of the first such ungrouped event), then by the group's
 * PMU, then by arch_evlist__cmp() (x86: with perf metrics, "slots" events
 * first, then "topdown" ones; else by position); groups are then rebuilt,
 * split where the PMU changes and joining the forced events into one group.
 *
 * perf 6.1 (parse_events__set_leader(), arch_evlist__leader() of 5.19 to
 * 6.3): in a braced group with a "slots" event and a "topdown" event of a
 * "cpu" PMU, the slots event becomes the leader and moves to the front;
 * nothing else moves.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include "metric_int.h"
#include "evlist_int.h"

const char *pmsi_ml_dup(struct pms_mlist *l, const char *s)
{
	return pmsi_sarena_dup(l->strs, s, strlen(s));
}

int pmsi_ml_keep_arena(struct pms_mlist *l, struct pmsi_sarena *a)
{
	struct pmsi_sarena **na = pmsi_realloc(l->arenas, (size_t)(l->n_arenas + 1) * sizeof(*na));

	if (!na) {
		pmsi_sarena_free(a);
		return PMS_ENOMEM;
	}
	l->arenas = na;
	l->arenas[l->n_arenas++] = a;
	return PMS_OK;
}

static int push_str(const char ***arr, int *n, int *cap, const char *s)
{
	if (*n == *cap) {
		int nc = *cap ? 2 * *cap : 8;
		const char **na = pmsi_realloc(*arr, (size_t)nc * sizeof(*na));

		if (!na)
			return PMS_ENOMEM;
		*arr = na;
		*cap = nc;
	}
	(*arr)[(*n)++] = s;
	return PMS_OK;
}

int pmsi_ml_warn(struct pms_mlist *l, const char *fmt, ...)
{
	char buf[512];
	const char *s;
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	for (int i = 0; i < l->n_warn; i++)
		if (!strcmp(l->warn[i], buf))
			return PMS_OK;
	if (!(s = pmsi_ml_dup(l, buf)))
		return PMS_ENOMEM;
	return push_str(&l->warn, &l->n_warn, &l->cap_warn, s);
}

/* ---- names perf knows ---- */

static const char *const legacy_hw[] = {
	"cpu-cycles", "cycles", "instructions", "cache-references", "cache-misses",
	"branch-instructions", "branches", "branch-misses", "bus-cycles",
	"stalled-cycles-frontend", "idle-cycles-frontend", "stalled-cycles-backend",
	"idle-cycles-backend", "ref-cycles",
};
static const char *const software[] = {
	"cpu-clock", "task-clock", "page-faults", "faults", "minor-faults", "major-faults",
	"context-switches", "cs", "cpu-migrations", "migrations", "alignment-faults",
	"emulation-faults", "dummy", "bpf-output", "cgroup-switches",
};
static const char *const tool[] = { "duration_time", "user_time", "system_time" };
static const char *const td_l1[] = {
	"slots", "topdown-retiring", "topdown-bad-spec", "topdown-fe-bound", "topdown-be-bound",
};
static const char *const td_l2[] = {
	"topdown-heavy-ops", "topdown-br-mispredict", "topdown-fetch-lat", "topdown-mem-bound",
};
static const char *const tsx[] = {
	"cycles-t", "cycles-ct", "tx-start", "tx-commit", "tx-abort", "tx-capacity",
	"tx-conflict", "el-start", "el-commit", "el-abort", "el-capacity", "el-conflict",
};
static const char *const msr[] = {
	"tsc", "aperf", "mperf", "pperf", "smi", "ptsc", "irperf", "cpu_thermal_margin",
};
/* cache names: L1-dcache-loads, LLC-load-misses, dTLB-stores, ... */
static const char *const cache_units[] = {
	"L1-dcache", "L1-icache", "LLC", "dTLB", "iTLB", "branch", "node",
};

static bool in(const char *const *list, size_t n, const char *s, bool nocase)
{
	for (size_t i = 0; i < n; i++)
		if (nocase ? !strcasecmp(list[i], s) : !strcmp(list[i], s))
			return true;
	return false;
}
#define IN(list, s, nocase) in(list, PMS_ARRAY_SIZE(list), s, nocase)

static bool is_cache_name(const char *s)
{
	for (size_t i = 0; i < PMS_ARRAY_SIZE(cache_units); i++) {
		size_t n = strlen(cache_units[i]);

		if (!strncmp(s, cache_units[i], n) && s[n] == '-')
			return true;
	}
	return false;
}

static bool perf_metrics(const struct pms_model *m, const struct pms_env *env)
{
	return (pms_model_rules(m, env) & PMS_RULE_TOPDOWN) && pms_model_n_metrics(m) >= 4;
}

static bool td_name(const struct pms_model *m, const struct pms_env *env, const char *s)
{
	if (!perf_metrics(m, env))
		return false;
	return IN(td_l1, s, true) || (pms_model_n_metrics(m) >= 8 && IN(td_l2, s, true));
}

static bool json_name(const struct pms_model *m, uint32_t pv, const char *s)
{
	const struct pms_perf_table *t = pms_model_perf_table_for(m, pv);
	struct pms_perf_event e;

	return t && pms_perf_event_find(t, s, NULL, &e) == PMS_OK;
}

static bool intel_tsx(const struct pms_model *m)
{
	static const char *const with[] = {
		"hsw", "hsw-ep", "bdw", "bdw-ep", "skl", "skx", "clx", "cml", "icl", "icx", "spr",
	};

	return IN(with, pms_model_name(m), false);
}

/* Whether the first @len bytes of @id name a core event of @m's JSON. */
static bool json_core_name(const struct pms_model *m, uint32_t pv, const char *id, size_t len)
{
	char nm[256];

	if (len >= sizeof(nm))
		return false;
	memcpy(nm, id, len);
	nm[len] = '\0';
	return json_name(m, pv, nm);
}

/* Would parse_event() accept @id (has_event() of a metric)? */
bool pmsi_event_parses(const struct pms_model *m, const struct pms_env *env, uint32_t pv,
		       bool has_tsx, const char *id)
{
	char buf[256], *at;

	if (strlen(id) >= sizeof(buf))
		return false;
	memcpy(buf, id, strlen(id) + 1);
	if ((at = strchr(buf, '@')) != NULL) {	/* pmu@event@ -> pmu/event/ */
		char *end = strrchr(buf, '@');
		bool cpu = !strncmp(buf, "cpu", 3) && at - buf == 3;

		*end = '\0';
		/* cpu@cycles-t@: the cpu PMU's sysfs events, its TSX aliases too
		 * (intel_pmu_init() shows them with RTM) */
		if (cpu)
			return json_name(m, pv, at + 1) || td_name(m, env, at + 1) ||
			       (IN(tsx, at + 1, false) && has_tsx && intel_tsx(m));
		return at - buf == 3 && !strncmp(buf, "msr", 3) && IN(msr, at + 1, false);
	}
	if ((at = strchr(buf, ':')) != NULL)
		*at = '\0';
	if (IN(tool, buf, false) || IN(legacy_hw, buf, false) || IN(software, buf, false) ||
	    is_cache_name(buf))
		return true;
	if (IN(tsx, buf, false))
		return has_tsx && intel_tsx(m);
	return td_name(m, env, buf) || json_name(m, pv, buf) || IN(msr, buf, true);
}

static bool must_group(const struct pms_mlist *l, const char *name)
{
	if (!l->perf_metrics)
		return false;
	if (l->dialect == PMSI_D612 && strcasestr(name, "uops_retired.slots"))
		return false;
	return strcasestr(name, "topdown") || strcasestr(name, "slots");
}

/*
 * The PMU perf finds a bare event name of the metric table on when it is
 * not a core event (the table's uncore and other JSON, jevents.py
 * unit_to_pmu()), or "unknown".
 */
const char *pmsi_foreign_pmu(const struct pms_mlist *l, const char *name)
{
	const struct pmsi_mtable *t = l->table;
	uint32_t lo = 0, hi = t ? t->n_foreign : 0;

	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;
		int c = strcasecmp(pmsi_mstr(l->set, t->foreign[mid].name), name);

		if (!c)
			return pmsi_mstr(l->set, t->foreign[mid].pmu);
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return "unknown";
}

/* decode_all_metric_ids(): the name of the event parsed for metric-id @id. */
int pmsi_pe_from_id(struct pms_mlist *l, const struct pms_model *m, const char *id,
		    const char *mod, struct pmsi_pe *pe)
{
	char name[320], base[256];
	const char *at = strchr(id, '@');
	size_t n = strlen(id);
	bool raw_pmu = true;	/* the PMU of PERF_TYPE_RAW, the one with perf metrics */
	int core;

	memset(pe, 0, sizeof(*pe));
	if (n >= sizeof(base))
		return pmsi_diag(NULL, PMS_ELIMIT, PMS_NOPOS, 0, "event name too long");
	snprintf(name, sizeof(name), "%s", id);
	if (IN(tool, id, false)) {
		pe->kind = PMS_MEV_TOOL;
		pe->pmu = "software";
	} else if (at) {
		const char *end = strrchr(id, '@');
		size_t pl = (size_t)(at - id);

		for (char *c = strchr(name, '@'); c; c = strchr(c + 1, '@'))
			*c = '/';
		memcpy(base, at + 1, (size_t)(end - at - 1));
		base[end - at - 1] = '\0';
		if (pl == 3 && !strncmp(id, "cpu", 3)) {
			pe->pmu = "cpu";
			pe->kind = td_name(m, &l->env, base) ? PMS_MEV_TOPDOWN : PMS_MEV_CORE;
		} else if (pl == 8 && !strncmp(id, "software", 8)) {
			/* software@context-switches,name=context-switches@: the
			 * common metrics of perf 6.19+ (arch/common/common/
			 * metrics.json); perf names the event by its name= term */
			const char *nm = strstr(base, "name=");

			pe->pmu = "software";
			pe->kind = PMS_MEV_SOFTWARE;
			snprintf(name, sizeof(name), "%.*s", (int)strcspn(nm ? nm + 5 : base, ","),
				 nm ? nm + 5 : base);
		} else if ((core = pmsi_core_pmu_named(m, id, pl)) >= 0) {
			/* cpu_core@topdown\-retiring@, cpu_atom@TOPDOWN_RETIRING.ALL@:
			 * the hybrid tables' Unit-qualified IDs (perf 6.5 and later) */
			const struct pms_model *sub = pms_model_pmu(m, (size_t)core);

			pe->pmu = pms_model_pmu_name(sub);
			pe->kind = td_name(sub, &l->env, base) ? PMS_MEV_TOPDOWN : PMS_MEV_CORE;
			raw_pmu = perf_metrics(sub, &l->env);
		} else if (pl == 3 && !strncmp(id, "msr", 3)) {
			pe->pmu = "msr";
			pe->kind = PMS_MEV_MSR;
		} else if (pl < sizeof(base) && json_core_name(m, l->perf_version, id, pl)) {
			/* ls_dispatch.store_dispatch@cmask\=3@: a core JSON event
			 * with terms (pmu-events/amd_metrics.py AmdLdSt(), perf
			 * 7.3.4), parsed as ls_dispatch.store_dispatch/cmask=3/
			 * (metricgroup.c parse_ids() turns '@' back into '/') */
			pe->pmu = "cpu";
			pe->kind = PMS_MEV_CORE;
		} else {
			/* another PMU (cstate_core, power, ...): not modelled */
			char pn[64];
			int box = 0;
			const struct pms_uncore_type *t = NULL;

			if (pl < sizeof(pn)) {
				memcpy(pn, id, pl);
				pn[pl] = '\0';
				t = pms_uncore_find(m, pn, &box);
			}
			/* a box type without "uncore_" (skx's cha@...@) is the PMU
			 * perf matches, uncore_cha_N (perf_pmu__match(), pmu.c
			 * 6.12.117/7.3.4), as the type's JSON names (UNC_CHA_*);
			 * one box (spr's uncore_cha_0@event\=0x1@) sorts with its
			 * type's events, in that box's group
			 * (parse_events__sort_events_and_fix_groups(): PMU name,
			 * then parse order) */
			pe->pmu = t ? t->pmu : pmsi_sarena_dup(l->strs, id, pl);
			/* a foreign JSON name with terms (spr's
			 * UNC_CHA_TOR_OCCUPANCY.IA_MISS_DRD@thresh\=1@): the event
			 * on its PMU, as the bare name (metricgroup.c parse_ids()
			 * turns '@' into '/', 7.3.4) */
			if (!t && pl < sizeof(pn) && strcmp(pmsi_foreign_pmu(l, pn), "unknown"))
				pe->pmu = pmsi_foreign_pmu(l, pn);
			pe->kind = PMS_MEV_OTHER;
			if (!pe->pmu)
				return PMS_ENOMEM;
		}
	} else {
		const char *colon = strchr(id, ':');

		snprintf(base, sizeof(base), "%.*s", (int)(colon ? (size_t)(colon - id) : n), id);
		pe->pmu = "cpu";
		if (IN(software, base, false)) {
			pe->kind = PMS_MEV_SOFTWARE;
			pe->pmu = "software";
		} else if (IN(legacy_hw, base, false) || is_cache_name(base)) {
			pe->kind = PMS_MEV_CORE;
			pe->flags |= PE_LEGACY;
		} else if (td_name(m, &l->env, base)) {
			pe->kind = PMS_MEV_TOPDOWN;
		} else if (IN(msr, base, true)) {
			/* "TSC": the msr PMU's alias, matched without regard to case */
			pe->kind = PMS_MEV_MSR;
			pe->pmu = "msr";
		} else if (json_name(m, l->perf_version, base) ||
			   (l->tsx && IN(tsx, base, false) && intel_tsx(m))) {
			/* a JSON name, or the core PMU's TSX sysfs alias (cycles-t,
			 * tx-start: intel_pmu_init() shows them with RTM, 7.3.4) */
			pe->kind = PMS_MEV_CORE;
		} else {
			pe->kind = PMS_MEV_OTHER;
			pe->pmu = pmsi_foreign_pmu(l, base);
		}
	}
	if (mod && pe->kind != PMS_MEV_TOOL) {
		size_t k = strlen(name);

		snprintf(name + k, sizeof(name) - k, "%s%s",
			 at || strchr(id, ':') ? "" : ":", mod);
	}
	pe->id = id;
	pe->name = pmsi_ml_dup(l, name);
	pe->text = pe->name;
	/* evsel__sys_has_perf_metrics(): only an event of the PERF_TYPE_RAW PMU
	 * (cpu_core on a hybrid) must be in the slots group; cpu_atom's
	 * TOPDOWN_* events stay where they are (arch/x86/util/evsel.c 6.12) */
	pe->must_group = (pe->kind == PMS_MEV_CORE || pe->kind == PMS_MEV_TOPDOWN) && raw_pmu &&
			 must_group(l, pe->name);
	return pe->name ? PMS_OK : PMS_ENOMEM;
}

/* ---- perf 6.12: parse_events__sort_events_and_fix_groups() ---- */

struct sortctx {
	const struct pmsi_pe *pe;
	const char **gpmu;	/* group_pmu_name */
	int force_idx;
	bool perf_metrics;
	bool v613;		/* perf 6.13+ arch_evlist__cmp() */
};

static bool sw_pmu(const char *p)
{
	return !strcmp(p, "software") || !strcmp(p, "msr");
}

/* evsel__compute_group_pmu_name() */
static const char *group_pmu(const struct pmsi_pe *pe, int n, int i)
{
	int ld = pe[i].leader;

	if (!sw_pmu(pe[i].pmu))
		return pe[i].pmu;
	if (!sw_pmu(pe[ld].pmu))
		return pe[ld].pmu;
	if (pe[ld].nr_members > 1)
		for (int k = 0; k < n; k++)
			if (k != ld && pe[k].leader == ld && !sw_pmu(pe[k].pmu))
				return pe[k].pmu;
	return pe[i].pmu;
}

/* arch_evlist__cmp() of arch/x86/util/evlist.c */
static int arch_cmp(const struct sortctx *s, int l, int r)
{
	const char *ln = s->pe[l].name, *rn = s->pe[r].name;

	if (s->perf_metrics && (s->pe[l].must_group || s->pe[r].must_group)) {
		bool ltd = strcasestr(ln, "topdown"), rtd = strcasestr(rn, "topdown");

		if (strcasestr(ln, "slots") && !strcasestr(ln, "uops_retired.slots"))
			return -1;
		if (strcasestr(rn, "slots") && !strcasestr(rn, "uops_retired.slots"))
			return 1;
		/* 6.13+ (arch/x86/util/evlist.c 7.3.4): topdown-* move ahead
		 * only of events of another group; inside the slots group the
		 * metric's own order stays */
		if (s->v613 && s->pe[l].leader == s->pe[r].leader)
			return l - r;
		if (ltd && !rtd)
			return -1;
		if (!ltd && rtd)
			return 1;
	}
	return l - r;
}

static int grouped(const struct pmsi_pe *pe, int i)
{
	return pe[i].leader != i || pe[i].nr_members > 1;
}

static int evlist_cmp(void *priv, int l, int r)
{
	const struct sortctx *s = priv;
	bool lg = grouped(s->pe, l), rg = grouped(s->pe, r);
	int li = lg ? s->pe[l].leader : s->force_idx != -1 && s->pe[l].must_group ? s->force_idx : l;
	int ri = rg ? s->pe[r].leader : s->force_idx != -1 && s->pe[r].must_group ? s->force_idx : r;
	int c;

	if (li != ri)
		return li - ri;
	if (lg && rg && (c = strcmp(s->gpmu[l], s->gpmu[r])) != 0)
		return c;
	return arch_cmp(s, l, r);
}

static int order612(struct pmsi_pe *pe, int n, bool pm, bool v613)
{
	int *order = pmsi_malloc((size_t)n * 4 * sizeof(int)), *newleader, cur = -1, cur_grp = -2;
	const char **gpmu = pmsi_malloc((size_t)n * sizeof(*gpmu));
	struct pmsi_pe *out = pmsi_malloc((size_t)n * sizeof(*out));
	struct sortctx s = { pe, gpmu, -1, pm, v613 };
	bool cur_forced = false;

	if (!order || !gpmu || !out) {
		pmsi_free(order);
		pmsi_free(gpmu);
		pmsi_free(out);
		return PMS_ENOMEM;
	}
	newleader = order + 3 * n;
	for (int i = 0; i < n; i++) {
		gpmu[i] = group_pmu(pe, n, i);
		if (s.force_idx == -1 && pe[i].leader == i && pe[i].nr_members < 2 && pe[i].must_group)
			s.force_idx = i;
		order[i] = i;
	}
	pmsi_list_sort(order, n, order + n, &s, evlist_cmp);
	for (int k = 0; k < n; k++) {
		int i = order[k];
		bool forced = s.force_idx != -1 && pe[i].must_group;

		if (cur < 0)
			cur = k;
		if ((cur_grp != pe[i].leader && (!forced || !cur_forced)) ||
		    strcmp(gpmu[order[cur]], gpmu[i])) {
			cur = k;
			cur_grp = pe[i].leader;
			cur_forced = forced;
		}
		newleader[k] = cur;
	}
	for (int k = 0; k < n; k++) {
		out[k] = pe[order[k]];
		out[k].leader = newleader[k];
		out[k].nr_members = 0;
	}
	for (int k = 0; k < n; k++)
		out[out[k].leader].nr_members++;
	for (int k = 0; k < n; k++) {
		int i = order[k];

		/* parsed alone, now in a group: perf's topdown rule put it there */
		if (!grouped(pe, i) && out[out[k].leader].nr_members > 1)
			out[k].flags |= PMS_MEVF_FORCED;
	}
	memcpy(pe, out, (size_t)n * sizeof(*pe));
	pmsi_free(order);
	pmsi_free(gpmu);
	pmsi_free(out);
	return PMS_OK;
}

/* ---- before 6.4: arch_evlist__leader() on each braced group ---- */

/* The leader arch_evlist__leader() picks for group [g, end), by version. */
static int pick_leader(const struct pmsi_pe *pe, int g, int end, enum pmsi_lead mode, bool pm)
{
	int slots = -1;
	bool td = false;

	if (mode == PMSI_LEAD_NONE || !pm)
		return g;
	for (int i = g; i < end; i++) {
		const char *n = pe[i].name;
		bool cpu = (pe[i].flags & PE_LEGACY) ? false :
			   mode == PMSI_LEAD_519 ? !strncmp(pe[i].pmu, "cpu", 3) :
			   !strcmp(pe[i].pmu, "cpu");

		if (!cpu)
			continue;
		if (mode == PMSI_LEAD_517) {	/* the first slots event leads */
			if (strstr(n, "slots"))
				return i;
			continue;
		}
		if (strcasestr(n, "slots")) {
			slots = i;
			if (slots == g)
				return g;
		}
		if (mode == PMSI_LEAD_518 ? !strncasecmp(n, "topdown", 7) : !!strcasestr(n, "topdown"))
			td = true;
		if (slots >= 0 && td)
			return slots;
	}
	return g;
}

static void order_lead(struct pmsi_pe *pe, int n, enum pmsi_lead mode, bool pm)
{
	for (int g = 0; g < n; g++) {
		int end = g + 1, lead;
		struct pmsi_pe tmp;

		if (pe[g].leader != g || pe[g].nr_members < 2)
			continue;
		while (end < n && pe[end].leader == g)
			end++;
		lead = pick_leader(pe, g, end, mode, pm);
		if (lead != g) {	/* list_move() the leader to the front */
			tmp = pe[lead];
			memmove(&pe[g + 1], &pe[g], (size_t)(lead - g) * sizeof(*pe));
			pe[g] = tmp;
		}
		for (int i = g; i < end; i++) {
			pe[i].leader = g;
			pe[i].nr_members = i == g ? end - g : 0;
		}
		g = end - 1;
	}
}

int pmsi_order_parse_mode(struct pmsi_pe *pe, int n, enum pmsi_lead mode, bool pm)
{
	if (n <= 0)
		return PMS_OK;
	if (mode == PMSI_LEAD_SORT || mode == PMSI_LEAD_SORT613)
		return order612(pe, n, pm, mode == PMSI_LEAD_SORT613);
	order_lead(pe, n, mode, pm);
	return PMS_OK;
}

int pmsi_order_parse(struct pmsi_pe *pe, int n, enum pmsi_dialect dl, bool pm)
{
	return pmsi_order_parse_mode(pe, n, dl == PMSI_D61 ? PMSI_LEAD_519 : PMSI_LEAD_SORT, pm);
}

int pmsi_ml_add_parse(struct pms_mlist *l, struct pmsi_pe *pe, int n, const char *perf_text,
		      int *first)
{
	const char *t = perf_text ? pmsi_ml_dup(l, perf_text) : NULL;
	int base = l->n_ev;

	if (perf_text && !t)
		return PMS_ENOMEM;
	if (l->n_ev + n > PMS_MLIST_MAX_EVENTS)
		return pmsi_diag(NULL, PMS_ELIMIT, PMS_NOPOS, 0, "too many events");
	if (l->n_ev + n > l->cap_ev) {
		int cap = l->cap_ev ? l->cap_ev : 32;
		struct pmsi_lev *ne;

		while (cap < l->n_ev + n)
			cap *= 2;
		if (!(ne = pmsi_realloc(l->ev, (size_t)cap * sizeof(*ne))))
			return PMS_ENOMEM;
		l->ev = ne;
		l->cap_ev = cap;
	}
	if (push_str(&l->perf_text, &l->n_parse, &l->cap_parse, t))
		return PMS_ENOMEM;
	for (int i = 0; i < n; i++) {
		l->ev[base + i].pe = pe[i];
		l->ev[base + i].pe.leader = base + pe[i].leader;
		l->ev[base + i].pe.flags &= ~PE_LEGACY;
		l->ev[base + i].parse = l->n_parse - 1;
	}
	l->n_ev += n;
	*first = base;
	return PMS_OK;
}
