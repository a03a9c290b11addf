/* Printing a plan (plan_print.c: text; plan_json.c: JSON). */
#ifndef PMS_CLI_PLAN_PRINT_H
#define PMS_CLI_PLAN_PRINT_H

#include "predict.h"

void plan_print_text(FILE *f, const struct predict_args *a, const struct pms_plan *p);
void plan_print_json(FILE *f, const struct predict_args *a, const struct pms_plan *p);
/* With -M ... --for-metrics: the lists the plan was made for (NULL: none). */
void plan_print_json_mlist(FILE *f, const struct predict_args *a, const struct pms_plan *p,
			   const struct pms_plan_mlist *l);

/* A unit or group as the user wrote it: "a", "{a,b}", "{a,b,... (5 events)}". */
void plan_unit_text(const struct pms_evlist *ev, int first, int n, char *buf, size_t len);
/* A note in words (one sentence, no newline). */
void plan_note_text(const struct predict_args *a, const struct pms_plan *p,
		    const struct pms_plan_note *nt, char *buf, size_t len);
/* Why the slot (or run) count is the least: one clause after "proven minimum: ". */
void plan_proof_text(const struct predict_args *a, const struct pms_plan *p, const char *what,
		     char *buf, size_t len);
/*
 * "perf stat [-a] -e 'LIST' -- COMMAND" with LIST quoted for a POSIX shell;
 * malloc'd (NULL: out of memory).
 */
char *plan_perf_command(const struct predict_args *a, const char *list);

/* plan_mlist.c: plan -M ... --for-metrics, the library's answer
 * (PMS_ASK_FOR_METRICS: @p made from @a's list, @l perf's own and the one
 * planned): the metrics' table and the plan, or the JSON document. */
void plan_print_mlist(struct cli *cli, const struct predict_args *a, const struct pms_plan *p,
		      const struct pms_plan_mlist *l);

/* cmd_plan.c: the handlers of plan's rows of predict_optab[] (--runs N,
 * --same-run LIST) */
struct cli_opt;
int plan_runs_opt(struct cli *cli, const struct cli_opt *o, const char *arg, void *set);
int plan_same_run_opt(struct cli *cli, const struct cli_opt *o, const char *arg, void *set);

#endif
