/*
 * AMD data shared by several models: the generic-event maps
 * (amd_perfmon_event_map, amd_f17h_perfmon_event_map and the v6.13.7
 * Zen2-3 / Zen4 maps), the family 17h hw-cache table, and the Zen pair rule.
 *
 * Generic maps: model-constraints.md section 6 "AMD" (read in 4.6.2, 4.20,
 * 5.3.1, 6.1.20, 6.13.7).  Change points between two snapshots are placed
 * at the first -rc1 after the older snapshot and marked approx.
 */
#include "../x86_common.h"

#define K7_SRC "amd_perfmon_event_map; 4.6.2, 4.20, 6.13.7"
#define K7_OLD "amd_perfmon_event_map; 4.6.2 (changed by 4.20; 4.7 approx)"
#define K7_NEW "amd_perfmon_event_map; 4.20-6.13.7 (from 4.7 approx)"
#define V47 PMS_KVER(4, 7, 1)

#define K7_MAP \
	PMS_GEN(PMS_HW_CPU_CYCLES, 0x0076, K7_SRC), \
	PMS_GEN(PMS_HW_INSTRUCTIONS, 0x00c0, K7_SRC), \
	PMS_GEN_V(PMS_HW_CACHE_REFERENCES, 0x0080, 0, V47, K7_OLD), \
	PMS_GEN_V(PMS_HW_CACHE_REFERENCES, 0x077d, V47, 0, K7_NEW), \
	PMS_GEN_V(PMS_HW_CACHE_MISSES, 0x0081, 0, V47, K7_OLD), \
	PMS_GEN_V(PMS_HW_CACHE_MISSES, 0x077e, V47, 0, K7_NEW), \
	PMS_GEN(PMS_HW_BRANCH_INSTRUCTIONS, 0x00c2, K7_SRC), \
	PMS_GEN(PMS_HW_BRANCH_MISSES, 0x00c3, K7_SRC), \
	PMS_GEN(PMS_HW_STALLED_CYCLES_FRONTEND, 0x00d0, K7_SRC), \
	PMS_GEN(PMS_HW_STALLED_CYCLES_BACKEND, 0x00d1, K7_SRC)

const struct pms_genmap pmsi_k7_generic[] = {
	K7_MAP,
	PMS_GEN_END
};

/*
 * Family 17h and later: the K7 map up to 4.20, the Zen map in 5.3.1 (5.0
 * approx).  CACHE_MISSES: none in 5.3.1, 0x0964 in 6.1.20 (5.4 approx).
 */
#define V50 PMS_KVER(5, 0, 1)
#define V54 PMS_KVER(5, 4, 1)
#define V62 PMS_KVER(6, 2, 1)
#define F17_SRC "amd_f17h_perfmon_event_map; 5.3.1-6.13.7 (from 5.0 approx)"
#define ZEN1_MAP \
	K7_MAP, \
	PMS_GEN_V(PMS_HW_CACHE_REFERENCES, 0xff60, V50, 0, F17_SRC), \
	PMS_GEN_V(PMS_HW_CACHE_MISSES, 0, V50, V54, "amd_f17h_perfmon_event_map; 5.3.1 (not mapped)"), \
	PMS_GEN_V(PMS_HW_CACHE_MISSES, 0x0964, V54, 0, \
		  "amd_f17h_perfmon_event_map; 6.1.20-6.13.7 (from 5.4 approx)"), \
	PMS_GEN_V(PMS_HW_STALLED_CYCLES_FRONTEND, 0x0287, V50, 0, F17_SRC), \
	PMS_GEN_V(PMS_HW_STALLED_CYCLES_BACKEND, 0x0187, V50, 0, F17_SRC)

const struct pms_genmap pmsi_zen1_generic[] = {
	ZEN1_MAP,
	PMS_GEN_END
};

/* v6.13.7 splits the map by Zen generation; 6.1.20 still used one (6.2 approx). */
#define ZEN2_SRC "amd_zen2_perfmon_event_map; 6.13.7 (from 6.2 approx)"
const struct pms_genmap pmsi_zen23_generic[] = {
	ZEN1_MAP,
	PMS_GEN_V(PMS_HW_STALLED_CYCLES_FRONTEND, 0x00a9, V62, 0, ZEN2_SRC),
	PMS_GEN_V(PMS_HW_STALLED_CYCLES_BACKEND, 0, V62, 0, ZEN2_SRC " (not mapped)"),
	PMS_GEN_END
};

#define ZEN4_SRC "amd_zen4_perfmon_event_map; 6.13.7 (from 6.2 approx)"
const struct pms_genmap pmsi_zen4_generic[] = {
	ZEN1_MAP,
	PMS_GEN_V(PMS_HW_STALLED_CYCLES_FRONTEND, 0x00a9, V62, 0, ZEN4_SRC),
	PMS_GEN_V(PMS_HW_STALLED_CYCLES_BACKEND, 0, V62, 0, ZEN4_SRC " (not mapped)"),
	PMS_GEN_V(PMS_HW_REF_CPU_CYCLES, UINT64_C(0x100000120), V62, 0,
		  ZEN4_SRC " (event 0x120 P0_FREQ_CYCLES_NOT_IN_HALT)"),
	PMS_GEN_END
};

#define ZC "amd_hw_cache_event_ids_f17h; 6.x mainline"
const struct pms_cachemap pmsi_zen_cache[] = {
	PMS_CACHE(PMS_HWC_L1D, PMS_HWC_OP_READ, PMS_HWC_ACCESS, 0x0040, ZC " (data cache accesses)"),
	PMS_CACHE(PMS_HWC_L1D, PMS_HWC_OP_READ, PMS_HWC_MISS, 0xc860, ZC " (L2 access from DC miss)"),
	PMS_CACHE(PMS_HWC_L1D, PMS_HWC_OP_WRITE, PMS_HWC_ACCESS, 0, ZC " (not supported)"),
	PMS_CACHE(PMS_HWC_L1D, PMS_HWC_OP_WRITE, PMS_HWC_MISS, 0, ZC " (not supported)"),
	PMS_CACHE(PMS_HWC_L1I, PMS_HWC_OP_READ, PMS_HWC_ACCESS, 0x0080, ZC " (IC fetches; dropped after 6.13)"),
	PMS_CACHE(PMS_HWC_L1I, PMS_HWC_OP_READ, PMS_HWC_MISS, 0x0081, ZC " (IC misses; 0x1060 after 6.13)"),
	PMS_CACHE(PMS_HWC_LL, PMS_HWC_OP_READ, PMS_HWC_ACCESS, 0, ZC " (not supported)"),
	PMS_CACHE(PMS_HWC_LL, PMS_HWC_OP_READ, PMS_HWC_MISS, 0, ZC " (not supported)"),
	PMS_CACHE(PMS_HWC_DTLB, PMS_HWC_OP_READ, PMS_HWC_ACCESS, 0xff45, ZC " (L1 DTLB misses)"),
	PMS_CACHE(PMS_HWC_DTLB, PMS_HWC_OP_READ, PMS_HWC_MISS, 0xf045, ZC " (L2 DTLB misses)"),
	PMS_CACHE(PMS_HWC_ITLB, PMS_HWC_OP_READ, PMS_HWC_ACCESS, 0x0084, ZC " (L1 ITLB miss, L2 hit)"),
	PMS_CACHE(PMS_HWC_ITLB, PMS_HWC_OP_READ, PMS_HWC_MISS, 0xff85, ZC " (L1 and L2 ITLB miss)"),
	PMS_CACHE(PMS_HWC_BPU, PMS_HWC_OP_READ, PMS_HWC_ACCESS, 0x00c2, ZC " (retired branches)"),
	PMS_CACHE(PMS_HWC_BPU, PMS_HWC_OP_READ, PMS_HWC_MISS, 0x00c3, ZC " (retired mispredicted branches)"),
	PMS_CACHE_END
};

/*
 * Zen static rules: none in 4.20/5.3.1; from 5.7 (approx; absent 5.3.1,
 * present 6.1.20) event 0x003 is a large-increment pair event.
 */
#define PAIR_SRC "amd_get_event_constraints_f17h pair_constraint; absent 5.3.1, present 6.1.20-6.13.7 (5.7 approx)"
const struct pms_cstr pmsi_zen_cstr[] = {
	PMS_C_PAIR_V(0x003, 0x15, PMS_KVER(5, 7, 1), 0, PAIR_SRC " (Retired SSE/AVX FLOPs)"),
	PMS_C_END
};

const struct pms_rule pmsi_zen_rules[] = {
	PMS_RULE_V(PMS_RULE_PAIR, PMS_KVER(5, 7, 1), 0, "PMU_FL_PAIR; " PAIR_SRC),
	PMS_RULE_END
};
