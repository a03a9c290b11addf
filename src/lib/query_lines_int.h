/*
 * The lines object of query_lines.c, shared with the per-line output rules
 * of query_lines_out.c.  Internal.
 */
#ifndef PMS_QUERY_LINES_INT_H
#define PMS_QUERY_LINES_INT_H

#include "pmusched/query.h"

struct pmsi_pline;		/* query_lines_out.c */
struct pmsi_pcells;

struct pms_perf_lines {
	const struct pms_mlist *list;
	int n_list, n_ev;
	int first;		/* parsed index of the list's first event; -1: not matched */
	int *at;		/* the parsed event of each list event (NULL: not matched) */
	int *of;		/* the list event of each parsed event, or -1 */
	bool modelled;
	enum pms_perf_hide *hidden;	/* per parsed event */
	struct pmsi_pline *line;	/* per parsed event: what perf prints */
	struct pmsi_pcells *cells;	/* --metric-only's rows, or NULL */
	int td_level;		/* 6.1 --topdown's level printed (0: none) */
};

/* Decide each line's output (query_lines_out.c); PMS_OK or PMS_ENOMEM. */
int pmsi_lines_out(struct pms_perf_lines *pl, const struct pms_evlist *ev,
		   const struct pms_sim *s);
void pmsi_lines_out_free(struct pms_perf_lines *pl);

#endif
