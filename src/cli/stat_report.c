/*
 * Whole perf stat reports: print_header(), print_footer(),
 * print_counter_aggr() and print_counter() (-A) of
 * tools/perf/util/stat-display.c (6.1), and the values each line shows.
 *
 * Under -r the value is the mean over the runs, as perf prints it since
 * evsel__copy_res_stats() (util/stat.c, 6.12; 6.1 printed the last run's
 * count beside a noise computed over all runs); the run time and
 * percentage are the last run's, as in both.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "stat.h"

/* perf's evsel_context(): the exclude bits the metrics compare */
static unsigned ctx_of(const struct stat_ev *ev)
{
	unsigned plm = ev->e.mods & (PMS_MOD_U | PMS_MOD_K | PMS_MOD_H), ctx = 0;
	bool eu = false, ek = false, eh = false;

	if (plm) {
		eu = !(plm & PMS_MOD_U);
		ek = !(plm & PMS_MOD_K);
		eh = !(plm & PMS_MOD_H);
	}
	if (ev->user_only)
		ek = eh = true;
	ctx = (ek ? 1u : 0) | (eu ? 2u : 0) | (eh ? 4u : 0);
	if ((ev->e.mods & PMS_MOD_G) && !(ev->e.mods & PMS_MOD_HH))
		ctx |= 8;	/* guest only: exclude_host */
	if (ev->e.mods & PMS_MOD_I)
		ctx |= 16;
	return ctx;
}

void stat_vals_from(struct stat_ctx *s, const struct pms_count *last, const struct pms_runstat *rs,
		    struct stat_val *out)
{
	for (int i = 0; i < s->n; i++) {
		memset(&out[i], 0, sizeof(out[i]));
		out[i].c = last[i];
		out[i].cpu = -1;
		out[i].pred_flag = "";
		/* perf keeps the mean in an integer count: truncated */
		out[i].value = rs ? floor(rs[i].mean) : (double)last[i].value;
		out[i].noise_pct = rs ? pms_runstat_noise_pct(&rs[i]) : 0;
	}
}

static void metric_inputs(struct stat_ctx *s, const struct stat_val *v, int stride,
			  struct pms_stat_event *in)
{
	for (int i = 0; i < s->n; i++) {
		const struct stat_val *x = &v[i * stride];

		in[i].type = s->ev[i].e.type;
		in[i].config = s->ev[i].e.config;
		in[i].ctx = ctx_of(&s->ev[i]);
		in[i].processed = x->c.status != PMS_COUNT_NOT_SUPPORTED;
		in[i].count = x->c.status == PMS_COUNT_COUNTED ? x->value : 0;
	}
}

static void to_mci(const struct pms_muxerr_metric *b, struct stat_mci *ci)
{
	ci->has = b->bounded && isfinite(b->value);
	ci->unbounded = b->unbounded;
	ci->unreliable = b->unreliable;
	ci->low = b->low;
	ci->high = b->high;
	ci->value = b->value;
}

/* Event @i's metrics, with their bounds when the report has an estimate. */
static void line_metric(struct stat_ctx *s, const struct pms_stat_event *in,
			const struct pms_stat_rules *r, int i, struct pms_stat_metric m[2],
			struct stat_mci ci[2])
{
	struct pms_muxerr_metric b[2] = { { .sz = sizeof(b[0]) }, { .sz = sizeof(b[1]) } };

	memset(ci, 0, 2 * sizeof(*ci));
	if (!s->mx || pms_muxerr_stat_metric_rules(s->mx, s->mx_k, in, s->mx_series, s->n, i,
						   s->pr.walltime_ns, r, m, b) != PMS_OK) {
		pms_stat_metric_rules(in, s->n, i, s->pr.walltime_ns, r, m);
		return;
	}
	to_mci(&b[0], &ci[0]);
	to_mci(&b[1], &ci[1]);
}

/*
 * Event @i's metrics on CPU column @c of an -A report: with their bounds
 * when the report has a per-CPU estimate (replay of an -A capture), from
 * that CPU's series alone.
 */
static void cpu_metric(struct stat_ctx *s, const struct pms_stat_event *in,
		       const struct pms_stat_rules *r, int *series, int i, int c,
		       struct pms_stat_metric m[2], struct stat_mci ci[2])
{
	struct pms_muxerr_metric b[2] = { { .sz = sizeof(b[0]) }, { .sz = sizeof(b[1]) } };

	memset(ci, 0, 2 * sizeof(*ci));
	if (s->mx_cpu && series) {
		for (int e = 0; e < s->n; e++)
			series[e] = s->mx_cpu_series[e * s->mx_cols + c];
		if (pms_muxerr_stat_metric_rules(s->mx_cpu, s->mx_k, in, series, s->n, i,
						 s->pr.walltime_ns, r, m, b) == PMS_OK) {
			to_mci(&b[0], &ci[0]);
			to_mci(&b[1], &ci[1]);
			return;
		}
	}
	pms_stat_metric_rules(in, s->n, i, s->pr.walltime_ns, r, m);
}

/* Every line of one report (one interval, or the summary). */
void stat_print_counts(struct stat_ctx *s, const struct stat_val *vals, const struct stat_val *cpu_vals)
{
	struct pms_stat_event *in = calloc((size_t)s->n, sizeof(*in));
	int *lead = s->o->replay ? NULL : calloc((size_t)s->n, sizeof(*lead));
	/* the metric rules of the release whose lines are written, with the
	 * list's groups (a capture does not show them) */
	struct pms_stat_rules r = { .sz = sizeof(r), .perf_version = s->pr.style.perf_version,
				    .leader = lead };
	struct pms_stat_metric m[2];
	struct stat_mci ci[2];

	if (!in || (!s->o->replay && !lead)) {
		free(in);
		free(lead);
		return;
	}
	for (int i = 0; lead && i < s->n; i++)
		lead[i] = s->ev[i].e.leader;
	if (!s->pr.no_aggr || !cpu_vals) {
		static struct stat_metric extra[64];	/* -M metrics of one line */

		metric_inputs(s, vals, 1, in);
		for (int i = 0; i < s->n; i++) {
			int nx = stat_line_metrics(s, vals, i, extra, 64);
			enum stat_line l = stat_default_line(s, vals, i);

			if (l == STAT_LINE_HIDDEN)
				continue;
			if (l == STAT_LINE_GROUP && s->pr.fmt == STAT_HUMAN) {
				stat_print_group_metrics(&s->pr, &vals[i], extra, nx);
				continue;
			}
			line_metric(s, in, &r, i, m, ci);
			stat_print_event_metrics(&s->pr, &s->ev[i], &vals[i], m, ci, extra, nx);
		}
	} else {
		/* print_counter(): each event, then each CPU; metrics per CPU */
		int *series = s->mx_cpu ? calloc((size_t)s->n, sizeof(*series)) : NULL;

		for (int i = 0; i < s->n; i++) {
			for (int c = 0; c < s->n_cpus; c++) {
				metric_inputs(s, cpu_vals + c, s->n_cpus, in);
				cpu_metric(s, in, &r, series, i, c, m, ci);
				stat_print_event_metrics(&s->pr, &s->ev[i],
							 &cpu_vals[i * s->n_cpus + c], m, ci, NULL, 0);
			}
		}
		free(series);
	}
	free(in);
	free(lead);
}

void stat_print_header(struct stat_ctx *s)
{
	struct stat_opts *o = s->o;
	FILE *f = s->pr.f;

	if (s->pr.fmt != STAT_HUMAN)
		return;
	fputs("\n Performance counter stats for ", f);
	if (o->all_cpus) {
		fputs("'system wide", f);
	} else if (o->cpu_list) {
		fprintf(f, "'CPU(s) %s", o->cpu_list);
	} else if (o->argv && o->pid <= 0) {
		/* perf's print_header(): a -p target names the process, with or
		 * without a command (stat-display.c, 6.1) */
		fputc('\'', f);
		for (char **a = o->argv; *a; a++)
			fprintf(f, "%s%s", a == o->argv ? "" : " ", *a);
	} else {
		fprintf(f, "process id '%ld", o->pid);
	}
	fputc('\'', f);
	if (o->repeat > 1)
		fprintf(f, " (%d runs)", o->repeat);
	fputs(":\n\n", f);
}

static bool nmi_watchdog_on(void)
{
	FILE *f = fopen("/proc/sys/kernel/nmi_watchdog", "r");
	int v = 0;

	if (f) {
		if (fscanf(f, "%d", &v) != 1)
			v = 0;
		fclose(f);
	}
	return v > 0;
}

void stat_print_footer(struct stat_ctx *s, const struct pms_runstat *elapsed, double user_s,
		       double sys_s)
{
	struct stat_opts *o = s->o;
	FILE *f = s->pr.f;
	double avg = elapsed->mean / 1e9;

	if (s->pr.fmt != STAT_HUMAN)
		return;
	fputc('\n', f);
	if (o->repeat == 1) {
		fprintf(f, " %17.9f seconds time elapsed", avg);
		/* user and sys only for a command of our own (ru_display) */
		if (o->argv && !s->cpus)
			fprintf(f, "\n\n %17.9f seconds user\n %17.9f seconds sys\n", user_s, sys_s);
	} else {
		double sd = elapsed->n > 1 ? sqrt(elapsed->m2 / (elapsed->n - 1) / elapsed->n) / 1e9 : 0;
		int prec = pms_stat_elapsed_precision(sd);
		double pct = avg ? 100.0 * sd / avg : 0;

		fprintf(f, " %17.*f +- %.*f seconds time elapsed", prec, avg, prec, sd);
		if (pct)
			fprintf(f, "  ( +-%6.2f%% )", pct);
	}
	fputs("\n\n", f);
	if (s->pr.free_counters_hint && nmi_watchdog_on())
		fputs("Some events weren't counted. Try disabling the NMI watchdog:\n"
		      "\techo 0 > /proc/sys/kernel/nmi_watchdog\n"
		      "\tperf stat ...\n"
		      "\techo 1 > /proc/sys/kernel/nmi_watchdog\n", f);
}

static void vals_for_cpus(struct stat_ctx *s, const struct pms_count *cpu_c, struct stat_val *out)
{
	for (int k = 0; k < s->n * s->n_cpus; k++) {
		memset(&out[k], 0, sizeof(out[k]));
		out[k].c = cpu_c[k];
		out[k].value = (double)cpu_c[k].value;
		out[k].cpu = s->cpus[k % s->n_cpus];
		out[k].pred_flag = "";
	}
}

/* One interval (process_interval(): the metrics use the interval as wall time). */
void stat_print_interval(struct stat_ctx *s, const struct pms_count *c,
			 const struct pms_count *cpu_c, double ts)
{
	struct stat_val *vals = calloc((size_t)s->n, sizeof(*vals));
	struct stat_val *cv = NULL;

	if (cpu_c && s->pr.no_aggr)
		cv = calloc((size_t)s->n * (size_t)s->n_cpus, sizeof(*cv));
	if (!vals || (cpu_c && s->pr.no_aggr && !cv))
		goto out;
	stat_vals_from(s, c, NULL, vals);
	if (cv)
		vals_for_cpus(s, cpu_c, cv);
	if (s->cap && !s->cap_fine_ms)	/* fine reads are captured as they are read */
		stat_capture_interval(s, c, ts);
	stat_print_interval_header(&s->pr);
	stat_set_interval(&s->pr, ts);
	s->pr.walltime_ns = (double)s->o->interval_ms * 1e6;
	stat_print_counts(s, vals, cv);
out:
	free(vals);
	free(cv);
}

/* The report after the runs: header, every line, footer, TopDown. */
void stat_print_summary(struct stat_ctx *s, struct pms_evlist *evl, const struct pms_count *last,
			const struct pms_count *last_cpu, const struct pms_runstat *rs,
			const struct pms_runstat *elapsed, double user_s, double sys_s)
{
	struct stat_val *vals = calloc((size_t)s->n, sizeof(*vals)), *cv = NULL;
	struct stat_opts *o = s->o;

	if (last_cpu && s->pr.no_aggr)
		cv = calloc((size_t)s->n * (size_t)s->n_cpus, sizeof(*cv));
	if (!vals || (last_cpu && s->pr.no_aggr && !cv)) {
		cli_error(s->cli, "out of memory");
		goto out;
	}
	stat_vals_from(s, last, rs, vals);
	if (cv)
		vals_for_cpus(s, last_cpu, cv);
	if (s->cap)
		stat_muxerr_fill(s, vals);
	if (o->predict)
		/*
		 * A task context's time runs only while the task is on a CPU:
		 * simulate a busy task for the CPU time the command used (the
		 * whole wall time for -a / -C, whose CPU context never stops).
		 */
		stat_predict(s, evl, vals, s->cpus || !o->argv || user_s + sys_s <= 0 ?
			     elapsed->mean : (user_s + sys_s) * 1e9);
	s->pr.interval = false;
	s->pr.walltime_ns = elapsed->mean;
	stat_print_header(s);
	stat_print_counts(s, vals, cv);
	stat_print_footer(s, elapsed, user_s, sys_s);
	stat_print_topdown(s->cli, o, s->pr.f, vals, s->n);
	stat_print_trees(s, vals);
	stat_muxerr_release(s);
out:
	free(vals);
	free(cv);
}
