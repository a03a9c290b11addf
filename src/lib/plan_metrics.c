/*
 * Plans for metrics: which of perf stat's two-count metrics a list prints,
 * the error a plan promises each of them, the list rewritten with each
 * metric's inputs in one group, and the choice between two plans by their
 * metrics' errors (plan --for-metrics, docs/mux-error.md).
 *
 * A ratio of two counts taken on different schedules compares counts of
 * different time slices: when both rates rise and fall together (an IPC's
 * instructions and cycles, a miss ratio's misses and accesses), each
 * count's error goes its own way and the ratio takes the sum of the two.
 * On one schedule both counts see the same slices and the shared part of
 * the variation cancels in the ratio.  The planner by itself packs for the
 * lowest share and is blind to this; here the metrics decide.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "evtext.h"
#include "plan_int.h"

/* enum perf_hw_id and the cache ids (the uapi header), as measure_stat.c */
enum {
	HW_CYCLES = 0, HW_INSTRUCTIONS = 1, HW_CACHE_REFERENCES = 2, HW_CACHE_MISSES = 3,
	HW_BRANCH_INSTRUCTIONS = 4, HW_BRANCH_MISSES = 5, HW_STALLED_FRONTEND = 7,
	HW_STALLED_BACKEND = 8,
	C_L1D = 0, C_L1I = 1, C_LL = 2, C_DTLB = 3, C_ITLB = 4,
	C_READ_MISS = 0 << 8 | 1 << 16,
};

/* perf_stat__print_shadow_stats() (stat-shadow.c, 6.1): numerator -> base */
static const struct mrow {
	uint32_t type;
	uint64_t config, base_config;
	uint32_t base_type;
	const char *name;
} rows[] = {
	{ PMS_TYPE_HARDWARE, HW_INSTRUCTIONS, HW_CYCLES, PMS_TYPE_HARDWARE, "insn per cycle" },
	{ PMS_TYPE_HARDWARE, HW_BRANCH_MISSES, HW_BRANCH_INSTRUCTIONS, PMS_TYPE_HARDWARE,
	  "of all branches" },
	{ PMS_TYPE_HARDWARE, HW_CACHE_MISSES, HW_CACHE_REFERENCES, PMS_TYPE_HARDWARE,
	  "of all cache refs" },
	{ PMS_TYPE_HARDWARE, HW_STALLED_FRONTEND, HW_CYCLES, PMS_TYPE_HARDWARE,
	  "frontend cycles idle" },
	{ PMS_TYPE_HARDWARE, HW_STALLED_BACKEND, HW_CYCLES, PMS_TYPE_HARDWARE,
	  "backend cycles idle" },
	/* the base of a cache ratio is the cache id alone (config 0: L1-dcache-loads) */
	{ PMS_TYPE_HW_CACHE, C_L1D | C_READ_MISS, C_L1D, PMS_TYPE_HW_CACHE,
	  "of all L1-dcache accesses" },
	{ PMS_TYPE_HW_CACHE, C_L1I | C_READ_MISS, C_L1I, PMS_TYPE_HW_CACHE,
	  "of all L1-icache accesses" },
	{ PMS_TYPE_HW_CACHE, C_LL | C_READ_MISS, C_LL, PMS_TYPE_HW_CACHE,
	  "of all LL-cache accesses" },
	{ PMS_TYPE_HW_CACHE, C_DTLB | C_READ_MISS, C_DTLB, PMS_TYPE_HW_CACHE,
	  "of all dTLB cache accesses" },
	{ PMS_TYPE_HW_CACHE, C_ITLB | C_READ_MISS, C_ITLB, PMS_TYPE_HW_CACHE,
	  "of all iTLB cache accesses" },
};

/* perf's evsel_context(): the exclude bits, compared whole */
static unsigned ctx_of(const struct pms_event_attr *a)
{
	return (unsigned)a->exclude_user | (unsigned)a->exclude_kernel << 1 |
	       (unsigned)a->exclude_hv << 2 | (unsigned)a->exclude_guest << 3 |
	       (unsigned)a->exclude_host << 4 | (unsigned)a->exclude_idle << 5;
}

static bool attr_of(const struct pms_evlist *ev, int i, struct pms_event_attr *a)
{
	memset(a, 0, sizeof(*a));
	a->sz = sizeof(*a);
	return pms_evlist_attr(ev, i, a) == PMS_OK;
}

PMS_API int pms_plan_metrics(const struct pms_evlist *ev, struct pms_plan_metric *out, int cap,
			     int *n)
{
	int n_ev;

	if (!ev || !n || cap < 0 || (cap && !out))
		return PMS_EINVAL;
	*n = 0;
	n_ev = pms_evlist_count(ev);
	for (int i = 0; i < n_ev; i++) {
		struct pms_event_attr a, b;
		const struct mrow *r = NULL;
		int base = -1;

		if (!attr_of(ev, i, &a))
			continue;
		for (size_t k = 0; k < sizeof(rows) / sizeof(rows[0]) && !r; k++)
			if (rows[k].type == a.type && rows[k].config == a.config)
				r = &rows[k];
		if (!r)
			continue;
		for (int j = 0; j < n_ev && base < 0; j++)
			if (j != i && attr_of(ev, j, &b) && b.type == r->base_type &&
			    b.config == r->base_config && ctx_of(&b) == ctx_of(&a))
				base = j;
		if (base < 0)
			continue;
		if (*n < cap) {
			out[*n].event = i;
			out[*n].base = base;
			snprintf(out[*n].name, sizeof(out[*n].name), "%s", r->name);
		}
		(*n)++;
	}
	return PMS_OK;
}

/* Where input event @e of @p is counted: its run, simulation and position. */
struct where {
	int run;
	const struct pms_evlist *ev;
	const struct pms_sim *sim;
	int k;
};

static bool find_event(const struct pms_plan *p, int e, struct where *w)
{
	for (int r = 0; r < p->n_runs; r++) {
		const struct prun *x = &p->runs[r];

		if (x->sub) {	/* PMS_PLAN_RUNS: the run's own plan over the run's list */
			const struct prun *y = &x->sub->runs[0];

			for (int k = 0; k < y->n; k++)
				if (y->order[k] >= 0 && y->order[k] < x->n &&
				    x->order[y->order[k]] == e) {
					*w = (struct where){ r, y->ev, y->sim, k };
					return true;
				}
			continue;
		}
		for (int k = 0; k < x->n; k++)
			if (x->order[k] == e) {
				*w = (struct where){ r, x->ev, x->sim, k };
				return true;
			}
	}
	return false;
}

/*
 * The expected half-width of the count at @w (percent), as plan_error.c
 * judges a planned event; false when perf prints no count for it.
 */
static bool count_error(const struct pms_plan *p, const struct where *w, double *hw)
{
	*hw = 0;
	if (!w->sim || w->k >= pms_sim_n_events(w->sim))
		return false;
	return pmsi_plan_event_error(p, w->sim, w->k, hw);
}

/*
 * The schedule of the count at @w: its run and the leader it was opened
 * under (a weak group perf reset counts its members apart, each its own).
 */
static long schedule_of(const struct where *w)
{
	return (long)w->run * (PMS_EVLIST_MAX_EVENTS + 1) + pms_sim_result(w->sim, w->k)->leader;
}

/*
 * The error of a metric read from the counts at @w[0..n) (@hw their own
 * half-widths): on one schedule the inputs' errors are taken as unrelated
 * (the root of the sum of squares, no cancellation credited); the
 * schedules' parts add (the sign that widens).
 */
static double combine(const struct where *w, const double *hw, int n, int *n_sched)
{
	double total = 0;

	*n_sched = 0;
	for (int i = 0; i < n; i++) {
		double sq = 0;
		bool first = true;

		if (!(hw[i] > 0))
			continue;
		for (int j = 0; j < i && first; j++)
			first = !(hw[j] > 0) || schedule_of(&w[j]) != schedule_of(&w[i]);
		if (!first)
			continue;	/* its schedule was summed with an earlier input */
		for (int j = i; j < n; j++)
			if (hw[j] > 0 && schedule_of(&w[j]) == schedule_of(&w[i]))
				sq += hw[j] * hw[j];
		total += sqrt(sq);
		(*n_sched)++;
	}
	return total;
}

PMS_API int pms_plan_metric_error(const struct pms_plan *p, const struct pms_plan_metric *m,
				  struct pms_plan_metric_error *out)
{
	struct where w[2];
	int in[2];

	if (!p || !m || !out)
		return PMS_ERANGE;
	in[0] = m->event;
	in[1] = m->base;
	if (in[0] < 0 || in[0] >= p->n_ev || in[1] < 0 || in[1] >= p->n_ev)
		return PMS_ERANGE;
	*out = (struct pms_plan_metric_error){ .half_width = -1 };
	for (int i = 0; i < 2; i++)
		if (!find_event(p, in[i], &w[i]) || !count_error(p, &w[i], &out->input_hw[i]))
			return PMS_OK;
	if (w[0].run != w[1].run)	/* perf computes a metric of one run's counts */
		return PMS_OK;
	out->half_width = combine(w, out->input_hw, 2, &out->n_schedules);
	return PMS_OK;
}

PMS_API int pms_plan_inputs_error(const struct pms_plan *p, const struct pms_sim *as_written,
				  const int *in, int n, bool linear,
				  struct pms_plan_inputs_error *uout)
{
	struct pms_plan_inputs_error e, *out = &e;
	struct where *w;
	double *hw;
	int n_list;

	if (!p || !uout || pmsi_sz_out(uout, "struct pms_plan_inputs_error", NULL) || n < 0 ||
	    (n && !in))
		return PMS_EINVAL;
	n_list = as_written ? pms_sim_n_events(as_written) : p->n_ev;
	for (int i = 0; i < n; i++)
		if (in[i] < 0 || in[i] >= n_list)
			return PMS_ERANGE;
	*out = (struct pms_plan_inputs_error){ .sz = sizeof(*out), .half_width = -1,
					       .worst = -1, .run = -1, .bounded = true };
	if (!n) {
		pmsi_sz_give(uout, out, sizeof(*out));
		return PMS_OK;
	}
	w = pmsi_calloc((size_t)n, sizeof(*w));
	hw = pmsi_calloc((size_t)n, sizeof(*hw));
	if (!w || !hw) {
		pmsi_free(w);
		pmsi_free(hw);
		return PMS_ENOMEM;
	}
	for (int i = 0; i < n; i++) {
		if (as_written)
			w[i] = (struct where){ 0, NULL, as_written, in[i] };
		if ((!as_written && !find_event(p, in[i], &w[i])) || !count_error(p, &w[i], &hw[i]) ||
		    w[i].run != w[0].run)
			goto done;	/* not counted, or counted in another run: none */
		if (hw[i] > out->worst_input || out->worst < 0) {
			out->worst_input = hw[i];
			out->worst = i;
		}
	}
	out->run = w[0].run;
	out->half_width = combine(w, hw, n, &out->n_schedules);
	out->bounded = linear || out->half_width == 0;
done:
	pmsi_free(w);
	pmsi_free(hw);
	pmsi_sz_give(uout, out, sizeof(*out));
	return PMS_OK;
}

/* ---- the list with each metric's inputs in one group ---- */

static int find_root(int *up, int i)
{
	while (up[i] != i)
		i = up[i] = up[up[i]];
	return i;
}

/* May event @i join a group of the planner's making? */
static bool loose(const struct pms_evlist *ev, int i)
{
	struct pms_event_info info;
	struct pms_event_attr a;

	return pms_evlist_event(ev, i, &info) == PMS_OK && attr_of(ev, i, &a) &&
	       info.group_size == 1 && !info.in_braces && !info.pinned && !info.exclusive &&
	       (a.type == PMS_TYPE_HARDWARE || a.type == PMS_TYPE_HW_CACHE);
}

PMS_API int pms_plan_metrics_regroup(const struct pms_evlist *ev, const struct pms_env *env,
				     const struct pms_plan_metric *m, int n,
				     struct pms_evlist **out, int *pos, struct pms_diag *d)
{
	int n_ev, *up = NULL, *members = NULL, n_g = 0, at = 0, rc = PMS_ENOMEM;
	struct pmsi_evgroup *g = NULL;
	bool any = false;
	char *text = NULL;
	size_t cap;
	struct pms_env envc;

	if (!ev || !out || n < 0 || (n && !m))
		return PMS_EINVAL;
	*out = NULL;
	PMSI_ENV_TAKE(env, envc, d, PMS_EINVAL);
	n_ev = pms_evlist_count(ev);
	for (int k = 0; k < n; k++)
		if (m[k].event < 0 || m[k].event >= n_ev || m[k].base < 0 || m[k].base >= n_ev)
			return PMS_EINVAL;
	up = pmsi_calloc((size_t)n_ev + 1, sizeof(*up));
	members = pmsi_calloc((size_t)n_ev + 1, sizeof(*members));
	g = pmsi_calloc((size_t)n_ev + 1, sizeof(*g));
	cap = pmsi_evtext_cap(ev);
	text = pmsi_calloc(cap, 1);
	if (!up || !members || !g || !text)
		goto out;
	for (int i = 0; i < n_ev; i++)
		up[i] = i;
	for (int k = 0; k < n; k++)
		if (m[k].event != m[k].base && loose(ev, m[k].event) && loose(ev, m[k].base)) {
			int a = find_root(up, m[k].event), b = find_root(up, m[k].base);

			if (a != b) {
				up[a > b ? a : b] = a < b ? a : b;	/* the root is the first */
				any = true;
			}
		}
	rc = PMS_ENOEVENT;
	if (!any)
		goto out;
	/* groups in the order of their first event; the others as written */
	for (int i = 0; i < n_ev; i++) {
		struct pms_event_info info;
		int r = find_root(up, i);

		pms_evlist_event(ev, i, &info);
		if (r != i)
			continue;	/* written with its component's first event */
		g[n_g] = (struct pmsi_evgroup){ .ev = &members[at], .n = 0,
						.pinned = info.pinned, .braces = info.in_braces };
		if (info.group_size > 1) {
			if (!info.is_leader)
				continue;	/* written with its leader */
			for (int j = i; j < n_ev; j++) {
				struct pms_event_info o;

				pms_evlist_event(ev, j, &o);
				if (o.group == info.group)
					members[at + g[n_g].n++] = j;
			}
		} else {
			for (int j = i; j < n_ev; j++)
				if (find_root(up, j) == i)
					members[at + g[n_g].n++] = j;
			g[n_g].braces = g[n_g].n > 1 || info.in_braces;
		}
		at += g[n_g].n;
		n_g++;
	}
	rc = PMS_ELIMIT;
	if (pmsi_evtext_build(ev, g, n_g, text, cap))
		goto out;
	rc = pmsi_evtext_parse(ev, env, text, out, d);
	if (rc)
		goto out;
	rc = PMS_EINVAL;
	if (pms_evlist_count(*out) != n_ev) {	/* perf's parser added or merged events */
		pms_evlist_free(*out);
		*out = NULL;
		goto out;
	}
	for (int i = 0; pos && i < n_ev; i++)
		pos[members[i]] = i;
	rc = PMS_OK;
out:
	pmsi_free(up);
	pmsi_free(members);
	pmsi_free(g);
	pmsi_free(text);
	return rc;
}

/* ---- choosing between two plans ---- */

static bool below(double a, double b)
{
	return a < b * (1.0 - PMS_PLAN_ERROR_MARGIN);
}

PMS_API bool pms_plan_metrics_better(const struct pms_plan *a,
				     const struct pms_plan_metric_error *ea,
				     const struct pms_plan *b,
				     const struct pms_plan_metric_error *eb, int n)
{
	double wa = 0, wb = 0, sa = 0, sb = 0;

	if (!a || !b || n <= 0 || !ea || !eb || a->n_runs > b->n_runs || a->n_runs < 1)
		return false;
	for (int r = 0; r < a->n_runs; r++) {
		int short_b = r < b->n_runs ? b->runs[r].n_short : 0;

		if (a->runs[r].n_short > short_b || a->runs[r].lowest_event < 0 ||
		    !(a->runs[r].lowest > 0))
			return false;
	}
	for (int k = 0; k < n; k++) {
		if (eb[k].half_width >= 0 && ea[k].half_width < 0)
			return false;
		wa = fmax(wa, fmax(ea[k].half_width, 0));
		wb = fmax(wb, fmax(eb[k].half_width, 0));
		sa += fmax(ea[k].half_width, 0);
		sb += fmax(eb[k].half_width, 0);
	}
	if (below(wa, wb))
		return true;
	if (below(wb, wa))
		return false;
	return below(sa, sb);
}
