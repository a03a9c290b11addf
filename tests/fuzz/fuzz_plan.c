/*
 * Fuzz target: the planner, the explanation and the schedule view on any
 * event list.
 *
 * Input: byte 0 picks the model; byte 1 the conditions (HT, watchdog, a
 * kernel era, TSX force abort, on a hybrid platform the task's core
 * share); byte 2 the plan mode and flags; the rest is the event list.  Runs are short (40 ms at 4 ms) so inputs stay cheap.
 * The invariants of plan.h and explain.h are checked; a violation aborts,
 * which the fuzzer reports as a crash.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "pmusched/pmusched.h"

int pms_fuzz_plan(const uint8_t *data, size_t size);

static void check_plan(const struct pms_evlist *ev, const struct pms_plan *p)
{
	int n = pms_evlist_count(ev), *seen = calloc((size_t)n + 1, sizeof(int));
	struct pms_plan_bound b;

	if (!seen)
		return;
	pms_plan_bound(p, &b);
	if (b.lower_bound > b.n_slots || (b.proven && b.lower_bound != b.n_slots))
		abort();
	/* the LP's certificate: weights in [0, 1] that sum to more than lower_bound - 1 */
	if (b.proof == PMS_PLAN_PROOF_LP && b.weights) {
		double sum = 0;

		for (int u = 0; u < pms_plan_n_units(p); u++) {
			if (b.weights[u] < -1e-9 || b.weights[u] > 1 + 1e-9)
				abort();
			sum += b.weights[u];
		}
		if (sum <= b.lower_bound - 1 + 1e-9 || b.lp_bound > sum + 1e-6)
			abort();
	}
	for (int r = 0; r < pms_plan_n_runs(p); r++) {
		struct pms_plan_run run;
		struct pms_plan_error e;

		if (pms_plan_run(p, r, &run) || !run.list || !run.sim ||
		    pms_sim_n_events(run.sim) != run.n_events)
			abort();
		/* the worst expected error bounds the mean; none without a multiplexed event */
		if (pms_plan_run_error(p, r, &e, NULL) || !(e.mean >= 0 && e.mean <= e.worst + 1e-9) ||
		    e.worst_event >= run.n_events || e.n_events > run.n_events ||
		    (e.worst_event < 0 && e.worst != 0))
			abort();
		for (int k = 0; k < run.n_events; k++) {
			if (run.order[k] < 0 || run.order[k] >= n)
				abort();
			seen[run.order[k]]++;
		}
	}
	for (int i = 0; i < n; i++)
		if (seen[i] > 1 || (pms_plan_mode(p) == PMS_PLAN_ONE_RUN && seen[i] != 1))
			abort();
	for (int u = 0; u < pms_plan_n_units(p); u++) {
		struct pms_plan_unit x;

		if (pms_plan_unit(p, u, &x) || x.n_events < 1 || x.events[0] < 0 ||
		    x.events[x.n_events - 1] >= n || x.run >= pms_plan_n_runs(p))
			abort();
	}
	free(seen);
}

static void check_explain(const struct pms_evlist *ev, const struct pms_explain *x)
{
	int n = pms_evlist_count(ev), in_blocks = 0;

	for (int c = 0; c < pms_explain_n_causes(x); c++) {
		struct pms_explain_cause cz;

		pms_explain_cause(x, c, &cz);
		for (int k = 0; k < cz.n_events; k++)
			if (cz.events[k] < 0 || cz.events[k] >= n)
				abort();
		in_blocks += cz.n_events;
	}
	/* every short event sits in exactly one block */
	if (in_blocks != pms_explain_n_events(x))
		abort();
	for (int f = 0; f < pms_explain_n_fixes(x); f++) {
		struct pms_explain_fix fx;

		pms_explain_fix(x, f, &fx);
		if (fx.low_after < 0 || fx.low_after > 100.0 || !pms_fix_text(fx.kind, PMS_TEXT_NAME))
			abort();
	}
	for (int i = 0; i < pms_explain_n_events(x); i++) {
		struct pms_explain_event e;

		/* a share of the task's time on the event's type: never above 100 */
		pms_explain_event(x, i, &e);
		if (e.type_share < 0 || e.type_share > 100.0 || e.type_share + 1e-9 < e.share)
			abort();
		/* no estimate without a count; "none" is -1 */
		if ((e.expected_error >= 0 && !(e.type_share > 0)) ||
		    (e.expected_error < 0 && e.expected_error != -1))
			abort();
	}
}

static void check_schedule(const struct pms_evlist *ev, const struct pms_sim *s)
{
	struct pms_schedule *sc = NULL;
	struct pms_cell *cells;
	unsigned covered = 0;

	if (pms_schedule_new(ev, s, &sc, NULL))
		return;
	cells = calloc((size_t)pms_schedule_n_rows(sc) + 1, sizeof(*cells));
	for (unsigned i = 0; cells && i < pms_schedule_n_segments(sc); i++) {
		struct pms_segment g;

		pms_schedule_segment(sc, i, &g);
		if (g.first != covered || !g.n || !g.repeat)
			abort();
		covered += g.n * g.repeat;
		if (pms_schedule_column(sc, g.first, cells))
			abort();
	}
	if (cells && covered != pms_sim_n_intervals(s))
		abort();
	free(cells);
	pms_schedule_free(sc);
}

int pms_fuzz_plan(const uint8_t *data, size_t size)
{
	static const uint32_t kernels[] = { PMS_KVER(6, 12), PMS_KVER(5, 3),
					    PMS_KVER_RC(4, 1, 3), PMS_KVER(3, 14) };
	struct pms_sim_opts o = { .sz = sizeof(o),
				    .env = PMS_ENV_DEFAULT, .duration_ns = 40000000 };
	struct pms_plan_opts po = PMS_PLAN_OPTS_INIT;
	struct pms_explain_opts xo = PMS_EXPLAIN_OPTS_INIT;
	const struct pms_model *m;
	struct pms_evlist *ev = NULL;
	struct pms_plan *p = NULL;
	struct pms_explain *x = NULL;
	char buf[4096];

	if (size < 3 || size - 3 >= sizeof(buf))
		return 0;
	m = pms_model_at(data[0] % pms_model_count());
	o.env.ht = data[1] & 1;
	o.env.nmi_watchdog = data[1] & 2;
	o.env.allow_tfa = data[1] & 4;
	o.env.kver = kernels[(data[1] >> 3) & 3];
	if (pms_model_is_hybrid(m) && (data[1] >> 5 & 3))	/* 70/30, 30/70, all on atom */
		pms_core_share_parse((data[1] >> 5 & 3) == 1 ? "cpu_core=70,cpu_atom=30" :
				     (data[1] >> 5 & 3) == 2 ? "cpu_atom=30,cpu_core=70" : "cpu_atom",
				     &o.core_share, NULL);
	po.mode = (enum pms_plan_mode)(data[2] % 3);
	po.flags = (data[2] >> 2) & 7;
	po.n_runs = 1 + (data[2] >> 5);
	xo.flags = data[1] & 0x80 ? PMS_EXPLAIN_NO_FIXES : 0;
	memcpy(buf, data + 3, size - 3);
	buf[size - 3] = '\0';
	if (pms_evlist_parse(m, buf, &ev, NULL) != PMS_OK || pms_evlist_count(ev) > 64)
		goto out;
	if (pms_plan_new(ev, &o, &po, &p, NULL) == PMS_OK)
		check_plan(ev, p);
	if (pms_explain_new(ev, &o, NULL, &xo, &x, NULL) == PMS_OK) {
		check_explain(ev, x);
		check_schedule(ev, pms_explain_sim(x));
	}
out:
	pms_explain_free(x);
	pms_plan_free(p);
	pms_evlist_free(ev);
	return 0;
}

#ifdef PMS_LIBFUZZER
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	return pms_fuzz_plan(data, size);
}
#endif
