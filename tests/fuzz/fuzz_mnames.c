/*
 * Fuzz target: every metric name of every generated metric table (perf
 * 6.1, 6.12, 7.2, 7.3) on every model, under fuzzed conditions (HT, NMI
 * watchdog, -a, --metric-no-group, --metric-no-merge,
 * --metric-no-threshold).  `-M NAME` must build a list whose events parse
 * for the model, or be refused naming the PMU pmusched does not model (or,
 * for 7.x names, the event table it lacks).  Anything else aborts.
 *
 * Input: byte 0 perf version, bytes 1-2 model, bytes 3-4 metric row,
 * byte 5 condition flags; further bytes are appended to the name after a
 * comma (a second, arbitrary -M entry that must fail cleanly or build).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pmusched/pmusched.h"
#include "metric_int.h"

/* The kernel, not the metric table, refuses the event (see below). */
static bool kernel_withholds(int rc, const struct pms_diag *d)
{
	if (rc == PMS_ENOTSUP)
		return strstr(d->msg, "not modelled for") != NULL;
	return rc == PMS_ENOEVENT && (strstr(d->msg, "on this model") ||
				      strstr(d->msg, "with this kernel"));
}

int pms_fuzz_mnames(const uint8_t *data, size_t size);

static bool refused_as_expected(int rc, const struct pms_diag *d)
{
	if (rc != PMS_ENOTSUP)
		return false;
	return (strstr(d->msg, "an event of PMU '") &&
		(strstr(d->msg, "does not model yet") || strstr(d->msg, "does not have"))) ||
	       strstr(d->msg, "is not in pmusched's event table");
}

int pms_fuzz_mnames(const uint8_t *data, size_t size)
{
	static const uint32_t versions[] = {
		PMS_KVER(6, 1), PMS_KVER(6, 12), PMS_KVER(7, 2), PMS_KVER(7, 3),
	};
	struct pms_mlist_opts o = PMS_MLIST_OPTS_INIT;
	struct pms_evlist_opts eo = PMS_EVLIST_OPTS_INIT;
	const struct pmsi_mset *set;
	const struct pmsi_mtable *tb;
	const struct pms_model *m;
	struct pms_mlist *l = NULL;
	struct pms_evlist *ev = NULL;
	struct pms_diag d;
	char cpuid[64], name[512];
	size_t extra;
	int rc;

	if (size < 6 || pms_model_count() == 0)
		return 0;
	o.perf_version = versions[data[0] % 4];
	m = pms_model_at(((size_t)data[1] | (size_t)data[2] << 8) % pms_model_count());
	if (pms_model_vendor(m) != PMS_VENDOR_INTEL && pms_model_vendor(m) != PMS_VENDOR_AMD)
		return 0;
	set = pmsi_mset_for(o.perf_version, NULL);
	pms_model_perf_cpuid(m, cpuid, sizeof(cpuid));
	if (!(tb = pmsi_mset_for_cpuid(set, cpuid)) || !tb->n_rows)
		return 0;
	extra = size - 6 < 200 ? size - 6 : 200;
	snprintf(name, sizeof(name), "%s%s%.*s",
		 pmsi_mstr(set, tb->rows[((unsigned)data[3] | (unsigned)data[4] << 8) %
					 tb->n_rows].name),
		 extra ? "," : "", (int)extra, (const char *)data + 6);
	if (memchr(data + 6, 0, extra))
		return 0;
	o.env.kver = PMS_KVER(6, 12);
	o.env.ht = data[5] & 1;
	o.env.nmi_watchdog = data[5] & 2;
	o.flags = PMS_MLIST_HAS_EVENTS | (data[5] & 4 ? PMS_MLIST_SYSTEM_WIDE : 0) |
		  (data[5] & 8 ? PMS_MLIST_NO_GROUP : 0) | (data[5] & 16 ? PMS_MLIST_NO_MERGE : 0) |
		  /* --metric-no-threshold is 6.4+ (6.1 refuses it, PMS_EINVAL) */
		  (data[5] & 32 && o.perf_version >= PMS_KVER(6, 4) ?
		   PMS_MLIST_NO_THRESHOLD : 0);
	o.metrics = name;
	rc = pms_mlist_build(m, &o, &l, &d);
	if (rc == PMS_OK) {
		eo.env = &o.env;
		eo.perf_version = o.perf_version;	/* the release's own event table */
		/* a table's own metric parses, unless the kernel withholds its
		 * msr event on this model (msr.c test_intel(), 6.1-6.12: real
		 * perf 6.12 fails srf's smi_num too), or its cstate or power
		 * event (intel/cstate.c masks, rapl.c domains: grr has no
		 * cstate_pkg, yet perf's grr table has C10_Pkg_Residency), or
		 * that PMU is not modelled for the kernel */
		rc = *pms_mlist_text(l) ?
		     pms_evlist_parse_opts(m, pms_mlist_text(l), &eo, &ev, &d) : PMS_OK;
		if (rc != PMS_OK && !extra && !kernel_withholds(rc, &d))
			abort();
	} else if (!extra && !refused_as_expected(rc, &d)) {
		abort();
	} else if (!d.msg[0]) {
		abort();		/* every failure says why */
	}
	pms_evlist_free(ev);
	pms_mlist_free(l);
	return 0;
}

#ifdef PMS_LIBFUZZER
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	return pms_fuzz_mnames(data, size);
}
#endif
