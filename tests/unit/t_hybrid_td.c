/*
 * Hybrid TopDown as perf 6.5 and later build and print it (6.12.117 as
 * modelled), on Alder Lake / Meteor Lake (cpu_core + cpu_atom):
 *
 * - the per-PMU metric tables: each metric has a Unit (pmu-events/arch/x86/
 *   alderlake/adl-metrics.json, 6.12) and its IDs are PMU-qualified
 *   ("cpu_core@topdown\-retiring@", "cpu_atom@TOPDOWN_RETIRING.ALL@");
 *   metricgroup__build_event_string() turns them into cpu_core/.../ and
 *   cpu_atom/.../ events (util/metricgroup.c 6.12);
 * - only an event of the PERF_TYPE_RAW PMU (cpu_core) must be in the slots
 *   group: arch_evsel__must_be_in_group() asks evsel__sys_has_perf_metrics()
 *   (tools/perf/arch/x86/util/evsel.c 6.12); cpu_atom's TOPDOWN_* events
 *   stay alone (parse_events__sort_events_and_fix_groups(), parse-events.c);
 * - --cputype narrows the metrics to that PMU's (builtin-stat.c 6.12
 *   cmd_stat()/add_default_attributes(): metricgroup__parse_groups() gets
 *   parse_events_option_args.pmu_filter, match_pm_metric());
 * - the Default group's header names the PMU on a hybrid, "TopdownL1
 *   (cpu_core)" (util/stat-shadow.c perf_stat__print_metricgroup_header()).
 *
 * Each expectation was recorded from real perf 6.12.117 on the fake hybrid
 * PMUs of tools/perf_oracle (tests/oracle/adl.txt cases "6.12 -M TopdownL1",
 * "6.12", "6.12 -M Default"; "--cputype core" and "--cputype atom -M
 * TopdownL1" run with oracle.py one, output quoted below).
 */
#include <stdlib.h>
#include <string.h>
#include "../test.h"

/* The events of 'events --json' output: name and group size. */
struct jev {
	char name[96];
	char pmu[16];		/* attr.pmu */
	int group_size;
};

static int events_of(const char *js, struct jev *ev, int max)
{
	const char *p = strstr(js, "\"events\":[");
	int n = 0;

	while (p && n < max && (p = strstr(p, "{\"name\":\"")) != NULL) {
		const char *q = p + 9, *g;
		size_t len = strcspn(q, "\"");

		snprintf(ev[n].name, sizeof(ev[n].name), "%.*s", (int)len, q);
		g = strstr(q, "\"group_size\":");
		ev[n].group_size = g ? atoi(g + 13) : -1;
		ev[n].pmu[0] = '\0';
		if ((g = strstr(q, "\"attr\":{")) && (g = strstr(g, "\"pmu\":\"")))
			snprintf(ev[n].pmu, sizeof(ev[n].pmu), "%.*s", (int)strcspn(g + 7, "\""),
				 g + 7);
		n++;
		p = q;
	}
	return n;
}

/*
 * perf 6.12 -M TopdownL1 on adl opened (tests/oracle/adl.txt): cpu_core
 * slots leading retiring, bad-spec, heavy-ops, fe-bound, be-bound; then
 * cpu_atom TOPDOWN_RETIRING.ALL, CPU_CLK_UNHALTED.CORE, TOPDOWN_FE_BOUND.ALL,
 * cpu_core INT_MISC.UOP_DROPPING, cpu_atom TOPDOWN_BE_BOUND.ALL, each alone.
 */
static enum t_result per_pmu_metric_groups(struct tctx *t)
{
	static const char *const want[] = {
		"cpu_core/TOPDOWN.SLOTS/", "cpu_core/topdown-retiring/",
		"cpu_core/topdown-bad-spec/", "cpu_core/topdown-heavy-ops/",
		"cpu_core/topdown-fe-bound/", "cpu_core/topdown-be-bound/",
		"cpu_atom/TOPDOWN_RETIRING.ALL/", "cpu_atom/CPU_CLK_UNHALTED.CORE/",
		"cpu_atom/TOPDOWN_FE_BOUND.ALL/", "cpu_core/INT_MISC.UOP_DROPPING/",
		"cpu_atom/TOPDOWN_BE_BOUND.ALL/",
	};
	const char *out, *err;
	struct jev ev[32];
	int n;

	REQUIRE(t, t_cli("events --json --cpu adl --kernel 6.12 --perf-version 6.12 "
			 "-M TopdownL1", &out, &err) == 0, "events: %s", err);
	n = events_of(out, ev, 32);
	CHECK(t, n == (int)T_ARRAY_SIZE(want), "%d events, want %d", n, (int)T_ARRAY_SIZE(want));
	for (int i = 0; i < n && i < (int)T_ARRAY_SIZE(want); i++) {
		CHECK(t, !strcmp(ev[i].name, want[i]), "#%d %s, want %s", i, ev[i].name, want[i]);
		CHECK(t, ev[i].group_size == (i < 6 ? 6 : 1), "%s: group of %d", ev[i].name,
		      ev[i].group_size);
	}
out:
	return t_result(t);
}

/*
 * The commands a user types (issue: "<not supported>", "perf stat would
 * stop", "parsed differently").  perf 6.8 stands on 6.12's rules.
 */
static enum t_result predict_counts_core_topdown(struct tctx *t)
{
	static const char *const cmds[] = {
		"predict --cpu adl --kernel 6.8 --perf-version 6.8 -M TopdownL1",
		"predict --cpu adl --kernel 6.8 --perf-version 6.8 --topdown",
		"predict --cpu mtl --kernel 6.8 --perf-version 6.8 --topdown",
		"predict --cpu adl --kernel 6.8 --perf-version 6.8 --cputype core",
		"predict --cpu adl --kernel 6.8 --perf-version 6.8",
		"predict --cpu mtl --kernel 6.8 --perf-version 6.8",
		"predict --cpu rpl --kernel 6.4 --perf-version 6.4",
	};

	for (size_t c = 0; c < T_ARRAY_SIZE(cmds); c++) {
		const char *out, *err;

		CHECK(t, t_cli(cmds[c], &out, &err) == 0, "%s: %s", cmds[c], err);
		CHECK(t, !strstr(out, "<not supported>"), "%s: <not supported>", cmds[c]);
		CHECK(t, !strstr(out, "would stop"), "%s: says perf stops", cmds[c]);
		CHECK(t, !strstr(out, "differently") && !strstr(err, "differently"),
		      "%s: says the list parsed differently", cmds[c]);
		/* the metric view names each metric's PMU, as perf's headers do */
		if (strstr(cmds[c], "-M TopdownL1"))
			CHECK(t, strstr(out, "  tma_retiring (cpu_core) ") &&
			      strstr(out, "  tma_retiring (cpu_atom) "),
			      "%s: no per-PMU metric view:\n%s", cmds[c], out);
		/* mtl's 6.12 table has no Default group: perf adds no metric */
		if (!strstr(cmds[c], "TopdownL1") && !strstr(cmds[c], "--topdown") &&
		    !strstr(cmds[c], "mtl"))
			CHECK(t, strstr(out, "             TopdownL1 (cpu_core)                 #"),
			      "%s: no TopdownL1 (cpu_core) header:\n%s", cmds[c], out);
	}
	return t_result(t);
}

/*
 * Real perf 6.12.117, adl fake PMUs, every event counting (oracle.py one,
 * no options), after the legacy events' lines:
 *              TopdownL1 (cpu_core)                 #     25.0 %  tma_backend_bound
 *                                                   #    125.0 %  tma_bad_speculation
 *                                                   #    -75.0 %  tma_frontend_bound
 *                                                   #     25.0 %  tma_retiring
 *              TopdownL1 (cpu_atom)                 #     40.0 %  tma_bad_speculation
 *                                                   #     20.0 %  tma_retiring
 *                                                   #     20.0 %  tma_backend_bound
 *                                                   #     20.0 %  tma_frontend_bound
 * and no line of a TopDown event (default_metricgroup events print their
 * metrics only, stat-display.c printout()).
 */
static enum t_result default_set_headers(struct tctx *t)
{
	static const char *const want[] = {
		"             TopdownL1 (cpu_core)                 #  <value> %  tma_backend_bound",
		"                                                  #  <value> %  tma_bad_speculation",
		"                                                  #  <value> %  tma_frontend_bound",
		"                                                  #  <value> %  tma_retiring",
		"             TopdownL1 (cpu_atom)                 #  <value> %  tma_bad_speculation",
		"                                                  #  <value> %  tma_retiring",
		"                                                  #  <value> %  tma_backend_bound",
		"                                                  #  <value> %  tma_frontend_bound",
	};
	const char *out, *err, *p;

	REQUIRE(t, t_cli("predict --cpu adl --kernel 6.12 --perf-version 6.12 "
			 "--core-share core=50,atom=50", &out, &err) == 0, "predict: %s", err);
	p = out;
	for (size_t i = 0; i < T_ARRAY_SIZE(want); i++) {
		const char *q = strstr(p, want[i]);

		CHECK(t, q != NULL, "line %zu missing (in order): '%s'\n%s", i, want[i], out);
		if (q)
			p = q + strlen(want[i]);
	}
	CHECK(t, !strstr(out, ">      cpu_core/topdown-") && !strstr(out, ">      cpu_atom/TOPDOWN"),
	      "a Default group event has its own line:\n%s", out);
	CHECK(t, strstr(out, "cpu_atom/cycles/") && strstr(out, "cpu_core/cycles/"),
	      "the legacy events' per-PMU lines are missing:\n%s", out);
out:
	return t_result(t);
}

/*
 * Real perf 6.12.117 (oracle.py one): "--cputype core --topdown" opened
 * cpu_core slots, retiring, bad-spec, fe-bound, be-bound (slots leading)
 * and INT_MISC.UOP_DROPPING, nothing of cpu_atom; "--cputype atom -M
 * TopdownL1" opened cpu_atom 0xc2, 0x3c, 0x71, 0x74, each alone.
 */
static enum t_result cputype_metrics(struct tctx *t)
{
	const char *out, *err;
	struct jev ev[32];
	int n;

	REQUIRE(t, t_cli("events --json --cpu adl --kernel 6.12 --perf-version 6.12 "
			 "--cputype core --topdown", &out, &err) == 0, "events: %s", err);
	n = events_of(out, ev, 32);
	CHECK(t, n == 6, "--cputype core --topdown: %d events, want 6", n);
	for (int i = 0; i < n; i++)
		CHECK(t, !strncmp(ev[i].name, "cpu_core/", 9), "--cputype core: %s", ev[i].name);
	CHECK(t, n >= 1 && !strcmp(ev[0].name, "cpu_core/TOPDOWN.SLOTS/") &&
	      ev[0].group_size == 5, "slots does not lead the group of five");
	REQUIRE(t, t_cli("events --json --cpu adl --kernel 6.12 --perf-version 6.12 "
			 "--cputype atom -M TopdownL1", &out, &err) == 0, "events: %s", err);
	n = events_of(out, ev, 32);
	CHECK(t, n == 4, "--cputype atom -M TopdownL1: %d events, want 4", n);
	for (int i = 0; i < n; i++)
		CHECK(t, !strncmp(ev[i].name, "cpu_atom/", 9) && ev[i].group_size == 1,
		      "--cputype atom: %s (group of %d)", ev[i].name, ev[i].group_size);
out:
	return t_result(t);
}

/*
 * perf 6.1 on adl, -M TopdownL1 (tests/oracle/adl.txt case "6.1 -M
 * TopdownL1", Debian's perf 6.1.187): the unqualified IDs of the 6.1 table
 * (topdown\-retiring, ...) parse on both PMUs, all in one weak group led by
 * cpu_atom/topdown-retiring/; the kernel refuses cpu_core/topdown-* there
 * (EINVAL, recorded four times for the first), evlist__reset_weak_group()
 * (util/evlist.c 6.1) reopens the others alone but keeps the cpu_core
 * topdown events with their leader (arch_evsel__must_be_in_group()), so
 * they fail again.  perf printed these lines, in this order.
 */
static enum t_result weak_fallback_61(struct tctx *t)
{
	static const char *const printed[] = {
		"cpu_atom/topdown-retiring/", "cpu_core/topdown-retiring/",
		"cpu_core/INT_MISC.UOP_DROPPING/", "cpu_atom/topdown-fe-bound/",
		"cpu_core/topdown-fe-bound/", "cpu_atom/CPU_CLK_UNHALTED.CORE/",
		"cpu_atom/topdown-be-bound/", "cpu_core/topdown-be-bound/",
		"cpu_atom/topdown-bad-spec/", "cpu_core/topdown-bad-spec/",
		"cpu_atom/TOPDOWN_FE_BOUND.ALL/", "cpu_atom/CPU_CLK_UNHALTED.CORE/",
		"cpu_atom/TOPDOWN_RETIRING.ALL/", "cpu_atom/TOPDOWN_BE_BOUND.ALL/",
	};
	const char *out, *err, *p;
	struct jev ev[32];
	int n;

	REQUIRE(t, t_cli("events --json --cpu adl --kernel 6.1 --perf-version 6.1 -M TopdownL1",
			 &out, &err) == 0, "events: %s", err);
	n = events_of(out, ev, 32);
	CHECK(t, n == 14, "%d events, want 14", n);
	CHECK(t, n >= 1 && !strcmp(ev[0].name, "topdown-retiring") &&
	      !strcmp(ev[0].pmu, "cpu_atom") && ev[0].group_size == 10,
	      "the weak group is not led by cpu_atom/topdown-retiring/: %s %s %d", ev[0].name,
	      ev[0].pmu, ev[0].group_size);
	CHECK(t, n >= 2 && !strcmp(ev[1].name, "topdown-retiring") &&
	      !strcmp(ev[1].pmu, "cpu_core"), "cpu_core/topdown-retiring/ is not second");
	REQUIRE(t, t_cli("predict --cpu adl --kernel 6.1 --perf-version 6.1 -M TopdownL1",
			 &out, &err) == 0, "predict: %s", err);
	p = out;
	for (size_t i = 0; i < T_ARRAY_SIZE(printed); i++) {
		char line[128];
		const char *q;

		snprintf(line, sizeof(line), "      %s", printed[i]);
		q = strstr(p, line);
		CHECK(t, q != NULL, "line %zu (%s) missing or out of order:\n%s", i, printed[i], out);
		if (!q)
			continue;
		/* refused twice by the kernel: <not supported>, the rest not */
		CHECK(t, (strncmp(printed[i], "cpu_core/topdown-", 17) == 0) ==
		      (q - p >= 15 && !strncmp(q - 15, "<not supported>", 15)),
		      "%s: <not supported> wrong", printed[i]);
		p = q + strlen(line);
	}
	CHECK(t, strstr(out, "weak group reopened as single events") != NULL,
	      "predict does not say the weak group reopens");
out:
	return t_result(t);
}

/*
 * The default set's and -d's cache events on a hybrid: perf 6.12.117
 * printed "L1-dcache-loads" for both core PMUs' copies (oracle.py one
 * --args=-d on adl: "1000000  L1-dcache-loads  # 307.275 M/sec" twice;
 * tests/oracle/adl.txt case "6.12 -d"), the hardware events as
 * "cpu_atom/cycles/"; perf 6.1 printed "cpu_atom/L1-dcache-loads/" (case
 * "6.1 -d").  ___evlist__add_default_attrs(), arch/x86/util/evlist.c 6.12.
 */
static enum t_result detailed_cache_names(struct tctx *t)
{
	const char *out, *err;

	REQUIRE(t, t_cli("predict --cpu adl --kernel 6.12 --perf-version 6.12 -d", &out, &err) == 0,
		"predict: %s", err);
	{
		const char *end = strstr(out, "Task time by core type"), *slash;

		slash = strstr(out, "/L1-dcache-loads/");
		CHECK(t, end && strstr(out, ">      L1-dcache-loads ") &&
		      (!slash || slash > end) && strstr(out, "      cpu_atom/cycles/"),
		      "perf 6.12 names:\n%s", out);
	}
	REQUIRE(t, t_cli("predict --cpu adl --kernel 6.1 --perf-version 6.1 -d", &out, &err) == 0,
		"predict: %s", err);
	CHECK(t, strstr(out, "      cpu_atom/L1-dcache-loads/") &&
	      strstr(out, "      cpu_core/L1-dcache-loads/"), "perf 6.1 names:\n%s", out);
out:
	return t_result(t);
}


/*
 * perf stat --topdown on a hybrid before perf 6.4 (builtin-stat.c 6.1
 * add_default_attributes(): pmu_name from arch_get_topdown_pmu_name(),
 * arch/x86/util/topdown.c 6.1, cpu_core unless --cputype; the level-2
 * names when that PMU has topdown-heavy-ops, whatever --td-level; then
 * topdown_filter_events(), util/topdown.c 6.1, writes each name the PMU
 * has as "PMU/name/" in one group).  Read in Debian's linux-source-6.1
 * (6.1.192); perf 6.4 replaced it by the TopdownL<level> metric group
 * (1647cd5b8802698fb49ccb851b07b098520b5092, "perf stat: Implement
 * --topdown using json metrics", perf-tools-for-v6.4).  Real perf 6.1.187
 * opened that group on adl for --topdown, --td-level 1 and 2 alike:
 * cpu_core raw 0x400 leading 0x8000..0x8700 (tests/oracle/adl.txt cases
 * "6.1 --topdown", "6.1 --topdown --td-level 1").
 */
static enum t_result topdown_list_hybrid_61(struct tctx *t)
{
	static const char want[] =
		"{cpu_core/slots/,cpu_core/topdown-retiring/,cpu_core/topdown-bad-spec/,"
		"cpu_core/topdown-fe-bound/,cpu_core/topdown-be-bound/,cpu_core/topdown-heavy-ops/,"
		"cpu_core/topdown-br-mispredict/,cpu_core/topdown-fetch-lat/,"
		"cpu_core/topdown-mem-bound/}";
	struct pms_env env = PMS_ENV_DEFAULT;
	char buf[1024];
	int hybrids = 0;

	for (size_t i = 0; i < pms_model_count(); i++) {
		const struct pms_model *m = pms_model_at(i);
		struct pms_diag d;

		if (!pms_model_is_hybrid(m) || pms_model_vendor(m) != PMS_VENDOR_INTEL)
			continue;
		/* 6.1 where the kernel drives the part, else 6.3 (still perf 6.1's
		 * rules); parts driven only from 6.4 on: perf's metric group era,
		 * whose cpu_core PERF_METRICS group of level 1 is the first five */
		env.kver = pms_model_hybrid_since(m) <= PMS_KVER(6, 1) ? PMS_KVER(6, 1) :
			   pms_model_hybrid_since(m) <= PMS_KVER(6, 3) ? PMS_KVER(6, 3) :
			   pms_model_hybrid_since(m);
		hybrids++;
		for (int level = 1; level <= 2; level++) {
			bool new_perf = env.kver >= PMS_KVER(6, 4);

			CHECK(t, pms_topdown_event_list(m, &env, level, buf, sizeof(buf), &d) == 0 &&
			      (new_perf && level == 1 ? !strncmp(buf, want, 124) && buf[124] == '}' &&
			       !buf[125] : !strcmp(buf, want)),
			      "%s level %d: %s (%s)", pms_model_name(m), level, buf, d.msg);
		}
	}
	/* Linux 6.1 does not drive Meteor Lake's two PMUs (hybrid from 6.2) */
	env.kver = PMS_KVER(6, 1);
	CHECK(t, pms_topdown_event_list(pms_model_find("mtl"), &env, 1, buf, sizeof(buf), NULL) ==
	      PMS_ENOTSUP, "mtl on 6.1");
	CHECK(t, hybrids >= 5, "%d hybrid models (adl, rpl, mtl, arl, lnl ...)", hybrids);
	return t_result(t);
}

/*
 * The same list as 'topdown events' parses and predicts it: every event on
 * cpu_core, slots on FIXED3 and metric k on METRIC k (INTEL_PMC_IDX_FIXED_SLOTS,
 * INTEL_PMC_IDX_METRIC_BASE + k, arch/x86/include/asm/perf_event.h), none
 * refused; before, the bare names also matched cpu_atom's level-1 aliases
 * (adl_hybrid_events_attrs, hybrid_big_small, intel/core.c 6.1) and the
 * group printed <not supported>.
 */
static enum t_result topdown_events_hybrid_61_cli(struct tctx *t)
{
	static const char *const cmds[] = {
		"topdown events --cpu adl --kernel 6.1",
		"topdown events --cpu rpl --kernel 6.1 --level 2",
		"topdown events --cpu mtl --kernel 6.3 --cputype core",
	};

	for (size_t c = 0; c < T_ARRAY_SIZE(cmds); c++) {
		const char *out, *err;

		CHECK(t, t_cli(cmds[c], &out, &err) == 0, "%s: %s", cmds[c], err);
		CHECK(t, strstr(out, "-e '{cpu_core/slots/,cpu_core/topdown-retiring/,") &&
		      strstr(out, "fits without multiplexing") && !strstr(out, "<not supported>") &&
		      !strstr(out, "cpu_atom"), "%s:\n%s", cmds[c], out);
		CHECK(t, strstr(out, "  cpu_core/slots/              FIXED3\n") &&
		      strstr(out, "  cpu_core/topdown-retiring/   METRIC0\n") &&
		      strstr(out, "  cpu_core/topdown-mem-bound/  METRIC7\n"), "%s: counters:\n%s",
		      cmds[c], out);
	}
	return t_result(t);
}

/*
 * --cputype atom before perf 6.4: cpu_atom has no slots and no
 * topdown-heavy-ops, so add_default_attributes() (builtin-stat.c 6.1) keeps
 * the level-1 names and topdown_filter_events() drops slots: the group is
 * cpu_atom's four aliases (event 0xc2, 0x73, 0x71, 0x74, umask 0: the
 * atom half of td_*_adl, intel/core.c 6.1), on general counters; level 2
 * is "Invalid top-down metrics level. The max level is 1.".  From 6.4 the
 * atom PMU has no PERF_METRICS group at all: refused, saying so, not
 * "'slots' does not exist on model 'adl'".
 */
static enum t_result topdown_events_atom(struct tctx *t)
{
	const char *out, *err;

	REQUIRE(t, t_cli("topdown events --cpu adl --kernel 6.1 --cputype atom", &out, &err) == 0,
		"6.1 atom: %s", err);
	CHECK(t, strstr(out, "-e '{cpu_atom/topdown-retiring/,cpu_atom/topdown-bad-spec/,"
			"cpu_atom/topdown-fe-bound/,cpu_atom/topdown-be-bound/}'") &&
	      strstr(out, "fits without multiplexing") &&
	      strstr(out, "  cpu_atom/topdown-retiring/   GP"), "6.1 atom:\n%s", out);
	CHECK(t, t_cli("topdown events --cpu adl --kernel 6.1 --cputype atom --level 2", &out,
		       &err) == 1 && strstr(err, "Invalid top-down metrics level. The max level is 1."),
	      "6.1 atom level 2: %s", err);
	CHECK(t, t_cli("topdown events --cpu adl --kernel 6.12 --cputype atom", &out, &err) == 1 &&
	      strstr(err, "cpu_atom has no TopDown slots or metrics events") &&
	      !strstr(err, "does not exist"), "6.12 atom: %s", err);
	/* perf 6.4+: the note that --topdown is a metric group there */
	REQUIRE(t, t_cli("topdown events --cpu adl --kernel 6.12", &out, &err) == 0, "%s", err);
	CHECK(t, strstr(out, "perf 6.4 and later build --topdown from the TopdownL1 metric group"),
	      "6.12: no metric-group note:\n%s", out);
out:
	return t_result(t);
}

/*
 * The same through perf's list builder (predict/events --topdown, perf
 * 6.1 rules): cpu_core/slots/ and cpu_core's eight metrics without
 * --cputype (the text was "slots", the default set's spelling);
 * --cputype atom gives cpu_atom's four aliases as one group of four on
 * general counters (topdown_filter_events(), util/topdown.c 6.1), and
 * --td-level 2 is refused as add_default_attributes() refuses it.
 */
static enum t_result topdown_mlist_atom_61(struct tctx *t)
{
	static const char *const want[] = {
		"cpu_atom/topdown-retiring/", "cpu_atom/topdown-bad-spec/",
		"cpu_atom/topdown-fe-bound/", "cpu_atom/topdown-be-bound/",
	};
	const char *out, *err;
	struct jev ev[32];
	int n;

	REQUIRE(t, t_cli("events --json --cpu adl --kernel 6.1 --perf-version 6.1 --cputype atom "
			 "--topdown", &out, &err) == 0, "events: %s", err);
	n = events_of(out, ev, 32);
	CHECK(t, n == 4, "%d events, want 4", n);
	for (int i = 0; i < n && i < 4; i++)
		CHECK(t, !strcmp(ev[i].name, want[i]) && !strcmp(ev[i].pmu, "cpu_atom") &&
		      ev[i].group_size == 4,
		      "#%d %s (%s, group %d), want %s", i, ev[i].name, ev[i].pmu,
		      ev[i].group_size, want[i]);
	/* without --cputype: cpu_core, slots written on it as well */
	REQUIRE(t, t_cli("events --json --cpu adl --kernel 6.1 --perf-version 6.1 --topdown",
			 &out, &err) == 0, "events: %s", err);
	CHECK(t, strstr(out, "\"text\":\"cpu_core/slots/\"") &&
	      strstr(out, "\"text\":\"cpu_core/topdown-mem-bound/\"") &&
	      !strstr(out, "\"text\":\"slots\""), "cpu_core list:\n%.600s", out);
	CHECK(t, t_cli("predict --cpu adl --kernel 6.1 --perf-version 6.1 --cputype atom "
		       "--topdown --td-level 2", &out, &err) != 0 &&
	      strstr(err, "Invalid top-down metrics level. The max level is 1."), "level 2: %s",
	      err);
out:
	return t_result(t);
}

/*
 * The breakdown from those counts.  cpu_atom (perf 6.1 stat-shadow.c
 * td_metric_ratio()): a class's count over the four's sum: 400, 100, 200,
 * 300 give 40%, 10%, 20%, 30%; full_td() wants two non-zero.  cpu_core at
 * level 1 from the nine-event group: 1000 slots, retiring 400 -> 40%.
 */
static enum t_result topdown_counts_hybrid_61(struct tctx *t)
{
	static const uint64_t atom[4] = { 400, 100, 200, 300 }, one[4] = { 5, 0, 0, 0 };
	static const uint64_t core[9] = { 1000, 400, 100, 200, 300, 100, 60, 150, 120 };
	const struct pms_model *adl = pms_model_find("adl");
	struct pms_env env = PMS_ENV_DEFAULT;
	struct pms_topdown_result r;

	env.kver = PMS_KVER(6, 1);
	REQUIRE(t, pms_topdown_from_counts_pmu(adl, &env, 1, "atom", atom, 4, &r, NULL) == 0,
		"atom");
	CHECK(t, r.total_slots == 1000 && r.frac[PMS_TD_RETIRING] == 0.4 &&
	      r.frac[PMS_TD_BAD_SPEC] == 0.1 && r.frac[PMS_TD_FE_BOUND] == 0.2 &&
	      r.frac[PMS_TD_BE_BOUND] == 0.3 && r.level == 1, "atom fractions");
	CHECK(t, pms_topdown_from_counts_pmu(adl, &env, 1, "atom", one, 4, &r, NULL) ==
	      PMS_ERANGE, "one non-zero count");
	REQUIRE(t, pms_topdown_from_counts(adl, &env, 1, core, 9, &r, NULL) == 0, "core level 1");
	CHECK(t, r.level == 1 && r.frac[PMS_TD_RETIRING] == 0.4 && r.frac[PMS_TD_BE_BOUND] == 0.3,
	      "core level 1 fractions");
	CHECK(t, pms_topdown_from_counts(adl, &env, 1, core, 5, &r, NULL) == PMS_EINVAL,
	      "5 counts for the 9-event group");
out:
	return t_result(t);
}

const struct t_case t_hybrid_td_cases[] = {
	{ "topdown_list_hybrid_61", topdown_list_hybrid_61 },
	{ "topdown_events_hybrid_61_cli", topdown_events_hybrid_61_cli },
	{ "topdown_events_atom", topdown_events_atom },
	{ "topdown_counts_hybrid_61", topdown_counts_hybrid_61 },
	{ "topdown_mlist_atom_61", topdown_mlist_atom_61 },
	{ "per_pmu_metric_groups", per_pmu_metric_groups },
	{ "predict_counts_core_topdown", predict_counts_core_topdown },
	{ "default_set_headers", default_set_headers },
	{ "cputype_metrics", cputype_metrics },
	{ "weak_fallback_61", weak_fallback_61 },
	{ "detailed_cache_names", detailed_cache_names },
	{ NULL, NULL }
};
