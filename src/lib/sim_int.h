/*
 * Private to the simulator: sim.c (scheduling, time, results) and
 * sim_open.c (opening events, the HT sibling, extra registers).
 */
#ifndef PMS_SIM_INT_H
#define PMS_SIM_INT_H

#include "internal.h"
#include "../../models/model_table.h"
#include "pmusched/uncore.h"

#define NO_CTR (-1)
#define T_INF UINT64_MAX
#define HOLDER_SIBLING (-2)	/* pms_ev_result.xreg_holder: the HT sibling thread */

enum gstate { G_ERROR = -2, G_OFF = -1, G_INACTIVE = 0, G_ACTIVE = 1 };

struct sev {
	int group;
	bool opened;		/* perf_event_open succeeded */
	bool hw;		/* on the core PMU */
	bool excl;		/* HT-erratum corrupting */
	bool sampling;		/* sample_period or freq set (record mode) */
	bool ibs;		/* AMD: on the ibs_op PMU instead */
	bool box_ev;		/* on a CPU-wide-only non-core PMU (uncore_sched.c) */
	struct pms_constraint c;	/* static constraint */
	int prev;		/* hw.idx: last counter, survives sched-out */
	int cur;		/* counter while ACTIVE, else NO_CTR */
	uint64_t enabled, running, counters;
	unsigned why;
	const char *reason;	/* hw_config check that refused it */
	int8_t xr;		/* extra register needed (enum pms_xreg), -1 none */
	int8_t xr_idx;		/* reg->idx: the register it asks for (intel_fixup_er) */
	bool xr_alloc;		/* reg->alloc: holds xr_idx */
	uint64_t xr_cfg;	/* config1, the value the register must hold */
	int xr_fail, xr_holder;	/* last failure: register, holder (-1 none) */
	int8_t pmu;		/* core PMU of the platform it opens on, -1: none */
	int weak_by;		/* its weak group was reset because this member was
				 * refused (evlist__reset_weak_group), -1 none */
	struct pms_arm_ev arm;	/* arm64: the event as the driver sees it */
	bool guest_fb;		/* perf's exclude_guest retry (pms_ev_result.guest_fallback) */
};

struct sgroup {
	int first, n;		/* events [first, first + n), or mem[0..n) */
	const int *mem;		/* a reset weak group's members in list order, leader
				 * (first) included, when they are not contiguous:
				 * the topdown members kept with their slots leader
				 * with single events between them (perf 6.13+
				 * order, evlist__reset_weak_group()); NULL: a range */
	bool pinned, exclusive, cpu_ctx, has_hw;
	int state;
	int tried, failed, skipped;
	int skipped_by;		/* group whose failure stopped the pass, -1 none */
	int8_t pmu;		/* core PMU of its hardware events, -1: none */
	bool mixed;		/* opened with two core PMUs' events (5.13-6.1): no type runs it */
	bool filtered;		/* arm64 4.19-6.1: a member's filter_match fails (CHAIN) */
	bool reopened;		/* part of a reset weak group: opened in perf's second
				 * pass, after every other group */
};

/* One core PMU of the platform as the simulator uses it. */
struct pmuinfo {
	const struct pms_model *m;	/* the PMU's model handle */
	int n_gp, n_fixed, n_metrics;
	unsigned rules;			/* pmsi_model_rules(), internal bits included */
	bool is_arm;			/* placed by an arm64 driver (arm_pmu.h) */
	bool arm_drv;			/* ... and the kernel has that driver */
	struct pms_arm_pmu arm;		/* the arm_pmu for the kernel modelled */
};

/* One context's lists of hardware group ids in group_index order. */
struct ctxlists {
	int *pinned, n_pinned;
	int *flex, n_flex;
	bool rotate_necessary;
};

/* cpu_hw_events.shared_regs: er_account per extra register. */
struct xregs {
	int ref[PMS_XREG_N];
	uint64_t val[PMS_XREG_N];
	bool sibling[PMS_XREG_N];	/* a reference belongs to the HT sibling */
};

/* A period of the record: stored intervals [first, first + n) happen
 * @repeat times in a row, each @period ns after the last (sim_fold.c). */
struct pmsi_seg {
	unsigned first, n;
	uint64_t repeat, period;
	uint64_t vfirst;	/* its first virtual interval */
};

struct pmsi_cycle;

/* One non-core PMU box's schedule over a period of n_rot rotations. */
struct pmsi_unc_box {
	const struct pms_uncore_type *t;
	int box;		/* -1: every box with no events of its own */
	int n_ev;
	int *ev;		/* list indices, list order */
	unsigned n_rot;
	int8_t *ctr;		/* [rot * n_ev + k]: box counter, -1 off */
	unsigned *runs;		/* rotations each event ran in */
	bool mux;
	bool clash;		/* an add failed on the shared filter register */
	bool open_clash;	/* a group failed validation on it */
	bool band_moved;	/* a PCU band event moved to another band */
};

struct pms_sim {
	/* inputs */
	const struct pms_evlist *ev;
	const struct pms_model *plat;	/* the platform */
	struct pmuinfo pmu[PMS_MAX_CORE_PMUS];
	int n_pmus;
	int cpu_pmu;		/* the simulated CPU's core type: its PMU index */
	bool hybrid;		/* more than one core PMU: events are filtered by type */
	const struct pms_model *m;	/* the CPU's PMU (pmu[cpu_pmu].m) */
	struct pms_env env;
	uint32_t kver, perf_version;
	enum pms_assign_era era;
	int n_gp, n_fixed, n_metrics;
	unsigned rules;		/* pmsi_model_rules(), internal bits included */
	bool system_wide, record, hybrid_merge;
	uint64_t sample_period, sample_freq;
	uint64_t interval, phase, duration;
	char warning[200];

	/* events and groups: user events first, then the watchdog */
	int n_user, n_ev, n_groups, wd_event, wd_group;
	struct sev *e;
	struct sgroup *g;
	int *gmem;		/* storage of sgroup.mem: a group's list lives at
				 * gmem[first], inside its old range */
	struct ctxlists cpu, task;
	int *sw_groups, n_sw;	/* software-only groups */
	struct pmsi_unc_box *box;	/* non-core PMU boxes of a -a run (uncore_sched.c) */
	int n_box;

	/* x86 cpu_hw_events */
	int evl[PMS_ASSIGN_MAX], n_evl;
	struct xregs xr;	/* shared extra registers (the sibling's included) */
	int pair_leak;		/* n_pair left raised by cancelled transactions */
	bool arm;		/* the CPU's PMU is an arm64 one: armpmu_add() per event */
	uint64_t arm_used;	/* its pmu_hw_events used_mask */
	const char *wd_note;	/* why the NMI watchdog is absent though asked for, or NULL */

	/* HT sibling */
	uint64_t sib_excl, sib_shared;
	bool sib_has_excl;
	uint64_t sib_counters;
	struct xregs sib_xr;	/* registers the sibling holds (per-core models) */

	/* time */
	bool task_on, timer_active;
	uint64_t now, next_expiry;
	/* perf's one-by-one enables and disables (pms_sim_opts.enable_ns):
	 * each group's times, absolute; NULL: all at 0 and the end */
	uint64_t *g_on, *g_off;
	const uint64_t *missed;	/* pms_sim_opts.missed_ns */
	unsigned n_missed, i_missed;	/* ... and the next one not yet met */
	const uint64_t *late, *late_by;	/* pms_sim_opts.late_ns, late_by_ns */
	unsigned n_late, i_late;	/* ... and the next one not yet met */
	bool late_now;		/* next_expiry is a late handler's run, off the grid */
	uint64_t wd_ns[64];	/* time the watchdog spent on each counter */

	/* recorded schedule: stored intervals, periods over them (sim_fold.c) */
	unsigned n_iv, cap_iv, max_iv;	/* stored, room for, the most allowed */
	int rec_err;		/* a stored interval did not fit: PMS_ELIMIT or PMS_ENOMEM */
	bool fold;		/* find periods (off: every interval, for tests) */
	struct pmsi_seg *seg;
	unsigned n_seg, cap_seg;
	uint64_t n_virt;	/* intervals the record stands for */
	struct pmsi_cycle *cy;
	uint64_t steps;		/* expiries simulated one by one */
	/* approximate folding (sim_fold.c): the counters did not come back */
	bool rec_whole;		/* the record can hold every interval of the run */
	bool approx;
	uint64_t approx_ns;	/* time extrapolated from a coarse period */
	uint64_t approx_err_ns;	/* the largest difference in an event's running time
				 * the extrapolation may carry (see sim_fold.c) */
	uint64_t approx_period_ns;
	uint64_t *iv_start, *iv_end;
	bool *iv_task;
	int8_t *iv_ctr;		/* n_iv x n_user */
	int8_t *iv_wd;		/* n_iv: the watchdog's counter */
	int8_t *iv_pmu;		/* n_iv: the core type the task is on, -1: none */
	double core_time[PMS_MAX_CORE_PMUS];	/* share of the run on each type */
	int wd_on[PMS_MAX_CORE_PMUS];	/* watchdog counter per type, -1 none */
	int8_t *scratch;	/* n_user */

	struct pms_ev_result *res;
};

static inline bool pmsi_kv_ge(const struct pms_sim *s, uint32_t v) { return s->kver >= v; }

/* Event index of member @k of group @g (0: the leader). */
static inline int pmsi_gev(const struct sgroup *g, int k)
{
	return g->mem ? g->mem[k] : g->first + k;
}

/* Position of event @i in group @g (its member number), -1 if not a member. */
static inline int pmsi_gpos(const struct sgroup *g, int i)
{
	for (int k = 0; k < g->n; k++)
		if (pmsi_gev(g, k) == i)
			return k;
	return -1;
}

/* Each member event index @i of group @g, leader first, in list order. */
#define PMSI_MEMBERS(g, i) \
	for (int i##_k = 0, i = 0; i##_k < (g)->n && ((i = pmsi_gev((g), i##_k)) >= 0); i##_k++)

/* Does group @g run on the simulated CPU (intel_pmu_filter_match, the
 * arm64 drivers' filter)? */
static inline bool pmsi_group_here(const struct pms_sim *s, const struct sgroup *g)
{
	if (g->filtered)
		return false;
	return !s->hybrid || g->pmu < 0 || (g->pmu == s->cpu_pmu && !g->mixed);
}

/* The PMU event @e is built for (its own, or the CPU's for non-core events). */
static inline const struct pmuinfo *pmsi_ev_pmuinfo(const struct pms_sim *s, const struct sev *e)
{
	return &s->pmu[e->pmu >= 0 ? e->pmu : s->cpu_pmu];
}

/* sim.c: one CPU of type @cpu_pmu over phases @ph (results not yet made) */
/* 1: its group is in ERROR; 2: a member of its group did not open, so
 * perf's group read fails; 0: perf reads it (sim.c). */
int pmsi_sim_unreadable(const struct pms_sim *s, int i);
int pmsi_sim_cpu(const struct pms_evlist *ev, const struct pms_sim_opts *o,
		 const struct pms_phase *ph, unsigned n_ph, int cpu_pmu, struct pms_sim **out,
		 struct pms_diag *d);
void pmsi_sim_results(struct pms_sim *s);
void pmsi_sim_destroy(struct pms_sim *s);
/* sim_fold.c */
int pmsi_fold_alloc(struct pms_sim *s);
void pmsi_fold_destroy(struct pms_sim *s);
void pmsi_fold_phase(struct pms_sim *s);	/* a phase starts: look for a new period */
/* After an expiry: look for a period, skip whole ones before @phase_end.
 * Return: PMS_OK, PMS_ELIMIT (no period within the work bound, or the
 * record is full). */
int pmsi_fold_step(struct pms_sim *s, uint64_t phase_end);
void pmsi_fold_finish(struct pms_sim *s);	/* the run is over: number the record */
int pmsi_record_reserve(struct pms_sim *s, unsigned more, bool seg);
/* Virtual interval @k: stored index @idx, @dt ns after it; @seg (or -1)
 * and @rep: the period it falls in and which repetition (both optional). */
bool pmsi_fold_locate(const struct pms_sim *s, uint64_t k, unsigned *idx, uint64_t *dt,
		      int *seg, uint64_t *rep);
/* sim_merge.c: @s (run[0]) gets the timeline of all the runs */
int pmsi_sim_merge(struct pms_sim *s, struct pms_sim *const *run, int n_run);
/* sim_hybrid.c */
int pmsi_sim_hybrid(const struct pms_evlist *ev, const struct pms_sim_opts *o,
		    const struct pms_phase *ph, unsigned n_ph, struct pms_sim **out,
		    struct pms_diag *d);

/* sim.c: which counters a failing group wanted and who held them */
unsigned pmsi_sim_blame(const struct pms_sim *s, const struct sgroup *g);

/* sim_arm.c: the arm64 drivers' side of the simulation */
void pmsi_arm_init(struct pms_sim *s);
int pmsi_arm_group_in(struct pms_sim *s, struct sgroup *g);
void pmsi_arm_group_out(struct pms_sim *s, struct sgroup *g);
/* Counters event @e holds at counter @cur (the even half of a chained pair too). */
uint64_t pmsi_ev_counters(const struct pms_sim *s, const struct sev *e, int cur);
/* The open-time view of event @i (decode, CPU-wide/exclude flags, refusals, filter). */
void pmsi_arm_open_event(struct pms_sim *s, int i, struct sev *e);
bool pmsi_guest_fallback(const struct pms_sim *s, const struct pms_event_attr *a,
			 bool eopnotsupp);
bool pmsi_arm_validate(struct pms_sim *s, const struct sgroup *g, int upto);
/* The watchdog event for the CPU's PMU: true with @e filled, else s->wd_note says why. */
bool pmsi_arm_watchdog(struct pms_sim *s, struct sev *e);
int pmsi_arm_fit(struct pms_sim *s, const int *idx, int n, unsigned flags, int pmu);

/* sim_open.c */
int pmsi_sim_resolve(struct pms_sim *s, int i, struct sev *e, struct pms_event_info *info,
		     struct pms_diag *d);
int pmsi_sim_open(struct pms_sim *s, struct pms_diag *d);
int pmsi_sim_sibling(struct pms_sim *s, const struct pms_evlist *sib, struct pms_diag *d);
bool pmsi_sim_ht_erratum(const struct pms_sim *s);
/*
 * __intel_shared_reg_get_constraints() for event @e on @st: the register
 * it holds afterwards, or -1.  @fake: the validation cpuc (no fixup, no
 * alloc mark).  On failure @e->xr_fail names the register it asked for.
 */
int pmsi_xreg_get(const struct pms_sim *s, struct xregs *st, struct sev *e, bool fake);
void pmsi_xreg_put(struct xregs *st, struct sev *e);
/* Does @e skip the extra-register step (precise, PEBS row, before 4.0)? */
bool pmsi_xreg_skipped(const struct pms_sim *s, const struct sev *e);

/* uncore_sched.c */
bool pmsi_uncore_open(struct pms_sim *s, int i, struct sev *e);
int pmsi_uncore_run(struct pms_sim *s);
void pmsi_uncore_destroy(struct pms_sim *s);

#endif
