/* Test hook of the simulator (exported for the test runner only). */
#ifndef PMS_SIM_TEST_H
#define PMS_SIM_TEST_H
/* Nonzero: simulate every expiry, find no period (the reference for the
 * folded runs).  Returns the previous setting. */
int pms_sim_test_unfolded(int on);
#endif
