/* Placeholder until the stat command lands. */
#include "cli.h"

const char usage_stat[] = "usage: pmusched stat (not yet available)\n";

int cmd_stat(struct cli *cli, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	cli_error(cli, "'stat' is not available yet");
	return EXIT_FAIL;
}
