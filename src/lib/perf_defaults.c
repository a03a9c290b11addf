/*
 * perf stat's default set and -d from perf 6.19 on: metrics, not events.
 *
 * Linux 7.3.4 tools/perf/builtin-stat.c add_default_events(): with no
 * events (no -e, -M, --topdown list), perf parses the metric groups
 * "Default", "Default2", "Default3", "Default4" in turn, one more per -d,
 * skipping a group no table has (metricgroup__has_metric_or_groups()).
 * Each is one metricgroup__parse_groups() over the CPU's table and then the
 * common table (pmu-events/arch/common/common/metrics.json: CPUs_utilized,
 * cs_per_second, insn_per_cycle, ... for Default; l1d_miss_rate and
 * llc_miss_rate for Default2; l1i, dtlb and itlb miss rates for Default3;
 * l1_prefetch_miss_rate for Default4), with metric_no_group and
 * metric_no_merge false and metric_no_threshold true: the NO_GROUP_EVENTS
 * metrics share one ungrouped list, every other metric gets its own weak
 * group (or reuses an earlier metric's group holding all its IDs); identical
 * events of different groups stay separate events.  Every event is marked
 * default_metricgroup, and the whole list is sorted with
 * default_evlist_evsel_cmp() (below).  Every event but a legacy cycles
 * event is skippable.  -d with -e adds nothing.
 *
 * The same tree's legacy hardware names are events of the core PMU
 * (pmu-events/arch/common/common/legacy-hardware.json), behind the PMU's
 * sysfs events of the same name: "branch-misses" in a metric opens the
 * kernel's cpu/branch-misses/ (raw 0xc5 on Intel), "branches" (no sysfs
 * event of that name) the legacy PERF_COUNT_HW_BRANCH_INSTRUCTIONS.
 *
 * Mainline, perf-tools-for-v6.19 (merged as 9e906a9dead1 for 6.19-rc1):
 * c7adeb0974f1 "perf jevents: Add set of common metrics based on default
 * ones", a3248b5b5427 "perf jevents: Add metric DefaultShowEvents",
 * 2dfc0cab3da4 "perf stat: Add detail -d,-dd,-ddd metrics", b71f46a6a708
 * "perf stat: Remove hard coded shadow metrics", a745c0831c15 "perf stat:
 * Sort default events/metrics", c8035a496141 (pick_display_evsel()),
 * 2e5140849b02 (#target_cpu).  The sort compared each event's own
 * attributes until b5708a308a56 "perf stat: Fix crash on arm64" (mainline
 * after 7.0, in the 7.0 stable series) made it compare the leaders', as
 * the 7.2 and 7.3 trees do.  That later rule is the one modelled: the set
 * is built from the 7.2 and 7.3 tables only, and 6.19 to 7.1 are refused
 * (their common metrics and sort are not generated or modelled).
 *
 * x86 parts (Intel, AMD) are modelled, hybrids included (expand_hybrid()),
 * the arm64 parts whose CPU table has no Default group (Neoverse N1,
 * Apple M1/M2: perf_lists.c arm_common_only()), and from the 7.2 and 7.3
 * tables the arm64 parts with one (sbsa.json's or Ampere's Default
 * TopdownL1: V1, N2/V2, AmpereOne).
 * Recorded against real perf 7.3.4 on fake PMUs: tests/oracle/<model>.txt,
 * cases "7.3", "7.3 -d", "7.3 -d -d", "7.3 -d -d -d".
 */
#include <string.h>
#include "evlist_int.h"
#include "metric_int.h"

int pmsi_defaults_check(const struct pms_mlist *l, uint32_t perf_version, struct pms_diag *d)
{
	if (!pmsi_json_defaults(pms_perf_version_for(perf_version, 0)) || l->table2)
		return PMS_OK;
	if (l->model && (pms_model_vendor(l->model) == PMS_VENDOR_INTEL ||
			 pms_model_vendor(l->model) == PMS_VENDOR_AMD))
		pmsi_diag(d, PMS_ENOTSUP, PMS_NOPOS, 0,
			  "perf 6.19 and later build the default set and -d from the JSON "
			  "metric groups Default..Default4 (builtin-stat.c "
			  "add_default_events()): modelled from perf 7.2's and 7.3's tables; "
			  "6.19 to 7.1's common metrics are not generated");
	else
		pmsi_diag(d, PMS_ENOTSUP, PMS_NOPOS, 0,
			  "perf 6.19 and later build the default set and -d from the JSON "
			  "metric groups Default..Default4 (builtin-stat.c "
			  "add_default_events()): modelled for x86 and the modelled arm64 "
			  "parts (Neoverse N1/V1/N2/V2, AmpereOne, Apple M1/M2) at perf "
			  "7.2 and later; this part or release has no table here");
	pmsi_hint(d, "name the events with -e; --perf-version 6.12 gives perf 6.12's set");
	return PMS_ENOTSUP;
}

struct sctx {
	const struct pms_mlist *l;
	const bool *show;	/* default_show_events, per event */
};

/*
 * The PMU type order of the leaders: perf subtracts the u32 types, so the
 * tool PMU (0xfffffffe) comes before software (1), which comes before the
 * core PMU (4 on x86; legacy events are the core PMU's too).  On a hybrid
 * the PMU registered as PERF_TYPE_RAW (cpu_core, 4) comes before the ones
 * numbered at boot in registration order (cpu_atom, then cpu_lowpower:
 * init_hybrid_pmu() walks x86_pmu.hybrid_pmu[], the model's PMU order);
 * perf 7.3.4 on fake adl printed every cpu_core line before the cpu_atom
 * ones (tests/oracle/adl.txt case "7.3").
 */
static int type_rank(const struct pms_mlist *l, const struct pmsi_pe *p)
{
	int k;

	switch (p->kind) {
	case PMS_MEV_TOOL:
		return 0;
	case PMS_MEV_SOFTWARE:
		return 1;
	default:
		if (!l->model || !pms_model_is_hybrid(l->model) || !p->pmu)
			return 2;
		k = pmsi_core_pmu_named(l->model, p->pmu, strlen(p->pmu));
		return 2 + (k > 0 ? k : 0);
	}
}

/*
 * default_evlist_evsel_cmp() of builtin-stat.c (7.3.4): members of one
 * group keep their order; otherwise by the leaders: default_metricgroup
 * first (all are here), default_show_events first, PMU type, then the
 * leader's name.
 */
static int cmp_evsel(void *priv, int a, int b)
{
	const struct sctx *s = priv;
	const struct pmsi_pe *pa = &s->l->ev[a].pe, *pb = &s->l->ev[b].pe;
	int la = pa->leader, lb = pb->leader;

	if (la == lb)
		return a - b;
	if (s->show[la] != s->show[lb])
		return s->show[la] ? -1 : 1;
	if (type_rank(s->l, &s->l->ev[la].pe) != type_rank(s->l, &s->l->ev[lb].pe))
		return type_rank(s->l, &s->l->ev[la].pe) - type_rank(s->l, &s->l->ev[lb].pe);
	return strcmp(s->l->ev[la].pe.name, s->l->ev[lb].pe.name);
}

/* A bare core-PMU event of a common metric ("branch-misses"), which perf
 * opens once per core PMU on a hybrid. */
static bool per_core(const struct pmsi_pe *p)
{
	return p->kind == PMS_MEV_CORE && p->pmu && !strcmp(p->pmu, "cpu");
}

/* The core PMUs a bare event reaches, in the model's order (cpu_core,
 * cpu_atom, cpu_lowpower), narrowed by --cputype. */
static int core_pmus(const struct pms_mlist *l, const char **out, int cap)
{
	int n = 0;

	for (size_t i = 0; i < pms_model_n_pmus(l->model) && n < cap; i++) {
		const char *nm = pms_model_pmu_name(pms_model_pmu(l->model, i));

		if (!l->pmu_filter || !strcmp(l->pmu_filter, nm))
			out[n++] = nm;
	}
	return n;
}

static int grow_met(struct pms_mlist *l, int need)
{
	struct pmsi_lmet *nm;
	int cap = l->cap_met ? l->cap_met : 16;

	if (need <= l->cap_met)
		return PMS_OK;
	while (cap < need)
		cap *= 2;
	if (!(nm = pmsi_realloc(l->met, (size_t)cap * sizeof(*nm))))
		return PMS_ENOMEM;
	l->met = nm;
	l->cap_met = cap;
	return PMS_OK;
}

/*
 * The common metrics on a hybrid (perf 7.3.4): a metric of the common table
 * has the PMU "default_core" (pmu-events/jevents.py), so its events are
 * parsed with no PMU filter and each bare name becomes one event per core
 * PMU, a written group one group per PMU (parse_events__sort_events_and_
 * fix_groups()); setup_metric_events() takes every PMU for "default_core"
 * (util/metricgroup.c).  perf prints the metric at each PMU's event
 * (tests/oracle/adl.txt case "7.3": branch_miss_rate on cpu_core/branch-
 * misses/ and on cpu_atom/branch-misses/), so here each such metric gets
 * one copy per core PMU reading that PMU's events.  The events are written
 * with their PMU ("cpu_atom/branches/"), which at 6.19+ parse as perf's
 * per-PMU copies (legacy with the extended type, or the PMU's sysfs event).
 * The hybrid tables' own Default metrics name their PMU already and are
 * left alone.  Runs before the sort, which then orders by PMU type.
 */
static int expand_hybrid(struct pms_mlist *l, int from, int met_from)
{
	const char *pmus[8];
	int np = core_pmus(l, pmus, 8), n_old = l->n_ev, n_new = from, rc = PMS_OK;
	int *map = NULL, *first_copy = NULL, n_met_old = l->n_met, nm = n_met_old - met_from;
	int cap = from + (n_old - from) * np;
	struct pmsi_lev *ev = NULL;

	if (np < 1)
		return PMS_OK;
	/* map[i * np + k]: event i's copy on PMU k (every k the same when
	 * the event is not copied) */
	map = pmsi_malloc((size_t)n_old * (size_t)np * sizeof(int));
	ev = pmsi_malloc((size_t)cap * sizeof(*ev));
	first_copy = pmsi_malloc((size_t)(nm > 0 ? nm : 1) * sizeof(int));
	if (!map || !ev || !first_copy) {
		rc = PMS_ENOMEM;
		goto out;
	}
	memcpy(ev, l->ev, (size_t)from * sizeof(*ev));
	for (int i = 0; i < from; i++)
		for (int k = 0; k < np; k++)
			map[i * np + k] = i;
	for (int i = from; i < n_old; i++) {
		const struct pmsi_pe *p = &l->ev[i].pe;
		int ld = p->leader, size = l->ev[ld].pe.nr_members > 1 ? l->ev[ld].pe.nr_members : 1;
		bool copy = false, all = true;

		if (ld != i)
			continue;	/* members go with their leader */
		for (int m = i; m < i + size; m++) {
			copy |= per_core(&l->ev[m].pe);
			all &= per_core(&l->ev[m].pe);
		}
		if (copy && !all) {
			rc = pmsi_diag(NULL, PMS_ENOTSUP, PMS_NOPOS, 0,
				       "a group of core and other events on a hybrid");
			goto out;
		}
		for (int k = 0; k < (copy ? np : 1); k++) {
			int lead = n_new;

			for (int m = i; m < i + size; m++) {
				struct pmsi_lev *x = &ev[n_new];
				char text[320];

				*x = l->ev[m];
				x->pe.leader = lead;
				if (copy) {
					snprintf(text, sizeof(text), "%s/%s/", pmus[k], x->pe.name);
					x->pe.pmu = pmus[k];
					if (!(x->pe.name = x->pe.text = pmsi_ml_dup(l, text))) {
						rc = PMS_ENOMEM;
						goto out;
					}
				}
				if (copy)
					map[m * np + k] = n_new;
				else
					for (int q = 0; q < np; q++)
						map[m * np + q] = n_new;
				n_new++;
			}
		}
	}
	if (n_new > PMS_MLIST_MAX_EVENTS) {
		rc = pmsi_diag(NULL, PMS_ELIMIT, PMS_NOPOS, 0, "too many events");
		goto out;
	}
	/* the metrics reading a copied event: one copy per PMU */
	if ((rc = grow_met(l, n_met_old + (n_met_old - met_from) * (np - 1))))
		goto out;
	{
		for (int j = met_from; j < n_met_old; j++) {
			struct pmsi_lmet *x = &l->met[j];
			bool copy = false;

			for (int e = 0; e < x->n_events; e++)
				copy |= per_core(&l->ev[x->events[e]].pe);
			first_copy[j - met_from] = -1;
			if (!copy)
				continue;
			first_copy[j - met_from] = l->n_met;
			for (int k = 1; k < np; k++) {
				struct pmsi_lmet *y = &l->met[l->n_met];

				*y = *x;
				y->events = pmsi_malloc((size_t)(x->n_events ? x->n_events : 1) *
							sizeof(int));
				y->refs = pmsi_malloc((size_t)(x->n_refs ? x->n_refs : 1) *
						      sizeof(int));
				if (!y->events || !y->refs) {
					pmsi_free(y->events);
					pmsi_free(y->refs);
					rc = PMS_ENOMEM;
					goto out;
				}
				memcpy(y->refs, x->refs, (size_t)x->n_refs * sizeof(int));
				for (int e = 0; e < x->n_events; e++)
					y->events[e] = map[x->events[e] * np + k];
				if (x->display >= 0)
					y->display = map[x->display * np + k];
				l->n_met++;
			}
			for (int e = 0; e < x->n_events; e++)
				x->events[e] = map[x->events[e] * np];
			if (x->display >= 0)
				x->display = map[x->display * np];
		}
		/* the copies of a metric reuse the same PMU's copy of the list */
		for (int j = met_from; j < n_met_old; j++) {
			int fc = first_copy[j - met_from], s = l->met[j].shares;

			if (fc < 0 || s < met_from || s >= n_met_old || first_copy[s - met_from] < 0)
				continue;
			for (int k = 1; k < np; k++)
				l->met[fc + k - 1].shares = first_copy[s - met_from] + k - 1;
		}
		for (int j = met_from; j < n_met_old; j++) {
			if (first_copy[j - met_from] >= 0)
				continue;
			for (int e = 0; e < l->met[j].n_events; e++)
				l->met[j].events[e] = map[l->met[j].events[e] * np];
			if (l->met[j].display >= 0)
				l->met[j].display = map[l->met[j].display * np];
		}
	}
	pmsi_free(l->ev);
	l->ev = ev;
	l->cap_ev = cap;
	l->n_ev = n_new;
	ev = NULL;
out:
	pmsi_free(ev);
	pmsi_free(map);
	pmsi_free(first_copy);
	return rc;
}

int pmsi_defaults_sort(struct pms_mlist *l, int from, int met_from)
{
	int n = l->n_ev - from, *order, *where;
	struct pmsi_lev *tmp;
	bool *show;
	struct sctx s;

	/* x86 hybrids, and Apple's two core PMUs (apple_firestorm_pmu type 10
	 * before apple_icestorm_pmu 11: real perf 7.3.4 on fake apple-m1,
	 * tests/oracle/apple-m1.txt case "7.3") */
	if (l->model && pms_model_is_hybrid(l->model) &&
	    (pms_model_alloc(l->model) == PMS_ALLOC_X86 ||
	     pms_model_alloc(l->model) == PMS_ALLOC_APPLE)) {
		int rc = expand_hybrid(l, from, met_from);

		if (rc)
			return rc;
		n = l->n_ev - from;
	}
	if (n < 2)
		return PMS_OK;
	order = pmsi_malloc((size_t)n * 3 * sizeof(int));
	where = pmsi_malloc((size_t)l->n_ev * sizeof(int));
	show = pmsi_calloc((size_t)l->n_ev, sizeof(bool));
	tmp = pmsi_malloc((size_t)n * sizeof(*tmp));
	if (!order || !where || !show || !tmp) {
		pmsi_free(order);
		pmsi_free(where);
		pmsi_free(show);
		pmsi_free(tmp);
		return PMS_ENOMEM;
	}
	/* parse_groups(): the metric events of a DefaultShowEvents metric */
	for (int j = met_from; j < l->n_met; j++)
		if (l->met[j].row->constraint & PMSI_MROW_SHOW_EVENTS)
			for (int k = 0; k < l->met[j].n_events; k++)
				show[l->met[j].events[k]] = true;
	for (int i = 0; i < n; i++)
		order[i] = from + i;
	s.l = l;
	s.show = show;
	pmsi_list_sort(order, n, order + n, &s, cmp_evsel);
	for (int i = 0; i < l->n_ev; i++)
		where[i] = i;
	for (int i = 0; i < n; i++) {
		tmp[i] = l->ev[order[i]];
		where[order[i]] = from + i;
	}
	for (int i = 0; i < n; i++) {
		tmp[i].pe.leader = where[tmp[i].pe.leader];
		l->ev[from + i] = tmp[i];
	}
	for (int j = met_from; j < l->n_met; j++) {
		for (int k = 0; k < l->met[j].n_events; k++)
			l->met[j].events[k] = where[l->met[j].events[k]];
		if (l->met[j].display >= 0)
			l->met[j].display = where[l->met[j].display];
	}
	for (int i = from; i < l->n_ev; i++)
		if (show[order[i - from]])
			l->ev[i].pe.flags |= PMS_MEVF_SHOW;
	pmsi_free(order);
	pmsi_free(where);
	pmsi_free(show);
	pmsi_free(tmp);
	return PMS_OK;
}
