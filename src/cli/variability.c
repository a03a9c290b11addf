/*
 * explain and plan --variability-from CAPTURE: the rate variability of a
 * recorded run of the workload, for the expected errors.  The capture is
 * read as 'stat --replay' reads it (any layout perf writes), each
 * multiplexed series' variability is measured by pms_muxerr_workload() at
 * the default window, and the median is taken: one figure for the list,
 * which a single bursty event does not drag.
 */
#include <math.h>
#include <stdlib.h>
#include "predict.h"
#include "stat_replay.h"

static int by_value(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

/* The median variability of @c's multiplexed series into @a; EXIT_*. */
static int median_of(struct cli *cli, const char *path, const struct pms_capture *c,
		     struct predict_args *a)
{
	struct pms_muxerr *m = NULL;
	struct pms_diag d;
	double *cv = NULL;
	int n = 0, rc;

	pms_diag_clear(&d);
	rc = pms_muxerr_new(c, NULL, &m, &d);
	if (!rc && !(cv = malloc(sizeof(double) * ((size_t)pms_capture_n_series(c) + 1))))
		rc = PMS_ENOMEM;
	if (rc) {
		cli_error(cli, "%s: %s", path, rc == PMS_ENOMEM ? "out of memory" : d.msg);
		pms_muxerr_free(m);
		return EXIT_FAIL;
	}
	for (int i = 0; i < pms_capture_n_series(c); i++) {
		struct pms_muxerr_workload w = PMS_MUXERR_WORKLOAD_INIT;

		if (pms_muxerr_workload(m, i, &w) == PMS_OK && isfinite(w.cv) && w.cv >= 0)
			cv[n++] = w.cv > 100 ? 100 : w.cv;
	}
	pms_muxerr_free(m);
	if (!n) {
		free(cv);
		cli_error(cli, "%s: no multiplexed event to measure a variability from", path);
		cli_hint(cli, "record with 'perf stat -I 100' and more events than counters, or "
			 "give --variability");
		return EXIT_USAGE;
	}
	qsort(cv, (size_t)n, sizeof(*cv), by_value);
	a->variability = (struct pms_muxerr_workload)PMS_MUXERR_WORKLOAD_INIT;
	a->variability.cv = n % 2 ? cv[n / 2] : (cv[n / 2 - 1] + cv[n / 2]) / 2;
	a->n_variability_series = n;
	free(cv);
	return EXIT_OK;
}

int predict_variability_from(struct cli *cli, struct predict_args *a)
{
	struct pms_capture *c = NULL;
	int rc = replay_load(cli, a->variability_from, &c);

	if (rc)
		return rc;
	rc = median_of(cli, a->variability_from, c, a);
	pms_capture_free(c);
	return rc;
}
