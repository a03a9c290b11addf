/*
 * Planning an event list: how to write it so the kernel counts every event
 * for the largest share of the time in one perf run, or how to split it
 * into the fewest perf runs that each count every event all the time.
 *
 * Terms.  A unit is one of the user's groups (a single event with
 * PMS_PLAN_SPLIT_GROUPS; a topdown slots group always stays whole).  A
 * slot is a set of units that fits the PMU at once beside the NMI watchdog
 * and the pinned units, judged by the kernel's own assignment routine
 * (pms_fit_check()).  k slots, each written as one braced group, rotate:
 * exactly one runs per interval and each runs 1/k of the time.  A run is
 * one perf invocation; a run with one slot multiplexes nothing.
 *
 * Every answer is checked by simulating it (pms_simulate() with the
 * caller's options); the simulations are part of the result.  Results are
 * data: indexes into the input list, enums and numbers.
 *
 * A plan is immutable once built; every pointer it hands out is borrowed
 * and valid until pms_plan_free().
 */
#ifndef PMUSCHED_PLAN_H
#define PMUSCHED_PLAN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "error.h"
#include "evlist.h"
#include "sim.h"
#include "muxerr.h"

#ifdef __cplusplus
extern "C" {
#endif

enum pms_plan_mode {
	PMS_PLAN_ONE_RUN = 0,	/* one run, multiplexing allowed: the best lowest share */
	PMS_PLAN_NO_MULTIPLEX,	/* the fewest runs that each count all their events 100% */
	PMS_PLAN_RUNS,		/* n_runs runs (fewer if they already count all 100%) */
};

enum pms_plan_flags {
	PMS_PLAN_SPLIT_GROUPS = 1u << 0,	/* units are single events */
	PMS_PLAN_KEEP_PINNED  = 1u << 1,	/* never drop a user's :D (one run) */
	PMS_PLAN_NO_PIN       = 1u << 2,	/* add no :D of the planner's own */
};

/*
 * Options.  Initialise with PMS_PLAN_OPTS_INIT and set what differs; @sz
 * lets later versions add fields.
 */
struct pms_plan_opts {
	size_t sz;		/* sizeof(struct pms_plan_opts) */
	enum pms_plan_mode mode;
	unsigned flags;		/* enum pms_plan_flags */
	int n_runs;		/* PMS_PLAN_RUNS: 1..PMS_EVLIST_MAX_EVENTS */
	const struct pms_muxerr_workload *workload;	/* the variability the expected
							 * errors assume (borrowed: it must
							 * outlive the plan); NULL: default */
	double confidence;	/* of the expected errors; 0: 0.9 */
	long budget;		/* work the packing search may spend (feasibility checks,
				 * LP pivots, search nodes; deterministic); past it the
				 * answer keeps its gap.  A one-run plan that also tries
				 * keeping the user's pins gives that try a quarter more.
				 * 0: the default, 2M (0.3-1 s) */
	/*
	 * Events that must count in the same run without being grouped
	 * together: sets separated by ';', events by ',', each named as the
	 * plan writes it (pms_plan_event_text(), case ignored; a name stands
	 * for every event so written).  Each event's own group comes along
	 * whole; the set's groups are written apart in one run.  A run of
	 * NO_MULTIPLEX counts all its events at once, so the set must fit the
	 * PMU at once beside the watchdog (RUNS: they are packed in one slot,
	 * then their run is planned as one run).  A one-run plan meets it
	 * trivially; the names are still checked.  NULL or "": none.
	 */
	const char *same_run;
};
#define PMS_PLAN_OPTS_INIT { .sz = sizeof(struct pms_plan_opts), .mode = PMS_PLAN_ONE_RUN, \
			     .flags = 0, .n_runs = 0, .workload = NULL, .confidence = 0, \
			     .budget = 0, .same_run = NULL }

struct pms_plan;

/*
 * pms_plan_new() - plan @ev under @o.
 * @ev, @o: borrowed; both must outlive the plan.
 * @po: NULL for PMS_PLAN_OPTS_INIT.
 * @out: on PMS_OK a new plan; free with pms_plan_free().  NULL on error.
 * Return: PMS_OK, PMS_EINVAL (bad option; a same_run name that is no event
 * of @ev, names an event that can never be counted, or a set that no run
 * can count all the time), PMS_ENOMEM, PMS_ELIMIT, or an error of
 * pms_simulate() on the rewritten lists.
 */
int pms_plan_new(const struct pms_evlist *ev, const struct pms_sim_opts *o,
		 const struct pms_plan_opts *po, struct pms_plan **out, struct pms_diag *d);
void pms_plan_free(struct pms_plan *p);	/* NULL is a no-op */

enum pms_plan_mode pms_plan_mode(const struct pms_plan *p);

/* How the lower bound on the number of slots (or runs) was obtained. */
enum pms_plan_proof {
	PMS_PLAN_PROOF_TRIVIAL = 0,	/* at most one slot is needed */
	PMS_PLAN_PROOF_CLIQUE,		/* units no two of which fit together */
	PMS_PLAN_PROOF_COUNTERS,	/* events confined to a counter set outnumber it */
	PMS_PLAN_PROOF_SEARCH,		/* the exhaustive search: one fewer does not fit */
	PMS_PLAN_PROOF_LP,		/* weights: no slot holds more than 1, all weigh
					 * more than lower_bound - 1 (the LP's dual) */
};

/* The packing: slots of one run, or runs with PMS_PLAN_NO_MULTIPLEX. */
struct pms_plan_bound {
	int n_slots;		/* slots (runs) of the answer; 0: nothing needs a counter */
	int lower_bound;	/* no packing has fewer */
	bool proven;		/* n_slots == lower_bound */
	bool heuristic;		/* too many kinds of unit for the LP bound: the cheap
				 * bounds and a budgeted search */
	bool budget_out;	/* the search stopped at its budget (the gap stays) */
	long n_checks;		/* feasibility checks made */
	enum pms_plan_proof proof;	/* what gives lower_bound */
	const int *clique;	/* PROOF_CLIQUE: units (borrowed) */
	int n_clique;
	uint64_t counters;	/* PROOF_COUNTERS: the counter set */
	int n_need;		/* PROOF_COUNTERS: counters its events need (a pair takes 2) */
	int n_free;		/* PROOF_COUNTERS: counters of the set not held by pins/watchdog */
	int pmu;		/* PROOF_COUNTERS: the core PMU they belong to (index in
				 * the platform, pms_model_pmu(); 0 off hybrids) */
	/*
	 * The fractional packing: beside the same pins, no way of sharing the
	 * time among sets that fit (any rotation included) gives every packed
	 * unit more than 1/lp_bound of it.  0 when not computed (nothing to
	 * prove, or too many kinds of unit).
	 */
	double lp_bound;
	const double *weights;	/* PROOF_LP: per unit (pms_plan_unit numbering,
				 * borrowed): the units of any set that fits weigh 1
				 * or less together, and all weigh lp_bound */
};
void pms_plan_bound(const struct pms_plan *p, struct pms_plan_bound *out);

enum pms_plan_unit_kind {
	PMS_PLAN_PACKED = 0,	/* needs counters: in a slot, or pinned */
	PMS_PLAN_SOFTWARE,	/* no core event: always counted, left as written */
	PMS_PLAN_REFUSED,	/* nothing in it opens (<not supported>) */
	PMS_PLAN_PARKED,	/* can never be scheduled (listed last with :D in one run) */
};

struct pms_plan_unit {
	enum pms_plan_unit_kind kind;
	const int *events;	/* input event indexes, input order (borrowed) */
	int n_events;
	int run;		/* run it is counted in, from 0; -1: in none */
	int slot;		/* rotation slot in its run, from 0; -1: pinned or not packed */
	bool pinned;		/* written with :D in its run */
	bool promoted;		/* pinned by the planner, not by the user */
	bool user_pinned;	/* :D in the input */
	bool unreadable;	/* a member never opens: perf's group read fails */
};
int pms_plan_n_units(const struct pms_plan *p);
/* Return: PMS_OK or PMS_ERANGE. */
int pms_plan_unit(const struct pms_plan *p, int u, struct pms_plan_unit *out);

/* Rewritings a one-run plan simulates before choosing one. */
enum pms_plan_variant {
	PMS_PLAN_SLOTS = 0,		/* pins + one braced group per slot */
	PMS_PLAN_SEPARATE,		/* the user's pins + every group on its own */
	PMS_PLAN_PINNED_SEPARATE,	/* every pin + every other group on its own */
	PMS_PLAN_AS_WRITTEN,		/* the list as written */
	PMS_PLAN_N_VARIANTS
};

struct pms_plan_run {
	const char *list;	/* perf -e text (borrowed) */
	const int *order;	/* position in @list -> input event index (borrowed) */
	int n_events;
	int n_slots;		/* rotation slots in this run (1: nothing rotates) */
	enum pms_plan_variant variant;	/* the rewriting chosen for this run */
	double variant_share[PMS_PLAN_N_VARIANTS];	/* simulated lowest share of each
							 * (percent; 0 some planned event not
							 * counted; -1 not simulated) */
	const struct pms_evlist *ev;	/* @list parsed (borrowed) */
	const struct pms_sim *sim;	/* @list simulated with the caller's options (borrowed) */
	double lowest;		/* lowest share (percent) of a planned event in @sim; on a
				 * hybrid platform of the task's time on the event's core
				 * type (events of a type it never visits are not judged) */
	int lowest_event;	/* its position in @list; -1: no planned event */
	int n_short;		/* planned events short of what the plan promises */
};
int pms_plan_n_runs(const struct pms_plan *p);
/* Return: PMS_OK or PMS_ERANGE. */
int pms_plan_run(const struct pms_plan *p, int r, struct pms_plan_run *out);

/*
 * The error to expect in a run's scaled counts: for each planned event
 * perf counts, pms_muxerr_expected() of its simulated share (on hybrids of
 * the task's time on its core type) over its enabled time there, under
 * the plan's workload and confidence.  An event counted all the time adds
 * 0; events not counted are left out (they have no estimate at all).
 *
 * A one-run plan ranks its candidate rewritings (enum pms_plan_variant) by
 * events not counted, then by the lowest share (a later candidate must be
 * more than a point higher; the slot packing comes first).  Then, among
 * the candidates with as many events not counted and a lowest share within
 * a point of the one picked, taken in order, one replaces the pick when its
 * worst expected error is lower by more than PMS_PLAN_ERROR_MARGIN
 * (relative), or, with worst errors within that margin of each other, its
 * mean expected error is.
 */
#define PMS_PLAN_ERROR_MARGIN 0.05
struct pms_plan_error {
	double worst;		/* the largest expected half-width, percent of the count;
				 * -1: not simulated (a variant not tried) */
	int worst_event;	/* its position in the run's list; -1: no planned event
				 * multiplexes */
	double mean;		/* mean over the @n_events planned events counted */
	int n_events;
};
/*
 * pms_plan_run_error() - run @r's expected error into *@out, and when
 * @variants is not NULL each candidate rewriting's into
 * @variants[0..PMS_PLAN_N_VARIANTS) (those of a one-run plan, or of the
 * run's own plan with PMS_PLAN_RUNS; worst -1 where none was simulated).
 * Return: PMS_OK or PMS_ERANGE.
 */
int pms_plan_run_error(const struct pms_plan *p, int r, struct pms_plan_error *out,
		       struct pms_plan_error *variants);

/* Why the planner did something a user would not expect. */
enum pms_plan_note_kind {
	PMS_PLAN_NOTE_SPLIT = 0,	/* a group can never be counted whole: its events
					 * are planned one by one (see @why) */
	PMS_PLAN_NOTE_NEVER_ALONE,	/* does not fit even alone beside the watchdog */
	PMS_PLAN_NOTE_BLOCKED,		/* cannot run beside the kept pins: parked */
	PMS_PLAN_NOTE_PIN_FAILS,	/* a pin that fails beside the watchdog and earlier pins */
	PMS_PLAN_NOTE_PIN_DROPPED_BLOCKS,	/* :D dropped: @other can never run beside it */
	PMS_PLAN_NOTE_PIN_DROPPED_SLOTS,	/* :D dropped: the others need more slots with it */
	PMS_PLAN_NOTE_PROMOTED,		/* :D added: fits beside the pins and every slot */
	PMS_PLAN_NOTE_REFUSED,		/* nothing opens on this model: left out or as written */
	PMS_PLAN_NOTE_UNREADABLE,	/* a member never opens: the group reads <not counted> */
};

struct pms_plan_note {
	enum pms_plan_note_kind kind;
	int event, n_events;	/* the unit or group concerned: first input event, size */
	int other, n_other;	/* PIN_DROPPED_BLOCKS: the unit that cannot run beside it */
	enum pms_plan_note_kind why;	/* PMS_PLAN_NOTE_SPLIT: NEVER_ALONE or UNREADABLE */
};
int pms_plan_n_notes(const struct pms_plan *p);
/* Return: PMS_OK or PMS_ERANGE. */
int pms_plan_note(const struct pms_plan *p, int i, struct pms_plan_note *out);

/*
 * pms_plan_event_text() - event @i of @ev as a plan writes it: its name and
 * its own modifiers, without the group-level letters D, e and W.
 * Always NUL-terminates @buf.
 */
void pms_plan_event_text(const struct pms_evlist *ev, int i, char *buf, size_t n);

/* ---- plans for metrics (plan --for-metrics, docs/mux-error.md) ---- */

/*
 * A metric perf stat prints from two counts (stat-shadow.c): @event's
 * count over @base's (insn per cycle: instructions over cycles; "of all
 * branches": branch-misses over branches; the cache and TLB miss ratios;
 * stalled cycles over cycles).  Only ratios of two counter events: a rate
 * over a clock has an exact base.
 */
struct pms_plan_metric {
	int event;		/* the event whose line prints it (input index) */
	int base;		/* the count it divides by: the first event of the base's
				 * kind in the same exclude context (perf averages them
				 * when there are several) */
	char name[32];		/* perf's unit text: "insn per cycle", ... */
};

/*
 * pms_plan_metrics() - the metrics of @ev, in event order, up to @cap into
 * @out; *@n how many there are.
 * Return: PMS_OK or PMS_EINVAL.
 */
int pms_plan_metrics(const struct pms_evlist *ev, struct pms_plan_metric *out, int cap, int *n);

/*
 * The error to expect in a metric of a plan: each input's expected
 * half-width (pms_muxerr_expected() of its simulated share and enabled
 * time, as pms_plan_run_error() takes them), combined per schedule.  On one
 * schedule (the same braced group of the run, or all the time) the inputs'
 * rates are taken as unrelated: sqrt(h1^2 + h2^2), with no cancellation
 * credited.  Across schedules the errors add with the sign that widens:
 * the sum of each schedule's part.
 */
struct pms_plan_metric_error {
	double half_width;	/* percent of the metric; 0: exact; -1: perf prints none
				 * (an input not counted, or the two in different runs) */
	int n_schedules;	/* schedules its multiplexed inputs rotate on (0: none
				 * multiplexes; 1: kept together) */
	double input_hw[2];	/* each input's own (event, base), percent */
};

/*
 * pms_plan_metric_error() - metric @m (indexes into the plan's input list)
 * under plan @p.  Return: PMS_OK; PMS_ERANGE (an index out of the list).
 */
int pms_plan_metric_error(const struct pms_plan *p, const struct pms_plan_metric *m,
			  struct pms_plan_metric_error *out);

/*
 * The error to expect in a metric of any number of counts (a perf -M
 * metric): each input's expected half-width as above; inputs on one
 * schedule (one run, opened under one leader) combine as the root of the
 * sum of their squares, the schedules' parts add.  That is the error of a
 * metric whose inputs each move it by at most their own relative error
 * (ratios, products and sums of counts); a metric that subtracts counts
 * or compares them can amplify its inputs' errors, so there only "exact"
 * (no input multiplexes) is a bound.
 */
struct pms_plan_inputs_error {
	size_t sz;		/* sizeof(struct pms_plan_inputs_error) */
	double half_width;	/* percent of the metric; 0: exact; -1: perf prints none
				 * (an input not counted, or inputs in different runs) */
	bool bounded;		/* false: inputs multiplex and the metric is not
				 * @linear: @half_width is no bound on it */
	int n_schedules;	/* schedules its multiplexed inputs rotate on */
	double worst_input;	/* the largest input half-width, percent */
	int worst;		/* its position in @in; -1: none */
	int run;		/* the run counting every input; -1: none */
};

/*
 * pms_plan_inputs_error() - the error of a metric of the counts @in[0..n).
 * @as_written: NULL: @in are input indexes of plan @p, found in its runs.
 *   Otherwise @in index @as_written's events, one perf run of the list as
 *   written, and @p only gives the workload and confidence.
 * @linear: each input moves the metric by at most its own relative error.
 * @out: ->sz set by the caller (the size rule of pmusched.h: an older
 * caller's struct is filled as far as its sz goes).
 * Return: PMS_OK; PMS_ERANGE (an index out of the list); PMS_EINVAL;
 * PMS_ENOMEM.
 */
int pms_plan_inputs_error(const struct pms_plan *p, const struct pms_sim *as_written,
			  const int *in, int n, bool linear, struct pms_plan_inputs_error *out);

/*
 * A -M list planned for its metrics (plan -M ... --for-metrics): perf's own
 * list for the metrics as perf builds it, simulated in one run, and the
 * list the plan was made from (perf's for the same names one group per
 * metric, --metric-no-merge).  The lines map each list event to its parsed
 * event (pms_perf_lines_parsed_event()).  All borrowed.
 */
struct pms_mlist;
struct pms_perf_lines;
struct pms_plan_mlist {
	size_t sz;			/* sizeof(struct pms_plan_mlist) */
	const struct pms_mlist *perf;		/* perf's own list */
	const struct pms_perf_lines *perf_lines;
	const struct pms_sim *perf_sim;		/* it, simulated as one perf run */
	const struct pms_mlist *planned;	/* the list the plan was made from */
	const struct pms_perf_lines *planned_lines;
};

/* One metric of pms_plan_mlist.perf under perf's grouping and under the plan. */
struct pms_plan_mlist_metric {
	size_t sz;		/* sizeof(struct pms_plan_mlist_metric) */
	const char *name;	/* borrowed from the list */
	bool linear;		/* pms_mlist_metric_linear(): its inputs' errors bound it */
	bool perf_modelled;	/* false: an input of a PMU the model does not schedule */
	struct pms_plan_inputs_error perf;	/* under perf's own grouping, one run */
	bool planned_modelled;	/* as perf_modelled, in the planned list; false also when
				 * the planned list lacks the metric */
	struct pms_plan_inputs_error planned;	/* under the plan (indexes: the plan's) */
	int n_inputs;		/* the planned list's counter events its value reads */
	int inputs[32];		/* the first of them, plan input indexes */
};

/*
 * pms_plan_mlist_metric() - metric @j of @l->perf under @l->perf_sim and
 * under plan @p (made from @l->planned's events).  The j-th metric of a
 * name is matched with the planned list's j-th of that name.  A metric's
 * error counts only the events its value reads (pms_mlist_metric_reads());
 * software, tool and msr events never multiplex and add nothing.
 * @out: ->sz set by the caller, filled as far as it goes (pmusched.h's
 * rule).  Its embedded perf and planned are the library's size: a later
 * struct pms_plan_inputs_error would move the fields after them, so that
 * struct does not grow while it is embedded here.
 * Return: PMS_OK; PMS_ERANGE (@j); PMS_EINVAL; PMS_ENOMEM.
 */
int pms_plan_mlist_metric(const struct pms_plan *p, const struct pms_plan_mlist *l, int j,
			  struct pms_plan_mlist_metric *out);

/*
 * pms_plan_mlist_perf_exact() - true when @perf_sim (perf's own list for
 * the metrics, simulated) counts every event it opens all the time: that
 * list is then the plan, one run, and a list of one group per metric could
 * only add runs.  @perf_sim may be NULL (false).
 */
bool pms_plan_mlist_perf_exact(const struct pms_sim *perf_sim);

/*
 * pms_plan_metrics_regroup() - @ev with the inputs of each metric of
 * @m[0..n) braced in one group, so a plan keeps them on one schedule.  The
 * metrics that share an input join one group; an input already in a group,
 * pinned (:D), exclusive (:e) or not a counter event stays as written, and
 * its metric is not regrouped.  Groups are written at their first event;
 * the other events keep their order and groups.
 * @env: the sysfs events @ev was parsed with (NULL: the default).
 * @out: the new list (free with pms_evlist_free()); @pos[i] (n_ev entries,
 * optional) the new index of event i.
 * Return: PMS_OK; PMS_ENOEVENT (nothing to regroup: @out NULL); PMS_EINVAL;
 * PMS_ENOMEM; or the parser's error on the written text.
 */
int pms_plan_metrics_regroup(const struct pms_evlist *ev, const struct pms_env *env,
			     const struct pms_plan_metric *m, int n, struct pms_evlist **out,
			     int *pos, struct pms_diag *d);

/*
 * pms_plan_metrics_better() - should plan @a (its metrics' errors @ea)
 * replace plan @b (@eb), the same @n metrics?  @a must need no more runs
 * and leave no more events short in any run (every planned event counted
 * some of the time); its lowest share may be lower (the metrics come
 * first).  Then it is better when its worst metric half-width is lower by
 * more than PMS_PLAN_ERROR_MARGIN (relative), or, with worst ones within
 * that margin, its mean is.  A metric perf prints in @b but not in @a
 * (half_width -1) rules @a out.
 */
bool pms_plan_metrics_better(const struct pms_plan *a, const struct pms_plan_metric_error *ea,
			     const struct pms_plan *b, const struct pms_plan_metric_error *eb,
			     int n);

#ifdef __cplusplus
}
#endif
#endif
