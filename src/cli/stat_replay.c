/*
 * 'pmusched stat --replay FILE': a recorded perf stat -I run (any format
 * pms_capture_parse() reads) printed the way 'stat -I' prints it, with the
 * error bound of every multiplexed count (pms_muxerr_*), then the totals
 * of the whole run with theirs.  With --cpu/--kernel/... each interval's
 * shares are also checked against the simulator's schedule.
 *
 * Live runs with --mux-error collect the same interval series here
 * (stat_capture_*) and get their bounds from the same code.
 *
 * Replay writes to standard output (or -o FILE): there is no command whose
 * output it would mix with.
 */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "stat_replay.h"

/* ---- input ---- */

/* "FILE:LINE: message", then the line with a caret under the bad byte. */
static void parse_error(struct cli *cli, const char *path, size_t line_no, const char *line,
			size_t len, size_t line_off, const struct pms_diag *d)
{
	char msg[sizeof(d->msg) + 300], text[240];
	struct pms_diag shown = *d;

	if (d->pos == PMS_NOPOS || !line || d->pos < line_off || d->pos > line_off + len) {
		cli_error(cli, "%s: %s", path, d->msg);
		return;
	}
	snprintf(msg, sizeof(msg), "%.280s:%zu: %s", path, line_no, d->msg);
	memcpy(shown.msg, msg, sizeof(shown.msg) - 1);
	shown.msg[sizeof(shown.msg) - 1] = '\0';
	shown.pos = d->pos - line_off;
	if (len && line[len - 1] == '\r')
		len--;
	if (len < sizeof(text) && !memchr(line, '\0', len)) {
		memcpy(text, line, len);
		text[len] = '\0';
		cli_print_diag(cli, text, &shown);
	} else {
		cli_print_diag(cli, NULL, &shown);
	}
}

#define CHUNK 65536u

/*
 * Read @path ("-": stdin) line by line into a capture: memory holds one
 * chunk and the longest line (at most PMS_CAPTURE_MAX_LINE, one byte past
 * it being enough to refuse it), never the file.
 */
int replay_load(struct cli *cli, const char *path, struct pms_capture **cap)
{
	FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
	size_t cap_b = PMS_CAPTURE_MAX_LINE + CHUNK + 2, have = 0, line_no = 1, off = 0;
	struct pms_capture_reader *r = NULL;
	char *b = malloc(cap_b);
	struct pms_diag d;
	int rc = PMS_OK, ret = EXIT_OK;
	bool eof = false;

	*cap = NULL;
	pms_diag_clear(&d);
	if (!f) {
		cli_error(cli, "cannot read '%s': %s", path, strerror(errno));
		free(b);
		return EXIT_USAGE;
	}
	if (!b || pms_capture_reader_new(&r)) {
		cli_error(cli, "out of memory reading '%s'", path);
		ret = EXIT_FAIL;
		goto out;
	}
	while (!rc && (!eof || have)) {
		size_t start = 0;

		if (!eof) {
			size_t got = fread(b + have, 1, cap_b - have, f);

			have += got;
			if (got == 0) {
				if (ferror(f)) {
					int e = errno;

					cli_error(cli, "cannot read '%s': %s", path, strerror(e));
					ret = e == EISDIR ? EXIT_USAGE : EXIT_FAIL;
					goto out;
				}
				eof = true;
			}
		}
		for (;;) {
			char *nl = memchr(b + start, '\n', have - start);
			size_t len = nl ? (size_t)(nl - (b + start)) : have - start;

			/* a line without its end: wait for more, unless too long or the input ended */
			if (!nl && !(eof && len) && len <= PMS_CAPTURE_MAX_LINE)
				break;
			rc = pms_capture_reader_line(r, b + start, len, &d);
			if (rc) {
				parse_error(cli, path, line_no, b + start, len, off, &d);
				ret = cli_exit_for(rc);
				goto out;
			}
			off += len + 1;
			line_no++;
			start += nl ? len + 1 : len;
			if (!nl)
				break;
		}
		memmove(b, b + start, have - start);
		have -= start;
	}
	rc = pms_capture_reader_finish(r, cap, &d);
	if (rc) {
		parse_error(cli, path, line_no, NULL, 0, off, &d);
		ret = cli_exit_for(rc);
	}
out:
	if (f != stdin)
		fclose(f);
	pms_capture_reader_free(r);
	free(b);
	return ret;
}

/* ---- the events to print ---- */

static bool cpu_aggr(const char *a, int *cpu)
{
	char *end;
	long v;

	if (strncmp(a, "CPU", 3) || !a[3])
		return false;
	v = strtol(a + 3, &end, 10);
	if (*end || v < 0 || v > 65535)
		return false;
	*cpu = (int)v;
	return true;
}

static int cmp_int(const void *a, const void *b)
{
	return *(const int *)a - *(const int *)b;
}

/* -A captures: every series per CPU.  Fills s->cpus; false when not all are. */
static bool per_cpu(struct replay *r)
{
	struct stat_ctx *s = r->s;
	int n = pms_capture_n_series(r->cap), cpu, k = 0;

	for (int i = 0; i < n; i++) {
		struct pms_capture_series ser;

		pms_capture_series(r->cap, i, &ser);
		if (!cpu_aggr(ser.aggr, &cpu))
			return false;
	}
	s->cpus = malloc((size_t)n * sizeof(int));
	if (!s->cpus)
		return false;
	for (int i = 0; i < n; i++) {
		struct pms_capture_series ser;

		pms_capture_series(r->cap, i, &ser);
		cpu_aggr(ser.aggr, &cpu);
		s->cpus[k++] = cpu;
	}
	qsort(s->cpus, (size_t)k, sizeof(int), cmp_int);
	s->n_cpus = 0;
	for (int i = 0; i < k; i++)
		if (!s->n_cpus || s->cpus[s->n_cpus - 1] != s->cpus[i])
			s->cpus[s->n_cpus++] = s->cpus[i];
	return true;
}

/* The name an event is printed with: with a non-CPU aggregation id, "event (id)". */
static void print_name(const struct pms_capture_series *ser, bool cpus, char *out, size_t n)
{
	if (!ser->aggr[0] || cpus)
		snprintf(out, n, "%s", ser->event);
	else
		snprintf(out, n, "%s (%s)", ser->event, ser->aggr);
}

/* Its encoding, for perf's metric column: parsed on its own (a name may not parse)
 * as the perf whose lines are written does (a legacy name stays legacy before 6.19) */
static void encode(struct stat_ctx *s, struct stat_ev *v, const char *event)
{
	struct pms_evlist_opts o = PMS_EVLIST_OPTS_INIT;
	struct pms_evlist *ev = NULL;
	struct pms_event_info info;

	o.perf_version = pms_stat_lines_perf(s->o->perf_version, 0);
	v->e.type = UINT32_MAX;	/* unknown: a rate metric at most */
	if (pms_evlist_parse_opts(s->o->common.model, event, &o, &ev, NULL) == PMS_OK &&
	    pms_evlist_count(ev) == 1 && pms_evlist_event(ev, 0, &info) == PMS_OK) {
		v->e.type = info.type;
		v->e.config = info.config;
		v->e.mods = info.mods;
	}
	pms_evlist_free(ev);
}

static int add_event(struct replay *r, int i, const struct pms_capture_series *ser)
{
	struct stat_ctx *s = r->s;
	struct stat_ev *v = &s->ev[s->n];

	memset(v, 0, sizeof(*v));
	print_name(ser, r->n_cols > 1 || s->cpus, v->name, sizeof(v->name));
	v->e.name = v->name;
	v->is_clock = ser->is_clock;
	encode(s, v, ser->event);
	for (int c = 0; c < r->n_cols; c++)
		r->series[s->n * r->n_cols + c] = -1;
	r->first[s->n] = i;
	return s->n++;
}

/*
 * -M or -d with --replay: perf's list for --cpu, matched by name with the
 * capture's last events, so the metric column shows the values perf
 * printed beside them.
 */
static int replay_list(struct replay *r)
{
	struct stat_ctx *s = r->s;
	int rc;

	if (!plist_asked(&s->o->plist))
		return EXIT_OK;
	if (!strcmp(s->o->common.cpu, "host")) {
		cli_error(s->cli, "-M and -d with --replay need the CPU the capture was made on");
		cli_hint(s->cli, "add --cpu MODEL ('pmusched list')");
		return EXIT_USAGE;
	}
	rc = stat_build_list(s->cli, s->o);
	if (rc)
		return rc;
	if (!stat_match_list(s) || s->cpus)
		cli_warn(s->cli, "the capture's events are not perf's list for -M%s: no metric values",
			 s->cpus ? " (or per CPU)" : "");
	return EXIT_OK;
}

/* One printed event per series (aggregated), or per event name with a column per CPU. */
static int build_events(struct replay *r)
{
	struct stat_ctx *s = r->s;
	int n = pms_capture_n_series(r->cap);

	if (!s->o->common.model && strcmp(s->o->common.cpu, "host"))
		s->o->common.model = pms_model_find(s->o->common.cpu);
	if (!s->o->common.model)
		pms_model_host(&s->o->common.model, NULL);
	r->n_cols = per_cpu(r) ? s->n_cpus : 1;
	s->ev = calloc((size_t)n, sizeof(*s->ev));
	r->series = malloc((size_t)n * (size_t)r->n_cols * sizeof(int));
	r->first = malloc((size_t)n * sizeof(int));
	if (!s->ev || !r->series || !r->first)
		return EXIT_FAIL;
	for (int i = 0; i < n; i++) {
		struct pms_capture_series ser;
		int e = -1, cpu = 0, col = 0;

		pms_capture_series(r->cap, i, &ser);
		if (s->cpus) {
			cpu_aggr(ser.aggr, &cpu);
			for (int j = 0; j < s->n && e < 0; j++) {
				struct pms_capture_series other;

				pms_capture_series(r->cap, r->first[j], &other);
				if (!strcmp(other.event, ser.event) && other.repeat == ser.repeat)
					e = j;
			}
			while (s->cpus[col] != cpu)
				col++;
		}
		if (e < 0)
			e = add_event(r, i, &ser);
		r->series[e * r->n_cols + col] = i;
	}
	s->pr.no_aggr = s->cpus != NULL;
	return EXIT_OK;
}

/* ---- printing ---- */

/*
 * perf's metrics divide by the -I value, which a capture does not carry:
 * -I given with --replay, else the shortest spacing of the timestamps (the
 * first interval and the last, partial one aside when there are others),
 * to the millisecond.
 */
static double nominal_interval_ns(const struct stat_opts *o, const struct pms_capture *cap)
{
	unsigned n = pms_capture_n_intervals(cap);
	uint64_t best = n ? pms_capture_time_ns(cap, 0) : 1000000000;

	if (o->interval_ms)
		return (double)o->interval_ms * 1e6;
	for (unsigned k = 1; k + 1 < n; k++) {
		uint64_t dt = pms_capture_time_ns(cap, k) - pms_capture_time_ns(cap, k - 1);

		if (k == 1 || dt < best)
			best = dt;
	}
	return best > 1000000 ? (double)((best + 500000) / 1000000) * 1e6 : 1e6;
}

static void print_interval(struct replay *r, unsigned k, struct stat_val *vals, double iv_ns)
{
	struct stat_ctx *s = r->s;
	uint64_t ts = pms_capture_time_ns(r->cap, k);

	for (int e = 0; e < s->n; e++) {
		for (int c = 0; c < r->n_cols; c++) {
			struct pms_muxerr_bound b = { .kind = PMS_MUXERR_ABSENT };
			int i = r->series[e * r->n_cols + c];

			if (i >= 0)
				pms_muxerr_at(r->mx, i, k, &b);
			replay_from_bound(&s->ev[e], &b, s->cpus ? s->cpus[c] : -1,
				   &vals[e * r->n_cols + c]);
		}
	}
	if (!s->cpus)
		replay_check_prediction(r, k, vals);
	stat_print_interval_header(&s->pr);
	stat_set_interval(&s->pr, (double)ts / 1e9);
	s->pr.walltime_ns = iv_ns;
	replay_metric_bounds(r, k);
	stat_print_counts(s, s->cpus ? NULL : vals, s->cpus ? vals : NULL);
	s->mx = s->mx_cpu = NULL;
	s->mx_series = NULL;
}

static int replay_print(struct replay *r)
{
	struct stat_ctx *s = r->s;
	unsigned n = pms_capture_n_intervals(r->cap);
	struct stat_val *vals = calloc((size_t)s->n * (size_t)r->n_cols, sizeof(*vals));
	double iv_ns = nominal_interval_ns(s->o, r->cap);
	char what[300];

	if (!vals) {
		cli_error(s->cli, "out of memory");
		return EXIT_FAIL;
	}
	replay_predict(r);
	s->pr.predict = r->sim != NULL;
	if (!(pms_capture_layout(r->cap) & PMS_CAPLAY_NO_INTERVAL))
		for (unsigned k = 0; k < n; k++)
			print_interval(r, k, vals, iv_ns);
	s->pr.predict = false;
	snprintf(what, sizeof(what), "'%s' (%u interval%s replayed)", s->o->replay, n,
		 n == 1 ? "" : "s");
	replay_print_totals(r, vals, what);
	if (r->n_contradict)
		cli_warn(s->cli, "%u of %u intervals: shares differ from the predicted schedule "
			 "(another tool holding counters, the NMI watchdog, another kernel or CPU?)",
			 r->n_contradict, r->n_checked);
	free(vals);
	return EXIT_OK;
}

static void printer_init(struct stat_ctx *s, FILE *f)
{
	struct stat_opts *o = s->o;

	s->pr.f = f;
	s->pr.fmt = o->json ? STAT_JSON : o->sep ? STAT_CSV : STAT_HUMAN;
	s->pr.sep = o->sep ? o->sep : " ";
	s->pr.unit_width = 4;
	s->pr.run_count = 1;
	s->pr.mux_error = true;
	s->pr.confidence = o->confidence;
	stat_style_init(s->cli, &s->pr, pms_stat_lines_perf(o->perf_version, 0));
}

/* The replay answer of the query API (pms_query_replay_capture()). */
static int replay_estimate(struct replay *r)
{
	struct pms_muxerr_opts mo = PMS_MUXERR_OPTS_INIT;
	struct pms_query *q = NULL;
	struct pms_diag d;
	int rc;

	mo.confidence = r->s->o->confidence;
	mo.threshold_pct = r->s->o->mux_threshold;
	mo.mux_interval_ns = r->s->o->mux_interval_ns;
	pms_diag_clear(&d);
	rc = pms_query_new(&q, &d);
	if (!rc)
		rc = pms_query_set_muxerr_opts(q, &mo, &d);
	if (!rc)
		rc = pms_query_replay_capture(q, r->cap, &r->answer, &d);
	pms_query_free(q);
	if (rc) {
		cli_print_diag(r->s->cli, NULL, &d);
		return EXIT_FAIL;
	}
	r->mx = pms_answer_muxerr(r->answer);
	return EXIT_OK;
}

static int replay_run(struct replay *r, FILE *f)
{
	int rc = replay_estimate(r);

	if (!rc)
		rc = build_events(r);
	if (rc) {
		if (rc == EXIT_FAIL && !r->mx)
			return rc;
		cli_error(r->s->cli, "out of memory");
		return rc;
	}
	rc = replay_list(r);	/* prints its errors */
	if (rc)
		return rc;
	printer_init(r->s, f);
	return replay_print(r);
}

static int open_out(struct stat_ctx *s, FILE **f)
{
	*f = s->cli->out;
	if (!s->o->out_path || !strcmp(s->o->out_path, "-"))
		return EXIT_OK;
	if (outfile_open(s->cli, "-o", s->o->out_path, s->o->append, &s->of))
		return EXIT_USAGE;
	*f = s->of.f;
	return EXIT_OK;
}

int stat_replay(struct stat_ctx *s)
{
	struct replay r = { .s = s };
	FILE *f;
	size_t first;
	int rc = replay_load(s->cli, s->o->replay, &r.cap);

	if (rc)
		return rc;
	if (pms_capture_n_skipped(r.cap, &first))
		cli_warn(s->cli, "%s: %zu line%s without a count skipped", s->o->replay,
			 pms_capture_n_skipped(r.cap, NULL),
			 pms_capture_n_skipped(r.cap, NULL) == 1 ? "" : "s");
	rc = open_out(s, &f);
	/*
	 * Numbers in the C locale, unlike a live stat: a replay prints the same
	 * on every machine that analyses the capture.
	 */
	if (!rc)
		rc = replay_run(&r, f);
	if (s->of.o && outfile_close(s->cli, &s->of, rc == EXIT_OK) && !rc)
		rc = EXIT_FAIL;
	pms_sim_free(r.sim);
	free(r.sim_ev);
	free(r.share);
	free(r.series);
	free(r.first);
	pms_answer_free(r.answer);	/* its estimate; the capture is ours */
	pms_capture_free(r.cap);
	return rc;
}
