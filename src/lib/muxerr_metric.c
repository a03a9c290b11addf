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

/* A signed sum of expressions: a metric (one term), or a parent less its children. */
struct terms {
	const struct pms_mexpr *const *e;
	const double *coef;
	size_t n;
};

static int eval_at(const struct terms *f, uint32_t ver, const struct pms_muxerr_input *in,
		   const double *x, size_t n, double *out)
{
	struct pms_mvars *v = NULL;
	int rc = pms_mvars_new(ver, NULL, &v);

	*out = 0;
	for (size_t i = 0; rc == PMS_OK && i < n; i++)
		rc = pms_mvars_set(v, in[i].id, x[i], 1);
	for (size_t k = 0; rc == PMS_OK && k < f->n; k++) {
		double y;

		rc = pms_mexpr_eval(f->e[k], v, &y, NULL);
		*out += f->coef[k] * y;
	}
	pms_mvars_free(v);
	return rc;
}

static int combine(const struct pms_muxerr *m, const struct terms *e, uint32_t perf_version,
		   const struct pms_muxerr_input *in, size_t n, struct pms_muxerr_metric *out)
{
	struct pms_muxerr_bound b[MAX_INPUTS];
	double x[MAX_INPUTS], g[MAX_INPUTS], var = 0, df = INFINITY, conf;
	int rc;

	if (!m || !e || (n && !in) || n > MAX_INPUTS || !out || out->sz < sizeof(*out))
		return PMS_EINVAL;
	memset((char *)out + sizeof(out->sz), 0, sizeof(*out) - sizeof(out->sz));
	conf = pmsi_muxerr_confidence(m);
	for (size_t i = 0; i < n; i++) {
		memset(&b[i], 0, sizeof(b[i]));
		if (!in[i].id)
			return PMS_EINVAL;
		if (in[i].series < 0) {
			b[i].kind = PMS_MUXERR_EXACT;
			b[i].value = in[i].value;
		} else if (pms_muxerr_total(m, in[i].series, &b[i]) != PMS_OK) {
			return PMS_ERANGE;
		}
		x[i] = b[i].value;
		if (b[i].kind == PMS_MUXERR_BOUNDED) {
			out->bounded = true;
			out->unbounded = out->unbounded || b[i].unbounded;
			df = fmin(df, b[i].df);
		}
	}
	if ((rc = eval_at(e, perf_version, in, x, n, &out->value)))
		return rc;
	out->low = out->high = out->value;
	if (!out->bounded || !isfinite(out->value))
		return PMS_OK;
	for (size_t i = 0; i < n; i++) {
		double h = b[i].sd, up, down;

		g[i] = 0;
		if (b[i].kind != PMS_MUXERR_BOUNDED || b[i].unbounded || !(h > 0))
			continue;
		h = fmin(h, 0.5 * fabs(x[i]));	/* keep the count's sign */
		x[i] += h;
		rc = eval_at(e, perf_version, in, x, n, &up);
		x[i] -= 2 * h;
		rc = rc ? rc : eval_at(e, perf_version, in, x, n, &down);
		x[i] += h;
		if (rc)
			return rc;
		g[i] = (up - down) / (2 * h);
		if (!isfinite(g[i])) {
			out->unbounded = true;
			g[i] = 0;
		}
	}
	if (out->unbounded) {
		for (size_t i = 0; i < n; i++) {
			double up, down;

			if (b[i].kind != PMS_MUXERR_BOUNDED || !b[i].unbounded)
				continue;
			/* does the metric depend on it at all? */
			x[i] = b[i].value * 2;
			rc = eval_at(e, perf_version, in, x, n, &up);
			x[i] = b[i].value / 2;
			rc = rc ? rc : eval_at(e, perf_version, in, x, n, &down);
			x[i] = b[i].value;
			if (rc)
				return rc;
			if (up != out->value || down != out->value) {
				out->low = -INFINITY;
				out->high = INFINITY;
				out->sd = INFINITY;
				return PMS_OK;
			}
		}
		out->unbounded = false;
	}
	for (size_t i = 0; i < n; i++) {
		if (!g[i])
			continue;
		var += g[i] * g[i] * b[i].sd * b[i].sd;
		for (size_t j = 0; j < i; j++) {
			bool same;
			double rho;

			if (!g[j])
				continue;
			rho = rate_corr(pmsi_muxerr_capture(m), in[i].series, in[j].series, &same);
			if (!same)	/* the sign that widens */
				rho = -fabs(rho) * (g[i] * g[j] > 0 ? 1 : -1);
			var += 2 * g[i] * g[j] * rho * b[i].sd * b[j].sd;
		}
	}
	out->sd = sqrt(fmax(var, 0));
	out->df = df;
	out->low = out->value - pmsi_t_quantile(0.5 + conf / 2, df) * out->sd;
	out->high = out->value + pmsi_t_quantile(0.5 + conf / 2, df) * out->sd;
	return PMS_OK;
}

PMS_API int pms_muxerr_metric(const struct pms_muxerr *m, const struct pms_mexpr *e,
			      uint32_t perf_version, const struct pms_muxerr_input *in,
			      size_t n, struct pms_muxerr_metric *out)
{
	static const double one = 1;
	const struct terms t = { .e = &e, .coef = &one, .n = 1 };

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
