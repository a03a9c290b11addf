/*
 * The lists perf stat builds (pms_mlist_build()), perf's regrouping and
 * weak-group reset (perf_lists.h), and metric values.
 *
 * Hand-derived cases cite the metric JSON of each version (Linux 6.1.192
 * and 6.12.117 tools/perf/pmu-events/arch/x86/<dir>) and the function of
 * tools/perf/util/metricgroup.c, builtin-stat.c, parse-events.c or
 * stat-shadow.c whose rule decides them.  The oracle cases
 * (t_metrics_oracle.h) were recorded from real perf 6.1 and 6.12 by
 * tools/perf_oracle/golden.py.
 */
#include <math.h>
#include <stdlib.h>
#include "../test.h"

#define V61  PMS_KVER(6, 1)
#define V612 PMS_KVER(6, 12)

static int build(const char *model, uint32_t v, const char *args, struct pms_mlist **out,
		 struct pms_diag *d)
{
	struct pms_mlist_opts o = PMS_MLIST_OPTS_INIT;
	char buf[512], *save, *tok;
	static char metrics[512];

	o.perf_version = v;
	o.env.kver = PMS_KVER(6, 12);
	o.env.ht = false;		/* the recording machine: SMT off */
	o.env.nmi_watchdog = false;	/* and no NMI watchdog */
	snprintf(buf, sizeof(buf), "%s", args);
	for (tok = strtok_r(buf, " ", &save); tok; tok = strtok_r(NULL, " ", &save)) {
		if (!strcmp(tok, "-M")) {
			tok = strtok_r(NULL, " ", &save);
			snprintf(metrics, sizeof(metrics), "%s", tok ? tok : "");
			o.metrics = metrics;
		} else if (!strcmp(tok, "-d")) {
			o.detailed++;
		} else if (!strcmp(tok, "-a")) {
			o.flags |= PMS_MLIST_SYSTEM_WIDE;
		} else if (!strcmp(tok, "--metric-no-group")) {
			o.flags |= PMS_MLIST_NO_GROUP;
		} else if (!strcmp(tok, "--metric-no-merge")) {
			o.flags |= PMS_MLIST_NO_MERGE;
		} else if (!strcmp(tok, "--metric-no-threshold")) {
			o.flags |= PMS_MLIST_NO_THRESHOLD;
		} else if (!strcmp(tok, "--topdown")) {
			o.flags |= PMS_MLIST_TOPDOWN;
		} else if (!strcmp(tok, "--td-level")) {
			tok = strtok_r(NULL, " ", &save);
			o.td_level = tok ? atoi(tok) : 0;
		} else if (!strcmp(tok, "-nmi")) {
			o.env.nmi_watchdog = true;
		} else if (!strcmp(tok, "-ht")) {
			o.env.ht = true;
		} else if (!strcmp(tok, "-nosysfs-fe")) {
			o.flags |= PMS_MLIST_NO_SYSFS_STALLED_FE;
		} else if (!strcmp(tok, "-nosysfs-be")) {
			o.flags |= PMS_MLIST_NO_SYSFS_STALLED_BE;
		}
	}
	return pms_mlist_build(pms_model_find(model), &o, out, d);
}

/* The list's -e text, or the error. */
static const char *text_of(const char *model, uint32_t v, const char *args, char *buf, size_t n)
{
	struct pms_mlist *l = NULL;
	struct pms_diag d;
	int rc = build(model, v, args, &l, &d);

	if (rc)
		snprintf(buf, n, "error %s", pms_strerror(rc));
	else
		snprintf(buf, n, "%s", pms_mlist_text(l));
	pms_mlist_free(l);
	return buf;
}

/* ---- hand-derived lists ---- */

static const struct {
	int line;
	const char *model;
	uint32_t v;
	const char *args;
	const char *want;
} lists[] = {
	/*
	 * skylakex 6.12: tma_info_thread_cpi = 1 / tma_info_thread_ipc,
	 * tma_info_thread_ipc = INST_RETIRED.ANY / tma_info_thread_clks,
	 * tma_info_thread_clks = CPU_CLK_UNHALTED.THREAD.  Both roots end with
	 * {INST_RETIRED.ANY, CPU_CLK_UNHALTED.THREAD}: buckets 0 and 2 of 4.
	 * cpi sorts first (the later name is spliced before); ipc's IDs are a
	 * subset, so it reuses cpi's weak group (parse_groups()).
	 */
	{ __LINE__, "skx", V612, "-M tma_info_thread_ipc,tma_info_thread_cpi",
	  "{INST_RETIRED.ANY,CPU_CLK_UNHALTED.THREAD}:W" },
	/* --metric-no-merge: each metric parses its own group */
	{ __LINE__, "skx", V612, "-M tma_info_thread_ipc,tma_info_thread_cpi --metric-no-merge",
	  "{INST_RETIRED.ANY,CPU_CLK_UNHALTED.THREAD}:W,{INST_RETIRED.ANY,CPU_CLK_UNHALTED.THREAD}:W" },
	/* --metric-no-group: the merged ungrouped list instead */
	{ __LINE__, "skx", V612, "-M tma_info_thread_ipc --metric-no-group",
	  "INST_RETIRED.ANY,CPU_CLK_UNHALTED.THREAD" },
	/* the modifier goes on every event; metric-ids keep no ':' so ":u" */
	{ __LINE__, "skx", V612, "-M tma_info_thread_ipc:u",
	  "{INST_RETIRED.ANY:u,CPU_CLK_UNHALTED.THREAD:u}:W" },
	/*
	 * amdzen4 6.12 PipelineL1: five d_ratio(x, total_dispatch_slots)
	 * metrics, total_dispatch_slots = 6 * ls_not_halted_cyc.  Table order
	 * backend_bound, bad_speculation, frontend_bound, retiring,
	 * smt_contention, list_add() reverses it; bad_speculation (3 IDs)
	 * sorts first; retiring {ex_ret_ops, ls_not_halted_cyc} is a subset of
	 * it; the others parse their own groups.
	 */
	{ __LINE__, "zen4", V612, "-M PipelineL1",
	  "{de_src_op_disp.all,ls_not_halted_cyc,ex_ret_ops}:W,"
	  "{de_no_dispatch_per_slot.smt_contention,ls_not_halted_cyc}:W,"
	  "{de_no_dispatch_per_slot.no_ops_from_frontend,ls_not_halted_cyc}:W,"
	  "{de_no_dispatch_per_slot.backend_stalls,ls_not_halted_cyc}:W" },
	/*
	 * icelake 6.1 TopdownL1: one weak group (no MetricgroupNoGroup in
	 * 6.1); arch_evlist__leader() moves TOPDOWN.SLOTS to the front as the
	 * group has a "slots" and a "topdown" event.
	 */
	{ __LINE__, "icl", V61, "-M TopdownL1",
	  "{TOPDOWN.SLOTS,topdown-retiring,topdown-fe-bound,INT_MISC.UOP_DROPPING,"
	  "topdown-be-bound,cpu/INT_MISC.RECOVERY_CYCLES,cmask=1,edge/,topdown-bad-spec}:W" },
	/* icelake 6.12: MetricgroupNoGroup "TopdownL1;Default": ungrouped, but
	 * parse_events__sort_events_and_fix_groups() pulls slots and the
	 * topdown events into one group, slots first */
	{ __LINE__, "icl", V612, "-M TopdownL1",
	  "{TOPDOWN.SLOTS,topdown-retiring,topdown-fe-bound,topdown-be-bound,topdown-bad-spec},"
	  "INT_MISC.CLEARS_COUNT,IDQ.MS_UOPS,INT_MISC.UOP_DROPPING,UOPS_RETIRED.SLOTS,"
	  "UOPS_DECODED.DEC0,cpu/UOPS_DECODED.DEC0,cmask=1/,UOPS_ISSUED.ANY,IDQ.MITE_UOPS" },
	/* unknown names: 6.12 stops; 6.1 warns and opens the default set */
	{ __LINE__, "skl", V612, "-M NoSuchMetric", "error unknown event" },
	{ __LINE__, "zen4", V61, "-M PipelineL1",	/* amdzen3's table in 6.1 */
	  "task-clock,context-switches,cpu-migrations,page-faults,cycles,"
	  "stalled-cycles-frontend,instructions,branches,branch-misses" },
	/* builtin-stat.c add_default_attributes(): the kernel maps both
	 * stalled-cycles events on Sandy Bridge, neither on Skylake */
	{ __LINE__, "snb", V612, "",
	  "task-clock,context-switches,cpu-migrations,page-faults,cycles,"
	  "stalled-cycles-frontend,stalled-cycles-backend,instructions,branches,branch-misses" },
	/* perf_pmus__have_event() reads sysfs, so a host whose core PMU does
	 * not name them (a VM without a PMU) gets neither, whatever the map */
	{ __LINE__, "snb", V612, "-nosysfs-fe",
	  "task-clock,context-switches,cpu-migrations,page-faults,cycles,"
	  "stalled-cycles-backend,instructions,branches,branch-misses" },
	{ __LINE__, "snb", V612, "-nosysfs-fe -nosysfs-be",
	  "task-clock,context-switches,cpu-migrations,page-faults,cycles,"
	  "instructions,branches,branch-misses" },
	{ __LINE__, "skl", V612, "-a",
	  "cpu-clock,context-switches,cpu-migrations,page-faults,cycles,instructions,branches,"
	  "branch-misses" },
	/* 6.1 on Ice Lake adds topdown_parse_events()'s group */
	{ __LINE__, "icl", V61, "",
	  "task-clock,context-switches,cpu-migrations,page-faults,cycles,instructions,branches,"
	  "branch-misses,{slots,topdown-retiring,topdown-bad-spec,topdown-fe-bound,"
	  "topdown-be-bound}" },
	/* ... with eight metrics where topdown-heavy-ops exists */
	{ __LINE__, "spr", V61, "",
	  "task-clock,context-switches,cpu-migrations,page-faults,cycles,instructions,branches,"
	  "branch-misses,{slots,topdown-retiring,topdown-bad-spec,topdown-fe-bound,"
	  "topdown-be-bound,topdown-heavy-ops,topdown-br-mispredict,topdown-fetch-lat,"
	  "topdown-mem-bound}" },
	/* -d levels are appended, even after metrics */
	{ __LINE__, "skx", V612, "-M tma_info_thread_ipc -d -d -d",
	  "{INST_RETIRED.ANY,CPU_CLK_UNHALTED.THREAD}:W,L1-dcache-loads,L1-dcache-load-misses,"
	  "LLC-loads,LLC-load-misses,L1-icache-loads,L1-icache-load-misses,dTLB-loads,"
	  "dTLB-load-misses,iTLB-loads,iTLB-load-misses,L1-dcache-prefetches,"
	  "L1-dcache-prefetch-misses" },
	/* --topdown before 6.4: events, not metrics */
	{ __LINE__, "icl", V61, "--topdown",
	  "{slots,topdown-retiring,topdown-bad-spec,topdown-fe-bound,topdown-be-bound}" },
	{ __LINE__, "skl", V61, "--topdown", "error not supported" },	/* needs -a */
	{ __LINE__, "skl", V61, "--topdown -a",		/* watchdog off: a group */
	  "{cpu/event=0x3c,umask=0x0,name=topdown-total-slots/,"
	  "cpu/event=0xc2,umask=0x2,name=topdown-slots-retired/,"
	  "cpu/event=0xd,umask=0x1,cmask=1,name=topdown-recovery-bubbles/,"
	  "cpu/event=0x9c,umask=0x1,name=topdown-fetch-bubbles/,"
	  "cpu/event=0xe,umask=0x1,name=topdown-slots-issued/}" },
	{ __LINE__, "skl", V61, "--topdown -a -nmi",	/* arch_topdown_check_group() */
	  "cpu/event=0x3c,umask=0x0,name=topdown-total-slots/,"
	  "cpu/event=0xc2,umask=0x2,name=topdown-slots-retired/,"
	  "cpu/event=0xd,umask=0x1,cmask=1,name=topdown-recovery-bubbles/,"
	  "cpu/event=0x9c,umask=0x1,name=topdown-fetch-bubbles/,"
	  "cpu/event=0xe,umask=0x1,name=topdown-slots-issued/" },
	{ __LINE__, "zen4", V61, "--topdown -a", "error not supported" },
	/* 6.4+: the TopdownL<n> groups; AMD's tables have none */
	{ __LINE__, "zen4", V612, "--topdown", "error not supported" },
	{ __LINE__, "icl", V612, "--topdown --td-level 9", "error bad argument" },
};

static enum t_result hand_lists(struct tctx *t)
{
	for (size_t i = 0; i < T_ARRAY_SIZE(lists); i++) {
		char buf[2048];
		const char *got = text_of(lists[i].model, lists[i].v, lists[i].args, buf, sizeof(buf));
		bool err = !strncmp(lists[i].want, "error ", 6);
		char want[64];

		if (err) {
			snprintf(want, sizeof(want), "error %s", pms_strerror(
				!strcmp(lists[i].want + 6, "unknown event") ? PMS_ENOEVENT :
				!strcmp(lists[i].want + 6, "not supported") ? PMS_ENOTSUP : PMS_EINVAL));
			CHECK(t, !strcmp(got, want), "line %d: '%s', want '%s'", lists[i].line, got,
			      want);
		} else {
			CHECK(t, !strcmp(got, lists[i].want), "line %d:\n  got  %s\n  want %s",
			      lists[i].line, got, lists[i].want);
		}
	}
	return t_result(t);
}

/* --topdown on 6.4+ is -M TopdownL<level> without thresholds */
static enum t_result topdown_is_metric_group(struct tctx *t)
{
	static const struct { const char *model, *a, *b; } c[] = {
		{ "icl", "--topdown", "-M TopdownL1 --metric-no-threshold" },
		{ "spr", "--topdown --td-level 2", "-M TopdownL2 --metric-no-threshold" },
		{ "skl", "--topdown", "-M TopdownL1 --metric-no-threshold" },
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(c); i++) {
		char a[4096], b[4096];

		text_of(c[i].model, V612, c[i].a, a, sizeof(a));
		text_of(c[i].model, V612, c[i].b, b, sizeof(b));
		CHECK(t, !strcmp(a, b) && strncmp(a, "error", 5), "%s '%s': %s vs %s", c[i].model,
		      c[i].a, a, b);
	}
	return t_result(t);
}

/* Which metrics print where, and which reuse another's group. */
static enum t_result metric_lines(struct tctx *t)
{
	struct pms_mlist *l = NULL;
	struct pms_mmetric cpi, ipc;

	REQUIRE(t, !build("skx", V612, "-M tma_info_thread_ipc,tma_info_thread_cpi", &l, NULL),
		"build");
	REQUIRE(t, pms_mlist_n_metrics(l) == 2, "%d metrics", pms_mlist_n_metrics(l));
	pms_mlist_metric(l, 0, &cpi);
	pms_mlist_metric(l, 1, &ipc);
	CHECK(t, !strcmp(cpi.name, "tma_info_thread_cpi") && !strcmp(ipc.name,
	      "tma_info_thread_ipc"), "order %s %s", cpi.name, ipc.name);
	/* both on INST_RETIRED.ANY's line; list_add(): the later one first */
	CHECK(t, cpi.line_event == 0 && ipc.line_event == 0, "lines %d %d", cpi.line_event,
	      ipc.line_event);
	CHECK(t, ipc.line_order == 0 && cpi.line_order == 1, "line order %d %d", ipc.line_order,
	      cpi.line_order);
	CHECK(t, ipc.shares == 0 && cpi.shares == -1, "shares %d %d", ipc.shares, cpi.shares);
	CHECK(t, cpi.grouped && cpi.together && ipc.together, "together");
out:
	pms_mlist_free(l);
	return t_result(t);
}

static bool grouped(const char *model, uint32_t v, const char *args, int *warnings)
{
	struct pms_mlist *l = NULL;
	struct pms_mmetric m;
	bool g;

	if (build(model, v, args, &l, NULL) || pms_mlist_metric(l, 0, &m)) {
		pms_mlist_free(l);
		return false;
	}
	g = m.grouped;
	*warnings = pms_mlist_n_warnings(l);
	pms_mlist_free(l);
	return g;
}

/*
 * MetricConstraint: metric__group_events() (6.12) and
 * metricgroup__has_constraint() (6.1), on metrics of the JSON:
 * icelake tma_l3_bound NO_GROUP_EVENTS_NMI, haswell tma_dram_bound
 * NO_GROUP_EVENTS_SMT, skylake tma_info_branches_jump NO_GROUP_EVENTS
 * (6.12); skylake Page_Walks_Utilization NO_NMI_WATCHDOG (6.1).
 */
static enum t_result constraints(struct tctx *t)
{
	static const struct {
		int line;
		const char *model;
		uint32_t v;
		const char *args;
		bool grouped;
		int warnings;	/* "Not grouping ..." and the watchdog hint */
	} c[] = {
		{ __LINE__, "icl", V612, "-M tma_l3_bound", true, 0 },
		{ __LINE__, "icl", V612, "-M tma_l3_bound -nmi", false, 2 },
		{ __LINE__, "hsw", V612, "-M tma_dram_bound", true, 0 },
		{ __LINE__, "hsw", V612, "-M tma_dram_bound -ht", false, 0 },
		{ __LINE__, "skl", V612, "-M tma_info_branches_jump", false, 0 },
		{ __LINE__, "skl", V61, "-M Page_Walks_Utilization", true, 0 },
		{ __LINE__, "skl", V61, "-M Page_Walks_Utilization -nmi", false, 2 },
		/* --metric-no-group decides first: no constraint check, no warning */
		{ __LINE__, "icl", V612, "-M tma_l3_bound -nmi --metric-no-group", false, 0 },
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(c); i++) {
		int w = -1;
		bool g = grouped(c[i].model, c[i].v, c[i].args, &w);

		CHECK(t, g == c[i].grouped && w == c[i].warnings, "line %d: grouped %d, %d warnings",
		      c[i].line, g, w);
	}
	return t_result(t);
}

/* ---- perf_lists.h ---- */

static enum t_result regroup_versions(struct tctx *t)
{
	/* the 5.19 fix's example: {instructions,slots,cpu/topdown-fe-bound/} */
	static const struct pms_pgevent g[3] = {
		{ "instructions", NULL, 0, false }, { "slots", "cpu", 0, false },
		{ "cpu/topdown-fe-bound/", "cpu", 0, false },
	};
	static const struct {
		int line;
		uint32_t v;
		bool pm;
		int order[3];
	} c[] = {
		{ __LINE__, PMS_KVER(5, 16), true, { 0, 1, 2 } },	/* no override yet */
		{ __LINE__, PMS_KVER(5, 17), true, { 1, 0, 2 } },	/* slots leads */
		{ __LINE__, PMS_KVER(5, 18), true, { 0, 1, 2 } },	/* no name starts "topdown" */
		{ __LINE__, PMS_KVER(5, 19), true, { 1, 0, 2 } },	/* strcasestr "topdown" */
		{ __LINE__, PMS_KVER(6, 1), true, { 1, 0, 2 } },
		{ __LINE__, PMS_KVER(6, 12), true, { 1, 2, 0 } },	/* slots, topdown, rest */
		{ __LINE__, PMS_KVER(6, 12), false, { 0, 1, 2 } },	/* no perf metrics */
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(c); i++) {
		int order[3], leader[3];

		REQUIRE(t, !pms_perf_regroup(c[i].v, c[i].pm, g, 3, order, leader, NULL), "line %d",
			c[i].line);
		CHECK(t, !memcmp(order, c[i].order, sizeof(order)) && leader[1] == 0 &&
		      leader[2] == 0, "line %d: order %d %d %d, leaders %d %d %d", c[i].line,
		      order[0], order[1], order[2], leader[0], leader[1], leader[2]);
	}
out:
	return t_result(t);
}

/* 6.4+: ungrouped topdown events are pulled into one group, slots first
 * (list_sort() of topdown-retiring, instructions, slots: worked by hand) */
static enum t_result regroup_forced(struct tctx *t)
{
	static const struct pms_pgevent g[3] = {
		{ "topdown-retiring", "cpu", 0, false }, { "instructions", NULL, 1, false },
		{ "slots", "cpu", 2, false },
	};
	int order[3], leader[3];

	REQUIRE(t, !pms_perf_regroup(V612, true, g, 3, order, leader, NULL), "regroup");
	CHECK(t, order[0] == 2 && order[1] == 0 && order[2] == 1, "order %d %d %d", order[0],
	      order[1], order[2]);
	CHECK(t, leader[0] == 0 && leader[1] == 0 && leader[2] == 2, "leaders %d %d %d",
	      leader[0], leader[1], leader[2]);
	/* 6.1 leaves ungrouped events alone */
	REQUIRE(t, !pms_perf_regroup(V61, true, g, 3, order, leader, NULL), "regroup 6.1");
	CHECK(t, order[0] == 0 && order[1] == 1 && order[2] == 2 && leader[2] == 2, "6.1");
out:
	return t_result(t);
}

static enum t_result weak_reopen(struct tctx *t)
{
	/* {slots,topdown-retiring,cycles,UOPS_RETIRED.SLOTS}:W, cycles refused */
	static const struct pms_pgevent g[4] = {
		{ "slots", "cpu", 0, true }, { "topdown-retiring", "cpu", 0, true },
		{ "cycles", NULL, 0, true }, { "UOPS_RETIRED.SLOTS", "cpu", 0, true },
	};
	static const struct {
		int line;
		uint32_t v;
		bool pm;
		int leader[4];
	} c[] = {
		/* evsel__remove_from_group(): topdown stays, uops_retired.slots leaves (6.12) */
		{ __LINE__, V612, true, { 0, 0, 2, 3 } },
		/* 6.1's arch_evsel__must_be_in_group() keeps any "slots" */
		{ __LINE__, V61, true, { 0, 0, 2, 0 } },
		/* before 5.19 every member is reopened alone */
		{ __LINE__, PMS_KVER(5, 18), true, { 0, 1, 2, 3 } },
		{ __LINE__, V612, false, { 0, 1, 2, 3 } },
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(c); i++) {
		int leader[4];
		bool re[4];

		REQUIRE(t, !pms_perf_weak_reopen(c[i].v, c[i].pm, g, 4, 2, leader, re, NULL),
			"line %d", c[i].line);
		CHECK(t, !memcmp(leader, c[i].leader, sizeof(leader)) && re[0] && re[3],
		      "line %d: leaders %d %d %d %d", c[i].line, leader[0], leader[1], leader[2],
		      leader[3]);
	}
	/* the leader itself failing is not the weak path */
	CHECK(t, pms_perf_weak_reopen(V612, true, g, 4, 0, (int[4]){ 0 }, NULL, NULL) ==
	      PMS_EINVAL, "leader");
out:
	return t_result(t);
}

/* ---- values: stat-shadow.c generic_metric() ---- */

static int index_of(const struct pms_mlist *l, const char *id)
{
	for (int i = 0; i < pms_mlist_n_events(l); i++) {
		struct pms_mevent e;

		pms_mlist_event(l, i, &e);
		if (e.id && !strcmp(e.id, id))
			return i;
	}
	return -1;
}

static void set(const struct pms_mlist *l, struct pms_mcount *c, const char *id, double v)
{
	int i = index_of(l, id);

	if (i >= 0) {
		c[i].value = v;
		c[i].counted = c[i].supported = true;
	}
}

static enum t_result values(struct tctx *t)
{
	struct pms_mlist *l = NULL;
	struct pms_mcount c[32];
	struct pms_mtimes tm = { 2e9, 0, 0 };
	struct pms_mvalue v;

	/* icelake 6.12 tma_frontend_bound: fe / (fe + bad + ret + be) -
	 * INT_MISC.UOP_DROPPING / TOPDOWN.SLOTS = 300/1000 - 50/1000 = 0.25,
	 * ScaleUnit 100% -> 25.0 "%"; threshold 0.25 > 0.15: red */
	REQUIRE(t, !build("icl", V612, "-M tma_frontend_bound", &l, NULL), "icl");
	memset(c, 0, sizeof(c));
	set(l, c, "topdown-fe-bound", 300);
	set(l, c, "topdown-bad-spec", 100);
	set(l, c, "topdown-retiring", 400);
	set(l, c, "topdown-be-bound", 200);
	set(l, c, "INT_MISC.UOP_DROPPING", 50);
	set(l, c, "TOPDOWN.SLOTS", 1000);
	REQUIRE(t, !pms_mlist_metric_value(l, 0, c, 32, &tm, &v, NULL), "value");
	CHECK(t, v.printed && fabs(v.value - 25.0) < 1e-9 && !strcmp(v.fmt, "%8.1f") &&
	      !strcmp(v.unit, "%") && !strcmp(v.label, "%  tma_frontend_bound") &&
	      v.color == PMS_MCOLOR_RED, "fe 25: %g '%s' '%s' %d", v.value, v.label, v.fmt,
	      v.color);
	set(l, c, "topdown-fe-bound", 100);	/* 100/800 - 0.05 = 0.075: green */
	pms_mlist_metric_value(l, 0, c, 32, &tm, &v, NULL);
	CHECK(t, fabs(v.value - 7.5) < 1e-9 && v.color == PMS_MCOLOR_GREEN, "fe 7.5: %g %d",
	      v.value, v.color);
	c[index_of(l, "INT_MISC.UOP_DROPPING")].multiplexed = true;
	pms_mlist_metric_value(l, 0, c, 32, &tm, &v, NULL);
	CHECK(t, v.from_multiplexed, "multiplexed input");
	c[index_of(l, "TOPDOWN.SLOTS")].supported = false;	/* 6.12: NaN */
	pms_mlist_metric_value(l, 0, c, 32, &tm, &v, NULL);
	CHECK(t, v.printed && isnan(v.value) && v.color == PMS_MCOLOR_NONE && v.missing_inputs,
	      "unsupported slots: %g", v.value);
	pms_mlist_free(l);
	l = NULL;

	/* icelake 6.12 tma_info_memory_l1d_cache_fill_bw = 64 * L1D.REPLACEMENT
	 * / 1e9 / duration_time: 64 * 1e8 / 1e9 / 2 s = 3.2, no ScaleUnit */
	REQUIRE(t, !build("icl", V612, "-M tma_info_memory_l1d_cache_fill_bw", &l, NULL), "bw");
	memset(c, 0, sizeof(c));
	set(l, c, "L1D.REPLACEMENT", 1e8);
	REQUIRE(t, !pms_mlist_metric_value(l, 0, c, 32, &tm, &v, NULL), "value");
	CHECK(t, v.printed && fabs(v.value - 3.2) < 1e-9 && !strcmp(v.fmt, "%8.2f") &&
	      !strcmp(v.label, "tma_info_memory_l1d_cache_fill_bw"), "bw: %g '%s'", v.value,
	      v.label);
	pms_mlist_free(l);
	l = NULL;

	/* 6.1: an input without a count leaves the metric empty */
	REQUIRE(t, !build("skl", V61, "-M IPC", &l, NULL), "skl 6.1");
	memset(c, 0, sizeof(c));
	set(l, c, "INST_RETIRED.ANY", 3e9);
	REQUIRE(t, !pms_mlist_metric_value(l, 0, c, 32, &tm, &v, NULL), "value");
	CHECK(t, !v.printed && v.missing_inputs, "6.1 not counted: printed %d", v.printed);
	set(l, c, "CPU_CLK_UNHALTED.THREAD", 1.5e9);
	pms_mlist_metric_value(l, 0, c, 32, &tm, &v, NULL);
	CHECK(t, v.printed && v.value == 2.0 && !strcmp(v.label, "IPC"), "IPC 2: %g", v.value);
out:
	pms_mlist_free(l);
	return t_result(t);
}

/* ---- bounds and failures ---- */

static enum t_result bad_input(struct tctx *t)
{
	struct pms_mlist_opts o = PMS_MLIST_OPTS_INIT;
	struct pms_mlist *l = NULL;
	struct pms_diag d;

	o.metrics = "tma_info_thread_ipc,,x";
	CHECK(t, pms_mlist_build(pms_model_find("skx"), &o, &l, &d) == PMS_ENOEVENT &&
	      d.pos == 20, "empty name: pos %zu", d.pos);
	o.metrics = NULL;
	o.detailed = 4;
	CHECK(t, pms_mlist_build(pms_model_find("skx"), &o, &l, &d) == PMS_EINVAL, "-d x4");
	o.detailed = 0;
	o.sz = 4;	/* below the size field's own: refused (pmsi_sz_copy()) */
	CHECK(t, pms_mlist_build(pms_model_find("skx"), &o, &l, &d) == PMS_EINVAL, "sz");
	CHECK(t, l == NULL, "no list on failure");
	return t_result(t);
}

/* Every allocation failure is PMS_ENOMEM, leaves nothing live. */
static enum t_result alloc_faults(struct tctx *t)
{
	static const char *const cases[][3] = {
		{ "icl", "-M TopdownL1", "" }, { "spr", "", "" }, { "skx", "-M TopdownL2 -d", "" },
		{ "icl", "-M TopdownL1", "6.1" }, { "skl", "--topdown -a", "6.1" },
	};

	for (size_t c = 0; c < T_ARRAY_SIZE(cases); c++) {
		for (long n = 0;; n++) {
			struct pms_mlist *l = NULL;
			int rc;

			pmsi_alloc_fail_at(n);
			rc = build(cases[c][0], *cases[c][2] ? V61 : V612, cases[c][1], &l, NULL);
			pmsi_alloc_fail_at(-1);
			pms_mlist_free(l);
			CHECK(t, pmsi_alloc_live() == 0, "%s %s: leak at %ld", cases[c][0], cases[c][1], n);
			if (rc == PMS_OK)
				break;
			CHECK(t, rc == PMS_ENOMEM, "%s %s: %s at %ld", cases[c][0], cases[c][1],
			      pms_strerror(rc), n);
			if (rc != PMS_ENOMEM || n > 100000)
				break;
		}
	}
	return t_result(t);
}

struct oracle_case {
	const char *model, *version, *args;
	int rc;			/* perf's exit status */
	const char *parses;	/* "Parsing metric events" strings, '\n'-joined */
	const char *names;	/* the names perf printed, ','-joined */
	const char *opens;	/* per opened event: -1 leader/alone, else its leader */
	const char *error;	/* the message perf printed, if any */
};
#include "t_metrics_oracle.h"

static void join_parses(const struct pms_mlist *l, char *buf, size_t n)
{
	size_t o = 0;

	buf[0] = '\0';
	for (int k = 0; k < pms_mlist_n_parses(l); k++) {
		const char *s = pms_mlist_parse_text(l, k);

		if (s && o < n)
			o += (size_t)snprintf(buf + o, n - o, "%s%s", o ? "\n" : "", s);
	}
}

/*
 * The printed names (none with --metric-only; not-counted events of 6.12's
 * Default group hidden) and the open structure perf would show for @l, into
 * @names and @opens of @n bytes each.
 */
static void shape(const struct pms_mlist *l, bool v61, char *names, char *opens, size_t n)
{
	size_t a = 0, b = 0;
	int *pos = calloc((size_t)pms_mlist_n_events(l) + 1, sizeof(int)), k = 0;

	names[0] = opens[0] = '\0';
	for (int i = 0; pos && i < pms_mlist_n_events(l); i++) {
		struct pms_mevent e;

		pms_mlist_event(l, i, &e);
		if (!pms_mlist_metric_only(l) && !(e.flags & PMS_MEVF_SKIPPABLE) && a < n)
			a += (size_t)snprintf(names + a, n - a, "%s%s", a ? "," : "", e.name);
		if (e.kind == PMS_MEV_TOOL && !v61)	/* 6.12 opens no tool event */
			continue;
		pos[i] = k++;
		if (b < n)
			b += (size_t)snprintf(opens + b, n - b, "%s%d", b ? "," : "",
					      e.leader == i ? -1 : pos[e.leader]);
	}
	free(pos);
}

static enum t_result perf_oracle(struct tctx *t)
{
	static char got[16384], names[16384], opens[16384];

	for (size_t i = 0; i < T_ARRAY_SIZE(oracle_cases); i++) {
		const struct oracle_case *c = &oracle_cases[i];
		bool v61 = !strcmp(c->version, "6.1");
		struct pms_mlist *l = NULL;
		struct pms_diag d;
		int rc = build(c->model, v61 ? V61 : V612, c->args, &l, &d);

		if (c->rc) {
			CHECK(t, rc != PMS_OK, "%s %s '%s': perf failed (%s), built '%s'", c->model,
			      c->version, c->args, c->error, rc ? "" : pms_mlist_text(l));
			pms_mlist_free(l);
			continue;
		}
		CHECK(t, rc == PMS_OK, "%s %s '%s': %s: %s", c->model, c->version, c->args,
		      pms_strerror(rc), d.msg);
		if (rc)
			continue;
		join_parses(l, got, sizeof(got));
		CHECK(t, !strcmp(got, c->parses), "%s %s '%s': parses\n  got  %s\n  perf %s",
		      c->model, c->version, c->args, got, c->parses);
		shape(l, v61, names, opens, sizeof(names));
		CHECK(t, !strcmp(names, c->names), "%s %s '%s': names\n  got  %s\n  perf %s",
		      c->model, c->version, c->args, names, c->names);
		CHECK(t, !strcmp(opens, c->opens), "%s %s '%s': groups\n  got  %s\n  perf %s",
		      c->model, c->version, c->args, opens, c->opens);
		pms_mlist_free(l);
	}
	return t_result(t);
}

/*
 * Which lists are parsed in perf's own order (pms_mlist_parse_flags()):
 * from perf 6.15 each parse_events() call has sorted its own events
 * (parse-events.c parse_events__sort_events_and_fix_groups(); 9a1c57fe26f2
 * "Corrections to topdown sorting"), so perf's own list is taken as it is;
 * 6.12 sorts the whole list once, and -e events in front are one more call.
 */
static enum t_result parse_flags(struct tctx *t)
{
	static const struct {
		int line;
		uint32_t v;
		bool events;
		unsigned want;
	} cases[] = {
		{ __LINE__, PMS_KVER(6, 12), false, 0 },
		{ __LINE__, PMS_KVER(6, 14), false, 0 },
		{ __LINE__, PMS_KVER_RC(6, 15, 1), false, PMS_EVLIST_PERF_ORDER },
		{ __LINE__, PMS_KVER(7, 3), false, PMS_EVLIST_PERF_ORDER },
		{ __LINE__, PMS_KVER(7, 3), true, 0 },	/* -e events before it */
		/* no version asked: the kernel's perf, 7.3 (pms_perf_version_for()) */
		{ __LINE__, 0, false, PMS_EVLIST_PERF_ORDER },
	};
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct pms_mlist_opts o = PMS_MLIST_OPTS_INIT;
		struct pms_mlist *l = NULL;
		struct pms_diag d;
		int rc;

		o.env.kver = PMS_KVER(7, 3);
		o.perf_version = cases[i].v;
		o.detailed = 1;
		o.flags = cases[i].events ? PMS_MLIST_HAS_EVENTS : 0;
		rc = pms_mlist_build(pms_model_find("skl"), &o, &l, &d);
		CHECK(t, rc == PMS_OK, "line %d: %s %s", cases[i].line, pms_strerror(rc), d.msg);
		CHECK(t, pms_mlist_parse_flags(l) == cases[i].want, "line %d: flags %#x, want %#x",
		      cases[i].line, pms_mlist_parse_flags(l), cases[i].want);
		pms_mlist_free(l);
	}
	CHECK(t, pms_mlist_parse_flags(NULL) == 0, "NULL list: 0");
	return t_result(t);
}

/*
 * perf stat -j prints "metric-threshold" when the metric's threshold
 * evaluates (print_metric_json(), generic_metric() util/stat-shadow.c
 * 7.3.4).  Under metric_no_threshold the threshold's own events are not
 * opened (metricgroup.c __add_metric()), so only a threshold reading the
 * metric and numbers evaluates: 7.3's common "branch_miss_rate > 0.05" does,
 * a TMA threshold naming another metric does not.
 */
static enum t_result threshold_prints(struct tctx *t)
{
	struct pms_mmetric m = { 0 };

	m.name = "branch_miss_rate";
	m.threshold = "branch_miss_rate > 0.05";
	CHECK(t, pms_mmetric_threshold_prints(&m, true), "own name and a number");
	CHECK(t, pms_mmetric_threshold_prints(&m, false), "threshold events opened");
	m.name = "tma_frontend_bound";
	m.threshold = "tma_frontend_bound > 0.15 & tma_info_thread_slots > 1e9";
	CHECK(t, !pms_mmetric_threshold_prints(&m, true), "reads another metric");
	CHECK(t, pms_mmetric_threshold_prints(&m, false), "its events opened");
	m.threshold = "";
	CHECK(t, !pms_mmetric_threshold_prints(&m, false), "no threshold");
	CHECK(t, !pms_mmetric_threshold_prints(NULL, false), "NULL");
	return t_result(t);
}

const struct t_case t_metric_lists_cases[] = {
	{ "hand_lists", hand_lists },
	{ "topdown_is_metric_group", topdown_is_metric_group },
	{ "metric_lines", metric_lines },
	{ "constraints", constraints },
	{ "regroup_versions", regroup_versions },
	{ "regroup_forced", regroup_forced },
	{ "weak_reopen", weak_reopen },
	{ "values", values },
	{ "bad_input", bad_input },
	{ "parse_flags", parse_flags },
	{ "threshold_prints", threshold_prints },
	{ "alloc_faults", alloc_faults },
	{ "perf_oracle", perf_oracle },
	{ NULL, NULL }
};
