/*
 * perf stat's arithmetic beyond one reading: the metric printed after "#"
 * (tools/perf/util/stat-shadow.c, perf_stat__print_shadow_stats() and
 * perf_stat__update_shadow_stats(), 6.1), the precision of the elapsed
 * time under -r (stat-display.c, get_precision() and print_footer()), and
 * the rate units (util/units.c, convert_unit_double()).  No system calls.
 *
 * perf keeps running means ("runtime stats") of some counts by kind and
 * context, and an event's metric divides its count by one of them.  The
 * context is the event's exclude_* bits, except for clock time (STAT_NSECS),
 * which perf looks up without context.  Here the caller passes every
 * event's count and the means are taken on the fly.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "internal.h"
#include "pmusched/sim.h"
#include "pmusched/uncore.h"

/* perf's runtime-stat kinds that feed metrics (enum stat_type, stat-shadow.c). */
enum kind {
	K_NONE, K_NSECS, K_CYCLES, K_STALLED_FRONT, K_STALLED_BACK, K_BRANCHES, K_CACHEREFS,
	K_L1_DCACHE, K_L1_ICACHE, K_LL_CACHE, K_DTLB_CACHE, K_ITLB_CACHE,
};

/* enum perf_hw_id and the cache ids of the uapi header */
enum {
	HW_CYCLES = 0, HW_INSTRUCTIONS = 1, HW_CACHE_REFERENCES = 2, HW_CACHE_MISSES = 3,
	HW_BRANCH_INSTRUCTIONS = 4, HW_BRANCH_MISSES = 5, HW_STALLED_FRONTEND = 7,
	HW_STALLED_BACKEND = 8,
	CACHE_L1D = 0, CACHE_L1I = 1, CACHE_LL = 2, CACHE_DTLB = 3, CACHE_ITLB = 4,
	CACHE_READ_MISS = 0 << 8 | 1 << 16,
};

static bool is_clock(const struct pms_stat_event *e)
{
	return e->type == PMS_TYPE_SOFTWARE && e->config <= 1;	/* cpu-clock, task-clock */
}

/* The kind a count updates (perf_stat__update_shadow_stats()). */
static enum kind kind_of(const struct pms_stat_event *e)
{
	if (is_clock(e))
		return K_NSECS;
	if (e->type == PMS_TYPE_HARDWARE) {
		switch (e->config) {
		case HW_CYCLES: return K_CYCLES;
		case HW_STALLED_FRONTEND: return K_STALLED_FRONT;
		case HW_STALLED_BACKEND: return K_STALLED_BACK;
		case HW_BRANCH_INSTRUCTIONS: return K_BRANCHES;
		case HW_CACHE_REFERENCES: return K_CACHEREFS;
		}
	}
	if (e->type == PMS_TYPE_HW_CACHE) {
		/* the cache id alone: L1-dcache-loads is config 0 */
		switch (e->config) {
		case CACHE_L1D: return K_L1_DCACHE;
		case CACHE_L1I: return K_L1_ICACHE;
		case CACHE_LL: return K_LL_CACHE;
		case CACHE_DTLB: return K_DTLB_CACHE;
		case CACHE_ITLB: return K_ITLB_CACHE;
		}
	}
	return K_NONE;
}

/* Mean of the counts of @k in @ctx (context ignored for clock time); *n updates. */
static double base(const struct pms_stat_event *ev, int n_ev, enum kind k, unsigned ctx, int *n)
{
	double sum = 0;

	*n = 0;
	for (int j = 0; j < n_ev; j++) {
		if (!ev[j].processed || kind_of(&ev[j]) != k)
			continue;
		if (k != K_NSECS && ev[j].ctx != ctx)
			continue;
		sum += ev[j].count;
		(*n)++;
	}
	return *n ? sum / *n : 0;
}

static void set(struct pms_stat_metric *m, const char *fmt, const char *unit, double v)
{
	m->fmt = fmt;
	snprintf(m->unit, sizeof(m->unit), "%s", unit);
	m->value = v;
	m->present = true;
}

/* The "X of all Y" family: a ratio in percent, or the unit alone without a base. */
static void ratio_pct(struct pms_stat_metric *m, const struct pms_stat_event *ev, int n_ev,
		      enum kind k, unsigned ctx, double avg, const char *unit)
{
	int n;
	double total = base(ev, n_ev, k, ctx, &n);

	if (!n) {
		set(m, NULL, unit, 0);
		return;
	}
	set(m, "%7.2f%%", unit, total ? avg / total * 100.0 : 0);
}

static bool cache_read_miss(const struct pms_stat_event *e, unsigned cache)
{
	return e->type == PMS_TYPE_HW_CACHE && e->config == (cache | CACHE_READ_MISS);
}

static void stalled(struct pms_stat_metric *m, const struct pms_stat_event *ev, int n_ev,
		    unsigned ctx, double avg, const char *unit)
{
	int n;
	double total = base(ev, n_ev, K_CYCLES, ctx, &n), ratio = total ? avg / total * 100.0 : 0;

	set(m, ratio ? "%7.2f%%" : NULL, unit, ratio);
}

static void instructions(struct pms_stat_metric *m, const struct pms_stat_event *ev, int n_ev,
			 unsigned ctx, double avg)
{
	int n;
	double total = base(ev, n_ev, K_CYCLES, ctx, &n), front, back;

	if (total)
		set(&m[0], "%7.2f ", "insn per cycle", avg / total);
	else
		set(&m[0], NULL, "insn per cycle", 0);
	front = base(ev, n_ev, K_STALLED_FRONT, ctx, &n);
	back = base(ev, n_ev, K_STALLED_BACK, ctx, &n);
	total = front > back ? front : back;
	if (total && avg)	/* a second line */
		set(&m[1], "%7.2f ", "stalled cycles per insn", total / avg);
}

static void rate(struct pms_stat_metric *m, double avg, double total)
{
	double r = total ? 1e9 * avg / total : 0;
	char unit = ' ';

	/* convert_unit_double(): strictly above 1000 moves to the next prefix */
	if (r > 1000.0) {
		r /= 1000.0;
		unit = 'K';
	}
	if (r > 1000.0) {
		r /= 1000.0;
		unit = 'M';
	}
	if (r > 1000.0) {
		r /= 1000.0;
		unit = 'G';
	}
	set(m, "%8.3f", "", r);
	if (unit == ' ')
		snprintf(m->unit, sizeof(m->unit), "/sec");
	else
		snprintf(m->unit, sizeof(m->unit), "%c/sec", unit);
}

PMS_API int pms_stat_metric(const struct pms_stat_event *ev, int n_ev, int i, double walltime_ns,
			    struct pms_stat_metric out[2])
{
	const struct pms_stat_event *e;
	double avg;
	unsigned ctx;
	int n;

	if (!ev || !out || i < 0 || i >= n_ev)
		return PMS_EINVAL;
	memset(out, 0, 2 * sizeof(*out));
	e = &ev[i];
	ctx = e->ctx;
	/* the value perf divides: the count in the event's unit (ms for the clocks) */
	avg = is_clock(e) ? e->count / 1e6 : e->count;
	if (e->type == PMS_TYPE_HARDWARE && e->config == HW_INSTRUCTIONS) {
		instructions(out, ev, n_ev, ctx, avg);
	} else if (e->type == PMS_TYPE_HARDWARE && e->config == HW_BRANCH_MISSES) {
		ratio_pct(out, ev, n_ev, K_BRANCHES, ctx, avg, "of all branches");
	} else if (cache_read_miss(e, CACHE_L1D)) {
		ratio_pct(out, ev, n_ev, K_L1_DCACHE, ctx, avg, "of all L1-dcache accesses");
	} else if (cache_read_miss(e, CACHE_L1I)) {
		ratio_pct(out, ev, n_ev, K_L1_ICACHE, ctx, avg, "of all L1-icache accesses");
	} else if (cache_read_miss(e, CACHE_DTLB)) {
		ratio_pct(out, ev, n_ev, K_DTLB_CACHE, ctx, avg, "of all dTLB cache accesses");
	} else if (cache_read_miss(e, CACHE_ITLB)) {
		ratio_pct(out, ev, n_ev, K_ITLB_CACHE, ctx, avg, "of all iTLB cache accesses");
	} else if (cache_read_miss(e, CACHE_LL)) {
		ratio_pct(out, ev, n_ev, K_LL_CACHE, ctx, avg, "of all LL-cache accesses");
	} else if (e->type == PMS_TYPE_HARDWARE && e->config == HW_CACHE_MISSES) {
		double total = base(ev, n_ev, K_CACHEREFS, ctx, &n);

		set(out, n ? "%8.3f %%" : NULL, "of all cache refs", total ? avg * 100 / total : 0);
	} else if (e->type == PMS_TYPE_HARDWARE && e->config == HW_STALLED_FRONTEND) {
		stalled(out, ev, n_ev, ctx, avg, "frontend cycles idle");
	} else if (e->type == PMS_TYPE_HARDWARE && e->config == HW_STALLED_BACKEND) {
		stalled(out, ev, n_ev, ctx, avg, "backend cycles idle");
	} else if (e->type == PMS_TYPE_HARDWARE && e->config == HW_CYCLES) {
		double total = base(ev, n_ev, K_NSECS, ctx, &n);

		if (total)
			set(out, "%8.3f", "GHz", avg / total);
		else
			set(out, NULL, "Ghz", 0);	/* sic: perf spells it so without a base */
	} else if (is_clock(e)) {
		if (walltime_ns)
			set(out, "%8.3f", "CPUs utilized", e->count / walltime_ns);
		else
			set(out, NULL, "CPUs utilized", 0);
	} else {
		double total = base(ev, n_ev, K_NSECS, ctx, &n);

		if (n)
			rate(out, avg, total);
	}
	return PMS_OK;
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
