/*
 * perf's metric tables as one perf version compiles them in (generated into
 * models/metrics/ by tools/gen_perf_metrics.py; see docs/metrics.md).
 *
 * A set is one perf version: a string pool, one table per x86 perf
 * directory with its metrics in the order perf iterates them, and the x86
 * mapfile rows that pick a table for a CPUID.  Pool offset 0 is "".
 */
#ifndef PMS_METRIC_DATA_H
#define PMS_METRIC_DATA_H

#include <stddef.h>
#include <stdint.h>

/* Row constraint codes (tools/gen_perf_metrics.py). */
enum pmsi_mcon {
	PMSI_MCON_NONE = 0,
	PMSI_MCON_NO_GROUP_EVENTS = 1,
	PMSI_MCON_NO_GROUP_EVENTS_NMI = 2,	/* 6.3+: also NO_NMI_WATCHDOG */
	PMSI_MCON_NO_GROUP_EVENTS_SMT = 3,
	PMSI_MCON_NO_NMI_WATCHDOG = 4,		/* the JSON string, as 6.1 keeps it */
	PMSI_MCON_NO_THRESHOLD_AND_NMI = 5,	/* 6.19+ jevents.py enum value 4 */
};
#define PMSI_MCON_MASK 0xff
#define PMSI_MROW_SHOW_EVENTS 0x100	/* DefaultShowEvents (6.19+) */

struct pmsi_mrow {
	/* pool offsets */
	uint32_t name, expr, groups, threshold, unit, pmu, nogroup, defgroup;
	uint32_t constraint;	/* enum pmsi_mcon, | PMSI_MROW_SHOW_EVENTS */
};

/* An event of another PMU (uncore, cstate, ...) a metric of the table names
 * bare, and the PMU perf finds it on (jevents.py unit_to_pmu()). */
struct pmsi_mforeign {
	uint32_t name, pmu;	/* pool offsets; name in lower case, rows sorted */
};

struct pmsi_mtable {
	const char *dir;		/* "skylake" */
	const struct pmsi_mrow *rows;
	uint32_t n_rows;
	const struct pmsi_mforeign *foreign;
	uint32_t n_foreign;
};

struct pmsi_mmaprow {
	const char *cpuid;		/* POSIX ERE, perf's x86 mapfile */
	const char *version;		/* the mapfile's, e.g. "v59" */
	int table;			/* index into the set's tables, -1: no metrics */
};

struct pmsi_mset {
	const char *source;		/* "Linux 6.12.117" */
	const char *pool;
	size_t pool_size;
	const struct pmsi_mtable *tables;
	uint32_t n_tables;
	const struct pmsi_mmaprow *map;
	uint32_t n_map;
};

extern const struct pmsi_mset pmsi_mset_6_1;
extern const struct pmsi_mset pmsi_mset_6_12;
extern const struct pmsi_mset pmsi_mset_7_2;
extern const struct pmsi_mset pmsi_mset_7_3;

#endif
