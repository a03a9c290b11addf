/*
 * The one JSON writer of the CLI.  Every command's --json output goes
 * through it, so commas, escaping, number formats and the schema version
 * are decided in one place.
 *
 * Usage: json_begin() opens the top-level object and writes
 * "schema": PMS_JSON_SCHEMA and "command"; members are written with the
 * json_*() calls, each taking a key (NULL inside an array); json_open()
 * and json_close() nest objects ('{') and arrays ('['); json_end() closes
 * everything still open and ends the line.
 */
#ifndef PMS_CLI_JSON_H
#define PMS_CLI_JSON_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

/*
 * Version of every JSON document the CLI writes.  Raise it when a key is
 * renamed or removed or its meaning changes; adding keys keeps it.
 * History: 1, the first versioned output (pmusched 0.2).
 */
#define PMS_JSON_SCHEMA 1
#define JSON_MAX_DEPTH 32

struct json {
	FILE *f;
	int depth;
	bool need_comma[JSON_MAX_DEPTH];
	char close[JSON_MAX_DEPTH];
};

/* Start a document on @f: '{"schema":N,"command":"@command"'. */
void json_begin(struct json *j, FILE *f, const char *command);
/* Close every open container and write a newline. */
void json_end(struct json *j);

/* Open an object (@kind '{') or array ('['), as member @key or array item. */
void json_open(struct json *j, const char *key, char kind);
void json_close(struct json *j);

void json_kstr(struct json *j, const char *key, const char *s);	/* NULL: null */
void json_kint(struct json *j, const char *key, long long v);
void json_kuint(struct json *j, const char *key, unsigned long long v);
/* A 64-bit value as a "0x..." string (configs, masks): exact in every reader. */
void json_khex(struct json *j, const char *key, uint64_t v);
void json_kbool(struct json *j, const char *key, bool v);
/* A finite double with @prec decimals; non-finite values are written null. */
void json_kdouble(struct json *j, const char *key, double v, int prec);
void json_knull(struct json *j, const char *key);

/* A JSON string literal with RFC 8259 escaping (no key handling). */
void json_str(FILE *f, const char *s);

#endif
