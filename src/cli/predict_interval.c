/*
 * predict -I MS: perf stat's interval lines from the simulation.
 *
 * perf stat -I reads every counter each MS milliseconds and prints each
 * event's difference from the previous read, its share being that
 * interval's running / enabled (process_interval(), builtin-stat.c;
 * perf_evsel__compute_deltas(), util/evsel.c, 6.1 and 6.12).  The times
 * are measured from the start of the run; the last read is the workload's
 * exit, a shorter interval.  --interval-reads gives a recorded run's read
 * times instead: perf sleeps MS after each print, so its reads drift.  The line formats are stat-display.c's (6.12):
 *   text  "%6lu.%09lu " then the count (18 wide), the name, and
 *         "  (%.2f%%)" when running != enabled (print_running_std());
 *   -x S  "%lu.%09lu" S count S unit S name S run S pct S S (perf 6.1 pads
 *         the time as the text lines do, "%6lu.%09lu", as recorded in
 *         tests/kernel/6.1-task.txt; 6.12 does not: 6.2-rc1 by
 *         models/README.md rule 2, approx), the share
 *         being 100 * run / ena in integer arithmetic (print_running_csv());
 *   JSON  "interval", "counter-value", "unit", "event", "event-runtime",
 *         "pcnt-running" per line (print_running_json(), same rule).
 * Counts are not predicted: they print as <count>.  Each window's times
 * come from pms_sim_window(), which stays folded.
 */
#include <inttypes.h>
#include <string.h>
#include "json.h"
#include "predict.h"

struct ivline {
	uint64_t end_ns;	/* time of the read */
	uint64_t ena, run;
	const char *val;	/* <count>, <not counted>, <not supported> */
};

static void window_line(const struct pms_sim *s, int i, uint64_t t0, uint64_t t1, struct ivline *l)
{
	const struct pms_ev_result *r = pms_sim_result(s, i);

	l->end_ns = t1;
	l->ena = l->run = 0;
	pms_sim_window(s, i, t0, t1, &l->ena, &l->run);
	l->val = r->status == PMS_ST_NOT_SUPPORTED ? "<not supported>" :
		 l->run ? "<count>" : "<not counted>";
}

/* perf's csv and JSON share: integer percent of run over ena (100 if equal). */
static double int_share(const struct ivline *l)
{
	if (l->run == l->ena)
		return 100;
	return l->ena ? (double)(100 * l->run / l->ena) : 0;
}

static void print_one(FILE *f, const struct predict_args *a, const char *name,
		      const struct ivline *l)
{
	unsigned long sec = (unsigned long)(l->end_ns / 1000000000u);
	unsigned long nsec = (unsigned long)(l->end_ns % 1000000000u);
	const char *sep = a->field_sep;

	if (sep) {
		fprintf(f, pms_evlist_perf_version(a->ev) < PMS_KVER_RC(6, 2, 1) ? "%6lu.%09lu" :
			"%lu.%09lu", sec, nsec);
		fprintf(f, "%s%s%s%s%s%s", sep, l->val, sep, sep, name, sep);
		fprintf(f, "%" PRIu64 "%s%.2f%s%s\n", l->run, sep, int_share(l), sep, sep);
		return;
	}
	fprintf(f, "%6lu.%09lu %18s      %-40s", sec, nsec, l->val, name);
	if (l->run != l->ena && strcmp(l->val, "<not supported>"))
		fprintf(f, "  (%.2f%%)", l->ena ? 100.0 * (double)l->run / (double)l->ena : 0.0);
	fputc('\n', f);
}

/* The read after read @k (at @t): --interval-reads' times, then every MS;
 * the run's end at the latest. */
static uint64_t next_read(const struct predict_args *a, int k, uint64_t t, uint64_t end)
{
	uint64_t n = k < a->n_reads ? a->reads_ns[k] : t + a->interval_ns;

	return n < end ? n : end;
}

int predict_print_intervals(struct cli *cli, const struct predict_args *a)
{
	FILE *f = cli->out;
	uint64_t end = pms_sim_duration_ns(a->sim);
	int nev = pms_evlist_count(a->ev), k = 0;

	if (!a->field_sep)
		fprintf(f, "#%15s %18s %4s events\n", "time", "counts", "unit");
	for (uint64_t t0 = 0; t0 < end; t0 = next_read(a, k, t0, end), k++) {
		uint64_t t1 = next_read(a, k, t0, end);

		/* perf repeats its header every 25 intervals (print_header()) */
		if (!a->field_sep && k && k % 26 == 0)
			fprintf(f, "#%15s %18s %4s events\n", "time", "counts", "unit");
		for (int i = 0; i < nev; i++) {
			struct ivline l;
			char name[256];

			pms_sim_event_name(a->sim, a->ev, i, false, name, sizeof(name));
			window_line(a->sim, i, t0, t1, &l);
			print_one(f, a, name, &l);
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
			struct ivline l;
			char name[256];

			pms_sim_event_name(a->sim, a->ev, i, false, name, sizeof(name));
			window_line(a->sim, i, t0, t1, &l);
			json_open(j, NULL, '{');
			json_kuint(j, "interval_ns", l.end_ns);
			json_kstr(j, "counter-value", l.val);
			json_kstr(j, "unit", "");
			json_kstr(j, "event", name);
			json_kuint(j, "event-runtime", l.run);
			json_kuint(j, "enabled_ns", l.ena);
			json_kdouble(j, "pcnt-running", int_share(&l), 2);
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
