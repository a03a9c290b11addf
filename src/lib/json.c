/*
 * The library's JSON writer (include/pmusched/json.h).  Output is compact,
 * one document per line, keys in the order written.
 */
#include <math.h>
#include <string.h>
#include "internal.h"
#include "pmusched/json.h"

#define JSON_MAX_DEPTH 32

/* What the caller's struct pms_json holds. */
struct jstate {
	FILE *f;
	int depth;
	bool need_comma[JSON_MAX_DEPTH];
	char close[JSON_MAX_DEPTH];
};

_Static_assert(sizeof(struct jstate) <= sizeof(((struct pms_json *)0)->priv.bytes),
	       "struct pms_json's storage holds the writer's state");

static struct jstate *st(struct pms_json *j)
{
	return (struct jstate *)(void *)j->priv.bytes;
}

PMS_API void pms_json_str(FILE *f, const char *s)
{
	fputc('"', f);
	for (; s && *s; s++) {
		unsigned char c = (unsigned char)*s;

		if (c == '"' || c == '\\')
			fprintf(f, "\\%c", c);
		else if (c == '\n')
			fputs("\\n", f);
		else if (c == '\t')
			fputs("\\t", f);
		else if (c < 0x20 || c == 0x7f)
			fprintf(f, "\\u%04x", c);
		else
			fputc(c, f);
	}
	fputc('"', f);
}

/* Comma and key before a value at the current depth. */
static void member(struct pms_json *pj, const char *key)
{
	struct jstate *j = st(pj);

	if (j->depth > 0 && j->depth <= JSON_MAX_DEPTH && j->need_comma[j->depth - 1])
		fputc(',', j->f);
	if (j->depth > 0 && j->depth <= JSON_MAX_DEPTH)
		j->need_comma[j->depth - 1] = true;
	if (key) {
		pms_json_str(j->f, key);
		fputc(':', j->f);
	}
}

PMS_API void pms_json_open(struct pms_json *j, const char *key, char kind)
{
	member(j, key);
	fputc(kind == '[' ? '[' : '{', st(j)->f);
	if (st(j)->depth < JSON_MAX_DEPTH) {
		st(j)->close[st(j)->depth] = kind == '[' ? ']' : '}';
		st(j)->need_comma[st(j)->depth] = false;
	}
	st(j)->depth++;
}

PMS_API void pms_json_close(struct pms_json *j)
{
	if (st(j)->depth <= 0)
		return;
	st(j)->depth--;
	fputc(st(j)->depth < JSON_MAX_DEPTH ? st(j)->close[st(j)->depth] : '}', st(j)->f);
}

void pmsi_json_begin_schema(struct pms_json *j, FILE *f, const char *command, int schema)
{
	memset(j, 0, sizeof(*j));
	st(j)->f = f;
	pms_json_open(j, NULL, '{');
	pms_json_kint(j, "schema", schema);
	if (command)
		pms_json_kstr(j, "command", command);
}

PMS_API void pms_json_begin(struct pms_json *j, FILE *f, const char *command)
{
	pmsi_json_begin_schema(j, f, command, PMS_JSON_SCHEMA);
}

PMS_API void pms_json_end(struct pms_json *j)
{
	while (st(j)->depth > 0)
		pms_json_close(j);
	fputc('\n', st(j)->f);
}

PMS_API void pms_json_kstr(struct pms_json *j, const char *key, const char *s)
{
	member(j, key);
	if (s)
		pms_json_str(st(j)->f, s);
	else
		fputs("null", st(j)->f);
}

PMS_API void pms_json_kint(struct pms_json *j, const char *key, long long v)
{
	member(j, key);
	fprintf(st(j)->f, "%lld", v);
}

PMS_API void pms_json_kuint(struct pms_json *j, const char *key, unsigned long long v)
{
	member(j, key);
	fprintf(st(j)->f, "%llu", v);
}

PMS_API void pms_json_khex(struct pms_json *j, const char *key, uint64_t v)
{
	member(j, key);
	fprintf(st(j)->f, "\"0x%llx\"", (unsigned long long)v);
}

PMS_API void pms_json_kbool(struct pms_json *j, const char *key, bool v)
{
	member(j, key);
	fputs(v ? "true" : "false", st(j)->f);
}

PMS_API void pms_json_kdouble(struct pms_json *j, const char *key, double v, int prec)
{
	member(j, key);
	if (isfinite(v))
		fprintf(st(j)->f, "%.*f", prec, v);
	else
		fputs("null", st(j)->f);
}

PMS_API void pms_json_knull(struct pms_json *j, const char *key)
{
	member(j, key);
	fputs("null", st(j)->f);
}
