/*
 * 'perf stat -M' list building: util/metricgroup.c metricgroup__parse_groups()
 * of perf 6.1 and 6.12, replayed on the metric table of the modelled CPU.
 *
 * For each comma-separated name (with an optional ":modifier"), in table
 * order, every metric whose name or MetricGroup entry matches (without
 * regard to case; "all" matches everything; a metric without group matches
 * "No_group") becomes a root; list_add() prepends it, and each name's
 * metrics are spliced before the earlier names' ones.  A root's IDs are its
 * expression's (6.12: its MetricThreshold's, or its own name under
 * --metric-no-threshold, when it has a threshold); IDs naming a metric are
 * replaced, depth first, by that metric's IDs (resolve_metric()), each
 * referenced metric once per root.
 *
 * Roots are then sorted by ID count, largest first (list_sort(), tool
 * events not counted).  Unless --metric-no-merge: the IDs of every
 * ungrouped metric without modifier are merged into one ungrouped list,
 * parsed first; a grouped metric whose IDs are a subset of an earlier
 * parsed metric's (same modifier, 6.12: same PMU) reuses that list.  Every
 * other metric is parsed alone, in a weak group "{...}:W" unless
 * --metric-no-group, its MetricConstraint (6.12: NO_GROUP_EVENTS,
 * NO_GROUP_EVENTS_NMI with the NMI watchdog on, NO_GROUP_EVENTS_SMT with SMT
 * on; 6.1: NO_NMI_WATCHDOG with the watchdog on) or (6.12) MetricgroupNoGroup
 * naming the requested group says not to.  Tool events (duration_time,
 * user_time, system_time) stay outside groups, after them; unless
 * --metric-no-merge each parse gets every tool event any metric uses.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include "metric_int.h"
#include "evlist_int.h"
#include "uncore_int.h"

static const char *const tool_names[] = { "duration_time", "user_time", "system_time" };

static int tool_index(const char *id)
{
	for (int i = 0; i < 3; i++)
		if (!strcmp(id, tool_names[i]))
			return i;
	return -1;
}

struct bmet {			/* perf's struct metric */
	int row;
	const char *modifier;
	bool group_events;
	struct pmsi_phash *ids;
	int *refs, n_refs, cap_refs;
	int ev_first, ev_n;	/* its own parse in the final list; ev_first -1: none */
};

struct visited {
	const char *name;
	const struct visited *parent;
};

struct bctx {
	struct pms_mlist *l;
	const struct pmsi_mbuild *b;
	const struct pmsi_mtable *t;	/* the CPU's table (or the common one alone) */
	const struct pmsi_mtable *t2;	/* 6.19+: the common table, searched after */
	const struct pmsi_mset *s;
	enum pmsi_dialect dl;
	struct pmsi_mexpr **ast;	/* per row, parsed on first use */
	struct pmsi_sarena *keys;
	struct bmet **list;		/* metric_list, in list order */
	int n_list, cap_list;
	bool nmi_hint;
	struct pms_diag *d;
};

/*
 * Rows are numbered over both tables: the CPU's first, then (perf 6.19 and
 * later) the common table's, the order metricgroup__for_each_metric() visits
 * them (util/metricgroup.c, 7.3: the CPU's table, then
 * pmu_metrics_table__default()).
 */
static int n_all(const struct bctx *c)
{
	return (int)(c->t->n_rows + (c->t2 ? c->t2->n_rows : 0));
}

static const struct pmsi_mrow *rowp(const struct bctx *c, int row)
{
	return row < (int)c->t->n_rows ? &c->t->rows[row] : &c->t2->rows[row - (int)c->t->n_rows];
}

/* The rows of the table @row is in: a metric's references resolve there
 * (resolve_metric() searches the table the root came from). */
static void table_range(const struct bctx *c, int row, int *lo, int *hi)
{
	bool first = row < (int)c->t->n_rows;

	*lo = first ? 0 : (int)c->t->n_rows;
	*hi = first ? (int)c->t->n_rows : n_all(c);
}

static const char *rstr(const struct bctx *c, int row, size_t field)
{
	const struct pmsi_mrow *r = rowp(c, row);
	const uint32_t *f = &r->name + field;

	return pmsi_mstr(c->s, *f);
}

enum { F_NAME, F_EXPR, F_GROUPS, F_THRESHOLD, F_UNIT, F_PMU, F_NOGROUP, F_DEFGROUP };

/* match_metric(): 6.12 compares each ';'-separated entry, 6.1 uses the
 * first occurrence of the sought name found by strcasestr().  An empty
 * field is perf's NULL. */
static bool match_metric(enum pmsi_dialect dl, const char *list, const char *sought)
{
	size_t len = strlen(sought);

	if (!strcmp(sought, "all"))
		return true;
	if (!*list)
		return !strcasecmp(sought, "No_group");
	if (dl == PMSI_D612) {
		for (;;) {
			const char *semi;

			if (!strncasecmp(list, sought, len) && (list[len] == 0 || list[len] == ';'))
				return true;
			if (!(semi = strchr(list, ';')))
				return false;
			list = semi + 1;
		}
	} else {
		const char *m = strcasestr(list, sought);

		if (!m)
			return false;
		return (m == list || m[-1] == ';' || m[-1] == ' ') && (m[len] == 0 || m[len] == ';');
	}
}

/* metricgroup__find_metric(): the first row of @pmu named @id, in the
 * table of row @from. */
static int find_metric(const struct bctx *c, int from, const char *pmu, const char *id)
{
	int lo, hi;

	table_range(c, from, &lo, &hi);
	for (int i = lo; i < hi; i++) {
		if (c->dl == PMSI_D612 && strcmp(pmu, "all") && strcmp(rstr(c, i, F_PMU), pmu))
			continue;
		if (match_metric(c->dl, rstr(c, i, F_NAME), id))
			return i;
	}
	return -1;
}

static const char *row_pmu(const struct bctx *c, int row)
{
	const char *p = rstr(c, row, F_PMU);

	return *p ? p : "cpu";
}

/*
 * A metric without a Unit (the common table of perf 6.19+) has the PMU
 * "default_core" (jevents.py unit_to_pmu(); so in the generated tables);
 * under --cputype,
 * match_pm_metric_or_groups() (util/metricgroup.c 7.3.4) keeps it when the
 * PMU perf_pmus__find("default_core") returns, the first core PMU by name
 * (perf_pmus__scan_core()), matches the filter.  Real perf 7.3.4 on fake
 * adl: --cputype atom opened the common metrics' events on cpu_atom,
 * --cputype core only cpu_core's TopdownL1 ("oracle.py one").  Before 6.19
 * no table has such rows on a hybrid.
 */
static bool default_core_is(const struct pms_mlist *l, const char *pmu)
{
	const char *first = NULL;

	for (size_t i = 0; l->model && i < pms_model_n_pmus(l->model); i++) {
		const char *nm = pms_model_pmu_name(pms_model_pmu(l->model, i));

		if (!first || strcmp(nm, first) < 0)
			first = nm;
	}
	return first && !strcmp(first, pmu);
}

static const struct pmsi_mexpr *row_ast(struct bctx *c, int row, int *rc)
{
	if (!c->ast[row]) {
		*rc = pmsi_mexpr_parse(rstr(c, row, F_EXPR), c->dl, 0, &c->l->c, &c->ast[row], NULL);
		if (*rc)
			return NULL;
	}
	*rc = PMS_OK;
	return c->ast[row];
}

static bool ids_parses(void *ctx, const char *id)
{
	const struct bctx *c = ctx;

	return pmsi_event_parses(c->b->m, &c->b->env, c->l->perf_version,
				 c->b->flags & PMS_MLIST_TSX, id);
}

static bool ids_cpuid(void *ctx, const char *id)
{
	const struct bctx *c = ctx;

	return c->l->c.cpuid && pmsi_cpuid_match(id, c->l->c.cpuid);
}

/* expr__find_ids() of @e into the root's set. */
static int find_ids(struct bctx *c, const struct pmsi_mexpr *e, struct bmet *root)
{
	struct pmsi_ids_env env = { ids_parses, ids_cpuid, c, c->keys };
	int rc = pmsi_mexpr_find_ids(e, &env, &root->ids);

	return rc == PMS_ENOMEM ? rc : rc ? PMS_EINVAL : PMS_OK;
}

static int add_metric(struct bctx *c, int row, struct bmet *root, const struct visited *v);

static int resolve_metric(struct bctx *c, struct bmet *root, const char *pmu,
			  const struct visited *v)
{
	int pend_row[64], *prow = pend_row, n = 0, cap = 64, rc = PMS_OK;
	const char *pend_key[64], **pkey = pend_key, *k;
	size_t it = 0;

	while ((k = pmsi_phash_next(root->ids, &it)) != NULL) {
		int r = find_metric(c, root->row, pmu, k);

		if (r < 0)
			continue;
		if (n == cap) {
			int *nr = pmsi_malloc((size_t)cap * 2 * sizeof(*nr));
			const char **nk = pmsi_malloc((size_t)cap * 2 * sizeof(*nk));

			if (!nr || !nk) {
				pmsi_free(nr);
				pmsi_free(nk);
				rc = PMS_ENOMEM;
				goto out;
			}
			memcpy(nr, prow, (size_t)n * sizeof(*nr));
			memcpy(nk, pkey, (size_t)n * sizeof(*nk));
			if (prow != pend_row) {
				pmsi_free(prow);
				pmsi_free(pkey);
			}
			prow = nr;
			pkey = nk;
			cap *= 2;
		}
		prow[n] = r;
		pkey[n++] = k;
	}
	for (int i = 0; i < n; i++)
		pmsi_phash_delete(root->ids, pkey[i]);
	for (int i = 0; i < n && !rc; i++)
		rc = add_metric(c, prow[i], root, v);
out:
	if (prow != pend_row) {
		pmsi_free(prow);
		pmsi_free(pkey);
	}
	return rc;
}

/* __add_metric() for a metric referenced by @root. */
static int add_metric(struct bctx *c, int row, struct bmet *root, const struct visited *v)
{
	const char *name = rstr(c, row, F_NAME);
	struct visited node = { name, v };
	const struct pmsi_mexpr *e;
	int rc;

	for (const struct visited *p = v; p; p = p->parent) {
		if (!strcmp(name, p->name)) {
			return pmsi_diag(c->d, PMS_EINVAL, PMS_NOPOS, 0,
					 "metric '%s' refers to itself", name);
		}
	}
	for (int i = 0; i < root->n_refs; i++)
		if (!strcmp(rstr(c, root->refs[i], F_NAME), name))
			return PMS_OK;
	if (root->n_refs == root->cap_refs) {
		int cap = root->cap_refs ? 2 * root->cap_refs : 8;
		int *nr = pmsi_realloc(root->refs, (size_t)cap * sizeof(*nr));

		if (!nr)
			return PMS_ENOMEM;
		root->refs = nr;
		root->cap_refs = cap;
	}
	root->refs[root->n_refs++] = row;
	if (!(e = row_ast(c, row, &rc)))
		return rc == PMS_ENOMEM ? rc : pmsi_diag(c->d, PMS_EINVAL, PMS_NOPOS, 0,
							"metric '%s' does not parse", name);
	if ((rc = find_ids(c, e, root)))
		return rc == PMS_ENOMEM ? rc : pmsi_diag(c->d, PMS_EINVAL, PMS_NOPOS, 0,
							"metric '%s' is broken", name);
	return resolve_metric(c, root, row_pmu(c, row), &node);
}

/* metric__group_events() (6.12) / metricgroup__has_constraint() (6.1) */
static bool group_events(struct bctx *c, int row)
{
	const struct pmsi_mrow *r = rowp(c, row);
	const char *name = rstr(c, row, F_NAME);
	uint32_t con = r->constraint;

	if (c->l->con_name && (!c->l->con_name[0] || !strcmp(c->l->con_name, name)))
		con = c->l->con_value;
	if (c->dl == PMSI_D61) {
		if (con == PMSI_MCON_NO_NMI_WATCHDOG && c->b->env.nmi_watchdog) {
			pmsi_ml_warn(c->l, "Splitting metric group %s into standalone metrics.",
				     name);
			c->nmi_hint = true;
			return false;
		}
		return true;
	}
	switch (con & PMSI_MCON_MASK) {
	case PMSI_MCON_NO_GROUP_EVENTS:
		return false;
	case PMSI_MCON_NO_THRESHOLD_AND_NMI:
		/*
		 * metric__group_events() of perf 6.19 to 7.3 (util/metricgroup.c,
		 * MetricNoGroupEventsThresholdAndNmi): grouped under
		 * --metric-no-threshold, else as NO_GROUP_EVENTS_NMI.
		 */
		if (c->b->flags & PMS_MLIST_NO_THRESHOLD)
			return true;
		if (!c->b->env.nmi_watchdog)
			return true;
		pmsi_ml_warn(c->l, "Not grouping metric %s's events.", name);
		c->nmi_hint = true;
		return false;
	case PMSI_MCON_NO_GROUP_EVENTS_NMI:
		if (!c->b->env.nmi_watchdog)
			return true;
		pmsi_ml_warn(c->l, "Not grouping metric %s's events.", name);
		c->nmi_hint = true;
		return false;
	case PMSI_MCON_NO_GROUP_EVENTS_SMT:
		return !c->b->env.ht;
	default:
		return true;
	}
}

static void bmet_free(struct bmet *m)
{
	if (!m)
		return;
	pmsi_phash_free(m->ids);
	pmsi_free(m->refs);
	pmsi_free(m);
}

/* __add_metric() for a root. */
static int add_root(struct bctx *c, int row, const char *modifier, bool no_group,
		    struct bmet **out)
{
	struct bmet *m = pmsi_calloc(1, sizeof(*m));
	struct visited node = { rstr(c, row, F_NAME), NULL };
	const char *thr = rstr(c, row, F_THRESHOLD);
	struct pmsi_mexpr *own = NULL;
	const struct pmsi_mexpr *e;
	int rc;

	*out = NULL;
	if (!m || !(m->ids = pmsi_phash_new())) {
		bmet_free(m);
		return PMS_ENOMEM;
	}
	m->row = row;
	m->modifier = modifier;
	m->ev_first = -1;
	m->group_events = !no_group && group_events(c, row);
	if (c->dl == PMSI_D612 && *thr) {
		/* the threshold, or the metric's own name, stands for the metric */
		const char *text = (c->b->flags & PMS_MLIST_NO_THRESHOLD) ? node.name : thr;

		node.name = "__threshold__";
		rc = pmsi_mexpr_parse(text, c->dl, 0, &c->l->c, &own, NULL);
		e = own;
	} else {
		e = row_ast(c, row, &rc);
	}
	if (!rc)
		rc = find_ids(c, e, m);
	else if (rc != PMS_ENOMEM)
		rc = PMS_EINVAL;
	if (rc == PMS_EINVAL)
		pmsi_diag(c->d, PMS_EINVAL, PMS_NOPOS, 0, "metric '%s' is broken",
			  rstr(c, row, F_NAME));
	if (!rc)
		rc = resolve_metric(c, m, row_pmu(c, row), &node);
	pmsi_mexpr_free(own);
	if (rc) {
		bmet_free(m);
		return rc;
	}
	*out = m;
	return PMS_OK;
}

static int list_push(struct bctx *c, struct bmet *m, int at)
{
	if (c->n_list == c->cap_list) {
		int cap = c->cap_list ? 2 * c->cap_list : 16;
		struct bmet **nl = pmsi_realloc(c->list, (size_t)cap * sizeof(*nl));

		if (!nl)
			return PMS_ENOMEM;
		c->list = nl;
		c->cap_list = cap;
	}
	memmove(&c->list[at + 1], &c->list[at], (size_t)(c->n_list - at) * sizeof(*c->list));
	c->list[at] = m;
	c->n_list++;
	return PMS_OK;
}

/* metricgroup__add_metric(): one name of the -M list. */
static int add_name(struct bctx *c, const char *name, const char *modifier, size_t pos)
{
	int before = c->n_list, rc = PMS_OK;
	bool found = false;

	for (int i = 0; i < n_all(c); i++) {
		struct bmet *m;
		bool no_group;

		if (!match_metric(c->dl, rstr(c, i, F_GROUPS), name) &&
		    !match_metric(c->dl, rstr(c, i, F_NAME), name))
			continue;
		/* match_pm_metric(): the --cputype PMU's metrics only (6.5+) */
		if (c->dl == PMSI_D612 && c->l->pmu_filter &&
		    (strcmp(rstr(c, (int)i, F_PMU), "default_core") ?
		     strcmp(row_pmu(c, (int)i), c->l->pmu_filter) :
		     !default_core_is(c->l, c->l->pmu_filter)))
			continue;
		found = true;
		no_group = (c->b->flags & PMS_MLIST_NO_GROUP) ||
			   (c->dl == PMSI_D612 && match_metric(c->dl, rstr(c, i, F_NOGROUP),
								 name));
		if ((rc = add_root(c, i, modifier, no_group, &m)))
			return rc;
		/* list_add() on this name's list, spliced before earlier names */
		if ((rc = list_push(c, m, 0))) {
			bmet_free(m);
			return rc;
		}
		if (c->n_list - before > PMS_MLIST_MAX_EVENTS)
			return pmsi_diag(c->d, PMS_ELIMIT, pos, strlen(name),
					 "'%s' selects too many metrics", name);
	}
	if (!found) {
		pmsi_diag(c->d, PMS_ENOEVENT, pos, strlen(name),
			  "Cannot find metric or group `%s'", name);
		return PMS_ENOEVENT;
	}
	return PMS_OK;
}

/* metricgroup__add_metric_list() */
static int add_list(struct bctx *c)
{
	const char *spec = c->b->spec, *p = spec;
	int count = 0, rc;

	for (;;) {
		const char *end = strchr(p, ','), *colon;
		size_t n = end ? (size_t)(end - p) : strlen(p);
		const char *name, *mod = NULL;

		colon = memchr(p, ':', n);
		name = pmsi_sarena_dup(c->keys, p, colon ? (size_t)(colon - p) : n);
		if (colon)
			mod = pmsi_sarena_dup(c->keys, colon + 1, n - (size_t)(colon + 1 - p));
		if (!name || (colon && !mod))
			return PMS_ENOMEM;
		if ((rc = add_name(c, name, mod, (size_t)(p - spec))))
			return rc;
		count++;
		if (!end)
			break;
		p = end + 1;
	}
	if (c->nmi_hint)
		pmsi_ml_warn(c->l, "Try disabling the NMI watchdog to comply NO_NMI_WATCHDOG "
			     "metric constraint:\n    echo 0 > /proc/sys/kernel/nmi_watchdog\n"
			     "    perf stat ...\n    echo 1 > /proc/sys/kernel/nmi_watchdog");
	return count ? PMS_OK : PMS_ENOEVENT;
}

static int id_count(const struct bmet *m)
{
	int n = (int)pmsi_phash_size(m->ids);

	for (int i = 0; i < 3; i++)
		n -= pmsi_phash_has(m->ids, tool_names[i]);
	return n;
}

static int cmp_size(void *priv, int a, int b)
{
	struct bctx *c = priv;

	return id_count(c->list[b]) - id_count(c->list[a]);
}

/* default_metricgroup_cmp(): DefaultMetricgroupName, then name, descending */
static int cmp_default(void *priv, int a, int b)
{
	struct bctx *c = priv;
	int r = strcmp(rstr(c, c->list[b]->row, F_DEFGROUP), rstr(c, c->list[a]->row, F_DEFGROUP));

	return r ? r : strcmp(rstr(c, c->list[b]->row, F_NAME), rstr(c, c->list[a]->row, F_NAME));
}

static int sort_list(struct bctx *c, int (*cmp)(void *, int, int))
{
	int *order = pmsi_malloc((size_t)(c->n_list ? c->n_list : 1) * 3 * sizeof(int));
	struct bmet **tmp = pmsi_malloc((size_t)(c->n_list ? c->n_list : 1) * sizeof(*tmp));

	if (!order || !tmp) {
		pmsi_free(order);
		pmsi_free(tmp);
		return PMS_ENOMEM;
	}
	for (int i = 0; i < c->n_list; i++)
		order[i] = i;
	pmsi_list_sort(order, c->n_list, order + c->n_list, c, cmp);
	for (int i = 0; i < c->n_list; i++)
		tmp[i] = c->list[order[i]];
	if (c->n_list)
		memcpy(c->list, tmp, (size_t)c->n_list * sizeof(*tmp));
	pmsi_free(order);
	pmsi_free(tmp);
	return PMS_OK;
}

/* encode_metric_id(): ",-=@" become "!0".."!3" */
static void encode_id(char *out, size_t n, size_t *o, const char *id)
{
	static const char codes[] = ",-=@";

	for (; *id; id++) {
		const char *k = strchr(codes, *id);

		if (k && *o + 2 < n) {
			out[(*o)++] = '!';
			out[(*o)++] = (char)('0' + (k - codes));
		} else if (!k && *o + 1 < n) {
			out[(*o)++] = *id;
		}
	}
}

static void put(char *out, size_t n, size_t *o, const char *s, size_t len)
{
	while (len-- && *s && *o + 1 < n)
		out[(*o)++] = *s++;
}

/* metricgroup__build_event_string() for one non-tool ID */
static void perf_event_string(char *out, size_t n, size_t *o, const char *id, const char *mod)
{
	const char *sep = strchr(id, '@'), *rsep;

	if (sep) {
		rsep = strrchr(sep, '@');
		put(out, n, o, id, (size_t)(sep - id));
		put(out, n, o, "/", 1);
		put(out, n, o, sep + 1, (size_t)(rsep - sep - 1));
		put(out, n, o, ",metric-id=", 11);
		sep = rsep;
	} else {
		sep = strchr(id, ':');
		put(out, n, o, id, sep ? (size_t)(sep - id) : strlen(id));
		put(out, n, o, "/metric-id=", 11);
	}
	encode_id(out, n, o, id);
	put(out, n, o, "/", 1);
	if (sep)
		put(out, n, o, sep + 1, SIZE_MAX);
	if (mod)
		put(out, n, o, mod, SIZE_MAX);
}

/*
 * A metric event no modelled PMU counts: refuse the list, naming the PMU,
 * rather than predict without it.  Bare names are looked up in the table's
 * other-PMU events (uncore_arb for skl's UNC_ARB_*); pmu@event@ and
 * EVENT@terms@ spellings name the PMU or an event of one.  cstate_*,
 * power and msr events parse as events of PMUs with no core counter.
 * Core events missing from the model's event table (perf 7.x JSON names
 * that pmusched's perf 6.12 event tables lack) are refused as such.
 */
static int refuse_pmu(struct bctx *c, const char *id, const char *pmu, bool exists)
{
	c->l->unmodelled_pmu = true;
	if (!exists) {
		pmsi_diag(c->d, PMS_ENOTSUP, PMS_NOPOS, 0,
			  "a metric reads an event of PMU '%s', which model '%s' does not have: "
			  "'%s'", pmu, pms_model_name(c->b->m), id);
		pmsi_hint(c->d, "perf table %s; perf fails these metrics on this CPU too",
			  c->t->dir);
		return PMS_ENOTSUP;
	}
	pmsi_diag(c->d, PMS_ENOTSUP, PMS_NOPOS, 0,
		  "a metric reads an event of PMU '%s', which pmusched does not model yet: '%s'",
		  pmu, id);
	pmsi_hint(c->d, "perf table %s; only core PMU events are scheduled: drop the metrics "
		  "that read %s events", c->t->dir, pmu);
	return PMS_ENOTSUP;
}

static int refuse_table(struct bctx *c, const char *id)
{
	char v[32];

	c->l->unmodelled_pmu = true;
	pms_kver_format(c->l->table_release, v, sizeof(v));
	return pmsi_diag(c->d, PMS_ENOTSUP, PMS_NOPOS, 0,
			 "a metric event of perf %s's table %s is not in pmusched's event "
			 "table of '%s' (perf's JSON of %s): '%s'", v, c->t->dir,
			 pms_model_name(c->b->m), pms_perf_source_for(c->l->perf_version), id);
}

static bool core_event_known(const struct pms_model *plat, const struct pms_env *env, uint32_t pv,
			     int k, const char *ev)
{
	const struct pms_model *m = pms_model_pmu(plat, (size_t)k);
	const struct pms_perf_table *t = pms_model_perf_table_for(m, pv);
	struct pms_perf_event e;
	char base[256];

	snprintf(base, sizeof(base), "%.*s", (int)strcspn(ev, ",/@"), ev);
	if (!t)
		return true;	/* nothing to check against: the parser decides */
	return pms_perf_event_find(t, base, pms_model_is_hybrid(plat) ?
				   pms_model_pmu_name(m) : NULL, &e) == PMS_OK ||
	       pmsi_event_parses(m, env, pv, false, base);
}

/*
 * A PMU of the platform's box table (models/uncore/): its events parse as
 * box events, predicted per box with -a (uncore_sched.c), so the metric
 * is not refused.
 */
static bool box_pmu(const struct bctx *c, const char *pmu)
{
	return pms_uncore_find(pms_model_platform(c->b->m), pmu, NULL) != NULL;
}

/*
 * An EVENT@terms@ or pmu@terms@ of a box PMU.  Its filter terms (config1,
 * filter_*) are encoded where the box type has a shared filter register
 * (skx/clx CHA and PCU, icx PCU, spr-family CHA: enum pms_uncore_filter),
 * and the scheduler decides clashes as the kernel's get_constraint op
 * does; the other box types of the tables have no shared filter register
 * (no get_constraint op), so config1 cannot change their schedule.  A
 * filter_* name that is not one of the type's formats stays refused (perf
 * finds no such format: the srf/gnr CHA has filter_tid only).
 */
static const char *missing_format(const struct bctx *c, const char *pmu, const char *id,
				  size_t *len)
{
	const struct pms_model *plat = pms_model_platform(c->b->m);

	for (const char *q = strstr(id, "filter_"); q; q = strstr(q + 1, "filter_")) {
		size_t n = strspn(q, "abcdefghijklmnopqrstuvwxyz0123456789_");

		if (!pmsi_uncore_box_format(plat, pmu, q, n)) {
			*len = n;
			return q;
		}
	}
	return NULL;
}

static bool box_terms(const struct bctx *c, const char *pmu, const char *id)
{
	size_t n;

	return box_pmu(c, pmu) && !missing_format(c, pmu, id, &n);
}

/*
 * A box PMU of the model whose format has no such filter term: perf's
 * parse of the event fails (parse-events.c config_term_pmu(): unknown
 * term), so perf fails the metric too.  intel_metrics.py (7.3) writes
 * skx-style CHA filter terms on srf's UNC_CHA_TOR_*.IA_MISS, whose
 * spr_uncore_chabox format has tid_en and filter_tid only
 * (uncore_snbep.c spr_uncore_cha_formats_attr[], 6.12/7.3).
 */
static int refuse_format(struct bctx *c, const char *id, const char *pmu)
{
	size_t n = 0;
	const char *q = missing_format(c, pmu, id, &n);

	if (!box_pmu(c, pmu) || !q)
		return refuse_pmu(c, id, pmu, true);
	c->l->unmodelled_pmu = true;
	pmsi_diag(c->d, PMS_ENOTSUP, PMS_NOPOS, 0,
		  "a metric reads an event of PMU '%s' with a term its format on model '%s' "
		  "does not have ('%.*s'), and perf fails the metric too: '%s'", pmu,
		  pms_model_name(c->b->m), (int)n, q, id);
	pmsi_hint(c->d, "perf table %s; perf's parse stops at the unknown term (the box's sysfs "
		  "format/ lists the kernel's terms)", c->t->dir);
	return PMS_ENOTSUP;
}

/* A bare uncore name that perf's uncore JSON of the list's release holds (6.12, 7.3 rows). */
static bool box_name(const struct bctx *c, const char *id)
{
	struct pmsi_resolved r;
	char base[160];

	snprintf(base, sizeof(base), "%.*s", (int)strcspn(id, ":"), id);
	memset(&r, 0, sizeof(r));
	return pmsi_uncore_resolve(pms_model_platform(c->b->m), c->l->perf_version, base, &r);
}

/* The name is in a later release's uncore JSON only (models/uncore/ev_*.c since). */
static bool later_box_name(const struct bctx *c, const char *id)
{
	struct pmsi_resolved r;
	char base[160];

	snprintf(base, sizeof(base), "%.*s", (int)strcspn(id, ":"), id);
	memset(&r, 0, sizeof(r));
	return pmsi_uncore_resolve(pms_model_platform(c->b->m), PMS_KVER(99, 0), base, &r);
}

/*
 * A box event of the metric that this release's JSON has no usable row
 * for, where a later release's has: the name is absent, or its unit mask
 * does not fit the box's format (gen_uncore_events.py drops such rows).
 * perf fails on either ("value too big for format" / no such event):
 * srf's 6.12 iio_bandwidth_read reads UNC_IIO_DATA_REQ_OF_CPU.MEM_READ.ALL_PARTS,
 * UMask 0x70ff004 against spr_uncore_iio's umask config:8-15, and real perf
 * 6.12.117 fails it with an event syntax error (tests/oracle/uncore/srf.txt).
 */
static int refuse_later_row(struct bctx *c, const char *id, const char *pmu)
{
	char v[32];

	c->l->unmodelled_pmu = true;
	pms_kver_format(c->l->perf_version, v, sizeof(v));
	pmsi_diag(c->d, PMS_ENOTSUP, PMS_NOPOS, 0,
		  "a metric reads an event of PMU '%s' that perf %s's uncore JSON does not have "
		  "in a form the box's format takes, and perf fails the metric too: '%s'", pmu, v,
		  id);
	pmsi_hint(c->d, "perf table %s; a later perf's JSON encodes it (--perf-version 7.3)",
		  c->t->dir);
	return PMS_ENOTSUP;
}

/*
 * Before perf 6.4 nothing split a group by PMU (347c2f0a0988 sorts and
 * regroups): a metric's weak group holding box events and core events is
 * refused by the kernel and reopened ungrouped by the weak-group fallback
 * (builtin-stat.c 6.1), which pmusched does not model for box events.
 */
static int mixed_weak_group(struct bctx *c, const struct pmsi_pe *pe, int n)
{
	int box = -1, core = -1;

	if (c->l->perf_version >= PMS_KVER_RC(6, 4, 1))
		return PMS_OK;
	for (int i = 0; i < n; i++) {
		if (pe[i].kind == PMS_MEV_OTHER && pe[i].pmu && box < 0)
			box = i;
		else if (pe[i].kind == PMS_MEV_CORE || pe[i].kind == PMS_MEV_TOPDOWN)
			core = i;
	}
	if (box < 0 || core < 0)
		return PMS_OK;
	c->l->unmodelled_pmu = true;
	pmsi_diag(c->d, PMS_ENOTSUP, PMS_NOPOS, 0,
		  "a metric reads an event of PMU '%s' in one weak group with core events, "
		  "which pmusched does not model yet before perf 6.4: '%s'", pe[box].pmu,
		  pe[box].name);
	pmsi_hint(c->d, "perf 6.1 opens the group, the kernel refuses the mix and perf reopens "
		  "the events ungrouped; --metric-no-group, or perf 6.4 and later, split it");
	return PMS_ENOTSUP;
}

static int refuse_unmodelled(struct bctx *c, const char *id, const struct pmsi_pe *pe)
{
	const char *at = strchr(id, '@'), *pmu;
	char pre[128];
	int k;

	if (pe->kind != PMS_MEV_OTHER && !at)
		return PMS_OK;
	if (!at) {
		/*
		 * A name of perf's uncore JSON the metric table does not map
		 * (skylakex UNC_M_POWER_CHANNEL_PPD: a metric its own JSON row
		 * carries, uncore-memory.json): a box event.  Real perf 6.12.117
		 * counts skx -a -M power_channel_ppd on the oracle's layout
		 * ({0x85,0x0} on each uncore_imc_N); perf 6.1.187 answers
		 * "Cannot find metric or group" (so does pmusched: its 6.1
		 * table lacks the metric).  Releases between are not checked:
		 * refused.
		 */
		if (!strcmp(pe->pmu, "unknown"))
			return box_name(c, id) && c->l->perf_version >= PMS_KVER(6, 12) ? PMS_OK :
			       refuse_table(c, id);
		if (box_pmu(c, pe->pmu) && box_name(c, id))
			return PMS_OK;
		if (box_pmu(c, pe->pmu) && later_box_name(c, id))
			return refuse_later_row(c, id, pe->pmu);
		return refuse_pmu(c, id, pe->pmu, true);
	}
	snprintf(pre, sizeof(pre), "%.*s", (int)(at - id), id);
	k = pmsi_core_pmu_named(c->b->m, pre, strlen(pre));
	if (k >= 0) {
		return core_event_known(c->b->m, &c->b->env, c->l->perf_version, k, at + 1) ?
		       PMS_OK :
		       refuse_table(c, id);
	}
	if (pe->kind != PMS_MEV_OTHER)
		return PMS_OK;	/* cpu@EVENT@, msr@tsc@ */
	if (strcmp(pmu = pmsi_foreign_pmu(c->l, pre), "unknown"))	/* EVENT@terms@ of an uncore PMU */
		return box_terms(c, pmu, id) ? PMS_OK : refuse_format(c, id, pmu);
	if (!strncmp(pre, "uncore_", 7) || !strncmp(pre, "amd_", 4))
		return box_terms(c, pre, id) ? PMS_OK : refuse_format(c, id, pre);
	if (box_terms(c, pre, id))
		return PMS_OK;		/* cha_0@event\=0x0@: "uncore_" left out (perf_pmu__match()) */
	if (pmsi_pmu_lookup(pre, strlen(pre)) == PMSI_PMU_NONE)
		return refuse_pmu(c, id, pre, !!strncmp(pre, "cpu_", 4));
	return PMS_OK;
}

/* parse_ids(): the event string of a set of IDs, parsed into the list. */
static int parse_ids(struct bctx *c, struct pmsi_phash *ids, const char *mod, bool group,
		     const bool tools[3], int *first, int *n_out)
{
	size_t it = 0, o = 0, cap = 64 + 96 * (pmsi_phash_size(ids) + 3);
	struct pmsi_pe *pe = NULL;
	bool have[3] = { false, false, false };
	const char *k;
	char *text = NULL;
	int n = 0, rc = PMS_OK;

	if (!(c->b->flags & PMS_MLIST_NO_MERGE) || pmsi_phash_size(ids) == 0) {
		bool added = false;

		for (int i = 0; i < 3; i++) {
			if (!tools[i])
				continue;
			if ((rc = pmsi_phash_insert(ids, tool_names[i])))
				return rc;
			added = true;
		}
		if (!added && !pmsi_phash_size(ids) &&
		    (rc = pmsi_phash_insert(ids, tool_names[0])))
			return rc;
	}
	pe = pmsi_calloc(pmsi_phash_size(ids) + 1, sizeof(*pe));
	text = pmsi_malloc(cap);
	if (!pe || !text) {
		rc = PMS_ENOMEM;
		goto out;
	}
	while ((k = pmsi_phash_next(ids, &it)) != NULL) {
		int t = tool_index(k);

		if (t >= 0) {
			have[t] = true;
			continue;
		}
		if (n == 0 && group)
			put(text, cap, &o, "{", 1);
		else if (n)
			put(text, cap, &o, ",", 1);
		perf_event_string(text, cap, &o, k, mod);
		if ((rc = pmsi_pe_from_id(c->l, c->b->m, k, mod, &pe[n])))
			goto out;
		if ((rc = refuse_unmodelled(c, k, &pe[n])))
			goto out;
		pe[n].leader = group ? 0 : n;
		pe[n].weak = group;
		n++;
	}
	if (n && group && (rc = mixed_weak_group(c, pe, n)))
		goto out;
	if (n && group) {
		put(text, cap, &o, "}:W", 3);
		pe[0].nr_members = n;
	}
	for (int t = 0; t < 3; t++) {
		if (!have[t])
			continue;
		if (o)
			put(text, cap, &o, ",", 1);
		put(text, cap, &o, tool_names[t], SIZE_MAX);
		if ((rc = pmsi_pe_from_id(c->l, c->b->m, tool_names[t], NULL, &pe[n])))
			goto out;
		pe[n].leader = n;
		n++;
	}
	text[o] = '\0';
	for (int i = 0; i < n; i++)
		pe[i].flags |= PMS_MEVF_METRIC |
			       (c->b->is_default_call ? PMS_MEVF_SKIPPABLE | PMS_MEVF_DEFAULT : 0);
	/* 6.13+ arch_evlist__cmp() (7.2.13, 7.3.4): as evlist_group.c's sort
	 * from PMSI_PERF_TD_ENCODING, topdown-* keep their place inside the
	 * slots group (tests/oracle: icl/spr/adl 7.3 every metric group) */
	if (!(rc = pmsi_order_parse_mode(pe, n, c->dl == PMSI_D61 ? PMSI_LEAD_519 :
					 c->l->perf_version >= PMS_KVER_RC(6, 13, 1) ?
					 PMSI_LEAD_SORT613 : PMSI_LEAD_SORT, c->l->perf_metrics)))
		rc = pmsi_ml_add_parse(c->l, pe, n, text, first);
	*n_out = n;
out:
	pmsi_free(pe);
	pmsi_free(text);
	return rc;
}

/* setup_metric_events(): the metric's IDs in the order of its list. */
static int setup_events(struct bctx *c, const struct bmet *m, int first, int n, int **out,
			int *n_out)
{
	int want = (int)pmsi_phash_size(m->ids), got = 0;
	int *ev = pmsi_malloc((size_t)(want ? want : 1) * sizeof(*ev));

	*out = NULL;
	if (!ev)
		return PMS_ENOMEM;
	for (int i = first; i < first + n && got < want; i++) {
		const char *id = c->l->ev[i].pe.id;
		bool dup = false;

		if (!id)
			continue;
		for (int j = 0; j < got && !dup; j++)
			dup = !strcmp(c->l->ev[ev[j]].pe.id, id);
		if (!dup && pmsi_phash_has(m->ids, id))
			ev[got++] = i;
	}
	if (got < want) {
		pmsi_free(ev);
		return pmsi_diag(c->d, PMS_EINVAL, PMS_NOPOS, 0, "Cannot resolve IDs for %s: %s",
				 rstr(c, m->row, F_NAME), rstr(c, m->row, F_EXPR));
	}
	*out = ev;
	*n_out = got;
	return PMS_OK;
}

/* count_uses(): how many metrics of this parse read metric-id @id */
static int count_uses(const struct bctx *c, const char *id)
{
	int n = 0;

	for (int j = 0; j < c->n_list; j++)
		n += pmsi_phash_has(c->list[j]->ids, id);
	return n;
}

/*
 * The event whose line prints the metric.  perf 6.12: the first of its
 * events.  perf 6.19 and later (util/metricgroup.c pick_display_evsel(),
 * 7.3.4): the least shared of its events in this parse, a non-tool event
 * before a tool one, the first on a tie.
 */
static int display_event(const struct bctx *c, const int *ev, int n)
{
	const struct pms_mlist *l = c->l;
	int sel = ev[0], sel_uses;
	bool sel_tool;

	if (!pmsi_json_defaults(l->perf_version))
		return sel;
	sel_uses = count_uses(c, l->ev[sel].pe.id);
	sel_tool = l->ev[sel].pe.kind == PMS_MEV_TOOL;
	for (int i = 1; i < n; i++) {
		const struct pmsi_pe *p = &l->ev[ev[i]].pe;
		int uses = count_uses(c, p->id);

		if ((sel_tool && p->kind != PMS_MEV_TOOL) || uses < sel_uses) {
			sel = ev[i];
			sel_uses = uses;
			sel_tool = p->kind == PMS_MEV_TOOL;
		}
	}
	return sel;
}

static int add_lmet(struct bctx *c, struct bmet *m, int *events, int n_events, int shares,
		    bool combined)
{
	struct pms_mlist *l = c->l;
	struct pmsi_lmet *x;
	char name[256];

	if (l->n_met == l->cap_met) {
		int cap = l->cap_met ? 2 * l->cap_met : 16;
		struct pmsi_lmet *nm = pmsi_realloc(l->met, (size_t)cap * sizeof(*nm));

		if (!nm)
			return PMS_ENOMEM;
		l->met = nm;
		l->cap_met = cap;
	}
	x = &l->met[l->n_met];
	memset(x, 0, sizeof(*x));
	x->row = rowp(c, m->row);
	snprintf(name, sizeof(name), "%s%s%s", rstr(c, m->row, F_NAME), m->modifier ? ":" : "",
		 m->modifier ? m->modifier : "");
	x->name = pmsi_ml_dup(l, name);
	x->refs = pmsi_malloc((size_t)(m->n_refs ? m->n_refs : 1) * sizeof(int));
	if (!x->name || !x->refs) {
		pmsi_free(x->refs);
		return PMS_ENOMEM;
	}
	if (m->n_refs)
		memcpy(x->refs, m->refs, (size_t)m->n_refs * sizeof(int));
	x->n_refs = m->n_refs;
	x->events = events;
	x->n_events = n_events;
	x->shares = shares;
	x->combined = combined;
	x->group_events = m->group_events;
	x->is_default = c->b->spec && !strcmp(c->b->spec, "Default");
	x->display = n_events ? display_event(c, events, n_events) : -1;
	l->n_met++;
	return PMS_OK;
}

/* Find the list of @m: the merged one, an earlier superset, or its own. */
static int metric_events(struct bctx *c, int j, int comb_first, int comb_n, const bool tools[3])
{
	struct bmet *m = c->list[j];
	int first = -1, n = 0, shares = -1, *ev = NULL, n_ev = 0, rc;
	bool merged = false;

	if (comb_first >= 0 && !m->group_events) {
		first = comb_first;
		n = comb_n;
		merged = true;
	} else if (!(c->b->flags & PMS_MLIST_NO_MERGE)) {
		for (int k = 0; k < j && first < 0; k++) {
			struct bmet *o = c->list[k];
			size_t it = 0;
			const char *id;
			bool sub = true;

			if (o->ev_first < 0 || (!m->modifier) != (!o->modifier) ||
			    (m->modifier && strcmp(m->modifier, o->modifier)))
				continue;
			if (c->dl == PMSI_D612 && strcmp(row_pmu(c, m->row), row_pmu(c, o->row)))
				continue;
			while (sub && (id = pmsi_phash_next(m->ids, &it)) != NULL)
				sub = pmsi_phash_has(o->ids, id);
			if (sub) {
				first = o->ev_first;
				n = o->ev_n;
				shares = k;
			}
		}
	}
	if (first < 0) {
		if ((rc = parse_ids(c, m->ids, m->modifier, m->group_events, tools, &m->ev_first,
				    &m->ev_n)))
			return rc;
		first = m->ev_first;
		n = m->ev_n;
	}
	if ((rc = setup_events(c, m, first, n, &ev, &n_ev)))
		return rc;
	if ((rc = add_lmet(c, m, ev, n_ev, shares, merged)))
		pmsi_free(ev);
	return rc;
}

/* Where the metrics print: each on its first event's line, the last one
 * added first (list_add() on the event's metric list). */
static void line_orders(struct pms_mlist *l, int from)
{
	for (int j = from; j < l->n_met; j++) {
		int after = 0;

		for (int k = j + 1; k < l->n_met; k++)
			after += l->met[k].n_events && l->met[j].n_events &&
				 l->met[k].display == l->met[j].display;
		l->met[j].line_order = after;
	}
}

static int parse_groups(struct bctx *c)
{
	bool tools[3] = { false, false, false };
	int comb_first = -1, comb_n = 0, rc;

	if ((rc = add_list(c)))
		return rc;
	if ((rc = sort_list(c, cmp_size)))
		return rc;
	if (!(c->b->flags & PMS_MLIST_NO_MERGE)) {
		struct pmsi_phash *comb = pmsi_phash_new();

		if (!comb)
			return PMS_ENOMEM;
		for (int j = 0; j < c->n_list; j++)
			for (int t = 0; t < 3; t++)
				tools[t] |= pmsi_phash_has(c->list[j]->ids, tool_names[t]);
		for (int j = 0; j < c->n_list && !rc; j++) {
			size_t it = 0;
			const char *k;

			if (c->list[j]->group_events || c->list[j]->modifier)
				continue;
			while (!rc && (k = pmsi_phash_next(c->list[j]->ids, &it)) != NULL)
				rc = pmsi_phash_insert(comb, k);
		}
		if (!rc && pmsi_phash_size(comb))
			rc = parse_ids(c, comb, NULL, false, tools, &comb_first, &comb_n);
		pmsi_phash_free(comb);
		if (rc)
			return rc;
	}
	if (c->b->spec && !strcmp(c->b->spec, "Default") && (rc = sort_list(c, cmp_default)))
		return rc;
	for (int j = 0; j < c->n_list; j++)
		if ((rc = metric_events(c, j, comb_first, comb_n, tools)))
			return rc;
	return PMS_OK;
}

static void rollback(struct pms_mlist *l, int n_ev, int n_met, int n_parse)
{
	for (int j = n_met; j < l->n_met; j++) {
		pmsi_free(l->met[j].events);
		pmsi_free(l->met[j].refs);
	}
	l->n_ev = n_ev;
	l->n_met = n_met;
	l->n_parse = n_parse;
}

int pmsi_metricgroup_parse(struct pms_mlist *l, const struct pmsi_mbuild *b, struct pms_diag *d)
{
	struct bctx c;
	int n_ev = l->n_ev, n_met = l->n_met, n_parse = l->n_parse, rc;

	memset(&c, 0, sizeof(c));
	c.l = l;
	c.b = b;
	c.t = l->table;
	c.t2 = l->table2;
	if (!c.t) {
		c.t = c.t2;
		c.t2 = NULL;
	}
	c.s = l->set;
	c.dl = l->dialect;
	c.d = d;
	if (!c.t)
		return pmsi_diag(d, PMS_ENOTSUP, PMS_NOPOS, 0, "%s has no perf metric table",
				 pms_model_name(b->m));
	if (strlen(b->spec) > PMS_MLIST_MAX_TEXT)
		return pmsi_diag(d, PMS_ELIMIT, PMS_MLIST_MAX_TEXT, 0,
				 "metric list longer than %d bytes", PMS_MLIST_MAX_TEXT);
	c.ast = pmsi_calloc((size_t)n_all(&c) + 1, sizeof(*c.ast));
	c.keys = pmsi_sarena_new();
	rc = c.ast && c.keys ? parse_groups(&c) : PMS_ENOMEM;
	if (rc == PMS_ENOMEM)
		pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	if (rc)
		rollback(l, n_ev, n_met, n_parse);
	else
		line_orders(l, n_met);
	for (int j = 0; j < c.n_list; j++)
		bmet_free(c.list[j]);
	pmsi_free(c.list);
	for (int i = 0; c.ast && c.t && i < n_all(&c); i++)
		pmsi_mexpr_free(c.ast[i]);
	pmsi_free(c.ast);
	/* metric IDs in the list point into the key arena: keep it with the list */
	if (c.keys && !rc)
		rc = pmsi_ml_keep_arena(l, c.keys);
	else
		pmsi_sarena_free(c.keys);
	return rc;
}

unsigned pmsi_topdown_max_level(const struct pms_mlist *l)
{
	unsigned max = 0;

	for (uint32_t i = 0; l->table && i < l->table->n_rows; i++) {
		const char *g = pmsi_mstr(l->set, l->table->rows[i].groups);
		const char *p = strstr(g, "TopdownL");

		if (p && p[8] && (unsigned)(p[8] - '0') > max)
			max = (unsigned)(p[8] - '0');
	}
	return max;
}

bool pmsi_has_metric(const struct pms_mlist *l, const char *name)
{
	const struct pmsi_mtable *t[2] = { l->table, l->table2 };

	for (int k = 0; k < 2; k++)
		for (uint32_t i = 0; t[k] && i < t[k]->n_rows; i++) {
			const struct pmsi_mrow *r = &t[k]->rows[i];

			if (match_metric(l->dialect, pmsi_mstr(l->set, r->groups), name) ||
			    match_metric(l->dialect, pmsi_mstr(l->set, r->name), name))
				return true;
		}
	return false;
}
