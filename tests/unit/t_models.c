/*
 * CPU model tables.  Expected values come from the shared references:
 * model-constraints.md (MC) and kernel-scheduling.md (KS); each case cites
 * the table or section it restates.
 */
#include "../test.h"

#define K(a, b, rc) PMS_KVER_RC(a, b, rc)
#define ON 1
#define OFF 0

static int constraint(const char *model, uint32_t kver, int ht, int tfa, uint64_t config,
		      struct pms_constraint *out)
{
	const struct pms_model *m = pms_model_find(model);
	struct pms_env env = { .sz = sizeof(env), .kver = kver, .ht = ht, .nmi_watchdog = true, .allow_tfa = tfa };
	struct pms_hwev ev = { .config = config };

	if (!m)
		return PMS_ENOMODEL;
	return pms_model_constraint(m, &env, &ev, out);
}

/* conventions 2.6 rule 3: every registered model passes its own checks. */
static enum t_result validate_all(struct tctx *t)
{
	CHECK(t, pms_model_count() >= 20, "only %zu models", pms_model_count());
	for (size_t i = 0; i < pms_model_count(); i++) {
		struct pms_diag d;
		int rc;

		pms_diag_clear(&d);
		rc = pms_model_validate(pms_model_at(i), &d);
		CHECK(t, rc == PMS_OK, "%s: %s", pms_model_name(pms_model_at(i)), d.msg);
	}
	CHECK(t, pms_model_validate(NULL, NULL) == PMS_EINVAL, "NULL model accepted");
	return t_result(t);
}

/* MC section 2: counter counts. */
static const struct {
	int line;
	const char *model;
	int gp_on, gp_off, fixed, metrics;
} counts[] = {
	{ __LINE__, "nhm", 4, 4, 3, 0 },	/* Nehalem/Westmere 4/4/3 */
	{ __LINE__, "westmere", 4, 4, 3, 0 },
	{ __LINE__, "snb", 4, 8, 3, 0 },	/* SDM 18.9.2 */
	{ __LINE__, "snb-ep", 4, 8, 3, 0 },
	{ __LINE__, "ivb", 4, 8, 3, 0 },
	{ __LINE__, "ivb-ep", 4, 8, 3, 0 },
	{ __LINE__, "hsw", 4, 8, 3, 0 },
	{ __LINE__, "haswell-ep", 4, 8, 3, 0 },
	{ __LINE__, "bdw", 4, 8, 3, 0 },
	{ __LINE__, "skl", 4, 8, 3, 0 },	/* Counter 0-3, CounterHTOff 0-7 */
	{ __LINE__, "kabylake", 4, 8, 3, 0 },
	{ __LINE__, "skx", 4, 8, 3, 0 },
	{ __LINE__, "cascadelake", 4, 8, 3, 0 },
	{ __LINE__, "cometlake", 4, 8, 3, 0 },
	{ __LINE__, "icl", 8, 8, 4, 4 },	/* ICL 8/8/4 + 4 metrics */
	{ __LINE__, "tgl", 8, 8, 4, 4 },
	{ __LINE__, "icx", 8, 8, 4, 4 },
	{ __LINE__, "spr", 8, 8, 4, 8 },	/* GLC 8/8/4 + 8 metrics */
	{ __LINE__, "emr", 8, 8, 4, 8 },
	{ __LINE__, "fam15h", 6, 6, 0, 0 },	/* 6 per core */
	{ __LINE__, "piledriver", 6, 6, 0, 0 },
	{ __LINE__, "zen1", 6, 6, 0, 0 },	/* SMT does not change it */
	{ __LINE__, "zen2", 6, 6, 0, 0 },
	{ __LINE__, "zen3", 6, 6, 0, 0 },
	{ __LINE__, "zen4", 6, 6, 0, 0 },
};

static enum t_result counter_counts(struct tctx *t)
{
	for (size_t i = 0; i < T_ARRAY_SIZE(counts); i++) {
		const struct pms_model *m = pms_model_find(counts[i].model);
		struct pms_env on = PMS_ENV_DEFAULT, off = PMS_ENV_DEFAULT;

		off.ht = false;
		CHECK(t, m != NULL, "line %d: no model %s", counts[i].line, counts[i].model);
		if (!m)
			continue;
		CHECK(t, pms_model_n_gp(m, &on) == counts[i].gp_on, "line %d: HT on %d",
		      counts[i].line, pms_model_n_gp(m, &on));
		CHECK(t, pms_model_n_gp(m, &off) == counts[i].gp_off, "line %d: HT off %d",
		      counts[i].line, pms_model_n_gp(m, &off));
		CHECK(t, pms_model_n_fixed(m) == counts[i].fixed, "line %d: fixed", counts[i].line);
		CHECK(t, pms_model_n_metrics(m) == counts[i].metrics, "line %d: metrics",
		      counts[i].line);
	}
	return t_result(t);
}

/*
 * pms_model_counters_at(): before the kernel knew a model (table_since),
 * intel_pmu_init()'s default case uses intel_gen_event_constraints, whose
 * only fixed rows are the three architectural ones (core.c 6.1, 6.12), and
 * sets no TopDown metrics: spr before 5.12-rc1 has 3 fixed and no metrics,
 * from then on its own 4 fixed and 8 metrics; cml (5.4-rc1) at 5.3 keeps
 * its 3.
 */
static enum t_result counters_at(struct tctx *t)
{
	static const struct {
		int line;
		const char *model;
		uint32_t kver;
		bool known;
		int fixed, metrics;
	} cases[] = {
		{ __LINE__, "spr", PMS_KVER(5, 10), false, 3, 0 },
		{ __LINE__, "spr", PMS_KVER_RC(5, 12, 1), true, 4, 8 },
		{ __LINE__, "spr", PMS_KVER(6, 12), true, 4, 8 },
		{ __LINE__, "cml", PMS_KVER(5, 3), false, 3, 0 },
		{ __LINE__, "icl", PMS_KVER(4, 19), false, 3, 0 },
		{ __LINE__, "icl", PMS_KVER(6, 1), true, 4, 4 },
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		const struct pms_model *m = pms_model_find(cases[i].model);
		struct pms_env env = PMS_ENV_DEFAULT;
		int gp = -1, fx = -1, met = -1;
		bool known;

		env.kver = cases[i].kver;
		known = pms_model_counters_at(m, &env, &gp, &fx, &met);
		CHECK(t, known == cases[i].known && fx == cases[i].fixed &&
		      met == cases[i].metrics && gp == pms_model_n_gp(m, &env),
		      "line %d: %s known %d fixed %d metrics %d gp %d", cases[i].line,
		      cases[i].model, known, fx, met, gp);
	}
	return t_result(t);
}

/*
 * The article's events (MC 7.1/7.2 encodings) and the masks of MC 4.x/7.x.
 * excl: PMS_CF_EXCL expected.
 */
#define STALLS_SNB UINT64_C(0x060006a3)	/* 0x06a3 c=6 */
#define STALLS_IVB UINT64_C(0x0c000ca3)	/* 0x0ca3 c=12 */
static const struct {
	int line;
	const char *model;
	uint32_t kver;
	int ht;
	uint64_t config;
	uint64_t mask;
	int excl;
} masks[] = {
	/* SNB: MC 4.2, 7.1 */
	{ __LINE__, "snb", K(6, 12, 0), ON, 0x0148, 0x4, 0 },	/* 0x48 E -> GP2 */
	{ __LINE__, "snb", K(6, 12, 0), OFF, 0x0148, 0x4, 0 },
	{ __LINE__, "snb", K(3, 14, 0), OFF, 0x0148, 0x4, 0 },
	{ __LINE__, "snb", K(6, 12, 0), ON, STALLS_SNB, 0x4, 0 },	/* 0x06a3 EU GP2 */
	{ __LINE__, "snb", K(3, 14, 0), OFF, STALLS_SNB, 0x4, 0 },
	{ __LINE__, "snb", K(6, 12, 0), ON, 0x81d0, 0xf, 1 },	/* X from 4.1-rc1 */
	{ __LINE__, "snb", K(6, 12, 0), OFF, 0x81d0, 0xf, 0 },	/* HT off: plain 0xf */
	{ __LINE__, "snb", K(4, 2, 0), ON, 0x01d1, 0xf, 1 },
	{ __LINE__, "snb", K(4, 0, 0), OFF, 0x01d1, 0xff, 0 },	/* absent 3.19.8 */
	{ __LINE__, "snb", K(3, 14, 0), ON, 0x01d1, 0xf, 0 },
	{ __LINE__, "snb", K(6, 12, 0), OFF, 0x0208, 0xff, 0 },	/* dtlb walk: any */
	{ __LINE__, "snb", K(6, 12, 0), ON, 0x0285, 0xf, 0 },
	{ __LINE__, "snb", K(6, 1, 0), OFF, 0x01cd, 0x8, 0 },	/* 0xcd GP3 */
	/* IVB: MC 4.3 */
	{ __LINE__, "ivb", K(6, 12, 0), OFF, 0x0148, 0x4, 0 },
	{ __LINE__, "ivb", K(4, 2, 0), ON, STALLS_IVB, 0x4, 0 },	/* 0x0ca3 EU GP2 */
	{ __LINE__, "ivb", K(3, 14, 0), OFF, STALLS_IVB, 0x4, 0 },
	{ __LINE__, "ivb", K(3, 14, 0), ON, 0x81d0, 0x0, 0 },	/* refused 3.10..4.1 */
	{ __LINE__, "ivb", K(4, 0, 0), OFF, 0x01d1, 0x0, 0 },
	{ __LINE__, "ivb", K(4, 2, 0), ON, 0x01d1, 0xf, 1 },
	{ __LINE__, "ivb", K(6, 1, 0), OFF, 0x08d1, 0xf, 0 },
	{ __LINE__, "ivb", K(6, 12, 0), OFF, 0x8208, 0xff, 0 },
	{ __LINE__, "ivb", K(6, 12, 0), OFF, 0x01cd, 0xff, 0 },	/* IVB has no 0xcd */
	{ __LINE__, "ivb", K(6, 12, 0), OFF, 0x0279, 0xf, 0 },
	/* HSW: MC 4.4 */
	{ __LINE__, "hsw", K(6, 12, 0), OFF, 0x0148, 0x4, 0 },
	{ __LINE__, "hsw", K(3, 14, 0), OFF, 0x0248, 0x4, 0 },	/* E 0x48 before 4.6.2 */
	{ __LINE__, "hsw", K(4, 6, 0), OFF, 0x0248, 0xff, 0 },	/* EU 0x0148 by 4.6.2 */
	{ __LINE__, "hsw", K(6, 12, 0), ON, STALLS_IVB, 0x4, 0 },
	{ __LINE__, "hsw", K(4, 0, 6), OFF, STALLS_IVB, 0xff, 0 },	/* dead rows < 4.0-rc7 */
	{ __LINE__, "hsw", K(4, 0, 7), OFF, STALLS_IVB, 0x4, 0 },
	{ __LINE__, "hsw", K(3, 14, 0), ON, STALLS_IVB, 0xf, 0 },
	{ __LINE__, "hsw", K(4, 2, 0), OFF, 0x04a3, 0xf, 0 },
	{ __LINE__, "hsw", K(6, 12, 0), ON, 0x81d0, 0xf, 1 },
	{ __LINE__, "hsw", K(3, 14, 0), OFF, 0x81d0, 0xff, 0 },
	{ __LINE__, "hsw", K(6, 12, 0), OFF, 0x0e08, 0xff, 0 },
	{ __LINE__, "hsw-ep", K(6, 12, 0), ON, 0x01d1, 0xf, 1 },
	/* BDW: MC 4.5 */
	{ __LINE__, "bdw", K(6, 12, 0), OFF, 0x0148, 0x4, 0 },
	{ __LINE__, "bdw", K(4, 2, 0), OFF, STALLS_IVB, 0x4, 0 },	/* E 0xa3 */
	{ __LINE__, "bdw", K(4, 2, 0), OFF, 0x04a3, 0x4, 0 },	/* any umask < 4.3-rc4 */
	{ __LINE__, "bdw", K(4, 6, 0), OFF, 0x04a3, 0xff, 0 },	/* no bit 3 after */
	{ __LINE__, "bdw", K(6, 12, 0), ON, STALLS_IVB, 0x4, 0 },	/* bit 3 set */
	{ __LINE__, "bdw", K(6, 12, 0), ON, 0x81d0, 0xf, 0 },	/* no EXCL on BDW */
	{ __LINE__, "bdw", K(6, 12, 0), OFF, 0x01d1, 0xf, 0 },	/* 4.7-rc7 */
	{ __LINE__, "bdw", K(4, 6, 0), OFF, 0x01d1, 0xff, 0 },
	{ __LINE__, "bdw", K(4, 7, 0), OFF, 0x01d1, 0xf, 0 },
	{ __LINE__, "bdw", K(6, 12, 0), OFF, 0x01d3, 0xff, 0 },	/* no 0xd3 entry */
	{ __LINE__, "bdw", K(6, 12, 0), OFF, 0x0e49, 0xff, 0 },
	/* SKL: MC 4.6, 7.2 */
	{ __LINE__, "skl", K(6, 12, 0), OFF, 0x0148, 0xff, 0 },
	{ __LINE__, "skl", K(6, 12, 0), ON, 0x0148, 0xf, 0 },
	{ __LINE__, "skl", K(6, 12, 0), OFF, STALLS_IVB, 0xff, 0 },
	{ __LINE__, "skl", K(6, 12, 0), OFF, 0x81d0, 0xf, 0 },
	{ __LINE__, "skl", K(4, 6, 0), OFF, 0x81d0, 0xff, 0 },
	{ __LINE__, "skl", K(4, 7, 0), OFF, 0x81d0, 0xf, 0 },
	{ __LINE__, "skl", K(5, 3, 0), OFF, 0x08d1, 0xf, 0 },
	{ __LINE__, "skl", K(6, 1, 0), OFF, 0x01c6, 0xf, 0 },
	{ __LINE__, "skl", K(6, 1, 0), OFF, 0x01cd, 0xf, 0 },
	{ __LINE__, "skl", K(6, 1, 0), OFF, 0x01c0, 0x2, 0 },	/* PREC_DIST GP1 */
	{ __LINE__, "skl", K(6, 12, 0), OFF, 0x0e85, 0xff, 0 },
	{ __LINE__, "cml", K(5, 3, 0), OFF, 0x81d0, 0xff, 0 },	/* generic table in 5.3 */
	{ __LINE__, "cml", K(6, 1, 0), OFF, 0x81d0, 0xf, 0 },
	{ __LINE__, "skx", K(6, 12, 0), OFF, 0x01d3, 0xff, 0 },	/* MC 9: 0xd3 open */
	/* ICL: MC 4.7, 7.2 (8 GP always) */
	{ __LINE__, "icl", K(6, 12, 0), ON, 0x0148, 0xf, 0 },
	{ __LINE__, "icl", K(6, 12, 0), OFF, STALLS_IVB, 0xf, 0 },
	{ __LINE__, "icl", K(6, 12, 0), ON, 0x81d0, 0xf, 0 },
	{ __LINE__, "icl", K(6, 12, 0), ON, 0x40d1, 0xf, 0 },
	{ __LINE__, "icl", K(6, 12, 0), ON, 0x0e08, 0xf, 0 },
	{ __LINE__, "icl", K(6, 12, 0), ON, 0x0249, 0xf, 0 },
	{ __LINE__, "icl", K(6, 12, 0), ON, 0x0e85, 0xf, 0 },
	{ __LINE__, "icl", K(6, 12, 0), ON, 0x4f2e, 0xff, 0 },	/* 0x2e unrestricted */
	{ __LINE__, "icl", K(6, 12, 0), ON, 0x14a3, 0xff, 0 },
	{ __LINE__, "icl", K(5, 3, 0), ON, 0x14a3, 0xf, 0 },	/* 5.3.1 form */
	{ __LINE__, "icl", K(5, 3, 0), ON, 0x0156, 0xff, 0 },	/* 0x48-0x54 in 5.3 */
	{ __LINE__, "icl", K(6, 1, 0), ON, 0x0156, 0xf, 0 },
	{ __LINE__, "icl", K(5, 3, 0), ON, 0x01c0, 0x0, 0 },	/* refused in 5.3.1 */
	{ __LINE__, "icl", K(6, 1, 0), ON, 0x01c0, UINT64_C(0x1) << 32 | 0xff, 0 },
	{ __LINE__, "icl", K(6, 1, 0), ON, 0x01cd, 0xff, 0 },	/* 0xcd not restricted */
	/* SPR: MC 4.8, 7.2 */
	{ __LINE__, "spr", K(6, 12, 0), ON, 0x0148, 0xf, 0 },
	{ __LINE__, "spr", K(6, 12, 0), ON, STALLS_IVB, 0xff, 0 },	/* 0x90-0xfe */
	{ __LINE__, "spr", K(6, 12, 0), ON, 0x81d0, 0xf, 0 },
	{ __LINE__, "spr", K(6, 12, 0), ON, 0x08d1, 0xf, 0 },
	{ __LINE__, "spr", K(6, 12, 0), ON, 0x0e12, 0xf, 0 },
	{ __LINE__, "spr", K(6, 12, 0), ON, 0x0213, 0xf, 0 },
	{ __LINE__, "spr", K(6, 12, 0), ON, 0x0e11, 0xf, 0 },
	{ __LINE__, "spr", K(6, 12, 0), ON, 0x412e, 0xff, 0 },
	{ __LINE__, "spr", K(6, 12, 0), ON, 0x02cd, 0x1, 0 },
	{ __LINE__, "spr", K(6, 12, 0), ON, 0x01cd, 0xff, 0 },
	{ __LINE__, "spr", K(6, 12, 0), ON, 0x08a4, 0x1, 0 },
	{ __LINE__, "spr", K(6, 1, 0), ON, 0x013c, 0xff, 0 },	/* no FIXED2 row in 6.1 */
	{ __LINE__, "spr", K(6, 12, 0), ON, 0x013c, UINT64_C(0x4) << 32 | 0xff, 0 },
	/* NHM/WSM: MC 4.1 */
	{ __LINE__, "nhm", K(6, 12, 0), ON, 0x0148, 0x3, 0 },
	{ __LINE__, "nhm", K(3, 14, 0), ON, 0x0160, 0xf, 0 },
	{ __LINE__, "wsm", K(3, 14, 0), ON, 0x0160, 0x1, 0 },
	{ __LINE__, "wsm", K(6, 12, 0), ON, 0x0148, 0xf, 0 },
};

static enum t_result article_masks(struct tctx *t)
{
	for (size_t i = 0; i < T_ARRAY_SIZE(masks); i++) {
		struct pms_constraint c;
		int rc = constraint(masks[i].model, masks[i].kver, masks[i].ht, 1,
				    masks[i].config, &c);

		CHECK(t, rc == PMS_OK, "line %d: rc %d", masks[i].line, rc);
		if (rc)
			continue;
		CHECK(t, c.mask == masks[i].mask, "line %d: %s 0x%llx: mask 0x%llx, want 0x%llx",
		      masks[i].line, masks[i].model, (unsigned long long)masks[i].config,
		      (unsigned long long)c.mask, (unsigned long long)masks[i].mask);
		CHECK(t, !!(c.flags & PMS_CF_EXCL) == masks[i].excl, "line %d: excl flag %u",
		      masks[i].line, c.flags);
		CHECK(t, !!(c.flags & PMS_CF_REFUSED) == !masks[i].mask, "line %d: refused flag",
		      masks[i].line);
	}
	return t_result(t);
}

/* EXCL only on SNB/IVB/HSW, HT on, from 4.1-rc1 (MC 5.2, KS 7.1). */
static enum t_result excl_flag(struct tctx *t)
{
	static const char *const models[] = { "nhm", "snb", "snb-ep", "ivb", "ivb-ep", "hsw",
		"hsw-ep", "bdw", "skl", "skx", "icl", "spr" };
	static const uint32_t kvers[] = { K(3, 14, 0), K(4, 0, 0), K(4, 1, 1), K(4, 2, 0),
		K(5, 3, 0), K(6, 12, 0) };

	for (size_t i = 0; i < T_ARRAY_SIZE(models); i++) {
		int hit_model = !strncmp(models[i], "snb", 3) || !strncmp(models[i], "ivb", 3) ||
				!strncmp(models[i], "hsw", 3);

		for (size_t k = 0; k < T_ARRAY_SIZE(kvers); k++) {
			for (int ht = 0; ht <= 1; ht++) {
				struct pms_constraint c;
				int want = hit_model && ht && kvers[k] >= K(4, 1, 1);

				REQUIRE(t, constraint(models[i], kvers[k], ht, 1, 0x81d0, &c) == PMS_OK,
					"%s", models[i]);
				CHECK(t, !!(c.flags & PMS_CF_EXCL) == want, "%s kver %u ht %d: excl %d",
				      models[i], kvers[k], ht, !want);
			}
		}
	}
out:
	return t_result(t);
}

/* TFA (MC 5.3, KS 7.2): allow_tsx_force_abort=0 removes GP3 on SKL >= 5.1. */
static const struct {
	int line;
	const char *model;
	uint32_t kver;
	int ht, tfa;
	uint64_t config, mask;
} tfa[] = {
	{ __LINE__, "skl", K(5, 1, 1), ON, 0, 0x0e08, 0x7 },
	{ __LINE__, "skl", K(6, 12, 0), OFF, 0, 0x0e08, 0xf7 },
	{ __LINE__, "skl", K(6, 12, 0), OFF, 0, 0x81d0, 0x7 },
	{ __LINE__, "skl", K(6, 12, 0), ON, 0, 0x01c0, 0x2 },	/* no GP3: unchanged */
	{ __LINE__, "skl", K(6, 12, 0), ON, 1, 0x0e08, 0xf },	/* default keeps GP3 */
	{ __LINE__, "skl", K(5, 0, 0), ON, 0, 0x0e08, 0xf },	/* before 5.1: no effect */
	{ __LINE__, "skx", K(6, 1, 0), ON, 0, 0x0e08, 0x7 },
	{ __LINE__, "cml", K(5, 3, 0), ON, 0, 0x0e08, 0xf },	/* not known to 5.3 */
	{ __LINE__, "hsw", K(6, 12, 0), ON, 0, 0x0e08, 0xf },	/* SKL family only */
	{ __LINE__, "icl", K(6, 12, 0), ON, 0, 0x0e08, 0xf },
	{ __LINE__, "skl", K(6, 12, 0), ON, 0, 0x003c, UINT64_C(0x2) << 32 | 0x7 },
};

static enum t_result tsx_force_abort(struct tctx *t)
{
	for (size_t i = 0; i < T_ARRAY_SIZE(tfa); i++) {
		struct pms_constraint c;

		REQUIRE(t, constraint(tfa[i].model, tfa[i].kver, tfa[i].ht, tfa[i].tfa,
				      tfa[i].config, &c) == PMS_OK, "line %d", tfa[i].line);
		CHECK(t, c.mask == tfa[i].mask, "line %d: mask 0x%llx", tfa[i].line,
		      (unsigned long long)c.mask);
	}
out:
	return t_result(t);
}

/* Fixed widening (MC 1, 3; KS 6.5). */
#define FX(k) (UINT64_C(1) << (32 + (k)))
static const struct {
	int line;
	const char *model;
	uint32_t kver;
	int ht;
	uint64_t config, mask;
} fixed[] = {
	{ __LINE__, "hsw", K(6, 12, 0), ON, 0x003c, FX(1) | 0xf },	/* cycles */
	{ __LINE__, "hsw", K(4, 2, 0), OFF, 0x003c, FX(1) | 0xff },
	{ __LINE__, "hsw", K(6, 12, 0), ON, 0x00c0, FX(0) | 0xf },	/* instructions */
	{ __LINE__, "hsw", K(6, 12, 0), ON, 0x0300, FX(2) },	/* ref-cycles */
	{ __LINE__, "hsw", K(3, 14, 0), ON, 0x0300, FX(2) },
	{ __LINE__, "hsw", K(6, 12, 0), ON, 0x0100003c, 0xf },	/* cmask: misses fixed */
	{ __LINE__, "icl", K(6, 12, 0), ON, 0x0400, FX(3) },	/* SLOTS 6.x */
	{ __LINE__, "icl", K(6, 1, 0), ON, 0x0400, FX(3) },
	{ __LINE__, "icl", K(5, 3, 0), ON, 0x0400, FX(3) | 0xff },	/* <= 5.8 rule */
	{ __LINE__, "icl", K(6, 12, 0), ON, 0x0100, FX(0) },	/* PREC_DIST pseudo */
	{ __LINE__, "icl", K(6, 12, 0), ON, 0x8000, UINT64_C(1) << 48 },	/* METRIC0 */
	{ __LINE__, "icl", K(6, 12, 0), ON, 0x8300, UINT64_C(1) << 51 },
	{ __LINE__, "spr", K(6, 12, 0), ON, 0x8700, UINT64_C(1) << 55 },	/* METRIC7 */
	{ __LINE__, "spr", K(6, 12, 0), ON, 0x0300, FX(2) },
	{ __LINE__, "cml", K(5, 3, 0), OFF, 0x003c, FX(1) | 0xff },	/* fixed rows still */
	{ __LINE__, "zen2", K(6, 12, 0), ON, 0x0076, 0x3f },	/* AMD: no fixed */
};

static enum t_result fixed_widening(struct tctx *t)
{
	for (size_t i = 0; i < T_ARRAY_SIZE(fixed); i++) {
		struct pms_constraint c;

		REQUIRE(t, constraint(fixed[i].model, fixed[i].kver, fixed[i].ht, 1,
				      fixed[i].config, &c) == PMS_OK, "line %d", fixed[i].line);
		CHECK(t, c.mask == fixed[i].mask, "line %d: mask 0x%llx", fixed[i].line,
		      (unsigned long long)c.mask);
	}
out:
	return t_result(t);
}

/* AMD family 15h (MC 8.1); config bits 32-35 carry the high nibble. */
#define HI(n) ((uint64_t)(n) << 32)
static const struct {
	int line;
	uint64_t config, mask;
	unsigned flags;
} f15[] = {
	{ __LINE__, 0x0076, 0x07, 0 },		/* cycles: class 0x70 PMC20 */
	{ __LINE__, 0x00c0, 0x3f, 0 },		/* instructions: PMC50 */
	{ __LINE__, 0x00c2, 0x3f, 0 },
	{ __LINE__, 0x00c3, 0x3f, 0 },
	{ __LINE__, 0x077d, 0x07, 0 },		/* cache refs class 0x70 */
	{ __LINE__, 0x0080, 0x07, 0 },
	{ __LINE__, 0x00d0, 0x07, 0 },		/* stalled cycles: class 0xd0 */
	{ __LINE__, 0x00d1, 0x07, 0 },
	{ __LINE__, 0x0000, 0x38, 0 },		/* 0x000, umask 0: PMC53 */
	{ __LINE__, 0x1100, 0x08, 0 },		/* both nibbles: PMC3 */
	{ __LINE__, 0x1000, 0x38, 0 },
	{ __LINE__, 0x0304, 0x08, 0 },		/* 0x004 multi-bit: PMC3 */
	{ __LINE__, 0x0204, 0x38, 0 },
	{ __LINE__, 0x0003, 0x08, 0 },
	{ __LINE__, 0x0011, 0x38, 0 },		/* class 0x10 default */
	{ __LINE__, 0x002e, 0x09, PMS_CF_OVERLAP },	/* PMC30, overlapping */
	{ __LINE__, 0x002d, 0x08, 0 },
	{ __LINE__, 0x0023, 0x07, 0 },
	{ __LINE__, 0x0131, 0x07, 0 },		/* 0x031 one umask bit */
	{ __LINE__, 0x0331, 0x00, PMS_CF_REFUSED },	/* several: refused */
	{ __LINE__, 0x00c0 | HI(1), 0x38, 0 },	/* 0x1c0 PMC53 */
	{ __LINE__, 0x0087 | HI(1), 0x01, 0 },	/* 0x187 PMC0 */
	{ __LINE__, 0x008f, 0x01, 0 },
	{ __LINE__, 0x00dc, 0x3f, 0 },		/* 0x0db-0x0df PMC50 */
	{ __LINE__, 0x00d6 | HI(1), 0x3f, 0 },
	{ __LINE__, 0x00d5 | HI(1), 0x07, 0 },	/* 0x1d5: class 0xd0 default */
	{ __LINE__, 0x00e0, 0x00, PMS_CF_REFUSED },	/* NB class */
	{ __LINE__, 0x00a0, 0x00, PMS_CF_REFUSED },
	{ __LINE__, 0x0040, 0x3f, 0 },		/* DC class */
	{ __LINE__, 0x0045, 0x07, 0 },
};

static enum t_result fam15h_masks(struct tctx *t)
{
	for (size_t i = 0; i < T_ARRAY_SIZE(f15); i++) {
		struct pms_constraint c;

		REQUIRE(t, constraint("fam15h", K(6, 1, 0), ON, 1, f15[i].config, &c) == PMS_OK,
			"line %d", f15[i].line);
		CHECK(t, c.mask == f15[i].mask, "line %d: mask 0x%llx", f15[i].line,
		      (unsigned long long)c.mask);
		CHECK(t, (c.flags & (PMS_CF_OVERLAP | PMS_CF_REFUSED)) == f15[i].flags,
		      "line %d: flags %u", f15[i].line, c.flags);
	}
out:
	return t_result(t);
}

/*
 * Zen pair rule (MC 8.2): 0x003 -> GP0,2,4 + pair from 5.6-rc1
 * (5738891229a2, amd_get_event_constraints_f17h); plain before.
 */
static enum t_result zen_pair(struct tctx *t)
{
	static const char *const zens[] = { "zen1", "zen2", "zen3", "zen4" };

	for (size_t i = 0; i < T_ARRAY_SIZE(zens); i++) {
		const struct pms_model *m = pms_model_find(zens[i]);
		struct pms_env e61 = { .sz = sizeof(e61),
				       .kver = K(6, 1, 0), .ht = true, .allow_tfa = true };
		struct pms_env e53 = { .sz = sizeof(e53),
				       .kver = K(5, 3, 0), .ht = true, .allow_tfa = true };
		struct pms_constraint c;

		REQUIRE(t, constraint(zens[i], K(6, 1, 0), ON, 1, 0x0003, &c) == PMS_OK, "%s", zens[i]);
		CHECK(t, c.mask == 0x15 && (c.flags & PMS_CF_PAIR), "%s 6.1: 0x%llx flags %u",
		      zens[i], (unsigned long long)c.mask, c.flags);
		REQUIRE(t, constraint(zens[i], K(5, 3, 0), OFF, 1, 0x0003, &c) == PMS_OK, "%s", zens[i]);
		CHECK(t, c.mask == 0x3f && !(c.flags & PMS_CF_PAIR), "%s 5.3: 0x%llx", zens[i],
		      (unsigned long long)c.mask);
		REQUIRE(t, constraint(zens[i], K(6, 1, 0), ON, 1, 0x01d0, &c) == PMS_OK, "%s", zens[i]);
		CHECK(t, c.mask == 0x3f, "%s: other events unconstrained", zens[i]);
		CHECK(t, (pms_model_rules(m, &e61) & PMS_RULE_PAIR), "%s rules 6.1", zens[i]);
		CHECK(t, !(pms_model_rules(m, &e53) & PMS_RULE_PAIR), "%s rules 5.3", zens[i]);
		e53.kver = K(5, 6, 1);	/* 5.6-rc1 */
		CHECK(t, (pms_model_rules(m, &e53) & PMS_RULE_PAIR), "%s rules 5.6-rc1", zens[i]);
		e53.kver = K(5, 5, 0);
		CHECK(t, !(pms_model_rules(m, &e53) & PMS_RULE_PAIR), "%s rules 5.5", zens[i]);
	}
out:
	return t_result(t);
}

/* Model rules by version (MC 5; KS 9). */
static const struct {
	int line;
	const char *model;
	uint32_t kver;
	int ht;
	unsigned rules;
} rules[] = {
	{ __LINE__, "snb", K(4, 0, 0), ON, 0 },
	{ __LINE__, "snb", K(4, 1, 1), ON, PMS_RULE_HT_ERRATUM },
	{ __LINE__, "ivb-ep", K(6, 12, 0), ON, PMS_RULE_HT_ERRATUM },
	{ __LINE__, "hsw", K(6, 12, 0), OFF, 0 },	/* fixup_ht_bug removes it */
	{ __LINE__, "bdw", K(6, 12, 0), ON, 0 },
	{ __LINE__, "skl", K(5, 0, 0), ON, 0 },
	{ __LINE__, "skl", K(5, 1, 1), ON, PMS_RULE_TFA },
	{ __LINE__, "clx", K(6, 1, 0), OFF, PMS_RULE_TFA },
	{ __LINE__, "cml", K(5, 3, 0), ON, 0 },
	{ __LINE__, "icl", K(5, 3, 0), ON, 0 },
	{ __LINE__, "icl", K(6, 1, 0), ON, PMS_RULE_TOPDOWN },
	{ __LINE__, "spr", K(6, 12, 0), ON, PMS_RULE_TOPDOWN },
	{ __LINE__, "fam15h", K(6, 12, 0), ON, 0 },
};

static enum t_result model_rules(struct tctx *t)
{
	for (size_t i = 0; i < T_ARRAY_SIZE(rules); i++) {
		const struct pms_model *m = pms_model_find(rules[i].model);
		struct pms_env e = { .sz = sizeof(e), .kver = rules[i].kver, .ht = rules[i].ht, .allow_tfa = true };

		REQUIRE(t, m, "line %d", rules[i].line);
		unsigned got = pms_model_rules(m, &e) & (PMS_RULE_HT_ERRATUM | PMS_RULE_TFA |
							 PMS_RULE_PAIR | PMS_RULE_TOPDOWN);

		CHECK(t, got == rules[i].rules, "line %d: rules %u", rules[i].line, got);
	}
out:
	return t_result(t);
}

/* Generic map (MC 6). want 0: ENOEVENT. */
#define INV_C1 (UINT64_C(1) << 23 | UINT64_C(1) << 24)
static const struct {
	int line;
	const char *model;
	uint32_t kver;
	enum pms_generic g;
	uint64_t want;
} gen[] = {
	{ __LINE__, "hsw", K(6, 12, 0), PMS_HW_CPU_CYCLES, 0x003c },
	{ __LINE__, "hsw", K(3, 14, 0), PMS_HW_INSTRUCTIONS, 0x00c0 },
	{ __LINE__, "skl", K(6, 12, 0), PMS_HW_CACHE_REFERENCES, 0x4f2e },
	{ __LINE__, "skl", K(6, 12, 0), PMS_HW_CACHE_MISSES, 0x412e },
	{ __LINE__, "icl", K(6, 12, 0), PMS_HW_BRANCH_INSTRUCTIONS, 0x00c4 },
	{ __LINE__, "icl", K(6, 12, 0), PMS_HW_BRANCH_MISSES, 0x00c5 },
	{ __LINE__, "spr", K(6, 12, 0), PMS_HW_BUS_CYCLES, 0x013c },
	/* intel_pmu_ref_cycles_ext(), called by intel_pmu_init_glc()/_grt(), core.c
	 * 6.12:6436: 0x013c where the architectural event exists; absent in 6.1 */
	{ __LINE__, "spr", K(6, 12, 0), PMS_HW_REF_CPU_CYCLES, 0x013c },
	{ __LINE__, "spr", K(6, 1, 0), PMS_HW_REF_CPU_CYCLES, 0x0300 },
	{ __LINE__, "adl", K(6, 12, 0), PMS_HW_REF_CPU_CYCLES, 0x013c },
	{ __LINE__, "adl", K(6, 1, 0), PMS_HW_REF_CPU_CYCLES, 0x0300 },
	{ __LINE__, "hsw", K(6, 12, 0), PMS_HW_REF_CPU_CYCLES, 0x0300 },
	{ __LINE__, "hsw", K(6, 12, 0), PMS_HW_STALLED_CYCLES_FRONTEND, 0 },
	{ __LINE__, "snb", K(6, 12, 0), PMS_HW_STALLED_CYCLES_FRONTEND, 0x010e | INV_C1 },
	{ __LINE__, "snb", K(6, 12, 0), PMS_HW_STALLED_CYCLES_BACKEND, 0x01b1 | INV_C1 },
	{ __LINE__, "ivb", K(6, 12, 0), PMS_HW_STALLED_CYCLES_FRONTEND, 0x010e | INV_C1 },
	{ __LINE__, "ivb", K(6, 12, 0), PMS_HW_STALLED_CYCLES_BACKEND, 0 },
	{ __LINE__, "nhm", K(6, 12, 0), PMS_HW_STALLED_CYCLES_BACKEND, 0x3fb1 | INV_C1 },
	{ __LINE__, "fam15h", K(4, 6, 0), PMS_HW_CACHE_REFERENCES, 0x0080 },
	{ __LINE__, "fam15h", K(4, 20, 0), PMS_HW_CACHE_REFERENCES, 0x077d },
	{ __LINE__, "fam15h", K(4, 20, 0), PMS_HW_CACHE_MISSES, 0x077e },
	{ __LINE__, "fam15h", K(6, 12, 0), PMS_HW_STALLED_CYCLES_BACKEND, 0x00d1 },
	{ __LINE__, "zen1", K(4, 20, 0), PMS_HW_CACHE_REFERENCES, 0x077d },	/* K7 map */
	{ __LINE__, "zen1", K(5, 3, 0), PMS_HW_CACHE_REFERENCES, 0xff60 },
	{ __LINE__, "zen1", K(5, 3, 0), PMS_HW_CACHE_MISSES, 0 },
	{ __LINE__, "zen1", K(6, 1, 0), PMS_HW_CACHE_MISSES, 0x0964 },
	{ __LINE__, "zen1", K(6, 12, 0), PMS_HW_STALLED_CYCLES_FRONTEND, 0x0287 },
	{ __LINE__, "zen1", K(6, 12, 0), PMS_HW_STALLED_CYCLES_BACKEND, 0x0187 },
	{ __LINE__, "zen2", K(6, 1, 0), PMS_HW_STALLED_CYCLES_FRONTEND, 0x0287 },
	{ __LINE__, "zen3", K(6, 12, 0), PMS_HW_STALLED_CYCLES_FRONTEND, 0x00a9 },
	{ __LINE__, "zen3", K(6, 12, 0), PMS_HW_STALLED_CYCLES_BACKEND, 0 },
	{ __LINE__, "zen4", K(6, 12, 0), PMS_HW_REF_CPU_CYCLES, UINT64_C(0x100000120) },
	{ __LINE__, "zen4", K(6, 1, 0), PMS_HW_REF_CPU_CYCLES, 0 },
	{ __LINE__, "zen4", K(6, 12, 0), PMS_HW_BUS_CYCLES, 0 },
	{ __LINE__, "zen4", K(6, 12, 0), PMS_HW_CPU_CYCLES, 0x0076 },
};

static enum t_result generic_map(struct tctx *t)
{
	for (size_t i = 0; i < T_ARRAY_SIZE(gen); i++) {
		const struct pms_model *m = pms_model_find(gen[i].model);
		struct pms_env e = { .sz = sizeof(e), .kver = gen[i].kver, .ht = true, .allow_tfa = true };
		uint64_t cfg = 0;
		int rc;

		REQUIRE(t, m, "line %d", gen[i].line);
		rc = pms_model_generic(m, &e, gen[i].g, &cfg);
		if (gen[i].want)
			CHECK(t, rc == PMS_OK && cfg == gen[i].want, "line %d: rc %d cfg 0x%llx",
			      gen[i].line, rc, (unsigned long long)cfg);
		else
			CHECK(t, rc == PMS_ENOEVENT, "line %d: rc %d cfg 0x%llx", gen[i].line, rc,
			      (unsigned long long)cfg);
	}
out:
	return t_result(t);
}

/* hw_cache_event_ids (cited in models/x86/intel_common.c, amd_common.c). */
#define CID(id, op, res) ((uint64_t)(id) | (uint64_t)(op) << 8 | (uint64_t)(res) << 16)
static enum t_result cache_map(struct tctx *t)
{
	static const struct {
		int line;
		const char *model;
		uint64_t id, want;
	} cases[] = {
		{ __LINE__, "snb", CID(0, 0, 0), 0xf1d0 },	/* L1-dcache-loads */
		{ __LINE__, "ivb", CID(0, 0, 1), 0x0151 },	/* L1-dcache-load-misses */
		{ __LINE__, "hsw", CID(0, 0, 0), 0x81d0 },
		{ __LINE__, "bdw", CID(0, 1, 1), 0 },		/* L1-dcache-store-misses */
		{ __LINE__, "skl", CID(3, 0, 1), 0x0e08 },	/* dTLB-load-misses */
		{ __LINE__, "hsw", CID(3, 0, 1), 0x0108 },
		{ __LINE__, "skl", CID(4, 0, 1), 0x0e85 },	/* iTLB-load-misses */
		{ __LINE__, "skl", CID(2, 0, 0), 0x01b7 },	/* LLC-loads */
		{ __LINE__, "snb", CID(5, 0, 1), 0x00c5 },	/* branch-load-misses */
		{ __LINE__, "zen3", CID(0, 0, 1), 0xc860 },
		{ __LINE__, "zen1", CID(3, 0, 1), 0xf045 },
		{ __LINE__, "zen2", CID(2, 0, 0), 0 },		/* LLC not supported */
		{ __LINE__, "icl", CID(0, 0, 0), 0x81d0 },	/* the Skylake map (intel_pmu_init) */
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		const struct pms_model *m = pms_model_find(cases[i].model);
		uint64_t cfg = 0;
		int rc;

		REQUIRE(t, m, "line %d", cases[i].line);
		rc = pms_model_cache(m, NULL, cases[i].id, &cfg);
		if (cases[i].want)
			CHECK(t, rc == PMS_OK && cfg == cases[i].want, "line %d: 0x%llx",
			      cases[i].line, (unsigned long long)cfg);
		else
			CHECK(t, rc == PMS_ENOEVENT, "line %d: rc %d", cases[i].line, rc);
	}
out:
	return t_result(t);
}

/* Lookup by every name form, and the libpfm4 PMU each model names. */
static enum t_result lookup(struct tctx *t)
{
	static const struct { const char *name, *model, *pmu; } cases[] = {
		{ "sandybridge", "snb", "snb" }, { "SNB-EP", "snb-ep", "snb_ep" },
		{ "hsw-ep", "hsw-ep", "hsw_ep" }, { "kbl", "skl", "skl" },
		{ "coffeelake", "skl", "skl" }, { "skylake-x", "skx", "skx" },
		{ "cascadelake", "clx", "clx" }, { "cometlake", "cml", "skl" },
		{ "tigerlake", "icl", "icl" }, { "icelake-sp", "icx", "icx" },
		{ "sapphirerapids", "spr", "spr" }, { "emr", "emr", "spr" },
		{ "alderlake", "adl", "adl_glc" }, { "arrowlake-u", "mtl", "adl_glc" },
		{ "adl-n", "adl-n", "adl_grt" }, { "sierraforest", "srf", "adl_grt" },
		{ "piledriver", "fam15h", "amd64_fam15h_interlagos" },
		{ "zen3", "zen3", "amd64_fam19h_zen3" }, { "zen4", "zen4", "amd64_fam19h_zen4" },
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		const struct pms_model *m = pms_model_find(cases[i].name);

		CHECK(t, m && !strcmp(pms_model_name(m), cases[i].model), "%s", cases[i].name);
		if (m)
			CHECK(t, !strcmp(pms_model_pfm_pmu(m), cases[i].pmu), "%s: pmu %s",
			      cases[i].name, pms_model_pfm_pmu(m));
	}
	/* issue 13: glc, goldencove and raptorcove named SPR, which has no atom PMU */
	CHECK(t, !pms_model_find("glc") && !pms_model_find("goldencove") &&
	      !pms_model_find("raptorcove"), "the Golden Cove aliases are gone");
	/* family 0x1a takes the Zen 4 rules and map (amd_pmu_event_map) */
	CHECK(t, pms_model_find("turin") && pms_model_generic(pms_model_find("zen5"),
	      &(struct pms_env){ .sz = sizeof(struct pms_env), .kver = K(6, 12, 0) },
	      PMS_HW_REF_CPU_CYCLES, &(uint64_t){ 0 }) == PMS_OK, "zen5 as Zen 4");
	/* zen6: family 0x1a outside Zen 5's models (perf 7.0, 2c3cd43d27c1; t_linux7.c) */
	CHECK(t, pms_model_find("zen6") != pms_model_find("zen5"), "zen6 is its own model");
	CHECK(t, pms_model_find(NULL) == NULL, "NULL name");
	return t_result(t);
}

/* Host detection never crashes: a model, ENOMODEL with a message, or ENOTSUP. */
static enum t_result host(struct tctx *t)
{
	const struct pms_model *m = NULL;
	struct pms_diag d;
	int rc;

	pms_diag_clear(&d);
	rc = pms_model_host(&m, &d);
	CHECK(t, rc == PMS_OK || rc == PMS_ENOMODEL || rc == PMS_ENOTSUP, "rc %d", rc);
	if (rc == PMS_OK)
		CHECK(t, m != NULL, "no model on success");
	else
		CHECK(t, m == NULL && d.msg[0], "rc %d without message", rc);
	if (rc == PMS_ENOMODEL)
		CHECK(t, strstr(d.msg, "is not modelled") && strstr(d.msg, "family 0x"), "%s", d.msg);
	return t_result(t);
}

/* Row listing: rows in force, their text and effective masks. */
static enum t_result rows(struct tctx *t)
{
	const struct pms_model *m = pms_model_find("bdw");
	struct pms_env e42 = { .sz = sizeof(e42), .kver = K(4, 2, 0), .ht = true, .allow_tfa = true };
	struct pms_env e61 = { .sz = sizeof(e61), .kver = K(6, 1, 0), .ht = false, .allow_tfa = true };
	struct pms_cstr_row r;
	char buf[128];
	size_t n = 0;
	int found = 0;

	REQUIRE(t, m, "bdw");
	while (pms_model_cstr_row(m, &e42, n, &r, buf, sizeof(buf)) == PMS_OK) {
		if (!strcmp(r.match, "event 0xa3"))
			found = r.mask == 0x4 && !strcmp(r.versions, "..4.3-rc4");
		n++;
	}
	CHECK(t, n == 5 && found, "4.2: %zu rows, 0xa3 row %d", n, found);	/* 3 F, 0x0148, 0xa3 */
	CHECK(t, pms_model_cstr_row(m, &e42, n, &r, buf, sizeof(buf)) == PMS_ERANGE, "past end");
	REQUIRE(t, pms_model_cstr_row(m, &e61, 0, &r, buf, sizeof(buf)) == PMS_OK, "row 0");
	CHECK(t, !strcmp(r.match, "0x00c0 fixed") && r.mask == (FX(0) | 0xff), "%s 0x%llx",
	      r.match, (unsigned long long)r.mask);
	found = 0;
	for (n = 0; pms_model_cstr_row(m, &e61, n, &r, buf, sizeof(buf)) == PMS_OK; n++)
		if (!strcmp(r.match, "0x08a3 umask bits") && !strcmp(r.versions, "4.3-rc4.."))
			found = 1;
	CHECK(t, found, "umask-bits row missing on 6.1");
	m = pms_model_find("icl");
	REQUIRE(t, m, "icl");
	found = 0;
	for (n = 0; pms_model_cstr_row(m, &e61, n, &r, buf, sizeof(buf)) == PMS_OK; n++)
		if (!strcmp(r.match, "events 0xd0-0xe6") && r.mask == 0xf)
			found = 1;
	CHECK(t, found, "icl range row");
	CHECK(t, pms_model_cstr_row(m, &e61, 0, &r, buf, 4) == PMS_EINVAL, "tiny buffer");
out:
	return t_result(t);
}

/*
 * Precise events take the PEBS table (model-constraints 5.6): PREC_DIST on
 * GP1 (SNB..SKL) or FIXED0 (ICL+); load latency GP3 (SNB/IVB), GP0-3
 * (HSW..SKL), GP0-7 (ICL), GP1-7 (GLC); the SNB..SKL catch-all gives GP0-3
 * to any event without flags and refuses the rest; ICL+ fall back to the
 * counting table; Golden Cove puts other :ppp events on GP0.
 */
static enum t_result pebs_masks(struct tctx *t)
{
	static const struct {
		int line;
		const char *cpu;
		uint64_t config;
		int precise;
		uint64_t want;
		unsigned flags;
	} c[] = {
		{ __LINE__, "snb", 0x01c0, 1, 0x2, 0 },
		{ __LINE__, "snb", 0x01cd, 1, 0x8, 0 },
		{ __LINE__, "hsw", 0x01cd, 1, 0xf, 0 },
		{ __LINE__, "skl", 0x01c0, 2, 0x2, 0 },
		{ __LINE__, "icl", 0x01cd, 1, 0xff, 0 },
		{ __LINE__, "icl", 0x01c0, 1, UINT64_C(1) << PMS_FIXED0, 0 },
		{ __LINE__, "spr", 0x01cd, 1, 0xfe, 0 },
		/* catch-all: L1D_PEND_MISS.PENDING counts on GP2, samples on GP0-3 */
		{ __LINE__, "hsw", 0x0148, 1, 0xf, 0 },
		/* cmask/inv set: no PEBS entry on SNB..SKL, refused */
		{ __LINE__, "hsw", 0x0180003c, 2, 0, PMS_CF_REFUSED },
		/* HT erratum: the PEBS forms of 0xd0-0xd3 are corrupting too */
		{ __LINE__, "hsw", 0x01d1, 1, 0xf, PMS_CF_EXCL },
		/* ICL: no PEBS entry, the counting table (0x08 in 0x03-0x0a: GP0-3) */
		{ __LINE__, "icl", 0x0e08, 1, 0xf, 0 },
		/* GLC :ppp without an entry: GP0 only */
		{ __LINE__, "spr", 0x0ca3 | (UINT64_C(12) << 24), 3, 0x1, 0 },
		/* not precise: the counting table as before */
		{ __LINE__, "hsw", 0x0148, 0, 0x4, 0 },
	};
	struct pms_env env = PMS_ENV_DEFAULT;

	env.kver = PMS_KVER(6, 12);
	for (size_t i = 0; i < T_ARRAY_SIZE(c); i++) {
		struct pms_hwev ev = { .config = c[i].config, .precise = c[i].precise };
		struct pms_constraint k;

		pms_model_constraint(pms_model_find(c[i].cpu), &env, &ev, &k);
		CHECK(t, k.mask == c[i].want, "line %d: %s 0x%llx:p%d mask 0x%llx, want 0x%llx",
		      c[i].line, c[i].cpu, (unsigned long long)c[i].config, c[i].precise,
		      (unsigned long long)k.mask, (unsigned long long)c[i].want);
		CHECK(t, (k.flags & c[i].flags) == c[i].flags, "line %d: flags 0x%x", c[i].line, k.flags);
	}
	return t_result(t);
}

/* intel_pmu_init(): Ice Lake copies Skylake's cache map, minus iTLB loads. */
static enum t_result icl_cache_map(struct tctx *t)
{
	const struct pms_model *icl = pms_model_find("icl");
	struct pms_env env = PMS_ENV_DEFAULT;
	uint64_t cfg = 0;

	CHECK(t, pms_model_cache(icl, &env, 0x0, &cfg) == PMS_OK && cfg == 0x81d0,
	      "L1-dcache-loads 0x%llx", (unsigned long long)cfg);
	CHECK(t, pms_model_cache(icl, &env, 0x10003, &cfg) == PMS_OK && cfg == 0x0e08,
	      "dTLB-load-misses 0x%llx", (unsigned long long)cfg);
	CHECK(t, pms_model_cache(icl, &env, 0x4, &cfg) == PMS_ENOEVENT, "iTLB-loads removed");
	CHECK(t, pms_model_cache(pms_model_find("skl"), &env, 0x4, &cfg) == PMS_OK && cfg == 0x2085,
	      "skl keeps iTLB-loads");
	return t_result(t);
}

/*
 * The Gracemont-family PMUs copy glp_hw_cache_event_ids and then set ITLB
 * read access to -1: the 6.1 ALDERLAKE hybrid case and TREMONT/GRACEMONT
 * cases of intel_pmu_init() (core.c 6.1.176), intel_pmu_init_grt() (core.c
 * 6.12.117, 7.2.13, 7.3.4; intel_pmu_init_cmt/_skt/_dkt/_arw call it).  So
 * iTLB-loads (0x4) is refused on every such PMU at every release, and
 * iTLB-load-misses is ITLB.MISS (0x0481, glp_hw_cache_event_ids).  The fake
 * PMU of tools/perf_oracle once lacked the -1 (known.txt's "iTLB-loads on
 * the Gracemont/Crestmont PMU" lines); real perf refuses it there too.
 */
static enum t_result gracemont_itlb(struct tctx *t)
{
	static const char *const models[] = { "adl-n", "grr", "srf", "adl", "mtl", "lnl", "arl" };
	static const uint32_t kvers[] = { PMS_KVER(6, 1), PMS_KVER(6, 12), PMS_KVER(7, 3) };

	for (size_t i = 0; i < T_ARRAY_SIZE(models); i++) {
		const struct pms_model *plat = pms_model_find(models[i]), *atom = plat;

		for (size_t k = 0; plat && k < pms_model_n_pmus(plat); k++)
			if (!strcmp(pms_model_pmu_name(pms_model_pmu(plat, k)), "cpu_atom"))
				atom = pms_model_pmu(plat, k);
		for (size_t v = 0; v < T_ARRAY_SIZE(kvers); v++) {
			struct pms_env env = PMS_ENV_DEFAULT;
			uint64_t cfg = 0;

			env.kver = kvers[v];
			if (!atom || pms_model_since(plat) > env.kver)
				continue;
			CHECK(t, pms_model_cache(atom, &env, 0x4, &cfg) != PMS_OK, "%s %u: iTLB-loads",
			      models[i], kvers[v]);
			CHECK(t, pms_model_cache(atom, &env, 0x10004, &cfg) == PMS_OK && cfg == 0x0481,
			      "%s %u: iTLB-load-misses 0x%llx", models[i], kvers[v],
			      (unsigned long long)cfg);
		}
	}
	return t_result(t);
}

const struct t_case t_models_cases[] = {
	{ "gracemont_itlb", gracemont_itlb },
	{ "validate_all", validate_all },
	{ "counter_counts", counter_counts },
	{ "counters_at", counters_at },
	{ "article_masks", article_masks },
	{ "excl_flag", excl_flag },
	{ "tsx_force_abort", tsx_force_abort },
	{ "fixed_widening", fixed_widening },
	{ "fam15h_masks", fam15h_masks },
	{ "zen_pair", zen_pair },
	{ "model_rules", model_rules },
	{ "generic_map", generic_map },
	{ "cache_map", cache_map },
	{ "lookup", lookup },
	{ "host", host },
	{ "rows", rows },
	{ "pebs_masks", pebs_masks },
	{ "icl_cache_map", icl_cache_map },
	{ NULL, NULL }
};
