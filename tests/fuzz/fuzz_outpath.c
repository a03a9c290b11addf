/*
 * Fuzz target: the output-path logic of stat -o and --svg (measure.h):
 * the temporary's name and the check of where a path leads, which has no
 * side effects.  Any bytes form the path.  The temporary's template always
 * ends in XXXXXX, keeps its last component within NAME_MAX and the whole
 * within PATH_MAX, and lies in the target's directory.
 */
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "pmusched/pmusched.h"

int pms_fuzz_outpath(const uint8_t *data, size_t size);

int pms_fuzz_outpath(const uint8_t *data, size_t size)
{
	char path[PATH_MAX + 64], tmpl[PATH_MAX];
	enum pms_outfile_kind kind;
	struct pms_diag d;
	int rc;

	if (size >= sizeof(path))
		return 0;
	memcpy(path, data, size);
	path[size] = '\0';
	rc = pms_outfile_tmp_template(path, tmpl, sizeof(tmpl));
	if (rc == PMS_OK) {
		const char *slash = strrchr(tmpl, '/'), *pslash = strrchr(path, '/');
		size_t len = strlen(tmpl), comp = strlen(slash ? slash + 1 : tmpl);

		if (len >= PATH_MAX || comp > NAME_MAX || len < 6 ||
		    strcmp(tmpl + len - 6, "XXXXXX"))
			abort();
		/* same directory: everything up to the last '/' is kept */
		if (pslash && (!slash || slash - tmpl != pslash - path ||
			       memcmp(tmpl, path, (size_t)(pslash - path))))
			abort();
	} else if (rc != PMS_EINVAL && rc != PMS_ELIMIT) {
		abort();
	}
	pms_diag_clear(&d);
	rc = pms_outfile_check(path, 0, &kind, &d);
	if (rc != PMS_OK && (d.code != rc || !d.msg[0]))
		abort();
	rc = pms_outfile_check(path, PMS_OUTFILE_F_APPEND, &kind, &d);
	if (rc != PMS_OK && (d.code != rc || !d.msg[0]))
		abort();
	return 0;
}

#ifdef PMS_LIBFUZZER
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	return pms_fuzz_outpath(data, size);
}
#endif
