/* Test hooks of the allocator: only in objects built with PMS_TEST_HOOKS
 * (the test runner's), never in the shipped libraries. */
#ifndef PMS_ALLOC_TEST_H
#define PMS_ALLOC_TEST_H
long pmsi_alloc_live(void);	/* allocations not yet freed */
void pmsi_alloc_fail_at(long n);	/* fail the n-th next allocation (0-based); -1: off */
#endif
