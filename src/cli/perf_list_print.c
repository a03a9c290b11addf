/*
 * What predict says about the metrics of a -M (or --topdown, default set)
 * list: which values perf will compute from multiplexed counts, and which
 * of each metric's events are not counted together.
 *
 * perf computes a metric from the scaled counts of its events
 * (generic_metric(), util/stat-shadow.c 6.12): a ratio of two events of one
 * group is taken over the same time, whatever the multiplexing; events of
 * different groups that ran part of the time were counted over different
 * times, and only their scaled estimates meet in the expression.
 */
#include <string.h>
#include "perf_list_opts.h"
#include "predict.h"

enum verdict { V_EXACT, V_TOGETHER, V_APART, V_MISSING };

static const char *const verdict_name[] = {
	"exact", "multiplexed-together", "multiplexed-apart", "incomplete",
};

struct mview {
	struct pms_mmetric m;
	enum verdict v;
	int n_groups;		/* distinct leaders among its counting events */
	int n_missing;		/* events not counted or not supported */
	bool reset;		/* an event's weak group was reset at open */
};

/* The metric's events as the simulation opened them. */
static void view(const struct plist_args *p, const struct pms_sim *s, int j, struct mview *out)
{
	int leaders[64], nl = 0;
	bool mux = false, missing = false;

	memset(out, 0, sizeof(*out));
	pms_mlist_metric(p->list, j, &out->m);
	for (int k = 0; k < out->m.n_events; k++) {
		const struct pms_ev_result *r = pms_sim_result(s, plist_ev(p, out->m.events[k]));
		bool seen = false;

		if (!r)
			continue;
		out->reset |= r->weak_reset >= 0;
		if (r->status != PMS_ST_COUNTED) {
			missing = true;
			out->n_missing++;
			continue;
		}
		mux |= r->running_ns < r->enabled_ns;
		for (int q = 0; q < nl; q++)
			seen |= leaders[q] == r->leader;
		if (!seen && nl < 64)
			leaders[nl++] = r->leader;
	}
	out->n_groups = nl;
	out->v = missing ? V_MISSING : !mux ? V_EXACT : nl <= 1 ? V_TOGETHER : V_APART;
}

static void print_event(FILE *f, const struct pms_evlist *ev, const struct pms_sim *s, int i)
{
	const struct pms_ev_result *r = pms_sim_result(s, i);
	char name[160];

	fprintf(f, " %s", predict_event_name(ev, i, name, sizeof(name)));
	if (r->status == PMS_ST_NOT_COUNTED)
		fputs(" <not counted>", f);
	else if (r->status == PMS_ST_NOT_SUPPORTED)
		fputs(" <not supported>", f);
	else if (r->running_ns < r->enabled_ns)
		fprintf(f, " %.2f%%", r->percent);
}

/* The metric's events, one bracket per group they were counted in. */
static void print_groups(FILE *f, const struct plist_args *p, const struct pms_evlist *ev,
			 const struct pms_sim *s, const struct mview *mv)
{
	fputs("      ", f);
	for (int k = 0; k < mv->m.n_events; k++) {
		int i = plist_ev(p, mv->m.events[k]), ld = pms_sim_result(s, i)->leader;
		bool first_of_group = true, more = false;

		for (int q = 0; q < k; q++)
			first_of_group &= pms_sim_result(s, plist_ev(p, mv->m.events[q]))->leader != ld;
		if (!first_of_group)
			continue;
		for (int q = k + 1; q < mv->m.n_events; q++)
			more |= pms_sim_result(s, plist_ev(p, mv->m.events[q]))->leader == ld;
		fputs(more ? " {" : "", f);
		for (int q = k; q < mv->m.n_events; q++) {
			int iq = plist_ev(p, mv->m.events[q]);

			if (pms_sim_result(s, iq)->leader == ld)
				print_event(f, ev, s, iq);
		}
		fputs(more ? " }" : "", f);
	}
	fputc('\n', f);
}

/*
 * Which perf release's metric JSON the table came from, when it is not the
 * code's own (7.x tables) or stands in for another release's.
 */
static const char *table_origin(const struct pms_mlist *l)
{
	static char buf[192];
	char tv[32];
	bool exact;
	uint32_t tver = pms_mlist_table_version(l, &exact);

	buf[0] = '\0';
	if (exact && tver == pms_mlist_modelled_version(l))
		return buf;
	pms_kver_format(tver, tv, sizeof(tv));
	snprintf(buf, sizeof(buf), " of perf %s's JSON (%s)%s", tv, pms_mlist_table_source(l),
		 exact ? "" : ", standing in: this perf's own is not modelled");
	return buf;
}

/* The metric's name; on a hybrid with the core PMU all its events open on,
 * as perf heads its groups ("tma_retiring (cpu_core)"): the per-PMU tables
 * of perf 6.5 and later have one tma_retiring per core PMU. */
static const char *metric_title(const struct plist_args *p, const struct pms_evlist *ev,
				const struct pms_mmetric *m, char *buf, size_t n)
{
	const struct pms_model *pmu = NULL;

	if (!pms_model_is_hybrid(pms_evlist_model(ev)))
		return m->name;
	for (int k = 0; k < m->n_events; k++) {
		const struct pms_model *e = pms_evlist_event_pmu(ev, plist_ev(p, m->events[k]));

		if (!e)
			continue;
		if (pmu && e != pmu)
			return m->name;
		pmu = e;
	}
	if (!pmu)
		return m->name;
	snprintf(buf, n, "%s (%s)", m->name, pms_model_pmu_name(pmu));
	return buf;
}

void plist_print_metrics(FILE *f, const struct plist_args *p, const struct pms_evlist *ev,
			 const struct pms_sim *s)
{
	int n = p->list ? pms_mlist_n_metrics(p->list) : 0, count[4] = { 0 };
	char v[32];

	if (!n)
		return;
	if (!pms_perf_lines_matched(p->lines)) {
		fputs("\nMetrics: the list parsed differently from the one perf builds; no metric "
		      "view\n", f);
		return;
	}
	for (int j = 0; j < n; j++) {
		struct mview mv;

		view(p, s, j, &mv);
		count[mv.v]++;
	}
	pms_kver_format(pms_mlist_modelled_version(p->list), v, sizeof(v));
	fprintf(f, "\nMetrics (perf %s metricgroup.c, table %s%s): %d computed, %d from "
		"multiplexed counts taken at different times, %d missing an input\n", v,
		pms_mlist_table(p->list)[0] ? pms_mlist_table(p->list) : "-",
		table_origin(p->list), n, count[V_APART], count[V_MISSING]);
	for (int j = 0; j < n; j++) {
		struct mview mv;

		char title[160];

		view(p, s, j, &mv);
		fprintf(f, "  %-32s %-20s %d event%s",
			metric_title(p, ev, &mv.m, title, sizeof(title)), verdict_name[mv.v],
			mv.m.n_events, mv.m.n_events == 1 ? "" : "s");
		if (mv.n_missing)
			fprintf(f, ", %d not counted", mv.n_missing);
		if (mv.n_groups)
			fprintf(f, ", counted in %d group%s", mv.n_groups, mv.n_groups == 1 ? "" : "s");
		fprintf(f, "%s%s\n", mv.reset ? ", weak group reopened as single events" : "",
			mv.m.shares >= 0 ? ", shares an earlier metric's group" : "");
		if (mv.v == V_APART || mv.v == V_MISSING)
			print_groups(f, p, ev, s, &mv);
	}
	if (count[V_APART])
		fputs("  (multiplexed-apart: its events ran in different groups at different times;\n"
		      "   perf combines their scaled counts, so the value mixes time windows)\n", f);
}

void plist_json_metrics(struct json *j, const struct plist_args *p, const struct pms_evlist *ev,
			const struct pms_sim *s)
{
	int n = p->list && pms_perf_lines_matched(p->lines) ? pms_mlist_n_metrics(p->list) : 0;

	if (!p->list)
		return;
	/* the lines perf stat prints (perf_list_lines.c) */
	json_kbool(j, "perf_lines_modelled", plist_lines_modelled(p, ev));
	json_kbool(j, "perf_metric_only", pms_mlist_metric_only(p->list) &&
		   plist_lines_modelled(p, ev));
	json_open(j, "perf_hidden_lines", '[');
	for (int i = 0; i < pms_evlist_count(ev); i++)
		if (plist_line_hidden(p, ev, s, i))
			json_kint(j, NULL, i);
	json_close(j);
	json_open(j, "metrics", '[');
	for (int k = 0; k < n; k++) {
		struct mview mv;

		view(p, s, k, &mv);
		json_open(j, NULL, '{');
		json_kstr(j, "name", mv.m.name);
		json_kstr(j, "verdict", verdict_name[mv.v]);
		if (mv.m.group[0])	/* DefaultMetricgroupName: perf's header line */
			json_kstr(j, "default_group", mv.m.group);
		json_kint(j, "groups", mv.n_groups);
		json_open(j, "events", '[');
		for (int q = 0; q < mv.m.n_events; q++)
			json_kint(j, NULL, plist_ev(p, mv.m.events[q]));
		json_close(j);
		json_close(j);
	}
	json_close(j);
}

/* The unit (plan group) holding input event @i, or -1. */
static int unit_of(const struct pms_plan *pl, int i, struct pms_plan_unit *out)
{
	for (int u = 0; u < pms_plan_n_units(pl); u++) {
		if (pms_plan_unit(pl, u, out))
			continue;
		for (int k = 0; k < out->n_events; k++)
			if (out->events[k] == i)
				return u;
	}
	return -1;
}

/* Why perf's own list has the metric's events apart. */
static const char *apart_cause(const struct plist_args *p, const struct pms_mmetric *m)
{
	if (p->flags & PMS_MLIST_NO_GROUP)
		return "--metric-no-group";
	if (m->grouped)
		return "its weak group never fits";
	return "not grouped by perf: MetricgroupNoGroup or NO_GROUP_EVENTS";
}

void plist_print_plan(FILE *f, const struct plist_args *p, const struct pms_plan *pl)
{
	int n = p->list && pms_perf_lines_matched(p->lines) ? pms_mlist_n_metrics(p->list) : 0;

	if (!n)
		return;
	fputs("\nMetrics in the plan (a metric's weak group is kept whole: its events are counted "
	      "at the same time):\n", f);
	for (int j = 0; j < n; j++) {
		struct pms_mmetric m;
		struct pms_plan_unit un;
		struct pms_plan_run r;
		int unit = -2, run = -2, slot = -2, hw = 0;
		bool one_unit = true, one_slot = true;

		pms_mlist_metric(p->list, j, &m);
		for (int k = 0; k < m.n_events; k++) {
			struct pms_mevent me;
			int u;

			pms_mlist_event(p->list, m.events[k], &me);
			if (me.kind != PMS_MEV_CORE && me.kind != PMS_MEV_TOPDOWN)
				continue;	/* software and tool events run all the time */
			u = unit_of(pl, plist_ev(p, m.events[k]), &un);
			if (u < 0)
				continue;
			hw++;
			one_unit &= unit == -2 || unit == u;
			/* a pinned unit, or a run that does not rotate, counts all the time */
			if (!un.pinned && pms_plan_run(pl, un.run, &r) == PMS_OK && r.n_slots > 1) {
				one_slot &= slot == -2 || slot == un.slot;
				slot = un.slot;
			}
			one_slot &= run == -2 || run == un.run;
			unit = u;
			run = un.run;
		}
		if (hw <= 1 || one_unit)
			fprintf(f, "  %-32s together: %s\n", m.name,
				hw <= 1 ? "at most one counter event" : "one group");
		else if (one_slot)
			fprintf(f, "  %-32s apart (%s), but counted at the same times: one run, one "
				"rotation slot or pinned\n", m.name, apart_cause(p, &m));
		else
			fprintf(f, "  %-32s split across slots or runs (%s): its value combines counts "
				"taken at different times\n", m.name, apart_cause(p, &m));
	}
}
