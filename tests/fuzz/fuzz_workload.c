/*
 * Fuzz target: workload phase lists and durations, the two parsers behind
 * predict's --workload, --duration, --mux-interval and --timer-phase.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "pmusched/pmusched.h"

int pms_fuzz_workload(const uint8_t *data, size_t size);

int pms_fuzz_workload(const uint8_t *data, size_t size)
{
	static struct pms_phase phases[PMS_SIM_MAX_PHASES];
	char buf[4096];
	struct pms_diag d;
	unsigned n = 0;
	uint64_t ns = 0;
	int rc;

	if (size >= sizeof(buf))
		return 0;
	memcpy(buf, data, size);
	buf[size] = '\0';
	rc = pms_workload_parse(buf, 1000000000, phases, PMS_SIM_MAX_PHASES, &n, &d);
	/* a success fills 1..cap phases; a failure names a code and a message */
	if (rc == PMS_OK && (n == 0 || n > PMS_SIM_MAX_PHASES))
		abort();
	if (rc != PMS_OK && (d.code != rc || !d.msg[0]))
		abort();
	{
		/* the same bytes as a core share: a success adds up to 100 */
		struct pms_core_share sh;
		unsigned sum = 0;

		if (pms_core_share_parse(buf, &sh, &d) == PMS_OK) {
			for (unsigned k = 0; k < sh.n; k++)
				sum += sh.pct[k];
			if (!sh.n || sh.n > PMS_MAX_CORE_PMUS || sum != 100)
				abort();
		}
	}
	/* a small cap must give PMS_ELIMIT, never an overrun */
	rc = pms_workload_parse(buf, 1, phases, 2, &n, &d);
	if (rc == PMS_OK && n > 2)
		abort();
	rc = pms_duration_parse(buf, &ns, &d);
	if (rc != PMS_OK && (d.code != rc || !d.msg[0]))
		abort();
	{
		/* the same bytes as a core share: a success adds up to 100 */
		struct pms_core_share sh;
		unsigned sum = 0;

		if (pms_core_share_parse(buf, &sh, &d) == PMS_OK) {
			for (unsigned k = 0; k < sh.n; k++)
				sum += sh.pct[k];
			if (!sh.n || sh.n > PMS_MAX_CORE_PMUS || sum != 100)
				abort();
		}
	}
	return 0;
}

#ifdef PMS_LIBFUZZER
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	return pms_fuzz_workload(data, size);
}
#endif
