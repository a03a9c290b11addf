/*
 * pmusched plan: the grouping and order of an event list that counts every
 * event for the largest share of the time, or the fewest perf runs that
 * count every event all the time; the planning is the library's
 * (pms_plan_*), this file prints it.
 */
#include <stdlib.h>
#include <string.h>
#include "plan_print.h"
#include "optab.h"

/* plan --runs N */
int plan_runs_opt(struct cli *cli, const struct cli_opt *o, const char *arg, void *set)
{
	long v;

	(void)o;
	if (cli_parse_number(arg, 1, PMS_EVLIST_MAX_EVENTS, &v)) {
		cli_error(cli, "bad value '%s' for --runs", arg);
		cli_hint(cli, "a whole number of perf runs, 1 to %d", PMS_EVLIST_MAX_EVENTS);
		return -1;
	}
	((struct predict_args *)set)->runs = (int)v;
	return 0;
}

/* plan --same-run LIST: each one a set (the library checks the names) */
int plan_same_run_opt(struct cli *cli, const struct cli_opt *o, const char *arg, void *set)
{
	struct predict_args *a = set;
	size_t at = strlen(a->same_run);
	int w;

	(void)o;
	if (!*arg || strchr(arg, ';')) {
		cli_error(cli, "bad value '%s' for --same-run", arg);
		cli_hint(cli, "events of the list separated by ',' (give --same-run again for "
			 "another set)");
		return -1;
	}
	w = snprintf(a->same_run + at, sizeof(a->same_run) - at, "%s%s", at ? ";" : "", arg);
	if (w < 0 || (size_t)w >= sizeof(a->same_run) - at) {
		cli_error(cli, "--same-run: the sets are longer than %zu bytes",
			  sizeof(a->same_run) - 1);
		return -1;
	}
	return 0;
}

const char usage_plan[] =
	"usage: pmusched plan -e LIST [--cpu MODEL] [predict options] [--split-groups]\n"
	"                     [--keep-pinned] [--no-pin] [--no-multiplex | --runs N]\n"
	"                     [--same-run LIST] [--for-metrics] [--json] [--svg FILE]\n"
	"\n"
	"Rearranges the events so the kernel counts every one of them for the\n"
	"largest possible share of the time, and prints the perf stat command\n"
	"with the predicted output before and after, and what it assumed (model,\n"
	"kernel, HT, NMI watchdog, TSX force abort).\n"
	"\n"
	"A slot is a set of groups that fits the PMU at once beside the NMI\n"
	"watchdog and the pinned events, by the kernel's own assignment routine.\n"
	"With k slots, each written as one {...} group, exactly one slot runs per\n"
	"rotation interval and every event runs 1/k of the time; plan finds the\n"
	"fewest slots (an LP bound over slot patterns, an LP-guided dive and an\n"
	"exhaustive search, within a bounded amount of work) and says what proves\n"
	"the count, or that it is not proven and the gap to its lower bound.\n"
	"Each of your groups stays in one slot.  With two or more\n"
	"slots, an event that fits beside the pins and every slot is pinned (:D):\n"
	"it then counts all the time and no slot loses.\n"
	"\n"
	"Your :D is kept while everything else can still run beside it and the\n"
	"others need no more slots; otherwise it is dropped and the output says\n"
	"why.  Events that are not supported are left as written; a group that can\n"
	"never be scheduled is listed last with :D, so the kernel parks it in\n"
	"ERROR once instead of letting it stop every rotation pass.\n"
	"\n"
	"  --split-groups           treat every event as its own group (a topdown\n"
	"                           slots group stays whole)\n"
	"  --keep-pinned            never drop a :D; what cannot run beside it is parked\n"
	"  --no-pin                 add no :D of plan's own\n"
	"  --no-multiplex           the fewest perf runs that each count all their\n"
	"                           events all the time, with the proof that no\n"
	"                           split has fewer\n"
	"  --runs N                 the best split into N runs (fewer when fewer count\n"
	"                           everything all the time)\n"
	"  --same-run LIST          these events (as plan writes them, ',' between)\n"
	"                           count in the same run, each in its own group, not\n"
	"                           grouped together; again for another set.  With\n"
	"                           --no-multiplex they must fit the PMU at once\n"
	"  --for-metrics            prefer the grouping that gives perf's two-count\n"
	"                           metrics (insn per cycle, the miss ratios) the least\n"
	"                           expected error: plan also the list with each\n"
	"                           metric's inputs in one group, take it when its\n"
	"                           metrics promise clearly less error at the same\n"
	"                           lowest share, and print each metric's expected\n"
	"                           error under both (in the text output).  With -M:\n"
	"                           one group per metric as perf builds it with\n"
	"                           --metric-no-merge, in the fewest runs (or --runs\n"
	"                           N), and each metric's expected error under\n"
	"                           perf's own grouping and under the plan (also\n"
	"                           with --json); --topdown plans its metrics so,\n"
	"                           -d too from perf 6.19 (before: its events' two-\n"
	"                           count metrics, as an -e list)\n"
	"  --svg FILE               the planned schedule as an SVG timeline (run 1)\n"
	"  --core-share SHARES      hybrids: the task's run time per core type,\n"
	"                           e.g. cpu_core=70,cpu_atom=30 (default: all on\n"
	"                           cpu_core); phases may say run:5ms@cpu_atom\n"
	"  --cputype TYPE           perf stat --cputype: events without a PMU go to\n"
	"                           this core PMU only (cpu_core, atom, ...)\n"
	"  --hybrid-merge           perf stat --hybrid-merge: one line per event name\n"
	"  --variability CV[@T]     the events' rate variability the expected errors\n"
	"                           assume: coefficient of variation over windows of\n"
	"                           T (default 50%@4ms, pmusched stat's prior)\n"
	"  --variability-from FILE  the variability of a recorded 'perf stat -I' run of\n"
	"                           the workload (as 'stat --replay' reads it): the\n"
	"                           median over its multiplexed events\n"
	"  --confidence C           of the expected errors (default 0.9)\n"
	"  --json                   {\"runs\":[...], \"run_checks\":[...], \"before\":[...], ...}\n"
	"\n"
	"Takes every option of 'pmusched predict'.  Exit status 0 with a plan,\n"
	"1 when planning fails, 2 for bad input.\n";

/* The words for why the answer kept the plan as asked (pms_plan_metrics_choice). */
static const char *const kept_why[] = {
	[PMS_PMC_NOT_BETTER] = "the default plan: its metrics promise no clearly smaller error, or "
			       "the grouping leaves events out",
	[PMS_PMC_AS_WRITTEN] = "the default plan: the inputs are grouped or pinned as written",
	[PMS_PMC_NO_PARSE] = "the default plan: the regrouped list does not parse as perf would",
	[PMS_PMC_NO_PLAN] = "the default plan: the regrouped list does not plan",
};

static void metric_cell(char *buf, size_t n, const struct pms_plan_metric_error *e)
{
	if (e->half_width < 0)
		snprintf(buf, n, "not printed");
	else if (e->half_width == 0)
		snprintf(buf, n, "exact");
	else
		snprintf(buf, n, "+-%.2f%% (%d schedule%s)", e->half_width, e->n_schedules,
			 e->n_schedules == 1 ? "" : "s");
}

static void metric_name(const struct pms_evlist *ev, const struct pms_plan_metric *m, char *buf,
			size_t n)
{
	char e[64], base[64];

	pms_plan_event_text(ev, m->event, e, sizeof(e));
	pms_plan_event_text(ev, m->base, base, sizeof(base));
	snprintf(buf, n, "%s / %s", e, base);
}

/*
 * --for-metrics on a list that is not one of metrics: each two-count
 * metric's expected error under the plan as asked and with its inputs
 * grouped, and which the library's answer took (pms_answer_plan_metrics()).
 */
static void print_metrics(FILE *f, const struct predict_args *a,
			  const struct pms_plan_list_metrics *r)
{
	const struct pms_plan_metric *m = r->metrics;
	const struct pms_plan_metric_error *grp = r->grouped_errors;
	char assumed[256], name[160], c1[64], c2[64];
	int w = (int)strlen("metric");

	if (!r->n_metrics) {
		fprintf(f, "For metrics: the list has no metric of two counter events "
			"(insn per cycle, a miss ratio): the default plan.\n\n");
		return;
	}
	for (int k = 0; k < r->n_metrics; k++) {
		metric_name(r->given, &m[k], name, sizeof(name));
		if ((int)strlen(name) > w)
			w = (int)strlen(name);
	}
	predict_error_text(a, assumed, sizeof(assumed));
	fprintf(f, "For metrics: each metric's expected error (%s).\n", assumed);
	fprintf(f, "  %-*s  %s%s\n", w, "metric", grp ? "default plan                inputs grouped" :
		"default plan", "");
	for (int k = 0; k < r->n_metrics; k++) {
		metric_name(r->given, &m[k], name, sizeof(name));
		metric_cell(c1, sizeof(c1), &r->given_errors[k]);
		if (grp) {
			metric_cell(c2, sizeof(c2), &grp[k]);
			fprintf(f, "  %-*s  %-26s  %s\n", w, name, c1, c2);
		} else {
			fprintf(f, "  %-*s  %s\n", w, name, c1);
		}
	}
	fprintf(f, "  Chosen: %s.\n", r->choice == PMS_PMC_GROUPED ?
		"the list with each metric's inputs grouped" :
		(size_t)r->choice < sizeof(kept_why) / sizeof(kept_why[0]) && kept_why[r->choice] ?
		kept_why[r->choice] : kept_why[PMS_PMC_NOT_BETTER]);
	fprintf(f, "  On one schedule the inputs' errors are taken as unrelated (the root of the "
		"sum of squares);\n  on different schedules they add (the sign that widens).\n\n");
}

/* Takes --for-metrics out of @argv (predict's parser does not know it). */
static bool take_for_metrics(int *argc, char **argv)
{
	bool seen = false;
	int w = 0;

	for (int i = 0; i < *argc; i++) {
		if (!strcmp(argv[i], "--")) {	/* the workload's own arguments */
			while (i < *argc)
				argv[w++] = argv[i++];
			break;
		}
		if (!strcmp(argv[i], "--for-metrics"))
			seen = true;
		else
			argv[w++] = argv[i];
	}
	*argc = w;
	return seen;
}

/*
 * The plan is the library's answer (PMS_ANSWER_PLAN): with --for-metrics
 * it plans perf's own metric list (PMS_ASK_FOR_METRICS: -M, --topdown, and
 * -d where the perf version's -d adds metric groups, printed by
 * plan_mlist.c); for another list the library compares the two-count
 * metrics of the list as planned and regrouped and takes the better
 * (pms_answer_plan_metrics(), printed by print_metrics()).
 */
int cmd_plan(struct cli *cli, int argc, char **argv)
{
	struct predict_args a;
	struct pms_plan_list_metrics lm = { .sz = sizeof(lm) };
	const struct pms_plan *p;
	const struct pms_plan_mlist *ml;
	struct pms_plan_run run;
	bool metrics = take_for_metrics(&argc, argv);
	int rc = predict_parse(cli, argc, argv, &a);

	rc = cli_opt_settle(cli, rc, usage_plan);
	if (rc >= 0)
		return rc;
	a.for_metrics = metrics;
	rc = predict_ask(cli, &a, PMS_ANSWER_PLAN);
	if (rc)
		goto out;
	if (a.trip_failed) {
		cli_print_diag(cli, NULL, &a.trip_diag);
		rc = cli_exit_for(a.trip_diag.code) == EXIT_USAGE ? EXIT_USAGE : EXIT_FAIL;
		goto out;
	}
	p = pms_answer_plan(a.answer);
	ml = pms_answer_plan_mlist(a.answer);
	if (ml) {
		plan_print_mlist(cli, &a, p, ml);
		goto out;
	}
	if (pms_answer_plan_metrics(a.answer, &lm) == PMS_OK) {
		if (!a.common.json)
			print_metrics(cli->out, &a, &lm);
		/* the list planned: the grouped one when the answer took it */
		a.ev = pms_answer_evlist(a.answer);
		a.sim = pms_answer_sim(a.answer);
	}
	if (pms_plan_n_runs(p) && pms_plan_run(p, 0, &run) == PMS_OK)
		rc = predict_write_svg(cli, &a, run.ev, run.sim, "pmusched plan");
	if (rc)
		goto out;
	if (a.common.json)
		plan_print_json(cli->out, &a, p);
	else {
		plan_print_text(cli->out, &a, p);
		plist_print_plan(cli->out, &a.plist, p);
	}
out:
	predict_release(&a);
	return rc;
}
