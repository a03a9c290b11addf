/*
 * Fuzz target: 'assign --batch' through its real read loop.  The input is
 * the whole stream (any bytes, NULs and overlong lines included), fed
 * through a memory file descriptor; the reader must answer exactly one line
 * per input line.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include "../../src/cli/cli.h"

int pms_fuzz_batch(const uint8_t *data, size_t size);
int cli_assign_batch_fd(struct cli *cli, int fd);

int pms_fuzz_batch(const uint8_t *data, size_t size)
{
	static int in = -1;
	FILE *out = tmpfile(), *sink = fopen("/dev/null", "w");
	struct cli cli = { 0 };
	size_t lines = 0, answers = 0;
	int c;

	if (in < 0)
		in = memfd_create("pms-fuzz-batch", MFD_CLOEXEC);
	if (in < 0 || !out || !sink)
		goto done;
	if (ftruncate(in, 0) || lseek(in, 0, SEEK_SET) ||
	    (size && write(in, data, size) != (ssize_t)size) || lseek(in, 0, SEEK_SET))
		goto done;
	cli.out = out;
	cli.err = sink;
	cli.cmd = "assign";
	cli_assign_batch_fd(&cli, in);
	for (size_t i = 0; i < size; i++)
		lines += data[i] == '\n';
	lines += size && data[size - 1] != '\n';
	rewind(out);
	while ((c = fgetc(out)) != EOF)
		answers += c == '\n';
	if (answers != lines)
		abort();	/* one answer per input line, whatever it holds */
done:
	if (out)
		fclose(out);
	if (sink)
		fclose(sink);
	return 0;
}

#ifdef PMS_LIBFUZZER
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	return pms_fuzz_batch(data, size);
}
#endif
