/*
 * The clock and the interval timer of 'stat -I'.
 *
 * perf stat's interval loop (dispatch_events() in tools/perf/builtin-stat.c,
 * the same in 6.1 and 6.12) waits in evlist__poll() for time_to_sleep ms;
 * when the wait ends by its timeout or by a signal it prints an interval
 * (handle_interval() -> process_interval(), which stamps it with
 * CLOCK_MONOTONIC minus ref_time) and sets time_to_sleep back to the whole
 * interval.  Only a wakeup by a counter fd shortens the next wait
 * (compute_tts()).  So perf keeps no grid of expiries: an interval that
 * could not be printed on time (a loaded machine, a stopped process group)
 * is never caught up, and the next one is printed a whole interval after
 * the late one.  The timer below does the same: it is due one period after
 * it was last rearmed, and rearming drops every expiry missed meanwhile.
 *
 * The clock goes through one function so that a test can stall it (see
 * measure_test.h; only in the test runner's objects, PMS_TEST_HOOKS): a read that takes long is then a fact of the test, not
 * of the machine's load.
 */
#include <time.h>
#include "internal.h"
#include "measure_test.h"
#include "pmusched/measure.h"

#ifdef PMS_TEST_HOOKS
static int64_t skew_ns;		/* what stalled reads added to the clock */
static long stall_at;		/* the read that stalls (1 = the next one); 0: none */
static int64_t stall_ns;

void pmsi_measure_test_stall(long nth_read, int64_t ns)
{
	stall_at = nth_read;
	stall_ns = ns;
	if (nth_read <= 0)
		skew_ns = 0;
}

void pmsi_measure_clock_read(void)
{
	if (stall_at > 0 && --stall_at == 0)
		skew_ns += stall_ns;
}
#else
#define skew_ns 0
void pmsi_measure_clock_read(void)
{
}
#endif

PMS_API int64_t pms_measure_clock_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec + skew_ns;
}

PMS_API void pms_interval_timer_start(struct pms_interval_timer *t, int64_t period_ns,
				      int64_t now_ns)
{
	t->period_ns = period_ns > 0 ? period_ns : 1;
	t->due_ns = now_ns + t->period_ns;
}

PMS_API int64_t pms_interval_timer_left(const struct pms_interval_timer *t, int64_t now_ns)
{
	return t->due_ns - now_ns;
}

PMS_API void pms_interval_timer_rearm(struct pms_interval_timer *t, int64_t now_ns)
{
	t->due_ns = now_ns + t->period_ns;
}
