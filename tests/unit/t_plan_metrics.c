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
#include <string.h>
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
	struct pms_sim_opts o = { .sz = sizeof(o),
				    .env = PMS_ENV_DEFAULT, .duration_ns = 1000000000 };
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

/*
 * Every claim plan -M ... --for-metrics prints, checked against predict's
 * own machinery: each planned run's list parsed and simulated afresh
 * (pms_evlist_parse() and pms_simulate(), the path 'pmusched predict -e
 * LIST' takes), independent of the simulations the plan holds.
 * - the plan says every run counts every event all the time: no event of
 *   a fresh run simulation is short of its enabled time;
 * - a metric "exact (run k)": its counter inputs are all in run k's list
 *   and counted all the time there;
 * - a metric "no value": its inputs are not all in one run;
 * - under perf's own list (one run, as perf groups it): "exact" when and
 *   only when no counter input of the metric runs short of its enabled time.
 * The lists are perf's (util/metricgroup.c metricgroup__parse_groups(),
 * 6.12; --metric-no-merge for the plan's): skl's TopdownL1 (ungrouped,
 * MetricgroupNoGroup), icl's and spr's (the slots group, topdown events
 * forced into it, arch/x86/util/evsel.c), and IPC.
 */
static bool short_of_time(const struct pms_sim *s, int k)
{
	const struct pms_ev_result *r = pms_sim_result(s, k);

	return r->status != PMS_ST_COUNTED || r->running_ns < r->enabled_ns || !r->enabled_ns;
}

static int counter_inputs(const struct pms_mlist *l, int j, int *in)
{
	struct pms_mmetric m;
	int n = 0;

	if (pms_mlist_metric(l, j, &m))
		return -1;
	for (int k = 0; k < m.n_events; k++) {
		struct pms_mevent e;

		if (pms_mlist_event(l, m.events[k], &e))
			return -1;
		if ((e.kind == PMS_MEV_CORE || e.kind == PMS_MEV_TOPDOWN) &&
		    pms_mlist_metric_reads(l, j, m.events[k]))
			in[n++] = m.events[k];
	}
	return n;
}

static void check_mlist_plan(struct tctx *t, const char *cpu, const char *metrics)
{
	const struct pms_model *model = pms_model_find(cpu);
	struct pms_sim_opts o = { .sz = sizeof(o),
				    .env = PMS_ENV_DEFAULT, .duration_ns = 1000000000 };
	struct pms_mlist_opts mo = PMS_MLIST_OPTS_INIT;
	struct pms_evlist_opts eo = PMS_EVLIST_OPTS_INIT;
	struct pms_plan_opts po = PMS_PLAN_OPTS_INIT;
	struct pms_mlist *own = NULL, *per = NULL;
	struct pms_evlist *own_ev = NULL, *per_ev = NULL;
	struct pms_sim *own_sim = NULL;
	struct pms_plan *p = NULL;
	int in[64], n_exact = 0;

	o.env.kver = PMS_KVER(6, 12, 0);
	mo.env = o.env;
	mo.perf_version = PMS_KVER(6, 12, 0);
	mo.metrics = metrics;
	eo.perf_version = mo.perf_version;
	eo.env = &o.env;
	if (!model) {
		CHECK(t, 0, "%s: no model", cpu);
		return;
	}
	CHECK(t, pms_mlist_build(model, &mo, &own, NULL) == PMS_OK, "%s: perf's list", cpu);
	mo.flags = PMS_MLIST_NO_MERGE;
	CHECK(t, pms_mlist_build(model, &mo, &per, NULL) == PMS_OK, "%s: no-merge list", cpu);
	if (!own || !per)
		goto out;
	CHECK(t, pms_evlist_parse_opts(model, pms_mlist_text(own), &eo, &own_ev, NULL) == PMS_OK &&
		 pms_evlist_parse_opts(model, pms_mlist_text(per), &eo, &per_ev, NULL) == PMS_OK,
	      "%s: parse", cpu);
	if (!own_ev || !per_ev)
		goto out;
	/* list event k is parsed event k (one core PMU) */
	CHECK(t, pms_evlist_count(own_ev) == pms_mlist_n_events(own) &&
		 pms_evlist_count(per_ev) == pms_mlist_n_events(per), "%s: one event each", cpu);
	po.mode = PMS_PLAN_NO_MULTIPLEX;
	CHECK(t, pms_simulate(own_ev, &o, &own_sim, NULL) == PMS_OK &&
		 pms_plan_new(per_ev, &o, &po, &p, NULL) == PMS_OK, "%s: plan", cpu);
	if (!p || !own_sim)
		goto out;
	/* every run as claimed: nothing short of its time in a fresh simulation */
	for (int r = 0; r < pms_plan_n_runs(p); r++) {
		struct pms_plan_run run;
		struct pms_evlist *ev = NULL;
		struct pms_sim *s = NULL;

		pms_plan_run(p, r, &run);
		CHECK(t, run.n_slots == 1, "%s run %d: %d slots", cpu, r + 1, run.n_slots);
		if (pms_evlist_parse_opts(model, run.list, &eo, &ev, NULL) ||
		    pms_simulate(ev, &o, &s, NULL)) {
			CHECK(t, 0, "%s run %d: '%s' does not simulate", cpu, r + 1, run.list);
		} else {
			for (int k = 0; k < pms_sim_n_events(s); k++)
				CHECK(t, !short_of_time(s, k), "%s run %d: event %d multiplexed in predict",
				      cpu, r + 1, k);
		}
		pms_sim_free(s);
		pms_evlist_free(ev);
	}
	for (int j = 0; j < pms_mlist_n_metrics(per); j++) {
		struct pms_plan_inputs_error e = { .sz = sizeof(e) };
		int n = counter_inputs(per, j, in);

		if (n < 0 || pms_plan_inputs_error(p, NULL, in, n, false, &e)) {
			CHECK(t, 0, "%s metric %d: no error", cpu, j);
			continue;
		}
		if (e.half_width == 0) {
			struct pms_plan_run run;
			int found = 0;

			n_exact++;
			pms_plan_run(p, e.run, &run);
			for (int i = 0; i < n; i++)
				for (int k = 0; k < run.n_events; k++)
					if (run.order[k] == in[i]) {
						found++;
						CHECK(t, !short_of_time(run.sim, k), "%s metric %d input", cpu, j);
						break;
					}
			CHECK(t, found == n, "%s metric %d: %d of %d inputs in run %d", cpu, j, found, n,
			      e.run + 1);
		} else {
			int first = -1;
			bool one_run = true;

			CHECK(t, e.half_width < 0, "%s metric %d: %.2f%% in a plan without multiplexing",
			      cpu, j, e.half_width);
			for (int r = 0; r < pms_plan_n_runs(p); r++) {
				struct pms_plan_run run;

				pms_plan_run(p, r, &run);
				for (int k = 0; k < run.n_events; k++)
					for (int i = 0; i < n; i++)
						if (run.order[k] == in[i]) {
							one_run &= first < 0 || first == r;
							first = r;
						}
			}
			CHECK(t, !one_run, "%s metric %d: no value, but its inputs share run %d", cpu, j,
			      first + 1);
		}
	}
	CHECK(t, n_exact > 0, "%s: no metric exact", cpu);
	/* perf's own list: exact exactly when no input runs short */
	for (int j = 0; j < pms_mlist_n_metrics(own); j++) {
		struct pms_plan_inputs_error e = { .sz = sizeof(e) };
		int n = counter_inputs(own, j, in);
		bool any_short = false;

		if (n < 0 || pms_plan_inputs_error(p, own_sim, in, n, false, &e))
			continue;
		for (int i = 0; i < n; i++)
			any_short |= short_of_time(own_sim, in[i]);
		CHECK(t, (e.half_width == 0) == !any_short, "%s perf's metric %d: %.2f%%", cpu, j,
		      e.half_width);
		CHECK(t, e.bounded == (e.half_width == 0), "%s: not linear, bounded only when exact",
		      cpu);
	}
out:
	pms_plan_free(p);
	pms_sim_free(own_sim);
	pms_evlist_free(own_ev);
	pms_evlist_free(per_ev);
	pms_mlist_free(own);
	pms_mlist_free(per);
}

static enum t_result mlist_plans_as_claimed(struct tctx *t)
{
	check_mlist_plan(t, "skl", "TopdownL1,tma_info_thread_ipc");
	check_mlist_plan(t, "skl", "tma_info_thread_ipc,tma_frontend_bound,tma_backend_bound");
	check_mlist_plan(t, "icl", "TopdownL1,tma_info_thread_ipc");
	check_mlist_plan(t, "spr", "TopdownL1,TopdownL2");
	return t_result(t);
}

/*
 * Which metrics' errors the inputs' errors bound (pms_mlist_metric_linear()),
 * from the expressions of perf 6.12's skylake and icelake tables
 * (tools/perf/pmu-events/arch/x86/{skylake,icelake}/skl-metrics.json,
 * icl-metrics.json, 6.12): a ratio of counts is; one that subtracts is not;
 * a comparison of two literals ("#core_wide < 1" in tma_info_core_core_clks)
 * is a constant; a metric referenced only by a threshold does not count.
 */
static enum t_result mlist_linear(struct tctx *t)
{
	static const struct {
		const char *cpu, *metric;
		bool linear;
	} rows[] = {
		/* INST_RETIRED.ANY / tma_info_thread_clks */
		{ "skl", "tma_info_thread_ipc", true },
		/* IDQ_UOPS_NOT_DELIVERED.CORE / tma_info_thread_slots, the slots through
		 * tma_info_core_core_clks ("... if #core_wide < 1 else ...") */
		{ "skl", "tma_frontend_bound", true },
		/* UOPS_RETIRED.RETIRE_SLOTS / tma_info_thread_slots; its threshold reads
		 * tma_heavy_operations, which subtracts */
		{ "skl", "tma_retiring", true },
		/* (UOPS_ISSUED.ANY - UOPS_RETIRED.RETIRE_SLOTS + ...) / ... */
		{ "skl", "tma_bad_speculation", false },
		/* 1 - tma_frontend_bound - ... */
		{ "skl", "tma_backend_bound", false },
		/* topdown\-fe\-bound / (...) - INT_MISC.UOP_DROPPING / ...: escaped names
		 * are not operators, the bare '-' is */
		{ "icl", "tma_frontend_bound", false },
		/* topdown\-be\-bound / (...) + 5 * INT_MISC.CLEARS_COUNT / ... */
		{ "icl", "tma_backend_bound", true },
	};

	for (size_t i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		struct pms_mlist_opts mo = PMS_MLIST_OPTS_INIT;
		struct pms_mlist *l = NULL;

		mo.perf_version = PMS_KVER(6, 12, 0);
		mo.metrics = rows[i].metric;
		if (pms_mlist_build(pms_model_find(rows[i].cpu), &mo, &l, NULL)) {
			CHECK(t, 0, "%s %s: no list", rows[i].cpu, rows[i].metric);
			continue;
		}
		CHECK(t, pms_mlist_n_metrics(l) == 1 &&
			 pms_mlist_metric_linear(l, 0) == rows[i].linear, "%s %s: linear %d",
		      rows[i].cpu, rows[i].metric, pms_mlist_metric_linear(l, 0));
		pms_mlist_free(l);
	}
	CHECK(t, !pms_mlist_metric_linear(NULL, 0), "NULL");
	return t_result(t);
}

/*
 * Which of a metric's events its value reads (pms_mlist_metric_reads()).
 * perf 6.12 opens a metric's threshold inputs with it (metricgroup.c
 * metricgroup__build_event_string() takes the ids of the expression and of
 * the threshold): icl's tma_retiring is "topdown\-retiring / (...) + 0 *
 * tma_info_thread_slots" (icl-metrics.json, 6.12), its threshold reads
 * tma_heavy_operations, which brings IDQ.MS_UOPS and UOPS_RETIRED.SLOTS.
 * The value reads the topdown events and TOPDOWN.SLOTS (tma_info_thread_slots),
 * not those.  skl's tma_frontend_bound reads all four of its events, two
 * through tma_info_thread_slots -> tma_info_core_core_clks.
 */
static enum t_result mlist_reads(struct tctx *t)
{
	static const struct {
		const char *cpu, *metric, *event;
		bool read;
	} rows[] = {
		{ "icl", "tma_retiring", "topdown-retiring", true },
		{ "icl", "tma_retiring", "topdown-be-bound", true },
		{ "icl", "tma_retiring", "TOPDOWN.SLOTS", true },
		{ "icl", "tma_retiring", "IDQ.MS_UOPS", false },
		{ "icl", "tma_retiring", "UOPS_RETIRED.SLOTS", false },
		{ "skl", "tma_frontend_bound", "IDQ_UOPS_NOT_DELIVERED.CORE", true },
		{ "skl", "tma_frontend_bound", "CPU_CLK_UNHALTED.REF_XCLK", true },
		{ "skl", "tma_frontend_bound", "CPU_CLK_UNHALTED.ONE_THREAD_ACTIVE", true },
	};

	for (size_t i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		struct pms_mlist_opts mo = PMS_MLIST_OPTS_INIT;
		struct pms_mlist *l = NULL;
		int found = -1;

		mo.perf_version = PMS_KVER(6, 12, 0);
		mo.metrics = rows[i].metric;
		if (pms_mlist_build(pms_model_find(rows[i].cpu), &mo, &l, NULL)) {
			CHECK(t, 0, "%s %s: no list", rows[i].cpu, rows[i].metric);
			continue;
		}
		for (int k = 0; k < pms_mlist_n_events(l) && found < 0; k++) {
			struct pms_mevent e;

			if (!pms_mlist_event(l, k, &e) && !strcmp(e.name, rows[i].event))
				found = k;
		}
		CHECK(t, found >= 0 && pms_mlist_metric_reads(l, 0, found) == rows[i].read,
		      "%s %s reads %s: %d (event %d)", rows[i].cpu, rows[i].metric, rows[i].event,
		      found >= 0 && pms_mlist_metric_reads(l, 0, found), found);
		pms_mlist_free(l);
	}
	CHECK(t, !pms_mlist_metric_reads(NULL, 0, 0), "NULL");
	return t_result(t);
}

/* The plan question for an -e list with PMS_ASK_FOR_METRICS, one call. */
static int ask_for_metrics(const char *cpu, const char *key, const char *value,
			   const char *events, struct pms_answer **a, struct pms_diag *d)
{
	struct pms_query_ask k = { .sz = sizeof(k) };
	struct pms_query *q = NULL;
	int rc = pms_query_new(&q, d);

	if (!rc)
		rc = pms_query_set(q, "cpu", cpu, d);
	if (!rc)
		rc = pms_query_set(q, "kernel", "6.12", d);
	if (!rc && key)
		rc = pms_query_set(q, key, value, d);
	k.kind = PMS_ANSWER_PLAN;
	k.events = events;
	k.flags = PMS_ASK_FOR_METRICS;
	if (!rc)
		rc = pms_query_ask(q, &k, a, d);
	pms_query_free(q);
	return rc;
}

static double share_of(const struct pms_sim *s, int i)
{
	const struct pms_ev_result *r = pms_sim_result(s, i);

	return r && r->enabled_ns ? 100.0 * (double)r->running_ns / (double)r->enabled_ns : -1;
}

#define ZEN8 "branches,branch-misses,cache-references,cache-misses,L1-dcache-loads," \
	     "L1-dcache-load-misses,L1-icache-loads,L1-icache-load-misses"

/*
 * The query plans an -e list for its metrics in one call (pms_query_ask(),
 * PMS_ASK_FOR_METRICS, pms_answer_plan_metrics()).  Zen 4, 6.12, the NMI
 * watchdog on: 6 GP counters, no fixed ones, and the watchdog's cycles
 * event holds one GP counter (AMD has no fixed counter for it), so 5 are
 * free for the eight events, all GP-only.  As written, the eight events
 * rotate on their own: the kernel's rotation moves the list by one event a
 * tick, each runs 5 ticks in 8 (250 ticks of 4 ms in 1 s: 155 to 157 of
 * them, 62.0% to 62.8%), and no metric's inputs share a schedule, so each
 * metric's error is h1 + h2 ~ 2 h(5/8) ~ 8.0%.  With each metric's inputs
 * grouped the four pairs need 8 counters, two pairs fit beside each other
 * (4 of 5): two slots, each exactly 1/2 of the time, and each metric's
 * inputs on one schedule: sqrt(2) h(1/2) = 7.36%, lower by more than the
 * margin, so the answer takes the grouped list at a lower share.
 */
static enum t_result query_e_list(struct tctx *t)
{
	static const char *const names[] = { "branches", "branch-misses", "cache-references",
					      "cache-misses", "L1-dcache-loads",
					      "L1-dcache-load-misses", "L1-icache-loads",
					      "L1-icache-load-misses" };
	struct pms_plan_list_metrics lm = { .sz = sizeof(lm) };
	struct pms_answer *a = NULL;
	struct pms_plan_run run;
	struct pms_diag d;
	double g = sqrt(2) * h_of(50);

	REQUIRE(t, ask_for_metrics("zen4", NULL, NULL, ZEN8, &a, &d) == PMS_OK, "ask: %s", d.msg);
	REQUIRE(t, pms_answer_plan_metrics(a, &lm) == PMS_OK, "plan metrics");
	CHECK(t, !pms_answer_plan_mlist(a) && !pms_answer_perf_grouping(a), "not a metric list");
	REQUIRE(t, lm.n_metrics == 4 && lm.choice == PMS_PMC_GROUPED && lm.grouped &&
		lm.grouped_plan && lm.grouped_sim && lm.grouped_errors && lm.grouped_pos,
		"4 metrics, grouped chosen: %d, choice %d", lm.n_metrics, (int)lm.choice);
	/* the answer's list, simulation and plan are the grouped ones */
	CHECK(t, pms_answer_evlist(a) == lm.grouped && pms_answer_sim(a) == lm.grouped_sim &&
	      pms_answer_plan(a) == lm.grouped_plan && lm.given_plan != lm.grouped_plan,
	      "the answer is the grouped plan");
	CHECK(t, !strcmp(pms_answer_list(a), ZEN8), "the list as parsed: %s", pms_answer_list(a));
	/* as written every event is a group of its own */
	CHECK(t, pms_evlist_count(lm.given) == 8 && pms_evlist_n_groups(lm.given) == 8,
	      "given: 8 events, 8 groups: %d", pms_evlist_n_groups(lm.given));
	REQUIRE(t, pms_evlist_count(lm.grouped) == 8 && pms_evlist_n_groups(lm.grouped) == 4,
		"grouped: 4 groups of 8 events");
	for (int i = 0; i < 8; i++) {
		struct pms_event_info info;

		pms_evlist_event(lm.grouped, i, &info);
		CHECK(t, !strcmp(info.name, names[i]) && info.group == i / 2 &&
		      lm.grouped_pos[i] == i, "grouped event %d: %s in group %d", i, info.name,
		      info.group);
		/* as written: 5 ticks in 8 */
		CHECK(t, share_of(lm.given_sim, i) >= 62.0 - 1e-9 &&
		      share_of(lm.given_sim, i) <= 62.8 + 1e-9, "given %s %.2f%%, want 5/8",
		      names[i], share_of(lm.given_sim, i));
	}
	REQUIRE(t, pms_answer_n_runs(a) == 1 && pms_plan_run(lm.grouped_plan, 0, &run) == PMS_OK,
		"one run");
	CHECK(t, run.n_slots == 2 && run.n_events == 8, "2 slots: %d", run.n_slots);
	for (int i = 0; i < run.n_events; i++)
		CHECK(t, fabs(share_of(run.sim, i) - 50) < 1e-9, "planned event %d: %.2f%%, want 50%%",
		      i, share_of(run.sim, i));
	for (int k = 0; k < lm.n_metrics; k++) {
		const struct pms_plan_metric_error *e0 = &lm.given_errors[k], *e1 = &lm.grouped_errors[k];

		CHECK(t, e0->n_schedules == 2 && fabs(e0->half_width - e0->input_hw[0] -
						      e0->input_hw[1]) < 1e-9 &&
		      e0->half_width >= 2 * h_of(62.8) - 1e-4 && e0->half_width <= 2 * h_of(62.0) + 1e-4,
		      "metric %d as written: +-%.3f%% on %d schedules", k, e0->half_width,
		      e0->n_schedules);
		CHECK(t, e1->n_schedules == 1 && fabs(e1->half_width - g) < 1e-6,
		      "metric %d grouped: +-%.4f%% on %d, want +-%.4f%% on 1", k, e1->half_width,
		      e1->n_schedules, g);
	}
	CHECK(t, strstr(pms_answer_json(a), "{branches,branch-misses,cache-references,cache-misses}"),
	      "the JSON document plans the grouped list");
out:
	pms_answer_free(a);
	return t_result(t);
}

/*
 * The other choices.  Skylake with HT off has 8 GP counters (the watchdog
 * is on a fixed one): the six events fit at once, every metric is exact
 * either way, and the list stays as written.  Inputs grouped as written:
 * nothing to regroup.  No two-count metric: the plan as asked.  Without
 * the flag, or for a list of metrics (-M), there is no such plan.
 */
static enum t_result query_e_list_kept(struct tctx *t)
{
	struct pms_plan_list_metrics lm = { .sz = sizeof(lm) };
	struct pms_answer *a = NULL;
	struct pms_diag d;

	REQUIRE(t, ask_for_metrics("skl", "ht", "off", SKL6, &a, &d) == PMS_OK, "ask: %s", d.msg);
	REQUIRE(t, pms_answer_plan_metrics(a, &lm) == PMS_OK, "plan metrics");
	CHECK(t, lm.n_metrics == 3 && lm.choice == PMS_PMC_NOT_BETTER && lm.grouped_plan &&
	      !lm.grouped_sim && pms_answer_evlist(a) == lm.given &&
	      pms_answer_plan(a) == lm.given_plan, "fits: kept (choice %d)", (int)lm.choice);
	for (int k = 0; k < lm.n_metrics && lm.grouped_errors; k++)
		CHECK(t, lm.given_errors[k].half_width == 0 && lm.grouped_errors[k].half_width == 0,
		      "metric %d exact both ways", k);
	for (int i = 0; i < 6; i++)
		CHECK(t, share_of(pms_answer_sim(a), i) == 100, "event %d all the time", i);
	pms_answer_free(a);
	a = NULL;
	REQUIRE(t, ask_for_metrics("skl", NULL, NULL, "{cache-references,cache-misses},"
				   "{branches,branch-misses}", &a, &d) == PMS_OK, "ask: %s", d.msg);
	CHECK(t, pms_answer_plan_metrics(a, &lm) == PMS_OK && lm.n_metrics == 2 &&
	      lm.choice == PMS_PMC_AS_WRITTEN && !lm.grouped && !lm.grouped_errors,
	      "grouped as written (choice %d)", (int)lm.choice);
	pms_answer_free(a);
	a = NULL;
	REQUIRE(t, ask_for_metrics("skl", NULL, NULL, "instructions:u,cycles", &a, &d) == PMS_OK,
		"ask: %s", d.msg);
	CHECK(t, pms_answer_plan_metrics(a, &lm) == PMS_OK && lm.n_metrics == 0 &&
	      lm.choice == PMS_PMC_NO_METRIC && pms_answer_plan(a) == lm.given_plan,
	      "no metric (choice %d)", (int)lm.choice);
	CHECK(t, pms_answer_plan_metrics(NULL, &lm) == PMS_EINVAL &&
	      pms_answer_plan_metrics(a, NULL) == PMS_EINVAL, "NULL");
	lm.sz = 0;
	CHECK(t, pms_answer_plan_metrics(a, &lm) == PMS_EINVAL, "sz 0");
	pms_answer_free(a);
	a = NULL;
	REQUIRE(t, ask_for_metrics("skl", "metrics", "tma_info_thread_ipc", NULL, &a, &d) ==
		PMS_OK, "ask -M: %s", d.msg);
	lm.sz = sizeof(lm);
	CHECK(t, pms_answer_plan_mlist(a) && pms_answer_plan_metrics(a, &lm) == PMS_ENOEVENT,
	      "a list of metrics: pms_answer_plan_mlist()");
	pms_answer_free(a);
	a = NULL;
	{
		struct pms_query *q = NULL;

		REQUIRE(t, pms_query_new(&q, &d) == PMS_OK && !pms_query_set(q, "cpu", "skl", &d),
			"query");
		CHECK(t, pms_query_plan(q, SKL6, 0, &a, &d) == PMS_OK &&
		      pms_answer_plan_metrics(a, &lm) == PMS_ENOEVENT, "not asked for metrics");
		pms_query_free(q);
	}
out:
	pms_answer_free(a);
	return t_result(t);
}

/* Every allocation of the ask failing in turn (the grouped list taken at
 * the end): an error or the answer, never a leak. */
static enum t_result query_e_list_alloc_failures(struct tctx *t)
{
	int ok = 0;

	for (long k = 0; k < 20000 && !ok; k++) {
		struct pms_plan_list_metrics lm = { .sz = sizeof(lm) };
		struct pms_answer *a = NULL;
		long live = pmsi_alloc_live();
		int rc;

		pmsi_alloc_fail_at(k);
		rc = ask_for_metrics("skl", NULL, NULL, SKL6, &a, NULL);
		pmsi_alloc_fail_at(-1);
		if (rc == PMS_OK) {
			/* an allocation the plan's search does without may fail
			 * too: the whole answer is the one that takes the grouping */
			ok = pms_answer_plan_metrics(a, &lm) == PMS_OK &&
			     lm.choice == PMS_PMC_GROUPED;
			pms_answer_free(a);
		} else {
			CHECK(t, !a, "fail at %ld: an answer with %d", k, rc);
		}
		CHECK(t, pmsi_alloc_live() == live, "leak after failure %ld", k);
	}
	CHECK(t, ok, "never succeeded");
	return t_result(t);
}

const struct t_case t_plan_metrics_cases[] = {
	{ "regroup_alloc_failures", regroup_alloc_failures },
	{ "metrics_found", metrics_found },
	{ "regroup", regroup },
	{ "grouping_gain", grouping_gain },
	{ "mlist_plans_as_claimed", mlist_plans_as_claimed },
	{ "mlist_linear", mlist_linear },
	{ "mlist_reads", mlist_reads },
	{ "query_e_list", query_e_list },
	{ "query_e_list_kept", query_e_list_kept },
	{ "query_e_list_alloc_failures", query_e_list_alloc_failures },
	{ NULL, NULL }
};
