/* Placeholder until the list command lands. */
#include "cli.h"

const char usage_list[] = "usage: pmusched list (not yet available)\n";

int cmd_list(struct cli *cli, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	cli_error(cli, "'list' is not available yet");
	return EXIT_FAIL;
}
