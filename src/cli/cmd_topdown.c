/* Placeholder until the topdown command lands. */
#include "cli.h"

const char usage_topdown[] = "usage: pmusched topdown (not yet available)\n";

int cmd_topdown(struct cli *cli, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	cli_error(cli, "'topdown' is not available yet");
	return EXIT_FAIL;
}
