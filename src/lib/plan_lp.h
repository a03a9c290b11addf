/*
 * A small covering LP for the planner's lower bound (internal):
 *
 *   minimise sum_j x_j  subject to  sum_j a[t][j] x_j >= d[t] for every row t,
 *   x >= 0,
 *
 * over a pool of columns that grows (slot patterns: how many units of
 * each class a slot holds).  Revised simplex with a dense basis inverse;
 * rows are few (classes of interchangeable units).
 *
 * Nothing here has to be exact.  The planner certifies its bound from
 * the duals with an exact pricing step (any nonnegative duals scaled by
 * the heaviest slot give a valid bound), so lost precision or a pivot
 * limit only weakens a bound; it never makes one wrong.
 */
#ifndef PMS_PLAN_LP_H
#define PMS_PLAN_LP_H

#include <stdbool.h>

#define PMSI_LP_MAX_ROWS 256	/* the basis inverse is rows x rows doubles */

struct pmsi_lp;

/*
 * A new LP of @rows rows.  Columns 0..rows-1 must then be added first,
 * column t having its only nonzero on row t: they are the starting basis.
 * Return: PMS_OK, PMS_EINVAL (rows out of range), PMS_ENOMEM.
 */
int pmsi_lp_new(int rows, struct pmsi_lp **out);
void pmsi_lp_free(struct pmsi_lp *lp);	/* NULL is a no-op */

/* Add column @a[0..rows) (small nonnegative counts).  Return its index or PMS_ENOMEM. */
int pmsi_lp_add(struct pmsi_lp *lp, const int *a);
int pmsi_lp_n_cols(const struct pmsi_lp *lp);
const int *pmsi_lp_col(const struct pmsi_lp *lp, int j);

/*
 * Optimise over the pool for demand @d[0..rows), warm from the last basis
 * when it is still feasible for @d.  At most @max_pivots pivots; each adds
 * its cost (about rows * columns / 256, in oracle calls) to *@work.
 * Return: true when optimal over the pool, false at the pivot limit.
 */
bool pmsi_lp_solve(struct pmsi_lp *lp, const int *d, int max_pivots, long *work);

double pmsi_lp_value(const struct pmsi_lp *lp);		/* sum of x over the pool */
const double *pmsi_lp_dual(const struct pmsi_lp *lp);	/* rows entries */
double pmsi_lp_x(const struct pmsi_lp *lp, int j);	/* 0 unless basic */

#endif
