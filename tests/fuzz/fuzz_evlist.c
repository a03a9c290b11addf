/* Fuzz target: the event-list parser on every model. */
#include <stdint.h>
#include <string.h>
#include "pmusched/pmusched.h"

int pms_fuzz_evlist(const uint8_t *data, size_t size);

int pms_fuzz_evlist(const uint8_t *data, size_t size)
{
	char buf[4096];

	if (size >= sizeof(buf))
		return 0;
	memcpy(buf, data, size);
	buf[size] = '\0';
	for (size_t i = 0; i < pms_model_count(); i++) {
		struct pms_evlist *ev = NULL;
		struct pms_diag d;

		if (pms_evlist_parse(pms_model_at(i), buf, &ev, &d) == PMS_OK)
			pms_evlist_free(ev);
	}
	return 0;
}

#ifdef PMS_LIBFUZZER
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	return pms_fuzz_evlist(data, size);
}
#endif
