/*
 * The planner's search (internal): colour items into the fewest slots
 * such that every slot passes a feasibility oracle, with a lower bound
 * that proves the count when the two meet.
 *
 * This is the one place the search lives.  plan.c builds the items (the
 * user's groups, or single events), the oracle (pms_fit_check() over the
 * pins, the watchdog and the slot) and the held counters; it never looks
 * inside the search.  A better method (column generation, an exact solver)
 * replaces pmsi_pack_solve() behind this interface.
 *
 * Contract of the oracle: fits(ctx, set, n) says whether items set[0..n)
 * can be on the PMU at once; it orders them itself.  The search assumes
 * what the exact matching guarantees and the kernel's greed nearly always
 * keeps: a set that fits still fits without one of its items.  Every item
 * fits alone (the caller parks the others first).
 */
#ifndef PMS_PLAN_PACK_H
#define PMS_PLAN_PACK_H

#include <stdbool.h>
#include <stdint.h>
#include "pmusched/plan.h"
#include "pmusched/sim.h"

#define PMSI_PACK_EXACT_MAX 30		/* events searched exactly */
#define PMSI_PACK_BUDGET 4000000L	/* oracle calls before the exact search gives up */
#define PMSI_PACK_HEUR_BUDGET 1000000L	/* oracle calls the heuristic spends improving */

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
	int order;			/* tie-break, e.g. its first input event */
};

struct pmsi_pack_in {
	int m;					/* items */
	const struct pmsi_pack_item *item;
	bool (*fits)(void *ctx, const int *set, int n);
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
	int exact_max;				/* 0: PMSI_PACK_EXACT_MAX */
	long budget;				/* 0: PMSI_PACK_BUDGET */
};

struct pmsi_pack_out {
	int k;			/* slots used */
	int *slot;		/* caller's array of m: each item's slot, 0..k-1 */
	int lb;			/* no packing has fewer slots */
	bool exact;		/* k proven minimal */
	bool heuristic;		/* more than exact_max events: searched within a budget */
	bool aborted;		/* the exact search ran out of budget */
	long n_checks;		/* oracle calls */
	enum pms_plan_proof proof;	/* what gives lb */
	int *clique;		/* caller's array of m: items of a conflicting set (PROOF_CLIQUE) */
	int n_clique;
	uint64_t counters;	/* PROOF_COUNTERS: the counter set */
	int n_need, n_free;	/* PROOF_COUNTERS: events confined to it, counters free in it */
	int pmu;		/* PROOF_COUNTERS: the core PMU whose counters they are */
};

/* Return: PMS_OK or PMS_ENOMEM (out untouched but for scratch). */
int pmsi_pack_solve(const struct pmsi_pack_in *in, struct pmsi_pack_out *out);

#endif
