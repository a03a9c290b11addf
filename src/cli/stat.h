/*
 * pieces of 'pmusched stat' shared by its files:
 *   cmd_stat.c       the command: output stream, runs, exit status
 *   stat_opts.c      options, the event list, the CPU list
 *   stat_run.c       one measured run: signals, the wait, intervals
 *   stat_workload.c  the command, held before exec
 *   stat_print.c     perf stat's lines: human, CSV (-x), JSON
 *   stat_report.c    the header, the footer, whole reports
 *   stat_extra.c     --predict and --topdown
 *   stat_replay.c    --replay FILE: read, print the intervals and the run
 *   stat_replay_sched.c  --replay with --cpu: the predicted schedule beside it
 *   stat_muxerr.c    --mux-error: bounds into lines, live runs' interval series
 */
#ifndef PMS_CLI_STAT_H
#define PMS_CLI_STAT_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>
#include "cli.h"
#include "outfile.h"
#include "perf_list_opts.h"

struct stat_ev {
	struct pms_measure_event e;	/* e.name points at name */
	char name[168];
	bool is_clock;		/* task-clock / cpu-clock: msec, scale 1e-6 */
	bool user_only;		/* perf's paranoid fallback reopened it :u */
};

struct stat_opts {
	const char *events;	/* every -e joined with ',', or the default set */
	char *events_buf;	/* owns the joined list */
	bool oom;		/* joining them ran out of memory */
	long interval_ms;
	int repeat;
	const char *sep;	/* -x: "\t" given as "\\t" is a tab, as perf */
	bool json;
	const char *out_path;	/* -o; "-" leaves the output on stderr, as perf */
	bool append;		/* --append */
	int log_fd;		/* --log-fd; -1 none */
	bool all_cpus;
	bool no_aggr;		/* -A */
	bool verbose;		/* -v: warnings about events that did not open */
	const char *cpu_list;
	long pid;
	bool inherit;
	bool predict;
	double threshold;
	char **argv;		/* the command, NULL-terminated; NULL when none */
	int argc;
	struct cli_common common;
	int td_level;		/* --topdown: 1 or 2; 0 off */
	int td_first, td_n;	/* the topdown events' place in the list */
	char td_list[2048];	/* the -e text with the topdown events appended */
	const char *replay;	/* --replay FILE ("-": standard input) */
	bool mux_error;		/* --mux-error (implied by --replay) */
	double confidence;	/* --confidence, in (0, 1) */
	double mux_threshold;	/* --mux-threshold, percent */
	uint64_t mux_interval_ns;	/* --mux-interval; 0: the kernel's default */
	struct plist_args plist;	/* -M, -d: perf stat's own lists */
	struct pms_host *list_host;	/* the host with the model the options chose,
					 * for the list answer (owned) */
	struct pms_answer *list_answer;	/* the list perf builds, parsed: the query's
					 * events answer (stat_build_list()) */
	uint32_t perf_version;	/* --perf-version; 0: the installed perf's, else 6.1 */
};

enum stat_fmt { STAT_HUMAN, STAT_CSV, STAT_JSON };

/* --mux-error: where a metric's true value lies (pms_muxerr_stat_metric()). */
struct stat_mci {
	bool has;		/* an input was multiplexed */
	bool unbounded;		/* an input has no upper bound: nor has the metric */
	bool unreliable;	/* wider than --mux-threshold (MUX-UNRELIABLE) */
	double low, high;	/* in the metric's printed unit */
	double value;
};

/* A -M metric in perf's metric column (unit: "%  tma_retiring", or the name). */
struct stat_metric {
	struct stat_mci ci;
	bool present;		/* false: perf leaves the column empty */
	const char *fmt;
	double value;
	char unit[96];
	const char *group;	/* perf 6.12's Default metric group name, or "" */
};

/* What one printed line shows. */
struct stat_val {
	struct pms_count c;	/* status, enabled and running (the last run's) */
	double value;		/* the count (ns for the clocks): the mean under -r */
	double noise_pct;	/* -r: relative standard deviation of the mean */
	int cpu;		/* -A: the CPU; -1 aggregated */
	bool has_pred;		/* --predict */
	double pred_pct;	/* < 0: predicted <not supported> */
	const char *pred_flag;	/* "" or the likely cause of a difference */
	bool has_ci;		/* --mux-error: a bound for this count */
	double ci_low, ci_high;	/* in the count's unit (ns for the clocks) */
	double ci_minus, ci_plus;	/* percent of the count */
	bool ci_unreliable;	/* wider than --mux-threshold */
	bool ci_unbounded;	/* a loop the rotation may alias with: no high end */
};

struct stat_printer {
	FILE *f;
	enum stat_fmt fmt;
	const char *sep;	/* perf's csv_sep: " " for the human table */
	int unit_width;		/* the widest unit of a supported event, at least 4 */
	int run_count;
	bool no_aggr;
	bool interval;
	char prefix[64];	/* the interval's timestamp field, as printed */
	int n_headers;		/* interval headers come back every 25 intervals */
	double walltime_ns;	/* for CPUs utilized: the mean elapsed time, or the interval */
	bool free_counters_hint;	/* a supported event was not counted */
	bool predict;		/* extra --predict fields */
	bool mux_error;		/* extra --mux-error fields */
	double confidence;
	struct pms_stat_style style;	/* the perf release whose lines are written */
	struct pms_perf_interval text;	/* its text widths (pms_perf_interval_info()) */
};

/* What one run measured. */
struct run_result {
	struct pms_count *counts;	/* per event, aggregated */
	struct pms_count *cpu_counts;	/* -A: event i on CPU c at [i * n_cpus + c] */
	double elapsed_ns;
	double user_s, sys_s;
	int status;		/* wait status of the command */
	bool have_status;
	bool exec_failed;
	int exec_errno;		/* why, when exec_failed */
};

/* The command's state across runs. */
struct stat_ctx {
	struct cli *cli;
	struct stat_opts *o;
	struct stat_ev *ev;
	int n;
	int *cpus;
	int n_cpus;
	struct stat_printer pr;
	struct outfile of;
	bool out_failed;	/* a write to -o failed: the rest goes to stderr */
	bool said_no_pmu;
	bool said_unsupported;
	struct pms_capture *cap;	/* --mux-error: the interval series so far */
	int *cap_idx;		/* event -> its series in @cap */
	long cap_fine_ms;	/* live -I --mux-error: @cap is read every this many ms,
				 * finer than -I (0: at each read printed) */
	uint64_t n_prints;	/* -I intervals printed */
	/* while a report with bounds prints: the estimate its metrics' intervals
	 * come from, each event's series in it (-1 none), and the interval
	 * (PMS_MUXERR_RUN: the whole run); NULL otherwise */
	const struct pms_muxerr *mx;
	const int *mx_series;
	unsigned mx_k;
	/* the same for -A per-CPU lines (replay): each event's series per CPU
	 * column, mx_cols of them (@mx stays NULL: the aggregated layout) */
	const struct pms_muxerr *mx_cpu;
	const int *mx_cpu_series;
	int mx_cols;
	struct pms_muxerr *mx_live;	/* a live run's estimate, owned */
};

/* stat_opts.c */
extern const char usage_stat[];
/* 0 to run, -1 after -h (exit 0), or an exit code.  Free with stat_opts_free(). */
int stat_parse_opts(struct cli *cli, int argc, char **argv, struct stat_opts *o);
void stat_opts_free(struct stat_opts *o);
/* Free an evlist stat_load_events() gave (the list answer's stays with @o). */
void stat_evlist_free(const struct stat_opts *o, struct pms_evlist *evl);
int stat_load_events(struct cli *cli, struct stat_opts *o, struct stat_ev **out, int *n,
		     struct pms_evlist **evl);
/* -a / -C into s->cpus; prints the error; returns an exit code. */
int stat_resolve_cpus(struct stat_ctx *s);

/* stat_workload.c */
struct workload {
	pid_t pid;
	int go_fd;		/* write one byte to let it exec */
	int err_fd;		/* reads errno if exec failed */
};
int stat_workload_prepare(struct cli *cli, char **argv, struct workload *w);
/* Let it exec.  Returns 0, or the errno of a failed exec. */
int stat_workload_start(struct workload *w);
void stat_workload_abort(struct workload *w);

/* stat_run.c */
void stat_signals_install(void);
void stat_signals_restore(void);
/* The signal that ends pmusched (SIGINT, SIGTERM, SIGHUP), or 0. */
int stat_stop_signal(void);
int stat_run_once(struct stat_ctx *s, struct run_result *r);
/* After each interval: put -o in place on the first, flush, fall back to stderr
 * on error, repeating there the interval @text (@len bytes) the file missed. */
void stat_interval_written(struct stat_ctx *s, const char *text, size_t len);

/* stat_print.c: the perf release whose lines are written (pms_stat_style()),
 * as pms_stat_lines_perf() chose it; says on stderr when that release's lines
 * are not all modelled */
void stat_style_init(struct cli *cli, struct stat_printer *p, uint32_t perf_version);
/* stat_print.c: one event's line(s), exactly as perf's printout() (stat-display.c, 6.1) */
void stat_print_event(struct stat_printer *p, const struct stat_ev *ev,
		      const struct stat_val *v, const struct pms_stat_metric m[2]);
/* ... followed by @n -M metrics (generic_metric()), each on a line of its own
 * after the first metric printed (perf_stat__print_shadow_stats(), 6.1 and 6.12) */
/* perf 6.12's Default metric group line: the group names and metrics, no count. */
void stat_print_group_metrics(struct stat_printer *p, const struct stat_val *v,
			      const struct stat_metric *m, int n);
void stat_print_event_metrics(struct stat_printer *p, const struct stat_ev *ev,
			      const struct stat_val *v, const struct pms_stat_metric m[2],
			      const struct stat_mci mci[2], const struct stat_metric *extra, int n);
void stat_print_interval_header(struct stat_printer *p);
/* perf's interval prefix for the measured time @ts (seconds since the start) */
void stat_set_interval(struct stat_printer *p, double ts);

/* stat_report.c */
void stat_print_counts(struct stat_ctx *s, const struct stat_val *vals, const struct stat_val *cpu_vals);
void stat_print_header(struct stat_ctx *s);
void stat_print_footer(struct stat_ctx *s, const struct pms_runstat *elapsed, double user_s,
		       double sys_s);
void stat_print_interval(struct stat_ctx *s, const struct pms_count *c,
			 const struct pms_count *cpu_c, double ts);
/* The values of a whole run (or a series' means): what stat_print_counts() takes. */
void stat_vals_from(struct stat_ctx *s, const struct pms_count *last, const struct pms_runstat *rs,
		    struct stat_val *out);
/* @last: the last run's counts (@last_cpu under -A); @rs: every run's values. */
void stat_print_summary(struct stat_ctx *s, struct pms_evlist *evl, const struct pms_count *last,
			const struct pms_count *last_cpu, const struct pms_runstat *rs,
			const struct pms_runstat *elapsed, double user_s, double sys_s);

/* stat_extra.c */
int stat_topdown_events(struct cli *cli, struct stat_opts *o);
void stat_print_topdown(struct cli *cli, const struct stat_opts *o, FILE *f,
			const struct stat_val *vals, int n);
void stat_predict(struct stat_ctx *s, struct pms_evlist *evl, struct stat_val *vals,
		  double duration_ns);

/* stat_metrics.c: the -M list of a run or a capture */
/*
 * The perf that parses every list of the run, the main one and the others
 * (--topdown's count, a replay's predicted schedule): a replay's is the
 * capture's (--perf-version), a live run's the installed perf's
 * (`perf --version`); 0 when none is known, which the library takes as the
 * kernel's perf (pms_perf_version_for()).  Not the release whose lines are
 * written (pms_stat_lines_perf()).
 */
uint32_t stat_parse_perf(struct cli *cli, const struct stat_opts *o);
/* Build o->plist's list for -M/-d (after o->events) and put its text in o->events. */
int stat_build_list(struct cli *cli, struct stat_opts *o);
/* Match the list with the events to print (by name); false when they differ. */
bool stat_match_list(struct stat_ctx *s);
/* The metrics printed on event @i's line, from @vals (aggregated); returns how many. */
int stat_line_metrics(struct stat_ctx *s, const struct stat_val *vals, int i,
		      struct stat_metric *out, int cap);
/* --mux-error: whether the list's TopDown trees add up (after the run's lines). */
void stat_print_trees(struct stat_ctx *s, const struct stat_val *vals);
/* perf 6.12's Default metric group: what event @i's line is. */
enum stat_line { STAT_LINE, STAT_LINE_HIDDEN, STAT_LINE_GROUP };
enum stat_line stat_default_line(const struct stat_ctx *s, const struct stat_val *vals, int i);

/* stat_replay.c */
int stat_replay(struct stat_ctx *s);
/* stat_muxerr.c */
/* --mux-error on a live run: start the series (0 or an exit code), add an interval to it. */
int stat_capture_begin(struct stat_ctx *s);
void stat_capture_interval(struct stat_ctx *s, const struct pms_count *c, double ts);
void stat_capture_end(struct stat_ctx *s);
/* The bounds of the series so far into the summary's lines (@vals: one per event);
 * the estimate stays for the summary's metrics until stat_muxerr_release(). */
void stat_muxerr_fill(struct stat_ctx *s, struct stat_val *vals);
void stat_muxerr_release(struct stat_ctx *s);
/* -I --mux-error: the totals with their bounds after the intervals. */
void stat_print_muxerr_summary(struct stat_ctx *s, double elapsed_ns);


#endif
