/*
 * Simulator speed: 10 s of a busy task at a 1 ms mux interval with 40
 * events on Haswell (HT on, watchdog on): 10,000 rotations, each
 * re-scheduling every flexible group; the same on an Alder Lake split
 * 70/30 and on a Neoverse N1.
 */
#include <stdio.h>
#include <string.h>
#include "pmusched/pmusched.h"
#include "bench.h"

static const char *const names[] = {
	"l1d_pend_miss.pending", "cycle_activity.stalls_l1d_pending",
	"mem_uops_retired.all_loads", "mem_load_uops_retired.l1_hit",
	"mem_load_uops_retired.l2_hit", "dtlb_load_misses.walk_completed",
	"dtlb_store_misses.walk_completed", "itlb_misses.walk_completed",
	"cycles", "instructions", "branches", "branch-misses",
};

/* The same on Alder Lake split 70/30: 20 generic events open on both core
 * PMUs (40 events), one CPU per core type, intervals merged. */
static void bench_sim_hybrid(void)
{
	static const char list[] = "cycles,instructions,branches,branch-misses,cache-misses,"
		"cache-references,L1-dcache-loads,LLC-loads,dTLB-loads,bus-cycles,"
		"cycles,instructions,branches,branch-misses,cache-misses,"
		"cache-references,L1-dcache-loads,LLC-loads,dTLB-loads,bus-cycles";
	struct pms_evlist *ev = NULL;
	struct pms_sim_opts o = { .env = PMS_ENV_DEFAULT, .duration_ns = 10000000000ull,
				  .mux_interval_ns = 1000000 };
	struct pms_diag d;
	double t0, t = 0;
	int runs = 0;

	o.env.kver = PMS_KVER(6, 12, 0);
	if (pms_core_share_parse("cpu_core=70,cpu_atom=30", &o.core_share, &d) ||
	    pms_evlist_parse(pms_model_find("adl"), list, &ev, &d)) {
		printf("sim     hybrid setup failed: %s\n", d.msg);
		return;
	}
	t0 = bench_now();
	do {
		struct pms_sim *s = NULL;

		if (pms_simulate(ev, &o, &s, &d)) {
			printf("sim     hybrid failed: %s\n", d.msg);
			break;
		}
		pms_sim_free(s);
		runs++;
		t = bench_now() - t0;
	} while (t < 1.0);
	printf("sim     adl 70/30, 10 s busy, 1 ms interval, 40 events: %.2f ms per simulation "
	       "(%d runs)\n", t / runs * 1e3, runs);
	pms_evlist_free(ev);
}

/* Neoverse N1, watchdog on CYCLES (6.12 with pseudo-NMI): 40 events, a
 * third of them 64-bit (chained pairs), armpmu_add() per event. */
static void bench_sim_arm(void)
{
	static const char *const arm[] = {
		"cpu_cycles", "inst_retired", "l1d_cache_refill", "armv8_pmuv3_0/event=0x4,long/",
		"br_mis_pred", "stall_backend", "armv8_pmuv3_0/event=0x17,long/", "l2d_cache",
	};
	char list[4096] = "";
	struct pms_evlist *ev = NULL;
	struct pms_sim_opts o = { .env = PMS_ENV_DEFAULT, .duration_ns = 10000000000ull,
				  .mux_interval_ns = 1000000 };
	struct pms_diag d;
	double t0, t = 0;
	int runs = 0;

	for (int i = 0; i < 40; i++) {
		if (i)
			strncat(list, ",", sizeof(list) - strlen(list) - 1);
		strncat(list, arm[i % 8], sizeof(list) - strlen(list) - 1);
	}
	o.env.kver = PMS_KVER(6, 12, 0);
	if (pms_evlist_parse(pms_model_find("neoverse-n1"), list, &ev, &d)) {
		printf("sim     arm64 setup failed: %s\n", d.msg);
		return;
	}
	t0 = bench_now();
	do {
		struct pms_sim *s = NULL;

		if (pms_simulate(ev, &o, &s, &d)) {
			printf("sim     arm64 failed: %s\n", d.msg);
			break;
		}
		pms_sim_free(s);
		runs++;
		t = bench_now() - t0;
	} while (t < 1.0);
	printf("sim     neoverse-n1, 10 s busy, 1 ms interval, 40 events: %.2f ms per simulation "
	       "(%d runs)\n", t / runs * 1e3, runs);
	pms_evlist_free(ev);
}

void bench_sim(void)
{
	char list[4096] = "";
	struct pms_evlist *ev = NULL;
	struct pms_sim_opts o = { .env = PMS_ENV_DEFAULT, .duration_ns = 10000000000ull,
				  .mux_interval_ns = 1000000 };
	struct pms_diag d;
	double t0, t = 0;
	int runs = 0;


	for (int i = 0; i < 40; i++) {
		if (i)
			strncat(list, ",", sizeof(list) - strlen(list) - 1);
		strncat(list, names[i % 12], sizeof(list) - strlen(list) - 1);
	}
	o.env.kver = PMS_KVER(6, 12, 0);
	if (pms_evlist_parse(pms_model_find("hsw"), list, &ev, &d)) {
		printf("sim     cannot parse the event list: %s\n", d.msg);
		return;
	}
	t0 = bench_now();
	do {
		struct pms_sim *s = NULL;

		if (pms_simulate(ev, &o, &s, &d)) {
			printf("sim     failed: %s\n", d.msg);
			break;
		}
		pms_sim_free(s);
		runs++;
		t = bench_now() - t0;
	} while (t < 1.0);
	printf("sim     10 s busy, 1 ms interval, 40 events: %.2f ms per simulation (%d runs)\n",
	       t / runs * 1e3, runs);
	pms_evlist_free(ev);
	bench_sim_hybrid();
	bench_sim_arm();
}
