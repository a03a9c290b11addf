/*
 * Shared by the commands built on the simulator (predict, explain, plan):
 * their common options, the run, and the printers.
 */
#ifndef PMS_CLI_PREDICT_H
#define PMS_CLI_PREDICT_H

#include "cli.h"

struct predict_args {
	struct cli_common common;
	const char *events, *workload, *sibling;
	bool no_schedule;
	const char *svg;	/* --svg FILE: timeline of the simulation */
	bool split_groups, keep_pinned, no_pin;	/* plan only */
	struct pms_sim_opts opts;
	struct pms_phase phases[PMS_SIM_MAX_PHASES];
	struct pms_evlist *ev, *sib;
	struct pms_sim *sim;
};

/* Parse options; returns EXIT_OK, EXIT_USAGE, or -2 for -h. */
int predict_parse(struct cli *cli, int argc, char **argv, struct predict_args *a);
/* Resolve the model, parse the lists and simulate; prints errors. */
int predict_run(struct cli *cli, struct predict_args *a);
void predict_release(struct predict_args *a);
/* Write a->svg (if set) for @ev/@s; prints the error.  EXIT_OK or EXIT_FAIL. */
int predict_write_svg(struct cli *cli, const struct predict_args *a, const struct pms_evlist *ev,
		      const struct pms_sim *s, const char *title);

void predict_print_text(FILE *f, const struct predict_args *a);
void predict_print_json(FILE *f, const struct predict_args *a);
/* One event's JSON object (predict's per-event shape, reused by plan). */
void predict_json_event(FILE *f, const struct pms_evlist *ev, const struct pms_sim *s, int i);
/* perf stat's lines alone. */
void predict_print_core_share(FILE *f, const struct pms_model *m, const struct pms_sim *s);
void predict_print_perf_lines(FILE *f, const struct pms_evlist *ev, const struct pms_sim *s);

#endif
