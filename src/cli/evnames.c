/*
 * 'pmusched events --list-names --cpu MODEL': every event name the model
 * accepts, one a line, for shell completion.  Kept apart from
 * cmd_events.c, which only dispatches here.
 *
 * The names come from the library (pms_model_for_each_event_name()).
 */
#include <string.h>
#include "cli.h"

static void print_name(void *ctx, const char *name)
{
	fprintf((FILE *)ctx, "%s\n", name);
}

int cli_events_list_names(struct cli *cli, const char *cpu)
{
	const struct pms_model *m = NULL;
	struct pms_diag d;

	pms_diag_clear(&d);
	if (!cpu || !strcmp(cpu, "host")) {
		if (pms_model_host(&m, &d)) {
			cli_print_diag(cli, NULL, &d);
			return EXIT_FAIL;
		}
	} else if (!(m = pms_model_find(cpu))) {
		cli_error(cli, "unknown CPU model '%s'", cpu);
		return EXIT_USAGE;
	}
	pms_model_for_each_event_name(m, print_name, cli->out);
	return EXIT_OK;
}
