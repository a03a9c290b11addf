/*
 * Public functions no other part of the project calls: each checked
 * against a fact, so none ships untested.
 */
#include <stddef.h>
#include <stdlib.h>
#include <unistd.h>
#include "../test.h"

/* perf 6.4+ moves the slots event to lead a topdown group on Ice Lake
 * (parse_events__sort_events_and_fix_groups(), arch_evlist__cmp() in
 * tools/perf/arch/x86/util/evlist.c, perf 6.12) and warns "events were
 * regrouped"; a list without topdown events is left as written. */
static enum t_result evlist_regrouped(struct tctx *t)
{
	static const struct { int line; const char *list; bool want; } cases[] = {
		{ __LINE__, "cycles,instructions", false },
		{ __LINE__, "{cycles,instructions}", false },
		{ __LINE__, "{instructions,slots}", true },
		{ __LINE__, "{topdown-retiring,slots}", true },
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		struct pms_evlist *ev = NULL;
		struct pms_diag d;

		CHECK(t, pms_evlist_parse(pms_model_find("icl"), cases[i].list, &ev, &d) == PMS_OK,
		      "line %d: %s", cases[i].line, d.msg);
		CHECK(t, ev && pms_evlist_regrouped(ev) == cases[i].want, "line %d: regrouped",
		      cases[i].line);
		pms_evlist_free(ev);
	}
	return t_result(t);
}

/* skylake's counter.json (tools/perf/pmu-events/arch/x86/skylake, Linux
 * 6.12): CountersNumGeneric 4, CountersNumFixed 3; its metrics are the
 * table's, found back by name at their index. */
static enum t_result perf_table(struct tctx *t)
{
	const struct pms_perf_table *tb = pms_perf_table_find("x86", "skylake");
	struct pms_perf_metric a, b;
	int gp = -1, fx = -1;
	size_t n;

	REQUIRE(t, tb, "no skylake table");
	pms_perf_table_counters(tb, &gp, &fx);
	CHECK(t, gp == 4 && fx == 3, "counters %d GP %d fixed", gp, fx);
	n = pms_perf_table_n_metrics(tb);
	REQUIRE(t, n > 0, "no metrics");
	CHECK(t, pms_perf_metric_at(tb, n, &a) == PMS_ERANGE, "past the end");
	for (size_t i = 0; i < n; i += n / 7 + 1) {
		REQUIRE(t, pms_perf_metric_at(tb, i, &a) == PMS_OK, "metric %zu", i);
		CHECK(t, pms_perf_metric_find(tb, a.name, &b) == PMS_OK && b.index == i,
		      "metric %zu '%s' found at %zu", i, a.name, b.index);
	}
	pms_perf_table_counters(NULL, &gp, &fx);
	CHECK(t, gp == 0 && fx == 0 && pms_perf_table_n_metrics(NULL) == 0, "NULL table");
out:
	return t_result(t);
}

/* The HT sibling's own NMI watchdog holds its fixed cycles counter
 * (FIXED1), so the sibling's cycles event takes GP0 (the sibling is a
 * CPU like ours: x86_schedule_events(), kernel 6.12).  On Skylake no
 * event of ours is blocked by it: the GP counters are per thread. */
static enum t_result sim_sibling_counters(struct tctx *t)
{
	struct pms_sim_opts o = { .sz = sizeof(o), .env = PMS_ENV_DEFAULT };
	struct pms_evlist *ev = NULL, *sib = NULL;
	struct pms_sim *s = NULL;
	struct pms_diag d;

	o.env.kver = PMS_KVER(6, 12);
	REQUIRE(t, pms_evlist_parse(pms_model_find("skl"), "r01c2,r02c2", &ev, &d) == PMS_OK,
		"%s", d.msg);
	REQUIRE(t, pms_evlist_parse(pms_model_find("skl"), "cycles", &sib, &d) == PMS_OK,
		"%s", d.msg);
	o.sibling = sib;
	REQUIRE(t, pms_simulate(ev, &o, &s, &d) == PMS_OK, "%s", d.msg);
	CHECK(t, pms_sim_sibling_counters(s) == (UINT64_C(1) | UINT64_C(1) << (PMS_FIXED0 + 1)),
	      "sibling holds %#llx", (unsigned long long)pms_sim_sibling_counters(s));
	CHECK(t, pms_sim_sibling_blocked(s, false) == 0, "blocked");
out:
	pms_sim_free(s);
	pms_evlist_free(ev);
	pms_evlist_free(sib);
	return t_result(t);
}

/* Sapphire Rapids has uncore tables (the kernel's spr_uncore_init());
 * Skylake client has none modelled. */
static enum t_result uncore_source(struct tctx *t)
{
	CHECK(t, strstr(pms_uncore_source(pms_model_find("spr")), "uncore"), "spr: '%s'",
	      pms_uncore_source(pms_model_find("spr")));
	CHECK(t, !strcmp(pms_uncore_source(pms_model_find("skl")), ""), "skl");
	return t_result(t);
}

/* A new name is written through a temporary renamed over it; the target
 * is the path given. */
static enum t_result outfile_target(struct tctx *t)
{
	char dir[] = "/tmp/pmusched-abi-XXXXXX", path[64];
	struct pms_outfile *o = NULL;
	struct pms_diag d;

	REQUIRE(t, mkdtemp(dir), "mkdtemp");
	snprintf(path, sizeof(path), "%s/out.txt", dir);
	REQUIRE(t, pms_outfile_open(path, 0, &o, &d) == PMS_OK, "%s", d.msg);
	CHECK(t, !strcmp(pms_outfile_target(o), path), "target '%s'", pms_outfile_target(o));
	CHECK(t, pms_outfile_kind(o) == PMS_OUTFILE_REPLACE, "kind");
	CHECK(t, pms_outfile_tmp_path(o) && strcmp(pms_outfile_tmp_path(o), path), "temporary");
out:
	pms_outfile_close(o);
	unlink(path);
	rmdir(dir);
	return t_result(t);
}

/* Software events open without a PMU; one descriptor set per event. */
static enum t_result measure_evlist(struct tctx *t)
{
	struct pms_measure_opts mo = { .sz = sizeof(mo), .pmu_present = -1 };
	struct pms_evlist *ev = NULL;
	struct pms_measure *m = NULL;
	struct pms_diag d;
	int rc;

	REQUIRE(t, pms_evlist_parse(pms_model_find("skl"), "task-clock,page-faults", &ev, &d) ==
		PMS_OK, "%s", d.msg);
	rc = pms_measure_new_evlist(ev, &mo, &m, &d);
	if (rc == PMS_ENOTSUP || rc == PMS_ESYS) {
		pms_evlist_free(ev);
		return t_skip(t, "perf_event_open refused here: %s", d.msg);
	}
	CHECK(t, rc == PMS_OK && pms_measure_n_events(m) == 2, "rc %d: %s", rc, d.msg);
out:
	pms_measure_free(m);
	pms_evlist_free(ev);
	return t_result(t);
}

/*
 * The one size rule, for every size-versioned struct a caller passes in.
 * The model is libbpf's: OPTS_VALID() (tools/lib/bpf/libbpf_internal.h)
 * and libbpf_validate_opts() (libbpf.c) refuse a size below sizeof(size_t)
 * (0 included: libbpf makes no "0 means the current size" exception),
 * accept a smaller size as an older caller whose missing fields take their
 * defaults, and accept a larger one only when every byte past the
 * library's size is zero.  Each struct is checked through one call that
 * reads it: sz 0 and 4 refused (with a message naming the struct where the
 * call takes a struct pms_diag), an older size accepted with the bytes past
 * it set to 0xa5 (never read: a pointer made of them would crash), a
 * larger size accepted with a zero tail and refused with one set byte.
 * pms_measure_opts is checked in t_measure (measure_opts_sz), with fake
 * hooks; pms_host_opts reads a machine root, in t_host.  Two structs the
 * library fills (pms_open_check, pms_plan_inputs_error) are checked as the
 * kernel fills a shorter bpf_prog_info: as far as the caller's size.
 */
struct sz_fix {
	const struct pms_model *m;
	struct pms_evlist *ev;
	struct pms_sim_opts so;
	struct pms_sim *s;
	struct pms_plan *p;
	struct pms_explain *x;
	struct pms_query *q;
	FILE *f;
};
static struct sz_fix szf;

static int sz_env(const void *o, struct pms_diag *d)
{
	struct pms_evlist_opts eo = PMS_EVLIST_OPTS_INIT;
	struct pms_evlist *ev = NULL;
	int rc;

	eo.env = o;
	rc = pms_evlist_parse_opts(szf.m, "cycles", &eo, &ev, d);
	pms_evlist_free(ev);
	return rc;
}

static int sz_sim(const void *o, struct pms_diag *d)
{
	struct pms_sim *s = NULL;
	int rc = pms_simulate(szf.ev, o, &s, d);

	pms_sim_free(s);
	return rc;
}

static int sz_mlist(const void *o, struct pms_diag *d)
{
	struct pms_mlist *l = NULL;
	int rc = pms_mlist_build(szf.m, o, &l, d);

	pms_mlist_free(l);
	return rc;
}

static int sz_evlist(const void *o, struct pms_diag *d)
{
	struct pms_evlist *ev = NULL;
	int rc = pms_evlist_parse_opts(szf.m, "cycles,instructions", o, &ev, d);

	pms_evlist_free(ev);
	return rc;
}

static int sz_explain(const void *o, struct pms_diag *d)
{
	struct pms_explain *x = NULL;
	int rc = pms_explain_new(szf.ev, &szf.so, szf.s, o, &x, d);

	pms_explain_free(x);
	return rc;
}

static int sz_choice(const void *o, struct pms_diag *d)
{
	struct pms_env out = PMS_ENV_DEFAULT;

	return pms_env_choose(szf.m, NULL, false, o, &out, d);
}

static int sz_muxerr(const void *o, struct pms_diag *d)
{
	return pms_query_set_muxerr_opts(szf.q, o, d);
}

static int sz_workload(const void *o, struct pms_diag *d)
{
	(void)d;
	return pms_query_set_error_model(szf.q, o, 0.9);
}

static int sz_synth(const void *o, struct pms_diag *d)
{
	struct pms_capture *c = NULL;
	int rc = pms_muxsynth(szf.ev, &szf.so, o, &c, d);

	pms_capture_free(c);
	return rc;
}

static int sz_plan(const void *o, struct pms_diag *d)
{
	struct pms_plan *p = NULL;
	int rc = pms_plan_new(szf.ev, &szf.so, o, &p, d);

	pms_plan_free(p);
	return rc;
}

static int sz_atlas(const void *o, struct pms_diag *d)
{
	struct pms_atlas *a = NULL;
	int rc = pms_atlas_new(szf.m, o, &a, d);

	pms_atlas_free(a);
	return rc;
}

static int sz_jpredict(const void *o, struct pms_diag *d)
{
	return pms_json_write_predict(szf.f, szf.ev, szf.s, o, d);
}

static int sz_jplan(const void *o, struct pms_diag *d)
{
	return pms_json_write_plan(szf.f, szf.p, o, d);
}

static int sz_jexplain(const void *o, struct pms_diag *d)
{
	return pms_json_write_explain(szf.f, szf.x, o, d);
}

static int sz_jevents(const void *o, struct pms_diag *d)
{
	return pms_json_write_events(szf.f, szf.ev, o, d);
}

static enum t_result sz_rule(struct tctx *t)
{
	static const struct pms_env env = PMS_ENV_DEFAULT;
	static const struct pms_mlist_opts mlist = PMS_MLIST_OPTS_INIT;
	static const struct pms_evlist_opts evlist = PMS_EVLIST_OPTS_INIT;
	static const struct pms_explain_opts explain = PMS_EXPLAIN_OPTS_INIT;
	static const struct pms_env_choice choice = PMS_ENV_CHOICE_INIT;
	static const struct pms_muxerr_opts muxerr = PMS_MUXERR_OPTS_INIT;
	static const struct pms_muxerr_workload workload = PMS_MUXERR_WORKLOAD_INIT;
	static const struct pms_muxsynth_opts synth = PMS_MUXSYNTH_OPTS_INIT;
	static const struct pms_plan_opts plan = PMS_PLAN_OPTS_INIT;
	static const struct pms_atlas_opts atlas = { .sz = sizeof(atlas), .kver = PMS_KVER(6, 12),
						     .only = "tma_retiring",
						     .flags = PMS_ATLAS_NO_BEST };
	PMS_OPTS(pms_sim_opts, sim, .env = PMS_ENV_DEFAULT);
	PMS_OPTS(pms_json_predict_opts, jpredict, .opts = &szf.so);
	PMS_OPTS(pms_json_plan_opts, jplan, .opts = &szf.so);
	PMS_OPTS(pms_json_explain_opts, jexplain, .opts = &szf.so);
	PMS_OPTS(pms_json_events_opts, jevents, .env = &env);
	const struct {
		const char *what;
		size_t size, old;	/* the library's size; an older caller's */
		const void *init;
		int (*call)(const void *o, struct pms_diag *d);
		bool named;		/* the call reports through a struct pms_diag */
	} cases[] = {
#define SZ(type, init, last, call, named) \
	{ "struct " #type, sizeof(struct type), offsetof(struct type, last), &init, call, named }
		SZ(pms_env, env, sockets, sz_env, true),
		SZ(pms_sim_opts, sim, record, sz_sim, true),
		SZ(pms_mlist_opts, mlist, cputype, sz_mlist, true),
		SZ(pms_evlist_opts, evlist, cputype, sz_evlist, true),
		SZ(pms_explain_opts, explain, confidence, sz_explain, true),
		SZ(pms_env_choice, choice, sockets, sz_choice, true),
		SZ(pms_muxerr_opts, muxerr, flags, sz_muxerr, true),
		SZ(pms_muxerr_workload, workload, scale_ns, sz_workload, false),
		SZ(pms_muxsynth_opts, synth, noise_cv, sz_synth, true),
		SZ(pms_plan_opts, plan, same_run, sz_plan, true),
		SZ(pms_atlas_opts, atlas, budget, sz_atlas, true),
		SZ(pms_json_predict_opts, jpredict, extra, sz_jpredict, true),
		SZ(pms_json_plan_opts, jplan, mlist, sz_jplan, true),
		SZ(pms_json_explain_opts, jexplain, error_model, sz_jexplain, true),
		SZ(pms_json_events_opts, jevents, flags, sz_jevents, true),
#undef SZ
	};
	union {
		max_align_t align;
		unsigned char b[512];
	} buf;
	struct pms_diag d;

	memset(&szf, 0, sizeof(szf));
	szf.m = pms_model_find("skl");
	szf.so = sim;
	szf.so.env.kver = PMS_KVER(6, 12);
	REQUIRE(t, szf.m && (szf.f = tmpfile()), "no skl or no temporary file");
	REQUIRE(t, pms_evlist_parse(szf.m, "cycles,instructions,branches", &szf.ev, &d) == PMS_OK,
		"parse: %s", d.msg);
	REQUIRE(t, pms_simulate(szf.ev, &szf.so, &szf.s, &d) == PMS_OK, "simulate: %s", d.msg);
	jplan.ev = szf.ev;
	jplan.sim = szf.s;
	REQUIRE(t, pms_plan_new(szf.ev, &szf.so, NULL, &szf.p, &d) == PMS_OK, "plan: %s", d.msg);
	REQUIRE(t, pms_explain_new(szf.ev, &szf.so, szf.s, NULL, &szf.x, &d) == PMS_OK,
		"explain: %s", d.msg);
	REQUIRE(t, pms_query_new(&szf.q, &d) == PMS_OK, "query: %s", d.msg);
	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		const char *what = cases[i].what;
		size_t n = cases[i].size, sz;
		int rc;

		REQUIRE(t, n + 8 <= sizeof(buf.b), "%s: %zu bytes", what, n);
		memset(buf.b, 0, sizeof(buf.b));
		memcpy(buf.b, cases[i].init, n);
		CHECK(t, (rc = cases[i].call(buf.b, &d)) == PMS_OK, "%s as given: %d %s", what, rc,
		      d.msg);
		/* a size below the size field's own, 0 first */
		for (sz = 0; sz < sizeof(size_t); sz += 4) {
			memcpy(buf.b, &sz, sizeof(sz));
			memset(&d, 0, sizeof(d));
			rc = cases[i].call(buf.b, &d);
			CHECK(t, rc == PMS_EINVAL, "%s: size %zu gives %d", what, sz, rc);
			CHECK(t, !cases[i].named || (strstr(d.msg, what) && strstr(d.msg, "sz")),
			      "%s: size %zu: '%s' names neither the struct nor sz", what, sz, d.msg);
		}
		/* an older caller: its bytes past its size are not read */
		sz = cases[i].old;
		memset(buf.b + sz, 0xa5, sizeof(buf.b) - sz);
		memcpy(buf.b, &sz, sizeof(sz));
		CHECK(t, (rc = cases[i].call(buf.b, &d)) == PMS_OK, "%s: older size %zu: %d %s", what,
		      sz, rc, d.msg);
		/* a newer caller: its tail must be zero */
		memset(buf.b, 0, sizeof(buf.b));
		memcpy(buf.b, cases[i].init, n);
		sz = n + 8;
		memcpy(buf.b, &sz, sizeof(sz));
		CHECK(t, (rc = cases[i].call(buf.b, &d)) == PMS_OK, "%s: newer size, zero tail: %d %s",
		      what, rc, d.msg);
		buf.b[n + 5] = 1;
		memset(&d, 0, sizeof(d));
		rc = cases[i].call(buf.b, &d);
		CHECK(t, rc == PMS_EINVAL, "%s: newer size, set tail: %d", what, rc);
		CHECK(t, !cases[i].named || (strstr(d.msg, what) && strstr(d.msg, "does not know")),
		      "%s: set tail: '%s'", what, d.msg);
	}
	/* a struct the library fills: an older caller's is filled as far as
	 * its size, a newer one's tail is zeroed, sz 0 is refused */
	for (int k = 0; k < 2; k++) {
		size_t n = k ? sizeof(struct pms_plan_inputs_error) : sizeof(struct pms_open_check);
		size_t old = k ? offsetof(struct pms_plan_inputs_error, worst) :
			offsetof(struct pms_open_check, reopened);
		const char *what = k ? "struct pms_plan_inputs_error" : "struct pms_open_check";
		const int in[] = { 0 };
		size_t sz;
		int rc;

#define FILL() (k ? pms_plan_inputs_error(szf.p, NULL, in, 1, true, (void *)buf.b) : \
		    pms_evlist_open_check(szf.ev, 0, &env, 0, (void *)buf.b))
		memset(buf.b, 0xa5, sizeof(buf.b));
		sz = 0;
		memcpy(buf.b, &sz, sizeof(sz));
		CHECK(t, FILL() == PMS_EINVAL, "%s: size 0 accepted", what);
		sz = old;
		memcpy(buf.b, &sz, sizeof(sz));
		CHECK(t, (rc = FILL()) == PMS_OK, "%s: older size: %d", what, rc);
		memcpy(&sz, buf.b, sizeof(sz));
		CHECK(t, sz == old && buf.b[old] == 0xa5 && buf.b[n - 1] == 0xa5,
		      "%s: written past an older caller's size %zu", what, old);
		memset(buf.b, 0xa5, sizeof(buf.b));
		sz = n + 8;
		memcpy(buf.b, &sz, sizeof(sz));
		CHECK(t, (rc = FILL()) == PMS_OK, "%s: newer size: %d", what, rc);
		memcpy(&sz, buf.b, sizeof(sz));
		CHECK(t, sz == n + 8 && !buf.b[n] && !buf.b[n + 7] && buf.b[n + 8] == 0xa5,
		      "%s: a newer caller's tail is not zeroed, or more is written", what);
#undef FILL
	}
out:
	pms_query_free(szf.q);
	pms_explain_free(szf.x);
	pms_plan_free(szf.p);
	pms_sim_free(szf.s);
	pms_evlist_free(szf.ev);
	if (szf.f)
		fclose(szf.f);
	return t_result(t);
}

/*
 * The muxerr structs filled as arrays (pms_muxerr_stat_metric()'s two,
 * pms_muxerr_mlist_trees()'s cap) under the size rule of the filled structs
 * (docs/architecture.md, "Size-versioned structs"): the stride is the
 * caller's sz.  An older caller's elements (sz: the end of the first
 * version's last member, 50 = offsetof(unbounded) + 1 for the metric, 145
 * = offsetof(adds_up) + 1 for the tree) sit at k * sz, are filled to sz and
 * not a byte further (0xa5 stays); a newer caller's (sizeof + 16) get the
 * same fields and a zero tail.  Below the first version, or an element
 * whose sz differs from the first's: refused.
 */
#define SZA_OLD_M (offsetof(struct pms_muxerr_metric, unbounded) + sizeof(bool))
#define SZA_OLD_T (offsetof(struct pms_muxerr_tree, adds_up) + sizeof(bool))

static bool sza_same_metric(const struct pms_muxerr_metric *a, const struct pms_muxerr_metric *b,
			    bool unreliable)
{
	return !memcmp(&a->value, &b->value, 5 * sizeof(double)) && a->bounded == b->bounded &&
	       a->unbounded == b->unbounded && (!unreliable || a->unreliable == b->unreliable);
}

/* @n elements of @sz at @buf (@len bytes, preset 0xa5 but their sz) */
static void sza_preset(unsigned char *buf, size_t len, size_t sz, size_t n)
{
	memset(buf, 0xa5, len);
	for (size_t k = 0; k < n; k++)
		memcpy(buf + k * sz, &sz, sizeof(sz));
}

static bool sza_all(const unsigned char *b, size_t from, size_t to, unsigned char v)
{
	for (size_t i = from; i < to; i++)
		if (b[i] != v)
			return false;
	return true;
}

/* two elements of @sz filled by pms_muxerr_stat_metric(), checked against @ref */
static bool sza_stat(struct tctx *t, const struct pms_muxerr *m, const struct pms_stat_event *se,
		     const int *series, int n, double wall, size_t sz,
		     const struct pms_muxerr_metric *ref)
{
	static union { unsigned char b[512]; max_align_t a; } u;
	struct pms_stat_metric val[2];
	size_t known = sz < sizeof(*ref) ? sz : sizeof(*ref);
	bool ok = true;

	sza_preset(u.b, sizeof(u.b), sz, 2);
	if (pms_muxerr_stat_metric(m, PMS_MUXERR_RUN, se, series, n, 1, wall, val,
				   (struct pms_muxerr_metric *)(void *)u.b))
		return false;
	for (size_t k = 0; k < 2; k++) {
		struct pms_muxerr_metric x;
		size_t got;

		memset(&x, 0, sizeof(x));
		memcpy(&x, u.b + k * sz, known);
		memcpy(&got, u.b + k * sz, sizeof(got));
		ok = ok && got == sz && sza_same_metric(&x, &ref[k], sz >= sizeof(*ref)) &&
		     sza_all(u.b, k * sz + known, (k + 1) * sz, 0);
	}
	ok = ok && sza_all(u.b, 2 * sz, sizeof(u.b), 0xa5);
	CHECK(t, ok, "stat metric, stride %zu", sz);
	return ok;
}

static enum t_result sz_arrays(struct tctx *t)
{
	static union { unsigned char b[4096]; max_align_t a; } u;
	struct pms_sim_opts so = { .sz = sizeof(so), .env = PMS_ENV_DEFAULT };
	struct pms_muxsynth_opts o = PMS_MUXSYNTH_OPTS_INIT;
	struct pms_mlist_opts mo = PMS_MLIST_OPTS_INIT;
	struct pms_muxerr_metric ref[2] = { { .sz = sizeof(ref[0]) }, { .sz = sizeof(ref[1]) } };
	struct pms_muxerr_tree tref[3];
	static struct pms_mcount counts[PMS_MLIST_MAX_EVENTS];
	static int tseries[PMS_MLIST_MAX_EVENTS];
	struct pms_mtimes tm = { .duration_ns = 1e9 };
	struct pms_stat_event se[3];
	struct pms_stat_metric val[2];
	struct pms_evlist *ev = NULL;
	struct pms_capture *c = NULL;
	struct pms_muxerr *m = NULL;
	struct pms_mlist *l = NULL;
	int series[3], n_ev, nref = 0, n = -1;

	/* cycles and instructions multiplexed with six more: insn per cycle bounded */
	REQUIRE(t, pms_evlist_parse(pms_model_find("skl"), "cycles,instructions,task-clock,branches,"
				    "branch-misses,cache-references,cache-misses,L1-dcache-loads,"
				    "L1-dcache-load-misses", &ev, NULL) == 0, "parse");
	so.env.kver = PMS_KVER(6, 12);
	so.env.nmi_watchdog = false;
	o.seed = 500;
	o.interval_ns = 10000000;
	o.duration_ns = 20 * o.interval_ns;
	REQUIRE(t, pms_muxsynth(ev, &so, &o, &c, NULL) == 0 && pms_muxerr_new(c, NULL, &m, NULL) == 0,
		"capture");
	for (int i = 0; i < 3; i++) {
		static const char *const names[] = { "cycles", "instructions", "task-clock" };
		static const uint64_t cfg[] = { 0, 1, 1 };	/* PERF_COUNT_HW_*, SW_TASK_CLOCK */
		struct pms_muxerr_bound b;

		series[i] = pms_capture_find(c, names[i], NULL);
		REQUIRE(t, series[i] >= 0 && pms_muxerr_total(m, series[i], &b) == 0, "%s", names[i]);
		se[i] = (struct pms_stat_event){ .type = i < 2 ? 0 : 1, .config = cfg[i],
						 .count = b.value * (i == 2 ? 1e6 : 1),
						 .processed = true };
	}
	REQUIRE(t, pms_muxerr_stat_metric(m, PMS_MUXERR_RUN, se, series, 3, 1, 2e8, val, ref) == 0 &&
		ref[0].bounded, "reference: insn per cycle bounded");
	sza_stat(t, m, se, series, 3, 2e8, SZA_OLD_M, ref);
	sza_stat(t, m, se, series, 3, 2e8, sizeof(ref[0]), ref);
	sza_stat(t, m, se, series, 3, 2e8, sizeof(ref[0]) + 16, ref);
	/* below the first version; elements of different sizes */
	sza_preset(u.b, sizeof(u.b), SZA_OLD_M - 1, 2);
	CHECK(t, pms_muxerr_stat_metric(m, PMS_MUXERR_RUN, se, series, 3, 1, 2e8, val,
					(void *)u.b) == PMS_EINVAL &&
	      sza_all(u.b, sizeof(size_t), SZA_OLD_M - 1, 0xa5), "sz %zu refused", SZA_OLD_M - 1);
	sza_preset(u.b, sizeof(u.b), sizeof(ref[0]), 1);
	CHECK(t, pms_muxerr_stat_metric(m, PMS_MUXERR_RUN, se, series, 3, 1, 2e8, val,
					(void *)u.b) == PMS_EINVAL, "second element's sz differs");
	{
		/* one struct: the byte past an older size (unreliable) stays */
		static const char *const ids[] = { "a", "b" };
		struct pms_muxerr_input in[2] = { { .id = ids[0], .series = series[1] },
						  { .id = ids[1], .series = series[0] } };
		struct pms_muxerr_metric r = { .sz = sizeof(r) }, x;
		struct pms_mexpr *e = NULL;

		REQUIRE(t, pms_mexpr_parse("a / b", 0, NULL, &e, NULL) == 0, "expression");
		sza_preset(u.b, sizeof(u.b), SZA_OLD_M, 1);
		CHECK(t, pms_muxerr_metric(m, e, 0, in, 2, &r) == 0 &&
		      pms_muxerr_metric(m, e, 0, in, 2, (void *)u.b) == 0 &&
		      (memcpy(&x, u.b, SZA_OLD_M), sza_same_metric(&x, &r, false)) &&
		      sza_all(u.b, SZA_OLD_M, sizeof(u.b), 0xa5), "pms_muxerr_metric, sz %zu",
		      SZA_OLD_M);
		pms_mexpr_free(e);
	}
	/* the TopDown level-1 tree of icelake's TopdownL1, any series of the capture */
	mo.metrics = "TopdownL1";
	mo.perf_version = PMS_KVER(6, 12);
	REQUIRE(t, pms_mlist_build(pms_model_find("icl"), &mo, &l, NULL) == 0, "TopdownL1");
	n_ev = pms_mlist_n_events(l);
	for (int k = 0; k < n_ev; k++) {
		counts[k] = (struct pms_mcount){ .value = 1e9 * (k + 1), .counted = true,
						 .supported = true, .multiplexed = true };
		tseries[k] = k % 9;
	}
	for (int k = 0; k < 3; k++)
		tref[k].sz = sizeof(tref[k]);
	REQUIRE(t, pms_muxerr_mlist_trees(m, PMS_MUXERR_RUN, l, counts, tseries, n_ev, &tm, tref, 3,
					  &nref) == 0 && nref >= 1, "reference trees: %d", nref);
	for (int v = 0; v < 2; v++) {
		size_t sz = v ? sizeof(tref[0]) + 16 : SZA_OLD_T;
		bool ok = true;

		sza_preset(u.b, sizeof(u.b), sz, 3);
		ok = pms_muxerr_mlist_trees(m, PMS_MUXERR_RUN, l, counts, tseries, n_ev, &tm,
					    (void *)u.b, 3, &n) == 0 && n == nref;
		for (int k = 0; ok && k < n; k++) {
			struct pms_muxerr_tree x;

			memset(&x, 0, sizeof(x));
			memcpy(&x, u.b + (size_t)k * sz, v ? sizeof(x) : sz);
			ok = x.sz == sz && x.parent == tref[k].parent &&
			     x.n_children == tref[k].n_children &&
			     !memcmp(x.children, tref[k].children,
				     (size_t)x.n_children * sizeof(int)) &&
			     x.parent_value == tref[k].parent_value &&
			     sza_same_metric(&x.diff, &tref[k].diff, true) &&
			     x.diff.sz == sizeof(x.diff) && x.adds_up == tref[k].adds_up &&
			     (!v || sza_all(u.b, (size_t)k * sz + sizeof(x), (size_t)(k + 1) * sz, 0));
		}
		/* elements past the n filled keep their bytes; nothing past the array */
		ok = ok && sza_all(u.b, (size_t)n * sz + sizeof(size_t), (size_t)(n + 1) * sz, 0xa5) &&
		     sza_all(u.b, 3 * sz, sizeof(u.b), 0xa5);
		CHECK(t, ok, "trees, stride %zu: %d of %d", sz, n, nref);
	}
	sza_preset(u.b, sizeof(u.b), SZA_OLD_T - 1, 3);
	CHECK(t, pms_muxerr_mlist_trees(m, PMS_MUXERR_RUN, l, counts, tseries, n_ev, &tm, (void *)u.b,
					3, &n) == PMS_EINVAL, "tree sz %zu refused", SZA_OLD_T - 1);
out:
	pms_mlist_free(l);
	pms_muxerr_free(m);
	pms_capture_free(c);
	pms_evlist_free(ev);
	return t_result(t);
}

const struct t_case t_abi_cases[] = {
	{ "evlist_regrouped", evlist_regrouped },
	{ "perf_table", perf_table },
	{ "sim_sibling_counters", sim_sibling_counters },
	{ "uncore_source", uncore_source },
	{ "outfile_target", outfile_target },
	{ "measure_evlist", measure_evlist },
	{ "sz_rule", sz_rule },
	{ "sz_arrays", sz_arrays },
	{ NULL, NULL }
};
