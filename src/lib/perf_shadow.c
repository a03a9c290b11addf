/*
 * perf stat's own metric of an event's line, per release (perf_shadow.h).
 *
 * perf 6.1 (util/stat-shadow.c, 6.1.192): perf_stat__update_shadow_stats()
 * keeps running means ("runtime stats") of some counts by kind, keyed by
 * the event's context (evsel_context(): its exclude_* bits; saved_value_cmp()
 * compares type, ctx and cgroup) except clock time, which saved_value_lookup()
 * keys without one (any clock serves every context); the events match by
 * evsel__match(), an exact compare of type and config, so a hybrid PMU's
 * legacy event (its PMU type in config bits 32-63) matches none.
 * perf_stat__print_shadow_stats() then tries, in order: instructions,
 * branch-misses, the five cache read misses, cache-misses, the stalled
 * cycles, cycles, the clocks, and last a rate against clock time.
 *
 * perf 6.12 (6.12.117): evsel__stat_type() names each event's kind (the
 * legacy config masked to its low 32 bits, PERF_HW_EVENT_MASK, where the
 * PMU takes an extended type) and find_stat() takes the count of the first
 * other event of the kind wanted: in the event's own group when that has
 * more than one member, of the same context, and of the same PMU except for
 * clock time.  A ratio prints only when both counts are non-zero
 * (print_ratio()).
 *
 * Recorded against real perf 6.1.176, 6.12.117 and 7.3.4 under Linux of the
 * same release in QEMU (tests/kernel/interval/, the -text and -json
 * recordings).
 */
#include <stdio.h>
#include <string.h>
#include "perf_shadow.h"

/* perf's kinds (enum stat_type, util/stat.h) */
enum kind {
	K_NONE, K_NSECS, K_CYCLES, K_INSTRUCTIONS, K_STALLED_FRONT, K_STALLED_BACK, K_BRANCHES,
	K_BRANCH_MISS, K_CACHEREFS, K_CACHE_MISSES, K_L1_DCACHE, K_L1_ICACHE, K_LL_CACHE,
	K_DTLB_CACHE, K_ITLB_CACHE, K_L1D_MISS, K_L1I_MISS, K_LL_MISS, K_DTLB_MISS, K_ITLB_MISS,
};

/* enum perf_hw_id and the cache ids of the uapi header */
enum {
	HW_CYCLES = 0, HW_INSTRUCTIONS = 1, HW_CACHE_REFERENCES = 2, HW_CACHE_MISSES = 3,
	HW_BRANCH_INSTRUCTIONS = 4, HW_BRANCH_MISSES = 5, HW_STALLED_FRONTEND = 7,
	HW_STALLED_BACKEND = 8, CACHE_READ_MISS = 0 << 8 | 1 << 16,
};

static bool is_clock(const struct pmsi_shadow_ev *e)
{
	return e->type == PMS_TYPE_SOFTWARE && e->config <= 1;	/* cpu-clock, task-clock */
}

/* The kind of @e: @mask, 6.12's PERF_HW_EVENT_MASK (6.1 compares whole). */
static enum kind kind_of(const struct pmsi_shadow_ev *e, bool mask)
{
	static const enum kind hw[] = {
		[HW_CYCLES] = K_CYCLES, [HW_INSTRUCTIONS] = K_INSTRUCTIONS,
		[HW_CACHE_REFERENCES] = K_CACHEREFS, [HW_CACHE_MISSES] = K_CACHE_MISSES,
		[HW_BRANCH_INSTRUCTIONS] = K_BRANCHES, [HW_BRANCH_MISSES] = K_BRANCH_MISS,
		[6] = K_NONE, [HW_STALLED_FRONTEND] = K_STALLED_FRONT,
		[HW_STALLED_BACKEND] = K_STALLED_BACK,
	};
	static const enum kind access[] = { K_L1_DCACHE, K_L1_ICACHE, K_LL_CACHE, K_DTLB_CACHE,
					    K_ITLB_CACHE };
	static const enum kind miss[] = { K_L1D_MISS, K_L1I_MISS, K_LL_MISS, K_DTLB_MISS,
					  K_ITLB_MISS };
	uint64_t c = mask ? e->config & UINT32_MAX : e->config;

	if (is_clock(e))
		return K_NSECS;
	if (e->type == PMS_TYPE_HARDWARE && c < PMS_ARRAY_SIZE(hw))
		return hw[c];
	if (e->type != PMS_TYPE_HW_CACHE)
		return K_NONE;
	for (unsigned k = 0; k < PMS_ARRAY_SIZE(access); k++) {
		if (c == k)
			return access[k];
		if (c == (k | CACHE_READ_MISS))
			return miss[k];
	}
	return K_NONE;
}

static void set(struct pms_stat_metric *m, const char *fmt, const char *unit, double v)
{
	m->fmt = fmt;
	snprintf(m->unit, sizeof(m->unit), "%s", unit);
	m->value = v;
	m->present = true;
}

/* convert_unit_double() (util/units.c): strictly above 1000 takes the next prefix */
static void rate(struct pms_stat_metric *m, double avg, double total)
{
	static const char prefix[] = " KMG";
	double r = total ? 1e9 * avg / total : 0;
	unsigned p = 0;

	while (r > 1000.0 && p < 3) {
		r /= 1000.0;
		p++;
	}
	set(m, "%8.3f", "", r);
	snprintf(m->unit, sizeof(m->unit), p ? "%c/sec" : "/sec", prefix[p]);
}

/* 6.1: the mean of the counts of @k read in @ctx; *n the updates. */
static double mean61(const struct pmsi_shadow_src *s, enum kind k, unsigned ctx, int *n)
{
	double sum = 0;

	*n = 0;
	for (int j = 0; j < s->n; j++) {
		struct pmsi_shadow_ev e;

		s->get(s->ctx, j, &e);
		if (!e.processed || (k != K_NSECS && e.ctx != ctx) || kind_of(&e, false) != k)
			continue;
		sum += e.count;
		(*n)++;
	}
	return *n ? sum / *n : 0;
}

/* 6.1: the "X of all Y" family, printed whenever Y was read (print_branch_misses() ...) */
static void ratio61(const struct pmsi_shadow_src *s, struct pms_stat_metric *m, enum kind base,
		    unsigned ctx, double avg, const char *unit)
{
	int n;
	double total = mean61(s, base, ctx, &n);

	if (!n)
		set(m, NULL, unit, 0);
	else
		set(m, "%7.2f%%", unit, total ? avg / total * 100.0 : 0);
}

static void rules61(const struct pmsi_shadow_src *s, const struct pmsi_shadow_ev *e,
		    double wall, struct pms_stat_metric out[2])
{
	static const char *const of_all[] = {
		[K_L1D_MISS] = "of all L1-dcache accesses", [K_L1I_MISS] = "of all L1-icache accesses",
		[K_DTLB_MISS] = "of all dTLB cache accesses",
		[K_ITLB_MISS] = "of all iTLB cache accesses", [K_LL_MISS] = "of all LL-cache accesses",
	};
	static const enum kind of_base[] = {
		[K_L1D_MISS] = K_L1_DCACHE, [K_L1I_MISS] = K_L1_ICACHE, [K_DTLB_MISS] = K_DTLB_CACHE,
		[K_ITLB_MISS] = K_ITLB_CACHE, [K_LL_MISS] = K_LL_CACHE,
	};
	enum kind k = kind_of(e, false);
	double avg = is_clock(e) ? e->count / 1e6 : e->count, t, t2;
	int n;

	if (k == K_INSTRUCTIONS) {
		t = mean61(s, K_CYCLES, e->ctx, &n);
		set(&out[0], t ? "%7.2f " : NULL, "insn per cycle", t ? avg / t : 0);
		t = mean61(s, K_STALLED_FRONT, e->ctx, &n);
		t2 = mean61(s, K_STALLED_BACK, e->ctx, &n);
		t = t > t2 ? t : t2;
		if (t && avg)	/* a second line */
			set(&out[1], "%7.2f ", "stalled cycles per insn", t / avg);
	} else if (k == K_BRANCH_MISS) {
		ratio61(s, out, K_BRANCHES, e->ctx, avg, "of all branches");
	} else if (k >= K_L1D_MISS && k <= K_ITLB_MISS) {
		ratio61(s, out, of_base[k], e->ctx, avg, of_all[k]);
	} else if (k == K_CACHE_MISSES) {
		t = mean61(s, K_CACHEREFS, e->ctx, &n);
		set(out, n ? "%8.3f %%" : NULL, "of all cache refs", t ? avg * 100 / t : 0);
	} else if (k == K_STALLED_FRONT || k == K_STALLED_BACK) {
		/* print_stalled_cycles_frontend() prints a ratio of 0 as the unit
		 * alone; _backend() prints it */
		t = mean61(s, K_CYCLES, e->ctx, &n);
		t2 = t ? avg / t * 100.0 : 0;
		set(out, t2 || k == K_STALLED_BACK ? "%7.2f%%" : NULL,
		    k == K_STALLED_FRONT ? "frontend cycles idle" : "backend cycles idle", t2);
	} else if (k == K_CYCLES) {
		t = mean61(s, K_NSECS, e->ctx, &n);
		/* sic: perf spells the unit so without a base */
		set(out, t ? "%8.3f" : NULL, t ? "GHz" : "Ghz", t ? avg / t : 0);
	} else if (k == K_NSECS) {
		set(out, wall ? "%8.3f" : NULL, "CPUs utilized", wall ? e->count / wall : 0);
	} else {
		t = mean61(s, K_NSECS, e->ctx, &n);
		if (n)
			rate(out, avg, t);
	}
}

uint32_t pmsi_shadow_pmu(uint32_t type, uint64_t config)
{
	if (type == PMS_TYPE_HARDWARE || type == PMS_TYPE_HW_CACHE)
		return config >> 32 ? (uint32_t)(config >> 32) : PMS_TYPE_RAW;
	return type;
}

/* 6.12's find_stat(): the first other event of @k in @e's group (when
 * that has more than one member), context and, but for clock time, PMU. */
static double find612(const struct pmsi_shadow_src *s, int i, const struct pmsi_shadow_ev *e,
		      enum kind k)
{
	for (int j = 0; j < s->n; j++) {
		struct pmsi_shadow_ev c;

		if (j == i)
			continue;
		s->get(s->ctx, j, &c);
		if ((e->group_size > 1 && c.leader != e->leader) || c.ctx != e->ctx ||
		    kind_of(&c, true) != k || (k != K_NSECS && c.pmu != e->pmu))
			continue;
		return c.count;
	}
	return 0;
}

/* print_ratio(): both counts non-zero, else the unit alone */
static void ratio612(struct pms_stat_metric *m, double num, double den, const char *unit)
{
	set(m, num && den ? "%7.2f%%" : NULL, unit, num && den ? num / den * 100.0 : 0);
}

static void rules612(const struct pmsi_shadow_src *s, int i, const struct pmsi_shadow_ev *e,
		     double wall, struct pms_stat_metric out[2])
{
	static const struct {
		enum kind base;
		const char *unit;
	} ratio[] = {
		[K_BRANCH_MISS] = { K_BRANCHES, "of all branches" },
		[K_L1D_MISS] = { K_L1_DCACHE, "of all L1-dcache accesses" },
		[K_L1I_MISS] = { K_L1_ICACHE, "of all L1-icache accesses" },
		[K_DTLB_MISS] = { K_DTLB_CACHE, "of all dTLB cache accesses" },
		[K_ITLB_MISS] = { K_ITLB_CACHE, "of all iTLB cache accesses" },
		[K_LL_MISS] = { K_LL_CACHE, "of all LL-cache accesses" },
		[K_CACHE_MISSES] = { K_CACHEREFS, "of all cache refs" },
		[K_STALLED_FRONT] = { K_CYCLES, "frontend cycles idle" },
		[K_STALLED_BACK] = { K_CYCLES, "backend cycles idle" },
	};
	enum kind k = kind_of(e, true);
	double avg = e->count, t, t2;

	if (k == K_INSTRUCTIONS) {
		t = find612(s, i, e, K_CYCLES);
		set(&out[0], t ? "%7.2f " : NULL, "insn per cycle", t ? avg / t : 0);
		t = find612(s, i, e, K_STALLED_FRONT);
		t2 = find612(s, i, e, K_STALLED_BACK);
		t = t > t2 ? t : t2;
		if (t && avg)
			set(&out[1], "%7.2f ", "stalled cycles per insn", t / avg);
	} else if (k < PMS_ARRAY_SIZE(ratio) && ratio[k].unit) {
		ratio612(out, avg, find612(s, i, e, ratio[k].base), ratio[k].unit);
	} else if (k == K_CYCLES) {
		t = find612(s, i, e, K_NSECS);
		set(out, avg && t ? "%8.3f" : NULL, "GHz", avg && t ? avg / t : 0);
	} else if (k == K_NSECS) {
		set(out, wall ? "%8.3f" : NULL, "CPUs utilized", wall ? e->count / wall : 0);
	} else {
		t = find612(s, i, e, K_NSECS);
		if (t)
			rate(out, avg, t);
	}
}

int pmsi_shadow_metric(uint32_t pv, const struct pmsi_shadow_src *src, int i,
		       double walltime_ns, struct pms_stat_metric out[2])
{
	struct pmsi_shadow_ev e;

	if (!src || !src->get || !out || i < 0 || i >= src->n)
		return PMS_EINVAL;
	memset(out, 0, 2 * sizeof(*out));
	src->get(src->ctx, i, &e);
	if (pv < PMS_KVER_RC(6, 2, 1))
		rules61(src, &e, walltime_ns, out);
	else if (pv >= PMS_KVER_RC(6, 12, 1) && pv < PMS_KVER_RC(6, 13, 1))
		rules612(src, i, &e, walltime_ns, out);
	else
		return PMS_ENOTSUP;
	return PMS_OK;
}

const char *pmsi_shadow_unit(const char *unit)
{
	static const char *const units[] = {
		"CPUs utilized", "GHz", "Ghz", "insn per cycle", "stalled cycles per insn",
		"of all branches", "of all L1-dcache accesses", "of all L1-icache accesses",
		"of all dTLB cache accesses", "of all iTLB cache accesses",
		"of all LL-cache accesses", "of all cache refs", "frontend cycles idle",
		"backend cycles idle",
	};
	size_t n = strlen(unit);

	if (n >= 4 && !strcmp(unit + n - 4, "/sec"))
		return "<scale>/sec";
	for (size_t k = 0; k < PMS_ARRAY_SIZE(units); k++)
		if (!strcmp(unit, units[k]))
			return units[k];
	return "<unit>";
}
