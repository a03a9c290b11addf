/*
 * Intel Nehalem and Westmere (family 6).
 * Source: model-constraints.md 4.1 (intel_nehalem_event_constraints,
 * intel_westmere_event_constraints, read in 3.14.1 and 6.13.7: identical),
 * 2 (counter counts), 5.5 (extra MSRs), 6 (generic map patches).
 */
#include "../x86_common.h"

#define NHM_SRC "intel_nehalem_event_constraints; 3.14.1, 6.13.7"
#define WSM_SRC "intel_westmere_event_constraints; 3.14.1, 6.13.7"

static const struct pms_cstr nhm_cstr[] = {
	PMS_C_FIXED(0x00c0, 0, NHM_SRC " (INST_RETIRED.ANY)"),
	PMS_C_FIXED(0x003c, 1, NHM_SRC " (CPU_CLK_UNHALTED.CORE)"),
	PMS_C_FIXED(0x0300, 2, NHM_SRC " (CPU_CLK_UNHALTED.REF, pseudo)"),
	PMS_C_EVENT(0x40, 0x3, NHM_SRC " (L1D_CACHE_LD)"),
	PMS_C_EVENT(0x41, 0x3, NHM_SRC " (L1D_CACHE_ST)"),
	PMS_C_EVENT(0x42, 0x3, NHM_SRC " (L1D_CACHE_LOCK)"),
	PMS_C_EVENT(0x43, 0x3, NHM_SRC " (L1D_ALL_REF)"),
	PMS_C_EVENT(0x48, 0x3, NHM_SRC " (L1D_PEND_MISS)"),
	PMS_C_EVENT(0x4e, 0x3, NHM_SRC " (L1D_PREFETCH)"),
	PMS_C_EVENT(0x51, 0x3, NHM_SRC " (L1D)"),
	PMS_C_EVENT(0x63, 0x3, NHM_SRC " (CACHE_LOCK_CYCLES)"),
	PMS_C_END
};

static const struct pms_cstr wsm_cstr[] = {
	PMS_C_FIXED(0x00c0, 0, WSM_SRC " (INST_RETIRED.ANY)"),
	PMS_C_FIXED(0x003c, 1, WSM_SRC " (CPU_CLK_UNHALTED.CORE)"),
	PMS_C_FIXED(0x0300, 2, WSM_SRC " (CPU_CLK_UNHALTED.REF, pseudo)"),
	PMS_C_EVENT(0x51, 0x3, WSM_SRC " (L1D)"),
	PMS_C_EVENT(0x60, 0x1, WSM_SRC " (OFFCORE_REQUESTS_OUTSTANDING)"),
	PMS_C_EVENT(0x63, 0x3, WSM_SRC " (CACHE_LOCK_CYCLES)"),
	PMS_C_EVENT(0xb3, 0x1, WSM_SRC " (SNOOPQ_REQUESTS_OUTSTANDING)"),
	PMS_C_END
};

/* Offcore and load-latency MSRs are per core here: shared by both threads. */
static const struct pms_extra_reg nhm_extra[] = {
	{ 0x01b7, PMS_XR_RSP0, -1, 0xffff, "intel_nehalem_extra_regs; model-constraints.md 5.5" },
	{ 0x100b, PMS_XR_LDLAT, -1, 0xffff,
	  "intel_nehalem_extra_regs (load latency threshold; valid mask assumed 0xffff)" },
	PMS_EXTRA_END
};

static const struct pms_extra_reg wsm_extra[] = {
	{ 0x01b7, PMS_XR_RSP0, PMS_XR_RSP1, 0xffff, "intel_westmere_extra_regs; model-constraints.md 5.5" },
	{ 0x01bb, PMS_XR_RSP1, PMS_XR_RSP0, 0xffff, "intel_westmere_extra_regs; model-constraints.md 5.5" },
	{ 0x100b, PMS_XR_LDLAT, -1, 0xffff,
	  "intel_westmere_extra_regs (load latency threshold; valid mask assumed 0xffff)" },
	PMS_EXTRA_END
};

/* Bloomfield/Nehalem-EP, Lynnfield, Havendale, Nehalem-EX. */
static const uint8_t nhm_models[] = { 0x1a, 0x1e, 0x1f, 0x2e, 0 };
/* Clarkdale/Arrandale, Gulftown/Westmere-EP, Westmere-EX. */
static const uint8_t wsm_models[] = { 0x25, 0x2c, 0x2f, 0 };

/*
 * Width 0: the TopDown level-1 formulas start with Sandy Bridge.
 * NHM branch-misses is 0x7f89 on parts with erratum AAJ80 (not modelled;
 * the map shows the unpatched 0x00c5).
 */
const struct pms_model pms_model_nhm = {
	.name = "nhm", .long_name = "nehalem", .aliases = "nehalem-ep,nehalem-ex,nhm-ex",
	.desc = "Intel Nehalem (Core i7 1st gen, Xeon 5500/7500)",
	.vendor = PMS_VENDOR_INTEL, .family = 6, .cpu_models = nhm_models, .pfm_pmu = "nhm",
	.n_gp_ht = 4, .n_gp_noht = 4, .n_fixed = 3, .width = 0,
	.fixed_events = pmsi_intel_fixed3, .cstr = nhm_cstr, .generic = pmsi_nhm_generic,
	.extra = nhm_extra,
	.source = "model-constraints.md 2, 4.1, 5.5, 6 (kernel 3.14.1, 6.13.7)",
};

const struct pms_model pms_model_wsm = {
	.name = "wsm", .long_name = "westmere", .aliases = "westmere-ep,westmere-ex,wsm-dp",
	.desc = "Intel Westmere (Core i7/i5 1st gen 32nm, Xeon 5600/E7)",
	.vendor = PMS_VENDOR_INTEL, .family = 6, .cpu_models = wsm_models, .pfm_pmu = "wsm",
	.n_gp_ht = 4, .n_gp_noht = 4, .n_fixed = 3, .width = 0,
	.fixed_events = pmsi_intel_fixed3, .cstr = wsm_cstr, .generic = pmsi_nhm_generic,
	.extra = wsm_extra,
	.source = "model-constraints.md 2, 4.1, 5.5, 6 (kernel 3.14.1, 6.13.7)",
};
