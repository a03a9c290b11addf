/*
 * Synthetic `perf stat -I` captures with known true counts, for
 * calibrating the error bounds.
 *
 * The schedule is the simulator's (pms_simulate(): which events hold a
 * counter in each interval between the kernel's scheduling points, for a
 * busy task).  The workload is a sequence of phases of random lengths; in
 * each phase every event counts at its own rate: a base rate (log-uniform
 * between 1e6 and 1e9 per second) times a log-normal factor with the
 * requested spread, part of which (o->common) is one activity factor
 * shared by all events.  Clock events count the time.  A sweep over the
 * merged boundaries of phases, scheduling intervals and print intervals
 * integrates each event's count: the true count of each print interval,
 * and the part counted while the event held a counter.
 */
#include <math.h>
#include <string.h>
#include "muxerr_int.h"

#define MAX_SYNTH_PHASES 2000000u

struct synth {
	const struct pms_sim *sim;
	int n_ev;
	unsigned n_ph;
	double *ph_end;		/* phase ends, ns */
	double *rate;		/* [phase * n_ev + e], counts per ns */
	bool *clock;		/* [e] */
	/* per event, the print interval being filled */
	double *truth, *raw, *run, *ena;
};

static void synth_free(struct synth *s)
{
	pmsi_free(s->ph_end);
	pmsi_free(s->rate);
	pmsi_free(s->clock);
	pmsi_free(s->truth);
	pmsi_free(s->raw);
	pmsi_free(s->run);
	pmsi_free(s->ena);
}

static double phase_len(struct pmsi_rng *r, const struct pms_muxsynth_opts *o, double mean)
{
	switch (o->phases) {
	case PMS_MUXSYNTH_LOGUNIFORM:
		/* log-uniform over two decades, scaled to the mean */
		return mean / 10 * exp(pmsi_rng_uniform(r) * log(100.0)) * (log(100.0) / 9.9);
	case PMS_MUXSYNTH_PERIODIC:
		return mean;
	default:
		return -mean * log(pmsi_rng_uniform(r));
	}
}

static int make_phases(struct synth *s, struct pmsi_rng *r, const struct pms_muxsynth_opts *o,
		       double dur, double mean)
{
	double sigma = sqrt(log(1 + o->rate_cv * o->rate_cv)), rho = o->common, t = 0;
	double *base = pmsi_malloc((size_t)s->n_ev * sizeof(*base));
	unsigned cap = 1024;

	s->ph_end = pmsi_malloc(cap * sizeof(*s->ph_end));
	s->rate = pmsi_malloc((size_t)cap * (size_t)s->n_ev * sizeof(*s->rate));
	if (!base || !s->ph_end || !s->rate) {
		pmsi_free(base);
		return PMS_ENOMEM;
	}
	for (int e = 0; e < s->n_ev; e++)
		base[e] = 1e-3 * exp(pmsi_rng_uniform(r) * log(1000.0));
	while (t < dur) {
		double g = pmsi_rng_normal(r);

		if (s->n_ph == cap) {
			double *pe, *rt;

			if (cap >= MAX_SYNTH_PHASES) {
				pmsi_free(base);
				return PMS_ELIMIT;
			}
			cap *= 2;
			pe = pmsi_realloc(s->ph_end, cap * sizeof(*pe));
			if (pe)
				s->ph_end = pe;
			rt = pe ? pmsi_realloc(s->rate, (size_t)cap * (size_t)s->n_ev * sizeof(*rt)) :
			     NULL;
			if (!rt) {
				pmsi_free(base);
				return PMS_ENOMEM;
			}
			s->rate = rt;
		}
		t += fmax(phase_len(r, o, mean), 1);
		s->ph_end[s->n_ph] = t;
		for (int e = 0; e < s->n_ev; e++) {
			double z = rho * g + sqrt(1 - rho * rho) * pmsi_rng_normal(r);
			size_t at = (size_t)s->n_ph * (size_t)s->n_ev + (size_t)e;

			s->rate[at] = s->clock[e] ? 1 : base[e] * exp(sigma * z - sigma * sigma / 2);
			/* periodic: a square wave, two levels repeating (what aliases) */
			if (o->phases == PMS_MUXSYNTH_PERIODIC && s->n_ph >= 2)
				s->rate[at] = s->rate[at - 2 * (size_t)s->n_ev];
		}
		s->n_ph++;
	}
	pmsi_free(base);
	return PMS_OK;
}

/* Add [a, b) of phase @p (scheduling interval @iv) to every event's sums. */
static void segment(struct synth *s, const struct pms_interval *iv, unsigned p, double a,
		    double b, const double *noise)
{
	for (int e = 0; e < s->n_ev; e++) {
		double amount = s->rate[(size_t)p * (size_t)s->n_ev + (size_t)e] * (b - a);

		if (!s->clock[e])
			amount *= noise[e];
		s->truth[e] += amount;
		if (!iv->task_on)
			continue;
		s->ena[e] += b - a;
		if (iv->counter[e] != -1) {
			s->raw[e] += amount;
			s->run[e] += b - a;
		}
	}
}

/* Close print interval @k: what perf prints for each event, and the truth. */
static int emit(struct synth *s, struct pms_capture *c, uint64_t ts, const int *series)
{
	unsigned k;
	int rc = pms_capture_add_interval(c, ts, &k);

	if (rc)
		return rc;
	for (int e = 0; e < s->n_ev; e++) {
		const struct pms_ev_result *res = pms_sim_result(s->sim, e);
		struct pms_capture_cell x;
		double unit = s->clock[e] ? 1e-6 : 1;	/* clocks print msec */

		memset(&x, 0, sizeof(x));
		if (res->status == PMS_ST_NOT_SUPPORTED) {
			x.status = PMS_CAP_NOT_SUPPORTED;
		} else {
			x.status = s->run[e] > 0 ? PMS_CAP_COUNTED : PMS_CAP_NOT_COUNTED;
			x.has_run = x.has_ena = x.has_pct = true;
			x.run_ns = (uint64_t)llround(s->run[e]);
			x.ena_ns = (uint64_t)llround(s->ena[e]);
			x.pct = s->ena[e] > 0 ? 100 * s->run[e] / s->ena[e] : 0;
			if (s->run[e] > 0)
				x.value = s->raw[e] * s->ena[e] / s->run[e] * unit;
			if ((rc = pms_capture_set_truth(c, k, series[e], s->truth[e] * unit)))
				return rc;
		}
		if ((rc = pms_capture_set(c, k, series[e], &x)))
			return rc;
		s->truth[e] = s->raw[e] = s->run[e] = s->ena[e] = 0;
	}
	return PMS_OK;
}

static void draw_noise(struct pmsi_rng *r, double cv, double *noise, int n)
{
	double sigma = sqrt(log(1 + cv * cv));

	for (int e = 0; e < n; e++)
		noise[e] = cv > 0 ? exp(sigma * pmsi_rng_normal(r) - sigma * sigma / 2) : 1;
}

/* The sweep over scheduling intervals, phases and print intervals. */
static int sweep(struct synth *s, struct pmsi_rng *r, const struct pms_muxsynth_opts *o,
		 double period, struct pms_capture *c, const int *series, double *noise)
{
	unsigned n_iv = pms_sim_n_intervals(s->sim), p = 0;
	double next_print = period, end = (double)pms_sim_duration_ns(s->sim);
	int rc;

	draw_noise(r, o->noise_cv, noise, s->n_ev);
	for (unsigned k = 0; k < n_iv; k++) {
		struct pms_interval iv;
		double a, b;

		if (pms_sim_interval(s->sim, k, &iv))
			return PMS_EINVAL;
		for (a = (double)iv.start_ns, b = (double)iv.end_ns; a < b;) {
			double stop = fmin(b, fmin(next_print, p < s->n_ph ? s->ph_end[p] : b));

			if (p < s->n_ph)
				segment(s, &iv, p, a, stop, noise);
			a = stop;
			if (p < s->n_ph && a >= s->ph_end[p])
				p++;
			if (a >= next_print) {
				if ((rc = emit(s, c, (uint64_t)llround(next_print), series)))
					return rc;
				next_print += period;
				draw_noise(r, o->noise_cv, noise, s->n_ev);
			}
		}
	}
	/* the last, partial interval: perf prints it too */
	if (next_print - period < end - 1)
		return emit(s, c, (uint64_t)llround(end), series);
	return PMS_OK;
}

static int add_series(const struct pms_evlist *ev, struct synth *s, struct pms_capture *c,
		      int *series)
{
	for (int e = 0; e < s->n_ev; e++) {
		struct pms_event_info info;
		int rc = pms_evlist_event(ev, e, &info);

		if (rc)
			return rc;
		s->clock[e] = info.type == PMS_TYPE_SOFTWARE && info.config <= 1;
		rc = pms_capture_add_series(c, info.text ? info.text : info.name,
					    s->clock[e] ? "msec" : "", NULL, &series[e]);
		if (rc)
			return rc;
	}
	return PMS_OK;
}

static int check(const struct pms_evlist *ev, const struct pms_sim_opts *so,
		 const struct pms_muxsynth_opts *o, struct pms_capture **out, struct pms_diag *d)
{
	if (!ev || !so || !o || !out)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "missing argument");
	*out = NULL;
	if (!(o->rate_cv >= 0) || !(o->common >= 0 && o->common <= 1) ||
	    !(o->noise_cv >= 0) || o->phases > PMS_MUXSYNTH_PERIODIC)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "bad synthetic workload options");
	return PMS_OK;
}

static int run(struct synth *s, const struct pms_evlist *ev, const struct pms_muxsynth_opts *o,
	       struct pmsi_rng *r, struct pms_capture *c)
{
	double mean = o->phase_ns ? (double)o->phase_ns : 10e6;
	double period = o->interval_ns ? (double)o->interval_ns : 100e6;
	double *noise = pmsi_malloc((size_t)s->n_ev * sizeof(*noise));
	int *series = pmsi_malloc((size_t)s->n_ev * sizeof(*series));
	int rc = PMS_ENOMEM;

	s->clock = pmsi_calloc((size_t)s->n_ev, sizeof(*s->clock));
	s->truth = pmsi_calloc((size_t)s->n_ev, sizeof(double));
	s->raw = pmsi_calloc((size_t)s->n_ev, sizeof(double));
	s->run = pmsi_calloc((size_t)s->n_ev, sizeof(double));
	s->ena = pmsi_calloc((size_t)s->n_ev, sizeof(double));
	if (noise && series && s->clock && s->truth && s->raw && s->run && s->ena &&
	    !(rc = add_series(ev, s, c, series)) &&
	    !(rc = make_phases(s, r, o, (double)pms_sim_duration_ns(s->sim), mean)))
		rc = sweep(s, r, o, period, c, series, noise);
	pmsi_free(noise);
	pmsi_free(series);
	return rc;
}

PMS_API int pms_muxsynth(const struct pms_evlist *ev, const struct pms_sim_opts *so,
			 const struct pms_muxsynth_opts *o, struct pms_capture **out,
			 struct pms_diag *d)
{
	struct pms_sim_opts sopts;
	struct pms_sim *sim = NULL;
	struct synth s;
	struct pms_capture *c = NULL;
	struct pmsi_rng r;
	struct pms_muxsynth_opts oc = PMS_MUXSYNTH_OPTS_INIT;
	uint64_t mux;
	int rc;

	/* an older caller's struct: the fields it lacks keep their defaults */
	if (o && (rc = pmsi_sz_copy(&oc, sizeof(oc), o, "struct pms_muxsynth_opts", d)))
		return rc;
	if ((rc = check(ev, so, o ? &oc : NULL, out, d)))
		return rc;
	o = &oc;
	pmsi_rng_seed(&r, o->seed);
	sopts = *so;
	sopts.duration_ns = o->duration_ns ? o->duration_ns : UINT64_C(2000000000);
	sopts.phases = NULL;
	sopts.n_phases = 0;
	mux = so->mux_interval_ns ? so->mux_interval_ns : 4000000;
	sopts.timer_phase_ns = pmsi_rng_next(&r) % mux;
	rc = pms_simulate(ev, &sopts, &sim, d);
	if (rc)
		return rc;
	memset(&s, 0, sizeof(s));
	s.sim = sim;
	s.n_ev = pms_sim_n_events(sim);
	rc = pms_capture_new(&c);
	if (!rc)
		rc = run(&s, ev, o, &r, c);
	synth_free(&s);
	pms_sim_free(sim);
	if (rc) {
		pms_capture_free(c);
		return pmsi_diag(d, rc, PMS_NOPOS, 0, "cannot build the synthetic capture: %s",
				 pms_strerror(rc));
	}
	*out = c;
	return PMS_OK;
}
