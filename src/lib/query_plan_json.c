/*
 * A plan as JSON (docs/schema/plan.md, pmusched-plan(1)): the document of
 * the CLI's plan --json and of the query API's plan answer.  The CLI adds
 * the members whose text it still composes (the expected-error model, the
 * notes) through hooks.
 */
#include <stdlib.h>
#include <string.h>
#include "internal.h"
#include "plan_int.h"
#include "pmusched/query.h"

static const char *const mode_name[] = { "one-run", "no-multiplex", "runs" };
static const char *const variant_name[] = { "slots", "separate", "pinned-and-separate",
					    "as-written" };
static const char *const proof_name[] = { "trivial", "clique", "counters", "search", "lp" };
static const char *const kind_name[] = { "packed", "software", "not-supported", "parked" };

static void json_index(struct pms_json *j, const char *key, int v)
{
	if (v < 0)
		pms_json_knull(j, key);
	else
		pms_json_kint(j, key, v);
}

static void json_proof(struct pms_json *j, const struct pms_model *m, const struct pms_plan *p)
{
	struct pms_plan_bound b;

	pms_plan_bound(p, &b);
	pms_json_kint(j, "slots", b.n_slots);
	pms_json_kint(j, "lower_bound", b.lower_bound);
	pms_json_kbool(j, "proven", b.proven);
	pms_json_kbool(j, "heuristic", b.heuristic);
	pms_json_kbool(j, "budget_out", b.budget_out);
	pms_json_kint(j, "gap", b.n_slots - b.lower_bound);
	pms_json_kint(j, "checks", b.n_checks);
	pms_json_open(j, "proof", '{');
	pms_json_kstr(j, "kind", proof_name[b.proof]);
	if (b.proof == PMS_PLAN_PROOF_COUNTERS) {
		pms_json_counters(j, "counters", m, b.counters);
		if (pms_model_is_hybrid(m))
			pms_json_kstr(j, "pmu", pms_model_pmu_name(pms_model_pmu(m, (size_t)b.pmu)));
		pms_json_kint(j, "need", b.n_need);
		pms_json_kint(j, "free", b.n_free);
	} else if (b.proof == PMS_PLAN_PROOF_LP && b.weights) {
		/* the certificate: no set that fits weighs over 1; all weigh lp_bound */
		pms_json_kdouble(j, "lp_bound", b.lp_bound, 6);
		pms_json_open(j, "weights", '[');
		for (int u = 0; u < pms_plan_n_units(p); u++)
			pms_json_kdouble(j, NULL, b.weights[u], 6);
		pms_json_close(j);
	} else if (b.proof == PMS_PLAN_PROOF_CLIQUE) {
		pms_json_open(j, "units", '[');
		for (int q = 0; q < b.n_clique; q++)
			pms_json_kint(j, NULL, b.clique[q]);
		pms_json_close(j);
	}
	pms_json_close(j);
}

static void json_units(struct pms_json *j, const struct pms_plan *p)
{
	pms_json_open(j, "units", '[');
	for (int u = 0; u < pms_plan_n_units(p); u++) {
		struct pms_plan_unit x;

		pms_plan_unit(p, u, &x);
		pms_json_open(j, NULL, '{');
		pms_json_kstr(j, "kind", kind_name[x.kind]);
		json_index(j, "run", x.run);
		json_index(j, "slot", x.slot);
		pms_json_kbool(j, "pinned", x.pinned);
		pms_json_kbool(j, "promoted", x.promoted);
		pms_json_open(j, "event_indexes", '[');
		for (int k = 0; k < x.n_events; k++)
			pms_json_kint(j, NULL, x.events[k]);
		pms_json_close(j);
		pms_json_close(j);
	}
	pms_json_close(j);
}

/* The expected error of a run or a candidate: percent of the count, half-widths. */
static void json_error(struct pms_json *j, const char *key, const struct pms_plan_error *e)
{
	pms_json_open(j, key, '{');
	pms_json_kdouble(j, "worst_percent", e->worst, 2);
	json_index(j, "worst_position", e->worst_event);
	pms_json_kdouble(j, "mean_percent", e->mean, 2);
	pms_json_kint(j, "events", e->n_events);
	pms_json_close(j);
}

static void json_run(struct pms_json *j, const struct pms_sim_opts *so, const struct pms_plan *p,
		     int ri, const struct pms_plan_run *r)
{
	int len = pms_perf_command(so, r->list, NULL, 0);
	char *cmd = len < 0 ? NULL : pmsi_malloc((size_t)len + 1);
	struct pms_plan_error err, var[PMS_PLAN_N_VARIANTS];

	if (cmd)
		pms_perf_command(so, r->list, cmd, (size_t)len + 1);
	pms_json_open(j, NULL, '{');
	pms_json_kstr(j, "event_list", r->list);
	pms_json_kstr(j, "perf_command", cmd ? cmd : r->list);
	pms_json_open(j, "event_indexes", '[');
	for (int k = 0; k < r->n_events; k++)
		pms_json_kint(j, NULL, r->order[k]);
	pms_json_close(j);
	pms_json_kint(j, "slots", r->n_slots);
	pms_json_kstr(j, "chosen", variant_name[r->variant]);
	pms_json_open(j, "variant_percent", '{');
	for (int v = 0; v < PMS_PLAN_N_VARIANTS; v++)
		if (r->variant_share[v] >= 0)
			pms_json_kdouble(j, variant_name[v], r->variant_share[v], 2);
	pms_json_close(j);
	pms_json_kdouble(j, "lowest_percent", r->lowest_event >= 0 ? r->lowest : 100.0, 2);
	json_index(j, "lowest_position", r->lowest_event);
	pms_json_kint(j, "short", r->n_short);
	pms_json_kbool(j, "verified", r->n_short == 0);
	pms_plan_run_error(p, ri, &err, var);
	json_error(j, "expected_error", &err);
	pms_json_open(j, "variant_expected_error", '{');
	for (int v = 0; v < PMS_PLAN_N_VARIANTS; v++)
		if (var[v].worst >= 0)
			json_error(j, variant_name[v], &var[v]);
	pms_json_close(j);
	pms_json_sim_events(j, "events", r->ev, r->sim);
	pms_json_close(j);
	pmsi_free(cmd);
}

PMS_API int pms_json_write_plan(FILE *f, const struct pms_plan *p,
				const struct pms_json_plan_opts *opts, struct pms_diag *d)
{
	struct pms_json_plan_opts o = { 0 };
	const struct pms_model *m;
	struct pms_json jw, *j = &jw;
	int rc;
	bool verified = true;
	int n;

	rc = pmsi_sz_copy(&o, sizeof(o), opts, "struct pms_json_plan_opts", d);
	if (rc)
		return rc;
	if (!f || !p || !o.opts || !o.ev || !o.sim)	/* "before" is required */
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0,
				 "no stream, plan, options, list or simulation");
	m = pms_evlist_model(o.ev);
	n = pms_plan_n_runs(p);
	pms_json_begin(j, f, "plan");
	pms_json_conditions(j, m, o.opts, o.workload, o.sim);
	pms_json_kstr(j, "mode", mode_name[pms_plan_mode(p)]);
	pms_json_open(j, "runs", '[');
	for (int r = 0; r < n; r++) {
		struct pms_plan_run run;

		pms_plan_run(p, r, &run);
		pms_json_kstr(j, NULL, run.list);
		verified &= run.n_short == 0;
	}
	pms_json_close(j);
	if (pms_plan_mode(p) == PMS_PLAN_ONE_RUN && n) {
		struct pms_plan_run run;

		pms_plan_run(p, 0, &run);
		pms_json_kstr(j, "event_list", run.list);
		pms_json_kstr(j, "chosen", variant_name[run.variant]);
	}
	pms_json_kbool(j, "verified", verified);
	if (o.error_model)
		o.error_model(j, o.ctx);
	json_proof(j, m, p);
	json_units(j, p);
	if (o.notes)
		o.notes(j, o.ctx);
	pms_json_open(j, "run_checks", '[');
	for (int r = 0; r < n; r++) {
		struct pms_plan_run run;

		pms_plan_run(p, r, &run);
		json_run(j, o.opts, p, r, &run);
	}
	pms_json_close(j);
	pms_json_sim_events(j, "before", o.ev, o.sim);
	if (o.mlist)
		pmsi_plan_mlist_json(j, p, o.mlist, o.opts);
	pms_json_end(j);
	return ferror(f) ? pmsi_diag(d, PMS_ESYS, PMS_NOPOS, 0, "write error") : PMS_OK;
}
