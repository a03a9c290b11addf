/*
 * The assignment routine and its batch mode:
 *  - assignments per second of the kernel's routine (4.1+ era) for 4, 8
 *    and 12 events, Intel-like masks (fixed-capable, GP2-only, GP0-3, any
 *    GP of 8) and AMD-like masks (family 15h classes with the overlapping
 *    {PMC0,PMC3} constraint, which exercises backtracking);
 *  - 'assign --batch' on 400k problems against the I/O floor: the same
 *    reader parsing the same lines and printing answers of the same shape,
 *    without running the routine (the target is within 1.3x);
 *  - the exact check's worst cases: the review's reproducers and the
 *    hardest problems a seeded random search finds, with their node counts
 *    and times (the budget is PMS_ASSIGN_EXACT_NODES; beyond it "unknown").
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>
#include "pmusched/pmusched.h"
#include "../src/cli/cli.h"
#include "bench.h"

#define FX(k) (UINT64_C(1) << (32 + (k)))

int cli_assign_batch_fd(struct cli *cli, int fd);
int cli_assign_batch_run(struct cli *cli, int fd, bool floor);

static const struct pms_assign_ev intel[12] = {
	{ FX(0) | 0xff, 0, 0 }, { FX(1) | 0xff, 0, 0 }, { 0x4, 0, 0 }, { 0xf, 0, 0 },
	{ 0xff, 0, 0 }, { 0xf, 0, 0 }, { 0xff, 0, 0 }, { 0xff, 0, 0 },
	{ 0xf, 0, 0 }, { 0xff, 0, 0 }, { 0x8, 0, 0 }, { 0xff, 0, 0 },
};

static const struct pms_assign_ev amd[12] = {
	{ 0x9, PMS_CF_OVERLAP, 0 }, { 0x7, 0, 0 }, { 0x7, 0, 0 }, { 0x7, 0, 0 },
	{ 0x3f, 0, 0 }, { 0x38, 0, 0 }, { 0x3f, 0, 0 }, { 0x1, 0, 0 },
	{ 0x38, 0, 0 }, { 0x3f, 0, 0 }, { 0x7, 0, 0 }, { 0x8, 0, 0 },
};

static void run(const char *kind, const struct pms_assign_ev *ev, int n, int gpmax)
{
	struct pms_assign_problem p = { .n = n, .ev = ev, .gpmax = gpmax, .era = PMS_ERA_GPMAX };
	int a[PMS_ASSIGN_MAX];
	long iters = 0, fails = 0;
	double t0 = bench_now(), t;

	do {
		for (int i = 0; i < 10000; i++)
			fails += pms_assign_kernel(&p, a) != 0;
		iters += 10000;
		t = bench_now() - t0;
	} while (t < 0.3);
	printf("assign  %-5s %2d events  %8.2f M assignments/s  (%.0f ns each%s)\n", kind, n,
	       (double)iters / t / 1e6, t / (double)iters * 1e9,
	       fails ? ", fails: over budget" : "");
}

/* A batch input of @n problems of 4 to 12 events, Intel- and AMD-like. */
static char *batch_input(int n, size_t *len)
{
	size_t cap = (size_t)n * 160, o = 0;
	char *s = malloc(cap);
	unsigned seed = 42;

	if (!s)
		return NULL;
	for (int i = 0; i < n; i++) {
		const struct pms_assign_ev *ev = i % 3 ? intel : amd;
		int k;

		seed = seed * 1103515245u + 12345u;
		k = 4 + (int)(seed >> 16) % 9;
		o += (size_t)snprintf(s + o, cap - o, "gpmax=%d%s", i % 3 ? 8 : 6,
				      i % 5 ? "" : " kernel=4.1");
		for (int e = 0; e < k; e++)
			o += (size_t)snprintf(s + o, cap - o, " 0x%llx%s",
					      (unsigned long long)ev[(e + i) % 12].mask,
					      ev[(e + i) % 12].flags & PMS_CF_OVERLAP ? "/o" : "");
		s[o++] = '\n';
	}
	*len = o;
	return s;
}

static double best_of(int reps, double (*fn)(int, FILE *, void *), int fd, FILE *sink, void *arg)
{
	double best = 1e9;

	for (int r = 0; r < reps; r++) {
		double t;

		lseek(fd, 0, SEEK_SET);
		t = fn(fd, sink, arg);
		if (t < best)
			best = t;
	}
	return best;
}

/* The floor: the same reads, parsing and printing, without the routine. */
static double floor_pass(int fd, FILE *sink, void *arg)
{
	struct cli cli = { .out = sink, .err = stderr, .cmd = "assign" };
	double t0 = bench_now();

	(void)arg;
	cli_assign_batch_run(&cli, fd, true);
	return bench_now() - t0;
}

static double batch_pass(int fd, FILE *sink, void *arg)
{
	struct cli cli = { .out = sink, .err = stderr, .cmd = "assign" };
	double t0 = bench_now();

	(void)arg;
	cli_assign_batch_fd(&cli, fd);
	return bench_now() - t0;
}

static void bench_batch(void)
{
	enum { N = 400000 };
	size_t len;
	char *in = batch_input(N, &len);
	int fd = memfd_create("pms-bench-batch", MFD_CLOEXEC);
	FILE *sink = fopen("/dev/null", "w");
	double floor_t, ours;

	if (!in || fd < 0 || !sink || write(fd, in, len) != (ssize_t)len)
		goto out;
	floor_t = best_of(5, floor_pass, fd, sink, NULL);
	ours = best_of(5, batch_pass, fd, sink, NULL);
	printf("assign  --batch %d problems (%.1f MB): %.3f s, I/O floor (parse and print) "
	       "%.3f s: %.2fx the floor (%.2f M problems/s)\n", N, len / 1e6, ours, floor_t,
	       ours / floor_t, N / ours / 1e6);
out:
	free(in);
	if (fd >= 0)
		close(fd);
	if (sink)
		fclose(sink);
}

static void exact_case(const char *what, const struct pms_assign_ev *ev, int n, int gpmax)
{
	struct pms_assign_problem p = { .n = n, .ev = ev, .gpmax = gpmax, .era = PMS_ERA_GPMAX };
	long nodes = 0;
	double t0 = bench_now(), t;
	int rc = pms_assign_exact_counted(&p, NULL, &nodes);

	t = bench_now() - t0;
	printf("exact   %-44s %-9s %7ld nodes %8.3f ms\n", what,
	       rc == 1 ? "feasible" : rc == 0 ? "no" : "unknown", nodes, t * 1e3);
}

/* Seeded random problems with pairs; prints the hardest few found. */
static void exact_search(int rounds)
{
	unsigned long long seed = 1;
	long worst = 0, unknown = 0;
	double worst_t = 0;

	for (int r = 0; r < rounds; r++) {
		struct pms_assign_ev ev[36];
		struct pms_assign_problem p = { .ev = ev, .era = PMS_ERA_GPMAX };
		int np, ns, ng;
		long nodes;
		double t0, t;
		int rc;

		seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
		np = 1 + (int)(seed >> 33) % 16;
		ns = (int)(seed >> 40) % 20;
		ng = 8 + (int)(seed >> 50) % 25;
		p.n = np + ns;
		p.gpmax = (seed >> 20) % 2 ? 0 : ng;
		for (int i = 0; i < p.n; i++) {
			uint64_t gp = ng >= 32 ? 0xffffffffULL : (1ULL << ng) - 1, m;

			seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
			m = seed >> 11;
			switch ((seed >> 3) % 4) {
			case 0: m &= gp; break;
			case 1: m = (m | m >> 7) & gp; break;
			case 2: m = m & (m >> 13) & gp; break;
			default: m = gp & ~(1ULL << ((seed >> 5) % (unsigned)ng)); break;
			}
			ev[i].mask = m ? m : 1;
			ev[i].flags = i < np ? PMS_CF_PAIR : 0;
			ev[i].weight = 0;
		}
		t0 = bench_now();
		rc = pms_assign_exact_counted(&p, NULL, &nodes);
		t = bench_now() - t0;
		unknown += rc == PMS_ASSIGN_UNKNOWN;
		if (t > worst_t)
			worst_t = t;
		if (nodes > worst) {
			worst = nodes;
			if (nodes > 20000) {
				printf("exact   random #%-6d %2d pairs %2d singles gpmax %2d: %-8s %7ld "
				       "nodes %8.3f ms:", r, np, ns, p.gpmax,
				       rc == 1 ? "feasible" : rc == 0 ? "no" : "unknown", nodes,
				       t * 1e3);
				for (int i = 0; i < p.n; i++)
					printf(" 0x%llx%s", (unsigned long long)ev[i].mask,
					       i < np ? "/p" : "");
				printf("\n");
			}
		}
	}
	printf("exact   %d random problems with pairs: slowest %.3f ms, %ld unknown (budget "
	       "%ld nodes)\n", rounds, worst_t * 1e3, unknown, PMS_ASSIGN_EXACT_NODES);
}

static void bench_exact(void)
{
	struct pms_assign_ev ev[PMS_ASSIGN_MAX];

	for (int i = 0; i < 17; i++)
		ev[i] = (struct pms_assign_ev){ 0xfffff, PMS_CF_PAIR, 0 };
	exact_case("11 x 0xfffff/p (review: 4.7 s before)", ev, 11, 0);
	for (int i = 0; i < 17; i++)
		ev[i] = (struct pms_assign_ev){ 0xffffffff, PMS_CF_PAIR, 0 };
	exact_case("17 x 0xffffffff/p (review: minutes before)", ev, 17, 0);
	exact_case("16 x 0xffffffff/p (tiles GP0-31)", ev, 16, 0);
	/* AMD fam17h+: pairs on even counters (even_ctr_mask) beside ordinary events */
	for (int i = 0; i < 2; i++)
		ev[i] = (struct pms_assign_ev){ 0x15, PMS_CF_PAIR, 0 };
	for (int i = 2; i < 5; i++)
		ev[i] = (struct pms_assign_ev){ 0x3f, 0, 0 };
	exact_case("zen-like: 2 x 0x15/p + 2 x 0x3f", ev, 4, 0);
	exact_case("zen-like: 2 x 0x15/p + 3 x 0x3f", ev, 5, 0);
	exact_search(200000);
}

void bench_assign(void)
{
	static const int sizes[] = { 4, 8, 12 };

	for (int i = 0; i < 3; i++)
		run("intel", intel, sizes[i], 8);
	for (int i = 0; i < 3; i++)
		run("amd", amd, sizes[i], 6);
	bench_batch();
	bench_exact();
}
