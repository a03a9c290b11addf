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
#include "evlist_int.h"
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

PMS_API bool pms_topdown_list_from_metrics(uint32_t perf_version)
{
	return pms_perf_version_for(perf_version, 0) >= PMS_KVER(6, 4);
}

/*
 * perf stat --topdown on a hybrid, perf before 6.4 (builtin-stat.c 6.1
 * add_default_attributes(), util/topdown.c topdown_filter_events(),
 * arch/x86/util/topdown.c arch_get_topdown_pmu_name()): the PMU is
 * --cputype's, else cpu_core ("WARNING: default to use cpu_core topdown
 * events"); the level-2 names are taken whenever that PMU has
 * topdown-heavy-ops, whatever --td-level says (it only picks what is
 * printed), each present name written PMU/name/ in one group.  cpu_atom has
 * no slots, only the four level-1 aliases (adl_hybrid_events_attrs,
 * hybrid_big_small, arch/x86/events/intel/core.c 6.1), so its group is
 * those four.  From perf 6.4 (1647cd5b8802, "perf stat: Implement
 * --topdown using json metrics") --topdown is the TopdownL<level> metric
 * group; this function then gives the PERF_METRICS group of the level on
 * cpu_core, prefixed so it does not also match cpu_atom's aliases.
 */
static int hybrid_list(const struct pms_model *m, const struct pms_env *env, int level,
		       const char *cputype, char *buf, size_t n, struct pms_diag *d)
{
	static const char *const l1[] = { "topdown-retiring", "topdown-bad-spec",
					  "topdown-fe-bound", "topdown-be-bound" };
	bool old = !pms_topdown_list_from_metrics(pms_perf_version_for(0, env ? env->kver : 0));
	const struct pms_model *pmu = NULL;
	const char *name;
	struct pmsi_alias a;
	uint32_t kv = env && env->kver ? env->kver : PMS_KVER_NEWEST;
	size_t at = 0;
	int want;

	if (kv < pms_model_hybrid_since(m)) {
		char k1[32], k2[32];

		pms_kver_format(kv, k1, sizeof(k1));
		pms_kver_format(pms_model_hybrid_since(m), k2, sizeof(k2));
		return pmsi_diag(d, PMS_ENOTSUP, PMS_NOPOS, 0,
				 "Linux %s does not drive %s's hybrid PMUs (from Linux %s): no "
				 "TopDown events", k1, pms_model_name(m), k2);
	}
	for (size_t i = 0; i < pms_model_n_pmus(m); i++) {
		const char *nm = pms_model_pmu_name(pms_model_pmu(m, i));

		if (cputype && *cputype ?
		    !strcmp(nm, cputype) || (!strncmp(nm, "cpu_", 4) && !strcmp(nm + 4, cputype)) :
		    !strcmp(nm, "cpu_core"))
			pmu = pms_model_pmu(m, i);
	}
	if (!pmu)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "--cputype %s is not supported!",
				 cputype && *cputype ? cputype : "core");
	name = pms_model_pmu_name(pmu);
	if (has_metrics(pmu, env)) {
		int max = pms_model_n_metrics(pmu) >= 8 ? 2 : 1;

		if (level > max) {
			pmsi_diag(d, PMS_ENOTSUP, PMS_NOPOS, 0,
				  "Invalid top-down metrics level. The max level is %d.", max);
			pmsi_hint(d, "%s has %d PERF_METRICS fields; level 2 needs 8", name,
				  pms_model_n_metrics(pmu));
			return PMS_ENOTSUP;
		}
		want = old ? 4 * max : 4 * level;
		at = (size_t)snprintf(buf, n, "{%s/slots/", name);
		for (int k = 0; k < want && at < n; k++)
			at += (size_t)snprintf(buf + at, n - at, ",%s/%s/", name, metric_names[k]);
	} else if (old && pmsi_core_alias(pmu, env, l1[0], strlen(l1[0]), &a)) {
		if (level > 1)
			return pmsi_diag(d, PMS_ENOTSUP, PMS_NOPOS, 0,
					 "Invalid top-down metrics level. The max level is 1.");
		for (int k = 0; k < 4 && at < n; k++)
			if (pmsi_core_alias(pmu, env, l1[k], strlen(l1[k]), &a))
				at += (size_t)snprintf(buf + at, n - at, "%s%s/%s/", at ? "," : "{",
						       name, l1[k]);
	} else {
		pmsi_diag(d, PMS_ENOTSUP, PMS_NOPOS, 0,
			  "%s has no TopDown slots or metrics events (no slots, no PERF_METRICS)",
			  name);
		if (old)
			pmsi_hint(d, "perf stat --topdown there says \"System does not support "
				  "topdown\"");
		else
			pmsi_hint(d, "perf 6.4 and later compute --topdown on %s from its TopdownL1 "
				  "metrics over general-counter events: 'pmusched predict --topdown "
				  "--cputype %s' models that list", name,
				  strncmp(name, "cpu_", 4) ? name : name + 4);
		return PMS_ENOTSUP;
	}
	if (at < n)
		at += (size_t)snprintf(buf + at, n - at, "}");
	return at < n ? PMS_OK : pmsi_diag(d, PMS_ELIMIT, PMS_NOPOS, 0, "buffer too small");
}

PMS_API int pms_topdown_event_list_pmu(const struct pms_model *m, const struct pms_env *env,
				       int level, const char *cputype, char *buf, size_t n,
				       struct pms_diag *d)
{
	int n_metrics = pms_model_n_metrics(m), w;
	struct pms_env e;
	size_t at;

	PMSI_ENV_TAKE(env, e, d, PMS_EINVAL);
	if (level != 1 && level != 2)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "level %d: TopDown has levels 1 and 2",
				 level);
	if (pms_model_is_hybrid(m) && pms_model_vendor(m) == PMS_VENDOR_INTEL)
		return hybrid_list(m, env, level, cputype, buf, n, d);
	if (cputype && *cputype)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "--cputype %s is not supported!",
				 cputype);
	if (has_metrics(m, env)) {
		int want = level == 2 ? 8 : 4;

		if (n_metrics < want) {
			pmsi_diag(d, PMS_ENOTSUP, PMS_NOPOS, 0,
				  "level 2 needs 8 metric fields; %s has %d", pms_model_name(m),
				  n_metrics);
			pmsi_hint(d, "Sapphire Rapids (spr) and later have level 2 in PERF_METRICS");
			return PMS_ENOTSUP;
		}
		/* before perf 6.4 the level-2 names whenever the PMU has
		 * topdown-heavy-ops (add_default_attributes(), 6.1) */
		if (n_metrics >= 8 &&
		    !pms_topdown_list_from_metrics(pms_perf_version_for(0, env ? env->kver : 0)))
			want = 8;
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

PMS_API int pms_topdown_event_list(const struct pms_model *m, const struct pms_env *env,
				   int level, char *buf, size_t n, struct pms_diag *d)
{
	return pms_topdown_event_list_pmu(m, env, level, NULL, buf, n, d);
}

/* The events of a list (its commas plus one). */
static int list_len(const char *list)
{
	int k = 1;

	for (; *list; list++)
		k += *list == ',';
	return k;
}

/* The sum of four level-1 counts, perf's divisor; the number non-zero in *@nonzero. */
static int sum_level1(const uint64_t *c, uint64_t *sum, int *nonzero, struct pms_diag *d)
{
	*sum = 0;
	*nonzero = 0;
	for (int k = 0; k < 4; k++) {
		if (c[k] > UINT64_MAX - *sum)
			return pmsi_diag(d, PMS_ERANGE, PMS_NOPOS, 0, "the four counts overflow");
		*sum += c[k];
		*nonzero += c[k] > 0;
	}
	return PMS_OK;
}

/*
 * cpu_atom's four level-1 aliases (perf before 6.4): each class is its
 * count over the four's sum, td_metric_ratio() of util/stat-shadow.c 6.1
 * (full_td(): at least two of them non-zero).
 */
static int atom_counts(const uint64_t *counts, struct pms_topdown_result *out,
		       struct pms_diag *d)
{
	struct pms_topdown_result r;
	uint64_t sum;
	int nonzero, rc = sum_level1(counts, &sum, &nonzero, d);

	if (rc)
		return rc;
	if (nonzero < 2)
		return pmsi_diag(d, PMS_ERANGE, PMS_NOPOS, 0,
				 "fewer than two of the four TopDown counts are non-zero: perf "
				 "prints no breakdown");
	memset(&r, 0, sizeof(r));
	r.level = 1;
	r.total_slots = sum;
	for (int k = 0; k < 4; k++) {
		r.slots[k] = counts[k];
		r.frac[k] = (double)counts[k] / (double)sum;
	}
	*out = r;
	return PMS_OK;
}

PMS_API int pms_topdown_from_counts(const struct pms_model *m, const struct pms_env *env,
				    int level, const uint64_t *counts, int n,
				    struct pms_topdown_result *out, struct pms_diag *d)
{
	return pms_topdown_from_counts_pmu(m, env, level, NULL, counts, n, out, d);
}

PMS_API int pms_topdown_from_counts_pmu(const struct pms_model *m, const struct pms_env *env,
					int level, const char *cputype, const uint64_t *counts,
					int n, struct pms_topdown_result *out, struct pms_diag *d)
{
	static const int parent[4] = { PMS_TD_RETIRING, PMS_TD_BAD_SPEC, PMS_TD_FE_BOUND,
				       PMS_TD_BE_BOUND };
	static const int derived[4] = { PMS_TD_LIGHT_OPS, PMS_TD_MACHINE_CLEARS, PMS_TD_FETCH_BW,
					PMS_TD_CORE_BOUND };
	char list[1024];
	int rc = pms_topdown_event_list_pmu(m, env, level, cputype, list, sizeof(list), d);
	struct pms_topdown_result r;
	uint64_t sum;
	int want, nonzero;

	if (rc)
		return rc;
	want = list_len(list);
	if (strncmp(list, "{slots", 6) && strstr(list, "/slots/,") == NULL &&
	    !strstr(list, "topdown-total-slots")) {
		if (n != want || want != 4)
			return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "%d counts for %d events", n,
					 want);
		return atom_counts(counts, out, d);
	}
	if (strstr(list, "topdown-total-slots")) {
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
	if (n != want)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "%d counts for %d events", n, want);
	if (!counts[0])
		return pmsi_diag(d, PMS_ERANGE, PMS_NOPOS, 0, "slots is 0: nothing was counted");
	/*
	 * perf divides by the four level-1 counts' sum, not by slots: each
	 * update adds slots times a byte of PERF_METRICS over 255, rounded
	 * down (arch/x86/events/intel/core.c icl_get_metrics_event_value()),
	 * so the sum falls short of slots.  util/stat-shadow.c td_metric_ratio()
	 * up to perf 6.3; the TopdownL1/L2 metrics' expressions after.
	 */
	rc = sum_level1(counts + 1, &sum, &nonzero, d);
	if (rc)
		return rc;
	if (!sum)
		return pmsi_diag(d, PMS_ERANGE, PMS_NOPOS, 0,
				 "the four level-1 TopDown counts are 0: perf prints no breakdown");
	memset(&r, 0, sizeof(r));
	r.level = level;
	r.n_fields = level == 2 ? PMS_TD_L2_FIELDS : PMS_TD_L1_FIELDS;
	r.total_slots = counts[0];
	/* perf 6.1 on a hybrid counts the level-2 group at level 1 too */
	for (int k = 0; k < (level == 2 ? 8 : 4); k++) {
		r.slots[k] = counts[k + 1];
		r.frac[k] = (double)counts[k + 1] / (double)sum;
	}
	if (level == 2) {
		for (int k = 0; k < 4; k++) {
			uint64_t p = r.slots[parent[k]], c = r.slots[PMS_TD_HEAVY_OPS + k];

			r.slots[derived[k]] = p > c ? p - c : 0;
			r.frac[derived[k]] = (double)r.slots[derived[k]] / (double)sum;
		}
	}
	*out = r;
	return PMS_OK;
}
