/*
 * Growth laws: how each command's cost grows with the number of events
 * (Haswell, 1 s busy at 1 ms) and with the run's length (40 events at
 * 1 ms), as a least-squares exponent of cost against size on log-log
 * axes and the factor per doubling.  A regression that makes a cost grow
 * faster shows up here before it shows up as a slow command: predict,
 * explain and sim should stay flat in the duration (the schedule's period
 * is found and repeated); assign is per problem of up to 64 events.
 */
#include <math.h>
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

enum cmd { C_SIM, C_PREDICT, C_EXPLAIN, C_PLAN, C_ASSIGN, C_N };
static const char *const cmd_name[C_N] = { "sim", "predict", "explain", "plan", "assign" };

static void make_list(char *buf, size_t cap, int n)
{
	buf[0] = '\0';
	for (int i = 0; i < n; i++) {
		if (i)
			strncat(buf, ",", cap - strlen(buf) - 1);
		strncat(buf, names[i % 12], cap - strlen(buf) - 1);
	}
}

/* One call of @c on @n events over @dur_ns; false when it failed. */
static bool once(enum cmd c, const struct pms_evlist *ev, const char *list, int n, uint64_t dur_ns)
{
	struct pms_sim_opts o = { .sz = sizeof(o), .env = PMS_ENV_DEFAULT, .duration_ns = dur_ns,
				  .mux_interval_ns = 1000000 };
	struct pms_diag d;
	bool ok = true;

	o.env.kver = PMS_KVER(6, 12);
	if (c == C_SIM) {
		struct pms_sim *s = NULL;

		ok = pms_simulate(ev, &o, &s, &d) == PMS_OK;
		pms_sim_free(s);
	} else if (c == C_EXPLAIN) {
		struct pms_explain *x = NULL;

		ok = pms_explain_new(ev, &o, NULL, NULL, &x, &d) == PMS_OK;
		pms_explain_free(x);
	} else if (c == C_PLAN) {
		struct pms_plan *p = NULL;

		ok = pms_plan_new(ev, &o, NULL, &p, &d) == PMS_OK;
		pms_plan_free(p);
	} else if (c == C_ASSIGN) {
		struct pms_assign_ev a[PMS_ASSIGN_MAX];
		struct pms_assign_problem p = { .n = n, .ev = a, .gpmax = 4, .n_gp = 4,
						.n_fixed = 3, .era = PMS_ERA_GPMAX };
		int out[PMS_ASSIGN_MAX];

		for (int i = 0; i < n; i++)	/* GP masks of 1 to 4 counters, some fixed */
			a[i] = (struct pms_assign_ev){ .mask = (i % 5 == 4 ? UINT64_C(1) << 33 : 0) |
						       ((((UINT64_C(1) << (1 + i % 4)) - 1) << (i % 3)) &
							0xf) };
		for (int k = 0; k < 100; k++)
			pms_assign_kernel(&p, out);
	} else {
		char dur[32], *args[16], *buf = NULL;
		size_t len = 0;
		FILE *out = open_memstream(&buf, &len), *err = fopen("/dev/null", "w");
		int argc = 0;

		snprintf(dur, sizeof(dur), "%lluns", (unsigned long long)dur_ns);
		args[argc++] = "pmusched";
		args[argc++] = "predict";
		args[argc++] = "--cpu";
		args[argc++] = "hsw";
		args[argc++] = "--kernel";
		args[argc++] = "6.12";
		args[argc++] = "--mux-interval";
		args[argc++] = "1ms";
		args[argc++] = "--duration";
		args[argc++] = dur;
		args[argc++] = "-e";
		args[argc++] = (char *)list;
		args[argc] = NULL;
		ok = out && err && pms_cli_main(argc, args, out, err) == 0;
		if (out)
			fclose(out);
		if (err)
			fclose(err);
		free(buf);
	}
	return ok;
}

/* Milliseconds per call (per 100 problems for assign), or -1. */
static double cost(enum cmd c, int n, uint64_t dur_ns)
{
	static char list[8192];
	struct pms_evlist *ev = NULL;
	struct pms_diag d;
	double t0, t;
	int runs = 0;

	make_list(list, sizeof(list), n);
	if (c != C_ASSIGN && pms_evlist_parse(pms_model_find("hsw"), list, &ev, &d))
		return -1;
	t0 = bench_now();
	do {
		if (!once(c, ev, list, n, dur_ns)) {
			pms_evlist_free(ev);
			return -1;
		}
		runs++;
		t = bench_now() - t0;
	} while (t < 0.15 && runs < 2000);
	pms_evlist_free(ev);
	return t / runs * 1e3;
}

/* Least-squares slope of ln(ms) on ln(size). */
static double exponent(const double *x, const double *y, int n)
{
	double sx = 0, sy = 0, sxx = 0, sxy = 0;

	for (int i = 0; i < n; i++) {
		double lx = log(x[i]), ly = log(y[i]);

		sx += lx;
		sy += ly;
		sxx += lx * lx;
		sxy += lx * ly;
	}
	return (n * sxy - sx * sy) / (n * sxx - sx * sx);
}

static void row(enum cmd c, bool by_events)
{
	static const int events[] = { 10, 20, 40, 64 };
	static const uint64_t secs[] = { 1, 10, 100, 1000, 3600 };
	int n = by_events ? 4 : 5;
	double x[5], y[5], b;

	printf("growth  %-8s %-9s", cmd_name[c], by_events ? "events" : "duration");
	for (int i = 0; i < n; i++) {
		x[i] = by_events ? events[i] : (double)secs[i];
		y[i] = by_events ? cost(c, events[i], 1000000000ull) :
				   cost(c, 40, secs[i] * 1000000000ull);
		if (y[i] <= 0) {
			printf("  (failed)\n");
			return;
		}
		printf(" %9.3f", y[i]);
	}
	if (by_events)
		printf("          ");
	b = exponent(x, y, n);
	printf("  %6.2f  %6.2fx\n", b, pow(2, b));
}

void bench_growth(void)
{
	printf("growth  ms per call (assign: per 100 problems) against events (10, 20, 40, 64; "
	       "1 s at 1 ms, hsw)\n");
	printf("growth  and duration (1 s, 10 s, 100 s, 1000 s, 1 h; 40 events at 1 ms); "
	       "exponent of the fit, cost per doubling\n");
	printf("growth  %-8s %-9s %9s %9s %9s %9s %9s  %6s  %7s\n", "command", "axis", "1st",
	       "2nd", "3rd", "4th", "5th", "exp", "x2");
	for (int c = 0; c < C_N; c++)
		row((enum cmd)c, true);
	row(C_SIM, false);
	row(C_PREDICT, false);
	row(C_EXPLAIN, false);
}
