/*
 * Platforms and their core PMUs: a registered model is a platform and its
 * own PMU 0; a hybrid platform (Intel Alder Lake and later) lists further
 * PMU views, one per core type, as intel_pmu_init_hybrid() registers
 * cpu_core and cpu_atom (arch/x86/events/intel/core.c, 6.12).
 */
#include <stdio.h>
#include <string.h>
#include "internal.h"
#include "../../models/model_table.h"

PMS_API const struct pms_model *pms_model_platform(const struct pms_model *m)
{
	return m && m->platform ? m->platform : m;
}

PMS_API size_t pms_model_n_pmus(const struct pms_model *m)
{
	size_t n = 0;

	m = pms_model_platform(m);
	if (!m)
		return 0;
	if (!m->pmus)
		return 1;
	while (m->pmus[n])
		n++;
	return n;
}

PMS_API const struct pms_model *pms_model_pmu(const struct pms_model *m, size_t i)
{
	m = pms_model_platform(m);
	if (!m || i >= pms_model_n_pmus(m))
		return NULL;
	return m->pmus ? m->pmus[i] : m;
}

PMS_API int pms_model_pmu_index(const struct pms_model *pmu)
{
	const struct pms_model *p = pms_model_platform(pmu);

	for (size_t i = 0; p && i < pms_model_n_pmus(p); i++)
		if (pms_model_pmu(p, i) == pmu)
			return (int)i;
	return -1;
}

PMS_API const char *pms_model_pmu_name(const struct pms_model *m)
{
	return m && m->pmu_name ? m->pmu_name : "cpu";
}

PMS_API const struct pms_model *pms_model_pmu_find(const struct pms_model *m, const char *name)
{
	for (size_t i = 0; name && i < pms_model_n_pmus(m); i++)
		if (!strcmp(pms_model_pmu_name(pms_model_pmu(m, i)), name))
			return pms_model_pmu(m, i);
	return NULL;
}

const char *pmsi_pmu_names(const struct pms_model *m, char *buf, size_t n)
{
	const char *name[8];
	size_t k = 0, len = 0;

	if (!n)
		return buf;
	buf[0] = '\0';
	/* sorted by name, as perf lists PMUs (pmus_cmp(), util/pmus.c 6.12) */
	for (size_t i = 0; i < pms_model_n_pmus(m) && k < 8; i++) {
		const char *s = pms_model_pmu_name(pms_model_pmu(m, i));
		size_t j = k++;

		for (; j > 0 && strcmp(name[j - 1], s) > 0; j--)
			name[j] = name[j - 1];
		name[j] = s;
	}
	for (size_t i = 0; i < k && len < n; i++) {
		int w = snprintf(buf + len, n - len, "%s%s", !i ? "" : i + 1 == k ? " and " : ", ",
				 name[i]);

		if (w < 0)
			break;
		len += (size_t)w;
	}
	return buf;
}

PMS_API const struct pms_model *pms_model_pmu_for_core(const struct pms_model *m,
						       enum pms_core_type type)
{
	if (type == PMS_CORE_ANY)
		return pms_model_pmu(m, 0);
	for (size_t i = 0; i < pms_model_n_pmus(m); i++) {
		const struct pms_model *p = pms_model_pmu(m, i);

		if (p->core_type == type || (!p->core_type && pms_model_n_pmus(m) == 1))
			return p;
	}
	return NULL;
}

PMS_API enum pms_core_type pms_model_core_type(const struct pms_model *m)
{
	return m ? (enum pms_core_type)m->core_type : PMS_CORE_ANY;
}

PMS_API unsigned pms_model_native_id(const struct pms_model *m)
{
	return m ? m->native_id : 0;
}

/*
 * find_hybrid_pmu_for_cpu() (core.c 6.13-rc1, 9f4a39757c81): the core type
 * of leaf 0x1A picks the PMU; where two PMUs share it (Arrow Lake H's
 * Skymont cpu_atom and Crestmont cpu_lowpower) the native model ID does.
 * @eax: EAX[31:24] alone, or the whole EAX (above 0xff).
 */
static const struct pms_model *pmu_for_cpu(const struct pms_model *m, unsigned eax)
{
	unsigned type = eax > 0xff ? eax >> 24 : eax, native = eax > 0xff ? eax & 0xffffff : 0;
	size_t same = 0;

	for (size_t i = 0; i < pms_model_n_pmus(m); i++)
		same += pms_model_pmu(m, i)->core_type == type;
	if (same < 2)
		return pms_model_pmu_for_core(m, (enum pms_core_type)type);
	for (size_t i = 0; i < pms_model_n_pmus(m); i++) {
		const struct pms_model *p = pms_model_pmu(m, i);

		if (p->core_type == type && p->native_id == native)
			return p;
	}
	return NULL;
}

PMS_API enum pms_alloc pms_model_alloc(const struct pms_model *m)
{
	return m ? (enum pms_alloc)m->alloc : PMS_ALLOC_X86;
}

PMS_API const char *pms_alloc_name(enum pms_alloc a)
{
	switch (a) {
	case PMS_ALLOC_X86: return "x86";
	case PMS_ALLOC_ARM_PMUV3: return "arm_pmuv3";
	case PMS_ALLOC_APPLE: return "apple";
	}
	return "?";
}

PMS_API bool pms_model_is_hybrid(const struct pms_model *m)
{
	return pms_model_n_pmus(m) > 1;
}

PMS_API uint32_t pms_model_hybrid_since(const struct pms_model *m)
{
	m = pms_model_platform(m);
	return m ? m->hybrid_since : 0;
}

PMS_API uint64_t pms_model_counter_mask(const struct pms_model *m, const struct pms_env *env)
{
	struct pms_arm_pmu arm;
	struct pms_env e;
	uint64_t metric;

	if (!m)
		return 0;
	PMSI_ENV_TAKE(env, e, NULL, 0);
	/* arm64: what the driver enumerates for that kernel (cycle and
	 * instruction counters included); nothing without a driver */
	if (pmsi_model_is_arm(m))
		return pms_model_arm_pmu(m, env, &arm, NULL) ? 0 : pms_arm_cntr_mask(&arm);
	metric = m->n_metrics >= 16 ? PMS_METRIC_MASK
				    : ((UINT64_C(1) << m->n_metrics) - 1) << PMS_METRIC0;
	if (env && env->counters_cut)	/* see pms_model_constraint() */
		return pmsi_gp_mask(m, env) |
		       (pmsi_fixed_mask(m) & (((UINT64_C(1) << env->n_fixed_cut) - 1) << PMS_FIXED0)) |
		       (env->n_fixed_cut > 3 ? metric : 0);
	return pmsi_gp_mask(m, env) | pmsi_fixed_mask(m) | metric;
}

PMS_API const char *pms_model_counter_source(const struct pms_model *m)
{
	if (pmsi_model_is_arm(m))
		return pmsi_arm_counter_source(m);
	return m && m->counter_src ? m->counter_src : "";
}

PMS_API void pms_model_counter_name(const struct pms_model *m, int bit, char *buf, size_t n)
{
	if (pmsi_model_is_arm(m))
		pmsi_arm_counter_name(m, bit, buf, n);
	else
		pms_counter_name(bit, buf, n);
}

PMS_API void pms_model_mask_format(const struct pms_model *m, uint64_t mask, char *buf, size_t n)
{
	if (pmsi_model_is_arm(m))
		pmsi_arm_mask_format(m, mask, buf, n);
	else
		pms_mask_format(mask, buf, n);
}

/* Does @m claim this CPU?  Exact model list first, then model ranges. */
static int model_claims(const struct pms_model *m, enum pms_vendor vendor,
			unsigned family, unsigned model, unsigned stepping)
{
	int hit = 0;

	if (m->vendor != vendor || m->family != family)
		return 0;
	if (m->steppings && !(stepping < 16 && (m->steppings >> stepping & 1)))
		return 0;
	for (const uint8_t *p = m->cpu_models; p && *p; p++)
		if (*p == model)
			hit = 1;
	for (const uint8_t *r = m->cpu_ranges; r && r[0] <= r[1]; r += 2)
		if (model >= r[0] && model <= r[1])
			hit = 1;
	return hit;
}

PMS_API int pms_model_identify(enum pms_vendor vendor, unsigned family, unsigned model,
			       unsigned stepping, unsigned core_type,
			       const struct pms_model **platform, const struct pms_model **pmu,
			       struct pms_diag *d)
{
	if (!platform)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no output pointer");
	*platform = NULL;
	if (pmu)
		*pmu = NULL;
	for (size_t i = 0; i < pms_model_count(); i++) {
		const struct pms_model *m = pms_model_at(i);
		const struct pms_model *p;

		if (!model_claims(m, vendor, family, model, stepping))
			continue;
		/* a hybrid part's CPUs each report their type; without one the
		 * kernel asks x86_pmu.get_hybrid_cpu_type(), which only the
		 * ALDERLAKE case has (adl_get_hybrid_cpu_type(): Core, 6.12) */
		p = !pms_model_is_hybrid(m) ? m :
		    core_type ? pmu_for_cpu(m, core_type) :
		    (!strcmp(m->name, "adl") || !strcmp(m->name, "rpl")) ? m : NULL;
		if (!p && core_type > 0xff)
			return pmsi_diag(d, PMS_ENOMODEL, PMS_NOPOS, 0,
					 "%s reports core type 0x%02x, native model ID 0x%x (CPUID "
					 "leaf 0x1A), which none of its PMUs has", m->name,
					 core_type >> 24, core_type & 0xffffff);
		if (!p)
			return pmsi_diag(d, PMS_ENOMODEL, PMS_NOPOS, 0,
					 "%s reports core type 0x%02x (CPUID leaf 0x1A), which "
					 "none of its PMUs has%s", m->name, core_type,
					 core_type ? " alone (its native model ID picks one)" : "");
		*platform = m;
		if (pmu)
			*pmu = p;
		return PMS_OK;
	}
	return pmsi_diag(d, PMS_ENOMODEL, PMS_NOPOS, 0,
			 "this CPU (%s family 0x%x model 0x%02x stepping %u) is not modelled",
			 vendor == PMS_VENDOR_INTEL ? "GenuineIntel" : "AuthenticAMD", family, model,
			 stepping);
}
