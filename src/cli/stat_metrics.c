/*
 * stat -M and -d: the list perf stat builds (pms_mlist_build(), through
 * perf_list_opts.c), and the metric values printed in perf's metric
 * column.  The values are the library's (pms_mlist_metric_value(), perf's
 * generic_metric(), util/stat-shadow.c); the layout is that of
 * perf_stat__print_shadow_stats() in 6.1 and 6.12 alike: the built-in
 * metric of the line first, then each -M metric of that line, a new line
 * before every one but the first printed, an empty column when none.
 * perf 6.12's Default metric group prints differently: stat_default_line().
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "stat.h"

#define MAX_LINE_METRICS 64

uint32_t stat_parse_perf(struct cli *cli, const struct stat_opts *o)
{
	return o->replay ? o->perf_version : cli_host_perf_version(cli);
}

/*
 * The query with stat's conditions: the options', this host's perf, and a
 * live run's sysfs under the model the options chose (--cpu MODEL), or
 * none when this host's CPU is not known (pms_query_set_host_generic()).
 */
static int stat_query(struct cli *cli, struct stat_opts *o, struct pms_query **q)
{
	struct pms_sim_opts so = { .sz = sizeof(so) };
	struct pms_diag d;
	int rc;

	cli_sim_opts(&o->common, &so);
	so.perf_version = stat_parse_perf(cli, o);
	so.system_wide = o->all_cpus || o->cpu_list != NULL;
	rc = plist_query(cli, &o->plist, &o->common, &so, q);
	if (!rc && o->plist.host) {
		o->list_host = malloc(sizeof(*o->list_host));
		if (!o->list_host) {
			cli_error(cli, "out of memory");
			rc = EXIT_FAIL;
		} else {
			*o->list_host = *o->plist.host;
			o->list_host->model = o->common.model;
			pms_diag_clear(&d);
			if (pms_query_set_host_generic(*q, o->list_host, &d) != PMS_OK) {
				cli_print_diag(cli, NULL, &d);
				rc = cli_exit_for(d.code);
			}
		}
	}
	/* -x: metric_no_threshold at perf 6.13+ is the library's rule */
	if (!rc && o->sep && pms_query_set(*q, "output", "csv", &d) != PMS_OK)
		rc = cli_exit_for(d.code);
	return rc;
}

int stat_build_list(struct cli *cli, struct stat_opts *o)
{
	struct pms_query_ask ask = { .sz = sizeof(ask) };
	struct pms_query *q = NULL;
	const struct pms_mlist *ml;
	struct pms_diag d;
	int rc;

	rc = cli_common_finish(cli, &o->common, plist_asked(&o->plist) || o->common.model);
	if (rc)
		return rc;
	/* a live run is perf on this host: its sysfs decides the stalled-cycles
	 * and TopDown events (perf_pmus__have_event(), builtin-stat.c
	 * add_default_attributes()), and the installed perf's version the
	 * list; a replay keeps the model and the kernel */
	o->plist.host = o->replay ? NULL : cli_host(cli);
	/* the list perf builds and its parse are the query's, as predict's
	 * (pms_query_events(): perf's order from 6.15, pms_mlist_parse_flags()),
	 * with or without a model (the generic events alone) */
	rc = stat_query(cli, o, &q);
	if (rc) {
		pms_query_free(q);
		return rc;
	}
	ask.kind = PMS_ANSWER_EVENTS;
	ask.events = o->events;
	ask.flags = PMS_ASK_PARTIAL;
	pms_diag_clear(&d);
	rc = pms_query_ask(q, &ask, &o->list_answer, &d);
	pms_query_free(q);
	ml = pms_answer_mlist(o->list_answer);
	o->plist.list = (struct pms_mlist *)(uintptr_t)ml;
	/* what perf says while building ("Not grouping metric ...") */
	for (int k = 0; ml && k < pms_mlist_n_warnings(ml); k++)
		cli_warn(cli, "perf: %s", pms_mlist_warning(ml, k));
	if (!rc) {
		o->events = pms_answer_list(o->list_answer);
		return EXIT_OK;
	}
	if (ask.failed == PMS_STEP_LIST)
		return plist_build_error(cli, &o->plist, rc, &d);
	cli_print_diag(cli, ask.failed == PMS_STEP_EVENTS && d.pos != PMS_NOPOS ?
		       pms_answer_list(o->list_answer) : NULL, &d);
	if (!o->common.model && rc == PMS_ENOEVENT)
		cli_hint(cli, "this host's CPU model is not known, so only generic, cache, software "
			 "and raw events work; name a model with --cpu MODEL for its events");
	return cli_exit_for(rc);
}

bool stat_match_list(struct stat_ctx *s)
{
	struct plist_args *p = &s->o->plist;
	int n = p->list ? pms_mlist_n_events(p->list) : 0, first = s->n - n;

	p->first = -1;
	if (!p->list || first < 0)
		return false;
	for (int k = 0; k < n; k++) {
		struct pms_mevent me;

		if (pms_mlist_event(p->list, k, &me) || strcmp(me.name, s->ev[first + k].name))
			return false;
	}
	p->first = first;
	return true;
}

/* perf's view of each event of the list: the printed count and its state. */
static void counts_of(const struct stat_ctx *s, const struct stat_val *vals,
		      struct pms_mcount *c, int n)
{
	for (int k = 0; k < n; k++) {
		const struct stat_val *v = &vals[s->o->plist.first + k];

		c[k].value = v->value;
		c[k].supported = v->c.status != PMS_COUNT_NOT_SUPPORTED;
		c[k].counted = v->c.status == PMS_COUNT_COUNTED && v->c.running && v->c.enabled;
		c[k].multiplexed = c[k].counted && v->c.running < v->c.enabled;
	}
}

/* Metric @j, with its bound when the report has an estimate (--mux-error). */
static int metric_value(const struct stat_ctx *s, int j, const struct pms_mcount *counts,
			const int *series, int n_ev, const struct pms_mtimes *t,
			struct pms_mvalue *mv, struct stat_mci *ci)
{
	const struct plist_args *p = &s->o->plist;
	struct pms_muxerr_metric b = { .sz = sizeof(b) };

	memset(ci, 0, sizeof(*ci));
	if (!s->mx || pms_muxerr_mlist_metric(s->mx, s->mx_k, p->list, j, counts, series, n_ev,
					      t, mv, &b) != PMS_OK)
		return pms_mlist_metric_value(p->list, j, counts, n_ev, t, mv, NULL);
	ci->has = b.bounded && isfinite(b.value);
	ci->unbounded = b.unbounded;
	ci->unreliable = b.unreliable;
	ci->low = b.low;
	ci->high = b.high;
	ci->value = b.value;
	return PMS_OK;
}

int stat_line_metrics(struct stat_ctx *s, const struct stat_val *vals, int i,
		      struct stat_metric *out, int cap)
{
	const struct plist_args *p = &s->o->plist;
	struct pms_mtimes t = { .duration_ns = s->pr.walltime_ns };
	static struct pms_mcount counts[PMS_MLIST_MAX_EVENTS];
	static int series[PMS_MLIST_MAX_EVENTS];
	static struct pms_mvalue mv[MAX_LINE_METRICS];
	int n_ev, got = 0, line;

	if (!p->list || p->first < 0 || i < p->first)
		return 0;
	line = i - p->first;
	n_ev = pms_mlist_n_events(p->list);
	/* a report prints its lines in order: the counts once, at the list's first */
	if (line == 0) {
		counts_of(s, vals, counts, n_ev);
		for (int k = 0; k < n_ev; k++)
			series[k] = s->mx_series ? s->mx_series[p->first + k] : -1;
	}
	/* in line order: metric j's place among those of its line */
	for (int order = 0; got < cap && got < MAX_LINE_METRICS; order++) {
		bool any = false;

		for (int j = 0; j < pms_mlist_n_metrics(p->list); j++) {
			struct pms_mmetric m;

			if (pms_mlist_metric(p->list, j, &m) || m.line_event != line)
				continue;
			any |= m.line_order >= order;
			if (m.line_order != order)
				continue;
			memset(&out[got], 0, sizeof(out[got]));
			if (metric_value(s, j, counts, series, n_ev, &t, &mv[got], &out[got].ci) ==
			    PMS_OK && mv[got].printed) {
				out[got].present = true;
				out[got].fmt = mv[got].fmt;
				out[got].value = mv[got].value;
				snprintf(out[got].unit, sizeof(out[got].unit), "%s", mv[got].label);
			}
			out[got].group = m.group;
			got++;
		}
		if (!any)
			break;
	}
	return got;
}

/*
 * perf_stat__skip_metric_event() (util/stat-shadow.c 6.12): an event of
 * the Default metric group that did not run, or carries no metric, gets
 * no line; the one its metrics are filed under prints them under the
 * group's name (printout(), util/stat-display.c).
 */
enum stat_line stat_default_line(const struct stat_ctx *s, const struct stat_val *vals, int i)
{
	const struct plist_args *p = &s->o->plist;
	const struct stat_val *v = &vals[i];
	struct pms_mevent me;
	int k = i - p->first;

	if (!p->list || p->first < 0 || k < 0 || k >= pms_mlist_n_events(p->list) ||
	    pms_mlist_event(p->list, k, &me) || !(me.flags & PMS_MEVF_SKIPPABLE))
		return STAT_LINE;
	if (v->c.status != PMS_COUNT_COUNTED || !v->c.running || !v->c.enabled)
		return STAT_LINE_HIDDEN;
	for (int j = 0; j < pms_mlist_n_metrics(p->list); j++) {
		struct pms_mmetric m;

		if (!pms_mlist_metric(p->list, j, &m) && m.line_event == k)
			return STAT_LINE_GROUP;
	}
	return STAT_LINE_HIDDEN;
}

/*
 * --replay and --mux-error with -M: whether each TopDown tree of the list
 * adds up (pms_muxerr_mlist_trees(): parent less its children, with the
 * interval of all their errors taken jointly), after the run's lines.
 */
void stat_print_trees(struct stat_ctx *s, const struct stat_val *vals)
{
	const struct plist_args *p = &s->o->plist;
	struct pms_mtimes t = { .duration_ns = s->pr.walltime_ns };
	static struct pms_mcount counts[PMS_MLIST_MAX_EVENTS];
	static int series[PMS_MLIST_MAX_EVENTS];
	struct pms_muxerr_tree tr[32];
	FILE *f = s->pr.f;
	int n_ev, n = 0;

	if (!s->mx || !s->mx_series || !p->list || p->first < 0)
		return;
	n_ev = pms_mlist_n_events(p->list);
	counts_of(s, vals, counts, n_ev);
	for (int k = 0; k < n_ev; k++)
		series[k] = s->mx_series[p->first + k];
	for (int k = 0; k < 32; k++)
		tr[k].sz = sizeof(tr[k]);
	if (pms_muxerr_mlist_trees(s->mx, s->mx_k, p->list, counts, series, n_ev, &t, tr, 32, &n))
		return;
	for (int k = 0; k < n; k++) {
		const struct pms_muxerr_tree *x = &tr[k];
		struct pms_mmetric mm = { .name = "the slots" };
		const char *flag = x->adds_up ? "ADDS-UP" : "TOPDOWN-SUM-MISMATCH";
		/* 0 to the rounding prints as 0, not -0.00 */
		double dv = fabs(x->diff.value) <= 1e-9 * fabs(x->parent_value) ? 0 : x->diff.value;

		if (x->parent >= 0)
			pms_mlist_metric(p->list, x->parent, &mm);
		if (s->pr.fmt == STAT_JSON) {
			fputs("{\"topdown-tree\" : ", f);
			json_str(f, mm.name);
			fputs(", \"children\" : [", f);
		} else if (s->pr.fmt == STAT_CSV) {
			fprintf(f, "topdown-tree%s%s%s", s->pr.sep, mm.name, s->pr.sep);
		} else {
			fprintf(f, " TopDown: %s (%.2f) - (", mm.name, x->parent_value);
		}
		for (int c = 0; c < x->n_children; c++) {
			struct pms_mmetric cm;

			if (pms_mlist_metric(p->list, x->children[c], &cm))
				continue;
			if (s->pr.fmt == STAT_JSON) {
				fputs(c ? ", " : "", f);
				json_str(f, cm.name);
			} else {
				fprintf(f, "%s%s", c ? " + " : "", cm.name);
			}
		}
		if (s->pr.fmt == STAT_JSON) {
			fprintf(f, "], \"difference\" : %f, ", dv);
			if (x->diff.bounded && !x->diff.unbounded)
				fprintf(f, "\"ci-low\" : %f, \"ci-high\" : %f, ", x->diff.low,
					x->diff.high);
			fprintf(f, "\"adds-up\" : %s}\n", x->adds_up ? "true" : "false");
		} else if (s->pr.fmt == STAT_CSV) {
			fprintf(f, "%s%f%s", s->pr.sep, dv, s->pr.sep);
			if (x->diff.bounded && !x->diff.unbounded)
				fprintf(f, "%f%s%f", x->diff.low, s->pr.sep, x->diff.high);
			else
				fputs(s->pr.sep, f);
			fprintf(f, "%s%s\n", s->pr.sep, flag);
		} else {
			fprintf(f, ") = %.2f", dv);
			if (x->diff.unbounded)
				fputs(" unbounded", f);
			else if (x->diff.bounded)
				fprintf(f, " [%.2f, %.2f]", x->diff.low, x->diff.high);
			fprintf(f, ": %s\n", x->adds_up ? "adds up" : "TOPDOWN-SUM-MISMATCH, "
				"the children do not add up to their parent");
		}
	}
}
