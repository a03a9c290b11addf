/*
 * The metric atlas of one model at every default condition (pms_atlas_new():
 * six conditions, every metric built, simulated, planned where it does not
 * count all the time), as 'pmusched atlas --cpu skl' computes it.
 */
#include <stdio.h>
#include "pmusched/pmusched.h"
#include "bench.h"

static void one(const char *cpu, uint32_t pv, unsigned flags)
{
	struct pms_atlas_opts o = PMS_ATLAS_OPTS_INIT;
	struct pms_atlas_summary s;
	struct pms_atlas *a = NULL;
	struct pms_diag d;
	double t0, t;

	o.kver = pv;
	o.perf_version = pv;
	o.flags = flags;
	t0 = bench_now();
	if (pms_atlas_new(pms_model_find(cpu), &o, &a, &d)) {
		printf("atlas   %s: %s\n", cpu, d.msg);
		return;
	}
	t = bench_now() - t0;
	pms_atlas_summarize(a, &s);
	printf("atlas   %-4s perf %u.%u %s %3d metrics x %d conditions  %6.2f s  (%.1f ms each)\n",
	       cpu, pv / 1000000, pv / 1000 % 1000, flags & PMS_ATLAS_NO_BEST ? "no best" :
	       "best   ", s.metrics, pms_atlas_n_conds(a), t,
	       1e3 * t / (s.metrics * pms_atlas_n_conds(a)));
	pms_atlas_free(a);
}

void bench_atlas(void)
{
	one("skl", PMS_KVER(7, 3), 0);
	one("skl", PMS_KVER(7, 3), PMS_ATLAS_NO_BEST);
	one("zen4", PMS_KVER(7, 3), 0);
}
