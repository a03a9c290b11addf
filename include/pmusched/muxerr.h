/*
 * How far to trust a scaled count: error bounds for multiplexed events.
 *
 * perf scales a count an event collected while it held a counter by
 * enabled / running time.  The scaled count is an estimate whose error
 * depends on how the event's rate moved during the time it was off the
 * counter.  pms_muxerr_new() estimates that error from a capture's interval
 * series (replay.h): the variation of the event's rate from interval to
 * interval, with an always-counted event (fixed-counter cycles or
 * instructions, software events) as a covariate where it explains part of
 * it, a weak prior for short captures, and Student-t intervals.  The
 * method, its assumptions and its failure modes are in docs/mux-error.md.
 *
 * Deterministic: no clock, no randomness except the seeded generator.
 */
#ifndef PMUSCHED_MUXERR_H
#define PMUSCHED_MUXERR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "error.h"
#include "evlist.h"
#include "sim.h"
#include "replay.h"

#ifdef __cplusplus
extern "C" {
#endif

#define PMS_MUXERR_DEFAULT_CONFIDENCE 0.9
#define PMS_MUXERR_DEFAULT_THRESHOLD  10.0	/* percent of the count */
#define PMS_MUXERR_DEFAULT_CV         0.5	/* prior: rate variability ... */
#define PMS_MUXERR_DEFAULT_SCALE_NS   4000000u	/* ... at this time scale (a 4 ms tick) */

enum pms_muxerr_flags {
	PMS_MUXERR_NO_COVARIATES = 1u << 0,	/* use the event's own series only */
	PMS_MUXERR_NO_LOOPS = 1u << 1,		/* do not look for loops (the bounds then
						 * assume none: docs/mux-error.md) */
};

/* Options; initialise with PMS_MUXERR_OPTS_INIT. */
struct pms_muxerr_opts {
	size_t sz;		/* sizeof(struct pms_muxerr_opts) */
	double confidence;	/* of the intervals, in (0, 1) */
	double threshold_pct;	/* wider than this (high - low, percent of the
				 * count): unreliable */
	uint64_t mux_interval_ns;	/* the kernel's rotation interval; 0: 4 ms */
	double prior_cv;	/* prior rate variability at the rotation interval */
	double prior_weight;	/* prior's weight in degrees of freedom (>= 0) */
	unsigned flags;		/* enum pms_muxerr_flags */
};
#define PMS_MUXERR_OPTS_INIT { .sz = sizeof(struct pms_muxerr_opts), \
			       .confidence = PMS_MUXERR_DEFAULT_CONFIDENCE, \
			       .threshold_pct = PMS_MUXERR_DEFAULT_THRESHOLD, \
			       .mux_interval_ns = 0, .prior_cv = PMS_MUXERR_DEFAULT_CV, \
			       .prior_weight = 2.0, .flags = 0 }

enum pms_muxerr_kind {
	PMS_MUXERR_ABSENT = 0,		/* no such series or interval */
	PMS_MUXERR_EXACT,		/* counted all its enabled time: no estimate */
	PMS_MUXERR_BOUNDED,		/* multiplexed: a bound */
	PMS_MUXERR_NOT_COUNTED,		/* never on a counter: <not counted>, no bound */
	PMS_MUXERR_NOT_SUPPORTED,	/* <not supported> */
};

struct pms_muxerr_bound {
	enum pms_muxerr_kind kind;
	double value;		/* perf's scaled count (sum raw * sum enabled /
				 * sum running over the intervals), in the unit */
	double raw;		/* what was counted: a hard lower bound */
	double low, high;	/* the interval at the confidence, in the unit */
	double minus_pct;	/* 100 * (value - low) / value (0 when value is 0) */
	double plus_pct;	/* 100 * (high - value) / value */
	double share;		/* 100 * running / enabled */
	double enabled_ns;	/* summed over the intervals (one interval: its own) */
	double running_ns;
	bool unreliable;	/* high - low above the threshold */
	double sd;		/* standard error of @value, in the unit */
	double df;		/* degrees of freedom of the Student-t */
	int covariate;		/* series whose rate explained part of the variation, -1 */
	unsigned n_intervals;	/* intervals the event was enabled in */
	bool unbounded;		/* the series repeat in a loop the rotation may
				 * alias with: no upper bound (high is INFINITY,
				 * low the counted part), unreliable */
	double loop_ns;		/* the repeat the series show (intervals x the
				 * mean print interval), or 0 */
	unsigned loop_intervals;	/* the same in intervals, or 0 */
	int loop_series;	/* the series it was seen in, or -1 */
};

struct pms_muxerr;

/*
 * pms_muxerr_new() - estimate every series of @c (borrowed: it must
 * outlive the result).  @o: NULL for PMS_MUXERR_OPTS_INIT.
 * Return: PMS_OK, PMS_EINVAL (bad option, in @d), PMS_ENOMEM.
 */
int pms_muxerr_new(const struct pms_capture *c, const struct pms_muxerr_opts *o,
		   struct pms_muxerr **out, struct pms_diag *d);
void pms_muxerr_free(struct pms_muxerr *m);	/* NULL is a no-op */

/* The whole capture's count of series @i.  Return: PMS_OK or PMS_ERANGE. */
int pms_muxerr_total(const struct pms_muxerr *m, int i, struct pms_muxerr_bound *out);
/* Interval @k's count of series @i.  Return: PMS_OK or PMS_ERANGE. */
int pms_muxerr_at(const struct pms_muxerr *m, int i, unsigned k, struct pms_muxerr_bound *out);

/*
 * A workload's variability: the coefficient of variation @cv of an event's
 * rate over windows of @scale_ns.  A rate that varies like noise (phases
 * shorter than the window) averages down as 1/sqrt(window).
 */
struct pms_muxerr_workload {
	size_t sz;		/* sizeof(struct pms_muxerr_workload) */
	double cv;
	uint64_t scale_ns;
};
#define PMS_MUXERR_WORKLOAD_INIT { .sz = sizeof(struct pms_muxerr_workload), \
				   .cv = PMS_MUXERR_DEFAULT_CV, \
				   .scale_ns = PMS_MUXERR_DEFAULT_SCALE_NS }

/*
 * pms_muxerr_expected() - the error to expect for an event that runs
 * @share_pct percent of @duration_ns under workload @w (NULL: the default
 * variability), as the half-width in percent of the count of an interval
 * at @confidence (0: 0.9).  For explain ("e3 ran 25% of the time; expect
 * +-x%") and for ranking plans.  0 for a share of 100; INFINITY for 0.
 * Return: PMS_OK or PMS_EINVAL.
 */
int pms_muxerr_expected(double share_pct, uint64_t duration_ns,
			const struct pms_muxerr_workload *w, double confidence,
			double *half_width_pct);

/*
 * pms_muxerr_workload() - the variability pms_muxerr_new() found for
 * series @i, in the terms of struct pms_muxerr_workload (at @scale_ns of
 * @out, 0: the default), so a past capture can drive pms_muxerr_expected().
 * Return: PMS_OK; PMS_ERANGE (bad @i); PMS_ENOEVENT (the series has no
 * count to measure a variability from).
 */
int pms_muxerr_workload(const struct pms_muxerr *m, int i, struct pms_muxerr_workload *out);

/* ---- bounds on metrics (docs/mux-error.md, "Bounds on metrics") ---- */

struct pms_mexpr;	/* metrics.h */

/* One ID of a metric expression and where its value comes from. */
struct pms_muxerr_input {
	const char *id;		/* the expression's ID (perf's metric-id) */
	int series;		/* the capture's series whose total it is; -1: @value,
				 * exact (a constant, a tool event) */
	double value;
};

/*
 * Filled by the library, sz set by the caller (docs/architecture.md,
 * "Size-versioned structs"), one or an array: the caller's sz (of the
 * first element) is the array's stride and every element carries it.  An
 * older caller's smaller size (not below the first version's: the end of
 * unbounded) is filled as far as it goes, a newer one's tail zeroed.
 */
struct pms_muxerr_metric {
	size_t sz;		/* sizeof(struct pms_muxerr_metric), set by the caller */
	double value;		/* the expression at the scaled counts (perf's value) */
	double low, high;	/* at the estimator's confidence; value when exact */
	double sd, df;		/* standard error, Student-t degrees of freedom */
	bool bounded;		/* an input was multiplexed */
	bool unbounded;		/* an input it depends on has no upper bound (a loop):
				 * low and high are infinite */
	bool unreliable;	/* as a count's: high - low wider than the estimator's
				 * threshold (percent of |value|), or unbounded
				 * (MUX-UNRELIABLE); a ratio whose inputs cancel
				 * can be reliable when they are not */
};

/*
 * pms_muxerr_metric() - metric @e (parsed for @perf_version) at the totals
 * of @m's series named by @in (@n of them, at most 64), with an interval
 * from the series' bounds: the delta method over the inputs' errors, which
 * are correlated as their rates are where the inputs shared a schedule and
 * taken with the sign that widens where they did not.
 * Return: PMS_OK; PMS_EINVAL (bad arguments, or perf's evaluation fails);
 * PMS_ERANGE (a bad series); PMS_ENOMEM.
 */
int pms_muxerr_metric(const struct pms_muxerr *m, const struct pms_mexpr *e,
		      uint32_t perf_version, const struct pms_muxerr_input *in, size_t n,
		      struct pms_muxerr_metric *out);

/*
 * pms_muxerr_sum_check() - whether the children of a tree (TopDown: a node
 * and the nodes under it) add up to their parent: @diff is parent -
 * sum(@children) with its interval as pms_muxerr_metric() gives it (the
 * errors of all the terms joint), and *@adds_up is true when the
 * difference is within 1e-9 of the parent (rounding) or 0 lies in its
 * interval (an unbounded difference rules nothing out).  At most 32
 * children.
 * Return: as pms_muxerr_metric().
 */
int pms_muxerr_sum_check(const struct pms_muxerr *m, const struct pms_mexpr *parent,
			 const struct pms_mexpr *const *children, size_t n_children,
			 uint32_t perf_version, const struct pms_muxerr_input *in, size_t n,
			 struct pms_muxerr_metric *diff, bool *adds_up);

/* ---- the metrics perf stat prints, with their intervals ---- */

#define PMS_MUXERR_RUN 0xffffffffu	/* an interval index meaning the whole run */

struct pms_stat_event;	/* measure.h */
struct pms_stat_metric;
struct pms_mlist;	/* metrics.h */
struct pms_mcount;
struct pms_mtimes;
struct pms_mvalue;

/*
 * pms_muxerr_stat_metric() - pms_stat_metric() of event @i of @ev (IPC,
 * CPUs utilized, rates, cache ratios) into @val[0..1], and each of its two
 * entries' interval into @out (two elements, each sz set by the caller to
 * the same size, the stride): the delta
 * method of pms_muxerr_metric() over the counts @ev[k].count, count k
 * being series @series[k] of @m's capture (-1: exact), its total, or its
 * count in interval @k_iv (PMS_MUXERR_RUN: the totals).  The counts are in
 * the caller's unit (a clock in ns beside a series in msec): each series'
 * error is scaled by count / the series' value.  An entry that is not
 * printed, or whose inputs all counted their whole time, gets bounded false.
 * Return: PMS_OK; PMS_EINVAL; PMS_ERANGE (a bad series or interval); PMS_ENOMEM.
 */
int pms_muxerr_stat_metric(const struct pms_muxerr *m, unsigned k_iv,
			   const struct pms_stat_event *ev, const int *series, int n_ev,
			   int i, double walltime_ns, struct pms_stat_metric *val,
			   struct pms_muxerr_metric out[2]);
/* The same by @rules' release and groups (pms_stat_metric_rules(); NULL: 6.1's). */
struct pms_stat_rules;
int pms_muxerr_stat_metric_rules(const struct pms_muxerr *m, unsigned k_iv,
				 const struct pms_stat_event *ev, const int *series, int n_ev,
				 int i, double walltime_ns, const struct pms_stat_rules *rules,
				 struct pms_stat_metric *val, struct pms_muxerr_metric out[2]);

/*
 * pms_muxerr_mlist_metric() - pms_mlist_metric_value() of metric @j of @l
 * into @val (a -M metric, a TopDown node: ScaleUnit applied), and its
 * interval into @out, as pms_muxerr_stat_metric() does: @counts[k] is
 * series @series[k] (-1: exact), @n_counts of them.
 * Return: as pms_muxerr_stat_metric().
 */
int pms_muxerr_mlist_metric(const struct pms_muxerr *m, unsigned k_iv,
			    const struct pms_mlist *l, int j,
			    const struct pms_mcount *counts, const int *series,
			    int n_counts, const struct pms_mtimes *t,
			    struct pms_mvalue *val, struct pms_muxerr_metric *out);

#define PMS_MUXERR_TREE_MAX 16

/*
 * One TopDown tree of a -M list and whether it adds up.  Filled as
 * struct pms_muxerr_metric is (an array of the caller's sz; not below
 * the first version's size, the end of adds_up).  It embeds a
 * pms_muxerr_metric by value: that struct cannot grow without moving
 * adds_up, which an older caller's size could not tell.
 */
struct pms_muxerr_tree {
	size_t sz;		/* sizeof(struct pms_muxerr_tree), set by the caller */
	int parent;		/* the list's metric (pms_mlist_metric()); -1: the slots,
				 * whole (100%), the parent of level 1 */
	int children[PMS_MUXERR_TREE_MAX];	/* the list's metrics under it */
	int n_children;
	double parent_value;	/* as printed (ScaleUnit applied) */
	struct pms_muxerr_metric diff;	/* parent - sum(children), with its interval */
	bool adds_up;		/* diff within 1e-9 of the parent, or 0 in its interval */
};

/*
 * pms_muxerr_mlist_trees() - the TopDown trees of @l whose children are
 * all in the list (level 1: the four tma_* shares of the slots, which add
 * up to the whole; below: a node and the metrics whose MetricGroup names
 * "<node>_group"), each checked as pms_muxerr_sum_check() does, with the
 * counts, series and interval of pms_muxerr_mlist_metric().  Up to @cap
 * into @out (each out[i].sz set by the caller to the same size, the
 * stride); *@n_out how many.
 * Return: PMS_OK; PMS_EINVAL; PMS_ERANGE; PMS_ENOMEM.
 */
int pms_muxerr_mlist_trees(const struct pms_muxerr *m, unsigned k_iv,
			   const struct pms_mlist *l, const struct pms_mcount *counts,
			   const int *series, int n_counts, const struct pms_mtimes *t,
			   struct pms_muxerr_tree *out, int cap, int *n_out);

/* ---- calibration: synthetic captures with known true counts ---- */

enum pms_muxsynth_phases {
	PMS_MUXSYNTH_EXPONENTIAL = 0,	/* phase lengths exponential around the mean */
	PMS_MUXSYNTH_LOGUNIFORM,	/* log-uniform over two decades (mean / 21.5 .. mean * 4.65) */
	PMS_MUXSYNTH_PERIODIC,		/* a square wave: two rate levels alternating,
					 * each phase exactly the mean (aliasing) */
};

struct pms_muxsynth_opts {
	size_t sz;		/* sizeof(struct pms_muxsynth_opts) */
	uint64_t seed;
	uint64_t interval_ns;	/* perf stat -I; 0: 100 ms */
	uint64_t duration_ns;	/* 0: 2 s */
	uint64_t phase_ns;	/* mean phase length; 0: 10 ms */
	enum pms_muxsynth_phases phases;
	double rate_cv;		/* spread of an event's rate between phases; 0: 0.5 */
	double common;		/* 0..1: share of the rate changes that follow one
				 * activity factor (which cycles and instructions follow) */
	double noise_cv;	/* extra per-interval noise not in any phase; 0: none */
};
#define PMS_MUXSYNTH_OPTS_INIT { .sz = sizeof(struct pms_muxsynth_opts), .seed = 1, \
				 .interval_ns = 0, .duration_ns = 0, .phase_ns = 0, \
				 .phases = PMS_MUXSYNTH_EXPONENTIAL, .rate_cv = 0, \
				 .common = 0, .noise_cv = 0 }

/*
 * pms_muxsynth() - a synthetic `perf stat -I` capture of @ev: the schedule
 * is pms_simulate()'s for @so (a busy task; @so->duration_ns and the timer
 * phase are taken from @o), the workload a sequence of phases of random
 * lengths, each giving every event a random rate.  Each interval holds
 * what perf would print (scaled count, running and enabled time) and the
 * true count (pms_capture_truth()).  Clock events count the time.
 * @out: free with pms_capture_free().
 * Return: PMS_OK, PMS_EINVAL, PMS_ELIMIT, PMS_ENOMEM, or pms_simulate()'s.
 */
int pms_muxsynth(const struct pms_evlist *ev, const struct pms_sim_opts *so,
		 const struct pms_muxsynth_opts *o, struct pms_capture **out,
		 struct pms_diag *d);

#ifdef __cplusplus
}
#endif
#endif
