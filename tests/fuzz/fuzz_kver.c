/*
 * Fuzz target: kernel versions (--kernel, --perf-version, batch kernel=).
 * A parsed version must print back to text that parses to the same value,
 * and pms_kver_check() must classify it.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "pmusched/pmusched.h"

int pms_fuzz_kver(const uint8_t *data, size_t size);

int pms_fuzz_kver(const uint8_t *data, size_t size)
{
	char buf[256], text[64];
	struct pms_diag d;
	uint32_t v = 0, again = 0;

	if (size >= sizeof(buf))
		return 0;
	memcpy(buf, data, size);
	buf[size] = '\0';
	if (pms_kver_parse(buf, &v, &d) != PMS_OK) {
		if (d.code != PMS_ESYNTAX || !d.msg[0])
			abort();
		return 0;
	}
	{
		int rc = pms_kver_check(v, &d);

		if (rc != PMS_OK && rc != 1 && (rc != PMS_ERANGE || !d.msg[0]))
			abort();
	}
	pms_kver_format(v, text, sizeof(text));
	if (pms_kver_parse(text, &again, NULL) != PMS_OK || again != v)
		abort();
	return 0;
}

#ifdef PMS_LIBFUZZER
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	return pms_fuzz_kver(data, size);
}
#endif
