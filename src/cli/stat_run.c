/*
 * One measured run of 'pmusched stat' (the workload itself is in
 * stat_workload.c).  The fork comes before any allocation of the run, so
 * a child whose exec fails leaves nothing behind.
 *
 * Signals (the counts measured so far are always printed):
 *  - SIGINT to the process group (Ctrl-C): the command gets it too; we
 *    wait for it, as perf does, and exit by SIGINT.
 *  - SIGINT to pmusched alone: with -I, or without a command, we stop at
 *    once (perf's 'done' flag); otherwise we keep waiting for the command,
 *    as perf does, and a second SIGINT stops at once.  The command is left
 *    running either way, as perf leaves it.
 *  - SIGTERM or SIGHUP: perf dies without printing anything; we pass the
 *    signal to the command, wait up to a second for it, print what was
 *    counted and exit by the signal.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include "stat.h"

#define TERM_GRACE_NS 1e9	/* how long a command may take to die of SIGTERM */

static volatile sig_atomic_t n_int, got_term, stop_sig;
static struct sigaction old_int, old_term, old_hup, old_chld;

/* SIGCHLD needs a handler only so that sigsuspend() returns when the command ends. */
static void on_child(int sig)
{
	(void)sig;
}

static void on_signal(int sig)
{
	if (sig == SIGINT)
		n_int++;
	else
		got_term = sig;
	stop_sig = sig;
}

void stat_signals_install(void)
{
	struct sigaction sa;

	n_int = got_term = stop_sig = 0;
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_signal;	/* no SA_RESTART: a signal ends a wait */
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, &old_int);
	sigaction(SIGTERM, &sa, &old_term);
	sigaction(SIGHUP, &sa, &old_hup);
	sa.sa_handler = on_child;
	sa.sa_flags = SA_RESTART | SA_NOCLDSTOP;
	sigaction(SIGCHLD, &sa, &old_chld);
}

void stat_signals_restore(void)
{
	sigaction(SIGINT, &old_int, NULL);
	sigaction(SIGTERM, &old_term, NULL);
	sigaction(SIGHUP, &old_hup, NULL);
	sigaction(SIGCHLD, &old_chld, NULL);
}

int stat_stop_signal(void)
{
	return stop_sig;
}

/* The session's clock (a test may stall it: see pms_measure_clock_ns()). */
static double now_ns(void)
{
	return (double)pms_measure_clock_ns();
}

static void sleep_ns(double ns)
{
	struct timespec ts;

	if (ns <= 0)
		return;
	ts.tv_sec = (time_t)(ns / 1e9);
	ts.tv_nsec = (long)(ns - (double)ts.tv_sec * 1e9);
	nanosleep(&ts, NULL);	/* a signal ends it early: that is wanted */
}

/* ---- -p ---- */

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

/*
 * Is process @pid still running?  A zombie (exited, not yet reaped by its
 * parent) is not: its counters will not move again.
 */
static bool target_alive(long pid)
{
	char path[64], buf[512], *p;
	FILE *f;
	size_t n;

	snprintf(path, sizeof(path), "/proc/%ld/stat", pid);
	f = fopen(path, "r");
	if (!f)
		return false;
	n = fread(buf, 1, sizeof(buf) - 1, f);
	fclose(f);
	buf[n] = '\0';
	p = strrchr(buf, ')');	/* the command name may hold anything */
	return p && p[1] == ' ' && p[2] != 'Z' && p[2] != 'X' && p[2] != 'x';
}

/* ---- open ---- */

/* With -v only: perf says nothing about events it prints as <not supported>. */
static void report_open_problems(struct stat_ctx *s, struct pms_measure *m)
{
	if (!s->o->verbose)
		return;
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
		if (pms_measure_weak_fallback(m, i) && s->ev[i].e.leader == i)
			cli_warn(s->cli, "weak group led by '%s' did not fit: its events are "
				 "counted as independent events", s->ev[i].name);
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

/* Open the counters for this run (the workload, if any, is forked and held). */
static int open_counters(struct stat_ctx *s, struct workload *w, struct pms_measure **out)
{
	struct stat_opts *o = s->o;
	struct pms_measure_opts mo = { .sz = sizeof(mo) };
	struct pms_measure_event *evs = calloc((size_t)s->n, sizeof(*evs));
	struct pms_diag d;
	int *tids = NULL, rc;

	*out = NULL;
	pms_diag_clear(&d);
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
	mo.user_fallback = true;
	/* -p PID -- COMMAND: PID's threads are counted while the command runs
	 * (perf: the target is the pid, the workload only bounds the run) */
	if (w->pid > 0 && !s->cpus && o->pid <= 0) {
		mo.pid = w->pid;
		mo.enable_on_exec = true;
	} else {
		mo.pid = s->cpus ? -1 : (int)o->pid;
		mo.start_disabled = true;
		/* perf stat -p counts every thread of the process, gone ones left out */
		if (o->pid > 0 && !s->cpus && process_threads((int)o->pid, &tids, &mo.n_tids) == 0) {
			mo.tids = tids;
			mo.ignore_missing = true;
		}
	}
	rc = pms_measure_new(evs, s->n, &mo, out, &d);
	free(evs);
	free(tids);
	if (rc == PMS_OK)
		rc = pms_measure_open(*out, &d);
	if (rc == PMS_OK && mo.start_disabled)
		rc = pms_measure_enable(*out, &d);
	if (rc != PMS_OK) {
		if (d.sys_errno == ESRCH && o->pid > 0) {
			cli_error(s->cli, "process %ld does not exist or has exited: nothing to count", o->pid);
			rc = EXIT_FAIL;
		} else {
			rc = open_error_exit(s, &d);
		}
		pms_measure_free(*out);
		*out = NULL;
		return rc;
	}
	/* perf's paranoid fallback renames the events it reopened user-only */
	for (int i = 0; i < s->n; i++) {
		if (!pms_measure_user_fallback(*out, i))
			continue;
		snprintf(s->ev[i].name, sizeof(s->ev[i].name), "%s", pms_measure_event_name(*out, i));
		s->ev[i].user_only = true;
	}
	report_open_problems(s, *out);
	return EXIT_OK;
}

/* ---- the wait ---- */

struct waiter {
	struct stat_ctx *s;
	struct workload *w;
	struct pms_measure *m;
	struct run_result *r;
	struct rusage ru;
	double t0, term_deadline;
	struct pms_interval_timer tm;	/* -I: perf's, missed expiries dropped */
	struct pms_interval_timer ptm;	/* fine reads: the -I prints */
	struct pms_count *last;		/* fine reads: the counts since the open at the
					 * last print */
	bool child_done;
	bool term_sent;
};

/* Reap the command if it has ended.  True once it has. */
static bool reap(struct waiter *x)
{
	int st;
	pid_t got;

	if (x->w->pid <= 0 || x->child_done)
		return x->child_done;
	got = wait4(x->w->pid, &st, WNOHANG, &x->ru);
	if (got == x->w->pid) {
		x->child_done = true;
		x->r->status = st;
		x->r->have_status = true;
	} else if (got < 0 && errno == ECHILD) {
		x->child_done = true;	/* someone else reaped it */
	}
	return x->child_done;
}

/*
 * Wait until the command ends or a signal comes.  The signals are blocked
 * while the flags are looked at and let in only inside sigsuspend(): a
 * signal between the look and a blocking wait4() would be lost until the
 * command ended by itself.
 */
static bool wait_child_or_signal(struct waiter *x)
{
	sigset_t block, old, during;

	sigemptyset(&block);
	sigaddset(&block, SIGINT);
	sigaddset(&block, SIGTERM);
	sigaddset(&block, SIGHUP);
	sigaddset(&block, SIGCHLD);
	sigprocmask(SIG_BLOCK, &block, &old);
	during = old;
	sigdelset(&during, SIGCHLD);	/* the signals blocked by our caller stay so */
	while (!reap(x) && !got_term && !n_int)
		sigsuspend(&during);
	sigprocmask(SIG_SETMASK, &old, NULL);
	return x->child_done;
}

/* Should the wait end now (signals, a gone target)? */
static bool should_stop(struct waiter *x)
{
	bool has_child = x->w->pid > 0 && !x->child_done;

	if (got_term) {
		if (!x->term_sent) {
			x->term_sent = true;
			x->term_deadline = now_ns() + TERM_GRACE_NS;
			if (has_child)
				kill(x->w->pid, SIGTERM);
		}
		return !has_child || now_ns() >= x->term_deadline;
	}
	if (n_int >= 2 || (n_int && (x->s->o->interval_ms || !has_child)))
		return true;
	if (!has_child && x->w->pid <= 0 && x->s->o->pid > 0)
		return !target_alive(x->s->o->pid);
	return false;
}

/* The counts since the read before (@delta) or the open, aggregated and per CPU (-A). */
static void collect(struct stat_ctx *s, struct pms_measure *m, bool delta, struct pms_count *c,
		    struct pms_count *cpu_c)
{
	for (int i = 0; i < s->n; i++) {
		pms_measure_count(m, i, delta, &c[i]);
		for (int k = 0; cpu_c && k < s->n_cpus; k++)
			pms_measure_count_target(m, i, k, delta, &cpu_c[i * s->n_cpus + k]);
	}
}

/*
 * Print and flush one interval of counts @c (@cpu_c: -A).  With -o FILE the
 * interval is formatted in memory first: when the file fails (a full
 * disk), the whole interval, its part already in the file included, is
 * repeated on standard error where the counts go on.
 */
static void interval_emit(struct stat_ctx *s, const struct pms_count *c,
			  const struct pms_count *cpu_c, double ts)
{
	FILE *real = s->pr.f, *mem = NULL;
	char *text = NULL;
	size_t len = 0;

	if (s->of.o && !s->out_failed && (mem = open_memstream(&text, &len)))
		s->pr.f = mem;
	stat_print_interval(s, c, cpu_c, ts);
	s->n_prints++;
	if (mem) {
		s->pr.f = real;
		if (fclose(mem) == 0 && text)
			fwrite(text, 1, len, real);
		else
			len = 0;
	}
	stat_interval_written(s, text, len);
	free(text);
}

/* Read and print one interval (the measured time since the start). */
static void interval_print(struct stat_ctx *s, struct pms_measure *m, double ts)
{
	struct pms_count *c = calloc((size_t)s->n, sizeof(*c)), *cpu_c = NULL;

	if (s->o->no_aggr && s->cpus)
		cpu_c = calloc((size_t)s->n * (size_t)s->n_cpus, sizeof(*cpu_c));
	if (c && (cpu_c || !(s->o->no_aggr && s->cpus))) {
		collect(s, m, true, c, cpu_c);
		interval_emit(s, c, cpu_c, ts);
	}
	free(c);
	free(cpu_c);
}

/*
 * Fine reads: print the counts since the last print, the cumulative
 * readings of now less those of then.  perf's -I read subtracts its
 * previous reading per CPU and sums (util/stat.c process_counter_values(),
 * 6.1); the sums of the differences are the differences of the sums, so
 * the line is the one perf prints for the interval.  A reading that went
 * back (a failed read) gives <not counted>.
 */
static void print_since(struct waiter *x, double ts)
{
	struct stat_ctx *s = x->s;
	struct pms_count *c = calloc((size_t)s->n, sizeof(*c));

	if (!c || !x->last) {
		free(c);
		return;
	}
	for (int i = 0; i < s->n; i++) {
		struct pms_count now;
		struct pms_reading r = { 0 };
		const struct pms_count *was = &x->last[i];
		bool ok;

		pms_measure_count(x->m, i, false, &now);
		ok = now.raw >= was->raw && now.enabled >= was->enabled &&
		     now.running >= was->running;
		if (ok)
			r = (struct pms_reading){ .value = now.raw - was->raw,
						  .enabled = now.enabled - was->enabled,
						  .running = now.running - was->running };
		pms_count_from_reading(&r, now.status != PMS_COUNT_NOT_SUPPORTED, ok, &c[i]);
		x->last[i] = now;
	}
	interval_emit(s, c, NULL, ts);
	free(c);
}

/* --mux-error without -I: the interval series is collected, not printed. */
static void interval_sample(struct stat_ctx *s, struct pms_measure *m, double ts)
{
	struct pms_count *c = calloc((size_t)s->n, sizeof(*c));

	if (c) {
		collect(s, m, true, c, NULL);
		stat_capture_interval(s, c, ts);
	}
	free(c);
}

static void interval_tick(struct waiter *x)
{
	double ts;

	pms_measure_read(x->m, NULL);
	ts = (now_ns() - x->t0) / 1e9;
	if (x->s->cap_fine_ms) {
		interval_sample(x->s, x->m, ts);
		if (pms_interval_timer_left(&x->ptm, (int64_t)now_ns()) <= 0) {
			print_since(x, ts);
			pms_interval_timer_rearm(&x->ptm, pms_measure_clock_ns());
		}
	} else if (x->s->o->interval_ms) {
		interval_print(x->s, x->m, ts);
	} else {
		interval_sample(x->s, x->m, ts);
	}
}

/*
 * The period of the reads: -I, or MUX_SAMPLE_MS when only --mux-error
 * needs the series.  -I with --mux-error reads every MUX_FINE_MS when -I
 * is longer: the estimate sees the series at that period, so a loop of
 * 16-120 ms that -I 1000 averages away shows (docs/mux-error.md, "Loops
 * in step with the rotation"), while the lines still come at -I.
 */
#define MUX_SAMPLE_MS 100
#define MUX_FINE_MS 10
static long read_period_ms(const struct stat_ctx *s)
{
	if (s->cap_fine_ms)
		return s->cap_fine_ms;
	return s->o->interval_ms ? s->o->interval_ms : s->cap ? MUX_SAMPLE_MS : 0;
}

static void wait_loop(struct waiter *x)
{
	long iv = read_period_ms(x->s);

	for (;;) {
		bool has_child = x->w->pid > 0;
		double now, wait;

		/* a command and no interval: sleep until it ends or a signal comes */
		if (has_child && !iv ? wait_child_or_signal(x) : reap(x))
			break;
		if (should_stop(x))
			break;
		now = now_ns();
		if (iv && pms_interval_timer_left(&x->tm, (int64_t)now) <= 0) {
			/*
			 * a command that ended since the check above ends the
			 * wait before another interval: perf's dispatch_events()
			 * (6.1) polls the event fds, which the command's exit
			 * wakes, and checks waitpid() before each interval, so
			 * its exit falls in the last, partial one and never
			 * leaves that one empty (<not counted>)
			 */
			if (reap(x))
				break;
			/* a late tick (load, a stopped process group) prints one
			 * interval for the time that passed, and the next comes a
			 * whole period later, as in perf's dispatch_events() */
			interval_tick(x);
			pms_interval_timer_rearm(&x->tm, pms_measure_clock_ns());
			continue;
		}
		wait = iv ? (double)pms_interval_timer_left(&x->tm, (int64_t)now) : 50e6;
		if (has_child && wait > 5e6)
			wait = 5e6;	/* notice the command's end promptly */
		if (got_term && wait > 5e6)
			wait = 5e6;
		sleep_ns(wait);
	}
}

int stat_run_once(struct stat_ctx *s, struct run_result *r)
{
	struct stat_opts *o = s->o;
	struct workload w = { .pid = -1, .go_fd = -1, .err_fd = -1 };
	struct waiter x = { .s = s, .w = &w, .r = r };
	int rc;

	/* fork before this run allocates anything: a failed exec leaks nothing */
	if (o->argv && stat_workload_prepare(s->cli, o->argv, &w))
		return EXIT_FAIL;
	rc = open_counters(s, &w, &x.m);
	if (rc) {
		stat_workload_abort(&w);
		return rc;
	}
	/* perf's t0 and ref_time: as the command is let go, its exec counted in */
	x.t0 = now_ns();
	if (w.pid > 0) {
		int e = stat_workload_start(&w);

		if (e) {
			cli_error(s->cli, "cannot run '%s': %s", o->argv[0], strerror(e));
			r->exec_failed = true;
			r->exec_errno = e;
		}
	}
	/* per-CPU lines (-A) are refused with --mux-error live; fine reads need none */
	s->cap_fine_ms = s->cap && o->interval_ms > MUX_FINE_MS && !(o->no_aggr && s->cpus) ?
			 MUX_FINE_MS : 0;
	if (s->cap_fine_ms) {
		x.last = calloc((size_t)s->n + 1, sizeof(*x.last));
		pms_interval_timer_start(&x.ptm, (int64_t)o->interval_ms * 1000000, (int64_t)x.t0);
	}
	if (read_period_ms(s))
		pms_interval_timer_start(&x.tm, (int64_t)read_period_ms(s) * 1000000, (int64_t)x.t0);
	wait_loop(&x);
	r->elapsed_ns = now_ns() - x.t0;
	pms_measure_disable(x.m, NULL);
	pms_measure_read(x.m, NULL);
	/* the last, partial interval: counted, so printed */
	if (s->cap_fine_ms && !r->exec_failed) {
		interval_sample(s, x.m, r->elapsed_ns / 1e9);
		print_since(&x, r->elapsed_ns / 1e9);
	} else if (o->interval_ms && !r->exec_failed)
		interval_print(s, x.m, r->elapsed_ns / 1e9);
	else if (s->cap && !r->exec_failed)
		interval_sample(s, x.m, r->elapsed_ns / 1e9);
	collect(s, x.m, false, r->counts, r->cpu_counts);
	r->user_s = (double)x.ru.ru_utime.tv_sec + x.ru.ru_utime.tv_usec / 1e6;
	r->sys_s = (double)x.ru.ru_stime.tv_sec + x.ru.ru_stime.tv_usec / 1e6;
	pms_measure_free(x.m);
	free(x.last);
	return EXIT_OK;
}

void stat_interval_written(struct stat_ctx *s, const char *text, size_t len)
{
	if (s->out_failed || !s->of.o) {
		fflush(s->pr.f);
		return;
	}
	/* the first interval puts the file in place; later ones stream into it */
	if (outfile_commit(s->cli, &s->of)) {
		s->out_failed = true;
		cli_warn(s->cli, "the counts go to standard error from here on");
		s->pr.f = s->cli->err;
		/* the interval that did not get to the file, whole */
		if (text && len)
			fwrite(text, 1, len, s->pr.f);
		fflush(s->pr.f);
	}
}
