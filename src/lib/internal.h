/*
 * Private declarations shared by the library's modules.
 */
#ifndef PMS_INTERNAL_H
#define PMS_INTERNAL_H

#include <assert.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "pmusched/pmusched.h"

#define PMS_API __attribute__((visibility("default")))
#define PMS_ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

#ifdef NDEBUG
#define PMS_NEVER(x) (x)
#define PMS_ALWAYS(x) (x)
#else
#define PMS_NEVER(x) ((x) ? (assert(0), 1) : 0)
#define PMS_ALWAYS(x) ((x) ? 1 : (assert(0), 0))
#endif

/* One allocation choke point, so tests can fail the N-th allocation. */
void *pmsi_malloc(size_t n);
void *pmsi_calloc(size_t n, size_t size);
void *pmsi_realloc(void *p, size_t n);
void pmsi_free(void *p);
char *pmsi_strdup(const char *s);

/* Fill @d (if non-NULL) and return @code. */
int pmsi_diag(struct pms_diag *d, int code, size_t pos, size_t len,
	      const char *fmt, ...) __attribute__((format(printf, 5, 6)));
void pmsi_hint(struct pms_diag *d, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* Does @m model the PEBS table precise events use (model.c)? */
bool pmsi_model_has_pebs(const struct pms_model *m);

void pmsi_log(int level, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static inline int pmsi_popcount64(uint64_t v) { return __builtin_popcountll(v); }
static inline int pmsi_ctz64(uint64_t v) { return __builtin_ctzll(v); }

/* Banned: unbounded string functions (the idea of git's banned.h). */
#define strcpy(a, b) BANNED_strcpy
#define strcat(a, b) BANNED_strcat
#define sprintf(...) BANNED_sprintf
#define vsprintf(...) BANNED_vsprintf
#define strtok(a, b) BANNED_strtok
#define gets(a) BANNED_gets

#endif
