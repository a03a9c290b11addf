/*
 * The simulator's record folded by period, and the cycle detection that
 * lets a run's cost not depend on its length.
 *
 * Within one workload phase the only scheduling points are the mux
 * timer's expiries, on a fixed grid.  Everything that decides what the
 * next expiry does is the dynamic state: each group's state, each event's
 * counter and previous counter (the fastpath reuses it), its extra
 * register, the PMU's event list in order, the shared registers, the
 * pair count leaked by cancelled transactions (before 5.10), the arm64
 * used mask, both contexts' flexible lists in order, their
 * rotate_necessary flags, the task and timer state.  When that state
 * after an expiry equals the state after an earlier one, the time between
 * them is a period: every later period repeats it exactly, so whole
 * periods are added arithmetically (times enabled and running, attempts,
 * failures, skips, the watchdog's time per counter) and the record keeps
 * one copy with its repeat count.  The last-value statistics (why bits,
 * counters used, who blocked, extra-register holders) are those of the
 * detected period, which every later one reproduces.  Brent's method
 * finds the cycle with one saved state and O(prefix + period) steps.
 *
 * Periods stop short of the phase's end: an expiry at the very instant of
 * a phase change comes after it, so the last whole period skipped ends
 * strictly before.  The rest of the phase is simulated step by step.
 */
#include <string.h>
#include "sim_int.h"

/* Simulated expiries per run before giving up on finding a period. */
#define MAX_STEPS (UINT64_C(1) << 22)

/*
 * Expiries of one phase searched for the exact state before the counters
 * are left out of it (the approximate fold below); also the most the
 * record may fill to before that, as a share of its room.
 */
#define EXACT_STEPS (UINT64_C(1) << 16)
#define COARSE_STEPS (UINT64_C(1) << 18)	/* then the best guess is used */

struct pmsi_cycle {
	unsigned n_words;
	uint64_t *saved;		/* n_words */
	uint64_t power, lam;		/* Brent: steps until the next save, since the save */
	bool have, off;
	/* the statistics at the saved state */
	uint64_t t, next_expiry;
	unsigned n_iv;
	uint64_t *en, *run;		/* n_ev each */
	int *tfs;			/* 3 x n_groups: tried, failed, skipped */
	uint64_t wd[64];
	/* the approximate fold: the state without the counters */
	bool coarse, verify;
	uint64_t phase_steps;
	uint64_t vp;			/* the coarse period being checked */
	uint64_t *d_en, *d_run;		/* n_ev each: its growth over the period before */
	int *d_tfs;			/* 3 x n_groups */
	uint64_t d_wd[64];
};

static unsigned state_words(const struct pms_sim *s)
{
	return (unsigned)(s->n_ev + s->n_groups + PMS_ASSIGN_MAX + 1 + 3 * PMS_XREG_N +
			  s->cpu.n_flex + s->task.n_flex + 8);
}

int pmsi_fold_alloc(struct pms_sim *s)
{
	struct pmsi_cycle *c = pmsi_calloc(1, sizeof(*c));

	s->cy = c;
	if (!c)
		return PMS_ENOMEM;
	c->n_words = state_words(s);
	c->saved = pmsi_calloc(c->n_words, sizeof(uint64_t));
	c->en = pmsi_calloc((size_t)s->n_ev + 1, sizeof(uint64_t));
	c->run = pmsi_calloc((size_t)s->n_ev + 1, sizeof(uint64_t));
	c->tfs = pmsi_calloc(3 * (size_t)s->n_groups + 1, sizeof(int));
	c->d_en = pmsi_calloc((size_t)s->n_ev + 1, sizeof(uint64_t));
	c->d_run = pmsi_calloc((size_t)s->n_ev + 1, sizeof(uint64_t));
	c->d_tfs = pmsi_calloc(3 * (size_t)s->n_groups + 1, sizeof(int));
	return c->saved && c->en && c->run && c->tfs && c->d_en && c->d_run && c->d_tfs ?
	       PMS_OK : PMS_ENOMEM;
}

void pmsi_fold_destroy(struct pms_sim *s)
{
	struct pmsi_cycle *c = s->cy;

	if (!c)
		return;
	pmsi_free(c->saved);
	pmsi_free(c->en);
	pmsi_free(c->run);
	pmsi_free(c->tfs);
	pmsi_free(c->d_en);
	pmsi_free(c->d_run);
	pmsi_free(c->d_tfs);
	pmsi_free(c);
	s->cy = NULL;
}

/*
 * The dynamic state as words, in a fixed layout for the run: written to
 * @w, or (@cmp) compared with @w, stopping at the first difference.  The
 * list orders come first: a rotation changes them, so most comparisons
 * end within a few words.
 */
#define PUT(x) do {						\
		uint64_t x_ = (x);				\
		if (!cmp)					\
			w[k] = x_;				\
		else if (w[k] != x_)				\
			return false;				\
		k++;						\
	} while (0)

static bool state_words_at(const struct pms_sim *s, uint64_t *w, bool cmp)
{
	bool coarse = s->cy->coarse;
	unsigned k = 0;

	for (int i = 0; i < s->task.n_flex; i++)
		PUT((uint64_t)s->task.flex[i]);
	for (int i = 0; i < s->cpu.n_flex; i++)
		PUT((uint64_t)s->cpu.flex[i]);
	for (int g = 0; g < s->n_groups; g++)
		PUT((uint64_t)(int64_t)s->g[g].state);
	for (int i = 0; i < s->n_ev; i++) {
		const struct sev *e = &s->e[i];

		/* coarse: which groups run, not on which counters */
		PUT((coarse ? 0 : (uint64_t)(uint8_t)e->cur | (uint64_t)(uint8_t)e->prev << 8) |
		    (uint64_t)e->xr_alloc << 16 | (uint64_t)(uint8_t)e->xr_idx << 24);
	}
	PUT((uint64_t)s->n_evl);
	for (int i = 0; i < s->n_evl; i++)
		PUT((uint64_t)s->evl[i]);
	for (int x = 0; x < PMS_XREG_N; x++) {
		PUT((uint64_t)s->xr.ref[x]);
		PUT(s->xr.val[x]);
		PUT(s->xr.sibling[x]);
	}
	/* a leak beyond the GP counters refuses every GP counter alike */
	PUT((uint64_t)(s->pair_leak < s->n_gp ? s->pair_leak : s->n_gp));
	PUT(coarse ? 0 : s->arm_used);
	PUT((uint64_t)s->cpu.rotate_necessary | (uint64_t)s->task.rotate_necessary << 1 |
	    (uint64_t)s->task_on << 2 | (uint64_t)s->timer_active << 3);
	PUT(s->timer_active ? s->next_expiry - s->now : 0);
	return true;
}
#undef PUT

static void save(struct pms_sim *s)
{
	struct pmsi_cycle *c = s->cy;

	state_words_at(s, c->saved, false);
	c->have = true;
	c->t = s->now;
	c->next_expiry = s->next_expiry;
	c->n_iv = s->n_iv;
	for (int i = 0; i < s->n_ev; i++) {
		c->en[i] = s->e[i].enabled;
		c->run[i] = s->e[i].running;
	}
	for (int g = 0; g < s->n_groups; g++) {
		c->tfs[3 * g] = s->g[g].tried;
		c->tfs[3 * g + 1] = s->g[g].failed;
		c->tfs[3 * g + 2] = s->g[g].skipped;
	}
	memcpy(c->wd, s->wd_ns, sizeof(c->wd));
}

void pmsi_fold_phase(struct pms_sim *s)
{
	struct pmsi_cycle *c = s->cy;

	c->have = false;
	c->off = !s->fold;
	c->power = 1;
	c->lam = 0;
	c->coarse = c->verify = false;
	c->phase_steps = 0;
}

/* Copy stored interval @from to @to, @dt later. */
static void copy_iv(struct pms_sim *s, unsigned to, unsigned from, uint64_t dt)
{
	size_t w = (size_t)s->n_user;

	s->iv_start[to] = s->iv_start[from] + dt;
	s->iv_end[to] = s->iv_end[from] + dt;
	s->iv_task[to] = s->iv_task[from];
	s->iv_wd[to] = s->iv_wd[from];
	s->iv_pmu[to] = s->iv_pmu[from];
	memmove(s->iv_ctr + (size_t)to * w, s->iv_ctr + (size_t)from * w, w);
}

/*
 * Skip @k whole periods of @p ns: the statistics grow by @k times the
 * period's, the record keeps the period once with its count and a copy
 * of it for the last one, still open.
 */
static int skip(struct pms_sim *s, uint64_t k, uint64_t p)
{
	struct pmsi_cycle *c = s->cy;
	unsigned a = c->n_iv, b = s->n_iv, n = b - a;

	if (n) {
		int rc = pmsi_record_reserve(s, n, true);

		if (rc)
			return rc;
		for (unsigned j = 0; j < n; j++)
			copy_iv(s, b + j, a + j, k * p);
		s->iv_end[b + n - 1] = s->now + k * p;
		s->iv_end[b - 1] = s->iv_start[a] + p;
		s->seg[s->n_seg++] = (struct pmsi_seg){ .first = a, .n = n, .repeat = k, .period = p };
		s->n_iv += n;
	}
	for (int i = 0; i < s->n_ev; i++) {
		s->e[i].enabled += k * (s->e[i].enabled - c->en[i]);
		s->e[i].running += k * (s->e[i].running - c->run[i]);
	}
	for (int g = 0; g < s->n_groups; g++) {
		s->g[g].tried += (int)k * (s->g[g].tried - c->tfs[3 * g]);
		s->g[g].failed += (int)k * (s->g[g].failed - c->tfs[3 * g + 1]);
		s->g[g].skipped += (int)k * (s->g[g].skipped - c->tfs[3 * g + 2]);
	}
	for (int b2 = 0; b2 < 64; b2++)
		s->wd_ns[b2] += k * (s->wd_ns[b2] - c->wd[b2]);
	s->now += k * p;
	s->next_expiry += k * p;
	return PMS_OK;
}

/*
 * Room for @more stored intervals (and, with @seg, one more period):
 * the record grows by doubling up to s->max_iv, so a run allocates a
 * handful of times, not once per scheduling round.
 * Return: PMS_OK, PMS_ELIMIT (past max_iv), PMS_ENOMEM.
 */
int pmsi_record_reserve(struct pms_sim *d, unsigned more, bool seg)
{
	if (seg && d->n_seg == d->cap_seg) {
		unsigned cap = d->cap_seg ? 2 * d->cap_seg : 8;
		struct pmsi_seg *x = pmsi_realloc(d->seg, cap * sizeof(*x));

		if (!x)
			return PMS_ENOMEM;
		d->seg = x;
		d->cap_seg = cap;
	}
	if (d->n_iv + (uint64_t)more > d->cap_iv) {
		uint64_t cap = d->cap_iv ? 2 * (uint64_t)d->cap_iv : 64;
		size_t w = (size_t)(d->n_user ? d->n_user : 1);
		void *p[6];

		while (cap < d->n_iv + (uint64_t)more)
			cap *= 2;
		if (d->n_iv + (uint64_t)more > d->max_iv)
			return PMS_ELIMIT;
		if (cap > d->max_iv)
			cap = d->max_iv;
		p[0] = pmsi_realloc(d->iv_start, cap * sizeof(uint64_t));
		if (p[0])
			d->iv_start = p[0];
		p[1] = pmsi_realloc(d->iv_end, cap * sizeof(uint64_t));
		if (p[1])
			d->iv_end = p[1];
		p[2] = pmsi_realloc(d->iv_task, cap * sizeof(bool));
		if (p[2])
			d->iv_task = p[2];
		p[3] = pmsi_realloc(d->iv_wd, cap);
		if (p[3])
			d->iv_wd = p[3];
		p[4] = pmsi_realloc(d->iv_pmu, cap);
		if (p[4])
			d->iv_pmu = p[4];
		p[5] = pmsi_realloc(d->iv_ctr, cap * w);
		if (p[5])
			d->iv_ctr = p[5];
		if (!p[0] || !p[1] || !p[2] || !p[3] || !p[4] || !p[5])
			return PMS_ENOMEM;
		d->cap_iv = (unsigned)cap;
	}
	return PMS_OK;
}

/* The growth of the statistics since the save, into the d_ arrays. */
static void growth(struct pms_sim *s)
{
	struct pmsi_cycle *c = s->cy;

	for (int i = 0; i < s->n_ev; i++) {
		c->d_en[i] = s->e[i].enabled - c->en[i];
		c->d_run[i] = s->e[i].running - c->run[i];
	}
	for (int g = 0; g < s->n_groups; g++) {
		c->d_tfs[3 * g] = s->g[g].tried - c->tfs[3 * g];
		c->d_tfs[3 * g + 1] = s->g[g].failed - c->tfs[3 * g + 1];
		c->d_tfs[3 * g + 2] = s->g[g].skipped - c->tfs[3 * g + 2];
	}
	for (int b = 0; b < 64; b++)
		c->d_wd[b] = s->wd_ns[b] - c->wd[b];
}

/*
 * How far the growth since the save is from the d_ arrays: the largest
 * difference in an event's enabled or running time (ns), or UINT64_MAX
 * when a group's attempts or the watchdog differ.
 */
static uint64_t growth_diff(const struct pms_sim *s)
{
	const struct pmsi_cycle *c = s->cy;
	uint64_t worst = 0;

	for (int g = 0; g < s->n_groups; g++)
		if (c->d_tfs[3 * g] != s->g[g].tried - c->tfs[3 * g] ||
		    c->d_tfs[3 * g + 1] != s->g[g].failed - c->tfs[3 * g + 1] ||
		    c->d_tfs[3 * g + 2] != s->g[g].skipped - c->tfs[3 * g + 2])
			return UINT64_MAX;
	for (int b = 0; b < 64; b++)
		if (c->d_wd[b] != s->wd_ns[b] - c->wd[b])
			return UINT64_MAX;
	for (int i = 0; i < s->n_ev; i++) {
		uint64_t en = s->e[i].enabled - c->en[i], run = s->e[i].running - c->run[i];
		uint64_t a = en > c->d_en[i] ? en - c->d_en[i] : c->d_en[i] - en;
		uint64_t b = run > c->d_run[i] ? run - c->d_run[i] : c->d_run[i] - run;

		if (a > worst)
			worst = a;
		if (b > worst)
			worst = b;
	}
	return worst;
}

/* Skip whole periods of @p ns to just before @phase_end, the rest stepped. */
static int skip_to_end(struct pms_sim *s, uint64_t p, uint64_t phase_end, uint64_t *k)
{
	s->cy->off = true;	/* the rest of the phase is less than a period */
	*k = 0;
	if (!p || phase_end <= s->now)
		return PMS_OK;
	*k = (phase_end - s->now - 1) / p;
	return *k ? skip(s, *k, p) : PMS_OK;
}

/*
 * The approximate fold.  Some lists' exact state does not come back within
 * EXACT_STEPS expiries: the counters each event gets through the fastpath
 * (hw.idx) cycle with a period far longer than the list's (101 events on
 * Skylake: none within 166,000 expiries).  The state is then searched
 * without the counters (which groups run and in what order, not on which
 * counters).  When that comes back after P ns, one more period is
 * simulated and its growth compared with the one before: when every
 * group's attempts, failures and skips, the watchdog's time and every
 * event's enabled and running time grew alike, the rest of the phase
 * repeats it.  The times are then exact unless the counters an event gets
 * change which groups fit later on; the counters shown for the repeated
 * intervals are those of the period checked.  When the two periods differ,
 * the search goes on; past COARSE_STEPS the last period is repeated
 * anyway, and the error stated is the difference found times the
 * repetitions.
 */
static int coarse_found(struct pms_sim *s, uint64_t phase_end)
{
	struct pmsi_cycle *c = s->cy;
	uint64_t p = s->now - c->t, diff, k;
	int rc;

	if (!c->verify) {
		/* check one more period against this one */
		growth(s);
		save(s);
		c->verify = true;
		c->vp = p;
		return PMS_OK;
	}
	diff = state_words_at(s, c->saved, true) ? growth_diff(s) : UINT64_MAX;
	if (diff && c->phase_steps < COARSE_STEPS) {
		c->verify = c->have = false;	/* look again from here */
		c->power = 1;
		c->lam = 0;
		return PMS_OK;
	}
	rc = skip_to_end(s, p, phase_end, &k);
	if (rc == PMS_OK && k) {
		s->approx = true;
		s->approx_ns += k * p;
		s->approx_period_ns = p;
		if (diff == UINT64_MAX || diff > UINT64_MAX / k)
			s->approx_err_ns = UINT64_MAX;
		else if (k * diff > s->approx_err_ns)
			s->approx_err_ns = k * diff;
	}
	return rc;
}

int pmsi_fold_step(struct pms_sim *s, uint64_t phase_end)
{
	struct pmsi_cycle *c = s->cy;

	if (++s->steps > MAX_STEPS)
		return PMS_ELIMIT;
	if (c->off)
		return PMS_OK;
	c->phase_steps++;
	if (c->verify) {
		/* the coarse period is checked after exactly one more of it */
		if (s->now - c->t < c->vp)
			return PMS_OK;
		return coarse_found(s, phase_end);
	}
	if (c->have && state_words_at(s, c->saved, true)) {
		uint64_t k;

		if (c->coarse)
			return coarse_found(s, phase_end);
		return skip_to_end(s, s->now - c->t, phase_end, &k);
	}
	/* no exact period within the budget, or the record half full, in a run
	 * the record cannot hold whole: let the counters go (the record needs
	 * room for the search that follows).  A run it can hold is simulated
	 * exactly, expiry by expiry if need be (bounded by its cells). */
	if (!c->coarse && !s->rec_whole &&
	    (c->phase_steps >= EXACT_STEPS || s->n_iv >= s->max_iv / 2)) {
		c->coarse = true;
		c->have = false;
		c->power = 1;
		c->lam = 0;
	}
	if (!c->have || c->lam == c->power) {
		save(s);
		c->power *= 2;
		c->lam = 0;
	}
	c->lam++;
	return PMS_OK;
}

/* ---- the folded record ------------------------------------------------ */

/* Are stored intervals [a, a + n) those of [b, b + n), @dt earlier? */
static bool same_rep(const struct pms_sim *s, unsigned a, unsigned b, unsigned n, uint64_t dt)
{
	size_t w = (size_t)s->n_user;

	for (unsigned j = 0; j < n; j++)
		if (s->iv_start[a + j] + dt != s->iv_start[b + j] ||
		    s->iv_end[a + j] + dt != s->iv_end[b + j] ||
		    s->iv_task[a + j] != s->iv_task[b + j] || s->iv_wd[a + j] != s->iv_wd[b + j] ||
		    s->iv_pmu[a + j] != s->iv_pmu[b + j] ||
		    memcmp(s->iv_ctr + (a + j) * w, s->iv_ctr + (b + j) * w, w))
			return false;
	return true;
}

/* Drop stored intervals [at, at + n); later segments move down. */
static void drop(struct pms_sim *s, unsigned at, unsigned n, unsigned from_seg)
{
	for (unsigned j = at + n; j < s->n_iv; j++)
		copy_iv(s, j - n, j, 0);
	s->n_iv -= n;
	for (unsigned q = from_seg; q < s->n_seg; q++)
		s->seg[q].first -= n;
}

/*
 * Each period absorbs the identical repetitions just before it (the
 * cycle is found a few periods after it starts) and just after it (the
 * copy of the last one, when the run ends on a period's boundary), then
 * the virtual indices are numbered.
 */
void pmsi_fold_finish(struct pms_sim *s)
{
	uint64_t v = 0;
	unsigned prev_end = 0;

	for (unsigned q = 0; q < s->n_seg; q++) {
		struct pmsi_seg *g = &s->seg[q];

		while (g->first >= prev_end + g->n &&
		       same_rep(s, g->first - g->n, g->first, g->n, g->period)) {
			drop(s, g->first, g->n, q + 1);
			g->first -= g->n;
			g->repeat++;
		}
		while (g->first + 2 * g->n <= s->n_iv &&
		       (q + 1 == s->n_seg || g->first + 2 * g->n <= s->seg[q + 1].first) &&
		       same_rep(s, g->first, g->first + g->n, g->n, g->period * g->repeat)) {
			drop(s, g->first + g->n, g->n, q + 1);
			g->repeat++;
		}
		prev_end = g->first + g->n;
	}
	for (unsigned q = 0; q < s->n_seg; q++) {
		struct pmsi_seg *g = &s->seg[q];

		v += g->first - (q ? s->seg[q - 1].first + s->seg[q - 1].n : 0);
		g->vfirst = v;
		v += (uint64_t)g->n * g->repeat;
	}
	s->n_virt = v + s->n_iv - (s->n_seg ? s->seg[s->n_seg - 1].first + s->seg[s->n_seg - 1].n : 0);
}

/* Virtual interval @k: its stored index and how much later it happens. */
static bool locate(const struct pms_sim *s, uint64_t k, unsigned *idx, uint64_t *dt)
{
	return pmsi_fold_locate(s, k, idx, dt, NULL, NULL);
}

bool pmsi_fold_locate(const struct pms_sim *s, uint64_t k, unsigned *idx, uint64_t *dt,
		      int *seg, uint64_t *rep)
{
	unsigned lo = 0, hi = s->n_seg;

	if (seg)
		*seg = -1;
	if (k >= s->n_virt)
		return false;
	while (lo < hi) {	/* the first segment starting after k */
		unsigned mid = (lo + hi) / 2;

		if (s->seg[mid].vfirst <= k)
			lo = mid + 1;
		else
			hi = mid;
	}
	*dt = 0;
	if (!lo) {
		*idx = (unsigned)k;
		return true;
	}
	{
		const struct pmsi_seg *g = &s->seg[lo - 1];
		uint64_t off = k - g->vfirst, span = (uint64_t)g->n * g->repeat;

		if (off < span) {
			*idx = g->first + (unsigned)(off % g->n);
			*dt = off / g->n * g->period;
			if (seg)
				*seg = (int)(lo - 1);
			if (rep)
				*rep = off / g->n;
		} else {
			*idx = g->first + g->n + (unsigned)(off - span);
		}
	}
	return true;
}

PMS_API unsigned pms_sim_n_intervals(const struct pms_sim *s)
{
	return (unsigned)s->n_virt;
}

PMS_API int pms_sim_interval(const struct pms_sim *s, unsigned k, struct pms_interval *out)
{
	unsigned j;
	uint64_t dt;

	if (!locate(s, k, &j, &dt))
		return PMS_ERANGE;
	out->start_ns = s->iv_start[j] + dt;
	out->end_ns = s->iv_end[j] + dt;
	out->task_on = s->iv_task[j];
	out->counter = s->iv_ctr + (size_t)j * (size_t)s->n_user;
	out->watchdog = s->iv_wd[j];
	out->pmu = s->iv_pmu[j];
	return PMS_OK;
}

PMS_API unsigned pms_sim_n_periods(const struct pms_sim *s)
{
	return s->n_seg;
}

PMS_API int pms_sim_period(const struct pms_sim *s, unsigned i, struct pms_sim_period *out)
{
	if (!s || !out || i >= s->n_seg)
		return PMS_ERANGE;
	out->first = (unsigned)s->seg[i].vfirst;
	out->n = s->seg[i].n;
	out->repeat = (unsigned)s->seg[i].repeat;
	out->period_ns = s->seg[i].period;
	return PMS_OK;
}

PMS_API unsigned pms_sim_n_stored(const struct pms_sim *s)
{
	return s->n_iv;
}

PMS_API bool pms_sim_approx(const struct pms_sim *s, uint64_t *extrapolated_ns, uint64_t *err_ns)
{
	if (extrapolated_ns)
		*extrapolated_ns = s && s->approx ? s->approx_ns : 0;
	if (err_ns)
		*err_ns = s && s->approx ? s->approx_err_ns : 0;
	return s && s->approx;
}
