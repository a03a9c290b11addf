/*
 * perf's pmu-events data as the library holds it (generated into
 * models/events/ by tools/gen_pmu_events.py; see include/pmusched/pmu_events.h).
 *
 * One table per perf directory (arch/x86/skylake, arch/arm64/arm/cortex-a76):
 * a string pool, the events sorted by (lower-case name, unit), the metrics
 * sorted by (lower-case name, unit), and small side arrays that the rows
 * index so a row stays 24 bytes.  Pool offset 0 is the empty string.
 */
#ifndef PMS_PMU_EVENTS_INT_H
#define PMS_PMU_EVENTS_INT_H

#include <stddef.h>
#include <stdint.h>
#include "internal.h"
#include "pmusched/pmu_events.h"

/* Row flags (keep in step with tools/gen_pmu_events.py). */
#define PMSI_PEV_UNIT(f)	((f) & 3u)		/* 0 core, 1 cpu_atom, 2 cpu_core,
							 * 3 cpu_lowpower */
#define PMSI_PEV_PEBS(f)	(((f) >> 2) & 3u)	/* JSON PEBS: 0, 1, 2 */
#define PMSI_PEV_DEPRECATED	(1u << 4)
#define PMSI_PEV_DATA_LA	(1u << 5)
#define PMSI_PEV_TAKEN_ALONE	(1u << 6)
#define PMSI_PEV_FIXED_NAME	(1u << 7)	/* jevents.py real_event() alias */
#define PMSI_PEV_ARCH_STD	(1u << 8)	/* resolved through ArchStdEvent */
#define PMSI_PEV_MSR(f)		(((f) >> 9) & 3u)	/* enum pms_perf_msr */
#define PMSI_PEV_REFUSED(f)	(((f) >> 11) & 3u)	/* enum pms_perf_refusal */

struct pmsi_pev {
	uint64_t config;
	uint32_t name;		/* pool offset of the lower-case name */
	uint32_t errata;	/* pool offset of the Errata field, 0: none */
	uint16_t config1;	/* index into the table's config1[] (0: 0) */
	uint16_t flags;		/* PMSI_PEV_* */
	uint16_t counters;	/* index into the table's counters[] (0: no field) */
	uint16_t alt_code;	/* second EventCode of a multi-code event, 0: none */
};

struct pmsi_pmetric {
	uint32_t name, expr, group, threshold, scale_unit, unit;	/* pool offsets */
	uint32_t constraint;	/* enum pms_perf_metric_constraint */
};

enum { PMSI_FMT_INTEL, PMSI_FMT_AMD, PMSI_FMT_ARM };

struct pms_perf_table {
	const char *arch, *dir, *version;	/* version: the mapfile's, "" if absent */
	const char *pool;
	size_t pool_size;
	const struct pmsi_pev *ev;
	uint32_t n_ev;
	const struct pmsi_pmetric *met;
	uint32_t n_met;
	const uint64_t *config1;
	uint32_t n_config1;
	const uint64_t (*counters)[2];	/* [k][0] Counter, [k][1] CounterHTOff */
	uint32_t n_counters;
	uint8_t format;		/* PMSI_FMT_* */
	uint8_t n_gp, n_fixed;	/* counter.json's core unit; 0: not given */
	/*
	 * Another release's table sharing rows with @base (perf_<tag>.c):
	 * row k of this table is order[k] < base->n_ev, that row of @base
	 * (itself possibly shared), else ev[order[k] - base->n_ev].  NULL @order
	 * with a @base: every row of @base.  NULL @base: ev[] holds every row.
	 */
	const struct pms_perf_table *base;
	const uint16_t *order;
};

struct pmsi_pev_maprow {
	const char *arch, *cpuid, *version, *dir, *type;
	const struct pms_perf_table *table;
};

/* The tables and mapfile of one perf release's JSON. */
struct pmsi_pev_set {
	const char *release;		/* "7.3" */
	const char *source;		/* "Linux 7.3.4" */
	const struct pms_perf_table *const *tables;
	size_t n_tables;
	const struct pmsi_pev_maprow *map;
	size_t n_map;
};

/* models/events/pmu_events_map.c (6.12) and perf_<tag>.c */
extern const struct pmsi_pev_set pmsi_pev_set_6_1, pmsi_pev_set_6_12, pmsi_pev_set_7_2,
	pmsi_pev_set_7_3;

/* The row @i of @t (0 <= i < t->n_ev), and the table whose pool it uses. */
const struct pmsi_pev *pmsi_pev_row(const struct pms_perf_table *t, size_t i,
				    const struct pms_perf_table **owner);

/* models/events/pmu_events_map.c */
extern const struct pms_perf_table *const pmsi_pev_tables[];
extern const size_t pmsi_pev_n_tables;
extern const struct pmsi_pev_maprow pmsi_pev_map[];
extern const size_t pmsi_pev_n_map;
extern const char pmsi_pev_source[];		/* "Linux 6.12.117" */
extern const char pmsi_pev_htoff_source[];	/* "Linux 6.1.192" or "" */

/*
 * "perf skylake v59 inst_retired.any" for a name resolved through @m's perf
 * table of @perf_version's release ("perf 7.3 skylake v60 ..." when that
 * is not 6.12's) for evlist descriptions.  Always NUL-terminates @buf.
 */
void pmsi_perf_describe(const struct pms_model *m, uint32_t perf_version, const char *name,
			char *buf, size_t n);

#endif
