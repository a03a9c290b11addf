/*
 * Host CPU detection.  arm64: MIDR_EL1 from sysfs or /proc/cpuinfo
 * (pms_model_host_midr(), model_arm.c).  x86: CPUID vendor, family, model
 * and stepping (leaf 1),
 * and on hybrid parts the core type of the CPU this thread runs on (leaf
 * 0x1A EAX[31:24]: 0x20 Atom, 0x40 Core; Intel SDM Vol. 2A, CPUID), the
 * value the kernel reads in get_this_hybrid_cpu_type() to pick the PMU.
 */
#include <string.h>
#include "internal.h"
#include "../../models/model_table.h"

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#define HAVE_CPUID 1
#endif

#ifdef HAVE_CPUID
/* Leaf 0x1A exists when leaf 7 reports the hybrid flag (EDX bit 15). */
static unsigned host_core_type(unsigned max_leaf)
{
	unsigned eax, ebx, ecx, edx;

	if (max_leaf < 0x1a || !__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx) ||
	    !(edx >> 15 & 1))
		return 0;
	__get_cpuid_count(0x1a, 0, &eax, &ebx, &ecx, &edx);
	return eax >> 24;
}

PMS_API int pms_model_host_pmu(const struct pms_model **platform, const struct pms_model **pmu,
			       struct pms_diag *d)
{
	unsigned eax, ebx, ecx, edx, family, model, stepping, max_leaf;
	char vendor_str[13];
	enum pms_vendor vendor;
	int rc;

	if (!platform)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no output pointer");
	*platform = NULL;
	if (pmu)
		*pmu = NULL;
	if (!__get_cpuid(0, &eax, &ebx, &ecx, &edx))
		return pmsi_diag(d, PMS_ENOTSUP, PMS_NOPOS, 0, "CPUID is not available");
	max_leaf = eax;
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
	rc = pms_model_identify(vendor, family, model, stepping,
				vendor == PMS_VENDOR_INTEL ? host_core_type(max_leaf) : 0,
				platform, pmu, d);
	if (rc != PMS_ENOMODEL || *platform)
		return rc;
	if (d && d->msg[0] && strstr(d->msg, "core type"))
		return rc;
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
#elif defined(__aarch64__)
/* arm64: MIDR_EL1 of the CPU this thread runs on (model_arm.c). */
PMS_API int pms_model_host_pmu(const struct pms_model **platform, const struct pms_model **pmu,
			       struct pms_diag *d)
{
	int rc = pms_model_host_midr("/", -1, platform, pmu, d);

	if (rc == PMS_ENOMODEL)
		pmsi_hint(d, "name a model with --cpu; 'pmusched list' shows them");
	return rc == PMS_ESYS ? PMS_ENOTSUP : rc;
}
#else
PMS_API int pms_model_host_pmu(const struct pms_model **platform, const struct pms_model **pmu,
			       struct pms_diag *d)
{
	if (platform)
		*platform = NULL;
	if (pmu)
		*pmu = NULL;
	pmsi_diag(d, PMS_ENOTSUP, PMS_NOPOS, 0, "host detection needs an x86 or arm64 CPU");
	pmsi_hint(d, "name a model with --cpu; 'pmusched list' shows them");
	return PMS_ENOTSUP;
}
#endif

PMS_API int pms_model_host(const struct pms_model **out, struct pms_diag *d)
{
	return pms_model_host_pmu(out, NULL, d);
}
