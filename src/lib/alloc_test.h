/* Test hooks of the allocator (exported for the test runner only). */
#ifndef PMS_ALLOC_TEST_H
#define PMS_ALLOC_TEST_H
long pms_alloc_live(void);	/* allocations not yet freed */
void pms_alloc_fail_at(long n);	/* fail the n-th next allocation (0-based); -1: off */
#endif
