/*
 * perf's metric expression language (include/pmusched/metrics.h) and the
 * two containers whose order decides perf's metric lists.
 *
 * Sources, per case: tools/perf/util/expr.y, expr.l and expr.c of Linux
 * 6.1 and 6.12 (the grammar, the lexer rules, expr__get_literal(),
 * expr__resolve_id(), expr__has_event()), tools/perf/util/hashmap.c and
 * expr.c key_hash(), lib/list_sort.c.  Expected values are computed by
 * hand from those rules (the arithmetic is shown in the comments); hash
 * buckets were computed independently from hashmap.h hash_bits():
 * top bits of key_hash(key) * 11400714819323198485.
 */
#include <math.h>
#include <stdlib.h>
#include "../test.h"
#include "../../src/lib/metric_int.h"

#define V61  PMS_KVER(6, 1)
#define V612 PMS_KVER(6, 12)
#define NA   (0.0 / 0.0)

static void consts(struct pms_mconsts *c)
{
	pms_mconsts_init(c, NULL, 8, false);
	c->smt_on = 1;
	c->num_cores = 4;
	c->cpuid = "GenuineIntel-6-55-4";
}

/* a = 10, b = 4, z = 0, n = NaN (an unsupported event, 6.12), s: source count 3 */
static struct pms_mvars *vars(uint32_t v)
{
	struct pms_mconsts c;
	struct pms_mvars *x;

	consts(&c);
	if (pms_mvars_new(v, &c, &x))
		return NULL;
	pms_mvars_set(x, "a", 10, 1);
	pms_mvars_set(x, "b", 4, 1);
	pms_mvars_set(x, "z", 0, 1);
	pms_mvars_set(x, "n", NA, 0);
	pms_mvars_set(x, "s", 5, 3);
	pms_mvars_set(x, "topdown-retiring", 7, 1);
	return x;
}

static bool same(double a, double b)
{
	return (isnan(a) && isnan(b)) || a == b;
}

static const struct {
	int line;
	uint32_t v;
	const char *expr;
	int rc;		/* PMS_OK or PMS_EINVAL (perf's parse aborts) */
	double want;
} values[] = {
	/* precedence and associativity: %left levels of expr.y */
	{ __LINE__, V612, "a + b * 2", PMS_OK, 18 },
	{ __LINE__, V612, "(a + b) * 2", PMS_OK, 28 },
	{ __LINE__, V612, "a - b - 1", PMS_OK, 5 },		/* (10-4)-1 */
	{ __LINE__, V612, "a / b / 2", PMS_OK, 1.25 },		/* (10/4)/2 */
	{ __LINE__, V612, "-a * b", PMS_OK, -40 },		/* NEG binds tightest */
	{ __LINE__, V612, "- - a", PMS_OK, 10 },
	{ __LINE__, V612, "a < b + 7", PMS_OK, 1 },		/* + above < */
	{ __LINE__, V612, "1 | 0 & 0", PMS_OK, 1 },		/* & above | */
	/* division: 6.12 gives NaN, 6.1 aborts the parse; d_ratio() gives 0 */
	{ __LINE__, V612, "a / z", PMS_OK, NA },
	{ __LINE__, V61, "a / z", PMS_EINVAL, 0 },
	{ __LINE__, V612, "d_ratio(a, z)", PMS_OK, 0 },
	{ __LINE__, V61, "d_ratio(a, z)", PMS_OK, 0 },
	{ __LINE__, V612, "d_ratio(a, b)", PMS_OK, 2.5 },
	/* '%' on (long) operands; by 0 aborts in both */
	{ __LINE__, V612, "a % b", PMS_OK, 2 },
	{ __LINE__, V612, "7.9 % 2", PMS_OK, 1 },		/* (long)7.9 = 7 */
	{ __LINE__, V612, "a % z", PMS_EINVAL, 0 },
	{ __LINE__, V61, "a % z", PMS_EINVAL, 0 },
	/* if-else: 0 (FP_ZERO) takes else; NaN counts as true */
	{ __LINE__, V612, "a if b > 3 else 99", PMS_OK, 10 },
	{ __LINE__, V612, "a if z else 99", PMS_OK, 99 },
	{ __LINE__, V612, "a if n else 99", PMS_OK, 10 },
	{ __LINE__, V612, "1 if z else 2 if b else 3", PMS_OK, 2 },	/* else takes if_expr */
	/* comparisons with NaN: 6.12 NaN, 6.1 plain C (false) */
	{ __LINE__, V612, "n > 3", PMS_OK, NA },
	{ __LINE__, V61, "n > 3", PMS_OK, 0 },
	{ __LINE__, V612, "a + n", PMS_OK, NA },
	{ __LINE__, V61, "a + n", PMS_OK, NA },
	/* min/max: C's a < b ? a : b, so NaN loses on the left, wins on the right */
	{ __LINE__, V612, "min(a, b)", PMS_OK, 4 },
	{ __LINE__, V612, "min(n, b)", PMS_OK, 4 },
	{ __LINE__, V612, "min(b, n)", PMS_OK, NA },
	{ __LINE__, V612, "max(n, b)", PMS_OK, 4 },
	/* 6.12 logic: booleans, a constant side short-circuits, else NaN */
	{ __LINE__, V612, "a | z", PMS_OK, 1 },
	{ __LINE__, V612, "z | z", PMS_OK, 0 },
	{ __LINE__, V612, "z & a", PMS_OK, 0 },
	{ __LINE__, V612, "a & b", PMS_OK, 1 },
	{ __LINE__, V612, "z | n", PMS_OK, NA },		/* 0 | x = x */
	{ __LINE__, V612, "a | n", PMS_OK, 1 },
	{ __LINE__, V612, "n & z", PMS_OK, 0 },
	{ __LINE__, V612, "n ^ a", PMS_OK, NA },
	{ __LINE__, V612, "a ^ z", PMS_OK, 1 },
	{ __LINE__, V612, "a ^ b", PMS_OK, 0 },
	/* 6.1 logic: bitwise on (long) */
	{ __LINE__, V61, "a | b", PMS_OK, 14 },		/* 1010 | 0100 */
	{ __LINE__, V61, "a & b", PMS_OK, 0 },
	{ __LINE__, V61, "a ^ b", PMS_OK, 14 },
	{ __LINE__, V61, "6 & 3", PMS_OK, 2 },
	/* numbers: strtod of the longest match */
	{ __LINE__, V612, "1e3 + .5 + 5.", PMS_OK, 1005.5 },
	{ __LINE__, V612, "2.5e-1", PMS_OK, 0.25 },
	/* unknown IDs are NaN; 0x10 lexes as a symbol */
	{ __LINE__, V612, "q + 1", PMS_OK, NA },
	{ __LINE__, V612, "0x10 + 1", PMS_OK, NA },
	/* NaN is a keyword from 6.12 (an unknown ID before) */
	{ __LINE__, V612, "NaN", PMS_OK, NA },
	{ __LINE__, V61, "NaN", PMS_OK, NA },
	/* literals, resolved when lexed: #smt_on without regard to case */
	{ __LINE__, V612, "#smt_on + #SMT_on + #num_cores", PMS_OK, 6 },
	{ __LINE__, V612, "a if #smt_on else b", PMS_OK, 10 },
	/* escapes: topdown\-retiring is one name; unescaped '-' subtracts */
	{ __LINE__, V612, "topdown\\-retiring", PMS_OK, 7 },
	{ __LINE__, V612, "topdown-retiring", PMS_OK, NA },	/* topdown - retiring */
	/* other characters are skipped by flex's '.' rule */
	{ __LINE__, V612, "a $ + $ b", PMS_OK, 14 },
	{ __LINE__, V612, "a\n+\tb", PMS_OK, 14 },
	/* has_event(): 1 when the ID has a value in the context */
	{ __LINE__, V612, "has_event(a) + has_event(q)", PMS_OK, 1 },
	/* source_count(): the count's source number; unknown: NaN */
	{ __LINE__, V612, "source_count(s)", PMS_OK, 3 },
	{ __LINE__, V612, "source_count(q)", PMS_OK, NA },
	/* strcmp_cpuid_str(): the mapfile rule, stepping ignored */
	{ __LINE__, V612, "strcmp_cpuid_str(GenuineIntel\\-6\\-55)", PMS_OK, 1 },
	{ __LINE__, V612, "strcmp_cpuid_str(GenuineIntel\\-6\\-56)", PMS_OK, 0 },
};

static enum t_result eval_table(struct tctx *t)
{
	for (size_t i = 0; i < T_ARRAY_SIZE(values); i++) {
		struct pms_mvars *v = vars(values[i].v);
		struct pms_mexpr *e = NULL;
		struct pms_mconsts c;
		struct pms_diag d;
		double got = -12345;
		int rc;

		consts(&c);
		REQUIRE(t, v != NULL, "no memory");
		rc = pms_mexpr_parse(values[i].expr, values[i].v, &c, &e, &d);
		CHECK(t, rc == PMS_OK, "line %d: '%s' does not parse: %s", values[i].line,
		      values[i].expr, d.msg);
		if (!rc) {
			rc = pms_mexpr_eval(e, v, &got, &d);
			CHECK(t, rc == values[i].rc, "line %d: '%s': %s, want %s", values[i].line,
			      values[i].expr, pms_strerror(rc), pms_strerror(values[i].rc));
			if (!rc && values[i].rc == PMS_OK)
				CHECK(t, same(got, values[i].want), "line %d: '%s' = %g, want %g",
				      values[i].line, values[i].expr, got, values[i].want);
		}
		pms_mexpr_free(e);
		pms_mvars_free(v);
	}
out:
	return t_result(t);
}

static const struct {
	int line;
	uint32_t v;
	const char *expr;
	int rc;
	size_t pos;
} errors[] = {
	{ __LINE__, V612, "a +", PMS_ESYNTAX, 3 },		/* unexpected end */
	{ __LINE__, V612, "a b", PMS_ESYNTAX, 2 },
	{ __LINE__, V612, "min(a)", PMS_ESYNTAX, 5 },		/* MIN '(' expr ',' expr ')' */
	{ __LINE__, V612, "(a", PMS_ESYNTAX, 2 },
	{ __LINE__, V612, "a if b", PMS_ESYNTAX, 6 },		/* no else */
	{ __LINE__, V612, "1 +* 2", PMS_ESYNTAX, 3 },
	{ __LINE__, V612, "has_event(1)", PMS_ESYNTAX, 10 },	/* '(' ID ')' */
	{ __LINE__, V612, "min(a if b else c, 1)", PMS_ESYNTAX, 6 },	/* args are exprs */
	{ __LINE__, V61, "has_event(a)", PMS_ESYNTAX, 9 },	/* an ID in 6.1: ID '(' */
	{ __LINE__, V612, "#NUM_CPUS", PMS_ESYNTAX, 0 },	/* strcmp: unknown literal */
	{ __LINE__, V612, "#bogus + 1", PMS_ESYNTAX, 0 },
	{ __LINE__, V61, "#slots", PMS_ESYNTAX, 0 },		/* 6.12 only */
	{ __LINE__, V612, "#slots", PMS_ESYNTAX, 0 },		/* NaN on x86: lexer error */
	{ __LINE__, V612, "1e-400", PMS_ESYNTAX, 0 },		/* strtod ERANGE */
	{ __LINE__, V612, "1e400", PMS_ESYNTAX, 0 },
	{ __LINE__, V612, "", PMS_ESYNTAX, 0 },
};

static enum t_result parse_errors(struct tctx *t)
{
	for (size_t i = 0; i < T_ARRAY_SIZE(errors); i++) {
		struct pms_mexpr *e = NULL;
		struct pms_mconsts c;
		struct pms_diag d;
		int rc;

		consts(&c);
		rc = pms_mexpr_parse(errors[i].expr, errors[i].v, &c, &e, &d);
		CHECK(t, rc == errors[i].rc, "line %d: '%s': %s, want %s", errors[i].line,
		      errors[i].expr, pms_strerror(rc), pms_strerror(errors[i].rc));
		if (rc == PMS_ESYNTAX)
			CHECK(t, d.pos == errors[i].pos, "line %d: '%s': position %zu, want %zu (%s)",
			      errors[i].line, errors[i].expr, d.pos, errors[i].pos, d.msg);
		CHECK(t, rc != PMS_OK || e != NULL, "line %d: no expression", errors[i].line);
		pms_mexpr_free(e);
	}
	return t_result(t);
}

static char *repeat(const char *head, const char *unit, int n, const char *tail)
{
	size_t hl = strlen(head), ul = strlen(unit), tl = strlen(tail);
	char *s = malloc(hl + ul * (size_t)n + tl + 1), *p = s;

	if (!s)
		return NULL;
	memcpy(p, head, hl);
	p += hl;
	for (int i = 0; i < n; i++, p += ul)
		memcpy(p, unit, ul);
	memcpy(p, tail, tl + 1);
	return s;
}

/* Bounded work: text, nesting, nodes and tree height are limited. */
static enum t_result limits(struct tctx *t)
{
	struct lim {
		const char *what;
		char *text;
		int want;
	} c[5] = {
		{ "16 KiB", repeat("", "a", 20000, ""), PMS_ELIMIT },
		{ "nesting", repeat("", "(", 200, "a"), PMS_ELIMIT },
		{ "unary", repeat("", "-", 200, "a"), PMS_ELIMIT },
		{ "height", repeat("a", "+a", 1100, ""), PMS_ELIMIT },	/* 1101 terms */
		{ "fits", repeat("a", "+a", 900, ""), PMS_OK },
	};
	int n = 5;

	for (int i = 0; i < n; i++) {
		struct pms_mexpr *e = NULL;
		int rc;

		REQUIRE(t, c[i].text != NULL, "no memory");
		rc = pms_mexpr_parse(c[i].text, V612, NULL, &e, NULL);
		CHECK(t, rc == c[i].want, "%s: %s, want %s", c[i].what, pms_strerror(rc),
		      pms_strerror(c[i].want));
		pms_mexpr_free(e);
	}
out:
	for (int i = 0; i < n; i++)
		free(c[i].text);
	return t_result(t);
}

/* Referenced metrics (expr__resolve_id()): evaluated once per context. */
static enum t_result references(struct tctx *t)
{
	static const struct {
		int line;
		const char *expr;
		double want;
	} c[] = {
		{ __LINE__, "m1 + m1", 40 },		/* m1 = a * 2 = 20 */
		{ __LINE__, "m2", 21 },			/* m2 = m1 + 1 */
		/* bad = a % z aborts: NaN the first time, then 0, as perf
		 * marks the reference computed before evaluating it */
		{ __LINE__, "bad + 1", NA },
		{ __LINE__, "min(bad, 5) + bad", 5 },	/* min(NaN, 5) = 5; 5 + 0 */
		/* r = r + 1: the inner r reads the value not yet set, 0 */
		{ __LINE__, "r", 1 },
	};
	struct pms_mvars *v = vars(V612);

	REQUIRE(t, v != NULL, "no memory");
	REQUIRE(t, !pms_mvars_ref(v, "m1", "a * 2", NULL), "m1");
	REQUIRE(t, !pms_mvars_ref(v, "m2", "m1 + 1", NULL), "m2");
	REQUIRE(t, !pms_mvars_ref(v, "bad", "a % z", NULL), "bad");
	REQUIRE(t, !pms_mvars_ref(v, "r", "r + 1", NULL), "r");
	for (size_t i = 0; i < T_ARRAY_SIZE(c); i++) {
		struct pms_mexpr *e = NULL;
		double got = -1;

		CHECK(t, !pms_mexpr_parse(c[i].expr, V612, NULL, &e, NULL), "line %d", c[i].line);
		CHECK(t, e && !pms_mexpr_eval(e, v, &got, NULL) && same(got, c[i].want),
		      "line %d: '%s' = %g, want %g", c[i].line, c[i].expr, got, c[i].want);
		pms_mexpr_free(e);
	}
out:
	pms_mvars_free(v);
	return t_result(t);
}

static bool parses_y(void *ctx, const char *id)
{
	(void)ctx;
	return !strcmp(id, "y");
}

/* expr__find_ids(): constants fold, IDs come out in the hashmap's order. */
static enum t_result find_ids(struct tctx *t)
{
	static const struct {
		int line;
		uint32_t v;
		const char *expr;
		int rc;
		const char *want;	/* IDs in order, ' '-separated */
	} c[] = {
		/* a: bucket 3, b: 2, c: 0 of 4 buckets -> c b a */
		{ __LINE__, V612, "a + b + c", PMS_OK, "c b a" },
		/* d makes 4 keys: 8 buckets, c 1, b 4, d 6, a 7 */
		{ __LINE__, V612, "a + b + c + d", PMS_OK, "c b d a" },
		{ __LINE__, V612, "a if #smt_on else b", PMS_OK, "a" },	/* #smt_on 1 */
		{ __LINE__, V612, "a if 0 else b", PMS_OK, "b" },
		{ __LINE__, V612, "a if c else b", PMS_OK, "c b a" },
		{ __LINE__, V612, "1 if c else 1", PMS_OK, "" },	/* equal constants */
		{ __LINE__, V612, "d_ratio(a, 0)", PMS_OK, "" },
		{ __LINE__, V612, "min(1, 2)", PMS_OK, "" },
		{ __LINE__, V612, "a * 0", PMS_OK, "a" },		/* no folding here */
		{ __LINE__, V612, "a / 0", PMS_OK, "" },		/* NaN, IDs dropped */
		{ __LINE__, V61, "a / 0", PMS_EINVAL, "" },		/* YYABORT */
		{ __LINE__, V612, "0 & a", PMS_OK, "" },
		{ __LINE__, V612, "1 & a", PMS_OK, "a" },
		{ __LINE__, V612, "a | 1", PMS_OK, "" },
		{ __LINE__, V61, "0 & a", PMS_OK, "a" },		/* 6.1: no folding */
		{ __LINE__, V612, "x if has_event(y) else z", PMS_OK, "x" },
		{ __LINE__, V612, "x if has_event(w) else z", PMS_OK, "z" },
		{ __LINE__, V612, "source_count(a) + b", PMS_OK, "b a" },
		{ __LINE__, V61, "NaN + a", PMS_OK, "NaN a" },
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(c); i++) {
		struct pms_mexpr *e = NULL;
		struct pms_mconsts k;
		const char *ids[16];
		char got[128] = "";
		size_t n = 0;
		int rc;

		consts(&k);
		CHECK(t, !pms_mexpr_parse(c[i].expr, c[i].v, &k, &e, NULL), "line %d: parse",
		      c[i].line);
		if (!e)
			continue;
		rc = pms_mexpr_ids(e, parses_y, NULL, ids, 16, &n);
		CHECK(t, rc == c[i].rc, "line %d: '%s': %s", c[i].line, c[i].expr, pms_strerror(rc));
		for (size_t k2 = 0; !rc && k2 < n && k2 < 16; k2++) {
			strncat(got, k2 ? " " : "", sizeof(got) - strlen(got) - 1);
			strncat(got, ids[k2], sizeof(got) - strlen(got) - 1);
		}
		if (!rc)
			CHECK(t, !strcmp(got, c[i].want), "line %d: '%s': ids '%s', want '%s'",
			      c[i].line, c[i].expr, got, c[i].want);
		pms_mexpr_free(e);
	}
	return t_result(t);
}

/* tools/perf/util/hashmap.c, by hand (buckets in the file comment). */
static enum t_result phash_order(struct tctx *t)
{
	static const struct {
		int line;
		const char *insert;	/* keys inserted in order */
		const char *del;	/* then deleted */
		const char *want;
	} c[] = {
		{ __LINE__, "a b c", "", "c b a" },
		{ __LINE__, "a b c d", "", "c b d a" },		/* grows to 8 at the 4th */
		{ __LINE__, "a b c d e", "", "c e b d a" },	/* e: bucket 3 of 8 */
		/* b and CPU_CLK_UNHALTED.THREAD share bucket 2 of 4: newest first */
		{ __LINE__, "b CPU_CLK_UNHALTED.THREAD", "", "CPU_CLK_UNHALTED.THREAD b" },
		/* INST_RETIRED.ANY, c, duration_time share bucket 0 of 4; the
		 * growth for a walks that chain (dt c INST) and pushes each on
		 * its new chain's head: INST alone in 0, c before dt in 1 */
		{ __LINE__, "INST_RETIRED.ANY c duration_time a", "",
		  "INST_RETIRED.ANY c duration_time a" },
		{ __LINE__, "INST_RETIRED.ANY c duration_time a", "c",
		  "INST_RETIRED.ANY duration_time a" },
		{ __LINE__, "a b a", "", "b a" },		/* HASHMAP_SET keeps a */
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(c); i++) {
		struct pmsi_phash *h = pmsi_phash_new();
		char ins[128], del[128], got[128] = "", *save, *k;	/* keys live in ins[] */
		const char *key;
		size_t it = 0;

		REQUIRE(t, h != NULL, "no memory");
		snprintf(ins, sizeof(ins), "%s", c[i].insert);
		for (k = strtok_r(ins, " ", &save); k; k = strtok_r(NULL, " ", &save))
			pmsi_phash_insert(h, k);
		snprintf(del, sizeof(del), "%s", c[i].del);
		for (k = strtok_r(del, " ", &save); k; k = strtok_r(NULL, " ", &save))
			pmsi_phash_delete(h, k);
		while ((key = pmsi_phash_next(h, &it)) != NULL) {
			strncat(got, *got ? " " : "", sizeof(got) - strlen(got) - 1);
			strncat(got, key, sizeof(got) - strlen(got) - 1);
		}
		CHECK(t, !strcmp(got, c[i].want), "line %d: '%s', want '%s'", c[i].line, got,
		      c[i].want);
		pmsi_phash_free(h);
	}
out:
	return t_result(t);
}

/* ids__union(): the larger absorbs the smaller; on a tie the first. */
static enum t_result phash_union(struct tctx *t)
{
	struct pmsi_phash *a = pmsi_phash_new(), *b = pmsi_phash_new(), *u = NULL;
	const char *k;
	char got[64] = "";
	size_t it = 0;

	REQUIRE(t, a && b, "no memory");
	pmsi_phash_insert(b, "d");
	pmsi_phash_insert(a, "a");
	pmsi_phash_insert(a, "b");
	pmsi_phash_insert(a, "c");
	REQUIRE(t, !pmsi_phash_union(b, a, &u), "union");
	a = b = NULL;
	while ((k = pmsi_phash_next(u, &it)) != NULL) {
		strncat(got, *got ? " " : "", sizeof(got) - strlen(got) - 1);
		strncat(got, k, sizeof(got) - strlen(got) - 1);
	}
	/* d joins {a,b,c}: as the fourth insert, c b d a */
	CHECK(t, !strcmp(got, "c b d a"), "union: '%s'", got);
out:
	pmsi_phash_free(a);
	pmsi_phash_free(b);
	pmsi_phash_free(u);
	return t_result(t);
}

static int by_key(void *priv, int a, int b)
{
	const int *key = priv;

	return key[a] - key[b];
}

static int always(void *priv, int a, int b)
{
	(void)a;
	(void)b;
	return *(int *)priv;
}

/* lib/list_sort.c: stable; with a comparator that always says "after",
 * n = 3 comes out reversed (worked through the pending lists by hand). */
static enum t_result list_sort(struct tctx *t)
{
	int key[5] = { 3, 1, 2, 1, 3 }, order[5] = { 0, 1, 2, 3, 4 }, scratch[10];
	int three[3] = { 0, 1, 2 }, plus = 1, minus = -1;

	pmsi_list_sort(order, 5, scratch, key, by_key);
	CHECK(t, order[0] == 1 && order[1] == 3 && order[2] == 2 && order[3] == 0 &&
	      order[4] == 4, "stable: %d %d %d %d %d", order[0], order[1], order[2], order[3],
	      order[4]);
	pmsi_list_sort(three, 3, scratch, &plus, always);
	CHECK(t, three[0] == 2 && three[1] == 1 && three[2] == 0, "always 1: %d %d %d", three[0],
	      three[1], three[2]);
	three[0] = 0, three[1] = 1, three[2] = 2;
	pmsi_list_sort(three, 3, scratch, &minus, always);
	CHECK(t, three[0] == 0 && three[1] == 1 && three[2] == 2, "always -1: %d %d %d",
	      three[0], three[1], three[2]);
	return t_result(t);
}

const struct t_case t_metrics_cases[] = {
	{ "eval_table", eval_table },
	{ "parse_errors", parse_errors },
	{ "limits", limits },
	{ "references", references },
	{ "find_ids", find_ids },
	{ "phash_order", phash_order },
	{ "phash_union", phash_union },
	{ "list_sort", list_sort },
	{ NULL, NULL }
};
