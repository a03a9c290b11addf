/*
 * plan --for-metrics on a list that is not one of metrics (an -e list,
 * perf's default set, -d before perf 6.19): the list planned as asked and
 * with each two-count metric's inputs grouped (pms_plan_metrics(),
 * pms_plan_metrics_regroup()), each metric's expected error under both
 * (pms_plan_metric_error()), and the choice between them
 * (pms_plan_metrics_better()), docs/mux-error.md.
 */
#include <string.h>
#include "internal.h"
#include "query_emetrics_int.h"

struct pmsi_emetrics {
	struct pms_plan_list_metrics pub;
	struct pms_plan_metric *m;
	struct pms_plan_metric_error *given_err, *grouped_err;
	int *pos;
	/* owned: the grouped list's objects, or the given ones when the
	 * answer took the grouped list */
	struct pms_evlist *ev;
	struct pms_sim *sim;
	struct pms_plan *plan;
};

void pmsi_emetrics_free(struct pmsi_emetrics *em)
{
	if (!em)
		return;
	pms_plan_free(em->plan);
	pms_sim_free(em->sim);
	pms_evlist_free(em->ev);
	pmsi_free(em->m);
	pmsi_free(em->given_err);
	pmsi_free(em->grouped_err);
	pmsi_free(em->pos);
	pmsi_free(em);
}

const struct pms_plan_list_metrics *pmsi_emetrics_get(const struct pmsi_emetrics *em)
{
	return em ? &em->pub : NULL;
}

/* Each metric's expected error under plan @p (inputs at @pos, NULL: as is);
 * -1 where the plan gives none. */
static void errors(const struct pms_plan *p, const struct pms_plan_metric *m, int n,
		   const int *pos, struct pms_plan_metric_error *out)
{
	for (int k = 0; k < n; k++) {
		struct pms_plan_metric x = m[k];

		if (pos) {
			x.event = pos[x.event];
			x.base = pos[x.base];
		}
		if (pms_plan_metric_error(p, &x, &out[k]))
			out[k] = (struct pms_plan_metric_error){ .half_width = -1 };
	}
}

static int alloc_em(struct pmsi_emetrics *em, int n, int n_ev)
{
	size_t k = (size_t)(n ? n : 1);

	em->m = pmsi_calloc(k, sizeof(*em->m));
	em->given_err = pmsi_calloc(k, sizeof(*em->given_err));
	em->grouped_err = pmsi_calloc(k, sizeof(*em->grouped_err));
	em->pos = pmsi_calloc((size_t)n_ev + 1, sizeof(*em->pos));
	return em->m && em->given_err && em->grouped_err && em->pos ? PMS_OK : PMS_ENOMEM;
}

/* The grouped list of @em planned and compared with the given plan @p.
 * PMS_OK, or PMS_ENOMEM (a grouped list that does not plan otherwise is
 * PMS_PMC_NO_PLAN). */
static int plan_grouped(struct pmsi_emetrics *em, const struct pms_sim_opts *o,
			const struct pms_plan_opts *po, const struct pms_plan *p,
			struct pms_diag *d)
{
	struct pms_plan_list_metrics *r = &em->pub;
	struct pms_diag gd;
	int rc;

	pms_diag_clear(&gd);
	rc = pms_plan_new(em->ev, o, po, &em->plan, &gd);
	if (rc == PMS_ENOMEM)
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	if (rc) {
		r->choice = PMS_PMC_NO_PLAN;
		return PMS_OK;
	}
	errors(em->plan, em->m, r->n_metrics, em->pos, em->grouped_err);
	r->grouped_errors = em->grouped_err;
	r->grouped_plan = em->plan;
	r->choice = PMS_PMC_NOT_BETTER;
	if (!pms_plan_metrics_better(em->plan, em->grouped_err, p, em->given_err, r->n_metrics))
		return PMS_OK;
	/* taken only with its simulation (the plan's "before") */
	rc = pms_simulate(em->ev, o, &em->sim, &gd);
	if (rc == PMS_ENOMEM)
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	if (!rc)
		r->choice = PMS_PMC_GROUPED;
	return PMS_OK;
}

int pmsi_plan_emetrics(const struct pms_sim_opts *o, const struct pms_plan_opts *po,
		       struct pms_evlist **ev, struct pms_sim **sim, struct pms_plan **plan,
		       struct pmsi_emetrics **out, struct pms_diag *d)
{
	struct pmsi_emetrics *em = pmsi_calloc(1, sizeof(*em));
	struct pms_plan_list_metrics *r;
	struct pms_diag rd;
	int n = 0, rc;

	*out = NULL;
	if (!em || pms_plan_metrics(*ev, NULL, 0, &n) ||
	    alloc_em(em, n, pms_evlist_count(*ev))) {
		pmsi_emetrics_free(em);
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	}
	r = &em->pub;
	r->sz = sizeof(*r);
	pms_plan_metrics(*ev, em->m, n, &n);
	r->n_metrics = n;
	r->metrics = em->m;
	r->given_errors = em->given_err;
	r->given = *ev;
	r->given_sim = *sim;
	r->given_plan = *plan;
	*out = em;
	if (!n)
		return PMS_OK;	/* PMS_PMC_NO_METRIC */
	errors(*plan, em->m, n, NULL, em->given_err);
	pms_diag_clear(&rd);
	rc = pms_plan_metrics_regroup(*ev, &o->env, em->m, n, &em->ev, em->pos, &rd);
	if (rc == PMS_ENOMEM)
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	if (rc) {
		r->choice = rc == PMS_ENOEVENT ? PMS_PMC_AS_WRITTEN : PMS_PMC_NO_PARSE;
		return PMS_OK;
	}
	r->grouped = em->ev;
	r->grouped_pos = em->pos;
	rc = plan_grouped(em, o, po, *plan, d);
	if (rc)
		return rc;
	if (r->choice == PMS_PMC_GROUPED) {
		/* the answer's objects are the grouped list's; the given ones stay here */
		struct pms_evlist *e = *ev;
		struct pms_sim *s = *sim;
		struct pms_plan *p = *plan;

		*ev = em->ev;
		*sim = em->sim;
		*plan = em->plan;
		em->ev = e;
		em->sim = s;
		em->plan = p;
		r->grouped_sim = *sim;
	}
	return PMS_OK;
}
