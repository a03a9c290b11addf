/*
 * predict's checks of an answer before printing: perf's warnings while
 * building and checking its list, and what the options cannot print.
 */
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include "predict.h"

/* What perf says while building its list ("Not grouping metric ..."). */
void predict_warn_list(struct cli *cli, const struct pms_mlist *ml)
{
	for (int k = 0; ml && k < pms_mlist_n_warnings(ml); k++)
		cli_warn(cli, "perf: %s", pms_mlist_warning(ml, k));
}

/* What perf stat says checking the list's CPUs ("grouped events cpus do
 * not match", builtin-stat.c evlist__check_cpu_maps()). */
void predict_warn_evlist(struct cli *cli, const struct pms_evlist *ev)
{
	for (int k = 0; ev && k < pms_evlist_n_warnings(ev); k++)
		for (const char *w = pms_evlist_warning(ev, k), *nl; w; w = nl ? nl + 1 : NULL) {
			nl = strchr(w, '\n');
			cli_warn(cli, "perf: %.*s", (int)(nl ? nl - w : (ptrdiff_t)strlen(w)), w);
		}
}

/* What the options cannot print of an answer simulated under @o as @s. */
int predict_answer_checks(struct cli *cli, const struct predict_args *a,
			  const struct pms_sim_opts *o, const struct pms_sim *s)
{
	/* -x/-j print each line's run time summed over every counter perf
	 * aggregates (every CPU with -a, every box of a merged uncore PMU:
	 * util/stat.c process_counter_values(), 7.3.4), and a box event's sysfs
	 * unit; one CPU's time would be a wrong figure.  The aggregated lines
	 * (--per-socket/--per-die) sum it (predict_print_aggr_lines()). */
	if ((a->field_sep || a->perf_json) && !a->aggr && o->system_wide) {
		cli_error(cli, "%s with a system-wide count (-a, or perf's own choice for box events "
			  "alone): the run time summed over every CPU and box is not modelled",
			  a->field_sep ? "-x" : "-j");
		cli_hint(cli, "--per-socket with --cpus-per-die N prints the summed lines; or count "
			 "per task");
		return EXIT_USAGE;
	}
	/* folded, any run prints a few kilobytes; unfolded, one line per interval */
	if (a->full && !a->no_schedule && pms_sim_n_intervals(s) > PREDICT_FULL_MAX) {
		cli_error(cli, "--full would print %u intervals: at most %u are printed unfolded",
			  pms_sim_n_intervals(s), PREDICT_FULL_MAX);
		fprintf(cli->err, "hint: drop --full (repeats are folded by period), or shorten "
			"--duration\n");
		return EXIT_USAGE;
	}
	return EXIT_OK;
}
