/* Placeholder: host detection, validation and row listing land with the models. */
#include "internal.h"

PMS_API int pms_model_host(const struct pms_model **out, struct pms_diag *d)
{
	*out = NULL;
	return pmsi_diag(d, PMS_ENOTSUP, PMS_NOPOS, 0, "host detection not available yet");
}

PMS_API int pms_model_validate(const struct pms_model *m, struct pms_diag *d)
{
	(void)m;
	(void)d;
	return PMS_OK;
}
