/*
 * pmusched plan -M ... --for-metrics: the list perf builds for the same
 * metrics one group per metric (perf stat --metric-no-merge, each metric
 * asked by its name), planned into the fewest runs, and each metric's
 * expected error under perf's own grouping beside the plan's.  The answer
 * is the library's, from one call (pms_query_ask() with
 * PMS_ASK_FOR_METRICS: both lists, their simulations, the plan), and so
 * are the errors and the JSON document (pms_plan_mlist_metric(),
 * pms_json_write_plan()); this file prints the text.
 */
#include <stdlib.h>
#include <string.h>
#include "plan_print.h"

static void cell(char *buf, size_t n, const struct pms_plan_inputs_error *e, bool known,
		 bool plan)
{
	if (!known)
		snprintf(buf, n, "not modelled (an event of another PMU)");
	else if (e->half_width < 0)
		snprintf(buf, n, plan ? "no value: inputs split over runs (Notes)" :
			 "not printed (an input not counted)");
	else if (e->half_width == 0 && plan)
		snprintf(buf, n, "exact (run %d)", e->run + 1);
	else if (e->half_width == 0)
		snprintf(buf, n, "exact");
	else if (e->bounded)
		snprintf(buf, n, "+-%.2f%% (%d schedule%s)", e->half_width, e->n_schedules,
			 e->n_schedules == 1 ? "" : "s");
	else
		snprintf(buf, n, "no bound: inputs +-%.2f%%, %d schedule%s", e->worst_input,
			 e->n_schedules, e->n_schedules == 1 ? "" : "s");
}

static void print_table(FILE *f, const struct predict_args *a, const struct pms_plan *p,
			const struct pms_plan_mlist *l)
{
	int n = pms_mlist_n_metrics(l->perf), w = (int)strlen("metric"), unbounded = 0, exact = 0;
	char assumed[256], c1[96], c2[96];

	for (int j = 0; j < n; j++) {
		struct pms_mmetric m;

		if (!pms_mlist_metric(l->perf, j, &m) && (int)strlen(m.name) > w)
			w = (int)strlen(m.name);
	}
	predict_error_text(a, assumed, sizeof(assumed));
	fprintf(f, "For metrics: one group per metric as perf builds it with --metric-no-merge "
		"(its topdown and\n  MetricConstraint rules kept), in the fewest runs.  Each "
		"metric's expected error\n  (%s):\n", assumed);
	fprintf(f, "  %-*s  %-42s  %s\n", w, "metric", "perf's own grouping (one run)", "plan");
	for (int j = 0; j < n; j++) {
		struct pms_plan_mlist_metric r = { .sz = sizeof(r) };

		if (pms_plan_mlist_metric(p, l, j, &r))
			continue;
		unbounded += r.perf_modelled && r.perf.half_width > 0 && !r.perf.bounded;
		exact += r.perf_modelled && r.perf.half_width == 0;
		cell(c1, sizeof(c1), &r.perf, r.perf_modelled, false);
		cell(c2, sizeof(c2), &r.planned, r.planned_modelled, true);
		fprintf(f, "  %-*s  %-42s  %s\n", w, r.name, c1, c2);
	}
	fprintf(f, "  The inputs' errors are taken as unrelated on one schedule (the root of the sum "
		"of squares)\n  and add across schedules; that bounds a metric of ratios, products "
		"and sums of counts.\n");
	if (unbounded)
		fprintf(f, "  No bound: the metric subtracts or compares counts, which can amplify "
			"its inputs' errors.\n");
	if (l->planned == l->perf)
		fprintf(f, "  perf's own grouping already counts every event all the time in one run:\n"
			"  it is the plan (one group per metric could only add runs).\n");
	else if (n && exact == n)
		fprintf(f, "  perf's own grouping already counts every metric's inputs all the time in "
			"one run:\n  the plan cannot lower any error, only add runs.\n");
	fputc('\n', f);
}

void plan_print_mlist(struct cli *cli, const struct predict_args *a, const struct pms_plan *p,
		      const struct pms_plan_mlist *l)
{
	if (a->common.json) {
		plan_print_json_mlist(cli->out, a, p, l);
	} else {
		print_table(cli->out, a, p, l);
		plan_print_text(cli->out, a, p);
	}
}
