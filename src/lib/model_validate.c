/*
 * pms_model_validate(): the model tables check themselves (conventions
 * 2.6 rule 3).  Every message names the model and the row index.
 */
#include <stdio.h>
#include <string.h>
#include "internal.h"
#include "../../models/model_table.h"
#include "../../models/arm64_table.h"

#define MAX_IDS 64	/* longest CPUID model list accepted */
#define RULES_PUBLIC (PMS_RULE_HT_ERRATUM | PMS_RULE_TFA | PMS_RULE_PAIR | PMS_RULE_TOPDOWN | \
		      PMS_RULE_PEBS | PMS_RULE_PEBS_ALL | PMS_RULE_PREC_DIST | \
		      PMS_RULE_TSX_FILTERS | PMS_RULE_XREG_PER_CORE | PMS_RULE_IBS)

static int bad(struct pms_diag *d, const struct pms_model *m, const char *what, long row,
	       const char *detail)
{
	if (row >= 0)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "model '%s': %s row %ld: %s",
				 m->name ? m->name : "?", what, row, detail);
	return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "model '%s': %s: %s",
			 m->name ? m->name : "?", what, detail);
}

static int versions_ok(uint32_t since, uint32_t until)
{
	return !since || !until || since < until;
}

static int versions_overlap(uint32_t s1, uint32_t u1, uint32_t s2, uint32_t u2)
{
	uint32_t lo1 = s1, hi1 = u1 ? u1 : UINT32_MAX;
	uint32_t lo2 = s2, hi2 = u2 ? u2 : UINT32_MAX;

	return lo1 < hi2 && lo2 < hi1;
}

static int same_key(const struct pms_cstr *a, const struct pms_cstr *b)
{
	return a->match == b->match && a->pred == b->pred && a->ev == b->ev &&
	       a->ev_hi == b->ev_hi && a->umask == b->umask &&
	       (a->flags & PMS_CF_XFLAGS) == (b->flags & PMS_CF_XFLAGS) && a->xbits == b->xbits;
}

/* Flag-compared rows (PEBS INTEL_FLAGS_*) carry only flag bits in xbits. */
static const char *check_xflags(const struct pms_cstr *c)
{
	if (!(c->flags & PMS_CF_XFLAGS))
		return c->xbits ? "xbits without PMS_CF_XFLAGS" : NULL;
	if (c->match != PMS_M_EVENT && c->match != PMS_M_EVENT_UMASK && c->match != PMS_M_RANGE)
		return "PMS_CF_XFLAGS on a kind that does not compare an event code";
	if (c->xbits & ~PMS_X86_ALL_FLAGS)
		return "xbits outside X86_ALL_EVENT_FLAGS";
	return NULL;
}

/* One table (the constraint table or the PEBS table) of @m. */
static int check_table(const struct pms_model *m, const struct pms_cstr *tab, const char *what,
		       struct pms_diag *d)
{
	struct pms_env noht = PMS_ENV_DEFAULT;
	uint64_t gp, fixed = pmsi_fixed_mask(m);

	noht.ht = false;
	gp = pmsi_gp_mask(m, &noht);
	uint64_t metric = ((UINT64_C(1) << m->n_metrics) - 1) << PMS_METRIC0;
	size_t n;

	for (n = 0; n < PMS_MAX_CSTR && tab[n].match != PMS_M_END; n++)
		;
	if (n == PMS_MAX_CSTR)
		return bad(d, m, what, -1, "no end row within PMS_MAX_CSTR rows");
	for (size_t i = 0; i < n; i++) {
		const struct pms_cstr *c = &tab[i];
		long r = (long)i;

		const char *xf = check_xflags(c);

		if (!c->src || !c->src[0])
			return bad(d, m, what, r, "no citation");
		if (xf)
			return bad(d, m, what, r, xf);
		if (c->match > PMS_M_PLAIN)
			return bad(d, m, what, r, "unknown match kind");
		if (c->pred > PMS_P_UMASK_AT_MOST_ONE_BIT)
			return bad(d, m, what, r, "unknown predicate");
		if (!versions_ok(c->since, c->until))
			return bad(d, m, what, r, "version range ends before it starts");
		if (c->mask & ~(gp | fixed | metric))
			return bad(d, m, what, r, "mask names a counter the model lacks");
		if (!c->mask != !!(c->flags & PMS_CF_REFUSED))
			return bad(d, m, what, r,
				   "mask 0 must be flagged as a refusal (and only then)");
		if ((c->match == PMS_M_RANGE || c->match == PMS_M_CLASS) && c->ev > c->ev_hi)
			return bad(d, m, what, r, "empty range");
		if (c->match == PMS_M_CLASS && c->ev_hi > 0xff)
			return bad(d, m, what, r, "class ranges cover the low 8 bits only");
		if (m->vendor == PMS_VENDOR_INTEL && c->ev > 0xff && c->match != PMS_M_FIXED &&
		    !(c->flags & PMS_CF_NEVER))
			return bad(d, m, what, r,
				   "Intel event codes are 8 bits (flag a dead row PMS_CF_NEVER)");
		if (m->vendor == PMS_VENDOR_AMD && c->ev > 0xfff)
			return bad(d, m, what, r, "AMD event codes are 12 bits");
		if ((c->flags & PMS_CF_PAIR) && m->vendor != PMS_VENDOR_AMD)
			return bad(d, m, what, r, "pair rows exist on AMD only");
		if ((c->flags & PMS_CF_EXCL) && (c->mask & ~gp))
			return bad(d, m, what, r, "an exclusive row may name GP counters only");
		if ((c->flags & PMS_CF_METRIC) && !(c->mask & metric))
			return bad(d, m, what, r, "metric row without a metric counter");
		for (size_t j = 0; j < i; j++) {
			const struct pms_cstr *e = &tab[j];

			if (same_key(c, e) && !((c->flags | e->flags) & PMS_CF_NEVER) &&
			    versions_overlap(c->since, c->until, e->since, e->until) &&
			    (c->mask != e->mask || c->flags != e->flags))
				return bad(d, m, what, r, "conflicts with an earlier row in force "
					   "for the same kernels");
		}
	}
	return PMS_OK;
}

static bool has_rule(const struct pms_model *m, unsigned bit)
{
	for (const struct pms_rule *r = m->rules; r && r->rule; r++)
		if (r->rule & bit)
			return true;
	return false;
}

static int check_cstr(const struct pms_model *m, struct pms_diag *d)
{
	int rc;

	if (!m->cstr)
		return bad(d, m, "constraint table", -1, "missing (use a table holding only the end row)");
	rc = check_table(m, m->cstr, "constraint", d);
	if (!rc && m->pebs)
		rc = check_table(m, m->pebs, "PEBS row", d);
	if (!rc && has_rule(m, PMS_RULE_PEBS) != (m->pebs != NULL))
		return bad(d, m, "PEBS table", -1, "the PEBS rule needs a table and a table the rule");
	if (!rc && m->pebs_fmt_baseline && !m->pebs_fmt_since)
		return bad(d, m, "PEBS format", -1, "a baseline format without a kernel");
	return rc;
}

static int check_ids(const struct pms_model *m, struct pms_diag *d)
{
	size_t n = 0;

	for (const uint8_t *p = m->cpu_models; p && *p; p++)
		if (++n > MAX_IDS)
			return bad(d, m, "cpu_models", -1, "not zero-terminated within 64 entries");
	n = 0;
	for (const uint8_t *r = m->cpu_ranges; r && r[0] <= r[1]; r += 2)
		if (++n > MAX_IDS)
			return bad(d, m, "cpu_ranges", -1, "no end pair within 64 ranges");
	if (!n && !(m->cpu_models && m->cpu_models[0]))
		return bad(d, m, "cpu_models", -1, "no CPUID model listed");
	for (const uint8_t *p = m->cpu_models; p && *p; p++)
		for (const uint8_t *q = m->cpu_models; q != p; q++)
			if (*p == *q)
				return bad(d, m, "cpu_models", -1, "a model number is listed twice");
	return PMS_OK;
}

static int claims(const struct pms_model *m, unsigned model)
{
	for (const uint8_t *p = m->cpu_models; p && *p; p++)
		if (*p == model)
			return 1;
	for (const uint8_t *r = m->cpu_ranges; r && r[0] <= r[1]; r += 2)
		if (model >= r[0] && model <= r[1])
			return 1;
	return 0;
}

/* No CPU (vendor, family, model, stepping) may be claimed by two models. */
static int check_shared_ids(const struct pms_model *m, struct pms_diag *d)
{
	for (size_t i = 0; i < pms_model_count(); i++) {
		const struct pms_model *o = pms_model_at(i);
		uint16_t s1 = m->steppings ? m->steppings : 0xffff;
		uint16_t s2 = o->steppings ? o->steppings : 0xffff;

		if (o == m || o->vendor != m->vendor || o->family != m->family || !(s1 & s2))
			continue;
		if (m->cpu_models && m->cpu_models[0] && m->cpu_models == o->cpu_models)
			return bad(d, m, "cpu_models", -1, "array shared with another model");
		for (unsigned id = 0; id < 256; id++) {
			if (claims(m, id) && claims(o, id)) {
				char detail[96];

				snprintf(detail, sizeof(detail), "CPUID model 0x%02x also claimed by '%s'",
					 id, o->name);
				return bad(d, m, "cpu_models", -1, detail);
			}
		}
	}
	return PMS_OK;
}

static int check_maps(const struct pms_model *m, struct pms_diag *d)
{
	size_t i;

	if (!m->generic)
		return bad(d, m, "generic map", -1, "missing");
	for (i = 0; m->generic[i].id != 0xff; i++) {
		const struct pms_genmap *g = &m->generic[i];

		if (i >= PMS_MAX_CSTR)
			return bad(d, m, "generic map", -1, "no end row");
		if (g->id >= PMS_HW_MAX)
			return bad(d, m, "generic", (long)i, "unknown generic event id");
		if (!g->src || !g->src[0])
			return bad(d, m, "generic", (long)i, "no citation");
		if (!versions_ok(g->since, g->until))
			return bad(d, m, "generic", (long)i, "version range ends before it starts");
	}
	for (i = 0; m->cache && m->cache[i].cache != UINT32_MAX; i++) {
		const struct pms_cachemap *c = &m->cache[i];

		if (i >= PMS_MAX_CSTR)
			return bad(d, m, "cache map", -1, "no end row");
		if ((c->cache & 0xff) >= PMS_HWC_MAX || (c->cache >> 8 & 0xff) >= PMS_HWC_OP_MAX ||
		    (c->cache >> 16) >= PMS_HWC_RES_MAX)
			return bad(d, m, "cache", (long)i, "bad cache id, op or result");
		if (!c->src || !c->src[0])
			return bad(d, m, "cache", (long)i, "no citation");
		if (!versions_ok(c->since, c->until))
			return bad(d, m, "cache", (long)i, "version range ends before it starts");
		for (size_t j = 0; j < i; j++)
			if (m->cache[j].cache == c->cache &&
			    versions_overlap(c->since, c->until, m->cache[j].since, m->cache[j].until))
				return bad(d, m, "cache", (long)i, "listed twice for the same kernels");
	}
	for (i = 0; m->extra && m->extra[i].code; i++) {
		const struct pms_extra_reg *x = &m->extra[i];

		if (i >= PMS_MAX_CSTR)
			return bad(d, m, "extra regs", -1, "no end row");
		if (x->msr >= PMS_XR_MAX || x->alt >= PMS_XR_MAX || x->alt < -1)
			return bad(d, m, "extra reg", (long)i, "unknown MSR");
		if (!versions_ok(x->since, x->until))
			return bad(d, m, "extra reg", (long)i, "version range ends before it starts");
		if (x->alt >= 0 && x->msr != PMS_XREG_RSP0 && x->msr != PMS_XREG_RSP1 &&
		    (x->msr < PMS_XREG_OMR0 || x->msr > PMS_XREG_OMR3))
			return bad(d, m, "extra reg", (long)i,
				   "only the offcore and OMR MSRs have an alternate");
		if (!x->valid)
			return bad(d, m, "extra reg", (long)i, "no valid config1 bits");
		if (!x->src || !x->src[0])
			return bad(d, m, "extra reg", (long)i, "no citation");
	}
	for (i = 0; m->rules && m->rules[i].rule; i++) {
		const struct pms_rule *r = &m->rules[i];

		if (r->rule & ~(RULES_PUBLIC | PMSI_RULE_INTERNAL))
			return bad(d, m, "rule", (long)i, "unknown rule bit");
		if ((r->rule & (PMS_RULE_PEBS | PMS_RULE_PEBS_ALL | PMS_RULE_PREC_DIST |
				PMS_RULE_TSX_FILTERS)) && m->vendor != PMS_VENDOR_INTEL)
			return bad(d, m, "rule", (long)i, "an Intel rule on another vendor's model");
		if (!versions_ok(r->since, r->until))
			return bad(d, m, "rule", (long)i, "version range ends before it starts");
		if (!r->src || !r->src[0])
			return bad(d, m, "rule", (long)i, "no citation");
		if ((r->rule & PMS_RULE_HT_ERRATUM) && m->n_gp_ht == m->n_gp_noht)
			return bad(d, m, "rule", (long)i, "HT erratum on a model whose count ignores HT");
		if ((r->rule & PMS_RULE_TOPDOWN) &&
		    (!m->n_metrics || !(pmsi_fixed_mask(m) >> (PMS_FIXED0 + 3) & 1)))
			return bad(d, m, "rule", (long)i, "topdown needs FIXED3 and metric counters");
	}
	return PMS_OK;
}

/*
 * Counter masks against the counts, and the fixed-counter names: one per
 * counter up to the highest one enumerated, "" exactly at a hole
 * (Skymont's fixed counter 3).
 */
static int check_counters(const struct pms_model *m, struct pms_diag *d)
{
	uint32_t fx = (uint32_t)(pmsi_fixed_mask(m) >> PMS_FIXED0);
	int top = 0;

	if (m->cntr_mask && (pmsi_popcount64(m->cntr_mask) != m->n_gp_noht ||
			     (m->cntr_mask >> PMS_MAX_GP)))
		return bad(d, m, "cntr_mask", -1, "must have n_gp_noht bits, all below 32");
	if (m->fixed_mask && pmsi_popcount64(m->fixed_mask) != m->n_fixed)
		return bad(d, m, "fixed_mask", -1, "must have n_fixed bits");
	if (m->fixed_mask >> 16)
		return bad(d, m, "fixed_mask", -1, "fixed counters are 0..15");
	while (top < 16 && fx >> top)
		top++;
	if (!top)
		return PMS_OK;
	if (!m->fixed_events)
		return bad(d, m, "fixed_events", -1, "missing");
	for (int k = 0; k < top; k++) {
		if (!m->fixed_events[k])
			return bad(d, m, "fixed_events", -1, "fewer names than fixed counters");
		if (!m->fixed_events[k][0] != !(fx >> k & 1))
			return bad(d, m, "fixed_events", k, "a name for each counter, \"\" at a hole");
	}
	if (m->fixed_events[top])
		return bad(d, m, "fixed_events", -1, "more names than fixed counters");
	return PMS_OK;
}

/*
 * A platform's PMUs: PMU 0 is the platform, every other one points back
 * to it, names and core types are distinct, and a hybrid platform's PMUs
 * each name a core type (find_hybrid_pmu_for_cpu() maps CPUs by it).
 */
static int check_pmus(const struct pms_model *m, struct pms_diag *d)
{
	size_t n = pms_model_n_pmus(m);

	if (m->alloc > PMS_ALLOC_APPLE)
		return bad(d, m, "alloc", -1, "unknown allocator");
	if (!m->pmus)
		return m->hybrid_since ? bad(d, m, "pmus", -1, "hybrid_since without PMUs") : PMS_OK;
	if (m->pmus[0] != m)
		return bad(d, m, "pmus", 0, "PMU 0 must be the platform itself");
	if (n > 8)
		return bad(d, m, "pmus", -1, "not NULL-terminated within 8 PMUs");
	for (size_t i = 0; i < n; i++) {
		const struct pms_model *p = m->pmus[i];
		int rc;

		if (i && p->platform != m)
			return bad(d, m, "pmus", (long)i, "a PMU view must point back to its platform");
		if (n > 1 && (!p->pmu_name || !p->core_type))
			return bad(d, m, "pmus", (long)i, "a hybrid PMU needs a name and a core type");
		if (p->alloc != m->alloc || p->vendor != m->vendor)
			return bad(d, m, "pmus", (long)i, "PMUs of one platform share vendor and allocator");
		for (size_t j = 0; j < i; j++)
			if (!strcmp(pms_model_pmu_name(p), pms_model_pmu_name(m->pmus[j])) ||
			    (p->core_type == m->pmus[j]->core_type &&
			     (!p->native_id || !m->pmus[j]->native_id ||
			      p->native_id == m->pmus[j]->native_id)))
				return bad(d, m, "pmus", (long)i, "PMU name, or core type without "
					   "distinct native model IDs, listed twice");
		if (p->native_id > 0xffffff)
			return bad(d, m, "pmus", (long)i, "a native model ID has 24 bits");
		if (i && (rc = pms_model_validate(p, d)))
			return rc;
	}
	if (n > 1 && !m->hybrid_since)
		return bad(d, m, "pmus", -1, "a hybrid platform needs hybrid_since");
	return PMS_OK;
}

/*
 * An arm64 PMU against its core row (models/arm64/cores.c): the row exists
 * and checks itself, counts, allocator, sysfs name and aliases agree, and
 * nothing x86-only is set (fixed or metric counters, rules, PEBS, CPUID
 * identity, constraint rows: the drivers place events one by one).
 */
static int check_arm(const struct pms_model *m, struct pms_diag *d)
{
	const struct pms_arm_core *c = pmsi_arm_core_find(m->arm_core);
	bool named = false;
	size_t n_types = 0;
	int rc;

	if (!c || strcmp(c->name, m->arm_core))
		return bad(d, m, "arm_core", -1, "names no row of models/arm64/cores.c");
	if ((rc = pms_arm_core_validate((size_t)(c - pms_arm_cores), d)))
		return rc;
	if (m->vendor != PMS_VENDOR_ARM64 ||
	    (m->alloc == PMS_ALLOC_APPLE) != (c->kind != PMS_ARM_PMUV3))
		return bad(d, m, "alloc", -1, "vendor and allocator must match the core's driver");
	if (m->n_gp_noht != c->n_gp || m->n_gp_ht != c->n_gp ||
	    m->cntr_mask != (UINT64_C(1) << c->n_gp) - 1)
		return bad(d, m, "counters", -1, "GP count and cntr_mask must be the core's PMCR_EL0.N");
	if (m->n_fixed || m->fixed_mask || m->n_metrics || m->rules || m->pebs || m->extra ||
	    m->cpu_models || m->cpu_ranges || (m->cstr && m->cstr[0].match != PMS_M_END))
		return bad(d, m, "descriptor", -1, "x86-only fields on an arm64 model");
	for (const struct pms_arm_coretype *t = c->types; t->pmu_name; t++) {
		named |= !strcmp(t->pmu_name, pms_model_pmu_name(m));
		n_types++;
	}
	if (!named)
		return bad(d, m, "pmu_name", -1, "not one of the core's PMU names");
	if (!m->platform && (n_types != pms_model_n_pmus(m) || strcmp(pms_model_aliases(m),
								     c->aliases ? c->aliases : "")))
		return bad(d, m, "pmus", -1, "one PMU per core type, and the core's aliases");
	if ((m->table_since ? m->table_since : 0) != c->driver_since)
		return bad(d, m, "table_since", -1, "must be the core's driver_since");
	return PMS_OK;
}

PMS_API int pms_model_validate(const struct pms_model *m, struct pms_diag *d)
{
	int rc;

	if (!m)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no model");
	if (!m->name || !m->name[0] || !m->long_name || !m->long_name[0] || !m->desc)
		return bad(d, m, "descriptor", -1, "name, long name and description are required");
	if (!(m->pfm_pmu && m->pfm_pmu[0]) == !(m->pfm_note && m->pfm_note[0]))
		return bad(d, m, "descriptor", -1, "a libpfm4 PMU, or a note saying why there is none");
	if (!m->source || !m->source[0])
		return bad(d, m, "descriptor", -1, "no .source (provenance)");
	if (m->n_gp_ht < 1 || m->n_gp_ht > m->n_gp_noht || m->n_gp_noht > PMS_MAX_GP)
		return bad(d, m, "descriptor", -1, "GP counts must satisfy 1 <= HT on <= HT off <= 32");
	if (m->n_fixed < 0 || m->n_fixed > 16 || m->n_metrics < 0 || m->n_metrics > 16)
		return bad(d, m, "descriptor", -1, "fixed and metric counts must be 0..16");
	if (m->width < 0)
		return bad(d, m, "descriptor", -1, "negative pipeline width");
	if ((rc = check_counters(m, d)))
		return rc;
	if (m->alloc != PMS_ALLOC_X86 || m->arm_core) {
		if ((rc = check_arm(m, d)) || (rc = check_cstr(m, d)) || (rc = check_maps(m, d)))
			return rc;
		return m->platform ? PMS_OK : check_pmus(m, d);
	}
	if (m->platform)	/* a PMU view: its CPUID identity is the platform's */
		return (rc = check_cstr(m, d)) ? rc : check_maps(m, d);
	if ((rc = check_ids(m, d)) || (rc = check_shared_ids(m, d)) || (rc = check_cstr(m, d)) ||
	    (rc = check_maps(m, d)) || (rc = check_pmus(m, d)))
		return rc;
	return PMS_OK;
}
