/*
 * 'stat' and the output files under faults: signals to pmusched alone and
 * to its process group, a crashing command, failing runs of a series, a
 * -p target that dies, descriptor and permission limits, duplicate and
 * offline CPUs, a full disk, and output paths that are devices, FIFOs,
 * symlinks or very long names.  Each case is one the review found broken.
 *
 * The signal cases run the built ./pmusched in its own process group, so
 * the test can signal it alone or with its command, as a terminal does.
 * perf's behaviour quoted is builtin-stat.c of Linux 6.1 (skip_signal(),
 * sig_atexit(), dispatch_events(), the run loop of cmd_stat()).
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include "../test.h"

#define PMS "./pmusched"

struct proc {
	pid_t pid;
	int pipe_rd;		/* with a file-size limit: stdout and stderr, or -1 */
	char dir[64];		/* scratch directory: out, err, and the case's files */
	char out[96], err[96];
};

static bool have_binary(void)
{
	return access(PMS, X_OK) == 0;
}

/* valgrind virtualizes the descriptor limit: RLIMIT_NOFILE means nothing under it */
static bool under_valgrind(void)
{
	const char *pre = getenv("LD_PRELOAD");

	return pre && strstr(pre, "vgpreload");
}

static double now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void pause_ms(long ms)
{
	struct timespec ts = { ms / 1000, (ms % 1000) * 1000000L };

	while (nanosleep(&ts, &ts) && errno == EINTR)
		;
}

static int scratch(struct proc *p)
{
	memset(p, 0, sizeof(*p));
	snprintf(p->dir, sizeof(p->dir), "/tmp/pms-faults-XXXXXX");
	if (!mkdtemp(p->dir))
		return -1;
	snprintf(p->out, sizeof(p->out), "%s/stdout", p->dir);
	snprintf(p->err, sizeof(p->err), "%s/stderr", p->dir);
	return 0;
}

static void cleanup(struct proc *p)
{
	char cmd[128];

	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", p->dir);
	if (p->dir[0] && system(cmd))
		(void)0;
}

/* Limits for the child: -1 leaves one alone. */
struct limits {
	long nofile;
	long fsize;
	int uid;
};

/*
 * Start pmusched with @argv (argv[0] ignored) in its own process group,
 * stdout and stderr into the scratch files.
 */
static int spawn(struct proc *p, char *const argv[], const struct limits *lim)
{
	int pfd[2] = { -1, -1 };

	/* a file-size limit would stop the output files too: a pipe instead */
	p->pipe_rd = -1;
	if (lim && lim->fsize >= 0 && pipe(pfd))
		return -1;
	p->pid = fork();
	if (p->pid < 0)
		return -1;
	if (p->pid == 0) {
		int o = pfd[1] >= 0 ? dup(pfd[1]) : open(p->out, O_WRONLY | O_CREAT | O_TRUNC, 0644);
		int e = pfd[1] >= 0 ? dup(pfd[1]) : open(p->err, O_WRONLY | O_CREAT | O_TRUNC, 0644);

		setpgid(0, 0);
		if (o < 0 || e < 0 || dup2(o, 1) < 0 || dup2(e, 2) < 0)
			_exit(126);
		close(o);
		close(e);
		signal(SIGINT, SIG_DFL);
		signal(SIGTERM, SIG_DFL);
		if (lim && lim->nofile >= 0) {
			struct rlimit rl = { (rlim_t)lim->nofile, (rlim_t)lim->nofile };

			setrlimit(RLIMIT_NOFILE, &rl);
		}
		if (lim && lim->fsize >= 0) {
			struct rlimit rl = { (rlim_t)lim->fsize, (rlim_t)lim->fsize };

			signal(SIGXFSZ, SIG_IGN);	/* EFBIG instead of death */
			setrlimit(RLIMIT_FSIZE, &rl);
		}
		if (lim && lim->uid > 0 && (setgid((gid_t)lim->uid) || setuid((uid_t)lim->uid)))
			_exit(126);
		execv(PMS, argv);
		_exit(126);
	}
	setpgid(p->pid, p->pid);
	if (pfd[1] >= 0) {
		close(pfd[1]);
		p->pipe_rd = pfd[0];
	}
	return 0;
}

/* With a pipe: what the process wrote, into the stderr file. */
static void drain(struct proc *p)
{
	char buf[65536];
	ssize_t n;
	FILE *f;

	if (p->pipe_rd < 0)
		return;
	n = read(p->pipe_rd, buf, sizeof(buf));
	f = fopen(p->err, "w");
	if (f) {
		if (n > 0)
			fwrite(buf, 1, (size_t)n, f);
		fclose(f);
	}
	close(p->pipe_rd);
	p->pipe_rd = -1;
}

/* Wait up to @secs; on timeout kill the group and return -1. */
static int wait_for(struct proc *p, double secs, int *status)
{
	double end = now_s() + secs;

	for (;;) {
		pid_t got = waitpid(p->pid, status, WNOHANG);

		if (got == p->pid)
			return 0;
		if (now_s() > end) {
			kill(-p->pid, SIGKILL);
			waitpid(p->pid, status, 0);
			return -1;
		}
		pause_ms(10);
	}
}

static char *slurp(const char *path)
{
	FILE *f = fopen(path, "r");
	char *buf = calloc(1, 1 << 16);

	if (f && buf)
		buf[fread(buf, 1, (1 << 16) - 1, f)] = '\0';
	if (f)
		fclose(f);
	return buf;
}

/* stdout and stderr together: where the counts go does not matter here */
static char *output(const struct proc *p)
{
	char *a = slurp(p->out), *b = slurp(p->err), *c = malloc(1 << 17);

	if (c)
		snprintf(c, 1 << 17, "%s%s", a ? a : "", b ? b : "");
	free(a);
	free(b);
	return c;
}

static int count_lines(const char *s, const char *needle)
{
	int n = 0;

	for (const char *q = s; q && (q = strstr(q, needle)); q++)
		n++;
	return n;
}

static bool pid_alive(pid_t pid)
{
	return kill(pid, 0) == 0;
}

static pid_t read_pid(const char *path)
{
	char *s = slurp(path);
	pid_t pid = s ? (pid_t)atoi(s) : 0;

	free(s);
	return pid;
}

/* ---- signals ---- */

/*
 * Wait (up to 20 s) until a child of @parent runs @comm: the workload has
 * been forked and exec'd, so pmusched's handlers are in place and a signal
 * to the group reaches the command too.  A fixed pause assumed a start
 * time a loaded machine does not keep.  0 when seen, -1 when not.
 */
static int wait_workload(pid_t parent, const char *comm)
{
	for (int waited = 0; waited < 20000; waited += 20) {
		DIR *d = opendir("/proc");
		struct dirent *e;
		bool seen = false;

		while (d && !seen && (e = readdir(d))) {
			char path[300], buf[512], *rp;
			FILE *f;
			long ppid;

			if (e->d_name[0] < '1' || e->d_name[0] > '9')
				continue;
			snprintf(path, sizeof(path), "/proc/%s/stat", e->d_name);
			if (!(f = fopen(path, "r")))
				continue;
			buf[0] = '\0';
			if (!fgets(buf, sizeof(buf), f))
				buf[0] = '\0';
			fclose(f);
			/* "pid (comm) state ppid ..." */
			rp = strrchr(buf, ')');
			if (!rp || sscanf(rp + 2, "%*c %ld", &ppid) != 1 || ppid != parent)
				continue;
			seen = !strncmp(strchr(buf, '(') + 1, comm, strlen(comm)) &&
			       strchr(buf, '(')[1 + strlen(comm)] == ')';
		}
		if (d)
			closedir(d);
		if (seen)
			return 0;
		pause_ms(20);
	}
	return -1;
}

/*
 * Ctrl-C reaches the whole group: the command dies of SIGINT, the counts
 * are printed, and pmusched dies of SIGINT as perf does (sig_atexit()
 * re-raises it), so a calling shell stops too.
 */
static enum t_result sigint_group(struct tctx *t)
{
	char *argv[] = { "pmusched", "stat", "-e", "task-clock", "--", "sleep", "5", NULL };
	struct proc p;
	char *out = NULL;
	int st = 0;

	if (!have_binary())
		return t_skip(t, "no ./pmusched");
	REQUIRE(t, scratch(&p) == 0 && spawn(&p, argv, NULL) == 0, "spawn");
	REQUIRE(t, wait_workload(p.pid, "sleep") == 0, "the command did not start within 20 s");
	kill(-p.pid, SIGINT);
	REQUIRE(t, wait_for(&p, 4, &st) == 0, "still running 4 s after Ctrl-C");
	out = output(&p);
	if (WIFEXITED(st) && WEXITSTATUS(st) == 77) {
		cleanup(&p);
		free(out);
		return t_skip(t, "perf_event_open not permitted");
	}
	CHECK(t, WIFSIGNALED(st) && WTERMSIG(st) == SIGINT, "status %#x, not death by SIGINT", st);
	CHECK(t, out && strstr(out, "task-clock") && strstr(out, "seconds time elapsed"),
	      "counts lost: %s", out);
out:
	free(out);
	cleanup(&p);
	return t_result(t);
}

/* SIGTERM to the group: perf dies without a word; we print what was counted. */
static enum t_result sigterm_group(struct tctx *t)
{
	char *argv[] = { "pmusched", "stat", "-e", "task-clock", "--", "sleep", "5", NULL };
	struct proc p;
	char *out = NULL;
	int st = 0;

	if (!have_binary())
		return t_skip(t, "no ./pmusched");
	REQUIRE(t, scratch(&p) == 0 && spawn(&p, argv, NULL) == 0, "spawn");
	REQUIRE(t, wait_workload(p.pid, "sleep") == 0, "the command did not start within 20 s");
	kill(-p.pid, SIGTERM);
	REQUIRE(t, wait_for(&p, 4, &st) == 0, "still running 4 s after SIGTERM");
	out = output(&p);
	CHECK(t, WIFSIGNALED(st) && WTERMSIG(st) == SIGTERM, "status %#x", st);
	CHECK(t, out && strstr(out, "task-clock") && strstr(out, "seconds time elapsed"),
	      "counts lost: %s", out);
out:
	free(out);
	cleanup(&p);
	return t_result(t);
}

/*
 * SIGINT to pmusched alone during -I: perf sets 'done' and stops at once,
 * leaving the command running (child_pid is forgotten); we do the same
 * and print the last, partial interval.
 */
static enum t_result sigint_alone_interval(struct tctx *t)
{
	char cmd[160], pidfile[96];
	char *argv[] = { "pmusched", "stat", "-I", "100", "-x", ",", "-e", "task-clock", "--",
			 "sh", "-c", cmd, NULL };
	struct proc p;
	char *out = NULL;
	pid_t child = 0;
	int st = 0;

	if (!have_binary())
		return t_skip(t, "no ./pmusched");
	REQUIRE(t, scratch(&p) == 0, "scratch");
	snprintf(pidfile, sizeof(pidfile), "%s/child", p.dir);
	snprintf(cmd, sizeof(cmd), "echo $$ > %s; exec sleep 5", pidfile);
	REQUIRE(t, spawn(&p, argv, NULL) == 0, "spawn");
	/* three ticks printed before the signal (waited for: a loaded machine is slow) */
	for (int waited = 0; waited < 20000; waited += 50) {
		char *so = output(&p);
		int n = count_lines(so, ",task-clock,");

		free(so);
		if (n >= 3)
			break;
		pause_ms(50);
	}
	kill(p.pid, SIGINT);
	REQUIRE(t, wait_for(&p, 4, &st) == 0, "SIGINT alone did not stop -I within 4 s");
	out = output(&p);
	child = read_pid(pidfile);
	CHECK(t, WIFSIGNALED(st) && WTERMSIG(st) == SIGINT, "status %#x", st);
	CHECK(t, count_lines(out, ",task-clock,") >= 3, "intervals: %s", out);
	CHECK(t, child > 0 && pid_alive(child), "the command should be left running, as perf does");
out:
	if (child > 0)
		kill(child, SIGKILL);
	free(out);
	cleanup(&p);
	return t_result(t);
}

/* SIGTERM to pmusched alone: passed on to the command, the counts printed. */
static enum t_result sigterm_alone(struct tctx *t)
{
	char *argv[] = { "pmusched", "stat", "-e", "task-clock", "--", "sleep", "30", NULL };
	struct proc p;
	char *out = NULL;
	int st = 0;

	if (!have_binary())
		return t_skip(t, "no ./pmusched");
	REQUIRE(t, scratch(&p) == 0 && spawn(&p, argv, NULL) == 0, "spawn");
	REQUIRE(t, wait_workload(p.pid, "sleep") == 0, "the command did not start within 20 s");
	kill(p.pid, SIGTERM);
	/* ten seconds leave room for a loaded machine, and a lost signal
	 * shows: the command would run for thirty */
	REQUIRE(t, wait_for(&p, 10, &st) == 0, "SIGTERM did not end the count");
	out = output(&p);
	CHECK(t, WIFSIGNALED(st) && WTERMSIG(st) == SIGTERM, "status %#x", st);
	CHECK(t, out && strstr(out, "task-clock") && strstr(out, "sleep: Terminated"),
	      "counts or the command's end missing: %s", out);
out:
	free(out);
	cleanup(&p);
	return t_result(t);
}

/*
 * Wait until @pid runs pmusched: its comm changes at the exec.  Before,
 * it is this runner's fork, whose signals are not pmusched's to handle
 * (under valgrind a signal there can even vanish in the exec).
 */
static int wait_exec(pid_t pid)
{
	char path[64], buf[32];

	snprintf(path, sizeof(path), "/proc/%d/comm", (int)pid);
	for (int waited = 0; waited < 20000; waited++) {
		FILE *f = fopen(path, "r");

		buf[0] = '\0';
		if (f && !fgets(buf, sizeof(buf), f))
			buf[0] = '\0';
		if (f)
			fclose(f);
		if (!strcmp(buf, "pmusched\n"))
			return 0;
		pause_ms(1);
	}
	return -1;
}

/*
 * SIGTERM at any moment of a run (before the handlers, during the open,
 * while waiting for the command) ends it at once: a signal that came
 * between the look at the flags and a blocking wait4() used to be lost
 * until the command ended by itself (seen once in CI, 3 s after SIGTERM).
 * The moments count from pmusched's exec.
 */
static enum t_result sigterm_any_moment(struct tctx *t)
{
	char *argv[] = { "pmusched", "stat", "-e", "task-clock", "--", "sleep", "30", NULL };

	if (!have_binary())
		return t_skip(t, "no ./pmusched");
	for (int delay = 0; delay < 60; delay += 4) {
		struct proc p;
		int st = 0;
		bool ended;

		REQUIRE(t, scratch(&p) == 0 && spawn(&p, argv, NULL) == 0, "spawn");
		if (wait_exec(p.pid)) {
			kill(-p.pid, SIGKILL);
			waitpid(p.pid, NULL, 0);
			cleanup(&p);
			REQUIRE(t, false, "pmusched did not start within 20 s");
		}
		pause_ms(delay);
		kill(p.pid, SIGTERM);
		ended = wait_for(&p, 10, &st) == 0;
		kill(-p.pid, SIGKILL);	/* a command left behind by an early signal */
		cleanup(&p);
		CHECK(t, ended, "SIGTERM %d ms after the start did not end the count", delay);
		CHECK(t, !ended || (WIFSIGNALED(st) && WTERMSIG(st) == SIGTERM),
		      "%d ms: status %#x", delay, st);
	}
out:
	return t_result(t);
}

/*
 * SIGTERM during -I with -o: every interval already in the file as it was
 * measured, the file in place, and no temporary left behind.  The signal
 * goes once two intervals are in the file (waited for, not assumed after a
 * fixed pause: a loaded machine may take longer to start the count);
 * afterwards the file holds those lines unchanged, at its start.
 */
static enum t_result sigterm_interval_output(struct tctx *t)
{
	char path[128];
	char *argv[] = { "pmusched", "stat", "-I", "100", "-x", ",", "-o", path, "-e",
			 "task-clock", "--", "sleep", "30", NULL };
	struct proc p;
	char *during = NULL, *after = NULL, cmd[200];
	int st = 0, entries = -1;
	FILE *ls;

	if (!have_binary())
		return t_skip(t, "no ./pmusched");
	REQUIRE(t, scratch(&p) == 0, "scratch");
	snprintf(path, sizeof(path), "%s/out.csv", p.dir);
	REQUIRE(t, spawn(&p, argv, NULL) == 0, "spawn");
	for (int waited = 0; waited < 20000; waited += 50) {
		free(during);
		during = slurp(path);
		if (count_lines(during, ",task-clock,") >= 2)
			break;
		pause_ms(50);
	}
	kill(p.pid, SIGTERM);
	REQUIRE(t, wait_for(&p, 10, &st) == 0, "SIGTERM did not end the count");
	after = slurp(path);
	CHECK(t, count_lines(during, ",task-clock,") >= 2, "no two intervals in the file "
	      "within 20 s of the start: '%s'", during ? during : "(no file)");
	/* the lines seen while measuring are there, as written, first */
	CHECK(t, during && after && !strncmp(after, during, strlen(during)) &&
	      count_lines(after, ",task-clock,") >= count_lines(during, ",task-clock,"),
	      "file after SIGTERM does not start with the intervals written before: '%s' then '%s'",
	      during ? during : "", after ? after : "(no file)");
	snprintf(cmd, sizeof(cmd), "ls -A '%s' | grep -c -v '^std'", p.dir);
	ls = popen(cmd, "r");
	if (ls) {
		if (fscanf(ls, "%d", &entries) != 1)
			entries = -1;
		pclose(ls);
	}
	CHECK(t, entries == 1, "%d files beside stdout/stderr: a temporary was left", entries);
out:
	free(during);
	free(after);
	cleanup(&p);
	return t_result(t);
}

/* ---- the command and the series ---- */

/* perf 6.1 runs every run of -r N even when one fails (cmd_stat()'s loop). */
static enum t_result repeat_failing_runs(struct tctx *t)
{
	char cmd[160], log[96];
	char *argv[] = { "pmusched", "stat", "-r", "5", "-e", "page-faults", "--", "sh", "-c",
			 cmd, NULL };
	struct proc p;
	char *text = NULL;
	int st = 0;

	if (!have_binary())
		return t_skip(t, "no ./pmusched");
	REQUIRE(t, scratch(&p) == 0, "scratch");
	snprintf(log, sizeof(log), "%s/runs", p.dir);
	snprintf(cmd, sizeof(cmd), "echo run >> %s; exit 3", log);
	REQUIRE(t, spawn(&p, argv, NULL) == 0, "spawn");
	REQUIRE(t, wait_for(&p, 20, &st) == 0, "5 runs of sh took over 20 s");
	text = slurp(log);
	CHECK(t, count_lines(text, "run") == 5, "%d runs made, not 5", count_lines(text, "run"));
	CHECK(t, WIFEXITED(st) && WEXITSTATUS(st) == 3, "status %#x: a failing run's status", st);
out:
	free(text);
	cleanup(&p);
	return t_result(t);
}

/*
 * -p of a process that exits but is not reaped (a zombie): its counters
 * will not move again, so the count ends; it used to wait until some other
 * process reaped it.
 */
static enum t_result pid_dies(struct tctx *t)
{
	char pid_arg[24];
	char *argv[] = { "pmusched", "stat", "-e", "task-clock", "-p", pid_arg, NULL };
	struct proc p;
	int fds[2], st = 0, rc;
	pid_t holder, target = 0;

	if (!have_binary())
		return t_skip(t, "no ./pmusched");
	REQUIRE(t, scratch(&p) == 0 && pipe(fds) == 0, "setup");
	holder = fork();
	REQUIRE(t, holder >= 0, "fork");
	if (holder == 0) {
		pid_t tg = fork();

		if (tg == 0) {
			pause_ms(400);
			_exit(0);
		}
		if (write(fds[1], &tg, sizeof(tg)) != sizeof(tg))
			_exit(1);
		pause_ms(8000);	/* never reaps its child in time */
		_exit(0);
	}
	close(fds[1]);
	if (read(fds[0], &target, sizeof(target)) != sizeof(target))
		target = 0;
	close(fds[0]);
	REQUIRE(t, target > 0, "no target");
	snprintf(pid_arg, sizeof(pid_arg), "%d", (int)target);
	REQUIRE(t, spawn(&p, argv, NULL) == 0, "spawn");
	rc = wait_for(&p, 6, &st);	/* the holder keeps the target for 8 s */
	kill(holder, SIGKILL);
	waitpid(holder, NULL, 0);
	CHECK(t, rc == 0, "stat -p did not end when its target exited");
	CHECK(t, rc != 0 || (WIFEXITED(st) && (WEXITSTATUS(st) == 0 || WEXITSTATUS(st) == 77)),
	      "status %#x", st);
out:
	cleanup(&p);
	return t_result(t);
}

/* ---- descriptor, permission and CPU limits ---- */

/* EMFILE: a clear error, the command never started, no output file, no temporary. */
static enum t_result emfile(struct tctx *t)
{
	char list[2048], mark[96], path[96];
	char *argv[] = { "pmusched", "stat", "-o", path, "-e", list, "--", "touch", mark, NULL };
	struct limits lim = { 24, -1, -1 };
	struct proc p;
	struct stat sb;
	char *out = NULL;
	size_t o = 0;
	int st = 0;

	if (!have_binary() || under_valgrind())
		return t_skip(t, "no ./pmusched, or under valgrind");
	REQUIRE(t, scratch(&p) == 0, "scratch");
	for (int i = 0; i < 60; i++)
		o += (size_t)snprintf(list + o, sizeof(list) - o, "%spage-faults", i ? "," : "");
	snprintf(mark, sizeof(mark), "%s/ran", p.dir);
	snprintf(path, sizeof(path), "%s/counts", p.dir);
	REQUIRE(t, spawn(&p, argv, &lim) == 0, "spawn");
	REQUIRE(t, wait_for(&p, 10, &st) == 0, "hung");
	out = output(&p);
	CHECK(t, WIFEXITED(st) && WEXITSTATUS(st) == 1, "status %#x: %s", st, out);
	CHECK(t, out && strstr(out, "too many open files") && strstr(out, "ulimit -n"),
	      "message: %s", out);
	CHECK(t, stat(mark, &sb) != 0, "the command ran although nothing was counted");
	CHECK(t, stat(path, &sb) != 0, "an output file was left");
out:
	free(out);
	cleanup(&p);
	return t_result(t);
}

/*
 * EACCES under perf_event_paranoid 2 for an unprivileged user: perf falls
 * back to user-only counting and names the events ":u" (evsel__fallback(),
 * util/evsel.c, 6.1); a system-wide count stays refused (exit 77).
 */
static enum t_result eacces_fallback(struct tctx *t)
{
	char *argv[] = { "pmusched", "stat", "-x", ",", "-e", "task-clock,page-faults", "--",
			 "true", NULL };
	char *sys[] = { "pmusched", "stat", "-a", "-e", "cpu-clock", "--", "true", NULL };
	struct limits lim = { -1, -1, 65534 };
	struct proc p;
	char *out = NULL, *par = slurp("/proc/sys/kernel/perf_event_paranoid");
	int st = 0;

	if (!have_binary() || geteuid() != 0 || !par || atoi(par) < 2) {
		free(par);
		return t_skip(t, "needs root to drop to an unprivileged user, and paranoid >= 2");
	}
	free(par);
	REQUIRE(t, scratch(&p) == 0 && chmod(p.dir, 0777) == 0, "scratch");
	REQUIRE(t, spawn(&p, argv, &lim) == 0, "spawn");
	REQUIRE(t, wait_for(&p, 10, &st) == 0, "hung");
	out = output(&p);
	if (WIFEXITED(st) && WEXITSTATUS(st) == 126) {
		free(out);
		cleanup(&p);
		return t_skip(t, "./pmusched not executable by an unprivileged user here");
	}
	CHECK(t, WIFEXITED(st) && WEXITSTATUS(st) == 0, "status %#x: %s", st, out);
	CHECK(t, out && strstr(out, ",task-clock:u,") && strstr(out, ",page-faults:u,"),
	      "no :u fallback: %s", out);
	free(out);
	out = NULL;
	REQUIRE(t, spawn(&p, sys, &lim) == 0, "spawn");
	REQUIRE(t, wait_for(&p, 10, &st) == 0, "hung");
	out = output(&p);
	CHECK(t, WIFEXITED(st) && WEXITSTATUS(st) == 77 && strstr(out, "paranoid"),
	      "-a unprivileged: status %#x: %s", st, out);
out:
	free(out);
	cleanup(&p);
	return t_result(t);
}

static bool cpu_online(int cpu)
{
	char path[80];

	snprintf(path, sizeof(path), "/sys/devices/system/cpu/cpu%d/online", cpu);
	if (cpu == 0)
		return access("/sys/devices/system/cpu/cpu0", F_OK) == 0;
	{
		char *s = slurp(path);
		bool on = s && s[0] == '1';

		free(s);
		return on;
	}
}

/*
 * -C 0,0,0,1 counted CPU 0 three times (perf refuses the list; we count
 * each CPU once and say so); a CPU that is not online is refused before
 * anything runs (perf prints <not supported>).
 *
 * How many CPUs were counted is read from the counts' shape, not from a
 * time bound (a loaded machine stretches "sleep 0.2" without limit): a
 * CPU-wide cpu-clock runs all the time it is enabled, so the "CPUs
 * utilized" column (cpu-clock over the elapsed time, perf's
 * print_metric_shadow() task-clock/cpu-clock ratio) is the number of CPUs
 * counted, about 2 here and 4 with CPU 0 thrice; and -A prints one line
 * per CPU counted, each about as long as the other.
 */
static int csv_fields(const char *text, const char *key, char f[][32], int max)
{
	const char *q = strstr(text, key);
	int n = 0;

	while (q && q > text && q[-1] != '\n')
		q--;
	while (q && *q && *q != '\n' && n < max) {
		size_t len = strcspn(q, ",\n");

		snprintf(f[n++], 32, "%.*s", (int)(len < 31 ? len : 31), q);
		q += len;
		if (*q == ',')
			q++;
		else
			break;
	}
	return q ? n : 0;
}

static enum t_result cpu_lists(struct tctx *t)
{
	const char *out, *err, *all;
	char f[8][32], g[8][32];
	int rc, n;

	if (!cpu_online(1))
		return t_skip(t, "needs CPUs 0 and 1 online");
	rc = t_cli("stat -x , -C 0,0,0,1 -e cpu-clock -- sleep 0.2", &out, &err);
	if (rc == 77)
		return t_skip(t, "perf_event_open not permitted");
	CHECK(t, rc == 0, "exit %d: %s", rc, err);
	CHECK(t, strstr(err, "repeated entr"), "no word on the repeats: %s", err);
	all = strstr(out, ",cpu-clock,") ? out : err;
	n = csv_fields(all, ",msec,cpu-clock,", f, 8);
	/* value,unit,event,run,pct,metric,metric unit */
	CHECK(t, n >= 7 && !strcmp(f[6], "CPUs utilized") && atof(f[5]) > 1.5 &&
	      atof(f[5]) < 2.5, "%s CPUs utilized: not two CPUs: %s", n >= 6 ? f[5] : "no",
	      all);
	rc = t_cli("stat -x , -A -C 0,0,0,1 -e cpu-clock -- sleep 0.2", &out, &err);
	CHECK(t, rc == 0, "-A: exit %d: %s", rc, err);
	all = strstr(out, ",cpu-clock,") ? out : err;
	{
		const char *p = all;
		int lines = 0;

		while ((p = strstr(p, ",cpu-clock,")) && ++lines)
			p++;
		CHECK(t, lines == 2, "-A: %d lines, not one per CPU: %s", lines, all);
	}
	n = csv_fields(all, "CPU0,", f, 8);
	CHECK(t, n >= 4 && csv_fields(all, "CPU1,", g, 8) >= 4 && atof(f[1]) > 0 &&
	      atof(f[1]) < 1.5 * atof(g[1]) && atof(g[1]) < 1.5 * atof(f[1]),
	      "-A: CPU 0 and CPU 1 counted alike once each: %s", all);
	rc = t_cli("stat -C 4095 -e cpu-clock -- true", &out, &err);
	if (!cpu_online(4095))
		CHECK(t, rc == 2 && strstr(err, "CPU 4095 is not online"), "offline CPU: %d %s", rc,
		      err);
	return t_result(t);
}

/* ---- output files ---- */

/* -o '' and -o DIR are refused before the command runs (its counts were lost). */
static enum t_result output_checked_first(struct tctx *t)
{
	char dir[] = "/tmp/pms-out-XXXXXX", cmd[256];
	const char *out, *err;
	struct stat sb;
	int rc;

	REQUIRE(t, mkdtemp(dir) != NULL, "mkdtemp");
	snprintf(cmd, sizeof(cmd), "stat -o '' -e page-faults -- touch %s/ran", dir);
	rc = t_cli(cmd, &out, &err);
	CHECK(t, rc == 2 && strstr(err, "empty output file name"), "-o '': %d %s", rc, err);
	snprintf(cmd, sizeof(cmd), "stat -o %s -e page-faults -- touch %s/ran", dir, dir);
	rc = t_cli(cmd, &out, &err);
	CHECK(t, rc == 2 && strstr(err, "is a directory"), "-o DIR: %d %s", rc, err);
	snprintf(cmd, sizeof(cmd), "%s/ran", dir);
	CHECK(t, stat(cmd, &sb) != 0, "the command ran before the bad path was noticed");
	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", dir);
	if (system(cmd))
		(void)0;
out:
	return t_result(t);
}

/* A full disk (here RLIMIT_FSIZE): the old file stays, no temporary, the counts on stderr. */
static enum t_result full_disk(struct tctx *t)
{
	char path[96];
	char *argv[] = { "pmusched", "stat", "-o", path, "-e", "page-faults", "--", "true", NULL };
	struct limits lim = { -1, 0, -1 };
	struct proc p;
	char *err = NULL, *file = NULL, cmd[200];
	FILE *f, *ls;
	int st = 0, entries = -1;

	if (!have_binary())
		return t_skip(t, "no ./pmusched");
	REQUIRE(t, scratch(&p) == 0, "scratch");
	snprintf(path, sizeof(path), "%s/counts", p.dir);
	f = fopen(path, "w");
	REQUIRE(t, f != NULL, "create");
	fputs("old\n", f);
	fclose(f);
	REQUIRE(t, spawn(&p, argv, &lim) == 0, "spawn");
	REQUIRE(t, wait_for(&p, 10, &st) == 0, "hung");
	drain(&p);
	err = slurp(p.err);
	file = slurp(path);
	CHECK(t, WIFEXITED(st) && WEXITSTATUS(st) == 1, "status %#x", st);
	CHECK(t, err && strstr(err, "cannot write") && strstr(err, "page-faults"),
	      "the counts were lost: %s", err);
	CHECK(t, file && !strcmp(file, "old\n"), "old file damaged: '%s'", file);
	snprintf(cmd, sizeof(cmd), "ls -A '%s' | grep -c -v '^std'", p.dir);
	ls = popen(cmd, "r");
	if (ls) {
		if (fscanf(ls, "%d", &entries) != 1)
			entries = -1;
		pclose(ls);
	}
	CHECK(t, entries == 1, "%d files: a temporary was left", entries);
out:
	free(err);
	free(file);
	cleanup(&p);
	return t_result(t);
}

static char *make_dir(void)
{
	static char dir[64];

	snprintf(dir, sizeof(dir), "/tmp/pms-path-XXXXXX");
	return mkdtemp(dir);
}

static void rm_dir(const char *dir)
{
	char cmd[128];

	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", dir);
	if (system(cmd))
		(void)0;
}

/*
 * Paths that are not plain files: a device node stays a device (perf
 * writes through it; the old rename turned /dev/null into a file), a
 * symlink to a file is followed and stays a link, a dangling one creates
 * its file, and a name of NAME_MAX bytes works (the suffix pushed it over).
 */
static enum t_result output_paths(struct tctx *t)
{
	char *dir = make_dir(), a[512], b[512], cmd[1024];
	const char *out, *err;
	struct stat sb;
	char *text;
	int rc;

	REQUIRE(t, dir != NULL, "mkdtemp");
	/* a character device of our own (1,3 is the null device) */
	snprintf(a, sizeof(a), "%s/null", dir);
	if (mknod(a, S_IFCHR | 0666, makedev(1, 3)) == 0) {
		snprintf(cmd, sizeof(cmd), "stat -o %s -e page-faults true", a);
		rc = t_cli(cmd, &out, &err);
		CHECK(t, rc == 0 || rc == 77, "device: exit %d %s", rc, err);
		CHECK(t, stat(a, &sb) == 0 && S_ISCHR(sb.st_mode), "the device became a file");
	}
	/* a symlink to a regular file */
	snprintf(a, sizeof(a), "%s/real.txt", dir);
	snprintf(b, sizeof(b), "%s/link.txt", dir);
	text = NULL;
	if (symlink("real.txt", b) == 0) {
		FILE *f = fopen(a, "w");

		if (f)
			fclose(f);
		snprintf(cmd, sizeof(cmd), "stat -o %s -e page-faults true", b);
		rc = t_cli(cmd, &out, &err);
		if (rc == 77)
			goto skip;
		CHECK(t, rc == 0, "symlink: exit %d %s", rc, err);
		CHECK(t, lstat(b, &sb) == 0 && S_ISLNK(sb.st_mode), "the symlink was replaced");
		text = slurp(a);
		CHECK(t, text && strstr(text, "page-faults"), "the file it names: '%s'", text);
		free(text);
	}
	/* a dangling symlink names the file to create */
	snprintf(a, sizeof(a), "%s/new.txt", dir);
	snprintf(b, sizeof(b), "%s/dangling", dir);
	if (symlink("new.txt", b) == 0) {
		snprintf(cmd, sizeof(cmd), "stat -o %s -e page-faults true", b);
		rc = t_cli(cmd, &out, &err);
		CHECK(t, rc == 0, "dangling: exit %d %s", rc, err);
		CHECK(t, lstat(b, &sb) == 0 && S_ISLNK(sb.st_mode) && stat(a, &sb) == 0 &&
		      S_ISREG(sb.st_mode), "dangling symlink not followed");
	}
	/* NAME_MAX bytes */
	{
		char name[256];

		memset(name, 'n', 255);
		name[255] = '\0';
		snprintf(a, sizeof(a), "%s/%s", dir, name);
		snprintf(cmd, sizeof(cmd), "stat -o %s -e page-faults true", a);
		rc = t_cli(cmd, &out, &err);
		CHECK(t, rc == 0 && stat(a, &sb) == 0, "a 255-byte name: exit %d %s", rc, err);
	}
skip:
	rm_dir(dir);
out:
	return t_result(t);
}

/*
 * --svg FILE used FILE.tmp with fopen("w"): a symlink planted there made
 * pmusched overwrite the file it points to.  The temporary is now made by
 * mkostemp, so the planted link is never opened.
 */
static enum t_result svg_planted_symlink(struct tctx *t)
{
	char *dir = make_dir(), victim[128], plant[128], svg[128], cmd[400];
	const char *out, *err;
	char *text = NULL;
	FILE *f;
	int rc;

	REQUIRE(t, dir != NULL, "mkdtemp");
	snprintf(victim, sizeof(victim), "%s/victim", dir);
	snprintf(svg, sizeof(svg), "%s/x.svg", dir);
	snprintf(plant, sizeof(plant), "%s/x.svg.tmp", dir);
	f = fopen(victim, "w");
	REQUIRE(t, f != NULL, "victim");
	fputs("precious\n", f);
	fclose(f);
	REQUIRE(t, symlink(victim, plant) == 0, "plant");
	snprintf(cmd, sizeof(cmd), "predict --cpu hsw --kernel 6.12 --svg %s -e cycles", svg);
	rc = t_cli(cmd, &out, &err);
	CHECK(t, rc == 0, "exit %d %s", rc, err);
	text = slurp(victim);
	CHECK(t, text && !strcmp(text, "precious\n"), "the planted link's target was written");
	free(text);
	text = slurp(svg);
	CHECK(t, text && strstr(text, "<svg"), "no SVG");
	free(text);
	rm_dir(dir);
out:
	return t_result(t);
}

/* Control bytes in echoed input are shown escaped, never sent to the terminal. */
static enum t_result escaped_echo(struct tctx *t)
{
	const char *out, *err;

	t_cli("predict --cpu hsw --duration '\x1b[2J5\r' -e cycles", &out, &err);
	CHECK(t, !strchr(err, '\x1b') && !strchr(err, '\r'), "raw control bytes: %s", err);
	CHECK(t, strstr(err, "\\e[2J5\\r"), "escaped form missing: %s", err);
	t_cli("stat -e 'task-\x1b[31mclock' true", &out, &err);
	CHECK(t, !strchr(err, '\x1b'), "stat echoed ESC: %s", err);
	return t_result(t);
}

/* The child whose exec fails leaked 56 bytes under valgrind (the run's event copy). */
static enum t_result exec_failure_no_leak(struct tctx *t)
{
	char cmd[256];
	FILE *pp;
	char buf[4096];
	size_t n;

#if defined(__SANITIZE_ADDRESS__)
	return t_skip(t, "a sanitized build");
#endif
	if (under_valgrind() || !have_binary() ||
	    system("command -v valgrind >/dev/null 2>&1"))
		return t_skip(t, "valgrind not available here (or already running under it)");
	snprintf(cmd, sizeof(cmd), "valgrind -q --leak-check=full --errors-for-leak-kinds=definite "
		 "--trace-children=no %s stat -e page-faults -- /nonexistent/cmd 2>&1", PMS);
	pp = popen(cmd, "r");
	REQUIRE(t, pp != NULL, "popen");
	n = fread(buf, 1, sizeof(buf) - 1, pp);
	buf[n] = '\0';
	pclose(pp);
	if (strstr(buf, "Sanitizer"))
		return t_skip(t, "a sanitized ./pmusched");
	CHECK(t, !strstr(buf, "definitely lost"), "leak: %s", buf);
	CHECK(t, strstr(buf, "cannot run '/nonexistent/cmd'"), "output: %s", buf);
out:
	return t_result(t);
}

const struct t_case t_faults_cases[] = {
	{ "sigint_group", sigint_group },
	{ "sigterm_group", sigterm_group },
	{ "sigint_alone_interval", sigint_alone_interval },
	{ "sigterm_alone", sigterm_alone },
	{ "sigterm_any_moment", sigterm_any_moment },
	{ "sigterm_interval_output", sigterm_interval_output },
	{ "repeat_failing_runs", repeat_failing_runs },
	{ "pid_dies", pid_dies },
	{ "emfile", emfile },
	{ "eacces_fallback", eacces_fallback },
	{ "cpu_lists", cpu_lists },
	{ "output_checked_first", output_checked_first },
	{ "full_disk", full_disk },
	{ "output_paths", output_paths },
	{ "svg_planted_symlink", svg_planted_symlink },
	{ "escaped_echo", escaped_echo },
	{ "exec_failure_no_leak", exec_failure_no_leak },
	{ NULL, NULL }
};
