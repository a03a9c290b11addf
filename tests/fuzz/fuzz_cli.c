/*
 * Fuzz target: option values through the whole CLI.  The input is split
 * into argv words at newlines (so a word may hold blanks, braces, quotes);
 * output goes to /dev/null.  'stat' goes through everything it checks
 * before a run (cli_stat_check) and never runs; stdin is /dev/null so
 * 'assign --batch' reads nothing.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include "../../src/cli/cli.h"

int pms_fuzz_cli(const uint8_t *data, size_t size);
int cli_stat_check(struct cli *cli, int argc, char **argv);

static const char *const allowed[] = {
	"predict", "explain", "events", "assign", "list", "help", "plan", "--help", "--version",
};

int pms_fuzz_cli(const uint8_t *data, size_t size)
{
	static FILE *sink;
	static int stdin_ok;
	char buf[4096], *argv[65];
	int argc = 0, ok = 0;
	size_t i = 0;

	if (size >= sizeof(buf))
		return 0;
	if (!sink)
		sink = fopen("/dev/null", "w");
	if (!stdin_ok)
		stdin_ok = freopen("/dev/null", "r", stdin) != NULL;
	if (!sink || !stdin_ok)
		return 0;
	memcpy(buf, data, size);
	buf[size] = '\0';
	argv[argc++] = "pmusched";
	while (i <= size && argc < 64) {
		char *w = buf + i;
		size_t len = strcspn(w, "\n");

		w[len] = '\0';
		argv[argc++] = w;
		i += len + 1;
	}
	argv[argc] = NULL;
	/* --variability-from reads a file: only the test captures, never /dev/zero */
	for (int k = 1; k < argc; k++)
		if (!strncmp(argv[k], "--variability-", 14) &&
		    (strchr(argv[k], '=') || k + 1 == argc ||
		     strncmp(argv[k + 1], "tests/golden/replay/", 20) || strstr(argv[k + 1], "..")))
			return 0;
	if (!strcmp(argv[1], "stat")) {
		struct cli cli = { .out = sink, .err = sink, .cmd = "stat" };

		cli_stat_check(&cli, argc - 1, argv + 1);
		cli_host_release(&cli);
		return 0;
	}
	for (size_t k = 0; k < sizeof(allowed) / sizeof(allowed[0]); k++)
		if (!strcmp(argv[1], allowed[k]))
			ok = 1;
	if (!ok)
		return 0;
	pms_cli_main(argc, argv, sink, sink);
	return 0;
}

#ifdef PMS_LIBFUZZER
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	return pms_fuzz_cli(data, size);
}
#endif
