/*
 * The list 'pmusched stat' counts is the query's events answer in every
 * case (stat_build_list()), with or without a CPU model: a host whose CPU
 * is not known counts perf's generic events (pms_query_set_host_generic(),
 * pms_query_events() without a model).  The figures are the ABI's:
 * include/uapi/linux/perf_event.h enum perf_type_id (HARDWARE 0, SOFTWARE
 * 1, HW_CACHE 3, RAW 4), enum perf_hw_id (CPU_CYCLES 0, INSTRUCTIONS 1,
 * BRANCH_MISSES 5), enum perf_sw_ids (TASK_CLOCK 1, PAGE_FAULTS 2,
 * CONTEXT_SWITCHES 3), the cache config id | op << 8 | result << 16
 * (L1D 0, OP_READ 0, RESULT_MISS 1); the names and aliases are perf's
 * (tools/perf/util/parse-events.c event_symbols_hw[], event_symbols_sw[]:
 * "cs" is context-switches).  Each list is also held to the parse without a
 * model stat made itself before (pms_evlist_parse(NULL, ...)).
 */
#include <stdlib.h>
#include <string.h>
#include "../test.h"
#include "fake_hosts.h"

struct want_ev {
	const char *name;
	uint32_t type;
	uint64_t config;
	int leader;
};

static const struct {
	int line;
	const char *events;
	int n;
	struct want_ev ev[4];
} gen_cases[] = {
	{ __LINE__, "task-clock,page-faults,cs", 3,
	  { { "task-clock", 1, 1, 0 }, { "page-faults", 1, 2, 1 }, { "cs", 1, 3, 2 } } },
	{ __LINE__, "cycles,instructions,branch-misses,L1-dcache-load-misses", 4,
	  { { "cycles", 0, 0, 0 }, { "instructions", 0, 1, 1 }, { "branch-misses", 0, 5, 2 },
	    { "L1-dcache-load-misses", 3, 0x10000, 3 } } },
	{ __LINE__, "{task-clock,page-faults}:u,cs", 3,
	  { { "task-clock", 1, 1, 0 }, { "page-faults", 1, 2, 0 }, { "cs", 1, 3, 2 } } },
	{ __LINE__, "{cycles,instructions},r1a2", 3,
	  { { "cycles", 0, 0, 0 }, { "instructions", 0, 1, 0 }, { "r1a2", 4, 0x1a2, 2 } } },
};

/* @a's list against @want, and against the old parse without a model. */
static void check_list(struct tctx *t, int line, const struct pms_evlist *ev, const char *text,
		       int n, const struct want_ev *want)
{
	struct pms_evlist *old = NULL;
	struct pms_diag d;

	CHECK(t, pms_evlist_count(ev) == n, "line %d: %d events, want %d", line,
	      pms_evlist_count(ev), n);
	if (pms_evlist_parse(NULL, text, &old, &d) != PMS_OK) {
		CHECK(t, 0, "line %d: the parse without a model refuses '%s': %s", line, text, d.msg);
		return;
	}
	CHECK(t, pms_evlist_count(old) == n, "line %d: old parse %d events", line,
	      pms_evlist_count(old));
	for (int i = 0; i < n && i < pms_evlist_count(ev) && i < pms_evlist_count(old); i++) {
		struct pms_event_info e, o;

		if (pms_evlist_event(ev, i, &e) || pms_evlist_event(old, i, &o)) {
			CHECK(t, 0, "line %d: event %d unreadable", line, i);
			continue;
		}
		CHECK(t, !strcmp(e.name, want[i].name) && e.type == want[i].type &&
		      e.config == want[i].config && e.leader == want[i].leader,
		      "line %d event %d: %s type %u config %#llx leader %d, want %s %u %#llx %d",
		      line, i, e.name, e.type, (unsigned long long)e.config, e.leader,
		      want[i].name, want[i].type, (unsigned long long)want[i].config,
		      want[i].leader);
		CHECK(t, !strcmp(e.name, o.name) && e.type == o.type && e.config == o.config &&
		      e.leader == o.leader && e.mods == o.mods,
		      "line %d event %d: differs from the parse without a model", line, i);
	}
	pms_evlist_free(old);
}

/* An -e list without a model: the query's events answer, as stat asks it. */
static enum t_result generic_lists(struct tctx *t)
{
	struct pms_query_ask ask = { .sz = sizeof(ask) };
	struct pms_query *q = NULL;
	struct pms_answer *a = NULL;
	struct pms_diag d;

	REQUIRE(t, pms_query_new(&q, &d) == PMS_OK, "new");
	for (size_t i = 0; i < T_ARRAY_SIZE(gen_cases); i++) {
		REQUIRE(t, pms_query_events(q, gen_cases[i].events, &a, &d) == PMS_OK,
			"line %d: %s", gen_cases[i].line, d.msg);
		CHECK(t, !strcmp(pms_answer_list(a), gen_cases[i].events),
		      "line %d: list '%s'", gen_cases[i].line, pms_answer_list(a));
		CHECK(t, pms_answer_mlist(a) == NULL, "line %d: -e alone, perf adds nothing",
		      gen_cases[i].line);
		check_list(t, gen_cases[i].line, pms_answer_evlist(a), gen_cases[i].events,
			   gen_cases[i].n, gen_cases[i].ev);
		pms_answer_free(a);
		a = NULL;
	}
	/* {...}:u: the group's modifier on each member (exclude_kernel) */
	REQUIRE(t, pms_query_events(q, "{task-clock,page-faults}:u", &a, &d) == PMS_OK, "%s",
		d.msg);
	for (int i = 0; i < 2; i++) {
		struct pms_event_attr at = { .sz = sizeof(at) };

		CHECK(t, pms_evlist_attr(pms_answer_evlist(a), i, &at) == PMS_OK &&
		      at.exclude_kernel && !at.exclude_user, "member %d: :u", i);
	}
	pms_answer_free(a);
	a = NULL;
	/* a bad token: its name and its place in the list, step EVENTS */
	ask.kind = PMS_ANSWER_EVENTS;
	ask.events = "cycles,bogus_ev";
	CHECK(t, pms_query_ask(q, &ask, &a, &d) == PMS_ENOEVENT && a == NULL &&
	      ask.failed == PMS_STEP_EVENTS && d.pos == 7 && d.len == 8 &&
	      strstr(d.msg, "'bogus_ev'") && !strchr(d.msg, '\n'),
	      "bad token: rc %d step %d pos %zu len %zu '%s'", d.code, (int)ask.failed, d.pos,
	      d.len, d.msg);
	pms_answer_free(a);
	a = NULL;
	/* a model's event name needs the model */
	CHECK(t, pms_query_events(q, "inst_retired.any", &a, &d) == PMS_ENOEVENT && d.pos == 0,
	      "model event: %d %s", d.code, d.msg);
	pms_answer_free(a);
	a = NULL;
	/* nothing but the events answer goes without a model */
	CHECK(t, pms_query_predict(q, "cycles", &a, &d) == PMS_EINVAL && a == NULL &&
	      strstr(d.msg, "no CPU model"), "predict: %d %s", d.code, d.msg);
	/* perf's default set needs the host's sysfs (no host here) */
	CHECK(t, pms_query_events(q, NULL, &a, &d) == PMS_EINVAL && a == NULL,
	      "default set with neither model nor host: %d %s", d.code, d.msg);
	/* metrics need the model's tables */
	REQUIRE(t, pms_query_set(q, "metrics", "TopdownL1", &d) == PMS_OK, "%s", d.msg);
	ask.events = "cycles";
	CHECK(t, pms_query_ask(q, &ask, &a, &d) == PMS_EINVAL &&
	      ask.failed == PMS_STEP_CONDITIONS, "-M without a model: %d %s", d.code, d.msg);
out:
	pms_answer_free(a);
	pms_query_free(q);
	return t_result(t);
}

/*
 * perf stat's default set on a host whose CPU no model claims (the fake
 * KVM guest "emr-vm"'s tree, no core PMU, under a made-up CPUID, family 6
 * model 1): builtin-stat.c add_default_attributes() (6.1) opens
 * task-clock, context-switches, cpu-migrations, page-faults, cycles, then
 * the stalled-cycles events only where the PMU has them, then
 * instructions, branches, branch-misses.  pms_query_set_host() refuses the
 * host (the query answers nothing simulated); pms_query_set_host_generic()
 * takes it for the events answer, and gives the same list the CLI built
 * before without the query (pms_mlist_build(NULL, host), parsed without a
 * model).
 */
static enum t_result unknown_host_default(struct tctx *t)
{
	static const char *const names[] = { "task-clock", "context-switches", "cpu-migrations",
					     "page-faults", "cycles", "instructions", "branches",
					     "branch-misses" };
	struct pms_host_opts ho = PMS_HOST_OPTS_INIT;
	struct pms_host_cpuid id;
	struct pms_mlist_opts mo = PMS_MLIST_OPTS_INIT;
	struct pms_host h;
	struct pms_query *q = NULL;
	struct pms_answer *a = NULL;
	struct pms_mlist *ml = NULL;
	struct pms_evlist *old = NULL;
	const struct pms_evlist *ev;
	char root[256] = "";
	struct pms_diag d;

	REQUIRE(t, t_fake_host_lay(t_fake_host("emr-vm"), root, sizeof(root)) == 0, "lay");
	REQUIRE(t, pms_host_cpuid_parse("intel:6:0x1:0", &id, NULL) == PMS_OK, "cpuid");
	ho.root = root;
	ho.cpuid = &id;
	ho.perf_version_text = "perf version 6.1.99";
	REQUIRE(t, pms_host_probe(&ho, &h, &d) == PMS_OK, "probe: %s", d.msg);
	REQUIRE(t, h.model == NULL, "family 6 model 1 has no model");
	REQUIRE(t, pms_query_new(&q, &d) == PMS_OK, "new");
	CHECK(t, pms_query_set_host(q, &h, &d) != PMS_OK, "set_host refuses a host without a model");
	REQUIRE(t, pms_query_set_host_generic(q, &h, &d) == PMS_OK, "%s", d.msg);
	REQUIRE(t, pms_query_events(q, NULL, &a, &d) == PMS_OK, "default set: %s", d.msg);
	ev = pms_answer_evlist(a);
	REQUIRE(t, pms_evlist_count(ev) == (int)T_ARRAY_SIZE(names), "%d events: %s",
		pms_evlist_count(ev), pms_answer_list(a));
	for (int i = 0; i < pms_evlist_count(ev); i++) {
		struct pms_event_info e;

		CHECK(t, pms_evlist_event(ev, i, &e) == PMS_OK && !strcmp(e.name, names[i]),
		      "event %d: %s, want %s", i, e.name, names[i]);
	}
	/* the list the CLI built itself before, parsed without a model */
	mo.perf_version = h.perf_version;
	mo.host = &h;
	mo.flags = PMS_MLIST_TSX;
	REQUIRE(t, pms_mlist_build(NULL, &mo, &ml, &d) == PMS_OK, "mlist: %s", d.msg);
	CHECK(t, !strcmp(pms_mlist_text(ml), pms_answer_list(a)), "'%s' vs '%s'",
	      pms_mlist_text(ml), pms_answer_list(a));
	REQUIRE(t, pms_evlist_parse(NULL, pms_mlist_text(ml), &old, &d) == PMS_OK, "%s", d.msg);
	CHECK(t, pms_evlist_count(old) == pms_evlist_count(ev), "old parse: %d",
	      pms_evlist_count(old));
	pms_answer_free(a);
	a = NULL;
	/* the other answers: the host's reason */
	CHECK(t, pms_query_predict(q, "cycles", &a, &d) != PMS_OK && a == NULL &&
	      h.model_msg[0] && !strcmp(d.msg, h.model_msg), "predict: %d %s", d.code, d.msg);
out:
	pms_evlist_free(old);
	pms_mlist_free(ml);
	pms_answer_free(a);
	pms_query_free(q);
	if (root[0])
		t_fake_host_remove(root);
	return t_result(t);
}

/*
 * The CLI on a host whose CPU model is not known (a made-up CPUID, family 6
 * model 1): 'stat -x ,' prints one line per event of the list, in the
 * list's order, whether -e gave it or perf's default set is taken
 * (builtin-stat.c add_default_attributes(), 6.1: the names above; this
 * machine's sysfs decides the stalled-cycles ones, so only the order of
 * the others is held).
 */
static const char *find_after(const char *at, const char *needle)
{
	const char *q = at ? strstr(at, needle) : NULL;

	return q ? q + strlen(needle) : NULL;
}

static enum t_result unknown_model_cli(struct tctx *t)
{
	static const char *const dflt[] = { ",task-clock,", ",context-switches,",
					    ",cpu-migrations,", ",page-faults,", ",cycles,",
					    ",instructions,", ",branches,", ",branch-misses," };
	static const char *const list[] = { ",page-faults,", ",cs,", ",cycles,",
					    ",L1-dcache-load-misses," };
	const char *out, *err, *at, *why = t_fake_host_unmeasurable();
	int rc;

	if (why)
		return t_skip(t, "%s", why);
	setenv("PMUSCHED_HOST_CPUID", "intel:6:0x1:0", 1);
	rc = t_cli("stat -x , -- true", &out, &err);
	if (rc == 77) {
		t_fake_host_restore();
		return t_skip(t, "perf_event_open not permitted");
	}
	CHECK(t, rc == 0, "default set: exit %d: %s", rc, err);
	at = err;
	for (size_t i = 0; i < T_ARRAY_SIZE(dflt); i++) {
		at = find_after(at, dflt[i]);
		CHECK(t, at != NULL, "default set: '%s' missing or out of order: %s", dflt[i], err);
	}
	rc = t_cli("stat -x , -e page-faults,cs,cycles,L1-dcache-load-misses -- true", &out, &err);
	CHECK(t, rc == 0, "-e: exit %d: %s", rc, err);
	at = err;
	for (size_t i = 0; i < T_ARRAY_SIZE(list); i++) {
		at = find_after(at, list[i]);
		CHECK(t, at != NULL, "-e: '%s' missing or out of order: %s", list[i], err);
	}
	/* a bad token: one error line naming it, the list with a caret under it */
	rc = t_cli("stat -e page-faults,bogus_ev true", &out, &err);
	CHECK(t, rc == 2 && strstr(err, "unknown event 'bogus_ev'") &&
	      strstr(err, "\n    page-faults,bogus_ev\n                ^"), "bad token: %d %s", rc, err);
	/* -M needs the model: refused before anything runs */
	rc = t_cli("stat -M TopdownL1 true", &out, &err);
	CHECK(t, rc == 2 && strstr(err, "-M and -d need the CPU model"), "-M: %d %s", rc, err);
	t_fake_host_restore();
	return t_result(t);
}

const struct t_case t_stat_list_cases[] = {
	{ "generic_lists", generic_lists },
	{ "unknown_host_default", unknown_host_default },
	{ "unknown_model_cli", unknown_model_cli },
	{ NULL, NULL }
};
