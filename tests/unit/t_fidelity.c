/*
 * Scheduling details checked against the kernel: shared extra registers
 * (__intel_shared_reg_get_constraints, intel_alt_er, intel/core.c 6.12:
 * 3256-3360; per-core sharing on nhm/wsm, intel_pmu_cpu_starting 5178),
 * perf record versus perf stat, the counters an event finally ran on, the
 * watchdog beside AMD pair events, the pair-count leak of cancelled
 * transactions before 871a93b0aad6 (5.10-rc1), the hw-cache maps per era,
 * and kernel version checks.  Expected values are derived in the comments.
 */
#include <errno.h>
#include <math.h>
#include "../test.h"

#define FE_EV(v) "cpu/event=0xc6,umask=0x01,frontend=" v "/"
#define RSP_EV(v) "cpu/event=0xb7,umask=0x01,offcore_rsp=" v "/"

static struct pms_sim *sim(struct tctx *t, const char *cpu, const char *kernel, const char *events,
			   struct pms_sim_opts *o, struct pms_evlist **ev)
{
	struct pms_diag d;
	struct pms_sim *s = NULL;

	*ev = NULL;
	if (pms_kver_parse(kernel, &o->env.kver, NULL) ||
	    pms_evlist_parse(pms_model_find(cpu), events, ev, &d)) {
		CHECK(t, 0, "parse '%s'", events);
		return NULL;
	}
	if (pms_simulate(*ev, o, &s, &d)) {
		CHECK(t, 0, "simulate '%s': %s", events, d.msg);
		pms_evlist_free(*ev);
		*ev = NULL;
		return NULL;
	}
	return s;
}

static void done(struct pms_sim *s, struct pms_evlist *ev)
{
	pms_sim_free(s);
	pms_evlist_free(ev);
}

static double pct(const struct pms_sim *s, int i)
{
	const struct pms_ev_result *r = pms_sim_result(s, i);

	return r->enabled_ns ? 100.0 * (double)r->running_ns / (double)r->enabled_ns : 0;
}

/*
 * Two FRONTEND_RETIRED events with different frontend= values in one group:
 * validate_group()'s fake cpuc gives the second the empty constraint, as
 * MSR_PEBS_FRONTEND (intel_skl_extra_regs core.c 6.12:282) is held with
 * the first value, so the group is refused at open.
 */
static enum t_result frontend_group(struct tctx *t)
{
	struct pms_sim_opts o = { .sz = sizeof(o),
				    .env = PMS_ENV_DEFAULT, .duration_ns = 40000000 };
	struct pms_evlist *ev;
	struct pms_sim *s = sim(t, "skl", "6.12", "{" FE_EV("0x11") "," FE_EV("0x12") "}", &o, &ev);
	const struct pms_ev_result *r;

	REQUIRE(t, s, "simulation");
	r = pms_sim_result(s, 1);
	CHECK(t, r->status == PMS_ST_NOT_SUPPORTED, "second member: status %d", r->status);
	CHECK(t, (r->why & PMS_WHY_EXTRA_REG) && r->xreg == PMS_XREG_FRONTEND && r->xreg_holder == 0,
	      "second member: why 0x%x xreg %d holder %d", r->why, r->xreg, r->xreg_holder);
	CHECK(t, !strcmp(pms_xreg_name(PMS_XREG_FRONTEND), "FRONTEND"), "register name");
	done(s, ev);
	/* the same value twice shares the register: both count */
	s = sim(t, "skl", "6.12", "{" FE_EV("0x11") "," FE_EV("0x11") "}", &o, &ev);
	REQUIRE(t, s, "simulation");
	CHECK(t, pms_sim_result(s, 0)->status == PMS_ST_COUNTED &&
	      pms_sim_result(s, 1)->status == PMS_ST_COUNTED && pct(s, 1) == 100.0, "same value shares");
	done(s, ev);
	/* as separate events they take turns: never in the same interval */
	s = sim(t, "skl", "6.12", FE_EV("0x11") "," FE_EV("0x12"), &o, &ev);
	REQUIRE(t, s, "simulation");
	CHECK(t, fabs(pct(s, 0) - 50) < 1 && fabs(pct(s, 1) - 50) < 1, "alternate: %.1f %.1f",
	      pct(s, 0), pct(s, 1));
	for (unsigned k = 0; k < pms_sim_n_intervals(s); k++) {
		struct pms_interval iv;

		pms_sim_interval(s, k, &iv);
		CHECK(t, iv.counter[0] < 0 || iv.counter[1] < 0, "interval %u: both on", k);
	}
	CHECK(t, pms_sim_result(s, 1)->why & PMS_WHY_EXTRA_REG, "why names the register");
	done(s, ev);
out:
	return t_result(t);
}

/*
 * LLC-loads and LLC-load-misses are both 0x01b7 with different response
 * masks (nehalem_hw_cache_extra_regs).  Nehalem has OFFCORE_RSP_0 only
 * (intel_nehalem_extra_regs core.c 6.12:89, no PMU_FL_HAS_RSP_1), so they
 * take turns; Westmere's intel_alt_er moves the second to OFFCORE_RSP_1
 * (intel_westmere_extra_regs core.c 6.12:164) and both count.
 */
static enum t_result offcore_alt(struct tctx *t)
{
	struct pms_sim_opts o = { .sz = sizeof(o),
				    .env = PMS_ENV_DEFAULT, .duration_ns = 40000000 };
	struct pms_evlist *ev;
	struct pms_sim *s = sim(t, "nhm", "6.12", "LLC-loads,LLC-load-misses", &o, &ev);

	REQUIRE(t, s, "simulation");
	CHECK(t, fabs(pct(s, 0) - 50) < 1 && fabs(pct(s, 1) - 50) < 1, "nhm: %.1f %.1f", pct(s, 0),
	      pct(s, 1));
	CHECK(t, pms_sim_result(s, 1)->xreg == PMS_XREG_RSP0, "nhm: OFFCORE_RSP_0 named");
	done(s, ev);
	s = sim(t, "wsm", "6.12", "LLC-loads,LLC-load-misses", &o, &ev);
	REQUIRE(t, s, "simulation");
	CHECK(t, pct(s, 0) == 100 && pct(s, 1) == 100, "wsm: %.1f %.1f", pct(s, 0), pct(s, 1));
	done(s, ev);
	/* a third value finds both registers taken */
	s = sim(t, "wsm", "6.12", RSP_EV("0x1") "," RSP_EV("0x2") "," RSP_EV("0x4"), &o, &ev);
	REQUIRE(t, s, "simulation");
	CHECK(t, pct(s, 0) < 100 || pct(s, 1) < 100 || pct(s, 2) < 100, "wsm: three values cannot all fit");
	done(s, ev);
out:
	return t_result(t);
}

/*
 * nhm/wsm share the extra registers between HT siblings (no
 * PMU_FL_NO_HT_SHARING): the sibling holding OFFCORE_RSP_0 with another
 * value keeps a Nehalem event off; Sandy Bridge sets PMU_FL_NO_HT_SHARING
 * (core.c 6.12:6852) and counts it.
 */
static enum t_result sibling_xreg(struct tctx *t)
{
	struct pms_sim_opts o = { .sz = sizeof(o),
				    .env = PMS_ENV_DEFAULT, .duration_ns = 40000000 };
	struct pms_evlist *ev, *sib = NULL;
	struct pms_diag d;
	struct pms_sim *s;
	const struct pms_ev_result *r;

	REQUIRE(t, pms_evlist_parse(pms_model_find("nhm"), RSP_EV("0x4001"), &sib, &d) == PMS_OK,
		"sibling list");
	o.sibling = sib;
	s = sim(t, "nhm", "6.12", RSP_EV("0x2001"), &o, &ev);
	REQUIRE(t, s, "simulation");
	r = pms_sim_result(s, 0);
	CHECK(t, r->status == PMS_ST_NOT_COUNTED && r->xreg_holder == -2 &&
	      (r->why & PMS_WHY_EXTRA_REG), "nhm: status %d holder %d why 0x%x", r->status,
	      r->xreg_holder, r->why);
	done(s, ev);
	pms_evlist_free(sib);
	sib = NULL;
	/* values inside snb's valid mask 0x3f807f8fff (intel_snb_extra_regs core.c 6.12:258) */
	REQUIRE(t, pms_evlist_parse(pms_model_find("snb"), RSP_EV("0x10001"), &sib, &d) == PMS_OK,
		"sibling list");
	o.sibling = sib;
	s = sim(t, "snb", "6.12", RSP_EV("0x20001"), &o, &ev);
	REQUIRE(t, s, "simulation");
	CHECK(t, pct(s, 0) == 100, "snb: per-thread registers, %.1f", pct(s, 0));
	done(s, ev);
out:
	pms_evlist_free(sib);
	return t_result(t);
}

/*
 * perf stat (counting) versus perf record (sampling): x86_pmu_hw_config
 * (core.c 6.12:576) refuses the counting cycles:p; sampling, it opens and
 * takes the PEBS alias row (GP0-3 on skl, ds.c 6.12:1124).
 */
static enum t_result record_mode(struct tctx *t)
{
	struct pms_sim_opts o = { .sz = sizeof(o), .env = PMS_ENV_DEFAULT, .duration_ns = 8000000 };
	struct pms_evlist *ev;
	struct pms_sim *s = sim(t, "skl", "6.12", "cycles:p", &o, &ev);
	const struct pms_ev_result *r;

	REQUIRE(t, s, "simulation");
	r = pms_sim_result(s, 0);
	CHECK(t, r->status == PMS_ST_NOT_SUPPORTED && (r->why & PMS_WHY_OPEN_CHECK) && r->reason &&
	      !r->sampling, "stat: status %d why 0x%x", r->status, r->why);
	done(s, ev);
	o.record = true;
	s = sim(t, "skl", "6.12", "cycles:p", &o, &ev);
	REQUIRE(t, s, "simulation");
	r = pms_sim_result(s, 0);
	CHECK(t, r->status == PMS_ST_COUNTED && r->sampling && r->reason == NULL &&
	      (r->counters & ~UINT64_C(0xf)) == 0 && r->counters, "record: status %d counters 0x%llx",
	      r->status, (unsigned long long)r->counters);
	done(s, ev);
	/* :ppp sits on GP1 (the PREC_DIST alias, ds.c 6.12:1122) */
	s = sim(t, "skl", "6.12", "cycles:ppp", &o, &ev);
	REQUIRE(t, s, "simulation");
	CHECK(t, pms_sim_result(s, 0)->counters == 0x2, "record :ppp on GP1");
	done(s, ev);
out:
	return t_result(t);
}

/*
 * The counters an event ran on are the final assignment of each pass:
 * x86_schedule_events() reassigns every collected event by weight as each
 * group is added.  bdw-ep, HT off, watchdog on FIXED1: cycles:u starts on
 * GP0, and the four MEM_INST_RETIRED events (GP0-3, intel_bdw_event_
 * constraints core.c 6.12:539, weight 4) each push it up; it ends on GP4.
 */
static enum t_result final_assignment(struct tctx *t)
{
	struct pms_sim_opts o = { .sz = sizeof(o), .env = PMS_ENV_DEFAULT, .duration_ns = 8000000 };
	struct pms_evlist *ev;
	struct pms_sim *s;
	struct pms_interval iv;

	o.env.ht = false;
	s = sim(t, "bdw-ep", "6.12", "cycles:u,r01d0,r02d0,r04d0,r08d0", &o, &ev);
	REQUIRE(t, s, "simulation");
	CHECK(t, pms_sim_result(s, 0)->counters == UINT64_C(1) << 4, "cycles:u counters 0x%llx",
	      (unsigned long long)pms_sim_result(s, 0)->counters);
	pms_sim_interval(s, 0, &iv);
	CHECK(t, iv.counter[0] == 4, "interval: cycles:u on %d", iv.counter[0]);
	done(s, ev);
out:
	return t_result(t);
}

/*
 * AMD: the watchdog's cycles (weight 6) and r003 (pair_constraint, weight
 * 3: amd_get_event_constraints_f17h, amd/core.c 6.12:1236) are sorted by
 * weight: the pair takes GP0-1 and the watchdog moves to GP2 while the
 * task runs.  It stays in the schedule, and is reported where it was.
 */
static enum t_result amd_watchdog_pair(struct tctx *t)
{
	struct pms_sim_opts o = { .sz = sizeof(o), .env = PMS_ENV_DEFAULT, .duration_ns = 8000000 };
	struct pms_evlist *ev;
	struct pms_sim *s = sim(t, "zen4", "6.12", "r003", &o, &ev);
	struct pms_interval iv;

	REQUIRE(t, s, "simulation");
	pms_sim_interval(s, 0, &iv);
	CHECK(t, iv.task_on && iv.watchdog == 2 && iv.counter[0] == 0, "watchdog %d, r003 on %d",
	      iv.watchdog, iv.counter[0]);
	CHECK(t, pms_sim_watchdog_counter(s) == 2, "watchdog counter %d", pms_sim_watchdog_counter(s));
	CHECK(t, pms_sim_result(s, 0)->counters == 0x3, "pair occupies GP0-1: 0x%llx",
	      (unsigned long long)pms_sim_result(s, 0)->counters);
	done(s, ev);
out:
	return t_result(t);
}

/*
 * Before 871a93b0aad6 (5.10-rc1) a cancelled transaction left its pair
 * events in n_pair, so gpmax = 6 - n_pair shrank with every failure.  zen2,
 * watchdog off, four r003: 5.10 fits three per interval.  5.8: interval 1
 * fits e0-e2 and e3's failure leaks one; from interval 2 on only the two
 * events whose previous counters the fastpath can reuse (x86_schedule_events
 * keeps hwc->idx without a gpmax check) fit, e.g. e1 GP2 and e2 GP4.
 */
static enum t_result pair_leak(struct tctx *t)
{
	static const int want58[10] = { 3, 2, 2, 2, 2, 2, 2, 2, 2, 2 };
	struct pms_sim_opts o = { .sz = sizeof(o),
				    .env = PMS_ENV_DEFAULT, .duration_ns = 40000000 };
	struct pms_evlist *ev;
	struct pms_sim *s;

	o.env.nmi_watchdog = false;
	for (int era = 0; era < 2; era++) {
		s = sim(t, "zen2", era ? "5.10" : "5.8", "r003,r003,r003,r003", &o, &ev);
		REQUIRE(t, s, "simulation");
		REQUIRE(t, pms_sim_n_intervals(s) == 10, "%u intervals", pms_sim_n_intervals(s));
		for (unsigned k = 0; k < 10; k++) {
			struct pms_interval iv;
			int on = 0;

			pms_sim_interval(s, k, &iv);
			for (int i = 0; i < 4; i++)
				on += iv.counter[i] >= 0;
			CHECK(t, on == (era ? 3 : want58[k]), "%s interval %u: %d on",
			      era ? "5.10" : "5.8", k, on);
		}
		done(s, ev);
	}
out:
	return t_result(t);
}

/* TSX absent: hsw_hw_config keeps no in_tx bits, so no GP2 pinning. */
static enum t_result tsx_off(struct tctx *t)
{
	struct pms_env env = PMS_ENV_DEFAULT;
	struct pms_hwev ev = { .config = UINT64_C(1) << 33 | 0xc4 };
	struct pms_constraint c;

	pms_model_constraint(pms_model_find("hsw"), &env, &ev, &c);
	CHECK(t, c.mask == 0x4, "TSX on: GP2, got 0x%llx", (unsigned long long)c.mask);
	env.no_tsx = true;
	pms_model_constraint(pms_model_find("hsw"), &env, &ev, &c);
	CHECK(t, c.mask == 0xf, "TSX off: GP0-3, got 0x%llx", (unsigned long long)c.mask);
	return t_result(t);
}

/*
 * hw-cache maps per era.  AMD family 17h used the K7 table
 * (amd_hw_cache_event_ids, amd/core.c 4.20:24: L1D prefetch 0x0267) until
 * 0e3b74e26280 gave it its own (amd_hw_cache_event_ids_f17h, 6.12:145:
 * 0xff5a).  node-* on skl is offcore 0x01b7 and on Golden Cove 0x012a
 * (glc_hw_cache_event_ids); nhm has LLC-* as offcore 0x01b7.
 */
static enum t_result cache_eras(struct tctx *t)
{
	static const struct {
		const char *cpu, *kernel;
		uint64_t key, want;	/* want 0: not supported */
	} c[] = {
		{ "zen1", "4.20", 0x200, 0x0267 },
		{ "zen1", "6.1", 0x200, 0xff5a },
		{ "zen2", "6.12", 0x200, 0xff5a },
		{ "skl", "6.12", 0x6, 0x01b7 },
		{ "skl", "6.12", 0x10006, 0x01b7 },
		{ "spr", "6.12", 0x6, 0x012a },
		{ "hsw", "6.12", 0x6, 0x01b7 },
		{ "nhm", "6.12", 0x2, 0x01b7 },
		{ "nhm", "6.12", 0x10002, 0x01b7 },
		/* before its PMU support (5.12-rc1) spr has no cache map */
		{ "spr", "4.19", 0x6, 0 },
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(c); i++) {
		struct pms_env env = PMS_ENV_DEFAULT;
		uint64_t cfg = 0;
		int rc;

		pms_kver_parse(c[i].kernel, &env.kver, NULL);
		rc = pms_model_cache(pms_model_find(c[i].cpu), &env, c[i].key, &cfg);
		if (c[i].want)
			CHECK(t, rc == PMS_OK && cfg == c[i].want, "%s %s 0x%llx: rc %d cfg 0x%llx",
			      c[i].cpu, c[i].kernel, (unsigned long long)c[i].key, rc,
			      (unsigned long long)cfg);
		else
			CHECK(t, rc == PMS_ENOEVENT, "%s %s 0x%llx: rc %d", c[i].cpu, c[i].kernel,
			      (unsigned long long)c[i].key, rc);
	}
	return t_result(t);
}

/* The CLI: version notes and errors, --record, and models older kernels lack. */
static enum t_result cli(struct tctx *t)
{
	const char *out, *err;
	int rc;

	/* 7.3 is the newest release modelled (kver.c): 7.2 and 6.18 take no note */
	rc = t_cli("predict --cpu skl --kernel 7.2 -e cycles", &out, &err);
	CHECK(t, rc == 0 && !strstr(err, "note:"), "7.2: %d %s", rc, err);
	rc = t_cli("predict --cpu skl --kernel 6.18 -e cycles", &out, &err);
	CHECK(t, rc == 0 && !strstr(err, "assumed"), "6.18: %d %s", rc, err);
	rc = t_cli("predict --cpu skl --kernel 7.4 -e cycles", &out, &err);
	CHECK(t, rc == 0 && strstr(err, "note: kernel 7.4 is newer than 7.3") &&
	      strstr(err, "7.3's rules are assumed"), "7.4: %d %s", rc, err);
	rc = t_cli("predict --cpu skl --kernel 3.20 -e cycles", &out, &err);
	CHECK(t, rc == 2 && strstr(err, "no kernel 3.20"), "3.20: %d %s", rc, err);
	rc = t_cli("stat --record -e cycles true", &out, &err);
	CHECK(t, rc == 2 && strstr(err, "--record"), "stat --record: %d %s", rc, err);
	rc = t_cli("predict --cpu skl --kernel 6.12 -e cycles:p", &out, &err);
	CHECK(t, rc == 0 && strstr(out, "<not supported>") && strstr(out, "must sample"),
	      "stat mode cycles:p: %s", out);
	rc = t_cli("predict --cpu skl --kernel 6.12 --record -e cycles:ppp", &out, &err);
	CHECK(t, rc == 0 && strstr(out, "perf record") && strstr(out, "on GP1"), "record: %s", out);
	rc = t_cli("list --cpu spr --kernel 4.19", &out, &err);
	CHECK(t, rc == 0 && strstr(out, "predates this model's support (5.12-rc1)") &&
	      !strstr(out, "intel_glc_pebs_event_constraints") && !strstr(out, "METRIC0"),
	      "list spr 4.19: %.400s", out);
	rc = t_cli("explain --cpu skl --kernel 6.12 -e '{" FE_EV("0x11") "," FE_EV("0x12") "}'", &out,
		   &err);
	CHECK(t, rc == 0 && strstr(out, "FRONTEND") && strstr(out, "e0 "), "explain: %.600s", out);
	return t_result(t);
}

const struct t_case t_fidelity_cases[] = {
	{ "frontend_group", frontend_group },
	{ "offcore_alt", offcore_alt },
	{ "sibling_xreg", sibling_xreg },
	{ "record_mode", record_mode },
	{ "final_assignment", final_assignment },
	{ "amd_watchdog_pair", amd_watchdog_pair },
	{ "pair_leak", pair_leak },
	{ "tsx_off", tsx_off },
	{ "cache_eras", cache_eras },
	{ "cli", cli },
	{ NULL, NULL }
};
