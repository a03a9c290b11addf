/*
 * Simulator speed: a busy task at a 1 ms mux interval with 40 events on
 * Haswell (HT on, watchdog on) for 1 s, 10 s, an hour and a day: the
 * schedule's period is found and repeated, so the cost should not grow
 * with the run (targets: 10 s under 1 ms, 1 h under 2 ms, a day under
 * 5 ms), and an hour's prediction prints what a second's does.  10 s on
 * an Alder Lake split 70/30 and on a Neoverse N1.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pmusched/pmusched.h"
#include "bench.h"

int pms_cli_main(int argc, char **argv, FILE *out, FILE *err);	/* the CLI, in-process */

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
	struct pms_sim_opts o = { .sz = sizeof(o),
				    .env = PMS_ENV_DEFAULT, .duration_ns = 10000000000ull,
				  .mux_interval_ns = 1000000 };
	struct pms_diag d;
	double t0, t = 0;
	int runs = 0;

	o.env.kver = PMS_KVER(6, 12);
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
	struct pms_sim_opts o = { .sz = sizeof(o),
				    .env = PMS_ENV_DEFAULT, .duration_ns = 10000000000ull,
				  .mux_interval_ns = 1000000 };
	struct pms_diag d;
	double t0, t = 0;
	int runs = 0;

	for (int i = 0; i < 40; i++) {
		if (i)
			strncat(list, ",", sizeof(list) - strlen(list) - 1);
		strncat(list, arm[i % 8], sizeof(list) - strlen(list) - 1);
	}
	o.env.kver = PMS_KVER(6, 12);
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

/* Milliseconds per simulation of @ev under @o (at least 0.3 s of runs). */
static double per_sim(const struct pms_evlist *ev, const struct pms_sim_opts *o)
{
	struct pms_diag d;
	double t0 = bench_now(), t;
	int runs = 0;

	do {
		struct pms_sim *s = NULL;

		if (pms_simulate(ev, o, &s, &d)) {
			printf("sim     failed: %s\n", d.msg);
			return -1;
		}
		pms_sim_free(s);
		runs++;
		t = bench_now() - t0;
	} while (t < 0.3);
	return t / runs * 1e3;
}

/* Bytes `pmusched predict` prints for the 40-event list over an hour. */
static size_t predict_bytes(const char *list, bool json)
{
	char *args[16] = { "pmusched", "predict", "--cpu", "hsw", "--kernel", "6.12",
			   "--mux-interval", "1ms", "--duration", "3600s", "-e", (char *)list,
			   json ? "--json" : NULL, NULL };
	char *buf = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&buf, &len), *err = fopen("/dev/null", "w");
	int rc = out && err ? pms_cli_main(json ? 13 : 12, args, out, err) : -1;

	if (out)
		fclose(out);
	if (err)
		fclose(err);
	free(buf);
	return rc == 0 ? len : 0;
}

/*
 * Lists whose counters do not repeat (raw events on Skylake, 4 ms): folded
 * approximately once the record cannot hold the run; the cost is bounded
 * by the search, not by the run's length.
 */
static void bench_sim_long_lists(void)
{
	static const struct { int n; unsigned s; } runs[] = {
		{ 101, 1000 }, { 101, 86400 }, { 150, 1000 }, { 300, 224 }, { 300, 1000 },
	};
	struct pms_sim_opts o = { .sz = sizeof(o),
				    .env = PMS_ENV_DEFAULT, .mux_interval_ns = 4000000 };

	o.env.kver = PMS_KVER(6, 12);
	for (size_t k = 0; k < sizeof(runs) / sizeof(runs[0]); k++) {
		char list[4096] = "";
		struct pms_evlist *ev = NULL;
		struct pms_sim *s = NULL;
		struct pms_diag d;
		double t0;
		int rc;

		for (int i = 1; i <= runs[k].n; i++)
			snprintf(list + strlen(list), sizeof(list) - strlen(list), "%sr%04x",
				 i > 1 ? "," : "", 0x100 + i);
		if (pms_evlist_parse(pms_model_find("skl"), list, &ev, &d))
			continue;
		o.duration_ns = runs[k].s * 1000000000ull;
		t0 = bench_now();
		rc = pms_simulate(ev, &o, &s, &d);
		printf("sim     skl %d raw events, %u s, 4 ms: %7.1f ms, %s\n", runs[k].n, runs[k].s,
		       (bench_now() - t0) * 1e3, rc ? d.msg : pms_sim_approx(s, NULL, NULL) ?
		       "approximate" : "exact");
		pms_sim_free(s);
		pms_evlist_free(ev);
	}
}

void bench_sim(void)
{
	static const struct { const char *what; uint64_t s; double target; } runs[] = {
		{ "1 s", 1, 0 }, { "10 s", 10, 1.0 }, { "1 h", 3600, 2.0 }, { "1 day", 86400, 5.0 },
	};
	char list[4096] = "";
	struct pms_evlist *ev = NULL;
	struct pms_sim_opts o = { .sz = sizeof(o),
				    .env = PMS_ENV_DEFAULT, .mux_interval_ns = 1000000 };
	struct pms_diag d;

	for (int i = 0; i < 40; i++) {
		if (i)
			strncat(list, ",", sizeof(list) - strlen(list) - 1);
		strncat(list, names[i % 12], sizeof(list) - strlen(list) - 1);
	}
	o.env.kver = PMS_KVER(6, 12);
	if (pms_evlist_parse(pms_model_find("hsw"), list, &ev, &d)) {
		printf("sim     cannot parse the event list: %s\n", d.msg);
		return;
	}
	for (size_t k = 0; k < sizeof(runs) / sizeof(runs[0]); k++) {
		double ms;

		o.duration_ns = runs[k].s * 1000000000ull;
		ms = per_sim(ev, &o);
		printf("sim     %-5s busy, 1 ms interval, 40 events: %6.3f ms per simulation", runs[k].what,
		       ms);
		if (runs[k].target > 0)
			printf("  (target < %.0f ms: %s)", runs[k].target,
			       ms >= 0 && ms < runs[k].target ? "ok" : "MISSED");
		putchar('\n');
	}
	printf("sim     predict, 1 h, 40 events: %zu bytes of text, %zu bytes of JSON\n",
	       predict_bytes(list, false), predict_bytes(list, true));
	pms_evlist_free(ev);
	bench_sim_long_lists();
	bench_sim_hybrid();
	bench_sim_arm();
}
