/*
 * Opening events for the simulator (perf stat's or perf record's
 * create_perf_stat_counter / record__open and the kernel's
 * x86_pmu_event_init), the HT sibling's pinned events, and the shared
 * extra registers (offcore response, load latency, frontend).
 *
 * Per event, in input order: its encoding and constraint, the hw_config
 * checks of pms_model_open() (precise events must sample; a counting run
 * is perf stat's), validate_event (an empty constraint is EINVAL), then
 * for a sibling validate_group: the group so far on an empty fake cpuc,
 * with fresh extra registers (allocate_fake_cpuc), the collect_events()
 * count limit and AMD pairs.  Topdown metrics need a slots leader and, in
 * a sampling run, neither they nor that leader may sample.
 *
 * Extra registers (__intel_shared_reg_get_constraints, intel/core.c 6.1,
 * 6.12): an event takes its MSR if it is free or already holds the same
 * config1 (a reference count); otherwise an offcore event tries the other
 * offcore MSR once (intel_alt_er, PMU_FL_HAS_RSP_1, the alternate's valid
 * mask) and moves there for good (intel_fixup_er); otherwise it gets the
 * empty constraint and its group fails.  The references are dropped when
 * the event leaves the PMU (x86_pmu_del) or its transaction fails.  On
 * Nehalem and Westmere (no PMU_FL_NO_HT_SHARING) the MSRs are per core,
 * so the HT sibling's events hold them too.  Before 4.0 (approx: 3.19.8
 * looked at the PEBS table first) a precise event that matched a PEBS row
 * never took its register.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include "pmusched/perf_lists.h"
#include "sim_int.h"

bool pmsi_sim_ht_erratum(const struct pms_sim *s)
{
	return (s->rules & PMS_RULE_HT_ERRATUM) && s->env.ht;
}

bool pmsi_xreg_skipped(const struct pms_sim *s, const struct sev *e)
{
	return !pmsi_kv_ge(s, PMS_KVER_RC(4, 0, 1)) && (e->c.flags & PMS_CF_PEBS);
}

int pmsi_xreg_get(const struct pms_sim *s, struct xregs *st, struct sev *e, bool fake)
{
	int idx = e->xr_idx;

	/* intel_alt_er() walks RSP_0/1 and OMR_0-3 round until it is back at
	 * the first (__intel_shared_reg_get_constraints(), core.c 7.3.4) */
	for (int tries = 0; tries < PMS_XREG_N; tries++) {
		int alt;

		if (!st->ref[idx] || st->val[idx] == e->xr_cfg) {
			st->ref[idx]++;
			st->val[idx] = e->xr_cfg;
			if (!fake) {
				e->xr_idx = (int8_t)idx;
				e->xr_alloc = true;
			}
			return idx;
		}
		/* intel_alt_er(): the other offcore MSR, if config1 is valid there */
		const struct pms_model *pm = pmsi_ev_pmuinfo(s, e)->m;

		alt = pmsi_model_xreg_alt(pm, &s->env, idx);
		if (alt < 0 || alt == e->xr_idx ||
		    (e->xr_cfg & ~pmsi_model_xreg_valid(pm, &s->env, alt)))
			break;
		idx = alt;
	}
	e->xr_fail = e->xr_idx;
	return -1;
}

void pmsi_xreg_put(struct xregs *st, struct sev *e)
{
	if (!e->xr_alloc)
		return;
	if (PMS_ALWAYS(st->ref[e->xr_idx] > 0))
		st->ref[e->xr_idx]--;
	e->xr_alloc = false;
}

static bool topdown_rules(const struct pms_sim *s)
{
	return (s->rules & PMS_RULE_TOPDOWN) != 0;
}

/*
 * validate_group(): the group so far plus event @upto on an empty, fake
 * PMU with fresh extra registers.  On an extra-register conflict @why gets
 * PMS_WHY_EXTRA_REG and the event the register's first taker.
 */
static bool validate_x86(struct pms_sim *s, const struct sgroup *g, int upto, unsigned *why,
			 const struct pmuinfo *pi)
{
	struct pms_assign_ev c[PMS_ASSIGN_MAX];
	struct pms_assign_problem p = { .ev = c, .era = s->era, .n_gp = pi->n_gp,
					.n_fixed = pi->n_fixed, .gpmax = pi->n_gp };
	struct xregs fake = { { 0 }, { 0 }, { 0 } };
	int a[PMS_ASSIGN_MAX], n_metric = 0, taker[PMS_XREG_N];

	for (int k = 0; k < PMS_XREG_N; k++)
		taker[k] = -1;

	for (int k = 0, last = pmsi_gpos(g, upto); k <= last; k++) {
		int i = pmsi_gev(g, k);
		struct sev *e = &s->e[i];

		if (!e->hw || (!e->opened && i != upto))
			continue;
		if (p.n >= PMS_ASSIGN_MAX)
			return false;
		if (e->xr >= 0 && !pmsi_xreg_skipped(s, e)) {
			int got = pmsi_xreg_get(s, &fake, e, true);

			if (got < 0) {
				*why |= PMS_WHY_EXTRA_REG;
				s->e[upto].xr_fail = e->xr_idx;
				s->e[upto].xr_holder = taker[e->xr_idx];
				return false;
			}
			if (fake.ref[got] == 1)
				taker[got] = i;
		}
		n_metric += (e->c.flags & PMS_CF_METRIC) != 0;
		c[p.n].mask = e->c.mask;
		c[p.n].flags = e->c.flags & (PMS_CF_OVERLAP | PMS_CF_PAIR);
		c[p.n].weight = 0;
		p.n++;
	}
	/* collect_events() refuses a group larger than the counters */
	if (p.n > pi->n_gp + pi->n_fixed + n_metric)
		return false;
	if (pi->rules & PMS_RULE_PAIR)
		for (int i = 0; i < p.n; i++)
			p.gpmax -= (c[i].flags & PMS_CF_PAIR) != 0;
	return pms_assign_kernel(&p, a) == 0;
}

/* The x86 fake cpuc above, or arm_pmu.c's validate_group() (sim_arm.c). */
static bool validate_group(struct pms_sim *s, const struct sgroup *g, int upto, unsigned *why)
{
	const struct pmuinfo *pi = &s->pmu[g->pmu >= 0 ? g->pmu : s->cpu_pmu];

	if (pi->is_arm)
		return pmsi_arm_validate(s, g, upto);
	return validate_x86(s, g, upto, why, pi);
}

/*
 * perf record's evsel__config(): every event samples, except that a :S
 * group samples on its read sampler only (the leader, or the event after
 * a slots leader where the PMU has perf metrics: evsel__read_sampler,
 * arch_topdown_sample_read; tools/perf/util/record.c 6.1).
 */
static bool samples(const struct pms_sim *s, int i, const struct pms_event_info *info)
{
	struct pms_event_info li;
	int sampler;

	if (!s->record)
		return false;
	if (info->group_size < 2 || pms_evlist_event(s->ev, info->leader, &li) || !li.sampling_read)
		return true;
	sampler = info->leader;
	if (pmsi_event_is_slots(&li) && topdown_rules(s))
		sampler = info->leader + 1;
	return i == sampler;
}

/*
 * perf's exclude_guest fallback (evsel__fallback(), util/evsel.c 6.12; not
 * in 6.1, so 6.2-rc1 by models/README.md rule 2, approx): an open that
 * failed with EOPNOTSUPP (@eopnotsupp), on an event with exclude_guest
 * clear and neither ':G' nor ':H' (evsel->exclude_GH), is retried once
 * with exclude_guest set, the event renamed with an "H".
 */
bool pmsi_guest_fallback(const struct pms_sim *s, const struct pms_event_attr *a,
			 bool eopnotsupp)
{
	return eopnotsupp && s->perf_version >= PMS_KVER_RC(6, 2, 1) && !a->exclude_guest &&
	       !a->exclude_GH;
}

/* The open-time checks of one core event (pms_model_open()). */
static void open_checks(struct pms_sim *s, int i, struct sev *e, struct pms_hwev *hw)
{
	struct pms_open op;

	pms_model_open(pmsi_ev_pmuinfo(s, e)->m, &s->env, hw, &op);
	e->xr = (int8_t)op.xreg;
	e->xr_idx = (int8_t)op.xreg;
	e->xr_cfg = hw->config1;
	if (op.err) {
		struct pms_event_attr a = { .sz = sizeof(a) };

		/* the retry with exclude_guest set meets the same checks (no x86
		 * check reads exclude_guest) */
		e->guest_fb = !pms_evlist_attr(s->ev, i, &a) &&
			      pmsi_guest_fallback(s, &a, op.err == EOPNOTSUPP);
		e->opened = false;
		e->why |= PMS_WHY_OPEN_CHECK;
		e->reason = op.reason;
		return;
	}
	if (op.ibs) {
		/* an ibs_op event: no core counter; per-task only from 6.2 (approx) */
		e->ibs = true;
		e->hw = false;
		if (!s->system_wide && !pmsi_kv_ge(s, PMS_KVER_RC(6, 2, 1))) {
			e->opened = false;
			e->why |= PMS_WHY_OPEN_CHECK;
			e->reason = "the ibs_op PMU takes CPU-wide events only before 6.2 "
				    "(perf_invalid_context in 6.1): use -a";
		}
	}
	(void)i;
}

int pmsi_sim_resolve(struct pms_sim *s, int i, struct sev *e, struct pms_event_info *info,
		     struct pms_diag *d)
{
	struct pms_hwev hw;
	int rc;

	if (pms_evlist_event(s->ev, i, info))
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "bad event list");
	e->prev = e->cur = NO_CTR;
	e->xr = e->xr_idx = -1;
	e->xr_fail = e->xr_holder = -1;
	e->hw = info->pmu == PMS_PMU_CORE;
	e->opened = true;
	e->pmu = -1;
	if (!e->hw) {
		if (info->pmu == PMS_PMU_OTHER)
			e->box_ev = pmsi_uncore_open(s, i, e);
		return PMS_OK;
	}
	e->pmu = (int8_t)pms_model_pmu_index(pms_evlist_event_pmu(s->ev, i));
	if (e->pmu < 0 || e->pmu >= s->n_pmus)
		e->pmu = 0;
	rc = pms_evlist_hwev(s->ev, i, &s->env, &hw);
	if (rc == PMS_OK)
		rc = pms_model_constraint(pmsi_ev_pmuinfo(s, e)->m, &s->env, &hw, &e->c);
	if (rc == PMS_ENOEVENT) {
		e->opened = false;
		e->why |= PMS_WHY_NO_ENCODING;
		return PMS_OK;
	}
	if (rc)
		return pmsi_diag(d, rc, info->pos, 0, "cannot resolve '%s'", info->name);
	e->excl = (e->c.flags & PMS_CF_EXCL) != 0;
	e->sampling = samples(s, i, info);
	if (e->sampling) {
		hw.sample_period = s->sample_period ? s->sample_period :
				   s->sample_freq ? s->sample_freq : 4000;
		hw.freq = !s->sample_period;
	}
	open_checks(s, i, e, &hw);
	pmsi_arm_open_event(s, i, e);	/* arm64: exclude bits, -a, the driver's refusals */
	if (e->opened && e->hw && !e->c.mask) {
		e->opened = false;
		e->why |= PMS_WHY_REFUSED;
	}
	return PMS_OK;
}

/*
 * intel_pmu_hw_config() (5.9+, 6.12): a metric event needs a slots event
 * as its group leader (perf moves slots first only from perf 5.17, see
 * evlist_group.c); in a sampling run neither it nor the slots leader may
 * sample.  Returns false if refused.
 */
static bool topdown_ok(struct pms_sim *s, const struct sgroup *g, struct sev *e)
{
	struct pms_event_info li;

	pms_evlist_event(s->ev, g->first, &li);
	if (!pmsi_event_is_slots(&li)) {
		e->why |= PMS_WHY_TOPDOWN_RULE;
		return false;
	}
	if (e->sampling || s->e[g->first].sampling) {
		e->why |= PMS_WHY_OPEN_CHECK;
		e->reason = "a topdown metric event and its slots leader may not sample "
			    "(intel_pmu_hw_config): group them with :S behind another leader";
		return false;
	}
	return true;
}

/*
 * A group member of another core PMU than its group.  6.2+: perf_event_open()
 * refuses a hardware sibling whose PMU is not the leader's pmu_ctx's
 * (kernel/events/core.c 6.12).  5.13-6.1: only x86 validate_group() checks,
 * and it compares the leader with the siblings already in the group, not
 * with the new event: the first foreign member gets in, every later member
 * is refused, and the group, whose members pmu_filter_match() checks one by
 * one, runs on no core type (arch/x86/events/core.c 6.1).  Returns true
 * when @e is refused.
 */
static bool mixed_refused(struct pms_sim *s, struct sgroup *g, struct sev *e)
{
	if (pmsi_ev_pmuinfo(s, e)->is_arm) {
		/* arm_pmu.c validate_event(): another hardware PMU's member fails
		 * validate_group() at any version (6.1, 6.12) */
		e->opened = false;
		e->why |= PMS_WHY_MIXED_PMUS | PMS_WHY_OPEN_CHECK;
		e->reason = "its group holds another core PMU's event: validate_event() refuses "
			    "it (EINVAL, arm_pmu.c); perf 6.4+ splits such groups";
		return true;
	}
	if (pmsi_kv_ge(s, PMS_KVER_RC(6, 2, 1)) || g->mixed) {
		e->opened = false;
		e->why |= PMS_WHY_MIXED_PMUS | PMS_WHY_OPEN_CHECK;
		e->reason = pmsi_kv_ge(s, PMS_KVER_RC(6, 2, 1)) ?
			    "its group's leader is on another core PMU: perf_event_open() refuses "
			    "a hardware sibling of another PMU (EINVAL); perf 6.4+ splits such groups" :
			    "its group already holds two core PMUs' events: validate_group() refuses "
			    "it (EINVAL); perf 6.4+ splits such groups";
		return true;
	}
	g->mixed = true;
	return false;
}

/*
 * perf stat 6.18 and later skip an event that fails to open, whatever the
 * error and wherever it is in its group, and stop only when nothing opened
 * ("No supported events found"): 9eac5612da1c and the fix that followed it
 * in 6.18-rc ("perf stat: Refactor retry/skip/fatal error handling",
 * stat_handle_error() in 7.2 and 7.3 returns no COUNTER_FATAL).  A member
 * of a refused leader gets no group fd (get_group_fd() -2: EINVAL) and is
 * skipped too.  Before, a refused leader of a group stopped perf stat.
 */
static bool open_errors_stop(const struct pms_sim *s)
{
	return s->record || s->perf_version < PMS_KVER_RC(6, 18, 1);
}

static void leader_refused(struct pms_sim *s, struct sgroup *g)
{
	struct pms_event_info li;

	pms_evlist_event(s->ev, g->first, &li);
	/* perf 6.18 and later skip the group (7.3.4 builtin-stat.c
	 * stat_handle_error(): ENOENT and EINVAL are COUNTER_SKIP for a leader
	 * too; 6.12's returned COUNTER_FATAL for a leader with members); its
	 * members are not opened (util/evsel.c get_group_fd(): -2) */
	if (open_errors_stop(s))
		snprintf(s->warning, sizeof(s->warning),
			 s->record ? "perf record would stop: the group leader '%s' cannot be "
			 "opened" : "perf stat would stop: the group leader '%s' cannot be opened",
			 li.name);
	PMSI_MEMBERS(g, i) {
		s->e[i].opened = false;
		s->e[i].why |= PMS_WHY_GROUP_INVALID_MEMBER;
	}
}

/* Open group @gi's events (create_perf_stat_counter() of each, in order). */
static int open_group(struct pms_sim *s, int gi, struct pms_diag *d)
{
	struct sgroup *g = &s->g[gi];

	g->pmu = -1;
	g->mixed = g->filtered = g->has_hw = false;
	PMSI_MEMBERS(g, i) {
		struct sev *e = &s->e[i];
		struct pms_event_info info;
		unsigned why = 0;
		int rc;

		rc = pmsi_sim_resolve(s, i, e, &info, d);
		if (rc)
			return rc;
		e->group = gi;
		/* no core PMU (a VM without a vPMU): perf_init_event() finds no
		 * PMU for the hardware types, perf_event_open() returns ENOENT,
		 * and perf stat prints <not supported> */
		if (s->env.no_pmu && e->hw && e->opened) {
			e->opened = false;
			e->why |= PMS_WHY_OPEN_CHECK;
			e->reason = "this host has no hardware PMU: perf_event_open() returns "
				    "ENOENT";
		}
		if (!e->opened && s->record && !s->warning[0])
			snprintf(s->warning, sizeof(s->warning),
				 "perf record would stop: '%s' cannot be opened", info.name);
		if (!e->hw || !e->opened)
			continue;
		if (g->pmu < 0)
			g->pmu = e->pmu;
		else if ((e->pmu != g->pmu || g->mixed) && mixed_refused(s, g, e))
			continue;
		/* perf moves slots to the front of its group: anywhere is enough */
		if (topdown_rules(s) && (e->c.flags & PMS_CF_METRIC) && !topdown_ok(s, g, e)) {
			e->opened = false;
			continue;
		}
		/* arm_pmu.c validates a leader alone too (event == leader) */
		if ((i != g->first || pmsi_ev_pmuinfo(s, e)->is_arm) &&
		    !validate_group(s, g, i, &why)) {
			e->opened = false;
			e->why |= PMS_WHY_GROUP_INVALID | why;
		}
		g->filtered |= e->opened && (e->why & PMS_WHY_FILTERED);
	}
	if (g->filtered) {
		PMSI_MEMBERS(g, i) {
			s->e[i].why |= PMS_WHY_FILTERED;
			if (!s->e[i].reason)
				s->e[i].reason = s->e[g->first].reason ? s->e[g->first].reason :
						 "a CHAIN member keeps the group off the PMU "
						 "(armv8pmu_filter_match, 4.19-6.1)";
		}
	}
	if (!s->e[g->first].opened && g->n > 1)
		leader_refused(s, g);
	if (g->mixed)
		PMSI_MEMBERS(g, i)
			s->e[i].why |= PMS_WHY_MIXED_PMUS;
	PMSI_MEMBERS(g, i)
		g->has_hw |= s->e[i].opened && s->e[i].hw;
	return PMS_OK;
}

/* A member's refusals that come back as EINVAL (or EBADF) from perf_event_open. */
#define WEAK_RESET_WHY (PMS_WHY_GROUP_INVALID | PMS_WHY_TOPDOWN_RULE | PMS_WHY_REFUSED | \
			PMS_WHY_MIXED_PMUS)

/* The member of weak group @g whose refusal makes perf reset it, or -1. */
static int weak_failure(const struct pms_sim *s, const struct sgroup *g)
{
	struct pms_event_info li;

	if (g->reopened || g->n < 2 || pms_evlist_event(s->ev, g->first, &li) || !li.weak ||
	    !s->e[g->first].opened)
		return -1;
	for (int k = 1; k < g->n; k++)
		if (!s->e[pmsi_gev(g, k)].opened && (s->e[pmsi_gev(g, k)].why & WEAK_RESET_WHY))
			return pmsi_gev(g, k);
	return -1;
}

/*
 * builtin-stat.c __run_perf_stat() (6.1, 6.12): a member refused with
 * EINVAL or EBADF resets its weak group (util/evlist.c
 * evlist__reset_weak_group(), pms_perf_weak_reopen()): the members perf
 * must keep grouped (topdown events from 5.19) stay with the leader, the
 * others become single events; all of them are opened again after the
 * rest of the list.  The reset events keep their places in the list
 * (evlist__reset_weak_group() and evsel__remove_from_group(), util/evlist.c
 * and util/evsel.c 6.12.117, 7.3.4, change only the leaders): from perf
 * 6.13 a metric's topdown-* stay where the metric put them inside the
 * slots group (arch_evlist__cmp(), arch/x86/util/evlist.c 7.3.4), so the
 * kept group may have single events between its members.  The kernel asks
 * only that a metric event's leader be slots (intel_pmu_hw_config(),
 * arch/x86/events/intel/core.c 7.3.4), so such a group opens as well.
 */
static int weak_reset(struct pms_sim *s, int gi, int failed, struct pms_diag *d)
{
	struct sgroup *g = &s->g[gi];
	struct pms_pgevent *pg = pmsi_calloc((size_t)g->n, sizeof(*pg));
	int *leader = pmsi_calloc((size_t)g->n, sizeof(int));
	int rc = PMS_ENOMEM, kept = 0, first = g->first, n = g->n;
	bool gap = false;

	if (!pg || !leader)
		goto out;
	for (int k = 0; k < n; k++) {
		struct pms_event_info in;
		int i = pmsi_gev(g, k);

		pms_evlist_event(s->ev, i, &in);
		pg[k].name = in.name;
		/* arch_evsel__must_be_in_group() (arch/x86/util/evsel.c 6.1.176):
		 * only the PMU with perf metrics keeps its topdown events with
		 * the leader; a hybrid's cpu_atom topdown-* reopen alone */
		pg[k].pmu = in.pmu == PMS_PMU_CORE &&
			    (pmsi_ev_pmuinfo(s, &s->e[i])->rules & PMS_RULE_TOPDOWN) ?
			    "cpu" : "software";
		pg[k].leader = 0;
		pg[k].weak = true;
	}
	rc = pms_perf_weak_reopen(s->perf_version, topdown_rules(s), pg, n, pmsi_gpos(g, failed),
				  leader, NULL, d);
	if (rc)
		goto out;
	for (int k = 0; k < n; k++) {
		int i = pmsi_gev(g, k);
		struct sev *e = &s->e[i];

		e->why = 0;
		e->reason = NULL;
		e->weak_by = failed;
		if (k == 0 || leader[k] == 0) {
			gap |= i != first + kept;
			s->gmem[first + kept++] = i;
			continue;
		}
		e->group = s->n_groups;
		s->g[s->n_groups] = (struct sgroup){ .first = i, .n = 1,
						     .cpu_ctx = s->system_wide, .state = G_INACTIVE,
						     .skipped_by = -1, .reopened = true };
		s->n_groups++;
	}
	g->mem = gap ? &s->gmem[first] : NULL;
	g->n = kept;
	g->reopened = true;
	rc = open_group(s, gi, d);
out:
	pmsi_free(pg);
	pmsi_free(leader);
	if (rc == PMS_ENOMEM)
		pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	return rc;
}

/*
 * perf 6.18 and later, a weak group whose leader the kernel refused with
 * EINVAL (pms_evlist_perf_reopened()): stat_handle_error() skips the
 * leader, each member fails with the leader's errno (get_group_fd() -2,
 * util/evsel.c 7.3.4), EINVAL resets the weak group
 * (evlist__reset_weak_group()) and the second pass of __run_perf_stat()
 * (builtin-stat.c 7.3.4) opens the members again, alone, after the rest of
 * the list: they count.
 */
/*
 * The same second pass when the leader is a box event refused per task:
 * its open fails with EINVAL too (perf_invalid_context, perf_event_open()
 * 7.3.4), so a member that is no such event itself reopens alone (real
 * perf 7.3.4 on the oracle's icl with cstate_pkg and msr laid out:
 * -M C10_Pkg_Residency prints cstate_pkg/c10-residency/ <not supported>
 * and counts msr/tsc/, exit 0; tests/oracle/icl.txt).
 */
static bool box_leader_member(const struct pms_sim *s, const struct sgroup *g, int k)
{
	const struct sev *l = &s->e[g->first], *e = &s->e[pmsi_gev(g, k)];
	struct pms_event_info li;
	struct pms_hwev hw;

	if (!l->box_ev || l->opened || s->system_wide || (e->box_ev && !e->opened) ||
	    pms_evlist_event(s->ev, g->first, &li) || !li.weak)
		return false;
	return !e->hw || pms_evlist_hwev(s->ev, pmsi_gev(g, k), &s->env, &hw) == PMS_OK;
}

static int leader_reopen(struct pms_sim *s, int gi, struct pms_diag *d)
{
	struct sgroup *g = &s->g[gi];
	int first = g->first, n = g->n;
	bool any = false;

	if (g->reopened || n < 2 || s->e[first].opened)
		return PMS_OK;
	for (int k = 1; k < n; k++)
		any |= pms_evlist_perf_reopened(s->ev, pmsi_gev(g, k), &s->env) ||
		       box_leader_member(s, g, k);
	if (!any)
		return PMS_OK;
	for (int k = 1; k < n; k++) {
		struct sev *e = &s->e[pmsi_gev(g, k)];

		if (!e->box_ev || e->opened) {	/* a box event refused itself stays so */
			e->why = 0;
			e->reason = NULL;
		}
		e->weak_by = first;
		e->group = s->n_groups;
		s->g[s->n_groups] = (struct sgroup){ .first = pmsi_gev(g, k), .n = 1,
						     .cpu_ctx = s->system_wide, .state = G_INACTIVE,
						     .skipped_by = -1, .reopened = true };
		s->n_groups++;
	}
	s->e[first].weak_by = first;
	g->n = 1;
	g->mem = NULL;
	g->reopened = true;
	return open_group(s, gi, d);
}

int pmsi_sim_open(struct pms_sim *s, struct pms_diag *d)
{
	/* groups that a weak reset adds at the end are opened by this loop too */
	for (int gi = 0; gi < s->n_groups; gi++) {
		int rc, failed;

		if (gi == s->wd_group)
			continue;
		rc = open_group(s, gi, d);
		failed = rc ? -1 : weak_failure(s, &s->g[gi]);
		if (!rc && failed >= 0)
			rc = weak_reset(s, gi, failed, d);
		else if (!rc && !open_errors_stop(s))
			rc = leader_reopen(s, gi, d);
		if (rc)
			return rc;
	}
	/*
	 * perf 7.3.4 builtin-stat.c __run_perf_stat(): when no counter opened,
	 * "No supported events found." and perf stat fails (exit 1).  Perf
	 * 6.12.117 printed <not supported> and exited 0 (both run here on a
	 * host without a PMU: `perf stat -e cycles true`).
	 */
	if (!open_errors_stop(s) && !s->warning[0] && s->n_user > 0) {
		bool any = false;

		for (int i = 0; i < s->n_user && !any; i++)
			any = s->e[i].opened;
		if (!any) {
			snprintf(s->warning, sizeof(s->warning),
				 "perf stat would stop: No supported events found.");
			return PMS_OK;
		}
	}
	if (!s->warning[0] && !pmsi_model_known(s->m, &s->env)) {
		char kv[32], since[32];

		pms_kver_format(s->kver, kv, sizeof(kv));
		pms_kver_format(s->m->table_since, since, sizeof(since));
		snprintf(s->warning, sizeof(s->warning),
			 "kernel %s predates %s support (%s): the architectural default "
			 "tables apply", kv, s->m->name, since);
	}
	return PMS_OK;
}

/* A sibling event's extra register, on the per-core models only. */
static bool sibling_xreg(struct pms_sim *s, const struct pms_evlist *sib, int i)
{
	struct pms_hwev hw;
	struct pms_open op;
	struct sev e = { .xr = -1 };

	if (!(s->rules & PMS_RULE_XREG_PER_CORE) || pms_evlist_hwev(sib, i, &s->env, &hw))
		return true;
	pms_model_open(s->m, &s->env, &hw, &op);
	if (op.xreg < 0)
		return true;
	e.xr = e.xr_idx = (int8_t)op.xreg;
	e.xr_cfg = hw.config1;
	if (pmsi_xreg_get(s, &s->sib_xr, &e, false) < 0)
		return false;
	s->sib_xr.sibling[e.xr_idx] = true;
	return true;
}

/*
 * The sibling thread runs its own watchdog and @sib's events, pinned, in
 * its CPU context.  Each is added the way a pinned pass adds groups; one
 * that does not fit is left out.  The resulting per-counter states are what
 * intel_get_excl_constraints() reads on this thread, and on Nehalem and
 * Westmere the extra registers its events hold.  The sibling is taken as
 * scheduled first and never reacting to this thread.
 */
int pmsi_sim_sibling(struct pms_sim *s, const struct pms_evlist *sib, struct pms_diag *d)
{
	struct pms_assign_ev c[PMS_ASSIGN_MAX];
	struct pms_assign_problem p = { .ev = c, .era = s->era, .n_gp = s->n_gp,
					.n_fixed = s->n_fixed };
	bool excl[PMS_ASSIGN_MAX], any_excl = false;
	int a[PMS_ASSIGN_MAX], n = pms_evlist_count(sib);
	struct pms_hwev hw = { 0 };
	struct pms_constraint k;

	if (s->arm)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "an HT sibling on %s: the arm64 "
				 "cores modelled have no SMT", pms_model_name(s->plat));
	if (s->env.nmi_watchdog &&
	    pms_model_generic(s->m, &s->env, PMS_HW_CPU_CYCLES, &hw.config) == PMS_OK) {
		pms_model_constraint(s->m, &s->env, &hw, &k);
		c[0] = (struct pms_assign_ev){ k.mask, 0, 0 };
		excl[0] = false;
		p.n = 1;
		pms_assign_kernel(&p, a);
	}
	for (int i = 0; i < n; i++) {
		struct pms_event_info info;

		if (pms_evlist_event(sib, i, &info) || info.pmu != PMS_PMU_CORE ||
		    (s->hybrid && pms_model_pmu_index(pms_evlist_event_pmu(sib, i)) != s->cpu_pmu))
			continue;
		if (pms_evlist_constraint(sib, i, &s->env, &k) || !k.mask)
			continue;
		if (p.n >= PMS_ASSIGN_MAX)
			return pmsi_diag(d, PMS_ELIMIT, PMS_NOPOS, 0, "too many sibling events");
		c[p.n] = (struct pms_assign_ev){ k.mask, k.flags & (PMS_CF_OVERLAP | PMS_CF_PAIR), 0 };
		excl[p.n] = pmsi_sim_ht_erratum(s) && (k.flags & PMS_CF_EXCL);
		p.n++;
		p.gpmax = s->n_gp;
		if ((any_excl || excl[p.n - 1]) && pmsi_kv_ge(s, PMS_KVER_RC(4, 1, 7)))
			p.gpmax = s->n_gp / 2;
		if (pms_assign_kernel(&p, a) != 0 || !sibling_xreg(s, sib, i)) {
			p.n--;		/* refused: the sibling's pinned group goes to ERROR */
			continue;
		}
		any_excl |= excl[p.n - 1];
	}
	p.gpmax = any_excl && pmsi_kv_ge(s, PMS_KVER_RC(4, 1, 7)) ? s->n_gp / 2 : s->n_gp;
	if (p.n && pms_assign_kernel(&p, a) != 0)
		p.n = 0;
	s->sib_has_excl = any_excl;
	for (int i = 0; i < p.n; i++) {
		s->sib_counters |= UINT64_C(1) << a[i];
		if (excl[i])
			s->sib_excl |= UINT64_C(1) << a[i];
		else
			s->sib_shared |= UINT64_C(1) << a[i];
	}
	s->xr = s->sib_xr;
	return PMS_OK;
}
