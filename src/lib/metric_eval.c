/*
 * The public face of the expression engine: parsed expressions, the
 * values an expression is evaluated against (perf's parse context holding
 * metric-ids with counts and referenced metrics, util/stat-shadow.c
 * prepare_metric()), and the literal constants.
 */
#include <math.h>
#include <string.h>
#include "metric_int.h"

struct pms_mexpr {
	struct pmsi_mexpr *e;
	struct pmsi_sarena *keys;	/* IDs handed out by pms_mexpr_ids() */
	uint32_t version;
	struct pms_mconsts c;
};

enum pmsi_dialect pmsi_dialect_for(uint32_t perf_version)
{
	uint32_t v;

	pmsi_mset_for(perf_version, &v);
	return v == PMS_KVER(6, 1) ? PMSI_D61 : PMSI_D612;
}

PMS_API void pms_mconsts_init(struct pms_mconsts *c, const struct pms_env *env, int n_cpus,
			      bool system_wide)
{
	struct pms_env e;
	bool smt;

	if (!c)
		return;
	PMSI_ENV_TAKE(env, e, NULL, );
	smt = env ? env->ht : true;
	if (n_cpus < 1)
		n_cpus = 1;
	memset(c, 0, sizeof(*c));
	c->smt_on = smt;
	/* core_wide(): system-wide and either SMT off or every CPU counted */
	c->core_wide = system_wide;
	c->num_cpus = n_cpus;
	c->num_cpus_online = n_cpus;
	c->num_cores = smt && n_cpus > 1 ? n_cpus / 2 : n_cpus;
	c->num_dies = 1;
	c->num_packages = 1;
	c->system_tsc_freq = 2e9;
	c->slots = NAN;
	c->has_pmem = 0;
	c->cpuid = NULL;
	c->target_cpu = system_wide;
}

static const struct pms_mconsts *consts_or_default(const struct pms_mconsts *c,
						   struct pms_mconsts *buf)
{
	if (c)
		return c;
	pms_mconsts_init(buf, NULL, 8, false);
	return buf;
}

PMS_API int pms_mexpr_parse(const char *text, uint32_t perf_version, const struct pms_mconsts *c,
			    struct pms_mexpr **out, struct pms_diag *d)
{
	struct pms_mexpr *x;
	struct pms_mconsts def;
	int rc;

	if (d)
		pms_diag_clear(d);
	if (!out)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no output");
	*out = NULL;
	c = consts_or_default(c, &def);
	x = pmsi_calloc(1, sizeof(*x));
	if (!x)
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	rc = pmsi_mexpr_parse(text, pmsi_dialect_for(perf_version), 0, c, &x->e, d);
	if (rc) {
		pmsi_free(x);
		return rc;
	}
	x->version = perf_version;
	x->c = *c;
	*out = x;
	return PMS_OK;
}

PMS_API void pms_mexpr_free(struct pms_mexpr *e)
{
	if (!e)
		return;
	pmsi_mexpr_free(e->e);
	pmsi_sarena_free(e->keys);
	pmsi_free(e);
}

struct has_cb {
	bool (*fn)(void *ctx, const char *id);
	void *ctx;
	const char *cpuid;
};

static bool cb_parses(void *ctx, const char *id)
{
	struct has_cb *h = ctx;

	return h->fn ? h->fn(h->ctx, id) : false;
}

static bool cb_cpuid(void *ctx, const char *id)
{
	struct has_cb *h = ctx;

	return h->cpuid && pmsi_cpuid_match(id, h->cpuid);
}

PMS_API int pms_mexpr_ids(struct pms_mexpr *e, bool (*has_event)(void *ctx, const char *id),
			  void *ctx, const char **ids, size_t cap, size_t *n)
{
	struct has_cb h = { has_event, ctx, NULL };
	struct pmsi_ids_env env = { cb_parses, cb_cpuid, &h, NULL };
	struct pmsi_phash *set;
	const char *k;
	size_t it = 0, cnt = 0;
	int rc;

	if (!e || !n || (cap && !ids))
		return PMS_EINVAL;
	*n = 0;
	h.cpuid = e->c.cpuid;
	if (!e->keys && !(e->keys = pmsi_sarena_new()))
		return PMS_ENOMEM;
	env.keys = e->keys;
	if (!(set = pmsi_phash_new()))
		return PMS_ENOMEM;
	rc = pmsi_mexpr_find_ids(e->e, &env, &set);
	if (!rc) {
		while ((k = pmsi_phash_next(set, &it)) != NULL) {
			if (cnt < cap)
				ids[cnt] = k;
			cnt++;
		}
		*n = cnt;
	}
	pmsi_phash_free(set);
	return rc;
}

/* ---- values ---- */

struct mvar {
	const char *id;
	double val;
	int sc;
	struct pmsi_mexpr *ref;	/* a metric reference, or NULL */
	struct mvar *next;
};

#define MVAR_BUCKETS 64

struct pms_mvars {
	uint32_t version;
	struct pms_mconsts c;
	struct pmsi_sarena *strs;
	struct mvar *b[MVAR_BUCKETS];
	int n_refs;
};

static unsigned vhash(const char *s)
{
	unsigned h = 2166136261u;

	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return h % MVAR_BUCKETS;
}

static struct mvar *vfind(const struct pms_mvars *v, const char *id)
{
	for (struct mvar *m = v->b[vhash(id)]; m; m = m->next)
		if (!strcmp(m->id, id))
			return m;
	return NULL;
}

PMS_API int pms_mvars_new(uint32_t perf_version, const struct pms_mconsts *c,
			  struct pms_mvars **out)
{
	struct pms_mvars *v;
	struct pms_mconsts def;

	if (!out)
		return PMS_EINVAL;
	*out = NULL;
	v = pmsi_calloc(1, sizeof(*v));
	if (!v || !(v->strs = pmsi_sarena_new())) {
		pmsi_free(v);
		return PMS_ENOMEM;
	}
	v->version = perf_version;
	v->c = *consts_or_default(c, &def);
	*out = v;
	return PMS_OK;
}

PMS_API void pms_mvars_free(struct pms_mvars *v)
{
	if (!v)
		return;
	for (int i = 0; i < MVAR_BUCKETS; i++) {
		while (v->b[i]) {
			struct mvar *nx = v->b[i]->next;

			pmsi_mexpr_free(v->b[i]->ref);
			pmsi_free(v->b[i]);
			v->b[i] = nx;
		}
	}
	pmsi_sarena_free(v->strs);
	pmsi_free(v);
}

static struct mvar *vadd(struct pms_mvars *v, const char *id)
{
	struct mvar *m = vfind(v, id);
	unsigned h;

	if (m)
		return m;
	m = pmsi_calloc(1, sizeof(*m));
	if (!m || !(m->id = pmsi_sarena_dup(v->strs, id, strlen(id)))) {
		pmsi_free(m);
		return NULL;
	}
	h = vhash(id);
	m->next = v->b[h];
	v->b[h] = m;
	return m;
}

PMS_API int pms_mvars_set(struct pms_mvars *v, const char *id, double value, int source_count)
{
	struct mvar *m;

	if (!v || !id)
		return PMS_EINVAL;
	if (!(m = vadd(v, id)))
		return PMS_ENOMEM;
	pmsi_mexpr_free(m->ref);
	m->ref = NULL;
	m->val = value;
	m->sc = source_count;
	return PMS_OK;
}

PMS_API int pms_mvars_ref(struct pms_mvars *v, const char *name, const char *expr,
			  struct pms_diag *d)
{
	struct pmsi_mexpr *e;
	struct mvar *m;
	int rc;

	if (d)
		pms_diag_clear(d);
	if (!v || !name || !expr)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "missing argument");
	rc = pmsi_mexpr_parse(expr, pmsi_dialect_for(v->version), 0, &v->c, &e, d);
	if (rc)
		return rc;
	if (!(m = vadd(v, name))) {
		pmsi_mexpr_free(e);
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	}
	pmsi_mexpr_free(m->ref);
	m->ref = e;
	m->sc = v->n_refs++;	/* its memo slot */
	return PMS_OK;
}

struct vctx {
	const struct pms_mvars *v;
};

static int vresolve(void *ctx, const char *id, double *val, int *sc,
		    const struct pmsi_mexpr **ref, int *slot)
{
	struct vctx *c = ctx;
	struct mvar *m = vfind(c->v, id);

	if (!m)
		return 0;
	if (m->ref) {
		*ref = m->ref;
		*slot = m->sc;
		return 2;
	}
	*val = m->val;
	*sc = m->sc;
	return 1;
}

static bool vcpuid(void *ctx, const char *id)
{
	struct vctx *c = ctx;

	return c->v->c.cpuid && pmsi_cpuid_match(id, c->v->c.cpuid);
}

int pmsi_mvars_n_refs(const struct pms_mvars *v)
{
	return v->n_refs;
}

int pmsi_mvars_eval(const struct pmsi_mexpr *e, const struct pms_mvars *v, double *memo_val,
		    uint8_t *memo_state, double *out)
{
	struct vctx c = { v };
	struct pmsi_val_env env = { vresolve, memo_val, memo_state, vcpuid, &c, 0 };
	double lv[64];
	uint8_t ls[64];
	int rc, n = v->n_refs;

	if (!memo_val) {
		if (n > 64) {
			env.ref_val = pmsi_malloc((size_t)n * sizeof(double));
			env.ref_state = pmsi_calloc((size_t)n, 1);
		} else {
			env.ref_val = lv;
			env.ref_state = ls;
			memset(ls, 0, sizeof(ls));
		}
		if (!env.ref_val || !env.ref_state) {
			if (n > 64) {
				pmsi_free(env.ref_val);
				pmsi_free(env.ref_state);
			}
			return PMS_ENOMEM;
		}
	}
	rc = pmsi_mexpr_eval(e, &env, out);
	if (!memo_val && n > 64) {
		pmsi_free(env.ref_val);
		pmsi_free(env.ref_state);
	}
	return rc;
}

PMS_API int pms_mexpr_eval(const struct pms_mexpr *e, struct pms_mvars *v, double *out,
			   struct pms_diag *d)
{
	int rc;

	if (d)
		pms_diag_clear(d);
	if (!e || !v || !out)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "missing argument");
	if (pmsi_dialect_for(e->version) != pmsi_dialect_for(v->version))
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0,
				 "expression and values are for different perf versions");
	rc = pmsi_mvars_eval(e->e, v, NULL, NULL, out);
	if (rc == PMS_EINVAL)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0,
				 "perf's parse fails (division by zero or a literal without value)");
	if (rc == PMS_ELIMIT)
		return pmsi_diag(d, PMS_ELIMIT, PMS_NOPOS, 0,
				 "metric references nested deeper than %d", PMSI_MREF_MAX_DEPTH);
	return rc;
}
