/*
 * CLI contracts run in-process: predict's JSON shape, perf record mode,
 * list's JSON rule names and bad input (explain's are in t_explain.c).
 */
#include <stdlib.h>
#include "../test.h"

/* The JSON contract of issue 4: field names and per-event order. */
static enum t_result predict_json_shape(struct tctx *t)
{
	const char *out, *err;
	int rc = t_cli("predict --cpu skl --kernel 6.12 --allow-tsx-force-abort 0 --json -e "
		       "mem_load_retired.l1_hit,mem_load_retired.l1_miss,mem_load_retired.fb_hit,"
		       "mem_load_retired.l2_hit,mem_load_retired.l3_hit", &out, &err);
	static const char *const keys[] = {
		"{\"schema\":1,\"command\":\"predict\",\"cpu\":\"skl\",\"kernel\":\"6.12\","
		"\"perf_version\":\"6.12\",\"ht\":true,\"nmi_watchdog\":true,"
		"\"allow_tsx_force_abort\":false,\"workload\":\"busy\",\"system_wide\":false,"
		"\"duration_ns\":1000000000,\"mux_interval_ns\":4000000,",
		"\"events\":[{\"name\":\"mem_load_retired.l1_hit\",\"group\":0,\"leader\":true,"
		"\"pinned\":false,\"status\":\"counted\",\"enabled_ns\":1000000000,",
		"\"schedule\":[{\"repeat\":",
		"\"intervals\":[{\"start_ns\":0,\"end_ns\":4000000,"
		"\"task_on\":true,\"watchdog\":\"FIXED1\",\"active\":["
		"{\"event\":0,\"counters\":[\"GP0\"]},{\"event\":1,\"counters\":[\"GP1\"]},"
		"{\"event\":2,\"counters\":[\"GP2\"]}]}",
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
	/* perf stat counts its default set without -e; perf record is not modelled so */
	{ __LINE__, "predict --cpu hsw --record", 2, "no events given" },
	{ __LINE__, "predict --cpu hsw --record -M IPC", 2, "drop --record" },
	{ __LINE__, "predict --cpu hsw -M ''", 2, "empty -M argument" },
	{ __LINE__, "predict --cpu hsw --td-level x", 2, "bad value 'x' for --td-level" },
	{ __LINE__, "predict --cpu hsw --bogus -e cycles", 2, "unknown option '--bogus'" },
	{ __LINE__, "predict --cpu hsw -e cycles --workload", 2,
	  "option '--workload' needs a value" },
	{ __LINE__, "predict --cpu hsw -e cycles -M", 2, "option '-M' needs a value" },
	{ __LINE__, "events --cpu hsw cycles -M", 2, "option '-M' needs a value" },
	{ __LINE__, "events --cpu hsw cycles --perf-version", 2,
	  "option '--perf-version' needs a value" },
	/* every command on the option table (src/cli/optab.c): the letter of a
	 * cluster, a value given to a switch, an option of other commands */
	{ __LINE__, "stat -aZ -e page-faults true", 2, "unknown option '-Z'" },
	{ __LINE__, "stat -ae", 2, "option '-e' needs a value" },
	{ __LINE__, "stat --json=1 -e page-faults true", 2, "option '--json' takes no value" },
	{ __LINE__, "list --cpu hsw --counters 4", 2,
	  "option '--counters' is only for 'pmusched predict'" },
	{ __LINE__, "doctor --dmesg", 2, "option '--dmesg' needs a value" },
	{ __LINE__, "atlas --cpu skl --no-best=1", 2, "option '--no-best' takes no value" },
	{ __LINE__, "assign --arch arm64 --gp 99 0x11", 2, "bad value '99' for --gp" },
	{ __LINE__, "assign --gpmax", 2, "option '--gpmax' needs a value" },
	{ __LINE__, "topdown events --cpu spr --bogus", 2, "unknown option '--bogus'" },
	{ __LINE__, "predict --cpu hsw -e '{cycles'", 2, "^" },
	{ __LINE__, "predict --cpu hsw --duration 100000000s -e cycles", 2,
	  "mux intervals in one run: more than" },
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

/*
 * perf stat versus perf record in the JSON and the commands printed: a
 * precise event must sample (x86_pmu_hw_config, arch/x86/events/core.c
 * 6.12), so counting refuses cycles:p with the check named and sampling
 * opens it; plan's command is the perf record one with the same -c.
 */
static enum t_result record_mode(struct tctx *t)
{
	const char *out, *err;
	int rc;

	rc = t_cli("predict --cpu skl --kernel 6.12 --json -e cycles:p", &out, &err);
	CHECK(t, rc == 0 && strstr(out, "\"status\":\"not-supported\"") &&
	      strstr(out, "\"reasons\":[\"open-check\"],\"reason\":\"a precise event must sample") &&
	      !strstr(out, "\"sampling\"") && strstr(out, ",\"mode\":\"stat\"}\n"),
	      "stat: %d %s", rc, out);
	rc = t_cli("predict --cpu skl --kernel 6.12 --record --json -e cycles:p", &out, &err);
	CHECK(t, rc == 0 && strstr(out, "\"status\":\"counted\"") && strstr(out, "\"sampling\":true") &&
	      !strstr(out, "\"reason\":") && strstr(out, ",\"mode\":\"record\"}\n"),
	      "record: %d %s", rc, out);
	rc = t_cli("plan --cpu skl --kernel 6.12 --period 10000 -e cycles:p,instructions", &out, &err);
	CHECK(t, rc == 0 && strstr(out, "perf record -c 10000 -e 'cycles:p,instructions' -- COMMAND") &&
	      strstr(out, ", perf record;"), "plan: %d %s", rc, out);
	return t_result(t);
}

/*
 * predict parses the list as the perf it models: from perf 5.17
 * (94dbfd6781a0) the parser moves slots first in a group, before that a
 * metric leading its group is refused (intel_pmu_hw_config needs slots as
 * the leader, arch/x86/events/intel/core.c 6.12).
 */
static enum t_result perf_version_parse(struct tctx *t)
{
	const char *out, *err;
	int rc;

	rc = t_cli("predict --cpu icl --kernel 6.12 --perf-version 5.16 --no-schedule "
		   "-e {topdown-retiring,slots}", &out, &err);
	CHECK(t, rc == 0 && strstr(out, "e0   topdown-retiring") &&
	      strstr(out, "not supported: its group leader could not be opened; a topdown metric "
		     "outside a group led by slots"), "5.16: %d %s", rc, out);
	rc = t_cli("predict --cpu icl --kernel 6.12 --perf-version 5.17 --no-schedule "
		   "-e {topdown-retiring,slots}", &out, &err);
	CHECK(t, rc == 0 && strstr(out, "e0   slots") &&
	      strstr(out, "e1   topdown-retiring  METRIC0        ran 100.00%"), "5.17: %d %s", rc, out);
	return t_result(t);
}

/* list --json names every dynamic rule it prints (the PEBS, TSX and IBS ones too). */
static enum t_result list_json_rules(struct tctx *t)
{
	const char *out, *err;
	int rc = t_cli("list --cpu skl --kernel 6.12 --json", &out, &err);

	CHECK(t, rc == 0 && strstr(out, "{\"name\":\"pebs\",\"in_force\":true,\"text\":\"pebs: ") &&
	      strstr(out, "{\"name\":\"tsx-filters\",\"in_force\":true,\"text\":\"tsx: "),
	      "skl: %d %.600s", rc, out);
	rc = t_cli("list --cpu zen2 --kernel 6.12 --json", &out, &err);
	CHECK(t, rc == 0 && strstr(out, "{\"name\":\"ibs\",\"in_force\":true,\"text\":\"ibs: "),
	      "zen2: %d %.600s", rc, out);
	return t_result(t);
}

const struct t_case t_cli_cases[] = {
	{ "predict_json_shape", predict_json_shape },
	{ "record_mode", record_mode },
	{ "perf_version_parse", perf_version_parse },
	{ "list_json_rules", list_json_rules },
	{ "bad_input", bad_input },
	{ NULL, NULL }
};
