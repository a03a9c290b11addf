/*
 * Splitting a list into perf runs.
 *
 * NO_MULTIPLEX: a run that counts every event all the time is a set of
 * units that fits the PMU at once beside the watchdog: a slot without
 * pins.  The fewest runs is the fewest slots of all units, which is the
 * one-run packing problem with no pinned base (pmsi_pack_solve(), with its
 * lower bound as the proof).  Each run is written with the user's groups
 * in the order they were checked and simulated; if the kernel's order of
 * scheduling separate groups does not place them all (the fastpath or the
 * pinned pass can differ from the check), the run is written as one braced
 * group, which is exactly the transaction checked, and simulated again.
 * Software units go with the first run; units that can never be counted
 * are in no run.
 *
 * RUNS (n runs): when the fewest no-multiplex runs are at most n, that is
 * the answer.  Otherwise the k slots are dealt out in input order, at most
 * ceil(k/n) per run, which is the least any split into n runs can give its
 * busiest run (k slots are needed in all); each run is then planned on its
 * own as one run (pins, rotation variants), and simulated.
 */
#include <stdio.h>
#include <string.h>
#include "evtext.h"
#include "plan_int.h"

struct rwriter {
	struct pmsi_evgroup *g;
	int n_g, w, *ord;
};

static void put(struct rwriter *wr, const struct punit *x, bool pinned)
{
	wr->g[wr->n_g++] = (struct pmsi_evgroup){ .ev = &wr->ord[wr->w], .n = x->pub.n_events,
						   .pinned = pinned, .braces = x->braces };
	for (int j = 0; j < x->pub.n_events; j++)
		wr->ord[wr->w++] = x->pub.events[j];
}

/* Units of run @run with core events, by key. */
static int run_units(const struct pms_plan *p, int run, int *out)
{
	int n = 0;

	for (int u = 0; u < p->n_units; u++) {
		int j = n, key = pmsi_plan_unit_key(&p->u[u]);

		if (p->u[u].pub.run != run || p->u[u].pub.kind != PMS_PLAN_PACKED)
			continue;
		while (j > 0 && pmsi_plan_unit_key(&p->u[out[j - 1]]) > key) {
			out[j] = out[j - 1];
			j--;
		}
		out[j] = u;
		n++;
	}
	return n;
}

/* Write run @run: its groups on their own, or (@braced) as one group. */
static int emit_run(struct pms_plan *p, struct prun *r, int run, bool braced, int *scratch)
{
	size_t cap = pmsi_evtext_cap(p->ev);
	struct rwriter wr = { 0 };
	int n_core = run_units(p, run, scratch);

	r->list = pmsi_malloc(cap);
	r->order = wr.ord = pmsi_malloc(sizeof(int) * (size_t)(p->n_ev + 1));
	wr.g = pmsi_calloc((size_t)p->n_ev + 1, sizeof(*wr.g));
	if (!r->list || !wr.ord || !wr.g) {
		pmsi_free(wr.g);
		return PMS_ENOMEM;
	}
	if (braced && n_core > 1) {
		int start = wr.w;

		for (int i = 0; i < n_core; i++)
			for (int j = 0; j < p->u[scratch[i]].pub.n_events; j++)
				wr.ord[wr.w++] = p->u[scratch[i]].pub.events[j];
		wr.g[wr.n_g++] = (struct pmsi_evgroup){ .ev = &wr.ord[start], .n = wr.w - start,
							.braces = true };
	} else {
		for (int i = 0; i < n_core; i++)
			put(&wr, &p->u[scratch[i]], p->u[scratch[i]].pub.user_pinned);
	}
	for (int u = 0; u < p->n_units; u++)
		if (p->u[u].pub.run == run && p->u[u].pub.kind == PMS_PLAN_SOFTWARE)
			put(&wr, &p->u[u], p->u[u].pub.user_pinned);
	r->n = wr.w;
	r->n_slots = 1;
	r->variant = braced ? PMS_PLAN_SLOTS : PMS_PLAN_SEPARATE;
	for (int v = 0; v < PMS_PLAN_N_VARIANTS; v++)
		r->share[v] = -1;
	if (pmsi_evtext_build(p->ev, wr.g, wr.n_g, r->list, cap)) {
		pmsi_free(wr.g);
		return PMS_EINVAL;
	}
	pmsi_free(wr.g);
	return PMS_OK;
}

static void run_reset(struct prun *r)
{
	pmsi_free(r->list);
	pmsi_free(r->order);
	pms_sim_free(r->sim);
	pms_evlist_free(r->ev);
	memset(r, 0, sizeof(*r));
}

/* Number runs in input order of their first event; returns the count. */
static int renumber_runs(struct pms_plan *p, int k)
{
	int *first = pmsi_malloc(sizeof(int) * (size_t)(k + 1)), n = 0;

	if (!first)
		return -1;
	for (int s = 0; s < k; s++)
		first[s] = -1;
	for (int u = 0; u < p->n_units; u++) {
		int s = p->u[u].pub.run;

		if (s >= 0 && first[s] < 0)
			first[s] = n++;	/* units are in input order */
	}
	for (int u = 0; u < p->n_units; u++)
		if (p->u[u].pub.run >= 0)
			p->u[u].pub.run = first[p->u[u].pub.run];
	pmsi_free(first);
	return n;
}

static int no_multiplex(struct pctx *c, struct pms_diag *d)
{
	struct pms_plan *p = c->p;
	int *scratch = pmsi_malloc(sizeof(int) * (size_t)(p->n_units + 1)), rc = PMS_OK;

	if (!scratch)
		return PMS_ENOMEM;
	for (int r = 0; r < p->n_runs && !rc; r++) {
		struct prun *x = &p->runs[r];

		rc = emit_run(p, x, r, false, scratch);
		if (!rc)
			rc = pmsi_plan_check_run(p, x, true, d);
		if (!rc && x->n_short) {
			for (int u = 0; u < p->n_units && !rc; u++)
				if (p->u[u].pub.run == r && p->u[u].joined)
					rc = pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0,
						       "same-run: run %d counts everything only as one "
						       "group, which the set forbids", r + 1);
			if (rc)
				break;
			run_reset(x);
			rc = emit_run(p, x, r, true, scratch);
			if (!rc)
				rc = pmsi_plan_check_run(p, x, true, d);
		}
	}
	pmsi_free(scratch);
	return rc;
}

/* Run @r's units as written, parsed on their own; @map: sub position -> input event. */
static int sub_list(struct pms_plan *p, int run, struct pms_evlist **sub, int *map,
		    struct pms_diag *d)
{
	size_t cap = pmsi_evtext_cap(p->ev);
	char *text = pmsi_malloc(cap);
	struct rwriter wr = { .ord = map };
	int rc = PMS_ENOMEM;

	wr.g = pmsi_calloc((size_t)p->n_ev + 1, sizeof(*wr.g));
	if (!text || !wr.g)
		goto out;
	for (int u = 0; u < p->n_units; u++)
		if (p->u[u].pub.run == run)
			put(&wr, &p->u[u], p->u[u].pub.user_pinned);
	rc = pmsi_evtext_build(p->ev, wr.g, wr.n_g, text, cap) ? PMS_EINVAL :
	     pmsi_evtext_parse(p->ev, &p->o->env, text, sub, d);
out:
	pmsi_free(wr.g);
	pmsi_free(text);
	return rc;
}

/* Plan run @r on its own (one run) and take its answer. */
static int plan_run(struct pctx *c, int run, struct pms_diag *d)
{
	struct pms_plan *p = c->p;
	struct prun *r = &p->runs[run];
	struct pms_plan_opts po = p->po;
	int *map = pmsi_malloc(sizeof(int) * (size_t)(p->n_ev + 1)), rc;
	const struct prun *sr;

	if (!map)
		return PMS_ENOMEM;
	po.mode = PMS_PLAN_ONE_RUN;
	po.n_runs = 0;
	po.same_run = NULL;	/* its sets are in this run, each in one slot */
	rc = sub_list(p, run, &r->sub_ev, map, d);
	if (!rc)
		rc = pms_plan_new(r->sub_ev, p->o, &po, &r->sub, d);
	if (rc) {
		pmsi_free(map);
		return rc;
	}
	sr = &r->sub->runs[0];
	r->n = sr->n;
	r->order = pmsi_malloc(sizeof(int) * (size_t)(sr->n + 1));
	r->list = pmsi_strdup(sr->list);
	if (!r->order || !r->list) {
		pmsi_free(map);
		return PMS_ENOMEM;
	}
	for (int k = 0; k < sr->n; k++)
		r->order[k] = map[sr->order[k]];
	r->n_slots = sr->n_slots;
	r->variant = sr->variant;
	memcpy(r->share, sr->share, sizeof(r->share));
	r->lowest = sr->lowest;
	r->lowest_event = sr->lowest_event;
	r->n_short = sr->n_short;
	/* slots and pins of the sub-plan, back on this plan's units */
	for (int su = 0; su < r->sub->n_units; su++) {
		const struct punit *y = &r->sub->u[su];

		for (int u = 0; u < p->n_units; u++)
			if (p->u[u].pub.events[0] == map[y->pub.events[0]]) {
				p->u[u].pub.slot = y->pub.slot;
				p->u[u].pub.pinned = y->pub.pinned;
				p->u[u].pub.promoted = y->pub.promoted;
			}
	}
	pmsi_free(map);
	return PMS_OK;
}

static void runs_notes(struct pms_plan *p)
{
	for (int u = 0; u < p->n_units; u++) {
		const struct punit *x = &p->u[u];
		enum pms_plan_note_kind kind = x->pub.kind == PMS_PLAN_REFUSED ? PMS_PLAN_NOTE_REFUSED :
			x->pub.kind == PMS_PLAN_PARKED ? PMS_PLAN_NOTE_NEVER_ALONE :
			PMS_PLAN_NOTE_UNREADABLE;

		if (x->pub.kind == PMS_PLAN_REFUSED || x->pub.kind == PMS_PLAN_PARKED ||
		    x->pub.unreadable)
			p->notes[p->n_notes++] = (struct pms_plan_note){ .kind = kind,
				.event = x->pub.events[0], .n_events = x->pub.n_events, .other = -1,
				.why = kind };
	}
}

int pmsi_plan_runs(struct pctx *c, struct pms_diag *d)
{
	struct pms_plan *p = c->p;
	int rc, k, n_runs;
	bool any_sw = false;

	c->n_base = c->m = 0;
	for (int u = 0; u < p->n_units; u++) {
		p->u[u].pub.run = p->u[u].pub.slot = -1;
		if (p->u[u].pub.kind == PMS_PLAN_PACKED && !p->u[u].joined)
			c->pack[c->m++] = u;
		any_sw |= p->u[u].pub.kind == PMS_PLAN_SOFTWARE;
	}
	rc = pmsi_plan_pack(c);
	if (rc)
		return rc;
	k = c->k;
	for (int i = 0; i < c->m; i++)
		if (p->u[c->pack[i]].solo && k > 1) {
			/*
			 * An exclusive group was packed alone, yet the kernel puts
			 * pinned groups beside it (5.10+ group_can_go_on): fewer
			 * runs may exist, so no proof is claimed.
			 */
			p->bound.lower_bound = 1;
			p->bound.proven = false;
			p->bound.proof = PMS_PLAN_PROOF_TRIVIAL;
			p->bound.n_clique = 0;
		}
	for (int i = 0; i < c->m; i++) {
		struct punit *x = &p->u[c->pack[i]];

		x->pub.run = x->pub.slot;
		x->pub.slot = 0;
		for (int v = x->join_next; v >= 0; v = p->u[v].join_next) {
			p->u[v].pub.run = x->pub.run;	/* same_run: its set's run */
			p->u[v].pub.slot = 0;
		}
	}
	n_runs = k ? k : any_sw;
	runs_notes(p);
	if (p->po.mode == PMS_PLAN_RUNS && k > p->po.n_runs) {
		/* deal the slots out in input order: run q gets slots [q*k/n, (q+1)*k/n) */
		n_runs = p->po.n_runs;
		if (renumber_runs(p, k) < 0)
			return PMS_ENOMEM;
		for (int u = 0; u < p->n_units; u++)
			if (p->u[u].pub.run >= 0)
				p->u[u].pub.run = (int)((long)p->u[u].pub.run * n_runs / k);
	} else if (k && renumber_runs(p, k) < 0) {
		return PMS_ENOMEM;
	}
	for (int u = 0; u < p->n_units; u++) {
		if (p->u[u].pub.kind != PMS_PLAN_SOFTWARE)
			continue;
		p->u[u].pub.run = 0;
		for (int v = 0; v < p->n_units && p->u[u].same_set >= 0; v++)
			if (p->u[v].same_set == p->u[u].same_set && p->u[v].pub.run >= 0 &&
			    p->u[v].pub.kind == PMS_PLAN_PACKED)
				p->u[u].pub.run = p->u[v].pub.run;	/* with its set */
	}
	p->n_runs = n_runs;
	if (p->po.mode == PMS_PLAN_RUNS && k > p->po.n_runs) {
		rc = PMS_OK;
		for (int r = 0; r < n_runs && !rc; r++)
			rc = plan_run(c, r, d);
		return rc;
	}
	return no_multiplex(c, d);
}
