/*
 * The search's working state (internal to plan_pack.c, the item-level
 * search and its cheap bounds, and plan_cg.c, the LP bound by column
 * generation and the LP-guided dive).
 *
 * Items are handled in search order (most constrained first); "search
 * index" i names c->ord[i].  Interchangeable items are next to each other
 * and form a class: items the oracle cannot tell apart (same constraint
 * keys, neither own_class, the same register needs up to a renaming of
 * values).
 */
#ifndef PMS_PLAN_PACK_INT_H
#define PMS_PLAN_PACK_INT_H

#include "internal.h"
#include "plan_pack.h"

#define PK_SLOT_CAP PMS_ASSIGN_MAX	/* items per slot: each holds a core event */

struct pk {
	const struct pmsi_pack_in *in;
	struct pmsi_pack_out *out;
	int m;
	int *ord;		/* search index -> item */
	int *slot;		/* search index -> slot, -1 none */
	int *twin;		/* search index -> the previous one of its class, or -1 */
	int *su, *sn, k;	/* slot members (search indexes), counts, slots open */
	int *set;		/* scratch for an oracle call (items) */
	unsigned char *compat;	/* m x m, or NULL */
	uint64_t *cmask;	/* m <= 64: compat as bits */
	uint64_t *smask;	/* m <= 64: slot members as bits */
	long budget_end;	/* n_checks + work at which searching stops */
	long work;		/* work besides oracle calls (pivots, search nodes) */
	bool aborted;
	/* classes */
	int n_cls;
	int *cls;		/* search index -> class */
	int *cls_first, *cls_n;	/* class -> its first search index, its size */
	bool *uniq;		/* item: no other item needs its register value */
	/* the best packing found: search index -> slot */
	int *best, best_k;
};

static inline bool pk_over(const struct pk *c)
{
	return c->out->n_checks + c->work >= c->budget_end;
}

/* Is the item at search index @i exclusive (:e)? */
static inline bool pk_solo(const struct pk *c, int i)
{
	return c->in->item[c->ord[i]].solo;
}

/* Oracle call on c->set[0..n) (items); @flags: enum pms_fit_flags.  Counts a check. */
int pmsi_pk_oracle(struct pk *c, int n, unsigned flags);

/*
 * plan_cg.c: the LP bound (column generation, certified by exact pricing)
 * and the LP-guided dive.  Raises c->out->lb (with PROOF_LP and the
 * weights) when the LP proves more than @lb, and improves c->best /
 * c->best_k.  Return: PMS_OK, PMS_ENOMEM.
 */
int pmsi_pk_lp(struct pk *c, int lb);

#endif
