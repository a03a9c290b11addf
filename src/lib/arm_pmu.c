/*
 * ARM64 CPU PMU counter allocation, after the kernel's drivers:
 *
 * PMUv3, armv8pmu_get_event_idx() (drivers/perf/arm_pmuv3.c, 6.12;
 * arch/arm64/kernel/perf_event.c, 6.1), for one event on a used mask:
 *   1. CPU_CYCLES (0x11) without a threshold takes the cycle counter if it
 *      is free.  If it is taken and the event is 64-bit with rdpmc on a PMU
 *      without long counters, it fails: rdpmc events cannot chain.
 *   2. INST_RETIRED (0x08) without a threshold and without rdpmc takes the
 *      instruction counter when the PMU has one (6.12+) and it is free.
 *   3. A chained event (64-bit, no rdpmc, no PMUv3p5 long counters) takes
 *      the first odd GP counter whose even neighbour below is also free
 *      (armv8pmu_get_chain_idx()); the event's index is the odd counter.
 *   4. Anything else takes the lowest free GP counter
 *      (armv8pmu_get_single_idx()).
 * Apple M1/M2, m1_pmu_get_event_idx() (drivers/perf/apple_m1_cpu_pmu.c):
 *   the lowest free counter in the event's affinity mask.
 *
 * armpmu_add() (drivers/perf/arm_pmu.c) calls get_event_idx() once per
 * event in sched-in order; there is no weight ordering, no transaction
 * re-solve and no fastpath, so nothing here looks at other events.
 * validate_group() runs the same routine on an empty mask at open.
 *
 * Deliberately ignored: has_branch_stack (BRBE, after 6.12), KVM host/guest
 * counter partitioning (not in 6.12), the pmceid event filtering of sysfs.
 * An event's hw.idx is taken as -1 when it is placed, as armpmu_del() and
 * __hw_perf_event_init() leave it.
 */
#include <stdio.h>
#include <string.h>
#include "internal.h"
#include "../../models/arm64_table.h"

#define BIT(k) (UINT64_C(1) << (k))
#define CYC BIT(PMS_ARM_CYCLES_IDX)
#define INSTR BIT(PMS_ARM_INSTR_IDX)

static uint32_t kv(const struct pms_arm_pmu *p)
{
	return p->kver ? p->kver : PMS_KVER_NEWEST;
}

static bool is_apple(const struct pms_arm_pmu *p)
{
	return p->kind == PMS_ARM_APPLE_M1 || p->kind == PMS_ARM_APPLE_M2;
}

static bool pmu_sane(const struct pms_arm_pmu *p)
{
	if (!p)
		return false;
	if (p->kind == PMS_ARM_PMUV3)
		return p->n_gp >= 0 && p->n_gp <= PMS_ARM_MAX_GP;
	if (is_apple(p))
		return p->n_gp == PMS_ARM_APPLE_NCTR && !p->pmuv3p5 && !p->has_icntr &&
		       !p->threshold_max;
	return false;
}

PMS_API int pms_arm_pmu_check(const struct pms_arm_pmu *p, struct pms_diag *d)
{
	char v[24];

	if (!pmu_sane(p))
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0,
				 p && is_apple(p) ? "an Apple PMU has exactly 10 counters and no "
						    "PMUv3 features"
						  : "PMUv3 has 0 to 31 general counters (PMCR_EL0.N)");
	if (is_apple(p)) {
		uint32_t since = p->kind == PMS_ARM_APPLE_M1 ? PMS_ARM_K_APPLE_M1
							     : PMS_ARM_K_APPLE_M2;

		if (kv(p) < since) {
			pms_kver_format(since, v, sizeof(v));
			return pmsi_diag(d, PMS_ENOTSUP, PMS_NOPOS, 0,
					 "no kernel driver for this Apple PMU before %s "
					 "(apple_m1_cpu_pmu.c)", v);
		}
	}
	return PMS_OK;
}

static bool has_instr(const struct pms_arm_pmu *p)
{
	return p->kind == PMS_ARM_PMUV3 && p->has_icntr && kv(p) >= PMS_ARM_K_ICNTR;
}

PMS_API uint64_t pms_arm_cntr_mask(const struct pms_arm_pmu *p)
{
	if (!pmu_sane(p))
		return 0;
	if (is_apple(p))
		return BIT(PMS_ARM_APPLE_NCTR) - 1;
	return (BIT(p->n_gp) - 1) | CYC | (has_instr(p) ? INSTR : 0);
}

/* The event attributes as the kernel of @p reads them. */
static bool ev_64bit(const struct pms_arm_pmu *p, const struct pms_arm_ev *e)
{
	return (e->flags & PMS_ARM_EV_LONG) && kv(p) >= PMS_ARM_K_CHAIN;
}

static bool ev_rdpmc(const struct pms_arm_pmu *p, const struct pms_arm_ev *e)
{
	return (e->flags & PMS_ARM_EV_RDPMC) && kv(p) >= PMS_ARM_K_RDPMC;
}

static bool has_long(const struct pms_arm_pmu *p)
{
	return p->pmuv3p5 && kv(p) >= PMS_ARM_K_LONG_P5;
}

/* armv8pmu_event_get_threshold() as the allocator tests it (81e15ca3e523). */
static bool th_blocks(const struct pms_arm_pmu *p, const struct pms_arm_ev *e)
{
	return e->threshold && kv(p) >= PMS_ARM_K_TH_CYCLES;
}

/* armv8pmu_event_is_chained() for an event whose hw.idx is @idx (-1: unplaced). */
static bool chained_at(const struct pms_arm_pmu *p, const struct pms_arm_ev *e, int idx)
{
	return !ev_rdpmc(p, e) && ev_64bit(p, e) && !has_long(p) && idx < PMS_ARM_MAX_GP;
}

static uint16_t apple_aff(uint32_t k, uint8_t ev)
{
	for (size_t i = 0; i < pms_arm_n_apple_aff; i++) {
		const struct pms_arm_aff *r = &pms_arm_apple_aff[i];

		if (r->ev == ev && (!r->since || k >= r->since) && (!r->until || k < r->until))
			return r->mask;
	}
	return PMS_ARM_APPLE_ANY;
}

static int take(uint64_t *used, int k)
{
	*used |= BIT(k);
	return k;
}

static int v3_get_idx(const struct pms_arm_pmu *p, uint64_t *used, const struct pms_arm_ev *e)
{
	uint64_t u = *used;

	if (e->evtype == PMS_ARM_CPU_CYCLES && !th_blocks(p, e)) {
		if (!(u & CYC))
			return take(used, PMS_ARM_CYCLES_IDX);
		if (ev_64bit(p, e) && ev_rdpmc(p, e) && !has_long(p))
			return PMS_EUNSCHED;
	}
	if (e->evtype == PMS_ARM_INST_RETIRED && !th_blocks(p, e) && has_instr(p) &&
	    !ev_rdpmc(p, e) && !(u & INSTR))
		return take(used, PMS_ARM_INSTR_IDX);
	if (chained_at(p, e, -1)) {
		for (int k = 1; k < p->n_gp; k += 2) {
			if (!(u & BIT(k)) && !(u & BIT(k - 1))) {
				*used |= BIT(k - 1);
				return take(used, k);
			}
		}
		return PMS_EUNSCHED;
	}
	for (int k = 0; k < p->n_gp; k++)
		if (!(u & BIT(k)))
			return take(used, k);
	return PMS_EUNSCHED;
}

static int apple_get_idx(const struct pms_arm_pmu *p, uint64_t *used, const struct pms_arm_ev *e)
{
	uint16_t aff = apple_aff(kv(p), (uint8_t)(e->evtype & 0xff));

	for (int k = 0; k < PMS_ARM_APPLE_NCTR; k++)
		if ((aff & (1u << k)) && !(*used & BIT(k)))
			return take(used, k);
	return PMS_EUNSCHED;
}

PMS_API int pms_arm_get_idx(const struct pms_arm_pmu *p, uint64_t *used, const struct pms_arm_ev *e)
{
	if (!pmu_sane(p) || !used || !e)
		return PMS_EINVAL;
	return is_apple(p) ? apple_get_idx(p, used, e) : v3_get_idx(p, used, e);
}

PMS_API uint64_t pms_arm_ev_counters(const struct pms_arm_pmu *p, const struct pms_arm_ev *e,
				     int idx)
{
	uint64_t m;

	if (!pmu_sane(p) || !e || idx < 0 || idx > PMS_ARM_INSTR_IDX)
		return 0;
	m = BIT(idx);
	if (!(pms_arm_cntr_mask(p) & m))
		return 0;
	/* armv8pmu_clear_event_idx(): a chained event also holds idx - 1 */
	if (!is_apple(p) && idx >= 1 && chained_at(p, e, idx))
		m |= BIT(idx - 1);
	return m;
}

PMS_API void pms_arm_clear_idx(const struct pms_arm_pmu *p, uint64_t *used,
			       const struct pms_arm_ev *e, int idx)
{
	if (used)
		*used &= ~pms_arm_ev_counters(p, e, idx);
}

/*
 * The open-time refusals in the order the driver meets them:
 * __armv8_pmuv3_map_event() then armv8pmu_set_event_filter() (PMUv3),
 * m1_pmu_set_event_filter() (Apple).  Static text naming the check and
 * the errno perf_event_open() returns; NULL when the event opens.
 */
const char *pmsi_arm_refusal(const struct pms_arm_pmu *p, const struct pms_arm_ev *e)
{
	bool new_errno = kv(p) >= PMS_ARM_K_ERRNO;

	if (is_apple(p))
		return (e->flags & PMS_ARM_EV_INCL_GUEST) ?
		       (new_errno ? "Apple PMUs need exclude_guest (the :u/:k modifiers or :H) "
				    "(m1_pmu_set_event_filter: EOPNOTSUPP)" :
				    "Apple PMUs need exclude_guest (the :u/:k modifiers or :H) "
				    "(m1_pmu_set_event_filter: EINVAL)") : NULL;
	if (e->evtype == PMS_ARM_CHAIN && kv(p) >= PMS_ARM_K_CHAIN_OPEN)
		return "event 0x1e (CHAIN) cannot be opened on its own "
		       "(__armv8_pmuv3_map_event: EINVAL)";
	if (ev_rdpmc(p, e) && (e->flags & PMS_ARM_EV_CPU_WIDE))
		return "rdpmc needs a task-bound event, not a CPU-wide one "
		       "(__armv8_pmuv3_map_event: EINVAL)";
	if (ev_rdpmc(p, e) && ev_64bit(p, e) && e->evtype != PMS_ARM_CPU_CYCLES && !has_long(p))
		return "a 64-bit rdpmc event needs PMUv3p5 long counters unless it is CPU_CYCLES "
		       "(__armv8_pmuv3_map_event: EOPNOTSUPP)";
	if (e->flags & PMS_ARM_EV_EXCL_IDLE)
		return new_errno ? "the PMUv3 driver refuses exclude_idle "
				   "(armv8pmu_set_event_filter: EOPNOTSUPP)" :
				   "the PMUv3 driver refuses exclude_idle "
				   "(armv8pmu_set_event_filter: EPERM)";
	if (e->threshold && kv(p) >= PMS_ARM_K_THRESHOLD && e->threshold > p->threshold_max)
		return p->threshold_max ? "threshold above caps/threshold_max "
					  "(armv8pmu_set_event_filter: EINVAL)" :
					  "a threshold, but the PMU has no FEAT_PMUv3_TH "
					  "(armv8pmu_set_event_filter: EINVAL)";
	return NULL;
}

PMS_API int pms_arm_event_check(const struct pms_arm_pmu *p, const struct pms_arm_ev *e,
				struct pms_diag *d)
{
	const char *why;
	int rc;

	if (!e)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no event");
	rc = pms_arm_pmu_check(p, d);
	if (rc)
		return rc == PMS_ENOTSUP ? PMS_EINVAL : rc;
	why = pmsi_arm_refusal(p, e);
	if (!why)
		return PMS_OK;
	if (e->threshold && strstr(why, "threshold") && p->threshold_max)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "threshold %u: %s, which is %u",
				 (unsigned)e->threshold, why, (unsigned)p->threshold_max);
	if (e->threshold && strstr(why, "threshold"))
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "threshold %u: %s",
				 (unsigned)e->threshold, why);
	return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "%s", why);
}

PMS_API bool pms_arm_filter_match(const struct pms_arm_pmu *p, const struct pms_arm_ev *e)
{
	if (!pmu_sane(p) || !e)
		return false;
	if (is_apple(p))
		return true;
	/* armv8pmu_filter_match() of 4.19-6.1 kept CHAIN events off the PMU */
	return !(e->evtype == PMS_ARM_CHAIN && kv(p) >= PMS_ARM_K_CHAIN &&
		 kv(p) < PMS_ARM_K_CHAIN_OPEN);
}

PMS_API int pms_arm_validate_group(const struct pms_arm_pmu *p, const struct pms_arm_ev *ev,
				   int n, int *bad, struct pms_diag *d)
{
	uint64_t used = 0;

	if (bad)
		*bad = -1;
	if (!pmu_sane(p) || !ev || n < 1)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "bad group");
	/* validate_group(): leader, then siblings, then the new event */
	for (int i = 0; i < n; i++) {
		const struct pms_arm_ev *e = &ev[i];
		const char *why = NULL;

		if (e->flags & PMS_ARM_EV_OTHER_PMU)
			why = "belongs to another hardware PMU";
		else if (e->flags & PMS_ARM_EV_SKIP)
			continue;
		else if (pms_arm_get_idx(p, &used, e) < 0)
			why = "finds no free counter";
		if (why) {
			if (bad)
				*bad = i;
			return pmsi_diag(d, PMS_EUNSCHED, PMS_NOPOS, 0,
					 "group member %d (event 0x%x) %s; perf_event_open fails "
					 "with EINVAL", i, (unsigned)e->evtype, why);
		}
	}
	return PMS_OK;
}

PMS_API int pms_arm_assign(const struct pms_arm_pmu *p, const struct pms_arm_ev *ev, int n,
			   uint64_t *used, int *idx)
{
	int left = 0;

	if (!pmu_sane(p) || n < 0 || (n && (!ev || !idx)) || !used)
		return PMS_EINVAL;
	for (int i = 0; i < n; i++) {
		idx[i] = pms_arm_filter_match(p, &ev[i]) ? pms_arm_get_idx(p, used, &ev[i])
							 : PMS_EUNSCHED;
		if (idx[i] < 0) {
			idx[i] = -1;
			left++;
		}
	}
	return left;
}

PMS_API int pms_arm_counter_name(const struct pms_arm_pmu *p, int idx, char *buf, size_t n)
{
	if (buf && n)
		buf[0] = '\0';
	if (!buf || !n || idx < 0 || idx > PMS_ARM_INSTR_IDX ||
	    !(pms_arm_cntr_mask(p) & BIT(idx)))
		return PMS_EINVAL;
	if (idx == PMS_ARM_CYCLES_IDX && !is_apple(p))
		snprintf(buf, n, "CYCLES");
	else if (idx == PMS_ARM_INSTR_IDX)
		snprintf(buf, n, "INSTR");
	else
		snprintf(buf, n, "GP%d", idx);
	return PMS_OK;
}

PMS_API int pms_arm_format_counters(const struct pms_arm_pmu *p, uint64_t mask, char *buf,
				    size_t n)
{
	size_t len = 0;

	if (!buf || !n || (mask & ~pms_arm_cntr_mask(p)) || !pmu_sane(p))
		return PMS_EINVAL;
	buf[0] = '\0';
	if (!mask)
		return snprintf(buf, n, "-");
	for (int k = 0; k <= PMS_ARM_INSTR_IDX; k++) {
		char name[16];

		if (!(mask & BIT(k)))
			continue;
		pms_arm_counter_name(p, k, name, sizeof(name));
		len += (size_t)snprintf(buf + (len < n ? len : n - 1), len < n ? n - len : 1,
					"%s%s", len ? "+" : "", name);
	}
	return (int)len;
}

/*
 * The counters v3_get_idx() could reach on an empty PMU, in the order of
 * its steps: the cycle counter, the instruction counter, then either the
 * counters of whole odd/even pairs (chained) or every general counter.
 */
static uint64_t v3_mask(const struct pms_arm_pmu *p, const struct pms_arm_ev *e, bool *chained)
{
	uint64_t m = 0, gp = BIT(p->n_gp) - 1;

	if (e->evtype == PMS_ARM_CPU_CYCLES && !th_blocks(p, e)) {
		m |= CYC;
		/* a 64-bit rdpmc cycles event without long counters never falls through */
		if (ev_64bit(p, e) && ev_rdpmc(p, e) && !has_long(p))
			return m;
	}
	if (e->evtype == PMS_ARM_INST_RETIRED && !th_blocks(p, e) && has_instr(p) && !ev_rdpmc(p, e))
		m |= INSTR;
	if (chained_at(p, e, -1)) {
		*chained = true;
		return m | (gp & ~(p->n_gp & 1 ? BIT(p->n_gp - 1) : 0));
	}
	return m | gp;
}

PMS_API uint64_t pms_arm_ev_mask(const struct pms_arm_pmu *p, const struct pms_arm_ev *e,
				 bool *chained)
{
	bool ch = false;
	uint64_t m;

	if (chained)
		*chained = false;
	if (!pmu_sane(p) || !e)
		return 0;
	m = is_apple(p) ? apple_aff(kv(p), (uint8_t)(e->evtype & 0xff)) : v3_mask(p, e, &ch);
	if (chained)
		*chained = ch;
	return m;
}

/* The 6.12 format attributes: ATTR_CFG_FLD_* in arm_pmuv3.c, "config:0-7" in apple_m1_cpu_pmu.c. */
#define F_LONG      (UINT64_C(1) << 0)
#define F_RDPMC     (UINT64_C(1) << 1)
#define TH_SHIFT    5
#define TH_BITS     UINT64_C(0xfff)

PMS_API void pms_arm_ev_decode(const struct pms_arm_pmu *p, uint64_t config, uint64_t config1,
			       struct pms_arm_ev *out)
{
	if (!out)
		return;
	memset(out, 0, sizeof(*out));
	if (p && is_apple(p)) {
		out->evtype = (uint16_t)(config & 0xff);
		return;
	}
	out->evtype = (uint16_t)(config & 0xffff);
	out->flags = (uint16_t)((config1 & F_LONG ? PMS_ARM_EV_LONG : 0) |
				(config1 & F_RDPMC ? PMS_ARM_EV_RDPMC : 0));
	out->threshold = (uint32_t)((config1 >> TH_SHIFT) & TH_BITS);
}

/*
 * Could the events go on in some order?  PMUv3: the cycle and instruction
 * counters go to one eligible event each (every choice is tried), a
 * chained event needs an aligned odd/even pair and anything else one
 * general counter: with c chained and s single events left, they fit when
 * c pairs and 2c + s counters exist.  Apple: a bipartite matching on the
 * per-event masks (pms_assign_exact()).
 */
static bool v3_exact(const struct pms_arm_pmu *p, const struct pms_arm_ev *v, int n, int *how)
{
	uint64_t m[PMS_ASSIGN_MAX], gp = BIT(p->n_gp) - 1;
	bool ch[PMS_ASSIGN_MAX];

	for (int i = 0; i < n; i++)
		m[i] = pms_arm_ev_mask(p, &v[i], &ch[i]);
	for (int a = -1; a < n; a++) {
		if (a >= 0 && !(m[a] & CYC))
			continue;
		for (int b = -1; b < n; b++) {
			int c = 0, single = 0;
			bool ok = true;

			if (b >= 0 && (b == a || !(m[b] & INSTR)))
				continue;
			for (int i = 0; i < n && ok; i++) {
				if (i == a || i == b)
					continue;
				if (!(m[i] & gp))
					ok = false;	/* only CYCLES or INSTR would do */
				else if (ch[i])
					c++;
				else
					single++;
			}
			if (!ok || c > p->n_gp / 2 || 2 * c + single > p->n_gp)
				continue;
			if (how) {	/* pairs from the bottom, then singles */
				int pair = 0, next = 2 * c;

				for (int i = 0; i < n; i++)
					how[i] = i == a ? PMS_ARM_CYCLES_IDX : i == b ? PMS_ARM_INSTR_IDX :
						 ch[i] ? 2 * pair++ + 1 : next++;
			}
			return true;
		}
	}
	return false;
}

PMS_API int pms_arm_exact(const struct pms_arm_pmu *p, const struct pms_arm_ev *ev, int n,
			  int *idx)
{
	struct pms_assign_ev c[PMS_ASSIGN_MAX];
	struct pms_assign_problem pr = { .n = n, .ev = c, .n_gp = PMS_ARM_APPLE_NCTR,
					 .era = PMS_ERA_GPMAX };

	if (!pmu_sane(p) || n < 0 || n > PMS_ASSIGN_MAX || (n && !ev))
		return PMS_EINVAL;
	if (!is_apple(p))
		return v3_exact(p, ev, n, idx);
	for (int i = 0; i < n; i++)
		c[i] = (struct pms_assign_ev){ pms_arm_ev_mask(p, &ev[i], NULL), 0, 0 };
	return pms_assign_exact(&pr, idx) == 1;
}
