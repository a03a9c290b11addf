/*
 * Constraint and PEBS rows of the kernels after 6.12, read in the Debian
 * trees linux-source-7.2 (7.2.13) and -7.3 (7.3.4), arch/x86/events/intel/
 * core.c and ds.c, and dated by mainline release (commit where issue 23 or
 * the mails name it; otherwise the tree bracket, "approx", models/README.md
 * rule 2).  Each expected mask is the table row's counter mask, with the
 * model's fix-ups as the kernel applies them (derived by hand from the row,
 * never from pmusched's output).  The 6.12 answers are the 6.12.117 tree's.
 */
#include <string.h>
#include "../test.h"

#define K(a, b, c) PMS_KVER_RC(a, b, c)
#define FX(k) (UINT64_C(1) << (PMS_FIXED0 + (k)))
#define GP(n) ((UINT64_C(1) << (n)) - 1)

static const struct pms_model *pmu_of(const char *model, const char *pmu)
{
	const struct pms_model *m = pms_model_find(model);

	return m && pmu ? pms_model_pmu_find(m, pmu) : m;
}

static uint64_t mask_of(const struct pms_model *m, uint32_t kver, uint64_t cfg, int precise)
{
	struct pms_env env = PMS_ENV_DEFAULT;
	struct pms_hwev ev = { .config = cfg, .precise = precise, .sample_period = 100003 };
	struct pms_constraint c;
	struct pms_open o;

	env.kver = kver;
	if (!m)
		return UINT64_MAX - 1;
	pms_model_open(m, &env, &ev, &o);
	if (o.err)
		return UINT64_MAX;
	if (pms_model_constraint(m, &env, &ev, &c))
		return UINT64_MAX;
	return c.mask;
}

static const struct {
	int line;
	const char *model, *pmu;
	uint32_t kver;
	uint64_t cfg;
	int precise;
	uint64_t want;
} rows[] = {
	/* Golden Cove, intel_glc_event_constraints 7.2.13 core.c:393-399: 0x05a3,
	 * 0x06a3, 0x0ca3 on GP0-3, 0x01cd on GP1-7 (30d82ddee085 SPR, 4ef863352bcd
	 * ADL, e99fb45436ea MTL; 7.2); 6.12.117 had no row: every GP counter */
	{ __LINE__, "spr", NULL, K(6, 12, 0), 0x05a3, 0, GP(8) },
	{ __LINE__, "spr", NULL, K(7, 2, 0), 0x05a3, 0, 0xf },
	{ __LINE__, "spr", NULL, K(7, 2, 0), 0x06a3, 0, 0xf },
	{ __LINE__, "emr", NULL, K(7, 3, 0), 0x0ca3, 0, 0xf },
	{ __LINE__, "spr", NULL, K(6, 12, 0), 0x01cd, 0, GP(8) },
	{ __LINE__, "spr", NULL, K(7, 2, 0), 0x01cd, 0, 0xfe },
	{ __LINE__, "adl", "cpu_core", K(7, 2, 0), 0x0ca3, 0, 0xf },
	{ __LINE__, "adl", "cpu_core", K(6, 18, 0), 0x0ca3, 0, GP(8) },
	{ __LINE__, "mtl", "cpu_core", K(7, 2, 0), 0x01cd, 0, 0xfe },
	{ __LINE__, "gnr", NULL, K(7, 2, 0), 0x06a3, 0, 0xf },
	/* Lion Cove: 782cffeec9ad's OCR and 0xe0 rows (6.14-rc4; in 6.12.117 as a
	 * stable backport) removed in 7.2 (331c3e4fa39a, 0073ed169226, 65fd435095bb):
	 * intel_lnc_event_constraints 7.2.13 core.c:423-461 has neither */
	{ __LINE__, "lnl", "cpu_core", K(6, 12, 0), 0x012a, 0, 0xf },
	{ __LINE__, "lnl", "cpu_core", K(7, 2, 0), 0x012a, 0, GP(10) },
	{ __LINE__, "arl", "cpu_core", K(7, 3, 0), 0x012b, 0, GP(10) },
	{ __LINE__, "arl", "cpu_core", K(7, 1, 0), 0x00e0, 0, 0xf },
	{ __LINE__, "ptl", "cpu_core", K(7, 2, 0), 0x00e0, 0, GP(10) },
	/* pseudo fixed encodings (absent 6.12.117, present 7.2.13: 6.13-rc1
	 * approx): 0x0200 -> FIXED1 on icl/glc/lnc/grt/skt (core.c 7.2.13:370,
	 * 427 ...), 0x0100 -> FIXED0 on grt/skt, 0x0500-0x0700 -> FIXED4-6 on skt;
	 * pseudo encodings are never widened to GP (4a263bf331c5, 5.18-rc1) */
	{ __LINE__, "icl", NULL, K(6, 12, 0), 0x0200, 0, GP(8) },
	{ __LINE__, "icl", NULL, K(7, 2, 0), 0x0200, 0, FX(1) },
	{ __LINE__, "spr", NULL, K(7, 2, 0), 0x0200, 0, FX(1) },
	{ __LINE__, "lnl", "cpu_core", K(7, 2, 0), 0x0200, 0, FX(1) },
	{ __LINE__, "adl", "cpu_atom", K(7, 2, 0), 0x0100, 0, FX(0) },
	{ __LINE__, "adl", "cpu_atom", K(7, 2, 0), 0x0200, 0, FX(1) },
	{ __LINE__, "lnl", "cpu_atom", K(7, 2, 0), 0x0500, 0, FX(4) },
	{ __LINE__, "lnl", "cpu_atom", K(7, 2, 0), 0x0600, 0, FX(5) },
	{ __LINE__, "arl", "cpu_atom", K(7, 2, 0), 0x0700, 0, FX(6) },
	{ __LINE__, "lnl", "cpu_atom", K(6, 12, 0), 0x0700, 0, GP(8) },
	/* E-core store latency: intel_cmt_pebs_event_constraints (7.2.13 ds.c)
	 * 0x6d0 on GP0-7 where grt's (6.12.117 ds.c:1002) gives GP0-5; used by
	 * intel_pmu_init_cmt (Crestmont, Skymont); Gracemont keeps grt's */
	{ __LINE__, "mtl", "cpu_atom", K(6, 12, 0), 0x06d0, 1, GP(6) },
	{ __LINE__, "mtl", "cpu_atom", K(7, 2, 0), 0x06d0, 1, GP(8) },
	{ __LINE__, "srf", NULL, K(7, 3, 0), 0x06d0, 1, GP(8) },
	{ __LINE__, "lnl", "cpu_atom", K(7, 2, 0), 0x06d0, 1, GP(8) },
	{ __LINE__, "adl", "cpu_atom", K(7, 2, 0), 0x06d0, 1, GP(6) },
	/* ... 6.1.176 ds.c:841: 0x6d0 on GP0-3 (INTEL_HYBRID_LAT_CONSTRAINT) */
	{ __LINE__, "adl", "cpu_atom", K(6, 1, 0), 0x06d0, 1, 0xf },
	/* Darkmont (ptl cpu_atom, cwf): intel_dkt_pebs_event_constraints, load
	 * and store latency on GP0-7 (7.2.13 ds.c) */
	{ __LINE__, "ptl", "cpu_atom", K(7, 2, 0), 0x05d0, 1, GP(8) },
	{ __LINE__, "cwf", NULL, K(7, 2, 0), 0x05d0, 1, GP(8) },
	{ __LINE__, "cwf", NULL, K(6, 16, 0), 0x05d0, 1, 0x3 },
	/* 7.3 drops the pseudo rows from the icl/glc/lnc PEBS tables (ds.c 7.3.4):
	 * r1c0:p on icl is FIXED0 by the PEBS row in 7.2, and in 7.3 falls to the
	 * counting table's FIXED(0x01c0, 0) row (5.9-rc8 approx), widened to GP0-7 (event byte set) */
	{ __LINE__, "icl", NULL, K(7, 2, 0), 0x01c0, 1, FX(0) },
	{ __LINE__, "icl", NULL, K(7, 3, 0), 0x01c0, 1, GP(8) | FX(0) },
	/* ... 0x0100:p and slots:p keep their counters through the counting table */
	{ __LINE__, "spr", NULL, K(7, 3, 0), 0x0100, 1, FX(0) },
	{ __LINE__, "lnl", "cpu_core", K(7, 3, 0), 0x0400, 0, FX(3) },
};

static enum t_result rows_by_release(struct tctx *t)
{
	for (size_t i = 0; i < T_ARRAY_SIZE(rows); i++) {
		uint64_t got = mask_of(pmu_of(rows[i].model, rows[i].pmu), rows[i].kver,
				       rows[i].cfg, rows[i].precise);

		CHECK(t, got == rows[i].want, "line %d: %s%s%s 0x%llx:p%d: 0x%llx, want 0x%llx",
		      rows[i].line, rows[i].model, rows[i].pmu ? "/" : "",
		      rows[i].pmu ? rows[i].pmu : "", (unsigned long long)rows[i].cfg,
		      rows[i].precise, (unsigned long long)got, (unsigned long long)rows[i].want);
	}
	return t_result(t);
}

/*
 * A group of five cycle_activity events (0x01a3, 0x02a3, 0x05a3, 0x06a3,
 * 0x0ca3) fits the eight GP counters of spr on 6.12 (two on GP0-3, three
 * anywhere) and can never be scheduled on 7.2, where all five need GP0-3.
 */
static enum t_result cycle_activity_group(struct tctx *t)
{
	const char *out, *err;
	int rc;

	rc = t_cli("predict --cpu spr --kernel 6.12 -e "
		   "{r01a3,r02a3,r05a3,r06a3,r0ca3}", &out, &err);
	CHECK(t, rc == 0 && !strstr(out, "<not counted>") && !strstr(out, "not supported"),
	      "6.12: %d %s %s", rc, out, err);
	rc = t_cli("predict --cpu spr --kernel 7.2 -e "
		   "{r01a3,r02a3,r05a3,r06a3,r0ca3}", &out, &err);
	CHECK(t, strstr(out, "<not counted>") || strstr(out, "<not supported>") ||
	      strstr(err, "never"), "7.2: %d %s %s", rc, out, err);
	return t_result(t);
}

/*
 * New models and host detection: CPUID family/model and, for the hybrid
 * parts, leaf 0x1A's core type (0x40 Core, 0x20 Atom).  Identities from
 * arch/x86/include/asm/intel-family.h 7.3.4 (DIAMONDRAPIDS_X 19/0x01,
 * NOVALAKE 18/0x01, NOVALAKE_L 18/0x03, WILDCATLAKE_L 6/0xd5) and perf 7.0's
 * mapfile (2c3cd43d27c1: Zen 5 is family 0x1a models 0x00-0x2f, 0x40-0x4f,
 * 0x60-0x7f, Zen 6 the rest).
 */
static enum t_result new_models_identify(struct tctx *t)
{
	static const struct {
		int line;
		enum pms_vendor vendor;
		unsigned family, model, type;
		const char *want, *pmu;
	} c[] = {
		{ __LINE__, PMS_VENDOR_INTEL, 19, 0x01, 0, "dmr", NULL },
		{ __LINE__, PMS_VENDOR_INTEL, 18, 0x01, 0x40, "nvl", "cpu_core" },
		{ __LINE__, PMS_VENDOR_INTEL, 18, 0x03, 0x20, "nvl", "cpu_atom" },
		{ __LINE__, PMS_VENDOR_INTEL, 6, 0xd5, 0x40, "wcl", "cpu_core" },
		{ __LINE__, PMS_VENDOR_INTEL, 6, 0xd5, 0x20, "wcl", "cpu_atom" },
		{ __LINE__, PMS_VENDOR_AMD, 0x1a, 0x02, 0, "zen5", NULL },
		{ __LINE__, PMS_VENDOR_AMD, 0x1a, 0x44, 0, "zen5", NULL },
		{ __LINE__, PMS_VENDOR_AMD, 0x1a, 0x70, 0, "zen5", NULL },
		{ __LINE__, PMS_VENDOR_AMD, 0x1a, 0x30, 0, "zen6", NULL },
		{ __LINE__, PMS_VENDOR_AMD, 0x1a, 0x50, 0, "zen6", NULL },
		{ __LINE__, PMS_VENDOR_AMD, 0x1a, 0x90, 0, "zen6", NULL },
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(c); i++) {
		const struct pms_model *m = NULL, *p = NULL;
		int rc = pms_model_identify(c[i].vendor, c[i].family, c[i].model, 1, c[i].type,
					    &m, &p, NULL);

		CHECK(t, rc == PMS_OK && m == pms_model_find(c[i].want) &&
		      p == pmu_of(c[i].want, c[i].pmu), "line %d: rc %d %s", c[i].line, rc,
		      m ? pms_model_name(m) : "none");
	}
	return t_result(t);
}

/*
 * The new models' rows: intel_pnc_event_constraints (dmr, nvl cpu_core),
 * intel_arw_event_constraints (nvl cpu_atom), intel_pnc/dkt PEBS tables,
 * core.c/ds.c 7.2.13; Wildcat Lake's are Panther Lake's (lnc, skt, dkt).
 * Each part exists from the kernel that added it: 7.0-rc1 (d345b6bb8860,
 * c847a208f43b), 6.18-rc4 (Wildcat Lake).
 */
static enum t_result new_models_rows(struct tctx *t)
{
	static const struct {
		int line;
		const char *model, *pmu;
		uint64_t cfg;
		int precise;
		uint64_t want;
	} c[] = {
		{ __LINE__, "dmr", NULL, 0x0275, 0, 0xf },
		{ __LINE__, "dmr", NULL, 0x01cd, 0, 0xfc },
		{ __LINE__, "dmr", NULL, 0x0148, 0, 0xf },
		{ __LINE__, "dmr", NULL, 0x0200, 0, FX(1) },
		{ __LINE__, "dmr", NULL, 0x02cd, 1, 0x3 },
		{ __LINE__, "nvl", "cpu_core", 0x79, 0, 0xf },
		{ __LINE__, "nvl", "cpu_atom", 0x01b7, 0, 0x1 },
		{ __LINE__, "nvl", "cpu_atom", 0x08b7, 0, 0x8 },
		{ __LINE__, "nvl", "cpu_atom", 0x21d3, 0, 0x1 },
		{ __LINE__, "nvl", "cpu_atom", 0x0600, 0, FX(5) },
		{ __LINE__, "nvl", "cpu_atom", 0x05d0, 1, GP(8) },
		{ __LINE__, "wcl", "cpu_atom", 0x05d0, 1, GP(8) },
		{ __LINE__, "wcl", "cpu_core", 0x0148, 0, 0x4 },
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(c); i++) {
		uint64_t got = mask_of(pmu_of(c[i].model, c[i].pmu), K(7, 2, 0), c[i].cfg,
				       c[i].precise);

		CHECK(t, got == c[i].want, "line %d: 0x%llx, want 0x%llx", c[i].line,
		      (unsigned long long)got, (unsigned long long)c[i].want);
	}
	CHECK(t, pms_model_since(pms_model_find("dmr")) == K(7, 0, 1) &&
	      pms_model_since(pms_model_find("nvl")) == K(7, 0, 1) &&
	      pms_model_since(pms_model_find("wcl")) == K(6, 18, 4), "first kernels");
	for (size_t i = 0; i < 4; i++) {
		const char *n[] = { "dmr", "nvl", "wcl", "zen6" };

		CHECK(t, pms_model_validate(pms_model_find(n[i]), NULL) == PMS_OK, "%s validates",
		      n[i]);
	}
	return t_result(t);
}

/* the library's own lookup, for config1 (src/lib/internal.h) */
int pmsi_model_cache(const struct pms_model *m, const struct pms_env *env, uint64_t cache_config,
		     uint64_t *config, uint64_t *config1);

#define HWC(id, op, res) ((uint64_t)(id) | (uint64_t)(op) << 8 | (uint64_t)(res) << 16)
enum { L1D, L1I, LL, DTLB, ITLB, BPU, NODE };
enum { RD, WR, PF };
enum { ACC, MISS };

/*
 * The hw-cache map of 7.2 (issue 23 dates it 7.2): core.c 7.2.13 and 7.3.4.
 * Client Golden Cove and Lion Cove PMUs (intel_pmu_init_glc_hybrid, _lnc)
 * take adl_glc_hw_cache_event_ids, which has no NODE entries (node-* is
 * <not supported> on cpu_core), with adl_glc_, lnc_ or arl_lnc_
 * hw_cache_extra_regs; servers keep glc's with new NODE values; the atoms
 * get per-core LLC values (grt_, cmt_, skt_, dkt_, arw_hw_cache_extra_regs)
 * in place of tnt's; Ice Lake X snc_hw_cache_extra_regs.  6.12.117: glc's
 * and tnt's for every part.  0 in want: not supported (config 0 or -1).
 */
static enum t_result cache_maps(struct tctx *t)
{
	static const struct {
		int line;
		const char *model, *pmu;
		uint32_t kver;
		uint64_t key, cfg, cfg1;
	} c[] = {
		{ __LINE__, "adl", "cpu_core", K(6, 12, 0), HWC(NODE, RD, ACC), 0x012a, 0x10c000001 },
		{ __LINE__, "adl", "cpu_core", K(7, 2, 0), HWC(NODE, RD, ACC), 0, 0 },
		{ __LINE__, "mtl", "cpu_core", K(7, 3, 0), HWC(NODE, RD, MISS), 0, 0 },
		{ __LINE__, "adl", "cpu_core", K(7, 2, 0), HWC(LL, WR, ACC), 0x012a, 0x10002 },
		{ __LINE__, "adl", "cpu_core", K(6, 12, 0), HWC(LL, WR, ACC), 0x012a, 0x3f3ffc0002 },
		{ __LINE__, "spr", NULL, K(7, 2, 0), HWC(NODE, RD, ACC), 0x012a, 0x104000001 },
		{ __LINE__, "spr", NULL, K(7, 2, 0), HWC(NODE, RD, MISS), 0x012a, 0x730000001 },
		{ __LINE__, "spr", NULL, K(6, 12, 0), HWC(NODE, RD, MISS), 0x012a, 0x3fb3000001 },
		{ __LINE__, "lnl", "cpu_core", K(7, 2, 0), HWC(LL, RD, MISS), 0x012a, 0x9e7fa000001 },
		{ __LINE__, "lnl", "cpu_core", K(7, 2, 0), HWC(NODE, RD, ACC), 0, 0 },
		{ __LINE__, "ptl", "cpu_core", K(7, 2, 0), HWC(LL, WR, MISS), 0x012a, 0x9e7fa000002 },
		{ __LINE__, "arl", "cpu_core", K(7, 2, 0), HWC(LL, RD, MISS), 0x012a, 0xfe7f8000001 },
		{ __LINE__, "arl-h", "cpu_core", K(7, 2, 0), HWC(LL, WR, MISS), 0x012a, 0xfe7f8000002 },
		{ __LINE__, "adl", "cpu_atom", K(6, 12, 0), HWC(LL, RD, MISS), 0x01b7, 0x3f04000001 },
		{ __LINE__, "adl", "cpu_atom", K(7, 2, 0), HWC(LL, RD, MISS), 0x01b7, 0x3f84400001 },
		{ __LINE__, "mtl", "cpu_atom", K(7, 2, 0), HWC(LL, RD, MISS), 0x01b7, 0x3fbfc00001 },
		{ __LINE__, "lnl", "cpu_atom", K(7, 2, 0), HWC(LL, WR, MISS), 0x01b7, 0x13fbfc00002 },
		{ __LINE__, "ptl", "cpu_atom", K(7, 2, 0), HWC(LL, RD, MISS), 0x01b7, 0x13fbfc00001 },
		{ __LINE__, "cwf", NULL, K(7, 2, 0), HWC(LL, RD, MISS), 0x01b7, 0x33fbfc00001 },
		{ __LINE__, "srf", NULL, K(7, 2, 0), HWC(LL, WR, ACC), 0x01b7, 0x10002 },
		{ __LINE__, "nvl", "cpu_atom", K(7, 2, 0), HWC(LL, RD, ACC), 0x01b7, 0x4000000000000009 },
		{ __LINE__, "nvl", "cpu_core", K(7, 2, 0), HWC(LL, RD, MISS), 0x012a, 0xff03f000000001 },
		{ __LINE__, "nvl", "cpu_core", K(7, 2, 0), HWC(NODE, RD, ACC), 0, 0 },
		{ __LINE__, "dmr", NULL, K(7, 2, 0), HWC(LL, WR, MISS), 0x012a, 0xfffff000000002 },
		{ __LINE__, "dmr", NULL, K(7, 2, 0), HWC(L1D, RD, MISS), 0xe124, 0 },
		{ __LINE__, "dmr", NULL, K(7, 2, 0), HWC(NODE, RD, ACC), 0, 0 },
		{ __LINE__, "icx", NULL, K(7, 2, 0), HWC(NODE, WR, MISS), 0x01b7, 0x730000002 },
		{ __LINE__, "icx", NULL, K(6, 12, 0), HWC(NODE, WR, MISS), 0x01b7, 0x1ff8000002 },
		{ __LINE__, "icl", NULL, K(7, 2, 0), HWC(LL, RD, ACC), 0x01b7, 0x3fc0010001 },
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(c); i++) {
		const struct pms_model *m = pmu_of(c[i].model, c[i].pmu);
		struct pms_env env = PMS_ENV_DEFAULT;
		uint64_t cfg = 0, cfg1 = 0;
		int rc;

		env.kver = c[i].kver;
		rc = m ? pmsi_model_cache(m, &env, c[i].key, &cfg, &cfg1) : -1;
		if (c[i].cfg)
			CHECK(t, rc == PMS_OK && cfg == c[i].cfg && cfg1 == c[i].cfg1,
			      "line %d: rc %d 0x%llx 0x%llx", c[i].line, rc, (unsigned long long)cfg,
			      (unsigned long long)cfg1);
		else
			CHECK(t, rc == PMS_ENOEVENT, "line %d: rc %d 0x%llx", c[i].line, rc,
			      (unsigned long long)cfg);
	}
	return t_result(t);
}

/*
 * OMR (PMU_FL_HAS_OMR, 4e955c08d6dc, 7.0): intel_pnc_extra_regs gives the
 * OCR event 0x012a MSR_OMR_0, and intel_alt_er() walks OMR_0 to OMR_3
 * round (core.c 7.3.4) where RSP_0/1 had two: four OCR events with four
 * config1 values fit one group on dmr, a fifth is refused; on spr a third
 * one is (intel_glc_extra_regs, PMU_FL_HAS_RSP_1).
 */
static enum t_result omr_registers(struct tctx *t)
{
#define OCR(v) "cpu/event=0x2a,umask=0x1,config1=" v "/"
	const char *out, *err;
	int rc;

	rc = t_cli("predict --cpu dmr --kernel 7.2 -e {" OCR("0x1") "," OCR("0x2") "," OCR("0x4")
		   "," OCR("0x8") "}", &out, &err);
	CHECK(t, rc == 0 && !strstr(out, "<not"), "dmr, four: %d %s", rc, out);
	rc = t_cli("predict --cpu dmr --kernel 7.2 -e {" OCR("0x1") "," OCR("0x2") "," OCR("0x4")
		   "," OCR("0x8") "," OCR("0x10") "}", &out, &err);
	CHECK(t, strstr(out, "<not supported>      " OCR("0x10")) != NULL, "dmr, five: %s", out);
	rc = t_cli("predict --cpu spr --kernel 7.2 -e {" OCR("0x1") "," OCR("0x2") "," OCR("0x4")
		   "}", &out, &err);
	CHECK(t, strstr(out, "<not supported>      " OCR("0x4")) != NULL, "spr, three: %s", out);
#undef OCR
	return t_result(t);
}

/*
 * intel_grt_extra_regs (Gracemont: adl/rpl cpu_atom, adl-n): OFFCORE_RSP_0
 * valid mask 0x3fffffffff in 6.12.117 (core.c:2199), 0x8003f03fffffffff in
 * 7.2.13/7.3.4 (6.17-rc1 approx): config1 bit 63 is refused, then taken.
 */
static enum t_result grt_offcore_mask(struct tctx *t)
{
	static const struct {
		int line;
		uint32_t kver;
		uint64_t config1;
		int refused;
	} c[] = {
		{ __LINE__, K(6, 12, 0), UINT64_C(1) << 63, 1 },
		{ __LINE__, K(7, 2, 0), UINT64_C(1) << 63, 0 },
		{ __LINE__, K(7, 2, 0), UINT64_C(1) << 62, 1 },
		{ __LINE__, K(6, 12, 0), UINT64_C(0x10001), 0 },
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(c); i++) {
		struct pms_env env = PMS_ENV_DEFAULT;
		struct pms_hwev ev = { .config = 0x01b7, .config1 = c[i].config1 };
		struct pms_open o;

		env.kver = c[i].kver;
		pms_model_open(pmu_of("adl", "cpu_atom"), &env, &ev, &o);
		CHECK(t, (o.err != 0) == c[i].refused, "line %d: err %d", c[i].line, o.err);
	}
	return t_result(t);
}

const struct t_case t_linux7_cases[] = {
	{ "rows_by_release", rows_by_release },
	{ "cycle_activity_group", cycle_activity_group },
	{ "new_models_identify", new_models_identify },
	{ "new_models_rows", new_models_rows },
	{ "omr_registers", omr_registers },
	{ "cache_maps", cache_maps },
	{ "grt_offcore_mask", grt_offcore_mask },
	{ NULL, NULL }
};
