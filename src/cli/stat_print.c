/*
 * perf stat's lines, byte for byte: printout(), abs_printout(),
 * aggr_printout(), print_noise(), print_running() and the print_metric_*()
 * and new_line_*() callbacks of tools/perf/util/stat-display.c (6.1), for
 * the human table, CSV (-x SEP) and JSON, aggregated or per CPU (-A).
 *
 * The human table keeps perf's trailing blanks.  Numbers use the caller's
 * locale (perf calls setlocale(LC_ALL, "")); the human table groups
 * thousands with it ("%'"), CSV does not, as perf turns big_num off there.
 * --predict and --mux-error (the bound of a multiplexed count) add
 * pmusched's own fields after perf's.
 */
#include <ctype.h>
#include <inttypes.h>
#include <math.h>
#include <string.h>
#include "stat.h"


static bool counted(const struct stat_val *v)
{
	return v->c.status == PMS_COUNT_COUNTED && v->c.running && v->c.enabled;
}

/* aggr_printout(): "{" for JSON lines outside -I, then the CPU under -A */
static void aggr_printout(struct stat_printer *p, const struct stat_val *v)
{
	if (p->fmt == STAT_JSON && !p->interval)
		fputc('{', p->f);
	if (!p->no_aggr || v->cpu < 0)
		return;
	if (p->fmt == STAT_JSON)
		fprintf(p->f, "\"cpu\" : \"%d\", ", v->cpu);
	else
		fprintf(p->f, "CPU%*d%s", p->fmt == STAT_CSV ? 0 : -7, v->cpu, p->sep);
}

static void print_noise(struct stat_printer *p, const struct stat_val *v)
{
	if (p->run_count == 1)
		return;
	if (p->fmt == STAT_JSON)
		fprintf(p->f, "\"variance\" : %.2f, ", v->noise_pct);
	else if (p->fmt == STAT_CSV)
		fprintf(p->f, "%s%.2f%%", p->sep, v->noise_pct);
	else if (v->noise_pct)
		fprintf(p->f, "  ( +-%6.2f%% )", v->noise_pct);
}

static void print_running(struct stat_printer *p, uint64_t run, uint64_t ena)
{
	double pct = 100;

	if (run != ena)
		pct = (double)(100 * run / ena);	/* perf divides in integers here */
	if (p->fmt == STAT_JSON)
		fprintf(p->f, "\"event-runtime\" : %" PRIu64 ", \"pcnt-running\" : %.2f, ", run, pct);
	else if (p->fmt == STAT_CSV)
		fprintf(p->f, "%s%" PRIu64 "%s%.2f", p->sep, run, p->sep, pct);
	else if (run != ena)
		fprintf(p->f, "  (%.2f%%)", 100.0 * (double)run / (double)ena);
}

/* new_line_std/csv/json(): a second metric on a line of its own */
static void new_line(struct stat_printer *p, const struct stat_val *v)
{
	fputc('\n', p->f);
	if (p->interval)
		fputs(p->prefix, p->f);
	aggr_printout(p, v);
	if (p->fmt == STAT_CSV) {
		for (int i = 0; i < 3 + (p->no_aggr ? 1 : 0); i++)
			fputs(p->sep, p->f);
	} else if (p->fmt == STAT_HUMAN) {
		fprintf(p->f, "%s%49s", p->no_aggr ? "        " : "", "");
	}
}

void stat_style_init(struct cli *cli, struct stat_printer *p, uint32_t perf_version)
{
	char v[32];

	pms_stat_style(perf_version, &p->style);
	/* the name's and metric column's widths of the release (text: no refusal) */
	p->text.sz = sizeof(p->text);
	(void)pms_perf_interval_info(perf_version, PMS_PIFORM_TEXT, 0, &p->text);
	if (p->style.modelled)
		return;
	pms_kver_format(perf_version, v, sizeof(v));
	cli_warn(cli, "perf %s's stat lines are modelled in part: perf 6.1's layout with the "
		 "JSON metric-value and unit-less metric of %s; not its metric thresholds (6.13) "
		 "nor the 6.19 layout", v, v);
}

/*
 * pmusched's --mux-error fields of a metric: where its true value lies, at
 * the confidence (pms_muxerr_stat_metric()).  Text: percent of the value
 * ("metric [-a%, +b%]"), or the two ends where the value is not positive;
 * CSV: low, high, MUX-UNBOUNDED (empty fields without a bound).  JSON
 * prints them in the metric's object (print_metric_v()).  MUX-UNRELIABLE
 * when the metric's interval is wider than the threshold, as a count's
 * (the third CSV field, after the text's interval, "metric-unreliable" in
 * JSON).
 */
static void print_mci(struct stat_printer *p, const struct stat_mci *ci)
{
	if (!p->mux_error)
		return;
	if (p->fmt == STAT_CSV) {
		if (!ci || !ci->has)
			fprintf(p->f, "%s%s%s", p->sep, p->sep, p->sep);
		else if (ci->unbounded)
			fprintf(p->f, "%s%s%sMUX-UNBOUNDED", p->sep, p->sep, p->sep);
		else
			fprintf(p->f, "%s%f%s%f%s%s", p->sep, ci->low, p->sep, ci->high, p->sep,
				ci->unreliable ? "MUX-UNRELIABLE" : "");
		return;
	}
	if (p->fmt != STAT_HUMAN || !ci || !ci->has)
		return;
	if (ci->unbounded)
		fputs("  metric unbounded MUX-UNBOUNDED", p->f);
	else if (ci->value > 0 && ci->low >= 0 && isfinite(ci->value))
		fprintf(p->f, "  metric [-%.2f%%, +%.2f%%]", 100 * (ci->value - ci->low) / ci->value,
			100 * (ci->high - ci->value) / ci->value);
	else
		fprintf(p->f, "  metric [%.4g, %.4g]", ci->low, ci->high);
	if (!ci->unbounded && ci->unreliable)
		fputs(" MUX-UNRELIABLE", p->f);
}

static void json_mci(struct stat_printer *p, const struct stat_mci *ci)
{
	if (!p->mux_error || !ci || !ci->has)
		return;
	if (ci->unbounded)
		fputs("\"metric-ci-low\" : null, \"metric-ci-high\" : null, "
		      "\"metric-unbounded\" : true, ", p->f);
	else
		fprintf(p->f, "\"metric-ci-low\" : %f, \"metric-ci-high\" : %f, %s", ci->low,
			ci->high, ci->unreliable ? "\"metric-unreliable\" : true, " : "");
}

/* print_metric_std/csv/json(); @fmt or @unit NULL: no metric at all.  @ci:
 * the metric's bound, printed here in JSON (and, with @ci_here, after the
 * metric in text and CSV: a metric on a line of its own) */
static void print_metric_v(struct stat_printer *p, const char *fmt, double value,
			   const char *unit, const struct stat_mci *ci, bool ci_here)
{
	char buf[64], *vals, *end;
	int n;

	if (p->fmt == STAT_JSON) {
		/* 6.13 (e1cc918b6cfd): no unit, neither field */
		if (!unit && p->style.json_drop_unitless) {
			fputc('}', p->f);
			return;
		}
		if (fmt && unit)
			json_mci(p, ci);
		/* a NULL unit prints as glibc prints it: "(null)"; 6.4 on quote
		 * the value (2a939c869503), see pms_stat_style() */
		fprintf(p->f, p->style.json_metric_string ?
			"\"metric-value\" : \"%f\", \"metric-unit\" : \"%s\"}" :
			"\"metric-value\" : %f, \"metric-unit\" : \"%s\"}",
			fmt ? value : 0.0, unit ? unit : "(null)");
		return;
	}
	if (p->fmt == STAT_CSV) {
		if (!unit || !fmt) {
			fprintf(p->f, "%s%s", p->sep, p->sep);
		} else {
			snprintf(buf, sizeof(buf), fmt, value);
			for (vals = buf; *vals == ' '; vals++)
				;
			for (end = vals; isdigit((unsigned char)*end) || *end == '.'; end++)
				;
			*end = '\0';
			fprintf(p->f, "%s%s%s%s", p->sep, vals, p->sep, unit + strspn(unit, " "));
		}
		if (ci_here)
			print_mci(p, fmt && unit ? ci : NULL);
		return;
	}
	if (!unit || !fmt) {
		fprintf(p->f, "%-*s", p->text.metric_len, "");
		return;
	}
	n = fprintf(p->f, " # ");
	n += fprintf(p->f, fmt, value);
	fprintf(p->f, " %-*s", p->text.metric_len - n - 1, unit);
	if (ci_here)
		print_mci(p, ci);
}

static void print_metric(struct stat_printer *p, const struct pms_stat_metric *m,
			 const struct stat_mci *ci, bool ci_here)
{
	bool on = m && m->present;

	print_metric_v(p, on ? m->fmt : NULL, on ? m->value : 0, on ? m->unit : NULL, ci, ci_here);
}

static void print_extra(struct stat_printer *p, const struct stat_metric *m, bool ci_here)
{
	print_metric_v(p, m->present ? m->fmt : NULL, m->value, m->present ? m->unit : NULL,
		       &m->ci, ci_here);
}

/* pmusched's --predict fields, after perf's */
static void print_prediction(struct stat_printer *p, const struct stat_val *v)
{
	if (!p->predict || !v->has_pred)
		return;
	if (p->fmt == STAT_JSON) {
		if (v->pred_pct < 0) {
			fputs("\"pcnt-predicted\" : \"<not supported>\", ", p->f);
		} else {
			fprintf(p->f, "\"pcnt-predicted\" : %.2f, \"prediction-note\" : ", v->pred_pct);
			json_str(p->f, v->pred_flag);
			fputs(", ", p->f);
		}
	} else if (p->fmt == STAT_CSV) {
		if (v->pred_pct < 0)
			fprintf(p->f, "%s<not supported>%s", p->sep, p->sep);
		else
			fprintf(p->f, "%s%.2f%s%s", p->sep, v->pred_pct, p->sep, v->pred_flag);
	} else if (v->pred_pct < 0) {
		fputs("  [predicted <not supported>]", p->f);
	} else {
		fprintf(p->f, "  [predicted %.2f%%%s%s]", v->pred_pct, v->pred_flag[0] ? ": " : "",
			v->pred_flag);
	}
}

/*
 * pmusched's --mux-error fields: the interval of the true count at the
 * confidence, beside perf's percentage (text: percent of the count; CSV
 * and JSON: in the count's unit), and MUX-UNRELIABLE past the threshold.
 * CSV lines without a bound keep the columns, empty.
 */
static void print_bound(struct stat_printer *p, const struct stat_ev *ev, const struct stat_val *v)
{
	double sc = ev->is_clock ? 1e-6 : 1, lo = v->ci_low * sc, hi = v->ci_high * sc;
	const char *flag = v->ci_unreliable ? "MUX-UNRELIABLE" : "";

	if (!p->mux_error)
		return;
	if (p->fmt == STAT_CSV) {
		if (!v->has_ci)
			fprintf(p->f, "%s%s%s", p->sep, p->sep, p->sep);
		else if (v->ci_unbounded)	/* no high end: the field stays empty */
			fprintf(p->f, ev->is_clock ? "%s%.2f%s%sMUX-UNBOUNDED" : "%s%.0f%s%sMUX-UNBOUNDED",
				p->sep, lo, p->sep, p->sep);
		else
			fprintf(p->f, ev->is_clock ? "%s%.2f%s%.2f%s%s" : "%s%.0f%s%.0f%s%s", p->sep, lo,
				p->sep, hi, p->sep, flag);
		return;
	}
	if (!v->has_ci)
		return;
	if (p->fmt == STAT_JSON && v->ci_unbounded) {
		fprintf(p->f, "\"ci-low\" : %f, \"ci-high\" : null, \"confidence\" : %.4g, "
			"\"mux-unreliable\" : true, \"mux-unbounded\" : true, ", lo, p->confidence);
		return;
	}
	if (v->ci_unbounded) {
		fprintf(p->f, "  [-%.2f%%, unbounded] MUX-UNBOUNDED", v->ci_minus);
		return;
	}
	if (p->fmt == STAT_JSON) {
		fprintf(p->f, "\"ci-low\" : %f, \"ci-high\" : %f, \"confidence\" : %.4g, "
			"\"mux-unreliable\" : %s, ", lo, hi, p->confidence,
			v->ci_unreliable ? "true" : "false");
		return;
	}
	if (v->value > 0)
		fprintf(p->f, "  [-%.2f%%, +%.2f%%]", v->ci_minus, v->ci_plus);
	else
		fprintf(p->f, ev->is_clock ? "  [%.2f, %.2f]" : "  [%.0f, %.0f]", lo, hi);
	if (v->ci_unreliable)
		fprintf(p->f, " %s", flag);
}

static void json_text(struct stat_printer *p, const char *key, const char *s)
{
	fprintf(p->f, "\"%s\" : ", key);
	json_str(p->f, s);
	fputs(", ", p->f);
}

static void not_counted(struct stat_printer *p, const struct stat_ev *ev, const struct stat_val *v)
{
	const char *label = v->c.status == PMS_COUNT_NOT_SUPPORTED ? "<not supported>" :
			    "<not counted>";
	const char *unit = ev->is_clock ? "msec" : "";

	aggr_printout(p, v);
	if (v->c.status != PMS_COUNT_NOT_SUPPORTED)
		p->free_counters_hint = true;
	if (p->fmt == STAT_JSON) {
		json_text(p, "counter-value", label);
		json_text(p, "unit", unit);
		json_text(p, "event", ev->name);
	} else {
		fprintf(p->f, "%*s%s", p->fmt == STAT_CSV ? 0 : 18, label, p->sep);
		fprintf(p->f, "%-*s%s", p->fmt == STAT_CSV ? 0 : p->unit_width, unit, p->sep);
		fprintf(p->f, "%*s", p->fmt == STAT_CSV ? 0 : -p->text.name_len_uncounted, ev->name);
	}
	if (p->fmt == STAT_HUMAN)
		print_metric(p, NULL, NULL, false);
	print_noise(p, v);
	print_running(p, v->c.running, v->c.enabled);
	if (p->fmt == STAT_CSV) {
		print_metric(p, NULL, NULL, false);
		print_prediction(p, v);
		print_bound(p, ev, v);
		print_mci(p, NULL);
	} else if (p->fmt == STAT_JSON) {
		struct pms_stat_metric blank = { .present = true, .fmt = NULL };

		print_prediction(p, v);
		print_metric(p, &blank, NULL, false);	/* "metric-unit" : "" */
	} else {
		print_prediction(p, v);
	}
}

void stat_print_event(struct stat_printer *p, const struct stat_ev *ev, const struct stat_val *v,
		      const struct pms_stat_metric m[2])
{
	stat_print_event_metrics(p, ev, v, m, NULL, NULL, 0);
}

void stat_print_event_metrics(struct stat_printer *p, const struct stat_ev *ev,
			      const struct stat_val *v, const struct pms_stat_metric m[2],
			      const struct stat_mci mci[2], const struct stat_metric *extra,
			      int n_extra)
{
	const struct stat_mci *first = NULL;	/* the bound of the line's own metric */
	double uval = ev->is_clock ? v->value / 1e6 : v->value;
	const char *unit = ev->is_clock ? "msec" : "";
	int k = 0;

	if (p->interval)
		fputs(p->prefix, p->f);
	if (!counted(v)) {
		not_counted(p, ev, v);
		fputc('\n', p->f);
		return;
	}
	/* abs_printout() */
	aggr_printout(p, v);
	if (p->fmt == STAT_JSON) {
		fprintf(p->f, "\"counter-value\" : \"%f\", ", uval);
		json_text(p, "unit", unit);
		json_text(p, "event", ev->name);
		print_noise(p, v);
		print_running(p, v->c.running, v->c.enabled);
		print_prediction(p, v);
		print_bound(p, ev, v);
	} else {
		if (p->fmt == STAT_CSV)
			fprintf(p->f, ev->is_clock ? "%.2f%s" : "%.0f%s", uval, p->sep);
		else
			fprintf(p->f, ev->is_clock ? "%'18.2f%s" : "%'18.0f%s", uval, p->sep);
		fprintf(p->f, "%-*s%s", p->fmt == STAT_CSV ? 0 : p->unit_width, unit, p->sep);
		fprintf(p->f, "%-*s", p->fmt == STAT_CSV ? 0 : p->text.name_len, ev->name);
		if (p->fmt == STAT_CSV) {
			print_noise(p, v);
			print_running(p, v->c.running, v->c.enabled);
		}
	}
	if (m[0].present || !n_extra) {
		first = m[0].present && mci ? &mci[0] : NULL;
		print_metric(p, m[0].present ? &m[0] : NULL, first, false);
	} else {
		first = &extra[k].ci;
		print_extra(p, &extra[k++], false);
	}
	if (m[1].present) {
		new_line(p, v);
		print_metric(p, &m[1], mci ? &mci[1] : NULL, true);
	}
	for (; k < n_extra; k++) {
		new_line(p, v);
		print_extra(p, &extra[k], true);
	}
	if (p->fmt == STAT_HUMAN) {
		print_noise(p, v);
		print_running(p, v->c.running, v->c.enabled);
		print_bound(p, ev, v);
		print_mci(p, first);
	}
	if (p->fmt != STAT_JSON)
		print_prediction(p, v);
	if (p->fmt == STAT_CSV) {
		print_bound(p, ev, v);
		print_mci(p, first);
	}
	fputc('\n', p->f);
}

/*
 * A Default metric group event's line (perf 6.12 printout(), human output):
 * no count; each group's name (print_metricgroup_header_std(): ' %32s',
 * padded to 49), then its metrics one a line; the running share at the end.
 */
void stat_print_group_metrics(struct stat_printer *p, const struct stat_val *v,
			      const struct stat_metric *m, int n)
{
	const char *group = NULL;

	if (p->interval)
		fputs(p->prefix, p->f);
	aggr_printout(p, v);
	for (int k = 0; k < n; k++) {
		if (!group || strcmp(group, m[k].group)) {
			int w;

			if (group) {	/* __new_line_std_csv(): no indent before a header */
				fputc('\n', p->f);
				if (p->interval)
					fputs(p->prefix, p->f);
				aggr_printout(p, v);
			}
			w = fprintf(p->f, " %*s", 32, m[k].group);
			fprintf(p->f, "%*s", 50 - w - 1, "");
			group = m[k].group;
		} else {
			new_line(p, v);
		}
		print_extra(p, &m[k], true);
	}
	print_running(p, v->c.running, v->c.enabled);
	print_prediction(p, v);
	fputc('\n', p->f);
}

/* print_interval()'s header: the first interval and every 25th after it */
void stat_print_interval_header(struct stat_printer *p)
{
	if (p->n_headers++ % 25 || p->fmt != STAT_HUMAN)
		return;
	if (p->no_aggr)
		fprintf(p->f, "#           time CPU                    counts %*s events\n",
			p->unit_width, "unit");
	else
		fprintf(p->f, "#           time             counts %*s events\n", p->unit_width,
			"unit");
}

void stat_set_interval(struct stat_printer *p, double ts)
{
	unsigned long sec = (unsigned long)ts;
	/* to the nearest ns: the stamp came as whole ns (perf prints tv_sec.tv_nsec), and
	 * truncating its double printed 1.001089747 as 1.001089746 */
	unsigned long nsec = (unsigned long)((ts - (double)sec) * 1e9 + 0.5);

	if (nsec > 999999999) {
		sec++;
		nsec -= 1000000000;
	}
	p->interval = true;
	if (p->fmt == STAT_JSON)
		snprintf(p->prefix, sizeof(p->prefix), "{\"interval\" : %lu.%09lu, ", sec, nsec);
	else
		snprintf(p->prefix, sizeof(p->prefix), "%6lu.%09lu%s", sec, nsec, p->sep);
}
