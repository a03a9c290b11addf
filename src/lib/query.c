/*
 * The query API (include/pmusched/query.h): the conditions of a question
 * in one object, and each answer in one call that stays in the library
 * from the model lookup to the simulation.  The steps are the CLI's
 * predict and plan (cmd_predict.c predict_run(), cmd_plan.c): the list
 * perf builds (pms_mlist_build()), the list parsed as the perf that reads
 * it, the simulation, the plan.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "internal.h"
#include "metric_int.h"
#include "query_emetrics_int.h"
#include "query_host_int.h"
#include "pmusched/query.h"

struct pms_query {
	const struct pms_model *model;
	const struct pms_host *host;
	struct pmsi_qhost *qh;		/* the host keys' own host, or NULL */
	struct pms_sim_opts opts;	/* env, perf version, durations, -a, record */
	int ht, nmi_watchdog, allow_tfa, tsx;	/* -1: the default */
	char *workload;			/* busy|sleep|PHASES; NULL: busy */
	char *metrics;			/* -M, or NULL */
	int detailed;			/* -d count */
	bool topdown;
	int td_level;			/* --td-level; 0: perf's default */
	unsigned mlist_flags;		/* PMS_MLIST_NO_GROUP, _NO_MERGE, _NO_THRESHOLD */
	char *sibling;			/* events on the HT sibling, or NULL */
	char *cputype;			/* perf stat --cputype, or NULL */
	enum { OUT_TEXT, OUT_CSV, OUT_JSON } output;	/* perf stat's output: -x, -j */
	bool interval;			/* perf stat -I: its interval lines */
	int arm_counters, arm_pmuv3p5;	/* 0, -1: the model's */
	uint64_t arm_pmceid;		/* the common events the PMU has ... */
	bool arm_pmceid_known;		/* ... when known */
	bool opts_given;		/* pms_query_set_opts(): env used as given */
	struct pms_muxerr_workload variability;	/* explain's error model */
	double confidence;
	struct pms_muxerr_opts mx_opts;	/* replay's bounds, when mx_given */
	bool mx_given;
	/* perf's one-by-one enables and disables, late expiries
	 * (pms_sim_opts.enable_ns, disable_ns, missed_ns, late_ns and
	 * late_by_ns; the last two share n_times[3]): [0..n) each */
	uint64_t times[5][PMS_QUERY_MAX_TIMES];
	unsigned n_times[4];
};

struct pms_answer {
	enum pms_answer_kind kind;
	const struct pms_model *model;
	struct pms_sim_opts opts;
	char *workload;			/* as the query gave it */
	struct pms_phase *phases;
	uint64_t *times;		/* opts.enable_ns, disable_ns, missed_ns, late_ns, late_by_ns */
	struct pms_mlist *mlist;
	char *text;			/* the list parsed (the -e events, then perf's) */
	struct pms_evlist *ev;
	struct pms_sim *sim;
	struct pms_plan *plan;
	struct pms_explain *explain;
	struct pms_evlist *sib;		/* the sibling's events, or NULL */
	struct pms_perf_lines *lines;	/* perf's lines of its own list, or NULL */
	unsigned parse_flags;		/* pms_evlist_opts.flags for text */
	struct pms_muxerr_workload variability;	/* the plan's error model */
	char **cmd;			/* each run's perf command */
	int n_cmd;
	struct pms_capture *cap;	/* PMS_ANSWER_REPLAY: the capture ... */
	bool own_cap;			/* ... parsed here (else the caller's) */
	struct pms_muxerr *mx;		/* ... and its bounds */
	double mx_confidence;
	char *json;
	/* a plan for metrics (PMS_ASK_FOR_METRICS): perf's list and the one planned */
	struct pms_plan_mlist pm;
	bool has_pm;
	struct pms_answer *perf;	/* perf's own list, when another was planned */
	/* a plan for the two-count metrics of another list (PMS_ASK_FOR_METRICS) */
	struct pmsi_emetrics *em;
};

PMS_API int pms_query_new(struct pms_query **out, struct pms_diag *d)
{
	struct pms_query *q;

	if (!out)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "NULL argument");
	q = pmsi_calloc(1, sizeof(*q));
	*out = q;
	if (!q)
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	q->ht = q->nmi_watchdog = q->allow_tfa = q->tsx = q->arm_pmuv3p5 = -1;
	q->variability = (struct pms_muxerr_workload)PMS_MUXERR_WORKLOAD_INIT;
	q->confidence = PMS_MUXERR_DEFAULT_CONFIDENCE;
	return PMS_OK;
}

PMS_API void pms_query_free(struct pms_query *q)
{
	if (!q)
		return;
	pmsi_free(q->metrics);
	pmsi_free(q->workload);
	pmsi_free(q->sibling);
	pmsi_free(q->cputype);
	pmsi_qhost_free(q->qh);
	pmsi_free(q);
}

/* on|off, yes|no, 1|0, true|false: 1 or 0; -1 for anything else. */
static int onoff(const char *v)
{
	static const char *const on[] = { "on", "yes", "1", "true" };
	static const char *const off[] = { "off", "no", "0", "false" };

	for (size_t i = 0; i < PMS_ARRAY_SIZE(on); i++) {
		if (!strcmp(v, on[i]))
			return 1;
		if (!strcmp(v, off[i]))
			return 0;
	}
	return -1;
}

static int bad_value(struct pms_diag *d, const char *key, const char *v, const char *want)
{
	pmsi_diag(d, PMS_ESYNTAX, 0, strlen(v), "bad value '%s' for '%s'", v, key);
	pmsi_hint(d, "%s", want);
	return PMS_ESYNTAX;
}

/* A string key: @v copied into *@at ("" clears it). */
static int set_text(char **at, const char *v, struct pms_diag *d)
{
	char *t = NULL;

	if (*v && !(t = pmsi_strdup(v)))
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	pmsi_free(*at);
	*at = t;
	return PMS_OK;
}

/* A whole decimal number in [@lo, @hi] into *@out. */
static int number(const char *key, const char *v, unsigned long long lo, unsigned long long hi,
		  unsigned long long *out, struct pms_diag *d)
{
	unsigned long long n = 0;
	const char *c = v;

	for (; *c >= '0' && *c <= '9'; c++) {
		if (n > (hi - (unsigned)(*c - '0')) / 10)
			break;
		n = n * 10 + (unsigned)(*c - '0');
	}
	if (c == v || *c || n < lo || n > hi) {
		pmsi_diag(d, PMS_ESYNTAX, 0, strlen(v), "bad value '%s' for '%s'", v, key);
		pmsi_hint(d, "a whole number, %llu to %llu", lo, hi);
		return PMS_ESYNTAX;
	}
	*out = n;
	return PMS_OK;
}

/* A fraction "0.5" or a percentage "50%" at @s; the end in *@end.  -1: none. */
static double fraction(const char *s, const char **end)
{
	char *e;
	double v;

	*end = s;
	if (!(*s >= '0' && *s <= '9') && *s != '.')
		return -1;
	v = strtod(s, &e);
	if (e == s)
		return -1;
	if (*e == '%') {
		v /= 100;
		e++;
	}
	*end = e;
	return v;
}

/* variability CV[@WINDOW], confidence C: explain's error model. */
static int error_model(struct pms_query *q, const char *key, const char *v, struct pms_diag *d)
{
	const char *end;
	double f = fraction(v, &end);
	uint64_t ns;

	if (key[0] == 'c') {
		if (!(f > 0 && f < 1) || *end)
			return bad_value(d, key, v, "a level between 0 and 1 (0.9) or a "
					 "percentage (90%)");
		q->confidence = f;
		return PMS_OK;
	}
	if (!(f >= 0 && f <= 100) || (*end && *end != '@'))
		return bad_value(d, key, v, "a coefficient of variation of the event's rate, 0.5 "
				 "or 50%, optionally @WINDOW (e.g. 50%@4ms)");
	if (*end == '@') {
		if (pms_duration_parse(end + 1, &ns, d) || !ns)
			return bad_value(d, key, v, "a window above 0 after '@' (4ms)");
		q->variability.scale_ns = ns;
	}
	q->variability.cv = f;
	return PMS_OK;
}

/* The host keys: "host" and "host-profile" replace the host and the model
 * as pms_query_set_host_generic() does (an unknown CPU leaves no model);
 * "host-cpuid" and "host-perf" probe an own host in use again, keeping a
 * model set after it; "" or a failed probe drops the own host and the
 * model it gave. */
static int own_host(struct pms_query *q, const char *key, const char *v, struct pms_diag *d)
{
	const struct pms_host *was = pmsi_qhost_get(q->qh), *h;
	bool in_use = was && q->host == was;
	bool primary = !strcmp(key, "host") || !strcmp(key, "host-profile");
	const struct pms_model *was_model = was ? was->model : NULL;
	int rc = pmsi_qhost_set(&q->qh, key, v, d);

	h = pmsi_qhost_get(q->qh);
	if (in_use) {
		q->host = NULL;
		if (q->model == was_model)
			q->model = NULL;	/* the host's, not one set after it */
	}
	if (h && (primary || in_use)) {
		q->host = h;
		if (primary || !q->model)
			q->model = h->model;
	}
	return rc;
}

/* The keys of the options beyond the conditions: PMS_EINVAL with an empty
 * message for a key that is not one of them. */
static int set_more(struct pms_query *q, const char *key, const char *v, struct pms_diag *d)
{
	static const struct { const char *key; unsigned flag; } mflags[] = {
		{ "metric-no-group", PMS_MLIST_NO_GROUP },
		{ "metric-no-merge", PMS_MLIST_NO_MERGE },
		{ "metric-no-threshold", PMS_MLIST_NO_THRESHOLD },
	};
	unsigned long long n;
	uint64_t pmceid;
	int rc, b;

	for (size_t i = 0; i < PMS_ARRAY_SIZE(mflags); i++) {
		if (strcmp(key, mflags[i].key))
			continue;
		if ((b = onoff(v)) < 0)
			return bad_value(d, key, v, "on or off");
		q->mlist_flags = b ? q->mlist_flags | mflags[i].flag :
			       q->mlist_flags & ~mflags[i].flag;
		return PMS_OK;
	}
	if (!strcmp(key, "hybrid-merge") || !strcmp(key, "pmuv3p5")) {
		if ((b = onoff(v)) < 0)
			return bad_value(d, key, v, "on or off");
		if (key[0] == 'h')
			q->opts.hybrid_merge = b;
		else
			q->arm_pmuv3p5 = b;
		return PMS_OK;
	}
	if (!strcmp(key, "output")) {
		if (strcmp(v, "text") && strcmp(v, "csv") && strcmp(v, "json"))
			return bad_value(d, key, v, "text, csv (perf stat -x) or json (-j)");
		q->output = v[0] == 't' ? OUT_TEXT : v[0] == 'c' ? OUT_CSV : OUT_JSON;
		return PMS_OK;
	}
	if (!strcmp(key, "interval-print")) {
		if ((b = onoff(v)) < 0)
			return bad_value(d, key, v, "on or off");
		q->interval = b;
		return PMS_OK;
	}
	if (!strcmp(key, "sibling"))
		return set_text(&q->sibling, v, d);
	if (!strcmp(key, "cputype"))
		return set_text(&q->cputype, v, d);
	if (!strcmp(key, "core-share")) {
		struct pms_core_share cs;

		rc = pms_core_share_parse(v, &cs, d);
		if (!rc)
			q->opts.core_share = cs;
		return rc;
	}
	if (!strcmp(key, "enable-offsets") || !strcmp(key, "disable-offsets") ||
	    !strcmp(key, "missed-expiry")) {
		int k = key[0] == 'e' ? 0 : key[0] == 'd' ? 1 : 2;

		q->n_times[k] = 0;
		if (!*v)
			return PMS_OK;
		return pms_times_parse(v, q->times[k], PMS_QUERY_MAX_TIMES, &q->n_times[k], d);
	}
	if (!strcmp(key, "late-expiry")) {
		q->n_times[3] = 0;
		if (!*v)
			return PMS_OK;
		rc = pms_late_times_parse(v, q->times[3], q->times[4], PMS_QUERY_MAX_TIMES,
					  &q->n_times[3], d);
		if (rc)
			q->n_times[3] = 0;
		return rc;
	}
	if (!strcmp(key, "timer-phase")) {
		uint64_t ns;

		rc = pms_duration_parse(v, &ns, d);
		if (!rc)
			q->opts.timer_phase_ns = ns;
		return rc;
	}
	if (!strcmp(key, "period") || !strcmp(key, "freq")) {
		/* perf record -c N / -F N: either implies record */
		rc = number(key, v, 1, key[0] == 'f' ? 100000 : INT64_MAX, &n, d);
		if (rc)
			return rc;
		q->opts.record = true;
		if (key[0] == 'f')
			q->opts.sample_freq = n;
		else
			q->opts.sample_period = n;
		return PMS_OK;
	}
	if (!strcmp(key, "td-level") || !strcmp(key, "counters")) {
		rc = number(key, v, key[0] == 't' ? 0 : 1, key[0] == 't' ? 9 : 31, &n, d);
		if (rc)
			return rc;
		if (key[0] == 't')
			q->td_level = (int)n;
		else
			q->arm_counters = (int)n;
		return PMS_OK;
	}
	if (!strcmp(key, "arm-events")) {
		rc = pms_arm_pmceid_parse(v, &pmceid, d);
		if (rc)
			return rc;
		q->arm_pmceid = pmceid;
		q->arm_pmceid_known = true;
		return PMS_OK;
	}
	if (!strcmp(key, "variability") || !strcmp(key, "confidence"))
		return error_model(q, key, v, d);
	if (d)
		pms_diag_clear(d);
	return PMS_EINVAL;
}

PMS_API int pms_query_set(struct pms_query *q, const char *key, const char *v,
			  struct pms_diag *d)
{
	static const char *const bools[] = { "ht", "nmi-watchdog", "tsx", "all-cpus", "record",
					     "topdown", "allow-tsx-force-abort" };
	uint64_t ns;
	int rc;

	if (!q || !key || !v)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "NULL argument");
	if (!strcmp(key, "host") || !strcmp(key, "host-profile") || !strcmp(key, "host-cpuid") ||
	    !strcmp(key, "host-perf"))
		return own_host(q, key, v, d);
	for (size_t i = 0; i < PMS_ARRAY_SIZE(bools); i++) {
		int b;

		if (strcmp(key, bools[i]))
			continue;
		b = onoff(v);
		if (b < 0)
			return bad_value(d, key, v, "on or off");
		switch (i) {
		case 0: q->ht = b; break;
		case 1: q->nmi_watchdog = b; break;
		case 2: q->tsx = b; break;
		case 3: q->opts.system_wide = b; break;
		case 4: q->opts.record = b; break;
		case 5: q->topdown = b; break;
		default: q->allow_tfa = b; break;
		}
		return PMS_OK;
	}
	if (!strcmp(key, "cpu")) {
		const struct pms_model *m = pms_model_find(v);

		if (!m) {
			pmsi_diag(d, PMS_ENOMODEL, 0, strlen(v), "unknown CPU model '%s'", v);
			pmsi_hint(d, "'pmusched list' shows the models and their names");
			return PMS_ENOMODEL;
		}
		q->model = m;
		return PMS_OK;
	}
	if (!strcmp(key, "kernel") || !strcmp(key, "perf-version")) {
		struct pms_diag note;
		uint32_t kv;

		rc = pms_kver_parse(v, &kv, d);
		if (rc)
			return rc;
		pms_diag_clear(&note);
		rc = pms_kver_check(kv, &note);
		if (rc < 0) {
			if (d)
				*d = note;
			return note.code;
		}
		/* a later release is assumed to behave as the newest modelled: the
		 * answer is given, and the note goes to the log hook (pms_set_log()) */
		if (rc > 0)
			pmsi_log(PMS_LOG_WARN, "%s: %s", key, note.msg);
		if (d)
			pms_diag_clear(d);
		if (key[0] == 'k')
			q->opts.env.kver = kv;
		else
			q->opts.perf_version = kv;
		return PMS_OK;
	}
	if (!strcmp(key, "workload")) {
		/* checked now, so the error points at the value that has it (the
		 * answer parses it again, for the query's duration) */
		struct pms_phase ph[4];
		unsigned n;

		rc = pms_workload_parse(v, 1000000000, ph, 4, &n, d);
		if (rc && rc != PMS_ELIMIT)
			return rc;
		return set_text(&q->workload, v, d);
	}
	if (!strcmp(key, "duration") || !strcmp(key, "mux-interval")) {
		rc = pms_duration_parse(v, &ns, d);
		if (rc)
			return rc;
		if (!ns)
			return bad_value(d, key, v, "a time above 0 (10ms, 1s)");
		if (key[0] == 'd')
			q->opts.duration_ns = ns;
		else
			q->opts.mux_interval_ns = ns;
		return PMS_OK;
	}
	if (!strcmp(key, "metrics")) {
		char *m = pmsi_strdup(v);

		if (!m)
			return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
		pmsi_free(q->metrics);
		q->metrics = m;
		return PMS_OK;
	}
	if (!strcmp(key, "detailed")) {
		if (!(v[0] >= '0' && v[0] <= '3') || v[1])
			return bad_value(d, key, v, "0 to 3 (perf stat -d given that many times)");
		q->detailed = v[0] - '0';
		return PMS_OK;
	}
	rc = set_more(q, key, v, d);
	if (rc != PMS_EINVAL || (d && d->msg[0]))
		return rc;
	pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "unknown query key '%s'", key);
	pmsi_hint(d, "cpu, host, host-profile, host-cpuid, host-perf, kernel, perf-version, ht, nmi-watchdog, allow-tsx-force-abort, tsx, "
		  "workload, duration, mux-interval, timer-phase, all-cpus, record, period, freq, "
		  "metrics, detailed, topdown, td-level, metric-no-group, metric-no-merge, "
		  "metric-no-threshold, output, interval-print, sibling, cputype, core-share, hybrid-merge, counters, "
		  "pmuv3p5, arm-events, variability, confidence");
	return PMS_EINVAL;
}

PMS_API int pms_query_set_model(struct pms_query *q, const struct pms_model *m)
{
	if (!q || !m)
		return PMS_EINVAL;
	q->model = m;
	q->host = NULL;
	return PMS_OK;
}

PMS_API int pms_query_set_host(struct pms_query *q, const struct pms_host *h, struct pms_diag *d)
{
	if (!q || !h)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "NULL argument");
	if (!h->model)
		return pmsi_diag(d, h->model_rc ? h->model_rc : PMS_ENOMODEL, PMS_NOPOS, 0, "%s",
				 h->model_msg[0] ? h->model_msg : "the host's CPU is not known");
	q->model = h->model;
	q->host = h;
	return PMS_OK;
}

PMS_API int pms_query_set_host_generic(struct pms_query *q, const struct pms_host *h,
				       struct pms_diag *d)
{
	if (!q || !h)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "NULL argument");
	q->model = h->model;	/* NULL: the events answer's generic events only */
	q->host = h;
	return PMS_OK;
}

PMS_API int pms_query_set_opts(struct pms_query *q, const struct pms_sim_opts *o)
{
	struct pms_sim_opts oc = { .sz = sizeof(oc), .env = PMS_ENV_DEFAULT };
	struct pms_env e;

	if (!q || !o || pmsi_sz_copy(&oc, sizeof(oc), o, "struct pms_sim_opts", NULL) ||
	    pmsi_env_take(&e, &oc.env, NULL))
		return PMS_EINVAL;
	q->opts = oc;
	q->opts.phases = NULL;
	q->opts.n_phases = 0;
	q->opts.sibling = NULL;
	/* the query's own copies (keys enable-offsets, ...) */
	q->opts.enable_ns = q->opts.disable_ns = q->opts.missed_ns = NULL;
	q->opts.late_ns = q->opts.late_by_ns = NULL;
	q->opts.n_skew = q->opts.n_missed = q->opts.n_late = 0;
	q->opts_given = true;
	return PMS_OK;
}

PMS_API int pms_query_set_error_model(struct pms_query *q, const struct pms_muxerr_workload *w,
				      double confidence)
{
	struct pms_muxerr_workload v = PMS_MUXERR_WORKLOAD_INIT;
	int rc;

	if (!q || !(confidence >= 0 && confidence < 1))
		return PMS_EINVAL;
	if (w) {
		rc = pmsi_sz_copy(&v, sizeof(v), w, "struct pms_muxerr_workload", NULL);
		if (rc)
			return rc;
	}
	q->variability = v;
	q->confidence = confidence ? confidence : PMS_MUXERR_DEFAULT_CONFIDENCE;
	return PMS_OK;
}

/*
 * The conditions: the caller's (pms_query_set_opts()), or the query's
 * choices put through the one policy (pms_env_choose(), which the CLI's
 * options call too).  A host gives perf's version and the core PMU's
 * perf_event_mux_interval_ms where the question leaves them open.
 */
static void conditions(const struct pms_query *q, struct pms_sim_opts *o)
{
	struct pms_env_choice c = PMS_ENV_CHOICE_INIT;
	const struct pms_host_pmu *u = NULL;

	*o = q->opts;
	o->sz = sizeof(*o);
	if (!q->opts_given) {
		c.kver = q->opts.env.kver;
		c.ht = q->ht;
		c.nmi_watchdog = q->nmi_watchdog;
		c.allow_tfa = q->allow_tfa;
		c.tsx = q->tsx;
		c.arm_counters = (uint8_t)q->arm_counters;
		c.arm_pmuv3p5 = q->arm_pmuv3p5;
		o->env.sz = sizeof(o->env);
		pms_env_choose(q->model, q->host, true, &c, &o->env, NULL);
		if (q->arm_pmceid_known) {
			o->env.arm_pmceid = q->arm_pmceid;
			o->env.arm_pmceid_known = true;
		}
	}
	if (!q->host)
		return;
	if (!o->perf_version)
		o->perf_version = q->host->perf_version;
	for (int i = 0; i < q->host->n_pmus && !u; i++)
		if (q->host->pmu[i].type == 4)		/* PERF_TYPE_RAW: the core PMU */
			u = &q->host->pmu[i];
	if (!o->mux_interval_ns && u && u->mux_interval_ms > 0)
		o->mux_interval_ns = (uint64_t)u->mux_interval_ms * 1000000;
}

PMS_API void pms_answer_free(struct pms_answer *a)
{
	if (!a)
		return;
	pms_answer_free(a->perf);
	pms_explain_free(a->explain);
	pms_plan_free(a->plan);
	pms_perf_lines_free(a->lines);
	pms_sim_free(a->sim);
	pmsi_emetrics_free(a->em);	/* after the lines: they may read its list */
	pms_evlist_free(a->ev);
	pms_evlist_free(a->sib);
	pms_mlist_free(a->mlist);
	for (int r = 0; r < a->n_cmd; r++)
		pmsi_free(a->cmd[r]);
	pmsi_free(a->cmd);
	pmsi_free(a->phases);
	pmsi_free(a->times);
	pmsi_free(a->text);
	pmsi_free(a->workload);
	pms_muxerr_free(a->mx);
	if (a->own_cap)
		pms_capture_free(a->cap);
	pmsi_free(a->json);
	pmsi_free(a);
}

PMS_API int pms_query_set_muxerr_opts(struct pms_query *q, const struct pms_muxerr_opts *o,
				      struct pms_diag *d)
{
	struct pms_muxerr_opts mo = PMS_MUXERR_OPTS_INIT;
	int rc;

	if (!q || !o)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "NULL argument");
	rc = pmsi_sz_copy(&mo, sizeof(mo), o, "struct pms_muxerr_opts", d);
	if (rc)
		return rc;
	q->mx_opts = mo;
	q->mx_given = true;
	return PMS_OK;
}

PMS_API int pms_query_replay_capture(const struct pms_query *q, const struct pms_capture *cap,
				     struct pms_answer **out, struct pms_diag *d)
{
	struct pms_muxerr_opts mo = PMS_MUXERR_OPTS_INIT;
	struct pms_answer *a;
	int rc;

	if (out)
		*out = NULL;
	if (!q || !cap || !out)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "NULL argument");
	if (q->mx_given) {
		mo = q->mx_opts;
	} else {	/* the query's own: confidence, the rotation interval */
		mo.confidence = q->confidence;
		mo.mux_interval_ns = q->opts.mux_interval_ns;
	}
	a = pmsi_calloc(1, sizeof(*a));
	if (!a)
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	a->kind = PMS_ANSWER_REPLAY;
	a->model = q->model;
	a->opts = q->opts;
	a->cap = (struct pms_capture *)cap;
	a->mx_confidence = mo.confidence;
	rc = pms_muxerr_new(cap, &mo, &a->mx, d);
	if (rc) {
		pms_answer_free(a);
		return rc;
	}
	*out = a;
	return PMS_OK;
}

PMS_API int pms_query_replay(const struct pms_query *q, const char *text, size_t len,
			     struct pms_answer **out, struct pms_diag *d)
{
	struct pms_capture *cap = NULL;
	int rc;

	if (out)
		*out = NULL;
	if (!q || !text || !out)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "NULL argument");
	rc = pms_capture_parse(text, len, &cap, d);
	if (!rc)
		rc = pms_query_replay_capture(q, cap, out, d);
	if (rc) {
		pms_capture_free(cap);
		return rc;
	}
	(*out)->own_cap = true;
	return PMS_OK;
}

PMS_API const struct pms_capture *pms_answer_capture(const struct pms_answer *a)
{
	return a ? a->cap : NULL;
}

PMS_API const struct pms_muxerr *pms_answer_muxerr(const struct pms_answer *a)
{
	return a ? a->mx : NULL;
}

/* The list perf opens: the -e events, then the list perf builds. */
static int build_list(const struct pms_query *q, struct pms_answer *a, const char *events,
		      uint32_t pv, unsigned mflags, struct pms_diag *d)
{
	struct pms_mlist_opts mo = PMS_MLIST_OPTS_INIT;
	const char *lt;
	size_t na, nb;
	int rc;

	if (events && !q->metrics && !q->detailed && !q->topdown) {
		a->text = pmsi_strdup(events);	/* -e alone: perf adds nothing */
		return a->text ? PMS_OK : pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	}
	mo.env = a->opts.env;
	mo.perf_version = pv;
	mo.flags = mflags | (a->opts.system_wide ? PMS_MLIST_SYSTEM_WIDE : 0) |
		   (a->opts.env.no_tsx ? 0 : PMS_MLIST_TSX) | (events ? PMS_MLIST_HAS_EVENTS : 0) |
		   (q->topdown ? PMS_MLIST_TOPDOWN : 0);
	mo.metrics = q->metrics;
	mo.detailed = q->detailed;
	mo.td_level = q->td_level;
	mo.host = q->host;
	mo.cputype = q->cputype;
	rc = pms_mlist_build(a->model, &mo, &a->mlist, d);
	if (rc)
		return rc;
	lt = pms_mlist_text(a->mlist);
	na = events ? strlen(events) : 0;
	nb = strlen(lt);
	a->text = pmsi_malloc(na + nb + 2);
	if (!a->text)
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	memcpy(a->text, events ? events : "", na);
	if (na && nb)
		a->text[na++] = ',';
	memcpy(a->text + na, lt, nb + 1);
	if (!a->text[0])
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "the list perf would build is empty");
	/* perf's own order, the library's rule (pms_mlist_parse_flags()) */
	a->parse_flags |= pms_mlist_parse_flags(a->mlist);
	return PMS_OK;
}

/*
 * perf stat with no target counts an -e list of box events alone system
 * wide, deciding before it adds metrics or its default set
 * (pms_uncore_stat_system_wide()).
 */
static void stat_target(const struct pms_query *q, struct pms_answer *a, const char *events,
			uint32_t pv)
{
	struct pms_evlist_opts eo = PMS_EVLIST_OPTS_INIT;
	struct pms_evlist *only = NULL;

	if (a->opts.system_wide || !events)
		return;
	eo.env = &a->opts.env;
	eo.perf_version = pv;
	eo.cputype = q->cputype;
	if (!pms_evlist_parse_opts(a->model, events, &eo, &only, NULL) &&
	    pms_uncore_stat_system_wide(only))
		a->opts.system_wide = true;
	pms_evlist_free(only);
}

/* What the model must be for the arm64 PMUv3 keys. */
static int arm_keys(const struct pms_query *q, struct pms_diag *d)
{
	if ((!q->arm_counters && q->arm_pmuv3p5 < 0 && !q->arm_pmceid_known) ||
	    pms_model_alloc(q->model) == PMS_ALLOC_ARM_PMUV3)
		return PMS_OK;
	return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "counters, pmuv3p5 and arm-events describe "
			 "an arm64 PMUv3; model '%s' is not one", pms_model_name(q->model));
}

#define STEP(s) (ask->failed = (s))

/* perf stat's option for the query's output, for the messages */
static const char *output_opt(const struct pms_query *q)
{
	return q->output == OUT_CSV ? "-x" : "-j";
}

/*
 * What perf stat's output changes in the list and what is modelled of it.
 * builtin-stat.c cmd_stat() (7.2.13, 7.3.4; mainline 17df33fe22c7, pulled
 * for 6.13; not in 6.12.117): CSV output
 * prints no threshold, so perf sets metric_no_threshold and -M opens no
 * threshold events (real perf 7.3.4 on fake skl, -x, -M TopdownL1: no
 * INST_RETIRED.ANY nor UOPS_RETIRED.MACRO_FUSED, tests/oracle/output/),
 * with -I too.  The summary's -x/-j lines (util/stat-display.c printout())
 * are modelled from 7.2 on: 6.19-7.1's trees were not read.
 */
static int output_rules(const struct pms_query *q, const struct pms_answer *a, uint32_t pv,
			const char *events, unsigned *mflags, struct pms_diag *d)
{
	struct pms_perf_interval iv = { .sz = sizeof(iv) };
	bool own = events && !q->metrics && !q->detailed && !q->topdown;
	char vs[32];

	if (q->output == OUT_CSV)
		*mflags |= PMS_MLIST_CSV_OUTPUT;	/* metric_no_threshold at 6.13+ */
	/* the events answer prints no line: only the list's rule applies
	 * ('pmusched stat -x' builds its list so at any perf version) */
	if (q->output == OUT_TEXT || a->kind == PMS_ANSWER_EVENTS)
		return PMS_OK;
	pms_kver_format(pv, vs, sizeof(vs));
	/* -j's members are modelled in every release but 6.13
	 * (pms_perf_interval_info()) */
	if (q->output == OUT_JSON &&
	    pms_perf_interval_info(pv, PMS_PIFORM_JSON, 0, &iv) == PMS_ENOTSUP) {
		pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "perf stat -j is modelled for every perf "
			  "but 6.13, whose metric members are its own (perf %s here)", vs);
		pmsi_hint(d, "another perf release (perf-version), or -x");
		return PMS_EINVAL;
	}
	/* an -e list's lines are each event's, with 6.1's and 6.12's own
	 * metrics (query_interval.c); a list perf builds is modelled from 7.2 */
	if (q->interval || pv >= PMS_KVER(7, 2) || (own && pv < PMS_KVER_RC(6, 13, 1)))
		return PMS_OK;
	pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "perf stat %s without -I is modelled for perf "
		  "7.2 and later, and for an -e list's lines of perf 6.12 and older (perf %s here)",
		  output_opt(q), vs);
	pmsi_hint(d, "perf 7.2 or 7.3 (perf-version), or perf stat -I's interval lines with -x "
		  "(interval-print)");
	return PMS_EINVAL;
}

/*
 * perf 6.12 and older end each -x/-j line with a metric of its own rule
 * (pms_perf_interval_line(), query_interval.c): refused, naming the event,
 * where that rule is not modelled.  The whole run is one window: an event
 * that counts in an interval counts over the run.
 */
static int output_metrics(const struct pms_query *q, const struct pms_answer *a,
			  struct pms_diag *d)
{
	uint64_t end = pms_sim_duration_ns(a->sim);
	char vs[32], name[256];

	if (q->output == OUT_TEXT || pms_sim_perf_version(a->sim) >= PMS_KVER(7, 2))
		return PMS_OK;
	pms_kver_format(pms_sim_perf_version(a->sim), vs, sizeof(vs));
	for (int i = 0; i < pms_evlist_count(a->ev); i++) {
		struct pms_perf_interval_line l = { .sz = sizeof(l) };

		if (pms_perf_interval_line(a->sim, i, 0, end, &l) ||
		    (l.metric != PMS_PLMET_UNMODELLED && !l.metric_unit2))
			continue;
		if (pms_sim_event_name(a->sim, a->ev, i, false, name, sizeof(name)))
			name[0] = '\0';
		/* a second metric's -x/-j line (new_line_csv(), new_line_json()) was
		 * not recorded */
		return pmsi_diag(d, PMS_ENOTSUP, PMS_NOPOS, 0, "perf %s stat %s prints %s for "
				 "event '%s', which is not modelled: drop %s or the event", vs,
				 output_opt(q), l.metric_unit2 ? "a second metric line" :
				 l.metric_unit, name, output_opt(q));
	}
	return PMS_OK;
}

/* The summary's -x/-j lines need the list perf builds matched with the
 * events parsed, and perf's --metric-only layout (--topdown) is not modelled. */
static int output_lines(const struct pms_query *q, const struct pms_answer *a,
			struct pms_diag *d)
{
	const char *why = NULL;
	int rc;

	/* -I's lines are each event's (query_interval.c); perf also prints a
	 * list's metrics there, which are not modelled per interval */
	if (q->interval && a->mlist && pms_mlist_n_metrics(a->mlist) > 0)
		return pmsi_diag(d, PMS_ENOTSUP, PMS_NOPOS, 0, "perf stat -I's lines of a list "
				 "with metrics (-M, --topdown, perf 6.19+'s default set) are not "
				 "modelled: give the events with -e");
	rc = output_metrics(q, a, d);
	if (rc || q->output == OUT_TEXT || q->interval || !a->mlist)
		return rc;
	if (!pms_perf_lines_modelled(a->lines))
		why = "the list perf builds was not matched with the parsed events";
	else if (pms_mlist_metric_only(a->mlist))
		why = "--metric-only's CSV and JSON lines (--topdown) are not modelled";
	if (!why)
		return PMS_OK;
	return pmsi_diag(d, PMS_ENOTSUP, PMS_NOPOS, 0, "perf stat %s: %s", output_opt(q), why);
}

/* The answer's copy of the query's enable, disable, missed and late times. */
static int own_times(const struct pms_query *q, struct pms_answer *a, struct pms_diag *d)
{
	unsigned ne = q->n_times[0], nd = q->n_times[1];

	a->opts.enable_ns = a->opts.disable_ns = a->opts.missed_ns = NULL;
	a->opts.late_ns = a->opts.late_by_ns = NULL;
	a->opts.n_skew = a->opts.n_missed = a->opts.n_late = 0;
	if (!ne && !nd && !q->n_times[2] && !q->n_times[3])
		return PMS_OK;
	if (ne && nd && ne != nd)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0,
				 "%u enable offsets and %u disable offsets: give one per group "
				 "for both", ne, nd);
	a->times = pmsi_calloc(5 * PMS_QUERY_MAX_TIMES, sizeof(uint64_t));
	if (!a->times)
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	for (int k = 0; k < 5; k++)
		memcpy(a->times + k * PMS_QUERY_MAX_TIMES, q->times[k],
		       q->n_times[k < 4 ? k : 3] * sizeof(uint64_t));
	a->opts.n_skew = ne ? ne : nd;
	a->opts.enable_ns = ne ? a->times : NULL;
	a->opts.disable_ns = nd ? a->times + PMS_QUERY_MAX_TIMES : NULL;
	a->opts.n_missed = q->n_times[2];
	a->opts.missed_ns = q->n_times[2] ? a->times + 2 * PMS_QUERY_MAX_TIMES : NULL;
	a->opts.n_late = q->n_times[3];
	a->opts.late_ns = q->n_times[3] ? a->times + 3 * PMS_QUERY_MAX_TIMES : NULL;
	a->opts.late_by_ns = q->n_times[3] ? a->times + 4 * PMS_QUERY_MAX_TIMES : NULL;
	return PMS_OK;
}

/* Every answer's trip: conditions, workload, list, parse, the sibling's
 * events, the simulation, then the plan or the explanation. */
static int ask_steps(const struct pms_query *q, struct pms_query_ask *ask, struct pms_answer *a,
		     struct pms_diag *d)
{
	struct pms_evlist_opts eo = PMS_EVLIST_OPTS_INIT;
	unsigned mflags = q->mlist_flags;
	uint32_t pv;
	int rc;

	STEP(PMS_STEP_CONDITIONS);
	rc = arm_keys(q, d);
	if (rc)
		return rc;
	conditions(q, &a->opts);
	rc = own_times(q, a, d);
	if (rc)
		return rc;
	STEP(PMS_STEP_WORKLOAD);
	a->phases = pmsi_calloc(PMS_SIM_MAX_PHASES, sizeof(*a->phases));
	if (!a->phases)
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	rc = pms_workload_parse(a->workload, a->opts.duration_ns ? a->opts.duration_ns :
				1000000000, a->phases, PMS_SIM_MAX_PHASES, &a->opts.n_phases, d);
	if (rc)
		return rc;
	a->opts.phases = a->phases;
	/* parsed as the perf that reads them: its regrouping and modifier rules */
	pv = pms_perf_version_for(a->opts.perf_version, a->opts.env.kver);
	stat_target(q, a, ask->events, pv);
	STEP(PMS_STEP_CONDITIONS);
	rc = output_rules(q, a, pv, ask->events, &mflags, d);
	if (rc)
		return rc;
	STEP(PMS_STEP_LIST);
	rc = build_list(q, a, ask->events, pv, mflags, d);
	if (rc)
		return rc;
	STEP(PMS_STEP_EVENTS);
	eo.env = &a->opts.env;
	eo.perf_version = pv;
	eo.cputype = q->cputype;
	eo.flags = a->parse_flags | (a->opts.system_wide ? PMS_EVLIST_SYSTEM_WIDE : 0);
	rc = pms_evlist_parse_opts(a->model, a->text, &eo, &a->ev, d);
	if (rc)
		return rc;
	if (a->kind == PMS_ANSWER_EVENTS) {
		STEP(PMS_STEP_NONE);
		return PMS_OK;
	}
	if (q->sibling) {
		STEP(PMS_STEP_SIBLING);
		eo.flags = 0;
		rc = pms_evlist_parse_opts(a->model, q->sibling, &eo, &a->sib, d);
		if (rc)
			return rc;
		a->opts.sibling = a->sib;
	}
	STEP(PMS_STEP_SIMULATE);
	rc = pms_simulate(a->ev, &a->opts, &a->sim, d);
	if (!rc && a->mlist)
		rc = pms_perf_lines_new(a->mlist, a->ev, a->sim, &a->lines, d);
	if (rc)
		return rc;
	STEP(PMS_STEP_CONDITIONS);
	rc = output_lines(q, a, d);
	if (!rc)
		STEP(PMS_STEP_NONE);
	return rc;
}

/* The plan of the answer's list (@n_runs as pms_query_plan()); with
 * @for_metrics, planned for the list's two-count metrics too
 * (pmsi_plan_emetrics()). */
static int plan_step(const struct pms_query *q, const struct pms_query_ask *ask, int n_runs,
		     bool for_metrics, struct pms_answer *a, struct pms_diag *d)
{
	struct pms_plan_opts po = PMS_PLAN_OPTS_INIT;
	int rc;

	po.mode = n_runs == 0 ? PMS_PLAN_ONE_RUN : n_runs < 0 ? PMS_PLAN_NO_MULTIPLEX :
		  PMS_PLAN_RUNS;
	po.n_runs = n_runs > 0 ? n_runs : 0;
	po.flags = ask->plan_flags;
	po.same_run = ask->same_run;
	po.workload = &a->variability;	/* borrowed by the plan: the answer's copy */
	po.confidence = q->confidence;
	rc = pms_plan_new(a->ev, &a->opts, &po, &a->plan, d);
	if (!rc && for_metrics)
		rc = pmsi_plan_emetrics(&a->opts, &po, &a->ev, &a->sim, &a->plan, &a->em, d);
	return rc;
}

/* The last step of an answer: the plan or the explanation. */
static int final_step(const struct pms_query *q, struct pms_query_ask *ask, struct pms_answer *a,
		      struct pms_diag *d)
{
	int rc = PMS_OK;

	if (a->kind == PMS_ANSWER_PLAN) {
		STEP(PMS_STEP_PLAN);
		rc = plan_step(q, ask, ask->n_runs, (ask->flags & PMS_ASK_FOR_METRICS) != 0, a, d);
	} else if (a->kind == PMS_ANSWER_EXPLAIN) {
		struct pms_explain_opts xo = PMS_EXPLAIN_OPTS_INIT;

		STEP(PMS_STEP_EXPLAIN);
		xo.workload = &q->variability;
		xo.confidence = q->confidence;
		rc = pms_explain_new(a->ev, &a->opts, a->sim, &xo, &a->explain, d);
	}
	if (!rc)
		STEP(PMS_STEP_NONE);
	return rc;
}

/*
 * PMS_ASK_FOR_METRICS: the list perf builds is one of metrics when -M or
 * --topdown asked for it, or -d where perf's -d adds metric groups (perf
 * 6.19+, builtin-stat.c add_default_events(); before, -d adds events whose
 * metrics are perf's two-count shadow ones, stat-shadow.c, planned as an
 * -e list is).
 */
static bool metric_list(const struct pms_query *q, const struct pms_answer *a)
{
	uint32_t pv = pms_perf_version_for(a->opts.perf_version, a->opts.env.kver);

	if (q->metrics || q->topdown)
		return true;
	return q->detailed && pmsi_json_defaults(pv) && a->mlist &&
	       pms_mlist_n_metrics(a->mlist) > 0;
}

/* The names of @l's metrics joined with ',' (perf's -M syntax), or NULL. */
static char *metric_names(const struct pms_mlist *l, struct pms_diag *d)
{
	size_t len = 1, at = 0;
	char *s;

	for (int j = 0; j < pms_mlist_n_metrics(l); j++) {
		struct pms_mmetric m;

		if (!pms_mlist_metric(l, j, &m))
			len += strlen(m.name) + 1;
	}
	if (len > PMS_MLIST_MAX_TEXT + 2) {	/* the text, a ',' too many, the NUL */
		pmsi_diag(d, PMS_ELIMIT, PMS_NOPOS, 0, "plan for metrics: the metrics' names are "
			  "longer than %d bytes", PMS_MLIST_MAX_TEXT);
		return NULL;
	}
	if (!(s = pmsi_malloc(len))) {
		pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
		return NULL;
	}
	for (int j = 0; j < pms_mlist_n_metrics(l); j++) {
		struct pms_mmetric m;
		size_t n;

		if (pms_mlist_metric(l, j, &m))
			continue;
		if (at)
			s[at++] = ',';
		n = strlen(m.name);
		memcpy(s + at, m.name, n);
		at += n;
	}
	s[at] = '\0';
	return s;
}

/*
 * A plan for the metrics of perf's list *@ap (predicted): perf's list
 * itself when it counts everything all the time, else the list perf builds
 * for the same metrics one group per metric (--metric-no-merge, the
 * metric's topdown and MetricConstraint rules kept), each planned into runs
 * free of multiplexing unless a number of runs is asked.  *@ap becomes the
 * planned list's answer, owning perf's.
 */
static int plan_for_metrics(const struct pms_query *q, struct pms_query_ask *ask,
			    struct pms_answer **ap, struct pms_diag *d)
{
	struct pms_answer *perf = *ap, *b;
	struct pms_query q2;
	int n_runs = ask->n_runs ? ask->n_runs : -1, rc;

	STEP(PMS_STEP_PLAN);
	if (!perf->mlist || !pms_mlist_n_metrics(perf->mlist))
		return pmsi_diag(d, PMS_ENOEVENT, PMS_NOPOS, 0,
				 "plan for metrics: the list perf builds has no metric");
	if (pms_plan_mlist_perf_exact(perf->sim)) {
		/* perf's own list counts everything at once: it is the plan */
		perf->pm = (struct pms_plan_mlist){ .sz = sizeof(perf->pm), .perf = perf->mlist,
			.perf_lines = perf->lines, .perf_sim = perf->sim,
			.planned = perf->mlist, .planned_lines = perf->lines };
		perf->has_pm = true;
		rc = plan_step(q, ask, n_runs, false, perf, d);
		if (!rc)
			STEP(PMS_STEP_NONE);
		return rc;
	}
	/* the same conditions; the list perf builds for the metrics by name */
	q2 = *q;
	q2.detailed = 0;
	q2.topdown = false;
	q2.mlist_flags |= PMS_MLIST_NO_MERGE;
	q2.metrics = metric_names(perf->mlist, d);
	if (!q2.metrics)
		return d ? d->code : PMS_ENOMEM;
	b = pmsi_calloc(1, sizeof(*b));
	if (b)
		b->workload = pmsi_strdup(perf->workload);
	if (!b || !b->workload) {
		pmsi_free(b);
		pmsi_free(q2.metrics);
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	}
	b->kind = PMS_ANSWER_PLAN;
	b->model = perf->model;
	b->variability = perf->variability;
	perf->kind = PMS_ANSWER_PREDICT;
	b->perf = perf;
	*ap = b;
	rc = ask_steps(&q2, ask, b, d);
	pmsi_free(q2.metrics);
	if (rc) {
		/* not the caller's input: the error has no place in it */
		if (d) {
			d->pos = PMS_NOPOS;
			d->len = 0;
		}
		STEP(PMS_STEP_PLAN);
		return rc;
	}
	b->pm = (struct pms_plan_mlist){ .sz = sizeof(b->pm), .perf = perf->mlist,
		.perf_lines = perf->lines, .perf_sim = perf->sim, .planned = b->mlist,
		.planned_lines = b->lines };
	b->has_pm = true;
	STEP(PMS_STEP_PLAN);
	rc = plan_step(q, ask, n_runs, false, b, d);
	if (!rc)
		STEP(PMS_STEP_NONE);
	return rc;
}

/* Why a query without a model answers nothing simulated: the host's
 * reason when a host of unknown CPU was set (pms_query_set_host_generic()). */
static int no_model(const struct pms_query *q, struct pms_diag *d)
{
	if (q->host && q->host->model_msg[0]) {
		pmsi_diag(d, q->host->model_rc ? q->host->model_rc : PMS_ENOMODEL, PMS_NOPOS, 0,
			  "%s", q->host->model_msg);
		pmsi_hint(d, "set 'cpu' (a model name)");
		return d ? d->code : PMS_ENOMODEL;
	}
	pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no CPU model in the query");
	pmsi_hint(d, "set 'cpu' (a model name) or a host profile");
	return PMS_EINVAL;
}

/*
 * The events answer without a model: perf's generic events (software, the
 * generic hardware and cache names, raw rNNN, tracepoints), as the parser
 * takes them with no model (pms_evlist_parse_opts()).  perf stat's default
 * set is built from the host's sysfs (pms_mlist_build() without a model);
 * lists of metrics and --topdown need the model's tables.
 */
static int generic_model(const struct pms_query *q, const struct pms_query_ask *k,
			 struct pms_diag *d)
{
	if (q->metrics || q->topdown || q->detailed) {
		pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "metrics, detailed and topdown need the "
			  "CPU model: the query has none");
		pmsi_hint(d, "set 'cpu' (a model name)");
		return PMS_EINVAL;
	}
	if (!k->events && !q->host)
		return no_model(q, d);	/* perf's default set: the host's sysfs decides it */
	return PMS_OK;
}

PMS_API int pms_query_ask(const struct pms_query *q, struct pms_query_ask *ask,
			  struct pms_answer **out, struct pms_diag *d)
{
	struct pms_query_ask k = { .sz = sizeof(k) };
	struct pms_answer *a;
	size_t sz;
	int rc;

	if (d)
		pms_diag_clear(d);
	if (!out || !ask)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "NULL argument");
	*out = NULL;
	memcpy(&sz, ask, sizeof(sz));
	rc = pmsi_sz_copy(&k, sizeof(k), ask, "struct pms_query_ask", d);
	if (rc)
		return rc;
	k.failed = PMS_STEP_CONDITIONS;
	rc = q ? PMS_OK : pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "NULL argument");
	if (!rc && (k.kind < PMS_ANSWER_PREDICT || k.kind > PMS_ANSWER_EVENTS))
		rc = pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "unknown answer kind %d", (int)k.kind);
	/* the events perf opens need no model when they are generic ones
	 * (generic_model()); every other answer simulates a PMU */
	if (!rc && !q->model && k.kind != PMS_ANSWER_EVENTS)
		rc = no_model(q, d);
	if (!rc && !q->model)
		rc = generic_model(q, &k, d);
	if (!rc && k.kind == PMS_ANSWER_PLAN &&
	    (k.n_runs < -1 || k.n_runs > PMS_EVLIST_MAX_EVENTS))
		rc = pmsi_diag(d, PMS_ERANGE, PMS_NOPOS, 0, "runs %d: -1, 0 or 1..%d", k.n_runs,
			       PMS_EVLIST_MAX_EVENTS);
	a = rc ? NULL : pmsi_calloc(1, sizeof(*a));
	if (!rc && !a)
		rc = pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	if (!rc) {
		a->kind = k.kind;
		a->model = q->model;
		a->workload = pmsi_strdup(q->workload ? q->workload : "busy");
		if (!a->workload)
			rc = pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	}
	if (!rc) {
		a->variability = q->variability;
		rc = ask_steps(q, &k, a, d);
	}
	if (!rc && k.kind == PMS_ANSWER_PLAN && (k.flags & PMS_ASK_FOR_METRICS) &&
	    metric_list(q, a))
		rc = plan_for_metrics(q, &k, &a, d);
	else if (!rc)
		rc = final_step(q, &k, a, d);
	/* only the output member goes back, into the caller's size */
	if (sz >= offsetof(struct pms_query_ask, failed) + sizeof(k.failed))
		ask->failed = rc ? k.failed : PMS_STEP_NONE;
	if (rc && !(k.flags & PMS_ASK_PARTIAL)) {
		pms_answer_free(a);
		a = NULL;
	}
	*out = a;
	return rc;
}

/* The three answers of one call each (no step reported). */
static int ask_kind(const struct pms_query *q, enum pms_answer_kind kind, const char *events,
		    int n_runs, struct pms_answer **out, struct pms_diag *d)
{
	struct pms_query_ask k = { .sz = sizeof(k) };

	k.kind = kind;
	k.events = events;
	k.n_runs = n_runs;
	return pms_query_ask(q, &k, out, d);
}

PMS_API int pms_query_predict(const struct pms_query *q, const char *events,
			      struct pms_answer **out, struct pms_diag *d)
{
	return ask_kind(q, PMS_ANSWER_PREDICT, events, 0, out, d);
}

PMS_API int pms_query_plan(const struct pms_query *q, const char *events, int n_runs,
			   struct pms_answer **out, struct pms_diag *d)
{
	return ask_kind(q, PMS_ANSWER_PLAN, events, n_runs, out, d);
}

PMS_API int pms_query_explain(const struct pms_query *q, const char *events,
			      struct pms_answer **out, struct pms_diag *d)
{
	return ask_kind(q, PMS_ANSWER_EXPLAIN, events, 0, out, d);
}

PMS_API int pms_query_events(const struct pms_query *q, const char *events,
			     struct pms_answer **out, struct pms_diag *d)
{
	return ask_kind(q, PMS_ANSWER_EVENTS, events, 0, out, d);
}

PMS_API const struct pms_mlist *pms_answer_mlist(const struct pms_answer *a)
{
	return a ? a->mlist : NULL;
}

PMS_API const struct pms_evlist *pms_answer_sibling(const struct pms_answer *a)
{
	return a ? a->sib : NULL;
}

PMS_API const struct pms_sim_opts *pms_answer_opts(const struct pms_answer *a)
{
	return a ? &a->opts : NULL;
}

PMS_API const struct pms_plan_mlist *pms_answer_plan_mlist(const struct pms_answer *a)
{
	return a && a->has_pm ? &a->pm : NULL;
}

PMS_API const struct pms_answer *pms_answer_perf_grouping(const struct pms_answer *a)
{
	return a ? a->perf : NULL;
}

PMS_API int pms_answer_plan_metrics(const struct pms_answer *a, struct pms_plan_list_metrics *out)
{
	if (!a || !out || pmsi_sz_out(out, "struct pms_plan_list_metrics", NULL))
		return PMS_EINVAL;
	if (!a->em)
		return PMS_ENOEVENT;
	pmsi_sz_give(out, pmsi_emetrics_get(a->em), sizeof(struct pms_plan_list_metrics));
	return PMS_OK;
}

PMS_API const struct pms_perf_lines *pms_answer_lines(const struct pms_answer *a)
{
	return a ? a->lines : NULL;
}

PMS_API const char *pms_answer_list(const struct pms_answer *a)
{
	return a ? a->text : NULL;
}

PMS_API const struct pms_explain *pms_answer_explain(const struct pms_answer *a)
{
	return a ? a->explain : NULL;
}

PMS_API enum pms_answer_kind pms_answer_kind(const struct pms_answer *a)
{
	return a ? a->kind : PMS_ANSWER_PREDICT;
}

PMS_API const struct pms_evlist *pms_answer_evlist(const struct pms_answer *a)
{
	return a ? a->ev : NULL;
}

PMS_API const struct pms_sim *pms_answer_sim(const struct pms_answer *a)
{
	return a ? a->sim : NULL;
}

PMS_API const struct pms_plan *pms_answer_plan(const struct pms_answer *a)
{
	return a ? a->plan : NULL;
}

PMS_API int pms_answer_n_events(const struct pms_answer *a)
{
	return a && a->ev ? pms_evlist_count(a->ev) : 0;
}

PMS_API int pms_answer_event(const struct pms_answer *a, int i, struct pms_answer_event *out)
{
	struct pms_answer_event e = { 0 };
	const struct pms_ev_result *r;
	struct pms_event_info info;
	size_t sz;
	int rc;

	if (!a || !out)
		return PMS_EINVAL;
	memcpy(&sz, out, sizeof(sz));
	e.sz = sizeof(e);
	rc = pmsi_sz_copy(&e, sizeof(e), out, "struct pms_answer_event", NULL);
	if (rc)
		return rc;
	if (i < 0 || i >= pms_answer_n_events(a))
		return PMS_ERANGE;
	pms_evlist_event(a->ev, i, &info);
	e.name = info.text;
	e.group = info.group;
	e.leader = info.is_leader;
	r = a->sim ? pms_sim_result(a->sim, i) : NULL;
	if (!r)
		goto copy;		/* an events answer: nothing simulated */
	e.status = r->status;
	e.enabled_ns = r->enabled_ns;
	e.running_ns = r->running_ns;
	e.percent = r->enabled_ns ? 100.0 * (double)r->running_ns / (double)r->enabled_ns : 0.0;
	e.counters = r->counters;
	e.why = r->why;
copy:
	/* the caller's size: an older caller gets the part it knows */
	memcpy(out, &e, sz < sizeof(e) ? sz : sizeof(e));
	memcpy(out, &sz, sizeof(sz));
	return PMS_OK;
}

PMS_API int pms_perf_command(const struct pms_sim_opts *o, const char *list, char *buf, size_t n)
{
	char tool[64];
	size_t at = 0;
	int len;

	if (!o || !list)
		return PMS_EINVAL;
	if (!o->record)
		snprintf(tool, sizeof(tool), "perf stat");
	else if (o->sample_period)
		snprintf(tool, sizeof(tool), "perf record -c %llu",
			 (unsigned long long)o->sample_period);
	else if (o->sample_freq)
		snprintf(tool, sizeof(tool), "perf record -F %llu",
			 (unsigned long long)o->sample_freq);
	else
		snprintf(tool, sizeof(tool), "perf record");
	/* single quotes for the shell: each ' becomes '\'' */
#define PUT(c) do { if (at + 1 < n) buf[at] = (c); at++; } while (0)
	len = snprintf(buf, n, "%s%s -e '", tool, o->system_wide ? " -a" : "");
	at = (size_t)len;
	for (const char *c = list; *c; c++) {
		if (*c == '\'') {
			PUT('\''); PUT('\\'); PUT('\''); PUT('\'');
		} else {
			PUT(*c);
		}
	}
	for (const char *c = "' -- COMMAND"; *c; c++)
		PUT(*c);
#undef PUT
	if (n)
		buf[at < n ? at : n - 1] = '\0';
	return (int)at;
}

static int commands(const struct pms_answer *ca)
{
	struct pms_answer *a = (struct pms_answer *)(uintptr_t)ca;
	int n = pms_answer_n_runs(a);

	if (a->cmd || !n)
		return a->cmd ? PMS_OK : PMS_ENOMEM;
	a->cmd = pmsi_calloc((size_t)n, sizeof(*a->cmd));
	if (!a->cmd)
		return PMS_ENOMEM;
	for (int r = 0; r < n; r++) {
		const char *list = pms_answer_run_list(a, r);
		int len = pms_perf_command(&a->opts, list, NULL, 0);

		a->cmd[r] = pmsi_malloc((size_t)len + 1);
		if (!a->cmd[r])
			return PMS_ENOMEM;
		pms_perf_command(&a->opts, list, a->cmd[r], (size_t)len + 1);
		a->n_cmd = r + 1;
	}
	return PMS_OK;
}

PMS_API int pms_answer_n_runs(const struct pms_answer *a)
{
	if (!a || a->kind == PMS_ANSWER_REPLAY)	/* a run read back, none to make */
		return 0;
	return a->plan ? pms_plan_n_runs(a->plan) : 1;
}

PMS_API const char *pms_answer_run_list(const struct pms_answer *a, int r)
{
	struct pms_plan_run run;

	if (!a || r < 0 || r >= pms_answer_n_runs(a))
		return NULL;
	if (!a->plan)
		return a->text;
	return pms_plan_run(a->plan, r, &run) ? NULL : run.list;
}

PMS_API const char *pms_answer_perf_command(const struct pms_answer *a, int r)
{
	if (!a || r < 0 || r >= pms_answer_n_runs(a) || commands(a) || r >= a->n_cmd)
		return NULL;
	return a->cmd[r];
}

PMS_API const char *pms_answer_json(struct pms_answer *a)
{
	struct pms_json_predict_opts o = { .sz = sizeof(o) };
	char *buf = NULL;
	size_t len = 0;
	FILE *f;
	int rc = PMS_OK;

	if (!a)
		return NULL;
	if (a->json)
		return a->json;
	if (a->kind == PMS_ANSWER_EVENTS ? !a->ev : a->kind == PMS_ANSWER_REPLAY ? !a->mx :
	    !a->sim || (a->kind == PMS_ANSWER_PLAN && commands(a)))
		return NULL;
	f = open_memstream(&buf, &len);
	if (!f)
		return NULL;
	if (a->kind == PMS_ANSWER_REPLAY) {
		rc = pms_json_write_replay(f, a->cap, a->mx, a->mx_confidence, NULL);
	} else if (a->kind == PMS_ANSWER_EVENTS) {
		/* perf stat per task refuses what counts only whole CPUs */
		struct pms_json_events_opts eo = { .sz = sizeof(eo) };

		eo.model = a->model;
		eo.env = &a->opts.env;
		eo.flags = a->opts.system_wide ? 0 : PMS_OPEN_PER_TASK;
		rc = pms_json_write_events(f, a->ev, &eo, NULL);
	} else if (a->kind == PMS_ANSWER_PREDICT) {
		o.opts = &a->opts;
		o.workload = a->workload;
		rc = pms_json_write_predict(f, a->ev, a->sim, &o, NULL);
	} else if (a->kind == PMS_ANSWER_EXPLAIN) {
		struct pms_json_explain_opts xo = { .sz = sizeof(xo) };

		xo.opts = &a->opts;
		xo.workload = a->workload;
		rc = pms_json_write_explain(f, a->explain, &xo, NULL);
	} else {
		struct pms_json_plan_opts po = { .sz = sizeof(po) };

		po.opts = &a->opts;
		po.workload = a->workload;
		po.ev = a->ev;
		po.sim = a->sim;
		po.mlist = pms_answer_plan_mlist(a);
		rc = pms_json_write_plan(f, a->plan, &po, NULL);
	}
	if (fclose(f) || rc || !buf) {
		free(buf);
		return NULL;
	}
	/* one line: the document without its newline, in the library's allocator */
	if (len && buf[len - 1] == '\n')
		buf[--len] = '\0';
	a->json = pmsi_malloc(len + 1);
	if (a->json)
		memcpy(a->json, buf, len + 1);
	free(buf);
	return a->json;
}
