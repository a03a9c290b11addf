/*
 * Interval captures: what `perf stat -I MS` (or `pmusched stat -I`)
 * printed, read back as a table of intervals x event series.
 *
 * A capture is built three ways: parsed from perf's text, -x CSV or -j
 * JSON output (pms_capture_parse()), filled by a live run
 * (pms_capture_new() and the setters), or generated with known true counts
 * for calibration (pms_muxsynth(), muxerr.h).  pms_muxerr_new() turns any
 * of them into error bounds.
 *
 * Readers (layouts recognised line by line, whatever the perf version):
 *  - text: "TIME [AGGR] COUNT [UNIT] EVENT [# METRIC] [(P%)]" with perf
 *    6.x's columns, 4.x's "EVENT (msec)" unit suffix, 3.x's "[P%]" percent,
 *    thousands grouping of any locale ("1,234" "1.234") and decimal commas,
 *    "<not counted>" / "<not supported>", metric continuation lines;
 *  - CSV: "TIME SEP [AGGR SEP [NR SEP]] COUNT SEP UNIT SEP EVENT [SEP RUN SEP
 *    PCT [SEP MVALUE SEP MUNIT]]", the separator being whatever follows the
 *    timestamp, an event name may hold the separator;
 *  - JSON lines: flat objects with "interval", "counter-value", "unit",
 *    "event", "event-runtime", "pcnt-running" (numbers or strings) and the
 *    aggregation keys ("cpu", "core", "die", "socket", "node", "thread",
 *    "cache", "cluster");
 *  - a report without -I (no timestamps) as a capture of one interval.
 * Keys, fields and trailing text a reader does not know are ignored, so
 * pmusched's own additions (--predict, --mux-error) read back too.
 *
 * Work is bounded by the PMS_CAPTURE_MAX_* limits; every parse error names
 * the byte offset of the offending token.
 */
#ifndef PMUSCHED_REPLAY_H
#define PMUSCHED_REPLAY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "error.h"

#ifdef __cplusplus
extern "C" {
#endif

#define PMS_CAPTURE_MAX_BYTES     ((size_t)1 << 30)	/* input size */
#define PMS_CAPTURE_MAX_LINE      65536u		/* bytes in one line */
#define PMS_CAPTURE_MAX_SERIES    4096u			/* distinct (event, aggregation) */
#define PMS_CAPTURE_MAX_INTERVALS 1000000u
#define PMS_CAPTURE_MAX_CELLS     4000000u		/* intervals x series */
#define PMS_CAPTURE_MAX_NAME      1024u			/* bytes of an event name */
#define PMS_CAPTURE_MAX_COUNT     1e20			/* a count (scaled: above 2^64) */

enum pms_capture_format {
	PMS_CAPTURE_BUILT = 0,	/* filled through the setters */
	PMS_CAPTURE_TEXT,	/* perf stat's human table */
	PMS_CAPTURE_CSV,	/* -x SEP */
	PMS_CAPTURE_JSON,	/* -j / --json */
};

/* What a parsed capture turned out to hold (bits of pms_capture_layout()). */
enum pms_capture_layout {
	PMS_CAPLAY_BRACKET_PCT   = 1u << 0,	/* text: "[P%]" (perf 3.x) */
	PMS_CAPLAY_UNIT_SUFFIX   = 1u << 1,	/* text: "task-clock (msec)" (perf 4.x) */
	PMS_CAPLAY_DECIMAL_COMMA = 1u << 2,	/* text: a locale writing "1.234,56" */
	PMS_CAPLAY_RUN           = 1u << 3,	/* CSV/JSON: running time and percentage */
	PMS_CAPLAY_METRIC        = 1u << 4,	/* CSV: metric value and unit fields */
	PMS_CAPLAY_NO_INTERVAL   = 1u << 5,	/* no timestamps: one interval */
	PMS_CAPLAY_AGGR          = 1u << 6,	/* an aggregation column (-A, --per-*) */
	PMS_CAPLAY_TRUTH         = 1u << 7,	/* synthetic: true counts known */
	PMS_CAPLAY_NO_ELAPSED    = 1u << 8,	/* no stamps and no "seconds time
						 * elapsed" line: the run's length is
						 * unknown (its one interval is given 1 s) */
};

enum pms_capture_status {
	PMS_CAP_ABSENT = 0,	/* no line for this event in this interval */
	PMS_CAP_COUNTED,
	PMS_CAP_NOT_COUNTED,	/* "<not counted>": enabled, never on a counter */
	PMS_CAP_NOT_SUPPORTED,	/* "<not supported>" */
};

/* One event series: an event as printed, per aggregation id. */
struct pms_capture_series {
	const char *event;	/* the name as printed (borrowed) */
	const char *unit;	/* "" or the unit column ("msec", "Joules", ...) */
	const char *aggr;	/* "" aggregated, else "CPU3", "S0-D0-C1", "comm-1234", ... */
	bool is_clock;		/* unit "msec": the count is task or CPU time in ms */
	int repeat;		/* 0; 1, 2, ... for an event printed again in an interval
				 * (perf stat -e cycles,cycles) */
};

/* One event in one interval. */
struct pms_capture_cell {
	enum pms_capture_status status;
	double value;		/* COUNTED: the scaled count as printed, in the unit */
	bool has_pct;		/* the percentage of time it ran is known */
	double pct;		/* 100 * running / enabled (100 when not printed) */
	bool pct_floor;		/* @pct is perf's integer division (CSV, JSON): the
				 * true share lies in [pct, pct + 1) */
	bool has_run;		/* @run_ns known (CSV, JSON, live) */
	uint64_t run_ns;	/* running time */
	bool has_ena;		/* @ena_ns known (live, synthetic) */
	uint64_t ena_ns;	/* enabled time */
	size_t pos;		/* byte offset of its line in the input (parsed) */
};

struct pms_capture;

/*
 * pms_capture_parse() - read a capture from @buf (@len bytes, NUL not
 * needed).  The format is told by the first line that carries a count.
 * @out: new capture; free with pms_capture_free().
 * Return: PMS_OK; PMS_ESYNTAX (@d->pos: the offending byte) for a line
 * that starts like a count line and is not one, timestamps going back,
 * or no counts at all; PMS_ELIMIT (@d->pos) past a PMS_CAPTURE_MAX_*
 * limit; PMS_EINVAL; PMS_ENOMEM.
 */
int pms_capture_parse(const char *buf, size_t len, struct pms_capture **out,
		      struct pms_diag *d);

/*
 * Streaming: a capture read one line at a time, so memory is bounded by
 * the series and intervals kept, not by the input (a file of any length,
 * or a pipe).  pms_capture_parse() is this over a buffer.
 *
 * pms_capture_reader_line() - the next line, @len bytes without its line
 * feed (a trailing CR is ignored).  Positions in @d count from the first
 * line, each line taking @len + 1 bytes.  Return: PMS_OK, or
 * pms_capture_parse()'s errors (the reader is then done: free it).
 * pms_capture_reader_finish() - the capture read so far into @out (free
 * with pms_capture_free()); the reader is done.  Return: as
 * pms_capture_parse().
 */
struct pms_capture_reader;
int pms_capture_reader_new(struct pms_capture_reader **out);
int pms_capture_reader_line(struct pms_capture_reader *r, const char *line, size_t len,
			    struct pms_diag *d);
int pms_capture_reader_finish(struct pms_capture_reader *r, struct pms_capture **out,
			      struct pms_diag *d);
void pms_capture_reader_free(struct pms_capture_reader *r);	/* NULL is a no-op */

/* A new empty capture to fill (live runs, synthetic captures). */
int pms_capture_new(struct pms_capture **out);
void pms_capture_free(struct pms_capture *c);	/* NULL is a no-op */

/*
 * pms_capture_add_series() - a series for @event (@unit, @aggr: NULL for
 * ""), or the existing one of that name and aggregation.  @idx: its index.
 * Return: PMS_OK, PMS_ELIMIT, PMS_EINVAL, PMS_ENOMEM.
 */
int pms_capture_add_series(struct pms_capture *c, const char *event, const char *unit,
			   const char *aggr, int *idx);
/*
 * pms_capture_add_interval() - a new interval ending @ts_ns after the
 * start (not before the previous one); its cells start PMS_CAP_ABSENT.
 * Return: PMS_OK, PMS_ERANGE (time went back), PMS_ELIMIT, PMS_ENOMEM.
 */
int pms_capture_add_interval(struct pms_capture *c, uint64_t ts_ns, unsigned *k);
/* Set event @i's cell of interval @k.  Return: PMS_OK, PMS_ERANGE (no such cell),
 * PMS_EINVAL (a count outside [0, PMS_CAPTURE_MAX_COUNT], a percentage outside [0, 100]). */
int pms_capture_set(struct pms_capture *c, unsigned k, int i, const struct pms_capture_cell *cell);
/*
 * pms_capture_set_truth() - the true count of series @i in interval @k (in
 * its unit) for calibration; pms_capture_truth() returns NAN when unknown.
 */
int pms_capture_set_truth(struct pms_capture *c, unsigned k, int i, double count);

/*
 * Bounded captures, for a live run that reads all its series at once
 * every period for as long as it lasts.
 *
 * pms_capture_set_max_intervals() - hold at most @max intervals (even,
 * 2 .. PMS_CAPTURE_MAX_INTERVALS; 0: no bound, the default).  Only before
 * the first interval.  Return: PMS_OK or PMS_EINVAL.
 *
 * pms_capture_add_read() - one read ending @ts_ns after the start: @cells
 * holds one cell per series (@n, pms_capture_n_series()), each with its
 * running and enabled times (has_run, has_ena).  While fewer than @max
 * intervals are held, each read is one interval, as pms_capture_add_interval()
 * and pms_capture_set() would make it.  A read that would exceed @max
 * first merges each two neighbouring intervals into one, and from then on
 * pms_capture_stride() reads make one interval; the stride doubles at each
 * merge.  A merged cell sums the counted parts (value x running / enabled),
 * the running and the enabled times; its value is perf's scaling of the
 * sums, its time the later one, a truth the sum of both (NAN unknown).
 * The capture is then what a run read every stride x period would give,
 * in memory that does not grow once @max intervals are held.
 * Return: PMS_OK; PMS_EINVAL (@n, a cell without its times, as
 * pms_capture_set()); PMS_ERANGE (@ts_ns before the last read); PMS_ELIMIT;
 * PMS_ENOMEM.  On an error no read is added.
 *
 * pms_capture_n_reads() - the reads added by pms_capture_add_read().
 * pms_capture_stride() - the reads each interval holds now (1 until the
 * first merge; the last interval may hold fewer).
 */
int pms_capture_set_max_intervals(struct pms_capture *c, unsigned max);
int pms_capture_add_read(struct pms_capture *c, uint64_t ts_ns,
			 const struct pms_capture_cell *cells, int n);
uint64_t pms_capture_n_reads(const struct pms_capture *c);
unsigned pms_capture_stride(const struct pms_capture *c);

double pms_capture_truth(const struct pms_capture *c, unsigned k, int i);

enum pms_capture_format pms_capture_format(const struct pms_capture *c);
unsigned pms_capture_layout(const struct pms_capture *c);	/* enum pms_capture_layout */
/* The CSV separator as found ("" for other formats; borrowed). */
const char *pms_capture_separator(const struct pms_capture *c);

int pms_capture_n_series(const struct pms_capture *c);
int pms_capture_series(const struct pms_capture *c, int i, struct pms_capture_series *out);
/* Series @event with aggregation @aggr (NULL: ""), its first if repeated, or -1. */
int pms_capture_find(const struct pms_capture *c, const char *event, const char *aggr);

unsigned pms_capture_n_intervals(const struct pms_capture *c);
/* Interval @k's timestamp: its end, in ns since the start (0 if out of range). */
uint64_t pms_capture_time_ns(const struct pms_capture *c, unsigned k);
/* Return: PMS_OK or PMS_ERANGE. */
int pms_capture_cell(const struct pms_capture *c, unsigned k, int i, struct pms_capture_cell *out);

/* Input lines that carried no count and were skipped (a command's own
 * output, perf's messages); @first_pos: the first one's byte offset. */
size_t pms_capture_n_skipped(const struct pms_capture *c, size_t *first_pos);

/*
 * pms_capture_enabled_ns() - the enabled time of series @i in interval @k
 * as the estimator uses it (enum pms_capture_status aside): the cell's own
 * when known, else worked out from its running time and percentage, from
 * an event of the same aggregation that ran all the time, from a clock
 * event of the same aggregation (task or CPU time), or the wall time of
 * the interval.  0 for an absent cell.
 */
double pms_capture_enabled_ns(const struct pms_capture *c, unsigned k, int i);

#ifdef __cplusplus
}
#endif
#endif
