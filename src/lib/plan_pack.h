/*
 * The planner's search (internal): colour items into the fewest slots
 * such that every slot passes a feasibility oracle, with a lower bound
 * that proves the count when the two meet.
 *
 * This is the one place the search lives.  plan.c builds the items (the
 * user's groups, or single events), the oracle (pms_fit_check() over the
 * pins, the watchdog and the slot) and the held counters; it never looks
 * inside the search.
 *
 * Contract of the oracle: fits(ctx, set, n, flags) says whether items
 * set[0..n) can be on the PMU at once (PMS_FIT_YES: the kernel's routine
 * places them; with PMS_FIT_TELL_GREEDY, PMS_FIT_GREEDY_MISS when only an
 * exact assignment does); it orders them itself.  Slots of an answer are
 * PMS_FIT_YES sets.  Lower bounds are proven over the larger family of
 * sets some assignment places (YES or GREEDY_MISS), which is closed under
 * taking subsets; so they hold for the kernel's sets too.  Every item
 * fits alone (the caller parks the others first).
 */
#ifndef PMS_PLAN_PACK_H
#define PMS_PLAN_PACK_H

#include <stdbool.h>
#include <stdint.h>
#include "pmusched/plan.h"
#include "pmusched/sim.h"

#define PMSI_PACK_BUDGET 2000000L	/* work (oracle calls, LP pivots, search nodes)
					 * before the search gives up: 0.3-1 s */

/* Extra-register families: per core PMU, each register with its alternate. */
#define PMSI_XFAM_MAX (PMS_MAX_CORE_PMUS * PMS_XREG_N)

/* One constraint of an item's core event: all an oracle call sees of it. */
struct pmsi_ckey {
	uint64_t mask;
	unsigned flags;		/* enum pms_cstr_flags; bits 28-29: its core PMU (hybrids);
				 * bit 31: the item is exclusive */
};
#define PMSI_CKEY_PMU_SHIFT 28
#define PMSI_CKEY_PMU(flags) ((int)((flags) >> PMSI_CKEY_PMU_SHIFT & 3u))

struct pmsi_pack_item {
	const struct pmsi_ckey *keys;	/* sorted by (mask, flags) */
	int n_keys;			/* its core events */
	bool solo;			/* exclusive (:e): shares no slot */
	bool own_class;			/* interchangeable with no other item even with the
					 * same keys and register needs */
	/*
	 * Its extra register: the family (a register and its alternate, per
	 * core PMU; -1 none), the value (items of one value share a register,
	 * others need one each), and how it asks (which register first, and
	 * whether its value is valid on the alternate).  Items of the same
	 * keys, family and way of asking, whose values no other item has, are
	 * interchangeable: the kernel treats them alike up to a renaming of
	 * values.
	 */
	int xfam;
	uint64_t xval;
	int xsym;
	int order;			/* tie-break, e.g. its first input event */
};

struct pmsi_pack_in {
	int m;					/* items */
	const struct pmsi_pack_item *item;
	int (*fits)(void *ctx, const int *set, int n, unsigned flags);	/* enum pms_fit_result */
	void *ctx;
	const uint64_t *held;			/* masks of events always on (watchdog, pins) */
	const int *held_pmu;			/* the core PMU of each (NULL: all PMU 0) */
	int n_held;
	/*
	 * Every GP counter of the thread, per core PMU: on a hybrid platform
	 * each PMU's events compete only for its own counters (its CPUs run
	 * only its events), so the bound is taken per PMU.
	 */
	uint64_t all_gp[PMS_MAX_CORE_PMUS];
	int n_pmus;				/* 0 or 1: one PMU */
	int xcap[PMSI_XFAM_MAX];		/* registers of each family: a set that fits
						 * holds at most that many values there */
	long budget;				/* 0: PMSI_PACK_BUDGET */
};

struct pmsi_pack_out {
	int k;			/* slots used */
	int *slot;		/* caller's array of m: each item's slot, 0..k-1 */
	int lb;			/* no packing has fewer slots */
	bool exact;		/* k proven minimal */
	bool heuristic;		/* too many classes for the LP: bounds and a budgeted search */
	bool aborted;		/* the search ran out of budget (the gap k - lb stays) */
	long n_checks;		/* oracle calls */
	enum pms_plan_proof proof;	/* what gives lb */
	int *clique;		/* caller's array of m: items of a conflicting set (PROOF_CLIQUE) */
	int n_clique;
	uint64_t counters;	/* PROOF_COUNTERS: the counter set */
	int n_need, n_free;	/* PROOF_COUNTERS: events confined to it, counters free in it */
	int pmu;		/* PROOF_COUNTERS: the core PMU whose counters they are */
	double lp;		/* a proven lower bound on the fractional packing (time-
				 * sharing) of the items, 0 when not computed */
	double *weight;		/* caller's array of m, or NULL: PROOF_LP's certificate,
				 * each item's weight; no feasible set weighs over 1 and
				 * all weigh @lp together */
};

/* Return: PMS_OK or PMS_ENOMEM (out untouched but for scratch). */
int pmsi_pack_solve(const struct pmsi_pack_in *in, struct pmsi_pack_out *out);

#endif
