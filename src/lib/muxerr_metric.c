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
#include <stdio.h>
#include <string.h>
#include "metric_int.h"
#include "muxerr_int.h"
#include "replay_int.h"
#include "pmusched/measure.h"
#include "pmusched/metrics.h"

#define MAX_INPUTS 64

/*
 * The structs this file fills are size-versioned ("set by the caller") and
 * also filled as arrays, whose stride is the caller's sizeof: the caller's
 * sz of element 0 is taken as the stride, and every element must carry the
 * same sz.  Below the first version's size (the end of its last member
 * then) no caller ever had the struct: refused.  Each element gets the
 * library's struct as far as its sz goes, a newer caller's tail zeroed
 * (pmsi_sz_out(), pmsi_sz_give(); docs/architecture.md).
 */
#define METRIC_SZ0 (offsetof(struct pms_muxerr_metric, unbounded) + sizeof(bool))
#define TREE_SZ0 (offsetof(struct pms_muxerr_tree, adds_up) + sizeof(bool))

/* The caller's stride of @n elements at @out (@n >= 1), checked. */
static int out_stride(const void *out, size_t n, size_t sz0, const char *what, size_t *stride)
{
	const unsigned char *b = out;
	size_t sz, szk;

	if (pmsi_sz_out(out, what, NULL))
		return PMS_EINVAL;
	memcpy(&sz, b, sizeof(sz));
	if (sz < sz0)
		return PMS_EINVAL;
	for (size_t k = 1; k < n; k++) {
		memcpy(&szk, b + k * sz, sizeof(szk));
		if (szk != sz)
			return PMS_EINVAL;
	}
	*stride = sz;
	return PMS_OK;
}

/* The library's @src into element @k of the caller's array @out of @stride. */
static void out_give(void *out, size_t stride, size_t k, const void *src, size_t src_sz)
{
	pmsi_sz_give((unsigned char *)out + k * stride, src, src_sz);
}

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

/*
 * The metric's error variance from the inputs' slopes @g and errors @sd.
 * Inputs are put in schedules (rate_corr()'s same_schedule, transitively):
 * within one, the errors correlate as the rates do, and their terms
 * combine with the measured signs (a ratio of two events of one group
 * nearly cancels).  Between two schedules the capture does not say how
 * their slices overlapped: their parts are taken with the largest
 * magnitude of correlation between their inputs' rates and the sign that
 * widens, cov_ST = rho_ST sd_S sd_T.
 */
static int schedule_variance(const struct pms_muxerr *m, const struct fn *f, const double *g,
			     const double *sd, double *var)
{
	const struct pms_capture *c = pmsi_muxerr_capture(m);
	size_t na = 0, *a = pmsi_calloc(f->n ? f->n : 1, sizeof(*a));
	size_t *root = pmsi_calloc(f->n ? f->n : 1, sizeof(*root));
	double *rho = NULL, *vs = NULL, *cross = NULL;
	bool *same = NULL;
	int rc = PMS_OK;

	*var = 0;
	for (size_t i = 0; a && i < f->n; i++)
		if (g[i])
			a[na++] = i;
	rho = pmsi_calloc(na * na + 1, sizeof(*rho));
	cross = pmsi_calloc(na * na + 1, sizeof(*cross));
	same = pmsi_calloc(na * na + 1, sizeof(*same));
	vs = pmsi_calloc(na + 1, sizeof(*vs));
	if (!a || !root || !rho || !same || !vs || !cross) {
		rc = PMS_ENOMEM;
		goto out;
	}
	for (size_t x = 0; x < na; x++) {
		root[x] = x;
		for (size_t y = 0; y < x; y++) {
			rho[x * na + y] = rate_corr(c, f->series[a[x]], f->series[a[y]],
						    &same[x * na + y]);
			if (same[x * na + y] && root[x] == x)
				root[x] = root[y];
		}
	}
	for (size_t x = 0; x < na; x++) {
		double gx = g[a[x]] * sd[a[x]];

		vs[root[x]] += gx * gx;
		for (size_t y = 0; y < x; y++) {
			double gy = g[a[y]] * sd[a[y]];

			if (root[x] == root[y])
				vs[root[x]] += 2 * gx * gy * rho[x * na + y];
			else	/* the largest |rho| between the two schedules */
				cross[root[x] * na + root[y]] = fmax(cross[root[x] * na + root[y]],
								     fabs(rho[x * na + y]));
		}
	}
	for (size_t x = 0; x < na; x++) {
		if (root[x] != x)
			continue;
		*var += fmax(vs[x], 0);
		for (size_t y = 0; y < x; y++)
			if (root[y] == y)
				*var += 2 * fmax(cross[x * na + y], cross[y * na + x]) *
					sqrt(fmax(vs[x], 0) * fmax(vs[y], 0));
	}
out:
	pmsi_free(a);
	pmsi_free(root);
	pmsi_free(rho);
	pmsi_free(same);
	pmsi_free(vs);
	pmsi_free(cross);
	return rc;
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
				out->unreliable = true;
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
	}
	if (out->bounded && (rc = schedule_variance(m, f, g, sd, &var)))
		goto out;
	if (!out->bounded)
		goto out;
	out->sd = sqrt(fmax(var, 0));
	out->df = df;
	tq = pmsi_t_quantile(0.5 + conf / 2, df);
	out->low = out->value - tq * out->sd;
	out->high = out->value + tq * out->sd;
	/* a count's rule: wider than the threshold, in percent of the value */
	out->unreliable = out->value != 0 &&
			  100 * (out->high - out->low) / fabs(out->value) > pmsi_muxerr_threshold(m);
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

	if (!m || (n && !in) || n > MAX_INPUTS || !out)
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
	struct pms_muxerr_metric r = { .sz = sizeof(r) };
	size_t stride;
	int rc;

	if (!e || !out || out_stride(out, 1, METRIC_SZ0, "struct pms_muxerr_metric", &stride))
		return PMS_EINVAL;
	if ((rc = combine(m, &t, perf_version, in, n, &r)) == PMS_OK)
		out_give(out, stride, 0, &r, sizeof(r));
	return rc;
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
	struct pms_muxerr_metric d = { .sz = sizeof(d) };
	size_t stride;
	int rc;

	if (!parent || !adds_up || (n_children && !children) || n_children > MAX_CHILDREN ||
	    !diff || out_stride(diff, 1, METRIC_SZ0, "struct pms_muxerr_metric", &stride))
		return PMS_EINVAL;
	e[0] = parent;
	coef[0] = 1;
	for (size_t k = 0; k < n_children; k++) {
		if (!children[k])
			return PMS_EINVAL;
		e[k + 1] = children[k];
		coef[k + 1] = -1;
	}
	if ((rc = combine(m, &t, perf_version, in, n, &d)))
		return rc;
	/* the parent's own size, for the rounding of an exact tree */
	t.n = 1;
	{
		struct pms_muxerr_metric p = { .sz = sizeof(p) };

		if ((rc = combine(m, &t, perf_version, in, n, &p)))
			return rc;
		scale = fabs(p.value);
	}
	if (!isfinite(d.value))
		*adds_up = false;
	else if (fabs(d.value) <= 1e-9 * scale)	/* exact, to the rounding */
		*adds_up = true;
	else if (!d.bounded)
		*adds_up = false;
	else
		*adds_up = d.unbounded || (d.low <= 0 && 0 <= d.high);
	out_give(diff, stride, 0, &d, sizeof(d));
	return PMS_OK;
}

/* ---- the metrics perf stat prints ---- */

struct stat_fn {
	const struct pms_stat_event *ev;
	const struct pms_stat_rules *r;
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
	rc = pms_stat_metric_rules(s->scratch, s->n_ev, s->i, s->walltime_ns, s->r, mv);
	*out = rc == PMS_OK && mv[s->which].present && mv[s->which].fmt ? mv[s->which].value : NAN;
	return rc;
}

PMS_API int pms_muxerr_stat_metric(const struct pms_muxerr *m, unsigned k,
				   const struct pms_stat_event *ev, const int *series, int n_ev,
				   int i, double walltime_ns, struct pms_stat_metric *val,
				   struct pms_muxerr_metric out[2])
{
	return pms_muxerr_stat_metric_rules(m, k, ev, series, n_ev, i, walltime_ns, NULL, val,
					    out);
}

PMS_API int pms_muxerr_stat_metric_rules(const struct pms_muxerr *m, unsigned k,
					 const struct pms_stat_event *ev, const int *series,
					 int n_ev, int i, double walltime_ns,
					 const struct pms_stat_rules *rules,
					 struct pms_stat_metric *val, struct pms_muxerr_metric out[2])
{
	struct stat_fn s = { .ev = ev, .r = rules, .n_ev = n_ev, .i = i, .walltime_ns = walltime_ns };
	struct pms_muxerr_metric r[2] = { { .sz = sizeof(r[0]) }, { .sz = sizeof(r[1]) } };
	double *x0;
	size_t stride;
	int rc;

	if (!m || !ev || !series || n_ev <= 0 || i < 0 || i >= n_ev || !val || !out ||
	    out_stride(out, 2, METRIC_SZ0, "struct pms_muxerr_metric", &stride))
		return PMS_EINVAL;
	rc = pms_stat_metric_rules(ev, n_ev, i, walltime_ns, rules, val);
	for (int w = 0; w < 2; w++)
		r[w].value = r[w].low = r[w].high = val[w].value;
	if (rc)
		goto give;
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
		rc = propagate(m, &f, &r[w]);
	}
out:
	pmsi_free(s.scratch);
	pmsi_free(x0);
give:
	for (size_t w = 0; w < 2; w++)
		out_give(out, stride, w, &r[w], sizeof(r[w]));
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
	struct pms_muxerr_metric r = { .sz = sizeof(r) };
	double *x0;
	size_t stride;
	int rc;

	if (!m || !l || !counts || !series || n_counts <= 0 || !val || !out ||
	    out_stride(out, 1, METRIC_SZ0, "struct pms_muxerr_metric", &stride))
		return PMS_EINVAL;
	rc = pms_mlist_metric_value(l, j, counts, n_counts, t, val, NULL);
	r.value = r.low = r.high = val->value;
	if (rc || !val->printed)
		goto give;
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
	rc = propagate(m, &f, &r);
out:
	pmsi_free(s.scratch);
	pmsi_free(x0);
give:
	out_give(out, stride, 0, &r, sizeof(r));
	return rc;
}

/* ---- TopDown trees of a -M list ---- */

/* Does the ';'-separated @groups hold @tok exactly? */
static bool has_token(const char *groups, const char *tok, size_t n)
{
	for (const char *p = groups; p && *p;) {
		const char *e = strchr(p, ';');
		size_t len = e ? (size_t)(e - p) : strlen(p);

		if (len == n && !strncmp(p, tok, n))
			return true;
		p = e ? e + 1 : NULL;
	}
	return false;
}

/* The children of @parent ("tma_x"): the rows whose MetricGroup holds "tma_x_group". */
static bool child_of(const struct pms_mlist *l, const struct pmsi_mrow *r, const char *parent)
{
	char tok[160];
	int n = snprintf(tok, sizeof(tok), "%s_group", parent);

	return n > 0 && (size_t)n < sizeof(tok) && has_token(pmsi_mstr(l->set, r->groups), tok,
							   (size_t)n);
}

static bool level1(const char *name)
{
	/* Intel's TopDown level 1: the four shares of the slots */
	return !strcmp(name, "tma_frontend_bound") || !strcmp(name, "tma_bad_speculation") ||
	       !strcmp(name, "tma_retiring") || !strcmp(name, "tma_backend_bound");
}

struct tree_fn {
	const struct pms_mlist *l;
	int n_counts;
	struct pms_mcount *scratch;
	const struct pms_mtimes *t;
	int parent;		/* -1: the constant @whole */
	double whole;
	const int *kids;
	int n_kids;
};

static int eval_tree(const struct fn *f, const double *x, double *out)
{
	const struct tree_fn *s = f->ctx;
	struct pms_mvalue mv;
	int rc = PMS_OK;

	for (int k = 0; k < s->n_counts; k++)
		s->scratch[k].value = x[k];
	*out = s->whole;
	if (s->parent >= 0) {
		rc = pms_mlist_metric_value(s->l, s->parent, s->scratch, s->n_counts, s->t, &mv, NULL);
		*out = rc == PMS_OK && mv.printed ? mv.value : NAN;
	}
	for (int c = 0; !rc && c < s->n_kids; c++) {
		rc = pms_mlist_metric_value(s->l, s->kids[c], s->scratch, s->n_counts, s->t, &mv, NULL);
		*out -= rc == PMS_OK && mv.printed ? mv.value : NAN;
	}
	return rc;
}

/* Every child of @parent's in the table is in the list: the list's indices in @kids. */
static int complete_children(const struct pms_mlist *l, const char *parent, int *kids, int cap)
{
	int in_table = 0, n = 0;

	for (uint32_t i = 0; l->table && i < l->table->n_rows; i++) {
		const struct pmsi_mrow *r = &l->table->rows[i];

		if (parent ? child_of(l, r, parent) : level1(pmsi_mstr(l->set, r->name)))
			in_table++;
	}
	for (int j = 0; j < l->n_met && n < cap; j++) {
		const struct pmsi_mrow *r = l->met[j].row;

		if (strcmp(l->met[j].name, pmsi_mstr(l->set, r->name)))
			continue;	/* with a modifier: another tree */
		if (parent ? child_of(l, r, parent) : level1(l->met[j].name)) {
			bool dup = false;

			for (int k = 0; k < n; k++)
				dup |= l->met[kids[k]].row == r;
			if (!dup)
				kids[n++] = j;
		}
	}
	return in_table >= 2 && n == in_table ? n : 0;
}

PMS_API int pms_muxerr_mlist_trees(const struct pms_muxerr *m, unsigned k,
				   const struct pms_mlist *l, const struct pms_mcount *counts,
				   const int *series, int n_counts, const struct pms_mtimes *t,
				   struct pms_muxerr_tree *out, int cap, int *n_out)
{
	struct tree_fn s = { .l = l, .n_counts = n_counts, .t = t };
	double *x0 = NULL;
	size_t stride = 0;
	int rc = PMS_OK, got = 0;

	if (!m || !l || !counts || !series || n_counts <= 0 || (cap && !out) || cap < 0 || !n_out)
		return PMS_EINVAL;
	if (cap && out_stride(out, (size_t)cap, TREE_SZ0, "struct pms_muxerr_tree", &stride))
		return PMS_EINVAL;
	*n_out = 0;
	s.scratch = pmsi_calloc((size_t)n_counts, sizeof(*s.scratch));
	x0 = pmsi_calloc((size_t)n_counts, sizeof(*x0));
	if (!s.scratch || !x0) {
		rc = PMS_ENOMEM;
		goto out;
	}
	memcpy(s.scratch, counts, (size_t)n_counts * sizeof(*counts));
	for (int i = 0; i < n_counts; i++)
		x0[i] = counts[i].value;
	/* the level-1 tree (parent: the slots), then each node of the list with children */
	for (int p = -1; p < l->n_met && got < cap && !rc; p++) {
		struct pms_muxerr_tree tree = { .sz = sizeof(tree) }, *o = &tree;
		struct fn f = { .eval = eval_tree, .ctx = &s, .n = (size_t)n_counts, .series = series,
				.x0 = x0, .k = k };
		const char *pname = p >= 0 ? l->met[p].name : NULL;
		struct pms_mvalue mv;
		int n;

		if (p >= 0 && strcmp(pname, pmsi_mstr(l->set, l->met[p].row->name)))
			continue;
		n = complete_children(l, pname, o->children, PMS_MUXERR_TREE_MAX);
		if (!n)
			continue;
		s.parent = p;
		s.kids = o->children;
		s.n_kids = n;
		/* the slots: 100% when the nodes are percentages (ScaleUnit 100%) */
		s.whole = strncmp(pmsi_mstr(l->set, l->met[o->children[0]].row->unit), "100", 3) ? 1 :
			  100;
		o->parent = p;
		o->n_children = n;
		o->parent_value = s.whole;
		if (p >= 0) {
			if (pms_mlist_metric_value(l, p, counts, n_counts, t, &mv, NULL) || !mv.printed)
				continue;
			o->parent_value = mv.value;
		}
		o->diff.sz = sizeof(o->diff);
		rc = propagate(m, &f, &o->diff);
		if (rc)
			break;
		if (!isfinite(o->diff.value))
			continue;	/* a node perf does not print */
		if (fabs(o->diff.value) <= 1e-9 * fmax(fabs(o->parent_value), 1e-300))
			o->adds_up = true;	/* exact, to the rounding */
		else if (!o->diff.bounded)
			o->adds_up = false;
		else
			o->adds_up = o->diff.unbounded || (o->diff.low <= 0 && 0 <= o->diff.high);
		out_give(out, stride, (size_t)got, o, sizeof(*o));
		got++;
	}
	*n_out = got;
out:
	pmsi_free(s.scratch);
	pmsi_free(x0);
	return rc;
}
