/* Test hook of the simulator: only in objects built with PMS_TEST_HOOKS
 * (the test runner's and the fuzzers'), never in the shipped libraries. */
#ifndef PMS_SIM_TEST_H
#define PMS_SIM_TEST_H
#include <stdint.h>
/* Nonzero: simulate every expiry, find no period (the reference for the
 * folded runs).  Returns the previous setting. */
int pmsi_sim_test_unfolded(int on);
/* The record's bound in interval x event cells (0: the default, 16M), so a
 * test can make a run too long for its record.  Returns the previous one. */
uint64_t pmsi_sim_test_max_cells(uint64_t cells);
#endif
