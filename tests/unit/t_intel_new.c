/*
 * Intel parts newer than the 6.12 tree: Arrow Lake H (three core PMUs,
 * 6.13-rc1), Panther Lake and Clearwater Forest (6.16-rc1).  Every expected
 * value is read from the tip commits named in the case (the LKML/tip-bot
 * mails of d3fe6f0a4372 "perf/x86/intel: Add PMU support for ArrowLake-H"
 * and 9f4a39757c81 "perf/x86/intel: Support hybrid PMU with multiple atom
 * uarchs", both in the v6.13 perf pull; 7950de14ff5f "Add Panther Lake
 * support" and 48d66c89dce1 "Add PMU support for Clearwater Forest", both
 * in perf-core-2025-05-25 for 6.16), the 6.12 tables they reuse
 * (arch/x86/events/intel/core.c, ds.c), and perf's arrowlake JSON Counter
 * fields and pantherlake/clearwaterforest counter.json, and derived by
 * hand.
 */
#include <stdbool.h>
#include <string.h>
#include "../test.h"
#include "../../models/model_table.h"	/* fake tables for the validator */

#define K(a, b, c) PMS_KVER_RC(a, b, c)
#define FX(k) (UINT64_C(1) << (PMS_FIXED0 + (k)))
#define MET(k) (UINT64_C(1) << (PMS_METRIC0 + (k)))
#define V613 K(6, 13, 1)
#define V616 K(6, 16, 1)

static const struct pms_model *pmu_of(const char *model, const char *pmu)
{
	const struct pms_model *m = pms_model_find(model);

	return m ? pms_model_pmu_find(m, pmu) : NULL;
}

/*
 * The ARROWLAKE_H case: intel_pmu_init_hybrid(hybrid_big_small_tiny), the
 * PMUs cpu_core, cpu_atom and cpu_lowpower (intel_hybrid_pmu_type_map of
 * 9f4a39757c81); counters as perf's arrowlake JSON Counter fields (cpu_core
 * 0-9, cpu_atom and cpu_lowpower 0-7), fixed counters as the cores' 6.12
 * tables (Lion Cove 0-3 and 8 metrics, Skymont 0-2 and 4-6, Crestmont 0-2).
 */
static enum t_result arlh_pmus(struct tctx *t)
{
	static const struct {
		int line;
		const char *pmu;
		unsigned type, native;
		uint64_t counters;
	} cases[] = {
		{ __LINE__, "cpu_core", 0x40, 0, 0x3ff | FX(0) | FX(1) | FX(2) | FX(3) | 0xffull << 48 },
		{ __LINE__, "cpu_atom", 0x20, 0x3, 0xff | FX(0) | FX(1) | FX(2) | FX(4) | FX(5) | FX(6) },
		{ __LINE__, "cpu_lowpower", 0x20, 0x2, 0xff | FX(0) | FX(1) | FX(2) },
	};
	const struct pms_model *m = pms_model_find("arl-h");
	struct pms_env env = PMS_ENV_DEFAULT;

	REQUIRE(t, m != NULL, "arl-h is modelled");
	env.kver = V613;
	CHECK(t, pms_model_n_pmus(m) == 3, "three core PMUs");
	CHECK(t, pms_model_find("arlh") == m && pms_model_find("arrowlake-h") == m, "aliases");
	CHECK(t, pms_model_find("arl") != m, "arl (S) stays its own model");
	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		const struct pms_model *p = pmu_of("arl-h", cases[i].pmu);

		CHECK(t, p != NULL, "line %d: no PMU", cases[i].line);
		if (!p)
			continue;
		CHECK(t, pms_model_core_type(p) == cases[i].type && pms_model_native_id(p) ==
		      cases[i].native, "line %d: type 0x%x native 0x%x", cases[i].line,
		      pms_model_core_type(p), pms_model_native_id(p));
		CHECK(t, pms_model_counter_mask(p, &env) == cases[i].counters,
		      "line %d: counters 0x%llx", cases[i].line,
		      (unsigned long long)pms_model_counter_mask(p, &env));
		CHECK(t, pms_model_platform(p) == m, "line %d: platform", cases[i].line);
		/* a model exists only from the kernel that added it */
		CHECK(t, pms_model_since(p) == V613, "line %d: since", cases[i].line);
	}
	CHECK(t, pms_model_hybrid_since(m) == V613, "hybrid from 6.13-rc1");
	CHECK(t, pms_model_validate(m, NULL) == PMS_OK, "validates");
out:
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

/*
 * arl_h_get_event_constraints() (d3fe6f0a4372): the tiny PMU goes to
 * cmt_get_event_constraints(), the others to mtl_get_event_constraints()
 * (6.12: rwc's, i.e. glc's rules, on hybrid_big; cmt's on hybrid_small).
 * Tables: cpu_core intel_lnc_* (intel_pmu_init_lnc), cpu_atom
 * intel_skt_event_constraints (intel_pmu_init_skt), cpu_lowpower
 * intel_grt_event_constraints and intel_grt_pebs_event_constraints
 * (intel_pmu_init_grt), all as core.c/ds.c 6.12 has them.
 */
static enum t_result arlh_constraints(struct tctx *t)
{
	static const struct {
		int line;
		const char *pmu;
		uint64_t cfg;
		int precise;
		uint64_t want;
	} cases[] = {
		/* cpu_lowpower: grt FIXED(0x013c, 2) (core.c 6.12:219), widened to GP0-7 */
		{ __LINE__, "cpu_lowpower", 0x013c, 0, 0xff | FX(2) },
		/* ... no skt rows there: 0x0073 is not FIXED4 as on cpu_atom (core.c 6.12:223) */
		{ __LINE__, "cpu_lowpower", 0x0073, 0, 0xff },
		{ __LINE__, "cpu_atom", 0x0073, 0, 0xff | FX(4) },
		{ __LINE__, "cpu_atom", 0x02c2, 0, 0xff | FX(6) },
		/* cmt_get_event_constraints on the tiny PMU: instructions:ppp FIXED0|GP0-1,
		 * other :ppp the GP0/GP1 part of the mask */
		{ __LINE__, "cpu_lowpower", 0x00c0, 3, FX(0) | 0x3 },
		{ __LINE__, "cpu_lowpower", 0x003c, 3, 0x3 },
		/* intel_grt_pebs_event_constraints: 0x05d0 (LDLAT) on GP0-1 */
		{ __LINE__, "cpu_lowpower", 0x05d0, 1, 0x3 },
		/* ... and on the small PMU, cmt's rule too (mtl_get_event_constraints) */
		{ __LINE__, "cpu_atom", 0x00c0, 3, FX(0) | 0x3 },
		/* cpu_core: intel_lnc_event_constraints 0x0148 on GP2, 0x01cd on GP2-9 */
		{ __LINE__, "cpu_core", 0x0148, 0, 0x4 },
		{ __LINE__, "cpu_core", 0x01cd, 0, 0x3fc },
		/* glc_get_event_constraints (through rwc's): other :ppp on GP0 */
		{ __LINE__, "cpu_core", 0x00c4, 3, 0x1 },
		/* intel_lnc_pebs_event_constraints: OCR 0x012a:p on GP0 */
		{ __LINE__, "cpu_core", 0x012a, 1, 0x1 },
		{ __LINE__, "cpu_core", 0x8000, 0, MET(0) },
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		uint64_t got = mask_of(pmu_of("arl-h", cases[i].pmu), V613, cases[i].cfg,
				       cases[i].precise);

		CHECK(t, got == cases[i].want, "line %d: 0x%llx, want 0x%llx", cases[i].line,
		      (unsigned long long)got, (unsigned long long)cases[i].want);
	}
	return t_result(t);
}

/*
 * find_hybrid_pmu_for_cpu() of 9f4a39757c81: core type 0x40 -> cpu_core;
 * 0x20 -> cpu_atom where there are two PMUs, else the native model ID of
 * leaf 0x1A EAX[23:0]: Skymont (skt_native_id 0x3) cpu_atom, Crestmont
 * (cmt_native_id 0x2) cpu_lowpower; none matching: no PMU.
 */
static enum t_result arlh_identify(struct tctx *t)
{
	static const struct {
		int line;
		unsigned model, eax;
		int rc;
		const char *plat, *pmu;
	} cases[] = {
		{ __LINE__, 0xc5, 0x40000000, PMS_OK, "arl-h", "cpu_core" },
		{ __LINE__, 0xc5, 0x40, PMS_OK, "arl-h", "cpu_core" },
		{ __LINE__, 0xc5, 0x20000003, PMS_OK, "arl-h", "cpu_atom" },
		{ __LINE__, 0xc5, 0x20000002, PMS_OK, "arl-h", "cpu_lowpower" },
		{ __LINE__, 0xc5, 0x20000001, PMS_ENOMODEL, NULL, NULL },
		{ __LINE__, 0xc5, 0x20, PMS_ENOMODEL, NULL, NULL },	/* the type alone is ambiguous */
		/* two PMUs: the type decides, whatever the native ID (lnl, mtl) */
		{ __LINE__, 0xbd, 0x20000003, PMS_OK, "lnl", "cpu_atom" },
		{ __LINE__, 0xaa, 0x20000002, PMS_OK, "mtl", "cpu_atom" },
		/* ARROWLAKE (S) 0xc6 is the LUNARLAKE_M case, not ARL-H's */
		{ __LINE__, 0xc6, 0x20000003, PMS_OK, "arl", "cpu_atom" },
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		const struct pms_model *m = NULL, *p = NULL;
		struct pms_diag d;
		int rc;

		pms_diag_clear(&d);
		rc = pms_model_identify(PMS_VENDOR_INTEL, 6, cases[i].model, 2, cases[i].eax, &m, &p,
					&d);
		CHECK(t, rc == cases[i].rc, "line %d: rc %d (%s)", cases[i].line, rc, d.msg);
		if (cases[i].rc != PMS_OK) {
			CHECK(t, strstr(d.msg, "core type 0x20") != NULL, "line %d: '%s'",
			      cases[i].line, d.msg);
			continue;
		}
		CHECK(t, m == pms_model_find(cases[i].plat) && p == pmu_of(cases[i].plat,
		      cases[i].pmu), "line %d: %s/%s", cases[i].line, m ? pms_model_name(m) : "-",
		      pms_model_pmu_name(p));
	}
	return t_result(t);
}

/*
 * A busy task split 60/30/10 over cpu_core, cpu_atom and cpu_lowpower
 * (6.13: one perf_event_pmu_context per PMU).  perf opens each legacy
 * event on the three core PMUs, sorted by name (pmus_cmp()): cpu_atom,
 * cpu_core, cpu_lowpower.  No multiplexing anywhere (3 events on the
 * lowpower CPU, 8 GP counters), so each event's running time is the task's
 * time on its own core type (event_filter_match()) and its enabled time
 * the whole second (__perf_update_times()).  A raw event on cpu_lowpower
 * runs only on that core type; its watchdog sits on its own FIXED1.
 */
static enum t_result arlh_three_way_share(struct tctx *t)
{
	struct pms_evlist_opts po = PMS_EVLIST_OPTS_INIT;
	struct pms_evlist *ev = NULL;
	struct pms_sim_opts o = { .sz = sizeof(o), .env.sz = sizeof(struct pms_env) };
	struct pms_sim *s = NULL;
	static const struct { int i; const char *pmu; uint64_t run; } want[] = {
		{ 0, "cpu_atom", 300000000 }, { 1, "cpu_core", 600000000 },
		{ 2, "cpu_lowpower", 100000000 },
		{ 3, "cpu_atom", 300000000 }, { 4, "cpu_core", 600000000 },
		{ 5, "cpu_lowpower", 100000000 },
		{ 6, "cpu_lowpower", 100000000 },
	};

	o.env = (struct pms_env)PMS_ENV_DEFAULT;
	o.env.kver = V613;
	po.env = &o.env;
	REQUIRE(t, pms_evlist_parse_opts(pms_model_find("arl-h"),
					 "cycles,instructions,cpu_lowpower/event=0xc4/", &po, &ev,
					 NULL) == PMS_OK, "parse");
	REQUIRE(t, pms_evlist_count(ev) == 7, "%d events", pms_evlist_count(ev));
	REQUIRE(t, pms_core_share_parse("core=60,atom=30,lowpower=10", &o.core_share, NULL) ==
		PMS_OK, "share");
	REQUIRE(t, pms_simulate(ev, &o, &s, NULL) == PMS_OK, "simulate");
	for (size_t k = 0; k < T_ARRAY_SIZE(want); k++) {
		const struct pms_ev_result *r = pms_sim_result(s, want[k].i);
		const char *pmu = pms_model_pmu_name(pms_evlist_event_pmu(ev, want[k].i));

		CHECK(t, !strcmp(pmu, want[k].pmu), "e%d on %s", want[k].i, pmu);
		CHECK(t, r->enabled_ns == 1000000000 && r->running_ns == want[k].run &&
		      r->status == PMS_ST_COUNTED, "e%d: %llu/%llu", want[k].i,
		      (unsigned long long)r->running_ns, (unsigned long long)r->enabled_ns);
	}
	CHECK(t, pms_sim_core_time(s, 2) > 0.1 - 1e-9 && pms_sim_core_time(s, 2) < 0.1 + 1e-9,
	      "lowpower time %f", pms_sim_core_time(s, 2));
	CHECK(t, pms_sim_watchdog_on(s, 2) == PMS_FIXED0 + 1, "lowpower watchdog %d",
	      pms_sim_watchdog_on(s, 2));
	pms_sim_free(s);
	s = NULL;
	/* 6.12 has no ARROWLAKE_H case: the simulator refuses the hybrid PMUs */
	o.env.kver = K(6, 12, 0);
	CHECK(t, pms_simulate(ev, &o, &s, NULL) == PMS_ERANGE, "6.12 refused");
out:
	pms_sim_free(s);
	pms_evlist_free(ev);
	return t_result(t);
}

/*
 * Panther Lake shares the LUNARLAKE_M code (lnl_common: lnc on cpu_core,
 * skt on cpu_atom, mtl_get_event_constraints); Clearwater Forest is
 * intel_pmu_init_skt(NULL) with cmt_get_event_constraints.  Counters:
 * pantherlake counter.json cpu_core 10 generic/4 fixed, cpu_atom 8/7 (the
 * skt fixed counters 0-2, 4-6); clearwaterforest counter.json 8/7.
 */
static enum t_result ptl_cwf(struct tctx *t)
{
	static const struct {
		int line;
		const char *model, *pmu;
		uint64_t cfg;
		int precise;
		uint64_t want;
	} cases[] = {
		/* all counters (HT on): cfg 0 stands for the counter mask */
		{ __LINE__, "ptl", "cpu_core", 0, -1, 0x3ff | FX(0) | FX(1) | FX(2) | FX(3) |
		  0xffull << 48 },
		{ __LINE__, "ptl", "cpu_atom", 0, -1, 0xff | FX(0) | FX(1) | FX(2) | FX(4) | FX(5) |
		  FX(6) },
		{ __LINE__, "cwf", "cpu", 0, -1, 0xff | FX(0) | FX(1) | FX(2) | FX(4) | FX(5) | FX(6) },
		/* intel_lnc_event_constraints on Cougar Cove: 0x0148 GP2; glc's :ppp GP0 */
		{ __LINE__, "ptl", "cpu_core", 0x0148, 0, 0x4 },
		{ __LINE__, "ptl", "cpu_core", 0x00c4, 3, 0x1 },
		/* intel_skt_event_constraints on Darkmont: FIXED(0x019c, 5) */
		{ __LINE__, "ptl", "cpu_atom", 0x019c, 0, 0xff | FX(5) },
		{ __LINE__, "cwf", "cpu", 0x0073, 0, 0xff | FX(4) },
		{ __LINE__, "cwf", "cpu", 0x02c2, 0, 0xff | FX(6) },
		/* cmt_get_event_constraints: instructions:ppp FIXED0|GP0-1, other :ppp GP0-1 */
		{ __LINE__, "cwf", "cpu", 0x00c0, 3, FX(0) | 0x3 },
		{ __LINE__, "cwf", "cpu", 0x00c4, 3, 0x3 },
		/* intel_grt_pebs_event_constraints (intel_pmu_init_grt via _skt) */
		{ __LINE__, "cwf", "cpu", 0x05d0, 1, 0x3 },
	};
	struct pms_env env = PMS_ENV_DEFAULT;

	env.kver = V616;
	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		const struct pms_model *p = pmu_of(cases[i].model, cases[i].pmu);
		uint64_t got = cases[i].precise < 0 ? (p ? pms_model_counter_mask(p, &env) : 0) :
			       mask_of(p, V616, cases[i].cfg, cases[i].precise);

		CHECK(t, got == cases[i].want, "line %d: 0x%llx, want 0x%llx", cases[i].line,
		      (unsigned long long)got, (unsigned long long)cases[i].want);
	}
	CHECK(t, pms_model_since(pms_model_find("ptl")) == V616 &&
	      pms_model_hybrid_since(pms_model_find("ptl")) == V616 &&
	      pms_model_since(pms_model_find("cwf")) == V616, "6.16-rc1");
	CHECK(t, !pms_model_is_hybrid(pms_model_find("cwf")), "cwf has one PMU");
	/* 6.12 has neither case: cwf takes the architectural default (no skt rows) */
	CHECK(t, mask_of(pms_model_find("cwf"), K(6, 12, 0), 0x0073, 0) == 0xff, "cwf at 6.12");
	return t_result(t);
}

/* PANTHERLAKE_L 0xcc, ATOM_DARKMONT_X 0xdd (intel-family.h; the two commits). */
static enum t_result ptl_cwf_identify(struct tctx *t)
{
	const struct pms_model *m, *p;

	CHECK(t, pms_model_identify(PMS_VENDOR_INTEL, 6, 0xcc, 1, 0x20000003, &m, &p, NULL) ==
	      PMS_OK && m == pms_model_find("ptl") && p == pmu_of("ptl", "cpu_atom"), "ptl atom");
	CHECK(t, pms_model_identify(PMS_VENDOR_INTEL, 6, 0xcc, 1, 0x40, &m, &p, NULL) == PMS_OK &&
	      p == pmu_of("ptl", "cpu_core"), "ptl core");
	CHECK(t, pms_model_identify(PMS_VENDOR_INTEL, 6, 0xdd, 1, 0, &m, &p, NULL) == PMS_OK &&
	      m == pms_model_find("cwf") && p == m, "cwf");
	CHECK(t, pms_model_find("pantherlake") == pms_model_find("ptl") &&
	      pms_model_find("clearwaterforest") == pms_model_find("cwf"), "long names");
	return t_result(t);
}

/*
 * The sysfs aliases each PMU gets: td_*_arl_h's third strings on
 * cpu_lowpower (d3fe6f0a4372), lnl_hybrid_events_attrs on PTL's cpu_atom
 * (lnl_common), skt_events_attrs on CWF (48d66c89dce1: fe-bound 0x019c,
 * retiring 0x02c2, be-bound 0x02a4, bad-spec td_bad_spec_cmt 0x0073) and
 * grt_mem_attrs (mem-loads 0x05d0 ldlat 3).
 */
static enum t_result sysfs_aliases(struct tctx *t)
{
	static const struct {
		int line;
		const char *model, *text;
		uint64_t config;
	} cases[] = {
		{ __LINE__, "arl-h", "cpu_lowpower/topdown-retiring/", 0x00c2 },
		{ __LINE__, "arl-h", "cpu_lowpower/topdown-fe-bound/", 0x0071 },
		{ __LINE__, "arl-h", "cpu_atom/topdown-retiring/", 0x02c2 },
		{ __LINE__, "arl-h", "cpu_lowpower/mem-stores/", 0x06d0 },
		{ __LINE__, "ptl", "cpu_atom/topdown-be-bound/", 0x02a4 },
		{ __LINE__, "cwf", "topdown-fe-bound", 0x019c },
		{ __LINE__, "cwf", "topdown-retiring", 0x02c2 },
		{ __LINE__, "cwf", "topdown-be-bound", 0x02a4 },
		{ __LINE__, "cwf", "topdown-bad-spec", 0x0073 },
		{ __LINE__, "cwf", "mem-loads", 0x05d0 },
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		struct pms_evlist_opts o = PMS_EVLIST_OPTS_INIT;
		struct pms_env env = PMS_ENV_DEFAULT;
		struct pms_evlist *ev = NULL;
		struct pms_hwev hw;
		int rc;

		env.kver = V616;
		o.env = &env;
		rc = pms_evlist_parse_opts(pms_model_find(cases[i].model), cases[i].text, &o, &ev,
					   NULL);
		CHECK(t, rc == PMS_OK && pms_evlist_hwev(ev, 0, &env, &hw) == PMS_OK &&
		      (hw.config & 0xffff) == cases[i].config, "line %d: rc %d config 0x%llx",
		      cases[i].line, rc, rc ? 0ull : (unsigned long long)hw.config);
		pms_evlist_free(ev);
	}
	return t_result(t);
}

/*
 * The CLI: --cpu names and aliases, the 6.12 refusal, the JSON PMU objects
 * with the native model ID (0 where the core type alone decides), and the
 * unknown-PMU hint naming all three PMUs (sorted, as perf lists them).
 */
static enum t_result cli_names(struct tctx *t)
{
	static const struct { int line; const char *args; int rc; const char *want; } cases[] = {
		{ __LINE__, "list --cpu arlh --kernel 6.13", 0,
		  "pmus:     3 core PMUs (hybrid from 6.13-rc1)" },
		{ __LINE__, "list --cpu arrowlake-h --kernel 6.13", 0,
		  "==== PMU cpu_lowpower (CPUID leaf 0x1A core type 0x20, native model ID 0x2)" },
		{ __LINE__, "list --cpu pantherlake --kernel 6.16", 0,
		  "pmus:     2 core PMUs (hybrid from 6.16-rc1)" },
		{ __LINE__, "list --cpu clearwaterforest --kernel 6.16", 0,
		  "counters: 8 general-purpose (GP0-7), 6 fixed" },
		{ __LINE__, "list --cpu arl-h --json", 0,
		  "\"name\":\"cpu_lowpower\",\"core_type\":32,\"native_id\":2" },
		{ __LINE__, "predict --cpu ptl --kernel 6.15 -e cycles", 2,
		  "predates ptl's hybrid PMUs (6.16-rc1)" },
		{ __LINE__, "predict --cpu arl-h --kernel 6.13 -e cpu/cycles/", 2,
		  "the core PMUs are cpu_atom, cpu_core and cpu_lowpower" },
		{ __LINE__, "predict --cpu arl-h --kernel 6.13 --core-share cpu_tiny=100 -e cycles", 2,
		  "arl-h has cpu_atom, cpu_core and cpu_lowpower" },
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		const char *out = "", *err = "";
		int rc = t_cli(cases[i].args, &out, &err);

		CHECK(t, rc == cases[i].rc &&
		      (strstr(out, cases[i].want) || strstr(err, cases[i].want)),
		      "line %d: rc %d, '%s' not in '%.200s' / '%.200s'", cases[i].line, rc,
		      cases[i].want, out, err);
	}
	return t_result(t);
}

/*
 * Event names: perf 6.12's mapfile has no row for 6-C5, 6-C6, 6-CC or 6-DD
 * (tools/perf/pmu-events/arch/x86/mapfile.csv 6.12), so the table of the
 * part each commit names as the nearest stands in: lunarlake for arl,
 * arl-h and ptl, sierraforest for cwf.  lunarlake has Units cpu_atom and
 * cpu_core only, so a JSON name opens on those two PMUs of arl-h and not
 * on cpu_lowpower.
 */
static enum t_result stand_in_tables(struct tctx *t)
{
	static const struct { int line; const char *model, *dir; bool near; } cases[] = {
		{ __LINE__, "arl-h", "lunarlake", true },
		{ __LINE__, "arl", "lunarlake", true },
		{ __LINE__, "ptl", "lunarlake", true },
		{ __LINE__, "cwf", "sierraforest", true },
		{ __LINE__, "lnl", "lunarlake", false },	/* GenuineIntel-6-BD, its own row */
		{ __LINE__, "srf", "sierraforest", false },
	};
	struct pms_evlist_opts o = PMS_EVLIST_OPTS_INIT;
	struct pms_env env = PMS_ENV_DEFAULT;
	struct pms_evlist *ev = NULL;

	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		const struct pms_model *m = pms_model_find(cases[i].model);
		const char *near = pms_model_perf_near(m);

		CHECK(t, pms_model_perf_table(m) == pms_perf_table_find("x86", cases[i].dir),
		      "line %d: table %s", cases[i].line,
		      pms_perf_table_dir(pms_model_perf_table(m)));
		CHECK(t, cases[i].near ? !strncmp(near, cases[i].dir, strlen(cases[i].dir)) &&
		      near[strlen(cases[i].dir)] == ':' : !near[0], "line %d: near '%s'",
		      cases[i].line, near);
	}
	/* the PMU views answer for their platform */
	CHECK(t, pms_model_perf_near(pmu_of("arl-h", "cpu_lowpower"))[0], "view");
	env.kver = V613;
	o.env = &env;
	REQUIRE(t, pms_evlist_parse_opts(pms_model_find("arl-h"), "INST_RETIRED.ANY", &o, &ev,
					 NULL) == PMS_OK, "parse");
	CHECK(t, pms_evlist_count(ev) == 2 &&
	      !strcmp(pms_model_pmu_name(pms_evlist_event_pmu(ev, 0)), "cpu_atom") &&
	      !strcmp(pms_model_pmu_name(pms_evlist_event_pmu(ev, 1)), "cpu_core"),
	      "%d events", pms_evlist_count(ev));
	pms_evlist_free(ev);
	ev = NULL;
	CHECK(t, pms_evlist_parse_opts(pms_model_find("arl-h"), "cpu_lowpower/INST_RETIRED.ANY/", &o,
				       &ev, NULL) == PMS_ENOEVENT, "no cpu_lowpower rows");
out:
	pms_evlist_free(ev);
	return t_result(t);
}

/* Two PMUs of one core type need distinct native model IDs (check_pmus). */
static const struct pms_genmap fake_gen[] = { PMS_GEN_END };
static const struct pms_cstr fake_empty[] = { PMS_C_END };
static const uint8_t fake_ids[] = { 0x01, 0 };
#define FAKE .name = "fake", .long_name = "fake", .desc = "fake", .pfm_pmu = "fake", \
	.source = "fake", .vendor = PMS_VENDOR_INTEL, .family = 6, .generic = fake_gen, \
	.cstr = fake_empty, .n_gp_ht = 8, .n_gp_noht = 8
extern const struct pms_model fake_ok, fake_dup;
static const struct pms_model ok_a = { FAKE, .pmu_name = "cpu_atom", .core_type = 0x20,
				       .native_id = 3, .platform = &fake_ok };
static const struct pms_model ok_b = { FAKE, .pmu_name = "cpu_lowpower", .core_type = 0x20,
				       .native_id = 2, .platform = &fake_ok };
static const struct pms_model dup_b = { FAKE, .pmu_name = "cpu_lowpower", .core_type = 0x20,
					.native_id = 3, .platform = &fake_dup };
static const struct pms_model dup_a = { FAKE, .pmu_name = "cpu_atom", .core_type = 0x20,
					.native_id = 3, .platform = &fake_dup };
static const struct pms_model *const ok_pmus[] = { &fake_ok, &ok_a, &ok_b, NULL };
static const struct pms_model *const dup_pmus[] = { &fake_dup, &dup_a, &dup_b, NULL };
const struct pms_model fake_ok = { FAKE, .cpu_models = fake_ids, .pmu_name = "cpu_core",
				   .core_type = 0x40, .pmus = ok_pmus, .hybrid_since = V613 };
const struct pms_model fake_dup = { FAKE, .cpu_models = fake_ids, .pmu_name = "cpu_core",
				    .core_type = 0x40, .pmus = dup_pmus, .hybrid_since = V613 };

static enum t_result native_id_validator(struct tctx *t)
{
	struct pms_diag d;

	pms_diag_clear(&d);
	CHECK(t, pms_model_validate(&fake_ok, &d) == PMS_OK, "distinct native IDs: %s", d.msg);
	pms_diag_clear(&d);
	CHECK(t, pms_model_validate(&fake_dup, &d) == PMS_EINVAL && strstr(d.msg, "native"),
	      "same native ID: '%s'", d.msg);
	return t_result(t);
}

const struct t_case t_intel_new_cases[] = {
	{ "arlh_pmus", arlh_pmus },
	{ "arlh_constraints", arlh_constraints },
	{ "arlh_identify", arlh_identify },
	{ "arlh_three_way_share", arlh_three_way_share },
	{ "ptl_cwf", ptl_cwf },
	{ "ptl_cwf_identify", ptl_cwf_identify },
	{ "sysfs_aliases", sysfs_aliases },
	{ "cli_names", cli_names },
	{ "stand_in_tables", stand_in_tables },
	{ "native_id_validator", native_id_validator },
	{ NULL, NULL }
};
