/*
 * CLI contracts run in-process: explain's cause kinds (each with the
 * kernel rule it names), predict's JSON shape and bad input.
 */
#include <stdlib.h>
#include "../test.h"

#define TLB6 "dtlb_load_misses.walk_completed,dtlb_load_misses.walk_completed_4k," \
	     "dtlb_store_misses.walk_completed,dtlb_store_misses.walk_completed_4k," \
	     "itlb_misses.walk_completed,itlb_misses.walk_completed_4k"

struct ecase {
	int line;
	const char *cite;
	const char *args;
	const char *want[4];	/* substrings of stdout, in any order */
};

static const struct ecase explain_cases[] = {
	/* ks 6.6: the watchdog's cycles sits on FIXED1; a fifth cycles event
	 * has only the 4 GP counters left. */
	{ __LINE__, "watchdog holds FIXED1", "explain --cpu hsw --kernel 6.12 "
	  "-e cycles,cycles,cycles,cycles,cycles",
	  { "the NMI watchdog (FIXED1, pinned, always)", "fix: disable the NMI watchdog" } },
	/* ks 10.2: the pinned event keeps GP2. */
	{ __LINE__, "pinned holder", "explain --cpu hsw --kernel 6.12 "
	  "-e l1d_pend_miss.pending,cycle_activity.stalls_l1d_pending:D",
	  { "cycle_activity.stalls_l1d_pending:D [pinned]", "unpin 'cycle_activity.stalls_l1d_pending:D'" } },
	/* ks 3.2/10.3: stop at the first failure in a pass. */
	{ __LINE__, "first-failure rule", "explain --cpu hsw --kernel 6.12 --ht off -e "
	  "'{l1d_pend_miss.pending,faults},cycle_activity.stalls_l1d_pending:D,mem_uops_retired.all_loads'",
	  { "stops trying hardware groups in a pass at the first one that fails",
	    "the group of e0 l1d_pend_miss.pending failed before it",
	    "fix: split its group into separate events" } },
	/* ks 4.1: 4.17 to 5.4-rc2 rotate only an active group. */
	{ __LINE__, "rotation stall", "explain --cpu hsw --kernel 5.3 --ht off -e "
	  "'{l1d_pend_miss.pending,faults},cycle_activity.stalls_l1d_pending:D,mem_uops_retired.all_loads'",
	  { "kernels 4.17 to 5.4-rc2 rotate only an active flexible group" } },
	/* ks 7.1: gpmax halved while a corrupting event is on the core. */
	{ __LINE__, "HT-erratum limit", "explain --cpu hsw --kernel 6.12 --ht on -e "
	  "mem_load_uops_retired.l1_hit,mem_load_uops_retired.l1_miss,mem_load_uops_retired.l2_hit",
	  { "HT-erratum workaround", "fix: disable SMT" } },
	/* ks 7.1: a corrupting event may not share a counter index the
	 * sibling uses. */
	{ __LINE__, "sibling thread", "explain --cpu hsw --kernel 6.12 --ht on "
	  "--sibling branches,branch-misses,cache-misses,cache-references "
	  "-e mem_load_uops_retired.l1_hit",
	  { "the sibling thread (GP0-3)", "fix: keep the sibling thread off the counters" } },
	/* ks 6.1/10.7: validate_group at open, then perf's group read. */
	{ __LINE__, "open-time validation and group read", "explain --cpu icl --kernel 6.12 -e '{" TLB6 "}'",
	  { "validate_group(): its group would not fit", "PERF_FORMAT_GROUP",
	    "split its group into separate events" } },
	/* ks 4.3/10.8: short on-CPU stretches never rotate. */
	{ __LINE__, "sleep never rotates", "explain --cpu icl --kernel 6.12 --workload sleep -e instructions," TLB6,
	  { "the task runs in stretches shorter than the mux interval" } },
	/* ks 3.5, 5.7+: a pinned failure goes to ERROR and stops later pinned groups. */
	{ __LINE__, "pinned ERROR", "explain --cpu hsw --kernel 6.12 -e "
	  "cycle_activity.stalls_l1d_pending:D,l1d_pend_miss.pending:D,instructions:D",
	  { "ERROR state for the rest of the run" } },
	/* model-constraints 4.3: IVB refused 0xd0-0xd3 in 3.10-4.0. */
	{ __LINE__, "empty constraint", "explain --cpu ivb --kernel 3.14 -e mem_uops_retired.all_loads",
	  { "<not supported>", "validate_event() refuses it" } },
	/* model-constraints 6: Haswell maps no stalled-cycles-backend. */
	{ __LINE__, "no encoding", "explain --cpu hsw --kernel 6.12 -e stalled-cycles-backend",
	  { "maps this event to nothing on this model" } },
	/* ks 7.6: topdown metric outside a slots group */
	{ __LINE__, "topdown rule", "explain --cpu icl --kernel 6.12 -e topdown-retiring",
	  { "must be in a group led by slots", "<not supported>" } },
	{ __LINE__, "nothing to explain", "explain --cpu hsw --kernel 6.12 -e cycles,instructions",
	  { "nothing multiplexes" } },
};

static enum t_result explain_causes(struct tctx *t)
{
	for (size_t k = 0; k < T_ARRAY_SIZE(explain_cases); k++) {
		const struct ecase *c = &explain_cases[k];
		const char *out, *err;
		int rc = t_cli(c->args, &out, &err);

		CHECK(t, rc == 0, "line %d (%s): exit %d: %s", c->line, c->cite, rc, err);
		for (int j = 0; j < 4 && c->want[j]; j++)
			CHECK(t, strstr(out, c->want[j]) != NULL, "line %d (%s): no '%s' in:\n%s",
			      c->line, c->cite, c->want[j], out);
	}
	return t_result(t);
}

/* The JSON contract of issue 4: field names and per-event order. */
static enum t_result predict_json_shape(struct tctx *t)
{
	const char *out, *err;
	int rc = t_cli("predict --cpu skl --kernel 6.12 --allow-tsx-force-abort 0 --json -e "
		       "mem_load_retired.l1_hit,mem_load_retired.l1_miss,mem_load_retired.fb_hit,"
		       "mem_load_retired.l2_hit,mem_load_retired.l3_hit", &out, &err);
	static const char *const keys[] = {
		"{\"cpu\":\"skl\",\"kernel\":\"6.12\",\"ht\":true,\"nmi_watchdog\":true,"
		"\"duration_ns\":1000000000,\"mux_interval_ns\":4000000,\"events\":[",
		"{\"name\":\"mem_load_retired.l1_hit\",\"group\":0,\"leader\":true,\"pinned\":false,"
		"\"status\":\"counted\",\"enabled_ns\":1000000000,",
		"\"intervals\":[{\"start_ns\":0,\"end_ns\":4000000,\"task_on\":true,\"active\":["
		"{\"event\":0,\"counter\":\"GP0\"},{\"event\":1,\"counter\":\"GP1\"},"
		"{\"event\":2,\"counter\":\"GP2\"}],\"watchdog\":\"FIXED1\"}",
	};

	CHECK(t, rc == 0, "exit %d: %s", rc, err);
	for (size_t k = 0; k < T_ARRAY_SIZE(keys); k++)
		CHECK(t, strstr(out, keys[k]) != NULL, "missing %s in %.300s", keys[k], out);
	return t_result(t);
}

static const struct {
	int line;
	const char *args;
	int exit;
	const char *err;
} bad[] = {
	{ __LINE__, "predict --cpu nosuch -e cycles", 2, "unknown CPU model 'nosuch'" },
	{ __LINE__, "predict --cpu hsw --kernel 4.x -e cycles", 2, "bad kernel version '4.x'" },
	{ __LINE__, "predict --cpu hsw --ht maybe -e cycles", 2, "bad value 'maybe' for --ht" },
	{ __LINE__, "predict --cpu hsw --workload run:5q -e cycles", 2, "unexpected 'q'" },
	{ __LINE__, "predict --cpu hsw --mux-interval 10us -e cycles", 2, "--mux-interval" },
	{ __LINE__, "predict --cpu hsw", 2, "no events given" },
	{ __LINE__, "predict --cpu hsw --bogus -e cycles", 2, "unknown or incomplete option '--bogus'" },
	{ __LINE__, "predict --cpu hsw -e '{cycles'", 2, "^" },
	{ __LINE__, "predict --cpu hsw --duration 100000000s -e cycles", 2, "too many to record" },
	{ __LINE__, "explain --cpu hsw -e nosuch_event", 2, "nosuch_event" },
	{ __LINE__, "frobnicate", 2, "unknown command 'frobnicate'" },
	{ __LINE__, "predcit", 2, "did you mean 'predict'?" },
};

static enum t_result bad_input(struct tctx *t)
{
	for (size_t k = 0; k < T_ARRAY_SIZE(bad); k++) {
		const char *out, *err;
		int rc = t_cli(bad[k].args, &out, &err);

		CHECK(t, rc == bad[k].exit, "line %d: exit %d, want %d (%s)", bad[k].line, rc,
		      bad[k].exit, err);
		CHECK(t, strstr(err, bad[k].err) != NULL, "line %d: stderr lacks '%s': %s",
		      bad[k].line, bad[k].err, err);
		CHECK(t, out[0] == '\0', "line %d: partial output on error: %.80s", bad[k].line, out);
	}
	return t_result(t);
}

const struct t_case t_cli_cases[] = {
	{ "explain_causes", explain_causes },
	{ "predict_json_shape", predict_json_shape },
	{ "bad_input", bad_input },
	{ NULL, NULL }
};
