/*
 * Bounds on metrics: a metric expression evaluated at its events' scaled
 * counts, with an interval carried through from the events' bounds
 * (docs/mux-error.md, "Bounds on metrics").
 *
 *  - The value is the expression at the scaled counts, as perf prints it.
 *  - Its error is the delta method: the expression's slope along each
 *    input (a central difference over one standard error of that input),
 *    and the inputs' error covariance, sd_i sd_j rho_ij.
 *  - rho_ij: events that shared their schedule (same aggregation, the same
 *    running time in every interval: one group, or on counters together)
 *    missed the same slices, and their errors move together as their rates
 *    do: rho is the correlation of their relative rate differences.
 *    Events on different schedules missed different slices; the capture
 *    does not say how those overlapped, and events on complementary
 *    slices have errors of opposite sign when their rates move together.
 *    So rho takes the magnitude of the rates' correlation with the sign
 *    that widens the metric: what the data cannot rule out.
 *  - Student-t with the fewest degrees of freedom among the multiplexed
 *    inputs.  An input without an upper bound (a loop) leaves the metric
 *    without bounds.
 *  - A tree (a TopDown node and its children) adds up when 0 lies in the
 *    interval of parent - sum(children), the same computation over that
 *    difference: the children's and the parent's errors are joint.
 */
#include <math.h>
#include <string.h>
#include "muxerr_int.h"
#include "replay_int.h"
#include "pmusched/measure.h"
#include "pmusched/metrics.h"

#define MAX_INPUTS 64

/* The relative rate differences of series @i and @j over the intervals both were counted in. */
static double rate_corr(const struct pms_capture *c, int i, int j, bool *same_schedule)
{
	double sxy = 0, sxx = 0, syy = 0, pi = 0, pj = 0;
	bool have = false;

	*same_schedule = c->s[i].group == c->s[j].group;
	for (unsigned k = 0; k < c->n_iv; k++) {
		const struct pms_capture_cell *a = &c->s[i].cells[k], *b = &c->s[j].cells[k];
		double ri, rj;

		if (a->status != PMS_CAP_COUNTED || b->status != PMS_CAP_COUNTED ||
		    !(a->value > 0) || !(b->value > 0)) {
			*same_schedule = *same_schedule && a->status == b->status;
			have = false;
			continue;
		}
		if (a->has_run != b->has_run || (a->has_run && a->run_ns != b->run_ns) ||
		    (!a->has_run && a->pct != b->pct))
			*same_schedule = false;
		ri = log(a->value);
		rj = log(b->value);
		if (have) {
			sxy += (ri - pi) * (rj - pj);
			sxx += (ri - pi) * (ri - pi);
			syy += (rj - pj) * (rj - pj);
		}
		pi = ri;
		pj = rj;
		have = true;
	}
	if (!(sxx > 0) || !(syy > 0))
		return 0;
	return sxy / sqrt(sxx * syy);
}

/*
 * What a metric is a function of: @n inputs, input i the total (or
 * interval @k's count) of series @series[i] (-1: exact), valued x0[i] in
 * the caller's unit (a clock in ns where the capture holds msec: the
 * series' error is scaled with it), and how to evaluate the metric at
 * other values of them.
 */
struct fn {
	int (*eval)(const struct fn *f, const double *x, double *out);
	const void *ctx;
	size_t n;
	const int *series;
	const double *x0;
	unsigned k;		/* PMS_MUXERR_RUN: the totals */
};

static int bound_of(const struct pms_muxerr *m, const struct fn *f, size_t i,
		    struct pms_muxerr_bound *b)
{
	memset(b, 0, sizeof(*b));
	if (f->series[i] < 0) {
		b->kind = PMS_MUXERR_EXACT;
		return PMS_OK;
	}
	if (f->k == PMS_MUXERR_RUN)
		return pms_muxerr_total(m, f->series[i], b) ? PMS_ERANGE : PMS_OK;
	return pms_muxerr_at(m, f->series[i], f->k, b) ? PMS_ERANGE : PMS_OK;
}

/* The delta method over @f's inputs (the file's comment). */
static int propagate(const struct pms_muxerr *m, const struct fn *f,
		     struct pms_muxerr_metric *out)
{
	struct pms_muxerr_bound *b = pmsi_calloc(f->n ? f->n : 1, sizeof(*b));
	double *x = pmsi_calloc(f->n ? f->n : 1, sizeof(*x));
	double *g = pmsi_calloc(f->n ? f->n : 1, sizeof(*g));
	double *sd = pmsi_calloc(f->n ? f->n : 1, sizeof(*sd));
	double var = 0, df = INFINITY, conf, tq;
	int rc = PMS_OK;

	if (!b || !x || !g || !sd) {
		rc = PMS_ENOMEM;
		goto out;
	}
	memset((char *)out + sizeof(out->sz), 0, sizeof(*out) - sizeof(out->sz));
	conf = pmsi_muxerr_confidence(m);
	for (size_t i = 0; i < f->n; i++) {
		if ((rc = bound_of(m, f, i, &b[i])))
			goto out;
		x[i] = f->x0[i];
		if (b[i].kind == PMS_MUXERR_BOUNDED) {
			/* the series' error in the input's unit */
			sd[i] = b[i].sd * (b[i].value != 0 && isfinite(x[i]) ?
					   fabs(x[i] / b[i].value) : 1);
			out->bounded = true;
			out->unbounded = out->unbounded || b[i].unbounded;
		}
	}
	if ((rc = f->eval(f, x, &out->value)))
		goto out;
	out->low = out->high = out->value;
	if (!out->bounded || !isfinite(out->value))
		goto out;
	for (size_t i = 0; i < f->n; i++) {
		double h = sd[i], up, down;

		g[i] = 0;
		if (b[i].kind != PMS_MUXERR_BOUNDED || b[i].unbounded || !(h > 0))
			continue;
		h = fmin(h, 0.5 * fabs(x[i]));	/* keep the count's sign */
		if (!(h > 0))
			continue;
		x[i] = f->x0[i] + h;
		rc = f->eval(f, x, &up);
		x[i] = f->x0[i] - h;
		rc = rc ? rc : f->eval(f, x, &down);
		x[i] = f->x0[i];
		if (rc)
			goto out;
		g[i] = (up - down) / (2 * h);
		if (!isfinite(g[i])) {
			out->unbounded = true;
			g[i] = 0;
		}
	}
	if (out->unbounded) {
		for (size_t i = 0; i < f->n; i++) {
			double up, down;

			if (b[i].kind != PMS_MUXERR_BOUNDED || !b[i].unbounded)
				continue;
			/* does the metric depend on it at all? */
			x[i] = f->x0[i] * 2;
			rc = f->eval(f, x, &up);
			x[i] = f->x0[i] / 2;
			rc = rc ? rc : f->eval(f, x, &down);
			x[i] = f->x0[i];
			if (rc)
				goto out;
			if (up != out->value || down != out->value) {
				out->low = -INFINITY;
				out->high = INFINITY;
				out->sd = INFINITY;
				goto out;
			}
		}
		out->unbounded = false;
	}
	/* bounded: the metric moves with a multiplexed input (stat's metrics
	 * take every event as an input, and read one or two) */
	out->bounded = false;
	for (size_t i = 0; i < f->n; i++) {
		if (!g[i])
			continue;
		out->bounded = true;
		df = fmin(df, b[i].df);
		var += g[i] * g[i] * sd[i] * sd[i];
		for (size_t j = 0; j < i; j++) {
			bool same;
			double rho;

			if (!g[j])
				continue;
			rho = rate_corr(pmsi_muxerr_capture(m), f->series[i], f->series[j], &same);
			if (!same)	/* the sign that widens: g_i g_j rho >= 0 */
				rho = fabs(rho) * (g[i] * g[j] > 0 ? 1 : -1);
			var += 2 * g[i] * g[j] * rho * sd[i] * sd[j];
		}
	}
	if (!out->bounded)
		goto out;
	out->sd = sqrt(fmax(var, 0));
	out->df = df;
	tq = pmsi_t_quantile(0.5 + conf / 2, df);
	out->low = out->value - tq * out->sd;
	out->high = out->value + tq * out->sd;
out:
	pmsi_free(b);
	pmsi_free(x);
	pmsi_free(g);
	pmsi_free(sd);
	return rc;
}

/* A signed sum of expressions: a metric (one term), or a parent less its children. */
struct terms {
	const struct pms_mexpr *const *e;
	const double *coef;
	size_t n;
	uint32_t ver;
	const struct pms_muxerr_input *in;
};

static int eval_terms(const struct fn *f, const double *x, double *out)
{
	const struct terms *t = f->ctx;
	struct pms_mvars *v = NULL;
	int rc = pms_mvars_new(t->ver, NULL, &v);

	*out = 0;
	for (size_t i = 0; rc == PMS_OK && i < f->n; i++)
		rc = pms_mvars_set(v, t->in[i].id, x[i], 1);
	for (size_t k = 0; rc == PMS_OK && k < t->n; k++) {
		double y;

		rc = pms_mexpr_eval(t->e[k], v, &y, NULL);
		*out += t->coef[k] * y;
	}
	pms_mvars_free(v);
	return rc;
}

static int combine(const struct pms_muxerr *m, struct terms *t, uint32_t perf_version,
		   const struct pms_muxerr_input *in, size_t n, struct pms_muxerr_metric *out)
{
	int series[MAX_INPUTS];
	double x0[MAX_INPUTS];
	struct fn f = { .eval = eval_terms, .ctx = t, .n = n, .series = series, .x0 = x0,
			.k = PMS_MUXERR_RUN };

	if (!m || (n && !in) || n > MAX_INPUTS || !out || out->sz < sizeof(*out))
		return PMS_EINVAL;
	t->ver = perf_version;
	t->in = in;
	for (size_t i = 0; i < n; i++) {
		struct pms_muxerr_bound b;

		if (!in[i].id)
			return PMS_EINVAL;
		series[i] = in[i].series;
		x0[i] = in[i].value;
		if (in[i].series >= 0) {
			if (pms_muxerr_total(m, in[i].series, &b) != PMS_OK)
				return PMS_ERANGE;
			x0[i] = b.value;
		}
	}
	return propagate(m, &f, out);
}

PMS_API int pms_muxerr_metric(const struct pms_muxerr *m, const struct pms_mexpr *e,
			      uint32_t perf_version, const struct pms_muxerr_input *in,
			      size_t n, struct pms_muxerr_metric *out)
{
	static const double one = 1;
	struct terms t = { .e = &e, .coef = &one, .n = 1 };

	if (!e)
		return PMS_EINVAL;
	return combine(m, &t, perf_version, in, n, out);
}

#define MAX_CHILDREN 32

PMS_API int pms_muxerr_sum_check(const struct pms_muxerr *m, const struct pms_mexpr *parent,
				 const struct pms_mexpr *const *children, size_t n_children,
				 uint32_t perf_version, const struct pms_muxerr_input *in,
				 size_t n, struct pms_muxerr_metric *diff, bool *adds_up)
{
	const struct pms_mexpr *e[MAX_CHILDREN + 1];
	double coef[MAX_CHILDREN + 1], scale = 0;
	struct terms t = { .e = e, .coef = coef, .n = n_children + 1 };
	int rc;

	if (!parent || !adds_up || (n_children && !children) || n_children > MAX_CHILDREN)
		return PMS_EINVAL;
	e[0] = parent;
	coef[0] = 1;
	for (size_t k = 0; k < n_children; k++) {
		if (!children[k])
			return PMS_EINVAL;
		e[k + 1] = children[k];
		coef[k + 1] = -1;
	}
	if ((rc = combine(m, &t, perf_version, in, n, diff)))
		return rc;
	/* the parent's own size, for the rounding of an exact tree */
	t.n = 1;
	{
		struct pms_muxerr_metric p = { .sz = sizeof(p) };

		if ((rc = combine(m, &t, perf_version, in, n, &p)))
			return rc;
		scale = fabs(p.value);
	}
	if (!isfinite(diff->value))
		*adds_up = false;
	else if (fabs(diff->value) <= 1e-9 * scale)	/* exact, to the rounding */
		*adds_up = true;
	else if (!diff->bounded)
		*adds_up = false;
	else
		*adds_up = diff->unbounded || (diff->low <= 0 && 0 <= diff->high);
	return PMS_OK;
}

/* ---- the metrics perf stat prints ---- */

struct stat_fn {
	const struct pms_stat_event *ev;
	struct pms_stat_event *scratch;
	int n_ev, i, which;
	double walltime_ns;
};

static int eval_stat(const struct fn *f, const double *x, double *out)
{
	const struct stat_fn *s = f->ctx;
	struct pms_stat_metric mv[2];
	int rc;

	for (int k = 0; k < s->n_ev; k++)
		s->scratch[k].count = x[k];
	rc = pms_stat_metric(s->scratch, s->n_ev, s->i, s->walltime_ns, mv);
	*out = rc == PMS_OK && mv[s->which].present && mv[s->which].fmt ? mv[s->which].value : NAN;
	return rc;
}

PMS_API int pms_muxerr_stat_metric(const struct pms_muxerr *m, unsigned k,
				   const struct pms_stat_event *ev, const int *series, int n_ev,
				   int i, double walltime_ns, struct pms_stat_metric val[2],
				   struct pms_muxerr_metric out[2])
{
	struct stat_fn s = { .ev = ev, .n_ev = n_ev, .i = i, .walltime_ns = walltime_ns };
	double *x0;
	int rc;

	if (!m || !ev || !series || n_ev <= 0 || i < 0 || i >= n_ev || !val || !out ||
	    out[0].sz < sizeof(out[0]) || out[1].sz < sizeof(out[1]))
		return PMS_EINVAL;
	rc = pms_stat_metric(ev, n_ev, i, walltime_ns, val);
	for (int w = 0; w < 2; w++) {
		memset((char *)&out[w] + sizeof(out[w].sz), 0, sizeof(out[w]) - sizeof(out[w].sz));
		out[w].value = out[w].low = out[w].high = val[w].value;
	}
	if (rc)
		return rc;
	s.scratch = pmsi_calloc((size_t)n_ev, sizeof(*s.scratch));
	x0 = pmsi_calloc((size_t)n_ev, sizeof(*x0));
	if (!s.scratch || !x0) {
		rc = PMS_ENOMEM;
		goto out;
	}
	memcpy(s.scratch, ev, (size_t)n_ev * sizeof(*ev));
	for (int j = 0; j < n_ev; j++)
		x0[j] = ev[j].count;
	for (int w = 0; w < 2 && !rc; w++) {
		struct fn f = { .eval = eval_stat, .ctx = &s, .n = (size_t)n_ev, .series = series,
				.x0 = x0, .k = k };

		if (!val[w].present || !val[w].fmt)
			continue;
		s.which = w;
		rc = propagate(m, &f, &out[w]);
	}
out:
	pmsi_free(s.scratch);
	pmsi_free(x0);
	return rc;
}

struct mlist_fn {
	const struct pms_mlist *l;
	int j, n_counts;
	struct pms_mcount *scratch;
	const struct pms_mtimes *t;
};

static int eval_mlist(const struct fn *f, const double *x, double *out)
{
	const struct mlist_fn *s = f->ctx;
	struct pms_mvalue mv;
	int rc;

	for (int k = 0; k < s->n_counts; k++)
		s->scratch[k].value = x[k];
	rc = pms_mlist_metric_value(s->l, s->j, s->scratch, s->n_counts, s->t, &mv, NULL);
	*out = rc == PMS_OK && mv.printed ? mv.value : NAN;
	return rc;
}

PMS_API int pms_muxerr_mlist_metric(const struct pms_muxerr *m, unsigned k,
				    const struct pms_mlist *l, int j,
				    const struct pms_mcount *counts, const int *series,
				    int n_counts, const struct pms_mtimes *t,
				    struct pms_mvalue *val, struct pms_muxerr_metric *out)
{
	struct mlist_fn s = { .l = l, .j = j, .n_counts = n_counts, .t = t };
	struct fn f = { .eval = eval_mlist, .ctx = &s, .n = (size_t)n_counts, .series = series,
			.k = k };
	double *x0;
	int rc;

	if (!m || !l || !counts || !series || n_counts <= 0 || !val || !out ||
	    out->sz < sizeof(*out))
		return PMS_EINVAL;
	memset((char *)out + sizeof(out->sz), 0, sizeof(*out) - sizeof(out->sz));
	rc = pms_mlist_metric_value(l, j, counts, n_counts, t, val, NULL);
	out->value = out->low = out->high = val->value;
	if (rc || !val->printed)
		return rc;
	s.scratch = pmsi_calloc((size_t)n_counts, sizeof(*s.scratch));
	x0 = pmsi_calloc((size_t)n_counts, sizeof(*x0));
	if (!s.scratch || !x0) {
		rc = PMS_ENOMEM;
		goto out;
	}
	memcpy(s.scratch, counts, (size_t)n_counts * sizeof(*counts));
	for (int i = 0; i < n_counts; i++)
		x0[i] = counts[i].value;
	f.x0 = x0;
	rc = propagate(m, &f, out);
out:
	pmsi_free(s.scratch);
	pmsi_free(x0);
	return rc;
}
