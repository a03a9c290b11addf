/*
 * The library's only allocator.  Test builds read pms_alloc_live() after
 * every test (a leak is a failure) and set pms_alloc_fail_at() to make the
 * N-th allocation fail.
 */
#include <stdlib.h>
#include <string.h>
#include "internal.h"
#include "alloc_test.h"

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

void *pmsi_malloc(size_t n)
{
	void *p;

	if (should_fail())
		return NULL;
	p = malloc(n ? n : 1);
	if (p)
		live++;
	return p;
}

void *pmsi_calloc(size_t n, size_t size)
{
	void *p;

	if (should_fail())
		return NULL;
	p = calloc(n ? n : 1, size ? size : 1);
	if (p)
		live++;
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
	live--;
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

PMS_API long pms_alloc_live(void)
{
	return live;
}

PMS_API void pms_alloc_fail_at(long n)
{
	countdown = n;
}
