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
	struct pms_perf_interval iv = { .sz = sizeof(iv) };
	struct pms_perf_interval_line ml = { .sz = sizeof(ml) };
	struct pms_ev_result merged;
	const char *val;
	char name[256];
	bool counted;

	/* hybrids: perf's uniquified name, or one merged line (--hybrid-merge) */
	if (pms_sim_hybrid_merge(s) && pms_sim_merged(s, i, &merged) == 1)
		return;
	if (pms_sim_hybrid_merge(s))
		r = &merged;
	pms_sim_event_name(s, ev, i, pms_sim_hybrid_merge(s), name, sizeof(name));
	if (as)
		snprintf(name, sizeof(name), "%s", as);
	/* the count's place is the library's (printout()'s rule, as -x and -j) */
	switch (pms_ev_printed_status(r)) {
	case PMS_ST_COUNTED:
		val = "<count>";
		break;
	case PMS_ST_NOT_SUPPORTED:
		val = "<not supported>";
		break;
	default:
		val = "<not counted>";
	}
	/* the count in 18, the unit in 4, the name and the metric column as
	 * wide as the release prints them (pms_perf_interval_info()) */
	counted = pms_ev_printed_status(r) == PMS_ST_COUNTED;
	if (pms_perf_interval_info(pms_sim_perf_version(s), PMS_PIFORM_TEXT, 0, &iv) ||
	    pms_perf_interval_line(s, i, 0, pms_sim_duration_ns(s), &ml) || !counted)
		ml.metric = PMS_PLMET_NONE;	/* a line that did not count has none */
	fprintf(f, "%18s %-4s %-*s", val, pms_evlist_unit(ev, i),
		counted ? iv.name_len : iv.name_len_uncounted, name);
	perf_metric_print(f, &iv, &ml, NULL, false);
	perf_metric_second(f, &iv, &ml, NULL);
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
	/* the simulation says which perf it modelled; without one (a refusal
	 * before it) the header names what was asked */
	pms_kver_format(a->sim ? pms_sim_perf_version(a->sim) :
			pms_perf_version_for(a->opts.perf_version, env->kver), pv, sizeof(pv));
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
