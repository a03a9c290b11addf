/*
 * Intel Ice Lake family (family 6): Ice Lake client and server, Tiger
 * Lake, Rocket Lake (Sunny/Willow/Cypress Cove).
 * Source: model-constraints.md 4.7 (intel_icl_event_constraints, read in
 * 5.3.1, 6.1.20, 6.13.7, mainline ~6.12), 3 (SLOTS, metrics), 5.5, 7.2.
 * The 5.3.1 and 6.1.20 forms differ; the switch is placed at 5.9-rc1 with
 * the TopDown metrics rework (approx; the exact commits were not found).
 */
#include "../x86_common.h"

#define ICL_SRC "intel_icl_event_constraints; 5.3.1-6.13.7"
#define ICL_OLD "intel_icl_event_constraints; 5.3.1 form (until 5.9, approx)"
#define ICL_NEW "intel_icl_event_constraints; 6.1.20-6.13.7 form (from 5.9, approx)"
#define V59 PMS_KVER_RC(5, 9, 1)
#define V598 PMS_KVER_RC(5, 9, 8)
#define V5154 PMS_KVER_RC(5, 15, 4)
#define V516 PMS_KVER_RC(5, 16, 1)
#define V519 PMS_KVER_RC(5, 19, 1)

static const struct pms_cstr icl_cstr[] = {
	PMS_C_FIXED(0x00c0, 0, ICL_SRC " (INST_RETIRED.ANY)"),
	PMS_C_REFUSE_UEVENT_V(0x01c0, 0, V598, "intel_icl_event_constraints; 5.3.1 form (the fix of "
			      "28 Sep 2020 made it FIXED0: 5.9-rc8 approx)"
			      " (INST_RETIRED.PREC_DIST, counting refused)"),
	PMS_C_FIXED_V(0x01c0, 0, V598, 0, "intel_icl_event_constraints; 5.10.13-6.12 (5.9-rc8 approx)"
		      " (INST_RETIRED.PREC_DIST)"),
	PMS_C_FIXED_V(0x0100, 0, V516, 0, "intel_icl_event_constraints; 6.1-6.12 (2de71ee153ef, 5.16-rc1)"
		      " (INST_RETIRED.PREC_DIST, pseudo)"),
	PMS_C_FIXED(0x003c, 1, ICL_SRC " (CPU_CLK_UNHALTED.CORE)"),
	PMS_C_FIXED_V(0x0200, 1, PMS_KVER_RC(6, 17, 1), 0, "intel_icl_event_constraints, core.c 7.2.13, "
		      "7.3.4 (CPU_CLK_UNHALTED.THREAD, pseudo; absent 6.12.117: 6.17-rc1 approx)"),
	PMS_C_FIXED(0x0300, 2, ICL_SRC " (CPU_CLK_UNHALTED.REF, pseudo)"),
	PMS_C_FIXED(0x0400, 3, ICL_SRC " (TOPDOWN.SLOTS, pseudo)"),
	PMS_C_METRIC_V(0x8000, 0, V59, 0, ICL_NEW " (topdown-retiring)"),
	PMS_C_METRIC_V(0x8100, 1, V59, 0, ICL_NEW " (topdown-bad-spec)"),
	PMS_C_METRIC_V(0x8200, 2, V59, 0, ICL_NEW " (topdown-fe-bound)"),
	PMS_C_METRIC_V(0x8300, 3, V59, 0, ICL_NEW " (topdown-be-bound)"),
	PMS_C_RANGE(0x03, 0x0a, 0xf, ICL_SRC),
	PMS_C_RANGE(0x1f, 0x28, 0xf, ICL_SRC),
	PMS_C_EVENT(0x32, 0xf, ICL_SRC " (SW_PREFETCH_ACCESS)"),
	PMS_C_RANGE_V(0x48, 0x54, 0xf, 0, V519, "intel_icl_event_constraints; 5.3.1, 5.10.13 "
		      "(until 86dca369075b, 5.19-rc1)"),
	PMS_C_RANGE_V(0x48, 0x56, 0xf, V519, 0, "intel_icl_event_constraints; 6.1-6.12 "
		      "(86dca369075b, perf-urgent-2022-06-05: 5.19-rc1)"),
	PMS_C_RANGE(0x60, 0x8b, 0xf, ICL_SRC),
	PMS_C_UEVENT(0x04a3, 0xff, ICL_SRC " (CYCLE_ACTIVITY.STALLS_TOTAL)"),
	PMS_C_UEVENT(0x10a3, 0xff, ICL_SRC " (CYCLE_ACTIVITY.CYCLES_MEM_ANY)"),
	PMS_C_UEVENT_V(0x14a3, 0xff, V59, 0, ICL_NEW " (CYCLE_ACTIVITY.STALLS_MEM_ANY)"),
	PMS_C_EVENT(0xa3, 0xf, ICL_SRC " (other CYCLE_ACTIVITY)"),
	PMS_C_RANGE(0xa8, 0xb0, 0xf, ICL_SRC),
	PMS_C_RANGE(0xb7, 0xbd, 0xf, ICL_SRC),
	PMS_C_RANGE(0xd0, 0xe6, 0xf, ICL_SRC),
	PMS_C_EVENT_V(0xef, 0xf, V5154, 0, "intel_icl_event_constraints; 6.1-6.12 (ecc2123e09f9, "
		      "before the 5.14 stable backport of 4 Oct 2021: 5.15-rc4 approx)"),
	PMS_C_RANGE(0xf0, 0xf4, 0xf, ICL_SRC),
	PMS_C_END
};

#define LX "intel_icl_extra_regs, core.c 6.12:314, 6.1:294"
static const struct pms_extra_reg icl_extra[] = {
	PMS_XREG(0x01b7, PMS_XREG_RSP0, PMS_XREG_RSP1, UINT64_C(0x3fffffbfff), LX " (OFFCORE_RSP_0)"),
	PMS_XREG(0x01bb, PMS_XREG_RSP1, PMS_XREG_RSP0, UINT64_C(0x3fffffbfff), LX " (OFFCORE_RSP_1)"),
	PMS_XREG(0x01cd, PMS_XREG_LDLAT, -1, 0xffff, LX " (INTEL_UEVENT_PEBS_LDLAT_EXTRA_REG)"),
	PMS_XREG(0x01c6, PMS_XREG_FRONTEND, -1, 0x7fff17, LX " (MSR_PEBS_FRONTEND)"),
	PMS_EXTRA_END
};

#define LR "intel_pmu_init ICELAKE case, core.c 6.12, 6.1"
static const struct pms_rule icl_rules[] = {
	PMS_RULE_V(PMS_RULE_TOPDOWN, PMS_KVER_RC(5, 9, 1), 0,
		   "intel_pmu_hw_config topdown checks; absent 5.3.1, present 6.1.20 (5.9 approx)"),
	PMS_RULE_V(PMS_RULE_PEBS, 0, 0, LR " (intel_icl_pebs_event_constraints)"),
	PMS_RULE_V(PMS_RULE_PEBS_ALL, 0, 0, "intel_ds_init: PEBS format 4 with baseline sets "
		   "PMU_FL_PEBS_ALL; intel_pebs_constraints, ds.c 6.12, 6.1"),
	PMS_RULE_V(PMS_RULE_PREC_DIST, 0, 0, LR " (pebs_prec_dist)"),
	PMS_RULE_V(PMSI_RULE_PPP_FIXED0, 0, 0, "icl_get_event_constraints (instructions:ppp on "
		   "FIXED0); 5.3.1, 6.1, 6.12"),
	PMS_RULE_V(PMS_RULE_TSX_FILTERS, 0, 0, LR " (hsw_hw_config; icl via hsw_get_event_constraints)"),
	PMS_RULE_END
};

/* Ice Lake client (-L, -Y), Tiger Lake (-L, -H), Rocket Lake. */
static const uint8_t icl_models[] = { 0x7d, 0x7e, 0x8c, 0x8d, 0xa7, 0 };
static const uint8_t icx_models[] = { 0x6a, 0x6c, 0 };

/*
 * 8 GP counters with HT on rests on Intel's JSON (model-constraints.md 2),
 * not on hardware.  table_since: 6017608936c1 "Add Icelake support"
 * (absent 4.20, present 5.3.1; 5.2-rc1 approx).  Tiger/Rocket Lake support
 * arrived later; their kernels before it are not modelled apart.
 */
const struct pms_model pms_model_icl = {
	.cache = pmsi_skl_cache, .cache_patch = pmsi_icl_cache_patch,
	.name = "icl", .long_name = "icelake", .aliases = "tgl,tigerlake,rkl,rocketlake,sunnycove",
	.desc = "Intel Ice Lake/Tiger Lake/Rocket Lake client (Core 10th-11th gen)",
	.vendor = PMS_VENDOR_INTEL, .family = 6, .cpu_models = icl_models, .pfm_pmu = "icl",
	.n_gp_ht = 8, .n_gp_noht = 8, .n_fixed = 4, .n_metrics = 4, .width = 4,
	.fixed_events = pmsi_intel_fixed4, .cstr = icl_cstr, .generic = pmsi_intel_generic,
	.extra = icl_extra, .rules = icl_rules, .table_since = PMS_KVER_RC(5, 2, 1),
	.source = "model-constraints.md 2, 3, 4.7, 5.5, 6 (kernel 5.3.1-6.13.7)",
	.pebs = pmsi_icl_pebs, .pebs_fmt_since = PMS_KVER_RC(5, 2, 1), .pebs_fmt_baseline = true,
};

const struct pms_model pms_model_icx = {
	.cache = pmsi_skl_cache, .cache_patch = pmsi_icx_cache_patch,
	.name = "icx", .long_name = "icelake-x", .aliases = "icelake-sp,icelakex",
	.desc = "Intel Ice Lake-SP (Xeon Scalable 3rd gen)",
	.vendor = PMS_VENDOR_INTEL, .family = 6, .cpu_models = icx_models, .pfm_pmu = "icx",
	.n_gp_ht = 8, .n_gp_noht = 8, .n_fixed = 4, .n_metrics = 4, .width = 4,
	.fixed_events = pmsi_intel_fixed4, .cstr = icl_cstr, .generic = pmsi_intel_generic,
	.extra = icl_extra, .rules = icl_rules, .table_since = PMS_KVER_RC(5, 2, 1),
	.source = "model-constraints.md 2, 3, 4.7, 5.5, 6 (kernel 5.3.1-6.13.7)",
	.pebs = pmsi_icl_pebs, .pebs_fmt_since = PMS_KVER_RC(5, 2, 1), .pebs_fmt_baseline = true,
};
