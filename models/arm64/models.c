/*
 * arm64 models: the cores of cores.c as platforms of core PMUs, with the
 * event maps of their drivers.
 *
 * Counters, MIDR parts, PMU names and provenance are the core rows in
 * cores.c (arm_core names the row; the validator checks that counts,
 * names and aliases agree).  Counter numbering is the arm_pmu driver's
 * (include/pmusched/arm_pmu.h): GP k is bit k, CYCLES bit 31, INSTR bit
 * 32; cntr_mask holds the general counters only, the allocator adds the
 * cycle and instruction counters.  There are no constraint tables: the
 * arm64 drivers place events one by one (armv8pmu_get_event_idx(),
 * m1_pmu_get_event_idx()), so each model has an empty one.
 *
 * Sources: drivers/perf/arm_pmuv3.c (6.12) and arch/arm64/kernel/
 * perf_event.c (6.1) for the PMUv3 maps; drivers/perf/apple_m1_cpu_pmu.c
 * (6.1, 6.12) for Apple's.
 */
#include "../model_table.h"
#include "../arm64_table.h"

/* absent from 6.1, present in 6.12: the first rc1 after 6.1 (models/README.md rule 2) */
#define V62 PMS_KVER_RC(6, 2, 1)

static const struct pms_cstr arm_no_cstr[] = { PMS_C_END };

/* PMUv3 event numbers (ARMV8_PMUV3_PERFCTR_*, include/linux/perf/arm_pmuv3.h 6.12). */
#define L1I_CACHE_REFILL 0x01
#define L1I_TLB_REFILL   0x02
#define L1D_CACHE_REFILL 0x03
#define L1D_CACHE        0x04
#define L1D_TLB_REFILL   0x05
#define INST_RETIRED     0x08
#define PC_WRITE_RETIRED 0x0c
#define BR_MIS_PRED      0x10
#define CPU_CYCLES       0x11
#define BR_PRED          0x12
#define L1I_CACHE        0x14
#define BUS_CYCLES       0x1d
#define BR_RETIRED       0x21
#define STALL_FRONTEND   0x23
#define STALL_BACKEND    0x24
#define L1D_TLB          0x25
#define L1I_TLB          0x26
#define LL_CACHE_RD      0x36
#define LL_CACHE_MISS_RD 0x37

#define MAP "armv8_pmuv3_perf_map, drivers/perf/arm_pmuv3.c 6.12 (arch/arm64/kernel/perf_event.c 6.1)"
#define MAP_BR "__armv8_pmuv3_map_event_id(), arm_pmuv3.c 6.12: BR_RETIRED when PMCEID0 " \
	"has it (perf's JSON lists br_retired for these cores), else PC_WRITE_RETIRED; " \
	"6.1 maps PC_WRITE_RETIRED (6.2-rc1 approx)"

/* armv8_pmuv3_perf_map: ref-cycles stays unsupported (PERF_MAP_ALL_UNSUPPORTED) */
static const struct pms_genmap armv8_generic[] = {
	PMS_GEN(PMS_HW_CPU_CYCLES, CPU_CYCLES, MAP),
	PMS_GEN(PMS_HW_INSTRUCTIONS, INST_RETIRED, MAP),
	PMS_GEN(PMS_HW_CACHE_REFERENCES, L1D_CACHE, MAP),
	PMS_GEN(PMS_HW_CACHE_MISSES, L1D_CACHE_REFILL, MAP),
	PMS_GEN_V(PMS_HW_BRANCH_INSTRUCTIONS, PC_WRITE_RETIRED, 0, V62,
		  "armv8_pmuv3_perf_map, arch/arm64/kernel/perf_event.c 6.1"),
	PMS_GEN_V(PMS_HW_BRANCH_INSTRUCTIONS, BR_RETIRED, V62, 0, MAP_BR),
	PMS_GEN(PMS_HW_BRANCH_MISSES, BR_MIS_PRED, MAP),
	PMS_GEN(PMS_HW_BUS_CYCLES, BUS_CYCLES, MAP),
	PMS_GEN(PMS_HW_STALLED_CYCLES_FRONTEND, STALL_FRONTEND, MAP),
	PMS_GEN(PMS_HW_STALLED_CYCLES_BACKEND, STALL_BACKEND, MAP),
	PMS_GEN_END
};

#define CMAP "armv8_pmuv3_perf_cache_map, arm_pmuv3.c 6.12 (perf_event.c 6.1)"
static const struct pms_cachemap armv8_cache[] = {
	PMS_CACHE(PMS_HWC_L1D, PMS_HWC_OP_READ, PMS_HWC_ACCESS, L1D_CACHE, CMAP),
	PMS_CACHE(PMS_HWC_L1D, PMS_HWC_OP_READ, PMS_HWC_MISS, L1D_CACHE_REFILL, CMAP),
	PMS_CACHE(PMS_HWC_L1I, PMS_HWC_OP_READ, PMS_HWC_ACCESS, L1I_CACHE, CMAP),
	PMS_CACHE(PMS_HWC_L1I, PMS_HWC_OP_READ, PMS_HWC_MISS, L1I_CACHE_REFILL, CMAP),
	PMS_CACHE(PMS_HWC_DTLB, PMS_HWC_OP_READ, PMS_HWC_MISS, L1D_TLB_REFILL, CMAP),
	PMS_CACHE(PMS_HWC_DTLB, PMS_HWC_OP_READ, PMS_HWC_ACCESS, L1D_TLB, CMAP),
	PMS_CACHE(PMS_HWC_ITLB, PMS_HWC_OP_READ, PMS_HWC_MISS, L1I_TLB_REFILL, CMAP),
	PMS_CACHE(PMS_HWC_ITLB, PMS_HWC_OP_READ, PMS_HWC_ACCESS, L1I_TLB, CMAP),
	PMS_CACHE(PMS_HWC_LL, PMS_HWC_OP_READ, PMS_HWC_MISS, LL_CACHE_MISS_RD, CMAP),
	PMS_CACHE(PMS_HWC_LL, PMS_HWC_OP_READ, PMS_HWC_ACCESS, LL_CACHE_RD, CMAP),
	PMS_CACHE(PMS_HWC_BPU, PMS_HWC_OP_READ, PMS_HWC_ACCESS, BR_PRED, CMAP),
	PMS_CACHE(PMS_HWC_BPU, PMS_HWC_OP_READ, PMS_HWC_MISS, BR_MIS_PRED, CMAP),
	PMS_CACHE_END
};

/* m1_pmu_perf_map (apple_m1_cpu_pmu.c 6.1, 6.12); no cache map (NULL: -ENOENT) */
#define AMAP "m1_pmu_perf_map, drivers/perf/apple_m1_cpu_pmu.c 6.1+6.12"
/* 4575353d82e2 (6.14): branches and branch-misses; absent from the driver of
 * 6.12.117, present in 7.2.13 and 7.3.4 */
#define AMAP14 "m1_pmu_perf_map, drivers/perf/apple_m1_cpu_pmu.c 7.2.13, 7.3.4 (4575353d82e2, 6.14)"
#define V614 PMS_KVER_RC(6, 14, 1)
static const struct pms_genmap apple_generic[] = {
	PMS_GEN(PMS_HW_CPU_CYCLES, PMS_ARM_APPLE_CYCLES, AMAP " (CORE_ACTIVE_CYCLE)"),
	PMS_GEN(PMS_HW_INSTRUCTIONS, PMS_ARM_APPLE_INSTR, AMAP " (INST_ALL)"),
	PMS_GEN_V(PMS_HW_BRANCH_INSTRUCTIONS, 0x8d, V614, 0, AMAP14 " (INST_BRANCH)"),
	PMS_GEN_V(PMS_HW_BRANCH_MISSES, 0xcb, V614, 0, AMAP14 " (BRANCH_MISPRED_NONSPEC)"),
	PMS_GEN_END
};

#define V3_SRC "armv8_pmu_init(), armv8pmu_get_event_idx(), armv8_pmuv3_perf_map " \
	"(drivers/perf/arm_pmuv3.c 6.12; arch/arm64/kernel/perf_event.c 6.1); counters: " \
	"models/arm64/cores.c"
#define V3_MODEL \
	.vendor = PMS_VENDOR_ARM64, .cstr = arm_no_cstr, .generic = armv8_generic, \
	.cache = armv8_cache, .pmu_name = "armv8_pmuv3_0", .alloc = PMS_ALLOC_ARM_PMUV3, \
	.source = V3_SRC
#define NO_PFM_ARM "libpfm4 4.13 has no AmpereOne table (pfmlib.h lists arm_n1, arm_n2, " \
	"arm_v1, arm_v2 among the Neoverse parts)"

const struct pms_model pms_model_neoverse_n1 = {
	.name = "neoverse-n1", .long_name = "arm-neoverse-n1", .aliases = "graviton2,altra,altra-max",
	.desc = "Arm Neoverse N1 (AWS Graviton2, Ampere Altra): PMUv3, 6 GP + cycle counter, "
		"chained 64-bit events",
	.pfm_pmu = "arm_n1", .n_gp_ht = 6, .n_gp_noht = 6, .cntr_mask = 0x3f,
	.arm_core = "neoverse-n1", V3_MODEL,
};

const struct pms_model pms_model_neoverse_v1 = {
	.name = "neoverse-v1", .long_name = "arm-neoverse-v1", .aliases = "graviton3",
	.desc = "Arm Neoverse V1 (AWS Graviton3): PMUv3, 6 GP + cycle counter, chained 64-bit "
		"events (PMUv3p5 assumed absent)",
	.pfm_pmu = "arm_v1", .n_gp_ht = 6, .n_gp_noht = 6, .cntr_mask = 0x3f,
	.arm_core = "neoverse-v1", V3_MODEL,
};

const struct pms_model pms_model_neoverse_n2 = {
	.name = "neoverse-n2", .long_name = "arm-neoverse-n2", .aliases = "cobalt-100,yitian-710",
	.desc = "Arm Neoverse N2 (Azure Cobalt 100, Yitian 710): PMUv3p5, 6 GP + cycle counter, "
		"64-bit counters",
	.pfm_pmu = "arm_n2", .n_gp_ht = 6, .n_gp_noht = 6, .cntr_mask = 0x3f,
	.arm_core = "neoverse-n2", V3_MODEL,
};

const struct pms_model pms_model_neoverse_v2 = {
	.name = "neoverse-v2", .long_name = "arm-neoverse-v2", .aliases = "grace,graviton4,axion",
	.desc = "Arm Neoverse V2 (NVIDIA Grace, AWS Graviton4, Google Axion): PMUv3p5, 6 GP + "
		"cycle counter, 64-bit counters",
	.pfm_pmu = "arm_v2", .n_gp_ht = 6, .n_gp_noht = 6, .cntr_mask = 0x3f,
	.arm_core = "neoverse-v2", V3_MODEL,
};

const struct pms_model pms_model_ampereone = {
	.name = "ampereone", .long_name = "ampere-one", .aliases = "ampere1",
	.desc = "AmpereOne (AC03): PMUv3p5, 10 GP (unverified) + cycle counter, 64-bit counters",
	.pfm_pmu = NULL, .pfm_note = NO_PFM_ARM, .n_gp_ht = 10, .n_gp_noht = 10, .cntr_mask = 0x3ff,
	.arm_core = "ampereone", V3_MODEL,
};

/*
 * A PMUv3 whose core has no row (cores.c "armv8-pmuv3"): the driver's maps,
 * no constraint table (there is none on arm64), 6 counters and PMUv3p1
 * until --counters / --pmuv3p5 or the host's boot log say otherwise.
 */
const struct pms_model pms_model_armv8_pmuv3 = {
	.name = "armv8-pmuv3", .long_name = "arm-pmuv3", .aliases = "pmuv3,arm64-generic",
	.desc = "Arm PMUv3, any core not modelled: the driver's maps and placement; 6 GP "
		"(assumed: --counters N) + cycle counter, PMUv3p1 (assumed: --pmuv3p5)",
	.pfm_pmu = NULL, .pfm_note = "libpfm4 4.13 names cores, it has no generic PMUv3 table",
	.n_gp_ht = 6, .n_gp_noht = 6, .cntr_mask = 0x3f,
	.arm_core = "armv8-pmuv3", V3_MODEL,
};

/*
 * Apple: two core PMUs per part, the same counters and table on both
 * (m1_pmu_*_init()).  PMU 0 is the P-core's, where a lone busy thread runs
 * by default; perf visits them sorted by name (firestorm before icestorm,
 * avalanche before blizzard).
 */
#define APPLE_SRC "m1_pmu_init(), m1_pmu_get_event_idx(), m1_pmu_event_affinity, " \
	"m1_pmu_perf_map (drivers/perf/apple_m1_cpu_pmu.c 6.1, 6.12)"
#define NO_PFM_APPLE "libpfm4 4.13 has no Apple table"
#define APPLE_PMU \
	.vendor = PMS_VENDOR_ARM64, .cstr = arm_no_cstr, .generic = apple_generic, \
	.n_gp_ht = PMS_ARM_APPLE_NCTR, .n_gp_noht = PMS_ARM_APPLE_NCTR, .cntr_mask = 0x3ff, \
	.alloc = PMS_ALLOC_APPLE, .pfm_note = NO_PFM_APPLE

extern const struct pms_model pms_model_apple_m1, pms_model_apple_m2;

static const struct pms_model m1_e = {
	.name = "apple-m1", .long_name = "apple-firestorm",
	.desc = "Apple M1 E-core PMU (Icestorm)", .pmu_name = "apple_icestorm_pmu",
	.core_type = PMS_CORE_E, .platform = &pms_model_apple_m1, .arm_core = "apple-m1",
	.table_since = PMS_ARM_K_APPLE_M1, .source = APPLE_SRC " (icestorm)", APPLE_PMU,
};
static const struct pms_model *const m1_pmus[] = { &pms_model_apple_m1, &m1_e, NULL };

const struct pms_model pms_model_apple_m1 = {
	.name = "apple-m1", .long_name = "apple-firestorm", .aliases = "m1,m1-pro,m1-max",
	.desc = "Apple M1 (Firestorm P-cores + Icestorm E-cores): 10 counters, per-event masks",
	.pmu_name = "apple_firestorm_pmu", .core_type = PMS_CORE_P, .pmus = m1_pmus,
	.arm_core = "apple-m1", .table_since = PMS_ARM_K_APPLE_M1,
	.hybrid_since = PMS_ARM_K_APPLE_M1, .source = APPLE_SRC " (firestorm)", APPLE_PMU,
};

static const struct pms_model m2_e = {
	.name = "apple-m2", .long_name = "apple-avalanche",
	.desc = "Apple M2 E-core PMU (Blizzard)", .pmu_name = "apple_blizzard_pmu",
	.core_type = PMS_CORE_E, .platform = &pms_model_apple_m2, .arm_core = "apple-m2",
	.table_since = PMS_ARM_K_APPLE_M2, .source = APPLE_SRC " (blizzard)", APPLE_PMU,
};
static const struct pms_model *const m2_pmus[] = { &pms_model_apple_m2, &m2_e, NULL };

const struct pms_model pms_model_apple_m2 = {
	.name = "apple-m2", .long_name = "apple-avalanche", .aliases = "m2,m2-pro,m2-max",
	.desc = "Apple M2 (Avalanche P-cores + Blizzard E-cores): 10 counters, per-event masks",
	.pmu_name = "apple_avalanche_pmu", .core_type = PMS_CORE_P, .pmus = m2_pmus,
	.arm_core = "apple-m2", .table_since = PMS_ARM_K_APPLE_M2,
	.hybrid_since = PMS_ARM_K_APPLE_M2, .source = APPLE_SRC " (avalanche)", APPLE_PMU,
};
