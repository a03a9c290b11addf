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
	       kver < PMS_KVER(3, 3, 1) ? PMS_ERA_WEIGHT :
	       kver < PMS_KVER(4, 1, 1) ? PMS_ERA_SAVED_STATE : PMS_ERA_GPMAX;
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

struct sched_state {
	int weight;
	int event;
	int counter;
	int unassigned;
	int nr_gp;
	uint64_t used;
};

struct perf_sched {
	const struct pms_assign_ev *ev;
	int max_weight;
	int max_events;
	int max_gp;		/* INT_MAX-like when the era has no budget */
	int fixed_in_budget;	/* 4.1-rc1..rc6: fixed counters count against it */
	int saved_states;
	struct sched_state state;
	struct sched_state saved[SCHED_STATES_MAX];
};

static void sched_init(struct perf_sched *s, const struct pms_assign_problem *p,
		       int wmin, int wmax, int gpmax)
{
	int idx;

	memset(s, 0, sizeof(*s));
	s->ev = p->ev;
	s->max_events = p->n;
	s->max_weight = wmax;
	s->max_gp = gpmax;
	s->fixed_in_budget = p->budget_counts_fixed;
	for (idx = 0; idx < p->n; idx++)
		if (weight_of(&p->ev[idx]) == wmin)
			break;
	s->state.event = idx;
	s->state.weight = wmin;
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

	if (!s->state.unassigned || s->state.event >= s->max_events)
		return 0;
	c = &s->ev[s->state.event];
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
	do {
		s->state.event++;
		if (s->state.event >= s->max_events) {
			s->state.event = 0;
			s->state.weight++;
			if (s->state.weight > s->max_weight)
				return 0;
		}
	} while (weight_of(&s->ev[s->state.event]) != s->state.weight);
	s->state.counter = 0;
	return 1;
}

static int assign_sched(const struct pms_assign_problem *p, int *assign, int use_gpmax)
{
	struct perf_sched s;
	int wmin = 64 + 1, wmax = 0;
	long steps = 0;

	for (int i = 0; i < p->n; i++) {
		int w = weight_of(&p->ev[i]);

		wmin = w < wmin ? w : wmin;
		wmax = w > wmax ? w : wmax;
	}
	sched_init(&s, p, wmin, wmax, use_gpmax && p->gpmax > 0 ? p->gpmax : 1 << 30);
	do {
		int r = sched_find_counter(&s, &steps);

		if (r < 0)
			return PMS_ASSIGN_LIVELOCK;
		if (!r)
			break;
		assign[s.state.event] = s.state.counter;
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

/* ---- exact feasibility: max flow with a GP budget, pairs enumerated ---- */

/*
 * Nodes: 0 source, 1..n events, n+1..n+64 counters, n+65 GP budget,
 * n+66 sink.  Counter nodes of GP counters drain through the budget node
 * (capacity gpmax); fixed and metric counters drain straight to the sink.
 */
#define FLOW_MAX_NODES (PMS_ASSIGN_MAX + 64 + 3)

struct flow {
	int nn;
	uint8_t cap[FLOW_MAX_NODES][FLOW_MAX_NODES];
};

static int flow_augment(struct flow *f, int s, int t)
{
	int prev[FLOW_MAX_NODES], queue[FLOW_MAX_NODES], head = 0, tail = 0;

	for (int i = 0; i < f->nn; i++)
		prev[i] = -1;
	prev[s] = s;
	queue[tail++] = s;
	while (head < tail && prev[t] < 0) {
		int u = queue[head++];

		for (int v = 0; v < f->nn; v++) {
			if (prev[v] < 0 && f->cap[u][v]) {
				prev[v] = u;
				queue[tail++] = v;
			}
		}
	}
	if (prev[t] < 0)
		return 0;
	for (int v = t; v != s; v = prev[v]) {
		f->cap[prev[v]][v]--;
		f->cap[v][prev[v]]++;
	}
	return 1;
}

static int flow_solve(const struct pms_assign_problem *p, const int *placed, uint64_t used,
		      int budget, int *assign)
{
	static const int SRC = 0;
	struct flow f;
	int n = p->n, budget_node = n + 65, sink = n + 66, need = 0, got = 0;

	memset(&f, 0, sizeof(f));
	f.nn = n + 67;
	for (int i = 0; i < n; i++) {
		if (placed[i] >= 0)
			continue;
		need++;
		f.cap[SRC][1 + i] = 1;
		for (int b = 0; b < 64; b++)
			if ((p->ev[i].mask >> b & 1) && !(used >> b & 1))
				f.cap[1 + i][n + 1 + b] = 1;
	}
	for (int b = 0; b < 64; b++) {
		if (b < PMS_FIXED0)
			f.cap[n + 1 + b][budget_node] = 1;
		else
			f.cap[n + 1 + b][sink] = 1;
	}
	f.cap[budget_node][sink] = (uint8_t)(budget < 0 ? 0 : budget > 64 ? 64 : budget);
	while (got < need && flow_augment(&f, SRC, sink))
		got++;
	if (got < need)
		return 0;
	if (assign) {
		for (int i = 0; i < n; i++) {
			if (placed[i] >= 0) {
				assign[i] = placed[i];
				continue;
			}
			for (int b = 0; b < 64; b++)
				if ((p->ev[i].mask >> b & 1) && !(used >> b & 1) &&
				    f.cap[n + 1 + b][1 + i]) {
					assign[i] = b;
					break;
				}
		}
	}
	return 1;
}

/* Place pair events one by one on an even counter and its odd neighbour. */
static int exact_pairs(const struct pms_assign_problem *p, int *placed, uint64_t used,
		       int budget, int from, int *assign)
{
	for (int i = from; i < p->n; i++) {
		if (!(p->ev[i].flags & PMS_CF_PAIR) || placed[i] >= 0)
			continue;
		for (int b = 0; b + 1 < PMS_FIXED0; b++) {
			uint64_t bits = UINT64_C(3) << b;

			if (!(p->ev[i].mask >> b & 1) || (used & bits))
				continue;
			placed[i] = b;
			if (exact_pairs(p, placed, used | bits, budget - 1, i + 1, assign))
				return 1;
			placed[i] = -1;
		}
		return 0;
	}
	return flow_solve(p, placed, used, budget, assign);
}

PMS_API int pms_assign_exact(const struct pms_assign_problem *p, int *assign)
{
	int placed[PMS_ASSIGN_MAX];
	int budget;

	if (check_problem(p))
		return PMS_EINVAL;
	for (int i = 0; i < p->n; i++)
		placed[i] = -1;
	budget = p->era == PMS_ERA_GPMAX && p->gpmax > 0 ? p->gpmax : 64;
	return exact_pairs(p, placed, 0, budget, 0, assign);
}
