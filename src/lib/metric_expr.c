/*
 * perf's metric expression language: util/expr.l (the lexer), util/expr.y
 * (the grammar and its two passes) and util/expr.c, in the 6.1 and 6.12
 * dialects.  The expression is parsed once into a tree; the two passes
 * perf runs while parsing are replayed on the tree in the same post-order:
 *
 *  - the ids pass (expr__find_ids(), compute_ids): which events and metric
 *    names the expression needs, with constant conditions folded, built as
 *    perf builds it, one hashmap per ID unioned upwards (ids__union()), so
 *    the resulting set iterates in perf's order;
 *  - the value pass (expr__parse()): the value from counts and referenced
 *    metrics.  Every operand is evaluated, as bison reduces every operand,
 *    including both arms of 'if'.
 *
 * Lexer (flex picks the longest match, then the earliest rule): keywords
 * d_ratio max min if else source_count, and in 6.12 has_event
 * strcmp_cpuid_str NaN; literals '#' [0-9a-zA-Z_.-]+; numbers
 * ([0-9]+.?[0-9]* | [0-9]*.?[0-9]+)(e-?[0-9]+)?, converted by strtod (a
 * range error is a lexer error); symbols of [0-9a-zA-Z_.:@?] and the
 * escapes \- \, \=, normalized by dropping the backslash and replacing
 * '?' by the runtime parameter; the operators | ^ & < > - + * / % ( ) ,;
 * any other byte is skipped.
 *
 * Grammar precedence, lowest first, all left-associative: if-else,
 * |, ^, &, < >, + -, * / %, unary minus.  'if' takes an expression as its
 * condition and an if-expression after 'else'; function arguments and
 * operands are expressions, so only parentheses nest an if-expression.
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "metric_int.h"

enum tok {
	T_END, T_NUM, T_ID, T_LIT, T_DRATIO, T_MAX, T_MIN, T_IF, T_ELSE, T_SRCCOUNT,
	T_HASEVENT, T_CPUID, T_NAN, T_CHAR, T_ERR, T_AGGRNR,
};

enum nkind { K_NUM, K_ID, K_SRC, K_HAS, K_CPUID, K_NEG, K_BIN, K_IF, K_DRATIO, K_MIN, K_MAX };

struct mnode {
	uint8_t k;		/* enum nkind */
	char op;		/* K_BIN: the operator */
	int32_t a, b, c;	/* children; K_IF: a if b else c */
	int32_t h;		/* height of the subtree */
	double v;		/* K_NUM */
	const char *s;		/* K_ID, K_SRC, K_HAS, K_CPUID: normalized ID */
};

struct pmsi_mexpr {
	enum pmsi_dialect dialect;
	struct mnode *n;
	int n_nodes, cap, root;
	struct pmsi_sarena *strs;
	bool nan_lit;
};

struct lexer {
	const char *text;
	size_t pos, len;
	enum pmsi_dialect dialect;
	int runtime;
	const struct pms_mconsts *lit;
	/* current token */
	enum tok t;
	char ch;		/* T_CHAR */
	size_t tpos, tlen;
	double num;
	const char *id;		/* T_ID: normalized, in the expression's arena */
};

struct parser {
	struct lexer lx;
	struct pmsi_mexpr *e;
	struct pms_diag *d;
	int depth;
	int err;
};

static bool is_sym(char c)
{
	return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       c == '_' || c == '.' || c == ':' || c == '@' || c == '?';
}

static bool is_litc(char c)
{
	return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       c == '_' || c == '.' || c == '-';
}

static bool is_digit(char c)
{
	return c >= '0' && c <= '9';
}

static size_t match_symbol(const char *s, size_t n)
{
	size_t k = 0;

	while (k < n) {
		if (is_sym(s[k]))
			k++;
		else if (s[k] == '\\' && k + 1 < n && strchr("-,=", s[k + 1]) && s[k + 1])
			k += 2;
		else
			break;
	}
	return k;
}

static size_t match_number(const char *s, size_t n)
{
	size_t d1 = 0, k, base;

	while (d1 < n && is_digit(s[d1]))
		d1++;
	k = d1;
	if (k < n && s[k] == '.') {
		size_t d2 = 0;

		while (k + 1 + d2 < n && is_digit(s[k + 1 + d2]))
			d2++;
		if (d1 == 0 && d2 == 0)
			return 0;
		base = k + 1 + d2;
	} else {
		if (d1 == 0)
			return 0;
		base = d1;
	}
	k = base;
	if (k < n && s[k] == 'e') {
		size_t j = k + 1, d3 = 0;

		if (j < n && s[j] == '-')
			j++;
		while (j + d3 < n && is_digit(s[j + d3]))
			d3++;
		if (d3)
			k = j + d3;
	}
	return k;
}

static const struct {
	const char *word;
	enum tok t;
	bool only612;
} keywords[] = {
	{ "d_ratio", T_DRATIO, false }, { "max", T_MAX, false }, { "min", T_MIN, false },
	{ "if", T_IF, false }, { "else", T_ELSE, false }, { "source_count", T_SRCCOUNT, false },
	{ "has_event", T_HASEVENT, true }, { "strcmp_cpuid_str", T_CPUID, true },
	{ "NaN", T_NAN, true },
	/*
	 * aggr_nr(ID) of perf 6.19+ expr.l/expr.y (the 7.x metrics' uncore
	 * latencies): read in the 6.12 dialect, which no 6.12 JSON tells
	 * apart, and valued as source_count (the number of counts merged).
	 */
	{ "aggr_nr", T_AGGRNR, true },
};

/* expr__get_literal(): the value of @name, NaN when perf has no such literal. */
static double literal_value(const char *name, enum pmsi_dialect dl, const struct pms_mconsts *c)
{
	static const struct pms_mconsts none = {
		NAN, NAN, NAN, NAN, NAN, NAN, NAN, NAN, NAN, NAN, NULL, NAN,
	};

	if (!c)
		c = &none;
	if (!strcmp(name, "#num_cpus"))
		return c->num_cpus;
	if (dl == PMSI_D612 && !strcmp(name, "#num_cpus_online"))
		return c->num_cpus_online;
	if (!strcasecmp(name, "#system_tsc_freq"))
		return c->system_tsc_freq;
	if (!strcasecmp(name, "#smt_on"))
		return c->smt_on;
	if (!strcmp(name, "#core_wide"))
		return c->core_wide;
	if (!strcmp(name, "#num_packages"))
		return c->num_packages;
	if (!strcmp(name, "#num_dies"))
		return c->num_dies;
	if (!strcmp(name, "#num_cores"))
		return c->num_cores;
	if (dl == PMSI_D612 && !strcmp(name, "#slots"))
		return c->slots;
	if (dl == PMSI_D612 && !strcmp(name, "#has_pmem"))
		return c->has_pmem;
	/* tool_pmu.c of 6.19+ (7.3.4 tool_pmu__read_event(),
	 * TOOL_PMU__EVENT_TARGET_CPU): -a or -C given.  Only the 7.x tables,
	 * read in the 6.12 dialect, use it. */
	if (dl == PMSI_D612 && !strcmp(name, "#target_cpu"))
		return c->target_cpu;
	return NAN;
}

static bool literal_known(const char *name, enum pmsi_dialect dl)
{
	static const struct pms_mconsts one = { 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, NULL, 1 };

	return !isnan(literal_value(name, dl, &one));
}

/* Normalize a symbol: drop escaping backslashes, '?' -> runtime. */
static const char *normalize(struct parser *p, const char *s, size_t n)
{
	char buf[512], rt[16];
	size_t o = 0;
	int rl = snprintf(rt, sizeof(rt), "%d", p->lx.runtime);

	for (size_t k = 0; k < n; k++) {
		if (s[k] == '\\' && k + 1 < n) {
			k++;
			if (o < sizeof(buf))
				buf[o++] = s[k];
		} else if (s[k] == '?') {
			for (int j = 0; j < rl && o < sizeof(buf); j++)
				buf[o++] = rt[j];
		} else if (o < sizeof(buf)) {
			buf[o++] = s[k];
		}
	}
	if (o >= sizeof(buf)) {
		p->err = pmsi_diag(p->d, PMS_ELIMIT, p->lx.tpos, n,
				   "identifier longer than %zu bytes", sizeof(buf) - 1);
		return NULL;
	}
	return pmsi_sarena_dup(p->e->strs, buf, o);
}

static void lex_error(struct parser *p, const char *what)
{
	p->lx.t = T_ERR;
	if (!p->err)
		p->err = pmsi_diag(p->d, PMS_ESYNTAX, p->lx.tpos, p->lx.tlen, "%s", what);
}

static void lex_word(struct parser *p, size_t kw, size_t lit, size_t num, size_t sym, int kwi)
{
	struct lexer *lx = &p->lx;
	const char *s = lx->text + lx->pos;
	size_t best = kw;

	if (lit > best)
		best = lit;
	if (num > best)
		best = num;
	if (sym > best)
		best = sym;
	lx->tlen = best;
	if (kw == best) {
		lx->t = keywords[kwi].t;
		lx->num = NAN;
	} else if (lit == best) {
		char name[128];
		double v;

		if (lit >= sizeof(name))
			return lex_error(p, "literal too long");
		memcpy(name, s, lit);
		name[lit] = '\0';
		if (!literal_known(name, lx->dialect))
			return lex_error(p, "unknown literal");
		v = literal_value(name, lx->dialect, lx->lit);
		if (isnan(v) && lx->lit)
			return lex_error(p, "literal has no value on this machine");
		if (isnan(v))
			p->e->nan_lit = true;
		lx->t = T_NUM;
		lx->num = v;
	} else if (num == best) {
		char buf[64];

		if (num >= sizeof(buf))
			return lex_error(p, "number too long");
		memcpy(buf, s, num);
		buf[num] = '\0';
		errno = 0;
		lx->num = strtod(buf, NULL);
		if (errno)
			return lex_error(p, "number out of range");
		lx->t = T_NUM;
	} else {
		lx->t = T_ID;
		lx->id = normalize(p, s, sym);
		if (!lx->id) {
			if (!p->err)
				p->err = pmsi_diag(p->d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
			lx->t = T_ERR;
		}
	}
}

static void next(struct parser *p)
{
	struct lexer *lx = &p->lx;

	for (;;) {
		const char *s = lx->text + lx->pos;
		size_t n = lx->len - lx->pos, kw = 0, lit = 0, num, sym;
		int kwi = -1;

		lx->tpos = lx->pos;
		if (!n) {
			lx->t = T_END;
			lx->tlen = 0;
			return;
		}
		for (size_t i = 0; i < PMS_ARRAY_SIZE(keywords); i++) {
			size_t l = strlen(keywords[i].word);

			if (keywords[i].only612 && lx->dialect != PMSI_D612)
				continue;
			if (l <= n && !memcmp(s, keywords[i].word, l) && l > kw) {
				kw = l;
				kwi = (int)i;
			}
		}
		if (s[0] == '#')
			for (lit = 1; lit < n && is_litc(s[lit]); lit++)
				;
		if (lit == 1)
			lit = 0;
		num = match_number(s, n);
		sym = match_symbol(s, n);
		if (kw || lit || num || sym) {
			lex_word(p, kw, lit, num, sym, kwi);
			lx->pos += lx->tlen;
			return;
		}
		lx->pos++;
		if (strchr("|^&<>-+*/%(),", s[0]) && s[0]) {
			lx->t = T_CHAR;
			lx->ch = s[0];
			lx->tlen = 1;
			return;
		}
		/* flex's '.' rule (and its default rule for '\n'): skipped */
	}
}

static int new_node(struct parser *p, enum nkind k, int a, int b, int c)
{
	struct pmsi_mexpr *e = p->e;
	int h = 0;

	if (e->n_nodes >= PMSI_MEXPR_MAX_NODES) {
		if (!p->err)
			p->err = pmsi_diag(p->d, PMS_ELIMIT, p->lx.tpos, 0,
					   "expression has more than %d nodes",
					   PMSI_MEXPR_MAX_NODES);
		return -1;
	}
	if (e->n_nodes == e->cap) {
		int cap = e->cap ? 2 * e->cap : 32;
		struct mnode *nn = pmsi_realloc(e->n, (size_t)cap * sizeof(*nn));

		if (!nn) {
			if (!p->err)
				p->err = pmsi_diag(p->d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
			return -1;
		}
		e->n = nn;
		e->cap = cap;
	}
	for (int i = 0, ch[3] = { a, b, c }; i < 3; i++)
		if (ch[i] >= 0 && e->n[ch[i]].h > h)
			h = e->n[ch[i]].h;
	if (h >= PMSI_MEXPR_MAX_HEIGHT) {
		if (!p->err)
			p->err = pmsi_diag(p->d, PMS_ELIMIT, p->lx.tpos, 0,
					   "expression deeper than %d operations",
					   PMSI_MEXPR_MAX_HEIGHT);
		return -1;
	}
	memset(&e->n[e->n_nodes], 0, sizeof(e->n[0]));
	e->n[e->n_nodes].k = (uint8_t)k;
	e->n[e->n_nodes].a = a;
	e->n[e->n_nodes].b = b;
	e->n[e->n_nodes].c = c;
	e->n[e->n_nodes].h = h + 1;
	return e->n_nodes++;
}

static void syntax(struct parser *p, const char *want)
{
	if (p->err)
		return;
	if (p->lx.t == T_END)
		p->err = pmsi_diag(p->d, PMS_ESYNTAX, p->lx.tpos, 0, "unexpected end, expected %s",
				   want);
	else
		p->err = pmsi_diag(p->d, PMS_ESYNTAX, p->lx.tpos, p->lx.tlen ? p->lx.tlen : 1,
				   "unexpected '%.*s', expected %s",
				   (int)(p->lx.tlen ? p->lx.tlen : 1), p->lx.text + p->lx.tpos, want);
}

static bool accept_char(struct parser *p, char c)
{
	if (p->lx.t == T_CHAR && p->lx.ch == c) {
		next(p);
		return true;
	}
	return false;
}

static bool expect_char(struct parser *p, char c)
{
	char want[4] = { '\'', c, '\'', '\0' };

	if (accept_char(p, c))
		return true;
	syntax(p, want);
	return false;
}

static int parse_expr(struct parser *p, int min_prec);
static int parse_if(struct parser *p);

static bool enter(struct parser *p)
{
	if (++p->depth > PMSI_MEXPR_MAX_DEPTH) {
		if (!p->err)
			p->err = pmsi_diag(p->d, PMS_ELIMIT, p->lx.tpos, 0,
					   "expression nested deeper than %d", PMSI_MEXPR_MAX_DEPTH);
		return false;
	}
	return true;
}

/* NAME '(' ID ')' for source_count, has_event, strcmp_cpuid_str */
static int parse_id_call(struct parser *p, enum nkind k)
{
	int n;
	const char *id;

	next(p);
	if (!expect_char(p, '('))
		return -1;
	if (p->lx.t != T_ID) {
		syntax(p, "an event name");
		return -1;
	}
	id = p->lx.id;
	next(p);
	if (!expect_char(p, ')'))
		return -1;
	if ((n = new_node(p, k, -1, -1, -1)) < 0)
		return -1;
	p->e->n[n].s = id;
	return n;
}

/* MIN|MAX|D_RATIO '(' expr ',' expr ')' */
static int parse_pair_call(struct parser *p, enum nkind k)
{
	int a, b;

	next(p);
	if (!expect_char(p, '(') || (a = parse_expr(p, 1)) < 0 || !expect_char(p, ',') ||
	    (b = parse_expr(p, 1)) < 0 || !expect_char(p, ')'))
		return -1;
	return new_node(p, k, a, b, -1);
}

static int parse_primary(struct parser *p)
{
	int n = -1, a;

	if (!enter(p))
		return -1;
	switch (p->lx.t) {
	case T_NUM:
	case T_NAN:
		if ((n = new_node(p, K_NUM, -1, -1, -1)) >= 0)
			p->e->n[n].v = p->lx.num;
		next(p);
		break;
	case T_ID:
		if ((n = new_node(p, K_ID, -1, -1, -1)) >= 0)
			p->e->n[n].s = p->lx.id;
		next(p);
		break;
	case T_SRCCOUNT:
	case T_AGGRNR:
		n = parse_id_call(p, K_SRC);
		break;
	case T_HASEVENT:
		n = parse_id_call(p, K_HAS);
		break;
	case T_CPUID:
		n = parse_id_call(p, K_CPUID);
		break;
	case T_MIN:
		n = parse_pair_call(p, K_MIN);
		break;
	case T_MAX:
		n = parse_pair_call(p, K_MAX);
		break;
	case T_DRATIO:
		n = parse_pair_call(p, K_DRATIO);
		break;
	case T_CHAR:
		if (p->lx.ch == '-') {
			next(p);
			if ((a = parse_primary(p)) >= 0)
				n = new_node(p, K_NEG, a, -1, -1);
			break;
		}
		if (p->lx.ch == '(') {
			next(p);
			if ((a = parse_if(p)) >= 0 && expect_char(p, ')'))
				n = a;
			break;
		}
		/* fall through */
	default:
		syntax(p, "an operand");
		break;
	}
	p->depth--;
	return p->err ? -1 : n;
}

static int prec_of(const struct parser *p)
{
	if (p->lx.t != T_CHAR)
		return 0;
	switch (p->lx.ch) {
	case '|': return 1;
	case '^': return 2;
	case '&': return 3;
	case '<': case '>': return 4;
	case '+': case '-': return 5;
	case '*': case '/': case '%': return 6;
	default: return 0;
	}
}

/* Precedence climbing; every level is left-associative, as %left makes it. */
static int parse_expr(struct parser *p, int min_prec)
{
	int lhs = parse_primary(p), prec;

	while (lhs >= 0 && (prec = prec_of(p)) >= min_prec) {
		char op = p->lx.ch;
		int rhs, n;

		next(p);
		rhs = parse_expr(p, prec + 1);
		if (rhs < 0 || (n = new_node(p, K_BIN, lhs, rhs, -1)) < 0)
			return -1;
		p->e->n[n].op = op;
		lhs = n;
	}
	return p->err ? -1 : lhs;
}

/* if_expr: expr IF expr ELSE if_expr | expr */
static int parse_if(struct parser *p)
{
	int a, c, b;

	if (!enter(p))
		return -1;
	a = parse_expr(p, 1);
	if (a >= 0 && p->lx.t == T_IF) {
		next(p);
		c = parse_expr(p, 1);
		if (c < 0)
			a = -1;
		else if (p->lx.t != T_ELSE) {
			syntax(p, "'else'");
			a = -1;
		} else {
			next(p);
			b = parse_if(p);
			a = b < 0 ? -1 : new_node(p, K_IF, a, c, b);
		}
	}
	p->depth--;
	return p->err ? -1 : a;
}

int pmsi_mexpr_parse(const char *text, enum pmsi_dialect dialect, int runtime,
		     const struct pms_mconsts *lit, struct pmsi_mexpr **out, struct pms_diag *d)
{
	struct parser p;
	size_t len;

	*out = NULL;
	if (!text)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no expression");
	len = strlen(text);
	if (len > PMSI_MEXPR_MAX_TEXT)
		return pmsi_diag(d, PMS_ELIMIT, PMSI_MEXPR_MAX_TEXT, 0,
				 "expression longer than %d bytes", PMSI_MEXPR_MAX_TEXT);
	memset(&p, 0, sizeof(p));
	p.d = d;
	p.lx.text = text;
	p.lx.len = len;
	p.lx.dialect = dialect;
	p.lx.runtime = runtime;
	p.lx.lit = lit;
	p.e = pmsi_calloc(1, sizeof(*p.e));
	if (!p.e || !(p.e->strs = pmsi_sarena_new())) {
		pmsi_free(p.e);
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	}
	p.e->dialect = dialect;
	next(&p);
	p.e->root = p.err ? -1 : parse_if(&p);
	if (!p.err && p.lx.t != T_END)
		syntax(&p, "an operator or the end");
	if (p.err) {
		pmsi_mexpr_free(p.e);
		return p.err;
	}
	*out = p.e;
	return PMS_OK;
}

void pmsi_mexpr_free(struct pmsi_mexpr *e)
{
	if (!e)
		return;
	pmsi_free(e->n);
	pmsi_sarena_free(e->strs);
	pmsi_free(e);
}

bool pmsi_mexpr_has_nan_literal(const struct pmsi_mexpr *e)
{
	return e->nan_lit;
}

enum pmsi_dialect pmsi_mexpr_dialect(const struct pmsi_mexpr *e)
{
	return e->dialect;
}

/* ---- shared arithmetic ---- */

/* (long)x as x86-64 computes it: out of range and NaN give LONG_MIN. */
static int64_t to_long(double x)
{
	if (isnan(x) || x >= 9223372036854775808.0 || x < -9223372036854775808.0)
		return INT64_MIN;
	return (int64_t)x;
}

/* '%' as perf computes it; false when perf's parse aborts or traps. */
static bool long_mod(double a, double b, double *out)
{
	int64_t x = to_long(a), y = to_long(b);

	if (b == 0 || y == 0 || (x == INT64_MIN && y == -1))
		return false;
	*out = (double)(x % y);
	return true;
}


/* ---- the ids pass (compute_ids) ---- */

struct ids {
	double val;		/* a constant, or NaN: "any value" (perf's BOTTOM) */
	struct pmsi_phash *ids;
};

struct idpass {
	const struct pmsi_mexpr *e;
	const struct pmsi_ids_env *env;
	struct pmsi_phash *ctx_ids;	/* the context's set before this expression */
	int err;
};

static bool is_const(double v)
{
	return isfinite(v);
}

static int set_of(struct idpass *ip, const char *id, struct ids *r)
{
	const char *k = pmsi_sarena_dup(ip->env->keys, id, strlen(id));

	r->val = NAN;
	r->ids = pmsi_phash_new();
	if (!k || !r->ids || pmsi_phash_insert(r->ids, k)) {
		pmsi_phash_free(r->ids);
		r->ids = NULL;
		return PMS_ENOMEM;
	}
	return PMS_OK;
}

static int unite(struct ids *a, struct ids *b, struct ids *r)
{
	struct pmsi_phash *u;
	int rc = pmsi_phash_union(a->ids, b->ids, &u);

	a->ids = b->ids = NULL;
	r->val = NAN;
	r->ids = u;
	return rc;
}

static void drop(struct ids *x)
{
	pmsi_phash_free(x->ids);
	x->ids = NULL;
}

static int ids_node(struct idpass *ip, int i, struct ids *r);

/* 6.12 '|' and '&' fold a constant side; 6.1 computes (long) a OP (long) b. */
static int ids_logic(struct idpass *ip, char op, struct ids *a, struct ids *b, struct ids *r)
{
	bool ca = is_const(a->val), cb = is_const(b->val);

	if (ip->e->dialect == PMSI_D61) {
		if (ca && cb) {
			int64_t x = to_long(a->val), y = to_long(b->val);

			r->val = (double)(op == '|' ? (x | y) : op == '&' ? (x & y) : (x ^ y));
			r->ids = NULL;
			return PMS_OK;
		}
		return unite(a, b, r);
	}
	if (op == '^') {
		if (ca && cb) {
			r->val = (a->val == 0) != (b->val == 0) ? 1 : 0;
			r->ids = NULL;
			return PMS_OK;
		}
		return unite(a, b, r);
	}
	if (ca && cb) {
		r->val = op == '|' ? !(a->val == 0 && b->val == 0) : (a->val != 0 && b->val != 0);
		r->ids = NULL;
	} else if (ca || cb) {
		struct ids *k = ca ? a : b, *o = ca ? b : a;
		bool keep = op == '|' ? k->val == 0 : k->val != 0;

		if (keep) {
			*r = *o;
			o->ids = NULL;
		} else {
			r->val = op == '|' ? 1 : 0;
			r->ids = NULL;
			drop(o);
		}
	} else {
		return unite(a, b, r);
	}
	return PMS_OK;
}

static int ids_bin(struct idpass *ip, char op, struct ids *a, struct ids *b, struct ids *r)
{
	bool both = is_const(a->val) && is_const(b->val);

	switch (op) {
	case '|': case '&': case '^':
		return ids_logic(ip, op, a, b, r);
	case '/':
		if (b->val == 0) {
			drop(a);
			if (ip->e->dialect == PMSI_D61)
				return PMS_EINVAL;
			r->val = NAN;
			r->ids = NULL;
			return PMS_OK;
		}
		if (both) {
			r->val = a->val / b->val;
			r->ids = NULL;
			return PMS_OK;
		}
		return unite(a, b, r);
	case '%':
		if (b->val == 0) {
			drop(a);
			drop(b);
			return PMS_EINVAL;
		}
		if (both) {
			r->ids = NULL;
			return long_mod(a->val, b->val, &r->val) ? PMS_OK : PMS_EINVAL;
		}
		return unite(a, b, r);
	default:
		if (!both)
			return unite(a, b, r);
		r->ids = NULL;
		r->val = op == '<' ? a->val < b->val : op == '>' ? a->val > b->val :
			 op == '+' ? a->val + b->val : op == '-' ? a->val - b->val :
			 a->val * b->val;
		return PMS_OK;
	}
}

static int ids_if(struct idpass *ip, const struct mnode *n, struct ids *r)
{
	struct ids a = { NAN, NULL }, c = { NAN, NULL }, b = { NAN, NULL }, cb;
	int rc;

	if ((rc = ids_node(ip, n->a, &a)) || (rc = ids_node(ip, n->b, &c)) ||
	    (rc = ids_node(ip, n->c, &b)))
		goto out;
	if (c.val == 0) {
		*r = b;
		b.ids = NULL;
	} else if (is_const(c.val)) {
		*r = a;
		a.ids = NULL;
	} else if (a.val == b.val) {
		r->val = a.val;
		r->ids = NULL;
	} else {
		if (!(rc = unite(&c, &b, &cb)))
			rc = unite(&a, &cb, r);
		else
			drop(&cb);
	}
out:
	drop(&a);
	drop(&c);
	drop(&b);
	return rc;
}

static int ids_pair(struct idpass *ip, const struct mnode *n, struct ids *r)
{
	struct ids a = { NAN, NULL }, b = { NAN, NULL };
	int rc;

	if ((rc = ids_node(ip, n->a, &a)) || (rc = ids_node(ip, n->b, &b)))
		goto fail;
	switch (n->k) {
	case K_BIN:
		rc = ids_bin(ip, n->op, &a, &b, r);
		break;
	case K_DRATIO:
		if (b.val == 0) {
			r->val = 0;
			r->ids = NULL;
		} else if (is_const(a.val) && is_const(b.val)) {
			r->val = a.val / b.val;
			r->ids = NULL;
		} else {
			rc = unite(&a, &b, r);
		}
		break;
	default:	/* min, max: always the union, even of constants */
		rc = unite(&a, &b, r);
		break;
	}
fail:
	drop(&a);
	drop(&b);
	return rc;
}

static int ids_node(struct idpass *ip, int i, struct ids *r)
{
	const struct mnode *n = &ip->e->n[i];
	const struct pmsi_ids_env *env = ip->env;

	r->val = NAN;
	r->ids = NULL;
	switch (n->k) {
	case K_NUM:
		r->val = n->v;
		return PMS_OK;
	case K_ID:
	case K_SRC:
		return set_of(ip, n->s, r);
	case K_HAS:
		/* expr__has_event(): in the context already, or does it parse? */
		r->val = pmsi_phash_has(ip->ctx_ids, n->s) ? 1 :
			 env->event_parses && env->event_parses(env->ctx, n->s) ? 1 : 0;
		return PMS_OK;
	case K_CPUID:
		r->val = !env->cpuid_matches ? NAN : env->cpuid_matches(env->ctx, n->s) ? 1 : 0;
		return PMS_OK;
	case K_NEG: {
		int rc = ids_node(ip, n->a, r);

		r->val = -r->val;
		return rc;
	}
	case K_IF:
		return ids_if(ip, n, r);
	default:
		return ids_pair(ip, n, r);
	}
}

int pmsi_mexpr_find_ids(const struct pmsi_mexpr *e, const struct pmsi_ids_env *env,
			struct pmsi_phash **ctx_ids)
{
	struct idpass ip = { e, env, *ctx_ids, 0 };
	struct ids r;
	struct pmsi_phash *u;
	int rc;

	if (e->nan_lit)
		return PMS_EINVAL;
	rc = ids_node(&ip, e->root, &r);
	if (rc) {
		pmsi_phash_free(r.ids);
		return rc;
	}
	/* start: ctx->ids = ids__union($1.ids, ctx->ids) */
	rc = pmsi_phash_union(r.ids, *ctx_ids, &u);
	*ctx_ids = u;
	return rc;
}

/* ---- the value pass ---- */

static int val_node(const struct pmsi_mexpr *e, struct pmsi_val_env *env, int i, double *out);

static int val_id(const struct pmsi_mexpr *e, struct pmsi_val_env *env, const struct mnode *n,
		  double *out)
{
	const struct pmsi_mexpr *ref = NULL;
	int sc = 0, slot = -1, rc;
	double v = NAN;

	(void)e;
	rc = env->resolve(env->ctx, n->s, &v, &sc, &ref, &slot);
	if (n->k == K_HAS) {
		*out = rc ? 1 : 0;
		return PMS_OK;
	}
	if (rc == 1) {
		*out = n->k == K_SRC ? sc : v;
		return PMS_OK;
	}
	*out = NAN;
	if (rc != 2 || n->k == K_SRC)
		return PMS_OK;
	/* expr__resolve_id(): a reference is evaluated once; it is marked done
	 * before the evaluation, so a failure leaves 0 for later lookups */
	if (env->ref_state[slot]) {
		*out = env->ref_val[slot];
		return PMS_OK;
	}
	env->ref_state[slot] = 1;
	env->ref_val[slot] = 0;
	if (env->depth >= PMSI_MREF_MAX_DEPTH)
		return PMS_ELIMIT;
	env->depth++;
	rc = val_node(ref, env, ref->root, &v);
	env->depth--;
	if (rc == PMS_ELIMIT || rc == PMS_ENOMEM)
		return rc;
	if (rc == PMS_OK && !ref->nan_lit) {
		env->ref_val[slot] = v;
		*out = v;
	}
	return PMS_OK;
}

static double logic612(char op, double a, double b)
{
	bool ca = isfinite(a), cb = isfinite(b);

	if (op == '^')
		return ca && cb ? ((a == 0) != (b == 0) ? 1 : 0) : NAN;
	if (ca && cb)
		return op == '|' ? !(a == 0 && b == 0) : (a != 0 && b != 0);
	if (ca)
		return op == '|' ? (a == 0 ? b : 1) : (a != 0 ? b : 0);
	if (cb)
		return op == '|' ? (b == 0 ? a : 1) : (b != 0 ? a : 0);
	return NAN;
}

static int val_bin(enum pmsi_dialect dl, char op, double a, double b, double *out)
{
	bool nan = isnan(a) || isnan(b);

	switch (op) {
	case '|': case '&': case '^':
		if (dl == PMSI_D612) {
			*out = logic612(op, a, b);
		} else {
			int64_t x = to_long(a), y = to_long(b);

			*out = (double)(op == '|' ? (x | y) : op == '&' ? (x & y) : (x ^ y));
		}
		return PMS_OK;
	case '/':
		if (b == 0) {
			*out = NAN;
			return dl == PMSI_D61 ? PMS_EINVAL : PMS_OK;
		}
		*out = a / b;
		return PMS_OK;
	case '%':
		return long_mod(a, b, out) ? PMS_OK : PMS_EINVAL;
	case '<':
		*out = dl == PMSI_D612 && nan ? NAN : a < b;
		return PMS_OK;
	case '>':
		*out = dl == PMSI_D612 && nan ? NAN : a > b;
		return PMS_OK;
	default:
		*out = dl == PMSI_D612 && nan ? NAN :
		       op == '+' ? a + b : op == '-' ? a - b : a * b;
		return PMS_OK;
	}
}

static int val_node(const struct pmsi_mexpr *e, struct pmsi_val_env *env, int i, double *out)
{
	const struct mnode *n = &e->n[i];
	double a = NAN, b = NAN, c = NAN;
	int rc;

	switch (n->k) {
	case K_NUM:
		*out = n->v;
		return PMS_OK;
	case K_ID:
	case K_SRC:
	case K_HAS:
		return val_id(e, env, n, out);
	case K_CPUID:
		*out = !env->cpuid_matches ? NAN : env->cpuid_matches(env->ctx, n->s) ? 1 : 0;
		return PMS_OK;
	case K_NEG:
		rc = val_node(e, env, n->a, &a);
		*out = -a;
		return rc;
	case K_IF:
		if ((rc = val_node(e, env, n->a, &a)) || (rc = val_node(e, env, n->b, &c)) ||
		    (rc = val_node(e, env, n->c, &b)))
			return rc;
		*out = c == 0 ? b : a;
		return PMS_OK;
	default:
		break;
	}
	if ((rc = val_node(e, env, n->a, &a)) || (rc = val_node(e, env, n->b, &b)))
		return rc;
	switch (n->k) {
	case K_DRATIO:
		*out = b == 0 ? 0 : a / b;
		return PMS_OK;
	case K_MIN:
		*out = a < b ? a : b;
		return PMS_OK;
	case K_MAX:
		*out = a > b ? a : b;
		return PMS_OK;
	default:
		return val_bin(e->dialect, n->op, a, b, out);
	}
}

int pmsi_mexpr_eval(const struct pmsi_mexpr *e, struct pmsi_val_env *env, double *out)
{
	*out = NAN;
	if (e->nan_lit)
		return PMS_EINVAL;
	return val_node(e, env, e->root, out);
}
