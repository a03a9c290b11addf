/*
 * TopDown metric decoding: the Ice Lake+ SLOTS counter and PERF_METRICS
 * register, and the classic level-1 formulas on older cores.
 *
 * PERF_METRICS holds 8-bit fields, each the share of SLOTS spent in one
 * class as an integer fraction of 0xff.  Byte k of the register is class k
 * of enum pms_topdown_class:
 *
 *   byte  0 retiring   1 bad speculation   2 frontend bound  3 backend bound
 *   byte  4 heavy ops  5 branch mispredict 6 fetch latency   7 memory bound
 *
 * Ice Lake (and Tiger/Rocket Lake) fill bytes 0-3 (level 1).  Sapphire
 * Rapids and other Golden Cove cores add bytes 4-7: each is a subset of the
 * level-1 class four bytes below it (level 2).  The other four level-2
 * classes are differences: light operations = retiring - heavy operations,
 * machine clears = bad speculation - branch mispredicts, fetch bandwidth =
 * frontend bound - fetch latency, core bound = backend bound - memory bound
 * (perf's Documentation/topdown.txt).
 *
 * Invariants of a successful result:
 *   - frac[] of the level-1 classes are field / 0xff for one reading;
 *   - slots[] of a class is what the kernel reports for its topdown-* event,
 *     floor(slots * field / 0xff), or the difference of two such counts;
 *   - a derived level-2 class's slot count is its parent's minus its
 *     measured sibling's, so the two children add up to the parent;
 *   - every fraction is within 0..1 and no count exceeds total_slots:
 *     quantisation noise outside that range is clamped and reported in
 *     flags and clamped.
 *
 * Everything here is pure arithmetic on caller-owned structs: no
 * allocation, no global state.
 */
#ifndef PMUSCHED_TOPDOWN_H
#define PMUSCHED_TOPDOWN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "error.h"

#ifdef __cplusplus
extern "C" {
#endif

enum pms_topdown_class {
	/* level 1: PERF_METRICS bytes 0-3 */
	PMS_TD_RETIRING,
	PMS_TD_BAD_SPEC,
	PMS_TD_FE_BOUND,
	PMS_TD_BE_BOUND,
	/* level 2, measured: bytes 4-7 (Sapphire Rapids and later) */
	PMS_TD_HEAVY_OPS,
	PMS_TD_BR_MISPREDICT,
	PMS_TD_FETCH_LAT,
	PMS_TD_MEM_BOUND,
	/* level 2, derived: parent minus measured sibling */
	PMS_TD_LIGHT_OPS,
	PMS_TD_MACHINE_CLEARS,
	PMS_TD_FETCH_BW,
	PMS_TD_CORE_BOUND,
	PMS_TD_N_CLASSES
};

#define PMS_TD_L1_FIELDS 4	/* Ice Lake: bytes 0-3 */
#define PMS_TD_L2_FIELDS 8	/* Sapphire Rapids / Golden Cove: bytes 0-7 */

/*
 * Default quantisation slack, in units of one field (1/0xff): zero.
 * perf's topdown.txt states the four level-1 fields add up to 0xff and
 * that each level-2 field is a subset of its level-1 parent, so a raw
 * reading must satisfy both exactly.  Callers whose hardware rounds each
 * field independently may allow a few units (see pms_topdown_decode()).
 */
#define PMS_TD_SLACK_DEFAULT 0u
#define PMS_TD_SLACK_MAX 8u

/* One reading of SLOTS (fixed counter 3) and PERF_METRICS, taken together. */
struct pms_topdown_reading {
	uint64_t slots;		/* TOPDOWN.SLOTS since the last reset */
	uint64_t metrics;	/* raw PERF_METRICS value */
	int n_fields;		/* PMS_TD_L1_FIELDS or PMS_TD_L2_FIELDS */
};

/* Result flags. */
enum pms_topdown_flags {
	PMS_TD_CLAMPED = 1u << 0,	/* a class came out of 0..1 by rounding; clamped */
	PMS_TD_SUM_OFF = 1u << 1,	/* the level-1 fields miss 0xff by more than four
					 * rounded bytes (plus the slack) explain */
};

struct pms_topdown_result {
	int level;			/* 1 or 2: classes beyond PMS_TD_BE_BOUND valid only at 2 */
	int n_fields;			/* fields of the reading(s) */
	uint64_t total_slots;		/* slots of the reading, or slots_b - slots_a */
	double frac[PMS_TD_N_CLASSES];	/* share of total_slots, 0..1 */
	uint64_t slots[PMS_TD_N_CLASSES];	/* slot count per class */
	unsigned flags;			/* enum pms_topdown_flags */
	uint16_t clamped;		/* with PMS_TD_CLAMPED: bit k set for class k */
	unsigned l1_sum;		/* pms_topdown_decode(): the level-1 fields' sum,
					 * the fractions' divisor */
};

/*
 * pms_topdown_check() - validate one reading without decoding it.
 * @r:     the reading (borrowed).
 * @level: 1 or 2; 2 requires r->n_fields == PMS_TD_L2_FIELDS.
 * @slack: units of 1/0xff the level-1 sum may miss 0xff by, and a
 *         level-2 field may exceed its parent by (0..PMS_TD_SLACK_MAX).
 * @d:     optional; on failure names the field and its value.
 *
 * Return: PMS_OK; PMS_EINVAL for a bad @level, @slack or n_fields, or
 * level 2 on a 4-field reading; PMS_ERANGE for zero slots, bits set above
 * the fields in use, all-zero level-1 fields, or a level-2 field larger
 * than its parent.  A level-1 sum other than 0xff is no error (each byte
 * is rounded on its own); pms_topdown_decode() flags one far from 0xff.
 */
int pms_topdown_check(const struct pms_topdown_reading *r, int level, unsigned slack,
		      struct pms_diag *d);

/*
 * pms_topdown_decode() - decode one reading: level-1 (and at @level 2 all
 * eight level-2) classes since the counters were last reset.
 * @r, @level, @slack, @d: as for pms_topdown_check().
 * @out:   filled on PMS_OK (caller-owned); untouched on failure.
 *
 * Fractions are field / (sum of the four level-1 fields), as perf's
 * TopdownL1/L2 metrics divide; slot counts are floor(slots * field / 0xff),
 * the kernel's topdown-* counts (each byte on its own).  PMS_TD_SUM_OFF in
 * flags when the sum is further from 0xff than rounding explains.
 *
 * Return: as pms_topdown_check().
 */
int pms_topdown_decode(const struct pms_topdown_reading *r, int level, unsigned slack,
		       struct pms_topdown_result *out, struct pms_diag *d);

/*
 * pms_topdown_delta() - decode the period between two readings @a and @b
 * of the same counters (no reset in between).
 *
 * Per perf's topdown.txt: each class's slot count at each reading is
 * field * slots / 0xff; the period's count is the difference, and its
 * fraction is that difference divided by slots_b - slots_a.  A class whose
 * count falls between readings by no more than 8-bit rounding can explain
 * (less than one field unit of each reading's slots, times 1 + @slack) is
 * clamped to 0 and flagged; a larger fall is an error.  A class that grows
 * by more than the period's slots (possible only by the same rounding) is
 * capped at them and flagged.
 *
 * A period that starts at a reset (slots 0, metrics 0) is just @b: decode
 * it with pms_topdown_decode(); a zero-slot @a is refused like any other.
 *
 * Return: as pms_topdown_check() for either reading, plus PMS_EINVAL when
 * the readings have different n_fields, and PMS_ERANGE when slots did not
 * increase or a class's count fell by more than rounding allows.
 */
int pms_topdown_delta(const struct pms_topdown_reading *a, const struct pms_topdown_reading *b,
		      int level, unsigned slack, struct pms_topdown_result *out,
		      struct pms_diag *d);

/*
 * Inputs of the classic level-1 formulas (Sandy Bridge to Skylake/Cascade
 * Lake), all counted over the same interval.
 */
struct pms_topdown_classic {
	int width;			/* issue slots per cycle: pms_model_pipeline_width() */
	uint64_t cycles;		/* CPU_CLK_UNHALTED.THREAD; with SMT on, per-core
					 * cycles (CPU_CLK_UNHALTED.THREAD_ANY / 2) */
	uint64_t fetch_bubbles;		/* IDQ_UOPS_NOT_DELIVERED.CORE */
	uint64_t slots_issued;		/* UOPS_ISSUED.ANY */
	uint64_t slots_retired;		/* UOPS_RETIRED.RETIRE_SLOTS */
	uint64_t recovery_cycles;	/* INT_MISC.RECOVERY_CYCLES (x width = bubbles) */
};

/*
 * pms_topdown_classic() - level-1 classes from generic counts:
 *   slots           = width * cycles
 *   frontend bound  = fetch_bubbles / slots
 *   bad speculation = (slots_issued - slots_retired + width * recovery_cycles) / slots
 *   retiring        = slots_retired / slots
 *   backend bound   = 1 - the three above
 * A class below zero by no more than 0.02 (multiplexing noise) is clamped
 * to 0 and flagged.
 * @in:  counts (borrowed).
 * @out: filled on PMS_OK, level 1, n_fields 0; untouched on failure.
 *
 * Return: PMS_OK; PMS_EINVAL for width outside 1..16 or zero cycles;
 * PMS_ERANGE when slots overflow 64 bits or a class falls outside
 * -0.02..1.02 of the slots.
 */
int pms_topdown_classic(const struct pms_topdown_classic *in, struct pms_topdown_result *out,
			struct pms_diag *d);

/*
 * pms_topdown_pack() - build a PERF_METRICS value from per-field values
 * (field k at byte k), e.g. ratios already scaled to 0..0xff.
 * @fields: @n_fields values, each 0..0xff (borrowed).
 * @out:    receives the register value on PMS_OK.
 * Return: PMS_OK; PMS_EINVAL for n_fields other than 4 or 8; PMS_ERANGE
 * naming the first field wider than 8 bits.  Sums are not checked here:
 * pass the result to pms_topdown_check().
 */
int pms_topdown_pack(const unsigned *fields, int n_fields, uint64_t *out, struct pms_diag *d);

/* "retiring", "bad_speculation", ... ("?" when out of range). */
const char *pms_topdown_class_name(int cls);
/* 1 or 2, or 0 when out of range. */
int pms_topdown_class_level(int cls);
/* The level-1 parent of a level-2 class, or -1 for a level-1 class. */
int pms_topdown_class_parent(int cls);

/*
 * pms_topdown_parse_metrics() - parse a PERF_METRICS value written in hex,
 * with or without "0x", at most 64 bits (leading zeros allowed).
 * Return: PMS_OK, or PMS_ESYNTAX / PMS_ERANGE with @d->pos at the bad byte.
 */
int pms_topdown_parse_metrics(const char *s, uint64_t *out, struct pms_diag *d);

/*
 * pms_topdown_parse_count() - parse a counter value: decimal digits, or hex
 * after "0x"; no sign, no blanks, at most UINT64_MAX.
 * Return: PMS_OK, or PMS_ESYNTAX / PMS_ERANGE with @d->pos at the bad byte.
 */
int pms_topdown_parse_count(const char *s, uint64_t *out, struct pms_diag *d);

/*
 * pms_topdown_event_list() - the event list perf stat --topdown uses on
 * @m under @env (a perf -e string): on Ice Lake and later with kernel
 * support (5.9+), {slots,topdown-*} with 4 metrics for level 1 and 8 for
 * level 2 (before perf 6.4, 8 at level 1 too where the PMU has 8: perf
 * 6.1's add_default_attributes() takes the level-2 names whenever
 * topdown-heavy-ops exists, the level picking only what it prints); on
 * older Intel cores the classic sysfs events
 * (topdown-total-slots, -slots-issued, -slots-retired, -fetch-bubbles,
 * -recovery-bubbles) for level 1.  On a hybrid (pms_model_is_hybrid()) it
 * is pms_topdown_event_list_pmu() without --cputype: the cpu_core list.
 * Needs "model.h".
 *
 * The perf release is pms_perf_version_for(0, @env->kver).  Perf 6.4 and
 * later build --topdown from the TopdownL<level> metric group instead
 * (builtin-stat.c, 1647cd5b8802): the list here is then the PERF_METRICS
 * group of the level, not perf's whole list (pms_mlist_build() with
 * PMS_MLIST_TOPDOWN models that one).
 * Return: PMS_OK; PMS_ENOTSUP when the model or level has no TopDown
 * (message in @d); PMS_ELIMIT when @buf is too small.
 */
struct pms_model;
struct pms_env;
int pms_topdown_event_list(const struct pms_model *m, const struct pms_env *env, int level,
			   char *buf, size_t n, struct pms_diag *d);

/*
 * pms_topdown_list_from_metrics() - whether perf @perf_version (0: the
 * newest, as pms_perf_version_for(0, 0)) builds --topdown from the
 * TopdownL<level> metric group (6.4 on, 1647cd5b8802) rather than from a
 * fixed list: pms_topdown_event_list() is then only the PERF_METRICS
 * group those metrics read.
 */
bool pms_topdown_list_from_metrics(uint32_t perf_version);

/*
 * pms_topdown_event_list_pmu() - pms_topdown_event_list() for perf stat
 * --topdown --cputype @cputype ("core", "atom", or a PMU name such as
 * "cpu_atom"; NULL or "" for none).  On a hybrid, as perf before 6.4
 * builds it (builtin-stat.c add_default_attributes() and util/topdown.c
 * topdown_filter_events(), 6.1): the PMU is @cputype's, cpu_core without
 * one; every event is written PMU/event/; on a PMU with
 * topdown-heavy-ops the level-2 group (slots and 8 metrics) is built
 * at level 1 too (the level only picks what perf prints); on cpu_atom,
 * which has no slots, the group is its four level-1 aliases
 * {cpu_atom/topdown-retiring/,...,cpu_atom/topdown-be-bound/}.  From
 * perf 6.4 the cpu_core group of the level; cpu_atom then has none
 * (PMS_ENOTSUP: perf computes its TopdownL1 metrics from other events).
 * Return: as pms_topdown_event_list(); PMS_EINVAL for a @cputype that
 * names no core PMU of @m (perf: "--cputype X is not supported!").
 */
int pms_topdown_event_list_pmu(const struct pms_model *m, const struct pms_env *env, int level,
			       const char *cputype, char *buf, size_t n, struct pms_diag *d);

/*
 * pms_topdown_from_counts() - the breakdown from the counts of the list
 * pms_topdown_event_list() gave, in its order, as perf stat reads them:
 * with metrics, counts[0] is slots and counts[1..] the kernel's topdown-*
 * slot counts (level-1 classes from the first four when a level-2 group
 * was counted at level 1); classic, the raw counts of total-slots (cycles,
 * per core with HT: any=1), slots-issued, slots-retired, fetch-bubbles and
 * recovery-bubbles (cycles, per core with HT).  With metrics, each class
 * is its count over the four level-1 counts' sum, as perf divides (the
 * sum is short of slots by the kernel's rounding); total_slots is slots.
 * Return: PMS_OK; PMS_EINVAL when @n does not match the list; PMS_ERANGE
 * for zero slots, four zero level-1 counts, or a class outside 0..1
 * beyond rounding (see pms_topdown_classic()); PMS_ENOTSUP as
 * pms_topdown_event_list().
 */
int pms_topdown_from_counts(const struct pms_model *m, const struct pms_env *env, int level,
			    const uint64_t *counts, int n, struct pms_topdown_result *out,
			    struct pms_diag *d);

/*
 * pms_topdown_from_counts_pmu() - pms_topdown_from_counts() for the list
 * of pms_topdown_event_list_pmu() with @cputype.  For cpu_atom's four
 * aliases (perf before 6.4) each level-1 class is its count over the four
 * counts' sum, as util/stat-shadow.c 6.1 td_metric_ratio() divides;
 * total_slots is that sum, n_fields 0.  PMS_ERANGE when fewer than two of
 * the four are non-zero (full_td(): perf prints no breakdown).
 */
int pms_topdown_from_counts_pmu(const struct pms_model *m, const struct pms_env *env,
				int level, const char *cputype, const uint64_t *counts, int n,
				struct pms_topdown_result *out, struct pms_diag *d);

#ifdef __cplusplus
}
#endif
#endif
