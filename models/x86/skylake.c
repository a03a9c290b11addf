/*
 * Intel Skylake family (family 6): Skylake client, Kaby/Coffee/Whiskey
 * Lake (Kaby Lake model numbers), Comet Lake, Skylake-SP/X and Cascade/
 * Cooper Lake (same CPUID model as Skylake-SP, told apart by stepping).
 * All use one kernel table; they differ in libpfm4 PMU and CPUID only.
 * Source: model-constraints.md 4.6 (intel_skl_event_constraints, read in
 * 4.2.8 (absent), 4.6.2, 4.7.4, 4.20, 5.3.1, 6.1.20, 6.13.7), 5.3 (TFA),
 * 5.5, 6, 7.2.
 */
#include "../x86_common.h"

#define SKL_SRC "intel_skl_event_constraints; 4.6.2-6.13.7"
#define SKL_47 "intel_skl_event_constraints; absent 4.6.2, present 4.7.4-6.13.7 (4.7-rc7 per article)"

static const struct pms_cstr skl_cstr[] = {
	PMS_C_FIXED(0x00c0, 0, SKL_SRC " (INST_RETIRED.ANY)"),
	PMS_C_FIXED(0x003c, 1, SKL_SRC " (CPU_CLK_UNHALTED.CORE)"),
	PMS_C_FIXED(0x0300, 2, SKL_SRC " (CPU_CLK_UNHALTED.REF, pseudo)"),
	PMS_C_UEVENT(0x01c0, 0x2, SKL_SRC " (INST_RETIRED.PREC_DIST)"),
	PMS_C_EVENT_V(0xd0, 0xf, PMS_KVER_RC(4, 7, 7), 0, SKL_47 " (MEM_INST_RETIRED.*)"),
	PMS_C_EVENT_V(0xd1, 0xf, PMS_KVER_RC(4, 7, 7), 0, SKL_47 " (MEM_LOAD_RETIRED.*)"),
	PMS_C_EVENT_V(0xd2, 0xf, PMS_KVER_RC(4, 7, 7), 0, SKL_47 " (MEM_LOAD_L3_HIT_RETIRED.*)"),
	PMS_C_EVENT_V(0xcd, 0xf, PMS_KVER_RC(4, 7, 7), 0, SKL_47 " (MEM_TRANS_RETIRED.*)"),
	PMS_C_EVENT_V(0xc6, 0xf, PMS_KVER_RC(4, 7, 7), 0, SKL_47 " (FRONTEND_RETIRED.*)"),
	PMS_C_END
};

#define KX "intel_skl_extra_regs, core.c 6.12:274, 6.1:254"
static const struct pms_extra_reg skl_extra[] = {
	PMS_XREG(0x01b7, PMS_XREG_RSP0, PMS_XREG_RSP1, UINT64_C(0x3fffff8fff), KX " (OFFCORE_RSP_0)"),
	PMS_XREG(0x01bb, PMS_XREG_RSP1, PMS_XREG_RSP0, UINT64_C(0x3fffff8fff), KX " (OFFCORE_RSP_1)"),
	PMS_XREG(0x01cd, PMS_XREG_LDLAT, -1, 0xffff, KX " (INTEL_UEVENT_PEBS_LDLAT_EXTRA_REG)"),
	PMS_XREG(0x01c6, PMS_XREG_FRONTEND, -1, 0x7fff17, KX " (MSR_PEBS_FRONTEND)"),
	PMS_EXTRA_END
};

/*
 * TFA is set up only when the microcode enumerates TSX_FORCE_ABORT (and,
 * from about 5.13, not RTM_ALWAYS_ABORT); that microcode detail is not
 * modelled: the rule is in force for every Skylake-family part.
 */
#define KR "intel_pmu_init SKYLAKE case, core.c 6.12, 6.1"
static const struct pms_rule skl_rules[] = {
	PMS_RULE_V(PMS_RULE_TFA, PMS_KVER_RC(5, 1, 1), 0,
		   "tfa_get_event_constraints; 5.1-rc1 per article, seen 5.3.1-6.12"),
	PMS_RULE_V(PMS_RULE_PEBS, 0, 0, KR " (intel_skl_pebs_event_constraints)"),
	PMS_RULE_V(PMSI_RULE_ALIAS_SKL, 0, 0, KR " (intel_pebs_aliases_skl; 4.6.2-6.12)"),
	PMS_RULE_V(PMS_RULE_PREC_DIST, 0, 0, KR " (pebs_prec_dist; 4.6.2-6.12)"),
	PMS_RULE_V(PMS_RULE_TSX_FILTERS, 0, 0, KR " (hsw_hw_config, hsw_get_event_constraints)"),
	PMS_RULE_END
};

static const uint8_t skl_models[] = { 0x4e, 0x5e, 0x8e, 0x9e, 0 };
static const uint8_t skx_models[] = { 0x55, 0 };	/* steppings 0-4 */
static const uint8_t clx_models[] = { 0x55, 0 };	/* steppings 5-15 */
static const uint8_t cml_models[] = { 0xa5, 0xa6, 0 };

#define SKL_SOURCE "model-constraints.md 2, 4.6, 5.3, 5.5, 6 (kernel 4.2.8-6.13.7)"

const struct pms_model pms_model_skl = {
	.name = "skl", .long_name = "skylake",
	.aliases = "kbl,kabylake,cfl,coffeelake,whl,whiskeylake,amberlake",
	.desc = "Intel Skylake/Kaby/Coffee/Whiskey Lake client (Core 6th-9th gen)",
	.vendor = PMS_VENDOR_INTEL, .family = 6, .cpu_models = skl_models, .pfm_pmu = "skl",
	.n_gp_ht = 4, .n_gp_noht = 8, .n_fixed = 3, .width = 4,
	.fixed_events = pmsi_intel_fixed3, .cstr = skl_cstr, .generic = pmsi_intel_generic,
	.cache = pmsi_skl_cache, .extra = skl_extra, .rules = skl_rules,
	.table_since = PMS_KVER_RC(4, 3, 1),	/* absent 4.2.8, present 4.6.2 (approx) */
	.source = SKL_SOURCE,
	.pebs = pmsi_skl_pebs, .pebs_fmt_since = PMS_KVER_RC(4, 3, 1),
};

const struct pms_model pms_model_skx = {
	.name = "skx", .long_name = "skylake-x", .aliases = "skylake-sp,skylakex",
	.desc = "Intel Skylake-SP/X (Xeon Scalable 1st gen, Core i9 7900X)",
	.vendor = PMS_VENDOR_INTEL, .family = 6, .cpu_models = skx_models, .steppings = 0x001f,
	.pfm_pmu = "skx",
	.n_gp_ht = 4, .n_gp_noht = 8, .n_fixed = 3, .width = 4,
	.fixed_events = pmsi_intel_fixed3, .cstr = skl_cstr, .generic = pmsi_intel_generic,
	.cache = pmsi_skl_cache, .extra = skl_extra, .rules = skl_rules,
	.table_since = PMS_KVER_RC(4, 3, 1),
	.source = SKL_SOURCE,
	.pebs = pmsi_skl_pebs, .pebs_fmt_since = PMS_KVER_RC(4, 3, 1),
};

const struct pms_model pms_model_clx = {
	.name = "clx", .long_name = "cascadelake", .aliases = "cascadelake-x,cooperlake,cpx",
	.desc = "Intel Cascade Lake/Cooper Lake (Xeon Scalable 2nd/3rd gen, SKX model)",
	.vendor = PMS_VENDOR_INTEL, .family = 6, .cpu_models = clx_models, .steppings = 0xffe0,
	.pfm_pmu = "clx",
	.n_gp_ht = 4, .n_gp_noht = 8, .n_fixed = 3, .width = 4,
	.fixed_events = pmsi_intel_fixed3, .cstr = skl_cstr, .generic = pmsi_intel_generic,
	.cache = pmsi_skl_cache, .extra = skl_extra, .rules = skl_rules,
	.table_since = PMS_KVER_RC(4, 3, 1),
	.source = SKL_SOURCE,
	.pebs = pmsi_skl_pebs, .pebs_fmt_since = PMS_KVER_RC(4, 3, 1),
};

/*
 * Comet Lake: not in 5.3.1's model switch (generic fixed-only fallback:
 * 0xd0/0xd1 unconstrained, no TFA), listed in 6.1.20.  5.4-rc1 is the first
 * release after the older snapshot (approx).
 */
const struct pms_model pms_model_cml = {
	.name = "cml", .long_name = "cometlake", .aliases = "comet-lake",
	.desc = "Intel Comet Lake client (Core 10th gen 14nm)",
	.vendor = PMS_VENDOR_INTEL, .family = 6, .cpu_models = cml_models, .pfm_pmu = "skl",
	.n_gp_ht = 4, .n_gp_noht = 8, .n_fixed = 3, .width = 4,
	.fixed_events = pmsi_intel_fixed3, .cstr = skl_cstr, .generic = pmsi_intel_generic,
	.cache = pmsi_skl_cache, .extra = skl_extra, .rules = skl_rules,
	.table_since = PMS_KVER_RC(5, 4, 1),
	.source = SKL_SOURCE,
	.pebs = pmsi_skl_pebs, .pebs_fmt_since = PMS_KVER_RC(4, 3, 1),
};
