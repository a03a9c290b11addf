/*
 * The planner (see pmusched/plan.h): units, the one-run packing with its
 * pins, and the public accessors.
 *
 * Steps of a one-run plan:
 *  1. Units: the user's groups, or single events with SPLIT_GROUPS (a
 *     topdown slots group stays whole: its metrics need the slots
 *     leader).  A unit with no core event is software (always counted) or
 *     refused (never opens); both are left as written.  A unit that does
 *     not fit an otherwise empty PMU beside the watchdog can never be
 *     scheduled: it is parked, listed last with :D, so the kernel puts it
 *     in ERROR at the first pinned pass instead of letting it stop every
 *     flexible pass it heads.  A user group that can never be counted
 *     whole (parked, or a member never opens) is planned event by event.
 *  2. Pins: the user's :D units are kept (each must fit beside the ones
 *     before it) when every other unit can still run beside them and the
 *     others need no more slots than without them; otherwise their :D is
 *     dropped and a note says why.  KEEP_PINNED never drops one: what
 *     cannot run beside them is parked.
 *  3. Packing: the fewest slots (plan_pack.c, behind pmsi_pack_solve()).
 *  4. Pinning: with two or more slots, a unit that fits beside the pins
 *     and every slot is pinned, so it runs all the time; no slot loses.
 *  5. Text and choice (plan_emit.c): pins, one braced group per slot,
 *     software and refused units, parked units last; the pins and every
 *     group on its own; the list as written.  Each is simulated and the
 *     one that counts the most events, then has the highest lowest share,
 *     is taken.
 * Runs (NO_MULTIPLEX, RUNS) are in plan_runs.c.
 */
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "evtext.h"
#include "plan_int.h"

int pmsi_plan_unit_key(const struct punit *u)
{
	return u->topdown ? -1 : u->pub.events[0];
}

void pmsi_plan_put_unit(struct pctx *c, int u, int *n)
{
	for (; u >= 0; u = c->p->u[u].join_next) {	/* same_run: its joined units too */
		const struct punit *x = &c->p->u[u];

		for (int j = 0; j < x->pub.n_events; j++)
			c->idx[(*n)++] = x->pub.events[j];
	}
}

static int base_len(struct pctx *c)
{
	int n = 0;

	for (int b = 0; b < c->n_base; b++)
		pmsi_plan_put_unit(c, c->base[b], &n);
	return n;
}

static bool check_n(struct pctx *c, int n)
{
	c->p->bound.n_checks++;
	return pms_fit_check(c->fit, c->idx, n, 0) == PMS_FIT_YES;
}

/* The oracle: pins in order, then the units by key (as they are written). */
int pmsi_plan_fits(void *ctx, const int *set, int n, unsigned flags)
{
	struct pctx *c = ctx;
	int sorted[PMS_ASSIGN_MAX + 2], at = base_len(c);

	if (n > PMS_ASSIGN_MAX + 2)
		return PMS_FIT_NO;
	for (int i = 0; i < n; i++) {
		int j = i, key = pmsi_plan_unit_key(&c->p->u[c->pack[set[i]]]);

		while (j > 0 && pmsi_plan_unit_key(&c->p->u[sorted[j - 1]]) > key) {
			sorted[j] = sorted[j - 1];
			j--;
		}
		sorted[j] = c->pack[set[i]];
	}
	for (int i = 0; i < n; i++)
		pmsi_plan_put_unit(c, sorted[i], &at);
	return pms_fit_check(c->fit, c->idx, at, flags);
}

/* Units @skip excluded, of slot @s, plus @add (-1: none): fit beside the pins? */
static bool check_slot(struct pctx *c, int s, int add, int skip)
{
	int set[PMS_ASSIGN_MAX + 2], n = 0;

	for (int i = 0; i < c->m && n < PMS_ASSIGN_MAX + 1; i++) {
		int u = c->pack[i];

		if (u != skip && c->p->u[u].pub.slot == s && s >= 0)
			set[n++] = i;
		if (u == add)
			set[n++] = i;
	}
	c->p->bound.n_checks++;
	return pmsi_plan_fits(c, set, n, 0) == PMS_FIT_YES;
}

/*
 * Held masks for the bound: the watchdog's cycles (on a hybrid platform
 * each core type's CPU has its own, on its own PMU) and every pinned
 * event, each with its core PMU.
 */
static int held_masks(struct pctx *c, uint64_t *held, int *held_pmu, int cap)
{
	const struct pms_model *mdl = pms_evlist_model(c->p->ev);
	const struct pms_env *env = &c->p->o->env;
	int n = 0;

	for (size_t k = 0; pms_fit_watchdog(c->fit) && k < pms_model_n_pmus(mdl) &&
	     k < PMS_MAX_CORE_PMUS && n < cap; k++) {
		const struct pms_model *pmu = pms_model_pmu(mdl, k);
		struct pms_hwev hw = { 0 };
		struct pms_constraint kc;

		if (pms_model_generic(pmu, env, PMS_HW_CPU_CYCLES, &hw.config) == PMS_OK &&
		    pms_model_constraint(pmu, env, &hw, &kc) == PMS_OK) {
			held_pmu[n] = (int)k;
			held[n++] = kc.mask;
		}
	}
	for (int b = 0; b < c->n_base; b++) {
		const struct punit *x = &c->p->u[c->base[b]];

		for (int j = 0; j < x->n_keys && n < cap; j++) {
			held_pmu[n] = PMSI_CKEY_PMU(x->keys[j].flags);
			held[n++] = x->keys[j].mask;
		}
	}
	return n;
}

/* This packing's share of the budget (at least 1: 0 would mean the default). */
static long pack_budget(const struct pctx *c)
{
	long b = c->p->po.budget ? c->p->po.budget : PMSI_PACK_BUDGET;

	b /= c->budget_div > 1 ? c->budget_div : 1;
	return b > 0 ? b : 1;
}

int pmsi_plan_pack(struct pctx *c)
{
	struct pms_plan *p = c->p;
	struct pmsi_pack_item *items = pmsi_calloc((size_t)c->m + 1, sizeof(*items));
	int *slot = pmsi_calloc((size_t)c->m + 1, sizeof(int));
	uint64_t held[PMS_ASSIGN_MAX + PMS_MAX_CORE_PMUS + 1];
	int held_pmu[PMS_ASSIGN_MAX + PMS_MAX_CORE_PMUS + 1];
	struct pmsi_pack_in in = { .m = c->m, .item = items, .fits = pmsi_plan_fits, .ctx = c,
				   .held = held, .held_pmu = held_pmu, .budget = pack_budget(c) };
	struct pmsi_pack_out out = { .slot = slot, .clique = p->clique, .weight = p->weight_scratch };
	const struct pms_model *mdl = pms_evlist_model(p->ev);
	bool held_xreg = false;
	int rc;

	if (!items || !slot) {
		pmsi_free(items);
		pmsi_free(slot);
		return PMS_ENOMEM;
	}
	/*
	 * Register values held beside every slot (a pin's, the sibling's) make
	 * a unit that needs one unlike the others: no renaming then.
	 */
	for (int b = 0; b < c->n_base; b++)
		held_xreg |= p->u[c->base[b]].xreg;
	held_xreg |= p->o->sibling != NULL;
	for (int i = 0; i < c->m; i++) {
		const struct punit *x = &p->u[c->pack[i]];

		items[i] = (struct pmsi_pack_item){ .keys = x->keys, .n_keys = x->n_keys,
						    .solo = x->solo,
						    .own_class = x->xreg && (held_xreg || x->xfam < 0),
						    .xfam = x->xfam, .xval = x->xval, .xsym = x->xsym,
						    .order = x->pub.events[0] };
	}
	in.n_held = held_masks(c, held, held_pmu, PMS_ASSIGN_MAX + PMS_MAX_CORE_PMUS);
	memcpy(in.xcap, c->xcap, sizeof(in.xcap));
	in.n_pmus = (int)pms_model_n_pmus(mdl);
	for (int k = 0; k < in.n_pmus && k < PMS_MAX_CORE_PMUS; k++) {
		int n_gp = pms_model_n_gp(pms_model_pmu(mdl, (size_t)k), &p->o->env);

		in.all_gp[k] = n_gp >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << n_gp) - 1;
	}
	out.n_checks = p->bound.n_checks;
	rc = pmsi_pack_solve(&in, &out);
	if (rc == PMS_OK) {
		for (int i = 0; i < c->m; i++)
			p->u[c->pack[i]].pub.slot = slot[i];
		c->k = out.k;
		p->bound = (struct pms_plan_bound){
			.n_slots = out.k, .lower_bound = out.lb, .proven = out.exact,
			.heuristic = out.heuristic, .budget_out = out.aborted,
			.n_checks = out.n_checks, .proof = out.proof, .clique = p->clique,
			.n_clique = 0, .counters = out.counters, .n_need = out.n_need,
			.n_free = out.n_free, .pmu = out.pmu, .lp_bound = out.lp };
		/* the clique and the weights name units, not pack positions */
		for (int q = 0; q < out.n_clique; q++)
			p->clique[q] = c->pack[out.clique[q]];
		p->bound.n_clique = out.n_clique;
		for (int u = 0; u < p->n_units; u++)
			p->weights[u] = 0;
		for (int i = 0; out.lp > 0 && i < c->m; i++)
			p->weights[c->pack[i]] = p->weight_scratch[i];
		p->bound.weights = out.lp > 0 ? p->weights : NULL;
	}
	pmsi_free(items);
	pmsi_free(slot);
	return rc;
}

/* ---- units ---------------------------------------------------------- */

static int by_key(const void *a, const void *b)
{
	const struct pmsi_ckey *x = a, *y = b;

	if (x->mask != y->mask)
		return x->mask < y->mask ? -1 : 1;
	return (x->flags > y->flags) - (x->flags < y->flags);
}

/*
 * Does core event @e need an extra register?  The kernel hands those out
 * in list order (intel_shared_regs_constraints), so such a unit is not
 * interchangeable with another of the same counter keys.  The first such
 * event also gives the unit's family for the search's bound: a register
 * and its alternate (intel_alt_er), on the event's core PMU, hold one
 * value each, shared by events of the same config1.  Before 4.0.1 a PEBS
 * event takes no register (pmsi_xreg_skipped): no family then.
 */
static void xreg_facts(struct pctx *c, struct punit *u, int e, const struct pms_constraint *k)
{
	const struct pms_model *m = pms_evlist_event_pmu(c->p->ev, e);
	const struct pms_env *env = &c->p->o->env;
	struct pms_hwev hw;
	int x, alt, pmu;

	if (!m)
		m = pms_evlist_model(c->p->ev);
	if (pms_evlist_hwev(c->p->ev, e, env, &hw) != PMS_OK)
		return;
	x = pmsi_model_xreg(m, env, hw.config, NULL);
	if (x < 0 || x >= PMS_XREG_N)
		return;
	u->xreg = true;
	if (u->xfam >= 0 || ((k->flags & PMS_CF_PEBS) && env->kver &&
			     env->kver < PMS_KVER_RC(4, 0, 1)))
		return;
	alt = pmsi_model_xreg_alt(m, env, x);
	pmu = pms_model_pmu_index(m);
	u->xfam = (pmu > 0 ? pmu % PMS_MAX_CORE_PMUS : 0) * PMS_XREG_N +
		  (alt >= 0 && alt < x ? alt : x);
	u->xval = hw.config1;
	/* the register it asks for first, and whether its value may move (intel_alt_er) */
	u->xsym = 2 * x + (alt >= 0 && !(hw.config1 & ~pmsi_model_xreg_valid(m, env, alt)));
	c->xcap[u->xfam] = alt >= 0 && alt != x ? 2 : 1;
}

/* A PMU's general-purpose counters: x86 bits 0-31; arm64 GP0..N-1 (bit 31 is CYCLES). */
static uint64_t gp_bits(const struct pms_model *pmu, const struct pms_env *env)
{
	int n = pms_model_n_gp(pmu, env);

	if (pms_model_alloc(pmu) == PMS_ALLOC_X86)
		return PMS_GP_MASK;
	return n >= PMS_ARM_MAX_GP ? PMS_GP_MASK >> 1 : (UINT64_C(1) << n) - 1;
}

/* The unit's core events as sorted (mask, flags), and what it is. */
static void unit_facts(struct pctx *c, struct punit *u)
{
	const struct pms_env *env = &c->p->o->env;
	int n_refused = 0;

	const struct pms_model *mdl = pms_evlist_model(c->p->ev);
	bool slots = false;

	for (int j = 0; j < u->pub.n_events; j++) {
		struct pms_event_info info;

		pms_evlist_event(c->p->ev, u->pub.events[j], &info);
		slots |= pmsi_event_is_slots(&info);
	}
	u->fixed_only = true;
	for (int j = 0; j < u->pub.n_events; j++) {
		int e = u->pub.events[j], kind = pms_fit_event(c->fit, e);
		struct pms_constraint k;

		/* intel_pmu_hw_config(): a metric event opens only in a group with slots */
		if (kind == PMS_FIT_EV_CORE && !slots && (pms_model_rules(mdl, env) & PMS_RULE_TOPDOWN) &&
		    !pms_evlist_constraint(c->p->ev, e, env, &k) && (k.flags & PMS_CF_METRIC))
			kind = PMS_FIT_EV_REFUSED;
		n_refused += kind == PMS_FIT_EV_REFUSED;
		if (kind != PMS_FIT_EV_CORE || pms_evlist_constraint(c->p->ev, e, env, &k))
			continue;
		u->n_core++;
		xreg_facts(c, u, e, &k);
		/* the kernel places fixed-counter events first (arm64: CYCLES, INSTR):
		 * pinning them costs no GP */
		if (!(k.mask & ~gp_bits(pms_evlist_event_pmu(c->p->ev, e), env)))
			u->fixed_only = false;
		if (u->n_keys < PMS_ASSIGN_MAX) {
			int pmu = pms_model_pmu_index(pms_evlist_event_pmu(c->p->ev, e));

			u->keys[u->n_keys].mask = k.mask;
			u->keys[u->n_keys++].flags = k.flags | (u->solo ? 1u << 31 : 0) |
				(unsigned)(pmu > 0 ? pmu & 3 : 0) << PMSI_CKEY_PMU_SHIFT;
		}
	}
	qsort(u->keys, (size_t)u->n_keys, sizeof(u->keys[0]), by_key);
	if (!u->n_core)
		u->fixed_only = false;
	u->pub.unreadable = n_refused > 0;
	u->pub.kind = u->n_core ? PMS_PLAN_PACKED : n_refused ? PMS_PLAN_REFUSED : PMS_PLAN_SOFTWARE;
}

static int build_units(struct pctx *c, bool split_all, const bool *force_split)
{
	struct pms_plan *p = c->p;
	int n = p->n_ev;

	p->n_units = 0;
	for (int pos = 0; pos < n;) {
		struct pms_event_info info, lead;
		struct punit *u = &p->u[p->n_units++];
		int i = p->ev_store[pos];	/* group order: members follow their leader */
		bool split;

		memset(u, 0, sizeof(*u));
		u->xfam = -1;
		u->join_next = u->same_set = -1;
		pms_evlist_event(p->ev, i, &info);
		pms_evlist_event(p->ev, info.leader, &lead);
		/* a slots leader keeps its group whole; past the leader of a
		 * split group every event is a unit of its own, slots too (a
		 * one-call parse may put slots inside another leader's group) */
		split = (split_all || (force_split && force_split[info.group])) &&
			info.group_size > 1 && !(info.is_leader && pmsi_event_is_slots(&info));
		split |= !info.is_leader;
		u->pub.events = &p->ev_store[pos];
		u->pub.n_events = split ? 1 : info.group_size;
		u->pub.user_pinned = lead.pinned;
		u->pub.slot = u->pub.run = -1;
		u->solo = lead.exclusive;
		u->topdown = info.is_leader && pmsi_event_is_slots(&info) && !split;
		u->braces = !split && info.in_braces;
		unit_facts(c, u);
		pos += u->pub.n_events;
	}
	/* never fits, even alone beside the watchdog */
	for (int u = 0; u < p->n_units; u++) {
		int k = 0;

		if (p->u[u].pub.kind != PMS_PLAN_PACKED)
			continue;
		pmsi_plan_put_unit(c, u, &k);
		if (!check_n(c, k)) {
			p->u[u].pub.kind = PMS_PLAN_PARKED;
			p->u[u].reason = R_NEVER_ALONE;
		}
	}
	return PMS_OK;
}

static void add_note(struct pms_plan *p, enum pms_plan_note_kind kind, int u, int other)
{
	struct pms_plan_note *n = &p->notes[p->n_notes++];

	*n = (struct pms_plan_note){ .kind = kind, .event = p->u[u].pub.events[0],
				     .n_events = p->u[u].pub.n_events, .other = -1, .why = kind };
	if (other >= 0) {
		n->other = p->u[other].pub.events[0];
		n->n_other = p->u[other].pub.n_events;
	}
}

/*
 * A user group that can never be on the PMU whole (it does not fit even
 * alone beside the watchdog, or perf_event_open refuses some of its
 * members) cannot be counted as a group at all: counting every event comes
 * first, so its events are planned one by one.
 */
static int split_hopeless(struct pctx *c)
{
	struct pms_plan *p = c->p;
	bool *force = pmsi_calloc((size_t)pms_evlist_n_groups(p->ev) + 1, sizeof(bool));
	bool any = false;

	if (!force)
		return PMS_ENOMEM;
	for (int u = 0; u < p->n_units; u++) {
		struct punit *x = &p->u[u];
		struct pms_event_info info;

		pms_evlist_event(p->ev, x->pub.events[0], &info);
		if (x->pub.n_events > 1 && !pmsi_event_is_slots(&info) &&
		    (x->pub.kind == PMS_PLAN_PARKED || (x->pub.unreadable && x->n_core))) {
			struct pms_plan_note *n = &p->notes[p->n_notes++];

			*n = (struct pms_plan_note){ .kind = PMS_PLAN_NOTE_SPLIT,
				.event = x->pub.events[0], .n_events = x->pub.n_events, .other = -1,
				.why = x->pub.kind == PMS_PLAN_PARKED ? PMS_PLAN_NOTE_NEVER_ALONE
								      : PMS_PLAN_NOTE_UNREADABLE };
			force[info.group] = any = true;
		}
	}
	if (any)
		build_units(c, false, force);
	pmsi_free(force);
	return PMS_OK;
}

/* ---- one run: pins and slots ------------------------------------------ */

/* With two or more slots, pin what fits beside the pins and every slot. */
static void promote(struct pctx *c)
{
	struct pms_plan *p = c->p;

	if (c->k < 2 || c->no_pin)
		return;
	/* the user's pinned units are tried first, then the rest in input order */
	for (int pass = 0; pass < 2 && c->k >= 2; pass++) {
		for (int u = 0; u < p->n_units && c->k >= 2; u++) {
			struct punit *x = &p->u[u];
			int s = x->pub.slot, t, n;

			if (s < 0 || x->pub.user_pinned != !pass || x->solo)
				continue;
			c->base[c->n_base++] = u;
			n = base_len(c);
			if (!check_n(c, n)) {
				c->n_base--;
				continue;
			}
			for (t = 0; t < c->k; t++)
				if (!check_slot(c, t, -1, u))
					break;
			if (t < c->k) {
				c->n_base--;
				continue;
			}
			x->pub.slot = -1;
			x->pub.pinned = x->pub.promoted = true;
			if (!x->pub.user_pinned)
				x->reason = R_PROMOTED;
			/* an emptied slot goes; the later ones move down */
			for (t = 0; t < c->m; t++)
				if (p->u[c->pack[t]].pub.slot == s)
					break;
			if (t == c->m) {
				for (int v = 0; v < p->n_units; v++)
					if (p->u[v].pub.slot > s)
						p->u[v].pub.slot--;
				c->k--;
			}
		}
	}
}

/*
 * Plan with the user's pins kept (@keep) or dropped.  Returns a negative
 * PMS_E* code, else the number of units that could not run beside kept
 * pins (parked when @park_blocked).
 */
static int scenario(struct pctx *c, bool keep, bool park_blocked)
{
	struct pms_plan *p = c->p;
	int blocked = 0, rc;

	c->n_base = c->m = 0;
	c->blocker = -1;
	for (int u = 0; u < p->n_units; u++) {
		struct punit *x = &p->u[u];

		x->pub.pinned = x->pub.promoted = false;
		x->pub.slot = -1;
		if (x->pub.kind == PMS_PLAN_PARKED && x->reason != R_NEVER_ALONE)
			x->pub.kind = PMS_PLAN_PACKED;
		if (x->reason != R_NEVER_ALONE)
			x->reason = R_NONE;
	}
	for (int u = 0; keep && u < p->n_units; u++) {
		struct punit *x = &p->u[u];

		if (x->pub.kind != PMS_PLAN_PACKED || !x->pub.user_pinned)
			continue;
		c->base[c->n_base++] = u;
		if (check_n(c, base_len(c))) {
			x->pub.pinned = true;
		} else {
			c->n_base--;
			x->pub.kind = PMS_PLAN_PARKED;
			x->reason = R_PIN_FAILS;
			blocked++;
		}
	}
	for (int u = 0; u < p->n_units; u++) {
		struct punit *x = &p->u[u];

		if (x->pub.kind != PMS_PLAN_PACKED || x->pub.pinned)
			continue;
		if (c->n_base) {
			int n = base_len(c);

			pmsi_plan_put_unit(c, u, &n);
			if (!check_n(c, n)) {
				blocked++;
				if (c->blocker < 0)
					c->blocker = u;
				if (park_blocked) {
					x->pub.kind = PMS_PLAN_PARKED;
					x->reason = R_BLOCKED;
					continue;
				}
			}
		}
		c->pack[c->m++] = u;
	}
	/*
	 * Kept pins that block a unit: the caller drops them (this answer is
	 * only counted), and a unit that fits nowhere has no packing to search.
	 */
	if (keep && !park_blocked && blocked)
		return blocked;
	rc = pmsi_plan_pack(c);
	if (rc)
		return rc;
	promote(c);
	if (c->k < p->bound.lower_bound) {
		/* pins emptied slots: the bound was of the packing without them */
		p->bound.lower_bound = 1;
		p->bound.proven = c->k == 1;
		p->bound.proof = PMS_PLAN_PROOF_TRIVIAL;
		p->bound.n_clique = 0;
	}
	p->bound.n_slots = c->k;
	return blocked;
}

struct saved {
	int k, n_base;
	struct pms_plan_bound bound;
	struct punit *u;
	int *base, *pack, m;
};

static int save(struct pctx *c, struct saved *s)
{
	size_t n = (size_t)c->p->n_units + 1;

	s->u = pmsi_malloc(sizeof(*s->u) * n);
	s->base = pmsi_malloc(sizeof(int) * n);
	s->pack = pmsi_malloc(sizeof(int) * n);
	if (!s->u || !s->base || !s->pack)
		return PMS_ENOMEM;
	memcpy(s->u, c->p->u, sizeof(*s->u) * (size_t)c->p->n_units);
	memcpy(s->base, c->base, sizeof(int) * (size_t)c->n_base);
	memcpy(s->pack, c->pack, sizeof(int) * (size_t)c->m);
	s->n_base = c->n_base;
	s->m = c->m;
	s->k = c->k;
	s->bound = c->p->bound;
	return PMS_OK;
}

static void restore(struct pctx *c, const struct saved *s)
{
	long checks = c->p->bound.n_checks;

	memcpy(c->p->u, s->u, sizeof(*s->u) * (size_t)c->p->n_units);
	memcpy(c->base, s->base, sizeof(int) * (size_t)s->n_base);
	memcpy(c->pack, s->pack, sizeof(int) * (size_t)s->m);
	c->n_base = s->n_base;
	c->m = s->m;
	c->k = s->k;
	c->p->bound = s->bound;
	c->p->bound.n_checks = checks;
}

static void saved_free(struct saved *s)
{
	pmsi_free(s->u);
	pmsi_free(s->base);
	pmsi_free(s->pack);
}

static void one_run_notes(struct pctx *c, int blocker)
{
	struct pms_plan *p = c->p;
	enum pms_plan_variant v = p->runs[0].variant;

	for (int u = 0; u < p->n_units; u++) {
		const struct punit *x = &p->u[u];
		enum pu_reason r = x->reason;

		if (v == PMS_PLAN_AS_WRITTEN && r >= R_PIN_DROPPED_BLOCKS)
			r = R_NONE;	/* the list is kept as written */
		if (r == R_PROMOTED && !pmsi_plan_pinned_in(x, v))
			r = R_NONE;
		switch (r) {
		case R_NEVER_ALONE: add_note(p, PMS_PLAN_NOTE_NEVER_ALONE, u, -1); break;
		case R_BLOCKED: add_note(p, PMS_PLAN_NOTE_BLOCKED, u, -1); break;
		case R_PIN_FAILS: add_note(p, PMS_PLAN_NOTE_PIN_FAILS, u, -1); break;
		case R_PIN_DROPPED_BLOCKS:
			add_note(p, PMS_PLAN_NOTE_PIN_DROPPED_BLOCKS, u, blocker);
			break;
		case R_PIN_DROPPED_SLOTS: add_note(p, PMS_PLAN_NOTE_PIN_DROPPED_SLOTS, u, -1); break;
		case R_PROMOTED: add_note(p, PMS_PLAN_NOTE_PROMOTED, u, -1); break;
		case R_NONE: break;
		}
		if (x->pub.kind == PMS_PLAN_REFUSED)
			add_note(p, PMS_PLAN_NOTE_REFUSED, u, -1);
		else if (x->pub.unreadable && x->pub.kind != PMS_PLAN_PARKED)
			add_note(p, PMS_PLAN_NOTE_UNREADABLE, u, -1);
	}
}

static int one_run(struct pctx *c, struct pms_diag *d)
{
	struct pms_plan *p = c->p;
	struct saved keep = { 0 };
	bool any_user_pin = false, keep_pinned = p->po.flags & PMS_PLAN_KEEP_PINNED;
	int blocked_keep = -1, blocker = -1, rc;

	for (int u = 0; u < p->n_units; u++)
		any_user_pin |= p->u[u].pub.kind == PMS_PLAN_PACKED && p->u[u].pub.user_pinned;
	if (any_user_pin) {
		/* a quarter of the budget when the list without the pins is planned too */
		c->budget_div = keep_pinned ? 1 : 4;
		blocked_keep = scenario(c, true, keep_pinned);
		c->budget_div = 1;
		rc = blocked_keep < 0 ? blocked_keep : save(c, &keep);
		if (rc)
			goto out;
		blocker = c->blocker;
	}
	if (any_user_pin && !keep_pinned) {
		rc = scenario(c, false, false);
		if (rc < 0)
			goto out;
		if (blocked_keep == 0 && keep.k <= c->k) {
			restore(c, &keep);
		} else {
			for (int u = 0; u < p->n_units; u++) {
				struct punit *x = &p->u[u];

				if (x->pub.user_pinned && x->pub.kind == PMS_PLAN_PACKED && !x->pub.pinned)
					x->reason = blocked_keep ? R_PIN_DROPPED_BLOCKS : R_PIN_DROPPED_SLOTS;
			}
		}
	} else if (!any_user_pin) {
		rc = scenario(c, false, false);
		if (rc < 0)
			goto out;
	}
	for (int u = 0; u < p->n_units; u++)	/* every unit is written in the one list */
		p->u[u].pub.run = 0;
	p->n_runs = 1;
	rc = pmsi_plan_choose(c, &p->runs[0], d);
	if (rc == PMS_OK) {
		enum pms_plan_variant v = p->runs[0].variant;

		one_run_notes(c, blocker);
		/* units as the chosen text writes them */
		for (int u = 0; u < p->n_units; u++) {
			struct punit *x = &p->u[u];

			if (v == PMS_PLAN_AS_WRITTEN) {
				x->pub.pinned = x->pub.user_pinned;
				x->pub.promoted = false;
				x->pub.slot = -1;
			} else if (x->pub.kind == PMS_PLAN_PACKED) {
				x->pub.pinned = pmsi_plan_pinned_in(x, v);
				x->pub.promoted &= x->pub.pinned;
			}
		}
	}
out:
	saved_free(&keep);
	return rc < 0 ? rc : PMS_OK;
}

/* ---- the API ----------------------------------------------------------- */

static void free_runs(struct pms_plan *p)
{
	for (int r = 0; p->runs && r < p->n_runs; r++) {
		pmsi_free(p->runs[r].list);
		pmsi_free(p->runs[r].order);
		pms_sim_free(p->runs[r].sim);
		pms_evlist_free(p->runs[r].ev);
		pms_plan_free(p->runs[r].sub);
		pms_evlist_free(p->runs[r].sub_ev);
	}
	pmsi_free(p->runs);
}

PMS_API void pms_plan_free(struct pms_plan *p)
{
	if (!p)
		return;
	free_runs(p);
	pmsi_free(p->u);
	pmsi_free(p->ev_store);
	pmsi_free(p->clique);
	pmsi_free(p->weights);
	pmsi_free(p->weight_scratch);
	pmsi_free(p->notes);
	pmsi_free(p);
}

/* ---- same_run: sets of units packed as one, written apart ---- */

static int unit_of_event(const struct pms_plan *p, int e)
{
	for (int u = 0; u < p->n_units; u++)
		for (int j = 0; j < p->u[u].pub.n_events; j++)
			if (p->u[u].pub.events[j] == e)
				return u;
	return -1;
}

/* Unit @v's facts added to unit @r's, the two packed as one. */
static void join_facts(struct punit *r, const struct punit *v)
{
	r->n_core += v->n_core;
	r->solo |= v->solo;
	r->fixed_only &= v->fixed_only;
	if (v->xreg && !r->xreg) {
		r->xreg = true;
		r->xfam = v->xfam;
		r->xval = v->xval;
		r->xsym = v->xsym;
	}
	for (int k = 0; k < v->n_keys && r->n_keys < PMS_ASSIGN_MAX; k++)
		r->keys[r->n_keys++] = v->keys[k];
	qsort(r->keys, (size_t)r->n_keys, sizeof(r->keys[0]), by_key);
}

/*
 * Resolve p->po.same_run into each unit's same_set; with @join, join each
 * set's packed units into its first one (join_next) and check that they
 * fit at once.  PMS_EINVAL with a line naming the token or the set.
 */
static int same_run(struct pctx *c, bool join, struct pms_diag *d)
{
	struct pms_plan *p = c->p;
	const char *s = p->po.same_run;
	int set = 0;

	while (s && *s) {
		const char *end = s + strcspn(s, ";");
		int first = -1, last = -1;

		for (const char *t = s; t < end;) {
			size_t len = strcspn(t, ",;");
			bool found = false;

			if (t + len > end)
				len = (size_t)(end - t);
			if (!len)
				return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0,
						 "same-run: an empty event name in '%.*s'",
						 (int)(end - s), s);
			for (int i = 0; i < p->n_ev; i++) {
				char name[256];
				int u;

				pms_plan_event_text(p->ev, i, name, sizeof(name));
				if (strlen(name) != len || strncasecmp(name, t, len))
					continue;
				found = true;
				u = unit_of_event(p, i);
				if (u < 0 || p->u[u].pub.kind == PMS_PLAN_REFUSED ||
				    p->u[u].pub.kind == PMS_PLAN_PARKED)
					return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0,
							 "same-run: '%.*s' can never be counted "
							 "(%s), so no run counts it", (int)len, t,
							 u >= 0 && p->u[u].pub.kind == PMS_PLAN_PARKED ?
							 "its group never fits the PMU" :
							 "not supported");
				if (p->u[u].same_set >= 0 && p->u[u].same_set != set)
					return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0,
							 "same-run: '%.*s' is in two sets; join them "
							 "into one", (int)len, t);
				if (p->u[u].same_set == set)
					continue;
				p->u[u].same_set = set;
				if (!join || p->u[u].pub.kind != PMS_PLAN_PACKED)
					continue;
				if (first < 0) {
					first = last = u;
				} else {
					p->u[last].join_next = u;
					p->u[u].joined = true;
					join_facts(&p->u[first], &p->u[u]);
					last = u;
				}
			}
			if (!found)
				return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0,
						 "same-run: '%.*s' is no event of the list",
						 (int)len, t);
			t += len;
			if (t < end && *t == ',')
				t++;
		}
		if (first >= 0 && p->u[first].join_next >= 0) {
			int k = 0;

			pmsi_plan_put_unit(c, first, &k);
			if (!check_n(c, k))
				return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0,
						 "same-run: '%.*s' do not fit the PMU at once beside "
						 "the NMI watchdog, so no run counts them all the time",
						 (int)(end - s), s);
		}
		set++;
		s = *end ? end + 1 : end;
	}
	return PMS_OK;
}

static int check_opts(const struct pms_evlist *ev, const struct pms_sim_opts *o,
		      const struct pms_plan_opts *po, struct pms_diag *d)
{
	if (!ev || !o)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "missing argument");
	if (po->mode > PMS_PLAN_RUNS ||
	    (po->flags & ~(unsigned)(PMS_PLAN_SPLIT_GROUPS | PMS_PLAN_KEEP_PINNED | PMS_PLAN_NO_PIN)) ||
	    po->budget < 0)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "unknown plan mode or flag");
	if (po->mode == PMS_PLAN_RUNS && (po->n_runs < 1 || po->n_runs > PMS_EVLIST_MAX_EVENTS))
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "runs must be 1 to %d",
				 PMS_EVLIST_MAX_EVENTS);
	return pmsi_plan_error_check(po, d);
}

PMS_API int pms_plan_new(const struct pms_evlist *ev, const struct pms_sim_opts *o,
			 const struct pms_plan_opts *po, struct pms_plan **out,
			 struct pms_diag *d)
{
	struct pms_plan_opts dflt = PMS_PLAN_OPTS_INIT;
	struct pctx c = { .blocker = -1 };
	struct pms_plan *p;
	int n, rc;

	if (!out)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "missing argument");
	*out = NULL;
	/* an older caller's options end before the later fields: their defaults */
	rc = pmsi_sz_copy(&dflt, sizeof(dflt), po, "struct pms_plan_opts", d);
	if (!rc)
		rc = check_opts(ev, o, &dflt, d);
	if (rc)
		return rc;
	p = pmsi_calloc(1, sizeof(*p));
	if (!p)
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory while planning");
	p->ev = ev;
	p->o = o;
	p->po = dflt;
	p->n_ev = n = pms_evlist_count(ev);
	c.p = p;
	c.no_pin = p->po.flags & PMS_PLAN_NO_PIN;
	rc = pms_fit_new(ev, o, &c.fit, d);
	if (rc)
		goto fail;
	p->ev_store = pmsi_malloc(sizeof(int) * (size_t)(n + 1));
	p->u = pmsi_calloc((size_t)n + 1, sizeof(*p->u));
	p->clique = pmsi_calloc((size_t)n + 1, sizeof(int));
	p->weights = pmsi_calloc((size_t)n + 1, sizeof(double));
	p->weight_scratch = pmsi_calloc((size_t)n + 1, sizeof(double));
	p->notes = pmsi_calloc(3 * (size_t)n + 1, sizeof(*p->notes));
	p->runs = pmsi_calloc((size_t)n + 1, sizeof(*p->runs));
	c.idx = pmsi_malloc(sizeof(int) * (size_t)(2 * n + 2));
	c.base = pmsi_malloc(sizeof(int) * (size_t)(n + 1));
	c.pack = pmsi_malloc(sizeof(int) * (size_t)(n + 1));
	rc = PMS_ENOMEM;
	if (!p->ev_store || !p->u || !p->clique || !p->weights || !p->weight_scratch || !p->notes ||
	    !p->runs || !c.idx || !c.base || !c.pack)
		goto fail;
	pmsi_evlist_group_order(ev, p->ev_store, c.pack);
	build_units(&c, p->po.flags & PMS_PLAN_SPLIT_GROUPS, NULL);
	if (!(p->po.flags & PMS_PLAN_SPLIT_GROUPS)) {
		rc = split_hopeless(&c);
		if (rc)
			goto fail;
	}
	rc = same_run(&c, p->po.mode != PMS_PLAN_ONE_RUN, d);
	if (rc)
		goto fail;
	rc = p->po.mode == PMS_PLAN_ONE_RUN ? one_run(&c, d) : pmsi_plan_runs(&c, d);
	if (rc)
		goto fail;
	pms_fit_free(c.fit);
	pmsi_free(c.idx);
	pmsi_free(c.base);
	pmsi_free(c.pack);
	*out = p;
	return PMS_OK;
fail:
	if (rc == PMS_ENOMEM)
		pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory while planning");
	pms_fit_free(c.fit);
	pmsi_free(c.idx);
	pmsi_free(c.base);
	pmsi_free(c.pack);
	pms_plan_free(p);
	return rc;
}

PMS_API enum pms_plan_mode pms_plan_mode(const struct pms_plan *p)
{
	return p->po.mode;
}

PMS_API void pms_plan_bound(const struct pms_plan *p, struct pms_plan_bound *out)
{
	*out = p->bound;
}

PMS_API int pms_plan_n_units(const struct pms_plan *p)
{
	return p->n_units;
}

PMS_API int pms_plan_unit(const struct pms_plan *p, int u, struct pms_plan_unit *out)
{
	if (u < 0 || u >= p->n_units)
		return PMS_ERANGE;
	*out = p->u[u].pub;
	return PMS_OK;
}

PMS_API int pms_plan_n_runs(const struct pms_plan *p)
{
	return p->n_runs;
}

PMS_API int pms_plan_run(const struct pms_plan *p, int r, struct pms_plan_run *out)
{
	const struct prun *x;

	if (r < 0 || r >= p->n_runs)
		return PMS_ERANGE;
	x = &p->runs[r];
	*out = (struct pms_plan_run){ .list = x->list, .order = x->order, .n_events = x->n,
				      .n_slots = x->n_slots, .variant = x->variant, .ev = x->ev,
				      .sim = x->sim, .lowest = x->lowest,
				      .lowest_event = x->lowest_event, .n_short = x->n_short };
	memcpy(out->variant_share, x->share, sizeof(x->share));
	if (x->sub) {	/* the run's own plan holds its list and simulation */
		out->ev = x->sub->runs[0].ev;
		out->sim = x->sub->runs[0].sim;
	}
	return PMS_OK;
}

PMS_API int pms_plan_n_notes(const struct pms_plan *p)
{
	return p->n_notes;
}

PMS_API int pms_plan_note(const struct pms_plan *p, int i, struct pms_plan_note *out)
{
	if (i < 0 || i >= p->n_notes)
		return PMS_ERANGE;
	*out = p->notes[i];
	return PMS_OK;
}
