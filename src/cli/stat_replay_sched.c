/*
 * stat --replay with --cpu, --kernel, --ht or --nmi-watchdog: the capture's
 * event list simulated for the capture's length, and each interval's shares
 * compared with the schedule's.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "stat_replay.h"

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

void replay_predict(struct replay *r)
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
	so.sz = sizeof(so);
	so.env = s->o->common.env;
	so.mux_interval_ns = s->o->mux_interval_ns;
	so.duration_ns = pms_capture_time_ns(r->cap, n - 1);
	/* the capture's events as its perf parsed them, and its schedule by
	 * that perf too: the run's one rule (stat_parse_perf()) */
	so.perf_version = stat_parse_perf(s->cli, s->o);
	if (!list || !r->sim_ev || !r->share ||
	    cli_events_parse(&s->o->common, list, so.perf_version, 0, &evl, &d) ||
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

void replay_check_prediction(struct replay *r, unsigned k, struct stat_val *vals)
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
