/*
 * A simulation as JSON (include/pmusched/json.h): the prediction document,
 * and the pieces other documents reuse: the conditions, the per-event
 * object, counter masks as arrays of names and reasons as arrays of names
 * (one naming across commands).  The CLI's predict --json and the query
 * API's predict answer are both written here.
 */
#include <stdlib.h>
#include <string.h>
#include "internal.h"
#include "pmusched/query.h"

PMS_API void pms_json_counters(struct pms_json *j, const char *key, const struct pms_model *m,
			       uint64_t mask)
{
	pms_json_open(j, key, '[');
	for (int b = 0; b < 64; b++) {
		char name[16];

		if (!(mask >> b & 1))
			continue;
		if (m)
			pms_model_counter_name(m, b, name, sizeof(name));
		else
			pms_counter_name(b, name, sizeof(name));
		pms_json_kstr(j, NULL, name);
	}
	pms_json_close(j);
}

PMS_API void pms_json_reasons(struct pms_json *j, const char *key, unsigned why)
{
	pms_json_open(j, key, '[');
	for (unsigned bit = 1; bit; bit <<= 1)
		if ((why & bit) && pms_why_text(bit, PMS_TEXT_NAME))
			pms_json_kstr(j, NULL, pms_why_text(bit, PMS_TEXT_NAME));
	pms_json_close(j);
}

PMS_API void pms_json_conditions(struct pms_json *j, const struct pms_model *m,
				 const struct pms_sim_opts *o, const char *workload,
				 const struct pms_sim *s)
{
	const struct pms_env *env = s ? pms_sim_env(s) : &o->env;
	char kv[32], pv[32];

	pms_kver_format(env->kver ? env->kver : PMS_KVER_NEWEST, kv, sizeof(kv));
	pms_kver_format(pms_perf_version_for(o->perf_version, env->kver), pv, sizeof(pv));
	pms_json_kstr(j, "cpu", pms_model_name(m));
	pms_json_kstr(j, "kernel", kv);
	pms_json_kstr(j, "perf_version", pv);
	pms_json_kbool(j, "ht", env->ht);
	pms_json_kbool(j, "nmi_watchdog", env->nmi_watchdog);
	if (pms_model_rules(m, env) & PMS_RULE_TFA)
		pms_json_kbool(j, "allow_tsx_force_abort", env->allow_tfa);
	else
		pms_json_knull(j, "allow_tsx_force_abort");
	pms_json_kstr(j, "workload", workload);
	pms_json_kbool(j, "system_wide", o->system_wide);
	if (s) {
		pms_json_kuint(j, "duration_ns", pms_sim_duration_ns(s));
		pms_json_kuint(j, "mux_interval_ns", pms_sim_mux_interval_ns(s));
	}
}

PMS_API void pms_json_ev_detail(struct pms_json *j, const struct pms_ev_result *r)
{
	if (r->reason)
		pms_json_kstr(j, "reason", r->reason);
	if (r->xreg >= 0) {
		pms_json_kstr(j, "extra_reg", pms_xreg_name(r->xreg));
		pms_json_kint(j, "extra_reg_holder", r->xreg_holder);
	}
	if (r->sampling)
		pms_json_kbool(j, "sampling", true);
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

PMS_API void pms_json_sim_event(struct pms_json *j, const struct pms_evlist *ev,
				const struct pms_sim *s, int i)
{
	const struct pms_ev_result *r = pms_sim_result(s, i);
	struct pms_event_info info;

	pms_evlist_event(ev, i, &info);
	pms_json_open(j, NULL, '{');
	pms_json_kstr(j, "name", info.text);
	if (r->guest_fallback) {
		/* perf's exclude_guest retry renamed it (evsel__fallback()) */
		char name[256];

		pms_sim_event_name(s, ev, i, false, name, sizeof(name));
		pms_json_kstr(j, "perf_name", name);
	}
	if (pms_model_is_hybrid(pms_evlist_model(ev)) && pms_evlist_event_pmu(ev, i))
		/* hybrids: the core PMU it opens on */
		pms_json_kstr(j, "pmu", pms_model_pmu_name(pms_evlist_event_pmu(ev, i)));
	pms_json_kint(j, "group", info.group);
	pms_json_kbool(j, "leader", info.is_leader);
	pms_json_kbool(j, "pinned", info.pinned);
	pms_json_kstr(j, "status", status_name(r->status));
	pms_json_kuint(j, "enabled_ns", r->enabled_ns);
	pms_json_kuint(j, "running_ns", r->running_ns);
	pms_json_kdouble(j, "percent", r->enabled_ns ? 100.0 * (double)r->running_ns /
		     (double)r->enabled_ns : 0.0, 2);
	pms_json_counters(j, "counters", pms_evlist_model(ev), r->counters);
	pms_json_kbool(j, "print_percent", r->print_percent);
	pms_json_kuint(j, "kernel_enabled_ns", r->sched_enabled_ns);
	pms_json_kuint(j, "kernel_running_ns", r->sched_running_ns);
	pms_json_kuint(j, "why", r->why);
	pms_json_reasons(j, "reasons", r->why);
	pms_json_ev_detail(j, r);
	if (r->weak_reset >= 0) {
		/* perf reset its weak group at open: opened under another leader */
		pms_json_kint(j, "weak_reset_by", r->weak_reset);
		pms_json_kint(j, "opened_leader", r->leader);
	}
	pms_json_close(j);
}

PMS_API void pms_json_sim_events(struct pms_json *j, const char *key,
				 const struct pms_evlist *ev, const struct pms_sim *s)
{
	pms_json_open(j, key, '[');
	for (int i = 0; i < pms_evlist_count(ev); i++)
		pms_json_sim_event(j, ev, s, i);
	pms_json_close(j);
}

static void json_interval(struct pms_json *j, const struct pms_model *m, const struct pms_sim *s,
			  const struct pms_schedule *sc, unsigned k, struct pms_cell *cells)
{
	struct pms_interval iv;
	char name[16];
	int n = pms_sim_n_events(s);

	pms_sim_interval(s, k, &iv);
	pms_schedule_column(sc, k, cells);
	pms_json_open(j, NULL, '{');
	pms_json_kuint(j, "start_ns", iv.start_ns);
	pms_json_kuint(j, "end_ns", iv.end_ns);
	pms_json_kbool(j, "task_on", iv.task_on);
	if (pms_model_is_hybrid(m) && iv.pmu >= 0)
		/* hybrids: the core type's CPU shown (its counters and watchdog) */
		pms_json_kstr(j, "pmu", pms_model_pmu_name(pms_model_pmu(m, (size_t)iv.pmu)));
	if (iv.watchdog >= 0) {
		pms_model_counter_name(m, iv.watchdog, name, sizeof(name));
		pms_json_kstr(j, "watchdog", name);
	} else {
		pms_json_knull(j, "watchdog");
	}
	pms_json_open(j, "active", '[');
	for (int i = 0; i < n; i++) {
		uint64_t held = 0;

		if (iv.counter[i] == -1)
			continue;
		for (int r = 0; r < pms_schedule_n_rows(sc); r++)
			if (pms_schedule_row(sc, r) >= 0 && cells[r].event == i &&
			    (cells[r].kind == PMS_CELL_EVENT || cells[r].kind == PMS_CELL_PAIR))
				held |= UINT64_C(1) << pms_schedule_row(sc, r);
		pms_json_open(j, NULL, '{');
		pms_json_kint(j, "event", i);
		pms_json_counters(j, "counters", m, held);
		pms_json_close(j);
	}
	pms_json_close(j);
	pms_json_close(j);
}

PMS_API int pms_json_write_predict(FILE *f, const struct pms_evlist *ev, const struct pms_sim *s,
				   const struct pms_json_predict_opts *opts, struct pms_diag *d)
{
	struct pms_schedule *sc = NULL;
	struct pms_cell *cells = NULL;
	const struct pms_model *m = ev ? pms_evlist_model(ev) : NULL;
	struct pms_json_predict_opts o = { 0 };
	struct pms_json j;
	bool full;
	int rc;

	rc = pmsi_sz_copy(&o, sizeof(o), opts, "struct pms_json_predict_opts", d);
	if (rc)
		return rc;
	full = o.flags & PMS_JSON_FULL;
	if (!f || !ev || !s || !o.opts)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no stream, list, simulation or "
				 "options");
	rc = pms_schedule_new(ev, s, &sc, d);
	if (rc)
		return rc;
	cells = pmsi_calloc((size_t)pms_schedule_n_rows(sc) + 1, sizeof(*cells));
	if (!cells) {
		pms_schedule_free(sc);
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	}
	pms_json_begin(&j, f, "predict");
	pms_json_conditions(&j, m, o.opts, o.workload, s);
	pms_json_counters(&j, "sibling_blocked", m, pms_sim_sibling_blocked(s, false));
	pms_json_counters(&j, "sibling_blocked_corrupting", m, pms_sim_sibling_blocked(s, true));
	{
		uint64_t ext, err;

		/* only when folded approximately (pms_sim_approx()) */
		if (pms_sim_approx(s, &ext, &err)) {
			pms_json_open(&j, "approximate", '{');
			pms_json_kuint(&j, "extrapolated_ns", ext);
			if (err == UINT64_MAX)
				pms_json_knull(&j, "max_error_ns");
			else
				pms_json_kuint(&j, "max_error_ns", err);
			pms_json_close(&j);
		}
	}
	pms_json_sim_events(&j, "events", ev, s);
	if (o.extra)
		o.extra(&j, o.ctx);
	if (!(o.flags & PMS_JSON_NO_SCHEDULE)) {
		pms_json_open(&j, "schedule", '[');
		for (unsigned i = 0; i < pms_schedule_n_segments(sc); i++) {
			struct pms_segment g;
			unsigned n;

			pms_schedule_segment(sc, i, &g);
			n = full ? g.n * g.repeat : g.n;
			pms_json_open(&j, NULL, '{');
			pms_json_kuint(&j, "repeat", full ? 1 : g.repeat);
			if (!full && g.repeat > 1) {
				struct pms_interval x, z;

				/* from one repetition's start to the next's */
				pms_sim_interval(s, g.first, &x);
				pms_sim_interval(s, g.first + g.n, &z);
				pms_json_kuint(&j, "period_ns", z.start_ns - x.start_ns);
			}
			pms_json_open(&j, "intervals", '[');
			for (unsigned k = g.first; k < g.first + n; k++)
				json_interval(&j, m, s, sc, k, cells);
			pms_json_close(&j);
			pms_json_close(&j);
		}
		pms_json_close(&j);
	}
	pms_json_kstr(&j, "mode", o.opts->record ? "record" : "stat");
	pms_json_end(&j);
	pmsi_free(cells);
	pms_schedule_free(sc);
	return ferror(f) ? pmsi_diag(d, PMS_ESYS, PMS_NOPOS, 0, "write error") : PMS_OK;
}


