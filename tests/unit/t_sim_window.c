/*
 * pms_sim_window(): an event's time enabled and running within one window
 * of the run, what perf stat -I reads as one interval's deltas
 * (perf_evsel__compute_deltas(), util/evsel.c 6.12).  The windows of a run
 * add up to the run's own totals, and a window is summed folded: a window
 * over the whole of a 1000 s run agrees with the totals the simulator kept
 * while walking only the stored intervals.
 */
#include <string.h>
#include "../test.h"

struct wrun {
	struct pms_evlist *ev;
	struct pms_sim *s;
};

static bool wgo(struct tctx *t, struct wrun *r, uint64_t ms, const char *workload,
		const char *events, bool all)
{
	static struct pms_phase ph[PMS_SIM_MAX_PHASES];
	struct pms_sim_opts o = { .sz = sizeof(o),
				    .env = PMS_ENV_DEFAULT, .duration_ns = ms * 1000000,
				  .system_wide = all };
	struct pms_evlist_opts eo = PMS_EVLIST_OPTS_INIT;
	struct pms_diag d;

	r->ev = NULL;
	r->s = NULL;
	o.env.kver = PMS_KVER(6, 12);
	o.env.nmi_watchdog = false;
	eo.env = &o.env;
	if (workload) {
		if (pms_workload_parse(workload, o.duration_ns, ph, PMS_SIM_MAX_PHASES, &o.n_phases,
				       &d)) {
			CHECK(t, 0, "workload '%s': %s", workload, d.msg);
			return false;
		}
		o.phases = ph;
	}
	if (pms_evlist_parse_opts(pms_model_find("neoverse-n1"), events, &eo, &r->ev, &d)) {
		CHECK(t, 0, "parse '%s': %s", events, d.msg);
		return false;
	}
	if (pms_simulate(r->ev, &o, &r->s, &d)) {
		CHECK(t, 0, "simulate '%s': %s", events, d.msg);
		return false;
	}
	return true;
}

static void wdone(struct wrun *r)
{
	pms_sim_free(r->s);
	pms_evlist_free(r->ev);
}

/* Windows of @step add up to each event's totals. */
static void sums(struct tctx *t, const struct wrun *r, uint64_t step, const char *what)
{
	uint64_t end = pms_sim_duration_ns(r->s);

	for (int i = 0; i < pms_sim_n_events(r->s); i++) {
		const struct pms_ev_result *x = pms_sim_result(r->s, i);
		uint64_t en = 0, run = 0;

		for (uint64_t t0 = 0; t0 < end; t0 += step) {
			uint64_t e, u;

			CHECK(t, pms_sim_window(r->s, i, t0, t0 + step, &e, &u) == PMS_OK,
			      "%s: window", what);
			CHECK(t, u <= e, "%s e%d: running %llu above enabled %llu at %llu", what, i,
			      (unsigned long long)u, (unsigned long long)e, (unsigned long long)t0);
			en += e;
			run += u;
		}
		CHECK(t, en == x->sched_enabled_ns && run == x->sched_running_ns,
		      "%s e%d: windows sum to %llu/%llu, the run to %llu/%llu", what, i,
		      (unsigned long long)en, (unsigned long long)run,
		      (unsigned long long)x->sched_enabled_ns,
		      (unsigned long long)x->sched_running_ns);
	}
}

static enum t_result window_sums(struct tctx *t)
{
	static const char *const steps_of[] = { "busy", "run:50ms,sleep:50ms,run:50ms" };
	struct wrun r;

	/* 8 events on 6 counters rotate every 4 ms: 100 ms windows cut the
	 * 32 ms period anywhere; 3 ms windows cut single intervals */
	for (int w = 0; w < 2; w++) {
		REQUIRE(t, wgo(t, &r, 450, w ? steps_of[w] : NULL,
			       "r10,r12,r13,r14,r15,r16,r17,r18", false), "run");
		sums(t, &r, 100000000, steps_of[w]);
		sums(t, &r, 3000000, steps_of[w]);
		wdone(&r);
	}
	/* -a: the CPU context is in while the task sleeps */
	REQUIRE(t, wgo(t, &r, 450, "run:50ms,sleep:50ms,run:50ms", "r10,r12,r13,r14,r15,r16,r17",
		       true), "run -a");
	sums(t, &r, 100000000, "-a");
	wdone(&r);
	/* a refused event and a pinned group in ERROR read nothing */
	REQUIRE(t, wgo(t, &r, 100, NULL, "r10:I,{r10,r12,r13,r14}:D,{r15,r16,r17,r18}:D", false),
		"run refusals");
	sums(t, &r, 10000000, "refused/ERROR");
	{
		uint64_t e = 1, u = 1;

		CHECK(t, pms_sim_window(r.s, 0, 0, 100000000, &e, &u) == PMS_OK && !e && !u,
		      "refused r10:I reads %llu/%llu", (unsigned long long)e,
		      (unsigned long long)u);
		CHECK(t, pms_sim_window(r.s, 0, 2, 1, &e, &u) == PMS_EINVAL, "t1 < t0 accepted");
		CHECK(t, pms_sim_window(r.s, 99, 0, 1, &e, &u) == PMS_EINVAL, "bad index accepted");
	}
out:
	wdone(&r);
	return t_result(t);
}

static enum t_result window_folded(struct tctx *t)
{
	struct wrun r;
	uint64_t e, u;

	/* 1000 s of rotation: 250,000 intervals, a handful stored */
	REQUIRE(t, wgo(t, &r, 1000000, NULL, "r10,r12,r13,r14,r15,r16,r17,r18", false), "run");
	CHECK(t, pms_sim_n_stored(r.s) < 100, "%u intervals stored", pms_sim_n_stored(r.s));
	for (int i = 0; i < pms_sim_n_events(r.s); i++) {
		const struct pms_ev_result *x = pms_sim_result(r.s, i);

		CHECK(t, pms_sim_window(r.s, i, 0, UINT64_C(1000000000000), &e, &u) == PMS_OK &&
			 e == x->sched_enabled_ns && u == x->sched_running_ns,
		      "e%d: whole-run window %llu/%llu, the run %llu/%llu", i,
		      (unsigned long long)e, (unsigned long long)u,
		      (unsigned long long)x->sched_enabled_ns,
		      (unsigned long long)x->sched_running_ns);
	}
	/* one 4 ms interval deep in the run: one event holds a counter or not */
	CHECK(t, pms_sim_window(r.s, 0, UINT64_C(500000000000), UINT64_C(500004000000), &e, &u) ==
		 PMS_OK && e == 4000000 && (u == 0 || u == 4000000),
	      "one interval: %llu/%llu", (unsigned long long)e, (unsigned long long)u);
out:
	wdone(&r);
	return t_result(t);
}

/*
 * --events-from: the common events a PMUv3 implements (PMCEID), and what
 * the driver then refuses (__armv8_pmuv3_map_event(), arm_pmuv3.c 6.12):
 * QEMU 7.2's neoverse-n1 lists cpu_cycles, inst_retired, stall_backend and
 * stall_frontend, and perf 6.1 and 6.12 printed <not supported> for
 * cache-misses, branches and the others there (tests/kernel/6.1-task.txt).
 */
static enum t_result pmceid(struct tctx *t)
{
	struct pms_diag d;
	uint64_t b = 0;
	const char *out, *err;

	CHECK(t, pms_arm_pmceid_parse("# qemu\ncpu_cycles\ninst_retired\nstall_backend\n"
				      "stall_frontend\nsome_vendor_event\n", &b, &d) == PMS_OK &&
		 b == ((UINT64_C(1) << 0x11) | (UINT64_C(1) << 0x08) | (UINT64_C(1) << 0x24) |
		       (UINT64_C(1) << 0x23)), "ls listing: %llx", (unsigned long long)b);
	CHECK(t, pms_arm_pmceid_parse("events/br_retired:event=0x0021\n"
				      "/sys/devices/armv8_pmuv3_0/events/l1d_cache\n", &b, &d) ==
		 PMS_OK && b == ((UINT64_C(1) << 0x21) | (UINT64_C(1) << 0x04)),
	      "grep listing: %llx", (unsigned long long)b);
	CHECK(t, pms_arm_pmceid_parse("pmceid0=0x20000 pmceid1=0x1", &b, &d) == PMS_OK &&
		 b == ((UINT64_C(1) << 17) | (UINT64_C(1) << 32)), "registers: %llx",
	      (unsigned long long)b);
	CHECK(t, pms_arm_pmceid_parse("cpu_cycles $bad", &b, &d) == PMS_ESYNTAX && d.pos == 11,
	      "bad word at %zu", d.pos);
	CHECK(t, pms_arm_pmceid_parse("# nothing\n", &b, &d) == PMS_ESYNTAX, "empty accepted");
	CHECK(t, pms_arm_pmceid_parse("pmceid0=0x100000000", &b, &d) == PMS_ESYNTAX,
	      "33-bit register accepted");
	/* 6.1 maps branches to PC_WRITE_RETIRED, 6.12 to BR_RETIRED or it:
	 * neither is in QEMU's PMCEID */
	CHECK(t, t_cli("predict --cpu neoverse-n1 --kernel 6.12 --no-schedule --duration 50ms "
		       "--events-from tools/kernel_oracle/qemu-7.2-neoverse-n1.events "
		       "-e cache-misses,branches,cycles,stalled-cycles-frontend,r3", &out, &err) == 0 &&
		 strstr(out, "<not supported>      cache-misses") &&
		 strstr(out, "<not supported>      branches") &&
		 strstr(out, "<count>      cycles") && strstr(out, "<count>      stalled-cycles-frontend") &&
		 strstr(out, "<count>      r3"), "predict with QEMU's events: %s%s", out, err);
	CHECK(t, t_cli("predict --cpu hsw --events-from tools/kernel_oracle/qemu-7.2-neoverse-n1.events "
		       "-e cycles", &out, &err) == 2 && strstr(err, "arm64 PMUv3"),
	      "x86 model took --events-from: %s", err);
	return t_result(t);
}

/*
 * predict -I: each interval's own share.  8 events on 6 counters rotate
 * every 4 ms (32 ms period, 24 of 32 ms each: 75%); a 100 ms interval holds
 * 25 rotations, so an event runs 18 or 19 of them (72% or 76%), and the
 * windows of one event add up to its summary share.
 */
static enum t_result interval_lines(struct tctx *t)
{
	const char *out, *err;

	CHECK(t, t_cli("predict --cpu neoverse-n1 --kernel 6.1 --duration 450ms -I 100 -x , "
		       "-e r10,r12,r13,r14,r15,r16,r17,r18", &out, &err) == 0 &&
		 strstr(out, "     0.100000000,<count>,,r10,76000000,76.00,,\n") &&
		 strstr(out, "0.450000000,<count>,,r18,") && !strstr(out, "0.500000000"),
	      "-I -x: %s%s", out, err);
	CHECK(t, t_cli("predict --cpu neoverse-n1 --kernel 6.1 --duration 450ms -I 100 "
		       "-e r10,r12,r13,r14,r15,r16,r17,r18", &out, &err) == 0 &&
		 strstr(out, "#           time             counts unit events\n") &&
		 strstr(out, "     0.100000000            <count>      r10"),
	      "-I text: %s%s", out, err);
	CHECK(t, t_cli("predict --cpu neoverse-n1 --kernel 6.1 --duration 250ms -I 100 --json "
		       "-e r10,r12,r13,r14,r15,r16,r17,r18", &out, &err) == 0 &&
		 strstr(out, "\"interval_lines\":[{\"interval_ns\":100000000,"),
	      "-I --json: %s%s", out, err);
	/* without -I: an -e list's lines at 6.12 (query_interval.c line_metric()),
	 * the default set perf builds only from 7.2 */
	CHECK(t, t_cli("predict --cpu neoverse-n1 --kernel 6.12 -x , -e r10", &out, &err) == 0 &&
		 strstr(out, "\n<count>,,r10,1000000000,100.00,,\n"), "-x without -I: %s%s", out,
	      err);
	CHECK(t, t_cli("predict --cpu neoverse-n1 --kernel 6.12 -x ,", &out, &err) == 2 &&
		 strstr(err, "-x without -I is modelled for perf 7.2"), "-x default set: %s", err);
	CHECK(t, t_cli("explain --cpu neoverse-n1 -I 100 -e r10", &out, &err) == 2,
	      "explain took -I: %s", err);
	/* a 1000 s run prints its 10,000 intervals from the folded schedule */
	CHECK(t, t_cli("predict --cpu neoverse-n1 --kernel 6.1 --duration 1000s -I 100 -x , "
		       "-e r10,r12,r13,r14,r15,r16,r17,r18", &out, &err) == 0 &&
		 strstr(out, "  1000.000000000,<count>,,r18,"), "long -I: %s", err);
	/* perf 6.12 no longer pads the time of -x lines */
	CHECK(t, t_cli("predict --cpu neoverse-n1 --kernel 6.12 --duration 150ms -I 100 -x , "
		       "-e r10", &out, &err) == 0 && !strncmp(out, "0.100000000,<count>,,r10,", 25),
	      "-I -x 6.12: %s%s", out, err);
	/*
	 * --interval-reads: a recorded run's reads, MS after each print
	 * (dispatch_events(), builtin-stat.c 7.3.4: poll() with the interval
	 * as its timeout once the print is done), then every MS; the run's end
	 * is the last.  8 singles at phase 0: 0-4 ms all but r17/r18 on, so a
	 * read at 4 ms gives r10 100% and r17 nothing.
	 */
	CHECK(t, t_cli("predict --cpu neoverse-n1 --kernel 6.12 --duration 150ms -I 100 -x , "
		       "--interval-reads 4ms,104.5ms -e r10,r12,r13,r14,r15,r16,r17,r18", &out,
		       &err) == 0 &&
		 !strncmp(out, "0.004000000,<count>,,r10,4000000,100.00,,\n", 41) &&
		 strstr(out, "0.004000000,<not counted>,,r17,0,0.00,,\n") &&
		 strstr(out, "\n0.104500000,<count>,,r10,") &&
		 strstr(out, "\n0.150000000,<count>,,r18,") && !strstr(out, "0.204500000"),
	      "--interval-reads: %s%s", out, err);
	CHECK(t, t_cli("predict --cpu neoverse-n1 --kernel 6.12 -I 100 -x , "
		       "--interval-reads 4ms,3ms -e r10", &out, &err) == 2 &&
		 strstr(err, "time 2 of '4ms,3ms' is not after the one before"), "reads out of order: %s", err);
	CHECK(t, t_cli("predict --cpu neoverse-n1 --kernel 6.12 -I 100 "
		       "--interval-reads 4ms,zz -e r10", &out, &err) == 2 && strstr(err, "'zz'"),
	      "bad read time: %s", err);
	CHECK(t, t_cli("predict --cpu neoverse-n1 --kernel 6.12 -I 100 "
		       "--interval-reads 4ms,,5ms -e r10", &out, &err) == 2 &&
		 strstr(err, "bad time '' (time 2, byte 4 of '4ms,,5ms')"), "empty read time: %s", err);
	CHECK(t, t_cli("predict --cpu neoverse-n1 --kernel 6.12 --interval-reads 4ms -e r10", &out,
		       &err) == 2 && strstr(err, "give -I MS"), "reads without -I: %s", err);
	return t_result(t);
}

/*
 * --counters N / --pmuv3p5: the machine's PMCR_EL0.N and PMUv3p5 over the
 * model's (armv8pmu_get_event_idx(), arm_pmuv3.c 6.12: general counters
 * 0..N-1, a 64-bit event takes an odd/even pair only without PMUv3p5).
 * Five events on 4 counters rotate by one every 4 ms: over 32 ms (8
 * intervals, traced in the schedule) r10 runs 6 of them (75%), r13 7.
 */
static enum t_result counters_override(struct tctx *t)
{
	const char *out, *err;
	char r10[96], r13[96];

	/* the name in 32, perf 6.12's metric column (38, none here), the share */
	snprintf(r10, sizeof(r10), "%-32s%38s  (75.00%%)", "r10", "");
	snprintf(r13, sizeof(r13), "%-32s%38s  (87.50%%)", "r13", "");
	CHECK(t, t_cli("predict --cpu neoverse-n1 --kernel 6.12 --counters 4 --duration 32ms "
		       "-e r10,r12,r13,r14,r15", &out, &err) == 0 &&
		 strstr(out, r10) && strstr(out, r13) &&
		 strstr(out, "GP0     GP1     GP2     GP3     CYCLES") && !strstr(out, "GP4"),
	      "--counters 4: %s%s", out, err);
	/* 4 long events: 8 counters chained without PMUv3p5, 4 with it */
	CHECK(t, t_cli("predict --cpu neoverse-n1 --kernel 6.12 --pmuv3p5 yes --no-schedule "
		       "--duration 32ms -e armv8_pmuv3_0/event=0x8,long/,armv8_pmuv3_0/event=0x10,long/,"
		       "armv8_pmuv3_0/event=0x12,long/,armv8_pmuv3_0/event=0x13,long/", &out, &err) == 0 &&
		 !strstr(out, "%)"), "--pmuv3p5 yes: %s%s", out, err);
	CHECK(t, t_cli("predict --cpu neoverse-n1 --kernel 6.12 --no-schedule --duration 32ms "
		       "-e armv8_pmuv3_0/event=0x8,long/,armv8_pmuv3_0/event=0x10,long/,"
		       "armv8_pmuv3_0/event=0x12,long/,armv8_pmuv3_0/event=0x13,long/", &out, &err) == 0 &&
		 strstr(out, "%)"), "chained: %s%s", out, err);
	CHECK(t, t_cli("predict --cpu neoverse-n1 --counters 32 -e r10", &out, &err) == 2 &&
		 strstr(err, "--counters"), "--counters 32: %s", err);
	CHECK(t, t_cli("predict --cpu hsw --counters 4 -e cycles", &out, &err) == 2,
	      "x86 took --counters: %s", err);
	return t_result(t);
}

const struct t_case t_sim_window_cases[] = {
	{ "counters_override", counters_override },
	{ "window_sums", window_sums },
	{ "window_folded", window_folded },
	{ "pmceid", pmceid },
	{ "interval_lines", interval_lines },
	{ NULL, NULL },
};
