/*
 * perf stat's lines when the list is perf's own, as the modelled perf
 * version prints them.  Values predict cannot know print as "<count>"
 * (an event's count) and "<value>" (a metric's value).
 *
 * Default metric group (perf 6.12, builtin-stat.c add_default_attributes()
 * marks its events default_metricgroup): perf_stat__skip_metric_event()
 * (util/stat-shadow.c) drops the line of every such event that did not run
 * or leads no metric; a leading event's line is its metrics instead, under
 * the group's name (printout(), util/stat-display.c: no count, the header
 * of print_metricgroup_header_std(), then one print_metric_std() a metric).
 *
 * --topdown sets --metric-only (builtin-stat.c cmd_stat(), 6.1 and 6.12):
 * no event line at all; print_metric_headers() writes one line of column
 * names (20 wide, METRIC_ONLY_LEN), print_metric_only() one line of
 * values (wider where a name is longer); an event that did not run leaves
 * an empty column.  In 6.12 the columns are
 * the TopdownL metrics of the list; 6.1 prints its built-in topdown ratios
 * (util/stat-shadow.c perf_stat__print_shadow_stats(), 6.1).
 */
#include <string.h>
#include "perf_list_opts.h"
#include "predict.h"

#define EVNAME_LEN 32		/* util/stat-display.c, 6.12 */
#define MGROUP_LEN 50
#define METRIC_LEN 38
#define METRIC_ONLY_LEN 20	/* builtin-stat.c */
#define NEW_LINE_STD 49		/* __new_line_std(): the indent of a metric's own line */

static bool ran(const struct pms_sim *s, int i)
{
	const struct pms_ev_result *r = pms_sim_result(s, i);

	return r && r->status == PMS_ST_COUNTED && r->running_ns > 0;
}

/* The list's event of parsed event @i, or -1. */
static int list_event(const struct plist_args *p, int i)
{
	return p->list ? plist_k(p, i) : -1;
}

/* Which lines perf prints is the library's (pms_perf_lines_*(), query.h). */
bool plist_lines_modelled(const struct plist_args *p, const struct pms_evlist *ev)
{
	(void)ev;
	return p->list && pms_perf_lines_modelled(p->lines);
}

bool plist_line_hidden(const struct plist_args *p, const struct pms_evlist *ev,
		       const struct pms_sim *s, int i)
{
	(void)ev;
	(void)s;
	return p->list && pms_perf_lines_hidden(p->lines, i);
}

/* generic_metric()'s column text: "%  tma_retiring" with a ScaleUnit (its
 * number is the scale), else the metric's name. */
static void metric_label(const struct pms_mmetric *m, char *buf, size_t n)
{
	const char *u = m->scale_unit;

	if (!u[0]) {
		snprintf(buf, n, "%s", m->name);
		return;
	}
	while (*u && (strchr("0123456789.eE+-", *u)))
		u++;
	snprintf(buf, n, "%s  %s", u, m->name);
}

/* One metric as print_metric_std() writes it: " # ", the value in 8, the label. */
static void std_metric(FILE *f, const char *label)
{
	int n = fprintf(f, " # %8s", "<value>");

	fprintf(f, " %-*s", METRIC_LEN - n - 1, label);
}

/*
 * perf_stat__print_metricgroup_header() (util/stat-shadow.c 6.5 and later):
 * with more than one core PMU the header names the event's PMU,
 * "TopdownL1 (cpu_core)"; a header equal to the last one printed (same
 * group, same PMU) is not repeated, the metrics align under it instead.
 */
struct mg_last {
	const char *group, *pmu;
};

static bool same_header(const struct mg_last *last, const char *group, const char *pmu)
{
	return last->group && !strcmp(last->group, group) && (!pmu || !strcmp(last->pmu, pmu));
}

/*
 * The metrics on line event @k, in perf's order (by line_order, then as
 * listed), each given to @fn; what the line printers share.
 */
static void line_metrics(const struct plist_args *p, int k,
			 void (*fn)(FILE *f, const struct pms_mmetric *m, void *ctx), FILE *f,
			 void *ctx)
{
	int nm = pms_mlist_n_metrics(p->list);

	for (int order = 0;; order++) {
		struct pms_mmetric m;
		bool any = false;

		for (int j = 0; j < nm; j++) {
			if (pms_mlist_metric(p->list, j, &m) || m.line_event != k)
				continue;
			any |= m.line_order >= order;
			if (m.line_order == order)
				fn(f, &m, ctx);
		}
		if (!any)
			break;
	}
}

/* One metric of a line, its later ones on a line of their own (print_metric_std()). */
static void line_metric(FILE *f, const struct pms_mmetric *m, int *num)
{
	char label[128];

	if ((*num)++ > 0)
		fprintf(f, "\n%*s", NEW_LINE_STD, "");
	metric_label(m, label, sizeof(label));
	std_metric(f, label);
}

/* The end of an event's line: its share when perf prints one. */
static void line_end(FILE *f, const struct pms_ev_result *r)
{
	if (r->print_percent)
		fprintf(f, "  (%.2f%%)", r->percent);
	fputc('\n', f);
}

struct block {
	const char *pmu, *group;
	struct mg_last *last;
	int num;
};

static void block_metric(FILE *f, const struct pms_mmetric *m, void *ctx)
{
	struct block *b = ctx;

	if (b->group && strcmp(b->group, m->group)) {
		fputc('\n', f);		/* the next group: its own header */
		b->num = 0;
	}
	if (!b->group || strcmp(b->group, m->group)) {
		b->group = m->group;
		if (same_header(b->last, b->group, b->pmu)) {
			fprintf(f, "%*s", NEW_LINE_STD, "");
		} else {
			char full[96];
			int n;

			if (b->pmu)
				snprintf(full, sizeof(full), "%s (%s)", b->group, b->pmu);
			else
				snprintf(full, sizeof(full), "%s", b->group);
			n = fprintf(f, " %*s", EVNAME_LEN, full);
			fprintf(f, "%*s", MGROUP_LEN - n - 1, "");
		}
		b->last->group = b->group;
		b->last->pmu = b->pmu;
	}
	line_metric(f, m, &b->num);
}

/* The metrics of Default-group event @k (its line), by group header. */
static void default_block(FILE *f, const struct plist_args *p, const struct pms_evlist *ev,
			  const struct pms_sim *s, int i, int k, struct mg_last *last)
{
	const struct pms_model *plat = pms_evlist_model(ev);
	struct block b = { .last = last };

	b.pmu = pms_model_is_hybrid(plat) ? pms_model_pmu_name(pms_evlist_event_pmu(ev, i)) : NULL;
	line_metrics(p, k, block_metric, f, &b);
	line_end(f, pms_sim_result(s, i));
}

static void show_metric(FILE *f, const struct pms_mmetric *m, void *ctx)
{
	line_metric(f, m, ctx);
}

/*
 * perf 6.19 and later, an event of a DefaultShowEvents metric (the common
 * metrics): printout() of 7.3.4 util/stat-display.c prints its count line
 * (abs_printout()) and then its metrics as for any event
 * (perf_stat__print_shadow_stats(): print_metric_std(), one metric a line).
 */
static void show_line(FILE *f, const struct plist_args *p, const struct pms_evlist *ev,
		      const struct pms_sim *s, int i, int k)
{
	const struct pms_ev_result *r = pms_sim_result(s, i);
	char name[256];
	int num = 0;

	pms_sim_event_name(s, ev, i, false, name, sizeof(name));
	/* abs_printout(): the count in 18, six spaces, the name in EVNAME_LEN
	 * (7.3.4 on a host without a PMU: "%18s      %-32s" then " # ") */
	bool msec = r->status == PMS_ST_COUNTED &&
		    (!strcmp(name, "task-clock") || !strcmp(name, "cpu-clock"));

	/* the clocks print in msec: "%18.2f msec " (print_counter_aggrdata()) */
	fprintf(f, "%18s %s %-*s", r->status == PMS_ST_COUNTED ? "<count>" :
		r->status == PMS_ST_NOT_COUNTED ? "<not counted>" : "<not supported>",
		msec ? "msec" : "    ", EVNAME_LEN, name);
	line_metrics(p, k, show_metric, f, &num);
	line_end(f, r);
}

/* perf 6.1's built-in topdown ratios, by the event whose line carries them
 * (perf_stat__print_shadow_stats(), util/stat-shadow.c 6.1); level 2 ones
 * need --td-level 2 (the default where the CPU has the level 2 events). */
static const struct {
	const char *event, *col[2];
	int level;
} td61[] = {
	{ "topdown-retiring", { "Retiring", NULL }, 1 },
	{ "topdown-fe-bound", { "Frontend Bound", NULL }, 1 },
	{ "topdown-be-bound", { "Backend Bound", NULL }, 1 },
	{ "topdown-bad-spec", { "Bad Speculation", NULL }, 1 },
	{ "topdown-heavy-ops", { "Heavy Operations", "Light Operations" }, 2 },
	{ "topdown-br-mispredict", { "Branch Mispredict", "Machine Clears" }, 2 },
	{ "topdown-fetch-lat", { "Fetch Latency", "Fetch Bandwidth" }, 2 },
	{ "topdown-mem-bound", { "Memory Bound", "Core Bound" }, 2 },
};

/* 6.1: the level --topdown prints, and whether full_td() holds (the four
 * level 1 events counted). */
static int td61_level(const struct plist_args *p, const struct pms_sim *s)
{
	int level = 1, full = 0;

	for (int k = 0; k < pms_mlist_n_events(p->list); k++) {
		struct pms_mevent me;

		if (pms_mlist_event(p->list, k, &me))
			continue;
		level = !strcmp(me.name, "topdown-heavy-ops") ? 2 : level;
		for (size_t t = 0; t < 4; t++)
			full += !strcmp(me.name, td61[t].event) && ran(s, plist_ev(p, k));
	}
	if (p->td_level_set && p->td_level)
		level = p->td_level;
	return full == 4 ? level : 0;
}

/* The columns of list event @k: labels into @col, their count returned. */
static int columns(const struct plist_args *p, int k, int td_level, const char *col[8],
		   char buf[8][128])
{
	struct pms_mevent me;
	int n = 0;

	if (pms_mlist_modelled_version(p->list) < PMS_KVER(6, 12)) {
		if (pms_mlist_event(p->list, k, &me))
			return 0;
		for (size_t t = 0; t < sizeof(td61) / sizeof(td61[0]); t++)
			if (!strcmp(me.name, td61[t].event) && td61[t].level <= td_level)
				for (int c = 0; c < 2 && td61[t].col[c]; c++)
					col[n++] = td61[t].col[c];
		return n;
	}
	for (int order = 0; n < 8; order++) {
		struct pms_mmetric m;
		bool any = false;

		for (int j = 0; j < pms_mlist_n_metrics(p->list) && n < 8; j++) {
			if (pms_mlist_metric(p->list, j, &m) || m.line_event != k)
				continue;
			any |= m.line_order >= order;
			if (m.line_order == order) {
				metric_label(&m, buf[n], sizeof(buf[n]));
				col[n] = buf[n];
				n++;
			}
		}
		if (!any)
			break;
	}
	return n;
}

/* --metric-only: the header line, then the values (print_metric_only()). */
static void metric_only(FILE *f, const struct plist_args *p, const struct pms_sim *s)
{
	int n_ev = pms_mlist_n_events(p->list), level = td61_level(p, s);
	const char *col[8];
	char buf[8][128];

	/* 6.12 print_metric_headers_std() starts with a space; 6.1's
	 * print_metric_headers() has no prefix outside -I */
	if (pms_mlist_modelled_version(p->list) >= PMS_KVER(6, 12))
		fputc(' ', f);
	for (int k = 0; k < n_ev; k++) {
		int n = columns(p, k, level, col, buf);

		for (int c = 0; c < n; c++)
			fprintf(f, "%*s ", METRIC_ONLY_LEN, col[c]);
	}
	fputc('\n', f);
	for (int k = 0; k < n_ev; k++) {
		int n = columns(p, k, level, col, buf);

		if (!ran(s, plist_ev(p, k))) {	/* printout(): an empty column */
			fprintf(f, "%*s ", METRIC_ONLY_LEN, "");
			continue;
		}
		for (int c = 0; c < n; c++) {
			int w = (int)strlen(col[c]) > METRIC_ONLY_LEN ? (int)strlen(col[c]) + 1 :
				METRIC_ONLY_LEN;

			fprintf(f, "%*s ", w, "<value>");
		}
	}
	fputc('\n', f);
}

/*
 * perf 6.5 to 6.18 on a hybrid: the default set's and -d's events come from
 * ___evlist__add_default_attrs() (arch/x86/util/evlist.c 6.12), one
 * evsel__new() per core PMU with the PMU's type in the config; a legacy
 * hardware event is named "cpu_atom/cycles/" by arch_evsel__hw_name(), a
 * cache event keeps its bare name ("L1-dcache-loads": evsel__is_hybrid() is
 * false for these evsels, so uniquify_event_name() leaves it).  Recorded
 * from perf 6.12.117 (tests/oracle/adl.txt, case "6.12 -d").  perf 6.1
 * prints cpu_atom/L1-dcache-loads/ (same golden, case "6.1 -d").
 */
static const char *bare_cache_name(const struct plist_args *p, const struct pms_evlist *ev, int i)
{
	struct pms_event_info in;
	struct pms_mevent me;
	int k = list_event(p, i);

	if (k < 0 || pms_mlist_modelled_version(p->list) != PMS_KVER(6, 12) ||
	    !pms_model_is_hybrid(pms_evlist_model(ev)) || pms_mlist_event(p->list, k, &me) ||
	    !(me.flags & (PMS_MEVF_DEFAULT | PMS_MEVF_DETAILED)) || (me.flags & PMS_MEVF_METRIC) ||
	    pms_evlist_event(ev, i, &in) || in.type != PMS_TYPE_HW_CACHE)
		return NULL;
	return me.name;
}

void plist_print_perf_lines(FILE *f, const struct plist_args *p, const struct pms_evlist *ev,
			    const struct pms_sim *s)
{
	struct mg_last last = { NULL, NULL };	/* perf_stat__print_metricgroup_header() */

	if (!plist_lines_modelled(p, ev)) {
		predict_print_perf_lines(f, ev, s);
		return;
	}
	if (pms_mlist_metric_only(p->list)) {
		metric_only(f, p, s);
		return;
	}
	for (int i = 0; i < pms_evlist_count(ev); i++) {
		struct pms_mevent me;
		int k = list_event(p, i);

		if (plist_line_hidden(p, ev, s, i))
			continue;
		if (k >= 0 && !pms_mlist_event(p->list, k, &me) && (me.flags & PMS_MEVF_SHOW))
			show_line(f, p, ev, s, i, k);
		else if (k >= 0 && !pms_mlist_event(p->list, k, &me) &&
			 (me.flags & (PMS_MEVF_SKIPPABLE | PMS_MEVF_DEFAULT)) &&
			 (me.flags & PMS_MEVF_METRIC))
			default_block(f, p, ev, s, i, k, &last);
		else
			predict_print_perf_line_as(f, ev, s, i, bare_cache_name(p, ev, i));
	}
}

/*
 * perf 7.2 and 7.3 with -x SEP or -j and no -I: printout() of util/stat-display.c
 * (7.2.13, 7.3.4) writes one line an event, no header and no footer:
 *   CSV:  count SEP unit SEP name SEP run SEP pct, then SEP value SEP label for its
 *         first metric (print_metric_csv()), or SEP SEP when it has none; each
 *         further metric on a line of its own, four SEP first (new_line_csv(),
 *         csv_col_pad 4 without cgroups);
 *   JSON: {"counter-value" : ..., "unit" : ..., "event" : ..., "event-runtime" : run,
 *         "pcnt-running" : pct, then "metric-value", "metric-unit" and, when the
 *         threshold evaluates, "metric-threshold" (print_metric_json()), "}"; a
 *         further metric is a line {"metric-value" ...} (new_line_json()).
 * pct is print_running_csv()/_json()'s 100 * run / ena in u64 arithmetic.
 * Recorded from real perf 7.3.4 and 7.2.13 on fake skl (tests/oracle/output/).
 */
struct sv {
	const char *sep;	/* NULL: JSON */
	bool no_threshold;	/* the list was built with metric_no_threshold */
	int num;
	/* a Default metric group's event (default_sv()) */
	const char *group, *pmu;
	struct mg_last *last;
	unsigned long long run, pct;
};

/* whether perf prints a metric's "metric-threshold": the library's rule,
 * pms_mmetric_threshold_prints() */

static void sv_metric(FILE *f, const struct pms_mmetric *m, void *ctx)
{
	struct sv *v = ctx;
	char label[128];

	metric_label(m, label, sizeof(label));
	if (v->num++ > 0) {
		if (v->sep)
			fprintf(f, "\n%s%s%s%s", v->sep, v->sep, v->sep, v->sep);
		else
			fputs("}\n{", f);
	}
	if (v->sep) {
		fprintf(f, "%s<value>%s%s", v->sep, v->sep, label);
		return;
	}
	fprintf(f, "%s\"metric-value\" : \"<value>\", \"metric-unit\" : \"%s\"",
		v->num > 1 ? "" : ", ", label);
	if (pms_mmetric_threshold_prints(m, v->no_threshold))
		fputs(", \"metric-threshold\" : \"<threshold>\"", f);
}

/* print_running_csv()/_json() ahead of a Default group's metrics */
static void sv_running(FILE *f, const struct sv *v, bool first)
{
	if (v->sep)
		fprintf(f, "%s%llu%s%llu.00", v->sep, v->run, v->sep, v->pct);
	else
		fprintf(f, "%s\"event-runtime\" : %llu, \"pcnt-running\" : %llu.00",
			first ? "" : ", ", v->run, v->pct);
}

/*
 * A Default metric group's event (default_metricgroup, not
 * default_show_events): printout() prints no count, only print_running();
 * perf_stat__print_shadow_stats_metricgroup() (util/stat-shadow.c 7.3.4)
 * prints the group's header once (print_metricgroup_header_csv(): four SEP
 * and the name, then new_line_csv(); _json(): "metricgroup" and a new
 * object), or for the header just printed (same group, same PMU) two SEP
 * (CSV) or nothing (JSON); then the metrics, each further one after
 * new_line.  A second group on the same event starts a new line with
 * print_running() again.  Real perf 7.3.4 on fake icl: tests/oracle/output/.
 */
static void sv_block_metric(FILE *f, const struct pms_mmetric *m, void *ctx)
{
	struct sv *v = ctx;

	if (v->group && strcmp(v->group, m->group)) {
		fputs(v->sep ? "\n" : "}\n{", f);	/* the next group */
		sv_running(f, v, true);
		v->num = 0;
	}
	if (!v->group || strcmp(v->group, m->group)) {
		v->group = m->group;
		if (same_header(v->last, v->group, v->pmu)) {
			if (v->sep)
				fprintf(f, "%s%s", v->sep, v->sep);
		} else {
			char full[96];

			if (v->pmu)
				snprintf(full, sizeof(full), "%s (%s)", v->group, v->pmu);
			else
				snprintf(full, sizeof(full), "%s", v->group);
			if (v->sep)
				fprintf(f, "%s%s%s%s%s\n%s%s%s%s", v->sep, v->sep, v->sep, v->sep,
					full, v->sep, v->sep, v->sep, v->sep);
			else
				fprintf(f, ", \"metricgroup\" : \"%s\"}\n{", full);
			v->num = -1;	/* the first metric starts the object */
		}
		v->last->group = v->group;
		v->last->pmu = v->pmu;
	}
	if (v->num == -1 && !v->sep) {
		char label[128];

		metric_label(m, label, sizeof(label));
		fprintf(f, "\"metric-value\" : \"<value>\", \"metric-unit\" : \"%s\"", label);
		if (pms_mmetric_threshold_prints(m, v->no_threshold))
			fputs(", \"metric-threshold\" : \"<threshold>\"", f);
		v->num = 1;
		return;
	}
	if (v->num == -1)
		v->num = 0;
	sv_metric(f, m, v);
}

void plist_print_perf_sv(FILE *f, const struct plist_args *p, const struct pms_evlist *ev,
			 const struct pms_sim *s, const char *sep)
{
	bool matched = plist_lines_modelled(p, ev);
	struct mg_last last = { NULL, NULL };	/* perf_stat__print_metricgroup_header() */

	for (int i = 0; i < pms_evlist_count(ev); i++) {
		struct pms_mevent me;
		const struct pms_ev_result *r = pms_sim_result(s, i);
		struct sv v = { .sep = sep,
				.no_threshold = pms_mlist_no_threshold(p->list) };
		int k = matched ? list_event(p, i) : -1;
		const char *cnt;
		char name[256];
		unsigned long long pct = 100;

		if (matched && plist_line_hidden(p, ev, s, i))
			continue;
		if (r->running_ns != r->enabled_ns && r->enabled_ns)
			pct = 100 * (unsigned long long)r->running_ns / r->enabled_ns;
		else if (r->running_ns != r->enabled_ns)
			pct = 0;	/* perf divides by 0: not reached, ena 0 means run 0 */
		v.run = r->running_ns;
		v.pct = pct;
		v.last = &last;
		/* the default set is parsed with metric_no_threshold
		 * (builtin-stat.c add_default_events() 7.3.4) */
		if (k >= 0 && !pms_mlist_event(p->list, k, &me) && (me.flags & PMS_MEVF_DEFAULT))
			v.no_threshold = true;
		if (k >= 0 && !pms_mlist_event(p->list, k, &me) && !(me.flags & PMS_MEVF_SHOW) &&
		    (me.flags & (PMS_MEVF_SKIPPABLE | PMS_MEVF_DEFAULT)) &&
		    (me.flags & PMS_MEVF_METRIC)) {
			const struct pms_model *plat = pms_evlist_model(ev);

			v.pmu = pms_model_is_hybrid(plat) ?
				pms_model_pmu_name(pms_evlist_event_pmu(ev, i)) : NULL;
			if (!sep)
				fputc('{', f);
			sv_running(f, &v, true);
			line_metrics(p, k, sv_block_metric, f, &v);
			fputs(sep ? "\n" : "}\n", f);
			continue;
		}
		pms_sim_event_name(s, ev, i, false, name, sizeof(name));
		cnt = r->status == PMS_ST_COUNTED && r->running_ns ? "<count>" :
		      r->status == PMS_ST_NOT_SUPPORTED ? "<not supported>" : "<not counted>";
		/* evsel->unit: "msec" for the clocks (tool/software), "" else */
		const char *unit = !strcmp(name, "task-clock") || !strcmp(name, "cpu-clock") ?
				   "msec" : "";
		if (sep)
			fprintf(f, "%s%s%s%s%s%s%llu%s%llu.00", cnt, sep, unit, sep, name, sep,
				(unsigned long long)r->running_ns, sep, pct);
		else
			fprintf(f, "{\"counter-value\" : \"%s\", \"unit\" : \"%s\", \"event\" : "
				"\"%s\", \"event-runtime\" : %llu, \"pcnt-running\" : %llu.00",
				cnt, unit, name, (unsigned long long)r->running_ns, pct);
		if (k >= 0)
			line_metrics(p, k, sv_metric, f, &v);
		if (!v.num && sep)
			fprintf(f, "%s%s", sep, sep);	/* print_metric_csv(), no unit */
		fputs(sep ? "\n" : "}\n", f);
	}
}
