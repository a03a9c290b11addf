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

static const char *const cmd_names[] = {
	"predict", "explain", "plan", "events", "stat", "list", "topdown", "doctor", "atlas",
	"assign",
};
#define N_CMDS (sizeof(cmd_names) / sizeof(cmd_names[0]))

unsigned cli_opt_cmd_bit(const char *cmd)
{
	size_t len = cmd ? strcspn(cmd, " ") : 0;

	for (unsigned i = 0; cmd && i < N_CMDS; i++)
		if (strlen(cmd_names[i]) == len && !strncmp(cmd, cmd_names[i], len))
			return 1u << i;
	return 0;
}

/* "'pmusched explain' and 'pmusched plan'": the commands of @only. */
static void only_text(unsigned only, char *buf, size_t n)
{
	int k = 0, total = __builtin_popcount(only);
	size_t at = 0;

	buf[0] = '\0';
	for (unsigned i = 0; i < N_CMDS && at < n; i++) {
		if (!(only & (1u << i)))
			continue;
		at += (size_t)snprintf(buf + at, n - at, "%s'pmusched %s'",
				       !k ? "" : k + 1 == total ? " and " : ", ", cmd_names[i]);
		k++;
	}
}

static int run_row(struct cli *cli, const struct flat *f, const char *typed, const char *arg)
{
	const struct cli_opt *o = f->row;

	if (o->only && !(o->only & cli_opt_cmd_bit(cli->cmd))) {
		char cmds[256];

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

/*
 * getopt's '?': a letter it does not know or whose value is missing (the
 * letter in optopt, also inside a cluster), a long option whose value is
 * missing or was given to one that takes none (optopt: its row), or an
 * unknown or ambiguous long option (optopt 0; optind is past it).
 */
static int bad_option(struct cli *cli, const struct flat *rows, size_t nr, char **argv)
{
	const struct cli_opt *o = NULL;
	const char *typed = argv[optind - 1];	/* an unknown long option, whole */
	char buf[64];

	if (optopt >= LONG_BASE && (size_t)(optopt - LONG_BASE) < nr) {
		o = rows[optopt - LONG_BASE].row;
		snprintf(buf, sizeof(buf), "--%s", o->name);
		typed = buf;
	} else if (optopt > 0 && optopt < LONG_BASE) {
		for (size_t k = 0; k < nr && !o; k++)
			o = rows[k].row->letter == optopt ? rows[k].row : NULL;
		snprintf(buf, sizeof(buf), "-%c", optopt);
		typed = buf;
	}
	if (o && o->arg)
		cli_error(cli, "option '%s' needs a value", typed);
	else if (o)
		cli_error(cli, "option '%s' takes no value", typed);
	else
		cli_error(cli, "unknown option '%s'", typed);
	cli_hint(cli, "run 'pmusched %s -h'", cli->cmd);
	return EXIT_USAGE;
}

/* An earlier row has @o's name: @o is hidden (stat's own --topdown). */
static bool shadowed(const struct flat *rows, size_t nr, const struct cli_opt *o)
{
	for (size_t k = 0; k < nr; k++)
		if (!strcmp(rows[k].row->name, o->name))
			return true;
	return false;
}

/* An earlier row has letter @c. */
static bool letter_taken(const struct flat *rows, size_t nr, char c)
{
	for (size_t k = 0; k < nr; k++)
		if (rows[k].row->letter == c)
			return true;
	return false;
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
			if (shadowed(rows, nr, o))
				continue;
			rows[nr] = (struct flat){ o, sets[s].set };
			longs[nr] = (struct option){ o->name, o->arg ? required_argument :
						     no_argument, NULL, LONG_BASE + (int)nr };
			if (o->letter && !letter_taken(rows, nr, o->letter)) {
				shorts[ns++] = o->letter;
				if (o->arg)
					shorts[ns++] = ':';
			}
			nr++;
		}
	}
	shorts[ns] = '\0';
	memset(&longs[nr], 0, sizeof(longs[nr]));
	optind = 0;	/* a new scan (GNU: a full reinit); the errors are ours */
	opterr = 0;
	while ((c = getopt_long(argc, argv, shorts, longs, NULL)) != -1) {
		char typed[64];
		size_t k = 0;
		int rc;

		if (c == '?' || c == ':')
			return bad_option(cli, rows, nr, argv);
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
	static const struct {
		const char *cmd;
		const struct cli_opt *own;
		int shared;	/* 1: cli_common_optab; 2: and plist_optab */
	} cmds[] = {
		{ "predict", predict_optab, 2 }, { "explain", predict_optab, 2 },
		{ "plan", predict_optab, 2 }, { "events", events_optab, 2 },
		{ "stat", stat_optab, 2 }, { "list", list_optab, 1 },
		{ "topdown decode", topdown_decode_optab, 0 },
		{ "topdown events", topdown_events_optab, 1 },
		{ "doctor", doctor_optab, 0 }, { "atlas", atlas_optab, 0 },
		{ "assign", assign_optab, 0 }, { "assign arm", assign_arm_optab, 0 },
	};
	static struct cli_optset sets[3];

	for (size_t i = 0; cmd && i < sizeof(cmds) / sizeof(cmds[0]); i++) {
		if (strcmp(cmd, cmds[i].cmd))
			continue;
		sets[0] = (struct cli_optset){ cmds[i].own, NULL };
		sets[1] = (struct cli_optset){ cli_common_optab, NULL };
		sets[2] = (struct cli_optset){ plist_optab, NULL };
		*n = 1 + cmds[i].shared;
		return sets;
	}
	return NULL;
}

int cli_opt_settle(struct cli *cli, int rc, const char *usage)
{
	if (rc == CLI_OPT_HELP_RC) {
		fputs(usage, cli->out);
		return EXIT_OK;
	}
	return rc ? rc : -1;
}

int cli_opt_parse_only(struct cli *cli, int argc, char **argv, const struct cli_optset *sets,
		       int n, unsigned flags, const char *usage)
{
	int rc = cli_opt_settle(cli, cli_opt_parse(cli, argc, argv, sets, n, flags), usage);

	if (rc >= 0)
		return rc;
	if (optind < argc) {
		cli_error(cli, "unexpected argument '%s'", argv[optind]);
		return EXIT_USAGE;
	}
	return -1;
}
