/*
 * The CLI's shared pieces: the context every command gets, messages, and
 * the options several commands share.
 */
#ifndef PMS_CLI_H
#define PMS_CLI_H

#include <stdbool.h>
#include <getopt.h>
#include <stdio.h>
#include "pmusched/pmusched.h"

/* Exit codes (documented in 'pmusched --help'). */
enum { EXIT_OK = 0, EXIT_FAIL = 1, EXIT_USAGE = 2, EXIT_NOCAP = 77 };

struct cli {
	FILE *out, *err;
	const char *cmd;	/* the command being run, for messages */
	struct pms_host *host;	/* probed on first use (cli_host()), or NULL */
	bool host_perf;		/* host holds the installed perf's version too */
};

/*
 * The host, probed once per command (cli_host.c; PMUSCHED_HOST_ROOT and
 * PMUSCHED_HOST_CPUID fake one, for tests).  cli_host_full() also runs
 * `perf --version` and reads @boot_log (NULL: ROOT/var/log/dmesg).  NULL
 * after printing an error.
 */
const struct pms_host *cli_host(struct cli *cli);
const struct pms_host *cli_host_full(struct cli *cli, const char *boot_log);
/* The installed perf's version (PMS_KVER), 0 when there is none. */
uint32_t cli_host_perf_version(struct cli *cli);
void cli_host_release(struct cli *cli);
/* --profile FILE: the host is a saved profile (pms_host_profile_parse()). */
int cli_host_load_profile(struct cli *cli, const char *path);
/* --from-perf-header FILE [--cpuinfo FILE]: the host those texts describe. */
int cli_host_from_header(struct cli *cli, const char *header, const char *cpuinfo);
/* A whole file of at most 1 MiB, NUL-terminated (free it); NULL after the error. */
char *cli_read_small_file(struct cli *cli, const char *opt, const char *path);

struct cmd {
	const char *name;
	int (*run)(struct cli *cli, int argc, char **argv);
	const char *summary;	/* one line for 'pmusched help' */
	const char *usage;	/* full text for -h / help CMD */
};

void cli_error(struct cli *cli, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void cli_warn(struct cli *cli, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void cli_hint(struct cli *cli, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/*
 * Print a library diagnostic: "pmusched: error: MSG", the input with a caret
 * under d->pos (when @input and a position are known), and the hint.
 */
void cli_print_diag(struct cli *cli, const char *input, const struct pms_diag *d);
/* Exit code for a library error: usage errors 2, the rest 1. */
int cli_exit_for(int code);

/*
 * A command that ends because of a signal (stat on SIGINT, as perf does)
 * records it; main() re-raises it after the output is flushed, so the
 * parent sees death by that signal.  take() returns it once and clears it.
 */
void cli_set_exit_signal(int sig);
int cli_take_exit_signal(void);

/*
 * Options shared by the model-based commands.  cli_common_opt() consumes
 * one long option it knows (returns 1), or returns 0 for others, or -1
 * after printing an error.
 */
struct cli_common {
	const char *cpu;	/* --cpu, default "host" unless a command says otherwise */
	const char *kernel;	/* --kernel */
	int ht;			/* -1 unset, 0/1 */
	int nmi_watchdog;	/* -1 unset */
	int allow_tfa;		/* -1 unset */
	int tsx;		/* --tsx: -1 unset (host: /proc/cpuinfo; models: on) */
	bool json;
	bool record;		/* --record/--period/--freq: model perf record */
	uint64_t sample_period;	/* --period N (-c), 0 unset */
	uint64_t sample_freq;	/* --freq N (-F), 0 unset */
	const struct pms_model *model;
	struct pms_env env;
	const char *cputype;	/* --cputype: perf stat's hybrid PMU filter, or NULL */
	bool hybrid_merge;	/* --hybrid-merge: one line per hybrid event name */
	struct pms_core_share core_share;	/* --core-share (n 0: all on PMU 0) */
	const char *events_from;	/* --events-from FILE (arm64 PMUv3), or NULL */
	int arm_counters;	/* --counters N (arm64 PMUv3 PMCR_EL0.N), 0 unset */
	int arm_pmuv3p5;	/* --pmuv3p5: -1 unset, 0/1 */
	int sockets, dies_per_socket, cpus_per_die;	/* predict --sockets ...; 0 unset */
};
void cli_common_init(struct cli_common *c);
#define CLI_COMMON_OPTS 0x1000	/* getopt values >= this are shared options */
int cli_common_opt(struct cli *cli, struct cli_common *c, int opt, const char *arg);
/* Resolve the model and environment once options are parsed.  Prints errors. */
int cli_common_finish(struct cli *cli, struct cli_common *c, bool need_model);

/*
 * Parse a kernel version given on the command line and check it exists;
 * a version newer than the newest modelled gets a one-line note on stderr.
 * Returns EXIT_OK or EXIT_USAGE after printing the error.
 */
int cli_kernel_version(struct cli *cli, const char *text, uint32_t *kver);
/* The same for --perf-version: the messages name a perf version. */
int cli_perf_version(struct cli *cli, const char *text, uint32_t *kver);

/*
 * Parse an event list under the shared options (the environment of
 * --kernel, --ht, ...; --cputype) as perf @perf_version parses it, with
 * pms_evlist_opts.flags @flags: every list a command parses besides its
 * main one goes through here, so it reads as the main list does.
 * @perf_version 0 (none given) is the library's rule
 * (pms_perf_version_for(): the kernel's perf, else the newest).
 * cli_events_parse() leaves the error in @d (may be NULL);
 * cli_parse_events() prints it.
 */
int cli_events_parse(const struct cli_common *c, const char *text, uint32_t perf_version,
		     unsigned flags, struct pms_evlist **out, struct pms_diag *d);
int cli_parse_events(struct cli *cli, const struct cli_common *c, const char *text,
		     uint32_t perf_version, unsigned flags, struct pms_evlist **out);
/* Copy the shared options a simulation takes (env, record, core share); sets
 * @o->sz. */
void cli_sim_opts(const struct cli_common *c, struct pms_sim_opts *o);

/* A whole decimal number in [lo, hi]; 0, or -1 when @s is not one. */
int cli_parse_number(const char *s, long lo, long hi, long *out);

/*
 * The one way every option takes a time (pms_duration_parse): a number with
 * an optional unit ns, us, ms or s, a bare number being milliseconds; it
 * must lie in [@min_ns, @max_ns] and be a multiple of @step_ns (0: any).
 * Prints the error, a caret and a hint that states the unit rule and the
 * range.  Returns 0, or -1 after the message.
 */
int cli_parse_time(struct cli *cli, const char *opt, const char *arg, uint64_t min_ns,
		   uint64_t max_ns, uint64_t step_ns, uint64_t *ns);

/*
 * Write @n bytes of @s to @f (NULL: only measure) with control bytes and
 * non-UTF-8 bytes escaped (\e, \r, \xNN).  Returns the columns used.
 */
size_t cli_write_escaped(FILE *f, const char *s, size_t n);

#include "json.h"

/* Commands (one file each: src/cli/cmd_<name>.c). */
int cmd_list(struct cli *cli, int argc, char **argv);
int cmd_assign(struct cli *cli, int argc, char **argv);
int cmd_events(struct cli *cli, int argc, char **argv);
int cmd_predict(struct cli *cli, int argc, char **argv);
int cmd_doctor(struct cli *cli, int argc, char **argv);
int cmd_atlas(struct cli *cli, int argc, char **argv);
int cmd_explain(struct cli *cli, int argc, char **argv);
int cmd_plan(struct cli *cli, int argc, char **argv);
int cmd_stat(struct cli *cli, int argc, char **argv);
int cmd_topdown(struct cli *cli, int argc, char **argv);
int td_events(struct cli *cli, int argc, char **argv);	/* topdown events */

extern const char usage_doctor[];
extern const char usage_atlas[];
extern const char usage_list[], usage_assign[], usage_events[], usage_predict[], usage_explain[],
	usage_plan[], usage_stat[], usage_topdown[];

int pms_cli_main(int argc, char **argv, FILE *out, FILE *err);

/*
 * 'events --list [GLOB]': every name the model accepts that matches @glob
 * (NULL: all), with dialect, encoding and counters, each parsed as an
 * 'events -e' list is (perf @perf_version, --perf-version; 0: the
 * kernel's perf) (evnames.c).
 */
int cli_events_list(struct cli *cli, const struct cli_common *c, uint32_t perf_version,
		    const char *glob);

/*
 * Warn (stderr) for each event @sim scheduled on a counter the vendor rules
 * out for its encoding: the constraint lint's kind (a) (lint_warn.c).
 */
void cli_lint_warn(struct cli *cli, const struct pms_evlist *ev, const struct pms_sim *sim);

/* Print a command's usage to @f. */
void cli_usage(FILE *f, const char *name);

#endif
