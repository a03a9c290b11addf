/*
 * The error a plan promises: how far each scaled count may be off, from
 * its share and enabled time (pms_muxerr_expected(), docs/mux-error.md),
 * and the ranking of a one-run plan's candidates by it.
 *
 * Two rewritings with the same lowest share can differ a lot in what they
 * promise the other events: the kernel's rotation of separate groups may
 * count most of them well above the packing's 1/k.  The lowest share fixes
 * the worst error only when every event is enabled as long (a busy task);
 * so the worst error is compared first, then the mean.
 */
#include <math.h>
#include "plan_int.h"

int pmsi_plan_error_check(const struct pms_plan_opts *po, struct pms_diag *d)
{
	double hw;

	/* pms_muxerr_expected() validates both; a share of 50 over 1 s exercises them */
	if (pms_muxerr_expected(50, 1000000000, po->workload, po->confidence, &hw) != PMS_OK)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0,
				 "bad workload variability or confidence for the expected error");
	return PMS_OK;
}

/* Expected half-width (percent) of event @k of @s; false when it has none. */
bool pmsi_plan_event_error(const struct pms_plan *p, const struct pms_sim *s, int k, double *hw)
{
	const struct pms_ev_result *r = pms_sim_result(s, k);
	double t = pmsi_type_time(s, k), share = pmsi_type_share(s, k);
	double ns = (double)r->enabled_ns * (t < 1.0 ? t : 1.0);

	*hw = 0;
	if (r->status != PMS_ST_COUNTED || !(t > 0.0) || share <= 0.0)
		return false;
	if (share >= 100.0)
		return true;
	if (!(ns >= 1.0))
		return false;
	return pms_muxerr_expected(share, (uint64_t)ns, p->po.workload, p->po.confidence,
				   hw) == PMS_OK && isfinite(*hw);
}

void pmsi_plan_error(const struct pms_plan *p, const struct pms_sim *s, const int *order,
		     int n, const int *unit_of, struct pms_plan_error *out)
{
	double sum = 0;

	*out = (struct pms_plan_error){ .worst = 0, .worst_event = -1 };
	for (int k = 0; k < n && k < pms_sim_n_events(s); k++) {
		const struct punit *x = &p->u[unit_of[order[k]]];
		double hw;

		if (x->pub.kind != PMS_PLAN_PACKED || x->pub.unreadable ||
		    !pmsi_plan_event_error(p, s, k, &hw))
			continue;
		out->n_events++;
		sum += hw;
		if (hw > out->worst) {
			out->worst = hw;
			out->worst_event = k;
		}
	}
	out->mean = out->n_events ? sum / out->n_events : 0;
}

/* @a below @b by more than the margin (relative to @b) */
static bool clearly_below(double a, double b)
{
	return a < b * (1.0 - PMS_PLAN_ERROR_MARGIN);
}

bool pmsi_plan_error_better(const struct pms_plan_error *a, const struct pms_plan_error *b)
{
	if (clearly_below(a->worst, b->worst))
		return true;
	if (clearly_below(b->worst, a->worst))
		return false;
	return clearly_below(a->mean, b->mean);
}

int pmsi_plan_error_pick(const struct pms_plan_error *err, const int *n_nc, const double *low,
			 int best)
{
	int pick = best;

	for (int v = 0; v < PMS_PLAN_N_VARIANTS; v++)
		if (v != best && err[v].worst >= 0 && n_nc[v] == n_nc[best] &&
		    fabs(low[v] - low[best]) <= 1.0 && pmsi_plan_error_better(&err[v], &err[pick]))
			pick = v;
	return pick;
}

PMS_API int pms_plan_run_error(const struct pms_plan *p, int r, struct pms_plan_error *out,
			       struct pms_plan_error *variants)
{
	const struct prun *x;

	if (!p || !out || r < 0 || r >= p->n_runs)
		return PMS_ERANGE;
	/* PMS_PLAN_RUNS: the run's own one-run plan judged it */
	x = p->runs[r].sub ? &p->runs[r].sub->runs[0] : &p->runs[r];
	*out = x->err;
	for (int v = 0; variants && v < PMS_PLAN_N_VARIANTS; v++) {
		variants[v] = x->var_err[v];
		if (p->po.mode != PMS_PLAN_ONE_RUN && !p->runs[r].sub)
			variants[v] = (struct pms_plan_error){ .worst = -1, .worst_event = -1 };
	}
	return PMS_OK;
}
