/*
 * Hybrid platforms (Intel Alder Lake and later): one CPU per core type.
 *
 * What the kernel does (kernel/events/core.c and arch/x86/events, 6.1 and
 * 6.12): every core PMU (cpu_core, cpu_atom) drives the CPUs of its type
 * only.  A task's events of all core PMUs live in its one context; on a
 * CPU, event_filter_match() (intel_pmu_filter_match(), x86_pmu.filter in
 * 6.12) skips the groups of the other types before they can fail, so they
 * neither take counters nor clear can_add_hw (merge_sched_in()).  Their
 * enabled time still runs with the context wherever the task runs; their
 * running time only on their own type (__perf_update_times()).  Up to 6.1
 * one perf_cpu_context per CPU serves both PMUs (find_pmu_context() shares
 * it by task_ctx_nr) with one rotate_necessary and one timer; from 6.2
 * each PMU has its own perf_event_pmu_context, rotate_necessary and timer
 * (bd2756811766).  On one CPU only its own type's groups can be scheduled,
 * so the two eras differ where rotation finds no active group: 6.1 rotates
 * the context's first group, which may belong to the other type, 6.2 the
 * PMU's own first group (see fallback_group() in sim.c).
 *
 * How it is simulated: the workload's runs are split by core share, and
 * each core type's CPU is simulated on its own over the whole timeline,
 * the task on it only for its share (off-CPU otherwise, as if sleeping).
 * The CPU's NMI watchdog sits on its own PMU.  Each event's enabled and
 * running times are the sums over the CPUs.  With -a each PMU's events
 * run on their own type's CPU for the whole run.  Not modelled: the task
 * context's group order carried from one type to the other (each CPU
 * replays it; only 6.1's fallback rotation moves another type's group),
 * migration cost, and asymmetric timer phases.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sim_int.h"

/* One run phase's split: PMU indices and percentages in the order given. */
struct split {
	int n;
	int pmu[PMS_MAX_CORE_PMUS];
	unsigned pct[PMS_MAX_CORE_PMUS];	/* hundredths of a percent */
};

static int resolve_share(const struct pms_model *plat, const struct pms_core_share *sh,
			 struct split *out, struct pms_diag *d)
{
	memset(out, 0, sizeof(*out));
	if (!sh->n) {
		out->n = 1;
		out->pct[0] = 10000;
		return PMS_OK;
	}
	for (unsigned k = 0; k < sh->n && k < PMS_MAX_CORE_PMUS; k++) {
		int idx = pms_model_pmu_index(pms_model_pmu_find(plat, sh->pmu[k]));

		if (idx < 0) {
			pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "core type '%s' is not a PMU of %s",
				  sh->pmu[k], pms_model_name(plat));
			char names[96];

			pmsi_hint(d, "%s has %s", pms_model_name(plat),
				  pmsi_pmu_names(plat, names, sizeof(names)));
			return PMS_EINVAL;
		}
		out->pmu[out->n] = idx;
		out->pct[out->n++] = sh->centi[k] || sh->pct[k] == 0 ? sh->centi[k] :
				     sh->pct[k] * 100u;
	}
	return PMS_OK;
}

static void push(struct pms_phase *out, unsigned *n, bool run, uint64_t ns)
{
	if (!ns)
		return;
	if (*n && out[*n - 1].run == run) {
		out[*n - 1].ns += ns;
		return;
	}
	memset(&out[*n], 0, sizeof(out[*n]));
	out[*n].run = run;
	out[*n].ns = ns;
	(*n)++;
}

/*
 * The phases CPU @k sees: the task on it for its share of each run (the
 * shares in the order given), off it the rest of the time.  @on receives
 * the task's time there.
 */
static unsigned cpu_phases(const struct pms_phase *ph, const struct split *sp, unsigned n_ph,
			   int k, bool system_wide, struct pms_phase *out, uint64_t *on)
{
	unsigned n = 0;

	*on = 0;
	for (unsigned i = 0; i < n_ph; i++) {
		uint64_t left = ph[i].ns;

		if (!ph[i].run || system_wide) {
			push(out, &n, ph[i].run, ph[i].ns);
			*on += ph[i].run ? ph[i].ns : 0;
			continue;
		}
		for (int j = 0; j < sp[i].n; j++) {
			uint64_t len = j == sp[i].n - 1 ? left : ph[i].ns / 10000 * sp[i].pct[j] +
				       ph[i].ns % 10000 * sp[i].pct[j] / 10000;

			if (len > left)
				len = left;
			left -= len;
			push(out, &n, sp[i].pmu[j] == k, len);
			*on += sp[i].pmu[j] == k ? len : 0;
		}
	}
	if (!n)
		push(out, &n, false, 1);	/* cannot happen: durations are positive */
	return n;
}

/* Add run @c's per-event and per-group times to the container @s. */
static void combine(struct pms_sim *s, const struct pms_sim *c, bool system_wide)
{
	for (int i = 0; i < s->n_user; i++) {
		struct sev *e = &s->e[i];
		const struct sev *x = &c->e[i];

		/* -a: an event exists only on its own type's CPUs */
		if (system_wide && (e->pmu < 0 || e->pmu != c->cpu_pmu))
			continue;
		e->enabled += x->enabled;
		e->running += x->running;
		e->counters |= x->counters;
		e->why |= x->why;
		if (x->why & PMS_WHY_EXTRA_REG) {
			e->xr_fail = x->xr_fail;
			e->xr_holder = x->xr_holder;
		}
	}
	for (int gi = 0; gi < s->n_groups && gi < c->n_groups; gi++) {
		struct sgroup *g = &s->g[gi];
		const struct sgroup *x = &c->g[gi];

		if (gi == s->wd_group || (g->pmu >= 0 && g->pmu != c->cpu_pmu))
			continue;
		g->tried += x->tried;
		g->failed += x->failed;
		g->skipped += x->skipped;
		if (x->skipped_by >= 0)
			g->skipped_by = x->skipped_by;
		if (x->state == G_ERROR)
			g->state = G_ERROR;
	}
}

/* After the runs: the why bits the core share explains. */
static void share_reasons(struct pms_sim *s)
{
	for (int i = 0; i < s->n_user; i++) {
		struct sev *e = &s->e[i];

		if (!e->hw || !e->opened || e->pmu < 0 || s->g[e->group].mixed)
			continue;
		if (s->core_time[e->pmu] <= 0)
			e->why |= PMS_WHY_OTHER_CORE;
		else if (s->core_time[e->pmu] < 1)
			e->why |= PMS_WHY_CORE_SHARE;
	}
}

static int check_kernel(const struct pms_sim_opts *o, const struct pms_model *plat,
			struct pms_diag *d)
{
	uint32_t kv = o->env.kver ? o->env.kver : PMS_KVER_NEWEST;
	char a[32], b[32];

	if (kv >= pms_model_hybrid_since(plat))
		return PMS_OK;
	pms_kver_format(kv, a, sizeof(a));
	pms_kver_format(pms_model_hybrid_since(plat), b, sizeof(b));
	if (pms_model_alloc(plat) != PMS_ALLOC_X86)
		pmsi_diag(d, PMS_ERANGE, PMS_NOPOS, 0,
			  "kernel %s has no driver for %s's PMUs (apple_m1_cpu_pmu.c binds them "
			  "from %s): no hardware event would open", a, pms_model_name(plat), b);
	else
		pmsi_diag(d, PMS_ERANGE, PMS_NOPOS, 0,
			  "kernel %s predates %s's hybrid PMUs (%s): one 'cpu' PMU with the "
			  "architectural default is not modelled", a, pms_model_name(plat), b);
	pmsi_hint(d, "give --kernel %s or later", b);
	return PMS_ERANGE;
}

static int run_cpus(const struct pms_evlist *ev, const struct pms_sim_opts *o,
		    const struct pms_phase *ph, const struct split *sp, unsigned n_ph,
		    struct pms_sim **run, uint64_t *on, struct pms_diag *d)
{
	const struct pms_model *plat = pms_evlist_model(ev);
	int n = (int)pms_model_n_pmus(plat), rc = PMS_OK;
	struct pms_phase *cp = pmsi_calloc(3 * (size_t)n_ph * PMS_MAX_CORE_PMUS + 2, sizeof(*cp));

	if (!cp)
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	for (int k = 0; k < n && k < PMS_MAX_CORE_PMUS && !rc; k++) {
		unsigned m = cpu_phases(ph, sp, n_ph, k, o->system_wide, cp, &on[k]);

		/* a type the task never visits adds nothing but its watchdog */
		if (k && !on[k] && !o->system_wide)
			continue;
		rc = pmsi_sim_cpu(ev, o, cp, m, k, &run[k], d);
	}
	pmsi_free(cp);
	return rc;
}

int pmsi_sim_hybrid(const struct pms_evlist *ev, const struct pms_sim_opts *o,
		    const struct pms_phase *ph, unsigned n_ph, struct pms_sim **out,
		    struct pms_diag *d)
{
	const struct pms_model *plat = pms_evlist_model(ev);
	struct pms_sim *run[PMS_MAX_CORE_PMUS] = { NULL };
	uint64_t on[PMS_MAX_CORE_PMUS] = { 0 }, total_run = 0;
	struct split *sp;
	int rc;

	if ((rc = check_kernel(o, plat, d)))
		return rc;
	sp = pmsi_calloc(n_ph + 1, sizeof(*sp));
	if (!sp)
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	for (unsigned i = 0; i < n_ph && !rc; i++)
		rc = resolve_share(plat, ph[i].share.n ? &ph[i].share : &o->core_share, &sp[i], d);
	if (!rc)
		rc = run_cpus(ev, o, ph, sp, n_ph, run, on, d);
	pmsi_free(sp);
	if (rc)
		goto fail;
	for (int k = 0; k < PMS_MAX_CORE_PMUS; k++)
		total_run += o->system_wide ? 0 : on[k];
	for (int k = 0; k < PMS_MAX_CORE_PMUS; k++) {
		run[0]->wd_on[k] = run[k] ? pms_sim_watchdog_counter(run[k]) : -1;
		run[0]->core_time[k] = o->system_wide ? (k < run[0]->n_pmus) :
				       total_run ? (double)on[k] / (double)total_run : 0;
	}
	if (o->system_wide)	/* run 0 counted its own type; start the sums afresh */
		for (int i = 0; i < run[0]->n_user; i++)
			if (run[0]->e[i].pmu > 0)
				run[0]->e[i].enabled = run[0]->e[i].running = 0;
	for (int k = 1; k < PMS_MAX_CORE_PMUS; k++)
		if (run[k])
			combine(run[0], run[k], o->system_wide);
	for (int k = 1; k < PMS_MAX_CORE_PMUS; k++) {
		/* a core type folded approximately makes the whole run so */
		if (!run[k] || !run[k]->approx)
			continue;
		run[0]->approx = true;
		run[0]->approx_ns += run[k]->approx_ns;
		if (run[k]->approx_err_ns > run[0]->approx_err_ns)
			run[0]->approx_err_ns = run[k]->approx_err_ns;
	}
	if ((rc = pmsi_sim_merge(run[0], run, PMS_MAX_CORE_PMUS))) {
		if (rc == PMS_ELIMIT)
			pmsi_diag(d, rc, PMS_NOPOS, 0, "the core types' schedules interleave interval "
				  "by interval: too many intervals to merge");
		else
			pmsi_diag(d, rc, PMS_NOPOS, 0, "out of memory");
		goto fail;
	}
	share_reasons(run[0]);
	if ((rc = pmsi_uncore_run(run[0]))) {
		pmsi_diag(d, rc, PMS_NOPOS, 0, "out of memory");
		goto fail;
	}
	pmsi_sim_results(run[0]);
	*out = run[0];
	run[0] = NULL;
fail:
	for (int k = 0; k < PMS_MAX_CORE_PMUS; k++)
		pmsi_sim_destroy(run[k]);
	return rc;
}

PMS_API double pms_sim_core_time(const struct pms_sim *s, int pmu)
{
	if (!s || pmu < 0 || pmu >= PMS_MAX_CORE_PMUS)
		return 0;
	if (!s->hybrid)
		return pmu == 0 ? 1 : 0;
	return s->core_time[pmu];
}

PMS_API int pms_sim_watchdog_on(const struct pms_sim *s, int pmu)
{
	if (!s || pmu < 0 || pmu >= PMS_MAX_CORE_PMUS)
		return -1;
	if (!s->hybrid)
		return pmu == 0 ? pms_sim_watchdog_counter(s) : -1;
	return s->wd_on[pmu];
}

/* Same perf name on another core PMU (evsel__is_alias(): name and PMU type). */
static bool aliases(const struct pms_sim *s, int i, int j)
{
	struct pms_event_attr a = { .sz = sizeof(a) }, b = { .sz = sizeof(b) };

	if (pms_evlist_attr(s->ev, i, &a) || pms_evlist_attr(s->ev, j, &b) || !a.name ||
	    !b.name || strcmp(a.name, b.name) || !a.pmu_name || !b.pmu_name)
		return false;
	return strcmp(a.pmu_name, b.pmu_name) && pms_evlist_event_pmu(s->ev, i) &&
	       pms_evlist_event_pmu(s->ev, j);
}

PMS_API int pms_sim_merged(const struct pms_sim *s, int i, struct pms_ev_result *out)
{
	const struct pms_ev_result *r;

	if (!s || !out || i < 0 || i >= s->n_user)
		return PMS_ERANGE;
	for (int j = 0; s->hybrid && j < i; j++)
		if (aliases(s, j, i))
			return 1;
	r = &s->res[i];
	*out = *r;
	for (int j = i + 1; s->hybrid && j < s->n_user; j++) {
		const struct pms_ev_result *x = &s->res[j];

		if (!aliases(s, i, j) || x->status == PMS_ST_NOT_SUPPORTED)
			continue;
		out->enabled_ns += x->enabled_ns;
		out->running_ns += x->running_ns;
		out->sched_enabled_ns += x->sched_enabled_ns;
		out->sched_running_ns += x->sched_running_ns;
		out->counters |= x->counters;
		out->why |= x->why;
		if (out->status == PMS_ST_NOT_SUPPORTED)
			out->status = x->status;
	}
	if (out->status != PMS_ST_NOT_SUPPORTED)
		out->status = out->running_ns && out->enabled_ns ? PMS_ST_COUNTED : PMS_ST_NOT_COUNTED;
	out->print_percent = out->running_ns != out->enabled_ns;
	out->percent = out->enabled_ns ? 100.0 * (double)out->running_ns / (double)out->enabled_ns : 0;
	return PMS_OK;
}

PMS_API int pms_sim_hybrid_note(const struct pms_sim *s, int i, char *buf, size_t n)
{
	const struct sev *e;
	const char *pmu;
	double share;
	int w;

	if (!buf || !n)
		return 0;
	buf[0] = '\0';
	if (!s || !s->hybrid || i < 0 || i >= s->n_user || s->e[i].pmu < 0 || !s->e[i].hw)
		return 0;
	e = &s->e[i];
	pmu = pms_model_pmu_name(s->pmu[e->pmu].m);
	share = 100.0 * s->core_time[e->pmu];
	if (s->system_wide)
		w = snprintf(buf, n, "with -a it is opened on the %s CPUs only and counts there for "
			     "the whole run", pmu);
	else if (share <= 0)
		w = snprintf(buf, n, "it counts only on %s CPUs and the task never ran on one "
			     "(core share 0%%): enabled the whole run, never running "
			     "(event_filter_match() keeps it off other core types; "
			     "__perf_update_times() still adds enabled time)", pmu);
	else
		w = snprintf(buf, n, "it counts only on %s CPUs, where the task spent %.2f%% of "
			     "its run time: at most that share of its enabled time is running "
			     "(event_filter_match(); __perf_update_times())", pmu, share);
	return w < 0 ? 0 : (size_t)w >= n ? (int)n - 1 : w;
}

double pmsi_type_time(const struct pms_sim *s, int i)
{
	int p;

	if (!s || i < 0 || i >= s->n_user || !s->hybrid)
		return 1.0;
	p = s->e[i].pmu;
	return p < 0 || p >= PMS_MAX_CORE_PMUS ? 1.0 : s->core_time[p];
}

double pmsi_type_share(const struct pms_sim *s, int i)
{
	const struct pms_ev_result *r = pms_sim_result(s, i);
	double share, t = pmsi_type_time(s, i);

	if (!r || r->status != PMS_ST_COUNTED)
		return 0.0;
	share = r->print_percent ? r->percent : 100.0;
	if (t <= 0.0 || t >= 1.0)
		return share;
	share /= t;
	/* running and the task's time there come from the same split: rounding only */
	return share >= 99.995 ? 100.0 : share;
}
