/*
 * The covering LP of plan_lp.h: revised simplex with a dense basis
 * inverse (product updates, refactorised every REINVERT pivots).
 *
 * Columns are the pool's patterns (cost 1) and one surplus per row
 * (cost 0, entries -1), kept implicit: basis entry -1 - t is row t's
 * surplus.  Entering column: the most negative reduced cost (Dantzig);
 * after a run of degenerate pivots, Bland's rule (first improving column,
 * lowest index on ratio ties) until a pivot makes progress, which rules
 * out cycling.
 */
#include <math.h>
#include <string.h>
#include "internal.h"
#include "plan_lp.h"

#define EPS_PIV 1e-9		/* smallest pivot element accepted */
#define EPS_RC 1e-9		/* reduced cost that counts as improving */
#define REINVERT 48		/* pivots between refactorisations */

struct pmsi_lp {
	int n;			/* rows */
	int n_cols, cap;
	int *a;			/* cap x n, column-major by column */
	double *binv;		/* n x n, row-major */
	double *bm;		/* n x n scratch for refactorising */
	int *basis;		/* row of the basis -> column (>= 0) or surplus (-1 - t) */
	bool *in_basis;		/* cap: pattern j is basic */
	bool *sur_in;		/* n: surplus t is basic */
	double *xb, *y, *w, *rhs;
	double value;
	int since_inv;
	bool started;
};

int pmsi_lp_new(int rows, struct pmsi_lp **out)
{
	struct pmsi_lp *lp;
	size_t n = (size_t)rows;

	*out = NULL;
	if (rows < 1 || rows > PMSI_LP_MAX_ROWS)
		return PMS_EINVAL;
	lp = pmsi_calloc(1, sizeof(*lp));
	if (!lp)
		return PMS_ENOMEM;
	lp->n = rows;
	lp->cap = 2 * rows + 16;
	lp->a = pmsi_malloc(sizeof(int) * n * (size_t)lp->cap);
	lp->in_basis = pmsi_calloc((size_t)lp->cap, sizeof(bool));
	lp->binv = pmsi_malloc(sizeof(double) * n * n);
	lp->bm = pmsi_malloc(sizeof(double) * n * n);
	lp->basis = pmsi_malloc(sizeof(int) * n);
	lp->sur_in = pmsi_calloc(n, sizeof(bool));
	lp->xb = pmsi_calloc(n, sizeof(double));
	lp->y = pmsi_calloc(n, sizeof(double));
	lp->w = pmsi_calloc(n, sizeof(double));
	lp->rhs = pmsi_calloc(n, sizeof(double));
	if (!lp->a || !lp->in_basis || !lp->binv || !lp->bm || !lp->basis || !lp->sur_in ||
	    !lp->xb || !lp->y || !lp->w || !lp->rhs) {
		pmsi_lp_free(lp);
		return PMS_ENOMEM;
	}
	*out = lp;
	return PMS_OK;
}

void pmsi_lp_free(struct pmsi_lp *lp)
{
	if (!lp)
		return;
	pmsi_free(lp->a);
	pmsi_free(lp->in_basis);
	pmsi_free(lp->binv);
	pmsi_free(lp->bm);
	pmsi_free(lp->basis);
	pmsi_free(lp->sur_in);
	pmsi_free(lp->xb);
	pmsi_free(lp->y);
	pmsi_free(lp->w);
	pmsi_free(lp->rhs);
	pmsi_free(lp);
}

int pmsi_lp_add(struct pmsi_lp *lp, const int *a)
{
	if (lp->n_cols == lp->cap) {
		int cap = lp->cap * 2;
		int *na = pmsi_realloc(lp->a, sizeof(int) * (size_t)lp->n * (size_t)cap);
		bool *nb;

		if (!na)
			return PMS_ENOMEM;
		lp->a = na;
		nb = pmsi_realloc(lp->in_basis, sizeof(bool) * (size_t)cap);
		if (!nb)
			return PMS_ENOMEM;
		memset(nb + lp->cap, 0, sizeof(bool) * (size_t)(cap - lp->cap));
		lp->in_basis = nb;
		lp->cap = cap;
	}
	memcpy(&lp->a[(size_t)lp->n_cols * (size_t)lp->n], a, sizeof(int) * (size_t)lp->n);
	return lp->n_cols++;
}

int pmsi_lp_n_cols(const struct pmsi_lp *lp)
{
	return lp->n_cols;
}

const int *pmsi_lp_col(const struct pmsi_lp *lp, int j)
{
	return &lp->a[(size_t)j * (size_t)lp->n];
}

/* Entry of basis column @j (a pattern, or a surplus when negative) on row @t. */
static double entry(const struct pmsi_lp *lp, int j, int t)
{
	if (j >= 0)
		return lp->a[(size_t)j * (size_t)lp->n + (size_t)t];
	return -1 - j == t ? -1.0 : 0.0;
}

static void set_basic(struct pmsi_lp *lp, int j, bool on)
{
	if (j >= 0)
		lp->in_basis[j] = on;
	else
		lp->sur_in[-1 - j] = on;
}

static void mul_rhs(struct pmsi_lp *lp)
{
	int n = lp->n;

	for (int i = 0; i < n; i++) {
		double s = 0;

		for (int t = 0; t < n; t++)
			s += lp->binv[i * n + t] * lp->rhs[t];
		lp->xb[i] = s;
	}
}

/* The diagonal start: column t (a pattern of row t alone) basic on row t. */
static void start_basis(struct pmsi_lp *lp)
{
	int n = lp->n;

	memset(lp->in_basis, 0, sizeof(bool) * (size_t)lp->cap);
	memset(lp->sur_in, 0, sizeof(bool) * (size_t)n);
	memset(lp->binv, 0, sizeof(double) * (size_t)n * (size_t)n);
	for (int t = 0; t < n; t++) {
		int v = lp->a[(size_t)t * (size_t)n + (size_t)t];

		lp->basis[t] = t;
		lp->in_basis[t] = true;
		lp->binv[t * n + t] = 1.0 / (v > 0 ? v : 1);
	}
	lp->since_inv = 0;
	mul_rhs(lp);
}

/* Invert the basis afresh (Gauss-Jordan, partial pivoting).  False if singular. */
static bool reinvert(struct pmsi_lp *lp)
{
	int n = lp->n;
	double *m = lp->bm, *v = lp->binv;

	for (int i = 0; i < n; i++)
		for (int t = 0; t < n; t++) {
			m[t * n + i] = entry(lp, lp->basis[i], t);
			v[t * n + i] = i == t;
		}
	for (int c = 0; c < n; c++) {
		int p = c;

		for (int r = c + 1; r < n; r++)
			if (fabs(m[r * n + c]) > fabs(m[p * n + c]))
				p = r;
		if (fabs(m[p * n + c]) < 1e-11)
			return false;
		for (int k = 0; p != c && k < n; k++) {
			double x = m[p * n + k], z = v[p * n + k];

			m[p * n + k] = m[c * n + k];
			m[c * n + k] = x;
			v[p * n + k] = v[c * n + k];
			v[c * n + k] = z;
		}
		for (int r = 0; r < n; r++) {
			double f;

			if (r == c || m[r * n + c] == 0.0)
				continue;
			f = m[r * n + c] / m[c * n + c];
			for (int k = 0; k < n; k++) {
				m[r * n + k] -= f * m[c * n + k];
				v[r * n + k] -= f * v[c * n + k];
			}
		}
	}
	/* rows of B^-1 follow the basis order: row i of inv(B) = v row i / pivot */
	for (int r = 0; r < n; r++) {
		double f = 1.0 / m[r * n + r];

		for (int k = 0; k < n; k++)
			v[r * n + k] *= f;
	}
	lp->since_inv = 0;
	mul_rhs(lp);
	return true;
}

static void duals(struct pmsi_lp *lp)
{
	int n = lp->n;

	for (int t = 0; t < n; t++)
		lp->y[t] = 0;
	for (int i = 0; i < n; i++)
		if (lp->basis[i] >= 0)
			for (int t = 0; t < n; t++)
				lp->y[t] += lp->binv[i * n + t];
}

/* The entering column (pattern >= 0, surplus < 0), or INT_MIN at the optimum. */
static int entering(const struct pmsi_lp *lp, bool bland)
{
	int n = lp->n, best = -0x7fffffff - 1;
	double best_rc = -EPS_RC;

	for (int t = 0; t < n; t++)
		if (!lp->sur_in[t] && lp->y[t] < best_rc) {
			best = -1 - t;
			best_rc = lp->y[t];
			if (bland)
				return best;
		}
	for (int j = 0; j < lp->n_cols; j++) {
		const int *a = &lp->a[(size_t)j * (size_t)n];
		double rc = 1.0;

		if (lp->in_basis[j])
			continue;
		for (int t = 0; t < n; t++)
			if (a[t])
				rc -= lp->y[t] * a[t];
		if (rc < best_rc) {
			best = j;
			best_rc = rc;
			if (bland)
				return best;
		}
	}
	return best;
}

/* Pivot column @q in; false when no row bounds it. *@step: the step length. */
static bool pivot(struct pmsi_lp *lp, int q, bool bland, double *step)
{
	int n = lp->n, r = -1;
	double best = 0;

	for (int i = 0; i < n; i++) {
		double s = 0;

		for (int t = 0; t < n; t++) {
			double e = entry(lp, q, t);

			if (e != 0.0)
				s += lp->binv[i * n + t] * e;
		}
		lp->w[i] = s;
	}
	for (int i = 0; i < n; i++) {
		double ratio;

		if (lp->w[i] <= EPS_PIV)
			continue;
		ratio = (lp->xb[i] > 0 ? lp->xb[i] : 0) / lp->w[i];
		if (r < 0 || ratio < best - 1e-12 ||
		    (ratio <= best + 1e-12 && (bland ? lp->basis[i] < lp->basis[r]
						     : lp->w[i] > lp->w[r]))) {
			r = i;
			best = ratio;
		}
	}
	if (r < 0)
		return false;
	*step = best;
	{
		double pw = lp->w[r], *rowr = &lp->binv[r * n];

		for (int k = 0; k < n; k++)
			rowr[k] /= pw;
		lp->xb[r] /= pw;
		for (int i = 0; i < n; i++) {
			double f = lp->w[i];

			if (i == r || f == 0.0)
				continue;
			for (int k = 0; k < n; k++)
				lp->binv[i * n + k] -= f * rowr[k];
			lp->xb[i] -= f * lp->xb[r];
		}
	}
	set_basic(lp, lp->basis[r], false);
	lp->basis[r] = q;
	set_basic(lp, q, true);
	return true;
}

/* Warm start when the old basis still suits @d; else the diagonal start. */
static void begin(struct pmsi_lp *lp, const int *d)
{
	bool ok = lp->started;

	for (int t = 0; t < lp->n; t++)
		lp->rhs[t] = d[t];
	lp->started = true;
	if (ok) {
		ok = reinvert(lp);
		for (int i = 0; ok && i < lp->n; i++)
			ok = lp->xb[i] >= -1e-9;
	}
	if (!ok)
		start_basis(lp);
}

bool pmsi_lp_solve(struct pmsi_lp *lp, const int *d, int max_pivots, long *work)
{
	int n = lp->n, degenerate = 0;
	bool optimal = false;

	begin(lp, d);
	for (int it = 0; it <= max_pivots; it++) {
		bool bland = degenerate > 2 * n;
		double step = 0;
		int q;

		duals(lp);
		q = entering(lp, bland);
		if (q == -0x7fffffff - 1) {
			optimal = true;
			break;
		}
		if (it == max_pivots)
			break;
		*work += ((long)n * (lp->n_cols + 2 * n)) / 256 + 1;
		if (!pivot(lp, q, bland, &step))
			break;	/* unbounded: cannot happen with costs >= 0 */
		degenerate = step < 1e-12 ? degenerate + 1 : 0;
		if (++lp->since_inv >= REINVERT && !reinvert(lp))
			start_basis(lp);
	}
	lp->value = 0;
	for (int i = 0; i < n; i++)
		if (lp->basis[i] >= 0)
			lp->value += lp->xb[i];
	return optimal;
}

double pmsi_lp_value(const struct pmsi_lp *lp)
{
	return lp->value;
}

const double *pmsi_lp_dual(const struct pmsi_lp *lp)
{
	return lp->y;
}

double pmsi_lp_x(const struct pmsi_lp *lp, int j)
{
	for (int i = 0; i < lp->n; i++)
		if (lp->basis[i] == j)
			return lp->xb[i] > 0 ? lp->xb[i] : 0;
	return 0;
}
