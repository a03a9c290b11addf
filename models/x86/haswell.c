/*
 * Intel Haswell (client, -EP, ULT, GT3e).
 * Source: arch/x86/events/intel/core.c intel_hsw_event_constraints, read in
 * 3.14.1, 3.19.8, 4.2.8, 4.6.2 and 6.13.7 (see models/README.md).
 */
#include "../model_table.h"

static const char *const intel_fixed3[] = {
	"INST_RETIRED.ANY", "CPU_CLK_UNHALTED.THREAD", "CPU_CLK_UNHALTED.REF_TSC",
};

static const uint8_t hsw_models[] = { 0x3c, 0x3f, 0x45, 0x46, 0 };

static const struct pms_cstr hsw_cstr[] = {
	PMS_C_FIXED(0x00c0, 0, "FIXED_EVENT_CONSTRAINT(0x00c0, 0): INST_RETIRED.ANY"),
	PMS_C_FIXED(0x003c, 1, "FIXED_EVENT_CONSTRAINT(0x003c, 1): CPU_CLK_UNHALTED.CORE"),
	PMS_C_FIXED(0x0300, 2, "FIXED_EVENT_CONSTRAINT(0x0300, 2): CPU_CLK_UNHALTED.REF"),
	PMS_C_END
};

static const struct pms_genmap hsw_generic[] = {
	{ PMS_HW_CPU_CYCLES, 0x003c, 0, 0, "intel_perfmon_event_map" },
	{ PMS_HW_INSTRUCTIONS, 0x00c0, 0, 0, "intel_perfmon_event_map" },
	PMS_GEN_END
};

const struct pms_model pms_model_hsw = {
	.name = "hsw", .long_name = "haswell", .aliases = "hsw-ep,haswell-ep",
	.desc = "Intel Haswell", .vendor = PMS_VENDOR_INTEL, .family = 6,
	.cpu_models = hsw_models, .pfm_pmu = "hsw",
	.n_gp_ht = 4, .n_gp_noht = 8, .n_fixed = 3, .width = 4,
	.fixed_events = intel_fixed3, .cstr = hsw_cstr, .generic = hsw_generic,
	.source = "placeholder: to be completed",
};
