/*
 * Folded simulation against the brute-force one: a run that finds its
 * period and repeats it arithmetically must give, to the nanosecond,
 * what simulating every mux timer expiry gives (kernel/events/core.c
 * perf_rotate_context() and the hrtimer's fixed grid, 6.12: once the
 * state after an expiry returns, the next expiries repeat it).  Random
 * lists, groups, pinned events, kernels of every rotation era, HT,
 * watchdog, -a, an HT sibling, run/sleep workloads, hybrid core shares,
 * arm64 chained events.  Also: a long run stays a few stored intervals.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include "../test.h"
#include "../../src/lib/sim_test.h"

static uint64_t rng = 0x9e3779b97f4a7c15ull;

static unsigned rnd(unsigned n)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (unsigned)(rng % n);
}

struct pool {
	const char *cpu;
	const char *ev[14];
};

/* Events of each model (generic names and a few with constraints, extra
 * registers, pairs, chains), picked at random. */
static const struct pool pools[] = {
	{ "hsw", { "cycles", "instructions", "branches", "branch-misses", "l1d_pend_miss.pending",
		   "cycle_activity.stalls_l1d_pending", "mem_load_uops_retired.l1_hit",
		   "mem_uops_retired.all_loads", "offcore_response.demand_data_rd.any_response",
		   "dtlb_load_misses.walk_completed", "ref-cycles", "faults", "cache-misses",
		   NULL } },
	{ "snb", { "cycles", "instructions", "branches", "l1d_pend_miss.pending",
		   "mem_load_uops_retired.llc_hit", "cache-references", "bus-cycles",
		   "offcore_response.demand_data_rd.any_response", "ref-cycles", "faults", NULL } },
	{ "skl", { "cycles", "instructions", "branches", "branch-misses", "l1d_pend_miss.pending",
		   "cycle_activity.stalls_l1d_miss", "mem_inst_retired.all_loads",
		   "cache-misses", "cache-references", "ref-cycles", "context-switches", NULL } },
	{ "icl", { "cycles", "instructions", "slots", "topdown-retiring", "topdown-bad-spec",
		   "branches", "branch-misses", "cache-misses", "L1-dcache-loads", "ref-cycles",
		   NULL } },
	{ "zen2", { "cycles", "instructions", "branches", "branch-misses", "cache-misses",
		    "cache-references", "L1-dcache-loads", "fp_ret_sse_avx_ops.all", NULL } },
	{ "adl", { "cycles", "instructions", "branches", "branch-misses", "cache-misses",
		   "cpu_core/cycles/", "cpu_atom/cycles/", "cpu_atom/instructions/",
		   "cpu_core/branches/", "L1-dcache-loads", "LLC-loads", "faults", NULL } },
	{ "neoverse-n1", { "cpu_cycles", "inst_retired", "l1d_cache_refill", "br_mis_pred",
			   "armv8_pmuv3_0/event=0x4,long/", "stall_backend", "l2d_cache",
			   "armv8_pmuv3_0/event=0x17,long/", NULL } },
};

static const char *const kernels[] = {
	"3.10", "3.19", "4.1-rc3", "4.9", "4.17", "5.3", "5.4", "5.10", "5.15", "6.1", "6.12",
};

static void random_list(const struct pool *p, char *buf, size_t cap, int n)
{
	int np = 0, i = 0;

	while (p->ev[np])
		np++;
	buf[0] = '\0';
	while (i < n) {
		int g = 1 + (rnd(4) == 0 ? (int)rnd(3) : 0);
		char part[512] = "";

		if (g > n - i)
			g = n - i;
		for (int k = 0; k < g; k++) {
			if (k)
				strcat(part, ",");
			strcat(part, p->ev[rnd((unsigned)np)]);
		}
		if (strlen(buf) + strlen(part) + 8 >= cap)
			break;
		if (*buf)
			strcat(buf, ",");
		if (g > 1)
			strcat(buf, "{");
		strcat(buf, part);
		if (g > 1)
			strcat(buf, "}");
		if (rnd(12) == 0)
			strcat(buf, ":D");
		i += g;
	}
}

static bool same_result(const struct pms_ev_result *a, const struct pms_ev_result *b)
{
	return a->status == b->status && a->enabled_ns == b->enabled_ns &&
	       a->running_ns == b->running_ns && a->sched_enabled_ns == b->sched_enabled_ns &&
	       a->sched_running_ns == b->sched_running_ns && a->print_percent == b->print_percent &&
	       a->percent == b->percent && a->counters == b->counters && a->why == b->why &&
	       a->n_tried == b->n_tried && a->n_failed == b->n_failed &&
	       a->n_skipped == b->n_skipped && a->blocked_by == b->blocked_by &&
	       a->xreg == b->xreg && a->xreg_holder == b->xreg_holder;
}

/* Everything a view can read, folded against brute force. */
static int compare(struct tctx *t, const struct pms_sim *f, const struct pms_sim *b,
		   const char *what)
{
	int n = pms_sim_n_events(b);

	if (pms_sim_n_intervals(f) != pms_sim_n_intervals(b)) {
		t_fail(t, __FILE__, __LINE__, "%s: %u intervals, brute force %u", what,
		       pms_sim_n_intervals(f), pms_sim_n_intervals(b));
		return 1;
	}
	for (int i = 0; i < n; i++)
		if (!same_result(pms_sim_result(f, i), pms_sim_result(b, i))) {
			const struct pms_ev_result *x = pms_sim_result(f, i), *y = pms_sim_result(b, i);

			t_fail(t, __FILE__, __LINE__, "%s: e%d: running %llu/%llu tried %d/%d "
			       "skipped %d/%d why %#x/%#x", what, i, (unsigned long long)x->running_ns,
			       (unsigned long long)y->running_ns, x->n_tried, y->n_tried,
			       x->n_skipped, y->n_skipped, x->why, y->why);
			return 1;
		}
	if (pms_sim_watchdog_counter(f) != pms_sim_watchdog_counter(b) ||
	    pms_sim_core_time(f, 1) != pms_sim_core_time(b, 1)) {
		t_fail(t, __FILE__, __LINE__, "%s: watchdog or core time differ", what);
		return 1;
	}
	for (unsigned k = 0; k < pms_sim_n_intervals(b); k++) {
		struct pms_interval x, y;

		pms_sim_interval(f, k, &x);
		pms_sim_interval(b, k, &y);
		if (x.start_ns != y.start_ns || x.end_ns != y.end_ns || x.task_on != y.task_on ||
		    x.watchdog != y.watchdog || x.pmu != y.pmu ||
		    memcmp(x.counter, y.counter, (size_t)n)) {
			t_fail(t, __FILE__, __LINE__, "%s: interval %u: %llu-%llu vs %llu-%llu",
			       what, k, (unsigned long long)x.start_ns, (unsigned long long)x.end_ns,
			       (unsigned long long)y.start_ns, (unsigned long long)y.end_ns);
			return 1;
		}
	}
	return 0;
}

static void random_workload(struct pms_sim_opts *o, struct pms_phase *ph, bool hybrid)
{
	static const char *const shares[] = { "cpu_core=70,cpu_atom=30", "cpu_atom",
					      "cpu_atom=25,cpu_core=75", "cpu_core=50,cpu_atom=50" };
	struct pms_diag d;

	o->duration_ns = (20 + rnd(1500)) * 1000000ull + rnd(3) * rnd(1000000);
	if (hybrid && rnd(2))
		pms_core_share_parse(shares[rnd(4)], &o->core_share, &d);
	if (rnd(3) == 0) {
		unsigned n = 2 + rnd(5);

		for (unsigned i = 0; i < n; i++) {
			memset(&ph[i], 0, sizeof(ph[i]));
			ph[i].run = i % 2 == 0 || rnd(3) == 0;
			ph[i].ns = (1 + rnd(400)) * 1000000ull + rnd(2) * rnd(1000000);
			if (hybrid && ph[i].run && rnd(2))
				pms_core_share_parse(shares[rnd(4)], &ph[i].share, &d);
		}
		o->phases = ph;
		o->n_phases = n;
	}
}

static enum t_result folded_equals_brute_force(struct tctx *t)
{
	char list[2048], what[2300];
	int cases = 0, folded = 0;

	for (int c = 0; c < 400 && !t->failed; c++) {
		/* a hybrid or arm64 list one time in three */
		const struct pool *p = &pools[c % 3 ? rnd(5) : 5 + rnd(2)];
		const struct pms_model *m = pms_model_find(p->cpu);
		struct pms_sim_opts o = { .sz = sizeof(o), .env = PMS_ENV_DEFAULT };
		struct pms_evlist *ev = NULL, *sib = NULL;
		struct pms_sim *f = NULL, *b = NULL;
		struct pms_phase ph[8];
		struct pms_diag d;
		const char *kv;
		int rf, rb;

		REQUIRE(t, m != NULL, "no model %s", p->cpu);
		random_list(p, list, sizeof(list), 2 + (int)rnd(c % 4 ? 16 : 40));
		if (pms_evlist_parse(m, list, &ev, &d))
			continue;
		/* hybrids from 5.13 (the hybrid PMUs); arm64 PMUv3 any */
		kv = pms_model_is_hybrid(m) ? kernels[8 + rnd(3)] : kernels[rnd(T_ARRAY_SIZE(kernels))];
		pms_kver_parse(kv, &o.env.kver, &d);
		o.env.ht = rnd(2);
		o.env.nmi_watchdog = rnd(3) != 0;
		o.mux_interval_ns = (1 + rnd(4)) * 1000000ull;
		o.timer_phase_ns = rnd(2) * rnd(4000000);
		o.system_wide = rnd(5) == 0;
		random_workload(&o, ph, pms_model_is_hybrid(m));
		/* late expiries (pms_sim_opts.late_ns) one case in four, not from
		 * rnd(): the other cases keep their draws */
		uint64_t late[3], late_by[3];

		if (c % 4 == 1) {
			uint64_t span = (o.duration_ns ? o.duration_ns : 1000000000) / 3;

			for (int k = 0; k < 3; k++) {
				late[k] = (k ? late[k - 1] : 0) + (uint64_t)(c * 7919 + k * 104729) % span;
				late_by[k] = (uint64_t)(c * 131 + k * 977) % 3 * o.mux_interval_ns / 2 +
					     (uint64_t)c * 1000;
			}
			o.late_ns = late;
			o.late_by_ns = late_by;
			o.n_late = 3;
		}
		if (rnd(6) == 0 && !pms_evlist_parse(m, "cycles,instructions", &sib, &d))
			o.sibling = sib;
		rf = pms_simulate(ev, &o, &f, &d);
		pmsi_sim_test_unfolded(1);
		rb = pms_simulate(ev, &o, &b, &d);
		pmsi_sim_test_unfolded(0);
		snprintf(what, sizeof(what), "case %d: %s %s -e '%s' %llu ns%s", c, p->cpu, kv, list, (unsigned long long)o.duration_ns,
			 o.phases ? " (phases)" : "");
		CHECK(t, rf == rb, "%s: rc %d, brute force %d", what, rf, rb);
		if (rf == PMS_OK && rb == PMS_OK) {
			cases++;
			folded += pms_sim_n_periods(f) > 0;
			compare(t, f, b, what);
		}
		pms_sim_free(f);
		pms_sim_free(b);
		pms_evlist_free(ev);
		pms_evlist_free(sib);
	}
	/* the comparison means something only when runs do fold */
	CHECK(t, cases >= 300 && folded >= 100, "%d cases, %d folded", cases, folded);
out:
	return t_result(t);
}

/*
 * A busy task with 13 single flexible groups on Haswell, HT on (4.1-rc7+:
 * gpmax halves to 2 while a corrupting event is on, intel_get_excl_constraints,
 * arch/x86/events/intel/core.c, 6.12): an hour at 1 ms is 3.6 million
 * intervals, and the record keeps a prefix, one period and a tail.
 */
static enum t_result hour_is_small(struct tctx *t)
{
	static const char list[] = "l1d_pend_miss.pending,cycle_activity.stalls_l1d_pending,"
		"mem_uops_retired.all_loads,mem_load_uops_retired.l1_hit,"
		"mem_load_uops_retired.l2_hit,dtlb_load_misses.walk_completed,"
		"dtlb_store_misses.walk_completed,itlb_misses.walk_completed,cycles,instructions,"
		"branches,branch-misses,cache-misses";
	struct pms_sim_opts o = { .sz = sizeof(o),
				    .env = PMS_ENV_DEFAULT, .duration_ns = 3600000000000ull,
				  .mux_interval_ns = 1000000 };
	struct pms_evlist *ev = NULL;
	struct pms_sim *s = NULL;
	struct pms_sim_period p;
	struct pms_interval a, b;
	struct pms_diag d;
	uint64_t sum = 0;

	o.env.kver = PMS_KVER(6, 12);
	REQUIRE(t, !pms_evlist_parse(pms_model_find("hsw"), list, &ev, &d), "%s", d.msg);
	REQUIRE(t, pms_simulate(ev, &o, &s, &d) == PMS_OK, "%s", d.msg);
	CHECK(t, pms_sim_n_stored(s) < 1000, "%u stored intervals", pms_sim_n_stored(s));
	REQUIRE(t, pms_sim_n_periods(s) == 1, "%u periods", pms_sim_n_periods(s));
	pms_sim_period(s, 0, &p);
	/* one interval per mux interval: the period is a whole number of them */
	CHECK(t, p.period_ns == (uint64_t)p.n * 1000000, "period %llu ns for %u intervals",
	      (unsigned long long)p.period_ns, p.n);
	CHECK(t, pms_sim_n_intervals(s) == 3600000, "%u intervals", pms_sim_n_intervals(s));
	pms_sim_interval(s, p.first, &a);
	pms_sim_interval(s, p.first + p.n, &b);
	CHECK(t, b.start_ns - a.start_ns == p.period_ns && !memcmp(a.counter, b.counter, 13),
	      "repetition 2 is not repetition 1 a period later");
	/* the times still add up to the whole hour */
	for (int i = 0; i < 13; i++)
		sum += pms_sim_result(s, i)->enabled_ns;
	CHECK(t, sum == 13 * 3600000000000ull, "enabled %llu", (unsigned long long)sum);
out:
	pms_sim_free(s);
	pms_evlist_free(ev);
	return t_result(t);
}

/*
 * The work bound: simulated one by one (as if no period were found), two
 * hours at 1 ms of two events that share GP2 (ks 10.1: they alternate
 * every expiry) is 7.2 million expiries, past the bound of 2^22: a clean
 * PMS_ELIMIT that says so, nothing left allocated.
 */
static enum t_result work_bound(struct tctx *t)
{
	struct pms_sim_opts o = { .sz = sizeof(o),
				    .env = PMS_ENV_DEFAULT, .duration_ns = 7200000000000ull,
				  .mux_interval_ns = 1000000 };
	struct pms_evlist *ev = NULL;
	struct pms_sim *s = NULL;
	struct pms_diag d;
	long live;
	int rc;

	o.env.kver = PMS_KVER(6, 12);
	REQUIRE(t, !pms_evlist_parse(pms_model_find("hsw"),
				     "l1d_pend_miss.pending,cycle_activity.stalls_l1d_pending", &ev, &d),
		"%s", d.msg);
	live = pmsi_alloc_live();
	pmsi_sim_test_unfolded(1);
	rc = pms_simulate(ev, &o, &s, &d);
	pmsi_sim_test_unfolded(0);
	CHECK(t, rc == PMS_ELIMIT && s == NULL && strstr(d.msg, "no repeating schedule"),
	      "rc %d: %s", rc, d.msg);
	CHECK(t, pmsi_alloc_live() == live, "allocations left");
	/* folded, the same run is two intervals repeated */
	REQUIRE(t, pms_simulate(ev, &o, &s, &d) == PMS_OK, "%s", d.msg);
	CHECK(t, pms_sim_n_stored(s) < 10 && pms_sim_result(s, 0)->running_ns == 3600000000000ull,
	      "%u stored, running %llu", pms_sim_n_stored(s),
	      (unsigned long long)pms_sim_result(s, 0)->running_ns);
out:
	pms_sim_free(s);
	pms_evlist_free(ev);
	return t_result(t);
}

/*
 * Hybrid records merged period by period: Alder Lake, 20 generic events
 * opened on both core PMUs (perf 6.2+ opens a PMU-less event on each,
 * parse-events.c), 6.12.  70/30: each CPU's period goes over whole; -a:
 * both CPUs run at once, their intervals interleave, and the merge itself
 * repeats (a window of both periods).  Both equal brute force and keep
 * only a few intervals.
 */
static enum t_result hybrid_merge_folds(struct tctx *t)
{
	static const char one[] = "cycles,instructions,branches,branch-misses,cache-misses,"
		"cache-references,L1-dcache-loads,LLC-loads,dTLB-loads,bus-cycles";
	char list[2 * sizeof(one) + 2];
	struct pms_sim_opts o = { .sz = sizeof(o),
				    .env = PMS_ENV_DEFAULT, .duration_ns = 10000000000ull,
				  .mux_interval_ns = 1000000 };
	struct pms_evlist *ev = NULL;
	struct pms_diag d;

	snprintf(list, sizeof(list), "%s,%s", one, one);
	o.env.kver = PMS_KVER(6, 12);
	REQUIRE(t, !pms_evlist_parse(pms_model_find("adl"), list, &ev, &d), "%s", d.msg);
	for (int aw = 0; aw < 2; aw++) {
		struct pms_sim *f = NULL, *b = NULL;

		o.system_wide = aw;
		memset(&o.core_share, 0, sizeof(o.core_share));
		if (!aw)
			pms_core_share_parse("cpu_core=70,cpu_atom=30", &o.core_share, &d);
		CHECK(t, pms_simulate(ev, &o, &f, &d) == PMS_OK, "%s", d.msg);
		pmsi_sim_test_unfolded(1);
		CHECK(t, pms_simulate(ev, &o, &b, &d) == PMS_OK, "%s", d.msg);
		pmsi_sim_test_unfolded(0);
		if (f && b) {
			compare(t, f, b, aw ? "adl -a" : "adl 70/30");
			CHECK(t, pms_sim_n_stored(f) < 1000 && pms_sim_n_periods(f) >= 1,
			      "%s: %u stored of %u, %u periods", aw ? "-a" : "70/30",
			      pms_sim_n_stored(f), pms_sim_n_intervals(f), pms_sim_n_periods(f));
		}
		pms_sim_free(f);
		pms_sim_free(b);
	}
out:
	pms_evlist_free(ev);
	return t_result(t);
}

/* @n raw events r0101.. on Skylake, each a group of its own. */
static struct pms_evlist *raw_list(int n, struct pms_diag *d)
{
	char *text = malloc((size_t)n * 6 + 1), *p = text;
	struct pms_evlist *ev = NULL;

	if (!text)
		return NULL;
	for (int i = 1; i <= n; i++)
		p += sprintf(p, "%sr%04x", i > 1 ? "," : "", 0x100 + i);
	if (pms_evlist_parse(pms_model_find("skl"), text, &ev, d))
		ev = NULL;
	free(text);
	return ev;
}

/*
 * Lists whose counters do not repeat: 101 to 300 raw events on Skylake
 * (HT on: 4 GP counters; the watchdog on FIXED1).  The exact state came
 * back for 100, 128, 140, 151, 200 and 250 events, and not within the
 * record for 101, 129, 130, 149, 150 and 300: the fastpath's counters
 * (hw.idx) cycle far slower than the list.  Such runs are folded on the
 * state without the counters and said to be approximate; they failed with
 * "no repeating schedule found".  Each event is first in the rotation
 * (perf_rotate_context() moves one group to the tail per expiry) for 4
 * expiries out of n, so it runs 4/n of the run, to a few intervals.  At
 * 400 s the approximate fold is checked against every expiry simulated.
 */
static enum t_result long_lists_fold(struct tctx *t)
{
	static const struct { int n; unsigned s; } cases[] = {
		{ 101, 1000 }, { 129, 1000 }, { 130, 224 }, { 149, 1000 }, { 150, 1000 },
		{ 300, 224 }, { 300, 1000 },
	};
	struct pms_sim_opts o = { .sz = sizeof(o),
				    .env = PMS_ENV_DEFAULT, .mux_interval_ns = 4000000 };
	struct pms_diag d;

	o.env.kver = PMS_KVER(6, 12);
	for (size_t c = 0; c < T_ARRAY_SIZE(cases); c++) {
		struct pms_evlist *ev = raw_list(cases[c].n, &d);
		struct pms_sim *s = NULL;
		uint64_t ext = 0, err = 0, dur = cases[c].s * 1000000000ull;
		double share = 4.0 * (double)dur / cases[c].n;
		int rc;

		REQUIRE(t, ev != NULL, "%d events: %s", cases[c].n, d.msg);
		o.duration_ns = dur;
		rc = pms_simulate(ev, &o, &s, &d);
		CHECK(t, rc == PMS_OK, "%d events, %u s: %s", cases[c].n, cases[c].s, d.msg);
		if (rc == PMS_OK) {
			/* approximate when the record cannot hold the run (not 130 at 224 s) */
			CHECK(t, pms_sim_approx(s, &ext, &err) == (cases[c].n * 56000ull * cases[c].s / 224 >
								   (1ull << 24)) && err == 0,
			      "%d events: approximate %llu ns, error %llu", cases[c].n,
			      (unsigned long long)ext, (unsigned long long)err);
			for (int i = 0; i < cases[c].n; i++) {
				const struct pms_ev_result *r = pms_sim_result(s, i);

				CHECK(t, r->enabled_ns == dur &&
				      fabs((double)r->running_ns - share) <= 5 * 4e6,
				      "%d events: event %d ran %llu of %llu ns (4/n: %.0f)",
				      cases[c].n, i, (unsigned long long)r->running_ns,
				      (unsigned long long)r->enabled_ns, share);
			}
		}
		pms_sim_free(s);
		pms_evlist_free(ev);
	}
	{
		struct pms_evlist *ev = raw_list(101, &d);
		struct pms_sim *f = NULL, *b = NULL;

		REQUIRE(t, ev != NULL, "%s", d.msg);
		o.duration_ns = 400000000000ull;
		/* a record of 2M cells cannot hold the run's 100,000 intervals:
		 * folded approximately; with the default 16M every expiry fits */
		pmsi_sim_test_max_cells(1u << 21);
		CHECK(t, pms_simulate(ev, &o, &f, &d) == PMS_OK, "folded: %s", d.msg);
		pmsi_sim_test_max_cells(0);
		pmsi_sim_test_unfolded(1);
		CHECK(t, pms_simulate(ev, &o, &b, &d) == PMS_OK, "every expiry: %s", d.msg);
		pmsi_sim_test_unfolded(0);
		if (f && b) {
			CHECK(t, pms_sim_approx(f, NULL, NULL), "101 events, 400 s: not approximate");
			for (int i = 0; i < 101; i++) {
				const struct pms_ev_result *x = pms_sim_result(f, i), *y = pms_sim_result(b, i);

				CHECK(t, x->enabled_ns == y->enabled_ns && x->running_ns == y->running_ns,
				      "event %d: folded %llu/%llu, every expiry %llu/%llu", i,
				      (unsigned long long)x->running_ns, (unsigned long long)x->enabled_ns,
				      (unsigned long long)y->running_ns, (unsigned long long)y->enabled_ns);
			}
		}
		pms_sim_free(f);
		pms_sim_free(b);
		pms_evlist_free(ev);
	}
out:
	return t_result(t);
}

const struct t_case t_simfold_cases[] = {
	{ "hybrid_merge_folds", hybrid_merge_folds },
	{ "work_bound", work_bound },
	{ "folded_equals_brute_force", folded_equals_brute_force },
	{ "hour_is_small", hour_is_small },
	{ "long_lists_fold", long_lists_fold },
	{ NULL, NULL }
};
