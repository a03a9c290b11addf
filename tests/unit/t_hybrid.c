/*
 * Hybrid platforms and the new Intel parts: PMUs and counter masks,
 * constraint rows and the atom :ppp rules, perf's per-PMU parsing, time
 * accounting by core type, the rotation fallback by era, and host
 * identification.  Every expected value is read from the kernel 6.12/6.1
 * or perf 6.12 source named in the case, and derived by hand.
 */
#include <string.h>
#include "../test.h"
#include "../../models/model_table.h"	/* fake tables for the validator */

#define K(a, b, c) PMS_KVER_RC(a, b, c)
#define FX(k) (UINT64_C(1) << (PMS_FIXED0 + (k)))
#define MET(k) (UINT64_C(1) << (PMS_METRIC0 + (k)))

static const struct pms_model *pmu_of(const char *model, const char *pmu)
{
	const struct pms_model *m = pms_model_find(model);

	return m ? pms_model_pmu_find(m, pmu) : NULL;
}

/* intel_pmu_init() 6.12: the platforms' PMUs, core types and counters. */
static enum t_result platform_pmus(struct tctx *t)
{
	static const struct {
		int line;
		const char *model, *pmu;
		unsigned type;
		uint64_t counters;	/* HT on, kernel numbering */
	} cases[] = {
		/* ALDERLAKE case: leaf 0xA 6 GP/3 fixed, cpu_core widened by 2 and 1;
		 * perf's alderlake JSON Counter fields; num_topdown_events 8 */
		{ __LINE__, "adl", "cpu_core", 0x40, 0xff | FX(0) | FX(1) | FX(2) | FX(3) | 0xffull << 48 },
		{ __LINE__, "adl", "cpu_atom", 0x20, 0x3f | FX(0) | FX(1) | FX(2) },
		{ __LINE__, "rpl", "cpu_atom", 0x20, 0x3f | FX(0) | FX(1) | FX(2) },
		/* meteorlake JSON: cpu_atom 0-7, Fixed 0-2 */
		{ __LINE__, "mtl", "cpu_atom", 0x20, 0xff | FX(0) | FX(1) | FX(2) },
		/* lunarlake JSON: cpu_core 0-9; cpu_atom Fixed 0-2, 37-38; skt row FIXED 4 */
		{ __LINE__, "lnl", "cpu_core", 0x40, 0x3ff | FX(0) | FX(1) | FX(2) | FX(3) | 0xffull << 48 },
		{ __LINE__, "lnl", "cpu_atom", 0x20,
		  0xff | FX(0) | FX(1) | FX(2) | FX(4) | FX(5) | FX(6) },
		/* one PMU: "cpu" */
		{ __LINE__, "srf", "cpu", 0, 0xff | FX(0) | FX(1) | FX(2) },
		{ __LINE__, "adl-n", "cpu", 0, 0x3f | FX(0) | FX(1) | FX(2) },
		{ __LINE__, "gnr", "cpu", 0, 0xff | FX(0) | FX(1) | FX(2) | FX(3) | 0xffull << 48 },
	};
	struct pms_env env = PMS_ENV_DEFAULT;

	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		const struct pms_model *p = pmu_of(cases[i].model, cases[i].pmu);

		CHECK(t, p != NULL, "line %d: no PMU", cases[i].line);
		if (!p)
			continue;
		CHECK(t, pms_model_core_type(p) == cases[i].type, "line %d: type 0x%x", cases[i].line,
		      pms_model_core_type(p));
		CHECK(t, pms_model_counter_mask(p, &env) == cases[i].counters,
		      "line %d: counters 0x%llx", cases[i].line,
		      (unsigned long long)pms_model_counter_mask(p, &env));
		CHECK(t, pms_model_platform(p) == pms_model_find(cases[i].model), "line %d: platform",
		      cases[i].line);
		CHECK(t, pms_model_alloc(p) == PMS_ALLOC_X86, "line %d: allocator", cases[i].line);
	}
	/* PMU 0 is the platform (existing single-PMU callers keep working) */
	CHECK(t, pms_model_pmu(pms_model_find("adl"), 0) == pms_model_find("adl"), "adl PMU 0");
	CHECK(t, pms_model_n_pmus(pms_model_find("adl")) == 2, "adl has two PMUs");
	CHECK(t, pms_model_n_pmus(pms_model_find("hsw")) == 1, "hsw has one PMU");
	CHECK(t, !strcmp(pms_model_pmu_name(pms_model_find("hsw")), "cpu"), "hsw's PMU is cpu");
	/* Skymont's fixed counter 3 is absent: no name for it */
	CHECK(t, !pms_model_fixed_event(pmu_of("lnl", "cpu_atom"), 3) &&
	      !strcmp(pms_model_fixed_event(pmu_of("lnl", "cpu_atom"), 5), "TOPDOWN_FE_BOUND.ALL"),
	      "skymont fixed names");
	CHECK(t, pms_model_n_fixed(pmu_of("lnl", "cpu_atom")) == 6, "skymont: 6 fixed counters");
	/* hybrid since: ALDERLAKE 5.13-rc1; a hybrid PMU at 5.12 is refused by the simulator */
	CHECK(t, pms_model_hybrid_since(pms_model_find("adl")) == K(5, 13, 1), "adl since 5.13");
	return t_result(t);
}

static uint64_t mask_of(const struct pms_model *m, uint32_t kver, uint64_t cfg, int precise)
{
	struct pms_env env = PMS_ENV_DEFAULT;
	struct pms_hwev ev = { .config = cfg, .precise = precise, .sample_period = 100003 };
	struct pms_constraint c;

	env.kver = kver;
	if (!m || pms_model_constraint(m, &env, &ev, &c))
		return UINT64_MAX;
	return c.mask;
}

/* Constraint rows and get_event_constraints rules per PMU, read in core.c/ds.c. */
static enum t_result pmu_constraints(struct tctx *t)
{
	static const struct {
		int line;
		const char *model, *pmu;
		uint32_t kver;
		uint64_t cfg;
		int precise;
		uint64_t want;
	} cases[] = {
		/* intel_grt_event_constraints 6.12:219 FIXED(0x013c, 2), widened to GP */
		{ __LINE__, "adl", "cpu_atom", K(6, 12, 0), 0x013c, 0, 0x3f | FX(2) },
		/* 6.1: intel_slm_event_constraints has no 0x013c row: unconstrained */
		{ __LINE__, "adl", "cpu_atom", K(6, 1, 0), 0x013c, 0, 0x3f },
		/* tnt_get_event_constraints: :ppp instructions FIXED0|GP0, other :ppp GP0 */
		{ __LINE__, "adl", "cpu_atom", K(6, 12, 0), 0x00c0, 3, FX(0) | 1 },
		{ __LINE__, "adl", "cpu_atom", K(6, 12, 0), 0x003c, 3, 1 },
		/* glc_get_event_constraints on cpu_core: other :ppp GP0 */
		{ __LINE__, "adl", "cpu_core", K(6, 12, 0), 0x00c4, 3, 1 },
		/* intel_skt_event_constraints: FIXED(0x0073, 4), (0x019c, 5), (0x02c2, 6) */
		{ __LINE__, "lnl", "cpu_atom", K(6, 12, 0), 0x0073, 0, 0xff | FX(4) },
		{ __LINE__, "lnl", "cpu_atom", K(6, 12, 0), 0x019c, 0, 0xff | FX(5) },
		{ __LINE__, "lnl", "cpu_atom", K(6, 12, 0), 0x02c2, 0, 0xff | FX(6) },
		/* cmt_get_event_constraints: instructions:ppp FIXED0|GP0-1; the grt
		 * PEBS row 0x5d0 (0x3) & 0x3 */
		{ __LINE__, "lnl", "cpu_atom", K(6, 12, 0), 0x00c0, 3, FX(0) | 3 },
		{ __LINE__, "mtl", "cpu_atom", K(6, 12, 0), 0x05d0, 3, 3 },
		{ __LINE__, "srf", "cpu", K(6, 12, 0), 0x003c, 3, 3 },
		/* intel_lnc_event_constraints: 0x0148 GP2, 0x01cd 0x3fc, 0x3c 0x3ff */
		{ __LINE__, "lnl", "cpu_core", K(6, 12, 0), 0x0148, 0, 0x4 },
		{ __LINE__, "lnl", "cpu_core", K(6, 12, 0), 0x01cd, 0, 0x3fc },
		{ __LINE__, "lnl", "cpu_core", K(6, 12, 0), 0x013c, 0, 0x3ff | FX(2) },
		/* intel_lnc_pebs_event_constraints: OCR 0x012a:p on GP0 */
		{ __LINE__, "arl", "cpu_core", K(6, 12, 0), 0x012a, 1, 0x1 },
		/* glc table on mtl cpu_core: events below 0x90 on GP0-3 */
		{ __LINE__, "mtl", "cpu_core", K(6, 12, 0), 0x00d1, 0, 0xf },
		/* the metric pseudo-events exist on cpu_core only */
		{ __LINE__, "adl", "cpu_core", K(6, 12, 0), 0x8000, 0, MET(0) },
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		uint64_t got = mask_of(pmu_of(cases[i].model, cases[i].pmu), cases[i].kver,
				       cases[i].cfg, cases[i].precise);

		CHECK(t, got == cases[i].want, "line %d: 0x%llx, want 0x%llx", cases[i].line,
		      (unsigned long long)got, (unsigned long long)cases[i].want);
	}
	return t_result(t);
}

static struct pms_evlist *parse(const char *model, const char *text, uint32_t perf,
				const char *cputype)
{
	struct pms_evlist_opts o = PMS_EVLIST_OPTS_INIT;
	struct pms_evlist *ev = NULL;

	o.perf_version = perf;
	o.cputype = cputype;
	if (pms_evlist_parse_opts(pms_model_find(model), text, &o, &ev, NULL))
		return NULL;
	return ev;
}

/*
 * perf 6.12 parse-events.c: legacy events on every core PMU in pmus_cmp()
 * order (cpu_atom, cpu_core) with the extended type; groups split by PMU
 * (parse_events__sort_events_and_fix_groups); raw events on type 4.  The
 * release is given: with none the perf is the kernel's (pms_perf_version_for(),
 * 7.3 with no kernel), which opens legacy names as sysfs events first.
 */
#define P612 PMS_KVER(6, 12)
static enum t_result parse_hybrid(struct tctx *t)
{
	static const struct {
		int line;
		const char *text;
		uint32_t perf;
		const char *cputype;
		const char *want;	/* "pmu:config:group" per event */
	} cases[] = {
		{ __LINE__, "cycles", P612, NULL, "cpu_atom:ffffffff00000000:0 cpu_core:400000000:1" },
		{ __LINE__, "{cycles,instructions}", P612, NULL,
		  "cpu_atom:ffffffff00000000:0 cpu_atom:ffffffff00000001:0 "
		  "cpu_core:400000000:1 cpu_core:400000001:1" },
		/* --cputype atom (perf_pmus__pmu_for_pmu_filter drops "cpu_") */
		{ __LINE__, "cycles", P612, "atom", "cpu_atom:ffffffff00000000:0" },
		{ __LINE__, "r3c", P612, NULL, "cpu_core:3c:0" },
		{ __LINE__, "cpu_atom/event=0x3c/,cpu_core/cycles/", P612, NULL,
		  "cpu_atom:3c:0 cpu_core:400000000:1" },
		/* perf before 5.13 knows no hybrid PMUs: one event, no extended type */
		{ __LINE__, "cycles", K(5, 12, 0), NULL, "-:0:0" },
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		struct pms_evlist *ev = parse("adl", cases[i].text, cases[i].perf, cases[i].cputype);
		char got[512] = "";
		size_t at = 0;

		CHECK(t, ev != NULL, "line %d: parse failed", cases[i].line);
		for (int k = 0; ev && k < pms_evlist_count(ev); k++) {
			struct pms_event_attr a = { .sz = sizeof(a) };
			struct pms_event_info info;

			pms_evlist_attr(ev, k, &a);
			pms_evlist_event(ev, k, &info);
			at += (size_t)snprintf(got + at, sizeof(got) - at, "%s%s:%llx:%d", k ? " " : "",
					       a.pmu_name ? a.pmu_name : "-",
					       (unsigned long long)a.config, info.group);
		}
		CHECK(t, !ev || !strcmp(got, cases[i].want), "line %d: '%s', want '%s'",
		      cases[i].line, got, cases[i].want);
		pms_evlist_free(ev);
	}
	/* no "cpu" PMU on a hybrid (intel_pmu_init_hybrid names them) */
	CHECK(t, parse("adl", "cpu/cycles/", 0, NULL) == NULL, "cpu/ refused on adl");
	CHECK(t, parse("adl", "cycles", 0, "bogus") == NULL, "--cputype bogus refused");
	return t_result(t);
}

/* uniquify_event_name(), util/stat-display.c 6.12, and --hybrid-merge. */
static enum t_result display_names(struct tctx *t)
{
	struct pms_evlist *ev = parse("adl", "cycles,cpu_atom/event=0x3c/,faults", 0, NULL);
	char buf[64];

	REQUIRE(t, ev != NULL, "parse");
	pms_evlist_display_name(ev, 0, false, buf, sizeof(buf));
	CHECK(t, !strcmp(buf, "cpu_atom/cycles/"), "0: %s", buf);
	pms_evlist_display_name(ev, 1, false, buf, sizeof(buf));
	CHECK(t, !strcmp(buf, "cpu_core/cycles/"), "1: %s", buf);
	pms_evlist_display_name(ev, 0, true, buf, sizeof(buf));
	CHECK(t, !strcmp(buf, "cycles"), "merged: %s", buf);
	pms_evlist_display_name(ev, 2, false, buf, sizeof(buf));
	CHECK(t, !strcmp(buf, "cpu_atom/event=0x3c/"), "2: %s", buf);
	pms_evlist_display_name(ev, 3, false, buf, sizeof(buf));
	CHECK(t, !strcmp(buf, "faults"), "3: %s", buf);
out:
	pms_evlist_free(ev);
	return t_result(t);
}

/*
 * A busy task split 70/30 (1 s) on adl, kernel 6.12, NMI watchdog on: no
 * multiplexing on either type, so each event runs its type's share
 * (event_filter_match) of an enabled time that runs the whole second
 * (__perf_update_times): cpu_core 700 of 1000 ms, cpu_atom 300 of 1000.
 */
static enum t_result core_share_70_30(struct tctx *t)
{
	struct pms_evlist_opts po = PMS_EVLIST_OPTS_INIT;
	struct pms_evlist *ev = NULL;
	struct pms_sim_opts o = { .sz = sizeof(o), .env.sz = sizeof(struct pms_env) };
	struct pms_sim *s = NULL;
	struct pms_ev_result m;
	static const struct { int i; uint64_t run; double pct; } want[] = {
		{ 0, 300000000, 30.0 }, { 1, 700000000, 70.0 },	/* cpu_atom, cpu_core cycles */
		{ 2, 300000000, 30.0 }, { 3, 700000000, 70.0 },	/* instructions */
	};

	o.env = (struct pms_env)PMS_ENV_DEFAULT;
	o.env.kver = K(6, 12, 0);
	REQUIRE(t, pms_evlist_parse_opts(pms_model_find("adl"), "cycles,instructions", &po, &ev,
					 NULL) == PMS_OK, "parse");
	REQUIRE(t, pms_core_share_parse("cpu_core=70,cpu_atom=30", &o.core_share, NULL) == PMS_OK,
		"share");
	REQUIRE(t, pms_simulate(ev, &o, &s, NULL) == PMS_OK, "simulate");
	for (size_t k = 0; k < T_ARRAY_SIZE(want); k++) {
		const struct pms_ev_result *r = pms_sim_result(s, want[k].i);

		CHECK(t, r->enabled_ns == 1000000000 && r->running_ns == want[k].run &&
		      r->status == PMS_ST_COUNTED && r->print_percent &&
		      r->percent > want[k].pct - 1e-9 && r->percent < want[k].pct + 1e-9,
		      "e%d: %llu/%llu", want[k].i, (unsigned long long)r->running_ns,
		      (unsigned long long)r->enabled_ns);
		CHECK(t, r->why & PMS_WHY_CORE_SHARE, "e%d: why 0x%x", want[k].i, r->why);
	}
	CHECK(t, pms_sim_core_time(s, 0) > 0.7 - 1e-9 && pms_sim_core_time(s, 0) < 0.7 + 1e-9,
	      "core time %f", pms_sim_core_time(s, 0));
	/* each type's watchdog takes its own PMU's FIXED1 (cycles, pinned) */
	CHECK(t, pms_sim_watchdog_on(s, 0) == PMS_FIXED0 + 1 && pms_sim_watchdog_on(s, 1) ==
	      PMS_FIXED0 + 1, "watchdogs %d %d", pms_sim_watchdog_on(s, 0), pms_sim_watchdog_on(s, 1));
	/* --hybrid-merge sums count, enabled and running (evsel__merge_aggr_counters):
	 * (300 + 700) / (1000 + 1000) = 50% */
	CHECK(t, pms_sim_merged(s, 0, &m) == PMS_OK && m.enabled_ns == 2000000000 &&
	      m.running_ns == 1000000000 && m.percent > 50 - 1e-9 && m.percent < 50 + 1e-9,
	      "merged %llu/%llu", (unsigned long long)m.running_ns, (unsigned long long)m.enabled_ns);
	CHECK(t, pms_sim_merged(s, 1, &m) == 1, "the cpu_core alias prints no line of its own");
out:
	pms_sim_free(s);
	pms_evlist_free(ev);
	return t_result(t);
}

/*
 * Default share (all on cpu_core): cpu_atom events are enabled the whole
 * run and never running: <not counted> (0.00%), explained as the other
 * core type.  Kernels before the hybrid PMUs are refused.
 */
static enum t_result default_share(struct tctx *t)
{
	struct pms_evlist *ev = parse("adl", "cycles", 0, NULL);
	struct pms_sim_opts o = { .sz = sizeof(o), .env.sz = sizeof(struct pms_env) };
	struct pms_sim *s = NULL;
	const struct pms_ev_result *r;

	REQUIRE(t, ev != NULL, "parse");
	o.env = (struct pms_env)PMS_ENV_DEFAULT;
	REQUIRE(t, pms_simulate(ev, &o, &s, NULL) == PMS_OK, "simulate");
	r = pms_sim_result(s, 0);
	CHECK(t, r->status == PMS_ST_NOT_COUNTED && r->enabled_ns == 1000000000 &&
	      !r->running_ns && r->print_percent && (r->why & PMS_WHY_OTHER_CORE) &&
	      !(r->why & PMS_WHY_NO_ROTATION), "atom: status %d why 0x%x", r->status, r->why);
	r = pms_sim_result(s, 1);
	CHECK(t, r->status == PMS_ST_COUNTED && !r->print_percent, "core: status %d", r->status);
	pms_sim_free(s);
	s = NULL;
	o.env.kver = K(5, 12, 0);
	CHECK(t, pms_simulate(ev, &o, &s, NULL) == PMS_ERANGE, "5.12 predates adl's hybrid PMUs");
out:
	pms_sim_free(s);
	pms_evlist_free(ev);
	return t_result(t);
}

/*
 * The rotation fallback by era.  A pinned group of eight cpu_core GP
 * events holds every GP counter (the watchdog has FIXED1); G1
 * (cpu_core/event=0xc4/) needs a GP counter and always fails; G2
 * (cpu_core/instructions/) fits FIXED0.  A failing first group ends the
 * pass, so no flexible group is active and the fallback decides:
 *   6.12 (ctx_event_to_rotate(pmu_ctx)): the PMU's first group G1 moves,
 *     G2 runs every other 4 ms tick: 125 of 250 ticks = 50.00%;
 *   6.1 (ctx_event_to_rotate(ctx), rb_first of the whole context): the
 *     atom group A listed first moves instead, so G2 runs one tick in
 *     three: [8,12), [20,24), ... [992,996): 83 ticks = 332 ms, 33.20%.
 */
static enum t_result rotation_fallback_era(struct tctx *t)
{
	static const char *events =
		"cpu_atom/cycles/,"
		"{cpu_core/event=0xc5/,cpu_core/event=0xc5/,cpu_core/event=0xc5/,cpu_core/event=0xc5/,"
		"cpu_core/event=0xc5/,cpu_core/event=0xc5/,cpu_core/event=0xc5/,cpu_core/event=0xc5/}:D,"
		"cpu_core/event=0xc4/,cpu_core/instructions/";
	static const struct { int line; uint32_t kver; uint64_t g2_run; } cases[] = {
		{ __LINE__, K(6, 12, 0), 500000000 },
		{ __LINE__, K(6, 1, 0), 332000000 },
	};

	for (size_t k = 0; k < T_ARRAY_SIZE(cases); k++) {
		struct pms_evlist *ev = parse("adl", events, 0, NULL);
		struct pms_sim_opts o = { .sz = sizeof(o), .env.sz = sizeof(struct pms_env) };
		struct pms_sim *s = NULL;
		int n;

		o.env = (struct pms_env)PMS_ENV_DEFAULT;
		o.env.kver = cases[k].kver;
		CHECK(t, ev && pms_simulate(ev, &o, &s, NULL) == PMS_OK, "line %d: simulate",
		      cases[k].line);
		if (s) {
			n = pms_sim_n_events(s);
			CHECK(t, pms_sim_result(s, n - 1)->sched_running_ns == cases[k].g2_run,
			      "line %d: G2 ran %llu ns", cases[k].line,
			      (unsigned long long)pms_sim_result(s, n - 1)->sched_running_ns);
			CHECK(t, pms_sim_result(s, n - 2)->status == PMS_ST_NOT_COUNTED,
			      "line %d: G1 never fits", cases[k].line);
		}
		pms_sim_free(s);
		pms_evlist_free(ev);
	}
	return t_result(t);
}

/*
 * perf before 6.4 does not split a group by PMU: {cycles,instructions}
 * is one group [atom cycles, core cycles, atom instructions, core
 * instructions].  Kernel 6.1 validate_group() (arch/x86/events/core.c)
 * compares the leader with the siblings already there, so core cycles
 * gets in, and both instructions are refused; kernel 6.12 perf_event_open()
 * refuses each sibling whose PMU is not the leader's (kernel/events/core.c).
 */
static enum t_result mixed_groups(struct tctx *t)
{
	static const struct { int line; uint32_t kver; int want[4]; } cases[] = {
		{ __LINE__, K(6, 1, 0), { PMS_ST_NOT_COUNTED, PMS_ST_NOT_COUNTED,
					  PMS_ST_NOT_SUPPORTED, PMS_ST_NOT_SUPPORTED } },
		{ __LINE__, K(6, 12, 0), { PMS_ST_NOT_COUNTED, PMS_ST_NOT_SUPPORTED,
					   PMS_ST_NOT_COUNTED, PMS_ST_NOT_SUPPORTED } },
	};

	for (size_t k = 0; k < T_ARRAY_SIZE(cases); k++) {
		struct pms_evlist *ev = parse("adl", "{cycles,instructions}", K(6, 1, 0), NULL);
		struct pms_sim_opts o = { .sz = sizeof(o), .env.sz = sizeof(struct pms_env) };
		struct pms_sim *s = NULL;

		o.env = (struct pms_env)PMS_ENV_DEFAULT;
		o.env.kver = cases[k].kver;
		CHECK(t, ev && pms_evlist_count(ev) == 4 && pms_evlist_n_groups(ev) == 1,
		      "line %d: one group of four", cases[k].line);
		CHECK(t, ev && pms_simulate(ev, &o, &s, NULL) == PMS_OK, "line %d: simulate",
		      cases[k].line);
		for (int i = 0; s && i < 4; i++) {
			const struct pms_ev_result *r = pms_sim_result(s, i);

			CHECK(t, r->status == (enum pms_ev_status)cases[k].want[i], "line %d: e%d "
			      "status %d", cases[k].line, i, r->status);
			if (r->status == PMS_ST_NOT_SUPPORTED)
				CHECK(t, r->why & PMS_WHY_MIXED_PMUS, "line %d: e%d why 0x%x",
				      cases[k].line, i, r->why);
		}
		pms_sim_free(s);
		pms_evlist_free(ev);
	}
	return t_result(t);
}

static enum t_result share_syntax(struct tctx *t)
{
	static const struct { int line; const char *in; int rc; unsigned n; unsigned pct0; } cases[] = {
		{ __LINE__, "cpu_core=70,cpu_atom=30", PMS_OK, 2, 70 },
		{ __LINE__, "core=70/atom=30", PMS_OK, 2, 70 },
		{ __LINE__, "cpu_atom", PMS_OK, 1, 100 },
		{ __LINE__, "cpu_core=70,cpu_atom=20", PMS_EINVAL, 0, 0 },
		{ __LINE__, "cpu_core=70,cpu_core=30", PMS_EINVAL, 0, 0 },
		{ __LINE__, "cpu_core=170", PMS_ESYNTAX, 0, 0 },
		{ __LINE__, "=50", PMS_ESYNTAX, 0, 0 },
		{ __LINE__, "cpu_core=50,", PMS_ESYNTAX, 0, 0 },
		/* shares without their PMU names: refused, not read as PMUs named "70" */
		{ __LINE__, "70,30", PMS_ESYNTAX, 0, 0 },
		{ __LINE__, "60,30,10", PMS_ESYNTAX, 0, 0 },
	};
	struct pms_phase ph[4];
	unsigned n = 0;

	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		struct pms_core_share sh;
		int rc = pms_core_share_parse(cases[i].in, &sh, NULL);

		CHECK(t, rc == cases[i].rc, "line %d: rc %d", cases[i].line, rc);
		if (rc == PMS_OK)
			CHECK(t, sh.n == cases[i].n && sh.pct[0] == cases[i].pct0 &&
			      !strncmp(sh.pmu[0], "cpu_", 4), "line %d: %u %u %s", cases[i].line,
			      sh.n, sh.pct[0], sh.pmu[0]);
	}
	{
		/* a stray byte after a percentage is named at its byte (pmusched
		 * said "core shares add up to 70%") */
		struct pms_core_share sh;
		struct pms_diag d;

		CHECK(t, pms_core_share_parse("cpu_core=70e,cpu_atom=30", &sh, &d) == PMS_ESYNTAX &&
		      d.pos == 11 && strstr(d.msg, "unexpected 'e' at byte 11"), "70e: %s", d.msg);
		CHECK(t, pms_core_share_parse("cpu_core=70\x9b,cpu_atom=30", &sh, &d) == PMS_ESYNTAX &&
		      d.pos == 11 && strstr(d.msg, "0x9b"), "70\\x9b: %s", d.msg);
	}
	CHECK(t, pms_workload_parse("run:10ms@cpu_core=70/cpu_atom=30,sleep:5ms,run:1ms@atom", 0,
				    ph, 4, &n, NULL) == PMS_OK && n == 3 && ph[0].share.n == 2 &&
	      ph[0].share.pct[1] == 30 && !ph[1].share.n && !strcmp(ph[2].share.pmu[0], "cpu_atom"),
	      "phase shares");
	CHECK(t, pms_workload_parse("run:10ms@", 0, ph, 4, &n, NULL) == PMS_ESYNTAX, "empty share");
	return t_result(t);
}

/* A phase's own share: 10 ms on cpu_atom, then 10 ms on cpu_core. */
static enum t_result phase_shares(struct tctx *t)
{
	struct pms_phase ph[2];
	struct pms_evlist *ev = parse("adl", "cycles", 0, NULL);
	struct pms_sim_opts o = { .sz = sizeof(o), .env.sz = sizeof(struct pms_env) };
	struct pms_sim *s = NULL;
	unsigned n = 0;

	REQUIRE(t, ev && pms_workload_parse("run:10ms@cpu_atom,run:30ms@cpu_core", 0, ph, 2, &n,
					    NULL) == PMS_OK, "parse");
	o.env = (struct pms_env)PMS_ENV_DEFAULT;
	o.phases = ph;
	o.n_phases = n;
	REQUIRE(t, pms_simulate(ev, &o, &s, NULL) == PMS_OK, "simulate");
	/* 40 ms enabled each; atom runs 10 (25%), core 30 (75%) */
	CHECK(t, pms_sim_result(s, 0)->running_ns == 10000000 &&
	      pms_sim_result(s, 0)->enabled_ns == 40000000, "atom %llu",
	      (unsigned long long)pms_sim_result(s, 0)->running_ns);
	CHECK(t, pms_sim_result(s, 1)->running_ns == 30000000, "core %llu",
	      (unsigned long long)pms_sim_result(s, 1)->running_ns);
	/* the schedule names the core type the task is on */
	{
		struct pms_interval iv;

		CHECK(t, pms_sim_interval(s, 0, &iv) == PMS_OK && iv.pmu == 1 &&
		      iv.end_ns == 10000000, "first interval on cpu_atom (pmu %d)", iv.pmu);
	}
out:
	pms_sim_free(s);
	pms_evlist_free(ev);
	return t_result(t);
}


/* Slot feasibility per core PMU: each type's events against its own counters. */
static enum t_result fit_per_pmu(struct tctx *t)
{
	static const struct { int line; int n_atom, n_core; int want; } cases[] = {
		/* Gracemont: 6 GP (the watchdog has FIXED1); Golden Cove: 8 GP */
		{ __LINE__, 6, 8, PMS_FIT_YES },
		{ __LINE__, 7, 8, PMS_FIT_NO },
		{ __LINE__, 6, 9, PMS_FIT_NO },
	};

	for (size_t k = 0; k < T_ARRAY_SIZE(cases); k++) {
		char list[1024] = "";
		int idx[32], n = 0;
		struct pms_evlist *ev;
		struct pms_sim_opts o = { .sz = sizeof(o), .env.sz = sizeof(struct pms_env) };
		struct pms_fit *f = NULL;

		for (int i = 0; i < cases[k].n_atom; i++)
			strcat(list, "cpu_atom/event=0xc4/,");
		for (int i = 0; i < cases[k].n_core; i++)
			strcat(list, "cpu_core/event=0xc4/,");
		list[strlen(list) - 1] = '\0';
		ev = parse("adl", list, 0, NULL);
		o.env = (struct pms_env)PMS_ENV_DEFAULT;
		CHECK(t, ev && pms_fit_new(ev, &o, &f, NULL) == PMS_OK, "line %d: fit_new", cases[k].line);
		for (int i = 0; f && i < pms_evlist_count(ev) && n < 32; i++)
			idx[n++] = i;
		CHECK(t, !f || pms_fit_check(f, idx, n, 0) == cases[k].want, "line %d: fit",
		      cases[k].line);
		pms_fit_free(f);
		pms_evlist_free(ev);
	}
	return t_result(t);
}

/* pms_model_validate() on masks with holes and on platforms of several PMUs. */
static const struct pms_cstr fake_cstr[] = {
	PMS_C_FIXED(0x00c0, 0, "fake"),
	PMS_C_FIXED(0x0073, 4, "fake"),
	PMS_C_END
};
static const struct pms_cstr fake_empty[] = { PMS_C_END };
static const struct pms_genmap fake_gen[] = { PMS_GEN(PMS_HW_CPU_CYCLES, 0x3c, "fake"), PMS_GEN_END };
static const uint8_t fake_ids[] = { 0x01, 0 };
static const char *const holes_ok[] = { "a", "b", "c", "", "e", "f", "g", NULL };
static const char *const holes_bad[] = { "a", "b", "c", "d", "e", "f", "g", NULL };

#define FAKE .name = "fake", .long_name = "fake", .desc = "fake", .pfm_pmu = "fake", \
	.source = "fake", .vendor = PMS_VENDOR_INTEL, .family = 6, .generic = fake_gen
static const struct pms_model fake_hole_ok = {
	FAKE, .cstr = fake_cstr, .cpu_models = fake_ids, .n_gp_ht = 8, .n_gp_noht = 8,
	.n_fixed = 6, .fixed_mask = 0x77, .fixed_events = holes_ok,
};
static const struct pms_model fake_hole_bad = {
	FAKE, .cstr = fake_cstr, .cpu_models = fake_ids, .n_gp_ht = 8, .n_gp_noht = 8,
	.n_fixed = 6, .fixed_mask = 0x77, .fixed_events = holes_bad,
};
static const struct pms_model fake_cntr_bad = {
	FAKE, .cstr = fake_empty, .cpu_models = fake_ids, .n_gp_ht = 8, .n_gp_noht = 8,
	.cntr_mask = 0x3f,
};
extern const struct pms_model fake_plat;
static const struct pms_model fake_view_dup = {
	FAKE, .cstr = fake_empty, .n_gp_ht = 6, .n_gp_noht = 6, .pmu_name = "cpu_core",
	.core_type = 0x40,
	.platform = &fake_plat,
};
static const struct pms_model *const fake_pmus[] = { &fake_plat, &fake_view_dup, NULL };
const struct pms_model fake_plat = {
	FAKE, .cstr = fake_empty, .cpu_models = fake_ids, .n_gp_ht = 8, .n_gp_noht = 8,
	.pmu_name = "cpu_core", .core_type = 0x40, .pmus = fake_pmus, .hybrid_since = PMS_KVER_RC(5, 13, 1),
};
static const struct pms_model *const fake_pmus_bad0[] = { &fake_hole_ok, NULL };
static const struct pms_model fake_plat_bad0 = {
	FAKE, .cstr = fake_empty, .cpu_models = fake_ids, .n_gp_ht = 8, .n_gp_noht = 8,
	.pmus = fake_pmus_bad0,
};

static enum t_result validator(struct tctx *t)
{
	static const struct { int line; const struct pms_model *m; int rc; const char *what; } cases[] = {
		{ __LINE__, &fake_hole_ok, PMS_OK, "" },
		{ __LINE__, &fake_hole_bad, PMS_EINVAL, "fixed_events" },
		{ __LINE__, &fake_cntr_bad, PMS_EINVAL, "cntr_mask" },
		{ __LINE__, &fake_plat, PMS_EINVAL, "listed twice" },
		{ __LINE__, &fake_plat_bad0, PMS_EINVAL, "PMU 0" },
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		struct pms_diag d;
		int rc;

		pms_diag_clear(&d);
		rc = pms_model_validate(cases[i].m, &d);
		CHECK(t, rc == cases[i].rc && strstr(d.msg, cases[i].what), "line %d: %d '%s'",
		      cases[i].line, rc, d.msg);
	}
	return t_result(t);
}

/* find_hybrid_pmu_for_cpu(): CPUID leaf 0x1A core type 0x40 core, 0x20 atom. */
static enum t_result identify(struct tctx *t)
{
	const struct pms_model *m, *p;

	CHECK(t, pms_model_identify(PMS_VENDOR_INTEL, 6, 0x97, 2, 0x20, &m, &p, NULL) == PMS_OK &&
	      m == pms_model_find("adl") && p == pmu_of("adl", "cpu_atom"), "adl atom");
	CHECK(t, pms_model_identify(PMS_VENDOR_INTEL, 6, 0xbd, 1, 0x40, &m, &p, NULL) == PMS_OK &&
	      p == pmu_of("lnl", "cpu_core"), "lnl core");
	CHECK(t, pms_model_identify(PMS_VENDOR_INTEL, 6, 0xb5, 0, 0x20, &m, &p, NULL) == PMS_OK &&
	      m == pms_model_find("mtl"), "arrow lake U is mtl's case");
	/* no leaf 0x1A answer: adl_get_hybrid_cpu_type() says Core; mtl has no fixup */
	CHECK(t, pms_model_identify(PMS_VENDOR_INTEL, 6, 0x97, 2, 0, &m, &p, NULL) == PMS_OK &&
	      p == pmu_of("adl", "cpu_core"), "adl without a core type");
	CHECK(t, pms_model_identify(PMS_VENDOR_INTEL, 6, 0xaa, 2, 0, &m, &p, NULL) == PMS_ENOMODEL,
	      "mtl without a core type");
	CHECK(t, pms_model_identify(PMS_VENDOR_INTEL, 6, 0xaf, 3, 0, &m, &p, NULL) == PMS_OK &&
	      m == pms_model_find("srf") && p == m, "srf");
	CHECK(t, pms_model_identify(PMS_VENDOR_INTEL, 6, 0xcf, 2, 0, &m, NULL, NULL) == PMS_OK &&
	      m == pms_model_find("emr"), "emr is its own model");
	/* Arrow Lake H (6.13-rc1): its own platform (t_intel_new.c has its PMUs) */
	CHECK(t, pms_model_identify(PMS_VENDOR_INTEL, 6, 0xc5, 2, 0x40, &m, &p, NULL) == PMS_OK &&
	      m == pms_model_find("arl-h") && p == pmu_of("arl-h", "cpu_core"), "arrow lake H");
	return t_result(t);
}

const struct t_case t_hybrid_cases[] = {
	{ "platform_pmus", platform_pmus },
	{ "pmu_constraints", pmu_constraints },
	{ "parse_hybrid", parse_hybrid },
	{ "display_names", display_names },
	{ "core_share_70_30", core_share_70_30 },
	{ "default_share", default_share },
	{ "rotation_fallback_era", rotation_fallback_era },
	{ "mixed_groups", mixed_groups },
	{ "share_syntax", share_syntax },
	{ "phase_shares", phase_shares },
	{ "identify", identify },
	{ "validator", validator },
	{ "fit_per_pmu", fit_per_pmu },
	{ NULL, NULL }
};
