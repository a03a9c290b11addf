/*
 * The arm64 CPU PMUs in the simulator: how armpmu_add() places a group's
 * events, validate_group() at open, the open-time refusals, the perf NMI
 * watchdog and slot feasibility.
 *
 * What the kernel does (drivers/perf/arm_pmu.c 6.1, 6.12): the PMU has no
 * transaction (perf_pmu_nop_txn), so group_sched_in() adds the group's
 * events one by one in sched-in order, armpmu_add() asking the driver's
 * get_event_idx() for each against the CPU's used_mask; the first that
 * finds no counter fails the group, whose events already added are taken
 * out again (event_sched_out(), armpmu_del(), clear_event_idx()).  There
 * is no weight order, no fastpath reusing previous counters, no gpmax and
 * no collect_events() limit.  Contexts, rotation and time accounting are
 * the generic ones in sim.c.  The allocator itself is arm_pmu.c's
 * (pms_arm_get_idx()); nothing here allocates.
 */
#include <string.h>
#include "sim_int.h"

void pmsi_arm_init(struct pms_sim *s)
{
	for (int k = 0; k < s->n_pmus; k++) {
		struct pmuinfo *pi = &s->pmu[k];

		pi->is_arm = pmsi_model_is_arm(pi->m);
		pi->arm_drv = pi->is_arm && pms_model_arm_pmu(pi->m, &s->env, &pi->arm, NULL) == PMS_OK;
	}
}

uint64_t pmsi_ev_counters(const struct pms_sim *s, const struct sev *e, int cur)
{
	const struct pmuinfo *pi = pmsi_ev_pmuinfo(s, e);

	if (cur < 0 || cur >= 64)
		return 0;
	if (pi->is_arm)
		return pms_arm_ev_counters(&pi->arm, &e->arm, cur);
	return UINT64_C(1) << cur | ((e->c.flags & PMS_CF_PAIR) && cur < 63 ? UINT64_C(2) << cur : 0);
}

/* armpmu_del() for each of the group's events on the PMU, last added first. */
static void take_back(struct pms_sim *s, int base)
{
	const struct pmuinfo *pi = &s->pmu[s->cpu_pmu];

	for (int k = s->n_evl - 1; k >= base; k--) {
		struct sev *e = &s->e[s->evl[k]];

		pms_arm_clear_idx(&pi->arm, &s->arm_used, &e->arm, e->cur);
		e->cur = NO_CTR;
	}
	s->n_evl = base;
}

int pmsi_arm_group_in(struct pms_sim *s, struct sgroup *g)
{
	const struct pmuinfo *pi = &s->pmu[s->cpu_pmu];
	int base = s->n_evl;
	unsigned why;

	PMSI_MEMBERS(g, i) {
		struct sev *e = &s->e[i];
		int idx = PMS_EUNSCHED;

		if (!e->opened || !e->hw)
			continue;
		if (s->n_evl < PMS_ASSIGN_MAX && pi->arm_drv)
			idx = pms_arm_get_idx(&pi->arm, &s->arm_used, &e->arm);
		if (idx < 0) {
			take_back(s, base);
			why = PMS_WHY_NO_COUNTER | pmsi_sim_blame(s, g);
			PMSI_MEMBERS(g, j)
				s->e[j].why |= why;
			return 0;
		}
		e->cur = e->prev = idx;
		s->evl[s->n_evl++] = i;
	}
	g->state = G_ACTIVE;
	return 1;
}

void pmsi_arm_group_out(struct pms_sim *s, struct sgroup *g)
{
	const struct pmuinfo *pi = &s->pmu[s->cpu_pmu];

	PMSI_MEMBERS(g, i)
		if (s->e[i].hw && s->e[i].cur >= 0)
			pms_arm_clear_idx(&pi->arm, &s->arm_used, &s->e[i].arm, s->e[i].cur);
}

static const char filter_reason[] =
	"event 0x1e (CHAIN) opens but armv8pmu_filter_match() keeps it, and its group, off "
	"the PMU for good (4.19-6.1; refused at open from 6.2)";

/*
 * A generic or cache event on a PMU whose implemented common events are
 * known (pms_env.arm_pmceid): __armv8_pmuv3_map_event() (arm_pmuv3.c 6.12,
 * perf_event.c 6.1) hands a mapped event number below 64 on only when
 * PMCEID has it.  branch-instructions from 6.2 (approx) takes BR_RETIRED,
 * else PC_WRITE_RETIRED, whichever the PMU has (__armv8_pmuv3_map_event_id()).
 */
static bool pmceid_has(const struct pms_sim *s, const struct pms_event_attr *a,
		       const struct pms_hwev *hw)
{
	uint64_t ev = hw->config & 0xffff, have = s->env.arm_pmceid;

	if (!s->env.arm_pmceid_known ||
	    (a->type != PMS_TYPE_HARDWARE && a->type != PMS_TYPE_HW_CACHE))
		return true;
	if (a->type == PMS_TYPE_HARDWARE && a->config == PMS_HW_BRANCH_INSTRUCTIONS &&
	    pmsi_kv_ge(s, PMS_KVER_RC(6, 2, 1)))
		return (have >> 0x21 & 1) || (have >> 0x0c & 1);
	return ev >= 64 || (have >> ev & 1);
}

/*
 * The attr-dependent view of an opened core event: perf's exclude bits,
 * a CPU-wide target (-a), then the driver's refusals (map_event(),
 * set_event_filter()) and, before 6.2, the CHAIN filter.
 */
void pmsi_arm_open_event(struct pms_sim *s, int i, struct sev *e)
{
	const struct pmuinfo *pi = pmsi_ev_pmuinfo(s, e);
	struct pms_event_attr a = { .sz = sizeof(a) };
	struct pms_hwev hw;
	const char *why;

	if (!pi->is_arm || !e->opened || !e->hw || pms_evlist_hwev(s->ev, i, &s->env, &hw) ||
	    pms_evlist_attr(s->ev, i, &a))
		return;
	pms_arm_ev_decode(&pi->arm, hw.config, hw.config1, &e->arm);
	if (s->system_wide)
		e->arm.flags |= PMS_ARM_EV_CPU_WIDE;
	if (a.exclude_idle)
		e->arm.flags |= PMS_ARM_EV_EXCL_IDLE;
	if (!a.exclude_guest)
		e->arm.flags |= PMS_ARM_EV_INCL_GUEST;
	why = pi->arm_drv ? pmsi_arm_refusal(&pi->arm, &e->arm) : NULL;
	if (!why && pi->arm_drv && !pmceid_has(s, &a, &hw))
		why = "the PMU does not implement the event the kernel maps it to (not in "
		      "PMCEID0/1_EL0: __armv8_pmuv3_map_event: ENOENT)";
	if (why && pmsi_guest_fallback(s, &a, strstr(why, "EOPNOTSUPP") != NULL)) {
		/* perf retries with exclude_guest set, under the name "...H" */
		e->guest_fb = true;
		e->arm.flags &= ~(unsigned)PMS_ARM_EV_INCL_GUEST;
		why = pmsi_arm_refusal(&pi->arm, &e->arm);
	}
	if (why) {
		e->opened = false;
		e->why |= PMS_WHY_OPEN_CHECK;
		e->reason = why;
	} else if (pi->arm_drv && !pms_arm_filter_match(&pi->arm, &e->arm)) {
		e->why |= PMS_WHY_FILTERED;
		e->reason = filter_reason;
	}
}

/*
 * validate_group() (arm_pmu.c 6.1, 6.12): the leader, the siblings so far,
 * then event @upto, through get_event_idx() on an empty mask.  perf stat
 * and perf record open a group leader disabled, with enable_on_exec only
 * for a workload they start: under -a the leader is OFF without it and
 * validate_event() passes it over.
 */
bool pmsi_arm_validate(struct pms_sim *s, const struct sgroup *g, int upto)
{
	const struct pmuinfo *pi = &s->pmu[g->pmu >= 0 ? g->pmu : s->cpu_pmu];
	struct pms_arm_ev v[PMS_ASSIGN_MAX];
	int n = 0;

	if (!pi->arm_drv)
		return false;
	for (int k = 0, last = pmsi_gpos(g, upto); k <= last; k++) {
		int i = pmsi_gev(g, k);
		const struct sev *e = &s->e[i];

		if (!e->hw || (!e->opened && i != upto))
			continue;
		if (n >= PMS_ASSIGN_MAX)
			return false;
		v[n] = e->arm;
		if (i == g->first && s->system_wide)
			v[n].flags |= PMS_ARM_EV_SKIP;
		n++;
	}
	return !n || pms_arm_validate_group(&pi->arm, v, n, NULL, NULL) == PMS_OK;
}

static const char wd_apple[] = "no perf NMI watchdog on Apple parts: the AIC has no NMI "
			       "(arch_perf_nmi_is_available() is false)";
static const char wd_old[] = "no perf hard-lockup detector on arm64 before 6.5 (approx; absent "
			     "in 6.1): --nmi-watchdog on changes nothing";
static const char wd_nodrv[] = "no PMU driver at this kernel";

bool pmsi_arm_watchdog(struct pms_sim *s, struct sev *e)
{
	const struct pmuinfo *pi = &s->pmu[s->cpu_pmu];
	bool chained;

	if (!pi->arm_drv) {
		s->wd_note = wd_nodrv;
		return false;
	}
	if (pms_arm_watchdog_event(&pi->arm, &e->arm, NULL)) {
		s->wd_note = pi->arm.kind == PMS_ARM_PMUV3 ? wd_old : wd_apple;
		return false;
	}
	e->c.mask = pms_arm_ev_mask(&pi->arm, &e->arm, &chained);
	e->c.flags = chained ? PMS_CF_CHAIN : 0;
	e->c.weight = pmsi_popcount64(e->c.mask);
	e->c.source = "wd_hw_attr: CPU_CYCLES, pinned, per CPU (kernel/watchdog_perf.c 6.12)";
	return true;
}

int pmsi_arm_fit(struct pms_sim *s, const int *idx, int n, unsigned flags, int pmu)
{
	const struct pmuinfo *pi = &s->pmu[pmu >= 0 ? pmu : 0];
	struct pms_arm_ev v[PMS_ASSIGN_MAX];
	uint64_t used = 0;
	int nv = 0;

	if (s->wd_event >= 0 && (pmu <= 0 || !s->hybrid))
		v[nv++] = s->e[s->wd_event].arm;
	for (int j = 0; j < n; j++) {
		const struct sev *e = &s->e[idx[j]];

		if (!e->hw || !e->opened || (pmu >= 0 && e->pmu != pmu))
			continue;
		if (nv >= PMS_ASSIGN_MAX || !pi->arm_drv)
			return PMS_FIT_NO;
		v[nv++] = e->arm;
	}
	for (int k = 0; k < nv; k++)
		if (pms_arm_get_idx(&pi->arm, &used, &v[k]) < 0)
			goto miss;
	return PMS_FIT_YES;
miss:
	if (!(flags & PMS_FIT_TELL_GREEDY))
		return PMS_FIT_NO;
	if (pms_arm_exact(&pi->arm, v, nv, NULL) == 1)
		return PMS_FIT_GREEDY_MISS;
	return PMS_FIT_NO;
}
