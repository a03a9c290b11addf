/* Non-core PMU tables (models/uncore/) and the box scheduler (uncore_sched.c). */
#ifndef PMUSCHED_UNCORE_INT_H
#define PMUSCHED_UNCORE_INT_H

#include <stddef.h>
#include "pmusched/uncore.h"

struct pmsi_uncore_platform {
	const char *model;			/* pms_model name */
	const struct pms_uncore_type *types;	/* sorted by pmu name */
	int n;
	const char *source;
};

extern const struct pmsi_uncore_platform pmsi_uncore_platforms[];
extern const size_t pmsi_uncore_n_platforms;

/* The kernel's fixed-counter event on an Intel box (UNCORE_FIXED_EVENT, uncore.h). */
#define PMSI_UNC_FIXED_EVENT 0xffu
/* The fixed counter's index in a box (UNCORE_PMC_IDX_FIXED = UNCORE_PMC_IDX_MAX_GENERIC). */
#define PMSI_UNC_FIXED_IDX 8

#endif
