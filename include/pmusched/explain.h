/*
 * Explaining a simulated schedule: why events are not counted all the
 * time, what the best any grouping can do, and which changes help, each
 * checked by simulation.  Also the schedule as a picture needs it: who
 * holds each counter in each interval, and the run folded by period.
 *
 * Results are data (enums, numbers, input event indexes, counter masks);
 * pms_why_text() and pms_cause_text() are the one table that turns the
 * reasons into words, for every printer.
 *
 * Objects are immutable once built; pointers they hand out are borrowed
 * and valid until they are freed.
 */
#ifndef PMUSCHED_EXPLAIN_H
#define PMUSCHED_EXPLAIN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "error.h"
#include "evlist.h"
#include "sim.h"
#include "plan.h"
#include "muxerr.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- reasons in words ---------------------------------------------------- */

enum pms_text_form {
	PMS_TEXT_NAME = 0,	/* a stable identifier for machines: "no-counter" */
	PMS_TEXT_SHORT,		/* a phrase: "its group did not fit when tried" */
	PMS_TEXT_LONG,		/* a sentence naming the kernel rule behind it */
};

/* Text of one bit of enum pms_why; NULL when @bit is not exactly one known bit. */
const char *pms_why_text(unsigned bit, enum pms_text_form form);

/* ---- the schedule as a picture ------------------------------------------------ */

enum pms_cell_kind {
	PMS_CELL_FREE = 0,	/* nothing counts on it */
	PMS_CELL_EVENT,		/* @event counts on it */
	PMS_CELL_PAIR,		/* the second counter of @event's pair (AMD large increment;
				 * arm64 chained: the even counter below) */
	PMS_CELL_WATCHDOG,	/* the NMI watchdog counts on it */
	PMS_CELL_SIBLING,	/* unusable: the HT sibling counts a corrupting event on it */
	PMS_CELL_SIBLING_SHARED,	/* free, but the HT sibling counts on it: closed to
					 * this thread's corrupting events */
	PMS_CELL_SOFTWARE,	/* a software (or ibs_op) event's own row: @event counts */
	PMS_CELL_LIMITED,	/* free, but this thread already uses all the counters the
				 * HT-erratum limit allows (gpmax) */
	PMS_CELL_ABSENT,	/* hybrids: the core PMU of the CPU shown (pms_interval.pmu)
				 * has no such counter */
};

struct pms_cell {
	enum pms_cell_kind kind;
	int event;		/* input event index, or -1 */
	bool sibling;		/* the HT sibling also counts on this counter index */
};

/*
 * A stretch of the recorded intervals: intervals [first, first + n)
 * happen @repeat times in a row (repeat 1: once).  Consecutive segments
 * cover the run.
 */
struct pms_segment {
	unsigned first, n, repeat;
};

struct pms_schedule;

/*
 * pms_schedule_new() - the schedule of @s (a simulation of @ev) as rows and
 * folded columns.  Rows: every fixed and GP counter of the thread (on a
 * hybrid platform, of any of its core PMUs), the metric counters in use,
 * then one row per event that takes no core counter (software, and AMD
 * precise events on the ibs_op PMU).  Columns:
 * the recorded intervals, folded where a stretch repeats (a prefix, a
 * period with its repeat count, a tail, for a busy task).
 * @ev, @s: borrowed; they must outlive the result.
 * Return: PMS_OK, PMS_EINVAL, PMS_ENOMEM.
 */
int pms_schedule_new(const struct pms_evlist *ev, const struct pms_sim *s,
		     struct pms_schedule **out, struct pms_diag *d);
void pms_schedule_free(struct pms_schedule *sc);	/* NULL is a no-op */

int pms_schedule_n_rows(const struct pms_schedule *sc);
/* Row @r: a counter bit (>= 0), or -1 - e for event e's own row (no core counter). */
int pms_schedule_row(const struct pms_schedule *sc, int r);
unsigned pms_schedule_n_segments(const struct pms_schedule *sc);
/* Return: PMS_OK or PMS_ERANGE. */
int pms_schedule_segment(const struct pms_schedule *sc, unsigned i, struct pms_segment *out);
/*
 * Who holds each row in recorded interval @k: @cells[0..n_rows).
 * Return: PMS_OK or PMS_ERANGE.
 */
int pms_schedule_column(const struct pms_schedule *sc, unsigned k, struct pms_cell *cells);

/* ---- the explanation -------------------------------------------------------------- */

enum pms_explain_flags {
	PMS_EXPLAIN_NO_FIXES = 1u << 0,	/* the analysis only: simulate no change */
};

struct pms_explain_opts {
	size_t sz;		/* sizeof(struct pms_explain_opts) */
	unsigned flags;		/* enum pms_explain_flags */
	const struct pms_muxerr_workload *workload;	/* the rate variability the expected
							 * errors assume (copied); NULL: default */
	double confidence;	/* of the expected errors; 0: 0.9 */
};
#define PMS_EXPLAIN_OPTS_INIT { .sz = sizeof(struct pms_explain_opts), .flags = 0, \
				.workload = NULL, .confidence = 0 }

struct pms_explain;

/*
 * pms_explain_new() - explain the schedule of @ev under @o.
 * @s: the simulation of @ev under @o to explain (borrowed), or NULL to
 *     simulate it here.
 * @xo: NULL for PMS_EXPLAIN_OPTS_INIT.
 * Work is bounded: holders are counted over at most PMS_EXPLAIN_SCAN
 * intervals, and each candidate change is simulated over at most
 * PMS_EXPLAIN_CHECK_INTERVALS intervals and PMS_EXPLAIN_CHECK_CELLS
 * interval x event cells (a busy task's shares settle long before);
 * before and after are then compared over the same shortened run.
 * Return: PMS_OK, PMS_EINVAL, PMS_ENOMEM, or an error of pms_simulate().
 */
#define PMS_EXPLAIN_SCAN 4096u
#define PMS_EXPLAIN_CHECK_INTERVALS 2000u
#define PMS_EXPLAIN_CHECK_CELLS 2000000u
int pms_explain_new(const struct pms_evlist *ev, const struct pms_sim_opts *o,
		    const struct pms_sim *s, const struct pms_explain_opts *xo,
		    struct pms_explain **out, struct pms_diag *d);
void pms_explain_free(struct pms_explain *x);	/* NULL is a no-op */
const struct pms_sim *pms_explain_sim(const struct pms_explain *x);

enum pms_ctr_kind { PMS_CTR_GP = 0, PMS_CTR_FIXED, PMS_CTR_METRIC, PMS_CTR_N_KINDS };

/* One kind of counter on this thread, against what the flexible events need. */
struct pms_explain_counters {
	uint64_t counters;	/* this thread's counters of the kind */
	uint64_t watchdog;	/* held by the NMI watchdog all the time, or (watchdog_moves)
				 * the counters it moves among, holding one at a time */
	bool watchdog_moves;	/* a full re-solve moves it (AMD: no fixed counter) */
	uint64_t pinned;	/* held by pinned groups all the time */
	uint64_t sibling;	/* taken by the HT sibling's corrupting events */
	int n_free;		/* counters left for flexible events */
	int n_need;		/* counters the flexible hardware events need of this kind:
				 * those with no free counter of another kind (a pair takes 2) */
	int n_events;		/* flexible hardware events that may use this kind */
	int gpmax;		/* GP: the most this thread may use at once while the HT
				 * erratum limit is on (a corrupting event on the core); 0: none */
	int limiter;		/* GP with gpmax: a corrupting event of the list, or -1 */
};
void pms_explain_counters(const struct pms_explain *x, enum pms_ctr_kind kind,
			  struct pms_explain_counters *out);


/* The best share any grouping of the list can reach, and today's. */
struct pms_explain_best {
	uint64_t counters;	/* the counter set that limits most */
	int n_need;		/* counters its flexible events need (a pair takes 2) */
	int n_free;		/* its counters not held all the time */
	int n_limited;		/* of those, usable while the HT-erratum limit is on */
	double bound;		/* no grouping gives every event more (percent) */
	double today;		/* the lowest share today (percent), flexible events */
	int today_event;	/* its index, -1: every event is counted all the time */
	double plan;		/* pmusched plan's simulated lowest share, -1 not planned */
	int plan_slots;		/* its rotation slots */
	int runs;		/* runs that count every event all the time, 0 not planned */
	bool runs_proven;	/* no split has fewer */
	int runs_left_out;	/* events in no run: they can never be counted */
	double today_error;	/* expected error of today_event's scaled count (see
				 * pms_explain_event.expected_error); -1 none */
	double plan_error;	/* the worst of plan's one run (pms_plan_run_error());
				 * -1 not planned */
};
void pms_explain_best(const struct pms_explain *x, struct pms_explain_best *out);

/*
 * Hybrid platforms.  Each core type's CPU runs only its own PMU's events
 * (event_filter_match(), kernel/events/core.c 6.12), so an explanation
 * takes one pass per core PMU: that PMU's events against its counters,
 * watchdog and pins, over the intervals the task spends on its type.
 * pms_explain_counters() and pms_explain_best() then give PMU 0's
 * counters and, for the best, the PMU with the lowest bound and the
 * lowest share today; these give each PMU's (index as pms_model_pmu()).
 * Shares an explanation computes (the best, today's, the fixes', an
 * event's type_share and share_after) are of the task's time on each
 * event's core type, which no change of the list alters: an event
 * counted whenever the task was on its type is at 100 there.  Off hybrids
 * there is one PMU and these equal the shares perf prints.
 */
int pms_explain_n_pmus(const struct pms_explain *x);	/* 1 off hybrids */
/* Return: PMS_OK or PMS_ERANGE (then @out is zeroed). */
int pms_explain_counters_pmu(const struct pms_explain *x, int pmu, enum pms_ctr_kind kind,
			     struct pms_explain_counters *out);
int pms_explain_best_pmu(const struct pms_explain *x, int pmu, struct pms_explain_best *out);

/* A kernel rule that keeps events off the counters, as it applies here. */
enum pms_xrule {
	PMS_XR_WATCHDOG = 0,	/* the NMI watchdog holds @counters these events could use */
	PMS_XR_PINNED,		/* the pinned group led by @event holds @counters */
	PMS_XR_HT_LIMIT,	/* HT erratum: while a corrupting event (@event; @n_events in
				 * the list) is on the core, a thread uses at most gpmax GP */
	PMS_XR_HT_LIMIT_EARLY,	/* 4.1-rc1..rc6: half the GP counters over fixed + GP always */
	PMS_XR_SIBLING,		/* the HT sibling's events take @counters from every event
				 * (@value 0) or from corrupting ones (@value 1) */
	PMS_XR_TFA,		/* allow_tsx_force_abort=0 takes GP3 from every event */
	PMS_XR_FIRST_FAILURE,	/* a flexible pass stops at the first group that fails:
				 * @n_events events were skipped in some passes */
	PMS_XR_BLOCKER,		/* the group led by @event (and @n_events - 1 more) never
				 * fits, and every pass it heads stops there */
	PMS_XR_STALL,		/* 4.17-5.4-rc2: nothing active, nothing rotates */
	PMS_XR_SHORT_RUNS,	/* task stretches shorter than the mux interval: no rotation */
	PMS_XR_PAIR,		/* @n_events events take a pair of counters each (AMD) */
	PMS_XR_PINNED_ERROR,	/* the pinned group led by @event (and @n_events - 1 more)
				 * is in ERROR (@value 1: never tried, the pinned pass had
				 * stopped, 5.7+) */
	PMS_XR_OPEN,		/* @n_events events are refused at open (<not supported>) */
	PMS_XR_EXCLUSIVE,	/* the exclusive (:e) group led by @event runs alone */
	PMS_XR_EXTRA_REG,	/* extra register @value (enum pms_xreg) holds one value at a
				 * time: @n_events events needed it while it held another,
				 * held first by @event (-2: the HT sibling thread; -1:
				 * they hold it in turn, or not known) */
};

struct pms_explain_rule {
	enum pms_xrule kind;
	int event;		/* the event it is about, or -1 */
	int n_events;		/* events it concerns */
	uint64_t counters;	/* counters it concerns */
	int value;		/* PMS_XR_HT_LIMIT*: gpmax; PMS_XR_SIBLING: see there */
	int pmu;		/* the core PMU it applies on (hybrids; 0 otherwise) */
};
int pms_explain_n_rules(const struct pms_explain *x);
/* Return: PMS_OK or PMS_ERANGE. */
int pms_explain_rule(const struct pms_explain *x, int i, struct pms_explain_rule *out);

/* Why events are short, one cause per event; events sharing one are a block. */
enum pms_cause {
	PMS_CAUSE_OPEN = 0,	/* never opens (@why names the refusal) */
	PMS_CAUSE_GROUP_READ,	/* a member of its group never opens: the group read fails */
	PMS_CAUSE_PINNED_ERROR,	/* pinned, and its group could not go on: ERROR */
	PMS_CAUSE_WATCHDOG,	/* every counter it may use is the NMI watchdog's */
	PMS_CAUSE_PINNED,	/* every counter it may use is held by pinned @subject */
	PMS_CAUSE_SIBLING,	/* the HT sibling takes its counters: all (@counters 0), or
				 * all but @counters, through which it rotates */
	PMS_CAUSE_BLOCKED,	/* @subject's group never fits and stops the passes it heads */
	PMS_CAUSE_SKIPPED,	/* a counter it may use was free whenever it waited, but the
				 * pass had stopped at an earlier group that failed */
	PMS_CAUSE_STALL,	/* never got a turn: rotation stalls (4.17-5.4-rc2) */
	PMS_CAUSE_SHORT_RUNS,	/* never got a turn: the task never ran a whole interval */
	PMS_CAUSE_HT_LIMIT,	/* competes for GP counters the HT erratum halves (@subject) */
	PMS_CAUSE_COUNTERS,	/* more events than free counters: they rotate */
	PMS_CAUSE_EXCLUSIVE,	/* an exclusive (:e) group runs alone, or waits for a pass
				 * where nothing else is on */
	PMS_CAUSE_PRECISE,	/* precise (:p) and counting: perf stat's events do not
				 * sample, so the open check refuses them; sampling (perf
				 * record) would open them (@reason: the check) */
	PMS_CAUSE_EXTRA_REG,	/* an extra register it needs (@xreg) was held with another
				 * value by @subject (-2: the HT sibling thread) */
	PMS_CAUSE_CORE_SHARE,	/* hybrids: counted whenever the task was on its core type
				 * (@pmu): its share is the task's time there */
	PMS_CAUSE_OTHER_CORE,	/* hybrids: the task never ran on its core type (@pmu) */
	PMS_CAUSE_MIXED_PMUS,	/* hybrids: its group holds two core PMUs' events and runs on
				 * no core type (5.13-6.1; refused at open: PMS_CAUSE_OPEN) */
	PMS_CAUSE_FILTERED,	/* arm64 4.19-6.1: a CHAIN member's filter_match keeps its
				 * group off the PMU for good (@reason) */
	PMS_CAUSE_N
};
/* Text of a cause; NULL for an unknown one. */
const char *pms_cause_text(enum pms_cause c, enum pms_text_form form);

struct pms_explain_cause {
	enum pms_cause kind;
	int subject;		/* the event it is about, or -1; for an extra register
				 * (PMS_CAUSE_EXTRA_REG, or PMS_CAUSE_OPEN with
				 * PMS_WHY_EXTRA_REG) its holder: an event, -2 the HT
				 * sibling thread, -1 none alone (the events hold it in
				 * turn, or not known) */
	unsigned why;		/* PMS_CAUSE_OPEN: the pms_why bit */
	uint64_t counters;	/* counters the events compete for (union of free masks) */
	const int *events;	/* input indexes (borrowed) */
	int n_events;
	const char *reason;	/* PMS_WHY_OPEN_CHECK (PMS_CAUSE_OPEN, PMS_CAUSE_PRECISE),
				 * PMS_CAUSE_FILTERED:
				 * the kernel check that refuses them (static text, as
				 * pms_ev_result.reason), else NULL */
	int xreg;		/* the extra register (enum pms_xreg), else -1 */
	int pmu;		/* the core PMU of its events (hybrids; 0 otherwise) */
};
int pms_explain_n_causes(const struct pms_explain *x);
/* Return: PMS_OK or PMS_ERANGE. */
int pms_explain_cause(const struct pms_explain *x, int i, struct pms_explain_cause *out);

/* Who held an event's counters while it waited. */
struct pms_holder {
	int event;		/* input index; -1 the NMI watchdog */
	unsigned n;		/* waiting intervals in which it held one */
};

/* One event that is not counted all the time. */
struct pms_explain_event {
	int event;		/* input index */
	double share;		/* as perf prints it (percent; 0 not counted) */
	double type_share;	/* of the task's time on its core type (= share off hybrids) */
	int cause;		/* index of its cause block */
	uint64_t mask;		/* counters it may use (0: not a hardware event) */
	unsigned n_waiting;	/* scanned intervals with the task on and it off */
	unsigned n_scanned;	/* intervals scanned */
	const struct pms_holder *holders;	/* most frequent first (borrowed) */
	int n_holders;
	int n_other_holders;	/* further holders not listed */
	uint64_t sibling;	/* counters of its mask the HT sibling takes */
	int fix;		/* the fix that raises it most, -1 none */
	double share_after;	/* its type_share with that fix (percent) */
	double expected_error;	/* how far its scaled count may be off: the half-width,
				 * percent of the count, of pms_muxerr_expected() for
				 * type_share of its enabled time (on hybrids, the part on
				 * its core type) under the options' workload and
				 * confidence; -1 not counted (no estimate at all) */
};
int pms_explain_n_events(const struct pms_explain *x);
/* Return: PMS_OK or PMS_ERANGE. */
int pms_explain_event(const struct pms_explain *x, int i, struct pms_explain_event *out);

enum pms_fix_kind {
	PMS_FIX_RUNS = 0,	/* count in @n_runs runs (pmusched plan --no-multiplex) */
	PMS_FIX_REGROUP,	/* pmusched plan's rewriting of the list */
	PMS_FIX_SECOND_RUN,	/* move @subject to a second run */
	PMS_FIX_DROP,		/* leave @subject out */
	PMS_FIX_PIN,		/* pin @subject's group (:D) */
	PMS_FIX_UNPIN,		/* drop the :D of @subject's group */
	PMS_FIX_FRONT,		/* put @subject's group first */
	PMS_FIX_LAST,		/* move @subject's group to the end */
	PMS_FIX_SPLIT,		/* split @subject's group into single events */
	PMS_FIX_WATCHDOG_OFF,	/* echo 0 > /proc/sys/kernel/nmi_watchdog */
	PMS_FIX_TFA,		/* echo 1 > /sys/devices/cpu/allow_tsx_force_abort */
	PMS_FIX_NO_SIBLING,	/* keep the sibling thread's events off the counters */
	PMS_FIX_KERNEL,		/* run kernel @kver */
	PMS_FIX_HT_OFF,		/* disable SMT */
	PMS_FIX_N
};
const char *pms_fix_text(enum pms_fix_kind k, enum pms_text_form form);

struct pms_explain_fix {
	enum pms_fix_kind kind;
	const int *subject;	/* input events it is about (borrowed) */
	int n_subject;
	uint32_t kver;		/* PMS_FIX_KERNEL */
	int n_runs;		/* perf runs it takes */
	const char *const *lists;	/* each run's -e text; NULL: the list is unchanged */
	double low_before;	/* lowest share today (percent) */
	double low_after;	/* lowest share of the events it still counts */
	int low_event_after;	/* that event, -1 none */
	int n_full_before, n_full_after;	/* events counted all the time */
	int n_nc_before, n_nc_after;		/* events not counted */
	int n_worse;		/* events that lose more than half a point */
	const double *after;	/* per input event: its share after (percent); -1 left out */
	bool shortened;		/* compared over a shortened run */
};
/* Fixes that help, best first (fewest events not counted, then the highest
 * lowest share, then the most events counted all the time, then the
 * cheapest change). */
int pms_explain_n_fixes(const struct pms_explain *x);
/* Return: PMS_OK or PMS_ERANGE. */
int pms_explain_fix(const struct pms_explain *x, int i, struct pms_explain_fix *out);

/*
 * pms_explain_watchdog_matters() - perf prints "Try disabling the NMI
 * watchdog" whenever an event is not counted and the watchdog is on.  This
 * simulates @ev under @o without the watchdog and counts the events not
 * counted in @s that are then counted (*@n_helped; 0: the hint does not
 * help here).
 * Return: PMS_OK or an error of pms_simulate().
 */
int pms_explain_watchdog_matters(const struct pms_evlist *ev, const struct pms_sim_opts *o,
				 const struct pms_sim *s, int *n_helped, struct pms_diag *d);

/*
 * The sentences of an explanation, as 'pmusched explain' prints them: rule
 * @r, cause @c, fix @fx of @x in words, naming events as perf stat does
 * (perf's uniquified names on hybrids).  At most @n bytes with the NUL;
 * "" for a NULL argument.  They keep no state: any thread.
 */
void pms_explain_rule_text(const struct pms_explain *x, const struct pms_explain_rule *r,
			   char *buf, size_t n);
void pms_explain_cause_text(const struct pms_explain *x, const struct pms_explain_cause *c,
			    char *buf, size_t n);
void pms_explain_fix_text(const struct pms_explain *x, const struct pms_explain_fix *fx,
			  char *buf, size_t n);
/* The name of a rule kind ("watchdog", "pinned", ...; "?" out of range). */
const char *pms_explain_rule_name(enum pms_xrule k);

#ifdef __cplusplus
}
#endif
#endif
