/*
 * pmusched plan: the grouping and order of an event list that counts every
 * event for the largest share of the time, or the fewest perf runs that
 * count every event all the time; the planning is the library's
 * (pms_plan_*), this file prints it.
 */
#include <stdlib.h>
#include <string.h>
#include "plan_print.h"

const char usage_plan[] =
	"usage: pmusched plan -e LIST [--cpu MODEL] [predict options] [--split-groups]\n"
	"                     [--keep-pinned] [--no-pin] [--no-multiplex | --runs N]\n"
	"                     [--json] [--svg FILE]\n"
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

int cmd_plan(struct cli *cli, int argc, char **argv)
{
	static struct predict_args a;
	struct pms_plan_opts po = PMS_PLAN_OPTS_INIT;
	struct pms_plan *p = NULL;
	struct pms_plan_run run;
	struct pms_diag d;
	int rc = predict_parse(cli, argc, argv, &a);

	if (rc == -2) {
		fputs(usage_plan, cli->out);
		return EXIT_OK;
	}
	if (rc)
		return rc;
	rc = predict_run(cli, &a);
	if (rc)
		goto out;
	po.flags = (a.split_groups ? PMS_PLAN_SPLIT_GROUPS : 0) |
		   (a.keep_pinned ? PMS_PLAN_KEEP_PINNED : 0) | (a.no_pin ? PMS_PLAN_NO_PIN : 0);
	po.mode = a.no_multiplex ? PMS_PLAN_NO_MULTIPLEX : a.runs ? PMS_PLAN_RUNS : PMS_PLAN_ONE_RUN;
	po.n_runs = a.runs;
	po.workload = &a.variability;
	po.confidence = a.confidence;
	pms_diag_clear(&d);
	rc = pms_plan_new(a.ev, &a.opts, &po, &p, &d);
	if (rc) {
		cli_print_diag(cli, NULL, &d);
		rc = cli_exit_for(rc) == EXIT_USAGE ? EXIT_USAGE : EXIT_FAIL;
		goto out;
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
	pms_plan_free(p);
	predict_release(&a);
	return rc;
}
