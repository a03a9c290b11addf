/*
 * Intel Golden Cove server cores: Sapphire Rapids, Emerald Rapids.
 * Source: model-constraints.md 4.8 (intel_spr_event_constraints in 6.1.20,
 * intel_glc_event_constraints in 6.13.7 and mainline ~6.12), 3, 5.5, 7.2.
 * Only 6.1.20 and later were read; older kernels are not modelled.
 * Alder/Raptor Lake are hybrid (two PMUs) and not modelled here.
 */
#include "../x86_common.h"

#define GLC_SRC "intel_spr_event_constraints 6.1.20, intel_glc_event_constraints 6.13.7"

static const struct pms_cstr spr_cstr[] = {
	PMS_C_FIXED(0x00c0, 0, GLC_SRC " (INST_RETIRED.ANY)"),
	PMS_C_FIXED(0x0100, 0, GLC_SRC " (INST_RETIRED.PREC_DIST, pseudo)"),
	PMS_C_FIXED(0x003c, 1, GLC_SRC " (CPU_CLK_UNHALTED.CORE)"),
	PMS_C_FIXED(0x0300, 2, GLC_SRC " (CPU_CLK_UNHALTED.REF, pseudo)"),
	PMS_C_FIXED_V(0x013c, 2, PMS_KVER(6, 2, 1), 0,
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
	PMS_C_UEVENT(0x08a3, 0xf, GLC_SRC " (CYCLE_ACTIVITY.CYCLES_L1D_MISS)"),
	PMS_C_UEVENT(0x04a4, 0x1, GLC_SRC " (TOPDOWN.BAD_SPEC_SLOTS)"),
	PMS_C_UEVENT(0x08a4, 0x1, GLC_SRC " (TOPDOWN.BR_MISPREDICT_SLOTS)"),
	PMS_C_UEVENT(0x02cd, 0x1, GLC_SRC " (MEM_TRANS_RETIRED.STORE_SAMPLE)"),
	PMS_C_EVENT(0xce, 0x1, GLC_SRC),
	PMS_C_RANGE(0xd0, 0xdf, 0xf, GLC_SRC),
	PMS_C_RANGE(0x90, 0xfe, 0xff, GLC_SRC " (every other event)"),
	PMS_C_END
};

static const struct pms_extra_reg spr_extra[] = {
	{ 0x012a, PMS_XR_RSP0, PMS_XR_RSP1, UINT64_C(0x3fffffffff), "intel_glc_extra_regs; model-constraints.md 5.5" },
	{ 0x012b, PMS_XR_RSP1, PMS_XR_RSP0, UINT64_C(0x3fffffffff), "intel_glc_extra_regs; model-constraints.md 5.5" },
	{ 0x01cd, PMS_XR_LDLAT, -1, 0xffff, "intel_glc_extra_regs (valid mask assumed as SNB)" },
	{ 0x01c6, PMS_XR_FRONTEND, -1, 0x7fff1f, "intel_glc_extra_regs; model-constraints.md 5.5" },
	{ 0x40ad, PMS_XR_FRONTEND, -1, 0x7, "intel_glc_extra_regs; model-constraints.md 5.5" },
	{ 0x04c2, PMS_XR_FRONTEND, -1, 0x8, "intel_glc_extra_regs; model-constraints.md 5.5" },
	PMS_EXTRA_END
};

static const uint8_t spr_models[] = { 0x8f, 0xcf, 0 };	/* SPR, EMR */

const struct pms_model pms_model_spr = {
	.name = "spr", .long_name = "sapphirerapids",
	.aliases = "emr,emeraldrapids,glc,goldencove,raptorcove",
	.desc = "Intel Sapphire/Emerald Rapids (Xeon Scalable 4th/5th gen, Golden Cove)",
	.vendor = PMS_VENDOR_INTEL, .family = 6, .cpu_models = spr_models, .pfm_pmu = "spr",
	.n_gp_ht = 8, .n_gp_noht = 8, .n_fixed = 4, .n_metrics = 8, .width = 6,
	.fixed_events = pmsi_intel_fixed4, .cstr = spr_cstr, .generic = pmsi_intel_generic,
	.extra = spr_extra, .rules = pmsi_topdown_rules,
	.source = "model-constraints.md 2, 3, 4.8, 5.5, 6 (kernel 6.1.20-6.13.7)",
	.pebs = pmsi_glc_pebs, .pebs_mode = PMS_PEBS_ADAPTIVE, .pebs_ppp_gp0 = 1,
};
