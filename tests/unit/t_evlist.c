/*
 * The event-list parser: grammar forms, perf's numbering of generic, cache
 * and software events, the article's events per model (encodings from
 * model-constraints.md section 7), errors with positions and suggestions,
 * and an allocation-failure walk.
 *
 * Models the registry may not hold yet are stood in for by minimal local
 * descriptors that only name a libpfm4 PMU and a TopDown metric count: the
 * parser needs nothing else from a model.
 */
#include <stdlib.h>
#include "../test.h"
#include "../../models/model_table.h"

/* Library-internal entry point (src/lib/evlist_int.h). */
int pmsi_pfm_encode(const char *pmu, const char *name, size_t pos, size_t len,
		    uint64_t *config, uint64_t *config1, char **fq, struct pms_diag *d);
void pmsi_free(void *p);

#define STAND_IN(sym, nm, pmu, metrics, vend) \
	static const struct pms_model sym = { \
		.name = nm, .long_name = nm, .aliases = "", .desc = "test stand-in", \
		.vendor = vend, .family = 6, .pfm_pmu = pmu, .n_gp_ht = 4, .n_gp_noht = 8, \
		.n_fixed = 3, .n_metrics = metrics, .source = "test stand-in" }

STAND_IN(t_snb, "t-snb", "snb", 0, PMS_VENDOR_INTEL);
STAND_IN(t_ivb, "t-ivb", "ivb", 0, PMS_VENDOR_INTEL);
STAND_IN(t_hsw, "t-hsw", "hsw", 0, PMS_VENDOR_INTEL);
STAND_IN(t_bdw, "t-bdw", "bdw", 0, PMS_VENDOR_INTEL);
STAND_IN(t_skl, "t-skl", "skl", 0, PMS_VENDOR_INTEL);
STAND_IN(t_icl, "t-icl", "icl", 4, PMS_VENDOR_INTEL);
STAND_IN(t_spr, "t-spr", "spr", 8, PMS_VENDOR_INTEL);
STAND_IN(t_zen2, "t-zen2", "amd64_fam17h_zen2", 0, PMS_VENDOR_AMD);

static const struct pms_model *stand_in(const char *pmu)
{
	static const struct pms_model *const all[] = {
		&t_snb, &t_ivb, &t_hsw, &t_bdw, &t_skl, &t_icl, &t_spr, &t_zen2,
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(all); i++)
		if (!strcmp(all[i]->pfm_pmu, pmu))
			return all[i];
	return NULL;
}

/* ---- grammar forms ---- */

#define NOCFG UINT64_C(0xdeadbeef)

static const struct {
	int line;
	const char *pmu;	/* stand-in model */
	const char *text;
	int n, groups;
	int idx;		/* event checked below */
	uint32_t type;
	uint64_t config;	/* NOCFG: not checked */
	const char *mods;	/* pms_evlist_mods_format() */
	int group, leader;
	bool pinned, exclusive;
	enum pms_pmu_kind pmu_kind;
} forms[] = {
	/* generic hardware events, perf ABI numbering */
	{ __LINE__, "hsw", "cycles", 1, 1, 0, PMS_TYPE_HARDWARE, 0, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "cpu-cycles", 1, 1, 0, PMS_TYPE_HARDWARE, 0, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "instructions", 1, 1, 0, PMS_TYPE_HARDWARE, 1, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "cache-references", 1, 1, 0, PMS_TYPE_HARDWARE, 2, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "cache-misses", 1, 1, 0, PMS_TYPE_HARDWARE, 3, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "branches", 1, 1, 0, PMS_TYPE_HARDWARE, 4, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "branch-instructions", 1, 1, 0, PMS_TYPE_HARDWARE, 4, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "branch-misses", 1, 1, 0, PMS_TYPE_HARDWARE, 5, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "bus-cycles", 1, 1, 0, PMS_TYPE_HARDWARE, 6, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "stalled-cycles-frontend", 1, 1, 0, PMS_TYPE_HARDWARE, 7, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "idle-cycles-frontend", 1, 1, 0, PMS_TYPE_HARDWARE, 7, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "stalled-cycles-backend", 1, 1, 0, PMS_TYPE_HARDWARE, 8, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "idle-cycles-backend", 1, 1, 0, PMS_TYPE_HARDWARE, 8, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "ref-cycles", 1, 1, 0, PMS_TYPE_HARDWARE, 9, "", 0, 0, 0, 0, PMS_PMU_CORE },
	/* hardware cache events: id | op << 8 | result << 16 */
	{ __LINE__, "hsw", "L1-dcache-loads", 1, 1, 0, PMS_TYPE_HW_CACHE, 0x0, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "L1-dcache-load-misses", 1, 1, 0, PMS_TYPE_HW_CACHE, 0x10000, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "L1-dcache-stores", 1, 1, 0, PMS_TYPE_HW_CACHE, 0x100, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "L1-dcache-prefetch-misses", 1, 1, 0, PMS_TYPE_HW_CACHE, 0x10200, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "L1-icache-load-misses", 1, 1, 0, PMS_TYPE_HW_CACHE, 0x10001, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "LLC-loads", 1, 1, 0, PMS_TYPE_HW_CACHE, 0x2, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "LLC-load-misses", 1, 1, 0, PMS_TYPE_HW_CACHE, 0x10002, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "LLC-stores", 1, 1, 0, PMS_TYPE_HW_CACHE, 0x102, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "LLC-misses", 1, 1, 0, PMS_TYPE_HW_CACHE, 0x10002, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "dTLB-loads", 1, 1, 0, PMS_TYPE_HW_CACHE, 0x3, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "dTLB-load-misses", 1, 1, 0, PMS_TYPE_HW_CACHE, 0x10003, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "iTLB-load-misses", 1, 1, 0, PMS_TYPE_HW_CACHE, 0x10004, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "branch-loads", 1, 1, 0, PMS_TYPE_HW_CACHE, 0x5, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "branch-load-misses", 1, 1, 0, PMS_TYPE_HW_CACHE, 0x10005, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "node-loads", 1, 1, 0, PMS_TYPE_HW_CACHE, 0x6, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "l1d-speculative-read-miss", 1, 1, 0, PMS_TYPE_HW_CACHE, 0x10200, "", 0, 0, 0, 0, PMS_PMU_CORE },
	/* software events: PERF_COUNT_SW_* */
	{ __LINE__, "hsw", "cpu-clock", 1, 1, 0, PMS_TYPE_SOFTWARE, 0, "", 0, 0, 0, 0, PMS_PMU_SOFTWARE },
	{ __LINE__, "hsw", "task-clock", 1, 1, 0, PMS_TYPE_SOFTWARE, 1, "", 0, 0, 0, 0, PMS_PMU_SOFTWARE },
	{ __LINE__, "hsw", "page-faults", 1, 1, 0, PMS_TYPE_SOFTWARE, 2, "", 0, 0, 0, 0, PMS_PMU_SOFTWARE },
	{ __LINE__, "hsw", "faults", 1, 1, 0, PMS_TYPE_SOFTWARE, 2, "", 0, 0, 0, 0, PMS_PMU_SOFTWARE },
	{ __LINE__, "hsw", "cs", 1, 1, 0, PMS_TYPE_SOFTWARE, 3, "", 0, 0, 0, 0, PMS_PMU_SOFTWARE },
	{ __LINE__, "hsw", "context-switches", 1, 1, 0, PMS_TYPE_SOFTWARE, 3, "", 0, 0, 0, 0, PMS_PMU_SOFTWARE },
	{ __LINE__, "hsw", "migrations", 1, 1, 0, PMS_TYPE_SOFTWARE, 4, "", 0, 0, 0, 0, PMS_PMU_SOFTWARE },
	{ __LINE__, "hsw", "minor-faults", 1, 1, 0, PMS_TYPE_SOFTWARE, 5, "", 0, 0, 0, 0, PMS_PMU_SOFTWARE },
	{ __LINE__, "hsw", "major-faults", 1, 1, 0, PMS_TYPE_SOFTWARE, 6, "", 0, 0, 0, 0, PMS_PMU_SOFTWARE },
	{ __LINE__, "hsw", "alignment-faults", 1, 1, 0, PMS_TYPE_SOFTWARE, 7, "", 0, 0, 0, 0, PMS_PMU_SOFTWARE },
	{ __LINE__, "hsw", "emulation-faults", 1, 1, 0, PMS_TYPE_SOFTWARE, 8, "", 0, 0, 0, 0, PMS_PMU_SOFTWARE },
	{ __LINE__, "hsw", "dummy", 1, 1, 0, PMS_TYPE_SOFTWARE, 9, "", 0, 0, 0, 0, PMS_PMU_SOFTWARE },
	{ __LINE__, "hsw", "software/config=3/", 1, 1, 0, PMS_TYPE_SOFTWARE, 3, "", 0, 0, 0, 0, PMS_PMU_SOFTWARE },
	/* raw and terms */
	{ __LINE__, "hsw", "r01c2", 1, 1, 0, PMS_TYPE_RAW, 0x1c2, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "r1a8:u", 1, 1, 0, PMS_TYPE_RAW, 0x1a8, "u", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "cpu/r0x1a8/", 1, 1, 0, PMS_TYPE_RAW, 0x1a8, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "cpu/event=0x3c,umask=0x0/", 1, 1, 0, PMS_TYPE_RAW, 0x3c, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "cpu/event=0xa3,umask=0x0c,cmask=12/", 1, 1, 0, PMS_TYPE_RAW, 0x0c000ca3, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "cpu/event=0x3c,inv,cmask=1,edge,any/", 1, 1, 0, PMS_TYPE_RAW, 0x01a4003c, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "cpu/config=0x1234,name=x,period=1000/u", 1, 1, 0, PMS_TYPE_RAW, 0x1234, "u", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "cpu/event=0x3c/k", 1, 1, 0, PMS_TYPE_RAW, 0x3c, "k", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "cpu//", 1, 1, 0, PMS_TYPE_RAW, 0, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "cycles:", 1, 1, 0, PMS_TYPE_HARDWARE, 0, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "sched:sched_switch", 1, 1, 0, PMS_TYPE_TRACEPOINT, UINT64_MAX, "", 0, 0, 0, 0, PMS_PMU_TRACEPOINT },
	{ __LINE__, "hsw", "mem:0x1000", 1, 1, 0, PMS_TYPE_BREAKPOINT, 0, "", 0, 0, 0, 0, PMS_PMU_BREAKPOINT },
	{ __LINE__, "hsw", "cpu/l1d_pend_miss.pending,cmask=1/", 1, 1, 0, PMS_TYPE_RAW, 0x01000148, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "cpu/event=0xc0,umask=0x01/pp", 1, 1, 0, PMS_TYPE_RAW, 0x1c0, "pp", 0, 0, 0, 0, PMS_PMU_CORE },
	/* another PMU's event (power/ is checked per model, evlist_cstate.c: a stand-in has no row) */
	{ __LINE__, "hsw", "intel_bts//", 1, 1, 0, UINT32_MAX, 0, "", 0, 0, 0, 0, PMS_PMU_OTHER },
	{ __LINE__, "hsw", "uncore_imc_0/config=0x1/", 1, 1, 0, UINT32_MAX, 1, "", 0, 0, 0, 0, PMS_PMU_OTHER },
	/* named model events, perf and libpfm4 spelling, any case */
	{ __LINE__, "hsw", "l1d_pend_miss.pending", 1, 1, 0, PMS_TYPE_RAW, 0x148, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "L1D_PEND_MISS.PENDING", 1, 1, 0, PMS_TYPE_RAW, 0x148, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "L1D_PEND_MISS:PENDING", 1, 1, 0, PMS_TYPE_RAW, 0x148, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "hsw::L1D_PEND_MISS:PENDING:u", 1, 1, 0, PMS_TYPE_RAW, 0x148, "u", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "HSW::l1d_pend_miss.pending", 1, 1, 0, PMS_TYPE_RAW, 0x148, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "hsw::L1D_PEND_MISS:PENDING:c=1", 1, 1, 0, PMS_TYPE_RAW, 0x01000148, "", 0, 0, 0, 0, PMS_PMU_CORE },
	/* modifiers */
	{ __LINE__, "hsw", "cycles:ukhIGH", 1, 1, 0, PMS_TYPE_HARDWARE, 0, "ukhIGH", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "cycles:ppp", 1, 1, 0, PMS_TYPE_HARDWARE, 0, "ppp", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "cycles:P", 1, 1, 0, PMS_TYPE_HARDWARE, 0, "P", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "cycles:D", 1, 1, 0, PMS_TYPE_HARDWARE, 0, "D", 0, 0, 1, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "cycles:e", 1, 1, 0, PMS_TYPE_HARDWARE, 0, "e", 0, 0, 0, 1, PMS_PMU_CORE },
	{ __LINE__, "hsw", "cycles:SD", 1, 1, 0, PMS_TYPE_HARDWARE, 0, "SD", 0, 0, 1, 0, PMS_PMU_CORE },
	/* groups: modifiers fold into members; D/e go to the leader only */
	{ __LINE__, "hsw", "{cycles,instructions}", 2, 1, 1, PMS_TYPE_HARDWARE, 1, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "{cycles,instructions}:u", 2, 1, 1, PMS_TYPE_HARDWARE, 1, "u", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "{cycles,instructions}:D", 2, 1, 0, PMS_TYPE_HARDWARE, 0, "D", 0, 0, 1, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "{cycles,instructions}:D", 2, 1, 1, PMS_TYPE_HARDWARE, 1, "D", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "{cycles,instructions}:e", 2, 1, 1, PMS_TYPE_HARDWARE, 1, "e", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "{cycles,instructions}:e", 2, 1, 0, PMS_TYPE_HARDWARE, 0, "e", 0, 0, 0, 1, PMS_PMU_CORE },
	{ __LINE__, "hsw", "{cycles:D,instructions}", 2, 1, 0, PMS_TYPE_HARDWARE, 0, "D", 0, 0, 1, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "{cycles:k,instructions:u}:W", 2, 1, 1, PMS_TYPE_HARDWARE, 1, "uW", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "{cycles,instructions}:S", 2, 1, 1, PMS_TYPE_HARDWARE, 1, "S", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "{cycles,instructions}:p", 2, 1, 1, PMS_TYPE_HARDWARE, 1, "p", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "faults,{cycles,instructions},branches", 4, 3, 3, PMS_TYPE_HARDWARE, 4, "", 2, 3, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "faults,{cycles,instructions},branches", 4, 3, 2, PMS_TYPE_HARDWARE, 1, "", 1, 1, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "hsw", "g1{cycles,instructions}", 2, 1, 1, PMS_TYPE_HARDWARE, 1, "", 0, 0, 0, 0, PMS_PMU_CORE },
	/* blanks between tokens are ignored, as in the article's group example */
	{ __LINE__, "hsw", " { cycles , instructions } :u , faults ", 3, 2, 2, PMS_TYPE_SOFTWARE, 2, "", 1, 2, 0, 0, PMS_PMU_CORE + 1 },
	/* TopDown */
	{ __LINE__, "icl", "{slots,topdown-retiring,topdown-bad-spec,topdown-fe-bound,topdown-be-bound}", 5, 1, 4, PMS_TYPE_RAW, 0x8300, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "icl", "{slots,topdown-retiring}", 2, 1, 0, PMS_TYPE_RAW, 0x0400, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "icl", "slots", 1, 1, 0, PMS_TYPE_RAW, 0x0400, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "spr", "{slots,topdown-heavy-ops,topdown-br-mispredict,topdown-fetch-lat,topdown-mem-bound}", 5, 1, 4, PMS_TYPE_RAW, 0x8700, "", 0, 0, 0, 0, PMS_PMU_CORE },
	{ __LINE__, "spr", "{slots,topdown-heavy-ops}", 2, 1, 1, PMS_TYPE_RAW, 0x8400, "", 0, 0, 0, 0, PMS_PMU_CORE },
	/* AMD: 12-bit event select, bits 32-35 */
	{ __LINE__, "amd64_fam17h_zen2", "cpu/event=0x1c0,umask=0x1/", 1, 1, 0, PMS_TYPE_RAW, UINT64_C(0x1000001c0), "", 0, 0, 0, 0, PMS_PMU_CORE },
};

static enum t_result grammar_forms(struct tctx *t)
{
	for (size_t i = 0; i < T_ARRAY_SIZE(forms); i++) {
		const struct pms_model *m = stand_in(forms[i].pmu);
		struct pms_evlist *ev = NULL;
		struct pms_event_info info;
		struct pms_diag d;
		char mods[32];
		int rc = pms_evlist_parse(m, forms[i].text, &ev, &d);

		if (rc != PMS_OK) {
			t_fail(t, __FILE__, forms[i].line, "'%s': rc %d (%s)", forms[i].text, rc, d.msg);
			continue;
		}
		CHECK(t, pms_evlist_count(ev) == forms[i].n, "line %d: %d events", forms[i].line,
		      pms_evlist_count(ev));
		CHECK(t, pms_evlist_n_groups(ev) == forms[i].groups, "line %d: %d groups",
		      forms[i].line, pms_evlist_n_groups(ev));
		if (pms_evlist_event(ev, forms[i].idx, &info) == PMS_OK) {
			pms_evlist_mods_format(ev, forms[i].idx, mods, sizeof(mods));
			CHECK(t, info.type == forms[i].type, "line %d: type %u", forms[i].line, info.type);
			if (forms[i].config != NOCFG)
				CHECK(t, info.config == forms[i].config, "line %d: config 0x%llx",
				      forms[i].line, (unsigned long long)info.config);
			CHECK(t, !strcmp(mods, forms[i].mods), "line %d: mods '%s'", forms[i].line, mods);
			CHECK(t, info.group == forms[i].group, "line %d: group %d", forms[i].line,
			      info.group);
			CHECK(t, info.leader == forms[i].leader, "line %d: leader %d", forms[i].line,
			      info.leader);
			CHECK(t, info.pinned == forms[i].pinned, "line %d: pinned", forms[i].line);
			CHECK(t, info.exclusive == forms[i].exclusive, "line %d: exclusive",
			      forms[i].line);
			CHECK(t, info.pmu == forms[i].pmu_kind, "line %d: pmu %d", forms[i].line,
			      info.pmu);
		} else {
			t_fail(t, __FILE__, forms[i].line, "no event %d", forms[i].idx);
		}
		pms_evlist_free(ev);
	}
	return t_result(t);
}

/* Info fields beyond the table: names, positions, precise, topdown. */
static enum t_result event_info(struct tctx *t)
{
	struct pms_evlist *ev = NULL;
	struct pms_event_info info;
	struct pms_hwev hw;
	char buf[256];
	int rc = pms_evlist_parse(&t_icl, "faults, {slots,topdown-be-bound}:u,cycles:pp", &ev, NULL);

	REQUIRE(t, rc == PMS_OK, "rc %d", rc);
	REQUIRE(t, pms_evlist_event(ev, 2, &info) == PMS_OK, "event 2");
	CHECK(t, !strcmp(info.name, "topdown-be-bound"), "name %s", info.name);
	CHECK(t, !strcmp(info.text, "topdown-be-bound"), "text %s", info.text);
	CHECK(t, info.pos == 15, "pos %zu", info.pos);
	CHECK(t, info.topdown == PMS_TD_METRIC && info.metric == 3, "metric %d", info.metric);
	CHECK(t, info.in_braces && info.group_size == 2 && !info.is_leader, "group shape");
	CHECK(t, !strcmp(info.resolved_by, "topdown"), "resolved_by %s", info.resolved_by);
	REQUIRE(t, pms_evlist_event(ev, 3, &info) == PMS_OK, "event 3");
	CHECK(t, !strcmp(info.name, "cycles") && !strcmp(info.text, "cycles:pp"), "%s", info.text);
	CHECK(t, info.precise == 2, "precise %d", info.precise);
	CHECK(t, pms_evlist_event(ev, 4, &info) == PMS_ERANGE, "past the end");
	CHECK(t, pms_evlist_event(ev, -1, &info) == PMS_ERANGE, "negative");
	CHECK(t, pms_evlist_hwev(ev, 0, NULL, &hw) == PMS_EINVAL, "software has no hw encoding");
	CHECK(t, pms_evlist_describe(ev, 0, NULL, buf, sizeof(buf)) == PMS_OK &&
	      strstr(buf, "software"), "%s", buf);
	CHECK(t, pms_evlist_hwev(ev, 2, NULL, &hw) == PMS_OK && hw.config == 0x8300, "metric hw");
	CHECK(t, pms_evlist_model(ev) == &t_icl, "model");
	pms_evlist_free(ev);
	ev = NULL;
	rc = pms_evlist_parse(&t_hsw, "l1d_pend_miss.pending", &ev, NULL);
	REQUIRE(t, rc == PMS_OK, "rc %d", rc);
	REQUIRE(t, pms_evlist_event(ev, 0, &info) == PMS_OK, "event 0");
	CHECK(t, info.pfm_name && !strcmp(info.pfm_name, "hsw::L1D_PEND_MISS:PENDING"), "pfm %s",
	      info.pfm_name ? info.pfm_name : "(null)");
	CHECK(t, !strcmp(info.resolved_by, "libpfm4"), "by %s", info.resolved_by);
out:
	pms_evlist_free(ev);
	return t_result(t);
}

/* ---- the article's events (model-constraints.md 7.1 and 7.2) ---- */

#define ABSENT UINT64_MAX

static const struct {
	int line;
	const char *pmu, *name;
	uint64_t config;	/* ABSENT: the model has no such event */
} article[] = {
	{ __LINE__, "snb", "l1d_pend_miss.pending", 0x0148 },
	{ __LINE__, "snb", "cycle_activity.stalls_l1d_pending", 0x060006a3 },
	{ __LINE__, "snb", "mem_uops_retired.all_loads", 0x81d0 },
	{ __LINE__, "snb", "mem_load_uops_retired.l1_hit", 0x01d1 },
	{ __LINE__, "snb", "mem_load_uops_retired.l1_miss", ABSENT },
	{ __LINE__, "snb", "mem_load_uops_retired.hit_lfb", 0x40d1 },
	{ __LINE__, "snb", "mem_load_uops_retired.l2_hit", 0x02d1 },
	{ __LINE__, "snb", "mem_load_uops_retired.l3_hit", 0x04d1 },	/* perf JSON: llc_hit */
	{ __LINE__, "snb", "dtlb_load_misses.walk_completed", 0x0208 },
	{ __LINE__, "snb", "dtlb_store_misses.walk_completed", 0x0249 },
	{ __LINE__, "snb", "itlb_misses.walk_completed", 0x0285 },
	{ __LINE__, "snb", "dtlb_load_misses.walk_completed_4k", ABSENT },
	{ __LINE__, "ivb", "l1d_pend_miss.pending", 0x0148 },
	{ __LINE__, "ivb", "cycle_activity.stalls_l1d_pending", 0x0c000ca3 },
	{ __LINE__, "ivb", "mem_uops_retired.all_loads", 0x81d0 },
	{ __LINE__, "ivb", "mem_load_uops_retired.l1_hit", 0x01d1 },
	{ __LINE__, "ivb", "mem_load_uops_retired.l1_miss", 0x08d1 },
	{ __LINE__, "ivb", "mem_load_uops_retired.hit_lfb", 0x40d1 },
	{ __LINE__, "ivb", "mem_load_uops_retired.l2_hit", 0x02d1 },
	{ __LINE__, "ivb", "mem_load_uops_retired.l3_hit", 0x04d1 },	/* perf JSON: llc_hit */
	{ __LINE__, "ivb", "dtlb_load_misses.walk_completed", 0x8208 },
	{ __LINE__, "ivb", "dtlb_store_misses.walk_completed", 0x0249 },
	{ __LINE__, "ivb", "itlb_misses.walk_completed", 0x0285 },
	{ __LINE__, "hsw", "l1d_pend_miss.pending", 0x0148 },
	{ __LINE__, "hsw", "cycle_activity.stalls_l1d_pending", 0x0c000ca3 },
	{ __LINE__, "hsw", "mem_uops_retired.all_loads", 0x81d0 },
	{ __LINE__, "hsw", "mem_load_uops_retired.l1_hit", 0x01d1 },
	{ __LINE__, "hsw", "mem_load_uops_retired.l1_miss", 0x08d1 },
	{ __LINE__, "hsw", "mem_load_uops_retired.hit_lfb", 0x40d1 },
	{ __LINE__, "hsw", "mem_load_uops_retired.l2_hit", 0x02d1 },
	{ __LINE__, "hsw", "mem_load_uops_retired.l3_hit", 0x04d1 },
	{ __LINE__, "hsw", "dtlb_load_misses.walk_completed", 0x0e08 },
	{ __LINE__, "hsw", "dtlb_load_misses.walk_completed_4k", 0x0208 },
	{ __LINE__, "hsw", "dtlb_store_misses.walk_completed", 0x0e49 },
	{ __LINE__, "hsw", "dtlb_store_misses.walk_completed_4k", 0x0249 },
	{ __LINE__, "hsw", "itlb_misses.walk_completed", 0x0e85 },
	{ __LINE__, "hsw", "itlb_misses.walk_completed_4k", 0x0285 },
	{ __LINE__, "bdw", "l1d_pend_miss.pending", 0x0148 },
	{ __LINE__, "bdw", "cycle_activity.stalls_l1d_pending", 0x0c000ca3 },
	{ __LINE__, "bdw", "mem_uops_retired.all_loads", 0x81d0 },
	{ __LINE__, "bdw", "mem_load_uops_retired.l1_miss", 0x08d1 },
	{ __LINE__, "bdw", "mem_load_uops_retired.l3_hit", 0x04d1 },
	{ __LINE__, "bdw", "dtlb_load_misses.walk_completed", 0x0e08 },
	{ __LINE__, "bdw", "itlb_misses.walk_completed_4k", 0x0285 },
	{ __LINE__, "skl", "l1d_pend_miss.pending", 0x0148 },
	{ __LINE__, "skl", "cycle_activity.stalls_l1d_miss", 0x0c000ca3 },
	{ __LINE__, "skl", "cycle_activity.stalls_l1d_pending", ABSENT },
	{ __LINE__, "skl", "mem_inst_retired.all_loads", 0x81d0 },
	{ __LINE__, "skl", "mem_load_retired.l1_hit", 0x01d1 },
	{ __LINE__, "skl", "mem_load_retired.l1_miss", 0x08d1 },
	{ __LINE__, "skl", "mem_load_retired.fb_hit", 0x40d1 },
	{ __LINE__, "skl", "mem_load_retired.l2_hit", 0x02d1 },
	{ __LINE__, "skl", "mem_load_retired.l3_hit", 0x04d1 },
	{ __LINE__, "skl", "dtlb_load_misses.walk_completed", 0x0e08 },
	{ __LINE__, "skl", "dtlb_load_misses.walk_completed_4k", 0x0208 },
	{ __LINE__, "skl", "dtlb_store_misses.walk_completed", 0x0e49 },
	{ __LINE__, "skl", "dtlb_store_misses.walk_completed_4k", 0x0249 },
	{ __LINE__, "skl", "itlb_misses.walk_completed", 0x0e85 },
	{ __LINE__, "skl", "itlb_misses.walk_completed_4k", 0x0285 },
	{ __LINE__, "icl", "l1d_pend_miss.pending", 0x0148 },
	{ __LINE__, "icl", "cycle_activity.stalls_l1d_miss", 0x0c000ca3 },
	{ __LINE__, "icl", "mem_inst_retired.all_loads", 0x81d0 },
	{ __LINE__, "icl", "mem_load_retired.fb_hit", 0x40d1 },
	{ __LINE__, "icl", "dtlb_load_misses.walk_completed", 0x0e08 },
	{ __LINE__, "icl", "dtlb_store_misses.walk_completed_4k", 0x0249 },
	{ __LINE__, "icl", "itlb_misses.walk_completed", 0x0e85 },
	{ __LINE__, "spr", "l1d_pend_miss.pending", 0x0148 },
	{ __LINE__, "spr", "cycle_activity.stalls_l1d_miss", 0x0c000ca3 },
	{ __LINE__, "spr", "mem_inst_retired.all_loads", 0x81d0 },
	{ __LINE__, "spr", "mem_load_retired.l3_hit", 0x04d1 },
	{ __LINE__, "spr", "dtlb_load_misses.walk_completed", 0x0e12 },
	{ __LINE__, "spr", "dtlb_load_misses.walk_completed_4k", 0x0212 },
	{ __LINE__, "spr", "dtlb_store_misses.walk_completed", 0x0e13 },
	{ __LINE__, "spr", "dtlb_store_misses.walk_completed_4k", 0x0213 },
	{ __LINE__, "spr", "itlb_misses.walk_completed", 0x0e11 },
	{ __LINE__, "spr", "itlb_misses.walk_completed_4k", 0x0211 },
};

/*
 * Each article event through the parser on a stand-in for its model, and
 * on the registered model of that libpfm4 PMU when there is one.
 */
static enum t_result article_encodings(struct tctx *t)
{
	for (size_t i = 0; i < T_ARRAY_SIZE(article); i++) {
		const struct pms_model *ms[2] = { stand_in(article[i].pmu), NULL };

		for (size_t k = 0; k < pms_model_count(); k++) {
			const struct pms_model *m = pms_model_at(k);

			if (pms_model_pfm_pmu(m) && !strcmp(pms_model_pfm_pmu(m), article[i].pmu))
				ms[1] = m;
		}
		for (int k = 0; k < 2 && ms[k]; k++) {
			struct pms_evlist *ev = NULL;
			struct pms_event_info info;
			struct pms_diag d;
			int rc = pms_evlist_parse(ms[k], article[i].name, &ev, &d);

			if (article[i].config == ABSENT) {
				CHECK(t, rc == PMS_ENOEVENT, "line %d: %s on %s: rc %d", article[i].line,
				      article[i].name, pms_model_name(ms[k]), rc);
			} else if (rc != PMS_OK) {
				t_fail(t, __FILE__, article[i].line, "%s on %s: %s", article[i].name,
				       pms_model_name(ms[k]), d.msg);
			} else {
				pms_evlist_event(ev, 0, &info);
				CHECK(t, info.type == PMS_TYPE_RAW && info.config == article[i].config,
				      "line %d: %s on %s: 0x%llx", article[i].line, article[i].name,
				      pms_model_name(ms[k]), (unsigned long long)info.config);
			}
			pms_evlist_free(ev);
		}
	}
	return t_result(t);
}

/* The article's commands parse on the models they were written for. */
static enum t_result article_commands(struct tctx *t)
{
	static const struct { const char *pmu, *text; int n, groups; } cmds[] = {
		{ "hsw", "l1d_pend_miss.pending,cycle_activity.stalls_l1d_pending", 2, 2 },
		{ "hsw", "l1d_pend_miss.pending,cycle_activity.stalls_l1d_pending:D", 2, 2 },
		{ "hsw", "{l1d_pend_miss.pending,faults},cycle_activity.stalls_l1d_pending:D,mem_uops_retired.all_loads", 4, 3 },
		{ "hsw", "mem_load_uops_retired.l1_hit,mem_load_uops_retired.l1_miss,mem_load_uops_retired.l2_hit", 3, 3 },
		{ "hsw", "{mem_load_uops_retired.l1_hit,mem_load_uops_retired.l1_miss,mem_load_uops_retired.l2_hit ,l1d_pend_miss.pending}", 4, 1 },
		{ "hsw", "mem_load_uops_retired.l1_hit,mem_load_uops_retired.l1_miss,mem_load_uops_retired.hit_lfb,mem_load_uops_retired.l2_hit,mem_load_uops_retired.l3_hit", 5, 5 },
		{ "hsw", "dtlb_load_misses.walk_completed,dtlb_load_misses.walk_completed_4k,dtlb_store_misses.walk_completed,dtlb_store_misses.walk_completed_4k,itlb_misses.walk_completed,itlb_misses.walk_completed_4k", 6, 6 },
		{ "hsw", "{dtlb_load_misses.walk_completed,dtlb_load_misses.walk_completed_4k,dtlb_store_misses.walk_completed,dtlb_store_misses.walk_completed_4k,itlb_misses.walk_completed,itlb_misses.walk_completed_4k}", 6, 1 },
		{ "hsw", "instructions,dtlb_load_misses.walk_completed,dtlb_load_misses.walk_completed_4k,dtlb_store_misses.walk_completed,dtlb_store_misses.walk_completed_4k,itlb_misses.walk_completed,itlb_misses.walk_completed_4k", 7, 7 },
		{ "skl", "l1d_pend_miss.pending,cycle_activity.stalls_l1d_miss:D", 2, 2 },
		{ "skl", "{l1d_pend_miss.pending,faults},cycle_activity.stalls_l1d_miss:D,mem_inst_retired.all_loads", 4, 3 },
		{ "skl", "mem_load_retired.l1_hit,mem_load_retired.l1_miss,mem_load_retired.fb_hit,mem_load_retired.l2_hit,mem_load_retired.l3_hit", 5, 5 },
		{ "icl", "{dtlb_load_misses.walk_completed,dtlb_load_misses.walk_completed_4k,dtlb_store_misses.walk_completed,dtlb_store_misses.walk_completed_4k,itlb_misses.walk_completed,itlb_misses.walk_completed_4k}", 6, 1 },
		{ "snb", "stalls_l1d_pending:D,l1d_pend_miss.pending:D,instructions:D", -1, -1 },
		{ "snb", "cycle_activity.stalls_l1d_pending:D,l1d_pend_miss.pending:D,instructions:D", 3, 3 },
		{ "snb", "l1d_pend_miss.pending,cycle_activity.stalls_l1d_pending,{faults,minor-faults}", 4, 3 },
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(cmds); i++) {
		struct pms_evlist *ev = NULL;
		struct pms_diag d;
		int rc = pms_evlist_parse(stand_in(cmds[i].pmu), cmds[i].text, &ev, &d);

		if (cmds[i].n < 0) {
			CHECK(t, rc == PMS_ENOEVENT && d.pos == 0, "cmd %zu: rc %d", i, rc);
		} else if (rc != PMS_OK) {
			t_fail(t, __FILE__, __LINE__, "cmd %zu: %s at %zu", i, d.msg, d.pos);
		} else {
			CHECK(t, pms_evlist_count(ev) == cmds[i].n, "cmd %zu: %d", i, pms_evlist_count(ev));
			CHECK(t, pms_evlist_n_groups(ev) == cmds[i].groups, "cmd %zu: groups %d", i,
			      pms_evlist_n_groups(ev));
		}
		pms_evlist_free(ev);
	}
	return t_result(t);
}

/* ---- errors: code, byte position, message and hint ---- */

static const struct {
	int line;
	const char *pmu, *text;
	int rc;
	size_t pos;
	const char *msg, *hint;	/* substrings; NULL: not checked */
} errors[] = {
	{ __LINE__, "hsw", "", PMS_ESYNTAX, 0, "empty event list", NULL },
	{ __LINE__, "hsw", "   ", PMS_ESYNTAX, 0, "empty event list", NULL },
	{ __LINE__, "hsw", "cycles:uq", PMS_ESYNTAX, 8, "unknown modifier 'q'", "valid modifiers" },
	{ __LINE__, "hsw", "{cycles}:", PMS_ESYNTAX, 8, "missing modifiers", NULL },
	{ __LINE__, "hsw", "cycles:pppp", PMS_ESYNTAX, 10, "too many 'p'", NULL },
	{ __LINE__, "hsw", "cycles,,instructions", PMS_ESYNTAX, 7, "expected an event", NULL },
	{ __LINE__, "hsw", ",cycles", PMS_ESYNTAX, 0, "expected an event", NULL },
	{ __LINE__, "hsw", "cycles,", PMS_ESYNTAX, 6, "trailing ','", NULL },
	{ __LINE__, "hsw", "cycles instructions", PMS_ESYNTAX, 7, "expected ','", NULL },
	{ __LINE__, "hsw", "{}", PMS_ESYNTAX, 0, "empty group", NULL },
	{ __LINE__, "hsw", "{ }", PMS_ESYNTAX, 0, "empty group", NULL },
	{ __LINE__, "hsw", "{cycles", PMS_ESYNTAX, 0, "unterminated group", NULL },
	{ __LINE__, "hsw", "faults,{cycles,", PMS_ESYNTAX, 7, "unterminated group", NULL },
	{ __LINE__, "hsw", "{cycles,}", PMS_ESYNTAX, 8, "trailing ','", NULL },
	{ __LINE__, "hsw", "{cycles,{instructions}}", PMS_ESYNTAX, 8, "nested group", "inside a group" },
	{ __LINE__, "hsw", "cycles}", PMS_ESYNTAX, 6, "'}' without a matching '{'", NULL },
	{ __LINE__, "hsw", "cycles,instructions}", PMS_ESYNTAX, 19, "'}' without a matching '{'", NULL },
	{ __LINE__, "hsw", "}", PMS_ESYNTAX, 0, "without a matching", NULL },
	{ __LINE__, "hsw", "{cycles}:q", PMS_ESYNTAX, 9, "unknown modifier 'q'", NULL },
	{ __LINE__, "hsw", "cyc\001les", PMS_ESYNTAX, 3, "unexpected byte 0x01", NULL },
	{ __LINE__, "hsw", "cycles,\xc3\xa9", PMS_ESYNTAX, 7, "unexpected byte 0xc3", NULL },
	{ __LINE__, "hsw", "r1234567890abcdef01", PMS_ESYNTAX, 0, "64 bits", NULL },
	{ __LINE__, "hsw", "cpu/event=0x3c", PMS_ESYNTAX, 3, "unterminated term list", NULL },
	{ __LINE__, "hsw", "r0x1a8", PMS_ENOEVENT, 0, "unknown event 'r0x1a8'", "'r1a8'" },
	{ __LINE__, "hsw", "cpu/event=0x3c/:k", PMS_ESYNTAX, 15, "unexpected ':'", "'cpu/event=0x3c/u'" },
	{ __LINE__, "hsw", "cycles:W", PMS_ESYNTAX, 7, "weak group", "'{...}:W'" },
	{ __LINE__, "hsw", "cpu/event=0x13c/", PMS_ESYNTAX, 10, "too big for 'event'", NULL },
	{ __LINE__, "hsw", "cpu/cmask=256/", PMS_ESYNTAX, 10, "too big for 'cmask'", NULL },
	{ __LINE__, "hsw", "cpu/event=zz/", PMS_ESYNTAX, 10, "bad value 'zz'", NULL },
	{ __LINE__, "hsw", "cpu/bogus=1/", PMS_ESYNTAX, 4, "unknown term 'bogus'", "umask" },
	{ __LINE__, "hsw", "cpu/umask/", PMS_ESYNTAX, 4, "needs a value", NULL },
	{ __LINE__, "hsw", "cpu/cycles,cmask=1/", PMS_ESYNTAX, 0, "generic or cache", NULL },
	{ __LINE__, "hsw", "cpu/faults/", PMS_ENOEVENT, 4, "not an event of PMU 'cpu'", NULL },
	{ __LINE__, "hsw", "cpu/event=1/q", PMS_ESYNTAX, 12, "unknown modifier 'q'", NULL },
	{ __LINE__, "hsw", "cycles,foo/event=1/", PMS_ENOEVENT, 7, "unknown PMU 'foo'", "'cpu'" },
	{ __LINE__, "hsw", "{cycles,instructions:D}", PMS_EINVAL, 21, "may not be pinned", "'{...}:D'" },
	{ __LINE__, "hsw", "{cycles,instructions:ue}", PMS_EINVAL, 22, "may not be exclusive", NULL },
	{ __LINE__, "hsw", "mem_load_uops_retired.l1_mis", PMS_ENOEVENT, 0, "unknown event", "'mem_load_uops_retired.l1_miss'" },
	{ __LINE__, "hsw", "cycles,MEM_LOAD_UOPS_RETIRED:L1_MIS", PMS_ENOEVENT, 7, "unknown event", "'mem_load_uops_retired.l1_miss'" },
	{ __LINE__, "hsw", "instruction", PMS_ENOEVENT, 0, "unknown event", "'instructions'" },
	{ __LINE__, "snb", "mem_load_uops_retired.l1_miss", PMS_ENOEVENT, 0, "unknown event 'mem_load_uops_retired.l1_miss'", "'mem_load_uops_retired.l1_hit'" },
	{ __LINE__, "snb", "mem_load_uops_retired.llc_hit", PMS_ENOEVENT, 0, "unknown event", "'mem_load_uops_retired.l3_hit'" },
	{ __LINE__, "snb", "dtlb_load_misses.walk_completed_4k", PMS_ENOEVENT, 0, "unknown event", "'dtlb_load_misses.walk_completed'" },
	{ __LINE__, "skl", "cycle_activity.stalls_l1d_pending", PMS_ENOEVENT, 0, "unknown event", "'cycle_activity.stalls_l1d_miss'" },
	{ __LINE__, "hsw", "xyz::L1D_PEND_MISS:PENDING", PMS_ENOEVENT, 0, "unknown libpfm4 PMU 'xyz'", NULL },
	{ __LINE__, "hsw", "cycles,skl::l1d_pend_miss.pending", PMS_EINVAL, 7, "libpfm4 PMU 'skl'", "drop the 'skl::' prefix" },
	{ __LINE__, "hsw", "cycles:u:k", PMS_ESYNTAX, 8, "unexpected ':'", "'cycles:uk'" },
	{ __LINE__, "hsw", "CYCLES", PMS_ENOEVENT, 0, "unknown event 'CYCLES'", "case-sensitive: 'cycles'" },
	{ __LINE__, "hsw", "L1-icache-stores", PMS_ENOEVENT, 0, "invalid cache event", NULL },
	{ __LINE__, "hsw", "{cycles:pp,instructions}:pp", PMS_ESYNTAX, 25, "more than 3", NULL },
	{ __LINE__, "hsw", "slots", PMS_ENOEVENT, 0, "does not exist on model", "Ice Lake" },
	{ __LINE__, "hsw", "{cycles,topdown-retiring}", PMS_ENOEVENT, 8, "TopDown event 'topdown-retiring'", NULL },
	{ __LINE__, "icl", "{slots,topdown-heavy-ops}", PMS_ENOEVENT, 7, "does not exist", "Sapphire Rapids" },
	{ __LINE__, "icl", "cpu/topdown-retiring,cmask=1/", PMS_EINVAL, 0, "no format terms", NULL },
};

static enum t_result error_positions(struct tctx *t)
{
	for (size_t i = 0; i < T_ARRAY_SIZE(errors); i++) {
		struct pms_evlist *ev = (struct pms_evlist *)&ev;	/* must be reset to NULL */
		struct pms_diag d;
		int rc = pms_evlist_parse(stand_in(errors[i].pmu), errors[i].text, &ev, &d);

		CHECK(t, ev == NULL, "line %d: out not NULL", errors[i].line);
		if (rc == PMS_OK) {
			t_fail(t, __FILE__, errors[i].line, "'%s' parsed", errors[i].text);
			pms_evlist_free(ev);
			continue;
		}
		CHECK(t, rc == errors[i].rc && d.code == rc, "line %d: rc %d (%s)", errors[i].line, rc,
		      d.msg);
		CHECK(t, d.pos == errors[i].pos, "line %d: pos %zu (%s)", errors[i].line, d.pos, d.msg);
		if (errors[i].msg)
			CHECK(t, strstr(d.msg, errors[i].msg) != NULL, "line %d: msg '%s'",
			      errors[i].line, d.msg);
		if (errors[i].hint)
			CHECK(t, strstr(d.hint, errors[i].hint) != NULL, "line %d: hint '%s'",
			      errors[i].line, d.hint);
	}
	return t_result(t);
}

static enum t_result limits(struct tctx *t)
{
	size_t n = PMS_EVLIST_MAX_TEXT + 2;
	char *big = malloc(n);
	struct pms_evlist *ev = NULL;
	struct pms_diag d;
	int rc;

	REQUIRE(t, big != NULL, "malloc");
	memset(big, 'c', n - 1);
	big[n - 1] = '\0';
	rc = pms_evlist_parse(&t_hsw, big, &ev, &d);
	CHECK(t, rc == PMS_ELIMIT && ev == NULL, "long text: %d", rc);
	/* PMS_EVLIST_MAX_EVENTS + 1 events "cs,cs,...": event i starts at byte 3i */
	for (int i = 0; i <= PMS_EVLIST_MAX_EVENTS; i++)
		memcpy(big + (size_t)i * 3, "cs,", 3);
	big[(size_t)PMS_EVLIST_MAX_EVENTS * 3 + 2] = '\0';
	rc = pms_evlist_parse(&t_hsw, big, &ev, &d);
	CHECK(t, rc == PMS_ELIMIT && ev == NULL, "too many events: %d", rc);
	CHECK(t, d.pos == (size_t)PMS_EVLIST_MAX_EVENTS * 3, "pos %zu", d.pos);
	big[(size_t)PMS_EVLIST_MAX_EVENTS * 3 - 1] = '\0';
	rc = pms_evlist_parse(&t_hsw, big, &ev, &d);
	CHECK(t, rc == PMS_OK && pms_evlist_count(ev) == PMS_EVLIST_MAX_EVENTS, "at the limit: %d",
	      rc);
	pms_evlist_free(ev);
	/* a NULL model is the no-model parse (no_model), not an error */
	CHECK(t, pms_evlist_parse(&t_hsw, NULL, &ev, &d) == PMS_EINVAL, "NULL text");
	CHECK(t, pms_evlist_parse(&t_hsw, "cycles", NULL, &d) == PMS_EINVAL, "NULL out");
	pms_evlist_free(NULL);
out:
	free(big);
	return t_result(t);
}

/* Fail the N-th allocation for N = 0, 1, ...: ENOMEM and nothing live, until it parses. */
static enum t_result alloc_failure_walk(struct tctx *t)
{
	static const struct {
		const struct pms_model *m;
		const char *text;
		bool ok;
	} inputs[] = {
		{ &t_hsw, "{l1d_pend_miss.pending,faults},cycle_activity.stalls_l1d_pending:D,mem_uops_retired.all_loads", true },
		{ &t_hsw, "cycles,instructions,cs,r01c2,L1-dcache-load-misses,cpu/l1d_pend_miss.pending,cmask=1/u,cycles,cycles,cycles,cycles,cycles", true },
		{ &t_hsw, "g1{syscalls:sys_enter_openat:H,cycles:kppp},g2{cycles,1:3}:G,cpu/config=1,name=krava,metric-id=m/u,mem:0/4:rw/name=bp/u,mem-loads:u,duration_time", true },
		{ &t_icl, "cycles,topdown-retiring,slots,{topdown-fe-bound,cycles},{cycles,intel_bts//}", true },
		{ &t_hsw, "hsw::L1D_PEND_MISS:PENDING:c=1:u,L1D_PEND_MISS:PENDING", true },
		{ &t_hsw, "mem_load_uops_retired.l1_mis", false },
		{ &t_hsw, "{cycles,instructions:D}", false },
		{ &t_hsw, "MEM_LOAD_UOPS_RETIRED:L1_MIS", false },
	};

	for (size_t k = 0; k < T_ARRAY_SIZE(inputs); k++) {
		long live0 = pmsi_alloc_live();
		int last = PMS_ENOMEM;
		long n;

		for (n = 0; n < 2000; n++) {
			struct pms_evlist *ev = NULL;
			struct pms_diag d;

			pmsi_alloc_fail_at(n);
			last = pms_evlist_parse(inputs[k].m, inputs[k].text, &ev, &d);
			pmsi_alloc_fail_at(-1);
			if (last == PMS_ENOMEM) {
				CHECK(t, ev == NULL && d.code == PMS_ENOMEM, "input %zu n %ld", k, n);
			} else {
				pms_evlist_free(ev);
			}
			CHECK(t, pmsi_alloc_live() == live0, "input %zu n %ld: leak", k, n);
			if (last != PMS_ENOMEM)
				break;
		}
		CHECK(t, n > 0 && n < 2000, "input %zu: walk ended at %ld", k, n);
		CHECK(t, inputs[k].ok ? last == PMS_OK : last != PMS_OK, "input %zu: final rc %d", k,
		      last);
	}
	return t_result(t);
}

/* libpfm4's encodings with the privilege bits removed, and its names. */
static enum t_result pfm_bridge(struct tctx *t)
{
	uint64_t c = 0, c1 = 0;
	char *fq = NULL;
	struct pms_diag d;
	int rc = pmsi_pfm_encode("snb", "CYCLE_ACTIVITY:STALLS_L1D_PENDING", 0, 5, &c, &c1, &fq, &d);

	CHECK(t, rc == PMS_OK && c == 0x60006a3, "snb stalls: %d 0x%llx", rc, (unsigned long long)c);
	CHECK(t, fq && !strcmp(fq, "snb::CYCLE_ACTIVITY:STALLS_L1D_PENDING"), "fq %s", fq ? fq : "-");
	pmsi_free(fq);
	rc = pmsi_pfm_encode("hsw", "offcore_response_0", 0, 5, &c, &c1, &fq, &d);
	CHECK(t, rc == PMS_OK && c == 0x1b7 && c1 != 0, "offcore: 0x%llx 0x%llx",
	      (unsigned long long)c, (unsigned long long)c1);
	pmsi_free(fq);
	rc = pmsi_pfm_encode("hsw", "ivb::l1d_pend_miss.pending", 3, 5, &c, &c1, &fq, &d);
	CHECK(t, rc == PMS_EINVAL && fq == NULL && d.pos == 3, "foreign pmu: %d", rc);
	return t_result(t);
}

/* Constraints through the registered model (generic events: section 6.5). */
static enum t_result constraints_generic(struct tctx *t)
{
	const struct pms_model *m = pms_model_find("hsw");
	struct pms_env on = { .sz = sizeof(on), .kver = PMS_KVER(6, 1), .ht = true };
	struct pms_env off = { .sz = sizeof(off), .kver = PMS_KVER(6, 1), .ht = false };
	struct pms_evlist *ev = NULL;
	struct pms_constraint c;
	char buf[400];

	if (!m)
		return t_skip(t, "no hsw model registered");
	REQUIRE(t, pms_evlist_parse(m, "instructions,cycles:u,faults", &ev, NULL) == PMS_OK, "parse");
	REQUIRE(t, pms_evlist_constraint(ev, 0, &on, &c) == PMS_OK, "instructions");
	CHECK(t, c.mask == (UINT64_C(0xf) | UINT64_C(1) << PMS_FIXED0), "mask 0x%llx",
	      (unsigned long long)c.mask);
	REQUIRE(t, pms_evlist_constraint(ev, 1, &off, &c) == PMS_OK, "cycles");
	CHECK(t, c.mask == (UINT64_C(0xff) | UINT64_C(1) << (PMS_FIXED0 + 1)), "mask 0x%llx",
	      (unsigned long long)c.mask);
	CHECK(t, pms_evlist_constraint(ev, 2, &on, &c) == PMS_EINVAL, "software");
	CHECK(t, pms_evlist_describe(ev, 1, &on, buf, sizeof(buf)) == PMS_OK &&
	      strstr(buf, "generic cycles"), "%s", buf);
out:
	pms_evlist_free(ev);
	return t_result(t);
}

/*
 * Kernel masks of the article's events (model-constraints.md 7.1/7.2 and
 * the version notes there; generic events from kernel-scheduling.md 6.5).
 */
#define FX(k) (UINT64_C(1) << (PMS_FIXED0 + (k)))

static const struct {
	int line;
	const char *cpu;
	uint32_t kver;
	bool ht;
	const char *event;
	uint64_t mask;
	bool excl;
} masks[] = {
	{ __LINE__, "snb", PMS_KVER(6, 12), true, "l1d_pend_miss.pending", 0x4, false },
	{ __LINE__, "snb", PMS_KVER(6, 12), false, "l1d_pend_miss.pending", 0x4, false },
	{ __LINE__, "snb", PMS_KVER(6, 12), true, "cycle_activity.stalls_l1d_pending", 0x4, false },
	{ __LINE__, "snb", PMS_KVER(6, 12), true, "mem_uops_retired.all_loads", 0xf, true },
	{ __LINE__, "snb", PMS_KVER(6, 12), false, "mem_uops_retired.all_loads", 0xf, false },
	{ __LINE__, "snb", PMS_KVER(6, 12), true, "mem_load_uops_retired.l2_hit", 0xf, true },
	{ __LINE__, "snb", PMS_KVER(6, 12), true, "dtlb_load_misses.walk_completed", 0xf, false },
	{ __LINE__, "snb", PMS_KVER(6, 12), false, "dtlb_load_misses.walk_completed", 0xff, false },
	{ __LINE__, "ivb", PMS_KVER(6, 12), true, "cycle_activity.stalls_l1d_pending", 0x4, false },
	{ __LINE__, "ivb", PMS_KVER(6, 12), true, "mem_load_uops_retired.l1_miss", 0xf, true },
	{ __LINE__, "ivb", PMS_KVER(3, 19), true, "mem_load_uops_retired.l1_hit", 0x0, false },
	{ __LINE__, "ivb", PMS_KVER(6, 12), false, "itlb_misses.walk_completed", 0xff, false },
	{ __LINE__, "hsw", PMS_KVER(6, 12), true, "l1d_pend_miss.pending", 0x4, false },
	{ __LINE__, "hsw", PMS_KVER(6, 12), false, "cycle_activity.stalls_l1d_pending", 0x4, false },
	{ __LINE__, "hsw", PMS_KVER(3, 19), true, "cycle_activity.stalls_l1d_pending", 0xf, false },
	{ __LINE__, "hsw", PMS_KVER(3, 19), false, "cycle_activity.stalls_l1d_pending", 0xff, false },
	{ __LINE__, "hsw", PMS_KVER(6, 12), true, "mem_uops_retired.all_loads", 0xf, true },
	{ __LINE__, "hsw", PMS_KVER(6, 12), false, "mem_uops_retired.all_loads", 0xf, false },
	{ __LINE__, "hsw", PMS_KVER(3, 19), false, "mem_uops_retired.all_loads", 0xff, false },
	{ __LINE__, "hsw", PMS_KVER(6, 12), true, "mem_load_uops_retired.hit_lfb", 0xf, true },
	{ __LINE__, "hsw", PMS_KVER(6, 12), true, "dtlb_store_misses.walk_completed_4k", 0xf, false },
	{ __LINE__, "hsw", PMS_KVER(6, 12), false, "itlb_misses.walk_completed_4k", 0xff, false },
	{ __LINE__, "hsw", PMS_KVER(6, 12), true, "cycles", 0xf | FX(1), false },
	{ __LINE__, "hsw", PMS_KVER(6, 12), false, "instructions", 0xff | FX(0), false },
	{ __LINE__, "hsw", PMS_KVER(6, 12), true, "ref-cycles", FX(2), false },
	{ __LINE__, "hsw", PMS_KVER(6, 12), true, "cycles:u", 0xf | FX(1), false },
	{ __LINE__, "hsw", PMS_KVER(6, 12), true, "cpu/event=0x3c,cmask=1/", 0xf, false },
	{ __LINE__, "bdw", PMS_KVER(6, 12), true, "l1d_pend_miss.pending", 0x4, false },
	{ __LINE__, "bdw", PMS_KVER(6, 12), true, "cycle_activity.stalls_l1d_pending", 0x4, false },
	{ __LINE__, "bdw", PMS_KVER(6, 12), true, "mem_load_uops_retired.l1_hit", 0xf, false },
	{ __LINE__, "bdw", PMS_KVER(6, 12), false, "mem_load_uops_retired.l1_hit", 0xf, false },
	{ __LINE__, "bdw", PMS_KVER(4, 6), false, "mem_load_uops_retired.l1_hit", 0xff, false },
	{ __LINE__, "bdw", PMS_KVER(6, 12), false, "dtlb_load_misses.walk_completed", 0xff, false },
	{ __LINE__, "skl", PMS_KVER(6, 12), true, "l1d_pend_miss.pending", 0xf, false },
	{ __LINE__, "skl", PMS_KVER(6, 12), false, "l1d_pend_miss.pending", 0xff, false },
	{ __LINE__, "skl", PMS_KVER(6, 12), false, "cycle_activity.stalls_l1d_miss", 0xff, false },
	{ __LINE__, "skl", PMS_KVER(6, 12), true, "mem_inst_retired.all_loads", 0xf, false },
	{ __LINE__, "skl", PMS_KVER(6, 12), false, "mem_inst_retired.all_loads", 0xf, false },
	{ __LINE__, "skl", PMS_KVER(6, 12), false, "mem_load_retired.fb_hit", 0xf, false },
	{ __LINE__, "skl", PMS_KVER(4, 6), false, "mem_load_retired.fb_hit", 0xff, false },
	{ __LINE__, "skl", PMS_KVER(6, 12), false, "dtlb_load_misses.walk_completed", 0xff, false },
	{ __LINE__, "icl", PMS_KVER(6, 12), true, "l1d_pend_miss.pending", 0xf, false },
	{ __LINE__, "icl", PMS_KVER(6, 12), false, "cycle_activity.stalls_l1d_miss", 0xf, false },
	{ __LINE__, "icl", PMS_KVER(6, 12), false, "mem_load_retired.l3_hit", 0xf, false },
	{ __LINE__, "icl", PMS_KVER(6, 12), false, "dtlb_load_misses.walk_completed", 0xf, false },
	{ __LINE__, "icl", PMS_KVER(6, 12), true, "itlb_misses.walk_completed_4k", 0xf, false },
	{ __LINE__, "spr", PMS_KVER(6, 12), true, "l1d_pend_miss.pending", 0xf, false },
	{ __LINE__, "spr", PMS_KVER(6, 12), true, "cycle_activity.stalls_l1d_miss", 0xff, false },
	{ __LINE__, "spr", PMS_KVER(6, 12), true, "mem_inst_retired.all_loads", 0xf, false },
	{ __LINE__, "spr", PMS_KVER(6, 12), true, "dtlb_load_misses.walk_completed", 0xf, false },
};

static enum t_result article_masks(struct tctx *t)
{
	for (size_t i = 0; i < T_ARRAY_SIZE(masks); i++) {
		const struct pms_model *m = pms_model_find(masks[i].cpu);
		struct pms_env env = { .sz = sizeof(env), .kver = masks[i].kver, .ht = masks[i].ht,
				       .nmi_watchdog = true, .allow_tfa = true };
		struct pms_evlist *ev = NULL;
		struct pms_constraint c;
		struct pms_diag d;
		int rc;

		if (!m) {
			t_fail(t, __FILE__, masks[i].line, "no model '%s'", masks[i].cpu);
			continue;
		}
		rc = pms_evlist_parse(m, masks[i].event, &ev, &d);
		if (rc) {
			t_fail(t, __FILE__, masks[i].line, "%s: %s", masks[i].event, d.msg);
			continue;
		}
		rc = pms_evlist_constraint(ev, 0, &env, &c);
		CHECK(t, rc == PMS_OK && c.mask == masks[i].mask, "line %d: %s on %s: mask 0x%llx",
		      masks[i].line, masks[i].event, masks[i].cpu, (unsigned long long)c.mask);
		CHECK(t, rc == PMS_OK && !!(c.flags & PMS_CF_EXCL) == masks[i].excl,
		      "line %d: excl flag 0x%x", masks[i].line, c.flags);
		pms_evlist_free(ev);
	}
	return t_result(t);
}

/*
 * No CPU model (a host whose model is not known, pms_evlist_parse(NULL)):
 * the names perf resolves on any machine, from perf's own tables
 * (tools/perf/util/parse-events.c event_symbols_hw[] and
 * event_symbols_sw[]: PERF_TYPE_HARDWARE 0 cycles .. 9 ref-cycles,
 * PERF_TYPE_SOFTWARE 0 cpu-clock, 1 task-clock, 2 page-faults/faults,
 * 3 context-switches/cs, 4 cpu-migrations/migrations; util/evsel.c
 * evsel__hw_cache[]: L1-dcache-loads is PERF_TYPE_HW_CACHE config 0),
 * "rNNN" as PERF_TYPE_RAW (parse-events.l), groups and modifiers as with a
 * model; a model's event name is refused, naming the token and its offset.
 */
static enum t_result no_model(struct tctx *t)
{
	static const struct {
		const char *text;
		int n;
		uint32_t type[4];
		uint64_t config[4];
		int leader[4];
	} ok[] = {
		{ "{cycles,instructions}:u,task-clock,r1a2", 4, { 0, 0, 1, 4 }, { 0, 1, 1, 0x1a2 },
		  { 0, 0, 2, 3 } },
		{ "cs,faults,migrations,ref-cycles", 4, { 1, 1, 1, 0 }, { 3, 2, 4, 9 },
		  { 0, 1, 2, 3 } },
		{ "L1-dcache-loads", 1, { 3 }, { 0 }, { 0 } },
	};
	struct pms_evlist *ev = NULL;
	struct pms_diag d;
	struct pms_event_info info;
	struct pms_event_attr a = { .sz = sizeof(a) };

	for (size_t k = 0; k < sizeof(ok) / sizeof(ok[0]); k++) {
		int rc = pms_evlist_parse(NULL, ok[k].text, &ev, &d);

		CHECK(t, rc == PMS_OK && pms_evlist_count(ev) == ok[k].n, "%s: %d %s", ok[k].text,
		      rc, d.msg);
		for (int i = 0; rc == PMS_OK && i < ok[k].n; i++) {
			CHECK(t, pms_evlist_event(ev, i, &info) == PMS_OK &&
			      info.type == ok[k].type[i] && info.config == ok[k].config[i] &&
			      info.leader == ok[k].leader[i], "%s: event %d type %u config %#llx "
			      "leader %d", ok[k].text, i, info.type, (unsigned long long)info.config,
			      info.leader);
		}
		pms_evlist_free(ev);
		ev = NULL;
	}
	/* ":u" on the group: every member counts user only (exclude_kernel, _hv) */
	CHECK(t, pms_evlist_parse(NULL, "{cycles,instructions}:u", &ev, &d) == PMS_OK &&
	      pms_evlist_attr(ev, 1, &a) == PMS_OK && !a.exclude_user && a.exclude_kernel &&
	      a.exclude_hv, "group :u");
	pms_evlist_free(ev);
	ev = NULL;
	/* W marks the group weak, D pins, e makes exclusive */
	CHECK(t, pms_evlist_parse(NULL, "{branches,branch-misses}:W,ref-cycles:D,cs:e", &ev,
				  &d) == PMS_OK && pms_evlist_event(ev, 1, &info) == PMS_OK &&
	      info.weak && pms_evlist_event(ev, 2, &info) == PMS_OK && info.pinned &&
	      pms_evlist_event(ev, 3, &info) == PMS_OK && info.exclusive, "W, D, e");
	pms_evlist_free(ev);
	ev = NULL;
	CHECK(t, pms_evlist_parse(NULL, "cycles,inst_retired.any", &ev, &d) == PMS_ENOEVENT &&
	      !ev && d.pos == 7 && strstr(d.msg, "'inst_retired.any'"), "model event: %zu %s",
	      d.pos, d.msg);
	CHECK(t, pms_evlist_parse(NULL, "cycles:q", &ev, &d) == PMS_ESYNTAX && d.pos == 7,
	      "bad modifier: %zu %s", d.pos, d.msg);
	CHECK(t, pms_evlist_parse(NULL, "{cycles", &ev, &d) == PMS_ESYNTAX && d.pos == 0,
	      "unbalanced group: %zu %s", d.pos, d.msg);
	return t_result(t);
}

const struct t_case t_evlist_cases[] = {
	{ "article_masks", article_masks },
	{ "grammar_forms", grammar_forms },
	{ "event_info", event_info },
	{ "no_model", no_model },
	{ "article_encodings", article_encodings },
	{ "article_commands", article_commands },
	{ "error_positions", error_positions },
	{ "limits", limits },
	{ "alloc_failure_walk", alloc_failure_walk },
	{ "pfm_bridge", pfm_bridge },
	{ "constraints_generic", constraints_generic },
	{ NULL, NULL }
};
