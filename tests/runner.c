/*
 * tests/run [FILTER] — every unit suite, every golden CLI case
 * (tests/golden/NAME.t) and a replay of every fuzz corpus.  The last line is
 * always "N passed, M failed"; the exit status is failed != 0.
 *
 * Built with PMS_GOLDEN_ONLY it is tests/run-shared: the golden cases alone,
 * with the CLI linked against the shared library, so the exported ABI is
 * what the cases exercise (the unit suites reach internals and link the
 * static archive).
 */
#include <dirent.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "test.h"

#ifndef PMS_GOLDEN_ONLY
#define T_SUITE(n) extern const struct t_case t_##n##_cases[];
#include "suites.h"
#undef T_SUITE
#define T_FUZZ(n) int pms_fuzz_##n(const uint8_t *data, size_t size);
#include "fuzz/targets.h"
#undef T_FUZZ

static const struct { const char *name; const struct t_case *cases; } suites[] = {
#define T_SUITE(n) { #n, t_##n##_cases },
#include "suites.h"
#undef T_SUITE
};

static const struct { const char *name; int (*fn)(const uint8_t *, size_t); } fuzzers[] = {
#define T_FUZZ(n) { #n, pms_fuzz_##n },
#include "fuzz/targets.h"
#undef T_FUZZ
};
#else
/* the shared library keeps no allocation counters: leaks are valgrind's */
#define pmsi_alloc_live() 0L
#define pmsi_alloc_fail_at(n) ((void)(n))
static const struct { const char *name; const struct t_case *cases; } suites[1];
static const struct { const char *name; int (*fn)(const uint8_t *, size_t); } fuzzers[1];
#endif

static int n_pass, n_fail, n_skip;

void t_fail(struct tctx *t, const char *file, int line, const char *fmt, ...)
{
	va_list ap;
	size_t at;

	t->failed++;
	if (t->failed > 1)
		return;	/* the first failure is the one to read */
	at = (size_t)snprintf(t->why, sizeof(t->why), "%s:%d: ", file, line);
	if (at >= sizeof(t->why))
		return;
	va_start(ap, fmt);
	vsnprintf(t->why + at, sizeof(t->why) - at, fmt, ap);
	va_end(ap);
}

enum t_result t_skip(struct tctx *t, const char *fmt, ...)
{
	va_list ap;

	t->skipped = 1;
	va_start(ap, fmt);
	vsnprintf(t->why, sizeof(t->why), fmt, ap);
	va_end(ap);
	return T_SKIP;
}

static void report(const char *suite, const char *name, enum t_result r, struct tctx *t)
{
	if (r == T_PASS) {
		n_pass++;
		printf("ok    %s/%s\n", suite, name);
	} else if (r == T_SKIP) {
		n_skip++;
		printf("skip  %s/%s  (%s)\n", suite, name, t->why);
	} else {
		n_fail++;
		printf("FAIL  %s/%s  %s", suite, name, t->why);
		if (t->failed > 1)
			printf(" (+%d more)", t->failed - 1);
		printf("\n");
	}
	fflush(stdout);
}

/* ---- in-process CLI ---- */

static char *cli_out, *cli_err;

static char *slurp(FILE *f)
{
	long n;
	char *buf;

	fflush(f);
	n = ftell(f);
	if (n < 0)
		n = 0;
	buf = malloc((size_t)n + 1);
	if (!buf)
		abort();
	rewind(f);
	n = (long)fread(buf, 1, (size_t)n, f);
	buf[n] = '\0';
	return buf;
}

int t_cli(const char *args, const char **out, const char **err)
{
	char *copy = strdup(args), *argv[256];
	int argc = 0, rc;
	char *p = copy, *w = copy;
	FILE *fo = tmpfile(), *fe = tmpfile();

	if (!copy || !fo || !fe)
		abort();
	argv[argc++] = "pmusched";
	while (*p) {
		int quoted = 0;

		while (*p == ' ' || *p == '\t' || *p == '\n')
			p++;
		if (!*p)
			break;
		argv[argc++] = w;
		while (*p && (quoted || (*p != ' ' && *p != '\t' && *p != '\n'))) {
			if (*p == '\'') {
				quoted = !quoted;
				p++;
				continue;
			}
			*w++ = *p++;
		}
		if (*p)
			p++;
		*w++ = '\0';
		if (argc >= 255)
			break;
	}
	argv[argc] = NULL;
	rc = pms_cli_main(argc, argv, fo, fe);
	free(cli_out);
	free(cli_err);
	cli_out = slurp(fo);
	cli_err = slurp(fe);
	fclose(fo);
	fclose(fe);
	free(copy);
	if (out)
		*out = cli_out;
	if (err)
		*err = cli_err;
	return rc;
}

/* ---- golden cases ---- */

static char *read_file(const char *path)
{
	FILE *f = fopen(path, "rb");
	char *buf;
	long n;

	if (!f)
		return NULL;
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	rewind(f);
	buf = malloc((size_t)n + 1);
	if (!buf)
		abort();
	n = (long)fread(buf, 1, (size_t)n, f);
	buf[n] = '\0';
	fclose(f);
	return buf;
}

/*
 * A golden file: "# args: ...", "# exit: N", optional "# stderr: text"
 * lines (each must occur in stderr), then the exact expected stdout; a
 * "# stdout:" line ends the header early (for output that starts with '#').
 */
static enum t_result run_golden(struct tctx *t, const char *path)
{
	char *text = read_file(path), *p, *args = NULL, *body;
	const char *out, *err;
	int want_exit = 0, rc;

	if (!text) {
		t_fail(t, path, 0, "cannot read");
		return T_FAIL;
	}
	p = text;
	while (*p == '#') {
		char *eol = strchr(p, '\n');

		if (!eol)
			eol = p + strlen(p);
		*eol = '\0';
		if (!strncmp(p, "# args: ", 8))
			args = p + 8;
		else if (!strncmp(p, "# exit: ", 8))
			want_exit = atoi(p + 8);
		else if (!strcmp(p, "# stdout:")) {
			p = eol + 1;
			break;
		}
		p = eol + 1;
	}
	body = p;
	if (!args) {
		t_fail(t, path, 0, "no '# args:' line");
		goto out;
	}
	rc = t_cli(args, &out, &err);
	CHECK(t, rc == want_exit, "exit %d, want %d; stderr: %.200s", rc, want_exit, err);
	if (strcmp(out, body)) {
		size_t i = 0;
		int line = 1;

		while (out[i] && out[i] == body[i]) {
			if (out[i] == '\n')
				line++;
			i++;
		}
		t_fail(t, path, line, "stdout differs at line %d: got '%.80s' want '%.80s'",
		       line, out + i, body + i);
	}
	/* stderr expectations */
	p = text;
	while (p < body) {
		if (!strncmp(p, "# stderr: ", 10))
			CHECK(t, strstr(err, p + 10) != NULL, "stderr lacks '%s': %.200s", p + 10, err);
		p += strlen(p) + 1;
	}
out:
	free(text);
	return t_result(t);
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Sorted regular files of @dir (caller frees). */
static char **list_dir(const char *dir, const char *suffix, int *n)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	char **v = NULL;
	int cap = 0;

	*n = 0;
	if (!d)
		return NULL;
	while ((e = readdir(d))) {
		size_t len = strlen(e->d_name), sl = suffix ? strlen(suffix) : 0;
		char path[1024];
		struct stat st;

		if (e->d_name[0] == '.')
			continue;
		if (suffix && (len < sl || strcmp(e->d_name + len - sl, suffix)))
			continue;
		snprintf(path, sizeof(path), "%s/%s", dir, e->d_name);
		if (stat(path, &st) || !S_ISREG(st.st_mode))
			continue;
		if (*n == cap) {
			cap = cap ? cap * 2 : 64;
			v = realloc(v, (size_t)cap * sizeof(*v));
			if (!v)
				abort();
		}
		v[(*n)++] = strdup(path);
	}
	closedir(d);
	if (*n)
		qsort(v, (size_t)*n, sizeof(*v), cmp_str);
	return v;
}

static int wanted(const char *filter, const char *suite, const char *name)
{
	char full[512];

	if (!filter)
		return 1;
	snprintf(full, sizeof(full), "%s/%s", suite, name);
	return strstr(full, filter) != NULL;
}

static void finish(const char *suite, const char *name, enum t_result r, struct tctx *t,
		   long live0)
{
	long live = pmsi_alloc_live();

	pmsi_alloc_fail_at(-1);
	if (r != T_FAIL && live != live0) {
		t_fail(t, suite, 0, "leak: %ld library allocations still live", live - live0);
		r = T_FAIL;
	}
	report(suite, name, r, t);
}

const char *t_shared_dir(void)
{
	static const char *cands[] = { "../shared", "../../shared" };
	struct stat st;

	for (size_t i = 0; i < T_ARRAY_SIZE(cands); i++)
		if (!stat(cands[i], &st) && S_ISDIR(st.st_mode))
			return cands[i];
	return NULL;
}

int main(int argc, char **argv)
{
	const char *filter = argc > 1 ? argv[1] : NULL;
	char **files;
	int n;

	for (size_t s = 0; s < T_ARRAY_SIZE(suites) && suites[s].cases; s++) {
		for (const struct t_case *c = suites[s].cases; c->name; c++) {
			struct tctx t = { .name = c->name };
			long live0;
			enum t_result r;

			if (!wanted(filter, suites[s].name, c->name))
				continue;
			live0 = pmsi_alloc_live();
			r = c->fn(&t);
			if (t.failed)
				r = T_FAIL;
			finish(suites[s].name, c->name, r, &t, live0);
		}
	}

	files = list_dir("tests/golden", ".t", &n);
	for (int i = 0; i < n; i++) {
		struct tctx t = { .name = files[i] };
		const char *base = strrchr(files[i], '/') + 1;
		long live0 = pmsi_alloc_live();

		if (wanted(filter, "golden", base))
			finish("golden", base, run_golden(&t, files[i]), &t, live0);
		free(files[i]);
	}
	free(files);

	for (size_t f = 0; f < T_ARRAY_SIZE(fuzzers) && fuzzers[f].fn; f++) {
		char dir[256];
		struct tctx t = { .name = fuzzers[f].name };
		long live0 = pmsi_alloc_live();
		int replayed = 0;

		if (!wanted(filter, "fuzz", fuzzers[f].name))
			continue;
		snprintf(dir, sizeof(dir), "tests/fuzz/corpus/%s", fuzzers[f].name);
		files = list_dir(dir, NULL, &n);
		for (int i = 0; i < n; i++) {
			char *data = read_file(files[i]);
			FILE *fp = fopen(files[i], "rb");
			long len = 0;

			if (fp) {
				fseek(fp, 0, SEEK_END);
				len = ftell(fp);
				fclose(fp);
			}
			if (data) {
				fuzzers[f].fn((const uint8_t *)data, (size_t)len);
				replayed++;
			}
			free(data);
			free(files[i]);
		}
		free(files);
		CHECK(&t, replayed > 0, "empty corpus %s", dir);
		finish("fuzz", fuzzers[f].name, t_result(&t), &t, live0);
	}

	free(cli_out);
	free(cli_err);
	if (n_skip)
		printf("%d skipped\n", n_skip);
	printf("%d passed, %d failed\n", n_pass, n_fail);
	return n_fail != 0;
}
