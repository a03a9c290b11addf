/*
 * Fuzz target: CPU lists (stat -C, the sysfs online file).  A success is
 * sorted, distinct and within range; a failure names a code and a message.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "pmusched/pmusched.h"

int pms_fuzz_cpulist(const uint8_t *data, size_t size);

int pms_fuzz_cpulist(const uint8_t *data, size_t size)
{
	static int cpus[65536];
	char buf[4096];
	struct pms_diag d;
	int n = -1, dups = -1, rc;

	if (size >= sizeof(buf))
		return 0;
	memcpy(buf, data, size);
	buf[size] = '\0';
	rc = pms_cpu_list_parse(buf, cpus, 65536, &n, &dups, &d);
	if (rc == PMS_OK) {
		if (n < 1 || dups < 0)
			abort();
		for (int i = 0; i < n; i++)
			if (cpus[i] < 0 || cpus[i] > 65535 || (i && cpus[i] <= cpus[i - 1]))
				abort();
	} else if (d.code != rc || !d.msg[0]) {
		abort();
	}
	/* a small array: PMS_ELIMIT, never an overrun */
	rc = pms_cpu_list_parse(buf, cpus, 2, &n, NULL, &d);
	if (rc == PMS_OK && n > 2)
		abort();
	return 0;
}

#ifdef PMS_LIBFUZZER
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	return pms_fuzz_cpulist(data, size);
}
#endif
