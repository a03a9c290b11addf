/*
 * The planner's exact packing past the old 30-event limit, checked by
 * enumerators of this file that share nothing with the planner's search
 * but the feasibility oracle, pms_fit_check():
 *
 *  - small lists (8-12 units, single events and groups, mixed
 *    constraints: GP2/GP3/GP1 only, the HT erratum's corrupting events,
 *    fixed counters, extra registers, AMD pairs, arm64 chained events):
 *    every subset judged, then the fewest slots by dynamic programming
 *    over subsets;
 *  - medium lists (24-60 events of four kinds, each repeated): every slot
 *    pattern (how many of each kind) judged, then the fewest slots by
 *    dynamic programming over what is left of each kind.
 *
 * A slot the planner writes must be one the kernel's routine places
 * (PMS_FIT_YES); a lower bound holds over the wider family of sets some
 * assignment places (YES or GREEDY_MISS).  So the enumerators compute both
 * minima, lo (any assignment) <= hi (the kernel's routine, in list
 * order), and the planner's answer must lie in [lo, hi], be proven, and
 * equal both when they agree.  Where the proof is the LP's, its
 * certificate is checked too: no subset that fits weighs more than 1,
 * and all units together weigh more than lower_bound - 1.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "../test.h"

#define SMALL_MAX 12

static struct pms_sim_opts xopts(bool ht)
{
	struct pms_sim_opts o = { .sz = sizeof(o), .env = PMS_ENV_DEFAULT };

	pms_kver_parse("6.12", &o.env.kver, NULL);
	o.env.ht = ht;
	o.env.nmi_watchdog = true;
	o.env.allow_tfa = true;
	return o;
}

struct answer {
	int n_slots, lower_bound;
	bool proven;
	enum pms_plan_proof proof;
	double lp_bound;
	double weight[64];	/* per unit, at its first input event */
	bool has_weights;
};

/* Plan @ev in one run with no pins of the planner's own; single events only. */
static int plan_answer(struct tctx *t, const struct pms_evlist *ev, const struct pms_sim_opts *o,
		       struct answer *a)
{
	struct pms_plan_opts po = PMS_PLAN_OPTS_INIT;
	struct pms_plan *p = NULL;
	struct pms_plan_bound b;
	struct pms_diag d;

	po.flags = PMS_PLAN_NO_PIN;
	if (pms_plan_new(ev, o, &po, &p, &d)) {
		CHECK(t, 0, "plan fails: %s", d.msg);
		return -1;
	}
	pms_plan_bound(p, &b);
	*a = (struct answer){ .n_slots = b.n_slots, .lower_bound = b.lower_bound,
			      .proven = b.proven, .proof = b.proof, .lp_bound = b.lp_bound,
			      .has_weights = b.weights != NULL };
	for (int u = 0; b.weights && u < pms_plan_n_units(p); u++) {
		struct pms_plan_unit x;

		pms_plan_unit(p, u, &x);
		if (x.events[0] < 64)
			a->weight[x.events[0]] = b.weights[u];
	}
	pms_plan_free(p);
	return 0;
}

/* ---- small lists: dynamic programming over subsets ---------------------- */

static const struct small_cfg {
	const char *cpu;
	bool ht;
	const char *pool[20];
} small_cfgs[] = {
	/* intel_hsw_event_constraints (arch/x86/events/intel/core.c, 6.12): GP2 for
	 * 0x0148/0x08a3/0x0ca3, GP3 for 0xcd; 0xd0-0xd3 corrupting (HT erratum) */
	{ "hsw", true, { "l1d_pend_miss.pending", "cycle_activity.stalls_l1d_pending",
	  "cycle_activity.cycles_l1d_pending", "mem_load_uops_retired.l1_hit",
	  "mem_load_uops_retired.l1_miss", "mem_load_uops_retired.l2_hit",
	  "mem_uops_retired.all_loads", "branches", "cycles", "instructions", "ref-cycles",
	  "branch-misses", "dtlb_load_misses.walk_completed", "mem_trans_retired.load_latency_gt_4",
	  "offcore_response.all_code_rd.l3_miss.any_response", NULL } },
	{ "hsw", false, { "l1d_pend_miss.pending", "cycle_activity.stalls_l1d_pending",
	  "mem_load_uops_retired.l1_hit", "branches", "cycles", "instructions", "branch-misses",
	  "dtlb_load_misses.walk_completed", "mem_trans_retired.load_latency_gt_4",
	  "mem_trans_retired.load_latency_gt_8", "itlb_misses.walk_completed", "L1-dcache-loads",
	  NULL } },
	/* intel_spr_event_constraints (6.1) / intel_glc_event_constraints (6.12):
	 * 0xce and 0x04a4 GP0 only, 0x01-0x8f GP0-3, the ocr events (0x2a/0x2b) an
	 * offcore register each */
	{ "spr", true, { "topdown.bad_spec_slots", "l1d_pend_miss.pending", "l1d.replacement",
	  "ocr.demand_data_rd.l3_hit", "ocr.demand_rfo.l3_miss", "ocr.demand_data_rd.l3_miss",
	  "branches", "branch-misses", "cycles", "instructions", "ref-cycles",
	  "dtlb_load_misses.walk_completed", "mem_inst_retired.all_loads",
	  "mem_inst_retired.all_stores", "br_misp_retired.all_branches", NULL } },
	{ "skl", true, { "mem_load_retired.l1_hit", "mem_load_retired.l1_miss",
	  "l1d_pend_miss.pending", "cycle_activity.stalls_l1d_miss", "branches", "cycles",
	  "instructions", "dtlb_load_misses.walk_completed", "offcore_requests.demand_data_rd",
	  "uops_issued.any", "{branches,branch-misses}", "{l1d_pend_miss.pending,cycles}",
	  "{mem_load_retired.l1_hit,mem_load_retired.l1_miss,uops_issued.any}", NULL } },
	/* groups on hsw with the erratum: a group with a 0xd1 event holds two GP */
	{ "hsw", true, { "{l1d_pend_miss.pending,branches}", "{mem_load_uops_retired.l1_hit,cycles}",
	  "{cycle_activity.stalls_l1d_pending,instructions}", "mem_load_uops_retired.l2_hit",
	  "branch-misses", "{uops_issued.any,int_misc.recovery_cycles,machine_clears.count}",
	  "mem_trans_retired.load_latency_gt_4", "l1d_pend_miss.pending", "itlb_misses.walk_completed",
	  "{ref-cycles,instructions}", NULL } },
	/* AMD pairs: 0x003 takes GP0/2/4 and the next counter (amd/core.c pair_constraint) */
	{ "zen2", true, { "r003", "r003", "r003", "cycles", "instructions", "branches",
	  "branch-misses", "cache-references", "{r003,branches}", "cache-misses",
	  "{cycles,instructions}", "r003", NULL } },
	/* arm64: a 64-bit (long) event takes an odd counter and the even one below
	 * (armv8pmu_get_chain_idx, arm_pmuv3.c 6.12); cycles may also take CYCLES */
	{ "neoverse-n1", false, { "armv8_pmuv3_0/event=0x3,long/", "armv8_pmuv3_0/event=0x4,long/",
	  "armv8_pmuv3_0/event=0x5,long/", "cycles", "instructions", "l1d_cache_refill",
	  "l1d_cache", "br_mis_pred", "br_retired", "stall_frontend", "stall_backend",
	  "{l1d_cache,br_retired}", NULL } },
};

/* The units: each group's first event and size (a pool entry is one unit). */
static int units_of(const struct pms_evlist *ev, int *first, int *len)
{
	int n = 0;

	for (int i = 0; i < pms_evlist_count(ev) && n < SMALL_MAX; i++) {
		struct pms_event_info in;

		pms_evlist_event(ev, i, &in);
		if (in.is_leader) {
			first[n] = i;
			len[n++] = in.group_size;
		}
	}
	return n;
}

/*
 * fits[mask] for every subset of the @n units (events of unit u from
 * first[u], len[u] of them): 0 no, 1 kernel (list order), 2 only exactly.
 */
static void judge_subsets(struct pms_fit *f, int n, const int *first, const int *len,
			  unsigned char *fits)
{
	for (unsigned s = 1; s < 1u << n; s++) {
		int idx[4 * SMALL_MAX], k = 0, r;

		for (int i = 0; i < n; i++)
			for (int j = 0; (s >> i & 1) && j < len[i] && k < 4 * SMALL_MAX; j++)
				idx[k++] = first[i] + j;
		r = pms_fit_check(f, idx, k, PMS_FIT_TELL_GREEDY);
		fits[s] = r == PMS_FIT_YES ? 1 : r == PMS_FIT_GREEDY_MISS ? 2 : 0;
	}
	fits[0] = 1;
}

/* Fewest sets of the family (@kernel_only: fits == 1, else fits != 0) covering all @n. */
static int min_cover(const unsigned char *fits, int n, bool kernel_only, unsigned char *best)
{
	unsigned full = (1u << n) - 1;

	best[0] = 0;
	for (unsigned s = 1; s <= full; s++) {
		unsigned low = s & -s, rest = s ^ low;
		int b = 255;

		/* the set holding s's lowest element: low plus any subset of the rest */
		for (unsigned sub = rest;; sub = (sub - 1) & rest) {
			unsigned slot = sub | low;

			if ((kernel_only ? fits[slot] == 1 : fits[slot] != 0) && best[s ^ slot] + 1 < b)
				b = best[s ^ slot] + 1;
			if (!sub)
				break;
		}
		best[s] = (unsigned char)b;
	}
	return best[full];
}

/* The LP certificate: every subset some assignment places weighs 1 or less. */
static void check_certificate(struct tctx *t, const char *list, const struct answer *a,
			      const unsigned char *fits, int n, const int *first)
{
	double sum = 0;

	for (int i = 0; i < n; i++)
		sum += a->weight[first[i]];
	CHECK(t, ceil(sum - 1e-6) >= a->lower_bound, "'%s': weights sum %.6f, bound %d", list, sum,
	      a->lower_bound);
	for (unsigned s = 1; s < 1u << n; s++) {
		double w = 0;

		if (!fits[s])
			continue;
		for (int i = 0; i < n; i++)
			w += (s >> i & 1) ? a->weight[first[i]] : 0;
		if (w > 1 + 1e-6) {
			CHECK(t, 0, "'%s': subset 0x%x fits and weighs %.6f", list, s, w);
			return;
		}
	}
}

static void small_case(struct tctx *t, const struct small_cfg *c, const char *list, int n,
		       int *n_decided)
{
	struct pms_sim_opts o = xopts(c->ht);
	struct pms_evlist *ev = NULL;
	struct pms_fit *f = NULL;
	unsigned char *fits = malloc(1u << n), *best = malloc(1u << n);
	int first[SMALL_MAX], len[SMALL_MAX];
	struct answer a;
	int lo, hi;

	if (!fits || !best || pms_evlist_parse(pms_model_find(c->cpu), list, &ev, NULL) ||
	    pms_fit_new(ev, &o, &f, NULL) || units_of(ev, first, len) != n) {
		CHECK(t, 0, "%s: cannot set up '%s'", c->cpu, list);
		goto out;
	}
	judge_subsets(f, n, first, len, fits);
	lo = min_cover(fits, n, false, best);
	hi = min_cover(fits, n, true, best);
	if (plan_answer(t, ev, &o, &a) == 0) {
		CHECK(t, a.proven && a.lower_bound == a.n_slots, "%s '%s': %d slots, bound %d",
		      c->cpu, list, a.n_slots, a.lower_bound);
		CHECK(t, lo <= a.n_slots && a.n_slots <= hi, "%s '%s': %d slots, enumerated %d..%d",
		      c->cpu, list, a.n_slots, lo, hi);
		*n_decided += lo == hi;
		if (a.proof == PMS_PLAN_PROOF_LP) {
			CHECK(t, a.has_weights, "'%s': an LP proof without weights", list);
			check_certificate(t, list, &a, fits, n, first);
		}
	}
out:
	pms_fit_free(f);
	pms_evlist_free(ev);
	free(fits);
	free(best);
}

static enum t_result small_lists(struct tctx *t)
{
	unsigned seed = 2026;
	int n_cases = 0, n_decided = 0;

	for (size_t c = 0; c < T_ARRAY_SIZE(small_cfgs); c++) {
		const struct small_cfg *sc = &small_cfgs[c];
		int n_pool = 0;

		while (sc->pool[n_pool])
			n_pool++;
		for (int trial = 0; trial < 10; trial++) {
			int pick[20], n = 8 + trial % (SMALL_MAX - 7);
			char list[2048] = "";

			if (n > n_pool)
				n = n_pool;
			for (int i = 0; i < n_pool; i++)
				pick[i] = i;
			for (int i = 0; i < n; i++) {	/* partial Fisher-Yates, LCG */
				int j, tmp;

				seed = seed * 1103515245u + 12345u;
				j = i + (int)((seed >> 16) % (unsigned)(n_pool - i));
				tmp = pick[i];
				pick[i] = pick[j];
				pick[j] = tmp;
				snprintf(list + strlen(list), sizeof(list) - strlen(list), "%s%s",
					 i ? "," : "", sc->pool[pick[i]]);
			}
			small_case(t, sc, list, n, &n_decided);
			n_cases++;
		}
	}
	/* the family's two minima nearly always agree: else this checks little */
	CHECK(t, n_decided * 10 >= n_cases * 9, "only %d of %d cases decided", n_decided, n_cases);
	return t_result(t);
}

/* ---- medium lists: dynamic programming over patterns -------------------- */

#define KINDS 4

static const struct medium_cfg {
	const char *cpu;
	bool ht;
	const char *kind[KINDS];
	int lo, hi;		/* copies of each kind: lo..hi */
} medium_cfgs[] = {
	/* GP2 only, corrupting (gpmax 2 while one runs), GP0-3, fixed or GP */
	{ "hsw", true, { "l1d_pend_miss.pending", "mem_load_uops_retired.l1_hit", "branches",
	  "instructions" }, 8, 15 },
	/* GP3 only with the load-latency register (one value), GP2 only, GP0-3, GP0-3 */
	{ "hsw", false, { "mem_trans_retired.load_latency_gt_4", "cycle_activity.stalls_l1d_pending",
	  "branch-misses", "dtlb_load_misses.walk_completed" }, 10, 15 },
	/* GP0 only, an offcore register (one value), GP0-3, GP0-7 */
	{ "spr", true, { "topdown.bad_spec_slots", "ocr.demand_data_rd.l3_hit", "l1d.replacement",
	  "br_misp_retired.all_branches" }, 10, 15 },
	{ "skl", true, { "l1d_pend_miss.pending", "mem_load_retired.l1_hit", "cycles",
	  "uops_issued.any" }, 10, 15 },
	/* three offcore values, two registers (intel_spr_extra_regs, RSP_0/RSP_1): a
	 * slot holds copies of at most two of them; GP0-only beside */
	{ "spr", true, { "ocr.demand_data_rd.l3_hit", "ocr.demand_rfo.l3_miss",
	  "ocr.demand_data_rd.l3_miss", "topdown.bad_spec_slots" }, 6, 12 },
};

struct medium {
	int d[KINDS], radix[KINDS], n_states;
	int first[KINDS];		/* the kind's first event in the list */
	int (*pat)[KINDS], n_pat;	/* patterns that fit */
	unsigned char *kernel;		/* per pattern: the kernel's routine places it */
};

static int state_of(const struct medium *m, const int *v)
{
	int s = 0;

	for (int k = KINDS - 1; k >= 0; k--)
		s = s * m->radix[k] + v[k];
	return s;
}

/* Every pattern (at most d of each kind, 16 in all) judged by the oracle. */
static int judge_patterns(struct medium *m, struct pms_fit *f)
{
	int v[KINDS] = { 0 }, cap = 1;

	for (int k = 0; k < KINDS; k++)
		cap *= m->d[k] + 1;
	m->pat = malloc(sizeof(*m->pat) * (size_t)cap);
	m->kernel = malloc((size_t)cap);
	if (!m->pat || !m->kernel)
		return -1;
	m->n_pat = 0;
	for (int s = 1; s < m->n_states; s++) {
		int idx[64], n = 0, r, x = s;

		for (int k = 0; k < KINDS; k++) {
			v[k] = x % m->radix[k];
			x /= m->radix[k];
			for (int q = 0; q < v[k] && n < 64; q++)
				idx[n++] = m->first[k] + q;
		}
		if (n > 16)
			continue;
		r = pms_fit_check(f, idx, n, PMS_FIT_TELL_GREEDY);
		if (r == PMS_FIT_NO)
			continue;
		memcpy(m->pat[m->n_pat], v, sizeof(v));
		m->kernel[m->n_pat++] = r == PMS_FIT_YES;
	}
	return 0;
}

/* Fewest patterns (@kernel_only: those the kernel places) covering the demand. */
static int medium_min(const struct medium *m, bool kernel_only, unsigned char *best)
{
	best[0] = 0;
	for (int s = 1; s < m->n_states; s++) {
		int v[KINDS], x = s, b = 255;

		for (int k = 0; k < KINDS; k++) {
			v[k] = x % m->radix[k];
			x /= m->radix[k];
		}
		for (int p = 0; p < m->n_pat; p++) {
			int w[KINDS], ok = 1;

			if (kernel_only && !m->kernel[p])
				continue;
			for (int k = 0; k < KINDS; k++) {
				w[k] = v[k] - m->pat[p][k];
				ok &= w[k] >= 0;
			}
			if (ok && best[state_of(m, w)] + 1 < b)
				b = best[state_of(m, w)] + 1;
		}
		best[s] = (unsigned char)b;
	}
	return best[m->n_states - 1];
}

static void medium_case(struct tctx *t, const struct medium_cfg *c, unsigned *seed)
{
	struct pms_sim_opts o = xopts(c->ht);
	struct medium m = { .n_states = 1 };
	struct pms_evlist *ev = NULL;
	struct pms_fit *f = NULL;
	unsigned char *best = NULL;
	char list[4096] = "";
	struct answer a;
	int lo, hi, at = 0;

	for (int k = 0; k < KINDS; k++) {
		*seed = *seed * 1103515245u + 12345u;
		m.d[k] = c->lo + (int)((*seed >> 16) % (unsigned)(c->hi - c->lo + 1));
		m.radix[k] = m.d[k] + 1;
		m.n_states *= m.radix[k];
		m.first[k] = at;
		for (int q = 0; q < m.d[k]; q++, at++)
			snprintf(list + strlen(list), sizeof(list) - strlen(list), "%s%s",
				 at ? "," : "", c->kind[k]);
	}
	best = malloc((size_t)m.n_states);
	if (!best || pms_evlist_parse(pms_model_find(c->cpu), list, &ev, NULL) ||
	    pms_fit_new(ev, &o, &f, NULL) || judge_patterns(&m, f)) {
		CHECK(t, 0, "%s: cannot set up %d events", c->cpu, at);
		goto out;
	}
	lo = medium_min(&m, false, best);
	hi = medium_min(&m, true, best);
	if (plan_answer(t, ev, &o, &a) == 0) {
		CHECK(t, a.proven && a.lower_bound == a.n_slots, "%s %d events (%d,%d,%d,%d): %d slots, "
		      "bound %d", c->cpu, at, m.d[0], m.d[1], m.d[2], m.d[3], a.n_slots,
		      a.lower_bound);
		CHECK(t, lo == hi && a.n_slots == lo, "%s %d events (%d,%d,%d,%d): %d slots, "
		      "enumerated %d..%d", c->cpu, at, m.d[0], m.d[1], m.d[2], m.d[3], a.n_slots,
		      lo, hi);
	}
out:
	pms_fit_free(f);
	pms_evlist_free(ev);
	free(m.pat);
	free(m.kernel);
	free(best);
}

static enum t_result medium_lists(struct tctx *t)
{
	unsigned seed = 4040;

	for (size_t c = 0; c < T_ARRAY_SIZE(medium_cfgs); c++)
		for (int trial = 0; trial < 3; trial++)
			medium_case(t, &medium_cfgs[c], &seed);
	return t_result(t);
}

/*
 * The budget: a tiny one leaves a gap on a list whose cheap bounds are not
 * tight (the GP2 pair and three corrupting events of ks 10.4/10.1 need the
 * LP or the search), stated as not proven; the default proves it.
 */
static enum t_result budget_gap(struct tctx *t)
{
	const char *list = "l1d_pend_miss.pending,cycle_activity.stalls_l1d_pending,"
		"mem_load_uops_retired.l1_hit,mem_load_uops_retired.l1_miss,"
		"mem_load_uops_retired.l2_hit,branches,cycles";
	struct pms_sim_opts o = xopts(true);
	struct pms_evlist *ev = NULL;
	struct pms_plan_opts po = PMS_PLAN_OPTS_INIT;
	struct pms_plan *p = NULL;
	struct pms_plan_bound b;

	REQUIRE(t, pms_evlist_parse(pms_model_find("hsw"), list, &ev, NULL) == 0, "parse");
	po.flags = PMS_PLAN_NO_PIN;
	po.budget = 1;
	if (pms_plan_new(ev, &o, &po, &p, NULL) == 0) {
		pms_plan_bound(p, &b);
		CHECK(t, b.n_slots >= b.lower_bound && b.proven == (b.n_slots == b.lower_bound),
		      "budget 1: %d slots, bound %d, proven %d", b.n_slots, b.lower_bound, b.proven);
		CHECK(t, b.proven || b.budget_out, "a gap without budget_out");
	} else {
		CHECK(t, 0, "budget 1 fails");
	}
	pms_plan_free(p);
	p = NULL;
	po.budget = -1;
	CHECK(t, pms_plan_new(ev, &o, &po, &p, NULL) == PMS_EINVAL, "negative budget accepted");
out:
	pms_plan_free(p);
	pms_evlist_free(ev);
	return t_result(t);
}

const struct t_case t_plan_exact_cases[] = {
	{ "small_lists", small_lists },
	{ "medium_lists", medium_lists },
	{ "budget_gap", budget_gap },
	{ NULL, NULL }
};
