/*
 * AMD Zen 1-4 (families 0x17 and 0x19): 6 GP counters per thread whatever
 * the SMT state, no fixed counters.  All four share one static table and
 * rule list (the pair rule); they differ in libpfm4 PMU, CPUID models and
 * the generic map.
 * Source: model-constraints.md 2, 6 "AMD", 8.2 (read in 4.20, 5.3.1, 6.1.20,
 * 6.13.7).  Pipeline width 0: no AMD TopDown slot count taken from the
 * references (Zen 4 PPR pipeline-utilization metrics not modelled).
 * CPUID model ranges follow the usual Zen generation split (0x17: models
 * below 0x30 Zen1, 0x30 and up Zen2; 0x19: 0x10-0x1f and 0x60-0xaf Zen4).
 */
#include "../x86_common.h"

static const uint8_t zen1_ranges[] = { 0x00, 0x2f, PMS_CPU_RANGE_END };
static const uint8_t zen2_ranges[] = { 0x30, 0xff, PMS_CPU_RANGE_END };
static const uint8_t zen3_ranges[] = { 0x00, 0x0f, 0x20, 0x5f, PMS_CPU_RANGE_END };
static const uint8_t zen4_ranges[] = { 0x10, 0x1f, 0x60, 0xaf, PMS_CPU_RANGE_END };

#define ZEN_SOURCE "model-constraints.md 2, 6, 8.2 (kernel 4.20-6.13.7)"

const struct pms_model pms_model_zen1 = {
	.name = "zen1", .long_name = "zen", .aliases = "naples,summit-ridge,pinnacle-ridge,raven-ridge",
	.desc = "AMD Zen/Zen+ (family 0x17 models 0x00-0x2f: EPYC 7001, Ryzen 1000/2000)",
	.vendor = PMS_VENDOR_AMD, .family = 0x17, .cpu_ranges = zen1_ranges,
	.pfm_pmu = "amd64_fam17h_zen1",
	.n_gp_ht = 6, .n_gp_noht = 6, .n_fixed = 0, .width = 0,
	.cstr = pmsi_zen_cstr, .generic = pmsi_zen1_generic, .cache = pmsi_zen_cache,
	.rules = pmsi_zen_rules, .source = ZEN_SOURCE,
};

const struct pms_model pms_model_zen2 = {
	.name = "zen2", .long_name = "zen-2", .aliases = "rome,matisse,renoir",
	.desc = "AMD Zen 2 (family 0x17 models 0x30-0xff: EPYC 7002, Ryzen 3000/4000)",
	.vendor = PMS_VENDOR_AMD, .family = 0x17, .cpu_ranges = zen2_ranges,
	.pfm_pmu = "amd64_fam17h_zen2",
	.n_gp_ht = 6, .n_gp_noht = 6, .n_fixed = 0, .width = 0,
	.cstr = pmsi_zen_cstr, .generic = pmsi_zen23_generic, .cache = pmsi_zen_cache,
	.rules = pmsi_zen_rules, .source = ZEN_SOURCE,
};

const struct pms_model pms_model_zen3 = {
	.name = "zen3", .long_name = "zen-3", .aliases = "milan,vermeer,cezanne",
	.desc = "AMD Zen 3 (family 0x19 models 0x00-0x0f, 0x20-0x5f: EPYC 7003, Ryzen 5000)",
	.vendor = PMS_VENDOR_AMD, .family = 0x19, .cpu_ranges = zen3_ranges,
	.pfm_pmu = "amd64_fam19h_zen3",
	.n_gp_ht = 6, .n_gp_noht = 6, .n_fixed = 0, .width = 0,
	.cstr = pmsi_zen_cstr, .generic = pmsi_zen23_generic, .cache = pmsi_zen_cache,
	.rules = pmsi_zen_rules, .source = ZEN_SOURCE,
};

const struct pms_model pms_model_zen4 = {
	.name = "zen4", .long_name = "zen-4", .aliases = "genoa,bergamo,raphael,phoenix",
	.desc = "AMD Zen 4 (family 0x19 models 0x10-0x1f, 0x60-0xaf: EPYC 9004, Ryzen 7000)",
	.vendor = PMS_VENDOR_AMD, .family = 0x19, .cpu_ranges = zen4_ranges,
	.pfm_pmu = "amd64_fam19h_zen4",
	.n_gp_ht = 6, .n_gp_noht = 6, .n_fixed = 0, .width = 0,
	.cstr = pmsi_zen_cstr, .generic = pmsi_zen4_generic, .cache = pmsi_zen_cache,
	.rules = pmsi_zen_rules, .source = ZEN_SOURCE,
};

/*
 * Zen 5 (family 0x1a), from arch/x86/events/amd/core.c 6.12:
 *  - generic events: amd_pmu_event_map() gives family 0x1a and later the
 *    Zen 4 map (amd_zen4_perfmon_event_map, "ZEN4 feature or family >=
 *    0x1a"); 6.1 had one map for family 0x17 and later (6.2-rc1 approx,
 *    as for Zen 4);
 *  - counters: amd_core_pmu_init() takes them from CPUID 0x80000022
 *    EBX.NumCorePmc under PerfMonV2 (X86_FEATURE_PERFMON_V2, in 6.1 and
 *    6.12 alike); 6, as on Zen 4 (not read from a family 1Ah PPR);
 *  - pairs: family >= 0x17 gets pair_constraint for event 0x003
 *    (amd_is_pair_event_code()), from 5.6-rc1 (5738891229a2), the same
 *    rule as Zen 2-4;
 *  - branch stacks: Zen 4 and 5 have AMD LBR v2, so amd_pmu_lbr_init()
 *    succeeds and the BRS constraints of amd_get_event_constraints_f19h()
 *    (Zen 3 only) never apply; branch-stack events are not modelled.
 * Event names: perf's amdzen5 table (mapfile AuthenticAMD-26).  libpfm4
 * 4.13 has no Zen 5 table (its pfmlib.h ends the AMD cores at
 * amd64_fam19h_zen4), so no libpfm4 name resolves on this model.
 */
/*
 * Zen 5's models: perf 7.0's mapfile (2c3cd43d27c1; mapfile.csv of the
 * 7.3.4 tree, AuthenticAMD-26-([12467][[:xdigit:]]|[[:xdigit:]])): 0x00-0x2f,
 * 0x40-0x4f, 0x60-0x7f; the rest of family 0x1a is Zen 6 (amdzen6).
 */
static const uint8_t zen5_ranges[] = { 0x00, 0x2f, 0x40, 0x4f, 0x60, 0x7f, PMS_CPU_RANGE_END };

const struct pms_model pms_model_zen5 = {
	.name = "zen5", .long_name = "zen-5", .aliases = "turin,granite-ridge,strix-point",
	.desc = "AMD Zen 5 (family 0x1a: EPYC 9005, Ryzen 9000; perf's amdzen5 event names)",
	.vendor = PMS_VENDOR_AMD, .family = 0x1a, .cpu_ranges = zen5_ranges,
	.pfm_pmu = NULL,
	.pfm_note = "libpfm4 4.13 has no Zen 5 table (pfmlib.h stops at amd64_fam19h_zen4); "
		    "names resolve through perf's amdzen5 JSON",
	.n_gp_ht = 6, .n_gp_noht = 6, .n_fixed = 0, .width = 0,
	.cstr = pmsi_zen_cstr, .generic = pmsi_zen4_generic, .cache = pmsi_zen_cache,
	.rules = pmsi_zen_rules,
	.source = ZEN_SOURCE "; family 0x1a takes the Zen 4 map (amd_pmu_event_map, 6.12); "
		  "counters from CPUID 0x80000022 (amd_core_pmu_init, PerfMonV2, 6.1, 6.12)",
	.counter_src = "CPUID 0x80000022 EBX.NumCorePmc (amd_core_pmu_init, 6.12): 6 assumed, "
		       "as Zen 4",
};

/*
 * Zen 6: family 0x1a models outside Zen 5's (perf 7.0, 2c3cd43d27c1: the
 * amdzen6 mapfile row AuthenticAMD-26-[[:xdigit:]]+ after amdzen5's).  The
 * kernel has no Zen 6 case: arch/x86/events/amd/core.c of 7.2.13 and 7.3.4
 * treats every family >= 0x1a alike (amd_pmu_event_map, "ZEN4 feature or
 * family >= 0x1a"; counters from CPUID 0x80000022), so the kernel side is
 * Zen 5's.  Event names: the event tables here are perf 6.12's, whose
 * mapfile gives all of family 0x1a amdzen5; perf 7.0's amdzen6 table is
 * not among them.
 */
static const uint8_t zen6_ranges[] = { 0x30, 0x3f, 0x50, 0x5f, 0x80, 0xff, PMS_CPU_RANGE_END };

const struct pms_model pms_model_zen6 = {
	.name = "zen6", .long_name = "zen-6", .aliases = "",
	.desc = "AMD Zen 6 (family 0x1a models outside Zen 5's; perf 6.12's amdzen5 event names)",
	.vendor = PMS_VENDOR_AMD, .family = 0x1a, .cpu_ranges = zen6_ranges,
	.pfm_pmu = NULL,
	.pfm_note = "libpfm4 4.13 has no Zen 6 table; names resolve through perf 6.12's mapfile "
		    "(amdzen5 for all of family 0x1a)",
	.n_gp_ht = 6, .n_gp_noht = 6, .n_fixed = 0, .width = 0,
	.cstr = pmsi_zen_cstr, .generic = pmsi_zen4_generic, .cache = pmsi_zen_cache,
	.rules = pmsi_zen_rules,
	.source = ZEN_SOURCE "; no Zen 6 case in arch/x86/events/amd/core.c 7.2.13, 7.3.4: family "
		  "0x1a as Zen 5; models per perf 7.0's mapfile (2c3cd43d27c1)",
	.counter_src = "CPUID 0x80000022 EBX.NumCorePmc (amd_core_pmu_init, 7.3.4): 6 assumed, "
		       "as Zen 4 and 5",
};
