/*
 * perf's metrics:
 *  - expression evaluation per second: a parsed tma_frontend_bound-like
 *    expression against a set of values, and the same with parsing
 *    included (perf parses on every evaluation);
 *  - the IDs pass of a TopDown expression;
 *  - -M list building: icelake TopdownL1 and sapphirerapids TopdownL2
 *    (6.12), skylake TopdownL1 (6.1), sapphirerapids "all", and the
 *    default set with -d -d -d;
 *  - a metric value from counts (parse and evaluation of the metric and
 *    its threshold, as perf stat does at each print).
 */
#include <stdio.h>
#include "pmusched/pmusched.h"
#include "bench.h"

static const char expr[] =
	"topdown\\-fe\\-bound / (topdown\\-fe\\-bound + topdown\\-bad\\-spec + "
	"topdown\\-retiring + topdown\\-be\\-bound) - INT_MISC.UOP_DROPPING / TOPDOWN.SLOTS";

static void eval(void)
{
	struct pms_mexpr *e = NULL;
	struct pms_mvars *v = NULL;
	static const char *const ids[] = {
		"topdown-fe-bound", "topdown-bad-spec", "topdown-retiring", "topdown-be-bound",
		"INT_MISC.UOP_DROPPING", "TOPDOWN.SLOTS",
	};
	double t0, el, out, sum = 0;
	long n = 0;

	if (pms_mexpr_parse(expr, 0, NULL, &e, NULL) || pms_mvars_new(0, NULL, &v))
		goto out;
	for (size_t i = 0; i < sizeof(ids) / sizeof(ids[0]); i++)
		pms_mvars_set(v, ids[i], 100.0 * (double)(i + 1), 1);
	t0 = bench_now();
	do {
		for (int k = 0; k < 1000; k++) {
			pms_mexpr_eval(e, v, &out, NULL);
			sum += out;
		}
		n += 1000;
		el = bench_now() - t0;
	} while (el < 0.3);
	printf("metrics eval tma_frontend_bound          %8.2f M/s   (%.0f ns each)\n",
	       (double)n / el / 1e6, el / (double)n * 1e9);
	n = 0;
	t0 = bench_now();
	do {
		for (int k = 0; k < 100; k++) {
			struct pms_mexpr *x = NULL;

			if (!pms_mexpr_parse(expr, 0, NULL, &x, NULL) && !pms_mexpr_eval(x, v, &out, NULL))
				sum += out;
			pms_mexpr_free(x);
		}
		n += 100;
		el = bench_now() - t0;
	} while (el < 0.3);
	printf("metrics parse+eval tma_frontend_bound    %8.2f M/s   (%.0f ns each)\n",
	       (double)n / el / 1e6, el / (double)n * 1e9);
	n = 0;
	t0 = bench_now();
	do {
		for (int k = 0; k < 100; k++) {
			const char *idv[8];
			size_t m;

			pms_mexpr_ids(e, NULL, NULL, idv, 8, &m);
			sum += (double)m;
		}
		n += 100;
		el = bench_now() - t0;
	} while (el < 0.3);
	printf("metrics ids pass tma_frontend_bound      %8.2f M/s   (%.0f ns each)%s\n",
	       (double)n / el / 1e6, el / (double)n * 1e9, sum < 0 ? "?" : "");
out:
	pms_mexpr_free(e);
	pms_mvars_free(v);
}

static void build(const char *model, uint32_t v, const char *metrics, int detailed)
{
	struct pms_mlist_opts o = PMS_MLIST_OPTS_INIT;
	double t0, el;
	long n = 0;
	int events = 0, mets = 0;

	o.perf_version = v;
	o.env.kver = PMS_KVER(6, 12);
	o.metrics = metrics;
	o.detailed = detailed;
	t0 = bench_now();
	do {
		struct pms_mlist *l = NULL;

		if (pms_mlist_build(pms_model_find(model), &o, &l, NULL) == PMS_OK) {
			events = pms_mlist_n_events(l);
			mets = pms_mlist_n_metrics(l);
		}
		pms_mlist_free(l);
		n++;
		el = bench_now() - t0;
	} while (el < 0.3);
	printf("metrics build %-4s %-5s -M %-10s -d x%d  %4d events %3d metrics  %8.3f ms\n",
	       model, v == PMS_KVER(6, 1) ? "6.1" : "6.12", metrics ? metrics : "-", detailed,
	       events, mets, el / (double)n * 1e3);
}

static void value(void)
{
	struct pms_mlist_opts o = PMS_MLIST_OPTS_INIT;
	struct pms_mlist *l = NULL;
	struct pms_mcount c[64];
	struct pms_mvalue v;
	double t0, el;
	long n = 0;

	o.metrics = "TopdownL1";
	if (pms_mlist_build(pms_model_find("icl"), &o, &l, NULL))
		return;
	for (int i = 0; i < 64; i++)
		c[i] = (struct pms_mcount){ 1000.0 + i, true, true, false };
	t0 = bench_now();
	do {
		for (int j = 0; j < pms_mlist_n_metrics(l); j++)
			pms_mlist_metric_value(l, j, c, 64, NULL, &v, NULL);
		n += pms_mlist_n_metrics(l);
		el = bench_now() - t0;
	} while (el < 0.3);
	printf("metrics value icl TopdownL1 (with threshold)  %8.1f k/s  (%.1f us each)\n",
	       (double)n / el / 1e3, el / (double)n * 1e6);
	pms_mlist_free(l);
}

void bench_metrics(void)
{
	eval();
	build("icl", PMS_KVER(6, 12), "TopdownL1", 0);
	build("spr", PMS_KVER(6, 12), "TopdownL2", 0);
	build("skl", PMS_KVER(6, 1), "TopdownL1", 0);
	build("spr", PMS_KVER(6, 12), "all", 0);
	build("spr", PMS_KVER(6, 12), NULL, 3);
	value();
}
