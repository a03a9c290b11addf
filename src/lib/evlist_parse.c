/*
 * The event-list parser: perf's -e language.
 *
 *   list   := item (',' item)*
 *   item   := group | event
 *   group  := [gname] '{' event (',' event)* '}' [':' mods]
 *   event  := name [':' mods]
 *           | pmu '/' term (',' term)* '/' [[':'] mods]
 *   term   := key ['=' value] | event-name
 *   mods   := [ukhIGHpPSDWe]+  (at most three 'p')
 *
 * Blanks between tokens are skipped, as perf's lexer does (the article's
 * "l2_hit ,l1d_pend_miss.pending" is valid).  Groups do not nest.
 *
 * A name may carry libpfm4 ':' attributes ("L1D_PEND_MISS:PENDING"), so a
 * colon suffix is taken as modifiers only when every character of it is a
 * modifier letter; otherwise the whole token is the name.  Consequence: a
 * libpfm4 umask spelled only with modifier letters ("L2_LINES_IN:S") reads
 * as modifiers; the dotted form ("l2_lines_in.s") is never ambiguous.
 *
 * Pinned and exclusive follow perf: ':D' / ':e' written on a group make
 * only its leader pinned/exclusive (the other members go on with it).  The
 * same letters written on a member other than the leader inside braces are
 * an error here: perf passes them to the kernel, which refuses a pinned or
 * exclusive sibling with EINVAL.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include "evlist_int.h"

struct parser {
	const char *s;
	size_t i;
	const struct pms_model *m;
	struct pms_evlist *ev;
	struct pms_diag *d;
};

static const char mod_letters[] = "ukhIGHpPSDWe";

static int is_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

static int is_delim(char c)
{
	return c == '\0' || c == ',' || c == '{' || c == '}' || c == '/' || is_blank(c);
}

static void skip_blanks(struct parser *p)
{
	while (is_blank(p->s[p->i]))
		p->i++;
}

static int bad_char(struct parser *p, size_t at)
{
	unsigned char c = (unsigned char)p->s[at];

	if (c >= 0x21 && c < 0x7f)
		return pmsi_diag(p->d, PMS_ESYNTAX, at, 1, "unexpected '%c'", c);
	return pmsi_diag(p->d, PMS_ESYNTAX, at, 1, "unexpected byte 0x%02x", c);
}

/* End of the token starting at @at: up to a delimiter; rejects control bytes. */
static int scan_token(struct parser *p, size_t at, size_t *end)
{
	size_t k = at;

	while (!is_delim(p->s[k])) {
		unsigned char c = (unsigned char)p->s[k];

		if (c < 0x21 || c >= 0x7f)
			return bad_char(p, k);
		k++;
	}
	*end = k;
	return PMS_OK;
}

static int parse_mods(struct parser *p, size_t at, size_t end, unsigned *mods, int *precise)
{
	if (at == end)
		return pmsi_diag(p->d, PMS_ESYNTAX, at ? at - 1 : 0, 1,
				 "missing modifiers after ':'");
	for (size_t k = at; k < end; k++) {
		static const unsigned bits[] = {
			PMS_MOD_U, PMS_MOD_K, PMS_MOD_H, PMS_MOD_I, PMS_MOD_G, PMS_MOD_HH,
			0, PMS_MOD_P, PMS_MOD_S, PMS_MOD_D, PMS_MOD_W, PMS_MOD_E,
		};
		const char *c = p->s[k] ? strchr(mod_letters, p->s[k]) : NULL;

		if (!c) {
			pmsi_diag(p->d, PMS_ESYNTAX, k, 1, "unknown modifier '%c'",
				  isprint((unsigned char)p->s[k]) ? p->s[k] : '?');
			pmsi_hint(p->d, "valid modifiers are u, k, h, I, G, H, p, P, S, D, W, e");
			return PMS_ESYNTAX;
		}
		if (*c == 'p') {
			if (++*precise > 3)
				return pmsi_diag(p->d, PMS_ESYNTAX, k, 1,
						 "too many 'p' modifiers: at most three (ppp)");
			continue;
		}
		*mods |= bits[c - mod_letters];
	}
	return PMS_OK;
}

static int all_mod_letters(const char *s, size_t n)
{
	for (size_t k = 0; k < n; k++)
		if (!s[k] || !strchr(mod_letters, s[k]))
			return 0;
	return n > 0;
}

/* Append an event; takes ownership of r->pfm_name on success and failure. */
static int add_event(struct parser *p, size_t pos, size_t len, const char *name,
		     size_t name_len, struct pmsi_resolved *r, size_t mod_pos, unsigned mods,
		     int precise, bool in_braces)
{
	struct pms_evlist *ev = p->ev;
	struct pmsi_ev *e;
	char *strs;

	if (ev->n >= PMS_EVLIST_MAX_EVENTS) {
		pmsi_free(r->pfm_name);
		r->pfm_name = NULL;
		return pmsi_diag(p->d, PMS_ELIMIT, pos, len, "more than %d events",
				 PMS_EVLIST_MAX_EVENTS);
	}
	if (ev->n == ev->cap) {
		int cap = ev->cap ? ev->cap * 2 : 8;
		struct pmsi_ev *grown = pmsi_realloc(ev->ev, (size_t)cap * sizeof(*grown));

		if (!grown) {
			pmsi_free(r->pfm_name);
			r->pfm_name = NULL;
			return pmsi_diag(p->d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
		}
		ev->ev = grown;
		ev->cap = cap;
	}
	strs = pmsi_malloc(name_len + 1 + len + 1);
	if (!strs) {
		pmsi_free(r->pfm_name);
		r->pfm_name = NULL;
		return pmsi_diag(p->d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	}
	memcpy(strs, name, name_len);
	strs[name_len] = '\0';
	memcpy(strs + name_len + 1, p->s + pos, len);
	strs[name_len + 1 + len] = '\0';
	e = &ev->ev[ev->n++];
	memset(e, 0, sizeof(*e));
	e->strs = strs;
	e->name = strs;
	e->text = strs + name_len + 1;
	e->r = *r;
	e->pfm_name = r->pfm_name;
	r->pfm_name = NULL;
	e->pos = pos;
	e->len = len;
	e->mod_pos = mod_pos;
	e->mods = mods;
	e->precise = precise;
	e->in_braces = in_braces;
	return PMS_OK;
}

/* ---- PMU term lists: cpu/event=0x3c,umask=0,cmask=1/ ---- */

enum { REG_CONFIG, REG_CONFIG1, REG_CONFIG2 };

static const struct field {
	const char *name;
	unsigned lo, bits;
	unsigned reg;
	bool intel_only;
} core_fields[] = {
	{ "event", 0, 8, REG_CONFIG, false },
	{ "umask", 8, 8, REG_CONFIG, false },
	{ "edge", 18, 1, REG_CONFIG, false },
	{ "pc", 19, 1, REG_CONFIG, false },
	{ "any", 21, 1, REG_CONFIG, true },
	{ "inv", 23, 1, REG_CONFIG, false },
	{ "cmask", 24, 8, REG_CONFIG, false },
	{ "in_tx", 32, 1, REG_CONFIG, true },
	{ "in_tx_cp", 33, 1, REG_CONFIG, true },
	{ "offcore_rsp", 0, 64, REG_CONFIG1, true },
	{ "ldlat", 0, 16, REG_CONFIG1, true },
	{ "frontend", 0, 24, REG_CONFIG1, true },
}, any_fields[] = {
	{ "config", 0, 64, REG_CONFIG, false },
	{ "config1", 0, 64, REG_CONFIG1, false },
	{ "config2", 0, 64, REG_CONFIG2, false },
};

/* perf terms that set attributes other than the encoding: accepted, no effect here. */
static const char *const ignored_terms[] = {
	"name", "period", "freq", "call-graph", "stack-size", "inherit", "no-inherit",
	"overwrite", "no-overwrite", "percore", "aux-output", "aux-sample-size",
	"max-stack", "metric-id", "driver-config", "branch_type", "time",
};

/* PMUs other than the core one that we know by name (dynamic type unless fixed). */
static const struct {
	const char *name;
	bool prefix;
	uint32_t type;
} other_pmus[] = {
	{ "tracepoint", false, PMS_TYPE_TRACEPOINT },
	{ "breakpoint", false, PMS_TYPE_BREAKPOINT },
	{ "power", false, PMSI_TYPE_DYNAMIC },
	{ "msr", false, PMSI_TYPE_DYNAMIC },
	{ "cstate_core", false, PMSI_TYPE_DYNAMIC },
	{ "cstate_pkg", false, PMSI_TYPE_DYNAMIC },
	{ "intel_pt", false, PMSI_TYPE_DYNAMIC },
	{ "intel_bts", false, PMSI_TYPE_DYNAMIC },
	{ "kprobe", false, PMSI_TYPE_DYNAMIC },
	{ "uprobe", false, PMSI_TYPE_DYNAMIC },
	{ "ibs_op", false, PMSI_TYPE_DYNAMIC },
	{ "ibs_fetch", false, PMSI_TYPE_DYNAMIC },
	{ "uncore_", true, PMSI_TYPE_DYNAMIC },
	{ "amd_", true, PMSI_TYPE_DYNAMIC },
};

static int parse_num(const char *s, size_t n, uint64_t *out)
{
	uint64_t v = 0;
	size_t k = 0;
	unsigned base = 10;

	if (n > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
		base = 16;
		k = 2;
	}
	if (k == n)
		return -1;
	for (; k < n; k++) {
		unsigned dig;

		if (isdigit((unsigned char)s[k]))
			dig = (unsigned)(s[k] - '0');
		else if (base == 16 && isxdigit((unsigned char)s[k]))
			dig = (unsigned)(tolower((unsigned char)s[k]) - 'a' + 10);
		else
			return -1;
		if (v > (UINT64_MAX - dig) / base)
			return -1;
		v = v * base + dig;
	}
	*out = v;
	return 0;
}

static const struct field *find_field(const struct field *tab, size_t n, const char *key,
				      size_t klen)
{
	for (size_t k = 0; k < n; k++)
		if (strlen(tab[k].name) == klen && !strncmp(tab[k].name, key, klen))
			return &tab[k];
	return NULL;
}

static int set_field(struct parser *p, const struct field *f, uint64_t v, size_t at,
		     size_t len, uint64_t regs[3], bool amd)
{
	unsigned bits = f->bits;

	if (amd && !strcmp(f->name, "event"))
		bits = 12;	/* AMD: event select bits 0-7 and 32-35 */
	if (amd && f->intel_only)
		return pmsi_diag(p->d, PMS_ESYNTAX, at, len, "term '%s' does not exist on AMD",
				 f->name);
	if (bits < 64 && v >> bits)
		return pmsi_diag(p->d, PMS_ESYNTAX, at, len,
				 "value 0x%llx too big for '%s' (%u bits)", (unsigned long long)v,
				 f->name, bits);
	if (bits == 64) {
		regs[f->reg] = v;
		return PMS_OK;
	}
	if (amd && bits == 12) {
		regs[REG_CONFIG] &= ~(UINT64_C(0xff) | UINT64_C(0xf) << 32);
		regs[REG_CONFIG] |= (v & 0xff) | (v >> 8) << 32;
		return PMS_OK;
	}
	regs[f->reg] &= ~(((UINT64_C(1) << bits) - 1) << f->lo);
	regs[f->reg] |= v << f->lo;
	return PMS_OK;
}

/*
 * Parse "pmu/terms/" starting at p->i (at the PMU name); p->s[slash] == '/'.
 * On success p->i is just past the closing '/'.
 */
static int parse_pmu_terms(struct parser *p, size_t slash, struct pmsi_resolved *r)
{
	const char *pmu = p->s + p->i;
	size_t plen = slash - p->i, k = slash + 1;
	bool core = plen == 3 && !strncmp(pmu, "cpu", 3);
	bool software = plen == 8 && !strncmp(pmu, "software", 8);
	bool amd = pms_model_vendor(p->m) == PMS_VENDOR_AMD;
	bool have_base = false, have_field = false;
	uint64_t regs[3] = { 0, 0, 0 };
	int n_terms = 0, rc;

	memset(r, 0, sizeof(*r));
	r->resolved_by = "term";
	if (core) {
		r->pmu = PMS_PMU_CORE;
		r->type = PMS_TYPE_RAW;
	} else if (software) {
		r->pmu = PMS_PMU_SOFTWARE;
		r->type = PMS_TYPE_SOFTWARE;
	} else {
		size_t o;

		for (o = 0; o < PMS_ARRAY_SIZE(other_pmus); o++) {
			size_t ol = strlen(other_pmus[o].name);

			if (other_pmus[o].prefix ? plen > ol && !strncmp(pmu, other_pmus[o].name, ol)
						 : plen == ol && !strncmp(pmu, other_pmus[o].name, ol))
				break;
		}
		if (o == PMS_ARRAY_SIZE(other_pmus)) {
			pmsi_diag(p->d, PMS_ENOEVENT, p->i, plen, "unknown PMU '%.*s'",
				  (int)(plen > 60 ? 60 : plen), pmu);
			pmsi_hint(p->d, "the core PMU is 'cpu'; also known: software, tracepoint, breakpoint, power, msr, cstate_core, cstate_pkg, uncore_*, amd_*");
			return PMS_ENOEVENT;
		}
		r->pmu = PMS_PMU_OTHER;
		r->type = other_pmus[o].type;
	}
	for (;;) {
		size_t key, klen, val = 0, vlen = 0;
		bool has_val = false;
		const struct field *f;

		while (is_blank(p->s[k]))
			k++;
		if (p->s[k] == '\0') {
			pmsi_diag(p->d, PMS_ESYNTAX, slash, 1, "unterminated term list: no closing '/'");
			pmsi_hint(p->d, "write PMU events as 'cpu/event=0x3c,umask=0x00/'");
			goto fail;
		}
		if (p->s[k] == '/' && n_terms == 0) {
			rc = pmsi_diag(p->d, PMS_ESYNTAX, k, 1, "empty term list after '%.*s/'",
				       (int)(plen > 60 ? 60 : plen), pmu);
			goto fail_rc;
		}
		key = k;
		while (!is_delim(p->s[k]) && p->s[k] != '=') {
			if ((unsigned char)p->s[k] < 0x21 || (unsigned char)p->s[k] >= 0x7f) {
				rc = bad_char(p, k);
				goto fail_rc;
			}
			k++;
		}
		klen = k - key;
		if (klen == 0) {
			rc = pmsi_diag(p->d, PMS_ESYNTAX, k, 1, "expected a term");
			goto fail_rc;
		}
		if (p->s[k] == '=') {
			has_val = true;
			val = ++k;
			while (!is_delim(p->s[k])) {
				if ((unsigned char)p->s[k] < 0x21 || (unsigned char)p->s[k] >= 0x7f) {
					rc = bad_char(p, k);
					goto fail_rc;
				}
				k++;
			}
			vlen = k - val;
		}
		n_terms++;
		f = NULL;
		if (r->pmu == PMS_PMU_CORE)
			f = find_field(core_fields, PMS_ARRAY_SIZE(core_fields), p->s + key, klen);
		if (!f)
			f = find_field(any_fields, PMS_ARRAY_SIZE(any_fields), p->s + key, klen);
		if (f) {
			uint64_t v = 1;

			if (has_val && parse_num(p->s + val, vlen, &v)) {
				rc = pmsi_diag(p->d, PMS_ESYNTAX, val, vlen ? vlen : 1,
					       "bad value '%.*s' for '%s': expected a decimal or 0x number",
					       (int)(vlen > 40 ? 40 : vlen), p->s + val, f->name);
				goto fail_rc;
			}
			if (!has_val && f->bits != 1) {
				rc = pmsi_diag(p->d, PMS_ESYNTAX, key, klen,
					       "term '%s' needs a value ('%s=N')", f->name, f->name);
				goto fail_rc;
			}
			rc = set_field(p, f, v, key, k - key, regs, amd);
			if (rc)
				goto fail_rc;
			have_field = true;
		} else {
			size_t t;

			for (t = 0; t < PMS_ARRAY_SIZE(ignored_terms); t++)
				if (strlen(ignored_terms[t]) == klen &&
				    !strncmp(ignored_terms[t], p->s + key, klen))
					break;
			if (t < PMS_ARRAY_SIZE(ignored_terms)) {
				/* attribute, not encoding */
			} else if (has_val) {
				pmsi_diag(p->d, PMS_ESYNTAX, key, klen, "unknown term '%.*s' for PMU '%.*s'",
					  (int)(klen > 40 ? 40 : klen), p->s + key,
					  (int)(plen > 40 ? 40 : plen), pmu);
				pmsi_hint(p->d, r->pmu == PMS_PMU_CORE
					  ? "terms of 'cpu' are event, umask, cmask, edge, inv, any, pc, in_tx, in_tx_cp, config, config1, config2, name, period"
					  : "terms are config, config1, config2, name, period");
				rc = PMS_ESYNTAX;
				goto fail_rc;
			} else if (have_base) {
				rc = pmsi_diag(p->d, PMS_ESYNTAX, key, klen,
					       "second event name '%.*s' in one term list",
					       (int)(klen > 60 ? 60 : klen), p->s + key);
				goto fail_rc;
			} else if (r->pmu == PMS_PMU_OTHER) {
				/* a sysfs alias of that PMU; its encoding is not modelled */
				have_base = true;
			} else {
				struct pmsi_resolved base;
				char name[256];

				if (klen >= sizeof(name)) {
					rc = pmsi_diag(p->d, PMS_ENOEVENT, key, klen, "event name too long");
					goto fail_rc;
				}
				memcpy(name, p->s + key, klen);
				name[klen] = '\0';
				rc = pmsi_resolve_name(p->m, name, key, klen, &base, p->d);
				if (rc)
					goto fail_rc;
				if (base.pmu != r->pmu) {
					pmsi_free(base.pfm_name);
					rc = pmsi_diag(p->d, PMS_ENOEVENT, key, klen,
						       "'%s' is not an event of PMU '%.*s'", name,
						       (int)(plen > 40 ? 40 : plen), pmu);
					goto fail_rc;
				}
				pmsi_free(r->pfm_name);
				have_base = true;
				r->type = base.type;
				r->topdown = base.topdown;
				r->metric = base.metric;
				r->resolved_by = base.resolved_by;
				r->pfm_name = base.pfm_name;
				regs[REG_CONFIG] = base.config;
				regs[REG_CONFIG1] = base.config1;
			}
		}
		while (is_blank(p->s[k]))
			k++;
		if (p->s[k] == ',') {
			k++;
			continue;
		}
		if (p->s[k] == '/')
			break;
		if (p->s[k] == '\0') {
			pmsi_diag(p->d, PMS_ESYNTAX, slash, 1, "unterminated term list: no closing '/'");
			pmsi_hint(p->d, "write PMU events as 'cpu/event=0x3c,umask=0x00/'");
			goto fail;
		}
		rc = bad_char(p, k);
		goto fail_rc;
	}
	if (have_field && (r->type == PMS_TYPE_HARDWARE || r->type == PMS_TYPE_HW_CACHE)) {
		rc = pmsi_diag(p->d, PMS_ESYNTAX, p->i, k + 1 - p->i,
			       "format terms cannot modify a generic or cache event");
		pmsi_hint(p->d, "start from the raw encoding, e.g. 'cpu/event=0x3c,cmask=1/'");
		goto fail_rc;
	}
	if (have_field && r->topdown != PMS_TD_NONE) {
		rc = pmsi_diag(p->d, PMS_EINVAL, p->i, k + 1 - p->i,
			       "TopDown events accept no format terms (the kernel refuses them)");
		goto fail_rc;
	}
	if (have_field && r->resolved_by && !strcmp(r->resolved_by, "libpfm4"))
		r->resolved_by = "libpfm4+term";
	else if (have_field && r->resolved_by && !strcmp(r->resolved_by, "perf-json"))
		r->resolved_by = "perf-json+term";
	r->config = regs[REG_CONFIG];
	r->config1 = regs[REG_CONFIG1];
	r->config2 = regs[REG_CONFIG2];
	p->i = k + 1;
	return PMS_OK;
fail:
	rc = PMS_ESYNTAX;
fail_rc:
	pmsi_free(r->pfm_name);
	r->pfm_name = NULL;
	return rc;
}

/* Position of the modifier colon in token [at, end), or PMS_NOPOS. */
static size_t mod_colon(const char *s, size_t at, size_t end)
{
	for (size_t k = end; k-- > at;) {
		if (s[k] != ':')
			continue;
		if ((k > at && s[k - 1] == ':') || s[k + 1] == ':')
			return PMS_NOPOS;	/* "pmu::" */
		return k;
	}
	return PMS_NOPOS;
}

static int parse_event(struct parser *p, bool in_braces)
{
	size_t start = p->i, end = start, mod_pos = PMS_NOPOS, name_len;
	struct pmsi_resolved r;
	unsigned mods = 0;
	int precise = 0, rc;

	rc = scan_token(p, start, &end);
	if (rc)
		return rc;
	if (end == start) {
		if (p->s[start] == '\0')
			return pmsi_diag(p->d, PMS_ESYNTAX, start, 1, "expected an event at the end");
		if (p->s[start] == '/')
			return pmsi_diag(p->d, PMS_ESYNTAX, start, 1, "expected a PMU name before '/'");
		return pmsi_diag(p->d, PMS_ESYNTAX, start, 1, "expected an event before '%c'",
				 p->s[start]);
	}
	if (p->s[end] == '/') {
		p->i = start;
		rc = parse_pmu_terms(p, end, &r);
		if (rc)
			return rc;
		name_len = p->i - start;
		if (!is_delim(p->s[p->i]) || p->s[p->i] == ':') {
			size_t m0 = p->i + (p->s[p->i] == ':'), m1 = m0;

			rc = scan_token(p, m0, &m1);
			if (!rc)
				rc = parse_mods(p, m0, m1, &mods, &precise);
			if (rc) {
				pmsi_free(r.pfm_name);
				return rc;
			}
			mod_pos = m0;
			p->i = m1;
		}
		return add_event(p, start, p->i - start, p->s + start, name_len, &r, mod_pos, mods,
				 precise, in_braces);
	}
	{
		size_t colon = mod_colon(p->s, start, end);
		char stack[256], *name = stack;
		size_t full = end - start;

		if (colon != PMS_NOPOS && colon + 1 == end)
			return pmsi_diag(p->d, PMS_ESYNTAX, colon, 1, "missing modifiers after ':'");
		name_len = full;
		if (colon != PMS_NOPOS && all_mod_letters(p->s + colon + 1, end - colon - 1)) {
			name_len = colon - start;
			mod_pos = colon + 1;
			rc = parse_mods(p, mod_pos, end, &mods, &precise);
			if (rc)
				return rc;
		}
		if (name_len >= sizeof(stack)) {
			name = pmsi_malloc(name_len + 1);
			if (!name)
				return pmsi_diag(p->d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
		}
		memcpy(name, p->s + start, name_len);
		name[name_len] = '\0';
		rc = pmsi_resolve_name(p->m, name, start, name_len, &r, p->d);
		if (rc == PMS_ENOEVENT && mod_pos == PMS_NOPOS && colon != PMS_NOPOS &&
		    !memchr(p->s + start, ':', colon - start)) {
			/* "cycles:uq": a known name with a bad modifier, not an unknown name */
			struct pmsi_resolved probe;

			name[colon - start] = '\0';
			if (pmsi_resolve_name(p->m, name, start, colon - start, &probe, NULL) ==
			    PMS_OK) {
				unsigned dummy = 0;
				int dprec = 0;

				pmsi_free(probe.pfm_name);
				rc = parse_mods(p, colon + 1, end, &dummy, &dprec);
				if (rc == PMS_OK)
					rc = PMS_ESYNTAX;	/* not reached: suffix had a bad letter */
			}
		}
		if (name != stack)
			pmsi_free(name);
		if (rc)
			return rc;
		p->i = end;
		return add_event(p, start, end - start, p->s + start, name_len, &r, mod_pos, mods,
				 precise, in_braces);
	}
}

/*
 * Fold group modifiers into members [first, ev->n) and check the rules the
 * kernel enforces at open time.
 */
static int finish_group(struct parser *p, int first, bool braces, unsigned gmods, int gprec,
			size_t gmod_pos)
{
	struct pms_evlist *ev = p->ev;
	int group = ev->n_groups++, size = ev->n - first;

	for (int k = first; k < ev->n; k++) {
		struct pmsi_ev *e = &ev->ev[k];
		unsigned own = e->mods;

		if (k > first && (own & (PMS_MOD_D | PMS_MOD_E))) {
			size_t at = e->mod_pos, len = 1;
			char letter = own & PMS_MOD_D ? 'D' : 'e';
			const char *q = e->mod_pos != PMS_NOPOS ?
				strchr(p->s + e->mod_pos, letter) : NULL;

			if (q && (size_t)(q - p->s) < e->pos + e->len)
				at = (size_t)(q - p->s);
			pmsi_diag(p->d, PMS_EINVAL, at, len,
				  "group member '%.60s' may not be %s (:%c): only a leader can be",
				  e->name, letter == 'D' ? "pinned" : "exclusive", letter);
			pmsi_hint(p->d, "the kernel refuses pinned or exclusive siblings (EINVAL); put ':%c' on the group, '{...}:%c', or on its first event",
				  letter, letter);
			return PMS_EINVAL;
		}
		e->group = group;
		e->leader = first;
		e->group_size = size;
		e->in_braces = braces;
		e->mods = own | gmods;
		if (gprec > e->precise)
			e->precise = gprec;
		e->weak = (e->mods & PMS_MOD_W) != 0;
		e->sampling_read = (e->mods & PMS_MOD_S) != 0;
		e->pinned = k == first && (e->mods & PMS_MOD_D);
		e->exclusive = k == first && (e->mods & PMS_MOD_E);
	}
	(void)gmod_pos;
	for (int k = first; k < ev->n; k++) {
		struct pmsi_ev *e = &ev->ev[k];

		/*
		 * A TopDown metric outside a slots group parses: the kernel
		 * refuses it at open (intel_pmu_hw_config), which the simulator
		 * and pms_evlist_describe() report as perf would show it.
		 */
		if (e->r.pmu == PMS_PMU_OTHER && e->r.type == PMSI_TYPE_DYNAMIC && size > 1) {
			for (int j = first; j < ev->n; j++) {
				if (ev->ev[j].r.pmu == PMS_PMU_CORE) {
					pmsi_diag(p->d, PMS_EINVAL, e->pos, e->len,
						  "'%.60s' and core event '%.60s' in one group", e->name,
						  ev->ev[j].name);
					pmsi_hint(p->d, "a group may hold events of one hardware PMU plus software events");
					return PMS_EINVAL;
				}
			}
		}
	}
	return PMS_OK;
}

static int parse_group(struct parser *p)
{
	size_t open = p->i;
	int first = p->ev->n, rc, gprec = 0;
	unsigned gmods = 0;
	size_t gmod_pos = PMS_NOPOS;

	p->i++;
	skip_blanks(p);
	if (p->s[p->i] == '}')
		return pmsi_diag(p->d, PMS_ESYNTAX, open, p->i + 1 - open, "empty group");
	for (;;) {
		skip_blanks(p);
		if (p->s[p->i] == '{') {
			pmsi_diag(p->d, PMS_ESYNTAX, p->i, 1, "nested group");
			pmsi_hint(p->d, "perf does not allow a group inside a group");
			return PMS_ESYNTAX;
		}
		if (p->s[p->i] == '\0') {
			pmsi_diag(p->d, PMS_ESYNTAX, open, 1, "unterminated group: '{' has no matching '}'");
			return PMS_ESYNTAX;
		}
		rc = parse_event(p, true);
		if (rc)
			return rc;
		skip_blanks(p);
		if (p->s[p->i] == ',') {
			p->i++;
			skip_blanks(p);
			if (p->s[p->i] == '}')
				return pmsi_diag(p->d, PMS_ESYNTAX, p->i, 1,
						 "expected an event before '}' (trailing ',')");
			continue;
		}
		if (p->s[p->i] == '}') {
			p->i++;
			break;
		}
		if (p->s[p->i] == '\0')
			return pmsi_diag(p->d, PMS_ESYNTAX, open, 1,
					 "unterminated group: '{' has no matching '}'");
		return pmsi_diag(p->d, PMS_ESYNTAX, p->i, 1, "expected ',' or '}' after an event");
	}
	{
		size_t k = p->i;

		while (is_blank(p->s[k]))
			k++;
		if (p->s[k] == ':')
			p->i = k;	/* "{a,b} :u" */
	}
	if (p->s[p->i] == ':') {
		size_t m0 = p->i + 1, m1 = m0;

		rc = scan_token(p, m0, &m1);
		if (!rc)
			rc = parse_mods(p, m0, m1, &gmods, &gprec);
		if (rc)
			return rc;
		gmod_pos = m0;
		p->i = m1;
	}
	return finish_group(p, first, true, gmods, gprec, gmod_pos);
}

static int parse_list(struct parser *p)
{
	int rc;

	skip_blanks(p);
	if (p->s[p->i] == '\0')
		return pmsi_diag(p->d, PMS_ESYNTAX, 0, 0, "empty event list");
	for (;;) {
		skip_blanks(p);
		if (p->s[p->i] == '}')
			return pmsi_diag(p->d, PMS_ESYNTAX, p->i, 1, "'}' without a matching '{'");
		if (p->s[p->i] == '{') {
			rc = parse_group(p);
		} else {
			size_t end = p->i;

			/* perf's named groups: "name{a,b}" */
			rc = scan_token(p, p->i, &end);
			if (rc)
				return rc;
			if (end > p->i && p->s[end] == '{') {
				p->i = end;
				rc = parse_group(p);
			} else {
				int first = p->ev->n;

				rc = parse_event(p, false);
				if (!rc)
					rc = finish_group(p, first, false, 0, 0, PMS_NOPOS);
			}
		}
		if (rc)
			return rc;
		skip_blanks(p);
		if (p->s[p->i] == '\0')
			return PMS_OK;
		if (p->s[p->i] != ',')
			return pmsi_diag(p->d, PMS_ESYNTAX, p->i, 1, "expected ',' between events");
		p->i++;
		skip_blanks(p);
		if (p->s[p->i] == '\0')
			return pmsi_diag(p->d, PMS_ESYNTAX, p->i - 1, 1,
					 "trailing ',': expected an event after it");
	}
}

PMS_API void pms_evlist_free(struct pms_evlist *ev)
{
	if (!ev)
		return;
	for (int i = 0; i < ev->n; i++) {
		pmsi_free(ev->ev[i].strs);
		pmsi_free(ev->ev[i].r.pfm_name);
	}
	pmsi_free(ev->ev);
	pmsi_free(ev);
}

PMS_API int pms_evlist_parse(const struct pms_model *model, const char *text,
			     struct pms_evlist **out, struct pms_diag *diag)
{
	struct parser p;
	size_t len;
	int rc;

	if (out)
		*out = NULL;
	if (!model || !text || !out)
		return pmsi_diag(diag, PMS_EINVAL, PMS_NOPOS, 0, "NULL argument");
	len = strnlen(text, PMS_EVLIST_MAX_TEXT + 1);
	if (len > PMS_EVLIST_MAX_TEXT)
		return pmsi_diag(diag, PMS_ELIMIT, PMS_EVLIST_MAX_TEXT, 1,
				 "event list longer than %d bytes", PMS_EVLIST_MAX_TEXT);
	memset(&p, 0, sizeof(p));
	p.s = text;
	p.m = model;
	p.d = diag;
	p.ev = pmsi_calloc(1, sizeof(*p.ev));
	if (!p.ev)
		return pmsi_diag(diag, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	p.ev->model = model;
	rc = parse_list(&p);
	if (rc) {
		pms_evlist_free(p.ev);
		return rc;
	}
	*out = p.ev;
	if (diag)
		pms_diag_clear(diag);
	return PMS_OK;
}
