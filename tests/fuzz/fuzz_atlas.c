/*
 * Fuzz target: the metric atlas of one metric of a generated table (perf
 * 6.12 or 7.3) on any x86 model, under fuzzed conditions.  The condition
 * text must parse or be refused at a position; an atlas must build, or be
 * refused with a message; its JSON, its constraint patch and each entry's
 * reason must be written without a fault.  Anything else aborts.
 *
 * Input: byte 0 perf version and flags, bytes 1-2 model, bytes 3-4 metric
 * row; the rest (up to 120 bytes) is the --conditions text ("" for the
 * model's default set).  At most 4 conditions and a small planner budget
 * keep one input well under a second.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pmusched/pmusched.h"
#include "pmusched/atlas.h"
#include "metric_int.h"

int pms_fuzz_atlas(const uint8_t *data, size_t size);

static void check(const struct pms_atlas *a)
{
	static FILE *sink;
	struct pms_atlas_summary s;
	struct pms_diag d;
	char why[512];

	if (!sink && !(sink = fopen("/dev/null", "w")))
		return;
	for (int i = 0; i < pms_atlas_n_entries(a); i++) {
		const struct pms_atlas_entry *e = pms_atlas_entry(a, i);

		if (!e->name || e->needed > PMS_ATLAS_CON_NA || e->cmp > PMS_ATLAS_NOT_JUDGED)
			abort();
		for (int k = 0; k < pms_atlas_n_conds(a); k++)
			if (e->cells[k].verdict > PMS_ATLAS_REFUSED)
				abort();
		pms_atlas_reason(a, i, why, sizeof(why));
		if (!memchr(why, 0, sizeof(why)))
			abort();	/* always terminated */
	}
	pms_atlas_summarize(a, &s);
	if (s.always + s.multiplex + s.never + s.not_modelled + s.refused > s.metrics)
		abort();
	if (pms_atlas_write_json(sink, a, &d) != PMS_OK)
		abort();
	if (pms_atlas_write_constraints(sink, a, &d) < 0)
		abort();
}

int pms_fuzz_atlas(const uint8_t *data, size_t size)
{
	static const uint32_t versions[] = { PMS_KVER(6, 12), PMS_KVER(7, 3) };
	struct pms_atlas_opts o = PMS_ATLAS_OPTS_INIT;
	struct pms_atlas_cond conds[PMS_ATLAS_MAX_CONDS];
	const struct pmsi_mset *set;
	const struct pmsi_mtable *tb;
	const struct pms_model *m;
	struct pms_atlas *a = NULL;
	struct pms_diag d;
	char cpuid[64], text[128];
	size_t len;
	int n = 0, rc;

	if (size < 5 || pms_model_count() == 0)
		return 0;
	o.perf_version = versions[data[0] & 1];
	o.kver = o.perf_version;
	o.flags = data[0] & 2 ? PMS_ATLAS_NO_BEST : 0;
	m = pms_model_at(((size_t)data[1] | (size_t)data[2] << 8) % pms_model_count());
	if (pms_model_vendor(m) != PMS_VENDOR_INTEL && pms_model_vendor(m) != PMS_VENDOR_AMD)
		return 0;
	set = pmsi_mset_for(o.perf_version, NULL);
	pms_model_perf_cpuid(m, cpuid, sizeof(cpuid));
	if (!(tb = pmsi_mset_for_cpuid(set, cpuid)) || !tb->n_rows)
		return 0;
	o.only = pmsi_mstr(set, tb->rows[((unsigned)data[3] | (unsigned)data[4] << 8) %
					 tb->n_rows].name);
	len = size - 5 < sizeof(text) - 8 ? size - 5 : sizeof(text) - 8;
	memcpy(text, data + 5, len);
	text[len] = '\0';
	if (len && strlen(text) == len) {
		rc = pms_atlas_cond_parse(text, conds, PMS_ATLAS_MAX_CONDS, &n, &d);
		if (rc != PMS_OK) {
			if (!d.msg[0])
				abort();	/* every refusal says why */
			return 0;
		}
		if (n > 4)
			n = 4;
		o.conds = conds;
		o.n_conds = n;
	}
	o.budget = 2000;
	rc = pms_atlas_new(m, &o, &a, &d);
	if (rc == PMS_OK)
		check(a);
	else if (!d.msg[0])
		abort();
	pms_atlas_free(a);
	return 0;
}

#ifdef PMS_LIBFUZZER
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	return pms_fuzz_atlas(data, size);
}
#endif
