/*
 * perf stat's lines when the list is perf's own, formatted.  Which lines
 * print, of which kind, with which name, unit, running share, metrics,
 * group headers and --metric-only cells is the library's, per perf release
 * (pms_perf_lines_line(), _metric(), _info(), _cell(): pmusched/query.h,
 * src/lib/query_lines_out.c, which cites each rule).  Here: the widths of
 * util/stat-display.c and print_metric_std()/_csv()/_json()'s layout.
 * Values predict cannot know print as "<count>" (an event's count) and
 * "<value>" (a metric's value).
 */
#include <string.h>
#include "perf_list_opts.h"
#include "predict.h"

#define MGROUP_LEN 50
#define METRIC_ONLY_LEN 20	/* builtin-stat.c */
#define NEW_LINE_STD 49		/* __new_line_std(): the indent of a metric's own line */

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

/* Line @i as the library decides it (pms_perf_lines_line()). */
static bool line_of(const struct pms_perf_lines *pl, int i, struct pms_perf_line *ln)
{
	ln->sz = sizeof(*ln);
	return !pms_perf_lines_line(pl, i, ln);
}

static bool metric_of(const struct pms_perf_lines *pl, int i, int j,
		      struct pms_perf_line_metric *m)
{
	m->sz = sizeof(*m);
	return !pms_perf_lines_metric(pl, i, j, m);
}

/* The text widths of the simulation's perf: its metric column (METRIC_LEN,
 * 38 from 6.2-rc1) and name columns (pms_perf_interval_info(); text is
 * never refused). */
static struct pms_perf_interval widths(const struct pms_sim *s)
{
	struct pms_perf_interval iv = { .sz = sizeof(iv) };

	(void)pms_perf_interval_info(pms_sim_perf_version(s), PMS_PIFORM_TEXT, 0, &iv);
	return iv;
}

static int metric_len(const struct pms_sim *s)
{
	return widths(s).metric_len;
}

/* One metric of a line, its later ones on a line of their own (print_metric_std()). */
static void line_metric(FILE *f, int len, const char *label, int *num)
{
	if ((*num)++ > 0)
		fprintf(f, "\n%*s", NEW_LINE_STD, "");
	perf_metric_std(f, len, "<value>", label);
}

/* The end of an event's line: its share when perf prints one. */
static void line_end(FILE *f, const struct pms_ev_result *r)
{
	if (r->print_percent)
		fprintf(f, "  (%.2f%%)", r->percent);
	fputc('\n', f);
}

/* A Default metric group's event: its metrics under their group headers
 * (print_metricgroup_header_std(): the header right-aligned in
 * the name column, padded to MGROUP_LEN; a repeated one leaves the indent). */
static void default_block(FILE *f, const struct plist_args *p, const struct pms_sim *s, int i,
			  const struct pms_perf_line *ln)
{
	int num = 0;

	for (int j = 0; j < ln->n_metrics; j++) {
		struct pms_perf_line_metric m;

		if (!metric_of(p->lines, i, j, &m))
			continue;
		if (m.header_kind != PMS_PHDR_NONE && j > 0) {
			fputc('\n', f);	/* the next group: its own header */
			num = 0;
		}
		if (m.header_kind == PMS_PHDR_SAME) {
			fprintf(f, "%*s", NEW_LINE_STD, "");
		} else if (m.header_kind == PMS_PHDR_NEW) {
			int n = fprintf(f, " %*s", widths(s).name_len, m.header);

			fprintf(f, "%*s", MGROUP_LEN - n - 1, "");
		}
		line_metric(f, metric_len(s), m.label, &num);
	}
	line_end(f, pms_sim_result(s, i));
}

/* A count line with its metrics, one a line (abs_printout(), then
 * print_metric_std()). */
static void show_line(FILE *f, const struct plist_args *p, const struct pms_sim *s, int i,
		      const struct pms_perf_line *ln)
{
	const struct pms_ev_result *r = pms_sim_result(s, i);
	struct pms_perf_interval iv = widths(s);
	int num = 0;

	/* abs_printout(): the count in 18, six spaces, the name in the
	 * release's column (7.3.4 on a host without a PMU: "%18s      %-32s"
	 * then " # "; 6.1's uncounted lines 25); the clocks print in msec:
	 * "%18.2f msec " (print_counter_aggrdata()) */
	fprintf(f, "%18s %s %-*s", ln->status == PMS_ST_COUNTED ? "<count>" :
		ln->status == PMS_ST_NOT_COUNTED ? "<not counted>" : "<not supported>",
		ln->unit[0] ? ln->unit : "    ",
		ln->status == PMS_ST_COUNTED ? iv.name_len : iv.name_len_uncounted, ln->name);
	for (int j = 0; j < ln->n_metrics; j++) {
		struct pms_perf_line_metric m;

		if (metric_of(p->lines, i, j, &m))
			line_metric(f, iv.metric_len, m.label, &num);
	}
	line_end(f, r);
}

/* --metric-only: the header row, then the values (print_metric_only(): a
 * value as wide as its column's name where that is wider). */
static void metric_only(FILE *f, const struct plist_args *p)
{
	struct pms_perf_lines_info in = { .sz = sizeof(in) };

	if (pms_perf_lines_info(p->lines, &in))
		return;
	if (in.header_blank)
		fputc(' ', f);
	for (int row = 0; row < 2; row++) {
		for (int c = 0; c < in.n_cells[row]; c++) {
			struct pms_perf_cell cell = { .sz = sizeof(cell) };
			int w = METRIC_ONLY_LEN;

			if (pms_perf_lines_cell(p->lines, row, c, &cell))
				continue;
			if (row == 0) {
				fprintf(f, "%*s ", w, cell.label);
				continue;
			}
			if (cell.label && (int)strlen(cell.label) > METRIC_ONLY_LEN)
				w = (int)strlen(cell.label) + 1;
			fprintf(f, "%*s ", w, cell.label ? "<value>" : "");
		}
		fputc('\n', f);
	}
}

void plist_print_perf_lines(FILE *f, const struct plist_args *p, const struct pms_evlist *ev,
			    const struct pms_sim *s)
{
	if (!plist_lines_modelled(p, ev)) {
		predict_print_perf_lines(f, ev, s);
		return;
	}
	if (pms_mlist_metric_only(p->list)) {
		metric_only(f, p);
		return;
	}
	for (int i = 0; i < pms_evlist_count(ev); i++) {
		struct pms_perf_line ln;

		if (!line_of(p->lines, i, &ln) || ln.hidden != PMS_PHIDE_NONE)
			continue;
		if (ln.kind == PMS_PLINE_SHOW)
			show_line(f, p, s, i, &ln);
		else if (ln.kind == PMS_PLINE_METRICS)
			default_block(f, p, s, i, &ln);
		else
			predict_print_perf_line_as(f, ev, s, i, ln.renamed ? ln.name : NULL);
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
	int num;
	unsigned long long run, pct;
};

static void sv_metric(FILE *f, const struct pms_perf_line_metric *m, struct sv *v)
{
	if (v->num++ > 0) {
		if (v->sep)
			fprintf(f, "\n%s%s%s%s", v->sep, v->sep, v->sep, v->sep);
		else
			fputs("}\n{", f);
	}
	if (v->sep) {
		fprintf(f, "%s<value>%s%s", v->sep, v->sep, m->label);
		return;
	}
	fprintf(f, "%s\"metric-value\" : \"<value>\", \"metric-unit\" : \"%s\"",
		v->num > 1 ? "" : ", ", m->label);
	if (m->threshold)
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
static void sv_block_metric(FILE *f, const struct pms_perf_line_metric *m, bool first,
			    struct sv *v)
{
	const char *s = v->sep;

	if (m->header_kind != PMS_PHDR_NONE && !first) {
		fputs(s ? "\n" : "}\n{", f);	/* the next group */
		sv_running(f, v, true);
		v->num = 0;
	}
	if (m->header_kind == PMS_PHDR_SAME && s) {
		fprintf(f, "%s%s", s, s);
	} else if (m->header_kind == PMS_PHDR_NEW) {
		if (s)
			fprintf(f, "%s%s%s%s%s\n%s%s%s%s", s, s, s, s, m->header, s, s, s, s);
		else
			fprintf(f, ", \"metricgroup\" : \"%s\"}\n{", m->header);
		v->num = -1;	/* the first metric starts the object */
	}
	if (v->num == -1 && !s) {
		fprintf(f, "\"metric-value\" : \"<value>\", \"metric-unit\" : \"%s\"", m->label);
		if (m->threshold)
			fputs(", \"metric-threshold\" : \"<threshold>\"", f);
		v->num = 1;
		return;
	}
	if (v->num == -1)
		v->num = 0;
	sv_metric(f, m, v);
}

/* One event's -x/-j line: a Default group's block, or its count and metrics;
 * @sm: the line's own metric (perf 6.12 and older print one). */
static void sv_line(FILE *f, const struct pms_perf_lines *pl, int i,
		    const struct pms_perf_line *ln, const char *sep,
		    const struct pms_perf_interval_line *sm, const struct pms_perf_interval *iv)
{
	struct sv v = { .sep = sep, .run = ln->running_ns, .pct = ln->pcnt_running };
	const char *cnt = ln->status == PMS_ST_COUNTED ? "<count>" :
			  ln->status == PMS_ST_NOT_SUPPORTED ? "<not supported>" : "<not counted>";

	if (ln->kind == PMS_PLINE_METRICS) {
		if (!sep)
			fputc('{', f);
		sv_running(f, &v, true);
	} else if (sep) {
		fprintf(f, "%s%s%s%s%s%s%llu%s%llu.00", cnt, sep, ln->unit, sep, ln->name, sep,
			(unsigned long long)ln->running_ns, sep, v.pct);
	} else {
		fprintf(f, "{\"counter-value\" : \"%s\", \"unit\" : \"%s\", \"event\" : "
			"\"%s\", \"event-runtime\" : %llu, \"pcnt-running\" : %llu.00",
			cnt, ln->unit, ln->name, (unsigned long long)ln->running_ns, v.pct);
	}
	for (int j = 0; j < ln->n_metrics; j++) {
		struct pms_perf_line_metric m;

		if (!metric_of(pl, i, j, &m))
			continue;
		if (ln->kind == PMS_PLINE_METRICS)
			sv_block_metric(f, &m, j == 0, &v);
		else
			sv_metric(f, &m, &v);
	}
	/* the line's own metric, if the release prints one (7.2 and later: ",,"
	 * and no JSON members; pms_perf_interval_line()) */
	if (ln->kind != PMS_PLINE_METRICS && !v.num)
		perf_metric_print(f, iv, sm, sep, !sep);
	fputs(sep ? "\n" : "}\n", f);
}

void plist_print_perf_sv(FILE *f, const struct plist_args *p, const struct pms_evlist *ev,
			 const struct pms_sim *s, const char *sep)
{
	struct pms_perf_lines *own = NULL;
	const struct pms_perf_lines *pl = p->list ? p->lines : NULL;
	struct pms_perf_interval iv = { .sz = sizeof(iv) };

	/* no list of perf's own: the library's lines without one */
	if (!pl && pms_perf_lines_new(NULL, ev, s, &own, NULL))
		return;
	if (pms_perf_interval_info(pms_sim_perf_version(s), sep ? PMS_PIFORM_CSV :
				   PMS_PIFORM_JSON, 0, &iv))
		iv.metric_keys = PMS_PMKEYS_NONE;	/* refused by the query before */
	for (int i = 0; i < pms_evlist_count(ev); i++) {
		struct pms_perf_interval_line sm = { .sz = sizeof(sm) };
		struct pms_perf_line ln;

		if (!line_of(pl ? pl : own, i, &ln) || ln.hidden != PMS_PHIDE_NONE)
			continue;
		if (pms_perf_interval_line(s, i, 0, pms_sim_duration_ns(s), &sm))
			sm.metric = PMS_PLMET_NONE;
		sv_line(f, pl ? pl : own, i, &ln, sep, &sm, &iv);
	}
	pms_perf_lines_free(own);
}
