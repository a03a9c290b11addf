/*
 * The two extras of 'pmusched stat': --topdown (the model's TopDown
 * events appended to the list, level 1 or 2 printed after the counts) and
 * --predict (the simulator's share beside each measured one, with the
 * likely cause of a difference).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "stat.h"

/*
 * --topdown: append the model's TopDown list (pms_topdown_event_list).
 * Returns 0 or the exit code: 77 when this CPU has no TopDown events.
 */
int stat_topdown_events(struct cli *cli, struct stat_opts *o)
{
	struct pms_diag d;
	char list[1024];
	uint32_t pv;
	int n = 0, rc;

	pms_diag_clear(&d);
	rc = cli_common_finish(cli, &o->common, true);
	if (rc)
		return rc;
	rc = pms_topdown_event_list_pmu(o->common.model, &o->common.env, o->td_level,
					o->common.cputype, list, sizeof(list), &d);
	if (rc) {
		cli_print_diag(cli, NULL, &d);
		return rc == PMS_ENOTSUP ? EXIT_NOCAP : EXIT_USAGE;
	}
	/* both lists counted as the run's list is parsed (stat_parse_perf(),
	 * the environment, --cputype) */
	pv = stat_parse_perf(cli, o);
	if (o->events) {
		struct pms_evlist *ev = NULL;

		if (cli_events_parse(&o->common, o->events, pv, 0, &ev, &d) == PMS_OK)
			n = pms_evlist_count(ev);
		pms_evlist_free(ev);
	}
	o->td_first = n;
	/* the events of the library's list (slots and 4 or 8 metrics, the 5
	 * classic ones, or cpu_atom's 4 level-1 events), counted, not decided
	 * again here */
	{
		struct pms_evlist *ev = NULL;

		o->td_n = cli_events_parse(&o->common, list, pv, 0, &ev, &d) == PMS_OK ?
			  pms_evlist_count(ev) : 0;
		pms_evlist_free(ev);
	}
	if (o->td_n != 4 && o->td_n != 5 && o->td_n != 9) {
		cli_error(cli, "the TopDown list '%s' is not 4, 5 or 9 events", list);
		return EXIT_FAIL;
	}
	if ((size_t)snprintf(o->td_list, sizeof(o->td_list), "%s%s%s", o->events ? o->events : "",
			     o->events ? "," : "", list) >= sizeof(o->td_list)) {
		cli_error(cli, "event list too long with the TopDown events");
		return EXIT_USAGE;
	}
	o->events = o->td_list;
	return 0;
}

/* The TopDown breakdown after the counts (human output only). */
void stat_print_topdown(struct cli *cli, const struct stat_opts *o, FILE *f,
			const struct stat_val *vals, int n)
{
	uint64_t counts[9];
	struct pms_topdown_result r;
	struct pms_diag d;

	if (!o->td_level || o->json || o->sep || o->td_first + o->td_n > n)
		return;
	for (int k = 0; k < o->td_n; k++) {
		if (vals[o->td_first + k].c.status != PMS_COUNT_COUNTED) {
			fprintf(f, "\nTopDown: not all TopDown events were counted\n");
			return;
		}
		counts[k] = (uint64_t)vals[o->td_first + k].value;
	}
	pms_diag_clear(&d);
	if (pms_topdown_from_counts_pmu(o->common.model, &o->common.env, o->td_level,
					o->common.cputype, counts, o->td_n, &r, &d)) {
		cli_warn(cli, "TopDown: %s", d.msg);
		return;
	}
	fprintf(f, "\nTopDown level %d:\n", r.level);
	for (int c = 0; c < PMS_TD_N_CLASSES; c++) {
		if (pms_topdown_class_level(c) > r.level || (r.level == 1 && c > PMS_TD_BE_BOUND))
			continue;
		fprintf(f, "  %s%-22s %6.2f%%\n", pms_topdown_class_level(c) == 2 ? "  " : "",
			pms_topdown_class_name(c), 100.0 * r.frac[c]);
	}
}

/* ---- --predict ---- */

static const char *likely_cause(double measured, double predicted, const struct pms_env *env)
{
	if (measured < predicted)
		return env->nmi_watchdog ?
		       "counters held elsewhere: another perf session or a pinned system-wide event" :
		       "counters held elsewhere: another perf session, a pinned system-wide "
		       "event, or the NMI watchdog (the prediction assumed it off)";
	return env->nmi_watchdog ?
	       "ran more than predicted: is the NMI watchdog off? (--nmi-watchdog off)" :
	       "ran more than predicted: too short a run for the rotation to show";
}

void stat_predict(struct stat_ctx *s, struct pms_evlist *evl, struct stat_val *lines,
		  double duration_ns)
{
	struct pms_sim_opts so;
	struct pms_sim *sim = NULL;
	struct pms_diag d;
	int rc;

	if (!evl && !s->o->common.model) {
		cli_warn(s->cli, "--predict: no prediction: this host's CPU model is not known");
		cli_hint(s->cli, "name a model with --cpu MODEL ('pmusched list')");
		return;
	}
	if (!evl) {
		cli_warn(s->cli, "--predict: no prediction: the event-list parser is not available "
			 "in this build, so the simulator has no event list");
		return;
	}
	if (cli_common_finish(s->cli, &s->o->common, false) != EXIT_OK)
		return;
	if (!s->o->common.model) {
		cli_warn(s->cli, "--predict: no prediction: this host's CPU model is not known");
		cli_hint(s->cli, "name a model with --cpu MODEL ('pmusched list')");
		return;
	}
	memset(&so, 0, sizeof(so));
	so.sz = sizeof(so);
	so.env = s->o->common.env;
	so.duration_ns = duration_ns > 1e6 ? (uint64_t)duration_ns : 1000000;
	so.system_wide = s->cpus != NULL;
	pms_diag_clear(&d);
	rc = pms_simulate(evl, &so, &sim, &d);
	if (rc != PMS_OK || !sim) {
		cli_warn(s->cli, "--predict: no prediction: %s",
			 d.msg[0] ? d.msg : pms_strerror(rc));
		pms_sim_free(sim);
		return;
	}
	for (int i = 0; i < s->n; i++) {
		const struct pms_ev_result *res = pms_sim_result(sim, i);
		double measured;

		if (!res)
			continue;
		lines[i].has_pred = true;
		if (res->status == PMS_ST_NOT_SUPPORTED) {
			lines[i].pred_pct = -1;	/* printed as <not supported> */
			continue;
		}
		lines[i].pred_pct = res->enabled_ns ? res->percent : 100.0;
		measured = lines[i].c.enabled ? lines[i].c.percent : 100.0;
		if (lines[i].c.status == PMS_COUNT_NOT_SUPPORTED)
			continue;
		if (fabs(measured - lines[i].pred_pct) > s->o->threshold)
			lines[i].pred_flag = likely_cause(measured, lines[i].pred_pct, &so.env);
	}
	pms_sim_free(sim);
}

