/*
 * The explanation (see pmusched/explain.h): what each kind of counter
 * offers against what the flexible events need, the rules in force, the
 * best share any grouping can reach, one cause per short event, who held
 * its counters, and (explain_fix.c) the changes that help.
 *
 * "Held all the time" is read off the recorded schedule: a counter the
 * watchdog, or a pinned group, holds in every scanned interval with the
 * task on.  An event's free mask is its static mask less those counters
 * and less what the HT sibling takes from it (pms_sim_sibling_blocked).
 *
 * The bound.  Over any schedule, the events whose free masks lie inside a
 * counter set M share its |M| counters, so their shares add up to at most
 * |M| and the lowest is at most |M| / need (a pair, or an arm64 chained
 * event that only general counters take, needs two).  Under the
 * HT erratum a thread uses at most gpmax GP counters while a corrupting
 * event is on the core; with x the time one is on, the sum is at most
 * |M| - (|M| - lim) x, and x is at least the lowest share (the corrupting
 * event is one of the events), so the lowest is at most
 * |M| / (need + |M| - lim).  M runs over every free mask, every union of
 * two and the union of all; the smallest bound is reported.  It holds for
 * every grouping of the list, whatever the kernel's rotation does.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "internal.h"
#include "explain_int.h"

double pmsi_share(const struct pms_ev_result *r)
{
	if (r->status != PMS_ST_COUNTED)
		return 0.0;
	return r->print_percent ? r->percent : 100.0;
}

static bool fully(const struct pms_ev_result *r)
{
	return r->status == PMS_ST_COUNTED && !r->print_percent;
}

static int n_units(uint64_t m, const struct xev *e)
{
	(void)m;
	/* on CYCLES or INSTR a 64-bit arm64 event takes one counter */
	return e->pair || (e->chain && !(e->mask >> PMS_ARM_CYCLES_IDX)) ? 2 : 1;
}

/* The counter below an arm64 chained event's odd one (-1: none). */
static int chain_low(const struct xev *e, int ctr)
{
	return e->chain && ctr >= 1 && ctr < PMS_ARM_CYCLES_IDX ? ctr - 1 : -1;
}

/* ---- facts ------------------------------------------------------------ */

/* The core PMU whose pass explains event @i: its own, else its group's first core event's. */
static int pass_of(const struct pms_explain *x, int i)
{
	struct pms_event_info info;
	const struct pms_model *p;

	if (!x->hybrid)
		return 0;
	if ((p = pms_evlist_event_pmu(x->ev, i)))
		return pms_model_pmu_index(p) > 0 ? pms_model_pmu_index(p) : 0;
	pms_evlist_event(x->ev, i, &info);
	/* the group's members, wherever they sit in the list */
	for (int j = info.leader, seen = 0; j < x->n && seen < info.group_size; j++) {
		struct pms_event_info mi;

		if (pms_evlist_event(x->ev, j, &mi) || mi.leader != info.leader)
			continue;
		seen++;
		if ((p = pms_evlist_event_pmu(x->ev, j)))
			return pms_model_pmu_index(p) > 0 ? pms_model_pmu_index(p) : 0;
	}
	return 0;
}

/* The model of the pass: its core PMU (the model itself off hybrids). */
static const struct pms_model *pass_model(const struct pms_explain *x)
{
	const struct pms_model *m = pms_evlist_model(x->ev);

	return x->hybrid && pms_model_pmu(m, (size_t)x->pass) ? pms_model_pmu(m, (size_t)x->pass) : m;
}

/*
 * Another pass's event: no counter here, nothing to explain here.  Its
 * CPU never runs in this pass's intervals (event_filter_match()).
 */
static void neutral(struct xev *e)
{
	*e = (struct xev){ .opened = true, .pass = e->pass, .cause = -1, .group = e->group,
			   .leader = e->leader, .share = e->share, .tshare = e->tshare };
}

static void event_facts(struct pms_explain *x)
{
	const struct pms_env *env = pms_sim_env(x->s);

	for (int i = 0; i < x->n; i++) {
		struct xev *e = &x->e[i];
		const struct pms_ev_result *r = pms_sim_result(x->s, i);
		struct pms_event_info info, lead;
		struct pms_constraint c;

		pms_evlist_event(x->ev, i, &info);
		pms_evlist_event(x->ev, info.leader, &lead);
		e->group = info.group;
		e->leader = info.leader;
		e->pinned = lead.pinned;
		e->exclusive = lead.exclusive;
		e->hw = info.pmu == PMS_PMU_CORE && !r->ibs;	/* ibs_op: no core counter */
		e->opened = r->status != PMS_ST_NOT_SUPPORTED;
		e->refused_alone = !e->opened && (r->why & (PMS_WHY_NO_ENCODING | PMS_WHY_REFUSED |
							    PMS_WHY_OPEN_CHECK));
		if (e->hw && pms_evlist_constraint(x->ev, i, env, &c) == PMS_OK) {
			e->mask = c.mask;
			e->excl = (c.flags & PMS_CF_EXCL) != 0;
			e->pair = (c.flags & PMS_CF_PAIR) != 0;
			e->chain = (c.flags & PMS_CF_CHAIN) != 0;
		}
		e->share = pmsi_share(r);
		e->tshare = pmsi_type_share(x->s, i);
		e->short_ = !fully(r);
		e->lost = e->short_ && e->tshare < 100.0;
		e->elsewhere = e->hw && pmsi_type_time(x->s, i) <= 0.0;
		e->flexible = e->hw && e->opened && e->mask && !e->pinned && !e->elsewhere;
		e->cause = -1;
		e->pass = pass_of(x, i);
		if (e->pass != x->pass)
			neutral(e);
	}
}

/*
 * Counters the watchdog and the pinned groups hold in every scanned
 * interval with the task on.
 */
static void always_held(struct pms_explain *x)
{
	unsigned n_iv = pms_sim_n_intervals(x->s), n_scan = 0;
	uint64_t wd = ~UINT64_C(0), pin = ~UINT64_C(0);
	bool wd_each = true;

	x->wd_union = 0;
	for (int c = 0; c < 64; c++)
		x->pinned_holder[c] = -1;
	for (unsigned k = 0; k < n_iv && n_scan < PMS_EXPLAIN_SCAN; k++) {
		struct pms_interval iv;
		uint64_t w = 0, p = 0;

		pms_sim_interval(x->s, k, &iv);
		if ((!iv.task_on && !x->o_full->system_wide) || (x->hybrid && iv.pmu != x->pass))
			continue;
		n_scan++;
		if (iv.watchdog >= 0)
			w |= UINT64_C(1) << iv.watchdog;
		else
			wd_each = false;
		x->wd_union |= w;
		for (int i = 0; i < x->n; i++) {
			if (iv.counter[i] < 0 || !x->e[i].pinned)
				continue;
			p |= UINT64_C(1) << iv.counter[i];
			if (x->e[i].pair)
				p |= UINT64_C(2) << iv.counter[i];
			if (chain_low(&x->e[i], iv.counter[i]) >= 0)
				p |= UINT64_C(1) << chain_low(&x->e[i], iv.counter[i]);
			if (x->pinned_holder[iv.counter[i]] < 0)
				x->pinned_holder[iv.counter[i]] = x->e[i].leader;
		}
		wd &= w;
		pin &= p;
	}
	x->wd_always = n_scan ? wd : 0;
	x->pinned_always = n_scan ? pin : 0;
	/* a watchdog that moves (a full re-solve, AMD) still holds one of them */
	x->wd_moves = n_scan && wd_each && !x->wd_always && x->wd_union;
	for (int i = 0; i < x->n; i++) {
		struct xev *e = &x->e[i];

		e->bmask = e->mask & ~(x->wd_always | pms_sim_sibling_blocked(x->s, e->excl));
		e->free = e->bmask & ~x->pinned_always;
	}
}

/* Which flexible events sit on a free fixed or metric counter (kernel: those first). */
static int counter_kinds(struct pms_explain *x)
{
	const struct pms_model *m = pass_model(x);
	const struct pms_env *env = pms_sim_env(x->s);
	int n_gp = pms_model_n_gp(m, env), n_fixed = pms_model_n_fixed(m);
	uint64_t all[PMS_CTR_N_KINDS], held = x->wd_always | x->pinned_always;
	bool *placed = pmsi_calloc((size_t)x->n + 1, sizeof(bool));
	unsigned rules = pms_model_rules(m, env);

	if (!placed)
		return PMS_ENOMEM;

	all[PMS_CTR_GP] = n_gp >= 32 ? PMS_GP_MASK : (UINT64_C(1) << n_gp) - 1;
	all[PMS_CTR_FIXED] = ((UINT64_C(1) << n_fixed) - 1) << PMS_FIXED0;
	all[PMS_CTR_METRIC] = ((UINT64_C(1) << pms_model_n_metrics(m)) - 1) << PMS_METRIC0;
	if (x->hybrid)	/* the PMU's own fixed counters: Skymont's have a hole */
		all[PMS_CTR_FIXED] = pms_model_counter_mask(m, env) & ~PMS_GP_MASK & ~PMS_METRIC_MASK;
	/* arm64: CYCLES (bit 31) and INSTR (bit 32) play the fixed counters' part */
	if (pms_model_alloc(m) != PMS_ALLOC_X86)
		all[PMS_CTR_FIXED] = pms_model_counter_mask(m, env) & ~all[PMS_CTR_GP];
	for (int k = 0; k < PMS_CTR_N_KINDS; k++) {
		struct pms_explain_counters *c = &x->kind[k];

		memset(c, 0, sizeof(*c));
		c->counters = all[k];
		c->watchdog = x->wd_always & all[k];
		c->pinned = x->pinned_always & all[k];
		c->sibling = k == PMS_CTR_GP ? pms_sim_sibling_blocked(x->s, false) : 0;
		c->n_free = pmsi_popcount64(all[k] & ~(held | c->sibling));
		c->limiter = -1;
		if (x->wd_moves && !(x->wd_union & ~all[k])) {
			c->watchdog = x->wd_union;
			c->watchdog_moves = true;
			c->n_free--;
		}
		for (int i = 0; i < x->n; i++)
			c->n_events += x->e[i].flexible && (x->e[i].bmask & all[k]);
	}
	/* free fixed and metric counters take one event each, those with no GP first */
	for (int b = 0; b < 64; b++) {
		uint64_t bit = UINT64_C(1) << b;
		int pick = -1;

		if (!((all[PMS_CTR_FIXED] | all[PMS_CTR_METRIC]) & bit) || (held & bit))
			continue;
		for (int i = 0; i < x->n; i++) {
			const struct xev *e = &x->e[i];

			if (!e->flexible || placed[i] || !(e->bmask & bit))
				continue;
			if (pick < 0 || (!(e->bmask & all[PMS_CTR_GP]) &&
					 (x->e[pick].bmask & all[PMS_CTR_GP])))
				pick = i;
		}
		if (pick >= 0) {
			placed[pick] = true;
			x->kind[b < PMS_METRIC0 ? PMS_CTR_FIXED : PMS_CTR_METRIC].n_need++;
		}
	}
	for (int i = 0; i < x->n; i++) {
		const struct xev *e = &x->e[i];

		if (!e->flexible || placed[i] || !e->bmask)
			continue;
		if (e->bmask & all[PMS_CTR_GP])
			x->kind[PMS_CTR_GP].n_need += n_units(e->bmask, e);
		else
			x->kind[e->bmask & PMS_METRIC_MASK ? PMS_CTR_METRIC : PMS_CTR_FIXED].n_need++;
	}
	pmsi_free(placed);
	/* the HT erratum's gpmax (intel_get_excl_constraints era, 4.1-rc7+; earlier always) */
	if ((rules & PMS_RULE_HT_ERRATUM) && env->ht) {
		struct pms_explain_counters *gp = &x->kind[PMS_CTR_GP];

		for (int i = 0; i < x->n && gp->limiter < 0; i++)
			if (x->e[i].hw && x->e[i].opened && x->e[i].excl)
				gp->limiter = i;
		if (gp->limiter >= 0 || env->kver < PMS_KVER_RC(4, 1, 7) || gp->sibling)
			gp->gpmax = n_gp / 2;
	}
	return PMS_OK;
}

/* ---- the bound ---------------------------------------------------------- */

/* The bound is over every hardware event that opens, pinned or not: a
 * grouping may keep or drop pins, but not the watchdog or the sibling. */
static bool competes(const struct xev *e)
{
	/* refused by its group alone: it opens in another; refused alone: in none;
	 * a type the task never runs on: nothing competes there */
	return e->hw && e->mask && !e->refused_alone && !e->elsewhere;
}

/* The counters it can occupy: an AMD pair also takes the one after its start. */
static uint64_t span(const struct xev *e)
{
	if (!e->pair)
		return e->bmask;
	return e->bmask | ((e->bmask & PMS_GP_MASK) << 1 & PMS_GP_MASK);
}

static double set_bound(const struct pms_explain *x, uint64_t m, int *need_out, int *cap_out,
			int *lim_out)
{
	const struct pms_explain_counters *gp = &x->kind[PMS_CTR_GP];
	const struct pms_env *env = pms_sim_env(x->s);
	int need = 0, cap = pmsi_popcount64(m), lim;
	bool early = env->kver < PMS_KVER_RC(4, 1, 7), always = early || gp->sibling;

	if (x->wd_moves && !(x->wd_union & ~m))
		cap--;	/* the watchdog holds one counter of @m, whichever */
	lim = cap;
	*cap_out = cap;
	for (int i = 0; i < x->n; i++)
		if (competes(&x->e[i]) && !(span(&x->e[i]) & ~m))
			need += n_units(m, &x->e[i]);
	*need_out = need;
	if (gp->gpmax) {
		int held_gp = gp->watchdog_moves ? 1 : pmsi_popcount64(gp->watchdog & gp->counters);
		int room = gp->gpmax - held_gp;

		if (room < 0)
			room = 0;
		if (early)	/* 4.1-rc1..rc6: the budget counts fixed counters too */
			lim = cap < room ? cap : room;
		else
			lim = pmsi_popcount64(m & ~PMS_GP_MASK) +
			      (pmsi_popcount64(m & PMS_GP_MASK) < room ?
			       pmsi_popcount64(m & PMS_GP_MASK) : room);
	}
	*lim_out = lim;
	if (!need)
		return 100.0;
	if (gp->gpmax && always)
		return lim >= need ? 100.0 : 100.0 * lim / need;
	if (gp->gpmax && gp->limiter >= 0 && competes(&x->e[gp->limiter]))
		return cap >= need + cap - lim ? 100.0 : 100.0 * cap / (need + cap - lim);
	return cap >= need ? 100.0 : 100.0 * cap / need;
}

/*
 * The expected error of event @i's scaled count (percent; -1 none): its
 * share of the task's time on its core type, over that time.
 */
static double expected_error(const struct pms_explain *x, int i)
{
	const struct pms_ev_result *r = pms_sim_result(x->s, i);
	double t = pmsi_type_time(x->s, i), f = pmsi_type_share(x->s, i), hw;
	double ns = r ? (double)r->enabled_ns * (t < 1.0 ? t : 1.0) : 0;

	if (!r || r->status != PMS_ST_COUNTED || !(f > 0.0) || !(ns >= 1.0) ||
	    pms_muxerr_expected(f < 100.0 ? f : 100.0, (uint64_t)ns, &x->work, x->confidence,
				&hw) || !isfinite(hw))
		return -1;
	return hw;
}

static void best_share(struct pms_explain *x)
{
	uint64_t masks[64], all = 0;
	int n_m = 0;
	struct pms_explain_best *b = &x->best;

	memset(b, 0, sizeof(*b));
	b->bound = 100.0;
	b->today = 100.0;
	b->today_event = -1;
	b->plan = -1;
	for (int i = 0; i < x->n; i++) {
		const struct xev *e = &x->e[i];
		int q;

		if (!competes(e))
			continue;
		if (e->tshare < b->today || (b->today_event < 0 && e->lost)) {
			b->today = e->tshare;
			b->today_event = i;
		}
		if (!e->bmask) {	/* only the watchdog's or the sibling's counters fit it */
			b->bound = 0;
			b->counters = e->mask;
			b->n_need = n_units(0, e);
		}
		all |= span(e);
		for (q = 0; q < n_m && masks[q] != span(e); q++)
			;
		if (q == n_m && n_m < 64 && e->bmask)
			masks[n_m++] = span(e);
	}
	if (b->today_event >= 0 && !x->e[b->today_event].lost)
		b->today_event = -1;
	b->today_error = b->today_event >= 0 ? expected_error(x, b->today_event) : -1;
	b->plan_error = -1;
	for (int a = -1; a < n_m; a++) {
		for (int c = a < 0 ? n_m - 1 : a; c < n_m; c++) {
			uint64_t m = a < 0 ? all : masks[a] | masks[c];
			int need, cap, lim;
			double v;

			if (!m)
				continue;
			v = set_bound(x, m, &need, &cap, &lim);
			if (v < b->bound - 1e-9 || (v <= b->bound + 1e-9 && need > b->n_need)) {
				b->bound = v;
				b->counters = m;
				b->n_need = need;
				b->n_free = cap;
				b->n_limited = lim;
			}
		}
	}
}

/* ---- rules ---------------------------------------------------------------- */

static void add_rule(struct pms_explain *x, enum pms_xrule kind, int event, int n_events,
		     uint64_t counters, int value)
{
	if (x->n_rules < XP_MAX_RULES)
		x->rules[x->n_rules++] = (struct pms_explain_rule){ kind, event, n_events, counters,
								    value, x->pass };
}

static bool stall_era(const struct pms_env *env)
{
	return env->kver >= PMS_KVER_RC(4, 17, 1) && env->kver < PMS_KVER_RC(5, 4, 3);
}

/* Does the task only ever run for less than a mux interval at a time? */
static bool short_runs(const struct pms_explain *x)
{
	const struct pms_sim_opts *o = x->o_full;
	uint64_t iv = pms_sim_mux_interval_ns(x->s);

	if (o->n_phases < 2 || !o->phases || o->system_wide)
		return false;
	for (unsigned i = 0; i < o->n_phases; i++)
		if (o->phases[i].run && o->phases[i].ns >= iv)
			return false;
	return true;
}

/* Pins in ERROR: tried and failed (value 0), or never tried (value 1, 5.7+). */
static void pinned_errors(struct pms_explain *x)
{
	for (int v = 0; v < 2; v++) {
		int first = -1, n_err = 0;

		for (int i = 0; i < x->n; i++) {
			const struct pms_ev_result *r = pms_sim_result(x->s, i);

			if (x->e[i].leader != i || !(r->why & PMS_WHY_PINNED_ERROR) ||
			    (r->n_tried == 0) != v || x->e[i].pass != x->pass)
				continue;
			first = first < 0 ? i : first;
			n_err++;
		}
		if (n_err)
			add_rule(x, PMS_XR_PINNED_ERROR, first, n_err, 0, v);
	}
}

/* Flexible groups never counted that head failing passes: the first, and how many. */
static int blockers(struct pms_explain *x)
{
	bool *blocks = pmsi_calloc((size_t)x->n + 1, sizeof(bool));
	int first = -1, n_blk = 0;

	if (!blocks)
		return PMS_ENOMEM;
	for (int j = 0; j < x->n; j++) {
		int b = pms_sim_result(x->s, j)->blocked_by;

		if (b >= 0 && x->e[j].group != x->e[b].group)
			blocks[b] = true;
	}
	for (int i = 0; i < x->n; i++) {
		if (!blocks[i] || x->e[i].leader != i || !x->e[i].flexible || x->e[i].share > 0)
			continue;
		first = first < 0 ? i : first;
		n_blk++;
	}
	pmsi_free(blocks);
	if (n_blk)
		add_rule(x, PMS_XR_BLOCKER, first, n_blk, 0, 0);
	return PMS_OK;
}

/*
 * Who an event kept off register @xr names: its holder, or -1 when the
 * holder is itself kept off by @xr (the events hold it in turn).
 */
static int xreg_holder_of(const struct pms_explain *x, int holder, int xr)
{
	const struct pms_ev_result *h;

	if (holder < 0)
		return holder;
	h = pms_sim_result(x->s, holder);
	return x->e[holder].short_ && (h->why & PMS_WHY_EXTRA_REG) && h->xreg == xr ? -1 : holder;
}

/* Each shared extra register that kept events off, with its first holder. */
static void xreg_rules(struct pms_explain *x)
{
	for (int xr = 0; xr < PMS_XREG_N; xr++) {
		int n_ev = 0, holder = -1;

		for (int i = 0; i < x->n; i++) {
			const struct pms_ev_result *r = pms_sim_result(x->s, i);

			if (!x->e[i].short_ || !(r->why & PMS_WHY_EXTRA_REG) || r->xreg != xr)
				continue;
			if (!n_ev++)
				holder = xreg_holder_of(x, r->xreg_holder, xr);
		}
		if (n_ev)
			add_rule(x, PMS_XR_EXTRA_REG, holder, n_ev, 0, xr);
	}
}

static int find_rules(struct pms_explain *x)
{
	const struct pms_env *env = pms_sim_env(x->s);
	const struct pms_model *m = pass_model(x);
	const struct pms_explain_counters *gp = &x->kind[PMS_CTR_GP];
	uint64_t want = 0, want_excl = 0;
	int n_open = 0, n_skipped = 0, n_stall = 0, n_short = 0, n_pair = 0, n_excl = 0, n_ht = 0;

	x->has_exclusive = false;

	for (int i = 0; i < x->n; i++) {
		const struct xev *e = &x->e[i];
		const struct pms_ev_result *r = pms_sim_result(x->s, i);

		n_open += !e->opened;
		n_excl += e->flexible && e->excl;
		if (!e->lost || !e->opened || e->elsewhere)
			continue;
		want |= e->mask;
		want_excl |= e->excl ? e->mask : 0;
		n_skipped += r->n_skipped > 0;
		n_stall += r->sched_running_ns == 0 && r->n_skipped && stall_era(env);
		n_short += r->sched_running_ns == 0 && short_runs(x);
		n_pair += e->pair && e->flexible;
		n_ht += (r->why & PMS_WHY_HT_LIMIT) != 0;
	}
	if (n_open)
		add_rule(x, PMS_XR_OPEN, -1, n_open, 0, 0);
	pinned_errors(x);
	if (x->wd_always & want)
		add_rule(x, PMS_XR_WATCHDOG, -1, 0, x->wd_always & want, 0);
	for (int c = 0; c < 64; c++) {
		uint64_t held = 0;
		int lead = x->pinned_holder[c];

		if (lead < 0 || !((x->pinned_always & want) >> c & 1))
			continue;
		for (int b = c; b < 64; b++)	/* each pinned group once, with all it holds */
			if (x->pinned_holder[b] == lead && ((x->pinned_always & want) >> b & 1))
				held |= UINT64_C(1) << b;
		if (held && pmsi_ctz64(held) == c)
			add_rule(x, PMS_XR_PINNED, lead, 1, held, 0);
	}
	/* the sibling's corrupting events close counters to all; its others to corrupting ones */
	if (pms_sim_sibling_blocked(x->s, false) & want)
		add_rule(x, PMS_XR_SIBLING, -1, 0, pms_sim_sibling_blocked(x->s, false) & want, 0);
	if (pms_sim_sibling_blocked(x->s, true) & ~pms_sim_sibling_blocked(x->s, false) & want_excl)
		add_rule(x, PMS_XR_SIBLING, -1, 0, pms_sim_sibling_blocked(x->s, true) &
			 ~pms_sim_sibling_blocked(x->s, false) & want_excl, 1);
	if ((pms_model_rules(m, env) & PMS_RULE_TFA) && !env->allow_tfa && (want & PMS_GP_MASK))
		add_rule(x, PMS_XR_TFA, -1, 0, UINT64_C(1) << 3, 0);
	if (gp->gpmax && (n_ht || (env->kver < PMS_KVER_RC(4, 1, 7) && want)))
		add_rule(x, env->kver < PMS_KVER_RC(4, 1, 7) ? PMS_XR_HT_LIMIT_EARLY : PMS_XR_HT_LIMIT,
			 gp->limiter, n_excl, 0, gp->gpmax);
	if (blockers(x))
		return PMS_ENOMEM;
	if (n_skipped)
		add_rule(x, PMS_XR_FIRST_FAILURE, -1, n_skipped, 0, 0);
	if (n_stall)
		add_rule(x, PMS_XR_STALL, -1, n_stall, 0, 0);
	if (n_short)
		add_rule(x, PMS_XR_SHORT_RUNS, -1, n_short, 0, 0);
	if (n_pair)
		add_rule(x, PMS_XR_PAIR, -1, n_pair, 0, 0);
	xreg_rules(x);
	for (int i = 0; i < x->n; i++)
		if (x->e[i].leader == i && x->e[i].exclusive && x->e[i].hw && !x->e[i].pinned) {
			x->has_exclusive = true;
			add_rule(x, PMS_XR_EXCLUSIVE, i, 1, 0, 0);
		}
	return PMS_OK;
}

/* ---- causes ---------------------------------------------------------------- */

/* The refusal a block of events is named by, first match. */
static const unsigned open_bits[] = {
	PMS_WHY_NO_ENCODING, PMS_WHY_REFUSED, PMS_WHY_MIXED_PMUS, PMS_WHY_OPEN_CHECK,
	PMS_WHY_TOPDOWN_RULE,
	PMS_WHY_EXTRA_REG, PMS_WHY_GROUP_INVALID, PMS_WHY_GROUP_INVALID_MEMBER,
};

/*
 * A precise event refused in counting mode that sampling would open:
 * x86_pmu_hw_config() (arch/x86/events/core.c, 6.12) refuses precise_ip
 * without a sample period, and perf record samples (-F 4000 by default,
 * tools/perf/builtin-record.c).
 */
static bool precise_counting(const struct pms_explain *x, int i, const struct pms_ev_result *r)
{
	const struct pms_env *env = pms_sim_env(x->s);
	struct pms_event_info info;
	struct pms_hwev hw;
	struct pms_open op;

	if (x->o_full->record || !(r->why & PMS_WHY_OPEN_CHECK) ||
	    pms_evlist_event(x->ev, i, &info) || !info.precise ||
	    pms_evlist_hwev(x->ev, i, env, &hw))
		return false;
	hw.sample_period = 4000;
	hw.freq = true;
	return pms_model_open(pms_evlist_model(x->ev), env, &hw, &op) == PMS_OK && !op.err;
}

/* Why an event that never opens does not: the first refusal of open_bits. */
static void open_cause(const struct pms_explain *x, int i, const struct pms_ev_result *r,
		       struct pms_explain_cause *c)
{
	c->kind = PMS_CAUSE_OPEN;
	for (size_t b = 0; b < PMS_ARRAY_SIZE(open_bits) && !c->why; b++)
		if (r->why & open_bits[b])
			c->why = open_bits[b];
	if (c->why == PMS_WHY_OPEN_CHECK) {
		c->reason = r->reason;
		if (precise_counting(x, i, r))
			c->kind = PMS_CAUSE_PRECISE;
	} else if (c->why == PMS_WHY_EXTRA_REG) {
		c->xreg = r->xreg;
		c->subject = r->xreg_holder;
	}
}

/* The one cause of short event @i: kind, subject, why. */
static void cause_of(const struct pms_explain *x, int i, struct pms_explain_cause *c)
{
	const struct xev *e = &x->e[i];
	const struct pms_ev_result *r = pms_sim_result(x->s, i);
	const struct pms_env *env = pms_sim_env(x->s);
	int blk = r->blocked_by;

	*c = (struct pms_explain_cause){ .kind = PMS_CAUSE_COUNTERS, .subject = -1, .xreg = -1,
					 .pmu = x->pass };
	if (!e->opened) {
		open_cause(x, i, r, c);
	} else if (r->why & PMS_WHY_MIXED_PMUS) {
		c->kind = PMS_CAUSE_MIXED_PMUS;	/* no type runs it, wherever the task is */
	} else if (r->why & PMS_WHY_FILTERED) {
		c->kind = PMS_CAUSE_FILTERED;	/* opened, but no sched-in ever takes its group */
		c->reason = r->reason;
	} else if (e->elsewhere) {
		c->kind = PMS_CAUSE_OTHER_CORE;
	} else if (!e->lost) {
		c->kind = PMS_CAUSE_CORE_SHARE;	/* counted whenever the task was on its type */
	} else if (r->why & PMS_WHY_GROUP_READ) {
		c->kind = PMS_CAUSE_GROUP_READ;
	} else if (r->why & PMS_WHY_PINNED_ERROR) {
		c->kind = PMS_CAUSE_PINNED_ERROR;
	} else if (e->hw && e->mask && !e->free) {
		uint64_t pin = e->mask & x->pinned_always;

		if (pin) {
			c->kind = PMS_CAUSE_PINNED;
			c->subject = x->pinned_holder[pmsi_ctz64(pin)];
		} else {
			c->kind = e->mask & x->wd_always ? PMS_CAUSE_WATCHDOG : PMS_CAUSE_SIBLING;
		}
	} else if (r->sched_running_ns == 0 && r->n_skipped && stall_era(env)) {
		c->kind = PMS_CAUSE_STALL;
	} else if (r->sched_running_ns == 0 && short_runs(x)) {
		c->kind = PMS_CAUSE_SHORT_RUNS;
	} else if (blk >= 0 && x->e[blk].share == 0 && x->e[blk].flexible) {
		c->kind = PMS_CAUSE_BLOCKED;
		c->subject = blk;
	} else if (x->has_exclusive && !e->pinned) {
		c->kind = PMS_CAUSE_EXCLUSIVE;	/* it decides who goes on, before counters do */
	} else if ((r->why & PMS_WHY_EXTRA_REG) && r->xreg >= 0) {
		c->kind = PMS_CAUSE_EXTRA_REG;	/* its group failed on the register, not a counter */
		c->xreg = r->xreg;
		c->subject = xreg_holder_of(x, r->xreg_holder, r->xreg);
	} else if (r->n_skipped && e->n_wait && e->n_free_wait == e->n_wait) {
		c->kind = PMS_CAUSE_SKIPPED;
	} else if (e->mask & pms_sim_sibling_blocked(x->s, e->excl) & PMS_GP_MASK) {
		c->kind = PMS_CAUSE_SIBLING;	/* it rotates through what the sibling leaves */
	} else if ((r->why & PMS_WHY_HT_LIMIT) ||
		   (x->kind[PMS_CTR_GP].gpmax && (e->free & PMS_GP_MASK) && e->flexible)) {
		c->kind = PMS_CAUSE_HT_LIMIT;
		c->subject = x->kind[PMS_CTR_GP].limiter;
	}
}

/* The pass's short events, each to its cause block (blocks in order of first appearance). */
static void find_causes(struct pms_explain *x)
{
	for (int i = 0; i < x->n; i++) {
		struct pms_explain_cause c;
		int k, hw = -1;

		if (!x->e[i].short_)
			continue;
		/* a software member shares the fate of its group's hardware events */
		for (int j = x->e[i].leader; !x->e[i].hw && j < x->n && x->e[j].group == x->e[i].group;
		     j++)
			if (x->e[j].hw && x->e[j].opened && x->e[j].short_ && hw < 0)
				hw = j;
		cause_of(x, hw >= 0 ? hw : i, &c);
		for (k = 0; k < x->n_causes; k++)
			if (x->causes[k].kind == c.kind && x->causes[k].subject == c.subject &&
			    x->causes[k].why == c.why && x->causes[k].reason == c.reason &&
			    x->causes[k].xreg == c.xreg && x->causes[k].pmu == c.pmu)
				break;
		if (k == x->n_causes)
			x->causes[x->n_causes++] = c;
		x->causes[k].n_events++;
		x->causes[k].counters |= x->e[i].free ? x->e[i].free :
					 c.kind == PMS_CAUSE_SIBLING ? 0 : x->e[i].mask;
		x->e[i].cause = k;
	}
}

/* After the passes: each block's events, contiguous and in input order. */
static void cause_events(struct pms_explain *x)
{
	for (int k = 0, at = 0; k < x->n_causes; k++) {
		int w = 0;

		x->causes[k].events = &x->cause_events[at];
		for (int i = 0; i < x->n; i++)
			if (x->e[i].short_ && x->e[i].cause == k)
				x->cause_events[at + w++] = i;
		at += w;
	}
	for (int v = 0; v < x->n_xev; v++)
		x->xev[v].cause = x->e[x->xev[v].event].cause;
}

/* ---- holders ----------------------------------------------------------- */

/*
 * For each short hardware event: in the scanned intervals with the task on
 * and the event off, who sat on a counter of its mask.  One table of
 * holders per scanned interval and counter, then one pass per event.
 */
struct scan {
	unsigned n, *iv;	/* scanned intervals */
	int16_t *who;		/* n x 64: event, -1 the watchdog, -2 nobody */
	bool *gp_room;		/* per scanned interval: a GP counter is still allowed */
	unsigned *count;	/* per holder + 1 */
	int *touched;		/* holders counted for the current event */
};

/* One scanned interval's row of holders, and whether the GP limit leaves room. */
static void scan_row(const struct pms_explain *x, const struct pms_interval *iv, int16_t *row,
		     bool *gp_room)
{
	const struct pms_explain_counters *gp = &x->kind[PMS_CTR_GP];
	int used = 0, limit = pmsi_popcount64(gp->counters);
	bool excl_on = gp->sibling || pms_sim_env(x->s)->kver < PMS_KVER_RC(4, 1, 7);

	for (int c = 0; c < 64; c++)
		row[c] = -2;
	if (iv->watchdog >= 0)
		row[iv->watchdog] = -1;
	for (int i = 0; i < x->n; i++) {
		if (iv->counter[i] < 0)
			continue;
		row[iv->counter[i]] = (int16_t)i;
		if (x->e[i].pair && iv->counter[i] < 63)
			row[iv->counter[i] + 1] = (int16_t)i;
		if (chain_low(&x->e[i], iv->counter[i]) >= 0)
			row[chain_low(&x->e[i], iv->counter[i])] = (int16_t)i;
		excl_on |= x->e[i].excl;
	}
	/* GP counters are usable only below the HT-erratum limit in force */
	for (int c = 0; c < PMS_FIXED0; c++)
		used += (gp->counters >> c & 1) && row[c] != -2;
	if (gp->gpmax && excl_on)
		limit = gp->gpmax;
	*gp_room = used < limit;
}

/* Event @i's waits: free counters it could have used, and who held its mask. */
static int count_waits(struct pms_explain *x, struct scan *sc, int i, struct pms_explain_event *v)
{
	int n_t = 0;

	for (unsigned s = 0; s < sc->n; s++) {
		struct pms_interval iv;
		const int16_t *row = &sc->who[64 * s];
		int hs[64], n_h = 0;

		pms_sim_interval(x->s, sc->iv[s], &iv);
		if (iv.counter[i] >= 0)
			continue;
		v->n_waiting++;
		x->e[i].n_wait++;
		for (uint64_t fm = x->e[i].free; fm; fm &= fm - 1)
			if (row[pmsi_ctz64(fm)] == -2 &&
			    (!(x->kind[PMS_CTR_GP].counters >> pmsi_ctz64(fm) & 1) ||
			     sc->gp_room[s])) {
				x->e[i].n_free_wait++;
				break;
			}
		for (uint64_t m = x->e[i].mask; m; m &= m - 1) {	/* each holder once */
			int j = row[pmsi_ctz64(m)], q;

			if (j == -2 || j == i)
				continue;
			for (q = 0; q < n_h && hs[q] != j; q++)
				;
			if (q == n_h)
				hs[n_h++] = j;
		}
		for (int q = 0; q < n_h; q++)
			if (!sc->count[hs[q] + 1]++)
				sc->touched[n_t++] = hs[q];
	}
	return n_t;
}

/* Keep the most frequent holders (first met on ties): a few linear scans. */
static void top_holders(struct scan *sc, int n_t, struct pms_explain_event *v,
			struct pms_holder *h)
{
	for (int pick = 0; pick < XP_MAX_HOLDERS && n_t; pick++) {
		int best = 0;

		for (int q = 1; q < n_t; q++)
			if (sc->count[sc->touched[q] + 1] > sc->count[sc->touched[best] + 1])
				best = q;
		h[v->n_holders++] = (struct pms_holder){ sc->touched[best],
							 sc->count[sc->touched[best] + 1] };
		sc->count[sc->touched[best] + 1] = 0;
		sc->touched[best] = sc->touched[--n_t];
	}
	v->n_other_holders = n_t;
	while (n_t)
		sc->count[sc->touched[--n_t] + 1] = 0;
}

static int find_holders(struct pms_explain *x)
{
	unsigned n_iv = pms_sim_n_intervals(x->s);
	struct scan sc = {
		.iv = pmsi_malloc(sizeof(unsigned) * (PMS_EXPLAIN_SCAN + 1)),
		.who = pmsi_malloc(sizeof(int16_t) * 64 * (PMS_EXPLAIN_SCAN + 1)),
		.gp_room = pmsi_malloc(sizeof(bool) * (PMS_EXPLAIN_SCAN + 1)),
		.count = pmsi_calloc((size_t)x->n + 2, sizeof(unsigned)),
		.touched = pmsi_malloc(sizeof(int) * (size_t)(x->n + 2)),
	};
	int rc = PMS_ENOMEM;

	if (!sc.iv || !sc.who || !sc.gp_room || !sc.count || !sc.touched)
		goto out;
	for (unsigned k = 0; k < n_iv && sc.n < PMS_EXPLAIN_SCAN; k++) {
		struct pms_interval iv;

		pms_sim_interval(x->s, k, &iv);
		if ((!iv.task_on && !x->o_full->system_wide) || (x->hybrid && iv.pmu != x->pass))
			continue;
		scan_row(x, &iv, &sc.who[64 * sc.n], &sc.gp_room[sc.n]);
		sc.iv[sc.n++] = k;
	}
	for (int i = 0; i < x->n; i++) {
		struct pms_explain_event *v = &x->xev[x->n_xev];
		struct pms_holder *h = &x->holders[x->n_xev * XP_MAX_HOLDERS];

		if (!x->e[i].short_)
			continue;
		*v = (struct pms_explain_event){ .event = i, .share = x->e[i].share,
			.type_share = x->e[i].tshare, .cause = -1, .mask = x->e[i].mask, .n_scanned = sc.n,
			.holders = h, .fix = -1, .share_after = -1,
			.sibling = x->e[i].mask & pms_sim_sibling_blocked(x->s, x->e[i].excl),
			.expected_error = expected_error(x, i) };
		x->n_xev++;
		if (x->e[i].hw && x->e[i].mask && x->e[i].opened)
			top_holders(&sc, count_waits(x, &sc, i, v), v, h);
	}
	rc = PMS_OK;
out:
	pmsi_free(sc.iv);
	pmsi_free(sc.who);
	pmsi_free(sc.gp_room);
	pmsi_free(sc.count);
	pmsi_free(sc.touched);
	return rc;
}

/* ---- plans -------------------------------------------------------------- */

/* What pmusched plan reaches in one run, and how many runs count everything. */
static int plan_facts(struct pms_explain *x, struct pms_diag *d)
{
	struct pms_plan_opts po = PMS_PLAN_OPTS_INIT;
	struct pms_plan_run r;
	struct pms_plan_bound b;
	int rc;

	po.workload = &x->work;
	po.confidence = x->confidence;
	rc = pms_plan_new(x->ev, &x->o, &po, &x->plan_one, d);
	if (rc == PMS_OK && pms_plan_run(x->plan_one, 0, &r) == PMS_OK) {
		struct pms_plan_error e;

		x->best.plan = r.lowest_event >= 0 ? r.lowest : 100.0;
		x->best.plan_slots = r.n_slots;
		/* a shortened run promises more error than the caller's: not shown then */
		if (!x->shortened && pms_plan_run_error(x->plan_one, 0, &e, NULL) == PMS_OK)
			x->best.plan_error = e.worst;
	}
	if (rc == PMS_ENOMEM)
		return rc;
	po.mode = PMS_PLAN_NO_MULTIPLEX;
	rc = pms_plan_new(x->ev, &x->o, &po, &x->plan_runs, d);
	if (rc == PMS_OK) {
		pms_plan_bound(x->plan_runs, &b);
		x->best.runs = pms_plan_n_runs(x->plan_runs);
		x->best.runs_proven = b.proven;
		for (int u = 0; u < pms_plan_n_units(x->plan_runs); u++) {
			struct pms_plan_unit pu;

			pms_plan_unit(x->plan_runs, u, &pu);
			x->best.runs_left_out += pu.run < 0 ? pu.n_events : 0;
		}
	}
	for (int p = 0; p < x->n_pass; p++) {	/* the plans are of the whole list */
		x->bests[p].plan = x->best.plan;
		x->bests[p].plan_slots = x->best.plan_slots;
		x->bests[p].plan_error = x->best.plan_error;
		x->bests[p].runs = x->best.runs;
		x->bests[p].runs_proven = x->best.runs_proven;
		x->bests[p].runs_left_out = x->best.runs_left_out;
	}
	return rc == PMS_ENOMEM ? rc : PMS_OK;
}

/*
 * Candidate changes are checked over at most PMS_EXPLAIN_CHECK_INTERVALS
 * intervals and PMS_EXPLAIN_CHECK_CELLS cells: a busy run is cut short, a
 * phase workload keeps its first phases (each phase change records up to
 * two intervals).  Before and after are then both of the shortened run.
 */
static int shorten(struct pms_explain *x, struct pms_diag *d)
{
	uint64_t iv = x->o.mux_interval_ns ? x->o.mux_interval_ns : 4000000;
	uint64_t cap_iv = PMS_EXPLAIN_CHECK_CELLS / (uint64_t)(x->n + 1), used = 0;
	const struct pms_phase *ph = x->o.phases;
	unsigned keep = 0;

	if (cap_iv > PMS_EXPLAIN_CHECK_INTERVALS)
		cap_iv = PMS_EXPLAIN_CHECK_INTERVALS;
	if (cap_iv < 100)
		cap_iv = 100;
	if (!ph || !x->o.n_phases) {
		if ((x->o.duration_ns ? x->o.duration_ns : 1000000000) <= cap_iv * iv)
			return PMS_OK;
		x->o.duration_ns = cap_iv * iv;
	} else {
		for (keep = 0; keep < x->o.n_phases; keep++) {
			uint64_t n = ph[keep].ns / iv + 2;

			if (used + n > cap_iv)
				break;
			used += n;
		}
		if (keep == x->o.n_phases)
			return PMS_OK;
		x->short_phases = pmsi_malloc(sizeof(*ph) * (keep + 1));
		if (!x->short_phases)
			return PMS_ENOMEM;
		memcpy(x->short_phases, ph, sizeof(*ph) * keep);
		if (!keep) {	/* the first phase alone is too long: its start */
			x->short_phases[0] = ph[0];
			x->short_phases[0].ns = cap_iv * iv;
			keep = 1;
		}
		x->o.phases = x->short_phases;
		x->o.n_phases = keep;
	}
	x->shortened = true;
	return pms_simulate(x->ev, &x->o, &x->base, d);
}

/* ---- the API ------------------------------------------------------------- */

static int by_event(const void *a, const void *b)
{
	const struct pms_explain_event *x = a, *y = b;

	return (x->event > y->event) - (x->event < y->event);
}

PMS_API void pms_explain_free(struct pms_explain *x)
{
	if (!x)
		return;
	pmsi_explain_fixes_free(x);
	pms_plan_free(x->plan_one);
	pms_plan_free(x->plan_runs);
	pms_sim_free(x->own_sim);
	pms_sim_free(x->base);
	pmsi_free(x->short_phases);
	pmsi_free(x->e);
	pmsi_free(x->e_all);
	pmsi_free(x->pinned_holder);
	pmsi_free(x->causes);
	pmsi_free(x->cause_events);
	pmsi_free(x->xev);
	pmsi_free(x->holders);
	pmsi_free(x);
}

/*
 * One pass per core PMU: on a hybrid platform each type's CPU runs only its
 * PMU's events (event_filter_match()), so each PMU's events are explained
 * against its own counters, watchdog and pins, in the intervals the task
 * spends on that type.  Off hybrids there is one pass.
 */
static int one_pass(struct pms_explain *x)
{
	int rc;

	event_facts(x);
	always_held(x);
	rc = counter_kinds(x);
	if (rc)
		return rc;
	best_share(x);
	rc = find_rules(x);
	if (!rc)
		rc = find_holders(x);
	if (rc)
		return rc;
	find_causes(x);
	for (int i = 0; i < x->n; i++)
		if (x->e[i].pass == x->pass)
			x->e_all[i] = x->e[i];
	memcpy(x->kinds[x->pass], x->kind, sizeof(x->kind));
	x->bests[x->pass] = x->best;
	return PMS_OK;
}

/* After the passes: every event as its pass saw it, the worst PMU's best. */
static void join_passes(struct pms_explain *x)
{
	struct xev *t = x->e;

	x->e = x->e_all;
	x->e_all = t;
	memcpy(x->kind, x->kinds[0], sizeof(x->kind));
	x->best = x->bests[0];
	for (int p = 1; p < x->n_pass; p++) {
		const struct pms_explain_best *b = &x->bests[p];

		if (b->bound < x->best.bound) {
			x->best.bound = b->bound;
			x->best.counters = b->counters;
			x->best.n_need = b->n_need;
			x->best.n_free = b->n_free;
			x->best.n_limited = b->n_limited;
		}
		if (b->today_event >= 0 && (x->best.today_event < 0 || b->today < x->best.today)) {
			x->best.today = b->today;
			x->best.today_event = b->today_event;
			x->best.today_error = b->today_error;
		}
	}
	cause_events(x);
}

static int analyse(struct pms_explain *x, unsigned flags, struct pms_diag *d)
{
	int rc = PMS_OK;

	x->e_all = pmsi_calloc((size_t)x->n + 1, sizeof(*x->e_all));
	x->causes = pmsi_calloc((size_t)x->n + 1, sizeof(*x->causes));
	x->cause_events = pmsi_malloc(sizeof(int) * (size_t)(x->n + 1));
	x->xev = pmsi_calloc((size_t)x->n + 1, sizeof(*x->xev));
	x->holders = pmsi_calloc((size_t)x->n * XP_MAX_HOLDERS + 1, sizeof(*x->holders));
	if (!x->e_all || !x->causes || !x->cause_events || !x->xev || !x->holders)
		return PMS_ENOMEM;
	x->hybrid = pms_model_is_hybrid(pms_evlist_model(x->ev));
	x->n_pass = x->hybrid ? (int)pms_model_n_pmus(pms_evlist_model(x->ev)) : 1;
	if (x->n_pass > PMS_MAX_CORE_PMUS)
		x->n_pass = PMS_MAX_CORE_PMUS;
	for (x->pass = 0; x->pass < x->n_pass && !rc; x->pass++)
		rc = one_pass(x);
	if (rc)
		return rc;
	join_passes(x);
	if (x->n_pass > 1)	/* holders' lists in input order, whatever their pass */
		qsort(x->xev, (size_t)x->n_xev, sizeof(*x->xev), by_event);
	if (flags & PMS_EXPLAIN_NO_FIXES)
		return PMS_OK;
	rc = shorten(x, d);
	if (!rc)
		rc = plan_facts(x, d);
	if (!rc)
		rc = pmsi_explain_fixes(x, d);
	return rc;
}

/* pms_muxerr_expected() checks the variability and confidence; 50% of 1 s tries them. */
static bool bad_error_model(const struct pms_explain_opts *xo)
{
	double hw;

	return xo && pms_muxerr_expected(50, 1000000000, xo->workload, xo->confidence, &hw);
}

PMS_API int pms_explain_new(const struct pms_evlist *ev, const struct pms_sim_opts *o,
			    const struct pms_sim *s, const struct pms_explain_opts *xo_in,
			    struct pms_explain **out, struct pms_diag *d)
{
	struct pms_explain_opts xo_copy = PMS_EXPLAIN_OPTS_INIT;
	const struct pms_explain_opts *xo = xo_in ? &xo_copy : NULL;
	struct pms_explain *x;
	int rc;

	if (!ev || !o || !out)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "missing argument");
	*out = NULL;
	/* an older caller's struct: the fields it lacks keep their defaults */
	if (pmsi_sz_copy(&xo_copy, sizeof(xo_copy), xo_in, "struct pms_explain_opts", d))
		return PMS_EINVAL;
	if (xo && (xo->flags & ~(unsigned)PMS_EXPLAIN_NO_FIXES))
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "bad explain options");
	if (bad_error_model(xo))
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0,
				 "bad workload variability or confidence for the expected error");
	if (s && pms_sim_n_events(s) != pms_evlist_count(ev))
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "simulation of another list");
	x = pmsi_calloc(1, sizeof(*x));
	if (!x)
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	x->ev = ev;
	x->o = *o;
	x->o_full = o;
	x->work = (struct pms_muxerr_workload)PMS_MUXERR_WORKLOAD_INIT;
	if (xo && xo->workload)
		x->work = *xo->workload;
	x->confidence = xo ? xo->confidence : 0;
	x->n = pms_evlist_count(ev);
	rc = s ? PMS_OK : pms_simulate(ev, o, &x->own_sim, d);
	x->s = s ? s : x->own_sim;
	if (!rc) {
		x->e = pmsi_calloc((size_t)x->n + 1, sizeof(*x->e));
		x->pinned_holder = pmsi_malloc(sizeof(int) * 64);
		rc = x->e && x->pinned_holder ? analyse(x, xo ? xo->flags : 0, d) : PMS_ENOMEM;
	}
	if (rc) {
		if (rc == PMS_ENOMEM)
			pmsi_diag(d, rc, PMS_NOPOS, 0, "out of memory while explaining");
		pms_explain_free(x);
		return rc;
	}
	*out = x;
	return PMS_OK;
}

PMS_API const struct pms_sim *pms_explain_sim(const struct pms_explain *x)
{
	return x->s;
}

PMS_API void pms_explain_counters(const struct pms_explain *x, enum pms_ctr_kind kind,
				  struct pms_explain_counters *out)
{
	if ((unsigned)kind >= PMS_CTR_N_KINDS)
		memset(out, 0, sizeof(*out));
	else
		*out = x->kind[kind];
}

PMS_API void pms_explain_best(const struct pms_explain *x, struct pms_explain_best *out)
{
	*out = x->best;
}

PMS_API int pms_explain_n_pmus(const struct pms_explain *x)
{
	return x->n_pass;
}

PMS_API int pms_explain_counters_pmu(const struct pms_explain *x, int pmu, enum pms_ctr_kind kind,
				     struct pms_explain_counters *out)
{
	memset(out, 0, sizeof(*out));
	if (pmu < 0 || pmu >= x->n_pass || (unsigned)kind >= PMS_CTR_N_KINDS)
		return PMS_ERANGE;
	*out = x->kinds[pmu][kind];
	return PMS_OK;
}

PMS_API int pms_explain_best_pmu(const struct pms_explain *x, int pmu, struct pms_explain_best *out)
{
	memset(out, 0, sizeof(*out));
	if (pmu < 0 || pmu >= x->n_pass)
		return PMS_ERANGE;
	*out = x->bests[pmu];
	return PMS_OK;
}

PMS_API int pms_explain_n_rules(const struct pms_explain *x)
{
	return x->n_rules;
}

PMS_API int pms_explain_rule(const struct pms_explain *x, int i, struct pms_explain_rule *out)
{
	if (i < 0 || i >= x->n_rules)
		return PMS_ERANGE;
	*out = x->rules[i];
	return PMS_OK;
}

PMS_API int pms_explain_n_causes(const struct pms_explain *x)
{
	return x->n_causes;
}

PMS_API int pms_explain_cause(const struct pms_explain *x, int i, struct pms_explain_cause *out)
{
	if (i < 0 || i >= x->n_causes)
		return PMS_ERANGE;
	*out = x->causes[i];
	return PMS_OK;
}

PMS_API int pms_explain_n_events(const struct pms_explain *x)
{
	return x->n_xev;
}

PMS_API int pms_explain_event(const struct pms_explain *x, int i, struct pms_explain_event *out)
{
	if (i < 0 || i >= x->n_xev)
		return PMS_ERANGE;
	*out = x->xev[i];
	return PMS_OK;
}

PMS_API int pms_explain_n_fixes(const struct pms_explain *x)
{
	return x->n_fixes;
}

PMS_API int pms_explain_fix(const struct pms_explain *x, int i, struct pms_explain_fix *out)
{
	if (i < 0 || i >= x->n_fixes)
		return PMS_ERANGE;
	*out = x->fixes[i].pub;
	return PMS_OK;
}

PMS_API int pms_explain_watchdog_matters(const struct pms_evlist *ev, const struct pms_sim_opts *o,
					 const struct pms_sim *s, int *n_helped, struct pms_diag *d)
{
	struct pms_sim_opts off;
	struct pms_sim *t = NULL;
	int rc;

	if (!ev || !o || !s || !n_helped || pms_sim_n_events(s) != pms_evlist_count(ev))
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "missing argument");
	*n_helped = 0;
	if (!o->env.nmi_watchdog || pms_sim_watchdog_note(s))
		return PMS_OK;
	off = *o;
	off.env.nmi_watchdog = false;
	rc = pms_simulate(ev, &off, &t, d);
	if (rc)
		return rc;
	for (int i = 0; i < pms_sim_n_events(s); i++)
		*n_helped += pms_sim_result(s, i)->status == PMS_ST_NOT_COUNTED &&
			     pms_sim_result(t, i)->status == PMS_ST_COUNTED;
	pms_sim_free(t);
	return PMS_OK;
}
