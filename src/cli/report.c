/*
 * Every user-visible failure goes through these: "pmusched: error: ...",
 * the input with a caret under the bad token, then "hint: ...".
 *
 * Messages echo user input, so they are written escaped: control bytes,
 * DEL, the C1 controls and bytes that are not UTF-8 appear as \e, \r, \xNN,
 * never raw (an ESC or CR from an argument cannot drive the terminal).
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "cli.h"

/* Length of the valid UTF-8 sequence at @s (at most @n bytes), 0 if none. */
static size_t utf8_len(const unsigned char *s, size_t n)
{
	size_t len;
	unsigned cp;

	if (s[0] < 0xc2 || s[0] > 0xf4)
		return 0;
	len = s[0] < 0xe0 ? 2 : s[0] < 0xf0 ? 3 : 4;
	if (len > n)
		return 0;
	cp = s[0] & (0x7f >> len);
	for (size_t i = 1; i < len; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		cp = cp << 6 | (s[i] & 0x3f);
	}
	if ((len == 3 && cp < 0x800) || (len == 4 && (cp < 0x10000 || cp > 0x10ffff)) ||
	    (cp >= 0xd800 && cp <= 0xdfff) || (cp >= 0x80 && cp <= 0x9f))
		return 0;	/* overlong, surrogate, out of range, or a C1 control */
	if (cp == 0x61c || cp == 0x200e || cp == 0x200f || (cp >= 0x2028 && cp <= 0x202e) ||
	    (cp >= 0x2066 && cp <= 0x2069))
		return 0;	/* line separators and bidirectional controls: escaped too */
	return len;
}

/*
 * Write @n bytes of @s escaped to @f (when non-NULL).  Returns the columns
 * written, counting a UTF-8 character as one.
 */
size_t cli_write_escaped(FILE *f, const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t cols = 0;

	for (size_t i = 0; i < n;) {
		unsigned char c = p[i];
		size_t u;
		char esc[8];

		if (c >= 0x20 && c < 0x7f) {
			if (f)
				fputc(c, f);
			cols++;
			i++;
			continue;
		}
		if (c >= 0x80 && (u = utf8_len(p + i, n - i))) {
			if (f)
				fwrite(p + i, 1, u, f);
			cols++;
			i += u;
			continue;
		}
		if (c == '\n')
			snprintf(esc, sizeof(esc), "\\n");
		else if (c == '\t')
			snprintf(esc, sizeof(esc), "\\t");
		else if (c == '\r')
			snprintf(esc, sizeof(esc), "\\r");
		else if (c == 0x1b)
			snprintf(esc, sizeof(esc), "\\e");
		else
			snprintf(esc, sizeof(esc), "\\x%02x", c);
		if (f)
			fputs(esc, f);
		cols += strlen(esc);
		i++;
	}
	return cols;
}

static void vmsg(struct cli *cli, const char *prefix, const char *fmt, va_list ap)
{
	char small[512], *buf = small;
	va_list aq;
	int n;

	va_copy(aq, ap);
	n = vsnprintf(small, sizeof(small), fmt, aq);
	va_end(aq);
	if (n < 0)
		n = 0;
	if ((size_t)n >= sizeof(small)) {
		buf = malloc((size_t)n + 1);
		if (buf)
			vsnprintf(buf, (size_t)n + 1, fmt, ap);
		else
			buf = small, n = sizeof(small) - 1;
	}
	fputs(prefix, cli->err);
	cli_write_escaped(cli->err, buf, (size_t)n);
	fputc('\n', cli->err);
	if (buf != small)
		free(buf);
}

void cli_error(struct cli *cli, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vmsg(cli, "pmusched: error: ", fmt, ap);
	va_end(ap);
}

void cli_warn(struct cli *cli, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vmsg(cli, "pmusched: warning: ", fmt, ap);
	va_end(ap);
}

void cli_hint(struct cli *cli, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vmsg(cli, "hint: ", fmt, ap);
	va_end(ap);
}

void cli_print_diag(struct cli *cli, const char *input, const struct pms_diag *d)
{
	size_t in_len = input ? strlen(input) : 0;

	cli_error(cli, "%s", d->msg[0] ? d->msg : pms_strerror(d->code));
	if (input && d->pos != PMS_NOPOS && d->pos <= in_len && in_len < 200) {
		size_t len = d->len ? d->len : 1, col;

		if (len > in_len - d->pos && in_len > d->pos)
			len = in_len - d->pos;
		fputs("    ", cli->err);
		cli_write_escaped(cli->err, input, in_len);
		/* the caret goes under the escaped text of the bad bytes */
		col = cli_write_escaped(NULL, input, d->pos);
		len = d->pos < in_len ? cli_write_escaped(NULL, input + d->pos, len) : 1;
		fprintf(cli->err, "\n    %*s", (int)col, "");
		for (size_t i = 0; i < len && i < 80; i++)
			fputc(i ? '~' : '^', cli->err);
		fputc('\n', cli->err);
	}
	if (d->hint[0])
		cli_hint(cli, "%s", d->hint);
}

int cli_exit_for(int code)
{
	switch (code) {
	case PMS_OK:
		return EXIT_OK;
	case PMS_ESYNTAX:
	case PMS_ENOEVENT:
	case PMS_ENOMODEL:
	case PMS_EINVAL:
	case PMS_ELIMIT:
	case PMS_ERANGE:
		return EXIT_USAGE;
	case PMS_ENOTSUP:
		return EXIT_NOCAP;
	}
	return EXIT_FAIL;
}

static int exit_signal;

void cli_set_exit_signal(int sig)
{
	exit_signal = sig;
}

int cli_take_exit_signal(void)
{
	int sig = exit_signal;

	exit_signal = 0;
	return sig;
}
