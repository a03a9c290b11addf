/*
 * 'pmusched stat' options and its event list.  Everything a run depends on
 * is checked before any workload starts: the options and the events here,
 * the output path, and the CPUs in stat_cpus.c (each online, counted once).
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "optab.h"
#include "stat.h"

const char usage_stat[] =
	"usage: pmusched stat -e LIST [options] [--] COMMAND [ARGS...]\n"
	"       pmusched stat -e LIST (-p PID | -a | -C CPUS) [options] [-- COMMAND...]\n"
	"       pmusched stat --replay FILE [options]\n"
	"\n"
	"Count events with perf_event_open and print them as perf stat does, on\n"
	"standard error unless -o or --log-fd says otherwise.  Counting starts at\n"
	"the command's exec; the exit status is the command's (128+N when it dies\n"
	"of signal N, also after Ctrl-C), 127 when it is not found, 126 when it\n"
	"cannot be executed.\n"
	"\n"
	"  -e, --event LIST      events, perf syntax: 'a,b', '{a,b}:u', '{a,b}:W';\n"
	"                        repeated -e add up; default: perf's set\n"
	"  -I, --interval-print T  print per-interval counts every T (ms, or with a\n"
	"                        unit: 500ms, 1s); at least 10ms\n"
	"  -r, --repeat N        run the command N times; print means and noise\n"
	"  -x, --field-separator SEP  CSV output in perf's field order\n"
	"      --json            JSON lines with perf's field names\n"
	"  -o, --output FILE     write the counts to FILE instead of stderr (replaced\n"
	"                        atomically; devices and FIFOs are written through)\n"
	"      --append          append to the -o file\n"
	"      --log-fd N        write the counts to descriptor N\n"
	"  -a, --all-cpus        count every task on every online CPU\n"
	"  -A, --no-aggr         one line per CPU (with -a or -C)\n"
	"  -C, --cpus LIST       count every task on these CPUs (\"0-3,6\")\n"
	"  -p, --pid PID         count every thread of a running process (until it\n"
	"                        exits or Ctrl-C; with a COMMAND, while it runs)\n"
	"      --no-inherit      do not count the command's children\n"
	"  -M, --metrics LIST    perf stat -M: metrics or metric groups (needs the\n"
	"                        model: the host's, or --cpu), values in perf's column\n"
	"  -d, --detailed        perf stat -d (-dd, -ddd): the default set and more\n"
	"      --metric-no-group      perf's: no weak groups for the metrics\n"
	"      --metric-no-merge      perf's: no group shared between metrics\n"
	"      --metric-no-threshold  perf's (6.4+): no threshold events\n"
	"      --topdown         add the model's TopDown events and print level 1\n"
	"      --td-level N      TopDown level 1 or 2 (2: Sapphire Rapids and later)\n"
	"      --predict         print the simulator's percentage beside each one\n"
	"      --predict-threshold PTS  flag differences above PTS points (default 5)\n"
	"      --cpu MODEL, --kernel VER, --ht, --nmi-watchdog  model for --predict\n"
	"                        (and for --replay: the schedule behind the capture)\n"
	"      --replay FILE     read a recorded perf stat -I run (text, -x CSV or\n"
	"                        --json; '-': standard input) and print it with\n"
	"                        error bounds, on standard output; -I T: the\n"
	"                        capture's interval, for the metrics (default: guessed)\n"
	"      --mux-error       bound each multiplexed count at the end of the run,\n"
	"                        and each metric that reads one ('metric [-a%, +b%]');\n"
	"                        with -M, say whether the TopDown trees add up\n"
	"      --confidence C    of the bounds, 0.9 or 90% (default 0.9)\n"
	"      --mux-threshold PCT  mark MUX-UNRELIABLE a bound wider than PCT\n"
	"                        percent of the count (default 10)\n"
	"      --mux-interval T  the kernel's rotation interval (default 4ms)\n"
	"      --perf-version V  write the lines as this perf release does (default: the\n"
	"                        installed perf's `perf --version`, else 6.1)\n"
	"  -v, --verbose         say why events are <not supported>\n"
	"  -h, --help            this text\n"
	"\n"
	"Counts are scaled by enabled/running time when an event was multiplexed;\n"
	"the percentage of time it ran is shown then.  <not counted>: the event never\n"
	"ran; <not supported>: the kernel refused it.  Ctrl-C prints what was counted.\n";

enum {
	OPT_THRESH = 0x100, OPT_NOINHERIT, OPT_TOPDOWN, OPT_TDLEVEL, OPT_LOGFD, OPT_REPLAY,
	OPT_CONFIDENCE, OPT_MUXTHRESH, OPT_MUXIV, OPT_PERFV,
};

static int parse_long(struct cli *cli, const char *opt, const char *arg, long lo, long hi,
		      long *out)
{
	if (cli_parse_number(arg, lo, hi, out)) {
		cli_error(cli, "bad value '%s' for %s", arg, opt);
		cli_hint(cli, "expected a whole number from %ld to %ld", lo, hi);
		return -1;
	}
	return 0;
}

/* --replay reads a run made elsewhere: nothing here is counted. */
static int check_replay(struct cli *cli, struct stat_opts *o)
{
	if (!o->replay)
		return 0;
	if (o->argv || o->pid > 0 || o->all_cpus || o->cpu_list || o->repeat > 1 ||
	    o->no_aggr || o->td_level || o->predict) {
		cli_error(cli, "--replay reads a recorded run: a command, -p, -a, -C, -A, -r, "
			  "--topdown and --predict do not apply");
		cli_hint(cli, "--cpu MODEL (and --kernel, --ht, ...) compares the capture with the "
			 "predicted schedule");
		return EXIT_USAGE;
	}
	return 0;
}

static int check_combination(struct cli *cli, struct stat_opts *o)
{
	if (o->sep && o->json) {
		cli_error(cli, "-x and --json cannot be combined");
		return EXIT_USAGE;
	}
	if (o->sep && !o->sep[0]) {
		cli_error(cli, "empty field separator");
		return EXIT_USAGE;
	}
	if (o->replay)
		return check_replay(cli, o);
	if (o->mux_error && (o->repeat > 1 || o->no_aggr)) {
		cli_error(cli, "--mux-error bounds one run's aggregated counts: drop -r or -A");
		return EXIT_USAGE;
	}
	if (o->pid > 0 && (o->all_cpus || o->cpu_list)) {
		cli_error(cli, "-p cannot be combined with -a or -C");
		return EXIT_USAGE;
	}
	if (!o->argv && o->pid < 0 && !o->all_cpus && !o->cpu_list) {
		cli_error(cli, "nothing to count: give a command, -p PID, -a or -C CPUS");
		return EXIT_USAGE;
	}
	if (o->repeat > 1 && (o->interval_ms || !o->argv)) {
		cli_error(cli, "-r repeats a command and cannot be combined with -I");
		return EXIT_USAGE;
	}
	if (o->no_aggr && !o->all_cpus && !o->cpu_list) {
		cli_error(cli, "-A prints each CPU of a system-wide count: add -a or -C CPUS");
		return EXIT_USAGE;
	}
	if (o->log_fd >= 0 && o->out_path) {
		cli_error(cli, "cannot use both --output and --log-fd");
		return EXIT_USAGE;
	}
	return 0;
}

/* Several -e add up, as perf's event option does. */
static int add_events(struct cli *cli, struct stat_opts *o, const char *arg)
{
	size_t old = o->events_buf ? strlen(o->events_buf) : 0, n = strlen(arg);
	char *s = realloc(o->events_buf, old + n + 2);

	if (!s) {
		cli_error(cli, "out of memory");
		o->oom = true;
		return -1;
	}
	if (old)
		s[old++] = ',';
	memcpy(s + old, arg, n + 1);
	o->events_buf = s;
	o->events = s;
	return 0;
}

void stat_opts_free(struct stat_opts *o)
{
	free(o->events_buf);
	o->events_buf = NULL;
	o->plist.list = NULL;		/* the answer's */
	plist_release(&o->plist);
	pms_answer_free(o->list_answer);
	o->list_answer = NULL;
	free(o->list_host);
	o->list_host = NULL;
}

void stat_evlist_free(const struct stat_opts *o, struct pms_evlist *evl)
{
	if (evl != pms_answer_evlist(o->list_answer))
		pms_evlist_free(evl);
}

/* The options with a value to check, or more than one field to set. */
static int stat_fn(struct cli *cli, const struct cli_opt *row, const char *arg, void *set)
{
	struct stat_opts *o = set;
	long v;
	uint64_t ns;
	char *end;

	switch (row->id) {
	case 'e':
		return add_events(cli, o, arg);
	case 'I':
		/* perf takes whole milliseconds, at least 10 */
		if (cli_parse_time(cli, "-I", arg, 10000000, UINT64_C(3600000) * 1000000, 1000000,
				   &ns))
			return -1;
		o->interval_ms = (long)(ns / 1000000);
		return 0;
	case 'r':
		return parse_long(cli, "-r", arg, 1, 100000, &v) ? -1 : (o->repeat = (int)v, 0);
	case 'x':
		o->sep = strcmp(arg, "\\t") ? arg : "\t";	/* perf: "\t" is a tab */
		return 0;
	case OPT_LOGFD:
		return parse_long(cli, "--log-fd", arg, 0, 0x7fffffff, &v) ? -1 :
		       (o->log_fd = (int)v, 0);
	case 'p':
		return parse_long(cli, "-p", arg, 1, 0x7fffffff, &v) ? -1 : (o->pid = v, 0);
	case OPT_THRESH:
		o->threshold = strtod(arg, &end);
		if (end == arg || *end || !(o->threshold >= 0 && o->threshold <= 100)) {
			cli_error(cli, "bad value '%s' for --predict-threshold", arg);
			cli_hint(cli, "percentage points from 0 to 100");
			return -1;
		}
		return 0;
	case OPT_NOINHERIT:
		o->inherit = false;
		return 0;
	case OPT_TOPDOWN:
		if (!o->td_level)
			o->td_level = 1;
		return 0;
	case OPT_REPLAY:
		o->replay = arg;
		o->mux_error = true;
		return 0;
	case OPT_CONFIDENCE:
		o->confidence = strtod(arg, &end);
		if (end != arg && *end == '%' && !end[1]) {
			o->confidence /= 100;
			end++;
		}
		if (end == arg || *end || !(o->confidence > 0 && o->confidence < 1)) {
			cli_error(cli, "bad value '%s' for --confidence", arg);
			cli_hint(cli, "a level between 0 and 1 (0.9) or a percentage (90%%)");
			return -1;
		}
		return 0;
	case OPT_MUXTHRESH:
		o->mux_threshold = strtod(arg, &end);
		if (end != arg && *end == '%' && !end[1])
			end++;
		if (end == arg || *end || !(o->mux_threshold >= 0 && o->mux_threshold <= 1e6)) {
			cli_error(cli, "bad value '%s' for --mux-threshold", arg);
			cli_hint(cli, "a width in percent of the count, e.g. 10");
			return -1;
		}
		return 0;
	case OPT_PERFV:
		return cli_perf_version(cli, arg, &o->perf_version) ? -1 : 0;
	case OPT_MUXIV:
		return cli_parse_time(cli, "--mux-interval", arg, 1000000, UINT64_C(1000000000), 0,
				      &o->mux_interval_ns);
	case OPT_TDLEVEL:
		if (strcmp(arg, "1") && strcmp(arg, "2")) {
			cli_error(cli, "bad value '%s' for --td-level (1 or 2)", arg);
			return -1;
		}
		o->td_level = arg[0] - '0';
		return 0;
	}
	return -1;
}

#define S(field) offsetof(struct stat_opts, field)
#define SSTR(name, letter, arg, field) { name, letter, arg, CLI_OPT_STR, S(field), NULL, 0, 0, NULL }
#define SFLAG(name, letter, field) { name, letter, NULL, CLI_OPT_FLAG, S(field), NULL, 0, 0, NULL }
#define SCALL(name, letter, arg, id) { name, letter, arg, CLI_OPT_CALL, 0, stat_fn, id, 0, NULL }

/*
 * stat's own options, perf stat's letters; then cli_common_optab and
 * plist_optab (cli_optab_of()), whose --topdown and --td-level these hide.
 */
const struct cli_opt stat_optab[] = {
	SCALL("event", 'e', "LIST", 'e'),
	SCALL("interval-print", 'I', "T", 'I'),
	SCALL("repeat", 'r', "N", 'r'),
	SCALL("field-separator", 'x', "SEP", 'x'),
	SSTR("output", 'o', "FILE", out_path),
	SFLAG("all-cpus", 'a', all_cpus),
	SFLAG("no-aggr", 'A', no_aggr),
	SFLAG("verbose", 'v', verbose),
	SFLAG("append", 0, append),
	SCALL("log-fd", 0, "N", OPT_LOGFD),
	SSTR("cpus", 'C', "LIST", cpu_list),
	SCALL("pid", 'p', "PID", 'p'),
	{ "help", 'h', NULL, CLI_OPT_HELP, 0, NULL, 0, 0, NULL },
	SFLAG("predict", 0, predict),
	SCALL("predict-threshold", 0, "PTS", OPT_THRESH),
	SCALL("no-inherit", 0, NULL, OPT_NOINHERIT),
	SCALL("topdown", 0, NULL, OPT_TOPDOWN),
	SCALL("td-level", 0, "N", OPT_TDLEVEL),
	SCALL("replay", 0, "FILE", OPT_REPLAY),
	SFLAG("mux-error", 0, mux_error),
	SCALL("confidence", 0, "C", OPT_CONFIDENCE),
	SCALL("mux-threshold", 0, "PCT", OPT_MUXTHRESH),
	SCALL("mux-interval", 0, "T", OPT_MUXIV),
	SCALL("perf-version", 0, "V", OPT_PERFV),
	{ NULL, 0, NULL, 0, 0, NULL, 0, 0, NULL },
};

int stat_parse_opts(struct cli *cli, int argc, char **argv, struct stat_opts *o)
{
	struct cli_optset sets[3];
	int n, rc;

	memset(o, 0, sizeof(*o));
	o->repeat = 1;
	o->pid = -1;
	o->log_fd = -1;
	o->inherit = true;
	o->threshold = 5.0;
	o->confidence = PMS_MUXERR_DEFAULT_CONFIDENCE;
	o->mux_threshold = PMS_MUXERR_DEFAULT_THRESHOLD;
	cli_common_init(&o->common);
	plist_init(&o->plist);
	memcpy(sets, cli_optab_of("stat", &n), sizeof(sets));
	sets[0].set = o;
	sets[1].set = &o->common;
	sets[2].set = &o->plist;
	rc = cli_opt_parse(cli, argc, argv, sets, n, 0);
	if (rc == CLI_OPT_HELP_RC) {
		fputs(usage_stat, cli->out);
		return -1;
	}
	if (rc)
		return o->oom ? EXIT_FAIL : rc;
	o->json = o->common.json;
	if (optind < argc)
		o->argv = argv + optind;
	if (o->td_level && (rc = stat_topdown_events(cli, o)))
		return rc;
	/* perf's default set, -M and -d: the library builds the list
	 * (stat_build_list(), once the model and the host are known) */
	if ((rc = check_combination(cli, o)))
		return rc;
	/* the path is checked before anything runs, so no count is lost to it */
	if (o->out_path && strcmp(o->out_path, "-") &&
	    outfile_check(cli, "-o", o->out_path, o->append))
		return EXIT_USAGE;
	return 0;
}

/* ---- events ---- */

/*
 * Event @i of @evl as stat opens it: the encoding, and perf's final
 * exclude bits and precise_ip after its modifier rules (pms_evlist_attr()),
 * so the attr matches what perf stat passes for the same -e.
 */
static void from_info(struct stat_ev *v, const struct pms_event_info *info,
		      const struct pms_evlist *evl, int i)
{
	struct pms_event_attr a = { .sz = sizeof(a) };

	snprintf(v->name, sizeof(v->name), "%s", info->text ? info->text : info->name);
	v->e.name = v->name;
	v->e.type = info->type;
	v->e.config = info->config;
	v->e.config1 = info->config1;
	v->e.config2 = info->config2;
	v->e.leader = info->leader;
	v->e.mods = info->mods;
	v->e.pinned = info->pinned;
	v->e.exclusive = info->exclusive;
	v->e.weak = info->weak;
	v->e.precise = info->precise;
	v->is_clock = info->type == PMS_TYPE_SOFTWARE && info->config <= 1;
	if (pms_evlist_attr(evl, i, &a) == PMS_OK) {
		v->e.has_excludes = true;
		v->e.exclude_user = a.exclude_user;
		v->e.exclude_kernel = a.exclude_kernel;
		v->e.exclude_hv = a.exclude_hv;
		v->e.exclude_guest = a.exclude_guest;
		v->e.exclude_host = a.exclude_host;
		v->e.exclude_idle = a.exclude_idle;
		v->e.precise = a.precise_ip;
		v->e.type = a.type;
		v->e.config = a.config;
		v->e.config1 = a.config1;
		v->e.config2 = a.config2;
		v->e.config3 = a.config3;
	}
}

int stat_load_events(struct cli *cli, struct stat_opts *o, struct stat_ev **out, int *n,
		     struct pms_evlist **evl)
{
	const struct pms_model *model = NULL;
	int rc, cnt;
	struct stat_ev *v;

	*out = NULL;
	*n = 0;
	*evl = NULL;
	if (strcmp(o->common.cpu, "host")) {
		model = pms_model_find(o->common.cpu);
		if (!model) {
			cli_error(cli, "unknown CPU model '%s'", o->common.cpu);
			cli_hint(cli, "'pmusched list' shows the models and their names");
			return EXIT_USAGE;
		}
	} else {
		const struct pms_host *h = cli_host(cli);

		if (!h)
			return EXIT_USAGE;
		model = h->model;	/* NULL: generic and software events need none */
	}
	o->common.model = model;
	if (!model && plist_asked(&o->plist)) {
		cli_error(cli, "-M and -d need the CPU model: this host's is not known");
		cli_hint(cli, "name one with --cpu MODEL ('pmusched list')");
		return EXIT_USAGE;
	}
	/* the list perf opens, parsed as predict parses it: the library's */
	rc = stat_build_list(cli, o);
	if (rc)
		return rc;
	*evl = (struct pms_evlist *)(uintptr_t)pms_answer_evlist(o->list_answer);
	if (pms_evlist_count(*evl) > 0) {
		cnt = pms_evlist_count(*evl);
		v = calloc((size_t)cnt, sizeof(*v));
		if (!v) {
			cli_error(cli, "out of memory");
			return EXIT_FAIL;
		}
		for (int i = 0; i < cnt; i++) {
			struct pms_event_info info;

			if (pms_evlist_event(*evl, i, &info)) {
				free(v);
				cli_error(cli, "cannot read event %d of the list", i);
				return EXIT_FAIL;
			}
			from_info(&v[i], &info, *evl, i);
		}
		*out = v;
		*n = cnt;
		return 0;
	}
	/* nothing to count: no list perf takes */
	*evl = NULL;
	cli_error(cli, "empty event list");
	return EXIT_USAGE;
}
