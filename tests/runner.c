/*
 * tests/run [FILTER] — every unit suite, every golden CLI case
 * (tests/golden/NAME.t) and a replay of every fuzz corpus.  The last line is
 * always "N passed, M failed"; the exit status is failed != 0.
 *
 * Built with PMS_GOLDEN_ONLY it is tests/run-shared: the golden cases alone,
 * with the CLI linked against the shared library, so the exported ABI is
 * what the cases exercise (the unit suites reach internals and link the
 * static archive).
 * tests/run --update [FILTER] rewrites the goldens (make golden-update).
 * tests/run --host NAME [FILTER] runs them as if the machine were the fake
 * host NAME (tests/unit/fake_hosts.c; --host list names them): make
 * test-hosts runs the suite so under each.  tests/run --lay NAME lays the
 * fake out, prints its directory and leaves it, to try the CLI on it by
 * hand (PMUSCHED_HOST_ROOT=DIR PMUSCHED_HOST_CPUID=... ./pmusched doctor).
 */
#include <dirent.h>
#include <regex.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "test.h"

#ifndef PMS_GOLDEN_ONLY
#include "unit/fake_hosts.h"
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
	if (t->failed > 1 && getenv("PMS_TEST_ALL_FAILS")) {
		/* every failure, for a suite whose first is not enough */
		va_start(ap, fmt);
		fprintf(stderr, "  also %s:%d: ", file ? file : "", line);
		vfprintf(stderr, fmt, ap);
		fputc('\n', stderr);
		va_end(ap);
	}
	if (t->failed > 1)
		return;	/* the first failure is the one to read */
	/* a NULL file: the message names its own place (the golden rules) */
	at = file ? (size_t)snprintf(t->why, sizeof(t->why), "%s:%d: ", file, line) : 0;
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
 * A golden file (the format is tests/golden/README.md's): a header of
 * "# KEY: value" lines, then the exact expected stdout.  Keys: args (one),
 * exit (one), derivation (one or more), stderr / stderr-match (one per
 * expected stderr line, in order: exact text or an anchored POSIX ERE; none
 * means stderr is empty), and a bare "# stdout:" that ends the header early.
 * Any other header line fails the golden, naming the file, line and rule.
 */
struct golden {
	char *text;		/* the file, header lines NUL-terminated in place */
	char **hdr;		/* every header line, in order */
	int n_hdr;
	const char *args;
	int want_exit;
	const char *body;	/* expected stdout */
	int stdout_marker;
};

static const char *const golden_keys = "args, exit, derivation, stderr, stderr-match, stdout";

static int key_is(const char *line, const char *key)
{
	size_t n = strlen(key);

	return !strncmp(line, "# ", 2) && !strncmp(line + 2, key, n) && line[2 + n] == ':' &&
	       (line[3 + n] == ' ' || line[3 + n] == '\0');
}

static const char *key_val(const char *line, const char *key)
{
	const char *v = line + 3 + strlen(key);

	return *v == ' ' ? v + 1 : v;
}

/* Parse @path into @g; on a broken rule, fail @t naming it and return -1. */
static int golden_parse(struct tctx *t, const char *path, struct golden *g)
{
	char *p;
	int n_exit = 0, n_deriv = 0, line = 0;

	memset(g, 0, sizeof(*g));
	g->text = read_file(path);
	if (!g->text) {
		t_fail(t, NULL, 0, "%s: cannot read", path);
		return -1;
	}
	p = g->text;
	while (*p == '#') {
		char *eol = strchr(p, '\n'), *end;

		line++;
		if (!eol) {
			t_fail(t, NULL, 0, "%s:%d: rule 'header': the file ends inside its header "
			       "(the expected stdout follows the header)", path, line);
			return -1;
		}
		*eol = '\0';
		g->hdr = realloc(g->hdr, (size_t)(g->n_hdr + 1) * sizeof(*g->hdr));
		if (!g->hdr)
			abort();
		g->hdr[g->n_hdr++] = p;
		if (!strcmp(p, "# stdout:")) {
			g->stdout_marker = 1;
			p = eol + 1;
			break;
		} else if (key_is(p, "args")) {
			if (g->args) {
				t_fail(t, NULL, 0, "%s:%d: rule 'args': '# args:' given twice", path, line);
				return -1;
			}
			g->args = key_val(p, "args");
		} else if (key_is(p, "exit")) {
			const char *v = key_val(p, "exit");
			long x = strtol(v, &end, 10);

			if (n_exit++ || !*v || *end || x < 0 || x > 255) {
				t_fail(t, NULL, 0, "%s:%d: rule 'exit': one '# exit: N' line, N in 0..255",
				       path, line);
				return -1;
			}
			g->want_exit = (int)x;
		} else if (key_is(p, "derivation")) {
			if (!key_val(p, "derivation")[0]) {
				t_fail(t, NULL, 0, "%s:%d: rule 'derivation': an empty '# derivation:' line",
				       path, line);
				return -1;
			}
			n_deriv++;
		} else if (!key_is(p, "stderr") && !key_is(p, "stderr-match")) {
			t_fail(t, NULL, 0, "%s:%d: rule 'known-keys': header line '%.60s' is not one of "
			       "'# KEY: value' with KEY in %s (prose goes in '# derivation:' lines)",
			       path, line, p, golden_keys);
			return -1;
		}
		p = eol + 1;
	}
	g->body = p;
	if (!g->args) {
		t_fail(t, NULL, 0, "%s: rule 'args': no '# args:' line", path);
		return -1;
	}
	if (!n_exit) {
		t_fail(t, NULL, 0, "%s: rule 'exit': no '# exit: N' line (it is required)", path);
		return -1;
	}
	if (!n_deriv) {
		t_fail(t, NULL, 0, "%s: rule 'derivation': no '# derivation:' line saying how the "
		       "expected figures were derived (source file/function/release or a real run)",
		       path);
		return -1;
	}
	if (!g->stdout_marker && *g->body == '#') {
		t_fail(t, NULL, 0, "%s: rule 'stdout': stdout starting with '#' needs a '# stdout:' line",
		       path);
		return -1;
	}
	return 0;
}

static void golden_free(struct golden *g)
{
	free(g->hdr);
	free(g->text);
}

/* Does stderr line @s (length @n) match the anchored ERE @re? */
static int line_matches(struct tctx *t, const char *path, const char *re, const char *s, size_t n)
{
	char *pat = malloc(strlen(re) + 5), *str = malloc(n + 1);
	regex_t rx;
	int ok;

	if (!pat || !str)
		abort();
	sprintf(pat, "^(%s)$", re);
	memcpy(str, s, n);
	str[n] = '\0';
	if (regcomp(&rx, pat, REG_EXTENDED | REG_NOSUB)) {
		t_fail(t, NULL, 0, "%s: rule 'stderr-match': '%s' is not a POSIX extended regex",
		       path, re);
		ok = 0;
	} else {
		ok = !regexec(&rx, str, 0, NULL, 0);
		regfree(&rx);
	}
	free(pat);
	free(str);
	return ok;
}

/* stderr, line by line, against the header's stderr / stderr-match lines. */
static void golden_check_stderr(struct tctx *t, const char *path, const struct golden *g,
				const char *err)
{
	const char *e = err;
	int k = 0;

	for (int i = 0; i < g->n_hdr; i++) {
		const char *h = g->hdr[i], *eol;
		int exact = key_is(h, "stderr");
		size_t n;

		if (!exact && !key_is(h, "stderr-match"))
			continue;
		k++;
		if (!*e) {
			t_fail(t, NULL, 0, "%s: rule 'stderr': stderr has %d line(s), the header "
			       "expects more (line %d: '%.80s')", path, k - 1, k, h);
			return;
		}
		eol = strchr(e, '\n');
		n = eol ? (size_t)(eol - e) : strlen(e);
		if (exact ? (strlen(key_val(h, "stderr")) != n || strncmp(e, key_val(h, "stderr"), n))
			  : !line_matches(t, path, key_val(h, "stderr-match"), e, n)) {
			t_fail(t, NULL, 0, "%s: rule '%s': stderr line %d is '%.*s', want %s'%s'",
			       path, exact ? "stderr" : "stderr-match", k, (int)(n > 160 ? 160 : n), e,
			       exact ? "" : "a match of ", exact ? key_val(h, "stderr")
							 : key_val(h, "stderr-match"));
			return;
		}
		e += n + (eol ? 1 : 0);
	}
	if (*e)
		t_fail(t, NULL, 0, "%s: rule 'stderr': unexpected stderr line %d '%.160s' (stderr is "
		       "matched whole: add '# stderr:' or '# stderr-match:' lines)", path, k + 1, e);
}

static enum t_result run_golden(struct tctx *t, const char *path)
{
	struct golden g;
	const char *out, *err;
	int rc;

	if (golden_parse(t, path, &g))
		goto out;
	rc = t_cli(g.args, &out, &err);
	if (rc != g.want_exit)
		t_fail(t, NULL, 0, "%s: rule 'exit': exit %d, want %d; stderr: %.200s", path, rc,
		       g.want_exit, err);
	if (strcmp(out, g.body)) {
		size_t i = 0;
		int line = 1;

		while (out[i] && out[i] == g.body[i]) {
			if (out[i] == '\n')
				line++;
			i++;
		}
		t_fail(t, NULL, 0, "%s: stdout differs at line %d: got '%.80s' want '%.80s'",
		       path, line, out + i, g.body + i);
	}
	golden_check_stderr(t, path, &g, err);
out:
	golden_free(&g);
	return t_result(t);
}

/*
 * tests/run --update [FILTER]: rewrite each golden's stdout and exit status,
 * and its exact stderr lines, from the current binary.  Every other header
 * line stays where it is; a golden with '# stderr-match:' lines keeps its
 * stderr header as written.  Derivations are never written here.
 */
static int update_golden(const char *path)
{
	struct tctx t = { .name = path };
	struct golden g;
	const char *out, *err;
	int rc, has_match = 0, has_err = 0, placed = 0, changed;
	FILE *f;
	char tmp[1100];

	if (golden_parse(&t, path, &g)) {
		golden_free(&g);
		fprintf(stderr, "update: refused: %s\n", t.why);
		return -1;
	}
	for (int i = 0; i < g.n_hdr; i++) {
		has_match |= key_is(g.hdr[i], "stderr-match");
		has_err |= key_is(g.hdr[i], "stderr");
	}
	rc = t_cli(g.args, &out, &err);
	snprintf(tmp, sizeof(tmp), "%s.tmp", path);
	f = fopen(tmp, "w");
	if (!f) {
		golden_free(&g);
		return -1;
	}
	for (int i = 0; i < g.n_hdr; i++) {
		const char *h = g.hdr[i];

		if (!has_match && key_is(h, "stderr")) {
			if (!placed++)
				for (const char *e = err; *e;) {
					const char *eol = strchr(e, '\n');
					size_t n = eol ? (size_t)(eol - e) : strlen(e);

					fprintf(f, n ? "# stderr: %.*s\n" : "# stderr:\n", (int)n, e);
					e += n + (eol ? 1 : 0);
				}
			continue;
		}
		if (!strcmp(h, "# stdout:"))
			continue;
		if (key_is(h, "exit"))
			fprintf(f, "# exit: %d\n", rc);
		else
			fprintf(f, "%s\n", h);
		if (key_is(h, "exit") && !has_match && !has_err && *err) {
			placed = 1;
			for (const char *e = err; *e;) {
				const char *eol = strchr(e, '\n');
				size_t n = eol ? (size_t)(eol - e) : strlen(e);

				fprintf(f, n ? "# stderr: %.*s\n" : "# stderr:\n", (int)n, e);
				e += n + (eol ? 1 : 0);
			}
		}
	}
	if (g.stdout_marker || *out == '#')
		fputs("# stdout:\n", f);
	fputs(out, f);
	fclose(f);
	golden_free(&g);
	{
		char *a = read_file(path), *b = read_file(tmp);

		changed = strcmp(a, b) != 0;
		free(a);
		free(b);
	}
	if (rename(tmp, path))
		return -1;
	if (changed)
		printf("updated %s\n", path);
	return changed;
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

#ifndef PMS_GOLDEN_ONLY
static char host_root[256];

/* --host NAME: lay the fake out and point the CLI's testing aid at it. */
static int run_as_host(const char *name)
{
	const struct t_fake_host *f = t_fake_host(name);

	if (!f) {
		if (strcmp(name, "list"))
			fprintf(stderr, "tests/run: unknown fake host '%s'; these are:\n", name);
		for (size_t i = 0; i < t_n_fake_hosts; i++)
			fprintf(strcmp(name, "list") ? stderr : stdout, "  %-14s %s\n",
				t_fake_hosts[i].name, t_fake_hosts[i].what);
		return strcmp(name, "list") ? 2 : 1;
	}
	if (t_fake_host_lay(f, host_root, sizeof(host_root))) {
		fprintf(stderr, "tests/run: cannot lay out fake host '%s'\n", name);
		return 2;
	}
	setenv("PMS_TEST_HOST", name, 1);
	setenv("PMS_TEST_HOST_ROOT", host_root, 1);
	t_fake_host_restore();
	printf("host  %s: %s (%s)\n", name, f->what, host_root);
	return 0;
}
#endif

int main(int argc, char **argv)
{
	const char *filter = argc > 1 ? argv[1] : NULL;
	char **files;
	int n;

#ifndef PMS_GOLDEN_ONLY
	if (filter && !strcmp(filter, "--lay") && argc > 2) {
		const struct t_fake_host *f = t_fake_host(argv[2]);

		if (!f || t_fake_host_lay(f, host_root, sizeof(host_root)))
			return run_as_host(argv[2]) == 1 ? 0 : 2;
		printf("PMUSCHED_HOST_ROOT=%s PMUSCHED_HOST_CPUID=%s\n", host_root,
		       f->cpuid ? f->cpuid : "");
		return 0;
	}
	if (filter && !strcmp(filter, "--host")) {
		int rc = argc > 2 ? run_as_host(argv[2]) : run_as_host("");

		if (rc)
			return rc == 1 ? 0 : rc;
		filter = argc > 3 ? argv[3] : NULL;
	}
#endif

	if (filter && !strcmp(filter, "--update")) {
		int bad = 0, upd = 0;

		filter = argc > 2 ? argv[2] : NULL;
		files = list_dir("tests/golden", ".t", &n);
		for (int i = 0; i < n; i++) {
			if (wanted(filter, "golden", strrchr(files[i], '/') + 1)) {
				int r = update_golden(files[i]);

				bad += r < 0;
				upd += r > 0;
			}
			free(files[i]);
		}
		free(files);
		free(cli_out);
		free(cli_err);
		printf("%d golden(s) rewritten, %d refused; review with git diff\n", upd, bad);
		return bad != 0;
	}

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
#ifndef PMS_GOLDEN_ONLY
	if (host_root[0])
		t_fake_host_remove(host_root);
#endif
	if (n_skip)
		printf("%d skipped\n", n_skip);
	printf("%d passed, %d failed\n", n_pass, n_fail);
	return n_fail != 0;
}
