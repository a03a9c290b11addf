/*
 * Intel Haswell client, -EP, ULT, GT3e (family 6).
 * Source: model-constraints.md 4.4 (intel_hsw_event_constraints, read in
 * 3.14.1, 3.19.8, 4.2.8, 4.6.2, 6.13.7, mainline ~6.12), 5.2, 5.5, 6, 7.1.
 */
#include "../x86_common.h"

#define HSW_SRC "intel_hsw_event_constraints; 3.14.1-6.13.7"
#define HSW_OLD_A3 "intel_hsw_event_constraints, event-only matcher with the umask " \
	"in the code: never matches; 3.14.1, 3.19.8 (fixed 4.0-rc7 per article)"
#define HSW_A3 "intel_hsw_event_constraints; 4.2.8-6.13.7 (4.0-rc7 per article)"
#define HSW_X_SRC "intel_hsw_event_constraints INTEL_EXCLEVT_CONSTRAINT; 4.2.8-6.13.7 (4.1-rc1 per article)"

static const struct pms_cstr hsw_cstr[] = {
	PMS_C_FIXED(0x00c0, 0, HSW_SRC " (INST_RETIRED.ANY)"),
	PMS_C_FIXED(0x003c, 1, HSW_SRC " (CPU_CLK_UNHALTED.CORE)"),
	PMS_C_FIXED(0x0300, 2, HSW_SRC " (CPU_CLK_UNHALTED.REF, pseudo)"),
	PMS_C_EVENT_V(0x48, 0x4, 0, PMS_KVER_RC(4, 3, 1),
		      "intel_hsw_event_constraints; 3.14.1-4.2.8, narrowed by 4.6.2 (change point approx)"
		      " (L1D_PEND_MISS.*)"),
	PMS_C_UEVENT_V(0x0148, 0x4, PMS_KVER_RC(4, 3, 1), 0,
		       "intel_hsw_event_constraints; 4.6.2-6.13.7 (change point approx)"
		       " (L1D_PEND_MISS.PENDING)"),
	PMS_C_UEVENT(0x01c0, 0x2, HSW_SRC " (INST_RETIRED.PREC_DIST)"),
	PMS_C_EVENT(0xcd, 0x8, HSW_SRC " (MEM_TRANS_RETIRED.*)"),
	PMS_C_DEAD_V(0x08a3, 0x4, 0, PMS_KVER_RC(4, 0, 7), HSW_OLD_A3 " (CYCLE_ACTIVITY.CYCLES_L1D_PENDING)"),
	PMS_C_DEAD_V(0x0ca3, 0x4, 0, PMS_KVER_RC(4, 0, 7), HSW_OLD_A3 " (CYCLE_ACTIVITY.STALLS_L1D_PENDING)"),
	PMS_C_DEAD_V(0x04a3, 0xf, 0, PMS_KVER_RC(4, 0, 7), HSW_OLD_A3 " (CYCLE_ACTIVITY.CYCLES_NO_EXECUTE)"),
	PMS_C_UEVENT_V(0x08a3, 0x4, PMS_KVER_RC(4, 0, 7), 0, HSW_A3 " (CYCLE_ACTIVITY.CYCLES_L1D_PENDING)"),
	PMS_C_UEVENT_V(0x0ca3, 0x4, PMS_KVER_RC(4, 0, 7), 0, HSW_A3 " (CYCLE_ACTIVITY.STALLS_L1D_PENDING)"),
	PMS_C_UEVENT_V(0x04a3, 0xf, PMS_KVER_RC(4, 0, 7), 0, HSW_A3 " (CYCLE_ACTIVITY.CYCLES_NO_EXECUTE)"),
	PMS_C_XEVENT_V(0xd0, 0xf, PMS_KVER_RC(4, 1, 1), 0, HSW_X_SRC " (MEM_UOPS_RETIRED.*)"),
	PMS_C_XEVENT_V(0xd1, 0xf, PMS_KVER_RC(4, 1, 1), 0, HSW_X_SRC " (MEM_LOAD_UOPS_RETIRED.*)"),
	PMS_C_XEVENT_V(0xd2, 0xf, PMS_KVER_RC(4, 1, 1), 0, HSW_X_SRC " (MEM_LOAD_UOPS_L3_HIT_RETIRED.*)"),
	PMS_C_XEVENT_V(0xd3, 0xf, PMS_KVER_RC(4, 1, 1), 0, HSW_X_SRC " (MEM_LOAD_UOPS_L3_MISS_RETIRED.*)"),
	PMS_C_END
};

/* intel_snbep_extra_regs: SNB-EP, IVB-EP, every Haswell and Broadwell. */
#define EX "intel_snbep_extra_regs, core.c 6.12:266, 6.1:246"
const struct pms_extra_reg pmsi_hsw_extra[] = {
	PMS_XREG(0x01b7, PMS_XREG_RSP0, PMS_XREG_RSP1, UINT64_C(0x3fffff8fff), EX " (OFFCORE_RSP_0)"),
	PMS_XREG(0x01bb, PMS_XREG_RSP1, PMS_XREG_RSP0, UINT64_C(0x3fffff8fff), EX " (OFFCORE_RSP_1)"),
	PMS_XREG(0x01cd, PMS_XREG_LDLAT, -1, 0xffff, EX " (INTEL_UEVENT_PEBS_LDLAT_EXTRA_REG)"),
	PMS_EXTRA_END
};

#define V43 PMS_KVER_RC(4, 3, 1)
#define HR "intel_pmu_init HASWELL case, core.c 6.12, 6.1"
static const struct pms_rule hsw_rules[] = {
	PMS_RULE_V(PMS_RULE_HT_ERRATUM, PMS_KVER_RC(4, 1, 1), 0,
		   "intel_ht_bug quirk (SNB/IVB/HSW); 4.1-rc1 per article, seen 4.2.8-6.12"),
	PMS_RULE_V(PMS_RULE_PEBS, 0, 0, HR " (intel_hsw_pebs_event_constraints)"),
	PMS_RULE_V(PMSI_RULE_ALIAS_SNB, 0, V43, "pebs_aliases = intel_pebs_aliases_snb; 3.14.1-4.2.8 (until 4.3-rc1 approx)"),
	PMS_RULE_V(PMSI_RULE_ALIAS_IVB, V43, 0, HR " (intel_pebs_aliases_ivb; 4.3-rc1 approx)"),
	PMS_RULE_V(PMS_RULE_PREC_DIST, V43, 0, HR " (pebs_prec_dist; 4.3-rc1 approx)"),
	PMS_RULE_V(PMS_RULE_TSX_FILTERS, 0, 0, HR " (hsw_hw_config, hsw_get_event_constraints; 3.14.1-6.12)"),
	PMS_RULE_V(PMSI_RULE_LIMIT_HSW, PMS_KVER_RC(5, 11, 1), 0,
		   "hsw_limit_period; absent 5.10.13, present 6.1 (5.11-rc1 approx)"),
	PMS_RULE_END
};

/* Client, ULT, GT3e; -EP separately (different libpfm4 PMU). */
static const uint8_t hsw_models[] = { 0x3c, 0x45, 0x46, 0 };
static const uint8_t hswep_models[] = { 0x3f, 0 };

const struct pms_model pms_model_hsw = {
	.name = "hsw", .long_name = "haswell", .aliases = "haswell-ult,haswell-gt3e",
	.desc = "Intel Haswell client (Core 4th gen)",
	.vendor = PMS_VENDOR_INTEL, .family = 6, .cpu_models = hsw_models, .pfm_pmu = "hsw",
	.n_gp_ht = 4, .n_gp_noht = 8, .n_fixed = 3, .width = 4,
	.fixed_events = pmsi_intel_fixed3, .cstr = hsw_cstr, .generic = pmsi_intel_generic,
	.cache = pmsi_hsw_cache, .extra = pmsi_hsw_extra, .rules = hsw_rules,
	.source = "model-constraints.md 2, 4.4, 5.2, 5.5, 6 (kernel 3.14.1-6.13.7)",
	.pebs = pmsi_hsw_pebs, .pebs_fmt_since = 1,
};

const struct pms_model pms_model_hsw_ep = {
	.name = "hsw-ep", .long_name = "haswell-ep", .aliases = "hswep,haswell-x,haswell-e",
	.desc = "Intel Haswell-EP/E (Xeon E5/E7 v3, Core i7 5900)",
	.vendor = PMS_VENDOR_INTEL, .family = 6, .cpu_models = hswep_models, .pfm_pmu = "hsw_ep",
	.n_gp_ht = 4, .n_gp_noht = 8, .n_fixed = 3, .width = 4,
	.fixed_events = pmsi_intel_fixed3, .cstr = hsw_cstr, .generic = pmsi_intel_generic,
	.cache = pmsi_hsw_cache, .extra = pmsi_hsw_extra, .rules = hsw_rules,
	.source = "model-constraints.md 2, 4.4, 5.2, 5.5, 6 (kernel 3.14.1-6.13.7)",
	.pebs = pmsi_hsw_pebs, .pebs_fmt_since = 1,
};
