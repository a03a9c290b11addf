/*
 * Allocation failures, N = 0, 1, 2, ...: the N-th library allocation (and
 * every one after it) fails, through parse, simulate and the CLI.  Each
 * step must fail cleanly (PMS_ENOMEM, or exit 1 or 2 with an error
 * message), leave nothing allocated, and succeed once N is large enough.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../test.h"

#define MAX_N 20000	/* far above any single run's allocations */

static const struct {
	int line;
	const char *cpu, *list;
} lists[] = {
	{ __LINE__, "hsw", "{l1d_pend_miss.pending,faults},cycle_activity.stalls_l1d_pending:D,"
			   "mem_uops_retired.all_loads" },
	{ __LINE__, "skl", "cycles:u,instructions:k,r01c2,cpu/event=0x3c/,L1-dcache-load-misses" },
	{ __LINE__, "icl", "{slots,topdown-retiring,topdown-bad-spec},ref-cycles" },
	{ __LINE__, "zen2", "{cycles,instructions,branches,branch-misses},task-clock" },
	{ __LINE__, "adl", "{cycles,instructions},cpu_atom/event=0xc4/,inst_retired.any,"
			   "L1-dcache-loads" },	/* one event per core PMU, regrouped */
	{ __LINE__, "hsw", "l1d_pend_mis.pending" },	/* unknown: suggestions allocate */
	{ __LINE__, "hsw", "{cycles,instructions" },	/* syntax error */
};

static enum t_result parse_and_simulate(struct tctx *t)
{
	for (size_t i = 0; i < T_ARRAY_SIZE(lists); i++) {
		const struct pms_model *m = pms_model_find(lists[i].cpu);
		int want, done = 0;
		struct pms_evlist *ev = NULL;

		REQUIRE(t, m != NULL, "line %d: no model %s", lists[i].line, lists[i].cpu);
		want = pms_evlist_parse(m, lists[i].list, &ev, NULL);
		pms_evlist_free(ev);
		for (long n = 0; n < MAX_N && !done; n++) {
			struct pms_sim_opts o = { .sz = sizeof(o),
						    .env = PMS_ENV_DEFAULT,
						    .duration_ns = 40000000 };
			long live = pmsi_alloc_live();
			struct pms_sim *s = NULL;
			struct pms_diag d;
			int rc;

			ev = NULL;
			pmsi_alloc_fail_at(n);
			rc = pms_evlist_parse(m, lists[i].list, &ev, &d);
			if (rc == PMS_OK)
				rc = pms_simulate(ev, &o, &s, &d);
			pmsi_alloc_fail_at(-1);
			if (rc == PMS_OK || (want != PMS_OK && rc == want)) {
				done = 1;
			} else {
				CHECK(t, rc == PMS_ENOMEM, "line %d, fail at %ld: %s (%s)",
				      lists[i].line, n, pms_strerror(rc), d.msg);
				CHECK(t, d.code == rc, "line %d, fail at %ld: diag code %d, rc %d",
				      lists[i].line, n, d.code, rc);
				CHECK(t, s == NULL, "line %d: result after a failure", lists[i].line);
			}
			pms_sim_free(s);
			pms_evlist_free(ev);
			CHECK(t, pmsi_alloc_live() == live, "line %d: leak after failure at %ld",
			      lists[i].line, n);
			if (t->failed)
				goto out;
		}
		CHECK(t, done, "line %d: never succeeded", lists[i].line);
	}
out:
	pmsi_alloc_fail_at(-1);
	return t_result(t);
}

static const struct {
	int line;
	const char *args;
	long stride;	/* test every stride-th N (runs that allocate a lot) */
} runs[] = {
	{ __LINE__, "predict --cpu hsw --kernel 6.12 --duration 100ms "
		    "-e '{l1d_pend_miss.pending,faults},cycle_activity.stalls_l1d_pending:D,"
		    "mem_uops_retired.all_loads'", 1 },
	{ __LINE__, "predict --cpu hsw --duration 40ms --json --sibling cycles "
		    "--workload run:5ms,sleep:10ms,run:5ms -e cycles,instructions,branches", 1 },
	{ __LINE__, "explain --cpu hsw --kernel 6.12 --duration 40ms "
		    "-e '{l1d_pend_miss.pending,faults},cycle_activity.stalls_l1d_pending:D,"
		    "mem_uops_retired.all_loads'", 1 },
	{ __LINE__, "events --cpu skl -e '{cycles,instructions}:u,r01c2'", 1 },
	{ __LINE__, "predict --cpu adl --kernel 6.12 --duration 40ms --core-share cpu_core=60,"
		    "cpu_atom=40 --hybrid-merge -e '{cycles,instructions},cpu_atom/event=0xc4/'", 1 },
	{ __LINE__, "list --cpu icl", 1 },
	{ __LINE__, "assign --kernel 4.1 0x9/o 0x3/o 0x7 0x7", 1 },
};

static enum t_result cli_runs(struct tctx *t)
{
	for (size_t i = 0; i < T_ARRAY_SIZE(runs); i++) {
		const char *ref;
		char *want;
		int done = 0;

		CHECK(t, t_cli(runs[i].args, &ref, NULL) == 0, "line %d: fails unfailed",
		      runs[i].line);
		want = strdup(ref);
		REQUIRE(t, want != NULL, "out of memory");
		for (long n = 0; n < MAX_N && !done; n += runs[i].stride) {
			long live = pmsi_alloc_live();
			const char *out, *err;
			int rc;

			pmsi_alloc_fail_at(n);
			rc = t_cli(runs[i].args, &out, &err);
			pmsi_alloc_fail_at(-1);
			if (rc == 0) {
				/* a success must be the whole answer, not a degraded one */
				CHECK(t, !strcmp(out, want), "line %d: output after failure at %ld "
				      "differs from the unfailed run", runs[i].line, n);
				done = 1;
			} else {
				CHECK(t, rc == 1 || rc == 2, "line %d, fail at %ld: exit %d",
				      runs[i].line, n, rc);
				CHECK(t, strstr(err, "pmusched: error: ") != NULL,
				      "line %d, fail at %ld: exit %d without a message", runs[i].line,
				      n, rc);
			}
			CHECK(t, pmsi_alloc_live() == live, "line %d: leak after failure at %ld",
			      runs[i].line, n);
			if (t->failed)
				break;
		}
		free(want);
		CHECK(t, done, "line %d: never succeeded", runs[i].line);
		if (t->failed)
			break;
	}
out:
	pmsi_alloc_fail_at(-1);
	return t_result(t);
}

const struct t_case t_alloc_cases[] = {
	{ "parse_and_simulate", parse_and_simulate },
	{ "cli_runs", cli_runs },
	{ NULL, NULL }
};
