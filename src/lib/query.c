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
#include "pmusched/query.h"

struct pms_query {
	const struct pms_model *model;
	const struct pms_host *host;
	struct pms_sim_opts opts;	/* env, perf version, durations, -a, record */
	int ht, nmi_watchdog, allow_tfa, tsx;	/* -1: the default */
	char workload[256];
	char *metrics;			/* -M, or NULL */
	int detailed;			/* -d count */
	bool topdown;
};

struct pms_answer {
	enum pms_answer_kind kind;
	const struct pms_model *model;
	struct pms_sim_opts opts;
	char workload[256];
	struct pms_phase *phases;
	struct pms_mlist *mlist;
	char *text;			/* the list parsed (the -e events, then perf's) */
	struct pms_evlist *ev;
	struct pms_sim *sim;
	struct pms_plan *plan;
	struct pms_explain *explain;
	char **cmd;			/* each run's perf command */
	int n_cmd;
	char *json;
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
	q->ht = q->nmi_watchdog = q->allow_tfa = q->tsx = -1;
	pmsi_strlcpy(q->workload, "busy", sizeof(q->workload));
	return PMS_OK;
}

PMS_API void pms_query_free(struct pms_query *q)
{
	if (!q)
		return;
	pmsi_free(q->metrics);
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

PMS_API int pms_query_set(struct pms_query *q, const char *key, const char *v,
			  struct pms_diag *d)
{
	static const char *const bools[] = { "ht", "nmi-watchdog", "tsx", "all-cpus", "record",
					     "topdown", "allow-tsx-force-abort" };
	uint64_t ns;
	int rc;

	if (!q || !key || !v)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "NULL argument");
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
		if (strlen(v) >= sizeof(q->workload))
			return pmsi_diag(d, PMS_ELIMIT, sizeof(q->workload) - 1, 1,
					 "workload longer than %zu bytes", sizeof(q->workload) - 1);
		/* checked now, so the error points at the value that has it */
		{
			struct pms_phase ph[4];
			unsigned n;

			rc = pms_workload_parse(v, 1000000000, ph, 4, &n, d);
			if (rc && rc != PMS_ELIMIT)
				return rc;
		}
		pmsi_strlcpy(q->workload, v, sizeof(q->workload));
		return PMS_OK;
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
	pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "unknown query key '%s'", key);
	pmsi_hint(d, "cpu, kernel, perf-version, ht, nmi-watchdog, allow-tsx-force-abort, tsx, "
		  "workload, duration, mux-interval, all-cpus, record, metrics, detailed, topdown");
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

/* The conditions: the query's choices, then the one policy
 * (pms_env_choose(), which the CLI's options call too). */
static void conditions(const struct pms_query *q, struct pms_sim_opts *o)
{
	struct pms_env_choice c = PMS_ENV_CHOICE_INIT;

	*o = q->opts;
	c.kver = q->opts.env.kver;
	c.ht = q->ht;
	c.nmi_watchdog = q->nmi_watchdog;
	c.allow_tfa = q->allow_tfa;
	c.tsx = q->tsx;
	pms_env_choose(q->model, q->host, true, &c, &o->env, NULL);
	if (q->host && !o->perf_version)
		o->perf_version = q->host->perf_version;
}

PMS_API void pms_answer_free(struct pms_answer *a)
{
	if (!a)
		return;
	pms_explain_free(a->explain);
	pms_plan_free(a->plan);
	pms_sim_free(a->sim);
	pms_evlist_free(a->ev);
	pms_mlist_free(a->mlist);
	for (int r = 0; r < a->n_cmd; r++)
		pmsi_free(a->cmd[r]);
	pmsi_free(a->cmd);
	pmsi_free(a->phases);
	pmsi_free(a->text);
	pmsi_free(a->json);
	pmsi_free(a);
}

/* The list perf opens: the -e events, then the list perf builds. */
static int build_list(const struct pms_query *q, struct pms_answer *a, const char *events,
		      uint32_t pv, struct pms_diag *d)
{
	struct pms_mlist_opts mo = PMS_MLIST_OPTS_INIT;
	const char *lt;
	size_t na, nb;
	int rc;

	if (events && !q->metrics && !q->detailed && !q->topdown) {
		a->text = pmsi_strdup(events);
		return a->text ? PMS_OK : pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	}
	mo.env = a->opts.env;
	mo.perf_version = pv;
	mo.flags = (a->opts.system_wide ? PMS_MLIST_SYSTEM_WIDE : 0) |
		   (a->opts.env.no_tsx ? 0 : PMS_MLIST_TSX) | (events ? PMS_MLIST_HAS_EVENTS : 0) |
		   (q->topdown ? PMS_MLIST_TOPDOWN : 0);
	mo.metrics = q->metrics;
	mo.detailed = q->detailed;
	mo.host = q->host;
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
	return PMS_OK;
}

/* Conditions, workload, list, parse: what every answer starts from. */
static int start(const struct pms_query *q, const char *events, enum pms_answer_kind kind,
		 struct pms_answer **out, struct pms_diag *d)
{
	struct pms_evlist_opts eo = PMS_EVLIST_OPTS_INIT;
	struct pms_answer *a;
	uint32_t pv;
	int rc;

	if (d)
		pms_diag_clear(d);
	if (!out)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "NULL argument");
	*out = NULL;
	if (!q)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "NULL argument");
	if (!q->model) {
		pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no CPU model in the query");
		pmsi_hint(d, "set 'cpu' (a model name) or a host profile");
		return PMS_EINVAL;
	}
	a = pmsi_calloc(1, sizeof(*a));
	if (!a)
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	a->kind = kind;
	a->model = q->model;
	memcpy(a->workload, q->workload, sizeof(a->workload));
	conditions(q, &a->opts);
	a->phases = pmsi_calloc(PMS_SIM_MAX_PHASES, sizeof(*a->phases));
	rc = a->phases ? PMS_OK : pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	if (!rc)
		rc = pms_workload_parse(a->workload, a->opts.duration_ns ? a->opts.duration_ns :
					1000000000, a->phases, PMS_SIM_MAX_PHASES,
					&a->opts.n_phases, d);
	a->opts.phases = a->phases;
	/* parsed as the perf that reads them: its regrouping and modifier rules */
	pv = a->opts.perf_version ? a->opts.perf_version : a->opts.env.kver;
	if (!rc)
		rc = build_list(q, a, events, pv, d);
	if (!rc) {
		eo.env = &a->opts.env;
		eo.perf_version = pv;
		rc = pms_evlist_parse_opts(a->model, a->text, &eo, &a->ev, d);
	}
	if (rc) {
		pms_answer_free(a);
		return rc;
	}
	*out = a;
	return PMS_OK;
}

PMS_API int pms_query_predict(const struct pms_query *q, const char *events,
			      struct pms_answer **out, struct pms_diag *d)
{
	int rc = start(q, events, PMS_ANSWER_PREDICT, out, d);

	if (rc)
		return rc;
	rc = pms_simulate((*out)->ev, &(*out)->opts, &(*out)->sim, d);
	if (rc) {
		pms_answer_free(*out);
		*out = NULL;
	}
	return rc;
}

PMS_API int pms_query_plan(const struct pms_query *q, const char *events, int n_runs,
			   struct pms_answer **out, struct pms_diag *d)
{
	struct pms_plan_opts po = PMS_PLAN_OPTS_INIT;
	int rc;

	if (n_runs < -1 || n_runs > PMS_EVLIST_MAX_EVENTS)
		return pmsi_diag(d, PMS_ERANGE, PMS_NOPOS, 0, "runs %d: -1, 0 or 1..%d", n_runs,
				 PMS_EVLIST_MAX_EVENTS);
	rc = start(q, events, PMS_ANSWER_PLAN, out, d);
	if (rc)
		return rc;
	po.mode = n_runs == 0 ? PMS_PLAN_ONE_RUN : n_runs < 0 ? PMS_PLAN_NO_MULTIPLEX :
		  PMS_PLAN_RUNS;
	po.n_runs = n_runs > 0 ? n_runs : 0;
	rc = pms_simulate((*out)->ev, &(*out)->opts, &(*out)->sim, d);
	if (!rc)
		rc = pms_plan_new((*out)->ev, &(*out)->opts, &po, &(*out)->plan, d);
	if (rc) {
		pms_answer_free(*out);
		*out = NULL;
	}
	return rc;
}

PMS_API int pms_query_explain(const struct pms_query *q, const char *events,
			      struct pms_answer **out, struct pms_diag *d)
{
	int rc = start(q, events, PMS_ANSWER_EXPLAIN, out, d);

	if (rc)
		return rc;
	rc = pms_simulate((*out)->ev, &(*out)->opts, &(*out)->sim, d);
	if (!rc)
		rc = pms_explain_new((*out)->ev, &(*out)->opts, (*out)->sim, NULL,
				     &(*out)->explain, d);
	if (rc) {
		pms_answer_free(*out);
		*out = NULL;
	}
	return rc;
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
	r = pms_sim_result(a->sim, i);
	e.name = info.text;
	e.group = info.group;
	e.leader = info.is_leader;
	e.status = r->status;
	e.enabled_ns = r->enabled_ns;
	e.running_ns = r->running_ns;
	e.percent = r->enabled_ns ? 100.0 * (double)r->running_ns / (double)r->enabled_ns : 0.0;
	e.counters = r->counters;
	e.why = r->why;
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
	if (!a)
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
	if (a->kind == PMS_ANSWER_PLAN && commands(a))
		return NULL;
	f = open_memstream(&buf, &len);
	if (!f)
		return NULL;
	if (a->kind == PMS_ANSWER_PREDICT) {
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
