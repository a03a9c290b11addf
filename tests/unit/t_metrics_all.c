/*
 * Every metric of every generated table, for every model and perf release:
 * `perf stat -M NAME` either builds a list whose events all parse for the
 * model, or is refused with a reason that names the PMU pmusched does not
 * model (uncore_*, amd_df, ...).  Never "unknown event".
 *
 * Sources: the metric JSON of Linux 6.1.176, 6.12.117, 7.2.13 and 7.3.4
 * (tools/perf/pmu-events/arch/x86, generated into models/metrics/ by
 * tools/gen_perf_metrics.py).  A metric names "TSC", which perf finds on
 * the msr PMU without regard to case (util/pmu.c pmu_find_alias(),
 * parse_events_multi_pmu_add(); 6.1 and 6.12 keep the JSON's "TSC", 7.x
 * JSON writes msr@tsc@), and msr@smi@ is msr/smi/, config 0x4
 * (arch/x86/events/msr.c "event=0x04", the same in all four trees).
 */
#include <math.h>
#include <stdlib.h>
#include "../test.h"
#include "../../src/lib/metric_int.h"

/* Does list @l have a metric named @name? */
static bool has_metric(const struct pms_mlist *l, const char *name)
{
	for (int j = 0; j < pms_mlist_n_metrics(l); j++) {
		struct pms_mmetric mm;

		if (!pms_mlist_metric(l, j, &mm) && !strcmp(mm.name, name))
			return true;
	}
	return false;
}


static const uint32_t versions[] = {
	PMS_KVER(6, 1), PMS_KVER(6, 12), PMS_KVER(7, 2), PMS_KVER(7, 3),
};

struct tally {
	int resolved, refused, no_table, bad;
	char first_bad[256];
};

/* One metric name on one model: resolved, refused naming a PMU, or bad. */
/*
 * A cstate_* or power event the kernel does not give the model
 * (arch/x86/events/intel/cstate.c masks, rapl.c domains; evlist_cstate.c):
 * perf's JSON has metrics reading them anyway (adl-n C7_Pkg_Residency:
 * adl_cstates has no pkg C7), and perf fails such a metric as the sysfs
 * alias is absent.
 */
static bool sc_refused(const char *msg)
{
	return strstr(msg, "(arch/x86/events/intel/cstate.c") || strstr(msg, "(arch/x86/events/rapl.c");
}

static void one(const struct pms_model *m, uint32_t v, const char *name, struct tally *ty)
{
	struct pms_mlist_opts o = PMS_MLIST_OPTS_INIT;
	struct pms_evlist_opts eo = PMS_EVLIST_OPTS_INIT;
	struct pms_mlist *l = NULL;
	struct pms_evlist *ev = NULL;
	struct pms_diag d;
	int rc;

	o.perf_version = v;
	o.env.kver = PMS_KVER(6, 12);
	o.metrics = name;
	o.flags = PMS_MLIST_HAS_EVENTS;
	rc = pms_mlist_build(m, &o, &l, &d);
	/* also refused: an msr event the kernel's msr.c does not give the
	 * model (test_intel(), Linux 6.1-6.12): perf fails the metric too */
	if ((rc == PMS_ENOTSUP && strstr(d.msg, "an event of PMU '") &&
	     (strstr(d.msg, "does not model yet") || strstr(d.msg, "does not have"))) ||
	    strstr(d.msg, "of PMU 'msr' on this model with this kernel") || sc_refused(d.msg)) {
		ty->refused++;
		if (getenv("T_METRICS_ALL_VERBOSE"))
			fprintf(stderr, "REFUSED %s %u %s: %s\n", pms_model_name(m), v, name, d.msg);
	} else if (rc == PMS_ENOTSUP && strstr(d.msg, "is not in pmusched's event table")) {
		ty->no_table++;
		if (getenv("T_METRICS_ALL_VERBOSE"))
			fprintf(stderr, "NOTABLE %s %u %s: %s\n", pms_model_name(m), v, name, d.msg);
	} else if (rc) {
		ty->bad++;
		if (getenv("T_METRICS_ALL_VERBOSE"))
			fprintf(stderr, "BAD %s %u %s: %s\n", pms_model_name(m), v, name, d.msg);
		if (!ty->first_bad[0])
			snprintf(ty->first_bad, sizeof(ty->first_bad), "%s %s: %s",
				 pms_model_name(m), name, d.msg);
	} else {
		eo.perf_version = v;	/* the events of that release's JSON */
		eo.env = &o.env;
		if (!*pms_mlist_text(l) ||
		    (rc = pms_evlist_parse_opts(m, pms_mlist_text(l), &eo, &ev, &d)) == PMS_OK) {
			ty->resolved++;
		} else if (strstr(d.msg, "of PMU 'msr' on this model with this kernel") ||
			   sc_refused(d.msg)) {
			ty->refused++;	/* as above: perf fails the metric too */
		} else {
			ty->bad++;
			if (getenv("T_METRICS_ALL_VERBOSE"))
				fprintf(stderr, "BAD %s %u %s: %s\n", pms_model_name(m), v, name,
					d.msg);
			if (!ty->first_bad[0])
				snprintf(ty->first_bad, sizeof(ty->first_bad), "%s %s: %s",
					 pms_model_name(m), name, d.msg);
		}
	}
	pms_evlist_free(ev);
	pms_mlist_free(l);
}

/* The metric table a model gets at perf version @v, or NULL. */
static const struct pmsi_mtable *table_of(const struct pms_model *m, uint32_t v,
					  const struct pmsi_mset **set)
{
	char cpuid[64];

	*set = pmsi_mset_for(v, NULL);
	if (pms_model_vendor(m) != PMS_VENDOR_INTEL && pms_model_vendor(m) != PMS_VENDOR_AMD)
		return NULL;
	pms_model_perf_cpuid(m, cpuid, sizeof(cpuid));
	return pmsi_mset_for_cpuid(*set, cpuid);
}

static enum t_result every_metric_resolves_or_names_pmu(struct tctx *t)
{
	struct tally all = { 0 };
	int n_tables = 0;

	for (size_t k = 0; k < PMS_ARRAY_SIZE(versions); k++) {
		for (size_t i = 0; i < pms_model_count(); i++) {
			const struct pms_model *m = pms_model_at(i);
			const struct pmsi_mset *set;
			const struct pmsi_mtable *tb = table_of(m, versions[k], &set);

			if (!tb)
				continue;
			n_tables++;
			struct tally ty = { 0 };

			for (uint32_t r = 0; r < tb->n_rows; r++)
				one(m, versions[k], pmsi_mstr(set, tb->rows[r].name), &ty);
			if (getenv("T_METRICS_ALL_VERBOSE"))
				fprintf(stderr, "COUNT %s %s %s %d resolved %d refused %d no-table "
					"%d bad\n", pms_model_name(m), set->source, tb->dir,
					ty.resolved, ty.refused, ty.no_table, ty.bad);
			all.resolved += ty.resolved;
			all.refused += ty.refused;
			all.no_table += ty.no_table;
			all.bad += ty.bad;
			if (!all.first_bad[0])
				memcpy(all.first_bad, ty.first_bad, sizeof(all.first_bad));
		}
	}
	CHECK(t, n_tables >= 100, "only %d model tables", n_tables);
	CHECK(t, all.bad == 0, "%d metrics neither resolve nor name a PMU; first: %s", all.bad,
	      all.first_bad);
	/*
	 * counted with each release's event table (models/events/perf_<tag>.c):
	 * 23544 resolve, 2979 name a PMU, 338 are refused as not in the event
	 * table (with 6.12's event table for every release: 21112 / 2881 / 2320).
	 * None of the 338 is a row missing from that release's JSON: arl-h's
	 * cpu_core@topdown-*@ (the model's cpu_core has no TopDown metrics), 6.1's
	 * alderlake metrics on adl-n (no cpu_core), MEM_BOUND_STALLS_AT_RET_CORRECTION
	 * (named by 6.1's alderlake metrics, absent from 6.1's JSON), gnr's bare
	 * 'PEBS' (7.2) and skx/clx's UNC_M_POWER_* (uncore names without a Unit).
	 */
	CHECK(t, all.resolved > 3 * (all.refused + all.no_table), "resolved %d, refused %d, %d "
	      "not in an event table", all.resolved, all.refused, all.no_table);
	CHECK(t, all.no_table <= 338, "%d metrics not in an event table (counted 338)",
	      all.no_table);
	return t_result(t);
}

/*
 * Hand-picked cases from the JSON: skl's tma_info_system_turbo_utilization
 * (6.12 skl-metrics.json: "tma_info_thread_clks / CPU_CLK_UNHALTED.REF_TSC"
 * needs no TSC; tma_info_system_core_frequency reads TSC), C-state
 * residencies reading "TSC" with cstate_core@c3\-residency@, and skl's
 * dram bandwidth that reads UNC_ARB_* (Unit "iMPH-U" -> uncore_arb).
 */
static enum t_result named_cases(struct tctx *t)
{
	static const struct {
		const char *model, *metric;
		uint32_t v;
		const char *want;	/* NULL: resolves; else a substring of the refusal */
	} cases[] = {
		{ "skl", "tma_info_system_core_frequency", PMS_KVER(6, 12), NULL },
		{ "skl", "C3_Core_Residency", PMS_KVER(6, 12), NULL },
		{ "skl", "C3_Core_Residency", PMS_KVER(6, 1), NULL },
		{ "skl", "Summary", PMS_KVER(6, 12), NULL },
		{ "skl", "tma_info_system_dram_bw_use", PMS_KVER(6, 12), "of PMU 'uncore_arb', which pmusched does not model yet" },
		{ "skl", "lpm_idle", PMS_KVER(7, 3), NULL },
		{ "spr", "tma_info_system_turbo_utilization", PMS_KVER(7, 3), NULL },
	};

	for (size_t i = 0; i < PMS_ARRAY_SIZE(cases); i++) {
		struct pms_mlist_opts o = PMS_MLIST_OPTS_INIT;
		struct pms_evlist *ev = NULL;
		struct pms_mlist *l = NULL;
		struct pms_diag d;
		int rc;

		o.perf_version = cases[i].v;
		o.env.kver = PMS_KVER(6, 12);
		o.metrics = cases[i].metric;
		o.flags = PMS_MLIST_HAS_EVENTS;
		rc = pms_mlist_build(pms_model_find(cases[i].model), &o, &l, &d);
		if (cases[i].want) {
			CHECK(t, rc == PMS_ENOTSUP && strstr(d.msg, cases[i].want), "%s %s: %d %s",
			      cases[i].model, cases[i].metric, rc, d.msg);
		} else {
			CHECK(t, rc == PMS_OK, "%s %s: %s", cases[i].model, cases[i].metric, d.msg);
			if (rc == PMS_OK) {
				rc = pms_evlist_parse(pms_model_find(cases[i].model),
						      pms_mlist_text(l), &ev, &d);
				CHECK(t, rc == PMS_OK, "%s %s: '%s': %s", cases[i].model,
				      cases[i].metric, pms_mlist_text(l), d.msg);
			}
		}
		pms_evlist_free(ev);
		pms_mlist_free(l);
	}
	return t_result(t);
}

/*
 * arch/x86/events/msr.c (6.1, 6.12, 7.2, 7.3): the aliases' encodings, a
 * bare name on the msr PMU, and test_intel()/test_irperf() by vendor.
 */
static enum t_result msr_encodings(struct tctx *t)
{
	static const struct {
		const char *model, *text;
		int rc;
		uint64_t config;
	} cases[] = {
		{ "skl", "msr/tsc/", PMS_OK, 0x0 },
		{ "skl", "msr/aperf/", PMS_OK, 0x1 },
		{ "skl", "msr/mperf/", PMS_OK, 0x2 },
		{ "skl", "msr/pperf/", PMS_OK, 0x3 },
		{ "skl", "msr/smi/", PMS_OK, 0x4 },
		{ "skl", "msr/SMI/", PMS_OK, 0x4 },
		{ "skl", "msr/cpu_thermal_margin/", PMS_OK, 0x7 },
		{ "skl", "msr/event=0x4/", PMS_OK, 0x4 },
		{ "skl", "TSC", PMS_OK, 0x0 },
		{ "skl", "smi", PMS_OK, 0x4 },
		{ "zen4", "msr/irperf/", PMS_OK, 0x6 },
		{ "zen4", "msr/ptsc/", PMS_OK, 0x5 },
		{ "zen4", "msr/smi/", PMS_ENOEVENT, 0 },
		{ "skl", "msr/irperf/", PMS_ENOEVENT, 0 },
		{ "skl", "msr/bogus/", PMS_ENOEVENT, 0 },
	};

	for (size_t i = 0; i < PMS_ARRAY_SIZE(cases); i++) {
		struct pms_evlist *ev = NULL;
		struct pms_event_info info;
		struct pms_diag d;
		int rc = pms_evlist_parse(pms_model_find(cases[i].model), cases[i].text, &ev, &d);

		CHECK(t, rc == cases[i].rc, "%s %s: %d (%s)", cases[i].model, cases[i].text, rc,
		      d.msg);
		if (rc == PMS_OK && pms_evlist_event(ev, 0, &info) == PMS_OK)
			CHECK(t, info.config == cases[i].config, "%s %s: config 0x%llx",
			      cases[i].model, cases[i].text, (unsigned long long)info.config);
		pms_evlist_free(ev);
	}
	return t_result(t);
}

/*
 * --perf-version picks the table of the newest generated release not newer
 * than it (6.4-6.11: 6.12's, metric_table.c), and says whether it is exact;
 * perf 6.19+'s default set (builtin-stat.c add_default_events() of 7.3.4,
 * the JSON Default..Default4 groups) is built from the common metrics
 * (cs_per_second is one) on x86 and on the arm64 parts with a 7.2/7.3
 * table (neoverse-n2), not printed as 6.12's; 6.19-7.1, whose tables are
 * not generated, refuse it on neoverse-n2.
 */
static enum t_result table_per_release(struct tctx *t)
{
	static const struct {
		uint32_t v, want;
		bool exact, default_ok;
	} cases[] = {
		{ PMS_KVER(6, 1), PMS_KVER(6, 1), true, true },
		{ PMS_KVER(6, 3), PMS_KVER(6, 1), false, true },
		{ PMS_KVER(6, 8), PMS_KVER(6, 12), false, true },
		{ PMS_KVER(6, 12), PMS_KVER(6, 12), true, true },
		{ PMS_KVER(6, 18), PMS_KVER(6, 12), false, true },
		{ PMS_KVER(7, 2), PMS_KVER(7, 2), true, false },
		{ PMS_KVER_RC(7, 3, 5), PMS_KVER(7, 2), false, false },	/* 7.3-rc5 */
		{ PMS_KVER(7, 3), PMS_KVER(7, 3), true, false },
		{ PMS_KVER(7, 4), PMS_KVER(7, 3), false, false },
	};

	for (size_t i = 0; i < PMS_ARRAY_SIZE(cases); i++) {
		struct pms_mlist_opts o = PMS_MLIST_OPTS_INIT;
		struct pms_mlist *l = NULL;
		struct pms_diag d;
		bool exact = !cases[i].exact;
		int rc;

		o.perf_version = cases[i].v;
		o.env.kver = PMS_KVER(6, 12);
		o.metrics = "TopdownL1";
		o.flags = PMS_MLIST_HAS_EVENTS;
		rc = pms_mlist_build(pms_model_find("skl"), &o, &l, &d);
		CHECK(t, rc == PMS_OK, "%u: %s", cases[i].v, d.msg);
		CHECK(t, pms_mlist_table_version(l, &exact) == cases[i].want &&
		      exact == cases[i].exact, "%u: table %u exact %d", cases[i].v,
		      pms_mlist_table_version(l, NULL), exact);
		pms_mlist_free(l);
		l = NULL;
		o.metrics = NULL;
		o.flags = 0;
		rc = pms_mlist_build(pms_model_find("skl"), &o, &l, &d);
		CHECK(t, rc == PMS_OK, "%u default set: %d %s", cases[i].v, rc, d.msg);
		if (!rc) {
			bool common = false;

			for (int j = 0; j < pms_mlist_n_metrics(l); j++) {
				struct pms_mmetric mm;

				common |= !pms_mlist_metric(l, j, &mm) &&
					  !strcmp(mm.name, "cs_per_second");
			}
			CHECK(t, common == !cases[i].default_ok, "%u: cs_per_second %d",
			      cases[i].v, common);
		}
		pms_mlist_free(l);
		l = NULL;
		/* neoverse-n2: 6.12's rules up to 6.18, its 7.2/7.3 table after */
		rc = pms_mlist_build(pms_model_find("neoverse-n2"), &o, &l, &d);
		CHECK(t, rc == PMS_OK, "%u neoverse-n2 default set: %d %s", cases[i].v, rc, d.msg);
		pms_mlist_free(l);
	}
	return t_result(t);
}

/* The list as "name/leader-name name ...": each event's name, and its
 * leader's when it is a member; tool events left out. */
static void list_names(const struct pms_mlist *l, char *buf, size_t n)
{
	size_t o = 0;

	buf[0] = '\0';
	for (int i = 0; i < pms_mlist_n_events(l) && o + 1 < n; i++) {
		struct pms_mevent e, ld;

		if (pms_mlist_event(l, i, &e) || e.kind == PMS_MEV_TOOL)
			continue;
		if (e.leader != i && !pms_mlist_event(l, e.leader, &ld))
			o += (size_t)snprintf(buf + o, n - o, "%s%s/%s", o ? " " : "", e.name,
					      ld.name);
		else
			o += (size_t)snprintf(buf + o, n - o, "%s%s", o ? " " : "", e.name);
	}
}

static int line_of(const struct pms_mlist *l, const char *metric)
{
	for (int j = 0; j < pms_mlist_n_metrics(l); j++) {
		struct pms_mmetric m;

		if (!pms_mlist_metric(l, j, &m) && !strcmp(m.name, metric))
			return m.line_event;
	}
	return -2;
}

/*
 * perf 6.19+'s default set (tools/perf/builtin-stat.c add_default_events(),
 * Linux 7.3.4): the metric groups Default..Default<1 + -d count> of the CPU's
 * and the common table (pmu-events/arch/common/common/metrics.json), no
 * thresholds, NO_GROUP_EVENTS metrics merged into one ungrouped list, the
 * others in weak groups, the whole list sorted by default_evlist_evsel_cmp()
 * (show-events leaders first, software before the core PMU, then by the
 * leader's name; members keep their order).  The skl order is the one real
 * perf 7.3.4 opened on the fake Skylake (tests/oracle/skl.txt, case "7.3":
 * context-switches, cpu-migrations, page-faults, task-clock, then the core
 * groups; the stalled-cycles events are refused there).  A metric prints on
 * its least shared event (util/metricgroup.c pick_display_evsel()): the
 * golden's print line has branch-misses and instructions, not branches and
 * cpu-cycles, for branch_miss_rate and insn_per_cycle.  With -a,
 * #target_cpu (util/tool_pmu.c, TOOL_PMU__EVENT_TARGET_CPU) picks
 * cpu-clock.  -d adds Default2 (l1d and llc miss rates), -ddd Default4;
 * with events named, -d adds nothing (the default groups are parsed only
 * for an empty list).
 */
static enum t_result json_default_set(struct tctx *t)
{
	static const char skl[] =
		"context-switches cpu-migrations page-faults task-clock branch-misses "
		"branches/branch-misses branches cpu-cycles cpu-cycles instructions/cpu-cycles "
		"cpu-cycles stalled-cycles-frontend/cpu-cycles cpu-cycles "
		"stalled-cycles-backend/cpu-cycles stalled-cycles-backend "
		"instructions/stalled-cycles-backend stalled-cycles-frontend/stalled-cycles-backend";
	struct pms_mlist_opts o = PMS_MLIST_OPTS_INIT;
	struct pms_mlist *l = NULL;
	struct pms_mevent e;
	struct pms_diag d;
	char names[4096];
	const char *out, *err;
	int k;

	o.perf_version = PMS_KVER(7, 3);
	o.env.kver = PMS_KVER(7, 3);
	REQUIRE(t, pms_mlist_build(pms_model_find("skl"), &o, &l, &d) == PMS_OK, "%s", d.msg);
	list_names(l, names, sizeof(names));
	CHECK(t, !strcmp(names, skl), "skl 7.3 default set:\n  %s\n  want %s", names, skl);
	k = line_of(l, "branch_miss_rate");
	CHECK(t, k >= 0 && !pms_mlist_event(l, k, &e) && !strcmp(e.name, "branch-misses"),
	      "branch_miss_rate prints on %d", k);
	k = line_of(l, "insn_per_cycle");
	CHECK(t, k >= 0 && !pms_mlist_event(l, k, &e) && !strcmp(e.name, "instructions"),
	      "insn_per_cycle prints on %d", k);
	pms_mlist_free(l);
	l = NULL;
	o.flags = PMS_MLIST_SYSTEM_WIDE;
	REQUIRE(t, pms_mlist_build(pms_model_find("skl"), &o, &l, &d) == PMS_OK, "%s", d.msg);
	list_names(l, names, sizeof(names));
	CHECK(t, strstr(names, "context-switches cpu-clock cpu-migrations") &&
	      !strstr(names, "task-clock"), "-a: %s", names);
	pms_mlist_free(l);
	l = NULL;
	o.flags = 0;
	o.detailed = 3;
	REQUIRE(t, pms_mlist_build(pms_model_find("skl"), &o, &l, &d) == PMS_OK, "%s", d.msg);
	CHECK(t, line_of(l, "l1d_miss_rate") >= 0 && line_of(l, "l1_prefetch_miss_rate") >= 0 &&
	      line_of(l, "itlb_miss_rate") >= 0, "-ddd metrics");
	pms_mlist_free(l);
	l = NULL;
	o.detailed = 1;
	o.flags = PMS_MLIST_HAS_EVENTS;
	REQUIRE(t, pms_mlist_build(pms_model_find("skl"), &o, &l, &d) == PMS_OK, "%s", d.msg);
	CHECK(t, pms_mlist_n_events(l) == 0, "-d with -e: %d events", pms_mlist_n_events(l));
	pms_mlist_free(l);
	/*
	 * The legacy names of perf 6.19+ are core-PMU events behind the PMU's
	 * sysfs events (pmu-events/arch/common/common/legacy-hardware.json of
	 * 7.3.4): branch-misses opens cpu/branch-misses/ (raw 0xc5, recorded in
	 * tests/oracle/skl.txt case "7.3"), branches stays legacy; 6.12 opens
	 * both legacy.
	 */
	REQUIRE(t, t_cli("events --json --cpu skl --kernel 7.3 --perf-version 7.3 "
			 "-e branch-misses,branches", &out, &err) == 0, "%s", err);
	CHECK(t, strstr(out, "\"type\":4,\"config\":\"0xc5\"") &&
	      strstr(out, "\"type\":0,\"config\":\"0x4\""), "7.3: %s", out);
	REQUIRE(t, t_cli("events --json --cpu skl --kernel 6.12 --perf-version 6.12 "
			 "-e branch-misses", &out, &err) == 0, "%s", err);
	CHECK(t, strstr(out, "\"type\":0,\"config\":\"0x5\""), "6.12: %s", out);
out:
	return t_result(t);
}

static int count_metric(const struct pms_mlist *l, const char *metric, const char *on_pmu)
{
	int n = 0;

	for (int j = 0; j < pms_mlist_n_metrics(l); j++) {
		struct pms_mmetric m;
		struct pms_mevent e;

		if (pms_mlist_metric(l, j, &m) || strcmp(m.name, metric))
			continue;
		if (!on_pmu || (m.line_event >= 0 && !pms_mlist_event(l, m.line_event, &e) &&
				!strncmp(e.name, on_pmu, strlen(on_pmu))))
			n++;
	}
	return n;
}

/*
 * perf 6.19+'s default set on an x86 hybrid (Linux 7.3.4): a common
 * metric's PMU is "default_core" (pmu-events/jevents.py), so its events are
 * parsed with no PMU filter, once per core PMU, a written group once per
 * PMU, and setup_metric_events() (util/metricgroup.c) takes every PMU's;
 * default_evlist_evsel_cmp() (builtin-stat.c) then orders the leaders by
 * pmu->type: cpu_core (PERF_TYPE_RAW) before cpu_atom (numbered at boot).
 * The legacy names find each PMU's own sysfs event first
 * (legacy-hardware.json).  Recorded: tests/oracle/adl.txt case "7.3", real
 * perf 7.3.4 on fake Alder Lake: the four software events, cpu_core's
 * {branch-misses,branches} ... block, cpu_atom's, then the per-PMU TopdownL1
 * metrics (cpu_core's INT_MISC.UOP_DROPPING and slots group, cpu_atom's four
 * events); its print line has branch_miss_rate on cpu_core/branch-misses/
 * and on cpu_atom/branch-misses/, CPUs_utilized once.  arl-h's third PMU,
 * cpu_lowpower, comes last (tests/oracle/arl-h.txt case "7.3").
 */
static enum t_result json_default_set_hybrid(struct tctx *t)
{
	static const char adl[] =
		"context-switches cpu-migrations page-faults task-clock "
		"cpu_core/branch-misses/ cpu_core/branches//cpu_core/branch-misses/ "
		"cpu_core/branches/ cpu_core/cpu-cycles/ cpu_core/cpu-cycles/ "
		"cpu_core/instructions//cpu_core/cpu-cycles/ cpu_core/cpu-cycles/ "
		"cpu_core/stalled-cycles-frontend//cpu_core/cpu-cycles/ cpu_core/cpu-cycles/ "
		"cpu_core/stalled-cycles-backend//cpu_core/cpu-cycles/ "
		"cpu_core/stalled-cycles-backend/ "
		"cpu_core/instructions//cpu_core/stalled-cycles-backend/ "
		"cpu_core/stalled-cycles-frontend//cpu_core/stalled-cycles-backend/ "
		"cpu_atom/branch-misses/ cpu_atom/branches//cpu_atom/branch-misses/ "
		"cpu_atom/branches/ cpu_atom/cpu-cycles/ cpu_atom/cpu-cycles/ "
		"cpu_atom/instructions//cpu_atom/cpu-cycles/ cpu_atom/cpu-cycles/ "
		"cpu_atom/stalled-cycles-frontend//cpu_atom/cpu-cycles/ cpu_atom/cpu-cycles/ "
		"cpu_atom/stalled-cycles-backend//cpu_atom/cpu-cycles/ "
		"cpu_atom/stalled-cycles-backend/ "
		"cpu_atom/instructions//cpu_atom/stalled-cycles-backend/ "
		"cpu_atom/stalled-cycles-frontend//cpu_atom/stalled-cycles-backend/ "
		"cpu_core/INT_MISC.UOP_DROPPING/ cpu_core/TOPDOWN.SLOTS/ "
		"cpu_core/topdown-retiring//cpu_core/TOPDOWN.SLOTS/ "
		"cpu_core/topdown-bad-spec//cpu_core/TOPDOWN.SLOTS/ "
		"cpu_core/topdown-fe-bound//cpu_core/TOPDOWN.SLOTS/ "
		"cpu_core/topdown-be-bound//cpu_core/TOPDOWN.SLOTS/ "
		"cpu_atom/CPU_CLK_UNHALTED.CORE/ cpu_atom/TOPDOWN_BE_BOUND.ALL/ "
		"cpu_atom/TOPDOWN_FE_BOUND.ALL/ cpu_atom/TOPDOWN_RETIRING.ALL/";
	struct pms_mlist_opts o = PMS_MLIST_OPTS_INIT;
	struct pms_mlist *l = NULL;
	struct pms_diag d;
	char names[8192];
	const char *out, *err, *core, *atom, *low;

	o.perf_version = PMS_KVER(7, 3);
	o.env.kver = PMS_KVER(7, 3);
	o.env.ht = true;
	REQUIRE(t, pms_mlist_build(pms_model_find("adl"), &o, &l, &d) == PMS_OK, "%s", d.msg);
	list_names(l, names, sizeof(names));
	CHECK(t, !strcmp(names, adl), "adl 7.3 default set:\n  %s\n  want %s", names, adl);
	CHECK(t, count_metric(l, "branch_miss_rate", "cpu_core/branch-misses/") == 1 &&
	      count_metric(l, "branch_miss_rate", "cpu_atom/branch-misses/") == 1 &&
	      count_metric(l, "insn_per_cycle", "cpu_atom/instructions/") == 1 &&
	      count_metric(l, "CPUs_utilized", NULL) == 1, "per-PMU copies of the metrics");
	pms_mlist_free(l);
	l = NULL;
	/* the encodings: each PMU's sysfs branch-misses (raw 0xc5), legacy
	 * branches with the extended type (cpu_core 4, cpu_atom numbered) */
	REQUIRE(t, t_cli("events --json --cpu adl --kernel 7.3 --perf-version 7.3 "
			 "-e branch-misses,branches", &out, &err) == 0, "%s", err);
	CHECK(t, strstr(out, "\"config\":\"0xc5\",\"config1\":\"0x0\"") &&
	      strstr(out, "\"type\":0,\"config\":\"0x400000004\"") &&
	      !strstr(out, "\"config\":\"0x5\"") && !strstr(out, "0x400000005"), "adl 7.3: %s",
	      out);
	/* --cputype: the common metrics' PMU "default_core" is the first core
	 * PMU by name (perf_pmus__find(), perf_pmus__scan_core()), cpu_atom
	 * here, so match_pm_metric_or_groups() keeps them for "atom" only:
	 * real perf 7.3.4 on fake adl opened them on cpu_atom with --cputype
	 * atom and only cpu_core's TopdownL1 with --cputype core (oracle.py
	 * one --models adl --releases 7.3) */
	o.cputype = "atom";
	REQUIRE(t, pms_mlist_build(pms_model_find("adl"), &o, &l, &d) == PMS_OK, "%s", d.msg);
	list_names(l, names, sizeof(names));
	CHECK(t, strstr(names, "task-clock cpu_atom/branch-misses/ "
			"cpu_atom/branches//cpu_atom/branch-misses/") && !strstr(names, "cpu_core"),
	      "--cputype atom: %s", names);
	pms_mlist_free(l);
	l = NULL;
	o.cputype = "core";
	REQUIRE(t, pms_mlist_build(pms_model_find("adl"), &o, &l, &d) == PMS_OK, "%s", d.msg);
	list_names(l, names, sizeof(names));
	CHECK(t, !strcmp(names, "cpu_core/INT_MISC.UOP_DROPPING/ cpu_core/TOPDOWN.SLOTS/ "
			 "cpu_core/topdown-retiring//cpu_core/TOPDOWN.SLOTS/ "
			 "cpu_core/topdown-bad-spec//cpu_core/TOPDOWN.SLOTS/ "
			 "cpu_core/topdown-fe-bound//cpu_core/TOPDOWN.SLOTS/ "
			 "cpu_core/topdown-be-bound//cpu_core/TOPDOWN.SLOTS/"),
	      "--cputype core: %s", names);
	pms_mlist_free(l);
	l = NULL;
	o.cputype = NULL;
	REQUIRE(t, pms_mlist_build(pms_model_find("arl-h"), &o, &l, &d) == PMS_OK, "%s", d.msg);
	list_names(l, names, sizeof(names));
	core = strstr(names, "cpu_core/branch-misses/");
	atom = strstr(names, "cpu_atom/branch-misses/");
	low = strstr(names, "cpu_lowpower/branch-misses/");
	CHECK(t, core && atom && low && core < atom && atom < low, "arl-h order: %s", names);
	CHECK(t, count_metric(l, "branch_miss_rate", "cpu_lowpower/") == 1,
	      "arl-h: branch_miss_rate on cpu_lowpower");
	pms_mlist_free(l);
	l = NULL;
	/* Neoverse N1: no Default group in its perf 7.x CPU table, so the
	 * common table alone, the legacy names legacy (PMUv3 sysfs names);
	 * the order real perf 7.3.4 opened (tests/oracle/neoverse-n1.txt,
	 * case "7.3"); the stalled-cycles events open on PMUv3 */
	o.env.ht = false;
	REQUIRE(t, pms_mlist_build(pms_model_find("neoverse-n1"), &o, &l, &d) == PMS_OK, "%s",
		d.msg);
	list_names(l, names, sizeof(names));
	CHECK(t, !strcmp(names, "context-switches cpu-migrations page-faults task-clock "
			 "branch-misses branches/branch-misses branches cpu-cycles cpu-cycles "
			 "instructions/cpu-cycles cpu-cycles stalled-cycles-frontend/cpu-cycles "
			 "cpu-cycles stalled-cycles-backend/cpu-cycles stalled-cycles-backend "
			 "instructions/stalled-cycles-backend "
			 "stalled-cycles-frontend/stalled-cycles-backend"), "neoverse-n1: %s", names);
	pms_mlist_free(l);
	l = NULL;
	/* neoverse-n2: its 7.3 table's Default group (sbsa.json's TopdownL1
	 * through neoverse-n2-v2/metrics.json) joins the common metrics */
	REQUIRE(t, pms_mlist_build(pms_model_find("neoverse-n2"), &o, &l, &d) == PMS_OK,
		"neoverse-n2: %s", d.msg);
	CHECK(t, has_metric(l, "backend_bound") && has_metric(l, "cs_per_second"),
	      "neoverse-n2 7.3 default set: TopdownL1 and the common metrics");
	pms_mlist_free(l);
	l = NULL;
	/*
	 * Apple M1: no perf CPU table, so the common table alone, one copy per
	 * core PMU (apple_firestorm_pmu, type 10, before apple_icestorm_pmu);
	 * "instructions" opens the PMU's sysfs event (raw 0x8c,
	 * apple_m1_cpu_pmu.c m1_pmu_event_attrs), "cpu-cycles" (no sysfs event of
	 * that name: the driver's is "cycles") and "branches"/"branch-misses"
	 * stay legacy, which the 6.14+ kernel maps (4575353d82e2).  As real perf
	 * 7.3.4 opened it on the fake with those events/ files
	 * (tests/oracle/apple-m1.txt case "7.3", 20 opens).
	 */
	{
		const char *o1, *e1;

		REQUIRE(t, t_cli("events --cpu apple-m1 --kernel 7.3 --perf-version 7.3", &o1,
				 &e1) == 0, "apple-m1 7.3: %s", e1);
		CHECK(t, strstr(o1, "apple_firestorm_pmu/instructions/") &&
			 strstr(o1, "sysfs     0x8c") &&
			 strstr(o1, "apple_firestorm_pmu/cpu-cycles/               12*    -     generic") &&
			 strstr(o1, "apple_firestorm_pmu/branch-misses/") &&
			 strstr(o1, "apple_firestorm_pmu/branch-misses/") < strstr(o1, "apple_icestorm_pmu/"),
		       "apple-m1 7.3: %s", o1);
		REQUIRE(t, t_cli("events --cpu apple-m1 --kernel 7.3 --perf-version 6.12 "
				 "-e instructions", &o1, &e1) == 0, "apple-m1 6.12: %s", e1);
		CHECK(t, !strstr(o1, "sysfs"), "perf 6.12 keeps the legacy name: %s", o1);
	}
out:
	pms_mlist_free(l);
	return t_result(t);
}

/*
 * arm64 metric tables (perf 7.2/7.3): tools/gen_perf_metrics.py --arm64
 * reads arch/arm64/<dir>/metrics.json with sbsa.json's TopdownL1 rows
 * (Default;TopdownL1, DefaultMetricgroupName TopdownL1) resolved through
 * ArchStdEvent, and the mapfile picks the table by MIDR as
 * tools/perf/arch/arm64/util/header.c strcmp_cpuid_str() (7.3.4) compares
 * it: part equal outside variant/revision, the CPU's variant.revision not
 * below the map's.  The neoverse-n2-v2 TopdownL1 expressions branch on
 * strcmp_cpuid_str(0x410fd493) (N2 r0p3) and read STALL_SLOT(_FRONTEND),
 * OP_RETIRED, OP_SPEC, BR_MIS_PRED, CPU_CYCLES, STALL_SLOT_BACKEND and
 * #slots (caps/slots, tools/perf/arch/arm64/util/pmu.c).  Neoverse N1's
 * table has no TopdownL1 (arm/neoverse-n1/metrics.json names no sbsa
 * row).  perf 6.12.117 has the same tables (sbsa.json's TopdownL1 and the
 * same mapfile rows, the same strcmp_cpuid_str()): its N2 -M TopdownL1 is
 * the same four metrics; 6.1's set has no arm64 table (not generated).
 */
static enum t_result arm64_tables(struct tctx *t)
{
	static const char *const n2_events[] = {
		"STALL_SLOT_BACKEND", "CPU_CYCLES", "BR_MIS_PRED", "OP_RETIRED", "OP_SPEC",
		"STALL_SLOT", "STALL_SLOT_FRONTEND",
	};
	struct pms_mlist_opts o = PMS_MLIST_OPTS_INIT;
	struct pms_mlist *l = NULL;
	struct pms_diag d;
	int rc;

	CHECK(t, pmsi_arm_cpuid_match("0x00000000410fd490", "0x00000000410fd490"), "same MIDR");
	CHECK(t, !pmsi_arm_cpuid_match("0x410fd493", "0x00000000410fd490"), "r0p0 < r0p3");
	CHECK(t, pmsi_arm_cpuid_match("0x410fd493", "0x00000000411fd490"), "r1p0 > r0p3");
	CHECK(t, pmsi_arm_cpuid_match("0x410fd493", "0x00000000410fd494"), "r0p4 > r0p3");
	CHECK(t, !pmsi_arm_cpuid_match("0x00000000410fd4f0", "0x00000000410fd490"), "V2 != N2");
	CHECK(t, !pmsi_cpuid_match("0x00000000410fd490", "GenuineIntel-6-55-4"), "x86 id");

	o.perf_version = PMS_KVER(7, 3);
	o.env.kver = PMS_KVER(7, 3);
	o.metrics = "TopdownL1";
	o.flags = PMS_MLIST_HAS_EVENTS;
	rc = pms_mlist_build(pms_model_find("neoverse-n2"), &o, &l, &d);
	REQUIRE(t, rc == PMS_OK, "n2 7.3 TopdownL1: %d %s", rc, d.msg);
	CHECK(t, has_metric(l, "frontend_bound") && has_metric(l, "bad_speculation") &&
	      has_metric(l, "retiring") && has_metric(l, "backend_bound") &&
	      pms_mlist_n_metrics(l) == 4, "n2 TopdownL1 metrics: %d", pms_mlist_n_metrics(l));
	for (size_t i = 0; i < PMS_ARRAY_SIZE(n2_events); i++) {
		bool found = false;

		for (int j = 0; j < pms_mlist_n_events(l); j++) {
			struct pms_mevent e;

			found |= !pms_mlist_event(l, j, &e) && !strcmp(e.name, n2_events[i]);
		}
		CHECK(t, found, "n2 TopdownL1 reads %s", n2_events[i]);
	}
	pms_mlist_free(l);
	l = NULL;

	/* 7.3's default set: the common metrics and the CPU table's Default
	 * group (AmpereOne: retired_fraction, ampere/ampereone/metrics.json) */
	o.metrics = NULL;
	o.flags = 0;
	rc = pms_mlist_build(pms_model_find("ampereone"), &o, &l, &d);
	REQUIRE(t, rc == PMS_OK, "ampereone 7.3 default set: %d %s", rc, d.msg);
	CHECK(t, has_metric(l, "retired_fraction") && has_metric(l, "cs_per_second"),
	      "ampereone default set: TopdownL1 and the common metrics");
	pms_mlist_free(l);
	l = NULL;

	o.metrics = "TopdownL1";
	o.flags = PMS_MLIST_HAS_EVENTS;
	rc = pms_mlist_build(pms_model_find("neoverse-n1"), &o, &l, &d);
	CHECK(t, rc != PMS_OK && strstr(d.msg, "TopdownL1"), "n1 has no TopdownL1: %d %s", rc,
	      d.msg);
	pms_mlist_free(l);
	l = NULL;

	o.perf_version = PMS_KVER(6, 12);
	rc = pms_mlist_build(pms_model_find("neoverse-n2"), &o, &l, &d);
	REQUIRE(t, rc == PMS_OK, "n2 6.12 TopdownL1: %d %s", rc, d.msg);
	CHECK(t, has_metric(l, "frontend_bound") && has_metric(l, "bad_speculation") &&
	      has_metric(l, "retiring") && has_metric(l, "backend_bound") &&
	      pms_mlist_n_metrics(l) == 4, "n2 6.12 TopdownL1 metrics: %d",
	      pms_mlist_n_metrics(l));
	pms_mlist_free(l);
	l = NULL;

	o.perf_version = PMS_KVER(6, 1);
	rc = pms_mlist_build(pms_model_find("neoverse-n2"), &o, &l, &d);
	/* 6.1's cmd_stat() warns and goes on without the metrics */
	CHECK(t, rc == PMS_OK && l && pms_mlist_n_metrics(l) == 0 && l->failed_metrics,
	      "n2 6.1 has no table: %d %s", rc, d.msg);
	pms_mlist_free(l);
	l = NULL;

	/* 6.19-7.1: the default set is JSON-built but their tables are not
	 * generated: refused, not 7.2's */
	o.perf_version = PMS_KVER(7, 0);
	o.metrics = NULL;
	o.flags = 0;
	rc = pms_mlist_build(pms_model_find("neoverse-n2"), &o, &l, &d);
	CHECK(t, rc == PMS_ENOTSUP && strstr(d.msg, "Default"), "n2 7.0 default set: %d %s", rc,
	      d.msg);
out:
	pms_mlist_free(l);
	return t_result(t);
}

/* Counts by event id: @n pairs of (id, value). */
static void set_counts(const struct pms_mlist *l, struct pms_mcount *c, int cap,
		       const char *const *ids, const double *vals, int n)
{
	memset(c, 0, (size_t)cap * sizeof(*c));
	for (int i = 0; i < pms_mlist_n_events(l) && i < cap; i++) {
		struct pms_mevent e;

		if (pms_mlist_event(l, i, &e) || !e.id)
			continue;
		for (int k = 0; k < n; k++)
			if (!strcasecmp(e.id, ids[k])) {
				c[i].value = vals[k];
				c[i].counted = c[i].supported = true;
			}
	}
}

/*
 * #slots on arm64 (perf_lists.c arm_slots()): caps/slots, PMMIR_EL1.SLOTS,
 * as Arm's telemetry specification gives it per core (num_slots: N2 5, V2
 * 8, V1 8).  Hand-derived from perf 6.12.117's
 * arch/arm64/arm/neoverse-n2-v2/metrics.json backend_bound,
 * 100 * (STALL_SLOT_BACKEND / (CPU_CYCLES * #slots) - BR_MIS_PRED * 3 /
 * CPU_CYCLES), with STALL_SLOT_BACKEND 5000, CPU_CYCLES 1000, BR_MIS_PRED
 * 10: N2 100 * (5000 / 5000 - 0.03) = 97; V2 (same table) 100 * (5000 / 8000
 * - 0.03) = 59.5.  AmpereOne's SLOTS no source read gives: its #slots
 * metrics (ampere/ampereone/metrics.json retired_fraction, 100 * OP_RETIRED
 * / (CPU_CYCLES * #slots)) get no value, and those reading no #slots (ipc)
 * do.
 */
static enum t_result arm64_slots(struct tctx *t)
{
	static const char *const ids[] = { "STALL_SLOT_BACKEND", "CPU_CYCLES", "BR_MIS_PRED",
					   "OP_RETIRED", "INST_RETIRED" };
	static const double vals[] = { 5000, 1000, 10, 2000, 3000 };
	static const struct {
		const char *model, *metric;
		double want;	/* NaN: refused */
	} cases[] = {
		{ "neoverse-n2", "backend_bound", 97.0 },
		{ "neoverse-v2", "backend_bound", 59.5 },
		{ "ampereone", "retired_fraction", NAN },
		{ "ampereone", "ipc", 3.0 },		/* INST_RETIRED / CPU_CYCLES */
	};
	static const uint32_t rels[] = { PMS_KVER(6, 12), PMS_KVER(7, 3) };
	struct pms_mtimes tm = { 1e9, 0, 0 };
	struct pms_mlist *l = NULL;
	struct pms_mcount c[32];

	for (size_t r = 0; r < PMS_ARRAY_SIZE(rels); r++)
		for (size_t i = 0; i < PMS_ARRAY_SIZE(cases); i++) {
			struct pms_mlist_opts o = PMS_MLIST_OPTS_INIT;
			struct pms_mvalue v;
			struct pms_diag d;
			int rc;

			o.perf_version = o.env.kver = rels[r];
			o.metrics = cases[i].metric;
			o.flags = PMS_MLIST_HAS_EVENTS;
			rc = pms_mlist_build(pms_model_find(cases[i].model), &o, &l, &d);
			REQUIRE(t, rc == PMS_OK, "%s %s: %d %s", cases[i].model, cases[i].metric,
				rc, d.msg);
			set_counts(l, c, 32, ids, vals, (int)PMS_ARRAY_SIZE(ids));
			rc = pms_mlist_metric_value(l, 0, c, 32, &tm, &v, &d);
			if (isnan(cases[i].want))
				CHECK(t, rc == PMS_ENOTSUP && strstr(d.msg, "#slots") &&
				      strstr(d.msg, "not modelled"), "%s %s refused: %d %s",
				      cases[i].model, cases[i].metric, rc, d.msg);
			else
				CHECK(t, rc == PMS_OK && fabs(v.value - cases[i].want) < 1e-9,
				      "%s %s (perf %u): %d %g, want %g", cases[i].model,
				      cases[i].metric, rels[r], rc, v.value, cases[i].want);
			pms_mlist_free(l);
			l = NULL;
		}
out:
	pms_mlist_free(l);
	return t_result(t);
}

const struct t_case t_metrics_all_cases[] = {
	{ "json_default_set", json_default_set },
	{ "json_default_set_hybrid", json_default_set_hybrid },
	{ "table_per_release", table_per_release },
	{ "arm64_tables", arm64_tables },
	{ "arm64_slots", arm64_slots },
	{ "msr_encodings", msr_encodings },
	{ "named_cases", named_cases },
	{ "every_metric_resolves_or_names_pmu", every_metric_resolves_or_names_pmu },
	{ NULL, NULL }
};
