/* Benchmarks run by 'make bench': BENCH(name) expects void bench_<name>(void). */
#ifndef PMS_BENCH_H
#define PMS_BENCH_H
#include <stdint.h>
#include <time.h>

static inline double bench_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

#define BENCH_LIST \
	BENCH(assign) \
	BENCH(arm) \
	BENCH(sim) \
	BENCH(stat) \
	BENCH(events) \
	BENCH(explain) \
	BENCH(metrics) \
	BENCH(muxerr) \
	BENCH(muxloop) \
	BENCH(muxmetric) \
	BENCH(muxplan) \
	BENCH(muxlive) \
	BENCH(plan) \
	BENCH(growth) \
	BENCH(atlas)

#define BENCH(n) void bench_##n(void);
BENCH_LIST
#undef BENCH
#endif
