/*
 * ARM64 counter allocation.  Expected counters are read off the kernel
 * functions each case names: armv8pmu_get_event_idx(),
 * armv8pmu_get_chain_idx(), armv8pmu_get_single_idx(),
 * armv8pmu_clear_event_idx() and __armv8_pmuv3_map_event() of
 * drivers/perf/arm_pmuv3.c (6.12; arch/arm64/kernel/perf_event.c in 6.1),
 * validate_group() of drivers/perf/arm_pmu.c, and m1_pmu_get_event_idx()
 * with m1_pmu_event_affinity of drivers/perf/apple_m1_cpu_pmu.c.
 *
 * The random cases compare the library with a brute-force restatement of
 * the same rules written here: every placement the hardware offers is
 * listed, each gets the rank the kernel's search order gives it, and the
 * free placement of lowest rank wins.  Apple's masks are restated from the
 * driver's table in this file, not taken from models/.
 */
#include <stdlib.h>
#include "../test.h"
#include "pmusched/arm_pmu.h"
#include "../../models/arm64_table.h"

#define K(a, b, rc) PMS_KVER_RC(a, b, rc)
#define B(k) (UINT64_C(1) << (k))
#define CYC PMS_ARM_CYCLES_IDX
#define INS PMS_ARM_INSTR_IDX
#define LONG PMS_ARM_EV_LONG
#define RDPMC PMS_ARM_EV_RDPMC
#define EAG PMS_EUNSCHED

/* Neoverse N1-like: PMCR_EL0.N = 6, no PMUv3p5, no instruction counter. */
static struct pms_arm_pmu v3(int n, bool p5, bool icntr, uint32_t kver)
{
	struct pms_arm_pmu p = { .kind = PMS_ARM_PMUV3, .n_gp = n, .pmuv3p5 = p5,
				 .has_icntr = icntr, .threshold_max = 0, .kver = kver };
	return p;
}

static struct pms_arm_pmu apple(enum pms_arm_kind k, uint32_t kver)
{
	struct pms_arm_pmu p = { .kind = k, .n_gp = PMS_ARM_APPLE_NCTR, .kver = kver };
	return p;
}

static struct pms_arm_ev ev(uint16_t type, uint16_t flags, uint32_t th)
{
	struct pms_arm_ev e = { .evtype = type, .flags = flags, .threshold = th };
	return e;
}

/* One step of a scripted sequence: add (want idx and new used mask) or delete. */
struct step {
	int line;
	uint16_t type, flags;
	uint32_t th;
	int want;		/* index, or EAG */
	uint64_t used;		/* used mask after the step */
};

static void run_steps(struct tctx *t, const struct pms_arm_pmu *p, uint64_t used0,
		      const struct step *s, int n)
{
	uint64_t used = used0;

	for (int i = 0; i < n; i++) {
		struct pms_arm_ev e = ev(s[i].type, s[i].flags, s[i].th);
		int got = pms_arm_get_idx(p, &used, &e);

		CHECK(t, got == s[i].want, "line %d: idx %d, want %d", s[i].line, got, s[i].want);
		CHECK(t, used == s[i].used, "line %d: used %#llx, want %#llx", s[i].line,
		      (unsigned long long)used, (unsigned long long)s[i].used);
	}
}

/* armv8pmu_get_event_idx (6.12): CPU_CYCLES prefers the cycle counter, a
 * second one takes the lowest GP counter (armv8pmu_get_single_idx). */
static enum t_result cycles_counter(struct tctx *t)
{
	struct pms_arm_pmu p = v3(6, false, false, 0);
	static const struct step s[] = {
		{ __LINE__, 0x11, 0, 0, CYC, B(CYC) },
		{ __LINE__, 0x11, 0, 0, 0, B(CYC) | B(0) },
		{ __LINE__, 0x08, 0, 0, 1, B(CYC) | 0x3 },	/* no INSTR: a GP counter */
		{ __LINE__, 0x1b, 0, 0, 2, B(CYC) | 0x7 },
	};

	run_steps(t, &p, 0, s, (int)T_ARRAY_SIZE(s));
	/* 6.1 (arch/arm64/kernel/perf_event.c) places the same way */
	p.kver = K(6, 1, 0);
	run_steps(t, &p, 0, s, (int)T_ARRAY_SIZE(s));
	return t_result(t);
}

/* armv8pmu_get_event_idx (6.12): a threshold keeps CPU_CYCLES off the
 * cycle counter (81e15ca3e523, 6.11-rc1); before, the threshold field was
 * not looked at there. */
static enum t_result cycles_threshold(struct tctx *t)
{
	struct pms_arm_pmu p = v3(6, false, false, 0);
	struct pms_arm_ev e = ev(0x11, 0, 2);
	uint64_t used = 0;

	p.threshold_max = 255;
	CHECK(t, pms_arm_get_idx(&p, &used, &e) == 0, "6.12: GP0");
	p.kver = K(6, 10, 0);
	used = 0;
	CHECK(t, pms_arm_get_idx(&p, &used, &e) == CYC, "6.10: cycle counter");
	p.kver = K(6, 11, 1);
	used = 0;
	CHECK(t, pms_arm_get_idx(&p, &used, &e) == 0, "6.11-rc1: GP0");
	return t_result(t);
}

/* armv8pmu_get_event_idx (6.12): a 64-bit rdpmc CPU_CYCLES event fails when
 * the cycle counter is taken and the PMU has no long counters; without
 * rdpmc it chains (armv8pmu_get_chain_idx); with PMUv3p5 it takes a
 * single counter.  The watchdog holds the cycle counter in each case. */
static enum t_result cycles_64bit_busy(struct tctx *t)
{
	struct pms_arm_pmu p = v3(6, false, false, 0);
	static const struct step nop5[] = {
		{ __LINE__, 0x11, LONG | RDPMC, 0, EAG, B(CYC) },
		{ __LINE__, 0x11, LONG, 0, 1, B(CYC) | 0x3 },
		{ __LINE__, 0x11, RDPMC, 0, 2, B(CYC) | 0x7 },
	};
	static const struct step p5[] = {
		{ __LINE__, 0x11, LONG | RDPMC, 0, 0, B(CYC) | 0x1 },
		{ __LINE__, 0x11, LONG, 0, 1, B(CYC) | 0x3 },
	};
	/* 5.16: no rdpmc attribute yet (user access came in 5.17), so the
	 * rdpmc bit is ignored and the 64-bit event chains */
	static const struct step k516[] = {
		{ __LINE__, 0x11, LONG | RDPMC, 0, 1, B(CYC) | 0x3 },
	};

	run_steps(t, &p, B(CYC), nop5, (int)T_ARRAY_SIZE(nop5));
	p.kver = K(6, 1, 0);
	run_steps(t, &p, B(CYC), nop5, (int)T_ARRAY_SIZE(nop5));
	p = v3(6, true, false, 0);
	run_steps(t, &p, B(CYC), p5, (int)T_ARRAY_SIZE(p5));
	p = v3(6, false, false, K(5, 16, 0));
	run_steps(t, &p, B(CYC), k516, (int)T_ARRAY_SIZE(k516));
	return t_result(t);
}

/* armv8pmu_get_event_idx (6.12): INST_RETIRED prefers the instruction
 * counter where cntr_mask has it (__armv8pmu_probe_pmu, pmuv3_has_icntr),
 * but not with rdpmc or a threshold. */
static enum t_result instr_counter(struct tctx *t)
{
	struct pms_arm_pmu p = v3(6, true, true, 0);
	static const struct step s[] = {
		{ __LINE__, 0x08, 0, 0, INS, B(INS) },
		{ __LINE__, 0x08, 0, 0, 0, B(INS) | 0x1 },
		{ __LINE__, 0x11, 0, 0, CYC, B(INS) | B(CYC) | 0x1 },
	};
	static const struct step rd[] = {
		{ __LINE__, 0x08, RDPMC, 0, 0, 0x1 },
		{ __LINE__, 0x08, 0, 3, 1, 0x3 },	/* threshold 3 */
		{ __LINE__, 0x08, LONG, 0, INS, B(INS) | 0x3 },	/* INSTR is 64-bit */
	};
	/* 6.11: no FEAT_PMUv3_ICNTR support (added for 6.12-rc1) */
	static const struct step k611[] = {
		{ __LINE__, 0x08, 0, 0, 0, 0x1 },
	};

	run_steps(t, &p, 0, s, (int)T_ARRAY_SIZE(s));
	p.threshold_max = 15;
	run_steps(t, &p, 0, rd, (int)T_ARRAY_SIZE(rd));
	CHECK(t, pms_arm_cntr_mask(&p) == (B(INS) | B(CYC) | 0x3f), "cntr_mask 6.12");
	p.kver = K(6, 11, 0);
	run_steps(t, &p, 0, k611, (int)T_ARRAY_SIZE(k611));
	CHECK(t, pms_arm_cntr_mask(&p) == (B(CYC) | 0x3f), "cntr_mask 6.11");
	p = v3(6, true, false, 0);
	CHECK(t, pms_arm_cntr_mask(&p) == (B(CYC) | 0x3f), "no ICNTR");
	return t_result(t);
}

/* armv8pmu_get_chain_idx (6.12): the first odd counter whose even
 * neighbour is free too; the event's index is the odd one.  Mixed with
 * armv8pmu_get_single_idx's lowest free counter. */
static enum t_result chained(struct tctx *t)
{
	struct pms_arm_pmu p = v3(6, false, false, 0);
	static const struct step s[] = {
		{ __LINE__, 0x1b, 0, 0, 0, 0x01 },
		{ __LINE__, 0x1b, LONG, 0, 3, 0x0d },	/* 1 free but 0 taken */
		{ __LINE__, 0x1b, 0, 0, 1, 0x0f },
		{ __LINE__, 0x03, LONG, 0, 5, 0x3f },
		{ __LINE__, 0x03, 0, 0, EAG, 0x3f },
		{ __LINE__, 0x11, LONG, 0, CYC, 0x3f | B(CYC) },	/* 64-bit cycle counter */
	};
	static const struct step odd[] = {	/* N = 5: pairs (0,1), (2,3); 4 alone */
		{ __LINE__, 0x03, LONG, 0, 1, 0x03 },
		{ __LINE__, 0x03, LONG, 0, 3, 0x0f },
		{ __LINE__, 0x03, LONG, 0, EAG, 0x0f },
		{ __LINE__, 0x03, 0, 0, 4, 0x1f },
	};
	static const struct step p5[] = {	/* PMUv3p5: 64-bit counters, no pairs */
		{ __LINE__, 0x03, LONG, 0, 0, 0x01 },
		{ __LINE__, 0x03, LONG, 0, 1, 0x03 },
	};
	static const struct step k414[] = {	/* 4.14: no "long" attribute */
		{ __LINE__, 0x03, LONG, 0, 0, 0x01 },
		{ __LINE__, 0x03, LONG, 0, 1, 0x03 },
	};
	static const struct step k56[] = {	/* 5.6: PMUv3p5 hardware, chained anyway */
		{ __LINE__, 0x03, LONG, 0, 1, 0x03 },
	};

	run_steps(t, &p, 0, s, (int)T_ARRAY_SIZE(s));
	p.kver = K(6, 1, 0);
	run_steps(t, &p, 0, s, (int)T_ARRAY_SIZE(s));
	p = v3(5, false, false, 0);
	run_steps(t, &p, 0, odd, (int)T_ARRAY_SIZE(odd));
	p = v3(6, true, false, 0);
	run_steps(t, &p, 0, p5, (int)T_ARRAY_SIZE(p5));
	p = v3(6, false, false, K(4, 14, 0));
	run_steps(t, &p, 0, k414, (int)T_ARRAY_SIZE(k414));
	p = v3(6, true, false, K(5, 6, 0));
	run_steps(t, &p, 0, k56, (int)T_ARRAY_SIZE(k56));
	p.kver = K(5, 7, 1);
	CHECK(t, p.kver >= PMS_ARM_K_LONG_P5, "5.7-rc1 has long counters");
	return t_result(t);
}

/* armv8pmu_clear_event_idx (6.12): a chained event frees idx and idx - 1;
 * a 64-bit event on the cycle counter frees only that (not chained at 31). */
static enum t_result clear_idx(struct tctx *t)
{
	struct pms_arm_pmu p = v3(6, false, false, 0);
	struct pms_arm_ev l = ev(0x03, LONG, 0), c = ev(0x11, LONG, 0), s = ev(0x03, 0, 0);
	uint64_t used = 0;
	int a = pms_arm_get_idx(&p, &used, &l), b = pms_arm_get_idx(&p, &used, &c);
	int d = pms_arm_get_idx(&p, &used, &s);

	REQUIRE(t, a == 1 && b == CYC && d == 2, "placed %d %d %d", a, b, d);
	CHECK(t, pms_arm_ev_counters(&p, &l, a) == 0x3, "pair");
	CHECK(t, pms_arm_ev_counters(&p, &c, b) == B(CYC), "cycles alone");
	pms_arm_clear_idx(&p, &used, &l, a);
	CHECK(t, used == (B(CYC) | 0x4), "used %#llx", (unsigned long long)used);
	pms_arm_clear_idx(&p, &used, &c, b);
	CHECK(t, used == 0x4, "used %#llx", (unsigned long long)used);
	/* the lowest free counter again (armv8pmu_get_single_idx) */
	CHECK(t, pms_arm_get_idx(&p, &used, &s) == 0, "reuse GP0");
	CHECK(t, pms_arm_ev_counters(&p, &s, 6) == 0, "GP6 does not exist");
out:
	return t_result(t);
}

/* __armv8_pmuv3_map_event and armv8pmu_set_event_filter (6.12 vs 6.1). */
static enum t_result event_check(struct tctx *t)
{
	static const struct {
		int line;
		uint32_t kver;
		bool p5;
		uint16_t type, flags;
		uint32_t th;
		int want;
		const char *word;	/* errno named in the message */
	} c[] = {
		{ __LINE__, 0, false, 0x1e, 0, 0, PMS_EINVAL, "EINVAL" },	/* CHAIN */
		{ __LINE__, K(6, 1, 0), false, 0x1e, 0, 0, PMS_OK, NULL },
		{ __LINE__, 0, false, 0x11, RDPMC | PMS_ARM_EV_CPU_WIDE, 0, PMS_EINVAL, "EINVAL" },
		{ __LINE__, K(5, 16, 0), false, 0x11, RDPMC | PMS_ARM_EV_CPU_WIDE, 0, PMS_OK, NULL },
		{ __LINE__, 0, false, 0x03, RDPMC | LONG, 0, PMS_EINVAL, "EOPNOTSUPP" },
		{ __LINE__, 0, true, 0x03, RDPMC | LONG, 0, PMS_OK, NULL },
		{ __LINE__, 0, false, 0x11, RDPMC | LONG, 0, PMS_OK, NULL },
		{ __LINE__, 0, false, 0x03, PMS_ARM_EV_EXCL_IDLE, 0, PMS_EINVAL, "EOPNOTSUPP" },
		{ __LINE__, K(6, 1, 0), false, 0x03, PMS_ARM_EV_EXCL_IDLE, 0, PMS_EINVAL, "EPERM" },
		{ __LINE__, 0, false, 0x11, 0, 1, PMS_EINVAL, "FEAT_PMUv3_TH" },
		{ __LINE__, K(6, 1, 0), false, 0x11, 0, 1, PMS_OK, NULL },	/* field unknown */
		/* 186c91aaf549 and 816c26754447, both 6.8-rc1 */
		{ __LINE__, K(6, 7, 0), false, 0x03, PMS_ARM_EV_EXCL_IDLE, 0, PMS_EINVAL, "EPERM" },
		{ __LINE__, K(6, 8, 1), false, 0x03, PMS_ARM_EV_EXCL_IDLE, 0, PMS_EINVAL, "EOPNOTSUPP" },
		{ __LINE__, K(6, 7, 0), false, 0x11, 0, 1, PMS_OK, NULL },
		{ __LINE__, K(6, 8, 1), false, 0x11, 0, 1, PMS_EINVAL, "EINVAL" },
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(c); i++) {
		struct pms_arm_pmu p = v3(6, c[i].p5, false, c[i].kver);
		struct pms_arm_ev e = ev(c[i].type, c[i].flags, c[i].th);
		struct pms_diag d;
		int rc = pms_arm_event_check(&p, &e, &d);

		CHECK(t, rc == c[i].want, "line %d: rc %d", c[i].line, rc);
		if (c[i].word)
			CHECK(t, strstr(d.msg, c[i].word), "line %d: '%s'", c[i].line, d.msg);
	}
	return t_result(t);
}

/* armv8pmu_filter_match (6.1) kept CHAIN off the PMU; 6.2+ refuses it at
 * open instead (853e2dac25c1), so the filter has nothing left to do. */
static enum t_result chain_filter(struct tctx *t)
{
	struct pms_arm_ev ch = ev(0x1e, 0, 0), c = ev(0x11, 0, 0);
	struct pms_arm_pmu p = v3(6, false, false, K(6, 1, 0));
	struct pms_arm_ev list[2] = { ch, c };
	uint64_t used = 0;
	int idx[2];

	CHECK(t, !pms_arm_filter_match(&p, &ch), "6.1 filters CHAIN");
	CHECK(t, pms_arm_filter_match(&p, &c), "6.1 keeps cycles");
	CHECK(t, pms_arm_assign(&p, list, 2, &used, idx) == 1, "one left");
	CHECK(t, idx[0] == -1 && idx[1] == CYC && used == B(CYC), "idx %d %d", idx[0], idx[1]);
	p.kver = 0;
	CHECK(t, pms_arm_filter_match(&p, &ch), "6.12: no filter");
	return t_result(t);
}

/* validate_group (drivers/perf/arm_pmu.c, 6.12 = 6.1): leader, siblings,
 * then the new event, each through get_event_idx on an empty mask. */
static enum t_result validate(struct tctx *t)
{
	struct pms_arm_pmu p = v3(6, false, false, 0);
	struct pms_arm_ev g[9];
	struct pms_diag d;
	int bad;

	g[0] = ev(0x11, 0, 0);
	for (int i = 1; i < 9; i++)
		g[i] = ev(0x03, 0, 0);
	CHECK(t, pms_arm_validate_group(&p, g, 7, &bad, &d) == PMS_OK && bad == -1,
	      "cycles + 6 GP fit");
	CHECK(t, pms_arm_validate_group(&p, g, 8, &bad, &d) == PMS_EUNSCHED && bad == 7,
	      "the 8th (new) event does not: bad %d", bad);
	CHECK(t, strstr(d.msg, "member 7"), "msg '%s'", d.msg);
	/* a disabled sibling (OFF, no enable_on_exec) is passed over */
	g[3].flags = PMS_ARM_EV_SKIP;
	CHECK(t, pms_arm_validate_group(&p, g, 8, &bad, NULL) == PMS_OK, "skip frees a slot");
	g[3].flags = PMS_ARM_EV_OTHER_PMU;
	CHECK(t, pms_arm_validate_group(&p, g, 2, NULL, NULL) == PMS_OK, "before member 3");
	CHECK(t, pms_arm_validate_group(&p, g, 4, &bad, NULL) == PMS_EUNSCHED && bad == 3,
	      "another PMU's event refuses the group");
	/* three chained events use all six counters: a fourth event fails */
	for (int i = 0; i < 3; i++)
		g[i] = ev(0x03, LONG, 0);
	g[3] = ev(0x03, 0, 0);
	CHECK(t, pms_arm_validate_group(&p, g, 4, &bad, NULL) == PMS_EUNSCHED && bad == 3,
	      "pairs: bad %d", bad);
	p.pmuv3p5 = true;
	CHECK(t, pms_arm_validate_group(&p, g, 4, &bad, NULL) == PMS_OK, "p5: four singles");
	CHECK(t, pms_arm_validate_group(&p, g, 0, NULL, NULL) == PMS_EINVAL, "empty");
	return t_result(t);
}

/* m1_pmu_get_event_idx with m1_pmu_event_affinity (6.12): first fit in
 * the event's mask. */
static enum t_result apple_masks(struct tctx *t)
{
	struct pms_arm_pmu p = apple(PMS_ARM_APPLE_M1, 0);
	static const struct step s[] = {
		{ __LINE__, 0x02, 0, 0, 0, 0x001 },	/* CORE_ACTIVE_CYCLE: 0 first */
		{ __LINE__, 0x02, 0, 0, 2, 0x005 },	/* then 2-9 */
		{ __LINE__, 0x8c, 0, 0, 1, 0x007 },	/* INST_ALL: 1, 7 */
		{ __LINE__, 0x8c, 0, 0, 7, 0x087 },
		{ __LINE__, 0x8c, 0, 0, EAG, 0x087 },
		{ __LINE__, 0x8d, 0, 0, 5, 0x0a7 },	/* INST_BRANCH: 5, 6, 7 */
		{ __LINE__, 0x8d, 0, 0, 6, 0x0e7 },
		{ __LINE__, 0x8d, 0, 0, EAG, 0x0e7 },
		{ __LINE__, 0xf5, 0, 0, 4, 0x0f7 },	/* 2, 4, 6 */
		{ __LINE__, 0xf5, 0, 0, EAG, 0x0f7 },
		{ __LINE__, 0x50, 0, 0, 3, 0x0ff },	/* no row: 2-9 */
		{ __LINE__, 0x50, 0, 0, 8, 0x1ff },
		{ __LINE__, 0x102, 0, 0, 9, 0x3ff },	/* config & 0xff: 0x02 */
		{ __LINE__, 0x02, 0, 0, EAG, 0x3ff },
	};
	static const struct step v612[] = {
		{ __LINE__, 0x96, 0, 0, 7, 0x080 },	/* INST_INT_ST: 7 only */
		{ __LINE__, 0x9b, 0, 0, EAG, 0x080 },	/* INST_LDST: 7 only */
	};
	static const struct step v61[] = {	/* UNKNOWN_96/9b: 5, 6, 7 */
		{ __LINE__, 0x96, 0, 0, 5, 0x020 },
		{ __LINE__, 0x9b, 0, 0, 6, 0x060 },
	};

	run_steps(t, &p, 0, s, (int)T_ARRAY_SIZE(s));
	run_steps(t, &p, 0, v612, (int)T_ARRAY_SIZE(v612));
	p.kver = K(6, 11, 0);
	run_steps(t, &p, 0, v61, (int)T_ARRAY_SIZE(v61));
	return t_result(t);
}

/* Which kernels drive which Apple PMU (m1_pmu_of_device_ids). */
static enum t_result apple_versions(struct tctx *t)
{
	struct pms_arm_pmu m1 = apple(PMS_ARM_APPLE_M1, K(5, 16, 0));
	struct pms_arm_pmu m2 = apple(PMS_ARM_APPLE_M2, K(6, 1, 0));
	struct pms_arm_ev g = ev(0x02, PMS_ARM_EV_INCL_GUEST, 0);
	struct pms_diag d;

	CHECK(t, pms_arm_pmu_check(&m1, NULL) == PMS_ENOTSUP, "M1 before 5.17");
	m1.kver = K(6, 1, 0);
	CHECK(t, pms_arm_pmu_check(&m1, NULL) == PMS_OK, "M1 in 6.1");
	CHECK(t, pms_arm_pmu_check(&m2, &d) == PMS_ENOTSUP, "M2 not in 6.1");
	m2.kver = K(6, 4, 1);
	CHECK(t, pms_arm_pmu_check(&m2, NULL) == PMS_OK, "M2 from 6.4-rc1");
	/* m1_pmu_set_event_filter: exclude_guest required */
	CHECK(t, pms_arm_event_check(&m1, &g, &d) == PMS_EINVAL && strstr(d.msg, "EINVAL"),
	      "6.1: %s", d.msg);
	m1.kver = 0;
	CHECK(t, pms_arm_event_check(&m1, &g, &d) == PMS_EINVAL && strstr(d.msg, "EOPNOTSUPP"),
	      "6.12: %s", d.msg);
	m1.n_gp = 6;
	CHECK(t, pms_arm_pmu_check(&m1, NULL) == PMS_EINVAL, "Apple has 10 counters");
	return t_result(t);
}

static enum t_result names(struct tctx *t)
{
	struct pms_arm_pmu p = v3(6, true, true, 0), a = apple(PMS_ARM_APPLE_M2, 0);
	char b[32];
	int n;

	CHECK(t, pms_arm_counter_name(&p, 0, b, sizeof(b)) == 0 && !strcmp(b, "GP0"), "%s", b);
	CHECK(t, pms_arm_counter_name(&p, 5, b, sizeof(b)) == 0 && !strcmp(b, "GP5"), "%s", b);
	CHECK(t, pms_arm_counter_name(&p, CYC, b, sizeof(b)) == 0 && !strcmp(b, "CYCLES"), "%s", b);
	CHECK(t, pms_arm_counter_name(&p, INS, b, sizeof(b)) == 0 && !strcmp(b, "INSTR"), "%s", b);
	CHECK(t, pms_arm_counter_name(&p, 6, b, sizeof(b)) == PMS_EINVAL && !b[0], "no GP6");
	CHECK(t, pms_arm_counter_name(&a, 9, b, sizeof(b)) == 0 && !strcmp(b, "GP9"), "%s", b);
	CHECK(t, pms_arm_counter_name(&a, CYC, b, sizeof(b)) == PMS_EINVAL, "Apple: no CYCLES");
	p.has_icntr = false;
	CHECK(t, pms_arm_counter_name(&p, INS, b, sizeof(b)) == PMS_EINVAL, "no INSTR");
	n = pms_arm_format_counters(&p, 0x3, b, sizeof(b));
	CHECK(t, n == 7 && !strcmp(b, "GP0+GP1"), "%d %s", n, b);
	n = pms_arm_format_counters(&p, B(CYC) | 0x20, b, sizeof(b));
	CHECK(t, n == 10 && !strcmp(b, "GP5+CYCLES"), "%d %s", n, b);
	CHECK(t, pms_arm_format_counters(&p, 0, b, sizeof(b)) == 1 && !strcmp(b, "-"), "%s", b);
	n = pms_arm_format_counters(&p, 0x3f, b, 8);
	CHECK(t, n == 23 && !strcmp(b, "GP0+GP1"), "truncated: %d '%s'", n, b);
	CHECK(t, pms_arm_format_counters(&p, 0x40, b, sizeof(b)) == PMS_EINVAL, "GP6");
	return t_result(t);
}

static const char *str(const char *s)
{
	return s ? s : "";
}

/* models/arm64: every core passes its own checks; facts per core. */
static enum t_result cores(struct tctx *t)
{
	static const struct {
		int line;
		const char *name;
		int n_gp;
		bool p5;
		enum pms_arm_kind kind;
	} c[] = {
		/* libpfm4 4.13 man pages: 6 counters; p5 per architecture version */
		{ __LINE__, "neoverse-n1", 6, false, PMS_ARM_PMUV3 },
		{ __LINE__, "graviton3", 6, false, PMS_ARM_PMUV3 },	/* V1 */
		{ __LINE__, "neoverse-n2", 6, true, PMS_ARM_PMUV3 },
		{ __LINE__, "GRACE", 6, true, PMS_ARM_PMUV3 },	/* V2 */
		{ __LINE__, "ampereone", 10, true, PMS_ARM_PMUV3 },	/* unverified N */
		{ __LINE__, "apple-m1", 10, false, PMS_ARM_APPLE_M1 },	/* M1_PMU_NR_COUNTERS */
		{ __LINE__, "m2", 10, false, PMS_ARM_APPLE_M2 },
		/* the generic row: 6 and PMUv3p1 assumed (cores.c) */
		{ __LINE__, "armv8-pmuv3", 6, false, PMS_ARM_PMUV3 },
	};
	struct pms_arm_pmu p;
	struct pms_diag d;

	CHECK(t, pms_arm_core_count() == 8, "%zu cores", pms_arm_core_count());
	for (size_t i = 0; i < pms_arm_core_count(); i++)
		CHECK(t, pms_arm_core_validate(i, &d) == PMS_OK, "%s: %s", pms_arm_core_name(i),
		      d.msg);
	for (size_t i = 0; i < T_ARRAY_SIZE(c); i++) {
		int rc = pms_arm_core_pmu(c[i].name, 0, &p, &d);

		CHECK(t, rc == PMS_OK && p.n_gp == c[i].n_gp && p.pmuv3p5 == c[i].p5 &&
			 p.kind == c[i].kind && !p.has_icntr,
		      "line %d: rc %d n %d p5 %d", c[i].line, rc, p.n_gp, p.pmuv3p5);
	}
	CHECK(t, pms_arm_core_pmu("apple-m2", K(6, 1, 0), &p, NULL) == PMS_ENOTSUP, "M2 on 6.1");
	CHECK(t, pms_arm_core_pmu("cortex-a53", 0, &p, &d) == PMS_ENOMODEL, "unknown");
	/* MIDR: implementer [31:24], part [15:4] (cputype.h MIDR_CPU_MODEL) */
	CHECK(t, !strcmp(str(pms_arm_core_from_midr(0x410fd0c1)), "neoverse-n1"), "N1 r0p1");
	CHECK(t, !strcmp(str(pms_arm_core_from_midr(0x413fd0c1)), "neoverse-n1"), "N1 r3p1");
	CHECK(t, !strcmp(str(pms_arm_core_from_midr(0x410fd4f0)), "neoverse-v2"), "V2");
	CHECK(t, !strcmp(str(pms_arm_core_from_midr(0xc00fac30)), "ampereone"), "AmpereOne");
	CHECK(t, !strcmp(str(pms_arm_core_from_midr(0x610f0220)), "apple-m1"), "Icestorm");
	CHECK(t, !strcmp(str(pms_arm_core_from_midr(0x611f0390)), "apple-m2"), "Avalanche Max");
	CHECK(t, !pms_arm_core_from_midr(0xc00fac40), "AmpereOneX: not modelled");
	CHECK(t, !pms_arm_core_from_midr(0x410fd0b0), "Cortex-A76: not modelled");
	return t_result(t);
}

/* kernel/watchdog_perf.c wd_hw_attr: pinned HW_CPU_CYCLES per CPU; on
 * PMUv3 it takes the cycle counter, so a user's cycles go to GP0. */
static enum t_result watchdog(struct tctx *t)
{
	struct pms_arm_pmu p;
	struct pms_arm_ev w, c = ev(0x11, 0, 0);
	struct pms_diag d;
	uint64_t used = 0;

	REQUIRE(t, pms_arm_core_pmu("neoverse-v2", 0, &p, NULL) == PMS_OK, "v2");
	REQUIRE(t, pms_arm_watchdog_event(&p, &w, &d) == PMS_OK, "%s", d.msg);
	CHECK(t, w.evtype == PMS_ARM_CPU_CYCLES && (w.flags & PMS_ARM_EV_CPU_WIDE), "event");
	CHECK(t, pms_arm_get_idx(&p, &used, &w) == CYC, "watchdog on CYCLES");
	CHECK(t, pms_arm_get_idx(&p, &used, &c) == 0, "user cycles on GP0");
	p.kver = K(6, 1, 0);
	CHECK(t, pms_arm_watchdog_event(&p, &w, &d) == PMS_ENOTSUP, "6.1: no arm64 perf watchdog");
	REQUIRE(t, pms_arm_core_pmu("apple-m1", 0, &p, NULL) == PMS_OK, "m1");
	CHECK(t, pms_arm_watchdog_event(&p, &w, &d) == PMS_ENOTSUP && strstr(d.msg, "NMI"),
	      "Apple: %s", d.msg);
out:
	return t_result(t);
}

/* ---- brute-force restatement -------------------------------------------- */

struct rng { uint64_t s; };

static unsigned rnd(struct rng *r, unsigned n)
{
	r->s ^= r->s << 13;
	r->s ^= r->s >> 7;
	r->s ^= r->s << 17;
	return n ? (unsigned)(r->s % n) : 0;
}

static const uint32_t kvers[] = {
	K(4, 14, 0), K(4, 19, 1), K(5, 6, 0), K(5, 7, 1), K(5, 16, 0), K(5, 17, 1),
	K(6, 1, 0), K(6, 10, 0), K(6, 11, 1), K(6, 11, 0), K(6, 12, 1), 0,
};

/*
 * The kernel's preference among the placements the PMUv3 hardware offers,
 * restated: rank 0 the cycle counter (CPU_CYCLES, no threshold on 6.11+),
 * rank 1 the instruction counter (INST_RETIRED, 6.12+, no threshold, no
 * rdpmc), then odd/even pairs by odd index for a chained event, or single
 * GP counters by index otherwise.  -1: not offered.
 */
static int v3_rank(const struct pms_arm_pmu *p, const struct pms_arm_ev *e, uint64_t place)
{
	uint32_t k = p->kver ? p->kver : PMS_KVER_NEWEST;
	bool is64 = (e->flags & LONG) && k >= K(4, 19, 1);
	bool rd = (e->flags & RDPMC) && k >= K(5, 17, 1);
	bool lc = p->pmuv3p5 && k >= K(5, 7, 1);
	bool th = e->threshold && k >= K(6, 11, 1);
	bool pair = is64 && !rd && !lc;

	if (place == B(CYC))
		return e->evtype == 0x11 && !th ? 0 : -1;
	if (place == B(INS))
		return e->evtype == 0x08 && !th && !rd && p->has_icntr && k >= K(6, 12, 1) ? 1 : -1;
	for (int j = 0; j < p->n_gp; j++) {
		if (!pair && place == B(j))
			return 10 + j;
		if (pair && (j & 1) && place == (B(j) | B(j - 1)))
			return 10 + j;
	}
	return -1;
}

/* The placement the restated rules choose; 0 when the event fails. */
static uint64_t v3_ref(const struct pms_arm_pmu *p, uint64_t used, const struct pms_arm_ev *e)
{
	uint32_t k = p->kver ? p->kver : PMS_KVER_NEWEST;
	uint64_t best = 0;
	int best_rank = 1 << 30;

	/* the one refusal that does not fall through to the GP counters */
	if (e->evtype == 0x11 && (used & B(CYC)) && !(e->threshold && k >= K(6, 11, 1)) &&
	    (e->flags & LONG) && (e->flags & RDPMC) && k >= K(5, 17, 1) &&
	    !(p->pmuv3p5 && k >= K(5, 7, 1)))
		return 0;
	/* every single counter and every adjacent pair */
	for (int a = 0; a <= INS; a++) {
		for (int b = a; b <= a + 1 && b <= INS; b++) {
			uint64_t place = B(a) | B(b);
			int r = v3_rank(p, e, place);

			if (r >= 0 && !(used & place) && r < best_rank) {
				best_rank = r;
				best = place;
			}
		}
	}
	return best;
}

/* Apple's table, restated from m1_pmu_event_affinity (6.1 and 6.12). */
static uint16_t apple_ref_mask(uint32_t kver, unsigned evn)
{
	static const uint8_t only_7[] = { 0x01, 0x97, 0x9a, 0x9f };
	static const uint8_t only_567[] = { 0x8d, 0x8e, 0x8f, 0x90, 0x93, 0x94, 0x95, 0x98,
					    0x99, 0x9c, 0xbf, 0xc0, 0xc1, 0xc4, 0xc5, 0xc6,
					    0xc8, 0xca, 0xcb };
	static const uint8_t only_246[] = { 0xf5, 0xf6, 0xf7, 0xfd };
	bool new_table = !kver || kver >= K(6, 12, 1);

	evn &= 0xff;
	for (size_t i = 0; i < sizeof(only_7); i++)
		if (evn == only_7[i])
			return 1u << 7;
	for (size_t i = 0; i < sizeof(only_567); i++)
		if (evn == only_567[i])
			return 7u << 5;
	for (size_t i = 0; i < sizeof(only_246); i++)
		if (evn == only_246[i])
			return (1u << 2) | (1u << 4) | (1u << 6);
	if (evn == 0x96 || evn == 0x9b)
		return new_table ? 1u << 7 : 7u << 5;
	if (evn == 0x02)
		return 0x3fd;
	if (evn == 0x8c)
		return (1u << 1) | (1u << 7);
	if (evn == 0xf8)
		return 0x0fc;
	return 0x3fc;
}

static uint64_t apple_ref(uint32_t kver, uint64_t used, const struct pms_arm_ev *e)
{
	uint16_t m = apple_ref_mask(kver, e->evtype);

	for (int j = 0; j < 10; j++)
		if ((m >> j & 1) && !(used & B(j)))
			return B(j);
	return 0;
}

static const uint16_t v3_types[] = { 0x08, 0x11, 0x03, 0x1b, 0x11, 0x08, 0x04 };
static const uint16_t apple_types[] = { 0x02, 0x8c, 0x8d, 0x96, 0x9b, 0xf5, 0xf8, 0x01,
					0x50, 0xc5, 0x9a, 0x102 };

static struct pms_arm_pmu random_pmu(struct rng *r)
{
	struct pms_arm_pmu p;

	if (rnd(r, 5) == 0) {
		p = apple(rnd(r, 2) ? PMS_ARM_APPLE_M1 : PMS_ARM_APPLE_M2, 0);
		p.kver = rnd(r, 2) ? K(6, 11, 0) : 0;
		return p;
	}
	p = v3((int)rnd(r, 32), rnd(r, 2), rnd(r, 2), kvers[rnd(r, T_ARRAY_SIZE(kvers))]);
	if (rnd(r, 4) == 0)
		p.n_gp = 6;	/* the Neoverse count, often */
	p.threshold_max = rnd(r, 2) ? 255 : 0;
	return p;
}

static struct pms_arm_ev random_ev(struct rng *r, bool is_apple)
{
	struct pms_arm_ev e = { 0 };

	if (is_apple) {
		e.evtype = apple_types[rnd(r, T_ARRAY_SIZE(apple_types))];
		return e;
	}
	e.evtype = v3_types[rnd(r, T_ARRAY_SIZE(v3_types))];
	e.flags = (uint16_t)((rnd(r, 3) == 0 ? LONG : 0) | (rnd(r, 5) == 0 ? RDPMC : 0));
	e.threshold = rnd(r, 6) == 0 ? 1 + rnd(r, 5) : 0;
	return e;
}

#define LIVE_MAX 48

/* Random add/delete sequences: the library and the restatement agree on
 * every counter and on the used mask after every step. */
static enum t_result random_lists(struct tctx *t)
{
	struct rng r = { 0x9e3779b97f4a7c15ull };
	long steps = 0, chains = 0, fails = 0;

	for (int round = 0; round < 3000 && !t->failed; round++) {
		struct pms_arm_pmu p = random_pmu(&r);
		bool ap = p.kind != PMS_ARM_PMUV3;
		struct pms_arm_ev live[LIVE_MAX];
		int live_idx[LIVE_MAX], n_live = 0;
		uint64_t live_ref[LIVE_MAX];
		uint64_t used = 0, ref_used = 0;
		int n_ops = 1 + (int)rnd(&r, 60);

		for (int op = 0; op < n_ops && !t->failed; op++, steps++) {
			if (n_live && rnd(&r, 4) == 0) {	/* armpmu_del */
				int j = (int)rnd(&r, (unsigned)n_live);

				pms_arm_clear_idx(&p, &used, &live[j], live_idx[j]);
				ref_used &= ~live_ref[j];
				n_live--;
				live[j] = live[n_live];
				live_idx[j] = live_idx[n_live];
				live_ref[j] = live_ref[n_live];
			} else {	/* armpmu_add */
				struct pms_arm_ev e = random_ev(&r, ap);
				uint64_t before = used;
				uint64_t want = ap ? apple_ref(p.kver, ref_used, &e)
						   : v3_ref(&p, ref_used, &e);
				int got = pms_arm_get_idx(&p, &used, &e);
				uint64_t took = used & ~before;

				CHECK(t, (got >= 0) == (want != 0) && took == want,
				      "round %d op %d: ev 0x%x fl %#x th %u n %d p5 %d ic %d kv %u: "
				      "got %d took %#llx want %#llx", round, op, e.evtype, e.flags,
				      (unsigned)e.threshold, p.n_gp, p.pmuv3p5, p.has_icntr,
				      (unsigned)p.kver, got, (unsigned long long)took,
				      (unsigned long long)want);
				ref_used |= want;
				if (got < 0) {
					fails++;
					continue;
				}
				CHECK(t, pms_arm_ev_counters(&p, &e, got) == took, "counters of %d", got);
				chains += __builtin_popcountll(took) == 2;
				if (n_live < LIVE_MAX) {
					live[n_live] = e;
					live_ref[n_live] = want;
					live_idx[n_live++] = got;
				}
			}
			CHECK(t, used == ref_used, "round %d: used %#llx ref %#llx", round,
			      (unsigned long long)used, (unsigned long long)ref_used);
			CHECK(t, !(used & ~pms_arm_cntr_mask(&p)), "outside cntr_mask");
		}
	}
	/* the generator must reach the interesting cases, or the test proves little */
	CHECK(t, steps > 50000 && chains > 1000 && fails > 1000,
	      "steps %ld chains %ld fails %ld", steps, chains, fails);
	return t_result(t);
}

/* validate_group on random groups against the restatement, and the
 * one-shot pms_arm_assign against repeated pms_arm_get_idx. */
static enum t_result random_groups(struct tctx *t)
{
	struct rng r = { 0x2545f4914f6cdd1dull };

	for (int round = 0; round < 3000 && !t->failed; round++) {
		struct pms_arm_pmu p = random_pmu(&r);
		bool ap = p.kind != PMS_ARM_PMUV3;
		struct pms_arm_ev g[16];
		int n = 1 + (int)rnd(&r, 16), want_bad = -1, bad, idx[16];
		uint64_t ref = 0, used = 0, used2 = 0;

		for (int i = 0; i < n; i++) {
			g[i] = random_ev(&r, ap);
			if (rnd(&r, 8) == 0)
				g[i].flags |= PMS_ARM_EV_SKIP;
		}
		for (int i = 0; i < n && want_bad < 0; i++) {
			uint64_t m;

			if (g[i].flags & PMS_ARM_EV_SKIP)
				continue;
			m = ap ? apple_ref(p.kver, ref, &g[i]) : v3_ref(&p, ref, &g[i]);
			if (!m)
				want_bad = i;
			ref |= m;
		}
		CHECK(t, pms_arm_validate_group(&p, g, n, &bad, NULL) ==
			 (want_bad < 0 ? PMS_OK : PMS_EUNSCHED) && bad == want_bad,
		      "round %d: bad %d want %d", round, bad, want_bad);
		for (int i = 0; i < n; i++)
			g[i].flags &= (uint16_t)~PMS_ARM_EV_SKIP;
		int left = pms_arm_assign(&p, g, n, &used, idx), left2 = 0;

		for (int i = 0; i < n; i++) {
			int got = pms_arm_filter_match(&p, &g[i]) ? pms_arm_get_idx(&p, &used2, &g[i])
								  : -1;

			left2 += got < 0;
			CHECK(t, idx[i] == (got < 0 ? -1 : got), "round %d: assign[%d]", round, i);
		}
		CHECK(t, left == left2 && used == used2, "round %d: assign totals", round);
	}
	return t_result(t);
}

static enum t_result bad_args(struct tctx *t)
{
	struct pms_arm_pmu p = v3(6, false, false, 0), bad = v3(32, false, false, 0);
	struct pms_arm_ev e = ev(0x11, 0, 0);
	uint64_t used = 0;
	int idx[1];
	char b[8];

	CHECK(t, pms_arm_get_idx(&bad, &used, &e) == PMS_EINVAL, "N = 32");
	CHECK(t, pms_arm_get_idx(&p, NULL, &e) == PMS_EINVAL, "no mask");
	CHECK(t, pms_arm_get_idx(NULL, &used, &e) == PMS_EINVAL, "no pmu");
	CHECK(t, pms_arm_assign(&p, NULL, 1, &used, idx) == PMS_EINVAL, "no events");
	CHECK(t, pms_arm_assign(&p, NULL, 0, &used, NULL) == 0, "nothing to do");
	CHECK(t, pms_arm_event_check(&bad, &e, NULL) == PMS_EINVAL, "bad pmu");
	CHECK(t, pms_arm_counter_name(NULL, 0, b, sizeof(b)) == PMS_EINVAL && !b[0], "null");
	CHECK(t, pms_arm_cntr_mask(&bad) == 0, "mask of a bad pmu");
	CHECK(t, pms_arm_core_validate(99, NULL) == PMS_EINVAL, "core 99");
	CHECK(t, pms_arm_core_name(99) == NULL, "name 99");
	p.kind = (enum pms_arm_kind)7;
	CHECK(t, pms_arm_pmu_check(&p, NULL) == PMS_EINVAL, "kind 7");
	return t_result(t);
}

const struct t_case t_arm_pmu_cases[] = {
	{ "cycles_counter", cycles_counter },
	{ "cycles_threshold", cycles_threshold },
	{ "cycles_64bit_busy", cycles_64bit_busy },
	{ "instr_counter", instr_counter },
	{ "chained", chained },
	{ "clear_idx", clear_idx },
	{ "event_check", event_check },
	{ "chain_filter", chain_filter },
	{ "validate", validate },
	{ "apple_masks", apple_masks },
	{ "apple_versions", apple_versions },
	{ "names", names },
	{ "cores", cores },
	{ "watchdog", watchdog },
	{ "random_lists", random_lists },
	{ "random_groups", random_groups },
	{ "bad_args", bad_args },
	{ NULL, NULL }
};
