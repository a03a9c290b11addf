/*
 * Fuzz target: interval captures (perf stat -I text, -x CSV, --json, and
 * reports without -I) through pms_capture_parse(), then the error bounds of
 * every series, whole-run and per interval.  A parsed capture must give
 * finite bounds that hold the estimate (low <= value <= high, low >= what was
 * counted); a violation aborts, which the fuzzer reports as a crash.
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include "pmusched/pmusched.h"

int pms_fuzz_replay(const uint8_t *data, size_t size);

static void check(const struct pms_muxerr_bound *b)
{
	if (b->kind != PMS_MUXERR_BOUNDED)
		return;
	if (!isfinite(b->low) || !isfinite(b->high) || !isfinite(b->value) ||
	    b->low > b->value * (1 + 1e-9) + 1e-9 || b->high < b->value * (1 - 1e-9) - 1e-9 ||
	    b->low < b->raw * (1 - 1e-9) - 1e-9 || b->minus_pct < 0 || b->plus_pct < 0 ||
	    !(b->share >= 0 && b->share <= 100.01))
		abort();
}

int pms_fuzz_replay(const uint8_t *data, size_t size)
{
	struct pms_capture *c = NULL;
	struct pms_muxerr *m = NULL;
	unsigned n;

	if (pms_capture_parse((const char *)data, size, &c, NULL) != PMS_OK)
		return 0;
	n = pms_capture_n_intervals(c);
	if (!n || pms_muxerr_new(c, NULL, &m, NULL) == PMS_OK) {
		for (int i = 0; m && i < pms_capture_n_series(c); i++) {
			struct pms_muxerr_bound b;

			pms_muxerr_total(m, i, &b);
			check(&b);
			for (unsigned k = 0; k < n && k < 64; k++) {
				double e = pms_capture_enabled_ns(c, k, i);

				if (!(e >= 0) || !isfinite(e))
					abort();
				pms_muxerr_at(m, i, k, &b);
				check(&b);
			}
		}
	}
	pms_muxerr_free(m);
	pms_capture_free(c);
	return 0;
}

#ifdef PMS_LIBFUZZER
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	return pms_fuzz_replay(data, size);
}
#endif
