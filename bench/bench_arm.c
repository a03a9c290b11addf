/*
 * ARM64 allocation speed: one sched-in pass (pms_arm_assign) of 4, 8 and
 * 16 events on a Neoverse N1-like PMU (6 counters, chained 64-bit events,
 * the watchdog on the cycle counter) and on an Apple M1 PMU (masks), and
 * validate_group() on a 5-event group that fits.
 */
#include <stdio.h>
#include "pmusched/arm_pmu.h"
#include "bench.h"

#define L PMS_ARM_EV_LONG

static const struct pms_arm_ev v3_ev[16] = {
	{ 0x11, 0, 0 }, { 0x08, 0, 0 }, { 0x03, L, 0 }, { 0x04, 0, 0 },
	{ 0x1b, 0, 0 }, { 0x10, L, 0 }, { 0x12, 0, 0 }, { 0x11, 0, 0 },
	{ 0x23, 0, 0 }, { 0x24, 0, 0 }, { 0x03, 0, 0 }, { 0x04, L, 0 },
	{ 0x05, 0, 0 }, { 0x13, 0, 0 }, { 0x16, 0, 0 }, { 0x17, 0, 0 },
};

static const struct pms_arm_ev apple_ev[16] = {
	{ 0x02, 0, 0 }, { 0x8c, 0, 0 }, { 0x8d, 0, 0 }, { 0xc5, 0, 0 },
	{ 0xf5, 0, 0 }, { 0x96, 0, 0 }, { 0xbf, 0, 0 }, { 0x50, 0, 0 },
	{ 0xf8, 0, 0 }, { 0x02, 0, 0 }, { 0x9a, 0, 0 }, { 0x51, 0, 0 },
	{ 0x8c, 0, 0 }, { 0xfd, 0, 0 }, { 0x52, 0, 0 }, { 0xa0, 0, 0 },
};

static void run(const char *kind, const struct pms_arm_pmu *p, const struct pms_arm_ev *ev,
		int n, uint64_t used0)
{
	int idx[16];
	long iters = 0, left = 0;
	double t0 = bench_now(), t;

	do {
		for (int i = 0; i < 10000; i++) {
			uint64_t used = used0;

			left += pms_arm_assign(p, ev, n, &used, idx);
		}
		iters += 10000;
		t = bench_now() - t0;
	} while (t < 0.3);
	printf("arm     %-5s %2d events  %8.2f M passes/s  (%.0f ns each, %.1f left)\n", kind, n,
	       (double)iters / t / 1e6, t / (double)iters * 1e9, (double)left / (double)iters);
}

static void run_validate(const struct pms_arm_pmu *p)
{
	long iters = 0, bad = 0;
	double t0 = bench_now(), t;

	do {
		for (int i = 0; i < 10000; i++)
			bad += pms_arm_validate_group(p, v3_ev, 5, NULL, NULL) != PMS_OK;
		iters += 10000;
		t = bench_now() - t0;
	} while (t < 0.3);
	printf("arm     validate_group 5 events  %8.2f M/s  (%.0f ns each%s)\n",
	       (double)iters / t / 1e6, t / (double)iters * 1e9, bad ? ", refused" : "");
}

void bench_arm(void)
{
	static const int sizes[] = { 4, 8, 16 };
	struct pms_arm_pmu n1, m1;
	struct pms_arm_ev wd;
	uint64_t used0 = 0;

	if (pms_arm_core_pmu("neoverse-n1", 0, &n1, NULL) ||
	    pms_arm_core_pmu("apple-m1", 0, &m1, NULL))
		return;
	if (pms_arm_watchdog_event(&n1, &wd, NULL) == PMS_OK)
		pms_arm_get_idx(&n1, &used0, &wd);
	for (int i = 0; i < 3; i++)
		run("n1", &n1, v3_ev, sizes[i], used0);
	for (int i = 0; i < 3; i++)
		run("m1", &m1, apple_ev, sizes[i], 0);
	run_validate(&n1);
}
