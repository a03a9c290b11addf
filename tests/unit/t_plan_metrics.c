/*
 * Plans for metrics (src/lib/plan_metrics.c, plan --for-metrics): the
 * two-count metrics perf stat prints, the list with each metric's inputs in
 * one group, each metric's expected error under a plan, and the choice.
 *
 * The metric pairs are perf's (tools/perf/util/stat-shadow.c,
 * perf_stat__print_shadow_stats(), 6.1): instructions over cycles, the miss
 * counts over their accesses, matched in the same exclude context
 * (evsel_context()).  Expected errors are worked by hand from the model of
 * docs/mux-error.md: a count of share f over T has the 90% half-width
 * h(f) = z cv sqrt(W (1 - f) / (f T)), z = 1.6448536, cv = 0.5, W = 4 ms;
 * a metric's inputs on one schedule give sqrt(h1^2 + h2^2), on two h1 + h2.
 */
#include <math.h>
#include <stdlib.h>
#include "../test.h"

#define SKL6 "branches,cache-references,cache-misses,L1-dcache-loads,L1-dcache-load-misses," \
	     "branch-misses"

static double h_of(double share_pct)
{
	double f = share_pct / 100;

	return 100 * 1.6448536 * 0.5 * sqrt(4e6 * (1 - f) / (f * 1e9));
}

static enum t_result metrics_found(struct tctx *t)
{
	struct pms_evlist *ev = NULL;
	struct pms_plan_metric m[8];
	int n = -1;

	REQUIRE(t, pms_evlist_parse(pms_model_find("skl"), SKL6 ",instructions,cycles,task-clock,"
				    "page-faults", &ev, NULL) == PMS_OK, "parse");
	REQUIRE(t, pms_plan_metrics(ev, m, 8, &n) == PMS_OK && n == 4, "4 metrics, got %d", n);
	/* in event order: cache-misses (2), L1-dcache-load-misses (4), branch-misses (5),
	 * instructions (6); each over the first event of its base's kind */
	CHECK(t, m[0].event == 2 && m[0].base == 1, "cache-misses / cache-references");
	CHECK(t, m[1].event == 4 && m[1].base == 3, "L1 misses / loads");
	CHECK(t, m[2].event == 5 && m[2].base == 0, "branch-misses / branches");
	CHECK(t, m[3].event == 6 && m[3].base == 7 && !strcmp(m[3].name, "insn per cycle"),
	      "instructions / cycles: %d %d %s", m[3].event, m[3].base, m[3].name);
	pms_evlist_free(ev);
	ev = NULL;
	/* :u puts instructions in another context than cycles: perf finds no base */
	REQUIRE(t, pms_evlist_parse(pms_model_find("skl"), "instructions:u,cycles", &ev, NULL) ==
		PMS_OK, "parse :u");
	CHECK(t, pms_plan_metrics(ev, m, 8, &n) == PMS_OK && n == 0, "no metric across contexts");
	CHECK(t, pms_plan_metrics(NULL, m, 8, &n) == PMS_EINVAL, "NULL list");
out:
	pms_evlist_free(ev);
	return t_result(t);
}

static enum t_result regroup(struct tctx *t)
{
	static const char *const want[] = { "branches", "branch-misses", "cache-references",
					     "cache-misses", "L1-dcache-loads",
					     "L1-dcache-load-misses" };
	struct pms_evlist *ev = NULL, *g = NULL;
	struct pms_plan_metric m[8];
	int n = 0, pos[6];

	REQUIRE(t, pms_evlist_parse(pms_model_find("skl"), SKL6, &ev, NULL) == PMS_OK, "parse");
	REQUIRE(t, pms_plan_metrics(ev, m, 8, &n) == PMS_OK && n == 3, "3 metrics");
	REQUIRE(t, pms_plan_metrics_regroup(ev, NULL, m, n, &g, pos, NULL) == PMS_OK && g,
		"regroup");
	/* each pair braced at its first event: {branches,branch-misses},{cache-references,
	 * cache-misses},{L1-dcache-loads,L1-dcache-load-misses} */
	REQUIRE(t, pms_evlist_count(g) == 6 && pms_evlist_n_groups(g) == 3, "3 groups");
	for (int i = 0; i < 6; i++) {
		struct pms_event_info info;

		pms_evlist_event(g, i, &info);
		CHECK(t, !strcmp(info.name, want[i]) && info.group == i / 2, "event %d: %s group %d",
		      i, info.name, info.group);
	}
	CHECK(t, pos[0] == 0 && pos[5] == 1 && pos[1] == 2 && pos[2] == 3 && pos[3] == 4 &&
	      pos[4] == 5, "positions");
	pms_evlist_free(ev);
	pms_evlist_free(g);
	ev = g = NULL;
	/* the user's group stays as written: nothing to regroup */
	REQUIRE(t, pms_evlist_parse(pms_model_find("skl"), "{branches,cycles},branch-misses", &ev,
				    NULL) == PMS_OK, "parse group");
	REQUIRE(t, pms_plan_metrics(ev, m, 8, &n) == PMS_OK && n == 1, "1 metric");
	CHECK(t, pms_plan_metrics_regroup(ev, NULL, m, n, &g, NULL, NULL) == PMS_ENOEVENT && !g,
	      "a grouped input is left alone");
out:
	pms_evlist_free(ev);
	pms_evlist_free(g);
	return t_result(t);
}

/*
 * Skylake, HT on, the watchdog on a fixed counter: 4 GP counters free for
 * six GP events, so two slots at least.  The default plan lets the kernel
 * rotate the six events on their own (kernel rotation beats the packing's
 * 1/2): each is counted about 2/3 of 1 s, and no metric's inputs share a
 * group, so each metric's error is the sum h1 + h2 ~ 2 h(2/3) = 7.4%.
 * Grouped in pairs, three groups of two rotate, any two fit at once: each
 * group is counted 2/3 of the time (166 or 167 of 250 ticks, 66.4% or
 * 66.8%) and each metric's inputs are one schedule: sqrt(2) h(2/3) = 5.2%,
 * at the same lowest share.
 */
static enum t_result grouping_gain(struct tctx *t)
{
	struct pms_sim_opts o = { .env = PMS_ENV_DEFAULT, .duration_ns = 1000000000 };
	struct pms_evlist *ev = NULL, *g = NULL;
	struct pms_plan *pd = NULL, *pg = NULL;
	struct pms_plan_metric m[8], mg[8];
	struct pms_plan_metric_error ed[8], eg[8];
	int n = 0, pos[6];

	pms_kver_parse("6.12", &o.env.kver, NULL);
	o.env.ht = true;
	o.env.nmi_watchdog = true;
	REQUIRE(t, pms_evlist_parse(pms_model_find("skl"), SKL6, &ev, NULL) == PMS_OK, "parse");
	REQUIRE(t, pms_plan_metrics(ev, m, 8, &n) == PMS_OK && n == 3, "3 metrics");
	REQUIRE(t, pms_plan_new(ev, &o, NULL, &pd, NULL) == PMS_OK, "default plan");
	REQUIRE(t, pms_plan_metrics_regroup(ev, NULL, m, n, &g, pos, NULL) == PMS_OK, "regroup");
	REQUIRE(t, pms_plan_new(g, &o, NULL, &pg, NULL) == PMS_OK, "grouped plan");
	for (int k = 0; k < n; k++) {
		mg[k] = (struct pms_plan_metric){ .event = pos[m[k].event], .base = pos[m[k].base] };
		REQUIRE(t, pms_plan_metric_error(pd, &m[k], &ed[k]) == PMS_OK, "default %d", k);
		REQUIRE(t, pms_plan_metric_error(pg, &mg[k], &eg[k]) == PMS_OK, "grouped %d", k);
	}
	for (int k = 0; k < n; k++) {
		double h0 = eg[k].input_hw[0], h1 = eg[k].input_hw[1];
		bool two_thirds = (fabs(h0 - h_of(66.4)) < 1e-4 || fabs(h0 - h_of(66.8)) < 1e-4) &&
				  (fabs(h1 - h_of(66.4)) < 1e-4 || fabs(h1 - h_of(66.8)) < 1e-4);

		CHECK(t, ed[k].n_schedules == 2 && fabs(ed[k].half_width - ed[k].input_hw[0] -
							ed[k].input_hw[1]) < 1e-9 &&
		      ed[k].half_width > 7.2 && ed[k].half_width < 7.5,
		      "default %d: %d schedules, +-%g", k, ed[k].n_schedules, ed[k].half_width);
		CHECK(t, two_thirds && eg[k].n_schedules == 1 &&
		      fabs(eg[k].half_width - hypot(h0, h1)) < 1e-9 &&
		      eg[k].half_width > 5.18 && eg[k].half_width < 5.24,
		      "grouped %d: %d schedules, +-%g (%g, %g)", k, eg[k].n_schedules,
		      eg[k].half_width, h0, h1);
	}
	CHECK(t, pms_plan_metrics_better(pg, eg, pd, ed, n), "grouped is better");
	CHECK(t, !pms_plan_metrics_better(pd, ed, pg, eg, n), "default is not");
	CHECK(t, !pms_plan_metrics_better(pg, eg, pg, eg, n), "not better than itself");
	CHECK(t, pms_plan_metric_error(pd, &(struct pms_plan_metric){ .event = 6 }, &ed[0]) ==
	      PMS_ERANGE, "an index out of the list");
out:
	pms_plan_free(pd);
	pms_plan_free(pg);
	pms_evlist_free(ev);
	pms_evlist_free(g);
	return t_result(t);
}

/* Every allocation of the regrouping failing in turn: PMS_ENOMEM, no list, no leak. */
static enum t_result regroup_alloc_failures(struct tctx *t)
{
	struct pms_evlist *ev = NULL;
	struct pms_plan_metric m[8];
	int n = 0, ok = 0;

	REQUIRE(t, pms_evlist_parse(pms_model_find("skl"), SKL6, &ev, NULL) == PMS_OK, "parse");
	REQUIRE(t, pms_plan_metrics(ev, m, 8, &n) == PMS_OK && n == 3, "3 metrics");
	for (long k = 0; k < 400 && !ok; k++) {
		struct pms_evlist *g = NULL;
		long live = pmsi_alloc_live();
		int rc;

		pmsi_alloc_fail_at(k);
		rc = pms_plan_metrics_regroup(ev, NULL, m, n, &g, NULL, NULL);
		pmsi_alloc_fail_at(-1);
		if (rc == PMS_OK) {
			ok = 1;
			pms_evlist_free(g);
		} else {
			CHECK(t, rc == PMS_ENOMEM && !g, "fail at %ld: %d", k, rc);
			CHECK(t, pmsi_alloc_live() == live, "leak after failure %ld", k);
		}
	}
	CHECK(t, ok, "never succeeded");
out:
	pms_evlist_free(ev);
	return t_result(t);
}

const struct t_case t_plan_metrics_cases[] = {
	{ "regroup_alloc_failures", regroup_alloc_failures },
	{ "metrics_found", metrics_found },
	{ "regroup", regroup },
	{ "grouping_gain", grouping_gain },
	{ NULL, NULL }
};
