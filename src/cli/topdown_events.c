/*
 * pmusched topdown events: the list perf stat --topdown uses on a model,
 * and whether it fits without multiplexing, from the simulator.
 */
#include <stdlib.h>
#include <string.h>
#include "optab.h"
#include "predict.h"

int td_events(struct cli *cli, int argc, char **argv)
{
	struct cli_common c;
	struct pms_diag d;
	struct pms_evlist *ev = NULL;
	struct pms_sim *s = NULL;
	struct pms_sim_opts o = { .sz = sizeof(o), .env.sz = sizeof(struct pms_env) };
	struct cli_optset sets[2];
	char list[1024];
	int level = 1, n, rc;
	bool fits = true;

	cli_common_init(&c);
	pms_diag_clear(&d);
	memcpy(sets, cli_optab_of("topdown events", &n), sizeof(sets));
	sets[0].set = &level;
	sets[1].set = &c;
	rc = cli_opt_parse_only(cli, argc, argv, sets, n, 0, usage_topdown);
	if (rc >= 0)
		return rc;
	rc = cli_common_finish(cli, &c, true);
	if (rc)
		return rc;
	rc = pms_topdown_event_list_pmu(c.model, &c.env, level, c.cputype, list, sizeof(list), &d);
	if (rc) {
		cli_print_diag(cli, NULL, &d);
		return rc == PMS_ENOTSUP ? EXIT_FAIL : cli_exit_for(rc);
	}
	cli_sim_opts(&c, &o);
	/* the list is --cputype's PMU's: without --core-share, the task runs
	 * on that PMU's CPUs, so "fits" speaks of them */
	if (c.cputype && !o.core_share.n && pms_core_share_parse(c.cputype, &o.core_share, NULL))
		o.core_share.n = 0;
	/* no --perf-version here: the list parses as the simulation runs it,
	 * by the perf of --kernel (perf version 0, the library's rule), under
	 * the command's environment and --cputype */
	rc = cli_events_parse(&c, list, 0, 0, &ev, &d);
	if (!rc)
		rc = pms_simulate(ev, &o, &s, &d);
	if (rc) {
		cli_print_diag(cli, list, &d);
		pms_evlist_free(ev);
		return EXIT_FAIL;
	}
	for (int i = 0; i < pms_evlist_count(ev); i++) {
		const struct pms_ev_result *r = pms_sim_result(s, i);

		fits &= r->status == PMS_ST_COUNTED && !r->print_percent;
	}
	if (c.json) {
		struct json j;
		char kv[32];

		pms_kver_format(c.env.kver, kv, sizeof(kv));
		json_begin(&j, cli->out, "topdown events");
		json_kstr(&j, "cpu", pms_model_name(c.model));
		json_kstr(&j, "kernel", kv);
		json_kbool(&j, "ht", c.env.ht);
		json_kbool(&j, "nmi_watchdog", c.env.nmi_watchdog);
		json_kint(&j, "level", level);
		json_kstr(&j, "event_list", list);
		json_kbool(&j, "fits", fits);
		predict_json_events(&j, "events", ev, s);
		json_end(&j);
	} else {
		char kv[32];

		pms_kver_format(c.env.kver, kv, sizeof(kv));
		fprintf(cli->out, "perf stat --topdown (level %d) on %s, Linux %s, HT %s, "
			"NMI watchdog %s:\n  -e '%s'\n", level, pms_model_name(c.model), kv,
			c.env.ht ? "on" : "off", c.env.nmi_watchdog ? "on" : "off", list);
		/* perf 6.4+ (1647cd5b8802): --topdown is the TopdownL<level> group */
		if (pms_topdown_list_from_metrics(pms_perf_version_for(0, c.env.kver)))
			fprintf(cli->out, "  perf 6.4 and later build --topdown from the TopdownL%d "
				"metric group; this is\n  the PERF_METRICS group its metrics read "
				"('pmusched predict --topdown' models perf's list)\n", level);
		fputc('\n', cli->out);
		predict_print_perf_lines(cli->out, ev, s);
		fprintf(cli->out, "\n%s\n", fits ?
			"fits without multiplexing: the group is on its counters all the time" :
			"does not fit without multiplexing; 'pmusched explain' with this list says why");
		for (int i = 0; i < pms_evlist_count(ev); i++) {
			const struct pms_ev_result *r = pms_sim_result(s, i);
			struct pms_event_info info;
			char used[64];

			pms_evlist_event(ev, i, &info);
			pms_mask_format(r->counters, used, sizeof(used));
			fprintf(cli->out, "  %-28s %s\n", info.text, r->counters ? used : "-");
		}
	}
	pms_sim_free(s);
	pms_evlist_free(ev);
	return EXIT_OK;
}
