/*
 * The lines perf stat prints of its own list (include/pmusched/query.h,
 * pms_perf_lines_new()): which parsed event each event of perf's list is,
 * whether the modelled perf prints a line a event, and which lines it
 * hides.
 *
 * Default metric group (perf 6.12, builtin-stat.c add_default_attributes()
 * marks its events default_metricgroup): perf_stat__skip_metric_event()
 * (util/stat-shadow.c) drops the line of every such event that did not run
 * or leads no metric; a leading event's line is its metrics instead.
 * perf 6.19+ (7.3.4): the default set is metrics; its events' lines show
 * only where a metric shows, and should_skip_zero_counter() drops a
 * skippable event that did not open.  --topdown sets --metric-only
 * (builtin-stat.c cmd_stat(), 6.1 and 6.12): no event line at all.
 */
#include <stdlib.h>
#include <string.h>
#include "internal.h"
#include "pmusched/query.h"

#include "query_lines_int.h"

/* The event as the list wrote it, against the parsed one. */
static bool same_event(const struct pms_mevent *me, const struct pms_event_info *in)
{
	size_t n = strlen(in->text);

	if (!strcmp(me->text, in->text) || !strcmp(me->text, in->name))
		return true;
	/* a group's modifier may ride on the closing brace: "{a,b:u}" */
	return !strncmp(me->text, in->text, n) && me->text[n] == ':';
}

/* Parsed event @i is another core PMU's copy of the legacy event the
 * parsed events (@i, @end] stand for (parse_events_add_numeric() on every
 * core PMU of a hybrid, the PMUs in sysfs order). */
static bool pmu_copy(const struct pms_evlist *ev, int i, int end)
{
	const struct pms_model *m = pms_evlist_event_pmu(ev, i);

	if (!pms_model_is_hybrid(pms_evlist_model(ev)) || !m)
		return false;
	for (int j = i + 1; j <= end; j++)
		if (pms_evlist_event_pmu(ev, j) == m)
			return false;
	return true;
}

static void unmap(struct pms_perf_lines *pl)
{
	pmsi_free(pl->at);
	pl->at = NULL;
	for (int j = 0; j < pl->n_ev; j++)
		pl->of[j] = -1;
	pl->first = -1;
}

/* The list's events are the parsed list's last ones, matched from the end. */
static void map(struct pms_perf_lines *pl, const struct pms_evlist *ev)
{
	int n = pl->n_list, i = pl->n_ev - 1;

	if (n > pl->n_ev)
		return;
	pl->at = pmsi_malloc((size_t)(n ? n : 1) * sizeof(*pl->at));
	if (!pl->at)
		return;
	for (int k = n - 1; k >= 0; k--) {
		struct pms_mevent me;
		struct pms_event_info in;
		int end;

		/* the slots event perf 6.17+ adds in front of TopDown metric
		 * events written without it (evlist_group.c add_slots(),
		 * 8dcd27b1b866) is no event of the list */
		while (i >= 0 && !pms_evlist_event(ev, i, &in) && in.resolved_by &&
		       !strcmp(in.resolved_by, "added"))
			i--;
		end = i;
		if (i < 0 || pms_mlist_event(pl->list, k, &me) || pms_evlist_event(ev, i, &in) ||
		    !same_event(&me, &in)) {
			unmap(pl);
			return;
		}
		pl->of[i--] = k;
		while (i >= 0 && !pms_evlist_event(ev, i, &in) && same_event(&me, &in) &&
		       pmu_copy(ev, i, end))
			pl->of[i--] = k;
		pl->at[k] = i + 1;
	}
	pl->first = n ? pl->at[0] : pl->n_ev;
}

static bool ran(const struct pms_sim *s, int i)
{
	const struct pms_ev_result *r = pms_sim_result(s, i);

	return pms_ev_printed_status(r) == PMS_ST_COUNTED;
}

static bool leads_metric(const struct pms_mlist *l, int k)
{
	struct pms_mmetric m;

	for (int j = 0; j < pms_mlist_n_metrics(l); j++)
		if (!pms_mlist_metric(l, j, &m) && m.line_event == k)
			return true;
	return false;
}

/* perf 6.19 and later: the default set is metrics (perf_defaults.c); its
 * Default group always has the common metrics, whose events carry
 * PMS_MEVF_SHOW */
static bool json_defaults(const struct pms_mlist *l)
{
	struct pms_mevent me;

	for (int k = 0; k < pms_mlist_n_events(l); k++)
		if (!pms_mlist_event(l, k, &me) && (me.flags & PMS_MEVF_SHOW))
			return true;
	return false;
}

static bool has_event(const struct pms_mlist *l, const char *name)
{
	struct pms_mevent me;

	for (int k = 0; k < pms_mlist_n_events(l); k++)
		if (!pms_mlist_event(l, k, &me) && !strcmp(me.name, name))
			return true;
	return false;
}

/*
 * The lines are modelled: a list of perf's own, matched, and not 6.1's
 * --topdown without perf metrics (it needs -a and prints per core,
 * AGGR_CORE: every line is printed then).  On a hybrid 6.1 names the
 * metrics on cpu_core (TOPDOWN_L1_EVENTS_CORE, arch/x86/util/topdown.c), and
 * --topdown --cputype atom cpu_atom's four level-1 aliases (util/topdown.c
 * topdown_filter_events()), metric-only as well.
 */
static bool modelled(const struct pms_perf_lines *pl)
{
	const struct pms_mlist *l = pl->list;

	if (pl->first < 0)
		return false;
	return !pms_mlist_metric_only(l) || pms_mlist_modelled_version(l) >= PMS_KVER(6, 12) ||
	       has_event(l, "topdown-retiring") || has_event(l, "cpu_core/topdown-retiring/") ||
	       has_event(l, "cpu_atom/topdown-retiring/");
}

static enum pms_perf_hide hidden(const struct pms_perf_lines *pl, const struct pms_sim *s,
				  int i)
{
	const struct pms_mlist *l = pl->list;
	struct pms_mevent me;
	int k = pl->of[i];

	if (!pl->modelled)
		return PMS_PHIDE_NONE;
	if (pms_mlist_metric_only(l))
		return PMS_PHIDE_METRIC_ONLY;
	if (k >= 0 && !pms_mlist_event(l, k, &me) && (me.flags & PMS_MEVF_DEFAULT) &&
	    json_defaults(l)) {
		const struct pms_ev_result *r = pms_sim_result(s, i);

		/* 7.3.4: perf_stat__skip_metric_event() (no metric shows on
		 * it), should_skip_zero_counter() (skippable, not opened) */
		if (!leads_metric(l, k))
			return PMS_PHIDE_NO_METRIC;
		return !r || (r->status == PMS_ST_NOT_SUPPORTED &&
			      (me.flags & PMS_MEVF_SKIPPABLE)) ? PMS_PHIDE_NOT_OPENED :
			PMS_PHIDE_NONE;
	}
	/* the slots perf 6.17+ adds to a Default TopDown group written
	 * without it (arl, lnl: cpu_core@topdown-*@ only) belongs to that
	 * metric's parse, so it is default_metricgroup and no metric shows on
	 * it: real perf 7.3.4 on fake arl printed no slots line
	 * (tests/oracle/arl.txt case "7.3") */
	if (k < 0 && json_defaults(l))
		return PMS_PHIDE_ADDED;
	if (k < 0 || pms_mlist_event(l, k, &me) || !(me.flags & PMS_MEVF_SKIPPABLE))
		return PMS_PHIDE_NONE;
	return !ran(s, i) ? PMS_PHIDE_NOT_RUN : !leads_metric(l, k) ? PMS_PHIDE_NO_METRIC :
		PMS_PHIDE_NONE;
}

PMS_API int pms_perf_lines_new(const struct pms_mlist *l, const struct pms_evlist *ev,
			       const struct pms_sim *s, struct pms_perf_lines **out,
			       struct pms_diag *d)
{
	struct pms_perf_lines *pl;

	if (!out)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "NULL argument");
	*out = NULL;
	if (!ev || !s)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "NULL argument");
	pl = pmsi_calloc(1, sizeof(*pl));
	if (!pl)
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	pl->list = l;
	pl->n_list = l ? pms_mlist_n_events(l) : 0;
	pl->n_ev = pms_evlist_count(ev);
	pl->first = -1;
	pl->of = pmsi_malloc((size_t)(pl->n_ev ? pl->n_ev : 1) * sizeof(*pl->of));
	pl->hidden = pmsi_calloc((size_t)(pl->n_ev ? pl->n_ev : 1), sizeof(*pl->hidden));
	if (!pl->of || !pl->hidden) {
		pms_perf_lines_free(pl);
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	}
	for (int j = 0; j < pl->n_ev; j++)
		pl->of[j] = -1;
	if (l)
		map(pl, ev);
	pl->modelled = modelled(pl);
	for (int i = 0; i < pl->n_ev; i++)
		pl->hidden[i] = hidden(pl, s, i);
	if (pmsi_lines_out(pl, ev, s)) {
		pms_perf_lines_free(pl);
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	}
	*out = pl;
	return PMS_OK;
}

PMS_API void pms_perf_lines_free(struct pms_perf_lines *pl)
{
	if (!pl)
		return;
	pmsi_free(pl->at);
	pmsi_free(pl->of);
	pmsi_free(pl->hidden);
	pmsi_lines_out_free(pl);
	pmsi_free(pl);
}

PMS_API bool pms_perf_lines_modelled(const struct pms_perf_lines *pl)
{
	return pl && pl->modelled;
}

PMS_API bool pms_perf_lines_matched(const struct pms_perf_lines *pl)
{
	return pl && pl->first >= 0;
}

PMS_API bool pms_perf_lines_hidden(const struct pms_perf_lines *pl, int i)
{
	return pl && i >= 0 && i < pl->n_ev && pl->hidden[i] != PMS_PHIDE_NONE;
}

PMS_API int pms_perf_lines_list_event(const struct pms_perf_lines *pl, int i)
{
	return pl && pl->first >= 0 && i >= 0 && i < pl->n_ev ? pl->of[i] : -1;
}

PMS_API int pms_perf_lines_parsed_event(const struct pms_perf_lines *pl, int k)
{
	if (!pl || k < 0 || k >= pl->n_list)
		return -1;
	return pl->at ? pl->at[k] : pl->first + k;
}
