/*
 * The query API: one object carries the conditions of a question (the CPU
 * model, the kernel, the perf version, SMT, the NMI watchdog, the
 * workload, or a probed host profile), and one call gives each answer:
 * pms_query_predict(), pms_query_plan(), pms_query_explain().  An answer is data: accessors for
 * its figures, the library objects behind it, and one JSON serialisation
 * the library owns (pms_answer_json(), schema PMS_JSON_SCHEMA, documented
 * in docs/schema/).  The CLI's --json outputs are written by the same
 * code, so the same question gives the same document either way.
 *
 *     struct pms_query *q;
 *     struct pms_answer *a;
 *     pms_query_new(&q, NULL);
 *     pms_query_set(q, "cpu", "skl", &d);
 *     pms_query_set(q, "kernel", "6.12", &d);
 *     if (pms_query_predict(q, "cycles,instructions", &a, &d) == PMS_OK)
 *             puts(pms_answer_json(a));
 *
 * NULL-safety: the *_free() calls take NULL; every other call returns
 * PMS_EINVAL (or 0, NULL) for a NULL object and never dereferences it.
 * Thread safety: a query is read, never changed, by the answer calls, so
 * several threads may ask one query at once once it is set up; setting
 * it (pms_query_set*) needs the caller's exclusion.  An answer belongs to
 * one thread at a time (pms_answer_json() fills a cache).  The library
 * keeps no other state a query changes.
 */
#ifndef PMUSCHED_QUERY_H
#define PMUSCHED_QUERY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include "error.h"
#include "json.h"
#include "model.h"
#include "sim.h"
#include "evlist.h"
#include "perf_lists.h"
#include "pmu_events.h"

#ifdef __cplusplus
extern "C" {
#endif

struct pms_query;
struct pms_answer;
struct pms_evlist;
struct pms_plan;
struct pms_host;
struct pms_explain;

/* A new query with the defaults: no CPU (set "cpu" or a host), the newest
 * kernel modelled, perf of the kernel's version, HT on, the NMI watchdog
 * on (off on arm64), a task busy for 1 s.  PMS_OK or PMS_ENOMEM. */
#define PMS_QUERY_MAX_TIMES 64	/* enable-offsets, disable-offsets, missed-expiry,
				 * late-expiry: each */
int pms_query_new(struct pms_query **out, struct pms_diag *d);
void pms_query_free(struct pms_query *q);	/* NULL is a no-op */

/*
 * pms_query_set() - one condition by name, with the CLI's option names
 * and value syntax:
 *   cpu        a model name ('pmusched list')
 *   host       a host the query probes and owns: "this" (or "/") the
 *              machine it runs on, an absolute path a tree laid out as /
 *              (sys/, proc/, var/log/dmesg), "" none; as
 *              pms_query_set_host_generic(): the host's model (NULL for a
 *              CPU not modelled: then only pms_query_events()' generic
 *              events), conditions, perf version and sysfs
 *   host-profile  a saved profile's text (`pmusched doctor --json`), the
 *              same way; "" none
 *   host-cpuid  VENDOR:FAMILY:MODEL[...] (pms_host_cpuid_parse()) in
 *              place of CPUID, and host-perf  what `perf --version`
 *              printed (the library runs no program): for the probe, so
 *              set them before "host" (a host probed so is probed again)
 *   kernel     X.Y[-rcN]          perf-version  X.Y (default: the kernel's)
 *   ht, nmi-watchdog, tsx, all-cpus, record      on|off
 *   allow-tsx-force-abort        0|1
 *   workload   busy|sleep|PHASES (run:5ms,sleep:1s,...)
 *   duration, mux-interval       a time (10ms, 1s; bare number: ms)
 *   metrics    perf stat -M's list    detailed  0..3 (-d, -dd, -ddd)
 *   topdown    on|off (perf stat --topdown)    td-level  0..9 (--td-level)
 *   metric-no-group, metric-no-merge, metric-no-threshold   on|off
 *   output     text|csv|json: the perf stat output read (-x SEP, -j); at
 *              perf 7.2+ csv builds -M with metric-no-threshold (cmd_stat()),
 *              and csv/json without interval-print are refused before 7.2
 *              and for --metric-only (topdown) lists (PMS_STEP_CONDITIONS),
 *              except by pms_query_events() (it prints no line)
 *   interval-print  on|off: perf stat -I's interval lines are read
 *   timer-phase  a time: the mux timer's grid after the task's start
 *   enable-offsets, disable-offsets  times, one per group of the list
 *              (0,7us,18us): perf's enable and disable ioctls, one leader
 *              at a time (pms_sim_opts.enable_ns, disable_ns)
 *   missed-expiry  times: mux timer expiries handled one interval late
 *              (pms_sim_opts.missed_ns); at most PMS_QUERY_MAX_TIMES each
 *   late-expiry  DUE+DELAY,...: mux timer expiries handled DELAY late, off
 *              the grid (pms_sim_opts.late_ns, late_by_ns; 8ms+1.5ms)
 *   period, freq   perf record -c N / -F N (1..100000); either sets record
 *   sibling    events pinned on the HT sibling thread ("": none)
 *   cputype    perf stat --cputype ("": none)   hybrid-merge  on|off
 *   core-share   hybrids: cpu_core=70,cpu_atom=30
 *   counters   arm64 PMUv3: PMCR_EL0.N, 1..31    pmuv3p5  on|off
 *   arm-events   arm64 PMUv3: the common events the PMU has (a listing of
 *              its sysfs events/, or pmceid0=0x.. pmceid1=0x..)
 *   variability  CV[@WINDOW] (0.5, 50%@4ms)    confidence  0.9 or 90%
 *              (the expected errors of explain and plan)
 * A kernel or perf later than the newest modelled is accepted with the
 * newest's rules; the note saying so goes to the log hook (pms_set_log(),
 * PMS_LOG_WARN).
 * Return: PMS_OK; PMS_EINVAL for an unknown @key (@d->msg names it);
 * PMS_ESYNTAX, PMS_ERANGE, PMS_ENOMODEL for a bad @value, @d->pos and
 * @d->len marking the offending bytes of @value.
 */
int pms_query_set(struct pms_query *q, const char *key, const char *value,
		  struct pms_diag *d);
/* A model found otherwise (pms_model_at(), pms_model_host()); must not be NULL. */
int pms_query_set_model(struct pms_query *q, const struct pms_model *m);
/*
 * A probed host profile (pms_host_probe() or a saved profile): its model,
 * its conditions (pms_host_env()), its perf version and its sysfs for the
 * lists perf builds.  @h is borrowed and must outlive the query.
 */
int pms_query_set_host(struct pms_query *q, const struct pms_host *h, struct pms_diag *d);
/*
 * pms_query_set_host_generic() - as pms_query_set_host(), and a host whose
 * CPU is not known (@h->model NULL) is taken too: the query then has no
 * model and answers only the events perf opens (pms_query_events()): perf's
 * generic events (software, the generic hardware and cache names, raw
 * rNNN, tracepoints), and perf stat's default set as the host's sysfs
 * builds it.  The other answers, and metrics, detailed or topdown, fail
 * with PMS_STEP_CONDITIONS (the host's reason, @h->model_msg, where it has
 * one).  pms_query_events() on a query with neither a model nor a host
 * answers an -e list of generic events the same way.
 * Return: PMS_OK; PMS_EINVAL for NULL.
 */
int pms_query_set_host_generic(struct pms_query *q, const struct pms_host *h,
			       struct pms_diag *d);

enum pms_answer_kind {
	PMS_ANSWER_PREDICT,	/* what perf stat prints, the schedule behind it */
	PMS_ANSWER_PLAN,	/* groupings and runs that count every event */
	PMS_ANSWER_EXPLAIN,	/* why events are short, the best reachable, the fixes */
	PMS_ANSWER_EVENTS,	/* the events perf opens: the list perf builds, parsed,
				 * nothing simulated (pms_answer_evlist(), pms_evlist_attr()) */
	PMS_ANSWER_REPLAY,	/* a recorded perf stat run read back, with the error
				 * bound of every count (pms_query_replay()) */
};

/*
 * pms_query_predict() - simulate @events (a perf -e list; NULL: perf
 * stat's default set, or the lists "metrics", "detailed", "topdown" ask
 * for, after the -e events) under the query's conditions.
 * @out: on PMS_OK a new answer; free with pms_answer_free().
 * Return: PMS_OK; PMS_EINVAL (no CPU set); a parse error of the list with
 * @d->pos and @d->len in @events (the one-line message names the token);
 * PMS_ENOEVENT, PMS_ENOTSUP, PMS_ELIMIT, PMS_ENOMEM.
 */
int pms_query_predict(const struct pms_query *q, const char *events, struct pms_answer **out,
		      struct pms_diag *d);
/*
 * pms_query_plan() - the fewest rotation slots in one run (@n_runs 0), or
 * the event lists of runs free of multiplexing (@n_runs -1: as many as
 * needed; N > 0: N runs), each run simulated (pms_plan_new()).
 */
int pms_query_plan(const struct pms_query *q, const char *events, int n_runs,
		   struct pms_answer **out, struct pms_diag *d);

/*
 * pms_query_explain() - simulate @events as pms_query_predict() does and
 * explain the schedule (pms_explain_new(), its default error model: 50%
 * variability over 4 ms windows, confidence 0.9): the rules in force, the
 * causes, the best share any grouping reaches, the fixes, each checked by
 * simulation.  The answer's events and runs are the prediction's.
 */
int pms_query_explain(const struct pms_query *q, const char *events, struct pms_answer **out,
		      struct pms_diag *d);

/*
 * pms_query_set_opts() - the simulation's conditions as a caller chose them
 * (env through pms_env_choose(), perf version, duration, mux interval,
 * timer phase, -a, record, core share, hybrid merge), used as given: the
 * keys kernel, ht, nmi-watchdog, allow-tsx-force-abort, tsx, counters,
 * pmuv3p5 and arm-events no longer apply.  @o's phases and sibling are
 * not taken (keys "workload" and "sibling").  With a host, a perf version
 * or mux interval left 0 is still the host's.  Must not be NULL.
 * Return: PMS_OK; PMS_EINVAL for NULL, or an @o or @o->env whose sz
 * breaks the size rule (pmusched.h).
 */
int pms_query_set_opts(struct pms_query *q, const struct pms_sim_opts *o);
/*
 * pms_query_set_error_model() - the rate variability @w (NULL: the default,
 * 50% over 4 ms) and @confidence (0: 0.9) the expected errors of an
 * explanation or a plan assume; the keys "variability" and "confidence"
 * set the same.  Return: PMS_OK, PMS_EINVAL.
 */
struct pms_muxerr_workload;
int pms_query_set_error_model(struct pms_query *q, const struct pms_muxerr_workload *w,
			      double confidence);

/* The step of an answer's trip an error came from (pms_query_ask()). */
enum pms_query_step {
	PMS_STEP_NONE,		/* no error */
	PMS_STEP_CONDITIONS,	/* the query itself (no CPU, keys that do not fit it,
				 * an "output" not modelled for the list) */
	PMS_STEP_WORKLOAD,	/* @d->pos in the "workload" value */
	PMS_STEP_LIST,		/* the list perf builds: @d->pos in the "metrics" value */
	PMS_STEP_EVENTS,	/* @d->pos in the list parsed (pms_answer_list()) */
	PMS_STEP_SIBLING,	/* @d->pos in the "sibling" value */
	PMS_STEP_SIMULATE,
	PMS_STEP_PLAN,
	PMS_STEP_EXPLAIN,
};

enum pms_ask_flags {
	/* on an error after the trip began, *@out is the answer as far as it
	 * got (its list, the warnings of perf's list, the events parsed, ...)
	 * for the caller to report from; the accessors give NULL or 0 for
	 * what it lacks.  Free it with pms_answer_free(). */
	PMS_ASK_PARTIAL = 1u << 0,
	/* PMS_ANSWER_PLAN planned for the metrics of the list perf builds
	 * (pmusched plan --for-metrics) when that list is one of metrics: "metrics"
	 * or "topdown" asked, or "detailed" where perf's -d adds metric groups
	 * (perf 6.19+, builtin-stat.c add_default_events()).  perf's own list is
	 * predicted (pms_answer_plan_mlist()->perf_sim); when it counts every
	 * event all the time it is the plan (pms_plan_mlist_perf_exact()), else
	 * the plan is made from the list perf builds for the same metrics by
	 * name, one group per metric (metric-no-merge; the -e events kept in
	 * front), and that prediction is pms_answer_perf_grouping()'s.  Either
	 * way n_runs 0 plans as -1 (runs free of multiplexing).  A list of
	 * another kind is planned as without the flag (pms_answer_plan_mlist()
	 * NULL).  An error after perf's own list: PMS_STEP_PLAN.
	 * Any other list (-e, perf's default set, -d before perf 6.19) is
	 * planned for its two-count metrics (pms_plan_metrics(): insn per
	 * cycle, the miss ratios): planned as asked, then with each metric's
	 * inputs grouped (pms_plan_metrics_regroup()), and the grouped plan is
	 * the answer's when pms_plan_metrics_better() says so
	 * (pms_answer_plan_metrics()). */
	PMS_ASK_FOR_METRICS = 1u << 1,
};

struct pms_query_ask {
	size_t sz;			/* sizeof(struct pms_query_ask) */
	enum pms_answer_kind kind;
	const char *events;		/* a perf -e list, or NULL (as pms_query_predict()) */
	int n_runs;			/* PMS_ANSWER_PLAN: as pms_query_plan() */
	unsigned plan_flags;		/* PMS_ANSWER_PLAN: enum pms_plan_flags */
	unsigned flags;			/* enum pms_ask_flags */
	enum pms_query_step failed;	/* out: the step of an error, PMS_STEP_NONE */
	const char *same_run;		/* PMS_ANSWER_PLAN: pms_plan_opts.same_run, or NULL */
};

/*
 * pms_query_events() - the events perf would open for @events (NULL: perf
 * stat's default set, or the lists "metrics", "detailed", "topdown" ask
 * for, after the -e events), parsed as the query's perf version parses
 * them; nothing is simulated.  The answer has the list (pms_answer_evlist(),
 * pms_answer_mlist(), pms_answer_list()) and pms_answer_event() with the
 * times and counters 0; its JSON document is the events document
 * (pms_json_write_events(), docs/schema/events.md) that 'pmusched events
 * --json' writes for the same list, and each event's row is
 * pms_event_row().
 */
int pms_query_events(const struct pms_query *q, const char *events, struct pms_answer **out,
		     struct pms_diag *d);

/*
 * pms_query_replay() - the replay answer: @text (@len bytes, NUL not
 * needed) is what perf stat printed, with or without -I, in any format
 * pms_capture_parse() reads (replay.h); each series gets its error bound
 * over the whole run (pms_muxerr_new(), muxerr.h) under the query's
 * "confidence" and "mux-interval", or the options pms_query_set_muxerr_opts()
 * set.  The answer has the capture (pms_answer_capture()), the bounds
 * (pms_answer_muxerr(): pms_muxerr_total(), pms_muxerr_at() per interval)
 * and its JSON document (docs/schema/replay.md).  Return: PMS_OK;
 * pms_capture_parse()'s errors (@d->pos the offending byte);
 * pms_muxerr_new()'s.
 * pms_query_replay_capture() - the same for a capture read elsewhere (a
 * stream, pms_capture_reader_*()); @cap is borrowed and must outlive the
 * answer.
 * pms_query_set_muxerr_opts() - the bounds' options (the size rule of
 * pmusched.h), used instead of the query's confidence and rotation.
 */
struct pms_capture;
struct pms_muxerr;
struct pms_muxerr_opts;
int pms_query_replay(const struct pms_query *q, const char *text, size_t len,
		     struct pms_answer **out, struct pms_diag *d);
int pms_query_replay_capture(const struct pms_query *q, const struct pms_capture *cap,
			     struct pms_answer **out, struct pms_diag *d);
int pms_query_set_muxerr_opts(struct pms_query *q, const struct pms_muxerr_opts *o,
			      struct pms_diag *d);
const struct pms_capture *pms_answer_capture(const struct pms_answer *a);
const struct pms_muxerr *pms_answer_muxerr(const struct pms_answer *a);
/*
 * pms_json_write_replay() - the replay document ("command":"replay") of
 * capture @c with bounds @m at @confidence, one line on @f
 * (docs/schema/replay.md).  Return: PMS_OK, PMS_EINVAL, PMS_ESYS.
 */
int pms_json_write_replay(FILE *f, const struct pms_capture *c, const struct pms_muxerr *m,
			  double confidence, struct pms_diag *d);

/*
 * pms_query_ask() - any answer in one call: pms_query_predict(),
 * pms_query_plan(), pms_query_explain() and pms_query_events() are this
 * call with @ask's kind.  The steps: the conditions, the workload, the list perf builds,
 * the list parsed as the perf that reads it, the sibling's events, the
 * simulation, then the plan or the explanation.  Return: as those calls;
 * on an error @ask->failed names the step.
 */
int pms_query_ask(const struct pms_query *q, struct pms_query_ask *ask, struct pms_answer **out,
		  struct pms_diag *d);

void pms_answer_free(struct pms_answer *a);	/* NULL is a no-op */
enum pms_answer_kind pms_answer_kind(const struct pms_answer *a);	/* must not be NULL */
/*
 * The answer as one JSON document (one line, no newline): the document the
 * CLI's 'pmusched predict --json' / 'plan --json' / 'explain --json' /
 * 'events --json' writes for the same question (plan and explain: without the CLI's
 * "expected_error_model" and "notes" members).  Owned by @a, valid until pms_answer_free(); NULL when out of
 * memory.
 */
const char *pms_answer_json(struct pms_answer *a);

/* The objects behind the answer (borrowed from @a), for every accessor
 * of evlist.h, sim.h, plan.h; NULL where the answer has none. */
const struct pms_evlist *pms_answer_evlist(const struct pms_answer *a);
const struct pms_sim *pms_answer_sim(const struct pms_answer *a);
const struct pms_plan *pms_answer_plan(const struct pms_answer *a);
const struct pms_explain *pms_answer_explain(const struct pms_answer *a);
/* The list perf stat built (-M, -d, --topdown, the default set; NULL: an
 * -e list alone), the sibling's events (NULL: none), the conditions
 * simulated (with what the trip decided: -a for a list of box events
 * alone), and the whole list parsed (the -e events, then perf's). */
struct pms_mlist;
const struct pms_mlist *pms_answer_mlist(const struct pms_answer *a);
const struct pms_evlist *pms_answer_sibling(const struct pms_answer *a);
const struct pms_sim_opts *pms_answer_opts(const struct pms_answer *a);
const char *pms_answer_list(const struct pms_answer *a);
/*
 * A plan for metrics (PMS_ASK_FOR_METRICS): perf's own list and the list
 * planned, with their lines and perf's simulated, borrowed from @a, for
 * pms_plan_mlist_metric() and pms_json_write_plan()'s "for_metrics"; NULL
 * for any other answer.  pms_answer_evlist(), _sim(), _mlist() and _lines()
 * are the list planned.
 */
struct pms_plan_mlist;
const struct pms_plan_mlist *pms_answer_plan_mlist(const struct pms_answer *a);
/*
 * The prediction of perf's own list when a plan for metrics was made from
 * another list (borrowed from @a; a PMS_ANSWER_PREDICT answer, its list,
 * warnings, parse and simulation); NULL otherwise, and when perf's own list
 * is the plan.
 */
const struct pms_answer *pms_answer_perf_grouping(const struct pms_answer *a);

/*
 * A plan for the two-count metrics of a list that is not one of metrics
 * (PMS_ASK_FOR_METRICS on an -e list, perf's default set, or -d before
 * perf 6.19): the list planned as asked, the list with each metric's inputs
 * grouped planned the same way, each metric's expected error under both
 * (pms_plan_metric_error()), and which the answer took.  When it took the
 * grouped list, pms_answer_evlist(), _sim() and _plan() are the grouped
 * list's (the answer's JSON document and runs too); pms_answer_list(),
 * _mlist() and _lines() stay the list as parsed (@given).
 */
enum pms_plan_metrics_choice {
	PMS_PMC_NO_METRIC,	/* the list has no metric of two counter events: as asked */
	PMS_PMC_GROUPED,	/* the list with each metric's inputs grouped */
	PMS_PMC_NOT_BETTER,	/* as asked: the grouped plan's metrics promise no clearly
				 * smaller error, or it leaves events out
				 * (pms_plan_metrics_better()) */
	PMS_PMC_AS_WRITTEN,	/* as asked: the inputs are grouped or pinned as written */
	PMS_PMC_NO_PARSE,	/* as asked: the regrouped list does not parse */
	PMS_PMC_NO_PLAN,	/* as asked: the regrouped list does not plan */
};
struct pms_plan_metric;
struct pms_plan_metric_error;
struct pms_plan_list_metrics {
	size_t sz;		/* sizeof(struct pms_plan_list_metrics), set by the caller */
	enum pms_plan_metrics_choice choice;
	int n_metrics;
	const struct pms_plan_metric *metrics;	/* [n_metrics]: event indexes of @given */
	const struct pms_plan_metric_error *given_errors;	/* [n_metrics], under @given_plan */
	const struct pms_plan_metric_error *grouped_errors;	/* ... under @grouped_plan;
								 * NULL: it has none */
	const struct pms_evlist *given;		/* the list as parsed, ... */
	const struct pms_sim *given_sim;	/* ... simulated ... */
	const struct pms_plan *given_plan;	/* ... and planned as asked */
	const struct pms_evlist *grouped;	/* the regrouped list, or NULL, ... */
	const struct pms_sim *grouped_sim;	/* ... simulated (chosen only; else NULL) ... */
	const struct pms_plan *grouped_plan;	/* ... and planned, or NULL */
	const int *grouped_pos;	/* event i of @given is event grouped_pos[i] of @grouped
				 * (NULL without @grouped) */
};
/*
 * pms_answer_plan_metrics() - that plan's figures, borrowed from @a.
 * Return: PMS_OK; PMS_ENOEVENT when @a is no such plan (not asked for
 * metrics, or a list of metrics: pms_answer_plan_mlist()); PMS_EINVAL (NULL,
 * a bad @out->sz).
 */
int pms_answer_plan_metrics(const struct pms_answer *a, struct pms_plan_list_metrics *out);

/* One event of the answer's list (for a plan: the list as given). */
struct pms_answer_event {
	size_t sz;		/* sizeof(struct pms_answer_event), set by the caller */
	const char *name;	/* as written (borrowed from the answer) */
	int group;		/* group index; -1: not in a group */
	bool leader;
	enum pms_ev_status status;
	uint64_t enabled_ns, running_ns;
	double percent;		/* running / enabled, as perf prints it */
	uint64_t counters;	/* counters it ran on (bit = kernel counter index) */
	unsigned why;		/* enum pms_why bits: why it did not run all the time */
};
int pms_answer_n_events(const struct pms_answer *a);
/* Return: PMS_OK, PMS_ERANGE (bad @i), PMS_EINVAL (NULL, or @out->sz below
 * the size field's own; a larger sz with a non-zero tail). */
int pms_answer_event(const struct pms_answer *a, int i, struct pms_answer_event *out);
/* A plan's runs (a prediction: one run, the list simulated; a replay: none), and each
 * run's event list and perf command ("perf stat -e '...' -- COMMAND");
 * borrowed from @a; NULL for a bad @r. */
int pms_answer_n_runs(const struct pms_answer *a);
const char *pms_answer_run_list(const struct pms_answer *a, int r);
const char *pms_answer_perf_command(const struct pms_answer *a, int r);

/*
 * The lines perf stat prints of a list of its own (pms_mlist_build()): the
 * one policy for which event lines the modelled perf hides.  Default
 * metric group (6.12: perf_stat__skip_metric_event(), util/stat-shadow.c;
 * 6.19+: its events show only where a metric shows, and a skippable event
 * that did not open is dropped, should_skip_zero_counter()); --topdown's
 * --metric-only (no event line).  The list's events are matched from the
 * end of the parsed list @ev (after the -e events), a legacy event opened
 * once per core PMU of a hybrid counting as one.  @l, @ev and @s are
 * borrowed and must outlive the object; @l NULL: no list of perf's own,
 * every event prints its count line.  A prediction's answer has one
 * (pms_answer_lines()) when perf built a list.
 */
struct pms_perf_lines;
int pms_perf_lines_new(const struct pms_mlist *l, const struct pms_evlist *ev,
		       const struct pms_sim *s, struct pms_perf_lines **out, struct pms_diag *d);
void pms_perf_lines_free(struct pms_perf_lines *pl);	/* NULL is a no-op */
/* The list's events were found in @ev (false: every event prints its line). */
bool pms_perf_lines_matched(const struct pms_perf_lines *pl);
/* The lines are modelled: matched, and not perf 6.1's --topdown without
 * perf metrics (per-core lines, AGGR_CORE); NULL: false. */
bool pms_perf_lines_modelled(const struct pms_perf_lines *pl);
/* perf prints no line of its own for parsed event @i; NULL: false. */
bool pms_perf_lines_hidden(const struct pms_perf_lines *pl, int i);
/* The list event (pms_mlist_event() index) of parsed event @i, or -1; the
 * first parsed event of list event @k (a hybrid's copies follow it). */
int pms_perf_lines_list_event(const struct pms_perf_lines *pl, int i);
int pms_perf_lines_parsed_event(const struct pms_perf_lines *pl, int k);

/*
 * What perf stat prints, per line, as the modelled perf release decides it
 * (src/lib/query_lines_out.c cites each rule's source): the caller only
 * formats.  One line a parsed event @i (pms_evlist_count() of @ev).
 */
enum pms_perf_line_kind {
	PMS_PLINE_COUNT,	/* count, unit, name, share (abs_printout()); -x and -j
				 * print its metrics after it */
	PMS_PLINE_SHOW,		/* perf 6.19+, an event of a DefaultShowEvents metric:
				 * its count line, then its metrics, in text too */
	PMS_PLINE_METRICS,	/* a Default metric group's event: no count, its
				 * metrics under the group's header */
};
/* Why perf prints no line of its own for an event (PMS_PHIDE_NONE: it does). */
enum pms_perf_hide {
	PMS_PHIDE_NONE,
	PMS_PHIDE_METRIC_ONLY,	/* --metric-only (--topdown): no event line at all */
	PMS_PHIDE_NO_METRIC,	/* a Default group's event no metric shows on
				 * (perf_stat__skip_metric_event()) */
	PMS_PHIDE_NOT_RUN,	/* perf 6.12, a skippable Default event that did not run */
	PMS_PHIDE_NOT_OPENED,	/* perf 6.19+, a skippable default event that did not
				 * open (should_skip_zero_counter()) */
	PMS_PHIDE_ADDED,	/* perf 6.19+, an event perf added to a Default metric's
				 * parse (the slots of a TopDown group) */
};
struct pms_perf_line {
	size_t sz;		/* sizeof(struct pms_perf_line), set by the caller */
	enum pms_perf_line_kind kind;
	enum pms_perf_hide hidden;
	int list_event;		/* pms_perf_lines_list_event() */
	const char *name;	/* the name perf prints (without --hybrid-merge) */
	bool renamed;		/* @name is not the event's own (6.12 hybrid cache events) */
	const char *unit;	/* evsel->unit: "msec" for the clocks, else "" */
	enum pms_ev_status status;	/* as perf prints it: counted only when it ran */
	uint64_t running_ns, enabled_ns;
	uint64_t pcnt_running;	/* -x/-j's running share: 100 * run / ena, integer */
	const char *pmu;	/* a METRICS line's header PMU on a hybrid, else NULL */
	int n_metrics;		/* the metrics printed on it (pms_perf_lines_metric()) */
};
/* Return: PMS_OK, PMS_ERANGE (bad @i), PMS_EINVAL (NULL, or a bad @out->sz). */
int pms_perf_lines_line(const struct pms_perf_lines *pl, int i, struct pms_perf_line *out);

/* The header a metric of a METRICS line prints before it. */
enum pms_perf_header {
	PMS_PHDR_NONE,		/* same group as the metric before it on the line */
	PMS_PHDR_NEW,		/* the group's header ("TopdownL1 (cpu_core)") */
	PMS_PHDR_SAME,		/* the header printed last (same group and PMU): not
				 * repeated, the metrics align under it */
};
struct pms_perf_line_metric {
	size_t sz;		/* sizeof(struct pms_perf_line_metric), set by the caller */
	int metric;		/* pms_mlist_metric() index */
	const char *label;	/* its column text: "%  tma_retiring" (ScaleUnit's unit), or
				 * the name */
	const char *header;	/* METRICS lines: the group's header text, else NULL */
	enum pms_perf_header header_kind;
	bool threshold;		/* -j prints its "metric-threshold" */
};
/* Metric @j (perf's order) of line @i.  Return: as pms_perf_lines_line(). */
int pms_perf_lines_metric(const struct pms_perf_lines *pl, int i, int j,
			  struct pms_perf_line_metric *out);

/*
 * --metric-only (--topdown): no event line, a row of column names and a
 * row of values.  Cell @c of @row (0: the header, 1: the values); a value
 * cell's @label is its column's name, NULL where an event did not run (one
 * empty cell in place of its columns).  @header_blank: the header row
 * starts with a blank (perf 6.12+).  Return: as pms_perf_lines_line().
 */
struct pms_perf_cell {
	size_t sz;		/* sizeof(struct pms_perf_cell), set by the caller */
	const char *label;
	int list_event;
};
struct pms_perf_lines_info {
	size_t sz;		/* sizeof(struct pms_perf_lines_info), set by the caller */
	bool matched, modelled;
	bool metric_only;	/* modelled, and the lines are --metric-only's rows */
	bool header_blank;
	int td_level;		/* perf 6.1 --topdown: the level whose ratios print; 0:
				 * not all four level 1 events counted, none print */
	int n_cells[2];		/* the cells of each row */
};
int pms_perf_lines_info(const struct pms_perf_lines *pl, struct pms_perf_lines_info *out);
int pms_perf_lines_cell(const struct pms_perf_lines *pl, int row, int c,
			struct pms_perf_cell *out);
const struct pms_perf_lines *pms_answer_lines(const struct pms_answer *a);

/*
 * perf stat -I's interval lines, as the modelled perf release prints them
 * (src/lib/query_interval.c cites each rule's source): the caller formats
 * widths and punctuation.  Interval @k counts from 0, the first read.
 */
enum pms_perf_iform {
	PMS_PIFORM_TEXT,	/* perf stat -I */
	PMS_PIFORM_CSV,		/* -I -x SEP */
	PMS_PIFORM_JSON,	/* -I -j */
};
enum pms_perf_itime {
	PMS_PITIME_PADDED,	/* the seconds right-aligned in 6: "%6lu.%09lu" */
	PMS_PITIME_PLAIN,	/* "%lu.%09lu" */
};
/* How -j writes a line's "metric-value" and "metric-unit" members. */
enum pms_perf_mkeys {
	PMS_PMKEYS_NONE,	/* quoted, and only for a metric with a unit: neither
				 * on a line without one (perf 6.14 and later) */
	PMS_PMKEYS_NUMBER,	/* "metric-value" : 1.000000 (perf 6.3 and older) */
	PMS_PMKEYS_STRING,	/* "metric-value" : "1.000000" (perf 6.4 to 6.12) */
};
struct pms_perf_interval {
	size_t sz;		/* sizeof(struct pms_perf_interval), set by the caller */
	enum pms_perf_itime time;	/* the format of the interval's timestamp */
	bool header;		/* the column header ("#  time  counts unit events")
				 * prints before interval @k */
	enum pms_perf_mkeys metric_keys;	/* -j: the metric members */
	int metric_len;		/* text: the metric column's width, "  (share%)" after
				 * it (print_metric_std(), util/stat-display.c) */
	int name_len;		/* text: the event name's width on a counted line */
	int name_len_uncounted;	/* ... on a <not counted> or <not supported> line */
};
/*
 * @perf_version 0 (none given): the newest, as pms_perf_version_for(0, 0).
 * Return: PMS_OK, PMS_EINVAL (NULL, a bad @out->sz, @k < 0, a bad @form),
 * PMS_ENOTSUP (-j for perf 6.13, whose metric members are its own: an
 * empty unit on a line that did not count, a trailing ", }" on a line
 * without them).
 */
int pms_perf_interval_info(uint32_t perf_version, enum pms_perf_iform form, int k,
			   struct pms_perf_interval *out);

/*
 * Event @i of simulation @s in the interval between the reads at @t0 and
 * @t1 (ns from the start of the run; pms_sim_window()).  @share: the text
 * line's running share, printed with two decimals when @text_share;
 * @pcnt_running: -x's and -j's.
 */
/*
 * The metric perf 6.1 and 6.12 print at the end of an event's line
 * (perf_stat__print_shadow_stats(), util/stat-shadow.c); 7.2 and later
 * print none there (PMS_PLMET_NONE).
 */
enum pms_perf_lmetric {
	PMS_PLMET_NONE,		/* none: -x ",,"; -j a value of 0 with unit "(null)" */
	PMS_PLMET_EMPTY,	/* no value (the event or its base did not count): text
				 * blanks, -x ",,"; -j 0 with @metric_unit ("" if NULL) */
	PMS_PLMET_VALUE,	/* @metric_value and @metric_unit */
	PMS_PLMET_UNMODELLED,	/* perf prints a metric of the counts whose rule is
				 * not modelled (generic hardware and cache events,
				 * TopDown, the transaction and SMI events) */
};
struct pms_perf_interval_line {
	size_t sz;		/* sizeof(struct pms_perf_interval_line), set by the caller */
	uint64_t enabled_ns, running_ns;	/* within the interval */
	enum pms_ev_status status;	/* PMS_ST_COUNTED, PMS_ST_NOT_COUNTED (did not run
					 * in the interval) or PMS_ST_NOT_SUPPORTED */
	const char *value;	/* perf's count column: "<count>" (counts are not
				 * predicted), "<not counted>", "<not supported>" */
	bool text_share;	/* the text line ends with "  (share%)" */
	double share;		/* 100 * run / ena, in floating point (0 for ena 0) */
	uint64_t pcnt_running;	/* 100 * run / ena, integer; 100 when run == ena */
	enum pms_perf_lmetric metric;	/* the -x and -j lines' metric */
	const char *metric_value;	/* PMS_PLMET_VALUE: "<metric>" (it comes from the
					 * counts), else NULL */
	const char *metric_unit;	/* PMS_PLMET_VALUE: "CPUs utilized", "GHz", "insn per
					 * cycle", "of all branches", ... or "<scale>/sec"
					 * (perf writes /sec, K/sec, M/sec or G/sec by the
					 * rate); PMS_PLMET_EMPTY: the unit perf writes with
					 * no value (-j's "metric-unit"), NULL for none;
					 * PMS_PLMET_UNMODELLED: what perf computes */
	const char *metric_unit2;	/* a second metric on a line of its own
					 * ("stalled cycles per insn"), NULL: none */
};
/* Return: PMS_OK, PMS_ERANGE (bad @i, @t1 < @t0), PMS_EINVAL (NULL, a bad @out->sz). */
int pms_perf_interval_line(const struct pms_sim *s, int i, uint64_t t0, uint64_t t1,
			   struct pms_perf_interval_line *out);

/*
 * pms_perf_command() - the perf command line that counts @list under @o:
 * "perf stat [-a] -e 'LIST' -- COMMAND" (perf record with -c/-F when @o
 * records), the list quoted for a POSIX shell.  Writes at most @n bytes
 * (NUL included) to @buf (NULL with @n 0: only the length).
 * Return: the length the whole command needs, without the NUL; PMS_EINVAL.
 */
int pms_perf_command(const struct pms_sim_opts *o, const char *list, char *buf, size_t n);

/*
 * Serialisers of library objects into a document being written (the
 * pieces the CLI's documents share with the answers).  None allocates.
 */
/* A counter mask as an array of @m's counter names ("GP0", "FIXED1"),
 * member @key; @m NULL: the x86 names. */
void pms_json_counters(struct pms_json *j, const char *key, const struct pms_model *m,
		       uint64_t mask);
/* The why bits as an array of reason names, member @key. */
void pms_json_reasons(struct pms_json *j, const char *key, unsigned why);
/* The conditions as members (cpu, kernel, perf_version, ht, nmi_watchdog,
 * allow_tsx_force_abort, workload, system_wide; with @s, duration_ns and
 * mux_interval_ns); @s NULL: @o's env. */
void pms_json_conditions(struct pms_json *j, const struct pms_model *m,
			 const struct pms_sim_opts *o, const char *workload,
			 const struct pms_sim *s);
/* Members present only when they apply: reason, extra_reg,
 * extra_reg_holder, sampling. */
void pms_json_ev_detail(struct pms_json *j, const struct pms_ev_result *r);
/* Event @i's object; every event's objects as array member @key. */
void pms_json_sim_event(struct pms_json *j, const struct pms_evlist *ev,
			const struct pms_sim *s, int i);
void pms_json_sim_events(struct pms_json *j, const char *key, const struct pms_evlist *ev,
			 const struct pms_sim *s);

enum pms_json_flags {
	PMS_JSON_NO_SCHEDULE = 1u << 0,	/* no "schedule" member */
	PMS_JSON_FULL        = 1u << 1,	/* every interval, repeats not folded */
};
struct pms_json_predict_opts {
	size_t sz;			/* sizeof(struct pms_json_predict_opts) */
	const struct pms_sim_opts *opts;	/* the conditions simulated (required) */
	const char *workload;		/* as given ("busy", "run:5ms,..."), or NULL */
	unsigned flags;			/* enum pms_json_flags */
	/* more members after "events" (the CLI's metrics and interval lines); NULL: none */
	void (*extra)(struct pms_json *j, void *ctx);
	void *ctx;
};
/*
 * pms_json_write_predict() - the prediction document ("command":"predict")
 * of @ev simulated as @s, one line on @f.  Nothing is written on an error.
 * Return: PMS_OK, PMS_EINVAL, PMS_ENOMEM, PMS_ESYS (write error).
 */
int pms_json_write_predict(FILE *f, const struct pms_evlist *ev, const struct pms_sim *s,
			   const struct pms_json_predict_opts *o, struct pms_diag *d);

struct pms_json_plan_opts {
	size_t sz;			/* sizeof(struct pms_json_plan_opts) */
	const struct pms_sim_opts *opts;	/* the conditions planned under (required) */
	const char *workload;		/* as given, or NULL */
	const struct pms_evlist *ev;	/* the list as given (required) ... */
	const struct pms_sim *sim;	/* ... and simulated ("before", required) */
	/* members the caller writes: after "verified", and after "units"; NULL: none */
	void (*error_model)(struct pms_json *j, void *ctx);
	void (*notes)(struct pms_json *j, void *ctx);
	void *ctx;
	/* plan -M ... --for-metrics: the lists the plan was made for ("for_metrics",
	 * after "before"); NULL: none */
	const struct pms_plan_mlist *mlist;
};
/*
 * pms_json_write_plan() - the plan document ("command":"plan") of @p, one
 * line on @f (docs/schema/plan.md).
 * Return: PMS_OK, PMS_EINVAL, PMS_ESYS (write error).
 */
int pms_json_write_plan(FILE *f, const struct pms_plan *p, const struct pms_json_plan_opts *o,
			struct pms_diag *d);

struct pms_json_explain_opts {
	size_t sz;			/* sizeof(struct pms_json_explain_opts) */
	const struct pms_sim_opts *opts;	/* the conditions explained (required) */
	const char *workload;		/* as given, or NULL */
	/* the "expected_error_model" member, after the conditions; NULL: none */
	void (*error_model)(struct pms_json *j, void *ctx);
	void *ctx;
};
/*
 * pms_json_write_explain() - the explanation document ("command":"explain")
 * of @x, one line on @f (docs/schema/explain.md).
 * Return: PMS_OK, PMS_EINVAL, PMS_ESYS (write error).
 */
int pms_json_write_explain(FILE *f, const struct pms_explain *x,
			   const struct pms_json_explain_opts *o, struct pms_diag *d);

/*
 * One event as 'pmusched events' shows it: pms_event_row() fills it for
 * event @i of @ev under @env.  The event alone: its group ("0*": the
 * leader), modifiers, dialect, encoding (@config, @decoded), the counters
 * the kernel allows (@mask, @counters), the vendor's for that encoding and
 * the constraint lint (pmu_events.h pms_lint_event(); @lint_mark "-", "ok",
 * "a", "b", "a,b"), where the counters come from (@source,
 * pms_evlist_describe()).  With PMS_EVENT_ROW_OPENED in @flags, also as
 * perf stat opens it in its group (pms_evlist_open_check() with the other
 * @flags, PMS_OPEN_*): @supported, @refused and @reopened then say so.
 * The strings of @info borrow from @ev.
 * Return: PMS_OK; PMS_EINVAL (NULL, a bad @i, a bad @out->sz or
 * @env->sz: the size rule of pmusched.h, set @out->sz).
 */
enum { PMS_EVENT_ROW_OPENED = 1u << 16 };
struct pms_event_row {
	size_t sz;			/* sizeof(struct pms_event_row), set by the caller */
	struct pms_event_info info;
	const struct pms_model *pmu;	/* the core PMU it opens on (names its counters) */
	bool supported;			/* a core event the kernel takes under the env */
	struct pms_hwev hw;
	uint64_t mask;			/* the kernel's counters */
	struct pms_lint lint;
	char group[16], mods[32], config[24], decoded[128], counters[64], vendor[64];
	const char *refused;		/* why the kernel refuses it at open, or NULL */
	const char *reopened;		/* perf opens it again, alone, after its first pass */
	char lint_mark[8];
	char source[400];
};
int pms_event_row(const struct pms_evlist *ev, int i, const struct pms_env *env,
		  unsigned flags, struct pms_event_row *out);
/*
 * The kernels a lint finding of @r holds in (@kind PMS_LINT_A or _B), as
 * "6.1-6.12" ranges into @buf ("" when none is known).
 * Return: PMS_OK or PMS_EINVAL.
 */
int pms_event_row_kernels(const struct pms_model *m, const struct pms_env *env,
			  const struct pms_event_row *r, enum pms_lint_kind kind, char *buf,
			  size_t n);
/* A name perf's table resolved: perf's and libpfm4's encodings into @perf
 * and @pfm; true when both know it and they differ. */
bool pms_event_row_dialects(const struct pms_model *m, const struct pms_event_row *r,
			    struct pms_dialect_enc *perf, struct pms_dialect_enc *pfm);

struct pms_json_events_opts {
	size_t sz;			/* sizeof(struct pms_json_events_opts) */
	const struct pms_model *model;	/* the model asked about; NULL: the list's */
	const struct pms_env *env;	/* the conditions (required) */
	unsigned flags;			/* PMS_OPEN_*: how perf stat opens the list */
};
/*
 * pms_json_write_events() - the events document ("command":"events") of
 * @ev, one line on @f (docs/schema/events.md): the conditions, each event's
 * row (pms_event_row() as opened) with its lint, dialects and attr, and
 * the perf_event_open() calls perf stat makes (pms_evlist_opens()).
 * Nothing is written on an error.
 * Return: PMS_OK, PMS_EINVAL, PMS_ENOMEM, PMS_ESYS (write error).
 */
int pms_json_write_events(FILE *f, const struct pms_evlist *ev,
			  const struct pms_json_events_opts *o, struct pms_diag *d);

#ifdef __cplusplus
}
#endif
#endif
