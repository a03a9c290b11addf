/*
 * pieces of 'pmusched stat' shared by its files:
 *   cmd_stat.c     the command: runs, exit status, output file
 *   stat_opts.c    options, the event list, the CPU list
 *   stat_run.c     one measured run: signals, the wait, intervals
 *   stat_workload.c  the command, held before exec
 *   stat_print.c   the printers (human, CSV, JSON)
 *   stat_extra.c   --predict and --topdown
 *   stat_events.c  built-in event names when no parser is linked in
 */
#ifndef PMS_CLI_STAT_H
#define PMS_CLI_STAT_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>
#include "cli.h"
#include "outfile.h"

struct stat_ev {
	struct pms_measure_event e;	/* e.name points at name */
	char name[168];
	bool is_clock;		/* task-clock / cpu-clock: printed in msec */
};

struct stat_opts {
	const char *events;
	long interval_ms;
	int repeat;
	const char *sep;
	bool json;
	const char *out_path;
	bool all_cpus;
	const char *cpu_list;
	long pid;
	bool inherit;
	bool predict;
	double threshold;
	char **argv;		/* the command, NULL-terminated; NULL when none */
	struct cli_common common;
	int td_level;		/* --topdown: 1 or 2; 0 off */
	int td_first, td_n;	/* the topdown events' place in the list */
	char td_list[2048];	/* the -e text with the topdown events appended */
};

/* One printed line's data. */
struct stat_line {
	const struct stat_ev *ev;
	struct pms_count c;	/* aggregate (for -r: summed times, mean value) */
	double value;		/* what to print (mean over runs), in the event's unit */
	double noise_pct;	/* -r noise, < 0 when not repeating */
	bool has_pred;		/* --predict: a predicted percentage exists */
	double pred_pct;	/* < 0: predicted <not supported> */
	const char *pred_flag;	/* "" or the likely cause of a difference */
};

enum stat_fmt { STAT_HUMAN, STAT_CSV, STAT_JSON };

struct stat_printer {
	FILE *f;
	enum stat_fmt fmt;
	const char *sep;	/* CSV separator */
	double task_clock_ms;	/* for the rate metrics; < 0: none */
	double elapsed_ns;	/* for CPUs utilized; <= 0: none */
	bool interval;
	double ts;		/* interval timestamp, seconds */
};

/* What one run measured. */
struct run_result {
	struct pms_count *counts;	/* per event, whole run */
	double elapsed_ns;
	double user_s, sys_s;
	int status;		/* wait status of the command */
	bool have_status;
	bool exec_failed;
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
};

/* stat_opts.c */
extern const char usage_stat[];
/* 0 to run, -1 after -h (exit 0), or an exit code. */
int stat_parse_opts(struct cli *cli, int argc, char **argv, struct stat_opts *o);
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
/* After each interval: put -o in place on the first, flush, fall back to stderr on error. */
void stat_interval_written(struct stat_ctx *s);

/* stat_print.c */
void stat_print_interval_header(const struct stat_printer *p);
void stat_print_line(const struct stat_printer *p, const struct stat_line *l);
void stat_print_summary(struct stat_ctx *s, struct pms_evlist *evl, const struct pms_count *total,
			const struct pms_runstat *rs, const struct pms_runstat *elapsed,
			double user_s, double sys_s, bool have_times);
void stat_print_interval(struct stat_ctx *s, const struct pms_count *c, double ts);

/* stat_extra.c */
int stat_topdown_events(struct cli *cli, struct stat_opts *o);
void stat_print_topdown(struct cli *cli, const struct stat_opts *o, FILE *f,
			const struct pms_count *total, int n);
void stat_predict(struct stat_ctx *s, struct pms_evlist *evl, struct stat_line *lines,
		  double duration_ns);

/* stat_events.c: built-in names used when no event-list parser is linked in. */
int stat_fallback_parse(const char *text, struct stat_ev **out, int *n, char *err, size_t errn);

#endif
