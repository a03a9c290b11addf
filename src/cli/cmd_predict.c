/* Placeholder until the predict command lands. */
#include "cli.h"

const char usage_predict[] = "usage: pmusched predict (not yet available)\n";

int cmd_predict(struct cli *cli, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	cli_error(cli, "'predict' is not available yet");
	return EXIT_FAIL;
}
