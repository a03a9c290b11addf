/*
 * `events --json` exposes the perf_event_attr fields perf stat would set.
 * Expected values are perf 6.12's own test assertions, cited by function.
 */
#include "../test.h"

struct acase {
	int line;
	const char *cite;
	const char *args;
	const char *want[3];	/* substrings of stdout */
};

static const struct acase attr_cases[] = {
	/*
	 * tools/perf/tests/parse-events.c (6.12) test__group1 on
	 * "{instructions:k,cycles:upp}": instructions:k excludes user and hv,
	 * not guest; cycles:upp excludes kernel, hv and (precise needs it)
	 * guest, precise_ip 2; both in a group of 2 led by event 0.
	 */
	{ __LINE__, "test__group1", "events --cpu skl --json -e {instructions:k,cycles:upp}",
	  { "\"attr\":{\"type\":0,\"config\":\"0x1\",\"config1\":\"0x0\",\"config2\":\"0x0\","
	    "\"config3\":\"0x0\",\"exclude_user\":true,\"exclude_kernel\":false,"
	    "\"exclude_hv\":true,\"exclude_guest\":false,\"exclude_host\":false,"
	    "\"exclude_idle\":false,\"precise_ip\":0",
	    "\"attr\":{\"type\":0,\"config\":\"0x0\",\"config1\":\"0x0\",\"config2\":\"0x0\","
	    "\"config3\":\"0x0\",\"exclude_user\":false,\"exclude_kernel\":true,"
	    "\"exclude_hv\":true,\"exclude_guest\":true,\"exclude_host\":false,"
	    "\"exclude_idle\":false,\"precise_ip\":2",
	    "\"leader\":0,\"group_size\":2" } },
	/*
	 * test__checkevent_pmu (6.12) on "cpu/config=10,config1=1,config2=3,
	 * period=1000/u": raw type 4, the three configs as given, the period.
	 */
	{ __LINE__, "test__checkevent_pmu", "events --cpu skl --json -e "
	  "cpu/config=10,config1=1,config2=3,period=1000/u",
	  { "\"type\":4,\"config\":\"0xa\",\"config1\":\"0x1\",\"config2\":\"0x3\"",
	    "\"sample_period\":1000" } },
	/*
	 * test__checkevent_breakpoint_rw_modifier (6.12) on "mem:0/4:rw:u":
	 * breakpoint type 5, HW_BREAKPOINT_R|W = 3, length 4, user only.
	 */
	{ __LINE__, "test__checkevent_breakpoint_rw_modifier", "events --cpu skl --json -e "
	  "mem:0/4:rw:u",
	  { "\"type\":5", "\"exclude_kernel\":true", "\"bp_len\":4,\"bp_type\":3" } },
	/* the JSON documents its schema and the perf version parsed as */
	{ __LINE__, "schema and perf version", "events --cpu skl --json --perf-version 6.1 -e cycles",
	  { "{\"schema\":1,\"command\":\"events\"", "\"perf_version\":\"6.1\"" } },
};

static enum t_result attr_json(struct tctx *t)
{
	for (size_t i = 0; i < T_ARRAY_SIZE(attr_cases); i++) {
		const struct acase *c = &attr_cases[i];
		const char *out, *err;
		int rc = t_cli(c->args, &out, &err);

		CHECK(t, rc == 0, "line %d (%s): exit %d: %s", c->line, c->cite, rc, err);
		for (size_t k = 0; k < T_ARRAY_SIZE(c->want) && c->want[k]; k++)
			CHECK(t, strstr(out, c->want[k]) != NULL, "line %d (%s): no '%s' in %s",
			      c->line, c->cite, c->want[k], out);
	}
	return t_result(t);
}

static enum t_result bad_perf_version(struct tctx *t)
{
	const char *out, *err;
	int rc = t_cli("events --cpu skl --perf-version x.1 -e cycles", &out, &err);

	CHECK(t, rc == 2, "exit %d, want 2", rc);
	CHECK(t, strstr(err, "error") != NULL, "no error line: %s", err);
	return t_result(t);
}

const struct t_case t_events_cli_cases[] = {
	{ "attr_json", attr_json },
	{ "bad_perf_version", bad_perf_version },
	{ NULL, NULL }
};
