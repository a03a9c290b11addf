/*
 * Interval captures: the table of intervals x event series that the
 * readers (replay_parse.c, replay_json.c), live runs and the synthetic
 * generator fill, and the estimator reads.
 *
 * Each series keeps its own cell array, grown with the intervals, so a
 * series first seen late (an event printed only from some interval on)
 * costs nothing until then.  Series are found by (event, aggregation id)
 * through an open-addressing hash table: captures come from files anyone
 * can write, so no lookup may be linear in the number of series.
 */
#include <math.h>
#include <string.h>
#include "replay_int.h"

static uint32_t hash_key(const char *ev, size_t ev_len, const char *ag, size_t ag_len, int dup)
{
	uint32_t h = 2166136261u ^ (uint32_t)dup;	/* FNV-1a */

	for (size_t i = 0; i < ev_len; i++)
		h = (h ^ (uint8_t)ev[i]) * 16777619u;
	h = (h ^ 0xffu) * 16777619u;
	for (size_t i = 0; i < ag_len; i++)
		h = (h ^ (uint8_t)ag[i]) * 16777619u;
	return h;
}

static bool same(const char *s, const char *t, size_t n)
{
	return strlen(s) == n && (n == 0 || memcmp(s, t, n) == 0);
}

static int lookup(const struct pms_capture *c, const char *ev, size_t ev_len, const char *ag,
		  size_t ag_len, int dup, uint32_t h)
{
	size_t mask = c->table_size - 1;

	if (!c->table_size)
		return -1;
	for (size_t p = h & mask;; p = (p + 1) & mask) {
		int v = c->table[p];

		if (!v)
			return -1;
		if (c->s[v - 1].hash == h && c->s[v - 1].dup == dup &&
		    same(c->s[v - 1].event, ev, ev_len) && same(c->s[v - 1].aggr, ag, ag_len))
			return v - 1;
	}
}

static void table_put(struct pms_capture *c, int i)
{
	size_t mask = c->table_size - 1, p = c->s[i].hash & mask;

	while (c->table[p])
		p = (p + 1) & mask;
	c->table[p] = i + 1;
}

static int grow_table(struct pms_capture *c)
{
	size_t n = c->table_size ? c->table_size * 2 : 64;
	int *t;

	if ((size_t)(c->n_s + 1) * 2 <= c->table_size)
		return PMS_OK;
	t = pmsi_calloc(n, sizeof(*t));
	if (!t)
		return PMS_ENOMEM;
	pmsi_free(c->table);
	c->table = t;
	c->table_size = n;
	for (int i = 0; i < c->n_s; i++)
		table_put(c, i);
	return PMS_OK;
}

static char *dup_n(const char *s, size_t n)
{
	char *p = pmsi_malloc(n + 1);

	if (p) {
		if (n)
			memcpy(p, s, n);
		p[n] = '\0';
	}
	return p;
}

static void series_release(struct cap_series *s)
{
	pmsi_free(s->event);
	pmsi_free(s->unit);
	pmsi_free(s->aggr);
	pmsi_free(s->cells);
	pmsi_free(s->truth);
}

/* The aggregation group of @ag: the group of an existing series with the same id, or a new one. */
static int group_of(const struct pms_capture *c, const char *ag, size_t ag_len)
{
	for (int i = 0; i < c->n_s; i++)
		if (same(c->s[i].aggr, ag, ag_len))
			return c->s[i].group;
	return c->n_groups;
}

static int add_series(struct pms_capture *c, const char *ev, size_t ev_len, const char *unit,
		      size_t unit_len, const char *ag, size_t ag_len, int dup, int *idx)
{
	uint32_t h = hash_key(ev, ev_len, ag, ag_len, dup);
	struct cap_series *s;
	int i = lookup(c, ev, ev_len, ag, ag_len, dup, h);

	if (i >= 0) {
		*idx = i;
		return PMS_OK;
	}
	if (c->n_s >= (int)PMS_CAPTURE_MAX_SERIES ||
	    (size_t)(c->n_s + 1) * c->n_iv > PMS_CAPTURE_MAX_CELLS)
		return PMS_ELIMIT;
	if (grow_table(c))
		return PMS_ENOMEM;
	if (c->n_s == c->cap_s) {
		int cap = c->cap_s ? c->cap_s * 2 : 16;
		struct cap_series *v = pmsi_realloc(c->s, (size_t)cap * sizeof(*v));

		if (!v)
			return PMS_ENOMEM;
		c->s = v;
		c->cap_s = cap;
	}
	s = &c->s[c->n_s];
	memset(s, 0, sizeof(*s));
	s->event = dup_n(ev, ev_len);
	s->unit = dup_n(unit, unit_len);
	s->aggr = dup_n(ag, ag_len);
	s->cells = c->cap_iv ? pmsi_calloc(c->cap_iv, sizeof(*s->cells)) : NULL;
	if (!s->event || !s->unit || !s->aggr || (c->cap_iv && !s->cells)) {
		series_release(s);
		return PMS_ENOMEM;
	}
	s->hash = h;
	s->dup = dup;
	s->is_clock = !strcmp(s->unit, "msec");
	s->group = group_of(c, ag, ag_len);
	if (s->group == c->n_groups)
		c->n_groups++;
	table_put(c, c->n_s);
	*idx = c->n_s++;
	return PMS_OK;
}

/* ---- names as printed: UTF-8 with the control characters escaped ---- */

/* The code point of the valid UTF-8 sequence at @s (@n bytes), its length in *@len; 0 none. */
static uint32_t utf8_at(const unsigned char *s, size_t n, size_t *len)
{
	uint32_t cp;

	*len = 0;
	if (s[0] < 0xc2 || s[0] > 0xf4)
		return 0;
	*len = s[0] < 0xe0 ? 2 : s[0] < 0xf0 ? 3 : 4;
	if (*len > n) {
		*len = 0;
		return 0;
	}
	cp = s[0] & (0x7fu >> *len);
	for (size_t i = 1; i < *len; i++) {
		if ((s[i] & 0xc0) != 0x80) {
			*len = 0;
			return 0;
		}
		cp = cp << 6 | (s[i] & 0x3fu);
	}
	if ((*len == 3 && cp < 0x800) || (*len == 4 && (cp < 0x10000 || cp > 0x10ffff)) ||
	    (cp >= 0xd800 && cp <= 0xdfff)) {
		*len = 0;
		return 0;	/* overlong, surrogate, out of range */
	}
	return cp;
}

/*
 * Code points a name must not carry raw: the C1 controls (U+0080 to U+009F,
 * U+009B being the CSI of the terminals that take 8-bit controls), the
 * line and paragraph separators, and the bidirectional marks, embeddings,
 * overrides and isolates (U+061C, U+200E, U+200F, U+202A to U+202E, U+2066
 * to U+2069), which reorder what a terminal shows after them.
 */
static bool escaped_cp(uint32_t cp)
{
	return (cp >= 0x80 && cp <= 0x9f) || cp == 0x61c || cp == 0x200e || cp == 0x200f ||
	       (cp >= 0x2028 && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069);
}

/*
 * Bytes of @s (@n) as a name is kept: valid UTF-8 copied, a byte that is
 * not UTF-8, a C0 control or DEL written "\xNN", a code point of
 * escaped_cp() "\uNNNN".  @out: at least 4 * @n + 1 bytes, or NULL to
 * measure.  Returns the length written (without the NUL).
 */
size_t pmsi_name_escape(const char *s, size_t n, char *out)
{
	const unsigned char *p = (const unsigned char *)s;
	static const char hex[] = "0123456789abcdef";
	size_t o = 0;

	for (size_t i = 0; i < n;) {
		size_t len = 1;
		uint32_t cp = p[i] >= 0x80 ? utf8_at(p + i, n - i, &len) : p[i];

		if (!len || cp < 0x20 || cp == 0x7f) {
			if (out) {
				out[o] = '\\';
				out[o + 1] = 'x';
				out[o + 2] = hex[p[i] >> 4];
				out[o + 3] = hex[p[i] & 15];
			}
			o += 4;
			i++;
		} else if (escaped_cp(cp)) {
			if (out) {
				out[o] = '\\';
				out[o + 1] = 'u';
				for (int d = 0; d < 4; d++)
					out[o + 2 + d] = hex[(cp >> (12 - 4 * d)) & 15];
			}
			o += 6;
			i += len;
		} else {
			if (out)
				memcpy(out + o, p + i, len);
			o += len;
			i += len;
		}
	}
	if (out)
		out[o] = '\0';
	return o;
}

/* Is @s (@n) kept as it is (printable ASCII only, the common case)? */
static bool plain(const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if ((unsigned char)s[i] < 0x20 || (unsigned char)s[i] >= 0x7f)
			return false;
	return true;
}

/*
 * add_series() with @ev, @unit and @ag escaped as pmsi_name_escape() does
 * (copies only when one needs it).
 */
static int add_series_escaped(struct pms_capture *c, const char *ev, size_t ev_len,
			      const char *unit, size_t unit_len, const char *ag, size_t ag_len,
			      int dup, int *idx)
{
	char *buf;
	size_t e, u, a;
	int rc;

	if (plain(ev, ev_len) && plain(unit, unit_len) && plain(ag, ag_len))
		return add_series(c, ev, ev_len, unit, unit_len, ag, ag_len, dup, idx);
	buf = pmsi_malloc(4 * (ev_len + unit_len + ag_len) + 3);
	if (!buf)
		return PMS_ENOMEM;
	e = pmsi_name_escape(ev, ev_len, buf);
	u = pmsi_name_escape(unit, unit_len, buf + e + 1);
	a = pmsi_name_escape(ag, ag_len, buf + e + 1 + u + 1);
	rc = add_series(c, buf, e, buf + e + 1, u, buf + e + 1 + u + 1, a, dup, idx);
	pmsi_free(buf);
	return rc;
}

PMS_API int pms_capture_new(struct pms_capture **out)
{
	if (!out)
		return PMS_EINVAL;
	*out = pmsi_calloc(1, sizeof(**out));
	return *out ? PMS_OK : PMS_ENOMEM;
}

PMS_API void pms_capture_free(struct pms_capture *c)
{
	if (!c)
		return;
	for (int i = 0; i < c->n_s; i++)
		series_release(&c->s[i]);
	pmsi_free(c->s);
	pmsi_free(c->table);
	pmsi_free(c->ts);
	pmsi_free(c);
}

PMS_API int pms_capture_add_series(struct pms_capture *c, const char *event, const char *unit,
				   const char *aggr, int *idx)
{
	int i;
	int rc;

	if (!c || !event || !*event || strlen(event) > PMS_CAPTURE_MAX_NAME)
		return PMS_EINVAL;
	unit = unit ? unit : "";
	aggr = aggr ? aggr : "";
	rc = add_series_escaped(c, event, strlen(event), unit, strlen(unit), aggr, strlen(aggr), 0,
				&i);
	if (rc)
		return rc;
	if (idx)
		*idx = i;
	return PMS_OK;
}

static int grow_intervals(struct pms_capture *c)
{
	unsigned cap = c->cap_iv ? c->cap_iv * 2 : 64;
	uint64_t *ts;

	if (c->n_iv < c->cap_iv)
		return PMS_OK;
	if (cap > PMS_CAPTURE_MAX_INTERVALS)
		cap = PMS_CAPTURE_MAX_INTERVALS;
	if (c->max_iv && cap > c->max_iv)
		cap = c->max_iv;
	ts = pmsi_realloc(c->ts, cap * sizeof(*ts));
	if (!ts)
		return PMS_ENOMEM;
	c->ts = ts;
	for (int i = 0; i < c->n_s; i++) {
		struct cap_series *s = &c->s[i];
		struct pms_capture_cell *cells = pmsi_realloc(s->cells, cap * sizeof(*cells));

		if (!cells)
			return PMS_ENOMEM;
		memset(cells + c->cap_iv, 0, (cap - c->cap_iv) * sizeof(*cells));
		s->cells = cells;
		if (s->truth) {
			double *t = pmsi_realloc(s->truth, cap * sizeof(*t));

			if (!t)
				return PMS_ENOMEM;
			for (unsigned k = c->cap_iv; k < cap; k++)
				t[k] = NAN;
			s->truth = t;
		}
	}
	c->cap_iv = cap;
	return PMS_OK;
}

PMS_API int pms_capture_add_interval(struct pms_capture *c, uint64_t ts_ns, unsigned *k)
{
	if (!c)
		return PMS_EINVAL;
	if (c->n_iv && ts_ns < c->ts[c->n_iv - 1])
		return PMS_ERANGE;
	if (c->n_iv >= PMS_CAPTURE_MAX_INTERVALS ||
	    (size_t)(c->n_iv + 1) * (size_t)c->n_s > PMS_CAPTURE_MAX_CELLS)
		return PMS_ELIMIT;
	if (grow_intervals(c))
		return PMS_ENOMEM;
	c->ts[c->n_iv] = ts_ns;
	if (k)
		*k = c->n_iv;
	c->n_iv++;
	return PMS_OK;
}

PMS_API int pms_capture_set(struct pms_capture *c, unsigned k, int i,
			    const struct pms_capture_cell *cell)
{
	if (!c || !cell || k >= c->n_iv || i < 0 || i >= c->n_s)
		return PMS_ERANGE;
	if (!(cell->value >= 0 && cell->value <= PMS_CAPTURE_MAX_COUNT) ||
	    !(cell->pct >= 0 && cell->pct <= 100.005) || cell->status > PMS_CAP_NOT_SUPPORTED)
		return PMS_EINVAL;
	c->s[i].cells[k] = *cell;
	return PMS_OK;
}

PMS_API int pms_capture_set_truth(struct pms_capture *c, unsigned k, int i, double count)
{
	struct cap_series *s;

	if (!c || k >= c->n_iv || i < 0 || i >= c->n_s)
		return PMS_ERANGE;
	s = &c->s[i];
	if (!s->truth) {
		s->truth = pmsi_malloc(c->cap_iv * sizeof(*s->truth));
		if (!s->truth)
			return PMS_ENOMEM;
		for (unsigned j = 0; j < c->cap_iv; j++)
			s->truth[j] = NAN;
	}
	s->truth[k] = count;
	c->layout |= PMS_CAPLAY_TRUTH;
	return PMS_OK;
}

/* ---- bounded captures (live runs) ---- */

PMS_API int pms_capture_set_max_intervals(struct pms_capture *c, unsigned max)
{
	if (!c || c->n_iv || (max && (max < 2 || max % 2 || max > PMS_CAPTURE_MAX_INTERVALS)))
		return PMS_EINVAL;
	c->max_iv = max;
	return PMS_OK;
}

/* What a cell counted, in its unit: perf's value unscaled (0 when it did not count). */
static double counted_part(const struct pms_capture_cell *x)
{
	if (x->status != PMS_CAP_COUNTED || !x->ena_ns)
		return 0;
	return x->value * (double)x->run_ns / (double)x->ena_ns;
}

/* @x and @y (both with their times) as one cell over both spans. */
static void merge_cell(struct pms_capture_cell *x, const struct pms_capture_cell *y)
{
	double a = counted_part(x) + counted_part(y);
	uint64_t run = x->run_ns + y->run_ns, ena = x->ena_ns + y->ena_ns;
	enum pms_capture_status st;

	if (x->status == PMS_CAP_NOT_SUPPORTED || y->status == PMS_CAP_NOT_SUPPORTED)
		st = PMS_CAP_NOT_SUPPORTED;
	else if (x->status == PMS_CAP_COUNTED || y->status == PMS_CAP_COUNTED)
		st = PMS_CAP_COUNTED;
	else if (x->status == PMS_CAP_NOT_COUNTED || y->status == PMS_CAP_NOT_COUNTED)
		st = PMS_CAP_NOT_COUNTED;
	else
		st = PMS_CAP_ABSENT;
	memset(x, 0, sizeof(*x));
	x->status = st;
	x->has_run = x->has_ena = x->has_pct = true;
	x->run_ns = run;
	x->ena_ns = ena;
	x->pct = ena ? 100.0 * (double)run / (double)ena : 0;
	if (st == PMS_CAP_COUNTED && !run)
		x->status = PMS_CAP_NOT_COUNTED;
	if (x->status == PMS_CAP_COUNTED)
		x->value = fmin(a * (double)ena / (double)run, PMS_CAPTURE_MAX_COUNT);
}

/* Each two neighbouring intervals as one: @c->n_iv halves, the stride doubles. */
static void halve(struct pms_capture *c)
{
	unsigned h = c->n_iv / 2;

	for (int i = 0; i < c->n_s; i++) {
		struct cap_series *s = &c->s[i];

		for (unsigned k = 0; k < h; k++) {
			struct pms_capture_cell x = s->cells[2 * k];

			merge_cell(&x, &s->cells[2 * k + 1]);
			s->cells[k] = x;
			if (s->truth)
				s->truth[k] = s->truth[2 * k] + s->truth[2 * k + 1];
		}
		memset(s->cells + h, 0, (c->n_iv - h) * sizeof(*s->cells));
		for (unsigned k = h; s->truth && k < c->n_iv; k++)
			s->truth[k] = NAN;
	}
	for (unsigned k = 0; k < h; k++)
		c->ts[k] = c->ts[2 * k + 1];
	c->n_iv = h;
	c->stride = (c->stride ? c->stride : 1) * 2;
	c->pend = c->stride;
}

PMS_API int pms_capture_add_read(struct pms_capture *c, uint64_t ts_ns,
				 const struct pms_capture_cell *cells, int n)
{
	unsigned stride, k;
	int rc;

	if (!c || !cells || n != c->n_s)
		return PMS_EINVAL;
	for (int i = 0; i < n; i++) {
		const struct pms_capture_cell *x = &cells[i];

		if (!x->has_run || !x->has_ena || x->run_ns > x->ena_ns ||
		    !(x->value >= 0 && x->value <= PMS_CAPTURE_MAX_COUNT) ||
		    !(x->pct >= 0 && x->pct <= 100.005) || x->status > PMS_CAP_NOT_SUPPORTED)
			return PMS_EINVAL;
	}
	if (c->n_iv && ts_ns < c->ts[c->n_iv - 1])
		return PMS_ERANGE;
	stride = c->stride ? c->stride : 1;
	if (c->n_iv && c->pend < stride) {
		/* the last interval is still taking reads */
		k = c->n_iv - 1;
		c->ts[k] = ts_ns;
		for (int i = 0; i < n; i++) {
			merge_cell(&c->s[i].cells[k], &cells[i]);
			if (c->s[i].truth)
				c->s[i].truth[k] = NAN;
		}
		c->pend++;
		c->n_reads++;
		return PMS_OK;
	}
	if (c->max_iv && c->n_iv >= c->max_iv)
		halve(c);
	rc = pms_capture_add_interval(c, ts_ns, &k);
	if (rc)
		return rc;	/* no read added (a merge before it loses nothing) */
	for (int i = 0; i < n; i++)
		c->s[i].cells[k] = cells[i];
	c->pend = 1;
	c->n_reads++;
	return PMS_OK;
}

PMS_API uint64_t pms_capture_n_reads(const struct pms_capture *c)
{
	return c ? c->n_reads : 0;
}

PMS_API unsigned pms_capture_stride(const struct pms_capture *c)
{
	return c && c->stride ? c->stride : 1;
}

PMS_API double pms_capture_truth(const struct pms_capture *c, unsigned k, int i)
{
	if (!c || k >= c->n_iv || i < 0 || i >= c->n_s || !c->s[i].truth)
		return NAN;
	return c->s[i].truth[k];
}

PMS_API enum pms_capture_format pms_capture_format(const struct pms_capture *c)
{
	return c ? c->fmt : PMS_CAPTURE_BUILT;
}

PMS_API unsigned pms_capture_layout(const struct pms_capture *c)
{
	return c ? c->layout : 0;
}

PMS_API const char *pms_capture_separator(const struct pms_capture *c)
{
	return c ? c->sep : "";
}

PMS_API int pms_capture_n_series(const struct pms_capture *c)
{
	return c ? c->n_s : 0;
}

PMS_API int pms_capture_series(const struct pms_capture *c, int i, struct pms_capture_series *out)
{
	if (!c || !out || i < 0 || i >= c->n_s)
		return PMS_ERANGE;
	out->event = c->s[i].event;
	out->unit = c->s[i].unit;
	out->aggr = c->s[i].aggr;
	out->is_clock = c->s[i].is_clock;
	out->repeat = c->s[i].dup;
	return PMS_OK;
}

PMS_API int pms_capture_find(const struct pms_capture *c, const char *event, const char *aggr)
{
	if (!c || !event)
		return -1;
	aggr = aggr ? aggr : "";
	return lookup(c, event, strlen(event), aggr, strlen(aggr), 0,
		      hash_key(event, strlen(event), aggr, strlen(aggr), 0));
}

PMS_API unsigned pms_capture_n_intervals(const struct pms_capture *c)
{
	return c ? c->n_iv : 0;
}

PMS_API uint64_t pms_capture_time_ns(const struct pms_capture *c, unsigned k)
{
	return c && k < c->n_iv ? c->ts[k] : 0;
}

PMS_API int pms_capture_cell(const struct pms_capture *c, unsigned k, int i,
			     struct pms_capture_cell *out)
{
	if (!c || !out || k >= c->n_iv || i < 0 || i >= c->n_s)
		return PMS_ERANGE;
	*out = c->s[i].cells[k];
	return PMS_OK;
}

PMS_API size_t pms_capture_n_skipped(const struct pms_capture *c, size_t *first_pos)
{
	if (first_pos)
		*first_pos = c && c->n_skipped ? c->first_skipped : PMS_NOPOS;
	return c ? c->n_skipped : 0;
}

/* ---- recording a parsed line ---- */

/*
 * A "<not counted>" line of an event that was not enabled at all in the
 * interval (a task off the CPU the whole interval): perf prints the label
 * when the running or the enabled time is 0, and its percentage is 100
 * unless run != ena (print_running() in tools/perf/util/stat-display.c,
 * 6.1; print_running_csv(), _json(), _std() in 6.12 to 7.3).  So run 0
 * beside "100.00" (CSV, JSON), or no "(P%)" in the text table, says the
 * enabled time was 0 too: nothing to scale, nothing multiplexed.  An event
 * enabled and never on a counter prints "0.00" / "(0.00%)".  perf 3.x's
 * text printed no percentage on <not counted> lines at all, so there the
 * line says nothing about the enabled time.
 */
static bool not_enabled(const struct pms_capture *c, const struct pms_capture_cell *x)
{
	if (x->status != PMS_CAP_NOT_COUNTED || x->has_ena)
		return false;
	if (x->has_run)
		return x->run_ns == 0 && x->has_pct && x->pct >= 100;
	return c->fmt == PMS_CAPTURE_TEXT && !x->has_pct &&
	       !(c->layout & PMS_CAPLAY_BRACKET_PCT);
}

int pmsi_capture_record(struct pms_capture *c, const struct cap_line *l, struct pms_diag *d)
{
	int i, rc;
	uint64_t ts = l->has_ts ? l->ts : 0;

	if (l->event_len == 0 || l->event_len > PMS_CAPTURE_MAX_NAME)
		return pmsi_diag(d, l->event_len ? PMS_ELIMIT : PMS_ESYNTAX, l->cell.pos, 0,
				 l->event_len ? "event name longer than %u bytes" :
				 "count without an event name", PMS_CAPTURE_MAX_NAME);
	if (!c->n_iv || ts != c->ts[c->n_iv - 1]) {
		rc = pms_capture_add_interval(c, ts, NULL);
		if (rc == PMS_ERANGE)
			return pmsi_diag(d, PMS_ESYNTAX, l->cell.pos, 0,
					 "timestamp goes back (several runs in one file?)");
		if (rc == PMS_ELIMIT)
			return pmsi_diag(d, PMS_ELIMIT, l->cell.pos, 0,
					 "more than %u intervals or %u counts", PMS_CAPTURE_MAX_INTERVALS,
					 PMS_CAPTURE_MAX_CELLS);
		if (rc)
			return pmsi_diag(d, rc, PMS_NOPOS, 0, "out of memory");
	}
	/* an event listed twice (-e cycles,cycles) prints twice: a series each */
	for (int dup = 0;; dup++) {
		rc = add_series_escaped(c, l->event, l->event_len, l->unit ? l->unit : "",
					l->unit_len, l->aggr ? l->aggr : "", l->aggr_len, dup, &i);
		if (rc || c->s[i].cells[c->n_iv - 1].status == PMS_CAP_ABSENT)
			break;
	}
	if (rc == PMS_ELIMIT)
		return pmsi_diag(d, rc, l->cell.pos, 0, "more than %u event series or %u counts",
				 PMS_CAPTURE_MAX_SERIES, PMS_CAPTURE_MAX_CELLS);
	if (rc)
		return pmsi_diag(d, rc, PMS_NOPOS, 0, "out of memory");
	c->s[i].cells[c->n_iv - 1] = l->cell;
	if (not_enabled(c, &l->cell)) {
		c->s[i].cells[c->n_iv - 1].has_ena = true;
		c->s[i].cells[c->n_iv - 1].ena_ns = 0;
	}
	/*
	 * A task clock's count is its own running time: CSV rounds the count
	 * to 0.01 ms, the running time is exact (the metrics divide by it).
	 */
	if (l->rounded && c->s[i].is_clock && l->cell.has_run && l->cell.pct >= 100 &&
	    l->cell.status == PMS_CAP_COUNTED &&
	    fabs((double)l->cell.run_ns / 1e6 - l->cell.value) <= 0.005 + 1e-9)
		c->s[i].cells[c->n_iv - 1].value = (double)l->cell.run_ns / 1e6;
	if (l->aggr_len)
		c->layout |= PMS_CAPLAY_AGGR;
	return PMS_OK;
}

/* ---- enabled time ---- */

/* Fold cell @x of series @s into its group's references. */
static void ref_add(struct cap_ref *ref, const struct cap_series *s,
		    const struct pms_capture_cell *x)
{
	if (x->status != PMS_CAP_COUNTED)
		return;
	if (x->has_run && x->has_pct && x->pct >= 100 && (double)x->run_ns > ref->full_run)
		ref->full_run = (double)x->run_ns;
	if (s->is_clock && (!x->has_pct || x->pct >= 100) && x->value > 0 &&
	    x->value * 1e6 > ref->clock_ns)
		ref->clock_ns = x->value * 1e6;
}

struct cap_ref *pmsi_capture_refs(const struct pms_capture *c)
{
	size_t n = (size_t)c->n_iv * (size_t)(c->n_groups ? c->n_groups : 1);
	struct cap_ref *r = n ? pmsi_calloc(n, sizeof(*r)) : NULL;

	if (!r)
		return NULL;
	for (int i = 0; i < c->n_s; i++) {
		const struct cap_series *s = &c->s[i];

		for (unsigned k = 0; k < c->n_iv; k++)
			ref_add(&r[(size_t)k * (size_t)c->n_groups + (size_t)s->group], s, &s->cells[k]);
	}
	return r;
}

/* Does @e agree with a running time @run printed as @x->pct? */
static bool consistent(const struct pms_capture_cell *x, double run, double e)
{
	double p = 100.0 * run / e;

	if (x->pct_floor)
		return p >= x->pct - 1e-9 && p < x->pct + 1;
	return fabs(p - x->pct) <= 0.006;
}

static double wall_ns(const struct pms_capture *c, unsigned k)
{
	uint64_t prev = k ? c->ts[k - 1] : 0;

	return c->ts[k] > prev ? (double)(c->ts[k] - prev) : 0;
}

double pmsi_capture_enabled(const struct pms_capture *c, const struct cap_ref *refs,
			    unsigned k, int i)
{
	const struct pms_capture_cell *x = &c->s[i].cells[k];
	struct cap_ref ref = { 0, 0 };
	double run = (double)x->run_ns;

	if (x->status == PMS_CAP_ABSENT)
		return 0;
	if (x->has_ena)
		return (double)x->ena_ns;
	if (refs) {
		ref = refs[(size_t)k * (size_t)c->n_groups + (size_t)c->s[i].group];
	} else {
		for (int j = 0; j < c->n_s; j++)
			if (c->s[j].group == c->s[i].group)
				ref_add(&ref, &c->s[j], &c->s[j].cells[k]);
	}
	if (x->has_run) {
		if (x->status == PMS_CAP_COUNTED && (!x->has_pct || x->pct >= 100))
			return run;
		if (x->status == PMS_CAP_COUNTED && run > 0) {
			if (ref.full_run > 0 && consistent(x, run, ref.full_run))
				return ref.full_run;
			if (x->pct > 0)
				return 100.0 * run / (x->pct + (x->pct_floor ? 0.5 : 0));
		}
	}
	if (ref.full_run > 0)
		return ref.full_run;
	if (ref.clock_ns > 0)
		return ref.clock_ns;
	return wall_ns(c, k);
}

PMS_API double pms_capture_enabled_ns(const struct pms_capture *c, unsigned k, int i)
{
	if (!c || k >= c->n_iv || i < 0 || i >= c->n_s)
		return 0;
	return pmsi_capture_enabled(c, NULL, k, i);
}
