/*
 * Error bounds for multiplexed counts, from the interval series of a
 * capture.  The model (docs/mux-error.md has the derivation):
 *
 *  - In interval k an event was enabled E_k and on a counter R_k = f_k E_k;
 *    it counted a_k there.  perf's estimate of the whole run is
 *    Y^ = sum(a) * sum(E) / sum(R), and of the interval a_k E_k / R_k.
 *  - Its rate seen in interval k, r_k = a_k / R_k, varies around the
 *    workload's true rate.  When the rate moves faster than the rotation,
 *    the variance of r_k is s2 / R_k: part of it (f_k) is the workload's
 *    own variation, the rest (1 - f_k) the error of having looked at a
 *    fraction f_k of the interval only.  s2 is estimated from successive
 *    differences of r (the von Neumann estimator), which slow trends and
 *    long phases do not inflate.  When an always-counted event moves with
 *    the multiplexed one, regressing the differences on its differences
 *    removes the workload's share of the variation, and what remains is
 *    taken as error (up to all of it).
 *  - A weak prior (a rate variability of prior_cv at the rotation
 *    interval, prior_weight degrees of freedom) keeps short captures from
 *    claiming certainty; a Poisson floor keeps rare events honest.
 *  - The error of Y^ then has variance
 *      s2 * [ sum_k E_k (f_k / F - 1)^2 + sum_k R_k c_k / F^2 ],
 *    F = sum(R) / sum(E), c_k the error share of interval k; the first
 *    term is the unevenness of the shares across intervals (intervals the
 *    event was not counted in at all), the second the blind spots within
 *    intervals.  Bounds are Student-t, never below the counted sum(a).
 *
 * Work is bounded: each series is one pass over its intervals per
 * covariate tried, and at most MAX_COVARIATES are tried.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "muxerr_int.h"
#include "replay_int.h"

#define MAX_COVARIATES 16	/* always-counted series tried per event */
#define MIN_PAIRS_COV 6		/* differences needed before a covariate is tried */
#define F_ENTER 6.0		/* F statistic a covariate must beat (it is the best of several) */
#define MIN_POOL_PAIRS 4	/* differences the capture needs before its own variability is the prior */
#define OUTLIER 10.0		/* a series this much above the median variability is not pooled */
#define MAX_LAG 4		/* intervals apart the uneven-share term looks for variation */
#define UNEVEN 0.05		/* that term's weight beyond which the shares count as uneven */
#define JUMPY 3.0		/* mean square differences this far above their median: jumps */
#define JUMP_SPAN 2.0		/* rotation intervals around a jump its error can span, at share 1 */
#define LOOP_MAX_LAG 16		/* longest repeat looked for, in print intervals */
#define LOOP_MIN_PAIRS 8	/* differences a lag needs before it can show a repeat */
#define LOOP_ONE_PAIRS 12	/* ... or this many at a lag whose double the capture lacks */
#define LOOP_RATIO 0.1		/* a lag this much calmer than every shorter one: a repeat */
#define LOOP_REL_FLOOR 3e-3	/* variation below this share of the rate shows nothing */
#define LOOP_POISSON 10.0	/* nor below this many times a count's Poisson noise */

struct mx_series {
	struct pms_muxerr_bound total;
	double s2_obs;		/* posterior variance density of the observed rate */
	double s2_err;		/* the same after the covariate: what the error draws on */
	double r2;		/* share of the observed variation the covariate explains */
	double tq;		/* t quantile at the confidence */
	double rate;		/* mean rate, unit per ns */
	double scale_ns;	/* the prior's time scale */
};

struct pms_muxerr {
	const struct pms_capture *c;
	struct pms_muxerr_opts o;
	struct cap_ref *refs;
	struct mx_series *s;
	int n;
	double pool_rel;	/* the capture's typical relative variance density; < 0 none */
	double *each;		/* scratch: one value per interval */
	unsigned *loop;		/* per aggregation group: the repeat seen, in intervals; 0 none */
	int *loop_src;		/* the series that showed it */
	double iv_ns;		/* the mean print interval */
};

/* What series @i shows in interval @k. */
struct obs {
	enum pms_capture_status st;
	double e, r, f;		/* enabled, running (ns), running / enabled */
	double a;		/* counted part, in the unit */
	double v;		/* perf's scaled value */
};

static void observe(const struct pms_muxerr *m, unsigned k, int i, struct obs *o)
{
	const struct pms_capture_cell *x = &m->c->s[i].cells[k];

	memset(o, 0, sizeof(*o));
	o->st = x->status;
	if (x->status != PMS_CAP_COUNTED && x->status != PMS_CAP_NOT_COUNTED)
		return;
	o->e = pmsi_capture_enabled(m->c, m->refs, k, i);
	if (!(o->e > 0))
		o->e = 0;
	if (x->status == PMS_CAP_NOT_COUNTED)
		return;
	o->v = x->value;
	if (x->has_run)
		o->r = (double)x->run_ns;
	else
		o->r = o->e * (x->has_pct ? x->pct / 100 : 1);
	if (o->r > o->e)
		o->r = o->e;
	o->f = o->e > 0 ? o->r / o->e : 0;
	o->a = o->v * o->f;
}

/* Kind and perf's totals of series @i. */
static void totals(const struct pms_muxerr *m, int i, struct pms_muxerr_bound *b)
{
	double se = 0, sr = 0, sa = 0;
	bool any = false, mux = false;

	memset(b, 0, sizeof(*b));
	b->covariate = -1;
	for (unsigned k = 0; k < m->c->n_iv; k++) {
		struct obs o;

		observe(m, k, i, &o);
		if (o.st == PMS_CAP_NOT_SUPPORTED)
			b->kind = PMS_MUXERR_NOT_SUPPORTED;
		if (o.st != PMS_CAP_COUNTED && o.st != PMS_CAP_NOT_COUNTED)
			continue;
		any = true;
		if (o.e <= 0)
			continue;
		b->n_intervals++;
		se += o.e;
		sr += o.r;
		sa += o.a;
		mux = mux || o.f < 1 - 1e-9;
	}
	if (!any)
		return;
	b->raw = sa;
	b->share = se > 0 ? 100 * sr / se : 0;
	b->enabled_ns = se;
	b->running_ns = sr;
	if (!(sr > 0)) {
		b->kind = PMS_MUXERR_NOT_COUNTED;
		return;
	}
	b->value = sa * se / sr;
	b->low = b->high = b->value;
	b->kind = mux ? PMS_MUXERR_BOUNDED : PMS_MUXERR_EXACT;
}

/* Successive differences of a series' rates, with a covariate's. */
struct pairs {
	int n;
	double sw_dd;		/* sum w d^2 */
	double sw_dc, sw_cc;	/* with the covariate */
};

/* The rates of series @j over the intervals where @i was measured, paired like @i's. */
static void pair_up(const struct pms_muxerr *m, int i, int j, struct pairs *p, double *each)
{
	double prev_r = 0, prev_x = 0, prev_run = 0;
	bool have = false;

	memset(p, 0, sizeof(*p));
	for (unsigned k = 0; k < m->c->n_iv; k++) {
		struct obs o, q;
		double x = 0;

		observe(m, k, i, &o);
		if (o.st != PMS_CAP_COUNTED || !(o.r > 0))
			continue;
		if (j >= 0) {
			observe(m, k, j, &q);
			if (q.st != PMS_CAP_COUNTED || !(q.e > 0))
				continue;
			x = q.v / q.e;
		}
		if (have) {
			double w = 1 / (1 / o.r + 1 / prev_run);
			double d = o.a / o.r - prev_r, c = x - prev_x;

			if (each)
				each[p->n] = w * d * d;
			p->n++;
			p->sw_dd += w * d * d;
			p->sw_dc += w * d * c;
			p->sw_cc += w * c * c;
		}
		prev_r = o.a / o.r;
		prev_x = x;
		prev_run = o.r;
		have = true;
	}
}

/*
 * The largest variance density the rates of series @i show in differences
 * h = 2..MAX_LAG intervals apart (intervals it was not counted in are
 * skipped), or 0.  When the rotation gives intervals unequal shares (print
 * intervals as short as the rotation), the scaled total weighs intervals
 * unevenly in a pattern that repeats every few intervals, and a workload
 * whose phases last a few intervals varies more at that distance than
 * between neighbours.
 */
static double lagged(const struct pms_muxerr *m, int i)
{
	double best = 0;

	for (unsigned h = 2; h <= MAX_LAG; h++) {
		double ssr = 0;
		int n = 0;

		for (unsigned k = h; k < m->c->n_iv; k++) {
			struct obs a, b;

			observe(m, k, i, &a);
			observe(m, k - h, i, &b);
			if (a.st != PMS_CAP_COUNTED || b.st != PMS_CAP_COUNTED || !(a.r > 0) ||
			    !(b.r > 0))
				continue;
			ssr += (a.a / a.r - b.a / b.r) * (a.a / a.r - b.a / b.r) /
			       (1 / a.r + 1 / b.r);
			n++;
		}
		if (n >= 2 && ssr / n > best)
			best = ssr / n;
	}
	return best;
}

/* The best covariate for series @i, or -1; @ssr: the residual sum it leaves. */
static int covariate(const struct pms_muxerr *m, int i, const struct pairs *own, double *ssr)
{
	int best = -1, tried = 0;
	double best_ssr = own->sw_dd;

	*ssr = own->sw_dd;
	if (m->o.flags & PMS_MUXERR_NO_COVARIATES || own->n < MIN_PAIRS_COV || !(own->sw_dd > 0))
		return -1;
	for (int j = 0; j < m->n && tried < MAX_COVARIATES; j++) {
		struct pairs p;
		double r;

		if (j == i || m->s[j].total.kind != PMS_MUXERR_EXACT ||
		    m->c->s[j].group != m->c->s[i].group)
			continue;
		tried++;
		pair_up(m, i, j, &p, NULL);
		if (p.n != own->n || !(p.sw_cc > 0))
			continue;
		r = p.sw_dd - p.sw_dc * p.sw_dc / p.sw_cc;
		if (r < best_ssr) {
			best_ssr = r < 0 ? 0 : r;
			best = j;
		}
	}
	/* it must explain clearly more than chance would (F test, one parameter) */
	if (best >= 0 && !((own->sw_dd - best_ssr) > F_ENTER * best_ssr / (own->n - 1)))
		best = -1;
	*ssr = best >= 0 ? best_ssr : own->sw_dd;
	return best;
}

/* Posterior variance density from @ssr over @nu_data degrees of freedom. */
static double posterior(const struct pms_muxerr *m, double ssr, double n, double nu_data,
			double prior, double *df)
{
	double s2 = n > 0 ? ssr / n : 0, nu0 = m->o.prior_weight;

	*df = nu0 + nu_data;
	if (!(*df > 0)) {
		*df = 1;
		return prior;
	}
	return (nu0 * prior + nu_data * s2) / (nu0 + nu_data);
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

/*
 * What of a series' variation blind spots turn into error.  Successive
 * differences of a series with long phases are mostly small with a few
 * jumps at phase changes; white noise gives differences of one size.  A
 * jump moves the count by at most the part of a rotation period around
 * it that the event was not looking at, so when the mean square of the
 * differences stands far above what their median implies (a Gaussian's
 * median squared is 0.455 of its mean), the excess counts only in the
 * proportion (JUMP_SPAN rotation intervals / f / the print interval)^2.
 * @each: the pairs' w d^2, @n of them (reordered).
 */
static double within(const struct pms_muxerr *m, double *each, int n, double share, double iv_ns)
{
	double mean = 0, rob, beta, span;

	if (!n)
		return 0;
	for (int k = 0; k < n; k++)
		mean += each[k];
	mean /= n;
	if (n < MIN_POOL_PAIRS || !(iv_ns > 0))
		return mean;
	qsort(each, (size_t)n, sizeof(*each), cmp_double);
	rob = (n % 2 ? each[n / 2] : (each[n / 2 - 1] + each[n / 2]) / 2) / 0.455;
	if (!(mean > JUMPY * rob))
		return mean;
	span = JUMP_SPAN * (m->o.mux_interval_ns ? (double)m->o.mux_interval_ns :
			    PMS_MUXERR_DEFAULT_SCALE_NS) / fmax(share, 0.01);
	beta = fmin(1, span / iv_ns * span / iv_ns);
	return rob + beta * (mean - rob);
}

/*
 * The variability the workload shows across all its events: every counted
 * series' successive differences, relative to its mean rate, pooled.  Every
 * event of a run sees the same phases, so this is the prior a short series
 * leans on.  A series more than OUTLIER times the median (a bursty software
 * event) is left out; the rest are pooled as one sum, since the median of
 * few-difference estimates would sit well below their mean.
 */
static int pool(struct pms_muxerr *m)
{
	double *rel = m->n ? pmsi_malloc(3 * (size_t)m->n * sizeof(*rel)) : NULL, *w, med, sum = 0;
	int n = 0, pairs = 0;

	m->pool_rel = -1;
	if (m->n && !rel)
		return PMS_ENOMEM;
	w = rel + m->n;
	for (int i = 0; i < m->n; i++) {
		const struct pms_muxerr_bound *b = &m->s[i].total;
		struct pairs p;
		double rate = b->running_ns > 0 ? b->raw / b->running_ns : 0;

		if ((b->kind != PMS_MUXERR_BOUNDED && b->kind != PMS_MUXERR_EXACT) || !(rate > 0))
			continue;
		pair_up(m, i, -1, &p, m->each);
		if (!p.n)
			continue;
		rel[n] = within(m, m->each, p.n, b->running_ns / b->enabled_ns,
				b->enabled_ns / b->n_intervals) / (rate * rate);
		w[n++] = p.n;
	}
	if (n) {
		double *sorted = w + n;	/* room left in the second half */

		memcpy(sorted, rel, (size_t)n * sizeof(*rel));
		qsort(sorted, (size_t)n, sizeof(*rel), cmp_double);
		med = sorted[n / 2];
		for (int k = 0; k < n; k++) {
			if (rel[k] > OUTLIER * med)
				continue;
			sum += rel[k] * w[k];
			pairs += (int)w[k];
		}
		if (pairs >= MIN_POOL_PAIRS)
			m->pool_rel = sum / pairs;
	}
	pmsi_free(rel);
	return PMS_OK;
}

static void estimate(struct pms_muxerr *m, int i)
{
	struct mx_series *x = &m->s[i];
	struct pms_muxerr_bound *b = &x->total;
	struct pairs own;
	double ssr = 0, prior, poisson, df, df1, sr = 0, se = 0, t1 = 0, t2 = 0, fbar, v, s2_far;
	double s2_in;
	int cov;

	if (b->kind != PMS_MUXERR_BOUNDED)
		return;
	pair_up(m, i, -1, &own, m->each);
	s2_in = within(m, m->each, own.n, b->running_ns / b->enabled_ns,
		       b->enabled_ns / b->n_intervals) * own.n;
	cov = covariate(m, i, &own, &ssr);
	if (cov < 0)
		ssr = s2_in;	/* what blind spots turn into error */
	for (unsigned k = 0; k < m->c->n_iv; k++) {
		struct obs o;

		observe(m, k, i, &o);
		sr += o.r;
		se += o.e;
	}
	x->rate = b->raw / sr;
	x->scale_ns = (double)(m->o.mux_interval_ns ? m->o.mux_interval_ns :
			       PMS_MUXERR_DEFAULT_SCALE_NS);
	/*
	 * The prior: the variability the capture's events show, else prior_cv
	 * over one rotation interval; counts are at least Poisson.
	 */
	poisson = (b->raw > 1 ? b->raw : 1) / sr;
	prior = (m->pool_rel >= 0 ? m->pool_rel : m->o.prior_cv * m->o.prior_cv * x->scale_ns) *
		x->rate * x->rate + poisson;
	/* adjacent differences share a term: about 2/3 of a degree of freedom each */
	x->s2_obs = posterior(m, own.sw_dd, own.n, 2.0 / 3 * own.n, prior, &df);
	x->r2 = cov >= 0 && own.sw_dd > 0 ? 1 - ssr / own.sw_dd : 0;
	/* the covariate explains the same share of what the prior stands for */
	x->s2_err = posterior(m, ssr, own.n - (cov >= 0), 2.0 / 3 * (own.n - (cov >= 0)),
			      (prior - poisson) * (1 - x->r2) + poisson, &df1);
	x->s2_obs = fmax(x->s2_obs, poisson);
	x->s2_err = fmax(x->s2_err, poisson);
	s2_far = lagged(m, i);
	s2_far = fmax(x->s2_obs, own.n ? (m->o.prior_weight * prior + 2.0 / 3 * own.n * s2_far) /
				       (m->o.prior_weight + 2.0 / 3 * own.n) : 0);
	x->r2 = cov >= 0 && own.sw_dd > 0 ? 1 - ssr / own.sw_dd : 0;
	x->tq = pmsi_t_quantile(0.5 + m->o.confidence / 2, cov >= 0 ? df1 : df);
	fbar = sr / se;
	for (unsigned k = 0; k < m->c->n_iv; k++) {
		struct obs o;
		double c;

		observe(m, k, i, &o);
		if (!(o.e > 0))
			continue;
		c = fmin(1, (1 - o.f) / fmax(1 - x->r2, 1e-12));
		t1 += o.e * (o.f / fbar - 1) * (o.f / fbar - 1);
		t2 += o.r * c;
	}
	/* shares that change from interval to interval: rotation and print interval are close */
	if (t1 > UNEVEN * t2 / (fbar * fbar))
		v = s2_far * (t1 + fmax(1, x->s2_err / x->s2_obs) * t2 / (fbar * fbar));
	else
		v = s2_far * t1 + x->s2_err * t2 / (fbar * fbar);
	b->sd = sqrt(v);
	b->df = cov >= 0 ? df1 : df;
	b->covariate = cov;
}

/*
 * The rate series @i shows in interval @k (counted part over running
 * time; an always-counted event's count over its enabled time), or NAN.
 */
static double loop_rate(const struct pms_muxerr *m, int i, unsigned k, double *run)
{
	struct obs o;

	observe(m, k, i, &o);
	*run = o.r;
	if (o.st != PMS_CAP_COUNTED || !(o.r > 0))
		return NAN;
	return o.a / o.r;
}

/*
 * A loop in series @i: the smallest lag h >= 2 intervals at which the
 * series repeats, or 0.  D(h), the mean square difference of the rates h
 * intervals apart, is about flat in h for a workload whose phases come at
 * random, and grows with h for trends and long phases; a workload that
 * repeats every p intervals has D(p) near 0 while the shorter lags vary.
 * A repeat is taken when D(h) is below LOOP_RATIO times every D(j),
 * j < h, and those stand clear of the noise floor (the rounding perf
 * prints with, LOOP_REL_FLOOR of the rate, and LOOP_POISSON times a
 * count's Poisson noise), and D(2h) is as calm where the capture has
 * LOOP_MIN_PAIRS differences at lag 2h (three repeats), else lag h has
 * LOOP_ONE_PAIRS differences.  docs/mux-error.md, "Loops in step with the rotation".
 */
static unsigned loop_lag(const struct pms_muxerr *m, int i)
{
	const struct pms_muxerr_bound *b = &m->s[i].total;
	double rate, floor_abs, d[2 * LOOP_MAX_LAG + 1], shortest = INFINITY;
	unsigned n = m->c->n_iv, top = 0;

	if ((b->kind != PMS_MUXERR_BOUNDED && b->kind != PMS_MUXERR_EXACT) ||
	    !(b->running_ns > 0) || !b->n_intervals || m->c->s[i].is_clock)
		return 0;
	rate = b->raw / b->running_ns;
	if (!(rate > 0))
		return 0;
	floor_abs = fmax(LOOP_REL_FLOOR * rate * LOOP_REL_FLOOR * rate,
			 LOOP_POISSON * 2 * rate / (b->running_ns / b->n_intervals));
	/* D(h) for every lag with enough differences */
	for (unsigned h = 1; h <= 2 * LOOP_MAX_LAG && h < n; h++) {
		double ssd = 0;
		unsigned pairs = 0;

		for (unsigned k = h; k < n; k++) {
			double ra, rb, x = loop_rate(m, i, k, &ra), y = loop_rate(m, i, k - h, &rb);

			if (isnan(x) || isnan(y))
				continue;
			ssd += (x - y) * (x - y);
			pairs++;
		}
		if (pairs < LOOP_MIN_PAIRS)
			break;
		d[h] = ssd / pairs;
		top = h;
	}
	/*
	 * A repeat at h holds at 2h too where the capture reaches that far:
	 * both lags calm beside every shorter one; else h needs
	 * LOOP_ONE_PAIRS differences of its own.
	 */
	for (unsigned h = 1; h <= top && h <= LOOP_MAX_LAG; h++) {
		if (h >= 2 && shortest > floor_abs && d[h] < LOOP_RATIO * shortest &&
		    (2 * h <= top ? d[2 * h] < LOOP_RATIO * shortest : n - h >= LOOP_ONE_PAIRS))
			return h;
		shortest = fmin(shortest, d[h]);
	}
	return 0;
}

/* Every group's loop: the shortest repeat any of its series shows. */
static void loops(struct pms_muxerr *m)
{
	for (int i = 0; i < m->n; i++) {
		int g = m->c->s[i].group;
		unsigned h = loop_lag(m, i);

		if (h && (!m->loop[g] || h < m->loop[g])) {
			m->loop[g] = h;
			m->loop_src[g] = i;
		}
	}
}

/* A bound the loop of its group takes away: [counted, unbounded). */
static void unbound(const struct pms_muxerr *m, int i, struct pms_muxerr_bound *b)
{
	int g = m->c->s[i].group;

	b->loop_series = -1;
	if (!m->loop || !m->loop[g])
		return;
	b->loop_intervals = m->loop[g];
	b->loop_ns = m->loop[g] * m->iv_ns;
	b->loop_series = m->loop_src[g];
	if (b->kind != PMS_MUXERR_BOUNDED)
		return;
	b->unbounded = true;
	b->low = b->raw;
	b->high = INFINITY;
	b->minus_pct = b->value > 0 ? 100 * (b->value - b->low) / b->value : 0;
	b->plus_pct = INFINITY;
	b->unreliable = true;
}

static void finish(const struct pms_muxerr *m, double tq, struct pms_muxerr_bound *b)
{
	double half = tq * b->sd;

	b->low = fmax(b->raw, b->value - half);
	b->high = b->value + half;
	if (b->value > 0) {
		b->minus_pct = 100 * (b->value - b->low) / b->value;
		b->plus_pct = 100 * (b->high - b->value) / b->value;
		b->unreliable = b->minus_pct + b->plus_pct > m->o.threshold_pct;
	}
}

static int check_opts(const struct pms_muxerr_opts *o, struct pms_diag *d)
{
	if (!(o->confidence > 0 && o->confidence < 1))
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "confidence %g is not in (0, 1)",
				 o->confidence);
	if (!(o->threshold_pct >= 0) || !(o->prior_cv >= 0) || !(o->prior_weight >= 0) ||
	    isinf(o->prior_cv) || isinf(o->prior_weight))
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "bad threshold or prior");
	if (o->flags & ~(unsigned)(PMS_MUXERR_NO_COVARIATES | PMS_MUXERR_NO_LOOPS))
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "unknown flags 0x%x", o->flags);
	return PMS_OK;
}

PMS_API int pms_muxerr_new(const struct pms_capture *c, const struct pms_muxerr_opts *o,
			   struct pms_muxerr **out, struct pms_diag *d)
{
	struct pms_muxerr_opts def = PMS_MUXERR_OPTS_INIT;
	struct pms_muxerr *m;
	int rc;

	if (!c || !out)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no capture");
	*out = NULL;
	/* an older caller's struct: the fields it lacks keep their defaults */
	if ((rc = pmsi_sz_copy(&def, sizeof(def), o, "struct pms_muxerr_opts", d)))
		return rc;
	o = &def;
	if ((rc = check_opts(o, d)))
		return rc;
	m = pmsi_calloc(1, sizeof(*m));
	if (!m)
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	m->c = c;
	m->o = def;
	m->n = c->n_s;
	m->s = m->n ? pmsi_calloc((size_t)m->n, sizeof(*m->s)) : NULL;
	m->refs = c->n_iv && c->n_s ? pmsi_capture_refs(c) : NULL;
	m->each = c->n_iv ? pmsi_malloc(c->n_iv * sizeof(*m->each)) : NULL;
	m->loop = pmsi_calloc((size_t)c->n_groups + 1, sizeof(*m->loop));
	m->loop_src = pmsi_calloc((size_t)c->n_groups + 1, sizeof(*m->loop_src));
	if ((m->n && !m->s) || (c->n_iv && c->n_s && !m->refs) || (c->n_iv && !m->each) ||
	    !m->loop || !m->loop_src) {
		pms_muxerr_free(m);
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	}
	for (int i = 0; i < m->n; i++)
		totals(m, i, &m->s[i].total);
	if (pool(m)) {
		pms_muxerr_free(m);
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	}
	if (c->n_iv)
		m->iv_ns = (double)pms_capture_time_ns(c, c->n_iv - 1) / c->n_iv;
	if (!(m->o.flags & PMS_MUXERR_NO_LOOPS))
		loops(m);
	for (int i = 0; i < m->n; i++) {
		estimate(m, i);
		if (m->s[i].total.kind == PMS_MUXERR_BOUNDED)
			finish(m, m->s[i].tq, &m->s[i].total);
		unbound(m, i, &m->s[i].total);
	}
	*out = m;
	return PMS_OK;
}

const struct pms_capture *pmsi_muxerr_capture(const struct pms_muxerr *m)
{
	return m->c;
}

double pmsi_muxerr_confidence(const struct pms_muxerr *m)
{
	return m->o.confidence;
}

double pmsi_muxerr_threshold(const struct pms_muxerr *m)
{
	return m->o.threshold_pct;
}

PMS_API void pms_muxerr_free(struct pms_muxerr *m)
{
	if (!m)
		return;
	pmsi_free(m->refs);
	pmsi_free(m->each);
	pmsi_free(m->loop);
	pmsi_free(m->loop_src);
	pmsi_free(m->s);
	pmsi_free(m);
}

PMS_API int pms_muxerr_total(const struct pms_muxerr *m, int i, struct pms_muxerr_bound *out)
{
	if (!m || !out || i < 0 || i >= m->n)
		return PMS_ERANGE;
	*out = m->s[i].total;
	return PMS_OK;
}

PMS_API int pms_muxerr_at(const struct pms_muxerr *m, int i, unsigned k,
			  struct pms_muxerr_bound *out)
{
	const struct mx_series *x;
	struct obs o;

	if (!m || !out || i < 0 || i >= m->n || k >= m->c->n_iv)
		return PMS_ERANGE;
	x = &m->s[i];
	memset(out, 0, sizeof(*out));
	out->covariate = x->total.covariate;
	out->loop_series = -1;
	observe(m, k, i, &o);
	if (o.st == PMS_CAP_NOT_SUPPORTED) {
		out->kind = PMS_MUXERR_NOT_SUPPORTED;
		return PMS_OK;
	}
	if (o.st != PMS_CAP_COUNTED && o.st != PMS_CAP_NOT_COUNTED)
		return PMS_OK;
	out->n_intervals = o.e > 0;
	out->enabled_ns = o.e;
	out->running_ns = o.r;
	if (!(o.r > 0)) {
		out->kind = PMS_MUXERR_NOT_COUNTED;
		return PMS_OK;
	}
	out->value = out->low = out->high = o.v;
	out->raw = o.a;
	out->share = 100 * o.f;
	out->kind = o.f < 1 - 1e-9 ? PMS_MUXERR_BOUNDED : PMS_MUXERR_EXACT;
	if (out->kind != PMS_MUXERR_BOUNDED || x->total.kind != PMS_MUXERR_BOUNDED)
		return PMS_OK;
	out->sd = o.e * sqrt(fmin(1, (1 - o.f) / fmax(1 - x->r2, 1e-12)) * x->s2_err / o.r);
	out->df = x->total.df;
	finish(m, x->tq, out);
	unbound(m, i, out);
	return PMS_OK;
}

PMS_API int pms_muxerr_workload(const struct pms_muxerr *m, int i, struct pms_muxerr_workload *out)
{
	struct pms_muxerr_workload w = PMS_MUXERR_WORKLOAD_INIT;
	const struct mx_series *x;
	double scale;

	if (!m || !out || i < 0 || i >= m->n || pmsi_sz_copy(&w, sizeof(w), out, "", NULL))
		return PMS_ERANGE;
	x = &m->s[i];
	if (x->total.kind != PMS_MUXERR_BOUNDED || !(x->rate > 0))
		return PMS_ENOEVENT;
	scale = out->scale_ns ? (double)out->scale_ns : PMS_MUXERR_DEFAULT_SCALE_NS;
	out->scale_ns = (uint64_t)scale;
	out->cv = sqrt(x->s2_obs / scale) / x->rate;
	return PMS_OK;
}

PMS_API int pms_muxerr_expected(double share_pct, uint64_t duration_ns,
				const struct pms_muxerr_workload *w, double confidence,
				double *half_width_pct)
{
	struct pms_muxerr_workload def = PMS_MUXERR_WORKLOAD_INIT;
	double f = share_pct / 100, rel2;

	/* an older caller's struct: the fields it lacks keep their defaults */
	if (pmsi_sz_copy(&def, sizeof(def), w, "struct pms_muxerr_workload", NULL))
		return PMS_EINVAL;
	w = &def;
	if (!half_width_pct || !(share_pct >= 0 && share_pct <= 100) || !duration_ns ||
	    !(w->cv >= 0) || !w->scale_ns || !(confidence >= 0 && confidence < 1))
		return PMS_EINVAL;
	if (confidence == 0)
		confidence = PMS_MUXERR_DEFAULT_CONFIDENCE;
	if (f >= 1) {
		*half_width_pct = 0;
		return PMS_OK;
	}
	if (f <= 0) {
		*half_width_pct = INFINITY;
		return PMS_OK;
	}
	/* the blind-spot term of the estimator with the same variability everywhere */
	rel2 = w->cv * w->cv * (double)w->scale_ns * (1 - f) / (f * (double)duration_ns);
	*half_width_pct = 100 * pmsi_t_quantile(0.5 + confidence / 2, INFINITY) * sqrt(rel2);
	return PMS_OK;
}
