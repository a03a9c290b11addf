/*
 * The slot-feasibility helper (pms_fit_*), the planner behind 'pmusched
 * plan', and the --svg timeline.
 *
 * Optimality is checked by brute force: every partition of up to seven
 * single events into slots, each slot judged by pms_fit_check(); the
 * planner's slot count must equal the smallest such partition, and the
 * simulated plan must count every event at least 1/k of the time (one
 * point of slack for intervals that do not divide by k).  The article's
 * examples (kernel-scheduling.md section 10, "ks 10.N") are the
 * acceptance cases.
 */
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>
#include "../test.h"

#define EX1 "l1d_pend_miss.pending,cycle_activity.stalls_l1d_pending"
#define EX3 "{l1d_pend_miss.pending,faults},cycle_activity.stalls_l1d_pending:D," \
	    "mem_uops_retired.all_loads"
#define EX4 "mem_load_uops_retired.l1_hit,mem_load_uops_retired.l1_miss," \
	    "mem_load_uops_retired.l2_hit"
#define TLB6 "dtlb_load_misses.walk_completed,dtlb_load_misses.walk_completed_4k," \
	     "dtlb_store_misses.walk_completed,dtlb_store_misses.walk_completed_4k," \
	     "itlb_misses.walk_completed,itlb_misses.walk_completed_4k"

static struct pms_sim_opts opts(const char *kernel, bool ht, bool wd, bool tfa)
{
	struct pms_sim_opts o = { .sz = sizeof(o), .env = PMS_ENV_DEFAULT };

	if (kernel)
		pms_kver_parse(kernel, &o.env.kver, NULL);
	o.env.ht = ht;
	o.env.nmi_watchdog = wd;
	o.env.allow_tfa = tfa;
	return o;
}

/* ---- pms_fit ------------------------------------------------------------ */

static enum t_result fit_basic(struct tctx *t)
{
	static const char *list =
		"l1d_pend_miss.pending,cycle_activity.stalls_l1d_pending,faults,"
		"mem_load_uops_retired.l1_hit,mem_load_uops_retired.l1_miss,"
		"mem_load_uops_retired.l2_hit,instructions";
	static const struct {
		int line;
		bool ht;
		int idx[4], n;
		int want;
	} cases[] = {
		{ __LINE__, true, { 0 }, 1, PMS_FIT_YES },
		{ __LINE__, true, { 0, 1 }, 2, PMS_FIT_NO },		/* both GP2 only */
		{ __LINE__, true, { 0, 2 }, 2, PMS_FIT_YES },		/* software ignored */
		{ __LINE__, true, { 3, 4 }, 2, PMS_FIT_YES },
		{ __LINE__, true, { 3, 4, 5 }, 3, PMS_FIT_NO },	/* HT erratum: gpmax 2 */
		{ __LINE__, false, { 3, 4, 5 }, 3, PMS_FIT_YES },	/* HT off: workaround gone */
		{ __LINE__, true, { 0, 3, 6 }, 3, PMS_FIT_YES },	/* instructions on FIXED0 */
		{ __LINE__, true, { 0, 3, 4 }, 3, PMS_FIT_NO },
		{ __LINE__, true, { 0 }, 0, PMS_FIT_YES },		/* nothing: the watchdog alone */
	};
	struct pms_evlist *ev = NULL;
	struct pms_fit *f = NULL;
	struct pms_diag d;

	REQUIRE(t, pms_evlist_parse(pms_model_find("hsw"), list, &ev, &d) == 0, "parse: %s", d.msg);
	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		struct pms_sim_opts o = opts("6.12", cases[i].ht, true, true);

		REQUIRE(t, pms_fit_new(ev, &o, &f, &d) == 0, "fit_new: %s", d.msg);
		CHECK(t, pms_fit_check(f, cases[i].idx, cases[i].n, 0) == cases[i].want,
		      "line %d: got %d, want %d", cases[i].line,
		      pms_fit_check(f, cases[i].idx, cases[i].n, 0), cases[i].want);
		pms_fit_free(f);
		f = NULL;
	}
	{
		struct pms_sim_opts o = opts("6.12", true, true, true);
		int bad = 7;

		REQUIRE(t, pms_fit_new(ev, &o, &f, &d) == 0, "fit_new");
		CHECK(t, pms_fit_event(f, 2) == PMS_FIT_EV_SOFTWARE, "faults is software");
		CHECK(t, pms_fit_event(f, 0) == PMS_FIT_EV_CORE, "l1d_pend is core");
		CHECK(t, pms_fit_event(f, 7) == PMS_EINVAL, "event out of range");
		CHECK(t, pms_fit_check(f, &bad, 1, 0) == PMS_EINVAL, "bad index");
		CHECK(t, pms_fit_watchdog(f) == 1, "watchdog on");
		pms_fit_free(f);
		f = NULL;
		o.env.nmi_watchdog = false;
		REQUIRE(t, pms_fit_new(ev, &o, &f, &d) == 0, "fit_new");
		CHECK(t, pms_fit_watchdog(f) == 0, "watchdog off");
	}
out:
	pms_fit_free(f);
	pms_evlist_free(ev);
	return t_result(t);
}

static enum t_result fit_refused_and_sibling(struct tctx *t)
{
	struct pms_evlist *ev = NULL, *sib = NULL;
	struct pms_fit *f = NULL;
	struct pms_diag d;
	struct pms_sim_opts o = opts("3.14", true, true, true);
	int both[2] = { 0, 1 };

	/* IVB 3.10-4.0 blacklists the corrupting events: refused at open (ks 10.4) */
	REQUIRE(t, pms_evlist_parse(pms_model_find("ivb"), "mem_load_uops_retired.l1_hit,branches",
				    &ev, &d) == 0, "parse");
	REQUIRE(t, pms_fit_new(ev, &o, &f, &d) == 0, "fit_new");
	CHECK(t, pms_fit_event(f, 0) == PMS_FIT_EV_REFUSED, "refused");
	CHECK(t, pms_fit_check(f, both, 2, 0) == PMS_FIT_YES, "a refused event takes no counter");
	pms_fit_free(f);
	f = NULL;
	pms_evlist_free(ev);
	ev = NULL;

	/* the sibling's corrupting event on GP2 takes it from l1d_pend (ks 10.1 row 3) */
	o = opts("6.12", true, true, true);
	REQUIRE(t, pms_evlist_parse(pms_model_find("hsw"), "l1d_pend_miss.pending", &ev, &d) == 0,
		"parse");
	REQUIRE(t, pms_evlist_parse(pms_model_find("hsw"),
				    "branches,branch-misses,l1d_pend_miss.pending,"
				    "dtlb_load_misses.walk_completed", &sib, &d) == 0, "parse sibling");
	o.sibling = sib;
	REQUIRE(t, pms_fit_new(ev, &o, &f, &d) == 0, "fit_new");
	CHECK(t, pms_fit_check(f, both, 1, 0) == PMS_FIT_YES, "a shared GP2 does not stop l1d_pend");
	pms_fit_free(f);
	f = NULL;
	pms_evlist_free(ev);
	ev = NULL;
	/* a corrupting event may not use a counter the sibling uses at all (ks 7.1) */
	REQUIRE(t, pms_evlist_parse(pms_model_find("hsw"), "mem_load_uops_retired.l1_hit", &ev,
				    &d) == 0, "parse");
	REQUIRE(t, pms_fit_new(ev, &o, &f, &d) == 0, "fit_new");
	CHECK(t, pms_fit_check(f, both, 1, 0) == PMS_FIT_NO, "sibling uses GP0-3");
out:
	pms_fit_free(f);
	pms_evlist_free(ev);
	pms_evlist_free(sib);
	return t_result(t);
}

/* 2.6.31-2.6.33 took counters in list order: the greed misses a matching */
static enum t_result fit_greedy_miss(struct tctx *t)
{
	struct pms_evlist *ev = NULL;
	struct pms_fit *f = NULL;
	struct pms_diag d;
	struct pms_sim_opts o = opts("2.6.32", true, false, true);
	int all[4] = { 0, 1, 2, 3 };

	REQUIRE(t, pms_evlist_parse(pms_model_find("nhm"), "branches,branch-misses,"
				    "l1d_cache_ld.mesi,l1d_cache_st.mesi", &ev, &d) == 0, "parse");
	REQUIRE(t, pms_fit_new(ev, &o, &f, &d) == 0, "fit_new");
	CHECK(t, pms_fit_check(f, all, 4, 0) == PMS_FIT_NO, "kernel routine fails");
	CHECK(t, pms_fit_check(f, all, 4, PMS_FIT_TELL_GREEDY) == PMS_FIT_GREEDY_MISS,
	      "an assignment exists");
	CHECK(t, pms_fit_check(f, all + 2, 2, PMS_FIT_TELL_GREEDY) == PMS_FIT_YES, "two fit");
	CHECK(t, pms_fit_check(f, all, 4, 1u << 7) == PMS_EINVAL, "unknown flag");
out:
	pms_fit_free(f);
	pms_evlist_free(ev);
	return t_result(t);
}

static enum t_result fit_alloc_failures(struct tctx *t)
{
	struct pms_sim_opts o = opts("6.12", true, true, true);
	struct pms_evlist *ev = NULL;
	struct pms_diag d;
	int ok = 0;

	REQUIRE(t, pms_evlist_parse(pms_model_find("hsw"), EX3, &ev, &d) == 0, "parse");
	for (long n = 0; n < 50 && !ok; n++) {
		struct pms_fit *f = NULL;
		long live = pmsi_alloc_live();
		int rc;

		pmsi_alloc_fail_at(n);
		rc = pms_fit_new(ev, &o, &f, &d);
		pmsi_alloc_fail_at(-1);
		if (rc == PMS_OK) {
			ok = 1;
			pms_fit_free(f);
		} else {
			CHECK(t, rc == PMS_ENOMEM && !f, "fail at %ld: %d", n, rc);
			CHECK(t, pmsi_alloc_live() == live, "leak after failure %ld", n);
		}
	}
	CHECK(t, ok, "never succeeded");
out:
	pms_evlist_free(ev);
	return t_result(t);
}

/* ---- the planner ---------------------------------------------------------- */

struct outcome {
	int n_nc;		/* planned events not counted */
	double low;		/* lowest share of the counted planned events */
	double pct[64];		/* per input event: share, -1 not counted, -2 not supported */
	int n_slots, lower_bound;
	bool proven, heuristic;
	char list[4096];
};

static unsigned plan_flags(bool split, bool keep, bool no_pin)
{
	return (split ? PMS_PLAN_SPLIT_GROUPS : 0) | (keep ? PMS_PLAN_KEEP_PINNED : 0) |
	       (no_pin ? PMS_PLAN_NO_PIN : 0);
}

/*
 * Plan @list (one run) and read the chosen text's simulation, which the
 * plan carries; fills @oc.  Returns 0, or -1 after a failed CHECK.
 */
static int plan_and_run(struct tctx *t, const char *cpu, const char *list,
			const struct pms_sim_opts *o, unsigned flags, struct outcome *oc)
{
	struct pms_plan_opts po = PMS_PLAN_OPTS_INIT;
	struct pms_evlist *ev = NULL;
	struct pms_plan *p = NULL;
	struct pms_plan_run r;
	struct pms_plan_bound b;
	struct pms_diag d;
	int rc = -1;

	memset(oc, 0, sizeof(*oc));
	oc->low = 100.0;
	po.flags = flags;
	if (pms_evlist_parse(pms_model_find(cpu), list, &ev, &d)) {
		CHECK(t, 0, "parse '%s': %s", list, d.msg);
		return -1;
	}
	if (pms_plan_new(ev, o, &po, &p, &d)) {
		CHECK(t, 0, "plan '%s': %s", list, d.msg);
		goto out;
	}
	REQUIRE(t, pms_plan_n_runs(p) == 1 && pms_plan_run(p, 0, &r) == PMS_OK, "one run");
	snprintf(oc->list, sizeof(oc->list), "%s", r.list);
	for (int k = 0; k < r.n_events && k < 64; k++) {
		const struct pms_ev_result *res = pms_sim_result(r.sim, k);
		int in = r.order[k];
		double pct = res->status == PMS_ST_NOT_SUPPORTED ? -2 :
			     res->status == PMS_ST_NOT_COUNTED ? -1 :
			     res->print_percent ? res->percent : 100.0;

		if (in < 64)
			oc->pct[in] = pct;
	}
	for (int u = 0; u < pms_plan_n_units(p); u++) {
		struct pms_plan_unit x;

		pms_plan_unit(p, u, &x);
		if (x.kind != PMS_PLAN_PACKED || x.unreadable)
			continue;
		for (int j = 0; j < x.n_events; j++) {
			double pct = x.events[j] < 64 ? oc->pct[x.events[j]] : 100;

			if (pct < 0)
				oc->n_nc++;
			else if (pct < oc->low)
				oc->low = pct;
		}
	}
	pms_plan_bound(p, &b);
	oc->n_slots = b.n_slots;
	oc->lower_bound = b.lower_bound;
	oc->proven = b.proven;
	oc->heuristic = b.heuristic;
	rc = 0;
out:
	pms_plan_free(p);
	pms_evlist_free(ev);
	return rc;
}

/* Smallest partition of the core events @idx[0..n) into slots that each fit. */
static int brute_min(struct pms_fit *f, const int *idx, int n)
{
	int rgs[8] = { 0 }, best = n;

	if (n == 0)
		return 0;
	for (;;) {
		int k = 0, ok = 1;

		for (int i = 0; i < n; i++)
			if (rgs[i] + 1 > k)
				k = rgs[i] + 1;
		for (int b = 0; b < k && ok && k < best; b++) {
			int blk[8], m = 0;

			for (int i = 0; i < n; i++)
				if (rgs[i] == b)
					blk[m++] = idx[i];
			ok = pms_fit_check(f, blk, m, 0) == PMS_FIT_YES;
		}
		if (ok && k < best)
			best = k;
		/* next restricted growth string */
		{
			int i = n - 1;

			for (; i > 0; i--) {
				int mx = 0;

				for (int j = 0; j < i; j++)
					if (rgs[j] > mx)
						mx = rgs[j];
				if (rgs[i] <= mx) {
					rgs[i]++;
					break;
				}
				rgs[i] = 0;
			}
			if (i == 0)
				break;
		}
	}
	return best;
}

/*
 * --no-multiplex on the same list: a run that counts everything all the
 * time is a slot without pins, so the fewest runs is the brute-force
 * minimum @want (a software-only list still takes one run).  Every run must
 * simulate with each of its events counted all the time, and every core
 * event must be in exactly one run.  Returns 1 after a failure.
 */
static int runs_match_brute(struct tctx *t, const char *cpu, const char *list,
			    const struct pms_sim_opts *o, int want)
{
	struct pms_plan_opts po = PMS_PLAN_OPTS_INIT;
	struct pms_evlist *ev = NULL;
	struct pms_plan *p = NULL;
	struct pms_plan_bound b;
	int seen[64] = { 0 }, failed = t->failed, n_sw = 0, n;

	po.mode = PMS_PLAN_NO_MULTIPLEX;
	if (pms_evlist_parse(pms_model_find(cpu), list, &ev, NULL) ||
	    pms_plan_new(ev, o, &po, &p, NULL)) {
		CHECK(t, 0, "no-multiplex plan of '%s' fails", list);
		goto out;
	}
	n = pms_evlist_count(ev);
	pms_plan_bound(p, &b);
	CHECK(t, b.n_slots == want && b.proven && b.lower_bound == want,
	      "'%s': %d runs (bound %d), brute force %d", list, b.n_slots, b.lower_bound, want);
	for (int r = 0; r < pms_plan_n_runs(p); r++) {
		struct pms_plan_run run;

		pms_plan_run(p, r, &run);
		CHECK(t, run.n_short == 0 && run.n_slots == 1, "'%s' run %d: '%s' short %d", list, r,
		      run.list, run.n_short);
		for (int k = 0; k < run.n_events; k++) {
			const struct pms_ev_result *res = pms_sim_result(run.sim, k);

			seen[run.order[k]]++;
			CHECK(t, res->status == PMS_ST_COUNTED && !res->print_percent,
			      "'%s' run %d: '%s' not counted all the time", list, r, run.list);
		}
	}
	{
		struct pms_fit *f = NULL;

		REQUIRE(t, pms_fit_new(ev, o, &f, NULL) == PMS_OK, "fit");
		for (int i = 0; i < n && i < 64; i++) {
			int kind = pms_fit_event(f, i);

			n_sw += kind == PMS_FIT_EV_SOFTWARE;
			CHECK(t, seen[i] == (kind != PMS_FIT_EV_REFUSED), "'%s': e%d in %d runs", list,
			      i, seen[i]);
		}
		pms_fit_free(f);
	}
	CHECK(t, pms_plan_n_runs(p) == (want ? want : n_sw > 0), "'%s': %d runs, want %d",
	      list, pms_plan_n_runs(p), want);
out:
	pms_plan_free(p);
	pms_evlist_free(ev);
	return t->failed > failed;
}

static const struct brute_cfg {
	const char *cpu, *kernel;
	bool ht, tfa;
	const char *pool[14];
} brute_cfgs[] = {
	{ "hsw", "6.12", true, true, { "l1d_pend_miss.pending", "cycle_activity.stalls_l1d_pending",
	  "mem_load_uops_retired.l1_hit", "mem_load_uops_retired.l1_miss",
	  "mem_load_uops_retired.l2_hit", "dtlb_load_misses.walk_completed", "branches", "cycles",
	  "instructions", "ref-cycles", "mem_uops_retired.all_loads", "faults", "branch-misses",
	  NULL } },
	{ "hsw", "6.12", false, true, { "l1d_pend_miss.pending", "cycle_activity.stalls_l1d_pending",
	  "mem_load_uops_retired.l1_hit", "mem_load_uops_retired.l2_hit", "branches", "cycles",
	  "dtlb_load_misses.walk_completed", "dtlb_store_misses.walk_completed", NULL } },
	{ "icl", "6.12", true, true, { "dtlb_load_misses.walk_completed",
	  "dtlb_load_misses.walk_completed_4k", "dtlb_store_misses.walk_completed",
	  "dtlb_store_misses.walk_completed_4k", "itlb_misses.walk_completed",
	  "itlb_misses.walk_completed_4k", "mem_load_retired.l1_hit", "instructions", "cycles",
	  "branches", NULL } },
	{ "skl", "6.12", true, false, { "mem_load_retired.l1_hit", "mem_load_retired.l1_miss",
	  "mem_load_retired.l2_hit", "mem_load_retired.l3_hit", "dtlb_load_misses.walk_completed",
	  "branches", "cycles", NULL } },
	{ "zen2", "6.12", true, true, { "cycles", "instructions", "branches", "branch-misses",
	  "cache-references", "cache-misses", "faults", NULL } },
	/* AMD pairs: 0x003 takes GP0/2/4 and the next counter (amd/core.c pair_constraint) */
	{ "zen2", "6.12", true, true, { "r003", "r003", "r003", "cycles", "instructions",
	  "branches", "r003", NULL } },
};

static enum t_result brute_force_optimal(struct tctx *t)
{
	unsigned seed = 12345;

	for (size_t c = 0; c < T_ARRAY_SIZE(brute_cfgs); c++) {
		const struct brute_cfg *bc = &brute_cfgs[c];
		struct pms_sim_opts o = opts(bc->kernel, bc->ht, true, bc->tfa);
		int n_pool = 0;

		while (bc->pool[n_pool])
			n_pool++;
		for (int trial = 0; trial < 14; trial++) {
			int pick[14], n = 2 + trial % 6, core[8], n_core = 0, want;
			char list[1024] = "";
			struct pms_evlist *ev = NULL;
			struct pms_fit *f = NULL;
			unsigned flags = plan_flags(false, false, trial % 3 == 2);
			struct outcome oc;

			for (int i = 0; i < n_pool; i++)
				pick[i] = i;
			for (int i = 0; i < n; i++) {	/* partial Fisher-Yates, LCG */
				int j;

				seed = seed * 1103515245u + 12345u;
				j = i + (int)((seed >> 16) % (unsigned)(n_pool - i));
				int tmp = pick[i];
				pick[i] = pick[j];
				pick[j] = tmp;
				snprintf(list + strlen(list), sizeof(list) - strlen(list), "%s%s",
					 i ? "," : "", bc->pool[pick[i]]);
			}
			if (pms_evlist_parse(pms_model_find(bc->cpu), list, &ev, NULL) ||
			    pms_fit_new(ev, &o, &f, NULL)) {
				CHECK(t, 0, "%s: cannot set up '%s'", bc->cpu, list);
				pms_evlist_free(ev);
				continue;
			}
			for (int i = 0; i < n; i++)
				if (pms_fit_event(f, i) == PMS_FIT_EV_CORE)
					core[n_core++] = i;
			want = brute_min(f, core, n_core);
			pms_fit_free(f);
			pms_evlist_free(ev);
			if (plan_and_run(t, bc->cpu, list, &o, flags, &oc) == 0) {
				CHECK(t, oc.n_slots == want, "%s HT %s '%s': %d slots, brute force %d",
				      bc->cpu, bc->ht ? "on" : "off", list, oc.n_slots, want);
				CHECK(t, oc.proven && oc.lower_bound == want, "'%s': not proven", list);
				CHECK(t, oc.n_nc == 0, "'%s' -> '%s': %d not counted", list, oc.list,
				      oc.n_nc);
				CHECK(t, want < 2 || oc.low >= 100.0 / want - 1.0,
				      "'%s' -> '%s': lowest %.2f%% < 100/%d", list, oc.list, oc.low, want);
			}
			if (runs_match_brute(t, bc->cpu, list, &o, want))
				break;
		}
	}
	return t_result(t);
}

static const struct acase {
	int line;
	const char *cite, *cpu, *kernel;
	bool ht;
	bool split, keep, no_pin;
	const char *events;
	int want_slots;
	double want_low;	/* every planned event counted at least this (minus 1) */
	const char *want;	/* per input event: N, N(p), nc, "-" unchecked; "" none */
} acases[] = {
	{ __LINE__, "ks 10.1 hsw: two GP2-only events", "hsw", "6.12", true, false, false, false,
	  EX1, 2, 50, "N(50) N(50)" },
	/*
	 * Six TLB walks on GP0-3: the packing needs two slots (1/2 each), but
	 * rotating the six separate groups gives 4/6 each, which is the most
	 * four counters can give six events; the planner takes the rotation.
	 */
	{ __LINE__, "ks 10.6 icl: six TLB walks, two slots, rotation wins", "icl", "6.12", true,
	  false, false, false, TLB6, 2, 66.67,
	  "N(66.67) N(66.67) N(66.67) N(66.67) N(66.67) N(66.67)" },
	{ __LINE__, "ks 10.6 icl --no-pin", "icl", "6.12", true, false, false, true,
	  TLB6, 2, 66.67, "" },
	{ __LINE__, "ks 10.6 hsw HT on", "hsw", "6.12", true, false, false, false, TLB6, 2, 66.67, "" },
	{ __LINE__, "ks 10.2 hsw: the :D blocks l1d_pend; plan drops it", "hsw", "6.12", true, false,
	  false, false, EX1 ":D", 2, 50, "N(50) N(50)" },
	{ __LINE__, "ks 10.3 hsw HT off: :D dropped, everything counted", "hsw", "6.12", false,
	  false, false, false, EX3, 2, 50, "N(50) N(50) N(50) N" },
	{ __LINE__, "ks 10.3 hsw HT on", "hsw", "6.12", true, false, false, false, EX3, 2, 50, "" },
	{ __LINE__, "ks 10.3 --keep-pinned: stalls keeps GP2, l1d_pend parked", "hsw", "6.12", false,
	  false, true, false, EX3, 1, 100, "nc nc N N" },
	{ __LINE__, "ks 10.4 hsw HT on: separate groups rotate at 2/3, slots give 1/2", "hsw", "6.12",
	  true, false, false, false, EX4, 2, 66.67, "N(66.67) N(66.67) N(66.67)" },
	{ __LINE__, "ks 10.5 hsw HT on: five corrupting events", "hsw", "6.12", true, false, false,
	  false, "mem_load_uops_retired.l1_hit,mem_load_uops_retired.l1_miss,"
	  "mem_load_uops_retired.hit_lfb,mem_load_uops_retired.l2_hit,mem_load_uops_retired.l3_hit",
	  3, 40, "" },
	{ __LINE__, "ks 10.7 icl: the six can never run as one group, so plan splits them; "
	  "rotating separately beats two slots", "icl", "6.12", true, false,
	  false, false, "{" TLB6 "}", 2, 66.67,
	  "N(66.67) N(66.67) N(66.67) N(66.67) N(66.67) N(66.67)" },
	/* ks 10.8's list: instructions goes on FIXED0 first, so pinning it takes
	 * nothing from the six rotating on GP0-3 (kernel-scheduling 6.4). */
	{ __LINE__, "ks 10.8 list on icl: pin instructions, rotate the six", "icl", "6.12", true,
	  false, false, false, "instructions," TLB6, 2, 66.67,
	  "N N(66.67) N(66.67) N(66.67) N(66.67) N(66.67) N(66.67)" },
	{ __LINE__, "ks 10.7 icl --split-groups: two slots", "icl", "6.12", true, true, false, false,
	  "{" TLB6 "}", 2, 50, "" },
	{ __LINE__, "--split-groups keeps a group's :D on its pieces", "hsw", "6.12", true, true,
	  false, false, "{instructions,branches}:D," EX1, 2, 50, "N N N(50) N(50)" },
	{ __LINE__, "a user group stays in one slot", "hsw", "6.12", true, false, false, false,
	  "{l1d_pend_miss.pending,branches},cycle_activity.stalls_l1d_pending,branches", 2, 50, "" },
	{ __LINE__, "ks 10.9c software group stays as written", "hsw", "6.12", true, false, false,
	  false, EX1 ",{faults,minor-faults}", 2, 50, "N(50) N(50) N N" },
	{ __LINE__, "ks 10.8 icl sleep workload: nothing to rotate", "icl", "6.12", true, false,
	  false, false, "instructions,cycles", 1, 100, "N N" },
};

static int check_want(struct tctx *t, const struct acase *c, const struct outcome *oc, int n)
{
	char want[256], *save = NULL, *tok;
	int i = 0;

	snprintf(want, sizeof(want), "%s", c->want);
	for (tok = strtok_r(want, " ", &save); tok && i < n; tok = strtok_r(NULL, " ", &save), i++) {
		double pct = oc->pct[i];

		if (!strcmp(tok, "-"))
			continue;
		if (!strcmp(tok, "nc")) {
			CHECK(t, pct == -1, "line %d: e%d want nc, got %.2f", c->line, i, pct);
		} else if (!strcmp(tok, "N")) {
			CHECK(t, pct == 100.0, "line %d: e%d want N, got %.2f", c->line, i, pct);
		} else {
			double w = atof(tok + 2);

			CHECK(t, pct >= 0 && pct > w - 1.0 && pct < w + 1.0,
			      "line %d: e%d want %.2f%%, got %.2f", c->line, i, w, pct);
		}
	}
	return 0;
}

static enum t_result article_plans(struct tctx *t)
{
	for (size_t i = 0; i < T_ARRAY_SIZE(acases); i++) {
		const struct acase *c = &acases[i];
		struct pms_sim_opts o = opts(c->kernel, c->ht, true, true);
		struct outcome oc;
		int n = 0;

		for (const char *q = c->events; *q; q++)
			n += *q == ',';
		if (plan_and_run(t, c->cpu, c->events, &o, plan_flags(c->split, c->keep, c->no_pin),
				 &oc) == 0) {
			CHECK(t, oc.n_slots == c->want_slots, "line %d (%s): %d slots, want %d -> '%s'",
			      c->line, c->cite, oc.n_slots, c->want_slots, oc.list);
			if (!c->keep)
				CHECK(t, oc.n_nc == 0, "line %d (%s): %d not counted -> '%s'", c->line,
				      c->cite, oc.n_nc, oc.list);
			CHECK(t, oc.low >= c->want_low - 1.0, "line %d (%s): lowest %.2f%% -> '%s'",
			      c->line, c->cite, oc.low, oc.list);
			check_want(t, c, &oc, n + 1);
		}
	}
	return t_result(t);
}

/* The notes of a one-run plan of @list, as kinds. */
static int note_kinds(const char *cpu, const char *list, const struct pms_sim_opts *o,
		      unsigned flags, unsigned *kinds)
{
	struct pms_plan_opts po = PMS_PLAN_OPTS_INIT;
	struct pms_evlist *ev = NULL;
	struct pms_plan *p = NULL;
	int rc;

	po.flags = flags;
	*kinds = 0;
	rc = pms_evlist_parse(pms_model_find(cpu), list, &ev, NULL);
	if (!rc)
		rc = pms_plan_new(ev, o, &po, &p, NULL);
	for (int i = 0; !rc && i < pms_plan_n_notes(p); i++) {
		struct pms_plan_note nt;

		pms_plan_note(p, i, &nt);
		*kinds |= 1u << nt.kind;
	}
	pms_plan_free(p);
	pms_evlist_free(ev);
	return rc;
}

static enum t_result pins_and_parking(struct tctx *t)
{
	struct pms_sim_opts o = opts("6.12", false, true, true);
	struct outcome oc;
	unsigned kinds;

	/* default: the :D that starves l1d_pend is dropped and the reason given */
	CHECK(t, note_kinds("hsw", EX3, &o, 0, &kinds) == 0 &&
	      (kinds & 1u << PMS_PLAN_NOTE_PIN_DROPPED_BLOCKS), "no note about the dropped :D");
	if (plan_and_run(t, "hsw", EX3, &o, 0, &oc) == 0)
		CHECK(t, strstr(oc.list, "stalls_l1d_pending:D") == NULL, "still pinned: %s", oc.list);
	/* --keep-pinned: the pinned event keeps GP2; l1d_pend's group goes last, pinned */
	if (plan_and_run(t, "hsw", EX3, &o, PMS_PLAN_KEEP_PINNED, &oc) == 0) {
		const char *at = strstr(oc.list, "{l1d_pend_miss.pending,faults}:D");

		CHECK(t, at && at[strlen("{l1d_pend_miss.pending,faults}:D")] == '\0',
		      "not parked last: %s", oc.list);
		CHECK(t, strstr(oc.list, "cycle_activity.stalls_l1d_pending:D") != NULL,
		      "pin lost: %s", oc.list);
	}
	return t_result(t);
}

/*
 * 40 events, past the old heuristic's 30: eight copies of l1d_pend (GP2
 * only), branches, a corrupting 0xd1 event (gpmax 2 while one runs, HT on),
 * cycles (GP: the watchdog holds FIXED1) and instructions (FIXED0, pinned).
 * By hand: x slots with two 0xd1 events, y with one 0xd1 and one l1d_pend,
 * b without 0xd1 (four GP, one GP2): 2x + y >= 8, b >= 8 - y and
 * 4b >= 16 + 8 - y; the least x + y + b is 11 (y = 2 or 4).  The old
 * heuristic stopped at 11 with a bound of 8; now it is proven.
 */
static enum t_result exact_past_30(struct tctx *t)
{
	char list[4096] = "", cmd[4300];
	const char *out, *err;
	struct pms_sim_opts o = opts("6.12", true, true, true);
	struct outcome oc;

	for (int i = 0; i < 8; i++)
		snprintf(list + strlen(list), sizeof(list) - strlen(list), "%sl1d_pend_miss.pending,"
			 "branches,mem_load_uops_retired.l1_hit,cycles,instructions", i ? "," : "");
	if (plan_and_run(t, "hsw", list, &o, 0, &oc) == 0) {
		CHECK(t, !oc.heuristic && oc.proven, "40 events not proven");
		CHECK(t, oc.n_slots == 11 && oc.lower_bound == 11, "bound %d, slots %d, want 11",
		      oc.lower_bound, oc.n_slots);
		CHECK(t, oc.n_nc == 0, "%d not counted", oc.n_nc);
	}
	snprintf(cmd, sizeof(cmd), "plan --cpu hsw --kernel 6.12 -e '%s'", list);
	CHECK(t, t_cli(cmd, &out, &err) == 0, "exit: %s", err);
	CHECK(t, strstr(out, "Packing: 11 rotation slots, each running 1/11 of the time; proven "
			"minimum: weighing the units ("), "no LP proof printed: %.300s", out);
	snprintf(cmd, sizeof(cmd), "plan --json --cpu hsw --kernel 6.12 -e '%s'", list);
	CHECK(t, t_cli(cmd, &out, &err) == 0, "exit: %s", err);
	CHECK(t, strstr(out, "\"slots\":11,\"lower_bound\":11,\"proven\":true,\"heuristic\":false,"
			"\"budget_out\":false,\"gap\":0,") && strstr(out, "\"proof\":{\"kind\":\"lp\","),
	      "json proof: %.400s", strstr(out, "\"lower_bound\"") ? strstr(out, "\"lower_bound\"") : out);
	return t_result(t);
}

static enum t_result cli_json_and_errors(struct tctx *t)
{
	const char *out, *err;

	CHECK(t, t_cli("plan --cpu hsw --kernel 6.12 --json -e '" EX1 "'", &out, &err) == 0,
	      "json: %s", err);
	CHECK(t, !strncmp(out, "{\"schema\":1,\"command\":\"plan\",\"cpu\":\"hsw\",", 41),
	      "json start: %.120s", out);
	CHECK(t, strstr(out, "\"runs\":[\"l1d_pend_miss.pending,cycle_activity.stalls_l1d_pending\"]"),
	      "runs: %.300s", out);
	CHECK(t, strstr(out, "\"before\":[{\"name\":\"l1d_pend_miss.pending\"") &&
	      strstr(out, "\"run_checks\":[{\"event_list\":"), "before/run_checks: %.300s", out);
	CHECK(t, t_cli("predict --cpu hsw --split-groups -e branches", &out, &err) == 2 &&
	      strstr(err, "only for 'pmusched plan'"), "split on predict: %s", err);
	CHECK(t, t_cli("predict --cpu hsw --no-multiplex -e branches", &out, &err) == 2 &&
	      strstr(err, "only for 'pmusched plan'"), "no-multiplex on predict: %s", err);
	CHECK(t, t_cli("plan --cpu hsw --runs 0 -e branches", &out, &err) == 2 &&
	      strstr(err, "bad value '0' for --runs"), "runs 0: %s", err);
	CHECK(t, t_cli("plan --cpu hsw --runs 2 --no-multiplex -e branches", &out, &err) == 2,
	      "both: %s", err);
	CHECK(t, t_cli("plan --cpu hsw --record", &out, &err) == 2 &&
		 strstr(err, "no events given"),
	      "no events: %s", err);
	CHECK(t, t_cli("plan --cpu hsw -e 'nosuch'", &out, &err) == 2 &&
	      strstr(err, "unknown event 'nosuch'"), "bad event: %s", err);
	CHECK(t, t_cli("plan --cpu hsw -e '{branches'", &out, &err) == 2, "syntax: %s", err);
	return t_result(t);
}

/*
 * What proves the count.  ks 10.1: both events take only GP2 (1 counter
 * for 2 events: the counter-set bound, 2).  ks 10.6: six TLB walks on
 * GP0-3 of icl with the watchdog on FIXED1 (4 counters for 6: 2).  ks 10.4:
 * three corrupting events on hsw with HT on: any two fit (no conflicting
 * pair, counters 3 of 4), but gpmax 2 keeps all three from one slot: the
 * LP proves 2 (each weighs 1/2, a slot holds two: 3/2 > 1).
 */
static enum t_result proofs(struct tctx *t)
{
	static const struct {
		int line;
		const char *cpu, *list;
		enum pms_plan_mode mode;
		int want;
		enum pms_plan_proof proof;
		uint64_t counters;
	} cases[] = {
		{ __LINE__, "hsw", EX1, PMS_PLAN_ONE_RUN, 2, PMS_PLAN_PROOF_COUNTERS, 1u << 2 },
		{ __LINE__, "hsw", EX1, PMS_PLAN_NO_MULTIPLEX, 2, PMS_PLAN_PROOF_COUNTERS, 1u << 2 },
		{ __LINE__, "icl", TLB6, PMS_PLAN_NO_MULTIPLEX, 2, PMS_PLAN_PROOF_COUNTERS, 0xf },
		{ __LINE__, "hsw", EX4, PMS_PLAN_NO_MULTIPLEX, 2, PMS_PLAN_PROOF_LP, 0 },
		{ __LINE__, "hsw", "cycles,instructions", PMS_PLAN_NO_MULTIPLEX, 1,
		  PMS_PLAN_PROOF_TRIVIAL, 0 },
	};
	struct pms_sim_opts o = opts("6.12", true, true, true);

	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		struct pms_plan_opts po = PMS_PLAN_OPTS_INIT;
		struct pms_evlist *ev = NULL;
		struct pms_plan *p = NULL;
		struct pms_plan_bound b;

		po.mode = cases[i].mode;
		if (pms_evlist_parse(pms_model_find(cases[i].cpu), cases[i].list, &ev, NULL) ||
		    pms_plan_new(ev, &o, &po, &p, NULL)) {
			CHECK(t, 0, "line %d: plan fails", cases[i].line);
		} else {
			pms_plan_bound(p, &b);
			CHECK(t, b.n_slots == cases[i].want && b.lower_bound == cases[i].want &&
			      b.proven, "line %d: %d (bound %d), want %d", cases[i].line, b.n_slots,
			      b.lower_bound, cases[i].want);
			CHECK(t, b.proof == cases[i].proof, "line %d: proof %d, want %d", cases[i].line,
			      b.proof, cases[i].proof);
			if (cases[i].counters)
				CHECK(t, b.counters == cases[i].counters, "line %d: counters 0x%llx",
				      cases[i].line, (unsigned long long)b.counters);
			/* ks 10.4's certificate: 1/2 per event, 3/2 in all */
			for (int u = 0; b.proof == PMS_PLAN_PROOF_LP && u < 3; u++)
				CHECK(t, b.weights && b.weights[u] > 0.5 - 1e-6 && b.weights[u] < 0.5 + 1e-6 &&
				      b.lp_bound > 1.5 - 1e-6 && b.lp_bound < 1.5 + 1e-6,
				      "line %d: weight %d %g, LP %g", cases[i].line, u,
				      b.weights ? b.weights[u] : -1.0, b.lp_bound);
		}
		pms_plan_free(p);
		pms_evlist_free(ev);
	}
	return t_result(t);
}

/*
 * --runs N.  Five corrupting events on hsw with HT on (ks 10.5): gpmax 2,
 * so three slots; two runs get two slots and one: every event at least 1/2
 * of its run (one point of slack).  Three runs: all counted all the time.
 */
static enum t_result runs_split(struct tctx *t)
{
	static const char *list = "mem_load_uops_retired.l1_hit,mem_load_uops_retired.l1_miss,"
		"mem_load_uops_retired.hit_lfb,mem_load_uops_retired.l2_hit,"
		"mem_load_uops_retired.l3_hit";
	struct pms_sim_opts o = opts("6.12", true, true, true);
	struct pms_evlist *ev = NULL;

	REQUIRE(t, pms_evlist_parse(pms_model_find("hsw"), list, &ev, NULL) == 0, "parse");
	for (int n = 1; n <= 4; n++) {
		struct pms_plan_opts po = PMS_PLAN_OPTS_INIT;
		struct pms_plan *p = NULL;
		int seen = 0, want_runs = n < 3 ? n : 3;
		double want_low = n >= 3 ? 100.0 : n == 2 ? 50.0 : 40.0;

		po.mode = PMS_PLAN_RUNS;
		po.n_runs = n;
		if (pms_plan_new(ev, &o, &po, &p, NULL)) {
			CHECK(t, 0, "--runs %d fails", n);
			continue;
		}
		CHECK(t, pms_plan_n_runs(p) == want_runs, "--runs %d: %d runs", n, pms_plan_n_runs(p));
		for (int r = 0; r < pms_plan_n_runs(p); r++) {
			struct pms_plan_run run;

			pms_plan_run(p, r, &run);
			seen += run.n_events;
			CHECK(t, run.lowest >= want_low - 1.0 && run.n_short == 0,
			      "--runs %d, run %d '%s': lowest %.2f%%, short %d", n, r, run.list,
			      run.lowest, run.n_short);
		}
		CHECK(t, seen == 5, "--runs %d: %d events in runs", n, seen);
		pms_plan_free(p);
	}
out:
	pms_evlist_free(ev);
	return t_result(t);
}

/* The run counting input event @e in @p, or -1. */
static int run_of(const struct pms_plan *p, int e)
{
	for (int r = 0; r < pms_plan_n_runs(p); r++) {
		struct pms_plan_run run;

		pms_plan_run(p, r, &run);
		for (int k = 0; k < run.n_events; k++)
			if (run.order[k] == e)
				return r;
	}
	return -1;
}

/*
 * same_run: the plan keeps the set in one run, written apart (no braces
 * join them); without it the same list puts them in different runs, so
 * the check can fail.  Names that are no event, and a set that no run
 * can count all the time, are refused.
 */
static enum t_result same_run(struct tctx *t)
{
	static const char *list = "task-clock,cycles,instructions,branches,branch-misses,"
		"L1-dcache-loads,L1-dcache-load-misses,LLC-loads,LLC-load-misses";
	struct pms_sim_opts o = opts("6.12", true, true, true);
	struct pms_evlist *ev = NULL;
	struct pms_diag d;

	REQUIRE(t, pms_evlist_parse(pms_model_find("skl"), list, &ev, NULL) == 0, "parse");
	for (int mode = 0; mode < 3; mode++) {
		struct pms_plan_opts po = PMS_PLAN_OPTS_INIT;
		struct pms_plan *p = NULL;

		po.mode = mode == 0 ? PMS_PLAN_NO_MULTIPLEX : PMS_PLAN_RUNS;
		po.n_runs = mode == 2 ? 1 : 2;
		if (mode < 2) {	/* 2 runs: without the set, branch-misses and LLC-loads part */
			REQUIRE(t, pms_plan_new(ev, &o, &po, &p, NULL) == 0, "plan");
			CHECK(t, run_of(p, 4) != run_of(p, 7), "mode %d: apart without the set", mode);
			pms_plan_free(p);
			p = NULL;
		}
		po.same_run = "branch-misses,llc-loads;task-clock,L1-dcache-load-misses";
		if (pms_plan_new(ev, &o, &po, &p, NULL)) {
			CHECK(t, 0, "mode %d: plan with the sets", mode);
			continue;
		}
		CHECK(t, run_of(p, 4) >= 0 && run_of(p, 4) == run_of(p, 7), "mode %d: runs %d, %d",
		      mode, run_of(p, 4), run_of(p, 7));
		CHECK(t, run_of(p, 0) == run_of(p, 6), "mode %d: task-clock with its set", mode);
		for (int r = 0; r < pms_plan_n_runs(p) && mode < 2; r++) {
			struct pms_plan_run run;

			pms_plan_run(p, r, &run);
			CHECK(t, !strchr(run.list, '{') && run.n_short == 0, "mode %d run %d: '%s'", mode,
			      r, run.list);
		}
		pms_plan_free(p);
	}
	{
		struct pms_plan_opts po = PMS_PLAN_OPTS_INIT;
		struct pms_plan *p = NULL;
		static const char *bad[] = { "LLC-loadz", "branches,,LLC-loads",
			"branches,branch-misses,L1-dcache-loads,LLC-loads,LLC-load-misses",
			"branches,cycles;cycles,LLC-loads" };

		for (int b = 0; b < 4; b++) {
			po.mode = b == 0 ? PMS_PLAN_ONE_RUN : PMS_PLAN_NO_MULTIPLEX;
			po.same_run = bad[b];
			pms_diag_clear(&d);
			CHECK(t, pms_plan_new(ev, &o, &po, &p, &d) == PMS_EINVAL && !p,
			      "'%s' refused", bad[b]);
			CHECK(t, strstr(d.msg, b == 0 ? "'LLC-loadz'" : b == 3 ? "'cycles'" : "'") != NULL,
			      "'%s': %s", bad[b], d.msg);
		}
	}
out:
	pms_evlist_free(ev);
	return t_result(t);
}

static enum t_result api_contract(struct tctx *t)
{
	struct pms_sim_opts o = opts("6.12", true, true, true);
	struct pms_plan_opts po = PMS_PLAN_OPTS_INIT;
	struct pms_evlist *ev = NULL;
	struct pms_plan *p = NULL;
	struct pms_plan_unit u;
	struct pms_plan_run r;
	struct pms_plan_note nt;
	struct pms_diag d;

	REQUIRE(t, pms_evlist_parse(pms_model_find("hsw"), EX3, &ev, NULL) == 0, "parse");
	/* libbpf's rule (pmsi_sz_copy()): below the size field's own size is
	 * refused; an older caller's size (before @budget) is accepted with
	 * the default budget; a newer one only with a zero tail */
	po.sz = 4;
	CHECK(t, pms_plan_new(ev, &o, &po, &p, &d) == PMS_EINVAL && !p, "short opts");
	po.sz = offsetof(struct pms_plan_opts, budget);
	CHECK(t, pms_plan_new(ev, &o, &po, &p, &d) == PMS_OK && p, "opts before budget: %s", d.msg);
	pms_plan_free(p);
	p = NULL;
	{
		struct { struct pms_plan_opts po; long more; } big = { PMS_PLAN_OPTS_INIT, 1 };

		big.po.sz = sizeof(big);
		CHECK(t, pms_plan_new(ev, &o, &big.po, &p, &d) == PMS_EINVAL && !p, "newer, set tail");
		big.more = 0;
		CHECK(t, pms_plan_new(ev, &o, &big.po, &p, &d) == PMS_OK && p, "newer, zero tail");
		pms_plan_free(p);
		p = NULL;
	}
	po = (struct pms_plan_opts)PMS_PLAN_OPTS_INIT;
	po.mode = PMS_PLAN_RUNS;
	CHECK(t, pms_plan_new(ev, &o, &po, &p, &d) == PMS_EINVAL && !p, "runs 0");
	po.mode = (enum pms_plan_mode)7;
	CHECK(t, pms_plan_new(ev, &o, &po, &p, &d) == PMS_EINVAL && !p, "bad mode");
	CHECK(t, pms_plan_new(ev, NULL, NULL, &p, &d) == PMS_EINVAL && !p, "no sim opts");
	REQUIRE(t, pms_plan_new(ev, &o, NULL, &p, &d) == PMS_OK, "defaults: %s", d.msg);
	CHECK(t, pms_plan_mode(p) == PMS_PLAN_ONE_RUN, "default mode");
	CHECK(t, pms_plan_unit(p, -1, &u) == PMS_ERANGE &&
	      pms_plan_unit(p, pms_plan_n_units(p), &u) == PMS_ERANGE, "unit range");
	CHECK(t, pms_plan_run(p, 1, &r) == PMS_ERANGE, "run range");
	CHECK(t, pms_plan_note(p, pms_plan_n_notes(p), &nt) == PMS_ERANGE, "note range");
out:
	pms_plan_free(p);
	pms_evlist_free(ev);
	return t_result(t);
}

/* Every allocation of a plan failing in turn: PMS_ENOMEM, nothing leaked. */
static enum t_result plan_alloc_failures(struct tctx *t)
{
	struct pms_sim_opts o = opts("6.12", true, true, true);
	struct pms_evlist *ev = NULL;

	o.duration_ns = 40000000;
	REQUIRE(t, pms_evlist_parse(pms_model_find("hsw"), EX3 "," EX4, &ev, NULL) == 0, "parse");
	for (int mode = 0; mode < 3; mode++) {
		bool ok = false;

		for (long n = 0; n < 5000 && !ok; n++) {
			struct pms_plan_opts po = PMS_PLAN_OPTS_INIT;
			struct pms_plan *p = NULL;
			long live = pmsi_alloc_live();
			int rc;

			po.mode = (enum pms_plan_mode)mode;
			po.n_runs = 2;
			pmsi_alloc_fail_at(n);
			rc = pms_plan_new(ev, &o, &po, &p, NULL);
			pmsi_alloc_fail_at(-1);
			if (rc == PMS_OK) {
				ok = true;
				pms_plan_free(p);
				continue;
			}
			CHECK(t, rc == PMS_ENOMEM && !p, "mode %d, failure %ld: %d", mode, n, rc);
			CHECK(t, pmsi_alloc_live() == live, "mode %d: leak after failure %ld", mode, n);
			if (t->failed)
				break;
		}
		CHECK(t, ok, "mode %d never succeeded", mode);
	}
out:
	pms_evlist_free(ev);
	return t_result(t);
}

/* ---- --svg ------------------------------------------------------------------ */

/*
 * Just enough XML to say the file is well-formed: one root, nested tags
 * that close in order, quoted attributes, known entities.
 */
static const char *xml_check(const char *s)
{
	const char *stack[64];
	size_t len[64];
	int depth = 0, roots = 0;

	while (*s) {
		if (*s != '<') {
			if (*s == '&') {
				static const char *ents[] = { "&amp;", "&lt;", "&gt;", "&quot;", "&apos;" };
				size_t k;

				for (k = 0; k < T_ARRAY_SIZE(ents); k++)
					if (!strncmp(s, ents[k], strlen(ents[k])))
						break;
				if (k == T_ARRAY_SIZE(ents))
					return "bad entity";
			}
			if (!depth && *s != '\n' && *s != ' ')
				return "text outside the root";
			s++;
			continue;
		}
		if (!strncmp(s, "<?", 2)) {
			s = strstr(s, "?>");
			if (!s)
				return "unterminated <?";
			s += 2;
		} else if (!strncmp(s, "<!--", 4)) {
			s = strstr(s, "-->");
			if (!s)
				return "unterminated comment";
			s += 3;
		} else if (s[1] == '/') {
			const char *n = s + 2;
			size_t l = strcspn(n, "> \t\n");

			if (!depth || l != len[depth - 1] || strncmp(n, stack[depth - 1], l))
				return "mismatched close tag";
			depth--;
			s = strchr(n, '>');
			if (!s)
				return "unterminated close tag";
			s++;
		} else {
			const char *n = s + 1;
			size_t l = strcspn(n, "/> \t\n");

			if (!l)
				return "empty tag name";
			if (!depth && roots++)
				return "two roots";
			s = n + l;
			for (;;) {
				s += strspn(s, " \t\n");
				if (*s == '>' || !strncmp(s, "/>", 2))
					break;
				s += strcspn(s, "= \t\n>");
				if (*s != '=' || s[1] != '"')
					return "unquoted attribute";
				s = strchr(s + 2, '"');
				if (!s)
					return "unterminated attribute";
				s++;
			}
			if (*s == '>') {
				if (depth == 64)
					return "too deep";
				stack[depth] = n;
				len[depth++] = l;
				s++;
			} else {
				s += 2;
			}
		}
	}
	return depth ? "unclosed tags" : roots != 1 ? "no root" : NULL;
}

static char *slurp_file(const char *path)
{
	FILE *f = fopen(path, "rb");
	char *buf;
	long n;

	if (!f)
		return NULL;
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	rewind(f);
	buf = malloc((size_t)n + 1);
	if (buf) {
		n = (long)fread(buf, 1, (size_t)n, f);
		buf[n] = '\0';
	}
	fclose(f);
	return buf;
}

static enum t_result svg_timeline(struct tctx *t)
{
	static const char *path = "build/t_plan_timeline.svg", *png = "build/t_plan_timeline.png";
	static const char *cmds[] = {
		"predict --cpu hsw --kernel 6.12 --svg build/t_plan_timeline.svg "
		"--sibling mem_load_uops_retired.l2_hit -e '" EX1 ",faults,{slots,topdown-retiring}'",
		"explain --cpu hsw --kernel 6.12 --svg build/t_plan_timeline.svg -e '" EX1 ",faults'",
		"plan --cpu hsw --kernel 6.12 --svg build/t_plan_timeline.svg -e '" EX1 ",faults'",
	};
	const char *out, *err;
	char *svg = NULL;
	struct stat st;
	int rc;

	mkdir("build", 0777);
	for (size_t i = 0; i < T_ARRAY_SIZE(cmds); i++) {
		const char *why;

		remove(path);
		rc = t_cli(cmds[i], &out, &err);
		if (i == 0 && rc == 2)	/* no topdown on this model: drop that group */
			rc = t_cli("predict --cpu hsw --kernel 6.12 --svg build/t_plan_timeline.svg "
				   "--sibling mem_load_uops_retired.l2_hit -e '" EX1 ",faults'",
				   &out, &err);
		CHECK(t, rc == 0, "'%s': exit %d: %s", cmds[i], rc, err);
		free(svg);
		svg = slurp_file(path);
		REQUIRE(t, svg != NULL, "'%s' wrote no %s", cmds[i], path);
		why = xml_check(svg);
		CHECK(t, why == NULL, "'%s': not well-formed: %s", cmds[i], why);
		CHECK(t, strstr(svg, "<svg xmlns=\"http://www.w3.org/2000/svg\""), "no svg root");
		CHECK(t, strstr(svg, ">GP2</text>") || strstr(svg, ">GP2*</text>"), "no GP2 row");
		CHECK(t, strstr(svg, ">FIXED1</text>") || strstr(svg, ">FIXED1*</text>"),
		      "no FIXED1 row");
		CHECK(t, strstr(svg, ">sw e2</text>"), "no software row");
		CHECK(t, strstr(svg, "e0 l1d_pend_miss.pending: 50.00%"), "legend lacks e0's share");
		CHECK(t, strstr(svg, "fill=\"#7f7f7f\" stroke") && strstr(svg, "WD: NMI watchdog"),
		      "watchdog unmarked");
		CHECK(t, stat("build/t_plan_timeline.svg.tmp", &st) != 0, "temporary file left");
		CHECK(t, strstr(svg, "<title>GP2, 0.000-4.000 ms") &&
		      strstr(svg, ": e0 l1d_pend_miss.pending</title>"), "no tooltip naming e0");
		/* EX1 alternates on GP2 every interval: one period of 2, 125 times (1 s / 4 ms) */
		CHECK(t, strstr(svg, ">x125</text>"), "the period is not folded with its count");
		if (i == 0) {
			const char *p = svg;

			CHECK(t, strstr(svg, "url(#sib)") && strstr(svg, ">SIB</text>"),
			      "sibling counters unmarked");
			/* fixed counters are per thread: the sibling never closes one */
			while ((p = strstr(p, "<title>FIXED")) != NULL) {
				const char *end = strstr(p, "</title>");

				CHECK(t, end && !memmem(p, (size_t)(end - p), "sibling", 7),
				      "a fixed counter shown held by the sibling: %.80s", p);
				p = end ? end : p + 1;
			}
		}
	}
	/* 40 events: 40 different colours in the legend */
	{
		char list[2048] = "";
		char fills[40][8];
		int n_f = 0, dup = 0;
		const char *p;

		for (int i = 0; i < 40; i++)
			snprintf(list + strlen(list), sizeof(list) - strlen(list), "%sr%02xc4",
				 i ? "," : "", 0x40 + i);
		snprintf(list + strlen(list), sizeof(list) - strlen(list), "'");
		{
			char cmd[2300];

			snprintf(cmd, sizeof(cmd), "predict --cpu skl --kernel 6.12 --svg %s -e '%s",
				 path, list);
			CHECK(t, t_cli(cmd, &out, &err) == 0, "40 events: %s", err);
		}
		free(svg);
		svg = slurp_file(path);
		p = svg ? strstr(svg, ">Events</text>") : NULL;
		while (p && n_f < 40 && (p = strstr(p, "width=\"14\" height=\"14\" fill=\"#"))) {
			p += strlen("width=\"14\" height=\"14\" fill=\"");
			memcpy(fills[n_f], p, 7);
			fills[n_f][7] = '\0';
			for (int q = 0; q < n_f; q++)
				dup += !strcmp(fills[q], fills[n_f]);
			n_f++;
		}
		CHECK(t, n_f == 40 && !dup, "legend colours: %d, %d repeated", n_f, dup);
	}
	/* <not counted> and <not supported> in the legend */
	CHECK(t, t_cli("predict --cpu hsw --kernel 6.12 --svg build/t_plan_timeline.svg -e "
		       "'l1d_pend_miss.pending,cycle_activity.stalls_l1d_pending:D'", &out, &err) == 0,
	      "nc: %s", err);
	free(svg);
	svg = slurp_file(path);
	CHECK(t, svg && strstr(svg, "e0 l1d_pend_miss.pending: &lt;not counted&gt; (0.00%)"),
	      "legend lacks <not counted>");
	CHECK(t, t_cli("predict --cpu ivb --kernel 3.14 --svg build/t_plan_timeline.svg -e "
		       "'mem_load_uops_retired.l1_hit'", &out, &err) == 0, "ns: %s", err);
	free(svg);
	svg = slurp_file(path);
	CHECK(t, svg && strstr(svg, "&lt;not supported&gt;"), "legend lacks <not supported>");

	/* a bad path: one line on stderr, exit 2 (checked before simulating), nothing written */
	rc = t_cli("predict --cpu hsw --svg build/no-such-dir/x.svg -e branches", &out, &err);
	CHECK(t, rc == 2, "bad path: exit %d", rc);
	CHECK(t, !strncmp(err, "pmusched: error: --svg: cannot create 'build/no-such-dir/x.svg'", 63) &&
	      strchr(err, '\n') == err + strlen(err) - 1, "bad path message: '%s'", err);
	CHECK(t, out[0] == '\0', "stdout on failure: %.80s", out);
	CHECK(t, stat("build/no-such-dir/x.svg.tmp", &st) != 0, "partial file");

	/* render it like a browser when chromium is around */
	t_cli("predict --cpu hsw --kernel 6.12 --svg build/t_plan_timeline.svg -e '" EX1 "'",
	      &out, &err);
	remove(png);
	rc = system("tools/render_svg.sh build/t_plan_timeline.svg build/t_plan_timeline.png "
		    "1000x400 2>/dev/null");
	if (rc != -1 && WIFEXITED(rc) && WEXITSTATUS(rc) == 77) {
		free(svg);
		return t_skip(t, "no chromium: SVG checked as XML only");
	}
	CHECK(t, rc == 0, "render_svg.sh failed: %d", rc);
	CHECK(t, stat(png, &st) == 0 && st.st_size > 1000, "empty PNG");
out:
	free(svg);
	return t_result(t);
}

const struct t_case t_plan_cases[] = {
	{ "fit_basic", fit_basic },
	{ "fit_refused_and_sibling", fit_refused_and_sibling },
	{ "fit_greedy_miss", fit_greedy_miss },
	{ "fit_alloc_failures", fit_alloc_failures },
	{ "brute_force_optimal", brute_force_optimal },
	{ "article_plans", article_plans },
	{ "pins_and_parking", pins_and_parking },
	{ "exact_past_30", exact_past_30 },
	{ "cli_json_and_errors", cli_json_and_errors },
	{ "proofs", proofs },
	{ "runs_split", runs_split },
	{ "same_run", same_run },
	{ "api_contract", api_contract },
	{ "plan_alloc_failures", plan_alloc_failures },
	{ "svg_timeline", svg_timeline },
	{ NULL, NULL }
};
