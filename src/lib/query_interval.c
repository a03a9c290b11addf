/*
 * What perf stat -I prints for each interval, per perf release
 * (include/pmusched/query.h, pms_perf_interval_info() and
 * pms_perf_interval_line()): the timestamp's format, where the column
 * header repeats, each event's count placeholder and running shares.  The
 * caller formats widths and punctuation.
 *
 * Sources (read for facts): tools/perf/util/stat-display.c of perf 6.1,
 * 6.12 and 7.3 (prepare_interval(), print_interval(), printout(),
 * print_running_std(), print_running_csv(), print_running_json()) and
 * builtin-stat.c's process_interval(); each rule names its function.
 */
#include <string.h>
#include "internal.h"
#include "pmusched/query.h"
#include "perf_shadow.h"
#include "sim_int.h"

/*
 * The timestamp (prepare_interval(), util/stat-display.c): the text lines
 * pad the seconds to 6 in every release modelled; -x padded them too
 * ("%6lu.%09lu" then the separator, 6.1) until the patch "perf stat: Do
 * not align time prefix in CSV output" (Namhyung Kim, posted 2022-11-23,
 * merged for 6.2-rc1) gave -x its own unpadded "%lu.%09lu"; -j has
 * printed "{\"interval\" : %lu.%09lu, " unpadded throughout.
 */
static enum pms_perf_itime time_format(uint32_t perf_version, enum pms_perf_iform form)
{
	if (form == PMS_PIFORM_JSON)
		return PMS_PITIME_PLAIN;
	if (form == PMS_PIFORM_CSV &&
	    pms_perf_version_for(perf_version, 0) >= PMS_KVER_RC(6, 2, 1))
		return PMS_PITIME_PLAIN;
	return PMS_PITIME_PADDED;
}

/*
 * The column header (print_interval(), util/stat-display.c; read in the
 * 6.1 source and the 6.2-rc1 series, the same in 4.x's builtin-stat.c):
 * only for text (neither -x nor -j), when its static num_print_interval
 * is 0; the count is incremented after each interval and wraps to 0 at
 * 25, so the header prints before intervals 0, 25, 50, ...
 */
#define HEADER_EVERY 25

/*
 * -j's metric members (print_metric_json(), util/stat-display.c): the
 * library's one rule, pmsi_json_metric_form() (measure_stat.c), which
 * pms_stat_style() reads too.  Before 6.13 both members print on every
 * line, a bare number before 2a939c869503 (6.4), quoted after; from 6.14
 * (e1cc918b6cfd, 9f1df75509bc, 967364894e61) only a metric with a unit
 * prints them, quoted (PMS_PMKEYS_NONE: a line with no metric has none).
 * 6.13 alone is refused: its line that did not count prints the members
 * with an empty unit and its line without them ends ", }", which these
 * keys do not say.  Recorded from real perf 6.1.176, 6.12.117 and 7.3.4
 * on Linux of the same release in QEMU (tests/kernel/interval/, the -json
 * recordings); the other releases by those commits.
 */
static int json_keys(uint32_t pv, enum pms_perf_mkeys *k)
{
	switch (pmsi_json_metric_form(pv)) {
	case PMSI_JMET_NUMBER:
		*k = PMS_PMKEYS_NUMBER;
		return PMS_OK;
	case PMSI_JMET_STRING:
		*k = PMS_PMKEYS_STRING;
		return PMS_OK;
	case PMSI_JMET_UNIT:
		*k = PMS_PMKEYS_NONE;
		return PMS_OK;
	case PMSI_JMET_UNIT_613:
		break;
	}
	return PMS_ENOTSUP;
}

/*
 * The text lines' metric column (METRIC_LEN, util/stat-display.c): a
 * metric is " # ", its value and its unit padded to the column, a line
 * without one the column's blanks; the share follows.  35 wide until
 * a2bce91dde6f ("perf stat: Increase metric length to align outputs",
 * Namhyung Kim, merged for 6.2-rc1) made it 38.  Recorded: real perf
 * 6.1.176 (35), 6.12.117 and 7.3.4 (38) on Linux of the same release in
 * QEMU (tests/kernel/interval/, the -text recordings).
 */
static int metric_len(uint32_t pv)
{
	return pv < PMS_KVER_RC(6, 2, 1) ? 35 : 38;
}

/*
 * The name's column on a text line: 32 wide (EVNAME_LEN) on a counted
 * line in 6.1, 6.12 and 7.3; a <not counted> or <not supported> line was
 * printed apart, its name 25 wide, until d6aeb861b1fb ("perf stat: Handle
 * bad events in abs_printout()", Namhyung Kim, 6.2-rc1) printed it as the
 * others.  Recorded: 6.1.176's such lines are 84 wide (18 + 1 + 4 + 1 +
 * 25 + 35), 6.12.117's and 7.3.4's 94 (the -text recordings).  Older
 * releases' widths were not read.
 */
static int name_len(uint32_t pv, bool counted)
{
	return !counted && pv < PMS_KVER_RC(6, 2, 1) ? 25 : 32;
}

PMS_API int pms_perf_interval_info(uint32_t perf_version, enum pms_perf_iform form, int k,
				   struct pms_perf_interval *out)
{
	struct pms_perf_interval in = { .sz = sizeof(in) };
	int rc;

	if (!out || k < 0 || (form != PMS_PIFORM_TEXT && form != PMS_PIFORM_CSV &&
			      form != PMS_PIFORM_JSON))
		return PMS_EINVAL;
	rc = pmsi_sz_out(out, "struct pms_perf_interval", NULL);
	if (rc)
		return rc;
	in.time = time_format(perf_version, form);
	in.header = form == PMS_PIFORM_TEXT && k % HEADER_EVERY == 0;
	in.metric_len = metric_len(pms_perf_version_for(perf_version, 0));
	in.name_len = name_len(pms_perf_version_for(perf_version, 0), true);
	in.name_len_uncounted = name_len(pms_perf_version_for(perf_version, 0), false);
	if (form == PMS_PIFORM_JSON &&
	    json_keys(pms_perf_version_for(perf_version, 0), &in.metric_keys))
		return PMS_ENOTSUP;
	pmsi_sz_give(out, &in, sizeof(in));
	return PMS_OK;
}

/*
 * The metric at the end of an event's line (perf_stat__print_shadow_stats(),
 * util/stat-shadow.c), perf 6.1 and 6.12's rules (perf_shadow.c, read in
 * 6.1.192 and 6.12.117): a clock's "CPUs utilized"; cycles' GHz,
 * instructions' insn per cycle (and stalled cycles per insn on a line of
 * its own), the stalled cycles', branch-misses' and cache misses' ratios
 * against their bases; any other event a rate ("/sec" scaled by
 * convert_unit_double()) against clock time; each where its base is in
 * the list (6.12's find_stat(): in the event's own group when that has more
 * than one member, of its context and PMU) and, where perf divides, both
 * counts are non-zero, else the unit alone or nothing.  Counts are not
 * predicted: an event that ran in the window is taken to have counted
 * something (real hardware's cycles, instructions and clocks do; an event
 * the hardware never raises may count 0, and perf then prints the unit
 * alone).  TopDown, the tool PMU and 6.1's events matched by name
 * (perf_stat_evsel_id_init(), util/stat.c: cpu/cycles-t/, cpu/tx-start/,
 * cpu/el-start/, cpu/cycles-ct/, msr/smi/, msr/aperf/) have rules of their
 * own, not modelled.  6.2 to 6.11 and 6.13 to 7.1 were not read.  perf 7.2
 * and later print none on these lines.
 * Recorded: tests/kernel/interval/ (6.1.176, 6.12.117, 7.3.4; -text, -json).
 */
static bool own_rule(const struct pms_evlist *ev, int i, const struct pms_event_info *in,
		     uint32_t pv)
{
	static const char *const by_name[] = {
		"cpu/cycles-t/", "cpu/tx-start/", "cpu/el-start/", "cpu/cycles-ct/",
		"msr/smi/", "msr/aperf/",
	};
	char name[256];

	if (in->pmu == PMS_PMU_TOOL || in->topdown != PMS_TD_NONE)
		return true;
	if (pv >= PMS_KVER_RC(6, 2, 1) ||
	    pms_evlist_display_name(ev, i, false, name, sizeof(name)))
		return false;
	if (!strncmp(name, "topdown-", 8))
		return true;
	for (size_t k = 0; k < sizeof(by_name) / sizeof(by_name[0]); k++)
		if (!strcmp(name, by_name[k]))
			return true;
	return false;
}

/* The window whose counts the rules read. */
struct shadow_win {
	const struct pms_sim *s;
	uint64_t t0, t1;
};

static void shadow_get(const void *ctx, int j, struct pmsi_shadow_ev *out)
{
	const struct shadow_win *w = ctx;
	const struct pms_evlist *ev = w->s->ev;
	struct pms_event_attr a = { .sz = sizeof(a) };
	struct pms_event_info in;
	uint64_t en = 0, run = 0;
	const struct pms_ev_result *r = pms_sim_result(w->s, j);

	memset(out, 0, sizeof(*out));
	if (pms_evlist_event(ev, j, &in) || pms_evlist_attr(ev, j, &a))
		return;
	out->type = a.type;
	out->config = a.config;
	out->ctx = (unsigned)a.exclude_kernel | (unsigned)a.exclude_user << 1 |
		   (unsigned)a.exclude_hv << 2 | (unsigned)a.exclude_host << 3 |
		   (unsigned)a.exclude_idle << 4;
	out->leader = in.leader;
	out->group_size = in.group_size;
	out->pmu = pmsi_shadow_pmu(a.type, a.config);
	/* read: opened and its group readable (6.1 updates its stats then) */
	out->processed = r && r->status != PMS_ST_NOT_SUPPORTED && !pmsi_sim_unreadable(w->s, j);
	/* only the clocks and the legacy events are numerators or bases: the
	 * others' windows are not needed (a long raw list stays linear) */
	if (a.type != PMS_TYPE_HARDWARE && a.type != PMS_TYPE_HW_CACHE &&
	    !(a.type == PMS_TYPE_SOFTWARE && a.config <= 1))
		return;
	if (out->processed && !pms_sim_window(w->s, j, w->t0, w->t1, &en, &run) && run)
		out->count = (double)run;	/* not the count: "something", non-zero */
}

static void line_metric(const struct pms_sim *s, int i, uint64_t t0, uint64_t t1,
			struct pms_perf_interval_line *l)
{
	struct shadow_win w = { s, t0, t1 };
	struct pmsi_shadow_src src = { .ctx = &w, .get = shadow_get };
	struct pms_stat_metric m[2];
	struct pms_event_info in;

	l->metric = PMS_PLMET_NONE;
	if (s->perf_version >= PMS_KVER_RC(7, 2, 1) || !s->ev ||
	    pms_evlist_event(s->ev, i, &in))
		return;
	src.n = pms_evlist_count(s->ev);
	if (l->status != PMS_ST_COUNTED) {
		l->metric = PMS_PLMET_EMPTY;
		return;
	}
	if (own_rule(s->ev, i, &in, s->perf_version)) {
		l->metric = PMS_PLMET_UNMODELLED;
		l->metric_unit = in.topdown != PMS_TD_NONE ? "a TopDown ratio" :
				 "a metric of its own";
		return;
	}
	if (pmsi_shadow_metric(s->perf_version, &src, i, 1e9, m) == PMS_ENOTSUP) {
		/* 6.2 to 6.11, 6.13 to 7.1: perf_stat__print_shadow_stats() not
		 * read.  A clock's and a rate's rule is taken as 6.12's before 6.12
		 * (where find_stat() came in was not read either); after it, and
		 * for the hardware events' ratios, not modelled */
		pmsi_shadow_metric(PMS_KVER(6, 12), &src, i, 1e9, m);
		if (m[0].present && (s->perf_version >= PMS_KVER_RC(6, 13, 1) ||
				     in.type == PMS_TYPE_HARDWARE || in.type == PMS_TYPE_HW_CACHE)) {
			l->metric = PMS_PLMET_UNMODELLED;
			l->metric_unit = "a metric (perf 6.2 to 6.11, 6.13 to 7.1 were not read)";
			return;
		}
	}
	if (!m[0].present)
		return;
	l->metric = m[0].fmt ? PMS_PLMET_VALUE : PMS_PLMET_EMPTY;
	l->metric_unit = pmsi_shadow_unit(m[0].unit);
	if (m[0].fmt)
		l->metric_value = "<metric>";
	if (m[1].present)
		l->metric_unit2 = pmsi_shadow_unit(m[1].unit);
}

/*
 * One event's line for the interval (t0, t1]: its time enabled and
 * running are the differences of two reads (process_interval(),
 * builtin-stat.c; perf_evsel__compute_deltas(), util/evsel.c, 6.1-7.3).
 * printout() (util/stat-display.c) prints "<not supported>" for an event
 * that could not open and "<not counted>" where run is 0 (the interval's
 * run, not the whole run's); the text share print_running_std() prints
 * "  (%.2f%%)" of 100.0 * run / ena when run != ena, not after
 * "<not supported>"; print_running_csv() and print_running_json() print
 * 100 * run / ena in u64 arithmetic, 100 when run == ena.
 */
PMS_API int pms_perf_interval_line(const struct pms_sim *s, int i, uint64_t t0, uint64_t t1,
				   struct pms_perf_interval_line *out)
{
	struct pms_perf_interval_line in = { .sz = sizeof(in) };
	const struct pms_ev_result *r;
	int rc;

	if (!s || !out)
		return PMS_EINVAL;
	rc = pmsi_sz_out(out, "struct pms_perf_interval_line", NULL);
	if (rc)
		return rc;
	r = pms_sim_result(s, i);
	if (!r || t1 < t0)
		return PMS_ERANGE;
	if (pms_sim_window(s, i, t0, t1, &in.enabled_ns, &in.running_ns))
		return PMS_ERANGE;
	if (r->status == PMS_ST_NOT_SUPPORTED) {
		in.status = PMS_ST_NOT_SUPPORTED;
		in.value = "<not supported>";
	} else {
		in.status = in.running_ns ? PMS_ST_COUNTED : PMS_ST_NOT_COUNTED;
		in.value = in.running_ns ? "<count>" : "<not counted>";
	}
	in.share = in.enabled_ns ? 100.0 * (double)in.running_ns / (double)in.enabled_ns : 0.0;
	in.text_share = in.running_ns != in.enabled_ns && in.status != PMS_ST_NOT_SUPPORTED;
	in.pcnt_running = 100;
	if (in.running_ns != in.enabled_ns)
		in.pcnt_running = in.enabled_ns ? 100 * in.running_ns / in.enabled_ns : 0;
	line_metric(s, i, t0, t1, &in);
	pmsi_sz_give(out, &in, sizeof(in));
	return PMS_OK;
}
