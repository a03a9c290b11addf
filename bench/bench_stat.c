/*
 * The measuring tool's own cost:
 *  - wall time of 'pmusched stat -e task-clock true' against
 *    'perf stat -e task-clock true' and plain 'true' (20 runs each, medians);
 *  - one interval read of 50 events (read + per-event delta and scaling),
 *    as 50 single events and as 10 groups of 5.
 */
#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>
#include "pmusched/pmusched.h"
#include "bench.h"

extern char **environ;

#define RUNS 20

static int cmp_dbl(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

/* Median wall time of @argv over RUNS runs, output discarded; < 0 if it cannot run. */
static double median_run(char *const argv[])
{
	double t[RUNS];
	posix_spawn_file_actions_t fa;

	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", O_WRONLY, 0);
	posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
	for (int i = 0; i < RUNS; i++) {
		pid_t pid;
		int st;
		double t0 = bench_now();

		if (posix_spawnp(&pid, argv[0], &fa, NULL, argv, environ)) {
			posix_spawn_file_actions_destroy(&fa);
			return -1;
		}
		while (waitpid(pid, &st, 0) < 0 && errno == EINTR)
			;
		t[i] = bench_now() - t0;
		if (!WIFEXITED(st) || WEXITSTATUS(st) != 0) {
			posix_spawn_file_actions_destroy(&fa);
			return -1;
		}
	}
	posix_spawn_file_actions_destroy(&fa);
	qsort(t, RUNS, sizeof(t[0]), cmp_dbl);
	return (t[RUNS / 2 - 1] + t[RUNS / 2]) / 2;
}

static void overhead(void)
{
	char *plain[] = { "true", NULL };
	char *ours[] = { "./pmusched", "stat", "-e", "task-clock", "true", NULL };
	char *perf[] = { "perf", "stat", "-e", "task-clock", "true", NULL };
	double a = median_run(plain), b = median_run(ours), c = median_run(perf);

	printf("stat    wall time, median of %d runs:\n", RUNS);
	printf("stat      true                               %8.3f ms\n", a * 1e3);
	if (b >= 0)
		printf("stat      pmusched stat -e task-clock true   %8.3f ms\n", b * 1e3);
	else
		printf("stat      pmusched stat -e task-clock true   cannot run (no perf access?)\n");
	if (c >= 0)
		printf("stat      perf stat -e task-clock true       %8.3f ms\n", c * 1e3);
	else
		printf("stat      perf stat -e task-clock true       not available\n");
}

static void interval_read(int group)
{
	static const uint64_t sw[] = { 1, 2, 3, 4, 5, 6, 0 };	/* software configs */
	struct pms_measure_event ev[50];
	char names[50][24];
	struct pms_measure_opts o = { .sz = sizeof(o),
				    .pid = 0, .start_disabled = true, .pmu_present = -1 };
	struct pms_measure *m = NULL;
	struct pms_diag d;
	struct pms_count c;
	double t0, t;
	int iters = 0;

	for (int i = 0; i < 50; i++) {
		memset(&ev[i], 0, sizeof(ev[i]));
		snprintf(names[i], sizeof(names[i]), "sw%d", i);
		ev[i].name = names[i];
		ev[i].type = PMS_TYPE_SOFTWARE;
		ev[i].config = sw[i % 7];
		ev[i].leader = group ? i - i % group : i;
	}
	if (pms_measure_new(ev, 50, &o, &m, &d) || pms_measure_open(m, &d) ||
	    pms_measure_enable(m, &d)) {
		printf("stat    interval read: cannot open: %s\n", d.msg);
		pms_measure_free(m);
		return;
	}
	t0 = bench_now();
	do {
		for (int k = 0; k < 100; k++) {
			pms_measure_read(m, NULL);
			for (int i = 0; i < 50; i++)
				pms_measure_count(m, i, true, &c);
		}
		iters += 100;
		t = bench_now() - t0;
	} while (t < 0.5);
	printf("stat    one interval read of 50 events (%s): %.2f us (%d reads)\n",
	       group ? "10 groups of 5" : "50 single events", t / iters * 1e6, iters);
	pms_measure_free(m);
}

void bench_stat(void)
{
	overhead();
	interval_read(0);
	interval_read(5);
}
