/*
 * perf's own lists through the simulator and the CLI: the weak-group reset
 * at open (util/evlist.c evlist__reset_weak_group(), builtin-stat.c
 * __run_perf_stat(), 6.1 and 6.12), TOPDOWN.SLOTS as a slots leader
 * (is_slots_event(), arch/x86/events/perf_event.h 6.12), and -M/-d/--topdown
 * joined after -e as cmd_stat() orders them (builtin-stat.c 6.1, 6.12).
 */
#include <math.h>
#include "../test.h"

struct run {
	struct pms_evlist *ev;
	struct pms_sim *s;
};

static int simulate(const char *cpu, uint32_t perf_version, const char *events, bool ht,
		    struct run *r)
{
	struct pms_evlist_opts eo = PMS_EVLIST_OPTS_INIT;
	struct pms_sim_opts o = { .sz = sizeof(o), .env = PMS_ENV_DEFAULT };
	struct pms_diag d;
	int rc;

	o.env.kver = PMS_KVER(6, 12);
	o.env.ht = ht;
	o.perf_version = perf_version;
	eo.perf_version = perf_version;
	eo.env = &o.env;
	r->s = NULL;
	rc = pms_evlist_parse_opts(pms_model_find(cpu), events, &eo, &r->ev, &d);
	if (!rc)
		rc = pms_simulate(r->ev, &o, &r->s, &d);
	return rc;
}

static void done(struct run *r)
{
	pms_sim_free(r->s);
	pms_evlist_free(r->ev);
}

/*
 * skl, HT on: 4 GP counters.  Five GP-only members: validate_group() finds
 * no assignment for the fifth (EINVAL), so perf resets the group and
 * reopens all five alone; five flexible singles over 4 counters each miss
 * one interval in five: 80.00%.  Without :W the same group stays refused:
 * its fifth member <not supported>, perf's group read failing for the rest.
 */
static enum t_result weak_reset_singles(struct tctx *t)
{
	const char *g = "{branches,branch-misses,L1-dcache-loads,L1-dcache-load-misses,LLC-loads}";
	char buf[160];
	struct run r;

	snprintf(buf, sizeof(buf), "%s:W", g);
	REQUIRE(t, simulate("skl", 0, buf, true, &r) == PMS_OK, "simulate");
	for (int i = 0; i < 5; i++) {
		const struct pms_ev_result *x = pms_sim_result(r.s, i);

		CHECK(t, x->weak_reset == 4, "e%d: reset by %d, want 4 (LLC-loads)", i, x->weak_reset);
		CHECK(t, x->leader == i, "e%d: leader %d, want itself", i, x->leader);
		CHECK(t, x->status == PMS_ST_COUNTED && fabs(x->percent - 80.0) < 1e-9,
		      "e%d: %.2f%%, want 80.00%%", i, x->percent);
	}
	done(&r);
	REQUIRE(t, simulate("skl", 0, g, true, &r) == PMS_OK, "simulate without :W");
	CHECK(t, pms_sim_result(r.s, 4)->status == PMS_ST_NOT_SUPPORTED,
	      "a strong group's refused member stays <not supported>");
	CHECK(t, pms_sim_result(r.s, 0)->weak_reset == -1, "no reset without :W");
	done(&r);
out:
	return t_result(t);
}

/*
 * icl: 8 GP counters.  {slots,topdown-retiring,branches x9}:W: the ninth
 * branches is refused.  perf 6.12 keeps slots and topdown-retiring grouped
 * (arch_evsel__must_be_in_group(), from 5.19); perf 5.18 reopens
 * topdown-retiring alone and the kernel refuses a metric event without a
 * slots leader (intel_pmu_hw_config(), 6.12): <not supported>.
 */
static enum t_result weak_reset_topdown_by_version(struct tctx *t)
{
	const char *l = "{slots,topdown-retiring,branches,branches,branches,branches,branches,"
			"branches,branches,branches,branches}:W";
	struct run r;

	REQUIRE(t, simulate("icl", PMS_KVER(6, 12), l, true, &r) == PMS_OK, "6.12");
	CHECK(t, pms_sim_result(r.s, 1)->leader == 0, "6.12: topdown-retiring stays with slots");
	CHECK(t, pms_sim_result(r.s, 1)->status == PMS_ST_COUNTED, "6.12: counted");
	CHECK(t, pms_sim_result(r.s, 2)->leader == 2, "6.12: branches alone");
	CHECK(t, pms_sim_result(r.s, 0)->weak_reset == 10, "6.12: reset by e10, got %d",
	      pms_sim_result(r.s, 0)->weak_reset);
	done(&r);
	REQUIRE(t, simulate("icl", PMS_KVER(5, 18), l, true, &r) == PMS_OK, "5.18");
	CHECK(t, pms_sim_result(r.s, 1)->leader == 1, "5.18: topdown-retiring alone");
	CHECK(t, pms_sim_result(r.s, 1)->status == PMS_ST_NOT_SUPPORTED &&
	      (pms_sim_result(r.s, 1)->why & PMS_WHY_TOPDOWN_RULE), "5.18: refused, topdown rule");
	done(&r);
out:
	return t_result(t);
}

/*
 * A reset group opens in perf's second pass, after every other group: with
 * {a,b,c,d,e}:W refused and one more single 'f' written after it on skl
 * (4 GP), the rotation list is f, a, b, c, d, e.  Six singles over 4
 * counters: at the first interval f, a, b, c run and d, e wait.
 */
static enum t_result reset_opens_last(struct tctx *t)
{
	struct run r;
	const struct pms_interval *iv;
	struct pms_interval first;

	REQUIRE(t, simulate("skl", 0, "{branches,branch-misses,L1-dcache-loads,"
			    "L1-dcache-load-misses,LLC-loads}:W,cpu/event=0xc4,umask=0x1/", true,
			    &r) == PMS_OK, "simulate");
	REQUIRE(t, pms_sim_n_intervals(r.s) > 0, "intervals");
	iv = NULL;
	REQUIRE(t, pms_sim_interval(r.s, 0, &first) == PMS_OK, "interval 0");
	iv = &first;
	CHECK(t, iv->counter[5] >= 0, "the single written last runs first");
	CHECK(t, iv->counter[0] >= 0 && iv->counter[1] >= 0 && iv->counter[2] >= 0,
	      "then the reset group's first three");
	CHECK(t, iv->counter[3] < 0 && iv->counter[4] < 0, "its last two wait");
	done(&r);
out:
	return t_result(t);
}

/*
 * is_slots_event() compares the encoding (event 0x00, umask 0x04), so the
 * JSON name TOPDOWN.SLOTS, which -M lists use, leads topdown metrics as
 * 'slots' does: all of perf 6.12's -M TopdownL1 slots group is counted.
 */
static enum t_result json_slots_leads(struct tctx *t)
{
	struct run r;

	REQUIRE(t, simulate("icl", 0, "{TOPDOWN.SLOTS,topdown-retiring,topdown-fe-bound}", true,
			    &r) == PMS_OK, "simulate");
	for (int i = 0; i < 3; i++)
		CHECK(t, pms_sim_result(r.s, i)->status == PMS_ST_COUNTED, "e%d counted", i);
	done(&r);
out:
	return t_result(t);
}

/* Every allocation failure of a run with a weak reset is a clean PMS_ENOMEM. */
static enum t_result reset_alloc_failures(struct tctx *t)
{
	struct pms_sim_opts o = { .sz = sizeof(o),
				    .env = PMS_ENV_DEFAULT, .duration_ns = 20000000 };
	struct pms_evlist *ev = NULL;
	struct pms_diag d;
	int ok = 0;

	REQUIRE(t, pms_evlist_parse(pms_model_find("skl"), "{branches,branch-misses,"
				    "L1-dcache-loads,L1-dcache-load-misses,LLC-loads}:W", &ev,
				    &d) == 0, "parse");
	for (long n = 0; n < 200 && !ok; n++) {
		struct pms_sim *s = NULL;
		long live = pmsi_alloc_live();
		int rc;

		pmsi_alloc_fail_at(n);
		rc = pms_simulate(ev, &o, &s, &d);
		pmsi_alloc_fail_at(-1);
		if (rc == PMS_OK) {
			ok = 1;
			CHECK(t, pms_sim_result(s, 0)->weak_reset == 4, "reset after %ld", n);
			pms_sim_free(s);
		} else {
			CHECK(t, rc == PMS_ENOMEM, "fail at %ld: %d", n, rc);
			CHECK(t, pmsi_alloc_live() == live, "leak after failure %ld", n);
		}
	}
	CHECK(t, ok, "never succeeded");
	pms_evlist_free(ev);
out:
	return t_result(t);
}

/* The CLI: -e first, then -M, then -d (cmd_stat() and add_default_attributes()). */
static enum t_result cli_order(struct tctx *t)
{
	const char *out = NULL, *err = NULL;
	int rc = t_cli("predict --cpu skx --kernel 6.12 --no-schedule -d -M tma_info_thread_ipc "
		       "-e task-clock", &out, &err);
	const char *a = out ? strstr(out, "task-clock") : NULL;
	const char *b = out ? strstr(out, "INST_RETIRED.ANY") : NULL;
	const char *c = out ? strstr(out, "L1-dcache-loads") : NULL;

	CHECK(t, rc == 0, "exit %d: %s", rc, err);
	CHECK(t, a && b && c && a < b && b < c, "order -e, -M, -d: %s", out ? out : "");
	CHECK(t, out && !strstr(out, "context-switches"), "no default set when -e gives events");
	CHECK(t, t_cli("predict --cpu hsw --kernel 6.12 -M NoSuchMetric", &out, &err) == 2 &&
	      strstr(err, "NoSuchMetric"), "unknown metric: %s", err);
	CHECK(t, t_cli("predict --cpu apple-m1 --kernel 6.12 -M IPC", &out, &err) == 2 &&
	      strstr(err, "no perf metric table"), "no metric table: %s", err);
	/* perf 6.12.117's arch/arm64/arm/neoverse-n1/metrics.json ipc,
	 * INST_RETIRED / CPU_CYCLES, matched without regard to case
	 * (metricgroup.c match_metric(), strncasecmp) */
	CHECK(t, t_cli("predict --cpu neoverse-n1 --kernel 6.12 --no-schedule -M IPC", &out,
		       &err) == 0 && strstr(out, "INST_RETIRED") && strstr(out, "CPU_CYCLES") &&
	      strstr(out, "table arm/neoverse-n1"), "n1 6.12 -M IPC: %s %s", out, err);
	/* explain's sentence on the reset (skl, HT on: the fifth GP member is refused) */
	CHECK(t, t_cli("explain --cpu skl --kernel 6.12 -e '{branches,branch-misses,"
		       "L1-dcache-loads,L1-dcache-load-misses,LLC-loads}:W'", &out, &err) == 0 &&
	      strstr(out, "The kernel refused 'LLC-loads' in the weak group led by 'branches'") &&
	      strstr(out, "evlist__reset_weak_group()"), "explain: %s", out);
	/* plan names what it does with each metric */
	CHECK(t, t_cli("plan --cpu skl --kernel 6.12 -M tma_info_thread_ipc --metric-no-group",
		       &out, &err) == 0 && strstr(out, "tma_info_thread_ipc") &&
	      strstr(out, "(--metric-no-group)"), "plan: %s", out);
	return t_result(t);
}

/*
 * The lines perf stat prints for its own lists.  perf 6.12's default set on
 * icelake: the Default group's events e8..e14 are default_metricgroup
 * (builtin-stat.c add_default_attributes()); perf_stat__skip_metric_event()
 * (util/stat-shadow.c) keeps only TOPDOWN.SLOTS (e8), the event every
 * TopdownL1 metric is filed under (metricgroup.c parse_groups(): metric_events[0]),
 * whose line is the "TopdownL1" header and the metrics.  perf 6.1 has no
 * Default group: no line hidden.  --topdown: metric_only (cmd_stat()), no
 * event line at all.
 */
static enum t_result hidden_lines(struct tctx *t)
{
	const char *out = NULL, *err = NULL;

	CHECK(t, t_cli("predict --cpu icl --kernel 6.12 --no-schedule --json", &out, &err) == 0 &&
	      strstr(out, "\"perf_metric_only\":false") &&
	      strstr(out, "\"perf_hidden_lines\":[9,10,11,12,13,14]") &&
	      strstr(out, "\"default_group\":\"TopdownL1\""), "6.12 default: %s", out);
	CHECK(t, t_cli("predict --cpu icl --kernel 6.12 --no-schedule", &out, &err) == 0 &&
	      strstr(out, "                        TopdownL1                 #  <value> %  "
		     "tma_backend_bound") && !strstr(out, "<count>      TOPDOWN.SLOTS") &&
	      !strstr(out, "<count>      topdown-"), "6.12 default text: %s", out);
	CHECK(t, t_cli("predict --cpu icl --kernel 6.1 --no-schedule --json", &out, &err) == 0 &&
	      strstr(out, "\"perf_hidden_lines\":[]"), "6.1 default: %s", out);
	CHECK(t, t_cli("predict --cpu icl --kernel 6.1 --no-schedule", &out, &err) == 0 &&
	      strstr(out, "<count>      topdown-retiring") && !strstr(out, "TopdownL1"),
	      "6.1 default text: %s", out);
	CHECK(t, t_cli("predict --cpu spr --kernel 6.12 --no-schedule --topdown --json", &out,
		       &err) == 0 && strstr(out, "\"perf_metric_only\":true") &&
	      strstr(out, "\"perf_hidden_lines\":[0,1,2,3,4,5]"), "--topdown: %s", out);
	/* -d multiplexes on icl with the watchdog: the block ends with the running
	 * share of TOPDOWN.SLOTS (print_running() after the metrics, printout()) */
	CHECK(t, t_cli("predict --cpu icl --kernel 6.12 --no-schedule -d", &out, &err) == 0,
	      "-d: %s", err);
	{
		const char *e8 = strstr(out, "e8   TOPDOWN.SLOTS"), *ran = e8 ? strstr(e8, "ran ") : NULL;
		const char *ret = strstr(out, "%  tma_retiring");
		char share[24] = "", want[32];

		if (ran)
			sscanf(ran, "ran %23[0-9.]", share);
		snprintf(want, sizeof(want), "  (%s%%)\n", share);
		CHECK(t, share[0] && strcmp(share, "100.00") && ret && strstr(ret, want) &&
		      strstr(ret, want) < strchr(ret, '\n') + 1, "-d block share %s: %s", share, out);
	}
	/* skl 6.1 --topdown -a: per core (AGGR_CORE), not modelled: every line kept */
	CHECK(t, t_cli("predict --cpu skl --kernel 6.1 --no-schedule --topdown -a --json", &out,
		       &err) == 0 && strstr(out, "\"perf_lines_modelled\":false") &&
	      strstr(out, "\"perf_metric_only\":false,\"perf_hidden_lines\":[]"), "skl: %s", out);
	/* spr 6.1: the level 2 events are there, so --td-level defaults to 2 */
	CHECK(t, t_cli("predict --cpu spr --kernel 6.1 --no-schedule --topdown", &out, &err) == 0 &&
	      strstr(out, "Heavy Operations") && strstr(out, "Core Bound"), "6.1 L2: %s", out);
	CHECK(t, t_cli("predict --cpu spr --kernel 6.1 --no-schedule --topdown --td-level 1", &out,
		       &err) == 0 && strstr(out, "Backend Bound") && !strstr(out, "Heavy Operations"),
	      "6.1 L1: %s", out);
	return t_result(t);
}

const struct t_case t_perf_lists_cli_cases[] = {
	{ "hidden_lines", hidden_lines },
	{ "weak_reset_singles", weak_reset_singles },
	{ "weak_reset_topdown_by_version", weak_reset_topdown_by_version },
	{ "reset_opens_last", reset_opens_last },
	{ "json_slots_leads", json_slots_leads },
	{ "reset_alloc_failures", reset_alloc_failures },
	{ "cli_order", cli_order },
	{ NULL, NULL }
};
