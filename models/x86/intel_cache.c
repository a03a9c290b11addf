/*
 * Intel hw-cache maps (PERF_TYPE_HW_CACHE): hw_cache_event_ids and
 * hw_cache_extra_regs of arch/x86/events/intel/core.c, every entry the
 * kernel fills with a code; every (cache, op, result) not listed is 0
 * (ENOENT) or -1 (EINVAL) there, and perf prints <not supported>.  The
 * LLC and node entries go through the offcore response event with an
 * extra-register value, so they compete for OFFCORE_RSP_0/1 like raw
 * offcore events do.  Identical in 6.1 and 6.12 (every table compared);
 * older kernels are assumed to have the same maps.
 */
#include "../x86_common.h"

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

/*
 * The hw-cache map changes of 7.2 (issue 23 dates the client map to 7.2;
 * every change below is absent from 6.12.117 and present in 7.2.13 and
 * 7.3.4; the per-table commits were not read).
 */
#define V72 PMS_KVER_RC(7, 2, 1)
#define GLC72 "glc_hw_cache_extra_regs, core.c 7.2.13, 7.3.4 (NODE values of 7.2)"

/* Nehalem (nehalem_hw_cache_event_ids, core.c 6.12:1416, 6.1:1331) */
#define NHM_C "nehalem_hw_cache_event_ids/_extra_regs, core.c 6.12:1416/1381, 6.1:1331/1296"
const struct pms_cachemap pmsi_nhm_cache[] = {
	PMS_CACHE(L1D, RD, ACC, 0x010b, NHM_C),
	PMS_CACHE(L1D, RD, MISS, 0x0151, NHM_C),
	PMS_CACHE(L1D, WR, ACC, 0x020b, NHM_C),
	PMS_CACHE(L1D, WR, MISS, 0x0251, NHM_C),
	PMS_CACHE(L1D, PF, ACC, 0x014e, NHM_C),
	PMS_CACHE(L1D, PF, MISS, 0x024e, NHM_C),
	PMS_CACHE(L1I, RD, ACC, 0x0380, NHM_C),
	PMS_CACHE(L1I, RD, MISS, 0x0280, NHM_C),
	PMS_CACHE_X(LL, RD, ACC, 0x01b7, UINT64_C(0xf701), NHM_C),
	PMS_CACHE_X(LL, RD, MISS, 0x01b7, UINT64_C(0xf001), NHM_C),
	PMS_CACHE_X(LL, WR, ACC, 0x01b7, UINT64_C(0xf70a), NHM_C),
	PMS_CACHE_X(LL, WR, MISS, 0x01b7, UINT64_C(0xf00a), NHM_C),
	PMS_CACHE_X(LL, PF, ACC, 0x01b7, UINT64_C(0xf730), NHM_C),
	PMS_CACHE_X(LL, PF, MISS, 0x01b7, UINT64_C(0xf030), NHM_C),
	PMS_CACHE(DTLB, RD, ACC, 0x0f40, NHM_C),
	PMS_CACHE(DTLB, RD, MISS, 0x0108, NHM_C),
	PMS_CACHE(DTLB, WR, ACC, 0x0f41, NHM_C),
	PMS_CACHE(DTLB, WR, MISS, 0x010c, NHM_C),
	PMS_CACHE(ITLB, RD, ACC, 0x01c0, NHM_C),
	PMS_CACHE(ITLB, RD, MISS, 0x20c8, NHM_C),
	PMS_CACHE(BPU, RD, ACC, 0x00c4, NHM_C),
	PMS_CACHE(BPU, RD, MISS, 0x03e8, NHM_C),
	PMS_CACHE_X(NODE, RD, ACC, 0x01b7, UINT64_C(0x7001), NHM_C),
	PMS_CACHE_X(NODE, RD, MISS, 0x01b7, UINT64_C(0x2001), NHM_C),
	PMS_CACHE_X(NODE, WR, ACC, 0x01b7, UINT64_C(0x700a), NHM_C),
	PMS_CACHE_X(NODE, WR, MISS, 0x01b7, UINT64_C(0x200a), NHM_C),
	PMS_CACHE_X(NODE, PF, ACC, 0x01b7, UINT64_C(0x7030), NHM_C),
	PMS_CACHE_X(NODE, PF, MISS, 0x01b7, UINT64_C(0x2030), NHM_C),
	PMS_CACHE_END
};

/* Westmere: its own ids, Nehalem's extra registers */
#define WSM_C "westmere_hw_cache_event_ids, nehalem_hw_cache_extra_regs, core.c 6.12:1233/1381, 6.1:1148/1296"
const struct pms_cachemap pmsi_wsm_cache[] = {
	PMS_CACHE(L1D, RD, ACC, 0x010b, WSM_C),
	PMS_CACHE(L1D, RD, MISS, 0x0151, WSM_C),
	PMS_CACHE(L1D, WR, ACC, 0x020b, WSM_C),
	PMS_CACHE(L1D, WR, MISS, 0x0251, WSM_C),
	PMS_CACHE(L1D, PF, ACC, 0x014e, WSM_C),
	PMS_CACHE(L1D, PF, MISS, 0x024e, WSM_C),
	PMS_CACHE(L1I, RD, ACC, 0x0380, WSM_C),
	PMS_CACHE(L1I, RD, MISS, 0x0280, WSM_C),
	PMS_CACHE_X(LL, RD, ACC, 0x01b7, UINT64_C(0xf701), WSM_C),
	PMS_CACHE_X(LL, RD, MISS, 0x01b7, UINT64_C(0xf001), WSM_C),
	PMS_CACHE_X(LL, WR, ACC, 0x01b7, UINT64_C(0xf70a), WSM_C),
	PMS_CACHE_X(LL, WR, MISS, 0x01b7, UINT64_C(0xf00a), WSM_C),
	PMS_CACHE_X(LL, PF, ACC, 0x01b7, UINT64_C(0xf730), WSM_C),
	PMS_CACHE_X(LL, PF, MISS, 0x01b7, UINT64_C(0xf030), WSM_C),
	PMS_CACHE(DTLB, RD, ACC, 0x010b, WSM_C),
	PMS_CACHE(DTLB, RD, MISS, 0x0108, WSM_C),
	PMS_CACHE(DTLB, WR, ACC, 0x020b, WSM_C),
	PMS_CACHE(DTLB, WR, MISS, 0x010c, WSM_C),
	PMS_CACHE(ITLB, RD, ACC, 0x01c0, WSM_C),
	PMS_CACHE(ITLB, RD, MISS, 0x0185, WSM_C),
	PMS_CACHE(BPU, RD, ACC, 0x00c4, WSM_C),
	PMS_CACHE(BPU, RD, MISS, 0x03e8, WSM_C),
	PMS_CACHE_X(NODE, RD, ACC, 0x01b7, UINT64_C(0x7001), WSM_C),
	PMS_CACHE_X(NODE, RD, MISS, 0x01b7, UINT64_C(0x2001), WSM_C),
	PMS_CACHE_X(NODE, WR, ACC, 0x01b7, UINT64_C(0x700a), WSM_C),
	PMS_CACHE_X(NODE, WR, MISS, 0x01b7, UINT64_C(0x200a), WSM_C),
	PMS_CACHE_X(NODE, PF, ACC, 0x01b7, UINT64_C(0x7030), WSM_C),
	PMS_CACHE_X(NODE, PF, MISS, 0x01b7, UINT64_C(0x2030), WSM_C),
	PMS_CACHE_END
};

#define SNB_C "snb_hw_cache_event_ids/_extra_regs, core.c 6.12:925/890, 6.1:840/805"
const struct pms_cachemap pmsi_snb_cache[] = {
	PMS_CACHE(L1D, RD, ACC, 0xf1d0, SNB_C),
	PMS_CACHE(L1D, RD, MISS, 0x0151, SNB_C),
	PMS_CACHE(L1D, WR, ACC, 0xf2d0, SNB_C),
	PMS_CACHE(L1D, WR, MISS, 0x0851, SNB_C),
	PMS_CACHE(L1D, PF, MISS, 0x024e, SNB_C),
	PMS_CACHE(L1I, RD, MISS, 0x0280, SNB_C),
	PMS_CACHE_X(LL, RD, ACC, 0x01b7, UINT64_C(0x10081), SNB_C),
	PMS_CACHE_X(LL, RD, MISS, 0x01b7, UINT64_C(0x3fffc00081), SNB_C),
	PMS_CACHE_X(LL, WR, ACC, 0x01b7, UINT64_C(0x10102), SNB_C),
	PMS_CACHE_X(LL, WR, MISS, 0x01b7, UINT64_C(0x3fffc00102), SNB_C),
	PMS_CACHE_X(LL, PF, ACC, 0x01b7, UINT64_C(0x10030), SNB_C),
	PMS_CACHE_X(LL, PF, MISS, 0x01b7, UINT64_C(0x3fffc00030), SNB_C),
	PMS_CACHE(DTLB, RD, ACC, 0x81d0, SNB_C),
	PMS_CACHE(DTLB, RD, MISS, 0x0108, SNB_C),
	PMS_CACHE(DTLB, WR, ACC, 0x82d0, SNB_C),
	PMS_CACHE(DTLB, WR, MISS, 0x0149, SNB_C),
	PMS_CACHE(ITLB, RD, ACC, 0x1085, SNB_C),
	PMS_CACHE(ITLB, RD, MISS, 0x0185, SNB_C),
	PMS_CACHE(BPU, RD, ACC, 0x00c4, SNB_C),
	PMS_CACHE(BPU, RD, MISS, 0x00c5, SNB_C),
	PMS_CACHE_X(NODE, RD, ACC, 0x01b7, UINT64_C(0x1fffc00081), SNB_C),
	PMS_CACHE_X(NODE, RD, MISS, 0x01b7, UINT64_C(0x1fff800081), SNB_C),
	PMS_CACHE_X(NODE, WR, ACC, 0x01b7, UINT64_C(0x1fffc00102), SNB_C),
	PMS_CACHE_X(NODE, WR, MISS, 0x01b7, UINT64_C(0x1fff800102), SNB_C),
	PMS_CACHE_X(NODE, PF, ACC, 0x01b7, UINT64_C(0x1fffc00030), SNB_C),
	PMS_CACHE_X(NODE, PF, MISS, 0x01b7, UINT64_C(0x1fff800030), SNB_C),
	PMS_CACHE_END
};

/* intel_pmu_init IVYBRIDGE: dTLB-load-misses differs from Sandy Bridge */
const struct pms_cachemap pmsi_ivb_cache_patch[] = {
	PMS_CACHE(DTLB, RD, MISS, 0x8108,
		  "intel_pmu_init IVYBRIDGE case, core.c 6.12, 6.1 (DTLB_LOAD_MISSES.DEMAND_LD_MISS_CAUSES_A_WALK)"),
	PMS_CACHE_END
};

#define HSW_C "hsw_hw_cache_event_ids/_extra_regs, core.c 6.12:1081/1186, 6.1:996/1101"
const struct pms_cachemap pmsi_hsw_cache[] = {
	PMS_CACHE(L1D, RD, ACC, 0x81d0, HSW_C),
	PMS_CACHE(L1D, RD, MISS, 0x0151, HSW_C),
	PMS_CACHE(L1D, WR, ACC, 0x82d0, HSW_C),
	PMS_CACHE(L1I, RD, MISS, 0x0280, HSW_C),
	PMS_CACHE_X(LL, RD, ACC, 0x01b7, UINT64_C(0x10001), HSW_C),
	PMS_CACHE_X(LL, RD, MISS, 0x01b7, UINT64_C(0x3fb8400001), HSW_C),
	PMS_CACHE_X(LL, WR, ACC, 0x01b7, UINT64_C(0x10002), HSW_C),
	PMS_CACHE_X(LL, WR, MISS, 0x01b7, UINT64_C(0x3fb8400002), HSW_C),
	PMS_CACHE(DTLB, RD, ACC, 0x81d0, HSW_C),
	PMS_CACHE(DTLB, RD, MISS, 0x0108, HSW_C),
	PMS_CACHE(DTLB, WR, ACC, 0x82d0, HSW_C),
	PMS_CACHE(DTLB, WR, MISS, 0x0149, HSW_C),
	PMS_CACHE(ITLB, RD, ACC, 0x6085, HSW_C),
	PMS_CACHE(ITLB, RD, MISS, 0x0185, HSW_C),
	PMS_CACHE(BPU, RD, ACC, 0x00c4, HSW_C),
	PMS_CACHE(BPU, RD, MISS, 0x00c5, HSW_C),
	PMS_CACHE_X(NODE, RD, ACC, 0x01b7, UINT64_C(0x1f80400001), HSW_C),
	PMS_CACHE_X(NODE, RD, MISS, 0x01b7, UINT64_C(0x1fb8000001), HSW_C),
	PMS_CACHE_X(NODE, WR, ACC, 0x01b7, UINT64_C(0x1f80400002), HSW_C),
	PMS_CACHE_X(NODE, WR, MISS, 0x01b7, UINT64_C(0x1fb8000002), HSW_C),
	PMS_CACHE_END
};

/* intel_pmu_init BROADWELL: L3_MISS_LOCAL_DRAM is bit 26 (extra registers only) */
#define BDW_C "intel_pmu_init BROADWELL case (BDW_L3_MISS, BDW_L3_MISS_LOCAL), core.c 6.12, 6.1"
const struct pms_cachemap pmsi_bdw_cache_patch[] = {
	PMS_CACHE_X(LL, RD, MISS, 0x01b7, UINT64_C(0x1fbc000001), BDW_C),
	PMS_CACHE_X(LL, WR, MISS, 0x01b7, UINT64_C(0x1fbc000002), BDW_C),
	PMS_CACHE_X(NODE, RD, ACC, 0x01b7, UINT64_C(0x1f84000001), BDW_C),
	PMS_CACHE_X(NODE, WR, ACC, 0x01b7, UINT64_C(0x1f84000002), BDW_C),
	PMS_CACHE_END
};

#define SKL_C "skl_hw_cache_event_ids/_extra_regs, core.c 6.12:697/802, 6.1:612/717"
const struct pms_cachemap pmsi_skl_cache[] = {
	PMS_CACHE(L1D, RD, ACC, 0x81d0, SKL_C),
	PMS_CACHE(L1D, RD, MISS, 0x0151, SKL_C),
	PMS_CACHE(L1D, WR, ACC, 0x82d0, SKL_C),
	PMS_CACHE(L1I, RD, MISS, 0x0283, SKL_C),
	PMS_CACHE_X(LL, RD, ACC, 0x01b7, UINT64_C(0x3fc0010001), SKL_C),
	PMS_CACHE_X(LL, RD, MISS, 0x01b7, UINT64_C(0x3ffc020001), SKL_C),
	PMS_CACHE_X(LL, WR, ACC, 0x01b7, UINT64_C(0x3fc0010002), SKL_C),
	PMS_CACHE_X(LL, WR, MISS, 0x01b7, UINT64_C(0x3ffc020002), SKL_C),
	PMS_CACHE(DTLB, RD, ACC, 0x81d0, SKL_C),
	PMS_CACHE(DTLB, RD, MISS, 0x0e08, SKL_C),
	PMS_CACHE(DTLB, WR, ACC, 0x82d0, SKL_C),
	PMS_CACHE(DTLB, WR, MISS, 0x0e49, SKL_C),
	PMS_CACHE(ITLB, RD, ACC, 0x2085, SKL_C),
	PMS_CACHE(ITLB, RD, MISS, 0x0e85, SKL_C),
	PMS_CACHE(BPU, RD, ACC, 0x00c4, SKL_C),
	PMS_CACHE(BPU, RD, MISS, 0x00c5, SKL_C),
	PMS_CACHE_X(NODE, RD, ACC, 0x01b7, UINT64_C(0x1fc4000001), SKL_C),
	PMS_CACHE_X(NODE, RD, MISS, 0x01b7, UINT64_C(0x1ff8000001), SKL_C),
	PMS_CACHE_X(NODE, WR, ACC, 0x01b7, UINT64_C(0x1fc4000002), SKL_C),
	PMS_CACHE_X(NODE, WR, MISS, 0x01b7, UINT64_C(0x1ff8000002), SKL_C),
	PMS_CACHE_END
};

/* Ice Lake copies the Skylake map and removes iTLB loads */
const struct pms_cachemap pmsi_icl_cache_patch[] = {
	PMS_CACHE_REFUSED(ITLB, RD, ACC,
		  "intel_pmu_init ICELAKE case, core.c 6.12, 6.1: hw_cache_event_ids[ITLB][READ][ACCESS] = -1"),
	PMS_CACHE_END
};

/* Ice Lake X/D from 7.2: snc_hw_cache_extra_regs (core.c 7.2.13, 7.3.4) */
#define SNC72 "intel_pmu_init ICELAKE_X case, snc_hw_cache_extra_regs, core.c 7.2.13, 7.3.4 (7.2)"
const struct pms_cachemap pmsi_icx_cache_patch[] = {
	PMS_CACHE_REFUSED(ITLB, RD, ACC,
		  "intel_pmu_init ICELAKE case, core.c 6.12, 6.1: hw_cache_event_ids[ITLB][READ][ACCESS] = -1"),
	PMS_CACHE_XV(LL, RD, ACC, 0x01b7, UINT64_C(0x10001), V72, 0, SNC72),
	PMS_CACHE_XV(LL, RD, MISS, 0x01b7, UINT64_C(0x3fbfc00001), V72, 0, SNC72),
	PMS_CACHE_XV(LL, WR, ACC, 0x01b7, UINT64_C(0x3f3ffc0002), V72, 0, SNC72),
	PMS_CACHE_XV(LL, WR, MISS, 0x01b7, UINT64_C(0x3f3fc00002), V72, 0, SNC72),
	PMS_CACHE_XV(NODE, RD, ACC, 0x01b7, UINT64_C(0x104000001), V72, 0, SNC72),
	PMS_CACHE_XV(NODE, RD, MISS, 0x01b7, UINT64_C(0x730000001), V72, 0, SNC72),
	PMS_CACHE_XV(NODE, WR, ACC, 0x01b7, UINT64_C(0x104000002), V72, 0, SNC72),
	PMS_CACHE_XV(NODE, WR, MISS, 0x01b7, UINT64_C(0x730000002), V72, 0, SNC72),
	PMS_CACHE_END
};

/* Golden Cove: the offcore response event is 0x012a */
#define GLC_C "glc_hw_cache_event_ids/_extra_regs, core.c 6.12:551/630 (spr_ in 6.1:466/545)"
const struct pms_cachemap pmsi_glc_cache[] = {
	PMS_CACHE(L1D, RD, ACC, 0x81d0, GLC_C),
	PMS_CACHE(L1D, RD, MISS, 0xe124, GLC_C),
	PMS_CACHE(L1D, WR, ACC, 0x82d0, GLC_C),
	PMS_CACHE(L1I, RD, MISS, 0xe424, GLC_C),
	PMS_CACHE_X(LL, RD, ACC, 0x012a, UINT64_C(0x10001), GLC_C),
	PMS_CACHE_X(LL, RD, MISS, 0x012a, UINT64_C(0x3fbfc00001), GLC_C),
	PMS_CACHE_X(LL, WR, ACC, 0x012a, UINT64_C(0x3f3ffc0002), GLC_C),
	PMS_CACHE_X(LL, WR, MISS, 0x012a, UINT64_C(0x3f3fc00002), GLC_C),
	PMS_CACHE(DTLB, RD, ACC, 0x81d0, GLC_C),
	PMS_CACHE(DTLB, RD, MISS, 0x0e12, GLC_C),
	PMS_CACHE(DTLB, WR, ACC, 0x82d0, GLC_C),
	PMS_CACHE(DTLB, WR, MISS, 0x0e13, GLC_C),
	PMS_CACHE_REFUSED(ITLB, RD, ACC, GLC_C " ([ITLB][READ][ACCESS] = -1)"),
	PMS_CACHE(ITLB, RD, MISS, 0x0e11, GLC_C),
	PMS_CACHE(BPU, RD, ACC, 0x04c4, GLC_C),
	PMS_CACHE(BPU, RD, MISS, 0x04c5, GLC_C),
	PMS_CACHE_XV(NODE, RD, ACC, 0x012a, UINT64_C(0x10c000001), 0, V72, GLC_C),
	PMS_CACHE_XV(NODE, RD, MISS, 0x012a, UINT64_C(0x3fb3000001), 0, V72, GLC_C),
	PMS_CACHE_XV(NODE, RD, ACC, 0x012a, UINT64_C(0x104000001), V72, 0, GLC72),
	PMS_CACHE_XV(NODE, RD, MISS, 0x012a, UINT64_C(0x730000001), V72, 0, GLC72),
	PMS_CACHE_END
};

/*
 * The client Golden Cove and Lion Cove PMUs from 7.2 (intel_pmu_init_glc_
 * hybrid and _lnc, core.c 7.2.13, 7.3.4): adl_glc_hw_cache_event_ids, which
 * has no NODE entries (node-* <not supported> on cpu_core), and their own
 * LLC values: adl_glc_ (ADL, RPL, MTL), lnc_ (LNL, PTL, WCL) and arl_lnc_
 * (ARL, ARL-H) hw_cache_extra_regs.  6.12.117 gave them glc's.
 */
#define ADL72 "adl_glc_hw_cache_event_ids/_extra_regs, core.c 7.2.13, 7.3.4 (7.2)"
const struct pms_cachemap pmsi_adl_glc_cache_patch[] = {
	PMS_CACHE_XV(LL, WR, ACC, 0x012a, UINT64_C(0x10002), V72, 0, ADL72),
	PMS_CACHE_XV(LL, WR, MISS, 0x012a, UINT64_C(0x3fbfc00002), V72, 0, ADL72),
	PMS_CACHE_V(NODE, RD, ACC, 0, V72, 0, ADL72 " (no NODE entry)"),
	PMS_CACHE_V(NODE, RD, MISS, 0, V72, 0, ADL72 " (no NODE entry)"),
	PMS_CACHE_END
};

#define LNC72 "adl_glc_hw_cache_event_ids, lnc_hw_cache_extra_regs, core.c 7.2.13, 7.3.4 (7.2)"
const struct pms_cachemap pmsi_lnc_cache_patch[] = {
	PMS_CACHE_XV(LL, RD, MISS, 0x012a, UINT64_C(0x9e7fa000001), V72, 0, LNC72),
	PMS_CACHE_XV(LL, WR, ACC, 0x012a, UINT64_C(0x10002), V72, 0, LNC72),
	PMS_CACHE_XV(LL, WR, MISS, 0x012a, UINT64_C(0x9e7fa000002), V72, 0, LNC72),
	PMS_CACHE_V(NODE, RD, ACC, 0, V72, 0, LNC72 " (no NODE entry)"),
	PMS_CACHE_V(NODE, RD, MISS, 0, V72, 0, LNC72 " (no NODE entry)"),
	PMS_CACHE_END
};

#define ARL72 "adl_glc_hw_cache_event_ids, arl_lnc_hw_cache_extra_regs, core.c 7.2.13, 7.3.4 (7.2)"
const struct pms_cachemap pmsi_arl_lnc_cache_patch[] = {
	PMS_CACHE_XV(LL, RD, MISS, 0x012a, UINT64_C(0xfe7f8000001), V72, 0, ARL72),
	PMS_CACHE_XV(LL, WR, ACC, 0x012a, UINT64_C(0x10002), V72, 0, ARL72),
	PMS_CACHE_XV(LL, WR, MISS, 0x012a, UINT64_C(0xfe7f8000002), V72, 0, ARL72),
	PMS_CACHE_V(NODE, RD, ACC, 0, V72, 0, ARL72 " (no NODE entry)"),
	PMS_CACHE_V(NODE, RD, MISS, 0, V72, 0, ARL72 " (no NODE entry)"),
	PMS_CACHE_END
};

/*
 * Panther Cove (dmr; nvl cpu_core with cyc_ values): pnc_hw_cache_event_ids
 * (no NODE entry: -1) with pnc_/cyc_hw_cache_extra_regs, core.c 7.2.13,
 * 7.3.4 (read there; the 7.0 and 7.1 values were not).
 */
#define PNC_C "pnc_hw_cache_event_ids/_extra_regs, core.c 7.2.13, 7.3.4"
#define PNC_IDS(src) \
	PMS_CACHE(L1D, RD, ACC, 0x81d0, src), \
	PMS_CACHE(L1D, RD, MISS, 0xe124, src), \
	PMS_CACHE(L1D, WR, ACC, 0x82d0, src), \
	PMS_CACHE(L1I, RD, MISS, 0xe424, src), \
	PMS_CACHE(DTLB, RD, ACC, 0x81d0, src), \
	PMS_CACHE(DTLB, RD, MISS, 0x0e12, src), \
	PMS_CACHE(DTLB, WR, ACC, 0x82d0, src), \
	PMS_CACHE(DTLB, WR, MISS, 0x0e13, src), \
	PMS_CACHE_REFUSED(ITLB, RD, ACC, src), \
	PMS_CACHE(ITLB, RD, MISS, 0x0e11, src), \
	PMS_CACHE(BPU, RD, ACC, 0x04c4, src), \
	PMS_CACHE(BPU, RD, MISS, 0x04c5, src)
const struct pms_cachemap pmsi_pnc_cache[] = {
	PNC_IDS(PNC_C),
	PMS_CACHE_X(LL, RD, ACC, 0x012a, UINT64_C(0x4000000000000001), PNC_C),
	PMS_CACHE_X(LL, RD, MISS, 0x012a, UINT64_C(0xfffff000000001), PNC_C),
	PMS_CACHE_X(LL, WR, ACC, 0x012a, UINT64_C(0x4000000000000002), PNC_C),
	PMS_CACHE_X(LL, WR, MISS, 0x012a, UINT64_C(0xfffff000000002), PNC_C),
	PMS_CACHE_END
};

#define CYC_C "pnc_hw_cache_event_ids, cyc_hw_cache_extra_regs, core.c 7.2.13, 7.3.4"
const struct pms_cachemap pmsi_cyc_cache[] = {
	PNC_IDS(CYC_C),
	PMS_CACHE_X(LL, RD, ACC, 0x012a, UINT64_C(0x4000000000000001), CYC_C),
	PMS_CACHE_X(LL, RD, MISS, 0x012a, UINT64_C(0xff03f000000001), CYC_C),
	PMS_CACHE_X(LL, WR, ACC, 0x012a, UINT64_C(0x4000000000000002), CYC_C),
	PMS_CACHE_X(LL, WR, MISS, 0x012a, UINT64_C(0xff03f000000002), CYC_C),
	PMS_CACHE_END
};
