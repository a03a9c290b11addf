/*
 * The one option parser: getopt_long over the rows of a command's tables
 * (optab.h).  A long option's getopt value names its row, a short letter
 * is looked up, so a message can name the option as it was typed (-v or
 * --verbose) without its value.
 */
#include <stdbool.h>
#include <string.h>
#include "optab.h"
#include "predict.h"

#define OPT_MAX 96		/* rows of one command, all its tables */
#define LONG_BASE 0x4000	/* getopt value of row k: LONG_BASE + k */

struct flat {
	const struct cli_opt *row;
	void *set;
};

unsigned cli_opt_cmd_bit(const char *cmd)
{
	static const char *const names[] = { "predict", "explain", "plan", "events" };

	for (unsigned i = 0; cmd && i < sizeof(names) / sizeof(names[0]); i++)
		if (!strcmp(cmd, names[i]))
			return 1u << i;
	return 0;
}

/* "'pmusched explain' and 'pmusched plan'": the commands of @only. */
static void only_text(unsigned only, char *buf, size_t n)
{
	static const char *const names[] = { "predict", "explain", "plan", "events" };
	int k = 0, total = __builtin_popcount(only);
	size_t at = 0;

	buf[0] = '\0';
	for (unsigned i = 0; i < sizeof(names) / sizeof(names[0]) && at < n; i++) {
		if (!(only & (1u << i)))
			continue;
		at += (size_t)snprintf(buf + at, n - at, "%s'pmusched %s'",
				       !k ? "" : k + 1 == total ? " and " : ", ", names[i]);
		k++;
	}
}

static int run_row(struct cli *cli, const struct flat *f, const char *typed, const char *arg)
{
	const struct cli_opt *o = f->row;

	if (o->only && !(o->only & cli_opt_cmd_bit(cli->cmd))) {
		char cmds[128];

		only_text(o->only, cmds, sizeof(cmds));
		cli_error(cli, "option '%s' is only for %s", typed, cmds);
		return EXIT_USAGE;
	}
	switch (o->kind) {
	case CLI_OPT_STR:
		*(const char **)(void *)((char *)f->set + o->off) = arg;
		return EXIT_OK;
	case CLI_OPT_FLAG:
		*(bool *)(void *)((char *)f->set + o->off) = true;
		return EXIT_OK;
	case CLI_OPT_CALL:
		return o->fn(cli, o, arg, f->set) ? EXIT_USAGE : EXIT_OK;
	case CLI_OPT_HELP:
		return CLI_OPT_HELP_RC;
	}
	return EXIT_USAGE;
}

/* getopt's '?' for @typed: an option whose value is missing, or an unknown one. */
static int bad_option(struct cli *cli, const struct flat *rows, size_t nr, const char *typed)
{
	bool missing = optopt >= LONG_BASE;

	for (size_t k = 0; k < nr && !missing && optopt; k++)
		missing = rows[k].row->letter == optopt && rows[k].row->arg;
	if (missing)
		cli_error(cli, "option '%s' needs a value", typed);
	else
		cli_error(cli, "unknown option '%s'", typed);
	cli_hint(cli, "run 'pmusched %s -h'", cli->cmd);
	return EXIT_USAGE;
}

int cli_opt_parse(struct cli *cli, int argc, char **argv, const struct cli_optset *sets, int n,
		  unsigned flags)
{
	struct option longs[OPT_MAX + 1];
	struct flat rows[OPT_MAX];
	char shorts[2 * OPT_MAX + 2] = "+";
	size_t nr = 0, ns = flags & CLI_PARSE_PERMUTE ? 0 : 1;
	int c;

	for (int s = 0; s < n; s++) {
		for (const struct cli_opt *o = sets[s].rows; o->name && nr < OPT_MAX; o++) {
			rows[nr] = (struct flat){ o, sets[s].set };
			longs[nr] = (struct option){ o->name, o->arg ? required_argument :
						     no_argument, NULL, LONG_BASE + (int)nr };
			if (o->letter) {
				shorts[ns++] = o->letter;
				if (o->arg)
					shorts[ns++] = ':';
			}
			nr++;
		}
	}
	shorts[ns] = '\0';
	memset(&longs[nr], 0, sizeof(longs[nr]));
	while ((c = getopt_long(argc, argv, shorts, longs, NULL)) != -1) {
		char typed[64];
		size_t k = 0;
		int rc;

		if (c == '?' || c == ':')
			return bad_option(cli, rows, nr, argv[optind - 1]);
		if (c >= LONG_BASE) {
			k = (size_t)(c - LONG_BASE);
			snprintf(typed, sizeof(typed), "--%s", rows[k].row->name);
		} else {
			while (k < nr && rows[k].row->letter != c)
				k++;
			snprintf(typed, sizeof(typed), "-%c", c);
		}
		if (k >= nr)
			return EXIT_USAGE;
		rc = run_row(cli, &rows[k], typed, optarg);
		if (rc)
			return rc;
	}
	return EXIT_OK;
}

const struct cli_optset *cli_optab_of(const char *cmd, int *n)
{
	static struct cli_optset sets[3];
	unsigned bit = cli_opt_cmd_bit(cmd);

	if (!bit)
		return NULL;
	sets[0] = (struct cli_optset){ bit == CLI_FOR_EVENTS ? events_optab : predict_optab, NULL };
	sets[1] = (struct cli_optset){ cli_common_optab, NULL };
	sets[2] = (struct cli_optset){ plist_optab, NULL };
	*n = 3;
	return sets;
}
