/*
 * Intel Ivy Bridge client and -EP (family 6).
 * Source: model-constraints.md 4.3 (intel_ivb_event_constraints, read in
 * 3.14.1, 3.19.8, 4.2.8, 4.6.2, 6.13.7, mainline ~6.12), 5.2, 5.5, 6, 7.1.
 */
#include "../x86_common.h"

#define IVB_SRC "intel_ivb_event_constraints; 3.14.1-6.13.7"
#define IVB_BL_SRC "intel_ivb_event_constraints blacklist (erratum BV98); " \
	"3.14.1, 3.19.8; 3.10-rc1..4.1-rc1 per article"
#define IVB_X_SRC "intel_ivb_event_constraints INTEL_EXCLEVT_CONSTRAINT; 4.2.8-6.13.7 (4.1-rc1 per article)"

static const struct pms_cstr ivb_cstr[] = {
	PMS_C_FIXED(0x00c0, 0, IVB_SRC " (INST_RETIRED.ANY)"),
	PMS_C_FIXED(0x003c, 1, IVB_SRC " (CPU_CLK_UNHALTED.CORE)"),
	PMS_C_FIXED(0x0300, 2, IVB_SRC " (CPU_CLK_UNHALTED.REF, pseudo)"),
	PMS_C_UEVENT(0x0148, 0x4, IVB_SRC " (L1D_PEND_MISS.PENDING)"),
	PMS_C_UEVENT(0x0279, 0xf, IVB_SRC " (IDQ.EMPTY)"),
	PMS_C_UEVENT(0x019c, 0xf, IVB_SRC " (IDQ_UOPS_NOT_DELIVERED.CORE)"),
	PMS_C_UEVENT(0x02a3, 0xf, IVB_SRC " (CYCLE_ACTIVITY.CYCLES_LDM_PENDING)"),
	PMS_C_UEVENT(0x04a3, 0xf, IVB_SRC " (CYCLE_ACTIVITY.CYCLES_NO_EXECUTE)"),
	PMS_C_UEVENT(0x05a3, 0xf, IVB_SRC " (CYCLE_ACTIVITY.STALLS_L2_PENDING)"),
	PMS_C_UEVENT(0x06a3, 0xf, IVB_SRC " (CYCLE_ACTIVITY.STALLS_LDM_PENDING)"),
	PMS_C_UEVENT(0x08a3, 0x4, IVB_SRC " (CYCLE_ACTIVITY.CYCLES_L1D_PENDING)"),
	PMS_C_UEVENT(0x0ca3, 0x4, IVB_SRC " (CYCLE_ACTIVITY.STALLS_L1D_PENDING)"),
	PMS_C_UEVENT(0x01c0, 0x2, IVB_SRC " (INST_RETIRED.PREC_DIST)"),
	PMS_C_REFUSE_EVENT_V(0xd0, PMS_KVER_RC(3, 10, 1), PMS_KVER_RC(4, 1, 1), IVB_BL_SRC " (MEM_UOPS_RETIRED.*)"),
	PMS_C_REFUSE_EVENT_V(0xd1, PMS_KVER_RC(3, 10, 1), PMS_KVER_RC(4, 1, 1), IVB_BL_SRC " (MEM_LOAD_UOPS_RETIRED.*)"),
	PMS_C_REFUSE_EVENT_V(0xd2, PMS_KVER_RC(3, 10, 1), PMS_KVER_RC(4, 1, 1), IVB_BL_SRC " (MEM_LOAD_UOPS_LLC_HIT_RETIRED.*)"),
	PMS_C_REFUSE_EVENT_V(0xd3, PMS_KVER_RC(3, 10, 1), PMS_KVER_RC(4, 1, 1), IVB_BL_SRC " (MEM_LOAD_UOPS_LLC_MISS_RETIRED.*)"),
	PMS_C_XEVENT_V(0xd0, 0xf, PMS_KVER_RC(4, 1, 1), 0, IVB_X_SRC " (MEM_UOPS_RETIRED.*)"),
	PMS_C_XEVENT_V(0xd1, 0xf, PMS_KVER_RC(4, 1, 1), 0, IVB_X_SRC " (MEM_LOAD_UOPS_RETIRED.*)"),
	PMS_C_XEVENT_V(0xd2, 0xf, PMS_KVER_RC(4, 1, 1), 0, IVB_X_SRC " (MEM_LOAD_UOPS_LLC_HIT_RETIRED.*)"),
	PMS_C_XEVENT_V(0xd3, 0xf, PMS_KVER_RC(4, 1, 1), 0, IVB_X_SRC " (MEM_LOAD_UOPS_LLC_MISS_RETIRED.*)"),
	PMS_C_END
};

#define V43 PMS_KVER_RC(4, 3, 1)
#define IR "intel_pmu_init IVYBRIDGE case, core.c 6.12, 6.1"
static const struct pms_rule ivb_rules[] = {
	PMS_RULE_V(PMS_RULE_HT_ERRATUM, PMS_KVER_RC(4, 1, 1), 0,
		   "intel_ht_bug quirk (SNB/IVB/HSW); 4.1-rc1 per article, seen 4.2.8-6.12"),
	PMS_RULE_V(PMS_RULE_PEBS, 0, 0, IR " (intel_ivb_pebs_event_constraints)"),
	PMS_RULE_V(PMSI_RULE_ALIAS_SNB, 0, V43, "pebs_aliases = intel_pebs_aliases_snb; 3.14.1-4.2.8 (until 4.3-rc1 approx)"),
	PMS_RULE_V(PMSI_RULE_ALIAS_IVB, V43, 0, IR " (intel_pebs_aliases_ivb; absent 4.2.8, present 4.6.2: 4.3-rc1 approx)"),
	PMS_RULE_V(PMS_RULE_PREC_DIST, V43, 0, IR " (pebs_prec_dist; absent 4.2.8, present 4.6.2: 4.3-rc1 approx)"),
	PMS_RULE_END
};

static const uint8_t ivb_models[] = { 0x3a, 0 };
static const uint8_t ivbep_models[] = { 0x3e, 0 };

const struct pms_model pms_model_ivb = {
	.name = "ivb", .long_name = "ivybridge", .aliases = "ivy-bridge",
	.desc = "Intel Ivy Bridge client (Core 3rd gen)",
	.vendor = PMS_VENDOR_INTEL, .family = 6, .cpu_models = ivb_models, .pfm_pmu = "ivb",
	.n_gp_ht = 4, .n_gp_noht = 8, .n_fixed = 3, .width = 4,
	.fixed_events = pmsi_intel_fixed3, .cstr = ivb_cstr, .generic = pmsi_ivb_generic,
	.cache = pmsi_snb_cache, .cache_patch = pmsi_ivb_cache_patch, .extra = pmsi_snb_extra,
	.rules = ivb_rules,
	.source = "model-constraints.md 2, 4.3, 5.2, 5.5, 6 (kernel 3.14.1-6.13.7)",
	.pebs = pmsi_ivb_pebs, .pebs_fmt_since = 1,
};

const struct pms_model pms_model_ivb_ep = {
	.name = "ivb-ep", .long_name = "ivybridge-ep", .aliases = "ivbep,ivytown,ivybridge-e",
	.desc = "Intel Ivy Bridge-EP/E (Xeon E5/E7 v2)",
	.vendor = PMS_VENDOR_INTEL, .family = 6, .cpu_models = ivbep_models, .pfm_pmu = "ivb_ep",
	.n_gp_ht = 4, .n_gp_noht = 8, .n_fixed = 3, .width = 4,
	.fixed_events = pmsi_intel_fixed3, .cstr = ivb_cstr, .generic = pmsi_ivb_generic,
	.cache = pmsi_snb_cache, .cache_patch = pmsi_ivb_cache_patch, .extra = pmsi_hsw_extra,
	.rules = ivb_rules,
	.source = "model-constraints.md 2, 4.3, 5.2, 5.5, 6 (kernel 3.14.1-6.13.7)",
	.pebs = pmsi_ivb_pebs, .pebs_fmt_since = 1,
};
