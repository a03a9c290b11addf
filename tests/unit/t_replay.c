/*
 * Reading perf stat interval output back (pms_capture_parse).
 *
 * The perf 6.1 captures below were recorded with the installed perf 6.1 on
 * a machine without a hardware PMU (so cycles is <not supported> and the
 * software events run 100%):
 *   perf stat -I 100 [-x ,|-j] [-a -A] -e task-clock,page-faults,context-switches,cycles -- CMD
 * Their layouts are those of tools/perf/util/stat-display.c, 6.1:
 * print_interval() ("%6lu.%09lu" + csv_sep), abs_printout() ("%18.2f" with a
 * scale, "%18.0f" without), print_running() (text "  (%.2f%%)" when run !=
 * ena; CSV/JSON "100 * run / ena" in integers), aggr_printout() ("CPU%-7d").
 * Layouts of other versions come from 6.12's stat-display.c
 * (prepare_interval(): CSV "%lu.%09lu" without padding; print_metric_json():
 * "metric-value" as a string) and from outputs posted by users of older
 * versions: perf 3.x's "[23,76%]" under a locale with decimal commas and
 * '.' grouping, perf 4.x's "task-clock (msec)" and CSV without metrics.
 * The numbers in the made-up captures are this file's own.
 */
#include <math.h>
#include <stdlib.h>
#include "../test.h"

static struct pms_capture *parse(struct tctx *t, const char *text)
{
	struct pms_capture *c = NULL;
	struct pms_diag d;
	int rc = pms_capture_parse(text, strlen(text), &c, &d);

	CHECK(t, rc == PMS_OK, "parse: %s (%s at %zu)", pms_strerror(rc), d.msg, d.pos);
	return c;
}

static bool near(double a, double b)
{
	return fabs(a - b) <= 1e-9 * fmax(1, fabs(b));
}

/* Series @ev/@aggr's cell of interval @k. */
static struct pms_capture_cell cell(const struct pms_capture *c, unsigned k, const char *ev,
				    const char *aggr)
{
	struct pms_capture_cell x = { .status = PMS_CAP_ABSENT };

	pms_capture_cell(c, k, pms_capture_find(c, ev, aggr), &x);
	return x;
}

static const char perf61_text[] =
	"#           time             counts unit events\n"
	"     0.103019898              57.21 msec task-clock                       #    0.572 CPUs utilized          \n"
	"     0.103019898                 65      page-faults                      #    1.136 K/sec                  \n"
	"     0.103019898                  8      context-switches                 #  139.829 /sec                   \n"
	"     0.103019898    <not supported>      cycles                                                      \n"
	"     0.152599671              26.30 msec task-clock                       #    0.263 CPUs utilized          \n"
	"     0.152599671                  0      page-faults                      #    0.000 /sec                   \n"
	"     0.152599671                  0      context-switches                 #    0.000 /sec                   \n"
	"     0.152599671    <not supported>      cycles                                                      \n";

static enum t_result text_perf61(struct tctx *t)
{
	struct pms_capture *c = parse(t, perf61_text);
	struct pms_capture_series s;
	struct pms_capture_cell x;

	REQUIRE(t, c, "no capture");
	CHECK(t, pms_capture_format(c) == PMS_CAPTURE_TEXT, "format %d", pms_capture_format(c));
	CHECK(t, pms_capture_n_series(c) == 4 && pms_capture_n_intervals(c) == 2, "%d series, %u intervals",
	      pms_capture_n_series(c), pms_capture_n_intervals(c));
	CHECK(t, pms_capture_time_ns(c, 0) == 103019898 && pms_capture_time_ns(c, 1) == 152599671,
	      "timestamps");
	pms_capture_series(c, 0, &s);
	CHECK(t, !strcmp(s.event, "task-clock") && !strcmp(s.unit, "msec") && s.is_clock && !*s.aggr,
	      "series 0: '%s' '%s'", s.event, s.unit);
	x = cell(c, 0, "task-clock", NULL);
	CHECK(t, x.status == PMS_CAP_COUNTED && near(x.value, 57.21) && !x.has_pct && x.pct == 100 &&
	      !x.has_run, "task-clock: %g %g", x.value, x.pct);
	/* no running time in the text table: the clock's own count is the enabled time */
	CHECK(t, near(pms_capture_enabled_ns(c, 0, 1), 57.21e6), "enabled %g",
	      pms_capture_enabled_ns(c, 0, 1));
	x = cell(c, 1, "context-switches", NULL);
	CHECK(t, x.status == PMS_CAP_COUNTED && x.value == 0, "context-switches");
	x = cell(c, 1, "cycles", NULL);
	CHECK(t, x.status == PMS_CAP_NOT_SUPPORTED, "cycles %d", x.status);
	CHECK(t, pms_capture_n_skipped(c, NULL) == 0, "skipped lines");
out:
	pms_capture_free(c);
	return t_result(t);
}

static enum t_result csv_perf61(struct tctx *t)
{
	static const char in[] =
		"     0.128568859,51.66,msec,task-clock,51658036,100.00,0.517,CPUs utilized\n"
		"     0.128568859,64,,page-faults,51658036,100.00,1.239,K/sec\n"
		"     0.128568859,<not supported>,,cycles,0,100.00,,\n"
		"     0.219069789,35.51,msec,task-clock,35511481,100.00,0.355,CPUs utilized\n"
		"     0.219069789,0,,page-faults,35511481,100.00,0.000,/sec\n"
		"     0.219069789,<not supported>,,cycles,0,100.00,,\n";
	struct pms_capture *c = parse(t, in);
	struct pms_capture_cell x;

	REQUIRE(t, c, "no capture");
	CHECK(t, pms_capture_format(c) == PMS_CAPTURE_CSV && !strcmp(pms_capture_separator(c), ","),
	      "format %d sep '%s'", pms_capture_format(c), pms_capture_separator(c));
	CHECK(t, (pms_capture_layout(c) & (PMS_CAPLAY_RUN | PMS_CAPLAY_METRIC)) ==
	      (PMS_CAPLAY_RUN | PMS_CAPLAY_METRIC), "layout 0x%x", pms_capture_layout(c));
	x = cell(c, 0, "page-faults", NULL);
	CHECK(t, x.value == 64 && x.has_run && x.run_ns == 51658036 && x.has_pct && x.pct == 100,
	      "page-faults %g %llu", x.value, (unsigned long long)x.run_ns);
	CHECK(t, near(pms_capture_enabled_ns(c, 1, 1), 35511481), "enabled %g",
	      pms_capture_enabled_ns(c, 1, 1));
	/* the CSV count 35.51 is rounded; task-clock counts its exact running time */
	x = cell(c, 1, "task-clock", NULL);
	CHECK(t, near(x.value, 35.511481), "task-clock %g", x.value);
out:
	pms_capture_free(c);
	return t_result(t);
}

static enum t_result json_perf61(struct tctx *t)
{
	static const char in[] =
		"{\"interval\" : 0.100145389, \"counter-value\" : \"31.310083\", \"unit\" : \"msec\", \"event\" : \"task-clock\", \"event-runtime\" : 31310083, \"pcnt-running\" : 100.00, \"metric-value\" : 0.313101, \"metric-unit\" : \"CPUs utilized\"}\n"
		"{\"interval\" : 0.100145389, \"counter-value\" : \"<not supported>\", \"unit\" : \"\", \"event\" : \"cycles\", \"event-runtime\" : 0, \"pcnt-running\" : 100.00, \"metric-value\" : 0.000000, \"metric-unit\" : \"\"}\n"
		"{\"interval\" : 0.215284333, \"counter-value\" : \"7.205733\", \"unit\" : \"msec\", \"event\" : \"task-clock\", \"event-runtime\" : 7205733, \"pcnt-running\" : 100.00, \"metric-value\" : 0.072057, \"metric-unit\" : \"CPUs utilized\"}\n"
		"{\"interval\" : 0.215284333, \"counter-value\" : \"<not supported>\", \"unit\" : \"\", \"event\" : \"cycles\", \"event-runtime\" : 0, \"pcnt-running\" : 100.00, \"metric-value\" : 0.000000, \"metric-unit\" : \"\"}\n";
	struct pms_capture *c = parse(t, in);
	struct pms_capture_cell x;

	REQUIRE(t, c, "no capture");
	CHECK(t, pms_capture_format(c) == PMS_CAPTURE_JSON, "format %d", pms_capture_format(c));
	CHECK(t, pms_capture_time_ns(c, 1) == 215284333, "time %llu",
	      (unsigned long long)pms_capture_time_ns(c, 1));
	x = cell(c, 1, "task-clock", NULL);
	CHECK(t, near(x.value, 7.205733) && x.run_ns == 7205733, "task-clock %g", x.value);
	x = cell(c, 0, "cycles", NULL);
	CHECK(t, x.status == PMS_CAP_NOT_SUPPORTED, "cycles %d", x.status);
out:
	pms_capture_free(c);
	return t_result(t);
}

/* -a -A: one series per CPU, the id as the text table prints it. */
static enum t_result per_cpu(struct tctx *t)
{
	static const char *const in[] = {
		"     0.074539149 CPU0                    74.68 msec cpu-clock                        #    0.747 CPUs utilized          \n"
		"     0.074539149 CPU1                       1      page-faults                      #   13.387 /sec                   \n",
		"     0.048535185,CPU0,48.66,msec,cpu-clock,48664510,100.00,0.487,CPUs utilized\n"
		"     0.048535185,CPU1,1,,page-faults,48670770,100.00,20.546,/sec\n",
		"{\"interval\" : 0.048042254, \"cpu\" : \"0\", \"counter-value\" : \"48.170919\", \"unit\" : \"msec\", \"event\" : \"cpu-clock\", \"event-runtime\" : 48171410, \"pcnt-running\" : 100.00, \"metric-value\" : 0.481709, \"metric-unit\" : \"CPUs utilized\"}\n"
		"{\"interval\" : 0.048042254, \"cpu\" : \"1\", \"counter-value\" : \"1.000000\", \"unit\" : \"\", \"event\" : \"page-faults\", \"event-runtime\" : 48191720, \"pcnt-running\" : 100.00, \"metric-value\" : 20.750603, \"metric-unit\" : \"/sec\"}\n",
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(in); i++) {
		struct pms_capture *c = parse(t, in[i]);

		if (!c)
			continue;
		CHECK(t, pms_capture_find(c, "cpu-clock", "CPU0") == 0 &&
		      pms_capture_find(c, "page-faults", "CPU1") == 1 &&
		      pms_capture_find(c, "page-faults", NULL) < 0, "case %zu: series", i);
		CHECK(t, cell(c, 0, "page-faults", "CPU1").value == 1, "case %zu: value", i);
		CHECK(t, pms_capture_layout(c) & PMS_CAPLAY_AGGR, "case %zu: no aggregation", i);
		pms_capture_free(c);
	}
	return t_result(t);
}

/* --per-socket and friends print a CPU count after the id (aggr_printout, 6.1). */
static enum t_result per_socket(struct tctx *t)
{
	static const char in[] =
		"#           time socket cpus             counts unit events\n"
		"     0.100150647 S0        2             206.46 msec cpu-clock                        #    2.065 CPUs utilized          \n"
		"     0.100150647 S0-D0-C1        2          1,234,567      cycles                            (50.00%)\n"
		"     0.100150647,S1,4,77,,page-faults,1000,100.00,,\n";
	struct pms_capture *c = NULL;
	struct pms_diag d;
	struct pms_capture_cell x;
	int rc;

	/* the text lines parse; the CSV line then fails: one format per file */
	rc = pms_capture_parse(in, strlen(in), &c, &d);
	CHECK(t, rc == PMS_ESYNTAX && d.pos == strlen(in) - strlen(",S1,4,77,,page-faults,1000,100.00,,\n"),
	      "mixed formats: %s at %zu", pms_strerror(rc), d.pos);
	pms_capture_free(c);
	c = parse(t, "     0.100150647 S0        2             206.46 msec cpu-clock\n"
		  "     0.100150647 S0-D0-C1        2          1,234,567      cycles                            (50.00%)\n");
	REQUIRE(t, c, "no capture");
	x = cell(c, 0, "cpu-clock", "S0");
	CHECK(t, near(x.value, 206.46), "S0 cpu-clock %g", x.value);
	x = cell(c, 0, "cycles", "S0-D0-C1");
	CHECK(t, x.value == 1234567 && x.has_pct && x.pct == 50, "core cycles %g %g", x.value, x.pct);
	pms_capture_free(c);
	c = parse(t, "     0.100150647,S1,4,77,,page-faults,1000,100.00,,\n");
	REQUIRE(t, c, "no CSV capture");
	CHECK(t, cell(c, 0, "page-faults", "S1").value == 77, "CSV socket");
out:
	pms_capture_free(c);
	return t_result(t);
}

/* Multiplexed lines and the layouts of other perf versions. */
static enum t_result older_layouts(struct tctx *t)
{
	struct pms_capture *c;
	struct pms_capture_cell x;

	/* perf 3.x under a locale writing "1.234,5": '.' groups, ',' decimals, "[P%]" */
	c = parse(t, "     1.000000000   127.352.815.472 r53003c                                [23,76%]\n"
		  "     1.000000000         1.234,56 task-clock (msec)        #    1,2 CPUs   [100,00%]\n");
	if (c) {
		x = cell(c, 0, "r53003c", NULL);
		CHECK(t, x.value == 127352815472.0 && x.has_pct && near(x.pct, 23.76),
		      "3.x: %g %g", x.value, x.pct);
		x = cell(c, 0, "task-clock", NULL);
		CHECK(t, near(x.value, 1234.56), "3.x clock %g", x.value);
		CHECK(t, (pms_capture_layout(c) & (PMS_CAPLAY_BRACKET_PCT | PMS_CAPLAY_DECIMAL_COMMA |
						   PMS_CAPLAY_UNIT_SUFFIX)) ==
		      (PMS_CAPLAY_BRACKET_PCT | PMS_CAPLAY_DECIMAL_COMMA | PMS_CAPLAY_UNIT_SUFFIX),
		      "layout 0x%x", pms_capture_layout(c));
		pms_capture_free(c);
	}
	/* perf 4.x: the unit after the name in parentheses, a percentage on every line */
	c = parse(t, "     1.001301370       12020.049593 task-clock (msec)          (100.00%)\n"
		  "     1.001301370        386,582,789 cycles     # 0.032 GHz          (66.67%)\n"
		  "     1.001301370    <not supported> stalled-cycles-backend\n");
	if (c) {
		struct pms_capture_series s;

		pms_capture_series(c, 0, &s);
		CHECK(t, !strcmp(s.event, "task-clock") && s.is_clock, "4.x name '%s' unit '%s'",
		      s.event, s.unit);
		x = cell(c, 0, "cycles", NULL);
		CHECK(t, x.value == 386582789 && near(x.pct, 66.67), "4.x cycles %g %g", x.value, x.pct);
		pms_capture_free(c);
	}
	/* CSV before the metric fields, and a -r noise field */
	c = parse(t, "1.000852081,1030742150,,stalled-cycles-frontend,12010984057,50.00\n"
		  "1.000852081,12,,page-faults,1.25%,12010984057,100.00,,\n");
	if (c) {
		x = cell(c, 0, "stalled-cycles-frontend", NULL);
		CHECK(t, x.value == 1030742150 && x.run_ns == 12010984057ull && x.pct == 50 &&
		      x.pct_floor, "old CSV %g", x.value);
		x = cell(c, 0, "page-faults", NULL);
		CHECK(t, x.value == 12 && x.run_ns == 12010984057ull, "noise field");
		pms_capture_free(c);
	}
	/* 6.12's JSON: "metric-value" a string; CSV time without padding */
	c = parse(t, "{\"interval\" : 2.000000001, \"counter-value\" : \"1000.000000\", \"unit\" : \"\", "
		  "\"event\" : \"cpu_core/cycles/\", \"event-runtime\" : 500, \"pcnt-running\" : 50.00, "
		  "\"metric-value\" : \"0.500000\", \"metric-unit\" : \"GHz\"}\n");
	if (c) {
		x = cell(c, 0, "cpu_core/cycles/", NULL);
		CHECK(t, x.value == 1000 && x.run_ns == 500 && x.pct == 50 && x.pct_floor, "6.12 JSON");
		CHECK(t, pms_capture_time_ns(c, 0) == 2000000001ull, "6.12 time");
		pms_capture_free(c);
	}
	return t_result(t);
}

/*
 * Captures written by other tools in perf's layouts: stamps of another
 * precision, single blanks, exact percentages.  A line that does not parse
 * is skipped there (perf's own stamps make it an error).
 */
static enum t_result other_writers(struct tctx *t)
{
	struct pms_capture *c = parse(t, "0.100 1000000 r01c2 (50.00%)\n"
				      "0.200 1200000 r01c2 (25.50%)\n"
				      "0.250 not a count line\n");
	struct pms_capture_cell x;

	REQUIRE(t, c, "no capture");
	CHECK(t, pms_capture_n_intervals(c) == 2 && pms_capture_time_ns(c, 1) == 200000000,
	      "%u intervals", pms_capture_n_intervals(c));
	x = cell(c, 1, "r01c2", NULL);
	CHECK(t, x.value == 1200000 && x.has_pct && x.pct == 25.5, "text: %g %g", x.value, x.pct);
	CHECK(t, pms_capture_n_skipped(c, NULL) == 1, "skipped %zu", pms_capture_n_skipped(c, NULL));
	pms_capture_free(c);
	/* a percentage with decimals is not perf's integer division */
	c = parse(t, "0.1,100,,e,333,33.30\n0.2,100,,e,500,50.00\n");
	REQUIRE(t, c, "no CSV capture");
	x = cell(c, 0, "e", NULL);
	CHECK(t, !x.pct_floor && near(pms_capture_enabled_ns(c, 0, 0), 1000), "exact: %g",
	      pms_capture_enabled_ns(c, 0, 0));
	x = cell(c, 1, "e", NULL);
	CHECK(t, x.pct_floor, "whole percentages are perf's");
out:
	pms_capture_free(c);
	return t_result(t);
}

/* perf stat -e cycles,cycles prints two lines of the same name: two series. */
static enum t_result repeated_event(struct tctx *t)
{
	struct pms_capture *c = parse(t, "     1.000000000   10      cycles\n"
				      "     1.000000000   20      cycles\n"
				      "     2.000000000   11      cycles\n"
				      "     2.000000000   21      cycles\n");
	struct pms_capture_series s;
	struct pms_capture_cell x;

	REQUIRE(t, c, "no capture");
	CHECK(t, pms_capture_n_series(c) == 2, "%d series", pms_capture_n_series(c));
	pms_capture_series(c, 1, &s);
	pms_capture_cell(c, 1, 1, &x);
	CHECK(t, !strcmp(s.event, "cycles") && s.repeat == 1 && x.value == 21, "repeat %d: %g",
	      s.repeat, x.value);
	CHECK(t, pms_capture_find(c, "cycles", NULL) == 0, "find gives the first");
out:
	pms_capture_free(c);
	return t_result(t);
}

/* An event name may hold the CSV separator (perf prints the name as written). */
static enum t_result csv_name_with_separator(struct tctx *t)
{
	struct pms_capture *c = parse(t, "3.000000000,42,,cpu/event=0x3c,umask=0x00/,2000,50.00,,\n");
	struct pms_capture_cell x;

	REQUIRE(t, c, "no capture");
	x = cell(c, 0, "cpu/event=0x3c,umask=0x00/", NULL);
	CHECK(t, x.status == PMS_CAP_COUNTED && x.value == 42 && x.run_ns == 2000,
	      "name with ',': %d %g", x.status, x.value);
out:
	pms_capture_free(c);
	return t_result(t);
}

/*
 * The enabled time of a multiplexed CSV line: the running time of an event
 * that ran all the time when it agrees with the integer percentage
 * (100 * 333 / 1000 = 33), else the percentage's midpoint.
 */
static enum t_result enabled_time(struct tctx *t)
{
	struct pms_capture *c = parse(t, "1.000000000,100,,a,1000,100.00,,\n"
				      "1.000000000,50,,b,333,33.00,,\n"
				      "1.000000000,50,,c,500,33.00,,\n");

	REQUIRE(t, c, "no capture");
	CHECK(t, near(pms_capture_enabled_ns(c, 0, 1), 1000), "b: %g", pms_capture_enabled_ns(c, 0, 1));
	/* 100 * 500 / 1000 = 50, not 33: from the percentage, 100 * 500 / 33.5 */
	CHECK(t, near(pms_capture_enabled_ns(c, 0, 2), 100.0 * 500 / 33.5), "c: %g",
	      pms_capture_enabled_ns(c, 0, 2));
out:
	pms_capture_free(c);
	return t_result(t);
}

/* perf stat without -I: one interval, the elapsed time from the footer. */
static enum t_result report_without_interval(struct tctx *t)
{
	static const char in[] =
		"\n Performance counter stats for 'sh -c true':\n\n"
		"             49.20 msec task-clock                       #    1.063 CPUs utilized          \n"
		"                64      page-faults                      #    1.301 K/sec                  \n"
		"   <not supported>      cycles                                                      \n\n"
		"       0.046263491 seconds time elapsed\n\n"
		"       0.049969000 seconds user\n"
		"       0.000000000 seconds sys\n\n";
	struct pms_capture *c = parse(t, in);

	REQUIRE(t, c, "no capture");
	CHECK(t, pms_capture_layout(c) & PMS_CAPLAY_NO_INTERVAL, "layout 0x%x", pms_capture_layout(c));
	CHECK(t, pms_capture_n_intervals(c) == 1 && pms_capture_time_ns(c, 0) == 46263491,
	      "%u intervals, time %llu", pms_capture_n_intervals(c),
	      (unsigned long long)pms_capture_time_ns(c, 0));
	CHECK(t, cell(c, 0, "page-faults", NULL).value == 64, "page-faults");
	CHECK(t, pms_capture_n_skipped(c, NULL) == 0, "perf's own lines are not skipped counts");
out:
	pms_capture_free(c);
	return t_result(t);
}

/*
 * A posted report with its columns squeezed (the s390 z/VM block in the commit message
 * of e272628902c1, 6.19): under perf's header the count may end before perf's 18-wide
 * column; before the header, a line that starts with a number stays prose.
 */
static enum t_result report_squeezed_columns(struct tctx *t)
{
	static const char in[] =
		"56 apples\n"
		"  Performance counter stats for 'system wide':\n\n"
		"        56      context-switches  #     46.3 cs/sec  cs_per_second\n"
		"  1,210.41 msec cpu-clock         #     11.9 CPUs  CPUs_utilized\n\n"
		"        0.100891009 seconds time elapsed\n";
	struct pms_capture *c = parse(t, in);
	size_t first;

	REQUIRE(t, c, "no capture");
	CHECK(t, cell(c, 0, "context-switches", NULL).value == 56, "context-switches");
	CHECK(t, near(cell(c, 0, "cpu-clock", NULL).value, 1210.41), "cpu-clock %g",
	      cell(c, 0, "cpu-clock", NULL).value);
	CHECK(t, pms_capture_time_ns(c, 0) == 100891009, "elapsed %llu",
	      (unsigned long long)pms_capture_time_ns(c, 0));
	CHECK(t, pms_capture_n_skipped(c, &first) == 1 && first == 0, "skipped %zu at %zu",
	      pms_capture_n_skipped(c, NULL), first);
out:
	pms_capture_free(c);
	return t_result(t);
}

/* The command's own output between perf's lines is skipped and counted. */
static enum t_result skipped_lines(struct tctx *t)
{
	static const char in[] =
		"hello from the command\n"
		"     1.000000000                 10      page-faults\n"
		"42 is not a count line here\n";
	struct pms_capture *c = parse(t, in);
	size_t first;

	REQUIRE(t, c, "no capture");
	CHECK(t, pms_capture_n_skipped(c, &first) == 2 && first == 0, "skipped %zu at %zu",
	      pms_capture_n_skipped(c, NULL), first);
out:
	pms_capture_free(c);
	return t_result(t);
}

/* pmusched's own -I output with --mux-error and --predict reads back. */
static enum t_result own_additions(struct tctx *t)
{
	static const char in[] =
		"     0.100000000            1000000      branches                         #   10.000 M/sec                    (50.00%)  [-3.10%, +3.10%] MUX-UNRELIABLE  [predicted 50.00%]\n"
		"     0.100000000,2000000,,branch-misses,50000000,50.00,,,1900000,2100000,\n";
	struct pms_capture *c = parse(t, "     0.100000000            1000000      branches                         #   10.000 M/sec                    (50.00%)  [-3.10%, +3.10%] MUX-UNRELIABLE  [predicted 50.00%]\n");
	struct pms_capture_cell x;

	REQUIRE(t, c, "no capture");
	x = cell(c, 0, "branches", NULL);
	CHECK(t, x.value == 1000000 && x.pct == 50, "text: %g %g", x.value, x.pct);
	pms_capture_free(c);
	c = parse(t, strchr(in, '\n') + 1);
	REQUIRE(t, c, "no CSV capture");
	x = cell(c, 0, "branch-misses", NULL);
	CHECK(t, x.value == 2000000 && x.run_ns == 50000000 && x.pct == 50, "CSV: %g", x.value);
out:
	pms_capture_free(c);
	return t_result(t);
}

/*
 * Names as a capture keeps them: valid UTF-8 with C0, DEL, C1 (U+009B is a
 * terminal's CSI), bytes that are not UTF-8 and the bidirectional controls
 * escaped, whatever the format (a comm set with prctl() reaches perf stat
 * --per-thread's output raw), so no output writes them raw and JSON output
 * stays valid.  Plain names and other UTF-8 are kept as they are.
 */
static enum t_result names_escaped(struct tctx *t)
{
	static const struct {
		int line;
		const char *in, *event, *aggr;
	} cases[] = {
		{ __LINE__, "     1.000000000,5,,ev\xc2\x9b" "2Jx,1,100.00,,\n", "ev\\u009b2Jx", "" },
		{ __LINE__, "     1.000000000,5,,ev\x9b" "2J,1,100.00,,\n", "ev\\x9b2J", "" },
		{ __LINE__, "     1.000000000,5,,bad\xff\x1b[2J,1,100.00,,\n", "bad\\xff\\x1b[2J", "" },
		{ __LINE__, "     1.000000000,5,,rtl\xe2\x80\xae" "ab,1,100.00,,\n", "rtl\\u202eab", "" },
		{ __LINE__, "     1.000000000,5,,iso\xe2\x81\xa6x\x7f,1,100.00,,\n", "iso\\u2066x\\x7f", "" },
		{ __LINE__, "     1.000000000,5,,caf\xc3\xa9,1,100.00,,\n", "caf\xc3\xa9", "" },
		/* overlong '/' and a lone continuation byte */
		{ __LINE__, "     1.000000000,5,,a\xc0\xaf" "b\x80,1,100.00,,\n", "a\\xc0\\xafb\\x80", "" },
		{ __LINE__, "     1.000000000 x\xc2\x9b\x01y-42 5      cycles\n", "cycles",
		  "x\\u009b\\x01y-42" },
		{ __LINE__, "{\"interval\" : 1.0, \"event\" : \"a\\u0007\\u009b\", \"counter-value\" : 1}\n",
		  "a\\x07\\u009b", "" },
		{ __LINE__, "{\"interval\" : 1.0, \"thread\" : \"\xe2\x80\xae-1\", \"event\" : \"a\", "
		  "\"counter-value\" : 1}\n", "a", "\\u202e-1" },
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		struct pms_capture *c = NULL;
		struct pms_capture_series s;
		struct pms_diag d;
		int rc = pms_capture_parse(cases[i].in, strlen(cases[i].in), &c, &d);

		CHECK(t, rc == PMS_OK, "line %d: %s (%s)", cases[i].line, pms_strerror(rc), d.msg);
		if (rc == PMS_OK && pms_capture_series(c, 0, &s) == PMS_OK)
			CHECK(t, !strcmp(s.event, cases[i].event) && !strcmp(s.aggr, cases[i].aggr),
			      "line %d: '%s' '%s', want '%s' '%s'", cases[i].line, s.event, s.aggr,
			      cases[i].event, cases[i].aggr);
		pms_capture_free(c);
	}
	return t_result(t);
}

/*
 * Streaming: a capture fed line by line is the one pms_capture_parse()
 * reads from the whole buffer, and what the reader holds does not grow
 * with lines it skips (memory bounded by the series kept, not the input).
 */
static enum t_result streaming(struct tctx *t)
{
	static const char *const lines[] = {
		"# started on Fri Nov 27 12:07:39 2026",
		"",
		"     0.100663536,75,,page-faults,4570790,100.00,16.409,K/sec",
		"     0.100663536,4.57,msec,task-clock,4570790,100.00,0.046,CPUs utilized",
		"output of the command",
		"     0.207566475,<not counted>,,page-faults,0,100.00,,",
		"     0.207566475,<not counted>,msec,task-clock,0,100.00,,\r",
		"     0.371398119,0,,page-faults,225497,100.00,0.000,/sec",
	};
	struct pms_capture_reader *r = NULL;
	struct pms_capture *c = NULL, *whole = NULL;
	struct pms_diag d;
	char buf[1024];
	size_t n = 0;
	long live;

	for (size_t i = 0; i < T_ARRAY_SIZE(lines); i++)
		n += (size_t)snprintf(buf + n, sizeof(buf) - n, "%s\n", lines[i]);
	REQUIRE(t, pms_capture_parse(buf, n, &whole, &d) == PMS_OK, "parse: %s", d.msg);
	REQUIRE(t, pms_capture_reader_new(&r) == PMS_OK, "reader");
	for (size_t i = 0; i < T_ARRAY_SIZE(lines); i++)
		CHECK(t, pms_capture_reader_line(r, lines[i], strlen(lines[i]), &d) == PMS_OK,
		      "line %zu: %s", i, d.msg);
	/* skipped lines cost nothing */
	live = pmsi_alloc_live();
	for (int i = 0; i < 10000; i++)
		CHECK(t, pms_capture_reader_line(r, "more output", 11, &d) == PMS_OK, "skip");
	CHECK(t, pmsi_alloc_live() == live, "%ld allocations after skipped lines, was %ld",
	      pmsi_alloc_live(), live);
	REQUIRE(t, pms_capture_reader_finish(r, &c, &d) == PMS_OK, "finish: %s", d.msg);
	CHECK(t, pms_capture_n_intervals(c) == pms_capture_n_intervals(whole) &&
	      pms_capture_n_series(c) == 2 && pms_capture_n_series(whole) == 2, "shape");
	for (unsigned k = 0; k < pms_capture_n_intervals(c); k++)
		for (int i = 0; i < 2; i++) {
			struct pms_capture_cell a, b;

			pms_capture_cell(c, k, i, &a);
			pms_capture_cell(whole, k, i, &b);
			CHECK(t, a.status == b.status && a.value == b.value && a.pos == b.pos &&
			      a.has_ena == b.has_ena, "interval %u series %d", k, i);
		}
	CHECK(t, pms_capture_n_skipped(c, NULL) == 10001, "skipped %zu",
	      pms_capture_n_skipped(c, NULL));
	pms_capture_reader_free(r);
	r = NULL;
	/* an error names the byte from the first line on */
	REQUIRE(t, pms_capture_reader_new(&r) == PMS_OK, "reader");
	CHECK(t, pms_capture_reader_line(r, lines[2], strlen(lines[2]), &d) == PMS_OK, "first");
	CHECK(t, pms_capture_reader_line(r, "     0.2,x", 10, &d) == PMS_OK, "loose skipped");
	CHECK(t, pms_capture_reader_line(r, "     0.300000000,x,,a,1,100.00", 30, &d) ==
	      PMS_ESYNTAX && d.pos == strlen(lines[2]) + 1 + 11 + 17, "pos %zu: %s", d.pos, d.msg);
out:
	pms_capture_reader_free(r);
	pms_capture_free(c);
	pms_capture_free(whole);
	return t_result(t);
}

/*
 * perf 6.13 to 7.3's per-socket lines, from tools/perf/util/stat-display.c
 * of 7.3 (and 6.12 for the old key): JSON's "aggregate-number" became
 * "counters" (print_aggr_id_json()), metrics gained "metric-threshold"
 * (print_metric_json()) and "metric-value" is a string; the text and CSV
 * columns keep their places (the header says "ctrs" for "cpus").
 */
static enum t_result perf73_layouts(struct tctx *t)
{
	static const char *const in[] = {
		"{\"interval\" : 1.000000000, \"socket\" : \"S0\", \"counters\" : 2, "
		"\"counter-value\" : \"1000.000000\", \"unit\" : \"\", \"event\" : \"a\", "
		"\"event-runtime\" : 500, \"pcnt-running\" : 50.00, \"metric-value\" : \"2.000000\", "
		"\"metric-unit\" : \"x\", \"metric-threshold\" : \"good\"}\n",
		"{\"interval\" : 1.000000000, \"socket\" : \"S0\", \"aggregate-number\" : 2, "
		"\"counter-value\" : \"1000.000000\", \"unit\" : \"\", \"event\" : \"a\", "
		"\"event-runtime\" : 500, \"pcnt-running\" : 50.00, \"metric-value\" : \"2.000000\", "
		"\"metric-unit\" : \"x\"}\n",
		("#           time socket ctrs             counts unit events\n"
		 "     1.000000000 S0        2              1,000      a                                (50.00%)\n"),
		"1.000000000,S0,2,1000,,a,500,50.00,2.00,x\n",
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(in); i++) {
		struct pms_capture *c = parse(t, in[i]);
		struct pms_capture_series s;
		struct pms_capture_cell x;

		CHECK(t, c != NULL, "case %zu: no capture", i);
		if (!c)
			continue;
		pms_capture_series(c, 0, &s);
		pms_capture_cell(c, 0, 0, &x);
		CHECK(t, pms_capture_n_series(c) == 1 && !strcmp(s.event, "a") &&
		      !strcmp(s.aggr, "S0") && x.value == 1000 && x.has_pct && x.pct == 50,
		      "case %zu: %d series, '%s' '%s' %g %g", i, pms_capture_n_series(c), s.event,
		      s.aggr, x.value, x.pct);
		pms_capture_free(c);
	}
	return t_result(t);
}

static const struct {
	int line;
	const char *in;
	int want;
	size_t pos;		/* of the offending token */
} bad[] = {
	/* the second timestamp */
	{ __LINE__, "     2.000000000   10   a\n     1.000000000   10   a\n", PMS_ESYNTAX, 31 },
	/* the count */
	{ __LINE__, "     1.000000000   ten   a\n", PMS_ESYNTAX, 19 },
	/* the end of the line, where the name should be */
	{ __LINE__, "     1.000000000   10\n", PMS_ESYNTAX, 21 },
	{ __LINE__, "     1.000000000,x,,a,1,100.00,,\n", PMS_ESYNTAX, 17 },
	{ __LINE__, "{\"interval\" : 1.0, \"event\" : \"a\", \"counter-value\" : {}}\n", PMS_ESYNTAX, 52 },
	{ __LINE__, "{\"interval\" : 1.0, \"event\" : \"a\" \"counter-value\" : 1}\n", PMS_ESYNTAX, 33 },
	{ __LINE__, "{\"interval\" : 1.0, \"event\" : \"a\", \"counter-value\" : \"lots\"}\n", PMS_ESYNTAX, 52 },
	/* a JSON line after text lines */
	{ __LINE__, "     1.000000000   10      a\n{\"interval\" : 1.0}\n", PMS_ESYNTAX, 29 },
	/* the line of a percentage above 100 */
	{ __LINE__, "     1.000000000   10      a   (150.00%)\n", PMS_ESYNTAX, 5 },
	{ __LINE__, "nothing here\n", PMS_ESYNTAX, 0 },
	{ __LINE__, "", PMS_ESYNTAX, PMS_NOPOS },
};

static enum t_result errors(struct tctx *t)
{
	for (size_t i = 0; i < T_ARRAY_SIZE(bad); i++) {
		struct pms_capture *c = (struct pms_capture *)&c;
		struct pms_diag d;
		int rc = pms_capture_parse(bad[i].in, strlen(bad[i].in), &c, &d);

		CHECK(t, rc == bad[i].want && c == NULL, "line %d: %s (%s)", bad[i].line,
		      pms_strerror(rc), d.msg);
		CHECK(t, rc == PMS_OK || d.pos == bad[i].pos, "line %d: pos %zu, want %zu (%s)",
		      bad[i].line, d.pos, bad[i].pos, d.msg);
	}
	return t_result(t);
}

/* Bounded work: a line, the series and the intervals are limited. */
static enum t_result limits(struct tctx *t)
{
	size_t n = PMS_CAPTURE_MAX_LINE + 100;
	char *big = malloc(n + 1);
	struct pms_capture *c = NULL;
	struct pms_diag d;
	int rc;

	REQUIRE(t, big, "malloc");
	memcpy(big, "     1.000000000   10   ", 24);
	memset(big + 24, 'a', n - 24);
	big[n] = '\0';
	rc = pms_capture_parse(big, n, &c, &d);
	CHECK(t, rc == PMS_ELIMIT && d.pos == 0, "long line: %s at %zu", pms_strerror(rc), d.pos);
	/* PMS_CAPTURE_MAX_SERIES + 1 distinct events in one interval */
	free(big);
	n = (PMS_CAPTURE_MAX_SERIES + 1) * 40;
	big = malloc(n);
	REQUIRE(t, big, "malloc");
	for (size_t i = 0, at = 0; i <= PMS_CAPTURE_MAX_SERIES; i++)
		at += (size_t)snprintf(big + at, n - at, "     1.000000000   10   e%zu\n", i);
	rc = pms_capture_parse(big, strlen(big), &c, &d);
	CHECK(t, rc == PMS_ELIMIT, "too many series: %s", pms_strerror(rc));
out:
	free(big);
	pms_capture_free(c);
	return t_result(t);
}

/* The builder that live runs and the generator use. */
static enum t_result builder(struct tctx *t)
{
	struct pms_capture *c = NULL;
	struct pms_capture_cell x = { .status = PMS_CAP_COUNTED, .value = 5, .pct = 100 };
	unsigned k;
	int i, j;

	REQUIRE(t, pms_capture_new(&c) == PMS_OK, "new");
	CHECK(t, pms_capture_add_series(c, "a", NULL, NULL, &i) == PMS_OK && i == 0, "add a");
	CHECK(t, pms_capture_add_series(c, "a", "", "", &j) == PMS_OK && j == 0, "same series");
	CHECK(t, pms_capture_add_series(c, "", NULL, NULL, &j) == PMS_EINVAL, "empty name");
	CHECK(t, pms_capture_add_interval(c, 100, &k) == PMS_OK && k == 0, "interval");
	CHECK(t, pms_capture_add_interval(c, 99, &k) == PMS_ERANGE, "time going back");
	CHECK(t, pms_capture_set(c, 0, 0, &x) == PMS_OK, "set");
	CHECK(t, pms_capture_set(c, 1, 0, &x) == PMS_ERANGE, "no such interval");
	x.pct = 101;
	CHECK(t, pms_capture_set(c, 0, 0, &x) == PMS_EINVAL, "percentage above 100");
	CHECK(t, isnan(pms_capture_truth(c, 0, 0)), "no truth yet");
	CHECK(t, pms_capture_set_truth(c, 0, 0, 7) == PMS_OK && pms_capture_truth(c, 0, 0) == 7,
	      "truth");
	/* a series added late starts absent in the intervals before it */
	CHECK(t, pms_capture_add_series(c, "b", NULL, "CPU1", &j) == PMS_OK && j == 1, "add b");
	CHECK(t, cell(c, 0, "b", "CPU1").status == PMS_CAP_ABSENT, "late series absent");
out:
	pms_capture_free(c);
	return t_result(t);
}

/*
 * The N-th allocation failing, N = 0, 1, ...: parse and estimate fail with
 * PMS_ENOMEM and leave nothing allocated, until N is large enough.
 */
static enum t_result allocation_failures(struct tctx *t)
{
	static const char *const in[] = {
		perf61_text,
		"     1.0,CPU0,5,,a,50,50.00,,\n     1.0,CPU1,6,,a,50,50.00,,\n     2.0,CPU0,5,,a,50,50.00,,\n",
		"{\"interval\" : 1.0, \"cpu\" : \"3\", \"counter-value\" : \"5\", \"event\" : \"a\\u00e9\", "
		"\"event-runtime\" : 5, \"pcnt-running\" : 50.00}\n",
		"            12,345      cycles   (50.00%)\n       1.000000000 seconds time elapsed\n",
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(in); i++) {
		bool done = false;

		for (long n = 0; n < 10000 && !done; n++) {
			struct pms_capture *c = NULL;
			struct pms_muxerr *m = NULL;
			struct pms_diag d;
			long live = pmsi_alloc_live();
			int rc;

			pmsi_alloc_fail_at(n);
			rc = pms_capture_parse(in[i], strlen(in[i]), &c, &d);
			if (rc == PMS_OK)
				rc = pms_muxerr_new(c, NULL, &m, &d);
			pmsi_alloc_fail_at(-1);
			done = rc == PMS_OK;
			CHECK(t, rc == PMS_OK || (rc == PMS_ENOMEM && d.code == PMS_ENOMEM && !m),
			      "input %zu, failing at %ld: %s (%s)", i, n, pms_strerror(rc), d.msg);
			pms_muxerr_free(m);
			pms_capture_free(c);
			CHECK(t, pmsi_alloc_live() == live, "input %zu, failing at %ld: leak", i, n);
		}
		CHECK(t, done, "input %zu never succeeded", i);
	}
	return t_result(t);
}

const struct t_case t_replay_cases[] = {
	{ "text_perf61", text_perf61 },
	{ "csv_perf61", csv_perf61 },
	{ "json_perf61", json_perf61 },
	{ "per_cpu", per_cpu },
	{ "per_socket", per_socket },
	{ "older_layouts", older_layouts },
	{ "other_writers", other_writers },
	{ "repeated_event", repeated_event },
	{ "csv_name_with_separator", csv_name_with_separator },
	{ "enabled_time", enabled_time },
	{ "report_without_interval", report_without_interval },
	{ "report_squeezed_columns", report_squeezed_columns },
	{ "skipped_lines", skipped_lines },
	{ "own_additions", own_additions },
	{ "names_escaped", names_escaped },
	{ "streaming", streaming },
	{ "perf73_layouts", perf73_layouts },
	{ "errors", errors },
	{ "limits", limits },
	{ "builder", builder },
	{ "allocation_failures", allocation_failures },
	{ NULL, NULL }
};
