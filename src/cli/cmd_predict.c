/*
 * pmusched predict: what perf stat would print, the schedule behind it,
 * and a one-line account per event.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "cli.h"
#include "outfile.h"
#include "predict.h"

const char usage_predict[] =
	"usage: pmusched predict -e LIST [--cpu MODEL] [options]\n"
	"\n"
	"Predicts, without running anything, what Linux perf does with an event\n"
	"list: each event's counter in every rotation interval, time enabled and\n"
	"running, and the perf stat output that follows.\n"
	"\n"
	"  -e, --events LIST        perf-style event list, e.g. '{a,b},c:D,d'\n"
	"  --cpu MODEL              CPU model ('pmusched list'); default: host\n"
	"  --kernel X.Y[-rcN]       kernel whose behaviour to model; default: running\n"
	"  --perf-version X.Y       perf tool version; default: the kernel's\n"
	"  --ht on|off              SMT enumerated; default: host with --cpu host, else on\n"
	"  --nmi-watchdog on|off    default: host setting with --cpu host, else on\n"
	"                           (off on arm64)\n"
	"  --allow-tsx-force-abort 0|1   default 1, as the kernel (Skylake family)\n"
	"  --tsx on|off             the CPU enumerates TSX (RTM/HLE); default: host\n"
	"                           with --cpu host, else on\n"
	"  --record                 model perf record instead of perf stat: events\n"
	"                           sample, precise (:p) events open and use PEBS\n"
	"  --period N               perf record -c N (implies --record)\n"
	"  --freq N                 perf record -F N (implies --record; default 4000)\n"
	"  --workload busy|sleep|PHASES  busy (default), perf stat's 'sleep 1',\n"
	"                           or run:5ms,sleep:1s,run:2ms\n"
	"  --duration T             length of 'busy' (default 1s)\n"
	"  --mux-interval T         perf_event_mux_interval_ms (default 4ms, HZ=250)\n"
	"  --timer-phase T          offset of the mux timer's grid (default 0)\n"
	"  -a, --all-cpus           events in the CPU context instead of the task's\n"
	"  --sibling LIST           events pinned on the HT sibling thread\n"
	"  --no-schedule            print only perf stat's lines and the summary\n"
	"  --full                   every interval, without folding repeats\n"
	"  --core-share SHARES      hybrids: the task's run time per core type,\n"
	"                           e.g. cpu_core=70,cpu_atom=30 (default: all on\n"
	"                           cpu_core); phases may say run:5ms@cpu_atom\n"
	"  --cputype TYPE           perf stat --cputype: events without a PMU go to\n"
	"                           this core PMU only (cpu_core, atom, ...)\n"
	"  --hybrid-merge           perf stat --hybrid-merge: one line per event name\n"
	"  --json                   machine-readable result\n"
	"  --svg FILE               also write the schedule as an SVG timeline\n"
	"\n"
	"Times take ns, us, ms or s; a bare number is milliseconds.  Exit status 0\n"
	"whether or not events multiplex; 2 for bad input.\n";

enum {
	OPT_EVENTS = 'e', OPT_ALL = 'a', OPT_HELP = 'h', OPT_VERBOSE = 'v',
	OPT_WORKLOAD = 0x100, OPT_DURATION, OPT_MUX, OPT_PHASE, OPT_SIBLING, OPT_PERF,
	OPT_NOSCHED, OPT_SVG, OPT_SPLIT, OPT_KEEP_PINNED, OPT_NO_PIN, OPT_FULL, OPT_NO_MUX,
	OPT_RUNS,
};

#define TIME_MAX_NS (UINT64_C(4611686018) * 1000000000)	/* the parser's limit, in whole s */

static const struct option predict_opts[] = {
	{ "events", required_argument, NULL, OPT_EVENTS },
	{ "all-cpus", no_argument, NULL, OPT_ALL },
	{ "help", no_argument, NULL, OPT_HELP },
	{ "workload", required_argument, NULL, OPT_WORKLOAD },
	{ "duration", required_argument, NULL, OPT_DURATION },
	{ "mux-interval", required_argument, NULL, OPT_MUX },
	{ "timer-phase", required_argument, NULL, OPT_PHASE },
	{ "sibling", required_argument, NULL, OPT_SIBLING },
	{ "perf-version", required_argument, NULL, OPT_PERF },
	{ "no-schedule", no_argument, NULL, OPT_NOSCHED },
	{ "svg", required_argument, NULL, OPT_SVG },
	{ "split-groups", no_argument, NULL, OPT_SPLIT },
	{ "keep-pinned", no_argument, NULL, OPT_KEEP_PINNED },
	{ "no-pin", no_argument, NULL, OPT_NO_PIN },
	{ "full", no_argument, NULL, OPT_FULL },
	{ "verbose", no_argument, NULL, OPT_VERBOSE },
	{ "no-multiplex", no_argument, NULL, OPT_NO_MUX },
	{ "runs", required_argument, NULL, OPT_RUNS },
};

/* Merge the command's options with the shared ones into @all. */
static void merge_opts(struct option *all, size_t cap)
{
	size_t n = 0;

	for (size_t i = 0; i < sizeof(predict_opts) / sizeof(predict_opts[0]) && n + 1 < cap; i++)
		all[n++] = predict_opts[i];
	for (size_t i = 0; cli_common_longopts[i].name && n + 1 < cap; i++)
		all[n++] = cli_common_longopts[i];
	memset(&all[n], 0, sizeof(all[n]));
}

/* An option of one command only (explain -v; plan's options).  0, or -1 after the error. */
static int command_opt(struct cli *cli, int c, const char *opt, const char *arg,
		       struct predict_args *a)
{
	const char *only = c == OPT_VERBOSE ? "explain" : "plan";
	long v;

	if (strcmp(cli->cmd, only)) {
		cli_error(cli, "option '%s' is only for 'pmusched %s'", opt, only);
		return -1;
	}
	a->verbose |= c == OPT_VERBOSE;
	a->split_groups |= c == OPT_SPLIT;
	a->keep_pinned |= c == OPT_KEEP_PINNED;
	a->no_pin |= c == OPT_NO_PIN;
	a->no_multiplex |= c == OPT_NO_MUX;
	if (c != OPT_RUNS)
		return 0;
	if (cli_parse_number(arg, 1, PMS_EVLIST_MAX_EVENTS, &v)) {
		cli_error(cli, "bad value '%s' for --runs", arg);
		cli_hint(cli, "a whole number of perf runs, 1 to %d", PMS_EVLIST_MAX_EVENTS);
		return -1;
	}
	a->runs = (int)v;
	return 0;
}

int predict_parse(struct cli *cli, int argc, char **argv, struct predict_args *a)
{
	struct option all[64];
	struct pms_diag d;
	int c;

	memset(a, 0, sizeof(*a));
	cli_common_init(&a->common);
	a->workload = "busy";
	merge_opts(all, 64);
	pms_diag_clear(&d);
	while ((c = getopt_long(argc, argv, "+e:ahv", all, NULL)) != -1) {
		int r;

		switch (c) {
		case OPT_EVENTS:
			a->events = optarg;
			continue;
		case OPT_ALL:
			a->opts.system_wide = true;
			continue;
		case OPT_HELP:
			return -2;
		case OPT_WORKLOAD:
			a->workload = optarg;
			continue;
		case OPT_DURATION:
			if (cli_parse_time(cli, "--duration", optarg, 1, TIME_MAX_NS, 0,
					   &a->opts.duration_ns))
				return EXIT_USAGE;
			continue;
		case OPT_MUX:
			/* perf_event_mux_interval_ms: whole milliseconds, at least 1 */
			if (cli_parse_time(cli, "--mux-interval", optarg, 1000000, TIME_MAX_NS,
					   1000000, &a->opts.mux_interval_ns))
				return EXIT_USAGE;
			continue;
		case OPT_PHASE:
			if (cli_parse_time(cli, "--timer-phase", optarg, 0, TIME_MAX_NS, 0,
					   &a->opts.timer_phase_ns))
				return EXIT_USAGE;
			continue;
		case OPT_SIBLING:
			a->sibling = optarg;
			continue;
		case OPT_PERF:
			if (cli_kernel_version(cli, optarg, &a->opts.perf_version))
				return EXIT_USAGE;
			continue;
		case OPT_NOSCHED:
			a->no_schedule = true;
			continue;
		case OPT_SVG:
			/* checked now: a simulation's result never meets a bad path */
			if (outfile_check(cli, "--svg", optarg, false))
				return EXIT_USAGE;
			a->svg = optarg;
			continue;
		case OPT_FULL:
			a->full = true;
			continue;
		case OPT_VERBOSE:
		case OPT_SPLIT:
		case OPT_KEEP_PINNED:
		case OPT_NO_PIN:
		case OPT_NO_MUX:
		case OPT_RUNS:
			if (command_opt(cli, c, argv[optind - 1], optarg, a))
				return EXIT_USAGE;
			continue;
		case '?':
			cli_error(cli, "unknown or incomplete option '%s'", argv[optind - 1]);
			cli_hint(cli, "run 'pmusched %s -h'", cli->cmd);
			return EXIT_USAGE;
		}
		r = cli_common_opt(cli, &a->common, c, optarg);
		if (r < 0)
			return EXIT_USAGE;
	}
	if (!a->events && optind < argc)
		a->events = argv[optind++];
	if (optind < argc) {
		cli_error(cli, "unexpected argument '%s'", argv[optind]);
		return EXIT_USAGE;
	}
	if (a->no_multiplex && a->runs) {
		cli_error(cli, "--no-multiplex and --runs ask different questions; give one");
		return EXIT_USAGE;
	}
	if (!a->events) {
		cli_error(cli, "no events given");
		cli_hint(cli, "e.g. pmusched %s --cpu hsw -e 'cycles,instructions'", cli->cmd);
		return EXIT_USAGE;
	}
	return EXIT_OK;
}

int predict_run(struct cli *cli, struct predict_args *a)
{
	struct pms_diag d;
	uint32_t pv;
	int rc;

	pms_diag_clear(&d);
	rc = cli_common_finish(cli, &a->common, true);
	if (rc)
		return rc;
	cli_sim_opts(&a->common, &a->opts);
	rc = pms_workload_parse(a->workload, a->opts.duration_ns ? a->opts.duration_ns : 1000000000,
				a->phases, PMS_SIM_MAX_PHASES, &a->opts.n_phases, &d);
	if (rc) {
		cli_print_diag(cli, a->workload, &d);
		return cli_exit_for(rc);
	}
	a->opts.phases = a->phases;
	/* parsed as the perf that reads them: its regrouping and modifier rules */
	pv = a->opts.perf_version ? a->opts.perf_version : a->opts.env.kver;
	rc = cli_parse_events(cli, &a->common, a->events, pv, &a->ev);
	if (rc)
		return cli_exit_for(rc);
	if (a->sibling) {
		rc = cli_parse_events(cli, &a->common, a->sibling, pv, &a->sib);
		if (rc)
			return cli_exit_for(rc);
		a->opts.sibling = a->sib;
	}
	rc = pms_simulate(a->ev, &a->opts, &a->sim, &d);
	if (rc) {
		cli_print_diag(cli, NULL, &d);
		return cli_exit_for(rc);
	}
	return EXIT_OK;
}

void predict_release(struct predict_args *a)
{
	pms_sim_free(a->sim);
	pms_evlist_free(a->ev);
	pms_evlist_free(a->sib);
	a->sim = NULL;
	a->ev = a->sib = NULL;
}

int cmd_predict(struct cli *cli, int argc, char **argv)
{
	static struct predict_args a;	/* large phase array: not on the stack */
	int rc = predict_parse(cli, argc, argv, &a);

	if (rc == -2) {
		fputs(usage_predict, cli->out);
		return EXIT_OK;
	}
	if (rc)
		return rc;
	rc = predict_run(cli, &a);
	if (!rc)
		cli_lint_warn(cli, a.ev, a.sim);
	if (!rc)
		rc = predict_write_svg(cli, &a, a.ev, a.sim, "pmusched predict");
	if (!rc)
		rc = a.common.json ? predict_print_json(cli, &a) : predict_print_text(cli, &a);
	predict_release(&a);
	return rc;
}
