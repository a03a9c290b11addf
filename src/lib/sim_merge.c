/*
 * A hybrid run's one timeline, merged from the record of each core type's
 * CPU (sim_hybrid.c simulates them one by one).  The records are folded
 * by period (sim_fold.c) and so is the merge: a whole repetition of one
 * CPU's period goes over as one period when no other CPU's interval
 * starts before it ends, and when several CPUs run at once (-a) the
 * merge itself is watched for a repeating state (each CPU's place in its
 * period, their offsets in time), and whole windows are repeated.
 */
#include <string.h>
#include "sim_int.h"

/*
 * The merged record under construction (after the runs, so it may grow):
 * stored intervals and periods as in a run's record (sim_fold.c).
 */
#define MERGE_MAX_CELLS (UINT64_C(1) << 24)

/* Append stored interval @j of run @c, @dt later, clipped to [lo, hi). */
static int put_stored(struct pms_sim *d, const struct pms_sim *c, unsigned j, uint64_t dt,
		      uint64_t lo, uint64_t hi)
{
	uint64_t a = c->iv_start[j] + dt, b = c->iv_end[j] + dt;
	unsigned at = d->n_iv;
	int rc;

	a = a > lo ? a : lo;
	b = b < hi ? b : hi;
	if (a >= b)
		return PMS_OK;
	if ((rc = pmsi_record_reserve(d, 1, false)))
		return rc;
	d->iv_start[at] = a;
	d->iv_end[at] = b;
	d->iv_task[at] = c->iv_task[j];
	d->iv_wd[at] = c->iv_wd[j];
	d->iv_pmu[at] = c->iv_pmu[j];
	memcpy(d->iv_ctr + (size_t)at * (size_t)d->n_user, c->iv_ctr + (size_t)j * (size_t)c->n_user,
	       (size_t)d->n_user);
	d->n_iv++;
	return PMS_OK;
}

static int put_iv(struct pms_sim *d, const struct pms_sim *c, uint64_t k, uint64_t lo, uint64_t hi)
{
	unsigned j;
	uint64_t dt;

	if (!pmsi_fold_locate(c, k, &j, &dt, NULL, NULL))
		return PMS_OK;
	return put_stored(d, c, j, dt, lo, hi);
}

/* Repetitions [rep, rep + n) of run @c's period @q, whole, as one period
 * (its empty intervals dropped, as put_iv() drops them). */
static int put_block(struct pms_sim *d, const struct pms_sim *c, int q, uint64_t rep, uint64_t n)
{
	const struct pmsi_seg *g = &c->seg[q];
	unsigned first = d->n_iv;
	int rc;

	if ((rc = pmsi_record_reserve(d, g->n, true)))
		return rc;
	for (unsigned j = g->first; j < g->first + g->n; j++)
		if ((rc = put_stored(d, c, j, rep * g->period, 0, UINT64_MAX)))
			return rc;
	if (d->n_iv > first)
		d->seg[d->n_seg++] = (struct pmsi_seg){ .first = first, .n = d->n_iv - first,
							.repeat = n, .period = g->period };
	return PMS_OK;
}

/* Is @k the start of a repetition of a period whose intervals all have the task on? */
static bool block_at(const struct pms_sim *c, uint64_t k, int *q, uint64_t *rep, bool on)
{
	unsigned j;
	uint64_t dt;

	if (!pmsi_fold_locate(c, k, &j, &dt, q, rep) || *q < 0 || j != c->seg[*q].first)
		return false;
	for (j = c->seg[*q].first; j < c->seg[*q].first + c->seg[*q].n; j++)
		if (c->iv_task[j] != on)
			return false;
	return true;
}

/* The next interval of @c from @k with the task on and a length, or n_virt. */
static uint64_t next_on(const struct pms_sim *c, uint64_t k)
{
	struct pms_interval iv;
	uint64_t rep;
	int q;

	while (k < c->n_virt) {
		if (block_at(c, k, &q, &rep, false)) {	/* a period off the CPU: skip it */
			k += (c->seg[q].repeat - rep) * c->seg[q].n;
			continue;
		}
		pms_sim_interval(c, (unsigned)k, &iv);
		if (iv.task_on && iv.end_ns > iv.start_ns)
			return k;
		k++;
	}
	return k;
}

/* The first interval of @c ending after @t (ends never decrease). */
static uint64_t first_after(const struct pms_sim *c, uint64_t t)
{
	uint64_t lo = 0, hi = c->n_virt;

	while (lo < hi) {
		uint64_t mid = lo + (hi - lo) / 2;
		struct pms_interval iv;

		pms_sim_interval(c, (unsigned)mid, &iv);
		if (iv.end_ns <= t)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* The gap [t, a): the task runs nowhere; CPU 0's intervals, clipped. */
static int fill_gap(struct pms_sim *d, const struct pms_sim *c0, uint64_t t, uint64_t a)
{
	struct pms_interval iv;
	int rc = PMS_OK, q;
	uint64_t rep;

	for (uint64_t k = first_after(c0, t); !rc && a > t && k < c0->n_virt; ) {
		pms_sim_interval(c0, (unsigned)k, &iv);
		if (iv.start_ns >= a)
			break;
		if (iv.start_ns >= t && (block_at(c0, k, &q, &rep, false) ||
					 block_at(c0, k, &q, &rep, true))) {
			const struct pmsi_seg *g = &c0->seg[q];
			uint64_t n = (a - iv.start_ns) / g->period;

			n = n < g->repeat - rep ? n : g->repeat - rep;
			if (n) {
				rc = put_block(d, c0, q, rep, n);
				k += n * g->n;
				continue;
			}
		}
		rc = put_iv(d, c0, k, t, a);
		k++;
	}
	return rc;
}

/*
 * Watching the merge for a repeating state: each CPU's period, its place
 * in the period's intervals and the start of its next interval, relative
 * to the earliest; and where the timeline has got to (t).  When that
 * comes back with no gap filled and no period emitted in between, the
 * intervals emitted since repeat, each window @dt later, for as long as
 * every CPU stays inside its period (one repetition kept in hand).
 */
#define MW (3 * PMS_MAX_CORE_PMUS + 1)

struct mwatch {
	uint64_t saved[MW], cur[PMS_MAX_CORE_PMUS], s0, power, lam;
	unsigned n_iv, n_seg;
	bool have;
};

/* The state words; false when some CPU is outside a period. */
static bool mstate(struct pms_sim *const *run, int n_run, const uint64_t *cur, uint64_t t,
		   uint64_t *w, uint64_t *s0)
{
	uint64_t start[PMS_MAX_CORE_PMUS] = { 0 };
	bool any = false;

	*s0 = UINT64_MAX;
	memset(w, 0, MW * sizeof(*w));
	for (int r = 0; r < n_run; r++) {
		unsigned j;
		uint64_t dt, rep;
		int q;

		if (!run[r] || cur[r] >= run[r]->n_virt) {
			w[3 * r] = UINT64_MAX;
			continue;
		}
		if (!pmsi_fold_locate(run[r], cur[r], &j, &dt, &q, &rep) || q < 0)
			return false;
		start[r] = run[r]->iv_start[j] + dt;
		w[3 * r] = (uint64_t)q;
		w[3 * r + 1] = j - run[r]->seg[q].first;
		*s0 = start[r] < *s0 ? start[r] : *s0;
		any = true;
	}
	for (int r = 0; r < n_run; r++)
		if (w[3 * r] != UINT64_MAX)
			w[3 * r + 2] = start[r] - *s0;
	w[MW - 1] = t - *s0;
	return any;
}

/* Repeat the window since the saved state as often as the periods allow. */
static int mskip(struct pms_sim *d, struct pms_sim *const *run, int n_run, uint64_t *cur,
		 uint64_t *t, const struct mwatch *mw, uint64_t s0)
{
	uint64_t dt = s0 - mw->s0, win = UINT64_MAX, step[PMS_MAX_CORE_PMUS] = { 0 };
	int rc;

	for (int r = 0; r < n_run; r++) {
		unsigned j;
		uint64_t x, rep;
		int q;

		if (!run[r] || cur[r] >= run[r]->n_virt)
			continue;
		pmsi_fold_locate(run[r], cur[r], &j, &x, &q, &rep);
		step[r] = cur[r] - mw->cur[r];
		if (!step[r] || step[r] % run[r]->seg[q].n)
			return PMS_OK;
		/* whole windows before its period's last repetition */
		x = (run[r]->seg[q].repeat - rep - 1) / (step[r] / run[r]->seg[q].n);
		win = x < win ? x : win;
	}
	if (!dt || !win || win == UINT64_MAX || d->n_iv == mw->n_iv)
		return PMS_OK;
	if ((rc = pmsi_record_reserve(d, 0, true)))
		return rc;
	d->seg[d->n_seg++] = (struct pmsi_seg){ .first = mw->n_iv, .n = d->n_iv - mw->n_iv,
						.repeat = win + 1, .period = dt };
	for (int r = 0; r < n_run; r++)
		cur[r] += win * step[r];
	*t += win * dt;
	return PMS_OK;
}

/* One step of Brent's method over the merge's states. */
static int mwatch_step(struct mwatch *mw, struct pms_sim *d, struct pms_sim *const *run,
		       int n_run, uint64_t *cur, uint64_t *t, bool gap)
{
	uint64_t w[MW], s0;

	if (gap || !mstate(run, n_run, cur, *t, w, &s0) || (mw->have && mw->n_seg != d->n_seg)) {
		mw->have = false;
		return PMS_OK;
	}
	if (mw->have && !memcmp(w, mw->saved, sizeof(w))) {
		mw->have = false;
		return mskip(d, run, n_run, cur, t, mw, s0);
	}
	if (!mw->have || mw->lam == mw->power) {
		memcpy(mw->saved, w, sizeof(w));
		memcpy(mw->cur, cur, sizeof(mw->cur));
		mw->s0 = s0;
		mw->n_iv = d->n_iv;
		mw->n_seg = d->n_seg;
		mw->power = mw->have ? 2 * mw->power : 1;
		mw->lam = 0;
		mw->have = true;
	}
	mw->lam++;
	return PMS_OK;
}

/*
 * One timeline: where the task runs, the intervals of that type's CPU;
 * where it runs nowhere, those of CPU 0 (cpu_core).  The runs' intervals
 * with the task on are taken in order of start (on a tie, the lower
 * type first), each whole; whole repetitions of a period go over as one
 * period when nothing of another type starts before they end.
 */
int pmsi_sim_merge(struct pms_sim *s, struct pms_sim *const *run, int n_run)
{
	uint64_t cur[PMS_MAX_CORE_PMUS], t = 0;
	struct mwatch mw = { .have = false };
	struct pms_sim d;
	int rc = PMS_OK;
	bool gap = false;

	memset(&d, 0, sizeof(d));
	d.n_user = s->n_user;
	d.max_iv = (unsigned)(MERGE_MAX_CELLS / (uint64_t)(s->n_user ? s->n_user : 1));
	for (int r = 0; r < n_run; r++)
		cur[r] = run[r] ? next_on(run[r], 0) : 0;
	while (!rc) {
		struct pms_interval iv = { 0 }, o;
		uint64_t a = s->duration, other = UINT64_MAX, rep;
		int r = -1, q;

		for (int x = 0; x < n_run; x++) {
			if (!run[x] || cur[x] >= run[x]->n_virt)
				continue;
			pms_sim_interval(run[x], (unsigned)cur[x], &o);
			if (r < 0 || o.start_ns < a) {
				if (r >= 0 && a < other)
					other = a;
				r = x;
				a = o.start_ns;
				iv = o;
			} else if (o.start_ns < other) {
				other = o.start_ns;
			}
		}
		{
			unsigned before = d.n_iv;

			rc = fill_gap(&d, s, t, a);
			gap |= d.n_iv != before;
		}
		if (rc || r < 0)
			break;
		if (block_at(run[r], cur[r], &q, &rep, true)) {
			const struct pmsi_seg *g = &run[r]->seg[q];
			uint64_t n = other == UINT64_MAX ? g->repeat - rep :
				     other < a ? 0 : (other - a) / g->period;

			n = n < g->repeat - rep ? n : g->repeat - rep;
			if (n) {
				rc = put_block(&d, run[r], q, rep, n);
				t = a + n * g->period;
				cur[r] = next_on(run[r], cur[r] + n * g->n);
				continue;
			}
		}
		rc = put_iv(&d, run[r], cur[r], 0, UINT64_MAX);
		t = iv.end_ns > a ? iv.end_ns : a;
		cur[r] = next_on(run[r], cur[r] + 1);
		if (!rc && s->fold) {
			rc = mwatch_step(&mw, &d, run, n_run, cur, &t, gap);
			gap = false;
		}
	}
	if (!rc) {
		pmsi_free(s->iv_start), pmsi_free(s->iv_end), pmsi_free(s->iv_task);
		pmsi_free(s->iv_wd), pmsi_free(s->iv_pmu), pmsi_free(s->iv_ctr);
		pmsi_free(s->seg);
		s->iv_start = d.iv_start;
		s->iv_end = d.iv_end;
		s->iv_task = d.iv_task;
		s->iv_wd = d.iv_wd;
		s->iv_pmu = d.iv_pmu;
		s->iv_ctr = d.iv_ctr;
		s->n_iv = d.n_iv;
		s->cap_iv = d.cap_iv;
		s->seg = d.seg;
		s->n_seg = d.n_seg;
		s->cap_seg = d.cap_seg;
		pmsi_fold_finish(s);
		return PMS_OK;
	}
	pmsi_free(d.iv_start), pmsi_free(d.iv_end), pmsi_free(d.iv_task);
	pmsi_free(d.iv_wd), pmsi_free(d.iv_pmu), pmsi_free(d.iv_ctr);
	pmsi_free(d.seg);
	return rc;
}

