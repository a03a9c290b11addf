/*
 * The conditions of a question: the user's choices, else the host's, else
 * the defaults (include/pmusched/host.h pms_env_choose()).  One copy, which
 * the CLI's options (src/cli/opt.c) and the query API (query.c) both call.
 */
#include <string.h>
#include "internal.h"
#include "pmusched/host.h"

PMS_API int pms_env_choose(const struct pms_model *m, const struct pms_host *h, bool host_cpu,
			   const struct pms_env_choice *uc, struct pms_env *uout,
			   struct pms_diag *d)
{
	struct pms_env_choice c = PMS_ENV_CHOICE_INIT;
	struct pms_env probed = PMS_ENV_DEFAULT, r, *out = &r;
	bool host = h && host_cpu;
	int rc;

	if (!uout)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "NULL argument");
	rc = pmsi_sz_copy(&c, sizeof(c), uc, "struct pms_env_choice", d);
	if (!rc)
		rc = pmsi_env_take(&r, uout, d);
	if (rc)
		return rc;
	if (host)
		pms_host_env(h, &probed);
	memset(out, 0, sizeof(*out));
	out->sz = sizeof(*out);
	out->kver = c.kver ? c.kver : h && h->kver ? h->kver : PMS_KVER_NEWEST;
	out->ht = c.ht >= 0 ? c.ht : host ? probed.ht : true;
	if (c.nmi_watchdog >= 0)
		out->nmi_watchdog = c.nmi_watchdog;
	else if (m && pms_model_alloc(m) != PMS_ALLOC_X86)
		out->nmi_watchdog = false;
	else
		out->nmi_watchdog = host ? probed.nmi_watchdog : true;
	out->allow_tfa = c.allow_tfa >= 0 ? c.allow_tfa : host ? probed.allow_tfa : true;
	if (c.tsx >= 0)
		out->no_tsx = !c.tsx;
	else if (host)
		out->no_tsx = probed.no_tsx;
	if (host) {
		out->no_pmu = probed.no_pmu;
		out->counters_cut = probed.counters_cut;
		out->n_gp_cut = probed.n_gp_cut;
		out->n_fixed_cut = probed.n_fixed_cut;
		out->arm_pmceid = probed.arm_pmceid;
		out->arm_pmceid_known = probed.arm_pmceid_known;
	}
	out->arm_counters = c.arm_counters ? c.arm_counters : host ? probed.arm_counters : 0;
	if (c.sockets < 0 || c.sockets > 8192 || c.dies_per_socket < 0 ||
	    c.dies_per_socket > 8192 || c.cpus_per_die < 0 || c.cpus_per_die > 8192)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "a topology figure out of 1..8192");
	/* each figure on its own: the user's, the host's sysfs, the default */
	out->sockets = (uint16_t)(c.sockets ? c.sockets : host && h->sockets ? probed.sockets : 1);
	out->dies_per_socket = (uint16_t)(c.dies_per_socket ? c.dies_per_socket :
					  host && h->sockets ? probed.dies_per_socket : 1);
	out->cpus_per_die = (uint16_t)(c.cpus_per_die ? c.cpus_per_die :
				       host && h->sockets ? probed.cpus_per_die : 0);
	out->arm_pmuv3p5 = (uint8_t)(c.arm_pmuv3p5 < 0 ? 0 : c.arm_pmuv3p5 ? 2 : 1);
	pmsi_env_give(uout, out);
	return PMS_OK;
}
