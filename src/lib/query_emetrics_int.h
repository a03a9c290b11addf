/*
 * A plan for the two-count metrics of a list that is not one of metrics
 * (PMS_ASK_FOR_METRICS; query_plan_emetrics.c): the query's part.
 */
#ifndef PMS_QUERY_EMETRICS_INT_H
#define PMS_QUERY_EMETRICS_INT_H

#include "pmusched/plan.h"
#include "pmusched/query.h"

struct pmsi_emetrics;

/*
 * pmsi_plan_emetrics() - *@ev, simulated as *@sim under @o and planned as
 * *@plan with @po, planned again with each metric's inputs grouped; when the
 * grouped plan is better, *@ev, *@sim and *@plan become the grouped list's
 * and *@out owns the ones given (else the grouped list's).  Return: PMS_OK,
 * PMS_ENOMEM (nothing changed).
 */
int pmsi_plan_emetrics(const struct pms_sim_opts *o, const struct pms_plan_opts *po,
		       struct pms_evlist **ev, struct pms_sim **sim, struct pms_plan **plan,
		       struct pmsi_emetrics **out, struct pms_diag *d);
void pmsi_emetrics_free(struct pmsi_emetrics *em);	/* NULL is a no-op */
const struct pms_plan_list_metrics *pmsi_emetrics_get(const struct pmsi_emetrics *em);

#endif
