/*
 * Hybrid platforms in the schedule view, plan and explain.
 *
 * Sources of the expected values: each core type's CPU runs only its own
 * PMU's events (merge_sched_in() calls event_filter_match(), the x86
 * filter being intel_pmu_filter_match(); kernel/events/core.c and
 * arch/x86/events/intel/core.c, 6.12), while an event's enabled time runs
 * wherever the task runs (__perf_update_times(), 6.12).  The counters of
 * each PMU come from intel_pmu_init() (core.c 6.12): ALDERLAKE, cpu_core
 * (Golden Cove) GP0-7 and FIXED0-3, cpu_atom (Gracemont) GP0-5 and
 * FIXED0-2; LUNARLAKE_M, cpu_core (Lion Cove) GP0-9 and FIXED0-3, cpu_atom
 * (Skymont, intel_pmu_init_skt) GP0-7 and FIXED0-2,4-6.  Each type's NMI
 * watchdog is a pinned cycles event on its own PMU (FIXED1).  perf 6.12
 * opens an event written without a PMU once per core PMU, cpu_atom first
 * (parse_events_multi_pmu_add(), pmus_cmp()), and accepts the event back
 * as cpu_atom/NAME/ with modifiers right after the '/'
 * (tools/perf/util/parse-events.y, 6.12).
 */
#include <stdlib.h>
#include "../test.h"

#define K(a, b, c) PMS_KVER_RC(a, b, c)
#define GP_ONLY7 "branches,branches,branches,branches,branches,branches,branches"

static struct pms_evlist *parse(const char *model, const char *text, uint32_t perf)
{
	struct pms_evlist_opts o = PMS_EVLIST_OPTS_INIT;
	struct pms_evlist *ev = NULL;

	o.perf_version = perf;
	if (pms_evlist_parse_opts(pms_model_find(model), text, &o, &ev, NULL))
		return NULL;
	return ev;
}

/* A busy task of @ms ms under kernel @kv, its run split by @share (NULL: the default). */
static struct pms_sim_opts opts(uint32_t kv, const char *share, unsigned ms)
{
	struct pms_sim_opts o = { .sz = sizeof(o),
				    .env = PMS_ENV_DEFAULT, .duration_ns = (uint64_t)ms * 1000000 };

	o.env.kver = kv;
	if (share)
		pms_core_share_parse(share, &o.core_share, NULL);
	return o;
}

/*
 * Lunar Lake, 70/30: the rows are every counter of either PMU (FIXED0-6,
 * GP0-9); a cpu_atom interval has no FIXED3, GP8 or GP9, a cpu_core one no
 * FIXED4-6.  0-28 ms on cpu_core, 28-40 ms on cpu_atom (the split in the
 * order given: 70% of 40 ms first).
 */
static enum t_result schedule_rows(struct tctx *t)
{
	struct pms_evlist *ev = parse("lnl", "cycles,instructions", K(6, 12, 0));
	struct pms_sim_opts o = opts(K(6, 12, 0), "cpu_core=70,cpu_atom=30", 40);
	struct pms_sim *s = NULL;
	struct pms_schedule *sc = NULL;
	struct pms_cell cells[64];
	int seen[2] = { 0, 0 };

	REQUIRE(t, ev && pms_simulate(ev, &o, &s, NULL) == PMS_OK, "simulate");
	REQUIRE(t, pms_schedule_new(ev, s, &sc, NULL) == PMS_OK, "schedule");
	REQUIRE(t, pms_schedule_n_rows(sc) == 17, "rows %d", pms_schedule_n_rows(sc));
	for (int r = 0; r < 7; r++)
		CHECK(t, pms_schedule_row(sc, r) == PMS_FIXED0 + r, "row %d", r);
	for (int r = 0; r < 10; r++)
		CHECK(t, pms_schedule_row(sc, 7 + r) == r, "row %d", 7 + r);
	for (unsigned k = 0; k < pms_sim_n_intervals(s); k++) {
		struct pms_interval iv;

		pms_sim_interval(s, k, &iv);
		REQUIRE(t, pms_schedule_column(sc, k, cells) == PMS_OK, "column %u", k);
		if (iv.pmu < 0)
			continue;
		CHECK(t, iv.pmu == (iv.start_ns < 28000000 ? 0 : 1), "interval %u on PMU %d", k,
		      iv.pmu);
		seen[iv.pmu & 1]++;
		for (int r = 0; r < 17; r++) {
			int c = pms_schedule_row(sc, r);
			bool absent = iv.pmu == 1 ? (c == PMS_FIXED0 + 3 || c == 8 || c == 9) :
				      (c >= PMS_FIXED0 + 4 && c <= PMS_FIXED0 + 6);

			CHECK(t, (cells[r].kind == PMS_CELL_ABSENT) == absent,
			      "interval %u (PMU %d) row %d: kind %d", k, iv.pmu, r, cells[r].kind);
		}
		CHECK(t, cells[1].kind == PMS_CELL_WATCHDOG, "interval %u: FIXED1 is the watchdog", k);
	}
	CHECK(t, seen[0] && seen[1], "both types shown: %d %d", seen[0], seen[1]);
out:
	pms_schedule_free(sc);
	pms_sim_free(s);
	pms_evlist_free(ev);
	return t_result(t);
}

/*
 * Folding tells the types apart: task-clock alone, the task 4 ms on a
 * P-core, 1 ms asleep, 4 ms on an E-core, 1 ms asleep, four times.  The
 * cells are the same on both types (a software event, each watchdog on
 * FIXED1), so only the type separates a period of 4 intervals from one
 * of 2; a folded period repeats on the type it was seen on.
 */
static enum t_result schedule_folds_by_type(struct tctx *t)
{
	static const char wl[] = "run:4ms@cpu_core,sleep:1ms,run:4ms@cpu_atom,sleep:1ms,"
		"run:4ms@cpu_core,sleep:1ms,run:4ms@cpu_atom,sleep:1ms,"
		"run:4ms@cpu_core,sleep:1ms,run:4ms@cpu_atom,sleep:1ms,"
		"run:4ms@cpu_core,sleep:1ms,run:4ms@cpu_atom,sleep:1ms";
	struct pms_evlist *ev = parse("adl", "task-clock", K(6, 12, 0));
	struct pms_sim_opts o = opts(K(6, 12, 0), NULL, 40);
	static struct pms_phase ph[32];
	struct pms_sim *s = NULL;
	struct pms_schedule *sc = NULL;
	int n_folded = 0;

	REQUIRE(t, pms_workload_parse(wl, 0, ph, 32, &o.n_phases, NULL) == PMS_OK, "workload");
	o.phases = ph;
	REQUIRE(t, ev && pms_simulate(ev, &o, &s, NULL) == PMS_OK, "simulate");
	REQUIRE(t, pms_schedule_new(ev, s, &sc, NULL) == PMS_OK, "schedule");
	for (unsigned i = 0; i < pms_schedule_n_segments(sc); i++) {
		struct pms_segment g;

		pms_schedule_segment(sc, i, &g);
		n_folded += g.repeat > 1;
		for (unsigned r = 1; r < g.repeat; r++)
			for (unsigned j = 0; j < g.n; j++) {
				struct pms_interval a, b;

				pms_sim_interval(s, g.first + j, &a);
				pms_sim_interval(s, g.first + r * g.n + j, &b);
				CHECK(t, a.pmu == b.pmu, "segment %u: interval %u on PMU %d, its repeat "
				      "on %d", i, g.first + j, a.pmu, b.pmu);
			}
	}
	CHECK(t, n_folded >= 1, "%d folded segments", n_folded);
out:
	pms_schedule_free(sc);
	pms_sim_free(s);
	pms_evlist_free(ev);
	return t_result(t);
}

/* How a plan writes an event back: its PMU in front, modifiers after the '/'. */
static enum t_result written_names(struct tctx *t)
{
	static const struct { int line; const char *model, *list; int i; const char *want; } cases[] = {
		{ __LINE__, "adl", "cycles:u", 0, "cpu_atom/cycles/u" },
		{ __LINE__, "adl", "cycles:u", 1, "cpu_core/cycles/u" },
		{ __LINE__, "adl", "cpu_core/cycles/k", 0, "cpu_core/cycles/k" },
		{ __LINE__, "adl", "L1-dcache-loads", 0, "cpu_atom/L1-dcache-loads/" },
		/* raw events go to cpu_core alone (type 4, PERF_TYPE_RAW): as written */
		{ __LINE__, "adl", "r01c2", 0, "r01c2" },
		{ __LINE__, "skl", "cpu/cycles/u", 0, "cpu/cycles/u" },
		{ __LINE__, "skl", "cycles:u", 0, "cycles:u" },
	};

	for (size_t k = 0; k < T_ARRAY_SIZE(cases); k++) {
		struct pms_evlist *ev = parse(cases[k].model, cases[k].list, K(6, 12, 0));
		char buf[128] = "";

		if (ev)
			pms_plan_event_text(ev, cases[k].i, buf, sizeof(buf));
		CHECK(t, ev && !strcmp(buf, cases[k].want), "line %d: '%s'", cases[k].line, buf);
		pms_evlist_free(ev);
	}
	return t_result(t);
}

/*
 * 70/30 on Alder Lake, cycles and instructions: nothing multiplexes on
 * either type, so each event is counted whenever the task is on its type:
 * the plan keeps its promise (shares judged of the type's time), and the
 * list it writes parses back to the same events on the same PMUs.
 */
static enum t_result plan_round_trip(struct tctx *t)
{
	struct pms_evlist *ev = parse("adl", "cycles,instructions", K(6, 12, 0));
	struct pms_sim_opts o = opts(K(6, 12, 0), "cpu_core=70,cpu_atom=30", 40);
	struct pms_plan_opts po = PMS_PLAN_OPTS_INIT;
	struct pms_plan *p = NULL;
	struct pms_plan_run r;

	REQUIRE(t, ev && pms_evlist_count(ev) == 4, "parse");
	REQUIRE(t, pms_plan_new(ev, &o, &po, &p, NULL) == PMS_OK, "plan");
	REQUIRE(t, pms_plan_run(p, 0, &r) == PMS_OK && r.ev && r.n_events == 4, "run");
	CHECK(t, r.n_short == 0 && r.lowest > 99.99, "short %d, lowest %.2f", r.n_short, r.lowest);
	CHECK(t, strstr(r.list, "cpu_atom/cycles/") && strstr(r.list, "cpu_core/instructions/"),
	      "list '%s'", r.list);
	for (int k = 0; k < r.n_events; k++)
		CHECK(t, pms_evlist_event_pmu(r.ev, k) == pms_evlist_event_pmu(ev, r.order[k]),
		      "position %d: another PMU", k);
out:
	pms_plan_free(p);
	pms_evlist_free(ev);
	return t_result(t);
}

/*
 * The bound per PMU.  Five GP-only events per type fit at once (cpu_core
 * has 8 GP, cpu_atom 6): one slot, though the ten together exceed any one
 * PMU's counters.  Seven per type: cpu_atom's six GP counters (its
 * watchdog sits on FIXED1) take at most six at once, so two slots, and
 * the proof names cpu_atom's GP0-5.
 */
static enum t_result plan_per_pmu(struct tctx *t)
{
	static const struct { int line; const char *list; int slots, lb; } cases[] = {
		{ __LINE__, "branches,branches,branches,branches,branches", 1, 1 },
		{ __LINE__, GP_ONLY7, 2, 2 },
	};

	for (size_t k = 0; k < T_ARRAY_SIZE(cases); k++) {
		struct pms_evlist *ev = parse("adl", cases[k].list, K(6, 12, 0));
		struct pms_sim_opts o = opts(K(6, 12, 0), "cpu_core=70,cpu_atom=30", 40);
		struct pms_plan_opts po = PMS_PLAN_OPTS_INIT;
		struct pms_plan *p = NULL;
		struct pms_plan_bound b = { 0 };

		po.flags = PMS_PLAN_NO_PIN;
		CHECK(t, ev && pms_plan_new(ev, &o, &po, &p, NULL) == PMS_OK, "line %d: plan",
		      cases[k].line);
		if (p)
			pms_plan_bound(p, &b);
		CHECK(t, b.n_slots == cases[k].slots && b.lower_bound == cases[k].lb,
		      "line %d: %d slots, bound %d", cases[k].line, b.n_slots, b.lower_bound);
		if (cases[k].lb == 2)
			CHECK(t, b.proof == PMS_PLAN_PROOF_COUNTERS && b.pmu == 1 &&
			      b.counters == 0x3f && b.n_need == 7 && b.n_free == 6,
			      "line %d: proof %d on PMU %d: 0x%llx need %d free %d", cases[k].line,
			      b.proof, b.pmu, (unsigned long long)b.counters, b.n_need, b.n_free);
		pms_plan_free(p);
		pms_evlist_free(ev);
	}
	return t_result(t);
}

/* Causes of every short event, and the fixes, of @list on Alder Lake. */
static struct pms_explain *explain(struct tctx *t, const char *list, uint32_t kv,
				   const char *share, unsigned ms, struct pms_evlist **ev)
{
	struct pms_sim_opts o = opts(kv, share, ms);
	struct pms_explain *x = NULL;

	*ev = parse("adl", list, kv);
	if (!*ev || pms_explain_new(*ev, &o, NULL, NULL, &x, NULL) != PMS_OK)
		t_fail(t, __FILE__, __LINE__, "explain '%s'", list);
	return x;
}

static int cause_kind(const struct pms_explain *x, int event, int *pmu)
{
	for (int i = 0; i < pms_explain_n_events(x); i++) {
		struct pms_explain_event e;
		struct pms_explain_cause c;

		pms_explain_event(x, i, &e);
		if (e.event != event)
			continue;
		pms_explain_cause(x, e.cause, &c);
		*pmu = c.pmu;
		return c.kind;
	}
	return -1;
}

/*
 * 70/30, cycles and instructions: each type counts its two events all the
 * time it runs (no multiplexing), so perf prints 30% and 70% and the one
 * cause per PMU is the core share; every type share is 100 and no change
 * helps.  Default share (all on cpu_core): cpu_atom/cycles/ never counts,
 * the other core type.
 */
static enum t_result explain_shares(struct tctx *t)
{
	struct pms_evlist *ev = NULL, *ev2 = NULL;
	struct pms_explain *x = explain(t, "cycles,instructions", K(6, 12, 0),
					"cpu_core=70,cpu_atom=30", 40, &ev);
	struct pms_explain *y = NULL;
	struct pms_explain_best b;
	int pmu = -1;

	REQUIRE(t, x, "explain");
	CHECK(t, pms_explain_n_pmus(x) == 2 && pms_explain_n_events(x) == 4 &&
	      pms_explain_n_causes(x) == 2 && pms_explain_n_fixes(x) == 0,
	      "pmus %d events %d causes %d fixes %d", pms_explain_n_pmus(x),
	      pms_explain_n_events(x), pms_explain_n_causes(x), pms_explain_n_fixes(x));
	for (int i = 0; i < 4; i++) {
		struct pms_explain_event e;

		pms_explain_event(x, i, &e);
		CHECK(t, cause_kind(x, e.event, &pmu) == PMS_CAUSE_CORE_SHARE &&
		      pmu == (e.event % 2 ? 0 : 1), "e%d: cause on PMU %d", e.event, pmu);
		CHECK(t, e.type_share > 99.99 && e.share > (e.event % 2 ? 69.99 : 29.99) &&
		      e.share < (e.event % 2 ? 70.01 : 30.01), "e%d: %.2f of %.2f", e.event,
		      e.share, e.type_share);
	}
	pms_explain_best(x, &b);
	CHECK(t, b.today_event == -1 && b.bound > 99.99, "today %d, bound %.2f", b.today_event,
	      b.bound);
	y = explain(t, "cycles", K(6, 12, 0), NULL, 40, &ev2);
	REQUIRE(t, y, "explain default share");
	CHECK(t, pms_explain_n_events(y) == 1 && cause_kind(y, 0, &pmu) == PMS_CAUSE_OTHER_CORE &&
	      pmu == 1 && pms_explain_n_fixes(y) == 0, "cpu_atom/cycles/: events %d, cause on %d",
	      pms_explain_n_events(y), pmu);
out:
	pms_explain_free(x);
	pms_explain_free(y);
	pms_evlist_free(ev);
	pms_evlist_free(ev2);
	return t_result(t);
}

/*
 * Each PMU explained on its own counters: seven GP-only events per type
 * (70/30 of 400 ms).  cpu_core's 8 GP take all seven (the core share
 * alone); on cpu_atom seven need GP0-5, six free: they rotate, one out in
 * each of the 30 intervals there, so each loses some (at best 6/7 of the
 * atom's time), and the worst PMU's bound is the list's.
 */
static enum t_result explain_per_pmu(struct tctx *t)
{
	struct pms_evlist *ev = NULL;
	struct pms_explain *x = explain(t, GP_ONLY7, K(6, 12, 0), "cpu_core=70,cpu_atom=30", 400,
					&ev);
	struct pms_explain_counters core, atom;
	struct pms_explain_best b0, b1, b;
	int pmu = -1;

	REQUIRE(t, x, "explain");
	pms_explain_counters_pmu(x, 0, PMS_CTR_GP, &core);
	pms_explain_counters_pmu(x, 1, PMS_CTR_GP, &atom);
	CHECK(t, core.counters == 0xff && core.n_free == 8 && core.n_need == 7, "core 0x%llx %d %d",
	      (unsigned long long)core.counters, core.n_free, core.n_need);
	CHECK(t, atom.counters == 0x3f && atom.n_free == 6 && atom.n_need == 7, "atom 0x%llx %d %d",
	      (unsigned long long)atom.counters, atom.n_free, atom.n_need);
	pms_explain_best_pmu(x, 0, &b0);
	pms_explain_best_pmu(x, 1, &b1);
	pms_explain_best(x, &b);
	CHECK(t, b0.bound > 99.99 && b1.bound > 100.0 * 6 / 7 - 0.01 &&
	      b1.bound < 100.0 * 6 / 7 + 0.01 && b.bound == b1.bound && b.counters == 0x3f,
	      "bounds %.2f %.2f %.2f", b0.bound, b1.bound, b.bound);
	CHECK(t, pms_explain_counters_pmu(x, 2, PMS_CTR_GP, &core) == PMS_ERANGE, "PMU range");
	for (int i = 0; i < 14; i++) {
		int want = i % 2 ? PMS_CAUSE_CORE_SHARE : PMS_CAUSE_COUNTERS;
		int kind = cause_kind(x, i, &pmu);

		CHECK(t, kind == want && pmu == (i % 2 ? 0 : 1), "e%d: cause %d on PMU %d", i, kind,
		      pmu);
	}
out:
	pms_explain_free(x);
	pms_evlist_free(ev);
	return t_result(t);
}

/*
 * A group of two core PMUs under kernel and perf 6.1 (no split before perf
 * 6.4): validate_group() admits the first foreign member and refuses the
 * later ones (arch/x86/events/core.c 6.1), and the group runs on no type.
 */
static enum t_result explain_mixed(struct tctx *t)
{
	struct pms_evlist *ev = NULL;
	struct pms_explain *x = explain(t, "{cycles,instructions}", K(6, 1, 0), NULL, 40, &ev);

	REQUIRE(t, x, "explain");
	CHECK(t, pms_explain_n_events(x) == 4, "events %d", pms_explain_n_events(x));
	for (int c = 0; c < pms_explain_n_causes(x); c++) {
		struct pms_explain_cause z;

		pms_explain_cause(x, c, &z);
		CHECK(t, z.kind == PMS_CAUSE_MIXED_PMUS ||
		      (z.kind == PMS_CAUSE_OPEN && z.why == PMS_WHY_MIXED_PMUS),
		      "cause %d: kind %d why 0x%x", c, z.kind, z.why);
	}
out:
	pms_explain_free(x);
	pms_evlist_free(ev);
	return t_result(t);
}

/* The CLI: the PMU column, the absent counters, the per-PMU headings. */
static enum t_result cli_texts(struct tctx *t)
{
	static const struct { int line; const char *args; const char *want[3]; } cases[] = {
		{ __LINE__, "predict --cpu lnl --kernel 6.12 --duration 40ms --core-share "
		  "cpu_core=70,cpu_atom=30 -e cycles",
		  { "PMU       FIXED0", "cpu_atom  ", "-: that core type's PMU has no such counter" } },
		{ __LINE__, "predict --json --cpu adl --kernel 6.12 --duration 8ms -e cycles",
		  { "\"pmu\":\"cpu_atom\"", "\"pmu\":\"cpu_core\"", "\"task_on\":true" } },
		{ __LINE__, "explain --cpu adl --kernel 6.12 --duration 40ms --core-share "
		  "cpu_core=70,cpu_atom=30 -e " GP_ONLY7,
		  { "Counters on cpu_atom:", "Best on cpu_atom: no grouping counts every event "
		    "more than 85.71%", "cpu_core: they count only while the task is on a cpu_core "
		    "CPU, 70.00% of its run" } },
		{ __LINE__, "explain --json --cpu adl --kernel 6.12 --duration 40ms -e cycles",
		  { "\"kind\":\"other-core\",\"pmu\":\"cpu_atom\"", "\"task_time_percent\":0.00",
		    "\"type_percent\":0.00" } },
		{ __LINE__, "plan --cpu adl --kernel 6.12 --duration 40ms --core-share "
		  "cpu_core=70,cpu_atom=30 -e " GP_ONLY7,
		  { "the cpu_atom events that can only use GP0-5", "of the task's time on each "
		    "event's core type", "cpu_atom/branches/" } },
	};

	for (size_t k = 0; k < T_ARRAY_SIZE(cases); k++) {
		const char *out = NULL, *err = NULL;
		int rc = t_cli(cases[k].args, &out, &err);

		CHECK(t, rc == 0, "line %d: exit %d: %s", cases[k].line, rc, err);
		for (int w = 0; w < 3 && cases[k].want[w]; w++)
			CHECK(t, out && strstr(out, cases[k].want[w]), "line %d: no '%s' in:\n%s",
			      cases[k].line, cases[k].want[w], out);
	}
	return t_result(t);
}

const struct t_case t_hybrid_views_cases[] = {
	{ "schedule_rows", schedule_rows },
	{ "schedule_folds_by_type", schedule_folds_by_type },
	{ "written_names", written_names },
	{ "plan_round_trip", plan_round_trip },
	{ "plan_per_pmu", plan_per_pmu },
	{ "explain_shares", explain_shares },
	{ "explain_per_pmu", explain_per_pmu },
	{ "explain_mixed", explain_mixed },
	{ "cli_texts", cli_texts },
	{ NULL, NULL }
};
