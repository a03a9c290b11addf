/*
 * Apple M1/M2 per-event counter masks: m1_pmu_event_affinity,
 * drivers/perf/apple_m1_cpu_pmu.c, read in 6.1 and 6.12.  An event number
 * without a row may use counters 2-9 (PMS_ARM_APPLE_ANY).  Counter 0 counts
 * cycles and counter 1 instructions; only those two events may use them.
 * The driver applies the same table to both core types of a part.
 */
#include "../arm64_table.h"

#define SRC    "m1_pmu_event_affinity, drivers/perf/apple_m1_cpu_pmu.c, 6.1+6.12"
#define SRC_61 "m1_pmu_event_affinity, drivers/perf/apple_m1_cpu_pmu.c, 6.1 (UNKNOWN_96/9b)"
#define SRC_612 "m1_pmu_event_affinity, drivers/perf/apple_m1_cpu_pmu.c, 6.12 " \
	"(INST_INT_ST/INST_LDST, 3cce331ee2a4)"

#define C7        0x080u	/* BIT(7) */
#define ONLY_567  0x0e0u	/* counters 5, 6, 7 */
#define ONLY_246  0x054u	/* counters 2, 4, 6 */
#define ONLY_2TO7 0x0fcu	/* counters 2-7 */

#define ROW(e, m) { (e), (m), 0, 0, SRC }

const struct pms_arm_aff pms_arm_apple_aff[] = {
	ROW(0x01, C7),				/* RETIRE_UOP (6.1: UNKNOWN_01) */
	ROW(0x02, PMS_ARM_APPLE_ANY | 0x001),	/* CORE_ACTIVE_CYCLE: 0, 2-9 */
	ROW(0x8c, C7 | 0x002),			/* INST_ALL: 1, 7 */
	ROW(0x8d, ONLY_567),
	ROW(0x8e, ONLY_567),
	ROW(0x8f, ONLY_567),
	ROW(0x90, ONLY_567),
	ROW(0x93, ONLY_567),
	ROW(0x94, ONLY_567),
	ROW(0x95, ONLY_567),
	{ 0x96, ONLY_567, 0, PMS_ARM_K_APPLE_AFF, SRC_61 },
	{ 0x96, C7, PMS_ARM_K_APPLE_AFF, 0, SRC_612 },
	ROW(0x97, C7),
	ROW(0x98, ONLY_567),
	ROW(0x99, ONLY_567),
	ROW(0x9a, C7),
	{ 0x9b, ONLY_567, 0, PMS_ARM_K_APPLE_AFF, SRC_61 },
	{ 0x9b, C7, PMS_ARM_K_APPLE_AFF, 0, SRC_612 },
	ROW(0x9c, ONLY_567),
	ROW(0x9f, C7),
	ROW(0xbf, ONLY_567),
	ROW(0xc0, ONLY_567),
	ROW(0xc1, ONLY_567),
	ROW(0xc4, ONLY_567),
	ROW(0xc5, ONLY_567),
	ROW(0xc6, ONLY_567),
	ROW(0xc8, ONLY_567),
	ROW(0xca, ONLY_567),
	ROW(0xcb, ONLY_567),
	ROW(0xf5, ONLY_246),
	ROW(0xf6, ONLY_246),
	ROW(0xf7, ONLY_246),
	ROW(0xf8, ONLY_2TO7),
	ROW(0xfd, ONLY_246),
};

const size_t pms_arm_n_apple_aff = sizeof(pms_arm_apple_aff) / sizeof(pms_arm_apple_aff[0]);
