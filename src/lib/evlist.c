/* Placeholder: the event-list parser lands with its issue. */
#include "internal.h"

PMS_API int pms_evlist_parse(const struct pms_model *model, const char *text,
			     struct pms_evlist **out, struct pms_diag *diag)
{
	(void)model;
	(void)text;
	*out = NULL;
	return pmsi_diag(diag, PMS_ENOTSUP, PMS_NOPOS, 0, "event lists not available yet");
}

PMS_API void pms_evlist_free(struct pms_evlist *ev) { (void)ev; }
