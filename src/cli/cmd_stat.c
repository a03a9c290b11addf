/*
 * pmusched stat: count events for a command (or a task, or CPUs) and print
 * them the way perf stat does.
 *
 * The command is forked first and held before exec on a pipe; the counters
 * open on its pid with the leaders disabled and enable_on_exec set; then the
 * pipe releases it, so counting starts at its exec.  A second, close-on-exec
 * pipe reports an exec failure.  SIGINT during the run only ends the wait:
 * what was counted is still printed, and the exit status is the command's.
 */
#include <dirent.h>
#include <limits.h>
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include "cli.h"
#include "stat.h"

const char usage_stat[] =
	"usage: pmusched stat -e LIST [options] [--] COMMAND [ARGS...]\n"
	"       pmusched stat -e LIST (-p PID | -a | -C CPUS) [options] [-- COMMAND...]\n"
	"\n"
	"Count events with perf_event_open and print them like perf stat.  Counting\n"
	"starts at the command's exec; the exit status is the command's (128+N when\n"
	"it dies of signal N).\n"
	"\n"
	"  -e, --event LIST      events, perf syntax: 'a,b', '{a,b}:u', '{a,b}:W'\n"
	"  -I, --interval-print MS  print per-interval counts every MS milliseconds\n"
	"  -r, --repeat N        run the command N times; print means and noise\n"
	"  -x, --field-separator SEP  CSV output in perf's field order\n"
	"      --json            JSON lines with perf's field names\n"
	"  -o, --output FILE     write the counts to FILE (replaced atomically)\n"
	"  -a, --all-cpus        count every task on every online CPU\n"
	"  -C, --cpus LIST       count every task on these CPUs (\"0-3,6\")\n"
	"  -p, --pid PID         count every thread of a running process (until it\n"
	"                        exits or Ctrl-C)\n"
	"      --no-inherit      do not count the command's children\n"
	"      --topdown         add the model's TopDown events and print level 1\n"
	"      --td-level N      TopDown level 1 or 2 (2: Sapphire Rapids and later)\n"
	"      --predict         print the simulator's percentage beside each one\n"
	"      --predict-threshold PTS  flag differences above PTS points (default 5)\n"
	"      --cpu MODEL, --kernel VER, --ht, --nmi-watchdog  model for --predict\n"
	"  -h, --help            this text\n"
	"\n"
	"Counts are scaled by enabled/running time when an event was multiplexed;\n"
	"the percentage of time it ran is shown then.  <not counted>: the event never\n"
	"ran; <not supported>: the kernel refused it.\n";

enum { OPT_PREDICT = 0x100, OPT_THRESH, OPT_NOINHERIT, OPT_CPUS, OPT_TOPDOWN, OPT_TDLEVEL };

struct stat_opts {
	const char *events;
	long interval_ms;
	int repeat;
	const char *sep;
	bool json;
	const char *out_path;
	bool all_cpus;
	const char *cpu_list;
	long pid;
	bool inherit;
	bool predict;
	double threshold;
	char **argv;		/* the command, NULL-terminated; NULL when none */
	struct cli_common common;
	int td_level;		/* --topdown: 1 or 2; 0 off */
	int td_first, td_n;	/* the topdown events' place in the list */
	char td_list[2048];	/* the -e text with the topdown events appended */
};

static volatile sig_atomic_t got_sigint;

static void on_sigint(int sig)
{
	(void)sig;
	got_sigint = 1;
}

static double now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

/* ---- options ---- */

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

/* "0-3,6" into a new array; -1 on a malformed list. */
static int parse_cpu_list(const char *s, int **out, int *n)
{
	int *v = NULL, cnt = 0, cap = 0;

	*out = NULL;
	*n = 0;
	while (*s && *s != '\n') {
		char *end;
		long a = strtol(s, &end, 10), b;

		if (end == s || a < 0 || a > 65535)
			goto bad;
		b = a;
		s = end;
		if (*s == '-') {
			b = strtol(s + 1, &end, 10);
			if (end == s + 1 || b < a || b > 65535)
				goto bad;
			s = end;
		}
		for (long c = a; c <= b; c++) {
			if (cnt == cap) {
				int *nv;

				cap = cap ? cap * 2 : 16;
				nv = realloc(v, (size_t)cap * sizeof(int));
				if (!nv)
					goto bad;
				v = nv;
			}
			v[cnt++] = (int)c;
		}
		if (*s == ',')
			s++;
		else if (*s && *s != '\n')
			goto bad;
	}
	if (!cnt)
		goto bad;
	*out = v;
	*n = cnt;
	return 0;
bad:
	free(v);
	return -1;
}

static int online_cpus(int **out, int *n)
{
	char buf[4096];
	FILE *f = fopen("/sys/devices/system/cpu/online", "r");
	long nc;

	if (f) {
		bool ok = fgets(buf, sizeof(buf), f) != NULL;

		fclose(f);
		if (ok && !parse_cpu_list(buf, out, n))
			return 0;
	}
	nc = sysconf(_SC_NPROCESSORS_ONLN);
	if (nc < 1)
		nc = 1;
	snprintf(buf, sizeof(buf), "0-%ld", nc - 1);
	return parse_cpu_list(buf, out, n);
}

/*
 * --topdown: append the model's TopDown list (pms_topdown_event_list).
 * Returns 0 or the exit code: 77 when this CPU has no TopDown events.
 */
static int topdown_events(struct cli *cli, struct stat_opts *o)
{
	struct pms_diag d;
	char list[1024];
	int n = 0, rc;

	pms_diag_clear(&d);
	rc = cli_common_finish(cli, &o->common, true);
	if (rc)
		return rc;
	rc = pms_topdown_event_list(o->common.model, &o->common.env, o->td_level, list,
				    sizeof(list), &d);
	if (rc) {
		cli_print_diag(cli, NULL, &d);
		return rc == PMS_ENOTSUP ? EXIT_NOCAP : EXIT_USAGE;
	}
	if (o->events) {
		struct pms_evlist *ev = NULL;

		if (pms_evlist_parse(o->common.model, o->events, &ev, &d) == PMS_OK)
			n = pms_evlist_count(ev);
		pms_evlist_free(ev);
	}
	o->td_first = n;
	o->td_n = o->td_level == 2 && pms_model_n_metrics(o->common.model) >= 8 ? 9 : 5;
	if ((size_t)snprintf(o->td_list, sizeof(o->td_list), "%s%s%s", o->events ? o->events : "",
			     o->events ? "," : "", list) >= sizeof(o->td_list)) {
		cli_error(cli, "event list too long with the TopDown events");
		return EXIT_USAGE;
	}
	o->events = o->td_list;
	return 0;
}

/* The TopDown breakdown after the counts (human output only). */
static void print_topdown(struct cli *cli, const struct stat_opts *o, FILE *f,
			  const struct pms_count *total, int n)
{
	uint64_t counts[9];
	struct pms_topdown_result r;
	struct pms_diag d;

	if (!o->td_level || o->json || o->sep || o->td_first + o->td_n > n)
		return;
	for (int k = 0; k < o->td_n; k++) {
		if (total[o->td_first + k].status != PMS_COUNT_COUNTED) {
			fprintf(f, "\nTopDown: not all TopDown events were counted\n");
			return;
		}
		counts[k] = total[o->td_first + k].value;
	}
	pms_diag_clear(&d);
	if (pms_topdown_from_counts(o->common.model, &o->common.env, o->td_level, counts,
				    o->td_n, &r, &d)) {
		cli_warn(cli, "TopDown: %s", d.msg);
		return;
	}
	fprintf(f, "\nTopDown level %d:\n", r.level);
	for (int c = 0; c < PMS_TD_N_CLASSES; c++) {
		if (pms_topdown_class_level(c) > r.level || (r.level == 1 && c > PMS_TD_BE_BOUND))
			continue;
		fprintf(f, "  %s%-22s %6.2f%%\n", pms_topdown_class_level(c) == 2 ? "  " : "",
			pms_topdown_class_name(c), 100.0 * r.frac[c]);
	}
}

static int parse_opts(struct cli *cli, int argc, char **argv, struct stat_opts *o)
{
	static const struct option own[] = {
		{ "event", required_argument, NULL, 'e' },
		{ "interval-print", required_argument, NULL, 'I' },
		{ "repeat", required_argument, NULL, 'r' },
		{ "field-separator", required_argument, NULL, 'x' },
		{ "output", required_argument, NULL, 'o' },
		{ "all-cpus", no_argument, NULL, 'a' },
		{ "cpus", required_argument, NULL, 'C' },
		{ "pid", required_argument, NULL, 'p' },
		{ "help", no_argument, NULL, 'h' },
		{ "predict", no_argument, NULL, OPT_PREDICT },
		{ "predict-threshold", required_argument, NULL, OPT_THRESH },
		{ "no-inherit", no_argument, NULL, OPT_NOINHERIT },
		{ "topdown", no_argument, NULL, OPT_TOPDOWN },
		{ "td-level", required_argument, NULL, OPT_TDLEVEL },
	};
	struct option longopts[32];
	size_t k = 0;
	int c, rc;

	memset(o, 0, sizeof(*o));
	o->repeat = 1;
	o->pid = -1;
	o->inherit = true;
	o->threshold = 5.0;
	cli_common_init(&o->common);
	for (size_t i = 0; i < sizeof(own) / sizeof(own[0]); i++)
		longopts[k++] = own[i];
	for (size_t i = 0; cli_common_longopts[i].name && k < 31; i++)
		longopts[k++] = cli_common_longopts[i];
	memset(&longopts[k], 0, sizeof(longopts[k]));

	while ((c = getopt_long(argc, argv, "+e:I:r:x:o:aC:p:h", longopts, NULL)) != -1) {
		long v;
		int r;

		switch (c) {
		case 'e':
			o->events = optarg;
			break;
		case 'I':
			if (parse_long(cli, "-I", optarg, 10, 3600000, &v))
				return EXIT_USAGE;
			o->interval_ms = v;
			break;
		case 'r':
			if (parse_long(cli, "-r", optarg, 1, 100000, &v))
				return EXIT_USAGE;
			o->repeat = (int)v;
			break;
		case 'x':
			o->sep = optarg;
			break;
		case 'o':
			o->out_path = optarg;
			break;
		case 'a':
			o->all_cpus = true;
			break;
		case 'C':
			o->cpu_list = optarg;
			break;
		case 'p':
			if (parse_long(cli, "-p", optarg, 1, 0x7fffffff, &v))
				return EXIT_USAGE;
			o->pid = v;
			break;
		case 'h':
			fputs(usage_stat, cli->out);
			return -1;
		case OPT_PREDICT:
			o->predict = true;
			break;
		case OPT_THRESH: {
			char *end;

			o->threshold = strtod(optarg, &end);
			if (end == optarg || *end || !(o->threshold >= 0 && o->threshold <= 100)) {
				cli_error(cli, "bad value '%s' for --predict-threshold", optarg);
				cli_hint(cli, "percentage points from 0 to 100");
				return EXIT_USAGE;
			}
			break;
		}
		case OPT_NOINHERIT:
			o->inherit = false;
			break;
		case OPT_TOPDOWN:
			if (!o->td_level)
				o->td_level = 1;
			break;
		case OPT_TDLEVEL:
			if (strcmp(optarg, "1") && strcmp(optarg, "2")) {
				cli_error(cli, "bad value '%s' for --td-level (1 or 2)", optarg);
				return EXIT_USAGE;
			}
			o->td_level = optarg[0] - '0';
			break;
		case '?':
		case ':':
			cli_error(cli, "unknown or incomplete option '%s'", argv[optind - 1]);
			cli_hint(cli, "run 'pmusched stat -h' for the options");
			return EXIT_USAGE;
		default:
			r = cli_common_opt(cli, &o->common, c, optarg);
			if (r < 0)
				return EXIT_USAGE;
			if (r == 0) {
				cli_error(cli, "unknown option '%s'", argv[optind - 1]);
				return EXIT_USAGE;
			}
		}
	}
	o->json = o->common.json;
	if (optind < argc)
		o->argv = argv + optind;
	if (o->td_level && (rc = topdown_events(cli, o)))
		return rc;
	if (!o->events) {
		cli_error(cli, "no events: use -e LIST");
		cli_hint(cli, "for example: pmusched stat -e task-clock,page-faults -- ls");
		return EXIT_USAGE;
	}
	if (o->sep && o->json) {
		cli_error(cli, "-x and --json cannot be combined");
		return EXIT_USAGE;
	}
	if (o->sep && !o->sep[0]) {
		cli_error(cli, "empty field separator");
		return EXIT_USAGE;
	}
	if (o->pid > 0 && (o->all_cpus || o->cpu_list)) {
		cli_error(cli, "-p cannot be combined with -a or -C");
		return EXIT_USAGE;
	}
	if (o->pid > 0 && o->argv) {
		cli_error(cli, "-p counts an existing task: drop the command or -p");
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
	return 0;
}

/* ---- events ---- */

static int load_events(struct cli *cli, struct stat_opts *o, struct stat_ev **out, int *n,
		       struct pms_evlist **evl)
{
	struct pms_diag d;
	const struct pms_model *model = NULL;
	char err[200];
	int rc, cnt;
	struct stat_ev *v;

	*out = NULL;
	*n = 0;
	*evl = NULL;
	pms_diag_clear(&d);
	if (strcmp(o->common.cpu, "host")) {
		model = pms_model_find(o->common.cpu);
		if (!model) {
			cli_error(cli, "unknown CPU model '%s'", o->common.cpu);
			cli_hint(cli, "'pmusched list' shows the models and their names");
			return EXIT_USAGE;
		}
	} else if (pms_model_host(&model, NULL)) {
		model = NULL;	/* generic and software events need no model */
	}
	o->common.model = model;
	rc = pms_evlist_parse(model, o->events, evl, &d);
	if (rc == PMS_OK && pms_evlist_count(*evl) > 0) {
		cnt = pms_evlist_count(*evl);
		v = calloc((size_t)cnt, sizeof(*v));
		if (!v)
			goto nomem;
		for (int i = 0; i < cnt; i++) {
			struct pms_event_info info;

			if (pms_evlist_event(*evl, i, &info)) {
				free(v);
				cli_error(cli, "cannot read event %d of the list", i);
				return EXIT_FAIL;
			}
			snprintf(v[i].name, sizeof(v[i].name), "%s", info.text ? info.text : info.name);
			v[i].e.name = v[i].name;
			v[i].e.type = info.type;
			v[i].e.config = info.config;
			v[i].e.config1 = info.config1;
			v[i].e.config2 = info.config2;
			v[i].e.leader = info.leader;
			v[i].e.mods = info.mods;
			v[i].e.pinned = info.pinned;
			v[i].e.exclusive = info.exclusive;
			v[i].e.weak = info.weak;
			v[i].is_clock = info.type == PMS_TYPE_SOFTWARE && info.config <= 1;
		}
		*out = v;
		*n = cnt;
		return 0;
	}
	if (rc == PMS_OK || rc == PMS_ENOTSUP || (rc == PMS_EINVAL && !model)) {
		/* no parser linked in, or it needs a model this host lacks */
		pms_evlist_free(*evl);
		*evl = NULL;
		if (stat_fallback_parse(o->events, out, n, err, sizeof(err))) {
			cli_error(cli, "%s", err);
			if (!model)
				cli_hint(cli, "this host's CPU model is not known, so only generic "
					 "and software event names work; name a model with --cpu "
					 "MODEL for the full syntax");
			else if (rc != PMS_OK)
				cli_hint(cli, "the full event syntax needs the event-list parser "
					 "(%s); built-in names only here",
					 d.msg[0] ? d.msg : pms_strerror(rc));
			return EXIT_USAGE;
		}
		return 0;
	}
	cli_print_diag(cli, o->events, &d);
	return cli_exit_for(rc);
nomem:
	cli_error(cli, "out of memory");
	return EXIT_FAIL;
}

/* ---- output file: written beside FILE, renamed into place at the end ---- */

struct outfile {
	FILE *f;
	char *tmp;
	const char *path;
};

static int out_begin(struct cli *cli, const char *path, struct outfile *of)
{
	size_t len;
	int fd;
	mode_t um;

	memset(of, 0, sizeof(*of));
	if (!path) {
		of->f = cli->out;
		return 0;
	}
	len = strlen(path) + 16;
	of->tmp = malloc(len);
	if (!of->tmp)
		return -1;
	snprintf(of->tmp, len, "%s.tmpXXXXXX", path);
	fd = mkostemp(of->tmp, O_CLOEXEC);
	if (fd < 0) {
		cli_error(cli, "cannot create '%s': %s", of->tmp, strerror(errno));
		free(of->tmp);
		of->tmp = NULL;
		return -1;
	}
	um = umask(0);
	umask(um);
	if (fchmod(fd, 0666 & ~um))
		(void)0;	/* keep mkostemp's 0600 */
	of->f = fdopen(fd, "w");
	if (!of->f) {
		close(fd);
		unlink(of->tmp);
		free(of->tmp);
		of->tmp = NULL;
		return -1;
	}
	of->path = path;
	return 0;
}

/* @ok: keep the output; otherwise drop it.  Returns 0 or -1 after an error message. */
static int out_end(struct cli *cli, struct outfile *of, bool ok)
{
	int rc = 0;

	if (!of->tmp)
		return 0;
	if (ok) {
		if (fflush(of->f) || ferror(of->f) || fsync(fileno(of->f))) {
			cli_error(cli, "cannot write '%s': %s", of->tmp, strerror(errno));
			ok = false;
			rc = -1;
		}
	}
	if (fclose(of->f) && ok) {
		cli_error(cli, "cannot write '%s': %s", of->tmp, strerror(errno));
		ok = false;
		rc = -1;
	}
	if (ok && rename(of->tmp, of->path)) {
		cli_error(cli, "cannot rename '%s' to '%s': %s", of->tmp, of->path, strerror(errno));
		rc = -1;
		ok = false;
	}
	if (!ok)
		unlink(of->tmp);
	free(of->tmp);
	of->tmp = NULL;
	return rc;
}

/* ---- the workload ---- */

struct workload {
	pid_t pid;
	int go_fd;		/* write one byte to let it exec */
	int err_fd;		/* reads errno if exec failed */
};

static int workload_prepare(struct cli *cli, char **argv, struct workload *w)
{
	int go[2], er[2];

	w->pid = -1;
	w->go_fd = w->err_fd = -1;
	if (pipe2(go, O_CLOEXEC))
		goto fail;
	if (pipe2(er, O_CLOEXEC)) {
		close(go[0]);
		close(go[1]);
		goto fail;
	}
	fflush(NULL);
	w->pid = fork();
	if (w->pid < 0) {
		close(go[0]);
		close(go[1]);
		close(er[0]);
		close(er[1]);
		goto fail;
	}
	if (w->pid == 0) {
		char c;
		ssize_t r;
		int e;

		signal(SIGINT, SIG_DFL);
		close(go[1]);
		close(er[0]);
		do
			r = read(go[0], &c, 1);
		while (r < 0 && errno == EINTR);
		if (r != 1)
			_exit(127);	/* the counters did not open */
		execvp(argv[0], argv);
		e = errno;
		if (write(er[1], &e, sizeof(e)) < 0)
			(void)0;
		_exit(127);
	}
	close(go[0]);
	close(er[1]);
	w->go_fd = go[1];
	w->err_fd = er[0];
	return 0;
fail:
	cli_error(cli, "cannot start '%s': %s", argv[0], strerror(errno));
	return -1;
}

/* Let it exec.  Returns 0, or the errno of a failed exec. */
static int workload_start(struct workload *w)
{
	int e = 0;
	ssize_t r;

	if (write(w->go_fd, "g", 1) != 1)
		e = errno ? errno : EPIPE;
	close(w->go_fd);
	w->go_fd = -1;
	do
		r = read(w->err_fd, &e, sizeof(e));
	while (r < 0 && errno == EINTR);
	if (r != (ssize_t)sizeof(e) && r >= 0)
		e = 0;	/* EOF: exec succeeded and closed the pipe */
	close(w->err_fd);
	w->err_fd = -1;
	return e;
}

static void workload_abort(struct workload *w)
{
	int st;

	if (w->go_fd >= 0)
		close(w->go_fd);	/* the child sees EOF and exits */
	if (w->err_fd >= 0)
		close(w->err_fd);
	w->go_fd = w->err_fd = -1;
	if (w->pid > 0)
		while (waitpid(w->pid, &st, 0) < 0 && errno == EINTR)
			;
	w->pid = -1;
}

/* ---- one measurement run ---- */

struct run_result {
	struct pms_count *counts;	/* per event, whole run (or last interval set) */
	double elapsed_ns;
	double user_s, sys_s;
	int status;		/* wait status of the command */
	bool have_status;
	bool exec_failed;
};

struct stat_ctx {
	struct cli *cli;
	struct stat_opts *o;
	struct stat_ev *ev;
	int n;
	int *cpus;
	int n_cpus;
	struct stat_printer pr;
	bool said_no_pmu;
	bool said_unsupported;
};

static double task_clock_ms(const struct stat_ctx *s, const struct pms_count *c)
{
	for (int i = 0; i < s->n; i++)
		if (s->ev[i].is_clock && s->ev[i].e.config == 1 &&
		    c[i].status == PMS_COUNT_COUNTED)
			return (double)c[i].value / 1e6;
	return -1;
}

static double print_value(const struct stat_ev *ev, const struct pms_count *c)
{
	return ev->is_clock ? (double)c->value / 1e6 : (double)c->value;
}

static void print_interval(struct stat_ctx *s, struct pms_measure *m, double ts)
{
	struct pms_count *c = calloc((size_t)s->n, sizeof(*c));

	if (!c)
		return;
	for (int i = 0; i < s->n; i++)
		pms_measure_count(m, i, true, &c[i]);
	s->pr.interval = true;
	s->pr.ts = ts;
	s->pr.task_clock_ms = task_clock_ms(s, c);
	s->pr.elapsed_ns = -1;
	for (int i = 0; i < s->n; i++) {
		struct stat_line l = { .ev = &s->ev[i], .c = c[i], .noise_pct = -1, .pred_flag = "" };

		l.value = print_value(&s->ev[i], &c[i]);
		stat_print_line(&s->pr, &l);
	}
	fflush(s->pr.f);
	free(c);
}

static void report_open_problems(struct stat_ctx *s, struct pms_measure *m)
{
	if (pms_measure_no_pmu(m) && !s->said_no_pmu) {
		cli_warn(s->cli, "this host has no hardware PMU (a virtual machine without "
			 "counter passthrough?): hardware events are <not supported>");
		s->said_no_pmu = true;
	}
	if (s->said_unsupported)
		return;
	for (int i = 0; i < s->n; i++) {
		struct pms_diag d;
		int rc = pms_measure_event_status(m, i, &d);

		if (rc == PMS_OK)
			continue;
		if (pms_measure_no_pmu(m) && d.msg[0] && strstr(d.msg, "no hardware PMU"))
			continue;	/* said once above */
		cli_warn(s->cli, "%s", d.msg);
		if (d.hint[0])
			cli_hint(s->cli, "%s", d.hint);
	}
	for (int i = 0; i < s->n; i++) {
		if (pms_measure_weak_fallback(m, i) && s->ev[i].e.leader == i) {
			cli_warn(s->cli, "weak group led by '%s' did not fit: its events are "
				 "counted as independent events", s->ev[i].name);
		}
	}
	s->said_unsupported = true;
}

static int open_error_exit(struct stat_ctx *s, const struct pms_diag *d)
{
	cli_print_diag(s->cli, NULL, d);
	if (d->sys_errno == EACCES || d->sys_errno == EPERM)
		return EXIT_NOCAP;
	return EXIT_FAIL;
}

/*
 * Open, run, read.  On success @r->counts holds the final counts.
 * Returns EXIT_OK or an exit code after printing the error.
 */
/* The threads of @pid from /proc/PID/task (caller frees *out); -1 if unreadable. */
static int process_threads(int pid, int **out, int *n)
{
	char path[64];
	DIR *dir;
	struct dirent *e;
	int cap = 16, *v = malloc(sizeof(int) * (size_t)cap);

	*out = NULL;
	*n = 0;
	snprintf(path, sizeof(path), "/proc/%d/task", pid);
	if (!v || !(dir = opendir(path))) {
		free(v);
		return -1;
	}
	while ((e = readdir(dir))) {
		char *end;
		long t = strtol(e->d_name, &end, 10);

		if (e->d_name[0] == '.' || *end || t <= 0 || t > INT_MAX)
			continue;
		if (*n == cap) {
			int *w = cap < 65536 ? realloc(v, sizeof(int) * (size_t)cap * 2) : NULL;

			if (!w)
				break;
			v = w;
			cap *= 2;
		}
		v[(*n)++] = (int)t;
	}
	closedir(dir);
	if (!*n) {
		free(v);
		return -1;
	}
	*out = v;
	return 0;
}

static int run_once(struct stat_ctx *s, struct run_result *r)
{
	struct stat_opts *o = s->o;
	struct pms_measure_opts mo = { 0 };
	struct pms_measure *m = NULL;
	struct pms_measure_event *evs;
	struct workload w = { .pid = -1, .go_fd = -1, .err_fd = -1 };
	struct pms_diag d;
	struct rusage ru;
	int *tids = NULL;
	double t0, next = 0;
	bool child_done = false;
	int rc = EXIT_OK;

	memset(&ru, 0, sizeof(ru));
	pms_diag_clear(&d);
	evs = calloc((size_t)s->n, sizeof(*evs));
	if (!evs) {
		cli_error(s->cli, "out of memory");
		return EXIT_FAIL;
	}
	for (int i = 0; i < s->n; i++)
		evs[i] = s->ev[i].e;
	mo.pmu_present = -1;
	mo.inherit = o->inherit;
	mo.cpus = s->cpus;
	mo.n_cpus = s->n_cpus;
	if (o->argv && !s->cpus) {
		if (workload_prepare(s->cli, o->argv, &w)) {
			free(evs);
			return EXIT_FAIL;
		}
		mo.pid = w.pid;
		mo.enable_on_exec = true;
	} else {
		mo.pid = s->cpus ? -1 : (int)o->pid;
		mo.start_disabled = true;
		/* perf stat -p counts every thread of the process */
		if (o->pid > 0 && !s->cpus && process_threads((int)o->pid, &tids, &mo.n_tids) == 0)
			mo.tids = tids;
		if (o->argv && workload_prepare(s->cli, o->argv, &w)) {
			free(evs);
			free(tids);
			return EXIT_FAIL;
		}
	}
	rc = pms_measure_new(evs, s->n, &mo, &m, &d);
	free(evs);
	free(tids);
	if (rc == PMS_OK)
		rc = pms_measure_open(m, &d);
	if (rc != PMS_OK) {
		workload_abort(&w);
		pms_measure_free(m);
		return open_error_exit(s, &d);
	}
	report_open_problems(s, m);
	if (mo.start_disabled && pms_measure_enable(m, &d)) {
		workload_abort(&w);
		pms_measure_free(m);
		return open_error_exit(s, &d);
	}
	t0 = now_ns();
	if (w.pid > 0) {
		int e = workload_start(&w);

		if (e) {
			cli_error(s->cli, "cannot run '%s': %s", o->argv[0], strerror(e));
			r->exec_failed = true;
		}
	}
	if (o->interval_ms) {
		next = t0 + (double)o->interval_ms * 1e6;
		if (s->pr.fmt == STAT_HUMAN)
			stat_print_interval_header(&s->pr);
	}
	for (;;) {
		double now;

		if (w.pid > 0 && !child_done) {
			int st;
			pid_t got = wait4(w.pid, &st, o->interval_ms ? WNOHANG : 0, &ru);

			if (got == w.pid) {
				child_done = true;
				r->status = st;
				r->have_status = true;
				break;
			}
			if (got < 0 && errno != EINTR)
				break;
		} else if (w.pid <= 0) {
			if (got_sigint)
				break;
			if (o->pid > 0 && kill((pid_t)o->pid, 0) && errno == ESRCH)
				break;
		}
		now = now_ns();
		if (o->interval_ms && now >= next) {
			pms_measure_read(m, NULL);
			print_interval(s, m, (next - t0) / 1e9);
			next += (double)o->interval_ms * 1e6;
			continue;
		}
		if (o->interval_ms || w.pid <= 0) {
			double wait = o->interval_ms ? next - now : 50e6;
			struct timespec ts;

			if (wait > 5e6)
				wait = 5e6;
			if (wait < 0)
				wait = 0;
			ts.tv_sec = 0;
			ts.tv_nsec = (long)wait;
			nanosleep(&ts, NULL);
		}
	}
	r->elapsed_ns = now_ns() - t0;
	if (w.pid > 0 && !child_done) {
		int st;

		/* interrupted: the command got the same SIGINT; collect it */
		while (wait4(w.pid, &st, 0, &ru) < 0 && errno == EINTR)
			;
		r->status = st;
		r->have_status = true;
	}
	pms_measure_read(m, NULL);
	if (o->interval_ms)
		print_interval(s, m, r->elapsed_ns / 1e9);
	for (int i = 0; i < s->n; i++)
		pms_measure_count(m, i, false, &r->counts[i]);
	r->user_s = (double)ru.ru_utime.tv_sec + ru.ru_utime.tv_usec / 1e6;
	r->sys_s = (double)ru.ru_stime.tv_sec + ru.ru_stime.tv_usec / 1e6;
	pms_measure_free(m);
	return EXIT_OK;
}

/* ---- --predict ---- */

static const char *likely_cause(double measured, double predicted, const struct pms_env *env)
{
	if (measured < predicted)
		return env->nmi_watchdog ?
		       "counters held elsewhere: another perf session or a pinned system-wide event" :
		       "counters held elsewhere: another perf session, a pinned system-wide "
		       "event, or the NMI watchdog (the prediction assumed it off)";
	return env->nmi_watchdog ?
	       "ran more than predicted: is the NMI watchdog off? (--nmi-watchdog off)" :
	       "ran more than predicted: too short a run for the rotation to show";
}

static void predict(struct stat_ctx *s, struct pms_evlist *evl, struct stat_line *lines,
		    double duration_ns)
{
	struct pms_sim_opts so;
	struct pms_sim *sim = NULL;
	struct pms_diag d;
	int rc;

	if (!evl && !s->o->common.model) {
		cli_warn(s->cli, "--predict: no prediction: this host's CPU model is not known");
		cli_hint(s->cli, "name a model with --cpu MODEL ('pmusched list')");
		return;
	}
	if (!evl) {
		cli_warn(s->cli, "--predict: no prediction: the event-list parser is not available "
			 "in this build, so the simulator has no event list");
		return;
	}
	if (cli_common_finish(s->cli, &s->o->common, false) != EXIT_OK)
		return;
	if (!s->o->common.model) {
		cli_warn(s->cli, "--predict: no prediction: this host's CPU model is not known");
		cli_hint(s->cli, "name a model with --cpu MODEL ('pmusched list')");
		return;
	}
	memset(&so, 0, sizeof(so));
	so.env = s->o->common.env;
	so.duration_ns = duration_ns > 1e6 ? (uint64_t)duration_ns : 1000000;
	so.system_wide = s->cpus != NULL;
	pms_diag_clear(&d);
	rc = pms_simulate(evl, &so, &sim, &d);
	if (rc != PMS_OK || !sim) {
		cli_warn(s->cli, "--predict: no prediction: %s",
			 d.msg[0] ? d.msg : pms_strerror(rc));
		pms_sim_free(sim);
		return;
	}
	for (int i = 0; i < s->n; i++) {
		const struct pms_ev_result *res = pms_sim_result(sim, i);
		double measured;

		if (!res)
			continue;
		lines[i].has_pred = true;
		if (res->status == PMS_ST_NOT_SUPPORTED) {
			lines[i].pred_pct = -1;	/* printed as <not supported> */
			continue;
		}
		lines[i].pred_pct = res->enabled_ns ? res->percent : 100.0;
		measured = lines[i].c.enabled ? lines[i].c.percent : 100.0;
		if (lines[i].c.status == PMS_COUNT_NOT_SUPPORTED)
			continue;
		if (fabs(measured - lines[i].pred_pct) > s->o->threshold)
			lines[i].pred_flag = likely_cause(measured, lines[i].pred_pct, &so.env);
	}
	pms_sim_free(sim);
}

/* ---- the command ---- */

static void print_summary(struct stat_ctx *s, struct pms_evlist *evl, struct pms_count *total,
			  struct pms_runstat *rs, struct pms_runstat *elapsed, double user_s,
			  double sys_s, bool have_times)
{
	struct stat_opts *o = s->o;
	struct stat_line *lines = calloc((size_t)s->n, sizeof(*lines));
	struct stat_printer *p = &s->pr;
	FILE *f = p->f;
	double tc = -1;

	if (!lines)
		return;
	for (int i = 0; i < s->n; i++) {
		lines[i].ev = &s->ev[i];
		lines[i].c = total[i];
		lines[i].value = s->ev[i].is_clock ? rs[i].mean / 1e6 : rs[i].mean;
		if (total[i].status == PMS_COUNT_COUNTED)
			lines[i].c.value = (uint64_t)llround(rs[i].mean);
		lines[i].noise_pct = o->repeat > 1 ? pms_runstat_noise_pct(&rs[i]) : -1;
		lines[i].pred_flag = "";
		if (s->ev[i].is_clock && s->ev[i].e.config == 1 &&
		    total[i].status == PMS_COUNT_COUNTED)
			tc = rs[i].mean / 1e6;
	}
	if (o->predict)
		/*
		 * A task context's time runs only while the task is on a CPU:
		 * simulate a busy task for the CPU time the command used (the
		 * whole wall time for -a / -C, whose CPU context never stops).
		 */
		predict(s, evl, lines, s->cpus || !o->argv || user_s + sys_s <= 0 ?
			elapsed->mean : (user_s + sys_s) * 1e9);
	p->interval = false;
	p->task_clock_ms = tc;
	p->elapsed_ns = elapsed->mean;
	if (p->fmt == STAT_HUMAN) {
		fprintf(f, "\n Performance counter stats for ");
		if (o->all_cpus) {
			fprintf(f, "'system wide'");
		} else if (s->cpus) {
			fprintf(f, "'CPU(s) %s'", o->cpu_list);
		} else if (o->argv) {
			fputc('\'', f);
			for (char **a = o->argv; *a; a++)
				fprintf(f, "%s%s", a == o->argv ? "" : " ", *a);
			fputc('\'', f);
		} else {
			fprintf(f, "process id '%ld'", o->pid);
		}
		if (o->repeat > 1)
			fprintf(f, " (%d runs)", o->repeat);
		fprintf(f, ":\n\n");
	}
	for (int i = 0; i < s->n; i++)
		stat_print_line(p, &lines[i]);
	if (p->fmt == STAT_HUMAN) {
		fputc('\n', f);
		if (o->repeat > 1)
			fprintf(f, "%18.9f +- %.9f seconds time elapsed  ( +- %5.2f%% )\n",
				elapsed->mean / 1e9,
				elapsed->n > 1 ? sqrt(elapsed->m2 / (elapsed->n - 1) / elapsed->n) / 1e9 : 0,
				pms_runstat_noise_pct(elapsed));
		else
			fprintf(f, "%18.9f seconds time elapsed\n", elapsed->mean / 1e9);
		if (have_times && o->repeat == 1)
			fprintf(f, "\n%18.9f seconds user\n%18.9f seconds sys\n", user_s, sys_s);
		fputc('\n', f);
	}
	free(lines);
}

static int exit_for_status(struct stat_ctx *s, const struct run_result *r)
{
	if (r->exec_failed)
		return 127;
	if (!r->have_status)
		return EXIT_OK;
	if (WIFEXITED(r->status))
		return WEXITSTATUS(r->status);
	if (WIFSIGNALED(r->status)) {
		int sig = WTERMSIG(r->status);

		if (sig != SIGINT)
			cli_warn(s->cli, "'%s' was killed by signal %d (%s)", s->o->argv[0], sig,
				 strsignal(sig));
		return 128 + sig;
	}
	return EXIT_FAIL;
}

int cmd_stat(struct cli *cli, int argc, char **argv)
{
	struct stat_opts o;
	struct stat_ctx s = { .cli = cli };
	struct pms_evlist *evl = NULL;
	struct outfile of = { 0 };
	struct run_result r = { 0 };
	struct pms_count *total = NULL;
	struct pms_runstat *rs = NULL, elapsed = { 0 };
	struct sigaction sa, old_int;
	double user_s = 0, sys_s = 0;
	int rc, runs = 0;

	rc = parse_opts(cli, argc, argv, &o);
	if (rc)
		return rc < 0 ? EXIT_OK : rc;
	s.o = &o;
	rc = load_events(cli, &o, &s.ev, &s.n, &evl);
	if (rc)
		return rc;
	if (o.all_cpus && online_cpus(&s.cpus, &s.n_cpus)) {
		cli_error(cli, "cannot read the online CPUs");
		rc = EXIT_FAIL;
		goto out;
	}
	if (o.cpu_list && !o.all_cpus && parse_cpu_list(o.cpu_list, &s.cpus, &s.n_cpus)) {
		cli_error(cli, "bad CPU list '%s'", o.cpu_list);
		cli_hint(cli, "for example 0-3,6");
		rc = EXIT_USAGE;
		goto out;
	}
	total = calloc((size_t)s.n, sizeof(*total));
	rs = calloc((size_t)s.n, sizeof(*rs));
	r.counts = calloc((size_t)s.n, sizeof(*r.counts));
	if (!total || !rs || !r.counts) {
		cli_error(cli, "out of memory");
		rc = EXIT_FAIL;
		goto out;
	}
	if (out_begin(cli, o.out_path, &of)) {
		rc = EXIT_FAIL;
		goto out;
	}
	s.pr.f = of.f;
	s.pr.fmt = o.json ? STAT_JSON : o.sep ? STAT_CSV : STAT_HUMAN;
	s.pr.sep = o.sep ? o.sep : ",";

	got_sigint = 0;
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_sigint;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, &old_int);
	for (int k = 0; k < o.repeat; k++) {
		memset(r.counts, 0, (size_t)s.n * sizeof(*r.counts));
		r.have_status = r.exec_failed = false;
		rc = run_once(&s, &r);
		if (rc)
			break;
		runs++;
		pms_runstat_add(&elapsed, r.elapsed_ns);
		user_s = r.user_s;
		sys_s = r.sys_s;
		for (int i = 0; i < s.n; i++) {
			if (k == 0)
				pms_count_init(&total[i]);
			pms_count_add(&total[i], &r.counts[i]);
			pms_runstat_add(&rs[i], (double)r.counts[i].value);
		}
		if (r.exec_failed || got_sigint)
			break;
		if (r.have_status && (!WIFEXITED(r.status) || WEXITSTATUS(r.status)) && o.repeat > 1)
			break;	/* perf stops repeating a failing command too */
	}
	sigaction(SIGINT, &old_int, NULL);
	if (rc) {
		out_end(cli, &of, false);
		goto out;
	}
	if (!o.interval_ms && !r.exec_failed) {
		if (runs < o.repeat)
			o.repeat = runs;
		print_summary(&s, evl, total, rs, &elapsed, user_s, sys_s, o.argv != NULL);
		print_topdown(cli, &o, of.f, total, s.n);
	}
	if (out_end(cli, &of, true)) {
		rc = EXIT_FAIL;
		goto out;
	}
	rc = o.argv ? exit_for_status(&s, &r) : EXIT_OK;
out:
	free(total);
	free(rs);
	free(r.counts);
	free(s.cpus);
	free(s.ev);
	pms_evlist_free(evl);
	return rc;
}
