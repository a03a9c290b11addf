/*
 * pmusched predict: what perf stat would print, the schedule behind it,
 * and a one-line account per event.
 */
#include "pmusched/query.h"
#include <errno.h>
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include "cli.h"
#include "optab.h"
#include "outfile.h"
#include "perf_list_opts.h"
#include "plan_print.h"
#include "predict.h"

const char usage_predict[] =
	"usage: pmusched predict [-e LIST] [-M METRICS] [-d] [--topdown] [--cpu MODEL]\n"
	"                        [options]\n"
	"\n"
	"Predicts, without running anything, what Linux perf does with an event\n"
	"list: each event's counter in every rotation interval, time enabled and\n"
	"running, and the perf stat output that follows.  Without -e, -M, -d or\n"
	"--topdown the list is perf stat's default set for the model.\n"
	"\n"
	"  -e, --events LIST        perf-style event list, e.g. '{a,b},c:D,d'\n"
	"  -M, --metrics LIST       perf stat -M: metrics or metric groups, after the\n"
	"                           -e events as perf opens them (repeatable)\n"
	"  -d, --detailed           perf stat -d; -dd, -ddd add more (with the\n"
	"                           default set unless -e or -M gives events)\n"
	"  --topdown                perf stat --topdown (TopdownL1 from perf 6.4)\n"
	"  --td-level N             perf stat --td-level: the TopDown level\n"
	"  --metric-no-group        perf's --metric-no-group: no weak groups\n"
	"  --metric-no-merge        perf's --metric-no-merge: no shared groups\n"
	"  --metric-no-threshold    perf's --metric-no-threshold (perf 6.4+)\n"
	"  --cpu MODEL              CPU model ('pmusched list'); default: host\n"
	"  --profile FILE           the host is a saved machine profile ('pmusched\n"
	"                           doctor --json'), another machine's: --cpu host\n"
	"                           takes its CPU and conditions\n"
	"  --counters N             arm64 PMUv3: the PMU's general counters\n"
	"                           (PMCR_EL0.N, 1-31) where the machine's differ\n"
	"                           from the model's (a QEMU guest, another part)\n"
	"  --pmuv3p5 yes|no         arm64 PMUv3: 64-bit counters (no: long events\n"
	"                           chain two counters); default: the model's\n"
	"  --events-from FILE       arm64 PMUv3: the common events the PMU has, from\n"
	"                           a listing of its sysfs events/ or pmceid0=0x..\n"
	"                           pmceid1=0x..; generic events mapped to others\n"
	"                           are <not supported>\n"
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
	"  --timer-phase T          offset of the mux timer's grid (default 0): where\n"
	"                           the kernel's rotation timer falls after the\n"
	"                           task's start\n"
	"  --enable-offsets LIST    when perf enables each group (one time per group,\n"
	"                           list order): perf -a enables one leader at a time\n"
	"  --disable-offsets LIST   when it disables each, after the duration\n"
	"  --missed-expiry LIST     mux timer expiries handled an interval late: the\n"
	"                           expiry due at or after each time rotates nothing\n"
	"  --late-expiry LIST       expiries handled late, off the grid: each item\n"
	"                           DUE+DELAY: the one due at or after DUE rotates\n"
	"                           at due+DELAY, the grid kept\n"
	"  -I, --interval-print MS  perf stat -I: each interval's lines, its own\n"
	"                           share (instead of the summary lines)\n"
	"  --interval-reads T,T,..  with -I: the times of perf's reads from the start\n"
	"                           (a recorded run's; perf waits MS after each print,\n"
	"                           so its reads drift); every MS after the last\n"
	"  -x, --field-separator S  with -I: perf stat -x's lines; perf 7.2+: also\n"
	"                           the summary's -x lines without -I\n"
	"  -j, --json-output        with -I (perf 6.1, 6.12, 7.2+): perf stat -j's\n"
	"                           lines; perf 7.2+: also the summary's\n"
	"  -a, --all-cpus           events in the CPU context instead of the task's\n"
	"  --sibling LIST           events pinned on the HT sibling thread\n"
	"  --no-schedule            print only perf stat's lines and the summary\n"
	"  --per-socket, --per-die  with -a and -e: perf stat's lines per socket or\n"
	"                           die (S0, S0-D0) with the CPU-count column\n"
	"  -A, --no-aggr, --no-merge   with -a and -e: a line per CPU, and per box\n"
	"                           of a wildcard uncore event (perf 6.12+)\n"
	"  --sockets N, --dies-per-socket N, --cpus-per-die N   the machine's\n"
	"                           topology for them (default: the host's sysfs\n"
	"                           for its own CPU, else 1, 1, not known: core\n"
	"                           events then need --cpus-per-die; at most 8192\n"
	"                           CPUs in all)\n"
	"  --full                   every interval, without folding repeats (at most\n"
	"                           1,000,000)\n"
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
	OPT_DURATION, OPT_MUX, OPT_PHASE, OPT_PERF, OPT_SVG, OPT_INTERVAL, OPT_READS,
	OPT_VARIABILITY, OPT_CONFIDENCE, OPT_VARIABILITY_FROM,
	OPT_PER_SOCKET, OPT_PER_DIE, OPT_SOCKETS, OPT_DIES, OPT_CPUS_PER_DIE,
	OPT_NO_AGGR,
};

#define TIME_MAX_NS (UINT64_C(4611686018) * 1000000000)	/* the parser's limit, in whole s */

/* A fraction "0.5" or a percentage "50%" at @s; the end in *@end.  -1: none. */
static double fraction(const char *s, char **end)
{
	double v;

	if (!(*s >= '0' && *s <= '9') && *s != '.')
		return *end = (char *)s, -1;
	v = strtod(s, end);
	if (*end == s)
		return -1;
	if (**end == '%') {
		v /= 100;
		(*end)++;
	}
	return v;
}

/* A bad part of an option's value, with a caret under byte @at. */
static int bad_value(struct cli *cli, const char *opt, const char *arg, size_t at, size_t len,
		     const char *hint)
{
	struct pms_diag d;

	pms_diag_clear(&d);
	d.code = PMS_ESYNTAX;
	d.pos = at;
	d.len = len;
	snprintf(d.msg, sizeof(d.msg), "bad value '%s' for %s", arg, opt);
	snprintf(d.hint, sizeof(d.hint), "%s", hint);
	cli_print_diag(cli, arg, &d);
	return -1;
}

/*
 * --variability CV[@WINDOW]: the rate's coefficient of variation over
 * windows of WINDOW (default 4 ms), "0.5" or "50%"; --confidence C.
 */
static int error_opt(struct cli *cli, const struct cli_opt *o, const char *arg, void *set)
{
	struct predict_args *a = set;
	int c = o->id;
	static const char hint_v[] = "a coefficient of variation of the event's rate, 0.5 or "
				     "50%, optionally @WINDOW (e.g. 50%@4ms; at most 100, 10000%)";
	static const char hint_c[] = "a level between 0 and 1 (0.9) or a percentage (90%)";
	char *end;
	double v = c == OPT_VARIABILITY_FROM ? 0 : fraction(arg, &end);

	if (c == OPT_VARIABILITY_FROM) {
		a->variability_from = arg;
		return 0;
	}
	a->variability_given |= c == OPT_VARIABILITY;
	if (c == OPT_CONFIDENCE) {
		if (!(v > 0 && v < 1) || *end)
			return bad_value(cli, "--confidence", arg, v > 0 && v < 1 ?
					 (size_t)(end - arg) : 0, 0, hint_c);
		a->confidence = v;
		return 0;
	}
	if (!(v >= 0 && v <= 100) || (*end && *end != '@'))
		return bad_value(cli, "--variability", arg, v >= 0 && v <= 100 ?
				 (size_t)(end - arg) : 0, 0, hint_v);
	a->variability.cv = v;
	if (*end == '@') {
		struct pms_diag d;
		uint64_t ns;

		pms_diag_clear(&d);
		if (pms_duration_parse(end + 1, &ns, &d) || !ns)
			return bad_value(cli, "--variability", arg, (size_t)(end + 1 - arg) +
					 (d.pos == PMS_NOPOS ? 0 : d.pos), 0, hint_v);
		a->variability.scale_ns = ns;
	}
	return 0;
}

double predict_expected_error(const struct predict_args *a, double share_pct, double enabled_ns)
{
	double hw;

	if (!(enabled_ns >= 1.0) || !(share_pct > 0) ||
	    pms_muxerr_expected(share_pct > 100 ? 100 : share_pct, (uint64_t)enabled_ns,
				&a->variability, a->confidence, &hw) || !isfinite(hw))
		return -1;
	return hw;
}

void predict_error_text(const struct predict_args *a, char *buf, size_t n)
{
	int at = snprintf(buf, n, "%g%% confidence, rate variability %.3g%% at %g ms",
			  100 * a->confidence, 100 * a->variability.cv,
			  (double)a->variability.scale_ns / 1e6);

	if (at <= 0 || (size_t)at >= n)
		return;
	if (a->variability_from)
		snprintf(buf + at, n - (size_t)at, ", the median of %d series of %.60s",
			 a->n_variability_series, a->variability_from);
	else
		snprintf(buf + at, n - (size_t)at, " %s, not measured: --variability-from CAPTURE "
			 "measures it from a recorded run", a->variability_given ? "as given" :
			 "assumed");
}

/* --per-socket, --per-die; --sockets, --dies-per-socket, --cpus-per-die N: 1..4096 */
static int topo_opt(struct cli *cli, const struct cli_opt *o, const char *arg, void *set)
{
	struct predict_args *a = set;
	char *end;
	long v;

	if (o->id == OPT_PER_SOCKET || o->id == OPT_PER_DIE) {
		a->aggr = o->id == OPT_PER_DIE ? PMS_STAT_AGGR_DIE : PMS_STAT_AGGR_SOCKET;
		return 0;
	}
	if (o->id == OPT_NO_AGGR) {	/* -A, --no-merge: perf 6.12+'s one switch */
		a->aggr = PMS_STAT_AGGR_NONE;
		return 0;
	}
	errno = 0;
	v = strtol(arg, &end, 10);
	if (errno || end == arg || *end || v < 1 || v > 4096) {
		cli_error(cli, "--%s: '%s' is not a count from 1 to 4096", o->name, arg);
		return -1;
	}
	if (o->id == OPT_SOCKETS)
		a->common.sockets = (int)v;
	else if (o->id == OPT_DIES)
		a->common.dies_per_socket = (int)v;
	else
		a->common.cpus_per_die = (int)v;
	return 0;
}

/* The options that take a time, a version or a file name. */
static int value_opt(struct cli *cli, const struct cli_opt *o, const char *arg, void *set)
{
	struct predict_args *a = set;

	switch (o->id) {
	case OPT_DURATION:
		return cli_parse_time(cli, "--duration", arg, 1, TIME_MAX_NS, 0,
				      &a->opts.duration_ns);
	case OPT_MUX:
		/* perf_event_mux_interval_ms: whole milliseconds, at least 1 */
		return cli_parse_time(cli, "--mux-interval", arg, 1000000, TIME_MAX_NS, 1000000,
				      &a->opts.mux_interval_ns);
	case OPT_PHASE:
		return cli_parse_time(cli, "--timer-phase", arg, 0, TIME_MAX_NS, 0,
				      &a->opts.timer_phase_ns);
	case OPT_INTERVAL:
		/* perf stat -I: whole milliseconds, at least 1 (perf warns below
		 * 100 but runs) */
		return cli_parse_time(cli, "-I", arg, 1000000, TIME_MAX_NS, 1000000,
				      &a->interval_ns);
	case OPT_READS:
		return predict_reads_opt(cli, arg, a);
	case OPT_PERF:
		return cli_perf_version(cli, arg, &a->opts.perf_version) ? -1 : 0;
	case OPT_SVG:
		/* checked now: a simulation's result never meets a bad path */
		if (outfile_check(cli, "--svg", arg, false))
			return -1;
		a->svg = arg;
		return 0;
	}
	return -1;
}

#define A(field) offsetof(struct predict_args, field)
#define STR(name, letter, arg, field, only, key) \
	{ name, letter, arg, CLI_OPT_STR, A(field), NULL, 0, only, key }
#define FLAG(name, letter, field, only, key) \
	{ name, letter, NULL, CLI_OPT_FLAG, A(field), NULL, 0, only, key }
#define CALL(name, letter, arg, fn, id, only, key) \
	{ name, letter, arg, CLI_OPT_CALL, 0, fn, id, only, key }
#define XP (CLI_FOR_EXPLAIN | CLI_FOR_PLAN)

/* predict's, explain's and plan's own options; with cli_common_optab and
 * plist_optab, all they take (cli_optab_of()). */
const struct cli_opt predict_optab[] = {
	STR("events", 'e', "LIST", events, 0, NULL),
	FLAG("all-cpus", 'a', opts.system_wide, 0, "all-cpus"),
	{ "help", 'h', NULL, CLI_OPT_HELP, 0, NULL, 0, 0, NULL },
	STR("workload", 0, "busy|sleep|PHASES", workload, 0, "workload"),
	CALL("duration", 0, "T", value_opt, OPT_DURATION, 0, "duration"),
	CALL("mux-interval", 0, "T", value_opt, OPT_MUX, 0, "mux-interval"),
	CALL("timer-phase", 0, "T", value_opt, OPT_PHASE, 0, "timer-phase"),
	STR("enable-offsets", 0, "LIST", enable_offsets, 0, "enable-offsets"),
	STR("disable-offsets", 0, "LIST", disable_offsets, 0, "disable-offsets"),
	STR("missed-expiry", 0, "LIST", missed_expiry, 0, "missed-expiry"),
	STR("late-expiry", 0, "LIST", late_expiry, 0, "late-expiry"),
	STR("sibling", 0, "LIST", sibling, 0, "sibling"),
	CALL("perf-version", 0, "X.Y", value_opt, OPT_PERF, 0, "perf-version"),
	FLAG("no-schedule", 0, no_schedule, 0, NULL),
	CALL("per-socket", 0, NULL, topo_opt, OPT_PER_SOCKET, 0, NULL),
	CALL("per-die", 0, NULL, topo_opt, OPT_PER_DIE, 0, NULL),
	CALL("no-aggr", 'A', NULL, topo_opt, OPT_NO_AGGR, 0, NULL),
	CALL("no-merge", 0, NULL, topo_opt, OPT_NO_AGGR, 0, NULL),
	CALL("sockets", 0, "N", topo_opt, OPT_SOCKETS, 0, NULL),
	CALL("dies-per-socket", 0, "N", topo_opt, OPT_DIES, 0, NULL),
	CALL("cpus-per-die", 0, "N", topo_opt, OPT_CPUS_PER_DIE, 0, NULL),
	CALL("svg", 0, "FILE", value_opt, OPT_SVG, 0, NULL),
	FLAG("split-groups", 0, split_groups, CLI_FOR_PLAN, NULL),
	FLAG("keep-pinned", 0, keep_pinned, CLI_FOR_PLAN, NULL),
	FLAG("no-pin", 0, no_pin, CLI_FOR_PLAN, NULL),
	FLAG("full", 0, full, 0, NULL),
	FLAG("verbose", 'v', verbose, CLI_FOR_EXPLAIN, NULL),
	FLAG("no-multiplex", 0, no_multiplex, CLI_FOR_PLAN, NULL),
	CALL("runs", 0, "N", plan_runs_opt, 0, CLI_FOR_PLAN, NULL),
	CALL("same-run", 0, "LIST", plan_same_run_opt, 0, CLI_FOR_PLAN, NULL),
	CALL("variability", 0, "CV[@T]", error_opt, OPT_VARIABILITY, XP, "variability"),
	CALL("confidence", 0, "C", error_opt, OPT_CONFIDENCE, XP, "confidence"),
	CALL("variability-from", 0, "FILE", error_opt, OPT_VARIABILITY_FROM, XP, NULL),
	CALL("interval-print", 'I', "MS", value_opt, OPT_INTERVAL, CLI_FOR_PREDICT,
	     "interval-print"),
	CALL("interval-reads", 0, "T,T,..", value_opt, OPT_READS, CLI_FOR_PREDICT, NULL),
	STR("field-separator", 'x', "S", field_sep, CLI_FOR_PREDICT, "output"),
	FLAG("json-output", 'j', perf_json, CLI_FOR_PREDICT, "output"),
	{ NULL, 0, NULL, 0, 0, NULL, 0, 0, NULL },
};

int predict_parse(struct cli *cli, int argc, char **argv, struct predict_args *a)
{
	struct cli_optset sets[3];
	int n, rc;

	memset(a, 0, sizeof(*a));
	cli_common_init(&a->common);
	plist_init(&a->plist);
	a->workload = "busy";
	a->variability = (struct pms_muxerr_workload)PMS_MUXERR_WORKLOAD_INIT;
	a->confidence = PMS_MUXERR_DEFAULT_CONFIDENCE;
	memcpy(sets, cli_optab_of("predict", &n), sizeof(sets));
	sets[0].set = a;
	sets[1].set = &a->common;
	sets[2].set = &a->plist;
	rc = cli_opt_parse(cli, argc, argv, sets, n, 0);
	if (rc)
		return rc;
	if (!a->events && optind < argc)
		a->events = argv[optind++];
	if (optind < argc) {
		cli_error(cli, "unexpected argument '%s'", argv[optind]);
		return EXIT_USAGE;
	}
	if (a->field_sep && a->perf_json) {
		/* builtin-stat.c cmd_stat(): "-x and -j are mutually exclusive" */
		cli_error(cli, "-x and -j both choose perf's output format; give one");
		return EXIT_USAGE;
	}
	if ((a->field_sep || a->perf_json) && a->common.record) {
		cli_error(cli, "-x and -j print perf stat's lines: drop --record");
		return EXIT_USAGE;
	}
	if (a->aggr && (!a->opts.system_wide || !a->events || plist_asked(&a->plist) ||
			a->interval_ns || a->common.json || a->common.record ||
			((a->field_sep || a->perf_json) && a->aggr == PMS_STAT_AGGR_NONE))) {
		cli_error(cli, "%s is modelled for 'perf stat -a -e LIST' text lines only",
			  a->aggr == PMS_STAT_AGGR_DIE ? "--per-die" :
			  a->aggr == PMS_STAT_AGGR_NONE ? "-A/--no-merge" : "--per-socket");
		return EXIT_USAGE;
	}
	if (a->n_reads && !a->interval_ns) {
		cli_error(cli, "--interval-reads places -I's reads: give -I MS");
		return EXIT_USAGE;
	}
	if (a->interval_ns && a->common.record) {
		cli_error(cli, "-I prints perf stat's interval lines: drop --record");
		return EXIT_USAGE;
	}
	if (a->no_multiplex && a->runs) {
		cli_error(cli, "--no-multiplex and --runs ask different questions; give one");
		return EXIT_USAGE;
	}
	if (a->variability_given && a->variability_from) {
		cli_error(cli, "--variability and --variability-from both set the variability; "
			  "give one");
		return EXIT_USAGE;
	}
	if (a->common.record && plist_asked(&a->plist)) {
		cli_error(cli, "-M, -d and --topdown are perf stat's lists: drop --record");
		return EXIT_USAGE;
	}
	/* perf stat counts its default set; perf record has no such list here */
	if (!a->events && a->common.record) {
		cli_error(cli, "no events given");
		cli_hint(cli, "e.g. pmusched %s --cpu hsw -e 'cycles,instructions'", cli->cmd);
		return EXIT_USAGE;
	}
	return a->variability_from ? predict_variability_from(cli, a) : EXIT_OK;
}

/* The query predict's options ask: the shared part (plist_query()), the
 * error model, the sibling's events and the workload. */
static int build_query(struct cli *cli, struct predict_args *a, struct pms_query **q)
{
	struct pms_diag d;
	int rc = plist_query(cli, &a->plist, &a->common, &a->opts, q);

	if (rc)
		return rc;
	pms_diag_clear(&d);
	rc = pms_query_set_error_model(*q, &a->variability, a->confidence);
	if (!rc && a->sibling)
		rc = pms_query_set(*q, "sibling", a->sibling, &d);
	if (!rc && a->enable_offsets)
		rc = pms_query_set(*q, "enable-offsets", a->enable_offsets, &d);
	if (!rc && a->disable_offsets)
		rc = pms_query_set(*q, "disable-offsets", a->disable_offsets, &d);
	if (!rc && a->missed_expiry)
		rc = pms_query_set(*q, "missed-expiry", a->missed_expiry, &d);
	if (!rc && a->late_expiry)
		rc = pms_query_set(*q, "late-expiry", a->late_expiry, &d);
	/* perf stat's output: what it changes in the list, and what is refused,
	 * is the library's (pms_query "output") */
	if (!rc && (a->field_sep || a->perf_json))
		rc = pms_query_set(*q, "output", a->field_sep ? "csv" : "json", &d);
	if (!rc && a->interval_ns)
		rc = pms_query_set(*q, "interval-print", "on", &d);
	if (rc) {
		cli_print_diag(cli, NULL, &d);
		return cli_exit_for(rc);
	}
	/* the workload's errors point into its text */
	rc = pms_query_set(*q, "workload", a->workload, &d);
	if (rc) {
		cli_print_diag(cli, a->workload, &d);
		return cli_exit_for(rc);
	}
	return EXIT_OK;
}

/* An error of the answer's trip, pointing into the input it came from. */
static int trip_error(struct cli *cli, struct predict_args *a, enum pms_query_step step, int rc,
		      const struct pms_diag *d)
{
	const char *in = NULL;

	switch (step) {
	case PMS_STEP_LIST:
		return plist_build_error(cli, &a->plist, rc, d);
	case PMS_STEP_WORKLOAD:
		in = a->workload;
		break;
	case PMS_STEP_EVENTS:
		in = d->pos == PMS_NOPOS ? NULL : pms_answer_list(a->answer);
		break;
	case PMS_STEP_SIBLING:
		in = d->pos == PMS_NOPOS ? NULL : a->sibling;
		break;
	default:
		break;
	}
	cli_print_diag(cli, in, d);
	return cli_exit_for(rc);
}

int predict_ask(struct cli *cli, struct predict_args *a, enum pms_answer_kind kind)
{
	struct pms_query_ask ask = { .sz = sizeof(ask) };
	struct pms_plan_list_metrics lm = { .sz = sizeof(lm) };
	struct pms_query *q = NULL;
	const struct pms_answer *perf;
	const struct pms_mlist *ml;
	int rc, rc2;

	pms_diag_clear(&a->trip_diag);
	rc = cli_common_finish(cli, &a->common, true);
	if (rc)
		return rc;
	/* the topology perf stat --per-socket/--per-die aggregates over (the
	 * options', else the host's sysfs for its own CPU: pms_env_choose()):
	 * a machine the kernel could run, x86-64's NR_CPUS is at most 8192
	 * (NR_CPUS_RANGE_END, arch/x86/Kconfig 7.3.4), which also bounds the
	 * lines --per-die prints */
	if ((long)a->common.env.sockets * a->common.env.dies_per_socket *
	    (a->common.env.cpus_per_die ? a->common.env.cpus_per_die : 1) > 8192) {
		cli_error(cli, "--sockets x --dies-per-socket x --cpus-per-die: %d x %d x %d CPUs, "
			  "more than the kernel's 8192", a->common.env.sockets,
			  a->common.env.dies_per_socket,
			  a->common.env.cpus_per_die ? a->common.env.cpus_per_die : 1);
		return EXIT_USAGE;
	}
	cli_sim_opts(&a->common, &a->opts);
	rc = build_query(cli, a, &q);
	if (rc) {
		pms_query_free(q);
		return rc;
	}
	/* one call: the list perf builds, the parse, the simulation, the
	 * explanation or the plan */
	ask.kind = kind;
	ask.events = a->events;
	ask.flags = PMS_ASK_PARTIAL;
	if (kind == PMS_ANSWER_PLAN) {
		ask.n_runs = a->no_multiplex ? -1 : a->runs;
		ask.plan_flags = (a->split_groups ? PMS_PLAN_SPLIT_GROUPS : 0) |
				 (a->keep_pinned ? PMS_PLAN_KEEP_PINNED : 0) |
				 (a->no_pin ? PMS_PLAN_NO_PIN : 0);
		ask.same_run = a->same_run;
		ask.flags |= a->for_metrics ? PMS_ASK_FOR_METRICS : 0;
	}
	rc = pms_query_ask(q, &ask, &a->answer, &a->trip_diag);
	pms_query_free(q);
	/* a plan for metrics made from another list: perf's own list first */
	perf = pms_answer_perf_grouping(a->answer);
	if (perf) {
		predict_warn_list(cli, pms_answer_mlist(perf));
		predict_warn_evlist(cli, pms_answer_evlist(perf));
		rc2 = predict_answer_checks(cli, a, pms_answer_opts(perf), pms_answer_sim(perf));
		if (rc2)
			return rc2;
	}
	ml = pms_answer_mlist(a->answer);
	predict_warn_list(cli, ml);
	if (rc && ask.failed != PMS_STEP_EXPLAIN && ask.failed != PMS_STEP_PLAN)
		return trip_error(cli, a, ask.failed, rc, &a->trip_diag);
	/* the explanation: reported after the lint lines; the plan: by plan */
	a->trip_failed = rc != 0;
	a->opts = *pms_answer_opts(a->answer);
	a->ev = pms_answer_evlist(a->answer);
	a->sim = pms_answer_sim(a->answer);
	/* a plan for the metrics of the list: the list as parsed is warned
	 * about and checked (the plan may be of the list regrouped) */
	if (pms_answer_plan_metrics(a->answer, &lm) == PMS_OK) {
		a->ev = lm.given;
		a->sim = lm.given_sim;
	}
	predict_warn_evlist(cli, a->ev);
	a->sib = pms_answer_sibling(a->answer);
	a->plist.list = (struct pms_mlist *)(uintptr_t)ml;
	plist_map(&a->plist, pms_answer_lines(a->answer));
	return predict_answer_checks(cli, a, &a->opts, a->sim);
}

int predict_run(struct cli *cli, struct predict_args *a)
{
	return predict_ask(cli, a, PMS_ANSWER_PREDICT);
}

void predict_release(struct predict_args *a)
{
	a->plist.list = NULL;		/* the answer's */
	plist_release(&a->plist);
	pms_answer_free(a->answer);
	a->answer = NULL;
	a->sim = NULL;
	a->ev = a->sib = NULL;
}

int cmd_predict(struct cli *cli, int argc, char **argv)
{
	struct predict_args a;	/* about 8 KB; predict_parse() clears it */
	int rc = predict_parse(cli, argc, argv, &a);

	rc = cli_opt_settle(cli, rc, usage_predict);
	if (rc >= 0)
		return rc;
	rc = predict_ask(cli, &a, PMS_ANSWER_PREDICT);
	if (!rc)
		cli_lint_warn(cli, a.ev, a.sim);
	if (!rc)
		rc = predict_write_svg(cli, &a, a.ev, a.sim, "pmusched predict");
	if (!rc)
		rc = a.common.json ? predict_print_json(cli, &a) :
		     a.interval_ns ? predict_print_intervals(cli, &a) : predict_print_text(cli, &a);
	predict_release(&a);
	return rc;
}
