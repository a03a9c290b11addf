/*
 * A host described by text recorded on it: the header perf writes into
 * perf.data (perf report --header-only, perf stat record; util/header.c:
 * "# os release :", "# perf version :", "# nrcpus online :", "# cpuid :
 * GenuineIntel,6,207,2", "# pmu mappings: cpu = 4, ...", "# cpu pmu
 * capabilities: ... max_precise=3 ...") and a /proc/cpuinfo dump
 * ("vendor_id", "cpu family", "model", "stepping", "flags").  What neither
 * says (paranoid, capabilities, the watchdog) is left unknown.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "internal.h"

static const char *after(const char *line, const char *key)
{
	size_t n = strlen(key);
	const char *p;

	if (strncmp(line, key, n))
		return NULL;
	p = line + n;
	while (*p == ' ' || *p == '\t')
		p++;
	if (*p != ':')
		return NULL;
	p++;
	while (*p == ' ' || *p == '\t')
		p++;
	return p;
}

static void copy(char *dst, size_t n, const char *src)
{
	pmsi_strlcpy(dst, src, n);
	dst[strcspn(dst, "\r\n")] = '\0';
}

static bool core_name(const char *n, size_t len)
{
	return (len == 3 && !strncmp(n, "cpu", 3)) || (len == 8 && !strncmp(n, "cpu_core", 8)) ||
	       (len == 8 && !strncmp(n, "cpu_atom", 8)) || !strncmp(n, "armv8_", 6);
}

/* "# pmu mappings: cpu = 4, breakpoint = 5, ..." */
static void pmu_mappings(struct pms_host *h, const char *p)
{
	while (*p && h->n_pmus < PMS_HOST_MAX_PMUS) {
		size_t len = strcspn(p, " =,\n");
		const char *eq = p + len;
		struct pms_host_pmu *u;

		while (*eq == ' ')
			eq++;
		if (len && core_name(p, len) && len < sizeof(h->pmu[0].name)) {
			u = &h->pmu[h->n_pmus++];
			memset(u, 0, sizeof(*u));
			memcpy(u->name, p, len);
			u->type = *eq == '=' ? atoi(eq + 1) : -1;
			u->n_gp = u->n_fixed = u->mux_interval_ms = -1;
			u->counters_from = "";
		}
		p += strcspn(p, ",\n");
		while (*p == ',' || *p == ' ')
			p++;
		if (*p == '\n')
			break;
	}
}

static void one_line(struct pms_host *h, const char *l, bool *mappings, bool *flags_seen)
{
	const char *v;

	if (*l == '#') {
		l++;
		while (*l == ' ')
			l++;
		if ((v = after(l, "os release")))
			copy(h->kernel_release, sizeof(h->kernel_release), v);
		else if ((v = after(l, "perf version"))) {
			snprintf(h->perf_version_text, sizeof(h->perf_version_text),
				 "perf version %.48s", v);
			h->perf_version_text[strcspn(h->perf_version_text, "\r\n")] = '\0';
		} else if ((v = after(l, "nrcpus online")))
			h->n_cpus = atoi(v);
		else if ((v = after(l, "cpuid"))) {
			char vendor[16];
			unsigned fam, mod, step = 0;

			if (sscanf(v, "%15[^,],%u,%u,%u", vendor, &fam, &mod, &step) >= 3) {
				copy(h->cpuid.vendor, sizeof(h->cpuid.vendor), vendor);
				h->cpuid.family = fam;
				h->cpuid.model = mod;
				h->cpuid.stepping = step;
				h->has_cpuid = true;
			}
		} else if ((v = after(l, "pmu mappings"))) {
			*mappings = true;
			h->sysfs_seen = true;	/* perf recorded the PMUs it saw */
			pmu_mappings(h, v);
		}
		return;
	}
	if ((v = after(l, "vendor_id")) && !h->has_cpuid) {
		copy(h->cpuid.vendor, sizeof(h->cpuid.vendor), v);
		h->has_cpuid = true;
	} else if ((v = after(l, "cpu family")) && h->has_cpuid && !h->cpuid.family) {
		h->cpuid.family = (unsigned)atoi(v);
	} else if ((v = after(l, "model")) && h->has_cpuid && !h->cpuid.model) {
		h->cpuid.model = (unsigned)atoi(v);
	} else if ((v = after(l, "stepping")) && h->has_cpuid && !h->cpuid.stepping) {
		h->cpuid.stepping = (unsigned)atoi(v);
	} else if ((v = after(l, "flags")) && !*flags_seen) {
		char buf[4096];

		*flags_seen = true;
		snprintf(buf, sizeof(buf), " %s ", v);
		buf[strcspn(buf, "\r\n")] = ' ';
		h->tsx = strstr(buf, " rtm ") || strstr(buf, " hle ");
		h->cpuinfo_hypervisor = strstr(buf, " hypervisor ") != NULL;
	} else if (after(l, "processor") && !h->n_cpus) {
		h->n_cpus = -1;	/* counted below */
	}
}

PMS_API int pms_host_from_text(const char *header, const char *cpuinfo, struct pms_host *h,
			       struct pms_diag *d)
{
	const char *texts[2] = { header, cpuinfo };
	bool mappings = false, flags_seen = false;
	int processors = 0;

	if (!h || (!header && !cpuinfo))
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no header or cpuinfo text");
	memset(h, 0, sizeof(*h));
	h->sz = sizeof(*h);
	h->tsx = h->nmi_watchdog = -1;
	h->cap_perfmon = h->cap_sys_admin = h->smt_active = h->allow_tfa = -1;
	h->paranoid = -1;		/* not recorded: treated as permitted */
	h->watchdog = PMS_WATCHDOG_UNKNOWN;
	for (int k = 0; k < 2; k++) {
		const char *p = texts[k];

		while (p && *p) {
			char line[4096];
			size_t n = strcspn(p, "\n");

			snprintf(line, sizeof(line), "%.*s", (int)(n < sizeof(line) ? n : sizeof(line) - 1),
				 p);
			if (!strncmp(line, "processor", 9) && after(line, "processor"))
				processors++;
			one_line(h, line, &mappings, &flags_seen);
			p += n + (p[n] == '\n');
		}
	}
	if (h->n_cpus <= 0)
		h->n_cpus = processors;
	if (!h->has_cpuid)
		return pmsi_diag(d, PMS_ESYNTAX, PMS_NOPOS, 0,
				 "neither a '# cpuid :' header line nor cpuinfo's vendor_id, "
				 "cpu family and model");
	if (!mappings) {		/* not recorded: assume perf found a core PMU */
		struct pms_host_pmu *u = &h->pmu[h->n_pmus++];

		memset(u, 0, sizeof(*u));
		memcpy(u->name, "cpu", 4);
		u->type = 4;
		u->n_gp = u->n_fixed = u->mux_interval_ms = -1;
		u->counters_from = "";
	}
	if (h->kernel_release[0] && pms_kver_parse(h->kernel_release, &h->kver, NULL))
		h->kver = 0;
	if (h->perf_version_text[0] &&
	    pms_perf_version_parse(h->perf_version_text, &h->perf_version, NULL))
		h->perf_version = 0;
	{
		enum pms_vendor ven = !strcmp(h->cpuid.vendor, "GenuineIntel") ?
				      PMS_VENDOR_INTEL : PMS_VENDOR_AMD;
		struct pms_diag id;

		pms_diag_clear(&id);
		h->model_rc = pms_model_identify(ven, h->cpuid.family, h->cpuid.model,
						 h->cpuid.stepping, 0, &h->model, &h->pmu_model,
						 &id);
		if (h->model_rc) {
			h->model = h->pmu_model = NULL;
			pmsi_strlcpy(h->model_msg, id.msg, sizeof(h->model_msg));
		}
	}
	return PMS_OK;
}
