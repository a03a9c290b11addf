/*
 * A simulation as JSON, and the pieces other commands reuse: the
 * conditions, the per-event object, counter masks as arrays of names and
 * reasons as arrays of names (one naming across commands).
 */
#include <stdlib.h>
#include <string.h>
#include "predict.h"

void json_counters(struct json *j, const char *key, const struct pms_model *m, uint64_t mask)
{
	json_open(j, key, '[');
	for (int b = 0; b < 64; b++) {
		char name[16];

		if (!(mask >> b & 1))
			continue;
		if (m)
			pms_model_counter_name(m, b, name, sizeof(name));
		else
			pms_counter_name(b, name, sizeof(name));
		json_kstr(j, NULL, name);
	}
	json_close(j);
}

void json_reasons(struct json *j, const char *key, unsigned why)
{
	json_open(j, key, '[');
	for (unsigned bit = 1; bit; bit <<= 1)
		if ((why & bit) && pms_why_text(bit, PMS_TEXT_NAME))
			json_kstr(j, NULL, pms_why_text(bit, PMS_TEXT_NAME));
	json_close(j);
}

void predict_json_env(struct json *j, const struct predict_args *a)
{
	const struct pms_env *env = a->sim ? pms_sim_env(a->sim) : &a->common.env;
	const struct pms_model *m = a->common.model;
	char kv[32], pv[32];

	pms_kver_format(env->kver ? env->kver : PMS_KVER_NEWEST, kv, sizeof(kv));
	pms_kver_format(a->opts.perf_version ? a->opts.perf_version :
			env->kver ? env->kver : PMS_KVER_NEWEST, pv, sizeof(pv));
	json_kstr(j, "cpu", pms_model_name(m));
	json_kstr(j, "kernel", kv);
	json_kstr(j, "perf_version", pv);
	json_kbool(j, "ht", env->ht);
	json_kbool(j, "nmi_watchdog", env->nmi_watchdog);
	if (pms_model_rules(m, env) & PMS_RULE_TFA)
		json_kbool(j, "allow_tsx_force_abort", env->allow_tfa);
	else
		json_knull(j, "allow_tsx_force_abort");
	json_kstr(j, "workload", a->workload);
	json_kbool(j, "system_wide", a->opts.system_wide);
	if (a->sim) {
		json_kuint(j, "duration_ns", pms_sim_duration_ns(a->sim));
		json_kuint(j, "mux_interval_ns", pms_sim_mux_interval_ns(a->sim));
	}
}

void predict_json_detail(struct json *j, const struct pms_ev_result *r)
{
	if (r->reason)
		json_kstr(j, "reason", r->reason);
	if (r->xreg >= 0) {
		json_kstr(j, "extra_reg", pms_xreg_name(r->xreg));
		json_kint(j, "extra_reg_holder", r->xreg_holder);
	}
	if (r->sampling)
		json_kbool(j, "sampling", true);
}

static const char *status_name(enum pms_ev_status st)
{
	switch (st) {
	case PMS_ST_COUNTED: return "counted";
	case PMS_ST_NOT_COUNTED: return "not-counted";
	case PMS_ST_NOT_SUPPORTED: return "not-supported";
	}
	return "?";
}

void predict_json_event(struct json *j, const struct pms_evlist *ev, const struct pms_sim *s, int i)
{
	const struct pms_ev_result *r = pms_sim_result(s, i);
	struct pms_event_info info;

	pms_evlist_event(ev, i, &info);
	json_open(j, NULL, '{');
	json_kstr(j, "name", info.text);
	if (r->guest_fallback) {
		/* perf's exclude_guest retry renamed it (evsel__fallback()) */
		char name[256];

		pms_sim_event_name(s, ev, i, false, name, sizeof(name));
		json_kstr(j, "perf_name", name);
	}
	if (pms_model_is_hybrid(pms_evlist_model(ev)) && pms_evlist_event_pmu(ev, i))
		/* hybrids: the core PMU it opens on */
		json_kstr(j, "pmu", pms_model_pmu_name(pms_evlist_event_pmu(ev, i)));
	json_kint(j, "group", info.group);
	json_kbool(j, "leader", info.is_leader);
	json_kbool(j, "pinned", info.pinned);
	json_kstr(j, "status", status_name(r->status));
	json_kuint(j, "enabled_ns", r->enabled_ns);
	json_kuint(j, "running_ns", r->running_ns);
	json_kdouble(j, "percent", r->enabled_ns ? 100.0 * (double)r->running_ns /
		     (double)r->enabled_ns : 0.0, 2);
	json_counters(j, "counters", pms_evlist_model(ev), r->counters);
	json_kbool(j, "print_percent", r->print_percent);
	json_kuint(j, "kernel_enabled_ns", r->sched_enabled_ns);
	json_kuint(j, "kernel_running_ns", r->sched_running_ns);
	json_kuint(j, "why", r->why);
	json_reasons(j, "reasons", r->why);
	predict_json_detail(j, r);
	if (r->weak_reset >= 0) {
		/* perf reset its weak group at open: opened under another leader */
		json_kint(j, "weak_reset_by", r->weak_reset);
		json_kint(j, "opened_leader", r->leader);
	}
	json_close(j);
}

void predict_json_events(struct json *j, const char *key, const struct pms_evlist *ev,
			 const struct pms_sim *s)
{
	json_open(j, key, '[');
	for (int i = 0; i < pms_evlist_count(ev); i++)
		predict_json_event(j, ev, s, i);
	json_close(j);
}

static void json_interval(struct json *j, const struct pms_model *m, const struct pms_sim *s,
			  const struct pms_schedule *sc, unsigned k, struct pms_cell *cells)
{
	struct pms_interval iv;
	char name[16];
	int n = pms_sim_n_events(s);

	pms_sim_interval(s, k, &iv);
	pms_schedule_column(sc, k, cells);
	json_open(j, NULL, '{');
	json_kuint(j, "start_ns", iv.start_ns);
	json_kuint(j, "end_ns", iv.end_ns);
	json_kbool(j, "task_on", iv.task_on);
	if (pms_model_is_hybrid(m) && iv.pmu >= 0)
		/* hybrids: the core type's CPU shown (its counters and watchdog) */
		json_kstr(j, "pmu", pms_model_pmu_name(pms_model_pmu(m, (size_t)iv.pmu)));
	if (iv.watchdog >= 0) {
		pms_model_counter_name(m, iv.watchdog, name, sizeof(name));
		json_kstr(j, "watchdog", name);
	} else {
		json_knull(j, "watchdog");
	}
	json_open(j, "active", '[');
	for (int i = 0; i < n; i++) {
		uint64_t held = 0;

		if (iv.counter[i] == -1)
			continue;
		for (int r = 0; r < pms_schedule_n_rows(sc); r++)
			if (pms_schedule_row(sc, r) >= 0 && cells[r].event == i &&
			    (cells[r].kind == PMS_CELL_EVENT || cells[r].kind == PMS_CELL_PAIR))
				held |= UINT64_C(1) << pms_schedule_row(sc, r);
		json_open(j, NULL, '{');
		json_kint(j, "event", i);
		json_counters(j, "counters", m, held);
		json_close(j);
	}
	json_close(j);
	json_close(j);
}

int predict_print_json(struct cli *cli, const struct predict_args *a)
{
	struct pms_schedule *sc = NULL;
	struct pms_cell *cells = NULL;
	struct pms_diag d;
	struct json j;
	int rc;

	pms_diag_clear(&d);
	rc = pms_schedule_new(a->ev, a->sim, &sc, &d);
	cells = rc ? NULL : calloc((size_t)pms_schedule_n_rows(sc) + 1, sizeof(*cells));
	if (rc || !cells) {
		cli_error(cli, "%s", rc ? d.msg : "out of memory");
		pms_schedule_free(sc);
		return EXIT_FAIL;
	}
	json_begin(&j, cli->out, "predict");
	predict_json_env(&j, a);
	json_counters(&j, "sibling_blocked", a->common.model, pms_sim_sibling_blocked(a->sim, false));
	json_counters(&j, "sibling_blocked_corrupting", a->common.model,
		      pms_sim_sibling_blocked(a->sim, true));
	{
		uint64_t ext, err;

		/* only when folded approximately (pms_sim_approx()) */
		if (pms_sim_approx(a->sim, &ext, &err)) {
			json_open(&j, "approximate", '{');
			json_kuint(&j, "extrapolated_ns", ext);
			if (err == UINT64_MAX)
				json_knull(&j, "max_error_ns");
			else
				json_kuint(&j, "max_error_ns", err);
			json_close(&j);
		}
	}
	predict_json_events(&j, "events", a->ev, a->sim);
	plist_json_metrics(&j, &a->plist, a->ev, a->sim);
	if (a->interval_ns)
		predict_json_intervals(&j, a);
	if (!a->no_schedule) {
		json_open(&j, "schedule", '[');
		for (unsigned i = 0; i < pms_schedule_n_segments(sc); i++) {
			struct pms_segment g;
			unsigned n;

			pms_schedule_segment(sc, i, &g);
			n = a->full ? g.n * g.repeat : g.n;
			json_open(&j, NULL, '{');
			json_kuint(&j, "repeat", a->full ? 1 : g.repeat);
			if (!a->full && g.repeat > 1) {
				struct pms_interval x, z;

				/* from one repetition's start to the next's */
				pms_sim_interval(a->sim, g.first, &x);
				pms_sim_interval(a->sim, g.first + g.n, &z);
				json_kuint(&j, "period_ns", z.start_ns - x.start_ns);
			}
			json_open(&j, "intervals", '[');
			for (unsigned k = g.first; k < g.first + n; k++)
				json_interval(&j, a->common.model, a->sim, sc, k, cells);
			json_close(&j);
			json_close(&j);
		}
		json_close(&j);
	}
	json_kstr(&j, "mode", a->opts.record ? "record" : "stat");
	json_end(&j);
	free(cells);
	pms_schedule_free(sc);
	return EXIT_OK;
}

void predict_json_error_model(struct json *j, const struct predict_args *a)
{
	json_open(j, "expected_error_model", '{');
	json_kdouble(j, "confidence", a->confidence, 4);
	json_kdouble(j, "variability", a->variability.cv, 4);
	json_kint(j, "variability_window_ns", (long long)a->variability.scale_ns);
	/* where the variability comes from: a default, --variability, --variability-from */
	json_kstr(j, "variability_source", a->variability_from ? "measured" :
		  a->variability_given ? "given" : "assumed");
	if (a->variability_from) {
		json_kstr(j, "variability_from", a->variability_from);
		json_kint(j, "variability_series", a->n_variability_series);
	}
	json_close(j);
}
