/*
 * The lists perf stat builds itself, in the order cmd_stat() builds them:
 * -M's metrics (metric_build.c), then builtin-stat.c
 * add_default_attributes(): --topdown, the default set when the list is
 * still empty, and the -d levels.  Also the accessors of a built list.
 *
 * Default set (6.1 and 6.12 alike): task-clock (cpu-clock with -a/-C),
 * context-switches, cpu-migrations, page-faults, cycles, then
 * stalled-cycles-frontend and -backend when the core PMU lists them in
 * sysfs (the kernel maps them), instructions, branches, branch-misses.
 * After that perf 6.1 adds, on CPUs with perf metrics (arch/x86/util
 * topdown_parse_events()), {slots,topdown-*} with four or, with
 * topdown-heavy-ops, eight metrics; perf 6.12 adds the "Default" metric
 * group of the JSON instead, without thresholds, its events skippable.
 *
 * -d: L1-dcache-loads, L1-dcache-load-misses, LLC-loads, LLC-load-misses;
 * -dd: L1-icache-loads, L1-icache-load-misses, dTLB-loads, dTLB-load-misses,
 * iTLB-loads, iTLB-load-misses; -ddd: L1-dcache-prefetches,
 * L1-dcache-prefetch-misses.  They are appended even after -e events.
 */
#include <ctype.h>
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include "evlist_int.h"
#include "metric_int.h"
#include "../../models/arm64_table.h"

static bool has_perf_metrics(const struct pms_model *m, const struct pms_env *env)
{
	return (pms_model_rules(m, env) & PMS_RULE_TOPDOWN) && pms_model_n_metrics(m) >= 4;
}

/*
 * What perf asks sysfs (perf_pmus__have_event(), pmu_have_event(); 6.1
 * builtin-stat.c add_default_attributes() asks the PMU named "cpu"): the
 * probed host's PMU @pmu when the caller gave one, else whether the model's
 * PMU is named @pmu and its kernel maps @hw.  The one place the list builder
 * asks the host (pms_host_probe()).
 */
static bool sysfs_has(const struct pms_mlist *l, const char *pmu, const char *event,
		      enum pms_generic hw)
{
	uint64_t cfg;

	if (l->host)
		return pms_host_has_event(l->host, pmu, event);
	/* the kernel names the PMU "cpu" only on single-PMU x86 parts: the
	 * hybrids' cpu_core and arm64's armv8_pmuv3_N never answer */
	return l->model && !strcmp(pms_model_pmu_name(l->model), pmu) &&
	       !pms_model_generic(l->model, &l->env, hw, &cfg);
}

/* topdown-heavy-ops on the topdown PMU: the level-2 set (8 metrics) */
static bool td_level2(const struct pms_mlist *l)
{
	if (l->host)
		return pms_host_has_event(l->host, pms_host_core_pmu(l->host, "cpu_core") ?
					  "cpu_core" : "cpu", "topdown-heavy-ops");
	return pms_model_n_metrics(l->model) >= 8;
}

/* Append plain events (no metric-id) as one parse, each alone or as one group. */
static int add_plain(struct pms_mlist *l, const char *const *names, int n, bool group,
		     enum pms_mevent_kind kind, unsigned flags)
{
	struct pmsi_pe pe[16];
	int first;

	if (n > 16)
		return PMS_EINVAL;
	memset(pe, 0, sizeof(pe));
	for (int i = 0; i < n; i++) {
		pe[i].name = pe[i].text = names[i];
		pe[i].pmu = kind == PMS_MEV_SOFTWARE ? "software" :
			    !strncmp(names[i], "cpu_core/", 9) ? "cpu_core" : "cpu";
		pe[i].kind = (uint8_t)(kind == PMS_MEV_TOPDOWN && !strstr(names[i], "topdown") &&
				       strcmp(names[i], "slots") && !strstr(names[i], "/slots/") ?
				       PMS_MEV_CORE : kind);
		pe[i].flags = flags;
		pe[i].leader = group ? 0 : i;
	}
	if (group)
		pe[0].nr_members = n;
	return pmsi_ml_add_parse(l, pe, n, NULL, &first);
}

static int add_one(struct pms_mlist *l, const char *name, enum pms_mevent_kind kind,
		   unsigned flags)
{
	return add_plain(l, &name, 1, false, kind, flags);
}

static const char *const td_names[] = {
	"slots", "topdown-retiring", "topdown-bad-spec", "topdown-fe-bound", "topdown-be-bound",
	"topdown-heavy-ops", "topdown-br-mispredict", "topdown-fetch-lat", "topdown-mem-bound",
};
/*
 * perf 6.1's default set on a hybrid names the metrics on cpu_core and
 * leaves slots bare (only cpu_core has it): TOPDOWN_L1_EVENTS_CORE /
 * TOPDOWN_L2_EVENTS_CORE of tools/perf/arch/x86/util/topdown.c, used by
 * topdown_parse_events().  Unqualified, the level-1 names would also match
 * the cpu_atom aliases (adl_hybrid_events_attrs: hybrid_big_small).
 */
static const char *const td_names_core[] = {
	"slots", "cpu_core/topdown-retiring/", "cpu_core/topdown-bad-spec/",
	"cpu_core/topdown-fe-bound/", "cpu_core/topdown-be-bound/", "cpu_core/topdown-heavy-ops/",
	"cpu_core/topdown-br-mispredict/", "cpu_core/topdown-fetch-lat/",
	"cpu_core/topdown-mem-bound/",
};

static const char *const *td_names_of(const struct pms_model *m)
{
	return pms_model_is_hybrid(m) ? td_names_core : td_names;
}

/*
 * --topdown before 6.4 on a hybrid writes every name, slots too, on the
 * PMU (topdown_filter_events(), util/topdown.c 6.1: "PMU/name/" when
 * perf_pmu__is_hybrid()); the events opened are the default set's.
 */
static const char *const td_names_topdown_core[] = {
	"cpu_core/slots/", "cpu_core/topdown-retiring/", "cpu_core/topdown-bad-spec/",
	"cpu_core/topdown-fe-bound/", "cpu_core/topdown-be-bound/", "cpu_core/topdown-heavy-ops/",
	"cpu_core/topdown-br-mispredict/", "cpu_core/topdown-fetch-lat/",
	"cpu_core/topdown-mem-bound/",
};

/* "cpu/topdown-*" sysfs aliases of Sandy Bridge to the Skylake family */
static bool classic_topdown(const struct pms_model *m, const struct pms_env *env)
{
	static const char *const with[] = {
		"snb", "snb-ep", "ivb", "ivb-ep", "hsw", "hsw-ep", "bdw", "bdw-ep", "skl", "skx",
		"clx", "cml",
	};
	uint32_t kv = env->kver ? env->kver : PMS_KVER_NEWEST;

	if (kv < PMS_KVER_RC(4, 8, 1))
		return false;
	for (size_t i = 0; i < PMS_ARRAY_SIZE(with); i++)
		if (!strcmp(pms_model_name(m), with[i]))
			return true;
	return false;
}

static int mgroup(struct pms_mlist *l, const char *spec, unsigned flags, bool is_default,
		  struct pms_diag *d)
{
	struct pmsi_mbuild b = { l->model, l->env, flags, spec, is_default };

	return pmsi_metricgroup_parse(l, &b, d);
}

/* builtin-stat.c --topdown, 6.4 and later: the TopdownL<level> metric group */
static int topdown612(struct pms_mlist *l, const struct pms_mlist_opts *o, struct pms_diag *d)
{
	unsigned max = pmsi_topdown_max_level(l);
	char group[32];

	if (!max) {
		pmsi_diag(d, PMS_ENOTSUP, PMS_NOPOS, 0,
			  "Topdown requested but the topdown metric groups aren't present.");
		pmsi_hint(d, "(See perf list the metric groups have names like TopdownL1)%s",
			  pms_model_vendor(l->model) == PMS_VENDOR_AMD ?
			  "; AMD's pipeline metrics are -M PipelineL1 and -M PipelineL2" : "");
		return PMS_ENOTSUP;
	}
	if (o->td_level < 0 || (unsigned)o->td_level > max)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0,
				 "Invalid top-down metrics level. The max level is %u.", max);
	snprintf(group, sizeof(group), "TopdownL%d", o->td_level ? o->td_level : 1);
	return mgroup(l, group, (o->flags & (PMS_MLIST_TSX | PMS_MLIST_SYSTEM_WIDE)) |
		      PMS_MLIST_NO_THRESHOLD, false, d);
}

/* INT_MISC.RECOVERY_CYCLES: umask 0x3 up to Broadwell, 0x1 from Skylake */
static bool skl_family(const struct pms_model *m)
{
	static const char *const skl[] = { "skl", "skx", "clx", "cml" };

	for (size_t i = 0; i < PMS_ARRAY_SIZE(skl); i++)
		if (!strcmp(pms_model_name(m), skl[i]))
			return true;
	return false;
}

/*
 * The kernel's sysfs aliases (arch/x86/events/intel/core.c td_* attributes,
 * EVENT_ATTR_STR_HT: the any=1 form with HT on), written as raw terms with
 * name= so that the list parses without the aliases.
 */
static int add_classic(struct pms_mlist *l, const char *const names[5], bool group)
{
	const char *any = l->env.ht ? ",any=1" : "";
	char text[5][128];
	struct pmsi_pe pe[5];
	int first;

	snprintf(text[0], sizeof(text[0]), "cpu/event=0x3c,umask=0x0%s,name=%s/", any, names[0]);
	snprintf(text[1], sizeof(text[1]), "cpu/event=0xc2,umask=0x2,name=%s/", names[1]);
	snprintf(text[2], sizeof(text[2]), "cpu/event=0xd,umask=%s,cmask=1%s,name=%s/",
		 skl_family(l->model) ? "0x1" : "0x3", any, names[2]);
	snprintf(text[3], sizeof(text[3]), "cpu/event=0x9c,umask=0x1,name=%s/", names[3]);
	snprintf(text[4], sizeof(text[4]), "cpu/event=0xe,umask=0x1,name=%s/", names[4]);
	memset(pe, 0, sizeof(pe));
	for (int i = 0; i < 5; i++) {
		pe[i].name = names[i];
		if (!(pe[i].text = pmsi_ml_dup(l, text[i])))
			return PMS_ENOMEM;
		pe[i].pmu = "cpu";
		pe[i].kind = PMS_MEV_CORE;
		pe[i].flags = PMS_MEVF_METRIC;
		pe[i].leader = group ? 0 : i;
	}
	if (group)
		pe[0].nr_members = 5;
	return pmsi_ml_add_parse(l, pe, 5, NULL, &first);
}

/*
 * builtin-stat.c --topdown before 6.4 with --cputype naming a hybrid PMU
 * without slots (cpu_atom): add_default_attributes() keeps the level-1
 * names and topdown_filter_events() (util/topdown.c 6.1) writes those the
 * PMU has as PMU/name/ in one group: cpu_atom's four aliases
 * (adl_hybrid_events_attrs, hybrid_big_small, intel/core.c 6.1), ordinary
 * events on general counters.  Return 1 when the PMU has none of them
 * (perf goes on to the classic events).
 */
static int topdown61_noslots(struct pms_mlist *l, const struct pms_mlist_opts *o,
			     const struct pms_model *pmu, struct pms_diag *d)
{
	static const char *const l1[] = { "topdown-retiring", "topdown-bad-spec",
					  "topdown-fe-bound", "topdown-be-bound" };
	struct pmsi_pe pe[4];
	struct pmsi_alias a;
	int n = 0, first;

	memset(pe, 0, sizeof(pe));
	for (int k = 0; k < 4; k++) {
		char text[64];

		if (!pmsi_core_alias(pmu, &l->env, l1[k], strlen(l1[k]), &a))
			continue;
		snprintf(text, sizeof(text), "%s/%s/", pms_model_pmu_name(pmu), l1[k]);
		if (!(pe[n].text = pe[n].name = pmsi_ml_dup(l, text)))
			return PMS_ENOMEM;
		pe[n].pmu = pms_model_pmu_name(pmu);
		pe[n].kind = PMS_MEV_CORE;
		pe[n].flags = PMS_MEVF_METRIC;
		n++;
	}
	if (!n)
		return 1;
	if (o->td_level < 0 || o->td_level > 1)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0,
				 "Invalid top-down metrics level. The max level is 1.");
	pe[0].nr_members = n;
	return pmsi_ml_add_parse(l, pe, n, NULL, &first);
}

/* builtin-stat.c --topdown, before 6.4: events, not metrics */
static int topdown61(struct pms_mlist *l, const struct pms_mlist_opts *o, struct pms_diag *d)
{
	static const char *const classic[] = {
		"topdown-total-slots", "topdown-slots-retired", "topdown-recovery-bubbles",
		"topdown-fetch-bubbles", "topdown-slots-issued",
	};
	int max = td_level2(l) ? 2 : 1;
	bool group;

	if (l->pmu_filter && !l->host && l->model) {
		const struct pms_model *pmu = pms_model_pmu_find(l->model, l->pmu_filter);
		int rc;

		if (pmu && !has_perf_metrics(pmu, &l->env) &&
		    (rc = topdown61_noslots(l, o, pmu, d)) <= 0)
			return rc;
	}
	if (l->perf_metrics) {
		if (o->td_level < 0 || o->td_level > max)
			return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0,
					 "Invalid top-down metrics level. The max level is %d.",
					 max);
		return add_plain(l, pms_model_is_hybrid(l->model) ? td_names_topdown_core :
				 td_names, max == 2 ? 9 : 5, true, PMS_MEV_TOPDOWN, PMS_MEVF_METRIC);
	}
	if (o->td_level < 0 || o->td_level > 1)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0,
				 "Invalid top-down metrics level. The max level is 1.");
	if (!(o->flags & PMS_MLIST_SYSTEM_WIDE))
		return pmsi_diag(d, PMS_ENOTSUP, PMS_NOPOS, 0,
				 "top down event configuration requires system-wide mode (-a)");
	if (!classic_topdown(l->model, &l->env))
		return pmsi_diag(d, PMS_ENOTSUP, PMS_NOPOS, 0, "System does not support topdown");
	/* arch_topdown_check_group(): no group with the NMI watchdog on */
	group = !l->env.nmi_watchdog;
	if (!group)
		pmsi_ml_warn(l, "nmi_watchdog enabled with topdown. May give wrong results.\n"
			     "Disable with echo 0 > /proc/sys/kernel/nmi_watchdog");
	return add_classic(l, classic, group);
}

static int default_set(struct pms_mlist *l, const struct pms_mlist_opts *o, struct pms_diag *d)
{
	const char *sw[] = { o->flags & PMS_MLIST_SYSTEM_WIDE ? "cpu-clock" : "task-clock",
			     "context-switches", "cpu-migrations", "page-faults" };
	static const char *const hw1[] = { "instructions", "branches", "branch-misses" };
	int rc = PMS_OK;

	for (int i = 0; i < 4 && !rc; i++)
		rc = add_one(l, sw[i], PMS_MEV_SOFTWARE, PMS_MEVF_DEFAULT);
	if (!rc)
		rc = add_one(l, "cycles", PMS_MEV_CORE, PMS_MEVF_DEFAULT);
	if (!rc && !(o->flags & PMS_MLIST_NO_SYSFS_STALLED_FE) &&
	    sysfs_has(l, "cpu", "stalled-cycles-frontend", PMS_HW_STALLED_CYCLES_FRONTEND))
		rc = add_one(l, "stalled-cycles-frontend", PMS_MEV_CORE, PMS_MEVF_DEFAULT);
	if (!rc && !(o->flags & PMS_MLIST_NO_SYSFS_STALLED_BE) &&
	    sysfs_has(l, "cpu", "stalled-cycles-backend", PMS_HW_STALLED_CYCLES_BACKEND))
		rc = add_one(l, "stalled-cycles-backend", PMS_MEV_CORE, PMS_MEVF_DEFAULT);
	for (int i = 0; i < 3 && !rc; i++)
		rc = add_one(l, hw1[i], PMS_MEV_CORE, PMS_MEVF_DEFAULT);
	if (rc)
		return rc;
	if (l->dialect == PMSI_D612) {
		if (!l->table || !pmsi_has_metric(l, "Default"))
			return PMS_OK;
		return mgroup(l, "Default", (o->flags & (PMS_MLIST_TSX | PMS_MLIST_SYSTEM_WIDE)) |
			      PMS_MLIST_NO_THRESHOLD, true, d);
	}
	/* arch_evlist__add_default_attrs(): topdown_parse_events() */
	if (!l->perf_metrics)
		return PMS_OK;
	return add_plain(l, td_names_of(l->model), td_level2(l) ? 9 : 5, true, PMS_MEV_TOPDOWN,
			 PMS_MEVF_DEFAULT);
}

/*
 * perf 6.19 and later (builtin-stat.c add_default_events(), 7.3.4): the
 * metric groups Default to Default<1 + -d count>, each parsed alone without
 * thresholds, grouping and merging as metricgroup__parse_groups() does by
 * default, then the whole list sorted (perf_defaults.c).
 */
static int default_set619(struct pms_mlist *l, const struct pms_mlist_opts *o,
			  struct pms_diag *d)
{
	static const char *const groups[] = { "Default", "Default2", "Default3", "Default4" };
	int from = l->n_ev, met_from = l->n_met, rc;

	for (int i = 0; i < 4; i++) {
		if (!pmsi_has_metric(l, groups[i]))
			continue;
		if (i > o->detailed)
			break;
		rc = mgroup(l, groups[i], (o->flags & (PMS_MLIST_TSX | PMS_MLIST_SYSTEM_WIDE)) |
			    PMS_MLIST_NO_THRESHOLD, true, d);
		if (rc)
			return rc;
	}
	/* add_default_events(): every event but a legacy cycles event is
	 * skippable (evsel__match(HARDWARE, HW_CPU_CYCLES)); cpu-cycles is
	 * the core PMU's sysfs event unless there is no core PMU */
	for (int i = from; i < l->n_ev; i++) {
		const struct pmsi_pe *p = &l->ev[i].pe;

		if (p->kind == PMS_MEV_CORE && p->id &&
		    (!strcmp(p->id, "cycles") || (!strcmp(p->id, "cpu-cycles") && l->env.no_pmu)))
			l->ev[i].pe.flags &= ~(unsigned)PMS_MEVF_SKIPPABLE;
	}
	return pmsi_defaults_sort(l, from, met_from);
}

static int detailed(struct pms_mlist *l, int level)
{
	static const char *const lv[3][6] = {
		{ "L1-dcache-loads", "L1-dcache-load-misses", "LLC-loads", "LLC-load-misses" },
		{ "L1-icache-loads", "L1-icache-load-misses", "dTLB-loads", "dTLB-load-misses",
		  "iTLB-loads", "iTLB-load-misses" },
		{ "L1-dcache-prefetches", "L1-dcache-prefetch-misses" },
	};
	static const int n[3] = { 4, 6, 2 };
	int rc = PMS_OK;

	for (int k = 0; k < level && k < 3 && !rc; k++)
		for (int i = 0; i < n[k] && !rc; i++)
			rc = add_one(l, lv[k][i], PMS_MEV_CORE, PMS_MEVF_DETAILED);
	return rc;
}

/* The whole list in -e syntax: groups in braces, :W on weak ones. */
static int make_text(struct pms_mlist *l)
{
	size_t cap = 16, o = 0;
	char *t;

	for (int i = 0; i < l->n_ev; i++)
		cap += strlen(l->ev[i].pe.text) + 5;
	if (!(t = pmsi_malloc(cap)))
		return PMS_ENOMEM;
	for (int i = 0; i < l->n_ev; i++) {
		const struct pmsi_pe *p = &l->ev[i].pe;
		int ld = p->leader, size = l->ev[ld].pe.nr_members;
		bool open = ld == i && size > 1, close = ld != i &&
			(i + 1 == l->n_ev || l->ev[i + 1].pe.leader != ld);

		o += (size_t)snprintf(t + o, cap - o, "%s%s%s%s%s", i ? "," : "", open ? "{" : "",
				      p->text, close ? "}" : "",
				      close && l->ev[ld].pe.weak ? ":W" : "");
	}
	t[o] = '\0';
	pmsi_free(l->text);
	l->text = t;
	return PMS_OK;
}

/*
 * perf_pmus__pmu_for_pmu_filter() (builtin-stat.c parse_cputype(), 6.12):
 * --cputype names a core PMU by its name or without "cpu_"; the metrics
 * are then those of that PMU (metricgroup__parse_groups(pmu_filter)).
 */
static const char *core_pmu_for(const struct pms_model *m, const char *str)
{
	for (size_t i = 0; pms_model_is_hybrid(m) && i < pms_model_n_pmus(m); i++) {
		const char *nm = pms_model_pmu_name(pms_model_pmu(m, i));

		if (!strcmp(nm, str) || (!strncmp(nm, "cpu_", 4) && !strcmp(nm + 4, str)))
			return nm;
	}
	return NULL;
}

/*
 * The arm64 models whose perf 7.2 and 7.3 JSON has no CPU metric with a
 * Default group, so the default set is the common table's alone: Neoverse
 * N1 (arch/arm64/arm/neoverse-n1/metrics.json names no Default group; its
 * PMU's sysfs events are PMUv3 names, none a legacy name, so the legacy
 * names stay legacy).  Recorded: tests/oracle/neoverse-n1.txt, cases "7.2"
 * and "7.3" (real perf 7.2.13, 7.3.4).  The other arm64 parts read
 * sbsa.json's TopdownL1 metrics (Default;TopdownL1) or Ampere's own, which
 * pmusched has no table for: refused.  Apple M1/M2 have no perf CPU table;
 * their PMUs export "cycles" and "instructions" in sysfs (apple_m1_cpu_pmu.c
 * m1_pmu_event_attrs), so "instructions" opens raw 0x8c (evlist_parse.c
 * sysfs_first()), and the set is copied per core PMU (perf_defaults.c).
 * Recorded: tests/oracle/apple-m1.txt and apple-m2.txt, cases "7.2", "7.3",
 * -d to -ddd and -M Default (real perf 7.2.13, 7.3.4, on the fake with the
 * driver's events/ files and the 6.14 branch map).
 */
static bool arm_common_only(const struct pms_model *m)
{
	static const char *const only[] = { "neoverse-n1", "apple-m1", "apple-m2" };

	for (size_t i = 0; i < PMS_ARRAY_SIZE(only); i++)
		if (!strcmp(pms_model_name(m), only[i]))
			return true;
	return false;
}

/*
 * #slots on arm64: the core PMU's caps/slots, PMMIR_EL1.SLOTS
 * (drivers/perf/arm_pmuv3.c slots_show(), 6.12.117 and 7.3.4; 6.1.176 has
 * it in arch/arm64/kernel/perf_event.c), read by perf 6.12's
 * perf_pmu__cpu_slots_per_cycle() (tools/perf/arch/arm64/util/pmu.c: a
 * missing file or 0 gives NaN, and util/expr.l literal() fails the parse on
 * a NaN) and by perf 7.x's tool_pmu__cpu_slots_per_cycle() (0 fails the
 * literal, util/tool_pmu.c tool_pmu__read_event()): either way a metric
 * reading #slots fails on a part that reads 0.  PMMIR_EL1 exists from
 * PMUv3p4 (__armv8pmu_probe_pmu(): 0 before it, so N1 gives NaN), and the
 * Arm ARM says SLOTS "must not be zero" when STALL_SLOT is implemented,
 * which every part here with a #slots metric lists (its JSON).
 *
 * The values: Arm's telemetry specification for each core
 * (gitlab.arm.com/telemetry-solution, data/pmu/cpu/neoverse/<core>.json,
 * product_configuration.num_slots, the slot count its top-down formulas
 * multiply CPU_CYCLES by; the Arm ARM defines PMMIR_EL1.SLOTS as that
 * width, the most STALL_SLOT counts in one cycle): Neoverse V1 8 (the
 * June 2023 edition; the February 2023 one said 5, and perf's own
 * neoverse-v1/metrics.json writes CPU_CYCLES * 8), N2 5 (r0p0 and r0p3
 * editions, 2023 and 2024), V2 8 (r0p0 edition, 2025).  AmpereOne: no
 * source read gives it; 1 stands in, so that the list perf builds is built
 * (the value never changes which events or groups), and
 * pms_mlist_metric_value() refuses the metrics that read it
 * (l->slots_stand_in).
 */
static double arm_slots(const struct pms_model *m, bool *stand_in)
{
	static const struct {
		const char *core;
		double slots;
	} known[] = { { "neoverse-v1", 8 }, { "neoverse-n2", 5 }, { "neoverse-v2", 8 } };
	const struct pms_arm_core *c = pmsi_model_arm_core(m);

	*stand_in = false;
	if (!c || c->pmuver < 5)
		return NAN;
	for (size_t i = 0; i < PMS_ARRAY_SIZE(known); i++)
		if (!strcmp(c->name, known[i].core))
			return known[i].slots;
	*stand_in = true;
	return 1;
}

static int setup(struct pms_mlist *l, const struct pms_model *m, const struct pms_mlist_opts *o)
{
	char cpuid[64];

	l->model = m;
	l->env = o->env;
	l->perf_version = pms_perf_version_for(o->perf_version, o->env.kver);
	l->set = pmsi_mset_for(l->perf_version, &l->modelled);
	l->table_release = pmsi_mset_release(l->perf_version, &l->table_exact);
	l->dialect = l->modelled == PMS_KVER(6, 1) ? PMSI_D61 : PMSI_D612;
	cpuid[0] = '\0';
	if (m)
		pms_model_perf_cpuid(m, cpuid, sizeof(cpuid));
	/* arm64: the 6.12 and 7.x sets carry the tables of the modelled arm64
	 * parts, found by MIDR (pmsi_arm_cpuid_match()); 6.1's has none */
	l->table = m && (pms_model_vendor(m) == PMS_VENDOR_INTEL ||
			 pms_model_vendor(m) == PMS_VENDOR_AMD ||
			 (pmsi_model_is_arm(m) && l->table_release >= PMS_KVER(6, 12))) ?
		   pmsi_mset_for_cpuid(l->set, cpuid) : NULL;
	/* 6.19+: the common table (arch/common/common/metrics.json): x86, and
	 * the arm64 parts with a CPU table or none at all (N1, Apple) */
	if (l->table_release >= PMS_KVER(7, 2) && pmsi_json_defaults(l->perf_version) && m &&
	    (pms_model_vendor(m) == PMS_VENDOR_INTEL || pms_model_vendor(m) == PMS_VENDOR_AMD ||
	     arm_common_only(m) || (pmsi_model_is_arm(m) && l->table)))
		l->table2 = pmsi_mset_table(l->set, "common");
	/* no core PMU (a guest without a vPMU): perf finds no CPU table, only
	 * the common one (real perf 7.3.4 on such a host prints the common
	 * metrics alone) */
	if (l->table2 && o->env.no_pmu)
		l->table = NULL;
	l->host = o->host;
	if (o->cputype && m && !(l->pmu_filter = core_pmu_for(m, o->cputype)))
		return PMS_EINVAL;
	/* topdown_sys_has_perf_metrics(): "slots" on the PERF_TYPE_RAW PMU */
	l->perf_metrics = o->host ? pms_host_perf_metrics(o->host) : has_perf_metrics(m, &o->env);
	if (o->consts)
		l->c = *o->consts;
	else
		pms_mconsts_init(&l->c, &o->env, o->n_cpus ? o->n_cpus : 8,
				 o->flags & PMS_MLIST_SYSTEM_WIDE);
	if (!o->consts && l->table && pmsi_model_is_arm(m))
		l->c.slots = arm_slots(m, &l->slots_stand_in);
	if (!o->consts || !o->consts->cpuid)
		l->c.cpuid = *cpuid ? pmsi_ml_dup(l, cpuid) : NULL;
	else
		l->c.cpuid = pmsi_ml_dup(l, o->consts->cpuid);
	return PMS_OK;
}

static int build(struct pms_mlist *l, const struct pms_mlist_opts *o, struct pms_diag *d)
{
	int rc;

	l->no_threshold = o->flags & PMS_MLIST_NO_THRESHOLD;
	l->tsx = o->flags & PMS_MLIST_TSX;
	l->td_level = o->td_level;
	l->perf_order = !(o->flags & PMS_MLIST_HAS_EVENTS) &&
			l->perf_version >= PMS_KVER_RC(6, 15, 1);
	if (o->metrics) {
		rc = mgroup(l, o->metrics, o->flags, false, d);
		if (rc && l->dialect == PMSI_D61 && rc != PMS_ENOMEM && rc != PMS_ELIMIT &&
		    !l->unmodelled_pmu) {
			/* 6.1's cmd_stat() ignores the failure and goes on */
			pmsi_ml_warn(l, "%s", d && d->msg[0] ? d->msg : "metrics not added");
			l->failed_metrics = true;
			if (d)
				pms_diag_clear(d);
		} else if (rc) {
			return rc;
		}
	}
	if (o->flags & PMS_MLIST_NULL_RUN)
		return PMS_OK;
	if (o->flags & PMS_MLIST_TOPDOWN) {
		l->metric_only = true;	/* unless --metric-only was forced off */
		rc = l->dialect == PMSI_D612 ? topdown612(l, o, d) : topdown61(l, o, d);
		if (rc)
			return rc;
	}
	if (pmsi_json_defaults(l->perf_version)) {
		if ((o->flags & PMS_MLIST_HAS_EVENTS) || l->n_ev)
			return PMS_OK;	/* 6.19+: -d adds nothing to named events */
		if ((rc = pmsi_defaults_check(l, l->perf_version, d)))
			return rc;
		return default_set619(l, o, d);
	}
	if (!(o->flags & PMS_MLIST_HAS_EVENTS) && l->n_ev == 0 && (rc = default_set(l, o, d)))
		return rc;
	return detailed(l, o->detailed);
}

PMS_API int pms_mlist_build(const struct pms_model *m, const struct pms_mlist_opts *o,
			    struct pms_mlist **out, struct pms_diag *d)
{
	return pmsi_mlist_build_con(m, o, NULL, 0, out, d);
}

int pmsi_mlist_build_con(const struct pms_model *m, const struct pms_mlist_opts *o,
			 const char *con_name, uint32_t con_value, struct pms_mlist **out,
			 struct pms_diag *d)
{
	struct pms_mlist_opts oc = PMS_MLIST_OPTS_INIT;
	struct pms_mlist *l;
	int rc;

	if (d)
		pms_diag_clear(d);
	if (!out)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no output");
	*out = NULL;
	if (o && pmsi_sz_copy(&oc, sizeof(oc), o, "struct pms_mlist_opts", d))
		return PMS_EINVAL;
	if (o)	/* an older caller's struct: the fields it lacks keep their defaults */
		o = &oc;
	if (o) {
		struct pms_env e;

		if (pmsi_env_take(&e, &oc.env, d))
			return PMS_EINVAL;
		oc.env = e;
	}
	if (!o || (!m && (!o->host || o->metrics || (o->flags & PMS_MLIST_TOPDOWN))))
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "missing model or options");
	/* builtin-stat.c cmd_stat() (7.2.13, 7.3.4): CSV prints no threshold,
	 * so perf sets metric_no_threshold for -x.  Mainline 17df33fe22c7,
	 * pulled for perf 6.13 (perf-tools-for-v6.13-2024-11-24); 6.12.117
	 * lacks it */
	if ((oc.flags & PMS_MLIST_CSV_OUTPUT) &&
	    pms_perf_version_for(oc.perf_version, oc.env.kver) >= PMS_KVER_RC(6, 13, 1))
		oc.flags |= PMS_MLIST_NO_THRESHOLD;
	if ((o->flags & PMS_MLIST_NO_THRESHOLD) &&
	    pms_perf_version_for(oc.perf_version, oc.env.kver) < PMS_KVER_RC(6, 4, 1))
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0,
				 "--metric-no-threshold needs perf 6.4 or later");
	if (o->detailed < 0 || o->detailed > 3)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "-d given %d times (0 to 3)",
				 o->detailed);
	if (!(l = pmsi_calloc(1, sizeof(*l))) || !(l->strs = pmsi_sarena_new())) {
		pmsi_free(l);
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	}
	l->con_name = con_name;
	l->con_value = con_value;
	rc = setup(l, m, o);
	if (rc == PMS_EINVAL)
		pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "--cputype %s is not supported", o->cputype);
	if (!rc)
		rc = build(l, o, d);
	if (!rc)
		rc = make_text(l);
	if (rc) {
		if (rc == PMS_ENOMEM)
			pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
		pms_mlist_free(l);
		return rc;
	}
	*out = l;
	return PMS_OK;
}

PMS_API void pms_mlist_free(struct pms_mlist *l)
{
	if (!l)
		return;
	for (int j = 0; j < l->n_met; j++) {
		pmsi_free(l->met[j].events);
		pmsi_free(l->met[j].refs);
	}
	for (int i = 0; i < l->n_arenas; i++)
		pmsi_sarena_free(l->arenas[i]);
	pmsi_free(l->arenas);
	pmsi_free(l->ev);
	pmsi_free(l->met);
	pmsi_free(l->perf_text);
	pmsi_free(l->warn);
	pmsi_free(l->text);
	pmsi_sarena_free(l->strs);
	pmsi_free(l);
}

PMS_API uint32_t pms_mlist_table_version(const struct pms_mlist *l, bool *exact)
{
	if (exact)
		*exact = l && l->table_exact;
	return l ? l->table_release : 0;
}

PMS_API const char *pms_mlist_table_source(const struct pms_mlist *l)
{
	return l && l->set ? l->set->source : "";
}

PMS_API uint32_t pms_mlist_modelled_version(const struct pms_mlist *l)
{
	return l ? l->modelled : 0;
}

/*
 * Each of perf's parse_events() calls sorts its own events (parse-events.c
 * parse_events__sort_events_and_fix_groups()); from perf 6.15 (9a1c57fe26f2
 * "Corrections to topdown sorting", see evlist_group.c) the list perf builds
 * alone is therefore already in perf's order, call by call.  -e events
 * before it are one more call, sorted with it by our one parse: no flag.
 * The perf version is the list's (pms_perf_version_for(): the one asked,
 * else the kernel's, else the newest).
 */
PMS_API unsigned pms_mlist_parse_flags(const struct pms_mlist *l)
{
	return l && l->perf_order ? PMS_EVLIST_PERF_ORDER : 0;
}

/* print_metric_json()'s "metric-threshold": perf evaluates the threshold
 * (generic_metric(), util/stat-shadow.c 7.3.4) and prints "good" for 0, "bad"
 * otherwise, nothing when there is none or it does not evaluate.  Its value
 * needs the counts: "<threshold>".  Under metric_no_threshold the threshold's
 * own events are not opened (metricgroup.c __add_metric(): the metric's name
 * stands for the threshold), so only a threshold that reads nothing but the
 * metric itself evaluates (the common metrics' "branch_miss_rate > 0.05"). */
PMS_API bool pms_mmetric_threshold_prints(const struct pms_mmetric *m, bool no_threshold)
{
	const char *t = m && m->threshold ? m->threshold : "";
	size_t n = t[0] && m->name ? strlen(m->name) : 0;

	if (!t[0] || !n)
		return false;
	if (!no_threshold)
		return true;
	while (*t) {
		if (!strncmp(t, m->name, n) && !(isalnum((unsigned char)t[n]) || t[n] == '_')) {
			t += n;
		} else if (isdigit((unsigned char)*t) || *t == '.') {
			while (isalnum((unsigned char)*t) || *t == '.')
				t++;	/* a number, 1e9 too */
		} else if (isalpha((unsigned char)*t) || *t == '_' || *t == '#') {
			return false;	/* another metric or event */
		} else {
			t++;
		}
	}
	return true;
}

PMS_API bool pms_mlist_metric_only(const struct pms_mlist *l)
{
	return l && l->metric_only;
}

PMS_API bool pms_mlist_no_threshold(const struct pms_mlist *l)
{
	return l && l->no_threshold;
}

PMS_API const char *pms_mlist_table(const struct pms_mlist *l)
{
	return l && l->table ? l->table->dir : "";
}

PMS_API const char *pms_mlist_text(const struct pms_mlist *l)
{
	return l && l->text ? l->text : "";
}

PMS_API int pms_mlist_n_events(const struct pms_mlist *l)
{
	return l ? l->n_ev : 0;
}

PMS_API int pms_mlist_event(const struct pms_mlist *l, int i, struct pms_mevent *out)
{
	const struct pmsi_pe *p;

	if (!l || !out || i < 0 || i >= l->n_ev)
		return PMS_ERANGE;
	p = &l->ev[i].pe;
	out->name = p->name;
	out->id = p->id;
	out->text = p->text;
	out->leader = p->leader;
	out->group_size = l->ev[p->leader].pe.nr_members > 1 ? l->ev[p->leader].pe.nr_members : 1;
	out->weak = out->group_size > 1 && l->ev[p->leader].pe.weak;
	out->kind = (enum pms_mevent_kind)p->kind;
	out->flags = p->flags;
	out->parse = l->ev[i].parse;
	return PMS_OK;
}

PMS_API int pms_mlist_n_metrics(const struct pms_mlist *l)
{
	return l ? l->n_met : 0;
}

static bool counts(const struct pmsi_pe *p)
{
	return p->kind == PMS_MEV_CORE || p->kind == PMS_MEV_TOPDOWN || p->kind == PMS_MEV_OTHER;
}

PMS_API int pms_mlist_metric(const struct pms_mlist *l, int j, struct pms_mmetric *out)
{
	const struct pmsi_lmet *x;
	int lead = -1, n_count = 0;

	if (!l || !out || j < 0 || j >= l->n_met)
		return PMS_ERANGE;
	x = &l->met[j];
	memset(out, 0, sizeof(*out));
	out->name = x->name;
	out->expr = pmsi_mstr(l->set, x->row->expr);
	out->threshold = pmsi_mstr(l->set, x->row->threshold);
	out->scale_unit = pmsi_mstr(l->set, x->row->unit);
	out->group = pmsi_mstr(l->set, x->row->defgroup);
	out->line_event = x->n_events ? x->display : -1;
	out->line_order = x->line_order;
	out->events = x->events;
	out->n_events = x->n_events;
	out->grouped = x->group_events && !x->combined;
	out->shares = x->shares;
	out->together = true;
	for (int k = 0; k < x->n_events; k++) {
		const struct pmsi_pe *p = &l->ev[x->events[k]].pe;

		out->uses_other |= p->kind == PMS_MEV_OTHER;
		if (!counts(p))
			continue;
		n_count++;
		if (lead < 0)
			lead = p->leader;
		else if (p->leader != lead)
			out->together = false;
	}
	if (n_count > 1 && lead >= 0 && l->ev[lead].pe.nr_members < 2)
		out->together = false;
	return PMS_OK;
}

PMS_API int pms_mlist_n_parses(const struct pms_mlist *l)
{
	return l ? l->n_parse : 0;
}

PMS_API const char *pms_mlist_parse_text(const struct pms_mlist *l, int k)
{
	if (!l || k < 0 || k >= l->n_parse)
		return NULL;
	return l->perf_text[k];
}

PMS_API int pms_mlist_n_warnings(const struct pms_mlist *l)
{
	return l ? l->n_warn : 0;
}

PMS_API const char *pms_mlist_warning(const struct pms_mlist *l, int k)
{
	if (!l || k < 0 || k >= l->n_warn)
		return NULL;
	return l->warn[k];
}
