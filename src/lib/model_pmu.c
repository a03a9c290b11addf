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
	uint64_t metric;

	if (!m)
		return 0;
	/* arm64: what the driver enumerates for that kernel (cycle and
	 * instruction counters included); nothing without a driver */
	if (pmsi_model_is_arm(m))
		return pms_model_arm_pmu(m, env, &arm, NULL) ? 0 : pms_arm_cntr_mask(&arm);
	metric = m->n_metrics >= 16 ? PMS_METRIC_MASK
				    : ((UINT64_C(1) << m->n_metrics) - 1) << PMS_METRIC0;
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
		    core_type ? pms_model_pmu_for_core(m, (enum pms_core_type)core_type) :
		    (!strcmp(m->name, "adl") || !strcmp(m->name, "rpl")) ? m : NULL;
		if (!p)
			return pmsi_diag(d, PMS_ENOMODEL, PMS_NOPOS, 0,
					 "%s reports core type 0x%02x (CPUID leaf 0x1A), which "
					 "none of its PMUs has", m->name, core_type);
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
