/*
 * Fuzz target: arm64 host identification text (pms_midr_parse()): a sysfs
 * midr_el1 value or a /proc/cpuinfo listing.  The first byte picks the
 * processor asked for (-1 or 0-254).  A refusal is PMS_ESYNTAX with a
 * message; a value parsed goes through pms_model_identify_midr(), which
 * answers a model or PMS_ENOMODEL with a message, and a value printed as
 * sysfs text parses back to itself.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pmusched/pmusched.h"

int pms_fuzz_midr(const uint8_t *data, size_t size);

int pms_fuzz_midr(const uint8_t *data, size_t size)
{
	static char buf[65536 + 1];
	const struct pms_model *p, *u;
	char text[32];
	struct pms_diag d;
	uint32_t v = 0, again = 0;
	int cpu, rc;

	if (!size || size > sizeof(buf) - 1)
		return 0;
	cpu = data[0] == 0xff ? -1 : data[0];
	memcpy(buf, data + 1, size - 1);
	buf[size - 1] = '\0';
	rc = pms_midr_parse(buf, cpu, &v, &d);
	if (rc != PMS_OK) {
		if (rc != PMS_ESYNTAX || !d.msg[0])
			abort();
		return 0;
	}
	rc = pms_model_identify_midr(v, &p, &u, &d);
	if ((rc == PMS_OK) != (p != NULL) || (rc != PMS_OK && (rc != PMS_ENOMODEL || !d.msg[0])))
		abort();
	if (rc == PMS_OK && (!u || pms_model_platform(u) != p))
		abort();
	snprintf(text, sizeof(text), "0x%016llx\n", (unsigned long long)v);
	if (pms_midr_parse(text, -1, &again, NULL) != PMS_OK || again != v)
		abort();
	return 0;
}

#ifdef PMS_LIBFUZZER
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	return pms_fuzz_midr(data, size);
}
#endif
