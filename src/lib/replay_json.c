/*
 * perf stat -j (--json-output) lines read back.  perf writes one flat
 * object per line ("perf stat: Add JSON output option", df936cadfb58;
 * print_counter_aggrdata(), print_running_json(), print_aggr_id_json() in
 * tools/perf/util/stat-display.c, 6.1 and 6.12):
 *
 *   {"interval" : 1.001084541, "counter-value" : "1234.000000", "unit" : "",
 *    "event" : "cycles", "event-runtime" : 500000, "pcnt-running" : 50.00,
 *    "metric-value" : 0.5, "metric-unit" : "GHz"}
 *
 * "counter-value" is a string ("<not counted>" and "<not supported>"
 * included), "pcnt-running" 100 * run / ena computed in integers, the
 * aggregation ids "cpu" (a number in a string), "core", "die", "socket",
 * "node", "cache", "cluster", "thread"; 6.12 writes "metric-value" as a
 * string.  A second metric of an event goes on a line of its own with no
 * "event": such lines, and --metric-only lines, carry no count and are
 * skipped.  Any JSON value is accepted where perf writes a number or a
 * string, so other writers' lines read too; nesting is refused.
 */
#include <math.h>
#include <string.h>
#include "replay_int.h"

struct jp {
	const char *s, *end;
	size_t base;		/* offset of @s in the input */
	char *out;		/* decoded strings go here */
	size_t used, cap;
	struct pms_diag *d;
};

struct jval {
	bool present, is_string, is_number;
	const char *raw;	/* number: its text; string: decoded (NUL-terminated) */
	size_t len;
	size_t pos;
};

static int jfail(struct jp *j, const char *at, const char *msg)
{
	return pmsi_diag(j->d, PMS_ESYNTAX, j->base + (size_t)(at - j->s), 0, "%s", msg);
}

static void ws(struct jp *j, const char **p)
{
	while (*p < j->end && (**p == ' ' || **p == '\t' || **p == '\r' || **p == '\n'))
		(*p)++;
}

static int hexval(char ch)
{
	if (ch >= '0' && ch <= '9')
		return ch - '0';
	if ((ch | 0x20) >= 'a' && (ch | 0x20) <= 'f')
		return (ch | 0x20) - 'a' + 10;
	return -1;
}

static void put_utf8(struct jp *j, uint32_t cp)
{
	char *o = j->out + j->used;

	if (cp < 0x80) {
		o[0] = (char)cp;
		j->used += 1;
	} else if (cp < 0x800) {
		o[0] = (char)(0xc0 | (cp >> 6));
		o[1] = (char)(0x80 | (cp & 0x3f));
		j->used += 2;
	} else if (cp < 0x10000) {
		o[0] = (char)(0xe0 | (cp >> 12));
		o[1] = (char)(0x80 | ((cp >> 6) & 0x3f));
		o[2] = (char)(0x80 | (cp & 0x3f));
		j->used += 3;
	} else {
		o[0] = (char)(0xf0 | (cp >> 18));
		o[1] = (char)(0x80 | ((cp >> 12) & 0x3f));
		o[2] = (char)(0x80 | ((cp >> 6) & 0x3f));
		o[3] = (char)(0x80 | (cp & 0x3f));
		j->used += 4;
	}
}

static int hex4(struct jp *j, const char *p, uint32_t *cp)
{
	*cp = 0;
	if (j->end - p < 4)
		return jfail(j, p, "incomplete \\u escape");
	for (int i = 0; i < 4; i++) {
		int h = hexval(p[i]);

		if (h < 0)
			return jfail(j, p + i, "bad hex digit in a \\u escape");
		*cp = *cp * 16 + (uint32_t)h;
	}
	return 0;
}

/* A string at *@p (at its '"'); decoded into j->out.  The decoded text is never longer than the raw. */
static int jstring(struct jp *j, const char **p, struct jval *v)
{
	const char *q = *p + 1;
	size_t start = j->used;

	for (;;) {
		uint32_t cp, lo;

		if (q >= j->end)
			return jfail(j, *p, "unterminated string");
		if (*q == '"')
			break;
		if ((unsigned char)*q < 0x20)
			return jfail(j, q, "control character in a string");
		if (*q != '\\') {
			j->out[j->used++] = *q++;
			continue;
		}
		if (++q >= j->end)
			return jfail(j, q, "unterminated escape");
		switch (*q) {
		case '"': case '\\': case '/':
			j->out[j->used++] = *q;
			break;
		case 'b': j->out[j->used++] = '\b'; break;
		case 'f': j->out[j->used++] = '\f'; break;
		case 'n': j->out[j->used++] = '\n'; break;
		case 'r': j->out[j->used++] = '\r'; break;
		case 't': j->out[j->used++] = '\t'; break;
		case 'u':
			if (hex4(j, q + 1, &cp))
				return PMS_ESYNTAX;
			q += 4;
			if (cp >= 0xd800 && cp < 0xdc00 && j->end - q > 6 && q[1] == '\\' &&
			    q[2] == 'u' && !hex4(j, q + 3, &lo) && lo >= 0xdc00 && lo < 0xe000) {
				cp = 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00);
				q += 6;
			} else if (cp >= 0xd800 && cp < 0xe000) {
				cp = 0xfffd;	/* a lone surrogate */
			}
			put_utf8(j, cp);
			break;
		default:
			return jfail(j, q, "unknown escape in a string");
		}
		q++;
	}
	j->out[j->used++] = '\0';
	v->present = v->is_string = true;
	v->is_number = false;
	v->raw = j->out + start;
	v->len = j->used - start - 1;
	*p = q + 1;
	return 0;
}

/* A JSON number's extent (RFC 8259 grammar). */
static size_t jnumber_len(const char *s, const char *end)
{
	const char *p = s;

	if (p < end && *p == '-')
		p++;
	if (p >= end || *p < '0' || *p > '9')
		return 0;
	while (p < end && *p >= '0' && *p <= '9')
		p++;
	if (p < end && *p == '.') {
		if (++p >= end || *p < '0' || *p > '9')
			return 0;
		while (p < end && *p >= '0' && *p <= '9')
			p++;
	}
	if (p < end && (*p == 'e' || *p == 'E')) {
		if (++p < end && (*p == '+' || *p == '-'))
			p++;
		if (p >= end || *p < '0' || *p > '9')
			return 0;
		while (p < end && *p >= '0' && *p <= '9')
			p++;
	}
	return (size_t)(p - s);
}

static int jvalue(struct jp *j, const char **p, struct jval *v)
{
	static const char *const words[] = { "true", "false", "null" };
	size_t n;

	memset(v, 0, sizeof(*v));
	v->pos = j->base + (size_t)(*p - j->s);
	if (*p >= j->end)
		return jfail(j, *p, "missing value");
	if (**p == '"')
		return jstring(j, p, v);
	if (**p == '{' || **p == '[')
		return jfail(j, *p, "nested JSON value: perf stat writes flat objects");
	for (size_t w = 0; w < PMS_ARRAY_SIZE(words); w++) {
		n = strlen(words[w]);
		if ((size_t)(j->end - *p) >= n && !memcmp(*p, words[w], n)) {
			*p += n;
			v->present = true;
			return 0;
		}
	}
	n = jnumber_len(*p, j->end);
	if (!n)
		return jfail(j, *p, "not a JSON value");
	v->present = v->is_number = true;
	v->raw = *p;
	v->len = n;
	*p += n;
	return 0;
}

/* A strict JSON number (no grouping) from @v's text. */
static bool jnum(const struct jval *v, double *out)
{
	bool comma;
	size_t n;

	if (!v->present || (!v->is_number && !v->is_string) || !v->len)
		return false;
	if (jnumber_len(v->raw, v->raw + v->len) != v->len)
		return false;
	n = pmsi_parse_number(v->raw, v->len, out, &comma);
	return n == v->len && !comma;
}

enum jkey { K_INTERVAL, K_VALUE, K_UNIT, K_EVENT, K_RUN, K_PCT, K_CPU, K_AGGR, K_CGROUP, K_N };

static int key_index(const char *k)
{
	static const struct { const char *name; int key; } keys[] = {
		{ "interval", K_INTERVAL }, { "counter-value", K_VALUE }, { "unit", K_UNIT },
		{ "event", K_EVENT }, { "event-runtime", K_RUN }, { "pcnt-running", K_PCT },
		{ "cpu", K_CPU }, { "core", K_AGGR }, { "die", K_AGGR }, { "socket", K_AGGR },
		{ "node", K_AGGR }, { "thread", K_AGGR }, { "cache", K_AGGR }, { "cluster", K_AGGR },
		{ "cgroup", K_CGROUP },
	};

	for (size_t i = 0; i < PMS_ARRAY_SIZE(keys); i++)
		if (!strcmp(k, keys[i].name))
			return keys[i].key;
	return -1;
}

static int jobject(struct jp *j, struct jval *kv)
{
	const char *p = j->s + 1;

	ws(j, &p);
	if (p < j->end && *p == '}')
		goto close;
	for (;;) {
		struct jval key, val;
		int k, rc;

		ws(j, &p);
		if (p >= j->end || *p != '"')
			return jfail(j, p, "expected a key in quotes");
		if ((rc = jstring(j, &p, &key)))
			return rc;
		ws(j, &p);
		if (p >= j->end || *p != ':')
			return jfail(j, p, "expected ':' after a key");
		p++;
		ws(j, &p);
		if ((rc = jvalue(j, &p, &val)))
			return rc;
		k = key_index(key.raw);
		if (k >= 0)
			kv[k] = val;
		ws(j, &p);
		if (p < j->end && *p == ',') {
			p++;
			continue;
		}
		break;
	}
	if (p >= j->end || *p != '}')
		return jfail(j, p, "expected ',' or '}'");
close:
	p++;
	ws(j, &p);
	if (p < j->end)
		return jfail(j, p, "text after the object");
	return 0;
}

/* The aggregation id as the text table prints it ("CPU3"), plus the cgroup. */
static int aggr_of(struct jp *j, const struct jval *kv, struct cap_line *l)
{
	const struct jval *a = kv[K_CPU].present ? &kv[K_CPU] : &kv[K_AGGR];
	const char *cg = kv[K_CGROUP].is_string ? kv[K_CGROUP].raw : "";
	size_t start = j->used;

	if (!a->present && !*cg)
		return 0;
	if (a->present && !a->is_string && !a->is_number)
		return jfail(j, j->s, "bad aggregation id");
	if (kv[K_CPU].present)
		memcpy(j->out + j->used, "CPU", 3), j->used += 3;
	if (a->present) {
		memcpy(j->out + j->used, a->raw, a->len);
		j->used += a->len;
	}
	if (*cg) {
		j->out[j->used++] = ':';
		memcpy(j->out + j->used, cg, strlen(cg));
		j->used += strlen(cg);
	}
	l->aggr = j->out + start;
	l->aggr_len = j->used - start;
	return 0;
}

static int count_of(struct jp *j, const struct jval *v, struct cap_line *l)
{
	if (v->is_string && !strcmp(v->raw, "<not counted>")) {
		l->cell.status = PMS_CAP_NOT_COUNTED;
	} else if (v->is_string && !strcmp(v->raw, "<not supported>")) {
		l->cell.status = PMS_CAP_NOT_SUPPORTED;
	} else if (jnum(v, &l->cell.value)) {
		l->cell.status = PMS_CAP_COUNTED;
	} else {
		return pmsi_diag(j->d, PMS_ESYNTAX, v->pos, 0,
				 "\"counter-value\" is neither a number nor <not counted>");
	}
	return 0;
}

static int fill(struct jp *j, const struct jval *kv, struct cap_line *l)
{
	double v;
	int rc;

	if (!kv[K_EVENT].is_string)
		return pmsi_diag(j->d, PMS_ESYNTAX, kv[K_EVENT].pos, 0, "\"event\" is not a string");
	l->event = kv[K_EVENT].raw;
	l->event_len = kv[K_EVENT].len;
	if (kv[K_UNIT].is_string) {
		l->unit = kv[K_UNIT].raw;
		l->unit_len = kv[K_UNIT].len;
	}
	if ((rc = count_of(j, &kv[K_VALUE], l)) || (rc = aggr_of(j, kv, l)))
		return rc;
	if (kv[K_RUN].present) {
		if (!jnum(&kv[K_RUN], &v) || v < 0)
			return pmsi_diag(j->d, PMS_ESYNTAX, kv[K_RUN].pos, 0,
					 "\"event-runtime\" is not a time in ns");
		l->cell.has_run = true;
		l->cell.run_ns = v > 1.8e19 ? UINT64_MAX : (uint64_t)v;
	}
	if (kv[K_PCT].present) {
		if (!jnum(&kv[K_PCT], &l->cell.pct) || l->cell.pct < 0)
			return pmsi_diag(j->d, PMS_ESYNTAX, kv[K_PCT].pos, 0,
					 "\"pcnt-running\" is not a percentage");
		l->cell.has_pct = true;
		/* perf's "pcnt-running" is 100 * run / ena in integers: whole numbers */
		l->cell.pct_floor = l->cell.pct < 100 && l->cell.pct == floor(l->cell.pct);
	} else {
		l->cell.pct = l->cell.status == PMS_CAP_COUNTED ? 100 : 0;
	}
	return 0;
}

static int line(struct jp *j, bool report, struct pms_capture *c)
{
	struct jval kv[K_N];
	struct cap_line l;
	int rc;

	memset(kv, 0, sizeof(kv));
	memset(&l, 0, sizeof(l));
	if ((rc = jobject(j, kv)))
		return rc;
	if (!kv[K_EVENT].present || !kv[K_VALUE].present || kv[K_INTERVAL].present == report)
		return 1;	/* a metric line, or the other kind of report */
	l.cell.pos = j->base;
	if (kv[K_INTERVAL].present) {
		const struct jval *t = &kv[K_INTERVAL];

		if (!t->len || pmsi_parse_timestamp(t->raw, t->len, &l.ts) != t->len) {
			double sec;

			if (!jnum(t, &sec) || sec < 0 || sec >= 1e9)
				return pmsi_diag(j->d, PMS_ESYNTAX, t->pos, 0,
						 "\"interval\" is not a time in seconds");
			l.ts = (uint64_t)(sec * 1e9);
		}
		l.has_ts = true;
	}
	if ((rc = fill(j, kv, &l)))
		return rc;
	if (!(l.cell.value >= 0 && l.cell.value <= PMS_CAPTURE_MAX_COUNT) ||
	    !(l.cell.pct >= 0 && l.cell.pct <= 100.005))
		return pmsi_diag(j->d, PMS_ESYNTAX, j->base, 0, "count or percentage out of range");
	rc = pmsi_capture_record(c, &l, j->d);
	if (!rc)
		c->layout |= l.cell.has_run ? PMS_CAPLAY_RUN : 0;
	return rc;
}

int pmsi_capture_parse_json_line(struct pms_capture *c, const char *s, size_t len, size_t base,
				 bool report, struct pms_diag *d)
{
	/*
	 * Decoded strings never outgrow the raw line (plus a NUL each); the
	 * aggregation id copies one or two of them again, with "CPU" and ':'.
	 */
	struct jp j = { .s = s, .end = s + len, .base = base, .cap = 3 * len + 16, .d = d };
	int rc;

	j.out = pmsi_malloc(j.cap);
	if (!j.out)
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	rc = line(&j, report, c);
	pmsi_free(j.out);
	return rc;
}
