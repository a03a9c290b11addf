/*
 * Finding and closing (see plan_cg_int.h).
 *
 * Dive: fix the pattern the LP uses most (realised by the next free items
 * of each class, taken only when the kernel places them as written), solve
 * the LP of what is left with the greedy columns, repeat; near the root
 * the next patterns are tried too.  A branch stops when the certificate
 * shows that what is left needs as many slots as the best packing has.
 *
 * Closing: with certificate weights w (every set that fits weighs at most
 * 1, all items W) a packing into k slots has slack k - W spread over its
 * slots, each slot weighing at least 1 - (k - W).  When k - W < 1 that
 * leaves few patterns: every one of positive weight at least that heavy
 * is enumerated (the pricing search with a threshold), and an exact cover
 * of the weighted items by at most k of them is searched, the items of
 * weight 0 then placed into its slots.  This search accepts any set some
 * assignment places (closed under subsets), so exhausting it proves k
 * slots too few; a packing it finds counts only when the kernel places
 * every slot, else the proof is withheld.
 */
#include <math.h>
#include <string.h>
#include "plan_cg_int.h"

#define ANY PMS_FIT_TELL_GREEDY
#define DIVE_WIDE 2		/* depths at which the dive also tries other patterns */
#define DIVE_TRIES 3		/* patterns tried there */
#define ENUM_MAX 50000		/* patterns the closing search may enumerate */
#define NODE_WORK 8		/* work of one search node (in oracle calls) */
#define REST_NODES 4000		/* nodes placing the weight-0 items of one cover */
#define MEMO_BYTES (8u << 20)	/* the table of states that fail */

/* ---- dive ---------------------------------------------------------------- */

struct cand {
	int j;
	double x;
};

/* Every item's slot into c->best: the packed ones, then a slot per exclusive one. */
static void save_packing(struct cg *g, int k)
{
	struct pk *c = g->c;
	int s = k;

	for (int i = 0; i < c->m; i++)
		c->best[i] = pk_solo(c, i) ? s++ : g->slot_of[i];
	c->best_k = s;
}

static bool all_packed(const struct cg *g)
{
	for (int t = 0; t < g->T; t++)
		if (g->d[t] > 0)
			return false;
	return true;
}

/* Weight of demand @d under the certificate: slots it needs at least. */
static double cert_need(const struct cg *g, const int *d)
{
	double w = 0;

	for (int t = 0; t < g->T; t++)
		w += d[t] * g->cert[t];
	return w;
}

/* Pack pattern @a (within the demand) as slot g->k if the kernel places it; or undo. */
static bool apply(struct cg *g, const int *a, bool undo)
{
	struct pk *c = g->c;
	int n = 0;

	for (int t = 0; t < g->T; t++) {
		int first = c->cls_first[g->row_cls[t]] + (undo ? g->next[t] - a[t] : g->next[t]);

		for (int u = 0; u < a[t]; u++) {
			if (!undo && n < PK_SLOT_CAP)
				c->set[n++] = c->ord[first + u];
			g->slot_of[first + u] = undo ? -1 : g->k;
		}
	}
	if (!undo && (n == 0 || pmsi_pk_oracle(c, n, 0) != PMS_FIT_YES)) {
		for (int t = 0; t < g->T; t++)
			for (int u = 0; u < a[t]; u++)
				g->slot_of[c->cls_first[g->row_cls[t]] + g->next[t] + u] = -1;
		return false;
	}
	for (int t = 0; t < g->T; t++) {
		g->next[t] += undo ? -a[t] : a[t];
		g->d[t] += undo ? a[t] : -a[t];
	}
	g->k += undo ? -1 : 1;
	return true;
}

/* The columns the LP uses, most first: up to @n, capped to the demand, into @pat. */
static int candidates(struct cg *g, int *pat, int n)
{
	struct cand best[DIVE_TRIES];
	int n_best = 0, cols = pmsi_lp_n_cols(g->lp);

	for (int j = 0; j < cols; j++) {
		double x = pmsi_lp_x(g->lp, j);
		int at;

		if (x <= 1e-6 || (n_best == n && best[n - 1].x >= x))
			continue;
		at = n_best < n ? n_best++ : n - 1;
		for (; at > 0 && best[at - 1].x < x; at--)
			best[at] = best[at - 1];
		best[at] = (struct cand){ j, x };
	}
	for (int q = 0; q < n_best; q++) {
		const int *a = pmsi_lp_col(g->lp, best[q].j);

		for (int t = 0; t < g->T; t++)
			pat[q * g->T + t] = a[t] < g->d[t] ? a[t] : g->d[t];
	}
	return n_best;
}

static int dive(struct cg *g, int depth)
{
	struct pk *c = g->c;
	int target = c->best_k - g->n_solo - g->k, n, rc;
	int *pat;

	if (all_packed(g)) {
		if (g->k + g->n_solo < c->best_k)
			save_packing(g, g->k);
		return PMS_OK;
	}
	if (pk_over(c) || ceil(cert_need(g, g->d) - CG_EPS) >= target)
		return PMS_OK;	/* what is left needs as many slots as the best has */
	rc = pmsi_cg_run(g, target, false);
	if (rc < 0)
		return rc;
	n = depth < DIVE_WIDE ? DIVE_TRIES : 1;
	pat = pmsi_malloc(sizeof(int) * (size_t)(n * g->T));
	if (!pat)
		return PMS_ENOMEM;
	n = candidates(g, pat, n);
	rc = PMS_OK;
	for (int q = 0; q < n && c->best_k > c->out->lb && !pk_over(c); q++) {
		if (!apply(g, &pat[q * g->T], false))
			continue;
		rc = dive(g, depth + 1);
		apply(g, &pat[q * g->T], true);
		if (rc)
			break;
	}
	pmsi_free(pat);
	return rc;
}

int pmsi_cg_dive(struct cg *g)
{
	return dive(g, 0);
}

/* ---- closing: enumeration ------------------------------------------------- */

struct ec {
	struct cg *g;
	int n_pat, cap_pat, n_ent, cap_ent;
	int *off;		/* pattern -> first entry; n_pat + 1 */
	int *ent_row, *ent_cnt;	/* entries: row, count */
	double *val;		/* pattern -> its weight */
	int *byrow, *byrow_off;	/* row -> patterns holding it (heaviest first) */
	int k;			/* slots allowed (exclusive items apart) */
	int used;
	int *slot_pat;		/* slot -> pattern */
	int *fill;		/* k x T: items of each row in each slot */
	int *r;			/* per row: items not yet in a slot */
	uint16_t *memo;		/* states that fail: memo_cap x (T + 1), 0xffff empty */
	size_t memo_cap, memo_n;
	bool leaf;		/* the search below reached a cover */
	bool incomplete;	/* the search below stopped short */
	double slack;		/* slack left (k - weight of the items still to pack, minus
				 * what the chosen slots lack of 1) */
	long scans;		/* patterns looked at (work) */
	long rest_nodes;	/* nodes of placing the weight-0 items for one cover */
	bool full;		/* the enumeration hit ENUM_MAX */
	bool unsure;		/* a cover the kernel does not place as written */
	bool found;
};

static int pool_add(struct ec *e)
{
	struct cg *g = e->g;
	int nz = 0;

	for (int t = 0; t < g->T; t++)
		nz += g->cnt[t] > 0;
	if (e->n_pat + 1 >= e->cap_pat) {
		int cap = e->cap_pat * 2;
		int *off = pmsi_realloc(e->off, sizeof(int) * (size_t)(cap + 1));
		double *val;

		if (!off)
			return PMS_ENOMEM;
		e->off = off;
		val = pmsi_realloc(e->val, sizeof(double) * (size_t)cap);
		if (!val)
			return PMS_ENOMEM;
		e->val = val;
		e->cap_pat = cap;
	}
	if (e->n_ent + nz > e->cap_ent) {
		int cap = 2 * e->cap_ent + nz;
		int *a = pmsi_realloc(e->ent_row, sizeof(int) * (size_t)cap), *b;

		if (!a)
			return PMS_ENOMEM;
		e->ent_row = a;
		b = pmsi_realloc(e->ent_cnt, sizeof(int) * (size_t)cap);
		if (!b)
			return PMS_ENOMEM;
		e->ent_cnt = b;
		e->cap_ent = cap;
	}
	e->off[e->n_pat] = e->n_ent;
	for (int t = 0; t < g->T; t++)
		if (g->cnt[t]) {
			e->ent_row[e->n_ent] = t;
			e->ent_cnt[e->n_ent++] = g->cnt[t];
		}
	e->val[e->n_pat++] = g->val;
	e->off[e->n_pat] = e->n_ent;
	return PMS_OK;
}

/* Every pattern of weighted rows from order position @q on weighing @thr or more. */
static int enum_dfs(struct ec *e, int q, double thr)
{
	struct cg *g = e->g;
	int t, added = 0, rc = PMS_OK;

	if (q == g->n_order) {
		if (!g->n_set || g->val < thr - 1e-9)
			return PMS_OK;
		if (e->n_pat >= ENUM_MAX) {
			e->full = true;
			return PMS_OK;
		}
		return pool_add(e);
	}
	g->c->work += NODE_WORK;
	if (e->full || pk_over(g->c) ||
	    g->val + pmsi_cg_bound(g, q) < thr - 1e-9)
		return PMS_OK;
	t = g->order[q];
	while (g->cnt[t] < g->d[t] && pmsi_cg_push(g, t))
		added++;
	for (;;) {
		rc = enum_dfs(e, q + 1, thr);
		if (rc || !added)
			break;
		pmsi_cg_pop(g, t);
		added--;
	}
	while (added--)
		pmsi_cg_pop(g, t);
	return rc;
}

/* Row -> patterns holding it, heaviest first. */
static int index_rows(struct ec *e)
{
	int T = e->g->T, *fill;

	e->byrow_off = pmsi_calloc((size_t)T + 2, sizeof(int));
	e->byrow = pmsi_malloc(sizeof(int) * ((size_t)e->n_ent + 1));
	fill = pmsi_calloc((size_t)T + 1, sizeof(int));
	if (!e->byrow_off || !e->byrow || !fill) {
		pmsi_free(fill);
		return PMS_ENOMEM;
	}
	for (int q = 0; q < e->n_ent; q++)
		e->byrow_off[e->ent_row[q] + 1]++;
	for (int t = 0; t < T; t++)
		e->byrow_off[t + 1] += e->byrow_off[t];
	for (int p = 0; p < e->n_pat; p++)
		for (int q = e->off[p]; q < e->off[p + 1]; q++) {
			int t = e->ent_row[q], at = e->byrow_off[t] + fill[t]++;

			/* insertion by weight, heaviest first */
			for (; at > e->byrow_off[t] && e->val[e->byrow[at - 1]] < e->val[p]; at--)
				e->byrow[at] = e->byrow[at - 1];
			e->byrow[at] = p;
		}
	pmsi_free(fill);
	return PMS_OK;
}

/* ---- closing: the exact cover and the weight-0 items ------------------------ */

/* Items of slot @s, realised: each row's items handed out slot by slot; into c->set. */
static int realise(struct ec *e, int s, int add_row)
{
	struct cg *g = e->g;
	struct pk *c = g->c;
	int n = 0;

	for (int t = 0; t < g->T; t++) {
		int first = 0, cnt = e->fill[s * g->T + t] + (t == add_row);

		for (int q = 0; q < s; q++)
			first += e->fill[q * g->T + t];
		for (int u = 0; u < cnt && n < PK_SLOT_CAP; u++)
			c->set[n++] = c->ord[c->cls_first[g->row_cls[t]] + first + u];
	}
	return n;
}

/* Does slot @s take one more item of row @t (any assignment)? */
static bool slot_takes(struct ec *e, int s, int t)
{
	int n = realise(e, s, t), r = pmsi_pk_oracle(e->g->c, n, ANY);

	return r == PMS_FIT_YES || r == PMS_FIT_GREEDY_MISS;
}

/* The cover found, as written: does the kernel place every slot?  Then keep it. */
static void take_cover(struct ec *e, int n_slots)
{
	struct cg *g = e->g;
	struct pk *c = g->c;

	for (int s = 0; s < n_slots; s++)
		if (pmsi_pk_oracle(c, realise(e, s, -1), 0) != PMS_FIT_YES) {
			e->unsure = true;
			return;
		}
	for (int t = 0; t < g->T; t++)
		for (int s = 0, first = 0; s < n_slots; s++)
			for (int u = 0; u < e->fill[s * g->T + t]; u++)
				g->slot_of[c->cls_first[g->row_cls[t]] + first++] = s;
	save_packing(g, n_slots);
	e->found = true;
}

/*
 * Place the weight-0 items (rows @t on, @left of row t still to place,
 * slots from @from on for it) into the @n_slots slots, opening up to
 * e->k of them.
 */
static void place_rest(struct ec *e, int t, int left, int from, int n_slots)
{
	struct cg *g = e->g;

	while (t < g->T && (g->cert[t] > 0 || !left)) {
		t++;
		left = t < g->T ? e->r[t] : 0;
		from = 0;
	}
	if (t == g->T) {
		take_cover(e, n_slots);
		return;
	}
	g->c->work += NODE_WORK;
	if (pk_over(g->c))
		return;
	if (++e->rest_nodes > REST_NODES) {
		e->unsure = true;	/* not shown that they do not fit */
		return;
	}
	for (int s = from; s <= n_slots && s < e->k && !e->found; s++) {
		if (s < n_slots && !slot_takes(e, s, t))
			continue;
		e->fill[s * g->T + t]++;
		place_rest(e, t, left - 1, s, s == n_slots ? n_slots + 1 : n_slots);
		e->fill[s * g->T + t]--;
		if (s == n_slots)
			break;	/* one new slot is as good as another */
	}
}

/*
 * How many items of row @t pattern @p holds if it can be the next slot
 * (within what is left, and the slack), else 0.  Counts its work.
 */
static int usable(const struct ec *e, int p, int t)
{
	int n = 0;

	((struct ec *)e)->scans++;
	if (1 - e->val[p] > e->slack + 1e-9)
		return 0;
	for (int j = e->off[p]; j < e->off[p + 1]; j++) {
		if (e->ent_cnt[j] > e->r[e->ent_row[j]])
			return 0;
		if (e->ent_row[j] == t)
			n = e->ent_cnt[j];
	}
	return n;
}

/*
 * The weighted row left with the fewest usable patterns, -1 when all are
 * packed, or -2 at a dead end: a
 * row with no usable pattern, or more items left than the slots left can
 * hold at the most any usable pattern holds.
 */
static int branch_row(const struct ec *e)
{
	int best = -1, best_n = 0;

	for (int t = 0; t < e->g->T; t++) {
		int n = 0, most = 0;

		if (e->g->cert[t] <= 0 || e->r[t] <= 0)
			continue;
		for (int q = e->byrow_off[t]; q < e->byrow_off[t + 1]; q++) {
			int a = usable(e, e->byrow[q], t);

			n += a > 0;
			most = a > most ? a : most;
		}
		if (!n || e->r[t] > most * (e->k - e->used))
			return -2;
		if (best < 0 || n < best_n) {
			best = t;
			best_n = n;
		}
	}
	return best;
}

/* Charge the patterns looked at: about 32 a check. */
static void charge(struct ec *e)
{
	e->g->c->work += e->scans / 32;
	e->scans %= 32;
}

/* ---- closing: states known to fail ------------------------------------- */

/*
 * Residual demands from which no cover of the weighted rows exists (no
 * leaf reached, the search complete), keyed by what is left and the slots
 * used: other orders of the same patterns reach them again.
 */
static uint64_t memo_hash(const struct ec *e)
{
	uint64_t h = 1469598103934665603ull ^ (uint64_t)e->used;

	for (int t = 0; t < e->g->T; t++)
		h = (h ^ (uint64_t)e->r[t]) * 1099511628211ull;
	return h;
}

/* The slot of the state (found, or the empty one it would take), or -1 when full. */
static long memo_slot(const struct ec *e, bool *hit)
{
	int len = e->g->T + 1;
	size_t mask = e->memo_cap - 1, at = (size_t)memo_hash(e) & mask;

	*hit = false;
	for (size_t probe = 0; probe < 64; probe++, at = (at + 1) & mask) {
		const uint16_t *k = &e->memo[at * (size_t)len];
		bool same = k[0] != 0xffff;

		if (!same)
			return (long)at;
		for (int t = 0; t < e->g->T && same; t++)
			same = k[t] == e->r[t];
		if (same && k[e->g->T] == e->used) {
			*hit = true;
			return (long)at;
		}
	}
	return -1;
}

static bool memo_failed(const struct ec *e)
{
	bool hit;

	return e->memo && memo_slot(e, &hit) >= 0 && hit;
}

static void memo_put(struct ec *e)
{
	bool hit;
	long at;

	if (!e->memo || e->memo_n * 2 > e->memo_cap)
		return;
	at = memo_slot(e, &hit);
	if (at < 0 || hit)
		return;
	for (int t = 0; t < e->g->T; t++)
		e->memo[(size_t)at * (size_t)(e->g->T + 1) + (size_t)t] = (uint16_t)e->r[t];
	e->memo[(size_t)at * (size_t)(e->g->T + 1) + (size_t)e->g->T] = (uint16_t)e->used;
	e->memo_n++;
}

/* Cover the weighted rows from here; states that fail for good are remembered. */
static void cover(struct ec *e)
{
	struct cg *g = e->g;
	bool leaf = e->leaf, incomplete = e->incomplete;
	int t, T = g->T;

	if (memo_failed(e))
		return;
	t = branch_row(e);
	charge(e);
	if (t == -2)
		return;
	e->leaf = e->incomplete = false;
	if (t < 0) {
		e->leaf = true;
		e->rest_nodes = 0;
		place_rest(e, 0, e->r[0], 0, e->used);
	} else if (e->used < e->k && !pk_over(g->c)) {
		g->c->work += NODE_WORK;
		for (int q = e->byrow_off[t]; q < e->byrow_off[t + 1] && !e->found; q++) {
			int p = e->byrow[q], s = e->used;

			if (!usable(e, p, t))
				continue;
			memset(&e->fill[s * T], 0, sizeof(int) * (size_t)T);
			for (int j = e->off[p]; j < e->off[p + 1]; j++) {
				e->r[e->ent_row[j]] -= e->ent_cnt[j];
				e->fill[s * T + e->ent_row[j]] = e->ent_cnt[j];
			}
			e->slack -= 1 - e->val[p];
			e->used++;
			cover(e);
			e->used--;
			e->slack += 1 - e->val[p];
			for (int j = e->off[p]; j < e->off[p + 1]; j++)
				e->r[e->ent_row[j]] += e->ent_cnt[j];
		}
	}
	e->incomplete |= pk_over(g->c);
	if (!e->found && !e->leaf && !e->incomplete && e->used < e->k)
		memo_put(e);
	e->leaf |= leaf;
	e->incomplete |= incomplete;
}

static void ec_free(struct ec *e)
{
	pmsi_free(e->off);
	pmsi_free(e->ent_row);
	pmsi_free(e->ent_cnt);
	pmsi_free(e->val);
	pmsi_free(e->byrow);
	pmsi_free(e->byrow_off);
	pmsi_free(e->fill);
	pmsi_free(e->r);
	pmsi_free(e->memo);
	pmsi_free(e->slot_pat);
}

static int ec_alloc(struct ec *e)
{
	size_t T = (size_t)e->g->T + 1, k = (size_t)e->k + 1;

	e->cap_pat = 1024;
	e->cap_ent = 8192;
	e->off = pmsi_malloc(sizeof(int) * ((size_t)e->cap_pat + 1));
	e->val = pmsi_malloc(sizeof(double) * (size_t)e->cap_pat);
	e->ent_row = pmsi_malloc(sizeof(int) * (size_t)e->cap_ent);
	e->ent_cnt = pmsi_malloc(sizeof(int) * (size_t)e->cap_ent);
	e->fill = pmsi_calloc(k * T, sizeof(int));
	e->r = pmsi_calloc(T, sizeof(int));
	/* failed states: up to MEMO_BYTES, a power of two of them */
	e->memo_cap = 1024;
	while (e->memo_cap * 2 * T * sizeof(uint16_t) <= MEMO_BYTES)
		e->memo_cap *= 2;
	e->memo = pmsi_malloc(e->memo_cap * T * sizeof(uint16_t));
	e->slot_pat = pmsi_calloc(k, sizeof(int));
	if (e->memo)
		memset(e->memo, 0xff, e->memo_cap * T * sizeof(uint16_t));
	if (!e->off || !e->val || !e->ent_row || !e->ent_cnt || !e->fill || !e->r || !e->memo ||
	    !e->slot_pat)
		return PMS_ENOMEM;
	e->off[0] = 0;
	return PMS_OK;
}

int pmsi_cg_close(struct cg *g)
{
	struct pk *c = g->c;
	struct ec e = { .g = g, .k = c->out->lb - g->n_solo };
	double slack = e.k - g->bound;
	int rc;

	if (g->bound <= 0 || slack >= 1 - 1e-9 || e.k < 1 || pk_over(c))
		return PMS_OK;
	rc = ec_alloc(&e);
	if (rc)
		goto out;
	/* the whole demand again, priced at the certificate's weights */
	for (int t = 0; t < g->T; t++) {
		g->next[t] = 0;
		g->d[t] = e.r[t] = c->cls_n[g->row_cls[t]];
		g->y[t] = g->cert[t];
	}
	for (int i = 0; i < c->m; i++)
		g->slot_of[i] = -1;
	e.slack = slack;
	pmsi_cg_order(g);
	pmsi_cg_reset(g);
	rc = enum_dfs(&e, 0, 1 - slack);
	if (rc || e.full || pk_over(c))
		goto out;
	rc = index_rows(&e);
	if (rc)
		goto out;
	cover(&e);
	if (!e.found && !e.unsure && !pk_over(c)) {
		c->out->lb++;	/* k slots proven too few */
		c->out->proof = PMS_PLAN_PROOF_SEARCH;
	}
out:
	ec_free(&e);
	return rc;
}
