/*
 * The metric atlas (pmusched/atlas.h): verdicts derived by hand from the
 * counters and perf's list building; every grouping it prints checked in
 * predict (pms_query_predict(), independent of the atlas); every
 * "constraint needed" flipping from not counting to counting when applied
 * in the list-building model; conditions refused with their position.
 *
 * Sources: util/metricgroup.c metric__group_events() of perf 6.12.117 and
 * 7.3.4 (the four MetricConstraint values), util/evlist.c
 * evlist__reset_weak_group() (a weak group refused at open is reopened
 * one by one), arch/x86/events/core.c validate_group() (the kernel checks
 * a group on a fake context without the NMI watchdog, so a group that
 * needs the watchdog's counter opens and then never schedules), and
 * intel_pmu_init() (Skylake: 4 GP counters per thread with SMT, 8
 * without; the watchdog's cycles event sits on FIXED1).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "../test.h"

static const struct pms_atlas_entry *find(const struct pms_atlas *a, const char *name)
{
	for (int i = 0; i < pms_atlas_n_entries(a); i++)
		if (!strcmp(pms_atlas_entry(a, i)->name, name))
			return pms_atlas_entry(a, i);
	return NULL;
}

static struct pms_atlas *make(struct tctx *t, const char *cpu, const char *only,
			      const char *conds, unsigned flags)
{
	struct pms_atlas_cond c[PMS_ATLAS_MAX_CONDS];
	struct pms_atlas_opts o = PMS_ATLAS_OPTS_INIT;
	struct pms_atlas *a = NULL;
	struct pms_diag d;
	int n = 0;

	CHECK(t, pms_atlas_cond_parse(conds, c, PMS_ATLAS_MAX_CONDS, &n, &d) == PMS_OK,
	      "conditions: %s", d.msg);
	o.kver = PMS_KVER(7, 3);
	o.perf_version = PMS_KVER(7, 3);
	o.conds = c;
	o.n_conds = n;
	o.only = only;
	o.flags = flags;
	CHECK(t, pms_atlas_new(pms_model_find(cpu), &o, &a, &d) == PMS_OK, "atlas: %s", d.msg);
	return a;
}

/*
 * Skylake, kernel and perf 7.3, by hand:
 * - tma_info_thread_ipc reads INST_RETIRED.ANY (FIXED0) and
 *   CPU_CLK_UNHALTED.THREAD (FIXED1, or a GP counter when the watchdog
 *   holds FIXED1): fits under every condition, all the time.
 * - tma_fetch_latency reads four GP-only events (REF_XCLK,
 *   IDQ_UOPS_NOT_DELIVERED.CORE and its cmask form, ONE_THREAD_ACTIVE)
 *   and THREAD.  With SMT (4 GP) and perf's watchdog on FIXED1 it needs 5
 *   GP: validate_group() passes (no watchdog there), the group never
 *   schedules.  SMT off (8 GP), the buddy watchdog (no counter) or none
 *   (FIXED1 free): it fits.  perf 7.3's JSON carries no constraint: perf
 *   lacks one, and both _SMT and _NMI would ungroup it where it fails.
 * - tma_assists reads 10 events, 8 of them GP-only: with SMT the kernel
 *   refuses the group at open (8 > 4), perf reopens them one by one
 *   (multiplexed); SMT off with perf's watchdog it needs 9 GP of 8: opens,
 *   never schedules.  Only _NMI covers that condition (SMT is off there).
 */
static enum t_result skl_by_hand(struct tctx *t)
{
	struct pms_atlas *a = make(t, "skl", "tma_info_thread_ipc,tma_fetch_latency,tma_assists",
				   "wd=perf/smt=on,wd=perf/smt=off,wd=buddy/smt=on,wd=off/smt=on",
				   PMS_ATLAS_NO_BEST);
	const struct pms_atlas_entry *e;

	REQUIRE(t, a, "no atlas");
	REQUIRE(t, (e = find(a, "tma_info_thread_ipc")), "ipc missing");
	for (int k = 0; k < 4; k++)
		CHECK(t, e->cells[k].verdict == PMS_ATLAS_COUNTS && e->cells[k].together,
		      "ipc cond %d: %s", k, pms_atlas_verdict_name(e->cells[k].verdict));
	CHECK(t, e->needed == PMS_ATLAS_CON_NONE && e->cmp == PMS_ATLAS_AGREE, "ipc needs none");

	REQUIRE(t, (e = find(a, "tma_fetch_latency")), "fetch_latency missing");
	CHECK(t, e->cells[0].verdict == PMS_ATLAS_NEVER, "fetch_latency perf/smt: %s",
	      pms_atlas_verdict_name(e->cells[0].verdict));
	for (int k = 1; k < 4; k++)
		CHECK(t, e->cells[k].verdict == PMS_ATLAS_COUNTS && e->cells[k].together,
		      "fetch_latency cond %d: %s", k, pms_atlas_verdict_name(e->cells[k].verdict));
	CHECK(t, e->fail_conds == 1u, "fails under %#x, want condition 0", e->fail_conds);
	CHECK(t, e->perf_con == PMS_ATLAS_CON_NONE && e->cmp == PMS_ATLAS_PERF_LACKS, "perf lacks");
	CHECK(t, (e->sufficient & (1u << PMS_ATLAS_CON_SMT)) &&
	      (e->sufficient & (1u << PMS_ATLAS_CON_NMI)), "SMT and NMI both suffice: %#x",
	      e->sufficient);
	/* NMI applies under 3 of the 4 conditions (perf, buddy), SMT under 3: SMT on a tie */
	CHECK(t, e->needed == PMS_ATLAS_CON_SMT, "needed %s", pms_atlas_con_name(e->needed));

	REQUIRE(t, (e = find(a, "tma_assists")), "assists missing");
	CHECK(t, e->cells[0].verdict == PMS_ATLAS_MULTIPLEX && !e->cells[0].together,
	      "assists perf/smt=on: %s", pms_atlas_verdict_name(e->cells[0].verdict));
	CHECK(t, e->cells[1].verdict == PMS_ATLAS_NEVER, "assists perf/smt=off: %s",
	      pms_atlas_verdict_name(e->cells[1].verdict));
	CHECK(t, (e->reset_conds & 1u), "assists: weak group reset under smt=on (%#x)",
	      e->reset_conds);
	CHECK(t, e->fail_conds == 2u && e->needed == PMS_ATLAS_CON_NMI,
	      "assists fails %#x, needs %s", e->fail_conds, pms_atlas_con_name(e->needed));
out:
	pms_atlas_free(a);
	return t_result(t);
}

/*
 * Every grouping the atlas prints, simulated in predict under the same
 * conditions (the query API, not the atlas): every event counted, the
 * lowest share as claimed, and as many rotation slots' worth of time.
 */
static enum t_result best_schedules_in_predict(struct tctx *t)
{
	struct pms_atlas *a = make(t, "skl", "tma_fetch_latency,tma_assists,tma_fb_full,"
				   "tma_info_thread_ipc,TopdownL1",
				   "wd=perf/smt=on,wd=perf/smt=off,wd=off/smt=on", 0);
	int checked = 0;

	REQUIRE(t, a, "no atlas");
	for (int i = 0; i < pms_atlas_n_entries(a); i++) {
		const struct pms_atlas_entry *e = pms_atlas_entry(a, i);

		for (int k = 0; k < pms_atlas_n_conds(a); k++) {
			const struct pms_atlas_cell *c = &e->cells[k];
			const struct pms_atlas_cond *kc = pms_atlas_cond(a, k);
			struct pms_query *q = NULL;
			struct pms_answer *an = NULL;
			struct pms_diag d;
			double lowest = 100;

			if (!c->best)
				continue;
			REQUIRE(t, pms_query_new(&q, &d) == PMS_OK, "query");
			pms_query_set(q, "cpu", "skl", &d);
			pms_query_set(q, "kernel", "7.3", &d);
			pms_query_set(q, "perf-version", "7.3", &d);
			pms_query_set(q, "ht", kc->smt ? "on" : "off", &d);
			pms_query_set(q, "nmi-watchdog", kc->wd == PMS_ATLAS_WD_PERF ? "on" : "off",
				      &d);
			if (pms_query_predict(q, c->best, &an, &d) != PMS_OK) {
				CHECK(t, 0, "%s cond %d: '%s' does not predict: %s", e->name, k,
				      c->best, d.msg);
				pms_query_free(q);
				continue;
			}
			for (int x = 0; x < pms_answer_n_events(an); x++) {
				struct pms_answer_event ev = { .sz = sizeof(ev) };

				pms_answer_event(an, x, &ev);
				CHECK(t, ev.status == PMS_ST_COUNTED && ev.running_ns > 0,
				      "%s cond %d: %s not counted in '%s'", e->name, k, ev.name,
				      c->best);
				if (ev.enabled_ns && 100.0 * (double)ev.running_ns /
				    (double)ev.enabled_ns < lowest)
					lowest = 100.0 * (double)ev.running_ns / (double)ev.enabled_ns;
			}
			CHECK(t, fabs(lowest - c->best_lowest) < 0.01,
			      "%s cond %d: lowest %.2f%% in predict, atlas says %.2f%%", e->name, k,
			      lowest, c->best_lowest);
			/* k slots rotating: each gets 1/k of the time at least */
			CHECK(t, c->best_slots < 1 || lowest + 0.01 >= 100.0 / c->best_slots,
			      "%s cond %d: %d slots but lowest %.2f%%", e->name, k, c->best_slots,
			      lowest);
			checked++;
			pms_answer_free(an);
			pms_query_free(q);
		}
	}
	CHECK(t, checked >= 10, "only %d groupings checked", checked);
out:
	pms_atlas_free(a);
	return t_result(t);
}

/* Did every event of @l count when simulated under @so? */
static int counts(struct tctx *t, const struct pms_model *m, struct pms_mlist *l,
		  const struct pms_sim_opts *so, const char *cputype)
{
	struct pms_evlist_opts eo = PMS_EVLIST_OPTS_INIT;
	struct pms_evlist *ev = NULL;
	struct pms_sim *s = NULL;
	struct pms_diag d;
	int ok = 1;

	eo.env = &so->env;
	eo.perf_version = so->perf_version;
	eo.cputype = cputype;
	if (pms_evlist_parse_opts(m, pms_mlist_text(l), &eo, &ev, &d) ||
	    pms_simulate(ev, so, &s, &d)) {
		CHECK(t, 0, "'%s': %s", pms_mlist_text(l), d.msg);
		ok = -1;
	}
	for (int i = 0; ok > 0 && i < pms_sim_n_events(s); i++)
		if (pms_sim_result(s, i)->status != PMS_ST_COUNTED ||
		    !pms_sim_result(s, i)->running_ns)
			ok = 0;
	pms_sim_free(s);
	pms_evlist_free(ev);
	return ok;
}

/*
 * The default set (perf 6.19+, perf stat -ddd: Default to Default4), each
 * condition's plan as pms_atlas_query() and pms_query_plan() give it:
 * - the run count equals the planner's lower bound (proven);
 * - each run's list, predicted in a query set up here by hand from the
 *   condition (not through the atlas), counts every event all the time;
 * - on Zen 4 every hardware event of the set takes any of the 6 GP
 *   counters of a thread (amd_pmu_init(), arch/x86/events/amd/core.c 7.3.4;
 *   no fixed counters) and the perf watchdog holds one of them
 *   (kernel/watchdog_perf.c), so the runs cannot be fewer than the
 *   hardware events over the free counters: that bound, counted from the
 *   prediction, must equal the run count too.
 */
static int default_plan(struct tctx *t, const char *cpu, const char *conds, int zen_gp)
{
	struct pms_atlas *a = make(t, cpu, "Default", conds, PMS_ATLAS_GROUPS | PMS_ATLAS_NO_BEST);
	int checked = 0;

	if (!a)
		return 0;
	for (int k = 0; k < pms_atlas_n_conds(a); k++) {
		const struct pms_atlas_cond *kc = pms_atlas_cond(a, k);
		struct pms_query *q = NULL, *p = NULL;
		struct pms_answer *an = NULL;
		struct pms_plan_bound b;
		struct pms_diag d;
		int n, hw = 0;

		if (pms_atlas_query(a, k, &q, &d) || pms_query_set(q, "detailed", "3", &d) ||
		    pms_query_plan(q, NULL, -1, &an, &d)) {
			CHECK(t, 0, "%s cond %d: not planned: %s", cpu, k, d.msg);
			pms_query_free(q);
			continue;
		}
		n = pms_answer_n_runs(an);
		pms_plan_bound(pms_answer_plan(an), &b);
		CHECK(t, n >= 1 && n == b.n_slots && n == b.lower_bound && b.proven,
		      "%s cond %d: %d runs, bound %d", cpu, k, n, b.lower_bound);
		CHECK(t, pms_query_new(&p, &d) == PMS_OK, "query");
		pms_query_set(p, "cpu", cpu, &d);
		pms_query_set(p, "kernel", "7.3", &d);
		pms_query_set(p, "perf-version", "7.3", &d);
		pms_query_set(p, "ht", kc->smt ? "on" : "off", &d);
		pms_query_set(p, "nmi-watchdog", kc->wd == PMS_ATLAS_WD_PERF ? "on" : "off", &d);
		for (int r = 0; r < n; r++) {
			struct pms_answer *pr = NULL;
			const char *list = pms_answer_run_list(an, r);

			if (pms_query_predict(p, list, &pr, &d)) {
				CHECK(t, 0, "%s cond %d run %d: '%s': %s", cpu, k, r, list, d.msg);
				continue;
			}
			for (int x = 0; x < pms_answer_n_events(pr); x++) {
				struct pms_answer_event ev = { .sz = sizeof(ev) };

				pms_answer_event(pr, x, &ev);
				CHECK(t, ev.status == PMS_ST_COUNTED && ev.running_ns == ev.enabled_ns &&
				      ev.enabled_ns > 0, "%s cond %d run %d: %s at %.2f%% in '%s'",
				      cpu, k, r, ev.name, ev.percent, list);
				hw += ev.counters != 0;
			}
			pms_answer_free(pr);
		}
		if (zen_gp) {
			int free_gp = zen_gp - (kc->wd == PMS_ATLAS_WD_PERF);

			CHECK(t, n == (hw + free_gp - 1) / free_gp,
			      "%s cond %d: %d hardware events on %d counters, %d runs", cpu, k, hw,
			      free_gp, n);
		}
		checked++;
		pms_query_free(p);
		pms_answer_free(an);
		pms_query_free(q);
	}
	pms_atlas_free(a);
	return checked;
}

/*
 * Uncore metrics: the events of a CPU-wide-only PMU (intel/uncore.c
 * uncore_pmu_event_init() refuses event->cpu < 0, 7.3.4) are judged system
 * wide where the model has the PMU (spr's iMC: 8 boxes of 4 counters,
 * uncore_spr_imc), and the best grouping counts in predict with -a; where
 * the model lacks the PMU (skl: no uncore_arb) the metric stays not
 * modelled, naming the event.
 */
static enum t_result uncore_metrics(struct tctx *t)
{
	struct pms_atlas *a = make(t, "spr", "tma_info_system_dram_bw_use",
				   "wd=perf/smt=on,wd=off/smt=off", 0);
	struct pms_atlas *b = make(t, "skl", "tma_info_system_dram_bw_use", "wd=perf/smt=on",
				   PMS_ATLAS_NO_BEST);
	const struct pms_atlas_entry *e;

	REQUIRE(t, a && b, "no atlas");
	e = find(a, "tma_info_system_dram_bw_use");
	REQUIRE(t, e, "spr: no entry");
	for (int k = 0; k < pms_atlas_n_conds(a); k++) {
		const struct pms_atlas_cell *c = &e->cells[k];
		struct pms_query *q = NULL;
		struct pms_answer *an = NULL;
		struct pms_diag d;

		CHECK(t, c->verdict == PMS_ATLAS_COUNTS && c->note && strstr(c->note, "system wide"),
		      "spr cond %d: %s, note '%s'", k, pms_atlas_verdict_name(c->verdict),
		      c->note ? c->note : "");
		if (!c->best)
			continue;
		REQUIRE(t, pms_query_new(&q, &d) == PMS_OK, "query");
		pms_query_set(q, "cpu", "spr", &d);
		pms_query_set(q, "kernel", "7.3", &d);
		pms_query_set(q, "perf-version", "7.3", &d);
		pms_query_set(q, "all-cpus", "on", &d);
		if (pms_query_predict(q, c->best, &an, &d) == PMS_OK) {
			for (int x = 0; x < pms_answer_n_events(an); x++) {
				struct pms_answer_event ev = { .sz = sizeof(ev) };

				pms_answer_event(an, x, &ev);
				CHECK(t, ev.status == PMS_ST_COUNTED && ev.running_ns == ev.enabled_ns,
				      "spr cond %d: %s at %.2f%% in '%s'", k, ev.name, ev.percent,
				      c->best);
			}
		} else {
			CHECK(t, 0, "spr cond %d: '%s': %s", k, c->best, d.msg);
		}
		pms_answer_free(an);
		pms_query_free(q);
	}
	e = find(b, "tma_info_system_dram_bw_use");
	REQUIRE(t, e, "skl: no entry");
	/* skl's model has no uncore_arb: the parse refuses the event, named */
	CHECK(t, e->cells[0].verdict == PMS_ATLAS_NOT_MODELLED && e->cells[0].note &&
	      strstr(e->cells[0].note, "UNC_ARB_TRK_REQUESTS.ALL"), "skl: %s, note '%s'",
	      pms_atlas_verdict_name(e->cells[0].verdict),
	      e->cells[0].note ? e->cells[0].note : "");
out:
	pms_atlas_free(a);
	pms_atlas_free(b);
	return t_result(t);
}

static enum t_result default_set_plans(struct tctx *t)
{
	const char *conds = "wd=perf/smt=on,wd=perf/smt=off,wd=buddy/smt=on,wd=off/smt=off";

	CHECK(t, default_plan(t, "zen4", conds, 6) == 4, "zen4: not every condition planned");
	CHECK(t, default_plan(t, "skl", conds, 0) == 4, "skl: not every condition planned");
	CHECK(t, default_plan(t, "icl", conds, 0) == 4, "icl: not every condition planned");
	return t_result(t);
}

/*
 * Every "constraint needed" of the atlas, on three models of three
 * families, applied in the list-building model: under each condition
 * where it matters the list without a constraint leaves an event
 * uncounted, and with the constraint every event counts.
 */
static enum t_result needed_flips(struct tctx *t)
{
	static const char *const cpus[] = { "skl", "icl", "spr" };
	int flips = 0;

	for (size_t ci = 0; ci < T_ARRAY_SIZE(cpus); ci++) {
		const struct pms_model *m = pms_model_find(cpus[ci]);
		struct pms_atlas *a = make(t, cpus[ci], NULL, "wd=perf/smt=on,wd=perf/smt=off,"
					   "wd=off/smt=on", PMS_ATLAS_NO_BEST);

		REQUIRE(t, a, "no atlas for %s", cpus[ci]);
		for (int i = 0; i < pms_atlas_n_entries(a); i++) {
			const struct pms_atlas_entry *e = pms_atlas_entry(a, i);

			if (e->is_group || !e->fail_conds)
				continue;
			CHECK(t, e->needed != PMS_ATLAS_CON_NONE, "%s: fails but needs none",
			      e->name);
			for (int k = 0; k < pms_atlas_n_conds(a); k++) {
				const struct pms_atlas_cond *kc = pms_atlas_cond(a, k);
				struct pms_mlist *l0 = NULL, *l1 = NULL;
				struct pms_sim_opts so;
				struct pms_diag d;

				if (!(e->fail_conds & (1u << k)))
					continue;
				if (pms_atlas_build_list(m, PMS_KVER(7, 3), PMS_KVER(7, 3), kc,
							 e->name, PMS_ATLAS_CON_NONE, &l0, &so,
							 &d) ||
				    pms_atlas_build_list(m, PMS_KVER(7, 3), PMS_KVER(7, 3), kc,
							 e->name, e->needed, &l1, NULL, &d)) {
					CHECK(t, 0, "%s: %s", e->name, d.msg);
				} else {
					CHECK(t, strcmp(pms_mlist_text(l0), pms_mlist_text(l1)),
					      "%s cond %d: the constraint changes nothing", e->name,
					      k);
					CHECK(t, counts(t, m, l0, &so, NULL) == 0,
					      "%s cond %d: counts without %s", e->name, k,
					      pms_atlas_con_name(e->needed));
					CHECK(t, counts(t, m, l1, &so, NULL) == 1,
					      "%s cond %d: %s does not make it count", e->name, k,
					      pms_atlas_con_name(e->needed));
					flips++;
				}
				pms_mlist_free(l0);
				pms_mlist_free(l1);
			}
		}
		pms_atlas_free(a);
	}
	CHECK(t, flips >= 10, "only %d flips checked", flips);
out:
	return t_result(t);
}

/* Conditions: the settings, their defaults, and bad tokens at their place. */
static enum t_result conditions(struct tctx *t)
{
	struct pms_atlas_cond c[4];
	struct pms_diag d;
	char name[64];
	int n = 0;

	CHECK(t, pms_atlas_cond_parse("wd=buddy/smt=off/gp=4,core=cpu_atom", c, 4, &n, &d) ==
	      PMS_OK && n == 2, "parse: %s", d.msg);
	CHECK(t, c[0].wd == PMS_ATLAS_WD_BUDDY && !c[0].smt && c[0].gp == 4, "first");
	CHECK(t, c[1].wd == PMS_ATLAS_WD_PERF && c[1].smt && !strcmp(c[1].core, "cpu_atom"),
	      "second: defaults wd=perf, smt=on");
	pms_atlas_cond_name(&c[0], name, sizeof(name));
	CHECK(t, !strcmp(name, "wd=buddy/smt=off/gp=4"), "name '%s'", name);
	/* the buddy watchdog: perf reads nmi_watchdog=1 (metric__group_events()
	 * ungroups _NMI metrics), the kernel holds no counter */
	CHECK(t, pms_atlas_con_applies(PMS_ATLAS_CON_NMI, &c[0]), "NMI applies under buddy");
	CHECK(t, !pms_atlas_con_applies(PMS_ATLAS_CON_SMT, &c[0]), "SMT off");
	CHECK(t, pms_atlas_cond_parse("wd=perf,smt=maybe", c, 4, &n, &d) == PMS_ESYNTAX &&
	      d.pos == 8 && d.len == 9, "bad token at 8+9: %zu+%zu", d.pos, d.len);
	CHECK(t, pms_atlas_cond_parse("wd=perf,,", c, 4, &n, &d) == PMS_ESYNTAX && d.pos == 8,
	      "empty condition at 8: %zu", d.pos);
	CHECK(t, pms_atlas_cond_parse("smt=on,smt=on,smt=on", c, 2, &n, &d) == PMS_ELIMIT,
	      "more than the caller's array");
	CHECK(t, pms_atlas_cond_default(pms_model_find("adl"), c, 4) == 4,
	      "default set cut at the caller's array");
	return t_result(t);
}

/* Refusals: perf before 6.4, an unknown name with its position. */
static enum t_result refusals(struct tctx *t)
{
	struct pms_atlas_opts o = PMS_ATLAS_OPTS_INIT;
	struct pms_atlas *a = NULL;
	struct pms_diag d;

	o.perf_version = PMS_KVER(6, 1);
	CHECK(t, pms_atlas_new(pms_model_find("skl"), &o, &a, &d) == PMS_ENOTSUP && !a,
	      "perf 6.1 refused");
	o.perf_version = PMS_KVER(7, 3);
	o.only = "tma_info_thread_ipc,no_such_metric";
	o.flags = PMS_ATLAS_NO_BEST;
	CHECK(t, pms_atlas_new(pms_model_find("skl"), &o, &a, &d) == PMS_ENOEVENT && !a &&
	      d.pos == 20 && d.len == 14, "unknown name at 20+14: %zu+%zu", d.pos, d.len);
	return t_result(t);
}

/*
 * Alder Lake, perf 7.3: metrics without a Unit belong to default_core,
 * which perf 7.3.4 resolves to the first core PMU by name, cpu_atom
 * (util/pmus.c; metricgroup.c match_pm_metric_or_groups()).  So --cputype
 * core does not find lpm_fpu_128_double_ops (intel_metrics.py IntelFpu(),
 * 7.3.4), and --cputype atom selects it but its FP_ARITH_INST_RETIRED
 * events exist on cpu_core only, so the list fails to parse.  The reason
 * names both, by condition, with perf's messages: real perf 7.3.4 on the
 * fake adl says "Cannot find metric or group `lpm_l2_totals_in'" under
 * --cputype core and "event syntax error: ... Bad event or PMU" / "Unable
 * to find PMU or event on a PMU of 'L2_LINES_IN.ALL'" under --cputype atom
 * (tests/oracle/adl.txt, cases "--cputype core -M lpm_l2_totals_in",
 * "--cputype atom -M lpm_l2_totals_in" and lpm_ldst_ret_lds_1).  Such a
 * metric is counted as refused in the summary, never as "always".
 */
static enum t_result hybrid_reason(struct tctx *t)
{
	struct pms_atlas *a = make(t, "adl", "lpm_fpu_128_double_ops",
				   "core=cpu_core,core=cpu_atom", PMS_ATLAS_NO_BEST);
	char why[512];

	struct pms_atlas_summary s;

	REQUIRE(t, a && pms_atlas_n_entries(a) == 1, "one entry");
	CHECK(t, pms_atlas_entry(a, 0)->cells[0].verdict == PMS_ATLAS_ABSENT &&
	      pms_atlas_entry(a, 0)->cells[1].verdict == PMS_ATLAS_REFUSED, "verdicts %d %d",
	      pms_atlas_entry(a, 0)->cells[0].verdict, pms_atlas_entry(a, 0)->cells[1].verdict);
	pms_atlas_reason(a, 0, why, sizeof(why));
	CHECK(t, strstr(why, "not a metric under wd=perf/smt=on/core=cpu_core (perf: Cannot find "
			"metric or group `lpm_fpu_128_double_ops'); under "
			"wd=perf/smt=on/core=cpu_atom: perf --cputype cpu_atom refuses it (event "
			"syntax error: Bad event or PMU; Unable to find PMU or event on a PMU of "
			"'FP_ARITH_INST_RETIRED.128B_PACKED_DOUBLE')"),
	      "reason: %s", why);
	pms_atlas_summarize(a, &s);
	CHECK(t, s.metrics == 1 && s.refused == 1 && s.always == 0 && s.not_modelled == 0,
	      "summary: refused %d always %d not modelled %d", s.refused, s.always,
	      s.not_modelled);
	pms_atlas_free(a);
	/* absent under every condition: refused too, not "always" (the summary
	 * rule a first try got wrong) */
	a = make(t, "adl", "lpm_fpu_128_double_ops", "core=cpu_core,wd=off/core=cpu_core",
		 PMS_ATLAS_NO_BEST);
	REQUIRE(t, a && pms_atlas_n_entries(a) == 1, "one entry");
	pms_atlas_summarize(a, &s);
	CHECK(t, s.refused == 1 && s.always == 0, "absent everywhere: refused %d always %d",
	      s.refused, s.always);
	/* a metric of one core type only counts where it is one: not refused */
	pms_atlas_free(a);
	a = make(t, "adl", "tma_branch_resteer", "core=cpu_core,core=cpu_atom", PMS_ATLAS_NO_BEST);
	REQUIRE(t, a && pms_atlas_n_entries(a) == 1, "one entry");
	pms_atlas_summarize(a, &s);
	CHECK(t, s.refused == 0 && s.always == 1, "atom-only metric: refused %d always %d",
	      s.refused, s.always);
out:
	pms_atlas_free(a);
	return t_result(t);
}

/*
 * The planner's units (plan.c build_units()): a group it splits is cut
 * into single events from its leader on, a slots event inside it too.
 * The atlas plans the one-call parse of a group's list, where perf 7.3
 * regroups topdown events and slots may sit inside another leader's group
 * (spr tma_serializing_operation_group at 7.3, perf 6.13+ order:
 * arch_evlist__cmp(), arch/x86/util/evlist.c 7.3.4); a mid-group slots
 * once took the whole group's size from there and ran past the list.
 */
static enum t_result split_group_slots_member(struct tctx *t)
{
	struct pms_atlas *a = make(t, "spr", "tma_serializing_operation_group", "wd=perf/smt=on",
				   PMS_ATLAS_GROUPS);
	const struct pms_atlas_entry *e;

	REQUIRE(t, a, "no atlas");
	REQUIRE(t, (e = find(a, "tma_serializing_operation_group")), "group missing");
	CHECK(t, e->cells[0].best != NULL && e->cells[0].best[0], "no best grouping");
out:
	pms_atlas_free(a);
	return t_result(t);
}

/*
 * Skylake, kernel and perf 7.3: C2_Pkg_Residency reads cstate_pkg/c2-residency/
 * and msr/tsc/, tma_info_system_power power/energy-pkg/ (perf 7.3.4's
 * skylake metrics).  Both PMUs are free-running MSR readers: an add never
 * fails (intel/cstate.c cstate_pmu_event_add(), rapl.c rapl_pmu_event_add()
 * take no counter), so every condition counts all the time; their
 * event_init() refuses a per-task event (event->cpu < 0), so the metric is
 * judged system wide and the note says so.
 */
static enum t_result cstate_power_metrics(struct tctx *t)
{
	struct pms_atlas *a = make(t, "skl", "C2_Pkg_Residency,tma_info_system_power",
				   "wd=perf/smt=on,wd=off/smt=off", PMS_ATLAS_NO_BEST);
	const char *names[] = { "C2_Pkg_Residency", "tma_info_system_power" };
	const char *pmus[] = { "cstate_pkg", "power" };

	REQUIRE(t, a, "no atlas");
	for (int i = 0; i < 2; i++) {
		const struct pms_atlas_entry *e = find(a, names[i]);

		REQUIRE(t, e, "%s missing", names[i]);
		for (int k = 0; k < 2; k++)
			CHECK(t, e->cells[k].verdict == PMS_ATLAS_COUNTS &&
			      strstr(e->cells[k].note, "system wide") &&
			      strstr(e->cells[k].note, pmus[i]),
			      "%s cond %d: %s (%s)", names[i], k,
			      pms_atlas_verdict_name(e->cells[k].verdict), e->cells[k].note);
	}
out:
	pms_atlas_free(a);
	return t_result(t);
}

const struct t_case t_atlas_cases[] = {
	{ "skl_by_hand", skl_by_hand },
	{ "best_schedules_in_predict", best_schedules_in_predict },
	{ "needed_flips", needed_flips },
	{ "default_set_plans", default_set_plans },
	{ "uncore_metrics", uncore_metrics },
	{ "conditions", conditions },
	{ "refusals", refusals },
	{ "hybrid_reason", hybrid_reason },
	{ "split_group_slots_member", split_group_slots_member },
	{ "cstate_power_metrics", cstate_power_metrics },
	{ NULL, NULL }
};
