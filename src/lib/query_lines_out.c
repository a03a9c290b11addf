/*
 * What perf stat prints on each line of its own list, per perf release
 * (include/pmusched/query.h, pms_perf_lines_line()): the kind of line, the
 * name, the unit and running shape, the metrics in perf's order with their
 * labels and Default group headers, and --metric-only's two rows.  The
 * caller formats; every decision that depends on the perf release is here.
 *
 * Sources (read for facts): tools/perf/util/stat-display.c and
 * util/stat-shadow.c of perf 6.1.176, 6.12.117 and 7.3.4, builtin-stat.c of
 * the same, arch/x86/util/evlist.c 6.12; each rule names its function.
 * Output recorded from the real perf binaries on fake PMUs is in
 * tests/oracle/ (the goldens in tests/golden/ carry the derivations).
 */
#include <stdlib.h>
#include <string.h>
#include "internal.h"
#include "metric_int.h"
#include "pmusched/query.h"
#include "query_lines_int.h"

#define MAX_COLUMNS 8		/* the columns one event adds to --metric-only's rows */
#define LABEL_LEN 128

struct pmsi_pmet {
	struct pms_perf_line_metric m;
	char label[LABEL_LEN];
	char header[96];
};

struct pmsi_pline {
	struct pms_perf_line l;
	char name[256];
	struct pmsi_pmet *met;	/* l.n_metrics of them */
};

struct pmsi_pcells {
	char (*label)[LABEL_LEN];	/* every column's name */
	struct pms_perf_cell *row[2];
	int n[2];
};

static bool ran(const struct pms_sim *s, int i)
{
	const struct pms_ev_result *r = pms_sim_result(s, i);

	return pms_ev_printed_status(r) == PMS_ST_COUNTED;
}

/*
 * The metrics perf prints on list event @k's line, in its order: by
 * line_order, then as listed (the order metricgroup.c's metric_events
 * hold them and perf_stat__print_shadow_stats() walks them).  Up to @max
 * indices into @idx; their count returned.
 */
static int line_order(const struct pms_mlist *l, int k, int *idx, int max)
{
	int n = 0, nm = pms_mlist_n_metrics(l);

	for (int order = 0; n < max; order++) {
		struct pms_mmetric m;
		bool any = false;

		for (int j = 0; j < nm && n < max; j++) {
			if (pms_mlist_metric(l, j, &m) || m.line_event != k)
				continue;
			any |= m.line_order >= order;
			if (m.line_order == order)
				idx[n++] = j;
		}
		if (!any)
			break;
	}
	return n;
}

/* generic_metric()'s column text (util/stat-shadow.c 6.12, 7.3.4): with a
 * ScaleUnit its unit after the number ("100%" -> "%  tma_retiring"), else
 * the metric's name. */
static void metric_label(const struct pms_mmetric *m, char *buf, size_t n)
{
	const char *u = m->scale_unit;

	if (!u[0]) {
		snprintf(buf, n, "%s", m->name);
		return;
	}
	while (*u && strchr("0123456789.eE+-", *u))
		u++;
	snprintf(buf, n, "%s  %s", u, m->name);
}

/*
 * The kind of line (printout(), util/stat-display.c):
 * - perf 6.19 and later (7.3.4), an event of a DefaultShowEvents metric
 *   (PMS_MEVF_SHOW): its count line (abs_printout()), then its metrics as
 *   for any event (perf_stat__print_shadow_stats(), one a line);
 * - a Default metric group's event (6.12 builtin-stat.c
 *   add_default_attributes() marks it default_metricgroup; 7.3.4 the
 *   default set's metrics): no count, its metrics under the group's header
 *   (print_metricgroup_header_std(), then print_metric_std());
 * - any other event: its count line.
 */
static enum pms_perf_line_kind line_kind(const struct pms_mlist *l, int k)
{
	struct pms_mevent me;

	if (k < 0 || pms_mlist_event(l, k, &me))
		return PMS_PLINE_COUNT;
	if (me.flags & PMS_MEVF_SHOW)
		return PMS_PLINE_SHOW;
	if ((me.flags & (PMS_MEVF_SKIPPABLE | PMS_MEVF_DEFAULT)) && (me.flags & PMS_MEVF_METRIC))
		return PMS_PLINE_METRICS;
	return PMS_PLINE_COUNT;
}

/*
 * perf 6.5 to 6.18 on a hybrid: the default set's and -d's events come from
 * ___evlist__add_default_attrs() (arch/x86/util/evlist.c 6.12), one
 * evsel__new() per core PMU with the PMU's type in the config; a legacy
 * hardware event is named "cpu_atom/cycles/" by arch_evsel__hw_name(), a
 * cache event keeps its bare name ("L1-dcache-loads": evsel__is_hybrid() is
 * false for these evsels, so uniquify_event_name() leaves it).  Recorded
 * from perf 6.12.117 (tests/oracle/adl.txt, case "6.12 -d").  perf 6.1
 * prints cpu_atom/L1-dcache-loads/ (same file, case "6.1 -d").  The rule
 * holds where the list's metric tables are 6.12's.
 */
static const char *bare_cache_name(const struct pms_perf_lines *pl, const struct pms_evlist *ev,
				   int i, struct pms_mevent *me)
{
	struct pms_event_info in;
	int k = pl->of[i];

	if (k < 0 || pms_mlist_modelled_version(pl->list) != PMS_KVER(6, 12) ||
	    !pms_model_is_hybrid(pms_evlist_model(ev)) || pms_mlist_event(pl->list, k, me) ||
	    !(me->flags & (PMS_MEVF_DEFAULT | PMS_MEVF_DETAILED)) ||
	    (me->flags & PMS_MEVF_METRIC) || pms_evlist_event(ev, i, &in) ||
	    in.type != PMS_TYPE_HW_CACHE)
		return NULL;
	return me->name;
}

/*
 * The count and running shape (printout(), print_running_csv()/_json(),
 * util/stat-display.c 7.2.13, 7.3.4): an event counts only when it ran
 * and was enabled (pms_ev_printed_status(): "<not counted>" for run or ena
 * 0, in every format); the running share is 100 * run / ena in
 * unsigned 64-bit arithmetic.  The unit is pms_evlist_unit()'s.
 */
static void line_counts(struct pms_perf_line *l, const struct pms_ev_result *r,
			const char *unit)
{
	l->status = pms_ev_printed_status(r);
	l->running_ns = r->running_ns;
	l->enabled_ns = r->enabled_ns;
	l->pcnt_running = 100;
	if (r->running_ns != r->enabled_ns)
		l->pcnt_running = r->enabled_ns ? 100 * r->running_ns / r->enabled_ns : 0;
	l->unit = unit ? unit : "";
}

/*
 * perf_stat__print_metricgroup_header() (util/stat-shadow.c 6.5 and later,
 * 7.3.4 perf_stat__print_shadow_stats_metricgroup()): with more than one
 * core PMU the header names the event's PMU, "TopdownL1 (cpu_core)"; a
 * header equal to the last one printed (same group, same PMU) is not
 * repeated.  @last carries the last header across the lines printed.
 */
struct last_header {
	const char *group, *pmu;
};

static enum pms_perf_header header_of(struct last_header *last, const char *group,
				      const char *pmu)
{
	bool same = last->group && !strcmp(last->group, group) &&
		    (!pmu || (last->pmu && !strcmp(last->pmu, pmu)));

	last->group = group;
	last->pmu = pmu;
	return same ? PMS_PHDR_SAME : PMS_PHDR_NEW;
}

/* The metrics of line @pi (list event @k), with their headers on a METRICS line. */
static int line_metrics(const struct pms_perf_lines *pl, struct pmsi_pline *pi, int k,
			bool no_threshold, struct last_header *last)
{
	int nm = pms_mlist_n_metrics(pl->list), *idx, n;
	const char *group = NULL;

	idx = pmsi_malloc((size_t)(nm ? nm : 1) * sizeof(*idx));
	if (!idx)
		return PMS_ENOMEM;
	n = line_order(pl->list, k, idx, nm);
	pi->met = pmsi_calloc((size_t)(n ? n : 1), sizeof(*pi->met));
	if (!pi->met) {
		pmsi_free(idx);
		return PMS_ENOMEM;
	}
	for (int j = 0; j < n; j++) {
		struct pmsi_pmet *pm = &pi->met[j];
		struct pms_mmetric m;

		pms_mlist_metric(pl->list, idx[j], &m);
		pm->m.sz = sizeof(pm->m);
		pm->m.metric = idx[j];
		metric_label(&m, pm->label, sizeof(pm->label));
		pm->m.label = pm->label;
		pm->m.threshold = pms_mmetric_threshold_prints(&m, no_threshold);
		if (pi->l.kind != PMS_PLINE_METRICS || (group && !strcmp(group, m.group)))
			continue;
		group = m.group;	/* a new group on the line: its header */
		snprintf(pm->header, sizeof(pm->header), pi->l.pmu ? "%s (%s)" : "%s", m.group,
			 pi->l.pmu);
		pm->m.header = pm->header;
		pm->m.header_kind = header_of(last, m.group, pi->l.pmu);
	}
	pi->l.n_metrics = n;
	pmsi_free(idx);
	return PMS_OK;
}

/* Line @i as perf prints it. */
static int one_line(const struct pms_perf_lines *pl, const struct pms_evlist *ev,
		    const struct pms_sim *s, int i, struct last_header *last)
{
	struct pmsi_pline *pi = &pl->line[i];
	const struct pms_ev_result *r = pms_sim_result(s, i);
	int k = pms_perf_lines_list_event(pl, i);
	struct pms_mevent me;
	const char *bare;
	bool no_threshold = pms_mlist_no_threshold(pl->list);

	pi->l.sz = sizeof(pi->l);
	pi->l.hidden = pl->hidden[i];
	pi->l.list_event = k;
	pi->l.name = pi->name;
	pms_sim_event_name(s, ev, i, false, pi->name, sizeof(pi->name));
	if (r)
		line_counts(&pi->l, r, pms_evlist_unit(ev, i));
	if (!pl->modelled)
		return PMS_OK;	/* every event its count line, no metric */
	bare = bare_cache_name(pl, ev, i, &me);
	if (bare) {
		snprintf(pi->name, sizeof(pi->name), "%s", bare);
		pi->l.renamed = true;
	}
	pi->l.kind = line_kind(pl->list, k);
	if (pi->l.kind == PMS_PLINE_METRICS && pms_model_is_hybrid(pms_evlist_model(ev)))
		pi->l.pmu = pms_model_pmu_name(pms_evlist_event_pmu(ev, i));
	/* the default set is parsed with metric_no_threshold (builtin-stat.c
	 * add_default_events() 7.3.4) */
	if (k >= 0 && !pms_mlist_event(pl->list, k, &me) && (me.flags & PMS_MEVF_DEFAULT))
		no_threshold = true;
	if (pi->l.hidden != PMS_PHIDE_NONE || k < 0)
		return PMS_OK;
	return line_metrics(pl, pi, k, no_threshold, last);
}

/*
 * perf 6.1's built-in topdown ratios, by the event whose column carries them
 * (perf_stat__print_shadow_stats(), util/stat-shadow.c 6.1.176); level 2
 * ones need --td-level 2, the default where the CPU has the level 2 events.
 */
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

/* 6.1 (util/stat-shadow.c): the level --topdown prints (2 where the list
 * has the level 2 events, or --td-level's), when full_td() holds: the four
 * level 1 events counted; 0 otherwise. */
static int td61_level(const struct pms_perf_lines *pl, const struct pms_sim *s, int asked)
{
	int level = 1, full = 0;

	for (int k = 0; k < pl->n_list; k++) {
		struct pms_mevent me;

		if (pms_mlist_event(pl->list, k, &me))
			continue;
		level = !strcmp(me.name, "topdown-heavy-ops") ? 2 : level;
		for (size_t t = 0; t < 4; t++)
			full += !strcmp(me.name, td61[t].event) &&
				ran(s, pms_perf_lines_parsed_event(pl, k));
	}
	if (asked)
		level = asked;
	return full == 4 ? level : 0;
}

/* The column names of list event @k into @lab: perf 6.1 its built-in
 * ratios (td61[]); 6.12 and later the metrics on its line, as labelled. */
static int columns(const struct pms_perf_lines *pl, int k, char (*lab)[LABEL_LEN])
{
	struct pms_mevent me;
	int idx[MAX_COLUMNS], n = 0;

	if (pms_mlist_modelled_version(pl->list) < PMS_KVER(6, 12)) {
		if (pms_mlist_event(pl->list, k, &me))
			return 0;
		for (size_t t = 0; t < PMS_ARRAY_SIZE(td61); t++)
			if (!strcmp(me.name, td61[t].event) && td61[t].level <= pl->td_level)
				for (int c = 0; c < 2 && td61[t].col[c]; c++)
					snprintf(lab[n++], LABEL_LEN, "%s", td61[t].col[c]);
		return n;
	}
	n = line_order(pl->list, k, idx, MAX_COLUMNS);
	for (int c = 0; c < n; c++) {
		struct pms_mmetric m;

		pms_mlist_metric(pl->list, idx[c], &m);
		metric_label(&m, lab[c], LABEL_LEN);
	}
	return n;
}

/*
 * --metric-only (--topdown sets it, builtin-stat.c cmd_stat() 6.1 and
 * 6.12): print_metric_headers() writes one row of column names,
 * print_metric_only() one row of values; an event that did not run leaves
 * one empty cell (printout()).
 */
static int metric_only_cells(struct pms_perf_lines *pl, const struct pms_sim *s)
{
	struct pmsi_pcells *c = pmsi_calloc(1, sizeof(*c));
	size_t max = (size_t)pl->n_list * MAX_COLUMNS + 1;

	if (!c)
		return PMS_ENOMEM;
	pl->cells = c;
	c->label = pmsi_calloc(max, sizeof(*c->label));
	c->row[0] = pmsi_calloc(max, sizeof(*c->row[0]));
	c->row[1] = pmsi_calloc(max, sizeof(*c->row[1]));
	if (!c->label || !c->row[0] || !c->row[1])
		return PMS_ENOMEM;
	for (int k = 0, at = 0; k < pl->n_list; k++) {
		int n = columns(pl, k, c->label + at);
		bool value = ran(s, pms_perf_lines_parsed_event(pl, k));

		for (int j = 0; j < n; j++) {
			c->row[0][c->n[0]++] = (struct pms_perf_cell){
				sizeof(struct pms_perf_cell), c->label[at + j], k };
			if (value)
				c->row[1][c->n[1]++] = c->row[0][c->n[0] - 1];
		}
		if (!value)
			c->row[1][c->n[1]++] = (struct pms_perf_cell){
				sizeof(struct pms_perf_cell), NULL, k };
		at += n;
	}
	return PMS_OK;
}

int pmsi_lines_out(struct pms_perf_lines *pl, const struct pms_evlist *ev,
		   const struct pms_sim *s)
{
	struct last_header last = { NULL, NULL };

	pl->line = pmsi_calloc((size_t)(pl->n_ev ? pl->n_ev : 1), sizeof(*pl->line));
	if (!pl->line)
		return PMS_ENOMEM;
	for (int i = 0; i < pl->n_ev; i++)
		if (one_line(pl, ev, s, i, &last))
			return PMS_ENOMEM;
	if (!pl->modelled || !pms_mlist_metric_only(pl->list))
		return PMS_OK;
	if (pms_mlist_modelled_version(pl->list) < PMS_KVER(6, 12))
		pl->td_level = td61_level(pl, s, pl->list->td_level);
	return metric_only_cells(pl, s);
}

void pmsi_lines_out_free(struct pms_perf_lines *pl)
{
	for (int i = 0; pl->line && i < pl->n_ev; i++)
		pmsi_free(pl->line[i].met);
	pmsi_free(pl->line);
	if (pl->cells) {
		pmsi_free(pl->cells->label);
		pmsi_free(pl->cells->row[0]);
		pmsi_free(pl->cells->row[1]);
		pmsi_free(pl->cells);
	}
}

/* Fill the caller's @out from @src under the size rule (pmsi_sz_give()). */
static int give(void *out, const void *src, size_t size, const char *what)
{
	int rc = pmsi_sz_out(out, what, NULL);

	if (!rc)
		pmsi_sz_give(out, src, size);
	return rc;
}

PMS_API int pms_perf_lines_line(const struct pms_perf_lines *pl, int i, struct pms_perf_line *out)
{
	if (!pl || !out)
		return PMS_EINVAL;
	if (i < 0 || i >= pl->n_ev)
		return PMS_ERANGE;
	return give(out, &pl->line[i].l, sizeof(*out), "struct pms_perf_line");
}

PMS_API int pms_perf_lines_metric(const struct pms_perf_lines *pl, int i, int j,
				  struct pms_perf_line_metric *out)
{
	if (!pl || !out)
		return PMS_EINVAL;
	if (i < 0 || i >= pl->n_ev || j < 0 || j >= pl->line[i].l.n_metrics)
		return PMS_ERANGE;
	return give(out, &pl->line[i].met[j].m, sizeof(*out), "struct pms_perf_line_metric");
}

PMS_API int pms_perf_lines_info(const struct pms_perf_lines *pl, struct pms_perf_lines_info *out)
{
	struct pms_perf_lines_info in = { .sz = sizeof(in) };

	if (!pl || !out)
		return PMS_EINVAL;
	in.matched = pl->first >= 0;
	in.modelled = pl->modelled;
	in.metric_only = pl->modelled && pms_mlist_metric_only(pl->list);
	/* 6.12 print_metric_headers_std() starts with a space; 6.1's
	 * print_metric_headers() has no prefix outside -I */
	in.header_blank = in.metric_only &&
			  pms_mlist_modelled_version(pl->list) >= PMS_KVER(6, 12);
	in.td_level = pl->td_level;
	if (pl->cells) {
		in.n_cells[0] = pl->cells->n[0];
		in.n_cells[1] = pl->cells->n[1];
	}
	return give(out, &in, sizeof(in), "struct pms_perf_lines_info");
}

PMS_API int pms_perf_lines_cell(const struct pms_perf_lines *pl, int row, int c,
				struct pms_perf_cell *out)
{
	if (!pl || !out)
		return PMS_EINVAL;
	if (!pl->cells || row < 0 || row > 1 || c < 0 || c >= pl->cells->n[row])
		return PMS_ERANGE;
	return give(out, &pl->cells->row[row][c], sizeof(*out), "struct pms_perf_cell");
}
