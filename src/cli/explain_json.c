/* An explanation as JSON (documented in pmusched-explain(1)). */
#include <string.h>
#include "explain_print.h"

static void json_index(struct json *j, const char *key, int v)
{
	if (v < 0)
		json_knull(j, key);
	else
		json_kint(j, key, v);
}

static void json_indexes(struct json *j, const char *key, const int *v, int n)
{
	json_open(j, key, '[');
	for (int k = 0; k < n; k++)
		json_kint(j, NULL, v[k]);
	json_close(j);
}

static void counters(struct json *j, const struct pms_model *m, const struct pms_explain *x,
		     int pmu)
{
	static const char *const kind[] = { "gp", "fixed", "metric" };

	json_open(j, "counter_kinds", '{');
	for (int k = 0; k < PMS_CTR_N_KINDS; k++) {
		struct pms_explain_counters c;

		pms_explain_counters_pmu(x, pmu, (enum pms_ctr_kind)k, &c);
		json_open(j, kind[k], '{');
		json_counters(j, "counters", m, c.counters);
		json_counters(j, "watchdog", m, c.watchdog);
		json_kbool(j, "watchdog_moves", c.watchdog_moves);
		json_counters(j, "pinned", m, c.pinned);
		json_counters(j, "sibling", m, c.sibling);
		json_kint(j, "free", c.n_free);
		json_kint(j, "need", c.n_need);
		json_kint(j, "events", c.n_events);
		if (k == PMS_CTR_GP) {
			json_kint(j, "gpmax", c.gpmax);
			json_index(j, "limiter", c.limiter);
		}
		json_close(j);
	}
	json_close(j);
}

/* @pmu < 0: the whole list's (the worst PMU's bound and today's lowest) */
static void best(struct json *j, const struct pms_model *m, const struct pms_explain *x, int pmu)
{
	struct pms_explain_best b;

	if (pmu < 0)
		pms_explain_best(x, &b);
	else
		pms_explain_best_pmu(x, pmu, &b);
	json_open(j, "best", '{');
	json_counters(j, "counters", m, b.counters);
	json_kint(j, "need", b.n_need);
	json_kint(j, "free", b.n_free);
	json_kint(j, "limited", b.n_limited);
	json_kdouble(j, "bound_percent", b.bound, 2);
	json_kdouble(j, "today_percent", b.today, 2);
	json_index(j, "today_event", b.today_event);
	if (b.plan >= 0)
		json_kdouble(j, "plan_percent", b.plan, 2);
	else
		json_knull(j, "plan_percent");
	json_kint(j, "plan_slots", b.plan_slots);
	json_kint(j, "runs", b.runs);
	json_kbool(j, "runs_proven", b.runs_proven);
	json_kint(j, "runs_left_out", b.runs_left_out);
	json_close(j);
}

/* Hybrids: the core PMU a rule, cause or event is about. */
static void pmu_key(struct json *j, const struct predict_args *a, int pmu)
{
	if (pms_model_is_hybrid(a->common.model))
		json_kstr(j, "pmu", pms_model_pmu_name(pms_model_pmu(a->common.model, (size_t)pmu)));
}

/* Hybrids: each core PMU's counters and best, and the task's time on its type. */
static void pmus(struct json *j, const struct predict_args *a, const struct pms_explain *x)
{
	if (!pms_model_is_hybrid(a->common.model))
		return;
	json_open(j, "pmus", '[');
	for (int p = 0; p < pms_explain_n_pmus(x); p++) {
		json_open(j, NULL, '{');
		pmu_key(j, a, p);
		json_kdouble(j, "task_time_percent", 100.0 * pms_sim_core_time(a->sim, p), 2);
		counters(j, a->common.model, x, p);
		best(j, a->common.model, x, p);
		json_close(j);
	}
	json_close(j);
}

static void rules_and_causes(struct json *j, const struct predict_args *a,
			     const struct pms_explain *x)
{
	char t[1200];

	json_open(j, "rules", '[');
	for (int i = 0; i < pms_explain_n_rules(x); i++) {
		struct pms_explain_rule r;

		pms_explain_rule(x, i, &r);
		explain_rule_text(a, &r, t, sizeof(t));
		json_open(j, NULL, '{');
		json_kstr(j, "kind", explain_rule_name(r.kind));
		pmu_key(j, a, r.pmu);
		json_index(j, "event", r.event);
		json_kint(j, "events", r.n_events);
		json_counters(j, "counters", a->common.model, r.counters);
		json_kint(j, "value", r.value);
		if (r.kind == PMS_XR_EXTRA_REG) {
			json_kstr(j, "extra_reg", pms_xreg_name(r.value));
			json_kint(j, "extra_reg_holder", r.event);
		}
		json_kstr(j, "text", t);
		json_close(j);
	}
	json_close(j);
	json_open(j, "causes", '[');
	for (int i = 0; i < pms_explain_n_causes(x); i++) {
		struct pms_explain_cause c;

		pms_explain_cause(x, i, &c);
		explain_cause_text(a, x, &c, t, sizeof(t));
		json_open(j, NULL, '{');
		json_kstr(j, "kind", pms_cause_text(c.kind, PMS_TEXT_NAME));
		pmu_key(j, a, c.pmu);
		json_index(j, "subject", c.subject);
		json_kstr(j, "reason", c.why ? pms_why_text(c.why, PMS_TEXT_NAME) : NULL);
		json_kstr(j, "open_check", c.reason);
		json_kstr(j, "extra_reg", c.xreg >= 0 ? pms_xreg_name(c.xreg) : NULL);
		if (c.xreg >= 0)
			json_kint(j, "extra_reg_holder", c.subject);
		else
			json_knull(j, "extra_reg_holder");
		json_counters(j, "counters", a->common.model, c.counters);
		json_indexes(j, "event_indexes", c.events, c.n_events);
		json_kstr(j, "text", t);
		json_close(j);
	}
	json_close(j);
}

static void event(struct json *j, const struct predict_args *a, const struct pms_explain_event *e)
{
	const struct pms_ev_result *r = pms_sim_result(a->sim, e->event);
	struct pms_event_info info;
	char src[512] = "";

	pms_evlist_event(a->ev, e->event, &info);
	if (e->mask)
		pms_evlist_describe(a->ev, e->event, pms_sim_env(a->sim), src, sizeof(src));
	json_open(j, NULL, '{');
	json_kint(j, "event", e->event);
	json_kstr(j, "name", info.text);
	if (pms_model_is_hybrid(pms_evlist_model(a->ev)) && pms_evlist_event_pmu(a->ev, e->event))
		json_kstr(j, "pmu", pms_model_pmu_name(pms_evlist_event_pmu(a->ev, e->event)));
	json_kstr(j, "status", r->status == PMS_ST_COUNTED ? "counted" :
		  r->status == PMS_ST_NOT_COUNTED ? "not-counted" : "not-supported");
	json_kdouble(j, "percent", e->share, 2);
	if (pms_model_is_hybrid(a->common.model))
		json_kdouble(j, "type_percent", e->type_share, 2);
	json_counters(j, "counters", a->common.model, e->mask);
	json_kstr(j, "source", e->mask ? src : NULL);
	json_kuint(j, "why", r->why);
	json_reasons(j, "reasons", r->why);
	predict_json_detail(j, r);
	json_kint(j, "cause", e->cause);
	json_kint(j, "tried", r->n_tried);
	json_kint(j, "failed", r->n_failed);
	json_kint(j, "skipped", r->n_skipped);
	json_index(j, "blocked_by", r->blocked_by);
	json_kuint(j, "waiting_intervals", e->n_waiting);
	json_kuint(j, "scanned_intervals", e->n_scanned);
	json_open(j, "holders", '[');
	for (int h = 0; h < e->n_holders; h++) {
		json_open(j, NULL, '{');
		json_index(j, "event", e->holders[h].event);
		json_kbool(j, "watchdog", e->holders[h].event < 0);
		json_kuint(j, "intervals", e->holders[h].n);
		json_close(j);
	}
	json_close(j);
	json_kint(j, "other_holders", e->n_other_holders);
	json_counters(j, "sibling", a->common.model, e->sibling);
	json_index(j, "fix", e->fix);
	if (e->fix >= 0)
		json_kdouble(j, "percent_after_fix", e->share_after, 2);
	else
		json_knull(j, "percent_after_fix");
	json_close(j);
}

static void fix(struct json *j, const struct predict_args *a, const struct pms_explain *x, int i)
{
	struct pms_explain_fix fx;
	char t[1200], kv[32];

	pms_explain_fix(x, i, &fx);
	explain_fix_text(a, &fx, t, sizeof(t));
	json_open(j, NULL, '{');
	json_kstr(j, "kind", pms_fix_text(fx.kind, PMS_TEXT_NAME));
	json_kstr(j, "text", t);
	json_indexes(j, "event_indexes", fx.subject, fx.n_subject);
	if (fx.kind == PMS_FIX_KERNEL) {
		pms_kver_format(fx.kver, kv, sizeof(kv));
		json_kstr(j, "kernel", kv);
	}
	json_kint(j, "runs", fx.n_runs);
	json_open(j, "event_lists", '[');
	for (int r = 0; fx.lists && r < fx.n_runs; r++)
		json_kstr(j, NULL, fx.lists[r]);
	json_close(j);
	json_kdouble(j, "lowest_before", fx.low_before, 2);
	json_kdouble(j, "lowest_after", fx.low_after, 2);
	json_index(j, "lowest_event_after", fx.low_event_after);
	json_kint(j, "full_before", fx.n_full_before);
	json_kint(j, "full_after", fx.n_full_after);
	json_kint(j, "not_counted_before", fx.n_nc_before);
	json_kint(j, "not_counted_after", fx.n_nc_after);
	json_kint(j, "worse", fx.n_worse);
	json_kbool(j, "shortened", fx.shortened);
	json_open(j, "percent_after", '[');
	for (int e = 0; e < pms_evlist_count(a->ev); e++)
		if (fx.after[e] < 0)
			json_knull(j, NULL);
		else
			json_kdouble(j, NULL, fx.after[e], 2);
	json_close(j);
	json_close(j);
}

void explain_print_json(FILE *f, const struct predict_args *a, const struct pms_explain *x)
{
	struct json j;

	json_begin(&j, f, "explain");
	predict_json_env(&j, a);
	counters(&j, a->common.model, x, 0);
	best(&j, a->common.model, x, -1);
	pmus(&j, a, x);
	rules_and_causes(&j, a, x);
	json_open(&j, "events", '[');
	for (int i = 0; i < pms_explain_n_events(x); i++) {
		struct pms_explain_event e;

		pms_explain_event(x, i, &e);
		event(&j, a, &e);
	}
	json_close(&j);
	json_open(&j, "fixes", '[');
	for (int i = 0; i < pms_explain_n_fixes(x); i++)
		fix(&j, a, x, i);
	json_close(&j);
	json_end(&j);
}
