/*
 * Weak stand-ins for the simulator functions 'stat --predict' calls, for
 * builds where the simulator has not landed.  A module's real, strong
 * definition replaces each of these at link time; until then callers get
 * PMS_ENOTSUP instead of a link failure.  Delete a stand-in once its
 * module is in.
 */
#include "internal.h"

#define PMS_WEAK __attribute__((weak))

PMS_API PMS_WEAK int pms_simulate(const struct pms_evlist *ev, const struct pms_sim_opts *o,
				  struct pms_sim **out, struct pms_diag *d)
{
	(void)ev;
	(void)o;
	if (out)
		*out = NULL;
	return pmsi_diag(d, PMS_ENOTSUP, PMS_NOPOS, 0, "the simulator is not available yet");
}

PMS_API PMS_WEAK void pms_sim_free(struct pms_sim *s)
{
	(void)s;
}

PMS_API PMS_WEAK const struct pms_ev_result *pms_sim_result(const struct pms_sim *s, int i)
{
	(void)s;
	(void)i;
	return NULL;
}
