/*
 * The Linux x86 counter-assignment algorithm, by era, plus an exact
 * feasibility check.
 *
 * A problem is n events, each with a counter mask (kernel numbering, see
 * model.h) and flags (PMS_CF_OVERLAP, PMS_CF_PAIR), in the kernel's
 * event_list order.  No function here allocates.
 */
#ifndef PMUSCHED_ASSIGN_H
#define PMUSCHED_ASSIGN_H

#include <stdint.h>
#include "error.h"

#ifdef __cplusplus
extern "C" {
#endif

#define PMS_ASSIGN_MAX 64	/* X86_PMC_IDX_MAX: events per problem */

enum pms_assign_era {
	PMS_ERA_LIST,		/* 2.6.31-2.6.33: list order, first free counter */
	PMS_ERA_WEIGHT,		/* 2.6.34-3.2: by weight, lowest free bit, no backtracking */
	PMS_ERA_SAVED_STATE,	/* 3.3-4.0: fixed first, overlap backtracking */
	PMS_ERA_GPMAX,		/* 4.1-: as 3.3 plus the gpmax GP budget */
};

/* The era a kernel version uses (PMS_KVER numbering; 0 = newest). */
enum pms_assign_era pms_assign_era_of(uint32_t kver);
const char *pms_assign_era_name(enum pms_assign_era era);

struct pms_assign_ev {
	uint64_t mask;
	unsigned flags;		/* PMS_CF_OVERLAP, PMS_CF_PAIR */
	int weight;		/* 0: popcount of the mask (halved for a pair) */
};

struct pms_assign_problem {
	int n;				/* events, <= PMS_ASSIGN_MAX */
	const struct pms_assign_ev *ev;	/* borrowed */
	int gpmax;			/* GP budget (era GPMAX); <= 0: no limit */
	int n_gp;			/* GP counters (era WEIGHT's wmax); 0: from gpmax */
	int n_fixed;			/* fixed counters exist (era WEIGHT adds one weight) */
	int budget_counts_fixed;	/* 4.1-rc1..rc6 HT limit: fixed counters count too */
	enum pms_assign_era era;
};

/* pms_assign_kernel() result beyond "n unassigned". */
#define PMS_ASSIGN_LIVELOCK (-2)	/* the kernel's loop would never end */

/*
 * pms_assign_kernel() - run the kernel's routine of @p->era
 * (perf_assign_events() for 3.3+, the weight loop of x86_schedule_events()
 * before).
 * @assign: n entries; receives each event's counter bit, or -1.  On
 *          failure it holds what the kernel's array would hold (counters
 *          from abandoned paths included); only the return value and, on
 *          success, the array are meaningful, as in the kernel.
 * Return: the number of events the routine leaves unassigned (0 =
 * success), PMS_ASSIGN_LIVELOCK, or PMS_EINVAL for a bad problem.
 */
int pms_assign_kernel(const struct pms_assign_problem *p, int *assign);

/*
 * pms_assign_fastpath() - x86_schedule_events()'s reuse of previous
 * counters: every event keeps @prev[i] (-1: never scheduled) while its
 * mask still allows it and nobody took it first.
 * Return: 1 when every event kept its counter (@assign filled), else 0.
 */
int pms_assign_fastpath(const struct pms_assign_problem *p, const int *prev, int *assign);

/* pms_assign_exact() answers "unknown" after this many search nodes. */
#define PMS_ASSIGN_EXACT_NODES 200000L
#define PMS_ASSIGN_UNKNOWN (-3)

/*
 * pms_assign_exact() - does any assignment exist (pairs and the gpmax
 * budget respected)?  Ignores the kernel's greed.
 * Without paired events it is a bipartite matching plus a count
 * (polynomial: O(n * 64 * 64)).  With pairs it is a search over pair
 * placements (NP-complete in general), pruned by a matching relaxation and
 * bounded by PMS_ASSIGN_EXACT_NODES nodes of O(n * 64) work each: beyond
 * that it says so instead of guessing.
 * @assign: optional; receives one valid assignment.
 * Return: 1 feasible, 0 infeasible, PMS_ASSIGN_UNKNOWN (budget exhausted),
 * PMS_EINVAL for a bad problem.
 */
int pms_assign_exact(const struct pms_assign_problem *p, int *assign);

/* The same, reporting the search nodes it visited in *@nodes (for benchmarks). */
int pms_assign_exact_counted(const struct pms_assign_problem *p, int *assign, long *nodes);

#ifdef __cplusplus
}
#endif
#endif
