/*
 * ARM64 CPU PMU counter allocation, as the Linux arm_pmu drivers do it.
 *
 * Two drivers are modelled:
 *  - PMUv3 (drivers/perf/arm_pmuv3.c in 6.12, arch/arm64/kernel/perf_event.c
 *    up to 6.3): a dedicated cycle counter (CYCLES), an optional instruction
 *    counter (INSTR, FEAT_PMUv3_ICNTR, 6.12+), PMCR_EL0.N general counters
 *    GP0..GP(N-1); 64-bit events chain an odd counter with the even one
 *    below it when the PMU lacks PMUv3p5 long counters.
 *  - Apple M1/M2 (drivers/perf/apple_m1_cpu_pmu.c): ten counters GP0..GP9,
 *    a per-event counter mask, first fit.
 *
 * The kernel places events one at a time in sched-in order (armpmu_add()
 * calls get_event_idx() per event): no weight ordering, no transaction
 * re-solve, no reuse of previous counters.  A simulator keeps one used mask
 * per CPU PMU and calls pms_arm_get_idx()/pms_arm_clear_idx() as the kernel
 * calls get_event_idx()/clear_event_idx().
 *
 * Counter numbering is the 6.12 kernel's for every version: GP k is bit k
 * (k < 31), CYCLES is bit 31, INSTR is bit 32.  (Before 6.12 the kernel's
 * own hw.idx was 0 for the cycle counter and k+1 for GP k; the hardware
 * counter chosen is the same.)  Nothing here allocates.
 */
#ifndef PMUSCHED_ARM_PMU_H
#define PMUSCHED_ARM_PMU_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "error.h"
#include "model.h"

#ifdef __cplusplus
extern "C" {
#endif

#define PMS_ARM_MAX_GP     31	/* ARMV8_PMU_MAX_GENERAL_COUNTERS */
#define PMS_ARM_CYCLES_IDX 31	/* ARMV8_PMU_CYCLE_IDX (6.12) */
#define PMS_ARM_INSTR_IDX  32	/* ARMV8_PMU_INSTR_IDX (6.12) */
#define PMS_ARM_APPLE_NCTR 10	/* M1_PMU_NR_COUNTERS */

/* Architected event numbers the allocator treats specially. */
#define PMS_ARM_INST_RETIRED 0x0008
#define PMS_ARM_CPU_CYCLES   0x0011
#define PMS_ARM_CHAIN        0x001e
/* Apple events perf's "cycles"/"instructions" map to (m1_pmu_perf_map). */
#define PMS_ARM_APPLE_CYCLES    0x02
#define PMS_ARM_APPLE_INSTR     0x8c

enum pms_arm_kind {
	PMS_ARM_PMUV3,		/* armv8pmu_get_event_idx() */
	PMS_ARM_APPLE_M1,	/* m1_pmu_get_event_idx(), icestorm/firestorm (5.17+) */
	PMS_ARM_APPLE_M2,	/* same driver, blizzard/avalanche (6.4+) */
};

/*
 * One CPU PMU as the driver probed it.  Caller-owned; fill it by hand or
 * from a core's data with pms_arm_core_pmu().
 */
struct pms_arm_pmu {
	enum pms_arm_kind kind;
	int n_gp;		/* PMCR_EL0.N (PMUv3, 0..31); Apple: 10 */
	bool pmuv3p5;		/* ID_AA64DFR0_EL1.PMUVer >= PMUv3p5: 64-bit event counters */
	bool has_icntr;		/* ID_AA64DFR1_EL1.PMICNTR: FEAT_PMUv3_ICNTR */
	uint32_t threshold_max;	/* (1 << PMMIR_EL1.THWIDTH) - 1; 0 without FEAT_PMUv3_TH */
	uint32_t kver;		/* PMS_KVER() of the kernel modelled; 0: newest (6.12) */
};

/* Event attributes the allocator reads (bits of pms_arm_ev.flags). */
enum pms_arm_ev_flags {
	PMS_ARM_EV_LONG       = 1u << 0,	/* config1:0 "long": a 64-bit event (4.19+) */
	PMS_ARM_EV_RDPMC      = 1u << 1,	/* config1:1 "rdpmc": user counter access (5.17+) */
	PMS_ARM_EV_CPU_WIDE   = 1u << 2,	/* not attached to a task (pid == -1) */
	PMS_ARM_EV_INCL_GUEST = 1u << 3,	/* attr.exclude_guest clear */
	PMS_ARM_EV_EXCL_IDLE  = 1u << 4,	/* attr.exclude_idle set */
	/* validate_event() returns "fits" without allocating: a software
	 * event, an event in an error/exit state, or one that is OFF and not
	 * enable_on_exec (e.g. opened with attr.disabled) */
	PMS_ARM_EV_SKIP       = 1u << 5,
	PMS_ARM_EV_OTHER_PMU  = 1u << 6,	/* a hardware event of another PMU */
};

/* One event as the driver sees it after map_event(). */
struct pms_arm_ev {
	uint16_t evtype;	/* PMEVTYPER evtCount: config & 0xffff (Apple: & 0xff) */
	uint16_t flags;		/* enum pms_arm_ev_flags */
	uint32_t threshold;	/* config1 "threshold" field (PMUv3, 6.8+); 0: none */
};

/*
 * pms_arm_pmu_check() - is @pmu a PMU the kernel of @pmu->kver drives?
 * Return: PMS_OK; PMS_EINVAL for an impossible description (counter count
 * out of range, PMUv3 features on an Apple PMU); PMS_ENOTSUP when that
 * kernel has no driver for it (Apple M1 before 5.17, M2 before 6.4).
 */
int pms_arm_pmu_check(const struct pms_arm_pmu *pmu, struct pms_diag *d);

/* Counters the driver enumerates (its cntr_mask), kernel numbering. */
uint64_t pms_arm_cntr_mask(const struct pms_arm_pmu *pmu);

/*
 * pms_arm_event_check() - the open-time refusals of map_event() and
 * set_event_filter() that do not depend on other events (CHAIN events,
 * rdpmc on a CPU-wide event, 64-bit rdpmc without long counters, a
 * threshold above threshold_max, exclude_idle, Apple's exclude_guest rule).
 * @d: the message names the errno perf_event_open() returns.
 * Return: PMS_OK or PMS_EINVAL (the event cannot be opened); PMS_EINVAL
 * also for a bad @pmu.
 */
int pms_arm_event_check(const struct pms_arm_pmu *pmu, const struct pms_arm_ev *ev,
			struct pms_diag *d);

/*
 * pms_arm_filter_match() - may the event be scheduled at all?  Before 6.2
 * the PMUv3 driver accepted CHAIN (0x1e) at open and its filter_match hook
 * kept it off the PMU for ever; from 6.2 such an event never opens.
 */
bool pms_arm_filter_match(const struct pms_arm_pmu *pmu, const struct pms_arm_ev *ev);

/*
 * pms_arm_get_idx() - the driver's get_event_idx() for one event.
 * @used: the PMU's used mask (caller-owned; starts at 0).  On success the
 *        counters taken are set in it; on failure it is unchanged.
 * Return: the counter index (a chained event returns its odd counter; the
 * even one below is taken too), PMS_EUNSCHED when no counter fits (the
 * kernel's -EAGAIN), or PMS_EINVAL for a bad argument.
 */
int pms_arm_get_idx(const struct pms_arm_pmu *pmu, uint64_t *used, const struct pms_arm_ev *ev);

/*
 * pms_arm_ev_counters() - the counters an event placed at @idx occupies
 * (one bit, or the odd/even pair of a chained event); 0 for a bad @idx.
 */
uint64_t pms_arm_ev_counters(const struct pms_arm_pmu *pmu, const struct pms_arm_ev *ev, int idx);

/* clear_event_idx(): release what pms_arm_get_idx() took for @ev at @idx. */
void pms_arm_clear_idx(const struct pms_arm_pmu *pmu, uint64_t *used,
		       const struct pms_arm_ev *ev, int idx);

/*
 * pms_arm_validate_group() - validate_group() at perf_event_open(): the
 * leader, then each sibling in order, then the event being opened, each
 * through get_event_idx() on an initially empty used mask.
 * @ev: @n events: ev[0] the leader, ev[n-1] the event being opened (n == 1:
 *      the event is its own leader).  PMS_ARM_EV_SKIP members are passed
 *      over; a PMS_ARM_EV_OTHER_PMU member refuses the group.
 * @bad: optional; receives the index of the member that did not fit, or -1.
 * Return: PMS_OK, PMS_EUNSCHED (open fails with EINVAL) or PMS_EINVAL for a
 * bad argument.
 */
int pms_arm_validate_group(const struct pms_arm_pmu *pmu, const struct pms_arm_ev *ev, int n,
			   int *bad, struct pms_diag *d);

/*
 * pms_arm_assign() - place @n events in order on a PMU whose used mask is
 * *@used (armpmu_add() for each, as one sched-in pass does).
 * @idx: n entries; receives each event's counter or -1.
 * @used: in: counters already taken (e.g. the watchdog); out: after the pass.
 * Return: the number of events left without a counter, or PMS_EINVAL.
 */
int pms_arm_assign(const struct pms_arm_pmu *pmu, const struct pms_arm_ev *ev, int n,
		   uint64_t *used, int *idx);

/*
 * pms_arm_exact() - could @n events go on the empty PMU together in some
 * order, whatever the driver's greed?  (Slot feasibility and 'assign'
 * ask it when pms_arm_assign() leaves events out.)
 * @idx: optional, n entries; on 1 receives one placement (a chained
 *       event's odd counter).
 * Return: 1 yes, 0 no, PMS_EINVAL for a bad argument or n > 64.
 */
int pms_arm_exact(const struct pms_arm_pmu *pmu, const struct pms_arm_ev *ev, int n, int *idx);

/*
 * pms_arm_counter_name() - "GP3", "CYCLES" or "INSTR" into @buf (always
 * NUL-terminated when @n > 0).
 * Return: PMS_OK, or PMS_EINVAL for an index the PMU does not have.
 */
int pms_arm_counter_name(const struct pms_arm_pmu *pmu, int idx, char *buf, size_t n);

/*
 * pms_arm_format_counters() - a counter set as "GP2+GP3", "CYCLES" or "-"
 * (empty), lowest index first.
 * Return: the length written (as snprintf), or PMS_EINVAL.
 */
int pms_arm_format_counters(const struct pms_arm_pmu *pmu, uint64_t mask, char *buf, size_t n);

/*
 * pms_arm_ev_mask() - every counter get_event_idx() could give @ev on an
 * empty PMU: CYCLES and/or the general counters for CPU_CYCLES, INSTR
 * for INST_RETIRED where the PMU has it, the counters of whole odd/even
 * pairs for a chained event (*@chained set), Apple's per-event mask.
 * For display and blame; allocation is pms_arm_get_idx()'s.
 * Return: the mask (0 for a bad argument).
 */
uint64_t pms_arm_ev_mask(const struct pms_arm_pmu *pmu, const struct pms_arm_ev *ev,
			 bool *chained);

/*
 * pms_arm_ev_decode() - the event the driver sees for perf_event_attr
 * config/config1 as the 6.12 format attributes lay them out: PMUv3
 * event config:0-15, long config1:0, rdpmc config1:1, threshold_count
 * config1:2, threshold_compare config1:3-4, threshold config1:5-16;
 * Apple event config:0-7 (M1_PMU_CFG_EVENT).  The open-time flags
 * (CPU-wide, exclude bits, skip) are the caller's.
 */
void pms_arm_ev_decode(const struct pms_arm_pmu *pmu, uint64_t config, uint64_t config1,
		       struct pms_arm_ev *out);

/*
 * pms_model_arm_pmu() - the arm_pmu a model's PMU (an arm64 model or one
 * of its core PMUs) gives under @env's kernel.
 * Return: PMS_OK; PMS_EINVAL for an x86 model; PMS_ENOTSUP when that
 * kernel has no driver for it (@out is still filled).
 */
int pms_model_arm_pmu(const struct pms_model *m, const struct pms_env *env,
		      struct pms_arm_pmu *out, struct pms_diag *d);

/*
 * pms_model_arm_info() - the provenance and caveats of an arm64 model's
 * core data, for listings (static strings; "" when not arm64).
 */
struct pms_arm_info {
	const char *core;	/* "neoverse-n1" */
	const char *pmu_acpi;	/* the sysfs name on ACPI machines ("armv8_pmuv3_0"), or NULL */
	const char *pmu_dt;	/* the sysfs name on devicetree machines ("armv8_neoverse_n1") */
	const char *events_dir;	/* perf 6.12 pmu-events directory, or NULL */
	const char *watchdog;	/* whether the perf NMI watchdog can run, and on what */
	const char *src_n, *src_ver, *src_midr, *src_events;
	bool unsure_n, unsure_ver;	/* the figure is not confirmed by a document read */
	uint8_t implementer;	/* MIDR_EL1.Implementer */
	int pmuver;		/* ID_AA64DFR0_EL1.PMUVer assumed (0: not PMUv3) */
};
int pms_model_arm_info(const struct pms_model *m, struct pms_arm_info *out);

/* ---- Core data (models/arm64/) ---- */

/* Number of ARM64 cores with data, and the short name of the i-th ("neoverse-n1"). */
size_t pms_arm_core_count(void);
const char *pms_arm_core_name(size_t i);	/* NULL when out of range */

/*
 * pms_arm_core_validate() - check the i-th core's data (counts in range,
 * citations present, MIDR parts not claimed twice, the perf mapfile row
 * naming the core) and Apple's affinity rows (masks inside the counters,
 * one row in force per event and kernel).
 * Return: PMS_OK or PMS_EINVAL with @d naming the row.
 */
int pms_arm_core_validate(size_t i, struct pms_diag *d);

/*
 * pms_arm_core_pmu() - the PMU description of a core for kernel @kver.
 * @name: short name, case-insensitive ("neoverse-v2", "apple-m1").
 * Return: PMS_OK; PMS_ENOMODEL for an unknown name; PMS_ENOTSUP when that
 * kernel has no driver for the core's PMU (@out is still filled).
 */
int pms_arm_core_pmu(const char *name, uint32_t kver, struct pms_arm_pmu *out,
		     struct pms_diag *d);

/*
 * pms_arm_core_from_midr() - the core a MIDR_EL1 value identifies
 * (implementer and part number; variant and revision ignored).
 * Return: the core's short name, or NULL.
 */
const char *pms_arm_core_from_midr(uint32_t midr);

/*
 * pms_arm_watchdog_event() - the event the perf hard-lockup detector opens
 * (pinned, per CPU, before user events) on this PMU, when the kernel and
 * the interrupt controller allow one.
 * Return: PMS_OK with @out filled (CPU_CYCLES: it takes CYCLES), or
 * PMS_ENOTSUP with @d saying why (kernel before 6.5, Apple's AIC has no
 * NMI).  Whether CONFIG_ARM64_PSEUDO_NMI and irqchip.gicv3_pseudo_nmi=1
 * are set is the caller's condition (struct pms_env.nmi_watchdog).
 */
int pms_arm_watchdog_event(const struct pms_arm_pmu *pmu, struct pms_arm_ev *out,
			   struct pms_diag *d);

/*
 * pms_arm_pmceid_parse() - the common events a PMUv3 implements, from a
 * listing of its sysfs events/ directory (names as 'ls' prints them, or
 * "name:event=0x11" as 'grep . events/x' prints them) or from the
 * registers themselves ("pmceid0=0x... pmceid1=0x...").  Names other than
 * the common events are ignored, and '#' starts a comment.  @out: bit k = common event k (for
 * pms_env.arm_pmceid).  Return: PMS_OK, PMS_ESYNTAX (the word in @d).
 */
int pms_arm_pmceid_parse(const char *text, uint64_t *out, struct pms_diag *d);

#ifdef __cplusplus
}
#endif
#endif
