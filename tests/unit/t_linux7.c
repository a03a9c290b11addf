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

#define K(a, b, c) PMS_KVER(a, b, c)
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

const struct t_case t_linux7_cases[] = {
	{ "rows_by_release", rows_by_release },
	{ "cycle_activity_group", cycle_activity_group },
	{ NULL, NULL }
};
