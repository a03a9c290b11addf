/*
 * The LP side of the planner's search (internal to plan_cg.c, the LP
 * bound by column generation with its pricing, and plan_dive.c, the
 * LP-guided dive and the closing search).  See plan_cg.c for the method.
 *
 * Rows are the classes of non-exclusive items (plan_pack_int.h); a
 * pattern is a count per row: how many items of each class one slot
 * holds.  Items of a row are packed in class order, so "the next free
 * item of row t" is the class's member next[t] + (those in the set).
 */
#ifndef PMS_PLAN_CG_INT_H
#define PMS_PLAN_CG_INT_H

#include "plan_lp.h"
#include "plan_pack_int.h"

#define CG_EPS 1e-7		/* a pattern must weigh over 1 + CG_EPS to improve */
#define MT_EVS 640		/* events a matching may hold (held, set, bound) */

/* A bipartite matching of events to counters, per core PMU. */
struct mt {
	int16_t own[PMS_MAX_CORE_PMUS][64];	/* counter -> event id, -1 free */
	int n_free[PMS_MAX_CORE_PMUS];		/* counters some event could use, free */
	int n_ev;				/* events in the table below this state */
};

struct cg {
	struct pk *c;
	int T;			/* LP rows: classes of non-exclusive items */
	int *row_cls;		/* row -> class */
	int n_solo;		/* exclusive items: a slot each */
	int n_pmu;
	struct pmsi_lp *lp;
	int *d;			/* demand per row, what is left to pack */
	int *next;		/* per row: items of its class already packed */
	double *y;		/* weights priced (duals clipped at 0) */
	double *cert;		/* the certificate: weight per row, every set that fits
				 * weighs at most 1 */
	double bound;		/* sum of d * cert at the root (fractional slots,
				 * exclusive items apart) */
	double node_bound;	/* the bound pmsi_cg_run() proved for the demand it ran on */
	bool at_root;
	/* pricing */
	int *order, n_order;	/* rows priced, heaviest per event first */
	bool *desig;		/* per row: first priced row of its register value */
	int *prow;		/* per set position: its row */
	int *cnt, *best_cnt;	/* per row: in the set; in the best set */
	double val, best;
	double theta;		/* the search proves nothing heavier than this */
	double z;		/* no pattern weighs more (PRICED_BOUND) */
	long nodes;
	bool stopped;		/* the budget or the node limit ended a search */
	int pset[PK_SLOT_CAP + 2], n_set;	/* the set's items */
	struct mt base, cur, *stack;
	uint64_t ev_mask[MT_EVS];
	int8_t ev_pmu[MT_EVS];
	/* dive */
	int *slot_of;		/* search index -> slot */
	int k;			/* slots packed */
};

/* plan_cg.c */
const struct pmsi_pack_item *pmsi_cg_rep(const struct cg *g, int t);
/* Rows with weight and demand left into g->order, heaviest per event first. */
void pmsi_cg_order(struct cg *g);
/* Empty the set. */
void pmsi_cg_reset(struct cg *g);
/* Add row @t's next free item if some assignment places the set (counts a check). */
bool pmsi_cg_push(struct cg *g, int t);
void pmsi_cg_pop(struct cg *g, int t);
/* What rows from order position @q on could still add to the set's weight (an upper bound). */
double pmsi_cg_bound(struct cg *g, int q);
/*
 * Column generation for the demand g->d until no pattern improves the LP,
 * the bound proven (g->node_bound) reaches @target, or the budget ends.
 * @exact: price exactly when the greedy fills find nothing (else stop
 * there, unproven).  Return 1 solved, 0 stopped, or PMS_ENOMEM.
 */
int pmsi_cg_run(struct cg *g, int target, bool exact);

/* plan_dive.c */
/* Dive from the root LP; improves c->best.  Return PMS_OK or PMS_ENOMEM. */
int pmsi_cg_dive(struct cg *g);
/*
 * With the certificate leaving less than one slot of slack at k = c->out->lb,
 * enumerate every pattern that could be in a k-slot packing and search
 * them exactly: a packing found improves c->best; none proves k too few.
 * Return PMS_OK or PMS_ENOMEM.
 */
int pmsi_cg_close(struct cg *g);

#endif
