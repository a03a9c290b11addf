/*
 * The metric perf 6.1 and 6.12 end an event's line with, in perf's three
 * forms.  Which metric a line has is the library's (pms_perf_interval_line():
 * perf_stat__print_shadow_stats(), util/stat-shadow.c); the widths and
 * punctuation here are print_metric_std(), _csv() and _json() of
 * util/stat-display.c, recorded from real perf 6.1.176, 6.12.117 and 7.3.4
 * (tests/kernel/interval/).  One printer for the -I lines
 * (predict_interval.c) and the summary's (predict_report.c,
 * perf_list_lines.c).
 */
#include "predict.h"

/* print_metric_std(): " # ", the value in 8, the unit padded to the
 * release's metric column (@len). */
void perf_metric_std(FILE *f, int len, const char *value, const char *unit)
{
	int n = fprintf(f, " # %8s", value);

	fprintf(f, " %-*s", len - n - 1, unit);
}

static int column(const struct pms_perf_interval *iv)
{
	return iv->metric_len > 0 ? iv->metric_len : 38;
}

/* text: the metric, or the column's blanks for a line without one; a
 * metric whose rule is not modelled says so in its place. */
static void metric_std(FILE *f, const struct pms_perf_interval *iv,
		       const struct pms_perf_interval_line *l)
{
	if (l->metric == PMS_PLMET_VALUE)
		perf_metric_std(f, column(iv), l->metric_value, l->metric_unit);
	else if (l->metric == PMS_PLMET_UNMODELLED)
		perf_metric_std(f, column(iv), "<?>", "<not modelled>");
	else
		fprintf(f, "%-*s", column(iv), "");
}

/* A second metric on a line of its own (do_new_line_std(): the -I line's
 * time, then 49 blanks, whatever the name's width). */
void perf_metric_second(FILE *f, const struct pms_perf_interval *iv,
			const struct pms_perf_interval_line *l, const char *prefix)
{
	if (!l->metric_unit2)
		return;
	fprintf(f, "\n%s%49s", prefix ? prefix : "", "");
	perf_metric_std(f, column(iv), "<metric>", l->metric_unit2);
}

void perf_metric_print(FILE *f, const struct pms_perf_interval *iv,
		       const struct pms_perf_interval_line *l, const char *sep, bool json)
{
	const char *q = iv->metric_keys == PMS_PMKEYS_STRING ? "\"" : "";

	if (json) {
		/* 6.14 and later: members only for a metric with a unit */
		if (iv->metric_keys == PMS_PMKEYS_NONE && l->metric != PMS_PLMET_VALUE)
			return;
		if (l->metric == PMS_PLMET_VALUE)
			fprintf(f, ", \"metric-value\" : \"%s\", \"metric-unit\" : \"%s\"",
				l->metric_value, l->metric_unit);
		else
			fprintf(f, ", \"metric-value\" : %s0.000000%s, \"metric-unit\" : \"%s\"", q,
				q, l->metric != PMS_PLMET_EMPTY ? "(null)" :
				l->metric_unit ? l->metric_unit : "");
	} else if (sep) {
		/* print_metric_csv(): the value and unit, or two empty fields;
		 * an unmodelled metric and a second line were refused by the query */
		if (l->metric == PMS_PLMET_VALUE)
			fprintf(f, "%s%s%s%s", sep, l->metric_value, sep, l->metric_unit);
		else
			fprintf(f, "%s%s", sep, sep);
	} else {
		metric_std(f, iv, l);
	}
}
