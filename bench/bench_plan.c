/*
 * plan's exact packing on long mixed lists.  Lists are drawn (a fixed
 * LCG, so every run sees the same ones) from pools that mix the
 * constraint kinds of each model: counters of one (GP0, GP1, GP2, GP3),
 * GP0-3 beside GP0-7, fixed-counter events, the HT erratum's corrupting
 * events, extra registers (offcore response, load latency), groups of two
 * or three and the user's pins (:D).  Targets: 100 events on spr and hsw
 * proven within 1 s; the median of 40-60 events within 100 ms.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pmusched/pmusched.h"
#include "bench.h"

#define SEEDS 15

static const char *const hsw_pool[] = {
	"l1d_pend_miss.pending", "cycle_activity.stalls_l1d_pending",
	"cycle_activity.cycles_l1d_pending", "inst_retired.prec_dist",
	"mem_trans_retired.load_latency_gt_4", "mem_trans_retired.load_latency_gt_32",
	"mem_load_uops_retired.l1_hit", "mem_load_uops_retired.l2_hit",
	"mem_load_uops_l3_hit_retired.xsnp_hit", "mem_uops_retired.all_loads",
	"offcore_response.demand_data_rd.l3_hit.hitm_other_core",
	"offcore_response.demand_code_rd.l3_miss.any_response",
	"offcore_response.all_code_rd.l3_miss.any_response", "cycles", "instructions",
	"ref-cycles", "branches", "branch-misses", "dtlb_load_misses.walk_completed",
	"itlb_misses.walk_completed", "uops_issued.any", "mem_uops_retired.all_stores",
	"int_misc.recovery_cycles", "idq_uops_not_delivered.core", "machine_clears.count",
	"resource_stalls.any", "br_misp_retired.all_branches", "l2_rqsts.references",
	"offcore_requests.demand_data_rd", "arith.divider_uops", NULL
};

static const char *const spr_pool[] = {
	"topdown.bad_spec_slots", "topdown.br_mispredict_slots", "l1d_pend_miss.pending",
	"l1d.replacement", "cycle_activity.stalls_l3_miss", "cycle_activity.cycles_l1d_miss",
	"ocr.demand_data_rd.l3_hit", "ocr.demand_rfo.l3_miss", "ocr.demand_data_rd.l3_miss",
	"mem_inst_retired.all_loads", "mem_inst_retired.all_stores", "mem_load_retired.l1_hit",
	"mem_load_retired.l2_miss", "dtlb_load_misses.walk_completed", "cycles", "instructions",
	"ref-cycles", "branches", "branch-misses", "br_misp_retired.all_branches",
	"uops_issued.any", "uops_retired.slots", "int_misc.recovery_cycles", "machine_clears.count",
	"l2_rqsts.references", "offcore_requests.demand_data_rd", "exe_activity.1_ports_util",
	"resource_stalls.sb", "idq.dsb_uops", "assists.any", NULL
};

static const char *const skl_pool[] = {
	"l1d_pend_miss.pending", "cycle_activity.stalls_l1d_miss", "inst_retired.prec_dist",
	"mem_load_retired.l1_hit", "mem_load_retired.l3_miss", "mem_inst_retired.all_loads",
	"offcore_response.demand_data_rd.l3_hit.any_snoop", "cycles", "instructions",
	"ref-cycles", "branches", "branch-misses", "dtlb_load_misses.walk_completed",
	"uops_issued.any", "uops_retired.retire_slots", "int_misc.recovery_cycles",
	"idq_uops_not_delivered.core", "machine_clears.count", "resource_stalls.any",
	"offcore_requests.demand_data_rd", "l2_rqsts.references", "br_misp_retired.all_branches",
	NULL
};

static unsigned lcg(unsigned *s)
{
	*s = *s * 1103515245u + 12345u;
	return *s >> 16;
}

/* @n events from @pool: mostly singles, some groups of 2-3, a few pins. */
static void make_list(const char *const *pool, int n, unsigned seed, char *buf, size_t len)
{
	int n_pool = 0, have = 0;
	size_t at = 0;

	while (pool[n_pool])
		n_pool++;
	buf[0] = '\0';
	while (have < n && at < len) {
		unsigned r = lcg(&seed) % 100;
		int g = r < 12 && n - have >= 2 ? 2 + (int)(lcg(&seed) % 2) : 1;

		if (g > n - have)
			g = n - have;
		at += (size_t)snprintf(buf + at, len - at, "%s%s", have ? "," : "", g > 1 ? "{" : "");
		for (int i = 0; i < g && at < len; i++)
			at += (size_t)snprintf(buf + at, len - at, "%s%s", i ? "," : "",
					       pool[lcg(&seed) % (unsigned)n_pool]);
		if (at < len)
			at += (size_t)snprintf(buf + at, len - at, "%s%s", g > 1 ? "}" : "",
					       g == 1 && r >= 12 && r < 15 ? ":D" : "");
		have += g;
	}
}

struct res {
	double ms;
	int slots, bound;
	bool proven, ok;
};

static struct res plan_once(const char *cpu, const char *list)
{
	struct pms_sim_opts o = { .sz = sizeof(o), .env = PMS_ENV_DEFAULT };
	struct pms_evlist *ev = NULL;
	struct pms_plan *p = NULL;
	struct pms_plan_bound b;
	struct res r = { 0 };
	double t0;

	pms_kver_parse("6.12", &o.env.kver, NULL);
	if (pms_evlist_parse(pms_model_find(cpu), list, &ev, NULL))
		return r;
	t0 = bench_now();
	if (pms_plan_new(ev, &o, NULL, &p, NULL) == PMS_OK) {
		r.ms = (bench_now() - t0) * 1e3;
		pms_plan_bound(p, &b);
		r = (struct res){ r.ms, b.n_slots, b.lower_bound, b.proven, true };
	}
	pms_plan_free(p);
	pms_evlist_free(ev);
	return r;
}

static int by_ms(const void *a, const void *b)
{
	double x = ((const struct res *)a)->ms, y = ((const struct res *)b)->ms;

	return (x > y) - (x < y);
}

/* SEEDS lists of @n events: median and worst time, how many proven, the largest gap. */
static void series(const char *cpu, const char *const *pool, int n)
{
	static char list[16384];
	struct res r[SEEDS];
	int n_proven = 0, n_ok = 0, gap = 0;

	for (int s = 0; s < SEEDS; s++) {
		make_list(pool, n, 7919u * (unsigned)(s + 1) + (unsigned)n, list, sizeof(list));
		r[s] = plan_once(cpu, list);
		n_ok += r[s].ok;
		n_proven += r[s].ok && r[s].proven;
		if (r[s].ok && r[s].slots - r[s].bound > gap)
			gap = r[s].slots - r[s].bound;
	}
	qsort(r, SEEDS, sizeof(r[0]), by_ms);
	printf("plan    %-4s %3d events, %2d lists      median %7.2f ms  worst %7.2f ms  "
	       "proven %d/%d, largest gap %d\n", cpu, n, SEEDS, r[SEEDS / 2].ms, r[SEEDS - 1].ms,
	       n_proven, n_ok, gap);
}

void bench_plan(void)
{
	static const struct {
		const char *cpu;
		const char *const *pool;
	} cpus[] = { { "spr", spr_pool }, { "hsw", hsw_pool }, { "skl", skl_pool } };
	static const int sizes[] = { 40, 50, 60, 100 };

	for (size_t c = 0; c < sizeof(cpus) / sizeof(cpus[0]); c++)
		for (size_t k = 0; k < sizeof(sizes) / sizeof(sizes[0]); k++)
			series(cpus[c].cpu, cpus[c].pool, sizes[k]);
}
