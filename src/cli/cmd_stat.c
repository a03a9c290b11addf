/*
 * pmusched stat: count events for a command (or a task, or CPUs) and print
 * them the way perf stat does.  This file picks the output stream (stderr
 * as perf, -o FILE with perf's "# started on" line, --log-fd), the locale,
 * runs the series of runs (-r) and decides the exit status; see stat.h for
 * the other parts.
 *
 * Every run of a series is made, as perf 6.1 does, even when one fails.
 * The output file (-o) is opened before anything runs; its counts reach it
 * whole (a temporary renamed into place) or, with -I, interval by interval.
 * If writing it fails (a full disk), the counts go to standard error
 * instead: what was measured is never lost.
 */
#include <errno.h>
#include <locale.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/wait.h>
#include "stat.h"

/*
 * A command that could not be executed: 127 when it was not found, 126
 * when it was found but could not run (not executable, a directory, a bad
 * format), as the shell's convention (POSIX, 2.8.2 Exit Status for
 * Commands).
 */
static int exec_exit(const struct run_result *r)
{
	return r->exec_errno == ENOENT || r->exec_errno == ENOTDIR ? 127 : 126;
}

/* The exit status for one run's command: its own, 128+N for signal N, 126/127 for exec. */
static int run_exit(const struct run_result *r)
{
	if (r->exec_failed)
		return exec_exit(r);
	if (!r->have_status)
		return EXIT_OK;
	if (WIFEXITED(r->status))
		return WEXITSTATUS(r->status);
	if (WIFSIGNALED(r->status))
		return 128 + WTERMSIG(r->status);
	return EXIT_FAIL;
}

/* A command killed by a signal is named as perf does (psignal: "CMD: Segmentation fault"). */
static void say_signal(struct stat_ctx *s, const struct run_result *r)
{
	if (r->have_status && WIFSIGNALED(r->status))
		fprintf(s->cli->err, "%s: %s\n", s->o->argv[0], strsignal(WTERMSIG(r->status)));
}

struct series {
	struct pms_runstat *rs, elapsed;
	struct run_result r;
	double user_s, sys_s;
	int runs;
	int failed_exit;	/* the exit status of the last run that failed, 0 */
	struct pms_count *keep, *keep_cpu;	/* -r: the last whole run's counts */
	bool dropped;		/* -r: a run cut short by SIGINT left out */
};

static int run_series(struct stat_ctx *s, struct series *x)
{
	struct stat_opts *o = s->o;
	int rc = EXIT_OK;

	for (int k = 0; k < o->repeat; k++) {
		int e;

		memset(x->r.counts, 0, (size_t)s->n * sizeof(*x->r.counts));
		if (x->r.cpu_counts)
			memset(x->r.cpu_counts, 0,
			       (size_t)s->n * (size_t)s->n_cpus * sizeof(*x->r.cpu_counts));
		x->r.have_status = x->r.exec_failed = false;
		rc = stat_run_once(s, &x->r);
		if (rc)
			return rc;
		if (stat_stop_signal() == SIGINT && x->runs > 0 && !x->r.exec_failed &&
		    !(x->r.have_status && WIFEXITED(x->r.status))) {
			/*
			 * Ctrl-C cut this run short: it is left out of the
			 * means, and the counts printed are the last whole
			 * run's.  perf (6.1, 6.12, 7.3: cmd_stat()'s run_idx
			 * loop, skip_signal()) averages the cut run in and
			 * goes on with the remaining runs; the issue's
			 * "0.0886 +- 15.27%" for sleep 0.1 is that mean.
			 */
			memcpy(x->r.counts, x->keep, (size_t)s->n * sizeof(*x->keep));
			if (x->r.cpu_counts)
				memcpy(x->r.cpu_counts, x->keep_cpu,
				       (size_t)s->n * (size_t)s->n_cpus * sizeof(*x->keep_cpu));
			x->dropped = true;
			say_signal(s, &x->r);
			e = run_exit(&x->r);
			if (e)
				x->failed_exit = e;
			break;
		}
		x->runs++;
		if (o->repeat > 1) {
			memcpy(x->keep, x->r.counts, (size_t)s->n * sizeof(*x->keep));
			if (x->r.cpu_counts)
				memcpy(x->keep_cpu, x->r.cpu_counts,
				       (size_t)s->n * (size_t)s->n_cpus * sizeof(*x->keep_cpu));
		}
		pms_runstat_add(&x->elapsed, x->r.elapsed_ns);
		x->user_s = x->r.user_s;
		x->sys_s = x->r.sys_s;
		for (int i = 0; i < s->n; i++)
			pms_runstat_add(&x->rs[i], (double)x->r.counts[i].value);
		if (x->r.exec_failed)
			break;
		say_signal(s, &x->r);
		e = run_exit(&x->r);
		if (e) {
			x->failed_exit = e;
			if (o->repeat > 1 && !stat_stop_signal())
				cli_warn(s->cli, "run %d of %d: '%s' %s %d; the series goes on",
					 k + 1, o->repeat, o->argv[0], e > 128 ?
					 "died of signal" : "exited with", e > 128 ? e - 128 : e);
		}
		if (stat_stop_signal())
			break;	/* interrupted: print what the runs so far counted */
	}
	return rc;
}

static void summary(struct stat_ctx *s, struct pms_evlist *evl, struct series *x)
{
	stat_print_summary(s, evl, x->r.counts, x->r.cpu_counts, x->rs, &x->elapsed, x->user_s,
			   x->sys_s);
}

/* Print the summary; if the output file fails, print it again on stderr. */
static int finish_output(struct stat_ctx *s, struct pms_evlist *evl, struct series *x)
{
	struct stat_opts *o = s->o;
	int rc;

	if (!o->interval_ms && !x->r.exec_failed) {
		if (x->runs < o->repeat)
			o->repeat = s->pr.run_count = x->runs;
		summary(s, evl, x);
	}
	if (o->interval_ms && s->cap && !x->r.exec_failed)
		stat_print_muxerr_summary(s, x->r.elapsed_ns);
	rc = outfile_close(s->cli, &s->of, !x->r.exec_failed);
	if (rc && !o->interval_ms && !x->r.exec_failed && !s->out_failed) {
		cli_warn(s->cli, "the counts follow on standard error");
		s->pr.f = s->cli->err;
		summary(s, evl, x);
	}
	return rc;
}

/* perf's output: stderr; -o FILE (not "-") with "# started on"; --log-fd N. */
static int open_output(struct stat_ctx *s)
{
	struct stat_opts *o = s->o;
	struct timespec now;
	char when[64];
	int rc;

	outfile_use_stream(&s->of, s->cli->err);
	if (o->log_fd > 0)
		return outfile_open_fd(s->cli, "--log-fd", o->log_fd, o->append, &s->of);
	if (!o->out_path || !strcmp(o->out_path, "-"))
		return EXIT_OK;
	rc = outfile_open(s->cli, "-o", o->out_path, o->append, &s->of);
	if (rc)
		return rc;
	clock_gettime(CLOCK_REALTIME, &now);
	/* ctime()'s own newline: a blank line follows, as in perf's files */
	fprintf(s->of.f, "# started on %s\n", ctime_r(&now.tv_sec, when) ? when : "?\n");
	return EXIT_OK;
}

static int exit_status(struct stat_ctx *s, const struct series *x, int out_rc)
{
	int sig = stat_stop_signal();

	if (x->r.exec_failed)
		return exec_exit(&x->r);
	/*
	 * SIGINT and a command that ended: the command's status, as the help
	 * says (a command that ignores SIGINT and exits 0 gives 0); dying of
	 * SIGINT when the command did.  perf re-raises the signal whatever the
	 * command did (sig_atexit(), builtin-stat.c 6.1/6.12).
	 */
	if (sig == SIGINT && s->o->argv && x->r.have_status &&
	    !(WIFSIGNALED(x->r.status) && WTERMSIG(x->r.status) == SIGINT))
		sig = 0;
	if (sig) {
		cli_set_exit_signal(sig);	/* perf exits by the signal too */
		return 128 + sig;
	}
	if (out_rc || s->out_failed)
		return EXIT_FAIL;
	return s->o->argv ? x->failed_exit : EXIT_OK;
}

/*
 * Everything 'stat' checks before it runs anything (options, events, CPUs,
 * the output path), and nothing more: the fuzz targets' entry point.
 * @argv[0] is "stat".  Returns the exit code a run would fail with, or 0.
 */
int cli_stat_check(struct cli *cli, int argc, char **argv);
int cli_stat_check(struct cli *cli, int argc, char **argv)
{
	struct stat_opts o;
	struct stat_ctx s = { .cli = cli };
	struct pms_evlist *evl = NULL;
	int rc;

	rc = stat_parse_opts(cli, argc, argv, &o);
	if (rc) {
		stat_opts_free(&o);
		return rc < 0 ? EXIT_OK : rc;
	}
	s.o = &o;
	rc = stat_load_events(cli, &o, &s.ev, &s.n, &evl);
	if (!rc)
		rc = stat_resolve_cpus(&s);
	free(s.cpus);
	free(s.ev);
	stat_evlist_free(&o, evl);
	stat_opts_free(&o);
	return rc;
}

static void printer_init(struct stat_ctx *s)
{
	struct stat_opts *o = s->o;

	s->pr.f = s->of.f;
	s->pr.fmt = o->json ? STAT_JSON : o->sep ? STAT_CSV : STAT_HUMAN;
	s->pr.sep = o->sep ? o->sep : " ";	/* perf's DEFAULT_SEPARATOR */
	s->pr.unit_width = 4;			/* strlen("unit"); "msec" is no wider */
	s->pr.run_count = o->repeat;
	s->pr.no_aggr = o->no_aggr;
	s->pr.predict = o->predict;
	s->pr.mux_error = o->mux_error;
	s->pr.confidence = o->confidence;
	/* the lines of the perf that would run here (the library's choice):
	 * the installed perf is asked only when no version is given */
	stat_style_init(s->cli, &s->pr, pms_stat_lines_perf(o->perf_version,
			o->perf_version ? 0 : cli_host_perf_version(s->cli)));
}

static int run_command(struct stat_ctx *s, struct pms_evlist *evl, struct series *x)
{
	int rc;

	/* signals first: a temporary that exists is always removed or committed */
	stat_signals_install();
	rc = open_output(s);
	if (rc) {
		stat_signals_restore();
		return rc;
	}
	printer_init(s);
	rc = run_series(s, x);
	if (rc && !x->runs) {
		outfile_close(s->cli, &s->of, false);
		stat_signals_restore();
		return rc;
	}
	if (rc)	/* a later run could not start: the earlier runs are still printed */
		finish_output(s, evl, x);
	else
		rc = exit_status(s, x, finish_output(s, evl, x));
	stat_signals_restore();
	return rc;
}

int cmd_stat(struct cli *cli, int argc, char **argv)
{
	struct stat_opts o;
	struct stat_ctx s = { .cli = cli };
	struct pms_evlist *evl = NULL;
	struct series x = { 0 };
	locale_t loc = (locale_t)0, old = (locale_t)0;
	int rc;

	rc = stat_parse_opts(cli, argc, argv, &o);
	if (rc) {
		stat_opts_free(&o);
		return rc < 0 ? EXIT_OK : rc;
	}
	s.o = &o;
	if (o.replay) {
		rc = stat_replay(&s);
		goto out;
	}
	rc = stat_load_events(cli, &o, &s.ev, &s.n, &evl);
	if (rc)
		goto out;
	if (o.plist.list && !stat_match_list(&s))
		cli_warn(cli, "the events opened differ from perf's -M list: no metric values");
	rc = stat_resolve_cpus(&s);
	if (!rc)
		rc = stat_capture_begin(&s);
	if (rc)
		goto out;
	x.rs = calloc((size_t)s.n, sizeof(*x.rs));
	x.r.counts = calloc((size_t)s.n, sizeof(*x.r.counts));
	x.keep = calloc((size_t)s.n, sizeof(*x.keep));
	if (o.no_aggr && s.cpus) {
		x.r.cpu_counts = calloc((size_t)s.n * (size_t)s.n_cpus, sizeof(*x.r.cpu_counts));
		x.keep_cpu = calloc((size_t)s.n * (size_t)s.n_cpus, sizeof(*x.keep_cpu));
	}
	if (!x.rs || !x.r.counts || !x.keep ||
	    (o.no_aggr && s.cpus && (!x.r.cpu_counts || !x.keep_cpu))) {
		cli_error(cli, "out of memory");
		rc = EXIT_FAIL;
		goto out;
	}
	/*
	 * perf calls setlocale(LC_ALL, ""): its numbers follow the user's
	 * locale (the human table groups thousands with it).  JSON stays in
	 * the C locale, which is what makes it JSON.
	 */
	if (!o.json && (loc = newlocale(LC_ALL_MASK, "", (locale_t)0)))
		old = uselocale(loc);
	rc = run_command(&s, evl, &x);
	if (loc) {
		uselocale(old);
		freelocale(loc);
	}
out:
	stat_capture_end(&s);
	free(x.rs);
	free(x.r.counts);
	free(x.r.cpu_counts);
	free(x.keep);
	free(x.keep_cpu);
	free(s.cpus);
	free(s.ev);
	stat_evlist_free(&o, evl);
	stat_opts_free(&o);
	return rc;
}
