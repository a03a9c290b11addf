/*
 * Inputs no one should give: each must end quickly with a clear error
 * (or a bounded answer), never a hang or an allocation sized by the input.
 * Run through the CLI in-process.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "../test.h"

/* @prefix followed by @n copies of @unit joined by @sep, then @suffix. */
static char *repeat(const char *prefix, const char *unit, const char *sep, size_t n,
		    const char *suffix)
{
	size_t cap = strlen(prefix) + n * (strlen(unit) + strlen(sep)) + strlen(suffix) + 1;
	char *s = malloc(cap), *p;

	if (!s)
		return NULL;
	p = s + snprintf(s, cap, "%s", prefix);
	for (size_t i = 0; i < n; i++) {
		size_t left = cap - (size_t)(p - s);

		p += snprintf(p, left, "%s%s", i ? sep : "", unit);
	}
	snprintf(p, cap - (size_t)(p - s), "%s", suffix);
	return s;
}

static const struct {
	int line;
	const char *prefix, *unit, *sep;
	size_t n;
	const char *suffix;
	int want_exit;
	const char *want_err;
} cases[] = {
	{ __LINE__, "predict --cpu hsw -e ", "cycles", ",", 5000, "", 2, "more than 4096 events" },
	{ __LINE__, "events --cpu hsw -e ", "instructions", ",", 4097, "", 2, "more than 4096" },
	{ __LINE__, "events --cpu hsw -e ", "a", "", 1 << 20, "", 2, "longer than 65536 bytes" },
	{ __LINE__, "events --cpu hsw -e ", "{", "", 10000, "cycles", 2, "nested group" },
	{ __LINE__, "events --cpu hsw -e ", "}", "", 10000, "", 2, "without a matching '{'" },
	{ __LINE__, "events --cpu hsw -e ", "{cycles", "", 1000, "", 2, "error: " },
	{ __LINE__, "events --cpu hsw -e ", "{cycles,instructions", "", 1, "", 2,
	  "unterminated group" },
	{ __LINE__, "predict --cpu hsw -e cycles --workload ", "run:1ms", ",", 5000, "", 2,
	  "more than 4096 workload phases" },
	/* 250 million expiries of a list that never rotates: the timer stops */
	{ __LINE__, "predict --cpu hsw -e cycles --workload ", "run:1000000s", "", 1, "", 0, "" },
	{ __LINE__, "predict --cpu hsw -e cycles --duration ", "9", "", 400, "s", 2,
	  "bad value" },
	{ __LINE__, "predict --cpu hsw -e cycles --duration ", "100000s", "", 1, "", 0, "" },
	/* a day of a rotating list at 1 ms: periods, not 86.4 million intervals */
	{ __LINE__, "predict --cpu hsw --mux-interval 1ms -e cycles,l1d_pend_miss.pending,"
	  "cycle_activity.stalls_l1d_pending --duration ", "86400s", "", 1, " --no-schedule", 0, "" },
	/* --full prints one line per interval: 2000 s at 1 ms is two million */
	{ __LINE__, "predict --cpu hsw --mux-interval 1ms --full -e l1d_pend_miss.pending,"
	  "cycle_activity.stalls_l1d_pending --duration ", "2000s", "", 1, "", 2,
	  "--full would print 2000000 intervals" },
	{ __LINE__, "predict --cpu hsw -e cycles --duration ", "4611686018s", "", 1, "", 2,
	  "mux intervals in one run: more than" },
	{ __LINE__, "predict --cpu hsw -e cycles --mux-interval ", "0", "", 1, "", 2,
	  "bad value '0' for --mux-interval" },
	{ __LINE__, "predict --cpu hsw -e cycles --mux-interval ", "1ns", "", 1, "", 2,
	  "multiples of 1ms from 1ms" },
	/* the kernel's knob is whole milliseconds (perf_event_mux_interval_ms) */
	{ __LINE__, "predict --cpu hsw -e cycles --mux-interval ", "1.5ms", "", 1, "", 2,
	  "not a whole number" },
	/* a bare number is milliseconds, and the hint says so */
	{ __LINE__, "predict --cpu hsw -e cycles --duration ", "x", "", 1, "", 2,
	  "a bare number is milliseconds" },
	{ __LINE__, "assign --gpmax ", "0", "", 1, " 0x1", 2, "from 1 to 64" },
	{ __LINE__, "predict --cpu hsw -e cycles --mux-interval ", "100000000s", "", 1, "", 0, "" },
	{ __LINE__, "predict --cpu hsw -e cycles --timer-phase ", "9", "", 40, "s", 2,
	  "bad value" },
	{ __LINE__, "predict --cpu hsw -e cycles --kernel ", "9", "", 40, ".1", 2,
	  "bad kernel version" },
	{ __LINE__, "predict --cpu hsw -e cycles --sibling ", "cycles", ",", 5000, "", 2,
	  "more than 4096 events" },
	{ __LINE__, "assign ", "0x1", " ", 65, "", 2, "more than 64 events" },
	{ __LINE__, "assign --gpmax ", "9", "", 30, " 0x1", 2, "bad value" },
};

static enum t_result cli_limits(struct tctx *t)
{
	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		char *args = repeat(cases[i].prefix, cases[i].unit, cases[i].sep, cases[i].n,
				    cases[i].suffix);
		const char *err;
		int rc;

		REQUIRE(t, args != NULL, "out of memory");
		rc = t_cli(args, NULL, &err);
		free(args);
		CHECK(t, rc == cases[i].want_exit, "line %d: exit %d, want %d; stderr %.200s",
		      cases[i].line, rc, cases[i].want_exit, err);
		CHECK(t, strstr(err, cases[i].want_err) != NULL, "line %d: stderr lacks '%s': %.200s",
		      cases[i].line, cases[i].want_err, err);
	}
out:
	return t_result(t);
}

/* Run 'assign --batch' with @input as its stdin. */
static int batch(const char *input, size_t len, const char **out, const char **err)
{
	FILE *f = tmpfile();
	int saved = dup(0), rc = -1;

	if (!f || saved < 0 || fwrite(input, 1, len, f) != len || fflush(f))
		goto done;
	rewind(f);
	if (dup2(fileno(f), 0) < 0)
		goto done;
	clearerr(stdin);
	rc = t_cli("assign --batch", out, err);
	fflush(stdin);
	dup2(saved, 0);
	clearerr(stdin);
done:
	if (saved >= 0)
		close(saved);
	if (f)
		fclose(f);
	return rc;
}

static enum t_result batch_limits(struct tctx *t)
{
	const char *out, *err;
	size_t lines = 0;
	char *in;
	int rc;

	/* 100k problems: each answered, in order */
	in = repeat("", "gpmax=4 kernel=4.1 0x9/o 0x3/o 0x7 0x7", "\n", 100000, "\n");
	REQUIRE(t, in != NULL, "out of memory");
	rc = batch(in, strlen(in), &out, &err);
	free(in);
	CHECK(t, rc == 0, "100k lines: exit %d: %.200s", rc, err);
	for (const char *p = out; (p = strchr(p, '\n')); p++)
		lines++;
	CHECK(t, lines == 100000, "100k lines: %zu answers", lines);

	/* a 1 MB line: an error for that line, the next line still answered */
	in = repeat("gpmax=4 ", "0x1", " ", 1 << 18, "\ngpmax=4 0x1\n");
	REQUIRE(t, in != NULL, "out of memory");
	rc = batch(in, strlen(in), &out, &err);
	free(in);
	CHECK(t, rc == 1, "1 MB line: exit %d", rc);
	CHECK(t, strstr(err, "line 1: longer than") != NULL, "1 MB line: stderr %.200s", err);
	CHECK(t, !strcmp(out, "-1\n0 0\n"), "1 MB line: stdout '%.200s'", out);

	/* NUL bytes and binary garbage: one answer per line, the next line intact */
	{
		static const char bin[] = "gpmax=4 0x1\0 0x2\n\xff\xfe\ngpmax=4 0x1";

		rc = batch(bin, sizeof(bin) - 1, &out, &err);
	}
	CHECK(t, rc == 1, "binary input: exit %d", rc);
	CHECK(t, !strcmp(out, "-1\n-1\n0 0\n"), "binary input: stdout '%s'", out);
	CHECK(t, strstr(err, "line 1: a NUL byte at byte 11"), "binary input: stderr %.200s", err);
	CHECK(t, !strchr(err, '\xff'), "raw bytes echoed: %.200s", err);
out:
	return t_result(t);
}

const struct t_case t_limits_cases[] = {
	{ "cli_limits", cli_limits },
	{ "batch_limits", batch_limits },
	{ NULL, NULL }
};
