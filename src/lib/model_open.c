/*
 * pms_model_open(): what perf_event_open does with one event in the x86
 * driver before any scheduling (x86_pmu_event_init -> the model's
 * hw_config), and the extra registers events need.
 *
 * Order of the checks, as the kernel runs them (arch/x86/events/core.c,
 * intel/core.c, amd/core.c, amd/ibs.c; 6.1 and 6.12):
 *   AMD: precise events go to IBS first (amd_pmu_hw_config).
 *   x86_pmu_hw_config: precise_ip against x86_pmu_max_precise()
 *     (EOPNOTSUPP), a precise event that does not sample (EINVAL), the
 *     period against limit_period (EINVAL), config1 against the extra
 *     register's valid mask (x86_pmu_extra_regs, EINVAL).
 *   intel_pmu_hw_config: topdown events take no flags and no config1.
 *   hsw_hw_config: in_tx/in_tx_cp with precise or any (EOPNOTSUPP), a
 *     checkpointed event sampling below 0x7fffffff (EOPNOTSUPP).
 * The group checks (validate_group with its fake cpuc, topdown leaders)
 * and the empty constraint of validate_event are the simulator's.
 */
#include <errno.h>
#include <string.h>
#include "internal.h"
#include "../../models/model_table.h"

#define CFG_ANY      (UINT64_C(1) << 21)
#define CFG_IN_TX    (UINT64_C(1) << 32)
#define CFG_IN_TX_CP (UINT64_C(1) << 33)

static uint32_t kver_of(const struct pms_env *env)
{
	return env && env->kver ? env->kver : PMS_KVER_NEWEST;
}

static int in_force(uint32_t since, uint32_t until, uint32_t kver)
{
	return (!since || kver >= since) && (!until || kver < until);
}

PMS_API const char *pms_xreg_name(int xreg)
{
	static const char *const names[PMS_XREG_N] = {
		"OFFCORE_RSP_0", "OFFCORE_RSP_1", "LD_LAT", "FRONTEND", "SNOOP_RSP_0", "SNOOP_RSP_1",
		"OMR_0", "OMR_1", "OMR_2", "OMR_3",
	};

	return xreg >= 0 && xreg < PMS_XREG_N ? names[xreg] : "?";
}

/*
 * x86_pmu_extra_regs(): the first row whose event and umask match.  A
 * kernel that predates the model installs no extra registers.
 */
static const struct pms_extra_reg *xreg_row(const struct pms_model *m, const struct pms_env *env,
					    uint64_t config)
{
	uint32_t kver = kver_of(env);

	if (!m->extra || !pmsi_model_known(m, env))
		return NULL;
	for (const struct pms_extra_reg *x = m->extra; x->code; x++)
		if (in_force(x->since, x->until, kver) && x->code == (config & 0xffff))
			return x;
	return NULL;
}

int pmsi_model_xreg(const struct pms_model *m, const struct pms_env *env, uint64_t config,
		    uint64_t *valid)
{
	const struct pms_extra_reg *x = xreg_row(m, env, config);

	if (valid)
		*valid = x ? x->valid : 0;
	return x ? x->msr : -1;
}

static const struct pms_extra_reg *xreg_by_msr(const struct pms_model *m,
					       const struct pms_env *env, int xreg)
{
	uint32_t kver = kver_of(env);

	if (!m->extra || !pmsi_model_known(m, env))
		return NULL;
	for (const struct pms_extra_reg *x = m->extra; x->code; x++)
		if (in_force(x->since, x->until, kver) && x->msr == xreg)
			return x;
	return NULL;
}

uint64_t pmsi_model_xreg_valid(const struct pms_model *m, const struct pms_env *env, int xreg)
{
	const struct pms_extra_reg *x = xreg_by_msr(m, env, xreg);

	return x ? x->valid : 0;
}

int pmsi_model_xreg_alt(const struct pms_model *m, const struct pms_env *env, int xreg)
{
	const struct pms_extra_reg *x = xreg_by_msr(m, env, xreg);

	return x ? x->alt : -1;
}

/* The model's limit_period: the smallest period the kernel programs. */
static uint64_t limit_period(unsigned rules, uint64_t cfg, int precise, uint64_t left)
{
	bool inst_all = (cfg & 0xffff) == 0x01c0;	/* erratum_hsw11() */

	if ((rules & PMSI_RULE_LIMIT_NHM) && left < 32)
		left = 32;
	if (rules & PMSI_RULE_LIMIT_HSW) {
		uint64_t min = inst_all ? 128 : 32;

		if (left < min)
			left = min;
	}
	if ((rules & PMSI_RULE_LIMIT_BDW) && inst_all) {
		if (left < 128)
			left = 128;
		left &= ~UINT64_C(0x3f);
	}
	if ((rules & PMSI_RULE_LIMIT_GLC) && precise == 3 && left < 128)
		left = 128;
	return left;
}

/*
 * x86_pmu_hw_config(): from 5.11 (approx: the 5.10.13 form checks any
 * non-zero attr.sample_period, a frequency included; 6.1 checks sampling
 * events in period mode only) a period the model would raise is EINVAL.
 */
static bool period_refused(const struct pms_env *env, unsigned rules, const struct pms_hwev *ev,
			   uint64_t cfg)
{
	bool new_form = kver_of(env) >= PMS_KVER_RC(5, 11, 1);

	if (!ev->sample_period || (new_form && ev->freq))
		return false;
	return limit_period(rules, cfg, ev->precise, ev->sample_period) > ev->sample_period;
}

static int refuse(struct pms_open *out, int err, const char *reason)
{
	out->err = err;
	out->reason = reason;
	return PMS_OK;
}

/* amd_pmu_hw_config(): precise events are forwarded to IBS (attr.config compared exactly). */
static int amd_open(unsigned rules, const struct pms_hwev *ev, uint64_t cfg, struct pms_open *out)
{
	if (!ev->precise)
		return PMS_OK;
	if (!(rules & PMS_RULE_IBS))
		return refuse(out, EOPNOTSUPP, "no precise sampling on this model (x86_pmu_max_precise() is 0)");
	if (ev->precise > 2)
		return refuse(out, EOPNOTSUPP,
			      "AMD IBS takes precise levels 1 and 2 only (forward_event_to_ibs)");
	if (cfg != 0x76 && cfg != 0xc1)
		return refuse(out, ENOENT, "on AMD only cycles (0x76) and 0xc1 can be precise, "
			      "through the ibs_op PMU (forward_event_to_ibs); no PMU takes this event");
	out->ibs = true;
	if (!ev->sample_period)
		return refuse(out, EINVAL, "the ibs_op PMU needs a sample period (perf_ibs_init): "
			      "precise cycles cannot be counted on AMD");
	return PMS_OK;
}

static bool topdown_event(uint64_t cfg)
{
	unsigned code = (unsigned)(cfg & 0xffff);

	return code == 0x0400 || (code >= 0x8000 && code <= 0x8700 && !(code & 0xff));
}

static int intel_open(const struct pms_model *m, const struct pms_env *env, unsigned rules,
		      const struct pms_hwev *ev, struct pms_open *out)
{
	uint64_t cfg = pmsi_hw_config(m, env, rules, ev->config), valid = 0;
	int max = pms_model_max_precise(m, env);

	if (ev->precise > max)
		return refuse(out, EOPNOTSUPP, max == 0 ?
			      "no PEBS on this model and kernel: x86_pmu_max_precise() is 0" :
			      ":ppp needs pebs_prec_dist, which this model and kernel lack: "
			      "x86_pmu_max_precise() is 2");
	if (ev->precise && !ev->sample_period)
		return refuse(out, EINVAL, "a precise event must sample (x86_pmu_hw_config): perf stat "
			      "counts, so it is refused; perf record (--record) samples");
	if (period_refused(env, rules, ev, cfg))
		return refuse(out, EINVAL, "the sample period is below the model's limit_period "
			      "(x86_pmu_hw_config)");
	out->xreg = pmsi_model_xreg(m, env, ev->config, &valid);
	if (out->xreg >= 0 && (ev->config1 & ~valid))
		return refuse(out, EINVAL, "config1 sets bits outside the extra register's valid mask "
			      "(x86_pmu_extra_regs)");
	if ((rules & PMS_RULE_TOPDOWN) && topdown_event(ev->config) &&
	    ((ev->config & PMS_X86_ALL_FLAGS) || ev->config1))
		return refuse(out, EINVAL, "topdown events take no flags and no config1 "
			      "(intel_pmu_hw_config)");
	if ((rules & PMS_RULE_TOPDOWN) && topdown_event(ev->config) && (ev->config & 0xffff) != 0x0400 &&
	    (ev->config & 0xffff) < 0x8000u + 0x100u * (unsigned)m->n_metrics && ev->sample_period)
		return refuse(out, EINVAL, "a topdown metric event may not sample "
			      "(intel_pmu_hw_config)");
	if (!(cfg & (CFG_IN_TX | CFG_IN_TX_CP)))
		return PMS_OK;
	if ((cfg & CFG_ANY) || ev->precise)
		return refuse(out, EOPNOTSUPP, "in_tx/in_tx_cp with a precise or any-thread event "
			      "(hsw_hw_config)");
	if ((cfg & CFG_IN_TX_CP) && ev->sample_period && ev->sample_period < 0x7fffffff)
		return refuse(out, EOPNOTSUPP, "a checkpointed (in_tx_cp) event may not sample below "
			      "0x7fffffff (hsw_hw_config)");
	return PMS_OK;
}

/*
 * arm64: a PMU the kernel has no driver for takes nothing (the event
 * falls to no PMU: ENOENT); otherwise the event-only refusals of
 * pmsi_arm_refusal() for a task-bound event with perf's default
 * exclude_guest.  The CPU-wide, exclude_idle and guest conditions depend
 * on the attr and the target: the simulator checks those.  precise_ip is
 * not looked at (arm_pmu.c).
 */
static int arm_open(const struct pms_model *m, const struct pms_env *env,
		    const struct pms_hwev *ev, struct pms_open *out)
{
	struct pms_arm_pmu p;
	struct pms_arm_ev e;
	const char *why;

	if (pms_model_arm_pmu(m, env, &p, NULL))
		return refuse(out, ENOENT, "no kernel driver for this PMU at this version "
			      "(apple_m1_cpu_pmu.c arrived later): no PMU takes the event");
	pms_arm_ev_decode(&p, ev->config, ev->config1, &e);
	why = pmsi_arm_refusal(&p, &e);
	if (!why)
		return PMS_OK;
	return refuse(out, strstr(why, "EOPNOTSUPP") ? EOPNOTSUPP : strstr(why, "EPERM") ? EPERM :
		      EINVAL, why);
}

PMS_API int pms_model_open(const struct pms_model *m, const struct pms_env *env,
			   const struct pms_hwev *ev, struct pms_open *out)
{
	unsigned rules;
	struct pms_env e;

	if (!out)
		return PMS_EINVAL;
	memset(out, 0, sizeof(*out));
	out->xreg = -1;
	if (!m || !ev)
		return PMS_EINVAL;
	PMSI_ENV_TAKE(env, e, NULL, PMS_EINVAL);
	if (pmsi_model_is_arm(m))
		return arm_open(m, env, ev, out);
	rules = pmsi_model_rules(m, env);
	if (m->vendor == PMS_VENDOR_AMD)
		return amd_open(rules, ev, ev->config, out);
	return intel_open(m, env, rules, ev, out);
}
