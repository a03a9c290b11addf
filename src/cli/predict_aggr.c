/*
 * perf stat's aggregated lines in predict: --per-socket, --per-die and
 * -A/--no-merge (the CPUs and boxes each aggregate sums), moved out of
 * predict_report.c whole.
 */
#include <stdlib.h>
#include <string.h>
#include "predict.h"
#include "pmusched/uncore.h"

/*
 * The CPUs of one aggregate event @i is opened on and the PMUs merged into
 * its line (the library's pms_stat_aggr_cpus()); -1 with @why set (NULL:
 * the die's CPUs are not known) when not modelled.
 */
static int aggr_cpus(const struct predict_args *a, int i, int *merged, const char **why)
{
	int cpus;

	if (pms_stat_aggr_cpus(a->sim, i, (enum pms_stat_aggr)a->aggr, &cpus, merged, why))
		return -1;
	return cpus;
}

/*
 * -A / --no-merge (pms_stat_no_aggr_modelled()): each event's lines in list
 * order, a line per CPU it is opened on; an Intel box PMU on the one CPU of
 * its cpumask (CPU 0 on a one-die machine: intel/uncore.c
 * uncore_event_cpu_online() picks the die's first online CPU), a wildcard
 * a line per box named as the box PMU.  Only for one socket of one die:
 * elsewhere the box CPUs depend on how the machine numbers its CPUs.
 */
static int print_no_aggr(struct cli *cli, const struct predict_args *a, bool print)
{
	const struct pms_env *env = &a->common.env;
	int n = pms_evlist_count(a->ev);
	char pre[64], as[300];
	bool wild = false;

	if (!pms_stat_no_aggr_modelled(pms_perf_version_for(a->opts.perf_version, env->kver))) {
		cli_error(cli, "-A/--no-merge before perf 6.12 is not modelled (perf 6.1 kept "
			  "--no-merge apart from -A)");
		return -1;
	}
	if (env->sockets != 1 || env->dies_per_socket != 1) {
		cli_error(cli, "-A/--no-merge on %u sockets x %u dies is not modelled (the box "
			  "PMUs' CPUs depend on the machine's CPU numbering)", env->sockets,
			  env->dies_per_socket);
		return -1;
	}
	for (int i = 0; i < n; i++) {
		struct pms_event_info info;
		const char *why = NULL, *slash;
		const struct pms_uncore_type *t = NULL;
		int merged, cpus = aggr_cpus(a, i, &merged, &why);

		for (int k = 0; k < pms_sim_n_boxes(a->sim) && !t; k++) {
			struct pms_sim_box b;

			if (pms_sim_box(a->sim, k, &b))
				continue;
			for (int j = 0; j < b.n_events; j++)
				if (b.events[j] == i)
					t = b.type;
		}
		if (pms_evlist_event(a->ev, i, &info) != PMS_OK)
			return -1;
		slash = strchr(info.text, '/');
		/* a wildcard written PMU/.../ takes the box's name; a named box
		 * (uncore_cha_3/.../) keeps its own */
		if (cpus <= 0 || (t && (!slash || strncmp(info.text, t->pmu, strlen(t->pmu)) ||
					(merged > 1 &&
					 (size_t)(slash - info.text) != strlen(t->pmu))))) {
			if (cpus > 0)
				cli_error(cli, "'%s': its per-box name under -A is modelled for "
					  "events written %s/.../ only", info.text, t->pmu);
			else if (why)
				cli_error(cli, "'%s': the per-CPU line of an event of PMU '%s' is "
					  "not modelled", info.text, why);
			else {
				cli_error(cli, "'%s': its per-CPU lines need the CPUs of the die",
					  info.text);
				cli_hint(cli, "give --cpus-per-die N");
			}
			return -1;
		}
		if (!print)
			continue;
		if (t) {	/* each box on CPU 0 */
			if (pms_stat_aggr_prefix(PMS_STAT_AGGR_NONE, 0, 0, 0, pre, sizeof(pre)))
				return -1;
			for (int b = 0; b < merged; b++) {
				if (merged > 1)
					snprintf(as, sizeof(as), "%s_%d%s", t->pmu, b, slash);
				else
					snprintf(as, sizeof(as), "%s", info.text);
				fputs(pre, cli->out);
				predict_print_perf_line_as(cli->out, a->ev, a->sim, i, as);
			}
			wild |= merged > 1;
			continue;
		}
		for (int c = 0; c < cpus; c++) {
			if (pms_stat_aggr_prefix(PMS_STAT_AGGR_NONE, c, 0, 0, pre, sizeof(pre)))
				return -1;
			fputs(pre, cli->out);
			predict_print_perf_line(cli->out, a->ev, a->sim, i);
		}
	}
	if (wild)
		fputs("\nnote: perf prints a wildcard's boxes in the order it opened them (on a fake "
		      "8-iMC layout perf 7.3.4 printed uncore_imc_0,1,2,5,3,4,6,7): shown here by "
		      "number, the order is not modelled\n", cli->out);
	return 0;
}

/* Whether event @i runs on a box PMU of the simulation. */
static bool pms_evlist_event_is_box(const struct predict_args *a, int i)
{
	for (int k = 0; k < pms_sim_n_boxes(a->sim); k++) {
		struct pms_sim_box b;

		if (pms_sim_box(a->sim, k, &b))
			continue;
		for (int j = 0; j < b.n_events; j++)
			if (b.events[j] == i)
				return true;
	}
	return false;
}

/*
 * One aggregated -x / -j line of perf 7.2/7.3 (tests/oracle/aggr/
 * spr-7.{2,3}_per-{socket,die}_{x,j}.out): the prefix
 * (pms_stat_aggr_prefix_sv()), then the line as without aggregation, the
 * run time summed over the aggregate's @nr counters (print_running_csv()/
 * _json(): cycles on 4 CPUs of 1 ms each printed 4000000).
 */
static void print_aggr_sv(FILE *f, const struct predict_args *a, const struct pms_perf_line *ln,
			  int s, int d, int nr)
{
	const char *sep = a->field_sep, *cnt;
	unsigned long long run = (unsigned long long)ln->running_ns * (unsigned)nr;
	char pre[96];

	if (pms_stat_aggr_prefix_sv((enum pms_stat_aggr)a->aggr, s, d, nr, sep, pre, sizeof(pre)))
		return;
	/* the count, unit and running share are the library's (pms_perf_lines_line()) */
	cnt = ln->status == PMS_ST_COUNTED ? "<count>" :
	      ln->status == PMS_ST_NOT_SUPPORTED ? "<not supported>" : "<not counted>";
	if (sep)
		fprintf(f, "%s%s%s%s%s%s%s%llu%s%llu.00%s%s\n", pre, cnt, sep, ln->unit, sep,
			ln->name, sep, run, sep, (unsigned long long)ln->pcnt_running, sep, sep);
	else
		fprintf(f, "{%s\"counter-value\" : \"%s\", \"unit\" : \"%s\", \"event\" : "
			"\"%s\", \"event-runtime\" : %llu, \"pcnt-running\" : %llu.00}\n", pre, cnt,
			ln->unit, ln->name, run, (unsigned long long)ln->pcnt_running);
}

/* print_aggr(): each aggregate's lines in turn, the events in list order */
static int print_aggr(struct cli *cli, const struct predict_args *a, int dies)
{
	uint32_t pv = pms_sim_perf_version(a->sim);
	int n = pms_evlist_count(a->ev), rc = 0;
	struct pms_perf_lines *pl = NULL;
	char pre[64];

	if ((a->field_sep || a->perf_json) && pms_perf_lines_new(NULL, a->ev, a->sim, &pl, NULL))
		return -1;
	for (int s = 0; !rc && s < a->common.env.sockets; s++) {
		for (int d = 0; !rc && d < dies; d++) {
			for (int i = 0; !rc && i < n; i++) {
				struct pms_perf_line ln = { .sz = sizeof(ln) };
				const char *why;
				int merged, nr, cpus = aggr_cpus(a, i, &merged, &why);

				if (pms_stat_aggr_nr(pv, cpus, merged, &nr) ||
				    pms_stat_aggr_prefix((enum pms_stat_aggr)a->aggr, s, d, nr, pre,
							 sizeof(pre))) {
					rc = -1;
				} else if (pl) {
					if (!pms_perf_lines_line(pl, i, &ln))
						print_aggr_sv(cli->out, a, &ln, s, d, nr);
				} else {
					fputs(pre, cli->out);
					predict_print_perf_line(cli->out, a->ev, a->sim, i);
				}
			}
		}
	}
	pms_perf_lines_free(pl);
	return rc;
}

int predict_print_aggr_lines(struct cli *cli, const struct predict_args *a, bool print)
{
	const struct pms_env *env = &a->common.env;
	int n = pms_evlist_count(a->ev);
	int dies = a->aggr == PMS_STAT_AGGR_DIE ? env->dies_per_socket : 1;
	char name[256];

	if (pms_model_is_hybrid(a->common.model)) {
		cli_error(cli, "--per-socket/--per-die on a hybrid part is not modelled");
		return -1;
	}
	if (a->aggr == PMS_STAT_AGGR_NONE && env->sockets && env->dies_per_socket)
		return print_no_aggr(cli, a, print);
	/* the host's sysfs showed sockets or dies pms_env cannot describe */
	if (!env->sockets || !env->dies_per_socket) {
		cli_error(cli, "this host's sockets and dies (sysfs cpu*/topology) are not "
			  "numbered 0..S-1 and 0..D-1 with equal CPUs: not modelled");
		cli_hint(cli, "give --sockets N --dies-per-socket N --cpus-per-die N");
		return -1;
	}
	/* everything that can fail first: no half-printed answer */
	for (int i = 0; i < n; i++) {
		const char *why = NULL;
		int merged;

		if (aggr_cpus(a, i, &merged, &why) > 0)
			continue;
		if (why)
			cli_error(cli, "'%s': the aggregated line of an event of PMU '%s' is not "
				  "modelled (Intel uncore_* box PMUs and core events are)",
				  predict_event_name(a->ev, i, name, sizeof(name)), why);
		else {
			cli_error(cli, "'%s': its CPU-count column needs the CPUs of each die",
				  predict_event_name(a->ev, i, name, sizeof(name)));
			cli_hint(cli, "give --cpus-per-die N");
		}
		return -1;
	}
	/* -x / -j: a box event's unit and scale (sysfs events/<name>.unit,
	 * .scale: "MiB" for cas_count_read in real perf's lines) are not in
	 * the model; the CSV/JSON line has a field for it */
	for (int i = 0; (a->field_sep || a->perf_json) && i < n; i++) {
		int merged;
		const char *why = NULL;

		if (aggr_cpus(a, i, &merged, &why) > 0 && pms_evlist_event_is_box(a, i)) {
			cli_error(cli, "'%s': its unit and scale in the -x/-j line (sysfs "
				  "events/*.unit, .scale) are not modelled",
				  predict_event_name(a->ev, i, name, sizeof(name)));
			return -1;
		}
	}
	if (!print)
		return 0;
	return print_aggr(cli, a, dies);
}
