/*
 * The CLI's JSON writer (see json.h).  Output is compact, one document
 * per line, keys in the order written.
 */
#include <math.h>
#include "json.h"

void json_str(FILE *f, const char *s)
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
static void member(struct json *j, const char *key)
{
	if (j->depth > 0 && j->need_comma[j->depth - 1])
		fputc(',', j->f);
	if (j->depth > 0)
		j->need_comma[j->depth - 1] = true;
	if (key) {
		json_str(j->f, key);
		fputc(':', j->f);
	}
}

void json_open(struct json *j, const char *key, char kind)
{
	member(j, key);
	fputc(kind == '[' ? '[' : '{', j->f);
	if (j->depth < JSON_MAX_DEPTH) {
		j->close[j->depth] = kind == '[' ? ']' : '}';
		j->need_comma[j->depth] = false;
	}
	j->depth++;
}

void json_close(struct json *j)
{
	if (j->depth <= 0)
		return;
	j->depth--;
	fputc(j->depth < JSON_MAX_DEPTH ? j->close[j->depth] : '}', j->f);
}

void json_begin(struct json *j, FILE *f, const char *command)
{
	j->f = f;
	j->depth = 0;
	json_open(j, NULL, '{');
	json_kint(j, "schema", PMS_JSON_SCHEMA);
	if (command)
		json_kstr(j, "command", command);
}

void json_end(struct json *j)
{
	while (j->depth > 0)
		json_close(j);
	fputc('\n', j->f);
}

void json_kstr(struct json *j, const char *key, const char *s)
{
	member(j, key);
	if (s)
		json_str(j->f, s);
	else
		fputs("null", j->f);
}

void json_kint(struct json *j, const char *key, long long v)
{
	member(j, key);
	fprintf(j->f, "%lld", v);
}

void json_kuint(struct json *j, const char *key, unsigned long long v)
{
	member(j, key);
	fprintf(j->f, "%llu", v);
}

void json_khex(struct json *j, const char *key, uint64_t v)
{
	member(j, key);
	fprintf(j->f, "\"0x%llx\"", (unsigned long long)v);
}

void json_kbool(struct json *j, const char *key, bool v)
{
	member(j, key);
	fputs(v ? "true" : "false", j->f);
}

void json_kdouble(struct json *j, const char *key, double v, int prec)
{
	member(j, key);
	if (isfinite(v))
		fprintf(j->f, "%.*f", prec, v);
	else
		fputs("null", j->f);
}

void json_knull(struct json *j, const char *key)
{
	member(j, key);
	fputs("null", j->f);
}
