/*
 * The metric atlas (include/pmusched/atlas.h): every metric and metric
 * group of a model's perf table, built as perf builds it
 * (pms_mlist_build(), util/metricgroup.c), simulated (pms_simulate()),
 * planned (pms_plan_new()), under each condition; and the weakest
 * MetricConstraint that makes perf's own grouping count every event.
 *
 * The constraint semantics are util/metricgroup.c metric__group_events()
 * of perf 6.12.117 and 7.3.4 (NO_GROUP_EVENTS: never grouped;
 * NO_GROUP_EVENTS_NMI: not grouped while sysctl__nmi_watchdog_enabled();
 * NO_GROUP_EVENTS_SMT: not grouped while smt_on(); 7.3's
 * NO_THRESHOLD_AND_NMI: as _NMI unless --metric-no-threshold).  The list
 * builder applies them (metric_build.c group_events()); the atlas only
 * replaces a row's value there (pmsi_mlist_build_con()).
 *
 * Memory: the entries and cells are allocated once, sized from the table;
 * strings go to one arena.  Each cell's list, simulation and plan are the
 * library's own objects, freed before the next cell.
 */
#include <stdio.h>
#include <string.h>
#include "internal.h"
#include "evlist_int.h"
#include "metric_int.h"
#include "pmusched/atlas.h"
#include "pmusched/plan.h"
#include "pmusched/query.h"
#include "pmusched/uncore.h"

struct pms_atlas {
	const struct pms_model *m;
	uint32_t kver, pv;
	struct pms_atlas_cond conds[PMS_ATLAS_MAX_CONDS];
	int n_conds;
	struct pms_atlas_entry *ent;
	int n_ent;
	struct pms_atlas_cell *cells;	/* n_ent * n_conds */
	struct pmsi_sarena *strs;
	const char *table, *source;
	unsigned flags;
	long budget;
	const char *only_;	/* the caller's filter, during pms_atlas_new() */
};

static const char *const con_names[] = {
	"", "NO_GROUP_EVENTS", "NO_GROUP_EVENTS_NMI", "NO_GROUP_EVENTS_SMT",
	"NO_THRESHOLD_AND_NMI", "UNFIXABLE", "N/A",
};

PMS_API const char *pms_atlas_con_name(enum pms_atlas_con c)
{
	return (unsigned)c < PMS_ARRAY_SIZE(con_names) ? con_names[c] : "?";
}

PMS_API const char *pms_atlas_cmp_name(enum pms_atlas_cmp c)
{
	static const char *const n[] = { "agree", "perf lacks", "not needed", "stronger",
					 "weaker", "differs", "not judged" };

	return (unsigned)c < PMS_ARRAY_SIZE(n) ? n[c] : "?";
}

PMS_API const char *pms_atlas_verdict_name(enum pms_atlas_verdict v)
{
	static const char *const n[] = { "counts", "multiplexes", "never counts",
					 "not modelled", "absent", "perf refuses" };

	return (unsigned)v < PMS_ARRAY_SIZE(n) ? n[v] : "?";
}

/* metric__group_events() (util/metricgroup.c, 6.12.117 and 7.3.4) negated,
 * without --metric-no-threshold; the sysctl reads 1 for perf and buddy. */
PMS_API bool pms_atlas_con_applies(enum pms_atlas_con c, const struct pms_atlas_cond *k)
{
	if (!k)
		return false;
	switch (c) {
	case PMS_ATLAS_CON_NO_GROUP:
		return true;
	case PMS_ATLAS_CON_NMI:
	case PMS_ATLAS_CON_THRESHOLD_NMI:
		return k->wd != PMS_ATLAS_WD_OFF;
	case PMS_ATLAS_CON_SMT:
		return k->smt;
	default:
		return false;
	}
}

/* ---- conditions ---- */

PMS_API void pms_atlas_cond_name(const struct pms_atlas_cond *c, char *buf, size_t n)
{
	static const char *const wd[] = { "perf", "buddy", "off" };
	int len;

	if (!buf || !n)
		return;
	if (!c) {
		buf[0] = '\0';
		return;
	}
	len = snprintf(buf, n, "wd=%s/smt=%s", wd[c->wd % 3], c->smt ? "on" : "off");
	if (c->tfa_off && len >= 0 && (size_t)len < n)
		len += snprintf(buf + len, n - (size_t)len, "/tfa=0");
	if (c->gp && len >= 0 && (size_t)len < n)
		len += snprintf(buf + len, n - (size_t)len, "/gp=%u", c->gp);
	if (c->fixed && len >= 0 && (size_t)len < n)
		len += snprintf(buf + len, n - (size_t)len, "/fixed=%u", c->fixed);
	if (c->core[0] && len >= 0 && (size_t)len < n)
		snprintf(buf + len, n - (size_t)len, "/core=%s", c->core);
}

static int cond_syntax(struct pms_diag *d, const char *s, size_t pos, size_t len)
{
	pmsi_diag(d, PMS_ESYNTAX, pos, len, "bad condition setting '%.*s'", (int)len, s + pos);
	pmsi_hint(d, "wd=perf|buddy|off, smt=on|off, tfa=0|1, gp=N, fixed=N, core=NAME; "
		  "settings joined by '/', conditions by ','");
	return PMS_ESYNTAX;
}

static int num(const char *v, size_t n, int hi)
{
	int x = 0;

	if (!n || n > 3)
		return -1;
	for (size_t i = 0; i < n; i++) {
		if (v[i] < '0' || v[i] > '9')
			return -1;
		x = x * 10 + (v[i] - '0');
	}
	return x <= hi ? x : -1;
}

static bool is(const char *v, size_t n, const char *w)
{
	return strlen(w) == n && !memcmp(v, w, n);
}

/* One setting "key=value" at s[pos, pos+len). */
static int cond_setting(const char *s, size_t pos, size_t len, struct pms_atlas_cond *c,
			struct pms_diag *d)
{
	const char *t = s + pos, *eq = memchr(t, '=', len);
	size_t kl, vl;
	const char *v;
	int x;

	if (!eq)
		return cond_syntax(d, s, pos, len);
	kl = (size_t)(eq - t);
	v = eq + 1;
	vl = len - kl - 1;
	if (is(t, kl, "wd")) {
		if (is(v, vl, "perf"))
			c->wd = PMS_ATLAS_WD_PERF;
		else if (is(v, vl, "buddy"))
			c->wd = PMS_ATLAS_WD_BUDDY;
		else if (is(v, vl, "off"))
			c->wd = PMS_ATLAS_WD_OFF;
		else
			return cond_syntax(d, s, pos, len);
	} else if (is(t, kl, "smt")) {
		if (is(v, vl, "on") || is(v, vl, "off"))
			c->smt = is(v, vl, "on");
		else
			return cond_syntax(d, s, pos, len);
	} else if (is(t, kl, "tfa")) {
		if (is(v, vl, "0") || is(v, vl, "1"))
			c->tfa_off = is(v, vl, "0");
		else
			return cond_syntax(d, s, pos, len);
	} else if (is(t, kl, "gp") && (x = num(v, vl, 32)) > 0) {
		c->gp = (uint8_t)x;
	} else if (is(t, kl, "fixed") && (x = num(v, vl, 8)) >= 0) {
		c->fixed = (uint8_t)x;
	} else if (is(t, kl, "core") && vl > 0 && vl < sizeof(c->core)) {
		memcpy(c->core, v, vl);
		c->core[vl] = '\0';
	} else {
		return cond_syntax(d, s, pos, len);
	}
	return PMS_OK;
}

PMS_API int pms_atlas_cond_parse(const char *s, struct pms_atlas_cond *out, int cap, int *n,
				 struct pms_diag *d)
{
	size_t i = 0;

	if (!s || !out || !n || cap <= 0)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "NULL argument");
	*n = 0;
	for (;;) {
		struct pms_atlas_cond c = { .wd = PMS_ATLAS_WD_PERF, .smt = true };
		size_t end = i + strcspn(s + i, ",");

		if (end == i)
			return cond_syntax(d, s, i, 0);
		for (size_t j = i; j < end;) {
			size_t k = j + strcspn(s + j, "/,");
			int rc;

			if (k > end)
				k = end;
			if ((rc = cond_setting(s, j, k - j, &c, d)))
				return rc;
			j = k < end ? k + 1 : k;
		}
		if (*n == cap)
			return pmsi_diag(d, PMS_ELIMIT, i, end - i, "more than %d conditions", cap);
		out[(*n)++] = c;
		if (!s[end])
			return PMS_OK;
		i = end + 1;
	}
}

PMS_API int pms_atlas_cond_default(const struct pms_model *m, struct pms_atlas_cond *out,
				   int cap)
{
	static const enum pms_atlas_wd wds[] = { PMS_ATLAS_WD_PERF, PMS_ATLAS_WD_BUDDY,
						  PMS_ATLAS_WD_OFF };
	bool hybrid = m && pms_model_is_hybrid(m);
	int n = 0;

	for (int core = 0; core < (hybrid ? 2 : 1); core++)
		for (size_t w = 0; w < PMS_ARRAY_SIZE(wds); w++)
			for (int smt = 1; smt >= 0; smt--) {
				if (n == cap)
					return n;
				memset(&out[n], 0, sizeof(out[n]));
				out[n].wd = wds[w];
				out[n].smt = smt;
				if (hybrid)
					pmsi_strlcpy(out[n].core, core ? "cpu_atom" : "cpu_core",
						     sizeof(out[n].core));
				n++;
			}
	return n;
}

/* ---- building and judging one list ---- */

static uint32_t to_mcon(enum pms_atlas_con c)
{
	switch (c) {
	case PMS_ATLAS_CON_NO_GROUP: return PMSI_MCON_NO_GROUP_EVENTS;
	case PMS_ATLAS_CON_NMI: return PMSI_MCON_NO_GROUP_EVENTS_NMI;
	case PMS_ATLAS_CON_SMT: return PMSI_MCON_NO_GROUP_EVENTS_SMT;
	case PMS_ATLAS_CON_THRESHOLD_NMI: return PMSI_MCON_NO_THRESHOLD_AND_NMI;
	default: return PMSI_MCON_NONE;
	}
}

static enum pms_atlas_con from_mcon(uint32_t c)
{
	switch (c & PMSI_MCON_MASK) {
	case PMSI_MCON_NO_GROUP_EVENTS: return PMS_ATLAS_CON_NO_GROUP;
	case PMSI_MCON_NO_GROUP_EVENTS_NMI:
	case PMSI_MCON_NO_NMI_WATCHDOG: return PMS_ATLAS_CON_NMI;
	case PMSI_MCON_NO_GROUP_EVENTS_SMT: return PMS_ATLAS_CON_SMT;
	case PMSI_MCON_NO_THRESHOLD_AND_NMI: return PMS_ATLAS_CON_THRESHOLD_NMI;
	default: return PMS_ATLAS_CON_NONE;
	}
}

/* The simulation's conditions: the watchdog holds a counter only when it
 * is perf's detector. */
static void sim_opts(const struct pms_model *m, uint32_t kver, uint32_t pv,
		     const struct pms_atlas_cond *k, struct pms_sim_opts *so)
{
	memset(so, 0, sizeof(*so));
	so->sz = sizeof(*so);
	so->env.sz = sizeof(so->env);
	so->env.kver = kver;
	so->env.ht = k->smt;
	so->env.nmi_watchdog = k->wd == PMS_ATLAS_WD_PERF;
	so->env.allow_tfa = !k->tfa_off;
	if (k->gp || k->fixed) {
		so->env.counters_cut = true;
		so->env.n_gp_cut = k->gp ? k->gp : 255;
		so->env.n_fixed_cut = k->fixed;
	}
	so->perf_version = pv;
	if (k->core[0] && m && pms_model_is_hybrid(m)) {
		so->core_share.n = 1;
		pmsi_strlcpy(so->core_share.pmu[0], k->core, sizeof(so->core_share.pmu[0]));
		so->core_share.pct[0] = 100;
	}
}

PMS_API int pms_atlas_build_list(const struct pms_model *m, uint32_t kver, uint32_t pv,
				 const struct pms_atlas_cond *k, const char *metric,
				 enum pms_atlas_con con, struct pms_mlist **out,
				 struct pms_sim_opts *so, struct pms_diag *d)
{
	struct pms_mlist_opts mo = PMS_MLIST_OPTS_INIT;
	struct pms_sim_opts s;

	if (!m || !k || !metric || !out)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "NULL argument");
	sim_opts(m, kver, pv, k, &s);
	mo.env = s.env;
	/* perf reads /proc/sys/kernel/nmi_watchdog: 1 for the buddy detector too */
	mo.env.nmi_watchdog = k->wd != PMS_ATLAS_WD_OFF;
	mo.perf_version = pv;
	mo.flags = PMS_MLIST_HAS_EVENTS | PMS_MLIST_TSX;
	mo.metrics = metric;
	mo.cputype = k->core[0] && pms_model_is_hybrid(m) ? k->core : NULL;
	if (so)
		*so = s;
	if (con == PMS_ATLAS_CON_NA)
		return pms_mlist_build(m, &mo, out, d);
	return pmsi_mlist_build_con(m, &mo, metric, to_mcon(con), out, d);
}

struct judged {
	enum pms_atlas_verdict verdict;
	double lowest;
	int n_events;
	bool together;
	bool reset;		/* a weak group was reopened ungrouped */
	const char *note;	/* static or arena text */
};

/*
 * @text (an event in -e syntax, or a PMU name) is on cstate_core,
 * cstate_pkg, cstate_module or power and the model has that PMU
 * (evlist_cstate.c): free-running MSR counters, never contended, CPU-wide
 * only like the uncore boxes.  Its events are checked when parsed.
 */
static bool sc_modelled(const struct pms_atlas *a, const char *text)
{
	size_t n = text ? strcspn(text, "/") : 0;

	return n && pmsi_sc_pmu_named(text, n) &&
	       pmsi_sc_pmu(a->m, a->kver, text, n) == PMSI_SC_FOUND;
}

/*
 * A metric reading events of CPU-wide-only PMUs (uncore boxes, amd_l3,
 * amd_df, power, cstate: their task_ctx_nr is perf_invalid_context and
 * event_init refuses event->cpu < 0, intel/uncore.c
 * uncore_pmu_event_init(), amd/uncore.c, 7.3.4): perf stat -M NAME -- cmd
 * opens them per task and gets <not supported> (setup_system_wide() looks
 * at the -e list only, builtin-stat.c 7.3.4), so such a metric is only
 * counted with -a: it is judged system wide, and the note says so.  An
 * event of such a PMU the model has no table for (pms_uncore_find()) is
 * not modelled: PMS_ENOTSUP with j's verdict and note set.
 */
static int cpu_wide(struct pms_atlas *a, const struct pms_evlist *ev, struct pms_sim_opts *so,
		    struct judged *j)
{
	const char *pmu = NULL;

	for (int i = 0; i < pms_evlist_count(ev); i++) {
		struct pms_event_attr at = { .sz = sizeof(at) };
		char buf[160];

		if (pms_evlist_attr(ev, i, &at) || pms_uncore_pmu_per_task(at.pmu_name))
			continue;
		if (!pms_uncore_find(a->m, at.pmu_name, NULL) && !sc_modelled(a, at.pmu_name)) {
			struct pms_event_info ei = { 0 };

			pms_evlist_event(ev, i, &ei);
			snprintf(buf, sizeof(buf), "reads %s: its PMU %s is not modelled",
				 ei.name ? ei.name : "?", at.pmu_name);
			j->verdict = PMS_ATLAS_NOT_MODELLED;
			j->note = pmsi_sarena_dup(a->strs, buf, strlen(buf));
			return PMS_ENOTSUP;
		}
		if (!pmu)
			pmu = at.pmu_name;
	}
	if (pmu) {
		char buf[160];

		so->system_wide = true;
		snprintf(buf, sizeof(buf), "counted system wide (-a): per task perf cannot open "
			 "%s events", pmu);
		j->note = pmsi_sarena_dup(a->strs, buf, strlen(buf));
		if (!j->note)
			return PMS_ENOMEM;
	}
	return PMS_OK;
}

/*
 * Under perf --cputype @cputype, the list of a metric perf found failed to
 * parse (@d).  When it parses with every core PMU, its events are another
 * core type's only: perf refuses the metric there ("event syntax error:
 * ... Bad event or PMU", "Unable to find PMU or event on a PMU of 'EV'":
 * parse_events() restricted to the --cputype PMU, util/parse-events.c
 * 7.3.4; real perf 7.3.4 on the fake adl, tests/oracle/adl.txt cases
 * "--cputype atom -M lpm_*"): PMS_ATLAS_REFUSED with perf's message.
 * Otherwise the failure stands (@d kept).  Return: PMS_OK with j set, the
 * parse's failure, or PMS_ENOMEM.
 */
static int refused(struct pms_atlas *a, const struct pms_mlist *l,
		   const struct pms_evlist_opts *eo, struct pms_diag *d, const char *cputype,
		   struct judged *j)
{
	struct pms_evlist_opts any = *eo;
	struct pms_evlist *ev = NULL;
	const char *text = pms_mlist_text(l), *tok = "";
	char buf[240];
	size_t len = 0;
	int rc;

	any.cputype = NULL;
	rc = pms_evlist_parse_opts(a->m, text, &any, &ev, NULL);
	pms_evlist_free(ev);
	if (rc)
		return rc == PMS_ENOMEM ? rc : d->code;
	if (d->pos != PMS_NOPOS && d->pos < strlen(text)) {
		tok = text + d->pos;
		len = strcspn(tok, "/,{}:");
	}
	snprintf(buf, sizeof(buf), "perf --cputype %s refuses it (event syntax error: Bad event "
		 "or PMU; Unable to find PMU or event on a PMU of '%.*s'): an event of another "
		 "core type", cputype, (int)len, tok);
	j->verdict = PMS_ATLAS_REFUSED;
	j->note = pmsi_sarena_dup(a->strs, buf, strlen(buf));
	return j->note ? PMS_OK : PMS_ENOMEM;
}

/* Build (@con, @all: every metric of a group), parse, simulate, judge. */
static int judge(struct pms_atlas *a, const char *name, bool all, enum pms_atlas_con con,
		 const struct pms_atlas_cond *k, struct judged *j, struct pms_mlist **keep,
		 struct pms_evlist **keep_ev, struct pms_sim_opts *keep_so)
{
	struct pms_mlist_opts mo = PMS_MLIST_OPTS_INIT;
	struct pms_evlist_opts eo = PMS_EVLIST_OPTS_INIT;
	struct pms_sim_opts so;
	struct pms_mlist *l = NULL;
	struct pms_evlist *ev = NULL;
	struct pms_sim *s = NULL;
	struct pms_diag d;
	int rc, n;

	memset(j, 0, sizeof(*j));
	j->note = "";
	sim_opts(a->m, a->kver, a->pv, k, &so);
	mo.env = so.env;
	mo.env.nmi_watchdog = k->wd != PMS_ATLAS_WD_OFF;
	mo.perf_version = a->pv;
	mo.flags = PMS_MLIST_HAS_EVENTS | PMS_MLIST_TSX;
	mo.metrics = name;
	mo.cputype = k->core[0] && pms_model_is_hybrid(a->m) ? k->core : NULL;
	if (con == PMS_ATLAS_CON_NA)
		rc = pms_mlist_build(a->m, &mo, &l, &d);
	else
		rc = pmsi_mlist_build_con(a->m, &mo, all ? "" : name, to_mcon(con), &l, &d);
	if (rc == PMS_ENOMEM)
		return rc;
	if (rc == PMS_ENOEVENT && mo.cputype) {
		/* perf --cputype X -M NAME: "Cannot find metric or group `NAME'"
		 * (metricgroup.c match_pm_metric_or_groups(), 7.3.4: only the
		 * metrics of PMU X's table match; a metric without a Unit belongs
		 * to the first core PMU, perf_pmus__find_core_pmu()) */
		j->verdict = PMS_ATLAS_ABSENT;
		j->note = pmsi_sarena_dup(a->strs, d.msg, strlen(d.msg));
		return j->note ? PMS_OK : PMS_ENOMEM;
	}
	if (!rc) {
		for (int i = 0; i < pms_mlist_n_events(l); i++) {
			struct pms_mevent e;

			pms_mlist_event(l, i, &e);
			/* an uncore event: judged below when the model has its PMU */
			if (e.kind == PMS_MEV_OTHER && !pms_uncore_n_types(a->m) &&
			    !sc_modelled(a, e.text)) {
				char buf[160];

				snprintf(buf, sizeof(buf), "reads %s: its PMU is not modelled",
					 e.name);
				j->note = pmsi_sarena_dup(a->strs, buf, strlen(buf));
				j->verdict = PMS_ATLAS_NOT_MODELLED;
				pms_mlist_free(l);
				return j->note ? PMS_OK : PMS_ENOMEM;
			}
		}
		if (!pms_mlist_text(l)[0]) {
			j->verdict = PMS_ATLAS_COUNTS;	/* a constant: nothing to count */
			j->lowest = 100;
			j->together = true;
			pms_mlist_free(l);
			return PMS_OK;
		}
		eo.env = &so.env;
		eo.perf_version = a->pv;
		eo.cputype = mo.cputype;
		rc = pms_evlist_parse_opts(a->m, pms_mlist_text(l), &eo, &ev, &d);
		if (rc && rc != PMS_ENOMEM && mo.cputype)
			rc = refused(a, l, &eo, &d, mo.cputype, j);
		if (rc == PMS_OK && j->verdict == PMS_ATLAS_REFUSED) {
			pms_mlist_free(l);
			return PMS_OK;
		}
	}
	if (!rc)
		rc = cpu_wide(a, ev, &so, j);
	if (!rc)
		rc = pms_simulate(ev, &so, &s, &d);
	if (rc == PMS_ENOTSUP && j->verdict == PMS_ATLAS_NOT_MODELLED) {
		pms_evlist_free(ev);
		pms_mlist_free(l);
		return j->note ? PMS_OK : PMS_ENOMEM;
	}
	if (rc) {
		pms_sim_free(s);
		pms_evlist_free(ev);
		pms_mlist_free(l);
		if (rc == PMS_ENOMEM)
			return rc;
		j->verdict = PMS_ATLAS_NOT_MODELLED;
		j->note = pmsi_sarena_dup(a->strs, d.msg, strlen(d.msg));
		return j->note ? PMS_OK : PMS_ENOMEM;
	}
	n = pms_sim_n_events(s);
	j->n_events = n;
	j->lowest = 100;
	j->together = true;
	for (int i = 0; i < n; i++) {
		const struct pms_ev_result *r = pms_sim_result(s, i);
		double pct = r->status == PMS_ST_COUNTED ? (r->enabled_ns ?
			     100.0 * (double)r->running_ns / (double)r->enabled_ns : 100) : 0;

		if (r->status != PMS_ST_COUNTED || r->running_ns == 0)
			j->verdict = PMS_ATLAS_NEVER;
		else if (pct < 99.995 && j->verdict == PMS_ATLAS_COUNTS)
			j->verdict = PMS_ATLAS_MULTIPLEX;
		if (pct < j->lowest)
			j->lowest = pct;
		if (r->weak_reset >= 0)
			j->together = false, j->reset = true;
	}
	/* together: each metric's events that take a counter share one leader */
	for (int jm = 0; jm < pms_mlist_n_metrics(l); jm++) {
		struct pms_mmetric mm;
		int lead = -1;

		pms_mlist_metric(l, jm, &mm);
		if (mm.n_events > 1 && !mm.together)
			j->together = false;
		for (int x = 0; x < mm.n_events && mm.events[x] < n; x++) {
			const struct pms_ev_result *r = pms_sim_result(s, mm.events[x]);

			if (!r->counters)
				continue;
			if (lead >= 0 && r->leader != lead)
				j->together = false;
			lead = r->leader;
		}
	}
	if (j->verdict == PMS_ATLAS_NEVER)
		j->together = false;
	pms_sim_free(s);
	if (keep) {
		*keep = l;
		*keep_ev = ev;
		*keep_so = so;
	} else {
		pms_evlist_free(ev);
		pms_mlist_free(l);
	}
	return PMS_OK;
}

/* The planner's best one-run grouping of @ev, each group (a metric's
 * events) kept whole. */
static int best(struct pms_atlas *a, const struct pms_evlist *ev, const struct pms_sim_opts *so,
		struct pms_atlas_cell *c)
{
	struct pms_plan_opts po = PMS_PLAN_OPTS_INIT;
	struct pms_plan *p = NULL;
	struct pms_plan_bound b;
	struct pms_plan_run r;
	struct pms_diag d;
	int rc;

	po.budget = a->budget;
	po.flags = PMS_PLAN_NO_PIN;
	rc = pms_plan_new(ev, so, &po, &p, &d);
	if (rc == PMS_ENOMEM)
		return rc;
	if (rc || pms_plan_run(p, 0, &r)) {
		pms_plan_free(p);
		c->note = pmsi_sarena_dup(a->strs, d.msg, strlen(d.msg));
		return c->note ? PMS_OK : PMS_ENOMEM;
	}
	pms_plan_bound(p, &b);
	c->best = pmsi_sarena_dup(a->strs, r.list, strlen(r.list));
	c->best_slots = b.n_slots;
	c->best_bound = b.lower_bound;
	c->best_lowest = r.lowest;
	c->best_together = true;
	for (int i = 0; i < pms_plan_n_notes(p); i++) {
		struct pms_plan_note nt;

		if (!pms_plan_note(p, i, &nt) && nt.kind == PMS_PLAN_NOTE_SPLIT)
			c->best_together = false;
	}
	pms_plan_free(p);
	return c->best ? PMS_OK : PMS_ENOMEM;
}

/* ---- the table's names ---- */

static bool name_seen(const struct pms_atlas *a, int n, const char *name, bool group)
{
	for (int i = 0; i < n; i++)
		if (a->ent[i].is_group == group && !strcmp(a->ent[i].name, name))
			return true;
	return false;
}

static bool wanted(const char *only, const char *name)
{
	size_t n = strlen(name);

	if (!only)
		return true;
	for (const char *p = only; *p;) {
		size_t k = strcspn(p, ",");

		if (k == n && !strncmp(p, name, n))
			return true;
		p += k + (p[k] == ',');
	}
	return false;
}

static int add_entry(struct pms_atlas *a, int *n, int cap, const char *name, size_t len,
		     bool group, uint32_t mcon)
{
	char buf[256];

	if (!len || len >= sizeof(buf))
		return PMS_OK;
	memcpy(buf, name, len);
	buf[len] = '\0';
	if (!wanted(a->only_, buf) || name_seen(a, *n, buf, group))
		return PMS_OK;
	if (*n == cap)
		return PMS_ELIMIT;
	a->ent[*n].name = pmsi_sarena_dup(a->strs, buf, len);
	if (!a->ent[*n].name)
		return PMS_ENOMEM;
	a->ent[*n].is_group = group;
	a->ent[*n].perf_con = group ? PMS_ATLAS_CON_NA : from_mcon(mcon);
	(*n)++;
	return PMS_OK;
}

static int collect(struct pms_atlas *a, const struct pms_mlist *l, int cap, int *n)
{
	const struct pmsi_mtable *ts[2] = { l->table, l->table2 };
	int rc;

	for (int pass = 0; pass < 2; pass++)	/* metrics, then groups */
		for (int t = 0; t < 2; t++)
			for (uint32_t i = 0; ts[t] && i < ts[t]->n_rows; i++) {
				const struct pmsi_mrow *r = &ts[t]->rows[i];
				const char *nm = pmsi_mstr(l->set, r->name);
				const char *g = pmsi_mstr(l->set, r->groups);

				if (!pass) {
					rc = add_entry(a, n, cap, nm, strlen(nm), false,
						       r->constraint);
					if (rc)
						return rc;
					continue;
				}
				if (!(a->flags & PMS_ATLAS_GROUPS) && !a->only_)
					continue;
				while (*g) {
					size_t k = strcspn(g, ";");

					if ((rc = add_entry(a, n, cap, g, k, true, 0)))
						return rc;
					g += k + (g[k] == ';');
				}
			}
	return PMS_OK;
}

static int count_names(const struct pms_mlist *l)
{
	const struct pmsi_mtable *ts[2] = { l->table, l->table2 };
	int n = 0;

	for (int t = 0; t < 2; t++)
		for (uint32_t i = 0; ts[t] && i < ts[t]->n_rows; i++) {
			const char *g = pmsi_mstr(l->set, ts[t]->rows[i].groups);

			n++;
			for (; *g; g++)
				n += *g == ';';
			n++;
		}
	return n;
}

/*
 * The weakest constraint under which every condition where the always
 * grouped list fails is ungrouped, and ungrouped counts every event there
 * (checked in the list-building model, not assumed).  SMT and NMI are not
 * ordered: the one applying in fewer of the conditions wins (SMT on a
 * tie), then NO_GROUP_EVENTS.
 */
static int needed(struct pms_atlas *a, struct pms_atlas_entry *e)
{
	static const enum pms_atlas_con cand[] = { PMS_ATLAS_CON_SMT, PMS_ATLAS_CON_NMI,
						   PMS_ATLAS_CON_NO_GROUP };
	int best = -1, best_n = 0;

	e->sufficient = 0;
	if (!e->fail_conds) {
		e->needed = PMS_ATLAS_CON_NONE;
		return PMS_OK;
	}
	for (size_t c = 0; c < PMS_ARRAY_SIZE(cand); c++) {
		bool ok = true;
		int n_apply = 0;

		for (int k = 0; k < a->n_conds; k++)
			n_apply += pms_atlas_con_applies(cand[c], &a->conds[k]);
		for (int k = 0; ok && k < a->n_conds; k++) {
			struct judged j;
			int rc;

			if (!(e->fail_conds & (1u << k)))
				continue;
			if (!pms_atlas_con_applies(cand[c], &a->conds[k])) {
				ok = false;
				break;
			}
			rc = judge(a, e->name, false, cand[c], &a->conds[k], &j, NULL, NULL,
				   NULL);
			if (rc)
				return rc;
			ok = j.verdict == PMS_ATLAS_COUNTS || j.verdict == PMS_ATLAS_MULTIPLEX;
		}
		if (ok)
			e->sufficient |= 1u << cand[c];
		if (ok && (best < 0 || n_apply < best_n)) {
			best = (int)c;
			best_n = n_apply;
		}
	}
	e->needed = best < 0 ? PMS_ATLAS_CON_UNFIXABLE : cand[best];
	return PMS_OK;
}

static enum pms_atlas_cmp compare(const struct pms_atlas_entry *e)
{
	enum pms_atlas_con p = e->perf_con, n = e->needed;

	if (p == PMS_ATLAS_CON_THRESHOLD_NMI)	/* as _NMI in a run without
						 * --metric-no-threshold */
		p = PMS_ATLAS_CON_NMI;
	if (p == n)
		return PMS_ATLAS_AGREE;
	if (n == PMS_ATLAS_CON_UNFIXABLE)
		return PMS_ATLAS_OTHER;
	if (p == PMS_ATLAS_CON_NONE)
		return PMS_ATLAS_PERF_LACKS;
	if (n == PMS_ATLAS_CON_NONE)
		return PMS_ATLAS_NOT_NEEDED;
	if (!(e->sufficient & (1u << p)))
		return PMS_ATLAS_WEAKER;
	/* NO_GROUP_EVENTS where _SMT or _NMI would do; _SMT and _NMI are not
	 * ordered, either is minimal */
	return p == PMS_ATLAS_CON_NO_GROUP ? PMS_ATLAS_STRONGER : PMS_ATLAS_AGREE;
}

static int fill(struct pms_atlas *a, struct pms_atlas_entry *e, struct pms_atlas_cell *cells)
{
	int rc;

	e->cells = cells;
	for (int k = 0; k < a->n_conds; k++) {
		struct pms_atlas_cell *c = &cells[k];
		const struct pms_atlas_cond *kc = &a->conds[k];
		struct pms_mlist *l = NULL;
		struct pms_evlist *ev = NULL;
		struct pms_sim_opts so;
		struct judged j, g;

		rc = judge(a, e->name, false, PMS_ATLAS_CON_NA, kc, &j, NULL, NULL, NULL);
		if (rc)
			return rc;
		c->verdict = j.verdict;
		c->lowest = j.lowest;
		c->n_events = j.n_events;
		c->together = j.together;
		c->note = j.note;
		c->perf_con_applied = pms_atlas_con_applies(e->perf_con, kc);
		if (j.verdict >= PMS_ATLAS_NOT_MODELLED)
			continue;
		/* perf's grouping without any constraint */
		if (e->is_group || e->perf_con != PMS_ATLAS_CON_NONE) {
			rc = judge(a, e->name, e->is_group, PMS_ATLAS_CON_NONE, kc, &g, &l, &ev,
				   &so);
			if (rc)
				return rc;
		} else {
			g = j;
			if (!(a->flags & PMS_ATLAS_NO_BEST) && j.verdict != PMS_ATLAS_COUNTS) {
				rc = judge(a, e->name, false, PMS_ATLAS_CON_NONE, kc, &g, &l, &ev,
					   &so);
				if (rc)
					return rc;
			}
		}
		c->grouped_ok = g.verdict == PMS_ATLAS_COUNTS || g.verdict == PMS_ATLAS_MULTIPLEX;
		if (g.reset)
			e->reset_conds |= 1u << k;
		if (!c->grouped_ok && !e->is_group && g.verdict != PMS_ATLAS_NOT_MODELLED) {
			struct judged u;

			/* not the grouping's doing when ungrouped fails too */
			rc = judge(a, e->name, false, PMS_ATLAS_CON_NO_GROUP, kc, &u, NULL, NULL,
				   NULL);
			if (rc) {
				pms_evlist_free(ev);
				pms_mlist_free(l);
				return rc;
			}
			if (u.verdict == PMS_ATLAS_NEVER)
				e->alone_fails |= 1u << k;
			else
				e->fail_conds |= 1u << k;
		}
		if (a->flags & PMS_ATLAS_NO_BEST) {
			/* nothing */
		} else if (g.verdict == PMS_ATLAS_COUNTS && g.together) {
			c->best_slots = 1;
			c->best_bound = 1;
			c->best_lowest = 100;
			c->best_together = true;
			c->best = l ? pmsi_sarena_dup(a->strs, pms_mlist_text(l),
						      strlen(pms_mlist_text(l))) : NULL;
			if (!l) {
				/* the list as perf builds it: grouped already */
				struct pms_mlist *l2 = NULL;

				rc = pms_atlas_build_list(a->m, a->kver, a->pv, kc, e->name,
							  PMS_ATLAS_CON_NONE, &l2, NULL, NULL);
				if (rc == PMS_ENOMEM)
					return rc;
				if (!rc)
					c->best = pmsi_sarena_dup(a->strs, pms_mlist_text(l2),
								  strlen(pms_mlist_text(l2)));
				pms_mlist_free(l2);
				if (!c->best)
					return PMS_ENOMEM;
			}
		} else if (ev) {
			rc = best(a, ev, &so, c);
			if (rc) {
				pms_evlist_free(ev);
				pms_mlist_free(l);
				return rc;
			}
		}
		pms_evlist_free(ev);
		pms_mlist_free(l);
	}
	if (e->is_group)
		e->needed = PMS_ATLAS_CON_NA;
	else if ((rc = needed(a, e)))
		return rc;
	e->cmp = e->is_group ? PMS_ATLAS_AGREE : compare(e);
	for (int k = 0; k < a->n_conds; k++)
		if (cells[k].verdict < PMS_ATLAS_NOT_MODELLED)
			return PMS_OK;
	e->needed = PMS_ATLAS_CON_NA;
	e->cmp = PMS_ATLAS_NOT_JUDGED;
	return PMS_OK;
}

PMS_API int pms_atlas_new(const struct pms_model *m, const struct pms_atlas_opts *o,
			  struct pms_atlas **out, struct pms_diag *d)
{
	struct pms_atlas_opts oc = PMS_ATLAS_OPTS_INIT;
	struct pms_mlist_opts mo = PMS_MLIST_OPTS_INIT;
	struct pms_mlist *l = NULL;
	struct pms_atlas *a;
	int rc, cap, n = 0;

	if (d)
		pms_diag_clear(d);
	if (!out || !m)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "NULL argument");
	*out = NULL;
	if (o && pmsi_sz_copy(&oc, sizeof(oc), o, "struct pms_atlas_opts", d))
		return PMS_EINVAL;
	if (oc.n_conds < 0 || oc.n_conds > PMS_ATLAS_MAX_CONDS || (oc.n_conds && !oc.conds))
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "0 to %d conditions",
				 PMS_ATLAS_MAX_CONDS);
	a = pmsi_calloc(1, sizeof(*a));
	if (!a || !(a->strs = pmsi_sarena_new())) {
		pmsi_free(a);
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	}
	a->m = m;
	a->kver = oc.kver ? oc.kver : PMS_KVER_NEWEST;
	a->pv = pms_perf_version_for(oc.perf_version, a->kver);
	a->flags = oc.flags;
	a->budget = oc.budget > 0 ? oc.budget : 200000;
	if (oc.n_conds) {
		memcpy(a->conds, oc.conds, (size_t)oc.n_conds * sizeof(*a->conds));
		a->n_conds = oc.n_conds;
	} else {
		a->n_conds = pms_atlas_cond_default(m, a->conds, PMS_ATLAS_MAX_CONDS);
	}
	if (a->pv < PMS_KVER(6, 4)) {
		pms_atlas_free(a);
		return pmsi_diag(d, PMS_ENOTSUP, PMS_NOPOS, 0,
				 "the atlas needs perf 6.4 or later (6.1's MetricConstraint is "
				 "NO_NMI_WATCHDOG alone)");
	}
	mo.env.kver = a->kver;
	mo.perf_version = a->pv;
	mo.flags = PMS_MLIST_HAS_EVENTS;
	rc = pms_mlist_build(m, &mo, &l, d);
	if (!rc && !l->table) {
		char v[32];

		pms_kver_format(a->pv, v, sizeof(v));
		pmsi_diag(d, PMS_ENOTSUP, PMS_NOPOS, 0, "perf %s has no metric table for %s", v,
			  pms_model_name(m));
		rc = PMS_ENOTSUP;
	}
	if (!rc) {
		a->table = pmsi_sarena_dup(a->strs, l->table->dir, strlen(l->table->dir));
		a->source = pmsi_sarena_dup(a->strs, pms_mlist_table_source(l),
					    strlen(pms_mlist_table_source(l)));
		cap = count_names(l);
		a->ent = pmsi_calloc((size_t)cap, sizeof(*a->ent));
		a->only_ = oc.only;
		rc = a->ent && a->table && a->source ? collect(a, l, cap, &n) : PMS_ENOMEM;
		a->n_ent = n;
	}
	if (!rc && oc.only) {
		for (const char *p = oc.only; *p;) {
			size_t k = strcspn(p, ",");
			bool found = false;

			for (int i = 0; i < n && !found; i++)
				found = strlen(a->ent[i].name) == k && !strncmp(p, a->ent[i].name, k);
			if (!found) {
				rc = pmsi_diag(d, PMS_ENOEVENT, (size_t)(p - oc.only), k,
					       "no metric or metric group '%.*s' for %s", (int)k, p,
					       pms_model_name(m));
				break;
			}
			p += k + (p[k] == ',');
		}
	}
	a->only_ = NULL;
	pms_mlist_free(l);
	if (!rc && n) {
		a->cells = pmsi_calloc((size_t)n * (size_t)a->n_conds, sizeof(*a->cells));
		rc = a->cells ? PMS_OK : PMS_ENOMEM;
	}
	for (int i = 0; !rc && i < n; i++)
		rc = fill(a, &a->ent[i], &a->cells[(size_t)i * (size_t)a->n_conds]);
	if (rc) {
		if (rc == PMS_ENOMEM)
			pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
		pms_atlas_free(a);
		return rc;
	}
	*out = a;
	return PMS_OK;
}

PMS_API void pms_atlas_free(struct pms_atlas *a)
{
	if (!a)
		return;
	pmsi_free(a->cells);
	pmsi_free(a->ent);
	pmsi_sarena_free(a->strs);
	pmsi_free(a);
}

PMS_API int pms_atlas_n_entries(const struct pms_atlas *a)
{
	return a ? a->n_ent : 0;
}

PMS_API const struct pms_atlas_entry *pms_atlas_entry(const struct pms_atlas *a, int i)
{
	return a && i >= 0 && i < a->n_ent ? &a->ent[i] : NULL;
}

PMS_API int pms_atlas_n_conds(const struct pms_atlas *a)
{
	return a ? a->n_conds : 0;
}

PMS_API const struct pms_atlas_cond *pms_atlas_cond(const struct pms_atlas *a, int k)
{
	return a && k >= 0 && k < a->n_conds ? &a->conds[k] : NULL;
}

PMS_API const char *pms_atlas_table(const struct pms_atlas *a)
{
	return a && a->table ? a->table : "";
}

PMS_API const char *pms_atlas_table_source(const struct pms_atlas *a)
{
	return a && a->source ? a->source : "";
}

PMS_API uint32_t pms_atlas_perf_version(const struct pms_atlas *a)
{
	return a ? a->pv : 0;
}

PMS_API bool pms_atlas_metric_defaults(const struct pms_atlas *a)
{
	return a && pmsi_json_defaults(a->pv);
}

PMS_API uint32_t pms_atlas_kver(const struct pms_atlas *a)
{
	return a ? a->kver : 0;
}

PMS_API const struct pms_model *pms_atlas_model(const struct pms_atlas *a)
{
	return a ? a->m : NULL;
}

PMS_API int pms_atlas_query(const struct pms_atlas *a, int k, struct pms_query **out,
			    struct pms_diag *d)
{
	struct pms_sim_opts so;
	struct pms_query *q;
	int rc;

	if (!out)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "NULL argument");
	*out = NULL;
	if (!a || k < 0 || k >= a->n_conds)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no condition %d", k + 1);
	rc = pms_query_new(&q, d);
	if (rc)
		return rc;
	sim_opts(a->m, a->kver, a->pv, &a->conds[k], &so);
	rc = pms_query_set_model(q, a->m);
	if (!rc)
		rc = pms_query_set_opts(q, &so);
	if (rc) {
		pms_query_free(q);
		return pmsi_diag(d, rc, PMS_NOPOS, 0, "the query refused condition %d", k + 1);
	}
	*out = q;
	return PMS_OK;
}

PMS_API void pms_atlas_summarize(const struct pms_atlas *a, struct pms_atlas_summary *out)
{
	if (!out)
		return;
	memset(out, 0, sizeof(*out));
	for (int i = 0; a && i < a->n_ent; i++) {
		const struct pms_atlas_entry *e = &a->ent[i];
		bool never = false, mux = false, nm = false, ref = false, built = false;

		if (e->is_group)
			continue;
		out->metrics++;
		for (int k = 0; k < a->n_conds; k++) {
			never |= e->cells[k].verdict == PMS_ATLAS_NEVER;
			mux |= e->cells[k].verdict == PMS_ATLAS_MULTIPLEX;
			nm |= e->cells[k].verdict == PMS_ATLAS_NOT_MODELLED;
			ref |= e->cells[k].verdict == PMS_ATLAS_REFUSED;
			built |= e->cells[k].verdict <= PMS_ATLAS_NOT_MODELLED;
		}
		if (never)
			out->never++;
		else if (nm)
			out->not_modelled++;
		else if (ref || !built)
			out->refused++;
		else if (mux)
			out->multiplex++;
		else
			out->always++;
		out->cmp[e->cmp]++;
		if (e->perf_con != PMS_ATLAS_CON_NONE) {
			out->perf_hints++;
			out->hints_agree += e->cmp == PMS_ATLAS_AGREE;
		}
	}
}

/* The names of the conditions of @mask, ", " separated, appended at @len. */
static size_t conds_text(const struct pms_atlas *a, uint32_t mask, char *buf, size_t n,
			 size_t len)
{
	bool first = true;

	for (int k = 0; k < a->n_conds && len < n; k++) {
		char c[64];
		int w;

		if (!(mask & (1u << k)))
			continue;
		pms_atlas_cond_name(&a->conds[k], c, sizeof(c));
		w = snprintf(buf + len, n - len, "%s%s", first ? "" : ", ", c);
		if (w > 0)
			len += (size_t)w;
		first = false;
	}
	return len < n ? len : n - 1;
}

static size_t add(char *buf, size_t n, size_t len, const char *s)
{
	int w;

	if (len >= n)
		return n - 1;
	w = snprintf(buf + len, n - len, "%s", s);
	len += w > 0 ? (size_t)w : 0;
	return len < n ? len : n - 1;
}

PMS_API int pms_atlas_reason(const struct pms_atlas *a, int i, char *buf, size_t n)
{
	const struct pms_atlas_entry *e;
	size_t len = 0;

	if (!buf || !n)
		return 0;
	buf[0] = '\0';
	if (!a || i < 0 || i >= a->n_ent || a->ent[i].is_group)
		return 0;
	e = &a->ent[i];
	switch (e->cmp) {
	case PMS_ATLAS_NOT_JUDGED: {
		/* the first condition that says why (on a hybrid the metric may
		 * be absent for one core type and fail to build for the other) */
		uint32_t absent = 0;
		int at = -1;

		int first_absent = -1;

		for (int k = 0; k < a->n_conds; k++) {
			if (e->cells[k].verdict == PMS_ATLAS_ABSENT) {
				absent |= 1u << k;
				if (first_absent < 0)
					first_absent = k;
			} else if (at < 0 && e->cells[k].note && e->cells[k].note[0]) {
				at = k;
			}
		}
		if (at < 0) {
			len = add(buf, n, len, "not a metric of these core types");
			if (first_absent >= 0 && e->cells[first_absent].note &&
			    e->cells[first_absent].note[0]) {
				len = add(buf, n, len, " (perf: ");
				len = add(buf, n, len, e->cells[first_absent].note);
				len = add(buf, n, len, ")");
			}
			break;
		}
		if (absent) {
			len = add(buf, n, len, "not a metric under ");
			len = conds_text(a, absent, buf, n, len);
			if (e->cells[first_absent].note && e->cells[first_absent].note[0]) {
				len = add(buf, n, len, " (perf: ");
				len = add(buf, n, len, e->cells[first_absent].note);
				len = add(buf, n, len, ")");
			}
			len = add(buf, n, len, "; under ");
			len = conds_text(a, 1u << at, buf, n, len);
			len = add(buf, n, len, ": ");
		}
		len = add(buf, n, len, e->cells[at].note);
		break;
	}
	case PMS_ATLAS_AGREE:
		if (e->perf_con == PMS_ATLAS_CON_NONE)
			break;
		len = add(buf, n, len, "grouped, an event is not counted under ");
		len = conds_text(a, e->fail_conds, buf, n, len);
		len = add(buf, n, len, "; perf's hint ungroups it there");
		break;
	case PMS_ATLAS_PERF_LACKS:
	case PMS_ATLAS_STRONGER:
	case PMS_ATLAS_WEAKER:
		len = add(buf, n, len, "grouped, an event is not counted under ");
		len = conds_text(a, e->fail_conds, buf, n, len);
		len = add(buf, n, len, e->cmp == PMS_ATLAS_PERF_LACKS ?
			  "; ungrouped there it counts" : e->cmp == PMS_ATLAS_STRONGER ?
			  "; a weaker hint ungroups it there, and perf's ungroups it elsewhere too" :
			  "; perf's hint leaves it grouped under some of them");
		break;
	case PMS_ATLAS_NOT_NEEDED:
		if (e->reset_conds) {
			len = add(buf, n, len, "grouped, the kernel refuses the weak group at "
				  "open under ");
			len = conds_text(a, e->reset_conds, buf, n, len);
			len = add(buf, n, len, " and perf reopens its events ungrouped "
				  "(evlist__reset_weak_group()): every event counts without the "
				  "hint");
		} else {
			len = add(buf, n, len, "grouped, every event counts under every "
				  "condition");
		}
		break;
	default:
		len = add(buf, n, len, "no constraint makes every event count");
		break;
	}
	if (e->alone_fails) {
		len = add(buf, n, len, len ? "; " : "");
		len = add(buf, n, len, "an event is not counted even ungrouped under ");
		len = conds_text(a, e->alone_fails, buf, n, len);
	}
	/* refused under some conditions, judged under others */
	for (int k = 0; e->cmp != PMS_ATLAS_NOT_JUDGED && k < a->n_conds; k++) {
		uint32_t ref = 0;

		for (int q = 0; q < a->n_conds; q++)
			if (e->cells[q].verdict == PMS_ATLAS_REFUSED)
				ref |= 1u << q;
		if (!ref)
			break;
		while (!(ref & (1u << k)))
			k++;
		len = add(buf, n, len, len ? "; under " : "under ");
		len = conds_text(a, ref, buf, n, len);
		len = add(buf, n, len, ": ");
		len = add(buf, n, len, e->cells[k].note ? e->cells[k].note : "perf refuses it");
		break;
	}
	/* judged system wide (cpu_wide()): the first condition's note says why */
	for (int k = 0; e->cmp != PMS_ATLAS_NOT_JUDGED && k < a->n_conds; k++) {
		const struct pms_atlas_cell *c = &e->cells[k];

		if (c->verdict < PMS_ATLAS_NOT_MODELLED && c->note && c->note[0]) {
			len = add(buf, n, len, len ? "; " : "");
			len = add(buf, n, len, c->note);
			break;
		}
	}
	return (int)len;
}
