/*
 * Printing a simulation as text: perf stat's lines, the schedule
 * (predict_schedule.c), and a summary per event.
 */
#include <stdlib.h>
#include <string.h>
#include "predict.h"
#include "pmusched/uncore.h"

/* The run was folded approximately (pms_sim_approx()): say how much and how well. */
static void predict_print_approx(FILE *f, const struct pms_sim *sim)
{
	uint64_t ext, err;

	if (!pms_sim_approx(sim, &ext, &err))
		return;
	fprintf(f, "\nnote: approximate: the counters each event gets did not repeat within the "
		"search's budget; %.3f s of the %.3f s repeat a period in which every group ran "
		"alike twice in a row", ext / 1e9, pms_sim_duration_ns(sim) / 1e9);
	if (err == UINT64_MAX)
		fprintf(f, " (the last two periods differed in which groups ran: no error bound)\n");
	else
		fprintf(f, " (largest difference found: %.6f s of an event's time)\n", err / 1e9);
}


void predict_print_perf_line(FILE *f, const struct pms_evlist *ev, const struct pms_sim *s, int i)
{
	predict_print_perf_line_as(f, ev, s, i, NULL);
}

void predict_print_perf_line_as(FILE *f, const struct pms_evlist *ev, const struct pms_sim *s,
				int i, const char *as)
{
	const struct pms_ev_result *r = pms_sim_result(s, i);
	struct pms_ev_result merged;
	const char *val;
	char name[256];

	/* hybrids: perf's uniquified name, or one merged line (--hybrid-merge) */
	if (pms_sim_hybrid_merge(s) && pms_sim_merged(s, i, &merged) == 1)
		return;
	if (pms_sim_hybrid_merge(s))
		r = &merged;
	pms_sim_event_name(s, ev, i, pms_sim_hybrid_merge(s), name, sizeof(name));
	if (as)
		snprintf(name, sizeof(name), "%s", as);
	val = r->status == PMS_ST_COUNTED ? "<count>" :
	      r->status == PMS_ST_NOT_COUNTED ? "<not counted>" : "<not supported>";
	fprintf(f, "%18s      %-40s", val, name);
	if (r->status != PMS_ST_NOT_SUPPORTED && r->print_percent)
		fprintf(f, "  (%.2f%%)", r->percent);
	fputc('\n', f);
}

void predict_print_perf_lines(FILE *f, const struct pms_evlist *ev, const struct pms_sim *s)
{
	for (int i = 0; i < pms_evlist_count(ev); i++)
		predict_print_perf_line(f, ev, s, i);
}

const char *predict_event_name(const struct pms_evlist *ev, int i, char *buf, size_t n)
{
	struct pms_event_info info;

	if (pms_model_is_hybrid(pms_evlist_model(ev)) &&
	    pms_evlist_display_name(ev, i, false, buf, n) == PMS_OK)
		return buf;
	if (pms_evlist_event(ev, i, &info) != PMS_OK)
		info.text = "?";
	snprintf(buf, n, "%s", info.text);
	return buf;
}

/* Hybrid platforms: the task's time by core type and where it came from. */
bool predict_core_share_text(const struct pms_model *m, const struct pms_sim *s, char *buf,
			     size_t n)
{
	double sum = 0;
	size_t at;

	buf[0] = '\0';
	if (!pms_model_is_hybrid(m))
		return false;
	at = (size_t)snprintf(buf, n, "Task time by core type:");
	for (size_t k = 0; k < pms_model_n_pmus(m) && at < n; k++) {
		sum += pms_sim_core_time(s, (int)k);
		at += (size_t)snprintf(buf + at, n - at, "%s %s %.2f%%", k ? "," : "",
				       pms_model_pmu_name(pms_model_pmu(m, k)),
				       100.0 * pms_sim_core_time(s, (int)k));
	}
	if (at >= n)
		return true;
	if (sum > 1.000001)	/* -a: every type counts on its own CPUs */
		snprintf(buf + at, n - at,
			 " (-a: each PMU's events count on their own core type all the time)");
	else
		snprintf(buf + at, n - at, " (--core-share; default: all on %s)",
			 pms_model_pmu_name(pms_model_pmu(m, 0)));
	return true;
}

void predict_print_core_share(FILE *f, const struct pms_model *m, const struct pms_sim *s)
{
	char t[320];

	if (predict_core_share_text(m, s, t, sizeof(t)))
		fprintf(f, "\n %s\n", t);
}

void predict_env_text(const struct predict_args *a, char *buf, size_t n)
{
	const struct pms_env *env = a->sim ? pms_sim_env(a->sim) : &a->common.env;
	const struct pms_model *m = a->common.model;
	char kv[32], pv[32];

	pms_kver_format(env->kver ? env->kver : PMS_KVER_NEWEST, kv, sizeof(kv));
	pms_kver_format(a->opts.perf_version ? a->opts.perf_version :
			env->kver ? env->kver : PMS_KVER_NEWEST, pv, sizeof(pv));
	/* arm64: the cores modelled have no SMT */
	snprintf(buf, n, "%s, Linux %s, perf %s, HT %s, NMI watchdog %s%s%s", pms_model_name(m), kv,
		 pv, pms_model_alloc(m) != PMS_ALLOC_X86 ? "n/a" : env->ht ? "on" : "off",
		 env->nmi_watchdog ? "on" : "off",
		 (pms_model_rules(m, env) & PMS_RULE_TFA) ?
		 (env->allow_tfa ? ", allow_tsx_force_abort=1" : ", allow_tsx_force_abort=0") : "",
		 a->opts.record ? ", perf record" : "");
}

const char *predict_perf_tool(const struct predict_args *a, char *buf, size_t n)
{
	if (!a->opts.record)
		snprintf(buf, n, "perf stat");
	else if (a->opts.sample_period)
		snprintf(buf, n, "perf record -c %llu", (unsigned long long)a->opts.sample_period);
	else if (a->opts.sample_freq)
		snprintf(buf, n, "perf record -F %llu", (unsigned long long)a->opts.sample_freq);
	else
		snprintf(buf, n, "perf record");
	return buf;
}

void predict_workload_text(const struct predict_args *a, const struct pms_sim *s, char *buf,
			   size_t n)
{
	if (a->opts.system_wide)
		snprintf(buf, n, "system wide");
	else if (!strcmp(a->workload, "busy"))
		snprintf(buf, n, "a task busy for %.3f s", (double)pms_sim_duration_ns(s) / 1e9);
	else if (!strcmp(a->workload, "sleep"))
		snprintf(buf, n, "sleep 1");
	else
		snprintf(buf, n, "%s", a->workload);
}

/* ---- the summary ---------------------------------------------------------------- */

static void why_list(FILE *f, unsigned why)
{
	bool first = true;

	for (unsigned bit = 1; bit; bit <<= 1) {
		const char *t = (why & bit) ? pms_why_text(bit, PMS_TEXT_SHORT) : NULL;

		if (!t)
			continue;
		fprintf(f, "%s%s", first ? "" : "; ", t);
		first = false;
	}
}

/* The check that refused it, or the extra register and who held it. */
static void why_detail(FILE *f, const struct pms_ev_result *r)
{
	if ((r->why & (PMS_WHY_OPEN_CHECK | PMS_WHY_FILTERED)) && r->reason)
		fprintf(f, " (%s)", r->reason);
	if ((r->why & PMS_WHY_EXTRA_REG) && r->xreg >= 0) {
		fprintf(f, " (%s", pms_xreg_name(r->xreg));
		if (r->xreg_holder >= 0)
			fprintf(f, ", held by e%d", r->xreg_holder);
		else if (r->xreg_holder == -2)
			fputs(", held by the sibling thread", f);
		fputc(')', f);
	}
}

/*
 * The boxes of non-core PMUs (-a): one block per box kind, its counters,
 * and the counter each event holds in each rotation of the period.
 */
void predict_print_boxes(FILE *f, const struct pms_sim *s)
{
	for (int k = 0; k < pms_sim_n_boxes(s); k++) {
		struct pms_sim_box b;
		const struct pms_uncore_type *t;

		if (pms_sim_box(s, k, &b))
			continue;
		t = b.type;
		if (b.box < 0)
			fprintf(f, "%s%s (%d box%s%s", k ? "" : "\nBoxes (each its own context and mux timer):\n",
				t->pmu, t->n_boxes, t->n_boxes == 1 ? "" : "es",
				t->boxes_assumed ? ", as the hardware reports at boot" : "");
		else
			fprintf(f, "%s%s_%d (box %d alone", k ? "" : "\nBoxes (each its own context and mux timer):\n",
				t->pmu, b.box, b.box);
		if (t->alloc == PMS_UNC_FREE)
			fputs("; free-running): every event counts all the time\n", f);
		else
			fprintf(f, "; %d counters%s): %s\n", t->n_gp, t->fixed ? " + fixed" : "",
				b.multiplexes ? "multiplexes" : "everything fits");
		if (b.filter_clash)
			fprintf(f, "  its events need other values of the box's shared filter register: "
				"%s gives the empty constraint\n", pms_uncore_filter_source(t->filter));
		if (b.band_moved)
			fputs("  a band event found its band's filter field taken: the kernel moved it to a "
			      "free band, rewriting its select (snbep_pcu_alter_er())\n", f);
		if (t->alloc == PMS_UNC_FREE)
			continue;
		for (unsigned r = 0; r < b.n_rot; r++) {
			fprintf(f, "  %s %u:", b.multiplexes ? "rotation" : "all", r);
			for (int j = 0; j < b.n_events; j++) {
				int c = pms_sim_box_counter(s, k, r, j);

				if (c == 8 && t->alloc == PMS_UNC_INTEL)
					fprintf(f, " FIXED=e%d", b.events[j]);
				else if (c >= 0)
					fprintf(f, " C%d=e%d", c, b.events[j]);
			}
			fputc('\n', f);
		}
	}
}

static void print_summary(FILE *f, const struct pms_evlist *ev, const struct pms_sim *s)
{
	const struct pms_env *env = pms_sim_env(s);
	int width = 10;

	for (int i = 0; i < pms_evlist_count(ev); i++) {
		char name[256];

		pms_evlist_display_name(ev, i, false, name, sizeof(name));
		if ((int)strlen(name) > width)
			width = (int)strlen(name) > 60 ? 60 : (int)strlen(name);
	}
	fputs("\nEvents:\n", f);
	for (int i = 0; i < pms_evlist_count(ev); i++) {
		const struct pms_ev_result *r = pms_sim_result(s, i);
		struct pms_event_info info;
		struct pms_constraint c;
		char mask[128] = "", used[128], name[256];

		pms_evlist_event(ev, i, &info);
		pms_evlist_display_name(ev, i, false, name, sizeof(name));
		if (info.pmu == PMS_PMU_CORE && pms_evlist_constraint(ev, i, env, &c) == PMS_OK)
			pms_model_mask_format(pms_evlist_model(ev), c.mask, mask, sizeof(mask));
		else if (info.pmu == PMS_PMU_OTHER && pms_uncore_event_word(ev, i, mask, sizeof(mask)) > 0)
			;
		else
			snprintf(mask, sizeof(mask), "software");
		pms_model_mask_format(pms_evlist_model(ev), r->counters, used, sizeof(used));
		fprintf(f, "  e%-3d %-*s  %-14s", i, width, name, mask);
		if (r->status == PMS_ST_NOT_SUPPORTED) {
			fputs(" not supported: ", f);
			why_list(f, r->why);
			why_detail(f, r);
		} else {
			fprintf(f, " ran %.2f%% of %.3f ms", r->sched_enabled_ns ?
				100.0 * (double)r->sched_running_ns / (double)r->sched_enabled_ns : 0.0,
				(double)r->sched_enabled_ns / 1e6);
			if (r->counters)
				fprintf(f, " on %s", used);
			if (r->sched_running_ns < r->sched_enabled_ns || r->status != PMS_ST_COUNTED) {
				fputs(": ", f);
				why_list(f, r->why);
				why_detail(f, r);
			}
		}
		fputc('\n', f);
	}
}

/*
 * The CPUs of one aggregate (a socket, or a die) event @i is opened on, and
 * the PMUs perf merges into its line; -1 with @why set when not modelled.
 * A core or software event opens on every CPU (-a); an Intel uncore box
 * PMU on the one CPU its cpumask names in each die (intel/uncore.c
 * uncore_pmu_event_init(): one box per die); a wildcard uncore_imc/.../
 * is one PMU per box, merged into one line (stat.c evsel__merge_stats()).
 */
static int aggr_cpus(const struct predict_args *a, int i, int *merged, const char **why)
{
	const struct pms_env *env = &a->common.env;
	int dies = a->aggr == PMS_STAT_AGGR_DIE ? 1 : env->dies_per_socket;

	*merged = 1;
	for (int k = 0; k < pms_sim_n_boxes(a->sim); k++) {
		struct pms_sim_box b;

		if (pms_sim_box(a->sim, k, &b))
			continue;
		for (int j = 0; j < b.n_events; j++) {
			if (b.events[j] != i)
				continue;
			if (strncmp(b.type->pmu, "uncore_", 7) || b.type->alloc == PMS_UNC_FREE) {
				*why = b.type->pmu;
				return -1;
			}
			*merged = b.box < 0 ? b.type->n_boxes : 1;
			return dies;
		}
	}
	if (!env->cpus_per_die) {
		*why = NULL;
		return -1;
	}
	return dies * env->cpus_per_die;
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

	if (!pms_stat_no_aggr_modelled(a->opts.perf_version)) {
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
static void print_aggr_sv(FILE *f, const struct predict_args *a, int i, int s, int d, int nr)
{
	const struct pms_ev_result *r = pms_sim_result(a->sim, i);
	const char *sep = a->field_sep, *cnt, *unit;
	unsigned long long pct = 100, run = (unsigned long long)r->running_ns * (unsigned)nr;
	char pre[96], name[256];

	if (pms_stat_aggr_prefix_sv((enum pms_stat_aggr)a->aggr, s, d, nr, sep, pre, sizeof(pre)))
		return;
	if (r->running_ns != r->enabled_ns)
		pct = r->enabled_ns ? 100 * (unsigned long long)r->running_ns / r->enabled_ns : 0;
	pms_sim_event_name(a->sim, a->ev, i, false, name, sizeof(name));
	cnt = r->status == PMS_ST_COUNTED && r->running_ns ? "<count>" :
	      r->status == PMS_ST_NOT_SUPPORTED ? "<not supported>" : "<not counted>";
	unit = !strcmp(name, "task-clock") || !strcmp(name, "cpu-clock") ? "msec" : "";
	if (sep)
		fprintf(f, "%s%s%s%s%s%s%s%llu%s%llu.00%s%s\n", pre, cnt, sep, unit, sep, name, sep,
			run, sep, pct, sep, sep);
	else
		fprintf(f, "{%s\"counter-value\" : \"%s\", \"unit\" : \"%s\", \"event\" : "
			"\"%s\", \"event-runtime\" : %llu, \"pcnt-running\" : %llu.00}\n", pre, cnt,
			unit, name, run, pct);
}

int predict_print_aggr_lines(struct cli *cli, const struct predict_args *a, bool print)
{
	const struct pms_env *env = &a->common.env;
	uint32_t pv = a->opts.perf_version ? a->opts.perf_version :
		      pms_sim_env(a->sim)->kver ? pms_sim_env(a->sim)->kver : PMS_KVER_NEWEST;
	int n = pms_evlist_count(a->ev);
	int dies = a->aggr == PMS_STAT_AGGR_DIE ? env->dies_per_socket : 1;
	char pre[64], name[256];

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
	/* print_aggr(): each aggregate's lines in turn, the events in list order */
	for (int s = 0; s < env->sockets; s++) {
		for (int d = 0; d < dies; d++) {
			for (int i = 0; i < n; i++) {
				const char *why;
				int merged, nr, cpus = aggr_cpus(a, i, &merged, &why);

				if (pms_stat_aggr_nr(pv, cpus, merged, &nr) ||
				    pms_stat_aggr_prefix((enum pms_stat_aggr)a->aggr, s, d, nr, pre,
							 sizeof(pre)))
					return -1;
				if (a->field_sep || a->perf_json) {
					print_aggr_sv(cli->out, a, i, s, d, nr);
					continue;
				}
				fputs(pre, cli->out);
				predict_print_perf_line(cli->out, a->ev, a->sim, i);
			}
		}
	}
	return 0;
}

int predict_print_text(struct cli *cli, const struct predict_args *a)
{
	FILE *f = cli->out;
	struct pms_schedule *sc = NULL;
	struct pms_cell *cells = NULL;
	struct pms_diag d;
	char env[200], what[160];
	int n_nc = 0, n_nc_lines = 0, helped = 0, rc = PMS_OK;

	pms_diag_clear(&d);
	for (int i = 0; i < pms_evlist_count(a->ev); i++) {
		struct pms_ev_result m;	/* the line perf prints (--hybrid-merge) */

		n_nc += pms_sim_result(a->sim, i)->status == PMS_ST_NOT_COUNTED;
		if (!pms_sim_hybrid_merge(a->sim))
			n_nc_lines += pms_sim_result(a->sim, i)->status == PMS_ST_NOT_COUNTED;
		else if (pms_sim_merged(a->sim, i, &m) == PMS_OK)
			n_nc_lines += m.status == PMS_ST_NOT_COUNTED;
	}
	/* everything that can fail first: no half-printed answer */
	if (a->aggr && predict_print_aggr_lines(cli, a, false))
		return EXIT_FAIL;
	if (n_nc_lines && pms_sim_env(a->sim)->nmi_watchdog && !pms_sim_watchdog_note(a->sim))
		rc = pms_explain_watchdog_matters(a->ev, &a->opts, a->sim, &helped, &d);
	if (!rc && !a->no_schedule) {
		rc = pms_schedule_new(a->ev, a->sim, &sc, &d);
		cells = rc ? NULL : calloc((size_t)pms_schedule_n_rows(sc) + 1, sizeof(*cells));
		if (!rc && !cells)
			rc = PMS_ENOMEM;
	}
	if (rc) {
		if (rc == PMS_ENOMEM)
			snprintf(d.msg, sizeof(d.msg), "out of memory");
		cli_print_diag(cli, NULL, &d);
		pms_schedule_free(sc);
		return EXIT_FAIL;
	}
	predict_env_text(a, env, sizeof(env));
	predict_workload_text(a, a->sim, what, sizeof(what));
	if (a->opts.record)
		fputs("\n Modelled as perf record: events sample; precise events use the PEBS "
		      "constraints.\n", f);
	if (a->field_sep || a->perf_json) {
		/* perf 7.2+ -x / -j: its lines alone, no header (the query refused what
		 * is not modelled, pms_query "output") */
		fprintf(f, "\n perf stat %s lines (predicted: %s):\n", a->field_sep ? "-x" : "-j",
			env);
		if (a->aggr)
			predict_print_aggr_lines(cli, a, true);
		else
			plist_print_perf_sv(f, &a->plist, a->ev, a->sim, a->field_sep);
	} else {
		fprintf(f, "\n Performance counter stats for '%s' (predicted: %s):\n\n", what,
			env);
		if (a->aggr)
			predict_print_aggr_lines(cli, a, true);
		else
			plist_print_perf_lines(f, &a->plist, a->ev, a->sim);
	}
	predict_print_core_share(f, a->common.model, a->sim);
	if (pms_sim_warning(a->sim)[0])
		fprintf(f, "\nwarning: %s\n", pms_sim_warning(a->sim));
	predict_print_approx(f, a->sim);
	/* asked for, but this kernel or PMU has none (arm64): no counter to free */
	if (pms_sim_watchdog_note(a->sim))
		fprintf(f, "\nnote: %s\n", pms_sim_watchdog_note(a->sim));
	if (n_nc_lines && pms_sim_env(a->sim)->nmi_watchdog && !pms_sim_watchdog_note(a->sim)) {
		/* perf's own hint, then whether it is true here */
		fputs("\nSome events weren't counted. Try disabling the NMI watchdog:\n"
		      "\techo 0 > /proc/sys/kernel/nmi_watchdog\n"
		      "\tperf stat ...\n"
		      "\techo 1 > /proc/sys/kernel/nmi_watchdog\n", f);
		if (helped == n_nc)
			fprintf(f, "(simulated: with the NMI watchdog off, %s not counted here %s "
				"counted)\n", n_nc > 1 ? "every event" : "the event",
				n_nc > 1 ? "is" : "is");
		else if (helped)
			fprintf(f, "(simulated: with the NMI watchdog off, %d of the %d events not "
				"counted here %s counted)\n", helped, n_nc, helped > 1 ? "are" : "is");
		else
			fprintf(f, "(simulated: perf prints this whenever an event is not counted; "
				"here the NMI watchdog is not the cause: with it off the same events "
				"are still not counted; 'pmusched explain' says what is)\n");
	}
	plist_print_metrics(f, &a->plist, a->ev, a->sim);
	if (sc)
		predict_print_schedule(f, a, sc, cells);
	print_summary(f, a->ev, a->sim);
	predict_print_boxes(f, a->sim);
	free(cells);
	pms_schedule_free(sc);
	return EXIT_OK;
}
