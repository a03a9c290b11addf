/*
 * Internals of the multiplexing error estimator (muxerr.c, muxerr_math.c,
 * muxerr_synth.c).
 */
#ifndef PMS_MUXERR_INT_H
#define PMS_MUXERR_INT_H

#include "internal.h"
#include "pmusched/muxerr.h"

/* Quantile @p (0 < p < 1) of Student's t with @df > 0 degrees of freedom
 * (df = INFINITY: the standard normal). */
double pmsi_t_quantile(double p, double df);

/* What pms_muxerr_new() was given (muxerr_metric.c). */
const struct pms_capture *pmsi_muxerr_capture(const struct pms_muxerr *m);
double pmsi_muxerr_confidence(const struct pms_muxerr *m);
/* Its threshold_pct (a bound wider than this is unreliable). */
double pmsi_muxerr_threshold(const struct pms_muxerr *m);

/* A small deterministic generator (splitmix64 seeding an xorshift). */
struct pmsi_rng {
	uint64_t s;
};
void pmsi_rng_seed(struct pmsi_rng *r, uint64_t seed);
uint64_t pmsi_rng_next(struct pmsi_rng *r);
double pmsi_rng_uniform(struct pmsi_rng *r);	/* (0, 1) */
double pmsi_rng_normal(struct pmsi_rng *r);

#endif
