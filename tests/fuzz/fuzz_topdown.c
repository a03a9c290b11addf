/*
 * Fuzz target: TopDown option values through the library's parsers and
 * decoders, then the same values through 'pmusched topdown decode'.
 *
 * Input: up to seven lines, each one option value in order: slots, metrics,
 * from-slots, from-metrics, level, slack, cpu.  An empty or missing line leaves
 * that option out.  Decoded results are checked against the invariants in
 * topdown.h; a violation aborts, which the fuzzer reports as a crash.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../../src/cli/cli.h"

int pms_fuzz_topdown(const uint8_t *data, size_t size);

enum { V_SLOTS, V_METRICS, V_FSLOTS, V_FMETRICS, V_LEVEL, V_SLACK, V_CPU, V_N };

static void check_result(const struct pms_topdown_result *r)
{
	int n = r->level == 2 ? PMS_TD_N_CLASSES : PMS_TD_L1_FIELDS;

	for (int c = 0; c < n; c++)
		if (!(r->frac[c] >= 0.0 && r->frac[c] <= 1.0) || r->slots[c] > r->total_slots)
			abort();
	if (r->level == 2)
		for (int k = 0; k < 4; k++)
			if (!((r->clamped >> (PMS_TD_LIGHT_OPS + k)) & 1) &&
			    r->slots[PMS_TD_HEAVY_OPS + k] + r->slots[PMS_TD_LIGHT_OPS + k] !=
			    r->slots[k])
				abort();
}

static void library(char *const v[V_N])
{
	struct pms_topdown_reading a = { 0 }, b = { 0 };
	struct pms_topdown_classic cl;
	struct pms_topdown_result res;
	struct pms_diag d;
	uint64_t level = 1, slack = 0;
	int have_a;

	if (!v[V_SLOTS] || !v[V_METRICS] ||
	    pms_topdown_parse_count(v[V_SLOTS], &b.slots, &d) ||
	    pms_topdown_parse_metrics(v[V_METRICS], &b.metrics, &d))
		return;
	have_a = v[V_FSLOTS] && v[V_FMETRICS] &&
		 !pms_topdown_parse_count(v[V_FSLOTS], &a.slots, &d) &&
		 !pms_topdown_parse_metrics(v[V_FMETRICS], &a.metrics, &d);
	if (v[V_LEVEL])
		pms_topdown_parse_count(v[V_LEVEL], &level, &d);
	if (v[V_SLACK])
		pms_topdown_parse_count(v[V_SLACK], &slack, &d);
	for (int nf = PMS_TD_L1_FIELDS; nf <= PMS_TD_L2_FIELDS; nf += 4) {
		a.n_fields = b.n_fields = nf;
		for (int lv = 1; lv <= 2; lv++) {
			int lvl = level <= 3 ? (int)level : lv;
			unsigned sl = slack <= 16 ? (unsigned)slack : 0;

			if (pms_topdown_decode(&b, lvl, sl, &res, &d) == PMS_OK)
				check_result(&res);
			if (have_a && pms_topdown_delta(&a, &b, lvl, sl, &res, &d) == PMS_OK)
				check_result(&res);
		}
	}
	/* the same numbers as classic counts */
	cl.width = (int)(level % 17);
	cl.cycles = b.slots;
	cl.fetch_bubbles = b.metrics;
	cl.slots_issued = a.slots;
	cl.slots_retired = a.metrics;
	cl.recovery_cycles = slack;
	if (pms_topdown_classic(&cl, &res, &d) == PMS_OK)
		check_result(&res);
}

static void cli(char *const v[V_N], int json)
{
	static FILE *sink;
	static const char *const opt[V_N] = {
		"--slots", "--metrics", "--from-slots", "--from-metrics", "--level", "--slack",
		"--cpu",
	};
	char *argv[2 * V_N + 5];
	int argc = 0;

	if (!sink)
		sink = fopen("/dev/null", "w");
	if (!sink)
		return;
	argv[argc++] = (char *)"pmusched";
	argv[argc++] = (char *)"topdown";
	argv[argc++] = (char *)"decode";
	for (int i = 0; i < V_N; i++)
		if (v[i] && !(i == V_CPU && !strcmp(v[i], "host"))) {	/* no CPUID in replays */
			argv[argc++] = (char *)opt[i];
			argv[argc++] = v[i];
		}
	if (json)
		argv[argc++] = (char *)"--json";
	argv[argc] = NULL;
	pms_cli_main(argc, argv, sink, sink);
}

int pms_fuzz_topdown(const uint8_t *data, size_t size)
{
	char buf[1024], *v[V_N] = { NULL }, *p;
	int n = 0;

	if (size >= sizeof(buf))
		return 0;
	memcpy(buf, data, size);
	buf[size] = '\0';
	p = buf;
	while (n < V_N) {
		char *eol = strchr(p, '\n');

		if (eol)
			*eol = '\0';
		v[n++] = *p ? p : NULL;
		if (!eol)
			break;
		p = eol + 1;
	}
	library(v);
	cli(v, size & 1);
	return 0;
}

#ifdef PMS_LIBFUZZER
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	return pms_fuzz_topdown(data, size);
}
#endif
