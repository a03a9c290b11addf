/*
 * pmusched explain: why events are not counted all the time, the best any
 * grouping can do, and the changes that help, each checked by simulation.
 * The analysis is the library's (pms_explain_*); this file prints it.
 */
#include <stdlib.h>
#include <string.h>
#include "explain_print.h"
#include "optab.h"

const char usage_explain[] =
	"usage: pmusched explain -e LIST [--cpu MODEL] [predict options] [-v] [--json]\n"
	"\n"
	"Says why events are below 100%, <not counted> or <not supported>, in a few\n"
	"lines: what each kind of counter offers against what the events need, the\n"
	"kernel rules in force (one line each), the best share any grouping of the\n"
	"list can reach, one block per cause with the events it holds back, and\n"
	"the changes that help, best first, each checked by simulating it: plan's\n"
	"split into runs or its regrouping, moving events to a second run, leaving\n"
	"them out, pinning, unpinning, splitting or reordering groups, and the\n"
	"machine (NMI watchdog, TSX force abort, the sibling thread, a newer\n"
	"kernel, SMT).  Takes every option of 'pmusched predict', including\n"
	"--svg FILE (the schedule as an SVG timeline).\n"
	"\n"
	"  -v, --verbose            also perf stat's lines, every short event in\n"
	"                           detail (counters, who held them while it waited,\n"
	"                           the rules that kept it off, its best fix), and\n"
	"                           the event lists of each fix\n"
	"  --variability CV[@T]     the events' rate variability the expected errors\n"
	"                           assume: coefficient of variation over windows of\n"
	"                           T (default 50%@4ms, pmusched stat's prior)\n"
	"  --variability-from FILE  the variability of a recorded 'perf stat -I' run of\n"
	"                           the workload (as 'stat --replay' reads it): the\n"
	"                           median over its multiplexed events\n"
	"  --confidence C           of the expected errors (default 0.9)\n"
	"  --json                   the same as data\n";

/* The CLI's member of the document: the error model its options give. */
static void error_model(struct pms_json *j, void *ctx)
{
	predict_json_error_model((struct json *)(void *)j, ctx);
}

int cmd_explain(struct cli *cli, int argc, char **argv)
{
	struct predict_args a;
	const struct pms_explain *x;
	int rc = predict_parse(cli, argc, argv, &a);

	rc = cli_opt_settle(cli, rc, usage_explain);
	if (rc >= 0)
		return rc;
	rc = predict_ask(cli, &a, PMS_ANSWER_EXPLAIN);
	if (!rc)
		cli_lint_warn(cli, a.ev, a.sim);
	if (!rc)
		rc = predict_write_svg(cli, &a, a.ev, a.sim, "pmusched explain");
	if (rc)
		goto out;
	if (a.trip_failed) {
		cli_print_diag(cli, NULL, &a.trip_diag);
		rc = EXIT_FAIL;
		goto out;
	}
	x = pms_answer_explain(a.answer);
	if (a.common.json) {
		struct pms_json_explain_opts jo = { .sz = sizeof(jo) };

		jo.opts = &a.opts;
		jo.workload = a.workload;
		jo.error_model = error_model;
		jo.ctx = &a;
		pms_json_write_explain(cli->out, x, &jo, NULL);
	} else {
		if (a.verbose) {
			plist_print_perf_lines(cli->out, &a.plist, a.ev, a.sim);
			fputc('\n', cli->out);
		}
		explain_print_summary(cli->out, &a, x);
		if (a.verbose)
			explain_print_detail(cli->out, &a, x);
	}
out:
	predict_release(&a);
	return rc;
}
