/*
 * pmusched's command table and in-process entry point.  The one place a
 * command is registered.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <perfmon/pfmlib.h>
#include "cli.h"

static const struct cmd commands[] = {
	{ "predict", cmd_predict, "predict perf stat's schedule and output without running", usage_predict },
	{ "explain", cmd_explain, "say why events multiplex or fail, and what fixes it", usage_explain },
	{ "plan",    cmd_plan,    "regroup an event list so every event counts, least multiplexed", usage_plan },
	{ "events",  cmd_events,  "resolve an event list: encodings and counter masks", usage_events },
	{ "assign",  cmd_assign,  "run the kernel's counter-assignment routine on masks", usage_assign },
	{ "list",    cmd_list,    "list CPU models, or one model's counters and tables", usage_list },
	{ "stat",    cmd_stat,    "count events with perf_event_open, like perf stat", usage_stat },
	{ "topdown", cmd_topdown, "TopDown events, schedule and metric decoding", usage_topdown },
	{ "doctor",  cmd_doctor,  "what this machine can count with perf, why not, and the fix", usage_doctor },
	{ "atlas",   cmd_atlas,   "every perf metric of a model: multiplexed?, best grouping, constraint", usage_atlas },
};

static const char main_usage[] =
	"usage: pmusched [--version] [--help] COMMAND [ARGS]\n"
	"\n"
	"Exit status: 0 success (multiplexing is a result, not an error),\n"
	"1 failure, 2 usage error, 77 the host lacks the capability (doctor:\n"
	"3 when the host counts hardware events only partly).\n"
	"\n"
	"Commands:\n";

static void print_main_usage(FILE *f)
{
	fputs(main_usage, f);
	for (size_t i = 0; i < sizeof(commands) / sizeof(commands[0]); i++)
		fprintf(f, "  %-8s %s\n", commands[i].name, commands[i].summary);
	fputs("\nRun 'pmusched help COMMAND' or 'pmusched COMMAND -h' for a command's options.\n", f);
}

static const struct cmd *find_cmd(const char *name)
{
	for (size_t i = 0; i < sizeof(commands) / sizeof(commands[0]); i++)
		if (!strcmp(commands[i].name, name))
			return &commands[i];
	return NULL;
}

void cli_usage(FILE *f, const char *name)
{
	const struct cmd *c = find_cmd(name);

	if (c)
		fputs(c->usage, f);
}

/* Levenshtein distance, small strings only (command names, options). */
static size_t edit_distance(const char *a, const char *b)
{
	size_t la = strlen(a), lb = strlen(b), row[64];

	if (la >= 63 || lb >= 63)
		return 99;
	for (size_t j = 0; j <= lb; j++)
		row[j] = j;
	for (size_t i = 1; i <= la; i++) {
		size_t prev = row[0], tmp;

		row[0] = i;
		for (size_t j = 1; j <= lb; j++) {
			size_t best = prev + (a[i - 1] != b[j - 1]);

			if (row[j] + 1 < best)
				best = row[j] + 1;
			if (row[j - 1] + 1 < best)
				best = row[j - 1] + 1;
			tmp = row[j];
			row[j] = best;
			prev = tmp;
		}
	}
	return row[lb];
}

static int print_version(FILE *f)
{
	unsigned v = (unsigned)pfm_get_version();

	fprintf(f, "pmusched %s (libpfm4 %u.%u, built against %u.%u)\n", pms_version(),
		PFM_MAJ_VERSION(v), PFM_MIN_VERSION(v),
		PFM_MAJ_VERSION(LIBPFM_VERSION), PFM_MIN_VERSION(LIBPFM_VERSION));
	fprintf(f, "perf event tables: %s tools/perf/pmu-events, %zu tables%s%s; "
		"by --perf-version also %s, %s, %s\n",
		pms_perf_source(), pms_perf_table_count(),
		pms_perf_htoff_source()[0] ? "; CounterHTOff from " : "", pms_perf_htoff_source(),
		pms_perf_source_for(PMS_KVER(6, 1)), pms_perf_source_for(PMS_KVER(7, 2)),
		pms_perf_source_for(PMS_KVER(7, 3)));
	return EXIT_OK;
}


int pms_cli_main(int argc, char **argv, FILE *out, FILE *err)
{
	struct cli cli = { .out = out, .err = err, .cmd = NULL };
	const struct cmd *c;
	int rc;

	if (argc < 2) {
		print_main_usage(err);
		return EXIT_USAGE;
	}
	if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
		print_main_usage(out);
		return EXIT_OK;
	}
	if (!strcmp(argv[1], "--version") || !strcmp(argv[1], "version"))
		return print_version(out);
	if (!strcmp(argv[1], "help")) {
		if (argc < 3) {
			print_main_usage(out);
			return EXIT_OK;
		}
		c = find_cmd(argv[2]);
		if (!c) {
			cli_error(&cli, "unknown command '%s'", argv[2]);
			return EXIT_USAGE;
		}
		fputs(c->usage, out);
		return EXIT_OK;
	}
	c = find_cmd(argv[1]);
	if (!c) {
		const char *best = NULL;
		size_t best_d = 3;

		for (size_t i = 0; i < sizeof(commands) / sizeof(commands[0]); i++) {
			size_t d = edit_distance(argv[1], commands[i].name);

			if (d < best_d) {
				best_d = d;
				best = commands[i].name;
			}
		}
		cli_error(&cli, "unknown command '%s'", argv[1]);
		if (best)
			cli_hint(&cli, "did you mean '%s'?", best);
		else
			cli_hint(&cli, "run 'pmusched --help' for the list of commands");
		return EXIT_USAGE;
	}
	cli.cmd = c->name;
	optind = 0;	/* reset getopt for in-process reuse (GNU: full reinit) */
	opterr = 0;
	rc = c->run(&cli, argc - 1, argv + 1);
	cli_host_release(&cli);
	if (fflush(out) != 0 || ferror(out)) {
		fprintf(err, "pmusched: error: cannot write output\n");
		return EXIT_FAIL;
	}
	return rc;
}
