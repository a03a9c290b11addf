/*
 * pieces of 'pmusched stat' shared by its files: the event table the
 * command counts, and the printers (human, CSV, JSON).
 */
#ifndef PMS_CLI_STAT_H
#define PMS_CLI_STAT_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include "pmusched/pmusched.h"

struct stat_ev {
	struct pms_measure_event e;	/* e.name points at name */
	char name[160];
	bool is_clock;		/* task-clock / cpu-clock: printed in msec */
};

/* One printed line's data. */
struct stat_line {
	const struct stat_ev *ev;
	struct pms_count c;	/* aggregate (for -r: summed times, mean value) */
	double value;		/* what to print (mean over runs), in the event's unit */
	double noise_pct;	/* -r noise, < 0 when not repeating */
	bool has_pred;		/* --predict: a predicted percentage exists */
	double pred_pct;	/* < 0: predicted <not supported> */
	const char *pred_flag;	/* "" or the likely cause of a difference */
};

enum stat_fmt { STAT_HUMAN, STAT_CSV, STAT_JSON };

struct stat_printer {
	FILE *f;
	enum stat_fmt fmt;
	const char *sep;	/* CSV separator */
	double task_clock_ms;	/* for the rate metrics; < 0: none */
	double elapsed_ns;	/* for CPUs utilized; <= 0: none */
	bool interval;
	double ts;		/* interval timestamp, seconds */
};

void stat_print_interval_header(const struct stat_printer *p);
void stat_print_line(const struct stat_printer *p, const struct stat_line *l);

/* Built-in names used when no event-list parser is linked in (software and generic events). */
int stat_fallback_parse(const char *text, struct stat_ev **out, int *n, char *err, size_t errn);

#endif
