/*
 * perf's event-list lexer (tools/perf/util/parse-events.l, 6.12), rule by
 * rule: flex takes the longest match and, between equal lengths, the rule
 * written first.  That is what makes "cycles" a hardware symbol but
 * "cyclesx" a name, "r1a" a raw event but "r0x1a" a name outside a term
 * list, "read" a raw term inside one, and "CYCLES" no symbol at all (the
 * symbol rules are case-sensitive).
 *
 * Three states matter: INITIAL (events), config (between the slashes of
 * a term list; flex's inclusive %s, so INITIAL's rules apply after the
 * config ones) and mem (after "mem:", exclusive).  perf's "event" state
 * only measures an event's text for its default name; the parser does
 * that itself.  Blanks are skipped as perf's catch-all rule skips them;
 * any other byte perf would silently skip is refused here.
 */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "evlist_int.h"

/* ---- perf's legacy names (parse-events.l; evsel.c evsel__hw_cache*) ---- */

static const struct {
	const char *name;
	enum pmsi_tok_kind kind;
	int id;
} syms[] = {
	{ "cpu-cycles", PMSI_T_SYM_HW, 0 }, { "cycles", PMSI_T_SYM_HW, 0 },
	{ "stalled-cycles-frontend", PMSI_T_SYM_HW, 7 },
	{ "idle-cycles-frontend", PMSI_T_SYM_HW, 7 },
	{ "stalled-cycles-backend", PMSI_T_SYM_HW, 8 },
	{ "idle-cycles-backend", PMSI_T_SYM_HW, 8 },
	{ "instructions", PMSI_T_SYM_HW, 1 }, { "cache-references", PMSI_T_SYM_HW, 2 },
	{ "cache-misses", PMSI_T_SYM_HW, 3 }, { "branch-instructions", PMSI_T_SYM_HW, 4 },
	{ "branches", PMSI_T_SYM_HW, 4 }, { "branch-misses", PMSI_T_SYM_HW, 5 },
	{ "bus-cycles", PMSI_T_SYM_HW, 6 }, { "ref-cycles", PMSI_T_SYM_HW, 9 },
	{ "cpu-clock", PMSI_T_SYM_SW, 0 }, { "task-clock", PMSI_T_SYM_SW, 1 },
	{ "page-faults", PMSI_T_SYM_SW, 2 }, { "faults", PMSI_T_SYM_SW, 2 },
	{ "minor-faults", PMSI_T_SYM_SW, 5 }, { "major-faults", PMSI_T_SYM_SW, 6 },
	{ "context-switches", PMSI_T_SYM_SW, 3 }, { "cs", PMSI_T_SYM_SW, 3 },
	{ "cpu-migrations", PMSI_T_SYM_SW, 4 }, { "migrations", PMSI_T_SYM_SW, 4 },
	{ "alignment-faults", PMSI_T_SYM_SW, 7 }, { "emulation-faults", PMSI_T_SYM_SW, 8 },
	{ "dummy", PMSI_T_SYM_SW, 9 },
	{ "duration_time", PMSI_T_SYM_TOOL, PMS_TOOL_DURATION_TIME },
	{ "user_time", PMSI_T_SYM_TOOL, PMS_TOOL_USER_TIME },
	{ "system_time", PMSI_T_SYM_TOOL, PMS_TOOL_SYSTEM_TIME },
	{ "bpf-output", PMSI_T_SYM_SW, 10 }, { "cgroup-switches", PMSI_T_SYM_SW, 11 },
};

/* The first name of each symbol, as evsel__hw_names/evsel__sw_names spell it. */
static const char *const hw_first[] = {
	"cycles", "instructions", "cache-references", "cache-misses", "branches",
	"branch-misses", "bus-cycles", "stalled-cycles-frontend", "stalled-cycles-backend",
	"ref-cycles",
};
static const char *const sw_first[] = {
	"cpu-clock", "task-clock", "page-faults", "context-switches", "cpu-migrations",
	"minor-faults", "major-faults", "alignment-faults", "emulation-faults", "dummy",
	"bpf-output", "cgroup-switches",
};
static const char *const tool_first[] = { "", "duration_time", "user_time", "system_time" };

const char *pmsi_sym_name(enum pmsi_tok_kind kind, int id)
{
	if (kind == PMSI_T_SYM_HW && id >= 0 && (size_t)id < PMS_ARRAY_SIZE(hw_first))
		return hw_first[id];
	if (kind == PMSI_T_SYM_SW && id >= 0 && (size_t)id < PMS_ARRAY_SIZE(sw_first))
		return sw_first[id];
	if (kind == PMSI_T_SYM_TOOL && id > 0 && (size_t)id < PMS_ARRAY_SIZE(tool_first))
		return tool_first[id];
	return "?";
}

/* evsel__hw_cache, evsel__hw_cache_op, evsel__hw_cache_result (evsel.c, 6.12). */
#define ALIASES 5
static const char *const cache_type[][ALIASES] = {
	{ "L1-dcache", "l1-d", "l1d", "L1-data" },
	{ "L1-icache", "l1-i", "l1i", "L1-instruction" },
	{ "LLC", "L2" },
	{ "dTLB", "d-tlb", "Data-TLB" },
	{ "iTLB", "i-tlb", "Instruction-TLB" },
	{ "branch", "branches", "bpu", "btb", "bpc" },
	{ "node" },
};
static const char *const cache_op[][ALIASES] = {
	{ "load", "loads", "read" },
	{ "store", "stores", "write" },
	{ "prefetch", "prefetches", "speculative-read", "speculative-load" },
};
static const char *const cache_result[][ALIASES] = {
	{ "refs", "Reference", "ops", "access" },
	{ "misses", "miss" },
};

/* evsel__hw_cache_stat: L1I reads and prefetches only; ITLB and BPU reads only. */
static const unsigned cache_ops_valid[] = { 7, 5, 7, 7, 1, 1, 7 };

/* All lengths of an lc_op_result alternative at @s, as a bit set (bit l). */
static uint32_t opres_lengths(const char *s)
{
	uint32_t set = 0;

	for (size_t i = 0; i < PMS_ARRAY_SIZE(cache_op); i++)
		for (size_t j = 0; j < ALIASES && cache_op[i][j]; j++)
			if (!strncmp(s, cache_op[i][j], strlen(cache_op[i][j])))
				set |= UINT32_C(1) << strlen(cache_op[i][j]);
	for (size_t i = 0; i < PMS_ARRAY_SIZE(cache_result); i++)
		for (size_t j = 0; j < ALIASES && cache_result[i][j]; j++)
			if (!strncmp(s, cache_result[i][j], strlen(cache_result[i][j])))
				set |= UINT32_C(1) << strlen(cache_result[i][j]);
	return set;
}

size_t pmsi_legacy_cache_len(const char *s)
{
	size_t best = 0;

	for (size_t i = 0; i < PMS_ARRAY_SIZE(cache_type); i++) {
		for (size_t j = 0; j < ALIASES && cache_type[i][j]; j++) {
			size_t t = strlen(cache_type[i][j]);
			uint32_t a;

			if (strncmp(s, cache_type[i][j], t))
				continue;
			if (t > best)
				best = t;
			if (s[t] != '-')
				continue;
			a = opres_lengths(s + t + 1);
			for (size_t l1 = 1; l1 < 32; l1++) {
				size_t e1 = t + 1 + l1;
				uint32_t b;

				if (!(a >> l1 & 1))
					continue;
				if (e1 > best)
					best = e1;
				if (s[e1] != '-')
					continue;
				b = opres_lengths(s + e1 + 1);
				for (size_t l2 = 1; l2 < 32; l2++)
					if ((b >> l2 & 1) && e1 + 1 + l2 > best)
						best = e1 + 1 + l2;
			}
		}
	}
	return best;
}

/*
 * parse_aliases(): the first index whose aliases prefix @s, ignoring case,
 * with the longest such alias in *@len.
 */
static int cache_alias(const char *s, size_t n, const char *const (*tab)[ALIASES],
		       size_t ntab, size_t *len)
{
	for (size_t i = 0; i < ntab; i++) {
		size_t best = 0;

		for (size_t j = 0; j < ALIASES && tab[i][j]; j++) {
			size_t l = strlen(tab[i][j]);

			if (l > best && l <= n && !strncasecmp(s, tab[i][j], l))
				best = l;
		}
		if (best) {
			*len = best;
			return (int)i;
		}
	}
	return -1;
}

int64_t pmsi_legacy_cache_decode(const char *name, size_t n)
{
	size_t at, len = 0;
	int type, op = -1, res = -1;

	type = cache_alias(name, n, cache_type, PMS_ARRAY_SIZE(cache_type), &len);
	if (type < 0)
		return -1;
	at = len + 1;	/* perf skips one separator byte after each part */
	if (at < n) {
		op = cache_alias(name + at, n - at, cache_op, PMS_ARRAY_SIZE(cache_op), &len);
		if (op >= 0) {
			if (!(cache_ops_valid[type] >> op & 1))
				return -1;
			at += len + 1;
		} else {
			res = cache_alias(name + at, n - at, cache_result,
					  PMS_ARRAY_SIZE(cache_result), &len);
			if (res >= 0)
				at += len + 1;
		}
	}
	if (at < n) {
		if (op < 0) {
			op = cache_alias(name + at, n - at, cache_op, PMS_ARRAY_SIZE(cache_op),
					 &len);
			if (op >= 0 && !(cache_ops_valid[type] >> op & 1))
				return -1;
		} else if (res < 0) {
			res = cache_alias(name + at, n - at, cache_result,
					  PMS_ARRAY_SIZE(cache_result), &len);
		}
	}
	if (op < 0)
		op = 0;		/* reads */
	if (res < 0)
		res = 0;	/* accesses */
	return (int64_t)type | (int64_t)op << 8 | (int64_t)res << 16;
}

bool pmsi_is_legacy_name(const char *name)
{
	size_t n = strlen(name);

	for (size_t i = 0; i < PMS_ARRAY_SIZE(syms); i++)
		if (!strcmp(name, syms[i].name))
			return true;
	return n && pmsi_legacy_cache_len(name) == n;
}

/* ---- token shapes ---- */

static const char *const term_kw[PMSI_KW_N] = {
	"config", "config1", "config2", "config3", "name", "period", "freq", "branch_type",
	"time", "call-graph", "stack-size", "max-stack", "nr", "inherit", "no-inherit",
	"overwrite", "no-overwrite", "percore", "aux-output", "aux-sample-size", "metric-id",
};

const char *pmsi_term_kw_name(int kw)
{
	return kw >= 0 && kw < PMSI_KW_N ? term_kw[kw] : "?";
}

/* parse-events.l modifier_event; 'X' (dont_regroup) from perf 6.18 (035c17893082) */
static const char mod_letters[] = "ukhpPGHSDIWebRX";

static bool is_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

static size_t run(const char *s, const char *set, size_t max)
{
	size_t k = 0;

	while (k < max && s[k] && strchr(set, s[k]))
		k++;
	return k;
}

#define ALNUM "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
#define HEX "0123456789abcdefABCDEF"

/* {name}: [a-zA-Z0-9_*?\[\]][a-zA-Z0-9_*?.\[\]!\-]* */
static size_t name_len(const char *s)
{
	if (!*s || !strchr(ALNUM "_*?[]", *s))
		return 0;
	return 1 + run(s + 1, ALNUM "_*?.[]!-", SIZE_MAX);
}

/* {name_minus}: [a-zA-Z_*?][a-zA-Z0-9\-_*?.:]* */
static size_t name_minus_len(const char *s)
{
	if (!*s || !strchr(ALNUM "_*?", *s) || isdigit((unsigned char)*s))
		return 0;
	return 1 + run(s + 1, ALNUM "-_*?.:", SIZE_MAX);
}

/* {name_tag}: a quoted name; the length includes both quotes. */
static size_t name_tag_len(const char *s)
{
	size_t k;

	if (s[0] != '\'' || !s[1] || !strchr(ALNUM "_*?[]", s[1]))
		return 0;
	k = 2 + run(s + 2, ALNUM "_*?-,.[]:=", SIZE_MAX);
	return s[k] == '\'' ? k + 1 : 0;
}

/* @{drv_cfg_term}: @[a-zA-Z0-9_\.]+(=[a-zA-Z0-9_*?\.:]+)? */
static size_t drv_len(const char *s)
{
	size_t k, v;

	if (s[0] != '@')
		return 0;
	k = run(s + 1, ALNUM "_.", SIZE_MAX);
	if (!k)
		return 0;
	k++;
	if (s[k] == '=' && (v = run(s + k + 1, ALNUM "_*?.:", SIZE_MAX)) > 0)
		k += 1 + v;
	return k;
}

static size_t raw_len(const char *s)
{
	size_t h = s[0] == 'r' ? run(s + 1, HEX, 16) : 0;

	return h ? 1 + h : 0;
}

static size_t raw0x_len(const char *s)
{
	size_t h = !strncmp(s, "r0x", 3) ? run(s + 3, HEX, 16) : 0;

	return h ? 3 + h : 0;
}

static size_t hex_len(const char *s)
{
	size_t h = !strncmp(s, "0x", 2) ? run(s + 2, HEX, 16) : 0;

	return h ? 2 + h : 0;
}

static size_t sym_len(const char *s, int *which)
{
	size_t best = 0;

	for (size_t i = 0; i < PMS_ARRAY_SIZE(syms); i++) {
		size_t l = strlen(syms[i].name);

		if (l > best && !strncmp(s, syms[i].name, l)) {
			best = l;
			*which = (int)i;
		}
	}
	return best;
}

static size_t kw_len(const char *s, int *which)
{
	size_t best = 0;

	for (int i = 0; i < PMSI_KW_N; i++) {
		size_t l = strlen(term_kw[i]);

		if (l > best && !strncmp(s, term_kw[i], l)) {
			best = l;
			*which = i;
		}
	}
	return best;
}

/* ---- candidates: the longest wins, then the lower rank (earlier rule) ---- */

enum rule {
	R_KW, R_HWTERM, R_CRAW, R_CRAW0X, R_CCOMMA, R_CSLASH, R_CLC, R_NAMEMINUS, R_DRV,
	R_SYM, R_LC, R_MEM, R_RAW, R_DEC, R_HEX, R_MOD, R_NAME, R_NAMETAG, R_SINGLE, R_NONE
};

struct best {
	size_t len;
	enum rule rule;
	int which;
};

static void offer(struct best *b, size_t len, enum rule r, int which)
{
	if (len > b->len || (len == b->len && len && r < b->rule)) {
		b->len = len;
		b->rule = r;
		b->which = which;
	}
}

/* Longest hardware symbol at @s (the config state's hw_term rules). */
static size_t hw_term_len(const char *s, int *which)
{
	size_t best = 0;

	for (size_t i = 0; i < PMS_ARRAY_SIZE(syms); i++) {
		size_t l = strlen(syms[i].name);

		if (syms[i].kind == PMSI_T_SYM_HW && l > best && !strncmp(s, syms[i].name, l)) {
			best = l;
			*which = (int)i;
		}
	}
	return best;
}

static void offer_config(struct best *b, const char *s)
{
	int w = 0;
	size_t l;

	/* the length first: argument evaluation order is unspecified */
	l = kw_len(s, &w);
	offer(b, l, R_KW, w);
	l = hw_term_len(s, &w);
	offer(b, l, R_HWTERM, w);
	offer(b, raw_len(s), R_CRAW, 0);
	offer(b, raw0x_len(s), R_CRAW0X, 0);
	offer(b, *s == ',', R_CCOMMA, 0);
	offer(b, *s == '/', R_CSLASH, 0);
	offer(b, pmsi_legacy_cache_len(s), R_CLC, 0);
	offer(b, name_minus_len(s), R_NAMEMINUS, 0);
	offer(b, drv_len(s), R_DRV, 0);
}

/* Before 6.18: [ukhpPGHSDIWebR]{1,16}, without 'X'. */
static size_t run_mods_6_17(const char *s)
{
	size_t k = 0;

	while (k < 16 && s[k] && s[k] != 'X' && strchr(mod_letters, s[k]))
		k++;
	return k;
}

static void offer_initial(struct best *b, const char *s, bool mod_x)
{
	int w = 0;
	size_t l;

	l = sym_len(s, &w);
	offer(b, l, R_SYM, w);
	offer(b, pmsi_legacy_cache_len(s), R_LC, 0);
	offer(b, strncmp(s, "mem:", 4) ? 0 : 4, R_MEM, 0);
	offer(b, raw_len(s), R_RAW, 0);
	offer(b, run(s, "0123456789", SIZE_MAX), R_DEC, 0);
	offer(b, hex_len(s), R_HEX, 0);
	offer(b, mod_x ? run(s, mod_letters, 17) : run_mods_6_17(s), R_MOD, 0);
	offer(b, name_len(s), R_NAME, 0);
	offer(b, name_tag_len(s), R_NAMETAG, 0);
	offer(b, *s && strchr("/,:{}=", *s) ? 1 : 0, R_SINGLE, 0);
}

static int lex_error(struct pmsi_lexer *lx, size_t at)
{
	unsigned char c = (unsigned char)lx->s[at];

	if (c >= 0x21 && c < 0x7f)
		return pmsi_diag(lx->d, PMS_ESYNTAX, at, 1, "unexpected '%c'", c);
	return pmsi_diag(lx->d, PMS_ESYNTAX, at, 1, "unexpected byte 0x%02x", c);
}

/* perf's modifiers(): letters into bits, refusing repeats and a fourth 'p'. */
static int lex_mods(struct pmsi_lexer *lx, struct pmsi_tok *t)
{
	static const unsigned bits[] = {
		PMS_MOD_U, PMS_MOD_K, PMS_MOD_H, 0, PMS_MOD_P, PMS_MOD_G, PMS_MOD_HH,
		PMS_MOD_S, PMS_MOD_D, PMS_MOD_I, PMS_MOD_W, PMS_MOD_E, PMS_MOD_B, PMS_MOD_R,
		PMS_MOD_X,
	};
	static const char *const what[] = {
		"user", "kernel", "hypervisor", "precise", "precise_max", "guest", "host",
		"sample_read", "pinned", "non_idle", "weak", "exclusive", "bpf", "retire_lat",
		"dont_regroup",
	};

	memset(&t->mod, 0, sizeof(t->mod));
	t->mod.pos = t->pos;
	t->mod.len = t->len;
	for (size_t k = 0; k < t->len; k++) {
		char c = lx->s[t->pos + k];
		size_t i = (size_t)(strchr(mod_letters, c) - mod_letters);

		if (c == 'p') {
			if (++t->mod.precise > 3)
				return pmsi_diag(lx->d, PMS_ESYNTAX, t->pos + k, 1,
						 "too many 'p' modifiers: at most three (ppp)");
			continue;
		}
		if (t->mod.bits & bits[i]) {
			pmsi_diag(lx->d, PMS_ESYNTAX, t->pos + k, 1, "duplicate modifier '%c' (%s)",
				  c, what[i]);
			pmsi_hint(lx->d, "give each modifier letter once");
			return PMS_ESYNTAX;
		}
		t->mod.bits |= bits[i];
	}
	return PMS_OK;
}

static int lex_number(struct pmsi_lexer *lx, struct pmsi_tok *t, int base)
{
	char buf[32];
	size_t n = t->len < sizeof(buf) ? t->len : sizeof(buf) - 1;
	char *end;

	memcpy(buf, lx->s + t->pos, n);
	buf[n] = '\0';
	errno = 0;
	t->num = strtoull(buf, &end, base);
	if (errno || t->len >= sizeof(buf))
		return pmsi_diag(lx->d, PMS_ESYNTAX, t->pos, t->len,
				 "number '%.*s' does not fit in 64 bits", (int)n, buf);
	return PMS_OK;
}

/* The mem state: breakpoint address, length and access letters. */
static int lex_mem(struct pmsi_lexer *lx, struct pmsi_tok *t)
{
	const char *s = lx->s + lx->i;
	size_t l;

	t->pos = lx->i;
	if ((l = run(s, "rwx", 3)) > 0) {
		t->kind = PMSI_T_BP_MOD;
		t->len = l;
	} else if (s[0] == ':' && strchr("rwx", s[1]) && s[1]) {
		t->kind = PMSI_T_BP_COLON;
		t->len = 1;
	} else if (s[0] == '/' && isdigit((unsigned char)s[1])) {
		t->kind = PMSI_T_BP_SLASH;
		t->len = 1;
	} else if (s[0] == '/') {
		t->kind = PMSI_T_SLASH;
		t->len = 1;
		lx->st = PMSI_LX_CONFIG;
	} else if ((l = hex_len(s)) > 0 || (l = run(s, "0123456789", SIZE_MAX)) > 0) {
		t->kind = PMSI_T_VALUE;
		t->len = l;
		lx->i += l;
		t->spos = t->pos;
		t->slen = l;
		return lex_number(lx, t, l > 1 && s[1] == 'x' ? 16 : 10);
	} else {
		lx->st = PMSI_LX_INITIAL;	/* perf puts the byte back */
		return 1;
	}
	lx->i += t->len;
	t->spos = t->pos;
	t->slen = t->len;
	return PMS_OK;
}

static void set_single(struct pmsi_lexer *lx, struct pmsi_tok *t, char c)
{
	switch (c) {
	case '/':
		t->kind = PMSI_T_SLASH;
		lx->st = lx->st == PMSI_LX_CONFIG ? PMSI_LX_INITIAL : PMSI_LX_CONFIG;
		break;
	case ',': t->kind = PMSI_T_COMMA; break;
	case ':': t->kind = PMSI_T_COLON; break;
	case '{': t->kind = PMSI_T_LBRACE; break;
	case '}': t->kind = PMSI_T_RBRACE; break;
	default: t->kind = PMSI_T_EQ; break;
	}
}

static int finish(struct pmsi_lexer *lx, struct pmsi_tok *t, const struct best *b)
{
	t->spos = t->pos;
	t->slen = t->len;
	switch (b->rule) {
	case R_KW: t->kind = PMSI_T_TERM; t->num = (uint64_t)b->which; break;
	case R_HWTERM: t->kind = PMSI_T_TERM_HW; t->num = (uint64_t)syms[b->which].id; break;
	case R_CRAW: case R_CRAW0X: case R_RAW: t->kind = PMSI_T_RAW; break;
	case R_CCOMMA: t->kind = PMSI_T_COMMA; break;
	case R_CSLASH: t->kind = PMSI_T_SLASH; lx->st = PMSI_LX_INITIAL; break;
	case R_CLC: case R_LC: t->kind = PMSI_T_CACHE; break;
	case R_NAMEMINUS: case R_NAME: t->kind = PMSI_T_NAME; break;
	case R_NAMETAG: t->kind = PMSI_T_NAME; t->spos++; t->slen -= 2; break;
	case R_DRV: t->kind = PMSI_T_DRV_CFG; t->spos++; t->slen--; break;
	case R_SYM:
		t->kind = syms[b->which].kind;
		t->num = (uint64_t)syms[b->which].id;
		break;
	case R_MEM: t->kind = PMSI_T_MEM; lx->st = PMSI_LX_MEM; break;
	case R_DEC: t->kind = PMSI_T_VALUE; return lex_number(lx, t, 10);
	case R_HEX: t->kind = PMSI_T_VALUE; return lex_number(lx, t, 16);
	case R_MOD: t->kind = PMSI_T_MOD; return lex_mods(lx, t);
	case R_SINGLE: set_single(lx, t, lx->s[t->pos]); break;
	case R_NONE: break;
	}
	return PMS_OK;
}

static int lex_one(struct pmsi_lexer *lx, struct pmsi_tok *t)
{
	struct best b = { 0, R_NONE, 0 };
	const char *s;
	int rc;

	memset(t, 0, sizeof(*t));
	for (;;) {
		while (lx->st != PMSI_LX_MEM && is_blank(lx->s[lx->i]))
			lx->i++;
		if (lx->st != PMSI_LX_MEM)
			break;
		if (!lx->s[lx->i]) {
			lx->st = PMSI_LX_INITIAL;
			continue;
		}
		rc = lex_mem(lx, t);
		if (rc <= 0)
			return rc;
	}
	t->pos = lx->i;
	s = lx->s + lx->i;
	if (!*s) {
		t->kind = PMSI_T_END;
		return PMS_OK;
	}
	if (lx->st == PMSI_LX_CONFIG)
		offer_config(&b, s);
	offer_initial(&b, s, lx->mod_x);
	if (!b.len)
		return lex_error(lx, lx->i);
	t->len = b.len;
	lx->i += b.len;
	return finish(lx, t, &b);
}

void pmsi_lex_init(struct pmsi_lexer *lx, const char *s, size_t at, struct pms_diag *d)
{
	memset(lx, 0, sizeof(*lx));
	lx->s = s;
	lx->i = at;
	lx->st = PMSI_LX_INITIAL;
	lx->d = d;
}

int pmsi_lex_peek(struct pmsi_lexer *lx, const struct pmsi_tok **t)
{
	if (!lx->have) {
		int rc = lex_one(lx, &lx->la);

		if (rc)
			return rc;
		lx->have = true;
	}
	*t = &lx->la;
	return PMS_OK;
}

void pmsi_lex_take(struct pmsi_lexer *lx)
{
	lx->have = false;
}
