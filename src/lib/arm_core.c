/*
 * ARM64 core data (models/arm64/): lookup by name and MIDR, the PMU a core
 * gives a kernel, the perf NMI watchdog's event, and a self-check of the
 * tables.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "internal.h"
#include "../../models/arm64_table.h"

PMS_API size_t pms_arm_core_count(void)
{
	return pms_arm_n_cores;
}

PMS_API const char *pms_arm_core_name(size_t i)
{
	return i < pms_arm_n_cores ? pms_arm_cores[i].name : NULL;
}

/* Is @name one of the comma-separated words of @list (case-insensitive)? */
static bool in_list(const char *list, const char *name)
{
	size_t len = strlen(name);

	while (list && *list) {
		const char *end = strchr(list, ',');
		size_t n = end ? (size_t)(end - list) : strlen(list);

		if (n == len && !strncasecmp(list, name, n))
			return true;
		list = end ? end + 1 : NULL;
	}
	return false;
}

const struct pms_arm_core *pmsi_arm_core_find(const char *name)
{
	if (!name || !*name)
		return NULL;
	for (size_t i = 0; i < pms_arm_n_cores; i++)
		if (!strcasecmp(pms_arm_cores[i].name, name) ||
		    in_list(pms_arm_cores[i].aliases, name))
			return &pms_arm_cores[i];
	return NULL;
}

PMS_API int pms_arm_core_pmu(const char *name, uint32_t kver, struct pms_arm_pmu *out,
			     struct pms_diag *d)
{
	const struct pms_arm_core *c = pmsi_arm_core_find(name);

	if (!out)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no output");
	if (!c)
		return pmsi_diag(d, PMS_ENOMODEL, PMS_NOPOS, 0, "unknown ARM64 core '%s'",
				 name ? name : "");
	memset(out, 0, sizeof(*out));
	out->kind = c->kind;
	out->n_gp = c->n_gp;
	out->pmuv3p5 = c->kind == PMS_ARM_PMUV3 && c->pmuver >= 6;
	out->has_icntr = c->has_icntr;
	out->threshold_max = c->threshold_max;
	out->kver = kver;
	return pms_arm_pmu_check(out, d);
}

PMS_API const char *pms_arm_core_from_midr(uint32_t midr)
{
	unsigned impl = (midr >> 24) & 0xff, part = (midr >> 4) & 0xfff;

	for (size_t i = 0; i < pms_arm_n_cores; i++) {
		const struct pms_arm_core *c = &pms_arm_cores[i];

		if (c->implementer != impl)
			continue;
		for (const struct pms_arm_coretype *t = c->types; t->pmu_name; t++)
			for (const uint16_t *p = t->parts; *p; p++)
				if (*p == part)
					return c->name;
	}
	return NULL;
}

PMS_API int pms_arm_watchdog_event(const struct pms_arm_pmu *p, struct pms_arm_ev *out,
				   struct pms_diag *d)
{
	char v[24];
	int rc = pms_arm_pmu_check(p, d);

	if (rc)
		return rc;
	if (!out)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no output");
	if (p->kind != PMS_ARM_PMUV3)
		return pmsi_diag(d, PMS_ENOTSUP, PMS_NOPOS, 0,
				 "no perf NMI watchdog: the Apple interrupt controller has no "
				 "NMI (arch_perf_nmi_is_available() is false)");
	if ((p->kver ? p->kver : PMS_KVER_NEWEST) < PMS_ARM_K_WATCHDOG) {
		pms_kver_format(PMS_ARM_K_WATCHDOG, v, sizeof(v));
		return pmsi_diag(d, PMS_ENOTSUP, PMS_NOPOS, 0,
				 "no perf-based hard-lockup detector on arm64 before %s", v);
	}
	/* wd_hw_attr (kernel/watchdog_perf.c): HW_CPU_CYCLES, pinned, per CPU */
	memset(out, 0, sizeof(*out));
	out->evtype = PMS_ARM_CPU_CYCLES;
	out->flags = PMS_ARM_EV_CPU_WIDE;
	return PMS_OK;
}

/* The mapfile row's MIDR ("0x00000000410fd0c0") must name one of the core's parts. */
static bool mapfile_ok(const struct pms_arm_core *c)
{
	unsigned long long v;
	char *end;

	if (!c->mapfile_midr)
		return !c->events_dir;
	v = strtoull(c->mapfile_midr, &end, 16);
	if (*end || (v >> 32) || ((v >> 24) & 0xff) != c->implementer ||
	    (v & 0x00ff000fULL) != 0x000f0000ULL)
		return false;
	return pms_arm_core_from_midr((uint32_t)v) == c->name;
}

static int check_core(size_t i, struct pms_diag *d)
{
	const struct pms_arm_core *c = &pms_arm_cores[i];
	bool apple = c->kind != PMS_ARM_PMUV3;

	if (!c->name || !c->long_name || !c->types || !c->types[0].pmu_name || !c->watchdog)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "core %zu: missing field", i);
	if (!c->src_n || !c->src_ver || !c->src_midr || !c->src_events)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "%s: a citation is missing", c->name);
	if (apple ? (c->n_gp != PMS_ARM_APPLE_NCTR || c->pmuver || c->has_icntr)
		  : (c->n_gp > PMS_ARM_MAX_GP || c->pmuver < 1 || c->pmuver > 9))
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "%s: counters or PMUVer out of range",
				 c->name);
	for (const struct pms_arm_coretype *t = c->types; t->pmu_name; t++) {
		if (!t->parts[0] != !!(c->flags & PMS_ARMC_GENERIC))
			return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0,
					 "%s: parts on a generic core, or none on another",
					 c->name);
		for (const uint16_t *p = t->parts; *p; p++)
			if (*p > 0xfff || pms_arm_core_from_midr(((uint32_t)c->implementer << 24) |
								 ((uint32_t)*p << 4)) != c->name)
				return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0,
						 "%s: part 0x%x bad or claimed twice", c->name, *p);
	}
	if (!mapfile_ok(c))
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0,
				 "%s: mapfile row does not name the core", c->name);
	if (pmsi_arm_core_find(c->name) != c)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "%s: name taken by an earlier alias",
				 c->name);
	return PMS_OK;
}

/* Apple rows: masks inside the 10 counters, one row in force per event and kernel. */
static int check_aff(struct pms_diag *d)
{
	for (size_t i = 0; i < pms_arm_n_apple_aff; i++) {
		const struct pms_arm_aff *r = &pms_arm_apple_aff[i];

		if (!r->mask || (r->mask & ~0x3ffu) || !r->src ||
		    (r->since && r->until && r->since >= r->until))
			return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "apple row %zu (0x%02x) bad",
					 i, r->ev);
		for (size_t j = 0; j < i; j++) {
			const struct pms_arm_aff *q = &pms_arm_apple_aff[j];
			uint32_t lo = r->since > q->since ? r->since : q->since;
			uint32_t hi_r = r->until ? r->until : UINT32_MAX;
			uint32_t hi_q = q->until ? q->until : UINT32_MAX;

			if (q->ev == r->ev && lo < (hi_r < hi_q ? hi_r : hi_q))
				return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0,
						 "apple rows %zu and %zu overlap (0x%02x)", j, i,
						 r->ev);
		}
	}
	return PMS_OK;
}

PMS_API int pms_arm_core_validate(size_t i, struct pms_diag *d)
{
	int rc;

	if (i >= pms_arm_n_cores)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no core %zu", i);
	rc = check_core(i, d);
	return rc ? rc : check_aff(d);
}
