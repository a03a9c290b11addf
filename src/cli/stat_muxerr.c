/*
 * --mux-error: estimates turned into stat's lines (the bound fields of
 * struct stat_val), the whole run's summary, and the interval series of a
 * live run collected for the same estimator as --replay.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "stat_replay.h"

/* ---- values ---- */

void replay_set_bound(const struct stat_ev *ev, const struct pms_muxerr_bound *b,
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
	v->ci_unbounded = b->unbounded;
	if (b->unbounded)
		v->ci_high = v->ci_plus = 0;	/* INFINITY: printed as unbounded */
}

/* A line's values from an estimate (one interval's, or the run's). */
void replay_from_bound(const struct stat_ev *ev,
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
	replay_set_bound(ev, b, v);
}

/*
 * What no interval series can show: a workload that repeats in step with
 * the rotation shows each event the same part of its loop in every slice,
 * and the error is a bias the series does not vary with (docs/mux-error.md,
 * "Aliasing").  The periods at risk are multiples of the rotation interval,
 * the rotation cycle (slots x interval, the slots read off the lowest
 * share) first; at a print interval of several cycles a loop that short
 * is averaged away before any series could show it.  This note does not detect
 * such a loop; where the series do show one, the library unbounds the
 * counts (print_loop_note()).
 */
static void print_aliasing_note(FILE *f, const struct stat_ctx *s, double low_share,
				double iv_ns)
{
	double mux = s->o->mux_interval_ns ? (double)s->o->mux_interval_ns :
		     PMS_MUXERR_DEFAULT_SCALE_NS;
	int slots = low_share > 0 ? (int)(100 / low_share + 0.5) : 1;

	if (slots < 1)
		slots = 1;
	fprintf(f, " The bounds assume no loop in the workload in step with the %g ms rotation: "
		"a period of k x %g ms (the %d-slot cycle, %g ms, and its multiples first)",
		mux / 1e6, mux / 1e6, slots, slots * mux / 1e6);
	fputs(" would bias them by more than they show", f);
	if (iv_ns >= 4 * slots * mux)
		fprintf(f, "; at this print interval (%.0f ms) no series can reveal such a loop",
			iv_ns / 1e6);
	fputs("\n", f);
}

/*
 * A loop the series show (pms_muxerr_bound.unbounded): the counts of its
 * aggregation have no upper bound.  The true period is the repeat divided
 * by a whole number, which the series cannot tell: any of them may be a
 * multiple of the rotation (docs/mux-error.md, "Loops in step with the
 * rotation").
 */
static void print_loop_note(FILE *f, const struct stat_ctx *s, const struct pms_capture *cap,
			    const struct pms_muxerr_bound *b)
{
	struct pms_capture_series cs = { 0 };
	double mux = s->o->mux_interval_ns ? (double)s->o->mux_interval_ns :
		     PMS_MUXERR_DEFAULT_SCALE_NS;

	if (pms_capture_series(cap, b->loop_series, &cs))
		cs.event = "?";
	fputs(" MUX-UNBOUNDED: the series of ", f);
	cli_write_escaped(f, cs.event, strlen(cs.event));
	fprintf(f, " repeat every %u intervals (%.0f ms): a loop of that period or a whole "
		"fraction of it, which the %g ms rotation may show the same part of in every "
		"slice; the counts beside it have the counted part as their only bound\n",
		b->loop_intervals, b->loop_ns / 1e6, mux / 1e6);
}

void replay_metric_bounds(struct replay *r, unsigned k)
{
	struct stat_ctx *s = r->s;

	s->mx = r->n_cols == 1 && !s->cpus ? r->mx : NULL;
	s->mx_series = s->mx ? r->series : NULL;
	s->mx_k = k;
	s->mx_cpu = s->cpus && r->n_cols == s->n_cpus ? r->mx : NULL;
	s->mx_cpu_series = s->mx_cpu ? r->series : NULL;
	s->mx_cols = r->n_cols;
}

void replay_print_totals(struct replay *r, struct stat_val *vals, const char *what)
{
	struct stat_ctx *s = r->s;
	unsigned n = pms_capture_n_intervals(r->cap);
	double elapsed = n ? (double)pms_capture_time_ns(r->cap, n - 1) : 0;
	bool no_elapsed = pms_capture_layout(r->cap) & PMS_CAPLAY_NO_ELAPSED;
	FILE *f = s->pr.f;
	bool any = false, narrow = false;
	double low_share = 100;
	struct pms_muxerr_bound loop = { .kind = PMS_MUXERR_ABSENT };

	for (int e = 0; e < s->n; e++) {
		for (int c = 0; c < r->n_cols; c++) {
			struct pms_muxerr_bound b = { .kind = PMS_MUXERR_ABSENT };
			int i = r->series[e * r->n_cols + c];

			if (i >= 0)
				pms_muxerr_total(r->mx, i, &b);
			if (b.unbounded && !loop.unbounded)
				loop = b;
			replay_from_bound(&s->ev[e], &b, s->cpus ? s->cpus[c] : -1,
				   &vals[e * r->n_cols + c]);
		}
	}
	for (int v = 0; v < s->n * r->n_cols; v++) {
		any |= vals[v].has_ci;
		narrow |= vals[v].has_ci && !vals[v].ci_unbounded;
		if (vals[v].has_ci && vals[v].c.percent > 0 && vals[v].c.percent < low_share)
			low_share = vals[v].c.percent;
	}
	s->pr.interval = false;
	/* no elapsed time known: no CPUs utilized from a made-up one */
	s->pr.walltime_ns = no_elapsed ? 0 : elapsed;
	if (s->pr.fmt == STAT_HUMAN)
		fprintf(f, "\n Performance counter stats for %s:\n\n", what);
	replay_metric_bounds(r, PMS_MUXERR_RUN);
	stat_print_counts(s, s->cpus ? NULL : vals, s->cpus ? vals : NULL);
	if (s->pr.fmt != STAT_HUMAN) {
		stat_print_trees(s, vals);
		s->mx = s->mx_cpu = NULL;
		s->mx_series = NULL;
		return;
	}
	/* a report without perf's footer: its length is not known, so no
	 * elapsed line is made up */
	if (no_elapsed)
		fputs("\n", f);
	else
		fprintf(f, "\n %17.9f seconds time elapsed\n\n", elapsed / 1e9);
	stat_print_trees(s, vals);
	s->mx = s->mx_cpu = NULL;
	s->mx_series = NULL;
	if (any) {
		fprintf(f, " [-a%%, +b%%]: where the true count lies, at %g%% confidence, from the "
			"interval series\n", 100 * s->pr.confidence);
		if (narrow)
			print_aliasing_note(f, s, low_share, n ? elapsed / n : 0);
		if (loop.unbounded)
			print_loop_note(f, s, r->cap, &loop);
	}
}

/* ---- live runs: --mux-error ---- */

/*
 * The most intervals a live run holds for its bounds: beyond, each two
 * neighbouring intervals merge into one (pms_capture_add_read()), so the
 * memory stays bounded however long the run (2048 x 100 ms: 205 s before
 * the first merge without -I).  docs/mux-error.md, "Long live runs".
 */
#define LIVE_MAX_INTERVALS 2048

static bool taken(const int *idx, int n, int v)
{
	for (int k = 0; k < n; k++)
		if (idx[k] == v)
			return true;
	return false;
}

int stat_capture_begin(struct stat_ctx *s)
{
	if (!s->o->mux_error)
		return EXIT_OK;
	s->cap_idx = calloc((size_t)s->n, sizeof(int));
	if (!s->cap_idx || pms_capture_new(&s->cap) ||
	    pms_capture_set_max_intervals(s->cap, LIVE_MAX_INTERVALS))
		goto oom;
	for (int i = 0; i < s->n; i++) {
		/* one series per event, a name listed twice too (only the index is used) */
		char name[sizeof(s->ev[i].name) + 16];
		int repeat = 1;

		snprintf(name, sizeof(name), "%s", s->ev[i].name);
		for (;;) {
			if (pms_capture_add_series(s->cap, name, s->ev[i].is_clock ? "msec" : "", NULL,
						   &s->cap_idx[i]))
				goto oom;
			if (!taken(s->cap_idx, i, s->cap_idx[i]))
				break;
			snprintf(name, sizeof(name), "%s #%d", s->ev[i].name, ++repeat);
		}
	}
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
	struct pms_capture_cell *cells;

	if (!s->cap || ts < 0)
		return;
	cells = calloc((size_t)pms_capture_n_series(s->cap) + 1, sizeof(*cells));
	if (!cells)
		return;
	for (int i = 0; i < s->n; i++) {
		struct pms_capture_cell *x = &cells[s->cap_idx[i]];
		double sc = s->ev[i].is_clock ? 1e-6 : 1;

		x->status = c[i].status == PMS_COUNT_COUNTED ? PMS_CAP_COUNTED :
			    c[i].status == PMS_COUNT_NOT_COUNTED ? PMS_CAP_NOT_COUNTED :
			    PMS_CAP_NOT_SUPPORTED;
		/* the unrounded scaled value: the raw count and both times are exact */
		x->value = c[i].running ? (double)c[i].raw * (double)c[i].enabled /
			   (double)c[i].running * sc : 0;
		x->has_run = x->has_ena = x->has_pct = true;
		x->run_ns = c[i].running;
		x->ena_ns = c[i].enabled;
		x->pct = c[i].enabled ? 100.0 * (double)c[i].running / (double)c[i].enabled : 0;
		if (x->status == PMS_CAP_COUNTED && !c[i].running)
			x->status = PMS_CAP_NOT_COUNTED;
	}
	/* at most LIVE_MAX_INTERVALS held: older reads merge (pms_capture_add_read()) */
	pms_capture_add_read(s->cap, (uint64_t)(ts * 1e9), cells, pms_capture_n_series(s->cap));
	free(cells);
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
			replay_set_bound(&s->ev[i], &b, &vals[i]);
	}
	/* kept for the metrics of the summary (stat_muxerr_release()) */
	s->mx_live = mx;
	s->mx = mx && !s->pr.no_aggr ? mx : NULL;
	s->mx_series = s->mx ? s->cap_idx : NULL;
	s->mx_k = PMS_MUXERR_RUN;
}

void stat_muxerr_release(struct stat_ctx *s)
{
	pms_muxerr_free(s->mx_live);
	s->mx_live = NULL;
	s->mx = NULL;
	s->mx_series = NULL;
}

void stat_print_muxerr_summary(struct stat_ctx *s, double elapsed_ns)
{
	struct replay r = { .s = s, .cap = s->cap, .n_cols = 1, .series = s->cap_idx };
	struct stat_val *vals = calloc((size_t)s->n, sizeof(*vals));
	struct pms_muxerr *own = live_estimate(s);
	char what[96];

	(void)elapsed_ns;
	r.mx = own;
	if (vals && r.mx && s->n) {
		uint64_t n = s->cap_fine_ms ? s->n_prints : pms_capture_n_reads(s->cap);

		snprintf(what, sizeof(what), "the %llu interval%s above", (unsigned long long)n,
			 n == 1 ? "" : "s");
		if (s->cap_fine_ms)	/* the estimate's series, finer than the lines */
			snprintf(what + strlen(what), sizeof(what) - strlen(what),
				 " (read every %ld ms)", s->cap_fine_ms);
		replay_print_totals(&r, vals, what);
	}
	free(vals);
	pms_muxerr_free(own);
}
