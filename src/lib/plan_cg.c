/*
 * The LP bound and the LP-guided dive of the planner's search (see
 * plan_pack_int.h).
 *
 * Master LP (plan_lp.c): one row per class t of non-exclusive items, with
 * demand d_t (its size); one column per slot pattern a (how many items of
 * each class one slot holds); minimise the slots sum x_a that cover every
 * demand.  Its optimum is the fractional packing: the least total time a
 * sharing of the PMU among sets that fit needs to give every item a full
 * unit.  No rotation of any regrouping beats it either.
 *
 * Columns come from pricing: given duals y >= 0, the heaviest pattern
 * (sum of y_t a_t) among sets that some assignment places.  A greedy fill
 * finds improving columns cheaply; an exact branch and bound decides when
 * none is left: classes by weight per event, counts high to low, each set
 * checked by the oracle, bounded by a weighted matching of the remaining
 * events to the counters still free (a transversal matroid: the greedy
 * is exact for it, and every set that fits has such a matching).
 *
 * Certificate (Farley's bound): for any y >= 0 and z the exact heaviest
 * pattern, y/z weighs at most 1 on every set that fits, so every packing
 * has at least sum(d_t y_t) / z slots.  That holds for whatever duals the
 * LP had when it stopped, so budgets and rounding weaken the bound, never
 * break it.  Exclusive items take a slot each, on both sides.
 *
 * Dive: fix a pattern the LP uses most (realised by the first free items
 * of each class, taken only when the kernel places them), solve the LP of
 * what is left, repeat; near the root the next patterns are tried too.
 */
#include <math.h>
#include <string.h>
#include "plan_lp.h"
#include "plan_cg_int.h"

#define ANY PMS_FIT_TELL_GREEDY
#define POOL_MAX 20000		/* columns kept */
#define NODE_WORK 8		/* work of one pricing node (in oracle calls) */
#define PRICE_NODES 20000L	/* nodes one exact pricing may take */

/* ---- matching ----------------------------------------------------------- */

static bool kuhn(struct cg *g, struct mt *m, int e, uint64_t *seen)
{
	int p = g->ev_pmu[e];
	uint64_t cand = g->ev_mask[e] & ~*seen;

	for (uint64_t b = cand; b; b &= b - 1)
		if (m->own[p][pmsi_ctz64(b)] < 0) {
			m->own[p][pmsi_ctz64(b)] = (int16_t)e;
			return true;
		}
	for (uint64_t b = cand; b; b &= b - 1) {
		int k = pmsi_ctz64(b);

		*seen |= UINT64_C(1) << k;
		if (kuhn(g, m, m->own[p][k], seen)) {
			m->own[p][k] = (int16_t)e;
			return true;
		}
	}
	return false;
}

/* Match one more event (@mask on PMU @pmu) into @m; false leaves @m as it was. */
static bool mt_add(struct cg *g, struct mt *m, uint64_t mask, int pmu)
{
	uint64_t seen = 0;
	int e = m->n_ev;

	if (e >= MT_EVS || pmu < 0 || pmu >= g->n_pmu || !m->n_free[pmu] || !mask)
		return false;
	g->ev_mask[e] = mask;
	g->ev_pmu[e] = (int8_t)pmu;
	if (!kuhn(g, m, e, &seen))
		return false;
	m->n_ev++;
	m->n_free[pmu]--;
	return true;
}

static bool mt_full(const struct cg *g, const struct mt *m)
{
	for (int p = 0; p < g->n_pmu; p++)
		if (m->n_free[p])
			return false;
	return true;
}

const struct pmsi_pack_item *pmsi_cg_rep(const struct cg *g, int t)
{
	return &g->c->in->item[g->c->ord[g->c->cls_first[g->row_cls[t]]]];
}

/* Row @t's register family, or -1. */
static int fam_of(const struct cg *g, int t)
{
	int f = pmsi_cg_rep(g, t)->xfam;

	return f >= 0 && f < PMSI_XFAM_MAX ? f : -1;
}

/* Does row @t hold several items, each with a value of its own? */
static bool many_values(const struct cg *g, int t)
{
	return fam_of(g, t) >= 0 && g->c->cls_n[g->row_cls[t]] > 1;
}

/* The held events matched, and the counters any item could use. */
static void mt_init(struct cg *g)
{
	const struct pmsi_pack_in *in = g->c->in;
	uint64_t uni[PMS_MAX_CORE_PMUS] = { 0 };
	struct mt *m = &g->base;

	memset(m->own, 0xff, sizeof(m->own));
	m->n_ev = 0;
	for (int i = 0; i < g->c->m; i++) {
		const struct pmsi_pack_item *x = &in->item[g->c->ord[i]];

		for (int j = 0; j < x->n_keys; j++) {
			int p = PMSI_CKEY_PMU(x->keys[j].flags);

			if (p < g->n_pmu)
				uni[p] |= x->keys[j].mask;
		}
	}
	for (int p = 0; p < g->n_pmu; p++)
		m->n_free[p] = pmsi_popcount64(uni[p]);
	/*
	 * A held event that may sit on a counter no item uses is left out: it
	 * need not take one of theirs (leaving one out only weakens the bound).
	 */
	for (int q = 0; q < in->n_held; q++) {
		int p = in->held_pmu ? in->held_pmu[q] : 0;

		if (p >= 0 && p < g->n_pmu && in->held[q] && !(in->held[q] & ~uni[p]))
			mt_add(g, m, in->held[q], p);
	}
}

/* ---- pricing ------------------------------------------------------------ */

/*
 * The events of a row that carry its weight in the bound: any split of a
 * unit's weight over its events gives a valid bound (a whole unit earns
 * it all), so it goes on the events that need a GP counter, the scarce
 * ones, and none on those that may sit on a fixed counter.  A unit with
 * no GP-only event splits it evenly.
 */
static uint64_t weighted_keys(const struct pmsi_pack_item *x)
{
	uint64_t w = 0;

	for (int j = 0; j < x->n_keys && j < 64; j++)
		if (!(x->keys[j].mask & ~PMS_GP_MASK))
			w |= UINT64_C(1) << j;
	if (!w)
		w = x->n_keys >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << x->n_keys) - 1;
	return w;
}

static double per_event(const struct cg *g, int t)
{
	int n = pmsi_popcount64(weighted_keys(pmsi_cg_rep(g, t)));

	return g->y[t] / (n > 0 ? n : 1);
}

/* Rows worth pricing (weight and demand left), heaviest per event first. */
/*
 * Pricing order: rows that need an extra register first (once their
 * values are chosen the bound excludes the others exactly), then the
 * heaviest per event.
 */
static bool goes_before(const struct cg *g, int a, int b)
{
	bool xa = fam_of(g, a) >= 0, xb = fam_of(g, b) >= 0;

	return xa != xb ? xa : per_event(g, a) > per_event(g, b);
}

void pmsi_cg_order(struct cg *g)
{
	g->n_order = 0;
	for (int t = 0; t < g->T; t++) {
		int j = g->n_order;

		if (g->y[t] <= 1e-12 || g->d[t] <= 0)
			continue;
		while (j > 0 && goes_before(g, t, g->order[j - 1])) {
			g->order[j] = g->order[j - 1];
			j--;
		}
		g->order[j] = t;
		g->n_order++;
	}
	/* the first row of each register value pays the bound's penalty */
	for (int q = 0; q < g->n_order; q++) {
		int t = g->order[q], f = fam_of(g, t);

		g->desig[t] = f >= 0;
		for (int r = 0; r < q && g->desig[t] && !many_values(g, t); r++)
			if (fam_of(g, g->order[r]) == f && !many_values(g, g->order[r]) &&
			    pmsi_cg_rep(g, g->order[r])->xval == pmsi_cg_rep(g, t)->xval)
				g->desig[t] = false;
	}
}

void pmsi_cg_reset(struct cg *g)
{
	g->cur = g->base;
	g->n_set = 0;
	g->val = 0;
	memset(g->cnt, 0, sizeof(int) * (size_t)g->T);
}

/* Does the set hold item @x's register value already? */
static bool value_in_set(const struct cg *g, const struct pmsi_pack_item *x)
{
	for (int j = 0; j < g->n_set; j++) {
		const struct pmsi_pack_item *y = &g->c->in->item[g->pset[j]];

		if (y->xfam == x->xfam && y->xval == x->xval)
			return true;
	}
	return false;
}

/* Distinct register values of family @f in the set. */
static int values_in_set(const struct cg *g, int f)
{
	const struct pmsi_pack_item *it = g->c->in->item;
	int n = 0;

	for (int j = 0; j < g->n_set; j++) {
		bool seen = false;

		if (it[g->pset[j]].xfam != f)
			continue;
		for (int q = 0; q < j && !seen; q++)
			seen = it[g->pset[q]].xfam == f && it[g->pset[q]].xval == it[g->pset[j]].xval;
		n += !seen;
	}
	return n;
}

/* Can item @x's register need join the set (a register left, or its value there)? */
static bool xreg_room(const struct cg *g, const struct pmsi_pack_item *x)
{
	int f = x->xfam;

	return f < 0 || f >= PMSI_XFAM_MAX || value_in_set(g, x) ||
	       values_in_set(g, f) < g->c->in->xcap[f];
}

/* Add the next free item of row @t if some assignment places the set. */
bool pmsi_cg_push(struct cg *g, int t)
{
	struct pk *c = g->c;
	int i = c->cls_first[g->row_cls[t]] + g->next[t] + g->cnt[t];
	const struct pmsi_pack_item *x = &c->in->item[c->ord[i]];
	int r;

	if (g->n_set >= PK_SLOT_CAP || !xreg_room(g, x))
		return false;
	g->stack[g->n_set] = g->cur;
	for (int j = 0; j < x->n_keys; j++)
		if (!mt_add(g, &g->cur, x->keys[j].mask, PMSI_CKEY_PMU(x->keys[j].flags))) {
			g->cur = g->stack[g->n_set];
			return false;
		}
	g->pset[g->n_set] = c->ord[i];
	g->prow[g->n_set] = t;
	memcpy(c->set, g->pset, sizeof(int) * (size_t)(g->n_set + 1));
	r = pmsi_pk_oracle(c, g->n_set + 1, ANY);
	if (r != PMS_FIT_YES && r != PMS_FIT_GREEDY_MISS) {
		g->cur = g->stack[g->n_set];
		return false;
	}
	g->n_set++;
	g->cnt[t]++;
	g->val += g->y[t];
	return true;
}

void pmsi_cg_pop(struct cg *g, int t)
{
	g->n_set--;
	g->cur = g->stack[g->n_set];
	g->cnt[t]--;
	g->val -= g->y[t];
}

static void keep_if_best(struct cg *g)
{
	if (g->val > g->best + 1e-12) {
		g->best = g->val;
		memcpy(g->best_cnt, g->cnt, sizeof(int) * (size_t)g->T);
	}
}

/* Fill greedily from order position @start on, then from the front. */
static void greedy_price(struct cg *g, int start)
{
	pmsi_cg_reset(g);
	for (int n = 0; n < g->n_order; n++) {
		int t = g->order[(start + n) % g->n_order];

		while (g->cnt[t] < g->d[t] && pmsi_cg_push(g, t))
			;
	}
	keep_if_best(g);
}

/*
 * What rows from order position @q on could add, as a Lagrangian bound:
 * their events, weighted per event, greedily matched to the counters the
 * set leaves free (a transversal matroid, for which greedy is exact).
 * Register families are not a matroid: a family with r registers left
 * takes at most r new values.  Each new value's first row pays lambda_f
 * (the weight of the (r+1)-th such row), and the bound gets r * lambda_f
 * back; any lambda_f >= 0 gives a valid bound, since a set with at most r
 * new values pays at most r of them.
 */
struct brow {
	int t;
	double w;		/* weight per event after the penalty */
};

static double ext_bound_lam(struct cg *g, int q, bool use_lam)
{
	struct brow rows[PMSI_LP_MAX_ROWS];
	double lam[PMSI_XFAM_MAX] = { 0 }, b = 0;
	int left[PMSI_XFAM_MAX], seen[PMSI_XFAM_MAX] = { 0 }, n = 0;
	bool pays[PMSI_LP_MAX_ROWS];
	struct mt tmp = g->cur;

	for (int f = 0; f < PMSI_XFAM_MAX; f++)
		left[f] = g->c->in->xcap[f] - values_in_set(g, f);
	for (int r = q; r < g->n_order; r++) {
		int t = g->order[r], f = fam_of(g, t);
		double w = g->y[t];

		pays[n] = false;
		if (f >= 0 && (many_values(g, t) || !value_in_set(g, pmsi_cg_rep(g, t)))) {
			int nv = many_values(g, t) ? g->d[t] - g->cnt[t] : 1;

			if (left[f] <= 0)
				continue;	/* no register left for a new value */
			pays[n] = g->desig[t] && use_lam;
			if (pays[n] && seen[f] <= left[f] && seen[f] + nv > left[f])
				lam[f] = w;	/* the (left+1)-th new value, heaviest first */
			seen[f] += pays[n] ? nv : 0;
		}
		rows[n++] = (struct brow){ t, per_event(g, t) };
	}
	for (int f = 0; f < PMSI_XFAM_MAX; f++)
		b += lam[f] * (left[f] > 0 ? left[f] : 0);
	for (int r = 0; r < n; r++) {
		int f = fam_of(g, rows[r].t);
		struct brow cur = rows[r];
		bool pay = pays[r];
		int j = r;

		if (pay && lam[f] > 0)
			cur.w -= lam[f] / pmsi_popcount64(weighted_keys(pmsi_cg_rep(g, cur.t)));
		for (; j > 0 && rows[j - 1].w < cur.w; j--) {	/* greedy needs weight order */
			rows[j] = rows[j - 1];
			pays[j] = pays[j - 1];
		}
		rows[j] = cur;
		pays[j] = pay;
	}
	for (int r = 0; r < n && !mt_full(g, &tmp) && rows[r].w > 0; r++) {
		int t = rows[r].t, cnt = g->d[t] - g->cnt[t];
		const struct pmsi_pack_item *x = pmsi_cg_rep(g, t);
		uint64_t wk = weighted_keys(x);

		if (!x->n_keys) {
			b += cnt * rows[r].w;
			continue;
		}
		for (int j = 0; j < x->n_keys && j < 64; j++) {
			const struct pmsi_ckey *k = &x->keys[j];

			if (!(wk >> j & 1))
				continue;
			for (int u = 0; u < cnt && mt_add(g, &tmp, k->mask, PMSI_CKEY_PMU(k->flags)); u++)
				b += rows[r].w;
		}
	}
	return b;
}

/* The better of the plain matching bound and the Lagrangian one. */
double pmsi_cg_bound(struct cg *g, int q)
{
	double a = ext_bound_lam(g, q, false);

	for (int f = 0; f < PMSI_XFAM_MAX; f++)
		if (g->c->in->xcap[f])
			return fmin(a, ext_bound_lam(g, q, true));
	return a;
}

/*
 * Branch and bound for the heaviest pattern, pruning what cannot beat
 * the best found or the threshold g->theta: on completion no pattern
 * weighs more than max(g->best, g->theta).
 */
static void price_dfs(struct cg *g, int q)
{
	int t, added = 0;

	keep_if_best(g);
	if (q == g->n_order || g->stopped)
		return;
	g->c->work += NODE_WORK;
	if (pk_over(g->c) || ++g->nodes > PRICE_NODES) {
		g->stopped = true;
		return;
	}
	if (g->val + pmsi_cg_bound(g, q) <= fmax(g->best, g->theta) + 1e-12)
		return;
	t = g->order[q];
	while (g->cnt[t] < g->d[t] && pmsi_cg_push(g, t))
		added++;
	for (;;) {
		price_dfs(g, q + 1);
		if (!added)
			break;
		pmsi_cg_pop(g, t);
		added--;
	}
}

static double demand_weight(const struct cg *g)
{
	double sum = 0;

	for (int t = 0; t < g->T; t++)
		sum += g->d[t] * g->y[t];
	return sum;
}

enum priced {
	PRICED_COLUMN,		/* g->best_cnt improves the LP */
	PRICED_BOUND,		/* no pattern weighs over g->z: a certified bound */
	PRICED_NONE,		/* neither (not exact, or the search was too long) */
};

/*
 * Price the weights g->y: greedy fills, then (@exact) the branch and
 * bound.  When that search is too long to show that nothing weighs over
 * 1, a looser threshold still certifies the bound's next integer: no
 * pattern over sum(d y) / (floor(sum(d y)) + a little).  With @want > 0,
 * only certify a bound of @want (threshold sum(d y) / want).
 */
static enum priced price(struct cg *g, bool exact, double want)
{
	double sum = demand_weight(g), theta[2];

	g->best = 0;
	g->stopped = false;
	pmsi_cg_order(g);
	memset(g->best_cnt, 0, sizeof(int) * (size_t)g->T);
	for (int s = 0; s < g->n_order && s < 3; s++)
		greedy_price(g, s);
	if (g->best > 1 + CG_EPS && !want)
		return PRICED_COLUMN;
	theta[0] = want ? sum / want : 1 + CG_EPS;
	theta[1] = want ? 0 : sum / (floor(sum - 1e-6) + 1e-4);
	for (int pass = 0; exact && pass < 2 && !pk_over(g->c); pass++) {
		if (pass && theta[1] <= theta[0])
			break;
		g->theta = theta[pass];
		g->nodes = 0;
		g->stopped = false;
		pmsi_cg_reset(g);
		price_dfs(g, 0);
		if (g->stopped)
			continue;
		g->z = fmax(g->best, g->theta);
		return g->best > 1 + CG_EPS && !want ? PRICED_COLUMN : PRICED_BOUND;
	}
	return g->best > 1 + CG_EPS ? PRICED_COLUMN : PRICED_NONE;
}

/* ---- column generation ---------------------------------------------------- */

/* Add pattern @a unless the pool has it.  Return 1 added, 0 known, or PMS_ENOMEM. */
static int add_col(struct cg *g, const int *a)
{
	int n = pmsi_lp_n_cols(g->lp), any = 0;

	for (int t = 0; t < g->T; t++)
		any |= a[t];
	if (!any || n >= POOL_MAX)
		return 0;
	for (int j = 0; j < n; j++)
		if (!memcmp(pmsi_lp_col(g->lp, j), a, sizeof(int) * (size_t)g->T))
			return 0;
	return pmsi_lp_add(g->lp, a) < 0 ? PMS_ENOMEM : 1;
}

static void record_bound(struct cg *g, double z)
{
	double sum = demand_weight(g);

	if (z < 1e-12 || sum / z <= g->node_bound)
		return;
	g->node_bound = sum / z;
	if (!g->at_root)
		return;
	g->bound = g->node_bound;
	for (int t = 0; t < g->T; t++)
		g->cert[t] = g->y[t] / z;
}

/*
 * The pool's LP is at least the LP: once it rounds up to no more than the
 * bound known, more columns cannot raise that bound.  A certificate near
 * it still serves the closing search: exactly when the LP is that bound,
 * else within a quarter slot, else just over one slot less.  A column
 * found heavier than the threshold goes back to the LP.
 */
static enum priced early_bound(struct cg *g, bool exact)
{
	double sum = demand_weight(g), lo = g->c->out->lb - 1 + 1e-3;
	double want[2] = { sum >= g->c->out->lb - 0.01 ? sum / (1 + CG_EPS) : sum - 0.25, lo };

	for (int q = 0; q < 2; q++) {
		enum priced pr;

		if (want[q] < lo || (q && want[0] <= lo))
			continue;
		pr = price(g, exact, want[q]);
		if (pr == PRICED_BOUND && g->best > g->theta && g->best > 1 + CG_EPS)
			return PRICED_COLUMN;
		if (pr == PRICED_BOUND) {
			record_bound(g, g->z);
			return pr;
		}
	}
	return PRICED_NONE;
}

int pmsi_cg_run(struct cg *g, int target, bool exact)
{
	int max_rounds = 40 + 4 * g->T;

	g->node_bound = 0;
	for (int round = 0; round < max_rounds && !pk_over(g->c); round++) {
		const double *y;
		enum priced pr;
		int rc;

		pmsi_lp_solve(g->lp, g->d, 50 * g->T + 200, &g->c->work);
		y = pmsi_lp_dual(g->lp);
		for (int t = 0; t < g->T; t++)
			g->y[t] = y[t] > 1e-12 ? y[t] : 0;
		if (!pmsi_lp_value(g->lp) || !demand_weight(g))
			return 1;	/* nothing left to cover */
		pr = price(g, false, 0);
		if (pr != PRICED_COLUMN && g->at_root &&
		    ceil(pmsi_lp_value(g->lp) - CG_EPS) <= g->c->out->lb) {
			pr = early_bound(g, exact);
			if (pr != PRICED_COLUMN)
				return 0;
		} else if (pr != PRICED_COLUMN) {
			pr = price(g, exact, 0);
		}
		if (pr == PRICED_BOUND)
			record_bound(g, g->z);
		if (pr == PRICED_NONE)
			return 0;
		if (pr == PRICED_BOUND)
			return g->z <= 1 + 2 * CG_EPS;
		if (ceil(g->node_bound - CG_EPS) >= target)
			return 1;
		rc = add_col(g, g->best_cnt);
		if (rc <= 0)
			return rc;	/* 0: known, the LP stopped short of its optimum */
	}
	return 0;
}

/* ---- the driver ------------------------------------------------------------- */

static void cg_free(struct cg *g)
{
	pmsi_lp_free(g->lp);
	pmsi_free(g->row_cls);
	pmsi_free(g->d);
	pmsi_free(g->next);
	pmsi_free(g->y);
	pmsi_free(g->cert);
	pmsi_free(g->order);
	pmsi_free(g->desig);
	pmsi_free(g->prow);
	pmsi_free(g->cnt);
	pmsi_free(g->best_cnt);
	pmsi_free(g->stack);
	pmsi_free(g->slot_of);
}

static int cg_alloc(struct cg *g)
{
	size_t t1 = (size_t)g->T + 1;

	g->d = pmsi_calloc(t1, sizeof(int));
	g->next = pmsi_calloc(t1, sizeof(int));
	g->y = pmsi_calloc(t1, sizeof(double));
	g->cert = pmsi_calloc(t1, sizeof(double));
	g->order = pmsi_calloc(t1, sizeof(int));
	g->desig = pmsi_calloc(t1, sizeof(bool));
	g->prow = pmsi_calloc(PK_SLOT_CAP + 2, sizeof(int));
	g->cnt = pmsi_calloc(t1, sizeof(int));
	g->best_cnt = pmsi_calloc(t1, sizeof(int));
	g->stack = pmsi_malloc(sizeof(struct mt) * (PK_SLOT_CAP + 2));
	g->slot_of = pmsi_malloc(sizeof(int) * ((size_t)g->c->m + 1));
	if (!g->d || !g->next || !g->y || !g->cert || !g->order || !g->desig || !g->prow ||
	    !g->cnt || !g->best_cnt || !g->stack || !g->slot_of)
		return PMS_ENOMEM;
	for (int i = 0; i < g->c->m; i++)
		g->slot_of[i] = -1;
	return pmsi_lp_new(g->T, &g->lp);
}

/* Starting columns: each class alone (as many as fit), then the best packing's slots. */
static int seed_columns(struct cg *g)
{
	struct pk *c = g->c;
	int *a = g->best_cnt, rc;

	for (int t = 0; t < g->T; t++) {
		memset(g->y, 0, sizeof(double) * (size_t)g->T);
		g->y[t] = 1;
		pmsi_cg_reset(g);
		while (g->cnt[t] < g->d[t] && pmsi_cg_push(g, t))
			;
		if (pmsi_lp_add(g->lp, g->cnt) < 0)	/* >= 1: every item fits alone */
			return PMS_ENOMEM;
	}
	for (int s = 0; s < c->best_k; s++) {
		memset(a, 0, sizeof(int) * (size_t)g->T);
		for (int i = 0; i < c->m; i++)
			if (c->best[i] == s && !pk_solo(c, i))
				for (int t = 0; t < g->T; t++)
					a[t] += g->row_cls[t] == c->cls[i];
		rc = add_col(g, a);
		if (rc < 0)
			return rc;
	}
	return PMS_OK;
}

static void publish(struct cg *g, int lb)
{
	struct pk *c = g->c;
	struct pmsi_pack_out *o = c->out;
	int lp_lb = g->n_solo + (int)ceil(g->bound - CG_EPS);

	o->lp = g->n_solo + g->bound;
	for (int i = 0; o->weight && i < c->m; i++) {
		double w = 1.0;

		for (int t = 0; !pk_solo(c, i) && t < g->T; t++)
			if (g->row_cls[t] == c->cls[i])
				w = g->cert[t];
		o->weight[c->ord[i]] = w;
	}
	if (lp_lb > lb) {
		o->lb = lp_lb;
		o->proof = PMS_PLAN_PROOF_LP;
	}
}

int pmsi_pk_lp(struct pk *c, int lb)
{
	struct cg g = { .c = c, .at_root = true };
	int rc;

	g.n_pmu = c->in->n_pmus > 1 ? c->in->n_pmus : 1;
	if (g.n_pmu > PMS_MAX_CORE_PMUS)
		g.n_pmu = PMS_MAX_CORE_PMUS;
	g.row_cls = pmsi_malloc(sizeof(int) * ((size_t)c->n_cls + 1));
	if (!g.row_cls)
		return PMS_ENOMEM;
	for (int t = 0; t < c->n_cls; t++) {
		if (pk_solo(c, c->cls_first[t]))
			g.n_solo += c->cls_n[t];
		else
			g.row_cls[g.T++] = t;
	}
	if (g.T == 0 || g.T > PMSI_LP_MAX_ROWS) {
		c->out->heuristic = g.T > 0;
		cg_free(&g);
		return PMS_OK;
	}
	rc = cg_alloc(&g);
	if (rc)
		goto out;
	for (int t = 0; t < g.T; t++)
		g.d[t] = c->cls_n[g.row_cls[t]];
	mt_init(&g);
	rc = seed_columns(&g);
	if (rc)
		goto out;
	{
		/* the root LP gets at most 40% of the budget */
		long end = c->budget_end, now = c->out->n_checks + c->work;

		c->budget_end = now + (end - now) * 2 / 5;
		rc = pmsi_cg_run(&g, c->best_k - g.n_solo, true);
		c->budget_end = end;
	}
	if (rc < 0)
		goto out;
	publish(&g, lb);
	g.at_root = false;
	/* the dive gets a third of what is left, so the closing search has its turn */
	if (c->best_k > c->out->lb) {
		long end = c->budget_end, now = c->out->n_checks + c->work;

		c->budget_end = now + (end - now) / 3;
		rc = pmsi_cg_dive(&g);
		c->budget_end = end;
	}
	if (!rc && c->best_k > c->out->lb)
		rc = pmsi_cg_close(&g);
out:
	cg_free(&g);
	return rc < 0 ? rc : PMS_OK;
}
