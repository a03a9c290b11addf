/*
 * An explanation as JSON ("command":"explain"; docs/schema/explain.md,
 * pmusched-explain(1)): the document 'pmusched explain --json' writes and
 * the query's explain answer returns.
 */
#include <string.h>
#include "internal.h"
#include "explain_int.h"
#include "pmusched/query.h"

/* What the document is about: the list, its model and simulation. */
struct ctx {
	const struct pms_model *model;
	const struct pms_evlist *ev;
	const struct pms_sim *sim;
};

static void json_index(struct pms_json *j, const char *key, int v)
{
	if (v < 0)
		pms_json_knull(j, key);
	else
		pms_json_kint(j, key, v);
}

static void json_indexes(struct pms_json *j, const char *key, const int *v, int n)
{
	pms_json_open(j, key, '[');
	for (int k = 0; k < n; k++)
		pms_json_kint(j, NULL, v[k]);
	pms_json_close(j);
}

static void counters(struct pms_json *j, const struct pms_model *m, const struct pms_explain *x,
		     int pmu)
{
	static const char *const kind[] = { "gp", "fixed", "metric" };

	pms_json_open(j, "counter_kinds", '{');
	for (int k = 0; k < PMS_CTR_N_KINDS; k++) {
		struct pms_explain_counters c;

		pms_explain_counters_pmu(x, pmu, (enum pms_ctr_kind)k, &c);
		pms_json_open(j, kind[k], '{');
		pms_json_counters(j, "counters", m, c.counters);
		pms_json_counters(j, "watchdog", m, c.watchdog);
		pms_json_kbool(j, "watchdog_moves", c.watchdog_moves);
		pms_json_counters(j, "pinned", m, c.pinned);
		pms_json_counters(j, "sibling", m, c.sibling);
		pms_json_kint(j, "free", c.n_free);
		pms_json_kint(j, "need", c.n_need);
		pms_json_kint(j, "events", c.n_events);
		if (k == PMS_CTR_GP) {
			pms_json_kint(j, "gpmax", c.gpmax);
			json_index(j, "limiter", c.limiter);
		}
		pms_json_close(j);
	}
	pms_json_close(j);
}

/* An expected error (half-width, percent of the count), null when there is none. */
static void error_key(struct pms_json *j, const char *key, double v)
{
	if (v >= 0)
		pms_json_kdouble(j, key, v, 2);
	else
		pms_json_knull(j, key);
}

/* @pmu < 0: the whole list's (the worst PMU's bound and today's lowest) */
static void best(struct pms_json *j, const struct pms_model *m, const struct pms_explain *x, int pmu)
{
	struct pms_explain_best b;

	if (pmu < 0)
		pms_explain_best(x, &b);
	else
		pms_explain_best_pmu(x, pmu, &b);
	pms_json_open(j, "best", '{');
	pms_json_counters(j, "counters", m, b.counters);
	pms_json_kint(j, "need", b.n_need);
	pms_json_kint(j, "free", b.n_free);
	pms_json_kint(j, "limited", b.n_limited);
	pms_json_kdouble(j, "bound_percent", b.bound, 2);
	pms_json_kdouble(j, "today_percent", b.today, 2);
	json_index(j, "today_event", b.today_event);
	if (b.plan >= 0)
		pms_json_kdouble(j, "plan_percent", b.plan, 2);
	else
		pms_json_knull(j, "plan_percent");
	pms_json_kint(j, "plan_slots", b.plan_slots);
	error_key(j, "today_expected_error_percent", b.today_error);
	error_key(j, "plan_expected_error_percent", b.plan_error);
	pms_json_kint(j, "runs", b.runs);
	pms_json_kbool(j, "runs_proven", b.runs_proven);
	pms_json_kint(j, "runs_left_out", b.runs_left_out);
	pms_json_close(j);
}

/* Hybrids: the core PMU a rule, cause or event is about. */
static void pmu_key(struct pms_json *j, const struct ctx *a, int pmu)
{
	if (pms_model_is_hybrid(a->model))
		pms_json_kstr(j, "pmu", pms_model_pmu_name(pms_model_pmu(a->model, (size_t)pmu)));
}

/* Hybrids: each core PMU's counters and best, and the task's time on its type. */
static void pmus(struct pms_json *j, const struct ctx *a, const struct pms_explain *x)
{
	if (!pms_model_is_hybrid(a->model))
		return;
	pms_json_open(j, "pmus", '[');
	for (int p = 0; p < pms_explain_n_pmus(x); p++) {
		pms_json_open(j, NULL, '{');
		pmu_key(j, a, p);
		pms_json_kdouble(j, "task_time_percent", 100.0 * pms_sim_core_time(a->sim, p), 2);
		counters(j, a->model, x, p);
		best(j, a->model, x, p);
		pms_json_close(j);
	}
	pms_json_close(j);
}

static void rules_and_causes(struct pms_json *j, const struct ctx *a,
			     const struct pms_explain *x)
{
	char t[1200];

	pms_json_open(j, "rules", '[');
	for (int i = 0; i < pms_explain_n_rules(x); i++) {
		struct pms_explain_rule r;

		pms_explain_rule(x, i, &r);
		pms_explain_rule_text(x, &r, t, sizeof(t));
		pms_json_open(j, NULL, '{');
		pms_json_kstr(j, "kind", pms_explain_rule_name(r.kind));
		pmu_key(j, a, r.pmu);
		json_index(j, "event", r.event);
		pms_json_kint(j, "events", r.n_events);
		pms_json_counters(j, "counters", a->model, r.counters);
		pms_json_kint(j, "value", r.value);
		if (r.kind == PMS_XR_EXTRA_REG) {
			pms_json_kstr(j, "extra_reg", pms_xreg_name(r.value));
			pms_json_kint(j, "extra_reg_holder", r.event);
		}
		pms_json_kstr(j, "text", t);
		pms_json_close(j);
	}
	pms_json_close(j);
	pms_json_open(j, "causes", '[');
	for (int i = 0; i < pms_explain_n_causes(x); i++) {
		struct pms_explain_cause c;

		pms_explain_cause(x, i, &c);
		pms_explain_cause_text(x, &c, t, sizeof(t));
		pms_json_open(j, NULL, '{');
		pms_json_kstr(j, "kind", pms_cause_text(c.kind, PMS_TEXT_NAME));
		pmu_key(j, a, c.pmu);
		json_index(j, "subject", c.subject);
		pms_json_kstr(j, "reason", c.why ? pms_why_text(c.why, PMS_TEXT_NAME) : NULL);
		pms_json_kstr(j, "open_check", c.reason);
		pms_json_kstr(j, "extra_reg", c.xreg >= 0 ? pms_xreg_name(c.xreg) : NULL);
		if (c.xreg >= 0)
			pms_json_kint(j, "extra_reg_holder", c.subject);
		else
			pms_json_knull(j, "extra_reg_holder");
		pms_json_counters(j, "counters", a->model, c.counters);
		json_indexes(j, "event_indexes", c.events, c.n_events);
		pms_json_kstr(j, "text", t);
		pms_json_close(j);
	}
	pms_json_close(j);
}

static void event(struct pms_json *j, const struct ctx *a, const struct pms_explain_event *e)
{
	const struct pms_ev_result *r = pms_sim_result(a->sim, e->event);
	struct pms_event_info info;
	char src[512] = "";

	pms_evlist_event(a->ev, e->event, &info);
	if (e->mask)
		pms_evlist_describe(a->ev, e->event, pms_sim_env(a->sim), src, sizeof(src));
	pms_json_open(j, NULL, '{');
	pms_json_kint(j, "event", e->event);
	pms_json_kstr(j, "name", info.text);
	if (pms_model_is_hybrid(pms_evlist_model(a->ev)) && pms_evlist_event_pmu(a->ev, e->event))
		pms_json_kstr(j, "pmu", pms_model_pmu_name(pms_evlist_event_pmu(a->ev, e->event)));
	pms_json_kstr(j, "status", r->status == PMS_ST_COUNTED ? "counted" :
		  r->status == PMS_ST_NOT_COUNTED ? "not-counted" : "not-supported");
	pms_json_kdouble(j, "percent", e->share, 2);
	if (pms_model_is_hybrid(a->model))
		pms_json_kdouble(j, "type_percent", e->type_share, 2);
	pms_json_counters(j, "counters", a->model, e->mask);
	pms_json_kstr(j, "source", e->mask ? src : NULL);
	pms_json_kuint(j, "why", r->why);
	pms_json_reasons(j, "reasons", r->why);
	pms_json_ev_detail(j, r);
	pms_json_kint(j, "cause", e->cause);
	pms_json_kint(j, "tried", r->n_tried);
	pms_json_kint(j, "failed", r->n_failed);
	pms_json_kint(j, "skipped", r->n_skipped);
	json_index(j, "blocked_by", r->blocked_by);
	pms_json_kuint(j, "waiting_intervals", e->n_waiting);
	pms_json_kuint(j, "scanned_intervals", e->n_scanned);
	pms_json_open(j, "holders", '[');
	for (int h = 0; h < e->n_holders; h++) {
		pms_json_open(j, NULL, '{');
		json_index(j, "event", e->holders[h].event);
		pms_json_kbool(j, "watchdog", e->holders[h].event < 0);
		pms_json_kuint(j, "intervals", e->holders[h].n);
		pms_json_close(j);
	}
	pms_json_close(j);
	pms_json_kint(j, "other_holders", e->n_other_holders);
	pms_json_counters(j, "sibling", a->model, e->sibling);
	json_index(j, "fix", e->fix);
	if (e->fix >= 0)
		pms_json_kdouble(j, "percent_after_fix", e->share_after, 2);
	else
		pms_json_knull(j, "percent_after_fix");
	error_key(j, "expected_error_percent", e->expected_error);
	pms_json_close(j);
}

static void fix(struct pms_json *j, const struct ctx *a, const struct pms_explain *x, int i)
{
	struct pms_explain_fix fx;
	char t[1200], kv[32];

	pms_explain_fix(x, i, &fx);
	pms_explain_fix_text(x, &fx, t, sizeof(t));
	pms_json_open(j, NULL, '{');
	pms_json_kstr(j, "kind", pms_fix_text(fx.kind, PMS_TEXT_NAME));
	pms_json_kstr(j, "text", t);
	json_indexes(j, "event_indexes", fx.subject, fx.n_subject);
	if (fx.kind == PMS_FIX_KERNEL) {
		pms_kver_format(fx.kver, kv, sizeof(kv));
		pms_json_kstr(j, "kernel", kv);
	}
	pms_json_kint(j, "runs", fx.n_runs);
	pms_json_open(j, "event_lists", '[');
	for (int r = 0; fx.lists && r < fx.n_runs; r++)
		pms_json_kstr(j, NULL, fx.lists[r]);
	pms_json_close(j);
	pms_json_kdouble(j, "lowest_before", fx.low_before, 2);
	pms_json_kdouble(j, "lowest_after", fx.low_after, 2);
	json_index(j, "lowest_event_after", fx.low_event_after);
	pms_json_kint(j, "full_before", fx.n_full_before);
	pms_json_kint(j, "full_after", fx.n_full_after);
	pms_json_kint(j, "not_counted_before", fx.n_nc_before);
	pms_json_kint(j, "not_counted_after", fx.n_nc_after);
	pms_json_kint(j, "worse", fx.n_worse);
	pms_json_kbool(j, "shortened", fx.shortened);
	pms_json_open(j, "percent_after", '[');
	for (int e = 0; e < pms_evlist_count(a->ev); e++)
		if (fx.after[e] < 0)
			pms_json_knull(j, NULL);
		else
			pms_json_kdouble(j, NULL, fx.after[e], 2);
	pms_json_close(j);
	pms_json_close(j);
}

PMS_API int pms_json_write_explain(FILE *f, const struct pms_explain *x,
				   const struct pms_json_explain_opts *opts, struct pms_diag *d)
{
	struct pms_json_explain_opts o = { 0 };
	struct pms_json jw, *j = &jw;
	struct ctx cx, *a = &cx;
	int rc;

	rc = pmsi_sz_copy(&o, sizeof(o), opts, "struct pms_json_explain_opts", d);
	if (rc)
		return rc;
	if (!f || !x || !o.opts)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no stream, explanation or options");
	cx.ev = x->ev;
	cx.model = pms_evlist_model(x->ev);
	cx.sim = x->s;
	pms_json_begin(j, f, "explain");
	pms_json_conditions(j, a->model, o.opts, o.workload, a->sim);
	if (o.error_model)
		o.error_model(j, o.ctx);
	counters(j, a->model, x, 0);
	best(j, a->model, x, -1);
	pmus(j, a, x);
	rules_and_causes(j, a, x);
	pms_json_open(j, "events", '[');
	for (int i = 0; i < pms_explain_n_events(x); i++) {
		struct pms_explain_event e;

		pms_explain_event(x, i, &e);
		event(j, a, &e);
	}
	pms_json_close(j);
	pms_json_open(j, "fixes", '[');
	for (int i = 0; i < pms_explain_n_fixes(x); i++)
		fix(j, a, x, i);
	pms_json_close(j);
	pms_json_end(j);
	return ferror(f) ? pmsi_diag(d, PMS_ESYS, PMS_NOPOS, 0, "write error") : PMS_OK;
}
