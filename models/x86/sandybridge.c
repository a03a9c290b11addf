/*
 * Intel Sandy Bridge client and -EP (family 6).
 * Source: model-constraints.md 4.2 (intel_snb_event_constraints, read in
 * 3.14.1, 3.19.8, 4.2.8, 4.6.2, 6.13.7, mainline ~6.12), 5.2 (HT erratum),
 * 5.5 (extra MSRs), 6 (generic map), 7.1.
 */
#include "../x86_common.h"

#define SNB_SRC "intel_snb_event_constraints; 3.14.1-6.13.7"
#define SNB_X_SRC "intel_snb_event_constraints INTEL_EXCLEVT_CONSTRAINT; " \
	"absent 3.14.1/3.19.8, present 4.2.8-6.13.7 (4.1-rc1 per article)"

static const struct pms_cstr snb_cstr[] = {
	PMS_C_FIXED(0x00c0, 0, SNB_SRC " (INST_RETIRED.ANY)"),
	PMS_C_FIXED(0x003c, 1, SNB_SRC " (CPU_CLK_UNHALTED.CORE)"),
	PMS_C_FIXED(0x0300, 2, SNB_SRC " (CPU_CLK_UNHALTED.REF, pseudo)"),
	PMS_C_UEVENT(0x04a3, 0xf, SNB_SRC " (CYCLE_ACTIVITY.CYCLES_NO_DISPATCH)"),
	PMS_C_UEVENT(0x05a3, 0xf, SNB_SRC " (CYCLE_ACTIVITY.STALLS_L2_PENDING)"),
	PMS_C_UEVENT(0x02a3, 0x4, SNB_SRC " (CYCLE_ACTIVITY.CYCLES_L1D_PENDING)"),
	PMS_C_UEVENT(0x06a3, 0x4, SNB_SRC " (CYCLE_ACTIVITY.STALLS_L1D_PENDING)"),
	PMS_C_EVENT(0x48, 0x4, SNB_SRC " (L1D_PEND_MISS.*)"),
	PMS_C_UEVENT(0x01c0, 0x2, SNB_SRC " (INST_RETIRED.PREC_DIST)"),
	PMS_C_EVENT(0xcd, 0x8, SNB_SRC " (MEM_TRANS_RETIRED.*)"),
	PMS_C_XEVENT_V(0xd0, 0xf, PMS_KVER_RC(4, 1, 1), 0, SNB_X_SRC " (MEM_UOPS_RETIRED.*)"),
	PMS_C_XEVENT_V(0xd1, 0xf, PMS_KVER_RC(4, 1, 1), 0, SNB_X_SRC " (MEM_LOAD_UOPS_RETIRED.*)"),
	PMS_C_XEVENT_V(0xd2, 0xf, PMS_KVER_RC(4, 1, 1), 0, SNB_X_SRC " (MEM_LOAD_UOPS_LLC_HIT_RETIRED.*)"),
	PMS_C_XEVENT_V(0xd3, 0xf, PMS_KVER_RC(4, 1, 1), 0, SNB_X_SRC " (MEM_LOAD_UOPS_LLC_MISS_RETIRED.*)"),
	PMS_C_END
};

/* Client parts (SNB, IVB): intel_snb_extra_regs. */
#define SX "intel_snb_extra_regs, core.c 6.12:258, 6.1:238"
const struct pms_extra_reg pmsi_snb_extra[] = {
	PMS_XREG(0x01b7, PMS_XREG_RSP0, PMS_XREG_RSP1, UINT64_C(0x3f807f8fff), SX " (OFFCORE_RSP_0)"),
	PMS_XREG(0x01bb, PMS_XREG_RSP1, PMS_XREG_RSP0, UINT64_C(0x3f807f8fff), SX " (OFFCORE_RSP_1)"),
	PMS_XREG(0x01cd, PMS_XREG_LDLAT, -1, 0xffff, SX " (INTEL_UEVENT_PEBS_LDLAT_EXTRA_REG)"),
	PMS_EXTRA_END
};

/* The HT-erratum workaround (intel_ht_bug quirk, errata BJ122). */
#define HTBUG PMS_RULE_V(PMS_RULE_HT_ERRATUM, PMS_KVER_RC(4, 1, 1), 0, \
	"intel_ht_bug quirk (SNB/IVB/HSW); 4.1-rc1 per article, seen 4.2.8-6.12")

static const struct pms_rule snb_rules[] = {
	HTBUG,
	PMS_RULE_V(PMS_RULE_PEBS, 0, 0, "intel_pmu_init SANDYBRIDGE case, core.c 6.12, 6.1 "
		   "(intel_snb_pebs_event_constraints; no pebs_prec_dist: at most :pp)"),
	PMS_RULE_V(PMSI_RULE_ALIAS_SNB, 0, 0, "x86_pmu.pebs_aliases = intel_pebs_aliases_snb; 3.14.1-6.12"),
	PMS_RULE_END
};

static const uint8_t snb_models[] = { 0x2a, 0 };
static const uint8_t snbep_models[] = { 0x2d, 0 };

const struct pms_model pms_model_snb = {
	.name = "snb", .long_name = "sandybridge", .aliases = "sandy-bridge",
	.desc = "Intel Sandy Bridge client (Core 2nd gen)",
	.vendor = PMS_VENDOR_INTEL, .family = 6, .cpu_models = snb_models, .pfm_pmu = "snb",
	.n_gp_ht = 4, .n_gp_noht = 8, .n_fixed = 3, .width = 4,
	.fixed_events = pmsi_intel_fixed3, .cstr = snb_cstr, .generic = pmsi_snb_generic,
	.cache = pmsi_snb_cache, .extra = pmsi_snb_extra, .rules = snb_rules,
	.source = "model-constraints.md 2, 4.2, 5.2, 5.5, 6 (kernel 3.14.1-6.13.7)",
	.pebs = pmsi_snb_pebs, .pebs_fmt_since = 1,
};

const struct pms_model pms_model_snb_ep = {
	.name = "snb-ep", .long_name = "sandybridge-ep", .aliases = "snbep,sandybridge-e,jaketown",
	.desc = "Intel Sandy Bridge-EP/E (Xeon E5 v1, Core i7 3900)",
	.vendor = PMS_VENDOR_INTEL, .family = 6, .cpu_models = snbep_models, .pfm_pmu = "snb_ep",
	.n_gp_ht = 4, .n_gp_noht = 8, .n_fixed = 3, .width = 4,
	.fixed_events = pmsi_intel_fixed3, .cstr = snb_cstr, .generic = pmsi_snb_generic,
	.cache = pmsi_snb_cache, .extra = pmsi_hsw_extra, .rules = snb_rules,
	.source = "model-constraints.md 2, 4.2, 5.2, 5.5, 6 (kernel 3.14.1-6.13.7)",
	.pebs = pmsi_snb_pebs, .pebs_fmt_since = 1,
};
