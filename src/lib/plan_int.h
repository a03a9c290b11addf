/*
 * The planner's shared state (internal to plan.c, plan_emit.c and
 * plan_runs.c).  plan.c builds units and the one-run packing with its
 * pins; plan_emit.c writes and simulates texts; plan_runs.c splits a list
 * into runs.
 */
#ifndef PMS_PLAN_INT_H
#define PMS_PLAN_INT_H

#include "internal.h"
#include "plan_pack.h"

enum pu_reason {
	R_NONE,
	R_NEVER_ALONE,		/* parked: does not fit beside the watchdog alone */
	R_BLOCKED,		/* parked (keep_pinned): cannot run beside the pins */
	R_PIN_FAILS,		/* a user pin that fails beside the earlier pins */
	R_PIN_DROPPED_BLOCKS,	/* :D dropped: something cannot run beside it */
	R_PIN_DROPPED_SLOTS,	/* :D dropped: the others need more slots with it */
	R_PROMOTED,		/* :D added */
};

struct punit {
	struct pms_plan_unit pub;	/* events point into pms_plan.ev_store */
	int n_core;			/* core events that open */
	bool solo;			/* exclusive (:e): shares no slot */
	bool topdown;			/* led by slots: leads its slot's group */
	bool braces;			/* written in braces */
	int join_next;			/* same_run: the next unit packed with this one, -1 */
	bool joined;			/* same_run: packed with an earlier unit (not alone) */
	int same_set;			/* same_run: its set, -1 none */
	bool fixed_only;		/* every core event sits on a fixed counter */
	bool xreg;			/* an event needs an extra register (own class) */
	int xfam;			/* its first such event's register family, -1 none */
	uint64_t xval;			/* the value it needs there */
	int xsym;			/* how it asks (pmsi_pack_item.xsym) */
	enum pu_reason reason;
	struct pmsi_ckey keys[PMS_ASSIGN_MAX];
	int n_keys;
};

struct prun {
	char *list;
	int *order;			/* position -> input event */
	int n;
	int n_slots;
	enum pms_plan_variant variant;
	double share[PMS_PLAN_N_VARIANTS];
	struct pms_evlist *ev;
	struct pms_sim *sim;
	double lowest;
	int lowest_event, n_short;
	struct pms_plan_error err;	/* of @sim (plan_error.c) */
	struct pms_plan_error var_err[PMS_PLAN_N_VARIANTS];	/* each candidate's */
	struct pms_plan *sub;		/* PMS_PLAN_RUNS: the run's own one-run plan, */
	struct pms_evlist *sub_ev;	/* planned from this list (ev, sim: NULL) */
};

struct pms_plan {
	const struct pms_evlist *ev;
	const struct pms_sim_opts *o;
	struct pms_plan_opts po;
	int n_ev;
	int n_units;
	struct punit *u;
	int *ev_store;
	struct pms_plan_bound bound;
	int *clique;
	double *weights;		/* per unit: the LP certificate (bound.weights) */
	double *weight_scratch;		/* per packed unit, as the search returns them */
	int n_runs;
	struct prun *runs;
	int n_notes;
	struct pms_plan_note *notes;	/* at most 2 per unit + 1 per group */
};

/* Working state while building. */
struct pctx {
	struct pms_plan *p;
	struct pms_fit *fit;
	int *idx;		/* scratch event list for one check */
	int *base, n_base;	/* pinned units, in order */
	int *pack, m;		/* units to pack */
	int k;			/* slots */
	int blocker;		/* a unit that cannot run beside the pins, or -1 */
	int xcap[PMSI_XFAM_MAX];	/* registers per extra-register family */
	bool no_pin;
	int budget_div;		/* this packing gets the budget / this (0: all of it) */
};

/* Units in key order (a topdown unit first, then by first event). */
int pmsi_plan_unit_key(const struct punit *u);
/* Append unit @u's events to c->idx at *n. */
void pmsi_plan_put_unit(struct pctx *c, int u, int *n);
/* Do the pins plus units @set[0..n) fit at once? (pmsi_pack oracle: enum pms_fit_result) */
int pmsi_plan_fits(void *ctx, const int *set, int n, unsigned flags);
/* Pack units c->pack[0..m) beside the pins; sets slots, c->k and the bound. */
int pmsi_plan_pack(struct pctx *c);

/* plan_emit.c */
/*
 * Write the one-run packing as variant @v's -e text; *@list and *@order
 * (position -> input event) are allocated.  Return PMS_OK or PMS_ENOMEM.
 */
int pmsi_plan_emit_variant(struct pctx *c, enum pms_plan_variant v, char **list, int **order);
/* Choose the best one-run variant and simulate it into run @r. */
int pmsi_plan_choose(struct pctx *c, struct prun *r, struct pms_diag *d);
/*
 * Parse and simulate @r->list (unless done), then check the promise on
 * every planned event: all the time (@full), or pins all the time and the
 * rest 1/n_slots.
 */
int pmsi_plan_check_run(struct pms_plan *p, struct prun *r, bool full, struct pms_diag *d);
/* Is unit @x written with :D in variant @v? */
bool pmsi_plan_pinned_in(const struct punit *x, enum pms_plan_variant v);

/* plan_error.c: the expected error of a run, and ranking by it */
/* Check the workload and confidence of @po.  PMS_OK or PMS_EINVAL (in @d). */
int pmsi_plan_error_check(const struct pms_plan_opts *po, struct pms_diag *d);
/*
 * The expected error of simulation @s of a list of p->n_ev events written
 * in @order (position -> input event), @unit_of mapping input events to
 * units; only planned events are judged, as the lowest share is.
 */
/* The expected half-width (percent) of event @k of @s under @p's error
 * model; false when perf prints no count for it (plan_error.c). */
bool pmsi_plan_event_error(const struct pms_plan *p, const struct pms_sim *s, int k, double *hw);
void pmsi_plan_error(const struct pms_plan *p, const struct pms_sim *s, const int *order,
		     int n, const int *unit_of, struct pms_plan_error *out);
/* Is @a clearly better than @b, two candidates within a point of lowest share? */
bool pmsi_plan_error_better(const struct pms_plan_error *a, const struct pms_plan_error *b);
/*
 * The candidate to take, @best being the one the lowest share picked: of
 * those simulated (@err[v].worst >= 0) with as many events not counted
 * (@n_nc) and a lowest share (@low) within a point of @best's, in order,
 * each replaces the pick when it is clearly better.
 */
int pmsi_plan_error_pick(const struct pms_plan_error *err, const int *n_nc, const double *low,
			 int best);

/* plan_runs.c */
int pmsi_plan_runs(struct pctx *c, struct pms_diag *d);

/* query_plan_mlist.c: the plan document's "for_metrics" member */
struct pms_json;
void pmsi_plan_mlist_json(struct pms_json *j, const struct pms_plan *p,
			  const struct pms_plan_mlist *l, const struct pms_sim_opts *so);

#endif
