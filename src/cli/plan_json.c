/* A plan as JSON (documented in pmusched-plan(1)). */
#include <stdlib.h>
#include "plan_print.h"

static const char *const mode_name[] = { "one-run", "no-multiplex", "runs" };
static const char *const variant_name[] = { "slots", "separate", "pinned-and-separate",
					    "as-written" };
static const char *const proof_name[] = { "trivial", "clique", "counters", "search", "lp" };
static const char *const kind_name[] = { "packed", "software", "not-supported", "parked" };
static const char *const note_name[] = {
	"split", "never-alone", "blocked", "pin-fails", "pin-dropped-blocks", "pin-dropped-slots",
	"promoted", "not-supported", "unreadable",
};

static void json_index(struct json *j, const char *key, int v)
{
	if (v < 0)
		json_knull(j, key);
	else
		json_kint(j, key, v);
}

static void json_proof(struct json *j, const struct pms_model *m, const struct pms_plan *p)
{
	struct pms_plan_bound b;

	pms_plan_bound(p, &b);
	json_kint(j, "slots", b.n_slots);
	json_kint(j, "lower_bound", b.lower_bound);
	json_kbool(j, "proven", b.proven);
	json_kbool(j, "heuristic", b.heuristic);
	json_kbool(j, "budget_out", b.budget_out);
	json_kint(j, "gap", b.n_slots - b.lower_bound);
	json_kint(j, "checks", b.n_checks);
	json_open(j, "proof", '{');
	json_kstr(j, "kind", proof_name[b.proof]);
	if (b.proof == PMS_PLAN_PROOF_COUNTERS) {
		json_counters(j, "counters", m, b.counters);
		if (pms_model_is_hybrid(m))
			json_kstr(j, "pmu", pms_model_pmu_name(pms_model_pmu(m, (size_t)b.pmu)));
		json_kint(j, "need", b.n_need);
		json_kint(j, "free", b.n_free);
	} else if (b.proof == PMS_PLAN_PROOF_LP && b.weights) {
		/* the certificate: no set that fits weighs over 1; all weigh lp_bound */
		json_kdouble(j, "lp_bound", b.lp_bound, 6);
		json_open(j, "weights", '[');
		for (int u = 0; u < pms_plan_n_units(p); u++)
			json_kdouble(j, NULL, b.weights[u], 6);
		json_close(j);
	} else if (b.proof == PMS_PLAN_PROOF_CLIQUE) {
		json_open(j, "units", '[');
		for (int q = 0; q < b.n_clique; q++)
			json_kint(j, NULL, b.clique[q]);
		json_close(j);
	}
	json_close(j);
}

static void json_units(struct json *j, const struct pms_plan *p)
{
	json_open(j, "units", '[');
	for (int u = 0; u < pms_plan_n_units(p); u++) {
		struct pms_plan_unit x;

		pms_plan_unit(p, u, &x);
		json_open(j, NULL, '{');
		json_kstr(j, "kind", kind_name[x.kind]);
		json_index(j, "run", x.run);
		json_index(j, "slot", x.slot);
		json_kbool(j, "pinned", x.pinned);
		json_kbool(j, "promoted", x.promoted);
		json_open(j, "event_indexes", '[');
		for (int k = 0; k < x.n_events; k++)
			json_kint(j, NULL, x.events[k]);
		json_close(j);
		json_close(j);
	}
	json_close(j);
}

static void json_notes(struct json *j, const struct predict_args *a, const struct pms_plan *p)
{
	json_open(j, "notes", '[');
	for (int i = 0; i < pms_plan_n_notes(p); i++) {
		struct pms_plan_note nt;
		char t[1200];

		pms_plan_note(p, i, &nt);
		plan_note_text(a, p, &nt, t, sizeof(t));
		json_open(j, NULL, '{');
		json_kstr(j, "kind", note_name[nt.kind]);
		json_kint(j, "event", nt.event);
		json_kint(j, "events", nt.n_events);
		json_index(j, "other", nt.other);
		json_kstr(j, "text", t);
		json_close(j);
	}
	json_close(j);
}

/* The expected error of a run or a candidate: percent of the count, half-widths. */
static void json_error(struct json *j, const char *key, const struct pms_plan_error *e)
{
	json_open(j, key, '{');
	json_kdouble(j, "worst_percent", e->worst, 2);
	json_index(j, "worst_position", e->worst_event);
	json_kdouble(j, "mean_percent", e->mean, 2);
	json_kint(j, "events", e->n_events);
	json_close(j);
}

static void json_run(struct json *j, const struct predict_args *a, const struct pms_plan *p,
		     int ri, const struct pms_plan_run *r)
{
	char *cmd = plan_perf_command(a, r->list);
	struct pms_plan_error err, var[PMS_PLAN_N_VARIANTS];

	json_open(j, NULL, '{');
	json_kstr(j, "event_list", r->list);
	json_kstr(j, "perf_command", cmd ? cmd : r->list);
	json_open(j, "event_indexes", '[');
	for (int k = 0; k < r->n_events; k++)
		json_kint(j, NULL, r->order[k]);
	json_close(j);
	json_kint(j, "slots", r->n_slots);
	json_kstr(j, "chosen", variant_name[r->variant]);
	json_open(j, "variant_percent", '{');
	for (int v = 0; v < PMS_PLAN_N_VARIANTS; v++)
		if (r->variant_share[v] >= 0)
			json_kdouble(j, variant_name[v], r->variant_share[v], 2);
	json_close(j);
	json_kdouble(j, "lowest_percent", r->lowest_event >= 0 ? r->lowest : 100.0, 2);
	json_index(j, "lowest_position", r->lowest_event);
	json_kint(j, "short", r->n_short);
	json_kbool(j, "verified", r->n_short == 0);
	pms_plan_run_error(p, ri, &err, var);
	json_error(j, "expected_error", &err);
	json_open(j, "variant_expected_error", '{');
	for (int v = 0; v < PMS_PLAN_N_VARIANTS; v++)
		if (var[v].worst >= 0)
			json_error(j, variant_name[v], &var[v]);
	json_close(j);
	predict_json_events(j, "events", r->ev, r->sim);
	json_close(j);
	free(cmd);
}

void plan_print_json(FILE *f, const struct predict_args *a, const struct pms_plan *p)
{
	struct json j;
	bool verified = true;
	int n = pms_plan_n_runs(p);

	json_begin(&j, f, "plan");
	predict_json_env(&j, a);
	json_kstr(&j, "mode", mode_name[pms_plan_mode(p)]);
	json_open(&j, "runs", '[');
	for (int r = 0; r < n; r++) {
		struct pms_plan_run run;

		pms_plan_run(p, r, &run);
		json_kstr(&j, NULL, run.list);
		verified &= run.n_short == 0;
	}
	json_close(&j);
	if (pms_plan_mode(p) == PMS_PLAN_ONE_RUN && n) {
		struct pms_plan_run run;

		pms_plan_run(p, 0, &run);
		json_kstr(&j, "event_list", run.list);
		json_kstr(&j, "chosen", variant_name[run.variant]);
	}
	json_kbool(&j, "verified", verified);
	predict_json_error_model(&j, a);
	json_proof(&j, a->common.model, p);
	json_units(&j, p);
	json_notes(&j, a, p);
	json_open(&j, "run_checks", '[');
	for (int r = 0; r < n; r++) {
		struct pms_plan_run run;

		pms_plan_run(p, r, &run);
		json_run(&j, a, p, r, &run);
	}
	json_close(&j);
	predict_json_events(&j, "before", a->ev, a->sim);
	json_end(&j);
}
