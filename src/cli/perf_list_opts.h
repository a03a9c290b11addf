/*
 * The lists perf stat builds itself (-M, -d, --topdown, the default set),
 * as options every modelling command shares: predict, explain, plan and
 * stat.  The library builds the list (pms_mlist_build()); this file only
 * parses the options, joins the list after the -e events as perf stat
 * opens it, and prints what the list means for the metrics.
 */
#ifndef PMS_CLI_PERF_LIST_OPTS_H
#define PMS_CLI_PERF_LIST_OPTS_H

#include "cli.h"
#include "pmusched/metrics.h"
#include "pmusched/query.h"

#define PLIST_OPTS 0x2000	/* getopt values of these options */

struct plist_args {
	char metrics[PMS_MLIST_MAX_TEXT + 1];	/* every -M, joined with ',' */
	bool have_metrics;
	int detailed;		/* -d given 0..3 times (more count as 3) */
	bool topdown;		/* --topdown */
	int td_level;		/* --td-level N; 0: perf's default */
	bool td_level_set;
	unsigned flags;		/* PMS_MLIST_NO_GROUP, _NO_MERGE, _NO_THRESHOLD */
	const struct pms_host *host;	/* the host perf runs on (stat), or NULL */
	/* the list the query built (owned unless the caller says otherwise) */
	struct pms_mlist *list;	/* NULL: -e alone, no list built */
	int first;		/* stat: index of the list's first event among the
				 * measured ones, -1 when they do not match */
	const struct pms_perf_lines *lines;	/* after plist_map(): the library's
						 * matching and hidden lines (borrowed) */
};

void plist_init(struct plist_args *p);
/* One option: 1 consumed, 0 not ours, -1 after printing the error. */
int plist_opt(struct cli *cli, struct plist_args *p, int c, const char *arg);
/* -M, -d or --topdown given (--td-level alone only sets the level the
 * default set and --topdown use, as in perf). */
bool plist_asked(const struct plist_args *p);
/*
 * A new query (*@q) with the conditions @c and @o as the options chose them
 * (cli_common_finish(), cli_sim_opts()), the host's perf and sysfs for
 * --cpu host (a host of unknown CPU too: pms_query_set_host_generic()),
 * and @p's lists.  Prints errors; an exit code.
 */
int plist_query(struct cli *cli, const struct plist_args *p, const struct cli_common *c,
		const struct pms_sim_opts *o, struct pms_query **q);
/* Print an error building the list (@d->pos in the -M text); the exit code. */
int plist_build_error(struct cli *cli, const struct plist_args *p, int rc,
		      const struct pms_diag *d);
/* The list matched with the parsed events, and the lines perf hides
 * (the query's answer decides them: pms_answer_lines()). */
void plist_map(struct plist_args *p, const struct pms_perf_lines *lines);
/* The parsed event of list event @k (after a successful plist_map()). */
int plist_ev(const struct plist_args *p, int k);
/* The list event of parsed event @i, or -1. */
int plist_k(const struct plist_args *p, int i);
void plist_release(struct plist_args *p);

/* perf_list_print.c: what predict says about each metric of the list. */
void plist_print_metrics(FILE *f, const struct plist_args *p, const struct pms_evlist *ev,
			 const struct pms_sim *s);
/*
 * perf_list_lines.c: perf stat's lines for the events, as the modelled perf
 * prints them when the list is its own: the Default metric group's lines
 * hidden behind their group header (6.12), --topdown's metric-only layout.
 * Without a list, or one not matched, every event's line.
 */
void plist_print_perf_lines(FILE *f, const struct plist_args *p, const struct pms_evlist *ev,
			    const struct pms_sim *s);
/* Whether those lines are modelled for @p's list (not on hybrids, nor for
 * perf 6.1's per-core --topdown): false, every event has its line. */
bool plist_lines_modelled(const struct plist_args *p, const struct pms_evlist *ev);
/* perf prints no line of its own for event @i (a hidden Default group
 * event, or any event under metric-only). */
bool plist_line_hidden(const struct plist_args *p, const struct pms_evlist *ev,
		       const struct pms_sim *s, int i);
/* perf 7.2+'s -x SEP (@sep) or -j (@sep NULL) lines without -I, for an
 * answer the library gave with its "output" key (it refuses what is not
 * modelled). */
void plist_print_perf_sv(FILE *f, const struct plist_args *p, const struct pms_evlist *ev,
			 const struct pms_sim *s, const char *sep);
/* What a plan does with each metric's events (together, same slot, split). */
void plist_print_plan(FILE *f, const struct plist_args *p, const struct pms_plan *pl);
void plist_json_metrics(struct json *j, const struct plist_args *p, const struct pms_evlist *ev,
			const struct pms_sim *s);

#endif
