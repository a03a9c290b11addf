/*
 * The planner behind 'pmusched plan': regroup an event list so the kernel
 * counts every event for the largest possible share of the time.
 *
 * Units are the user's groups (single events with split_groups, except a
 * topdown slots group, which stays whole).  A slot is a set of units that
 * fits the PMU at once beside the NMI watchdog and the pinned units
 * (pms_fit_check).  With k slots, each emitted as one braced group, exactly
 * one slot runs per rotation interval and every event runs 1/k of the time;
 * the planner minimises k (exact search up to PLAN_EXACT_MAX events, else
 * first-fit decreasing plus slot elimination and a short search for fewer
 * slots, with a lower bound).
 */
#ifndef PMS_CLI_PLAN_H
#define PMS_CLI_PLAN_H

#include <stdbool.h>
#include "pmusched/pmusched.h"

#define PLAN_EXACT_MAX 30		/* events searched exactly */
#define PLAN_CHECK_BUDGET 4000000L	/* slot checks before the exact search gives up */
#define PLAN_HEURISTIC_BUDGET 1000000L	/* slot checks the heuristic spends improving */
#define PLAN_MAX_NOTES 64

enum plan_kind {
	PU_PACK,	/* needs counters: packed into a slot (or pinned) */
	PU_SOFTWARE,	/* no core event: always counted, left as written */
	PU_REFUSED,	/* nothing in it opens: reported, left as written */
	PU_PARKED,	/* can never be scheduled: listed last with :D */
};

struct plan_unit {
	int *ev, n;		/* events of the input list, input order (borrowed) */
	int n_core;		/* core events that open */
	enum plan_kind kind;
	bool user_pinned;	/* :D in the input */
	bool pinned;		/* :D in the slot variant */
	bool promoted;		/* pinned by the planner, not the user */
	bool solo;		/* exclusive (:e): shares no slot */
	bool topdown;		/* led by slots: must lead its slot's group */
	bool braces;		/* written in braces */
	bool unreadable;	/* a member never opens: perf's group read fails */
	bool fixed_only;	/* every core event sits on a fixed counter */
	int slot;		/* 0..n_slots-1 when packed and not pinned, else -1 */
};

struct plan_opts {
	bool split_groups;	/* units are single events */
	bool keep_pinned;	/* never drop a user's :D */
	bool no_pin;		/* add no :D of its own */
};

/* The texts plan_build() simulates before choosing one. */
enum plan_variant {
	PV_SLOTS,	/* pins + one braced group per slot */
	PV_ROTATE,	/* the user's pins + every group on its own */
	PV_ROTATE_PINNED,	/* every pin incl. plan's own + every other group on its own */
	PV_ASIS,	/* the list as written */
	PV_COUNT
};

/* Is unit @x written with :D in variant @v?  The slot variant carries every
 * pin plan adds; the pins + separate variant only those on fixed counters. */
#define PV_PINNED(v, x) ((x)->pinned && (!(x)->promoted || (v) == PV_SLOTS || \
			 ((v) == PV_ROTATE_PINNED && (x)->fixed_only)))
/* Does variant @v leave every group on its own (no slot groups)? */
#define PV_SEPARATE(v) ((v) == PV_ROTATE || (v) == PV_ROTATE_PINNED)

struct plan {
	int n_units;
	struct plan_unit *u;
	int *ev_store;
	int n_slots;		/* rotation slots of flexible units (0: none) */
	int lower_bound;	/* no plan has fewer slots */
	bool exact;		/* n_slots proven minimal */
	bool heuristic;		/* too many events for the exact search */
	long n_checks;		/* slot checks made */
	enum plan_variant variant;	/* the one chosen */
	double share[PV_COUNT];	/* simulated lowest share, 0 if one is not counted, -1 failed */
	char *list;		/* the chosen -e text (= alt_list[variant]) */
	int *order;		/* position in the new list -> input event */
	char *alt_list[PV_COUNT];
	int *alt_order[PV_COUNT];
	int n_ev;
	int n_notes;
	char notes[PLAN_MAX_NOTES][1024];
};

/*
 * plan_build() - plan @ev under @o.  @p is filled on 0 and must be
 * released with plan_release() either way.  Returns 0, or -1 with @d set
 * (out of memory, or the library refused the list).
 */
int plan_build(const struct pms_evlist *ev, const struct pms_sim_opts *o,
	       const struct plan_opts *po, struct plan *p, struct pms_diag *d);
void plan_release(struct plan *p);

#endif
