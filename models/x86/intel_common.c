/*
 * Intel data shared by several models: fixed-counter event names, the
 * generic-event map (intel_perfmon_event_map plus model patches) and the
 * hw_cache_event_ids tables.
 *
 * Generic map: model-constraints.md section 6 ("Same map in 3.14.1 and
 * v6.13.7").  The hw-cache maps live in intel_cache.c.
 */
#include "../x86_common.h"

const char *const pmsi_intel_fixed3[] = {
	"INST_RETIRED.ANY", "CPU_CLK_UNHALTED.THREAD", "CPU_CLK_UNHALTED.REF_TSC", NULL,
};

const char *const pmsi_intel_fixed4[] = {
	"INST_RETIRED.ANY", "CPU_CLK_UNHALTED.THREAD", "CPU_CLK_UNHALTED.REF_TSC",
	"TOPDOWN.SLOTS", NULL,
};

#define GEN_SRC "intel_perfmon_event_map; 3.14.1, 6.13.7"
#define INTEL_BASE_MAP \
	PMS_GEN(PMS_HW_CPU_CYCLES, 0x003c, GEN_SRC), \
	PMS_GEN(PMS_HW_INSTRUCTIONS, 0x00c0, GEN_SRC), \
	PMS_GEN(PMS_HW_CACHE_REFERENCES, 0x4f2e, GEN_SRC), \
	PMS_GEN(PMS_HW_CACHE_MISSES, 0x412e, GEN_SRC), \
	PMS_GEN(PMS_HW_BRANCH_INSTRUCTIONS, 0x00c4, GEN_SRC), \
	PMS_GEN(PMS_HW_BRANCH_MISSES, 0x00c5, GEN_SRC), \
	PMS_GEN(PMS_HW_BUS_CYCLES, 0x013c, GEN_SRC), \
	PMS_GEN(PMS_HW_REF_CPU_CYCLES, 0x0300, GEN_SRC " (pseudo-encoding)")

/* inv (bit 23) and cmask 1 (bits 24-31): "cycles with no uops ..." */
#define INV_C1 (UINT64_C(1) << 23 | UINT64_C(1) << 24)

const struct pms_genmap pmsi_intel_generic[] = {
	INTEL_BASE_MAP,
	PMS_GEN_END
};

const struct pms_genmap pmsi_nhm_generic[] = {
	INTEL_BASE_MAP,
	PMS_GEN(PMS_HW_STALLED_CYCLES_FRONTEND, 0x010e | INV_C1,
		"intel_pmu_init NHM/WSM patch: UOPS_ISSUED i=1 c=1; 3.14.1, 6.13.7"),
	PMS_GEN(PMS_HW_STALLED_CYCLES_BACKEND, 0x3fb1 | INV_C1,
		"intel_pmu_init NHM/WSM patch: UOPS_EXECUTED i=1 c=1; 3.14.1, 6.13.7"),
	PMS_GEN_END
};

const struct pms_genmap pmsi_snb_generic[] = {
	INTEL_BASE_MAP,
	PMS_GEN(PMS_HW_STALLED_CYCLES_FRONTEND, 0x010e | INV_C1,
		"intel_pmu_init SNB patch: UOPS_ISSUED.ANY i=1 c=1; 3.14.1, 6.13.7"),
	PMS_GEN(PMS_HW_STALLED_CYCLES_BACKEND, 0x01b1 | INV_C1,
		"intel_pmu_init SNB patch: UOPS_DISPATCHED.THREAD i=1 c=1; 3.14.1, 6.13.7"),
	PMS_GEN_END
};

const struct pms_genmap pmsi_ivb_generic[] = {
	INTEL_BASE_MAP,
	PMS_GEN(PMS_HW_STALLED_CYCLES_FRONTEND, 0x010e | INV_C1,
		"intel_pmu_init IVB patch: UOPS_ISSUED.ANY i=1 c=1; 3.14.1, 6.13.7"),
	PMS_GEN_END
};


/*
 * intel_pmu_ref_cycles_ext(), called by intel_pmu_init_glc()/_grt() (core.c
 * 6.12, absent 6.1: 6.2-rc1 approx): where CPUID leaf 0xA EBX bit 2 is clear
 * (the architectural reference-cycles event exists, as on every part using
 * these init functions), ref-cycles is the real encoding 0x013c instead of
 * the pseudo-encoding 0x0300.
 */
const struct pms_genmap pmsi_glc_generic[] = {
	INTEL_BASE_MAP,
	PMS_GEN_V(PMS_HW_REF_CPU_CYCLES, 0x013c, PMS_KVER_RC(6, 2, 1), 0,
		  "intel_pmu_ref_cycles_ext, core.c 6.12:6436 (absent 6.1: 6.2-rc1 approx)"),
	PMS_GEN_END
};
