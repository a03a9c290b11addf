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
#include "internal.h"
#include "pmusched/topdown.h"

static const char *const metric_names[] = {
	"topdown-retiring", "topdown-bad-spec", "topdown-fe-bound", "topdown-be-bound",
	"topdown-heavy-ops", "topdown-br-mispredict", "topdown-fetch-lat", "topdown-mem-bound",
};

PMS_API int pms_topdown_event_list(const struct pms_model *m, const struct pms_env *env,
				   int level, char *buf, size_t n, struct pms_diag *d)
{
	unsigned rules = pms_model_rules(m, env);
	int n_metrics = pms_model_n_metrics(m), w;
	size_t at;

	if (level != 1 && level != 2)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "level %d: TopDown has levels 1 and 2",
				 level);
	if ((rules & PMS_RULE_TOPDOWN) && n_metrics >= 4) {
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
		"cpu/event=0xd,umask=0x3,cmask=1,name=topdown-recovery-bubbles/}",
		env && env->ht ? ",any=1" : "");
	return at < n ? PMS_OK : pmsi_diag(d, PMS_ELIMIT, PMS_NOPOS, 0, "buffer too small");
}
