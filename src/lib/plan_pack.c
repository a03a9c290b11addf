/*
 * The planner's search (see plan_pack.h): the fewest slots, with a lower
 * bound and its proof.
 *
 * Items are taken most constrained first (more core events, then narrower
 * masks, then interchangeable items side by side, then input order).
 * Interchangeable items form a class (plan_pack_int.h).
 *
 *  1. Cheap lower bounds: the larger of (a) a greedy clique of pairwise
 *     conflicting items (each needs a slot of its own) and (b) Hall's
 *     condition per counter set M: the events whose masks lie inside M
 *     need |M| minus the held events surely inside M per slot (an AMD
 *     pair needs two, and its mask spans the counter after each start; an
 *     arm64 chained event needs two unless CYCLES may take it, and its
 *     mask already holds whole odd/even pairs).
 *     M runs over every distinct mask, every union of two, and all GP
 *     counters.
 *  2. Upper bound: first fit in difficulty order, then slot elimination
 *     (try to empty each slot into the others).
 *  3. While they differ: the LP bound by column generation and the
 *     LP-guided dive (plan_cg.c), which prove and find nearly every
 *     optimum.
 *  4. While they still differ: depth-first search for k = bound .. upper
 *     - 1.  The item with the fewest slots left goes next (DSATUR), a new
 *     slot is opened once per node, items of a class take slots in order,
 *     and pairwise conflicts prune.  It accepts any set some assignment
 *     places (a family closed under subsets, so pruning loses nothing)
 *     and takes a packing only when the kernel places every slot; so a k
 *     it exhausts is proven too few.
 * Every step shares one budget of work; past it the answer keeps its gap.
 */
#include <string.h>
#include "plan_pack_int.h"

#define SLOT_CAP PK_SLOT_CAP
#define COMPAT_MAX 512		/* items for which pairwise checks are made */
#define LB_MASKS 64		/* distinct masks the counter-set bound looks at */
#define ANY PMS_FIT_TELL_GREEDY	/* oracle flag: any assignment counts */

int pmsi_pk_oracle(struct pk *c, int n, unsigned flags)
{
	c->out->n_checks++;
	return c->in->fits(c->in->ctx, c->set, n, flags);
}

/*
 * Do slot @s without search index @skip, plus @add (-1: none), fit: as the
 * kernel places them, or (@flags ANY) by some assignment?
 */
static bool check_slot(struct pk *c, int s, int add, int skip, unsigned flags)
{
	int n = 0, r;

	for (int j = 0; s >= 0 && j < c->sn[s]; j++)
		if (c->su[s * SLOT_CAP + j] != skip)
			c->set[n++] = c->ord[c->su[s * SLOT_CAP + j]];
	if (add >= 0)
		c->set[n++] = c->ord[add];
	r = pmsi_pk_oracle(c, n, flags);
	return flags ? r == PMS_FIT_YES || r == PMS_FIT_GREEDY_MISS : r == PMS_FIT_YES;
}

static bool is_solo(const struct pk *c, int i)
{
	return pk_solo(c, i);
}

static bool may_join(const struct pk *c, int s, int i)
{
	if (c->sn[s] >= SLOT_CAP)
		return false;
	if (c->sn[s]) {
		if (is_solo(c, i))
			return false;
		for (int j = 0; j < c->sn[s]; j++)
			if (is_solo(c, c->su[s * SLOT_CAP + j]))
				return false;
	}
	return !c->cmask || !(c->smask[s] & ~c->cmask[i]);
}

static void slot_add(struct pk *c, int s, int i)
{
	c->su[s * SLOT_CAP + c->sn[s]++] = i;
	c->slot[i] = s;
	if (c->cmask)
		c->smask[s] |= UINT64_C(1) << i;
}

static void slot_remove(struct pk *c, int s, int i)
{
	int *su = &c->su[s * SLOT_CAP], w = 0;

	for (int j = 0; j < c->sn[s]; j++)
		if (su[j] != i)
			su[w++] = su[j];
	c->sn[s] = w;
	c->slot[i] = -1;
	if (c->cmask)
		c->smask[s] &= ~(UINT64_C(1) << i);
}

static void slots_clear(struct pk *c)
{
	for (int s = 0; s <= c->m; s++) {
		c->sn[s] = 0;
		if (c->cmask)
			c->smask[s] = 0;
	}
	for (int i = 0; i < c->m; i++)
		c->slot[i] = -1;
	c->k = 0;
}

/* Drop empty slot @s, renumbering the ones after it. */
static void slot_delete(struct pk *c, int s)
{
	for (int t = s; t + 1 < c->k; t++) {
		memcpy(&c->su[t * SLOT_CAP], &c->su[(t + 1) * SLOT_CAP], sizeof(int) * SLOT_CAP);
		c->sn[t] = c->sn[t + 1];
		if (c->cmask)
			c->smask[t] = c->smask[t + 1];
		for (int j = 0; j < c->sn[t]; j++)
			c->slot[c->su[t * SLOT_CAP + j]] = t;
	}
	c->k--;
	c->sn[c->k] = 0;
	if (c->cmask)
		c->smask[c->k] = 0;
}

/* ---- order ----------------------------------------------------------- */

static int weight(const struct pmsi_pack_item *x)
{
	int w = 0;

	for (int j = 0; j < x->n_keys; j++)
		w += pmsi_popcount64(x->keys[j].mask);
	return w;
}

/* Same keys and exclusiveness (register needs apart)? */
static bool same_keys(const struct pmsi_pack_item *a, const struct pmsi_pack_item *b)
{
	if (a->n_keys != b->n_keys || a->solo != b->solo)
		return false;
	for (int j = 0; j < a->n_keys; j++)
		if (a->keys[j].mask != b->keys[j].mask || a->keys[j].flags != b->keys[j].flags)
			return false;
	return true;
}

/* Can the oracle not tell items @u and @v apart (up to renaming register values)? */
static bool interchangeable(const struct pk *c, int u, int v)
{
	const struct pmsi_pack_item *a = &c->in->item[u], *b = &c->in->item[v];

	if (a->own_class || b->own_class || !same_keys(a, b) || a->xfam != b->xfam)
		return false;
	return a->xfam < 0 || (a->xsym == b->xsym && c->uniq[u] && c->uniq[v]);
}

/* Compare two items' keys lexicographically (groups equal items together). */
static int keys_cmp(const struct pmsi_pack_item *a, const struct pmsi_pack_item *b)
{
	for (int j = 0; j < a->n_keys && j < b->n_keys; j++) {
		if (a->keys[j].mask != b->keys[j].mask)
			return a->keys[j].mask < b->keys[j].mask ? -1 : 1;
		if (a->keys[j].flags != b->keys[j].flags)
			return a->keys[j].flags < b->keys[j].flags ? -1 : 1;
	}
	return a->n_keys - b->n_keys;
}

/* Most constrained first; interchangeable items next to each other. */
static int by_difficulty(const struct pk *c, int u, int v)
{
	const struct pmsi_pack_item *x = &c->in->item[u], *y = &c->in->item[v];
	int wx = weight(x), wy = weight(y), kc;

	if (x->n_keys != y->n_keys)
		return y->n_keys - x->n_keys;
	if (wx != wy)
		return wx - wy;
	kc = keys_cmp(x, y);
	if (kc)
		return kc;
	if (x->solo != y->solo)
		return x->solo - y->solo;
	if (x->own_class != y->own_class)
		return x->own_class - y->own_class;
	if (x->xfam != y->xfam)
		return x->xfam - y->xfam;
	if (x->xsym != y->xsym)
		return x->xsym - y->xsym;
	if (c->uniq[u] != c->uniq[v])
		return c->uniq[v] - c->uniq[u];
	return x->order - y->order;
}

/* Stable merge sort of @a[0..n) with @tmp (qsort has no context argument). */
static void sort_items(const struct pk *c, int *a, int *tmp, int n)
{
	if (n < 2)
		return;
	sort_items(c, a, tmp, n / 2);
	sort_items(c, a + n / 2, tmp, n - n / 2);
	for (int i = 0, j = n / 2, w = 0; w < n; w++)
		tmp[w] = (j >= n || (i < n / 2 && by_difficulty(c, a[i], a[j]) <= 0)) ? a[i++] : a[j++];
	memcpy(a, tmp, sizeof(int) * (size_t)n);
}

/* Items whose register value no other item of the family needs. */
static void unique_values(struct pk *c)
{
	const struct pmsi_pack_item *it = c->in->item;

	for (int u = 0; u < c->m; u++) {
		c->uniq[u] = true;
		for (int v = 0; it[u].xfam >= 0 && v < c->m && c->uniq[u]; v++)
			c->uniq[u] = v == u || it[v].xfam != it[u].xfam || it[v].xval != it[u].xval;
	}
}

/* ---- bounds ------------------------------------------------------------ */

static void pairwise(struct pk *c)
{
	if (c->m > COMPAT_MAX)
		return;
	c->compat = pmsi_calloc((size_t)c->m * (size_t)c->m + 1, 1);
	if (!c->compat)
		return;		/* a weaker search, not a wrong one */
	for (int i = 0; i < c->m; i++) {
		c->compat[i * c->m + i] = 1;
		for (int j = i + 1; j < c->m; j++) {
			bool ok = false;

			if (!is_solo(c, i) && !is_solo(c, j)) {
				int r;

				c->set[0] = c->ord[i];
				c->set[1] = c->ord[j];
				r = pmsi_pk_oracle(c, 2, ANY);
				ok = r == PMS_FIT_YES || r == PMS_FIT_GREEDY_MISS;
			}
			c->compat[i * c->m + j] = c->compat[j * c->m + i] = ok;
		}
	}
	if (c->cmask)
		for (int i = 0; i < c->m; i++) {
			c->cmask[i] = 0;
			for (int j = 0; j < c->m; j++)
				if (c->compat[i * c->m + j])
					c->cmask[i] |= UINT64_C(1) << j;
		}
}

/*
 * The counters an event can occupy: its mask, and for an AMD pair the
 * counter after each start it may take (__perf_sched_find_counter).
 */
static uint64_t span(const struct pmsi_ckey *k)
{
	if (!(k->flags & PMS_CF_PAIR))
		return k->mask;
	return k->mask | ((k->mask & PMS_GP_MASK) << 1 & PMS_GP_MASK);
}

/*
 * Counters one event needs: two for an AMD pair, two for an arm64 chained
 * event that only general counters take (on CYCLES it takes one).
 */
static int need_of_key(const struct pmsi_ckey *k, uint64_t all_gp)
{
	return (k->flags & PMS_CF_PAIR) || ((k->flags & PMS_CF_CHAIN) && !(k->mask & ~all_gp)) ?
	       2 : 1;
}

/* Hall's condition per counter set of core PMU @pmu; fills the proof when it wins. */
static int counter_set_bound_pmu(struct pk *c, int lb, int pmu)
{
	const struct pmsi_pack_in *in = c->in;
	uint64_t masks[LB_MASKS + 1];
	int need_of[LB_MASKS + 1] = { 0 }, n_masks = 0;

	for (int i = 0; i < c->m; i++) {
		const struct pmsi_pack_item *x = &in->item[i];

		for (int j = 0; j < x->n_keys; j++) {
			uint64_t sm = span(&x->keys[j]);
			int q;

			if (PMSI_CKEY_PMU(x->keys[j].flags) != pmu)
				continue;
			for (q = 0; q < n_masks && masks[q] != sm; q++)
				;
			if (q == n_masks) {
				if (n_masks == LB_MASKS)
					continue;
				masks[n_masks++] = sm;
			}
			need_of[q] += need_of_key(&x->keys[j], in->all_gp[pmu]);
		}
	}
	/* candidate sets: all GP counters, each mask, each union of two */
	for (int a = -1; a < n_masks; a++) {
		for (int b = a < 0 ? n_masks - 1 : a; b < n_masks; b++) {
			uint64_t m = a < 0 ? in->all_gp[pmu] : masks[a] | masks[b];
			int need = 0, held = 0, cap;

			if (!m)
				continue;
			for (int q = 0; q < in->n_held; q++)
				held += in->held[q] && (in->held[q] & ~m) == 0 &&
					(in->held_pmu ? in->held_pmu[q] : 0) == pmu;
			cap = pmsi_popcount64(m) - held;
			for (int q = 0; q < n_masks; q++)
				if ((masks[q] & ~m) == 0)
					need += need_of[q];
			if (need && cap > 0 && (need + cap - 1) / cap > lb) {
				lb = (need + cap - 1) / cap;
				c->out->proof = PMS_PLAN_PROOF_COUNTERS;
				c->out->counters = m;
				c->out->n_need = need;
				c->out->n_free = cap;
				c->out->pmu = pmu;
			}
		}
	}
	return lb;
}

/* Hall's condition on each core PMU's counters (events of one PMU run only on its CPUs). */
static int counter_set_bound(struct pk *c, int lb)
{
	int n = c->in->n_pmus > 1 ? c->in->n_pmus : 1;

	for (int p = 0; p < n && p < PMS_MAX_CORE_PMUS; p++)
		lb = counter_set_bound_pmu(c, lb, p);
	return lb;
}

/* A greedy set of pairwise conflicting items: one slot each. */
static int clique_bound(struct pk *c, int lb)
{
	int *deg, *cl, n_cl = 0;

	if (!c->compat)
		return lb;
	deg = pmsi_calloc((size_t)c->m + 1, sizeof(int));
	cl = pmsi_calloc((size_t)c->m + 1, sizeof(int));
	if (deg && cl) {
		for (int i = 0; i < c->m; i++)
			for (int j = 0; j < c->m; j++)
				deg[i] += !c->compat[i * c->m + j];
		for (int round = 0; round < c->m; round++) {
			int best = -1;

			for (int i = 0; i < c->m; i++) {
				bool all = deg[i] >= 0;

				for (int q = 0; q < n_cl && all; q++)
					all = !c->compat[i * c->m + cl[q]];
				if (all && (best < 0 || deg[i] > deg[best]))
					best = i;
			}
			if (best < 0)
				break;
			cl[n_cl++] = best;
			deg[best] = -1;
		}
		if (n_cl > lb && n_cl > 1) {
			lb = n_cl;
			c->out->proof = PMS_PLAN_PROOF_CLIQUE;
			c->out->n_clique = n_cl;
			for (int q = 0; q < n_cl; q++)
				c->out->clique[q] = c->ord[cl[q]];
		}
	}
	pmsi_free(deg);
	pmsi_free(cl);
	return lb;
}

/* ---- search ------------------------------------------------------------ */

/* First fit in difficulty order, then try to empty each slot into the others. */
static void first_fit(struct pk *c)
{
	slots_clear(c);
	for (int i = 0; i < c->m; i++) {
		int s;

		for (s = 0; s < c->k; s++)
			if (may_join(c, s, i) && check_slot(c, s, i, -1, 0))
				break;
		if (s == c->k)
			c->k++;
		slot_add(c, s, i);
	}
	for (int s = c->k - 1; s >= 0 && c->k > 1; s--) {
		int moved[SLOT_CAP], to[SLOT_CAP], items[SLOT_CAP], n_moved = 0, n = c->sn[s];

		memcpy(items, &c->su[s * SLOT_CAP], sizeof(int) * (size_t)n);
		for (int j = 0; j < n; j++) {
			int t;

			for (t = 0; t < c->k; t++)
				if (t != s && may_join(c, t, items[j]) &&
				    check_slot(c, t, items[j], -1, 0))
					break;
			if (t == c->k)
				break;
			slot_remove(c, s, items[j]);
			slot_add(c, t, items[j]);
			moved[n_moved] = items[j];
			to[n_moved++] = t;
		}
		if (n_moved == n) {
			slot_delete(c, s);
			continue;
		}
		while (n_moved--) {
			slot_remove(c, to[n_moved], moved[n_moved]);
			slot_add(c, s, moved[n_moved]);
		}
	}
}

/*
 * Next item to place: with pairwise bits, the unplaced item with the
 * fewest slots left (DSATUR; ties to the most constrained), among those
 * whose interchangeable predecessor is placed; else search order.
 * Returns the search index, or -1 when some item has no slot left.
 */
static int next_item(struct pk *c, int placed, int k)
{
	int best = -1, best_avail = 1 << 30;

	if (!c->cmask)
		return placed;
	for (int i = 0; i < c->m; i++) {
		int avail = c->k < k;

		if (c->slot[i] >= 0 || (c->twin[i] >= 0 && c->slot[c->twin[i]] < 0))
			continue;
		for (int s = 0; s < c->k; s++)
			avail += may_join(c, s, i);
		if (!avail)
			return -1;
		if (avail < best_avail) {
			best = i;
			best_avail = avail;
		}
	}
	return best;
}

/* Does the kernel place every open slot? */
static bool kernel_places_all(struct pk *c)
{
	for (int s = 0; s < c->k; s++)
		if (!check_slot(c, s, -1, -1, 0))
			return false;
	return true;
}

static bool dfs(struct pk *c, int placed, int k)
{
	int i;

	if (placed == c->m)
		return kernel_places_all(c);
	c->work++;
	if (pk_over(c)) {
		c->aborted = true;
		return false;
	}
	i = next_item(c, placed, k);
	if (i < 0)
		return false;
	/* interchangeable items take slots in order: no mirrored searches */
	for (int s = c->twin[i] >= 0 ? c->slot[c->twin[i]] : 0; s < c->k; s++) {
		if (!may_join(c, s, i) || !check_slot(c, s, i, -1, ANY))
			continue;
		slot_add(c, s, i);
		if (dfs(c, placed + 1, k))
			return true;
		slot_remove(c, s, i);
		if (c->aborted)
			return false;
	}
	if (c->k < k) {
		int s = c->k++;

		slot_add(c, s, i);	/* every item fits alone */
		if (dfs(c, placed + 1, k))
			return true;
		slot_remove(c, s, i);
		c->k--;
	}
	return false;
}

static void keep_best(struct pk *c)
{
	for (int i = 0; i < c->m; i++)
		c->best[i] = c->slot[i];
	c->best_k = c->k;
}

static int search(struct pk *c, int lb)
{
	struct pmsi_pack_out *o = c->out;
	int rc;

	first_fit(c);
	keep_best(c);
	o->lb = lb;
	if (lb < c->best_k) {
		rc = pmsi_pk_lp(c, lb);
		if (rc)
			return rc;
		lb = o->lb;
	}
	for (int k = lb; k < c->best_k && !c->aborted; k++) {
		slots_clear(c);
		if (dfs(c, 0, k)) {
			keep_best(c);
			break;
		}
		if (c->aborted)
			break;
		lb = k + 1;	/* k slots proven too few */
		o->proof = PMS_PLAN_PROOF_SEARCH;
	}
	o->aborted = lb < c->best_k;
	o->exact = lb >= c->best_k;
	o->lb = o->exact ? c->best_k : lb;
	o->k = c->best_k;
	return PMS_OK;
}

/* Classes: runs of items the oracle cannot tell apart (sorted side by side). */
static int classes(struct pk *c)
{
	c->cls = pmsi_malloc(sizeof(int) * ((size_t)c->m + 1));
	c->cls_first = pmsi_malloc(sizeof(int) * ((size_t)c->m + 1));
	c->cls_n = pmsi_calloc((size_t)c->m + 1, sizeof(int));
	if (!c->cls || !c->cls_first || !c->cls_n)
		return PMS_ENOMEM;
	c->n_cls = 0;
	for (int i = 0; i < c->m; i++) {
		if (i == 0 || !interchangeable(c, c->ord[i - 1], c->ord[i])) {
			c->cls_first[c->n_cls] = i;
			c->n_cls++;
		}
		c->cls[i] = c->n_cls - 1;
		c->cls_n[c->n_cls - 1]++;
		c->twin[i] = i > 0 && c->cls[i - 1] == c->cls[i] ? i - 1 : -1;
	}
	return PMS_OK;
}

static void free_pk(struct pk *c)
{
	pmsi_free(c->ord);
	pmsi_free(c->slot);
	pmsi_free(c->twin);
	pmsi_free(c->su);
	pmsi_free(c->sn);
	pmsi_free(c->set);
	pmsi_free(c->compat);
	pmsi_free(c->cmask);
	pmsi_free(c->smask);
	pmsi_free(c->cls);
	pmsi_free(c->cls_first);
	pmsi_free(c->cls_n);
	pmsi_free(c->uniq);
	pmsi_free(c->best);
}

static void out_reset(struct pmsi_pack_out *out)
{
	out->k = out->lb = out->n_clique = out->n_need = out->n_free = 0;
	out->exact = true;
	out->heuristic = out->aborted = false;
	out->proof = PMS_PLAN_PROOF_TRIVIAL;
	out->counters = 0;
	out->lp = 0;
}

int pmsi_pack_solve(const struct pmsi_pack_in *in, struct pmsi_pack_out *out)
{
	struct pk c = { .in = in, .out = out, .m = in->m };
	int lb, rc = PMS_ENOMEM;
	size_t m1 = (size_t)in->m + 1;

	out_reset(out);
	if (in->m == 0)
		return PMS_OK;
	c.budget_end = out->n_checks + (in->budget > 0 ? in->budget : PMSI_PACK_BUDGET);
	c.ord = pmsi_malloc(sizeof(int) * m1);
	c.slot = pmsi_malloc(sizeof(int) * m1);
	c.twin = pmsi_malloc(sizeof(int) * m1);
	c.su = pmsi_malloc(sizeof(int) * SLOT_CAP * m1);
	c.sn = pmsi_calloc(m1 + 1, sizeof(int));
	c.set = pmsi_malloc(sizeof(int) * (SLOT_CAP + 2));
	c.best = pmsi_malloc(sizeof(int) * m1);
	c.uniq = pmsi_malloc(sizeof(bool) * m1);
	if (in->m <= 64) {
		c.cmask = pmsi_calloc(64, sizeof(uint64_t));
		c.smask = pmsi_calloc(66, sizeof(uint64_t));
	}
	if (!c.ord || !c.slot || !c.twin || !c.su || !c.sn || !c.set || !c.best || !c.uniq ||
	    (in->m <= 64 && (!c.cmask || !c.smask)))
		goto out;
	for (int i = 0; i < in->m; i++)
		c.ord[i] = i;
	unique_values(&c);
	sort_items(&c, c.ord, c.best, in->m);
	if (classes(&c))
		goto out;
	pairwise(&c);
	if (!c.compat) {
		pmsi_free(c.cmask);
		c.cmask = NULL;
	}
	lb = counter_set_bound(&c, 1);
	lb = clique_bound(&c, lb);
	rc = search(&c, lb);
	if (rc)
		goto out;
	for (int i = 0; i < in->m; i++)
		out->slot[c.ord[i]] = c.best[i];
out:
	free_pk(&c);
	return rc;
}
