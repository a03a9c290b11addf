/*
 * The event lists perf stat --topdown uses, per model generation.
 *
 * Ice Lake and later (kernel 5.9+): the slots pseudo-event on FIXED3 leads
 * a group of the metric pseudo-events (4 on Ice Lake, 8 on Golden Cove).
 * Older Intel cores: the sysfs aliases the kernel publishes for Sandy
 * Bridge onwards (arch/x86/events/intel/core.c, EVENT_ATTR_STR*
 * td_total_slots etc.): CPU_CLK_UNHALTED.THREAD (0x3c, any=1 with HT on),
 * UOPS_ISSUED.ANY (0x010e), UOPS_RETIRED.RETIRE_SLOTS (0x02c2),
 * IDQ_UOPS_NOT_DELIVERED.CORE (0x019c), INT_MISC.RECOVERY_CYCLES (0x030d,
 * cmask 1).
 */
#include <stdio.h>
#include <string.h>
#include "internal.h"
#include "pmusched/topdown.h"

static const char *const metric_names[] = {
	"topdown-retiring", "topdown-bad-spec", "topdown-fe-bound", "topdown-be-bound",
	"topdown-heavy-ops", "topdown-br-mispredict", "topdown-fetch-lat", "topdown-mem-bound",
};

/* INT_MISC.RECOVERY_CYCLES: umask 0x3 up to Broadwell, 0x1 from Skylake
 * (intel_pmu_init() rewrites td_recovery_bubbles for the Skylake family). */
static const char *recovery_umask(const struct pms_model *m)
{
	static const char *const skl_and_later[] = { "skl", "skx", "clx", "cml", "icl", "icx" };

	for (size_t i = 0; i < PMS_ARRAY_SIZE(skl_and_later); i++)
		if (!strcmp(pms_model_name(m), skl_and_later[i]))
			return "0x1";
	return "0x3";
}

static bool has_metrics(const struct pms_model *m, const struct pms_env *env)
{
	return (pms_model_rules(m, env) & PMS_RULE_TOPDOWN) && pms_model_n_metrics(m) >= 4;
}

PMS_API int pms_topdown_event_list(const struct pms_model *m, const struct pms_env *env,
				   int level, char *buf, size_t n, struct pms_diag *d)
{
	int n_metrics = pms_model_n_metrics(m), w;
	struct pms_env e;
	size_t at;

	PMSI_ENV_TAKE(env, e, d, PMS_EINVAL);
	if (level != 1 && level != 2)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "level %d: TopDown has levels 1 and 2",
				 level);
	if (has_metrics(m, env)) {
		int want = level == 2 ? 8 : 4;

		if (n_metrics < want) {
			pmsi_diag(d, PMS_ENOTSUP, PMS_NOPOS, 0,
				  "level 2 needs 8 metric fields; %s has %d", pms_model_name(m),
				  n_metrics);
			pmsi_hint(d, "Sapphire Rapids (spr) and later have level 2 in PERF_METRICS");
			return PMS_ENOTSUP;
		}
		at = (size_t)snprintf(buf, n, "{slots");
		for (int k = 0; k < want && at < n; k++)
			at += (size_t)snprintf(buf + at, n - at, ",%s", metric_names[k]);
		if (at < n)
			at += (size_t)snprintf(buf + at, n - at, "}");
		return at < n ? PMS_OK : pmsi_diag(d, PMS_ELIMIT, PMS_NOPOS, 0, "buffer too small");
	}
	if (pms_model_vendor(m) != PMS_VENDOR_INTEL || !(w = pms_model_pipeline_width(m)) ||
	    pms_model_n_fixed(m) < 3) {
		pmsi_diag(d, PMS_ENOTSUP, PMS_NOPOS, 0, "no TopDown events on %s", pms_model_name(m));
		return PMS_ENOTSUP;
	}
	if (level == 2) {
		pmsi_diag(d, PMS_ENOTSUP, PMS_NOPOS, 0,
			  "level 2 needs the PERF_METRICS register (Sapphire Rapids, kernel 5.9+)");
		return PMS_ENOTSUP;
	}
	at = (size_t)snprintf(buf, n,
		"{cpu/event=0x3c,umask=0x0%s,name=topdown-total-slots/,"
		"cpu/event=0xe,umask=0x1,name=topdown-slots-issued/,"
		"cpu/event=0xc2,umask=0x2,name=topdown-slots-retired/,"
		"cpu/event=0x9c,umask=0x1,name=topdown-fetch-bubbles/,"
		"cpu/event=0xd,umask=%s,cmask=1%s,name=topdown-recovery-bubbles/}",
		env && env->ht ? ",any=1" : "", recovery_umask(m), env && env->ht ? ",any=1" : "");
	return at < n ? PMS_OK : pmsi_diag(d, PMS_ELIMIT, PMS_NOPOS, 0, "buffer too small");
}

PMS_API int pms_topdown_from_counts(const struct pms_model *m, const struct pms_env *env,
				    int level, const uint64_t *counts, int n,
				    struct pms_topdown_result *out, struct pms_diag *d)
{
	static const int parent[4] = { PMS_TD_RETIRING, PMS_TD_BAD_SPEC, PMS_TD_FE_BOUND,
				       PMS_TD_BE_BOUND };
	static const int derived[4] = { PMS_TD_LIGHT_OPS, PMS_TD_MACHINE_CLEARS, PMS_TD_FETCH_BW,
					PMS_TD_CORE_BOUND };
	char list[1024];
	int rc = pms_topdown_event_list(m, env, level, list, sizeof(list), d);
	struct pms_topdown_result r;

	if (rc)
		return rc;
	if (!has_metrics(m, env)) {
		struct pms_topdown_classic in;
		unsigned threads = env && env->ht ? 2 : 1;

		if (n != 5)
			return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "%d counts for 5 events", n);
		in.width = pms_model_pipeline_width(m);
		in.cycles = counts[0] / threads;
		in.slots_issued = counts[1];
		in.slots_retired = counts[2];
		in.fetch_bubbles = counts[3];
		in.recovery_cycles = counts[4] / threads;
		return pms_topdown_classic(&in, out, d);
	}
	if (n != (level == 2 ? 9 : 5))
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "%d counts for %d events", n,
				 level == 2 ? 9 : 5);
	if (!counts[0])
		return pmsi_diag(d, PMS_ERANGE, PMS_NOPOS, 0, "slots is 0: nothing was counted");
	memset(&r, 0, sizeof(r));
	r.level = level;
	r.n_fields = level == 2 ? PMS_TD_L2_FIELDS : PMS_TD_L1_FIELDS;
	r.total_slots = counts[0];
	for (int k = 0; k < n - 1; k++) {
		r.slots[k] = counts[k + 1];
		r.frac[k] = (double)counts[k + 1] / (double)counts[0];
	}
	if (level == 2) {
		for (int k = 0; k < 4; k++) {
			uint64_t p = r.slots[parent[k]], c = r.slots[PMS_TD_HEAVY_OPS + k];

			r.slots[derived[k]] = p > c ? p - c : 0;
			r.frac[derived[k]] = (double)r.slots[derived[k]] / (double)counts[0];
		}
	}
	*out = r;
	return PMS_OK;
}
