/*
 * Fuzz target: 'stat' option parsing and everything checked before a run
 * (the event list, -C CPU lists, the -o path, -I times), without running
 * anything.  The input is split into argv words at newlines, as for the
 * cli target.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include "../../src/cli/cli.h"

int pms_fuzz_stat(const uint8_t *data, size_t size);
int cli_stat_check(struct cli *cli, int argc, char **argv);

int pms_fuzz_stat(const uint8_t *data, size_t size)
{
	static FILE *sink;
	char buf[4096], *argv[66];
	struct cli cli = { 0 };
	int argc = 0, rc;
	size_t i = 0;

	if (size >= sizeof(buf))
		return 0;
	if (!sink)
		sink = fopen("/dev/null", "w");
	if (!sink)
		return 0;
	memcpy(buf, data, size);
	buf[size] = '\0';
	argv[argc++] = "stat";
	while (i <= size && argc < 64) {
		char *w = buf + i;
		size_t len = strcspn(w, "\n");

		w[len] = '\0';
		argv[argc++] = w;
		i += len + 1;
	}
	argv[argc] = NULL;
	cli.out = cli.err = sink;
	cli.cmd = "stat";
	rc = cli_stat_check(&cli, argc, argv);
	cli_host_release(&cli);
	(void)rc;
	return 0;
}

#ifdef PMS_LIBFUZZER
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	return pms_fuzz_stat(data, size);
}
#endif
