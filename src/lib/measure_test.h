/* Test hook of the measuring session's clock: only in objects built with
 * PMS_TEST_HOOKS (the test runner's), never in the shipped libraries. */
#ifndef PMS_MEASURE_TEST_H
#define PMS_MEASURE_TEST_H
#include <stdint.h>
/*
 * The @nth_read-th next pms_measure_read() (1: the next one) takes @ns
 * more than it did: pms_measure_clock_ns() jumps by @ns as it ends.  The
 * jump stays; @nth_read <= 0 takes every jump back and arms nothing.
 */
void pmsi_measure_test_stall(long nth_read, int64_t ns);
/* Called by pms_measure_read() as it ends. */
void pmsi_measure_clock_read(void);
#endif
