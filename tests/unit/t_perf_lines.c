/*
 * What perf stat prints on each line of its own list, per perf release,
 * asked of the library (pms_perf_lines_line(), _metric(), _info(),
 * _cell(); src/lib/query_lines_out.c).  The expected figures come from
 * perf's sources (each case names the file and function) and from real
 * perf's output recorded on fake PMUs (tests/oracle/), the same facts the
 * goldens print (each case names its golden).
 */
#include <string.h>
#include "../test.h"

struct asked {
	struct pms_query *q;
	struct pms_answer *a;
	const struct pms_perf_lines *pl;
};

/* A prediction of perf's own list on @cpu, Linux @kernel, with query key
 * @key set to @val (NULL: none), and list @list (NULL: perf's default). */
static int ask(struct tctx *t, struct asked *x, const char *cpu, const char *kernel,
	       const char *key, const char *val, const char *list)
{
	struct pms_diag d;

	memset(x, 0, sizeof(*x));
	if (pms_query_new(&x->q, &d) || pms_query_set(x->q, "cpu", cpu, &d) ||
	    pms_query_set(x->q, "kernel", kernel, &d) ||
	    (key && pms_query_set(x->q, key, val, &d)) ||
	    pms_query_predict(x->q, list, &x->a, &d)) {
		CHECK(t, 0, "%s %s %s=%s: %s", cpu, kernel, key ? key : "", val ? val : "", d.msg);
		return -1;
	}
	x->pl = pms_answer_lines(x->a);
	return 0;
}

static void done(struct asked *x)
{
	pms_answer_free(x->a);
	pms_query_free(x->q);
}

static struct pms_perf_line line(const struct pms_perf_lines *pl, int i)
{
	struct pms_perf_line l = { .sz = sizeof(l) };

	if (pms_perf_lines_line(pl, i, &l))
		l.n_metrics = -1;
	return l;
}

static struct pms_perf_line_metric metric(const struct pms_perf_lines *pl, int i, int j)
{
	struct pms_perf_line_metric m = { .sz = sizeof(m) };

	if (pms_perf_lines_metric(pl, i, j, &m))
		m.label = "(none)";
	return m;
}

static const char *cell(const struct pms_perf_lines *pl, int row, int c)
{
	struct pms_perf_cell ce = { .sz = sizeof(ce) };

	if (pms_perf_lines_cell(pl, row, c, &ce))
		return "(none)";
	return ce.label ? ce.label : "(empty)";
}

/* The line of the parsed event named @name, or -1. */
static int find(const struct asked *x, const char *name)
{
	for (int i = 0; i < pms_answer_n_events(x->a); i++)
		if (!strcmp(line(x->pl, i).name, name))
			return i;
	return -1;
}

/*
 * --topdown sets --metric-only (builtin-stat.c cmd_stat(), 6.1.176 and
 * 6.12.117): no event line, a row of column names and a row of values.
 * - perf 6.1, icl: its built-in ratios (util/stat-shadow.c
 *   perf_stat__print_shadow_stats(), full_td(): the four level 1 events
 *   counted), level 1 (icl has no topdown-heavy-ops), in list order;
 *   print_metric_headers() has no prefix outside -I
 *   (golden predict_topdown_icl_6_1.t).
 * - perf 6.1, spr: topdown-heavy-ops makes level 2 the default, each level
 *   2 event two columns ("Heavy Operations" and "Light Operations");
 *   --td-level 1 keeps the four level 1 ones (td_level_asked).
 * - perf 6.12, spr: TopdownL1's metrics under their metric_events[0]
 *   (metricgroup.c parse_groups()), labelled by ScaleUnit, the header row
 *   after a blank (print_metric_headers_std()); golden predict_topdown_spr.t.
 */
static enum t_result metric_only_rows(struct tctx *t)
{
	static const char *const l1[] = { "Retiring", "Bad Speculation", "Frontend Bound",
					  "Backend Bound" };
	static const char *const l612[] = { "%  tma_backend_bound", "%  tma_retiring",
					    "%  tma_bad_speculation", "%  tma_frontend_bound" };
	struct pms_perf_lines_info in = { .sz = sizeof(in) };
	struct asked x;

	if (ask(t, &x, "icl", "6.1", "topdown", "on", NULL))
		return t_result(t);
	REQUIRE(t, pms_perf_lines_info(x.pl, &in) == PMS_OK, "info");
	CHECK(t, in.modelled && in.metric_only && !in.header_blank && in.td_level == 1 &&
	      in.n_cells[0] == 4 && in.n_cells[1] == 4, "6.1 icl: level %d, %d/%d cells, blank %d",
	      in.td_level, in.n_cells[0], in.n_cells[1], in.header_blank);
	for (int c = 0; c < 4; c++)
		CHECK(t, !strcmp(cell(x.pl, 0, c), l1[c]) && !strcmp(cell(x.pl, 1, c), l1[c]),
		      "6.1 icl column %d: %s", c, cell(x.pl, 0, c));
	for (int i = 0; i < pms_answer_n_events(x.a); i++)
		CHECK(t, line(x.pl, i).hidden == PMS_PHIDE_METRIC_ONLY, "6.1 line %d shown", i);
	done(&x);

	if (ask(t, &x, "spr", "6.1", "topdown", "on", NULL))
		return t_result(t);
	pms_perf_lines_info(x.pl, &in);
	CHECK(t, in.td_level == 2 && in.n_cells[0] == 12 && !strcmp(cell(x.pl, 0, 4),
	      "Heavy Operations") && !strcmp(cell(x.pl, 0, 5), "Light Operations"),
	      "6.1 spr: level %d, %d cells, %s", in.td_level, in.n_cells[0], cell(x.pl, 0, 4));
	done(&x);

	if (ask(t, &x, "spr", "6.12", "topdown", "on", NULL))
		return t_result(t);
	pms_perf_lines_info(x.pl, &in);
	CHECK(t, in.metric_only && in.header_blank && in.td_level == 0 && in.n_cells[0] == 4 &&
	      in.n_cells[1] == 4, "6.12 spr: %d/%d cells", in.n_cells[0], in.n_cells[1]);
	for (int c = 0; c < 4; c++)
		CHECK(t, !strcmp(cell(x.pl, 0, c), l612[c]), "6.12 column %d: %s", c,
		      cell(x.pl, 0, c));
	CHECK(t, !strcmp(cell(x.pl, 2, 0), "(none)") && !strcmp(cell(x.pl, 0, 4), "(none)"),
	      "rows out of range");
out:
	done(&x);
	return t_result(t);
}

/* perf 6.1 with --td-level 1 on spr: the four level 1 columns (the level
 * asked wins over the default, util/stat-shadow.c 6.1.176). */
static enum t_result td_level_asked(struct tctx *t)
{
	struct pms_perf_lines_info in = { .sz = sizeof(in) };
	struct pms_answer *a = NULL;
	struct pms_query *q = NULL;
	struct pms_diag d;

	REQUIRE(t, pms_query_new(&q, &d) == PMS_OK, "new");
	REQUIRE(t, !pms_query_set(q, "cpu", "spr", &d) && !pms_query_set(q, "kernel", "6.1", &d) &&
		!pms_query_set(q, "topdown", "on", &d) && !pms_query_set(q, "td-level", "1", &d) &&
		!pms_query_predict(q, NULL, &a, &d), "%s", d.msg);
	pms_perf_lines_info(pms_answer_lines(a), &in);
	CHECK(t, in.td_level == 1 && in.n_cells[0] == 4 && in.n_cells[1] == 4,
	      "--td-level 1: level %d, %d cells", in.td_level, in.n_cells[0]);
out:
	pms_answer_free(a);
	pms_query_free(q);
	return t_result(t);
}

/*
 * perf 6.12's default set on icl (golden predict_default_icl.t): the eight
 * events of default_attrs0/1 print their count lines; the Default group's
 * events are default_metricgroup (builtin-stat.c add_default_attributes()),
 * perf_stat__skip_metric_event() (util/stat-shadow.c) drops all but
 * TOPDOWN.SLOTS, whose line is the TopdownL1 header and its four metrics
 * (print_metricgroup_header_std(), names ascending).  No PMU in the header:
 * one core PMU.  task-clock's unit is msec (evsel->unit).
 */
static enum t_result default_group_612(struct tctx *t)
{
	static const char *const tma[] = { "%  tma_backend_bound", "%  tma_bad_speculation",
					   "%  tma_frontend_bound", "%  tma_retiring" };
	struct pms_perf_line l;
	struct asked x;
	int n, slots;

	if (ask(t, &x, "icl", "6.12", NULL, NULL, NULL))
		return t_result(t);
	n = pms_answer_n_events(x.a);
	slots = find(&x, "TOPDOWN.SLOTS");
	REQUIRE(t, n == 15 && slots == 8, "%d events, slots at %d", n, slots);
	for (int i = 0; i < 8; i++) {
		l = line(x.pl, i);
		CHECK(t, l.kind == PMS_PLINE_COUNT && l.hidden == PMS_PHIDE_NONE && !l.n_metrics &&
		      l.status == PMS_ST_COUNTED && l.pcnt_running == 100 && !l.renamed,
		      "line %d (%s): kind %d hidden %d", i, l.name, l.kind, l.hidden);
	}
	CHECK(t, !strcmp(line(x.pl, 0).name, "task-clock") && !strcmp(line(x.pl, 0).unit, "msec") &&
	      !strcmp(line(x.pl, 4).unit, ""), "units");
	l = line(x.pl, slots);
	CHECK(t, l.kind == PMS_PLINE_METRICS && l.hidden == PMS_PHIDE_NONE && !l.pmu &&
	      l.n_metrics == 4, "slots: kind %d, %d metrics", l.kind, l.n_metrics);
	for (int j = 0; j < 4; j++) {
		struct pms_perf_line_metric m = metric(x.pl, slots, j);

		CHECK(t, !strcmp(m.label, tma[j]), "metric %d: %s", j, m.label);
		CHECK(t, j ? m.header_kind == PMS_PHDR_NONE && !m.header :
		      m.header_kind == PMS_PHDR_NEW && !strcmp(m.header, "TopdownL1"),
		      "metric %d header %d", j, m.header_kind);
	}
	for (int i = slots + 1; i < n; i++)
		CHECK(t, line(x.pl, i).hidden == PMS_PHIDE_NO_METRIC, "line %d: hidden %d", i,
		      line(x.pl, i).hidden);
out:
	done(&x);
	return t_result(t);
}

/*
 * perf 7.3.4's default set on icl (real perf on fake icl:
 * tests/oracle/output/icl-7.3-csv-default.txt and -json-default.txt): the
 * common metrics' events print their count line then their metric
 * (printout(), 6.19+ DefaultShowEvents): context-switches first with
 * "cs/sec  cs_per_second"; the TopdownL1 metrics follow the eight on three
 * event lines: the header once, then tma_backend_bound and
 * tma_bad_speculation on one line, tma_frontend_bound and tma_retiring
 * each on its own under the same header, not repeated
 * (perf_stat__print_shadow_stats_metricgroup(), util/stat-shadow.c).  The
 * default set is parsed with metric_no_threshold (builtin-stat.c
 * add_default_events()), yet branch_miss_rate's and the first three TMA
 * metrics' thresholds print, tma_retiring's does not (the recorded -j).
 */
static enum t_result show_lines_73(struct tctx *t)
{
	static const struct {
		const char *label;
		enum pms_perf_header header;
		bool threshold;
	} want[] = {
		{ "%  tma_backend_bound", PMS_PHDR_NEW, true },
		{ "%  tma_bad_speculation", PMS_PHDR_NONE, true },
		{ "%  tma_frontend_bound", PMS_PHDR_SAME, true },
		{ "%  tma_retiring", PMS_PHDR_SAME, false },
	};
	struct pms_perf_line l;
	struct asked x;
	int cs, bm, shown = 0, nm = 0;

	if (ask(t, &x, "icl", "7.3", NULL, NULL, NULL))
		return t_result(t);
	cs = find(&x, "context-switches");
	bm = find(&x, "branch-misses");
	REQUIRE(t, cs >= 0 && bm >= 0, "context-switches %d, branch-misses %d", cs, bm);
	l = line(x.pl, cs);
	CHECK(t, l.kind == PMS_PLINE_SHOW && l.n_metrics == 1 &&
	      !strcmp(metric(x.pl, cs, 0).label, "cs/sec  cs_per_second") &&
	      !metric(x.pl, cs, 0).threshold, "context-switches: kind %d, %d metrics, %s", l.kind,
	      l.n_metrics, metric(x.pl, cs, 0).label);
	CHECK(t, !strcmp(metric(x.pl, bm, 0).label, "%  branch_miss_rate") &&
	      metric(x.pl, bm, 0).threshold, "branch_miss_rate's threshold prints");
	for (int i = 0; i < pms_answer_n_events(x.a); i++) {
		l = line(x.pl, i);
		if (l.hidden != PMS_PHIDE_NONE)
			continue;
		shown += l.kind == PMS_PLINE_SHOW;
		for (int j = 0; l.kind == PMS_PLINE_METRICS && j < l.n_metrics && nm < 4; j++, nm++) {
			struct pms_perf_line_metric m = metric(x.pl, i, j);

			CHECK(t, !strcmp(m.label, want[nm].label) &&
			      m.header_kind == want[nm].header && m.threshold == want[nm].threshold,
			      "block metric %d: %s header %d threshold %d", nm, m.label,
			      m.header_kind, m.threshold);
		}
	}
	CHECK(t, shown == 8 && nm == 4, "%d show lines, %d block metrics", shown, nm);
out:
	done(&x);
	return t_result(t);
}

/*
 * Alder Lake, -d: perf 6.12.117 prints the cache events' bare names, one
 * line per core PMU ("L1-dcache-loads" twice: ___evlist__add_default_attrs(),
 * arch/x86/util/evlist.c 6.12; tests/oracle/adl.txt case "6.12 -d"), perf
 * 6.1 "cpu_atom/L1-dcache-loads/" (case "6.1 -d").  The Default group's
 * header names the PMU on a hybrid (perf_stat__print_metricgroup_header(),
 * util/stat-shadow.c 6.12): "TopdownL1 (cpu_core)".
 */
static enum t_result hybrid_names(struct tctx *t)
{
	struct asked x;
	int i, n = 0, block = -1;

	if (ask(t, &x, "adl", "6.12", "detailed", "1", NULL))
		return t_result(t);
	for (i = 0; i < pms_answer_n_events(x.a); i++) {
		struct pms_perf_line l = line(x.pl, i);

		n += l.renamed && !strcmp(l.name, "L1-dcache-loads");
		if (l.kind == PMS_PLINE_METRICS && l.hidden == PMS_PHIDE_NONE && block < 0)
			block = i;
	}
	CHECK(t, n == 2, "6.12: %d bare L1-dcache-loads lines", n);
	REQUIRE(t, block >= 0, "no Default block");
	CHECK(t, line(x.pl, block).pmu && !strcmp(line(x.pl, block).pmu, "cpu_core") &&
	      !strcmp(metric(x.pl, block, 0).header, "TopdownL1 (cpu_core)"), "header %s",
	      metric(x.pl, block, 0).header);
	done(&x);
	if (ask(t, &x, "adl", "6.1", "detailed", "1", NULL))
		return t_result(t);
	CHECK(t, find(&x, "cpu_atom/L1-dcache-loads/") >= 0 && find(&x, "L1-dcache-loads") < 0,
	      "6.1: the PMU's name");
	for (i = 0; i < pms_answer_n_events(x.a); i++)
		CHECK(t, !line(x.pl, i).renamed, "6.1 line %d renamed", i);
out:
	done(&x);
	return t_result(t);
}

/*
 * No list of perf's own (an -e list alone, @l NULL): every event its
 * count line.  Five raw events on skl with HT on each count 80% of the
 * time (t_query.c predict_shares), so -x/-j's running share is 80
 * (print_running_csv(): 100 * run / ena in u64, 7.3.4).  The size rule of
 * the structs (pmsi_sz_copy()), NULL and range.
 */
static enum t_result count_lines_and_sz(struct tctx *t)
{
	struct pms_perf_lines_info in = { .sz = sizeof(in) };
	struct pms_perf_lines *pl = NULL;
	struct pms_perf_line l;
	unsigned char big[sizeof(struct pms_perf_line) + 8] = { 0 };
	struct asked x;
	size_t sz;

	if (ask(t, &x, "skl", "7.3", NULL, NULL, "r01c2,r02c2,r04c2,r08c2,r10c2"))
		return t_result(t);
	CHECK(t, !x.pl, "an -e list alone: the answer has no lines");
	REQUIRE(t, pms_perf_lines_new(NULL, pms_answer_evlist(x.a), pms_answer_sim(x.a), &pl,
				      NULL) == PMS_OK, "new without a list");
	REQUIRE(t, pms_perf_lines_info(pl, &in) == PMS_OK, "info");
	CHECK(t, !in.matched && !in.modelled && !in.metric_only && !in.n_cells[1], "no list");
	for (int i = 0; i < 5; i++) {
		l = line(pl, i);
		CHECK(t, l.kind == PMS_PLINE_COUNT && l.hidden == PMS_PHIDE_NONE && !l.n_metrics &&
		      l.list_event == -1 && l.status == PMS_ST_COUNTED && l.pcnt_running == 80 &&
		      l.running_ns == 800000000 && l.enabled_ns == 1000000000,
		      "line %d: %s %d%%", i, l.name, (int)l.pcnt_running);
	}
	/* filled structs (pmsi_sz_give()): an older caller gets the fields it
	 * knows, a newer one has its tail zeroed, sz 0 is refused */
	memset(&l, 0xa5, sizeof(l));
	l.sz = offsetof(struct pms_perf_line, list_event);
	CHECK(t, pms_perf_lines_line(pl, 0, &l) == PMS_OK &&
	      l.sz == offsetof(struct pms_perf_line, list_event) && l.kind == PMS_PLINE_COUNT &&
	      l.list_event != -1, "older caller");
	sz = sizeof(big);
	memcpy(big, &sz, sizeof(sz));
	CHECK(t, pms_perf_lines_line(pl, 0, (struct pms_perf_line *)(void *)big) == PMS_OK,
	      "newer caller, zero tail");
	big[sizeof(big) - 1] = 1;
	CHECK(t, pms_perf_lines_line(pl, 0, (struct pms_perf_line *)(void *)big) == PMS_OK &&
	      big[sizeof(big) - 1] == 0, "newer caller, its tail zeroed");
	l.sz = 0;
	CHECK(t, pms_perf_lines_line(pl, 0, &l) == PMS_EINVAL, "sz 0 refused");
	l.sz = sizeof(l);
	CHECK(t, pms_perf_lines_line(pl, 5, &l) == PMS_ERANGE &&
	      pms_perf_lines_line(pl, -1, &l) == PMS_ERANGE &&
	      pms_perf_lines_line(NULL, 0, &l) == PMS_EINVAL &&
	      pms_perf_lines_line(pl, 0, NULL) == PMS_EINVAL &&
	      !strcmp(cell(pl, 0, 0), "(none)") &&
	      pms_perf_lines_metric(pl, 0, 0, &(struct pms_perf_line_metric){
		      .sz = sizeof(struct pms_perf_line_metric) }) == PMS_ERANGE &&
	      pms_perf_lines_info(NULL, &in) == PMS_EINVAL, "NULL and range");
out:
	pms_perf_lines_free(pl);
	done(&x);
	return t_result(t);
}

/*
 * The count's place (pms_ev_printed_status()), the same for perf's text,
 * -x and -j output: printout() in tools/perf/util/stat-display.c sets ok
 * false when "run == 0 || ena == 0" (read in the 6.1/6.2-era tree, the
 * 6.12-era tree with print_counter_value_std()/_csv()/_json() taking that
 * one ok, and 7.x), and abs_printout() then prints CNTR_NOT_COUNTED for
 * a supported event, CNTR_NOT_SUPPORTED for one that did not open.  An
 * event whose status says counted but that never ran, or was never
 * enabled, prints <not counted> in all three formats.
 */
static enum t_result printed_status(struct tctx *t)
{
	static const struct {
		int line;
		enum pms_ev_status st;
		uint64_t ena, run;
		enum pms_ev_status want;
	} cases[] = {
		{ __LINE__, PMS_ST_COUNTED, 1000000, 1000000, PMS_ST_COUNTED },
		{ __LINE__, PMS_ST_COUNTED, 1000000, 250000, PMS_ST_COUNTED },
		{ __LINE__, PMS_ST_COUNTED, 1000000, 0, PMS_ST_NOT_COUNTED },	/* run == 0 */
		{ __LINE__, PMS_ST_COUNTED, 0, 1000000, PMS_ST_NOT_COUNTED },	/* ena == 0 */
		{ __LINE__, PMS_ST_COUNTED, 0, 0, PMS_ST_NOT_COUNTED },
		{ __LINE__, PMS_ST_NOT_COUNTED, 1000000, 1000000, PMS_ST_NOT_COUNTED },
		{ __LINE__, PMS_ST_NOT_SUPPORTED, 0, 0, PMS_ST_NOT_SUPPORTED },
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		struct pms_ev_result r;

		memset(&r, 0, sizeof(r));
		r.status = cases[i].st;
		r.enabled_ns = cases[i].ena;
		r.running_ns = cases[i].run;
		CHECK(t, pms_ev_printed_status(&r) == cases[i].want, "line %d: %d", cases[i].line,
		      (int)pms_ev_printed_status(&r));
	}
	CHECK(t, pms_ev_printed_status(NULL) == PMS_ST_NOT_COUNTED, "NULL");
	return t_result(t);
}

/*
 * pms_evlist_unit(): perf prints evsel->unit after every count, counted or
 * not (print_counter_value_std(), printout(), util/stat-display.c 6.1 to
 * 7.3); it is "msec" for the clocks (evsel__is_clock(): software
 * cpu-clock, task-clock, modifiers or not) and "" for the others.  Real
 * perf 7.3's "1000.00 msec task-clock" (tests/golden/stat_replay_default_icl.t).
 */
static enum t_result event_units(struct tctx *t)
{
	static const char *const want[] = { "msec", "msec", "", "", "", "msec" };
	struct pms_evlist *ev = NULL;
	struct pms_diag d = { 0 };
	int rc = pms_evlist_parse(pms_model_find("skl"),
				  "task-clock,cpu-clock:u,context-switches,cycles,r1234,{task-clock:k}",
				  &ev, &d);

	CHECK(t, rc == PMS_OK, "parse: %s", d.msg);
	for (int i = 0; !rc && i < (int)T_ARRAY_SIZE(want); i++) {
		const char *u = pms_evlist_unit(ev, i);

		CHECK(t, u && !strcmp(u, want[i]), "event %d: '%s'", i, u ? u : "(null)");
	}
	CHECK(t, !rc && pms_evlist_unit(ev, 6) == NULL && pms_evlist_unit(NULL, 0) == NULL,
	      "out of range");
	pms_evlist_free(ev);
	return t_result(t);
}

const struct t_case t_perf_lines_cases[] = {
	{ "event_units", event_units },
	{ "metric_only_rows", metric_only_rows },
	{ "td_level_asked", td_level_asked },
	{ "default_group_612", default_group_612 },
	{ "show_lines_73", show_lines_73 },
	{ "hybrid_names", hybrid_names },
	{ "count_lines_and_sz", count_lines_and_sz },
	{ "printed_status", printed_status },
	{ NULL, NULL }
};
