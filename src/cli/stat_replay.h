/*
 * What the pieces of 'pmusched stat --replay' share (stat_replay.c reads
 * and prints, stat_replay_sched.c compares with the predicted schedule,
 * stat_muxerr.c turns estimates into lines and serves live runs).
 */
#ifndef PMS_CLI_STAT_REPLAY_H
#define PMS_CLI_STAT_REPLAY_H

#include "stat.h"

struct replay {
	struct stat_ctx *s;
	struct pms_capture *cap;
	const struct pms_muxerr *mx;	/* the estimate (a replay: its answer's) */
	struct pms_answer *answer;	/* a replay: the query's (pms_query_replay_capture()) */
	int *series;		/* [event * n_cols + col] (n_cols 1 when aggregated); -1 none */
	int *first;		/* event -> the first series printed under it */
	int n_cols;		/* CPUs per event (1 aggregated) */
	struct pms_sim *sim;	/* --cpu...: the predicted schedule, or NULL */
	int *sim_ev;		/* event -> its index in the simulated list, -1 */
	double *share;		/* per event: the simulated share of the interval */
	unsigned cursor;	/* first scheduling interval of the next window */
	unsigned n_contradict, n_checked;
};

/*
 * stat_replay.c, also for explain and plan --variability-from: read the
 * capture at @path ("-": stdin) line by line (pms_capture_reader_*), in
 * memory bounded by what the capture keeps; errors printed as
 * "FILE:LINE: message" with a caret.  EXIT_* (and *@cap NULL) after one.
 */
int replay_load(struct cli *cli, const char *path, struct pms_capture **cap);

/* stat_muxerr.c: a line's values from an estimate (one interval's, or the run's) */
void replay_set_bound(const struct stat_ev *ev, const struct pms_muxerr_bound *b,
		      struct stat_val *v);
void replay_from_bound(const struct stat_ev *ev,
		       const struct pms_muxerr_bound *b, int cpu, struct stat_val *v);
/* The metrics of the next report get bounds from @r's estimate: interval
 * @k's, or the run's (PMS_MUXERR_RUN); aggregated reports only. */
void replay_metric_bounds(struct replay *r, unsigned k);
/* The whole run's lines: header, counts with their bounds, footer. */
void replay_print_totals(struct replay *r, struct stat_val *vals, const char *what);

/* stat_replay_sched.c: the simulated schedule with --cpu, --kernel, ... (r->sim, or none) */
void replay_predict(struct replay *r);
/* Interval @k's predicted shares into @vals, flagging those that differ. */
void replay_check_prediction(struct replay *r, unsigned k, struct stat_val *vals);

#endif
