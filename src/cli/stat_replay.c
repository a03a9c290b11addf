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
#include <locale.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "stat.h"

struct replay {
	struct stat_ctx *s;
	struct pms_capture *cap;
	struct pms_muxerr *mx;
	int *series;		/* [event * n_cols + col] (n_cols 1 when aggregated); -1 none */
	int *first;		/* event -> the first series printed under it */
	int n_cols;		/* CPUs per event (1 aggregated) */
	struct pms_sim *sim;	/* --cpu...: the predicted schedule, or NULL */
	int *sim_ev;		/* event -> its index in the simulated list, -1 */
	double *share;		/* per event: the simulated share of the interval */
	unsigned cursor;	/* first scheduling interval of the next window */
	unsigned n_contradict, n_checked;
};

/* ---- input ---- */

static int read_input(struct cli *cli, const char *path, char **buf, size_t *len)
{
	FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
	size_t cap = 1 << 16, n = 0;
	char *b = NULL;

	if (!f) {
		cli_error(cli, "cannot read '%s': %s", path, strerror(errno));
		return EXIT_USAGE;
	}
	for (;;) {
		char *nb = n == 0 || n == cap ? realloc(b, n ? (cap *= 2) : cap) : b;
		size_t got;

		if (!nb) {
			cli_error(cli, "out of memory reading '%s'", path);
			break;
		}
		b = nb;
		got = fread(b + n, 1, cap - n, f);
		n += got;
		if (n > PMS_CAPTURE_MAX_BYTES) {
			cli_error(cli, "'%s' is larger than %zu bytes", path, PMS_CAPTURE_MAX_BYTES);
			break;
		}
		if (got == 0) {
			if (ferror(f)) {
				cli_error(cli, "cannot read '%s': %s", path, strerror(errno));
				break;
			}
			if (f != stdin)
				fclose(f);
			*buf = b;
			*len = n;
			return EXIT_OK;
		}
	}
	if (f != stdin)
		fclose(f);
	free(b);
	return n > PMS_CAPTURE_MAX_BYTES ? EXIT_USAGE : EXIT_FAIL;
}

/* "FILE:LINE: message", then the line with a caret under the bad byte. */
static void parse_error(struct cli *cli, const char *path, const char *buf, size_t len,
			struct pms_diag *d)
{
	size_t pos = d->pos, line = 1, start = 0, end;
	char msg[sizeof(d->msg) + 300], text[240];
	struct pms_diag shown = *d;

	if (pos == PMS_NOPOS || pos > len) {
		cli_error(cli, "%s: %s", path, d->msg);
		return;
	}
	for (size_t i = 0; i < pos; i++)
		if (buf[i] == '\n') {
			line++;
			start = i + 1;
		}
	for (end = start; end < len && buf[end] != '\n'; end++)
		;
	snprintf(msg, sizeof(msg), "%.280s:%zu: %s", path, line, d->msg);
	memcpy(shown.msg, msg, sizeof(shown.msg) - 1);
	shown.msg[sizeof(shown.msg) - 1] = '\0';
	shown.pos = pos - start;
	if (end - start < sizeof(text) && !memchr(buf + start, '\0', end - start)) {
		memcpy(text, buf + start, end - start);
		text[end - start] = '\0';
		cli_print_diag(cli, text, &shown);
	} else {
		cli_print_diag(cli, NULL, &shown);
	}
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

/* Its encoding, for perf's metric column: parsed on its own (a name may not parse). */
static void encode(struct stat_ctx *s, struct stat_ev *v, const char *event)
{
	struct pms_evlist *ev = NULL;
	struct pms_event_info info;

	v->e.type = UINT32_MAX;	/* unknown: a rate metric at most */
	if (pms_evlist_parse(s->o->common.model, event, &ev, NULL) == PMS_OK &&
	    pms_evlist_count(ev) == 1 && pms_evlist_event(ev, 0, &info) == PMS_OK) {
		v->e.type = info.type;
		v->e.config = info.config;
		v->e.mods = info.mods;
	} else {
		struct stat_ev *fb = NULL;
		int nfb = 0;
		char err[8];

		if (!stat_fallback_parse(event, &fb, &nfb, err, sizeof(err)) && nfb == 1) {
			v->e.type = fb[0].e.type;
			v->e.config = fb[0].e.config;
		}
		free(fb);
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
				if (!strcmp(other.event, ser.event))
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

/* ---- values ---- */

static void set_bound(struct stat_ctx *s, const struct stat_ev *ev, const struct pms_muxerr_bound *b,
		      struct stat_val *v)
{
	double sc = ev->is_clock ? 1e6 : 1;	/* the printer holds clocks in ns */

	if (b->kind != PMS_MUXERR_BOUNDED)
		return;
	v->has_ci = true;
	v->ci_low = b->low * sc;
	v->ci_high = b->high * sc;
	v->ci_minus = b->minus_pct;
	v->ci_plus = b->plus_pct;
	v->ci_unreliable = b->unreliable;
	(void)s;
}

/* A line's values from an estimate (one interval's, or the run's). */
static void from_bound(struct stat_ctx *s, const struct stat_ev *ev,
		       const struct pms_muxerr_bound *b, int cpu, struct stat_val *v)
{
	double sc = ev->is_clock ? 1e6 : 1;

	memset(v, 0, sizeof(*v));
	v->cpu = cpu;
	v->pred_flag = "";
	switch (b->kind) {
	case PMS_MUXERR_EXACT:
	case PMS_MUXERR_BOUNDED:
		v->c.status = PMS_COUNT_COUNTED;
		break;
	case PMS_MUXERR_NOT_SUPPORTED:
		v->c.status = PMS_COUNT_NOT_SUPPORTED;
		break;
	default:
		v->c.status = PMS_COUNT_NOT_COUNTED;
	}
	v->value = b->value * sc;
	v->c.value = v->value > 0 && v->value < 1.8e19 ? (uint64_t)llround(v->value) : 0;
	v->c.raw = b->raw > 0 && b->raw * sc < 1.8e19 ? (uint64_t)llround(b->raw * sc) : 0;
	v->c.enabled = b->enabled_ns > 0 && b->enabled_ns < 1.8e19 ? (uint64_t)llround(b->enabled_ns) : 0;
	v->c.running = b->running_ns > 0 && b->running_ns < 1.8e19 ? (uint64_t)llround(b->running_ns) : 0;
	if (b->kind == PMS_MUXERR_EXACT)
		v->c.running = v->c.enabled;	/* no percentage, as perf */
	if (v->c.running > v->c.enabled)
		v->c.running = v->c.enabled;
	v->c.percent = v->c.enabled ? 100.0 * (double)v->c.running / (double)v->c.enabled : 0;
	v->c.scaled = v->c.running < v->c.enabled;
	v->c.print_percent = v->c.running != v->c.enabled;
	set_bound(s, ev, b, v);
}

/* ---- the predicted schedule (--cpu, --kernel, ...) ---- */

static bool wants_prediction(const struct stat_opts *o)
{
	const struct cli_common *c = &o->common;

	return strcmp(c->cpu, "host") || c->kernel || c->ht >= 0 || c->nmi_watchdog >= 0;
}

/* The event list behind the capture: -e, or the names joined. */
static char *capture_list(struct replay *r)
{
	size_t n = 1;
	char *list;

	if (r->s->o->events)
		return strdup(r->s->o->events);
	for (int e = 0; e < r->s->n; e++)
		n += strlen(r->s->ev[e].name) + 1;
	list = calloc(n, 1);
	for (int e = 0, at = 0; list && e < r->s->n; e++)
		at += snprintf(list + at, n - (size_t)at, "%s%s", e ? "," : "", r->s->ev[e].name);
	return list;
}

static void match_events(struct replay *r, const struct pms_evlist *evl)
{
	for (int e = 0; e < r->s->n; e++) {
		r->sim_ev[e] = -1;
		for (int j = 0; j < pms_evlist_count(evl); j++) {
			struct pms_event_info info;

			if (pms_evlist_event(evl, j, &info) == PMS_OK && info.text &&
			    !strcmp(info.text, r->s->ev[e].name))
				r->sim_ev[e] = j;
		}
	}
}

static void predict(struct replay *r)
{
	struct stat_ctx *s = r->s;
	struct pms_sim_opts so;
	struct pms_evlist *evl = NULL;
	struct pms_diag d;
	char *list;
	unsigned n = pms_capture_n_intervals(r->cap);

	if (!wants_prediction(s->o) || s->cpus || !n)
		return;
	if (cli_common_finish(s->cli, &s->o->common, true))
		return;
	list = capture_list(r);
	r->sim_ev = calloc((size_t)s->n, sizeof(int));
	r->share = calloc((size_t)s->n, sizeof(double));
	pms_diag_clear(&d);
	memset(&so, 0, sizeof(so));
	so.env = s->o->common.env;
	so.mux_interval_ns = s->o->mux_interval_ns;
	so.duration_ns = pms_capture_time_ns(r->cap, n - 1);
	if (!list || !r->sim_ev || !r->share || pms_evlist_parse(s->o->common.model, list, &evl, &d) ||
	    pms_simulate(evl, &so, &r->sim, &d)) {
		cli_warn(s->cli, "no predicted schedule: %s", d.msg[0] ? d.msg : "out of memory");
		pms_sim_free(r->sim);
		r->sim = NULL;
	} else {
		match_events(r, evl);
	}
	free(list);
	pms_evlist_free(evl);
}

/*
 * The simulated share of every event over [t0, t1), into @share (percent);
 * @cursor: the first scheduling interval not wholly before t0 (windows come in order).
 */
static void sim_shares(struct replay *r, uint64_t t0, uint64_t t1, unsigned *cursor, double *share)
{
	unsigned n = pms_sim_n_intervals(r->sim);
	double en = 0;

	for (int e = 0; e < r->s->n; e++)
		share[e] = 0;
	for (unsigned k = *cursor; k < n; k++) {
		struct pms_interval iv;
		double a, b;

		if (pms_sim_interval(r->sim, k, &iv) || iv.start_ns >= t1)
			break;
		if (iv.end_ns <= t0) {
			*cursor = k + 1;
			continue;
		}
		if (!iv.task_on)
			continue;
		a = (double)(iv.start_ns > t0 ? iv.start_ns : t0);
		b = (double)(iv.end_ns < t1 ? iv.end_ns : t1);
		en += b - a;
		for (int e = 0; e < r->s->n; e++)
			if (r->sim_ev[e] >= 0 && iv.counter[r->sim_ev[e]] != -1)
				share[e] += b - a;
	}
	for (int e = 0; e < r->s->n; e++)
		share[e] = en > 0 ? 100 * share[e] / en : 100;
}

static void check_prediction(struct replay *r, unsigned k, struct stat_val *vals)
{
	uint64_t t0 = k ? pms_capture_time_ns(r->cap, k - 1) : 0, t1 = pms_capture_time_ns(r->cap, k);
	double mux = r->s->o->mux_interval_ns ? (double)r->s->o->mux_interval_ns : 4e6;
	/* the rotation's grid is not known: a window may gain or lose one interval at each end */
	double slack = r->s->o->threshold + (t1 > t0 ? 200 * mux / (double)(t1 - t0) : 100);
	bool differs = false;

	if (!r->sim)
		return;
	sim_shares(r, t0, t1, &r->cursor, r->share);
	for (int e = 0; e < r->s->n; e++) {
		const struct pms_ev_result *res;
		struct stat_val *v = &vals[e];

		if (r->sim_ev[e] < 0 || !(res = pms_sim_result(r->sim, r->sim_ev[e])))
			continue;
		v->has_pred = true;
		if (res->status == PMS_ST_NOT_SUPPORTED) {
			v->pred_pct = -1;
			continue;
		}
		v->pred_pct = r->share[e];
		if (v->c.status == PMS_COUNT_NOT_SUPPORTED || !v->c.enabled)
			continue;
		if (fabs(v->c.percent - v->pred_pct) > slack) {
			v->pred_flag = "differs from the predicted schedule";
			differs = true;
		}
	}
	r->n_checked++;
	r->n_contradict += differs;
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
			from_bound(s, &s->ev[e], &b, s->cpus ? s->cpus[c] : -1,
				   &vals[e * r->n_cols + c]);
		}
	}
	if (!s->cpus)
		check_prediction(r, k, vals);
	stat_print_interval_header(&s->pr);
	stat_set_interval(&s->pr, (double)ts / 1e9);
	s->pr.walltime_ns = iv_ns;
	stat_print_counts(s, s->cpus ? NULL : vals, s->cpus ? vals : NULL);
}

static void print_totals(struct replay *r, struct stat_val *vals, const char *what)
{
	struct stat_ctx *s = r->s;
	unsigned n = pms_capture_n_intervals(r->cap);
	double elapsed = n ? (double)pms_capture_time_ns(r->cap, n - 1) : 0;
	FILE *f = s->pr.f;
	bool any = false;

	for (int e = 0; e < s->n; e++) {
		for (int c = 0; c < r->n_cols; c++) {
			struct pms_muxerr_bound b = { .kind = PMS_MUXERR_ABSENT };
			int i = r->series[e * r->n_cols + c];

			if (i >= 0)
				pms_muxerr_total(r->mx, i, &b);
			from_bound(s, &s->ev[e], &b, s->cpus ? s->cpus[c] : -1,
				   &vals[e * r->n_cols + c]);
		}
	}
	for (int v = 0; v < s->n * r->n_cols; v++)
		any |= vals[v].has_ci;
	s->pr.interval = false;
	s->pr.walltime_ns = elapsed;
	if (s->pr.fmt == STAT_HUMAN)
		fprintf(f, "\n Performance counter stats for %s:\n\n", what);
	stat_print_counts(s, s->cpus ? NULL : vals, s->cpus ? vals : NULL);
	if (s->pr.fmt != STAT_HUMAN)
		return;
	fprintf(f, "\n %17.9f seconds time elapsed\n\n", elapsed / 1e9);
	if (any)
		fprintf(f, " [-a%%, +b%%]: where the true count lies, at %g%% confidence, from the "
			"interval series\n", 100 * s->pr.confidence);
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
	predict(r);
	s->pr.predict = r->sim != NULL;
	if (!(pms_capture_layout(r->cap) & PMS_CAPLAY_NO_INTERVAL))
		for (unsigned k = 0; k < n; k++)
			print_interval(r, k, vals, iv_ns);
	s->pr.predict = false;
	snprintf(what, sizeof(what), "'%s' (%u interval%s replayed)", s->o->replay, n,
		 n == 1 ? "" : "s");
	print_totals(r, vals, what);
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
}

static int replay_estimate(struct replay *r)
{
	struct pms_muxerr_opts mo = PMS_MUXERR_OPTS_INIT;
	struct pms_diag d;

	mo.confidence = r->s->o->confidence;
	mo.threshold_pct = r->s->o->mux_threshold;
	mo.mux_interval_ns = r->s->o->mux_interval_ns;
	pms_diag_clear(&d);
	if (pms_muxerr_new(r->cap, &mo, &r->mx, &d)) {
		cli_print_diag(r->s->cli, NULL, &d);
		return EXIT_FAIL;
	}
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
	struct pms_diag d;
	char *buf = NULL;
	size_t len = 0;
	locale_t loc = (locale_t)0, old = (locale_t)0;
	FILE *f;
	size_t first;
	int rc = read_input(s->cli, s->o->replay, &buf, &len);

	if (rc)
		return rc;
	pms_diag_clear(&d);
	if ((rc = pms_capture_parse(buf, len, &r.cap, &d))) {
		parse_error(s->cli, s->o->replay, buf, len, &d);
		free(buf);
		return cli_exit_for(rc);
	}
	if (pms_capture_n_skipped(r.cap, &first))
		cli_warn(s->cli, "%s: %zu line%s without a count skipped", s->o->replay,
			 pms_capture_n_skipped(r.cap, NULL),
			 pms_capture_n_skipped(r.cap, NULL) == 1 ? "" : "s");
	free(buf);
	rc = open_out(s, &f);
	/* numbers in the user's locale, as stat (JSON stays in C) */
	if (!rc && !s->o->json && (loc = newlocale(LC_ALL_MASK, "", (locale_t)0)))
		old = uselocale(loc);
	if (!rc)
		rc = replay_run(&r, f);
	if (loc) {
		uselocale(old);
		freelocale(loc);
	}
	if (s->of.o && outfile_close(s->cli, &s->of, rc == EXIT_OK) && !rc)
		rc = EXIT_FAIL;
	pms_sim_free(r.sim);
	free(r.sim_ev);
	free(r.share);
	free(r.series);
	free(r.first);
	pms_muxerr_free(r.mx);
	pms_capture_free(r.cap);
	return rc;
}

/* ---- live runs: --mux-error ---- */

int stat_capture_begin(struct stat_ctx *s)
{
	if (!s->o->mux_error)
		return EXIT_OK;
	s->cap_idx = calloc((size_t)s->n, sizeof(int));
	if (!s->cap_idx || pms_capture_new(&s->cap))
		goto oom;
	for (int i = 0; i < s->n; i++)
		if (pms_capture_add_series(s->cap, s->ev[i].name, s->ev[i].is_clock ? "msec" : "",
					   NULL, &s->cap_idx[i]))
			goto oom;
	return EXIT_OK;
oom:
	cli_error(s->cli, "out of memory");
	stat_capture_end(s);
	return EXIT_FAIL;
}

void stat_capture_end(struct stat_ctx *s)
{
	pms_capture_free(s->cap);
	free(s->cap_idx);
	s->cap = NULL;
	s->cap_idx = NULL;
}

void stat_capture_interval(struct stat_ctx *s, const struct pms_count *c, double ts)
{
	unsigned k;

	if (!s->cap || ts < 0 || pms_capture_add_interval(s->cap, (uint64_t)(ts * 1e9), &k))
		return;
	for (int i = 0; i < s->n; i++) {
		struct pms_capture_cell x = { 0 };
		double sc = s->ev[i].is_clock ? 1e-6 : 1;

		x.status = c[i].status == PMS_COUNT_COUNTED ? PMS_CAP_COUNTED :
			   c[i].status == PMS_COUNT_NOT_COUNTED ? PMS_CAP_NOT_COUNTED :
			   PMS_CAP_NOT_SUPPORTED;
		/* the unrounded scaled value: the raw count and both times are exact */
		x.value = c[i].running ? (double)c[i].raw * (double)c[i].enabled /
			  (double)c[i].running * sc : 0;
		x.has_run = x.has_ena = x.has_pct = true;
		x.run_ns = c[i].running;
		x.ena_ns = c[i].enabled;
		x.pct = c[i].enabled ? 100.0 * (double)c[i].running / (double)c[i].enabled : 0;
		if (x.status == PMS_CAP_COUNTED && !c[i].running)
			x.status = PMS_CAP_NOT_COUNTED;
		pms_capture_set(s->cap, k, s->cap_idx[i], &x);
	}
}

static struct pms_muxerr *live_estimate(struct stat_ctx *s)
{
	struct pms_muxerr_opts mo = PMS_MUXERR_OPTS_INIT;
	struct pms_muxerr *mx = NULL;

	mo.confidence = s->o->confidence;
	mo.threshold_pct = s->o->mux_threshold;
	mo.mux_interval_ns = s->o->mux_interval_ns;
	if (!s->cap || pms_muxerr_new(s->cap, &mo, &mx, NULL))
		return NULL;
	return mx;
}

void stat_muxerr_fill(struct stat_ctx *s, struct stat_val *vals)
{
	struct pms_muxerr *mx = live_estimate(s);

	for (int i = 0; mx && i < s->n; i++) {
		struct pms_muxerr_bound b;

		if (pms_muxerr_total(mx, s->cap_idx[i], &b) == PMS_OK)
			set_bound(s, &s->ev[i], &b, &vals[i]);
	}
	pms_muxerr_free(mx);
}

void stat_print_muxerr_summary(struct stat_ctx *s, double elapsed_ns)
{
	struct replay r = { .s = s, .cap = s->cap, .n_cols = 1, .series = s->cap_idx };
	struct stat_val *vals = calloc((size_t)s->n, sizeof(*vals));
	char what[64];

	(void)elapsed_ns;
	r.mx = live_estimate(s);
	if (vals && r.mx && s->n) {
		snprintf(what, sizeof(what), "the %u interval%s above",
			 pms_capture_n_intervals(s->cap),
			 pms_capture_n_intervals(s->cap) == 1 ? "" : "s");
		print_totals(&r, vals, what);
	}
	free(vals);
	pms_muxerr_free(r.mx);
}
