/*
 * Precise events as the kernel opens and constrains them: the precise level
 * (x86_pmu_max_precise, arch/x86/events/core.c 6.12:550), the refusal of a
 * precise event that does not sample (x86_pmu_hw_config, core.c 6.12:576),
 * the PEBS aliases of cycles (intel_pebs_aliases_core2/snb/precdist/ivb/skl,
 * intel/core.c 6.12:3789-3880), each model's PEBS table with its flag-aware
 * matching (intel_*_pebs_event_constraints, intel/ds.c), the counting table
 * on adaptive PEBS (intel_pebs_constraints, ds.c 6.12:1213), and the icl/glc
 * wrappers (icl_get_event_constraints, glc_get_event_constraints, intel/
 * core.c 6.12:4541, 4556).  Each expected mask was worked out from those
 * tables by hand; the rows' own lines are cited per case.
 */
#include <errno.h>
#include "../test.h"

#define FX0 (UINT64_C(1) << PMS_FIXED0)
#define FX1 (UINT64_C(1) << (PMS_FIXED0 + 1))
#define CYCLES 0x3c
#define OPEN_FAILS(e) (-(e))	/* want: the open fails with errno e */

struct pcase {
	int line;
	const char *cite;
	const char *cpu, *kernel;
	bool ht;
	uint64_t config;
	int precise;
	int64_t want;		/* the mask, or OPEN_FAILS(errno) */
};

static const struct pcase cases[] = {
	/* cycles:ppp is the PREC_DIST alias 0x108001c0, pinned to GP1 */
	{ __LINE__, "precdist alias; intel_hsw_pebs_event_constraints ds.c 6.12:1078",
	  "hsw", "6.12", true, CYCLES, 3, 0x2 },
	{ __LINE__, "precdist alias; intel_bdw_pebs_event_constraints ds.c 6.12:1101",
	  "bdw", "6.12", true, CYCLES, 3, 0x2 },
	{ __LINE__, "skl alias (precise 3); intel_skl_pebs_event_constraints ds.c 6.12:1122",
	  "skl", "6.12", true, CYCLES, 3, 0x2 },
	{ __LINE__, "ivb alias (precise 3); intel_ivb_pebs_event_constraints ds.c 6.12:1062",
	  "ivb", "6.12", true, CYCLES, 3, 0x2 },
	/* below :ppp the skl alias is core2's 0x108000c0, the ivb one snb's 0x108001c2 */
	{ __LINE__, "core2 alias; intel_skl_pebs_event_constraints ds.c 6.12:1124",
	  "skl", "6.12", true, CYCLES, 1, 0xf },
	{ __LINE__, "snb alias; intel_ivb_pebs_event_constraints ds.c 6.12:1060",
	  "ivb", "6.12", true, CYCLES, 2, 0xf },
	/* before 5.1 INTEL_FLAGS_EVENT_CONSTRAINT compared the umask too: the
	 * 0x108001c0 row (umask 1) did not catch the core2 alias (umask 0) */
	{ __LINE__, "skl 4.20: ds.c 4.20:832 (umask 1) misses, 4.20:834 matches",
	  "skl", "4.20", true, CYCLES, 1, 0xf },
	/* no pebs_prec_dist on snb, snb-ep, nhm, wsm: max precise 2 */
	{ __LINE__, "x86_pmu_max_precise; intel_pmu_init snb case (no pebs_prec_dist)",
	  "snb", "6.12", true, CYCLES, 3, OPEN_FAILS(EOPNOTSUPP) },
	{ __LINE__, "x86_pmu_max_precise; snb-ep shares the snb case",
	  "snb-ep", "6.12", true, CYCLES, 3, OPEN_FAILS(EOPNOTSUPP) },
	{ __LINE__, "x86_pmu_max_precise; nehalem case", "nhm", "6.12", true, CYCLES, 3,
	  OPEN_FAILS(EOPNOTSUPP) },
	{ __LINE__, "x86_pmu_max_precise; westmere case", "wsm", "6.12", true, CYCLES, 3,
	  OPEN_FAILS(EOPNOTSUPP) },
	/* nhm/wsm: listed events only, never a fixed counter, no catch-all */
	{ __LINE__, "core2 alias; intel_nehalem_pebs_event_constraints ds.c 6.12:1019",
	  "nhm", "6.12", true, CYCLES, 1, 0xf },
	{ __LINE__, "INST_RETIRED ds.c 6.12:1010: GP only, not FIXED0",
	  "nhm", "6.12", true, 0x00c0, 1, 0xf },
	{ __LINE__, "0x10 is not in intel_nehalem_pebs_event_constraints: empty",
	  "nhm", "6.12", true, 0x0110, 1, 0 },
	/* BR_INST_RETIRED.NEAR_CALL: umask 2 missed the umask-0 row before 5.1 */
	{ __LINE__, "ds.c 6.12:1012 event only", "nhm", "6.12", true, 0x02c4, 1, 0xf },
	{ __LINE__, "ds.c 4.20:722 INTEL_FLAGS_EVENT_CONSTRAINT compared the umask",
	  "nhm", "4.20", true, 0x02c4, 1, 0 },
	{ __LINE__, "wsm ds.c 4.20:739, same", "wsm", "4.20", true, 0x02c4, 1, 0 },
	/* 3.14 matched the event only, without flags; 3.15 on compares flags */
	{ __LINE__, "INTEL_EVENT_CONSTRAINT(0xc0) perf_event_intel_ds.c 3.14.1:583",
	  "nhm", "3.14", true, 0x10000c0, 1, 0xf },
	{ __LINE__, "INTEL_FLAGS_EVENT_CONSTRAINT(0xc0) ds.c 6.12:1010: cmask set, no match",
	  "nhm", "6.12", true, 0x10000c0, 1, 0 },
	/* flags are compared: cmask=1 on 0xd1 matches neither its row nor the catch-all */
	{ __LINE__, "DATALA_XLD(0xd1) ds.c 6.12:1087; INTEL_ALL_EVENT_CONSTRAINT 1091",
	  "hsw", "6.12", true, 0x10000d1, 1, 0 },
	{ __LINE__, "the 0x108001c2 row ds.c 6.12:1076 matches the raw code too",
	  "hsw", "6.12", true, 0x108001c2, 1, 0xf },
	/* adaptive PEBS: the 0x01c0 row compares flags, so cmask=1 takes the counting table */
	{ __LINE__, "intel_icl_pebs_event_constraints ds.c 6.12:1143 misses; PMU_FL_PEBS_ALL",
	  "icl", "6.12", true, 0x10001c0, 1, 0xff },
	{ __LINE__, "INTEL_FLAGS_UEVENT_CONSTRAINT(0x01c0, FIXED0) ds.c 6.12:1143",
	  "icl", "6.12", true, 0x01c0, 1, FX0 },
	/* icl: no alias, cycles:p takes the counting table: FIXED1 and GP0-7 */
	{ __LINE__, "pebs_aliases NULL on icl; intel_icl_event_constraints core.c 6.12:290",
	  "icl", "6.12", true, CYCLES, 1, 0xff | FX1 },
	/* snb/ivb: precise stores on GP3 */
	{ __LINE__, "INTEL_PST_CONSTRAINT(0x02cd, 0x8) ds.c 6.12:1043",
	  "snb", "6.12", true, 0x02cd, 1, 0x8 },
	{ __LINE__, "INTEL_PST_CONSTRAINT(0x02cd, 0x8) ds.c 6.1:909",
	  "ivb", "6.1", true, 0x02cd, 1, 0x8 },
	/* Golden Cove */
	{ __LINE__, "INTEL_FLAGS_EVENT_CONSTRAINT(0xc0, 0xfe) ds.c 6.12:1172",
	  "spr", "6.12", true, 0x00c0, 1, 0xfe },
	{ __LINE__, "icl wrapper: instructions:ppp on FIXED0 (core.c 6.12:4549)",
	  "spr", "6.12", true, 0x00c0, 3, FX0 },
	{ __LINE__, "spr_get_event_constraints in 6.1, same wrapper",
	  "spr", "6.1", true, 0x00c0, 3, FX0 },
	{ __LINE__, "icl's 0x01c0 row is not in glc's table: 0xc0 row GP1-7",
	  "spr", "6.12", true, 0x01c0, 1, 0xfe },
	{ __LINE__, "intel_spr_pebs_event_constraints ds.c 6.1:1023 likewise",
	  "spr", "6.1", true, 0x01c0, 1, 0xfe },
	{ __LINE__, "glc :ppp needs GP0; PLD row GP1-7 (ds.c 6.12:1173): empty",
	  "spr", "6.12", true, 0x01cd, 3, 0 },
	{ __LINE__, "icl has no GP0 rule: PLD row GP0-7 (ds.c 6.12:1147)",
	  "icl", "6.12", true, 0x01cd, 3, 0xff },
	/* HT off: the PEBS rows keep their masks */
	{ __LINE__, "PREC_DIST GP1 with 8 counters", "hsw", "6.12", false, 0x01c0, 1, 0x2 },
	/* in_tx_cp on GP2 only (hsw_get_event_constraints core.c 6.12:4523) */
	{ __LINE__, "in_tx_cp: counter2_constraint", "hsw", "6.12", true,
	  UINT64_C(1) << 33 | 0xc4, 0, 0x4 },
	{ __LINE__, "snb keeps no in_tx bits (X86_RAW_EVENT_MASK)", "snb", "6.12", true,
	  UINT64_C(1) << 33 | 0xc4, 0, 0xf },
	{ __LINE__, "in_tx with precise: EOPNOTSUPP (hsw_hw_config)", "hsw", "6.12", true,
	  UINT64_C(1) << 32 | 0xc4, 1, OPEN_FAILS(EOPNOTSUPP) },
	/* metric events may not sample (intel_pmu_hw_config core.c 6.12:4209) */
	{ __LINE__, "topdown-retiring sampling", "icl", "6.12", true, 0x8000, 1,
	  OPEN_FAILS(EINVAL) },
};

static enum t_result pebs_cases(struct tctx *t)
{
	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		const struct pcase *c = &cases[i];
		const struct pms_model *m = pms_model_find(c->cpu);
		struct pms_env env = PMS_ENV_DEFAULT;
		struct pms_hwev ev = { .config = c->config, .precise = c->precise };
		struct pms_constraint k;
		struct pms_open o;

		REQUIRE(t, m && pms_kver_parse(c->kernel, &env.kver, NULL) == PMS_OK, "line %d", c->line);
		env.ht = c->ht;
		ev.sample_period = c->precise ? 4000 : 0;	/* perf record for precise ones */
		ev.freq = c->precise != 0;
		pms_model_open(m, &env, &ev, &o);
		if (c->want < 0) {
			CHECK(t, o.err == -c->want, "line %d (%s): open errno %d, want %d", c->line,
			      c->cite, o.err, (int)-c->want);
			continue;
		}
		CHECK(t, o.err == 0, "line %d (%s): open fails (%d: %s)", c->line, c->cite, o.err,
		      o.reason ? o.reason : "");
		pms_model_constraint(m, &env, &ev, &k);
		CHECK(t, k.mask == (uint64_t)c->want, "line %d (%s): %s %s 0x%llx:p%d mask 0x%llx, want "
		      "0x%llx", c->line, c->cite, c->cpu, c->kernel, (unsigned long long)c->config,
		      c->precise, (unsigned long long)k.mask, (unsigned long long)c->want);
	}
out:
	return t_result(t);
}

/* x86_pmu_max_precise() per model: PEBS 1, +1 with LBR or format >= 2,
 * +1 with pebs_prec_dist (set from ivb on, not on nhm/wsm/snb). */
static enum t_result max_precise(struct tctx *t)
{
	static const struct { const char *cpu; int want; } c[] = {
		{ "nhm", 2 }, { "wsm", 2 }, { "snb", 2 }, { "snb-ep", 2 }, { "ivb", 3 },
		{ "hsw", 3 }, { "bdw", 3 }, { "skl", 3 }, { "icl", 3 }, { "spr", 3 },
		/* amd_pmu_hw_config forwards precise events to IBS: up to :pp */
		{ "zen2", 2 },
	};
	struct pms_env env = PMS_ENV_DEFAULT;

	for (size_t i = 0; i < T_ARRAY_SIZE(c); i++) {
		int got = pms_model_max_precise(pms_model_find(c[i].cpu), &env);

		CHECK(t, got == c[i].want, "%s: max precise %d, want %d", c[i].cpu, got, c[i].want);
	}
	return t_result(t);
}

/* perf stat counts: x86_pmu_hw_config refuses precise without sampling. */
static enum t_result counting_refused(struct tctx *t)
{
	struct pms_env env = PMS_ENV_DEFAULT;
	struct pms_hwev ev = { .config = CYCLES, .precise = 1 };
	struct pms_open o;

	pms_model_open(pms_model_find("skl"), &env, &ev, &o);
	CHECK(t, o.err == EINVAL && o.reason && strstr(o.reason, "sample"),
	      "counting cycles:p: errno %d (%s)", o.err, o.reason ? o.reason : "");
	ev.sample_period = 4000;
	ev.freq = true;
	pms_model_open(pms_model_find("skl"), &env, &ev, &o);
	CHECK(t, o.err == 0, "sampling cycles:p opens: %d", o.err);
	return t_result(t);
}

/* The PEBS rows listed for a model and kernel follow the table in force. */
static enum t_result pebs_rows(struct tctx *t)
{
	struct pms_env env = PMS_ENV_DEFAULT;
	struct pms_cstr_row row;
	char buf[512];
	size_t n = 0;
	bool any_fixed = false;

	/* intel_nehalem_pebs_event_constraints, ds.c 6.12:1006-1021: 12 rows */
	while (pms_model_pebs_row(pms_model_find("nhm"), &env, n, &row, buf, sizeof(buf)) == PMS_OK) {
		any_fixed |= (row.mask & PMS_FIXED_MASK) != 0;
		n++;
	}
	CHECK(t, n == 12, "nhm 6.12: %zu PEBS rows, want 12", n);
	CHECK(t, !any_fixed, "nhm PEBS rows never name a fixed counter");
	/* AMD has no PEBS table */
	CHECK(t, pms_model_pebs_row(pms_model_find("zen3"), &env, 0, &row, buf, sizeof(buf)) ==
	      PMS_ERANGE, "zen3: no PEBS rows");
	return t_result(t);
}

const struct t_case t_pebs_cases[] = {
	{ "pebs_cases", pebs_cases },
	{ "max_precise", max_precise },
	{ "counting_refused", counting_refused },
	{ "pebs_rows", pebs_rows },
	{ NULL, NULL }
};
