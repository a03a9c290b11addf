/*
 * The planner (see plan.h for the model).
 *
 * Steps:
 *  1. Units: the user's groups, or single events with split_groups (a
 *     topdown slots group stays whole: its metrics need the slots leader).
 *     A unit with no core event is software (always counted) or refused
 *     (never opens); both are left as written.  A unit that does not fit
 *     an otherwise empty PMU beside the watchdog can never be scheduled:
 *     it is "parked", listed last with :D, so the kernel puts it in ERROR
 *     at the first pinned pass instead of letting it stop every flexible
 *     pass it heads.
 *  2. Pins: the user's :D units are kept (each must fit beside the ones
 *     before it) when every other unit can still run beside them and the
 *     others need no more slots than without them; otherwise their :D is
 *     dropped and reported.  keep_pinned never drops one: what cannot run
 *     beside them is parked.
 *  3. Packing: minimum number of slots.  Units are taken most constrained
 *     first.  A first-fit-decreasing pass plus slot elimination gives an
 *     upper bound; a lower bound comes from the largest set of pairwise
 *     conflicting units found greedily and from GP-only events over the
 *     free GP counters.  Up to PLAN_EXACT_MAX events, a depth-first search
 *     with k = lower bound .. upper bound - 1 slots proves the minimum:
 *     the unit with the fewest slots left goes next (DSATUR), a new slot
 *     is opened once per node, units with identical constraints take
 *     slots in order, and pairwise conflicts prune.  It assumes what the
 *     exact matching guarantees and the kernel's greed nearly always
 *     keeps: a set that fits still fits without one of its units.
 *  4. Pinning: with two or more slots, a unit that fits beside the pins
 *     and every slot is pinned, so it runs all the time; no slot loses.
 *  5. Text: pins, then one braced group per slot (a group is one
 *     transaction, so the stop-at-first-failure rule can never split a
 *     slot and each slot fits alone), software and refused units, parked
 *     units last.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "evtext.h"
#include "plan.h"

#define SLOT_CAP PMS_ASSIGN_MAX	/* units per slot: each holds a core event */
#define COMPAT_MAX 512		/* units for which pairwise checks are made */

enum reason {
	R_NONE,
	R_NEVER_ALONE,		/* parked: does not fit beside the watchdog alone */
	R_BLOCKED,		/* parked (keep_pinned): cannot run beside the pins */
	R_PIN_FAILS,		/* a user pin that fails beside the earlier pins */
	R_PIN_DROPPED_BLOCKS,	/* :D dropped: something cannot run beside it */
	R_PIN_DROPPED_SLOTS,	/* :D dropped: the others need more slots with it */
	R_PROMOTED,		/* :D added */
};

struct ctx {
	const struct pms_evlist *ev;
	const struct pms_sim_opts *o;
	struct pms_fit *fit;
	struct plan *p;
	int *idx;		/* scratch for a check */
	int *base, n_base;	/* pinned units, in order */
	int *pack, m;		/* units to pack, most constrained first */
	int *slot_units, *slot_n, k;
	unsigned char *compat;	/* m x m, or NULL */
	uint64_t *cmask;	/* m <= 64: compat as bits, pack index space */
	uint64_t *smask;	/* per slot: members as bits of pack index */
	uint64_t cmask_store[64], smask_store[65];
	int *pos_of;		/* unit -> pack index */
	uint64_t *sig;		/* per unit: hash of its events' constraints */
	int *weight;		/* per unit: summed popcount of its masks */
	int *twin;		/* pack index -> earlier pack index with the same events' constraints, or -1 */
	int *reason;		/* per unit */
	int blocker;		/* a unit that cannot run beside the pins, or -1 */
	bool aborted, no_pin;
	long budget;		/* n_checks at which a search gives up */
	int lb, ub;
	bool exact, heuristic;
};

static int unit_key(const struct plan_unit *u)
{
	return u->topdown ? -1 : u->ev[0];
}

/* Append unit @u's events to c->idx at *n. */
static void put_unit(struct ctx *c, int u, int *n)
{
	const struct plan_unit *x = &c->p->u[u];

	for (int j = 0; j < x->n; j++)
		c->idx[(*n)++] = x->ev[j];
}

static int base_len(struct ctx *c)
{
	int n = 0;

	for (int b = 0; b < c->n_base; b++)
		put_unit(c, c->base[b], &n);
	return n;
}

static bool run_check(struct ctx *c, int n)
{
	c->p->n_checks++;
	return pms_fit_check(c->fit, c->idx, n, 0) == PMS_FIT_YES;
}

/* Do the pins, slot @s without @skip, and @add (-1: none) fit at once? */
static bool check_slot(struct ctx *c, int s, int add, int skip)
{
	int n = base_len(c), added = add < 0;
	int ka = add >= 0 ? unit_key(&c->p->u[add]) : 0;

	for (int j = 0; s >= 0 && j < c->slot_n[s]; j++) {
		int u = c->slot_units[s * SLOT_CAP + j];

		if (!added && ka < unit_key(&c->p->u[u])) {
			put_unit(c, add, &n);
			added = 1;
		}
		if (u != skip)
			put_unit(c, u, &n);
	}
	if (!added)
		put_unit(c, add, &n);
	return run_check(c, n);
}

static bool slot_has_solo(const struct ctx *c, int s)
{
	for (int j = 0; j < c->slot_n[s]; j++)
		if (c->p->u[c->slot_units[s * SLOT_CAP + j]].solo)
			return true;
	return false;
}

static bool may_join(struct ctx *c, int s, int u)
{
	if (c->slot_n[s] >= SLOT_CAP || (c->slot_n[s] && (c->p->u[u].solo || slot_has_solo(c, s))))
		return false;
	if (c->cmask && (c->smask[s] & ~c->cmask[c->pos_of[u]]))
		return false;
	return true;
}

static void slot_add(struct ctx *c, int s, int u)
{
	int *su = &c->slot_units[s * SLOT_CAP], j = c->slot_n[s]++;
	int ku = unit_key(&c->p->u[u]);

	while (j > 0 && unit_key(&c->p->u[su[j - 1]]) > ku) {
		su[j] = su[j - 1];
		j--;
	}
	su[j] = u;
	c->p->u[u].slot = s;
	if (c->cmask)
		c->smask[s] |= UINT64_C(1) << c->pos_of[u];
}

static void slot_remove(struct ctx *c, int s, int u)
{
	int *su = &c->slot_units[s * SLOT_CAP], w = 0;

	for (int j = 0; j < c->slot_n[s]; j++)
		if (su[j] != u)
			su[w++] = su[j];
	c->slot_n[s] = w;
	c->p->u[u].slot = -1;
	if (c->cmask)
		c->smask[s] &= ~(UINT64_C(1) << c->pos_of[u]);
}

static void slots_clear(struct ctx *c)
{
	for (int s = 0; s < c->m + 1; s++) {
		c->slot_n[s] = 0;
		if (c->cmask)
			c->smask[s] = 0;
	}
	for (int i = 0; i < c->m; i++)
		c->p->u[c->pack[i]].slot = -1;
	c->k = 0;
}

/* Drop empty slot @s, renumbering the ones after it. */
static void slot_delete(struct ctx *c, int s)
{
	for (int t = s; t + 1 < c->k; t++) {
		memcpy(&c->slot_units[t * SLOT_CAP], &c->slot_units[(t + 1) * SLOT_CAP],
		       sizeof(int) * SLOT_CAP);
		c->slot_n[t] = c->slot_n[t + 1];
		if (c->cmask)
			c->smask[t] = c->smask[t + 1];
		for (int j = 0; j < c->slot_n[t]; j++)
			c->p->u[c->slot_units[t * SLOT_CAP + j]].slot = t;
	}
	c->k--;
	c->slot_n[c->k] = 0;
	if (c->cmask)
		c->smask[c->k] = 0;
}

/* ---- bounds and search ---------------------------------------------- */

static const struct ctx *sort_ctx;	/* qsort() takes no context argument */

struct ckey {
	uint64_t mask;
	unsigned flags;
};

static int by_ckey(const void *a, const void *b)
{
	const struct ckey *x = a, *y = b;

	if (x->mask != y->mask)
		return x->mask < y->mask ? -1 : 1;
	return (x->flags > y->flags) - (x->flags < y->flags);
}

/* Unit @u's core events as sorted (mask, flags): all a slot check sees of it. */
static int unit_ckeys(const struct ctx *c, int u, struct ckey *out, int cap)
{
	const struct plan_unit *x = &c->p->u[u];
	int n = 0;

	for (int j = 0; j < x->n && n < cap; j++) {
		struct pms_constraint k;

		if (pms_fit_event(c->fit, x->ev[j]) != PMS_FIT_EV_CORE ||
		    pms_evlist_constraint(c->ev, x->ev[j], &c->o->env, &k))
			continue;
		out[n].mask = k.mask;
		out[n++].flags = k.flags | (x->solo ? 1u << 31 : 0);
	}
	qsort(out, (size_t)n, sizeof(*out), by_ckey);
	return n;
}

static void unit_signature(struct ctx *c, int u)
{
	struct ckey k[PMS_ASSIGN_MAX];
	int n = unit_ckeys(c, u, k, PMS_ASSIGN_MAX);
	uint64_t h = UINT64_C(1469598103934665603);

	c->weight[u] = 0;
	for (int i = 0; i < n; i++) {
		h = (h ^ k[i].mask) * UINT64_C(1099511628211);
		h = (h ^ k[i].flags) * UINT64_C(1099511628211);
		c->weight[u] += __builtin_popcountll(k[i].mask);
	}
	c->sig[u] = h ^ (uint64_t)n;
}

/* Interchangeable in any slot: the same constraints, event for event. */
static bool same_signature(const struct ctx *c, int u, int v)
{
	struct ckey a[PMS_ASSIGN_MAX], b[PMS_ASSIGN_MAX];
	int na, nb;

	if (c->sig[u] != c->sig[v] || c->p->u[u].n_core != c->p->u[v].n_core)
		return false;
	na = unit_ckeys(c, u, a, PMS_ASSIGN_MAX);
	nb = unit_ckeys(c, v, b, PMS_ASSIGN_MAX);
	if (na != nb)
		return false;
	for (int i = 0; i < na; i++)	/* field by field: the struct has padding */
		if (a[i].mask != b[i].mask || a[i].flags != b[i].flags)
			return false;
	return true;
}

static const struct ctx *sort_ctx;	/* qsort() takes no context argument */

/*
 * Most constrained first: more core events, then narrower masks; units
 * with the same constraints next to each other; then input order.
 */
static int by_difficulty(const void *a, const void *b)
{
	int u = *(const int *)a, v = *(const int *)b;
	const struct plan_unit *x = &sort_ctx->p->u[u], *y = &sort_ctx->p->u[v];

	if (x->n_core != y->n_core)
		return y->n_core - x->n_core;
	if (sort_ctx->weight[u] != sort_ctx->weight[v])
		return sort_ctx->weight[u] - sort_ctx->weight[v];
	if (sort_ctx->sig[u] != sort_ctx->sig[v])
		return sort_ctx->sig[u] < sort_ctx->sig[v] ? -1 : 1;
	return x->ev[0] - y->ev[0];
}

static void pairwise(struct ctx *c)
{
	free(c->compat);
	c->compat = NULL;
	if (c->m > COMPAT_MAX)
		return;
	c->compat = calloc((size_t)c->m * (size_t)c->m + 1, 1);
	if (!c->compat)
		return;
	for (int i = 0; i < c->m; i++) {
		c->compat[i * c->m + i] = 1;
		for (int j = i + 1; j < c->m; j++) {
			int n = base_len(c), ui = c->pack[i], uj = c->pack[j];
			bool ok;

			if (c->p->u[ui].solo || c->p->u[uj].solo) {
				ok = false;
			} else if (unit_key(&c->p->u[ui]) < unit_key(&c->p->u[uj])) {
				put_unit(c, ui, &n);
				put_unit(c, uj, &n);
				ok = run_check(c, n);
			} else {
				put_unit(c, uj, &n);
				put_unit(c, ui, &n);
				ok = run_check(c, n);
			}
			c->compat[i * c->m + j] = c->compat[j * c->m + i] = ok;
		}
	}
	if (c->m <= 64) {
		for (int i = 0; i < c->m; i++) {
			c->cmask[i] = 0;
			for (int j = 0; j < c->m; j++)
				if (c->compat[i * c->m + j])
					c->cmask[i] |= UINT64_C(1) << j;
		}
	}
}

/*
 * Hall's condition per counter set M: the events whose masks lie inside M
 * need |M| minus what the pins and the watchdog surely hold in M, per
 * slot.  M runs over every distinct mask and every union of two.
 */
#define LB_MASKS 64

/* The PMU's general-purpose counters: x86 bits 0-31; arm64 GP0..N-1 (bit 31 is CYCLES). */
static uint64_t gp_bits(const struct pms_model *m, const struct pms_env *env)
{
	int n = pms_model_n_gp(m, env);

	if (pms_model_alloc(m) == PMS_ALLOC_X86)
		return PMS_GP_MASK;
	return n >= 31 ? PMS_GP_MASK >> 1 : (UINT64_C(1) << n) - 1;
}

/* Counters an event of mask @mask needs: two for an AMD pair, two for an
 * arm64 chained event that cannot take the cycle counter instead. */
static int slots_needed(uint64_t mask, unsigned flags, uint64_t gp)
{
	return (flags & PMS_CF_PAIR) || ((flags & PMS_CF_CHAIN) && !(mask & ~gp)) ? 2 : 1;
}

static int counter_set_bound(struct ctx *c)
{
	uint64_t masks[LB_MASKS], pinned_masks[PMS_ASSIGN_MAX + 1];
	unsigned *n_in;
	int n_masks = 0, n_pinned = 0, lb = 0;

	if (pms_fit_watchdog(c->fit)) {
		struct pms_constraint k;
		struct pms_hwev hw = { 0 };

		if (pms_model_generic(pms_evlist_model(c->ev), &c->o->env, PMS_HW_CPU_CYCLES,
				      &hw.config) == PMS_OK &&
		    pms_model_constraint(pms_evlist_model(c->ev), &c->o->env, &hw, &k) == PMS_OK)
			pinned_masks[n_pinned++] = k.mask;
	}
	for (int b = 0; b < c->n_base; b++) {
		struct ckey k[PMS_ASSIGN_MAX];
		int n = unit_ckeys(c, c->base[b], k, PMS_ASSIGN_MAX);

		for (int j = 0; j < n && n_pinned < PMS_ASSIGN_MAX; j++)
			pinned_masks[n_pinned++] = k[j].mask;
	}
	/* distinct masks, and how many events (pairs count twice) have each */
	n_in = calloc(LB_MASKS, sizeof(*n_in));
	if (!n_in)
		return 0;
	for (int i = 0; i < c->m; i++) {
		struct ckey k[PMS_ASSIGN_MAX];
		int n = unit_ckeys(c, c->pack[i], k, PMS_ASSIGN_MAX);

		for (int j = 0; j < n; j++) {
			int q;

			for (q = 0; q < n_masks && masks[q] != k[j].mask; q++)
				;
			if (q == n_masks) {
				if (n_masks == LB_MASKS)
					continue;
				masks[n_masks++] = k[j].mask;
			}
			n_in[q] += (unsigned)slots_needed(k[j].mask, k[j].flags,
						       gp_bits(pms_evlist_model(c->ev), &c->o->env));
		}
	}
	for (int a = 0; a < n_masks; a++) {
		for (int b = a; b < n_masks; b++) {
			uint64_t m = masks[a] | masks[b];
			int need = 0, held = 0, cap;

			for (int q = 0; q < n_pinned; q++)
				held += (pinned_masks[q] & ~m) == 0;
			cap = __builtin_popcountll(m) - held;
			for (int q = 0; q < n_masks; q++)
				if ((masks[q] & ~m) == 0)
					need += (int)n_in[q];
			if (need && cap > 0 && (need + cap - 1) / cap > lb)
				lb = (need + cap - 1) / cap;
		}
	}
	free(n_in);
	return lb;
}

static int lower_bound(struct ctx *c)
{
	const struct pms_model *mdl = pms_evlist_model(c->ev);
	int lb = c->m ? 1 : 0, n_gp = pms_model_n_gp(mdl, &c->o->env), gp_base = 0, gp_need = 0;

	{
		int h = counter_set_bound(c);

		if (h > lb)
			lb = h;
	}

	/* GP-only events each need a GP counter of their own */
	for (int pass = 0; pass < 2; pass++) {
		int nu = pass ? c->m : c->n_base;

		for (int i = 0; i < nu; i++) {
			const struct plan_unit *u = &c->p->u[pass ? c->pack[i] : c->base[i]];

			for (int j = 0; j < u->n; j++) {
				struct pms_constraint k;

				if (pms_fit_event(c->fit, u->ev[j]) != PMS_FIT_EV_CORE ||
				    pms_evlist_constraint(c->ev, u->ev[j], &c->o->env, &k) ||
				    (k.mask & ~gp_bits(mdl, &c->o->env)))
					continue;
				*(pass ? &gp_need : &gp_base) +=
					slots_needed(k.mask, k.flags, gp_bits(mdl, &c->o->env));
			}
		}
	}
	/* a watchdog without a fixed counter sits on a GP one (arm64: on CYCLES) */
	if (pms_fit_watchdog(c->fit) && pms_model_n_fixed(mdl) == 0 &&
	    pms_model_alloc(mdl) == PMS_ALLOC_X86)
		gp_base++;
	if (n_gp > gp_base && gp_need) {
		int cap = (gp_need + n_gp - gp_base - 1) / (n_gp - gp_base);

		if (cap > lb)
			lb = cap;
	}
	/* a set of pairwise conflicting units needs a slot each */
	if (c->compat) {
		int *deg = calloc((size_t)c->m + 1, sizeof(int)), *cl = calloc((size_t)c->m + 1, sizeof(int));
		int n_cl = 0;

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
			if (n_cl > lb)
				lb = n_cl;
		}
		free(deg);
		free(cl);
	}
	return lb;
}

/* First fit in difficulty order, then try to empty each slot into the others. */
static void first_fit(struct ctx *c)
{
	slots_clear(c);
	for (int i = 0; i < c->m; i++) {
		int u = c->pack[i], s;

		for (s = 0; s < c->k; s++)
			if (may_join(c, s, u) && check_slot(c, s, u, -1))
				break;
		if (s == c->k)
			c->k++;
		slot_add(c, s, u);
	}
	for (int s = c->k - 1; s >= 0 && c->k > 1; s--) {
		int moved[SLOT_CAP], to[SLOT_CAP], n_moved = 0, n = c->slot_n[s];
		int units[SLOT_CAP];

		memcpy(units, &c->slot_units[s * SLOT_CAP], sizeof(int) * (size_t)n);
		for (int j = 0; j < n; j++) {
			int t;

			for (t = 0; t < c->k; t++)
				if (t != s && may_join(c, t, units[j]) && check_slot(c, t, units[j], -1))
					break;
			if (t == c->k)
				break;
			slot_remove(c, s, units[j]);
			slot_add(c, t, units[j]);
			moved[n_moved] = units[j];
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
 * Next unit to place: with pairwise bits, the unplaced unit with the
 * fewest slots left (DSATUR's rule; ties to the most constrained), among
 * those whose interchangeable predecessor is placed; else pack order.
 * Returns the pack index, or -1 when some unit has no slot left.
 */
static int next_unit(struct ctx *c, int placed, int k)
{
	int best = -1, best_avail = 1 << 30;

	if (!c->cmask)
		return placed;
	for (int i = 0; i < c->m; i++) {
		int u = c->pack[i], avail = c->k < k;

		if (c->p->u[u].slot >= 0 || (c->twin[i] >= 0 && c->p->u[c->pack[c->twin[i]]].slot < 0))
			continue;
		for (int s = 0; s < c->k; s++)
			avail += may_join(c, s, u);
		if (!avail)
			return -1;
		if (avail < best_avail) {
			best = i;
			best_avail = avail;
		}
	}
	return best;
}

static bool dfs(struct ctx *c, int placed, int k)
{
	int pos, u;

	if (placed == c->m)
		return true;
	if (c->p->n_checks > c->budget) {
		c->aborted = true;
		return false;
	}
	pos = next_unit(c, placed, k);
	if (pos < 0)
		return false;
	u = c->pack[pos];
	/* interchangeable units take slots in order: no mirrored searches */
	for (int s = c->twin[pos] >= 0 ? c->p->u[c->pack[c->twin[pos]]].slot : 0; s < c->k; s++) {
		if (!may_join(c, s, u) || !check_slot(c, s, u, -1))
			continue;
		slot_add(c, s, u);
		if (dfs(c, placed + 1, k))
			return true;
		slot_remove(c, s, u);
		if (c->aborted)
			return false;
	}
	if (c->k < k) {
		int s = c->k++;

		slot_add(c, s, u);	/* every packed unit fits alone beside the pins */
		if (dfs(c, placed + 1, k))
			return true;
		slot_remove(c, s, u);
		c->k--;
	}
	return false;
}

/* Pack c->pack[0..m) into the fewest slots; returns 0 or -1 (memory). */
static int pack(struct ctx *c)
{
	int *best = malloc(sizeof(int) * ((size_t)c->m + 1));
	int n_events = 0;

	if (!best)
		return -1;
	sort_ctx = c;
	qsort(c->pack, (size_t)c->m, sizeof(int), by_difficulty);
	for (int i = 0; i < c->m; i++) {
		c->pos_of[c->pack[i]] = i;
		n_events += c->p->u[c->pack[i]].n;
		c->twin[i] = -1;
		if (c->m <= 128)
			for (int j = i - 1; j >= 0 && c->twin[i] < 0; j--)
				if (same_signature(c, c->pack[i], c->pack[j]))
					c->twin[i] = j;
	}
	c->cmask = c->m <= 64 ? c->cmask_store : NULL;
	c->smask = c->smask_store;
	pairwise(c);
	if (!c->compat)
		c->cmask = NULL;
	c->lb = lower_bound(c);
	first_fit(c);
	c->ub = c->k;
	for (int i = 0; i < c->m; i++)
		best[i] = c->p->u[c->pack[i]].slot;
	c->heuristic = n_events > PLAN_EXACT_MAX;
	c->aborted = false;
	if (c->heuristic && c->cmask) {
		/* improve downwards while a short search keeps finding fewer slots */
		long stop = c->p->n_checks + PLAN_HEURISTIC_BUDGET;

		for (int k = c->ub - 1; k >= c->lb; k--) {
			slots_clear(c);
			c->budget = stop;
			if (!dfs(c, 0, k))
				break;
			c->ub = k;
			for (int i = 0; i < c->m; i++)
				best[i] = c->p->u[c->pack[i]].slot;
		}
		c->aborted = false;
	}
	c->budget = PLAN_CHECK_BUDGET;
	if (!c->heuristic) {
		for (int k = c->lb; k < c->ub; k++) {
			slots_clear(c);
			if (dfs(c, 0, k)) {
				c->ub = k;
				for (int i = 0; i < c->m; i++)
					best[i] = c->p->u[c->pack[i]].slot;
				break;
			}
			if (c->aborted)
				break;
			c->lb = k + 1;	/* k slots proven too few */
		}
	}
	c->exact = c->lb == c->ub || (!c->heuristic && !c->aborted);
	if (c->exact)
		c->lb = c->ub;
	slots_clear(c);
	c->k = c->ub;
	for (int i = 0; i < c->m; i++)
		slot_add(c, best[i], c->pack[i]);
	free(best);
	return 0;
}

/* With two or more slots, pin what fits beside the pins and every slot. */
static void promote(struct ctx *c)
{
	int n_cand = 0;
	int *cand = c->idx + pms_evlist_count(c->ev) + 1;	/* second half of scratch */

	if (c->k < 2)
		return;
	if (c->no_pin)
		return;
	for (int pass = 0; pass < 2; pass++)
		for (int u = 0; u < c->p->n_units; u++)
			if (c->p->u[u].slot >= 0 && c->p->u[u].user_pinned == !pass &&
			    !c->p->u[u].solo)
				cand[n_cand++] = u;
	for (int i = 0; i < n_cand && c->k >= 2; i++) {
		int u = cand[i], s = c->p->u[u].slot, t;
		int n;

		c->base[c->n_base++] = u;
		n = base_len(c);
		if (!run_check(c, n)) {
			c->n_base--;
			continue;
		}
		for (t = 0; t < c->k; t++)
			if (!check_slot(c, t, -1, u))
				break;
		if (t < c->k) {
			c->n_base--;
			continue;
		}
		slot_remove(c, s, u);
		c->p->u[u].pinned = true;
		if (!c->p->u[u].user_pinned)
			c->reason[u] = R_PROMOTED;
		c->p->u[u].promoted = true;
		if (!c->slot_n[s])
			slot_delete(c, s);
	}
}

/* ---- scenarios -------------------------------------------------------- */

struct saved {
	int k, lb, n_base;
	bool exact, heuristic;
	int *slot, *base, *reason;
	bool *pinned, *promoted;
	enum plan_kind *kind;
};

/*
 * Plan with the user's pins kept (@keep) or dropped.  Returns -1 on
 * memory failure, else the number of units that could not run beside
 * kept pins (parked when keep_pinned).
 */
static int scenario(struct ctx *c, bool keep, bool park_blocked)
{
	struct plan *p = c->p;
	int blocked = 0;

	c->n_base = 0;
	c->m = 0;
	c->blocker = -1;
	for (int u = 0; u < p->n_units; u++) {
		p->u[u].pinned = false;
		p->u[u].promoted = false;
		p->u[u].slot = -1;
		if (p->u[u].kind == PU_PARKED && c->reason[u] != R_NEVER_ALONE)
			p->u[u].kind = PU_PACK;
		if (c->reason[u] != R_NEVER_ALONE)
			c->reason[u] = R_NONE;
	}
	for (int u = 0; keep && u < p->n_units; u++) {
		int n;

		if (p->u[u].kind != PU_PACK || !p->u[u].user_pinned)
			continue;
		c->base[c->n_base++] = u;
		n = base_len(c);
		if (run_check(c, n)) {
			p->u[u].pinned = true;
		} else {
			c->n_base--;
			p->u[u].kind = PU_PARKED;
			c->reason[u] = R_PIN_FAILS;
			blocked++;
		}
	}
	for (int u = 0; u < p->n_units; u++) {
		if (p->u[u].kind != PU_PACK || p->u[u].pinned)
			continue;
		if (c->n_base) {
			int n = base_len(c);

			put_unit(c, u, &n);
			if (!run_check(c, n)) {
				blocked++;
				if (c->blocker < 0)
					c->blocker = u;
				if (park_blocked) {
					p->u[u].kind = PU_PARKED;
					c->reason[u] = R_BLOCKED;
					continue;
				}
			}
		}
		c->pack[c->m++] = u;
	}
	if (pack(c))
		return -1;
	promote(c);
	return blocked;
}

static int save(struct ctx *c, struct saved *s)
{
	int n = c->p->n_units;

	s->slot = malloc(sizeof(int) * (size_t)(n + 1));
	s->base = malloc(sizeof(int) * (size_t)(n + 1));
	s->reason = malloc(sizeof(int) * (size_t)(n + 1));
	s->pinned = malloc(sizeof(bool) * (size_t)(n + 1));
	s->promoted = malloc(sizeof(bool) * (size_t)(n + 1));
	s->kind = malloc(sizeof(enum plan_kind) * (size_t)(n + 1));
	if (!s->slot || !s->base || !s->reason || !s->pinned || !s->promoted || !s->kind)
		return -1;
	for (int u = 0; u < n; u++) {
		s->slot[u] = c->p->u[u].slot;
		s->pinned[u] = c->p->u[u].pinned;
		s->promoted[u] = c->p->u[u].promoted;
		s->kind[u] = c->p->u[u].kind;
		s->reason[u] = c->reason[u];
	}
	memcpy(s->base, c->base, sizeof(int) * (size_t)c->n_base);
	s->n_base = c->n_base;
	s->k = c->k;
	s->lb = c->lb;
	s->exact = c->exact;
	s->heuristic = c->heuristic;
	return 0;
}

static void restore(struct ctx *c, const struct saved *s)
{
	for (int u = 0; u < c->p->n_units; u++) {
		c->p->u[u].slot = s->slot[u];
		c->p->u[u].pinned = s->pinned[u];
		c->p->u[u].promoted = s->promoted[u];
		c->p->u[u].kind = s->kind[u];
		c->reason[u] = s->reason[u];
	}
	memcpy(c->base, s->base, sizeof(int) * (size_t)s->n_base);
	c->n_base = s->n_base;
	c->k = s->k;
	c->lb = s->lb;
	c->exact = s->exact;
	c->heuristic = s->heuristic;
	/* rebuild slot membership (the pairwise bits belong to the other packing) */
	c->cmask = NULL;
	for (int t = 0; t < c->k; t++)
		c->slot_n[t] = 0;
	for (int u = 0; u < c->p->n_units; u++)
		if (s->slot[u] >= 0)
			slot_add(c, s->slot[u], u);
}

static void saved_free(struct saved *s)
{
	free(s->slot);
	free(s->base);
	free(s->reason);
	free(s->pinned);
	free(s->promoted);
	free(s->kind);
}

/* ---- units and text ---------------------------------------------------- */

static void note(struct plan *p, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void note(struct plan *p, const char *fmt, ...)
{
	va_list ap;

	if (p->n_notes >= PLAN_MAX_NOTES)
		return;
	va_start(ap, fmt);
	vsnprintf(p->notes[p->n_notes++], sizeof(p->notes[0]), fmt, ap);
	va_end(ap);
}

/* The unit as the user wrote it ("{a,b}" or "a"; long groups abridged), for notes. */
static void unit_text(const struct ctx *c, int u, char *buf, size_t n)
{
	const struct plan_unit *x = &c->p->u[u];
	struct pms_event_info a, b;

	pms_evlist_event(c->ev, x->ev[0], &a);
	if (x->n == 1) {
		snprintf(buf, n, "%s", a.text);
		return;
	}
	pms_evlist_event(c->ev, x->ev[1], &b);
	if (x->n == 2)
		snprintf(buf, n, "{%s,%s}", a.text, b.text);
	else
		snprintf(buf, n, "{%s,%s,... (%d events)}", a.text, b.text, x->n);
}

/*
 * Would every core event of unit @u sit on a fixed (or metric) counter?
 * The kernel places such events on their fixed counter first, so pinning
 * them takes nothing from groups that rotate on the GP counters; that is
 * the only pin the "pins + separate groups" variant adds of its own.
 */
static bool on_fixed_counters(const struct ctx *c, int u)
{
	const struct plan_unit *x = &c->p->u[u];

	for (int j = 0; j < x->n; j++) {
		struct pms_constraint k;
		struct pms_event_info info;

		pms_evlist_event(c->ev, x->ev[j], &info);
		if (info.pmu != PMS_PMU_CORE)
			continue;
		if (pms_evlist_constraint(c->ev, x->ev[j], &c->o->env, &k) ||
		    !(k.mask & ~gp_bits(pms_evlist_model(c->ev), &c->o->env)))
			return false;
	}
	return true;
}

static int build_units(struct ctx *c, const struct plan_opts *po, const bool *force_split)
{
	struct plan *p = c->p;
	int n = pms_evlist_count(c->ev);

	p->ev_store = malloc(sizeof(int) * (size_t)(n + 1));
	p->u = calloc((size_t)n + 1, sizeof(*p->u));
	if (!p->ev_store || !p->u)
		return -1;
	for (int i = 0; i < n; i++)
		p->ev_store[i] = i;
	for (int i = 0; i < n;) {
		struct pms_event_info info;
		struct plan_unit *u = &p->u[p->n_units++];
		bool split;
		int n_refused = 0, n_sw = 0;

		pms_evlist_event(c->ev, i, &info);
		split = (po->split_groups || (force_split && force_split[info.group])) &&
			info.group_size > 1 && info.topdown != PMS_TD_SLOTS;
		u->ev = &p->ev_store[i];
		u->n = split ? 1 : info.group_size;
		u->user_pinned = info.pinned;
		if (split) {
			struct pms_event_info lead;

			pms_evlist_event(c->ev, info.leader, &lead);
			u->user_pinned = lead.pinned;
		}
		u->solo = info.exclusive;
		u->topdown = info.is_leader && info.topdown == PMS_TD_SLOTS && !split;
		u->braces = !split && info.in_braces;
		u->slot = -1;
		for (int j = 0; j < u->n; j++) {
			int k = pms_fit_event(c->fit, u->ev[j]);

			n_refused += k == PMS_FIT_EV_REFUSED;
			n_sw += k == PMS_FIT_EV_SOFTWARE;
			u->n_core += k == PMS_FIT_EV_CORE;
		}
		u->unreadable = n_refused > 0;
		u->fixed_only = on_fixed_counters(c, p->n_units - 1);
		u->kind = u->n_core ? PU_PACK : n_refused ? PU_REFUSED : PU_SOFTWARE;
		i += u->n;
	}
	/* never fits, even alone beside the watchdog */
	for (int u = 0; u < p->n_units; u++) {
		int k = 0;

		if (p->u[u].kind != PU_PACK)
			continue;
		put_unit(c, u, &k);
		if (!run_check(c, k)) {
			p->u[u].kind = PU_PARKED;
			c->reason[u] = R_NEVER_ALONE;
		}
	}
	return 0;
}

static int by_slot_order(const void *a, const void *b)
{
	const int *x = a, *y = b;

	return x[1] - y[1];
}


/*
 * Write variant @v as -e text into *@list with *@order (position -> input
 * event); both malloc'd, freed by the caller.
 */
static int emit(struct ctx *c, enum plan_variant v, char **list, int **order)
{
	struct plan *p = c->p;
	int n = pms_evlist_count(c->ev), w = 0, n_g = 0, *ord;
	struct evtext_group *g = calloc((size_t)p->n_units + 1, sizeof(*g));
	int (*so)[2] = calloc((size_t)c->k + 1, sizeof(*so));
	size_t cap = 0;

	*list = NULL;
	*order = ord = malloc(sizeof(int) * (size_t)(n + 1));
	if (!g || !so || !ord)
		goto fail;
	for (int i = 0; i < n; i++) {
		struct pms_event_info info;

		pms_evlist_event(c->ev, i, &info);
		cap += strlen(info.text) + 8;
	}
	*list = malloc(cap + 64);
	if (!*list)
		goto fail;
	if (v == PV_ASIS) {
		for (int i = 0; i < n; i++)
			ord[i] = i;
		if (evtext_same(c->ev, *list, cap + 64))
			goto fail;
		goto done;
	}
#define ADD_UNIT(uu, pin) do { \
		const struct plan_unit *x_ = &p->u[(uu)]; \
		g[n_g].ev = &ord[w]; g[n_g].n = x_->n; g[n_g].pinned = (pin); \
		g[n_g].braces = x_->braces; n_g++; \
		for (int j_ = 0; j_ < x_->n; j_++) ord[w++] = x_->ev[j_]; \
	} while (0)
	for (int b = 0; b < c->n_base; b++)
		if (PV_PINNED(v, &p->u[c->base[b]]))
			ADD_UNIT(c->base[b], true);
	/* slots in input order of their first unit */
	for (int s = 0; s < c->k; s++) {
		int first = n;

		for (int j = 0; j < c->slot_n[s]; j++)
			if (c->p->u[c->slot_units[s * SLOT_CAP + j]].ev[0] < first)
				first = c->p->u[c->slot_units[s * SLOT_CAP + j]].ev[0];
		so[s][0] = s;
		so[s][1] = first;
	}
	qsort(so, (size_t)c->k, sizeof(*so), by_slot_order);
	if (PV_SEPARATE(v) || c->k == 1) {
		/* every group on its own, in input order (k == 1: all fit at once) */
		for (int u = 0; u < p->n_units; u++)
			if (p->u[u].kind == PU_PACK && (p->u[u].slot >= 0 ||
			    (p->u[u].pinned && !PV_PINNED(v, &p->u[u]))))
				ADD_UNIT(u, false);
	} else {
		for (int q = 0; q < c->k; q++) {
			int s = so[q][0], start = w;

			for (int j = 0; j < c->slot_n[s]; j++) {
				const struct plan_unit *x = &p->u[c->slot_units[s * SLOT_CAP + j]];

				for (int e = 0; e < x->n; e++)
					ord[w++] = x->ev[e];
			}
			g[n_g].ev = &ord[start];
			g[n_g].n = w - start;
			g[n_g].pinned = false;
			g[n_g].braces = c->slot_n[s] == 1 && p->u[c->slot_units[s * SLOT_CAP]].braces;
			n_g++;
		}
	}
	for (int u = 0; u < p->n_units; u++)
		if (p->u[u].kind == PU_SOFTWARE || p->u[u].kind == PU_REFUSED)
			ADD_UNIT(u, p->u[u].user_pinned);
	for (int u = 0; u < p->n_units; u++)
		if (p->u[u].kind == PU_PARKED)
			ADD_UNIT(u, true);
#undef ADD_UNIT
	if (v == PV_SLOTS)	/* number slots in emitted order */
		for (int q = 0; q < c->k; q++)
			for (int j = 0; j < c->slot_n[so[q][0]]; j++)
				p->u[c->slot_units[so[q][0] * SLOT_CAP + j]].slot = q;
	if (evtext_build(c->ev, g, n_g, *list, cap + 64))
		goto fail;
done:
	free(g);
	free(so);
	return 0;
fail:
	free(g);
	free(so);
	free(*list);
	free(*order);
	*list = NULL;
	*order = NULL;
	return -1;
}

/*
 * Simulate variant text @list: the number of planned events not counted
 * and the lowest share among the counted ones.  -1 when it does not even
 * parse or simulate (a bug: then that variant is not taken).
 */
static int score(struct ctx *c, const char *list, const int *order, const int *unit_of,
		 int *n_nc, double *low)
{
	struct pms_evlist *ev = NULL;
	struct pms_sim *s = NULL;
	int rc = -1;

	*n_nc = 0;
	*low = 100.0;
	if (pms_evlist_parse(pms_evlist_model(c->ev), list, &ev, NULL) ||
	    pms_simulate(ev, c->o, &s, NULL) || pms_sim_n_events(s) != c->p->n_ev)
		goto out;
	for (int k = 0; k < c->p->n_ev; k++) {
		const struct plan_unit *u = &c->p->u[unit_of[order[k]]];
		const struct pms_ev_result *r = pms_sim_result(s, k);

		if (u->kind != PU_PACK || u->unreadable)
			continue;
		if (r->status != PMS_ST_COUNTED)
			(*n_nc)++;
		else if ((r->print_percent ? r->percent : 100.0) < *low)
			*low = r->print_percent ? r->percent : 100.0;
	}
	rc = 0;
out:
	pms_sim_free(s);
	pms_evlist_free(ev);
	return rc;
}

/*
 * Slot packing gives every event 1/k; letting the kernel rotate separate
 * groups can give more when slots overlap (three groups of which any two
 * fit rotate at 2/3 each, two slots give 1/2).  Simulate the packing, the
 * separate groups, and the list as written; take the one that counts the
 * most events, then the highest lowest share (a point's margin, so ties
 * stay with the packing).
 */
static int choose(struct ctx *c)
{
	struct plan *p = c->p;
	int *unit_of = malloc(sizeof(int) * (size_t)(p->n_ev + 1)), best = -1, best_nc = 0;
	double best_low = 0;

	if (!unit_of)
		return -1;
	for (int u = 0; u < p->n_units; u++)
		for (int j = 0; j < p->u[u].n; j++)
			unit_of[p->u[u].ev[j]] = u;
	for (int v = 0; v < PV_COUNT; v++) {
		int n_nc;
		double low;

		p->share[v] = -1;
		if (emit(c, (enum plan_variant)v, &p->alt_list[v], &p->alt_order[v])) {
			free(unit_of);
			return -1;
		}
		if (score(c, p->alt_list[v], p->alt_order[v], unit_of, &n_nc, &low))
			continue;
		p->share[v] = n_nc ? 0 : low;
		if (best < 0 || n_nc < best_nc || (n_nc == best_nc && low > best_low + 1.0)) {
			best = v;
			best_nc = n_nc;
			best_low = low;
		}
	}
	free(unit_of);
	p->variant = best < 0 ? PV_SLOTS : (enum plan_variant)best;
	p->list = p->alt_list[p->variant];
	p->order = p->alt_order[p->variant];
	return p->list ? 0 : -1;
}

static void make_notes(struct ctx *c, int blocker)
{
	struct plan *p = c->p;
	char a[400], b[400];

	if (blocker >= 0)
		unit_text(c, blocker, b, sizeof(b));
	for (int u = 0; u < p->n_units; u++) {
		const struct plan_unit *x = &p->u[u];

		unit_text(c, u, a, sizeof(a));
		switch (p->variant == PV_ASIS && c->reason[u] >= R_PIN_DROPPED_BLOCKS ? R_NONE :
			c->reason[u] == R_PROMOTED && !PV_PINNED(p->variant, x) ? R_NONE :
			c->reason[u]) {
		case R_NEVER_ALONE:
			note(p, "'%s' can never be scheduled: it does not fit the PMU even alone beside "
			     "the NMI watchdog; it is listed last with :D, so the kernel parks it in "
			     "ERROR once instead of letting it stop every pass%s", a,
			     x->n > 1 ? " (--split-groups counts its events)" : "");
			break;
		case R_BLOCKED:
			note(p, "'%s' cannot run beside the pinned events (kept by --keep-pinned): "
			     "listed last with :D, so it fails once and never blocks the others", a);
			break;
		case R_PIN_FAILS:
			note(p, "'%s' is pinned but does not fit beside the watchdog and the pins before "
			     "it: it would go to ERROR; listed last", a);
			break;
		case R_PIN_DROPPED_BLOCKS:
			note(p, "dropped :D on '%s': '%s' can never run beside it (--keep-pinned keeps it)",
			     a, blocker >= 0 ? b : "another event");
			break;
		case R_PIN_DROPPED_SLOTS:
			note(p, "dropped :D on '%s': the other events need more rotation slots beside it "
			     "(--keep-pinned keeps it)", a);
			break;
		case R_PROMOTED:
			note(p, "pinned '%s' (:D): it fits beside the watchdog, the other pins and every "
			     "slot, so it counts all the time and no slot loses", a);
			break;
		default:
			break;
		}
		if (x->kind == PU_REFUSED)
			note(p, "'%s' cannot be counted on this model (not supported): left as written", a);
		else if (x->unreadable && x->kind != PU_PARKED)
			note(p, "'%s': a member never opens, so perf's group read fails and the group "
			     "reads <not counted>%s", a, x->n > 1 ? "; --split-groups counts the rest" : "");
	}
}

int plan_build(const struct pms_evlist *ev, const struct pms_sim_opts *o,
	       const struct plan_opts *po, struct plan *p, struct pms_diag *d)
{
	struct ctx c = { .ev = ev, .o = o, .p = p, .blocker = -1, .no_pin = po->no_pin };
	struct saved keep = { 0 };
	int n = pms_evlist_count(ev), rc = -1, blocked_keep = -1, blocker = -1;
	bool any_user_pin = false;

	memset(p, 0, sizeof(*p));
	if (pms_fit_new(ev, o, &c.fit, d))
		return -1;
	c.idx = malloc(sizeof(int) * (size_t)(2 * n + 2));
	c.base = malloc(sizeof(int) * (size_t)(n + 1));
	c.pack = malloc(sizeof(int) * (size_t)(n + 1));
	c.pos_of = calloc((size_t)n + 1, sizeof(int));
	c.reason = calloc((size_t)n + 1, sizeof(int));
	c.slot_units = malloc(sizeof(int) * SLOT_CAP * (size_t)(n + 1));
	c.slot_n = calloc((size_t)n + 2, sizeof(int));
	c.sig = calloc((size_t)n + 1, sizeof(uint64_t));
	c.weight = calloc((size_t)n + 1, sizeof(int));
	c.twin = calloc((size_t)n + 1, sizeof(int));
	if (!c.idx || !c.base || !c.pack || !c.pos_of || !c.reason || !c.slot_units || !c.slot_n ||
	    !c.sig || !c.weight || !c.twin ||
	    build_units(&c, po, NULL))
		goto oom;
	/*
	 * A user group that can never be on the PMU as a whole (it does not
	 * fit even alone beside the watchdog, or perf_event_open refuses some
	 * of its members) cannot be counted as a group at all: counting every
	 * event comes first, so its events are planned one by one.
	 */
	if (!po->split_groups) {
		bool *force = calloc((size_t)pms_evlist_n_groups(ev) + 1, sizeof(bool));
		bool any = false;

		if (!force)
			goto oom;
		for (int u = 0; u < p->n_units; u++) {
			struct plan_unit *x = &p->u[u];
			struct pms_event_info info;

			pms_evlist_event(ev, x->ev[0], &info);
			if (x->n > 1 && info.topdown != PMS_TD_SLOTS &&
			    (x->kind == PU_PARKED || (x->unreadable && x->n_core))) {
				char a[400];

				force[info.group] = any = true;
				unit_text(&c, u, a, sizeof(a));
				note(p, "'%s' can never be counted as one group (%s): its events are "
				     "planned separately", a, x->kind == PU_PARKED ?
				     "it does not fit the PMU even alone beside the NMI watchdog" :
				     "perf_event_open refuses some of its members");
			}
		}
		if (any) {
			free(p->u);
			free(p->ev_store);
			p->u = NULL;
			p->ev_store = NULL;
			p->n_units = 0;
			memset(c.reason, 0, sizeof(int) * (size_t)(n + 1));
			if (build_units(&c, po, force)) {
				free(force);
				goto oom;
			}
		}
		free(force);
	}
	for (int u = 0; u < p->n_units; u++) {
		any_user_pin |= p->u[u].kind == PU_PACK && p->u[u].user_pinned;
		unit_signature(&c, u);
	}
	if (any_user_pin) {
		blocked_keep = scenario(&c, true, po->keep_pinned);
		if (blocked_keep < 0 || save(&c, &keep))
			goto oom;
		blocker = c.blocker;
	}
	if (any_user_pin && !po->keep_pinned) {
		if (scenario(&c, false, false) < 0)
			goto oom;
		if (blocked_keep == 0 && keep.k <= c.k) {
			restore(&c, &keep);
		} else {
			for (int u = 0; u < p->n_units; u++)
				if (p->u[u].user_pinned && p->u[u].kind == PU_PACK && !p->u[u].pinned)
					c.reason[u] = blocked_keep ? R_PIN_DROPPED_BLOCKS
								   : R_PIN_DROPPED_SLOTS;
		}
	} else if (!any_user_pin) {
		if (scenario(&c, false, false) < 0)
			goto oom;
	}
	p->n_slots = c.k;
	p->lower_bound = c.lb;
	p->exact = c.exact;
	p->heuristic = c.heuristic;
	p->n_ev = n;
	if (choose(&c))
		goto oom;
	make_notes(&c, blocker);
	rc = 0;
	goto out;
oom:
	if (d) {
		pms_diag_clear(d);
		d->code = PMS_ENOMEM;
		snprintf(d->msg, sizeof(d->msg), "out of memory while planning");
	}
out:
	saved_free(&keep);
	pms_fit_free(c.fit);
	free(c.idx);
	free(c.base);
	free(c.pack);
	free(c.pos_of);
	free(c.reason);
	free(c.slot_units);
	free(c.slot_n);
	free(c.sig);
	free(c.weight);
	free(c.twin);
	free(c.compat);
	return rc;
}

void plan_release(struct plan *p)
{
	free(p->u);
	free(p->ev_store);
	for (int v = 0; v < PV_COUNT; v++) {
		free(p->alt_list[v]);
		free(p->alt_order[v]);
		p->alt_list[v] = NULL;
		p->alt_order[v] = NULL;
	}
	p->u = NULL;
	p->ev_store = NULL;
	p->list = NULL;
	p->order = NULL;
}
