/*
 * Model registry, lookup and the static constraint lookup the kernel does
 * in x86_get_event_constraints() / intel_get_event_constraints() and the
 * AMD equivalents, driven by the tables under models/.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include "internal.h"
#include "../../models/model_table.h"
#include "../../models/arm64_table.h"

#define PMS_MODEL(sym) extern const struct pms_model sym;
#include "../../models/list.h"
#undef PMS_MODEL

static const struct pms_model *const registry[] = {
#define PMS_MODEL(sym) &sym,
#include "../../models/list.h"
#undef PMS_MODEL
};

/* x86 config fields (Intel SDM Vol. 3B, IA32_PERFEVTSELx; AMD APM Vol. 2). */
#define CFG_EVENT(c)   ((unsigned)((c) & 0xff))
#define CFG_UMASK(c)   ((unsigned)(((c) >> 8) & 0xff))
#define CFG_EDGE       (UINT64_C(1) << 18)
#define CFG_ANY        (UINT64_C(1) << 21)
#define CFG_INV        (UINT64_C(1) << 23)
#define CFG_CMASK      (UINT64_C(0xff) << 24)
#define CFG_IN_TX      (UINT64_C(1) << 32)
#define CFG_IN_TX_CP   (UINT64_C(1) << 33)
#define CFG_AMD_EVHI(c) ((unsigned)(((c) >> 32) & 0xf))
/* Bits a fixed-counter entry compares (FIXED_EVENT_FLAGS: raw mask + in_tx bits). */
#define CFG_FIXED_MATCH (UINT64_C(0xffff) | CFG_EDGE | CFG_INV | CFG_CMASK | \
			 CFG_IN_TX | CFG_IN_TX_CP)

PMS_API size_t pms_model_count(void)
{
	return PMS_ARRAY_SIZE(registry);
}

PMS_API const struct pms_model *pms_model_at(size_t i)
{
	return i < PMS_ARRAY_SIZE(registry) ? registry[i] : NULL;
}

static int name_in_list(const char *name, const char *list)
{
	size_t n = strlen(name);
	const char *p = list;

	while (p && *p) {
		const char *e = strchr(p, ',');
		size_t len = e ? (size_t)(e - p) : strlen(p);

		if (len == n && strncasecmp(p, name, n) == 0)
			return 1;
		p = e ? e + 1 : NULL;
	}
	return 0;
}

PMS_API const struct pms_model *pms_model_find(const char *name)
{
	if (!name)
		return NULL;
	for (size_t i = 0; i < PMS_ARRAY_SIZE(registry); i++) {
		const struct pms_model *m = registry[i];

		if (!strcasecmp(m->name, name) || !strcasecmp(m->long_name, name) ||
		    name_in_list(name, m->aliases))
			return m;
	}
	return NULL;
}

/* NULL-safe: "" for no model (a caller printing the name never crashes) */
PMS_API const char *pms_model_name(const struct pms_model *m) { return m ? m->name : ""; }
PMS_API const char *pms_model_long_name(const struct pms_model *m) { return m ? m->long_name : ""; }
PMS_API const char *pms_model_desc(const struct pms_model *m) { return m ? m->desc : ""; }
PMS_API const char *pms_model_aliases(const struct pms_model *m) { return m && m->aliases ? m->aliases : ""; }
PMS_API const char *pms_model_pfm_pmu(const struct pms_model *m) { return m ? m->pfm_pmu : NULL; }
PMS_API const char *pms_model_pfm_note(const struct pms_model *m)
{
	return m && m->pfm_note ? m->pfm_note : "";
}
PMS_API enum pms_vendor pms_model_vendor(const struct pms_model *m) { return m->vendor; }
PMS_API int pms_model_n_fixed(const struct pms_model *m)
{
	return pmsi_popcount64(pmsi_fixed_mask(m));
}
PMS_API int pms_model_n_metrics(const struct pms_model *m) { return m->n_metrics; }
PMS_API bool pms_model_counters_at(const struct pms_model *m, const struct pms_env *env,
				  int *n_gp, int *n_fixed, int *n_metrics)
{
	bool known = pmsi_model_known(m, env);
	int nf = pms_model_n_fixed(m);

	if (n_gp)
		*n_gp = pms_model_n_gp(m, env);
	/* the architectural fallback: INST_RETIRED.ANY, CPU_CLK_UNHALTED.CORE
	 * and .REF (pmsi_cstr_in_force()), no metrics */
	if (n_fixed)
		*n_fixed = known || nf < 3 ? nf : 3;
	if (n_metrics)
		*n_metrics = known ? m->n_metrics : 0;
	return known;
}

PMS_API int pms_model_pipeline_width(const struct pms_model *m) { return m->width; }

PMS_API const char *pms_model_fixed_event(const struct pms_model *m, int k)
{
	if (k < 0 || k >= 16 || !(pmsi_fixed_mask(m) >> (PMS_FIXED0 + k) & 1) || !m->fixed_events)
		return NULL;
	for (int j = 0; j < k; j++)
		if (!m->fixed_events[j])
			return NULL;
	return m->fixed_events[k];
}

static uint32_t kver_of(const struct pms_env *env)
{
	return env && env->kver ? env->kver : PMS_KVER_NEWEST;
}

static int in_force(uint32_t since, uint32_t until, uint32_t kver)
{
	return (!since || kver >= since) && (!until || kver < until);
}

_Static_assert(sizeof(struct pms_env) == PMS_ENV_SIZE, "struct pms_env is frozen");

int pmsi_env_take(struct pms_env *dst, const struct pms_env *src, struct pms_diag *d)
{
	static const struct pms_env def = PMS_ENV_DEFAULT;
	int rc;

	*dst = def;
	rc = pmsi_sz_copy(dst, sizeof(*dst), src, "struct pms_env", d);
	if (rc)
		return rc;
	for (size_t k = 0; k < sizeof(dst->reserved); k++)
		if (dst->reserved[k])
			return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "struct pms_env: reserved "
					 "byte %zu is set (it must be 0)", k);
	return PMS_OK;
}

void pmsi_env_give(struct pms_env *out, const struct pms_env *src)
{
	size_t sz = out->sz;

	memcpy(out, src, sz < sizeof(*src) ? sz : sizeof(*src));
	out->sz = sz;
}

PMS_API int pms_model_n_gp(const struct pms_model *m, const struct pms_env *env)
{
	struct pms_env e;
	int n;

	PMSI_ENV_TAKE(env, e, NULL, PMS_EINVAL);
	n = env && !env->ht ? m->n_gp_noht : m->n_gp_ht;

	if (env && env->counters_cut && env->n_gp_cut < n)
		n = env->n_gp_cut;
	return n;
}

/* The low @n set bits of @mask. */
static uint64_t low_set_bits(uint64_t mask, int n)
{
	uint64_t out = 0;

	while (mask && n-- > 0) {
		out |= mask & -mask;
		mask &= mask - 1;
	}
	return out;
}

uint64_t pmsi_gp_mask(const struct pms_model *m, const struct pms_env *env)
{
	int n = pms_model_n_gp(m, env);

	if (m->cntr_mask)
		return low_set_bits(m->cntr_mask, n);
	return n >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << n) - 1;
}

uint64_t pmsi_fixed_mask(const struct pms_model *m)
{
	uint64_t f = m->fixed_mask ? m->fixed_mask : (UINT64_C(1) << m->n_fixed) - 1;

	return f << PMS_FIXED0 & PMS_FIXED_MASK;
}

bool pmsi_model_known(const struct pms_model *m, const struct pms_env *env)
{
	return !m->table_since || kver_of(env) >= m->table_since;
}

PMS_API uint32_t pms_model_since(const struct pms_model *m)
{
	return m ? m->table_since : 0;
}

/*
 * A kernel that predates the model takes intel_pmu_init()'s default case:
 * none of the model's quirks, no PEBS table, the default alias
 * (intel_pmu.pebs_aliases = core2), and PEBS only if intel_ds_init()
 * knows the record format (a baseline format sets PMU_FL_PEBS_ALL).
 */
static unsigned unknown_model_rules(const struct pms_model *m, uint32_t kver)
{
	unsigned rules = 0;

	if (m->vendor == PMS_VENDOR_INTEL && m->pebs_fmt_since && kver >= m->pebs_fmt_since) {
		rules |= PMS_RULE_PEBS | PMSI_RULE_ALIAS_CORE2;
		if (m->pebs_fmt_baseline)
			rules |= PMS_RULE_PEBS_ALL;
	}
	return rules;
}

unsigned pmsi_model_rules(const struct pms_model *m, const struct pms_env *env)
{
	uint32_t kver = kver_of(env);
	unsigned rules = 0;

	if (!pmsi_model_known(m, env))
		return unknown_model_rules(m, kver);
	for (const struct pms_rule *r = m->rules; r && r->rule; r++)
		if (in_force(r->since, r->until, kver))
			rules |= r->rule;
	/* fixup_ht_bug(): with one thread per core the workaround is removed. */
	if (env && !env->ht)
		rules &= ~(unsigned)PMS_RULE_HT_ERRATUM;
	return rules;
}

PMS_API unsigned pms_model_rules(const struct pms_model *m, const struct pms_env *env)
{
	struct pms_env e;

	PMSI_ENV_TAKE(env, e, NULL, 0);
	return pmsi_model_rules(m, env) & ~PMSI_RULE_INTERNAL;
}

static unsigned event_code(const struct pms_model *m, uint64_t config)
{
	unsigned ev = CFG_EVENT(config);

	if (m->vendor == PMS_VENDOR_AMD)
		ev |= CFG_AMD_EVHI(config) << 8;
	return ev;
}

static int pred_ok(unsigned pred, unsigned umask)
{
	switch (pred) {
	case PMS_P_UMASK_BOTH_NIBBLES:
		return (umask & 0x0f) && (umask & 0xf0);
	case PMS_P_UMASK_MULTI_BIT:
		return pmsi_popcount64(umask) > 1;
	case PMS_P_UMASK_AT_MOST_ONE_BIT:
		return pmsi_popcount64(umask) <= 1;
	}
	return 1;
}

static int row_matches(const struct pms_model *m, const struct pms_cstr *c, uint64_t config)
{
	unsigned ev = event_code(m, config), umask = CFG_UMASK(config);
	int hit = 0;

	if (c->flags & PMS_CF_NEVER)
		return 0;
	switch (c->match) {
	case PMS_M_FIXED:
		return (config & CFG_FIXED_MATCH) == ((uint64_t)c->umask << 8 | c->ev);
	case PMS_M_EVENT:
		hit = ev == c->ev && pred_ok(c->pred, umask);
		break;
	case PMS_M_EVENT_UMASK:
		hit = ev == c->ev && umask == c->umask;
		break;
	case PMS_M_UMASK_BITS:
		hit = ev == c->ev && (umask & c->umask) == c->umask;
		break;
	case PMS_M_RANGE:
		hit = ev >= c->ev && ev <= c->ev_hi;
		break;
	case PMS_M_CLASS:
		return (ev & 0xff) >= c->ev && (ev & 0xff) <= c->ev_hi;
	case PMS_M_PLAIN:
		return !(config & PMS_X86_ALL_FLAGS);
	}
	if (hit && (c->flags & PMS_CF_XFLAGS))
		hit = (config & PMS_X86_ALL_FLAGS) == c->xbits;
	return hit;
}

/*
 * The kernel's hw.config for a raw config (x86_pmu_hw_config with the
 * model's raw mask): Intel keeps event, umask, edge, inv, cmask and any
 * (intel_pmu_hw_config), plus in_tx/in_tx_cp where hsw_hw_config copies
 * them (a part with TSX); AMD keeps the 12-bit event code too.  The pc bit
 * and unknown bits never reach the constraint lookup.
 */
uint64_t pmsi_hw_config(const struct pms_model *m, const struct pms_env *env, unsigned rules,
			uint64_t raw)
{
	uint64_t keep = UINT64_C(0xffff) | CFG_EDGE | CFG_INV | CFG_CMASK;

	if (m->vendor == PMS_VENDOR_AMD)
		return raw & (keep | UINT64_C(0xf) << 32);
	keep |= CFG_ANY;
	if ((rules & PMS_RULE_TSX_FILTERS) && !(env && env->no_tsx))
		keep |= CFG_IN_TX | CFG_IN_TX_CP;
	return raw & keep;
}

/* The encodings the PEBS aliases write (intel_pebs_aliases_*, core.c). */
#define ALIAS_CORE2 (UINT64_C(0x108000c0))	/* INST_RETIRED.ANY_P, inv, cmask 16 */
#define ALIAS_SNB   (UINT64_C(0x108001c2))	/* UOPS_RETIRED.ALL, inv, cmask 16 */
#define ALIAS_PDIST (UINT64_C(0x108001c0))	/* INST_RETIRED.PREC_DIST, inv, cmask 16 */
#define RAW_MASK (UINT64_C(0xffff) | CFG_EDGE | CFG_INV | CFG_CMASK)

/* intel_pmu_hw_config(): x86_pmu.pebs_aliases on a precise cycles event. */
uint64_t pmsi_pebs_alias(unsigned rules, int precise, uint64_t cfg)
{
	uint64_t to = 0;

	if (precise <= 0 || (cfg & RAW_MASK) != 0x003c)
		return cfg;
	if (rules & PMSI_RULE_ALIAS_CORE2)
		to = ALIAS_CORE2;
	else if (rules & PMSI_RULE_ALIAS_SNB)
		to = ALIAS_SNB;
	else if (rules & PMSI_RULE_ALIAS_IVB)
		to = precise < 3 ? ALIAS_SNB : ALIAS_PDIST;
	else if (rules & PMSI_RULE_ALIAS_SKL)
		to = precise < 3 ? ALIAS_CORE2 : ALIAS_PDIST;
	return to ? (cfg & ~RAW_MASK) | to : cfg;
}

/*
 * Fixed entries are widened to every GP counter once at boot, with
 * exceptions that changed twice: up to 5.8 only an entry that is exactly
 * FIXED2 (ref-cycles) stays fixed-only; the Ice Lake topdown support
 * (5.9) also skips SLOTS and the metric entries; from 5.18 (4a263bf331c5,
 * "Don't extend the pseudo-encoding to GP counters") no pseudo-encoding
 * (event byte 0: 0x0100, 0x0300, 0x0400) is widened.  Fixed bits beyond
 * the enumerated count are dropped.  Sources: intel_pmu_init() 3.14.1-5.3.1,
 * intel_pmu_check_event_constraints() 6.1.20/6.13.7, and the two commits.
 */
static uint64_t widen_fixed(const struct pms_model *m, const struct pms_cstr *c,
			    uint64_t gp_all, uint32_t kver)
{
	uint64_t fixed_all = pmsi_fixed_mask(m);
	uint64_t mask = c->mask & (fixed_all | PMS_METRIC_MASK);

	if (c->flags & PMS_CF_METRIC)
		return m->n_metrics ? mask : 0;
	if (kver < PMS_KVER_RC(5, 18, 1)) {
		bool topdown = c->mask & (UINT64_C(1) << (PMS_FIXED0 + 3));

		if (c->mask != UINT64_C(1) << (PMS_FIXED0 + 2) &&
		    !(topdown && kver >= PMS_KVER_RC(5, 9, 1)))
			mask |= gp_all;
	} else if (c->ev != 0) {
		mask |= gp_all;
	}
	return mask;
}

/* intel_gen_event_constraints: the rows a kernel that predates a model uses. */
static bool arch_fixed_row(const struct pms_cstr *c)
{
	unsigned code = (unsigned)c->umask << 8 | c->ev;

	return c->match == PMS_M_FIXED && !(c->flags & PMS_CF_METRIC) &&
	       (code == 0x00c0 || code == 0x003c || code == 0x0300);
}

/*
 * Before the kernel knew a model (table_since) it used the architectural
 * fallback: the three architectural fixed-counter entries only.
 */
int pmsi_cstr_in_force(const struct pms_model *m, const struct pms_cstr *c,
		       const struct pms_env *env)
{
	uint32_t kver = kver_of(env);

	if (!in_force(c->since, c->until, kver))
		return 0;
	return pmsi_model_known(m, env) || arch_fixed_row(c);
}

uint64_t pmsi_cstr_mask(const struct pms_model *m, const struct pms_cstr *c,
			const struct pms_env *env)
{
	uint64_t gp_all = pmsi_gp_mask(m, env);

	if (c->match == PMS_M_FIXED)
		return widen_fixed(m, c, gp_all, kver_of(env));
	return c->mask & (gp_all | PMS_FIXED_MASK | PMS_METRIC_MASK);
}

static char unconstrained_src[] = "unconstrained: no table row matches, every enumerated GP counter";
static char pebs_refused_src[] = "precise: no row of the model's PEBS table matches "
				 "(intel_pebs_constraints, ds.c): the empty constraint";
static char ppp_fixed0_src[] = "precise :ppp instructions: FIXED0 only (icl_get_event_constraints)";
static char ppp_gp0_src[] = "precise :ppp: GP0 only, or empty without GP0 "
			    "(glc_get_event_constraints; spr_ in 6.1)";
static char in_tx_cp_src[] = "in_tx_cp: GP2 only, or empty without GP2 (hsw_get_event_constraints)";

/* x86_get_event_constraints(): the counting table; first row in force wins. */
static void main_lookup(const struct pms_model *m, const struct pms_env *env, uint64_t cfg,
			uint64_t gp_all, struct pms_constraint *out)
{
	out->mask = gp_all;
	out->source = unconstrained_src;
	for (const struct pms_cstr *c = m->cstr; c && c->match != PMS_M_END; c++) {
		if (!pmsi_cstr_in_force(m, c, env) || !row_matches(m, c, cfg))
			continue;
		out->mask = pmsi_cstr_mask(m, c, env);
		out->flags = c->flags & ~(unsigned)(PMS_CF_NEVER | PMS_CF_XFLAGS);
		out->source = c->src;
		return;
	}
}

/* intel_pebs_constraints(): 1 with @out filled, 0 when no row matches. */
static int pebs_lookup(const struct pms_model *m, const struct pms_env *env, uint64_t cfg,
		       struct pms_constraint *out)
{
	if (!pmsi_model_known(m, env))
		return 0;	/* the default case installs no PEBS table */
	for (const struct pms_cstr *c = m->pebs; c && c->match != PMS_M_END; c++) {
		if (!in_force(c->since, c->until, kver_of(env)) || !row_matches(m, c, cfg))
			continue;
		out->mask = pmsi_cstr_mask(m, c, env);
		out->flags = (c->flags & ~(unsigned)(PMS_CF_NEVER | PMS_CF_XFLAGS)) | PMS_CF_PEBS;
		out->source = c->src;
		return 1;
	}
	return 0;
}

/* The config FIXED_EVENT_CONSTRAINT(0x00c0, 0) matches (fixed0_constraint). */
static bool is_fixed0(uint64_t cfg)
{
	return (cfg & CFG_FIXED_MATCH) == 0x00c0;
}

static char ppp_tnt_src[] = "precise :ppp on an atom core: instructions on FIXED0 or GP0, "
			    "anything else on GP0 (tnt_get_event_constraints)";
static char ppp_cmt_src[] = "precise :ppp on a Crestmont/Skymont core: instructions on FIXED0, "
			    "GP0 or GP1, anything else on the GP0/GP1 of its mask, or empty "
			    "(cmt_get_event_constraints)";

/*
 * tnt_get_event_constraints() (Gracemont) and cmt_get_event_constraints()
 * (Crestmont, Skymont), intel/core.c 6.12: the reduced-skid :ppp counters.
 * The LBR branch-counter variant of cmt's FIXED0 case is not modelled.
 */
static void atom_ppp(unsigned rules, uint64_t cfg, struct pms_constraint *out)
{
	uint64_t fx0 = UINT64_C(1) << PMS_FIXED0;

	out->flags &= ~(unsigned)PMS_CF_FIXED;
	if (rules & PMSI_RULE_PPP_TNT) {
		out->mask = is_fixed0(cfg) ? fx0 | 1 : 1;
		out->source = ppp_tnt_src;
		return;
	}
	out->mask = is_fixed0(cfg) ? fx0 | 3 : out->mask & 3;
	out->source = ppp_cmt_src;
}

/*
 * intel_get_event_constraints() and the model's wrapper, for one event
 * alone: PEBS (precise) or counting table, then hsw_get's in_tx_cp rule,
 * icl_get's instructions:ppp, glc_get's :ppp on GP0.
 */
static void intel_lookup(const struct pms_model *m, const struct pms_env *env, unsigned rules,
			 uint64_t cfg, int precise, uint64_t gp_all, struct pms_constraint *out)
{
	if (precise == 3 && (rules & PMSI_RULE_PPP_FIXED0) && is_fixed0(cfg)) {
		out->mask = UINT64_C(1) << PMS_FIXED0;
		out->source = ppp_fixed0_src;
		return;
	}
	if (precise > 0 && (rules & PMS_RULE_PEBS) && !pebs_lookup(m, env, cfg, out)) {
		if (!(rules & PMS_RULE_PEBS_ALL)) {
			out->mask = 0;
			out->source = pebs_refused_src;
		} else {
			main_lookup(m, env, cfg, gp_all, out);
		}
	} else if (!(precise > 0 && (rules & PMS_RULE_PEBS))) {
		main_lookup(m, env, cfg, gp_all, out);
	}
	if ((rules & PMS_RULE_TSX_FILTERS) && (cfg & CFG_IN_TX_CP)) {
		out->mask &= UINT64_C(1) << 2;
		out->flags &= ~(unsigned)PMS_CF_FIXED;
		out->source = in_tx_cp_src;
	}
	if (precise == 3 && (rules & PMSI_RULE_PPP_GP0) && !is_fixed0(cfg)) {
		out->mask &= 1;
		out->flags &= ~(unsigned)PMS_CF_FIXED;
		out->source = ppp_gp0_src;
	}
	if (precise == 3 && (rules & (PMSI_RULE_PPP_TNT | PMSI_RULE_PPP_CMT)))
		atom_ppp(rules, cfg, out);
}

static char arm_nodrv_src[] = "no kernel driver for this PMU at this version: every hardware "
			      "event is refused";
static char arm_single_src[] = "any free general counter, lowest first "
			       "(armv8pmu_get_single_idx, drivers/perf/arm_pmuv3.c 6.12)";
static char arm_cycles_src[] = "CPU_CYCLES: the cycle counter if free, else a general counter "
			       "(armv8pmu_get_event_idx, arm_pmuv3.c 6.12)";
static char arm_cycles_only_src[] = "64-bit rdpmc CPU_CYCLES without PMUv3p5: the cycle counter "
				    "or nothing (armv8pmu_get_event_idx, arm_pmuv3.c 6.12)";
static char arm_instr_src[] = "INST_RETIRED: the instruction counter if free, else a general "
			      "counter (FEAT_PMUv3_ICNTR, armv8pmu_get_event_idx, arm_pmuv3.c 6.12)";
static char arm_chain_src[] = "64-bit event without PMUv3p5 long counters: the first free odd "
			      "counter whose even neighbour is free, both taken "
			      "(armv8pmu_get_chain_idx, arm_pmuv3.c 6.12)";
static char apple_row_src[] = "m1_pmu_event_affinity row: the lowest free counter of its mask "
			      "(m1_pmu_get_event_idx, apple_m1_cpu_pmu.c 6.12)";
static char apple_any_src[] = "no m1_pmu_event_affinity row: counters 2-9, lowest free first "
			      "(ANY_BUT_0_1, apple_m1_cpu_pmu.c 6.12)";

/* The counters the arm64 driver may give @ev alone, and the rule that says so. */
static void arm_constraint(const struct pms_model *m, const struct pms_env *env,
			   const struct pms_hwev *ev, struct pms_constraint *out)
{
	struct pms_arm_pmu p;
	struct pms_arm_ev e;
	bool chained;

	if (pms_model_arm_pmu(m, env, &p, NULL)) {
		out->source = arm_nodrv_src;
		return;
	}
	pms_arm_ev_decode(&p, ev->config, ev->config1, &e);
	out->mask = pms_arm_ev_mask(&p, &e, &chained);
	if (chained)
		out->flags |= PMS_CF_CHAIN;
	if (p.kind != PMS_ARM_PMUV3)
		out->source = out->mask == PMS_ARM_APPLE_ANY ? apple_any_src : apple_row_src;
	else if (chained)
		out->source = arm_chain_src;
	else if (out->mask == (UINT64_C(1) << PMS_ARM_CYCLES_IDX))
		out->source = arm_cycles_only_src;
	else if (out->mask >> PMS_ARM_CYCLES_IDX & 1)
		out->source = arm_cycles_src;
	else if (out->mask >> PMS_ARM_INSTR_IDX & 1)
		out->source = arm_instr_src;
	else
		out->source = arm_single_src;
}

PMS_API int pms_model_constraint(const struct pms_model *m, const struct pms_env *env,
				 const struct pms_hwev *ev, struct pms_constraint *out)
{
	uint64_t gp_all, cfg;
	unsigned rules;
	int precise;
	struct pms_env e;

	if (!m || !ev || !out)
		return PMS_EINVAL;
	PMSI_ENV_TAKE(env, e, NULL, PMS_EINVAL);
	if (pmsi_model_is_arm(m)) {
		memset(out, 0, sizeof(*out));
		arm_constraint(m, env, ev, out);
		out->weight = pmsi_popcount64(out->mask);
		if (!out->mask)
			out->flags |= PMS_CF_REFUSED;
		return PMS_OK;
	}
	gp_all = pmsi_gp_mask(m, env);
	rules = pmsi_model_rules(m, env);
	memset(out, 0, sizeof(*out));
	/* AMD precise events leave the core PMU (pms_model_open): counting table */
	precise = m->vendor == PMS_VENDOR_INTEL ? ev->precise : 0;
	cfg = pmsi_pebs_alias(rules, precise, pmsi_hw_config(m, env, rules, ev->config));
	if (m->vendor == PMS_VENDOR_INTEL)
		intel_lookup(m, env, rules, cfg, precise, gp_all, out);
	else
		main_lookup(m, env, cfg, gp_all, out);
	/* tfa_get_event_constraints(): PMC3 removed while allow_tsx_force_abort=0. */
	if ((rules & PMS_RULE_TFA) && env && !env->allow_tfa)
		out->mask &= ~UINT64_C(0x8);
	if (!(rules & PMS_RULE_HT_ERRATUM))
		out->flags &= ~(unsigned)PMS_CF_EXCL;
	if (!(rules & PMS_RULE_PAIR))
		out->flags &= ~(unsigned)PMS_CF_PAIR;
	/* a hypervisor that passes fewer fixed counters: the guest's
	 * x86_pmu.cntr_mask/fixed_cntr_mask come from its CPUID leaf 0xA */
	if (env && env->counters_cut) {
		uint64_t keep = ((UINT64_C(1) << env->n_fixed_cut) - 1) << PMS_FIXED0;

		out->mask &= PMS_GP_MASK | keep | (env->n_fixed_cut > 3 ? PMS_METRIC_MASK : 0);
	}
	out->weight = pmsi_popcount64(out->mask);
	if (!out->mask)
		out->flags |= PMS_CF_REFUSED;
	return PMS_OK;
}

PMS_API int pms_model_max_precise(const struct pms_model *m, const struct pms_env *env)
{
	unsigned rules;
	struct pms_env e;

	if (!m)
		return 0;
	PMSI_ENV_TAKE(env, e, NULL, 0);
	/* arm_pmu.c and its drivers never look at precise_ip (6.1, 6.12) */
	if (pmsi_model_is_arm(m))
		return 3;
	rules = pmsi_model_rules(m, env);
	if (m->vendor == PMS_VENDOR_AMD)
		return (rules & PMS_RULE_IBS) ? 2 : 0;
	/* x86_pmu_max_precise(): PEBS, IP fixup (LBR or format >= 2), prec_dist */
	if (!(rules & PMS_RULE_PEBS))
		return 0;
	return (rules & PMS_RULE_PREC_DIST) ? 3 : 2;
}

PMS_API int pms_model_generic(const struct pms_model *m, const struct pms_env *env,
			      enum pms_generic g, uint64_t *config)
{
	struct pms_env e;
	uint32_t kver;
	int found = 0;
	uint64_t val = 0;

	PMSI_ENV_TAKE(env, e, NULL, PMS_EINVAL);
	kver = kver_of(env);

	for (const struct pms_genmap *r = m->generic; r && r->id != 0xff; r++) {
		if (r->id == g && in_force(r->since, r->until, kver)) {
			found = 1;
			val = r->config;
		}
	}
	if (!found || !val)
		return PMS_ENOEVENT;
	*config = val;
	return PMS_OK;
}

static int cache_rows(const struct pms_cachemap *r, uint32_t kver, uint32_t key,
		      uint64_t *config, uint64_t *config1)
{
	for (; r && r->cache != UINT32_MAX; r++) {
		if (r->cache != key || !in_force(r->since, r->until, kver))
			continue;
		if (!r->config || r->config == PMS_CACHE_INVAL) {
			*config = r->config;
			return PMS_ENOEVENT;
		}
		*config = r->config;
		*config1 = r->config1;
		return PMS_OK;
	}
	return PMS_ERANGE;
}

/*
 * set_ext_hw_attr(): the model's hw_cache_event_ids and hw_cache_extra_regs
 * (the patch table first).  A kernel that predates an Intel model installs
 * no cache table (intel_pmu_init default case).
 */
int pmsi_model_cache(const struct pms_model *m, const struct pms_env *env, uint64_t cache_config,
		     uint64_t *config, uint64_t *config1)
{
	uint32_t kver = kver_of(env);
	int rc;

	if (cache_config > UINT32_MAX || (m->vendor == PMS_VENDOR_INTEL && !pmsi_model_known(m, env)))
		return PMS_ENOEVENT;
	rc = cache_rows(m->cache_patch, kver, (uint32_t)cache_config, config, config1);
	if (rc == PMS_ERANGE)
		rc = cache_rows(m->cache, kver, (uint32_t)cache_config, config, config1);
	return rc == PMS_OK ? PMS_OK : PMS_ENOEVENT;
}

/*
 * The errno x86_pmu_event_init() -> set_ext_hw_attr() (arch/x86/events/
 * core.c, 6.1-7.3) gives for a cache event the map has no code for: EINVAL
 * where the table holds -1 (rows marked PMS_CACHE_INVAL), ENOENT for 0 and
 * for the entries the tables here do not mark.  0 for an event it takes.
 */
int pmsi_model_cache_errno(const struct pms_model *m, const struct pms_env *env,
			   uint64_t cache_config)
{
	uint64_t cfg = 0, cfg1 = 0;
	uint32_t kver = kver_of(env);
	int rc;

	if (cache_config > UINT32_MAX || (m->vendor == PMS_VENDOR_INTEL && !pmsi_model_known(m, env)))
		return PMSI_ERRNO_ENOENT;
	rc = cache_rows(m->cache_patch, kver, (uint32_t)cache_config, &cfg, &cfg1);
	if (rc == PMS_ERANGE)
		rc = cache_rows(m->cache, kver, (uint32_t)cache_config, &cfg, &cfg1);
	if (rc == PMS_OK)
		return 0;
	return rc == PMS_ENOEVENT && cfg == PMS_CACHE_INVAL ? PMSI_ERRNO_EINVAL : PMSI_ERRNO_ENOENT;
}

PMS_API int pms_model_cache(const struct pms_model *m, const struct pms_env *env,
			    uint64_t cache_config, uint64_t *config)
{
	uint64_t cfg, cfg1;
	struct pms_env e;
	int rc;

	if (!m || !config)
		return PMS_EINVAL;
	PMSI_ENV_TAKE(env, e, NULL, PMS_EINVAL);
	rc = pmsi_model_cache(m, env, cache_config, &cfg, &cfg1);
	if (rc == PMS_OK)
		*config = cfg;
	return rc;
}

PMS_API void pms_counter_name(int bit, char *buf, size_t n)
{
	if (bit >= PMS_METRIC0)
		snprintf(buf, n, "METRIC%d", bit - PMS_METRIC0);
	else if (bit >= PMS_FIXED0)
		snprintf(buf, n, "FIXED%d", bit - PMS_FIXED0);
	else if (bit >= 0)
		snprintf(buf, n, "GP%d", bit);
	else
		snprintf(buf, n, "-");
}

static size_t append(char *buf, size_t n, size_t at, const char *s)
{
	size_t len = strlen(s);

	if (at + len + 1 > n)
		len = at + 1 < n ? n - at - 1 : 0;
	memcpy(buf + at, s, len);
	buf[at + len] = '\0';
	return at + len;
}

PMS_API void pms_mask_format(uint64_t mask, char *buf, size_t n)
{
	static const struct { int base, end; const char *name; } kinds[] = {
		{ 0, PMS_FIXED0, "GP" },
		{ PMS_FIXED0, PMS_METRIC0, "FIXED" },
		{ PMS_METRIC0, 64, "METRIC" },
	};
	size_t at = 0;

	if (!n)
		return;
	buf[0] = '\0';
	if (!mask) {
		append(buf, n, 0, "none");
		return;
	}
	for (size_t k = 0; k < PMS_ARRAY_SIZE(kinds); k++) {
		for (int b = kinds[k].base; b < kinds[k].end; b++) {
			char item[32];
			int e = b;

			if (!(mask >> b & 1))
				continue;
			while (e + 1 < kinds[k].end && (mask >> (e + 1) & 1))
				e++;
			if (e == b)
				snprintf(item, sizeof(item), "%s%s%d", at ? "," : "",
					 kinds[k].name, b - kinds[k].base);
			else
				snprintf(item, sizeof(item), "%s%s%d-%d", at ? "," : "",
					 kinds[k].name, b - kinds[k].base, e - kinds[k].base);
			at = append(buf, n, at, item);
			b = e;
		}
	}
}
