/*
 * Term lists ("/config=1,name=x/") and the events built from them, as
 * perf 6.12 does: parse-events.y event_term, parse-events.c
 * config_term_common(), config_term_pmu(), config_term_tracepoint(),
 * fix_raw(), parse_events_add_pmu(); pmu.c pmu_find_alias(),
 * pmu_config_term().
 *
 * Order of effects on the core PMU, as in parse_events_add_pmu(): raw
 * terms become config=; hardcoded terms (config=, config1=, ...) and the
 * legacy hardware/cache terms set the attr in written order; then event
 * names expand to their formats, and format terms are OR-ed into the
 * config words (pmu_format_value() with zero == false: "event=1,event=2"
 * gives 3, as in perf).
 *
 * perf stat accepts fewer terms than perf record
 * (parse_events__shrink_config_terms() in cmd_stat(), config_term_avail()):
 * config, config1-3, name, metric-id, period and percore.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "evlist_parser.h"
#include "pmusched/uncore.h"
#include "uncore_int.h"

static int take_tok(struct pmsi_parser *p, const struct pmsi_tok **t)
{
	int rc = pmsi_lex_peek(&p->lx, t);

	if (rc)
		return rc;
	p->last_end = (*t)->pos + (*t)->len;
	pmsi_lex_take(&p->lx);
	return PMS_OK;
}

static int term_value(struct pmsi_parser *p, struct pmsi_term *tm, bool kw_key)
{
	const struct pmsi_tok *v;
	int rc = take_tok(p, &v);

	if (rc)
		return rc;
	tm->vpos = v->spos;
	tm->vlen = v->slen;
	switch (v->kind) {
	case PMSI_T_VALUE:
		tm->is_num = true;
		tm->num = v->num;
		return PMS_OK;
	case PMSI_T_NAME: case PMSI_T_RAW: case PMSI_T_CACHE: case PMSI_T_TERM_HW:
		return PMS_OK;
	case PMSI_T_TERM:
		if (kw_key)
			return PMS_OK;	/* name=name: the value is the word itself */
		break;
	default:
		break;
	}
	return pmsi_diag(p->d, PMS_ESYNTAX, v->pos, v->len ? v->len : 1,
			 "expected a value after '='");
}

static int one_term(struct pmsi_parser *p, struct pmsi_term *tm)
{
	const struct pmsi_tok *t, *n;
	int rc = take_tok(p, &t);

	if (rc)
		return rc;
	memset(tm, 0, sizeof(*tm));
	tm->kpos = t->spos;
	tm->klen = t->slen;
	tm->vpos = t->spos;
	tm->vlen = t->slen;
	tm->no_value = true;
	tm->is_num = true;
	tm->num = 1;
	switch (t->kind) {
	case PMSI_T_TERM:
		tm->kind = PMSI_TK_KW;
		tm->kw = (int)t->num;
		break;
	case PMSI_T_DRV_CFG:
		tm->kind = PMSI_TK_DRV;
		return PMS_OK;
	case PMSI_T_RAW: case PMSI_T_NAME: case PMSI_T_CACHE: case PMSI_T_TERM_HW:
		tm->kind = t->kind == PMSI_T_RAW ? PMSI_TK_RAW : t->kind == PMSI_T_CACHE ?
			PMSI_TK_CACHE : t->kind == PMSI_T_TERM_HW ? PMSI_TK_HW : PMSI_TK_USER;
		tm->kw = (int)t->num;
		break;
	case PMSI_T_END:
		return pmsi_diag(p->d, PMS_ESYNTAX, t->pos ? t->pos - 1 : 0, 1,
				 "unterminated term list: no closing '/'");
	default:
		return pmsi_diag(p->d, PMS_ESYNTAX, t->pos, t->len ? t->len : 1,
				 "expected a term");
	}
	rc = pmsi_lex_peek(&p->lx, &n);
	if (rc || n->kind != PMSI_T_EQ)
		return rc;
	take_tok(p, &n);
	if (tm->kind != PMSI_TK_KW)
		tm->kind = PMSI_TK_USER;	/* name_or_raw '=' ...: a sysfs term */
	tm->no_value = false;
	tm->is_num = false;
	tm->num = 0;
	return term_value(p, tm, tm->kind == PMSI_TK_KW);
}

int pmsi_parse_terms(struct pmsi_parser *p, struct pmsi_terms *ts)
{
	size_t open = p->last_end ? p->last_end - 1 : 0;
	const struct pmsi_tok *t;
	int rc;

	ts->n = 0;
	if ((rc = pmsi_lex_peek(&p->lx, &t)))
		return rc;
	if (t->kind == PMSI_T_SLASH)
		return take_tok(p, &t);
	for (;;) {
		if (ts->n == PMSI_MAX_TERMS)
			return pmsi_diag(p->d, PMS_ELIMIT, p->last_end, 1,
					 "more than %d terms in one list", PMSI_MAX_TERMS);
		if ((rc = one_term(p, &ts->t[ts->n])))
			return rc;
		ts->n++;
		if ((rc = pmsi_lex_peek(&p->lx, &t)))
			return rc;
		if (t->kind == PMSI_T_COMMA) {
			take_tok(p, &t);
			continue;
		}
		if (t->kind == PMSI_T_SLASH)
			return take_tok(p, &t);
		if (t->kind == PMSI_T_END) {
			pmsi_diag(p->d, PMS_ESYNTAX, open, 1, "unterminated term list: no closing '/'");
			pmsi_hint(p->d, "write PMU events as 'cpu/event=0x3c,umask=0x00/'");
			return PMS_ESYNTAX;
		}
		return pmsi_diag(p->d, PMS_ESYNTAX, t->pos, t->len ? t->len : 1,
				 "expected ',' or '/' after a term");
	}
}

/* ---- hardcoded terms: config_term_common() and config_term_avail() ---- */

static bool kw_wants_string(int kw)
{
	return kw == PMSI_KW_NAME || kw == PMSI_KW_METRIC_ID || kw == PMSI_KW_CALLGRAPH ||
	       kw == PMSI_KW_BRANCH_TYPE;
}

static bool kw_in_stat(int kw)
{
	return kw <= PMSI_KW_CONFIG3 || kw == PMSI_KW_NAME || kw == PMSI_KW_METRIC_ID ||
	       kw == PMSI_KW_PERIOD || kw == PMSI_KW_PERCORE;
}

static int not_in_stat(struct pmsi_parser *p, const struct pmsi_term *tm, const char *what)
{
	pmsi_diag(p->d, PMS_EINVAL, tm->kpos, tm->klen, "'%s' is not usable in 'perf stat'", what);
	pmsi_hint(p->d, "perf stat takes the terms config, config1, config2, config3, name, metric-id, period and percore");
	return PMS_EINVAL;
}

static int apply_kw(struct pmsi_parser *p, const struct pmsi_term *tm, struct pmsi_newev *e,
		    uint64_t regs[4])
{
	const char *kw = pmsi_term_kw_name(tm->kw);

	if (kw_wants_string(tm->kw) == tm->is_num)
		return pmsi_diag(p->d, PMS_ESYNTAX, tm->no_value ? tm->kpos : tm->vpos,
				 tm->no_value ? tm->klen : tm->vlen, "expected %s value for '%s'",
				 tm->is_num ? "a string" : "a numeric", kw);
	if ((tm->kw == PMSI_KW_TIME || tm->kw == PMSI_KW_PERCORE) && tm->num > 1)
		return pmsi_diag(p->d, PMS_ESYNTAX, tm->vpos, tm->vlen, "expected 0 or 1 for '%s'",
				 kw);
	if (tm->kw == PMSI_KW_AUX_SAMPLE_SIZE && tm->num > UINT32_MAX)
		return pmsi_diag(p->d, PMS_ESYNTAX, tm->vpos, tm->vlen, "value too big for '%s'", kw);
	switch (tm->kw) {
	case PMSI_KW_CONFIG: case PMSI_KW_CONFIG1: case PMSI_KW_CONFIG2: case PMSI_KW_CONFIG3:
		regs[tm->kw - PMSI_KW_CONFIG] = tm->num;
		break;
	case PMSI_KW_NAME:
		e->evname = p->s + tm->vpos;
		e->evname_len = tm->vlen;
		break;
	case PMSI_KW_METRIC_ID:
		e->metric_id = p->s + tm->vpos;
		e->metric_id_len = tm->vlen;
		break;
	case PMSI_KW_PERIOD:
		e->a.has_period = true;
		e->a.period = tm->num;
		break;
	case PMSI_KW_FREQ:
		e->a.has_freq = true;
		e->a.freq = tm->num;
		break;
	case PMSI_KW_PERCORE:
		e->a.percore = tm->num != 0;
		break;
	default:
		break;
	}
	if (!(p->flags & PMS_EVLIST_ALL_TERMS) && !kw_in_stat(tm->kw))
		return not_in_stat(p, tm, kw);
	return PMS_OK;
}

static const char *term_word(const struct pmsi_term *tm)
{
	switch (tm->kind) {
	case PMSI_TK_HW: return "hardware";
	case PMSI_TK_CACHE: return "legacy-cache";
	case PMSI_TK_DRV: return "driver-config";
	case PMSI_TK_RAW: return "raw";
	default: return "<sysfs term>";
	}
}

int pmsi_terms_common(struct pmsi_parser *p, const struct pmsi_terms *ts, struct pmsi_newev *e)
{
	uint64_t regs[4] = { e->a.config, e->a.config1, e->a.config2, e->a.config3 };

	for (int i = 0; i < ts->n; i++) {
		const struct pmsi_term *tm = &ts->t[i];
		int rc;

		if (tm->kind == PMSI_TK_KW) {
			if ((rc = apply_kw(p, tm, e, regs)))
				return rc;
			continue;
		}
		if (tm->kind == PMSI_TK_RAW) {
			/* a string the legacy event ignores; perf stat refuses it */
			if (!(p->flags & PMS_EVLIST_ALL_TERMS))
				return not_in_stat(p, tm, "raw");
			continue;
		}
		pmsi_diag(p->d, PMS_EINVAL, tm->kpos, tm->klen,
			  "term '%.*s' (%s) needs a PMU: this event takes hardcoded terms only",
			  (int)(tm->klen > 40 ? 40 : tm->klen), p->s + tm->kpos, term_word(tm));
		pmsi_hint(p->d, "valid terms: config, config1, config2, config3, name, period, metric-id, percore; write PMU terms as 'cpu/%.*s/'",
			  (int)(tm->klen > 40 ? 40 : tm->klen), p->s + tm->kpos);
		return PMS_EINVAL;
	}
	e->a.config = regs[0];
	e->a.config1 = regs[1];
	e->a.config2 = regs[2];
	e->a.config3 = regs[3];
	return PMS_OK;
}

int pmsi_terms_tracepoint(struct pmsi_parser *p, const struct pmsi_terms *ts,
			  struct pmsi_newev *e)
{
	uint64_t regs[4] = { 0, 0, 0, 0 };

	for (int i = 0; i < ts->n; i++) {
		const struct pmsi_term *tm = &ts->t[i];
		int rc;

		if (tm->kind == PMSI_TK_KW &&
		    (tm->kw == PMSI_KW_CALLGRAPH || tm->kw == PMSI_KW_STACKSIZE ||
		     tm->kw == PMSI_KW_INHERIT || tm->kw == PMSI_KW_NOINHERIT ||
		     tm->kw == PMSI_KW_MAX_STACK || tm->kw == PMSI_KW_NR ||
		     tm->kw == PMSI_KW_OVERWRITE || tm->kw == PMSI_KW_NOOVERWRITE ||
		     tm->kw == PMSI_KW_AUX_OUTPUT || tm->kw == PMSI_KW_AUX_SAMPLE_SIZE)) {
			if ((rc = apply_kw(p, tm, e, regs)))
				return rc;
			continue;
		}
		pmsi_diag(p->d, PMS_EINVAL, tm->kpos, tm->klen, "'%.*s' is not a tracepoint term",
			  (int)(tm->klen > 40 ? 40 : tm->klen), p->s + tm->kpos);
		pmsi_hint(p->d, "valid terms: call-graph, stack-size (perf record)");
		return PMS_EINVAL;
	}
	return PMS_OK;
}

/* ---- event names: core sysfs events, then the model's tables ---- */

static bool is_legacy_resolution(const char *by)
{
	return by && (!strcmp(by, "generic") || !strcmp(by, "software") || !strcmp(by, "cache") ||
		      !strcmp(by, "raw"));
}

static int legacy_spelling_error(struct pmsi_parser *p, size_t pos, size_t len,
				 const struct pmsi_resolved *r)
{
	pmsi_diag(p->d, PMS_ENOEVENT, pos, len, "unknown event '%.*s'",
		  (int)(len > 80 ? 80 : len), p->s + pos);
	if (!strcmp(r->resolved_by, "raw"))
		pmsi_hint(p->d, "raw events are 'r' and hex digits ('r%llx'); 'r0x...' is taken inside a term list only",
			  (unsigned long long)r->config);
	else if (!strcmp(r->resolved_by, "generic"))
		pmsi_hint(p->d, "perf's legacy event names are case-sensitive: '%s'",
			  pmsi_sym_name(PMSI_T_SYM_HW, (int)r->config));
	else if (!strcmp(r->resolved_by, "software"))
		pmsi_hint(p->d, "perf's legacy event names are case-sensitive: '%s'",
			  pmsi_sym_name(PMSI_T_SYM_SW, (int)r->config));
	else
		pmsi_hint(p->d, "perf's cache event names are case-sensitive ('L1-dcache-load-misses', 'LLC-loads', 'dTLB-stores')");
	return PMS_ENOEVENT;
}

/*
 * A kernel older than the model's driver (pms_model_since()) takes
 * intel_pmu_init()'s architectural default: its sysfs has no slots or
 * topdown-* events, so perf's parser cannot find them.  perf's JSON event
 * tables for a model arrive no earlier than the kernel's support, so a
 * perf older than that has none of the model's named events either.
 * PMS_OK when the name exists for this kernel and perf.
 */
static int predates(struct pmsi_parser *p, size_t pos, size_t len, bool topdown, bool json,
		    struct pms_diag *d)
{
	uint32_t since = pms_model_since(p->m);
	char kbuf[32], sbuf[32];

	if (!since || !p->m || pms_model_vendor(p->m) != PMS_VENDOR_INTEL)
		return PMS_OK;
	pms_kver_format(since, sbuf, sizeof(sbuf));
	if (topdown && (p->env.kver ? p->env.kver : PMS_KVER_NEWEST) < since) {
		pms_kver_format(p->env.kver, kbuf, sizeof(kbuf));
		pmsi_diag(d, PMS_ENOEVENT, pos, len, "event '%.*s' does not exist with kernel %s",
			  (int)(len > 60 ? 60 : len), p->s + pos, kbuf);
		pmsi_hint(d, "%s support came in %s; kernel %s falls back to the architectural "
			  "PMU, whose sysfs has no slots or topdown events", pms_model_name(p->m),
			  sbuf, kbuf);
		return PMS_ENOEVENT;
	}
	/* a hybrid model's "since" may be a later refinement (arl-h's
	 * cpu_lowpower, 6.13) than its JSON: judge those by the kernel too */
	if (json && p->pv < since &&
	    (!pms_model_is_hybrid(p->m) || (p->env.kver ? p->env.kver : PMS_KVER_NEWEST) < since)) {
		pms_kver_format(p->pv, kbuf, sizeof(kbuf));
		pmsi_diag(d, PMS_ENOEVENT, pos, len, "perf %s has no event '%.*s'", kbuf,
			  (int)(len > 60 ? 60 : len), p->s + pos);
		pmsi_hint(d, "perf's %s event tables are no older than the kernel's %s support "
			  "(%s); name a newer --perf-version, or use a raw cpu/event=...,umask=.../",
			  pms_model_name(p->m), pms_model_name(p->m), sbuf);
		return PMS_ENOEVENT;
	}
	return PMS_OK;
}

int pmsi_resolve_alias(struct pmsi_parser *p, size_t pos, size_t len, struct pmsi_newev *e,
		       enum pmsi_alias_mode mode)
{
	bool probe = mode == PMSI_ALIAS_PROBE;
	struct pmsi_alias al;
	struct pmsi_resolved r;
	char stack[256], *name = stack;
	int rc;

	if (pmsi_core_alias(p->m, &p->env, p->s + pos, len, &al)) {
		if (al.td != PMS_TD_NONE && (rc = predates(p, pos, len, true, false, probe ? NULL : p->d)))
			return probe ? PMS_ENOEVENT : rc;
		e->a.type = PMS_TYPE_RAW;
		e->a.config |= al.config;
		e->a.config1 |= al.config1;
		e->r.pmu = PMS_PMU_CORE;
		e->r.type = PMS_TYPE_RAW;
		e->r.topdown = al.td;
		e->r.metric = al.metric;
		e->r.resolved_by = al.td != PMS_TD_NONE ? "topdown" : "sysfs";
		e->pmu_name = pms_model_pmu_name(p->m);
		return PMS_OK;
	}
	if (len >= sizeof(stack) && !(name = pmsi_malloc(len + 1)))
		return pmsi_diag(p->d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	memcpy(name, p->s + pos, len);
	name[len] = '\0';
	rc = pmsi_resolve_name(p->m, p->pv, name, pos, len, &r, probe ? NULL : p->d);
	if (name != stack)
		pmsi_free(name);
	if (!rc && (r.topdown != PMS_TD_NONE || !strcmp(r.resolved_by, "perf-json")) &&
	    (rc = predates(p, pos, len, r.topdown != PMS_TD_NONE,
			   !strcmp(r.resolved_by, "perf-json"), probe ? NULL : p->d)))
		pmsi_free(r.pfm_name);
	if (rc)
		return probe && rc != PMS_ENOMEM ? PMS_ENOEVENT : rc;
	if (is_legacy_resolution(r.resolved_by)) {
		pmsi_free(r.pfm_name);
		if (mode == PMSI_ALIAS_TERM)
			return pmsi_diag(p->d, PMS_ENOEVENT, pos, len,
					 "'%.*s' is not an event of PMU '%s'",
					 (int)(len > 60 ? 60 : len), p->s + pos, pms_model_pmu_name(p->m));
		return probe ? PMS_ENOEVENT : legacy_spelling_error(p, pos, len, &r);
	}
	pmsi_free(e->r.pfm_name);
	e->r.pfm_name = r.pfm_name;
	e->r.pmu = r.pmu;
	e->r.type = r.type;
	e->r.topdown = r.topdown;
	e->r.metric = r.metric;
	e->r.resolved_by = r.resolved_by;
	e->a.type = r.type;
	e->a.config |= r.config;
	e->a.config1 |= r.config1;
	e->a.config2 |= r.config2;
	e->pmu_name = r.pmu == PMS_PMU_CORE ? pms_model_pmu_name(p->m) :
		      r.pmu_name ? r.pmu_name : !strcmp(r.resolved_by, "msr") ? "msr" : NULL;
	return PMS_OK;
}

/* ---- parse_events_add_pmu() ---- */

struct pmu_build {
	struct pmsi_parser *p;
	enum pmsi_pmu_class cls;
	struct pmsi_newev *e;
	uint64_t regs[4];	/* hardcoded terms, in written order */
	uint64_t ored[4];	/* formats and event names, OR-ed */
	bool fmt_used, alias_used, type_legacy;
	size_t pmu_pos, pmu_len;
};

static uint64_t raw_value(const char *s, size_t n)
{
	char buf[24];
	size_t k = n > 2 && s[1] == '0' && s[2] == 'x' ? 3 : 1;

	if (n - k >= sizeof(buf))
		return 0;
	memcpy(buf, s + k, n - k);
	buf[n - k] = '\0';
	return strtoull(buf, NULL, 16);
}

static bool is_msr(const struct pmu_build *b)
{
	return b->cls == PMSI_PMU_DYN_SW && b->pmu_len == 3 &&
	       !strncmp(b->p->s + b->pmu_pos, "msr", 3) && pmsi_msr_pmu_exists(b->p->m);
}

/* An event alias of the msr PMU (evlist_msr.c): msr/smi/ is config 0x4. */
static int msr_alias(struct pmu_build *b, size_t pos, size_t len, enum pmsi_alias_mode mode)
{
	uint64_t config = 0;
	int k = pmsi_msr_event(b->p->m, b->p->env.kver, b->p->s + pos, len, &config);

	if (k == PMSI_MSR_FOUND) {
		b->ored[0] |= config;
		b->alias_used = true;
		b->e->r.resolved_by = "msr";
		return PMS_OK;
	}
	if (mode == PMSI_ALIAS_PROBE)
		return PMS_ENOEVENT;
	pmsi_diag(b->p->d, PMS_ENOEVENT, pos, len, "'%.*s' is not an event of PMU 'msr'%s",
		  (int)(len > 60 ? 60 : len), b->p->s + pos,
		  k == PMSI_MSR_ABSENT ? " on this CPU's vendor (arch/x86/events/msr.c)" :
		  k == PMSI_MSR_NOT_ON_MODEL ? " on this model with this kernel (arch/x86/events/msr.c "
		  "test_intel(), Linux 6.1-6.12)" : "");
	if (k == PMSI_MSR_NOT_ON_MODEL)
		pmsi_hint(b->p->d, "Linux 6.1-6.12 gives pperf and smi to the models msr.c lists; "
			  "from 7.2 the kernel probes the MSR (--kernel 7.2 or later accepts it)");
	else
		pmsi_hint(b->p->d, "the msr PMU of '%s' has %s", pms_model_name(b->p->m),
			  pmsi_msr_names(b->p->m));
	return PMS_ENOEVENT;
}

static bool is_sc(const struct pmu_build *b)
{
	return b->cls == PMSI_PMU_DYN && pmsi_sc_pmu_named(b->p->s + b->pmu_pos, b->pmu_len);
}

/* Why model @m has no @pmu event (evlist_cstate.c): the diagnostic at pos/len. */
static int sc_refuse(struct pmu_build *b, int k, size_t pos, size_t len)
{
	const char *pmu = b->p->s + b->pmu_pos;
	int pl = (int)b->pmu_len;
	bool power = pl == 5;
	char names[160];

	if (k == PMSI_SC_NOT_MODELLED)
		return pmsi_diag(b->p->d, PMS_ENOTSUP, pos, len, "'%.*s' of PMU '%.*s': that PMU is "
				 "not modelled for '%s' with this kernel", (int)(len > 60 ? 60 : len),
				 b->p->s + pos, pl, pmu, pms_model_name(b->p->m));
	if (k == PMSI_SC_VARIES)
		return pmsi_diag(b->p->d, PMS_ENOTSUP, pos, len, "'%.*s' of PMU '%.*s' is not modelled "
				 "for '%s', whose parts differ (cstate.c intel_cstates_match[]): %s", (int)(len > 60 ? 60 : len),
				 b->p->s + pos, pl, pmu, pms_model_name(b->p->m),
				 pmsi_sc_varies(b->p->m, b->p->env.kver));
	if (k == PMSI_SC_NO_PMU)
		return pmsi_diag(b->p->d, PMS_ENOEVENT, b->pmu_pos, b->pmu_len, "PMU '%.*s' does not "
				 "exist on '%s' with this kernel (%s has no %s for it)", pl, pmu,
				 pms_model_name(b->p->m),
				 power ? "arch/x86/events/rapl.c" : "arch/x86/events/intel/cstate.c",
				 power ? "domain table" : "such residency mask");
	pmsi_diag(b->p->d, PMS_ENOEVENT, pos, len, "'%.*s' is not an event of PMU '%.*s'%s",
		  (int)(len > 60 ? 60 : len), b->p->s + pos, pl, pmu,
		  k == PMSI_SC_NOT_ON_MODEL ? (power ? " on this model (arch/x86/events/rapl.c "
		  "rapl_model domains)" : " on this model (arch/x86/events/intel/cstate.c "
		  "cstate_model masks)") : "");
	pmsi_sc_names(b->p->m, b->p->env.kver, pmu, b->pmu_len, names, sizeof(names));
	pmsi_hint(b->p->d, "the %.*s PMU of '%s' has %s", pl, pmu, pms_model_name(b->p->m), names);
	return PMS_ENOEVENT;
}

/* An event alias of cstate_* or power: cstate_pkg/c2-residency/ is config 0x0. */
static int sc_alias(struct pmu_build *b, size_t pos, size_t len, enum pmsi_alias_mode mode)
{
	uint64_t config = 0;
	int k = pmsi_sc_event(b->p->m, b->p->env.kver, b->p->s + b->pmu_pos, b->pmu_len,
			      b->p->s + pos, len, &config);

	if (k == PMSI_SC_FOUND) {
		b->ored[0] |= config;
		b->alias_used = true;
		b->e->r.resolved_by = "pmu";
		return PMS_OK;
	}
	if (mode == PMSI_ALIAS_PROBE && k == PMSI_SC_NONE)
		return PMS_ENOEVENT;
	return sc_refuse(b, k, pos, len);
}

/* An event name inside the term list (or event=NAME): expand it. */
static int expand_alias(struct pmu_build *b, size_t pos, size_t len, enum pmsi_alias_mode mode)
{
	struct pmsi_newev tmp;
	int rc;

	if (is_msr(b))
		return msr_alias(b, pos, len, mode);
	if (is_sc(b))
		return sc_alias(b, pos, len, mode);
	if (b->cls != PMSI_PMU_CPU) {
		struct pmsi_resolved ur;
		char nm[160];

		b->alias_used = true;
		b->e->r.resolved_by = "pmu";	/* another PMU's event: encoding not modelled */
		/* a box PMU's event named from perf's uncore JSON: its select and mask */
		memset(&ur, 0, sizeof(ur));
		if (len < sizeof(nm)) {
			memcpy(nm, b->p->s + pos, len);
			nm[len] = '\0';
			if (pmsi_uncore_resolve(b->p->plat, b->p->pv, nm, &ur)) {
				b->ored[0] |= ur.config;
				b->e->r.resolved_by = ur.resolved_by;
			} else if (pmsi_uncore_sysfs_alias(b->p->plat, b->p->s + b->pmu_pos, b->pmu_len,
							   nm, len, &ur.config)) {
				/* the PMU's sysfs events/ alias (the kernel's event_descs) */
				b->ored[0] |= ur.config;
				b->e->r.resolved_by = "sysfs-uncore";
			}
		}
		return PMS_OK;
	}
	pmsi_newev_init(&tmp);
	rc = pmsi_resolve_alias(b->p, pos, len, &tmp, mode);
	if (rc) {
		pmsi_free(tmp.r.pfm_name);
		return rc;
	}
	if (tmp.r.pmu == PMS_PMU_OTHER && tmp.pmu_name && mode == PMSI_ALIAS_EVENT && !b->pmu_len) {
		/*
		 * parse_events_multi_pmu_add() (6.12): a bare name opens on every
		 * PMU whose event table has it; an uncore JSON name goes to its
		 * box PMUs (uncore_imc: every box, uncore_sched.c) and not to cpu.
		 */
		b->e->r.pmu = PMS_PMU_OTHER;
		b->e->r.type = b->e->a.type = PMSI_TYPE_DYNAMIC;
		b->e->pmu_name = tmp.pmu_name;
		b->e->r.resolved_by = tmp.r.resolved_by;
		b->ored[0] |= tmp.a.config;
		b->alias_used = true;
		return PMS_OK;
	}
	if (tmp.r.pmu != PMS_PMU_CORE) {
		pmsi_free(tmp.r.pfm_name);
		return pmsi_diag(b->p->d, PMS_ENOEVENT, pos, len, "'%.*s' is not an event of PMU '%s'",
				 (int)(len > 60 ? 60 : len), b->p->s + pos, pms_model_pmu_name(b->p->m));
	}
	b->ored[0] |= tmp.a.config;
	b->ored[1] |= tmp.a.config1;
	b->ored[2] |= tmp.a.config2;
	pmsi_free(b->e->r.pfm_name);
	b->e->r.pfm_name = tmp.r.pfm_name;
	b->e->r.topdown = tmp.r.topdown;
	b->e->r.metric = tmp.r.metric;
	b->e->r.resolved_by = tmp.r.resolved_by;
	b->alias_used = true;
	return PMS_OK;
}

static int unknown_term(struct pmu_build *b, const struct pmsi_term *tm)
{
	char list[200];

	pmsi_diag(b->p->d, PMS_ESYNTAX, tm->kpos, tm->klen, "unknown term '%.*s' for PMU '%.*s'",
		  (int)(tm->klen > 40 ? 40 : tm->klen), b->p->s + tm->kpos,
		  (int)(b->pmu_len > 40 ? 40 : b->pmu_len), b->p->s + b->pmu_pos);
	if (b->cls == PMSI_PMU_CPU) {
		pmsi_core_format_list(b->p->m, &b->p->env, list, sizeof(list));
		pmsi_hint(b->p->d, "formats of '%s': %s; or an event name; or config, config1, config2, name, period",
			  pms_model_pmu_name(b->p->m), list);
	} else {
		pmsi_hint(b->p->d, "this PMU takes config, config1, config2, config3, name and period");
	}
	return PMS_ESYNTAX;
}

/* pmu_config_term(): a format term, OR-ed in. */
static int format_term(struct pmu_build *b, const struct pmsi_term *tm,
		       const struct pmsi_format *f)
{
	uint64_t v = tm->num;

	if (!tm->is_num) {
		pmsi_diag(b->p->d, PMS_ESYNTAX, tm->vpos, tm->vlen,
			  "bad value '%.*s' for '%s': expected a decimal or 0x number",
			  (int)(tm->vlen > 40 ? 40 : tm->vlen), b->p->s + tm->vpos, f->name);
		if (!strcmp(f->name, "event"))
			pmsi_hint(b->p->d, "'event=NAME' takes an event of this model's core PMU; '%.*s' is none",
				  (int)(tm->vlen > 40 ? 40 : tm->vlen), b->p->s + tm->vpos);
		return PMS_ESYNTAX;
	}
	if (tm->no_value && f->bits + f->bits2 > 1)
		return pmsi_diag(b->p->d, PMS_ESYNTAX, tm->kpos, tm->klen,
				 "term '%s' needs a value ('%s=N')", f->name, f->name);
	if (v > pmsi_format_max(f))
		return pmsi_diag(b->p->d, PMS_ESYNTAX, tm->vpos, tm->vlen,
				 "value 0x%llx too big for '%s' (%u bits)", (unsigned long long)v,
				 f->name, (unsigned)(f->bits + f->bits2));
	pmsi_format_apply(f, v, b->ored);
	b->fmt_used = true;
	return PMS_OK;
}

/*
 * The event select and unit mask of a box PMU's numeric terms: the
 * uncore and AMD uncore formats all put "event" in config:0-7 and "umask"
 * in config:8-15 (intel/uncore*.c format_attr_event/umask; amd/uncore.c
 * l3/df umask); enough for the constraint tables, which match the event
 * select, and for the fixed-counter event (config 0xff).  Other terms
 * stay unmodelled.
 */
/*
 * amd/uncore.c (6.12/7.3) formats on the PerfMonV2 parts whose box table
 * pmusched has (zen4, zen5: family 19h and later): amd_df event14v2 and
 * umask12 (amd_uncore_df_ctx_init()), amd_l3 event8/umask8 and the family
 * 19h terms (amd_uncore_l3_ctx_init()), amd_umc event8 and rdwrmask
 * (amd_uncore_umc_format_attr).  Each: up to two bit ranges, filled low
 * bits first as perf's pmu_format_value() does.
 */
static const struct {
	const char *pmu, *term;
	uint8_t lo0, hi0, lo1, hi1;	/* hi1 < lo1: one range */
} amd_formats[] = {
	{ "amd_df", "event", 0, 7, 32, 37 },
	{ "amd_df", "umask", 8, 15, 24, 27 },
	{ "amd_l3", "event", 0, 7, 1, 0 },
	{ "amd_l3", "umask", 8, 15, 1, 0 },
	{ "amd_l3", "coreid", 42, 44, 1, 0 },
	{ "amd_l3", "enallslices", 46, 46, 1, 0 },
	{ "amd_l3", "enallcores", 47, 47, 1, 0 },
	{ "amd_l3", "sliceid", 48, 50, 1, 0 },
	{ "amd_l3", "threadmask", 56, 57, 1, 0 },
	{ "amd_iommu", "csource", 0, 7, 1, 0 },	/* amd/iommu.c iommu_format_attrs[] */
	{ "amd_iommu", "devid", 8, 23, 1, 0 },
	{ "amd_iommu", "domid", 24, 39, 1, 0 },
	{ "amd_iommu", "pasid", 40, 59, 1, 0 },
	{ "amd_umc", "event", 0, 7, 1, 0 },
	{ "amd_umc", "rdwrmask", 8, 9, 1, 0 },
};

/* A term of @pmu (an AMD box type of the platform) as amd_formats[] spreads
 * it; false when the PMU or term is not one of them. */
static bool amd_format_term(struct pmu_build *b, const char *pmu, const struct pmsi_term *tm)
{
	const struct pms_uncore_type *t = pms_uncore_find(b->p->plat, pmu, NULL);

	if (!t || t->alloc != PMS_UNC_AMD)
		return false;
	for (size_t i = 0; i < PMS_ARRAY_SIZE(amd_formats); i++) {
		uint64_t v = tm->num, mask = 0, val = 0;
		int at = 0;

		if (strcmp(amd_formats[i].pmu, t->pmu) || strlen(amd_formats[i].term) != tm->klen ||
		    strncasecmp(amd_formats[i].term, b->p->s + tm->kpos, tm->klen))
			continue;
		for (int r = 0; r < 2; r++) {
			int lo = r ? amd_formats[i].lo1 : amd_formats[i].lo0;
			int hi = r ? amd_formats[i].hi1 : amd_formats[i].hi0;

			for (int bit = lo; bit <= hi; bit++, at++) {
				mask |= 1ull << bit;
				if (at < 64 && (v >> at & 1))
					val |= 1ull << bit;
			}
		}
		b->regs[0] = (b->regs[0] & ~mask) | val;
		return true;
	}
	return false;
}

static int box_format_term(struct pmu_build *b, const struct pmsi_term *tm)
{
	const char *k = b->p->s + tm->kpos;
	char pmu[64];

	if (!tm->is_num || b->pmu_len < 2 || b->pmu_len >= sizeof(pmu))
		return PMS_OK;
	memcpy(pmu, b->p->s + b->pmu_pos, b->pmu_len);
	pmu[b->pmu_len] = '\0';
	if (strncmp(pmu, "uncore_", 7) && strncmp(pmu, "amd_", 4) && !pms_uncore_find(b->p->plat, pmu, NULL))
		return PMS_OK;
	if (!strncmp(pmu, "amd_", 4) && amd_format_term(b, pmu, tm))
		return PMS_OK;
	if (tm->klen == 5 && !strncasecmp(k, "event", 5))
		b->regs[0] = (b->regs[0] & ~0xffull) | (tm->num & 0xff);
	else if (tm->klen == 5 && !strncasecmp(k, "umask", 5))
		b->regs[0] = (b->regs[0] & ~0xff00ull) | (tm->num & 0xff) << 8;
	return PMS_OK;
}

/*
 * A format term of a box type with a shared filter register (tid_en,
 * filter_*, uncore_int.h) on a box PMU or on an uncore JSON name of one
 * (perf adds the name's terms to the user's, pmu_config_term() per
 * format).  Written without a value, a one-bit format is 1
 * (parse_events_term__num() with no value).  Return: 1 when @tm is none
 * of them, else PMS_OK or the error.
 */
static int box_filter_term(struct pmu_build *b, const struct pmsi_term *tm)
{
	const struct pmsi_unc_format *f;
	char pmu[64];
	uint64_t v, max;

	if (b->cls == PMSI_PMU_DYN || b->cls == PMSI_PMU_DYN_SW) {
		if (b->pmu_len < 2 || b->pmu_len >= sizeof(pmu))
			return 1;
		memcpy(pmu, b->p->s + b->pmu_pos, b->pmu_len);
		pmu[b->pmu_len] = '\0';
	} else if (b->e->r.pmu == PMS_PMU_OTHER && b->e->pmu_name) {
		snprintf(pmu, sizeof(pmu), "%s", b->e->pmu_name);
	} else {
		return 1;
	}
	f = pmsi_uncore_box_format(b->p->plat, pmu, b->p->s + tm->kpos, tm->klen);
	if (!f)
		return 1;
	if (tm->no_value && f->bits > 1)
		return pmsi_diag(b->p->d, PMS_ESYNTAX, tm->kpos, tm->klen,
				 "term '%s' needs a value ('%s=N')", f->name, f->name);
	if (!tm->no_value && !tm->is_num)
		return pmsi_diag(b->p->d, PMS_ESYNTAX, tm->vpos, tm->vlen ? tm->vlen : 1,
				 "bad value for '%s': expected a decimal or 0x number", f->name);
	v = tm->no_value ? 1 : tm->num;
	max = f->bits >= 64 ? ~0ull : (1ull << f->bits) - 1;
	if (v > max)
		return pmsi_diag(b->p->d, PMS_ESYNTAX, tm->vpos, tm->vlen,
				 "value 0x%llx too big for '%s' (%d bits)", (unsigned long long)v,
				 f->name, f->bits);
	b->ored[f->word] |= v << f->lo;
	return PMS_OK;
}

static int user_term(struct pmu_build *b, const struct pmsi_term *tm)
{
	const struct pmsi_format *f = NULL;

	/* pmu_find_alias(): "event=NAME" names an event; a bare word is one unless a format */
	if (!tm->is_num && tm->klen == 5 && !strncasecmp(b->p->s + tm->kpos, "event", 5)) {
		int rc = expand_alias(b, tm->vpos, tm->vlen, PMSI_ALIAS_PROBE);

		if (rc != PMS_ENOEVENT)
			return rc;
	}
	if (b->cls == PMSI_PMU_CPU)
		f = pmsi_core_format(b->p->m, &b->p->env, b->p->s + tm->kpos, tm->klen);
	if (f)
		return format_term(b, tm, f);
	if (is_sc(b) && tm->is_num && tm->klen == 5 && !strncmp(b->p->s + tm->kpos, "event", 5)) {
		/* the one format: event = config:0-63 (cstate.c, rapl.c) */
		int k = pmsi_sc_config(b->p->m, b->p->env.kver, b->p->s + b->pmu_pos, b->pmu_len,
				       tm->num);

		if (k == PMSI_SC_NOT_ON_MODEL)
			return pmsi_diag(b->p->d, PMS_ENOTSUP, tm->vpos, tm->vlen, "event=0x%llx of "
					 "PMU '%.*s': event_init() refuses it on this model (EINVAL)",
					 (unsigned long long)tm->num, (int)b->pmu_len,
					 b->p->s + b->pmu_pos);
		if (k != PMSI_SC_FOUND)	/* the diagnostic names the whole term */
			return sc_refuse(b, k, tm->kpos, tm->vpos + tm->vlen - tm->kpos);
		b->ored[0] |= tm->num;
		b->fmt_used = true;
		b->e->r.resolved_by = "pmu";
		return PMS_OK;
	}
	if (is_msr(b) && tm->is_num && tm->klen == 5 && !strncmp(b->p->s + tm->kpos, "event", 5)) {
		b->ored[0] |= tm->num;	/* the msr PMU's one format: event = config:0-63 */
		b->fmt_used = true;
		b->e->r.resolved_by = "msr";
		return PMS_OK;
	}
	{
		int rc = box_filter_term(b, tm);

		if (rc != 1) {
			if (b->cls == PMSI_PMU_DYN || b->cls == PMSI_PMU_DYN_SW)
				b->e->r.resolved_by = "pmu";
			return rc;
		}
	}
	if (tm->no_value)
		return expand_alias(b, tm->kpos, tm->klen, PMSI_ALIAS_TERM);
	if (b->cls == PMSI_PMU_DYN || b->cls == PMSI_PMU_DYN_SW) {
		b->e->r.resolved_by = "pmu";	/* its format is not modelled */
		return box_format_term(b, tm);
	}
	if (b->e->r.pmu == PMS_PMU_OTHER && b->e->pmu_name)
		return PMS_OK;	/* a term on an uncore JSON name (thresh=1): not modelled */
	return unknown_term(b, tm);
}

/*
 * perf_pmu__have_event() for a raw-looking term on a box PMU: fix_raw()
 * (parse-events.c 6.12/7.3) makes "read" on uncore_imc_free_running the
 * PMU's sysfs event, not raw config 0xead.
 */
static bool box_has_event(const struct pmu_build *b, const struct pmsi_term *tm)
{
	struct pmsi_resolved ur;
	uint64_t cfg;
	char nm[160];

	if (b->cls == PMSI_PMU_CPU || tm->klen >= sizeof(nm) || !b->pmu_len)
		return false;
	memcpy(nm, b->p->s + tm->kpos, tm->klen);
	nm[tm->klen] = '\0';
	memset(&ur, 0, sizeof(ur));
	return pmsi_uncore_sysfs_alias(b->p->plat, b->p->s + b->pmu_pos, b->pmu_len, nm,
				       tm->klen, &cfg) ||
	       pmsi_uncore_resolve(b->p->plat, b->p->pv, nm, &ur);
}

/* config_term_pmu(): hardcoded, legacy hardware and legacy cache terms. */
static int first_pass(struct pmu_build *b, const struct pmsi_terms *ts, bool *deferred)
{
	struct pmsi_parser *p = b->p;
	struct pmsi_alias al;

	for (int i = 0; i < ts->n; i++) {
		const struct pmsi_term *tm = &ts->t[i];
		bool is_alias = b->cls == PMSI_PMU_CPU &&
			pmsi_core_alias(p->m, &p->env, p->s + tm->kpos, tm->klen, &al);
		int rc;

		deferred[i] = false;
		switch (tm->kind) {
		case PMSI_TK_KW:
			if ((rc = apply_kw(p, tm, b->e, b->regs)))
				return rc;
			break;
		case PMSI_TK_RAW:	/* fix_raw() */
			if (is_alias || box_has_event(b, tm))
				deferred[i] = true;
			else
				b->regs[0] = raw_value(p->s + tm->kpos, tm->klen);
			break;
		case PMSI_TK_CACHE:
			if (is_alias) {
				deferred[i] = true;
			} else {
				int64_t c = pmsi_legacy_cache_decode(p->s + tm->kpos, tm->klen);

				if (c < 0)
					return pmsi_diag(p->d, PMS_ENOEVENT, tm->kpos, tm->klen,
							 "invalid cache event '%.*s'", (int)tm->klen,
							 p->s + tm->kpos);
				b->e->a.type = PMS_TYPE_HW_CACHE;
				b->regs[0] = (uint64_t)c;
				b->type_legacy = true;
			}
			break;
		case PMSI_TK_HW:
			if (is_alias) {
				deferred[i] = true;	/* a sysfs/json event wins (ARM needs it) */
			} else {
				b->e->a.type = PMS_TYPE_HARDWARE;
				b->regs[0] = (uint64_t)tm->kw;
				b->type_legacy = true;
			}
			break;
		default:
			deferred[i] = tm->kind == PMSI_TK_USER;
			break;
		}
	}
	return PMS_OK;
}

static void pmu_class_attr(struct pmu_build *b)
{
	struct pmsi_newev *e = b->e;

	switch (b->cls) {
	case PMSI_PMU_CPU:
		e->a.type = PMS_TYPE_RAW;
		e->r.pmu = PMS_PMU_CORE;
		break;
	case PMSI_PMU_SW:
		e->a.type = PMS_TYPE_SOFTWARE;
		e->r.pmu = PMS_PMU_SOFTWARE;
		break;
	case PMSI_PMU_TP:
		e->a.type = PMS_TYPE_TRACEPOINT;
		e->r.pmu = PMS_PMU_TRACEPOINT;
		break;
	case PMSI_PMU_BP:
		e->a.type = PMS_TYPE_BREAKPOINT;
		e->r.pmu = PMS_PMU_BREAKPOINT;
		break;
	case PMSI_PMU_DYN_SW:
		e->a.type = PMSI_TYPE_DYNAMIC;
		e->r.pmu = PMS_PMU_SOFTWARE;
		break;
	default:
		e->a.type = PMSI_TYPE_DYNAMIC;
		e->r.pmu = PMS_PMU_OTHER;
		break;
	}
	e->r.type = e->a.type;
	e->r.resolved_by = b->cls == PMSI_PMU_DYN || b->cls == PMSI_PMU_DYN_SW ? "pmu" : "term";
}

static int pmu_checks(struct pmu_build *b, size_t pos, size_t end)
{
	struct pmsi_newev *e = b->e;

	if (b->type_legacy) {
		e->r.pmu = PMS_PMU_CORE;
		e->r.type = e->a.type;
		e->r.resolved_by = e->a.type == PMS_TYPE_HARDWARE ? "generic" : "cache";
	}
	if (b->type_legacy && (b->fmt_used || b->alias_used)) {
		pmsi_diag(b->p->d, PMS_ESYNTAX, pos, end - pos,
			  "format terms cannot modify a generic or cache event");
		pmsi_hint(b->p->d, "start from the raw encoding, e.g. 'cpu/event=0x3c,cmask=1/'");
		return PMS_ESYNTAX;
	}
	if (b->fmt_used && e->r.topdown != PMS_TD_NONE)
		return pmsi_diag(b->p->d, PMS_EINVAL, pos, end - pos,
				 "TopDown events accept no format terms (the kernel refuses them)");
	if (b->fmt_used && e->r.resolved_by && !strcmp(e->r.resolved_by, "libpfm4"))
		e->r.resolved_by = "libpfm4+term";
	else if (b->fmt_used && e->r.resolved_by && !strcmp(e->r.resolved_by, "perf-json"))
		e->r.resolved_by = "perf-json+term";
	return PMS_OK;
}

int pmsi_build_msr_bare(struct pmsi_parser *p, size_t pos, size_t len, struct pmsi_newev *e)
{
	struct pmsi_resolved r;
	char name[64];

	if (len >= sizeof(name) || !pmsi_msr_pmu_exists(p->m))
		return 0;
	memcpy(name, p->s + pos, len);
	name[len] = '\0';
	if (pmsi_core_alias(p->m, &p->env, name, len, &(struct pmsi_alias){ 0 }) ||
	    pmsi_resolve_name(p->m, p->pv, name, pos, len, &r, NULL) != PMS_OK) {
		return 0;
	}
	pmsi_free(r.pfm_name);
	if (strcmp(r.resolved_by, "msr"))
		return 0;
	e->a.type = PMSI_TYPE_DYNAMIC;
	e->a.config = r.config;
	e->r.type = PMSI_TYPE_DYNAMIC;
	e->r.pmu = PMS_PMU_SOFTWARE;
	e->r.config = r.config;
	e->r.resolved_by = "msr";
	e->pmu_name = "msr";
	return 1;
}

int pmsi_build_pmu(struct pmsi_parser *p, enum pmsi_pmu_class cls, size_t pos, size_t len,
		   size_t alias_pos, size_t alias_len, const struct pmsi_terms *ts,
		   struct pmsi_newev *e)
{
	struct pmu_build b;
	bool deferred[PMSI_MAX_TERMS];
	int rc;

	memset(&b, 0, sizeof(b));
	b.p = p;
	b.cls = cls;
	b.e = e;
	b.pmu_pos = pos;
	b.pmu_len = len;
	pmu_class_attr(&b);
	if (alias_pos == PMS_NOPOS) {
		e->pmu_pos = pos;
		e->pmu_len = len;
	} else {
		e->pmu_name = pms_model_pmu_name(p->m);
		b.pmu_pos = 0;
		b.pmu_len = 0;
		if ((rc = expand_alias(&b, alias_pos, alias_len, PMSI_ALIAS_EVENT)))
			return rc;
	}
	if (ts && (rc = first_pass(&b, ts, deferred)))
		return rc;
	for (int i = 0; ts && i < ts->n; i++)
		if (deferred[i] && (rc = user_term(&b, &ts->t[i])))
			return rc;
	if ((rc = pmu_checks(&b, alias_pos == PMS_NOPOS ? pos : alias_pos, p->last_end)))
		return rc;
	e->a.config = b.regs[0] | b.ored[0];
	e->a.config1 = b.regs[1] | b.ored[1];
	e->a.config2 = b.regs[2] | b.ored[2];
	e->a.config3 = b.regs[3] | b.ored[3];
	return PMS_OK;
}
