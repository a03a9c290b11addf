/*
 * perf stat's own metric of an event's line ("shadow" metrics,
 * util/stat-shadow.c perf_stat__print_shadow_stats()), per perf release:
 * one rule set for the counts measured (measure_stat.c) and the lines
 * predicted (query_interval.c).  Private to the library.
 */
#ifndef PMS_PERF_SHADOW_H
#define PMS_PERF_SHADOW_H

#include "internal.h"
#include "pmusched/measure.h"

/* One event of the list as the rules see it. */
struct pmsi_shadow_ev {
	uint32_t type;		/* attr.type */
	uint64_t config;	/* attr.config, the extended PMU type kept in 32-63 */
	unsigned ctx;		/* evsel_context(): the exclude_* bits */
	bool processed;		/* read: 6.1's runtime stats were updated */
	double count;		/* the count (ns for the clocks) */
	int leader, group_size;	/* 6.12's find_stat(): the event's group */
	uint32_t pmu;		/* 6.12's find_stat(): the PMU, for all but the clocks */
};

/* The list, read one event at a time (no copy of it is made). */
struct pmsi_shadow_src {
	int n;
	const void *ctx;
	void (*get)(const void *ctx, int j, struct pmsi_shadow_ev *out);
};

/* perf's PMU of an event as find_stat() compares them: a legacy event's
 * extended type (config 32-63), else its attr.type (raw events: the core
 * PMU's, PERF_TYPE_RAW standing for it). */
uint32_t pmsi_shadow_pmu(uint32_t type, uint64_t config);

/*
 * pmsi_shadow_metric() - the metric(s) perf @pv prints after event @i's
 * count: @out[0], and @out[1] for a second line (instructions' stalled
 * cycles per insn).  @out[k].fmt NULL: the unit alone (text blanks, -x two
 * empty fields, -j a value of 0); !@out[0].present: no metric ("(null)").
 * Return: PMS_OK; PMS_ENOTSUP for a release whose rules were not read
 * (6.2 to 6.11, 6.13 and later: 7.2 and later print none on these lines);
 * PMS_EINVAL.
 */
int pmsi_shadow_metric(uint32_t pv, const struct pmsi_shadow_src *src, int i,
		       double walltime_ns, struct pms_stat_metric out[2]);

/*
 * pmsi_shadow_unit() - a unit of pmsi_shadow_metric() as a string that
 * lives as long as the library: "<scale>/sec" for any rate (its prefix
 * comes from the value, which is not predicted), the unit itself else.
 */
const char *pmsi_shadow_unit(const char *unit);

#endif
