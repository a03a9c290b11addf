/*
 * perf stat's output, three ways: the human table, CSV (-x SEP) in perf's
 * field order, and JSON lines with perf's field names.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "stat.h"

static bool is_software_rate(const struct stat_ev *ev)
{
	return ev->e.type == PMS_TYPE_SOFTWARE && !ev->is_clock;
}

/* The "#" column: CPUs utilized for the clocks, an event rate for software events. */
static bool metric(const struct stat_printer *p, const struct stat_line *l, double *v,
		   const char **unit)
{
	if (l->c.status != PMS_COUNT_COUNTED)
		return false;
	if (l->ev->is_clock && p->elapsed_ns > 0) {
		*v = l->value * 1e6 / p->elapsed_ns;
		*unit = "CPUs utilized";
		return true;
	}
	if (is_software_rate(l->ev) && p->task_clock_ms > 0) {
		double r = l->value / (p->task_clock_ms / 1e3);

		if (r >= 1e9) {
			*v = r / 1e9;
			*unit = "G/sec";
		} else if (r >= 1e6) {
			*v = r / 1e6;
			*unit = "M/sec";
		} else if (r >= 1e3) {
			*v = r / 1e3;
			*unit = "K/sec";
		} else {
			*v = r;
			*unit = "/sec";
		}
		return true;
	}
	return false;
}

static const char *status_text(const struct pms_count *c)
{
	return c->status == PMS_COUNT_NOT_SUPPORTED ? "<not supported>" :
	       c->status == PMS_COUNT_NOT_COUNTED ? "<not counted>" : NULL;
}

/* CSV and JSON print 100 when nothing was enabled, as perf does. */
static double pct_field(const struct pms_count *c)
{
	return c->enabled ? c->percent : 100.0;
}

void stat_print_interval_header(const struct stat_printer *p)
{
	if (p->fmt == STAT_HUMAN)
		fprintf(p->f, "#           time             counts unit events\n");
}

static void human(const struct stat_printer *p, const struct stat_line *l)
{
	char num[64], line[512];
	const char *st = status_text(&l->c), *mu;
	double mv;
	size_t o = 0;

	if (st)
		snprintf(num, sizeof(num), "%s", st);
	else
		pms_format_count(l->value, l->ev->is_clock ? 2 : 0, num, sizeof(num));
	if (p->interval)
		o += (size_t)snprintf(line + o, sizeof(line) - o, "%16.9f ", p->ts);
	o += (size_t)snprintf(line + o, sizeof(line) - o, "%18s %-4s %-32s", num,
			      l->ev->is_clock ? "msec" : "", l->ev->name);
	if (o < sizeof(line) && metric(p, l, &mv, &mu))
		o += (size_t)snprintf(line + o, sizeof(line) - o, " # %8.3f %-20s", mv, mu);
	if (o < sizeof(line) && l->noise_pct >= 0 && !st)
		o += (size_t)snprintf(line + o, sizeof(line) - o, "  ( +- %5.2f%% )",
				      l->noise_pct);
	if (o < sizeof(line) && l->c.print_percent)
		o += (size_t)snprintf(line + o, sizeof(line) - o, "  (%.2f%%)", l->c.percent);
	if (o < sizeof(line) && l->has_pred && l->pred_pct < 0)
		o += (size_t)snprintf(line + o, sizeof(line) - o, "  [predicted <not supported>]");
	else if (o < sizeof(line) && l->has_pred)
		o += (size_t)snprintf(line + o, sizeof(line) - o, "  [predicted %.2f%%%s%s]",
				      l->pred_pct, l->pred_flag[0] ? ": " : "", l->pred_flag);
	if (o >= sizeof(line))
		o = sizeof(line) - 1;
	while (o > 0 && line[o - 1] == ' ')
		o--;
	line[o] = '\0';
	fprintf(p->f, "%s\n", line);
}

static void csv(const struct stat_printer *p, const struct stat_line *l)
{
	const char *st = status_text(&l->c), *s = p->sep, *mu = "";
	double mv = 0;
	bool has_m = metric(p, l, &mv, &mu);

	if (p->interval)
		fprintf(p->f, "%.9f%s", p->ts, s);
	if (st)
		fputs(st, p->f);
	else if (l->ev->is_clock)
		fprintf(p->f, "%.2f", l->value);
	else
		fprintf(p->f, "%.0f", l->value);
	fprintf(p->f, "%s%s%s%s", s, l->ev->is_clock ? "msec" : "", s, l->ev->name);
	if (l->noise_pct >= 0)
		fprintf(p->f, "%s%.2f%%", s, l->noise_pct);
	fprintf(p->f, "%s%llu%s%.2f%s", s, (unsigned long long)l->c.running, s,
		pct_field(&l->c), s);
	if (has_m)
		fprintf(p->f, "%.3f%s%s", mv, s, mu);
	else
		fputs(s, p->f);
	if (l->has_pred && l->pred_pct < 0)
		fprintf(p->f, "%s<not supported>%s", s, s);
	else if (l->has_pred)
		fprintf(p->f, "%s%.2f%s%s", s, l->pred_pct, s, l->pred_flag);
	fputc('\n', p->f);
}

static void json(const struct stat_printer *p, const struct stat_line *l)
{
	const char *st = status_text(&l->c), *mu = "";
	double mv = 0;
	bool has_m = metric(p, l, &mv, &mu);

	fputc('{', p->f);
	if (p->interval)
		fprintf(p->f, "\"interval\" : %.9f, ", p->ts);
	fputs("\"counter-value\" : ", p->f);
	if (st) {
		json_str(p->f, st);
	} else {
		fprintf(p->f, "\"%f\"", l->value);
	}
	fputs(", \"unit\" : ", p->f);
	json_str(p->f, l->ev->is_clock ? "msec" : "");
	fputs(", \"event\" : ", p->f);
	json_str(p->f, l->ev->name);
	if (l->noise_pct >= 0)
		fprintf(p->f, ", \"variance\" : %.2f", l->noise_pct);
	fprintf(p->f, ", \"event-runtime\" : %llu, \"pcnt-running\" : %.2f",
		(unsigned long long)l->c.running, pct_field(&l->c));
	if (has_m) {
		fprintf(p->f, ", \"metric-value\" : %f, \"metric-unit\" : ", mv);
		json_str(p->f, mu);
	}
	if (l->has_pred && l->pred_pct < 0) {
		fputs(", \"pcnt-predicted\" : \"<not supported>\"", p->f);
	} else if (l->has_pred) {
		fprintf(p->f, ", \"pcnt-predicted\" : %.2f, \"prediction-note\" : ", l->pred_pct);
		json_str(p->f, l->pred_flag);
	}
	fputs("}\n", p->f);
}

void stat_print_line(const struct stat_printer *p, const struct stat_line *l)
{
	switch (p->fmt) {
	case STAT_HUMAN:
		human(p, l);
		break;
	case STAT_CSV:
		csv(p, l);
		break;
	case STAT_JSON:
		json(p, l);
		break;
	}
}

/* ---- whole reports ---- */

static double task_clock_ms(const struct stat_ctx *s, const struct pms_count *c)
{
	for (int i = 0; i < s->n; i++)
		if (s->ev[i].is_clock && s->ev[i].e.config == 1 &&
		    c[i].status == PMS_COUNT_COUNTED)
			return (double)c[i].value / 1e6;
	return -1;
}

void stat_print_interval(struct stat_ctx *s, const struct pms_count *c, double ts)
{
	s->pr.interval = true;
	s->pr.ts = ts;
	s->pr.task_clock_ms = task_clock_ms(s, c);
	s->pr.elapsed_ns = -1;
	for (int i = 0; i < s->n; i++) {
		struct stat_line l = { .ev = &s->ev[i], .c = c[i], .noise_pct = -1, .pred_flag = "" };

		l.value = s->ev[i].is_clock ? (double)c[i].value / 1e6 : (double)c[i].value;
		stat_print_line(&s->pr, &l);
	}
}

void stat_print_summary(struct stat_ctx *s, struct pms_evlist *evl, const struct pms_count *total,
			const struct pms_runstat *rs, const struct pms_runstat *elapsed,
			double user_s, double sys_s, bool have_times)
{
	struct stat_opts *o = s->o;
	struct stat_line *lines = calloc((size_t)s->n, sizeof(*lines));
	struct stat_printer *p = &s->pr;
	FILE *f = p->f;
	double tc = -1;

	if (!lines)
		return;
	for (int i = 0; i < s->n; i++) {
		lines[i].ev = &s->ev[i];
		lines[i].c = total[i];
		lines[i].value = s->ev[i].is_clock ? rs[i].mean / 1e6 : rs[i].mean;
		if (total[i].status == PMS_COUNT_COUNTED)
			lines[i].c.value = (uint64_t)llround(rs[i].mean);
		lines[i].noise_pct = o->repeat > 1 ? pms_runstat_noise_pct(&rs[i]) : -1;
		lines[i].pred_flag = "";
		if (s->ev[i].is_clock && s->ev[i].e.config == 1 &&
		    total[i].status == PMS_COUNT_COUNTED)
			tc = rs[i].mean / 1e6;
	}
	if (o->predict)
		/*
		 * A task context's time runs only while the task is on a CPU:
		 * simulate a busy task for the CPU time the command used (the
		 * whole wall time for -a / -C, whose CPU context never stops).
		 */
		stat_predict(s, evl, lines, s->cpus || !o->argv || user_s + sys_s <= 0 ?
			elapsed->mean : (user_s + sys_s) * 1e9);
	p->interval = false;
	p->task_clock_ms = tc;
	p->elapsed_ns = elapsed->mean;
	if (p->fmt == STAT_HUMAN) {
		fprintf(f, "\n Performance counter stats for ");
		if (o->all_cpus) {
			fprintf(f, "'system wide'");
		} else if (s->cpus) {
			fprintf(f, "'CPU(s) %s'", o->cpu_list);
		} else if (o->argv) {
			fputc('\'', f);
			for (char **a = o->argv; *a; a++)
				fprintf(f, "%s%s", a == o->argv ? "" : " ", *a);
			fputc('\'', f);
		} else {
			fprintf(f, "process id '%ld'", o->pid);
		}
		if (o->repeat > 1)
			fprintf(f, " (%d runs)", o->repeat);
		fprintf(f, ":\n\n");
	}
	for (int i = 0; i < s->n; i++)
		stat_print_line(p, &lines[i]);
	if (p->fmt == STAT_HUMAN) {
		fputc('\n', f);
		if (o->repeat > 1)
			fprintf(f, "%18.9f +- %.9f seconds time elapsed  ( +- %5.2f%% )\n",
				elapsed->mean / 1e9,
				elapsed->n > 1 ? sqrt(elapsed->m2 / (elapsed->n - 1) / elapsed->n) / 1e9 : 0,
				pms_runstat_noise_pct(elapsed));
		else
			fprintf(f, "%18.9f seconds time elapsed\n", elapsed->mean / 1e9);
		if (have_times && o->repeat == 1)
			fprintf(f, "\n%18.9f seconds user\n%18.9f seconds sys\n", user_s, sys_s);
		fputc('\n', f);
	}
	free(lines);
}

