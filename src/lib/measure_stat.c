/*
 * perf stat's arithmetic beyond one reading: the metric printed after "#"
 * (perf 6.1's rules, perf_shadow.c), the precision of the elapsed time
 * under -r (stat-display.c, get_precision() and print_footer()), and the
 * lines' style per release.  No system calls.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "internal.h"
#include "perf_shadow.h"
#include "pmusched/sim.h"
#include "pmusched/uncore.h"

/* The list as the shadow rules read it: the events, and their groups
 * when the caller gave them (6.1's rules ignore groups). */
struct stat_list {
	const struct pms_stat_event *ev;
	const int *leader;
	int n;
};

static void stat_ev(const void *ctx, int j, struct pmsi_shadow_ev *out)
{
	const struct stat_list *l = ctx;
	const struct pms_stat_event *e = &l->ev[j];
	int lead = l->leader ? l->leader[j] : j;
	/* members follow their leader: a leader is grouped when the next is its member */
	bool grouped = lead != j || (l->leader && j + 1 < l->n && l->leader[j + 1] == j);

	*out = (struct pmsi_shadow_ev){ .type = e->type, .config = e->config, .ctx = e->ctx,
					.processed = e->processed, .count = e->count,
					.leader = lead, .group_size = grouped ? 2 : 1,
					.pmu = pmsi_shadow_pmu(e->type, e->config) };
}

/* perf 6.1's rules (perf_shadow.c rules61()), for the counts measured */
PMS_API int pms_stat_metric(const struct pms_stat_event *ev, int n_ev, int i, double walltime_ns,
			    struct pms_stat_metric out[2])
{
	return pms_stat_metric_rules(ev, n_ev, i, walltime_ns, NULL, out);
}

/* The rule set that stands for release @pv (measure.h pms_stat_metric_rules()). */
static uint32_t rules_release(uint32_t pv)
{
	if (pv >= PMS_KVER_RC(7, 2, 1))
		return pv;
	/* 6.2 to 6.11 and 6.13 to 7.1 were not read: 6.12's stand in, as
	 * predict takes them for a clock's and a rate's rule (query_interval.c) */
	return pv >= PMS_KVER_RC(6, 2, 1) ? PMS_KVER(6, 12) : PMS_KVER(6, 1);
}

PMS_API int pms_stat_metric_rules(const struct pms_stat_event *ev, int n_ev, int i,
				  double walltime_ns, const struct pms_stat_rules *r,
				  struct pms_stat_metric out[2])
{
	struct pms_stat_rules rr = { .sz = sizeof(rr) };
	struct stat_list l = { .ev = ev, .n = n_ev };
	struct pmsi_shadow_src src = { .n = n_ev, .ctx = &l, .get = stat_ev };
	uint32_t pv;

	if (!ev || !out || i < 0 || i >= n_ev ||
	    pmsi_sz_copy(&rr, sizeof(rr), r, "struct pms_stat_rules", NULL))
		return PMS_EINVAL;
	for (int j = 0; rr.leader && j < n_ev; j++)
		if (rr.leader[j] < 0 || rr.leader[j] > j || rr.leader[rr.leader[j]] != rr.leader[j])
			return PMS_EINVAL;
	pv = rules_release(rr.perf_version ? rr.perf_version : PMS_KVER(6, 1));
	if (pv >= PMS_KVER_RC(7, 2, 1)) {
		/* perf_stat__print_shadow_stats() prints nothing on these lines */
		memset(out, 0, 2 * sizeof(*out));
		return PMS_OK;
	}
	l.leader = pv == PMS_KVER(6, 12) ? rr.leader : NULL;
	return pmsi_shadow_metric(pv, &src, i, walltime_ns, out);
}

PMS_API int pms_stat_elapsed_precision(double stddev_s)
{
	/* get_precision(): 0 above one, else the digits to the first significant one; +2 */
	if (stddev_s > 1)
		return 2;
	if (!(stddev_s > 0))
		return 2;	/* perf's lround(ceil(inf)) lands on 0 as an int */
	return (int)lround(ceil(-log10(stddev_s))) + 2;
}

/*
 * print_metric_json() and printout()'s call of it, util/stat-display.c:
 * - 2a939c869503 ("perf metric: Change divide by zero and !support events
 *   behavior", Ian Rogers) quotes the value, as NaN is no JSON number; it
 *   was queued after 6.4-rc1 (Linux 6.4-rc1 precedes it in mainline's
 *   log) and went in as a 6.4 fix: the release counts.  Its pre-image is
 *   6.1's bare "%f", so 6.2 and 6.3 print that too;
 * - e1cc918b6cfd ("perf stat: Drop metric-unit if unit is NULL", pulled
 *   with perf-tools-for-v6.13) prints both members only with a unit; in
 *   6.13 a line that did not count still passes "" and prints them, and a
 *   line without them ends ", }";
 * - 9f1df75509bc ("perf stat: Also hide metric-units from JSON when event
 *   didn't run") passes no unit there, and 967364894e61 ("perf stat: Fix
 *   trailing comma when there is no metric unit", Fixes: e1cc918b6cfd)
 *   drops the comma; both in perf-tools-next for 6.14 (December 2024).
 * Real perf 6.1.176, 6.12.117 and 7.3.4 agree (tests/kernel/interval/,
 * the -json recordings).
 */
enum pmsi_json_metric pmsi_json_metric_form(uint32_t pv)
{
	if (pv < PMS_KVER(6, 4))
		return PMSI_JMET_NUMBER;
	if (pv < PMS_KVER_RC(6, 13, 1))
		return PMSI_JMET_STRING;
	return pv < PMS_KVER_RC(6, 14, 1) ? PMSI_JMET_UNIT_613 : PMSI_JMET_UNIT;
}

PMS_API int pms_stat_style(uint32_t perf_version, struct pms_stat_style *out)
{
	uint32_t v = pms_perf_version_for(perf_version, 0);
	enum pmsi_json_metric jm = pmsi_json_metric_form(v);

	if (!out)
		return PMS_EINVAL;
	memset(out, 0, sizeof(*out));
	out->perf_version = v;
	out->json_metric_string = jm != PMSI_JMET_NUMBER;
	out->json_drop_unitless = jm == PMSI_JMET_UNIT_613 || jm == PMSI_JMET_UNIT;
	out->json_threshold = v >= PMS_KVER_RC(6, 13, 1);
	out->json_aggr_nr = v >= PMS_KVER_RC(6, 17, 1) ? "counters" : "aggregate-number";
	out->csv_aggr_nr = v >= PMS_KVER_RC(6, 17, 1) ? "ctrs" : "cpus";
	out->modelled = v < PMS_KVER_RC(6, 13, 1);
	return PMS_OK;
}

PMS_API uint32_t pms_stat_lines_perf(uint32_t asked, uint32_t installed)
{
	return asked ? asked : installed ? installed : PMS_KVER(6, 1);
}

PMS_API int pms_stat_aggr_nr(uint32_t perf_version, int n_cpus, int n_merged, int *nr)
{
	uint32_t v = pms_perf_version_for(perf_version, 0);

	if (!nr || n_cpus < 1 || n_merged < 1)
		return PMS_EINVAL;
	/* 6.17: the merged PMUs' counts add (see measure.h) */
	*nr = v >= PMS_KVER_RC(6, 17, 1) ? n_cpus * n_merged : n_cpus;
	return PMS_OK;
}

PMS_API int pms_stat_aggr_cpus(const struct pms_sim *sim, int i, enum pms_stat_aggr mode,
			       int *n_cpus, int *n_merged, const char **pmu)
{
	const struct pms_env *env;
	int dies;

	if (!sim || !n_cpus || !n_merged || !pmu || i < 0 || i >= pms_sim_n_events(sim) ||
	    (mode != PMS_STAT_AGGR_SOCKET && mode != PMS_STAT_AGGR_DIE &&
	     mode != PMS_STAT_AGGR_NONE))
		return PMS_EINVAL;
	env = pms_sim_env(sim);
	dies = mode == PMS_STAT_AGGR_DIE ? 1 : env->dies_per_socket;
	*n_merged = 1;
	*pmu = NULL;
	for (int k = 0; k < pms_sim_n_boxes(sim); k++) {
		struct pms_sim_box b;

		if (pms_sim_box(sim, k, &b))
			continue;
		for (int j = 0; j < b.n_events; j++) {
			if (b.events[j] != i)
				continue;
			if (strncmp(b.type->pmu, "uncore_", 7) || b.type->alloc == PMS_UNC_FREE) {
				*pmu = b.type->pmu;
				return PMS_ENOTSUP;
			}
			*n_merged = b.box < 0 ? b.type->n_boxes : 1;
			*n_cpus = dies;
			return dies > 0 ? PMS_OK : PMS_ENOTSUP;
		}
	}
	if (!env->cpus_per_die || dies < 1)
		return PMS_ENOTSUP;
	*n_cpus = dies * env->cpus_per_die;
	return PMS_OK;
}

PMS_API bool pms_stat_no_aggr_modelled(uint32_t perf_version)
{
	return pms_perf_version_for(perf_version, 0) >= PMS_KVER(6, 12);
}

PMS_API int pms_stat_aggr_prefix(enum pms_stat_aggr mode, int socket, int die, int nr, char *buf,
				 size_t n)
{
	char id[48];
	int w, len;

	if (!buf || !n || socket < 0 || die < 0)
		return PMS_EINVAL;
	switch (mode) {
	case PMS_STAT_AGGR_GLOBAL:
		buf[0] = '\0';
		return PMS_OK;
	case PMS_STAT_AGGR_SOCKET:
		snprintf(id, sizeof(id), "S%d", socket);
		w = 6;
		break;
	case PMS_STAT_AGGR_DIE:
		snprintf(id, sizeof(id), "S%d-D%d", socket, die);
		w = 12;
		break;
	case PMS_STAT_AGGR_NONE:
		len = snprintf(buf, n, "CPU%-3d ", socket);
		return len < 0 || (size_t)len >= n ? PMS_ERANGE : PMS_OK;
	default:
		return PMS_EINVAL;
	}
	len = snprintf(buf, n, "%-*s %4d ", w, id, nr);
	return len < 0 || (size_t)len >= n ? PMS_ERANGE : PMS_OK;
}

PMS_API int pms_stat_aggr_prefix_sv(enum pms_stat_aggr mode, int socket, int die, int nr,
				    const char *sep, char *buf, size_t n)
{
	char id[48];
	int len;

	if (!buf || !n || socket < 0 || die < 0 ||
	    (mode != PMS_STAT_AGGR_SOCKET && mode != PMS_STAT_AGGR_DIE))
		return PMS_EINVAL;
	if (mode == PMS_STAT_AGGR_DIE)
		snprintf(id, sizeof(id), "S%d-D%d", socket, die);
	else
		snprintf(id, sizeof(id), "S%d", socket);
	if (sep)
		len = snprintf(buf, n, "%s%s%d%s", id, sep, nr, sep);
	else
		len = snprintf(buf, n, "\"%s\" : \"%s\", \"counters\" : %d, ",
			       mode == PMS_STAT_AGGR_DIE ? "die" : "socket", id, nr);
	return len < 0 || (size_t)len >= n ? PMS_ERANGE : PMS_OK;
}
