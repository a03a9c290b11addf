/*
 * pmusched stat: count events for a command (or a task, or CPUs) and print
 * them the way perf stat does.  This file runs the series of runs (-r) and
 * decides the exit status; see stat.h for the other parts.
 *
 * Every run of a series is made, as perf 6.1 does, even when one fails.
 * The output file (-o) is opened before anything runs; its counts reach it
 * whole (a temporary renamed into place) or, with -I, interval by interval.
 * If writing it fails (a full disk), the counts go to standard error
 * instead: what was measured is never lost.
 */
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include "stat.h"

/* The exit status for one run's command: its own, 128+N for signal N, 127 for exec. */
static int run_exit(const struct run_result *r)
{
	if (r->exec_failed)
		return 127;
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
	struct pms_count *total;
	struct pms_runstat *rs, elapsed;
	struct run_result r;
	double user_s, sys_s;
	int runs;
	int failed_exit;	/* the exit status of the last run that failed, 0 */
};

static int run_series(struct stat_ctx *s, struct series *x)
{
	struct stat_opts *o = s->o;
	int rc = EXIT_OK;

	for (int k = 0; k < o->repeat; k++) {
		int e;

		memset(x->r.counts, 0, (size_t)s->n * sizeof(*x->r.counts));
		x->r.have_status = x->r.exec_failed = false;
		rc = stat_run_once(s, &x->r);
		if (rc)
			return rc;
		x->runs++;
		pms_runstat_add(&x->elapsed, x->r.elapsed_ns);
		x->user_s = x->r.user_s;
		x->sys_s = x->r.sys_s;
		for (int i = 0; i < s->n; i++) {
			if (k == 0)
				pms_count_init(&x->total[i]);
			pms_count_add(&x->total[i], &x->r.counts[i]);
			pms_runstat_add(&x->rs[i], (double)x->r.counts[i].value);
		}
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

/* Print the summary; if the output file fails, print it again on stderr. */
static int finish_output(struct stat_ctx *s, struct pms_evlist *evl, struct series *x)
{
	struct stat_opts *o = s->o;
	int rc;

	if (!o->interval_ms && !x->r.exec_failed) {
		if (x->runs < o->repeat)
			o->repeat = x->runs;
		stat_print_summary(s, evl, x->total, x->rs, &x->elapsed, x->user_s, x->sys_s,
				   o->argv != NULL && !s->cpus);
		stat_print_topdown(s->cli, o, s->pr.f, x->total, s->n);
	}
	rc = outfile_close(s->cli, &s->of, !x->r.exec_failed);
	if (rc && !o->interval_ms && !x->r.exec_failed && !s->out_failed) {
		cli_warn(s->cli, "the counts follow on standard error");
		s->pr.f = s->cli->err;
		stat_print_summary(s, evl, x->total, x->rs, &x->elapsed, x->user_s, x->sys_s,
				   o->argv != NULL && !s->cpus);
		stat_print_topdown(s->cli, o, s->pr.f, x->total, s->n);
	}
	return rc;
}

static int exit_status(struct stat_ctx *s, const struct series *x, int out_rc)
{
	int sig = stat_stop_signal();

	if (x->r.exec_failed)
		return 127;
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

	optind = 0;	/* as pms_cli_main: a full getopt reset */
	opterr = 0;
	rc = stat_parse_opts(cli, argc, argv, &o);
	if (rc)
		return rc < 0 ? EXIT_OK : rc;
	s.o = &o;
	rc = stat_load_events(cli, &o, &s.ev, &s.n, &evl);
	if (!rc)
		rc = stat_resolve_cpus(&s);
	free(s.cpus);
	free(s.ev);
	pms_evlist_free(evl);
	return rc;
}

int cmd_stat(struct cli *cli, int argc, char **argv)
{
	struct stat_opts o;
	struct stat_ctx s = { .cli = cli };
	struct pms_evlist *evl = NULL;
	struct series x = { 0 };
	int rc;

	rc = stat_parse_opts(cli, argc, argv, &o);
	if (rc)
		return rc < 0 ? EXIT_OK : rc;
	s.o = &o;
	outfile_use_stream(&s.of, cli->out);
	rc = stat_load_events(cli, &o, &s.ev, &s.n, &evl);
	if (rc)
		goto out;
	rc = stat_resolve_cpus(&s);
	if (rc)
		goto out;
	x.total = calloc((size_t)s.n, sizeof(*x.total));
	x.rs = calloc((size_t)s.n, sizeof(*x.rs));
	x.r.counts = calloc((size_t)s.n, sizeof(*x.r.counts));
	if (!x.total || !x.rs || !x.r.counts) {
		cli_error(cli, "out of memory");
		rc = EXIT_FAIL;
		goto out;
	}
	/* signals first: a temporary that exists is always removed or committed */
	stat_signals_install();
	if (o.out_path && (rc = outfile_open(cli, "-o", o.out_path, false, &s.of))) {
		stat_signals_restore();
		goto out;
	}
	s.pr.f = s.of.f;
	s.pr.fmt = o.json ? STAT_JSON : o.sep ? STAT_CSV : STAT_HUMAN;
	s.pr.sep = o.sep ? o.sep : ",";
	rc = run_series(&s, &x);
	if (rc && !x.runs) {
		outfile_close(cli, &s.of, false);
		stat_signals_restore();
		goto out;
	}
	if (rc)	/* a later run could not start: the earlier runs are still printed */
		finish_output(&s, evl, &x);
	else
		rc = exit_status(&s, &x, finish_output(&s, evl, &x));
	stat_signals_restore();
out:
	free(x.total);
	free(x.rs);
	free(x.r.counts);
	free(s.cpus);
	free(s.ev);
	pms_evlist_free(evl);
	return rc;
}
