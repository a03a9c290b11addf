/* Test hook of the simulator: only in objects built with PMS_TEST_HOOKS
 * (the test runner's and the fuzzers'), never in the shipped libraries. */
#ifndef PMS_SIM_TEST_H
#define PMS_SIM_TEST_H
/* Nonzero: simulate every expiry, find no period (the reference for the
 * folded runs).  Returns the previous setting. */
int pmsi_sim_test_unfolded(int on);
#endif
