/*
 * AMD family 15h (Bulldozer, Piledriver, Steamroller, Excavator) with the
 * core performance counter extension: 6 counters, no fixed counters.
 * Source: model-constraints.md 8.1 (amd_get_event_constraints_f15h,
 * amd_f15_PMC*; identical in 3.14.1, 3.19.8, 4.6.2, 4.20, 5.3.1, 6.13.7),
 * 6 "AMD" (generic map).  Rows are ordered: exceptions first, then the
 * class (code & 0xf0) defaults.
 */
#include "../x86_common.h"

#define F15 "amd_get_event_constraints_f15h; 3.14.1-6.13.7"
#define PMC0 0x01
#define PMC20 0x07
#define PMC3 0x08
#define PMC30 0x09
#define PMC50 0x3f
#define PMC53 0x38

static const struct pms_cstr f15h_cstr[] = {
	/* FP: classes 0x00, 0x10 */
	PMS_C_PEVENT(0x000, PMS_P_UMASK_BOTH_NIBBLES, PMC3, F15 " (0x000, both umask nibbles set)"),
	PMS_C_PEVENT(0x004, PMS_P_UMASK_MULTI_BIT, PMC3, F15 " (0x004, several umask bits)"),
	PMS_C_EVENT(0x003, PMC3, F15),
	PMS_C_EVENT(0x00b, PMC3, F15),
	PMS_C_EVENT(0x00d, PMC3, F15),
	/* LS/DC/EX: classes 0x20-0x50, 0xc0 */
	PMS_C_EVENT(0x023, PMC20, F15),
	PMS_C_EVENT(0x043, PMC20, F15),
	PMS_C_EVENT(0x045, PMC20, F15),
	PMS_C_EVENT(0x046, PMC20, F15),
	PMS_C_EVENT(0x054, PMC20, F15),
	PMS_C_EVENT(0x055, PMC20, F15),
	PMS_C_EVENT(0x02d, PMC3, F15),
	PMS_C_OVERLAP(0x02e, PMC30, F15 " (amd_f15_PMC30, the overlapping constraint)"),
	PMS_C_PEVENT(0x031, PMS_P_UMASK_AT_MOST_ONE_BIT, PMC20, F15 " (0x031, at most one umask bit)"),
	PMS_C_PREFUSE(0x031, PMS_P_NONE, F15 " (0x031 with several umask bits: refused)"),
	PMS_C_EVENT(0x1c0, PMC53, F15),
	/* CU/IC/DE: classes 0x60-0x90, 0xd0 */
	PMS_C_EVENT(0x08f, PMC0, F15),
	PMS_C_EVENT(0x187, PMC0, F15),
	PMS_C_EVENT(0x188, PMC0, F15),
	PMS_C_EVENT(0x0db, PMC50, F15),
	PMS_C_EVENT(0x0dc, PMC50, F15),
	PMS_C_EVENT(0x0dd, PMC50, F15),
	PMS_C_EVENT(0x0de, PMC50, F15),
	PMS_C_EVENT(0x0df, PMC50, F15),
	PMS_C_EVENT(0x1d6, PMC50, F15),
	PMS_C_EVENT(0x1d8, PMC50, F15),
	/* class defaults */
	PMS_C_CLASS(0x00, 0x1f, PMC53, F15 " (FP classes 0x00, 0x10)"),
	PMS_C_CLASS(0x20, 0x5f, PMC50, F15 " (LS/DC classes 0x20-0x50)"),
	PMS_C_CLASS(0xc0, 0xcf, PMC50, F15 " (EX/LS class 0xc0)"),
	PMS_C_CLASS(0x60, 0x9f, PMC20, F15 " (CU/IC/DE classes 0x60-0x90)"),
	PMS_C_CLASS(0xd0, 0xdf, PMC20, F15 " (DE class 0xd0)"),
	PMS_C_CLASS_REFUSE(0xa0, 0xbf, F15 " (classes 0xa0, 0xb0: refused)"),
	PMS_C_CLASS_REFUSE(0xe0, 0xff, F15 " (NB classes 0xe0, 0xf0: use the NB PMU)"),
	PMS_C_END
};

static const uint8_t f15h_ranges[] = { 0x00, 0xff, PMS_CPU_RANGE_END };

/* Width 0: no TopDown slot definition for this family. */
const struct pms_model pms_model_fam15h = {
	.name = "fam15h", .long_name = "bulldozer",
	.aliases = "piledriver,steamroller,excavator,interlagos,amd-fam15h",
	.desc = "AMD family 15h core PMU (Bulldozer..Excavator, Opteron 6200-6300)",
	.vendor = PMS_VENDOR_AMD, .family = 0x15, .cpu_ranges = f15h_ranges,
	.pfm_pmu = "amd64_fam15h_interlagos",
	.n_gp_ht = 6, .n_gp_noht = 6, .n_fixed = 0, .width = 0,
	.cstr = f15h_cstr, .generic = pmsi_k7_generic, .cache = pmsi_k7_cache,
	.rules = pmsi_amd_ibs_rules,
	.source = "model-constraints.md 2, 6, 8.1 (kernel 3.14.1-6.13.7)",
};
