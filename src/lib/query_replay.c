/*
 * The replay document ("command":"replay", docs/schema/replay.md): a
 * recorded perf stat run read back (pmusched/replay.h) and the error
 * bound of each series over the whole run (pmusched/muxerr.h).  The
 * answer of pms_query_replay() writes it; only public calls are used.
 */
#include <math.h>
#include <string.h>
#include "internal.h"

static const char *kind_word(enum pms_muxerr_kind k)
{
	static const char *const w[] = { "absent", "exact", "bounded", "not-counted",
					 "not-supported" };

	return (unsigned)k < PMS_ARRAY_SIZE(w) ? w[k] : "absent";
}

static const char *format_word(enum pms_capture_format f)
{
	static const char *const w[] = { "built", "text", "csv", "json" };

	return (unsigned)f < PMS_ARRAY_SIZE(w) ? w[f] : "built";
}

PMS_API int pms_json_write_replay(FILE *f, const struct pms_capture *c,
				  const struct pms_muxerr *m, double confidence,
				  struct pms_diag *d)
{
	struct pms_json j;
	int n;

	if (!f || !c || !m || !(confidence > 0 && confidence < 1))
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "NULL argument or bad confidence");
	n = pms_capture_n_series(c);
	pms_json_begin(&j, f, "replay");
	pms_json_kstr(&j, "format", format_word(pms_capture_format(c)));
	pms_json_kuint(&j, "intervals", pms_capture_n_intervals(c));
	pms_json_kuint(&j, "skipped_lines", pms_capture_n_skipped(c, NULL));
	pms_json_kdouble(&j, "confidence", confidence, 3);
	pms_json_open(&j, "series", '[');
	for (int i = 0; i < n; i++) {
		struct pms_capture_series s;
		struct pms_muxerr_bound b;

		if (pms_capture_series(c, i, &s) || pms_muxerr_total(m, i, &b))
			continue;
		pms_json_open(&j, NULL, '{');
		pms_json_kstr(&j, "event", s.event);
		pms_json_kstr(&j, "unit", s.unit);
		pms_json_kstr(&j, "aggr", s.aggr);
		pms_json_kint(&j, "repeat", s.repeat);
		pms_json_kstr(&j, "kind", kind_word(b.kind));
		if (b.kind == PMS_MUXERR_EXACT || b.kind == PMS_MUXERR_BOUNDED) {
			pms_json_kdouble(&j, "value", b.value, 2);
			pms_json_kdouble(&j, "raw", b.raw, 2);
			/* an unbounded series: no upper bound (null) */
			pms_json_kdouble(&j, "low", b.low, 2);
			pms_json_kdouble(&j, "high", b.high, 2);
			pms_json_kdouble(&j, "minus_pct", b.minus_pct, 2);
			pms_json_kdouble(&j, "plus_pct", b.plus_pct, 2);
			pms_json_kdouble(&j, "share", b.share, 2);
			pms_json_kbool(&j, "unreliable", b.unreliable);
			pms_json_kbool(&j, "unbounded", b.unbounded);
			pms_json_kuint(&j, "intervals", b.n_intervals);
		}
		pms_json_close(&j);
	}
	pms_json_close(&j);
	pms_json_end(&j);
	return ferror(f) ? pmsi_diag(d, PMS_ESYS, PMS_NOPOS, 0, "write error") : PMS_OK;
}
