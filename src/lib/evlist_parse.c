/*
 * The event-list parser: perf's -e language, following parse-events.y
 * (6.12) over the tokens of evlist_lex.c:
 *
 *   list    := item (',' item)*
 *   item    := [name] '{' event (',' event)* '}' [':' mods]  |  event
 *   event   := def [mods]
 *   def     := sym ['/' terms '/' | '//' | ':']        cycles, faults
 *            | tool ['//' | ':']                         duration_time
 *            | cache ['/' terms '/'] [':']               L1-dcache-load-misses
 *            | 'mem:' addr ['/' len] [':' rwx] ['/' terms '/'] [':']
 *            | sys ':' event ['/' terms '/'] [':']        tracepoints
 *            | type ':' config ['/' terms '/'] [':']      1:1, 4:0x1c2
 *            | rHEX ['/' terms '/'] [':']                 r1a
 *            | name '/' terms '/'  |  name '//'           a PMU, or an event with terms
 *            | name [':']                                 an event of a PMU (sysfs, JSON)
 *
 * Modifiers follow perf's parse_events__modifier_list() (6.10 and later)
 * or get_event_modifier() (earlier); see apply_mods().  Every event gets
 * the name perf gives it (parse_events__set_default_name()).
 *
 * Extension: libpfm4 names with ':' attributes or a PMU prefix
 * ("L1D_PEND_MISS:PENDING", "hsw::...:c=1") are taken when perf's grammar
 * cannot read the text, or reads a tracepoint that names a model event.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include "evlist_parser.h"
#include "pmusched/uncore.h"
#include "../../models/model_table.h"

/*
 * The list parsed without a CPU model (pms_evlist_parse() with a NULL
 * model): no event table, no uncore boxes, one "cpu" PMU, so only what
 * perf's parser knows on any machine resolves: the software, generic
 * hardware and hardware cache names (tools/perf/util/parse-events.c
 * event_symbols_sw[], event_symbols_hw[]; util/evsel.c
 * evsel__hw_cache[]), raw rNNN, PMU-less terms, groups and modifiers.
 */
static const struct pms_cstr nomodel_cstr[] = { { .match = PMS_M_END } };
static const struct pms_genmap nomodel_generic[] = { PMS_GEN_END };
static const struct pms_model nomodel = {
	.name = "generic", .long_name = "generic", .aliases = "",
	.desc = "no CPU model: generic, cache, software and raw events",
	.cstr = nomodel_cstr, .generic = nomodel_generic,
	.source = "tools/perf/util/parse-events.c event_symbols_hw[], event_symbols_sw[]",
};

static int peek(struct pmsi_parser *p, const struct pmsi_tok **t)
{
	return pmsi_lex_peek(&p->lx, t);
}

static void take(struct pmsi_parser *p)
{
	p->last_end = p->lx.la.pos + p->lx.la.len;
	pmsi_lex_take(&p->lx);
}

/* Peek and, when the next token is @kind, take it. */
static int accept(struct pmsi_parser *p, enum pmsi_tok_kind kind, bool *took)
{
	const struct pmsi_tok *t;
	int rc = peek(p, &t);

	*took = !rc && t->kind == kind;
	if (*took)
		take(p);
	return rc;
}

static const char *tok_text(enum pmsi_tok_kind k)
{
	switch (k) {
	case PMSI_T_COMMA: return "','";
	case PMSI_T_SLASH: return "'/'";
	case PMSI_T_COLON: return "':'";
	case PMSI_T_LBRACE: return "'{'";
	case PMSI_T_RBRACE: return "'}'";
	case PMSI_T_EQ: return "'='";
	default: return "this";
	}
}

void pmsi_newev_init(struct pmsi_newev *e)
{
	memset(e, 0, sizeof(*e));
	e->a.ex_guest = true;	/* event_attr_init(): perf_guest is false */
	e->r.metric = 0;
}

static char *dup_span(const char *s, size_t n)
{
	char *c = pmsi_malloc(n + 1);

	if (c) {
		memcpy(c, s, n);
		c[n] = '\0';
	}
	return c;
}

static int add_strings(struct pmsi_parser *p, struct pmsi_ev *x, const struct pmsi_newev *e)
{
	if (e->evname && !(x->evname = dup_span(e->evname, e->evname_len)))
		return PMS_ENOMEM;
	if (!e->evname && e->fixed_name && !(x->evname = pmsi_strdup(e->fixed_name)))
		return PMS_ENOMEM;
	if (e->metric_id && !(x->metric_id = dup_span(e->metric_id, e->metric_id_len)))
		return PMS_ENOMEM;
	if (e->pmu_len) {
		if (!(x->pmu_buf = dup_span(p->s + e->pmu_pos, e->pmu_len)))
			return PMS_ENOMEM;
		x->pmu_name = x->pmu_buf;
	} else {
		x->pmu_name = e->pmu_name;
	}
	return PMS_OK;
}

static void free_event(struct pmsi_ev *x)
{
	pmsi_free(x->name);
	pmsi_free(x->text);
	pmsi_free(x->evname);
	pmsi_free(x->group_name);
	pmsi_free(x->metric_id);
	pmsi_free(x->pmu_buf);
	pmsi_free(x->r.pfm_name);
}

int pmsi_add_event(struct pmsi_parser *p, struct pmsi_newev *e, size_t pos)
{
	struct pms_evlist *ev = p->ev;
	struct pmsi_ev *x;

	if (ev->n >= PMS_EVLIST_MAX_EVENTS) {
		pmsi_free(e->r.pfm_name);
		e->r.pfm_name = NULL;
		return pmsi_diag(p->d, PMS_ELIMIT, pos, 1, "more than %d events",
				 PMS_EVLIST_MAX_EVENTS);
	}
	if (ev->n == ev->cap) {
		int cap = ev->cap ? ev->cap * 2 : 8;
		struct pmsi_ev *grown = pmsi_realloc(ev->ev, (size_t)cap * sizeof(*grown));

		if (!grown) {
			pmsi_free(e->r.pfm_name);
			e->r.pfm_name = NULL;
			return pmsi_diag(p->d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
		}
		ev->ev = grown;
		ev->cap = cap;
	}
	x = &ev->ev[ev->n];
	memset(x, 0, sizeof(*x));
	x->r = e->r;
	e->r.pfm_name = NULL;
	x->a = e->a;
	x->tool = e->tool;
	x->idx = ev->n;
	x->pos = pos;
	x->mod_pos = PMS_NOPOS;
	x->leader = ev->n;
	x->group_size = 1;
	x->pmu_idx = p->pmu_idx;
	ev->n++;	/* counted now, so a failure below frees what it holds */
	if (add_strings(p, x, e))
		return pmsi_diag(p->d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	return PMS_OK;
}


/* ---- hybrid platforms: events written without a PMU ---- */

/*
 * Does perf open events on every core PMU here?  x86 hybrids from perf
 * 5.13.  On arm64 big.LITTLE (Apple) perf 6.12 does it when
 * perf_pmus__supports_extended_type(): the kernel's arm_pmu must take an
 * extended type (PERF_PMU_CAP_EXTENDED_HW_TYPE, absent in 6.1, present in
 * 6.12) and perf must look for it (its 6.1 hybrid code knew "cpu_*" PMUs
 * only): both placed at 6.2-rc1 (approx).
 */
static bool hybrid_wildcards(const struct pmsi_parser *p)
{
	if (!pms_model_is_hybrid(p->plat))
		return false;
	if (pms_model_alloc(p->plat) == PMS_ALLOC_X86)
		return p->pv >= PMSI_PERF_HYBRID;
	return p->pv >= PMSI_PERF_ARM_HYBRID && (p->env.kver ? p->env.kver : PMS_KVER_NEWEST) >=
						   PMSI_PERF_ARM_HYBRID;
}

/*
 * The core PMU an event without a PMU type reaches (raw rNNNN; legacy
 * events without wildcards).  x86: the PMU registered as PERF_TYPE_RAW,
 * PMU 0.  arm64 registers every CPU PMU with a dynamic type, so
 * perf_init_event() walks the pmus list and a task-bound event goes to
 * the first CPU PMU on it: 6.1 appends named PMUs (list_add_tail_rcu),
 * 6.12 pushes each in front (list_add_rcu), kernel/events/core.c; so the
 * first PMU probed up to 6.1 and the last one after (6.2-rc1 approx).
 * Apple's devicetrees list pmu-e before pmu-p (t8103.dtsi, t8112.dtsi):
 * the E-core PMU, then the P-core PMU (platform PMU 0).
 */
static int untyped_pmu(const struct pmsi_parser *p)
{
	uint32_t k = p->env.kver ? p->env.kver : PMS_KVER_NEWEST;

	if (pms_model_alloc(p->plat) == PMS_ALLOC_X86 || !pms_model_is_hybrid(p->plat) ||
	    k >= PMSI_PERF_ARM_HYBRID)
		return 0;
	for (size_t i = 0; i < pms_model_n_pmus(p->plat); i++)
		if (pms_model_core_type(pms_model_pmu(p->plat, i)) == PMS_CORE_E)
			return (int)i;
	return 0;
}

/*
 * The core PMUs a wildcard reaches, in perf's order: perf_pmus__scan_core()
 * walks the core PMUs sorted by name (pmus_cmp(), util/pmus.c 6.12), less
 * those --cputype filters out (parse_events__filter_pmu()).
 */
static int core_pmu_order(const struct pmsi_parser *p, int *idx, int cap)
{
	int n = 0;

	for (size_t i = 0; i < pms_model_n_pmus(p->plat) && n < cap; i++) {
		const char *nm = pms_model_pmu_name(pms_model_pmu(p->plat, i));
		int k = n++;

		if (p->pmu_filter && strcmp(p->pmu_filter, nm)) {
			n--;
			continue;
		}
		while (k > 0 && strcmp(pms_model_pmu_name(pms_model_pmu(p->plat, (size_t)idx[k - 1])),
				       nm) > 0) {
			idx[k] = idx[k - 1];
			k--;
		}
		idx[k] = (int)i;
	}
	return n;
}

static void use_pmu(struct pmsi_parser *p, int idx)
{
	p->pmu_idx = idx;
	p->m = pms_model_pmu(p->plat, (size_t)idx);
}

/* The type perf puts in config bits 32-63: 4 for the PMU registered as
 * PERF_TYPE_RAW (cpu_core, init_hw_perf_events()), else numbered at boot
 * (every arm64 CPU PMU: armpmu_register() passes -1, arm_pmu.c 6.12). */
static uint64_t ext_type(const struct pmsi_parser *p, int idx)
{
	return idx == 0 && pms_model_alloc(p->plat) == PMS_ALLOC_X86 ? PMS_TYPE_RAW : UINT32_MAX;
}

/*
 * A legacy hardware or cache event: once per core PMU with the extended
 * type (parse_events_add_numeric() with wildcard, parse_events_add_cache(),
 * 6.12; config_hybrid_attr() in 5.13-6.3), else once as written.
 */
static bool sysfs_first(struct pmsi_parser *p, size_t pos, struct pmsi_newev *e);

static int add_legacy(struct pmsi_parser *p, struct pmsi_newev *e, size_t pos, bool hw_sym)
{
	int order[8], n, rc = PMS_OK;

	if (e->r.pmu != PMS_PMU_CORE || !hybrid_wildcards(p))
		return pmsi_add_event(p, e, pos);
	n = core_pmu_order(p, order, 8);
	for (int k = 0; k < n && !rc; k++) {
		struct pmsi_newev c = *e;

		use_pmu(p, order[k]);
		c.pmu_name = pms_model_pmu_name(p->m);
		c.pmu_len = 0;
		if (!hw_sym || !sysfs_first(p, pos, &c))
			c.a.config = (e->a.config & UINT32_MAX) | ext_type(p, order[k]) << 32;
		rc = pmsi_add_event(p, &c, pos);
	}
	use_pmu(p, p->def_pmu);
	return rc;
}

/* ---- modifiers ---- */

/* parse_events__modifier_list() (perf 6.10 and later). */
static void mods_now(const struct pmsi_mods *m, struct pmsi_attr *a, bool group)
{
	bool eu = group && a->ex_user, ek = group && a->ex_kernel, eh = group && a->ex_hv;
	bool eH = group && a->ex_host, eG = group && a->ex_guest;
	bool exclude = eu || ek || eh, exGH = group && a->exclude_GH;

	if (m->precise)
		eG = true;	/* use of precise requires exclude_guest */
	if (m->bits & PMS_MOD_U) {
		if (!exclude)
			exclude = eu = ek = eh = true;
		if (!exGH)
			eG = true;
		eu = false;
	}
	if (m->bits & PMS_MOD_K) {
		if (!exclude)
			exclude = eu = ek = eh = true;
		ek = false;
	}
	if (m->bits & PMS_MOD_H) {
		if (!exclude)
			exclude = eu = ek = eh = true;
		eh = false;
	}
	if (m->bits & PMS_MOD_G) {
		if (!exGH)
			exGH = eG = eH = true;
		eG = false;
	}
	if (m->bits & PMS_MOD_HH) {
		if (!exGH)
			exGH = eG = eH = true;
		eH = false;
	}
	a->ex_user = eu;
	a->ex_kernel = ek;
	a->ex_hv = eh;
	a->ex_host = eH;
	a->ex_guest = eG;
	a->exclude_GH = exGH;
}

/* get_event_modifier() (perf 6.9 and earlier): letters in written order. */
static void mods_before_6_10(const char *letters, size_t n, struct pmsi_attr *a, bool group)
{
	bool eu = group && a->ex_user, ek = group && a->ex_kernel, eh = group && a->ex_hv;
	bool eH = group && a->ex_host, eG = group && a->ex_guest;
	bool exclude = eu || ek || eh, exGH = group && a->exclude_GH;

	for (size_t k = 0; k < n; k++) {
		switch (letters[k]) {
		case 'u': case 'k': case 'h':
			if (!exclude)
				exclude = eu = ek = eh = true;
			if (letters[k] == 'u' && !exGH)
				eG = true;
			*(letters[k] == 'u' ? &eu : letters[k] == 'k' ? &ek : &eh) = false;
			break;
		case 'G': case 'H':
			if (!exGH)
				exGH = eG = eH = true;
			*(letters[k] == 'G' ? &eG : &eH) = false;
			break;
		case 'p':
			if (!exGH)
				eG = true;
			break;
		default:
			break;
		}
	}
	a->ex_user = eu;
	a->ex_kernel = ek;
	a->ex_hv = eh;
	a->ex_host = eH;
	a->ex_guest = eG;
	a->exclude_GH = exGH;
}

/*
 * Apply modifiers to events [first, ev->n) as one event's (group false)
 * or a group's (group true, after the leader is set).
 */
static int apply_mods(struct pmsi_parser *p, int first, const struct pmsi_mods *m, bool group)
{
	bool now = p->pv >= PMSI_PERF_MODS_STRUCT;

	if (!group && (m->bits & PMS_MOD_W) && now) {
		const char *w = memchr(p->s + m->pos, 'W', m->len);

		pmsi_diag(p->d, PMS_ESYNTAX, w ? (size_t)(w - p->s) : m->pos, 1,
			  "':W' (weak group) is for groups only");
		pmsi_hint(p->d, "write '{...}:W'; perf 6.10 and later refuse it on an event");
		return PMS_ESYNTAX;
	}
	for (int i = first; i < p->ev->n; i++) {
		struct pmsi_ev *x = &p->ev->ev[i];
		struct pmsi_attr *a = &x->a;
		bool leader = !group || i == first;
		int sum = (group ? a->precise : 0) + m->precise;

		if (now)
			mods_now(m, a, group);
		else
			mods_before_6_10(p->s + m->pos, m->len, a, group);
		if (m->precise && sum > 3) {
			pmsi_diag(p->d, PMS_ESYNTAX, m->pos, m->len,
				  "precise level %d: '%s' with the group's %d 'p' is more than 3",
				  sum, x->evname ? x->evname : "?", m->precise);
			pmsi_hint(p->d, "perf adds a group's 'p' to each member's and allows at most three (ppp)");
			return PMS_ESYNTAX;
		}
		if (m->precise || !now)
			a->precise = (uint8_t)sum;
		if (now) {
			a->precise_max |= (m->bits & PMS_MOD_P) != 0;
			a->sample_read |= (m->bits & PMS_MOD_S) != 0;
			a->weak |= (m->bits & PMS_MOD_W) != 0;
			a->bpf |= (m->bits & PMS_MOD_B) != 0;
		} else {
			/* the old code assigned these from the letters of each pass */
			a->precise_max = (m->bits & PMS_MOD_P) != 0;
			a->sample_read = (m->bits & PMS_MOD_S) != 0;
			a->weak = (m->bits & PMS_MOD_W) != 0;
			a->bpf = (m->bits & PMS_MOD_B) != 0;
		}
		a->ex_idle |= (m->bits & PMS_MOD_I) != 0;
		a->retire_lat |= (m->bits & PMS_MOD_R) != 0;
		if (leader && (m->bits & PMS_MOD_D))
			a->pinned = true;
		if (leader && (m->bits & PMS_MOD_E))
			a->exclusive = true;
		x->mods |= m->bits;
		if (!group)
			x->mod_pos = m->pos;
	}
	return PMS_OK;
}

/* ---- event names ---- */

static bool is_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

/*
 * perf's PE_EVENT_NAME: the longer of [^,{}/]+ and [^,{}/]+/[^/]* /[^,{}/]*
 * from @at; blanks at either end are dropped here.
 */
static void event_extent(const char *s, size_t at, size_t *b, size_t *e)
{
	size_t k = at, ev, pmu_end = 0;

	while (s[k] && !strchr(",{}/", s[k]))
		k++;
	ev = k;
	if (k > at && s[k] == '/') {
		size_t j = k + 1;

		while (s[j] && s[j] != '/')
			j++;
		if (s[j] == '/') {
			j++;
			while (s[j] && !strchr(",{}/", s[j]))
				j++;
			pmu_end = j;
		}
	}
	k = pmu_end > ev ? pmu_end : ev;
	while (at < k && is_blank(s[at]))
		at++;
	while (k > at && is_blank(s[k - 1]))
		k--;
	*b = at;
	*e = k;
}

static int set_names(struct pmsi_parser *p, int first, size_t ext_at, size_t pos,
		     size_t name_end)
{
	size_t eb, ee, end = p->last_end;

	event_extent(p->s, ext_at, &eb, &ee);
	for (int i = first; i < p->ev->n; i++) {
		struct pmsi_ev *x = &p->ev->ev[i];

		x->pos = pos;
		x->len = end - pos;
		if (!(x->name = dup_span(p->s + pos, name_end - pos)) ||
		    !(x->text = dup_span(p->s + pos, end - pos)) ||
		    (!x->evname && !(x->evname = dup_span(p->s + eb, ee - eb))))
			return pmsi_diag(p->d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	}
	return PMS_OK;
}

/* ---- event definitions ---- */

/* opt_event_config: '/' terms '/' or '//' or nothing. */
static int opt_terms(struct pmsi_parser *p, struct pmsi_terms *ts, bool *given)
{
	int rc = accept(p, PMSI_T_SLASH, given);

	ts->n = 0;
	if (rc || !*given)
		return rc;
	return pmsi_parse_terms(p, ts);
}

/*
 * perf 6.19 and later: the legacy hardware names are events of the core PMU
 * (pmu-events/arch/common/common/legacy-hardware.json, LegacyConfigCode;
 * in the 7.2 and 7.3 trees, not in 6.12's), found behind the PMU's sysfs
 * events: a name the kernel also exports in the core PMU's events/
 * directory opens that event ("branch-misses": cpu/branch-misses/, raw
 * 0xc5 on Intel; "cpu-cycles", "instructions"), the others stay legacy
 * ("branches", "cycles").  Recorded: tests/oracle/skl.txt case "7.3"
 * (perf 7.3.4: cpu:raw:0xc5 for the common metrics' branch-misses).
 * On an x86 hybrid each core PMU's copy of the name looks at that PMU's own
 * events/ (add_legacy()): perf 7.3.4 on fake adl opened cpu_core:raw:0xc5
 * and cpu_atom:raw:0xc5 for branch-misses, cpu_core/cpu_atom hardware 0x4
 * (with the extended type) for branches (tests/oracle/adl.txt case "7.3").
 * A host without a core PMU has no sysfs events: the names stay legacy
 * (perf 7.3.4 on such a host prints "<not supported> cpu-cycles").
 * Apple M1/M2: the driver exports "cycles" and "instructions"
 * (apple_m1_cpu_pmu.c m1_pmu_event_attrs), so "instructions" opens raw 0x8c
 * on each Apple PMU and "cpu-cycles" stays legacy (tests/oracle/apple-m1.txt
 * case "7.3", perf 7.3.4).  Arm's PMUv3 exports its own names (cpu_cycles,
 * inst_retired), none a legacy name: nothing to look up there.
 */
static bool sysfs_first(struct pmsi_parser *p, size_t pos, struct pmsi_newev *e)
{
	struct pmsi_alias al;
	size_t len = strcspn(p->s + pos, "/:,{} ");

	if (p->pv < PMS_KVER(6, 19) || p->env.no_pmu ||
	    (pms_model_alloc(p->plat) != PMS_ALLOC_X86 &&
	     pms_model_alloc(p->plat) != PMS_ALLOC_APPLE) ||
	    !pmsi_core_alias(p->m, &p->env, p->s + pos, len, &al) || al.td != PMS_TD_NONE)
		return false;
	e->a.type = PMS_TYPE_RAW;
	e->a.config = (e->a.config & ~UINT64_C(0xffffffff)) | al.config;
	e->a.config1 |= al.config1;
	e->r.type = PMS_TYPE_RAW;
	e->r.config = e->a.config;
	e->r.resolved_by = "sysfs";
	e->pmu_name = pms_model_pmu_name(p->m);
	return true;
}

static int def_symbol(struct pmsi_parser *p, const struct pmsi_tok *t, bool *sep_ok)
{
	struct pmsi_newev e;
	struct pmsi_terms ts;
	size_t pos = t->pos;
	enum pmsi_tok_kind kind = t->kind;	/* @t is the lexer's: gone after take() */
	bool slash;
	int rc;

	pmsi_newev_init(&e);
	e.a.type = t->kind == PMSI_T_SYM_HW ? PMS_TYPE_HARDWARE : PMS_TYPE_SOFTWARE;
	e.a.config = t->num;
	e.r.pmu = t->kind == PMSI_T_SYM_HW ? PMS_PMU_CORE : PMS_PMU_SOFTWARE;
	e.r.resolved_by = t->kind == PMSI_T_SYM_HW ? "generic" : "software";
	if (t->kind == PMSI_T_SYM_TOOL) {
		e.a.type = PMS_TYPE_SOFTWARE;
		e.a.config = 9;	/* PERF_COUNT_SW_DUMMY */
		e.r.pmu = PMS_PMU_TOOL;
		e.r.resolved_by = "tool";
		e.tool = (enum pms_tool)t->num;
	}
	take(p);
	if ((rc = opt_terms(p, &ts, &slash)))
		return rc;
	*sep_ok = !slash;
	if (kind == PMSI_T_SYM_TOOL && ts.n)
		return pmsi_diag(p->d, PMS_ESYNTAX, pos, p->last_end - pos,
				 "tool event '%s' takes no terms", pmsi_sym_name(PMSI_T_SYM_TOOL, (int)e.tool));
	e.r.type = e.a.type;
	e.r.config = e.a.config;
	if ((rc = pmsi_terms_common(p, &ts, &e)))
		return rc;
	if (kind == PMSI_T_SYM_HW && !hybrid_wildcards(p) && sysfs_first(p, pos, &e))
		return pmsi_add_event(p, &e, pos);
	return add_legacy(p, &e, pos, kind == PMSI_T_SYM_HW);
}

static int def_cache(struct pmsi_parser *p, const struct pmsi_tok *t, bool *sep_ok)
{
	struct pmsi_newev e;
	struct pmsi_terms ts;
	size_t pos = t->pos, len = t->len;
	int64_t c = pmsi_legacy_cache_decode(p->s + pos, len);
	char spelling[64];
	bool slash;
	int rc;

	if (c < 0) {
		pmsi_diag(p->d, PMS_ENOEVENT, pos, len, "invalid cache event '%.*s'", (int)len,
			  p->s + pos);
		pmsi_hint(p->d, "perf counts loads and prefetches of L1-icache, and loads only of iTLB and branch (evsel__is_cache_op_valid)");
		return PMS_ENOEVENT;
	}
	pmsi_newev_init(&e);
	e.a.type = PMS_TYPE_HW_CACHE;
	e.a.config = (uint64_t)c;
	e.r.pmu = PMS_PMU_CORE;
	e.r.type = PMS_TYPE_HW_CACHE;
	e.r.config = (uint64_t)c;
	e.r.resolved_by = "cache";
	snprintf(spelling, sizeof(spelling), "%.*s", (int)len, p->s + pos);
	e.fixed_name = spelling;	/* parse_events_add_cache() names it so */
	take(p);
	if ((rc = opt_terms(p, &ts, &slash)) || (rc = pmsi_terms_common(p, &ts, &e)))
		return rc;
	*sep_ok = true;
	return add_legacy(p, &e, pos, false);
}

static int expect(struct pmsi_parser *p, enum pmsi_tok_kind kind, const char *what,
		  const struct pmsi_tok **t)
{
	int rc = peek(p, t);

	if (rc)
		return rc;
	if ((*t)->kind != kind)
		return pmsi_diag(p->d, PMS_ESYNTAX, (*t)->pos, (*t)->len ? (*t)->len : 1,
				 "expected %s", what);
	take(p);
	return PMS_OK;
}

/* parse_breakpoint_type(): r, w, x each at most once; default rw. */
static int bp_type(struct pmsi_parser *p, const struct pmsi_tok *t, uint32_t *type)
{
	*type = 0;
	for (size_t k = 0; k < t->len; k++) {
		char c = p->s[t->pos + k];
		uint32_t bit = c == 'r' ? 1 : c == 'w' ? 2 : 4;

		if (*type & bit)
			return pmsi_diag(p->d, PMS_ESYNTAX, t->pos + k, 1,
					 "breakpoint access '%c' given twice", c);
		*type |= bit;
	}
	return PMS_OK;
}

static int def_mem(struct pmsi_parser *p, const struct pmsi_tok *t, bool *sep_ok)
{
	struct pmsi_newev e;
	struct pmsi_terms ts;
	size_t pos = t->pos;
	uint64_t len = 0;
	bool took;
	int rc;

	pmsi_newev_init(&e);
	take(p);
	if ((rc = expect(p, PMSI_T_VALUE, "a breakpoint address after 'mem:'", &t)))
		return rc;
	e.a.bp_addr = t->num;
	if ((rc = accept(p, PMSI_T_BP_SLASH, &took)))
		return rc;
	if (took) {
		if ((rc = expect(p, PMSI_T_VALUE, "a breakpoint length after '/'", &t)))
			return rc;
		len = t->num;
	}
	if ((rc = accept(p, PMSI_T_BP_COLON, &took)))
		return rc;
	e.a.bp_type = 3;	/* HW_BREAKPOINT_R | HW_BREAKPOINT_W */
	if (took) {
		if ((rc = expect(p, PMSI_T_BP_MOD, "r, w or x after ':'", &t)) ||
		    (rc = bp_type(p, t, &e.a.bp_type)))
			return rc;
	}
	/* default_breakpoint_len(): sizeof(long) on x86-64 for execute, else 4 */
	e.a.bp_len = len ? len : e.a.bp_type == 4 ? 8 : 4;
	e.a.type = PMS_TYPE_BREAKPOINT;
	e.a.sample_period = 1;	/* parse_events_add_breakpoint() */
	e.r.pmu = PMS_PMU_BREAKPOINT;
	e.r.type = PMS_TYPE_BREAKPOINT;
	e.r.resolved_by = "breakpoint";
	e.pmu_name = "breakpoint";
	if ((rc = opt_terms(p, &ts, &took)) || (rc = pmsi_terms_common(p, &ts, &e)))
		return rc;
	*sep_ok = true;
	return pmsi_add_event(p, &e, pos);
}

static int def_numeric(struct pmsi_parser *p, const struct pmsi_tok *t, bool *sep_ok)
{
	static const enum pms_pmu_kind kinds[] = {
		PMS_PMU_CORE, PMS_PMU_SOFTWARE, PMS_PMU_TRACEPOINT, PMS_PMU_CORE, PMS_PMU_CORE,
		PMS_PMU_BREAKPOINT,
	};
	struct pmsi_newev e;
	struct pmsi_terms ts;
	size_t pos = t->pos;
	bool took;
	int rc;

	pmsi_newev_init(&e);
	e.a.type = (uint32_t)t->num;	/* perf casts the type to u32 */
	take(p);
	if ((rc = expect(p, PMSI_T_COLON, "':' and a config after a PMU type number", &t)) ||
	    (rc = expect(p, PMSI_T_VALUE, "a config number after 'TYPE:'", &t)))
		return rc;
	e.a.config = t->num;
	e.r.pmu = e.a.type < PMS_ARRAY_SIZE(kinds) ? kinds[e.a.type] : PMS_PMU_OTHER;
	e.r.type = e.a.type;
	e.r.config = e.a.config;
	e.r.resolved_by = "numeric";
	e.pmu_name = e.a.type == PMS_TYPE_RAW ? pms_model_pmu_name(p->m) : NULL;
	if ((rc = opt_terms(p, &ts, &took)) || (rc = pmsi_terms_common(p, &ts, &e)))
		return rc;
	*sep_ok = true;
	return pmsi_add_event(p, &e, pos);
}

static int def_raw(struct pmsi_parser *p, const struct pmsi_tok *t, bool *sep_ok)
{
	struct pmsi_newev e;
	struct pmsi_terms ts;
	size_t pos = t->pos;
	bool took;
	int rc;

	pmsi_newev_init(&e);
	e.a.type = PMS_TYPE_RAW;
	for (size_t k = 1; k < t->len; k++) {
		char c = (char)tolower((unsigned char)p->s[t->pos + k]);

		e.a.config = e.a.config << 4 | (uint64_t)(isdigit((unsigned char)c) ? c - '0'
									 : c - 'a' + 10);
	}
	e.r.pmu = PMS_PMU_CORE;
	e.r.type = PMS_TYPE_RAW;
	e.r.config = e.a.config;
	e.r.resolved_by = "raw";
	e.pmu_name = pms_model_pmu_name(p->m);	/* the PMU type PERF_TYPE_RAW reaches */
	take(p);
	if ((rc = opt_terms(p, &ts, &took)) || (rc = pmsi_terms_common(p, &ts, &e)))
		return rc;
	*sep_ok = true;
	return pmsi_add_event(p, &e, pos);
}

/* ---- tracepoints ---- */

struct tp_ctx {
	struct pmsi_parser *p;
	const struct pmsi_terms *ts;
	size_t pos;
};

static int add_tracepoint(void *ctx, const char *sys, const char *event, uint64_t id)
{
	struct tp_ctx *c = ctx;
	struct pmsi_newev e;
	char name[512];
	int rc;

	pmsi_newev_init(&e);
	e.a.type = PMS_TYPE_TRACEPOINT;
	e.a.config = id;
	/* PERF_SAMPLE_RAW | TIME | CPU | PERIOD (evsel__newtp_idx()) */
	e.a.sample_type = (1u << 10) | (1u << 2) | (1u << 7) | (1u << 8);
	e.a.sample_period = 1;
	e.r.pmu = PMS_PMU_TRACEPOINT;
	e.r.type = PMS_TYPE_TRACEPOINT;
	e.r.config = id;
	e.r.resolved_by = "tracepoint";
	e.pmu_name = "tracepoint";
	snprintf(name, sizeof(name), "%s:%s", sys, event);
	e.fixed_name = name;
	if ((rc = pmsi_terms_tracepoint(c->p, c->ts, &e)))
		return rc;
	return pmsi_add_event(c->p, &e, c->pos);
}

static bool has_upper(const char *s, size_t n)
{
	for (size_t k = 0; k < n; k++)
		if (isupper((unsigned char)s[k]))
			return true;
	return false;
}

/*
 * sys:event.  With a tracefs it must exist there (globs expand); a name
 * the model's libpfm4 table knows ("l1d_pend_miss:pending") is that event
 * instead; without a tracefs anything else is an unchecked tracepoint.
 */
static int def_tracepoint(struct pmsi_parser *p, size_t pos, const struct pmsi_tok *sys,
			  const struct pmsi_tok *evt, bool *sep_ok)
{
	struct tp_ctx c = { p, NULL, pos };
	struct pmsi_terms ts;
	struct pmsi_newev e;
	char s[256], v[256];
	size_t end = evt->pos + evt->len;
	bool took;
	int rc, tp = PMS_ENOEVENT;

	snprintf(s, sizeof(s), "%.*s", (int)sys->slen, p->s + sys->spos);
	snprintf(v, sizeof(v), "%.*s", (int)evt->slen, p->s + evt->spos);
	if ((rc = opt_terms(p, &ts, &took)))
		return rc;
	*sep_ok = true;
	c.ts = &ts;
	if (p->tracefs) {
		int first = p->ev->n;

		tp = pmsi_tp_expand(p->tracefs, s, v, add_tracepoint, &c);
		if (tp == PMS_OK || (tp != PMS_ENOEVENT && tp != PMS_ESYS) || p->ev->n > first)
			return tp;
	}
	pmsi_newev_init(&e);
	rc = pmsi_resolve_alias(p, pos, end - pos, &e,
				has_upper(s, strlen(s)) ? PMSI_ALIAS_EVENT : PMSI_ALIAS_PROBE);
	if (rc == PMS_OK && e.r.pmu == PMS_PMU_CORE) {
		if (!ts.n || !(rc = pmsi_build_pmu(p, PMSI_PMU_CPU, 0, 0, pos, end - pos, &ts, &e)))
			return pmsi_add_event(p, &e, pos);
	}
	pmsi_free(e.r.pfm_name);
	if (has_upper(s, strlen(s)) && rc != PMS_OK)
		return rc;	/* an EVENT:UMASK typo: the model's suggestions */
	if (rc != PMS_OK && rc != PMS_ENOEVENT)
		return rc;
	if (tp == PMS_ESYS)
		return pmsi_diag(p->d, PMS_ESYS, pos, end - pos, "cannot read tracefs '%s/events'",
				 p->tracefs);
	if (p->tracefs) {
		pmsi_diag(p->d, PMS_ENOEVENT, pos, end - pos, "unknown tracepoint '%s:%s'", s, v);
		pmsi_hint(p->d, "tracepoints are listed under %s/events", p->tracefs);
		return PMS_ENOEVENT;
	}
	return add_tracepoint(&c, s, v, UINT64_MAX);
}

/* ---- names: a PMU, an event of a PMU, a tracepoint ---- */

/*
 * An event name on every core PMU that has it (parse_events_multi_pmu_add(),
 * 6.12): PMUs that do not know it are passed over; none knowing it is the
 * first PMU's error.
 */
static int bare_name_wildcard(struct pmsi_parser *p, size_t spos, size_t slen, size_t pos,
			      const struct pmsi_terms *ts)
{
	int order[8], n = core_pmu_order(p, order, 8), added = 0, rc = PMS_OK, first_rc = 0;
	struct pms_diag first = { 0 };

	for (int k = 0; k < n; k++) {
		struct pmsi_newev e;

		use_pmu(p, order[k]);
		pmsi_newev_init(&e);
		rc = pmsi_build_pmu(p, PMSI_PMU_CPU, 0, 0, spos, slen, ts, &e);
		if (rc == PMS_ENOEVENT) {
			pmsi_free(e.r.pfm_name);
			if (!first_rc && p->d)
				first = *p->d;
			first_rc = first_rc ? first_rc : rc;
			continue;
		}
		if (rc || (rc = pmsi_add_event(p, &e, pos))) {
			pmsi_free(e.r.pfm_name);
			break;
		}
		added++;
		/* a non-core PMU's JSON name (UNC_ARB_*): parse_events_multi_pmu_add()
		 * (parse-events.c 6.12.117, 7.3.4) adds it for the PMUs that have
		 * it, the boxes, not once per core PMU; one event stands for the
		 * box type, as elsewhere, and perf prints the boxes' evsels as one
		 * line (evsel__merge_aliases(), util/stat.c 7.3.4) */
		if (e.r.pmu != PMS_PMU_CORE)
			break;
	}
	use_pmu(p, p->def_pmu);
	if (rc && rc != PMS_ENOEVENT)
		return rc;
	if (added) {
		if (p->d)
			pms_diag_clear(p->d);
		return PMS_OK;
	}
	if (p->d && first_rc)
		*p->d = first;
	return first_rc ? first_rc : pmsi_diag(p->d, PMS_ENOEVENT, spos, slen,
					       "no core PMU is left by --cputype");
}

static void unknown_pmu(struct pmsi_parser *p, size_t spos, size_t slen)
{
	const struct pms_model *m0 = pms_model_pmu(p->plat, 0);
	struct pms_arm_info ai;
	char names[96];

	pmsi_diag(p->d, PMS_ENOEVENT, spos, slen, "unknown PMU '%.*s'",
		  (int)(slen > 60 ? 60 : slen), p->s + spos);
	if (pms_model_alloc(p->plat) != PMS_ALLOC_X86 && pms_model_is_hybrid(p->plat))
		pmsi_hint(p->d, "on %s the core PMUs are %s and %s; there is no 'cpu'",
			  pms_model_name(p->plat), pms_model_pmu_name(m0),
			  pms_model_pmu_name(pms_model_pmu(p->plat, 1)));
	else if (pms_model_alloc(p->plat) != PMS_ALLOC_X86 && !pms_model_arm_info(m0, &ai))
		pmsi_hint(p->d, "on %s the core PMU is %s (ACPI)%s%s%s; there is no 'cpu'",
			  pms_model_name(p->plat), pms_model_pmu_name(m0),
			  ai.pmu_dt ? " or " : "", ai.pmu_dt ? ai.pmu_dt : "",
			  ai.pmu_dt ? " (devicetree)" : "");
	else if (pms_model_is_hybrid(p->plat))
		pmsi_hint(p->d, "on %s the core PMUs are %s; there is no 'cpu'",
			  pms_model_name(p->plat), pmsi_pmu_names(p->plat, names, sizeof(names)));
	else
		pmsi_hint(p->d, "the core PMU is 'cpu'; also known: software, tracepoint, breakpoint, power, msr, cstate_core, cstate_pkg, uncore_*, amd_*");
}

static bool same_span(const struct pmsi_parser *p, size_t pos, size_t len, const char *name)
{
	return strlen(name) == len && !strncmp(p->s + pos, name, len);
}

/* A box PMU of the platform's table named without its "uncore_" prefix. */
static bool uncore_named(const struct pmsi_parser *p, size_t spos, size_t slen)
{
	char tok[64];

	if (slen >= sizeof(tok))
		return false;
	memcpy(tok, p->s + spos, slen);
	tok[slen] = '\0';
	return pms_uncore_find(p->plat, tok, NULL) != NULL;
}

static int def_pmu_or_alias(struct pmsi_parser *p, const struct pmsi_tok *nm, bool *sep_ok)
{
	enum pmsi_pmu_class cls = pmsi_pmu_lookup(p->s + nm->spos, nm->slen);
	struct pmsi_terms ts;
	struct pmsi_newev e;
	size_t pos = nm->pos, spos = nm->spos, slen = nm->slen;
	bool slash;
	int rc, named = -1;

	if ((rc = opt_terms(p, &ts, &slash)))
		return rc;
	*sep_ok = !slash;
	/* core PMUs not called "cpu" (hybrids, arm64) by name; there is no "cpu" PMU then */
	named = pmsi_core_pmu_named(p->plat, p->s + spos, slen);
	if (named >= 0)
		cls = PMSI_PMU_CPU;
	else if (cls == PMSI_PMU_NONE && slash && uncore_named(p, spos, slen))
		cls = PMSI_PMU_DYN;	/* "cha_0/.../": perf_pmu__match() drops "uncore_" */
	else if (cls == PMSI_PMU_CPU && strcmp(pms_model_pmu_name(p->plat), "cpu"))
		cls = PMSI_PMU_NONE;
	pmsi_newev_init(&e);
	if (!slash && named < 0 && cls == PMSI_PMU_NONE && pmsi_build_msr_bare(p, spos, slen, &e))
		return pmsi_add_event(p, &e, pos);
	if (!(slash && cls != PMSI_PMU_NONE) && hybrid_wildcards(p)) {
		rc = bare_name_wildcard(p, spos, slen, pos, slash ? &ts : NULL);
		if (rc == PMS_ENOEVENT && slash && p->d && p->d->pos == spos)
			unknown_pmu(p, spos, slen);	/* "cpu/cycles/" on a hybrid */
		return rc;
	}
	pmsi_newev_init(&e);
	if (named >= 0)
		use_pmu(p, named);
	if (slash && cls != PMSI_PMU_NONE)
		rc = pmsi_build_pmu(p, cls, spos, slen, PMS_NOPOS, 0, &ts, &e);
	else
		rc = pmsi_build_pmu(p, PMSI_PMU_CPU, 0, 0, spos, slen, slash ? &ts : NULL, &e);
	/* a PMU found by another spelling is still the one sysfs names */
	if (!rc && named >= 0 && slash && !same_span(p, spos, slen, pms_model_pmu_name(p->m))) {
		e.pmu_name = pms_model_pmu_name(p->m);
		e.pmu_len = 0;
	}
	/* "cpu/.../" where the core PMU has another name: say so, not "did you mean" */
	if (rc == PMS_ENOEVENT && slash && cls == PMSI_PMU_NONE && p->d && p->d->pos == spos &&
	    (!p->d->hint[0] || same_span(p, spos, slen, "cpu") ||
	     same_span(p, spos, slen, "cpu_core") || same_span(p, spos, slen, "cpu_atom") ||
	     same_span(p, spos, slen, "cpu_lowpower"))) {
		/* a hybrid part's PMU name on a model without it: a PMU, not a
		 * misspelt event (no "did you mean 'cpu_clk_unhalted.c01'") */
		/* parse_events_multi_pmu_add_or_add_pmu(): neither a PMU nor an event */
		unknown_pmu(p, spos, slen);
	}
	/* config_term_pmu() (6.12): a legacy term inside cpu_core/.../ keeps the
	 * PMU's extended type */
	if (!rc && named >= 0 && hybrid_wildcards(p) &&
	    (e.a.type == PMS_TYPE_HARDWARE || e.a.type == PMS_TYPE_HW_CACHE))
		e.a.config = (e.a.config & UINT32_MAX) | ext_type(p, named) << 32;
	if (!rc)
		rc = pmsi_add_event(p, &e, pos);
	else
		pmsi_free(e.r.pfm_name);
	use_pmu(p, p->def_pmu);
	return rc;
}

static int def_name(struct pmsi_parser *p, const struct pmsi_tok *t, bool *sep_ok)
{
	struct pmsi_tok nm = *t;
	struct pmsi_lexer save;
	size_t save_end;
	const struct pmsi_tok *n;
	int rc;

	take(p);
	if ((rc = peek(p, &n)))
		return rc;
	if (n->kind == PMSI_T_COLON) {
		save = p->lx;
		save_end = p->last_end;
		take(p);
		if ((rc = peek(p, &n)))
			return rc;
		if (n->kind == PMSI_T_NAME) {
			struct pmsi_tok evt = *n;

			take(p);
			return def_tracepoint(p, nm.pos, &nm, &evt, sep_ok);
		}
		p->lx = save;	/* PE_NAME sep_dc: the ':' is the event's own */
		p->last_end = save_end;
	}
	return def_pmu_or_alias(p, &nm, sep_ok);
}

/* ---- the libpfm4 extension ---- */

/* The bytes a libpfm4 name may span from @at: up to ',', '{', '}', '/' or a blank. */
static size_t ext_span(const char *s, size_t at)
{
	size_t k = at;

	while (s[k] && !strchr(",{}/", s[k]) && !is_blank(s[k]))
		k++;
	return k - at;
}

static bool all_mod_letters(const char *s, size_t n, bool mod_x)
{
	for (size_t k = 0; k < n; k++)
		if (!strchr(mod_x ? "ukhpPGHSDIWebRX" : "ukhpPGHSDIWebR", s[k]))
			return false;
	return n > 0;
}

/* Text perf's grammar cannot read but libpfm4 may: "pmu::", "x:y=z", "EVENT:UMASK". */
static bool ext_candidate(const char *s, size_t at, size_t n, bool mod_x)
{
	const char *c = memchr(s + at, ':', n);
	const char *last;

	if (!c)
		return false;
	if (memmem(s + at, n, "::", 2) || memchr(s + at, '=', n))
		return true;
	last = s + at + n;
	while (last > c && last[-1] != ':')
		last--;
	return has_upper(s + at, (size_t)(c - (s + at))) &&
	       !(last - 1 == c && all_mod_letters(last, (size_t)(s + at + n - last), mod_x));
}

static int ext_event(struct pmsi_parser *p, size_t at, size_t n)
{
	struct pmsi_newev e;
	struct pmsi_mods m = { 0, 0, PMS_NOPOS, 0 };
	const char *colon = NULL;
	size_t name_len = n;
	int rc, first = p->ev->n;

	for (size_t k = n; k-- > 0;)
		if (p->s[at + k] == ':') {
			colon = p->s + at + k;
			break;
		}
	if (colon && colon > p->s + at && colon[-1] != ':' && all_mod_letters(colon + 1, at + n - (size_t)(colon + 1 - p->s),
									  p->lx.mod_x)) {
		struct pmsi_lexer lx;
		const struct pmsi_tok *t;

		name_len = (size_t)(colon - (p->s + at));
		pmsi_lex_init(&lx, p->s, name_len + at + 1, p->d);
		lx.mod_x = p->lx.mod_x;
		if ((rc = pmsi_lex_peek(&lx, &t)))
			return rc;
		m = t->mod;
	}
	pmsi_newev_init(&e);
	rc = pmsi_resolve_alias(p, at, name_len, &e, PMSI_ALIAS_EVENT);
	if (!rc && e.r.pmu != PMS_PMU_CORE)
		rc = pmsi_diag(p->d, PMS_ENOEVENT, at, name_len, "'%.*s' is not a core PMU event",
			       (int)name_len, p->s + at);
	if (rc) {
		pmsi_free(e.r.pfm_name);
		return rc;
	}
	if ((rc = pmsi_add_event(p, &e, at)))
		return rc;
	if (m.len && (rc = apply_mods(p, first, &m, false)))
		return rc;
	p->last_end = at + n;
	pmsi_lex_init(&p->lx, p->s, at + n, p->d);
	p->lx.mod_x = p->pv >= PMSI_PERF_MOD_X;
	return set_names(p, first, at, at, at + name_len);
}

/* ---- events, groups, the list ---- */

static int no_event_here(struct pmsi_parser *p, const struct pmsi_tok *t)
{
	switch (t->kind) {
	case PMSI_T_END:
		return pmsi_diag(p->d, PMS_ESYNTAX, t->pos ? t->pos - 1 : 0, 1,
				 "expected an event at the end");
	case PMSI_T_SLASH:
		return pmsi_diag(p->d, PMS_ESYNTAX, t->pos, 1, "expected a PMU name before '/'");
	case PMSI_T_MOD:
		pmsi_diag(p->d, PMS_ESYNTAX, t->pos, t->len, "expected an event, found modifiers '%.*s'",
			  (int)t->len, p->s + t->pos);
		pmsi_hint(p->d, "modifiers follow an event: 'cycles:%.*s'", (int)t->len, p->s + t->pos);
		return PMS_ESYNTAX;
	case PMSI_T_LBRACE:
		pmsi_diag(p->d, PMS_ESYNTAX, t->pos, 1, "nested group");
		pmsi_hint(p->d, "perf does not allow a group inside a group");
		return PMS_ESYNTAX;
	default:
		return pmsi_diag(p->d, PMS_ESYNTAX, t->pos, t->len ? t->len : 1,
				 "expected an event before %s", tok_text(t->kind));
	}
}

/* A name where modifiers belong: "cycles:uq" (flex reads "uq" as a name). */
static int bad_modifiers(struct pmsi_parser *p, const struct pmsi_tok *t)
{
	size_t k = 0;

	while (k < t->len && strchr(p->lx.mod_x ? "ukhpPGHSDIWebRX" : "ukhpPGHSDIWebR", p->s[t->pos + k]))
		k++;
	pmsi_diag(p->d, PMS_ESYNTAX, t->pos + k, 1, "unknown modifier '%c'",
		  isprint((unsigned char)p->s[t->pos + k]) ? p->s[t->pos + k] : '?');
	pmsi_hint(p->d, "valid modifiers are u, k, h, I, G, H, p, P, S, D, W, e, b, R%s",
		  p->lx.mod_x ? ", X" : "");
	return PMS_ESYNTAX;
}

static int event_def(struct pmsi_parser *p, const struct pmsi_tok *t, bool *sep_ok)
{
	switch (t->kind) {
	case PMSI_T_SYM_HW: case PMSI_T_SYM_SW: case PMSI_T_SYM_TOOL:
		return def_symbol(p, t, sep_ok);
	case PMSI_T_CACHE:
		return def_cache(p, t, sep_ok);
	case PMSI_T_MEM:
		return def_mem(p, t, sep_ok);
	case PMSI_T_VALUE:
		return def_numeric(p, t, sep_ok);
	case PMSI_T_RAW:
		return def_raw(p, t, sep_ok);
	case PMSI_T_NAME:
		return def_name(p, t, sep_ok);
	default:
		return no_event_here(p, t);
	}
}

/* event := def [mods]; @ext_at is where perf's event text starts. */
static int parse_event(struct pmsi_parser *p, size_t ext_at)
{
	const struct pmsi_tok *t;
	size_t pos, name_end;
	bool sep_ok = false, sep;
	int rc, first = p->ev->n;

	if ((rc = peek(p, &t)))
		return rc;
	pos = t->pos;
	if (t->kind != PMSI_T_END && t->kind != PMSI_T_COMMA && t->kind != PMSI_T_LBRACE &&
	    t->kind != PMSI_T_RBRACE && t->kind != PMSI_T_SLASH) {
		size_t n = ext_span(p->s, pos);

		if (ext_candidate(p->s, pos, n, p->lx.mod_x))
			return ext_event(p, pos, n);
	}
	if ((rc = event_def(p, t, &sep_ok)))
		return rc;
	name_end = p->last_end;
	if (sep_ok && (rc = accept(p, PMSI_T_COLON, &sep)))
		return rc;
	if ((rc = peek(p, &t)))
		return rc;
	if (t->kind == PMSI_T_MOD) {
		struct pmsi_mods m = t->mod;

		take(p);
		if ((rc = apply_mods(p, first, &m, false)))
			return rc;
	} else if (t->kind == PMSI_T_NAME && p->last_end == t->pos &&
		   (p->s[t->pos - 1] == ':' || p->s[t->pos - 1] == '/')) {
		return bad_modifiers(p, t);
	}
	return set_names(p, first, ext_at, pos, name_end);
}

/*
 * Group the events [first, ev->n): leader first, then the group's
 * modifiers (parse_events__set_leader() runs before
 * parse_events__modifier_group()), then the rules the kernel enforces.
 */
static int finish_group(struct pmsi_parser *p, int first, int last, bool braces,
			const struct pmsi_mods *gm)
{
	struct pms_evlist *ev = p->ev;
	int group = ev->n_groups++, size = last - first, rc;

	for (int k = first; k < last; k++) {
		ev->ev[k].group = group;
		ev->ev[k].leader = first;
		ev->ev[k].group_size = size;
		ev->ev[k].in_braces = braces;
	}
	if (gm && (rc = apply_mods(p, first, gm, true)))
		return rc;
	for (int k = first + 1; k < last; k++) {
		struct pmsi_ev *e = &ev->ev[k];
		bool pin = e->a.pinned;

		if (!pin && !e->a.exclusive)
			continue;
		{
			char letter = pin ? 'D' : 'e';
			const char *q = e->mod_pos != PMS_NOPOS ?
				memchr(p->s + e->mod_pos, letter, e->pos + e->len - e->mod_pos) : NULL;

			pmsi_diag(p->d, PMS_EINVAL, q ? (size_t)(q - p->s) : e->pos, 1,
				  "group member '%.60s' may not be %s (:%c): only a leader can be",
				  e->name, pin ? "pinned" : "exclusive", letter);
			pmsi_hint(p->d, "the kernel refuses pinned or exclusive siblings (EINVAL); put ':%c' on the group, '{...}:%c', or on its first event",
				  letter, letter);
			return PMS_EINVAL;
		}
	}
	return PMS_OK;
}

/* Before perf 6.4 nothing split a group by PMU: the kernel refuses the mix. */
static int check_mixed_group(struct pmsi_parser *p, int first)
{
	struct pms_evlist *ev = p->ev;

	if (p->pv >= PMSI_PERF_SORT_GROUPS || ev->n - first < 2)
		return PMS_OK;
	for (int k = first; k < ev->n; k++) {
		const struct pmsi_ev *e = &ev->ev[k];

		if (e->r.pmu != PMS_PMU_OTHER)
			continue;
		for (int j = first; j < ev->n; j++) {
			if (ev->ev[j].r.pmu == PMS_PMU_CORE) {
				pmsi_diag(p->d, PMS_EINVAL, e->pos, e->len, "'%.60s' and core event '%.60s' in one group",
					  e->name, ev->ev[j].name);
				pmsi_hint(p->d, "a group may hold events of one hardware PMU plus software events (perf 6.4 and later split such a group)");
				return PMS_EINVAL;
			}
		}
	}
	return PMS_OK;
}

static int group_tail(struct pmsi_parser *p, size_t open, int first)
{
	const struct pmsi_tok *t;
	struct pmsi_mods gm;
	bool colon, has_mods = false;
	int rc;

	if ((rc = accept(p, PMSI_T_COLON, &colon)))
		return rc;
	if (colon) {
		if ((rc = peek(p, &t)))
			return rc;
		if (t->kind == PMSI_T_NAME && t->pos == p->last_end)
			return bad_modifiers(p, t);
		if (t->kind != PMSI_T_MOD)
			return pmsi_diag(p->d, PMS_ESYNTAX, p->last_end - 1, 1,
					 "missing modifiers after ':'");
		gm = t->mod;
		has_mods = true;
		take(p);
	}
	(void)open;
	if ((rc = finish_group(p, first, p->ev->n, true, has_mods ? &gm : NULL)))
		return rc;
	return check_mixed_group(p, first);
}

static int parse_group(struct pmsi_parser *p, const struct pmsi_tok *name)
{
	const struct pmsi_tok *t;
	size_t open;
	int first = p->ev->n, rc;
	char *gname = NULL;

	if (name) {
		if (!(gname = dup_span(p->s + name->spos, name->slen)))
			return pmsi_diag(p->d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
		take(p);
	}
	if ((rc = peek(p, &t)))
		goto out;
	open = t->pos;
	take(p);
	if ((rc = peek(p, &t)))
		goto out;
	if (t->kind == PMSI_T_RBRACE) {
		rc = pmsi_diag(p->d, PMS_ESYNTAX, open, t->pos + 1 - open, "empty group");
		goto out;
	}
	for (;;) {
		if ((rc = parse_event(p, p->last_end)) || (rc = peek(p, &t)))
			goto out;
		if (t->kind == PMSI_T_COMMA) {
			take(p);
			if ((rc = peek(p, &t)))
				goto out;
			if (t->kind == PMSI_T_RBRACE) {
				rc = pmsi_diag(p->d, PMS_ESYNTAX, t->pos, 1,
					       "expected an event before '}' (trailing ',')");
				goto out;
			}
			if (t->kind == PMSI_T_END) {
				rc = pmsi_diag(p->d, PMS_ESYNTAX, open, 1,
					       "unterminated group: '{' has no matching '}'");
				goto out;
			}
			continue;
		}
		if (t->kind == PMSI_T_RBRACE) {
			take(p);
			break;
		}
		if (t->kind == PMSI_T_END)
			rc = pmsi_diag(p->d, PMS_ESYNTAX, open, 1,
				       "unterminated group: '{' has no matching '}'");
		else if (t->kind == PMSI_T_COLON)
			rc = pmsi_diag(p->d, PMS_ESYNTAX, t->pos, 1, "unexpected ':': an event takes one ':' before its modifiers");
		else
			rc = pmsi_diag(p->d, PMS_ESYNTAX, t->pos, t->len ? t->len : 1,
				       "expected ',' or '}' after an event");
		goto out;
	}
	if (p->ev->n > first) {
		p->ev->ev[first].group_name = gname;
		gname = NULL;
	}
	rc = group_tail(p, open, first);
out:
	pmsi_free(gname);
	return rc;
}

/* After an item: ',' or the end. */
static int after_item(struct pmsi_parser *p, bool *done)
{
	const struct pmsi_tok *t;
	int rc = peek(p, &t);

	*done = false;
	if (rc)
		return rc;
	switch (t->kind) {
	case PMSI_T_END:
		*done = true;
		return PMS_OK;
	case PMSI_T_COMMA:
		take(p);
		if ((rc = peek(p, &t)))
			return rc;
		if (t->kind == PMSI_T_END)
			return pmsi_diag(p->d, PMS_ESYNTAX, p->last_end - 1, 1,
					 "trailing ',': expected an event after it");
		return PMS_OK;
	case PMSI_T_RBRACE:
		return pmsi_diag(p->d, PMS_ESYNTAX, t->pos, 1, "'}' without a matching '{'");
	case PMSI_T_COLON:
		pmsi_diag(p->d, PMS_ESYNTAX, t->pos, 1, "unexpected ':' after the event");
		if (p->s[t->pos - 1] == '/')
			pmsi_hint(p->d, "modifiers follow the closing '/' directly: 'cpu/event=0x3c/u'");
		else
			pmsi_hint(p->d, "write all modifiers after one ':', e.g. 'cycles:uk'");
		return PMS_ESYNTAX;
	default:
		return pmsi_diag(p->d, PMS_ESYNTAX, t->pos, t->len ? t->len : 1,
				 "expected ',' between events");
	}
}

static int parse_item(struct pmsi_parser *p, size_t ext_at)
{
	const struct pmsi_tok *t;
	int rc, first = p->ev->n;

	if ((rc = peek(p, &t)))
		return rc;
	if (t->kind == PMSI_T_RBRACE)
		return pmsi_diag(p->d, PMS_ESYNTAX, t->pos, 1, "'}' without a matching '{'");
	if (t->kind == PMSI_T_LBRACE)
		return parse_group(p, NULL);
	if (t->kind == PMSI_T_NAME) {
		struct pmsi_lexer save = p->lx;
		struct pmsi_tok name = *t;
		size_t save_end = p->last_end;

		bool group;

		take(p);
		rc = peek(p, &t);
		group = !rc && t->kind == PMSI_T_LBRACE;
		p->lx = save;
		p->last_end = save_end;
		if (group)
			return parse_group(p, &name);
	}
	if ((rc = parse_event(p, ext_at)))
		return rc;
	/* events one definition adds (sys:*) are each a group of their own */
	for (int k = first; k < p->ev->n; k++)
		if ((rc = finish_group(p, k, k + 1, false, NULL)))
			return rc;
	return PMS_OK;
}

static int parse_list(struct pmsi_parser *p)
{
	const struct pmsi_tok *t;
	bool done = false;
	int rc = peek(p, &t);

	if (rc)
		return rc;
	if (t->kind == PMSI_T_END)
		return pmsi_diag(p->d, PMS_ESYNTAX, 0, 0, "empty event list");
	while (!done) {
		if ((rc = parse_item(p, p->last_end)) || (rc = after_item(p, &done)))
			return rc;
	}
	return PMS_OK;
}

PMS_API void pms_evlist_free(struct pms_evlist *ev)
{
	if (!ev)
		return;
	for (int i = 0; i < ev->n; i++)
		free_event(&ev->ev[i]);
	for (int k = 0; k < ev->n_warn; k++)
		pmsi_free(ev->warn[k]);
	pmsi_free(ev->warn);
	pmsi_free(ev->ev);
	pmsi_free(ev);
}

/*
 * perf_pmus__pmu_for_pmu_filter() (util/pmus.c 6.12): a core PMU by its
 * name, or by the name without "cpu_" ("atom", "core").
 */
static const char *pmu_for_filter(const struct pms_model *plat, const char *str)
{
	for (size_t i = 0; i < pms_model_n_pmus(plat); i++) {
		const char *nm = pms_model_pmu_name(pms_model_pmu(plat, i));

		if (!strcmp(nm, str) || (!strncmp(nm, "cpu_", 4) && !strcmp(nm + 4, str)))
			return nm;
	}
	return NULL;
}

/* Accept an options struct of any size whose unknown tail is zero. */
static int read_opts(const struct pms_evlist_opts *o, struct pms_evlist_opts *out,
		     struct pms_diag *d)
{
	memset(out, 0, sizeof(*out));
	return pmsi_sz_copy(out, sizeof(*out), o, "struct pms_evlist_opts", d);
}

PMS_API int pms_evlist_parse_opts(const struct pms_model *model, const char *text,
				  const struct pms_evlist_opts *opts, struct pms_evlist **out,
				  struct pms_diag *diag)
{
	struct pmsi_parser p;
	struct pms_evlist_opts o;
	size_t len;
	int rc;

	if (out)
		*out = NULL;
	if (!text || !out)
		return pmsi_diag(diag, PMS_EINVAL, PMS_NOPOS, 0, "NULL argument");
	if (!model)
		model = &nomodel;
	if (read_opts(opts, &o, diag))
		return PMS_EINVAL;
	len = strnlen(text, PMS_EVLIST_MAX_TEXT + 1);
	if (len > PMS_EVLIST_MAX_TEXT)
		return pmsi_diag(diag, PMS_ELIMIT, PMS_EVLIST_MAX_TEXT, 1,
				 "event list longer than %d bytes", PMS_EVLIST_MAX_TEXT);
	memset(&p, 0, sizeof(p));
	p.s = text;
	p.plat = pms_model_platform(model);
	p.m = p.plat;
	if (o.cputype && !(p.pmu_filter = pmu_for_filter(p.plat, o.cputype)))
		return pmsi_diag(diag, PMS_EINVAL, PMS_NOPOS, 0, "--cputype %s is not supported",
				 o.cputype);
	p.d = diag;
	p.tracefs = o.tracefs;
	p.flags = o.flags;
	if (pmsi_env_take(&p.env, o.env, diag))	/* NULL: the defaults */
		return PMS_EINVAL;
	p.pv = pms_perf_version_for(o.perf_version, p.env.kver);
	p.def_pmu = untyped_pmu(&p);
	use_pmu(&p, p.def_pmu);
	pmsi_lex_init(&p.lx, text, 0, diag);
	p.lx.mod_x = p.pv >= PMSI_PERF_MOD_X;
	p.ev = pmsi_calloc(1, sizeof(*p.ev));
	if (!p.ev)
		return pmsi_diag(diag, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	p.ev->model = p.plat;
	p.ev->perf_version = p.pv;
	p.ev->core_wildcards = hybrid_wildcards(&p);
	p.ev->system_wide = (p.flags & PMS_EVLIST_SYSTEM_WIDE) != 0;
	rc = parse_list(&p);
	if (!rc)
		rc = p.flags & PMS_EVLIST_PERF_ORDER ? pmsi_evlist_perf_order_slots(p.ev, diag) :
		     pmsi_evlist_regroup(p.ev, diag);
	if (!rc && (rc = pmsi_evlist_split_cpus(p.ev, p.env.ht)))
		rc = pmsi_diag(diag, rc, PMS_NOPOS, 0, "out of memory");
	if (rc) {
		pms_evlist_free(p.ev);
		return rc;
	}
	*out = p.ev;
	if (diag)
		pms_diag_clear(diag);
	return PMS_OK;
}

PMS_API int pms_evlist_parse(const struct pms_model *model, const char *text,
			     struct pms_evlist **out, struct pms_diag *diag)
{
	struct pms_evlist_opts o = PMS_EVLIST_OPTS_INIT;

	/* a given release (the header's), not the rule for none */
	o.perf_version = PMS_PERF_NEWEST;
	return pms_evlist_parse_opts(model, text, &o, out, diag);
}
