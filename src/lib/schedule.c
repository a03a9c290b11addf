/*
 * A simulation's schedule as a picture (see pmusched/explain.h): rows,
 * who holds each cell, and the recorded intervals folded by period.
 *
 * Cells.  An event's counter comes from the recording; an AMD
 * large-increment event (PMS_CF_PAIR) also holds the next counter
 * (__perf_sched_find_counter() takes idx and idx + 1 for
 * PERF_X86_EVENT_PAIR, __x86_pmu_enable_event() programs idx + 1;
 * arch/x86/events/core.c, perf_event.h, 6.12); the watchdog's counter is
 * recorded per interval, because a full re-solve can move it.  The HT
 * sibling matters only under the erratum: its corrupting events close a
 * counter index to this thread, its other events close it to this
 * thread's corrupting events (intel_get_excl_constraints,
 * arch/x86/events/intel/core.c, 6.12).  Fixed counters are per thread:
 * the sibling never holds one.  Under the erratum a thread uses at most
 * gpmax GP counters while a corrupting event is on the core (from
 * 4.1-rc7; 4.1-rc1..rc6 always, fixed counters included): a free counter
 * beyond that is marked limited.
 *
 * On a hybrid platform each interval shows the CPU of the core type the
 * task is on (pms_interval.pmu; cpu_core's with the task off): the rows
 * are every counter of any core PMU, and a counter the shown type lacks
 * is absent there (cpu_atom on Alder Lake has GP0-5 and FIXED0-2).
 *
 * On arm64 the rows are the driver's counters in its numbering (GP0..,
 * CYCLES at bit 31, INSTR at bit 32, arm_pmu.h), and a chained 64-bit
 * event on odd counter n also holds n-1 (armv8pmu_get_chain_idx(),
 * armv8pmu_clear_event_idx(), drivers/perf/arm_pmuv3.c, 6.12).
 *
 * Folding.  The simulator's periods (pms_sim_period()) are taken as they
 * are: a busy task is a prefix, one period with its repeat count and a
 * tail, whatever the run's length.  The intervals it keeps one by one
 * (prefix, tail, short phases) are folded here: each gets an id (same
 * counters, same watchdog, same core type, same task state, same
 * length); from each position the candidate periods are the distances to
 * the next occurrences of its id, and the one that repeats over the
 * longest stretch is taken; the work is bounded (FOLD_WORK comparisons),
 * after which the rest stays unfolded.
 */
#include <string.h>
#include "internal.h"

#define FOLD_TRIES 8		/* next occurrences tried as a period */
#define FOLD_WORK (UINT64_C(1) << 26)	/* id comparisons, then stop folding */

struct pms_schedule {
	const struct pms_evlist *ev;
	const struct pms_sim *s;
	int n_ev, n_rows, *rows;
	bool *pair;		/* per event: takes the next counter too */
	bool *chain;		/* per event: arm64 chained, takes the counter below too */
	bool *excl;		/* per event: HT-erratum corrupting */
	int gpmax;		/* the HT-erratum limit, 0: none */
	bool limit_always;	/* in force whatever runs (sibling, 4.1-rc1..rc6) */
	bool limit_fixed;	/* 4.1-rc1..rc6: the limit counts fixed counters too */
	uint64_t sib_excl, sib_any;
	bool hybrid;		/* several core PMUs: rows are the union of their counters */
	uint64_t pmu_ctrs[PMS_MAX_CORE_PMUS];	/* hybrids: each PMU's counters */
	unsigned n_seg;
	struct pms_segment *seg;
};

/*
 * Hybrids: every counter of any core PMU (Skymont's fixed counters have a
 * hole, so the union of the masks, not the counts), and per PMU the
 * counters it has, for the cells of another type's CPU.
 */
static uint64_t hybrid_rows(struct pms_schedule *sc, const struct pms_model *m,
			    const struct pms_env *env)
{
	uint64_t all = 0;

	for (size_t k = 0; k < pms_model_n_pmus(m) && k < PMS_MAX_CORE_PMUS; k++) {
		sc->pmu_ctrs[k] = pms_model_counter_mask(pms_model_pmu(m, k), env);
		all |= sc->pmu_ctrs[k];
	}
	return all & ~PMS_METRIC_MASK;
}

static int build_rows(struct pms_schedule *sc)
{
	const struct pms_model *m = pms_evlist_model(sc->ev);
	const struct pms_env *env = pms_sim_env(sc->s);
	int n_gp = pms_model_n_gp(m, env), n = 0;
	uint64_t used = 0, all;

	sc->rows = pmsi_malloc(sizeof(int) * (size_t)(PMS_MAX_GP + 64 + sc->n_ev));
	if (!sc->rows)
		return PMS_ENOMEM;
	for (int i = 0; i < sc->n_ev; i++)
		used |= pms_sim_result(sc->s, i)->counters;
	sc->hybrid = pms_model_is_hybrid(m);
	if (pms_model_alloc(m) != PMS_ALLOC_X86) {	/* arm64: GP0.., CYCLES, INSTR */
		all = sc->hybrid ? hybrid_rows(sc, m, env) : pms_model_counter_mask(m, env);
		for (int b = 0; b < PMS_METRIC0; b++)
			if (all >> b & 1)
				sc->rows[n++] = b;
	} else if (sc->hybrid) {
		all = hybrid_rows(sc, m, env);
		for (int b = PMS_FIXED0; b < PMS_METRIC0; b++)
			if (all >> b & 1)
				sc->rows[n++] = b;
		for (int b = 0; b < PMS_FIXED0; b++)
			if (all >> b & 1)
				sc->rows[n++] = b;
	} else {
		for (int k = 0; k < pms_model_n_fixed(m); k++)
			sc->rows[n++] = PMS_FIXED0 + k;
		for (int k = 0; k < n_gp; k++)
			sc->rows[n++] = k;
	}
	for (int k = 0; k < pms_model_n_metrics(m); k++)
		if (used >> (PMS_METRIC0 + k) & 1)
			sc->rows[n++] = PMS_METRIC0 + k;
	for (int i = 0; i < sc->n_ev; i++) {
		struct pms_event_info info;

		/* an AMD precise event on the ibs_op PMU takes no core counter either */
		pms_evlist_event(sc->ev, i, &info);
		if (info.pmu != PMS_PMU_CORE || pms_sim_result(sc->s, i)->ibs)
			sc->rows[n++] = -1 - i;
	}
	sc->n_rows = n;
	return PMS_OK;
}

/* ---- folding ----------------------------------------------------------- */

static uint64_t iv_hash(const struct pms_interval *iv, int n)
{
	uint64_t h = UINT64_C(1469598103934665603);

	for (int i = 0; i < n; i++)
		h = (h ^ (uint8_t)iv->counter[i]) * UINT64_C(1099511628211);
	h = (h ^ (uint8_t)iv->watchdog) * UINT64_C(1099511628211);
	h = (h ^ (uint8_t)iv->pmu) * UINT64_C(1099511628211);
	h = (h ^ iv->task_on) * UINT64_C(1099511628211);
	return (h ^ (iv->end_ns - iv->start_ns)) * UINT64_C(1099511628211);
}

static bool iv_same(const struct pms_sim *s, unsigned a, unsigned b, int n)
{
	struct pms_interval x, y;

	pms_sim_interval(s, a, &x);
	pms_sim_interval(s, b, &y);
	return x.task_on == y.task_on && x.watchdog == y.watchdog && x.pmu == y.pmu &&
	       x.end_ns - x.start_ns == y.end_ns - y.start_ns &&
	       !memcmp(x.counter, y.counter, (size_t)n);
}

/* id[k - lo]: the first interval of [lo, hi) equal to k (an open-addressing table). */
static int interval_ids(const struct pms_sim *s, int n, unsigned lo, unsigned hi, unsigned *id)
{
	size_t cap = 16;
	unsigned *tab;

	while (cap < 2 * (size_t)(hi - lo))
		cap *= 2;
	tab = pmsi_malloc(sizeof(unsigned) * cap);
	if (!tab)
		return PMS_ENOMEM;
	memset(tab, 0xff, sizeof(unsigned) * cap);
	for (unsigned k = lo; k < hi; k++) {
		struct pms_interval iv;
		size_t h;

		pms_sim_interval(s, k, &iv);
		h = (size_t)iv_hash(&iv, n) & (cap - 1);
		while (tab[h] != UINT32_MAX && !iv_same(s, tab[h], k, n))
			h = (h + 1) & (cap - 1);
		if (tab[h] == UINT32_MAX)
			tab[h] = k;
		id[k - lo] = tab[h];
	}
	pmsi_free(tab);
	return PMS_OK;
}

static void add_seg(struct pms_schedule *sc, unsigned first, unsigned n, unsigned repeat)
{
	struct pms_segment *last = sc->n_seg ? &sc->seg[sc->n_seg - 1] : NULL;

	/* consecutive single intervals make one segment */
	if (repeat == 1 && last && last->repeat == 1 && last->first + last->n == first) {
		last->n += n;
		return;
	}
	sc->seg[sc->n_seg++] = (struct pms_segment){ first, n, repeat };
}

/* Fold intervals [lo, hi), which the simulator keeps one by one. */
static int fold_range(struct pms_schedule *sc, unsigned lo, unsigned hi, uint64_t *work)
{
	unsigned n = hi - lo, *id, *next, *last;
	int rc = PMS_ENOMEM;

	if (!n)
		return PMS_OK;
	id = pmsi_malloc(sizeof(unsigned) * ((size_t)n + 1));
	next = pmsi_malloc(sizeof(unsigned) * ((size_t)n + 1));
	last = pmsi_malloc(sizeof(unsigned) * ((size_t)n + 1));
	if (!id || !next || !last || interval_ids(sc->s, sc->n_ev, lo, hi, id))
		goto out;
	for (unsigned k = 0; k < n; k++)
		id[k] -= lo;
	memset(last, 0xff, sizeof(unsigned) * ((size_t)n + 1));
	for (unsigned k = n; k-- > 0;) {
		next[k] = last[id[k]];
		last[id[k]] = k;
	}
	for (unsigned k = 0; k < n;) {
		unsigned best_q = 0, best_r = 0, j = next[k];

		for (int t = 0; t < FOLD_TRIES && j != UINT32_MAX && *work < FOLD_WORK; t++) {
			unsigned q = j - k, l = 0, r;

			while (k + q + l < n && id[k + l] == id[k + q + l])
				l++;
			*work += l + 1;
			r = (l + q) / q;
			if (r >= 2 && (uint64_t)q * r > (uint64_t)best_q * best_r) {
				best_q = q;
				best_r = r;
			}
			j = next[j];
		}
		if (best_q) {
			add_seg(sc, lo + k, best_q, best_r);
			k += best_q * best_r;
		} else {
			add_seg(sc, lo + k, 1, 1);
			k++;
		}
	}
	rc = PMS_OK;
out:
	pmsi_free(id);
	pmsi_free(next);
	pmsi_free(last);
	return rc;
}

/* Where the stretch after period @i ends: the next period, or the run. */
static unsigned end_of(const struct pms_schedule *sc, unsigned i)
{
	struct pms_sim_period p;

	if (pms_sim_period(sc->s, i + 1, &p) == PMS_OK)
		return p.first;
	return pms_sim_n_intervals(sc->s);
}

static bool span_same(const struct pms_schedule *sc, unsigned a, unsigned b, unsigned n)
{
	for (unsigned j = 0; j < n; j++)
		if (!iv_same(sc->s, a + j, b + j, sc->n_ev))
			return false;
	return true;
}

/*
 * The simulator's periods as they are; the intervals between them (a
 * prefix, a tail, short phases), which it keeps one by one, folded here.
 */
static int fold(struct pms_schedule *sc)
{
	unsigned n_p = pms_sim_n_periods(sc->s), pos = 0;
	uint64_t work = 0;
	int rc = PMS_OK;

	sc->seg = pmsi_malloc(sizeof(*sc->seg) * ((size_t)pms_sim_n_stored(sc->s) + n_p + 1));
	if (!sc->seg)
		return PMS_ENOMEM;
	for (unsigned i = 0; i < n_p && !rc; i++) {
		struct pms_sim_period p;

		pms_sim_period(sc->s, i, &p);
		/* the simulator finds a period some way into it: start it as
		 * early as the intervals allow, and take in a whole one after */
		while (p.first > pos && iv_same(sc->s, p.first - 1, p.first - 1 + p.n, sc->n_ev))
			p.first--;
		while (p.first + p.n * (p.repeat + 1) <= end_of(sc, i) &&
		       span_same(sc, p.first, p.first + p.n * p.repeat, p.n))
			p.repeat++;
		rc = fold_range(sc, pos, p.first, &work);
		if (!rc && p.repeat > 1)
			add_seg(sc, p.first, p.n, p.repeat);
		else if (!rc)
			for (unsigned k = 0; k < p.n; k++)
				add_seg(sc, p.first + k, 1, 1);
		pos = p.first + p.n * p.repeat;
	}
	return rc ? rc : fold_range(sc, pos, pms_sim_n_intervals(sc->s), &work);
}

/* ---- the API ----------------------------------------------------------- */

PMS_API void pms_schedule_free(struct pms_schedule *sc)
{
	if (!sc)
		return;
	pmsi_free(sc->rows);
	pmsi_free(sc->pair);
	pmsi_free(sc->excl);
	pmsi_free(sc->chain);
	pmsi_free(sc->seg);
	pmsi_free(sc);
}

PMS_API int pms_schedule_new(const struct pms_evlist *ev, const struct pms_sim *s,
			     struct pms_schedule **out, struct pms_diag *d)
{
	struct pms_schedule *sc;
	const struct pms_env *env;
	int rc;

	if (!ev || !s || !out || pms_evlist_count(ev) != pms_sim_n_events(s))
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "schedule of another list");
	*out = NULL;
	sc = pmsi_calloc(1, sizeof(*sc));
	if (!sc)
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	sc->ev = ev;
	sc->s = s;
	sc->n_ev = pms_evlist_count(ev);
	env = pms_sim_env(s);
	sc->sib_excl = pms_sim_sibling_blocked(s, false);
	sc->sib_any = pms_sim_sibling_blocked(s, true);
	sc->pair = pmsi_calloc((size_t)sc->n_ev + 1, sizeof(bool));
	sc->excl = pmsi_calloc((size_t)sc->n_ev + 1, sizeof(bool));
	sc->chain = pmsi_calloc((size_t)sc->n_ev + 1, sizeof(bool));
	rc = sc->pair && sc->excl && sc->chain ? build_rows(sc) : PMS_ENOMEM;
	if (!rc)
		rc = fold(sc);
	if (rc) {
		pms_schedule_free(sc);
		return pmsi_diag(d, rc, PMS_NOPOS, 0, "out of memory");
	}
	for (int i = 0; i < sc->n_ev; i++) {
		struct pms_constraint c;

		if (pms_evlist_constraint(ev, i, env, &c) != PMS_OK)
			continue;
		sc->pair[i] = (c.flags & PMS_CF_PAIR) != 0;
		sc->excl[i] = (c.flags & PMS_CF_EXCL) != 0;
		sc->chain[i] = (c.flags & PMS_CF_CHAIN) != 0;
	}
	/* the HT erratum's limit, as x86_schedule_events() applies it (sim.c) */
	if ((pms_model_rules(pms_evlist_model(ev), env) & PMS_RULE_HT_ERRATUM) && env->ht) {
		sc->gpmax = pms_model_n_gp(pms_evlist_model(ev), env) / 2;
		sc->limit_fixed = env->kver < PMS_KVER_RC(4, 1, 7);
		sc->limit_always = sc->limit_fixed || sc->sib_excl;
	}
	*out = sc;
	return PMS_OK;
}

PMS_API int pms_schedule_n_rows(const struct pms_schedule *sc)
{
	return sc->n_rows;
}

PMS_API int pms_schedule_row(const struct pms_schedule *sc, int r)
{
	return r >= 0 && r < sc->n_rows ? sc->rows[r] : -1 - sc->n_ev;
}

PMS_API unsigned pms_schedule_n_segments(const struct pms_schedule *sc)
{
	return sc->n_seg;
}

PMS_API int pms_schedule_segment(const struct pms_schedule *sc, unsigned i, struct pms_segment *out)
{
	if (i >= sc->n_seg)
		return PMS_ERANGE;
	*out = sc->seg[i];
	return PMS_OK;
}

PMS_API int pms_schedule_column(const struct pms_schedule *sc, unsigned k, struct pms_cell *cells)
{
	struct pms_interval iv;
	struct pms_cell by_ctr[64];

	if (pms_sim_interval(sc->s, k, &iv))
		return PMS_ERANGE;
	for (int c = 0; c < 64; c++) {
		by_ctr[c] = (struct pms_cell){ PMS_CELL_FREE, -1, c < PMS_FIXED0 && (sc->sib_any >> c & 1) };
		if (c < PMS_FIXED0 && (sc->sib_excl >> c & 1))
			by_ctr[c].kind = PMS_CELL_SIBLING;
		else if (by_ctr[c].sibling)
			by_ctr[c].kind = PMS_CELL_SIBLING_SHARED;
	}
	/* hybrids: the CPU shown is the task's type's, or cpu_core's with the task off */
	for (int c = 0; sc->hybrid && c < PMS_METRIC0; c++)
		if (!(sc->pmu_ctrs[iv.pmu > 0 && iv.pmu < PMS_MAX_CORE_PMUS ? iv.pmu : 0] >> c & 1))
			by_ctr[c] = (struct pms_cell){ PMS_CELL_ABSENT, -1, false };
	if (iv.watchdog >= 0 && iv.watchdog < 64)
		by_ctr[iv.watchdog].kind = PMS_CELL_WATCHDOG;
	for (int i = 0; i < sc->n_ev; i++) {
		int c = iv.counter[i];

		if (c < 0 || c >= 64)
			continue;
		by_ctr[c].kind = PMS_CELL_EVENT;
		by_ctr[c].event = i;
		if (sc->pair[i] && c + 1 < 64) {
			by_ctr[c + 1].kind = PMS_CELL_PAIR;
			by_ctr[c + 1].event = i;
		}
		/* on the cycle counter a 64-bit event needs no second counter */
		if (sc->chain[i] && c >= 1 && c < PMS_ARM_CYCLES_IDX) {
			by_ctr[c - 1].kind = PMS_CELL_PAIR;
			by_ctr[c - 1].event = i;
		}
	}
	if (sc->gpmax) {
		bool on = sc->limit_always;
		int used = 0;

		for (int i = 0; i < sc->n_ev; i++)
			on |= iv.counter[i] >= 0 && sc->excl[i];
		for (int c = 0; c < (sc->limit_fixed ? PMS_METRIC0 : PMS_FIXED0); c++)
			used += by_ctr[c].kind == PMS_CELL_EVENT || by_ctr[c].kind == PMS_CELL_PAIR ||
				by_ctr[c].kind == PMS_CELL_WATCHDOG;
		for (int c = 0; on && used >= sc->gpmax &&
		     c < (sc->limit_fixed ? PMS_METRIC0 : PMS_FIXED0); c++)
			if (by_ctr[c].kind == PMS_CELL_FREE || by_ctr[c].kind == PMS_CELL_SIBLING_SHARED)
				by_ctr[c].kind = PMS_CELL_LIMITED;
	}
	for (int r = 0; r < sc->n_rows; r++) {
		int row = sc->rows[r];

		if (row >= 0) {
			cells[r] = by_ctr[row];
		} else {
			int e = -1 - row;

			cells[r] = (struct pms_cell){ iv.counter[e] == -2 ? PMS_CELL_SOFTWARE : PMS_CELL_FREE,
						      iv.counter[e] == -2 ? e : -1, false };
		}
	}
	return PMS_OK;
}
