/*
 * The planner's texts: writing a packing as a perf -e list, simulating the
 * candidates, and checking a run's promise on its simulation.
 *
 * Slot packing gives every event 1/k; letting the kernel rotate separate
 * groups can give more when slots overlap (three groups of which any two
 * fit rotate at 2/3 each, two slots give 1/2).  So a one-run plan
 * simulates the packing, the separate groups (with the user's pins, and
 * with every pin), and the list as written, and takes the one that counts
 * the most events, then has the highest lowest share (a point's margin),
 * then promises clearly less error (plan_error.c); ties stay with the
 * packing.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "evtext.h"
#include "plan_int.h"

bool pmsi_plan_pinned_in(const struct punit *x, enum pms_plan_variant v)
{
	/* the separate variant carries only pins on fixed counters: they take no GP */
	return x->pub.pinned && (!x->pub.promoted || v == PMS_PLAN_SLOTS ||
				 (v == PMS_PLAN_PINNED_SEPARATE && x->fixed_only));
}

static bool separate(enum pms_plan_variant v)
{
	return v == PMS_PLAN_SEPARATE || v == PMS_PLAN_PINNED_SEPARATE;
}

struct writer {
	const struct pms_plan *p;
	struct pmsi_evgroup *g;
	int n_g, w, *ord;
};

static void add_unit(struct writer *wr, int u, bool pinned)
{
	const struct punit *x = &wr->p->u[u];

	wr->g[wr->n_g] = (struct pmsi_evgroup){ .ev = &wr->ord[wr->w], .n = x->pub.n_events,
						.pinned = pinned, .braces = x->braces };
	wr->n_g++;
	for (int j = 0; j < x->pub.n_events; j++)
		wr->ord[wr->w++] = x->pub.events[j];
}

struct slot_member {
	int first;		/* first input event of its slot: orders the slots */
	int key;		/* unit key: orders the members (the order checked) */
	int unit;
};

static int by_slot_member(const void *a, const void *b)
{
	const struct slot_member *x = a, *y = b;

	if (x->first != y->first)
		return x->first < y->first ? -1 : 1;
	return (x->key > y->key) - (x->key < y->key);
}

/*
 * One braced group per slot, slots in input order of their first unit,
 * members by key; slots are renumbered in that order.
 */
static int add_slots(struct writer *wr, struct pms_plan *p, int k)
{
	struct slot_member *sm = pmsi_malloc(sizeof(*sm) * (size_t)(p->n_units + 1));
	int *first = pmsi_malloc(sizeof(int) * (size_t)(k + 1)), n = 0;

	if (!sm || !first) {
		pmsi_free(sm);
		pmsi_free(first);
		return PMS_ENOMEM;
	}
	for (int s = 0; s < k; s++)
		first[s] = p->n_ev;
	for (int u = 0; u < p->n_units; u++) {
		const struct punit *x = &p->u[u];

		if (x->pub.kind == PMS_PLAN_PACKED && x->pub.slot >= 0 && x->pub.slot < k &&
		    x->pub.events[0] < first[x->pub.slot])
			first[x->pub.slot] = x->pub.events[0];
	}
	for (int u = 0; u < p->n_units; u++) {
		const struct punit *x = &p->u[u];

		if (x->pub.kind == PMS_PLAN_PACKED && x->pub.slot >= 0 && x->pub.slot < k)
			sm[n++] = (struct slot_member){ first[x->pub.slot], pmsi_plan_unit_key(x), u };
	}
	qsort(sm, (size_t)n, sizeof(*sm), by_slot_member);
	for (int i = 0, s = 0; i < n; s++) {
		int start = wr->w, j = i;

		for (; j < n && sm[j].first == sm[i].first; j++) {
			struct punit *x = &p->u[sm[j].unit];

			for (int e = 0; e < x->pub.n_events; e++)
				wr->ord[wr->w++] = x->pub.events[e];
			x->pub.slot = s;
		}
		wr->g[wr->n_g++] = (struct pmsi_evgroup){ .ev = &wr->ord[start], .n = wr->w - start,
			.braces = j - i == 1 && p->u[sm[i].unit].braces };
		i = j;
	}
	pmsi_free(sm);
	pmsi_free(first);
	return PMS_OK;
}

/* The list's own grouping. */
static void add_as_written(struct writer *wr)
{
	const struct pms_evlist *ev = wr->p->ev;

	/* ev_store is in group order (pmsi_evlist_group_order()) */
	for (int pos = 0; pos < wr->p->n_ev;) {
		struct pms_event_info info;
		int n;

		pms_evlist_event(ev, wr->p->ev_store[pos], &info);
		n = info.group_size > 0 && info.group_size <= wr->p->n_ev - pos ? info.group_size : 1;
		wr->g[wr->n_g++] = (struct pmsi_evgroup){ .ev = &wr->ord[wr->w], .n = n,
							  .pinned = info.pinned,
							  .braces = info.in_braces };
		for (int j = 0; j < n; j++)
			wr->ord[wr->w++] = wr->p->ev_store[pos + j];
		pos += n;
	}
}

int pmsi_plan_emit_variant(struct pctx *c, enum pms_plan_variant v, char **list, int **order)
{
	struct pms_plan *p = c->p;
	size_t cap = pmsi_evtext_cap(p->ev);
	struct writer wr = { .p = p };
	int rc = PMS_ENOMEM;

	*list = pmsi_malloc(cap);
	*order = wr.ord = pmsi_malloc(sizeof(int) * (size_t)(p->n_ev + 1));
	wr.g = pmsi_calloc((size_t)p->n_ev + 1, sizeof(*wr.g));
	if (!*list || !wr.ord || !wr.g)
		goto fail;
	if (v == PMS_PLAN_AS_WRITTEN) {
		add_as_written(&wr);
	} else {
		for (int b = 0; b < c->n_base; b++)
			if (pmsi_plan_pinned_in(&p->u[c->base[b]], v))
				add_unit(&wr, c->base[b], true);
		if (separate(v) || c->k == 1) {
			/* every group on its own, in input order (k == 1: all fit at once) */
			for (int u = 0; u < p->n_units; u++) {
				const struct punit *x = &p->u[u];

				if (x->pub.kind == PMS_PLAN_PACKED &&
				    (x->pub.slot >= 0 || (x->pub.pinned && !pmsi_plan_pinned_in(x, v))))
					add_unit(&wr, u, false);
			}
		} else if (add_slots(&wr, c->p, c->k)) {
			goto fail;
		}
		for (int u = 0; u < p->n_units; u++)
			if (p->u[u].pub.kind == PMS_PLAN_SOFTWARE || p->u[u].pub.kind == PMS_PLAN_REFUSED)
				add_unit(&wr, u, p->u[u].pub.user_pinned);
		for (int u = 0; u < p->n_units; u++)
			if (p->u[u].pub.kind == PMS_PLAN_PARKED)
				add_unit(&wr, u, true);
	}
	if (pmsi_evtext_build(p->ev, wr.g, wr.n_g, *list, cap) == 0) {
		pmsi_free(wr.g);
		return PMS_OK;
	}
	rc = PMS_EINVAL;	/* cannot happen: the capacity covers every regrouping */
fail:
	pmsi_free(wr.g);
	pmsi_free(*list);
	pmsi_free(*order);
	*list = NULL;
	*order = NULL;
	return rc;
}

/* Input event -> the unit holding it (caller frees). */
static int *unit_map(const struct pms_plan *p)
{
	int *unit_of = pmsi_malloc(sizeof(int) * (size_t)(p->n_ev + 1));

	for (int u = 0; unit_of && u < p->n_units; u++)
		for (int j = 0; j < p->u[u].pub.n_events; j++)
			unit_of[p->u[u].pub.events[j]] = u;
	return unit_of;
}

/*
 * Share (percent) of event @k, 0 when not counted: as perf prints it, on a
 * hybrid platform of the task's time on the event's core type (no list
 * changes that).  An event of a type the task never runs on is never
 * counted, whatever the list: *@judge is false for it.
 */
static double share_of(const struct pms_sim *s, int k, bool *judge)
{
	*judge = pmsi_type_time(s, k) > 0.0;
	return pmsi_type_share(s, k);
}

int pmsi_plan_check_run(struct pms_plan *p, struct prun *r, bool full, struct pms_diag *d)
{
	double want = r->n_slots > 1 ? 100.0 / r->n_slots - 1.0 : 99.0;
	int *unit_of = unit_map(p), rc;

	if (!unit_of)
		return PMS_ENOMEM;
	rc = r->ev ? PMS_OK : pmsi_evtext_parse(p->ev, &p->o->env, r->list, &r->ev, d);
	if (!rc && !r->sim)
		rc = pms_simulate(r->ev, p->o, &r->sim, d);
	if (!rc && pms_sim_n_events(r->sim) != r->n)
		rc = pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "planned list has a different length");
	r->lowest = 100.0;
	r->lowest_event = -1;
	r->n_short = 0;
	for (int k = 0; !rc && k < r->n; k++) {
		const struct pms_ev_result *res = pms_sim_result(r->sim, k);
		const struct punit *x = &p->u[unit_of[r->order[k]]];
		bool judge;
		double pct = share_of(r->sim, k, &judge);

		if (x->pub.kind != PMS_PLAN_PACKED || x->pub.unreadable || !judge)
			continue;
		if (pct < r->lowest || r->lowest_event < 0) {
			r->lowest = pct;
			r->lowest_event = k;
		}
		if (full ? res->status != PMS_ST_COUNTED || pct < 100.0 :
		    res->status != PMS_ST_COUNTED ||
		    pct < (pmsi_plan_pinned_in(x, r->variant) ? 99.0 : want))
			r->n_short++;
	}
	if (!rc)
		pmsi_plan_error(p, r->sim, r->order, r->n, unit_of, &r->err);
	pmsi_free(unit_of);
	return rc;
}

/*
 * Simulate variant text @list: the number of planned events not counted
 * and the lowest share among the counted ones.  Keeps the parsed list and
 * simulation in *@ev and *@sim.  A text that does not parse or simulate
 * (a bug) gives PMS_EINVAL and is not taken; PMS_ENOMEM fails the plan.
 */
static int score(struct pms_plan *p, const char *list, const int *order, const int *unit_of,
		 struct pms_evlist **ev, struct pms_sim **sim, int *n_nc, double *low)
{
	int rc;

	*n_nc = 0;
	*low = 100.0;
	rc = pmsi_evtext_parse(p->ev, &p->o->env, list, ev, NULL);
	if (!rc)
		rc = pms_simulate(*ev, p->o, sim, NULL);
	if (rc)
		return rc == PMS_ENOMEM ? rc : PMS_EINVAL;
	if (pms_sim_n_events(*sim) != p->n_ev)
		return PMS_EINVAL;
	for (int k = 0; k < p->n_ev; k++) {
		const struct punit *x = &p->u[unit_of[order[k]]];
		const struct pms_ev_result *r = pms_sim_result(*sim, k);
		bool judge;
		double pct = share_of(*sim, k, &judge);

		if (x->pub.kind != PMS_PLAN_PACKED || x->pub.unreadable || !judge)
			continue;
		if (r->status != PMS_ST_COUNTED)
			(*n_nc)++;
		else if (pct < *low)
			*low = pct;
	}
	return PMS_OK;
}

struct cand {
	char *list;
	int *order;
	struct pms_evlist *ev;
	struct pms_sim *sim;
};

static void cand_free(struct cand *x)
{
	pmsi_free(x->list);
	pmsi_free(x->order);
	pms_sim_free(x->sim);
	pms_evlist_free(x->ev);
	memset(x, 0, sizeof(*x));
}

int pmsi_plan_choose(struct pctx *c, struct prun *r, struct pms_diag *d)
{
	struct pms_plan *p = c->p;
	struct cand cand[PMS_PLAN_N_VARIANTS] = { { 0 } };
	int *unit_of = unit_map(p), best = -1, rc = PMS_OK, n_nc[PMS_PLAN_N_VARIANTS];
	double low[PMS_PLAN_N_VARIANTS];

	if (!unit_of)
		return PMS_ENOMEM;
	for (int v = 0; v < PMS_PLAN_N_VARIANTS && rc != PMS_ENOMEM; v++) {
		r->share[v] = -1;
		r->var_err[v] = (struct pms_plan_error){ .worst = -1, .worst_event = -1 };
		rc = pmsi_plan_emit_variant(c, (enum pms_plan_variant)v, &cand[v].list,
					    &cand[v].order);
		if (!rc)
			rc = score(p, cand[v].list, cand[v].order, unit_of, &cand[v].ev,
				   &cand[v].sim, &n_nc[v], &low[v]);
		if (rc)
			continue;
		r->share[v] = n_nc[v] ? 0 : low[v];
		pmsi_plan_error(p, cand[v].sim, cand[v].order, p->n_ev, unit_of, &r->var_err[v]);
		if (best < 0 || n_nc[v] < n_nc[best] ||
		    (n_nc[v] == n_nc[best] && low[v] > low[best] + 1.0)) {
			best = v;
		}
	}
	pmsi_free(unit_of);
	/* within a point of its lowest share, the expected error decides (plan_error.c) */
	if (best >= 0 && rc != PMS_ENOMEM)
		best = pmsi_plan_error_pick(r->var_err, n_nc, low, best);
	if (rc == PMS_ENOMEM || best < 0) {
		for (int v = 0; v < PMS_PLAN_N_VARIANTS; v++)
			cand_free(&cand[v]);
		return rc == PMS_ENOMEM ? rc : pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0,
							   "no rewritten list simulates");
	}
	r->variant = (enum pms_plan_variant)best;
	r->list = cand[best].list;
	r->order = cand[best].order;
	r->ev = cand[best].ev;
	r->sim = cand[best].sim;
	r->n = p->n_ev;
	r->n_slots = c->k;
	memset(&cand[best], 0, sizeof(cand[best]));
	for (int v = 0; v < PMS_PLAN_N_VARIANTS; v++)
		cand_free(&cand[v]);
	/* the promise, checked on the chosen simulation */
	return pmsi_plan_check_run(p, r, false, d);
}
