/*
 * The manual against the CLI: for every command in the table, 'pmusched
 * help CMD' and 'pmusched CMD -h' print the same text, and the generated
 * page build/man/pmusched-CMD.1 (make man) lists exactly the options the
 * help text lists.  Each page renders with groff without a warning.  The
 * option tables (src/cli/optab.h) agree with the help texts and the pages.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "../test.h"
#include "../../src/cli/optab.h"

#define MAX_NAMES 128

struct names {
	int n;
	char v[MAX_NAMES][48];
};

static void add_name(struct names *s, const char *p, size_t len)
{
	if (len >= sizeof(s->v[0]) || s->n == MAX_NAMES)
		return;
	for (int i = 0; i < s->n; i++)
		if (strlen(s->v[i]) == len && !strncmp(s->v[i], p, len))
			return;
	memcpy(s->v[s->n], p, len);
	s->v[s->n][len] = '\0';
	s->n++;
}

/* Option names ("-e", "--events") in one option spec. */
static void spec_names(struct names *s, const char *p, size_t len)
{
	for (size_t i = 0; i < len; i++) {
		size_t k = i;

		if (p[i] != '-' || (i && p[i - 1] != ' ' && p[i - 1] != ','))
			continue;
		while (k < len && (p[k] == '-' || (p[k] >= 'a' && p[k] <= 'z') ||
				   (p[k] >= 'A' && p[k] <= 'Z') || (p[k] >= '0' && p[k] <= '9')))
			k++;
		if (k > i + 1)
			add_name(s, p + i, k - i);
		i = k;
	}
}

/*
 * An option line of a help text: "  -x, --long ARG   text", or a long
 * option aligned under the long names ("      --append  text", stat's
 * layout, as tools/gen_man.c reads it): the indent, or 0.
 */
static size_t option_indent(const char *p, size_t len)
{
	size_t i = 0;

	while (i < len && i < 7 && p[i] == ' ')
		i++;
	return i >= 2 && i <= 6 && i + 1 < len && p[i] == '-' ? i : 0;
}

/* Help text: the option lines; the spec ends at two blanks. */
static void usage_names(struct names *s, const char *text)
{
	for (const char *p = text; *p;) {
		size_t len = strcspn(p, "\n"), ind = option_indent(p, len);

		if (ind) {
			const char *end = strstr(p + ind, "  ");
			size_t spec = end && end < p + len ? (size_t)(end - p) : len;

			spec_names(s, p + ind, spec - ind);
		}
		p += len + (p[len] != '\0');
	}
}

/* roff: the line after each ".TP" in OPTIONS, with \fB, \fI, \fR, \- undone. */
static void man_names(struct names *s, const char *roff)
{
	const char *p = strstr(roff, "\n.SH OPTIONS\n");
	const char *end = p ? strstr(p + 1, "\n.SH ") : NULL;

	if (!p)
		return;
	if (!end)
		end = p + strlen(p);
	while ((p = strstr(p, "\n.TP\n")) && p < end) {
		char plain[256];
		size_t n = 0;

		p += 5;
		while (*p && *p != '\n' && n + 1 < sizeof(plain)) {
			if (p[0] == '\\' && (p[1] == 'f') && p[2]) {
				p += 3;
			} else if (p[0] == '\\' && p[1] == '-') {
				plain[n++] = '-';
				p += 2;
			} else if (p[0] == '\\' && p[1] == '&') {
				p += 2;
			} else {
				plain[n++] = *p++;
			}
		}
		plain[n] = '\0';
		spec_names(s, plain, n);
	}
}

static char *slurp_path(const char *path)
{
	FILE *f = fopen(path, "rb");
	char *buf;
	long n;

	if (!f)
		return NULL;
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	rewind(f);
	buf = malloc((size_t)(n > 0 ? n : 0) + 1);
	if (buf) {
		n = (long)fread(buf, 1, (size_t)(n > 0 ? n : 0), f);
		buf[n] = '\0';
	}
	fclose(f);
	return buf;
}

/* Command names from the "Commands:" block of 'pmusched --help'. */
static int table(char names[][32], int cap)
{
	const char *out, *p;
	int n = 0;

	if (t_cli("--help", &out, NULL) != 0 || !(p = strstr(out, "Commands:\n")))
		return -1;
	p += strlen("Commands:\n");
	while (n < cap && p[0] == ' ' && p[1] == ' ' && p[2] != ' ') {
		size_t len = strcspn(p + 2, " \n");

		if (len >= 32)
			break;
		memcpy(names[n], p + 2, len);
		names[n++][len] = '\0';
		p = strchr(p, '\n');
		if (!p)
			break;
		p++;
	}
	return n;
}

static enum t_result help_agrees(struct tctx *t)
{
	char cmds[32][32], args[1100];
	int n = table(cmds, 32);

	REQUIRE(t, n > 0, "no commands in 'pmusched --help'");
	for (int i = 0; i < n; i++) {
		const char *out;
		char *help;
		int rc;

		snprintf(args, sizeof(args), "help %s", cmds[i]);
		rc = t_cli(args, &out, NULL);
		CHECK(t, rc == 0, "'%s' exit %d", args, rc);
		/* a placeholder for a command still being written has no options */
		if (strstr(out, "not yet available"))
			continue;
		help = strdup(out);
		REQUIRE(t, help != NULL, "out of memory");
		snprintf(args, sizeof(args), "%s -h", cmds[i]);
		rc = t_cli(args, &out, NULL);
		CHECK(t, rc == 0, "'%s' exit %d", args, rc);
		CHECK(t, !strcmp(help, out), "'help %s' and '%s -h' differ", cmds[i], cmds[i]);
		CHECK(t, !strncmp(help, "usage: pmusched ", 16), "'help %s' lacks a usage line",
		      cmds[i]);
		free(help);
	}
out:
	return t_result(t);
}

static enum t_result man_options_agree(struct tctx *t)
{
	char cmds[32][32], path[1100], args[1100];
	int n = table(cmds, 32);

	REQUIRE(t, n > 0, "no commands in 'pmusched --help'");
	for (int i = 0; i < n; i++) {
		struct names from_help = { 0 }, from_man = { 0 };
		const char *out;
		char *roff;

		snprintf(args, sizeof(args), "help %s", cmds[i]);
		t_cli(args, &out, NULL);
		usage_names(&from_help, out);
		snprintf(path, sizeof(path), "build/man/pmusched-%s.1", cmds[i]);
		roff = slurp_path(path);
		CHECK(t, roff != NULL, "%s missing: run 'make man'", path);
		if (!roff)
			continue;
		man_names(&from_man, roff);
		for (int k = 0; k < from_help.n; k++) {
			int found = 0;

			for (int j = 0; j < from_man.n; j++)
				found |= !strcmp(from_help.v[k], from_man.v[j]);
			CHECK(t, found, "%s: option '%s' of 'help %s' is not in OPTIONS", path,
			      from_help.v[k], cmds[i]);
		}
		for (int j = 0; j < from_man.n; j++) {
			int found = 0;

			for (int k = 0; k < from_help.n; k++)
				found |= !strcmp(from_help.v[k], from_man.v[j]);
			CHECK(t, found, "%s: option '%s' is not in 'help %s'", path,
			      from_man.v[j], cmds[i]);
		}
		CHECK(t, strstr(roff, "\n.SH EXIT STATUS\n") && strstr(roff, "\n.B 77\n"),
		      "%s: no EXIT STATUS with 77", path);
		free(roff);
	}
out:
	return t_result(t);
}

static enum t_result pages_render(struct tctx *t)
{
	char cmds[32][32], path[1100], cmd[1200];
	int n = table(cmds, 32);

	if (system("groff -v >/dev/null 2>&1") != 0)
		return t_skip(t, "groff not installed");
	REQUIRE(t, n > 0, "no commands in 'pmusched --help'");
	for (int i = -1; i < n; i++) {
		FILE *p;
		char line[256];
		int warned = 0;

		if (i < 0)
			snprintf(path, sizeof(path), "build/man/pmusched.1");
		else
			snprintf(path, sizeof(path), "build/man/pmusched-%s.1", cmds[i]);
		CHECK(t, access(path, R_OK) == 0, "%s missing: run 'make man'", path);
		snprintf(cmd, sizeof(cmd), "groff -man -Tutf8 -ww -z %s 2>&1", path);
		p = popen(cmd, "r");
		REQUIRE(t, p != NULL, "popen");
		while (fgets(line, sizeof(line), p)) {
			if (!warned)
				CHECK(t, 0, "%s: groff: %s", path, line);
			warned = 1;
		}
		CHECK(t, pclose(p) == 0, "%s: groff failed", path);
	}
out:
	return t_result(t);
}

static enum t_result version_line(struct tctx *t)
{
	const char *out;
	char want[64];

	CHECK(t, t_cli("--version", &out, NULL) == 0, "--version exit");
	snprintf(want, sizeof(want), "pmusched %s (libpfm4 ", PMS_VERSION_STRING);
	CHECK(t, !strncmp(out, want, strlen(want)), "--version: '%s'", out);
	CHECK(t, strstr(out, "built against ") != NULL, "--version lacks the build version");
	CHECK(t, !strcmp(pms_version(), PMS_VERSION_STRING), "pms_version() '%s'",
	      pms_version());
	return t_result(t);
}

static bool has_name(const struct names *s, const char *name)
{
	for (int i = 0; i < s->n; i++)
		if (!strcmp(s->v[i], name))
			return true;
	return false;
}

/* In a help line's option spec, what follows @name ("--cpu"): NULL if absent. */
static const char *spec_after(const char *help, const char *name)
{
	size_t len = strlen(name);

	for (const char *p = help; *p;) {
		size_t line = strcspn(p, "\n"), ind = option_indent(p, line);

		if (ind) {
			const char *two = strstr(p + ind, "  ");
			size_t spec = two && two < p + line ? (size_t)(two - p) : line;

			for (const char *q = p + ind; q + len <= p + spec; q++)
				if (!strncmp(q, name, len) && (q[-1] == ' ') &&
				    (q + len == p + spec || q[len] == ' ' || q[len] == ','))
					return q + len;
		}
		p += line + (p[line] != '\0');
	}
	return NULL;
}

/* The option's value, as the help text names it, after @after. */
static bool value_named(const char *after, const char *arg)
{
	size_t n = strlen(arg);

	if (!arg[0])
		return *after != ' ' || after[1] == ' ';
	return after[0] == ' ' && !strncmp(after + 1, arg, n) &&
	       (after[1 + n] == ' ' || after[1 + n] == ',' || after[1 + n] == '\n' ||
		!after[1 + n]);
}

/*
 * One row of a command, held to its help text and its page: the name, the
 * letter and the value as the help names them.
 */
static void row_documented(struct tctx *t, const char *cmd, const struct cli_opt *o,
			   const char *help, const struct names *from_help,
			   const struct names *from_man, const char *path)
{
	char name[48], letter[3] = { '-', o->letter, 0 };
	const char *after;

	snprintf(name, sizeof(name), "--%s", o->name);
	CHECK(t, has_name(from_help, name), "'help %s' lacks %s", cmd, name);
	CHECK(t, !o->letter || has_name(from_help, letter), "'help %s' lacks %s", cmd, letter);
	CHECK(t, !from_man || has_name(from_man, name), "%s lacks %s", path, name);
	after = spec_after(help, name);
	CHECK(t, after && value_named(after, o->arg ? o->arg : ""),
	      "'help %s': %s should read '%s%s%s'", cmd, name, name, o->arg ? " " : "",
	      o->arg ? o->arg : "");
}

/*
 * Every command's option tables (cli_optab_of(); topdown's two subcommands
 * and assign's two parsers share a help text): each row of a command's own
 * table is in its help text and its page, by name, letter and value (for
 * predict the shared rows too; explain and plan list the rows that are
 * theirs alone and take predict's; events' --list takes an optional GLOB
 * and its -a is named nowhere, so it is held to the next rule only);
 * what a help text names, a table takes; every row's query key is one
 * pms_query_set() knows.
 */
static enum t_result optab_agrees(struct tctx *t)
{
	static const struct {
		const char *help, *tabs[2];
	} cmds[] = {
		{ "predict", { "predict" } }, { "explain", { "explain" } }, { "plan", { "plan" } },
		{ "events", { "events" } }, { "stat", { "stat" } }, { "list", { "list" } },
		{ "topdown", { "topdown decode", "topdown events" } },
		{ "doctor", { "doctor" } }, { "atlas", { "atlas" } },
		{ "assign", { "assign", "assign arm" } },
	};
	struct pms_query *q = NULL;

	REQUIRE(t, pms_query_new(&q, NULL) == 0, "pms_query_new");
	for (size_t c = 0; c < sizeof(cmds) / sizeof(cmds[0]); c++) {
		struct names rows = { 0 }, from_help = { 0 }, from_man = { 0 };
		const char *cmd = cmds[c].help, *out;
		char args[64], path[128];
		char *roff, *help;

		snprintf(args, sizeof(args), "help %s", cmd);
		t_cli(args, &out, NULL);
		help = strdup(out);
		REQUIRE(t, help != NULL, "out of memory");
		usage_names(&from_help, help);
		REQUIRE(t, from_help.n > 0, "'help %s' names no option", cmd);
		snprintf(path, sizeof(path), "build/man/pmusched-%s.1", cmd);
		roff = slurp_path(path);
		CHECK(t, roff != NULL, "%s missing: run 'make man'", path);
		if (roff)
			man_names(&from_man, roff);
		for (int k = 0; k < 2 && cmds[c].tabs[k]; k++) {
			const char *tab = cmds[c].tabs[k];
			unsigned bit = cli_opt_cmd_bit(tab);
			const struct cli_optset *sets;
			int n = 0;

			sets = cli_optab_of(tab, &n);
			REQUIRE(t, sets && n > 0 && bit, "%s: no option table", tab);
			for (int s = 0; s < n; s++) {
				for (const struct cli_opt *o = sets[s].rows; o->name; o++) {
					char name[48], letter[3] = { '-', o->letter, 0 };
					bool own = s == 0 && (sets[0].rows != predict_optab || o->only);

					if (o->only && !(o->only & bit))
						continue;
					snprintf(name, sizeof(name), "--%s", o->name);
					add_name(&rows, name, strlen(name));
					if (o->letter)
						add_name(&rows, letter, 2);
					if (o->key) {
						struct pms_diag d;

						pms_diag_clear(&d);
						pms_query_set(q, o->key, "", &d);
						CHECK(t, strncmp(d.msg, "unknown query key", 17),
						      "%s: --%s feeds '%s', not a query key", tab,
						      o->name, o->key);
					}
					if (o->kind == CLI_OPT_HELP || (!own && strcmp(cmd, "predict")) ||
					    !strcmp(cmd, "events"))
						continue;
					row_documented(t, cmd, o, help, &from_help,
						       roff ? &from_man : NULL, path);
				}
			}
		}
		/* what the help names, the table takes (plan's --for-metrics is
		 * cmd_plan.c's own, taken out of argv before the table's parse) */
		for (int k = 0; k < from_help.n; k++)
			CHECK(t, has_name(&rows, from_help.v[k]) ||
			      (!strcmp(cmd, "plan") && !strcmp(from_help.v[k], "--for-metrics")),
			      "'help %s' names %s, which is no row of its table", cmd,
			      from_help.v[k]);
		free(roff);
		free(help);
	}
out:
	pms_query_free(q);
	return t_result(t);
}

const struct t_case t_man_cases[] = {
	{ "help_agrees", help_agrees },
	{ "man_options_agree", man_options_agree },
	{ "pages_render", pages_render },
	{ "optab_agrees", optab_agrees },
	{ "version_line", version_line },
	{ NULL, NULL }
};
