/*
 * Counter assignment as the Linux x86 PMU driver does it.
 *
 * Eras (pms_assign_era_of()):
 *
 *  - LIST, 2.6.31-2.6.33 (x86_pmu_enable() of that time): events in list
 *    order; an event with a fixed-counter bit takes that fixed counter if it
 *    is free, otherwise the lowest free counter of its mask.
 *
 *  - WEIGHT, 2.6.34-3.2 (x86_schedule_events()): for weight w = 1 .. number
 *    of GP counters (+1 when fixed counters exist), events of weight w in
 *    list order take the lowest-numbered free bit of their mask.  GP bits
 *    sit below fixed bits, so cycles/instructions get a GP counter while one
 *    is free.  A failure ends that weight's loop only; heavier events are
 *    still tried.  No backtracking.
 *
 *  - SAVED_STATE, 3.3-4.0 (perf_assign_events(), struct perf_sched):
 *    events by weight (wmin..wmax), equal weights in list order.  An event
 *    with a fixed bit takes the lowest free fixed (or metric) counter;
 *    otherwise the lowest free GP counter from the iterator's position.
 *    After placing an event whose constraint is flagged overlap, the
 *    iterator state is saved (at most SCHED_STATES_MAX = 2 states).  When an
 *    event finds no counter, the last saved state is restored, its counter
 *    released, and that event resumes from the next counter.
 *
 *  - GPMAX, 4.1 and later: as SAVED_STATE, and every GP placement first
 *    checks "nr_gp++ >= gpmax".  The post-increment counts even a refused
 *    attempt, and a saved state holds nr_gp as it was after the overlap
 *    event was placed, so the retry of that event counts it a second time:
 *    a backtracking solution that needs exactly gpmax GP counters fails.
 *    This is what the kernel does; pms_assign_exact() answers what it
 *    should.  Paired constraints (AMD large-increment events, 5.7+) take
 *    counter i and i+1.
 *
 * The fastpath of x86_schedule_events() (reuse every previous counter
 * while still allowed) is pms_assign_fastpath().
 *
 * Nothing here allocates; state lives on the stack.
 */
#include <string.h>
#include "internal.h"

#define SCHED_STATES_MAX 2
/* Steps after which the saved-state loop is declared endless (see below). */
#define LIVELOCK_STEPS 1000000L

PMS_API enum pms_assign_era pms_assign_era_of(uint32_t kver)
{
	if (kver == 0)
		return PMS_ERA_GPMAX;
	/* 2.6.34-rc1 weight loop; 3.3-rc1 perf_assign_events; 4.1-rc1 gpmax */
	return kver < PMS_KVER26(34, 1) ? PMS_ERA_LIST :
	       kver < PMS_KVER_RC(3, 3, 1) ? PMS_ERA_WEIGHT :
	       kver < PMS_KVER_RC(4, 1, 1) ? PMS_ERA_SAVED_STATE : PMS_ERA_GPMAX;
}

PMS_API const char *pms_assign_era_name(enum pms_assign_era era)
{
	switch (era) {
	case PMS_ERA_LIST: return "2.6.31-2.6.33 list order";
	case PMS_ERA_WEIGHT: return "2.6.34-3.2 weight order, lowest free bit";
	case PMS_ERA_SAVED_STATE: return "3.3-4.0 perf_assign_events, fixed first, saved states";
	case PMS_ERA_GPMAX: return "4.1+ perf_assign_events with gpmax";
	}
	return "?";
}

static int weight_of(const struct pms_assign_ev *e)
{
	return e->weight > 0 ? e->weight : pmsi_popcount64(e->mask);
}

static int check_problem(const struct pms_assign_problem *p)
{
	if (!p || p->n < 0 || p->n > PMS_ASSIGN_MAX || (p->n && !p->ev))
		return PMS_EINVAL;
	return PMS_OK;
}

/* Lowest set bit of @mask at or above @from, or -1. */
static int next_bit(uint64_t mask, int from)
{
	if (from >= 64)
		return -1;
	mask &= ~UINT64_C(0) << from;
	return mask ? pmsi_ctz64(mask) : -1;
}

/* ---- 2.6.31-2.6.33 ---- */

static int assign_list(const struct pms_assign_problem *p, int *assign)
{
	uint64_t used = 0;
	int left = p->n;

	for (int i = 0; i < p->n; i++) {
		uint64_t m = p->ev[i].mask & ~used;
		uint64_t fixed = m & ~PMS_GP_MASK;
		int bit = fixed ? pmsi_ctz64(fixed) : (m ? pmsi_ctz64(m) : -1);

		if (bit < 0)
			continue;
		used |= UINT64_C(1) << bit;
		assign[i] = bit;
		left--;
	}
	return left;
}

/* ---- 2.6.34-3.2 ---- */

static int gp_span(const struct pms_assign_problem *p)
{
	uint64_t all = 0;

	for (int i = 0; i < p->n; i++)
		all |= p->ev[i].mask & PMS_GP_MASK;
	return all ? 64 - __builtin_clzll(all) : 0;
}

static int assign_weight(const struct pms_assign_problem *p, int *assign)
{
	int n_gp = p->n_gp > 0 ? p->n_gp : p->gpmax > 0 ? p->gpmax : gp_span(p);
	int has_fixed = p->n_fixed > 0;
	int wmax, num = p->n;
	uint64_t used = 0;

	if (p->n_fixed == 0)
		for (int i = 0; i < p->n; i++)
			has_fixed |= (p->ev[i].mask & ~PMS_GP_MASK) != 0;
	wmax = n_gp + (has_fixed ? 1 : 0);
	for (int w = 1; num && w <= wmax; w++) {
		for (int i = 0; num && i < p->n; i++) {
			int j;

			if (pmsi_popcount64(p->ev[i].mask) != w)
				continue;
			j = next_bit(p->ev[i].mask & ~used, 0);
			if (j < 0)
				break;	/* ends this weight only, as the kernel's loop did */
			used |= UINT64_C(1) << j;
			assign[i] = j;
			num--;
		}
	}
	return num;
}

/* ---- 3.3 and later: struct perf_sched ---- */

/*
 * The kernel walks events by weight, equal weights in list order, with
 * (event, weight) as its cursor.  The same walk is kept here as a position
 * in a precomputed order, which visits the same events in the same order
 * without rescanning the list for every weight.
 */
struct sched_state {
	int pos;		/* position in perf_sched.order */
	int counter;
	int unassigned;
	int nr_gp;
	uint64_t used;
};

struct perf_sched {
	const struct pms_assign_ev *ev;
	int order[PMS_ASSIGN_MAX];	/* events by weight, then list order */
	int max_events;
	int max_gp;		/* INT_MAX-like when the era has no budget */
	int fixed_in_budget;	/* 4.1-rc1..rc6: fixed counters count against it */
	int saved_states;
	struct sched_state state;
	struct sched_state saved[SCHED_STATES_MAX];
};

static void sched_init(struct perf_sched *s, const struct pms_assign_problem *p, int gpmax)
{
	int w[PMS_ASSIGN_MAX];

	s->ev = p->ev;
	s->max_events = p->n;
	s->max_gp = gpmax;
	s->fixed_in_budget = p->budget_counts_fixed;
	s->saved_states = 0;
	/* stable insertion sort by weight: list order within a weight */
	for (int i = 0; i < p->n; i++) {
		int j = i;

		w[i] = weight_of(&p->ev[i]);
		for (; j > 0 && w[s->order[j - 1]] > w[i]; j--)
			s->order[j] = s->order[j - 1];
		s->order[j] = i;
	}
	memset(&s->state, 0, sizeof(s->state));
	s->state.unassigned = p->n;
}

static void sched_save(struct perf_sched *s)
{
	if (s->saved_states >= SCHED_STATES_MAX)
		return;	/* the kernel warns once and drops the state */
	s->saved[s->saved_states++] = s->state;
}

/* Returns 1 restored, 0 nothing saved, -1 the kernel would loop for ever. */
static int sched_restore(struct perf_sched *s)
{
	if (!s->saved_states)
		return 0;
	s->state = s->saved[--s->saved_states];
	/*
	 * A state saved after a fixed-counter placement comes back with that
	 * counter freed; the fixed search ignores the iterator position and
	 * takes it again, the same later events fail the same way, and the
	 * kernel spins.  (Only fam15h sets overlap, on GP-only masks.)  With
	 * the fixed-counting budget of 4.1-rc1..rc6 nr_gp grows each round
	 * instead, so that loop ends.
	 */
	if (s->state.counter >= PMS_FIXED0 && !s->fixed_in_budget)
		return -1;
	/* only the first counter is released, even for a pair (as the kernel) */
	if (s->state.counter < 64)
		s->state.used &= ~(UINT64_C(1) << s->state.counter);
	s->state.counter++;
	return 1;
}

static int sched_try(struct perf_sched *s)
{
	const struct pms_assign_ev *c;
	int idx;

	if (!s->state.unassigned || s->state.pos >= s->max_events)
		return 0;
	c = &s->ev[s->order[s->state.pos]];
	/* fixed (and metric) counters are preferred */
	if (c->mask & ~PMS_GP_MASK) {
		for (idx = next_bit(c->mask, PMS_FIXED0); idx >= 0; idx = next_bit(c->mask, idx + 1)) {
			uint64_t bit = UINT64_C(1) << idx;

			if (s->state.used & bit)
				continue;
			if (s->fixed_in_budget && idx < PMS_METRIC0 && s->state.nr_gp++ >= s->max_gp)
				return 0;
			s->state.used |= bit;
			goto done;
		}
	}
	for (idx = next_bit(c->mask & PMS_GP_MASK, s->state.counter); idx >= 0;
	     idx = next_bit(c->mask & PMS_GP_MASK, idx + 1)) {
		uint64_t bits = UINT64_C(1) << idx;

		if (c->flags & PMS_CF_PAIR)
			bits |= bits << 1;
		if (s->state.used & bits)
			continue;
		if (s->state.nr_gp++ >= s->max_gp)
			return 0;
		s->state.used |= bits;
		goto done;
	}
	return 0;
done:
	s->state.counter = idx;
	if (c->flags & PMS_CF_OVERLAP)
		sched_save(s);
	return 1;
}

/* Returns 1 placed, 0 failed, -1 endless loop. */
static int sched_find_counter(struct perf_sched *s, long *steps)
{
	while (!sched_try(s)) {
		int r = sched_restore(s);

		if (r <= 0)
			return r;
		if (++*steps > LIVELOCK_STEPS)
			return -1;	/* defensive: GP-only backtracking always ends */
	}
	return 1;
}

static int sched_next_event(struct perf_sched *s)
{
	if (!s->state.unassigned || !--s->state.unassigned)
		return 0;
	if (++s->state.pos >= s->max_events)
		return 0;
	s->state.counter = 0;
	return 1;
}

static int assign_sched(const struct pms_assign_problem *p, int *assign, int use_gpmax)
{
	struct perf_sched s;
	long steps = 0;

	sched_init(&s, p, use_gpmax && p->gpmax > 0 ? p->gpmax : 1 << 30);
	do {
		int r = sched_find_counter(&s, &steps);

		if (r < 0)
			return PMS_ASSIGN_LIVELOCK;
		if (!r)
			break;
		assign[s.order[s.state.pos]] = s.state.counter;
	} while (sched_next_event(&s));
	return s.state.unassigned;
}

PMS_API int pms_assign_kernel(const struct pms_assign_problem *p, int *assign)
{
	if (check_problem(p) || !assign)
		return PMS_EINVAL;
	for (int i = 0; i < p->n; i++)
		assign[i] = -1;
	if (!p->n)
		return 0;
	switch (p->era) {
	case PMS_ERA_LIST:
		return assign_list(p, assign);
	case PMS_ERA_WEIGHT:
		return assign_weight(p, assign);
	case PMS_ERA_SAVED_STATE:
		return assign_sched(p, assign, 0);
	case PMS_ERA_GPMAX:
		return assign_sched(p, assign, 1);
	}
	return PMS_EINVAL;
}

PMS_API int pms_assign_fastpath(const struct pms_assign_problem *p, const int *prev, int *assign)
{
	uint64_t used = 0;

	if (check_problem(p) || !prev || !assign)
		return PMS_EINVAL;
	for (int i = 0; i < p->n; i++) {
		uint64_t bits;

		if (prev[i] < 0 || prev[i] >= 64 || !(p->ev[i].mask >> prev[i] & 1))
			return 0;
		bits = UINT64_C(1) << prev[i];
		if (p->ev[i].flags & PMS_CF_PAIR)
			bits |= bits << 1;
		if (used & bits)
			return 0;
		used |= bits;
	}
	for (int i = 0; i < p->n; i++)
		assign[i] = prev[i];
	return 1;
}

/* ---- exact feasibility ---- */

/*
 * Without pairs the question is a bipartite matching of events to
 * counters with a budget on GP placements.  By the Mendelsohn-Dulmage
 * theorem, when a matching covers every event, one also exists that uses
 * as many fixed (and metric) counters as any matching can; so the budget
 * holds iff  events - (most events fixed counters can take) <= gpmax,
 * counting a pair's placement once as the kernel does.  Pairs never use
 * fixed counters, so that count is the same for every placement of them.
 *
 * Pairs (a counter and its upper neighbour) make the problem one of
 * choosing disjoint dominoes on the line of GP counters, which is
 * NP-complete in general (job interval selection).  The search places
 * pairs most-constrained first, identical masks in increasing order, and
 * prunes each node with a relaxation: every pair needs two distinct
 * counters among its dominoes' counters (a matching of "half pairs" and
 * singles).  Failed nodes are remembered in a small table.  The search
 * stops after PMS_ASSIGN_EXACT_NODES nodes and answers PMS_ASSIGN_UNKNOWN.
 * Nothing here allocates.
 */

#define MAX_SLOTS (PMS_ASSIGN_MAX + 2 * 16)	/* singles and two slots per pair */
#define MEMO_SIZE 512
#define DROPPED (-2)	/* a placed pair's slot: out of the relaxation */

struct match {
	int n_slots;
	uint64_t adj[MAX_SLOTS];	/* counters each slot may take */
	int8_t slot_of[64];		/* the slot on each counter, -1 */
	int8_t ctr_of[MAX_SLOTS];	/* the counter of each slot, -1 */
};

/* Kuhn's augmenting path from @s over counters not in *seen. */
static int augment(struct match *m, int s, uint64_t *seen)
{
	uint64_t cand = m->adj[s] & ~*seen;

	while (cand) {
		int c = pmsi_ctz64(cand);

		cand &= cand - 1;
		*seen |= UINT64_C(1) << c;
		if (m->slot_of[c] < 0 || augment(m, m->slot_of[c], seen)) {
			m->slot_of[c] = (int8_t)s;
			m->ctr_of[s] = (int8_t)c;
			return 1;
		}
	}
	return 0;
}

/* Complete the matching: every live slot matched?  (Keeps what is matched.) */
static int match_all(struct match *m)
{
	for (int s = 0; s < m->n_slots; s++) {
		uint64_t seen = 0;

		if (m->ctr_of[s] == -1 && !augment(m, s, &seen))
			return 0;
	}
	return 1;
}

static void match_init(struct match *m)
{
	memset(m->slot_of, -1, sizeof(m->slot_of));
	memset(m->ctr_of, -1, sizeof(m->ctr_of));
}

/* Take counters @bits away: slots matched there lose their counter. */
static void match_remove(struct match *m, uint64_t bits)
{
	for (int s = 0; s < m->n_slots; s++)
		m->adj[s] &= ~bits;
	while (bits) {
		int c = pmsi_ctz64(bits);

		bits &= bits - 1;
		if (m->slot_of[c] >= 0) {
			if (m->ctr_of[m->slot_of[c]] >= 0)
				m->ctr_of[m->slot_of[c]] = -1;
			m->slot_of[c] = -1;
		}
	}
}

/* Counters covered by the dominoes starting at @starts. */
static uint64_t domino_cover(uint64_t starts)
{
	return starts | starts << 1;
}

/* The valid start bits of pair @e: on a GP counter whose neighbour is GP too. */
static uint64_t pair_starts(const struct pms_assign_ev *e)
{
	return e->mask & (PMS_GP_MASK >> 1);
}

struct exact {
	const struct pms_assign_problem *p;
	int pairs[16];		/* pair events, identical masks adjacent */
	int n_pairs;
	int prev[16];		/* previous pair of the same mask, or -1 */
	int cls[16];		/* index among the masks shared by several pairs, or -1 */
	int pair_slot[PMS_ASSIGN_MAX];	/* first of its two slots, by event */
	int placed[PMS_ASSIGN_MAX];	/* start of each pair event, -1 */
	long nodes;
	struct { uint64_t a, b; } memo[MEMO_SIZE];	/* failed states; a == 0: empty */
};

/*
 * A failed state: the counters pairs hold, which pairs are placed, and the
 * last start of each mask shared by several pairs (those are placed in
 * increasing order, which constrains the rest).  At most 8 such masks.
 */
static void memo_key(const struct exact *x, uint64_t used, unsigned placed, uint64_t *a,
		     uint64_t *b)
{
	*a = ((used & PMS_GP_MASK) | (uint64_t)placed << 32) + 1;
	*b = 0;
	for (int j = 0; j < x->n_pairs; j++)
		if (x->cls[j] >= 0 && (placed >> j & 1))
			*b = (*b & ~(UINT64_C(31) << 5 * x->cls[j])) |
			     (uint64_t)x->placed[x->pairs[j]] << 5 * x->cls[j];
}

static size_t memo_slot(uint64_t a, uint64_t b)
{
	return (size_t)(((a ^ b * UINT64_C(0xff51afd7ed558ccd)) * UINT64_C(0x9e3779b97f4a7c15))
			>> 40) % MEMO_SIZE;
}

/* Pair @e's slots: counters of the dominoes still free given @used. */
static uint64_t pair_cover(const struct pms_assign_ev *e, uint64_t used)
{
	return domino_cover(pair_starts(e) & ~used & ~(used >> 1));
}

/*
 * Disjoint dominoes that fit the free starts of the unplaced pairs:
 * earliest first is optimal for equal-length intervals on a line.
 */
static int max_dominoes(const struct exact *x, unsigned placed, uint64_t used)
{
	uint64_t starts = 0;
	int n = 0;

	for (int j = 0; j < x->n_pairs; j++)
		if (!(placed >> j & 1))
			starts |= pair_starts(&x->p->ev[x->pairs[j]]);
	starts &= ~used & ~(used >> 1);
	while (starts) {
		int b = pmsi_ctz64(starts);

		starts &= ~(UINT64_C(3) << b);
		n++;
	}
	return n;
}

/*
 * The relaxation after pair j took its domino (@used holds every placed
 * pair's counters): j's slots leave, the counters go, the other pairs'
 * dominoes shrink.  Returns 1 when every remaining slot still finds a
 * counter.
 */
static int relax(const struct exact *x, struct match *m, int j, unsigned placed, uint64_t used)
{
	const struct pms_assign_ev *ev = x->p->ev;
	int e = x->pairs[j], left = 0;

	for (int h = 0; h < 2; h++) {
		int s = x->pair_slot[e] + h;

		if (m->ctr_of[s] >= 0)
			m->slot_of[m->ctr_of[s]] = -1;
		m->ctr_of[s] = DROPPED;
		m->adj[s] = 0;
	}
	match_remove(m, used);
	for (int i = 0; i < x->n_pairs; i++)
		left += !(placed >> i & 1);
	if (max_dominoes(x, placed, used) < left)
		return 0;
	for (int i = 0; i < x->n_pairs; i++) {
		int f = x->pairs[i];
		uint64_t cover = pair_cover(&ev[f], used);

		if (placed >> i & 1)
			continue;
		for (int h = 0; h < 2; h++) {
			int s = x->pair_slot[f] + h;

			m->adj[s] = cover;
			if (m->ctr_of[s] >= 0 && !(cover >> m->ctr_of[s] & 1)) {
				m->slot_of[m->ctr_of[s]] = -1;
				m->ctr_of[s] = -1;
			}
		}
	}
	return match_all(m);
}

/* The free starts pair j may take now (after its same-mask predecessor). */
static uint64_t free_starts(const struct exact *x, int j, uint64_t used)
{
	uint64_t st = pair_starts(&x->p->ev[x->pairs[j]]) & ~used & ~(used >> 1);

	if (x->prev[j] >= 0)
		st &= ~UINT64_C(0) << (x->placed[x->pairs[x->prev[j]]] + 1);
	return st;
}

/*
 * Place the pairs not in @placed; @m is the relaxation for @used.  Each
 * node branches on the pair with the fewest free starts (of each mask only
 * the next unplaced pair is a candidate).  Returns 1 found, 0 none,
 * PMS_ASSIGN_UNKNOWN when the node budget ran out.
 */
static int search(struct exact *x, const struct match *m, uint64_t used, unsigned placed)
{
	int best = -1, best_n = 1 << 30, rc;
	uint64_t starts, ka, kb;
	size_t slot;

	for (int j = 0; j < x->n_pairs; j++) {
		uint64_t st;
		int n;

		if ((placed >> j & 1) || (x->prev[j] >= 0 && !(placed >> x->prev[j] & 1)))
			continue;
		st = free_starts(x, j, used);
		/* fewest choices; among equals the leftmost, packing the line in order */
		n = st ? pmsi_popcount64(st) * 64 + pmsi_ctz64(st) : 0;
		if (n < best_n) {
			best = j;
			best_n = n;
		}
	}
	if (best < 0)
		return 1;	/* every pair placed, every single has a counter */
	if (!best_n)
		return 0;
	memo_key(x, used, placed, &ka, &kb);
	slot = memo_slot(ka, kb);
	if (x->memo[slot].a == ka && x->memo[slot].b == kb)
		return 0;
	starts = free_starts(x, best, used);
	while (starts) {
		int b = pmsi_ctz64(starts), e = x->pairs[best];
		uint64_t bits = UINT64_C(3) << b;
		struct match next = *m;

		starts &= starts - 1;
		if (++x->nodes > PMS_ASSIGN_EXACT_NODES)
			return PMS_ASSIGN_UNKNOWN;
		if (!relax(x, &next, best, placed | 1u << best, used | bits))
			continue;
		x->placed[e] = b;
		rc = search(x, &next, used | bits, placed | 1u << best);
		if (rc)
			return rc;
		x->placed[e] = -1;
	}
	x->memo[slot].a = ka;
	x->memo[slot].b = kb;
	return 0;
}

static int by_mask(const struct pms_assign_problem *p, int a, int b)
{
	if (p->ev[a].mask != p->ev[b].mask)
		return p->ev[a].mask < p->ev[b].mask ? -1 : 1;
	return a - b;
}

/* Fill @assign from the search's pair starts and a final singles matching. */
static void fill(const struct exact *x, struct match *m, int *assign)
{
	const struct pms_assign_problem *p = x->p;
	uint64_t used = 0;
	int s = 0;

	for (int i = 0; i < p->n; i++)
		if (p->ev[i].flags & PMS_CF_PAIR)
			used |= UINT64_C(3) << x->placed[i];
	m->n_slots = 0;
	for (int i = 0; i < p->n; i++)
		if (!(p->ev[i].flags & PMS_CF_PAIR))
			m->adj[m->n_slots++] = p->ev[i].mask & ~used;
	match_init(m);
	/* prefer fixed counters, so the GP budget holds (see above) */
	for (int k = 0; k < m->n_slots; k++) {
		uint64_t seen = PMS_GP_MASK;

		augment(m, k, &seen);
	}
	match_all(m);
	for (int i = 0; i < p->n; i++) {
		if (p->ev[i].flags & PMS_CF_PAIR)
			assign[i] = x->placed[i];
		else
			assign[i] = m->ctr_of[s++];
	}
}

/* Events fixed counters can take at most: the budget test's other half. */
static int fixed_capacity(const struct pms_assign_problem *p)
{
	struct match m;
	int got = 0;

	m.n_slots = 0;
	for (int i = 0; i < p->n; i++)
		if (!(p->ev[i].flags & PMS_CF_PAIR))
			m.adj[m.n_slots++] = p->ev[i].mask & ~PMS_GP_MASK;
	match_init(&m);
	for (int s = 0; s < m.n_slots; s++) {
		uint64_t seen = 0;

		got += augment(&m, s, &seen);
	}
	return got;
}

PMS_API int pms_assign_exact(const struct pms_assign_problem *p, int *assign)
{
	return pms_assign_exact_counted(p, assign, NULL);
}

PMS_API int pms_assign_exact_counted(const struct pms_assign_problem *p, int *assign,
				     long *nodes)
{
	struct exact x;
	struct match m;
	int n_single = 0, n_cls = 0, rc;

	if (nodes)
		*nodes = 0;
	if (check_problem(p))
		return PMS_EINVAL;
	memset(&x, 0, sizeof(x));
	x.p = p;
	for (int i = 0; i < p->n; i++) {
		x.placed[i] = -1;
		if (!(p->ev[i].flags & PMS_CF_PAIR))
			n_single++;
		else if (x.n_pairs++ < 16)
			x.pairs[x.n_pairs - 1] = i;
	}
	/* a pair takes two of the 32 GP counters */
	if (x.n_pairs > 16)
		return 0;
	if (p->era == PMS_ERA_GPMAX && p->gpmax > 0 &&
	    x.n_pairs + n_single - fixed_capacity(p) > p->gpmax)
		return 0;
	/* insertion sort (at most 16): identical masks side by side */
	for (int i = 1; i < x.n_pairs; i++)
		for (int j = i; j > 0 && by_mask(p, x.pairs[j], x.pairs[j - 1]) < 0; j--) {
			int t = x.pairs[j];

			x.pairs[j] = x.pairs[j - 1];
			x.pairs[j - 1] = t;
		}
	for (int j = 0; j < x.n_pairs; j++) {
		bool same_prev = j > 0 && p->ev[x.pairs[j - 1]].mask == p->ev[x.pairs[j]].mask;
		bool same_next = j + 1 < x.n_pairs &&
				 p->ev[x.pairs[j + 1]].mask == p->ev[x.pairs[j]].mask;

		x.prev[j] = same_prev ? j - 1 : -1;
		x.cls[j] = same_prev ? x.cls[j - 1] : same_next ? n_cls++ : -1;
	}
	/* the relaxation: singles first, then each pair's two slots */
	m.n_slots = 0;
	for (int i = 0; i < p->n; i++)
		if (!(p->ev[i].flags & PMS_CF_PAIR))
			m.adj[m.n_slots++] = p->ev[i].mask;
	for (int j = 0; j < x.n_pairs; j++) {
		int e = x.pairs[j];

		x.pair_slot[e] = m.n_slots;
		m.adj[m.n_slots++] = domino_cover(pair_starts(&p->ev[e]));
		m.adj[m.n_slots++] = domino_cover(pair_starts(&p->ev[e]));
	}
	match_init(&m);
	rc = match_all(&m) ? search(&x, &m, 0, 0) : 0;
	if (nodes)
		*nodes = x.nodes;
	if (rc == 1 && assign)
		fill(&x, &m, assign);
	return rc;
}
