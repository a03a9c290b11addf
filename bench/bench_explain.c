/*
 * explain and plan at their limits.  explain's work is bounded (holders
 * over at most PMS_EXPLAIN_SCAN intervals, each candidate change over a
 * shortened run, a fixed number of candidates); these are the worst
 * inputs found for it: the 4,096-event limit with the most recorded
 * interval cells a simulation takes (16M: 3.9 s at 1 ms), as distinct
 * events, as groups, all pinned, and as a phase workload.  plan
 * --no-multiplex on the 40-event Skylake list and perf stat -d on Haswell
 * reports its runs and proof.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pmusched/pmusched.h"
#include "bench.h"

static char *make_list(int kind)
{
	char *s = malloc(65536);
	size_t at = 0;

	if (!s)
		return NULL;
	s[0] = '\0';
	for (int i = 0; i < (kind == 1 ? 1024 : 4096) && at < 65000; i++) {
		if (kind == 1)	/* groups of four, cycles in each */
			at += (size_t)snprintf(s + at, 65536 - at, "%s{r%xc4,r%xc4,r%xc4,cycles}",
					       i ? "," : "", 0x100 + i, 0x2000 + i, 0x4000 + i);
		else
			at += (size_t)snprintf(s + at, 65536 - at, "%sr%xc4%s", i ? "," : "",
					       0x100 + i, kind == 2 ? ":D" : "");
	}
	return s;
}

static void time_explain(const char *what, const char *cpu, const char *list,
			 const struct pms_sim_opts *o)
{
	struct pms_evlist *ev = NULL;
	struct pms_explain *x = NULL;
	struct pms_diag d;
	double t0;

	if (pms_evlist_parse(pms_model_find(cpu), list, &ev, &d)) {
		printf("explain %-34s cannot parse: %s\n", what, d.msg);
		return;
	}
	t0 = bench_now();
	if (pms_explain_new(ev, o, NULL, NULL, &x, &d))
		printf("explain %-34s failed: %s\n", what, d.msg);
	else
		printf("explain %-34s %8.1f ms  (%d events, %d causes, %d fixes)\n", what,
		       (bench_now() - t0) * 1e3, pms_evlist_count(ev), pms_explain_n_causes(x),
		       pms_explain_n_fixes(x));
	pms_explain_free(x);
	pms_evlist_free(ev);
}

static void time_runs(const char *what, const char *cpu, const char *list)
{
	struct pms_sim_opts o = { .sz = sizeof(o), .env = PMS_ENV_DEFAULT };
	struct pms_plan_opts po = PMS_PLAN_OPTS_INIT;
	struct pms_evlist *ev = NULL;
	struct pms_plan *p = NULL;
	struct pms_plan_bound b;
	struct pms_diag d;
	double t0;

	po.mode = PMS_PLAN_NO_MULTIPLEX;
	if (pms_evlist_parse(pms_model_find(cpu), list, &ev, &d)) {
		printf("plan    %-34s cannot parse: %s\n", what, d.msg);
		return;
	}
	t0 = bench_now();
	if (pms_plan_new(ev, &o, &po, &p, &d)) {
		printf("plan    %-34s failed: %s\n", what, d.msg);
	} else {
		pms_plan_bound(p, &b);
		printf("plan    %-34s %8.1f ms  %d runs, lower bound %d%s, %ld checks\n", what,
		       (bench_now() - t0) * 1e3, pms_plan_n_runs(p), b.lower_bound,
		       b.proven ? " (proven)" : "", b.n_checks);
	}
	pms_plan_free(p);
	pms_evlist_free(ev);
}

void bench_explain(void)
{
	static const char *l40 = "cycles,instructions,ref-cycles,branches,branch-misses,"
		"cache-references,cache-misses,L1-dcache-loads,L1-dcache-load-misses,LLC-loads,"
		"LLC-load-misses,dTLB-loads,dTLB-load-misses,iTLB-load-misses,"
		"mem_load_retired.l1_hit,mem_load_retired.l1_miss,mem_load_retired.l2_hit,"
		"mem_load_retired.l3_hit,mem_load_retired.l3_miss,mem_load_retired.fb_hit,"
		"mem_inst_retired.all_loads,mem_inst_retired.all_stores,"
		"cycle_activity.stalls_l1d_miss,cycle_activity.stalls_l2_miss,"
		"cycle_activity.stalls_l3_miss,cycle_activity.stalls_mem_any,"
		"cycle_activity.stalls_total,l1d_pend_miss.pending,l1d_pend_miss.pending_cycles,"
		"offcore_requests.demand_data_rd,uops_issued.any,uops_retired.retire_slots,"
		"uops_executed.thread,int_misc.recovery_cycles,idq_uops_not_delivered.core,"
		"br_misp_retired.all_branches,machine_clears.count,dtlb_load_misses.walk_completed,"
		"itlb_misses.walk_completed,resource_stalls.any";
	static const char *perf_d = "task-clock,context-switches,cpu-migrations,page-faults,"
		"cycles,instructions,branches,branch-misses,L1-dcache-loads,L1-dcache-load-misses,"
		"LLC-loads,LLC-load-misses";
	static struct pms_phase phases[1100];
	struct pms_sim_opts o = { .sz = sizeof(o), .env = PMS_ENV_DEFAULT };
	char *distinct = make_list(0), *groups = make_list(1), *pinned = make_list(2);

	time_explain("40 events, skl, 1 s", "skl", l40, &o);
	o.duration_ns = 3900000000ull;
	o.mux_interval_ns = 1000000;
	if (distinct && groups && pinned) {
		time_explain("4096 events, 3.9 s at 1 ms", "hsw", distinct, &o);
		time_explain("1024 groups of 4, 3.9 s at 1 ms", "hsw", groups, &o);
		time_explain("4096 pinned, 3.9 s at 1 ms", "hsw", pinned, &o);
		for (int i = 0; i < 1100; i++)
			phases[i] = (struct pms_phase){ .run = !(i & 1), .ns = i & 1 ? 1000000 : 2000000 };
		o.phases = phases;
		o.n_phases = 1100;
		time_explain("4096 events, 1100 phases at 1 ms", "hsw", distinct, &o);
	}
	time_runs("--no-multiplex: 40 events, skl", "skl", l40);
	time_runs("--no-multiplex: perf stat -d, hsw", "hsw", perf_d);
	free(distinct);
	free(groups);
	free(pinned);
}
