/*
 * Non-core PMUs: refusal of per-task events, box scheduling with -a, and
 * the box tables (models/uncore/, src/lib/uncore*.c).
 *
 * Expected figures are derived by hand from the kernel's rules, each
 * case naming them; the run is 1 s at a 4 ms mux interval: 250
 * intervals, the timer started at enable (perf_mux_hrtimer_restart()
 * from merge_sched_in(), kernel/events/core.c 6.12), each expiry a
 * cyclic shift of the box's groups (rotate_ctx()).
 */
#include <string.h>
#include "../test.h"

/* Simulate @list on @cpu under kernel 6.12; NULL on failure. */
static struct pms_sim *run(struct tctx *t, const char *cpu, const char *list, bool sys,
			   struct pms_evlist **ev)
{
	const struct pms_model *m = pms_model_find(cpu);
	struct pms_sim_opts o = { .sz = sizeof(o), .env = PMS_ENV_DEFAULT, .system_wide = sys };
	struct pms_sim *s = NULL;
	struct pms_diag d = { 0 };

	*ev = NULL;
	o.env.kver = PMS_KVER(6, 12);
	if (!m || pms_evlist_parse(m, list, ev, &d)) {
		CHECK(t, 0, "%s: parse '%s': %s", cpu, list, d.msg);
		return NULL;
	}
	if (pms_simulate(*ev, &o, &s, &d)) {
		CHECK(t, 0, "%s: simulate '%s': %s", cpu, list, d.msg);
		pms_evlist_free(*ev);
		*ev = NULL;
		return NULL;
	}
	return s;
}

/*
 * task_ctx_nr = perf_invalid_context and event_init's event->cpu < 0
 * check: intel/uncore.c uncore_pmu_event_init(), rapl.c
 * rapl_pmu_event_init(), intel/cstate.c cstate_pmu_event_init(),
 * amd/uncore.c amd_uncore_event_init() (6.1, 6.12, 7.3); the core's
 * perf_event_open() refuses the task event (6.12).  msr.c registers
 * pmu_msr with perf_sw_context: per-task msr events count.
 */
static enum t_result task_mode_refused(struct tctx *t)
{
	static const struct {
		int line;
		const char *cpu, *ev;
		bool refused;
	} cases[] = {
		{ __LINE__, "spr", "power/energy-pkg/", true },
		{ __LINE__, "spr", "uncore_imc/cas_count_read/", true },
		{ __LINE__, "spr", "uncore_imc_3/event=0x5/", true },
		{ __LINE__, "spr", "cstate_core/c6-residency/", true },
		{ __LINE__, "spr", "cstate_pkg/c6-residency/", true },
		{ __LINE__, "zen4", "amd_l3/event=0x4,umask=0xff/", true },
		{ __LINE__, "zen4", "amd_df/event=0x1f/", true },
		{ __LINE__, "zen4", "amd_umc_0/event=0x1/", true },
		{ __LINE__, "hsw", "uncore_cbox_0/event=0x1/", true },	/* no table: still refused */
		{ __LINE__, "spr", "msr/tsc/", false },
		{ __LINE__, "zen4", "msr/aperf/", false },
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		struct pms_evlist *ev;
		struct pms_sim *s = run(t, cases[i].cpu, cases[i].ev, false, &ev);
		const struct pms_ev_result *r;

		if (!s)
			continue;
		r = pms_sim_result(s, 0);
		CHECK(t, (r->status == PMS_ST_NOT_SUPPORTED) == cases[i].refused,
		      "line %d: %s: status %d", cases[i].line, cases[i].ev, (int)r->status);
		if (cases[i].refused)
			CHECK(t, (r->why & PMS_WHY_OPEN_CHECK) && r->reason &&
			      strstr(r->reason, "perf_invalid_context"),
			      "line %d: why 0x%x", cases[i].line, r->why);
		pms_sim_free(s);
		pms_evlist_free(ev);
	}
	return t_result(t);
}

/*
 * Six iMC events with -a on spr: 4 GP counters per box (plus the fixed
 * counter, which only config 0xff takes), so 4 of 6 groups fit in each
 * pass (uncore_collect_events(), uncore_assign_events()).  Shift j runs
 * e_j..e_(j+3) mod 6; 250 = 41 * 6 + 4 intervals, shifts 0-3 happen 42
 * times and 4-5 41 times.  e_k runs in shifts k-3..k (mod 6):
 * e0 {3,4,5,0} 166 intervals (664 ms), e1 {4,5,0,1} 166, e2 {5,0,1,2} 167, e3 {0,1,2,3}
 * 168, e4 {1,2,3,4} 167, e5 {2,3,4,5} 166.
 */
static enum t_result imc_six_spr(struct tctx *t)
{
	static const uint64_t want_ms[] = { 664, 664, 668, 672, 668, 664 };
	struct pms_evlist *ev;
	struct pms_sim *s = run(t, "spr",
				"uncore_imc/event=0x5,umask=0xcf/,uncore_imc/event=0x5,umask=0xf0/,"
				"uncore_imc/event=0x1/,uncore_imc/event=0x2/,uncore_imc/event=0x3/,"
				"uncore_imc/event=0x4/", true, &ev);
	struct pms_sim_box b;

	REQUIRE(t, s != NULL, "no simulation");
	for (int i = 0; i < 6; i++) {
		const struct pms_ev_result *r = pms_sim_result(s, i);

		CHECK(t, r->status == PMS_ST_COUNTED && r->sched_running_ns == want_ms[i] * 1000000,
		      "e%d: running %llu ns, want %llu ms", i,
		      (unsigned long long)r->sched_running_ns, (unsigned long long)want_ms[i]);
		CHECK(t, r->sched_enabled_ns == 1000000000ull, "e%d enabled", i);
	}
	CHECK(t, pms_sim_n_boxes(s) == 1, "%d boxes", pms_sim_n_boxes(s));
	CHECK(t, pms_sim_box(s, 0, &b) == PMS_OK && b.multiplexes && b.n_rot == 6 &&
	      b.box == -1 && !strcmp(b.type->pmu, "uncore_imc"), "box record");
	/* rotation 0: e0..e3 on C0..C3 (perf_assign_events(), lowest free bit) */
	for (int j = 0; j < 4; j++)
		CHECK(t, pms_sim_box_counter(s, 0, 0, j) == j, "rotation 0 e%d", j);
	CHECK(t, pms_sim_box_counter(s, 0, 0, 4) == -1, "e4 off in rotation 0");
out:
	pms_sim_free(s);
	pms_evlist_free(ev);
	return t_result(t);
}

/* The fixed counter is a fifth: config 0xff plus 4 GP events all fit
 * (uncore_collect_events(): max_count = num_counters + 1 with fixed_ctl). */
static enum t_result imc_fixed_fits(struct tctx *t)
{
	struct pms_evlist *ev;
	struct pms_sim *s = run(t, "spr",
				"uncore_imc/event=0xff/,uncore_imc/event=0x5/,uncore_imc/event=0x6/,"
				"uncore_imc/event=0x7/,uncore_imc/event=0x8/", true, &ev);

	REQUIRE(t, s != NULL, "no simulation");
	for (int i = 0; i < 5; i++)
		CHECK(t, pms_sim_result(s, i)->sched_running_ns == 1000000000ull, "e%d", i);
	CHECK(t, pms_sim_box_counter(s, 0, 0, 0) == 8, "the fixed counter is index 8");
out:
	pms_sim_free(s);
	pms_evlist_free(ev);
	return t_result(t);
}

/*
 * skx_uncore_chabox_constraints: 0x11 and 0x36 only on counter 0.  Alone
 * each: they alternate, 125 intervals each (50%).  In one group:
 * uncore_validate_group() on a fake box fails: both refused at open.
 * skx's iMC has no such rows.
 */
static enum t_result cha_constraints(struct tctx *t)
{
	struct pms_evlist *ev;
	struct pms_sim *s = run(t, "skx", "uncore_cha/event=0x11/,uncore_cha/event=0x36/", true, &ev);

	REQUIRE(t, s != NULL, "no simulation");
	CHECK(t, pms_sim_result(s, 0)->sched_running_ns == 500000000ull &&
	      pms_sim_result(s, 1)->sched_running_ns == 500000000ull, "alternate on C0");
	pms_sim_free(s);
	pms_evlist_free(ev);
	s = run(t, "skx", "{uncore_cha/event=0x11/,uncore_cha/event=0x36/}", true, &ev);
	REQUIRE(t, s != NULL, "no simulation");
	for (int i = 0; i < 2; i++)
		CHECK(t, pms_sim_result(s, i)->status == PMS_ST_NOT_SUPPORTED &&
		      (pms_sim_result(s, i)->why & PMS_WHY_GROUP_INVALID), "group e%d refused", i);
out:
	pms_sim_free(s);
	pms_evlist_free(ev);
	return t_result(t);
}

/*
 * amd/uncore.c amd_uncore_add(): first free of NUM_COUNTERS_L3 = 6.
 * Seven events: shift j leaves out e_(j+6 mod 7) = e_(j-1); 250 = 35 * 7
 * + 5, shifts 0-4 happen 36 times, 5-6 35 times.  e0 is left out in
 * shift 1 (36): 214 intervals, 856 ms; e4 in shift 5 (35): 215, 860 ms.
 * RAPL is free-running: 100%.
 */
static enum t_result amd_l3_first_free(struct tctx *t)
{
	struct pms_evlist *ev;
	struct pms_sim *s = run(t, "zen4",
				"amd_l3/event=1/,amd_l3/event=2/,amd_l3/event=3/,amd_l3/event=4/,"
				"amd_l3/event=5/,amd_l3/event=6/,amd_l3/event=7/,power/energy-pkg/",
				true, &ev);

	REQUIRE(t, s != NULL, "no simulation");
	CHECK(t, pms_sim_result(s, 0)->sched_running_ns == 856000000ull, "e0 %llu",
	      (unsigned long long)pms_sim_result(s, 0)->sched_running_ns);
	CHECK(t, pms_sim_result(s, 4)->sched_running_ns == 860000000ull, "e4");
	CHECK(t, pms_sim_result(s, 7)->sched_running_ns == 1000000000ull, "power");
out:
	pms_sim_free(s);
	pms_evlist_free(ev);
	return t_result(t);
}

/*
 * perf's uncore JSON names resolve to their box PMU (jevents.py
 * unit_to_pmu(): Unit "iMC" -> uncore_imc, "CHA" -> uncore_cha;
 * parse_events_multi_pmu_add() opens a bare name on the PMUs whose table
 * has it).  sapphirerapids/uncore-memory.json: UNC_M_CAS_COUNT.RD is
 * EventCode 0x05, UMask 0xcf.  uncore-cache.json:
 * UNC_CHA_TOR_OCCUPANCY.IA_MISS_DRD is EventCode 0x36, which
 * skx_uncore_chabox_constraints (used by spr_uncore_chabox) puts on
 * counter 0 only: the metric tma_info_system_mem_parallel_reads's two
 * events alternate (125 of 250 intervals each).
 */
static enum t_result json_names(struct tctx *t)
{
	struct pms_evlist *ev;
	struct pms_event_attr a = { .sz = sizeof(a) };
	struct pms_sim *s = run(t, "spr", "UNC_M_CAS_COUNT.RD,unc_cha_tor_occupancy.ia_miss_drd,"
				"UNC_CHA_TOR_OCCUPANCY.IA_MISS_DRD/thresh=1/", true, &ev);

	REQUIRE(t, s != NULL, "no simulation");
	CHECK(t, pms_evlist_attr(ev, 0, &a) == PMS_OK && a.pmu_name &&
	      !strcmp(a.pmu_name, "uncore_imc") && a.config == 0xcf05,
	      "UNC_M_CAS_COUNT.RD: pmu %s config 0x%llx", a.pmu_name ? a.pmu_name : "-",
	      (unsigned long long)a.config);
	CHECK(t, pms_evlist_attr(ev, 1, &a) == PMS_OK && a.pmu_name &&
	      !strcmp(a.pmu_name, "uncore_cha") && (a.config & 0xff) == 0x36, "TOR occupancy");
	CHECK(t, pms_sim_result(s, 0)->sched_running_ns == 1000000000ull, "iMC alone");
	CHECK(t, pms_sim_result(s, 1)->sched_running_ns == 500000000ull &&
	      pms_sim_result(s, 2)->sched_running_ns == 500000000ull, "C0 only: alternate");
	pms_sim_free(s);
	pms_evlist_free(ev);
	/* without -a: perf's <not supported> */
	s = run(t, "spr", "UNC_M_CAS_COUNT.RD", false, &ev);
	REQUIRE(t, s != NULL, "no simulation");
	CHECK(t, pms_sim_result(s, 0)->status == PMS_ST_NOT_SUPPORTED, "task mode");
out:
	pms_sim_free(s);
	pms_evlist_free(ev);
	return t_result(t);
}

/* events --list names perf's uncore events too (sapphirerapids/
 * uncore-memory.json: UNC_M_CAS_COUNT.RD, EventCode 0x05, UMask 0xcf). */
static enum t_result list_names(struct tctx *t)
{
	const char *out = NULL, *err = NULL;

	CHECK(t, t_cli("events --list --cpu spr --kernel 6.12 'unc_m_cas_count.r*'", &out, &err) == 0 &&
	      out && strstr(out, "unc_m_cas_count.rd") && strstr(out, "0xcf05"), "%s", out ? out : "");
	return t_result(t);
}

/* uncore_pmu_register(): uncore_<type>_<idx> for a type of several boxes;
 * amd_l3/amd_df are one PMU each; amd_umc_<n> per controller. */
static enum t_result names(struct tctx *t)
{
	static const struct {
		int line;
		const char *cpu, *pmu;
		bool found;
		int box;
	} cases[] = {
		{ __LINE__, "spr", "uncore_imc", true, -1 },
		{ __LINE__, "spr", "uncore_imc_7", true, 7 },
		{ __LINE__, "spr", "uncore_imc_8", false, -1 },
		{ __LINE__, "spr", "uncore_imc_07", false, -1 },
		{ __LINE__, "spr", "uncore_pcu", true, -1 },
		{ __LINE__, "spr", "uncore_pcu_0", false, -1 },
		{ __LINE__, "zen4", "amd_l3", true, -1 },
		{ __LINE__, "zen4", "amd_l3_0", false, -1 },
		{ __LINE__, "zen4", "amd_umc_3", true, 3 },
		{ __LINE__, "gnr", "power", false, -1 },	/* rapl.c 6.12/7.3: no GNR row */
		{ __LINE__, "hsw", "uncore_imc", false, -1 },	/* no table */
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		int box = -5;
		const struct pms_uncore_type *ty = pms_uncore_find(pms_model_find(cases[i].cpu),
								   cases[i].pmu, &box);

		CHECK(t, (ty != NULL) == cases[i].found && (!ty || box == cases[i].box),
		      "line %d: %s on %s", cases[i].line, cases[i].pmu, cases[i].cpu);
	}
	return t_result(t);
}

/* Table sanity: sorted names, counters within a box, constraint masks
 * within the counters, a source on every row, every listed platform. */
static enum t_result tables(struct tctx *t)
{
	static const char *const plats[] = { "skx", "clx", "icx", "spr", "emr", "gnr", "srf",
					     "adl", "rpl", "mtl", "zen4", "zen5" };

	for (size_t p = 0; p < T_ARRAY_SIZE(plats); p++) {
		const struct pms_model *m = pms_model_find(plats[p]);
		int n = pms_uncore_n_types(m);

		CHECK(t, n > 0, "%s: no table", plats[p]);
		for (int i = 0; i < n; i++) {
			const struct pms_uncore_type *ty = pms_uncore_type_at(m, i);

			/* Intel: UNCORE_PMC_IDX_MAX_GENERIC (8) general counters at most;
			 * AMD: a 6-bit CPUID field, 16 reported for the DF */
			CHECK(t, ty->source && *ty->source && ty->n_boxes >= 1 &&
			      ty->n_gp <= (ty->alloc == PMS_UNC_AMD ? 16 : 8),
			      "%s %s", plats[p], ty->pmu);
			CHECK(t, (ty->alloc == PMS_UNC_FREE) == (ty->n_gp == 0), "%s %s free", plats[p],
			      ty->pmu);
			if (i)
				CHECK(t, strcmp(pms_uncore_type_at(m, i - 1)->pmu, ty->pmu) < 0,
				      "%s: %s out of order", plats[p], ty->pmu);
			for (const struct pms_uncore_cstr *c = ty->cstr; c && c->mask; c++)
				CHECK(t, !(c->mask >> ty->n_gp), "%s %s 0x%x", plats[p], ty->pmu,
				      c->code);
		}
	}
	return t_result(t);
}

/*
 * perf stat with no target and a workload counts the -e list system wide
 * when every event is on a PMU with a cpumask (requires_cpu, from
 * pmu->is_uncore: pmu.c pmu_is_uncore() tests the cpumask file) or is
 * duration_time: builtin-stat.c setup_system_wide(), the same in 6.1,
 * 6.12 and 7.3; it runs before -M metrics and the default set are added.
 * Recorded: tests/oracle/uncore/spr.txt, perf 6.12 and 7.3:
 * "-e uncore_imc/cas_count_read/" and "-e power/energy-pkg/" open on CPU 0
 * with pid -1 and print "for 'system wide'"; "-e msr/tsc/" opens per task
 * (cpu -1: msr has no cpumask); "-M memory_bandwidth_read" opens per task
 * and the kernel refuses the box events (EINVAL).
 */
static enum t_result stat_system_wide(struct tctx *t)
{
	static const struct {
		int line;
		const char *cpu, *list;
		bool sys;
	} cases[] = {
		{ __LINE__, "spr", "uncore_imc/cas_count_read/", true },
		{ __LINE__, "spr", "power/energy-pkg/", true },
		{ __LINE__, "spr", "UNC_M_CAS_COUNT.RD,duration_time", true },
		{ __LINE__, "spr", "uncore_imc_0/clockticks/,cstate_pkg/c6-residency/", true },
		{ __LINE__, "spr", "msr/tsc/", false },
		{ __LINE__, "spr", "cycles,uncore_imc/cas_count_read/", false },
		/* every event passes the loop's test: system wide too */
		{ __LINE__, "spr", "duration_time", true },
		{ __LINE__, "zen4", "amd_l3/event=0x4,umask=0xff/", true },
		{ __LINE__, "skl", "cycles", false },
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		struct pms_evlist *ev = NULL;
		struct pms_diag d = { 0 };
		const struct pms_model *m = pms_model_find(cases[i].cpu);

		if (!m || pms_evlist_parse(m, cases[i].list, &ev, &d)) {
			CHECK(t, 0, "line %d: parse: %s", cases[i].line, d.msg);
			continue;
		}
		CHECK(t, pms_uncore_stat_system_wide(ev) == cases[i].sys, "line %d: %s: %d",
		      cases[i].line, cases[i].list, !cases[i].sys);
		pms_evlist_free(ev);
	}
	{
		const char *out, *err;

		CHECK(t, t_cli("predict --no-schedule --cpu spr --kernel 6.12 -e "
			       "uncore_imc/cas_count_read/", &out, &err) == 0, "%s", err);
		CHECK(t, strstr(out, "for 'system wide'") && !strstr(out, "not supported"),
		      "predict: %.300s", out);
		CHECK(t, t_cli("predict --no-schedule --cpu spr --kernel 6.12 -M "
			       "memory_bandwidth_read", &out, &err) == 0, "%s", err);
		CHECK(t, strstr(out, "<not supported>      UNC_M_CAS_COUNT.RD"),
		      "predict -M without -a: %.300s", out);
	}
	return t_result(t);
}

/*
 * The sysfs aliases of the box PMUs encode as the kernel's event_descs:
 * spr_uncore_imc_events cas_count_read "event=0x05,umask=0xcf", clockticks
 * "event=0x01" (uncore_snbep.c 6.12/7.3), hswep_uncore_imc_events (skx
 * imc) "event=0x04,umask=0x03", snr_uncore_imc_events (icx imc)
 * "event=0x04,umask=0x0f"; rapl.c energy-pkg "event=0x02"; cstate.c
 * c6-residency "event=0x02" on cstate_pkg.  Recorded: perf 6.12 and 7.3
 * opened config 0xcf05, 0x1, 0x2 and 0x2 for the first four
 * (tests/oracle/uncore/spr.txt).
 */
static enum t_result sysfs_aliases(struct tctx *t)
{
	static const struct {
		int line;
		const char *cpu, *ev;
		uint64_t config;
	} cases[] = {
		{ __LINE__, "spr", "uncore_imc/cas_count_read/", 0xcf05 },
		{ __LINE__, "spr", "uncore_imc_0/clockticks/", 0x01 },
		{ __LINE__, "spr", "power/energy-pkg/", 0x02 },
		{ __LINE__, "spr", "cstate_pkg/c6-residency/", 0x02 },
		{ __LINE__, "emr", "imc/cas_count_write/", 0xf005 },
		{ __LINE__, "skx", "uncore_imc/cas_count_read/", 0x0304 },
		{ __LINE__, "icx", "uncore_imc/cas_count_read/", 0x0f04 },
		{ __LINE__, "gnr", "uncore_imc/cas_count_read_sch1/", 0xcf06 },
		/*
		 * perf's JSON names with a wide unit mask (spr_uncore_cha_formats_attr
		 * umask_ext5 config:8-15,32-63) and IIO port/FC masks
		 * (snr_uncore_iio_formats_attr ch_mask config:36-47, fc_mask
		 * config:48-50): perf 6.12 and 7.3 opened these configs
		 * (tests/oracle/uncore/spr.txt, io_bandwidth_read, iio_bandwidth_read)
		 */
		{ __LINE__, "spr", "UNC_CHA_TOR_INSERTS.IO_PCIRDCUR", 0xc8f3ff00000435ull },
		{ __LINE__, "spr", "UNC_IIO_DATA_REQ_OF_CPU.MEM_READ.ALL_PARTS", 0x70ff000000483ull },
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		struct pms_evlist *ev = NULL;
		struct pms_diag d = { 0 };
		struct pms_event_attr a = { .sz = sizeof(a) };
		const struct pms_model *m = pms_model_find(cases[i].cpu);

		if (!m || pms_evlist_parse(m, cases[i].ev, &ev, &d)) {
			CHECK(t, 0, "line %d: parse: %s", cases[i].line, d.msg);
			continue;
		}
		CHECK(t, pms_evlist_attr(ev, 0, &a) == 0 && a.config == cases[i].config,
		      "line %d: %s: config 0x%llx", cases[i].line, cases[i].ev,
		      (unsigned long long)a.config);
		pms_evlist_free(ev);
	}
	return t_result(t);
}

/*
 * -M metrics reading events of the modelled box PMUs are built, not
 * refused: perf 6.12's spr table (spr-metrics.json) memory_bandwidth_total
 * reads UNC_M_CAS_COUNT.RD and .WR (uncore_imc), uncore_frequency
 * UNC_CHA_CLOCKTICKS (uncore_cha), upi_data_transmit_bw
 * UNC_UPI_TxL_FLITS.ALL_DATA (uncore_upi).  Recorded with -a:
 * tests/oracle/uncore/spr.txt (perf opened them on every box, printed one
 * merged line per event).
 */
static enum t_result box_metrics_built(struct tctx *t)
{
	static const char *const cmds[] = {
		"predict --no-schedule --cpu spr --kernel 6.12 --perf-version 6.12 -a "
		"-M memory_bandwidth_total",
		"predict --no-schedule --cpu spr --kernel 6.12 --perf-version 6.12 -a "
		"-M uncore_frequency",
		"predict --no-schedule --cpu emr --kernel 7.3 --perf-version 7.3 -a "
		"-M upi_data_transmit_bw",
		/* skylakex/skx-metrics.json (6.12) UNCORE_FREQ: cha_0@event\=0x0@, the box
		 * PMU without "uncore_" (perf_pmu__match(), util/pmu.c 6.12) */
		"predict --no-schedule --cpu skx --kernel 6.12 --perf-version 6.12 -a "
		"-M UNCORE_FREQ",
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(cmds); i++) {
		const char *out, *err;

		CHECK(t, t_cli(cmds[i], &out, &err) == 0, "%s: %s", cmds[i], err);
		CHECK(t, strstr(out, "Boxes") && (strstr(out, "UNC_") || strstr(out, "cha_0/")),
		      "%s: %.300s", cmds[i], out);
	}
	return t_result(t);
}

/*
 * perf stat's evlist__check_cpu_maps() (builtin-stat.c 6.1, 6.12, 7.3)
 * takes an event out of its group when its CPUs differ from the leader's:
 * a PMU with a cpumask opens there (cstate_pkg: a CPU per package,
 * cstate_core: a thread per core, cstate.c), msr/tsc on every CPU.
 * Recorded: tests/oracle/uncore/spr.txt, -a -M C6_Pkg_Residency and
 * C6_Core_Residency (cstate_*@c6\-residency@ / TSC): perf 6.12 and 7.3
 * opened both events ungrouped (HT on: cstate_core's cpumask 0-1 of 4).
 * Without SMT cstate_core's cpumask is every CPU and, with -a, the group
 * stays; per task msr/tsc opens on any CPU (-1) while the box keeps its
 * cpumask (__perf_evlist__propagate_maps(), tools/lib/perf/evlist.c
 * 6.12.117: requires_cpu), so it leaves the group.
 */
static enum t_result cpu_maps_split(struct tctx *t)
{
	static const struct {
		int line;
		const char *list;
		bool ht, task;
		int groups;
	} cases[] = {
		{ __LINE__, "{cstate_pkg/c6-residency/,msr/tsc/}", true, false, 2 },
		{ __LINE__, "{cstate_core/c6-residency/,msr/tsc/}", true, false, 2 },
		{ __LINE__, "{cstate_core/c6-residency/,msr/tsc/}", false, false, 1 },
		{ __LINE__, "{cstate_core/c6-residency/,msr/tsc/}", false, true, 2 },
		{ __LINE__, "{power/energy-pkg/,msr/tsc/}", false, false, 2 },
		{ __LINE__, "{uncore_imc/cas_count_read/,uncore_imc/cas_count_write/}", true, false,
		  1 },
		{ __LINE__, "{cycles,msr/tsc/}", true, false, 1 },
		{ __LINE__, "{cycles,msr/tsc/}", true, true, 1 },
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		struct pms_evlist_opts o = PMS_EVLIST_OPTS_INIT;
		struct pms_env env = PMS_ENV_DEFAULT;
		struct pms_evlist *ev = NULL;
		struct pms_diag d = { 0 };

		env.ht = cases[i].ht;
		env.kver = PMS_KVER(6, 12);
		o.env = &env;
		o.perf_version = PMS_KVER(6, 12);
		o.flags = cases[i].task ? 0 : PMS_EVLIST_SYSTEM_WIDE;
		if (pms_evlist_parse_opts(pms_model_find("spr"), cases[i].list, &o, &ev, &d)) {
			CHECK(t, 0, "line %d: parse: %s", cases[i].line, d.msg);
			continue;
		}
		CHECK(t, pms_evlist_n_groups(ev) == cases[i].groups, "line %d: %s: %d groups",
		      cases[i].line, cases[i].list, pms_evlist_n_groups(ev));
		pms_evlist_free(ev);
	}
	return t_result(t);
}

/*
 * Shared filter registers (config1) of a box, handed out by the type's
 * get_constraint op on each add and at group validation; an event that
 * needs another value of a held field gets the empty constraint
 * (uncore_snbep.c, the same in 6.1, 6.12 and 7.3):
 * - skx CHA: skx_cha_hw_config() picks the fields from
 *   skx_uncore_cha_extra_regs[] (0x0334/0x0534/... under mask 0xffff:
 *   STATE; 0x35, 0x36: OPC; 0x38: TID|LINK), and with tid_en sets idx to
 *   SKX_CHA_MSR_PMON_BOX_FILTER_TID (0x1ff), every field;
 *   __snbep_cbox_get_constraint() shares each field by count.
 * - spr CHA: spr_cha_hw_config() only for tid_en (config:16), then
 *   uncore_get_constraint() on shared_regs[0]: equal config1 or none.
 * - icx CHA: icx_uncore_chabox_ops has no get_constraint: no clash.
 * - skx PCU: hswep_pcu_hw_config() (config1 & (0xff << idx), idx = select
 *   - 0xb) and snbep_pcu_get_constraint(): a clash moves the event to the
 *   next band (4 bands for 4 counters: never refused).
 * Two single-event groups that cannot share: 2 rotations, 125 of 250
 * intervals each = 500 ms; otherwise 1000 ms.
 */
static enum t_result filter_registers(struct tctx *t)
{
	static const struct {
		int line;
		const char *cpu, *list;
		unsigned ms0, ms1;
		bool clash, moved;
	} cases[] = {
		{ __LINE__, "skx", "uncore_cha_0/event=0x34,umask=0x3,filter_state=0x1/,"
				   "uncore_cha_0/event=0x34,umask=0x3,filter_state=0x2/", 500, 500, true, false },
		{ __LINE__, "clx", "uncore_cha_0/event=0x34,umask=0x3,filter_state=0x1/,"
				   "uncore_cha_0/event=0x34,umask=0x3,filter_state=0x1/", 1000, 1000, false, false },
		/* STATE and OPC: other fields */
		{ __LINE__, "skx", "uncore_cha_0/event=0x34,umask=0x3,filter_state=0x1/,"
				   "uncore_cha_0/event=0x35,umask=0x1,filter_opc0=0x202/", 1000, 1000, false, false },
		/* 0x0134 is no extra_regs row: no field taken, the filter ignored */
		{ __LINE__, "skx", "uncore_cha_0/event=0x34,umask=0x1,filter_state=0x1/,"
				   "uncore_cha_0/event=0x34,umask=0x1,filter_state=0x2/", 1000, 1000, false, false },
		/* tid_en takes every field: its STATE 0 clashes with STATE 2 */
		{ __LINE__, "skx", "uncore_cha_0/event=0x1,tid_en=1,filter_tid=0x1/,"
				   "uncore_cha_0/event=0x34,umask=0x3,filter_state=0x2/", 500, 500, true, false },
		/* config1 written raw is the same register */
		{ __LINE__, "skx", "uncore_cha_0/event=0x36,umask=0x1,config1=0x200000000/,"
				   "uncore_cha_0/event=0x35,umask=0x1,config1=0x400000000/", 500, 500, true, false },
		/* the wildcard: every box alike */
		{ __LINE__, "skx", "uncore_cha/event=0x36,umask=0x1,filter_loc=1/,"
				   "uncore_cha/event=0x35,umask=0x1,filter_rem=1/", 500, 500, true, false },
		{ __LINE__, "spr", "uncore_cha_0/event=0x1,tid_en=1,filter_tid=0x1/,"
				   "uncore_cha_0/event=0x2,tid_en=1,filter_tid=0x2/", 500, 500, true, false },
		{ __LINE__, "spr", "uncore_cha_0/event=0x1,tid_en=1,filter_tid=0x1/,"
				   "uncore_cha_0/event=0x2,tid_en=1,filter_tid=0x1/", 1000, 1000, false, false },
		/* without tid_en spr_cha_hw_config() takes no register */
		{ __LINE__, "emr", "uncore_cha_0/event=0x1,config1=0x1/,uncore_cha_0/event=0x2,config1=0x2/",
		  1000, 1000, false, false },
		{ __LINE__, "gnr", "uncore_cha_0/event=0x1,tid_en=1,filter_tid=0x1/,"
				   "uncore_cha_0/event=0x2,tid_en=1,filter_tid=0x2/", 500, 500, true, false },
		{ __LINE__, "icx", "uncore_cha_0/event=0x1,config1=0x1/,"
				   "uncore_cha_0/event=0x2,config1=0x2/", 1000, 1000, false, false },
		/* band 0 held with 10: the second moves to band 1 (its value << 8) */
		{ __LINE__, "skx", "uncore_pcu/event=0xb,filter_band0=10/,uncore_pcu/event=0xb,filter_band0=20/",
		  1000, 1000, false, true },
		{ __LINE__, "icx", "uncore_pcu/event=0xb,filter_band0=10/,uncore_pcu/event=0xb,filter_band0=10/",
		  1000, 1000, false, false },
		/* hswep_pcu_hw_config() masks band 1 with 0xff << 1: bits 9-15 are dropped,
		 * so 2 and 4 both become 0 and share */
		{ __LINE__, "skx", "uncore_pcu/event=0xc,filter_band1=2/,uncore_pcu/event=0xc,filter_band1=4/",
		  1000, 1000, false, false },
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		struct pms_evlist *ev;
		struct pms_sim *s = run(t, cases[i].cpu, cases[i].list, true, &ev);
		struct pms_sim_box b;
		const unsigned want[2] = { cases[i].ms0, cases[i].ms1 };

		if (!s)
			continue;
		for (int k = 0; k < 2; k++) {
			const struct pms_ev_result *r = pms_sim_result(s, k);

			CHECK(t, r->status == PMS_ST_COUNTED &&
			      r->sched_running_ns == (uint64_t)want[k] * 1000000u,
			      "line %d: e%d status %d running %llu ns, want %u ms", cases[i].line, k,
			      (int)r->status, (unsigned long long)r->sched_running_ns, want[k]);
		}
		CHECK(t, pms_sim_box(s, 0, &b) == PMS_OK && b.filter_clash == cases[i].clash &&
		      b.band_moved == cases[i].moved, "line %d: clash %d moved %d", cases[i].line,
		      (int)b.filter_clash, (int)b.band_moved);
		pms_sim_free(s);
		pms_evlist_free(ev);
	}
	/* a group needing two values of one field fails uncore_validate_group() */
	{
		struct pms_evlist *ev;
		struct pms_sim *s = run(t, "skx", "{uncore_cha_0/event=0x34,umask=0x3,filter_state=0x1/,"
				       "uncore_cha_0/event=0x34,umask=0x3,filter_state=0x2/}", true, &ev);

		if (s) {
			CHECK(t, pms_sim_result(s, 0)->status == PMS_ST_NOT_SUPPORTED &&
			      (pms_sim_result(s, 0)->why & PMS_WHY_GROUP_INVALID), "group refused");
			pms_sim_free(s);
			pms_evlist_free(ev);
		}
	}
	/* a filter value wider than its format is refused at its token */
	{
		struct pms_evlist *ev = NULL;
		struct pms_diag d = { 0 };

		CHECK(t, pms_evlist_parse(pms_model_find("skx"),
					  "uncore_cha_0/event=0x34,filter_state=0x400/", &ev, &d) != PMS_OK &&
		      strstr(d.msg, "too big") && d.pos == 37, "wide filter: %s at %d", d.msg, (int)d.pos);
		pms_evlist_free(ev);
	}
	return t_result(t);
}

/*
 * Pinned groups on a box: each box is a PMU context of its own, so
 * ctx_sched_in() puts its pinned groups on first and they stay; rotation
 * moves the flexible ones only (rotate_ctx() on the flexible list).  A
 * pinned group that does not fit goes to ERROR and clears can_add_hw, so
 * the pinned groups after it fail too; the flexible pass starts afresh
 * (merge_sched_in(), kernel/events/core.c 6.1, 6.12, 7.3).
 */
static enum t_result pinned_boxes(struct tctx *t)
{
	struct pms_evlist *ev;
	struct pms_sim *s;

	/*
	 * Two pinned events hold 2 of the iMC box's 4 counters; 4 flexible
	 * groups share the other 2: 4 rotations, 2 fit in each.  250
	 * intervals = 62 * 4 + 2: shifts 0-1 63 times, 2-3 62 times; f_k
	 * runs in shifts k-1 and k (mod 4): f0 {3,0} 125 (500 ms), f1 {0,1}
	 * 126 (504 ms), f2 {1,2} 125 (500 ms), f3 {2,3} 124 (496 ms).
	 */
	s = run(t, "spr", "uncore_imc_0/event=0x1/D,uncore_imc_0/event=0x2/D,uncore_imc_0/event=0x3/,"
		"uncore_imc_0/event=0x4/,uncore_imc_0/event=0x5/,uncore_imc_0/event=0x6/", true, &ev);
	if (s) {
		static const unsigned want[] = { 1000, 1000, 500, 504, 500, 496 };

		for (int i = 0; i < 6; i++) {
			const struct pms_ev_result *r = pms_sim_result(s, i);

			CHECK(t, r->status == PMS_ST_COUNTED &&
			      r->sched_running_ns == (uint64_t)want[i] * 1000000u,
			      "pinned+4: e%d status %d running %llu ns, want %u ms", i, (int)r->status,
			      (unsigned long long)r->sched_running_ns, want[i]);
		}
		pms_sim_free(s);
		pms_evlist_free(ev);
	}
	/*
	 * {3}:D fits; {2}:D then needs 2 of 1 free counter: ERROR, and the
	 * pinned single after it fails too (can_add_hw cleared); the
	 * flexible single takes the last counter all the time.
	 */
	s = run(t, "spr", "{uncore_imc_0/event=0x1/,uncore_imc_0/event=0x2/,uncore_imc_0/event=0x3/}:D,"
		"{uncore_imc_0/event=0x4/,uncore_imc_0/event=0x5/}:D,uncore_imc_0/event=0x6/D,"
		"uncore_imc_0/event=0x7/", true, &ev);
	if (s) {
		for (int i = 0; i < 7; i++) {
			const struct pms_ev_result *r = pms_sim_result(s, i);
			bool err = i >= 3 && i <= 5;

			CHECK(t, err ? (r->why & PMS_WHY_PINNED_ERROR) && r->sched_running_ns == 0 &&
			      r->status == PMS_ST_NOT_COUNTED && !(r->why & PMS_WHY_NO_COUNTER) :
			      r->status == PMS_ST_COUNTED && r->sched_running_ns == 1000000000ull &&
			      !(r->why & PMS_WHY_PINNED_ERROR),
			      "pinned error: e%d status %d why 0x%x running %llu", i, (int)r->status,
			      r->why, (unsigned long long)r->sched_running_ns);
		}
		pms_sim_free(s);
		pms_evlist_free(ev);
	}
	return t_result(t);
}

/*
 * pms_sim_box_split(): runs in which every event of a box counts all the
 * time, each run's set placed as uncore_assign_events() would (and the
 * shared filter register's get_constraint op).
 */
/*
 * Encodings perf 6.12 and 7.3 opened with the fake zen4 and icx layouts
 * (tests/oracle/uncore/zen4.txt, icx.txt):
 * - amd/uncore.c (6.12/7.3) formats of a PerfMonV2 part: amd_df event14v2
 *   config:0-7,32-37 and umask12 config:8-15,24-27; amd_l3 enallslices 46,
 *   enallcores 47, threadmask2 56-57; amd_umc rdwrmask config:8-9 (the
 *   JSON's RdWrMask, jevents.py json_events);
 * - parse-events.c fix_raw() (6.12/7.3): "read" on uncore_imc_free_running
 *   is the PMU's event (icx_uncore_imc_freerunning_events), not raw 0xead.
 */
static enum t_result amd_terms_fix_raw(struct tctx *t)
{
	static const struct {
		int line;
		const char *cpu, *ev;
		uint64_t config;
	} cases[] = {
		{ __LINE__, "zen4", "amd_df/event=0x1f,umask=0x7fe/", 0x700fe1full },
		{ __LINE__, "zen4", "amd_l3/event=0x4,umask=0xff,enallcores=1,enallslices=1,threadmask=3/",
		  0x300c0000000ff04ull },
		{ __LINE__, "zen4", "amd_umc_0/event=0xa,rdwrmask=1/", 0x10a },
		{ __LINE__, "zen4", "umc_cas_cmd.rd", 0x10a },
		{ __LINE__, "zen4", "local_processor_read_data_beats_cs1", 0x700fe5full },
		{ __LINE__, "icx", "uncore_imc_free_running/read/", 0x20ff },
		{ __LINE__, "icx", "uncore_imc_free_running/write/", 0x21ff },
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		struct pms_evlist *ev = NULL;
		struct pms_diag d = { 0 };
		struct pms_event_attr a = { .sz = sizeof(a) };
		const struct pms_model *m = pms_model_find(cases[i].cpu);

		if (!m || pms_evlist_parse(m, cases[i].ev, &ev, &d)) {
			CHECK(t, 0, "line %d: parse: %s", cases[i].line, d.msg);
			continue;
		}
		CHECK(t, pms_evlist_attr(ev, 0, &a) == 0 && a.config == cases[i].config,
		      "line %d: %s: config 0x%llx", cases[i].line, cases[i].ev,
		      (unsigned long long)a.config);
		pms_evlist_free(ev);
	}
	return t_result(t);
}

/*
 * perf's uncore names by release: graniterapids/uncore-io.json of perf
 * 6.12 gives UNC_IIO_DATA_REQ_OF_CPU.MEM_READ.ALL_PARTS UMask 0x70ff004,
 * too wide for spr_uncore_iio's umask config:8-15 (pmu.c "value too big
 * for format": perf refuses it); 7.3's JSON splits it into UMask 0x4,
 * PortMask 0xff, FCMask 0x7, and perf 7.3 opened 0x70ff000000483 on every
 * IIO box (tests/oracle/uncore/gnr.txt, -a -M iio_bandwidth_read).
 */
static enum t_result json_by_release(struct tctx *t)
{
	const struct pms_model *m = pms_model_find("gnr");
	const char *name = "UNC_IIO_DATA_REQ_OF_CPU.MEM_READ.ALL_PARTS";

	for (int k = 0; m && k < 2; k++) {
		struct pms_evlist_opts eo = PMS_EVLIST_OPTS_INIT;
		struct pms_evlist *ev = NULL;
		struct pms_diag d = { 0 };
		struct pms_event_attr a = { .sz = sizeof(a) };
		int rc;

		eo.perf_version = k ? PMS_KVER(7, 3) : PMS_KVER(6, 12);
		rc = pms_evlist_parse_opts(m, name, &eo, &ev, &d);
		if (!k)
			CHECK(t, rc != PMS_OK, "perf 6.12 has no encodable %s", name);
		else
			CHECK(t, rc == PMS_OK && pms_evlist_attr(ev, 0, &a) == 0 &&
			      a.config == 0x70ff000000483ull, "perf 7.3: rc %d config 0x%llx (%s)",
			      rc, (unsigned long long)a.config, d.msg);
		pms_evlist_free(ev);
	}
	CHECK(t, m != NULL, "gnr");
	return t_result(t);
}

/*
 * A weak group too big for its box: the member whose open finds no room
 * gets EINVAL (amd/uncore.c amd_uncore_event_init() ->
 * amd_uncore_group_valid(); intel/uncore.c uncore_validate_group()), perf
 * resets the weak group and reopens its events alone after the rest of
 * the list (builtin-stat.c __run_perf_stat(), evlist__reset_weak_group(),
 * 6.1-7.3); metric groups are weak (metricgroup.c "}:W").  17 DF events
 * on zen4's 16 DF counters (CPUID 0x80000022 num_df_pmc of EPYC 9654,
 * models/uncore/uncore_x86.c): the 17th is refused at open, all 17 then
 * count, the box rotating 17 ways (each 16 of 17 rotations).  16 fit.
 */
static enum t_result weak_box_group(struct tctx *t)
{
	struct pms_evlist *ev;
	struct pms_sim *s;
	struct pms_sim_box b;
	const struct pms_uncore_type *df = pms_uncore_find(pms_model_find("zen4"), "amd_df", NULL);
	char list[600];
	size_t o = 0;

	CHECK(t, df && df->n_gp == 16, "zen4 amd_df counters %d", df ? df->n_gp : -1);
	df = pms_uncore_find(pms_model_find("zen5"), "amd_df", NULL);
	CHECK(t, df && df->n_gp == 16, "zen5 amd_df counters %d", df ? df->n_gp : -1);
	for (int i = 1; i <= 17; i++)
		o += (size_t)snprintf(list + o, sizeof(list) - o, "%samd_df/event=0x%x/",
				      i == 1 ? "{" : ",", i);
	snprintf(list + o, sizeof(list) - o, "}:W");
	s = run(t, "zen4", list, true, &ev);
	if (!s)
		return t_result(t);
	CHECK(t, pms_sim_box(s, 0, &b) == PMS_OK && b.n_events == 17 && b.multiplexes &&
	      b.n_rot == 17, "box: %d events, mux %d, %u rotations", b.n_events, b.multiplexes,
	      b.n_rot);
	for (int i = 0; i < 17; i++) {
		const struct pms_ev_result *r = pms_sim_result(s, i);

		CHECK(t, r && r->status != PMS_ST_NOT_SUPPORTED && r->weak_reset == 16,
		      "event %d: status %d weak_reset %d", i, r ? (int)r->status : -1,
		      r ? r->weak_reset : -9);
	}
	pms_sim_free(s);
	pms_evlist_free(ev);
	/* the first 16 alone: one group, no reset */
	strcpy(strstr(list, ",amd_df/event=0x11/"), "}:W");
	s = run(t, "zen4", list, true, &ev);
	if (!s)
		return t_result(t);
	CHECK(t, pms_sim_box(s, 0, &b) == PMS_OK && b.n_events == 16 && !b.multiplexes,
	      "16 DF events: mux %d", b.multiplexes);
	for (int i = 0; i < 16; i++)
		CHECK(t, pms_sim_result(s, i)->weak_reset < 0 &&
		      pms_sim_result(s, i)->sched_running_ns == 1000000000ull, "16: event %d", i);
	pms_sim_free(s);
	pms_evlist_free(ev);
	return t_result(t);
}

/*
 * The AMD IOMMU PMU (arch/x86/events/amd/iommu.c, the same rules in 6.1,
 * 6.12 and 7.3): a PMU amd_iommu_<idx> per IOMMU, CPU-wide only
 * (perf_iommu_event_init() refuses PERF_ATTACH_TASK and event->cpu < 0;
 * task_ctx_nr perf_invalid_context), events by csource (config:0-7,
 * amd_iommu_v2_event_descs[]: mem_iommu_tlb_pde_mis = 0x09), add takes
 * the first free of banks x counters (2 x 4 on the parts the table
 * assumes: get_next_avail_iommu_bnk_cntr()), and event_init checks no
 * group, so a group of 9 opens and never counts.
 * 9 single events on 8 counters: rotation j runs groups j..j+7 (mod 9)
 * and misses group j-1; of 250 intervals group 0 misses j = 1 mod 9 (28
 * times: 27 full cycles and j = 244), 222 x 4 ms = 888 ms; group 7 misses
 * j = 8 mod 9 (27 times), 892 ms.
 */
static enum t_result amd_iommu(struct tctx *t)
{
	static const char nine[] = "amd_iommu/csource=1/,amd_iommu/csource=2/,amd_iommu/csource=3/,"
				   "amd_iommu/csource=4/,amd_iommu/csource=5/,amd_iommu/csource=6/,"
				   "amd_iommu/csource=7/,amd_iommu/csource=8/,amd_iommu/csource=9/";
	char grp[600];
	struct pms_evlist *ev = NULL;
	struct pms_sim *s;
	struct pms_event_attr a = { .sz = sizeof(a) };
	const char *out, *err;

	CHECK(t, !pms_uncore_pmu_per_task("amd_iommu_0") && !pms_uncore_pmu_per_task("amd_iommu"),
	      "amd_iommu per task");
	s = run(t, "zen4", nine, true, &ev);
	REQUIRE(t, s != NULL, "no simulation");
	CHECK(t, pms_sim_result(s, 0)->sched_running_ns == 888000000ull, "e0 %llu",
	      (unsigned long long)pms_sim_result(s, 0)->sched_running_ns);
	CHECK(t, pms_sim_result(s, 7)->sched_running_ns == 892000000ull, "e7 %llu",
	      (unsigned long long)pms_sim_result(s, 7)->sched_running_ns);
	pms_sim_free(s);
	pms_evlist_free(ev);
	/* the same nine in one group: opened, never counted */
	snprintf(grp, sizeof(grp), "{%s}", nine);
	s = run(t, "zen4", grp, true, &ev);
	REQUIRE(t, s != NULL, "no simulation");
	for (int i = 0; i < 9; i++)
		CHECK(t, pms_sim_result(s, i)->status == PMS_ST_NOT_COUNTED &&
		      pms_sim_result(s, i)->weak_reset < 0, "group of 9: e%d status %d", i,
		      (int)pms_sim_result(s, i)->status);
	pms_sim_free(s);
	pms_evlist_free(ev);
	/* eight fit: two banks of four */
	snprintf(grp, sizeof(grp), "{%.*s}", (int)(strrchr(nine, ',') - nine), nine);
	s = run(t, "zen4", grp, true, &ev);
	REQUIRE(t, s != NULL, "no simulation");
	for (int i = 0; i < 8; i++)
		CHECK(t, pms_sim_result(s, i)->sched_running_ns == 1000000000ull, "group of 8: e%d", i);
	pms_sim_free(s);
	pms_evlist_free(ev);
	s = run(t, "zen4", "amd_iommu_3/mem_iommu_tlb_pde_mis/", false, &ev);
	REQUIRE(t, s != NULL, "no simulation");
	CHECK(t, pms_sim_result(s, 0)->status == PMS_ST_NOT_SUPPORTED, "per task not refused");
	CHECK(t, pms_evlist_attr(ev, 0, &a) == PMS_OK && a.config == 0x09, "pde_mis config %#llx",
	      (unsigned long long)a.config);
	/*
	 * perf 7.3's amd_metrics.py iotlb group (zen2+): -a predicts it.  Real
	 * perf 7.3.4 on the oracle's zen4 layout with amd_iommu_0..3
	 * (oracle.py one --uncore --models zen4 --releases 7.3 --args
	 * "-a -M iotlb") opened on each amd_iommu_N the weak group csource
	 * 0x6,0x8,0x7,0x9 then 0xf,0x10, and counted all six.
	 */
	CHECK(t, t_cli("predict --no-schedule --cpu zen4 --kernel 7.3 --perf-version 7.3 -a "
		       "-M iotlb", &out, &err) == 0, "-M iotlb: %s", err);
	CHECK(t, strstr(out, "amd_iommu (4 boxes") != NULL, "%.400s", out);
	CHECK(t, t_cli("events --cpu zen4 --kernel 7.3 --perf-version 7.3 -a -M iotlb", &out,
		       &err) == 0 && strstr(out, "6 events in 2 groups"), "events: %.300s", out);
	{
		static const char *const order[] = { "0*     W     sysfs-uncore  0x6 ",
			"0      W     sysfs-uncore  0x8 ", "0      W     sysfs-uncore  0x7 ",
			"0      W     sysfs-uncore  0x9 ", "1*     W     sysfs-uncore  0xf ",
			"1      W     sysfs-uncore  0x10 " };
		const char *at = out;

		for (size_t i = 0; i < T_ARRAY_SIZE(order) && at; i++)
			at = strstr(at, order[i]);
		CHECK(t, at != NULL, "iotlb groups not as perf 7.3.4 opened them: %.900s", out);
	}
	CHECK(t, t_cli("predict --no-schedule --cpu zen5 --kernel 7.3 --perf-version 7.3 -a "
		       "-M iotlb_miss_rate", &out, &err) == 0, "zen5 -M iotlb_miss_rate: %s", err);
out:
	pms_sim_free(s);
	pms_evlist_free(ev);
	return t_result(t);
}

/*
 * Metrics real perf fails or counts, recorded on the oracle's fake
 * layouts (tools/perf_oracle/uncore_layouts.py) with perf 7.3.4:
 * - srf -a -M lpm_miss_lat_loc: intel_metrics.py (7.3) writes skx-style
 *   filter terms on UNC_CHA_TOR_OCCUPANCY.IA_MISS; perf fails with
 *   "unknown term 'filter_opc0' for pmu 'uncore_cha_35'" (the CHA of
 *   spr_uncore_chabox has tid_en and filter_tid only,
 *   spr_uncore_cha_formats_attr[], uncore_snbep.c 6.12/7.3).  pmusched
 *   says perf fails too, naming the same term.
 * - gnr and srf -a -M cpu_cstate_c0 / c6 read pcu_0@UNC_P_CLOCKTICKS@: with
 *   several PCUs (uncore_pcu_0..2, uncore_get_pmu_name()) perf counts it,
 *   opening pcu_0 and the occupancy on every PCU (5 opens, rc 0).
 */
static enum t_result perf_fails_too(struct tctx *t)
{
	const char *out, *err;
	int box = -9;

	CHECK(t, t_cli("predict --no-schedule --cpu srf --kernel 7.3 --perf-version 7.3 -a "
		       "-M lpm_miss_lat_loc", &out, &err) != 0 &&
	      strstr(err, "perf fails the metric too") && strstr(err, "'filter_opc0'"),
	      "srf lpm_miss_lat_loc: %s", err);
	CHECK(t, t_cli("predict --no-schedule --cpu gnr --kernel 7.3 --perf-version 7.3 -a "
		       "-M cpu_cstate_c0", &out, &err) == 0 &&
	      strstr(out, "uncore_pcu_0 (box 0 alone"), "gnr cpu_cstate_c0: %s %.300s", err, out);
	CHECK(t, t_cli("predict --no-schedule --cpu srf --kernel 7.3 --perf-version 7.3 -a "
		       "-M cpu_cstate_c6", &out, &err) == 0, "srf cpu_cstate_c6: %s", err);
	/* srf 6.12 iio_bandwidth_read: UMask 0x70ff004 does not fit
	 * spr_uncore_iio's umask config:8-15; real perf 6.12.117 fails it
	 * (tests/oracle/uncore/srf.txt: event syntax error) */
	CHECK(t, t_cli("predict --no-schedule --cpu srf --kernel 6.12 --perf-version 6.12 -a "
		       "-M iio_bandwidth_read", &out, &err) != 0 &&
	      strstr(err, "perf fails the metric too"), "srf 6.12 iio_bandwidth_read: %s", err);
	/* skx power_channel_ppd: real perf 6.12.117 on the skx layout counts
	 * {UNC_M_POWER_CHANNEL_PPD, UNC_M_CLOCKTICKS} on each uncore_imc_N;
	 * perf 6.1.187 (oracle.py one --uncore --models skx --releases 6.1
	 * --perf /usr/bin/perf) prints "Cannot find metric or group" and runs
	 * its default events */
	CHECK(t, t_cli("predict --no-schedule --cpu skx --kernel 6.12 --perf-version 6.12 -a "
		       "-M power_channel_ppd", &out, &err) == 0 && strstr(out, "uncore_imc ("),
	      "skx power_channel_ppd 6.12: %s", err);
	CHECK(t, t_cli("predict --no-schedule --cpu skx --kernel 6.12 --perf-version 6.1 -a "
		       "-M power_channel_ppd", &out, &err) == 0 &&
	      strstr(err, "Cannot find metric or group `power_channel_ppd'"),
	      "skx power_channel_ppd 6.1: %s", err);
	CHECK(t, pms_uncore_find(pms_model_find("gnr"), "pcu_2", &box) && box == 2 &&
	      !pms_uncore_find(pms_model_find("gnr"), "pcu_3", NULL), "gnr pcu boxes");
	return t_result(t);
}

/*
 * Client uncore (arch/x86/events/intel/uncore_snb.c, the same types in
 * 6.1, 6.12 and 7.3): adl_uncore_init serves ALDERLAKE and RAPTORLAKE*
 * (uncore.c uncore_match): arb 2 boxes x 2 counters with
 * snb_uncore_arb_constraints (event 0x80 and 0x83 on counter 0 only),
 * cbox x 2, clock (num_counters 1 and a single fixed counter, config 0xff),
 * imc 2 x 5 (MMIO) and imc_free_running; mtl_uncore_init (METEORLAKE*):
 * mtl_uncore_arb 2 x 2 with no constraint table, hac_arb, hac_cbox, cncu
 * and sncu (single fixed), the same MMIO imc.
 * On adl the two arb events both need counter 0: one group at a time, 125
 * of 250 intervals each (500 ms); on mtl they fit together (1000 ms).
 * perf's JSON (meteorlake): UNC_CLOCK.SOCKET is uncore_clock in 6.12 and
 * uncore_cncu in 7.3 (the kernel has no uncore_clock on MTL).
 */
static enum t_result client_uncore(struct tctx *t)
{
	static const char arb[] = "uncore_arb_0/event=0x80/,uncore_arb_0/event=0x83/";
	const struct pms_model *adl = pms_model_find("adl"), *mtl = pms_model_find("mtl");
	const struct pms_uncore_type *ty;
	struct pms_evlist *ev = NULL;
	struct pms_sim *s;
	const char *out, *err;
	int box = -9;

	ty = pms_uncore_find(adl, "uncore_clock", NULL);
	CHECK(t, ty && ty->fixed && ty->n_boxes == 1, "adl uncore_clock");
	ty = pms_uncore_find(adl, "uncore_imc_1", &box);
	CHECK(t, ty && ty->n_gp == 5 && box == 1 && !ty->fixed, "adl uncore_imc_1");
	CHECK(t, pms_uncore_find(pms_model_find("rpl"), "uncore_arb_1", NULL) != NULL, "rpl arb");
	CHECK(t, pms_uncore_find(mtl, "uncore_cncu", NULL) && pms_uncore_find(mtl, "uncore_sncu", NULL) &&
	      pms_uncore_find(mtl, "uncore_hac_arb_1", NULL) &&
	      pms_uncore_find(mtl, "uncore_hac_cbox_0", NULL) && !pms_uncore_find(mtl, "uncore_clock", NULL),
	      "mtl types");
	s = run(t, "adl", arb, true, &ev);
	REQUIRE(t, s != NULL, "no simulation");
	CHECK(t, pms_sim_result(s, 0)->sched_running_ns == 500000000ull &&
	      pms_sim_result(s, 1)->sched_running_ns == 500000000ull, "adl arb %llu %llu",
	      (unsigned long long)pms_sim_result(s, 0)->sched_running_ns,
	      (unsigned long long)pms_sim_result(s, 1)->sched_running_ns);
	pms_sim_free(s);
	pms_evlist_free(ev);
	s = run(t, "mtl", arb, true, &ev);
	REQUIRE(t, s != NULL, "no simulation");
	CHECK(t, pms_sim_result(s, 0)->sched_running_ns == 1000000000ull &&
	      pms_sim_result(s, 1)->sched_running_ns == 1000000000ull, "mtl arb");
	CHECK(t, t_cli("predict --no-schedule --cpu mtl --kernel 7.3 --perf-version 7.3 -a "
		       "-e UNC_CLOCK.SOCKET", &out, &err) == 0 && strstr(out, "cncu FIXED"),
	      "mtl 7.3 UNC_CLOCK.SOCKET: %s %.300s", err, out);
	CHECK(t, t_cli("predict --no-schedule --cpu adl --kernel 7.3 --perf-version 7.3 -a "
		       "-e UNC_CLOCK.SOCKET", &out, &err) == 0 && strstr(out, "clock FIXED"),
	      "adl UNC_CLOCK.SOCKET: %s %.300s", err, out);
	CHECK(t, t_cli("predict --no-schedule --cpu rpl --kernel 7.3 --perf-version 7.3 -a "
		       "-M tma_info_system_dram_bw_use", &out, &err) == 0 && strstr(out, "Boxes"),
	      "rpl dram_bw_use: %s", err);
out:
	pms_sim_free(s);
	pms_evlist_free(ev);
	return t_result(t);
}

/* @text parsed on model @cpu under kernel @kver; -1 for an unknown model. */
static int parse_at(const char *cpu, const char *text, uint32_t kver, struct pms_evlist **ev,
		    struct pms_diag *d)
{
	struct pms_evlist_opts eo = PMS_EVLIST_OPTS_INIT;
	struct pms_env env = PMS_ENV_DEFAULT;
	const struct pms_model *m = pms_model_find(cpu);

	env.kver = kver;
	eo.env = &env;
	return m ? pms_evlist_parse_opts(m, text, &eo, ev, d) : -1;
}

/*
 * msr.c test_intel() (Linux 6.1 and 6.12): pperf and smi only on the models
 * it lists: spr has smi and not pperf, skx both, srf (ATOM_CRESTMONT_X)
 * neither — perf 6.12 fails srf's -M smi_num with an event syntax error
 * (tests/oracle/uncore/srf.txt).  7.2.13 and 7.3.4 return true for every
 * Intel part and leave it to perf_msr_probe() on the machine: accepted.
 */
static enum t_result msr_by_model(struct tctx *t)
{
	static const struct {
		int line;
		const char *cpu, *ev;
		uint32_t kver;
		bool ok;
	} cases[] = {
		{ __LINE__, "srf", "msr/smi/", PMS_KVER(6, 12), false },
		{ __LINE__, "srf", "msr/pperf/", PMS_KVER(6, 1), false },
		{ __LINE__, "srf", "msr/smi/", PMS_KVER(7, 3), true },
		{ __LINE__, "srf", "msr/tsc/", PMS_KVER(6, 12), true },
		{ __LINE__, "spr", "msr/smi/", PMS_KVER(6, 12), true },
		{ __LINE__, "spr", "msr/pperf/", PMS_KVER(6, 12), false },
		{ __LINE__, "skx", "msr/pperf/", PMS_KVER(6, 12), true },
		{ __LINE__, "clx", "msr/smi/", PMS_KVER(6, 12), true },
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		struct pms_evlist *ev = NULL;
		struct pms_diag d = { 0 };
		int rc = parse_at(cases[i].cpu, cases[i].ev, cases[i].kver, &ev, &d);

		CHECK(t, (rc == PMS_OK) == cases[i].ok, "line %d: %s on %s: rc %d %s", cases[i].line,
		      cases[i].ev, cases[i].cpu, rc, d.msg);
		pms_evlist_free(ev);
	}
	return t_result(t);
}

/*
 * The residency and energy PMUs (src/lib/evlist_cstate.c), facts from
 * arch/x86/events/intel/cstate.c (struct cstate_model core_events /
 * pkg_events / module_events masks; aliases c1-residency event=0x00 ...)
 * and arch/x86/events/rapl.c (rapl_model pkg_events; energy-cores 0x01,
 * energy-pkg 0x02, energy-ram 0x03, energy-gpu 0x04, energy-psys 0x05), in
 * the 6.1.176, 6.12.117 and 7.3.4 trees.  A PMU the model lacks, an event
 * its mask lacks, and a model or kernel not in the table are refused; a
 * config is the alias's.
 */
static enum t_result cstate_power_by_model(struct tctx *t)
{
	enum { OK, NOEV = PMS_ENOEVENT, NOTSUP = PMS_ENOTSUP };
	static const struct {
		int line;
		const char *cpu, *ev;
		uint32_t kver;
		int rc;
		uint64_t config;
	} cases[] = {
		/* snb_cstates (INTEL_SKYLAKE): pkg C2 C3 C6 C7, core C3 C6 C7 */
		{ __LINE__, "skl", "cstate_pkg/c2-residency/", PMS_KVER(7, 3), OK, 0x0 },
		{ __LINE__, "skl", "cstate_pkg/c7-residency/", PMS_KVER(6, 12), OK, 0x3 },
		/* skl also covers KABYLAKE_L/KABYLAKE (0x8e, 0x9e), hswult_cstates
		 * (pkg C8-C10 too): which part is not known, so C8-C10 are not
		 * modelled on skl, never absent */
		{ __LINE__, "skl", "cstate_pkg/c8-residency/", PMS_KVER(7, 3), NOTSUP, 0 },
		{ __LINE__, "kbl", "cstate_pkg/c10-residency/", PMS_KVER(6, 12), NOTSUP, 0 },
		{ __LINE__, "skl", "cstate_pkg/event=0x6/", PMS_KVER(7, 3), NOTSUP, 0 },
		{ __LINE__, "skl", "cstate_pkg/event=0x7/", PMS_KVER(7, 3), NOTSUP, 0 },
		/* hsw: HASWELL_L (0x45) hswult_cstates, HASWELL (0x3c) snb_cstates */
		{ __LINE__, "hsw", "cstate_pkg/c9-residency/", PMS_KVER(6, 1), NOTSUP, 0 },
		{ __LINE__, "hsw", "cstate_pkg/c7-residency/", PMS_KVER(6, 1), OK, 0x3 },
		/* bdw: BROADWELL and BROADWELL_G are both snb_cstates: C8 absent */
		{ __LINE__, "bdw", "cstate_pkg/c8-residency/", PMS_KVER(6, 12), NOEV, 0 },
		{ __LINE__, "skl", "cstate_core/c1-residency/", PMS_KVER(7, 3), NOEV, 0 },
		{ __LINE__, "skl", "cstate_module/c6-residency/", PMS_KVER(7, 3), NOEV, 0 },
		{ __LINE__, "skl", "cstate_pkg/event=0x3/", PMS_KVER(7, 3), OK, 0x3 },
		{ __LINE__, "skl", "cstate_pkg/event=0x4/", PMS_KVER(7, 3), NOTSUP, 0 },
		{ __LINE__, "skl", "cstate_pkg/C6-Residency/", PMS_KVER(7, 3), OK, 0x2 },
		/* hswult_cstates (INTEL_COMETLAKE): pkg C2..C10 */
		{ __LINE__, "cml", "cstate_pkg/c10-residency/", PMS_KVER(7, 3), OK, 0x6 },
		/* icl_cstates: core C6 C7 only */
		{ __LINE__, "icl", "cstate_core/c3-residency/", PMS_KVER(7, 3), NOEV, 0 },
		{ __LINE__, "icl", "cstate_core/c7-residency/", PMS_KVER(7, 3), OK, 0x3 },
		/* icx_cstates (SPR too): pkg C2 C6 */
		{ __LINE__, "spr", "cstate_pkg/c3-residency/", PMS_KVER(7, 3), NOEV, 0 },
		{ __LINE__, "spr", "cstate_pkg/c6-residency/", PMS_KVER(6, 12), OK, 0x2 },
		/* grr_cstates: no pkg_events, so no cstate_pkg PMU; module C6 */
		{ __LINE__, "grr", "cstate_pkg/c2-residency/", PMS_KVER(6, 12), NOEV, 0 },
		{ __LINE__, "grr", "cstate_module/c6-residency/", PMS_KVER(7, 3), OK, 0x0 },
		/* srf_cstates: in 6.12.117, not in 6.1.176's table */
		{ __LINE__, "srf", "cstate_module/c6-residency/", PMS_KVER(6, 12), OK, 0x0 },
		{ __LINE__, "srf", "cstate_core/c6-residency/", PMS_KVER(6, 1), NOEV, 0 },
		/* nvl_cstates: 7.2.13 and 7.3.4, not 6.12.117; a kernel between: not modelled */
		{ __LINE__, "nvl", "cstate_module/c6-residency/", PMS_KVER(7, 3), OK, 0x0 },
		{ __LINE__, "nvl", "cstate_pkg/c2-residency/", PMS_KVER(6, 12), NOEV, 0 },
		{ __LINE__, "nvl", "cstate_pkg/c2-residency/", PMS_KVER(6, 18), NOTSUP, 0 },
		/* rapl.c: model_skl has psys; model_hsx (SKYLAKE_X) no gpu */
		{ __LINE__, "skl", "power/energy-psys/", PMS_KVER(7, 3), OK, 0x5 },
		{ __LINE__, "skx", "power/energy-gpu/", PMS_KVER(7, 3), NOEV, 0 },
		{ __LINE__, "skx", "power/energy-ram/", PMS_KVER(7, 3), OK, 0x3 },
		/* model_snb: no ram; model_snbep (SANDYBRIDGE_X): ram, no gpu */
		{ __LINE__, "snb", "power/energy-ram/", PMS_KVER(6, 12), NOEV, 0 },
		{ __LINE__, "snb-ep", "power/energy-ram/", PMS_KVER(6, 12), OK, 0x3 },
		{ __LINE__, "snb-ep", "power/energy-gpu/", PMS_KVER(6, 12), NOEV, 0 },
		/* model_spr: psys, no gpu */
		{ __LINE__, "spr", "power/energy-gpu/", PMS_KVER(7, 3), NOEV, 0 },
		{ __LINE__, "spr", "power/energy-psys/", PMS_KVER(7, 3), OK, 0x5 },
		/* no rapl_model_match[] entry for GRANITERAPIDS_X (7.3.4): no PMU */
		{ __LINE__, "gnr", "power/energy-pkg/", PMS_KVER(7, 3), NOEV, 0 },
		{ __LINE__, "skl", "power/event=0x0/", PMS_KVER(7, 3), NOTSUP, 0 },
		/* model_amd_hygon: pkg only on the power PMU */
		{ __LINE__, "zen4", "power/energy-pkg/", PMS_KVER(7, 3), OK, 0x2 },
		{ __LINE__, "zen4", "power/energy-cores/", PMS_KVER(7, 3), NOEV, 0 },
		{ __LINE__, "zen4", "cstate_core/c6-residency/", PMS_KVER(7, 3), NOEV, 0 },
		{ __LINE__, "neoverse-n1", "power/energy-pkg/", PMS_KVER(6, 12), NOEV, 0 },
		{ __LINE__, "fam15h", "power/energy-pkg/", PMS_KVER(6, 12), NOTSUP, 0 },
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		struct pms_event_attr a = { .sz = sizeof(a) };
		struct pms_evlist *ev = NULL;
		struct pms_diag d = { 0 };
		int rc = parse_at(cases[i].cpu, cases[i].ev, cases[i].kver, &ev, &d);

		CHECK(t, rc == cases[i].rc, "line %d: %s on %s: rc %d, want %d: %s", cases[i].line,
		      cases[i].ev, cases[i].cpu, rc, cases[i].rc, d.msg);
		if (!rc && rc == cases[i].rc)
			CHECK(t, pms_evlist_attr(ev, 0, &a) == PMS_OK && a.config == cases[i].config,
			      "line %d: config 0x%llx", cases[i].line, (unsigned long long)a.config);
		pms_evlist_free(ev);
	}
	return t_result(t);
}

static enum t_result box_split(struct tctx *t)
{
	static const struct {
		int line;
		const char *cpu, *list;
		int runs;
		bool minimal;
		int run_of[6];
	} cases[] = {
		/* 6 events, 4 GP counters (+ a fixed one only 0xff takes): 4 + 2;
		 * ceil(6 / 5) = 2, the lower bound */
		{ __LINE__, "spr", "uncore_imc/event=0x5,umask=0xcf/,uncore_imc/event=0x5,umask=0xf0/,"
		  "uncore_imc/event=0x1/,uncore_imc/event=0x2/,uncore_imc/event=0x3/,uncore_imc/event=0x4/",
		  2, true, { 0, 0, 0, 0, 1, 1 } },
		/* STATE 1 and STATE 2 cannot share the skx CHA filter register */
		{ __LINE__, "skx", "uncore_cha_0/event=0x34,umask=0x3,filter_state=0x1/,"
		  "uncore_cha_0/event=0x34,umask=0x3,filter_state=0x2/", 2, false, { 0, 1 } },
		/* groups of 3 and 2 do not share 4 GP counters: the bound 1 is not met */
		{ __LINE__, "spr", "{uncore_imc_0/event=0x1/,uncore_imc_0/event=0x2/,uncore_imc_0/event=0x3/},"
		  "{uncore_imc_0/event=0x4/,uncore_imc_0/event=0x5/}", 2, false, { 0, 0, 0, 1, 1 } },
		/* AMD L3: 6 events on its 6 counters: one run */
		{ __LINE__, "zen4", "amd_l3/event=0x1/,amd_l3/event=0x2/,amd_l3/event=0x3/,amd_l3/event=0x4/,"
		  "amd_l3/event=0x5/,amd_l3/event=0x6/", 1, true, { 0, 0, 0, 0, 0, 0 } },
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		struct pms_evlist *ev;
		struct pms_sim *s = run(t, cases[i].cpu, cases[i].list, true, &ev);
		struct pms_sim_box b;
		int run_of[8];
		bool minimal = !cases[i].minimal;
		int n;

		if (!s)
			continue;
		if (pms_sim_box(s, 0, &b) != PMS_OK || b.n_events > 6) {
			CHECK(t, 0, "line %d: box", cases[i].line);
			pms_sim_free(s);
			pms_evlist_free(ev);
			continue;
		}
		n = pms_sim_box_split(s, 0, run_of, 8, &minimal);
		CHECK(t, n == cases[i].runs && minimal == cases[i].minimal, "line %d: %d runs, minimal %d",
		      cases[i].line, n, (int)minimal);
		for (int j = 0; j < b.n_events; j++)
			CHECK(t, run_of[j] == cases[i].run_of[j], "line %d: e%d in run %d", cases[i].line,
			      j, run_of[j]);
		CHECK(t, pms_sim_box_split(s, 0, run_of, 0, NULL) == PMS_EINVAL &&
		      pms_sim_box_split(s, 9, run_of, 8, NULL) == PMS_ERANGE, "line %d: bad args",
		      cases[i].line);
		pms_sim_free(s);
		pms_evlist_free(ev);
	}
	return t_result(t);
}

/*
 * perf stat --per-socket/--per-die CPU-count column of merged box lines:
 * stat.c evsel__merge_aggr_counters() 6.12.117 leaves aggr[].nr of the
 * first box (real perf 6.12 on the fake spr layout: "S0        1"), 7.2.13 /
 * 7.3.4 add the merged boxes' nr (real perf 7.3: "S0        8");
 * tests/oracle/aggr/.  Widths from stat-display.c print_aggr_id_std().
 */
static enum t_result aggr_nr_by_release(struct tctx *t)
{
	char buf[64];
	int nr = -1;

	CHECK(t, !pms_stat_aggr_nr(PMS_KVER(6, 12), 1, 8, &nr) && nr == 1, "6.12: %d", nr);
	CHECK(t, !pms_stat_aggr_nr(PMS_KVER(6, 1), 2, 8, &nr) && nr == 2, "6.1: %d", nr);
	CHECK(t, !pms_stat_aggr_nr(PMS_KVER(7, 2), 1, 8, &nr) && nr == 8, "7.2: %d", nr);
	CHECK(t, !pms_stat_aggr_nr(PMS_KVER(7, 3), 2, 12, &nr) && nr == 24, "7.3: %d", nr);
	CHECK(t, !pms_stat_aggr_nr(PMS_KVER(7, 3), 4, 1, &nr) && nr == 4, "core: %d", nr);
	CHECK(t, pms_stat_aggr_nr(PMS_KVER(7, 3), 0, 1, &nr) == PMS_EINVAL, "0 CPUs");
	CHECK(t, pms_stat_aggr_nr(PMS_KVER(7, 3), 1, 1, NULL) == PMS_EINVAL, "NULL");
	CHECK(t, !pms_stat_aggr_prefix(PMS_STAT_AGGR_SOCKET, 0, 0, 8, buf, sizeof(buf)) &&
	      !strcmp(buf, "S0        8 "), "socket '%s'", buf);
	CHECK(t, !pms_stat_aggr_prefix(PMS_STAT_AGGR_DIE, 1, 2, 4, buf, sizeof(buf)) &&
	      !strcmp(buf, "S1-D2           4 "), "die '%s'", buf);
	CHECK(t, !pms_stat_aggr_prefix(PMS_STAT_AGGR_GLOBAL, 0, 0, 4, buf, sizeof(buf)) &&
	      !buf[0], "global '%s'", buf);
	CHECK(t, pms_stat_aggr_prefix(PMS_STAT_AGGR_SOCKET, 0, 0, 8, buf, 5) == PMS_ERANGE,
	      "short buffer");
	CHECK(t, pms_stat_aggr_prefix((enum pms_stat_aggr)9, 0, 0, 8, buf, sizeof(buf)) ==
	      PMS_EINVAL, "bad mode");
	return t_result(t);
}

/*
 * -A / --no-merge: "CPU%-*d " with aggr_header_lens[AGGR_NONE] 6 - 3
 * (stat-display.c print_aggr_id_std(), 6.12.117 and 7.3.4; real perf on
 * the fake spr layout prints "CPU0" then the count, tests/oracle/aggr/
 * spr-{6.12,7.3}_{A,no-merge}.out).  builtin-stat.c 6.12/7.3 set
 * opt_mode.no_aggr for both options; 6.1.176 kept --no-merge as
 * stat_config.no_merge (not modelled: refused before 6.12).
 */
static enum t_result no_aggr_prefix(struct tctx *t)
{
	char buf[64];

	CHECK(t, !pms_stat_aggr_prefix(PMS_STAT_AGGR_NONE, 0, 0, 0, buf, sizeof(buf)) &&
	      !strcmp(buf, "CPU0   "), "cpu 0 '%s'", buf);
	CHECK(t, !pms_stat_aggr_prefix(PMS_STAT_AGGR_NONE, 1234, 0, 0, buf, sizeof(buf)) &&
	      !strcmp(buf, "CPU1234 "), "cpu 1234 '%s'", buf);
	CHECK(t, pms_stat_aggr_prefix(PMS_STAT_AGGR_NONE, -1, 0, 0, buf, sizeof(buf)) ==
	      PMS_EINVAL, "negative CPU");
	CHECK(t, !pms_stat_no_aggr_modelled(PMS_KVER_RC(6, 1, 999)), "6.1: not modelled");
	CHECK(t, pms_stat_no_aggr_modelled(PMS_KVER_RC(6, 12, 999)) &&
	      pms_stat_no_aggr_modelled(PMS_KVER(7, 3)), "6.12, 7.3 modelled");
	/* -x / -j aggregated prefixes: stat-display.c print_aggr_id_csv() and
	 * print_aggr_id_json() 7.2.13/7.3.4; real perf: "S0,8," and
	 * "socket" : "S0", "counters" : 8 (tests/oracle/aggr/spr-7.*_per-*_{x,j}.out) */
	CHECK(t, !pms_stat_aggr_prefix_sv(PMS_STAT_AGGR_SOCKET, 0, 0, 8, ",", buf, sizeof(buf)) &&
	      !strcmp(buf, "S0,8,"), "csv socket '%s'", buf);
	CHECK(t, !pms_stat_aggr_prefix_sv(PMS_STAT_AGGR_DIE, 1, 0, 4, ";", buf, sizeof(buf)) &&
	      !strcmp(buf, "S1-D0;4;"), "csv die '%s'", buf);
	CHECK(t, !pms_stat_aggr_prefix_sv(PMS_STAT_AGGR_DIE, 0, 0, 8, NULL, buf, sizeof(buf)) &&
	      !strcmp(buf, "\"die\" : \"S0-D0\", \"counters\" : 8, "), "json die '%s'", buf);
	CHECK(t, pms_stat_aggr_prefix_sv(PMS_STAT_AGGR_NONE, 0, 0, 8, ",", buf, sizeof(buf)) ==
	      PMS_EINVAL, "no-aggr: not this prefix");
	CHECK(t, pms_stat_aggr_prefix_sv(PMS_STAT_AGGR_SOCKET, 0, 0, 8, NULL, buf, 8) ==
	      PMS_ERANGE, "short buffer");
	return t_result(t);
}

const struct t_case t_uncore_cases[] = {
	{ "task_mode_refused", task_mode_refused },
	{ "aggr_nr_by_release", aggr_nr_by_release },
	{ "no_aggr_prefix", no_aggr_prefix },
	{ "imc_six_spr", imc_six_spr },
	{ "imc_fixed_fits", imc_fixed_fits },
	{ "cha_constraints", cha_constraints },
	{ "amd_l3_first_free", amd_l3_first_free },
	{ "json_names", json_names },
	{ "list_names", list_names },
	{ "names", names },
	{ "tables", tables },
	{ "stat_system_wide", stat_system_wide },
	{ "sysfs_aliases", sysfs_aliases },
	{ "box_metrics_built", box_metrics_built },
	{ "cpu_maps_split", cpu_maps_split },
	{ "filter_registers", filter_registers },
	{ "pinned_boxes", pinned_boxes },
	{ "box_split", box_split },
	{ "amd_terms_fix_raw", amd_terms_fix_raw },
	{ "json_by_release", json_by_release },
	{ "weak_box_group", weak_box_group },
	{ "amd_iommu", amd_iommu },
	{ "perf_fails_too", perf_fails_too },
	{ "client_uncore", client_uncore },
	{ "msr_by_model", msr_by_model },
	{ "cstate_power_by_model", cstate_power_by_model },
	{ NULL, NULL }
};
