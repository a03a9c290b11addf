/*
 * One name, both dialects: how perf's own JSON table and libpfm4 encode it
 * on a model, so 'events' can show where they differ (libpfm4 encodes
 * INST_RETIRED.ANY as event 0xc0 umask 0x01 on the GP counters; perf as
 * event=0xc0, which the kernel also puts on FIXED0).
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "evlist_int.h"
#include "pmu_events_int.h"

static void perf_side(const struct pms_model *m, const char *name, struct pms_dialect_enc *out)
{
	const struct pms_perf_table *t = pms_model_perf_table(m);
	struct pms_perf_event e;

	if (!t || pms_perf_event_find(t, name, NULL, &e) != PMS_OK)
		return;
	out->known = true;
	out->encodes = e.refused == PMS_PERF_ENCODES;
	out->config = e.config;
	out->config1 = e.config1;
	snprintf(out->detail, sizeof(out->detail), "%s %s", t->dir, t->version);
}

/* Names libpfm4 could take: letters, digits and its separators only. */
static bool pfm_name_ok(const char *name)
{
	for (const char *p = name; *p; p++)
		if (!isalnum((unsigned char)*p) && !strchr("_.:=", *p))
			return false;
	return name[0] != '\0';
}

static void pfm_side(const struct pms_model *m, const char *name, struct pms_dialect_enc *out)
{
	char *fq = NULL;

	if (!pms_model_pfm_pmu(m) || !pfm_name_ok(name))
		return;
	if (pmsi_pfm_encode(pms_model_pfm_pmu(m), name, 0, strlen(name), &out->config,
			    &out->config1, &fq, NULL) == PMS_OK) {
		out->known = out->encodes = true;
		snprintf(out->detail, sizeof(out->detail), "%s", fq ? fq : "");
	} else {
		out->config = out->config1 = 0;
	}
	pmsi_free(fq);
}

PMS_API int pms_event_dialects(const struct pms_model *m, const char *name,
			       struct pms_dialect_enc *perf, struct pms_dialect_enc *pfm)
{
	if (!m || !name)
		return PMS_EINVAL;
	if (perf) {
		memset(perf, 0, sizeof(*perf));
		perf_side(m, name, perf);
	}
	if (pfm) {
		memset(pfm, 0, sizeof(*pfm));
		pfm_side(m, name, pfm);
	}
	return PMS_OK;
}
