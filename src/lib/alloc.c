/*
 * The library's only allocator.  Test builds (PMS_TEST_HOOKS: the objects
 * the test runner links, never the shipped libraries) read
 * pmsi_alloc_live() after every test (a leak is a failure) and set
 * pmsi_alloc_fail_at() to make the N-th allocation fail.  The shipped
 * libraries keep no counters, so the allocator holds no global state.
 */
#include <stdlib.h>
#include <string.h>
#include "internal.h"
#include "alloc_test.h"

#ifdef PMS_TEST_HOOKS
static long live;		/* allocations not yet freed */
static long countdown = -1;	/* fail when it reaches 0; -1: never */

static int should_fail(void)
{
	if (countdown < 0)
		return 0;
	if (countdown == 0)
		return 1;
	countdown--;
	return 0;
}

long pmsi_alloc_live(void)
{
	return live;
}

void pmsi_alloc_fail_at(long n)
{
	countdown = n;
}
#define LIVE_ADD(n) (live += (n))
#else
#define should_fail() 0
#define LIVE_ADD(n) ((void)0)
#endif

void *pmsi_malloc(size_t n)
{
	void *p;

	if (should_fail())
		return NULL;
	p = malloc(n ? n : 1);
	if (p)
		LIVE_ADD(1);
	return p;
}

void *pmsi_calloc(size_t n, size_t size)
{
	void *p;

	if (should_fail())
		return NULL;
	p = calloc(n ? n : 1, size ? size : 1);
	if (p)
		LIVE_ADD(1);
	return p;
}

void *pmsi_realloc(void *p, size_t n)
{
	void *q;

	if (!p)
		return pmsi_malloc(n);
	if (should_fail())
		return NULL;
	q = realloc(p, n ? n : 1);
	return q;
}

void pmsi_free(void *p)
{
	if (!p)
		return;
	LIVE_ADD(-1);
	free(p);
}

char *pmsi_strdup(const char *s)
{
	size_t n = strlen(s) + 1;
	char *p = pmsi_malloc(n);

	if (p)
		memcpy(p, s, n);
	return p;
}
