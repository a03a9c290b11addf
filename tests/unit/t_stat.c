/*
 * 'pmusched stat' as a command: perf stat's output stream (stderr), line
 * layout, CSV and JSON fields, -r, -I, -A, -o, --append, --log-fd, the
 * default events, repeated -e, the locale, and a comparison with the
 * installed perf on software events for each option.
 *
 * perf's behaviour quoted is tools/perf of Linux 6.1 (builtin-stat.c,
 * util/stat-display.c, util/stat-shadow.c).
 */
#include <errno.h>
#include <fcntl.h>
#include <locale.h>
#include <math.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include "../test.h"
#include "measure_test.h"
#include "fake_hosts.h"

static bool perf_usable(void)
{
	return access("/usr/bin/perf", X_OK) == 0 || system("command -v perf >/dev/null 2>&1") == 0;
}

/* Value of @event in perf-style CSV @csv (first field), or -1. */
static double csv_value(const char *csv, const char *event)
{
	const char *p = csv;

	while (p && *p) {
		const char *eol = strchr(p, '\n'), *c1 = strchr(p, ','), *c2;
		size_t el = strlen(event);

		if (c1 && (!eol || c1 < eol)) {
			c2 = strchr(c1 + 1, ',');
			if (c2 && !strncmp(c2 + 1, event, el) && c2[1 + el] == ',')
				return strtod(p, NULL);
		}
		p = eol ? eol + 1 : NULL;
	}
	return -1;
}

static int cmp_dbl(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

/*
 * Our counts against perf stat's for the same child, median of 3 runs each.
 * Tolerances: faults within 10% (+8), context switches within 3, task-clock
 * within a factor of 6 (+2 ms): CPU time varies with the machine's load,
 * fault counts barely.
 */
static enum t_result agrees_with_perf(struct tctx *t)
{
	static const char *evn[] = { "page-faults", "minor-faults", "context-switches", "task-clock" };
	const char *child = "dd if=/dev/zero of=/dev/null bs=2M count=3 status=none";
	double ours[4][3], theirs[4][3];
	char cmd[512], buf[4096];

	if (!perf_usable())
		return t_skip(t, "perf is not installed");
	for (int k = 0; k < 3; k++) {
		const char *out, *err;
		FILE *p;
		size_t n;
		int rc;

		snprintf(cmd, sizeof(cmd), "stat -x , -e page-faults,minor-faults,context-switches,"
			 "task-clock -- %s", child);
		rc = t_cli(cmd, &out, &err);
		if (rc == 77)
			return t_skip(t, "perf_event_open not permitted");
		REQUIRE(t, rc == 0, "pmusched rc %d: %s", rc, err);
		for (int e = 0; e < 4; e++)
			ours[e][k] = csv_value(err, evn[e]);
		snprintf(cmd, sizeof(cmd), "perf stat -x , -e page-faults,minor-faults,"
			 "context-switches,task-clock -- %s 2>&1 >/dev/null", child);
		p = popen(cmd, "r");
		REQUIRE(t, p != NULL, "popen");
		n = fread(buf, 1, sizeof(buf) - 1, p);
		buf[n] = '\0';
		rc = pclose(p);
		if (rc != 0 || strstr(buf, "ermission") || strstr(buf, "not supported"))
			return t_skip(t, "perf stat cannot count here: %.100s", buf);
		for (int e = 0; e < 4; e++)
			theirs[e][k] = csv_value(buf, evn[e]);
	}
	for (int e = 0; e < 4; e++) {
		double a, b;

		qsort(ours[e], 3, sizeof(double), cmp_dbl);
		qsort(theirs[e], 3, sizeof(double), cmp_dbl);
		a = ours[e][1];
		b = theirs[e][1];
		CHECK(t, a >= 0 && b >= 0, "%s missing: ours %f perf %f", evn[e], a, b);
		if (e < 2)
			CHECK(t, fabs(a - b) <= 0.10 * b + 8, "%s: ours %.0f perf %.0f", evn[e], a, b);
		else if (e == 2)
			CHECK(t, fabs(a - b) <= 3, "%s: ours %.0f perf %.0f", evn[e], a, b);
		else	/* CPU time moves with machine load: same order of magnitude */
			CHECK(t, a <= 6 * b + 2 && b <= 6 * a + 2, "%s: ours %.3f perf %.3f ms",
			      evn[e], a, b);
	}
out:
	return t_result(t);
}

static enum t_result exit_status(struct tctx *t)
{
	const char *out, *err;
	int rc;

	rc = t_cli("stat -e page-faults -- sh -c 'exit 3'", &out, &err);
	if (rc == 77)
		return t_skip(t, "perf_event_open not permitted");
	CHECK(t, rc == 3, "exit 3 -> %d (%s)", rc, err);
	CHECK(t, strstr(err, "Performance counter stats for 'sh -c exit 3'"), "header: %s", err);
	CHECK(t, strstr(err, "seconds time elapsed") && strstr(err, "seconds user"), "footer");
	CHECK(t, out[0] == '\0', "perf stat prints on stderr, not stdout: %s", out);
	rc = t_cli("stat -e page-faults true", &out, &err);
	CHECK(t, rc == 0, "true -> %d", rc);
	rc = t_cli("stat -e page-faults -- /nonexistent/cmd", &out, &err);
	CHECK(t, rc == 127 && strstr(err, "cannot run '/nonexistent/cmd'"), "exec failure %d: %s", rc, err);
	/* the shell's convention: found but not executable is 126 (it was 127) */
	rc = t_cli("stat -e page-faults -- /dev/null", &out, &err);
	CHECK(t, rc == 126 && strstr(err, "cannot run '/dev/null'"), "not executable %d: %s", rc, err);
	rc = t_cli("stat -e page-faults -- /", &out, &err);
	CHECK(t, rc == 126, "a directory %d: %s", rc, err);
	CHECK(t, t_cli("stat -h", &out, &err) == 0 && strstr(out, "127 when it is not found") &&
	      strstr(out, "126 when it\ncannot be executed"), "help: %s", out);
	return t_result(t);
}

static enum t_result crashing_child(struct tctx *t)
{
	const char *out, *err;
	int rc = t_cli("stat -e page-faults,task-clock -- sh -c 'kill -SEGV $$'", &out, &err);

	if (rc == 77)
		return t_skip(t, "perf_event_open not permitted");
	CHECK(t, rc == 128 + 11, "exit %d", rc);
	/* perf's psignal(): "CMD: Segmentation fault" (builtin-stat.c, 6.1) */
	CHECK(t, strstr(err, "sh: Segmentation fault"), "stderr: %s", err);
	CHECK(t, strstr(err, "page-faults") && strstr(err, "msec task-clock") &&
	      !strstr(err, "<not counted>"), "counts still printed: %s", err);
	return t_result(t);
}

static char *slurp_path(const char *path)
{
	FILE *f = fopen(path, "r");
	char *buf;
	size_t n;

	if (!f)
		return NULL;
	buf = calloc(1, 65536);
	if (buf) {
		n = fread(buf, 1, 65535, f);
		buf[n] = '\0';
	}
	fclose(f);
	return buf;
}

static int count_dir_entries(const char *dir)
{
	char cmd[300];
	FILE *p;
	int n = -1;

	snprintf(cmd, sizeof(cmd), "ls -A '%s' | wc -l", dir);
	p = popen(cmd, "r");
	if (p) {
		if (fscanf(p, "%d", &n) != 1)
			n = -1;
		pclose(p);
	}
	return n;
}

static enum t_result output_atomic(struct tctx *t)
{
	char dir[] = "/tmp/pms-stat-XXXXXX", path[128], cmd[512];
	const char *out, *err;
	char *text = NULL;
	FILE *f;
	int rc;

	REQUIRE(t, mkdtemp(dir) != NULL, "mkdtemp");
	snprintf(path, sizeof(path), "%s/counts.txt", dir);
	f = fopen(path, "w");
	REQUIRE(t, f != NULL, "create");
	fputs("old\n", f);
	fclose(f);
	/* while the command runs the old file is untouched, then replaced whole */
	snprintf(cmd, sizeof(cmd), "stat -o %s -e page-faults -- grep -qx old %s", path, path);
	rc = t_cli(cmd, &out, &err);
	if (rc == 77) {
		unlink(path);
		rmdir(dir);
		return t_skip(t, "perf_event_open not permitted");
	}
	CHECK(t, rc == 0, "the command saw a changed file during the run (%d): %s", rc, err);
	CHECK(t, out[0] == '\0' && !strstr(err, "page-faults"), "counts outside the -o file");
	text = slurp_path(path);
	/* perf's file starts with "# started on " and ctime()'s date, then a blank line */
	CHECK(t, text && !strncmp(text, "# started on ", 13) && strstr(text, "\n\n\n Performance") &&
	      strstr(text, "page-faults"), "file: %s", text ? text : "(none)");
	CHECK(t, count_dir_entries(dir) == 1, "temporary file left behind");
	free(text);
	/* a failing run leaves the old file alone and no temporary */
	rc = t_cli("stat -o /nonexistent-dir/x -e page-faults true", &out, &err);
	CHECK(t, rc == 2 && strstr(err, "cannot create"), "bad directory: %d %s", rc, err);
	snprintf(cmd, sizeof(cmd), "stat -o %s -e no-such-event true", path);
	rc = t_cli(cmd, &out, &err);
	CHECK(t, rc == 2, "bad event: %d", rc);
	text = slurp_path(path);
	CHECK(t, text && strstr(text, "Performance counter stats"), "file kept after a failed run");
	CHECK(t, count_dir_entries(dir) == 1, "temporary file left behind after failure");
	free(text);
	unlink(path);
	rmdir(dir);
out:
	return t_result(t);
}

static enum t_result csv_json_fields(struct tctx *t)
{
	const char *out, *err;
	int rc = t_cli("stat -x ; -e task-clock,page-faults,cycles true", &out, &err);

	if (rc == 77)
		return t_skip(t, "perf_event_open not permitted");
	REQUIRE(t, rc == 0, "csv rc %d %s", rc, err);
	/* value;unit;event;run time;percentage;metric;metric unit */
	CHECK(t, strstr(err, ";msec;task-clock;"), "task-clock line: %s", err);
	CHECK(t, strstr(err, ";;page-faults;"), "page-faults line: %s", err);
	CHECK(t, strstr(err, "<not supported>;;cycles;0;100.00;;") ||
	      strstr(err, ";;cycles;"), "cycles line: %s", err);
	rc = t_cli("stat --json -e task-clock,page-faults,cycles true", &out, &err);
	REQUIRE(t, rc == 0, "json rc %d", rc);
	CHECK(t, strstr(err, "{\"counter-value\" : \"") && strstr(err, "\"unit\" : \"msec\"") &&
	      strstr(err, "\"event\" : \"page-faults\"") && strstr(err, "\"event-runtime\" : ") &&
	      strstr(err, "\"pcnt-running\" : 100.00"), "json: %s", err);
	/* <not supported> lines carry every key perf prints (printout(), 6.1) */
	CHECK(t, !strstr(err, "\"event\" : \"cycles\"") ||
	      strstr(err, "{\"counter-value\" : \"<not supported>\", \"unit\" : \"\", \"event\" : "
		     "\"cycles\", \"event-runtime\" : 0, \"pcnt-running\" : 100.00, \"metric-value\" : "
		     "0.000000, \"metric-unit\" : \"\"}"), "json <not supported>: %s", err);
	rc = t_cli("stat -r 3 -x , -e page-faults true", &out, &err);
	CHECK(t, rc == 0 && strstr(err, ",,page-faults,") && strchr(err, '%'), "repeat csv: %s", err);
	rc = t_cli("stat -r 3 -e task-clock true", &out, &err);
	CHECK(t, rc == 0 && strstr(err, "(3 runs)") && strstr(err, "( +- "), "repeat: %s", err);
out:
	return t_result(t);
}

static enum t_result interval_cli(struct tctx *t)
{
	const char *out, *err;
	int rc = t_cli("stat -I 50 -x , -e task-clock,page-faults -- sh -c 'i=0; while [ $i -lt 20000 ]; do i=$((i+1)); done'",
		       &out, &err);
	int lines = 0;

	if (rc == 77)
		return t_skip(t, "perf_event_open not permitted");
	CHECK(t, rc == 0, "rc %d %s", rc, err);
	for (const char *p = err; (p = strstr(p, ",page-faults,")); p++)
		lines++;
	CHECK(t, lines >= 1, "interval lines: %s", err);
	CHECK(t, !strstr(err, "Performance counter stats"), "no summary in interval mode");
	return t_result(t);
}

static enum t_result usage_errors(struct tctx *t)
{
	const char *out, *err;

	CHECK(t, t_cli("stat -A -e page-faults true", &out, &err) == 2 && strstr(err, "-a or -C"),
	      "-A without -a");
	CHECK(t, t_cli("stat -o x --log-fd 3 -e page-faults true", &out, &err) == 2 &&
	      strstr(err, "both --output and --log-fd"), "-o with --log-fd");
	CHECK(t, t_cli("stat -e page-faults", &out, &err) == 2 && strstr(err, "nothing to count"),
	      "no command");
	CHECK(t, t_cli("stat -x , --json -e page-faults true", &out, &err) == 2, "-x with --json");
	CHECK(t, t_cli("stat -I 5 -e page-faults true", &out, &err) == 2, "-I below 10 ms");
	CHECK(t, t_cli("stat -r 0 -e page-faults true", &out, &err) == 2, "-r 0");
	CHECK(t, t_cli("stat -r 2 -I 100 -e page-faults true", &out, &err) == 2, "-r with -I");
	/* -p with a command is perf's too (pid_with_command); with -a it is not */
	CHECK(t, t_cli("stat -p 1 -a -e page-faults true", &out, &err) == 2, "-p with -a");
	CHECK(t, t_cli("stat -C 3-1 -e page-faults true", &out, &err) == 2 && strstr(err, "CPU list"),
	      "bad CPU list: %s", err);
	CHECK(t, t_cli("stat --bogus -e page-faults true", &out, &err) == 2, "unknown option");
	CHECK(t, t_cli("stat -e '{page-faults' true", &out, &err) == 2, "unbalanced group");
	CHECK(t, t_cli("stat -h", &out, &err) == 0 && strstr(out, "usage: pmusched stat"), "-h");
	return t_result(t);
}

static enum t_result predict_note(struct tctx *t)
{
	const char *out, *err;
	int rc = t_cli("stat --predict -e page-faults true", &out, &err);

	if (rc == 77)
		return t_skip(t, "perf_event_open not permitted");
	CHECK(t, rc == 0, "rc %d", rc);
	/* with no parser or simulator linked in, a note and no invented numbers */
	if (!strstr(err, "[predicted"))
		CHECK(t, strstr(err, "--predict: no prediction"), "note missing: %s", err);
	return t_result(t);
}

/* Groups of software events open as real kernel groups and read as one. */
static enum t_result group_cli(struct tctx *t)
{
	const char *out, *err;
	int rc = t_cli("stat -x , -e '{task-clock,page-faults,minor-faults}' -- true", &out, &err);

	if (rc == 77)
		return t_skip(t, "perf_event_open not permitted");
	CHECK(t, rc == 0, "rc %d %s", rc, err);
	CHECK(t, !strstr(err, "<not"), "group counted: %s", err);
	CHECK(t, csv_value(err, "page-faults") > 0, "page-faults: %s", err);
	return t_result(t);
}

/*
 * stat's metric column follows the release its lines are written for, with
 * the list's groups (pms_stat_metric_rules(); the rules and their recorded
 * evidence: t_measure stat_metric_releases).  A grouped page-faults finds no
 * clock in its group under perf 6.12's find_stat(), so prints no rate;
 * 6.1's runtime stats give it one; 7.3 prints no metric on these lines.
 */
static enum t_result group_metric_release(struct tctx *t)
{
	static const char *const args[3] = {
		"stat --perf-version 6.1 -e 'task-clock,{page-faults,minor-faults}' -- true",
		"stat --perf-version 6.12 -e 'task-clock,{page-faults,minor-faults}' -- true",
		"stat --perf-version 7.3 -e 'task-clock,{page-faults,minor-faults}' -- true",
	};
	const char *out, *err, *l;
	char line[3][256];

	for (int k = 0; k < 3; k++) {
		int rc = t_cli(args[k], &out, &err);

		if (rc == 77)
			return t_skip(t, "perf_event_open not permitted");
		REQUIRE(t, rc == 0 && (l = strstr(err, "page-faults")), "rc %d %s", rc, err);
		snprintf(line[k], sizeof(line[k]), "%.*s", (int)strcspn(l, "\n"), l);
		CHECK(t, (k == 2) == !strstr(err, "CPUs utilized"), "%d: clock: %s", k, err);
	}
	CHECK(t, strstr(line[0], "/sec"), "6.1: a rate: %s", line[0]);
	CHECK(t, !strchr(line[1], '#') && !strchr(line[2], '#'), "6.12, 7.3: none: %s | %s",
	      line[1], line[2]);
out:
	return t_result(t);
}

/* Ctrl-C reaches pmusched and the command: the counts are still printed. */
static enum t_result sigint_prints(struct tctx *t)
{
	const char *out, *err;
	int rc = t_cli("stat -e page-faults,task-clock -- sh -c 'kill -INT $PPID; kill -INT $$'",
		       &out, &err);

	if (rc == 77)
		return t_skip(t, "perf_event_open not permitted");
	CHECK(t, rc == 128 + 2, "exit %d (%s)", rc, err);
	CHECK(t, strstr(err, "page-faults") && strstr(err, "seconds time elapsed"), "out: %s", err);
	return t_result(t);
}

/*
 * Ctrl-C to a command that ignores SIGINT: pmusched waits for it and exits
 * with its status, as the help says (it exited 130).  perf re-raises the
 * signal whatever the command did (sig_atexit(), builtin-stat.c 6.1).
 */
static enum t_result sigint_ignored(struct tctx *t)
{
	const char *out, *err;
	int rc = t_cli("stat -e page-faults -- sh -c 'trap \"\" INT; kill -INT $PPID; exit 4'",
		       &out, &err);

	if (rc == 77)
		return t_skip(t, "perf_event_open not permitted");
	CHECK(t, rc == 4, "exit %d (%s)", rc, err);
	CHECK(t, strstr(err, "page-faults") && strstr(err, "seconds time elapsed"), "out: %s", err);
	return t_result(t);
}

/*
 * Ctrl-C in the second of -r 5 runs: the cut run is left out of the mean
 * (pmusched averaged it in: "0.0886 +- 15.27%" for sleep 0.1).  perf 6.1,
 * 6.12 and 7.3 average it in and go on with the remaining runs (cmd_stat()'s
 * run_idx loop never looks at the signal); a mean over a run of unknown
 * length is not a mean of the command, so the series stops and the whole
 * runs are printed.
 */
static enum t_result sigint_repeat(struct tctx *t)
{
	char dir[] = "/tmp/pms-rep-XXXXXX", cmd[400];
	const char *out, *err, *e;
	int rc;

	REQUIRE(t, mkdtemp(dir) != NULL, "mkdtemp");
	snprintf(cmd, sizeof(cmd), "stat -r 5 -e task-clock -- sh -c 'if [ -e %s/m ]; then "
		 "kill -INT $PPID; kill -INT $$; sleep 1; fi; touch %s/m; sleep 0.1'", dir, dir);
	rc = t_cli(cmd, &out, &err);
	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", dir);
	if (system(cmd))
		(void)0;
	if (rc == 77)
		return t_skip(t, "perf_event_open not permitted");
	/* the last command died of SIGINT: so does pmusched */
	CHECK(t, rc == 128 + 2, "exit %d (%s)", rc, err);
	CHECK(t, !strstr(err, " runs)") && !strstr(err, "+-"), "the cut run was averaged in: %s", err);
	e = strstr(err, "seconds time elapsed");
	REQUIRE(t, e != NULL, "%s", err);
	while (e > err && e[-1] != '\n')
		e--;
	CHECK(t, atof(e) >= 0.1, "elapsed %.4f: the cut run's: %s", atof(e), err);
out:
	return t_result(t);
}

/*
 * -p PID -- COMMAND: PID is counted for as long as COMMAND runs (perf:
 * the target is the pid, the forked workload bounds the run); it was
 * refused.  The target spins for 5 s; the run ends with 'sleep 0.2'.
 */
static enum t_result pid_with_command(struct tctx *t)
{
	const char *out, *err, *e;
	char cmd[96];
	pid_t target = fork();
	int rc;

	REQUIRE(t, target >= 0, "fork");
	if (target == 0) {
		struct timespec a, b;

		clock_gettime(CLOCK_MONOTONIC, &a);
		do
			clock_gettime(CLOCK_MONOTONIC, &b);
		while (b.tv_sec - a.tv_sec < 5);
		_exit(0);
	}
	snprintf(cmd, sizeof(cmd), "stat -e task-clock -p %d -- sleep 0.2", (int)target);
	rc = t_cli(cmd, &out, &err);
	kill(target, SIGKILL);
	waitpid(target, NULL, 0);
	if (rc == 77)
		return t_skip(t, "perf_event_open not permitted");
	REQUIRE(t, rc == 0, "exit %d: %s", rc, err);
	snprintf(cmd, sizeof(cmd), "Performance counter stats for process id '%d'", (int)target);
	CHECK(t, strstr(err, cmd), "header: %s", err);
	/* sleep's own task-clock is well under 2 ms: this is the spinning target's */
	e = strstr(err, " msec task-clock");
	REQUIRE(t, e != NULL, "%s", err);
	while (e > err && e[-1] != '\n')
		e--;
	CHECK(t, atof(e) > 2, "task-clock %.3f: %s", atof(e), err);
	e = strstr(err, "seconds time elapsed");
	REQUIRE(t, e != NULL, "%s", err);
	while (e > err && e[-1] != '\n')
		e--;
	CHECK(t, atof(e) < 4, "the run lasted %.3f s: it waited for the target", atof(e));
out:
	return t_result(t);
}

/*
 * -I with -o on a full device: the interval the file did not take is
 * printed whole on standard error, where the counts go on (it was lost:
 * the error, then nothing).  The command ends before the first tick, so
 * the one interval is the last, partial one.
 */
static enum t_result interval_full_device(struct tctx *t)
{
	const char *out, *err;
	int rc;

	if (access("/dev/full", W_OK))
		return t_skip(t, "no /dev/full");
	rc = t_cli("stat -I 1000 -x , -e task-clock,page-faults -o /dev/full -- true", &out, &err);
	if (rc == 77)
		return t_skip(t, "perf_event_open not permitted");
	CHECK(t, rc == 1, "exit %d: %s", rc, err);
	CHECK(t, strstr(err, "cannot write '/dev/full'") && strstr(err, "from here on"), "%s", err);
	CHECK(t, strstr(err, ",task-clock,") && strstr(err, ",page-faults,"),
	      "the interval was lost: %s", err);
	return t_result(t);
}

/* perf stat -p counts every thread of the process, not just its first. */
static int spin_report_fd = -1;

/* Spin 300 ms of wall time, then report the CPU time the thread got (ns). */
static void *spin_300ms(void *arg)
{
	struct timespec a, b, cpu;
	long long ns;

	(void)arg;
	clock_gettime(CLOCK_MONOTONIC, &a);
	do
		clock_gettime(CLOCK_MONOTONIC, &b);
	while ((b.tv_sec - a.tv_sec) * 1000000000L + (b.tv_nsec - a.tv_nsec) < 300000000L);
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &cpu);
	ns = (long long)cpu.tv_sec * 1000000000LL + cpu.tv_nsec;
	if (spin_report_fd >= 0 && write(spin_report_fd, &ns, sizeof(ns)) != sizeof(ns))
		(void)0;
	return NULL;
}

static enum t_result pid_counts_threads(struct tctx *t)
{
	const char *out, *err, *p;
	char cmd[64];
	int go[2], idp[2], cpup[2] = { -1, -1 }, rc, target = -1;
	pid_t mid;
	double ms;
	long long spun = 0;

	REQUIRE(t, pipe(go) == 0 && pipe(idp) == 0 && pipe(cpup) == 0, "pipe");
	/*
	 * The target is a grandchild, re-parented once its parent exits, so it
	 * is reaped when it ends and 'stat -p' sees it go (a child of ours
	 * would stay a zombie until we wait for it).
	 */
	mid = fork();
	REQUIRE(t, mid >= 0, "fork");
	if (mid == 0) {
		pid_t target_pid = fork();

		if (target_pid == 0) {
			pthread_t th;
			char c;

			close(go[1]);
			spin_report_fd = cpup[1];
			if (read(go[0], &c, 1) != 1)
				_exit(1);
			/* the main thread only waits: its own task-clock stays near 0 */
			if (pthread_create(&th, NULL, spin_300ms, NULL) == 0)
				pthread_join(th, NULL);
			_exit(0);
		}
		if (write(idp[1], &target_pid, sizeof(target_pid)) != sizeof(target_pid))
			_exit(1);
		/* start the thread after the counters can have been opened */
		{
			struct timespec ts = { 0, 100000000L };

			nanosleep(&ts, NULL);
		}
		if (write(go[1], "x", 1) != 1)
			_exit(1);
		_exit(0);
	}
	close(go[0]);
	close(go[1]);
	close(idp[1]);
	close(cpup[1]);
	if (read(idp[0], &target, sizeof(target)) != sizeof(target))
		target = -1;
	close(idp[0]);
	REQUIRE(t, target > 0, "no target pid");
	snprintf(cmd, sizeof(cmd), "stat -e task-clock -p %d", target);
	rc = t_cli(cmd, &out, &err);
	waitpid(mid, NULL, 0);
	if (rc == 77 || strstr(err, "paranoid"))
		return t_skip(t, "perf_event_open not permitted");
	CHECK(t, rc == 0, "exit %d: %s", rc, err);
	p = strstr(err, "msec task-clock");
	REQUIRE(t, p != NULL, "no task-clock line: %s", err);
	while (p > err && p[-1] == ' ')
		p--;
	while (p > err && p[-1] != ' ')
		p--;
	ms = atof(p);
	if (read(cpup[0], &spun, sizeof(spun)) != sizeof(spun))
		spun = 0;
	/* the CPU time the thread got (a loaded machine gives it less than 300 ms) */
	CHECK(t, spun > 0 && ms > 0.8 * (double)spun / 1e6,
	      "task-clock %.2f ms, the spinning thread ran %.2f ms: it was not counted", ms,
	      (double)spun / 1e6);
out:
	close(cpup[0]);
	return t_result(t);
}


/* ---- perf's behaviour, case by case ---- */

/* add_default_attributes() (builtin-stat.c, 6.1): the events without -e, in order */
static enum t_result default_events(struct tctx *t)
{
	static const char *task[] = { ",task-clock,", ",context-switches,", ",cpu-migrations,",
				      ",page-faults,", ",cycles,", ",instructions,", ",branches,",
				      ",branch-misses," };
	const char *out, *err, *at, *why = t_fake_host_unmeasurable();
	int rc;

	if (why)
		return t_skip(t, "%s", why);
	rc = t_cli("stat -x , -- true", &out, &err);
	if (rc == 77)
		return t_skip(t, "perf_event_open not permitted");
	REQUIRE(t, rc == 0, "exit %d: %s", rc, err);
	at = err;
	for (size_t i = 0; i < T_ARRAY_SIZE(task); i++) {
		const char *q = strstr(at, task[i]);

		CHECK(t, q != NULL, "'%s' missing or out of order: %s", task[i], err);
		if (q)
			at = q;
	}
	/* -a and -C count cpu-clock instead of task-clock */
	rc = t_cli("stat -a -x , -- sleep 0.01", &out, &err);
	CHECK(t, rc == 0 && strstr(err, ",cpu-clock,") && !strstr(err, ",task-clock,"),
	      "-a: %d %s", rc, err);
out:
	return t_result(t);
}

/* perf's -e adds up: "-e a -e b" counts both (it kept only b) */
static enum t_result repeated_events(struct tctx *t)
{
	const char *out, *err;
	int rc = t_cli("stat -x , -e task-clock -e page-faults -e '{minor-faults,major-faults}' true",
		       &out, &err);

	if (rc == 77)
		return t_skip(t, "perf_event_open not permitted");
	CHECK(t, rc == 0 && strstr(err, ",task-clock,") && strstr(err, ",page-faults,") &&
	      strstr(err, ",minor-faults,") && strstr(err, ",major-faults,"), "%d %s", rc, err);
	return t_result(t);
}

/*
 * The locale decides the digit grouping, as perf's setlocale(LC_ALL, "")
 * and "%'18.0f" do: none under LC_ALL=C (pmusched grouped with ','
 * always).  Where a grouping locale is installed, it groups.
 */
static enum t_result locale_grouping(struct tctx *t)
{
	const char *cmd = "stat -e page-faults -- dd if=/dev/zero of=/dev/null bs=8M count=1 "
			  "status=none";
	const char *out, *err, *old = getenv("LC_ALL");
	char *saved = old ? strdup(old) : NULL;
	int rc;

	setenv("LC_ALL", "C", 1);
	rc = t_cli(cmd, &out, &err);
	if (rc == 77)
		goto skip;
	CHECK(t, rc == 0, "exit %d", rc);
	for (const char *q = err; *q; q++)
		if (q[0] >= '0' && q[0] <= '9' && q[1] == ',' && q[2] >= '0' && q[2] <= '9') {
			CHECK(t, 0, "thousands separator under LC_ALL=C: %s", err);
			break;
		}
	setenv("LC_ALL", "en_US.UTF-8", 1);
	{
		locale_t l = newlocale(LC_ALL_MASK, "en_US.UTF-8", (locale_t)0);

		if (l) {
			freelocale(l);
			rc = t_cli(cmd, &out, &err);
			CHECK(t, rc == 0 && strstr(err, ","), "en_US groups: %s", err);
		}
	}
skip:
	if (saved)
		setenv("LC_ALL", saved, 1);
	else
		unsetenv("LC_ALL");
	free(saved);
	return rc == 77 ? t_skip(t, "perf_event_open not permitted") : t_result(t);
}

/* ru_display: user and sys times only for a command of our own (not -a) */
static enum t_result system_wide_footer(struct tctx *t)
{
	const char *out, *err;
	int rc = t_cli("stat -a -e cpu-clock -- sleep 0.02", &out, &err);

	if (rc == 77)
		return t_skip(t, "perf_event_open not permitted");
	CHECK(t, rc == 0 && strstr(err, "'system wide'") && strstr(err, "seconds time elapsed") &&
	      !strstr(err, "seconds user"), "-a footer: %s", err);
	return t_result(t);
}

/*
 * -r: print_noise_pct() prints "( +- x% )" only when x is not 0; the
 * run time and percentage are one run's (pmusched summed the runs).
 */
static enum t_result repeat_fields(struct tctx *t)
{
	const char *out, *err, *q;
	double value, runtime;
	int rc = t_cli("stat -r 3 -e cpu-migrations,major-faults true", &out, &err);

	if (rc == 77)
		return t_skip(t, "perf_event_open not permitted");
	CHECK(t, rc == 0 && !strstr(err, "+-  0.00%"), "zero noise printed: %s", err);
	rc = t_cli("stat -r 3 -x , -e task-clock -- dd if=/dev/zero of=/dev/null bs=1M count=4 "
		   "status=none", &out, &err);
	REQUIRE(t, rc == 0, "exit %d %s", rc, err);
	/* value,msec,task-clock,noise%,runtime,percent,... */
	value = atof(err);
	q = strstr(err, "%,");
	REQUIRE(t, q != NULL, "no noise field: %s", err);
	runtime = atof(q + 2);
	CHECK(t, runtime > 0 && runtime / 1e6 < 2 * value, "runtime %.0f ns for %.2f ms a run: "
	      "the runs' sum", runtime, value);
	/* the elapsed line: "X +- Y seconds time elapsed" with perf's precision */
	rc = t_cli("stat -r 3 -e task-clock true", &out, &err);
	CHECK(t, rc == 0 && strstr(err, " +- ") && strstr(err, " seconds time elapsed"), "%s", err);
out:
	return t_result(t);
}

/* -I: measured timestamps (pmusched printed the planned 0.100000000) and CPUs utilized */
static enum t_result interval_fields(struct tctx *t)
{
	const char *out, *err;
	double ts;
	int rc = t_cli("stat -I 100 -x , -e task-clock -- sleep 0.25", &out, &err);

	if (rc == 77)
		return t_skip(t, "perf_event_open not permitted");
	REQUIRE(t, rc == 0, "exit %d %s", rc, err);
	ts = atof(err);
	/* the time of the read, not the nominal 0.1 (a loaded machine reads late) */
	CHECK(t, ts >= 0.1 && ts < 0.5 && strncmp(err + strspn(err, " "), "0.100000000,", 12),
	      "first timestamp: %s", err);
	CHECK(t, !strncmp(err, "     0.", 7), "perf's %%6lu.%%09lu: %s", err);
	CHECK(t, strstr(err, "CPUs utilized"), "no CPUs utilized: %s", err);
out:
	return t_result(t);
}

/*
 * -I on a loaded machine: perf's interval loop (dispatch_events(),
 * tools/perf/builtin-stat.c, 6.1 and 6.12) waits a whole interval after
 * each print, so a read that ends late is followed by one interval for
 * the time that passed, never by catch-up intervals microseconds apart
 * (pmusched printed 5 of them, one per missed expiry).  The late read is
 * made by a stall of the session's clock, so the machine's load does not
 * matter; 300 ms is a stopped process group (Ctrl-Z, then fg).
 */
static enum t_result interval_late_read(struct tctx *t)
{
	static const long stall_ms[] = { 55, 300 };

	for (int k = 0; k < 2; k++) {
		const char *out, *err, *p;
		double ts[256], gap = 0;
		int n = 0, rc;

		pmsi_measure_test_stall(2, (int64_t)stall_ms[k] * 1000000);
		rc = t_cli("stat -I 10 -x , -e task-clock -- sleep 0.2", &out, &err);
		pmsi_measure_test_stall(0, 0);
		if (rc == 77)
			return t_skip(t, "perf_event_open not permitted");
		REQUIRE(t, rc == 0, "exit %d %s", rc, err);
		for (p = err; *p && n < 256; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : "")
			if (*p != '#' && *p != '\n')
				ts[n++] = atof(p);
		REQUIRE(t, n >= 3, "%d interval lines: %s", n, err);
		/* the last interval ends with the command: it may be short */
		for (int i = 1; i < n - 1; i++) {
			CHECK(t, ts[i] - ts[i - 1] >= 0.010, "stall %ld ms: interval %d lasted %.6f s: %s",
			      stall_ms[k], i, ts[i] - ts[i - 1], err);
			if (ts[i] - ts[i - 1] > gap)
				gap = ts[i] - ts[i - 1];
		}
		CHECK(t, gap >= stall_ms[k] / 1e3, "stall %ld ms: longest interval %.6f s: %s",
		      stall_ms[k], gap, err);
	}
out:
	pmsi_measure_test_stall(0, 0);
	return t_result(t);
}

static void cleanup_dir(const char *dir)
{
	char cmd[128];

	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", dir);
	if (system(cmd))
		(void)0;
}

static char *slurp_all(const char *path)
{
	return slurp_path(path);
}

/* -o FILE --append: perf's "# started on" each time, appended */
static enum t_result output_append_logfd(struct tctx *t)
{
	char dir[] = "/tmp/pms-stat-XXXXXX", path[96], cmd[256];
	const char *out, *err;
	char *text = NULL;
	int fd, rc, headers = 0;

	REQUIRE(t, mkdtemp(dir) != NULL, "mkdtemp");
	snprintf(path, sizeof(path), "%s/log", dir);
	snprintf(cmd, sizeof(cmd), "stat -o %s --append -x , -e page-faults true", path);
	rc = t_cli(cmd, &out, &err);
	if (rc == 77)
		goto skip;
	rc = t_cli(cmd, &out, &err);
	text = slurp_all(path);
	for (const char *q = text; q && (q = strstr(q, "# started on ")); q++)
		headers++;
	CHECK(t, rc == 0 && headers == 2 && strstr(text, ",,page-faults,"), "append: %s", text);
	free(text);
	/* --log-fd N: the counts to that descriptor, nothing on stderr */
	fd = open(path, O_WRONLY | O_TRUNC);
	REQUIRE(t, fd >= 0, "open");
	snprintf(cmd, sizeof(cmd), "stat --log-fd %d -x , -e page-faults true", fd);
	rc = t_cli(cmd, &out, &err);
	close(fd);
	text = slurp_all(path);
	CHECK(t, rc == 0 && text && strstr(text, ",,page-faults,") && !strstr(text, "# started") &&
	      !strstr(err, "page-faults"), "--log-fd: %s / %s", text, err);
	free(text);
	text = NULL;
	/* "-o -" leaves the counts on stderr, as perf */
	rc = t_cli("stat -o - -x , -e page-faults true", &out, &err);
	CHECK(t, rc == 0 && strstr(err, ",,page-faults,"), "-o -: %s", err);
skip:
	unlink(path);
	rmdir(dir);
	return rc == 77 ? t_skip(t, "perf_event_open not permitted") : t_result(t);
out:
	return t_result(t);
}

/* ---- against the installed perf ---- */

#define WORK "dd if=/dev/zero of=/dev/null bs=1M count=4 status=none"
#define SW "task-clock,context-switches,cpu-migrations,page-faults,minor-faults,major-faults"

/*
 * Each case runs under LC_ALL=C as "EXE stat ARGS" with EXE ./pmusched
 * and perf; FILE stands for an output file in a scratch directory, whose
 * contents are compared when the case writes one.
 */
static const struct {
	int line;
	const char *args;
	bool file;	/* compare FILE, not stderr */
} cmp_cases[] = {
	{ __LINE__, "-- true", false },	/* the default events */
	/* -d through the list builder: the stalled-cycles events follow the
	 * host's sysfs as perf_pmus__have_event() does (builtin-stat.c) */
	{ __LINE__, "-d -- true", false },
	{ __LINE__, "-e " SW " -- " WORK, false },
	{ __LINE__, "-x , -e " SW " -- " WORK, false },
	{ __LINE__, "-x ';' -e " SW " -- " WORK, false },
	{ __LINE__, "--json -e " SW " -- " WORK, false },
	{ __LINE__, "-x , -- true", false },
	{ __LINE__, "--json -- true", false },
	{ __LINE__, "-r 3 -e task-clock,page-faults,cpu-migrations -- " WORK, false },
	{ __LINE__, "-r 3 -x , -e task-clock,page-faults -- " WORK, false },
	{ __LINE__, "-r 3 --json -e task-clock,page-faults -- " WORK, false },
	{ __LINE__, "-I 100 -e task-clock,page-faults -- sleep 0.25", false },
	{ __LINE__, "-I 100 -x , -e task-clock,page-faults -- sleep 0.25", false },
	{ __LINE__, "-I 100 --json -e task-clock,page-faults -- sleep 0.25", false },
	{ __LINE__, "-a -e cpu-clock,page-faults -- sleep 0.1", false },
	{ __LINE__, "-a -A -e cpu-clock,page-faults -- sleep 0.1", false },
	{ __LINE__, "-a -A -x , -e cpu-clock -- sleep 0.1", false },
	{ __LINE__, "-a -A --json -e cpu-clock -- sleep 0.1", false },
	{ __LINE__, "-a -A -I 100 -e cpu-clock -- sleep 0.25", false },
	{ __LINE__, "-C 0 -e cpu-clock,context-switches -- sleep 0.1", false },
	{ __LINE__, "-e '{task-clock,page-faults}' -e minor-faults -- " WORK, false },
	{ __LINE__, "-e task-clock:u,page-faults:u -- " WORK, false },
	{ __LINE__, "-o FILE -e task-clock,page-faults -- " WORK, true },
	{ __LINE__, "-o FILE -x , -e task-clock -- " WORK, true },
	{ __LINE__, "--log-fd 3 -e task-clock,page-faults -- " WORK " 3>FILE", true },
	{ __LINE__, "-e task-clock -p $P", false },
};

/*
 * A line with every number replaced by N and rate prefixes dropped
 * ("K/sec" and "/sec" differ with the count, not the layout).
 */
static void normalize(const char *in, char *out, size_t n)
{
	size_t o = 0;

	for (const char *p = in; *p && o + 2 < n;) {
		if ((*p >= '0' && *p <= '9')) {
			while ((*p >= '0' && *p <= '9') || (*p == '.' && p[1] >= '0' && p[1] <= '9'))
				p++;
			out[o++] = 'N';
			continue;
		}
		if ((*p == 'K' || *p == 'M' || *p == 'G') && !strncmp(p + 1, "/sec", 4)) {
			p++;
			continue;
		}
		out[o++] = *p++;
	}
	out[o] = '\0';
}

/*
 * Drop a trailing "( +- N% )" noise group.  perf prints it only when the
 * repeated counts varied (print_noise_pct(): nothing for 0%), so two
 * separate -r runs may differ in having it; it is dropped only when one
 * side lacks it.
 */
static void drop_lone_noise(char *na, char *nb)
{
	char *pa = strstr(na, "( +-"), *pb = strstr(nb, "( +-");

	if (pa && !pb)
		*pa = '\0';
	else if (pb && !pa)
		*pb = '\0';
}

/* Tokens (blank-separated) of the normalized line; the raw line length too for the table. */
static int compare_line(const char *a, const char *b, bool human, char *why, size_t n)
{
	char na[1024], nb[1024], *sa, *sb, *ta, *tb;
	bool lone_noise;

	normalize(a, na, sizeof(na));
	normalize(b, nb, sizeof(nb));
	lone_noise = !strstr(na, "( +-") != !strstr(nb, "( +-");
	drop_lone_noise(na, nb);
	for (ta = strtok_r(na, " ", &sa), tb = strtok_r(nb, " ", &sb); ta || tb;
	     ta = strtok_r(NULL, " ", &sa), tb = strtok_r(NULL, " ", &sb)) {
		if (!ta || !tb || strcmp(ta, tb)) {
			snprintf(why, n, "token '%s' against perf's '%s'", ta ? ta : "(end)",
				 tb ? tb : "(end)");
			return -1;
		}
	}
	/*
	 * fixed-width columns: the same length, trailing blanks included; but
	 * "X +- Y seconds time elapsed" has as many digits as the measured
	 * deviation asks (get_precision()), which differs between two runs
	 */
	if (human && strlen(a) != strlen(b) && strncmp(a, "# started on", 12) &&
	    !strstr(a, " +- ") && !lone_noise) {
		snprintf(why, n, "length %zu against perf's %zu", strlen(a), strlen(b));
		return -1;
	}
	return 0;
}

static int run_shell(const char *cmd, char *buf, size_t n)
{
	FILE *p = popen(cmd, "r");
	size_t got;

	if (!p)
		return -1;
	got = fread(buf, 1, n - 1, p);
	buf[got] = '\0';
	return pclose(p);
}

static char *one_run(const char *exe, const char *args, const char *dir, bool file, int *status)
{
	char cmd[1024], sub[600], *buf = calloc(1, 65536);
	const char *f;

	if (!buf)
		return NULL;
	/* FILE -> DIR/out */
	sub[0] = '\0';
	for (const char *p = args; *p;) {
		f = strstr(p, "FILE");
		if (!f) {
			strncat(sub, p, sizeof(sub) - strlen(sub) - 1);
			break;
		}
		strncat(sub, p, (size_t)(f - p) < sizeof(sub) - strlen(sub) - 1 ?
			(size_t)(f - p) : sizeof(sub) - strlen(sub) - 1);
		snprintf(sub + strlen(sub), sizeof(sub) - strlen(sub), "%s/out", dir);
		p = f + 4;
	}
	snprintf(cmd, sizeof(cmd), "rm -f '%s/out'; sleep 0.3 & P=$!; LC_ALL=C %s stat %s "
		 "2>&1 >/dev/null; %s%s%s", dir, exe, sub, file ? "cat '" : "true", file ? dir : "",
		 file ? "/out'" : "");
	*status = run_shell(cmd, buf, 65536);
	return buf;
}

/*
 * The perf to compare with.  On the real host, perf.  Under a faked host
 * (tests/run --host NAME) perf reads this machine's sysfs, so the two
 * tools see the same machine only when the fake's core PMUs are this
 * machine's (on this kind of machine: none, a VM without a vPMU); perf
 * then takes the fake's CPUID for its JSON tables from PERF_CPUID
 * (util/pmu.c perf_pmu__getcpuid(); arch/x86/util/header.c
 * get_cpuid_str() formats it VENDOR-FAMILY-MODEL-STEPPING, the family
 * decimal, model and stepping hex).  Returns -1 when they differ.
 */
static int perf_for_fake_host(char *exe, size_t n)
{
	const char *cpuid = getenv("PMUSCHED_HOST_CPUID");
	struct pms_host_cpuid id;

	snprintf(exe, n, "perf");
	if (!getenv("PMUSCHED_HOST_ROOT") || !*getenv("PMUSCHED_HOST_ROOT"))
		return 0;
	if (t_fake_host_unmeasurable())
		return -1;
	if (cpuid && *cpuid && !pms_host_cpuid_parse(cpuid, &id, NULL))
		snprintf(exe, n, "PERF_CPUID=%s-%u-%X-%X perf", id.vendor, id.family, id.model,
			 id.stepping);
	return 0;
}

/*
 * -I output whose line-for-line comparison failed: the same lines by shape,
 * in other numbers.  How many intervals fit before the command ends, and
 * which of them find it asleep (<not counted>: no enabled time), follow
 * the moment it exits, which a loaded machine moves across a tick.  So each
 * line of either output must have a line of the other's of the same shape
 * (compare_line(): every number N, same tokens, same width), the first and
 * last lines must match pairwise, and the two may differ by at most one
 * interval's lines (@per_block).  A layout difference still fails.
 */
static bool interval_shapes_agree(char *ours, char *perf, bool human, int per_block)
{
	char *lo[256], *lp[256], *s, why[256];
	int no = 0, np = 0;

	for (char *l = strtok_r(ours, "\n", &s); l && no < 256; l = strtok_r(NULL, "\n", &s))
		lo[no++] = l;
	for (char *l = strtok_r(perf, "\n", &s); l && np < 256; l = strtok_r(NULL, "\n", &s))
		lp[np++] = l;
	if (!no || !np || abs(no - np) > per_block ||
	    compare_line(lo[0], lp[0], human, why, sizeof(why)))
		return false;
	for (int pass = 0; pass < 2; pass++) {
		char **a = pass ? lp : lo, **b = pass ? lo : lp;
		int na = pass ? np : no, nb = pass ? no : np;

		for (int i = 0; i < na; i++) {
			bool found = false;

			for (int j = 0; j < nb && !found; j++)
				found = !compare_line(a[i], b[j], human, why, sizeof(why));
			if (!found)
				return false;
		}
	}
	return true;
}

/*
 * One run of case @i by both tools: 0 when they agree line for line, 1
 * with the first difference in @msg, -1 when perf events are not permitted.
 */
static int compare_case(size_t i, const char *exe, const char *perf_exe, const char *dir,
			char *msg, size_t n)
{
	int st_ours, st_perf, line = 1, rc = 0;
	char *ours = one_run(exe, cmp_cases[i].args, dir, cmp_cases[i].file, &st_ours);
	char *perf = one_run(perf_exe, cmp_cases[i].args, dir, cmp_cases[i].file, &st_perf);
	char *so, *sp, *lo, *lp, why[256], *ours_copy = NULL, *perf_copy = NULL;
	bool human = !strstr(cmp_cases[i].args, "-x ") && !strstr(cmp_cases[i].args, "--json");

	if (!ours || !perf) {
		snprintf(msg, n, "line %d: cannot run", cmp_cases[i].line);
		rc = 1;
		goto done;
	}
	if (strstr(perf, "ermission") || strstr(ours, "paranoid")) {
		rc = -1;
		goto done;
	}
	if (st_ours != st_perf) {
		snprintf(msg, n, "line %d: exit %#x, perf %#x", cmp_cases[i].line, st_ours, st_perf);
		rc = 1;
		goto done;
	}
	if (strstr(cmp_cases[i].args, "-I ") && !(ours_copy = strdup(ours)))
		abort();
	if (ours_copy && !(perf_copy = strdup(perf)))
		abort();
	for (lo = strtok_r(ours, "\n", &so), lp = strtok_r(perf, "\n", &sp); lo || lp;
	     lo = strtok_r(NULL, "\n", &so), lp = strtok_r(NULL, "\n", &sp), line++) {
		if (!lo || !lp) {
			snprintf(msg, n, "line %d, output line %d: '%.200s' against perf's '%.200s'",
				 cmp_cases[i].line, line, lo ? lo : "(end)", lp ? lp : "(end)");
			rc = 1;
			break;
		}
		if (compare_line(lo, lp, human, why, sizeof(why))) {
			snprintf(msg, n, "line %d (%.120s), output line %d: %.200s\n ours: '%.200s'\n perf: "
				 "'%.200s'", cmp_cases[i].line, cmp_cases[i].args, line, why, lo, lp);
			rc = 1;
			break;
		}
	}
	/* -I: one interval more or less, or asleep in another, is timing */
	if (rc == 1 && ours_copy) {
		/* lines per interval: the events (-e lists of one or two here), per CPU with -A */
		int per_block = (strstr(cmp_cases[i].args, "page-faults") ? 2 : 1) *
				(strstr(cmp_cases[i].args, "-A ") ? (int)sysconf(_SC_NPROCESSORS_ONLN) : 1);

		if (interval_shapes_agree(ours_copy, perf_copy, human, per_block))
			rc = 0;
	}
done:
	free(ours_copy);
	free(perf_copy);
	free(ours);
	free(perf);
	return rc;
}

/*
 * Each case must agree line for line, number for number's shape.  What a
 * loaded machine changes between two runs is timing, not structure: how
 * many -I intervals fit before the command ends, whether the command ran
 * at all within the last one (perf prints <not counted> for an interval
 * with no enabled time), whether -r's counts varied.  So a case that
 * differs is run again by both tools, up to three times in all, and must
 * agree in one run: a difference of layout or content repeats every time.
 */
static enum t_result compare_with_perf(struct tctx *t)
{
	char dir[] = "/tmp/pms-cmp-XXXXXX", ours_exe[512], msg[1024], perf_exe[128];
	int compared = 0;

	if (!perf_usable() || access("./pmusched", X_OK))
		return t_skip(t, "perf or ./pmusched missing");
	if (perf_for_fake_host(perf_exe, sizeof(perf_exe)))
		return t_skip(t, "the faked host (tests/run --host) has core PMUs this machine "
			      "lacks, or the other way round: perf reads this machine's sysfs");
	REQUIRE(t, mkdtemp(dir) != NULL, "mkdtemp");
	REQUIRE(t, getcwd(ours_exe, sizeof(ours_exe) - 16) != NULL, "getcwd");
	strncat(ours_exe, "/pmusched", sizeof(ours_exe) - strlen(ours_exe) - 1);
	for (size_t i = 0; i < T_ARRAY_SIZE(cmp_cases); i++) {
		int rc = 1;

		for (int attempt = 0; attempt < 3 && rc == 1; attempt++)
			rc = compare_case(i, ours_exe, perf_exe, dir, msg, sizeof(msg));
		if (rc < 0) {
			cleanup_dir(dir);
			return t_skip(t, "perf events not permitted here");
		}
		CHECK(t, rc == 0, "%s (in each of 3 runs)", msg);
		compared++;
	}
	CHECK(t, compared == (int)T_ARRAY_SIZE(cmp_cases), "%d cases compared", compared);
	cleanup_dir(dir);
out:
	return t_result(t);
}

/*
 * A host whose CPU model is not known (a made-up CPUID, family 6 model 1):
 * stat parses -e with the library's parser without a model, so perf's
 * generic, software and raw names work (parse-events.c event_symbols_sw[],
 * event_symbols_hw[]) and a bad list names its token and offset as with a
 * model; a model's event name gets the hint to name a model.
 */
static enum t_result unknown_model_events(struct tctx *t)
{
	const char *out, *err;
	int rc;

	setenv("PMUSCHED_HOST_CPUID", "intel:6:0x1:0", 1);
	rc = t_cli("stat -x , -e '{task-clock,page-faults}:u,cs' -- true", &out, &err);
	CHECK(t, rc == 0 || rc == 77, "software group: rc %d %s", rc, err);
	CHECK(t, t_cli("stat -e task-clock,inst_retired.any true", &out, &err) == 2 &&
	      strstr(err, "unknown event 'inst_retired.any'") &&
	      strstr(err, "\n    task-clock,inst_retired.any\n               ^") &&
	      strstr(err, "CPU model is not known"), "model event: %s", err);
	CHECK(t, t_cli("stat -e cycles:q true", &out, &err) == 2 &&
	      strstr(err, "unknown modifier 'q'") && strstr(err, "\n           ^"),
	      "bad modifier: %s", err);
	CHECK(t, t_cli("stat -e '{cycles,r1a2' true", &out, &err) == 2 &&
	      strstr(err, "unterminated group"), "unbalanced group: %s", err);
	t_fake_host_restore();
	return t_result(t);
}

const struct t_case t_stat_cases[] = {
	{ "agrees_with_perf", agrees_with_perf },
	{ "exit_status", exit_status },
	{ "crashing_child", crashing_child },
	{ "output_atomic", output_atomic },
	{ "csv_json_fields", csv_json_fields },
	{ "interval_cli", interval_cli },
	{ "usage_errors", usage_errors },
	{ "unknown_model_events", unknown_model_events },
	{ "predict_note", predict_note },
	{ "group_cli", group_cli },
	{ "group_metric_release", group_metric_release },
	{ "sigint_prints", sigint_prints },
	{ "pid_counts_threads", pid_counts_threads },
	{ "default_events", default_events },
	{ "repeated_events", repeated_events },
	{ "locale_grouping", locale_grouping },
	{ "system_wide_footer", system_wide_footer },
	{ "repeat_fields", repeat_fields },
	{ "interval_fields", interval_fields },
	{ "interval_late_read", interval_late_read },
	{ "sigint_ignored", sigint_ignored },
	{ "sigint_repeat", sigint_repeat },
	{ "pid_with_command", pid_with_command },
	{ "interval_full_device", interval_full_device },
	{ "output_append_logfd", output_append_logfd },
	{ "compare_with_perf", compare_with_perf },
	{ NULL, NULL }
};
