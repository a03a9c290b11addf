/*
 * perf's own event tables (include/pmusched/pmu_events.h).
 *
 * Expected encodings are worked out by hand from the JSON of Linux
 * 6.12.117, tools/perf/pmu-events/arch/<arch>/<dir>/<file> (fields cited
 * per row), through jevents.py (6.12) and the core PMU's sysfs format:
 * Intel event config:0-7, umask 8-15, edge 18, any 21, inv 23, cmask
 * 24-31, offcore_rsp/ldlat/frontend config1 (arch/x86/events/intel/core.c
 * PMU_FORMAT_ATTR); AMD event config:0-7,32-35 (arch/x86/events/amd/core.c);
 * arm64 event config:0-15 (drivers/perf/arm_pmuv3.c).  jevents.py takes the
 * first code of a multi-code EventCode, and its real_event() fixes the
 * encodings of six names whatever their JSON says.
 */
#include <stdlib.h>
#include "../test.h"
#include "../../src/lib/pmu_events_int.h"

static const struct pms_perf_table *model_table(const char *model)
{
	return pms_model_perf_table(pms_model_find(model));
}

/* ---- model -> table through the mapfile ---- */

static enum t_result mapfile_models(struct tctx *t)
{
	/*
	 * Each model's first CPUID identity (models/x86/ files) against
	 * tools/perf/pmu-events/arch/x86/mapfile.csv (6.12), first row that
	 * matches; perf's string is vendor-family-model-stepping with the
	 * model in upper-case hex (tools/perf/arch/x86/util/header.c).
	 */
	static const struct { int line; const char *model, *cpuid, *dir, *version; } cases[] = {
		{ __LINE__, "nhm", "GenuineIntel-6-1A-0", "nehalemep", "v4" },	/* 6-1[AEF] */
		{ __LINE__, "wsm", "GenuineIntel-6-25-0", "westmereep-sp", "v4" },	/* 6-25 */
		{ __LINE__, "snb", "GenuineIntel-6-2A-0", "sandybridge", "v19" },
		{ __LINE__, "snb-ep", "GenuineIntel-6-2D-0", "jaketown", "v24" },
		{ __LINE__, "ivb", "GenuineIntel-6-3A-0", "ivybridge", "v24" },
		{ __LINE__, "ivb-ep", "GenuineIntel-6-3E-0", "ivytown", "v24" },
		{ __LINE__, "hsw", "GenuineIntel-6-3C-0", "haswell", "v35" },	/* (3C|45|46) */
		{ __LINE__, "hsw-ep", "GenuineIntel-6-3F-0", "haswellx", "v28" },
		{ __LINE__, "bdw", "GenuineIntel-6-3D-0", "broadwell", "v29" },	/* (3D|47) */
		{ __LINE__, "bdw-ep", "GenuineIntel-6-4F-0", "broadwellx", "v22" },
		{ __LINE__, "skl", "GenuineIntel-6-4E-0", "skylake", "v59" },
		{ __LINE__, "skx", "GenuineIntel-6-55-0", "skylakex", "v1.35" },	/* 6-55-[01234] */
		{ __LINE__, "clx", "GenuineIntel-6-55-5", "cascadelakex", "v1.22" },	/* 6-55-[5-F] */
		{ __LINE__, "cml", "GenuineIntel-6-A5-0", "skylake", "v59" },	/* A5 in skylake's row */
		{ __LINE__, "icl", "GenuineIntel-6-7D-0", "icelake", "v1.22" },	/* 6-7[DE] */
		{ __LINE__, "icx", "GenuineIntel-6-6A-0", "icelakex", "v1.26" },	/* 6-6[AC] */
		{ __LINE__, "spr", "GenuineIntel-6-8F-0", "sapphirerapids", "v1.23" },
		{ __LINE__, "zen1", "AuthenticAMD-23-0-0", "amdzen1", "v2" },
		{ __LINE__, "zen2", "AuthenticAMD-23-30-0", "amdzen2", "v1" },
		{ __LINE__, "zen3", "AuthenticAMD-25-0-0", "amdzen3", "v1" },
		{ __LINE__, "zen4", "AuthenticAMD-25-10-0", "amdzen4", "v1" },
		{ __LINE__, "zen5", "AuthenticAMD-26-0-0", "amdzen5", "v1" },
		{ __LINE__, "fam15h", "AuthenticAMD-21-0-0", NULL, NULL },	/* no family-21 row */
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		const struct pms_model *m = pms_model_find(cases[i].model);
		const struct pms_perf_table *tab;
		char id[64];

		if (!m) {
			t_fail(t, __FILE__, cases[i].line, "model %s missing", cases[i].model);
			continue;
		}
		pms_model_perf_cpuid(m, id, sizeof(id));
		CHECK(t, !strcmp(id, cases[i].cpuid), "line %d: cpuid %s", cases[i].line, id);
		tab = pms_model_perf_table(m);
		if (!cases[i].dir) {
			CHECK(t, tab == NULL, "line %d: a table for %s", cases[i].line, cases[i].model);
			continue;
		}
		CHECK(t, tab && !strcmp(pms_perf_table_dir(tab), cases[i].dir) &&
		      !strcmp(pms_perf_table_version(tab), cases[i].version) &&
		      !strcmp(pms_perf_table_arch(tab), "x86"),
		      "line %d: %s -> %s %s", cases[i].line, cases[i].model,
		      tab ? pms_perf_table_dir(tab) : "(none)", tab ? pms_perf_table_version(tab) : "");
	}
	return t_result(t);
}

static enum t_result cpuid_matching(struct tctx *t)
{
	/*
	 * perf 6.12 strcmp_cpuid_str(): x86 rows are POSIX EREs whose match
	 * must be as long as the identifier (without its stepping when the row
	 * has none); a full row never matches a short identifier.  arm64 rows
	 * are MIDRs: same part, variant.revision not older
	 * (tools/perf/arch/arm64/util/header.c).  Rows: the two mapfile.csv.
	 */
	static const struct { int line; const char *arch, *id, *dir; } cases[] = {
		{ __LINE__, "x86", "AuthenticAMD-23-2F-0", "amdzen1" },	/* ([12][0-9A-F]|[0-9A-F]) */
		{ __LINE__, "x86", "AuthenticAMD-23-31-0", "amdzen2" },	/* zen1 matches "3": too short */
		{ __LINE__, "x86", "AuthenticAMD-25-5F-1", "amdzen3" },	/* ([245][[:xdigit:]]|...) */
		{ __LINE__, "x86", "AuthenticAMD-25-61-2", "amdzen4" },
		{ __LINE__, "x86", "AuthenticAMD-25-1A-0", "amdzen4" },
		{ __LINE__, "x86", "AuthenticAMD-26-44-0", "amdzen5" },
		{ __LINE__, "x86", "GenuineIntel-6-55-4", "skylakex" },	/* 6-55-[01234] */
		{ __LINE__, "x86", "GenuineIntel-6-55-B", "cascadelakex" },	/* 6-55-[56789ABCDEF] */
		{ __LINE__, "x86", "GenuineIntel-6-55", NULL },	/* full rows need a stepping */
		{ __LINE__, "x86", "GenuineIntel-6-9E-D", "skylake" },
		{ __LINE__, "x86", "GenuineIntel-6-9e-D", NULL },	/* the patterns are upper case */
		{ __LINE__, "x86", "GenuineIntel-6-3CC-0", NULL },	/* (3C|45|46) is too short */
		{ __LINE__, "x86", "GenuineIntel-6-BA-2", "alderlake" },	/* (97|9A|B7|BA|BF) */
		{ __LINE__, "x86", "GenuineIntel-6-CF-1", "emeraldrapids" },
		{ __LINE__, "x86", "GenuineIntel-6-BD-1", "lunarlake" },
		{ __LINE__, "x86", "GenuineIntel-15-4-1", NULL },
		{ __LINE__, "arm64", "0x00000000410fd0b0", "arm/cortex-a76" },
		{ __LINE__, "arm64", "0x00000000413fd0b1", "arm/cortex-a76" },	/* r3p1 >= r0p0 */
		{ __LINE__, "arm64", "0x00000000410fd0c0", "arm/neoverse-n1" },
		{ __LINE__, "arm64", "0x00000000420f1000", "arm/cortex-a53" },
		{ __LINE__, "arm64", "0x00000000c00fac30", "ampere/ampereone" },
		{ __LINE__, "arm64", "0x00000000410fd999", NULL },
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		const struct pms_perf_table *tab = pms_perf_table_for_cpuid(cases[i].arch, cases[i].id);

		if (!cases[i].dir)
			CHECK(t, tab == NULL, "line %d: %s matched %s", cases[i].line, cases[i].id,
			      pms_perf_table_dir(tab));
		else
			CHECK(t, tab && !strcmp(pms_perf_table_dir(tab), cases[i].dir),
			      "line %d: %s -> %s", cases[i].line, cases[i].id,
			      tab ? pms_perf_table_dir(tab) : "(none)");
	}
	return t_result(t);
}

static enum t_result cpuid_strings(struct tctx *t)
{
	char buf[64];

	/* get_cpuid_str(): "%s-%u-%X-%X" */
	CHECK(t, pms_perf_cpuid_x86(PMS_VENDOR_INTEL, 6, 0x8f, 8, buf, sizeof(buf)) == PMS_OK &&
	      !strcmp(buf, "GenuineIntel-6-8F-8"), "%s", buf);
	CHECK(t, pms_perf_cpuid_x86(PMS_VENDOR_AMD, 0x19, 0x61, 2, buf, sizeof(buf)) == PMS_OK &&
	      !strcmp(buf, "AuthenticAMD-25-61-2"), "%s", buf);
	CHECK(t, pms_perf_cpuid_x86(PMS_VENDOR_AMD, 0x17, 0, 0, buf, sizeof(buf)) == PMS_OK &&
	      !strcmp(buf, "AuthenticAMD-23-0-0"), "%s", buf);
	CHECK(t, pms_perf_cpuid_x86(PMS_VENDOR_INTEL, 6, 0x55, 4, buf, 8) == PMS_EINVAL &&
	      buf[0] == '\0', "short buffer");
	return t_result(t);
}

/* ---- encodings: a sample per model ---- */

struct enc_case {
	int line;
	const char *model, *name;
	uint64_t config, config1;
	uint64_t counters;	/* Counter field, kernel numbering */
};

#define GP(n) ((UINT64_C(1) << (n)) - 1)
#define FX(k) (UINT64_C(1) << (32 + (k)))

static const struct enc_case samples[] = {
	/* nehalemep/cache.json: EventCode 0xB, UMask 0x10, MSRIndex 0x3F6, MSRValue 0x4 -> ldlat */
	{ __LINE__, "nhm", "mem_inst_retired.latency_above_threshold_4", 0x100b, 0x4, 0x8 },
	/* nehalemep/cache.json: 0xB7, UMask 0x1, MSRIndex 0x1A6, MSRValue 0x7F11; Counter "2" */
	{ __LINE__, "nhm", "offcore_response.any_data.any_cache_dram", 0x1b7, 0x7f11, 0x4 },
	/* nehalemep/pipeline.json: 0xE, UMask 0x1, Invert 1, CounterMask 1 */
	{ __LINE__, "nhm", "uops_issued.stall_cycles", 0x180010e, 0, GP(4) },
	/* westmereep-sp/pipeline.json: 0xB1, UMask 0x3f, AnyThread 1, Invert 1, CounterMask 1 */
	{ __LINE__, "wsm", "UOPS_EXECUTED.CORE_STALL_CYCLES", 0x1a03fb1, 0, GP(4) },
	/* westmereep-sp/cache.json: 0x51, UMask 0x1, Counter "0,1" */
	{ __LINE__, "wsm", "l1d.repl", 0x151, 0, GP(2) },
	/* sandybridge/cache.json: EventCode "0xB7, 0xBB" (first), MSRValue 0x3f803c0001 */
	{ __LINE__, "snb", "offcore_response.demand_data_rd.llc_hit.any_response", 0x1b7,
	  0x3f803c0001, GP(4) },
	/* sandybridge/memory.json: 0xCD, UMask 0x1, MSRIndex 0x3F6, MSRValue 0x4, Counter "3" */
	{ __LINE__, "snb", "mem_trans_retired.load_latency_gt_4", 0x1cd, 0x4, 0x8 },
	/* sandybridge/pipeline.json: 0xB1, UMask 0x2, Invert 1 (no CounterMask) */
	{ __LINE__, "snb", "uops_executed.core_cycles_none", 0x8002b1, 0, GP(4) },
	/* jaketown/pipeline.json: 0x0D, UMask 0x3, AnyThread 1, CounterMask 1 */
	{ __LINE__, "snb-ep", "int_misc.recovery_cycles_any", 0x120030d, 0, GP(4) },
	/* ivybridge/frontend.json: 0x79, UMask 0x30, EdgeDetect 1, CounterMask 1 */
	{ __LINE__, "ivb", "idq.ms_switches", 0x1043079, 0, GP(4) },
	/* ivybridge/pipeline.json: 0xA3, UMask 0x8, CounterMask 8, Counter "2" */
	{ __LINE__, "ivb", "cycle_activity.cycles_l1d_pending", 0x80008a3, 0, 0x4 },
	/* ivytown/cache.json: 0xD3, UMask 0xc */
	{ __LINE__, "ivb-ep", "mem_load_uops_llc_miss_retired.remote_dram", 0xcd3, 0, GP(4) },
	/* haswell/cache.json: 0x24, UMask 0x3f */
	{ __LINE__, "hsw", "l2_rqsts.miss", 0x3f24, 0, GP(4) },
	/* haswell/memory.json: 0xcd, UMask 0x1, MSRIndex 0x3F6, MSRValue 0x80, Counter "3" */
	{ __LINE__, "hsw", "mem_trans_retired.load_latency_gt_128", 0x1cd, 0x80, 0x8 },
	/* haswell/memory.json: "0xB7, 0xBB", UMask 0x1, MSRValue 0x3FFFC08FFF */
	{ __LINE__, "hsw", "offcore_response.all_requests.l3_miss.any_response", 0x1b7,
	  0x3fffc08fff, GP(4) },
	/* haswellx/pipeline.json: 0xb1, UMask 0x2, CounterMask 2 */
	{ __LINE__, "hsw-ep", "uops_executed.core_cycles_ge_2", 0x20002b1, 0, GP(4) },
	/* broadwell/cache.json: 0x48, UMask 0x1, AnyThread 1, CounterMask 1, Counter "2" */
	{ __LINE__, "bdw", "l1d_pend_miss.pending_cycles_any", 0x1200148, 0, 0x4 },
	/* broadwell/memory.json: 0xc9, UMask 0x8 */
	{ __LINE__, "bdw", "rtm_retired.aborted_misc1", 0x8c9, 0, GP(4) },
	/* broadwellx/memory.json: "0xB7, 0xBB", UMask 0x1, MSRValue 0x63BC00091 */
	{ __LINE__, "bdw-ep", "offcore_response.all_data_rd.llc_miss.remote_dram", 0x1b7,
	  0x63bc00091, GP(4) },
	/* skylake/frontend.json: 0xC6, UMask 0x1, MSRIndex 0x3F7, MSRValue 0x100206 -> frontend */
	{ __LINE__, "skl", "frontend_retired.latency_ge_2_bubbles_ge_1", 0x1c6, 0x100206, GP(4) },
	/* skylake/cache.json: "0xB7, 0xBB", UMask 0x1, MSRValue 0x10001C0001 */
	{ __LINE__, "skl", "offcore_response.demand_data_rd.l3_hit.snoop_hitm", 0x1b7,
	  0x10001c0001, GP(4) },
	/* skylake/pipeline.json: 0xA6, UMask 0x40 (cml maps to the same table) */
	{ __LINE__, "cml", "exe_activity.bound_on_stores", 0x40a6, 0, GP(4) },
	/* skylakex/cache.json: 0xD3, UMask 0x2 */
	{ __LINE__, "skx", "mem_load_l3_miss_retired.remote_dram", 0x2d3, 0, GP(4) },
	/* cascadelakex/cache.json: 0xD3, UMask 0x10 */
	{ __LINE__, "clx", "mem_load_l3_miss_retired.remote_pmm", 0x10d3, 0, GP(4) },
	/* cascadelakex/other.json: "0xB7, 0xBB", UMask 0x1, MSRValue 0x3F80400491 */
	{ __LINE__, "clx", "ocr.all_data_rd.pmm_hit_local_pmm.any_snoop", 0x1b7, 0x3f80400491,
	  GP(4) },
	/* icelake/frontend.json: 0xc6, UMask 0x1, MSRIndex 0x3F7, MSRValue 0x12 */
	{ __LINE__, "icl", "frontend_retired.l1i_miss", 0x1c6, 0x12, GP(8) },
	/* icelake/pipeline.json: TOPDOWN.SLOTS no EventCode, UMask 0x4, "Fixed counter 3" */
	{ __LINE__, "icl", "topdown.slots", 0x400, 0, FX(3) },
	/* icelake/pipeline.json: 0xec, UMask 0x2 */
	{ __LINE__, "icl", "cpu_clk_unhalted.distributed", 0x2ec, 0, GP(8) },
	/* icelakex/other.json: "0xB7, 0xBB", UMask 0x1, MSRValue 0x730000001 */
	{ __LINE__, "icx", "ocr.demand_data_rd.remote_dram", 0x1b7, 0x730000001, GP(4) },
	/* icelakex/memory.json: 0xcd, UMask 0x1, MSRIndex 0x3F6, MSRValue 0x200 */
	{ __LINE__, "icx", "mem_trans_retired.load_latency_gt_512", 0x1cd, 0x200, GP(8) },
	/* sapphirerapids/cache.json: EventCode "0x2A,0x2B" (first), UMask 0x1, MSRValue 0x10001 */
	{ __LINE__, "spr", "OCR.DEMAND_DATA_RD.ANY_RESPONSE", 0x12a, 0x10001, GP(4) },
	/* sapphirerapids/memory.json: 0xcd, UMask 0x1, ldlat 0x4, Counter "1,2,3,4,5,6,7" */
	{ __LINE__, "spr", "mem_trans_retired.load_latency_gt_4", 0x1cd, 0x4, 0xfe },
	/* sapphirerapids/frontend.json: 0xc6, UMask 0x1, MSRIndex 0x3F7, MSRValue 0x11 */
	{ __LINE__, "spr", "frontend_retired.dsb_miss", 0x1c6, 0x11, GP(8) },
	/* amdzen1/floating-point.json: 0x03, UMask 0xff (AMD JSON has no Counter) */
	{ __LINE__, "zen1", "fp_ret_sse_avx_ops.all", 0xff03, 0, 0 },
	/* amdzen1/memory.json: 0x76 */
	{ __LINE__, "zen1", "ls_not_halted_cyc", 0x76, 0, 0 },
	/* amdzen2/cache.json: 0x64, UMask 0x09 */
	{ __LINE__, "zen2", "l2_cache_req_stat.ic_dc_miss_in_l2", 0x964, 0, 0 },
	/* amdzen2/core.json: 0xc0 */
	{ __LINE__, "zen2", "ex_ret_instr", 0xc0, 0, 0 },
	/* amdzen3/memory.json: 0x43, UMask 0x08 */
	{ __LINE__, "zen3", "ls_dmnd_fills_from_sys.mem_io_local", 0x843, 0, 0 },
	/* amdzen3/other.json: 0xae, UMask 0x40 */
	{ __LINE__, "zen3", "de_dis_dispatch_token_stalls1.fp_sch_rsrc_stall", 0x40ae, 0, 0 },
	/* amdzen4/floating-point.json: 0x03, UMask 0x1f (issue 11's names) */
	{ __LINE__, "zen4", "fp_ret_sse_avx_ops.all", 0x1f03, 0, 0 },
	/* amdzen4/core.json: 0xc0 */
	{ __LINE__, "zen4", "ex_ret_instr", 0xc0, 0, 0 },
	/* amdzen4/other.json: 0x1a0, UMask 0x01: code bits 8-11 go to config 32-35 */
	{ __LINE__, "zen4", "de_no_dispatch_per_slot.no_ops_from_frontend", 0x1000001a0, 0, 0 },
	/* amdzen4/core.json: 0x1d0 */
	{ __LINE__, "zen4", "ex_ret_fused_instr", 0x1000000d0, 0, 0 },
	/* amdzen4/cache.json: 0x43, UMask 0x40 */
	{ __LINE__, "zen4", "ls_dmnd_fills_from_sys.dram_io_far", 0x4043, 0, 0 },
	/* amdzen5/execution.json: 0xd6, UMask 0xa2 */
	{ __LINE__, "zen5", "ex_no_retire.load_not_complete", 0xa2d6, 0, 0 },
	/* amdzen5/load-store.json: 0x44, UMask 0x48 */
	{ __LINE__, "zen5", "ls_any_fills_from_sys.dram_io_all", 0x4844, 0, 0 },
};

static enum t_result samples_per_model(struct tctx *t)
{
	for (size_t i = 0; i < T_ARRAY_SIZE(samples); i++) {
		const struct enc_case *c = &samples[i];
		const struct pms_perf_table *tab = model_table(c->model);
		struct pms_perf_event e;

		if (!tab || pms_perf_event_find(tab, c->name, NULL, &e) != PMS_OK) {
			t_fail(t, __FILE__, c->line, "%s: '%s' not found", c->model, c->name);
			continue;
		}
		CHECK(t, e.config == c->config && e.config1 == c->config1,
		      "line %d: %s config 0x%llx config1 0x%llx", c->line, c->name,
		      (unsigned long long)e.config, (unsigned long long)e.config1);
		CHECK(t, e.counters == c->counters, "line %d: %s counters 0x%llx", c->line, c->name,
		      (unsigned long long)e.counters);
		CHECK(t, e.refused == PMS_PERF_ENCODES, "line %d: refused", c->line);
	}
	return t_result(t);
}

/* The same names through the event-list parser: perf's encoding wins. */
static enum t_result samples_through_parser(struct tctx *t)
{
	for (size_t i = 0; i < T_ARRAY_SIZE(samples); i++) {
		const struct enc_case *c = &samples[i];
		struct pms_evlist *ev = NULL;
		struct pms_event_info info;

		if (pms_evlist_parse(pms_model_find(c->model), c->name, &ev, NULL) != PMS_OK) {
			t_fail(t, __FILE__, c->line, "%s: '%s' does not parse", c->model, c->name);
			continue;
		}
		pms_evlist_event(ev, 0, &info);
		CHECK(t, info.config == c->config && info.config1 == c->config1 &&
		      info.type == PMS_TYPE_RAW && !strcmp(info.resolved_by, "perf-json"),
		      "line %d: %s 0x%llx via %s", c->line, c->name, (unsigned long long)info.config,
		      info.resolved_by);
		pms_evlist_free(ev);
	}
	return t_result(t);
}

/* ---- jevents.py real_event(): six names with a fixed encoding ---- */

static enum t_result fixed_names(struct tctx *t)
{
	/*
	 * jevents.py (6.12) real_event(): inst_retired.any and
	 * inst_retired.any_p -> event=0xc0; cpu_clk_unhalted.ref ->
	 * event=0x0,umask=0x03; cpu_clk_unhalted.thread and
	 * cpu_clk_unhalted.core -> event=0x3c; cpu_clk_unhalted.thread_any ->
	 * event=0x3c,any=1.  The JSON rows say otherwise, cited per case.
	 */
	static const struct { int line; const char *arch, *dir, *name; uint64_t config, counters; } cases[] = {
		/* sapphirerapids/pipeline.json: INST_RETIRED.ANY, no EventCode, UMask 0x1 (0x100) */
		{ __LINE__, "x86", "sapphirerapids", "inst_retired.any", 0xc0, FX(0) },
		/* nehalemep/pipeline.json: INST_RETIRED.ANY_P EventCode 0xC0, UMask 0x1 (0x1c0) */
		{ __LINE__, "x86", "nehalemep", "inst_retired.any_p", 0xc0, GP(4) },
		/* nehalemep/pipeline.json: CPU_CLK_UNHALTED.REF, no EventCode, "Fixed counter 3"
		 * (this file counts fixed counters from 1: FIXED2) */
		{ __LINE__, "x86", "nehalemep", "cpu_clk_unhalted.ref", 0x300, FX(2) },
		/* sapphirerapids/pipeline.json: CPU_CLK_UNHALTED.THREAD, UMask 0x2 (0x200) */
		{ __LINE__, "x86", "sapphirerapids", "cpu_clk_unhalted.thread", 0x3c, FX(1) },
		/* alderlaken/pipeline.json: CPU_CLK_UNHALTED.CORE, UMask 0x2 (0x200) */
		{ __LINE__, "x86", "alderlaken", "cpu_clk_unhalted.core", 0x3c, FX(1) },
		/* skylake/pipeline.json: CPU_CLK_UNHALTED.THREAD_ANY, AnyThread 1, UMask 0x2 */
		{ __LINE__, "x86", "skylake", "cpu_clk_unhalted.thread_any", 0x20003c, FX(1) },
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		const struct pms_perf_table *tab = pms_perf_table_find(cases[i].arch, cases[i].dir);
		struct pms_perf_event e;

		if (!tab || pms_perf_event_find(tab, cases[i].name, NULL, &e)) {
			t_fail(t, __FILE__, cases[i].line, "'%s' not found", cases[i].name);
			continue;
		}
		CHECK(t, e.config == cases[i].config && e.config1 == 0 &&
		      (e.flags & PMS_PERF_FIXED_NAME) && e.counters == cases[i].counters,
		      "line %d: %s config 0x%llx flags 0x%x counters 0x%llx", cases[i].line,
		      cases[i].name, (unsigned long long)e.config, e.flags,
		      (unsigned long long)e.counters);
	}
	return t_result(t);
}

/* ---- other facts of a row ---- */

static enum t_result row_facts(struct tctx *t)
{
	const struct pms_perf_table *skl = pms_perf_table_find("x86", "skylake");
	const struct pms_perf_table *snb = pms_perf_table_find("x86", "sandybridge");
	const struct pms_perf_table *adl = pms_perf_table_find("x86", "alderlake");
	const struct pms_perf_table *nhm = pms_perf_table_find("x86", "nehalemep");
	struct pms_perf_event e, f;
	char terms[128];

	REQUIRE(t, skl && snb && adl && nhm, "tables missing");
	/* skylake/cache.json L2_LINES_OUT.USELESS_PREF: Deprecated "1", 0xF2/0x4 */
	CHECK(t, !pms_perf_event_find(skl, "L2_LINES_OUT.useless_pref", NULL, &e) &&
	      (e.flags & PMS_PERF_DEPRECATED) && e.config == 0x4f2, "deprecated");
	/* haswell/cache.json L2_RQSTS.MISS: Errata "HSD78, HSM80" */
	CHECK(t, !pms_perf_event_find(pms_perf_table_find("x86", "haswell"), "l2_rqsts.miss", NULL,
				      &e) && !strcmp(e.errata, "HSD78, HSM80"), "errata '%s'", e.errata);
	/* haswell/memory.json MEM_TRANS_RETIRED.LOAD_LATENCY_GT_128: PEBS "2", Data_LA "1" */
	CHECK(t, !pms_perf_event_find(pms_perf_table_find("x86", "haswell"),
				      "mem_trans_retired.load_latency_gt_128", NULL, &e) &&
	      e.pebs == 2 && (e.flags & PMS_PERF_DATA_LA) && e.msr == PMS_PERF_MSR_LDLAT,
	      "pebs %d flags 0x%x", e.pebs, e.flags);
	/* sandybridge/cache.json: EventCode "0xB7, 0xBB": first code encoded, second kept */
	CHECK(t, !pms_perf_event_find(snb, "offcore_response.demand_data_rd.llc_hit.any_response",
				      NULL, &e) && e.alt_code == 0xbb &&
	      e.msr == PMS_PERF_MSR_OFFCORE_RSP, "alt 0x%x", e.alt_code);
	pms_perf_event_terms(snb, &e, terms, sizeof(terms));
	CHECK(t, !strcmp(terms, "event=0xb7,umask=0x1,offcore_rsp=0x3f803c0001"), "%s", terms);
	/* perf matches JSON names case-insensitively (strcasecmp in its table search) */
	CHECK(t, !pms_perf_event_find(skl, "Inst_Retired.Any", NULL, &e) &&
	      !strcmp(e.name, "inst_retired.any") && !strcmp(e.pmu, "cpu"), "case");
	CHECK(t, pms_perf_event_find(skl, "inst_retired.an", NULL, &e) == PMS_ENOEVENT, "prefix");
	CHECK(t, pms_perf_event_find(skl, "inst_retired.anyy", NULL, &e) == PMS_ENOEVENT, "longer");
	/* alderlake/pipeline.json: INST_RETIRED.ANY for Unit cpu_atom and cpu_core */
	CHECK(t, !pms_perf_event_find(adl, "inst_retired.any", "cpu_core", &e) &&
	      !strcmp(e.pmu, "cpu_core") && e.config == 0xc0, "cpu_core");
	CHECK(t, !pms_perf_event_find(adl, "inst_retired.any", "cpu_atom", &f) &&
	      !strcmp(f.pmu, "cpu_atom") && f.index != e.index, "cpu_atom");
	CHECK(t, pms_perf_event_find(adl, "inst_retired.any", "cpu_other", &f) == PMS_ENOEVENT,
	      "unknown unit");
	/* nehalemep/cache.json LATENCY_ABOVE_THRESHOLD_0: MSRIndex 0x3F6 and no MSRValue:
	 * jevents writes "ldlat=None", which perf refuses ("expected numeric value") */
	CHECK(t, !pms_perf_event_find(nhm, "mem_inst_retired.latency_above_threshold_0", NULL, &e) &&
	      e.refused == PMS_PERF_NO_MSRVALUE, "refused %d", e.refused);
	CHECK(t, pms_perf_event_find(NULL, "x", NULL, &e) == PMS_EINVAL &&
	      pms_perf_event_at(skl, pms_perf_table_n_events(skl), &e) == PMS_ERANGE, "edges");
out:
	return t_result(t);
}

static enum t_result arm64_std_events(struct tctx *t)
{
	/*
	 * arm64 rows naming an ArchStdEvent take its encoding from the
	 * arch-level files (jevents.py preprocess_arch_std_files()).
	 */
	static const struct { int line; const char *dir, *name; uint64_t config; bool std; } cases[] = {
		/* arm/cortex-a76/cache.json ArchStdEvent L1D_CACHE; common-and-microarch.json 0x04 */
		{ __LINE__, "arm/cortex-a76", "l1d_cache", 0x4, true },
		/* arm/cortex-a76/branch.json BR_MIS_PRED; common-and-microarch.json 0x10 */
		{ __LINE__, "arm/cortex-a76", "BR_MIS_PRED", 0x10, true },
		/* arm/neoverse-n1/l1d_cache.json L1D_CACHE_RD; recommended.json 0x40 */
		{ __LINE__, "arm/neoverse-n1", "l1d_cache_rd", 0x40, true },
		/* hisilicon/hip08/core-imp-def.json L1I_CACHE_PRF: EventCode 0x102e (16-bit field) */
		{ __LINE__, "hisilicon/hip08", "l1i_cache_prf", 0x102e, false },
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		const struct pms_perf_table *tab = pms_perf_table_find("arm64", cases[i].dir);
		struct pms_perf_event e;

		if (!tab || pms_perf_event_find(tab, cases[i].name, NULL, &e)) {
			t_fail(t, __FILE__, cases[i].line, "'%s' not found", cases[i].name);
			continue;
		}
		CHECK(t, e.config == cases[i].config && e.counters == 0 &&
		      !!(e.flags & PMS_PERF_ARCH_STD) == cases[i].std, "line %d: 0x%llx flags 0x%x",
		      cases[i].line, (unsigned long long)e.config, e.flags);
	}
	return t_result(t);
}

static enum t_result metrics(struct tctx *t)
{
	const struct pms_perf_table *skl = pms_perf_table_find("x86", "skylake");
	const struct pms_perf_table *n2 = pms_perf_table_find("arm64", "arm/neoverse-n2-v2");
	struct pms_perf_metric m;

	REQUIRE(t, skl && n2, "tables missing");
	/* skylake/skl-metrics.json tma_frontend_bound */
	REQUIRE(t, !pms_perf_metric_find(skl, "TMA_FRONTEND_BOUND", &m), "tma_frontend_bound");
	CHECK(t, !strcmp(m.expr, "IDQ_UOPS_NOT_DELIVERED.CORE / tma_info_thread_slots") &&
	      !strcmp(m.groups, "BvFB;BvIO;PGO;TmaL1;TopdownL1;tma_L1_group") &&
	      !strcmp(m.threshold, "tma_frontend_bound > 0.15") && !strcmp(m.scale_unit, "100%") &&
	      m.constraint == PMS_PERF_MC_NONE, "%s | %s", m.expr, m.groups);
	/* skylake/skl-metrics.json tma_dtlb_load: MetricConstraint NO_GROUP_EVENTS_NMI, and a
	 * backslash-escaped event term in the expression */
	REQUIRE(t, !pms_perf_metric_find(skl, "tma_dtlb_load", &m), "tma_dtlb_load");
	CHECK(t, m.constraint == PMS_PERF_MC_NO_GROUP_EVENTS_NMI &&
	      !strncmp(m.expr, "min(9 * cpu@DTLB_LOAD_MISSES.STLB_HIT\\,cmask\\=1@ +", 48),
	      "%s", m.expr);
	/* arm/neoverse-n2-v2/metrics.json frontend_bound: its own MetricExpr, the rest from
	 * sbsa.json (MetricGroup "Default;TopdownL1", ScaleUnit "1percent of slots") */
	REQUIRE(t, !pms_perf_metric_find(n2, "frontend_bound", &m), "frontend_bound");
	CHECK(t, !strncmp(m.expr, "(100 * ((((STALL_SLOT_FRONTEND) if", 34) &&
	      !strcmp(m.groups, "Default;TopdownL1") && !strcmp(m.scale_unit, "1percent of slots"),
	      "%s | %s", m.expr, m.groups);
	CHECK(t, pms_perf_metric_find(skl, "no_such_metric", &m) == PMS_ENOEVENT, "unknown");
out:
	return t_result(t);
}

/* Every table: rows in search order, names lower case, every name found. */
static enum t_result table_integrity(struct tctx *t)
{
	size_t n_events = 0;

	CHECK(t, pms_perf_table_count() == 66, "%zu tables", pms_perf_table_count());
	CHECK(t, !strcmp(pms_perf_source(), "Linux 6.12.117"), "%s", pms_perf_source());
	for (size_t k = 0; k < pms_perf_table_count(); k++) {
		const struct pms_perf_table *tab = pms_perf_table_at(k);
		const char *prev = "";
		int prev_unit = -1;

		for (size_t i = 0; i < pms_perf_table_n_events(tab); i++) {
			struct pms_perf_event e, g;
			int cmp;

			pms_perf_event_at(tab, i, &e);
			cmp = strcmp(prev, e.name);
			if (cmp > 0 || (cmp == 0 && strcmp(e.pmu, "cpu") == prev_unit)) {
				t_fail(t, __FILE__, __LINE__, "%s: '%s' out of order",
				       pms_perf_table_dir(tab), e.name);
				break;
			}
			for (const char *p = e.name; *p; p++)
				if (*p >= 'A' && *p <= 'Z') {
					t_fail(t, __FILE__, __LINE__, "%s: upper case", e.name);
					break;
				}
			if (pms_perf_event_find(tab, e.name, e.pmu, &g) || g.index != i)
				t_fail(t, __FILE__, __LINE__, "%s: '%s' not found at %zu",
				       pms_perf_table_dir(tab), e.name, i);
			prev = e.name;
			prev_unit = !strcmp(e.pmu, "cpu");
		}
		n_events += pms_perf_table_n_events(tab);
	}
	/* the generator's count (tools/gen_pmu_events.py, models/events/pmu_events_map.c) */
	CHECK(t, n_events == 19480, "%zu events", n_events);
	for (size_t i = 0; i < pms_perf_map_count(); i++) {
		struct pms_perf_maprow r;

		pms_perf_map_row(i, &r);
		CHECK(t, r.table && !strcmp(pms_perf_table_dir(r.table), r.dir) &&
		      !strcmp(r.type, "core"), "map row %zu", i);
	}
	return t_result(t);
}

/* ---- the constraint lint ---- */

static int lint_of(const char *model, const char *name, bool ht, uint32_t kver, struct pms_lint *l,
		   struct pms_hwev *hw)
{
	struct pms_env env = PMS_ENV_DEFAULT;
	struct pms_evlist *ev = NULL;
	int rc;

	env.ht = ht;
	env.kver = kver;
	rc = pms_evlist_parse(pms_model_find(model), name, &ev, NULL);
	if (!rc)
		rc = pms_evlist_hwev(ev, 0, &env, hw);
	if (!rc)
		rc = pms_lint_event(pms_model_find(model), &env, hw, l);
	pms_evlist_free(ev);
	return rc;
}

static enum t_result lint_cases(struct tctx *t)
{
	/*
	 * Kernel masks from the model tables (models/x86/ files, their
	 * citations); vendor masks from the JSON Counter fields (6.12) and,
	 * with HT off, CounterHTOff (Linux 6.1's JSON).
	 */
	static const struct {
		int line;
		const char *model, *name;
		bool ht;
		uint32_t kver;
		enum pms_lint_status status;
		uint64_t a, b;
		uint32_t since, until;	/* the finding's kernels (a, else b) */
	} cases[] = {
		/* article: before 4.7-rc7, 0xd0 on Broadwell with HT off may use GP4-7;
		 * broadwell/cache.json MEM_UOPS_RETIRED.ALL_LOADS 0xD0/0x81, 6.1 CounterHTOff
		 * "0,1,2,3"; intel_bdw_event_constraints 0xd0 -> 0xf from 4.7-rc7 */
		{ __LINE__, "bdw", "mem_uops_retired.all_loads", false, PMS_KVER(4, 6),
		  PMS_LINT_FOUND, 0xf0, 0, 0, PMS_KVER_RC(4, 7, 7) },
		{ __LINE__, "bdw", "mem_uops_retired.all_loads", false, PMS_KVER(4, 7),
		  PMS_LINT_OK, 0, 0, 0, 0 },
		{ __LINE__, "bdw", "mem_uops_retired.all_loads", true, PMS_KVER(4, 6),
		  PMS_LINT_OK, 0, 0, 0, 0 },
		/* article: 0xd1 on Skylake, HT off, before 4.7-rc7 (skylake/cache.json
		 * MEM_LOAD_RETIRED.L1_HIT 0xD1/0x1, CounterHTOff "0,1,2,3") */
		{ __LINE__, "skl", "mem_load_retired.l1_hit", false, PMS_KVER(4, 6),
		  PMS_LINT_FOUND, 0xf0, 0, 0, PMS_KVER_RC(4, 7, 7) },
		/* article: 0xa3 on Broadwell limited to GP2 before 4.3-rc4 (needless): broadwell/
		 * pipeline.json CYCLE_ACTIVITY.CYCLES_L2_PENDING 0xA3/0x1 cmask 1, Counter
		 * "0,1,2,3"; the kernel knows Broadwell from 4.0-rc1 (models/x86/broadwell.c) */
		{ __LINE__, "bdw", "cycle_activity.cycles_l2_pending", true, PMS_KVER(4, 2),
		  PMS_LINT_FOUND, 0, 0xb, PMS_KVER_RC(4, 0, 1), PMS_KVER_RC(4, 3, 4) },
		/* Ivy Bridge 3.10-rc1..4.1-rc1 blacklists 0xd0 (mask 0) though the vendor allows
		 * 0-3 (ivybridge/cache.json MEM_UOPS_RETIRED.ALL_LOADS Counter "0,1,2,3") */
		{ __LINE__, "ivb", "mem_uops_retired.all_loads", true, PMS_KVER(3, 19),
		  PMS_LINT_FOUND, 0, 0xf, PMS_KVER_RC(3, 10, 1), PMS_KVER_RC(4, 1, 1) },
		/* event=0xc0: INST_RETIRED.ANY "Fixed counter 0" with INST_RETIRED.ANY_P
		 * "0,1,...,7" (sapphirerapids/pipeline.json) = the kernel's FIXED0|GP0-7 */
		{ __LINE__, "spr", "inst_retired.any", true, 0, PMS_LINT_OK, 0, 0, 0, 0 },
		{ __LINE__, "spr", "cpu_clk_unhalted.thread", true, 0, PMS_LINT_OK, 0, 0, 0, 0 },
		/* AMD JSON has no Counter field */
		{ __LINE__, "zen4", "ex_ret_instr", true, 0, PMS_LINT_NO_DATA, 0, 0, 0, 0 },
		/* TopDown metric pseudo-counters are not judged */
		{ __LINE__, "icl", "{slots,topdown-retiring}", true, 0, PMS_LINT_OK, 0, 0, 0, 0 },
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		const struct pms_model *m = pms_model_find(cases[i].model);
		struct pms_env env = PMS_ENV_DEFAULT;
		struct pms_kver_range r[4];
		struct pms_lint l;
		struct pms_hwev hw;
		size_t n = 0;

		if (lint_of(cases[i].model, cases[i].name, cases[i].ht, cases[i].kver, &l, &hw)) {
			t_fail(t, __FILE__, cases[i].line, "%s does not resolve", cases[i].name);
			continue;
		}
		CHECK(t, l.status == cases[i].status && l.a == cases[i].a && l.b == cases[i].b,
		      "line %d: status %d a 0x%llx b 0x%llx (kernel 0x%llx vendor 0x%llx)",
		      cases[i].line, l.status, (unsigned long long)l.a, (unsigned long long)l.b,
		      (unsigned long long)l.kernel, (unsigned long long)l.vendor);
		if (!cases[i].a && !cases[i].b)
			continue;
		env.ht = cases[i].ht;
		CHECK(t, pms_lint_versions(m, &env, &hw, cases[i].a ? PMS_LINT_A : PMS_LINT_B,
					   cases[i].a ? cases[i].a : cases[i].b, r, 4, &n) == PMS_OK &&
		      n == 1 && r[0].since == cases[i].since && r[0].until == cases[i].until,
		      "line %d: %zu ranges, first %u..%u", cases[i].line, n, n ? r[0].since : 0,
		      n ? r[0].until : 0);
	}
	return t_result(t);
}

static enum t_result lint_format(struct tctx *t)
{
	struct pms_kver_range r[3] = {
		{ 0, PMS_KVER_RC(4, 7, 7) }, { PMS_KVER_RC(5, 1, 1), PMS_KVER(5, 4) },
		{ PMS_KVER_RC(6, 2, 1), 0 },
	};
	char buf[160];

	pms_kver_ranges_format(r, 3, buf, sizeof(buf));
	CHECK(t, !strcmp(buf, "before 4.7-rc7, 5.1-rc1 to before 5.4, from 6.2-rc1"), "%s", buf);
	r[0].until = 0;
	pms_kver_ranges_format(r, 1, buf, sizeof(buf));
	CHECK(t, !strcmp(buf, "every modelled kernel"), "%s", buf);
	return t_result(t);
}

/*
 * Issue 11's Sapphire Rapids example: inst_retired.any and
 * cpu_clk_unhalted.thread are event=0xc0 and event=0x3c in perf, which the
 * kernel puts on FIXED0 and FIXED1, so with eight GP events nothing
 * multiplexes (intel_spr/glc constraints: 8 GP counters, fixed 0-3).
 * With the NMI watchdog on, its cycles event holds FIXED1 and
 * cpu_clk_unhalted.thread needs a ninth GP counter: rotation.
 */
static enum t_result spr_no_multiplexing(struct tctx *t)
{
	static const char list[] =
		"inst_retired.any,cpu_clk_unhalted.thread,br_inst_retired.all_branches,"
		"br_misp_retired.all_branches,longest_lat_cache.miss,uops_issued.any,"
		"uops_retired.slots,uops_dispatched.port_0,uops_dispatched.port_1,"
		"arith.divider_active";
	struct pms_sim_opts o = { .sz = sizeof(o), .env = PMS_ENV_DEFAULT };
	struct pms_evlist *ev = NULL;
	struct pms_sim *s = NULL;
	bool all = true, any_mux = false;

	REQUIRE(t, pms_evlist_parse(pms_model_find("spr"), list, &ev, NULL) == PMS_OK, "parse");
	o.env.kver = PMS_KVER(6, 12);
	o.env.nmi_watchdog = false;
	REQUIRE(t, pms_simulate(ev, &o, &s, NULL) == PMS_OK, "simulate");
	for (int i = 0; i < pms_sim_n_events(s); i++) {
		const struct pms_ev_result *r = pms_sim_result(s, i);

		all &= r->status == PMS_ST_COUNTED && r->running_ns == r->enabled_ns;
	}
	CHECK(t, all, "multiplexing predicted");
	CHECK(t, pms_sim_result(s, 0)->counters == FX(0) && pms_sim_result(s, 1)->counters == FX(1),
	      "fixed counters: 0x%llx 0x%llx",
	      (unsigned long long)pms_sim_result(s, 0)->counters,
	      (unsigned long long)pms_sim_result(s, 1)->counters);
	pms_sim_free(s);
	s = NULL;
	o.env.nmi_watchdog = true;
	REQUIRE(t, pms_simulate(ev, &o, &s, NULL) == PMS_OK, "simulate");
	for (int i = 0; i < pms_sim_n_events(s); i++)
		any_mux |= pms_sim_result(s, i)->running_ns < pms_sim_result(s, i)->enabled_ns;
	CHECK(t, any_mux, "the watchdog's FIXED1 should force rotation");
out:
	pms_sim_free(s);
	pms_evlist_free(ev);
	return t_result(t);
}

/* ---- dialects and unknown names ---- */

static enum t_result dialects(struct tctx *t)
{
	const struct pms_model *spr = pms_model_find("spr"), *hsw = pms_model_find("hsw");
	struct pms_dialect_enc perf, pfm;
	struct pms_evlist *ev = NULL;
	struct pms_event_info info;

	/* libpfm4's INST_RETIRED.ANY is not perf's event=0xc0 */
	REQUIRE(t, pms_event_dialects(spr, "inst_retired.any", &perf, &pfm) == PMS_OK, "dialects");
	CHECK(t, perf.known && perf.encodes && perf.config == 0xc0 &&
	      !strcmp(perf.detail, "sapphirerapids v1.23"), "perf %s", perf.detail);
	CHECK(t, pfm.known && pfm.config != perf.config, "libpfm4 0x%llx",
	      (unsigned long long)pfm.config);
	/* a libpfm4 spelling perf does not have (EVENT:UMASK) still resolves, by libpfm4 */
	REQUIRE(t, pms_evlist_parse(hsw, "L1D_PEND_MISS:PENDING", &ev, NULL) == PMS_OK, "pfm");
	pms_evlist_event(ev, 0, &info);
	CHECK(t, !strcmp(info.resolved_by, "libpfm4") && info.config == 0x148, "%s",
	      info.resolved_by);
	pms_evlist_free(ev);
	ev = NULL;
	/* a perf name with format terms: haswell/cache.json L1D_PEND_MISS.PENDING 0x48/0x1 */
	REQUIRE(t, pms_evlist_parse(hsw, "cpu/l1d_pend_miss.pending,cmask=1/", &ev, NULL) == PMS_OK,
		"terms");
	pms_evlist_event(ev, 0, &info);
	CHECK(t, !strcmp(info.resolved_by, "perf-json+term") && info.config == 0x1000148,
	      "%s 0x%llx", info.resolved_by, (unsigned long long)info.config);
out:
	pms_evlist_free(ev);
	return t_result(t);
}

static enum t_result unknown_names(struct tctx *t)
{
	static const struct { int line; const char *model, *name, *msg, *hint1, *hint2; } cases[] = {
		/* l2_rqsts.miss is in Intel tables only (e.g. haswell/cache.json) */
		{ __LINE__, "zen4", "l2_rqsts.miss", "unknown event 'l2_rqsts.miss'",
		  "perf knows 'l2_rqsts.miss' on nhm, wsm, hsw", "on zen4 try 'l2_" },
		/* skylake: inst_retired.any/any_p (perf), libpfm4's INST_RETIRED:ALL */
		{ __LINE__, "skl", "inst_retired.an", "unknown event", "'inst_retired.any'",
		  "(libpfm4)" },
		/* amdzen3/memory.json has mem_io_local, amdzen4 does not */
		{ __LINE__, "zen4", "ls_dmnd_fills_from_sys.mem_io_local", "unknown event",
		  "perf knows 'ls_dmnd_fills_from_sys.mem_io_local' on zen3;",
		  "'ls_dmnd_fills_from_sys." },
		/* nehalemep: perf cannot encode its own row (MSRIndex without MSRValue) */
		{ __LINE__, "nhm", "mem_inst_retired.latency_above_threshold_0",
		  "perf cannot encode its own event", "libpfm4 does not know", NULL },
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		struct pms_evlist *ev = NULL;
		struct pms_diag d;
		int rc = pms_evlist_parse(pms_model_find(cases[i].model), cases[i].name, &ev, &d);

		pms_evlist_free(ev);
		CHECK(t, rc == PMS_ENOEVENT && strstr(d.msg, cases[i].msg), "line %d: %d %s",
		      cases[i].line, rc, d.msg);
		CHECK(t, strstr(d.hint, cases[i].hint1) &&
		      (!cases[i].hint2 || strstr(d.hint, cases[i].hint2)), "line %d: hint '%s'",
		      cases[i].line, d.hint);
	}
	return t_result(t);
}

static enum t_result cli_version_and_list(struct tctx *t)
{
	const char *out, *err;

	CHECK(t, t_cli("--version", &out, &err) == 0 &&
	      strstr(out, "perf event tables: Linux 6.12.117"), "%s", out);
	/* skylake/pipeline.json INST_RETIRED.ANY and INST_RETIRED.ANY_P, event=0xc0 */
	CHECK(t, t_cli("events --list --cpu skl --kernel 6.12 'inst_retired.any*'", &out, &err) == 0 &&
	      strstr(out, "\ninst_retired.any    ") && strstr(out, "\ninst_retired.any_p  "),
	      "%s", out);
	CHECK(t, t_cli("events --list --cpu skl -e cycles", &out, &err) == 2 &&
	      strstr(err, "with --list"), "%s", err);
	/* options after the glob, as after any argument (it was "unexpected argument '--cpu'") */
	CHECK(t, t_cli("events --list 'inst_retired.any*' --cpu skl --kernel 6.12", &out, &err) == 0 &&
	      strstr(out, "\ninst_retired.any    ") && strstr(out, "cpu skl"), "%s%s", out, err);
	CHECK(t, t_cli("events --list 'inst_retired.any*' 'x*' --cpu skl", &out, &err) == 2 &&
	      strstr(err, "unexpected argument 'x*'"), "%s", err);
	/* --perf-version names a perf version (it said "bad kernel version") */
	CHECK(t, t_cli("events --perf-version 6.1x --cpu skl -e cycles", &out, &err) == 2 &&
	      strstr(err, "bad perf version '6.1x' at byte 3"), "%s", err);
	/*
	 * predict's warning: six 0xd0/0xd1 events on Broadwell, HT off, 4.6:
	 * GP0-7 all allowed (no row before 4.7-rc7), so two land on GP4-7,
	 * which Linux 6.1's CounterHTOff "0,1,2,3" rules out (broadwell/cache.json).
	 */
	CHECK(t, t_cli("predict --cpu bdw --ht off --kernel 4.6 --nmi-watchdog off --no-schedule -e "
		       "mem_uops_retired.all_loads,mem_load_uops_retired.l1_hit,"
		       "mem_load_uops_retired.l2_hit,mem_load_uops_retired.l3_hit,"
		       "mem_load_uops_retired.l1_miss,mem_load_uops_retired.l2_miss",
		       &out, &err) == 0 &&
	      strstr(err, "warning: 'mem_load_uops_retired.l1_miss' runs on GP4") &&
	      strstr(err, "(kernels that do so with HT off: before 4.7-rc7)"), "%s", err);
	CHECK(t, t_cli("predict --cpu bdw --ht off --kernel 4.7 --nmi-watchdog off --no-schedule -e "
		       "mem_uops_retired.all_loads,mem_load_uops_retired.l1_hit", &out, &err) == 0 &&
	      !strstr(err, "warning"), "%s", err);
	return t_result(t);
}

/* ---- the tables of other perf releases (models/events/perf_<tag>.c) ---- */

/*
 * Every table of every generated release, walked through its shared rows:
 * in search order, each name found at its own index, and the row counts
 * the generator printed (tools/gen_pmu_events.py --release, from Linux
 * 6.1.176, 7.2.13 and 7.3.4: 16008, 23988 and 24519 events).
 */
static enum t_result release_integrity(struct tctx *t)
{
	static const struct {
		const struct pmsi_pev_set *set;
		size_t n_tables, n_events;
		const char *source;
	} sets[] = {
		{ &pmsi_pev_set_6_1, 54, 16008, "Linux 6.1.176" },
		{ &pmsi_pev_set_6_12, 66, 19480, "Linux 6.12.117" },
		{ &pmsi_pev_set_7_2, 74, 23988, "Linux 7.2.13" },
		{ &pmsi_pev_set_7_3, 75, 24519, "Linux 7.3.4" },
	};

	for (size_t s = 0; s < PMS_ARRAY_SIZE(sets); s++) {
		size_t n = 0;

		CHECK(t, sets[s].set->n_tables == sets[s].n_tables, "%s: %zu tables",
		      sets[s].source, sets[s].set->n_tables);
		CHECK(t, !strcmp(sets[s].set->source, sets[s].source), "%s", sets[s].set->source);
		for (size_t k = 0; k < sets[s].set->n_tables; k++) {
			const struct pms_perf_table *tab = sets[s].set->tables[k];
			const char *prev = "";
			bool bad = false;

			for (size_t i = 0; i < pms_perf_table_n_events(tab) && !bad; i++) {
				struct pms_perf_event e, g;

				pms_perf_event_at(tab, i, &e);
				bad = strcmp(prev, e.name) > 0 ||
				      pms_perf_event_find(tab, e.name, e.pmu, &g) || g.index != i ||
				      strcmp(g.name, e.name) || g.config != e.config;
				if (bad)
					t_fail(t, __FILE__, __LINE__, "%s %s: row %zu '%s'",
					       sets[s].source, pms_perf_table_dir(tab), i, e.name);
				prev = e.name;
			}
			n += pms_perf_table_n_events(tab);
		}
		CHECK(t, n == sets[s].n_events, "%s: %zu events", sets[s].source, n);
		for (size_t i = 0; i < sets[s].set->n_map; i++)
			CHECK(t, !strcmp(pms_perf_table_dir(sets[s].set->map[i].table),
					 sets[s].set->map[i].dir), "%s map row %zu", sets[s].source, i);
	}
	return t_result(t);
}

/*
 * The release a perf version reads, as the metric tables pick theirs
 * (metric_table.c pick(): 6.4-6.11 read 6.12's; 7.3-rc5 is not yet 7.3).
 * 0 (no perf version, no kernel) is the newest release, 7.3, as
 * pms_perf_version_for(0, 0) is: it was 6.12 when the parser's default was
 * PMS_PERF_NEWEST (issue 28: one meaning of "not given" in the library).
 */
static enum t_result release_pick(struct tctx *t)
{
	static const struct {
		uint32_t v;
		const char *source;
	} cases[] = {
		{ 0, "Linux 7.3.4" },
		{ PMS_KVER(6, 1), "Linux 6.1.176" },
		{ PMS_KVER(6, 3), "Linux 6.1.176" },
		{ PMS_KVER(6, 8), "Linux 6.12.117" },
		{ PMS_KVER(6, 18), "Linux 6.12.117" },
		{ PMS_KVER(7, 2), "Linux 7.2.13" },
		{ PMS_KVER_RC(7, 3, 5), "Linux 7.2.13" },
		{ PMS_KVER(7, 3), "Linux 7.3.4" },
		{ PMS_KVER(7, 4), "Linux 7.3.4" },
	};

	for (size_t i = 0; i < PMS_ARRAY_SIZE(cases); i++) {
		struct pms_mlist_opts o = PMS_MLIST_OPTS_INIT;
		struct pms_mlist *l = NULL;
		char want[32];

		CHECK(t, !strcmp(pms_perf_source_for(cases[i].v), cases[i].source), "%u: %s",
		      cases[i].v, pms_perf_source_for(cases[i].v));
		/* the metric table of the same version comes from the same tree */
		o.perf_version = cases[i].v;
		o.metrics = "TopdownL1";
		o.flags = PMS_MLIST_HAS_EVENTS;
		if (pms_mlist_build(pms_model_find("skl"), &o, &l, NULL) == PMS_OK) {
			pms_kver_format(pms_mlist_table_version(l, NULL), want, sizeof(want));
			CHECK(t, !strncmp(cases[i].source + 6, want, strlen(want)), "%u: metric table %s",
			      cases[i].v, want);
		} else {
			t_fail(t, __FILE__, __LINE__, "%u: TopdownL1 on skl", cases[i].v);
		}
		pms_mlist_free(l);
	}
	return t_result(t);
}

/*
 * Rows that differ by release, worked out by hand from the JSON:
 * - 7.3.4 arrowlake/pipeline.json TOPDOWN_BE_BOUND.ALLOC_RESTRICTIONS
 *   (EventCode 0x74, UMask 0x1, Unit cpu_atom): 0x174; perf 6.12's JSON has
 *   no arrowlake directory and its lunarlake (arl's stand-in) lacks the name.
 * - 7.3.4 arrowlake/pipeline.json BR_INST_RETIRED.COND_TAKEN (0xc4, UMask
 *   0x101, cpu_core): umask is config:8-15,40-47 on Arch PerfMon v6 parts
 *   (umask2_show(), arch/x86/events/intel/core.c 7.3), so 0x100000001c4.
 * - 7.3.4 novalake/cache.json MEM_LOAD_L2_MISS_RETIRED.L3_HIT_SAME_CBB (0xd6,
 *   UMask 0x1, MSRIndex 0x3E0,..., MSRValue 0xED000400000001): 7.3's
 *   jevents.py lookup_msr() maps 0x3E0 to offcore_rsp (config1).
 * - alderlake/pipeline.json ARITH.IDIV_ACTIVE (cpu_core, 0xb0 UMask 0x8):
 *   6.1.176 has no CounterMask (0x8b0), 6.12.117 CounterMask 1 (0x10008b0).
 * - 6.1.176 icelake/pipeline.json TOPDOWN.BR_MISPREDICT_SLOTS: not in 6.12.
 */
static enum t_result release_rows(struct tctx *t)
{
	static const struct {
		const char *model, *name, *pmu;
		uint32_t v;
		int rc;
		uint64_t config, config1;
	} cases[] = {
		{ "arl", "topdown_be_bound.alloc_restrictions", "cpu_atom", PMS_KVER(7, 3), PMS_OK, 0x174, 0 },
		{ "arl", "topdown_be_bound.alloc_restrictions", "cpu_atom", PMS_KVER(6, 12), PMS_ENOEVENT, 0, 0 },
		{ "arl", "br_inst_retired.cond_taken", "cpu_core", PMS_KVER(7, 3), PMS_OK, 0x100000001c4ull, 0 },
		{ "nvl", "mem_load_l2_miss_retired.l3_hit_same_cbb", "cpu_core", PMS_KVER(7, 3), PMS_OK, 0x1d6, 0xed000400000001ull },
		{ "adl", "arith.idiv_active", "cpu_core", PMS_KVER(6, 1), PMS_OK, 0x8b0, 0 },
		{ "adl", "arith.idiv_active", "cpu_core", PMS_KVER(6, 12), PMS_OK, 0x10008b0, 0 },
		{ "icl", "topdown.br_mispredict_slots", NULL, PMS_KVER(6, 1), PMS_OK, 0, 0 },
		{ "icl", "topdown.br_mispredict_slots", NULL, PMS_KVER(6, 12), PMS_ENOEVENT, 0, 0 },
	};

	for (size_t i = 0; i < PMS_ARRAY_SIZE(cases); i++) {
		const struct pms_perf_table *tab =
			pms_model_perf_table_for(pms_model_find(cases[i].model), cases[i].v);
		struct pms_perf_event e;
		int rc = pms_perf_event_find(tab, cases[i].name, cases[i].pmu, &e);

		CHECK(t, rc == cases[i].rc, "%s %s at %u: %d", cases[i].model, cases[i].name,
		      cases[i].v, rc);
		if (rc == PMS_OK && cases[i].config)
			CHECK(t, e.config == cases[i].config && e.config1 == cases[i].config1,
			      "%s %s at %u: 0x%llx 0x%llx", cases[i].model, cases[i].name, cases[i].v,
			      (unsigned long long)e.config, (unsigned long long)e.config1);
	}
	/* the parser of that perf release resolves through the same table */
	{
		struct pms_evlist_opts eo = PMS_EVLIST_OPTS_INIT;
		struct pms_evlist *ev = NULL;
		struct pms_event_info info;
		struct pms_diag d;
		char how[200];

		eo.perf_version = PMS_KVER(7, 3);
		CHECK(t, pms_evlist_parse_opts(pms_model_find("arl"),
					       "cpu_atom/topdown_be_bound.alloc_restrictions/", &eo,
					       &ev, &d) == PMS_OK, "%s", d.msg);
		if (ev && pms_evlist_event(ev, 0, &info) == PMS_OK) {
			CHECK(t, info.config == 0x174, "0x%llx", (unsigned long long)info.config);
			pms_evlist_describe(ev, 0, NULL, how, sizeof(how));
			CHECK(t, strstr(how, "perf 7.3 arrowlake v1.20"), "%s", how);
		}
		pms_evlist_free(ev);
		ev = NULL;
		eo.perf_version = PMS_KVER(6, 12);
		CHECK(t, pms_evlist_parse_opts(pms_model_find("arl"),
					       "cpu_atom/topdown_be_bound.alloc_restrictions/", &eo,
					       &ev, &d) == PMS_ENOEVENT, "6.12 parsed it");
		pms_evlist_free(ev);
	}
	return t_result(t);
}

const struct t_case t_pmu_events_cases[] = {
	{ "release_integrity", release_integrity },
	{ "release_pick", release_pick },
	{ "release_rows", release_rows },
	{ "mapfile_models", mapfile_models },
	{ "cpuid_matching", cpuid_matching },
	{ "cpuid_strings", cpuid_strings },
	{ "samples_per_model", samples_per_model },
	{ "samples_through_parser", samples_through_parser },
	{ "fixed_names", fixed_names },
	{ "row_facts", row_facts },
	{ "arm64_std_events", arm64_std_events },
	{ "metrics", metrics },
	{ "table_integrity", table_integrity },
	{ "lint_cases", lint_cases },
	{ "lint_format", lint_format },
	{ "spr_no_multiplexing", spr_no_multiplexing },
	{ "dialects", dialects },
	{ "unknown_names", unknown_names },
	{ "cli_version_and_list", cli_version_and_list },
	{ NULL, NULL },
};
