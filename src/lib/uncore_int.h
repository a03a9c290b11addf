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

/* perf's uncore JSON events (models/uncore/ev_*.c, tools/gen_uncore_events.py) */
struct pmsi_unc_jev {
	const char *name;	/* lower case */
	const char *pmu;	/* the PMU perf opens it on (jevents.py unit_to_pmu()) */
	uint64_t config;	/* event select | unit mask << 8 */
	uint32_t since;		/* 0: in perf 6.12's JSON; else the first perf release
				 * whose JSON has it (PMS_KVER) */
};
struct pmsi_unc_jtable {
	const char *dir;	/* perf's x86 directory */
	const struct pmsi_unc_jev *ev;	/* sorted by name, then PMU */
	const size_t *n;
};
extern const struct pmsi_unc_jtable pmsi_unc_jtables[];
extern const size_t pmsi_unc_n_jtables;

/* A sysfs event alias of a non-core PMU (models/uncore/uncore_alias.c). */
struct pmsi_unc_alias {
	const char *model;	/* platform; NULL: every platform with the PMU */
	const char *pmu;	/* the type's PMU name, without a box suffix */
	const char *name;
	uint64_t config;
};
extern const struct pmsi_unc_alias pmsi_unc_aliases[];
extern const size_t pmsi_unc_n_aliases;

/*
 * The config of sysfs alias @name (@len bytes) of PMU @pmu (@pmu_len
 * bytes: "uncore_imc", "imc", "uncore_imc_3", "power") on @m's platform;
 * false when the PMU is not one of the platform's or has no such alias.
 */
bool pmsi_uncore_sysfs_alias(const struct pms_model *m, const char *pmu, size_t pmu_len,
			     const char *name, size_t len, uint64_t *config);

/*
 * An event name of perf's uncore JSON for @m's platform: fills @r (another
 * PMU's event, its PMU name and config) and returns true; false if none.
 */
struct pmsi_resolved;
bool pmsi_uncore_resolve(const struct pms_model *m, uint32_t pv, const char *name,
			 struct pmsi_resolved *r);

/* A box format term the scheduler reads: config word, first bit, width. */
struct pmsi_unc_format {
	enum pms_uncore_filter kind;
	const char *name;
	int word;		/* 0: config, 1: config1 */
	int lo, bits;
};
/*
 * The format term @term (@len bytes) of PMU @pmu on @m's platform, for the
 * box types with a shared filter register (tid_en, filter_*); NULL else.
 */
const struct pmsi_unc_format *pmsi_uncore_box_format(const struct pms_model *m, const char *pmu,
						     const char *term, size_t len);

#endif
