/*
 * Host CPU detection: CPUID vendor, family, model and stepping, matched
 * against the registered models' CPUID lists.
 */
#include <string.h>
#include "internal.h"
#include "../../models/model_table.h"

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#define HAVE_CPUID 1
#endif

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

#ifdef HAVE_CPUID
PMS_API int pms_model_host(const struct pms_model **out, struct pms_diag *d)
{
	unsigned eax, ebx, ecx, edx, family, model, stepping;
	char vendor_str[13];
	enum pms_vendor vendor;

	if (!out)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no output pointer");
	*out = NULL;
	if (!__get_cpuid(0, &eax, &ebx, &ecx, &edx))
		return pmsi_diag(d, PMS_ENOTSUP, PMS_NOPOS, 0, "CPUID is not available");
	memcpy(vendor_str, &ebx, 4);
	memcpy(vendor_str + 4, &edx, 4);
	memcpy(vendor_str + 8, &ecx, 4);
	vendor_str[12] = '\0';
	__get_cpuid(1, &eax, &ebx, &ecx, &edx);
	/* Intel SDM Vol. 2A CPUID leaf 1 EAX: extended family/model fields. */
	family = eax >> 8 & 0xf;
	model = eax >> 4 & 0xf;
	stepping = eax & 0xf;
	if (family == 0xf)
		family += eax >> 20 & 0xff;
	if (family == 0x6 || family >= 0xf)
		model |= (eax >> 16 & 0xf) << 4;

	if (!strcmp(vendor_str, "GenuineIntel"))
		vendor = PMS_VENDOR_INTEL;
	else if (!strcmp(vendor_str, "AuthenticAMD"))
		vendor = PMS_VENDOR_AMD;
	else
		goto unmodelled;
	for (size_t i = 0; i < pms_model_count(); i++) {
		const struct pms_model *m = pms_model_at(i);

		if (model_claims(m, vendor, family, model, stepping)) {
			*out = m;
			return PMS_OK;
		}
	}
unmodelled:
	pmsi_diag(d, PMS_ENOMODEL, PMS_NOPOS, 0,
		  "this CPU (%s family 0x%x model 0x%02x stepping %u) is not modelled",
		  vendor_str, family, model, stepping);
	if (!strcmp(vendor_str, "AuthenticAMD") && family >= 0x1a)
		pmsi_hint(d, "the kernel gives family 0x%x the Zen rules; try --cpu zen4, "
			  "or name another model ('pmusched list')", family);
	else
		pmsi_hint(d, "name a model with --cpu; 'pmusched list' shows them");
	return PMS_ENOMODEL;
}
#else
PMS_API int pms_model_host(const struct pms_model **out, struct pms_diag *d)
{
	if (out)
		*out = NULL;
	(void)model_claims;
	pmsi_diag(d, PMS_ENOTSUP, PMS_NOPOS, 0, "host detection needs an x86 CPU");
	pmsi_hint(d, "name a model with --cpu; 'pmusched list' shows them");
	return PMS_ENOTSUP;
}
#endif
