/* Placeholder until the events command lands. */
#include "cli.h"

const char usage_events[] = "usage: pmusched events (not yet available)\n";

int cmd_events(struct cli *cli, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	cli_error(cli, "'events' is not available yet");
	return EXIT_FAIL;
}
