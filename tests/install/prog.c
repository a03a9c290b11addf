/* Built by tests/unit/t_install.c against an installed pmusched. */
#include <stdio.h>
#include <string.h>
#include <pmusched/pmusched.h>

/*
 * The planner and the explanation through the installed headers alone:
 * two events that only take GP2 (ks 10.1) need two slots and two runs,
 * and no grouping counts both more than half the time.
 */
static int plan_and_explain(const struct pms_model *m)
{
	PMS_OPTS(pms_sim_opts, o, .env = PMS_ENV_DEFAULT);	/* sz set, as LIBBPF_OPTS() */
	struct pms_plan_opts po = PMS_PLAN_OPTS_INIT;
	struct pms_evlist *ev = NULL;
	struct pms_plan *p = NULL;
	struct pms_explain *x = NULL;
	struct pms_plan_bound b;
	struct pms_explain_best best;
	int rc = 3;

	po.mode = PMS_PLAN_NO_MULTIPLEX;
	if (pms_evlist_parse(m, "l1d_pend_miss.pending,cycle_activity.stalls_l1d_pending", &ev,
			     NULL) || pms_plan_new(ev, &o, &po, &p, NULL) ||
	    pms_explain_new(ev, &o, NULL, NULL, &x, NULL))
		goto out;
	pms_plan_bound(p, &b);
	pms_explain_best(x, &best);
	if (pms_plan_n_runs(p) == 2 && b.proven && best.bound > 49.9 && best.bound < 50.1)
		rc = 0;
	printf("plan: %d runs%s; explain: at most %.2f%%\n", pms_plan_n_runs(p),
	       b.proven ? " (proven)" : "", best.bound);
out:
	pms_explain_free(x);
	pms_plan_free(p);
	pms_evlist_free(ev);
	return rc;
}

int main(void)
{
	const struct pms_model *m = pms_model_find("hsw");
	/* masks 0x3 and 0x2: by weight the second takes GP1, the first GP0 */
	struct pms_assign_ev ev[2] = { { .mask = 0x3 }, { .mask = 0x2 } };
	struct pms_assign_problem p = { .n = 2, .ev = ev, .gpmax = 4, .era = PMS_ERA_GPMAX };
	int assign[2] = { -1, -1 };
	int left = pms_assign_kernel(&p, assign);

	if (strcmp(pms_version(), PMS_VERSION_STRING) || !m || strcmp(pms_model_name(m), "hsw"))
		return 1;
	if (left != 0 || assign[0] != 0 || assign[1] != 1)
		return 2;
	printf("pmusched %s: hsw, e0=%d e1=%d\n", pms_version(), assign[0], assign[1]);
	return plan_and_explain(m);
}
