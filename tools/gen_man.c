/*
 * gen_man TEMPLATE_DIR OUT_DIR — build the manual pages from the CLI's own
 * help texts, so 'pmusched help CMD', 'pmusched CMD -h' and the manual
 * cannot drift apart.
 *
 * The command list and every SYNOPSIS, DESCRIPTION and OPTIONS section
 * come from running the CLI in-process ('pmusched --help', 'pmusched help
 * CMD').  TEMPLATE_DIR holds the hand-written rest, in roff: for a page
 * pmusched-CMD.1 the file pmusched-CMD.1.in.  A template's lines before
 * its first .SH are added to DESCRIPTION; its sections (JSON OUTPUT,
 * EXAMPLES, ...) follow the generated OPTIONS and EXIT STATUS.  A command
 * without a template still gets a page; a template whose command is not in
 * the table yet gets a page saying so (its summary comes from a
 * '.\" summary: TEXT' line).  "@VERSION@" in a template becomes the
 * version; a '.\" @EXIT_STATUS@' line places the generated EXIT STATUS
 * section (default: before the template's first section).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include "../src/cli/cli.h"

#define MAX_CMDS 64
#define EXIT_MARKER ".\\\" @EXIT_STATUS@\n"

struct cmdinfo {
	char name[32];
	char summary[200];
	int in_table;
};

static struct cmdinfo cmds[MAX_CMDS];
static int n_cmds;

/* Run the CLI with @a1 [@a2]; returns its stdout (malloc'd) or NULL. */
static char *run_cli(const char *a1, const char *a2, int *rc)
{
	char *argv[4] = { "pmusched", (char *)a1, (char *)a2, NULL };
	FILE *out = tmpfile(), *err = tmpfile();
	char *buf = NULL;
	long n;

	if (!out || !err)
		goto done;
	*rc = pms_cli_main(a2 ? 3 : 2, argv, out, err);
	fflush(out);
	n = ftell(out);
	if (n < 0)
		goto done;
	buf = malloc((size_t)n + 1);
	if (!buf)
		goto done;
	rewind(out);
	n = (long)fread(buf, 1, (size_t)n, out);
	buf[n] = '\0';
done:
	if (out)
		fclose(out);
	if (err)
		fclose(err);
	return buf;
}

static char *read_text(const char *path)
{
	FILE *f = fopen(path, "rb");
	char *buf;
	long n;

	if (!f)
		return NULL;
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	rewind(f);
	buf = malloc((size_t)(n < 0 ? 0 : n) + 1);
	if (!buf) {
		fclose(f);
		return NULL;
	}
	n = (long)fread(buf, 1, (size_t)(n < 0 ? 0 : n), f);
	buf[n] = '\0';
	fclose(f);
	return buf;
}

static struct cmdinfo *find_len(const char *name, size_t len)
{
	for (int i = 0; i < n_cmds; i++)
		if (strlen(cmds[i].name) == len && !strncmp(cmds[i].name, name, len))
			return &cmds[i];
	return NULL;
}

static struct cmdinfo *add(const char *name, size_t len)
{
	struct cmdinfo *c;

	if (n_cmds == MAX_CMDS || len >= sizeof(c->name))
		return NULL;
	c = &cmds[n_cmds++];
	memcpy(c->name, name, len);
	c->name[len] = '\0';
	return c;
}

/* The "Commands:" block of 'pmusched --help': "  NAME     summary". */
static int read_table(void)
{
	int rc = 0;
	char *help = run_cli("--help", NULL, &rc), *p;

	if (!help || rc)
		return -1;
	p = strstr(help, "Commands:\n");
	if (!p)
		return -1;
	p += strlen("Commands:\n");
	while (p[0] == ' ' && p[1] == ' ' && p[2] != ' ') {
		char *eol = strchr(p, '\n'), *name = p + 2;
		size_t len = strcspn(name, " \n");
		struct cmdinfo *c = add(name, len);
		const char *s = name + len;

		if (!eol || !c)
			break;
		while (*s == ' ')
			s++;
		snprintf(c->summary, sizeof(c->summary), "%.*s", (int)(eol - s), s);
		c->in_table = 1;
		p = eol + 1;
	}
	free(help);
	return n_cmds ? 0 : -1;
}

/*
 * Write one line of plain text as roff: backslashes escaped, a leading
 * '.' or '\'' neutralised, and a '-' that starts a word (an option) made a
 * real minus so it can be searched for and copied.
 */
static void roff_text(FILE *f, const char *s, size_t n)
{
	if (n && (s[0] == '.' || s[0] == '\''))
		fputs("\\&", f);
	for (size_t i = 0; i < n; i++) {
		char c = s[i];

		if (c == '\\')
			fputs("\\e", f);
		else if (c == '-' && (i == 0 || strchr(" [(,'|/=", s[i - 1]) || s[i - 1] == '-'))
			fputs("\\-", f);
		else
			fputc(c, f);
	}
}

/* "-e, --events LIST": options bold, their arguments italic. */
static void roff_spec(FILE *f, const char *s, size_t n)
{
	size_t i = 0;

	while (i < n) {
		size_t w = i;

		while (w < n && s[w] != ' ' && s[w] != ',')
			w++;
		if (w > i) {
			fputs(s[i] == '-' ? "\\fB" : "\\fI", f);
			roff_text(f, s + i, w - i);
			fputs("\\fR", f);
		}
		i = w;
		while (i < n && (s[i] == ' ' || s[i] == ',')) {
			fputc(s[i], f);
			i++;
		}
	}
	fputc('\n', f);
}

static const char *next_line(const char *p, size_t *len)
{
	*len = strcspn(p, "\n");
	return p[*len] ? p + *len + 1 : p + *len;
}

/*
 * An option line: "  -x, --long ARG  text", or a long option alone aligned
 * under the long names ("      --append  text", perf stat's layout): the
 * indent before the option (2 to 6 blanks), or 0.
 */
static size_t option_indent(const char *p, size_t len)
{
	size_t i = 0;

	while (i < len && i < 7 && p[i] == ' ')
		i++;
	return i >= 2 && i <= 6 && i + 1 < len && p[i] == '-' ? i : 0;
}

static int is_option_line(const char *p, size_t len)
{
	return option_indent(p, len) != 0;
}

/* Split a usage text into SYNOPSIS, DESCRIPTION (+ template preamble), OPTIONS. */
static void emit_usage(FILE *f, const char *usage, const char *preamble, size_t pre_len)
{
	const char *p = usage, *line;
	size_t len;
	int n_opts = 0, in_para = 0;

	fputs(".SH SYNOPSIS\n.nf\n", f);
	while (*p) {
		line = p;
		p = next_line(p, &len);
		if (!len)
			break;
		if (!strncmp(line, "usage: ", 7)) {
			line += 7;
			len -= 7;
		} else {
			while (len && *line == ' ') {
				line++;
				len--;
			}
			if (strncmp(line, "pmusched ", 9))
				fputs("    ", f);
		}
		roff_text(f, line, len);
		fputc('\n', f);
	}
	fputs(".fi\n.SH DESCRIPTION\n", f);
	/* description paragraphs: every non-option block */
	for (const char *q = p; *q;) {
		line = q;
		q = next_line(q, &len);
		if (!len) {
			in_para = 0;
			continue;
		}
		if (is_option_line(line, len)) {
			n_opts++;
			/* skip its continuation lines */
			while (*q == ' ' && q[1] == ' ' && !is_option_line(q, strcspn(q, "\n")))
				q = next_line(q, &len);
			continue;
		}
		if (!in_para)
			fputs(".PP\n", f);
		in_para = 1;
		while (len && *line == ' ') {
			line++;
			len--;
		}
		roff_text(f, line, len);
		fputc('\n', f);
	}
	if (pre_len)
		fwrite(preamble, 1, pre_len, f);
	if (!n_opts)
		return;
	fputs(".SH OPTIONS\n", f);
	while (*p) {
		const char *d;
		size_t ind;

		line = p;
		p = next_line(p, &len);
		ind = option_indent(line, len);
		if (!ind)
			continue;
		/* the spec ends at the first run of two blanks */
		d = strstr(line + ind, "  ");
		if (!d || d > line + len)
			d = line + len;
		fputs(".TP\n", f);
		roff_spec(f, line + ind, (size_t)(d - line - ind));
		while (d < line + len && *d == ' ')
			d++;
		if (d < line + len) {
			roff_text(f, d, (size_t)(line + len - d));
			fputc('\n', f);
		}
		while (*p == ' ' && p[1] == ' ' && !is_option_line(p, strcspn(p, "\n"))) {
			line = p;
			p = next_line(p, &len);
			while (len && *line == ' ') {
				line++;
				len--;
			}
			roff_text(f, line, len);
			fputc('\n', f);
		}
	}
}

static void emit_exit_status(FILE *f)
{
	fputs(".SH EXIT STATUS\n"
	      ".TP\n.B 0\nsuccess, including a result in which events multiplex\n"
	      ".TP\n.B 1\nthe operation failed\n"
	      ".TP\n.B 2\nusage error: unknown command or option, or a bad argument\n"
	      ".TP\n.B 77\nthe host lacks the capability (for example no access to\n"
	      "perf events); test harnesses read it as \"skipped\"\n", f);
}

/* Template text with "@VERSION@" replaced. */
static void emit_template(FILE *f, const char *s, size_t n)
{
	const char *end = s + n;

	while (s < end) {
		const char *at = strstr(s, "@VERSION@");

		if (!at || at >= end) {
			fwrite(s, 1, (size_t)(end - s), f);
			return;
		}
		fwrite(s, 1, (size_t)(at - s), f);
		fputs(PMS_VERSION_STRING, f);
		s = at + strlen("@VERSION@");
	}
}

static void upper(char *dst, size_t n, const char *s)
{
	size_t i = 0;

	for (; s[i] && i + 1 < n; i++)
		dst[i] = (s[i] >= 'a' && s[i] <= 'z') ? (char)(s[i] - 'a' + 'A') : s[i];
	dst[i] = '\0';
}

static void emit_see_also(FILE *f, const char *self)
{
	int first = 1;

	fputs(".SH SEE ALSO\n", f);
	if (strcmp(self, "pmusched")) {
		fputs(".BR pmusched (1)", f);
		first = 0;
	}
	for (int i = 0; i < n_cmds; i++) {
		if (!strncmp(self, "pmusched-", 9) && !strcmp(self + 9, cmds[i].name))
			continue;
		fprintf(f, "%s.BR pmusched\\-%s (1)", first ? "" : ",\n", cmds[i].name);
		first = 0;
	}
	fputs(",\n.BR perf-stat (1)\n", f);
}

/* Split a template at its first ".SH" line: preamble and sections. */
static size_t preamble_len(const char *t)
{
	const char *p = t;

	while (*p) {
		if (!strncmp(p, ".SH", 3))
			return (size_t)(p - t);
		p += strcspn(p, "\n");
		if (*p)
			p++;
	}
	return (size_t)(p - t);
}

static int write_page(const char *tdir, const char *odir, struct cmdinfo *c)
{
	char path[1024], title[64], page[64];
	char *tmpl, *usage = NULL, *marker;
	size_t pre;
	FILE *f;
	int rc = 0;

	snprintf(page, sizeof(page), c ? "pmusched-%s" : "pmusched", c ? c->name : "");
	snprintf(path, sizeof(path), "%s/%s.1.in", tdir, page);
	tmpl = read_text(path);
	if (!tmpl)
		tmpl = calloc(1, 1);
	if (!tmpl)
		return -1;
	if (c && c->in_table) {
		usage = run_cli("help", c->name, &rc);
		if (!usage || rc) {
			fprintf(stderr, "gen_man: 'pmusched help %s' failed\n", c->name);
			free(tmpl);
			free(usage);
			return -1;
		}
	} else if (!c) {
		usage = run_cli("--help", NULL, &rc);
		if (usage) {
			/* keep the first line only: the commands are listed below */
			usage[strcspn(usage, "\n") + 1] = '\0';
		}
	}
	snprintf(path, sizeof(path), "%s/%s.1", odir, page);
	f = fopen(path, "w");
	if (!f) {
		fprintf(stderr, "gen_man: cannot write %s\n", path);
		free(tmpl);
		free(usage);
		return -1;
	}
	upper(title, sizeof(title), page);
	fprintf(f, ".\\\" Generated by tools/gen_man.c from the CLI's help text; do not edit.\n");
	fprintf(f, ".TH %s 1 \"\" \"pmusched %s\" \"pmusched manual\"\n", title, PMS_VERSION_STRING);
	fputs(".SH NAME\n", f);
	if (c)
		fprintf(f, "pmusched\\-%s \\- %s\n", c->name, c->summary);
	else
		fputs("pmusched \\- predict, explain and measure how Linux schedules hardware "
		      "performance counter events\n", f);
	pre = preamble_len(tmpl);
	if (usage) {
		emit_usage(f, usage, tmpl, pre);
	} else {
		fprintf(f, ".SH SYNOPSIS\n.B pmusched %s\n.SH DESCRIPTION\n", c->name);
		fprintf(f, "This command is not available in pmusched %s yet.\n", PMS_VERSION_STRING);
		fputs("This page describes what it will do.\n", f);
		fwrite(tmpl, 1, pre, f);
	}
	if (!c) {
		fputs(".SH COMMANDS\n", f);
		for (int i = 0; i < n_cmds; i++)
			if (cmds[i].in_table)
				fprintf(f, ".TP\n.BR pmusched\\-%s (1)\n%s\n", cmds[i].name,
					cmds[i].summary);
		fputs(".PP\nRun\n.B pmusched help\n.I COMMAND\nor\n.B pmusched\n.I COMMAND\n"
		      ".B \\-h\nfor a command's options.\n", f);
	}
	/* EXIT STATUS goes first, or where the template puts its marker */
	marker = strstr(tmpl + pre, EXIT_MARKER);
	if (marker) {
		emit_template(f, tmpl + pre, (size_t)(marker - tmpl - pre));
		emit_exit_status(f);
		emit_template(f, marker + strlen(EXIT_MARKER), strlen(marker + strlen(EXIT_MARKER)));
	} else {
		emit_exit_status(f);
		emit_template(f, tmpl + pre, strlen(tmpl + pre));
	}
	emit_see_also(f, page);
	if (fclose(f)) {
		fprintf(stderr, "gen_man: cannot write %s\n", path);
		rc = -1;
	}
	free(tmpl);
	free(usage);
	return rc ? -1 : 0;
}

/* Templates for commands not in the table yet (their summary line). */
static void read_templates(const char *tdir)
{
	DIR *d = opendir(tdir);
	struct dirent *e;

	if (!d)
		return;
	while ((e = readdir(d))) {
		size_t len = strlen(e->d_name);
		char path[1024], *t, *s;
		struct cmdinfo *c;

		if (strncmp(e->d_name, "pmusched-", 9) || len < 14 ||
		    strcmp(e->d_name + len - 5, ".1.in"))
			continue;
		if (find_len(e->d_name + 9, len - 14))
			continue;
		c = add(e->d_name + 9, len - 14);
		if (!c)
			continue;
		snprintf(path, sizeof(path), "%s/%s", tdir, e->d_name);
		t = read_text(path);
		s = t ? strstr(t, ".\\\" summary: ") : NULL;
		if (s) {
			s += strlen(".\\\" summary: ");
			snprintf(c->summary, sizeof(c->summary), "%.*s", (int)strcspn(s, "\n"), s);
		} else {
			snprintf(c->summary, sizeof(c->summary), "not available yet");
		}
		free(t);
	}
	closedir(d);
}

int main(int argc, char **argv)
{
	int failed = 0;

	if (argc != 3) {
		fprintf(stderr, "usage: gen_man TEMPLATE_DIR OUT_DIR\n");
		return 2;
	}
	if (read_table()) {
		fprintf(stderr, "gen_man: cannot read the command table from 'pmusched --help'\n");
		return 1;
	}
	read_templates(argv[1]);
	failed |= write_page(argv[1], argv[2], NULL);
	for (int i = 0; i < n_cmds; i++)
		failed |= write_page(argv[1], argv[2], &cmds[i]);
	return failed ? 1 : 0;
}
