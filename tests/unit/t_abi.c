/*
 * Public functions no other part of the project calls: each checked
 * against a fact, so none ships untested.
 */
#include <stdlib.h>
#include <unistd.h>
#include "../test.h"

/* perf 6.4+ moves the slots event to lead a topdown group on Ice Lake
 * (parse_events__sort_events_and_fix_groups(), arch_evlist__cmp() in
 * tools/perf/arch/x86/util/evlist.c, perf 6.12) and warns "events were
 * regrouped"; a list without topdown events is left as written. */
static enum t_result evlist_regrouped(struct tctx *t)
{
	static const struct { int line; const char *list; bool want; } cases[] = {
		{ __LINE__, "cycles,instructions", false },
		{ __LINE__, "{cycles,instructions}", false },
		{ __LINE__, "{instructions,slots}", true },
		{ __LINE__, "{topdown-retiring,slots}", true },
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		struct pms_evlist *ev = NULL;
		struct pms_diag d;

		CHECK(t, pms_evlist_parse(pms_model_find("icl"), cases[i].list, &ev, &d) == PMS_OK,
		      "line %d: %s", cases[i].line, d.msg);
		CHECK(t, ev && pms_evlist_regrouped(ev) == cases[i].want, "line %d: regrouped",
		      cases[i].line);
		pms_evlist_free(ev);
	}
	return t_result(t);
}

/* skylake's counter.json (tools/perf/pmu-events/arch/x86/skylake, Linux
 * 6.12): CountersNumGeneric 4, CountersNumFixed 3; its metrics are the
 * table's, found back by name at their index. */
static enum t_result perf_table(struct tctx *t)
{
	const struct pms_perf_table *tb = pms_perf_table_find("x86", "skylake");
	struct pms_perf_metric a, b;
	int gp = -1, fx = -1;
	size_t n;

	REQUIRE(t, tb, "no skylake table");
	pms_perf_table_counters(tb, &gp, &fx);
	CHECK(t, gp == 4 && fx == 3, "counters %d GP %d fixed", gp, fx);
	n = pms_perf_table_n_metrics(tb);
	REQUIRE(t, n > 0, "no metrics");
	CHECK(t, pms_perf_metric_at(tb, n, &a) == PMS_ERANGE, "past the end");
	for (size_t i = 0; i < n; i += n / 7 + 1) {
		REQUIRE(t, pms_perf_metric_at(tb, i, &a) == PMS_OK, "metric %zu", i);
		CHECK(t, pms_perf_metric_find(tb, a.name, &b) == PMS_OK && b.index == i,
		      "metric %zu '%s' found at %zu", i, a.name, b.index);
	}
	pms_perf_table_counters(NULL, &gp, &fx);
	CHECK(t, gp == 0 && fx == 0 && pms_perf_table_n_metrics(NULL) == 0, "NULL table");
out:
	return t_result(t);
}

/* The HT sibling's own NMI watchdog holds its fixed cycles counter
 * (FIXED1), so the sibling's cycles event takes GP0 (the sibling is a
 * CPU like ours: x86_schedule_events(), kernel 6.12).  On Skylake no
 * event of ours is blocked by it: the GP counters are per thread. */
static enum t_result sim_sibling_counters(struct tctx *t)
{
	struct pms_sim_opts o = { .sz = sizeof(o), .env = PMS_ENV_DEFAULT };
	struct pms_evlist *ev = NULL, *sib = NULL;
	struct pms_sim *s = NULL;
	struct pms_diag d;

	o.env.kver = PMS_KVER(6, 12);
	REQUIRE(t, pms_evlist_parse(pms_model_find("skl"), "r01c2,r02c2", &ev, &d) == PMS_OK,
		"%s", d.msg);
	REQUIRE(t, pms_evlist_parse(pms_model_find("skl"), "cycles", &sib, &d) == PMS_OK,
		"%s", d.msg);
	o.sibling = sib;
	REQUIRE(t, pms_simulate(ev, &o, &s, &d) == PMS_OK, "%s", d.msg);
	CHECK(t, pms_sim_sibling_counters(s) == (UINT64_C(1) | UINT64_C(1) << (PMS_FIXED0 + 1)),
	      "sibling holds %#llx", (unsigned long long)pms_sim_sibling_counters(s));
	CHECK(t, pms_sim_sibling_blocked(s, false) == 0, "blocked");
out:
	pms_sim_free(s);
	pms_evlist_free(ev);
	pms_evlist_free(sib);
	return t_result(t);
}

/* Sapphire Rapids has uncore tables (the kernel's spr_uncore_init());
 * Skylake client has none modelled. */
static enum t_result uncore_source(struct tctx *t)
{
	CHECK(t, strstr(pms_uncore_source(pms_model_find("spr")), "uncore"), "spr: '%s'",
	      pms_uncore_source(pms_model_find("spr")));
	CHECK(t, !strcmp(pms_uncore_source(pms_model_find("skl")), ""), "skl");
	return t_result(t);
}

/* A new name is written through a temporary renamed over it; the target
 * is the path given. */
static enum t_result outfile_target(struct tctx *t)
{
	char dir[] = "/tmp/pmusched-abi-XXXXXX", path[64];
	struct pms_outfile *o = NULL;
	struct pms_diag d;

	REQUIRE(t, mkdtemp(dir), "mkdtemp");
	snprintf(path, sizeof(path), "%s/out.txt", dir);
	REQUIRE(t, pms_outfile_open(path, 0, &o, &d) == PMS_OK, "%s", d.msg);
	CHECK(t, !strcmp(pms_outfile_target(o), path), "target '%s'", pms_outfile_target(o));
	CHECK(t, pms_outfile_kind(o) == PMS_OUTFILE_REPLACE, "kind");
	CHECK(t, pms_outfile_tmp_path(o) && strcmp(pms_outfile_tmp_path(o), path), "temporary");
out:
	pms_outfile_close(o);
	unlink(path);
	rmdir(dir);
	return t_result(t);
}

/* Software events open without a PMU; one descriptor set per event. */
static enum t_result measure_evlist(struct tctx *t)
{
	struct pms_measure_opts mo = { .sz = sizeof(mo), .pmu_present = -1 };
	struct pms_evlist *ev = NULL;
	struct pms_measure *m = NULL;
	struct pms_diag d;
	int rc;

	REQUIRE(t, pms_evlist_parse(pms_model_find("skl"), "task-clock,page-faults", &ev, &d) ==
		PMS_OK, "%s", d.msg);
	rc = pms_measure_new_evlist(ev, &mo, &m, &d);
	if (rc == PMS_ENOTSUP || rc == PMS_ESYS) {
		pms_evlist_free(ev);
		return t_skip(t, "perf_event_open refused here: %s", d.msg);
	}
	CHECK(t, rc == PMS_OK && pms_measure_n_events(m) == 2, "rc %d: %s", rc, d.msg);
out:
	pms_measure_free(m);
	pms_evlist_free(ev);
	return t_result(t);
}

const struct t_case t_abi_cases[] = {
	{ "evlist_regrouped", evlist_regrouped },
	{ "perf_table", perf_table },
	{ "sim_sibling_counters", sim_sibling_counters },
	{ "uncore_source", uncore_source },
	{ "outfile_target", outfile_target },
	{ "measure_evlist", measure_evlist },
	{ NULL, NULL }
};
