/*
 * Calibration of the multiplexing error bounds: synthetic captures
 * (pms_muxsynth(): the simulator's rotation on Skylake, phases of random
 * lengths and rates) checked against their true counts.  Prints, by mean
 * phase length, the coverage of the 90% intervals (the share of
 * multiplexed counts whose true total lies inside), the median width
 * (high - low, percent of the true count) and the median actual error of
 * perf's scaled count; then the same for other print intervals and for
 * periodic phases (aliasing).  Deterministic seeds.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pmusched/pmusched.h"
#include "bench.h"

#define N_CASES 200

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

struct tally {
	int n, in;
	double width[N_CASES * 16], err[N_CASES * 16];
};

static void check_case(const struct pms_capture *c, struct tally *t, bool per_interval)
{
	struct pms_muxerr *m = NULL;

	if (pms_muxerr_new(c, NULL, &m, NULL))
		return;
	for (int i = 0; i < pms_capture_n_series(c); i++) {
		struct pms_muxerr_bound b;
		double truth = 0;
		unsigned n = pms_capture_n_intervals(c);

		if (per_interval) {
			unsigned k = n / 2;

			pms_muxerr_at(m, i, k, &b);
			truth = pms_capture_truth(c, k, i);
		} else {
			pms_muxerr_total(m, i, &b);
			for (unsigned k = 0; k < n; k++)
				truth += pms_capture_truth(c, k, i);
		}
		if (b.kind != PMS_MUXERR_BOUNDED || !(truth > 0) || t->n >= N_CASES * 16)
			continue;
		t->in += b.low <= truth && truth <= b.high;
		t->width[t->n] = 100 * (b.high - b.low) / truth;
		t->err[t->n] = 100 * fabs(b.value - truth) / truth;
		t->n++;
	}
	pms_muxerr_free(m);
}

static void row(const char *label, struct tally *t)
{
	qsort(t->width, (size_t)t->n, sizeof(double), cmp_double);
	qsort(t->err, (size_t)t->n, sizeof(double), cmp_double);
	printf("muxerr  %-22s %5d counts  coverage %5.1f%%  median width %7.3f%%  "
	       "median error %7.3f%%\n", label, t->n, t->n ? 100.0 * t->in / t->n : 0,
	       t->n ? t->width[t->n / 2] : 0, t->n ? t->err[t->n / 2] : 0);
}

static void series(const struct pms_evlist *ev, const struct pms_sim_opts *so,
		   struct pms_muxsynth_opts *o, const char *label, bool per_interval)
{
	static struct tally t;

	memset(&t, 0, sizeof(t));
	for (int s = 0; s < N_CASES; s++) {
		struct pms_capture *c = NULL;

		o->seed = (uint64_t)s * 7919 + o->phase_ns;
		o->rate_cv = 0.2 + 0.8 * (s % 5) / 4.0;
		o->common = (s % 4) / 4.0;
		if (pms_muxsynth(ev, so, o, &c, NULL))
			continue;
		check_case(c, &t, per_interval);
		pms_capture_free(c);
	}
	row(label, &t);
}

void bench_muxerr(void)
{
	static const double phase_ms[] = { 0.1, 0.3, 1, 3, 10, 30, 100, 300, 1000, 3000 };
	const char *list = "cycles,instructions,task-clock,branches,branch-misses,cache-references,"
			   "cache-misses,L1-dcache-loads,L1-dcache-load-misses";
	struct pms_sim_opts so = { .env = PMS_ENV_DEFAULT };
	struct pms_muxsynth_opts o = PMS_MUXSYNTH_OPTS_INIT;
	struct pms_evlist *ev = NULL;
	char label[64];
	double t0 = bench_now();

	so.env.kver = PMS_KVER(6, 12, 0);
	so.env.nmi_watchdog = false;
	if (pms_evlist_parse(pms_model_find("skl"), list, &ev, NULL)) {
		printf("muxerr  cannot parse the event list\n");
		return;
	}
	printf("muxerr  skl, 6 events on 4 counters (66.67%%), 5 s at -I 100, 4 ms rotation, "
	       "%d seeds per row, 90%% intervals\n", N_CASES);
	o.interval_ns = 100000000;
	o.duration_ns = 5000000000ull;
	for (size_t p = 0; p < sizeof(phase_ms) / sizeof(phase_ms[0]); p++) {
		o.phase_ns = (uint64_t)(phase_ms[p] * 1e6);
		snprintf(label, sizeof(label), "phases %g ms", phase_ms[p]);
		series(ev, &so, &o, label, false);
	}
	o.phase_ns = 10000000;
	for (int iv = 10; iv <= 1000; iv *= 10) {
		o.interval_ns = (uint64_t)iv * 1000000;
		o.duration_ns = o.interval_ns * 30;
		snprintf(label, sizeof(label), "-I %d, phases 10 ms", iv);
		series(ev, &so, &o, label, false);
	}
	o.interval_ns = 100000000;
	o.duration_ns = 5000000000ull;
	series(ev, &so, &o, "one interval, 10 ms", true);
	o.phases = PMS_MUXSYNTH_PERIODIC;
	for (int ph = 2; ph <= 16; ph *= 2) {
		o.phase_ns = (uint64_t)ph * 1000000;
		snprintf(label, sizeof(label), "periodic %d ms", ph);
		series(ev, &so, &o, label, false);
	}
	printf("muxerr  %.1f s\n", bench_now() - t0);
	pms_evlist_free(ev);
}
