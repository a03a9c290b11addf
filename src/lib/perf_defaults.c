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
 * Only x86 parts (Intel, AMD) are modelled; arm64's default set is refused.
 * Recorded against real perf 7.3.4 on fake PMUs: tests/oracle/<model>.txt,
 * cases "7.3", "7.3 -d", "7.3 -d -d", "7.3 -d -d -d".
 */
#include <string.h>
#include "metric_int.h"

int pmsi_defaults_check(const struct pms_mlist *l, uint32_t perf_version, struct pms_diag *d)
{
	if (!perf_version || !pmsi_json_defaults(perf_version) || l->table2)
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
			  "add_default_events()): modelled for x86 only");
	pmsi_hint(d, "name the events with -e; --perf-version 6.12 gives perf 6.12's set");
	return PMS_ENOTSUP;
}

struct sctx {
	const struct pms_mlist *l;
	const bool *show;	/* default_show_events, per event */
};

/* The PMU type order of the leaders: perf subtracts the u32 types, so the
 * tool PMU (0xfffffffe) comes before software (1), which comes before the
 * core PMU (4 on x86; legacy events are the core PMU's too). */
static int type_rank(const struct pmsi_pe *p)
{
	switch (p->kind) {
	case PMS_MEV_TOOL:
		return 0;
	case PMS_MEV_SOFTWARE:
		return 1;
	default:
		return 2;
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
	if (type_rank(&s->l->ev[la].pe) != type_rank(&s->l->ev[lb].pe))
		return type_rank(&s->l->ev[la].pe) - type_rank(&s->l->ev[lb].pe);
	return strcmp(s->l->ev[la].pe.name, s->l->ev[lb].pe.name);
}

int pmsi_defaults_sort(struct pms_mlist *l, int from, int met_from)
{
	int n = l->n_ev - from, *order, *where;
	struct pmsi_lev *tmp;
	bool *show;
	struct sctx s;

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
