/*
 * arm64 models: registration, counters and names, the drivers' event maps,
 * perf's arm64 tables, event parsing (PMU names, format terms), host
 * identification by MIDR, and Zen 5.  Every expected value is read from
 * the kernel 6.12/6.1 or perf 6.12 source named in the case (or the data
 * rows of models/arm64/cores.c with their citations) and derived by hand.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "../test.h"

#define K(a, b, c) PMS_KVER_RC(a, b, c)
#define CYC (UINT64_C(1) << 31)
#define ARM_MODELS "neoverse-n1", "neoverse-v1", "neoverse-n2", "neoverse-v2", "ampereone", \
	"apple-m1", "apple-m2"

static const struct pms_model *mdl(const char *name)
{
	return pms_model_find(name);
}

/* Every arm64 model validates, and its PMUs are the core row's (cores.c). */
static enum t_result registered(struct tctx *t)
{
	static const struct {
		int line;
		const char *name, *pmu0;
		enum pms_alloc alloc;
		size_t n_pmus;
		uint64_t counters;	/* 6.12: PMCR_EL0.N GP + CYCLES; Apple 10 */
	} cases[] = {
		/* armv8pmu_probe_pmu: cntr_mask = N GP + ARMV8_PMU_CYCLE_IDX (31), 6.12 */
		{ __LINE__, "neoverse-n1", "armv8_pmuv3_0", PMS_ALLOC_ARM_PMUV3, 1, 0x3f | CYC },
		{ __LINE__, "neoverse-v1", "armv8_pmuv3_0", PMS_ALLOC_ARM_PMUV3, 1, 0x3f | CYC },
		{ __LINE__, "neoverse-n2", "armv8_pmuv3_0", PMS_ALLOC_ARM_PMUV3, 1, 0x3f | CYC },
		{ __LINE__, "neoverse-v2", "armv8_pmuv3_0", PMS_ALLOC_ARM_PMUV3, 1, 0x3f | CYC },
		{ __LINE__, "ampereone", "armv8_pmuv3_0", PMS_ALLOC_ARM_PMUV3, 1, 0x3ff | CYC },
		/* the generic PMUv3: 6 assumed (cores.c) */
		{ __LINE__, "armv8-pmuv3", "armv8_pmuv3_0", PMS_ALLOC_ARM_PMUV3, 1, 0x3f | CYC },
		/* m1_pmu_init: bitmap_set(cntr_mask, 0, M1_PMU_NR_COUNTERS = 10) */
		{ __LINE__, "apple-m1", "apple_firestorm_pmu", PMS_ALLOC_APPLE, 2, 0x3ff },
		{ __LINE__, "apple-m2", "apple_avalanche_pmu", PMS_ALLOC_APPLE, 2, 0x3ff },
	};
	struct pms_env env = PMS_ENV_DEFAULT;
	struct pms_diag d;

	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		const struct pms_model *m = mdl(cases[i].name);

		REQUIRE(t, m, "line %d: not registered", cases[i].line);
		CHECK(t, pms_model_validate(m, &d) == PMS_OK, "line %d: %s", cases[i].line, d.msg);
		CHECK(t, !strcmp(pms_model_pmu_name(m), cases[i].pmu0), "line %d: pmu %s",
		      cases[i].line, pms_model_pmu_name(m));
		CHECK(t, pms_model_alloc(m) == cases[i].alloc && pms_model_vendor(m) == PMS_VENDOR_ARM64,
		      "line %d: allocator", cases[i].line);
		CHECK(t, pms_model_n_pmus(m) == cases[i].n_pmus, "line %d: %zu PMUs", cases[i].line,
		      pms_model_n_pmus(m));
		CHECK(t, pms_model_counter_mask(m, &env) == cases[i].counters, "line %d: 0x%llx",
		      cases[i].line, (unsigned long long)pms_model_counter_mask(m, &env));
		CHECK(t, pms_model_n_fixed(m) == 0 && pms_model_n_metrics(m) == 0,
		      "line %d: no x86 fixed or metric counters", cases[i].line);
	}
	/* Apple: the E-core PMUs (m1_pmu_ice_init, m2_pmu_blizzard_init 6.12) */
	CHECK(t, pms_model_pmu_find(mdl("apple-m1"), "apple_icestorm_pmu") &&
	      pms_model_core_type(pms_model_pmu_find(mdl("apple-m1"), "apple_icestorm_pmu")) ==
	      PMS_CORE_E, "m1 icestorm is the E PMU");
	CHECK(t, pms_model_find("graviton3") == mdl("neoverse-v1") &&
	      pms_model_find("grace") == mdl("neoverse-v2"), "aliases from cores.c");
	/* the Apple M2 driver arrived in 6.4 (7d0bfb7c9977): nothing before */
	env.kver = K(6, 3, 0);
	CHECK(t, pms_model_counter_mask(mdl("apple-m2"), &env) == 0, "no M2 driver in 6.3");
out:
	return t_result(t);
}

/* Counter names: GP k, CYCLES (31), INSTR (32): pms_arm_counter_name(). */
static enum t_result names(struct tctx *t)
{
	const struct pms_model *n1 = mdl("neoverse-n1"), *m1 = mdl("apple-m1");
	char buf[64];

	pms_model_counter_name(n1, 31, buf, sizeof(buf));
	CHECK(t, !strcmp(buf, "CYCLES"), "31 is %s", buf);
	pms_model_counter_name(n1, 5, buf, sizeof(buf));
	CHECK(t, !strcmp(buf, "GP5"), "5 is %s", buf);
	pms_model_mask_format(n1, 0x3f | CYC, buf, sizeof(buf));
	CHECK(t, !strcmp(buf, "GP0-5,CYCLES"), "mask %s", buf);
	pms_model_mask_format(n1, 0x2a, buf, sizeof(buf));
	CHECK(t, !strcmp(buf, "GP1,GP3,GP5"), "mask %s", buf);
	/* Apple counter 9 is a GP counter, not a cycle counter */
	pms_model_mask_format(m1, 0x3fd, buf, sizeof(buf));
	CHECK(t, !strcmp(buf, "GP0,GP2-9"), "apple mask %s", buf);
	/* x86 unchanged */
	pms_model_mask_format(mdl("skl"), 0xf | UINT64_C(1) << 32, buf, sizeof(buf));
	CHECK(t, !strcmp(buf, "GP0-3,FIXED0"), "x86 mask %s", buf);
	return t_result(t);
}

/*
 * armv8_pmuv3_perf_map / armv8_pmuv3_perf_cache_map (arm_pmuv3.c 6.12;
 * perf_event.c 6.1) and m1_pmu_perf_map (apple_m1_cpu_pmu.c 6.12).
 */
static enum t_result event_maps(struct tctx *t)
{
	static const struct {
		int line;
		const char *model;
		uint32_t kver;
		enum pms_generic g;
		uint64_t config;	/* 0: not supported */
	} gen[] = {
		{ __LINE__, "neoverse-n1", 0, PMS_HW_CPU_CYCLES, 0x11 },	/* CPU_CYCLES */
		{ __LINE__, "neoverse-n1", 0, PMS_HW_INSTRUCTIONS, 0x08 },	/* INST_RETIRED */
		{ __LINE__, "neoverse-n1", 0, PMS_HW_CACHE_REFERENCES, 0x04 },	/* L1D_CACHE */
		{ __LINE__, "neoverse-n1", 0, PMS_HW_CACHE_MISSES, 0x03 },	/* L1D_CACHE_REFILL */
		/* __armv8_pmuv3_map_event_id(): BR_RETIRED when PMCEID has it (6.12) */
		{ __LINE__, "neoverse-n1", 0, PMS_HW_BRANCH_INSTRUCTIONS, 0x21 },
		/* 6.1's map: PC_WRITE_RETIRED */
		{ __LINE__, "neoverse-n1", K(6, 1, 0), PMS_HW_BRANCH_INSTRUCTIONS, 0x0c },
		{ __LINE__, "neoverse-v2", 0, PMS_HW_BRANCH_MISSES, 0x10 },	/* BR_MIS_PRED */
		{ __LINE__, "neoverse-v2", 0, PMS_HW_BUS_CYCLES, 0x1d },
		{ __LINE__, "ampereone", 0, PMS_HW_STALLED_CYCLES_FRONTEND, 0x23 },
		{ __LINE__, "ampereone", 0, PMS_HW_STALLED_CYCLES_BACKEND, 0x24 },
		{ __LINE__, "neoverse-n2", 0, PMS_HW_REF_CPU_CYCLES, 0 },	/* unsupported */
		{ __LINE__, "apple-m1", 0, PMS_HW_CPU_CYCLES, 0x02 },	/* CORE_ACTIVE_CYCLE */
		{ __LINE__, "apple-m1", 0, PMS_HW_INSTRUCTIONS, 0x8c },	/* INST_ALL */
		/* m1_pmu_perf_map gained branches (INST_BRANCH 0x8d) and branch-misses
		 * (BRANCH_MISPRED_NONSPEC 0xcb) in 4575353d82e2 (6.14): absent from
		 * apple_m1_cpu_pmu.c 6.12.117, present in 7.2.13 */
		{ __LINE__, "apple-m2", K(6, 12, 0), PMS_HW_BRANCH_MISSES, 0 },
		{ __LINE__, "apple-m1", K(6, 13, 0), PMS_HW_BRANCH_INSTRUCTIONS, 0 },
		{ __LINE__, "apple-m1", K(6, 14, 0), PMS_HW_BRANCH_INSTRUCTIONS, 0x8d },
		{ __LINE__, "apple-m2", 0, PMS_HW_BRANCH_MISSES, 0xcb },
		{ __LINE__, "apple-m1", K(7, 3, 0), PMS_HW_BRANCH_MISSES, 0xcb },
	};
	static const struct {
		int line;
		const char *model;
		unsigned id, op, res;
		uint64_t config;
	} cache[] = {
		{ __LINE__, "neoverse-n1", 0, 0, 1, 0x03 },	/* L1D read miss: L1D_CACHE_REFILL */
		{ __LINE__, "neoverse-n1", 1, 0, 0, 0x14 },	/* L1I read access: L1I_CACHE */
		{ __LINE__, "neoverse-n1", 2, 0, 1, 0x37 },	/* LL read miss: LL_CACHE_MISS_RD */
		{ __LINE__, "neoverse-n1", 3, 0, 0, 0x25 },	/* DTLB read access: L1D_TLB */
		{ __LINE__, "neoverse-n1", 4, 0, 1, 0x02 },	/* ITLB read miss: L1I_TLB_REFILL */
		{ __LINE__, "neoverse-n1", 5, 0, 0, 0x12 },	/* BPU read access: BR_PRED */
		{ __LINE__, "neoverse-n1", 0, 1, 0, 0 },	/* L1D write: unsupported */
		{ __LINE__, "apple-m1", 0, 0, 0, 0 },	/* no cache map (NULL) */
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(gen); i++) {
		struct pms_env env = PMS_ENV_DEFAULT;
		uint64_t cfg = 0;
		int rc;

		env.kver = gen[i].kver;
		rc = pms_model_generic(mdl(gen[i].model), &env, gen[i].g, &cfg);
		CHECK(t, gen[i].config ? rc == PMS_OK && cfg == gen[i].config : rc == PMS_ENOEVENT,
		      "line %d: rc %d config 0x%llx", gen[i].line, rc, (unsigned long long)cfg);
	}
	for (size_t i = 0; i < T_ARRAY_SIZE(cache); i++) {
		struct pms_env env = PMS_ENV_DEFAULT;
		uint64_t cfg = 0;
		int rc = pms_model_cache(mdl(cache[i].model), &env,
					 cache[i].id | cache[i].op << 8 | cache[i].res << 16, &cfg);

		CHECK(t, cache[i].config ? rc == PMS_OK && cfg == cache[i].config : rc == PMS_ENOEVENT,
		      "line %d: rc %d config 0x%llx", cache[i].line, rc, (unsigned long long)cfg);
	}
	return t_result(t);
}

/*
 * Names on a PMUv3 without perf JSON: the sysfs aliases of
 * armv8_pmuv3_event_attrs (arm_pmuv3.c 6.12 and 7.3, perf_event.c 6.1: the
 * same 88 names; ARMV8_PMUV3_PERFCTR_*, ARMV8_SPE_*, include/linux/perf/
 * arm_pmuv3.h), matched without regard to case as perf matches aliases.
 */
static enum t_result generic_names(struct tctx *t)
{
	static const struct {
		int line;
		const char *ev, *config;	/* NULL: unknown */
	} cases[] = {
		{ __LINE__, "inst_retired", "0x8" },
		{ __LINE__, "armv8_pmuv3_0/l1d_cache_refill/", "0x3" },
		{ __LINE__, "armv8_pmuv3/cpu_cycles/", "0x11" },	/* devicetree name */
		{ __LINE__, "STALL_SLOT", "0x3f" },
		{ __LINE__, "sample_pop", "0x4000" },
		{ __LINE__, "mem_access_checked_wr", "0x4026" },
		{ __LINE__, "br_retired", "0x21" },
		{ __LINE__, "chain", NULL },		/* 0x1e has no sysfs entry */
		{ __LINE__, "inst_retired_x", NULL },
		{ __LINE__, "l1d_cache_rd", NULL },	/* a JSON name, not a sysfs one */
	};
	char cmd[200], want[64];
	const char *out, *err;

	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		int rc;

		snprintf(cmd, sizeof(cmd), "events --cpu armv8-pmuv3 --kernel 6.12 --json -e %s",
			 cases[i].ev);
		rc = t_cli(cmd, &out, &err);
		if (!cases[i].config) {
			CHECK(t, rc != 0 && strstr(err, "unknown event"), "line %d: %d %s",
			      cases[i].line, rc, err);
			continue;
		}
		snprintf(want, sizeof(want), "\"dialect\":\"sysfs\",\"config\":\"%s\"",
			 cases[i].config);
		CHECK(t, rc == 0 && strstr(out, want), "line %d: %d %s %s", cases[i].line, rc, out,
		      err);
	}
	/* a model with JSON also finds a sysfs name its JSON lacks (n1 has no
	 * 0x4000 SPE events in perf 6.12's neoverse-n1 JSON) */
	CHECK(t, t_cli("events --cpu neoverse-n1 --kernel 6.12 --json -e sample_pop", &out,
		       &err) == 0 && strstr(out, "\"config\":\"0x4000\""), "n1: %s %s", out, err);
	return t_result(t);
}

/* perf 6.12 arm64 mapfile.csv rows, matched by MIDR (strcmp_cpuid_str). */
static enum t_result perf_tables(struct tctx *t)
{
	static const struct {
		int line;
		const char *model, *dir;	/* NULL: perf has no table */
	} cases[] = {
		{ __LINE__, "neoverse-n1", "arm/neoverse-n1" },	/* 0x00000000410fd0c0 */
		{ __LINE__, "neoverse-v1", "arm/neoverse-v1" },	/* 0x00000000410fd400 */
		{ __LINE__, "neoverse-n2", "arm/neoverse-n2-v2" },	/* 0x00000000410fd490 */
		{ __LINE__, "neoverse-v2", "arm/neoverse-n2-v2" },	/* 0x00000000410fd4f0 */
		{ __LINE__, "ampereone", "ampere/ampereone" },	/* 0x00000000c00fac30 */
		{ __LINE__, "apple-m1", NULL },
		{ __LINE__, "apple-m2", NULL },
		{ __LINE__, "armv8-pmuv3", NULL },	/* no MIDR: no mapfile row */
	};
	const struct pms_perf_table *tb;

	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		tb = pms_model_perf_table(mdl(cases[i].model));
		CHECK(t, cases[i].dir ? tb && !strcmp(pms_perf_table_dir(tb), cases[i].dir) : !tb,
		      "line %d: %s", cases[i].line, tb ? pms_perf_table_dir(tb) : "none");
	}
	/* a later revision (r3p1) still matches the r0p0 row; another part does not */
	tb = pms_perf_table_for_cpuid("arm64", "0x00000000413fd0c1");
	CHECK(t, tb && !strcmp(pms_perf_table_dir(tb), "arm/neoverse-n1"), "N1 r3p1");
	CHECK(t, !pms_perf_table_for_cpuid("arm64", "0x00000000410fd0d0") ||
	      strcmp(pms_perf_table_dir(pms_perf_table_for_cpuid("arm64", "0x00000000410fd0d0")),
		     "arm/neoverse-n1"), "A77 is not N1");
	return t_result(t);
}

struct pcase {
	int line;
	const char *model;
	uint32_t kver;		/* env: 0 newest */
	const char *text;
	int rc;
	uint32_t type;
	uint64_t config, config1;
	const char *pmu;	/* the core PMU it opens on */
};

/*
 * perf 6.12 parsing on arm64: the core PMU by its sysfs name, without its
 * numeric suffix (perf_pmu__match_ignoring_suffix) or by the devicetree
 * name; the 6.12 format attributes; ArchStdEvent names from the JSON.
 */
static enum t_result parsing(struct tctx *t)
{
	static const struct pcase cases[] = {
		{ __LINE__, "neoverse-n1", 0, "armv8_pmuv3_0/event=0x11/", 0, 4, 0x11, 0,
		  "armv8_pmuv3_0" },
		{ __LINE__, "neoverse-n1", 0, "armv8_pmuv3/event=0x8,long/", 0, 4, 0x8, 0x1,
		  "armv8_pmuv3_0" },
		{ __LINE__, "neoverse-n1", 0, "armv8_neoverse_n1/event=0x3,rdpmc/", 0, 4, 0x3, 0x2,
		  "armv8_pmuv3_0" },
		/* threshold config1:5-16, threshold_compare 3-4, threshold_count 2 */
		{ __LINE__, "neoverse-v2", 0, "armv8_pmuv3_0/event=0x11,threshold=5,threshold_compare=2,"
		  "threshold_count/", 0, 4, 0x11, 5 << 5 | 2 << 3 | 1 << 2, "armv8_pmuv3_0" },
		/* the threshold fields arrived in 6.8 (816c26754447) */
		{ __LINE__, "neoverse-v2", K(6, 1, 0), "armv8_pmuv3_0/event=0x11,threshold=5/",
		  PMS_ESYNTAX, 0, 0, 0, NULL },
		/* event is config:0-15 */
		{ __LINE__, "neoverse-n1", 0, "armv8_pmuv3_0/event=0x10000/", PMS_ESYNTAX, 0, 0, 0,
		  NULL },
		/* Apple: event config:0-7 */
		{ __LINE__, "apple-m1", 0, "apple_firestorm_pmu/event=0x100/", PMS_ESYNTAX, 0, 0, 0,
		  NULL },
		/* no "cpu" PMU on arm64 */
		{ __LINE__, "neoverse-n1", 0, "cpu/event=0x11/", PMS_ENOEVENT, 0, 0, 0, NULL },
		{ __LINE__, "neoverse-n1", 0, "armv8_pmuv3_1/event=0x11/", PMS_ENOEVENT, 0, 0, 0, NULL },
		/* perf's JSON: ArchStdEvent names (INST_RETIRED 0x08, STALL_BACKEND 0x24) */
		{ __LINE__, "neoverse-n1", 0, "inst_retired", 0, 4, 0x08, 0, "armv8_pmuv3_0" },
		{ __LINE__, "neoverse-n2", 0, "stall_backend", 0, 4, 0x24, 0, "armv8_pmuv3_0" },
		{ __LINE__, "neoverse-n1", 0, "armv8_pmuv3_0/br_retired/", 0, 4, 0x21, 0,
		  "armv8_pmuv3_0" },
		/* raw and legacy events: type 4 and 0, the one core PMU */
		{ __LINE__, "neoverse-n1", 0, "r11", 0, 4, 0x11, 0, "armv8_pmuv3_0" },
		{ __LINE__, "neoverse-n1", 0, "cycles", 0, 0, 0, 0, "armv8_pmuv3_0" },
		/* Apple sysfs events (m1_pmu_event_attrs): cycles = event 0x02 */
		{ __LINE__, "apple-m1", 0, "apple_icestorm_pmu/cycles/", 0, 4, 0x02, 0,
		  "apple_icestorm_pmu" },
		/*
		 * A raw event has no PMU type: perf_init_event() walks the pmus
		 * list; 6.12 pushes each PMU in front, so the last probed (P, pmu-p
		 * after pmu-e in t8103.dtsi) answers; 6.1 appends, so the first.
		 */
		{ __LINE__, "apple-m1", 0, "r8c", 0, 4, 0x8c, 0, "apple_firestorm_pmu" },
		{ __LINE__, "apple-m1", K(6, 1, 0), "r8c", 0, 4, 0x8c, 0, "apple_icestorm_pmu" },
		/* 6.1: no extended types on arm_pmu: one cycles event, on the same PMU */
		{ __LINE__, "apple-m1", K(6, 1, 0), "cycles", 0, 0, 0, 0, "apple_icestorm_pmu" },
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		const struct pcase *c = &cases[i];
		struct pms_env env = PMS_ENV_DEFAULT;
		struct pms_evlist_opts o = PMS_EVLIST_OPTS_INIT;
		struct pms_evlist *ev = NULL;
		struct pms_event_attr a = { .sz = sizeof(a) };
		struct pms_diag d;
		int rc;

		env.kver = c->kver;
		o.env = &env;
		o.perf_version = c->kver;
		rc = pms_evlist_parse_opts(mdl(c->model), c->text, &o, &ev, &d);
		CHECK(t, rc == c->rc, "line %d: rc %d (%s)", c->line, rc, rc ? d.msg : "");
		if (rc || c->rc) {
			pms_evlist_free(ev);
			continue;
		}
		CHECK(t, pms_evlist_count(ev) == 1, "line %d: %d events", c->line,
		      pms_evlist_count(ev));
		pms_evlist_attr(ev, 0, &a);
		CHECK(t, a.type == c->type && a.config == c->config && a.config1 == c->config1,
		      "line %d: type %u config 0x%llx config1 0x%llx", c->line, a.type,
		      (unsigned long long)a.config, (unsigned long long)a.config1);
		CHECK(t, pms_evlist_event_pmu(ev, 0) &&
		      !strcmp(pms_model_pmu_name(pms_evlist_event_pmu(ev, 0)), c->pmu),
		      "line %d: pmu %s", c->line, pms_evlist_event_pmu(ev, 0) ?
		      pms_model_pmu_name(pms_evlist_event_pmu(ev, 0)) : "none");
		pms_evlist_free(ev);
	}
	return t_result(t);
}

/*
 * Apple on 6.12: perf_pmus__supports_extended_type() (two core PMUs, the
 * kernel takes PERF_PMU_CAP_EXTENDED_HW_TYPE): cycles opens on each core
 * PMU, sorted by name, with the PMU's dynamic type in config bits 32-63.
 */
static enum t_result apple_wildcard(struct tctx *t)
{
	struct pms_evlist *ev = NULL;
	struct pms_event_attr a = { .sz = sizeof(a) };
	struct pms_evlist_opts o = PMS_EVLIST_OPTS_INIT;
	struct pms_env env = PMS_ENV_DEFAULT;
	struct pms_diag d;
	char name[64];

	REQUIRE(t, pms_evlist_parse(mdl("apple-m1"), "cycles", &ev, &d) == PMS_OK, "%s", d.msg);
	REQUIRE(t, pms_evlist_count(ev) == 2, "%d events", pms_evlist_count(ev));
	pms_evlist_attr(ev, 0, &a);
	CHECK(t, a.type == 0 && (a.config & 0xffffffff) == 0 && a.config >> 32 == 0xffffffff,
	      "extended type: 0x%llx", (unsigned long long)a.config);
	CHECK(t, !strcmp(a.pmu_name, "apple_firestorm_pmu"), "first %s", a.pmu_name);
	pms_evlist_attr(ev, 1, &a);
	CHECK(t, !strcmp(a.pmu_name, "apple_icestorm_pmu"), "second %s", a.pmu_name);
	pms_evlist_display_name(ev, 1, false, name, sizeof(name));
	CHECK(t, !strcmp(name, "apple_icestorm_pmu/cycles/"), "uniquified: %s", name);
	pms_evlist_free(ev);
	ev = NULL;
	/* kernel 6.1: one event, not uniquified (perf's hybrid code knew cpu_* PMUs) */
	env.kver = PMS_KVER(6, 1);
	o.env = &env;
	REQUIRE(t, pms_evlist_parse_opts(mdl("apple-m1"), "r8c", &o, &ev, &d) == PMS_OK, "%s",
		d.msg);
	pms_evlist_display_name(ev, 0, false, name, sizeof(name));
	CHECK(t, !strcmp(name, "r8c"), "6.1 name: %s", name);
out:
	pms_evlist_free(ev);
	return t_result(t);
}

/* The counters an event may take alone (pms_model_constraint on arm64). */
static enum t_result masks(struct tctx *t)
{
	static const struct {
		int line;
		const char *model;
		uint64_t config, config1;
		uint64_t mask;
		bool chain;
	} cases[] = {
		/* armv8pmu_get_event_idx: CPU_CYCLES on CYCLES, else any GP */
		{ __LINE__, "neoverse-n1", 0x11, 0, 0x3f | CYC, false },
		/* a 64-bit event without PMUv3p5: pairs (1,0) (3,2) (5,4) */
		{ __LINE__, "neoverse-n1", 0x08, 0x1, 0x3f, true },
		/* 64-bit cycles: CYCLES unchained, else a pair */
		{ __LINE__, "neoverse-n1", 0x11, 0x1, 0x3f | CYC, true },
		/* 64-bit rdpmc cycles without long counters: CYCLES or nothing */
		{ __LINE__, "neoverse-n1", 0x11, 0x3, CYC, false },
		/* PMUv3p5 (N2): 64-bit events take one counter */
		{ __LINE__, "neoverse-n2", 0x08, 0x1, 0x3f, false },
		/* m1_pmu_event_affinity: INST_ALL 1 and 7; INST_BRANCH 5-7; none: 2-9 */
		{ __LINE__, "apple-m1", 0x8c, 0, 0x82, false },
		{ __LINE__, "apple-m1", 0x8d, 0, 0xe0, false },
		{ __LINE__, "apple-m1", 0x40, 0, 0x3fc, false },
	};
	struct pms_env env = PMS_ENV_DEFAULT;

	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		struct pms_hwev hw = { .config = cases[i].config, .config1 = cases[i].config1 };
		struct pms_constraint c;

		pms_model_constraint(mdl(cases[i].model), &env, &hw, &c);
		CHECK(t, c.mask == cases[i].mask && !!(c.flags & PMS_CF_CHAIN) == cases[i].chain,
		      "line %d: mask 0x%llx flags 0x%x", cases[i].line, (unsigned long long)c.mask,
		      c.flags);
	}
	return t_result(t);
}

/*
 * MIDR_EL1: implementer [31:24], variant [23:20], architecture [19:16],
 * part [15:4], revision [3:0]; sysfs midr_el1 and /proc/cpuinfo's fields
 * (arch/arm64/kernel/cpuinfo.c 6.12); parts from cputype.h.
 */
static enum t_result midr(struct tctx *t)
{
	static const char n1_cpuinfo[] =
		"processor\t: 0\nBogoMIPS\t: 50.00\nFeatures\t: fp asimd\n"
		"CPU implementer\t: 0x41\nCPU architecture: 8\nCPU variant\t: 0x3\n"
		"CPU part\t: 0xd0c\nCPU revision\t: 1\n\n"
		"processor\t: 1\nCPU implementer\t: 0x41\nCPU variant\t: 0x3\n"
		"CPU part\t: 0xd0c\nCPU revision\t: 1\n";
	static const char m1_cpuinfo[] =
		"processor\t: 0\nCPU implementer\t: 0x61\nCPU variant\t: 0x1\n"
		"CPU part\t: 0x022\nCPU revision\t: 1\n\n"
		"processor\t: 4\nCPU implementer\t: 0x61\nCPU variant\t: 0x1\n"
		"CPU part\t: 0x023\nCPU revision\t: 1\n";
	const struct pms_model *p = NULL, *u = NULL;
	struct pms_diag d;
	uint32_t v = 0;

	CHECK(t, pms_midr_parse("0x00000000410fd0c1\n", -1, &v, &d) == PMS_OK && v == 0x410fd0c1,
	      "sysfs text: 0x%x", v);
	CHECK(t, pms_midr_parse(n1_cpuinfo, -1, &v, &d) == PMS_OK && v == 0x413fd0c1,
	      "cpuinfo: 0x%x", v);
	CHECK(t, pms_midr_parse(m1_cpuinfo, 4, &v, &d) == PMS_OK && v == 0x611f0231,
	      "cpuinfo cpu 4: 0x%x", v);
	CHECK(t, pms_midr_parse("0xzz", -1, &v, &d) != PMS_OK, "bad hex");
	CHECK(t, pms_midr_parse("processor\t: 0\nCPU part\t: 0xd0c\n", -1, &v, &d) ==
	      PMS_ESYNTAX, "incomplete block");
	CHECK(t, pms_midr_parse("0x1ffffffff", -1, &v, &d) == PMS_ESYNTAX, "over 32 bits");

	CHECK(t, pms_model_identify_midr(0x413fd0c1, &p, &u, &d) == PMS_OK &&
	      p == mdl("neoverse-n1") && u == p, "N1");
	CHECK(t, pms_model_identify_midr(0x410fd4f0, &p, &u, &d) == PMS_OK &&
	      p == mdl("neoverse-v2"), "V2");
	CHECK(t, pms_model_identify_midr(0xc00fac30, &p, &u, &d) == PMS_OK &&
	      p == mdl("ampereone"), "AmpereOne");
	/* APPLE_CPU_PART_M1_ICESTORM 0x022 (E), _FIRESTORM 0x023 (P) */
	CHECK(t, pms_model_identify_midr(0x611f0221, &p, &u, &d) == PMS_OK &&
	      p == mdl("apple-m1") && u && !strcmp(pms_model_pmu_name(u), "apple_icestorm_pmu"),
	      "M1 E-core");
	CHECK(t, pms_model_identify_midr(0x611f0231, &p, &u, &d) == PMS_OK &&
	      u && !strcmp(pms_model_pmu_name(u), "apple_firestorm_pmu"), "M1 P-core");
	/* APPLE_CPU_PART_M2_AVALANCHE 0x033 */
	CHECK(t, pms_model_identify_midr(0x611f0331, &p, &u, &d) == PMS_OK &&
	      p == mdl("apple-m2") && u == p, "M2 P-core");
	/* Cortex-A55 (0xd05) is not modelled */
	CHECK(t, pms_model_identify_midr(0x410fd050, &p, &u, &d) == PMS_ENOMODEL && !p &&
	      strstr(d.msg, "part 0xd05"), "A55: %s", d.msg);
	return t_result(t);
}

static int put_file(const char *dir, const char *rel, const char *text)
{
	char path[512], *slash;
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s", dir, rel);
	for (slash = strchr(path + strlen(dir) + 1, '/'); slash; slash = strchr(slash + 1, '/')) {
		*slash = '\0';
		mkdir(path, 0700);
		*slash = '/';
	}
	f = fopen(path, "w");
	if (!f)
		return -1;
	fputs(text, f);
	return fclose(f);
}

/* pms_model_host_midr() on fixture trees: sysfs first, /proc/cpuinfo second. */
static enum t_result host_fixture(struct tctx *t)
{
	char dir[] = "/tmp/pms-midr-XXXXXX", cmd[64];
	const struct pms_model *p = NULL, *u = NULL;
	struct pms_diag d;

	REQUIRE(t, mkdtemp(dir), "mkdtemp");
	CHECK(t, pms_model_host_midr(dir, 0, &p, &u, &d) == PMS_ESYS && !p, "empty tree");
	put_file(dir, "proc/cpuinfo", "processor\t: 0\nCPU implementer\t: 0x41\n"
		 "CPU variant\t: 0x0\nCPU part\t: 0xd49\nCPU revision\t: 0\n");
	CHECK(t, pms_model_host_midr(dir, 0, &p, &u, &d) == PMS_OK && p == mdl("neoverse-n2"),
	      "cpuinfo N2: %s", d.msg);
	put_file(dir, "sys/devices/system/cpu/cpu0/regs/identification/midr_el1",
		 "0x00000000410fd400\n");
	CHECK(t, pms_model_host_midr(dir, 0, &p, &u, &d) == PMS_OK && p == mdl("neoverse-v1"),
	      "sysfs wins: V1");
	put_file(dir, "sys/devices/system/cpu/cpu3/regs/identification/midr_el1",
		 "0x00000000611f0221\n");
	CHECK(t, pms_model_host_midr(dir, 3, &p, &u, &d) == PMS_OK && u &&
	      pms_model_core_type(u) == PMS_CORE_E, "cpu3 is an M1 E-core");
	snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
	CHECK(t, system(cmd) == 0, "cleanup");
out:
	return t_result(t);
}

/*
 * Zen 5 (amd/core.c 6.12): perf's amdzen5 names, no libpfm4 table, the
 * Zen 4 generic map (family >= 0x1a), pairs from 5.6-rc1 (5738891229a2).
 */
static enum t_result zen5(struct tctx *t)
{
	const struct pms_model *z = mdl("zen5");
	struct pms_env env = PMS_ENV_DEFAULT;
	struct pms_hwev hw = { .config = 0x003 };
	struct pms_constraint c;
	struct pms_evlist *ev = NULL;
	struct pms_diag d;
	uint64_t cfg = 0;

	CHECK(t, !pms_model_pfm_pmu(z) && strstr(pms_model_pfm_note(z), "4.13"), "no libpfm4");
	CHECK(t, pms_evlist_parse(z, "RETIRED_INSTRUCTIONS", &ev, &d) == PMS_ENOEVENT &&
	      strstr(d.hint, "no Zen 5 table"), "libpfm4 name: %s", d.hint);
	pms_evlist_free(ev);
	ev = NULL;
	/* amdzen5/core.json ex_ret_instr: EventCode 0xc0 */
	CHECK(t, pms_evlist_parse(z, "ex_ret_instr", &ev, &d) == PMS_OK, "%s", d.msg);
	pms_evlist_free(ev);
	/* amd_zen4_perfmon_event_map: ref-cycles 0x100000120 */
	CHECK(t, pms_model_generic(z, &env, PMS_HW_REF_CPU_CYCLES, &cfg) == PMS_OK &&
	      cfg == UINT64_C(0x100000120), "ref-cycles 0x%llx", (unsigned long long)cfg);
	env.kver = K(5, 6, 1);
	pms_model_constraint(z, &env, &hw, &c);
	CHECK(t, c.mask == 0x15 && (c.flags & PMS_CF_PAIR), "5.6-rc1 pair: 0x%llx",
	      (unsigned long long)c.mask);
	env.kver = K(5, 5, 0);
	pms_model_constraint(z, &env, &hw, &c);
	CHECK(t, c.mask == 0x3f && !(c.flags & PMS_CF_PAIR), "5.5 no pair: 0x%llx",
	      (unsigned long long)c.mask);
	return t_result(t);
}

/*
 * The commands work for every arm64 model from the data alone.  The kernel
 * is named: without --kernel it is the host's, and a 6.1 host has no
 * driver for the Apple M2's PMUs (apple_m1_cpu_pmu.c binds them from 6.4).
 */
static enum t_result commands(struct tctx *t)
{
	static const char *const models[] = { ARM_MODELS };
	static const char *const cmds[] = {
		"list --cpu %s", "list --cpu %s --json",
		"events --cpu %s --kernel 6.12 -e cycles,instructions,r11",
		("predict --cpu %s --kernel 6.12 --duration 20ms -e cycles,instructions,r3,r4,r5,"
		 "r6,r7,r8,r9,r10"),
		"explain --cpu %s --kernel 6.12 --duration 20ms -e cycles,instructions,r3,r4,r5,r6,r7,r8",
		"plan --cpu %s --kernel 6.12 --duration 20ms -e cycles,instructions,r3,r4,r5,r6,r7,r8",
	};
	char args[256];

	for (size_t m = 0; m < T_ARRAY_SIZE(models); m++) {
		for (size_t k = 0; k < T_ARRAY_SIZE(cmds); k++) {
			const char *out, *err;
			int rc;

			snprintf(args, sizeof(args), cmds[k], models[m]);
			rc = t_cli(args, &out, &err);
			CHECK(t, rc == 0 && out[0], "'%s': exit %d: %.200s", args, rc, err);
		}
	}
	return t_result(t);
}

const struct t_case t_arm_models_cases[] = {
	{ "registered", registered },
	{ "names", names },
	{ "event_maps", event_maps },
	{ "perf_tables", perf_tables },
	{ "generic_names", generic_names },
	{ "parsing", parsing },
	{ "apple_wildcard", apple_wildcard },
	{ "masks", masks },
	{ "midr", midr },
	{ "host_fixture", host_fixture },
	{ "zen5", zen5 },
	{ "commands", commands },
	{ NULL, NULL },
};
