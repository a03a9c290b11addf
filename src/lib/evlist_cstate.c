/*
 * The x86 free-running residency and energy PMUs: cstate_core, cstate_pkg,
 * cstate_module (arch/x86/events/intel/cstate.c) and power (RAPL,
 * arch/x86/events/rapl.c): which events each modelled CPU exposes, and
 * their encodings.
 *
 * Facts, Linux 6.1.176, 6.12.117, 7.2.13 and 7.3.4 trees:
 * - cstate.c sysfs aliases: cstate_core c1-residency event=0x00, c3 0x01,
 *   c6 0x02, c7 0x03; cstate_pkg c2-residency 0x00, c3 0x01, c6 0x02,
 *   c7 0x03, c8 0x04, c9 0x05, c10 0x06; cstate_module c6-residency 0x00.
 *   The event code is the bit of the model's core_events / pkg_events /
 *   module_events mask (struct cstate_model), and the PMU is registered
 *   only when its mask is not empty (grr has no cstate_pkg).
 * - rapl.c aliases: energy-cores 0x01 (PP0), energy-pkg 0x02, energy-ram
 *   0x03, energy-gpu 0x04 (PP1), energy-psys 0x05, each with unit Joules
 *   and scale 2^-32; the rapl_model's pkg_events mask (bit = event - 1).
 *   AMD (X86_FEATURE_RAPL, model_amd_hygon / 6.1's amd model): energy-pkg;
 *   7.3's energy-core goes to a PMU of its own (power_core), not modelled.
 *   A model missing from rapl_model_match[] gets no power PMU at all
 *   (rapl_pmu_init() returns -ENODEV): gnr, srf, grr, cwf, dmr, ptl, wcl,
 *   nvl in 7.3.4.
 * - Like msr, each event's MSR is probed on the machine (perf_msr_probe()):
 *   that probe is not modelled, the event is accepted when the table has it.
 * - Models whose table changed between the releases read: ptl, wcl (lnl's
 *   table), nvl (nvl_cstates), cwf (srf's) and dmr (srf's) first appear in
 *   7.2.13 (not in 6.12.117); arl, arl-h, lnl, srf, grr and gnr in 6.12.117
 *   (not in 6.1.176).  A kernel between two such releases is not modelled.
 * - One pmusched model can cover parts whose cstate tables differ
 *   (intel_cstates_match[], all four trees): hsw covers HASWELL (0x3c),
 *   HASWELL_G (0x46), both snb_cstates, and HASWELL_L (0x45),
 *   hswult_cstates; skl covers SKYLAKE_L/SKYLAKE (0x4e, 0x5e), snb_cstates,
 *   and KABYLAKE_L/KABYLAKE (0x8e, 0x9e: Kaby, Coffee, Whiskey and Amber
 *   Lake), hswult_cstates.  The pkg C8-C10 events exist on one part and not
 *   the other: the row's @pkg_varies, refused as not modelled (which part
 *   it is is not known), never as absent.
 */
#include <string.h>
#include <strings.h>
#include "evlist_int.h"

enum { CST_CORE, CST_PKG, CST_MODULE, CST_POWER, CST_N };

static const char *const sc_pmu[CST_N] = { "cstate_core", "cstate_pkg", "cstate_module", "power" };

static const struct {
	uint8_t pmu;
	uint8_t event;
	const char *name;
} sc_events[] = {
	{ CST_CORE, 0x00, "c1-residency" },
	{ CST_CORE, 0x01, "c3-residency" },
	{ CST_CORE, 0x02, "c6-residency" },
	{ CST_CORE, 0x03, "c7-residency" },
	{ CST_PKG, 0x00, "c2-residency" },
	{ CST_PKG, 0x01, "c3-residency" },
	{ CST_PKG, 0x02, "c6-residency" },
	{ CST_PKG, 0x03, "c7-residency" },
	{ CST_PKG, 0x04, "c8-residency" },
	{ CST_PKG, 0x05, "c9-residency" },
	{ CST_PKG, 0x06, "c10-residency" },
	{ CST_MODULE, 0x00, "c6-residency" },
	{ CST_POWER, 0x01, "energy-cores" },
	{ CST_POWER, 0x02, "energy-pkg" },
	{ CST_POWER, 0x03, "energy-ram" },
	{ CST_POWER, 0x04, "energy-gpu" },
	{ CST_POWER, 0x05, "energy-psys" },
};

/* Masks by event code (power: bit event-1), as cstate.c / rapl.c tables. */
#define C_NHM	0x06, 0x0e, 0x00	/* nhm_cstates: core C3 C6; pkg C3 C6 C7 */
#define C_SNB	0x0e, 0x0f, 0x00	/* snb_cstates: core C3 C6 C7; pkg C2-C7 */
#define C_HSWULT 0x0e, 0x7f, 0x00	/* hswult_cstates: pkg C2-C10 */
#define C_ICL	0x0c, 0x7f, 0x00	/* icl_cstates: core C6 C7; pkg C2-C10 */
#define C_ICX	0x05, 0x05, 0x00	/* icx_cstates: core C1 C6; pkg C2 C6 */
#define C_ADL	0x0d, 0x57, 0x00	/* adl_cstates: core C1 C6 C7; pkg C2 C3 C6 C8 C10 */
#define C_LNL	0x0d, 0x45, 0x00	/* lnl_cstates: core C1 C6 C7; pkg C2 C6 C10 */
#define C_NVL	0x0d, 0x45, 0x01	/* nvl_cstates: lnl's + module C6 */
#define C_SRF	0x05, 0x05, 0x01	/* srf_cstates: core C1 C6; pkg C2 C6; module C6 */
#define C_GRR	0x05, 0x00, 0x01	/* grr_cstates: core C1 C6; module C6; no pkg */
#define C_NONE	0x00, 0x00, 0x00
#define R_NONE	0x00
#define R_SNB	0x0b	/* model_snb: cores pkg gpu */
#define R_SNBEP	0x07	/* model_snbep: cores pkg ram */
#define R_HSW	0x0f	/* model_hsw: cores pkg ram gpu */
#define R_HSX	0x07	/* model_hsx: cores pkg ram */
#define R_SKL	0x1f	/* model_skl: cores pkg ram gpu psys */
#define R_SPR	0x17	/* model_spr: cores pkg ram psys */
#define R_AMD	0x02	/* model_amd_hygon: pkg */

static const struct sc_model {
	const char *name;
	uint8_t mask[CST_N];	/* core, pkg, module, power */
	uint32_t seen;		/* first release read that has it (0: 6.1 on) */
	uint32_t absent;	/* last release read that lacks it */
	uint8_t pkg_varies;	/* cstate_pkg events on some parts of the model only */
	const char *varies;	/* which parts have them (short: a diagnostic's tail) */
} sc_models[] = {
	{ "nhm", { C_NHM, R_NONE }, 0, 0, 0, NULL },
	{ "wsm", { C_NHM, R_NONE }, 0, 0, 0, NULL },
	{ "snb", { C_SNB, R_SNB }, 0, 0, 0, NULL },
	{ "snb-ep", { C_SNB, R_SNBEP }, 0, 0, 0, NULL },
	{ "ivb", { C_SNB, R_SNB }, 0, 0, 0, NULL },
	{ "ivb-ep", { C_SNB, R_SNBEP }, 0, 0, 0, NULL },
	{ "hsw", { C_SNB, R_HSW }, 0, 0, 0x70, "Haswell-ULT 0x45 has it, 0x3c/0x46 not" },
	{ "hsw-ep", { C_SNB, R_HSX }, 0, 0, 0, NULL },
	{ "bdw", { C_SNB, R_HSW }, 0, 0, 0, NULL },
	{ "bdw-ep", { C_SNB, R_HSX }, 0, 0, 0, NULL },
	{ "skl", { C_SNB, R_SKL }, 0, 0, 0x70, "Kaby/Coffee Lake 0x8e/0x9e have it, "
	  "Skylake 0x4e/0x5e not" },
	{ "skx", { C_SNB, R_HSX }, 0, 0, 0, NULL },
	{ "clx", { C_SNB, R_HSX }, 0, 0, 0, NULL },
	{ "cml", { C_HSWULT, R_SKL }, 0, 0, 0, NULL },
	{ "icl", { C_ICL, R_SKL }, 0, 0, 0, NULL },
	{ "icx", { C_ICX, R_HSX }, 0, 0, 0, NULL },
	{ "spr", { C_ICX, R_SPR }, 0, 0, 0, NULL },
	{ "emr", { C_ICX, R_SPR }, 0, 0, 0, NULL },
	{ "gnr", { C_ICX, R_NONE }, PMS_KVER(6, 12), PMS_KVER(6, 1), 0, NULL },
	{ "adl", { C_ADL, R_SKL }, 0, 0, 0, NULL },
	{ "adl-n", { C_ADL, R_SKL }, 0, 0, 0, NULL },
	{ "rpl", { C_ADL, R_SKL }, 0, 0, 0, NULL },
	{ "mtl", { C_ADL, R_SKL }, 0, 0, 0, NULL },
	{ "arl", { C_ADL, R_SKL }, PMS_KVER(6, 12), PMS_KVER(6, 1), 0, NULL },
	{ "arl-h", { C_ADL, R_SKL }, PMS_KVER(6, 12), PMS_KVER(6, 1), 0, NULL },
	{ "lnl", { C_LNL, R_SKL }, PMS_KVER(6, 12), PMS_KVER(6, 1), 0, NULL },
	{ "ptl", { C_LNL, R_NONE }, PMS_KVER(7, 2), PMS_KVER(6, 12), 0, NULL },
	{ "wcl", { C_LNL, R_NONE }, PMS_KVER(7, 2), PMS_KVER(6, 12), 0, NULL },
	{ "nvl", { C_NVL, R_NONE }, PMS_KVER(7, 2), PMS_KVER(6, 12), 0, NULL },
	{ "srf", { C_SRF, R_NONE }, PMS_KVER(6, 12), PMS_KVER(6, 1), 0, NULL },
	{ "grr", { C_GRR, R_NONE }, PMS_KVER(6, 12), PMS_KVER(6, 1), 0, NULL },
	{ "cwf", { C_SRF, R_NONE }, PMS_KVER(7, 2), PMS_KVER(6, 12), 0, NULL },
	{ "dmr", { C_SRF, R_NONE }, PMS_KVER(7, 2), PMS_KVER(6, 12), 0, NULL },
	{ "zen1", { C_NONE, R_AMD }, 0, 0, 0, NULL },
	{ "zen2", { C_NONE, R_AMD }, 0, 0, 0, NULL },
	{ "zen3", { C_NONE, R_AMD }, 0, 0, 0, NULL },
	{ "zen4", { C_NONE, R_AMD }, 0, 0, 0, NULL },
	{ "zen5", { C_NONE, R_AMD }, 0, 0, 0, NULL },
	{ "zen6", { C_NONE, R_AMD }, 0, 0, 0, NULL },
};

static int sc_pmu_index(const char *pmu, size_t len)
{
	for (int i = 0; i < CST_N; i++)
		if (strlen(sc_pmu[i]) == len && !strncmp(sc_pmu[i], pmu, len))
			return i;
	return -1;
}

bool pmsi_sc_pmu_named(const char *pmu, size_t len)
{
	return sc_pmu_index(pmu, len) >= 0;
}

/* @m's row, or NULL when its model (or kernel @kver) is not modelled. */
static const struct sc_model *sc_row(const struct pms_model *m, uint32_t kver, bool *known)
{
	const struct pms_model *p = pms_model_platform(m);
	const char *name = pms_model_name(p ? p : m);

	*known = false;
	for (size_t i = 0; i < PMS_ARRAY_SIZE(sc_models); i++) {
		const struct sc_model *r = &sc_models[i];

		if (strcmp(r->name, name))
			continue;
		if (!r->seen || !kver || kver >= r->seen) {
			*known = true;
			return r;
		}
		*known = kver <= r->absent;	/* the release read lacks it: no PMU */
		return NULL;
	}
	/* arm64 and other vendors: none of these PMUs; an x86 model not listed: unknown */
	*known = pms_model_alloc(p ? p : m) != PMS_ALLOC_X86;
	return NULL;
}

int pmsi_sc_pmu(const struct pms_model *m, uint32_t kver, const char *pmu, size_t len)
{
	int k = sc_pmu_index(pmu, len);
	bool known;
	const struct sc_model *r;

	if (k < 0)
		return PMSI_SC_NOT_MODELLED;
	r = sc_row(m, kver, &known);
	if (!r)
		return known ? PMSI_SC_NO_PMU : PMSI_SC_NOT_MODELLED;
	return r->mask[k] ? PMSI_SC_FOUND : PMSI_SC_NO_PMU;
}

int pmsi_sc_event(const struct pms_model *m, uint32_t kver, const char *pmu, size_t plen,
		  const char *name, size_t len, uint64_t *config)
{
	int k = sc_pmu_index(pmu, plen), rc = pmsi_sc_pmu(m, kver, pmu, plen);
	bool known;
	const struct sc_model *r = sc_row(m, kver, &known);

	if (rc != PMSI_SC_FOUND)
		return rc;
	for (size_t i = 0; i < PMS_ARRAY_SIZE(sc_events); i++) {
		unsigned bit = k == CST_POWER ? sc_events[i].event - 1u : sc_events[i].event;

		if (sc_events[i].pmu != k || strlen(sc_events[i].name) != len ||
		    strncasecmp(sc_events[i].name, name, len))
			continue;
		if (!(r->mask[k] >> bit & 1))
			return k == CST_PKG && (r->pkg_varies >> bit & 1) ? PMSI_SC_VARIES :
			       PMSI_SC_NOT_ON_MODEL;
		*config = sc_events[i].event;
		return PMSI_SC_FOUND;
	}
	return PMSI_SC_NONE;
}

int pmsi_sc_config(const struct pms_model *m, uint32_t kver, const char *pmu, size_t plen,
		   uint64_t config)
{
	int k = sc_pmu_index(pmu, plen), rc = pmsi_sc_pmu(m, kver, pmu, plen);
	bool known;
	const struct sc_model *r = sc_row(m, kver, &known);
	uint64_t bit = k == CST_POWER ? config - 1 : config;

	if (rc != PMSI_SC_FOUND)
		return rc;
	/* cstate and rapl event_init(): config beyond the model's events is EINVAL */
	if ((k == CST_POWER && !config) || bit >= 8)
		return PMSI_SC_NOT_ON_MODEL;
	if (r->mask[k] >> bit & 1)
		return PMSI_SC_FOUND;
	return k == CST_PKG && (r->pkg_varies >> bit & 1) ? PMSI_SC_VARIES : PMSI_SC_NOT_ON_MODEL;
}

size_t pmsi_sc_names(const struct pms_model *m, uint32_t kver, const char *pmu, size_t plen,
		     char *buf, size_t sz)
{
	int k = sc_pmu_index(pmu, plen);
	bool known;
	const struct sc_model *r = sc_row(m, kver, &known);
	size_t n = 0;

	if (sz)
		buf[0] = '\0';
	if (k < 0 || !r)
		return 0;
	for (size_t i = 0; i < PMS_ARRAY_SIZE(sc_events); i++) {
		unsigned bit = k == CST_POWER ? sc_events[i].event - 1u : sc_events[i].event;

		if (sc_events[i].pmu != k || !(r->mask[k] >> bit & 1) || n >= sz)
			continue;
		n += (size_t)snprintf(buf + n, sz - n, "%s%s", n ? ", " : "", sc_events[i].name);
	}
	return n < sz ? n : sz - 1;
}

const char *pmsi_sc_varies(const struct pms_model *m, uint32_t kver)
{
	bool known;
	const struct sc_model *r = sc_row(m, kver, &known);

	return r ? r->varies : NULL;
}
