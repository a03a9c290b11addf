/*
 * The test harness: one runner, table-driven suites, CHECK carries on,
 * REQUIRE jumps to the test's out: label.  A test that leaves library
 * allocations live fails.
 */
#ifndef PMS_TEST_H
#define PMS_TEST_H

#include <stdio.h>
#include <string.h>
#include "pmusched/pmusched.h"

enum t_result { T_PASS, T_FAIL, T_SKIP };

struct tctx {
	const char *name;
	int failed;
	int skipped;
	char why[512];
};

struct t_case {
	const char *name;
	enum t_result (*fn)(struct tctx *t);
};

void t_fail(struct tctx *t, const char *file, int line, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
enum t_result t_skip(struct tctx *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

#define T_ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))
#define CHECK(t, cond, ...) \
	do { if (!(cond)) t_fail((t), __FILE__, __LINE__, __VA_ARGS__); } while (0)
#define REQUIRE(t, cond, ...) \
	do { if (!(cond)) { t_fail((t), __FILE__, __LINE__, __VA_ARGS__); goto out; } } while (0)
#define t_result(t) ((t)->failed ? T_FAIL : T_PASS)

/*
 * Run the CLI in-process.  @args is split on blanks; single quotes group.
 * Output goes to the returned buffers (owned by the harness, valid until
 * the next call).  Returns the exit code.
 */
int t_cli(const char *args, const char **out, const char **err);

/* Allocator hooks (library test API). */
long pmsi_alloc_live(void);
void pmsi_alloc_fail_at(long n);

/* The CLI's in-process entry point. */
int pms_cli_main(int argc, char **argv, FILE *out, FILE *err);

/* Directory of the shared references, or NULL when absent. */
const char *t_shared_dir(void);

#endif
