/*
 * Assignments per second of the kernel's routine (4.1+ era) for 4, 8 and
 * 12 events, Intel-like masks (fixed-capable, GP2-only, GP0-3, any GP of
 * 8) and AMD-like masks (family 15h classes with the overlapping
 * {PMC0,PMC3} constraint, which exercises backtracking).
 */
#include <stdio.h>
#include "pmusched/pmusched.h"
#include "bench.h"

#define FX(k) (UINT64_C(1) << (32 + (k)))

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

void bench_assign(void)
{
	static const int sizes[] = { 4, 8, 12 };

	for (int i = 0; i < 3; i++)
		run("intel", intel, sizes[i], 8);
	for (int i = 0; i < 3; i++)
		run("amd", amd, sizes[i], 6);
}
