/*
 * Every user-visible failure goes through these: "pmusched: error: ...",
 * the input with a caret under the bad token, then "hint: ...".
 */
#include <stdarg.h>
#include <string.h>
#include "cli.h"

static void vmsg(struct cli *cli, const char *kind, const char *fmt, va_list ap)
{
	fprintf(cli->err, "pmusched: %s: ", kind);
	vfprintf(cli->err, fmt, ap);
	fputc('\n', cli->err);
}

void cli_error(struct cli *cli, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vmsg(cli, "error", fmt, ap);
	va_end(ap);
}

void cli_warn(struct cli *cli, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vmsg(cli, "warning", fmt, ap);
	va_end(ap);
}

void cli_hint(struct cli *cli, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	fputs("hint: ", cli->err);
	vfprintf(cli->err, fmt, ap);
	fputc('\n', cli->err);
	va_end(ap);
}

void cli_print_diag(struct cli *cli, const char *input, const struct pms_diag *d)
{
	fprintf(cli->err, "pmusched: error: %s\n", d->msg[0] ? d->msg : pms_strerror(d->code));
	if (input && d->pos != PMS_NOPOS && d->pos <= strlen(input) && strlen(input) < 200 &&
	    !strchr(input, '\n')) {
		size_t len = d->len ? d->len : 1;

		fprintf(cli->err, "    %s\n    %*s", input, (int)d->pos, "");
		for (size_t i = 0; i < len && i < 80; i++)
			fputc(i ? '~' : '^', cli->err);
		fputc('\n', cli->err);
	}
	if (d->hint[0])
		fprintf(cli->err, "hint: %s\n", d->hint);
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

