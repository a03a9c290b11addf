/*
 * Simulation of perf event scheduling on one logical CPU.
 *
 * What is modelled, and where it comes from (kernel-scheduling.md of the
 * project's references names each function; versions are PMS_KVER):
 *
 * Opening (perf stat's create_perf_stat_counter + the kernel's
 * x86_pmu_event_init): every event is opened in input order; a leader is
 * refused when its constraint is empty (validate_event), a sibling when the
 * group would not fit an empty PMU (validate_group: the fake cpuc sees
 * static masks incl. TFA, no HT-erratum limit) or would exceed
 * collect_events()'s count; topdown metrics need a slots leader (5.9+).
 * A refused sibling reads <not supported>; from perf 4.13 the group is read
 * with PERF_FORMAT_GROUP and the opened members then read as <not counted>.
 *
 * Contexts and order (perf_event_sched_in): CPU pinned, task pinned, CPU
 * flexible, task flexible; each pass walks its list in group_index order
 * with its own can_add_hw.  A group goes on whole or not at all
 * (group_sched_in transaction; x86_pmu_commit_txn re-solves the assignment
 * of every event already on plus the group's, fastpath first).  A
 * hardware group that stays INACTIVE clears can_add_hw for the rest of the
 * pass; a pinned one goes to ERROR (and from 5.7 clears can_add_hw too).
 * Software-only groups live in the software context and always go on.
 *
 * Rotation (perf_rotate_context), by era: before 4.17 the first flexible
 * group of each context moves to the tail whenever nr_events != nr_active
 * (the tick before 3.11, the hrtimer after); from 4.17 only the first
 * ACTIVE flexible group moves (if none is active nothing moves: the
 * stall, until the 5.4-rc3 fallback to the first group); from 5.3 the test
 * is rotate_necessary, set by a flexible failure.  The timer keeps a fixed
 * phase grid and stops when a rotation finds nothing to do.
 *
 * Dynamic constraints: the HT erratum of SNB/IVB/HSW (cross-thread
 * exclusion against the sibling's counters; gpmax halved while a
 * corrupting event is present on the core, 4.1-rc7+; the 4.1-rc1..rc6
 * limit of half the GP counters over fixed + GP counters whenever HT is
 * on), TFA via the static lookup, AMD pairs reducing gpmax.
 *
 * Deliberately not modelled: cgroups, inherited children, other PMUs than
 * the core and software ones, the sibling thread reacting to this one,
 * the 4.6-rc2 time-tracking bug, NOHZ tick effects before 3.11.
 */
#include <stdio.h>
#include <string.h>
#include "sim_int.h"
#include "sim_test.h"

#define kv_ge pmsi_kv_ge
#define ht_erratum pmsi_sim_ht_erratum

/* ------------------------------------------------------------------ */
/* constraints and the x86 transaction                                */

/* intel_get_excl_constraints(): trim by the sibling's counter states. */
static void dynamic_constraint(const struct pms_sim *s, const struct sev *e,
			       struct pms_assign_ev *out)
{
	uint64_t mask = e->c.mask;

	if (ht_erratum(s)) {
		mask &= ~s->sib_excl;
		if (e->excl)
			mask &= ~s->sib_shared;
	}
	out->mask = mask;
	out->flags = e->c.flags & (PMS_CF_OVERLAP | PMS_CF_PAIR);
	out->weight = pmsi_popcount64(mask);
}

/*
 * The assignment problem x86_schedule_events() solves over s->evl[0..n):
 * dynamic constraints, previous counters, and the GP budget the era and
 * the HT erratum allow (@gpmax, kept apart because the fastpath runs
 * before the budget is applied).
 */
static void build_problem(const struct pms_sim *s, struct pms_assign_ev *c, int *prev,
			  struct pms_assign_problem *p, int *gpmax)
{
	int n_pair = 0;
	bool excl_present = s->sib_has_excl;

	*p = (struct pms_assign_problem){ .n = s->n_evl, .ev = c, .era = s->era,
					  .n_gp = s->n_gp, .n_fixed = s->n_fixed };
	for (int i = 0; i < s->n_evl; i++) {
		const struct sev *e = &s->e[s->evl[i]];

		dynamic_constraint(s, e, &c[i]);
		prev[i] = e->prev;
		excl_present |= e->excl;
		n_pair += (c[i].flags & PMS_CF_PAIR) != 0;
	}
	*gpmax = s->n_gp;
	if (ht_erratum(s)) {
		if (!kv_ge(s, PMS_KVER_RC(4, 1, 7))) {
			*gpmax = s->n_gp / 2;	/* 4.1-rc1..rc6, as the article describes */
			p->budget_counts_fixed = 1;
		} else if (excl_present) {
			*gpmax = s->n_gp / 2;
		}
	}
	/* x86_schedule_events(): gpmax -= n_pair; before 5.10 n_pair could
	 * carry counts leaked by cancelled transactions (see group_sched_in) */
	if (s->rules & PMS_RULE_PAIR)
		*gpmax = s->n_gp - n_pair - s->pair_leak;
}

/*
 * x86_schedule_events() over s->evl[0..n): fastpath, else the era's
 * routine with gpmax.  Returns 1 and sets every event's counter on
 * success.  @why receives the reason of a failure.
 */
static int x86_schedule(struct pms_sim *s, unsigned *why)
{
	struct pms_assign_ev c[PMS_ASSIGN_MAX];
	struct pms_assign_problem p;
	int prev[PMS_ASSIGN_MAX], a[PMS_ASSIGN_MAX], k, gpmax;

	build_problem(s, c, prev, &p, &gpmax);
	/* the reuse-previous-counters fastpath exists since 2.6.34 */
	if (s->era >= PMS_ERA_WEIGHT && pms_assign_fastpath(&p, prev, a) == 1)
		goto adopt;
	p.gpmax = gpmax;
	/* a budget of 0 or less refuses every GP counter (the kernel WARNs);
	 * pms_assign_kernel() reads it as no limit, so it is handled here */
	k = (s->rules & PMS_RULE_PAIR) && gpmax <= 0 ? 1 : pms_assign_kernel(&p, a);
	if (k != 0) {
		if (why) {
			struct pms_assign_problem full = p;

			full.gpmax = s->n_gp;
			full.budget_counts_fixed = 0;
			*why = PMS_WHY_NO_COUNTER;
			if (ht_erratum(s) && p.gpmax < s->n_gp && pms_assign_exact(&full, NULL) == 1)
				*why |= PMS_WHY_HT_LIMIT;
		}
		return 0;
	}
adopt:
	for (int i = 0; i < s->n_evl; i++) {
		struct sev *e = &s->e[s->evl[i]];

		e->cur = e->prev = a[i];
	}
	return 1;
}

/* Which counters a failing group wanted and who held them. */
unsigned pmsi_sim_blame(const struct pms_sim *s, const struct sgroup *g)
{
	uint64_t want = 0, held_wd = 0, held_pinned = 0;
	unsigned why = 0;

	PMSI_MEMBERS(g, i)
		if (s->e[i].opened && s->e[i].hw)
			want |= s->e[i].c.mask;
	for (int i = 0; i < s->n_evl; i++) {
		const struct sev *o = &s->e[s->evl[i]];

		if (o->group == (int)(g - s->g) || o->cur < 0)
			continue;
		if (s->evl[i] == s->wd_event)
			held_wd |= pmsi_ev_counters(s, o, o->cur);
		else if (s->g[o->group].pinned)
			held_pinned |= pmsi_ev_counters(s, o, o->cur);
	}
	if (want & held_wd)
		why |= PMS_WHY_WATCHDOG;
	if (want & held_pinned)
		why |= PMS_WHY_PINNED_HOLD;
	if (ht_erratum(s) && (want & (s->sib_excl | s->sib_shared)))
		why |= PMS_WHY_SIBLING;
	return why;
}

/* Who holds register @xr with another value: a user event, or the sibling. */
static int xreg_holder(const struct pms_sim *s, int xr)
{
	for (int i = 0; i < s->n_user; i++)
		if (s->e[i].xr_alloc && s->e[i].xr_idx == xr)
			return i;
	return s->xr.sibling[xr] ? HOLDER_SIBLING : -1;
}

/*
 * The new events' extra registers, in order (x86_schedule_events() asks
 * for the constraints of events n0..n).  On a conflict the ones taken in
 * this transaction are put back and @why says so.
 */
static bool take_xregs(struct pms_sim *s, int base, unsigned *why)
{
	for (int k = base; k < s->n_evl; k++) {
		struct sev *e = &s->e[s->evl[k]];

		if (e->xr < 0 || e->xr_alloc || pmsi_xreg_skipped(s, e))
			continue;
		if (pmsi_xreg_get(s, &s->xr, e, false) < 0) {
			e->xr_holder = xreg_holder(s, e->xr_fail);
			*why |= PMS_WHY_EXTRA_REG;
			for (int j = base; j < k; j++)
				pmsi_xreg_put(&s->xr, &s->e[s->evl[j]]);
			return false;
		}
	}
	return true;
}

/* group_sched_in(): the transaction.  Returns 1 when the group is on. */
static int group_sched_in(struct pms_sim *s, struct sgroup *g)
{
	int base = s->n_evl, n_metric = 0, n_pair = 0;
	unsigned why = 0;

	if (s->arm)	/* no transaction: armpmu_add() per event (sim_arm.c) */
		return pmsi_arm_group_in(s, g);

	for (int i = 0; i < s->n_evl; i++)
		n_metric += (s->e[s->evl[i]].c.flags & PMS_CF_METRIC) != 0;
	PMSI_MEMBERS(g, i) {
		struct sev *e = &s->e[i];

		if (!e->opened || !e->hw)
			continue;
		n_metric += (e->c.flags & PMS_CF_METRIC) != 0;
		/* collect_events(): at most GP + fixed (+ metrics) events */
		if (s->n_evl >= s->n_gp + s->n_fixed + n_metric || s->n_evl >= PMS_ASSIGN_MAX) {
			why = PMS_WHY_NO_COUNTER;
			goto fail;
		}
		n_pair += (e->c.flags & PMS_CF_PAIR) != 0;
		s->evl[s->n_evl++] = i;
	}
	if (s->n_evl == base) {
		g->state = G_ACTIVE;
		return 1;
	}
	if (take_xregs(s, base, &why)) {
		if (x86_schedule(s, &why)) {
			g->state = G_ACTIVE;
			return 1;
		}
		for (int k = base; k < s->n_evl; k++)
			pmsi_xreg_put(&s->xr, &s->e[s->evl[k]]);
	}
fail:
	/*
	 * The transaction is cancelled: x86_pmu_del() under the transaction
	 * skips put_event_constraints(), and before 871a93b0aad6 (5.10-rc1)
	 * x86_pmu_cancel_txn() did not take the transaction's pair events
	 * back out of n_pair either, so each stays counted for good.
	 */
	if (s->rules & PMSI_RULE_PAIR_LEAK)
		s->pair_leak += n_pair;
	s->n_evl = base;
	why |= pmsi_sim_blame(s, g);
	PMSI_MEMBERS(g, i)
		s->e[i].why |= why;
	return 0;
}

static void group_sched_out(struct pms_sim *s, struct sgroup *g)
{
	int w = 0;

	if (g->state != G_ACTIVE)
		return;
	g->state = G_INACTIVE;
	if (s->arm)
		pmsi_arm_group_out(s, g);	/* armpmu_del(): clear_event_idx() */
	PMSI_MEMBERS(g, i) {
		s->e[i].cur = NO_CTR;
		pmsi_xreg_put(&s->xr, &s->e[i]);	/* x86_pmu_del() */
	}
	for (int i = 0; i < s->n_evl; i++)
		if (s->e[s->evl[i]].group != (int)(g - s->g))
			s->evl[w++] = s->evl[i];
	s->n_evl = w;
}

/* Arm the mux hrtimer on its fixed phase grid (perf_mux_hrtimer_restart). */
static void timer_restart(struct pms_sim *s)
{
	uint64_t k;

	if (s->timer_active)
		return;
	s->timer_active = true;
	if (s->now < s->phase) {
		s->next_expiry = s->phase;
		return;
	}
	k = (s->now - s->phase) / s->interval + 1;
	s->next_expiry = s->phase + k * s->interval;
}

/* One pass over a list (ctx_pinned_sched_in / ctx_flexible_sched_in). */
static void sched_pass(struct pms_sim *s, struct ctxlists *cx, bool pinned)
{
	int *list = pinned ? cx->pinned : cx->flex;
	int n = pinned ? cx->n_pinned : cx->n_flex;
	bool can_add_hw = true, active_same_kind = false;
	int stopper = -1;
	bool merge_era = kv_ge(s, PMS_KVER_RC(5, 7, 1));

	for (int k = 0; k < n; k++) {
		struct sgroup *g = &s->g[list[k]];

		if (g->state == G_ACTIVE)
			active_same_kind = true;
	}
	for (int k = 0; k < n; k++) {
		struct sgroup *g = &s->g[list[k]];
		bool tried = false, ok = false, go;

		/* merge_sched_in(): event_filter_match() first, so another core
		 * type's group neither runs nor stops the pass (5.13+) */
		if (g->state != G_INACTIVE || !pmsi_group_here(s, g))
			continue;
		/* group_can_go_on() */
		if (g->exclusive)
			go = kv_ge(s, PMS_KVER_RC(5, 10, 4)) ? !active_same_kind && can_add_hw
							  : s->n_evl == 0 && can_add_hw;
		else
			go = can_add_hw;
		for (int j = 0; j < s->n_evl && go; j++)
			if (s->g[s->e[s->evl[j]].group].exclusive)
				go = false;
		if (go) {
			tried = true;
			g->tried++;
			ok = group_sched_in(s, g);
			if (ok)
				active_same_kind = true;
			else
				g->failed++;
		} else {
			g->skipped++;
			g->skipped_by = stopper;
			PMSI_MEMBERS(g, i)
				s->e[i].why |= PMS_WHY_SKIPPED;
		}
		if (ok)
			continue;
		/* before 5.7 the pinned pass never stopped at a failure */
		if ((merge_era || tried) && (merge_era || !pinned) && can_add_hw) {
			can_add_hw = false;
			stopper = list[k];
		}
		if (pinned) {
			g->state = G_ERROR;
			PMSI_MEMBERS(g, i)
				s->e[i].why |= PMS_WHY_PINNED_ERROR;
			/* 5.7-5.14 merge_sched_in() flagged pinned failures too
			 * (split off by f79256532682, 5.15) */
			if (merge_era && !kv_ge(s, PMS_KVER_RC(5, 15, 1)))
				cx->rotate_necessary = true;
		} else if (merge_era || tried) {
			cx->rotate_necessary = true;
		}
		/*
		 * 3.11-5.9: group_sched_in() restarts the timer on a PMU failure
		 * (pinned or flexible); 5.10-5.14: merge_sched_in() for any group
		 * left INACTIVE (2714c3962f30); 5.15+: flexible ones only.
		 */
		if (kv_ge(s, PMS_KVER_RC(5, 15, 1)) ? !pinned :
		    kv_ge(s, PMS_KVER_RC(5, 10, 4)) ? true : tried)
			timer_restart(s);
	}
}

/* perf_event_sched_in(): CPU pinned, task pinned, CPU flexible, task flexible. */
static void sched_in_all(struct pms_sim *s)
{
	sched_pass(s, &s->cpu, true);
	if (s->task_on)
		sched_pass(s, &s->task, true);
	sched_pass(s, &s->cpu, false);
	if (s->task_on)
		sched_pass(s, &s->task, false);
}

static void ctx_sched_out(struct pms_sim *s, struct ctxlists *cx, bool pinned_too)
{
	for (int k = 0; k < cx->n_flex; k++)
		group_sched_out(s, &s->g[cx->flex[k]]);
	cx->rotate_necessary = false;
	if (pinned_too)
		for (int k = 0; k < cx->n_pinned; k++)
			group_sched_out(s, &s->g[cx->pinned[k]]);
}

/* Move list entry @k to the tail: delete + insert with a new group_index. */
static void rotate_to_tail(int *list, int n, int k)
{
	int id = list[k];

	memmove(list + k, list + k + 1, (size_t)(n - k - 1) * sizeof(*list));
	list[n - 1] = id;
}

static int first_active(const struct pms_sim *s, const struct ctxlists *cx)
{
	for (int k = 0; k < cx->n_flex; k++)
		if (s->g[cx->flex[k]].state == G_ACTIVE)
			return k;
	return -1;
}

/*
 * The group rotated when no flexible group is active (5.4-rc3+): the
 * first one.  On a hybrid, 6.2+ looks in this PMU's pmu_ctx only; up to
 * 6.1 ctx_event_to_rotate() takes the first group of the whole context
 * (rb_first), which may be another core type's filtered group.
 */
static int fallback_group(const struct pms_sim *s, const struct ctxlists *cx)
{
	if (!s->hybrid || !kv_ge(s, PMS_KVER_RC(6, 2, 1)))
		return cx->n_flex ? 0 : -1;
	for (int k = 0; k < cx->n_flex; k++)
		if (pmsi_group_here(s, &s->g[cx->flex[k]]))
			return k;
	return -1;
}

static bool needs_rotation_by_count(const struct pms_sim *s, const struct ctxlists *cx)
{
	for (int k = 0; k < cx->n_pinned; k++)
		if (s->g[cx->pinned[k]].state != G_ACTIVE)
			return true;
	for (int k = 0; k < cx->n_flex; k++)
		if (s->g[cx->flex[k]].state != G_ACTIVE)
			return true;
	return false;
}

/* perf_rotate_context(); returns whether the timer stays armed. */
static bool rotate(struct pms_sim *s)
{
	struct ctxlists *task = s->task_on ? &s->task : NULL;
	int cpu_k = -1, task_k = -1;
	bool cpu_rot, task_rot;

	if (!kv_ge(s, PMS_KVER_RC(4, 17, 1))) {
		cpu_rot = needs_rotation_by_count(s, &s->cpu);
		task_rot = task && needs_rotation_by_count(s, task);
		if (!cpu_rot && !task_rot)
			return false;
		ctx_sched_out(s, &s->cpu, false);
		if (task)
			ctx_sched_out(s, task, false);
		if (s->cpu.n_flex)
			rotate_to_tail(s->cpu.flex, s->cpu.n_flex, 0);
		if (task && task->n_flex)
			rotate_to_tail(task->flex, task->n_flex, 0);
		sched_in_all(s);
		return true;
	}
	if (!kv_ge(s, PMS_KVER_RC(5, 3, 1))) {
		/* 4.17-5.2: counting test, first active group only */
		cpu_rot = needs_rotation_by_count(s, &s->cpu);
		task_rot = task && needs_rotation_by_count(s, task);
		if (!cpu_rot && !task_rot)
			return false;
		if (task_rot)
			task_k = first_active(s, task);
		if (cpu_rot)
			cpu_k = first_active(s, &s->cpu);
	} else {
		/*
		 * 5.3+: rotate_necessary (fd7d55172d1e).  Until the fallback of
		 * 7fa343b7fdc4 (5.4-rc3) an inactive context rotates nothing and
		 * keeps its flag, so the stall of 4.17 persists.
		 */
		bool fallback = kv_ge(s, PMS_KVER_RC(5, 4, 3));

		cpu_rot = s->cpu.rotate_necessary;
		task_rot = task && task->rotate_necessary;
		if (!cpu_rot && !task_rot)
			return false;
		if (task_rot) {
			task_k = first_active(s, task);
			if (task_k < 0 && fallback)
				task_k = fallback_group(s, task);
		}
		if (cpu_rot) {
			cpu_k = first_active(s, &s->cpu);
			if (cpu_k < 0 && fallback)
				cpu_k = fallback_group(s, &s->cpu);
		}
	}
	if (task_k >= 0 || (task && cpu_k >= 0))
		ctx_sched_out(s, task, false);
	if (cpu_k >= 0)
		ctx_sched_out(s, &s->cpu, false);
	if (task_k >= 0)
		rotate_to_tail(task->flex, task->n_flex, task_k);
	if (cpu_k >= 0)
		rotate_to_tail(s->cpu.flex, s->cpu.n_flex, cpu_k);
	if (task_k >= 0 || cpu_k >= 0)
		sched_in_all(s);
	return true;
}

/* Context switch in of the monitored task (perf_event_context_sched_in). */
static void task_switch_in(struct pms_sim *s)
{
	s->task_on = true;
	/* CPU flexible groups make way for task pinned ones; before ~4.14 they
	 * were always scheduled out and back in (approx., not verified) */
	if (s->task.n_pinned || !kv_ge(s, PMS_KVER_RC(4, 14, 1)))
		ctx_sched_out(s, &s->cpu, false);
	sched_in_all(s);
}

static void task_switch_out(struct pms_sim *s)
{
	ctx_sched_out(s, &s->task, true);
	s->task_on = false;
}

/* ------------------------------------------------------------------ */
/* time                                                                */

static bool ctx_in(const struct pms_sim *s, const struct sgroup *g)
{
	return g->cpu_ctx || s->task_on;
}

static void advance(struct pms_sim *s, uint64_t to)
{
	uint64_t d = to - s->now;

	for (int gi = 0; gi < s->n_groups; gi++) {
		const struct sgroup *g = &s->g[gi];

		if (!ctx_in(s, g) || g->state < G_INACTIVE)
			continue;
		PMSI_MEMBERS(g, i) {
			struct sev *e = &s->e[i];

			if (!e->opened)
				continue;
			e->enabled += d;
			if (g->state != G_ACTIVE)
				continue;
			e->running += d;
			/* the counters it ran on once the transactions settled */
			if (d && e->hw && e->cur >= 0) {
				e->counters |= pmsi_ev_counters(s, e, e->cur);
				if (i == s->wd_event && e->cur < 64)
					s->wd_ns[e->cur] += d;
			}
		}
	}
	s->now = to;
}

/* The counter each user event holds now: a counter bit, -1, or -2 for a
 * software event that is counting. */
static void snapshot(const struct pms_sim *s, int8_t *row)
{
	for (int i = 0; i < s->n_user; i++) {
		const struct sgroup *g = &s->g[s->e[i].group];
		bool on = g->state == G_ACTIVE && ctx_in(s, g) && s->e[i].opened;

		if (s->e[i].hw)
			row[i] = (int8_t)(on ? s->e[i].cur : NO_CTR);
		else
			row[i] = (int8_t)(on ? -2 : NO_CTR);
	}
}

static int8_t watchdog_now(const struct pms_sim *s)
{
	if (s->wd_group < 0 || s->g[s->wd_group].state != G_ACTIVE)
		return NO_CTR;
	return (int8_t)s->e[s->wd_event].cur;
}

/* Start a new recorded interval at @start unless nothing changed. */
static void record(struct pms_sim *s, uint64_t start)
{
	unsigned k = s->n_iv;
	size_t w = (size_t)s->n_user;
	int8_t wd = watchdog_now(s);

	snapshot(s, s->scratch);
	if (k && s->iv_task[k - 1] == s->task_on && s->iv_wd[k - 1] == wd &&
	    !memcmp(s->iv_ctr + (size_t)(k - 1) * w, s->scratch, w))
		return;
	if (k == s->cap_iv) {
		int rc = pmsi_record_reserve(s, 1, false);

		if (rc) {
			s->rec_err = rc;
			return;
		}
	}
	s->iv_start[k] = start;
	s->iv_end[k] = start;
	s->iv_task[k] = s->task_on;
	s->iv_wd[k] = wd;
	s->iv_pmu[k] = (int8_t)(s->task_on ? s->cpu_pmu : -1);
	memcpy(s->iv_ctr + (size_t)k * w, s->scratch, w);
	s->n_iv++;
}

/* ------------------------------------------------------------------ */
/* perf stat's view                                                    */

/*
 * Why perf reads nothing for opened event @i, or 0: a group in ERROR reads
 * EOF; from 4.13-rc1 perf stat reads a group at once (PERF_FORMAT_GROUP)
 * and a member that did not open makes the count of values disagree, so
 * every read of the group fails, the -I ones too.
 */
int pmsi_sim_unreadable(const struct pms_sim *s, int i)
{
	const struct sgroup *g = &s->g[s->e[i].group];
	bool missing = false;

	if (g->state == G_ERROR)
		return 1;
	PMSI_MEMBERS(g, j)
		missing |= !s->e[j].opened;
	return s->perf_version >= PMS_KVER_RC(4, 13, 1) && g->n > 1 && missing ? 2 : 0;
}

void pmsi_sim_results(struct pms_sim *s)
{
	for (int i = 0; i < s->n_user; i++) {
		struct sev *e = &s->e[i];
		struct pms_ev_result *r = &s->res[i];
		const struct sgroup *g = &s->g[e->group];
		int unread;

		r->sched_enabled_ns = e->enabled;
		r->sched_running_ns = e->running;
		r->counters = e->counters;
		r->why = e->why;
		r->n_tried = g->tried;
		r->n_failed = g->failed;
		r->n_skipped = g->skipped;
		r->blocked_by = g->skipped && g->skipped_by >= 0 && g->skipped_by != s->wd_group ?
				s->g[g->skipped_by].first : -1;
		r->reason = e->reason;
		r->xreg = (e->why & PMS_WHY_EXTRA_REG) ? e->xr_fail : -1;
		r->xreg_holder = (e->why & PMS_WHY_EXTRA_REG) ? e->xr_holder : -1;
		r->sampling = e->sampling;
		r->ibs = e->ibs;
		r->weak_reset = e->weak_by;
		r->guest_fallback = e->guest_fb;
		r->leader = g->first;
		if (!e->opened) {
			r->status = PMS_ST_NOT_SUPPORTED;
			continue;
		}
		r->enabled_ns = e->enabled;
		r->running_ns = e->running;
		unread = pmsi_sim_unreadable(s, i);
		if (unread)
			r->enabled_ns = r->running_ns = 0;
		if (unread == 2)
			r->why |= PMS_WHY_GROUP_READ;
		if (r->running_ns == 0 || r->enabled_ns == 0) {
			r->status = PMS_ST_NOT_COUNTED;
			r->print_percent = r->running_ns != r->enabled_ns;
		} else {
			r->status = PMS_ST_COUNTED;
			r->print_percent = r->running_ns != r->enabled_ns;
		}
		r->percent = r->enabled_ns ? 100.0 * (double)r->running_ns / (double)r->enabled_ns : 0;
		if (r->running_ns == 0 && r->enabled_ns && g->tried == 0 &&
		    !(r->why & (PMS_WHY_OTHER_CORE | PMS_WHY_MIXED_PMUS | PMS_WHY_FILTERED)))
			r->why |= PMS_WHY_NO_ROTATION;
	}
}

/* ------------------------------------------------------------------ */

/*
 * The list's groups, in the order of their leaders.  A member that
 * builtin-stat.c evlist__check_cpu_maps() took out of its group leaves a
 * gap: such a group's members are listed in gmem (sgroup.mem), at its
 * leader's index, inside its range (members follow their leader).
 */
static int build_groups(struct pms_sim *s, struct pms_diag *d)
{
	int n_groups = pms_evlist_n_groups(s->ev), gi = 0;

	(void)d;
	for (int at = 0; at < s->n_user && gi < n_groups; at++) {
		struct sgroup *g;
		struct pms_event_info info, mi;
		int n = 1;
		bool gap = false;

		pms_evlist_event(s->ev, at, &info);
		if (!info.is_leader)
			continue;
		g = &s->g[gi++];
		g->first = at;
		g->mem = NULL;
		for (int k = at + 1; k < s->n_user && n < info.group_size; k++) {
			pms_evlist_event(s->ev, k, &mi);
			gap |= mi.leader != at;
			n += mi.leader == at;
		}
		if (n != info.group_size)
			return PMS_EINVAL;
		g->n = n;
		if (gap && n > 1) {	/* only such a group writes gmem */
			s->gmem[at] = at;
			for (int k = at + 1, m = 1; m < n; k++) {
				pms_evlist_event(s->ev, k, &mi);
				if (mi.leader == at)
					s->gmem[at + m++] = k;
			}
			g->mem = &s->gmem[at];
		}
		g->pinned = info.pinned;
		g->exclusive = info.exclusive;
		g->cpu_ctx = s->system_wide;
		g->state = G_INACTIVE;
		g->skipped_by = -1;
	}
	s->n_groups = n_groups;
	for (int i = 0; i < s->n_user; i++)
		s->e[i].weak_by = -1;
	return gi == n_groups ? PMS_OK : PMS_EINVAL;
}

static void list_group(struct pms_sim *s, int gi)
{
	struct sgroup *g = &s->g[gi];
	struct ctxlists *cx = g->cpu_ctx ? &s->cpu : &s->task;

	if (!g->has_hw)
		s->sw_groups[s->n_sw++] = gi;
	else if (g->pinned)
		cx->pinned[cx->n_pinned++] = gi;
	else
		cx->flex[cx->n_flex++] = gi;
}

/*
 * Lists in group_index order: the watchdog was created at boot, first;
 * then the list in order, except that a reset weak group's pieces are
 * opened in perf's second pass, after every other group, in list order
 * (__run_perf_stat(), builtin-stat.c 6.1, 6.12).
 */
static void add_to_lists(struct pms_sim *s)
{
	if (s->wd_group >= 0)
		s->cpu.pinned[s->cpu.n_pinned++] = s->wd_group;
	for (int gi = 0; gi < s->n_groups; gi++)
		if (gi != s->wd_group && !s->g[gi].reopened)
			list_group(s, gi);
	for (int i = 0; i < s->n_user; i++) {
		int gi = s->e[i].group;

		if (gi != s->wd_group && s->g[gi].reopened && s->g[gi].first == i)
			list_group(s, gi);
	}
}

/* The NMI watchdog: a CPU-pinned cycles event created at boot. */
static void add_watchdog(struct pms_sim *s)
{
	struct pms_hwev hw = { 0 };
	uint64_t cfg;
	struct sev *e = &s->e[s->n_user];
	struct sgroup *g = &s->g[s->n_groups];

	if (!s->env.nmi_watchdog)
		return;
	if (s->arm) {
		if (!pmsi_arm_watchdog(s, e))
			return;
	} else if (pms_model_generic(s->m, &s->env, PMS_HW_CPU_CYCLES, &cfg)) {
		return;
	} else {
		hw.config = cfg;
		pms_model_constraint(s->m, &s->env, &hw, &e->c);
	}
	e->group = s->n_groups;
	e->hw = e->opened = true;
	e->prev = e->cur = NO_CTR;
	e->xr = e->xr_idx = -1;		/* cycles needs no extra register */
	/* a CPU-bound legacy event: cpu_core refuses another type's CPU
	 * (x86_pmu_event_init, -ENOENT) and perf_init_event() tries the next
	 * PMU, so each CPU's watchdog sits on its own type's PMU (6.1, 6.12) */
	e->pmu = (int8_t)s->cpu_pmu;
	g->pmu = (int8_t)s->cpu_pmu;
	g->first = s->n_user;
	g->n = 1;
	g->pinned = true;
	g->cpu_ctx = true;
	g->has_hw = true;
	g->state = G_INACTIVE;
	s->wd_event = s->n_user;
	s->wd_group = s->n_groups;
	s->n_ev = s->n_user + 1;
	s->n_groups++;
}

void pmsi_sim_destroy(struct pms_sim *s)
{
	if (!s)
		return;
	pmsi_uncore_destroy(s);
	pmsi_free(s->e);
	pmsi_free(s->g);
	pmsi_free(s->gmem);
	pmsi_free(s->cpu.pinned);
	pmsi_free(s->cpu.flex);
	pmsi_free(s->task.pinned);
	pmsi_free(s->task.flex);
	pmsi_free(s->sw_groups);
	pmsi_free(s->iv_start);
	pmsi_free(s->iv_end);
	pmsi_free(s->iv_task);
	pmsi_free(s->iv_ctr);
	pmsi_free(s->iv_wd);
	pmsi_free(s->iv_pmu);
	pmsi_free(s->scratch);
	pmsi_free(s->seg);
	pmsi_fold_destroy(s);
	pmsi_free(s->res);
	pmsi_free(s->g_on);
	pmsi_free(s->g_off);
	pmsi_free(s);
}

PMS_API void pms_sim_free(struct pms_sim *s)
{
	pmsi_sim_destroy(s);
}

/* The machine both pms_simulate() and pms_fit_new() model. */
static void init_machine(struct pms_sim *s, const struct pms_evlist *ev,
			 const struct pms_sim_opts *o)
{
	s->ev = ev;
	s->plat = pms_evlist_model(ev);
	pmsi_env_take(&s->env, &o->env, NULL);	/* checked by the callers */
	s->kver = o->env.kver ? o->env.kver : PMS_KVER_NEWEST;
	s->env.kver = s->kver;
	s->perf_version = pms_perf_version_for(o->perf_version, s->kver);
	s->era = pms_assign_era_of(s->kver);
	s->n_pmus = (int)pms_model_n_pmus(s->plat);
	if (s->n_pmus > PMS_MAX_CORE_PMUS)
		s->n_pmus = PMS_MAX_CORE_PMUS;
	s->hybrid = s->n_pmus > 1;
	for (int k = 0; k < s->n_pmus; k++) {
		struct pmuinfo *pi = &s->pmu[k];

		pi->m = pms_model_pmu(s->plat, (size_t)k);
		pi->n_gp = pms_model_n_gp(pi->m, &s->env);
		pi->n_fixed = pms_model_n_fixed(pi->m);
		pi->n_metrics = pms_model_n_metrics(pi->m);
		pi->rules = pmsi_model_rules(pi->m, &s->env);
	}
	pmsi_arm_init(s);
	s->cpu_pmu = 0;
	s->arm = s->pmu[0].is_arm;
	s->m = s->pmu[0].m;
	s->n_gp = s->pmu[0].n_gp;
	s->n_fixed = s->pmu[0].n_fixed;
	s->n_metrics = s->pmu[0].n_metrics;
	s->rules = s->pmu[0].rules;
	s->system_wide = o->system_wide;
	s->record = o->record;
	s->hybrid_merge = o->hybrid_merge;
	s->sample_period = o->sample_period;
	s->sample_freq = o->sample_freq;
}

#define MAX_CELLS (UINT64_C(1) << 24)	/* stored interval x event cells (16M) */
#define REC_START 256			/* stored intervals allocated at first */

#ifdef PMS_TEST_HOOKS
static int unfolded;	/* pmsi_sim_test_unfolded() */
static uint64_t max_cells = MAX_CELLS;	/* pmsi_sim_test_max_cells() */

uint64_t pmsi_sim_test_max_cells(uint64_t cells)
{
	uint64_t was = max_cells;

	max_cells = cells ? cells : MAX_CELLS;
	return was;
}

int pmsi_sim_test_unfolded(int on)
{
	int was = unfolded;

	unfolded = on;
	return was;
}
#else
#define unfolded 0
#define max_cells MAX_CELLS
#endif

/* The per-run arrays: events, groups, context lists, the schedule record. */
static int alloc_arrays(struct pms_sim *s, int n, int groups)
{
	uint64_t cap = s->cap_iv;

	s->e = pmsi_calloc((size_t)n + 1, sizeof(*s->e));
	s->g = pmsi_calloc((size_t)groups + 1, sizeof(*s->g));
	s->gmem = pmsi_calloc((size_t)n + 1, sizeof(int));
	s->cpu.pinned = pmsi_calloc((size_t)groups + 1, sizeof(int));
	s->cpu.flex = pmsi_calloc((size_t)groups + 1, sizeof(int));
	s->task.pinned = pmsi_calloc((size_t)groups + 1, sizeof(int));
	s->task.flex = pmsi_calloc((size_t)groups + 1, sizeof(int));
	s->sw_groups = pmsi_calloc((size_t)groups + 1, sizeof(int));
	s->iv_start = pmsi_calloc(cap, sizeof(uint64_t));
	s->iv_end = pmsi_calloc(cap, sizeof(uint64_t));
	s->iv_task = pmsi_calloc(cap, sizeof(bool));
	s->iv_ctr = pmsi_calloc(cap * (uint64_t)(n ? n : 1), 1);
	s->iv_wd = pmsi_calloc(cap, 1);
	s->iv_pmu = pmsi_calloc(cap, 1);
	s->res = pmsi_calloc((size_t)n + 1, sizeof(*s->res));
	s->scratch = pmsi_calloc((size_t)n + 1, 1);
	s->seg = pmsi_calloc(s->cap_seg, sizeof(*s->seg));
	return !s->seg || !s->e || !s->g || !s->gmem || !s->cpu.pinned || !s->cpu.flex || !s->task.pinned ||
	       !s->task.flex || !s->sw_groups || !s->iv_start || !s->iv_end || !s->iv_task ||
	       !s->iv_ctr || !s->iv_wd || !s->iv_pmu || !s->res || !s->scratch;
}

/* The next enable or disable of a group (pms_sim_opts.enable_ns), T_INF none. */
static uint64_t next_toggle(const struct pms_sim *s)
{
	uint64_t t = T_INF;

	for (int gi = 0; s->g_on && gi < s->n_groups; gi++) {
		if (s->g_on[gi] < t)
			t = s->g_on[gi];
		if (s->g_off[gi] < t)
			t = s->g_off[gi];
	}
	return t;
}

/*
 * perf's ioctls due by now, in list order: an enable sets the group
 * inactive and reschedules its context as __perf_event_enable() ->
 * ctx_resched() does (the context's flexible groups out, the pinned ones
 * too for a pinned group, then perf_event_sched_in()); a disable takes
 * the group off its counters and sets it off (__perf_event_disable():
 * group_sched_out(), no reschedule: a freed counter waits for the next
 * rotation).
 */
static void toggle(struct pms_sim *s)
{
	for (int gi = 0; gi < s->n_groups; gi++) {
		struct sgroup *g = &s->g[gi];

		if (s->g_on[gi] <= s->now) {
			s->g_on[gi] = T_INF;
			if (g->state != G_OFF)
				continue;
			g->state = g->has_hw ? G_INACTIVE : G_ACTIVE;
			if (!g->has_hw || (!g->cpu_ctx && !s->task_on))
				continue;
			if (s->task_on)
				ctx_sched_out(s, &s->task, g->pinned);
			if (g->cpu_ctx || g->pinned)
				ctx_sched_out(s, &s->cpu, g->pinned && g->cpu_ctx);
			sched_in_all(s);
		}
	}
	for (int gi = 0; gi < s->n_groups; gi++) {
		struct sgroup *g = &s->g[gi];

		if (s->g_off[gi] <= s->now && s->g_on[gi] == T_INF) {
			s->g_off[gi] = T_INF;
			if (g->state == G_ACTIVE)
				group_sched_out(s, g);
			if (g->state == G_INACTIVE || g->state == G_ACTIVE)
				g->state = G_OFF;
		}
	}
}

/*
 * A late handler's run is over (pms_sim_opts.late_ns): the expiry moves by
 * whole intervals to the first grid point after now (hrtimer_forward_now()
 * from perf_mux_hrtimer_handler(), kernel/time/hrtimer.c, kernel/events/
 * core.c 6.1, 6.12, 7.3).  The grid points it passed never run: the missed
 * expiries listed for them are spent.
 */
static uint64_t grid_after(struct pms_sim *s)
{
	uint64_t k = (s->now - s->phase) / s->interval, last = s->phase + k * s->interval;

	while (s->i_missed < s->n_missed && s->missed[s->i_missed] <= last)
		s->i_missed++;
	return last + s->interval;
}

/*
 * The expiry due now is handled late (pms_sim_opts.late_ns): its handler
 * runs late_by later; nothing rotates until then.
 */
static bool late_due(struct pms_sim *s)
{
	uint64_t by = 0;

	if (s->i_late >= s->n_late || s->late[s->i_late] > s->now || s->now < s->phase)
		return false;
	while (s->i_late < s->n_late && s->late[s->i_late] <= s->now) {
		by = s->late_by ? s->late_by[s->i_late] : 0;
		s->i_late++;
	}
	s->next_expiry = s->now + by;
	s->late_now = true;
	return true;
}

/* The run: mux timer expiries and workload phase changes until the end. */
static int run_timeline(struct pms_sim *s, const struct pms_phase *ph, unsigned n_ph)
{
	uint64_t total = s->duration;
	unsigned pi = 0;
	uint64_t phase_end = ph[0].ns;
	int rc = PMS_OK;

	pmsi_fold_phase(s);
	while (s->now < total && !rc && !s->rec_err) {
		uint64_t next = phase_end, mark = next_toggle(s);
		bool expiry = false;

		if (s->timer_active && s->next_expiry < next) {
			next = s->next_expiry;
			expiry = true;
		}
		if (mark < next) {
			next = mark;
			expiry = false;
		}
		if (next > total)
			next = total;
		advance(s, next);
		if (s->n_iv)
			s->iv_end[s->n_iv - 1] = next;
		if (s->now >= total)
			break;
		if (next == mark && !expiry) {
			toggle(s);
			pmsi_fold_phase(s);
			record(s, s->now);
			continue;
		}
		if (expiry && !s->late_now && s->i_missed < s->n_missed &&
		    s->missed[s->i_missed] <= s->now) {
			/* handled at the next grid point: no rotation now */
			while (s->i_missed < s->n_missed && s->missed[s->i_missed] <= s->now)
				s->i_missed++;
			s->next_expiry += s->interval;
			pmsi_fold_phase(s);
			continue;
		}
		if (expiry && !s->late_now && late_due(s)) {
			pmsi_fold_phase(s);
			continue;
		}
		if (expiry) {
			bool tick_era = !kv_ge(s, PMS_KVER_RC(3, 11, 1));
			uint64_t bound = phase_end < total ? phase_end : total;
			uint64_t nx = s->late_now ? grid_after(s) : s->next_expiry + s->interval;

			s->late_now = false;
			if (mark < bound)
				bound = mark;
			if (s->i_missed < s->n_missed && s->missed[s->i_missed] < bound)
				bound = s->missed[s->i_missed];
			if (s->i_late < s->n_late && s->late[s->i_late] < bound)
				bound = s->late[s->i_late];
			/* before 3.11 the tick stops while the CPU idles */
			if (tick_era && !s->task_on && !s->system_wide) {
				s->next_expiry = nx;
			} else if (rotate(s)) {
				s->next_expiry = nx;
			} else if (tick_era) {
				s->next_expiry = nx;
			} else {
				s->timer_active = false;
			}
			record(s, s->now);
			rc = pmsi_fold_step(s, bound);
			continue;
		} else {
			pi++;
			if (pi < n_ph) {
				if (ph[pi].run && !s->task_on)
					task_switch_in(s);
				else if (!ph[pi].run && s->task_on && !s->system_wide)
					task_switch_out(s);
				else if (!ph[pi].run)
					s->task_on = false;
				phase_end += ph[pi].ns;
			} else {
				phase_end = total;
			}
			pmsi_fold_phase(s);
		}
		record(s, s->now);
	}
	if (s->n_iv)
		s->iv_end[s->n_iv - 1] = total;
	return s->rec_err ? s->rec_err : rc;
}

/*
 * Each group's enable and disable time (pms_sim_opts.enable_ns): the
 * list's k-th group's, for the groups the open made of it (a reset weak
 * group's pieces keep their leader's).  Groups enabled later start off.
 * @extra: the time the disables add after the workload's end.
 */
static int skew_setup(struct pms_sim *s, const struct pms_sim_opts *o, uint64_t extra,
		      struct pms_diag *d)
{
	unsigned n_list = (unsigned)pms_evlist_n_groups(s->ev);
	uint64_t work = s->duration - extra;

	s->missed = o->missed_ns;
	s->n_missed = o->missed_ns ? o->n_missed : 0;
	for (unsigned k = 1; k < s->n_missed; k++)
		if (s->missed[k] < s->missed[k - 1])
			return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0,
					 "missed expiry %u (%llu ns) before the one before it", k + 1,
					 (unsigned long long)s->missed[k]);
	s->late = o->late_ns;
	s->late_by = o->late_by_ns;
	s->n_late = o->late_ns ? o->n_late : 0;
	for (unsigned k = 0; k < s->n_late; k++)
		if ((k && s->late[k] < s->late[k - 1]) ||
		    (s->late_by && s->late_by[k] > PMS_SIM_MAX_LATE_NS))
			return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "late expiry %u (%llu ns + "
					 "%llu ns) %s", k + 1, (unsigned long long)s->late[k],
					 (unsigned long long)(s->late_by ? s->late_by[k] : 0),
					 s->late[k] < s->late[k ? k - 1 : 0] ?
					 "before the one before it" : "later than 1 s");
	if (!o->n_skew || (!o->enable_ns && !o->disable_ns))
		return PMS_OK;
	if (o->n_skew != n_list)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0,
				 "%u enable/disable times for a list of %u groups", o->n_skew,
				 n_list);
	s->g_on = pmsi_calloc((size_t)s->n_groups + 1, sizeof(uint64_t));
	s->g_off = pmsi_calloc((size_t)s->n_groups + 1, sizeof(uint64_t));
	if (!s->g_on || !s->g_off)
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	for (int gi = 0; gi < s->n_groups; gi++) {
		struct pms_event_info info;
		unsigned ord = 0;
		uint64_t on, off;

		s->g_on[gi] = s->g_off[gi] = T_INF;
		if (gi == s->wd_group)
			continue;
		pms_evlist_event(s->ev, s->g[gi].first, &info);
		for (int i = 0; i < info.leader && i < s->n_user; i++) {
			struct pms_event_info li;

			pms_evlist_event(s->ev, i, &li);
			ord += li.is_leader;
		}
		if (ord >= n_list)
			continue;
		on = o->enable_ns ? o->enable_ns[ord] : 0;
		off = work + (o->disable_ns ? o->disable_ns[ord] : 0);
		if (on >= off)
			return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0,
					 "group %u enabled at %llu ns, after the run's end", ord + 1,
					 (unsigned long long)on);
		if (on) {
			s->g_on[gi] = on;
			if (s->g[gi].state == G_INACTIVE)
				s->g[gi].state = G_OFF;
		}
		if (off < s->duration)
			s->g_off[gi] = off;
	}
	return PMS_OK;
}

/* Make @s simulate the CPU of core type @k (its PMU's counters and rules). */
static void set_cpu(struct pms_sim *s, int k)
{
	s->cpu_pmu = k;
	s->arm = s->pmu[k].is_arm;
	s->m = s->pmu[k].m;
	s->n_gp = s->pmu[k].n_gp;
	s->n_fixed = s->pmu[k].n_fixed;
	s->n_metrics = s->pmu[k].n_metrics;
	s->rules = s->pmu[k].rules;
}

int pmsi_sim_cpu(const struct pms_evlist *ev, const struct pms_sim_opts *o,
		 const struct pms_phase *ph, unsigned n_ph, int cpu_pmu, struct pms_sim **out,
		 struct pms_diag *d)
{
	struct pms_sim *s;
	struct pms_env env;
	uint64_t total = 0, cap, late = 0;
	int rc, n, groups;

	*out = NULL;
	if (pmsi_env_take(&env, &o->env, d))
		return PMS_EINVAL;
	s = pmsi_calloc(1, sizeof(*s));
	if (!s)
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	init_machine(s, ev, o);
	set_cpu(s, cpu_pmu);
	s->interval = o->mux_interval_ns ? o->mux_interval_ns : 4000000;
	s->phase = o->timer_phase_ns % s->interval;
	s->wd_event = s->wd_group = -1;
	for (unsigned i = 0; i < n_ph; i++)
		total += ph[i].ns;
	/* perf's disables (pms_sim_opts.disable_ns) come after the workload */
	for (unsigned k = 0; o->disable_ns && k < o->n_skew; k++)
		if (o->disable_ns[k] > late)
			late = o->disable_ns[k];
	total += late;
	s->duration = total;
	n = pms_evlist_count(ev);
	groups = pms_evlist_n_groups(ev);
	s->n_user = s->n_ev = n;
	/* an interval per expiry, phase change and ioctl of perf's */
	cap = total / s->interval + 2 * (uint64_t)n_ph + 4 +
	      2 * (uint64_t)(o->enable_ns || o->disable_ns ? o->n_skew : 0);
	if (cap > PMS_SIM_MAX_INTERVALS) {
		rc = pmsi_diag(d, PMS_ELIMIT, PMS_NOPOS, 0,
			       "%llu mux intervals in one run: more than %u (the attempt counts "
			       "are 32-bit)", (unsigned long long)cap, PMS_SIM_MAX_INTERVALS);
		pmsi_hint(d, "shorten --duration or lengthen --mux-interval");
		goto fail;
	}
	/* the record keeps a prefix, a period and a tail per phase: it starts
	 * small and grows, never past what the run has or a bounded number
	 * of cells */
	s->rec_whole = cap * (uint64_t)(n ? n : 1) <= max_cells;
	if (!s->rec_whole)
		cap = max_cells / (uint64_t)(n ? n : 1);
	s->max_iv = (unsigned)cap;
	s->cap_iv = (unsigned)(cap < REC_START ? cap : REC_START);
	s->cap_seg = n_ph + 1;
	s->fold = !unfolded;
	/* a reset weak group becomes up to one group per event */
	if (alloc_arrays(s, n, groups > n ? groups : n)) {
		rc = pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
		goto fail;
	}
	rc = build_groups(s, d);
	if (rc)
		goto fail;
	rc = pmsi_sim_open(s, d);
	if (rc)
		goto fail;
	add_watchdog(s);
	if (o->sibling && (!s->hybrid || cpu_pmu == 0)) {
		rc = pmsi_sim_sibling(s, o->sibling, d);
		if (rc)
			goto fail;
	}
	add_to_lists(s);
	rc = skew_setup(s, o, late, d);
	if (rc)
		goto fail;
	if (pmsi_fold_alloc(s)) {
		rc = pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
		goto fail;
	}

	/* boot: the watchdog is on before anything else */
	s->task_on = false;
	if (s->wd_group >= 0)
		group_sched_in(s, &s->g[s->wd_group]);
	/* t = 0: exec enables the task's events (or -a enables the CPU's) */
	s->task_on = ph[0].run;
	if (s->system_wide) {
		sched_in_all(s);
	} else if (s->task_on) {
		if (s->task.n_pinned)
			ctx_sched_out(s, &s->cpu, false);
		sched_in_all(s);
	}
	for (int k = 0; k < s->n_sw; k++)
		if (s->g[s->sw_groups[k]].state != G_OFF)
			s->g[s->sw_groups[k]].state = G_ACTIVE;
	if (s->era <= PMS_ERA_WEIGHT || !kv_ge(s, PMS_KVER_RC(3, 11, 1)))
		timer_restart(s);	/* the scheduler tick rotated before 3.11 */
	record(s, 0);
	rc = run_timeline(s, ph, n_ph);
	if (rc == PMS_ENOMEM) {
		rc = pmsi_diag(d, rc, PMS_NOPOS, 0, "out of memory");
		goto fail;
	} else if (rc) {
		rc = pmsi_diag(d, rc, PMS_NOPOS, 0,
			       "no repeating schedule found within %llu mux timer expiries "
			       "(%u intervals kept): the scheduling state does not come back",
			       (unsigned long long)s->steps, s->n_iv);
		pmsi_hint(d, "shorten --duration or lengthen --mux-interval");
		goto fail;
	}
	pmsi_fold_finish(s);
	pmsi_fold_destroy(s);
	*out = s;
	return PMS_OK;
fail:
	pmsi_sim_destroy(s);
	return rc;
}

/* What an older caller's missing fields read as: zero, and the defaults of
 * the embedded struct pms_env. */
static const struct pms_sim_opts sim_opts_default = {
	.sz = sizeof(struct pms_sim_opts), .env = PMS_ENV_DEFAULT
};

PMS_API int pms_simulate(const struct pms_evlist *ev, const struct pms_sim_opts *uo,
			 struct pms_sim **out, struct pms_diag *d)
{
	struct pms_sim_opts oc;
	const struct pms_sim_opts *o = &oc;
	struct pms_phase busy;
	const struct pms_phase *ph;
	uint64_t total = 0;
	unsigned n_ph;
	int rc;

	if (!ev || !uo || !out)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "missing argument");
	*out = NULL;
	oc = sim_opts_default;
	if (pmsi_sz_copy(&oc, sizeof(oc), uo, "struct pms_sim_opts", d))
		return PMS_EINVAL;
	if (o->mux_interval_ns && o->mux_interval_ns < 1000000)
		return pmsi_diag(d, PMS_ERANGE, PMS_NOPOS, 0,
				 "mux interval %llu ns is below the kernel's minimum of 1 ms",
				 (unsigned long long)o->mux_interval_ns);
	memset(&busy, 0, sizeof(busy));
	busy.run = true;
	busy.ns = o->duration_ns ? o->duration_ns : 1000000000;
	ph = o->phases && o->n_phases ? o->phases : &busy;
	n_ph = o->phases && o->n_phases ? o->n_phases : 1;
	if (n_ph > PMS_SIM_MAX_PHASES)
		return pmsi_diag(d, PMS_ELIMIT, PMS_NOPOS, 0, "more than %u workload phases",
				 PMS_SIM_MAX_PHASES);
	for (unsigned i = 0; i < n_ph; i++) {
		if (ph[i].ns > (UINT64_C(1) << 62) - total)
			return pmsi_diag(d, PMS_ELIMIT, PMS_NOPOS, 0, "workload longer than 2^62 ns");
		total += ph[i].ns;
	}
	if (pms_model_is_hybrid(pms_evlist_model(ev)))
		return pmsi_sim_hybrid(ev, o, ph, n_ph, out, d);
	rc = pmsi_sim_cpu(ev, o, ph, n_ph, 0, out, d);
	if (rc == PMS_OK && pmsi_uncore_run(*out)) {
		pmsi_sim_destroy(*out);
		*out = NULL;
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	}
	if (rc == PMS_OK)
		pmsi_sim_results(*out);
	return rc;
}

PMS_API int pms_sim_n_events(const struct pms_sim *s) { return s->n_user; }
PMS_API uint64_t pms_sim_duration_ns(const struct pms_sim *s) { return s->duration; }
PMS_API uint64_t pms_sim_mux_interval_ns(const struct pms_sim *s) { return s->interval; }
PMS_API const struct pms_env *pms_sim_env(const struct pms_sim *s) { return &s->env; }
PMS_API uint32_t pms_sim_perf_version(const struct pms_sim *s) { return s ? s->perf_version : 0; }
PMS_API uint64_t pms_sim_sibling_counters(const struct pms_sim *s) { return s->sib_counters; }
PMS_API const char *pms_sim_warning(const struct pms_sim *s) { return s->warning; }
PMS_API const char *pms_sim_watchdog_note(const struct pms_sim *s) { return s ? s->wd_note : NULL; }
PMS_API bool pms_sim_hybrid_merge(const struct pms_sim *s) { return s->hybrid_merge; }

PMS_API const struct pms_ev_result *pms_sim_result(const struct pms_sim *s, int i)
{
	return i >= 0 && i < s->n_user ? &s->res[i] : NULL;
}

PMS_API enum pms_ev_status pms_ev_printed_status(const struct pms_ev_result *r)
{
	if (!r)
		return PMS_ST_NOT_COUNTED;
	if (r->status == PMS_ST_NOT_SUPPORTED)
		return PMS_ST_NOT_SUPPORTED;
	/* printout(): "run == 0 || ena == 0" prints the bad count */
	return r->status == PMS_ST_COUNTED && r->running_ns && r->enabled_ns ? PMS_ST_COUNTED :
	       PMS_ST_NOT_COUNTED;
}

PMS_API int pms_sim_event_name(const struct pms_sim *s, const struct pms_evlist *ev, int i,
				bool merged, char *buf, size_t n)
{
	int rc = pms_evlist_display_name(ev, i, merged, buf, n);
	size_t len;
	const char *sep;

	if (rc || !s || i >= s->n_user || !s->res[i].guest_fallback)
		return rc;
	/* evsel__fallback(): ':' before the H unless the name has '/' or ':' */
	sep = strchr(buf, '/') || strchr(buf, ':') ? "" : ":";
	len = strlen(buf);
	snprintf(buf + len, n - len, "%sH", sep);
	return PMS_OK;
}

PMS_API int pms_sim_watchdog_counter(const struct pms_sim *s)
{
	int best = -1;

	for (int k = 0; s->wd_event >= 0 && k < 64; k++)
		if (s->wd_ns[k] && (best < 0 || s->wd_ns[k] > s->wd_ns[best]))
			best = k;
	return best;
}

PMS_API uint64_t pms_sim_sibling_blocked(const struct pms_sim *s, bool corrupting)
{
	if (!ht_erratum(s))
		return 0;	/* the threads' counters are independent */
	return (s->sib_excl | (corrupting ? s->sib_shared : 0)) & PMS_GP_MASK;
}

/* ------------------------------------------------------------------ */
/* slot feasibility                                                    */

struct pms_fit {
	struct pms_sim s;
	struct pms_constraint wd_c[PMS_MAX_CORE_PMUS];	/* each core type's watchdog */
};

PMS_API int pms_fit_new(const struct pms_evlist *ev, const struct pms_sim_opts *uo,
			struct pms_fit **out, struct pms_diag *d)
{
	struct pms_sim_opts oc;
	const struct pms_sim_opts *o = &oc;
	struct pms_fit *f;
	struct pms_sim *s;
	struct pms_env env;
	int n, rc;

	if (!ev || !uo || !out)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "missing argument");
	*out = NULL;
	oc = sim_opts_default;
	if (pmsi_sz_copy(&oc, sizeof(oc), uo, "struct pms_sim_opts", d))
		return PMS_EINVAL;
	if (pmsi_env_take(&env, &o->env, d))
		return PMS_EINVAL;
	f = pmsi_calloc(1, sizeof(*f));
	if (!f)
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	s = &f->s;
	init_machine(s, ev, o);
	n = pms_evlist_count(ev);
	s->n_user = s->n_ev = n;
	s->wd_event = s->wd_group = -1;
	s->e = pmsi_calloc((size_t)n + 1, sizeof(*s->e));
	s->g = pmsi_calloc(1, sizeof(*s->g));
	if (!s->e || !s->g) {
		rc = pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
		goto fail;
	}
	for (int i = 0; i < n; i++) {
		struct pms_event_info info;

		rc = pmsi_sim_resolve(s, i, &s->e[i], &info, d);
		if (rc)
			goto fail;
		s->e[i].group = -1;
	}
	add_watchdog(s);
	for (int k = 0; s->wd_event >= 0 && k < s->n_pmus; k++) {
		struct pms_hwev hw = { 0 };

		/* each type's CPU has its own watchdog on its own PMU */
		f->wd_c[k] = s->e[s->wd_event].c;
		if (pms_model_generic(s->pmu[k].m, &s->env, PMS_HW_CPU_CYCLES, &hw.config) == PMS_OK)
			pms_model_constraint(s->pmu[k].m, &s->env, &hw, &f->wd_c[k]);
	}
	if (o->sibling) {
		rc = pmsi_sim_sibling(s, o->sibling, d);
		if (rc)
			goto fail;
	}
	*out = f;
	return PMS_OK;
fail:
	pms_fit_free(f);
	return rc;
}

PMS_API void pms_fit_free(struct pms_fit *f)
{
	if (!f)
		return;
	pmsi_free(f->s.e);
	pmsi_free(f->s.g);
	pmsi_free(f);
}

PMS_API int pms_fit_event(const struct pms_fit *f, int i)
{
	const struct sev *e;

	if (!f || i < 0 || i >= f->s.n_user)
		return PMS_EINVAL;
	e = &f->s.e[i];
	if (!e->hw)
		return PMS_FIT_EV_SOFTWARE;
	return e->opened ? PMS_FIT_EV_CORE : PMS_FIT_EV_REFUSED;
}

PMS_API int pms_fit_watchdog(const struct pms_fit *f)
{
	return f && f->s.wd_event >= 0;
}

/*
 * One core PMU's share of a fit check: its events of @idx against its
 * counters and its CPU's watchdog (@pmu < 0: every core event, one PMU).
 */
static int fit_one(struct pms_fit *f, const int *idx, int n, unsigned flags, int pmu)
{
	struct pms_sim *s = &f->s;
	struct pms_assign_ev c[PMS_ASSIGN_MAX];
	struct pms_assign_problem p;
	int prev[PMS_ASSIGN_MAX], a[PMS_ASSIGN_MAX], n_metric = 0, gpmax;

	if (pmu >= 0) {
		set_cpu(s, pmu);
		if (s->wd_event >= 0)
			s->e[s->wd_event].c = f->wd_c[pmu];
	}
	if (s->arm)	/* armpmu_add() in order, no transaction (sim_arm.c) */
		return pmsi_arm_fit(s, idx, n, flags, pmu);
	s->n_evl = 0;
	if (s->wd_event >= 0)
		s->evl[s->n_evl++] = s->wd_event;
	for (int j = 0; j < n; j++) {
		const struct sev *e = &s->e[idx[j]];

		if (!e->hw || !e->opened || (pmu >= 0 && e->pmu != pmu))
			continue;
		n_metric += (e->c.flags & PMS_CF_METRIC) != 0;
		/* collect_events(): at most GP + fixed (+ metrics) events */
		if (s->n_evl >= s->n_gp + s->n_fixed + n_metric || s->n_evl >= PMS_ASSIGN_MAX)
			return PMS_FIT_NO;
		s->evl[s->n_evl++] = idx[j];
	}
	/* the extra registers, taken in order on a copy of the sibling's */
	{
		struct xregs xr = s->sib_xr;

		for (int j = 0; j < s->n_evl; j++) {
			struct sev e = s->e[s->evl[j]];

			if (e.xr >= 0 && !pmsi_xreg_skipped(s, &e) && pmsi_xreg_get(s, &xr, &e, true) < 0)
				return PMS_FIT_NO;
		}
	}
	build_problem(s, c, prev, &p, &gpmax);
	p.gpmax = gpmax;
	if (pms_assign_kernel(&p, a) == 0)
		return PMS_FIT_YES;
	if (!(flags & PMS_FIT_TELL_GREEDY))
		return PMS_FIT_NO;
	return pms_assign_exact(&p, NULL) == 1 ? PMS_FIT_GREEDY_MISS : PMS_FIT_NO;
}

/* On a hybrid each core PMU has its own counters: the events fit when
 * every PMU's share fits on it. */
PMS_API int pms_fit_check(struct pms_fit *f, const int *idx, int n, unsigned flags)
{
	int worst = PMS_FIT_YES;

	if (!f || n < 0 || (n && !idx) || (flags & ~PMS_FIT_TELL_GREEDY))
		return PMS_EINVAL;
	for (int j = 0; j < n; j++)
		if (idx[j] < 0 || idx[j] >= f->s.n_user)
			return PMS_EINVAL;
	if (!f->s.hybrid)
		return fit_one(f, idx, n, flags, -1);
	for (int k = 0; k < f->s.n_pmus; k++) {
		int r = fit_one(f, idx, n, flags, k);

		if (r == PMS_FIT_NO)
			return r;
		if (r == PMS_FIT_GREEDY_MISS)
			worst = r;
	}
	return worst;
}
