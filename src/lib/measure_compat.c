/*
 * Weak stand-ins for functions of modules that land separately (the
 * event-list queries and the simulator).  A module's real, strong
 * definition replaces each of these at link time; until then callers get
 * PMS_ENOTSUP instead of a link failure.  Delete a stand-in once its
 * module is in.
 */
#include "internal.h"

#define PMS_WEAK __attribute__((weak))

PMS_API PMS_WEAK int pms_evlist_count(const struct pms_evlist *ev)
{
	(void)ev;
	return 0;
}

PMS_API PMS_WEAK int pms_evlist_event(const struct pms_evlist *ev, int i,
				      struct pms_event_info *out)
{
	(void)ev;
	(void)i;
	(void)out;
	return PMS_ENOTSUP;
}

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
