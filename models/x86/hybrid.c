/*
 * Intel hybrid platforms (Alder Lake and later) and the E-core servers and
 * parts built on the same cores.
 *
 * Source: intel_pmu_init() of arch/x86/events/intel/core.c 6.12 with
 * intel_pmu_init_hybrid(), _glc(), _grt(), _lnc(), _skt(), and its
 * constraint, PEBS (ds.c) and extra-register tables; 6.1 for the
 * ALDERLAKE/RAPTORLAKE and ALDERLAKE_N cases as they were then.  Parts of
 * newer kernels (Arrow Lake H with cpu_lowpower, 6.13-rc1; Panther Lake and
 * Clearwater Forest, 6.16-rc1) come from the
 * tip commits that added them, read for their init calls and tables; the
 * tables they reuse are 6.12's.
 *
 * Cores and what the kernel gives each (6.12):
 *   Golden Cove / Raptor Cove (ADL, RPL cpu_core): glc tables, glc extra
 *     registers (intel_spr_* in 6.1), glc_get_event_constraints.
 *   Redwood Cove (MTL cpu_core, GNR): glc tables, intel_rwc_extra_regs,
 *     rwc_get_event_constraints (glc's plus a retire-latency rule for
 *     PERF_SAMPLE_WEIGHT_TYPE on FIXED0, not modelled).
 *   Lion Cove (LNL, ARL cpu_core): intel_lnc_* tables, glc's rules.
 *   Gracemont (ADL, RPL cpu_atom; ADL-N): intel_grt_event_constraints
 *     (intel_slm_event_constraints in 6.1), intel_grt_pebs/_extra_regs,
 *     tnt_get_event_constraints.
 *   Crestmont (MTL cpu_atom; SRF, GRR): grt tables, intel_cmt_extra_regs,
 *     cmt_get_event_constraints.
 *   Skymont (LNL, ARL cpu_atom): intel_skt_event_constraints, grt PEBS,
 *     cmt extra registers and rules.
 *
 * Kernel versions: hybrid PMUs arrived with Alder Lake in 5.13-rc1 (issue
 * 13's era table; 6.1 read).  Raptor Lake, Alder Lake-N and Emerald Rapids
 * are in 6.1, the oldest tree read, which is taken as their first kernel.
 * Meteor, Lunar and Arrow Lake, Granite Rapids, Sierra Forest and Grand
 * Ridge are absent from 6.1 and present in 6.12: placed at 6.2-rc1
 * (approx, models/README.md rule 2).
 */
#include "../x86_common.h"

#define V62 PMS_KVER_RC(6, 2, 1)		/* absent 6.1, present 6.12 (approx) */
/* absent 6.12.117 and from the tables taken for the 6.13 (arl-h) and 6.16
 * (ptl, cwf) commits, present 7.2.13: 6.17-rc1 approx (rule 2); the pseudo
 * fixed encodings, intel_cmt_pebs_event_constraints; not dated by a commit */
#define VPSEUDO PMS_KVER_RC(6, 17, 1)
/* the Darkmont PEBS table: absent from the 6.16-rc1 commits of ptl/cwf
 * (7950de14ff5f, 48d66c89dce1), present 7.2.13: 6.17-rc1 approx */
#define VDKT PMS_KVER_RC(6, 17, 1)
/* Lion Cove's OCR and 0xe0 rows removed: 331c3e4fa39a, 0073ed169226,
 * 65fd435095bb (7.2, issue 23) */
#define V72 PMS_KVER_RC(7, 2, 1)
/* 7.3.4 ds.c drops the pseudo rows from the lnc PEBS table (absent 7.2.13:
 * 7.3-rc1 approx) */
#define V73 PMS_KVER_RC(7, 3, 1)
#define PS7 " (pseudo; core.c 7.2.13, 7.3.4; absent 6.12.117: 6.17-rc1 approx)"
#define V513 PMS_KVER_RC(5, 13, 1)
#define V61 PMS_KVER(6, 1)

/* ---- constraint tables ---- */

#define GRT_SRC "intel_grt_event_constraints, core.c 6.12:215 (intel_slm_event_constraints in 6.1)"
const struct pms_cstr pmsi_grt_cstr[] = {
	PMS_C_FIXED(0x00c0, 0, GRT_SRC " (INST_RETIRED.ANY)"),
	PMS_C_FIXED(0x003c, 1, GRT_SRC " (CPU_CLK_UNHALTED.CORE)"),
	PMS_C_FIXED_V(0x0100, 0, VPSEUDO, 0, "intel_grt_event_constraints (INST_RETIRED.ANY)" PS7),
	PMS_C_FIXED_V(0x0200, 1, VPSEUDO, 0, "intel_grt_event_constraints (CPU_CLK_UNHALTED.THREAD)" PS7),
	PMS_C_FIXED(0x0300, 2, GRT_SRC " (CPU_CLK_UNHALTED.REF, pseudo)"),
	PMS_C_FIXED_V(0x013c, 2, V62, 0, "intel_grt_event_constraints, core.c 6.12:219; absent "
		      "from intel_slm_event_constraints of 6.1 (6.2-rc1 approx) (CPU_CLK_UNHALTED.REF_TSC_P)"),
	PMS_C_END
};

#define SKT_SRC "intel_skt_event_constraints, core.c 6.12:223"
static const struct pms_cstr skt_cstr[] = {
	PMS_C_FIXED(0x00c0, 0, SKT_SRC " (INST_RETIRED.ANY)"),
	PMS_C_FIXED(0x003c, 1, SKT_SRC " (CPU_CLK_UNHALTED.CORE)"),
	PMS_C_FIXED_V(0x0100, 0, VPSEUDO, 0, "intel_skt_event_constraints (INST_RETIRED.ANY)" PS7),
	PMS_C_FIXED_V(0x0200, 1, VPSEUDO, 0, "intel_skt_event_constraints (CPU_CLK_UNHALTED.THREAD)" PS7),
	PMS_C_FIXED(0x0300, 2, SKT_SRC " (CPU_CLK_UNHALTED.REF, pseudo)"),
	PMS_C_FIXED(0x013c, 2, SKT_SRC " (CPU_CLK_UNHALTED.REF_TSC_P)"),
	PMS_C_FIXED(0x0073, 4, SKT_SRC " (TOPDOWN_BAD_SPECULATION.ALL)"),
	PMS_C_FIXED_V(0x0500, 4, VPSEUDO, 0, "intel_skt_event_constraints (TOPDOWN_BAD_SPECULATION)" PS7),
	PMS_C_FIXED(0x019c, 5, SKT_SRC " (TOPDOWN_FE_BOUND.ALL)"),
	PMS_C_FIXED_V(0x0600, 5, VPSEUDO, 0, "intel_skt_event_constraints (TOPDOWN_FE_BOUND)" PS7),
	PMS_C_FIXED(0x02c2, 6, SKT_SRC " (TOPDOWN_RETIRING.ALL)"),
	PMS_C_FIXED_V(0x0700, 6, VPSEUDO, 0, "intel_skt_event_constraints (TOPDOWN_RETIRING)" PS7),
	PMS_C_END
};

#define LNC_SRC "intel_lnc_event_constraints, core.c 6.12:384"
/*
 * 782cffeec9ad ("Fix event constraints for LNC", 6.14-rc4; read in its
 * 6.12.y stable mail) replaced mainline 6.12's ranges 0x01-0x8f (GP0-3) and
 * 0x90-0xfe (all), 0x01a3/0x02a3 (GP0-3) and 0xce (GP0) by the rows below;
 * Debian's 6.12.117 carries it, and so does this table from the first
 * kernel of every Lion Cove part: the mainline 6.12-6.14-rc3 rows are not
 * modelled (docs/kernel-eras.md).
 */
#define LNC_OCR LNC_SRC " (782cffeec9ad, 6.14-rc4, a stable backport in 6.12.117; removed by " \
	"331c3e4fa39a, 0073ed169226, 65fd435095bb: 7.2)"
static const struct pms_cstr lnc_cstr[] = {
	PMS_C_FIXED(0x00c0, 0, LNC_SRC " (INST_RETIRED.ANY)"),
	PMS_C_FIXED(0x0100, 0, LNC_SRC " (INST_RETIRED.PREC_DIST, pseudo)"),
	PMS_C_FIXED(0x003c, 1, LNC_SRC " (CPU_CLK_UNHALTED.CORE)"),
	PMS_C_FIXED_V(0x0200, 1, VPSEUDO, 0, "intel_lnc_event_constraints (CPU_CLK_UNHALTED.THREAD)" PS7),
	PMS_C_FIXED(0x0300, 2, LNC_SRC " (CPU_CLK_UNHALTED.REF, pseudo)"),
	PMS_C_FIXED(0x013c, 2, LNC_SRC " (CPU_CLK_UNHALTED.REF_TSC_P)"),
	PMS_C_FIXED(0x0400, 3, LNC_SRC " (TOPDOWN.SLOTS, pseudo)"),
	PMS_C_METRIC(0x8000, 0, LNC_SRC " (topdown-retiring)"),
	PMS_C_METRIC(0x8100, 1, LNC_SRC " (topdown-bad-spec)"),
	PMS_C_METRIC(0x8200, 2, LNC_SRC " (topdown-fe-bound)"),
	PMS_C_METRIC(0x8300, 3, LNC_SRC " (topdown-be-bound)"),
	PMS_C_METRIC(0x8400, 4, LNC_SRC " (topdown-heavy-ops)"),
	PMS_C_METRIC(0x8500, 5, LNC_SRC " (topdown-br-mispredict)"),
	PMS_C_METRIC(0x8600, 6, LNC_SRC " (topdown-fetch-lat)"),
	PMS_C_METRIC(0x8700, 7, LNC_SRC " (topdown-mem-bound)"),
	PMS_C_EVENT(0x20, 0xf, LNC_SRC),
	PMS_C_UEVENT_V(0x012a, 0xf, 0, V72, LNC_OCR),
	PMS_C_UEVENT_V(0x012b, 0xf, 0, V72, LNC_OCR),
	PMS_C_UEVENT(0x0148, 0x4, LNC_SRC " (L1D_PEND_MISS.PENDING)"),
	PMS_C_UEVENT(0x0175, 0x4, LNC_SRC),
	PMS_C_EVENT(0x2e, 0x3ff, LNC_SRC " (LONGEST_LAT_CACHE.*)"),
	PMS_C_EVENT(0x3c, 0x3ff, LNC_SRC " (CPU_CLK_UNHALTED.*)"),
	PMS_C_UEVENT(0x08a3, 0x4, LNC_SRC " (CYCLE_ACTIVITY.CYCLES_L1D_MISS)"),
	PMS_C_UEVENT(0x0ca3, 0x4, LNC_SRC " (CYCLE_ACTIVITY.STALLS_L1D_MISS)"),
	PMS_C_UEVENT(0x04a4, 0x1, LNC_SRC " (TOPDOWN.BAD_SPEC_SLOTS)"),
	PMS_C_UEVENT(0x08a4, 0x1, LNC_SRC " (TOPDOWN.BR_MISPREDICT_SLOTS)"),
	PMS_C_UEVENT(0x10a4, 0x8, LNC_SRC),
	PMS_C_UEVENT(0x01b1, 0x8, LNC_SRC),
	PMS_C_UEVENT(0x01cd, 0x3fc, LNC_SRC " (MEM_TRANS_RETIRED.LOAD_LATENCY)"),
	PMS_C_UEVENT(0x02cd, 0x3, LNC_SRC " (MEM_TRANS_RETIRED.STORE_SAMPLE)"),
	PMS_C_UEVENT(0x87d0, 0x3ff, LNC_SRC),
	PMS_C_RANGE(0xd0, 0xdf, 0xf, LNC_SRC),
	PMS_C_UEVENT_V(0x00e0, 0xf, 0, V72, LNC_OCR),
	PMS_C_END
};

/* ---- PEBS tables (ds.c) ---- */

#define FX0 (UINT64_C(1) << PMS_FIXED0)
#define FX3 (UINT64_C(1) << (PMS_FIXED0 + 3))
#define GRTP "intel_grt_pebs_event_constraints, ds.c 6.12:999, 6.1"
static const struct pms_cstr grt_pebs[] = {
	PMS_P_FUEVENT_V(0x05d0, 0, 0x3, 0, 0, 0, GRTP " (INTEL_HYBRID_LDLAT_CONSTRAINT)"),
	PMS_P_FUEVENT_V(0x06d0, 0, 0xf, 0, 0, V62, "intel_grt_pebs_event_constraints, ds.c 6.1.176:841 "
			"(INTEL_HYBRID_LAT_CONSTRAINT on GP0-3; 0x3f in 6.12: 6.2-rc1 approx)"),
	PMS_P_FUEVENT_V(0x06d0, 0, 0x3f, 0, V62, 0, GRTP " (INTEL_HYBRID_STLAT_CONSTRAINT)"),
	PMS_C_END
};

/*
 * Crestmont and Skymont (intel_pmu_init_cmt: MTL/ARL-H tiny cpu_atom, SRF,
 * GRR; LNL/ARL/ARL-H cpu_atom through _skt): intel_cmt_pebs_event_constraints
 * in 7.2.13/7.3.4, store latency on GP0-7; 6.12.117 gave them grt's table.
 */
#define CMTP "intel_cmt_pebs_event_constraints, ds.c 7.2.13, 7.3.4 (6.17-rc1 approx)"
static const struct pms_cstr cmt_pebs[] = {
	PMS_P_FUEVENT_V(0x05d0, 0, 0x3, 0, 0, 0, GRTP " and " CMTP " (INTEL_HYBRID_LDLAT_CONSTRAINT)"),
	PMS_P_FUEVENT_V(0x06d0, 0, 0x3f, 0, 0, VPSEUDO, GRTP " (INTEL_HYBRID_STLAT_CONSTRAINT)"),
	PMS_P_FUEVENT_V(0x06d0, 0, 0xff, 0, VPSEUDO, 0, CMTP " (INTEL_HYBRID_STLAT_CONSTRAINT)"),
	PMS_C_END
};

/*
 * Darkmont (intel_pmu_init_dkt_hybrid, _dkt: PTL/WCL cpu_atom, CWF) and
 * Arctic Wolf (_arw: NVL cpu_atom): intel_dkt_pebs_event_constraints of
 * 7.2.13/7.3.4, load and store latency on GP0-7; the ptl/cwf commits of
 * 6.16-rc1 used grt's.
 */
#define DKTP "intel_dkt_pebs_event_constraints, ds.c 7.2.13, 7.3.4 (6.17-rc1 approx)"
static const struct pms_cstr dkt_pebs[] = {
	PMS_P_FUEVENT_V(0x05d0, 0, 0x3, 0, 0, VDKT, GRTP " (INTEL_HYBRID_LDLAT_CONSTRAINT)"),
	PMS_P_FUEVENT_V(0x05d0, 0, 0xff, 0, VDKT, 0, DKTP " (INTEL_HYBRID_LDLAT_CONSTRAINT)"),
	PMS_P_FUEVENT_V(0x06d0, 0, 0x3f, 0, 0, VDKT, GRTP " (INTEL_HYBRID_STLAT_CONSTRAINT)"),
	PMS_P_FUEVENT_V(0x06d0, 0, 0xff, 0, VDKT, 0, DKTP " (INTEL_HYBRID_STLAT_CONSTRAINT)"),
	PMS_C_END
};

#define LNCP "intel_lnc_pebs_event_constraints, ds.c 6.12:1195"
static const struct pms_cstr lnc_pebs[] = {
	PMS_P_FUEVENT_V(0x0100, 0, FX0, 0, 0, V73, LNCP " (INST_RETIRED.PREC_DIST; dropped in 7.3.4's "
			"ds.c: 7.3-rc1 approx)"),
	PMS_P_FUEVENT_V(0x0400, 0, FX3, 0, 0, V73, LNCP " (SLOTS; dropped in 7.3.4's ds.c: 7.3-rc1 approx)"),
	PMS_P_FUEVENT_V(0x012a, 0, 0x1, 0, 0, 0, LNCP " (OCR.*)"),
	PMS_P_FUEVENT_V(0x012b, 0, 0x1, 0, 0, 0, LNCP " (OCR.*)"),
	PMS_P_FUEVENT_V(0x01cd, 0, 0x3fc, 0, 0, 0, LNCP " (INTEL_HYBRID_LDLAT_CONSTRAINT)"),
	PMS_P_FUEVENT_V(0x02cd, 0, 0x3, 0, 0, 0, LNCP " (INTEL_HYBRID_STLAT_CONSTRAINT)"),
	PMS_C_END
};

/* ---- extra registers ---- */

#define RWCX "intel_rwc_extra_regs, core.c 6.12:373"
static const struct pms_extra_reg rwc_extra[] = {
	PMS_XREG(0x012a, PMS_XREG_RSP0, PMS_XREG_RSP1, UINT64_C(0x3fffffffff), RWCX " (OFFCORE_RSP_0)"),
	PMS_XREG(0x012b, PMS_XREG_RSP1, PMS_XREG_RSP0, UINT64_C(0x3fffffffff), RWCX " (OFFCORE_RSP_1)"),
	PMS_XREG(0x01cd, PMS_XREG_LDLAT, -1, 0xffff, RWCX " (LD_LAT)"),
	PMS_XREG(0x02c6, PMS_XREG_FRONTEND, -1, 0x9, RWCX " (MSR_PEBS_FRONTEND)"),
	PMS_XREG(0x03c6, PMS_XREG_FRONTEND, -1, 0x7fff1f, RWCX " (MSR_PEBS_FRONTEND)"),
	PMS_XREG(0x40ad, PMS_XREG_FRONTEND, -1, 0x7, RWCX " (MSR_PEBS_FRONTEND)"),
	PMS_XREG(0x04c2, PMS_XREG_FRONTEND, -1, 0x8, RWCX " (MSR_PEBS_FRONTEND)"),
	PMS_EXTRA_END
};

#define LNCX "intel_lnc_extra_regs, core.c 6.12:427"
static const struct pms_extra_reg lnc_extra[] = {
	PMS_XREG(0x012a, PMS_XREG_RSP0, PMS_XREG_RSP1, UINT64_C(0xfffffffffff), LNCX " (OFFCORE_RSP_0)"),
	PMS_XREG(0x012b, PMS_XREG_RSP1, PMS_XREG_RSP0, UINT64_C(0xfffffffffff), LNCX " (OFFCORE_RSP_1)"),
	PMS_XREG(0x01cd, PMS_XREG_LDLAT, -1, 0xffff, LNCX " (LD_LAT)"),
	PMS_XREG(0x02c6, PMS_XREG_FRONTEND, -1, 0x9, LNCX " (MSR_PEBS_FRONTEND)"),
	PMS_XREG(0x03c6, PMS_XREG_FRONTEND, -1, 0x7fff1f, LNCX " (MSR_PEBS_FRONTEND)"),
	PMS_XREG(0x40ad, PMS_XREG_FRONTEND, -1, 0xf, LNCX " (MSR_PEBS_FRONTEND)"),
	PMS_XREG(0x04c2, PMS_XREG_FRONTEND, -1, 0x8, LNCX " (MSR_PEBS_FRONTEND)"),
	PMS_EXTRA_END
};

#define GRTX "intel_grt_extra_regs, core.c 6.12:2199, 6.1:2114"
/* the valid masks grew in 7.2.13 (absent 6.12.117): 6.17-rc1 approx, no commit found */
#define GRTX7 "intel_grt_extra_regs, core.c 7.2.13, 7.3.4 (6.17-rc1 approx)"
static const struct pms_extra_reg grt_extra[] = {
	PMS_XREG_V(0x01b7, PMS_XREG_RSP0, PMS_XREG_RSP1, UINT64_C(0x3fffffffff), 0, VPSEUDO,
		   GRTX " (OFFCORE_RSP_0)"),
	PMS_XREG_V(0x01b7, PMS_XREG_RSP0, PMS_XREG_RSP1, UINT64_C(0x8003f03fffffffff), VPSEUDO, 0,
		   GRTX7 " (OFFCORE_RSP_0)"),
	PMS_XREG_V(0x02b7, PMS_XREG_RSP1, PMS_XREG_RSP0, UINT64_C(0x3fffffffff), 0, VPSEUDO,
		   GRTX " (OFFCORE_RSP_1)"),
	PMS_XREG_V(0x02b7, PMS_XREG_RSP1, PMS_XREG_RSP0, UINT64_C(0x3f03fffffffff), VPSEUDO, 0,
		   GRTX7 " (OFFCORE_RSP_1)"),
	PMS_XREG(0x05d0, PMS_XREG_LDLAT, -1, 0xffff, GRTX " (LD_LAT)"),
	PMS_EXTRA_END
};

#define CMTX "intel_cmt_extra_regs, core.c 6.12:2218"
static const struct pms_extra_reg cmt_extra[] = {
	PMS_XREG(0x01b7, PMS_XREG_RSP0, PMS_XREG_RSP1, UINT64_C(0x800ff3ffffffffff),
		 CMTX " (OFFCORE_RSP_0)"),
	PMS_XREG(0x02b7, PMS_XREG_RSP1, PMS_XREG_RSP0, UINT64_C(0xff3ffffffffff), CMTX " (OFFCORE_RSP_1)"),
	PMS_XREG(0x05d0, PMS_XREG_LDLAT, -1, 0xffff, CMTX " (LD_LAT)"),
	PMS_XREG(0x0127, PMS_XREG_SNOOP0, -1, UINT64_MAX, CMTX " (MSR_SNOOP_RSP_0)"),
	PMS_XREG(0x0227, PMS_XREG_SNOOP1, -1, UINT64_MAX, CMTX " (MSR_SNOOP_RSP_1)"),
	PMS_EXTRA_END
};

/* ---- hw-cache map of the atom cores ---- */

/*
 * glp_hw_cache_event_ids with tnt_hw_cache_extra_regs, ITLB read accesses
 * removed (intel_pmu_init_grt, core.c 6.12; the ALDERLAKE_N and hybrid
 * atom setup in 6.1).  TNT_LLC_MISS: the snoop bits 32-37 and local DRAM
 * (bit 26); demand read bit 0, RFO bit 1, any response bit 16.
 */
#define GLP_C "glp_hw_cache_event_ids/tnt_hw_cache_extra_regs, core.c 6.12, 6.1 (intel_pmu_init_grt)"
#define TNT_MISS (UINT64_C(0x3f) << 32 | UINT64_C(1) << 26)
static const struct pms_cachemap grt_cache[] = {
	PMS_CACHE(PMS_HWC_L1D, PMS_HWC_OP_READ, PMS_HWC_ACCESS, 0x81d0, GLP_C),
	PMS_CACHE(PMS_HWC_L1D, PMS_HWC_OP_WRITE, PMS_HWC_ACCESS, 0x82d0, GLP_C),
	PMS_CACHE(PMS_HWC_L1I, PMS_HWC_OP_READ, PMS_HWC_ACCESS, 0x0380, GLP_C),
	PMS_CACHE(PMS_HWC_L1I, PMS_HWC_OP_READ, PMS_HWC_MISS, 0x0280, GLP_C),
	PMS_CACHE_X(PMS_HWC_LL, PMS_HWC_OP_READ, PMS_HWC_ACCESS, 0x01b7, UINT64_C(0x10001), GLP_C),
	PMS_CACHE_X(PMS_HWC_LL, PMS_HWC_OP_READ, PMS_HWC_MISS, 0x01b7, TNT_MISS | 1, GLP_C),
	PMS_CACHE_X(PMS_HWC_LL, PMS_HWC_OP_WRITE, PMS_HWC_ACCESS, 0x01b7, UINT64_C(0x10002), GLP_C),
	PMS_CACHE_X(PMS_HWC_LL, PMS_HWC_OP_WRITE, PMS_HWC_MISS, 0x01b7, TNT_MISS | 2, GLP_C),
	PMS_CACHE(PMS_HWC_DTLB, PMS_HWC_OP_READ, PMS_HWC_ACCESS, 0x81d0, GLP_C),
	PMS_CACHE(PMS_HWC_DTLB, PMS_HWC_OP_READ, PMS_HWC_MISS, 0x0e08, GLP_C),
	PMS_CACHE(PMS_HWC_DTLB, PMS_HWC_OP_WRITE, PMS_HWC_ACCESS, 0x82d0, GLP_C),
	PMS_CACHE(PMS_HWC_DTLB, PMS_HWC_OP_WRITE, PMS_HWC_MISS, 0x0e49, GLP_C),
	PMS_CACHE_REFUSED(PMS_HWC_ITLB, PMS_HWC_OP_READ, PMS_HWC_ACCESS,
			  "intel_pmu_init_grt, core.c 6.12, 7.3: hw_cache_event_ids[ITLB][READ][ACCESS] = -1"),
	PMS_CACHE(PMS_HWC_ITLB, PMS_HWC_OP_READ, PMS_HWC_MISS, 0x0481, GLP_C),
	PMS_CACHE(PMS_HWC_BPU, PMS_HWC_OP_READ, PMS_HWC_ACCESS, 0x00c4, GLP_C),
	PMS_CACHE(PMS_HWC_BPU, PMS_HWC_OP_READ, PMS_HWC_MISS, 0x00c5, GLP_C),
	PMS_CACHE_END
};

/*
 * The atom cores' LLC values from 7.2 (core.c 7.2.13, 7.3.4; issue 23 dates
 * the cache-map change to 7.2): intel_pmu_init_grt takes grt_hw_cache_
 * extra_regs, _cmt cmt_, _skt skt_ (Darkmont's hybrid client variant too),
 * _dkt dkt_ (CWF), _arw arw_ in place of tnt_ (6.12.117).
 */
#define V72C PMS_KVER_RC(7, 2, 1)
#define ATOM_LL(name, rd_miss, wr_miss, src) \
	static const struct pms_cachemap name[] = { \
		PMS_CACHE_XV(PMS_HWC_LL, PMS_HWC_OP_READ, PMS_HWC_MISS, 0x01b7, \
			     UINT64_C(rd_miss), V72C, 0, src), \
		PMS_CACHE_XV(PMS_HWC_LL, PMS_HWC_OP_WRITE, PMS_HWC_MISS, 0x01b7, \
			     UINT64_C(wr_miss), V72C, 0, src), \
		PMS_CACHE_END \
	}
ATOM_LL(grt_cache72, 0x3f84400001, 0x3f84400002, "grt_hw_cache_extra_regs, core.c 7.2.13, 7.3.4");
ATOM_LL(cmt_cache72, 0x3fbfc00001, 0x3fbfc00002, "cmt_hw_cache_extra_regs, core.c 7.2.13, 7.3.4");
ATOM_LL(skt_cache72, 0x13fbfc00001, 0x13fbfc00002, "skt_hw_cache_extra_regs, core.c 7.2.13, 7.3.4");
ATOM_LL(dkt_cache72, 0x33fbfc00001, 0x33fbfc00002, "dkt_hw_cache_extra_regs, core.c 7.2.13, 7.3.4");

#define ARWC "glp_hw_cache_event_ids, arw_hw_cache_extra_regs, core.c 7.2.13, 7.3.4"
static const struct pms_cachemap arw_cache_patch[] = {
	PMS_CACHE_X(PMS_HWC_LL, PMS_HWC_OP_READ, PMS_HWC_ACCESS, 0x01b7,
		    UINT64_C(0x4000000000000009), ARWC),
	PMS_CACHE_X(PMS_HWC_LL, PMS_HWC_OP_READ, PMS_HWC_MISS, 0x01b7, UINT64_C(0xff03f000000009), ARWC),
	PMS_CACHE_X(PMS_HWC_LL, PMS_HWC_OP_WRITE, PMS_HWC_ACCESS, 0x01b7,
		    UINT64_C(0x400000000000000a), ARWC),
	PMS_CACHE_X(PMS_HWC_LL, PMS_HWC_OP_WRITE, PMS_HWC_MISS, 0x01b7, UINT64_C(0xff03f00000000a), ARWC),
	PMS_CACHE_END
};

/* ---- rules ---- */

#define GRTI "intel_pmu_init_grt, core.c 6.12 (ALDERLAKE_N / hybrid atom setup in 6.1)"
static const struct pms_rule grt_rules[] = {
	PMS_RULE_V(PMS_RULE_PEBS, 0, 0, GRTI " (intel_grt_pebs_event_constraints)"),
	PMS_RULE_V(PMS_RULE_PEBS_ALL, 0, 0, "intel_ds_init: PEBS baseline sets PMU_FL_PEBS_ALL; ds.c 6.12, 6.1"),
	PMS_RULE_V(PMS_RULE_PREC_DIST, 0, 0, GRTI " (pebs_prec_dist)"),
	PMS_RULE_V(PMSI_RULE_PPP_TNT, 0, 0, "tnt_get_event_constraints, core.c 6.12:4596, 6.1"),
	PMS_RULE_V(PMSI_RULE_LIMIT_GLC, 0, 0, "glc_limit_period (spr_limit_period in 6.1): :ppp >= 128"),
	PMS_RULE_END
};

static const struct pms_rule cmt_rules[] = {
	PMS_RULE_V(PMS_RULE_PEBS, 0, 0, GRTI " (intel_grt_pebs_event_constraints)"),
	PMS_RULE_V(PMS_RULE_PEBS_ALL, 0, 0, "intel_ds_init: PEBS baseline sets PMU_FL_PEBS_ALL; ds.c 6.12"),
	PMS_RULE_V(PMS_RULE_PREC_DIST, 0, 0, GRTI " (pebs_prec_dist)"),
	PMS_RULE_V(PMSI_RULE_PPP_CMT, 0, 0, "cmt_get_event_constraints, core.c 6.12:4652 "
		   "(mtl_get_event_constraints for the atom PMU)"),
	PMS_RULE_V(PMSI_RULE_LIMIT_GLC, 0, 0, "glc_limit_period, core.c 6.12: :ppp >= 128"),
	PMS_RULE_END
};

/* Skymont's fixed counters 0-2 and 4-6; counter 3 (SLOTS) is absent. */
static const char *const skt_fixed[] = {
	"INST_RETIRED.ANY", "CPU_CLK_UNHALTED.CORE", "CPU_CLK_UNHALTED.REF_TSC", "",
	"TOPDOWN_BAD_SPECULATION.ALL", "TOPDOWN_FE_BOUND.ALL", "TOPDOWN_RETIRING.ALL", NULL,
};

/* ---- counter provenance ---- */

#define ADL_CORE_CTR "intel_pmu_init ALDERLAKE case (core.c 6.12, 6.1): CPUID leaf 0xA's count " \
	"(6 GP, 3 fixed) widened by 2 GP and 1 fixed for cpu_core; perf's alderlake JSON " \
	"(pmu-events 6.12) Counter fields of Unit cpu_core: 0-7, Fixed 0-3"
#define ADL_ATOM_CTR "CPUID leaf 0xA as enumerated (6 GP, 3 fixed; the ALDERLAKE case's quirk " \
	"comment, core.c 6.12); perf's alderlake JSON Counter fields of Unit cpu_atom: 0-5, Fixed 0-2"
#define ADLN_CTR "perf's alderlaken JSON (pmu-events 6.12) Counter fields: 0-5, Fixed 0-2"
#define MTL_CORE_CTR "perf's meteorlake JSON (pmu-events 6.12) Counter fields of Unit cpu_core: " \
	"0-7, Fixed 0-3"
#define MTL_ATOM_CTR "perf's meteorlake JSON Counter fields of Unit cpu_atom: 0-7, Fixed 0-2"
#define LNL_CORE_CTR "perf's lunarlake JSON (pmu-events 6.12) Counter fields of Unit cpu_core: " \
	"0-9, Fixed 0-3 (the kernel reads CPUID leaf 0x23, update_pmu_cap)"
#define LNL_ATOM_CTR "perf's lunarlake JSON Counter fields of Unit cpu_atom: 0-7, Fixed 0-2 and " \
	"37-38 (fixed 5, 6); fixed 4 from intel_skt_event_constraints (core.c 6.12:223)"
#define ARL_NOTE " (Arrow Lake: the same Lion Cove and Skymont cores; its own leaf 0x23 not read)"
#define GNR_CTR "perf's graniterapids counter.json (pmu-events 6.12): 8 GP, 4 fixed"
#define SRF_CTR "perf's sierraforest counter.json (pmu-events 6.12): 8 GP, 3 fixed"
#define GRR_CTR "perf's grandridge counter.json (pmu-events 6.12): 8 GP, 3 fixed"

/*
 * PMU views.  Each names the model it belongs to (.platform) and the core
 * type its CPUs report (CPUID leaf 0x1A): cpu_core 0x40, cpu_atom 0x20
 * (find_hybrid_pmu_for_cpu, core.c 6.12).
 */
#define CORE_VIEW \
	.vendor = PMS_VENDOR_INTEL, .family = 6, .pmu_name = "cpu_core", \
	.core_type = PMS_CORE_CORE, .n_fixed = 4, .n_metrics = 8, .width = 6, \
	.fixed_events = pmsi_intel_fixed4, .generic = pmsi_glc_generic, .cache = pmsi_glc_cache, \
	.rules = pmsi_glc_rules, .fixed_mask = 0xf
#define GLC_VIEW \
	.cstr = pmsi_glc_cstr, .pebs = pmsi_glc_pebs, .n_gp_ht = 8, .n_gp_noht = 8, .cntr_mask = 0xff
#define ATOM_VIEW(plat) \
	.vendor = PMS_VENDOR_INTEL, .family = 6, .pmu_name = "cpu_atom", \
	.core_type = PMS_CORE_ATOM, .generic = pmsi_glc_generic, .cache = grt_cache, \
	.platform = &(plat)
#define GRT_VIEW \
	.cstr = pmsi_grt_cstr, .fixed_events = pmsi_intel_fixed3, .n_fixed = 3, .fixed_mask = 0x7

extern const struct pms_model pms_model_adl, pms_model_rpl, pms_model_mtl, pms_model_lnl,
	pms_model_arl, pms_model_cwf;

/* ---- Alder Lake, Raptor Lake ---- */

static const struct pms_model adl_atom = {
	.cache_patch = grt_cache72,
	.name = "adl", .long_name = "alderlake", .desc = "Alder Lake E-core PMU (Gracemont)",
	.pfm_pmu = "adl_grt", ATOM_VIEW(pms_model_adl), .pebs = grt_pebs, GRT_VIEW,
	.n_gp_ht = 6, .n_gp_noht = 6, .cntr_mask = 0x3f,
	.extra = grt_extra, .rules = grt_rules, .table_since = V513,
	.source = "intel_pmu_init ALDERLAKE case, cpu_atom (core.c 6.12, 6.1)",
	.counter_src = ADL_ATOM_CTR,
};
static const struct pms_model *const adl_pmus[] = { &pms_model_adl, &adl_atom, NULL };
static const uint8_t adl_models[] = { 0x97, 0x9a, 0 };

const struct pms_model pms_model_adl = {
	.cache_patch = pmsi_adl_glc_cache_patch,
	.name = "adl", .long_name = "alderlake", .aliases = "",
	.desc = "Intel Alder Lake (Core 12th gen): Golden Cove cpu_core + Gracemont cpu_atom",
	.cpu_models = adl_models, .pfm_pmu = "adl_glc", CORE_VIEW, GLC_VIEW,
	.extra = pmsi_glc_extra, .pmus = adl_pmus, .table_since = V513, .hybrid_since = V513,
	.source = "intel_pmu_init ALDERLAKE case, intel_pmu_init_hybrid/_glc/_grt (core.c 6.12; "
		  "6.1 with intel_spr_* and intel_slm_event_constraints); hybrid PMUs from 5.13-rc1",
	.pebs_fmt_since = V513, .counter_src = ADL_CORE_CTR,
};

static const struct pms_model rpl_atom = {
	.cache_patch = grt_cache72,
	.name = "rpl", .long_name = "raptorlake", .desc = "Raptor Lake E-core PMU (Gracemont)",
	.pfm_pmu = "adl_grt", ATOM_VIEW(pms_model_rpl), .pebs = grt_pebs, GRT_VIEW,
	.n_gp_ht = 6, .n_gp_noht = 6, .cntr_mask = 0x3f,
	.extra = grt_extra, .rules = grt_rules, .table_since = V61,
	.source = "intel_pmu_init ALDERLAKE/RAPTORLAKE case, cpu_atom (core.c 6.12, 6.1)",
	.counter_src = ADL_ATOM_CTR,
};
static const struct pms_model *const rpl_pmus[] = { &pms_model_rpl, &rpl_atom, NULL };
static const uint8_t rpl_models[] = { 0xb7, 0xba, 0xbf, 0 };

const struct pms_model pms_model_rpl = {
	.cache_patch = pmsi_adl_glc_cache_patch,
	.name = "rpl", .long_name = "raptorlake", .aliases = "",
	.desc = "Intel Raptor Lake (Core 13th/14th gen): Raptor Cove cpu_core + Gracemont cpu_atom",
	.cpu_models = rpl_models, .pfm_pmu = "adl_glc", CORE_VIEW, GLC_VIEW,
	.extra = pmsi_glc_extra, .pmus = rpl_pmus, .table_since = V61, .hybrid_since = V61,
	.source = "intel_pmu_init RAPTORLAKE, _P, _S in the ALDERLAKE case (core.c 6.12, 6.1; the "
		  "first kernel not read: 6.1 is the oldest tree with it)",
	.pebs_fmt_since = V61, .counter_src = ADL_CORE_CTR,
};

/* ---- Meteor Lake (and Arrow Lake U) ---- */

static const struct pms_model mtl_atom = {
	.cache_patch = cmt_cache72,
	.name = "mtl", .long_name = "meteorlake", .desc = "Meteor Lake E-core PMU (Crestmont)",
	.pfm_pmu = "adl_grt", ATOM_VIEW(pms_model_mtl), .pebs = cmt_pebs, GRT_VIEW,
	.n_gp_ht = 8, .n_gp_noht = 8, .cntr_mask = 0xff,
	.extra = cmt_extra, .rules = cmt_rules, .table_since = V62,
	.source = "intel_pmu_init METEORLAKE case, cpu_atom (core.c 6.12; absent 6.1)",
	.counter_src = MTL_ATOM_CTR,
};
static const struct pms_model *const mtl_pmus[] = { &pms_model_mtl, &mtl_atom, NULL };
static const uint8_t mtl_models[] = { 0xaa, 0xac, 0xb5, 0 };

const struct pms_model pms_model_mtl = {
	.cache_patch = pmsi_adl_glc_cache_patch,
	.name = "mtl", .long_name = "meteorlake", .aliases = "arl-u,arrowlake-u",
	.desc = "Intel Meteor Lake, Arrow Lake U (Core Ultra 1xx): Redwood Cove cpu_core + "
		"Crestmont cpu_atom",
	.cpu_models = mtl_models, .pfm_pmu = "adl_glc", CORE_VIEW, GLC_VIEW,
	.extra = rwc_extra, .pmus = mtl_pmus, .table_since = V62, .hybrid_since = V62,
	.source = "intel_pmu_init METEORLAKE/METEORLAKE_L/ARROWLAKE_U case (core.c 6.12; absent "
		  "6.1: 6.2-rc1 approx)",
	.pebs_fmt_since = V62, .counter_src = MTL_CORE_CTR,
};

/* ---- Lunar Lake, Arrow Lake (S) ---- */

#define LNC_VIEW \
	.cstr = lnc_cstr, .pebs = lnc_pebs, .extra = lnc_extra, .n_gp_ht = 10, .n_gp_noht = 10, \
	.cntr_mask = 0x3ff
#define SKT_VIEW \
	.cstr = skt_cstr, .extra = cmt_extra, .rules = cmt_rules, .n_gp_ht = 8, .n_gp_noht = 8, \
	.n_fixed = 6, .cntr_mask = 0xff, .fixed_mask = 0x77, .fixed_events = skt_fixed

static const struct pms_model lnl_atom = {
	.cache_patch = skt_cache72,
	.name = "lnl", .long_name = "lunarlake", .desc = "Lunar Lake E-core PMU (Skymont)",
	.pfm_pmu = "adl_grt", ATOM_VIEW(pms_model_lnl), .pebs = cmt_pebs, SKT_VIEW,
	.table_since = V62,
	.source = "intel_pmu_init LUNARLAKE_M case, intel_pmu_init_skt (core.c 6.12; absent 6.1)",
	.counter_src = LNL_ATOM_CTR,
};
static const struct pms_model *const lnl_pmus[] = { &pms_model_lnl, &lnl_atom, NULL };
static const uint8_t lnl_models[] = { 0xbd, 0 };

const struct pms_model pms_model_lnl = {
	.cache_patch = pmsi_lnc_cache_patch,
	.name = "lnl", .long_name = "lunarlake", .aliases = "",
	.desc = "Intel Lunar Lake (Core Ultra 2xxV): Lion Cove cpu_core + Skymont cpu_atom",
	.cpu_models = lnl_models, .pfm_pmu = "adl_glc", CORE_VIEW, LNC_VIEW,
	.pmus = lnl_pmus, .table_since = V62, .hybrid_since = V62,
	.source = "intel_pmu_init LUNARLAKE_M case, intel_pmu_init_lnc/_skt (core.c 6.12; absent "
		  "6.1: 6.2-rc1 approx)",
	.pebs_fmt_since = V62, .counter_src = LNL_CORE_CTR,
};

static const struct pms_model arl_atom = {
	.cache_patch = skt_cache72,
	.name = "arl", .long_name = "arrowlake", .desc = "Arrow Lake E-core PMU (Skymont)",
	.pfm_pmu = "adl_grt", ATOM_VIEW(pms_model_arl), .pebs = cmt_pebs, SKT_VIEW,
	.table_since = V62,
	.source = "intel_pmu_init ARROWLAKE in the LUNARLAKE_M case (core.c 6.12; absent 6.1)",
	.counter_src = LNL_ATOM_CTR ARL_NOTE,
};
static const struct pms_model *const arl_pmus[] = { &pms_model_arl, &arl_atom, NULL };
static const uint8_t arl_models[] = { 0xc6, 0 };

const struct pms_model pms_model_arl = {
	.cache_patch = pmsi_arl_lnc_cache_patch,
	.name = "arl", .long_name = "arrowlake", .aliases = "arl-s,arrowlake-s",
	.desc = "Intel Arrow Lake S (Core Ultra 2xxK): Lion Cove cpu_core + Skymont cpu_atom",
	.cpu_models = arl_models, .pfm_pmu = "adl_glc", CORE_VIEW, LNC_VIEW,
	.pmus = arl_pmus, .table_since = V62, .hybrid_since = V62,
	.perf_near = "lunarlake: the same Lion Cove and Skymont cores in the LUNARLAKE_M case "
		     "(core.c 6.12); perf 6.12 has no arrowlake JSON and no 6-C6 mapfile row",
	.source = "intel_pmu_init ARROWLAKE in the LUNARLAKE_M case (core.c 6.12; absent 6.1: "
		  "6.2-rc1 approx)",
	.pebs_fmt_since = V62, .counter_src = LNL_CORE_CTR ARL_NOTE,
};

/* ---- Arrow Lake H: three core PMUs (6.13-rc1) ---- */

/*
 * Source: the tip commits "perf/x86/intel: Support hybrid PMU with multiple
 * atom uarchs" (9f4a39757c81: hybrid_tiny named "cpu_lowpower", picked in
 * find_hybrid_pmu_for_cpu() by the native model ID of CPUID leaf 0x1A,
 * Skymont 0x3 on cpu_atom, Crestmont 0x2 on cpu_lowpower) and "perf/x86/
 * intel: Add PMU support for ArrowLake-H" (d3fe6f0a4372), both in the
 * v6.13 perf pull, so 6.13-rc1.  The INTEL_ARROWLAKE_H case:
 * intel_pmu_init_hybrid(hybrid_big_small_tiny); cpu_core intel_pmu_init_lnc,
 * cpu_atom intel_pmu_init_skt, cpu_lowpower intel_pmu_init_grt with
 * intel_cmt_extra_regs; arl_h_get_event_constraints() sends the tiny PMU
 * to cmt_get_event_constraints() and the others to mtl_get_event_constraints()
 * (rwc's rules on cpu_core, cmt's on cpu_atom), as on Lunar Lake.
 * 6.12 has no ARROWLAKE_H case (intel_pmu_init, core.c 6.12: the default).
 */
#define V613 PMS_KVER_RC(6, 13, 1)
#define ARLH_JSON "perf's arrowlake JSON (tools/perf/pmu-events, torvalds/linux after 6.13, " \
	"pipeline.json) Counter fields "
#define ARLH_CORE_CTR ARLH_JSON "of Unit cpu_core: 0-9; fixed 0-3 as Lion Cove on LNL " \
	"(the kernel reads CPUID leaf 0x23, update_pmu_cap)"
#define ARLH_ATOM_CTR ARLH_JSON "of Unit cpu_atom: 0-7; fixed 0-2 and 4-6 as Skymont on LNL " \
	"(intel_skt_event_constraints, core.c 6.12:223)"
#define ARLH_LP_CTR ARLH_JSON "of Unit cpu_lowpower: 0-7; fixed 0-2 as Crestmont on MTL " \
	"(intel_grt_event_constraints)"
#define ARLH_INIT "intel_pmu_init ARROWLAKE_H case, d3fe6f0a4372 (6.13-rc1)"

extern const struct pms_model pms_model_arlh;

static const struct pms_model arlh_atom = {
	.cache_patch = skt_cache72,
	.name = "arl-h", .long_name = "arrowlake-h", .desc = "Arrow Lake H E-core PMU (Skymont)",
	.pfm_pmu = "adl_grt", ATOM_VIEW(pms_model_arlh), .pebs = cmt_pebs, SKT_VIEW,
	.table_since = V613,
	.native_id = 0x3, .source = ARLH_INIT ", cpu_atom: intel_pmu_init_skt",
	.counter_src = ARLH_ATOM_CTR,
};
static const struct pms_model arlh_lowpower = {
	.cache_patch = cmt_cache72,
	.name = "arl-h", .long_name = "arrowlake-h",
	.desc = "Arrow Lake H low-power E-core PMU (Crestmont)",
	.vendor = PMS_VENDOR_INTEL, .family = 6, .pmu_name = "cpu_lowpower",
	.core_type = PMS_CORE_ATOM, .native_id = 0x2, .platform = &pms_model_arlh,
	.pfm_pmu = "adl_grt", .generic = pmsi_glc_generic, .cache = grt_cache, .pebs = cmt_pebs,
	GRT_VIEW, .n_gp_ht = 8, .n_gp_noht = 8, .cntr_mask = 0xff,
	.extra = cmt_extra, .rules = cmt_rules, .table_since = V613,
	.source = ARLH_INIT ", cpu_lowpower: intel_pmu_init_grt with intel_cmt_extra_regs; "
		  "arl_h_get_event_constraints -> cmt_get_event_constraints",
	.counter_src = ARLH_LP_CTR,
};
static const struct pms_model *const arlh_pmus[] = {
	&pms_model_arlh, &arlh_atom, &arlh_lowpower, NULL
};
static const uint8_t arlh_models[] = { 0xc5, 0 };

const struct pms_model pms_model_arlh = {
	.cache_patch = pmsi_arl_lnc_cache_patch,
	.name = "arl-h", .long_name = "arrowlake-h", .aliases = "arlh",
	.desc = "Intel Arrow Lake H (Core Ultra 2xxH): Lion Cove cpu_core + Skymont cpu_atom + "
		"Crestmont cpu_lowpower",
	.cpu_models = arlh_models, .pfm_pmu = "adl_glc", CORE_VIEW, LNC_VIEW,
	.pmus = arlh_pmus, .table_since = V613, .hybrid_since = V613,
	.perf_near = "lunarlake: its cpu_core and cpu_atom are Lunar Lake's cores, set up alike "
		     "(d3fe6f0a4372); perf 6.12 has no arrowlake JSON and no 6-C5 mapfile row, "
		     "and the lunarlake table has no cpu_lowpower rows",
	.source = ARLH_INIT ", cpu_core: intel_pmu_init_lnc; tables as core.c/ds.c 6.12 "
		  "(intel_lnc_*, intel_skt_*, intel_grt_*, intel_cmt_extra_regs)",
	.pebs_fmt_since = V613, .counter_src = ARLH_CORE_CTR,
};

/* ---- Panther Lake (6.16-rc1) ---- */

/*
 * "perf/x86/intel: Add Panther Lake support" (tip 7950de14ff5f, pulled as
 * perf-core-2025-05-25 for 6.16-rc1): INTEL_PANTHERLAKE_L jumps into the
 * LUNARLAKE_M code (lnl_common): intel_pmu_init_hybrid(hybrid_big_small),
 * cpu_core intel_pmu_init_lnc (Cougar Cove), cpu_atom intel_pmu_init_skt
 * (Darkmont), mtl_get_event_constraints.  Its arch-PEBS came later and is
 * not modelled (models/README.md).
 */
#define V616 PMS_KVER_RC(6, 16, 1)
#define PTL_INIT "intel_pmu_init PANTHERLAKE_L case (goto lnl_common), 7950de14ff5f (6.16-rc1)"
#define PTL_JSON "perf's pantherlake counter.json (tools/perf/pmu-events, torvalds/linux after 6.16)"

extern const struct pms_model pms_model_ptl;

static const struct pms_model ptl_atom = {
	.cache_patch = skt_cache72,
	.name = "ptl", .long_name = "pantherlake", .desc = "Panther Lake E-core PMU (Darkmont)",
	.pfm_pmu = "adl_grt", ATOM_VIEW(pms_model_ptl), .pebs = dkt_pebs, SKT_VIEW,
	.table_since = V616,
	.source = PTL_INIT ", cpu_atom: intel_pmu_init_skt",
	.counter_src = PTL_JSON " of Unit cpu_atom: 8 generic, 7 fixed (0-2 and 4-6: "
		       "intel_skt_event_constraints, core.c 6.12:223)",
};
static const struct pms_model *const ptl_pmus[] = { &pms_model_ptl, &ptl_atom, NULL };
static const uint8_t ptl_models[] = { 0xcc, 0 };

const struct pms_model pms_model_ptl = {
	.cache_patch = pmsi_lnc_cache_patch,
	.name = "ptl", .long_name = "pantherlake", .aliases = "",
	.desc = "Intel Panther Lake (Core Ultra 3xx): Cougar Cove cpu_core + Darkmont cpu_atom",
	.cpu_models = ptl_models, .pfm_pmu = "adl_glc", CORE_VIEW, LNC_VIEW,
	.pmus = ptl_pmus, .table_since = V616, .hybrid_since = V616,
	.perf_near = "lunarlake: its commit (7950de14ff5f) calls the PMUs Lunar Lake's and "
		     "leaves the new events to perf; perf 6.12 has no pantherlake JSON",
	.source = PTL_INIT ", cpu_core: intel_pmu_init_lnc; tables as core.c/ds.c 6.12",
	.pebs_fmt_since = V616,
	.counter_src = PTL_JSON " of Unit cpu_core: 10 generic, 4 fixed",
};

/* ---- one core type: Granite Rapids, Sierra Forest, Grand Ridge, Alder Lake-N ---- */

static const uint8_t gnr_models[] = { 0xad, 0xae, 0 };
const struct pms_model pms_model_gnr = {
	.name = "gnr", .long_name = "graniterapids", .aliases = "",
	.desc = "Intel Granite Rapids (Xeon 6 P-core, Redwood Cove)",
	.vendor = PMS_VENDOR_INTEL, .family = 6, .cpu_models = gnr_models, .pfm_pmu = "spr",
	.n_gp_ht = 8, .n_gp_noht = 8, .n_fixed = 4, .n_metrics = 8, .width = 6,
	.fixed_events = pmsi_intel_fixed4, .cstr = pmsi_glc_cstr, .generic = pmsi_glc_generic,
	.cache = pmsi_glc_cache, .extra = rwc_extra, .rules = pmsi_glc_rules,
	.pebs = pmsi_glc_pebs, .table_since = V62,
	.source = "intel_pmu_init GRANITERAPIDS_X/_D case with glc_common (core.c 6.12; absent 6.1: "
		  "6.2-rc1 approx)",
	.cntr_mask = 0xff, .fixed_mask = 0xf, .counter_src = GNR_CTR,
};

static const uint8_t srf_models[] = { 0xaf, 0 };
const struct pms_model pms_model_srf = {
	.cache_patch = cmt_cache72,
	.name = "srf", .long_name = "sierraforest", .aliases = "",
	.desc = "Intel Sierra Forest (Xeon 6 E-core, Crestmont)",
	.vendor = PMS_VENDOR_INTEL, .family = 6, .cpu_models = srf_models, .pfm_pmu = "adl_grt",
	.n_gp_ht = 8, .n_gp_noht = 8, .n_fixed = 3, .fixed_events = pmsi_intel_fixed3,
	.cstr = pmsi_grt_cstr, .generic = pmsi_glc_generic, .cache = grt_cache, .extra = cmt_extra,
	.rules = cmt_rules, .pebs = cmt_pebs, .table_since = V62,
	.source = "intel_pmu_init ATOM_CRESTMONT_X case (core.c 6.12; absent 6.1: 6.2-rc1 approx)",
	.cntr_mask = 0xff, .fixed_mask = 0x7, .counter_src = SRF_CTR,
};

static const uint8_t grr_models[] = { 0xb6, 0 };
const struct pms_model pms_model_grr = {
	.cache_patch = cmt_cache72,
	.name = "grr", .long_name = "grandridge", .aliases = "",
	.desc = "Intel Grand Ridge (Crestmont)",
	.vendor = PMS_VENDOR_INTEL, .family = 6, .cpu_models = grr_models, .pfm_pmu = "adl_grt",
	.n_gp_ht = 8, .n_gp_noht = 8, .n_fixed = 3, .fixed_events = pmsi_intel_fixed3,
	.cstr = pmsi_grt_cstr, .generic = pmsi_glc_generic, .cache = grt_cache, .extra = cmt_extra,
	.rules = cmt_rules, .pebs = cmt_pebs, .table_since = V62,
	.source = "intel_pmu_init ATOM_CRESTMONT case (core.c 6.12; absent 6.1: 6.2-rc1 approx)",
	.cntr_mask = 0xff, .fixed_mask = 0x7, .counter_src = GRR_CTR,
};

/*
 * Clearwater Forest: "perf/x86/intel: Add PMU support for Clearwater Forest"
 * (tip 48d66c89dce1, perf-core-2025-05-25, 6.16-rc1): INTEL_ATOM_DARKMONT_X
 * takes intel_pmu_init_skt() (skt constraints with their three topdown
 * fixed counters, grt PEBS, cmt extra registers) and
 * cmt_get_event_constraints; counters from CPUID leaf 0x23 (parsed for
 * non-hybrid parts by the next commit of that pull).
 */
static const uint8_t cwf_models[] = { 0xdd, 0 };
const struct pms_model pms_model_cwf = {
	.cache_patch = dkt_cache72,
	.name = "cwf", .long_name = "clearwaterforest", .aliases = "",
	.desc = "Intel Clearwater Forest (Xeon 6+ E-core, Darkmont)",
	.vendor = PMS_VENDOR_INTEL, .family = 6, .cpu_models = cwf_models, .pfm_pmu = "adl_grt",
	.generic = pmsi_glc_generic, .cache = grt_cache, .pebs = dkt_pebs, SKT_VIEW,
	.table_since = V616,
	.perf_near = "sierraforest: its commit (48d66c89dce1) calls the PMU Sierra Forest's but for "
		     "arch-PEBS and the three topdown fixed counters (whose events that table "
		     "lacks); perf 6.12 has no clearwaterforest JSON",
	.source = "intel_pmu_init ATOM_DARKMONT_X case, 48d66c89dce1 (6.16-rc1): intel_pmu_init_skt, "
		  "cmt_get_event_constraints; tables as core.c/ds.c 6.12",
	.counter_src = "perf's clearwaterforest counter.json (tools/perf/pmu-events, torvalds/linux "
		       "after 6.16): 8 generic, 7 fixed (0-2 and 4-6: intel_skt_event_constraints)",
};

static const uint8_t adln_models[] = { 0xbe, 0 };
const struct pms_model pms_model_adln = {
	.cache_patch = grt_cache72,
	.name = "adl-n", .long_name = "alderlake-n", .aliases = "adln",
	.desc = "Intel Alder Lake-N (Gracemont E-cores only)",
	.vendor = PMS_VENDOR_INTEL, .family = 6, .cpu_models = adln_models, .pfm_pmu = "adl_grt",
	.n_gp_ht = 6, .n_gp_noht = 6, .n_fixed = 3, .fixed_events = pmsi_intel_fixed3,
	.cstr = pmsi_grt_cstr, .generic = pmsi_glc_generic, .cache = grt_cache, .extra = grt_extra,
	.rules = grt_rules, .pebs = grt_pebs, .table_since = V61,
	.source = "intel_pmu_init ATOM_GRACEMONT case (core.c 6.12; ALDERLAKE_N in 6.1, the oldest "
		  "tree read)",
	.cntr_mask = 0x3f, .fixed_mask = 0x7, .counter_src = ADLN_CTR,
};

/* ---- Wildcat Lake (6.18-rc4) ---- */

/*
 * INTEL_WILDCATLAKE_L (family 6 model 0xd5) shares the PANTHERLAKE_L case
 * (intel_pmu_init, core.c 7.2.13 and 7.3.4: cpu_core intel_pmu_init_lnc,
 * cpu_atom intel_pmu_init_dkt_hybrid, lnl_common), added in 6.18-rc4 (issue
 * 23's dating); perf's mapfile gives 6-D5 the pantherlake JSON (7.3.4).
 */
#define V618R4 PMS_KVER_RC(6, 18, 4)
#define WCL_INIT "intel_pmu_init PANTHERLAKE_L/WILDCATLAKE_L case, core.c 7.2.13, 7.3.4 " \
	"(WILDCATLAKE_L from 6.18-rc4)"

extern const struct pms_model pms_model_wcl;

static const struct pms_model wcl_atom = {
	.cache_patch = skt_cache72,
	.name = "wcl", .long_name = "wildcatlake", .desc = "Wildcat Lake E-core PMU (Darkmont)",
	.pfm_pmu = "adl_grt", ATOM_VIEW(pms_model_wcl), .pebs = dkt_pebs, SKT_VIEW,
	.table_since = V618R4,
	.source = WCL_INIT ", cpu_atom: intel_pmu_init_dkt_hybrid",
	.counter_src = "perf's pantherlake counter.json (7.3.4, mapfile 6-D5) of Unit cpu_atom: "
		       "8 generic, 7 fixed (0-2 and 4-6: intel_skt_event_constraints)",
};
static const struct pms_model *const wcl_pmus[] = { &pms_model_wcl, &wcl_atom, NULL };
static const uint8_t wcl_models[] = { 0xd5, 0 };

const struct pms_model pms_model_wcl = {
	.cache_patch = pmsi_lnc_cache_patch,
	.name = "wcl", .long_name = "wildcatlake", .aliases = "",
	.desc = "Intel Wildcat Lake: Cougar Cove cpu_core + Darkmont cpu_atom",
	.cpu_models = wcl_models, .pfm_pmu = "adl_glc", CORE_VIEW, LNC_VIEW,
	.pmus = wcl_pmus, .table_since = V618R4, .hybrid_since = V618R4,
	.perf_near = "lunarlake: perf 6.12 has no pantherlake JSON (perf 7.3 maps 6-D5 to it); "
		     "Wildcat Lake's PMUs are Panther Lake's (the same init case)",
	.source = WCL_INIT ", cpu_core: intel_pmu_init_lnc",
	.pebs_fmt_since = V618R4,
	.counter_src = "perf's pantherlake counter.json (7.3.4, mapfile 6-D5) of Unit cpu_core: "
		       "10 generic, 4 fixed",
};

/* ---- Panther Cove (Diamond Rapids; Nova Lake cpu_core) and Arctic Wolf (7.0) ---- */

/*
 * intel_pmu_init_pnc() (core.c 7.2.13, 7.3.4): glc's setup with
 * intel_pnc_event_constraints, intel_pnc_pebs_event_constraints,
 * intel_pnc_extra_regs (OMR_0-3 in place of OFFCORE_RSP_0/1:
 * PMU_FL_HAS_OMR, 4e955c08d6dc) and glc_get_event_constraints; Diamond
 * Rapids (family 19 model 0x01) from d345b6bb8860, 7.0.  Nova Lake (family
 * 18 models 0x01, 0x03; c847a208f43b, 7.0): cpu_core intel_pmu_init_cyc
 * (pnc's tables, other hw-cache extra values), cpu_atom intel_pmu_init_arw
 * (intel_arw_event_constraints, Darkmont's PEBS table, intel_arw_extra_regs),
 * mtl_get_event_constraints.  The "7.0" of the commits is taken as 7.0-rc1.
 * Both parts also enumerate arch-PEBS and auto counter reload, which are
 * not modelled (docs/kernel-eras.md).
 */
#define V70 PMS_KVER_RC(7, 0, 1)
#define PNC_SRC "intel_pnc_event_constraints, core.c 7.2.13, 7.3.4"
static const struct pms_cstr pnc_cstr[] = {
	PMS_C_FIXED(0x00c0, 0, PNC_SRC " (INST_RETIRED.ANY)"),
	PMS_C_FIXED(0x0100, 0, PNC_SRC " (INST_RETIRED.ANY, pseudo)"),
	PMS_C_FIXED(0x003c, 1, PNC_SRC " (CPU_CLK_UNHALTED.CORE)"),
	PMS_C_FIXED(0x0200, 1, PNC_SRC " (CPU_CLK_UNHALTED.THREAD, pseudo)"),
	PMS_C_FIXED(0x0300, 2, PNC_SRC " (CPU_CLK_UNHALTED.REF_TSC, pseudo)"),
	PMS_C_FIXED(0x013c, 2, PNC_SRC " (CPU_CLK_UNHALTED.REF_TSC_P)"),
	PMS_C_FIXED(0x0400, 3, PNC_SRC " (TOPDOWN.SLOTS, pseudo)"),
	PMS_C_METRIC(0x8000, 0, PNC_SRC " (topdown-retiring)"),
	PMS_C_METRIC(0x8100, 1, PNC_SRC " (topdown-bad-spec)"),
	PMS_C_METRIC(0x8200, 2, PNC_SRC " (topdown-fe-bound)"),
	PMS_C_METRIC(0x8300, 3, PNC_SRC " (topdown-be-bound)"),
	PMS_C_METRIC(0x8400, 4, PNC_SRC " (topdown-heavy-ops)"),
	PMS_C_METRIC(0x8500, 5, PNC_SRC " (topdown-br-mispredict)"),
	PMS_C_METRIC(0x8600, 6, PNC_SRC " (topdown-fetch-lat)"),
	PMS_C_METRIC(0x8700, 7, PNC_SRC " (topdown-mem-bound)"),
	PMS_C_EVENT(0x20, 0xf, PNC_SRC),
	PMS_C_EVENT(0x79, 0xf, PNC_SRC),
	PMS_C_UEVENT(0x0275, 0xf, PNC_SRC),
	PMS_C_UEVENT(0x0176, 0xf, PNC_SRC),
	PMS_C_UEVENT(0x04a4, 0x1, PNC_SRC),
	PMS_C_UEVENT(0x08a4, 0x1, PNC_SRC),
	PMS_C_UEVENT(0x01cd, 0xfc, PNC_SRC " (load latency: GP2-7)"),
	PMS_C_UEVENT(0x02cd, 0x3, PNC_SRC " (store sample: GP0-1)"),
	PMS_C_EVENT(0xd0, 0xf, PNC_SRC),
	PMS_C_EVENT(0xd1, 0xf, PNC_SRC),
	PMS_C_EVENT(0xd4, 0xf, PNC_SRC),
	PMS_C_EVENT(0xd6, 0xf, PNC_SRC),
	PMS_C_EVENT(0xdf, 0xf, PNC_SRC),
	PMS_C_EVENT(0xce, 0x1, PNC_SRC),
	PMS_C_UEVENT(0x01b1, 0x8, PNC_SRC),
	PMS_C_UEVENT(0x01b2, 0xf, PNC_SRC),
	PMS_C_UEVENT(0x02b2, 0xf, PNC_SRC),
	PMS_C_UEVENT(0x0847, 0xf, PNC_SRC),
	PMS_C_UEVENT(0x0446, 0xf, PNC_SRC),
	PMS_C_UEVENT(0x0846, 0xf, PNC_SRC),
	PMS_C_UEVENT(0x0148, 0xf, PNC_SRC),
	PMS_C_END
};

#define PNCP "intel_pnc_pebs_event_constraints, ds.c 7.2.13"
static const struct pms_cstr pnc_pebs[] = {
	PMS_P_FUEVENT_V(0x0100, 0, FX0, 0, 0, V73, PNCP " (INST_RETIRED.PREC_DIST; not in 7.3.4: "
			"7.3-rc1 approx)"),
	PMS_P_FUEVENT_V(0x0400, 0, FX3, 0, 0, V73, PNCP " (SLOTS; not in 7.3.4: 7.3-rc1 approx)"),
	PMS_P_FUEVENT_V(0x01cd, 0, 0xfc, 0, 0, 0, PNCP ", 7.3.4 (INTEL_HYBRID_LDLAT_CONSTRAINT)"),
	PMS_P_FUEVENT_V(0x02cd, 0, 0x3, 0, 0, 0, PNCP ", 7.3.4 (INTEL_HYBRID_STLAT_CONSTRAINT)"),
	PMS_C_END
};

#define OMR_VALID UINT64_C(0x40ffffff0000ffff)
#define PNCX "intel_pnc_extra_regs, core.c 7.2.13, 7.3.4 (4e955c08d6dc, 7.0)"
#define OMR(code, k) PMS_XREG(code, PMS_XREG_OMR0 + (k), PMS_XREG_OMR0 + ((k) + 1) % 4, \
			      OMR_VALID, PNCX " (MSR_OMR_" #k ")")
/* the 0x4f and 0xd6 OMR rows: in 7.3.4, not in 7.2.13 (7.3-rc1 approx) */
#define OMR73(code, k) PMS_XREG_V(code, PMS_XREG_OMR0 + (k), PMS_XREG_OMR0 + ((k) + 1) % 4, \
				  OMR_VALID, V73, 0, "intel_pnc_extra_regs, core.c 7.3.4, not " \
				  "7.2.13: 7.3-rc1 approx (MSR_OMR_" #k ")")
static const struct pms_extra_reg pnc_extra[] = {
	OMR(0x012a, 0), OMR(0x022a, 1), OMR(0x042a, 2), OMR(0x082a, 3),
	OMR73(0x014f, 0), OMR73(0x024f, 1), OMR73(0x044f, 2), OMR73(0x084f, 3),
	OMR73(0x01d6, 0), OMR73(0x02d6, 1), OMR73(0x04d6, 2), OMR73(0x08d6, 3),
	PMS_XREG(0x01cd, PMS_XREG_LDLAT, -1, 0xffff, PNCX " (LD_LAT)"),
	PMS_XREG(0x02c6, PMS_XREG_FRONTEND, -1, 0x9, PNCX " (MSR_PEBS_FRONTEND)"),
	PMS_XREG(0x03c6, PMS_XREG_FRONTEND, -1, 0x7fff1f, PNCX " (MSR_PEBS_FRONTEND)"),
	PMS_XREG(0x40ad, PMS_XREG_FRONTEND, -1, 0xf, PNCX " (MSR_PEBS_FRONTEND)"),
	PMS_XREG(0x04c2, PMS_XREG_FRONTEND, -1, 0x8, PNCX " (MSR_PEBS_FRONTEND)"),
	PMS_EXTRA_END
};

#define ARW_SRC "intel_arw_event_constraints, core.c 7.2.13, 7.3.4"
static const struct pms_cstr arw_cstr[] = {
	PMS_C_FIXED(0x00c0, 0, ARW_SRC " (INST_RETIRED.ANY)"),
	PMS_C_FIXED(0x0100, 0, ARW_SRC " (INST_RETIRED.ANY, pseudo)"),
	PMS_C_FIXED(0x003c, 1, ARW_SRC " (CPU_CLK_UNHALTED.CORE)"),
	PMS_C_FIXED(0x0200, 1, ARW_SRC " (CPU_CLK_UNHALTED.THREAD, pseudo)"),
	PMS_C_FIXED(0x0300, 2, ARW_SRC " (CPU_CLK_UNHALTED.REF_TSC, pseudo)"),
	PMS_C_FIXED(0x013c, 2, ARW_SRC " (CPU_CLK_UNHALTED.REF_TSC_P)"),
	PMS_C_FIXED(0x0073, 4, ARW_SRC " (TOPDOWN_BAD_SPECULATION.ALL)"),
	PMS_C_FIXED(0x0500, 4, ARW_SRC " (TOPDOWN_BAD_SPECULATION, pseudo)"),
	PMS_C_FIXED(0x019c, 5, ARW_SRC " (TOPDOWN_FE_BOUND.ALL)"),
	PMS_C_FIXED(0x0600, 5, ARW_SRC " (TOPDOWN_FE_BOUND, pseudo)"),
	PMS_C_FIXED(0x02c2, 6, ARW_SRC " (TOPDOWN_RETIRING.ALL)"),
	PMS_C_FIXED(0x0700, 6, ARW_SRC " (TOPDOWN_RETIRING, pseudo)"),
	PMS_C_UEVENT(0x01b7, 0x1, ARW_SRC " (OMR_0)"),
	PMS_C_UEVENT(0x02b7, 0x2, ARW_SRC " (OMR_1)"),
	PMS_C_UEVENT(0x04b7, 0x4, ARW_SRC " (OMR_2)"),
	PMS_C_UEVENT(0x08b7, 0x8, ARW_SRC " (OMR_3)"),
	PMS_C_UEVENT(0x0175, 0x1, ARW_SRC),
	PMS_C_UEVENT(0x0275, 0x2, ARW_SRC),
	PMS_C_UEVENT(0x21d3, 0x1, ARW_SRC),
	PMS_C_UEVENT(0x22d3, 0x1, ARW_SRC),
	PMS_C_END
};

#define ARWX "intel_arw_extra_regs, core.c 7.2.13, 7.3.4 (c847a208f43b, 7.0)"
#define AOMR(code, k) PMS_XREG(code, PMS_XREG_OMR0 + (k), PMS_XREG_OMR0 + ((k) + 1) % 4, \
			       UINT64_C(0xc0ffffffffffffff), ARWX " (MSR_OMR_" #k ")")
static const struct pms_extra_reg arw_extra[] = {
	AOMR(0x01b7, 0), AOMR(0x02b7, 1), AOMR(0x04b7, 2), AOMR(0x08b7, 3),
	PMS_XREG(0x05d0, PMS_XREG_LDLAT, -1, 0xffff, ARWX " (LD_LAT)"),
	PMS_XREG(0x0127, PMS_XREG_SNOOP0, -1, UINT64_MAX, ARWX " (MSR_SNOOP_RSP_0)"),
	PMS_XREG(0x0227, PMS_XREG_SNOOP1, -1, UINT64_MAX, ARWX " (MSR_SNOOP_RSP_1)"),
	PMS_EXTRA_END
};

static const uint8_t dmr_models[] = { 0x01, 0 };
const struct pms_model pms_model_dmr = {
	.name = "dmr", .long_name = "diamondrapids", .aliases = "",
	.desc = "Intel Diamond Rapids (Xeon, Panther Cove)",
	.vendor = PMS_VENDOR_INTEL, .family = 19, .cpu_models = dmr_models, .pfm_pmu = NULL,
	.pfm_note = "libpfm4 4.13 has no Panther Cove table",
	.n_gp_ht = 8, .n_gp_noht = 8, .n_fixed = 4, .n_metrics = 8, .width = 6,
	.fixed_events = pmsi_intel_fixed4, .cstr = pnc_cstr, .generic = pmsi_glc_generic,
	.cache = pmsi_pnc_cache, .extra = pnc_extra, .rules = pmsi_glc_rules, .pebs = pnc_pebs,
	.table_since = V70,
	.source = "intel_pmu_init DIAMONDRAPIDS_X case (intel_pmu_init_pnc, glc_base), core.c "
		  "7.2.13, 7.3.4; d345b6bb8860 (7.0)",
	.cntr_mask = 0xff, .fixed_mask = 0xf,
	.counter_src = "CPUID leaf 0x23 (not read for this part); 8 GP and 4 fixed assumed from "
		       "intel_pnc_event_constraints (masks up to 0xfc on GP, FIXED0-3)",
};

extern const struct pms_model pms_model_nvl;

static const struct pms_model nvl_atom = {
	.cache_patch = arw_cache_patch,
	.name = "nvl", .long_name = "novalake", .desc = "Nova Lake E-core PMU (Arctic Wolf)",
	.pfm_pmu = "adl_grt", ATOM_VIEW(pms_model_nvl), .pebs = dkt_pebs,
	.cstr = arw_cstr, .extra = arw_extra, .rules = cmt_rules, .n_gp_ht = 8, .n_gp_noht = 8,
	.n_fixed = 6, .cntr_mask = 0xff, .fixed_mask = 0x77, .fixed_events = skt_fixed,
	.table_since = V70,
	.source = "intel_pmu_init NOVALAKE case, cpu_atom: intel_pmu_init_arw (core.c 7.2.13, "
		  "7.3.4; c847a208f43b, 7.0)",
	.counter_src = "perf's novalake counter.json (7.3.4) of Unit cpu_atom: 8 generic, 7 fixed "
		       "(0-2 and 4-6: intel_arw_event_constraints)",
};
static const struct pms_model *const nvl_pmus[] = { &pms_model_nvl, &nvl_atom, NULL };
static const uint8_t nvl_models[] = { 0x01, 0x03, 0 };

const struct pms_model pms_model_nvl = {
	.name = "nvl", .long_name = "novalake", .aliases = "",
	.desc = "Intel Nova Lake: Coyote Cove cpu_core + Arctic Wolf cpu_atom",
	.vendor = PMS_VENDOR_INTEL, .family = 18, .cpu_models = nvl_models,
	.pfm_pmu = NULL, .pfm_note = "libpfm4 4.13 has no Coyote Cove table",
	.pmu_name = "cpu_core", .core_type = PMS_CORE_CORE, .n_fixed = 4, .n_metrics = 8,
	.width = 6, .fixed_events = pmsi_intel_fixed4, .generic = pmsi_glc_generic,
	.cache = pmsi_cyc_cache, .rules = pmsi_glc_rules, .fixed_mask = 0xf,
	.cstr = pnc_cstr, .pebs = pnc_pebs, .extra = pnc_extra, .n_gp_ht = 8, .n_gp_noht = 8,
	.cntr_mask = 0xff, .pmus = nvl_pmus, .table_since = V70, .hybrid_since = V70,
	.source = "intel_pmu_init NOVALAKE/NOVALAKE_L case, cpu_core: intel_pmu_init_cyc (pnc's "
		  "tables, cyc_hw_cache_extra_regs), core.c 7.2.13, 7.3.4; c847a208f43b (7.0)",
	.pebs_fmt_since = V70,
	.counter_src = "perf's novalake counter.json (7.3.4) of Unit cpu_core: 8 generic, 4 fixed",
};
