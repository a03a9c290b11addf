/* The explanation's shared state (internal to explain.c and explain_fix.c). */
#ifndef PMS_EXPLAIN_INT_H
#define PMS_EXPLAIN_INT_H

#include "internal.h"

#define XP_MAX_HOLDERS 6	/* holders listed per event */
#define XP_MAX_RULES 64
#define XP_MAX_FIXES 24		/* candidate changes simulated */

struct xev {
	bool hw, opened, pinned, exclusive, flexible, excl, pair, short_;
	bool chain;		/* arm64 64-bit event without long counters: on a general
				 * counter it also holds the even one below */
	bool refused_alone;	/* never opens, whatever its group (no encoding, empty mask,
				 * an open check) */
	uint64_t mask;		/* static constraint (0: not a hardware event) */
	uint64_t free;		/* mask less what is held all the time */
	uint64_t bmask;		/* mask less the watchdog's and the sibling's: any grouping */
	double share;		/* as perf prints it; 0 not counted */
	double tshare;		/* share of the task's time on its core type (= share off
				 * hybrids) */
	bool lost;		/* short on its own type: not only the core share */
	bool elsewhere;		/* hybrids: the task never runs on its core type */
	int pass;		/* the core PMU whose pass explains it (0 off hybrids) */
	int group, leader, cause;
	unsigned n_wait, n_free_wait;	/* scanned waits; of them, with a counter of its free */
};

struct xfix {
	struct pms_explain_fix pub;
	int *subject;
	char **lists;		/* n_runs texts, or NULL */
	double *after;		/* per input event */
	int cost;		/* lower is simpler */
};

struct pms_explain {
	const struct pms_evlist *ev;
	struct pms_sim_opts o;		/* the caller's, or shortened for checks */
	const struct pms_sim_opts *o_full;
	const struct pms_sim *s;
	struct pms_sim *own_sim;	/* when the caller gave none */
	struct pms_sim *base;		/* @s over the shortened run, or NULL */
	struct pms_phase *short_phases;	/* the shortened phase list, or NULL */
	bool shortened;
	int n;
	struct xev *e;			/* during a pass: its events, the others neutral */
	struct xev *e_all;		/* every event as its own pass saw it */
	bool hybrid;			/* several core PMUs: one pass per PMU */
	int pass, n_pass;		/* the core PMU being explained, and how many */
	uint64_t wd_always, pinned_always;
	uint64_t wd_union;		/* every counter the watchdog sat on */
	bool wd_moves;			/* it holds one of wd_union at every point */
	bool has_exclusive;		/* a flexible exclusive group is in the list */
	int *pinned_holder;		/* per counter bit: leader of the pinned group, -1 */
	struct pms_explain_counters kind[PMS_CTR_N_KINDS];	/* the pass's */
	struct pms_explain_best best;	/* the pass's; after the passes, the worst PMU's */
	struct pms_explain_counters kinds[PMS_MAX_CORE_PMUS][PMS_CTR_N_KINDS];
	struct pms_explain_best bests[PMS_MAX_CORE_PMUS];
	int n_rules;
	struct pms_explain_rule rules[XP_MAX_RULES];
	int n_causes;
	struct pms_explain_cause *causes;
	int *cause_events;
	int n_xev;
	struct pms_explain_event *xev;
	struct pms_holder *holders;
	int n_fixes;
	struct xfix fixes[XP_MAX_FIXES];
	struct pms_plan *plan_one, *plan_runs;
};

/* explain_fix.c: try the candidate changes and rank those that help. */
int pmsi_explain_fixes(struct pms_explain *x, struct pms_diag *d);
void pmsi_explain_fixes_free(struct pms_explain *x);
/* Shares per input event (percent, 0 not counted) of a simulation. */
double pmsi_share(const struct pms_ev_result *r);

#endif
