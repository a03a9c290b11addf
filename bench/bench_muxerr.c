/*
 * Calibration of the multiplexing error bounds: synthetic captures
 * (pms_muxsynth(): the simulator's rotation, phases of random lengths and
 * rates) checked against their true counts.  First the 1,000 mixed cases
 * of the calibration test (tests/unit/t_muxerr.c, cal_case(): three CPUs,
 * -I 10..1000 ms, 3..40 intervals, phases 0.1 ms..5 s), by phase length
 * and by print interval; then Skylake rows with one parameter varied; then
 * square-wave workloads in step with the rotation (aliasing, the failure
 * mode).  Each row: the coverage of the 90% intervals (the share of
 * multiplexed counts whose true total lies inside), the median width
 * (high - low, percent of the true count), the median actual error of
 * perf's scaled count.  Deterministic seeds.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pmusched/pmusched.h"
#include "bench.h"

#define N_CASES 200
#define N_MIX 1000

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

struct tally {
	int n, in, unb, nw;	/* counts, inside, unbounded (inside: they claim no high), widths */
	double width[N_MIX * 16], err[N_MIX * 16];
};

/* Adds every multiplexed count of @c to @t (@first: only the first one). */
static void check_case_n(const struct pms_capture *c, struct tally *t, bool per_interval, bool first);

static void check_case(const struct pms_capture *c, struct tally *t, bool per_interval)
{
	check_case_n(c, t, per_interval, false);
}

static void check_case_n(const struct pms_capture *c, struct tally *t, bool per_interval, bool first)
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
		if (b.kind != PMS_MUXERR_BOUNDED || !(truth > 0) || t->n >= N_MIX * 16)
			continue;
		t->in += b.low <= truth && truth <= b.high;
		if (b.unbounded)
			t->unb++;
		else
			t->width[t->nw++] = 100 * (b.high - b.low) / truth;
		t->err[t->n] = 100 * fabs(b.value - truth) / truth;
		t->n++;
		if (first)
			break;
	}
	pms_muxerr_free(m);
}

static void row(const char *label, struct tally *t)
{
	qsort(t->width, (size_t)t->nw, sizeof(double), cmp_double);
	qsort(t->err, (size_t)t->n, sizeof(double), cmp_double);
	printf("muxerr  %-22s %5d counts  coverage %5.1f%%  median width %7.3f%%  "
	       "median error %7.3f%%  unbounded %5.1f%%\n", label, t->n,
	       t->n ? 100.0 * t->in / t->n : 0, t->nw ? t->width[t->nw / 2] : 0,
	       t->n ? t->err[t->n / 2] : 0, t->n ? 100.0 * t->unb / t->n : 0);
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

/*
 * The benches' list: skl, 6 core events on 4 counters; @so (may be NULL)
 * gets kernel 6.12 and no watchdog.  NULL when it does not parse.
 */
static struct pms_evlist *skl_list(struct pms_sim_opts *so, const char *who)
{
	const char *list = "cycles,instructions,task-clock,branches,branch-misses,cache-references,"
			   "cache-misses,L1-dcache-loads,L1-dcache-load-misses";
	struct pms_evlist *ev = NULL;

	if (so) {
		so->env.kver = PMS_KVER(6, 12);
		so->env.nmi_watchdog = false;
	}
	if (pms_evlist_parse(pms_model_find("skl"), list, &ev, NULL))
		printf("%s cannot parse the event list\n", who);
	return ev;
}

/* ---- the calibration test's cases (keep in step with t_muxerr.c) ---- */

static const char *const gp_events[] = {
	"branches", "branch-misses", "cache-references", "cache-misses", "L1-dcache-loads",
	"L1-dcache-load-misses", "L1-icache-load-misses", "dTLB-load-misses", "iTLB-load-misses",
	"LLC-loads", "LLC-load-misses", "dTLB-loads",
};

static unsigned next_rand(uint64_t *r, unsigned m)
{
	*r = *r * 6364136223846793005ull + 1442695040888963407ull;
	return (unsigned)((*r >> 33) % m);
}

struct cal_case {
	char cpu[8];
	char list[512];
	struct pms_sim_opts so;
	struct pms_muxsynth_opts o;
	double iv, phase;
};

static void cal_case(int s, struct cal_case *k)
{
	static const char *const cpus[] = { "skl", "hsw", "icl" };
	static const unsigned ivs[] = { 10, 20, 50, 100, 200, 500, 1000 };
	struct pms_muxsynth_opts o = PMS_MUXSYNTH_OPTS_INIT;
	uint64_t r = (uint64_t)s * 0x9e3779b97f4a7c15ull + 12345;
	int n, at;
	double dur;

	n = 5 + (int)next_rand(&r, 8);
	snprintf(k->cpu, sizeof(k->cpu), "%s", cpus[next_rand(&r, 3)]);
	at = snprintf(k->list, sizeof(k->list), "%s,task-clock",
		      next_rand(&r, 4) ? "cycles,instructions" : "{cycles,instructions}:D");
	for (int i = 0; i < n; i++)
		at += snprintf(k->list + at, sizeof(k->list) - (size_t)at, ",%s", gp_events[i]);
	memset(&k->so, 0, sizeof(k->so));
	k->so.sz = sizeof(k->so);
	k->so.env.sz = sizeof(k->so.env);
	k->so.env.kver = PMS_KVER(6, 12);
	k->so.env.ht = true;
	k->so.env.allow_tfa = true;
	k->so.env.nmi_watchdog = next_rand(&r, 2);
	k->iv = ivs[next_rand(&r, 7)];
	k->phase = 0.1 * exp((double)next_rand(&r, 1000) / 1000 * log(50000.0));
	dur = k->iv * (3 + (double)next_rand(&r, 38));
	dur = fmin(dur, fmax(3 * k->iv, 4000 * k->phase));
	dur = fmin(dur, 20000);
	o.seed = (uint64_t)s;
	o.interval_ns = (uint64_t)(k->iv * 1e6);
	o.duration_ns = (uint64_t)(dur * 1e6);
	o.phase_ns = (uint64_t)(k->phase * 1e6);
	o.phases = next_rand(&r, 2) ? PMS_MUXSYNTH_EXPONENTIAL : PMS_MUXSYNTH_LOGUNIFORM;
	o.rate_cv = 0.1 + 1.4 * (double)next_rand(&r, 1000) / 1000;
	o.common = (double)next_rand(&r, 1000) / 1000;
	k->o = o;
}

/*
 * One synthetic capture of @ev under @so/@o: the metric @e over the series
 * @names (ids @ids, @n of them) against its true value, added to @t.
 */
static void metric_trial(const struct pms_evlist *ev, const struct pms_sim_opts *so,
			 const struct pms_muxsynth_opts *o, const struct pms_mexpr *e,
			 const char *const *names, const char *const *ids, int n, struct tally *t)
{
	struct pms_capture *c = NULL;
	struct pms_muxerr *m = NULL;
	struct pms_muxerr_input in[4];
	struct pms_muxerr_metric r = { .sz = sizeof(r) };
	struct pms_mvars *v = NULL;
	double truth;

	if (n > 4 || pms_muxsynth(ev, so, o, &c, NULL) || pms_muxerr_new(c, NULL, &m, NULL) ||
	    pms_mvars_new(0, NULL, &v))
		goto out;
	for (int i = 0; i < n; i++) {
		double tot = 0;

		in[i].id = ids[i];
		in[i].series = pms_capture_find(c, names[i], NULL);
		in[i].value = 0;
		if (in[i].series < 0)
			goto out;
		for (unsigned k = 0; k < pms_capture_n_intervals(c); k++)
			tot += pms_capture_truth(c, k, in[i].series);
		pms_mvars_set(v, ids[i], tot, 1);
	}
	if (pms_mexpr_eval(e, v, &truth, NULL) || pms_muxerr_metric(m, e, 0, in, n, &r) ||
	    !r.bounded || !(truth > 0))
		goto out;
	t->in += r.low <= truth && truth <= r.high;
	if (r.unbounded)
		t->unb++;
	else
		t->width[t->nw++] = 100 * (r.high - r.low) / truth;
	t->err[t->n++] = 100 * fabs(r.value - truth) / truth;
out:
	pms_mvars_free(v);
	pms_muxerr_free(m);
	pms_capture_free(c);
}

static void mixed(void)
{
	static struct tally all, first, by_phase[5], by_iv[7];
	static const unsigned ivs[] = { 10, 20, 50, 100, 200, 500, 1000 };
	char label[64];
	int cases = 0;

	memset(&all, 0, sizeof(all));
	memset(&first, 0, sizeof(first));
	memset(by_phase, 0, sizeof(by_phase));
	memset(by_iv, 0, sizeof(by_iv));
	for (int s = 0; cases < N_MIX && s < 2 * N_MIX; s++) {
		struct cal_case k;
		struct pms_evlist *ev = NULL;
		struct pms_capture *c = NULL;
		int before = all.n, p, v = 0;

		cal_case(s, &k);
		if (pms_evlist_parse(pms_model_find(k.cpu), k.list, &ev, NULL) == 0 &&
		    pms_muxsynth(ev, &k.so, &k.o, &c, NULL) == 0) {
			check_case(c, &all, false);
			check_case_n(c, &first, false, true);
			p = k.phase < 1 ? 0 : k.phase < 10 ? 1 : k.phase < 100 ? 2 : k.phase < 1000 ? 3 : 4;
			while (ivs[v] != (unsigned)k.iv)
				v++;
			check_case(c, &by_phase[p], false);
			check_case(c, &by_iv[v], false);
		}
		cases += all.n > before;
		pms_capture_free(c);
		pms_evlist_free(ev);
	}
	printf("muxerr  the calibration test's %d cases:\n", cases);
	row("first event of each", &first);
	row("every multiplexed event", &all);
	for (int p = 0; p < 5; p++) {
		snprintf(label, sizeof(label), "phases %g-%g ms", p ? pow(10, p - 1) : 0.1, pow(10, p));
		row(label, &by_phase[p]);
	}
	for (int v = 0; v < 7; v++) {
		snprintf(label, sizeof(label), "-I %u", ivs[v]);
		row(label, &by_iv[v]);
	}
}

void bench_muxerr(void)
{
	static const double phase_ms[] = { 0.1, 0.3, 1, 3, 10, 30, 100, 300, 1000, 3000 };
	struct pms_sim_opts so = { .sz = sizeof(so), .env = PMS_ENV_DEFAULT };
	struct pms_muxsynth_opts o = PMS_MUXSYNTH_OPTS_INIT;
	struct pms_evlist *ev = NULL;
	char label[64];
	double t0 = bench_now();

	mixed();
	if (!(ev = skl_list(&so, "muxerr ")))
		return;
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
	series(ev, &so, &o, "each interval, 10 ms", true);
	o.phases = PMS_MUXSYNTH_PERIODIC;
	for (int ph = 2; ph <= 16; ph *= 2) {
		o.phase_ns = (uint64_t)ph * 1000000;
		snprintf(label, sizeof(label), "periodic %d ms", ph);
		series(ev, &so, &o, label, false);
	}
	printf("muxerr  %.1f s\n", bench_now() - t0);
	pms_evlist_free(ev);
}

/*
 * Loops in step with the rotation (issue: periods of 1, 2 and 3 times the
 * 4 ms rotation interval at -I 10): square waves of period 4, 8, 12 ms
 * (phases of 2, 4, 6 ms), and the -I 100 square waves of bench_muxerr.
 * Coverage counts an unbounded count as covered (it claims no upper end);
 * the unbounded column says how many were; the median width is over the
 * bounded ones.
 */
void bench_muxloop(void)
{
	struct pms_sim_opts so = { .sz = sizeof(so), .env = PMS_ENV_DEFAULT };
	struct pms_muxsynth_opts o = PMS_MUXSYNTH_OPTS_INIT;
	struct pms_evlist *ev = NULL;
	char label[64];
	double t0 = bench_now();

	if (!(ev = skl_list(&so, "muxloop")))
		return;
	printf("muxerr  loops: skl, 6 events on 4 counters, 4 ms rotation, square waves, "
	       "%d seeds per row\n", N_CASES);
	o.phases = PMS_MUXSYNTH_PERIODIC;
	for (int dur = 300; dur <= 1000; dur += 700) {
		o.interval_ns = 10000000;
		o.duration_ns = (uint64_t)dur * 1000000;
		for (int k = 1; k <= 6; k++) {
			o.phase_ns = (uint64_t)k * 2000000;
			snprintf(label, sizeof(label), "-I 10 %d ms, period %d ms", dur, 4 * k);
			series(ev, &so, &o, label, false);
		}
	}
	o.interval_ns = 100000000;
	o.duration_ns = 5000000000ull;
	for (int ph = 2; ph <= 16; ph += 2) {
		o.phase_ns = (uint64_t)ph * 1000000;
		snprintf(label, sizeof(label), "-I 100 5 s, period %d ms", 2 * ph);
		series(ev, &so, &o, label, false);
	}
	printf("muxerr  %.1f s\n", bench_now() - t0);
	pms_evlist_free(ev);
}

/*
 * Bounds on metrics (pms_muxerr_metric()): four expressions of the
 * multiplexed events (a: branch-misses, b: branches, c: cache-misses,
 * d: instructions) on the generator's captures, checked against the
 * expressions at the true totals.  Rows by print interval.
 */
void bench_muxmetric(void)
{
	static const char *const exprs[] = { "a / b", "(a + c) / b", "a / (a + b)", "1000 * c / d" };
	static const char *const names[] = { "branch-misses", "branches", "cache-misses", "instructions" };
	static const char *const ids[] = { "a", "b", "c", "d" };
	struct pms_evlist *ev = NULL;
	double t0 = bench_now();

	if (!(ev = skl_list(NULL, "muxmetric")))
		return;
	printf("muxerr  metrics: skl, 6 events on 4 counters, %d seeds per row, phases 3-21 ms, "
	       "90%% intervals\n", N_CASES);
	for (size_t x = 0; x < sizeof(exprs) / sizeof(exprs[0]); x++) {
		for (int iv = 10; iv <= 1000; iv *= 10) {
			static struct tally t;
			char label[64];
			struct pms_mexpr *e = NULL;

			memset(&t, 0, sizeof(t));
			if (pms_mexpr_parse(exprs[x], 0, NULL, &e, NULL))
				continue;
			for (int s = 0; s < N_CASES; s++) {
				struct pms_sim_opts so = { .sz = sizeof(so),
							    .env = PMS_ENV_DEFAULT };
				struct pms_muxsynth_opts o = PMS_MUXSYNTH_OPTS_INIT;

				so.env.kver = PMS_KVER(6, 12);
				so.env.nmi_watchdog = false;
				o.seed = (uint64_t)s * 31 + 7;
				o.interval_ns = (uint64_t)iv * 1000000;
				o.duration_ns = o.interval_ns * (uint64_t)(5 + s % 30);
				o.phase_ns = (uint64_t)(1 + s % 7) * 3000000;
				o.rate_cv = 0.2 + 0.1 * (s % 9);
				o.common = (s % 5) / 5.0;
				metric_trial(ev, &so, &o, e, names, ids, 4, &t);
			}
			snprintf(label, sizeof(label), "%s, -I %d", exprs[x], iv);
			row(label, &t);
			pms_mexpr_free(e);
		}
	}
	printf("muxerr  %.1f s\n", bench_now() - t0);
	pms_evlist_free(ev);
}

/*
 * plan --for-metrics on the generator: branch-misses / branches with the
 * pair split across the rotation (six single events on skl's 4 counters)
 * and kept in one group ({branches,branch-misses} beside two other pairs),
 * at the same shares (each about 2/3).  The error is the ratio's at the
 * scaled totals against the true totals; the intervals are
 * pms_muxerr_metric()'s.  Rows by the share of the rate changes that
 * follow one activity factor (common): the more the two move together,
 * the more one schedule cancels.
 */
void bench_muxplan(void)
{
	static const char *const lists[] = {
		"branches,cache-references,L1-dcache-loads,branch-misses,cache-misses,"
		"L1-dcache-load-misses",
		"{branches,branch-misses},{cache-references,cache-misses},"
		"{L1-dcache-loads,L1-dcache-load-misses}",
	};
	static const char *const lname[] = { "split", "grouped" };
	static const char *const ids[] = { "a", "b" };
	static const char *const names[] = { "branch-misses", "branches" };
	struct pms_mexpr *e = NULL;
	double t0 = bench_now();

	if (pms_mexpr_parse("a / b", 0, NULL, &e, NULL))
		return;
	printf("muxerr  plan for metrics: skl, branch-misses / branches, split or grouped, %d seeds "
	       "per row, -I 100, phases 3-21 ms, 90%% intervals\n", N_CASES);
	for (int common = 0; common <= 8; common += 4) {
		for (int l = 0; l < 2; l++) {
			static struct tally t;
			struct pms_evlist *ev = NULL;
			char label[64];

			memset(&t, 0, sizeof(t));
			if (pms_evlist_parse(pms_model_find("skl"), lists[l], &ev, NULL))
				continue;
			for (int s = 0; s < N_CASES; s++) {
				struct pms_sim_opts so = { .sz = sizeof(so),
							    .env = PMS_ENV_DEFAULT };
				struct pms_muxsynth_opts o = PMS_MUXSYNTH_OPTS_INIT;

				so.env.kver = PMS_KVER(6, 12);
				so.env.nmi_watchdog = false;
				o.seed = (uint64_t)s * 31 + 7;
				o.interval_ns = 100000000;
				o.duration_ns = o.interval_ns * (uint64_t)(5 + s % 30);
				o.phase_ns = (uint64_t)(1 + s % 7) * 3000000;
				o.rate_cv = 0.2 + 0.1 * (s % 9);
				o.common = common / 10.0;
				metric_trial(ev, &so, &o, e, names, ids, 2, &t);
			}
			snprintf(label, sizeof(label), "%s, common %.1f", lname[l], common / 10.0);
			row(label, &t);
			pms_evlist_free(ev);
		}
	}
	pms_mexpr_free(e);
	printf("muxerr  %.1f s\n", bench_now() - t0);
}

/*
 * Live --mux-error over long runs: reads of 8 series (one always counted,
 * seven at 50%) through pms_capture_add_read() under the live bound of
 * 2048 intervals.  The intervals held and the cost per read stay flat
 * however many reads; the estimate at the end costs what 2048 intervals
 * cost.
 */
void bench_muxlive(void)
{
	double t0 = bench_now();

	printf("muxerr  live bound: 8 series, at most 2048 intervals held\n");
	printf("muxerr  %9s %9s %7s %12s %12s\n", "reads", "held", "stride", "ns/read",
	       "estimate ms");
	for (unsigned n = 1000; n <= 1000000; n *= 10) {
		struct pms_capture *c = NULL;
		struct pms_muxerr *m = NULL;
		struct pms_capture_cell x[8];
		uint64_t seed = 12345;
		double t1, t2, t3;

		if (pms_capture_new(&c) || pms_capture_set_max_intervals(c, 2048))
			goto next;
		for (int i = 0; i < 8; i++) {
			char name[16];

			snprintf(name, sizeof(name), "e%d", i);
			if (pms_capture_add_series(c, name, "", NULL, NULL))
				goto next;
		}
		t1 = bench_now();
		for (unsigned r = 0; r < n; r++) {
			for (int i = 0; i < 8; i++) {
				seed = seed * 6364136223846793005ull + 1442695040888963407ull;
				memset(&x[i], 0, sizeof(x[i]));
				x[i].status = PMS_CAP_COUNTED;
				x[i].has_run = x[i].has_ena = x[i].has_pct = true;
				x[i].ena_ns = 100000000;
				x[i].run_ns = i ? 50000000 : 100000000;
				x[i].pct = i ? 50 : 100;
				x[i].value = 1e6 * (1 + (double)(seed >> 40) / (double)(1ull << 24));
			}
			if (pms_capture_add_read(c, (uint64_t)(r + 1) * 100000000, x, 8))
				goto next;
		}
		t2 = bench_now();
		if (pms_muxerr_new(c, NULL, &m, NULL))
			goto next;
		t3 = bench_now();
		printf("muxerr  %9u %9u %7u %12.1f %12.2f\n", n, pms_capture_n_intervals(c),
		       pms_capture_stride(c), (t2 - t1) * 1e9 / n, (t3 - t2) * 1e3);
next:
		pms_muxerr_free(m);
		pms_capture_free(c);
	}
	printf("muxerr  %.1f s\n", bench_now() - t0);
}
