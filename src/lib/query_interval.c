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
#include "internal.h"
#include "pmusched/query.h"

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
	pmsi_sz_give(out, &in, sizeof(in));
	return PMS_OK;
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
	pmsi_sz_give(out, &in, sizeof(in));
	return PMS_OK;
}
