/*
 * ARM64 core data and driver tables (internal to the library).  The data
 * lives in the files of models/arm64/; models/arm64/README.md documents the fields
 * and the provenance rules.
 */
#ifndef PMS_ARM64_TABLE_H
#define PMS_ARM64_TABLE_H

#include <stdint.h>
#include "pmusched/arm_pmu.h"

/*
 * Kernel versions at which the arm64 PMU drivers changed what they do.
 * "approx" in docs/arm64.md marks a boundary placed from postings and
 * snapshots rather than read from the release itself.
 */
#define PMS_ARM_K_CHAIN       PMS_KVER_RC(4, 19, 1)	/* config1:0 "long", chained counters (approx) */
#define PMS_ARM_K_LONG_P5     PMS_KVER_RC(5, 7, 1)		/* PMUv3p5 64-bit counters, 8673e02e5841 */
#define PMS_ARM_K_RDPMC       PMS_KVER_RC(5, 17, 1)	/* config1:1 "rdpmc" user access, 83a7a4d643d3 */
#define PMS_ARM_K_APPLE_M1    PMS_KVER_RC(5, 17, 1)	/* apple_m1_cpu_pmu.c (approx) */
#define PMS_ARM_K_CHAIN_OPEN  PMS_KVER(6, 2)		/* CHAIN refused at open, 853e2dac25c1 */
#define PMS_ARM_K_APPLE_M2    PMS_KVER_RC(6, 4, 1)		/* 7d0bfb7c9977 */
#define PMS_ARM_K_WATCHDOG    PMS_KVER_RC(6, 5, 1)		/* arm64 perf hard-lockup detector (approx) */
#define PMS_ARM_K_ERRNO       PMS_KVER_RC(6, 8, 1)		/* EPERM/EINVAL -> EOPNOTSUPP, 186c91aaf549 */
#define PMS_ARM_K_THRESHOLD   PMS_KVER_RC(6, 8, 1)		/* config1 threshold fields, 816c26754447 */
#define PMS_ARM_K_TH_CYCLES   PMS_KVER_RC(6, 11, 1)	/* no cycle counter with a threshold, 81e15ca3e523 */
#define PMS_ARM_K_ICNTR       PMS_KVER_RC(6, 12, 1)	/* FEAT_PMUv3_ICNTR, "Armv9.4 PMU instruction counter" */
#define PMS_ARM_K_APPLE_AFF   PMS_KVER_RC(6, 12, 1)	/* 0x96/0x9b on counter 7 only, 3cce331ee2a4 */

/* One core type of a part: a CPU PMU of its own in the kernel. */
struct pms_arm_coretype {
	const char *role;		/* "" for a single type; "E"/"P" on Apple */
	const char *pmu_name;		/* sysfs name the driver gives it */
	const char *dt_compat;		/* devicetree compatible, or NULL */
	const uint16_t *parts;		/* MIDR_EL1.PartNum values, 0-terminated */
	const char *dt_name;		/* the sysfs name a devicetree probe gives (the
					 * init function's name in arm_pmuv3.c), or NULL */
};

/* Flags of struct pms_arm_core. */
enum pms_arm_core_flags {
	PMS_ARMC_UNSURE_N   = 1u << 0,	/* n_gp not confirmed by a document we read */
	PMS_ARMC_UNSURE_VER = 1u << 1,	/* pmuver not confirmed by a document we read */
	PMS_ARMC_GENERIC    = 1u << 2,	/* no part of its own: stands in for a PMUv3
					 * core no row claims (n_gp, pmuver assumed) */
};

struct pms_arm_core {
	const char *name;		/* "neoverse-n1": lookup key */
	const char *long_name;		/* "Arm Neoverse N1" */
	const char *aliases;		/* parts built on it, comma-separated ("graviton2") */
	enum pms_arm_kind kind;
	uint8_t implementer;		/* MIDR_EL1.Implementer */
	uint8_t n_gp;			/* PMCR_EL0.N; Apple: M1_PMU_NR_COUNTERS */
	uint8_t pmuver;			/* ID_AA64DFR0_EL1.PMUVer (4 v3p1, 5 v3p4, 6 v3p5); 0: not PMUv3 */
	uint8_t has_icntr;		/* FEAT_PMUv3_ICNTR */
	uint32_t threshold_max;		/* 0: no FEAT_PMUv3_TH */
	unsigned flags;			/* enum pms_arm_core_flags */
	uint32_t driver_since;		/* first kernel whose driver binds it; 0: any PMUv3 kernel */
	const struct pms_arm_coretype *types;	/* ended by a NULL pmu_name */
	const char *events_dir;		/* perf 6.12 pmu-events/arch/arm64/<dir>, or NULL */
	const char *events_dir_61;	/* the same in perf 6.1, or NULL */
	const char *mapfile_midr;	/* the mapfile.csv row's first column, or NULL */
	const char *watchdog;		/* why the perf NMI watchdog can or cannot run */
	/* Provenance, "file:table:version" each. */
	const char *src_n;
	const char *src_ver;
	const char *src_midr;
	const char *src_events;
};

extern const struct pms_arm_core pms_arm_cores[];
extern const size_t pms_arm_n_cores;

/* The core named @name (or an alias), or NULL (src/lib/arm_core.c). */
const struct pms_arm_core *pmsi_arm_core_find(const char *name);
/* The core row of an arm64 model's PMU, or NULL (src/lib/model_arm.c). */
struct pms_model;
const struct pms_arm_core *pmsi_model_arm_core(const struct pms_model *m);
/*
 * The event number the kernel's sysfs listing of a PMUv3 gives @name
 * (armv8_pmuv3_event_attrs; matched without regard to case, as perf
 * matches sysfs aliases), or -1 (src/lib/model_arm.c).
 */
long pmsi_arm_sysfs_event(const char *name);

/* One row of Apple's per-event counter masks (m1_pmu_event_affinity). */
struct pms_arm_aff {
	uint8_t ev;		/* event number (config & 0xff) */
	uint16_t mask;		/* counters allowed, bit k = PMC k */
	uint32_t since;		/* PMS_KVER of the first kernel with the row; 0: always */
	uint32_t until;		/* first kernel without it; 0: still there */
	const char *src;
};

#define PMS_ARM_APPLE_ANY 0x3fcu	/* rows absent: counters 2-9 (ANY_BUT_0_1) */

extern const struct pms_arm_aff pms_arm_apple_aff[];
extern const size_t pms_arm_n_apple_aff;

#endif
