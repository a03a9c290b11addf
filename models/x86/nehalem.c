/*
 * Intel Nehalem and Westmere (family 6).
 * Source: model-constraints.md 4.1 (intel_nehalem_event_constraints,
 * intel_westmere_event_constraints, read in 3.14.1 and 6.13.7: identical),
 * 2 (counter counts), 5.5 (extra MSRs), 6 (generic map patches).
 */
#include "../x86_common.h"

#define NHM_SRC "intel_nehalem_event_constraints; 3.14.1, 6.13.7"
#define WSM_SRC "intel_westmere_event_constraints; 3.14.1, 6.13.7"

static const struct pms_cstr nhm_cstr[] = {
	PMS_C_FIXED(0x00c0, 0, NHM_SRC " (INST_RETIRED.ANY)"),
	PMS_C_FIXED(0x003c, 1, NHM_SRC " (CPU_CLK_UNHALTED.CORE)"),
	PMS_C_FIXED(0x0300, 2, NHM_SRC " (CPU_CLK_UNHALTED.REF, pseudo)"),
	PMS_C_EVENT(0x40, 0x3, NHM_SRC " (L1D_CACHE_LD)"),
	PMS_C_EVENT(0x41, 0x3, NHM_SRC " (L1D_CACHE_ST)"),
	PMS_C_EVENT(0x42, 0x3, NHM_SRC " (L1D_CACHE_LOCK)"),
	PMS_C_EVENT(0x43, 0x3, NHM_SRC " (L1D_ALL_REF)"),
	PMS_C_EVENT(0x48, 0x3, NHM_SRC " (L1D_PEND_MISS)"),
	PMS_C_EVENT(0x4e, 0x3, NHM_SRC " (L1D_PREFETCH)"),
	PMS_C_EVENT(0x51, 0x3, NHM_SRC " (L1D)"),
	PMS_C_EVENT(0x63, 0x3, NHM_SRC " (CACHE_LOCK_CYCLES)"),
	PMS_C_END
};

static const struct pms_cstr wsm_cstr[] = {
	PMS_C_FIXED(0x00c0, 0, WSM_SRC " (INST_RETIRED.ANY)"),
	PMS_C_FIXED(0x003c, 1, WSM_SRC " (CPU_CLK_UNHALTED.CORE)"),
	PMS_C_FIXED(0x0300, 2, WSM_SRC " (CPU_CLK_UNHALTED.REF, pseudo)"),
	PMS_C_EVENT(0x51, 0x3, WSM_SRC " (L1D)"),
	PMS_C_EVENT(0x60, 0x1, WSM_SRC " (OFFCORE_REQUESTS_OUTSTANDING)"),
	PMS_C_EVENT(0x63, 0x3, WSM_SRC " (CACHE_LOCK_CYCLES)"),
	PMS_C_EVENT(0xb3, 0x1, WSM_SRC " (SNOOPQ_REQUESTS_OUTSTANDING)"),
	PMS_C_END
};

/*
 * Offcore and load-latency MSRs are per core here: shared by both threads
 * (no PMU_FL_NO_HT_SHARING, intel_pmu_cpu_starting()).  Nehalem has one
 * offcore MSR (no PMU_FL_HAS_RSP_1: no alternate); Westmere two.
 * INTEL_UEVENT_PEBS_LDLAT_EXTRA_REG gives load latency the valid mask 0xffff.
 */
#define NX "intel_nehalem_extra_regs, core.c 6.12:89, 6.1:88"
#define WX "intel_westmere_extra_regs, core.c 6.12:164, 6.1:163"
static const struct pms_extra_reg nhm_extra[] = {
	PMS_XREG(0x01b7, PMS_XREG_RSP0, -1, 0xffff, NX " (OFFCORE_RSP_0)"),
	PMS_XREG(0x100b, PMS_XREG_LDLAT, -1, 0xffff, NX " (PEBS load latency threshold)"),
	PMS_EXTRA_END
};

static const struct pms_extra_reg wsm_extra[] = {
	PMS_XREG(0x01b7, PMS_XREG_RSP0, PMS_XREG_RSP1, 0xffff, WX " (OFFCORE_RSP_0)"),
	PMS_XREG(0x01bb, PMS_XREG_RSP1, PMS_XREG_RSP0, 0xffff, WX " (OFFCORE_RSP_1)"),
	PMS_XREG(0x100b, PMS_XREG_LDLAT, -1, 0xffff, WX " (PEBS load latency threshold)"),
	PMS_EXTRA_END
};

#define NR "intel_pmu_init NEHALEM case, core.c 6.12, 6.1"
#define WR "intel_pmu_init WESTMERE case, core.c 6.12, 6.1"
static const struct pms_rule nhm_rules[] = {
	PMS_RULE_V(PMS_RULE_PEBS, 0, 0, NR " (intel_nehalem_pebs_event_constraints; lbr_nr: :pp)"),
	PMS_RULE_V(PMSI_RULE_ALIAS_CORE2, 0, 0, "intel_pmu.pebs_aliases = intel_pebs_aliases_core2 (default); 3.14.1-6.12"),
	PMS_RULE_V(PMS_RULE_XREG_PER_CORE, 0, 0, NR " (no PMU_FL_NO_HT_SHARING)"),
	PMS_RULE_V(PMSI_RULE_LIMIT_NHM, PMS_KVER_RC(5, 0, 1), 0,
		   "nhm_limit_period; absent 4.20, present 5.3.1 (5.0-rc1 approx)"),
	PMS_RULE_END
};

static const struct pms_rule wsm_rules[] = {
	PMS_RULE_V(PMS_RULE_PEBS, 0, 0, WR " (intel_westmere_pebs_event_constraints; lbr_nr: :pp)"),
	PMS_RULE_V(PMSI_RULE_ALIAS_CORE2, 0, 0, "intel_pmu.pebs_aliases = intel_pebs_aliases_core2 (default); 3.14.1-6.12"),
	PMS_RULE_V(PMS_RULE_XREG_PER_CORE, 0, 0, WR " (no PMU_FL_NO_HT_SHARING)"),
	PMS_RULE_END
};

/* Bloomfield/Nehalem-EP, Lynnfield, Havendale, Nehalem-EX. */
static const uint8_t nhm_models[] = { 0x1a, 0x1e, 0x1f, 0x2e, 0 };
/* Clarkdale/Arrandale, Gulftown/Westmere-EP, Westmere-EX. */
static const uint8_t wsm_models[] = { 0x25, 0x2c, 0x2f, 0 };

/*
 * Width 0: the TopDown level-1 formulas start with Sandy Bridge.
 * NHM branch-misses is 0x7f89 on parts with erratum AAJ80 (not modelled;
 * the map shows the unpatched 0x00c5).
 */
const struct pms_model pms_model_nhm = {
	.name = "nhm", .long_name = "nehalem", .aliases = "nehalem-ep,nehalem-ex,nhm-ex",
	.desc = "Intel Nehalem (Core i7 1st gen, Xeon 5500/7500)",
	.vendor = PMS_VENDOR_INTEL, .family = 6, .cpu_models = nhm_models, .pfm_pmu = "nhm",
	.n_gp_ht = 4, .n_gp_noht = 4, .n_fixed = 3, .width = 0,
	.fixed_events = pmsi_intel_fixed3, .cstr = nhm_cstr, .generic = pmsi_nhm_generic,
	.cache = pmsi_nhm_cache, .extra = nhm_extra, .rules = nhm_rules,
	.pebs = pmsi_nhm_pebs, .pebs_fmt_since = 1,
	.source = "model-constraints.md 2, 4.1, 5.5, 6 (kernel 3.14.1, 6.13.7)",
};

const struct pms_model pms_model_wsm = {
	.name = "wsm", .long_name = "westmere", .aliases = "westmere-ep,westmere-ex,wsm-dp",
	.desc = "Intel Westmere (Core i7/i5 1st gen 32nm, Xeon 5600/E7)",
	.vendor = PMS_VENDOR_INTEL, .family = 6, .cpu_models = wsm_models, .pfm_pmu = "wsm",
	.n_gp_ht = 4, .n_gp_noht = 4, .n_fixed = 3, .width = 0,
	.fixed_events = pmsi_intel_fixed3, .cstr = wsm_cstr, .generic = pmsi_nhm_generic,
	.cache = pmsi_wsm_cache, .extra = wsm_extra, .rules = wsm_rules,
	.pebs = pmsi_wsm_pebs, .pebs_fmt_since = 1,
	.source = "model-constraints.md 2, 4.1, 5.5, 6 (kernel 3.14.1, 6.13.7)",
};
