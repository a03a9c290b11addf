/*
 * A -M list planned for its metrics: each metric's expected error under
 * perf's own grouping (the list perf builds for the names, one run) and
 * under a plan of the list perf builds for them one group per metric
 * (--metric-no-merge), and that answer's part of the plan document
 * ("for_metrics", docs/schema/plan.md).
 */
#include <string.h>
#include "internal.h"
#include "plan_int.h"
#include "pmusched/metrics.h"
#include "pmusched/query.h"

/*
 * The counter events metric @j of @l reads, as parsed indexes (@lines),
 * into @in (room for pms_mlist_n_events(l)).  false when one is of a PMU
 * the model does not schedule.
 */
static bool counter_inputs(const struct pms_mlist *l, const struct pms_perf_lines *lines, int j,
			   int *in, int *n)
{
	struct pms_mmetric m;

	*n = 0;
	if (pms_mlist_metric(l, j, &m))
		return false;
	for (int k = 0; k < m.n_events; k++) {
		struct pms_mevent e;

		if (pms_mlist_event(l, m.events[k], &e))
			return false;
		if (!pms_mlist_metric_reads(l, j, m.events[k]))
			continue;	/* its threshold's input, not its value's */
		if (e.kind == PMS_MEV_OTHER)
			return false;
		if (e.kind != PMS_MEV_CORE && e.kind != PMS_MEV_TOPDOWN)
			continue;	/* software, tool, msr: never multiplexed */
		in[*n] = pms_perf_lines_parsed_event(lines, m.events[k]);
		if (in[(*n)++] < 0)
			return false;
	}
	return true;
}

/* The index in @l of the @nth metric named @name (from 0), or -1. */
static int nth_named(const struct pms_mlist *l, const char *name, int nth)
{
	for (int j = 0; j < pms_mlist_n_metrics(l); j++) {
		struct pms_mmetric m;

		if (!pms_mlist_metric(l, j, &m) && !strcmp(m.name, name) && nth-- == 0)
			return j;
	}
	return -1;
}

/* embedded by value in struct pms_plan_mlist_metric: it may not grow */
_Static_assert(sizeof(struct pms_plan_inputs_error) == 40,
	       "struct pms_plan_inputs_error is frozen inside pms_plan_mlist_metric");

PMS_API int pms_plan_mlist_metric(const struct pms_plan *p, const struct pms_plan_mlist *l, int j,
				  struct pms_plan_mlist_metric *out)
{
	struct pms_plan_mlist_metric r = { .sz = sizeof(r) };
	struct pms_mmetric m;
	int nth = 0, jb, n, *in, rc = PMS_OK;
	struct pms_plan_mlist lc = { .sz = sizeof(lc) };

	if (!p || !l || !out || pmsi_sz_out(out, "struct pms_plan_mlist_metric", NULL) ||
	    pmsi_sz_copy(&lc, sizeof(lc), l, "struct pms_plan_mlist", NULL))
		return PMS_EINVAL;
	l = &lc;
	if (!l->perf || !l->perf_lines || !l->perf_sim || !l->planned || !l->planned_lines)
		return PMS_EINVAL;
	if (j < 0 || j >= pms_mlist_n_metrics(l->perf) || pms_mlist_metric(l->perf, j, &m))
		return PMS_ERANGE;
	n = pms_mlist_n_events(l->perf);
	if (pms_mlist_n_events(l->planned) > n)
		n = pms_mlist_n_events(l->planned);
	in = pmsi_calloc((size_t)n + 1, sizeof(*in));
	if (!in)
		return PMS_ENOMEM;
	r.name = m.name;
	r.linear = pms_mlist_metric_linear(l->perf, j);
	r.perf = (struct pms_plan_inputs_error){ .sz = sizeof(r.perf), .half_width = -1,
						 .worst = -1, .run = -1 };
	r.planned = r.perf;
	for (int k = 0; k < j; k++) {
		struct pms_mmetric o;

		nth += !pms_mlist_metric(l->perf, k, &o) && !strcmp(o.name, m.name);
	}
	r.perf_modelled = counter_inputs(l->perf, l->perf_lines, j, in, &n);
	if (r.perf_modelled && !n)
		r.perf.half_width = r.perf.run = 0;	/* software, tool, msr: exact */
	else if (r.perf_modelled)
		rc = pms_plan_inputs_error(p, l->perf_sim, in, n, r.linear, &r.perf);
	jb = nth_named(l->planned, m.name, nth);
	if (!rc && jb >= 0) {
		r.planned_modelled = counter_inputs(l->planned, l->planned_lines, jb, in, &n);
		if (r.planned_modelled && !n)
			r.planned.half_width = r.planned.run = 0;	/* software goes with run 1 */
		else if (r.planned_modelled)
			rc = pms_plan_inputs_error(p, NULL, in, n, r.linear, &r.planned);
		if (r.planned_modelled) {
			r.n_inputs = n;
			for (int k = 0; k < n && k < (int)(sizeof(r.inputs) / sizeof(r.inputs[0])); k++)
				r.inputs[k] = in[k];
		}
	}
	pmsi_free(in);
	if (rc)
		return rc;
	pmsi_sz_give(out, &r, sizeof(r));
	return PMS_OK;
}

/* ---- the document's "for_metrics" member ---- */

static const char *error_kind(const struct pms_plan_inputs_error *e, bool modelled)
{
	if (!modelled)
		return "not-modelled";
	if (e->half_width < 0)
		return "not-printed";
	if (e->half_width == 0)
		return "exact";
	return e->bounded ? "bounded" : "no-bound";
}

static void json_error(struct pms_json *j, const char *key, const struct pms_plan_inputs_error *e,
		       bool modelled)
{
	const char *kind = error_kind(e, modelled);
	bool value = !strcmp(kind, "bounded") || !strcmp(kind, "exact");

	pms_json_open(j, key, '{');
	pms_json_kstr(j, "error", kind);
	if (value)
		pms_json_kdouble(j, "percent", e->half_width, 2);
	else
		pms_json_knull(j, "percent");
	if (!strcmp(kind, "no-bound"))
		pms_json_kdouble(j, "worst_input_percent", e->worst_input, 2);
	else
		pms_json_knull(j, "worst_input_percent");
	pms_json_kint(j, "schedules", modelled && e->half_width >= 0 ? e->n_schedules : 0);
	if (e->run >= 0 && e->half_width >= 0)
		pms_json_kint(j, "run", e->run);
	else
		pms_json_knull(j, "run");
	pms_json_close(j);
}

/* The plan's unit holding input event @e, or -1. */
static int unit_of(const struct pms_plan *p, int e)
{
	for (int u = 0; u < pms_plan_n_units(p); u++) {
		struct pms_plan_unit x;

		pms_plan_unit(p, u, &x);
		for (int k = 0; k < x.n_events; k++)
			if (x.events[k] == e)
				return u;
	}
	return -1;
}

static void json_where(struct pms_json *j, const struct pms_plan *p,
		       const struct pms_plan_mlist_metric *r)
{
	int n = r->n_inputs < 32 ? r->n_inputs : 32, runs[32], units[32], nr = 0, nu = 0;

	for (int k = 0; k < n; k++) {
		int u = unit_of(p, r->inputs[k]), q;
		struct pms_plan_unit x = { .run = -1 };

		if (u >= 0)
			pms_plan_unit(p, u, &x);
		for (q = 0; q < nu && units[q] != u; q++)
			;
		if (q == nu && u >= 0)
			units[nu++] = u;
		for (q = 0; q < nr && runs[q] != x.run; q++)
			;
		if (q == nr && x.run >= 0)
			runs[nr++] = x.run;
	}
	pms_json_open(j, "input_indexes", '[');
	for (int k = 0; k < n; k++)
		pms_json_kint(j, NULL, r->inputs[k]);
	pms_json_close(j);
	pms_json_open(j, "units", '[');
	for (int k = 0; k < nu; k++)
		pms_json_kint(j, NULL, units[k]);
	pms_json_close(j);
	pms_json_open(j, "runs", '[');
	for (int k = 0; k < nr; k++)
		pms_json_kint(j, NULL, runs[k]);
	pms_json_close(j);
}

void pmsi_plan_mlist_json(struct pms_json *j, const struct pms_plan *p,
			  const struct pms_plan_mlist *l, const struct pms_sim_opts *so)
{
	const char *text = pms_mlist_text(l->perf);
	int len = pms_perf_command(so, text, NULL, 0);
	char *cmd = len < 0 ? NULL : pmsi_malloc((size_t)len + 1);

	if (cmd)
		pms_perf_command(so, text, cmd, (size_t)len + 1);
	int n = pms_mlist_n_metrics(l->perf), exact = 0;

	for (int m = 0; m < n; m++) {
		struct pms_plan_mlist_metric r = { .sz = sizeof(r) };

		exact += !pms_plan_mlist_metric(p, l, m, &r) && r.perf_modelled &&
			 r.perf.half_width == 0;
	}
	pms_json_open(j, "for_metrics", '{');
	pms_json_open(j, "perf_grouping", '{');
	pms_json_kstr(j, "event_list", text);
	pms_json_kstr(j, "perf_command", cmd ? cmd : text);
	pms_json_kbool(j, "every_metric_exact", n > 0 && exact == n);
	pms_json_close(j);
	pms_json_kstr(j, "planned_list", pms_mlist_text(l->planned));
	pms_json_open(j, "metrics", '[');
	for (int m = 0; m < n; m++) {
		struct pms_plan_mlist_metric r = { .sz = sizeof(r) };

		if (pms_plan_mlist_metric(p, l, m, &r))
			continue;
		pms_json_open(j, NULL, '{');
		pms_json_kstr(j, "name", r.name);
		pms_json_kbool(j, "linear", r.linear);
		json_error(j, "perf_grouping", &r.perf, r.perf_modelled);
		json_error(j, "plan", &r.planned, r.planned_modelled);
		json_where(j, p, &r);
		pms_json_close(j);
	}
	pms_json_close(j);
	pms_json_close(j);
	pmsi_free(cmd);
}

PMS_API bool pms_plan_mlist_perf_exact(const struct pms_sim *perf_sim)
{
	int n = perf_sim ? pms_sim_n_events(perf_sim) : 0;

	for (int i = 0; i < n; i++) {
		const struct pms_ev_result *r = pms_sim_result(perf_sim, i);

		if (!r || r->status != PMS_ST_COUNTED || !r->enabled_ns ||
		    r->running_ns < r->enabled_ns)
			return false;
	}
	return n > 0;
}
