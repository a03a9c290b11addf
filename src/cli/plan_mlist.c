/*
 * pmusched plan -M ... --for-metrics: the list perf builds for the same
 * metrics one group per metric (perf stat --metric-no-merge, each metric
 * asked by its name), planned into the fewest runs, and each metric's
 * expected error under perf's own grouping beside the plan's.  The list
 * is the library's (pms_mlist_build() through the query), the planning,
 * the errors and the JSON document too (pms_plan_new(),
 * pms_plan_mlist_metric(), pms_json_write_plan()); this file joins them
 * and prints the text.
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

int plan_for_mlist(struct cli *cli, struct predict_args *a, struct pms_plan_opts *po)
{
	static struct predict_args b;	/* large: not on the stack */
	const struct pms_mlist *ml = a->plist.list;
	struct pms_plan *p = NULL;
	struct pms_plan_mlist l = { .sz = sizeof(l) };
	struct pms_diag d;
	size_t at = 0;
	int rc;

	if (!ml || !pms_mlist_n_metrics(ml)) {
		cli_error(cli, "--for-metrics: the -M list has no metric");
		return EXIT_USAGE;
	}
	if (pms_plan_mlist_perf_exact(a->sim)) {
		/* perf's own list counts everything at once: it is the plan */
		if (po->mode == PMS_PLAN_ONE_RUN)
			po->mode = PMS_PLAN_NO_MULTIPLEX;
		pms_diag_clear(&d);
		rc = pms_plan_new(a->ev, &a->opts, po, &p, &d);
		if (rc) {
			cli_print_diag(cli, NULL, &d);
			return cli_exit_for(rc) == EXIT_USAGE ? EXIT_USAGE : EXIT_FAIL;
		}
		l.perf = l.planned = ml;
		l.perf_lines = l.planned_lines = a->plist.lines;
		l.perf_sim = a->sim;
		if (a->common.json) {
			plan_print_json_mlist(cli->out, a, p, &l);
		} else {
			print_table(cli->out, a, p, &l);
			plan_print_text(cli->out, a, p);
		}
		pms_plan_free(p);
		return EXIT_OK;
	}
	b = *a;		/* the same options; its own answer */
	b.answer = NULL;
	b.ev = b.sib = NULL;
	b.sim = NULL;
	b.plist.list = NULL;
	b.plist.text = NULL;
	b.plist.lines = NULL;
	b.plist.detailed = 0;
	b.plist.topdown = false;
	b.plist.have_metrics = true;
	b.plist.flags |= PMS_MLIST_NO_MERGE;
	b.plist.metrics[0] = '\0';
	for (int j = 0; j < pms_mlist_n_metrics(ml); j++) {
		struct pms_mmetric m;
		int w;

		if (pms_mlist_metric(ml, j, &m))
			continue;
		w = snprintf(b.plist.metrics + at, sizeof(b.plist.metrics) - at, "%s%s",
			     at ? "," : "", m.name);
		if (w < 0 || (size_t)w >= sizeof(b.plist.metrics) - at) {
			cli_error(cli, "--for-metrics: the metrics' names are longer than %d bytes",
				  PMS_MLIST_MAX_TEXT);
			return EXIT_USAGE;
		}
		at += (size_t)w;
	}
	rc = predict_ask(cli, &b, PMS_ANSWER_PREDICT);
	if (rc)
		goto out;
	if (po->mode == PMS_PLAN_ONE_RUN)
		po->mode = PMS_PLAN_NO_MULTIPLEX;
	pms_diag_clear(&d);
	rc = pms_plan_new(b.ev, &b.opts, po, &p, &d);
	if (rc) {
		cli_print_diag(cli, NULL, &d);
		rc = cli_exit_for(rc) == EXIT_USAGE ? EXIT_USAGE : EXIT_FAIL;
		goto out;
	}
	l.perf = ml;
	l.perf_lines = a->plist.lines;
	l.perf_sim = a->sim;
	l.planned = b.plist.list;
	l.planned_lines = b.plist.lines;
	if (a->common.json) {
		plan_print_json_mlist(cli->out, &b, p, &l);
	} else {
		print_table(cli->out, a, p, &l);
		plan_print_text(cli->out, &b, p);
	}
	rc = EXIT_OK;
out:
	pms_plan_free(p);
	predict_release(&b);
	return rc;
}
