/*
 * Internals of interval captures (replay.c, replay_parse.c, replay_json.c)
 * shared with the estimator (muxerr.c) and the generator (muxerr_synth.c).
 */
#ifndef PMS_REPLAY_INT_H
#define PMS_REPLAY_INT_H

#include "internal.h"
#include "pmusched/replay.h"

struct cap_series {
	char *event, *unit, *aggr;
	bool is_clock;
	int group;			/* index of its aggregation id among the capture's */
	int dup;			/* 0, or which repeat of an event printed twice */
	struct pms_capture_cell *cells;	/* [cap_iv], PMS_CAP_ABSENT beyond what was set */
	double *truth;			/* [cap_iv] or NULL; NAN unknown */
	uint32_t hash;
};

struct pms_capture {
	enum pms_capture_format fmt;
	unsigned layout;		/* enum pms_capture_layout */
	char sep[8];			/* CSV separator */
	struct cap_series *s;
	int n_s, cap_s;
	int n_groups;			/* distinct aggregation ids */
	int *table;			/* open addressing: series index + 1, 0 empty */
	size_t table_size;		/* power of two */
	uint64_t *ts;			/* [cap_iv] interval end times, ns */
	unsigned n_iv, cap_iv;
	size_t n_skipped, first_skipped;
	unsigned max_iv;		/* pms_capture_set_max_intervals(); 0: no bound */
	unsigned stride;		/* reads per interval (pms_capture_add_read()) */
	unsigned pend;			/* reads the last interval holds */
	uint64_t n_reads;
};

/* Enabled-time references of one (aggregation group, interval). */
struct cap_ref {
	double full_run;	/* running time of an event that ran all the time; 0 none */
	double clock_ns;	/* a clock event's count, ns; 0 none */
};

/*
 * The references of every group and interval ([k * n_groups + g]); caller
 * frees with pmsi_free().  NULL on ENOMEM (or an empty capture).
 */
struct cap_ref *pmsi_capture_refs(const struct pms_capture *c);
/* pms_capture_enabled_ns() with the references at hand (@refs may be NULL). */
double pmsi_capture_enabled(const struct pms_capture *c, const struct cap_ref *refs,
			    unsigned k, int i);

/*
 * One JSON line at @line (@base: its offset in the input).  @report: record
 * only objects without "interval" (a report without -I), else only those
 * with it.  Return: 0 recorded, 1 skipped (no count, or the other kind), or
 * an error with @d set.
 */
int pmsi_capture_parse_json_line(struct pms_capture *c, const char *line, size_t len,
				 size_t base, bool report, struct pms_diag *d);
/*
 * A decimal number as perf prints it: digits with optional thousands
 * grouping of either locale, optional decimals, an optional exponent
 * (JSON) and an optional leading '-'.  @n: bytes available.  Returns the
 * bytes consumed (0: not a number).  *@comma: the decimal mark was ','.
 */
size_t pmsi_parse_number(const char *s, size_t n, double *v, bool *comma);
/* "SEC.FRAC" into ns; returns the bytes consumed (0: not a timestamp). */
size_t pmsi_parse_timestamp(const char *s, size_t n, uint64_t *ns);

/* Shared by the readers: record one count line. */
struct cap_line {
	uint64_t ts;
	bool has_ts;
	const char *event;
	size_t event_len;
	const char *unit;
	size_t unit_len;
	const char *aggr;
	size_t aggr_len;
	bool rounded;		/* CSV: the count to 0.01 beside an exact running time */
	struct pms_capture_cell cell;
};
/*
 * Names (event, unit, aggregation id) are kept as valid UTF-8 with the C0
 * and C1 controls, DEL, bytes that are not UTF-8 ("\\xNN") and the
 * bidirectional controls ("\\uNNNN") escaped, so no output format carries
 * them raw.  @out: 4 * @n + 1 bytes, or NULL to measure; returns the length.
 */
size_t pmsi_name_escape(const char *s, size_t n, char *out);
int pmsi_capture_record(struct pms_capture *c, const struct cap_line *l, struct pms_diag *d);

#endif
