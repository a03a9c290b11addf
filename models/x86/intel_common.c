/*
 * Intel data shared by several models: fixed-counter event names, the
 * generic-event map (intel_perfmon_event_map plus model patches) and the
 * hw_cache_event_ids tables.
 *
 * Generic map: model-constraints.md section 6 ("Same map in 3.14.1 and
 * v6.13.7").  Cache tables: arch/x86/events/intel/core.c
 * {snb,hsw,skl}_hw_cache_event_ids read in a recent mainline tree through
 * the source index; older kernels were not checked.  Only the entries
 * perf users ask for most are listed; unlisted ones report "not modelled".
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

#define L1D PMS_HWC_L1D
#define L1I PMS_HWC_L1I
#define LL PMS_HWC_LL
#define DTLB PMS_HWC_DTLB
#define ITLB PMS_HWC_ITLB
#define BPU PMS_HWC_BPU
#define RD PMS_HWC_OP_READ
#define WR PMS_HWC_OP_WRITE
#define ACC PMS_HWC_ACCESS
#define MISS PMS_HWC_MISS

#define SNB_C "snb_hw_cache_event_ids; mainline"
const struct pms_cachemap pmsi_snb_cache[] = {
	PMS_CACHE(L1D, RD, ACC, 0xf1d0, SNB_C " (MEM_UOPS_RETIRED.LOADS)"),
	PMS_CACHE(L1D, RD, MISS, 0x0151, SNB_C " (L1D.REPLACEMENT)"),
	PMS_CACHE(L1D, WR, ACC, 0xf2d0, SNB_C " (MEM_UOPS_RETIRED.STORES)"),
	PMS_CACHE(L1D, WR, MISS, 0x0851, SNB_C " (L1D.ALL_M_REPLACEMENT)"),
	PMS_CACHE(L1I, RD, MISS, 0x0280, SNB_C " (ICACHE.MISSES)"),
	PMS_CACHE(LL, RD, ACC, 0x01b7, SNB_C " (offcore response; config1 from hw_cache_extra_regs)"),
	PMS_CACHE(LL, RD, MISS, 0x01b7, SNB_C " (offcore response)"),
	PMS_CACHE(LL, WR, ACC, 0x01b7, SNB_C " (offcore response)"),
	PMS_CACHE(LL, WR, MISS, 0x01b7, SNB_C " (offcore response)"),
	PMS_CACHE(DTLB, RD, ACC, 0x81d0, SNB_C " (MEM_UOPS_RETIRED.ALL_LOADS)"),
	PMS_CACHE(DTLB, RD, MISS, 0x0108, SNB_C " (DTLB_LOAD_MISSES.CAUSES_A_WALK)"),
	PMS_CACHE(DTLB, WR, ACC, 0x82d0, SNB_C " (MEM_UOPS_RETIRED.ALL_STORES)"),
	PMS_CACHE(DTLB, WR, MISS, 0x0149, SNB_C " (DTLB_STORE_MISSES.MISS_CAUSES_A_WALK)"),
	PMS_CACHE(ITLB, RD, ACC, 0x1085, SNB_C " (ITLB_MISSES.STLB_HIT)"),
	PMS_CACHE(ITLB, RD, MISS, 0x0185, SNB_C " (ITLB_MISSES.CAUSES_A_WALK)"),
	PMS_CACHE(BPU, RD, ACC, 0x00c4, SNB_C " (BR_INST_RETIRED.ALL_BRANCHES)"),
	PMS_CACHE(BPU, RD, MISS, 0x00c5, SNB_C " (BR_MISP_RETIRED.ALL_BRANCHES)"),
	PMS_CACHE_END
};

#define HSW_C "hsw_hw_cache_event_ids; mainline"
const struct pms_cachemap pmsi_hsw_cache[] = {
	PMS_CACHE(L1D, RD, ACC, 0x81d0, HSW_C " (MEM_UOPS_RETIRED.ALL_LOADS)"),
	PMS_CACHE(L1D, RD, MISS, 0x0151, HSW_C " (L1D.REPLACEMENT)"),
	PMS_CACHE(L1D, WR, ACC, 0x82d0, HSW_C " (MEM_UOPS_RETIRED.ALL_STORES)"),
	PMS_CACHE(L1D, WR, MISS, 0, HSW_C " (not supported)"),
	PMS_CACHE(L1I, RD, MISS, 0x0280, HSW_C " (ICACHE.MISSES)"),
	PMS_CACHE(LL, RD, ACC, 0x01b7, HSW_C " (offcore response; config1 from hw_cache_extra_regs)"),
	PMS_CACHE(LL, RD, MISS, 0x01b7, HSW_C " (offcore response)"),
	PMS_CACHE(LL, WR, ACC, 0x01b7, HSW_C " (offcore response)"),
	PMS_CACHE(LL, WR, MISS, 0x01b7, HSW_C " (offcore response)"),
	PMS_CACHE(DTLB, RD, ACC, 0x81d0, HSW_C " (MEM_UOPS_RETIRED.ALL_LOADS)"),
	PMS_CACHE(DTLB, RD, MISS, 0x0108, HSW_C " (DTLB_LOAD_MISSES.MISS_CAUSES_A_WALK)"),
	PMS_CACHE(DTLB, WR, ACC, 0x82d0, HSW_C " (MEM_UOPS_RETIRED.ALL_STORES)"),
	PMS_CACHE(DTLB, WR, MISS, 0x0149, HSW_C " (DTLB_STORE_MISSES.MISS_CAUSES_A_WALK)"),
	PMS_CACHE(ITLB, RD, ACC, 0x6085, HSW_C " (ITLB_MISSES.STLB_HIT)"),
	PMS_CACHE(ITLB, RD, MISS, 0x0185, HSW_C " (ITLB_MISSES.MISS_CAUSES_A_WALK)"),
	PMS_CACHE(BPU, RD, ACC, 0x00c4, HSW_C " (BR_INST_RETIRED.ALL_BRANCHES)"),
	PMS_CACHE(BPU, RD, MISS, 0x00c5, HSW_C " (BR_MISP_RETIRED.ALL_BRANCHES)"),
	PMS_CACHE_END
};

#define SKL_C "skl_hw_cache_event_ids; mainline"
const struct pms_cachemap pmsi_skl_cache[] = {
	PMS_CACHE(L1D, RD, ACC, 0x81d0, SKL_C " (MEM_INST_RETIRED.ALL_LOADS)"),
	PMS_CACHE(L1D, RD, MISS, 0x0151, SKL_C " (L1D.REPLACEMENT)"),
	PMS_CACHE(L1D, WR, ACC, 0x82d0, SKL_C " (MEM_INST_RETIRED.ALL_STORES)"),
	PMS_CACHE(L1D, WR, MISS, 0, SKL_C " (not supported)"),
	PMS_CACHE(L1I, RD, MISS, 0x0283, SKL_C " (ICACHE_64B.MISS)"),
	PMS_CACHE(LL, RD, ACC, 0x01b7, SKL_C " (offcore response; config1 from hw_cache_extra_regs)"),
	PMS_CACHE(LL, RD, MISS, 0x01b7, SKL_C " (offcore response)"),
	PMS_CACHE(LL, WR, ACC, 0x01b7, SKL_C " (offcore response)"),
	PMS_CACHE(LL, WR, MISS, 0x01b7, SKL_C " (offcore response)"),
	PMS_CACHE(DTLB, RD, ACC, 0x81d0, SKL_C " (MEM_INST_RETIRED.ALL_LOADS)"),
	PMS_CACHE(DTLB, RD, MISS, 0x0e08, SKL_C " (DTLB_LOAD_MISSES.WALK_COMPLETED)"),
	PMS_CACHE(DTLB, WR, ACC, 0x82d0, SKL_C " (MEM_INST_RETIRED.ALL_STORES)"),
	PMS_CACHE(DTLB, WR, MISS, 0x0e49, SKL_C " (DTLB_STORE_MISSES.WALK_COMPLETED)"),
	PMS_CACHE(ITLB, RD, ACC, 0x2085, SKL_C " (ITLB_MISSES.STLB_HIT)"),
	PMS_CACHE(ITLB, RD, MISS, 0x0e85, SKL_C " (ITLB_MISSES.WALK_COMPLETED)"),
	PMS_CACHE(BPU, RD, ACC, 0x00c4, SKL_C " (BR_INST_RETIRED.ALL_BRANCHES)"),
	PMS_CACHE(BPU, RD, MISS, 0x00c5, SKL_C " (BR_MISP_RETIRED.ALL_BRANCHES)"),
	PMS_CACHE_END
};

/* Ice Lake copies the Skylake map and removes iTLB loads (intel_pmu_init(),
 * ICELAKE cases, seen in 5.x and 6.x trees). */
const struct pms_cachemap pmsi_icl_cache_patch[] = {
	PMS_CACHE(ITLB, RD, ACC, 0, "intel_pmu_init ICELAKE: hw_cache_event_ids[ITLB][READ][ACCESS] = -1"),
	PMS_CACHE_END
};
