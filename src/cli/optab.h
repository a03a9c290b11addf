/*
 * The CLI's options as data: each command describes its options in a table
 * of rows (name, letter, argument, what the value sets or the handler that
 * takes it, the commands it is for, the pms_query key it feeds), and one
 * parser walks the tables.  The tables are also what the manual and the
 * help texts are checked against (tests/unit/t_man.c, optab_agrees).
 */
#ifndef PMS_CLI_OPTAB_H
#define PMS_CLI_OPTAB_H

#include <stddef.h>
#include "cli.h"

/* What an option does with its value. */
enum cli_opt_kind {
	CLI_OPT_STR,	/* the value's text into a const char * at @off */
	CLI_OPT_FLAG,	/* true into a bool at @off (no value) */
	CLI_OPT_CALL,	/* @fn(cli, row, value, the set's struct) */
	CLI_OPT_HELP,	/* print the command's help: the parser returns CLI_OPT_HELP_RC */
};

/* The commands a row is for (0: every command that uses the table). */
enum {
	CLI_FOR_PREDICT = 1u << 0,
	CLI_FOR_EXPLAIN = 1u << 1,
	CLI_FOR_PLAN = 1u << 2,
	CLI_FOR_EVENTS = 1u << 3,
	CLI_FOR_STAT = 1u << 4,
	CLI_FOR_LIST = 1u << 5,
	CLI_FOR_TOPDOWN = 1u << 6,
	CLI_FOR_DOCTOR = 1u << 7,
	CLI_FOR_ATLAS = 1u << 8,
	CLI_FOR_ASSIGN = 1u << 9,
	/* the commands that take cli_common_optab */
	CLI_FOR_COMMON = CLI_FOR_PREDICT | CLI_FOR_EXPLAIN | CLI_FOR_PLAN | CLI_FOR_EVENTS |
			 CLI_FOR_STAT | CLI_FOR_LIST | CLI_FOR_TOPDOWN,
};

struct cli_opt;
/* 0, or -1 after printing the error.  @arg is NULL for an option without a value. */
typedef int (*cli_opt_fn)(struct cli *cli, const struct cli_opt *o, const char *arg, void *set);

struct cli_opt {
	const char *name;	/* the long name, without "--" */
	char letter;		/* the short letter, or 0 */
	const char *arg;	/* the value as the help text names it ("LIST"); NULL: none */
	enum cli_opt_kind kind;
	size_t off;		/* CLI_OPT_STR, _FLAG: where in the set's struct */
	cli_opt_fn fn;		/* CLI_OPT_CALL */
	int id;			/* CLI_OPT_CALL: the handler's own code for the option */
	unsigned only;		/* CLI_FOR_* bits, or 0 */
	const char *key;	/* the pms_query key (query.h) the value feeds, or NULL */
};

/* One table and the struct its rows store into. */
struct cli_optset {
	const struct cli_opt *rows;	/* ends with a row whose name is NULL */
	void *set;
};

#define CLI_OPT_HELP_RC (-2)	/* cli_opt_parse(): -h or --help was given */
#define CLI_PARSE_PERMUTE 1u	/* cli_opt_parse(): options may follow arguments */

/*
 * Walk argv[1..] with getopt_long over the @n tables of @sets, in order: each
 * option goes to its row (a name or letter an earlier table has is that
 * table's: stat's own --topdown before the shared one).  Starts a new scan
 * (optind = 0).  Stops at the first argument that is not an option, or at
 * "--" (skipped), leaving optind there, unless @flags has CLI_PARSE_PERMUTE
 * (then the arguments are moved after the options).  Short options cluster
 * as getopt's do ("-aA", "-ecycles").  An option of another command than
 * cli->cmd, an unknown one, a missing value and a value given to an option
 * that takes none are one-line errors naming the option as typed (the
 * letter of a cluster: "-Z" of "-aZ").  Returns EXIT_OK, EXIT_USAGE (after
 * the error) or CLI_OPT_HELP_RC.
 */
int cli_opt_parse(struct cli *cli, int argc, char **argv, const struct cli_optset *sets, int n,
		  unsigned flags);

/*
 * What a command does with cli_opt_parse()'s (or predict_parse()'s) @rc:
 * CLI_OPT_HELP_RC prints @usage to cli->out and gives EXIT_OK; an error
 * gives @rc; EXIT_OK gives -1 (the command goes on).
 */
int cli_opt_settle(struct cli *cli, int rc, const char *usage);

/*
 * cli_opt_parse() for a command that takes no arguments: then
 * cli_opt_settle(), and an argument left after the options is a usage error
 * naming it.  -1: the command goes on; else its exit code.
 */
int cli_opt_parse_only(struct cli *cli, int argc, char **argv, const struct cli_optset *sets,
		       int n, unsigned flags, const char *usage);

/* The CLI_FOR_* bit of command @cmd ("topdown decode": topdown's), or 0. */
unsigned cli_opt_cmd_bit(const char *cmd);

/*
 * The tables of command @cmd ("predict", ..., "topdown decode", "topdown
 * events", "assign arm" for assign --arch arm64|apple), in the order the
 * command parses them; *@n of them.  The sets are NULL: the command fills
 * in its structs.  NULL: no such command.
 */
const struct cli_optset *cli_optab_of(const char *cmd, int *n);

/* The shared tables (opt.c, perf_list_opts.c); their sets are a struct
 * cli_common and a struct plist_args. */
extern const struct cli_opt cli_common_optab[];
extern const struct cli_opt plist_optab[];
/* The commands' own tables (cmd_predict.c: predict, explain, plan; cmd_events.c;
 * stat_opts.c; cmd_list.c; cmd_topdown.c, topdown_events.c; cmd_doctor.c;
 * cmd_atlas.c; cmd_assign.c, assign_arm.c). */
extern const struct cli_opt predict_optab[], events_optab[], stat_optab[], list_optab[],
	topdown_decode_optab[], topdown_events_optab[], doctor_optab[], atlas_optab[],
	assign_optab[], assign_arm_optab[];

#endif
