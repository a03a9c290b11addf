/*
 * Intel Golden Cove server cores: Sapphire Rapids, Emerald Rapids.
 * Source: model-constraints.md 4.8 (intel_spr_event_constraints in 6.1.20,
 * intel_glc_event_constraints in 6.13.7 and mainline ~6.12), 3, 5.5, 7.2.
 * The kernel knows SPR from 5.12-rc1 (61b985e3e775); 6.1 and 6.12 were
 * read, and the changes found in the stable and tip archives since 5.12
 * are dated below.  Before 5.12 only the architectural fixed rows apply.
 * The same tables serve the Golden Cove and Redwood Cove cores of Granite
 * Rapids and the hybrid parts (cpu_core of models/x86/hybrid.c): they are
 * exported as pmsi_glc_*.
 */
#include "../x86_common.h"

#define GLC_SRC "intel_spr_event_constraints 6.1.20, intel_glc_event_constraints 6.13.7"
/* intel_glc_event_constraints of the 7.2.13 and 7.3.4 trees */
#define GLC7 "intel_glc_event_constraints, core.c 7.2.13:"
/* pseudo encodings absent 6.12.117 (and from the tables read for the
 * 6.16-rc1 parts), present 7.2.13: 6.17-rc1 approx (rule 2; no commit found) */
#define VPSEUDO PMS_KVER_RC(6, 17, 1)
/* 30d82ddee085 (SPR), 4ef863352bcd (ADL), e99fb45436ea (MTL): 7.2 (issue 23) */
#define V72 PMS_KVER_RC(7, 2, 1)

const struct pms_cstr pmsi_glc_cstr[] = {
	PMS_C_FIXED(0x00c0, 0, GLC_SRC " (INST_RETIRED.ANY)"),
	PMS_C_FIXED_V(0x01c0, 0, 0, PMS_KVER_RC(5, 16, 1), "intel_spr_event_constraints (0x01c0 until "
		      "2de71ee153ef, 5.16-rc1) (INST_RETIRED.PREC_DIST)"),
	PMS_C_FIXED_V(0x0100, 0, PMS_KVER_RC(5, 16, 1), 0, GLC_SRC " (INST_RETIRED.PREC_DIST, pseudo; "
		      "2de71ee153ef, 5.16-rc1)"),
	PMS_C_FIXED(0x003c, 1, GLC_SRC " (CPU_CLK_UNHALTED.CORE)"),
	PMS_C_FIXED_V(0x0200, 1, VPSEUDO, 0, GLC7 "370, 7.3.4 (CPU_CLK_UNHALTED.THREAD, pseudo; "
		      "absent 6.12.117: 6.17-rc1 approx)"),
	PMS_C_FIXED(0x0300, 2, GLC_SRC " (CPU_CLK_UNHALTED.REF, pseudo)"),
	PMS_C_FIXED_V(0x013c, 2, PMS_KVER_RC(6, 2, 1), 0,
		      "intel_glc_event_constraints; absent 6.1.20, present ~6.12-6.13.7 (6.2 approx)"
		      " (CPU_CLK_UNHALTED.REF_TSC_P)"),
	PMS_C_FIXED(0x0400, 3, GLC_SRC " (TOPDOWN.SLOTS, pseudo)"),
	PMS_C_METRIC(0x8000, 0, GLC_SRC " (topdown-retiring)"),
	PMS_C_METRIC(0x8100, 1, GLC_SRC " (topdown-bad-spec)"),
	PMS_C_METRIC(0x8200, 2, GLC_SRC " (topdown-fe-bound)"),
	PMS_C_METRIC(0x8300, 3, GLC_SRC " (topdown-be-bound)"),
	PMS_C_METRIC(0x8400, 4, GLC_SRC " (topdown-heavy-ops)"),
	PMS_C_METRIC(0x8500, 5, GLC_SRC " (topdown-br-mispredict)"),
	PMS_C_METRIC(0x8600, 6, GLC_SRC " (topdown-fetch-lat)"),
	PMS_C_METRIC(0x8700, 7, GLC_SRC " (topdown-mem-bound)"),
	PMS_C_EVENT(0x2e, 0xff, GLC_SRC " (LONGEST_LAT_CACHE.*)"),
	PMS_C_EVENT(0x3c, 0xff, GLC_SRC " (CPU_CLK_UNHALTED.*)"),
	PMS_C_RANGE(0x01, 0x8f, 0xf, GLC_SRC),
	PMS_C_UEVENT(0x01a3, 0xf, GLC_SRC " (CYCLE_ACTIVITY)"),
	PMS_C_UEVENT(0x02a3, 0xf, GLC_SRC " (CYCLE_ACTIVITY)"),
	PMS_C_UEVENT_V(0x05a3, 0xf, V72, 0, GLC7 "393 (CYCLE_ACTIVITY.STALLS_L2_MISS; 30d82ddee085, "
		       "4ef863352bcd, e99fb45436ea: 7.2)"),
	PMS_C_UEVENT_V(0x06a3, 0xf, V72, 0, GLC7 "394 (CYCLE_ACTIVITY.STALLS_L3_MISS; 7.2, as 0x05a3)"),
	PMS_C_UEVENT(0x08a3, 0xf, GLC_SRC " (CYCLE_ACTIVITY.CYCLES_L1D_MISS)"),
	PMS_C_UEVENT_V(0x0ca3, 0xf, V72, 0, GLC7 "396 (CYCLE_ACTIVITY.STALLS_L1D_MISS; 7.2, as 0x05a3)"),
	PMS_C_UEVENT(0x04a4, 0x1, GLC_SRC " (TOPDOWN.BAD_SPEC_SLOTS)"),
	PMS_C_UEVENT(0x08a4, 0x1, GLC_SRC " (TOPDOWN.BR_MISPREDICT_SLOTS)"),
	PMS_C_UEVENT_V(0x01cd, 0xfe, V72, 0, GLC7 "399 (MEM_TRANS_RETIRED.LOAD_LATENCY: GP1-7; 7.2, "
		       "as 0x05a3)"),
	PMS_C_UEVENT(0x02cd, 0x1, GLC_SRC " (MEM_TRANS_RETIRED.STORE_SAMPLE)"),
	PMS_C_EVENT(0xce, 0x1, GLC_SRC),
	PMS_C_RANGE(0xd0, 0xdf, 0xf, GLC_SRC),
	PMS_C_RANGE(0x90, 0xfe, 0xff, GLC_SRC " (every other event)"),
	PMS_C_END
};

/*
 * intel_glc_extra_regs (intel_spr_extra_regs in 6.1).  d18216fafecf added
 * 0x40ad and 0x04c2 (backported to 5.12: 5.13-rc7 approx); e590928de754
 * widened the 0x01c6 mask to 0x7fff1f (Apr 2022, Cc stable: 5.18-rc2 approx).
 */
#define GX "intel_glc_extra_regs, core.c 6.12:322, 6.1:302"
#define V513 PMS_KVER_RC(5, 13, 7)
#define V518 PMS_KVER_RC(5, 18, 2)
const struct pms_extra_reg pmsi_glc_extra[] = {
	PMS_XREG(0x012a, PMS_XREG_RSP0, PMS_XREG_RSP1, UINT64_C(0x3fffffffff), GX " (OFFCORE_RSP_0)"),
	PMS_XREG(0x012b, PMS_XREG_RSP1, PMS_XREG_RSP0, UINT64_C(0x3fffffffff), GX " (OFFCORE_RSP_1)"),
	PMS_XREG(0x01cd, PMS_XREG_LDLAT, -1, 0xffff, GX " (INTEL_UEVENT_PEBS_LDLAT_EXTRA_REG)"),
	PMS_XREG_V(0x01c6, PMS_XREG_FRONTEND, -1, 0x7fff17, 0, V518,
		   "intel_spr_extra_regs before e590928de754 (5.18-rc2 approx) (MSR_PEBS_FRONTEND)"),
	PMS_XREG_V(0x01c6, PMS_XREG_FRONTEND, -1, 0x7fff1f, V518, 0, GX " (MSR_PEBS_FRONTEND)"),
	PMS_XREG_V(0x40ad, PMS_XREG_FRONTEND, -1, 0x7, V513, 0, GX " (d18216fafecf, 5.13-rc7 approx)"),
	PMS_XREG_V(0x04c2, PMS_XREG_FRONTEND, -1, 0x8, V513, 0, GX " (d18216fafecf, 5.13-rc7 approx)"),
	PMS_EXTRA_END
};

#define GR "intel_pmu_init_glc (SAPPHIRERAPIDS case in 6.1), core.c 6.12, 6.1"
const struct pms_rule pmsi_glc_rules[] = {
	PMS_RULE_V(PMS_RULE_TOPDOWN, 0, 0, "intel_pmu_hw_config topdown checks; 6.1, 6.12"),
	PMS_RULE_V(PMS_RULE_PEBS, 0, 0, GR " (intel_glc_pebs_event_constraints)"),
	PMS_RULE_V(PMS_RULE_PEBS_ALL, 0, 0, "intel_ds_init: PEBS baseline sets PMU_FL_PEBS_ALL; ds.c 6.12, 6.1"),
	PMS_RULE_V(PMS_RULE_PREC_DIST, 0, 0, GR " (pebs_prec_dist)"),
	PMS_RULE_V(PMSI_RULE_PPP_FIXED0, 0, 0, "icl_get_event_constraints, called by glc_get_event_constraints "
		   "(spr_get_event_constraints in 6.1)"),
	PMS_RULE_V(PMSI_RULE_PPP_GP0, 0, 0, "glc_get_event_constraints (spr_ in 6.1): other :ppp on GP0"),
	PMS_RULE_V(PMS_RULE_TSX_FILTERS, 0, 0, GR " (hsw_hw_config)"),
	PMS_RULE_V(PMSI_RULE_LIMIT_GLC, 0, 0, "glc_limit_period (spr_limit_period in 6.1): :ppp period >= 128"),
	PMS_RULE_END
};

static const uint8_t spr_models[] = { 0x8f, 0 };
static const uint8_t emr_models[] = { 0xcf, 0 };

#define SPR_SOURCE "model-constraints.md 2, 3, 4.8, 5.5, 6 (kernel 6.1.20-6.13.7); support from " \
		   "61b985e3e775 (merged after 5.11-rc6: 5.12-rc1)"
#define GLC_COUNTERS "8 GP, 4 fixed: perf's sapphirerapids/emeraldrapids counter.json " \
		     "(pmu-events, 6.12), CPUID leaf 0xA"

const struct pms_model pms_model_spr = {
	.name = "spr", .long_name = "sapphirerapids", .aliases = "",
	.desc = "Intel Sapphire Rapids (Xeon Scalable 4th gen, Golden Cove)",
	.vendor = PMS_VENDOR_INTEL, .family = 6, .cpu_models = spr_models, .pfm_pmu = "spr",
	.n_gp_ht = 8, .n_gp_noht = 8, .n_fixed = 4, .n_metrics = 8, .width = 6,
	.fixed_events = pmsi_intel_fixed4, .cstr = pmsi_glc_cstr, .generic = pmsi_glc_generic,
	.cache = pmsi_glc_cache, .extra = pmsi_glc_extra, .rules = pmsi_glc_rules,
	.table_since = PMS_KVER_RC(5, 12, 1), .source = SPR_SOURCE,
	.pebs = pmsi_glc_pebs, .pebs_fmt_since = PMS_KVER_RC(5, 2, 1), .pebs_fmt_baseline = true,
	.cntr_mask = 0xff, .fixed_mask = 0xf, .counter_src = GLC_COUNTERS,
};

/*
 * Emerald Rapids: the SAPPHIRERAPIDS_X case of intel_pmu_init() takes
 * EMERALDRAPIDS_X too (6.1, 6.12), so every table is SPR's.  Its first
 * kernel was not read: 6.1 is the oldest tree that has it, and older
 * kernels are modelled with the architectural default.
 */
const struct pms_model pms_model_emr = {
	.name = "emr", .long_name = "emeraldrapids", .aliases = "",
	.desc = "Intel Emerald Rapids (Xeon Scalable 5th gen, Raptor Cove)",
	.vendor = PMS_VENDOR_INTEL, .family = 6, .cpu_models = emr_models, .pfm_pmu = "spr",
	.n_gp_ht = 8, .n_gp_noht = 8, .n_fixed = 4, .n_metrics = 8, .width = 6,
	.fixed_events = pmsi_intel_fixed4, .cstr = pmsi_glc_cstr, .generic = pmsi_glc_generic,
	.cache = pmsi_glc_cache, .extra = pmsi_glc_extra, .rules = pmsi_glc_rules,
	.table_since = PMS_KVER(6, 1),
	.source = "intel_pmu_init SAPPHIRERAPIDS_X/EMERALDRAPIDS_X case, core.c 6.1, 6.12 (first "
		  "kernel not read: 6.1 is the oldest tree with it)",
	.pebs = pmsi_glc_pebs, .pebs_fmt_since = PMS_KVER_RC(5, 2, 1), .pebs_fmt_baseline = true,
	.cntr_mask = 0xff, .fixed_mask = 0xf, .counter_src = GLC_COUNTERS,
};
