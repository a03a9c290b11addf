/*
 * Reading perf stat's interval output back: the text table and -x CSV
 * (JSON lines are in replay_json.c).  Layouts, from the source of
 * tools/perf/util/stat-display.c (6.1 and 6.12) and from outputs of older
 * versions posted in public:
 *
 *  - every interval line starts with the time, "%6lu.%09lu" (6.12: CSV
 *    "%lu.%09lu") followed by the separator, a space in the text table
 *    (print_interval() / prepare_interval());
 *  - an aggregation column may follow: "CPU3" (-A), "S0", "S0-D0",
 *    "S0-D0-C1", "S0-D0-L3-ID0", "S0-D0-CLS1", "N0" with a CPU count
 *    after them (aggr_printout() / print_aggr_id_*()), or "comm-pid";
 *  - then the count ("%'18.0f", "%'18.2f" for scaled events such as the
 *    clocks; "<not counted>" / "<not supported>"), the unit column (text:
 *    padded to the widest unit, so an empty unit leaves two blanks or
 *    more, a unit exactly one), the event name;
 *  - text: the metric after " # ", then "  (P%)" with two decimals when
 *    the event ran less than its enabled time (print_running());
 *    perf 3.x printed "[P%]" and locale decimals ("[23,76%]"), perf 4.x
 *    "task-clock (msec)";
 *  - CSV: ",RUN,PCT" (running time in ns, and 100 * run / ena computed in
 *    integers by print_running(), 6.1) and ",METRIC,UNIT" (since perf
 *    4.6's CSV metrics) after the name; -r adds ",NOISE%" before RUN.
 *
 * A line that starts with the timestamp must parse; other lines (the
 * header, the command's own output, perf's messages) are skipped.  A file
 * without any timestamp is read as one report without -I.
 */
#include <math.h>
#include <string.h>
#include "replay_int.h"

#define MAX_FIELDS 1024	/* CSV fields in one line (event names may hold the separator) */
#define COUNT_COLUMN 18	/* perf's count column: "%18s", "%'18.0f" (abs_printout(), 6.1) */

static bool is_digit(char ch)
{
	return ch >= '0' && ch <= '9';
}

static bool is_blank(char ch)
{
	return ch == ' ' || ch == '\t';
}

size_t pmsi_parse_timestamp(const char *s, size_t n, uint64_t *ns)
{
	size_t i = 0, frac = 0;
	uint64_t sec = 0, sub = 0;

	while (i < n && is_digit(s[i])) {
		if (sec >= UINT64_C(1000000000))
			return 0;	/* 30 years or more: not a run's time (and ns would overflow) */
		sec = sec * 10 + (uint64_t)(s[i++] - '0');
	}
	if (!i || i >= n || s[i] != '.')
		return 0;
	i++;
	while (i < n && is_digit(s[i])) {
		if (frac < 9)
			sub = sub * 10 + (uint64_t)(s[i] - '0');
		frac++;
		i++;
	}
	if (!frac)
		return 0;
	for (size_t f = frac; f < 9; f++)
		sub *= 10;
	*ns = sec * UINT64_C(1000000000) + sub;
	return i;
}

/*
 * How lines are read: perf's own interval stamps (exactly nine decimals,
 * "%09lu", so a count never passes for one; a line that starts with one
 * must parse), stamps of any precision from other writers (a line that
 * does not parse is skipped), or a report without -I.
 */
enum mode { STRICT, LOOSE, REPORT };

static size_t interval_stamp(const char *s, size_t n, uint64_t *ns, enum mode mode)
{
	size_t len = pmsi_parse_timestamp(s, n, ns), dot;

	if (!len || mode == REPORT)
		return 0;
	for (dot = 0; s[dot] != '.'; dot++)
		;
	return len - dot - 1 == 9 || mode == LOOSE ? len : 0;
}

static double pow10i(int e)
{
	double r = 1, b = 10;
	unsigned u = (unsigned)(e < 0 ? -e : e);

	while (u) {
		if (u & 1)
			r *= b;
		b *= b;
		u >>= 1;
	}
	return e < 0 ? 1 / r : r;
}

/* Which of '.' and ',' is the decimal mark of @s[0..n), if any: 0 none. */
static char decimal_mark(const char *s, size_t n)
{
	size_t last = n, n_dot = 0, n_comma = 0, after;

	for (size_t i = 0; i < n; i++) {
		if (s[i] == '.' || s[i] == ',') {
			last = i;
			n_dot += s[i] == '.';
			n_comma += s[i] == ',';
		}
	}
	if (last == n)
		return 0;
	after = n - last - 1;
	if (n_dot && n_comma)
		return after == 3 ? 0 : s[last];
	if (n_dot + n_comma > 1)
		return 0;	/* one mark repeated: thousands grouping */
	/* a lone mark: perf prints 0 or 2 decimals (6 in old versions), groups by 3 */
	return after == 3 ? 0 : s[last];
}

size_t pmsi_parse_number(const char *s, size_t n, double *v, bool *comma)
{
	size_t i = 0, end;
	bool neg = false;
	char mark;
	uint64_t mant = 0;
	int exp10 = 0, digits = 0;

	*comma = false;
	if (i < n && (s[i] == '-' || s[i] == '+'))
		neg = s[i++] == '-';
	if (i >= n || !is_digit(s[i]))
		return 0;
	for (end = i; end < n && (is_digit(s[end]) || s[end] == '.' || s[end] == ','); end++)
		;
	while (end > i && !is_digit(s[end - 1]))
		end--;	/* a trailing mark belongs to what follows (a CSV ',') */
	mark = decimal_mark(s + i, end - i);
	*comma = mark == ',';
	for (bool frac = false; i < end; i++) {
		if (s[i] == mark) {
			frac = true;
			continue;
		}
		if (!is_digit(s[i]))
			continue;	/* grouping */
		if (digits < 19) {
			mant = mant * 10 + (uint64_t)(s[i] - '0');
			digits += mant != 0;
			exp10 -= frac;
		} else if (!frac) {
			exp10++;
		}
	}
	if (end < n && (s[end] == 'e' || s[end] == 'E')) {
		size_t j = end + 1;
		int e = 0, sign = 1;

		if (j < n && (s[j] == '-' || s[j] == '+'))
			sign = s[j++] == '-' ? -1 : 1;
		if (j < n && is_digit(s[j])) {
			while (j < n && is_digit(s[j])) {
				if (e < 400)
					e = e * 10 + (s[j] - '0');
				j++;
			}
			exp10 += sign * e;
			end = j;
		}
	}
	if (exp10 < -400)
		exp10 = -400;
	if (exp10 > 400)
		exp10 = 400;
	*v = (double)mant * pow10i(exp10);
	if (neg)
		*v = -*v;
	return end;
}

/* "<not counted>" or "<not supported>" at @s: its length, and the status. */
static size_t label(const char *s, size_t n, enum pms_capture_status *st)
{
	static const char nc[] = "<not counted>", ns[] = "<not supported>";

	if (n >= sizeof(nc) - 1 && !memcmp(s, nc, sizeof(nc) - 1)) {
		*st = PMS_CAP_NOT_COUNTED;
		return sizeof(nc) - 1;
	}
	if (n >= sizeof(ns) - 1 && !memcmp(s, ns, sizeof(ns) - 1)) {
		*st = PMS_CAP_NOT_SUPPORTED;
		return sizeof(ns) - 1;
	}
	return 0;
}

/* A count at @s (number or label), ending at a blank, @stop or the end: its length (0: none). */
static size_t count_at(const char *s, size_t n, char stop, struct pms_capture_cell *x,
		       bool *comma)
{
	enum pms_capture_status st;
	size_t len = label(s, n, &st);

	*comma = false;
	if (len) {
		x->status = st;
		x->value = 0;
	} else {
		len = pmsi_parse_number(s, n, &x->value, comma);
		if (!len)
			return 0;
		x->status = PMS_CAP_COUNTED;
	}
	if (len < n && !is_blank(s[len]) && s[len] != stop)
		return 0;
	return len;
}

static size_t span_digits(const char *s, size_t n)
{
	size_t i = 0;

	while (i < n && is_digit(s[i]))
		i++;
	return i;
}

/* "S0", "S0-D1", "S0-D1-C2", "S0-D0-L3-ID4", "S0-D0-CLS1", "N0": aggregation ids with a CPU count. */
static bool socket_id(const char *s, size_t n)
{
	static const char *const parts[] = { "-D", "-C", "-L", "-ID", "-CLS" };
	size_t i, d;

	if (n < 2 || (s[0] != 'S' && s[0] != 'N') || !(d = span_digits(s + 1, n - 1)))
		return false;
	i = 1 + d;
	if (s[0] == 'N')
		return i == n;
	while (i < n) {
		bool ok = false;

		for (size_t p = 0; p < PMS_ARRAY_SIZE(parts) && !ok; p++) {
			size_t pl = strlen(parts[p]);

			if (n - i > pl && !memcmp(s + i, parts[p], pl) &&
			    (d = span_digits(s + i + pl, n - i - pl))) {
				i += pl + d;
				ok = true;
			}
		}
		if (!ok)
			return false;
	}
	return true;
}

static bool cpu_id(const char *s, size_t n)
{
	return n > 3 && !memcmp(s, "CPU", 3) && span_digits(s + 3, n - 3) == n - 3;
}

/* "comm-1234": ends in '-' and digits. */
static bool thread_id(const char *s, size_t n)
{
	size_t d = 0;

	while (d < n && is_digit(s[n - 1 - d]))
		d++;
	return d && d < n && s[n - 1 - d] == '-';
}

struct text_state {
	struct pms_capture *c;
	const char *line;	/* the line being read ... */
	size_t line_off;	/* ... and its offset in the input, for positions */
	struct pms_diag *d;
	bool in_report;	/* after perf's "Performance counter stats for" header */
};

/* The input offset of @at, a byte of the current line. */
static size_t pos_of(const struct text_state *t, const char *at)
{
	return t->line_off + (size_t)(at - t->line);
}

static int fail(struct text_state *t, const char *at, const char *fmt, const char *what)
{
	return pmsi_diag(t->d, PMS_ESYNTAX, pos_of(t, at), 0, fmt, what);
}

static const char *skip_blanks(const char *p, const char *end)
{
	while (p < end && is_blank(*p))
		p++;
	return p;
}

static const char *token_end(const char *p, const char *end)
{
	while (p < end && !is_blank(*p))
		p++;
	return p;
}

/* The text table's aggregation column at @*pp, if any (advances past it and its CPU count). */
static void text_aggr(const char **pp, const char *end, struct cap_line *l)
{
	const char *p = *pp, *e = token_end(p, end), *q;
	struct pms_capture_cell tmp;
	bool comma;

	if (count_at(p, (size_t)(end - p), 0, &tmp, &comma))
		return;	/* the count itself */
	if (!cpu_id(p, (size_t)(e - p)) && !socket_id(p, (size_t)(e - p))) {
		/* "comm-pid": the comm may hold blanks; the id ends right before the count */
		for (; e < end; e = token_end(skip_blanks(e, end), end)) {
			q = skip_blanks(e, end);
			if (thread_id(p, (size_t)(e - p)) &&
			    count_at(q, (size_t)(end - q), 0, &tmp, &comma))
				break;
		}
		if (e >= end)
			return;
	}
	l->aggr = p;
	l->aggr_len = (size_t)(e - p);
	q = skip_blanks(e, end);
	/* a CPU count follows the socket-style ids, before the count */
	if (socket_id(p, (size_t)(e - p))) {
		const char *n_end = token_end(q, end), *next = skip_blanks(n_end, end);

		if (n_end > q && span_digits(q, (size_t)(n_end - q)) == (size_t)(n_end - q) &&
		    count_at(next, (size_t)(end - next), 0, &tmp, &comma))
			q = next;
	}
	*pp = q;
}

/* The first "(P%)" or "[P%]" in [p, end): the running percentage. */
static bool find_percent(const char *p, const char *end, double *pct, bool *bracket)
{
	for (; p < end; p++) {
		const char *q;
		size_t len;
		bool comma;
		double v;

		if (*p != '(' && *p != '[')
			continue;
		q = skip_blanks(p + 1, end);
		if (q >= end || !is_digit(*q))
			continue;
		len = pmsi_parse_number(q, (size_t)(end - q), &v, &comma);
		if (!len || q + len + 1 >= end + 0 || q[len] != '%')
			continue;
		if ((*p == '(' && q[len + 1] == ')') || (*p == '[' && q[len + 1] == ']')) {
			*pct = v;
			*bracket = *p == '[';
			return true;
		}
	}
	return false;
}

/* The event name: up to two blanks in a row, " #", " (P%)", or the end. */
static const char *name_end(const char *p, const char *end)
{
	const char *q = p;
	double pct;
	bool bracket;

	while (q < end) {
		if (is_blank(*q) && (q + 1 >= end || is_blank(q[1]) || q[1] == '#'))
			break;
		if (is_blank(*q) && (q[1] == '(' || q[1] == '[') &&
		    find_percent(q + 1, token_end(q + 1, end), &pct, &bracket))
			break;
		q++;
	}
	return q;
}

/* Unit column or not: exactly one blank after the count and an event name after it. */
static bool unit_here(const char *count_end, const char *a, const char *end)
{
	const char *a_end = token_end(a, end), *b = skip_blanks(a_end, end);

	if (a != count_end + 1 || *a == '#' || *a == '(' || *a == '[')
		return false;
	return b < end && b > a_end && *b != '#' && *b != '(' && *b != '[';
}

/* One count line of the text table, from after the timestamp (or the line start). */
static int text_line(struct text_state *t, const char *p, const char *end, struct cap_line *l)
{
	const char *count, *a, *nend;
	size_t len;
	bool comma, bracket = false;
	double pct;

	p = skip_blanks(p, end);
	if (p >= end || *p == '#')
		return 2;	/* a metric on a line of its own */
	text_aggr(&p, end, l);
	count = p;
	len = count_at(p, (size_t)(end - p), 0, &l->cell, &comma);
	if (!len)
		return fail(t, p, "expected a count or <not counted> here%s", "");
	if (comma)
		t->c->layout |= PMS_CAPLAY_DECIMAL_COMMA;
	a = skip_blanks(count + len, end);
	if (a >= end)
		return fail(t, a, "count without an event name%s", "");
	if (unit_here(count + len, a, end)) {
		l->unit = a;
		l->unit_len = (size_t)(token_end(a, end) - a);
		a = skip_blanks(token_end(a, end), end);
	}
	nend = name_end(a, end);
	l->event = a;
	l->event_len = (size_t)(nend - a);
	/* perf 4.x: "task-clock (msec)" */
	if (l->event_len > 3 && a[l->event_len - 1] == ')') {
		const char *open = memchr(a, '(', l->event_len);

		if (open && open > a && open[-1] == ' ' && !memchr(open, '%', (size_t)(nend - open)) &&
		    !l->unit_len) {
			l->unit = open + 1;
			l->unit_len = (size_t)(nend - open - 2);
			l->event_len = (size_t)(open - 1 - a);
			t->c->layout |= PMS_CAPLAY_UNIT_SUFFIX;
		}
	}
	if (find_percent(nend, end, &pct, &bracket)) {
		l->cell.has_pct = true;
		l->cell.pct = pct;
		if (bracket)
			t->c->layout |= PMS_CAPLAY_BRACKET_PCT;
	} else {
		l->cell.pct = l->cell.status == PMS_CAP_COUNTED ? 100 : 0;
	}
	return 0;
}

/* ---- CSV ---- */

static bool all_digits(const char *s, size_t n)
{
	return n && span_digits(s, n) == n;
}

static bool csv_count(const char *s, size_t n, struct pms_capture_cell *x)
{
	bool comma;

	return n && count_at(s, n, 0, x, &comma) == n;
}

/* The index of the RUN field (RUN, PCT follow the name), or -1 for the oldest layout. */
static int csv_run_field(const char *const *f, const size_t *fl, int nf, int from)
{
	for (int j = from + 1; j + 1 < nf; j++) {
		double v;
		bool comma;

		if (all_digits(f[j], fl[j]) &&
		    pmsi_parse_number(f[j + 1], fl[j + 1], &v, &comma) == fl[j + 1] && fl[j + 1])
			return j;
	}
	return -1;
}

static int csv_fields(const char *p, const char *end, const char *sep, const char **f, size_t *fl,
		      int *nf)
{
	size_t sl = strlen(sep);

	*nf = 0;
	for (;;) {
		const char *q = p;

		while (q < end && !((size_t)(end - q) >= sl && !memcmp(q, sep, sl)))
			q++;
		if (*nf == MAX_FIELDS)
			return -1;
		f[*nf] = p;
		fl[(*nf)++] = (size_t)(q - p);
		if (q >= end)
			return 0;
		p = q + sl;
	}
}

static int csv_tail(struct text_state *t, const char **f, const size_t *fl, int nf, int i,
		    struct cap_line *l)
{
	int run = csv_run_field(f, fl, nf, i);
	int last = run >= 0 ? run - 1 : nf - 1;
	bool comma;
	double v;

	if (run >= 0 && last > i && fl[last] && f[last][fl[last] - 1] == '%')
		last--;	/* -r: the noise field */
	while (last > i && !fl[last])
		last--;	/* the oldest layout's empty trailing fields */
	l->event = f[i];
	l->event_len = (size_t)(f[last] + fl[last] - f[i]);
	if (run < 0)
		return 0;
	pmsi_parse_number(f[run], fl[run], &v, &comma);
	l->cell.has_run = true;
	l->cell.run_ns = v < 0 ? 0 : v > 1.8e19 ? UINT64_MAX : (uint64_t)v;
	pmsi_parse_number(f[run + 1], fl[run + 1], &l->cell.pct, &comma);
	l->cell.has_pct = true;
	/* perf's CSV percentage is 100 * run / ena in integers: whole numbers */
	l->cell.pct_floor = l->cell.pct < 100 && l->cell.pct == floor(l->cell.pct);
	l->rounded = true;
	t->c->layout |= PMS_CAPLAY_RUN;
	if (run + 3 < nf)
		t->c->layout |= PMS_CAPLAY_METRIC;
	return 0;
}

static int csv_line(struct text_state *t, const char *p, const char *end, struct cap_line *l)
{
	const char *f[MAX_FIELDS];
	size_t fl[MAX_FIELDS];
	int nf, i = 0;

	if (csv_fields(p, end, t->c->sep, f, fl, &nf))
		return pmsi_diag(t->d, PMS_ELIMIT, pos_of(t, p), 0,
				 "more than %d fields in one line", MAX_FIELDS);
	if (!csv_count(f[0], fl[0], &l->cell)) {
		/* an aggregation id, maybe with its CPU count, then the count */
		if (nf > 3 && all_digits(f[1], fl[1]) && csv_count(f[2], fl[2], &l->cell))
			i = 2;
		else if (nf > 2 && csv_count(f[1], fl[1], &l->cell))
			i = 1;
		else
			return fail(t, f[0], "expected a count or <not counted> here%s", "");
		l->aggr = f[0];
		l->aggr_len = fl[0];
	}
	i++;
	if (i + 1 < nf) {
		l->unit = f[i];
		l->unit_len = fl[i];
		i++;
	}
	if (i >= nf || !fl[i])
		return fail(t, i < nf ? f[i] : end, "count without an event name%s", "");
	if (!l->cell.has_pct)
		l->cell.pct = l->cell.status == PMS_CAP_COUNTED ? 100 : 0;
	return csv_tail(t, f, fl, nf, i, l);
}

/* ---- lines ---- */

static int record(struct text_state *t, struct cap_line *l)
{
	if (!(l->cell.value >= 0 && l->cell.value <= PMS_CAPTURE_MAX_COUNT) ||
	    !(l->cell.pct >= 0 && l->cell.pct <= 100.005))
		return pmsi_diag(t->d, PMS_ESYNTAX, l->cell.pos, 0,
				 "count or percentage out of range");
	return pmsi_capture_record(t->c, l, t->d);
}

/* The CSV separator after a timestamp or count at @p: one byte, not a digit or letter. */
static bool csv_sep_at(const char *p, const char *end)
{
	unsigned char ch = p < end ? (unsigned char)*p : 0;

	return p < end && ch != ' ' && ch > 0x08 && !(ch >= '0' && ch <= '9') &&
	       !((ch | 0x20) >= 'a' && (ch | 0x20) <= 'z') && ch != '\n' && ch != '\r';
}

static int set_format(struct text_state *t, enum pms_capture_format f, const char *sep_at)
{
	if (t->c->fmt == PMS_CAPTURE_BUILT) {
		t->c->fmt = f;
		if (f == PMS_CAPTURE_CSV) {
			t->c->sep[0] = *sep_at;
			t->c->sep[1] = '\0';
		}
		return 0;
	}
	if (t->c->fmt != f || (f == PMS_CAPTURE_CSV && *sep_at != t->c->sep[0]))
		return fail(t, sep_at, "this line is in another format than the lines before%s", "");
	return 0;
}

/* perf's footer: "T seconds time elapsed", "T seconds user", "T +- D seconds ..." */
static bool footer(const char *q, const char *end)
{
	q = skip_blanks(q, end);
	return ((size_t)(end - q) >= 7 && !memcmp(q, "seconds", 7)) ||
	       ((size_t)(end - q) >= 2 && !memcmp(q, "+-", 2));
}

/* One interval line (starts with its timestamp at @p). */
static int interval_line(struct text_state *t, const char *p, const char *end, size_t slen,
			 uint64_t ts)
{
	struct cap_line l;
	const char *q = p + slen;
	int rc;

	if (footer(q, end))
		return 2;
	memset(&l, 0, sizeof(l));
	l.ts = ts;
	l.has_ts = true;
	l.cell.pos = pos_of(t, p);
	if (q >= end)
		return 1;
	if (*q == ' ') {
		rc = set_format(t, PMS_CAPTURE_TEXT, q);
		if (!rc)
			rc = text_line(t, q, end, &l);
	} else if (csv_sep_at(q, end)) {
		rc = set_format(t, PMS_CAPTURE_CSV, q);
		if (!rc)
			rc = csv_line(t, q + 1, end, &l);
	} else {
		return fail(t, q, "unexpected byte after the timestamp%s", "");
	}
	return rc ? rc : record(t, &l);
}

static bool mem_has(const char *p, const char *end, const char *what)
{
	size_t n = strlen(what);

	for (; (size_t)(end - p) >= n; p++)
		if (!memcmp(p, what, n))
			return true;
	return false;
}

/*
 * A line of a report without -I (no timestamps): a count line, or the
 * elapsed time.  @line: where the line starts.  Any text can start with a
 * number, so a text count must end in perf's 18-wide count column.
 */
static int report_line(struct text_state *t, const char *line, const char *p, const char *end,
		       uint64_t *elapsed)
{
	struct cap_line l;
	struct pms_capture_cell tmp;
	size_t len;
	bool comma;
	const char *a;

	memset(&l, 0, sizeof(l));
	l.cell.pos = pos_of(t, p);
	if ((size_t)(end - p) >= 7 && !memcmp(p, "summary", 7))
		return 2;
	len = count_at(p, (size_t)(end - p), 0, &tmp, &comma);
	if (!len) {
		/* CSV: the count ends at the separator */
		enum pms_capture_status st;
		size_t n = label(p, (size_t)(end - p), &st);
		double v;

		if (!n)
			n = pmsi_parse_number(p, (size_t)(end - p), &v, &comma);
		if (!n || !csv_sep_at(p + n, end) || set_format(t, PMS_CAPTURE_CSV, p + n))
			return 1;
		return csv_line(t, p, end, &l) ? 1 : record(t, &l);
	}
	a = skip_blanks(p + len, end);
	if ((size_t)(end - a) >= 7 && !memcmp(a, "seconds", 7)) {
		if (mem_has(a, end, "time elapsed"))
			*elapsed = tmp.value > 0 && tmp.value < 1e9 ? (uint64_t)(tmp.value * 1e9) : 0;
		return 2;
	}
	if (a < end && *a == '+')
		return 2;	/* "X +- Y seconds time elapsed" */
	/* Under perf's own header the lines are perf's: a posted copy may have its columns
	 * squeezed (commit e272628902c1, 6.19: "        56      context-switches  #  ...") */
	if (t->c->fmt == PMS_CAPTURE_CSV || (p + len - line < COUNT_COLUMN && !t->in_report) ||
	    text_line(t, p, end, &l))
		return 1;
	t->c->fmt = PMS_CAPTURE_TEXT;
	return record(t, &l);
}

/* perf's own lines that carry no count: the header, the NMI watchdog hint. */
static bool perf_prose(const char *q, const char *e)
{
	static const char *const known[] = {
		"Performance counter stats for", "Some events weren't counted",
		"echo 0 > /proc/sys/kernel/nmi_watchdog", "echo 1 > /proc/sys/kernel/nmi_watchdog",
		"perf stat ...",
	};

	for (size_t i = 0; i < PMS_ARRAY_SIZE(known); i++) {
		size_t n = strlen(known[i]);

		if ((size_t)(e - q) >= n && !memcmp(q, known[i], n))
			return true;
	}
	return false;
}

/*
 * A capture read line by line, three ways at once until the first perf
 * stamp settles it: with perf's stamps (a line that starts with one must
 * parse), with stamps of any precision (lines that do not parse are
 * skipped), and as a report without -I.  Only what each way has recorded
 * is kept, so memory is bounded by the series, never by the input.
 */
struct way {
	struct text_state t;
	struct pms_diag d;
	enum mode mode;
	bool any_ts;
	bool alive;
	int rc;			/* its first error, deferred until it is chosen */
	uint64_t elapsed;	/* REPORT: the footer's elapsed time */
};

struct pms_capture_reader {
	struct way w[3];	/* STRICT, LOOSE, REPORT */
	size_t off;		/* offset of the next line */
	struct pms_diag *d;
};

/*
 * One line @q..@e (blanks and the line end trimmed; @p: its start) for way
 * @w.  The line readers return 0 (a count recorded), 1 (no count: a line
 * skipped), 2 (perf's own prose or a metric line: nothing to say) or an
 * error.
 */
static int way_line(struct way *w, const char *p, const char *q, const char *e)
{
	struct text_state *t = &w->t;
	uint64_t ts;
	size_t slen;
	int rc;

	if (q >= e || *q == '#' || *q == '\033' || perf_prose(q, e)) {
		if (q < e && *q == 'P')
			t->in_report = true;	/* the report's header */
		return 0;	/* blank, header, comment, --interval-clear */
	}
	if (*q == '{') {
		if (t->c->fmt != PMS_CAPTURE_BUILT && t->c->fmt != PMS_CAPTURE_JSON)
			return fail(t, q, "this line is in another format than the lines before%s", "");
		rc = pmsi_capture_parse_json_line(t->c, q, (size_t)(e - q), pos_of(t, q),
						  w->mode == REPORT, t->d);
		if (rc == 0) {
			t->c->fmt = PMS_CAPTURE_JSON;
			w->any_ts = true;
		}
	} else if ((slen = interval_stamp(q, (size_t)(e - q), &ts, w->mode))) {
		rc = interval_line(t, q, e, slen, ts);
		if (w->mode == LOOSE && rc < 0 && rc != PMS_ENOMEM && rc != PMS_ELIMIT)
			rc = 1;
		w->any_ts = w->any_ts || rc == 0;
	} else if (w->mode == REPORT) {
		rc = report_line(t, p, q, e, &w->elapsed);
	} else {
		rc = 1;
	}
	if (rc < 0)
		return rc;
	if (rc == 1 && !t->c->n_skipped++)
		t->c->first_skipped = t->line_off;
	return 0;
}

static void way_drop(struct way *w)
{
	pms_capture_free(w->t.c);
	w->t.c = NULL;
	w->alive = false;
}

PMS_API void pms_capture_reader_free(struct pms_capture_reader *r)
{
	if (!r)
		return;
	for (int i = 0; i < 3; i++)
		pms_capture_free(r->w[i].t.c);
	pmsi_free(r);
}

PMS_API int pms_capture_reader_new(struct pms_capture_reader **out)
{
	struct pms_capture_reader *r;

	if (!out)
		return PMS_EINVAL;
	*out = r = pmsi_calloc(1, sizeof(*r));
	if (!r)
		return PMS_ENOMEM;
	for (int i = 0; i < 3; i++) {
		r->w[i].mode = (enum mode)i;
		r->w[i].alive = true;
		if (pms_capture_new(&r->w[i].t.c)) {
			pms_capture_reader_free(r);
			*out = NULL;
			return PMS_ENOMEM;
		}
	}
	return PMS_OK;
}

PMS_API int pms_capture_reader_line(struct pms_capture_reader *r, const char *line, size_t len,
				    struct pms_diag *d)
{
	const char *e, *q;
	size_t off;

	if (!r || (!line && len))
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no input");
	off = r->off;
	if (len > PMS_CAPTURE_MAX_BYTES || off > PMS_CAPTURE_MAX_BYTES - len)
		return pmsi_diag(d, PMS_ELIMIT, PMS_CAPTURE_MAX_BYTES, 0,
				 "capture larger than %zu bytes", PMS_CAPTURE_MAX_BYTES);
	r->off += len + 1;
	if (len > PMS_CAPTURE_MAX_LINE)
		return pmsi_diag(d, PMS_ELIMIT, off, 0, "line longer than %u bytes",
				 PMS_CAPTURE_MAX_LINE);
	line = len ? line : "";
	e = line + len;
	q = skip_blanks(line, e);
	while (e > q && (e[-1] == '\r' || e[-1] == '\n' || is_blank(e[-1])))
		e--;
	for (int i = 0; i < 3; i++) {
		struct way *w = &r->w[i];
		int rc;

		if (!w->alive || w->rc)
			continue;
		w->t.line = line;
		w->t.line_off = off;
		w->t.d = i == STRICT ? d : &w->d;
		rc = way_line(w, line, q, e);
		if (rc && i == STRICT)
			return rc;
		w->rc = rc;
	}
	/* perf's stamps seen: the other ways are moot */
	if (r->w[STRICT].any_ts || r->w[STRICT].t.c->n_iv)
		for (int i = LOOSE; i <= REPORT; i++)
			if (r->w[i].alive)
				way_drop(&r->w[i]);
	return PMS_OK;
}

PMS_API int pms_capture_reader_finish(struct pms_capture_reader *r, struct pms_capture **out,
				      struct pms_diag *d)
{
	struct way *w = NULL;

	if (!r || !out)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no reader");
	*out = NULL;
	if (r->w[STRICT].any_ts || r->w[STRICT].t.c->n_iv) {
		w = &r->w[STRICT];
	} else if (r->w[LOOSE].rc || r->w[LOOSE].t.c->n_iv >= 2) {
		/* stamps of another precision: at least two intervals of them */
		w = &r->w[LOOSE];
	} else {
		w = &r->w[REPORT];
		if (!w->rc) {
			w->t.c->layout |= PMS_CAPLAY_NO_INTERVAL;
			if (w->t.c->n_iv == 1 && !w->elapsed) {
				/* unknown elapsed time: any positive time, said so */
				w->t.c->ts[0] = UINT64_C(1000000000);
				w->t.c->layout |= PMS_CAPLAY_NO_ELAPSED;
			} else if (w->t.c->n_iv == 1) {
				w->t.c->ts[0] = w->elapsed;
			}
		}
	}
	if (w->rc) {
		if (d)
			*d = w->d;
		return w->rc;
	}
	if (!w->t.c->n_iv)
		return pmsi_diag(d, PMS_ESYNTAX, r->off ? 0 : PMS_NOPOS, 0,
				 "no counts found: not the output of perf stat");
	*out = w->t.c;
	w->t.c = NULL;
	return PMS_OK;
}

PMS_API int pms_capture_parse(const char *buf, size_t len, struct pms_capture **out,
			      struct pms_diag *d)
{
	struct pms_capture_reader *r = NULL;
	const char *p = buf, *end = buf + len;
	int rc;

	if (!out || (!buf && len))
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no input");
	*out = NULL;
	if (len > PMS_CAPTURE_MAX_BYTES)
		return pmsi_diag(d, PMS_ELIMIT, PMS_CAPTURE_MAX_BYTES, 0,
				 "capture larger than %zu bytes", PMS_CAPTURE_MAX_BYTES);
	if (pms_capture_reader_new(&r))
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	for (rc = PMS_OK; !rc && p < end;) {
		const char *e = memchr(p, '\n', (size_t)(end - p));

		e = e ? e : end;
		rc = pms_capture_reader_line(r, p, (size_t)(e - p), d);
		p = e + 1;
	}
	if (!rc)
		rc = pms_capture_reader_finish(r, out, d);
	pms_capture_reader_free(r);
	return rc;
}
