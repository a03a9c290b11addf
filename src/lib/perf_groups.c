/*
 * perf's regrouping of parsed events and its weak-group reset, by perf
 * version, on a plain event description (include/pmusched/perf_lists.h).
 *
 * Sources: arch/x86/util/evlist.c arch_evlist__leader() as introduced in
 * 5.17 ("Architecture specific leader override"), changed for 5.18 ("Move
 * slots only with topdown") and 5.19 ("Support different format of the
 * topdown event name", hybrid "cpu" prefix), kept until 6.3;
 * util/parse-events.c parse_events__sort_events_and_fix_groups() from 6.4
 * ("Sort and group parsed events"); util/evlist.c
 * evlist__reset_weak_group() with evsel__remove_from_group() (5.19: "Keep
 * topdown counters in weak group").
 */
#include <string.h>
#include <strings.h>
#include "metric_int.h"
#include "pmusched/perf_lists.h"

static enum pmsi_lead lead_mode(uint32_t v)
{
	v = pms_perf_version_for(v, 0);	/* 0: the newest */
	if (v >= PMS_KVER_RC(6, 4, 1))
		return PMSI_LEAD_SORT;
	if (v >= PMS_KVER_RC(5, 19, 1))
		return PMSI_LEAD_519;
	if (v >= PMS_KVER_RC(5, 18, 1))
		return PMSI_LEAD_518;
	if (v >= PMS_KVER_RC(5, 17, 1))
		return PMSI_LEAD_517;
	return PMSI_LEAD_NONE;
}

/* arch_evsel__must_be_in_group() */
static bool must_group(uint32_t v, bool pm, const struct pms_pgevent *e)
{
	if (!pm || !e->name || (e->pmu && strncmp(e->pmu, "cpu", 3)))
		return false;
	if (pms_perf_version_for(v, 0) >= PMS_KVER_RC(6, 4, 1) &&
	    strcasestr(e->name, "uops_retired.slots"))
		return false;
	return strcasestr(e->name, "topdown") || strcasestr(e->name, "slots");
}

static int check_groups(const struct pms_pgevent *in, int n, struct pms_diag *d)
{
	for (int i = 0; i < n; i++) {
		int ld = in[i].leader;

		if (ld < 0 || ld >= n || in[ld].leader != ld || ld > i)
			return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "event %d: bad leader %d", i, ld);
		if (ld != i && in[i - 1].leader != ld && i - 1 != ld)
			return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0,
					 "event %d: group of %d is not contiguous", i, ld);
	}
	return PMS_OK;
}

PMS_API int pms_perf_regroup(uint32_t perf_version, bool perf_metrics,
			     const struct pms_pgevent *in, int n, int *order, int *leader,
			     struct pms_diag *d)
{
	struct pmsi_pe *pe;
	int rc;

	if (d)
		pms_diag_clear(d);
	if (n < 0 || n > PMS_MLIST_MAX_EVENTS || (n && (!in || !order || !leader)))
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "bad arguments");
	if ((rc = check_groups(in, n, d)))
		return rc;
	if (!(pe = pmsi_calloc((size_t)(n ? n : 1), sizeof(*pe))))
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	for (int i = 0; i < n; i++) {
		pe[i].name = in[i].name ? in[i].name : "";
		pe[i].pmu = in[i].pmu ? in[i].pmu : "cpu";
		pe[i].flags = in[i].pmu ? 0 : PE_LEGACY;
		pe[i].leader = in[i].leader;
		pe[i].weak = in[i].weak;
		pe[i].must_group = must_group(perf_version, perf_metrics, &in[i]);
		pe[i].kind = PMS_MEV_CORE;
		pe[i].tag = i;
	}
	for (int i = 0; i < n; i++)
		if (pe[i].leader != i)
			pe[pe[i].leader].nr_members = pe[pe[i].leader].nr_members ?
				pe[pe[i].leader].nr_members + 1 : 2;
	rc = pmsi_order_parse_mode(pe, n, lead_mode(perf_version), perf_metrics);
	if (!rc) {
		for (int k = 0; k < n; k++) {
			order[k] = pe[k].tag;
			leader[k] = pe[k].leader;
		}
	} else {
		pmsi_diag(d, rc, PMS_NOPOS, 0, "out of memory");
	}
	pmsi_free(pe);
	return rc;
}

PMS_API int pms_perf_weak_reopen(uint32_t perf_version, bool perf_metrics,
				 const struct pms_pgevent *ev, int n, int failed, int *leader,
				 bool *reopened, struct pms_diag *d)
{
	bool keep_td = pms_perf_version_for(perf_version, 0) >= PMS_KVER_RC(5, 19, 1);
	int ld;

	if (d)
		pms_diag_clear(d);
	if (!ev || !leader || n <= 0 || failed < 0 || failed >= n)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "bad arguments");
	ld = ev[failed].leader;
	if (ld < 0 || ld >= n || ld == failed || !ev[failed].weak)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0,
				 "event %d is not a member of a weak group", failed);
	for (int i = 0; i < n; i++) {
		bool member = ev[i].leader == ld;

		leader[i] = ev[i].leader;
		if (reopened)
			reopened[i] = member;
		if (member && i != ld && !(keep_td && must_group(perf_version, perf_metrics, &ev[i])))
			leader[i] = i;
	}
	return PMS_OK;
}
