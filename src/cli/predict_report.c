/*
 * Printing a simulation: perf stat's lines, the schedule (intervals x
 * counters, repeats collapsed), a summary per event, and JSON.
 */
#include <string.h>
#include "predict.h"

#define MAX_COLS 80
#define MAX_PERIOD 16

static const char *status_name(enum pms_ev_status st)
{
	switch (st) {
	case PMS_ST_COUNTED: return "counted";
	case PMS_ST_NOT_COUNTED: return "not-counted";
	case PMS_ST_NOT_SUPPORTED: return "not-supported";
	}
	return "?";
}

void predict_print_perf_lines(FILE *f, const struct pms_evlist *ev, const struct pms_sim *s)
{
	for (int i = 0; i < pms_evlist_count(ev); i++) {
		const struct pms_ev_result *r = pms_sim_result(s, i);
		struct pms_ev_result merged;
		const char *val;
		char name[256];

		/* hybrids: perf's uniquified name, or one merged line (--hybrid-merge) */
		if (pms_sim_hybrid_merge(s) && pms_sim_merged(s, i, &merged) == 1)
			continue;
		if (pms_sim_hybrid_merge(s))
			r = &merged;
		pms_evlist_display_name(ev, i, pms_sim_hybrid_merge(s), name, sizeof(name));
		val = r->status == PMS_ST_COUNTED ? "<count>" :
		      r->status == PMS_ST_NOT_COUNTED ? "<not counted>" : "<not supported>";
		fprintf(f, "%18s      %-40s", val, name);
		if (r->status != PMS_ST_NOT_SUPPORTED && r->print_percent)
			fprintf(f, "  (%.2f%%)", r->percent);
		fputc('\n', f);
	}
}

/* Hybrid platforms: the task's time by core type and where it came from. */
void predict_print_core_share(FILE *f, const struct pms_model *m, const struct pms_sim *s)
{
	if (!pms_model_is_hybrid(m))
		return;
	double sum = 0;

	fputs("\n Task time by core type:", f);
	for (size_t k = 0; k < pms_model_n_pmus(m); k++) {
		sum += pms_sim_core_time(s, (int)k);
		fprintf(f, "%s %s %.2f%%", k ? "," : "", pms_model_pmu_name(pms_model_pmu(m, k)),
			100.0 * pms_sim_core_time(s, (int)k));
	}
	if (sum > 1.000001)	/* -a: every type counts on its own CPUs */
		fputs(" (-a: each PMU's events count on their own core type all the time)\n", f);
	else
		fprintf(f, " (--core-share; default: all on %s)\n",
			pms_model_pmu_name(pms_model_pmu(m, 0)));
}

/* Columns of the schedule: fixed, GP, then metric counters in use. */
static int schedule_columns(const struct pms_sim *s, const struct pms_model *m, int *cols)
{
	int n = 0, n_gp = pms_model_n_gp(m, pms_sim_env(s));
	uint64_t used = 0;

	for (int i = 0; i < pms_sim_n_events(s); i++)
		used |= pms_sim_result(s, i)->counters;
	if (pms_model_alloc(m) != PMS_ALLOC_X86) {	/* arm64: GP0.., CYCLES, INSTR */
		uint64_t all = pms_model_counter_mask(m, pms_sim_env(s));

		for (int b = 0; b < 64 && n < MAX_COLS; b++)
			if (all >> b & 1)
				cols[n++] = b;
		return n;
	}
	for (int k = 0; k < pms_model_n_fixed(m) && n < MAX_COLS; k++)
		cols[n++] = PMS_FIXED0 + k;
	for (int k = 0; k < n_gp && n < MAX_COLS; k++)
		cols[n++] = k;
	for (int k = 0; k < pms_model_n_metrics(m) && n < MAX_COLS; k++)
		if (used >> (PMS_METRIC0 + k) & 1)
			cols[n++] = PMS_METRIC0 + k;
	return n;
}

static bool rows_equal(const struct pms_sim *s, unsigned a, unsigned b)
{
	struct pms_interval x, y;

	pms_sim_interval(s, a, &x);
	pms_sim_interval(s, b, &y);
	return x.task_on == y.task_on && x.watchdog == y.watchdog &&
	       (x.end_ns - x.start_ns) == (y.end_ns - y.start_ns) &&
	       !memcmp(x.counter, y.counter, (size_t)pms_sim_n_events(s));
}

static void print_row(FILE *f, const struct pms_sim *s, unsigned k, const int *cols, int n_cols,
		      const char *label)
{
	struct pms_interval iv;
	int n = pms_sim_n_events(s);
	bool any_sw = false;

	pms_sim_interval(s, k, &iv);
	fprintf(f, "  %-26s", label);
	for (int c = 0; c < n_cols; c++) {
		char cell[16] = ".";

		if (cols[c] == iv.watchdog)
			snprintf(cell, sizeof(cell), "WD");
		for (int i = 0; i < n; i++)
			if (iv.counter[i] == cols[c])
				snprintf(cell, sizeof(cell), "e%d", i);
		fprintf(f, " %-7s", cell);
	}
	for (int i = 0; i < n; i++) {
		if (iv.counter[i] == -2) {
			fprintf(f, "%se%d", any_sw ? "," : " sw:", i);
			any_sw = true;
		}
	}
	if (!iv.task_on)
		fputs(" (task off CPU)", f);
	fputc('\n', f);
}

static void fmt_ms(char *buf, size_t n, uint64_t ns)
{
	snprintf(buf, n, "%.3f", (double)ns / 1e6);
}

static void print_schedule(FILE *f, const struct pms_evlist *ev, const struct pms_sim *s)
{
	const struct pms_model *m = pms_evlist_model(ev);
	int cols[MAX_COLS], n_cols = schedule_columns(s, m, cols);
	uint64_t sib = pms_sim_sibling_counters(s);
	unsigned n_iv = pms_sim_n_intervals(s), k = 0;

	fprintf(f, "\nSchedule (mux interval %.3f ms; WD = NMI watchdog", 
		(double)pms_sim_mux_interval_ns(s) / 1e6);
	if (sib)
		fputs("; * = counter used by the sibling thread", f);
	fputs("):\n", f);
	fprintf(f, "  %-26s", "time (ms)");
	for (int c = 0; c < n_cols; c++) {
		char name[16], head[20];

		pms_model_counter_name(m, cols[c], name, sizeof(name));
		snprintf(head, sizeof(head), "%s%s", name, sib >> cols[c] & 1 ? "*" : "");
		fprintf(f, " %-7s", head);
	}
	fputc('\n', f);
	while (k < n_iv) {
		unsigned best_p = 0, best_rep = 1;
		struct pms_interval a, b;
		char label[64], t0[24], t1[24];

		for (unsigned p = 1; p <= MAX_PERIOD && k + 2 * p <= n_iv; p++) {
			unsigned rep = 1;

			while (k + (rep + 1) * p <= n_iv) {
				bool same = true;

				for (unsigned j = 0; j < p && same; j++)
					same = rows_equal(s, k + j, k + rep * p + j);
				if (!same)
					break;
				rep++;
			}
			if (rep >= 2 && rep * p > best_rep * (best_p ? best_p : 1)) {
				best_p = p;
				best_rep = rep;
			}
		}
		if (!best_p) {
			pms_sim_interval(s, k, &a);
			fmt_ms(t0, sizeof(t0), a.start_ns);
			fmt_ms(t1, sizeof(t1), a.end_ns);
			snprintf(label, sizeof(label), "%s-%s", t0, t1);
			print_row(f, s, k, cols, n_cols, label);
			k++;
			continue;
		}
		pms_sim_interval(s, k, &a);
		pms_sim_interval(s, k + best_p * best_rep - 1, &b);
		fmt_ms(t0, sizeof(t0), a.start_ns);
		fmt_ms(t1, sizeof(t1), b.end_ns);
		fprintf(f, "  %s-%s: %u times:\n", t0, t1, best_rep);
		for (unsigned j = 0; j < best_p; j++) {
			struct pms_interval c;

			pms_sim_interval(s, k + j, &c);
			snprintf(label, sizeof(label), "  +%.3f ms",
				 (double)(c.end_ns - c.start_ns) / 1e6);
			print_row(f, s, k + j, cols, n_cols, label);
		}
		k += best_p * best_rep;
	}
}

static void why_text(FILE *f, unsigned why)
{
	static const struct { unsigned bit; const char *text; } words[] = {
		{ PMS_WHY_NO_ENCODING, "the kernel has no encoding for it on this model" },
		{ PMS_WHY_REFUSED, "its constraint is empty: refused at open" },
		{ PMS_WHY_TOPDOWN_RULE, "a topdown metric outside a group led by slots" },
		{ PMS_WHY_GROUP_INVALID, "the group would not fit an empty PMU with it: refused at open" },
		{ PMS_WHY_GROUP_INVALID_MEMBER, "its group leader could not be opened" },
		{ PMS_WHY_GROUP_READ, "a group member failed to open, so perf's group read fails" },
		{ PMS_WHY_PINNED_ERROR, "pinned group could not be scheduled: ERROR state" },
		{ PMS_WHY_NO_COUNTER, "its group did not fit when tried" },
		{ PMS_WHY_SKIPPED, "not tried after an earlier group failed in the same pass" },
		{ PMS_WHY_NO_ROTATION, "rotation never brought it first" },
		{ PMS_WHY_HT_LIMIT, "HT-erratum limit of half the GP counters" },
		{ PMS_WHY_SIBLING, "counters taken by the sibling thread" },
		{ PMS_WHY_WATCHDOG, "the NMI watchdog holds a counter it needs" },
		{ PMS_WHY_PINNED_HOLD, "a pinned group holds a counter it needs" },
		{ PMS_WHY_OPEN_CHECK, "refused at open" },
		{ PMS_WHY_EXTRA_REG, "an extra register it needs held another value" },
		{ PMS_WHY_OTHER_CORE, "the task never ran on its PMU's core type" },
		{ PMS_WHY_CORE_SHARE, "it counts only during the task's share on its core type" },
		{ PMS_WHY_MIXED_PMUS, "its group mixes two core PMUs" },
		{ PMS_WHY_FILTERED, "the PMU's filter keeps its group off" },
	};
	bool first = true;

	for (size_t i = 0; i < sizeof(words) / sizeof(words[0]); i++) {
		if (!(why & words[i].bit))
			continue;
		fprintf(f, "%s%s", first ? "" : "; ", words[i].text);
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
		else
			snprintf(mask, sizeof(mask), "software");
		pms_model_mask_format(pms_evlist_model(ev), r->counters, used, sizeof(used));
		fprintf(f, "  e%-3d %-*s  %-14s", i, width, name, mask);
		if (r->status == PMS_ST_NOT_SUPPORTED) {
			fputs(" not supported: ", f);
			why_text(f, r->why);
			why_detail(f, r);
		} else {
			fprintf(f, " ran %.2f%% of %.3f ms", r->sched_enabled_ns ?
				100.0 * (double)r->sched_running_ns / (double)r->sched_enabled_ns : 0.0,
				(double)r->sched_enabled_ns / 1e6);
			if (r->counters)
				fprintf(f, " on %s", used);
			if (r->sched_running_ns < r->sched_enabled_ns || r->status != PMS_ST_COUNTED) {
				fputs(": ", f);
				why_text(f, r->why);
				why_detail(f, r);
			}
		}
		fputc('\n', f);
	}
}

void predict_print_text(FILE *f, const struct predict_args *a)
{
	const struct pms_env *env = pms_sim_env(a->sim);
	char kv[32], pv[32];
	bool any_nc = false;

	pms_kver_format(env->kver, kv, sizeof(kv));
	pms_kver_format(a->opts.perf_version ? a->opts.perf_version : env->kver, pv, sizeof(pv));
	char what[128];

	if (a->opts.system_wide)
		snprintf(what, sizeof(what), "system wide");
	else if (!strcmp(a->workload, "busy"))
		snprintf(what, sizeof(what), "a task busy for %.3f s",
			 (double)pms_sim_duration_ns(a->sim) / 1e9);
	else if (!strcmp(a->workload, "sleep"))
		snprintf(what, sizeof(what), "sleep 1");
	else
		snprintf(what, sizeof(what), "%s", a->workload);
	if (a->opts.record)
		fputs("\n Modelled as perf record: events sample; precise events use the PEBS "
		      "constraints.\n", f);
	fprintf(f, "\n Performance counter stats for '%s' (predicted: %s, Linux %s, perf %s, "
		"HT %s, NMI watchdog %s%s):\n\n", what,
		pms_model_name(a->common.model), kv, pv,
		pms_model_alloc(a->common.model) != PMS_ALLOC_X86 ? "n/a" : env->ht ? "on" : "off",
		env->nmi_watchdog ? "on" : "off",
		(pms_model_rules(a->common.model, env) & PMS_RULE_TFA) ?
		(env->allow_tfa ? ", allow_tsx_force_abort=1" : ", allow_tsx_force_abort=0") : "");
	predict_print_perf_lines(f, a->ev, a->sim);
	predict_print_core_share(f, a->common.model, a->sim);
	for (int i = 0; i < pms_evlist_count(a->ev); i++) {
		struct pms_ev_result m;	/* the line perf prints (--hybrid-merge) */

		if (!pms_sim_hybrid_merge(a->sim))
			any_nc |= pms_sim_result(a->sim, i)->status == PMS_ST_NOT_COUNTED;
		else if (pms_sim_merged(a->sim, i, &m) == PMS_OK)
			any_nc |= m.status == PMS_ST_NOT_COUNTED;
	}
	if (pms_sim_warning(a->sim)[0])
		fprintf(f, "\nwarning: %s\n", pms_sim_warning(a->sim));
	if (pms_sim_watchdog_note(a->sim))
		fprintf(f, "\nnote: %s\n", pms_sim_watchdog_note(a->sim));
	if (any_nc && env->nmi_watchdog && !pms_sim_watchdog_note(a->sim))
		fputs("\nSome events weren't counted. Try disabling the NMI watchdog:\n"
		      "\techo 0 > /proc/sys/kernel/nmi_watchdog\n"
		      "\tperf stat ...\n"
		      "\techo 1 > /proc/sys/kernel/nmi_watchdog\n", f);
	if (!a->no_schedule)
		print_schedule(f, a->ev, a->sim);
	print_summary(f, a->ev, a->sim);
}

void predict_json_event(FILE *f, const struct pms_evlist *ev, const struct pms_sim *s, int i)
{
	const struct pms_ev_result *r = pms_sim_result(s, i);
	struct pms_event_info info;
	bool first = true;

	pms_evlist_event(ev, i, &info);
	fputs("{\"name\":", f);
	json_str(f, info.text);
	if (pms_model_is_hybrid(pms_evlist_model(ev)) && pms_evlist_event_pmu(ev, i)) {
		fputs(",\"pmu\":", f);	/* hybrids: the core PMU it opens on */
		json_str(f, pms_model_pmu_name(pms_evlist_event_pmu(ev, i)));
	}
	fprintf(f, ",\"group\":%d,\"leader\":%s,\"pinned\":%s,\"status\":\"%s\","
		"\"enabled_ns\":%llu,\"running_ns\":%llu,\"percent\":%.2f,\"counters\":[",
		info.group, info.is_leader ? "true" : "false", info.pinned ? "true" : "false",
		status_name(r->status), (unsigned long long)r->enabled_ns,
		(unsigned long long)r->running_ns,
		r->enabled_ns ? 100.0 * (double)r->running_ns / (double)r->enabled_ns : 0.0);
	for (int b = 0; b < 64; b++) {
		char name[16];

		if (!(r->counters >> b & 1))
			continue;
		pms_model_counter_name(pms_evlist_model(ev), b, name, sizeof(name));
		fprintf(f, "%s\"%s\"", first ? "" : ",", name);
		first = false;
	}
	fprintf(f, "],\"print_percent\":%s,\"kernel_enabled_ns\":%llu,\"kernel_running_ns\":%llu,"
		"\"why\":%u",
		r->print_percent ? "true" : "false", (unsigned long long)r->sched_enabled_ns,
		(unsigned long long)r->sched_running_ns, r->why);
	if (r->reason) {
		fputs(",\"reason\":", f);
		json_str(f, r->reason);
	}
	if (r->xreg >= 0) {
		fputs(",\"extra_reg\":", f);
		json_str(f, pms_xreg_name(r->xreg));
		fprintf(f, ",\"extra_reg_holder\":%d", r->xreg_holder);
	}
	if (r->sampling)
		fputs(",\"sampling\":true", f);
	fputc('}', f);
}

void predict_print_json(FILE *f, const struct predict_args *a)
{
	const struct pms_env *env = pms_sim_env(a->sim);
	char kv[32];
	int n = pms_evlist_count(a->ev);

	pms_kver_format(env->kver, kv, sizeof(kv));
	fputs("{\"cpu\":", f);
	json_str(f, pms_model_name(a->common.model));
	fputs(",\"kernel\":", f);
	json_str(f, kv);
	fprintf(f, ",\"ht\":%s,\"nmi_watchdog\":%s,\"duration_ns\":%llu,\"mux_interval_ns\":%llu,"
		"\"events\":[", env->ht ? "true" : "false", env->nmi_watchdog ? "true" : "false",
		(unsigned long long)pms_sim_duration_ns(a->sim),
		(unsigned long long)pms_sim_mux_interval_ns(a->sim));
	for (int i = 0; i < n; i++) {
		if (i)
			fputc(',', f);
		predict_json_event(f, a->ev, a->sim, i);
	}
	fputs("],\"intervals\":[", f);
	for (unsigned k = 0; k < pms_sim_n_intervals(a->sim); k++) {
		struct pms_interval iv;
		bool first = true;

		pms_sim_interval(a->sim, k, &iv);
		fprintf(f, "%s{\"start_ns\":%llu,\"end_ns\":%llu,\"task_on\":%s,\"active\":[",
			k ? "," : "", (unsigned long long)iv.start_ns,
			(unsigned long long)iv.end_ns, iv.task_on ? "true" : "false");
		for (int i = 0; i < n; i++) {
			char name[16];

			if (iv.counter[i] == -1)
				continue;
			if (iv.counter[i] == -2)
				snprintf(name, sizeof(name), "software");
			else
				pms_model_counter_name(a->common.model, iv.counter[i], name,
						       sizeof(name));
			fprintf(f, "%s{\"event\":%d,\"counter\":\"%s\"}", first ? "" : ",", i, name);
			first = false;
		}
		fputc(']', f);
		if (iv.watchdog >= 0) {
			char name[16];

			pms_model_counter_name(a->common.model, iv.watchdog, name, sizeof(name));
			fprintf(f, ",\"watchdog\":\"%s\"", name);
		}
		fputc('}', f);
	}
	fprintf(f, "],\"mode\":\"%s\"}\n", a->opts.record ? "record" : "stat");
}
