/*
 * Intel Broadwell client, -D, GT3e, -EP (family 6).
 * Source: model-constraints.md 4.5 (intel_bdw_event_constraints, read in
 * 3.19.8 (absent), 4.2.8, 4.6.2, 4.7.4, 4.20, 5.3.1, 6.13.7), 5.5, 6, 7.1.
 * No HT-erratum workaround and no exclusive flag on BDW.
 */
#include "../x86_common.h"

#define BDW_SRC "intel_bdw_event_constraints; 4.2.8-6.13.7"
#define BDW_47 "intel_bdw_event_constraints; absent 4.6.2, present 4.7.4-6.13.7 (4.7-rc7 per article)"

static const struct pms_cstr bdw_cstr[] = {
	PMS_C_FIXED(0x00c0, 0, BDW_SRC " (INST_RETIRED.ANY)"),
	PMS_C_FIXED(0x003c, 1, BDW_SRC " (CPU_CLK_UNHALTED.CORE)"),
	PMS_C_FIXED(0x0300, 2, BDW_SRC " (CPU_CLK_UNHALTED.REF, pseudo)"),
	PMS_C_UEVENT(0x0148, 0x4, BDW_SRC " (L1D_PEND_MISS.PENDING)"),
	PMS_C_EVENT_V(0xa3, 0x4, 0, PMS_KVER_RC(4, 3, 4),
		      "intel_bdw_event_constraints; 4.2.8 (fixed 4.3-rc4 per article)"
		      " (CYCLE_ACTIVITY.*, any umask)"),
	PMS_C_UBITS_V(0x08a3, 0x4, PMS_KVER_RC(4, 3, 4), 0,
		      "intel_bdw_event_constraints; 4.6.2-6.13.7 (4.3-rc4 per article)"
		      " (CYCLE_ACTIVITY with umask bit 3: CYCLES/STALLS_L1D_PENDING)"),
	PMS_C_EVENT_V(0xd0, 0xf, PMS_KVER_RC(4, 7, 7), 0, BDW_47 " (MEM_UOPS_RETIRED.*)"),
	PMS_C_EVENT_V(0xd1, 0xf, PMS_KVER_RC(4, 7, 7), 0, BDW_47 " (MEM_LOAD_UOPS_RETIRED.*)"),
	PMS_C_EVENT_V(0xd2, 0xf, PMS_KVER_RC(4, 7, 7), 0, BDW_47 " (MEM_LOAD_UOPS_L3_HIT_RETIRED.*)"),
	PMS_C_EVENT_V(0xcd, 0xf, PMS_KVER_RC(4, 7, 7), 0, BDW_47 " (MEM_TRANS_RETIRED.*)"),
	PMS_C_END
};

#define V43 PMS_KVER_RC(4, 3, 1)
#define BR "intel_pmu_init BROADWELL case, core.c 6.12, 6.1"
static const struct pms_rule bdw_rules[] = {
	PMS_RULE_V(PMS_RULE_PEBS, 0, 0, BR " (intel_bdw_pebs_event_constraints; the Haswell table before 4.3)"),
	PMS_RULE_V(PMSI_RULE_ALIAS_SNB, 0, V43, "pebs_aliases = intel_pebs_aliases_snb; 4.2.8 (until 4.3-rc1 approx)"),
	PMS_RULE_V(PMSI_RULE_ALIAS_IVB, V43, 0, BR " (intel_pebs_aliases_ivb; 4.3-rc1 approx)"),
	PMS_RULE_V(PMS_RULE_PREC_DIST, V43, 0, BR " (pebs_prec_dist; 4.3-rc1 approx)"),
	PMS_RULE_V(PMS_RULE_TSX_FILTERS, 0, 0, BR " (hsw_hw_config, hsw_get_event_constraints)"),
	PMS_RULE_V(PMSI_RULE_LIMIT_BDW, 0, 0, "bdw_limit_period; 4.2.8-6.12"),
	PMS_RULE_END
};

/* Client, GT3e; -EP and -D separately (different libpfm4 PMU). */
static const uint8_t bdw_models[] = { 0x3d, 0x47, 0 };
static const uint8_t bdwep_models[] = { 0x4f, 0x56, 0 };

/*
 * table_since: no Broadwell case in 3.19.8, present in 4.2.8; 4.0-rc1 is
 * the first release after the older snapshot (approx).
 */
const struct pms_model pms_model_bdw = {
	.name = "bdw", .long_name = "broadwell", .aliases = "broadwell-gt3e",
	.desc = "Intel Broadwell client (Core 5th gen)",
	.vendor = PMS_VENDOR_INTEL, .family = 6, .cpu_models = bdw_models, .pfm_pmu = "bdw",
	.n_gp_ht = 4, .n_gp_noht = 8, .n_fixed = 3, .width = 4,
	.fixed_events = pmsi_intel_fixed3, .cstr = bdw_cstr, .generic = pmsi_intel_generic,
	.cache = pmsi_hsw_cache, .cache_patch = pmsi_bdw_cache_patch, .extra = pmsi_hsw_extra,
	.rules = bdw_rules, .table_since = PMS_KVER_RC(4, 0, 1),
	.source = "model-constraints.md 2, 4.5, 5.5, 6 (kernel 3.19.8-6.13.7)",
	.pebs = pmsi_bdw_pebs, .pebs_fmt_since = 1,
};

const struct pms_model pms_model_bdw_ep = {
	.name = "bdw-ep", .long_name = "broadwell-ep", .aliases = "bdwep,broadwell-x,broadwell-de,bdw-de",
	.desc = "Intel Broadwell-EP/-D (Xeon E5/E7 v4, Xeon D-1500)",
	.vendor = PMS_VENDOR_INTEL, .family = 6, .cpu_models = bdwep_models, .pfm_pmu = "bdw_ep",
	.n_gp_ht = 4, .n_gp_noht = 8, .n_fixed = 3, .width = 4,
	.fixed_events = pmsi_intel_fixed3, .cstr = bdw_cstr, .generic = pmsi_intel_generic,
	.cache = pmsi_hsw_cache, .cache_patch = pmsi_bdw_cache_patch, .extra = pmsi_hsw_extra,
	.rules = bdw_rules, .table_since = PMS_KVER_RC(4, 0, 1),
	.source = "model-constraints.md 2, 4.5, 5.5, 6 (kernel 3.19.8-6.13.7)",
	.pebs = pmsi_bdw_pebs, .pebs_fmt_since = 1,
};
