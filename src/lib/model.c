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
/* Bits a fixed-counter entry compares (the kernel's INTEL_ARCH_FIXED_MASK). */
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

PMS_API const char *pms_model_name(const struct pms_model *m) { return m->name; }
PMS_API const char *pms_model_long_name(const struct pms_model *m) { return m->long_name; }
PMS_API const char *pms_model_desc(const struct pms_model *m) { return m->desc; }
PMS_API const char *pms_model_aliases(const struct pms_model *m) { return m->aliases ? m->aliases : ""; }
PMS_API const char *pms_model_pfm_pmu(const struct pms_model *m) { return m->pfm_pmu; }
PMS_API enum pms_vendor pms_model_vendor(const struct pms_model *m) { return m->vendor; }
PMS_API int pms_model_n_fixed(const struct pms_model *m) { return m->n_fixed; }
PMS_API int pms_model_n_metrics(const struct pms_model *m) { return m->n_metrics; }
PMS_API int pms_model_pipeline_width(const struct pms_model *m) { return m->width; }

PMS_API const char *pms_model_fixed_event(const struct pms_model *m, int k)
{
	if (k < 0 || k >= m->n_fixed || !m->fixed_events)
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

PMS_API int pms_model_n_gp(const struct pms_model *m, const struct pms_env *env)
{
	return env && !env->ht ? m->n_gp_noht : m->n_gp_ht;
}

PMS_API unsigned pms_model_rules(const struct pms_model *m, const struct pms_env *env)
{
	uint32_t kver = kver_of(env);
	unsigned rules = 0;

	/* A kernel that does not know the model sets up none of its quirks. */
	if (m->table_since && kver < m->table_since)
		return 0;
	for (const struct pms_rule *r = m->rules; r && r->rule; r++)
		if (in_force(r->since, r->until, kver))
			rules |= r->rule;
	/* fixup_ht_bug(): with one thread per core the workaround is removed. */
	if (env && !env->ht)
		rules &= ~(unsigned)PMS_RULE_HT_ERRATUM;
	return rules;
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

	switch (c->match) {
	case PMS_M_FIXED:
		return (config & CFG_FIXED_MATCH) == ((uint64_t)c->umask << 8 | c->ev);
	case PMS_M_EVENT:
		return ev == c->ev && pred_ok(c->pred, umask);
	case PMS_M_EVENT_UMASK:
		return ev == c->ev && umask == c->umask;
	case PMS_M_UMASK_BITS:
		return ev == c->ev && (umask & c->umask) == c->umask;
	case PMS_M_RANGE:
		return ev >= c->ev && ev <= c->ev_hi;
	case PMS_M_CLASS:
		return (ev & 0xff) >= c->ev && (ev & 0xff) <= c->ev_hi;
	case PMS_M_PLAIN:
		return !(config & (CFG_EDGE | CFG_INV | CFG_CMASK | CFG_ANY | CFG_IN_TX |
				   CFG_IN_TX_CP));
	}
	return 0;
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
	uint64_t fixed_all = ((UINT64_C(1) << m->n_fixed) - 1) << PMS_FIXED0;
	uint64_t mask = c->mask & (fixed_all | PMS_METRIC_MASK);

	if (c->flags & PMS_CF_METRIC)
		return m->n_metrics ? mask : 0;
	if (kver < PMS_KVER(5, 18, 1)) {
		bool topdown = c->mask & (UINT64_C(1) << (PMS_FIXED0 + 3));

		if (c->mask != UINT64_C(1) << (PMS_FIXED0 + 2) &&
		    !(topdown && kver >= PMS_KVER(5, 9, 1)))
			mask |= gp_all;
	} else if (c->ev != 0) {
		mask |= gp_all;
	}
	return mask;
}

/*
 * Before the kernel knew a model (table_since) it used the architectural
 * fallback: the fixed-counter entries only.
 */
int pmsi_cstr_in_force(const struct pms_model *m, const struct pms_cstr *c,
		       const struct pms_env *env)
{
	uint32_t kver = kver_of(env);

	if (!in_force(c->since, c->until, kver))
		return 0;
	return !(m->table_since && kver < m->table_since) || c->match == PMS_M_FIXED;
}

uint64_t pmsi_cstr_mask(const struct pms_model *m, const struct pms_cstr *c,
			const struct pms_env *env)
{
	int n_gp = pms_model_n_gp(m, env);
	uint64_t gp_all = n_gp >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << n_gp) - 1;

	if (c->match == PMS_M_FIXED)
		return widen_fixed(m, c, gp_all, kver_of(env));
	return c->mask & (gp_all | PMS_FIXED_MASK | PMS_METRIC_MASK);
}

bool pmsi_model_has_pebs(const struct pms_model *m)
{
	return m && m->pebs_mode != PMS_PEBS_NONE;
}

static char unconstrained_src[] = "unconstrained: no table row matches, every enumerated GP counter";
static char pebs_refused_src[] = "precise: no PEBS table row matches (edge/inv/cmask/any set, or "
				 "not a PEBS event): refused, EINVAL (intel_pebs_constraints)";
static char pebs_ppp_src[] = "precise :ppp without a PEBS row: GP0 only (Golden Cove, "
			     "glc_get_event_constraints)";

PMS_API int pms_model_constraint(const struct pms_model *m, const struct pms_env *env,
				 const struct pms_hwev *ev, struct pms_constraint *out)
{
	uint32_t kver = kver_of(env);
	int n_gp = pms_model_n_gp(m, env);
	uint64_t gp_all = n_gp >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << n_gp) - 1;
	unsigned rules = pms_model_rules(m, env);

	bool searched = false;

	if (!m || !ev || !out)
		return PMS_EINVAL;
	memset(out, 0, sizeof(*out));
	out->mask = gp_all;
	out->source = unconstrained_src;
	/*
	 * Precise events take their mask from the PEBS table
	 * (intel_pebs_constraints()); on SNB..SKL one matching no row is
	 * refused, from Ice Lake it falls back to the counting table, and
	 * Golden Cove sends other :ppp events to GP0 only.
	 */
	if (ev->precise > 0 && m->pebs_mode != PMS_PEBS_NONE) {
		const struct pms_cstr *c;

		for (c = m->pebs; c && c->match != PMS_M_END; c++)
			if (pmsi_cstr_in_force(m, c, env) && row_matches(m, c, ev->config))
				break;
		if (c && c->match != PMS_M_END) {
			out->mask = pmsi_cstr_mask(m, c, env);
			out->flags = c->flags & ~(unsigned)PMS_CF_NEVER;
			out->source = c->src;
			searched = true;
		} else if (m->pebs_mode == PMS_PEBS_LISTED) {
			out->mask = 0;
			out->source = pebs_refused_src;
			searched = true;
		}
	}
	for (const struct pms_cstr *c = m->cstr; !searched && c && c->match != PMS_M_END; c++) {
		if (!pmsi_cstr_in_force(m, c, env) || !row_matches(m, c, ev->config))
			continue;
		if (c->match == PMS_M_FIXED)
			out->mask = widen_fixed(m, c, gp_all, kver);
		else
			out->mask = c->mask & (gp_all | PMS_FIXED_MASK | PMS_METRIC_MASK);
		out->flags = c->flags & ~(unsigned)PMS_CF_NEVER;
		out->source = c->src;
		break;
	}
	if (ev->precise == 3 && m->pebs_ppp_gp0 && !searched) {
		out->mask &= 0x1;
		out->source = pebs_ppp_src;
	}
	/* tfa_get_event_constraints(): PMC3 removed while allow_tsx_force_abort=0. */
	if ((rules & PMS_RULE_TFA) && env && !env->allow_tfa)
		out->mask &= ~UINT64_C(0x8);
	if (!(rules & PMS_RULE_HT_ERRATUM))
		out->flags &= ~(unsigned)PMS_CF_EXCL;
	if (!(rules & PMS_RULE_PAIR))
		out->flags &= ~(unsigned)PMS_CF_PAIR;
	out->weight = pmsi_popcount64(out->mask);
	if (!out->mask)
		out->flags |= PMS_CF_REFUSED;
	return PMS_OK;
}

PMS_API int pms_model_generic(const struct pms_model *m, const struct pms_env *env,
			      enum pms_generic g, uint64_t *config)
{
	uint32_t kver = kver_of(env);
	int found = 0;
	uint64_t val = 0;

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

PMS_API int pms_model_cache(const struct pms_model *m, const struct pms_env *env,
			    uint64_t cache_config, uint64_t *config)
{
	(void)env;
	for (const struct pms_cachemap *r = m->cache_patch; r && r->cache != UINT32_MAX; r++) {
		if (r->cache == cache_config) {
			if (!r->config)
				return PMS_ENOEVENT;
			*config = r->config;
			return PMS_OK;
		}
	}
	for (const struct pms_cachemap *r = m->cache; r && r->cache != UINT32_MAX; r++) {
		if (r->cache == cache_config) {
			if (!r->config)
				return PMS_ENOEVENT;
			*config = r->config;
			return PMS_OK;
		}
	}
	return PMS_ENOEVENT;
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
