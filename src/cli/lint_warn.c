/*
 * The constraint lint's warning for the simulating commands (predict,
 * explain): an event the schedule put on a counter that the vendor's
 * Counter field rules out for its encoding (kind (a), pms_lint_event())
 * counts wrong there.  One line per such event on stderr, naming the
 * kernel versions that schedule it so.
 */
#include "cli.h"

void cli_lint_warn(struct cli *cli, const struct pms_evlist *ev, const struct pms_sim *sim)
{
	const struct pms_env *env = pms_sim_env(sim);
	for (int i = 0; i < pms_evlist_count(ev) && i < pms_sim_n_events(sim); i++) {
		const struct pms_model *m = pms_evlist_event_pmu(ev, i);	/* NULL: not core */
		const struct pms_ev_result *r = pms_sim_result(sim, i);
		struct pms_event_info info;
		struct pms_kver_range rg[8];
		struct pms_lint l;
		struct pms_hwev hw;
		char on[64], vers[200];
		size_t n = 0;

		if (!m || !r || !r->counters || pms_evlist_event(ev, i, &info) || info.topdown != PMS_TD_NONE ||
		    pms_evlist_hwev(ev, i, env, &hw) || pms_lint_event(m, env, &hw, &l) ||
		    !(l.a & r->counters))
			continue;
		pms_mask_format(l.a & r->counters, on, sizeof(on));
		if (pms_lint_versions(m, env, &hw, PMS_LINT_A, l.a & r->counters, rg, 8, &n))
			n = 0;
		pms_kver_ranges_format(rg, n < 8 ? n : 8, vers, sizeof(vers));
		cli_warn(cli, "'%s' runs on %s, which the vendor's %s rules out for its encoding: "
			 "its count reads wrong (kernels that do so with HT %s: %s)", info.name, on,
			 l.htoff_data ? "CounterHTOff" : "Counter", env->ht ? "on" : "off", vers);
	}
}
