/*
 * The bridge to libpfm4: model event names to raw x86 encodings, and the
 * name lists that unknown-event suggestions are drawn from.
 *
 * libpfm4 only encodes events of PMUs it detects as present unless the
 * LIBPFM_ENCODE_INACTIVE environment variable is set before
 * pfm_initialize().  We predict for CPUs other than the host, so that
 * variable is the one piece of environment the library touches; it is set
 * (never overriding a caller's value) exactly once, together with the
 * library's only mutable global: the init state.
 */
#include <ctype.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <perfmon/pfmlib_perf_event.h>
#include "evlist_int.h"

static pthread_once_t pfm_once = PTHREAD_ONCE_INIT;
static int pfm_state = PMS_ENOTSUP;	/* written once under pfm_once */

static void pfm_init_once(void)
{
	setenv("LIBPFM_ENCODE_INACTIVE", "1", 0);
	pfm_state = pfm_initialize() == PFM_SUCCESS ? PMS_OK : PMS_ENOTSUP;
}

int pmsi_pfm_init(void)
{
	pthread_once(&pfm_once, pfm_init_once);
	return pfm_state;
}

/* libpfm4 PMU id for @name, or PFM_PMU_NONE. */
static pfm_pmu_t find_pmu(const char *name, pfm_pmu_info_t *out)
{
	pfm_pmu_t p;

	if (!name)
		return PFM_PMU_NONE;
	pfm_for_all_pmus(p) {
		pfm_pmu_info_t info;

		memset(&info, 0, sizeof(info));
		info.size = sizeof(info);
		if (pfm_get_pmu_info(p, &info) != PFM_SUCCESS || !info.name)
			continue;
		if (!strcasecmp(info.name, name)) {
			if (out)
				*out = info;
			return p;
		}
	}
	return PFM_PMU_NONE;
}

const struct pms_model *pmsi_model_for_pfm(const char *pfm_pmu)
{
	for (size_t i = 0; i < pms_model_count(); i++) {
		const struct pms_model *m = pms_model_at(i);
		const char *p = pms_model_pfm_pmu(m);

		if (p && !strcasecmp(p, pfm_pmu))
			return m;
	}
	return NULL;
}

/*
 * Cut libpfm4's formatted string after the event and its umasks: the
 * first ":x=" attribute starts the modifier dump we do not want.
 */
static char *fq_name(const char *fstr)
{
	const char *p = strstr(fstr, "::"), *end;
	size_t n;
	char *out;

	p = p ? p + 2 : fstr;
	end = p + strcspn(p, ":");
	while (*end == ':') {
		const char *seg = end + 1;
		size_t seglen = strcspn(seg, ":");

		if (memchr(seg, '=', seglen))
			break;
		end = seg + seglen;
	}
	n = (size_t)(end - fstr);
	out = pmsi_malloc(n + 1);
	if (out) {
		memcpy(out, fstr, n);
		out[n] = '\0';
	}
	return out;
}

/* Privilege and enable bits libpfm4 may set; the kernel's matching ignores them. */
#define PFM_NOISE_BITS ((UINT64_C(1) << 16) | (UINT64_C(1) << 17) | \
			(UINT64_C(1) << 20) | (UINT64_C(1) << 22))

int pmsi_pfm_encode(const char *pmu, const char *name, size_t pos, size_t len,
		    uint64_t *config, uint64_t *config1, char **fq, struct pms_diag *d)
{
	const char *sep = strstr(name, "::");
	char buf[512];
	pfm_perf_encode_arg_t arg;
	struct perf_event_attr attr;
	char *fstr = NULL;
	int rc;

	*fq = NULL;
	if (pmsi_pfm_init() != PMS_OK)
		return pmsi_diag(d, PMS_ENOTSUP, pos, len, "libpfm4 could not be initialised");
	if (!pmu || find_pmu(pmu, NULL) == PFM_PMU_NONE)
		return pmsi_diag(d, PMS_ENOEVENT, pos, len,
				 "model has no libpfm4 event table for '%.*s'", (int)len, name);
	if (sep) {
		size_t plen = (size_t)(sep - name);
		char other[64];

		if (plen == 0 || plen >= sizeof(other))
			return pmsi_diag(d, PMS_ENOEVENT, pos, len, "unknown libpfm4 PMU in '%.*s'",
					 (int)(len > 80 ? 80 : len), name);
		memcpy(other, name, plen);
		other[plen] = '\0';
		if (strcasecmp(other, pmu)) {
			const struct pms_model *om = pmsi_model_for_pfm(other);

			if (find_pmu(other, NULL) == PFM_PMU_NONE)
				return pmsi_diag(d, PMS_ENOEVENT, pos, plen,
						 "unknown libpfm4 PMU '%s'", other);
			/*
			 * Another model's encoding says nothing about how this
			 * model schedules, so this is an error, not a warning.
			 */
			pmsi_diag(d, PMS_EINVAL, pos, plen,
				  "event qualified by libpfm4 PMU '%s', but the model's PMU is '%s'",
				  other, pmu);
			if (om)
				pmsi_hint(d, "drop the '%s::' prefix, or predict for that CPU with --cpu %s",
					  other, pms_model_name(om));
			else
				pmsi_hint(d, "drop the '%s::' prefix to use this model's event of that name",
					  other);
			return PMS_EINVAL;
		}
		name = sep + 2;
	}
	if ((size_t)snprintf(buf, sizeof(buf), "%s::%s", pmu, name) >= sizeof(buf))
		return pmsi_diag(d, PMS_ENOEVENT, pos, len, "event name too long");
	memset(&arg, 0, sizeof(arg));
	memset(&attr, 0, sizeof(attr));
	arg.attr = &attr;
	arg.size = sizeof(arg);
	arg.fstr = &fstr;
	rc = pfm_get_os_event_encoding(buf, PFM_PLM3, PFM_OS_PERF_EVENT, &arg);
	if (rc != PFM_SUCCESS) {
		free(fstr);	/* allocated by libpfm4 */
		if (rc == PFM_ERR_NOMEM)
			return pmsi_diag(d, PMS_ENOMEM, pos, len, "out of memory");
		return pmsi_diag(d, PMS_ENOEVENT, pos, len, "%s", pfm_strerror(rc));
	}
	*config = attr.config & ~PFM_NOISE_BITS;
	*config1 = attr.config1;
	*fq = fstr ? fq_name(fstr) : NULL;
	free(fstr);
	if (!*fq)
		return pmsi_diag(d, PMS_ENOMEM, pos, len, "out of memory");
	return PMS_OK;
}

void pmsi_pfm_for_each_name(const char *pmu, void (*fn)(void *ctx, const char *name),
			    void *ctx)
{
	pfm_pmu_info_t pinfo;

	if (pmsi_pfm_init() != PMS_OK || find_pmu(pmu, &pinfo) == PFM_PMU_NONE)
		return;
	for (int i = pinfo.first_event; i != -1; i = pfm_get_event_next(i)) {
		pfm_event_info_t einfo;
		int n_umasks = 0;

		memset(&einfo, 0, sizeof(einfo));
		einfo.size = sizeof(einfo);
		if (pfm_get_event_info(i, PFM_OS_NONE, &einfo) != PFM_SUCCESS || !einfo.name)
			continue;
		for (int a = 0; a < einfo.nattrs; a++) {
			pfm_event_attr_info_t ainfo;
			char name[160];
			size_t k;

			memset(&ainfo, 0, sizeof(ainfo));
			ainfo.size = sizeof(ainfo);
			if (pfm_get_event_attr_info(i, a, PFM_OS_NONE, &ainfo) != PFM_SUCCESS ||
			    ainfo.type != PFM_ATTR_UMASK || !ainfo.name)
				continue;
			if ((size_t)snprintf(name, sizeof(name), "%s.%s", einfo.name, ainfo.name) >=
			    sizeof(name))
				continue;
			for (k = 0; name[k]; k++)
				name[k] = (char)tolower((unsigned char)name[k]);
			fn(ctx, name);
			n_umasks++;
		}
		if (!n_umasks) {
			char name[160];

			snprintf(name, sizeof(name), "%s", einfo.name);
			for (size_t k = 0; name[k]; k++)
				name[k] = (char)tolower((unsigned char)name[k]);
			fn(ctx, name);
		}
	}
}
