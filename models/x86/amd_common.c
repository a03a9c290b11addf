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
#define V47 PMS_KVER_RC(4, 7, 1)

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
#define V50 PMS_KVER_RC(5, 0, 1)
#define V54 PMS_KVER_RC(5, 4, 1)
#define V62 PMS_KVER_RC(6, 2, 1)
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

/*
 * AMD hw-cache maps (arch/x86/events/amd/core.c): amd_hw_cache_event_ids for
 * families up to 16h and, before 0e3b74e26280, for family 17h too;
 * amd_hw_cache_event_ids_f17h for family 17h and later from that commit
 * (pulled into mainline on 5 May 2019, the day 5.1 was released, and
 * backported to 4.19.41: placed at 5.1, approx).  Entries not listed are 0
 * or -1 in the kernel's tables.  Same in 6.1 and 6.12.
 */
#define L1D PMS_HWC_L1D
#define L1I PMS_HWC_L1I
#define LL PMS_HWC_LL
#define DTLB PMS_HWC_DTLB
#define ITLB PMS_HWC_ITLB
#define BPU PMS_HWC_BPU
#define NODE PMS_HWC_NODE
#define RD PMS_HWC_OP_READ
#define WR PMS_HWC_OP_WRITE
#define PF PMS_HWC_OP_PREFETCH
#define ACC PMS_HWC_ACCESS
#define MISS PMS_HWC_MISS

#define K7_C "amd_hw_cache_event_ids, amd/core.c 6.12:26, 6.1:26"
#define F17_C "amd_hw_cache_event_ids_f17h, amd/core.c 6.12:131, 6.1:131 (0e3b74e26280, 5.1 approx)"

const struct pms_cachemap pmsi_k7_cache[] = {
	PMS_CACHE(L1D, RD, ACC, 0x0040, K7_C),
	PMS_CACHE(L1D, RD, MISS, 0x0141, K7_C),
	PMS_CACHE(L1D, PF, ACC, 0x0267, K7_C),
	PMS_CACHE(L1D, PF, MISS, 0x0167, K7_C),
	PMS_CACHE(L1I, RD, ACC, 0x0080, K7_C),
	PMS_CACHE(L1I, RD, MISS, 0x0081, K7_C),
	PMS_CACHE(L1I, PF, ACC, 0x014b, K7_C),
	PMS_CACHE(LL, RD, ACC, 0x037d, K7_C),
	PMS_CACHE(LL, RD, MISS, 0x037e, K7_C),
	PMS_CACHE(LL, WR, ACC, 0x017f, K7_C),
	PMS_CACHE(DTLB, RD, ACC, 0x0040, K7_C),
	PMS_CACHE(DTLB, RD, MISS, 0x0746, K7_C),
	PMS_CACHE(ITLB, RD, ACC, 0x0080, K7_C),
	PMS_CACHE(ITLB, RD, MISS, 0x0385, K7_C),
	PMS_CACHE(BPU, RD, ACC, 0x00c2, K7_C),
	PMS_CACHE(BPU, RD, MISS, 0x00c3, K7_C),
	PMS_CACHE(NODE, RD, ACC, 0xb8e9, K7_C),
	PMS_CACHE(NODE, RD, MISS, 0x98e9, K7_C),
	PMS_CACHE_END
};

#define V51 PMS_KVER(5, 1)
/* Family 17h and later: the K7 table before 0e3b74e26280, then the f17h one. */
#define KV(id, op, res, cfg) PMS_CACHE_V(id, op, res, cfg, 0, V51, K7_C " (family 17h before 5.1 approx)")
#define FV(id, op, res, cfg) PMS_CACHE_V(id, op, res, cfg, V51, 0, F17_C)
const struct pms_cachemap pmsi_zen_cache[] = {
	KV(L1D, RD, ACC, 0x0040),
	KV(L1D, RD, MISS, 0x0141),
	KV(L1D, PF, ACC, 0x0267),
	KV(L1D, PF, MISS, 0x0167),
	KV(L1I, RD, ACC, 0x0080),
	KV(L1I, RD, MISS, 0x0081),
	KV(L1I, PF, ACC, 0x014b),
	KV(LL, RD, ACC, 0x037d),
	KV(LL, RD, MISS, 0x037e),
	KV(LL, WR, ACC, 0x017f),
	KV(DTLB, RD, ACC, 0x0040),
	KV(DTLB, RD, MISS, 0x0746),
	KV(ITLB, RD, ACC, 0x0080),
	KV(ITLB, RD, MISS, 0x0385),
	KV(BPU, RD, ACC, 0x00c2),
	KV(BPU, RD, MISS, 0x00c3),
	KV(NODE, RD, ACC, 0xb8e9),
	KV(NODE, RD, MISS, 0x98e9),
	FV(L1D, RD, ACC, 0x0040),
	FV(L1D, RD, MISS, 0xc860),
	FV(L1D, PF, ACC, 0xff5a),
	FV(L1I, RD, ACC, 0x0080),
	FV(L1I, RD, MISS, 0x0081),
	FV(DTLB, RD, ACC, 0xff45),
	FV(DTLB, RD, MISS, 0xf045),
	FV(ITLB, RD, ACC, 0x0084),
	FV(ITLB, RD, MISS, 0xff85),
	FV(BPU, RD, ACC, 0x00c2),
	FV(BPU, RD, MISS, 0x00c3),
	PMS_CACHE_END
};

/*
 * Zen static rules: none in 4.20/5.3.1; from 5.6-rc1 (5738891229a2, "Add
 * support for Large Increment per Cycle Events") event 0x003 is a
 * large-increment pair event.  Until 871a93b0aad6 ("Fix n_pair for
 * cancelled txn", 5.10-rc1; stable 5.8.17/5.9.2, not modelled) a group
 * whose add failed part-way left its pair events counted in n_pair.
 */
#define V56 PMS_KVER_RC(5, 6, 1)
#define PAIR_SRC "amd_get_event_constraints_f17h pair_constraint; 5738891229a2 (5.6-rc1), 6.1, 6.12"
const struct pms_cstr pmsi_zen_cstr[] = {
	PMS_C_PAIR_V(0x003, 0x15, V56, 0, PAIR_SRC " (Retired SSE/AVX FLOPs)"),
	PMS_C_END
};

#define IBS_SRC "amd_pmu_hw_config: precise events go to IBS (get_ibs_caps); 3.14.1, 4.20, 5.3.1, " \
	"6.1, 6.12 (forward_event_to_ibs)"
const struct pms_rule pmsi_zen_rules[] = {
	PMS_RULE_V(PMS_RULE_PAIR, V56, 0, "PMU_FL_PAIR; " PAIR_SRC),
	PMS_RULE_V(PMSI_RULE_PAIR_LEAK, V56, PMS_KVER_RC(5, 10, 1),
		   "x86_pmu_cancel_txn without n_txn_pair; fixed by 871a93b0aad6 (Oct 2020, 5.10-rc1)"),
	PMS_RULE_V(PMS_RULE_IBS, 0, 0, IBS_SRC),
	PMS_RULE_END
};

const struct pms_rule pmsi_amd_ibs_rules[] = {
	PMS_RULE_V(PMS_RULE_IBS, 0, 0, IBS_SRC),
	PMS_RULE_END
};
