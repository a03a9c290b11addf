/*
 * perf stat -I's line rules (pms_perf_interval_info(),
 * pms_perf_interval_line(); src/lib/query_interval.c), with the figures
 * reasoned from perf's source:
 * - prepare_interval(), util/stat-display.c: text "%6lu.%09lu " in every
 *   release; -x "%6lu.%09lu" then the separator in 6.1, "%lu.%09lu" from
 *   6.2-rc1 on (the patch "perf stat: Do not align time prefix in CSV
 *   output", Namhyung Kim, 2022-11-23); -j unpadded;
 * - print_interval(), same file (6.1, the 6.2-rc1 series): the header
 *   when num_print_interval is 0, text only; it wraps at 25;
 * - print_running_std() / print_running_csv() / print_running_json(),
 *   same file: text "(%.2f%%)" of 100.0 * run / ena when run != ena; -x
 *   and -j 100 * run / ena in u64, 100 when equal;
 * - printout(): "<not counted>" where the interval's run is 0.
 * Also the two rules the CLI no longer restates: the perf release a run
 * models (pms_perf_version_for(), and that every entry point takes "not
 * given" by it: not_given, and every list a CLI command parses besides its
 * main one: not_given_cli) and the atlas's metric-built default set
 * (pms_atlas_metric_defaults(), perf 6.19+).
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "../test.h"

static enum t_result interval_info(struct tctx *t)
{
	static const struct {
		uint32_t pv;
		enum pms_perf_iform form;
		enum pms_perf_itime time;
	} tf[] = {
		{ PMS_KVER(6, 1), PMS_PIFORM_TEXT, PMS_PITIME_PADDED },
		{ PMS_KVER(6, 1), PMS_PIFORM_CSV, PMS_PITIME_PADDED },
		{ PMS_KVER(6, 1), PMS_PIFORM_JSON, PMS_PITIME_PLAIN },
		{ PMS_KVER_RC(6, 2, 1), PMS_PIFORM_CSV, PMS_PITIME_PLAIN },
		{ PMS_KVER(6, 12), PMS_PIFORM_CSV, PMS_PITIME_PLAIN },
		{ PMS_KVER(7, 3), PMS_PIFORM_TEXT, PMS_PITIME_PADDED },
		{ PMS_KVER(7, 3), PMS_PIFORM_CSV, PMS_PITIME_PLAIN },
	};
	/* intervals 0, 25, 50 carry the header; 24, 26 (and 1) not */
	static const struct {
		int k;
		bool header;
	} th[] = { { 0, true }, { 1, false }, { 24, false }, { 25, true }, { 26, false },
		   { 50, true } };
	struct pms_perf_interval iv;

	for (size_t i = 0; i < sizeof(tf) / sizeof(tf[0]); i++) {
		iv.sz = sizeof(iv);
		CHECK(t, pms_perf_interval_info(tf[i].pv, tf[i].form, 3, &iv) == PMS_OK &&
			 iv.time == tf[i].time && !iv.header,
		      "case %zu: time format %d, header %d", i, (int)iv.time, iv.header);
	}
	for (size_t i = 0; i < sizeof(th) / sizeof(th[0]); i++) {
		iv.sz = sizeof(iv);
		CHECK(t, pms_perf_interval_info(PMS_KVER(6, 1), PMS_PIFORM_TEXT, th[i].k, &iv) ==
			 PMS_OK && iv.header == th[i].header, "text interval %d: header %d",
		      th[i].k, iv.header);
		iv.sz = sizeof(iv);
		CHECK(t, pms_perf_interval_info(PMS_KVER(7, 3), PMS_PIFORM_CSV, th[i].k, &iv) ==
			 PMS_OK && !iv.header, "-x interval %d: a header", th[i].k);
	}
	/* predict -I prints by the rule: 26 intervals of 100 ms, the header
	 * before the first (0.1 s) and the 26th (2.6 s), none before 2.7 s */
	{
		const char *out, *err, *p;
		int n = 0;

		CHECK(t, t_cli("predict --cpu skl --kernel 6.12 --duration 2700ms -I 100 -e cycles",
			       &out, &err) == 0, "predict -I: %s", err);
		for (p = out; (p = strstr(p, "#           time")); p++)
			n++;
		CHECK(t, n == 2 && strstr(out, "events\n     2.600000000 ") &&
			 !strstr(out, "events\n     2.700000000 "), "headers %d: %s", n, out);
	}
	iv.sz = sizeof(iv);
	CHECK(t, pms_perf_interval_info(PMS_KVER(7, 3), PMS_PIFORM_TEXT, -1, &iv) == PMS_EINVAL &&
		 pms_perf_interval_info(PMS_KVER(7, 3), PMS_PIFORM_TEXT, 0, NULL) == PMS_EINVAL,
	      "bad arguments accepted");
	iv.sz = 0;
	CHECK(t, pms_perf_interval_info(PMS_KVER(7, 3), PMS_PIFORM_TEXT, 0, &iv) == PMS_EINVAL,
	      "sz 0 accepted");
	return t_result(t);
}

/*
 * neoverse-n1 (6 general counters and the cycle counter), 8 raw events
 * none of which is cpu_cycles, at phase 0: the list rotates by one every
 * 4 ms, so in tick j (from 0) events j..j+5 (mod 8, in list order) run and
 * j+6, j+7 do not; a period is 8 ticks, each event off in 2 of them.
 * - r10 (event 0) is off in ticks 1 and 2: over [0, 100 ms), 25 ticks, 3
 *   periods (18 ticks on) and tick 24 (a period's tick 0, on): 19 ticks,
 *   76 ms of 100: 76%, the text share 76.00.
 * - over [0, 32 ms), one period, every event runs 6 ticks of 8: 24 ms,
 *   75% in both shares.
 * - r17 (event 6) is off in ticks 0 and 7: over [28, 32 ms) (tick 7) it
 *   did not run: "<not counted>", -x's share 0, text "(0.00%)".
 */
static enum t_result interval_line(struct tctx *t)
{
	struct pms_sim_opts o = { .sz = sizeof(o), .env = PMS_ENV_DEFAULT,
				    .duration_ns = 450000000 };
	struct pms_evlist_opts eo = PMS_EVLIST_OPTS_INIT;
	struct pms_perf_interval_line l;
	struct pms_evlist *ev = NULL;
	struct pms_sim *s = NULL;
	struct pms_diag d;

	o.env.kver = PMS_KVER(6, 12);
	o.env.nmi_watchdog = false;
	eo.env = &o.env;
	if (pms_evlist_parse_opts(pms_model_find("neoverse-n1"), "r10,r12,r13,r14,r15,r16,r17,r18",
				  &eo, &ev, &d) || pms_simulate(ev, &o, &s, &d)) {
		CHECK(t, 0, "setup: %s", d.msg);
		pms_evlist_free(ev);
		return t_result(t);
	}
	l.sz = sizeof(l);
	CHECK(t, pms_perf_interval_line(s, 0, 0, 100000000, &l) == PMS_OK &&
		 l.enabled_ns == 100000000 && l.running_ns == 76000000 &&
		 l.pcnt_running == 76 && l.text_share && l.share > 75.999 && l.share < 76.001 &&
		 l.status == PMS_ST_COUNTED && !strcmp(l.value, "<count>"),
	      "r10 [0,100ms): %llu/%llu, %llu%%, %.4f", (unsigned long long)l.running_ns,
	      (unsigned long long)l.enabled_ns, (unsigned long long)l.pcnt_running, l.share);
	for (int i = 0; i < 8; i++) {
		l.sz = sizeof(l);
		CHECK(t, pms_perf_interval_line(s, i, 0, 32000000, &l) == PMS_OK &&
			 l.running_ns == 24000000 && l.pcnt_running == 75 && l.share == 75.0,
		      "event %d [0,32ms): %llu, %llu%%", i, (unsigned long long)l.running_ns,
		      (unsigned long long)l.pcnt_running);
	}
	l.sz = sizeof(l);
	CHECK(t, pms_perf_interval_line(s, 6, 28000000, 32000000, &l) == PMS_OK &&
		 l.enabled_ns == 4000000 && l.running_ns == 0 && l.pcnt_running == 0 &&
		 l.status == PMS_ST_NOT_COUNTED && !strcmp(l.value, "<not counted>") &&
		 l.text_share,
	      "r17 [28,32ms): %llu/%llu %s", (unsigned long long)l.running_ns,
	      (unsigned long long)l.enabled_ns, l.value);
	/* an empty window: run == ena (0), so -x prints 100 and text no share */
	l.sz = sizeof(l);
	CHECK(t, pms_perf_interval_line(s, 0, 5000000, 5000000, &l) == PMS_OK &&
		 l.pcnt_running == 100 && !l.text_share && !strcmp(l.value, "<not counted>"),
	      "empty window: %llu%% share %d", (unsigned long long)l.pcnt_running, l.text_share);
	l.sz = sizeof(l);
	CHECK(t, pms_perf_interval_line(s, 8, 0, 1, &l) == PMS_ERANGE &&
		 pms_perf_interval_line(s, 0, 2, 1, &l) == PMS_ERANGE &&
		 pms_perf_interval_line(NULL, 0, 0, 1, &l) == PMS_EINVAL, "bad arguments");
	pms_sim_free(s);
	pms_evlist_free(ev);
	return t_result(t);
}

/*
 * -j's metric members per release (print_metric_json(), util/stat-display.c):
 * 6.1.192 a bare "%f", 6.12.117 a quoted one, 7.2.13 and 7.3.4 none on an
 * -e list's lines.  Recorded the same way from real perf 6.1.176, 6.12.117
 * and 7.3.4 (tests/kernel/interval/, the -json recordings).  The releases
 * between by the commits (pmsi_json_metric_form()):
 * - 2a939c869503 ("perf metric: Change divide by zero and !support events
 *   behavior") quotes the value from 6.4 (queued after 6.4-rc1); its
 *   pre-image is 6.1's bare "%f": 6.3 and 6.4-rc1 bare, 6.6 quoted;
 * - e1cc918b6cfd ("perf stat: Drop metric-unit if unit is NULL", 6.13)
 *   prints the members only with a unit, but 6.13's line that did not
 *   count still passes "" and a line without them ends ", }": refused;
 * - 9f1df75509bc (no unit where the event did not run) and 967364894e61
 *   (no trailing comma), both 6.14: 6.14, 6.18 and 7.1 as 7.2.
 * pms_stat_style() reads the same rule: its quoting and unit-less drop
 * agree with the keys in every case.
 */
static enum t_result interval_json_keys(struct tctx *t)
{
	static const struct {
		uint32_t pv;
		int rc;
		enum pms_perf_mkeys k;
	} c[] = {
		{ PMS_KVER(5, 15), PMS_OK, PMS_PMKEYS_NUMBER },
		{ PMS_KVER(6, 1), PMS_OK, PMS_PMKEYS_NUMBER },
		{ PMS_KVER(6, 3), PMS_OK, PMS_PMKEYS_NUMBER },		/* before 2a939c869503 */
		{ PMS_KVER_RC(6, 4, 1), PMS_OK, PMS_PMKEYS_NUMBER },
		{ PMS_KVER(6, 4), PMS_OK, PMS_PMKEYS_STRING },		/* 2a939c869503 */
		{ PMS_KVER(6, 6), PMS_OK, PMS_PMKEYS_STRING },
		{ PMS_KVER(6, 12), PMS_OK, PMS_PMKEYS_STRING },
		{ PMS_KVER_RC(6, 13, 1), PMS_ENOTSUP, 0 },		/* e1cc918b6cfd alone */
		{ PMS_KVER(6, 13), PMS_ENOTSUP, 0 },
		{ PMS_KVER_RC(6, 14, 1), PMS_OK, PMS_PMKEYS_NONE },	/* 9f1df75509bc, 967364894e61 */
		{ PMS_KVER(6, 18), PMS_OK, PMS_PMKEYS_NONE },
		{ PMS_KVER(7, 1), PMS_OK, PMS_PMKEYS_NONE },
		{ PMS_KVER(7, 2), PMS_OK, PMS_PMKEYS_NONE },
		{ PMS_KVER(7, 3), PMS_OK, PMS_PMKEYS_NONE },
	};

	for (size_t i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
		struct pms_perf_interval iv = { .sz = sizeof(iv) };
		struct pms_stat_style st;
		int rc = pms_perf_interval_info(c[i].pv, PMS_PIFORM_JSON, 0, &iv);

		CHECK(t, rc == c[i].rc && (rc || iv.metric_keys == c[i].k),
		      "case %zu: rc %d keys %d", i, rc, (int)iv.metric_keys);
		/* one rule: the stat lines' style says the same */
		CHECK(t, !pms_stat_style(c[i].pv, &st) &&
			 st.json_metric_string == (c[i].pv >= PMS_KVER(6, 4)) &&
			 st.json_drop_unitless == (c[i].pv >= PMS_KVER_RC(6, 13, 1)) &&
			 (rc || st.json_metric_string == (c[i].k != PMS_PMKEYS_NUMBER)) &&
			 (rc || st.json_drop_unitless == (c[i].k == PMS_PMKEYS_NONE)),
		      "case %zu: style quoted %d drop %d", i, st.json_metric_string,
		      st.json_drop_unitless);
		/* -x and text lines are modelled in every release */
		iv.sz = sizeof(iv);
		CHECK(t, pms_perf_interval_info(c[i].pv, PMS_PIFORM_CSV, 0, &iv) == PMS_OK,
		      "case %zu: -x refused", i);
	}
	return t_result(t);
}

/*
 * The text lines' metric column: METRIC_LEN of util/stat-display.c, 35 in
 * 6.1 and 38 from a2bce91dde6f (6.2-rc1); the name 32 wide, 25 on a
 * <not counted>/<not supported> line until d6aeb861b1fb (6.2-rc1).
 * Recorded: real perf 6.1.176's summary lines are 91 wide without a share
 * (18 + 1 + 4 + 1 + 32 + 35), its <not counted> ones 84 (25 + 35);
 * 6.12.117's and 7.3.4's all 94 (tests/kernel/interval/, the -text
 * recordings).
 */
static enum t_result interval_metric_len(struct tctx *t)
{
	static const struct {
		uint32_t pv;
		int len, bad;
	} c[] = {
		{ PMS_KVER(6, 1), 35, 25 }, { PMS_KVER_RC(6, 1, 7), 35, 25 },
		{ PMS_KVER_RC(6, 2, 1), 38, 32 }, { PMS_KVER(6, 2), 38, 32 },
		{ PMS_KVER(6, 12), 38, 32 }, { PMS_KVER(7, 3), 38, 32 },
	};

	for (size_t i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
		struct pms_perf_interval iv = { .sz = sizeof(iv) };

		CHECK(t, pms_perf_interval_info(c[i].pv, PMS_PIFORM_TEXT, 3, &iv) == PMS_OK &&
			 iv.metric_len == c[i].len && iv.name_len == 32 &&
			 iv.name_len_uncounted == c[i].bad,
		      "case %zu: metric column %d, names %d/%d", i, iv.metric_len, iv.name_len,
		      iv.name_len_uncounted);
	}
	return t_result(t);
}

/* Simulate @list on a 6-counter PMUv3 under Linux and perf @kv, 250 ms. */
static struct pms_sim *sim_arm(const char *list, uint32_t kv, struct pms_evlist **ev)
{
	struct pms_sim_opts o = { .sz = sizeof(o), .env = PMS_ENV_DEFAULT,
				    .duration_ns = 250000000 };
	struct pms_evlist_opts eo = PMS_EVLIST_OPTS_INIT;
	struct pms_sim *s = NULL;
	struct pms_diag d;

	o.env.kver = kv;
	o.env.nmi_watchdog = false;
	o.perf_version = kv;
	eo.env = &o.env;
	eo.perf_version = kv;
	*ev = NULL;
	if (pms_evlist_parse_opts(pms_model_find("neoverse-n1"), list, &eo, ev, &d) ||
	    pms_simulate(*ev, &o, &s, &d)) {
		pms_evlist_free(*ev);
		*ev = NULL;
		return NULL;
	}
	return s;
}

/*
 * The metric of each event's -x/-j line (perf_stat__print_shadow_stats(),
 * util/stat-shadow.c, 6.1.192 and 6.12.117; query_interval.c line_metric()):
 * - task-clock: "CPUs utilized" (evsel__is_clock());
 * - r10 beside a clock of the same context: a rate, "/sec" scaled; r12:u
 *   (exclude_kernel, exclude_hv set): 6.12's find_stat() wants a clock of
 *   its context, none; 6.1 keys clock time without one
 *   (saved_value_lookup(): "don't use context info for clock events"), a
 *   rate;
 * - 6.12's find_stat() looks for the clock inside a group of more than
 *   one member, 6.1's runtime_stat_n() anywhere: r13 in {r13,r14} has a
 *   rate on 6.1, none on 6.12;
 * - cycles with task-clock of its context: GHz (6.1 the HW_CPU_CYCLES
 *   branch, 6.12 print_cycles());
 * - 7.3 prints no metric on these lines.
 */
static enum t_result interval_metric(struct tctx *t)
{
	static const struct {
		uint32_t kv;
		int i;
		enum pms_perf_lmetric m;
		const char *unit;
	} c[] = {
		{ PMS_KVER(6, 1), 0, PMS_PLMET_VALUE, "<scale>/sec" },
		{ PMS_KVER(6, 1), 1, PMS_PLMET_VALUE, "<scale>/sec" },
		{ PMS_KVER(6, 1), 2, PMS_PLMET_VALUE, "<scale>/sec" },
		{ PMS_KVER(6, 1), 4, PMS_PLMET_VALUE, "CPUs utilized" },
		{ PMS_KVER(6, 1), 5, PMS_PLMET_VALUE, "GHz" },
		{ PMS_KVER(6, 12), 0, PMS_PLMET_VALUE, "<scale>/sec" },
		{ PMS_KVER(6, 12), 1, PMS_PLMET_NONE, NULL },
		{ PMS_KVER(6, 12), 2, PMS_PLMET_NONE, NULL },
		{ PMS_KVER(6, 12), 4, PMS_PLMET_VALUE, "CPUs utilized" },
		{ PMS_KVER(6, 12), 5, PMS_PLMET_VALUE, "GHz" },
		{ PMS_KVER(7, 3), 0, PMS_PLMET_NONE, NULL },
		{ PMS_KVER(7, 3), 4, PMS_PLMET_NONE, NULL },
		{ PMS_KVER(7, 3), 5, PMS_PLMET_NONE, NULL },
	};

	for (size_t k = 0; k < sizeof(c) / sizeof(c[0]); k++) {
		struct pms_evlist *ev;
		struct pms_sim *s = sim_arm("r10,r12:u,{r13,r14},task-clock,cycles", c[k].kv, &ev);
		struct pms_perf_interval_line l = { .sz = sizeof(l) };

		REQUIRE(t, s, "case %zu: simulation", k);
		CHECK(t, pms_perf_interval_line(s, c[k].i, 0, 100000000, &l) == PMS_OK &&
			 l.status == PMS_ST_COUNTED && l.metric == c[k].m &&
			 (!c[k].unit || !strcmp(l.metric_unit, c[k].unit)) &&
			 (c[k].m != PMS_PLMET_VALUE || !strcmp(l.metric_value, "<metric>")),
		      "case %zu: event %d metric %d unit %s", k, c[k].i, (int)l.metric,
		      l.metric == PMS_PLMET_NONE ? "-" : l.metric_unit);
		pms_sim_free(s);
		pms_evlist_free(ev);
	}
out:
	return t_result(t);
}

/*
 * The hardware events' own metrics (stat-shadow.c 6.1.192 and 6.12.117):
 * instructions with cycles: "insn per cycle", and with a stalled-cycles
 * event a second line "stalled cycles per insn" (6.1's branch on
 * HW_INSTRUCTIONS, 6.12 print_instructions()); stalled-cycles-frontend
 * with cycles: "frontend cycles idle"; branch-misses without branches:
 * the unit alone (6.1: runtime_stat_n() of STAT_BRANCHES is 0; 6.12
 * print_ratio(): no denominator), so -j writes 0 with "of all branches";
 * cycles without a clock: the unit alone, 6.1 spelling it "Ghz"; in a
 * group of two without the clock (6.12 find_stat()): the unit alone.
 */
static enum t_result interval_hw_metric(struct tctx *t)
{
	static const struct {
		uint32_t kv;
		const char *list;
		int i;
		enum pms_perf_lmetric m;
		const char *unit, *unit2;
	} c[] = {
		{ PMS_KVER(6, 1), "cycles,instructions,stalled-cycles-frontend,branch-misses", 1,
		  PMS_PLMET_VALUE, "insn per cycle", "stalled cycles per insn" },
		{ PMS_KVER(6, 12), "cycles,instructions,stalled-cycles-frontend,branch-misses", 1,
		  PMS_PLMET_VALUE, "insn per cycle", "stalled cycles per insn" },
		{ PMS_KVER(6, 12), "cycles,instructions", 1, PMS_PLMET_VALUE, "insn per cycle", NULL },
		{ PMS_KVER(6, 12), "instructions", 0, PMS_PLMET_EMPTY, "insn per cycle", NULL },
		{ PMS_KVER(6, 1), "cycles,stalled-cycles-frontend", 1, PMS_PLMET_VALUE,
		  "frontend cycles idle", NULL },
		{ PMS_KVER(6, 12), "cycles,stalled-cycles-frontend", 1, PMS_PLMET_VALUE,
		  "frontend cycles idle", NULL },
		{ PMS_KVER(6, 1), "cycles,branch-misses", 1, PMS_PLMET_EMPTY, "of all branches", NULL },
		{ PMS_KVER(6, 12), "cycles,branch-misses", 1, PMS_PLMET_EMPTY, "of all branches",
		  NULL },
		{ PMS_KVER(6, 1), "cycles", 0, PMS_PLMET_EMPTY, "Ghz", NULL },
		{ PMS_KVER(6, 12), "cycles", 0, PMS_PLMET_EMPTY, "GHz", NULL },
		{ PMS_KVER(6, 12), "task-clock,{cycles,instructions}", 1, PMS_PLMET_EMPTY, "GHz",
		  NULL },
		{ PMS_KVER(6, 1), "task-clock,{cycles,instructions}", 1, PMS_PLMET_VALUE, "GHz",
		  NULL },
		{ PMS_KVER(7, 3), "cycles,instructions", 1, PMS_PLMET_NONE, NULL, NULL },
	};

	for (size_t k = 0; k < sizeof(c) / sizeof(c[0]); k++) {
		struct pms_evlist *ev;
		struct pms_sim *s = sim_arm(c[k].list, c[k].kv, &ev);
		struct pms_perf_interval_line l = { .sz = sizeof(l) };

		REQUIRE(t, s, "case %zu: simulation", k);
		CHECK(t, pms_perf_interval_line(s, c[k].i, 0, 100000000, &l) == PMS_OK &&
			 l.status == PMS_ST_COUNTED && l.metric == c[k].m &&
			 (!c[k].unit || (l.metric_unit && !strcmp(l.metric_unit, c[k].unit))) &&
			 (c[k].unit2 ? l.metric_unit2 && !strcmp(l.metric_unit2, c[k].unit2) :
				       !l.metric_unit2),
		      "case %zu: %s event %d metric %d unit %s / %s", k, c[k].list, c[k].i,
		      (int)l.metric, l.metric_unit ? l.metric_unit : "-",
		      l.metric_unit2 ? l.metric_unit2 : "-");
		pms_sim_free(s);
		pms_evlist_free(ev);
	}
out:
	return t_result(t);
}

/*
 * A group whose last member the PMU refused ({r10,...,r17} on 6 counters:
 * armpmu validate_group()): perf stat reads the group at once (4.13-rc1
 * on), the count of values disagrees with the members it asked for, and
 * every read fails, the -I ones too: each interval "<not counted>" with
 * run and ena 0, pcnt-running 100, its metric empty.  Recorded under the
 * real kernel: tests/kernel/interval/6.12-interval-json.txt command 2.
 */
static enum t_result interval_unreadable(struct tctx *t)
{
	struct pms_evlist *ev;
	struct pms_sim *s = sim_arm("{r10,r12,r13,r14,r15,r16,r17},r18", PMS_KVER(6, 12), &ev);
	struct pms_perf_interval_line l = { .sz = sizeof(l) };

	REQUIRE(t, s, "simulation");
	CHECK(t, pms_perf_interval_line(s, 0, 0, 100000000, &l) == PMS_OK &&
		 l.status == PMS_ST_NOT_COUNTED && !l.running_ns && !l.enabled_ns &&
		 l.pcnt_running == 100 && l.metric == PMS_PLMET_EMPTY,
	      "r10: %d run %llu ena %llu", (int)l.status, (unsigned long long)l.running_ns,
	      (unsigned long long)l.enabled_ns);
	l.sz = sizeof(l);
	CHECK(t, pms_perf_interval_line(s, 7, 0, 100000000, &l) == PMS_OK &&
		 l.status == PMS_ST_COUNTED && l.running_ns > 0 && l.running_ns < l.enabled_ns,
	      "r18 does not multiplex against the group: %llu of %llu",
	      (unsigned long long)l.running_ns, (unsigned long long)l.enabled_ns);
	pms_sim_free(s);
	pms_evlist_free(ev);
out:
	return t_result(t);
}

/* The perf release a run models: the one asked, else the kernel's, else
 * the newest modelled (7.3). */
static enum t_result perf_version_for(struct tctx *t)
{
	CHECK(t, pms_perf_version_for(PMS_KVER(6, 12), PMS_KVER(6, 1)) == PMS_KVER(6, 12),
	      "asked perf");
	CHECK(t, pms_perf_version_for(0, PMS_KVER(6, 1)) == PMS_KVER(6, 1), "kernel's perf");
	CHECK(t, pms_perf_version_for(0, 0) == PMS_KVER(7, 3), "newest");
	return t_result(t);
}

/*
 * "No perf version given" in every entry point is pms_perf_version_for():
 * with kernel 6.1 each behaves as perf 6.1, with no kernel either as perf
 * 7.3 (issue 28).  The figures come from the release differences:
 * - the JSON perf reads (pms_perf_source_for(), the parser's table):
 *   skylake/pipeline.json INT_MISC.CLEARS_COUNT (EventCode 0x0D, UMask
 *   0x01, CounterMask 1, EdgeDetect 1: config 0x1 << 24 | 1 << 18 |
 *   0x01 << 8 | 0x0d = 0x104010d) is not in Linux 6.1.176's skylake
 *   events (mapfile v53, whose INT_MISC events are RECOVERY_CYCLES(_ANY)
 *   and CLEAR_RESTEER_CYCLES), and is in the later Intel refresh that
 *   6.12.117 (v59) and 7.3.4 carry;
 * - the parser: the ':X' modifier came with 035c17893082 (perf 6.18,
 *   parse-events.l/parse-events.c), so perf 6.1 refuses "cycles:X";
 * - the list builder (perf_lists): perf 6.1 reads 6.1's metric JSON
 *   ("Linux 6.1.176"), 7.3 its own; from perf 6.15 (9a1c57fe26f2) each
 *   parse_events() call sorts its own events, so perf's whole -d list is
 *   taken in its order (PMS_EVLIST_PERF_ORDER) by 7.3, not by 6.1;
 * - stat-display.c: print_metric_json() prints "metric-value" bare in 6.1
 *   and quoted from 6.4 (2a939c869503); 6.17 (aa497357c125) renames
 *   "aggregate-number"/"cpus" to "counters"/"ctrs" and adds the merged
 *   PMUs' counts (2 CPUs x 8 PMUs: 2 in 6.1, 16 in 7.3); -A/--no-merge as
 *   one switch is modelled from 6.12 (builtin-stat.c 6.1.176 kept
 *   stat_config.no_merge apart).
 */
static bool parses(const struct pms_model *m, uint32_t kver, const char *text, uint64_t *config,
		   uint32_t *pv)
{
	struct pms_evlist_opts o = PMS_EVLIST_OPTS_INIT;
	struct pms_env env = PMS_ENV_DEFAULT;
	struct pms_evlist *ev = NULL;
	struct pms_event_info info;
	bool ok;

	env.kver = kver;
	o.env = &env;
	ok = pms_evlist_parse_opts(m, text, &o, &ev, NULL) == PMS_OK;
	if (ok && config && pms_evlist_event(ev, 0, &info) == PMS_OK)
		*config = info.config;
	if (ok && pv)
		*pv = pms_evlist_perf_version(ev);
	pms_evlist_free(ev);
	return ok;
}

static bool list_of(const struct pms_model *m, uint32_t kver, uint32_t *table, char *src,
		    size_t n, unsigned *flags)
{
	struct pms_mlist_opts o = PMS_MLIST_OPTS_INIT;
	struct pms_mlist *l = NULL;

	o.env.kver = kver;
	o.detailed = 1;
	if (pms_mlist_build(m, &o, &l, NULL) != PMS_OK)
		return false;
	*table = pms_mlist_table_version(l, NULL);
	snprintf(src, n, "%s", pms_mlist_table_source(l));
	*flags = pms_mlist_parse_flags(l);
	pms_mlist_free(l);
	return true;
}

static int ask(uint32_t kver_set, const char *events, uint32_t *ev_pv, uint32_t *sim_pv)
{
	struct pms_query *q = NULL;
	struct pms_answer *a = NULL;
	int rc = pms_query_new(&q, NULL);

	if (!rc)
		rc = pms_query_set(q, "cpu", "skl", NULL);
	if (!rc && kver_set)
		rc = pms_query_set(q, "kernel", "6.1", NULL);
	if (!rc)
		rc = pms_query_predict(q, events, &a, NULL);
	if (!rc) {
		*ev_pv = pms_evlist_perf_version(pms_answer_evlist(a));
		*sim_pv = pms_sim_perf_version(pms_answer_sim(a));
	}
	pms_answer_free(a);
	pms_query_free(q);
	return rc;
}

static enum t_result not_given(struct tctx *t)
{
	const struct pms_model *skl = pms_model_find("skl");
	const uint32_t k61 = PMS_KVER(6, 1), k73 = PMS_KVER(7, 3);
	struct pms_stat_style s;
	uint64_t config = 0;
	uint32_t pv = 0, pv2 = 0, table = 0;
	unsigned flags = 1;
	char src[64] = "";
	int nr = 0;

	REQUIRE(t, skl != NULL, "skl");
	/* the parser: 6.1's table and modifiers, then 7.3's */
	CHECK(t, !parses(skl, k61, "int_misc.clears_count", NULL, NULL),
	      "kernel 6.1: perf 6.1's skylake JSON has no INT_MISC.CLEARS_COUNT");
	CHECK(t, !parses(skl, k61, "cycles:X", NULL, NULL), "kernel 6.1: no ':X' before 6.18");
	CHECK(t, parses(skl, k61, "cycles", NULL, &pv) && pv == k61, "kernel 6.1: perf %#x", pv);
	CHECK(t, parses(skl, 0, "int_misc.clears_count", &config, &pv) && config == 0x104010d &&
		 pv == k73, "no kernel: perf %#x config %#llx", pv, (unsigned long long)config);
	CHECK(t, parses(skl, 0, "cycles:X", NULL, NULL), "no kernel: ':X' (7.3)");
	/* the list builder */
	CHECK(t, list_of(skl, k61, &table, src, sizeof(src), &flags) && table == k61 &&
		 !strcmp(src, "Linux 6.1.176") && flags == 0, "kernel 6.1: %#x %s %#x", table, src,
	      flags);
	CHECK(t, list_of(skl, 0, &table, src, sizeof(src), &flags) && table == k73 &&
		 !strcmp(src, "Linux 7.3.4") && flags == PMS_EVLIST_PERF_ORDER,
	      "no kernel: %#x %s %#x", table, src, flags);
	/* the JSON tree, the stat lines: the release resolved once */
	pv = pms_perf_version_for(0, k61);
	CHECK(t, !strcmp(pms_perf_source_for(pv), "Linux 6.1.176"), "%s", pms_perf_source_for(pv));
	CHECK(t, !strcmp(pms_perf_source_for(0), "Linux 7.3.4") &&
		 !strcmp(pms_perf_source_for(pms_perf_version_for(0, 0)), "Linux 7.3.4"),
	      "none: %s", pms_perf_source_for(0));
	CHECK(t, !pms_stat_style(pv, &s) && !s.json_metric_string &&
		 !strcmp(s.json_aggr_nr, "aggregate-number") && !strcmp(s.csv_aggr_nr, "cpus"),
	      "kernel 6.1: stat style");
	CHECK(t, !pms_stat_style(0, &s) && s.json_metric_string && s.perf_version == k73 &&
		 !strcmp(s.json_aggr_nr, "counters") && !strcmp(s.csv_aggr_nr, "ctrs"),
	      "none: stat style");
	CHECK(t, !pms_stat_aggr_nr(pv, 2, 8, &nr) && nr == 2, "kernel 6.1: aggr nr %d", nr);
	CHECK(t, !pms_stat_aggr_nr(0, 2, 8, &nr) && nr == 16, "none: aggr nr %d", nr);
	CHECK(t, !pms_stat_no_aggr_modelled(pv) && pms_stat_no_aggr_modelled(0), "-A modelled");
	/* the query: kernel 6.1 set, no perf version */
	CHECK(t, ask(1, "int_misc.clears_count", &pv, &pv2) == PMS_ENOEVENT,
	      "query, kernel 6.1: no INT_MISC.CLEARS_COUNT");
	CHECK(t, ask(1, "cycles", &pv, &pv2) == PMS_OK && pv == k61 && pv2 == k61,
	      "query, kernel 6.1: parser %#x, simulation %#x", pv, pv2);
	CHECK(t, ask(0, "int_misc.clears_count", &pv, &pv2) == PMS_OK && pv == k73 && pv2 == k73,
	      "query, no kernel: parser %#x, simulation %#x", pv, pv2);
out:
	return t_result(t);
}

/*
 * The lists a command parses besides its main one read as the main one
 * does (the command's --kernel, --perf-version, environment): the facts of
 * not_given (skl INT_MISC.CLEARS_COUNT absent from 6.1.176's skylake JSON
 * v53, in 6.12.117's v59; ':X' from perf 6.18, 035c17893082), now through
 * the CLI.  Each case failed when these lists parsed as perf 6.12 with the
 * default environment whatever the options said.
 */
static enum t_result not_given_cli(struct tctx *t)
{
	static const char list[] = "{cpu/event=0x3c,umask=0x0,any=1,name=topdown-total-slots/";
	char path[] = "/tmp/pms-notgiven-XXXXXX", args[160], *line = NULL;
	/* a capture perf 7.3 could write: ':X' (no regrouping, 6.18+) on
	 * cycles, both on counters all the time (100.00%) */
	static const char cap[] = "0.100000000,6000000,,cycles:X,100000000,100.00,,\n"
				  "0.100000000,9000000,,instructions,100000000,100.00,,\n";
	const char *out, *err, *p;
	int fd, rc;

	/* events --list: each name parsed as 'events -e NAME' is, and the
	 * table named that release's */
	rc = t_cli("events --list --cpu skl --kernel 6.1 'int_misc.clears*'", &out, &err);
	CHECK(t, rc == 0 && strstr(out, ": 0 names; perf table skylake v53 (Linux 6.1.176)") &&
		 !strstr(out, "int_misc.clears_count"), "kernel 6.1: rc %d %s%s", rc, out, err);
	rc = t_cli("events --list --cpu skl --kernel 6.12 --perf-version 6.1 'int_misc.clears*'",
		   &out, &err);
	CHECK(t, rc == 0 && !strstr(out, "int_misc.clears_count"), "--perf-version 6.1: %s%s",
	      out, err);
	rc = t_cli("events --list --cpu skl --kernel 6.12 'int_misc.clears*'", &out, &err);
	CHECK(t, rc == 0 && strstr(out, "skylake v59 (Linux 6.12.117)") &&
		 strstr(out, "int_misc.clears_count  perf-json  0x104010d"),
	      "kernel 6.12: %s%s", out, err);
	/* topdown events: its list's lines are the ones predict prints for that
	 * list under the same kernel (perf 6.1's, the kernel's perf) */
	rc = t_cli("topdown events --cpu skl --kernel 6.1", &out, &err);
	REQUIRE(t, rc == 0 && strstr(out, list) && (p = strstr(out, "\n\n     ")),
		"topdown events: rc %d %s%s", rc, out, err);
	line = strndup(p + 2, strcspn(p + 2, "\n") + 1);
	REQUIRE(t, line && strstr(line, "topdown-total-slots"), "%s", out);
	rc = t_cli("predict --cpu skl --kernel 6.1 -e '{cpu/event=0x3c,umask=0x0,any=1,"
		   "name=topdown-total-slots/,cpu/event=0xe,umask=0x1,name=topdown-slots-issued/,"
		   "cpu/event=0xc2,umask=0x2,name=topdown-slots-retired/,cpu/event=0x9c,umask=0x1,"
		   "name=topdown-fetch-bubbles/,cpu/event=0xd,umask=0x1,cmask=1,any=1,"
		   "name=topdown-recovery-bubbles/}'", &out, &err);
	CHECK(t, rc == 0 && strstr(out, "Linux 6.1, perf 6.1,") && strstr(out, line),
	      "predict's line for the list is not topdown events' '%s': %s%s", line, out, err);
	/* stat --replay: the predicted schedule's list as the capture's perf
	 * (--kernel 7.3, no --perf-version: 7.3) parses it */
	fd = mkstemp(path);
	REQUIRE(t, fd >= 0, "mkstemp");
	rc = (int)write(fd, cap, sizeof(cap) - 1);
	close(fd);
	REQUIRE(t, rc == (int)(sizeof(cap) - 1), "write");
	snprintf(args, sizeof(args), "stat --replay %s --cpu skl --kernel 7.3", path);
	rc = t_cli(args, &out, &err);
	CHECK(t, rc == 0 && !strstr(err, "no predicted schedule") &&
		 strstr(out, "cycles:X                                                             "
			"[predicted 100.00%]"), "replay at 7.3: rc %d %s%s", rc, out, err);
	snprintf(args, sizeof(args), "stat --replay %s --cpu skl --kernel 6.12", path);
	rc = t_cli(args, &out, &err);
	CHECK(t, rc == 0 && strstr(err, "no predicted schedule: unknown modifier 'X'"),
	      "replay at 6.12: rc %d %s%s", rc, out, err);
	unlink(path);
out:
	free(line);
	return t_result(t);
}

/* The atlas's default set is built from metrics from perf 6.19 (7.3 yes,
 * 6.12 no). */
static enum t_result atlas_defaults(struct tctx *t)
{
	static const struct {
		uint32_t pv;
		bool want;
	} c[] = { { PMS_KVER(7, 3), true }, { PMS_KVER(6, 12), false } };

	for (size_t i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
		struct pms_atlas_opts o = PMS_ATLAS_OPTS_INIT;
		struct pms_atlas *a = NULL;
		struct pms_diag d;

		o.kver = c[i].pv;
		o.perf_version = c[i].pv;
		o.only = "tma_info_thread_ipc";
		CHECK(t, pms_atlas_new(pms_model_find("skl"), &o, &a, &d) == PMS_OK, "atlas: %s",
		      d.msg);
		CHECK(t, pms_atlas_metric_defaults(a) == c[i].want, "case %zu", i);
		pms_atlas_free(a);
	}
	CHECK(t, !pms_atlas_metric_defaults(NULL), "NULL");
	return t_result(t);
}

const struct t_case t_perf_interval_cases[] = {
	{ "interval_info", interval_info },
	{ "interval_line", interval_line },
	{ "interval_json_keys", interval_json_keys },
	{ "interval_metric_len", interval_metric_len },
	{ "interval_hw_metric", interval_hw_metric },
	{ "interval_metric", interval_metric },
	{ "interval_unreadable", interval_unreadable },
	{ "perf_version_for", perf_version_for },
	{ "not_given", not_given },
	{ "not_given_cli", not_given_cli },
	{ "atlas_defaults", atlas_defaults },
	{ NULL, NULL },
};
