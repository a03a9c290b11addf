/*
 * Simulation of the kernel's event scheduling and multiplexing on one
 * logical CPU (and its HT sibling), and the perf stat outcome.
 *
 * Time is simulated in nanoseconds; the library never reads the clock.
 * One run allocates its result up front; no allocation per scheduling round.
 */
#ifndef PMUSCHED_SIM_H
#define PMUSCHED_SIM_H

#include <stdbool.h>
#include <stdint.h>
#include "error.h"
#include "model.h"
#include "evlist.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Mux intervals per run: the attempt and interval counts are 32-bit
 * (2^30: 12.4 days at 1 ms).  The cost of a run does not grow with its
 * length: a periodic schedule is found and repeated (pms_sim_period()).
 */
#define PMS_SIM_MAX_INTERVALS (1u << 30)
#define PMS_SIM_MAX_PHASES    4096u
#define PMS_SIM_MAX_LATE_NS   UINT64_C(1000000000)	/* pms_sim_opts.late_by_ns: 1 s */

#define PMS_MAX_CORE_PMUS 4	/* core PMUs a platform may have */

/*
 * The share of a task's run time on each core type of a hybrid platform,
 * by core PMU name ("cpu_core", "cpu_atom"), in whole percent summing to
 * 100.  n == 0: the default, the whole run on the platform's PMU 0
 * (cpu_core), as a single busy thread that the scheduler keeps on a
 * P-core.  A run is split in the order given: 70/30 of a 10 ms run is
 * 7 ms on the first type, then 3 ms on the second.
 */
struct pms_core_share {
	unsigned n;
	char pmu[PMS_MAX_CORE_PMUS][16];
	uint8_t pct[PMS_MAX_CORE_PMUS];		/* rounded to a whole percent */
	uint16_t centi[PMS_MAX_CORE_PMUS];	/* hundredths of a percent (9851 for
						 * 98.51); all 0: pct * 100 */
};

/*
 * pms_core_share_parse() - "cpu_core=70,cpu_atom=30" (also "core=70,atom=30"
 * as perf's --cputype spells them; a name alone is 100%; '/' separates as
 * well as ','; up to two decimals, "cpu_core=98.51,cpu_atom=1.49", as
 * perf's hybrid runs print the shares).  Names are checked against a platform by pms_simulate().
 * Return: PMS_OK, PMS_ESYNTAX (@d->pos), PMS_EINVAL (shares not summing
 * to 100, a name twice).
 */
int pms_core_share_parse(const char *s, struct pms_core_share *out, struct pms_diag *d);

/* A workload: alternating on-CPU and off-CPU phases of the task. */
struct pms_phase {
	bool run;		/* true: task on CPU; false: sleeping */
	uint64_t ns;
	struct pms_core_share share;	/* a run's core types; n == 0: pms_sim_opts.core_share */
};

/*
 * pms_workload_parse() - "busy", "sleep", or "run:5ms,sleep:1s,run:2ms".
 * Units ns, us, ms, s.  @duration_ns applies to "busy".  A run may name
 * its core types: "run:10ms@cpu_atom", "run:10ms@cpu_core=70/cpu_atom=30".
 * @out/@n: caller array of @cap phases.
 * Return: PMS_OK, PMS_ESYNTAX (@d->pos), PMS_ELIMIT.
 */
int pms_workload_parse(const char *s, uint64_t duration_ns, struct pms_phase *out,
		       unsigned cap, unsigned *n, struct pms_diag *d);

/* Parse a duration "10ms", "1s", "250us", "5000ns" (bare number: ms). */
int pms_duration_parse(const char *s, uint64_t *ns, struct pms_diag *d);

/*
 * pms_times_parse() - a comma-separated list of durations ("0,7us,18us"),
 * as pms_sim_opts.enable_ns, disable_ns and missed_ns take them.
 * @out/@n: caller array of @cap times.
 * Return: PMS_OK, PMS_ESYNTAX (@d->pos), PMS_ELIMIT (more than @cap).
 */
int pms_times_parse(const char *s, uint64_t *out, unsigned cap, unsigned *n,
		    struct pms_diag *d);

/*
 * pms_late_times_parse() - a comma-separated list of DUE+DELAY pairs of
 * durations ("350372us+1171us,8ms+1.5ms"), as pms_sim_opts.late_ns and
 * late_by_ns take them.  @due/@by/@n: caller arrays of @cap each.
 * Return: PMS_OK, PMS_ESYNTAX (@d->pos; the message names the item and its
 * position), PMS_ELIMIT (more than @cap).
 */
int pms_late_times_parse(const char *s, uint64_t *due, uint64_t *by, unsigned cap,
			 unsigned *n, struct pms_diag *d);

/*
 * Size-versioned (libbpf's rule, as every extensible struct here, see
 * pmusched.h): set @sz to sizeof(struct pms_sim_opts) (PMS_OPTS() does).
 * A smaller size is an older caller (fields past it read as zero, @env as
 * PMS_ENV_DEFAULT); a larger one is accepted only when every byte past
 * this header's size is zero; sz 0 is refused (PMS_EINVAL).  The embedded
 * @env is checked under its own sz too: it must be set (PMS_ENV_DEFAULT
 * does).  struct pms_env is frozen in size (model.h), so embedding it by
 * value does not move the fields after it.
 */
struct pms_sim_opts {
	size_t sz;
	struct pms_env env;
	uint64_t mux_interval_ns;	/* 0: 4 ms (HZ=250) */
	const struct pms_phase *phases;	/* NULL: busy for duration_ns */
	unsigned n_phases;
	uint64_t duration_ns;		/* 0: 1 s */
	bool system_wide;		/* -a: user events in the CPU context */
	uint32_t perf_version;		/* perf tool version; 0: env.kver */
	const struct pms_evlist *sibling;	/* events pinned on the HT sibling, or NULL */
	uint64_t timer_phase_ns;	/* offset of the mux timer's grid (0..interval) */
	/*
	 * perf record instead of perf stat: events sample (evsel__config),
	 * with -c @sample_period, else -F @sample_freq (0: 4000).  A :S group
	 * samples on its leader only (slots groups: on the second event,
	 * evsel__read_sampler).  Precise events open only when sampling.
	 */
	bool record;
	uint64_t sample_period;		/* -c N; 0: frequency mode */
	uint64_t sample_freq;		/* -F N; 0: 4000 */
	/*
	 * Hybrid platforms: where the task runs (see struct pms_core_share).
	 * Each core type is a CPU of its own with its PMU, NMI watchdog and
	 * mux timer; an event counts only while the task is on a CPU of its
	 * PMU's type (intel_pmu_filter_match via event_filter_match, kernel
	 * 6.1/6.12) but its enabled time runs wherever the task runs
	 * (__perf_update_times).  -a counts each PMU's events on its own
	 * core type for the whole run.
	 */
	struct pms_core_share core_share;
	bool hybrid_merge;		/* perf stat --hybrid-merge (see pms_sim_merged()) */
	/*
	 * perf's enable and disable ioctls, one group leader at a time: with
	 * -a, evlist__enable() and evlist__disable() (tools/perf/util/
	 * evlist.c 6.12, 7.3: CPU by CPU, the leaders in list order, each
	 * enable rescheduling the CPU's context, __perf_event_enable() ->
	 * ctx_resched()).  @enable_ns[k]: when the list's k-th group (its
	 * leaders in list order) is enabled, ns after the start of the run;
	 * @disable_ns[k]: when it is disabled, ns after duration_ns (its
	 * events go off the counters; the others stay as they are).  A
	 * group's time enabled is then duration_ns + disable - enable.
	 * @n_skew: the values in each (the list's group count); 0: every
	 * group enabled at 0 and disabled at duration_ns.  Either array may be
	 * NULL (all 0).
	 */
	const uint64_t *enable_ns;
	const uint64_t *disable_ns;
	unsigned n_skew;
	/*
	 * Mux timer expiries handled late, past the next one: the expiry due
	 * at the first grid point at or after each time (ns after the start,
	 * ascending) rotates nothing; the handler that runs at the next grid
	 * point rotates once, as perf_mux_hrtimer_handler() rotates once per
	 * run and hrtimer_forward_now() moves the expiry past the missed ones
	 * (kernel/events/core.c 6.1, 6.12, 7.3).  A condition of the run (a
	 * late timer interrupt), not a rule: NULL/0 none.
	 */
	const uint64_t *missed_ns;
	unsigned n_missed;
	/*
	 * Mux timer expiries handled late but on their own: the expiry due at
	 * the first grid point at or after @late_ns[k] (ns after the start,
	 * ascending) runs its handler @late_by_ns[k] later, rotates there, and
	 * the next expiry is the first grid point after that time, as
	 * perf_mux_hrtimer_handler() rotates once per run and
	 * hrtimer_forward_now() adds whole intervals to the expiry until it is
	 * past now (kernel/events/core.c, kernel/time/hrtimer.c hrtimer_forward(),
	 * 6.1, 6.12, 7.3).  A delay of an interval or more is the same run: the
	 * expiries it passes never run (a delay of exactly one interval is
	 * @missed_ns's case).  An expiry listed in both is missed; several
	 * entries naming one expiry: the last one's delay; a delay over
	 * PMS_SIM_MAX_LATE_NS is refused (PMS_EINVAL).  A condition of the
	 * run (a late timer interrupt), not a rule: NULL/0 none.
	 */
	const uint64_t *late_ns;
	const uint64_t *late_by_ns;	/* NULL: all 0 (on time) */
	unsigned n_late;
};

enum pms_ev_status {
	PMS_ST_COUNTED,		/* perf prints a count */
	PMS_ST_NOT_COUNTED,	/* <not counted> */
	PMS_ST_NOT_SUPPORTED,	/* <not supported> */
};

/* Why an event did not run all its enabled time (bits of pms_ev_result.why). */
enum pms_why {
	PMS_WHY_NO_ENCODING    = 1u << 0,	/* the kernel maps it to nothing */
	PMS_WHY_REFUSED        = 1u << 1,	/* empty constraint at open */
	PMS_WHY_GROUP_INVALID  = 1u << 2,	/* validate_group failed at open */
	PMS_WHY_GROUP_READ     = 1u << 3,	/* perf group read mismatch (members missing) */
	PMS_WHY_PINNED_ERROR   = 1u << 4,	/* pinned group went to ERROR */
	PMS_WHY_NO_COUNTER     = 1u << 5,	/* its group did not fit when tried */
	PMS_WHY_SKIPPED        = 1u << 6,	/* not tried: an earlier group failed first */
	PMS_WHY_NO_ROTATION    = 1u << 7,	/* rotation never reached it (stall / short runs) */
	PMS_WHY_HT_LIMIT       = 1u << 8,	/* HT-erratum half-counter limit */
	PMS_WHY_SIBLING        = 1u << 9,	/* HT sibling held the counter */
	PMS_WHY_WATCHDOG       = 1u << 10,	/* NMI watchdog held a needed counter */
	PMS_WHY_PINNED_HOLD    = 1u << 11,	/* a pinned group held a needed counter */
	PMS_WHY_GROUP_INVALID_MEMBER = 1u << 12, /* another member broke the group */
	PMS_WHY_TOPDOWN_RULE   = 1u << 13,	/* topdown metric outside a slots group */
	PMS_WHY_OPEN_CHECK     = 1u << 14,	/* refused by a hw_config check at open; see
						 * pms_ev_result.reason */
	PMS_WHY_EXTRA_REG      = 1u << 15,	/* an extra MSR it needs held another value;
						 * see .xreg and .xreg_holder */
	PMS_WHY_OTHER_CORE     = 1u << 16,	/* hybrid: the task never ran on its PMU's core
						 * type (enabled, never running) */
	PMS_WHY_CORE_SHARE     = 1u << 17,	/* hybrid: ran only the task's share on its
						 * core type (running < enabled) */
	PMS_WHY_MIXED_PMUS     = 1u << 18,	/* hybrid: its group holds two core PMUs'
						 * events: refused at open (6.2+, or the second
						 * foreign member up to 6.1), or a group no core
						 * type runs (5.13-6.1); arm64: always refused
						 * (validate_event()) */
	PMS_WHY_FILTERED       = 1u << 19,	/* arm64 4.19-6.1: armv8pmu_filter_match()
						 * keeps a CHAIN event's group off the PMU for
						 * good (enabled, never running) */
};

struct pms_ev_result {
	enum pms_ev_status status;
	uint64_t enabled_ns;	/* as perf reads it (0 on a failed read) */
	uint64_t running_ns;
	uint64_t sched_enabled_ns;	/* kernel-side, before perf's read rules */
	uint64_t sched_running_ns;
	bool print_percent;	/* perf prints "(x%)" */
	double percent;		/* 100 * running / enabled, 0 if never ran */
	uint64_t counters;	/* every counter it occupied */
	unsigned why;		/* enum pms_why */
	int n_tried;		/* scheduling attempts of its group */
	int n_failed;		/* attempts that failed */
	int n_skipped;		/* passes where it was not tried */
	int blocked_by;		/* leader of the group whose failure last stopped the
				 * pass before this one was tried; -1 none */
	const char *reason;	/* PMS_WHY_OPEN_CHECK: the kernel check that refused it
				 * (static text), else NULL */
	int xreg;		/* PMS_WHY_EXTRA_REG: the register it could not get
				 * (enum pms_xreg), else -1 */
	int xreg_holder;	/* the event holding that register with another value:
				 * an index, -2 the HT sibling thread, -1 none */
	bool sampling;		/* opened as a sampling event (pms_sim_opts.record) */
	bool ibs;		/* AMD precise cycles on the ibs_op PMU: no core counter */
	/*
	 * A weak group ({...}:W) whose member the kernel refused at open
	 * (EINVAL) is reset by perf: its members are reopened as single
	 * events, topdown events (5.19+) staying with the leader, after the
	 * rest of the list (util/evlist.c evlist__reset_weak_group(),
	 * builtin-stat.c __run_perf_stat(), 6.1 and 6.12).  @weak_reset: the
	 * refused member that caused it, for every event of the group; -1 none.
	 */
	int weak_reset;
	int leader;		/* its group leader as opened (itself when alone) */
	/*
	 * perf 6.2+ (evsel__fallback(), util/evsel.c 6.12): an event the
	 * kernel refused with EOPNOTSUPP, with exclude_guest clear and no
	 * ':G'/':H', is retried with exclude_guest set and renamed: "H" is
	 * appended to its name (after ':' unless the name has a '/' or a
	 * ':').  @guest_fallback: that retry happened; the result above is
	 * the retry's.  See pms_sim_event_name().
	 */
	bool guest_fallback;
};

/*
 * pms_sim_event_name() - the name perf prints for event @i of @ev after
 * the run @s: pms_evlist_display_name() (@merged as there), with the
 * "H" of perf's exclude_guest fallback when @s made it
 * (pms_ev_result.guest_fallback).  @s may be NULL.
 * Return: PMS_OK, PMS_ERANGE, PMS_EINVAL.
 */
struct pms_sim;
int pms_sim_event_name(const struct pms_sim *s, const struct pms_evlist *ev, int i, bool merged,
		       char *buf, size_t n);

struct pms_sim;	/* a finished simulation (opaque) */

/*
 * pms_simulate() - run the kernel's scheduling of @ev under @o.
 * @out: new result; free with pms_sim_free().
 * Return: PMS_OK, PMS_EINVAL (bad option, in @d), PMS_ELIMIT (more than
 * PMS_SIM_MAX_INTERVALS, or no period found within the work bound: about
 * four million expiries simulated one by one), PMS_ENOMEM.
 */
int pms_simulate(const struct pms_evlist *ev, const struct pms_sim_opts *o,
		 struct pms_sim **out, struct pms_diag *d);
void pms_sim_free(struct pms_sim *s);

int pms_sim_n_events(const struct pms_sim *s);
const struct pms_ev_result *pms_sim_result(const struct pms_sim *s, int i);
/*
 * pms_ev_printed_status() - what perf stat prints for @r in its count's
 * place, in every output format (text, -x, -j): <not supported> for an
 * event that did not open, else a count only when it ran and was enabled
 * (running and enabled time both above 0), <not counted> otherwise
 * (printout() in tools/perf/util/stat-display.c, the same test for the
 * three formats).  NULL: PMS_ST_NOT_COUNTED.
 */
enum pms_ev_status pms_ev_printed_status(const struct pms_ev_result *r);
uint64_t pms_sim_duration_ns(const struct pms_sim *s);	/* wall time simulated */
uint64_t pms_sim_mux_interval_ns(const struct pms_sim *s);
const struct pms_env *pms_sim_env(const struct pms_sim *s);
/* The perf version simulated: pms_sim_opts.perf_version, or the kernel's
 * (env.kver, the newest modelled for 0) when that is 0. */
uint32_t pms_sim_perf_version(const struct pms_sim *s);

/*
 * Hybrid platforms: the share of the run the task spent on core PMU @pmu's
 * type (0..1, of the total run time; 0 for a PMU it never ran on; with -a
 * 1 for every type, each counting on its own CPUs), and
 * where the NMI watchdog sat on that PMU's CPU (counter bit, -1 none).
 */
double pms_sim_core_time(const struct pms_sim *s, int pmu);
int pms_sim_watchdog_on(const struct pms_sim *s, int pmu);

/*
 * perf stat --hybrid-merge (evsel__merge_aliases(), util/stat.c 6.12): the
 * events of one name on several core PMUs print as one line whose count,
 * enabled and running times are the sums.  pms_sim_merged() fills @out for
 * the first event of such a set and returns PMS_OK; for a later member it
 * returns 1 (perf prints no line for it); an event with no alias is
 * itself.  Return: PMS_OK, 1, PMS_ERANGE.
 */
int pms_sim_merged(const struct pms_sim *s, int i, struct pms_ev_result *out);
/* pms_sim_opts.hybrid_merge of the run. */
bool pms_sim_hybrid_merge(const struct pms_sim *s);
/*
 * pms_sim_hybrid_note() - one sentence on where event @i could count on a
 * hybrid platform: its core type, the task's share of time there, and the
 * kernel functions that make its percentage.  "" (and 0) off hybrids and
 * for events of no core PMU.  Always NUL-terminates @buf.
 * Return: the length written, 0 for no note.
 */
int pms_sim_hybrid_note(const struct pms_sim *s, int i, char *buf, size_t n);

/* Why perf stat would not run at all ("" when it would), e.g. a leader
 * that cannot be opened. */
const char *pms_sim_warning(const struct pms_sim *s);

/* The counter the NMI watchdog held longest (-1: no watchdog or never on);
 * pms_interval.watchdog says where it was in each interval. */
int pms_sim_watchdog_counter(const struct pms_sim *s);
/*
 * Why the NMI watchdog takes no counter although pms_env.nmi_watchdog was
 * on: arm64 before 6.5 has no perf hard-lockup detector, Apple's interrupt
 * controller has no NMI (static text); NULL when it ran or was not asked.
 * On arm64 the detector also needs CONFIG_ARM64_PSEUDO_NMI and
 * irqchip.gicv3_pseudo_nmi=1, which nmi_watchdog stands for.
 */
const char *pms_sim_watchdog_note(const struct pms_sim *s);
/* Counters held by the HT sibling (union over the run). */
uint64_t pms_sim_sibling_counters(const struct pms_sim *s);
/*
 * This thread's counters the HT sibling's events make unusable: under the
 * HT erratum's cross-thread exclusion (intel_get_excl_constraints), every
 * event loses the GP counters where the sibling counts a corrupting event,
 * and a corrupting event (@corrupting) also loses those where the sibling
 * counts anything.  0 without the erratum: fixed counters, and every
 * counter without it, are per thread.
 */
uint64_t pms_sim_sibling_blocked(const struct pms_sim *s, bool corrupting);

/* Recorded schedule: one entry per interval between scheduling points. */
struct pms_interval {
	uint64_t start_ns, end_ns;
	bool task_on;		/* the task context was in */
	const int8_t *counter;	/* per event: counter bit; -1 not counting;
				 * -2 a software event counting (borrowed) */
	int watchdog;		/* the NMI watchdog's counter bit, -1 none */
	int pmu;		/* the core PMU whose CPU the task is on (the CPU shown:
				 * counters and watchdog are that PMU's), -1: task off */
};
/*
 * The intervals of the whole run, in time order (k < pms_sim_n_intervals()).
 * Only a few are stored: the rest are repetitions of a period (below), so
 * walking all of them costs what the run's length says; a view folds by
 * period instead.
 */
unsigned pms_sim_n_intervals(const struct pms_sim *s);
int pms_sim_interval(const struct pms_sim *s, unsigned k, struct pms_interval *out);

/*
 * The schedule's periods: once the whole scheduling state after a mux
 * timer expiry (list orders, counters, previous counters, extra
 * registers, pending rotation, timer) comes back, everything repeats
 * until the workload's phase changes.  Intervals [first, first + n *
 * repeat) are n intervals that happen @repeat times in a row, each time
 * @period_ns later.  Periods are in time order and do not overlap;
 * intervals outside them happen once.  A busy task has at most one per
 * workload phase (on a hybrid, per core type's stretch).
 */
struct pms_sim_period {
	unsigned first, n, repeat;
	uint64_t period_ns;
};
unsigned pms_sim_n_periods(const struct pms_sim *s);
/*
 * pms_sim_window() - event @i's time enabled and running within [@t0,
 * @t1) of the run, as perf stat -I reads them for one interval (the
 * differences between two reads).  Folded: a window costs the stored
 * intervals plus two repeats per period, whatever the run's length.
 * Events never enabled (refused at open, a pinned group in ERROR) read 0.
 * Return: PMS_OK, PMS_EINVAL.
 */
int pms_sim_window(const struct pms_sim *s, int i, uint64_t t0, uint64_t t1,
		   uint64_t *enabled_ns, uint64_t *running_ns);
/* Return: PMS_OK or PMS_ERANGE. */
int pms_sim_period(const struct pms_sim *s, unsigned i, struct pms_sim_period *out);
/* Intervals the record keeps (the cost of the run's record). */
unsigned pms_sim_n_stored(const struct pms_sim *s);

/*
 * pms_sim_approx() - was the run folded approximately?  A list whose exact
 * scheduling state (each event's counter included) does not come back
 * within the search's budget is folded on the state without the counters:
 * the rest of a phase repeats a period in which every group ran alike twice
 * in a row (docs/simulation.md).  The times are exact unless the counters
 * an event gets change which groups fit later on; the counters of the
 * repeated intervals are those of the period checked.
 * @extrapolated_ns: time covered by the repetitions (may be NULL).
 * @err_ns: the largest error in an event's enabled or running time the
 *          repetitions may carry as found (0: the two periods agreed;
 *          UINT64_MAX: unknown, the groups' attempts differed); may be NULL.
 * Return: true when approximate.
 */
bool pms_sim_approx(const struct pms_sim *s, uint64_t *extrapolated_ns, uint64_t *err_ns);

/*
 * Slot feasibility: would a set of events all be on the core PMU at once?
 * The same rules as a group transaction in pms_simulate(): the NMI
 * watchdog (when on) first, then the events in the order given, as one
 * x86_schedule_events() with the era's routine, the gpmax budget (halved
 * under the HT erratum while a corrupting event is on the core, or always
 * in 4.1-rc1..rc6), AMD pairs, collect_events()'s count limit, and the
 * sibling thread's counters (pms_sim_opts.sibling), and the extra MSRs
 * (offcore response, load latency, frontend) each event needs, taken in
 * the order given as __intel_shared_reg_get_constraints() takes them
 * (the alternate offcore MSR included).  The reuse fastpath is
 * not taken, so a YES holds whatever ran before.  Open-time group rules
 * (validate_group, topdown leaders) are the caller's business: the events
 * are judged one by one, as if each opened on its own.
 *
 * pms_fit_new() - prepare checks for events of @ev under @o (both borrowed;
 * @ev must outlive the result).  @out: free with pms_fit_free().
 * Return: PMS_OK, PMS_EINVAL, PMS_ENOMEM, PMS_ELIMIT (sibling list).
 */
struct pms_fit;
int pms_fit_new(const struct pms_evlist *ev, const struct pms_sim_opts *o,
		struct pms_fit **out, struct pms_diag *d);
void pms_fit_free(struct pms_fit *f);	/* NULL is a no-op */

enum pms_fit_ev {
	PMS_FIT_EV_CORE = 0,		/* a core-PMU event that opens */
	PMS_FIT_EV_SOFTWARE = 1,	/* not on the core PMU: needs no counter */
	PMS_FIT_EV_REFUSED = 2,		/* no encoding or empty mask: never opens */
};
/* Event @i's kind (enum pms_fit_ev), or PMS_EINVAL. */
int pms_fit_event(const struct pms_fit *f, int i);
/* 1 when the NMI watchdog takes part in every check. */
int pms_fit_watchdog(const struct pms_fit *f);

enum pms_fit_result {
	PMS_FIT_NO = 0,			/* no assignment exists */
	PMS_FIT_YES = 1,		/* the kernel's routine places them all */
	PMS_FIT_GREEDY_MISS = 2,	/* an assignment exists; the kernel's greed misses it */
};
enum pms_fit_flags {
	PMS_FIT_TELL_GREEDY = 1u << 0,	/* on a kernel failure, run the exact check too */
};
/*
 * pms_fit_check() - can events @idx[0..n) of the list go on together?
 * On a hybrid platform each core PMU's events are checked against that
 * PMU's counters and its CPU's watchdog, and all must fit.
 * Events that are not core events or never open are ignored.  Does not
 * allocate.  @f is scratch space, hence not const.
 * @flags: enum pms_fit_flags.  Without PMS_FIT_TELL_GREEDY a kernel
 *         failure is PMS_FIT_NO (the exact check costs a max-flow).
 * Return: enum pms_fit_result, or PMS_EINVAL for a bad index or flag.
 */
int pms_fit_check(struct pms_fit *f, const int *idx, int n, unsigned flags);

#ifdef __cplusplus
}
#endif
#endif
