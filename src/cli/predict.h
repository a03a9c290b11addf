/*
 * Shared by the commands built on the simulator (predict, explain, plan):
 * their common options, the run, and the printers.
 */
#ifndef PMS_CLI_PREDICT_H
#define PMS_CLI_PREDICT_H

#include "cli.h"
#include "optab.h"
#include "perf_list_opts.h"
#include "pmusched/query.h"

/* --interval-reads: the most read times given */
#define PREDICT_MAX_READS 256

struct predict_args {
	struct cli_common common;
	const char *events, *workload, *sibling;
	/* --enable-offsets, --disable-offsets, --missed-expiry (query keys) */
	const char *enable_offsets, *disable_offsets, *missed_expiry, *late_expiry;
	bool no_schedule;
	bool full;		/* --full: the schedule unfolded */
	bool verbose;		/* explain -v */
	const char *svg;	/* --svg FILE: timeline of the simulation */
	bool split_groups, keep_pinned, no_pin;	/* plan only */
	bool no_multiplex;	/* plan --no-multiplex */
	bool for_metrics;	/* plan --for-metrics (PMS_ASK_FOR_METRICS) */
	int runs;		/* plan --runs N (0: not given) */
	char same_run[1024];	/* plan --same-run LIST, each given joined with ';' */
	struct pms_muxerr_workload variability;	/* explain, plan --variability */
	double confidence;	/* explain, plan --confidence of the expected errors */
	bool variability_given;		/* --variability */
	const char *variability_from;	/* --variability-from CAPTURE, or NULL */
	int n_variability_series;	/* the capture's series it was measured on */
	struct plist_args plist;	/* -M, -d, --topdown: perf stat's own lists */
	struct pms_sim_opts opts;
	struct pms_answer *answer;	/* the library's, from the query the options build */
	const struct pms_evlist *ev, *sib;	/* the answer's */
	const struct pms_sim *sim;
	bool trip_failed;		/* the answer's last step (explain) failed ... */
	struct pms_diag trip_diag;	/* ... with this error */
	uint64_t interval_ns;	/* predict -I: perf stat's interval lines (0: none) */
	uint64_t reads_ns[PREDICT_MAX_READS];	/* --interval-reads: perf's reads */
	int n_reads;
	const char *field_sep;	/* predict -x SEP: with -I, or perf 7.2+'s summary */
	bool perf_json;		/* predict -j: perf's JSON lines (-I; 7.2+ also the summary) */
	int aggr;		/* enum pms_stat_aggr: --per-socket, --per-die */
};

/* The expected error of an event that ran @share_pct of its @enabled_ns,
 * under a's --variability and --confidence (percent; -1: none). */
double predict_expected_error(const struct predict_args *a, double share_pct, double enabled_ns);
/* --variability-from: the median variability of the capture's multiplexed
 * series into a->variability (variability.c).  EXIT_* after an error. */
int predict_variability_from(struct cli *cli, struct predict_args *a);
/* "90% confidence, rate variability 50% at 4 ms": what the figures assume. */
void predict_error_text(const struct predict_args *a, char *buf, size_t n);

/* Parse options; returns EXIT_OK, EXIT_USAGE, or -2 for -h. */
int predict_parse(struct cli *cli, int argc, char **argv, struct predict_args *a);
/* The query the options ask, and its answer of @kind (PMS_ANSWER_PREDICT,
 * _EXPLAIN or _PLAN with plan's options) from the library in one call;
 * prints errors.  An explain or plan step's failure leaves a->trip_failed
 * set and returns EXIT_OK. */
int predict_ask(struct cli *cli, struct predict_args *a, enum pms_answer_kind kind);
int predict_run(struct cli *cli, struct predict_args *a);	/* PMS_ANSWER_PREDICT */
void predict_release(struct predict_args *a);
/* Write a->svg (if set) for @ev/@s; prints the error.  EXIT_OK or EXIT_FAIL. */
int predict_write_svg(struct cli *cli, const struct predict_args *a, const struct pms_evlist *ev,
		      const struct pms_sim *s, const char *title);

/* Print the prediction (text or JSON); EXIT_OK, or EXIT_FAIL after an error line. */
int predict_print_text(struct cli *cli, const struct predict_args *a);
int predict_print_json(struct cli *cli, const struct predict_args *a);
/* predict -I: perf stat's interval lines (predict_interval.c); the JSON
 * members "interval_ns" and "interval_lines". */
int predict_print_intervals(struct cli *cli, const struct predict_args *a);
void predict_warn_list(struct cli *cli, const struct pms_mlist *ml);
void predict_warn_evlist(struct cli *cli, const struct pms_evlist *ev);
#define PREDICT_FULL_MAX 1000000u	/* intervals --full prints */
int predict_answer_checks(struct cli *cli, const struct predict_args *a,
			  const struct pms_sim_opts *o, const struct pms_sim *s);
/* --interval-reads: the recorded read times into @a (0, or -1 after an error) */
int predict_reads_opt(struct cli *cli, const char *arg, struct predict_args *a);
struct json;
void predict_json_intervals(struct json *j, const struct predict_args *a);
/* Hybrids: the task's time by core type, as a line (false, "": not hybrid). */
bool predict_core_share_text(const struct pms_model *m, const struct pms_sim *s, char *buf,
			     size_t n);
void predict_print_core_share(FILE *f, const struct pms_model *m, const struct pms_sim *s);
/*
 * Event @i as the printers name it: as written, or on a hybrid platform as
 * perf stat names it ("cpu_atom/cycles/", uniquify_event_name()).
 */
const char *predict_event_name(const struct pms_evlist *ev, int i, char *buf, size_t n);
/* perf stat's lines alone, one per event (no list perf built: see
 * plist_print_perf_lines()); one event's line. */
/* A line's metric (perf_metric.c): text with @sep and @json unset, -x SEP, or -j. */
void perf_metric_print(FILE *f, const struct pms_perf_interval *iv,
		       const struct pms_perf_interval_line *l, const char *sep, bool json);
/* Text: one metric, " # " value unit, in a column @len wide. */
void perf_metric_std(FILE *f, int len, const char *value, const char *unit);
/* Text: its second metric's line, if any; @prefix: -I's time and blank. */
void perf_metric_second(FILE *f, const struct pms_perf_interval *iv,
			const struct pms_perf_interval_line *l, const char *prefix);
void predict_print_perf_lines(FILE *f, const struct pms_evlist *ev, const struct pms_sim *s);
void predict_print_perf_line(FILE *f, const struct pms_evlist *ev, const struct pms_sim *s, int i);
/* The same line under the name @as (NULL: perf's name as the list parsed it). */
void predict_print_perf_line_as(FILE *f, const struct pms_evlist *ev, const struct pms_sim *s,
				int i, const char *as);

/*
 * The conditions a prediction assumes, one line without a newline:
 * "hsw, Linux 6.12, perf 6.12, HT on, NMI watchdog on" (and the TSX
 * force-abort knob where the model has it, ", perf record" in record mode).
 */
void predict_env_text(const struct predict_args *a, char *buf, size_t n);
/* The perf command modelled: "perf stat", or "perf record" with its -c/-F. */
const char *predict_perf_tool(const struct predict_args *a, char *buf, size_t n);
/* What runs: "a task busy for 1.000 s", "sleep 1", "system wide", the phases. */
void predict_workload_text(const struct predict_args *a, const struct pms_sim *s, char *buf,
			   size_t n);
/* The same conditions as JSON members (cpu, kernel, perf_version, ht, ...). */
void predict_json_env(struct json *j, const struct predict_args *a);
/* explain, plan: member "expected_error_model" {confidence, variability,
 * variability_window_ns}: what the expected errors assume. */
void predict_json_error_model(struct json *j, const struct predict_args *a);
/* One event's JSON object (predict's per-event shape, reused by others). */
void predict_json_event(struct json *j, const struct pms_evlist *ev, const struct pms_sim *s,
			int i);
/* The refusing check, the extra register and its holder, sampling: members
 * present only when they apply (reason, extra_reg, extra_reg_holder, sampling). */
void predict_json_detail(struct json *j, const struct pms_ev_result *r);
/* Every event's object, as array member @key. */
void predict_json_events(struct json *j, const char *key, const struct pms_evlist *ev,
			 const struct pms_sim *s);
/* A counter mask as an array of @m's counter names ("GP0", "FIXED1", "CYCLES"),
 * member @key; @m NULL: the x86 names. */
void json_counters(struct json *j, const char *key, const struct pms_model *m, uint64_t mask);
/* The why bits as an array of reason names, member @key. */
void json_reasons(struct json *j, const char *key, unsigned why);

/* The schedule, intervals x counters, with @cells room for one column
 * (predict_schedule.c). */
void predict_print_schedule(FILE *f, const struct predict_args *a, const struct pms_schedule *sc,
			    struct pms_cell *cells);
/* The boxes of non-core PMUs and their rotations (predict_report.c). */
void predict_print_boxes(FILE *f, const struct pms_sim *s);
/* --per-socket / --per-die: perf stat's aggregated lines (predict_aggr.c);
 * with !@print only the checks.  0, or -1 after an error line naming the
 * event. */
int predict_print_aggr_lines(struct cli *cli, const struct predict_args *a, bool print);

#endif
