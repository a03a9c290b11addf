/*
 * 'pmusched assign --batch': one problem a line, one answer a line.
 *
 * The reader works on the descriptor with read() in large blocks and
 * answers into its own buffer: exactly one answer line per input line,
 * whatever bytes it holds (a NUL, an overlong line and a last line without
 * a newline each get their answer), constant memory, and a read error is an
 * error, not the end of the input.  Pending answers are written before
 * every read, so a program that feeds one line and waits for its answer
 * is served.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "cli.h"
#include "assign_cli.h"

#define LINE_MAX_BYTES 8190	/* longest batch line, without its newline */
#define IN_BLOCK 65536
#define OUT_BLOCK 65536

struct batch {
	struct cli *cli;
	int fd;
	char *line;		/* LINE_MAX_BYTES + 1 */
	size_t len;		/* bytes of the current line kept */
	size_t seen;		/* bytes of the current line read */
	char *out;		/* OUT_BLOCK answer bytes */
	size_t n_out;
	long lineno;
	bool bad;
	bool write_failed;
	bool floor;		/* benchmark: parse and print, skip the routine */
};

static void out_flush(struct batch *b)
{
	if (b->n_out && fwrite(b->out, 1, b->n_out, b->cli->out) != b->n_out)
		b->write_failed = true;
	b->n_out = 0;
	if (fflush(b->cli->out))
		b->write_failed = true;
}

static void out_bytes(struct batch *b, const char *s, size_t n)
{
	if (b->n_out + n > OUT_BLOCK)
		out_flush(b);
	memcpy(b->out + b->n_out, s, n);
	b->n_out += n;
}

static void out_int(struct batch *b, long v)
{
	char buf[24], *p = buf + sizeof(buf);
	unsigned long u = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;

	do
		*--p = (char)('0' + u % 10);
	while (u /= 10);
	if (v < 0)
		*--p = '-';
	out_bytes(b, p, (size_t)(buf + sizeof(buf) - p));
}

static int line_error(struct batch *b, const char *what, const char *tok)
{
	if (tok)
		cli_error(b->cli, "line %ld: %s '%s'", b->lineno, what, tok);
	else
		cli_error(b->cli, "line %ld: %s", b->lineno, what);
	return -1;
}

/* Parse and answer one NUL-free line (modified in place); -1 after an error. */
static int batch_problem(struct batch *b, char *line)
{
	struct pms_assign_ev ev[PMS_ASSIGN_MAX];
	struct pms_assign_problem p = { .ev = ev, .era = PMS_ERA_GPMAX };
	int assign[PMS_ASSIGN_MAX], have_gpmax = 0, k;
	char *tok = line;

	while (*tok) {
		char *end;
		size_t len;

		while (*tok == ' ' || *tok == '\t' || *tok == '\r')
			tok++;
		if (!*tok)
			break;
		end = tok;
		while (*end && *end != ' ' && *end != '\t' && *end != '\r')
			end++;
		len = (size_t)(end - tok);
		if (*end)
			*end++ = '\0';
		if (!strncmp(tok, "gpmax=", 6)) {
			if (assign_parse_int(tok + 6, 1, 64, &p.gpmax))
				return line_error(b, "bad gpmax (1 to 64)", tok);
			have_gpmax = 1;
		} else if (!strncmp(tok, "kernel=", 7)) {
			uint32_t kv;

			if (pms_kver_parse(tok + 7, &kv, NULL))
				return line_error(b, "bad kernel version", tok + 7);
			if (pms_kver_check(kv, NULL) < 0)
				return line_error(b, "no such kernel", tok + 7);
			p.era = pms_assign_era_of(kv);
		} else {
			if (p.n >= PMS_ASSIGN_MAX)
				return line_error(b, "more than 64 events", NULL);
			if (assign_parse_mask(tok, &ev[p.n]) != (int)len)
				return line_error(b, "bad mask", tok);
			p.n++;
		}
		tok = end;
	}
	if (!have_gpmax)
		return line_error(b, "missing gpmax=N", NULL);
	if (b->floor) {
		/* the I/O floor: an answer of the same shape, no assignment */
		k = 0;
		for (int i = 0; i < p.n; i++)
			assign[i] = ev[i].mask ? __builtin_ctzll(ev[i].mask) : -1;
	} else {
		k = pms_assign_kernel(&p, assign);
	}
	if (k == PMS_ASSIGN_LIVELOCK)
		out_bytes(b, "livelock", 8);
	else
		out_int(b, k);
	/* on failure the kernel's array holds abandoned paths' counters
	 * (assign.h): x86_schedule_events() uses it only when every event is
	 * placed, so a failed problem answers -1 for each event */
	for (int i = 0; i < p.n; i++) {
		out_bytes(b, " ", 1);
		out_int(b, k ? -1 : assign[i]);
	}
	out_bytes(b, "\n", 1);
	return 0;
}

/* The line in b->line is complete (b->seen bytes, b->len of them kept). */
static void batch_line_done(struct batch *b)
{
	const char *nul;
	int rc;

	b->lineno++;
	if (b->seen > b->len) {
		cli_error(b->cli, "line %ld: longer than %d bytes", b->lineno, LINE_MAX_BYTES);
		rc = -1;
	} else if ((nul = memchr(b->line, '\0', b->len))) {
		cli_error(b->cli, "line %ld: a NUL byte at byte %zu", b->lineno,
			  (size_t)(nul - b->line));
		rc = -1;
	} else {
		b->line[b->len] = '\0';
		rc = batch_problem(b, b->line);
	}
	if (rc) {
		out_bytes(b, "-1\n", 3);
		b->bad = true;
	}
	b->len = b->seen = 0;
}

static void batch_feed(struct batch *b, const char *p, size_t n)
{
	while (n) {
		const char *nl = memchr(p, '\n', n);
		size_t seg = nl ? (size_t)(nl - p) : n;
		size_t keep = b->len + seg <= LINE_MAX_BYTES ? seg :
			      b->len < LINE_MAX_BYTES ? LINE_MAX_BYTES - b->len : 0;

		if (b->seen == b->len && keep) {
			memcpy(b->line + b->len, p, keep);
			b->len += keep;
		}
		b->seen += seg;
		if (!nl)
			return;
		batch_line_done(b);
		p += seg + 1;
		n -= seg + 1;
	}
}

/*
 * Answer every line readable from @fd.  EXIT_OK, or EXIT_FAIL after an
 * error.  @floor (benchmarks): parse and print, but skip the routine.
 */
int cli_assign_batch_run(struct cli *cli, int fd, bool floor)
{
	struct batch b = { .cli = cli, .fd = fd, .floor = floor };
	char *in = malloc(IN_BLOCK);
	int rc = EXIT_OK;

	b.line = malloc(LINE_MAX_BYTES + 1);
	b.out = malloc(OUT_BLOCK);
	if (!in || !b.line || !b.out) {
		cli_error(cli, "out of memory");
		rc = EXIT_FAIL;
		goto out;
	}
	for (;;) {
		ssize_t got;

		out_flush(&b);	/* answers before blocking on more input */
		got = read(fd, in, IN_BLOCK);
		if (got < 0 && errno == EINTR)
			continue;
		if (got < 0) {
			cli_error(cli, "cannot read the problems: %s (after %ld lines)",
				  strerror(errno), b.lineno);
			rc = EXIT_FAIL;
			break;
		}
		if (got == 0)
			break;
		batch_feed(&b, in, (size_t)got);
	}
	if (rc == EXIT_OK && b.seen)
		batch_line_done(&b);	/* the last line had no newline */
	out_flush(&b);
	if (b.write_failed) {
		cli_error(cli, "cannot write the answers: %s", strerror(errno ? errno : EIO));
		rc = EXIT_FAIL;
	}
	if (b.bad)
		rc = EXIT_FAIL;
out:
	free(in);
	free(b.line);
	free(b.out);
	return rc;
}

int cli_assign_batch_fd(struct cli *cli, int fd)
{
	return cli_assign_batch_run(cli, fd, false);
}
