/*
 * The CLI's names for the library's JSON writer (pmusched/json.h): every
 * command's --json output goes through the one writer the query API's
 * answers use, so commas, escaping, number formats and the schema version
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
#include "pmusched/json.h"

struct json {
	struct pms_json w;
};

static inline void json_begin(struct json *j, FILE *f, const char *command)
{
	pms_json_begin(&j->w, f, command);
}

static inline void json_end(struct json *j)
{
	pms_json_end(&j->w);
}

static inline void json_open(struct json *j, const char *key, char kind)
{
	pms_json_open(&j->w, key, kind);
}

static inline void json_close(struct json *j)
{
	pms_json_close(&j->w);
}

static inline void json_kstr(struct json *j, const char *key, const char *s)
{
	pms_json_kstr(&j->w, key, s);
}

static inline void json_kint(struct json *j, const char *key, long long v)
{
	pms_json_kint(&j->w, key, v);
}

static inline void json_kuint(struct json *j, const char *key, unsigned long long v)
{
	pms_json_kuint(&j->w, key, v);
}

static inline void json_khex(struct json *j, const char *key, uint64_t v)
{
	pms_json_khex(&j->w, key, v);
}

static inline void json_kbool(struct json *j, const char *key, bool v)
{
	pms_json_kbool(&j->w, key, v);
}

static inline void json_kdouble(struct json *j, const char *key, double v, int prec)
{
	pms_json_kdouble(&j->w, key, v, prec);
}

static inline void json_knull(struct json *j, const char *key)
{
	pms_json_knull(&j->w, key);
}

static inline void json_str(FILE *f, const char *s)
{
	pms_json_str(f, s);
}

#endif
