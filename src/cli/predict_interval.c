/*
 * predict -I MS: perf stat's interval lines from the simulation.
 *
 * perf stat -I reads every counter each MS milliseconds and prints each
 * event's difference from the previous read.  The times are measured from
 * the start of the run; the last read is the workload's exit, a shorter
 * interval.  --interval-reads gives a recorded run's read times instead:
 * perf sleeps MS after each print, so its reads drift.  What each line
 * holds, per perf release (the timestamp's format, where the header
 * repeats, the count placeholder, the running shares), is the library's
 * (pms_perf_interval_info(), pms_perf_interval_line()); the widths and
 * separators here are stat-display.c's (6.1, 6.12, 7.3):
 *   text  the time, the count (18 wide), the unit (4), the name (32), the
 *         metric column (perf_metric.c) and "  (share%)";
 *   -x S  time S count S unit S name S run S pct S metric S unit;
 *   JSON  "interval", "counter-value", "unit", "event", "event-runtime",
 *         "pcnt-running" per line.
 * Counts are not predicted: they print as <count>.  Each window's times
 * come from pms_sim_window(), which stays folded.
 */
#include <inttypes.h>
#include <string.h>
#include "json.h"
#include "predict.h"

static void time_str(char *buf, size_t n, enum pms_perf_itime t, uint64_t ns)
{
	unsigned long sec = (unsigned long)(ns / 1000000000u);
	unsigned long nsec = (unsigned long)(ns % 1000000000u);

	snprintf(buf, n, t == PMS_PITIME_PADDED ? "%6lu.%09lu" : "%lu.%09lu", sec, nsec);
}

static void print_time(FILE *f, enum pms_perf_itime t, uint64_t ns)
{
	char b[48];

	time_str(b, sizeof(b), t, ns);
	fputs(b, f);
}

static void print_json(FILE *f, const struct predict_args *a, const struct pms_perf_interval *iv,
		       uint64_t t1, int i, const char *name,
		       const struct pms_perf_interval_line *l)
{
	fputs("{\"interval\" : ", f);
	print_time(f, iv->time, t1);
	/* the name as perf writes it, unescaped (printout(), util/stat-display.c) */
	fprintf(f, ", \"counter-value\" : \"%s\", \"unit\" : \"%s\", \"event\" : \"%s\", "
		"\"event-runtime\" : %" PRIu64 ", \"pcnt-running\" : %.2f",
		l->value, pms_evlist_unit(a->ev, i), name, l->running_ns, (double)l->pcnt_running);
	perf_metric_print(f, iv, l, NULL, true);
	fputs("}\n", f);
}

static void print_one(FILE *f, const struct predict_args *a, const struct pms_perf_interval *iv,
		      uint64_t t1, int i, const char *name, const struct pms_perf_interval_line *l)
{
	const char *unit = pms_evlist_unit(a->ev, i);

	const char *sep = a->field_sep;

	if (a->perf_json) {
		print_json(f, a, iv, t1, i, name, l);
		return;
	}
	print_time(f, iv->time, t1);
	if (sep) {
		fprintf(f, "%s%s%s%s%s%s%s", sep, l->value, sep, unit, sep, name, sep);
		fprintf(f, "%" PRIu64 "%s%.2f", l->running_ns, sep, (double)l->pcnt_running);
		perf_metric_print(f, iv, l, sep, false);
		fputc('\n', f);
		return;
	}
	/* the count in 18, the unit in 4, the name as wide as the release
	 * prints it on such a line (pms_perf_interval_info()) */
	fprintf(f, " %18s %-4s %-*s", l->value, unit,
		l->status == PMS_ST_COUNTED ? iv->name_len : iv->name_len_uncounted, name);
	perf_metric_print(f, iv, l, NULL, false);
	if (l->metric_unit2) {
		char pre[48];

		time_str(pre, sizeof(pre) - 1, iv->time, t1);
		strcat(pre, " ");	/* the line's time and its blank */
		perf_metric_second(f, iv, l, pre);
	}
	if (l->text_share)
		fprintf(f, "  (%.2f%%)", l->share);
	fputc('\n', f);
}

/* The read after read @k (at @t): --interval-reads' times, then every MS;
 * the run's end at the latest. */
static uint64_t next_read(const struct predict_args *a, int k, uint64_t t, uint64_t end)
{
	uint64_t n = k < a->n_reads ? a->reads_ns[k] : t + a->interval_ns;

	return n < end ? n : end;
}

/* Event @i's line in the window (@t0, @t1]; its name into @name. */
static int window_line(const struct predict_args *a, int i, uint64_t t0, uint64_t t1,
		       struct pms_perf_interval_line *l, char *name, size_t n)
{
	l->sz = sizeof(*l);
	pms_sim_event_name(a->sim, a->ev, i, false, name, n);
	return pms_perf_interval_line(a->sim, i, t0, t1, l);
}

int predict_print_intervals(struct cli *cli, const struct predict_args *a)
{
	FILE *f = cli->out;
	uint64_t end = pms_sim_duration_ns(a->sim);
	int nev = pms_evlist_count(a->ev), k = 0;
	/* what is not modelled was refused by the query (pms_query "output") */
	enum pms_perf_iform form = a->perf_json ? PMS_PIFORM_JSON :
				   a->field_sep ? PMS_PIFORM_CSV : PMS_PIFORM_TEXT;

	for (uint64_t t0 = 0; t0 < end; t0 = next_read(a, k, t0, end), k++) {
		uint64_t t1 = next_read(a, k, t0, end);
		struct pms_perf_interval iv = { .sz = sizeof(iv) };

		if (pms_perf_interval_info(pms_evlist_perf_version(a->ev), form, k, &iv))
			return EXIT_FAIL;
		if (iv.header)
			fprintf(f, "#%15s %18s %4s events\n", "time", "counts", "unit");
		for (int i = 0; i < nev; i++) {
			struct pms_perf_interval_line l;
			char name[256];

			if (window_line(a, i, t0, t1, &l, name, sizeof(name)))
				return EXIT_FAIL;
			print_one(f, a, &iv, t1, i, name, &l);
		}
	}
	return EXIT_OK;
}

void predict_json_intervals(struct json *j, const struct predict_args *a)
{
	uint64_t end = pms_sim_duration_ns(a->sim);
	int nev = pms_evlist_count(a->ev), k = 0;

	json_kuint(j, "interval_ns", a->interval_ns);
	json_open(j, "interval_lines", '[');
	for (uint64_t t0 = 0; t0 < end; t0 = next_read(a, k, t0, end), k++) {
		uint64_t t1 = next_read(a, k, t0, end);

		for (int i = 0; i < nev; i++) {
			struct pms_perf_interval_line l;
			char name[256];

			if (window_line(a, i, t0, t1, &l, name, sizeof(name)))
				continue;
			json_open(j, NULL, '{');
			json_kuint(j, "interval_ns", t1);
			json_kstr(j, "counter-value", l.value);
			json_kstr(j, "unit", "");
			json_kstr(j, "event", name);
			json_kuint(j, "event-runtime", l.running_ns);
			json_kuint(j, "enabled_ns", l.enabled_ns);
			json_kdouble(j, "pcnt-running", (double)l.pcnt_running, 2);
			json_close(j);
		}
	}
	json_close(j);
}

/*
 * --interval-reads T,T,...: where perf stat -I read the counters in a
 * recorded run, from the start of the run.  perf waits MS in poll() after
 * each interval's print (dispatch_events(), builtin-stat.c 6.1-7.3), so
 * its reads land MS plus its own work apart, not on multiples of MS.  The
 * list's grammar is the library's (pms_times_parse()).
 */
int predict_reads_opt(struct cli *cli, const char *arg, struct predict_args *a)
{
	struct pms_diag d;
	unsigned n = 0;

	pms_diag_clear(&d);
	a->n_reads = 0;
	if (pms_times_parse(arg, a->reads_ns, PREDICT_MAX_READS, &n, &d)) {
		cli_print_diag(cli, arg, &d);
		return -1;
	}
	for (unsigned k = 0; k < n; k++) {
		if (a->reads_ns[k] && (!k || a->reads_ns[k] > a->reads_ns[k - 1]))
			continue;
		cli_error(cli, "--interval-reads: time %u of '%s' is %s", k + 1, arg,
			  k ? "not after the one before" : "zero");
		return -1;
	}
	a->n_reads = (int)n;
	return 0;
}
