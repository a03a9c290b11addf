/*
 * Data shared by several x86 model files (one array, many models).
 * Defined in models/x86/intel_common.c and models/x86/amd_common.c.
 */
#ifndef PMS_X86_COMMON_H
#define PMS_X86_COMMON_H

#include "model_table.h"

/* Names of the events the fixed counters count (NULL-terminated). */
extern const char *const pmsi_intel_fixed3[];	/* FIXED0-2 */
extern const char *const pmsi_intel_fixed4[];	/* FIXED0-3 (+ TOPDOWN.SLOTS) */

/* intel_perfmon_event_map, without and with the per-model patches. */
extern const struct pms_genmap pmsi_intel_generic[];	/* HSW and later */
extern const struct pms_genmap pmsi_nhm_generic[];	/* NHM, WSM */
extern const struct pms_genmap pmsi_snb_generic[];	/* SNB */
extern const struct pms_genmap pmsi_ivb_generic[];	/* IVB */
extern const struct pms_genmap pmsi_glc_generic[];	/* GLC/GRT init: ref-cycles 0x013c */

/* hw_cache_event_ids tables (intel_cache.c, amd_common.c). */
extern const struct pms_cachemap pmsi_nhm_cache[];	/* NHM */
extern const struct pms_cachemap pmsi_wsm_cache[];	/* WSM */
extern const struct pms_cachemap pmsi_snb_cache[];	/* SNB, IVB with the patch */
extern const struct pms_cachemap pmsi_ivb_cache_patch[];	/* IVB: dTLB-load-misses */
extern const struct pms_cachemap pmsi_hsw_cache[];	/* HSW, BDW with the patch */
extern const struct pms_cachemap pmsi_bdw_cache_patch[];	/* BDW: L3 miss extra values */
extern const struct pms_cachemap pmsi_skl_cache[];	/* SKL family, ICL with the patch */
extern const struct pms_cachemap pmsi_icl_cache_patch[];	/* ICL: iTLB loads removed */
extern const struct pms_cachemap pmsi_glc_cache[];	/* SPR */
extern const struct pms_cachemap pmsi_adl_glc_cache_patch[];	/* client GLC/RWC, 7.2 */
extern const struct pms_cachemap pmsi_lnc_cache_patch[];	/* LNL, PTL, WCL, 7.2 */
extern const struct pms_cachemap pmsi_arl_lnc_cache_patch[];	/* ARL, ARL-H, 7.2 */
extern const struct pms_cachemap pmsi_pnc_cache[];	/* DMR */
extern const struct pms_cachemap pmsi_cyc_cache[];	/* NVL cpu_core */
extern const struct pms_cachemap pmsi_icx_cache_patch[];	/* ICX: ICL's + snc, 7.2 */
extern const struct pms_cachemap pmsi_k7_cache[];	/* AMD up to family 16h */
extern const struct pms_cachemap pmsi_zen_cache[];	/* family 17h and later, by era */

/* amd_perfmon_event_map and the family 17h+ maps. */
extern const struct pms_genmap pmsi_k7_generic[];	/* up to family 16h */
extern const struct pms_genmap pmsi_zen1_generic[];
extern const struct pms_genmap pmsi_zen23_generic[];
extern const struct pms_genmap pmsi_zen4_generic[];

/* Static tables and rules shared by model files. */
extern const struct pms_extra_reg pmsi_snb_extra[];	/* SNB, IVB client */
extern const struct pms_extra_reg pmsi_hsw_extra[];	/* SNB-EP, IVB-EP, HSW, BDW */
extern const struct pms_cstr pmsi_zen_cstr[];
extern const struct pms_rule pmsi_zen_rules[];		/* Zen 1-5 */
extern const struct pms_rule pmsi_amd_ibs_rules[];	/* family 15h */
/* PEBS tables for precise events (models/x86/intel_pebs.c) */
extern const struct pms_cstr pmsi_nhm_pebs[];
extern const struct pms_cstr pmsi_wsm_pebs[];
extern const struct pms_cstr pmsi_snb_pebs[];
extern const struct pms_cstr pmsi_ivb_pebs[];
extern const struct pms_cstr pmsi_hsw_pebs[];
extern const struct pms_cstr pmsi_bdw_pebs[];
extern const struct pms_cstr pmsi_skl_pebs[];	/* SKL family */
extern const struct pms_cstr pmsi_icl_pebs[];	/* ICL family */
extern const struct pms_cstr pmsi_glc_pebs[];	/* SPR (Golden Cove) */

/* Golden Cove tables (sapphirerapids.c), shared with GNR and hybrid cpu_core */
extern const struct pms_cstr pmsi_glc_cstr[];
extern const struct pms_extra_reg pmsi_glc_extra[];
extern const struct pms_rule pmsi_glc_rules[];
extern const struct pms_cstr pmsi_grt_cstr[];	/* Gracemont, Crestmont (hybrid.c) */

#endif
