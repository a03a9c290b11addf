/*
 * The boxes of non-core PMUs in a system-wide run, and their refusal in a
 * per-task one.
 *
 * Each box is a PMU of its own (uncore_pmu_register(), amd/uncore.c), so
 * its events form a context of their own on the CPU of the box's cpumask
 * (6.2+: a perf_event_pmu_context per PMU; 6.1: a perf_cpu_context per
 * PMU), sched in with can_add_hw cleared at the first group that fails
 * (merge_sched_in(), kernel/events/core.c 6.1/6.12), and rotated by the
 * PMU's own mux timer (perf_mux_hrtimer_handler(); the interval is
 * PERF_CPU_HRTIMER, as for the core PMU, unless the PMU's
 * perf_event_mux_interval_ms is changed).  The timer starts at the first
 * failure (perf_mux_hrtimer_restart() from merge_sched_in()), that is at
 * enable; each expiry moves the first active group to the tail
 * (ctx_event_to_rotate(), rotate_ctx()).  The head of the list fits
 * alone (a group that cannot was refused at open, but on the IOMMU PMU
 * below), so every rotation is a cyclic shift and the schedule's period
 * is the number of groups.
 *
 * Intel: uncore_pmu_event_add() collects the box's events
 * (uncore_collect_events(): at most num_counters plus the fixed counter)
 * and runs uncore_assign_events(): the previous-counter fast path (a new
 * event's hw.idx is -1, uncore_pmu_event_del() resets it, so the slow
 * path always runs on an add) then perf_assign_events() with the type's
 * constraints, gpmax = n.  No transactions: a group is added member by
 * member and rolled back on a failure (group_sched_in()).  At open
 * uncore_validate_group() places the group on a fake box.
 * AMD: amd_uncore_add() takes the first free counter; at open
 * amd_uncore_group_valid() (6.12) counts the group's members against
 * num_counters.  The AMD IOMMU PMU (amd/iommu.c) takes the first free
 * bank/counter pair on add and checks no group at open: a group larger
 * than the box opens, fails every sched-in (rolled back, can_add_hw
 * cleared for the groups after it) and counts nothing; when it heads the
 * list no group is active, and ctx_event_to_rotate() then takes the first
 * group, so the rotation is still a cyclic shift.  Free-running PMUs
 * (RAPL, cstate, *_free_running) never fail an add.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "internal.h"
#include "sim_int.h"
#include "uncore_int.h"
#include "pmusched/evlist.h"

struct ub_ev {
	int idx;		/* event in the list */
	int grp;		/* its group: the leader's list index */
	uint64_t mask;		/* counters it may take (box numbering) */
	uint64_t config, config1;
	bool opened;
	bool pinned;		/* its group's leader is pinned */
	bool pin_err;		/* a pinned group that did not fit: ERROR */
	bool weak;		/* its group is weak ({...}:W, as perf writes metric groups) */
	int weak_by;		/* its weak group was reset at this list index, else -1 */
};

/* skx_uncore_cha_extra_regs[] (uncore_snbep.c 6.1/6.12/7.3): SNBEP_CBO_EVENT_EXTRA_REG rows */
static const struct { uint16_t event, mask; uint8_t fields; } skx_cha_xregs[] = {
	{ 0x0334, 0xffff, 0x4 }, { 0x0534, 0xffff, 0x4 }, { 0x0934, 0xffff, 0x4 },
	{ 0x1134, 0xffff, 0x4 }, { 0x3134, 0xffff, 0x4 }, { 0x9134, 0xffff, 0x4 },
	{ 0x35, 0xff, 0x8 }, { 0x36, 0xff, 0x8 }, { 0x38, 0xff, 0x3 },
};

/* skx_cha_filter_mask(): the config1 bits of filter fields @fields */
static uint64_t skx_cha_fmask(unsigned fields)
{
	uint64_t m = 0;

	if (fields & 0x1)
		m |= 0x1ffull;				/* TID */
	if (fields & 0x2)
		m |= 0xfull << 9;			/* LINK */
	if (fields & 0x4)
		m |= 0x3ffull << 17;			/* STATE */
	if (fields & 0x8)				/* REM, LOC, ALL_OPC, NM, NOT_NM, */
		m |= 1ull << 32 | 1ull << 33 | 1ull << 35 | 1ull << 36 | 1ull << 37 |
		     0x3ffull << 41 | 0x3ffull << 51 | 1ull << 62 | 1ull << 63; /* OPC0/1, NC, ISOC */
	return m;
}

/*
 * The shared filter register of a box, handed out to events ev[in[0..n))
 * in that order as the kernel's get_constraint op does on each add
 * (uncore_assign_events() calls it for every collected event; a failed
 * add puts them all back, so the holders are always a prefix that fit).
 * False when an event gets the empty constraint.  *moved: a PCU band
 * event had to move to another band (snbep_pcu_alter_er()).
 */
static bool filters_fit(const struct pms_uncore_type *t, const struct ub_ev *ev, const int *in,
			int n, bool *moved)
{
	unsigned ref[5] = { 0, 0, 0, 0, 0 };
	uint64_t er = 0;

	for (int k = 0; k < n; k++) {
		const struct ub_ev *e = &ev[in[k]];

		switch (t->filter) {
		case PMS_UNC_FILTER_NONE:
			return true;
		case PMS_UNC_FILTER_SKX_CHA: {
			/* skx_cha_hw_config(): tid_en sets idx to the TID mask 0x1ff */
			unsigned idx = e->config & (1ull << 19) ? 0x1ffu : 0;
			uint64_t cfg;

			for (size_t x = 0; x < sizeof(skx_cha_xregs) / sizeof(skx_cha_xregs[0]); x++)
				if ((e->config & skx_cha_xregs[x].mask) == skx_cha_xregs[x].event)
					idx |= skx_cha_xregs[x].fields;
			if (!idx)
				break;	/* EXTRA_REG_NONE */
			cfg = e->config1 & skx_cha_fmask(idx);
			/* __snbep_cbox_get_constraint(): fields 0-4, 6-bit counts */
			for (int i = 0; i < 5; i++) {
				uint64_t m = skx_cha_fmask(1u << i);

				if (!(idx >> i & 1))
					continue;
				if (ref[i] && ((cfg ^ er) & m))
					return false;
				ref[i]++;
				er = (er & ~m) | (cfg & m);
			}
			break;
		}
		case PMS_UNC_FILTER_TID:
			/* spr_cha_hw_config() + uncore_get_constraint(): shared_regs[0] */
			if (!(e->config & (1ull << 16)))
				break;
			if (ref[0] && er != (e->config1 & 0x3ff))
				return false;
			ref[0]++;
			er = e->config1 & 0x3ff;
			break;
		case PMS_UNC_FILTER_PCU_BAND: {
			/* hswep_pcu_hw_config(): select 0xb-0xe, config1 & (0xff << idx) */
			unsigned sel = (unsigned)(e->config & 0xff), idx0, idx;
			uint64_t cfg0, cfg;

			if (sel < 0xb || sel > 0xe)
				break;
			idx = idx0 = sel - 0xb;
			cfg = cfg0 = e->config1 & (0xffull << idx0);
			/* snbep_pcu_get_constraint(): 8-bit fields, the next band on a clash */
			for (;;) {
				uint64_t m = 0xffull << (8 * idx);

				if (!ref[idx] || !((cfg ^ er) & m)) {
					ref[idx]++;
					er = (er & ~m) | (cfg & m);
					*moved |= idx != idx0;
					break;
				}
				idx = (idx + 1) % 4;
				if (idx == idx0)
					return false;
				cfg = idx > idx0 ? cfg0 << (8 * (idx - idx0)) : cfg0 >> (8 * (idx0 - idx));
			}
			break;
		}
		}
	}
	return true;
}

static uint64_t type_mask(const struct pms_uncore_type *t, uint64_t config)
{
	uint64_t gp = t->n_gp >= 64 ? ~0ull : (1ull << t->n_gp) - 1;

	if (t->alloc == PMS_UNC_FREE)
		return 1;	/* a counter of its own */

	if (t->alloc == PMS_UNC_INTEL && (config & 0xff) == PMSI_UNC_FIXED_EVENT &&
	    !(config & ~0xffull))
		return t->fixed ? 1ull << PMSI_UNC_FIXED_IDX : 0;
	for (const struct pms_uncore_cstr *c = t->cstr; c && c->mask; c++)
		if (c->code == (config & 0xff))
			return c->mask;
	return gp;
}

/*
 * Can events ev[in[0..n)] all be on the box?  Fills @ctr (box counter or
 * -1).  *clash is set when the counters would do but the shared filter
 * register does not.
 */
static bool counters_fit(const struct pms_uncore_type *t, const struct ub_ev *ev, const int *in,
			 int n, int *ctr)
{
	if (t->alloc == PMS_UNC_FREE) {
		for (int k = 0; k < n; k++)
			ctr[k] = -1;
		return true;
	}
	if (n > t->n_gp + (t->fixed ? 1 : 0) || n > PMS_ASSIGN_MAX)
		return false;	/* uncore_collect_events(): max_count */
	if (t->alloc == PMS_UNC_AMD) {
		/* the first free counter, in add order */
		for (int k = 0; k < n; k++)
			ctr[k] = k;
		return n <= t->n_gp;
	}
	{
		struct pms_assign_ev a[PMS_ASSIGN_MAX];
		struct pms_assign_problem p = { .n = n, .ev = a, .gpmax = 0, .era = PMS_ERA_GPMAX };

		memset(a, 0, sizeof(a));
		for (int k = 0; k < n; k++)
			a[k].mask = ev[in[k]].mask;
		return pms_assign_kernel(&p, ctr) == 0;
	}
}

static bool box_fits(const struct pms_uncore_type *t, const struct ub_ev *ev, const int *in,
		     int n, int *ctr, bool *clash, bool *moved)
{
	if (!counters_fit(t, ev, in, n, ctr))
		return false;
	if (!filters_fit(t, ev, in, n, moved)) {
		*clash = true;
		return false;
	}
	return true;
}

static void box_free(struct pmsi_unc_box *b)
{
	pmsi_free(b->ev);
	pmsi_free(b->ctr);
	pmsi_free(b->runs);
}

void pmsi_uncore_destroy(struct pms_sim *s)
{
	for (int k = 0; k < s->n_box; k++)
		box_free(&s->box[k]);
	pmsi_free(s->box);
	s->box = NULL;
	s->n_box = 0;
}

/*
 * Simulate one box holding events @ev[0..n) (list order; groups are runs
 * of one grp).  Fills b: per rotation j the counter of each event, and
 * how many rotations each event ran in.
 */
static int box_run(const struct pms_uncore_type *t, struct ub_ev *ev, int n,
		   struct pmsi_unc_box *b)
{
	int ng = 0, *gstart = pmsi_calloc((size_t)n + 1, sizeof(int));
	int *in = pmsi_calloc((size_t)n, sizeof(int)), *ctr = pmsi_calloc((size_t)n, sizeof(int));
	int *last = pmsi_calloc((size_t)n, sizeof(int));
	int rc = PMS_ENOMEM;

	if (!gstart || !in || !ctr || !last)
		goto out;
	/* validate each group at open on an empty (fake) box */
	for (int k = 0; k < n; k++) {
		int m = 0;

		if (k && ev[k].grp == ev[k - 1].grp)
			continue;
		for (int j = k; j < n && ev[j].grp == ev[k].grp; j++)
			in[m++] = j;
		/* amd/iommu.c: no check, a group too big opens and never fits */
		if ((t->open_unchecked || box_fits(t, ev, in, m, ctr, &b->open_clash,
						   &b->band_moved)) && ev[k].mask)
			continue;
		if (ev[k].weak && m > 1 && ev[k].mask) {
			/*
			 * The member whose open finds the group too big gets
			 * EINVAL (uncore_validate_group(), amd_uncore_group_valid());
			 * perf resets the weak group and opens its events again
			 * as single events after the rest of the list
			 * (builtin-stat.c __run_perf_stat(), evlist__reset_weak_group(),
			 * 6.1-7.3).
			 */
			int fail = 1;
			bool c = false, mv = false;

			while (fail < m && box_fits(t, ev, in, fail + 1, ctr, &c, &mv))
				fail++;
			for (int j = 0; j < m; j++) {
				ev[in[j]].weak_by = ev[in[fail < m ? fail : m - 1]].idx;
				ev[in[j]].grp = ev[in[j]].idx;
			}
			continue;
		}
		for (int j = 0; j < m; j++)
			ev[in[j]].opened = false;
	}
	/* the reset groups' events were opened last: they join the box's list
	 * after the others (a stable partition of ev[] and b->ev[]) */
	{
		struct ub_ev *tmp = pmsi_calloc((size_t)n, sizeof(*tmp));
		int at = 0;

		if (!tmp)
			goto out;
		for (int pass = 0; pass < 2; pass++)
			for (int k = 0; k < n; k++)
				if ((ev[k].weak_by >= 0) == (pass == 1))
					tmp[at++] = ev[k];
		for (int k = 0; k < n; k++) {
			ev[k] = tmp[k];
			b->ev[k] = ev[k].idx;
		}
		pmsi_free(tmp);
	}
	/* the flexible groups rotate; the pinned ones are sched in first and
	 * stay (ctx_sched_in(): EVENT_PINNED, then EVENT_FLEXIBLE; rotation
	 * moves flexible groups only) */
	for (int k = 0; k < n; k++)
		if (ev[k].opened && !ev[k].pinned &&
		    (k == 0 || ev[k].grp != ev[k - 1].grp || !ev[k - 1].opened))
			gstart[ng++] = k;
	b->n_rot = ng ? ng : 1;
	b->ctr = pmsi_calloc((size_t)b->n_rot * (size_t)(n ? n : 1), sizeof(int8_t));
	b->runs = pmsi_calloc((size_t)(n ? n : 1), sizeof(unsigned));
	if (!b->ctr || !b->runs)
		goto out;
	memset(b->ctr, -1, (size_t)b->n_rot * (size_t)(n ? n : 1));
	b->mux = false;
	for (unsigned j = 0; j < b->n_rot; j++) {
		int m = 0;
		bool can_add = true;

		/*
		 * Pinned pass: merge_sched_in() puts a pinned group that does
		 * not fit in ERROR and clears can_add_hw, so the pinned groups
		 * after it fail too (6.1-7.3).  The same every rotation.
		 */
		for (int k = 0; k < n; k++) {
			int m0 = m;
			bool ok = can_add;

			if (!ev[k].opened || !ev[k].pinned ||
			    (k && ev[k].grp == ev[k - 1].grp))
				continue;
			for (int x = k; ok && x < n && ev[x].grp == ev[k].grp && ev[x].opened; x++) {
				bool clash = false;

				in[m++] = x;
				ok = box_fits(t, ev, in, m, ctr, &clash, &b->band_moved);
				b->clash |= clash;
				if (ok)
					for (int y = 0; y < m; y++)
						last[in[y]] = ctr[y];
			}
			if (!ok) {
				m = m0;
				can_add = false;
				for (int x = k; x < n && ev[x].grp == ev[k].grp; x++)
					ev[x].pin_err = true;
			}
		}
		can_add = true;
		for (int q = 0; q < ng && can_add; q++) {
			int g = gstart[((unsigned)q + j) % (unsigned)ng], m0 = m;

			for (int k = g; k < n && ev[k].grp == ev[g].grp && ev[k].opened; k++) {
				bool clash = false;

				in[m++] = k;
				if (!box_fits(t, ev, in, m, ctr, &clash, &b->band_moved)) {
					b->clash |= clash;
					m = m0;	/* group_sched_in() rolls the group back */
					can_add = false;
					b->mux = true;
					break;
				}
				/* the events in the box keep the counters of the last
				 * add that succeeded (uncore_pmu_event_del() moves none) */
				for (int x = 0; x < m; x++)
					last[in[x]] = ctr[x];
			}
		}
		for (int k = 0; k < m; k++) {
			b->ctr[(size_t)j * (size_t)n + (size_t)in[k]] = (int8_t)last[in[k]];
			b->runs[in[k]]++;
		}
	}
	if (!b->mux) {
		/* everything on at once: no rotation */
		b->n_rot = 1;
		for (int k = 0; k < n; k++)
			b->runs[k] = ev[k].opened && !ev[k].pin_err ? 1 : 0;
	}
	rc = PMS_OK;
out:
	pmsi_free(gstart);
	pmsi_free(in);
	pmsi_free(ctr);
	pmsi_free(last);
	return rc;
}

/* ns an event running in @runs of @nrot rotations gets in @dur at @iv. */
static uint64_t box_running(const struct pmsi_unc_box *b, int k, uint64_t dur, uint64_t iv)
{
	uint64_t full = dur / iv, rem = dur % iv, total = 0;
	unsigned n = b->n_rot;

	if (!b->runs[k])
		return 0;
	if (n == 1)
		return dur;
	for (unsigned j = 0; j < n; j++) {
		uint64_t times = full / n + (j < full % n ? 1 : 0);

		if (b->ctr[(size_t)j * (size_t)b->n_ev + (size_t)k] >= 0 ||
		    (b->t->alloc == PMS_UNC_FREE))
			total += times * iv;
	}
	if (rem && b->ctr[(size_t)(full % n) * (size_t)b->n_ev + (size_t)k] >= 0)
		total += rem;
	return total;
}

static const char refuse_task[] =
	"a per-task event on a CPU-wide-only PMU: its task_ctx_nr is perf_invalid_context and "
	"its event_init refuses event->cpu < 0 (EINVAL; perf_event_open() 6.12, "
	"find_get_context() 6.1; intel/uncore.c uncore_pmu_event_init(), amd/uncore.c, "
	"rapl.c, intel/cstate.c): use -a";

/*
 * At open (pmsi_sim_resolve()): a non-core PMU's event that is not
 * per-task capable is refused in a task run.  Returns true when it is a
 * box event (it needs no core counter either way).
 */
bool pmsi_uncore_open(struct pms_sim *s, int i, struct sev *e)
{
	struct pms_event_attr a = { .sz = sizeof(a) };

	if (pms_evlist_attr(s->ev, i, &a) ||
	    (pms_uncore_pmu_per_task(a.pmu_name) && !pms_uncore_find(s->plat, a.pmu_name, NULL)))
		return false;
	if (!s->system_wide) {
		e->opened = false;
		e->why |= PMS_WHY_OPEN_CHECK;
		e->reason = refuse_task;
	}
	return true;
}

/* The box view of list events idx[0..n) of type @t. */
static void fill_events(const struct pms_sim *s, const struct pms_uncore_type *t, const int *idx,
			int n, struct ub_ev *ev)
{
	for (int k = 0; k < n; k++) {
		struct pms_event_attr a = { .sz = sizeof(a) };

		pms_evlist_attr(s->ev, idx[k], &a);
		ev[k].idx = idx[k];
		ev[k].grp = s->g[s->e[idx[k]].group].first;
		ev[k].mask = type_mask(t, a.config);
		ev[k].config = a.config;
		ev[k].config1 = a.config1;
		ev[k].pinned = s->g[s->e[idx[k]].group].pinned;
		ev[k].weak = a.weak_group;
		ev[k].weak_by = -1;
		ev[k].opened = true;
	}
}

static int add_box(struct pms_sim *s, const struct pms_uncore_type *t, int box,
		   const int *idx, int n)
{
	struct pmsi_unc_box *nb = pmsi_realloc(s->box, ((size_t)s->n_box + 1) * sizeof(*nb));
	struct pmsi_unc_box *b;
	struct ub_ev *ev;
	int rc;

	if (!nb)
		return PMS_ENOMEM;
	s->box = nb;
	b = &s->box[s->n_box++];
	memset(b, 0, sizeof(*b));
	b->t = t;
	b->box = box;
	b->n_ev = n;
	b->ev = pmsi_calloc((size_t)n, sizeof(int));
	ev = pmsi_calloc((size_t)n, sizeof(*ev));
	if (!b->ev || !ev) {
		pmsi_free(ev);
		return PMS_ENOMEM;
	}
	for (int k = 0; k < n; k++)
		b->ev[k] = idx[k];
	fill_events(s, t, idx, n, ev);
	rc = box_run(t, ev, n, b);
	for (int k = 0; k < n && rc == PMS_OK; k++)
		if (ev[k].weak_by >= 0)
			s->e[ev[k].idx].weak_by = ev[k].weak_by;
	for (int k = 0; k < n && rc == PMS_OK && t->open_unchecked; k++) {
		int m = 0, ctr[PMS_ASSIGN_MAX + 1], in[PMS_ASSIGN_MAX + 1];
		bool c = false;

		for (int j = 0; j < n && m <= PMS_ASSIGN_MAX; j++)
			if (ev[j].grp == ev[k].grp)
				in[m++] = j;
		if (!ev[k].opened || (m <= PMS_ASSIGN_MAX && box_fits(t, ev, in, m, ctr, &c, &c)))
			continue;
		/* tried at every sched-in, never fits */
		s->g[s->e[ev[k].idx].group].tried = 1;
		s->e[ev[k].idx].reason = "its group has more events than the box has counters; "
					 "amd/iommu.c perf_iommu_event_init() checks no group, "
					 "so it opens and never counts (6.1-7.3)";
	}
	for (int k = 0; k < n && rc == PMS_OK; k++)
		if (ev[k].pin_err) {
			/* ERROR: read() gives nothing, perf prints <not counted> */
			s->e[ev[k].idx].why |= PMS_WHY_PINNED_ERROR;
			s->g[s->e[ev[k].idx].group].state = G_ERROR;
		}
	for (int k = 0; k < n && rc == PMS_OK; k++)
		if (!ev[k].opened) {
			struct sev *e = &s->e[ev[k].idx];

			e->opened = false;
			e->why |= ev[k].mask ? PMS_WHY_GROUP_INVALID : PMS_WHY_OPEN_CHECK;
			if (!ev[k].mask)
				e->reason = "the fixed-counter event (config 0xff) on a box type "
					    "without a fixed counter: uncore_pmu_event_init() "
					    "refuses it (EINVAL)";
		}
	pmsi_free(ev);
	return rc;
}

/*
 * After the core simulation of a system-wide run: the box events' running
 * times.  A wildcard event (uncore_imc/.../) opens on every box and perf
 * sums the boxes' counts and times into one line (aliases merged); a box
 * named alone (uncore_imc_2/.../) holds its own events and the wildcard's.
 */
int pmsi_uncore_run(struct pms_sim *s)
{
	int n = s->n_user, *idx, *tbox, rc = PMS_OK;
	const struct pms_uncore_type **tt;

	if (!s->system_wide || !n)
		return PMS_OK;
	idx = pmsi_calloc((size_t)n, sizeof(int));
	tbox = pmsi_calloc((size_t)n, sizeof(int));
	tt = pmsi_calloc((size_t)n, sizeof(*tt));
	if (!idx || !tbox || !tt) {
		rc = PMS_ENOMEM;
		goto out;
	}
	for (int i = 0; i < n; i++) {
		struct pms_event_attr a = { .sz = sizeof(a) };

		tt[i] = NULL;
		if (!s->e[i].box_ev || pms_evlist_attr(s->ev, i, &a))
			continue;
		tt[i] = pms_uncore_find(s->plat, a.pmu_name, &tbox[i]);
		if (!tt[i])
			s->e[i].reason = "its PMU is not in this model's box table "
					 "(models/uncore/): counters not modelled, shown as "
					 "always counting";
	}
	for (int i = 0; i < n && rc == PMS_OK; i++) {
		const struct pms_uncore_type *t = tt[i];

		if (!t)
			continue;
		/* the type's wildcard box, then each box named alone */
		for (int pass = -1; pass < t->n_boxes && rc == PMS_OK; pass++) {
			int m = 0, named = 0;

			for (int j = 0; j < n; j++) {
				if (tt[j] != t)
					continue;
				if (tbox[j] == -1 || tbox[j] == pass)
					idx[m++] = j;
				named += tbox[j] == pass && pass >= 0;
			}
			if ((pass == -1 && m) || named)
				rc = add_box(s, t, pass, idx, m);
		}
		for (int j = 0; j < n; j++)
			if (tt[j] == t)
				tt[j] = NULL, tbox[j] = -2 - tbox[j];	/* done */
	}
	/* running times: each event over the boxes it opens on */
	for (int i = 0; i < n && rc == PMS_OK; i++) {
		struct sev *e = &s->e[i];
		const struct pmsi_unc_box *wild = NULL;
		uint64_t run = 0;
		int nb = 0;

		if (!e->box_ev || !e->opened)
			continue;
		for (int k = 0; k < s->n_box; k++)
			for (int j = 0; j < s->box[k].n_ev; j++)
				if (s->box[k].ev[j] == i) {
					const struct pmsi_unc_box *b = &s->box[k];
					uint64_t r = box_running(b, j, s->duration, s->interval);

					if (b->box == -1) {
						wild = b;
						continue;
					}
					run += r;
					nb++;
				}
		if (wild) {
			int rest = wild->t->n_boxes - nb;
			uint64_t r = 0;

			for (int j = 0; j < wild->n_ev; j++)
				if (wild->ev[j] == i)
					r = box_running(wild, j, s->duration, s->interval);
			run += r * (uint64_t)(rest > 0 ? rest : 0);
			nb += rest > 0 ? rest : 0;
		}
		if (nb) {
			e->running = run / (uint64_t)nb;
			e->enabled = s->duration;
			if (e->running < e->enabled && !(e->why & PMS_WHY_PINNED_ERROR))
				e->why |= PMS_WHY_NO_COUNTER;
		}
	}
out:
	pmsi_free(idx);
	pmsi_free(tbox);
	pmsi_free(tt);
	return rc;
}

PMS_API int pms_sim_n_boxes(const struct pms_sim *s)
{
	return s ? s->n_box : 0;
}

PMS_API int pms_sim_box(const struct pms_sim *s, int k, struct pms_sim_box *out)
{
	if (!s || !out || k < 0 || k >= s->n_box)
		return PMS_ERANGE;
	out->type = s->box[k].t;
	out->box = s->box[k].box;
	out->n_events = s->box[k].n_ev;
	out->events = s->box[k].ev;
	out->n_rot = s->box[k].n_rot;
	out->multiplexes = s->box[k].mux;
	out->filter_clash = s->box[k].clash || s->box[k].open_clash;
	out->band_moved = s->box[k].band_moved;
	return PMS_OK;
}

PMS_API int pms_sim_box_counter(const struct pms_sim *s, int k, unsigned rot, int j)
{
	const struct pmsi_unc_box *b;

	if (!s || k < 0 || k >= s->n_box)
		return PMS_ERANGE;
	b = &s->box[k];
	if (rot >= b->n_rot || j < 0 || j >= b->n_ev)
		return PMS_ERANGE;
	if (b->t->alloc == PMS_UNC_FREE)
		return b->runs[j] ? PMS_SIM_BOX_FREE : -1;
	return b->ctr[(size_t)rot * (size_t)b->n_ev + (size_t)j];
}

/*
 * A split of a box's groups over runs in which each counts all the time:
 * first fit in list order, each run's set placed as the box places it
 * (box_fits(): counters, constraint rows, shared filter register).
 */
PMS_API int pms_sim_box_split(const struct pms_sim *s, int k, int *run_of, int n, bool *minimal)
{
	const struct pmsi_unc_box *b;
	struct ub_ev *ev;
	int *in, *ctr, n_runs = 0, placed = 0, cap;
	bool dummy = false;

	if (!s || k < 0 || k >= s->n_box || !run_of)
		return PMS_ERANGE;
	b = &s->box[k];
	if (n < b->n_ev)
		return PMS_EINVAL;
	ev = pmsi_calloc((size_t)b->n_ev + 1, sizeof(*ev));
	in = pmsi_calloc((size_t)b->n_ev + 1, sizeof(int));
	ctr = pmsi_calloc((size_t)b->n_ev + 1, sizeof(int));
	if (!ev || !in || !ctr) {
		pmsi_free(ev);
		pmsi_free(in);
		pmsi_free(ctr);
		return PMS_ENOMEM;
	}
	fill_events(s, b->t, b->ev, b->n_ev, ev);
	for (int j = 0; j < b->n_ev; j++) {
		ev[j].opened = s->e[b->ev[j]].opened;
		run_of[j] = -1;
	}
	for (int j = 0; j < b->n_ev; j++) {
		int r;

		if (!ev[j].opened || (j && ev[j].grp == ev[j - 1].grp))
			continue;
		for (r = 0; r < n_runs; r++) {
			int m = 0;

			/* the run's events so far, in list order, then the group */
			for (int x = 0; x < j; x++)
				if (run_of[x] == r)
					in[m++] = x;
			for (int x = j; x < b->n_ev && ev[x].grp == ev[j].grp; x++)
				in[m++] = x;
			if (box_fits(b->t, ev, in, m, ctr, &dummy, &dummy))
				break;
		}
		if (r == n_runs) {
			int m = 0;

			for (int x = j; x < b->n_ev && ev[x].grp == ev[j].grp; x++)
				in[m++] = x;
			/* a group alone fits when it passed validation at open; one
			 * an unchecked box opened too big counts in no run */
			if (!box_fits(b->t, ev, in, m, ctr, &dummy, &dummy))
				continue;
			n_runs++;
		}
		for (int x = j; x < b->n_ev && ev[x].grp == ev[j].grp; x++) {
			run_of[x] = r;
			placed++;
		}
	}
	cap = b->t->alloc == PMS_UNC_FREE ? placed : b->t->n_gp + (b->t->fixed ? 1 : 0);
	if (minimal)	/* equal to a lower bound: no split has fewer */
		*minimal = cap > 0 && n_runs == (placed + cap - 1) / cap;
	pmsi_free(ev);
	pmsi_free(in);
	pmsi_free(ctr);
	return n_runs;
}

PMS_API bool pms_uncore_stat_system_wide(const struct pms_evlist *ev)
{
	int n = ev ? pms_evlist_count(ev) : 0;

	for (int i = 0; i < n; i++) {
		struct pms_event_attr a = { .sz = sizeof(a) };

		if (pms_evlist_attr(ev, i, &a))
			return false;
		if (a.tool == PMS_TOOL_DURATION_TIME)
			continue;
		/* a box of the platform's table, power or cstate_*: a cpumask file */
		if (!a.pmu_name || pms_uncore_pmu_per_task(a.pmu_name) ||
		    !pms_uncore_find(pms_evlist_model(ev), a.pmu_name, NULL))
			return false;
	}
	return n > 0;
}

/* The counters a box event may take, as predict's mask column shows them. */
PMS_API int pms_uncore_event_word(const struct pms_evlist *ev, int i, char *buf, size_t n)
{
	struct pms_event_attr a = { .sz = sizeof(a) };
	const struct pms_uncore_type *t;
	const char *name;
	uint64_t mask;
	int box, len;

	if (!buf || !n)
		return PMS_EINVAL;
	buf[0] = '\0';
	if (pms_evlist_attr(ev, i, &a) ||
	    (pms_uncore_pmu_per_task(a.pmu_name) && !pms_uncore_find(pms_evlist_model(ev), a.pmu_name, NULL)))
		return 0;
	t = pms_uncore_find(pms_evlist_model(ev), a.pmu_name, &box);
	if (!t)
		return snprintf(buf, n, "%s (no table)", a.pmu_name);
	name = t->pmu + (strncmp(t->pmu, "uncore_", 7) ? 0 : 7);
	if (t->alloc == PMS_UNC_FREE)
		return snprintf(buf, n, "%s free-run", name);
	if (t->alloc == PMS_UNC_AMD)
		return snprintf(buf, n, "%s %d slots", name, t->n_gp);
	mask = (a.config & 0xff) == PMSI_UNC_FIXED_EVENT && !(a.config & ~0xffull) ?
	       (t->fixed ? 1ull << PMSI_UNC_FIXED_IDX : 0) : (1ull << t->n_gp) - 1;
	for (const struct pms_uncore_cstr *c = t->cstr; c && c->mask && mask != 1ull << 8; c++)
		if (c->code == (a.config & 0xff))
			mask = c->mask;
	if (mask == 1ull << PMSI_UNC_FIXED_IDX)
		return snprintf(buf, n, "%s FIXED", name);
	len = snprintf(buf, n, "%s ", name);
	for (int k = 0; k < 8 && len > 0 && (size_t)len < n; k++) {
		int e = k;

		if (!(mask >> k & 1))
			continue;
		while (e + 1 < 8 && (mask >> (e + 1) & 1))
			e++;
		len += snprintf(buf + len, n - (size_t)len, "%sC%d%s%.0d", buf[len - 1] == ' ' ? "" : ",",
				k, e > k ? "-" : "", e > k ? e : 0);
		k = e;
	}
	return len;
}
