/*
 * The library's JSON writer: every JSON document pmusched writes (the
 * answers of the query API, and each command's --json output) goes
 * through it, so commas, escaping, number formats and the schema version
 * are decided in one place.  Output is compact, one document per line,
 * keys in the order written.
 *
 * Usage: pms_json_begin() opens the top-level object and writes
 * "schema": PMS_JSON_SCHEMA and "command"; members are written with the
 * pms_json_k*() calls, each taking a key (NULL inside an array);
 * pms_json_open() and pms_json_close() nest objects ('{') and arrays
 * ('['); pms_json_end() closes everything still open and ends the line.
 * The writer is caller storage (on the stack) and never allocates, so
 * writing a document cannot fail for memory.
 *
 * NULL-safety: @j and the FILE must not be NULL; keys and string values
 * may be (see each call).
 * Thread safety: a writer belongs to one thread; distinct writers on
 * distinct streams are independent.
 */
#ifndef PMUSCHED_JSON_H
#define PMUSCHED_JSON_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Version of every JSON document the library writes (docs/schema/).  Raised
 * when a key is renamed or removed or its meaning changes; adding keys
 * keeps it.  History: 1, the first versioned output (pmusched 0.2).
 */
#define PMS_JSON_SCHEMA 1

/*
 * One document being written.  Its contents are private to the library
 * (read or write them through the calls below only); the storage is
 * the caller's, sized for what the library keeps.
 */
struct pms_json {
	union {
		void *align;
		unsigned char bytes[128];
	} priv;
};

/* Start a document on @f: '{"schema":N,"command":"@command"' (@command
 * NULL: no "command" member). */
void pms_json_begin(struct pms_json *j, FILE *f, const char *command);
/* Close every open container and write a newline. */
void pms_json_end(struct pms_json *j);

/* Open an object (@kind '{') or array ('['), as member @key or array item. */
void pms_json_open(struct pms_json *j, const char *key, char kind);
void pms_json_close(struct pms_json *j);

void pms_json_kstr(struct pms_json *j, const char *key, const char *s);	/* NULL: null */
void pms_json_kint(struct pms_json *j, const char *key, long long v);
void pms_json_kuint(struct pms_json *j, const char *key, unsigned long long v);
/* A 64-bit value as a "0x..." string (configs, masks): exact in every reader. */
void pms_json_khex(struct pms_json *j, const char *key, uint64_t v);
void pms_json_kbool(struct pms_json *j, const char *key, bool v);
/* A finite double with @prec decimals; non-finite values are written null. */
void pms_json_kdouble(struct pms_json *j, const char *key, double v, int prec);
void pms_json_knull(struct pms_json *j, const char *key);

/* A JSON string literal with RFC 8259 escaping on @f (NULL @s: ""). */
void pms_json_str(FILE *f, const char *s);

#ifdef __cplusplus
}
#endif
#endif
