/* Fuzz target: one 'assign --batch' line through the CLI's own parser. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include "../../src/cli/cli.h"

int pms_fuzz_batch(const uint8_t *data, size_t size);
int cli_assign_batch_line(struct cli *cli, char *line);

int pms_fuzz_batch(const uint8_t *data, size_t size)
{
	static FILE *sink;
	char buf[8192];
	struct cli cli;

	if (size >= sizeof(buf))
		return 0;
	if (!sink)
		sink = fopen("/dev/null", "w");
	if (!sink)
		return 0;
	memcpy(buf, data, size);
	buf[size] = '\0';
	cli.out = cli.err = sink;
	cli.cmd = "assign";
	cli_assign_batch_line(&cli, buf);
	return 0;
}

#ifdef PMS_LIBFUZZER
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	return pms_fuzz_batch(data, size);
}
#endif
