/*
 * Constraint lint: the kernel's counter mask for an encoding (the model
 * tables, pms_model_constraint()) against the vendor's Counter field for
 * the same encoding in perf's JSON (see include/pmusched/pmu_events.h).
 *
 * The vendor side is the union over every row of the model's table with
 * the same config and config1: INST_RETIRED.ANY ("Fixed counter 0") and
 * INST_RETIRED.ANY_P (GP counters) are one hardware event, event=0xc0.
 * Intel's JSON states counters for HT on (four GP counters from Sandy
 * Bridge to Skylake); for HT off it had CounterHTOff until 2022, which the
 * generator takes from an older tree.  Counting mode only: PEBS tables
 * restrict precise events for reasons the Counter field does not state.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pmu_events_int.h"
#include "../../models/model_table.h"

/* Bits the kernel's constraint matching ignores (usr, os, int, en; AMD guest/host). */
#define NOISE_BITS (UINT64_C(1) << 16 | UINT64_C(1) << 17 | UINT64_C(1) << 20 | \
		    UINT64_C(1) << 22 | UINT64_C(3) << 40)

static uint64_t gp_bits(int n)
{
	return n >= 32 ? PMS_GP_MASK : (UINT64_C(1) << n) - 1;
}

/* The vendor's side: Counter and CounterHTOff unions over rows with @hw's encoding. */
struct vendor {
	uint64_t on, off;
	bool missing_off;	/* a row without CounterHTOff */
	unsigned n_rows;
	const char *row;
};

/* @unit: 1 cpu_atom, 2 cpu_core, 3 cpu_lowpower, -1 any (a hybrid PMU judges its own Unit's rows) */
static void vendor_side(const struct pms_perf_table *view, const struct pms_hwev *hw, int unit,
			struct vendor *v)
{
	uint64_t enc = hw->config & ~NOISE_BITS;

	for (uint32_t i = 0; view && i < view->n_ev; i++) {
		const struct pms_perf_table *t;
		const struct pmsi_pev *r = pmsi_pev_row(view, i, &t);
		uint64_t c1 = r->config1 < t->n_config1 ? t->config1[r->config1] : 0;

		if (unit >= 0 && (int)PMSI_PEV_UNIT(r->flags) != unit)
			continue;
		if (r->config != enc || c1 != hw->config1 || PMSI_PEV_REFUSED(r->flags) ||
		    !r->counters || r->counters >= t->n_counters)
			continue;
		v->on |= t->counters[r->counters][0];
		if (t->counters[r->counters][1]) {
			v->off |= t->counters[r->counters][1];
		} else {
			v->off |= t->counters[r->counters][0];
			v->missing_off = true;
		}
		if (!v->row)
			v->row = t->pool + r->name;
		v->n_rows++;
	}
}

static int lint_unit(const struct pms_model *m)
{
	const char *pmu = pms_model_pmu_name(m);

	if (!pms_model_is_hybrid(m))
		return -1;
	return !strcmp(pmu, "cpu_atom") ? 1 : !strcmp(pmu, "cpu_core") ? 2 :
	       !strcmp(pmu, "cpu_lowpower") ? 3 : -1;
}

/* Compare under @e once the kernel's constraint @c is known. */
static void judge(const struct pms_model *m, const struct pms_env *e,
		  const struct pms_constraint *c, const struct vendor *v, struct pms_lint *out)
{
	memset(out, 0, sizeof(*out));
	out->kernel = c->mask;
	out->n_rows = v->n_rows;
	out->row = v->row;
	if (!v->n_rows || (c->flags & PMS_CF_METRIC) || (c->mask & PMS_METRIC_MASK))
		return;
	out->judged = pms_model_counter_mask(m, e) & (PMS_GP_MASK | PMS_FIXED_MASK);
	out->vendor = v->on;
	if (m->n_gp_ht != m->n_gp_noht && !e->ht) {
		out->vendor = v->off;
		out->htoff_data = !v->missing_off || v->off != v->on;
		if (v->missing_off)	/* no word on the upper counters */
			out->judged &= ~(PMS_GP_MASK & ~gp_bits(m->n_gp_ht));
	}
	/* a Counter field without "Fixed counter N" speaks of the general
	 * counters only: a fixed counter the kernel's FIXED_EVENT_CONSTRAINT
	 * gives the encoding (0x013c and 0x0300 on FIXED2, intel/core.c
	 * intel_glc_event_constraints, 6.2) counts the same event there */
	if (!(out->vendor & PMS_FIXED_MASK))
		out->judged &= ~(out->kernel & PMS_FIXED_MASK);
	out->a = out->kernel & ~out->vendor & out->judged;
	out->b = out->vendor & ~out->kernel & out->judged;
	out->status = out->a || out->b ? PMS_LINT_FOUND : PMS_LINT_OK;
}

PMS_API int pms_lint_event(const struct pms_model *m, const struct pms_env *env,
			   const struct pms_hwev *hw, struct pms_lint *out)
{
	struct pms_env e = PMS_ENV_DEFAULT;
	struct pms_hwev counting;
	struct pms_constraint c;
	struct vendor v;
	int rc;

	if (!m || !hw || !out)
		return PMS_EINVAL;
	if (env && pmsi_env_take(&e, env, NULL))
		return PMS_EINVAL;
	counting = *hw;
	counting.precise = 0;
	rc = pms_model_constraint(m, &e, &counting, &c);
	if (rc)
		return rc;
	memset(&v, 0, sizeof(v));
	vendor_side(pms_model_perf_table(m), hw, lint_unit(m), &v);
	judge(m, &e, &c, &v, out);
	return PMS_OK;
}

/* Kernel versions to try: every release and -rc1..rc8 of the modelled
 * series, and every version a row or rule of @m names. */
static size_t versions(const struct pms_model *m, uint32_t *v, size_t cap)
{
	static const struct { unsigned maj, lo, hi; } series[] = {
		{ 2, 31, 39 }, { 3, 0, 19 }, { 4, 0, 20 }, { 5, 0, 19 }, { 6, 0, 12 },
	};
	size_t n = 0;

	for (size_t s = 0; s < PMS_ARRAY_SIZE(series); s++)
		for (unsigned min = series[s].lo; min <= series[s].hi; min++)
			for (unsigned rc = 1; rc <= 9 && n < cap; rc++)
				v[n++] = series[s].maj == 2 ? PMS_KVER26(min, rc % 9) :
					 PMS_KVER_RC(series[s].maj, min, rc % 9);
	for (const struct pms_cstr *c = m->cstr; c && c->match != PMS_M_END && n + 2 <= cap; c++) {
		if (c->since)
			v[n++] = c->since;
		if (c->until)
			v[n++] = c->until;
	}
	for (const struct pms_rule *r = m->rules; r && r->rule && n + 2 <= cap; r++) {
		if (r->since)
			v[n++] = r->since;
		if (r->until)
			v[n++] = r->until;
	}
	if (m->table_since && n < cap)
		v[n++] = m->table_since;
	return n;
}

static int cmp_u32(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	return x < y ? -1 : x > y;
}

PMS_API int pms_lint_versions(const struct pms_model *m, const struct pms_env *env,
			      const struct pms_hwev *hw, enum pms_lint_kind kind, uint64_t counters,
			      struct pms_kver_range *out, size_t cap, size_t *n)
{
	uint32_t v[2048];
	size_t nv, k, found = 0;
	bool open = false;
	struct pms_hwev counting;
	struct vendor vs;
	struct pms_env envc;

	if (!m || !hw || !n || (cap && !out) || (kind != PMS_LINT_A && kind != PMS_LINT_B))
		return PMS_EINVAL;
	PMSI_ENV_TAKE(env, envc, NULL, PMS_EINVAL);
	*n = 0;
	counting = *hw;
	counting.precise = 0;
	memset(&vs, 0, sizeof(vs));
	vendor_side(pms_model_perf_table(m), hw, lint_unit(m), &vs);
	if (!vs.n_rows)
		return PMS_OK;
	nv = versions(m, v, PMS_ARRAY_SIZE(v));
	qsort(v, nv, sizeof(v[0]), cmp_u32);
	for (k = 0; k < nv; k++) {
		struct pms_env e = PMS_ENV_DEFAULT;
		struct pms_constraint c;
		struct pms_lint l;
		bool bad;

		if (k && v[k] == v[k - 1])
			continue;
		if (env)
			e = *env;
		e.kver = v[k];
		if (pms_model_constraint(m, &e, &counting, &c))
			return PMS_EINVAL;
		judge(m, &e, &c, &vs, &l);
		bad = ((kind == PMS_LINT_A ? l.a : l.b) & counters) != 0;
		if (bad && !open) {
			if (found < cap)
				out[found] = (struct pms_kver_range){ k ? v[k] : 0, 0 };
			found++;
			open = true;
		} else if (!bad && open) {
			if (found - 1 < cap)
				out[found - 1].until = v[k];
			open = false;
		}
	}
	*n = found;
	return PMS_OK;
}

PMS_API void pms_kver_ranges_format(const struct pms_kver_range *r, size_t n, char *buf,
				    size_t bufsz)
{
	size_t at = 0;

	if (!buf || !bufsz)
		return;
	buf[0] = '\0';
	for (size_t i = 0; i < n && r && at < bufsz; i++) {
		char a[24], b[24];
		int k;

		pms_kver_format(r[i].since, a, sizeof(a));
		pms_kver_format(r[i].until, b, sizeof(b));
		if (!r[i].since && !r[i].until)
			k = snprintf(buf + at, bufsz - at, "%severy modelled kernel", i ? ", " : "");
		else if (!r[i].since)
			k = snprintf(buf + at, bufsz - at, "%sbefore %s", i ? ", " : "", b);
		else if (!r[i].until)
			k = snprintf(buf + at, bufsz - at, "%sfrom %s", i ? ", " : "", a);
		else
			k = snprintf(buf + at, bufsz - at, "%s%s to before %s", i ? ", " : "", a, b);
		if (k < 0)
			break;
		at += (size_t)k;
	}
}
