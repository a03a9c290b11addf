/* Non-core PMU lookup: models/uncore/ tables by platform and PMU name. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "internal.h"
#include "uncore_int.h"
#include "pmusched/evlist.h"
#include "pmusched/pmu_events.h"
#include "evlist_int.h"

static const struct pmsi_uncore_platform *platform_of(const struct pms_model *m)
{
	const char *name;

	if (!m)
		return NULL;
	name = pms_model_name(pms_model_platform(m));
	for (size_t i = 0; i < pmsi_uncore_n_platforms; i++)
		if (!strcmp(pmsi_uncore_platforms[i].model, name))
			return &pmsi_uncore_platforms[i];
	return NULL;
}

PMS_API int pms_uncore_n_types(const struct pms_model *m)
{
	const struct pmsi_uncore_platform *p = platform_of(m);

	return p ? p->n : 0;
}

PMS_API const struct pms_uncore_type *pms_uncore_type_at(const struct pms_model *m, int i)
{
	const struct pmsi_uncore_platform *p = platform_of(m);

	return p && i >= 0 && i < p->n ? &p->types[i] : NULL;
}

PMS_API const char *pms_uncore_source(const struct pms_model *m)
{
	const struct pmsi_uncore_platform *p = platform_of(m);

	return p ? p->source : "";
}

/* One PMU with a context per CCX or node (amd_l3, amd_df), or a PMU per box. */
static bool one_pmu(const struct pms_uncore_type *t)
{
	return t->n_boxes == 1 || !strcmp(t->pmu, "amd_l3") || !strcmp(t->pmu, "amd_df");
}

PMS_API const struct pms_uncore_type *pms_uncore_find(const struct pms_model *m, const char *pmu,
						      int *box)
{
	const struct pmsi_uncore_platform *p = platform_of(m);
	int dummy;

	if (!box)
		box = &dummy;
	*box = -1;
	if (!p || !pmu)
		return NULL;
	for (int i = 0; i < p->n; i++) {
		const struct pms_uncore_type *t = &p->types[i];
		/* perf_pmu__match() (util/pmu.c 6.12): "uncore_" is optional */
		const char *tp = strncmp(pmu, "uncore_", 7) && !strncmp(t->pmu, "uncore_", 7) ?
				 t->pmu + 7 : t->pmu;
		size_t l = strlen(tp);
		const char *q = pmu + l;
		char *end;
		long n;

		if (strncmp(pmu, tp, l))
			continue;
		if (!*q)
			return t;
		/* uncore_pmu_register(): "uncore_<type>_<idx>" when a type has
		 * several boxes; amd_uncore_umc_ctx_init(): "amd_umc_<n>" */
		if (*q != '_' || one_pmu(t) || !isdigit((unsigned char)q[1]))
			continue;
		n = strtol(q + 1, &end, 10);
		if (*end || n >= t->n_boxes || (q[1] == '0' && q[2]))
			continue;
		*box = (int)n;
		return t;
	}
	return NULL;
}

/*
 * task_ctx_nr = perf_invalid_context: intel/uncore.c uncore_pmu_register(),
 * amd/uncore.c (l3, df, umc), rapl.c init_rapl_pmus(), intel/cstate.c
 * (cstate_core_pmu, cstate_pkg_pmu, cstate_module_pmu), amd/power.c
 * pmu_class ("power"), amd/iommu.c iommu_pmu (amd_iommu_<n>), 6.1/6.12/7.3.
 * msr.c's pmu_msr is perf_sw_context.
 */
PMS_API bool pms_uncore_pmu_per_task(const char *pmu)
{
	static const char *const prefix[] = { "uncore_", "amd_umc_", "amd_iommu_", "cstate_" };
	static const char *const exact[] = { "uncore", "amd_l3", "amd_df", "amd_umc", "amd_iommu",
						"power", "power_core" };

	if (!pmu)
		return true;
	for (size_t i = 0; i < PMS_ARRAY_SIZE(prefix); i++)
		if (!strncmp(pmu, prefix[i], strlen(prefix[i])))
			return false;
	for (size_t i = 0; i < PMS_ARRAY_SIZE(exact); i++)
		if (!strcmp(pmu, exact[i]))
			return false;
	return true;
}

static const struct pmsi_unc_jtable *jtable_of(const struct pms_model *m)
{
	const struct pms_perf_table *t = pms_model_perf_table(pms_model_platform(m));
	const char *dir = t ? pms_perf_table_dir(t) : NULL;

	for (size_t i = 0; dir && i < pmsi_unc_n_jtables; i++)
		if (!strcmp(pmsi_unc_jtables[i].dir, dir))
			return &pmsi_unc_jtables[i];
	return NULL;
}

/* Binary search of perf's uncore names (lower case, sorted); the first row
 * of the name (perf opens a name on every PMU whose table has it: the
 * units differ only for a handful of rows). */
static const struct pmsi_unc_jev *jev_find(const struct pmsi_unc_jtable *t, const char *name)
{
	char low[160];
	size_t lo = 0, hi = *t->n, n = strlen(name);

	if (n >= sizeof(low))
		return NULL;
	for (size_t i = 0; i <= n; i++)
		low[i] = (char)tolower((unsigned char)name[i]);
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (strcmp(t->ev[mid].name, low) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < *t->n && !strcmp(t->ev[lo].name, low) ? &t->ev[lo] : NULL;
}

/*
 * The uncore rows perf @pv reads for @m: none when that release has no
 * JSON directory for the model.  perf's mapfile.csv
 * (tools/perf/pmu-events/arch/<arch>/mapfile.csv) maps a CPUID to one
 * directory that holds the core and the uncore JSON alike, so a release
 * whose map lacks the CPU (6.1.176 and zen5: no family 0x1a row) has neither.
 */
static const struct pmsi_unc_jtable *jtable_for(const struct pms_model *m, uint32_t pv)
{
	return pms_model_perf_table_for(m, pv) ? jtable_of(m) : NULL;
}

bool pmsi_uncore_resolve(const struct pms_model *m, uint32_t pv, const char *name,
			 struct pmsi_resolved *r)
{
	const struct pmsi_unc_jtable *t = jtable_for(m, pv);
	const struct pmsi_unc_jev *e = t ? jev_find(t, name) : NULL;

	/*
	 * The newest row of the name that perf @pv's JSON has (0: the newest): a
	 * name whose Unit a later JSON changed has a row per release, and that
	 * release's perf opens it on the new PMU only (meteorlake
	 * UNC_CLOCK.SOCKET: uncore_clock in 6.12, uncore_cncu in 7.3).
	 */
	{
		const struct pmsi_unc_jev *best = NULL;
		const char *nm = e ? e->name : NULL;

		pv = pms_perf_version_for(pv, 0);
		for (; e && e < t->ev + *t->n && !strcmp(e->name, nm); e++)
			if ((!e->since || pv >= e->since) &&
			    (!best || e->since > best->since))
				best = e;
		e = best;
	}
	if (!e)
		return false;
	r->pmu = PMS_PMU_OTHER;
	r->type = PMSI_TYPE_DYNAMIC;
	r->config = e->config;
	r->pmu_name = e->pmu;
	r->resolved_by = "perf-json-uncore";
	return true;
}

bool pmsi_uncore_sysfs_alias(const struct pms_model *m, const char *pmu, size_t pmu_len,
			     const char *name, size_t len, uint64_t *config)
{
	const struct pms_model *plat = m ? pms_model_platform(m) : NULL;
	const struct pms_uncore_type *t;
	char p[64];
	int box;

	if (!plat || !pmu || !name || pmu_len >= sizeof(p))
		return false;
	memcpy(p, pmu, pmu_len);
	p[pmu_len] = '\0';
	t = pms_uncore_find(plat, p, &box);
	if (!t)
		return false;
	for (size_t i = 0; i < pmsi_unc_n_aliases; i++) {
		const struct pmsi_unc_alias *a = &pmsi_unc_aliases[i];

		if ((a->model && strcmp(a->model, pms_model_name(plat))) || strcmp(a->pmu, t->pmu) ||
		    strlen(a->name) != len || strncmp(a->name, name, len))
			continue;
		*config = a->config;
		return true;
	}
	return false;
}

PMS_API void pms_uncore_for_each_event_name_for(const struct pms_model *m, uint32_t perf_version,
						void (*fn)(void *ctx, const char *name), void *ctx)
{
	const struct pmsi_unc_jtable *t = m ? jtable_for(m, perf_version) : NULL;
	const char *last = NULL;

	/* the rows perf @perf_version's JSON has, as pmsi_uncore_resolve() reads them */
	perf_version = pms_perf_version_for(perf_version, 0);
	for (size_t i = 0; t && fn && i < *t->n; i++) {
		const struct pmsi_unc_jev *e = &t->ev[i];

		if ((e->since && perf_version < e->since) || (last && !strcmp(e->name, last)))
			continue;
		fn(ctx, e->name);
		last = e->name;
	}
}

PMS_API void pms_uncore_for_each_event_name(const struct pms_model *m,
					    void (*fn)(void *ctx, const char *name), void *ctx)
{
	/* perf 6.12's names: the rows a later release adds are not listed */
	pms_uncore_for_each_event_name_for(m, PMS_KVER(6, 12), fn, ctx);
}

/*
 * The format terms of the box types with a shared filter register that
 * the scheduler reads (uncore_snbep.c DEFINE_UNCORE_FORMAT_ATTR, the same
 * in 6.1, 6.12 and 7.3), by the sysfs name each attribute gets:
 * skx_uncore_cha_formats_attr, spr_uncore_cha_formats_attr and
 * skx_uncore_pcu_formats_attr.  Other box terms are not encoded.
 */
static const struct pmsi_unc_format unc_formats[] = {
	{ PMS_UNC_FILTER_SKX_CHA, "tid_en", 0, 19, 1 },		/* tid_en */
	{ PMS_UNC_FILTER_SKX_CHA, "filter_tid", 1, 0, 9 },	/* filter_tid4 */
	{ PMS_UNC_FILTER_SKX_CHA, "filter_state", 1, 17, 10 },	/* filter_state5 */
	{ PMS_UNC_FILTER_SKX_CHA, "filter_rem", 1, 32, 1 },
	{ PMS_UNC_FILTER_SKX_CHA, "filter_loc", 1, 33, 1 },
	{ PMS_UNC_FILTER_SKX_CHA, "filter_all_op", 1, 35, 1 },
	{ PMS_UNC_FILTER_SKX_CHA, "filter_nm", 1, 36, 1 },
	{ PMS_UNC_FILTER_SKX_CHA, "filter_not_nm", 1, 37, 1 },
	{ PMS_UNC_FILTER_SKX_CHA, "filter_opc0", 1, 41, 10 },	/* filter_opc_0 */
	{ PMS_UNC_FILTER_SKX_CHA, "filter_opc1", 1, 51, 10 },	/* filter_opc_1 */
	{ PMS_UNC_FILTER_SKX_CHA, "filter_nc", 1, 62, 1 },
	{ PMS_UNC_FILTER_SKX_CHA, "filter_isoc", 1, 63, 1 },
	{ PMS_UNC_FILTER_TID, "tid_en", 0, 16, 1 },		/* tid_en2 */
	{ PMS_UNC_FILTER_TID, "filter_tid", 1, 0, 10 },		/* filter_tid5 */
	{ PMS_UNC_FILTER_PCU_BAND, "occ_invert", 0, 30, 1 },
	{ PMS_UNC_FILTER_PCU_BAND, "occ_edge_det", 0, 31, 1 },
	{ PMS_UNC_FILTER_PCU_BAND, "filter_band0", 1, 0, 8 },
	{ PMS_UNC_FILTER_PCU_BAND, "filter_band1", 1, 8, 8 },
	{ PMS_UNC_FILTER_PCU_BAND, "filter_band2", 1, 16, 8 },
	{ PMS_UNC_FILTER_PCU_BAND, "filter_band3", 1, 24, 8 },
};

const struct pmsi_unc_format *pmsi_uncore_box_format(const struct pms_model *m, const char *pmu,
						     const char *term, size_t len)
{
	const struct pms_uncore_type *t = pms_uncore_find(m, pmu, NULL);

	if (!t || t->filter == PMS_UNC_FILTER_NONE)
		return NULL;
	for (size_t i = 0; i < sizeof(unc_formats) / sizeof(unc_formats[0]); i++)
		if (unc_formats[i].kind == t->filter && strlen(unc_formats[i].name) == len &&
		    !strncasecmp(unc_formats[i].name, term, len))
			return &unc_formats[i];
	return NULL;
}

PMS_API const char *pms_uncore_filter_source(enum pms_uncore_filter f)
{
	switch (f) {
	case PMS_UNC_FILTER_SKX_CHA:
		return "uncore_snbep.c skx_cha_hw_config() + __snbep_cbox_get_constraint() "
		       "(skx_cha_filter_mask(), skx_uncore_cha_extra_regs[]; 6.1-7.3)";
	case PMS_UNC_FILTER_TID:
		return "uncore_snbep.c spr_cha_hw_config() (tid_en) + uncore.c "
		       "uncore_get_constraint() (6.1-7.3)";
	case PMS_UNC_FILTER_PCU_BAND:
		return "uncore_snbep.c hswep_pcu_hw_config() + snbep_pcu_get_constraint() (6.1-7.3)";
	case PMS_UNC_FILTER_NONE:
		break;
	}
	return "";
}
