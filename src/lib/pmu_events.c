/*
 * perf's pmu-events tables (models/events/, generated): table access, name
 * lookup, and the CPUID mapfile that picks a table for a CPU.
 *
 * Name lookup is a binary search over rows sorted by lower-case name, with
 * strcasecmp as perf's own table search uses (jevents.py's
 * pmu_events_table__find_event_pmu(), 6.12).  No allocation.
 *
 * Mapfile matching follows perf 6.12: x86 strcmp_cpuid_str() in
 * tools/perf/arch/x86/util/header.c (POSIX extended regex; the match must
 * be as long as the identifier, without its stepping when the row has
 * none), arm64 strcmp_cpuid_str() in tools/perf/arch/arm64/util/header.c
 * (MIDR without variant and revision equal, revision not older).  A model's
 * table is computed once and cached: compiling the patterns is the costly
 * part (tens of microseconds a row).
 *
 * perf's JSON differs by release.  The tables of 6.12 are the default
 * (pms_perf_table_at(), pms_model_perf_table()); those of 6.1, 7.2 and 7.3
 * (models/events/perf_<tag>.c) share their unchanged rows with 6.12's and
 * are picked by perf version (pms_model_perf_table_for()) as the metric
 * tables are (metric_table.c pick()).
 */
#include <ctype.h>
#include <regex.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pmu_events_int.h"
#include "../../models/model_table.h"
#include "../../models/arm64_table.h"

PMS_API const char *pms_perf_source(void)
{
	return pmsi_pev_source;
}

/* The generated releases, oldest first. */
static const struct pmsi_pev_set *const sets[] = {
	&pmsi_pev_set_6_1, &pmsi_pev_set_6_12, &pmsi_pev_set_7_2, &pmsi_pev_set_7_3,
};
#define SET_6_12 1

/*
 * The set of the newest release not newer than @perf_version, except that
 * perf 6.4 to 6.11 take 6.12's, as their metric tables do (metric_table.c):
 * a 6.12 metric names 6.12's events.  0 (not given) is the newest
 * release, as pms_perf_version_for(0, 0) is.
 */
static size_t pick_set(uint32_t perf_version)
{
	size_t k = SET_6_12;

	perf_version = pms_perf_version_for(perf_version, 0);
	if (perf_version < PMS_KVER(6, 4))
		return 0;
	if (perf_version >= PMS_KVER(7, 2))
		k = perf_version >= PMS_KVER(7, 3) ? 3 : 2;
	return k;
}

PMS_API const char *pms_perf_source_for(uint32_t perf_version)
{
	return sets[pick_set(perf_version)]->source;
}

const struct pmsi_pev *pmsi_pev_row(const struct pms_perf_table *t, size_t i,
				    const struct pms_perf_table **owner)
{
	while (t->base) {
		size_t k;

		if (!t->order) {
			t = t->base;
			continue;
		}
		k = t->order[i];
		if (k >= t->base->n_ev) {
			i = k - t->base->n_ev;
			break;
		}
		i = k;
		t = t->base;
	}
	*owner = t;
	return &t->ev[i];
}

static const char *row_name(const struct pms_perf_table *t, size_t i)
{
	const struct pms_perf_table *o;
	const struct pmsi_pev *e = pmsi_pev_row(t, i, &o);

	return o->pool + e->name;
}

PMS_API const char *pms_perf_htoff_source(void)
{
	return pmsi_pev_htoff_source;
}

PMS_API size_t pms_perf_table_count(void)
{
	return pmsi_pev_n_tables;
}

PMS_API const struct pms_perf_table *pms_perf_table_at(size_t i)
{
	return i < pmsi_pev_n_tables ? pmsi_pev_tables[i] : NULL;
}

PMS_API const struct pms_perf_table *pms_perf_table_find(const char *arch, const char *dir)
{
	if (!arch || !dir)
		return NULL;
	for (size_t i = 0; i < pmsi_pev_n_tables; i++)
		if (!strcmp(pmsi_pev_tables[i]->arch, arch) && !strcmp(pmsi_pev_tables[i]->dir, dir))
			return pmsi_pev_tables[i];
	return NULL;
}

PMS_API const char *pms_perf_table_arch(const struct pms_perf_table *t) { return t ? t->arch : ""; }
PMS_API const char *pms_perf_table_dir(const struct pms_perf_table *t) { return t ? t->dir : ""; }
PMS_API const char *pms_perf_table_version(const struct pms_perf_table *t) { return t ? t->version : ""; }
PMS_API size_t pms_perf_table_n_events(const struct pms_perf_table *t) { return t ? t->n_ev : 0; }
PMS_API size_t pms_perf_table_n_metrics(const struct pms_perf_table *t) { return t ? t->n_met : 0; }

PMS_API void pms_perf_table_counters(const struct pms_perf_table *t, int *n_gp, int *n_fixed)
{
	if (n_gp)
		*n_gp = t ? t->n_gp : 0;
	if (n_fixed)
		*n_fixed = t ? t->n_fixed : 0;
}

PMS_API size_t pms_perf_map_count(void)
{
	return pmsi_pev_n_map;
}

PMS_API int pms_perf_map_row(size_t i, struct pms_perf_maprow *out)
{
	const struct pmsi_pev_maprow *r;

	if (!out)
		return PMS_EINVAL;
	if (i >= pmsi_pev_n_map)
		return PMS_ERANGE;
	r = &pmsi_pev_map[i];
	out->arch = r->arch;
	out->cpuid = r->cpuid;
	out->version = r->version;
	out->dir = r->dir;
	out->type = r->type;
	out->table = r->table;
	return PMS_OK;
}

/* ---- events ---- */

static const char *const unit_names[] = { "cpu", "cpu_atom", "cpu_core", "cpu_lowpower" };

static void fill_event(const struct pms_perf_table *view, size_t i, struct pms_perf_event *out)
{
	const struct pms_perf_table *t;
	const struct pmsi_pev *e = pmsi_pev_row(view, i, &t);
	unsigned f = e->flags;

	memset(out, 0, sizeof(*out));
	out->name = t->pool + e->name;
	out->pmu = unit_names[PMSI_PEV_UNIT(f)];
	out->config = e->config;
	out->config1 = e->config1 < t->n_config1 ? t->config1[e->config1] : 0;
	if (e->counters < t->n_counters) {
		out->counters = t->counters[e->counters][0];
		out->counters_htoff = t->counters[e->counters][1];
	}
	out->flags = (f & PMSI_PEV_DEPRECATED ? PMS_PERF_DEPRECATED : 0) |
		     (f & PMSI_PEV_DATA_LA ? PMS_PERF_DATA_LA : 0) |
		     (f & PMSI_PEV_TAKEN_ALONE ? PMS_PERF_TAKEN_ALONE : 0) |
		     (f & PMSI_PEV_FIXED_NAME ? PMS_PERF_FIXED_NAME : 0) |
		     (f & PMSI_PEV_ARCH_STD ? PMS_PERF_ARCH_STD : 0);
	out->pebs = (int)PMSI_PEV_PEBS(f);
	out->msr = (enum pms_perf_msr)PMSI_PEV_MSR(f);
	out->refused = (enum pms_perf_refusal)PMSI_PEV_REFUSED(f);
	out->alt_code = e->alt_code;
	out->errata = t->pool + (e->errata < t->pool_size ? e->errata : 0);
	out->index = i;
}

PMS_API int pms_perf_event_at(const struct pms_perf_table *t, size_t i, struct pms_perf_event *out)
{
	if (!t || !out)
		return PMS_EINVAL;
	if (i >= t->n_ev)
		return PMS_ERANGE;
	fill_event(t, i, out);
	return PMS_OK;
}

/* Unit index of a PMU name; -1 for none given, -2 for an unknown one. */
static int unit_of(const char *pmu)
{
	if (!pmu)
		return -1;
	if (!strcmp(pmu, "cpu"))
		return 0;
	if (!strcmp(pmu, "cpu_atom"))
		return 1;
	if (!strcmp(pmu, "cpu_core"))
		return 2;
	if (!strcmp(pmu, "cpu_lowpower"))
		return 3;
	return -2;
}

/* Index of the first row named @name (any unit), or -1. */
static long first_row(const struct pms_perf_table *t, const char *name)
{
	size_t lo = 0, hi = t->n_ev;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (strcasecmp(row_name(t, mid), name) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo < t->n_ev && !strcasecmp(row_name(t, lo), name))
		return (long)lo;
	return -1;
}

PMS_API int pms_perf_event_find(const struct pms_perf_table *t, const char *name, const char *pmu,
				struct pms_perf_event *out)
{
	int unit = unit_of(pmu);
	long i;

	if (!t || !name || !out)
		return PMS_EINVAL;
	if (unit == -2 || (i = first_row(t, name)) < 0)
		return PMS_ENOEVENT;
	for (; (size_t)i < t->n_ev && !strcasecmp(row_name(t, (size_t)i), name); i++) {
		const struct pms_perf_table *o;

		if (unit < 0 || (int)PMSI_PEV_UNIT(pmsi_pev_row(t, (size_t)i, &o)->flags) == unit) {
			fill_event(t, (size_t)i, out);
			return PMS_OK;
		}
	}
	return PMS_ENOEVENT;
}

static size_t put(char *buf, size_t n, size_t at, const char *fmt, unsigned long long v)
{
	if (at < n) {
		int k = snprintf(buf + at, n - at, fmt, at ? "," : "", v);

		if (k > 0)
			at += (size_t)k;
	}
	return at;
}

PMS_API void pms_perf_event_terms(const struct pms_perf_table *t, const struct pms_perf_event *e,
				  char *buf, size_t n)
{
	static const char *const msr_terms[] = { "", "offcore_rsp", "ldlat", "frontend" };
	uint64_t c;
	size_t at = 0;

	if (!buf || !n)
		return;
	buf[0] = '\0';
	if (!t || !e)
		return;
	c = e->config;
	if (t->format == PMSI_FMT_ARM) {
		at = put(buf, n, at, "%sevent=0x%llx", c & 0xffff);
	} else {
		unsigned long long ev = c & 0xff;

		if (t->format == PMSI_FMT_AMD)
			ev |= ((c >> 32) & 0xf) << 8;
		at = put(buf, n, at, "%sevent=0x%llx", ev);
		/* umask2's high byte (config:40-47, Arch PerfMon v6) */
		unsigned long long um = ((c >> 8) & 0xff) |
			(t->format == PMSI_FMT_INTEL ? ((c >> 40) & 0xff) << 8 : 0);

		if (um)
			at = put(buf, n, at, "%sumask=0x%llx", um);
		if ((c >> 24) & 0xff)
			at = put(buf, n, at, "%scmask=%llu", (c >> 24) & 0xff);
		if ((c >> 18) & 1)
			at = put(buf, n, at, "%sedge=%llu", 1);
		if ((c >> 23) & 1)
			at = put(buf, n, at, "%sinv=%llu", 1);
		if (t->format == PMSI_FMT_INTEL && (c >> 21) & 1)
			at = put(buf, n, at, "%sany=%llu", 1);
	}
	if (e->msr != PMS_PERF_MSR_NONE && (unsigned)e->msr < PMS_ARRAY_SIZE(msr_terms) &&
	    at < n) {
		int k = snprintf(buf + at, n - at, ",%s=0x%llx", msr_terms[e->msr],
				 (unsigned long long)e->config1);

		(void)k;
	}
}

/* ---- metrics ---- */

static void fill_metric(const struct pms_perf_table *t, size_t i, struct pms_perf_metric *out)
{
	const struct pmsi_pmetric *m = &t->met[i];

	memset(out, 0, sizeof(*out));
	out->name = t->pool + m->name;
	out->expr = t->pool + m->expr;
	out->groups = t->pool + m->group;
	out->threshold = t->pool + m->threshold;
	out->scale_unit = t->pool + m->scale_unit;
	out->pmu = t->pool + m->unit;
	out->constraint = (enum pms_perf_metric_constraint)m->constraint;
	out->index = i;
}

PMS_API int pms_perf_metric_at(const struct pms_perf_table *t, size_t i, struct pms_perf_metric *out)
{
	if (!t || !out)
		return PMS_EINVAL;
	if (i >= t->n_met)
		return PMS_ERANGE;
	fill_metric(t, i, out);
	return PMS_OK;
}

PMS_API int pms_perf_metric_find(const struct pms_perf_table *t, const char *name,
				 struct pms_perf_metric *out)
{
	size_t lo = 0, hi;

	if (!t || !name || !out)
		return PMS_EINVAL;
	hi = t->n_met;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (strcasecmp(t->pool + t->met[mid].name, name) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo < t->n_met && !strcasecmp(t->pool + t->met[lo].name, name)) {
		fill_metric(t, lo, out);
		return PMS_OK;
	}
	return PMS_ENOEVENT;
}

/* ---- CPUID mapfile ---- */

PMS_API int pms_perf_cpuid_x86(enum pms_vendor v, unsigned family, unsigned model,
			       unsigned stepping, char *buf, size_t n)
{
	int k;

	if (!buf || !n)
		return PMS_EINVAL;
	k = snprintf(buf, n, "%s-%u-%X-%X", v == PMS_VENDOR_AMD ? "AuthenticAMD" : "GenuineIntel",
		     family, model, stepping);
	if (k < 0 || (size_t)k >= n) {
		buf[0] = '\0';
		return PMS_EINVAL;
	}
	return PMS_OK;
}

static int count_dashes(const char *s)
{
	int n = 0;

	for (; *s; s++)
		n += *s == '-';
	return n;
}

/*
 * The literal characters a pattern starts with: a cheap way to skip the
 * rows of the other vendor or family before compiling anything.  A
 * character followed by a quantifier is optional, so it ends the prefix.
 */
static size_t literal_prefix(const char *re)
{
	size_t k = 0;

	while (re[k] && !strchr(".[]()|*+?{}^$\\", re[k]))
		k++;
	if (k && re[k] && strchr("*?{", re[k]))
		k--;
	return k;
}

/* perf 6.12 strcmp_cpuid_str() for x86: 1 when @id matches row @pattern. */
static int x86_match(const char *pattern, const char *id)
{
	size_t pre = literal_prefix(pattern), want;
	bool full_row = count_dashes(pattern) == 3, full_id = count_dashes(id) == 3;
	regmatch_t m[1];
	regex_t re;
	int hit;

	if (full_row && !full_id)
		return 0;
	if (pre && !memmem(id, strlen(id), pattern, pre))
		return 0;	/* every match holds the leading literal */
	if (regcomp(&re, pattern, REG_EXTENDED))
		return 0;
	hit = !regexec(&re, id, 1, m, 0);
	regfree(&re);
	if (!hit)
		return 0;
	want = !full_row && full_id ? (size_t)(strrchr(id, '-') - id) : strlen(id);
	return (size_t)(m[0].rm_eo - m[0].rm_so) == want;
}

/* perf 6.12 strcmp_cpuid_str() for arm64 (MIDR: variant 23:20, revision 3:0). */
static int arm64_match(const char *row, const char *id)
{
	const uint64_t vmask = UINT64_C(0xf) << 20, rmask = 0xf;
	uint64_t a = strtoull(row, NULL, 16), b = strtoull(id, NULL, 16);
	unsigned av = (unsigned)((a & vmask) >> 20), bv = (unsigned)((b & vmask) >> 20);

	if ((a & ~(vmask | rmask)) != (b & ~(vmask | rmask)))
		return 0;
	return bv > av || (bv == av && (b & rmask) >= (a & rmask));
}

static const struct pms_perf_table *set_for_cpuid(const struct pmsi_pev_set *s, const char *arch,
						   const char *cpuid)
{
	if (!arch || !cpuid)
		return NULL;
	for (size_t i = 0; i < s->n_map; i++) {
		const struct pmsi_pev_maprow *r = &s->map[i];

		if (strcmp(r->arch, arch))
			continue;
		if (!strcmp(arch, "x86") ? x86_match(r->cpuid, cpuid) : arm64_match(r->cpuid, cpuid))
			return r->table;
	}
	return NULL;
}

PMS_API const struct pms_perf_table *pms_perf_table_for_cpuid(const char *arch, const char *cpuid)
{
	return set_for_cpuid(&pmsi_pev_set_6_12, arch, cpuid);
}

/*
 * The identifier perf matches for @m: the first CPUID identity on x86
 * (first model number, lowest stepping), the mapfile MIDR of the core's
 * row on arm64 (models/arm64/cores.c).
 */
static int model_cpuid(const struct pms_model *m, char *buf, size_t n)
{
	const struct pms_arm_core *arm = pmsi_model_arm_core(m);
	unsigned model, stepping = 0;

	if (pmsi_model_is_arm(m)) {
		if (!arm || !arm->mapfile_midr || (size_t)snprintf(buf, n, "%s", arm->mapfile_midr) >= n)
			return PMS_EINVAL;
		return PMS_OK;
	}

	if (m->cpu_models && m->cpu_models[0])
		model = m->cpu_models[0];
	else if (m->cpu_ranges && m->cpu_ranges[0] <= m->cpu_ranges[1])
		model = m->cpu_ranges[0];
	else
		return PMS_EINVAL;
	if (m->steppings)
		stepping = (unsigned)pmsi_ctz64(m->steppings);
	return pms_perf_cpuid_x86(m->vendor, m->family, model, stepping, buf, n);
}

PMS_API void pms_model_perf_cpuid(const struct pms_model *m, char *buf, size_t n)
{
	if (!buf || !n)
		return;
	buf[0] = '\0';
	if (m && model_cpuid(m, buf, n))
		buf[0] = '\0';
}

/* The x86 table of set @s named by the directory before the ':' of @near. */
static const struct pms_perf_table *near_table(const struct pmsi_pev_set *s, const char *near)
{
	char dir[32];
	size_t n = strcspn(near, ":");

	if (n >= sizeof(dir))
		return NULL;
	memcpy(dir, near, n);
	dir[n] = '\0';
	for (size_t i = 0; i < s->n_tables; i++)
		if (!strcmp(s->tables[i]->arch, "x86") && !strcmp(s->tables[i]->dir, dir))
			return s->tables[i];
	return NULL;
}

PMS_API const char *pms_model_perf_near(const struct pms_model *m)
{
	char id[64];

	m = pms_model_platform(m);
	if (!m || !m->perf_near || (!model_cpuid(m, id, sizeof(id)) &&
				    pms_perf_table_for_cpuid("x86", id)))
		return "";
	return m->perf_near;
}

/* Whether @m's identifier has a row in the mapfile of set @s. */
static bool set_for_cpuid_model(const struct pmsi_pev_set *s, const struct pms_model *m)
{
	char id[64];

	m = pms_model_platform(m);
	return !model_cpuid(m, id, sizeof(id)) &&
	       set_for_cpuid(s, pmsi_model_is_arm(m) ? "arm64" : "x86", id);
}

/* Per-set, per-model cache: 0 not computed, 1 no table, else the table's address. */
#define CACHE_MODELS 256
static _Atomic uintptr_t model_cache[PMS_ARRAY_SIZE(sets)][CACHE_MODELS];

/*
 * The table of @m in the JSON of the release perf @perf_version reads: its
 * mapfile row, else the model's stand-in directory (perf_near) of that set.
 */
PMS_API const struct pms_perf_table *pms_model_perf_table_for(const struct pms_model *m,
							      uint32_t perf_version)
{
	size_t idx = CACHE_MODELS, k = pick_set(perf_version);
	const struct pms_perf_table *t;
	uintptr_t v;
	char id[64];

	if (!m)
		return NULL;
	m = pms_model_platform(m);	/* a hybrid's units share one directory */
	for (size_t i = 0; i < pms_model_count() && i < CACHE_MODELS; i++)
		if (pms_model_at(i) == m)
			idx = i;
	if (idx < CACHE_MODELS && (v = atomic_load(&model_cache[k][idx])) != 0)
		return v == 1 ? NULL : (const struct pms_perf_table *)v;
	t = model_cpuid(m, id, sizeof(id)) ? NULL :
	    set_for_cpuid(sets[k], pmsi_model_is_arm(m) ? "arm64" : "x86", id);
	if (!t && m->perf_near)
		t = near_table(sets[k], m->perf_near);
	if (idx < CACHE_MODELS)	/* same answer whichever thread stores it */
		atomic_store(&model_cache[k][idx], t ? (uintptr_t)t : 1);
	return t;
}

PMS_API const struct pms_perf_table *pms_model_perf_table(const struct pms_model *m)
{
	/* the data of pms_perf_source(): perf 6.12's JSON */
	return pms_model_perf_table_for(m, PMS_KVER(6, 12));
}

PMS_API size_t pms_perf_models_with_event(const char *name, const struct pms_model **out, size_t cap)
{
	size_t n = 0;

	if (!name)
		return 0;
	for (size_t i = 0; i < pms_model_count(); i++) {
		const struct pms_model *m = pms_model_at(i);
		const struct pms_perf_table *t = pms_model_perf_table(m);

		if (t && first_row(t, name) >= 0) {
			if (out && n < cap)
				out[n] = m;
			n++;
		}
	}
	return n;
}

void pmsi_perf_describe(const struct pms_model *m, uint32_t perf_version, const char *name,
			char *buf, size_t n)
{
	size_t k = pick_set(perf_version);
	const struct pms_perf_table *t = pms_model_perf_table_for(m, perf_version);
	struct pms_perf_event e;
	char rel[16] = "";

	if (!buf || !n)
		return;
	if (k != SET_6_12)
		snprintf(rel, sizeof(rel), "%s ", sets[k]->release);
	if (!t) {
		snprintf(buf, n, "perf %sJSON", rel);
		return;
	}
	if (pms_perf_event_find(t, name, NULL, &e) != PMS_OK) {
		snprintf(buf, n, "perf %s%s %s", rel, t->dir, t->version);
		return;
	}
	snprintf(buf, n, "perf %s%s %s %s%s%s", rel, t->dir, t->version, e.name,
		 e.flags & PMS_PERF_FIXED_NAME ? " (jevents.py fixed encoding)" : "",
		 k == SET_6_12 && pms_model_perf_near(m)[0] ?
		 " (a stand-in table: no 6.12 mapfile row)" :
		 !set_for_cpuid_model(sets[k], m) ? " (a stand-in table: no mapfile row)" : "");
}
