/*
 * The two containers whose visiting order decides the order of perf's
 * metric event lists, replayed: the string-set hashmap of util/expr.c
 * (tools/perf/util/hashmap.c, identical in 6.1 and 6.12) and Linux
 * lib/list_sort.c.  Also a small string arena.
 *
 * The hashmap: key_hash() folds the bytes as h = h * 31 + c (char is
 * signed on x86; metric IDs are ASCII); hash_bits() keeps the top bits of
 * h * 11400714819323198485 (64-bit size_t); an empty map has no buckets;
 * before adding a new key it grows when cap == 0 or (size + 1) * 4 / 3 >
 * cap, to 2^(bits + 1) buckets (at least 4), walking the old buckets 0..cap-1
 * and each chain in order, pushing every entry onto the head of its new
 * chain; a new key goes on the head of its chain; HASHMAP_SET of a
 * present key keeps its place.  Iteration: buckets 0..cap-1, chains from
 * the head.
 */
#include <string.h>
#include "metric_int.h"

struct pmsi_phash {
	int32_t *buckets;	/* chain heads (entry index, -1 empty) */
	size_t cap;
	int cap_bits;
	size_t sz;
	const char **key;	/* entries; deleted ones are unlinked, not reused */
	int32_t *next;
	size_t n_ent, cap_ent;
};

static size_t key_hash(const char *s)
{
	size_t h = 0;

	for (; *s; s++)
		h = h * 31 + (size_t)(long)(signed char)*s;
	return h;
}

static size_t hash_bits(size_t h, int bits)
{
	if (bits == 0)
		return 0;
	return (size_t)((uint64_t)h * UINT64_C(11400714819323198485)) >> (64 - bits);
}

struct pmsi_phash *pmsi_phash_new(void)
{
	return pmsi_calloc(1, sizeof(struct pmsi_phash));
}

void pmsi_phash_free(struct pmsi_phash *h)
{
	if (!h)
		return;
	pmsi_free(h->buckets);
	pmsi_free(h->key);
	pmsi_free(h->next);
	pmsi_free(h);
}

size_t pmsi_phash_size(const struct pmsi_phash *h)
{
	return h ? h->sz : 0;
}

static int32_t find(const struct pmsi_phash *h, const char *key, size_t b)
{
	if (!h->buckets)
		return -1;
	for (int32_t e = h->buckets[b]; e >= 0; e = h->next[e])
		if (!strcmp(h->key[e], key))
			return e;
	return -1;
}

static int grow(struct pmsi_phash *h)
{
	int bits = h->cap_bits + 1 < 2 ? 2 : h->cap_bits + 1;
	size_t cap = (size_t)1 << bits;
	int32_t *nb;

	if (bits > 24)
		return PMS_ENOMEM;
	nb = pmsi_malloc(cap * sizeof(*nb));
	if (!nb)
		return PMS_ENOMEM;
	for (size_t i = 0; i < cap; i++)
		nb[i] = -1;
	for (size_t b = 0; b < h->cap; b++) {
		int32_t e = h->buckets[b];

		while (e >= 0) {
			int32_t nx = h->next[e];
			size_t k = hash_bits(key_hash(h->key[e]), bits);

			h->next[e] = nb[k];
			nb[k] = e;
			e = nx;
		}
	}
	pmsi_free(h->buckets);
	h->buckets = nb;
	h->cap = cap;
	h->cap_bits = bits;
	return PMS_OK;
}

static int reserve_entry(struct pmsi_phash *h)
{
	size_t n;
	const char **k;
	int32_t *nx;

	if (h->n_ent < h->cap_ent)
		return PMS_OK;
	n = h->cap_ent ? 2 * h->cap_ent : 8;
	if (n > INT32_MAX)
		return PMS_ENOMEM;
	k = pmsi_realloc(h->key, n * sizeof(*k));
	if (!k)
		return PMS_ENOMEM;
	h->key = k;
	nx = pmsi_realloc(h->next, n * sizeof(*nx));
	if (!nx)
		return PMS_ENOMEM;
	h->next = nx;
	h->cap_ent = n;
	return PMS_OK;
}

int pmsi_phash_insert(struct pmsi_phash *h, const char *key)
{
	size_t b = hash_bits(key_hash(key), h->cap_bits);
	int32_t e = find(h, key, b);
	int rc;

	if (e >= 0) {
		h->key[e] = key;	/* HASHMAP_SET replaces the key in place */
		return PMS_OK;
	}
	if (h->cap == 0 || (h->sz + 1) * 4 / 3 > h->cap) {
		if ((rc = grow(h)))
			return rc;
		b = hash_bits(key_hash(key), h->cap_bits);
	}
	if ((rc = reserve_entry(h)))
		return rc;
	e = (int32_t)h->n_ent++;
	h->key[e] = key;
	h->next[e] = h->buckets[b];
	h->buckets[b] = e;
	h->sz++;
	return PMS_OK;
}

bool pmsi_phash_has(const struct pmsi_phash *h, const char *key)
{
	return h && find(h, key, hash_bits(key_hash(key), h->cap_bits)) >= 0;
}

void pmsi_phash_delete(struct pmsi_phash *h, const char *key)
{
	size_t b;
	int32_t *pp;

	if (!h || !h->buckets)
		return;
	b = hash_bits(key_hash(key), h->cap_bits);
	for (pp = &h->buckets[b]; *pp >= 0; pp = &h->next[*pp]) {
		if (!strcmp(h->key[*pp], key)) {
			*pp = h->next[*pp];
			h->sz--;
			return;
		}
	}
}

const char *pmsi_phash_next(const struct pmsi_phash *h, size_t *it)
{
	/* *it encodes (bucket, position in chain) as bucket * 2^20 + pos */
	size_t b, pos;

	if (!h)
		return NULL;
	for (b = *it >> 20, pos = *it & 0xfffff; b < h->cap; b++, pos = 0) {
		int32_t e = h->buckets[b];

		for (size_t k = 0; e >= 0 && k < pos; k++)
			e = h->next[e];
		if (e >= 0) {
			*it = (b << 20) | (pos + 1);
			return h->key[e];
		}
	}
	*it = b << 20;
	return NULL;
}

int pmsi_phash_union(struct pmsi_phash *a, struct pmsi_phash *b, struct pmsi_phash **out)
{
	size_t it = 0;
	const char *k;

	*out = NULL;
	if (!a) {
		*out = b;
		return PMS_OK;
	}
	if (!b) {
		*out = a;
		return PMS_OK;
	}
	if (a->sz < b->sz) {
		struct pmsi_phash *t = a;

		a = b;
		b = t;
	}
	while ((k = pmsi_phash_next(b, &it)) != NULL) {
		if (pmsi_phash_insert(a, k)) {
			pmsi_phash_free(a);
			pmsi_phash_free(b);
			return PMS_ENOMEM;
		}
	}
	pmsi_phash_free(b);
	*out = a;
	return PMS_OK;
}

/* ---- lib/list_sort.c ---- */

struct lsort {
	int *next, *prev;	/* -1 ends a list; list elements are positions */
	const int *order;	/* position -> element handed to cmp() */
	void *priv;
	int (*cmp)(void *priv, int a, int b);
};

/* merge(): equal elements keep 'a' first, as the kernel's does. */
static int lmerge(struct lsort *s, int a, int b)
{
	int head = -1, *tail = &head;

	for (;;) {
		if (s->cmp(s->priv, s->order[a], s->order[b]) <= 0) {
			*tail = a;
			tail = &s->next[a];
			a = s->next[a];
			if (a < 0) {
				*tail = b;
				break;
			}
		} else {
			*tail = b;
			tail = &s->next[b];
			b = s->next[b];
			if (b < 0) {
				*tail = a;
				break;
			}
		}
	}
	return head;
}

void pmsi_list_sort(int *order, int n, int *scratch, void *priv,
		    int (*cmp)(void *priv, int a, int b))
{
	struct lsort s = { scratch, scratch + n, order, priv, cmp };
	int list, pending = -1, i;
	size_t count = 0;

	if (n <= 1)
		return;
	/* elements are 0..n-1 by position; map back through order[] at the end */
	for (i = 0; i < n; i++)
		s.next[i] = i + 1 < n ? i + 1 : -1;
	list = 0;
	do {
		size_t bits;
		int *tail = &pending;

		for (bits = count; bits & 1; bits >>= 1)
			tail = &s.prev[*tail];
		if (bits) {
			int a = *tail, b = s.prev[a];

			a = lmerge(&s, b, a);
			s.prev[a] = s.prev[b];
			*tail = a;
		}
		s.prev[list] = pending;
		pending = list;
		list = s.next[list];
		s.next[pending] = -1;
		count++;
	} while (list >= 0);
	list = pending;
	pending = s.prev[pending];
	for (;;) {
		int nx = s.prev[pending];

		if (nx < 0)
			break;
		list = lmerge(&s, pending, list);
		pending = nx;
	}
	list = lmerge(&s, pending, list);
	/* read the result out through the positions */
	{
		int tmp[64], *res = n <= 64 ? tmp : NULL, k = 0;

		if (!res) {
			/* reuse prev[] as the output buffer: it is no longer needed */
			res = s.prev;
		}
		for (int e = list; e >= 0; e = s.next[e])
			res[k++] = order[e];
		memcpy(order, res, (size_t)n * sizeof(*order));
	}
}

/* ---- string arena ---- */

struct sblock {
	struct sblock *next;
	size_t used, cap;
	char data[];
};

struct pmsi_sarena {
	struct sblock *head;
};

struct pmsi_sarena *pmsi_sarena_new(void)
{
	return pmsi_calloc(1, sizeof(struct pmsi_sarena));
}

void pmsi_sarena_free(struct pmsi_sarena *a)
{
	if (!a)
		return;
	while (a->head) {
		struct sblock *nx = a->head->next;

		pmsi_free(a->head);
		a->head = nx;
	}
	pmsi_free(a);
}

const char *pmsi_sarena_dup(struct pmsi_sarena *a, const char *s, size_t n)
{
	struct sblock *b = a->head;
	char *p;

	if (!b || b->cap - b->used < n + 1) {
		size_t cap = n + 1 > 4000 ? n + 1 : 4000;

		b = pmsi_malloc(sizeof(*b) + cap);
		if (!b)
			return NULL;
		b->next = a->head;
		b->used = 0;
		b->cap = cap;
		a->head = b;
	}
	p = b->data + b->used;
	memcpy(p, s, n);
	p[n] = '\0';
	b->used += n + 1;
	return p;
}
