/*
 * How perf itself regroups the events it parsed, by perf version: the
 * leader it picks for a group with TopDown events, the x86 sort of 6.4 and
 * later, and the list it reopens when the kernel refuses a weak group.
 *
 * These work on a plain description of the events, so that the -e parser
 * and the simulator can use them on any list (a metric list from
 * pms_mlist_build() is already in perf's order).
 */
#ifndef PMUSCHED_PERF_LISTS_H
#define PMUSCHED_PERF_LISTS_H

#include <stdbool.h>
#include <stdint.h>
#include "error.h"

#ifdef __cplusplus
extern "C" {
#endif

struct pms_pgevent {
	const char *name;	/* the name perf holds: "slots", "cpu/topdown-fe-bound/",
				 * "INST_RETIRED.ANY" */
	const char *pmu;	/* "cpu" for an event of the core PMU (JSON, sysfs or
				 * cpu/.../ event), "software", "msr", another PMU's
				 * name; NULL for a legacy hardware or cache event
				 * (cycles, L1-dcache-loads), which perf keeps no PMU
				 * name for */
	int leader;		/* its group leader as written (itself when alone) */
	bool weak;		/* its group carries :W */
};

/*
 * pms_perf_regroup() - the order and groups perf @perf_version gives the
 * events of one parse (one -e string) on a CPU whose core PMU has
 * @perf_metrics (the slots event, Ice Lake and later):
 *
 *   before 5.17  as written;
 *   5.17         a group's first "cpu" event whose name contains "slots"
 *                (case-sensitive) moves to the front and leads;
 *   5.18         likewise without regard to case, but only when an event
 *                name starts with "topdown" (so cpu/topdown-fe-bound/ does
 *                not count);
 *   5.19 - 6.3   when a name contains "topdown" (arch_evlist__leader());
 *   6.4 and on   parse_events__sort_events_and_fix_groups(): slots first,
 *                then topdown events; ungrouped slots/topdown events are
 *                pulled into one group; groups split where the PMU changes.
 *
 * @perf_version 0 (none given) is the newest (pms_perf_version_for(0, 0)),
 * here and in pms_perf_weak_reopen().
 * Groups as written must be contiguous, each led by its first event.
 * @order: out, @n entries: order[k] = input index of the k-th event.
 * @leader: out, @n entries: leader[k] = position (in the new order) of the
 *          k-th event's leader.
 * Return: PMS_OK, PMS_EINVAL (bad groups), PMS_ENOMEM.
 */
int pms_perf_regroup(uint32_t perf_version, bool perf_metrics, const struct pms_pgevent *in,
		     int n, int *order, int *leader, struct pms_diag *d);

/*
 * pms_perf_weak_reopen() - util/evlist.c evlist__reset_weak_group(): perf
 * opened event @failed, a member of a weak group, and the kernel refused
 * it (EINVAL, EBADF); perf closes the group and reopens its members alone,
 * except (from 5.19, with @perf_metrics) members whose name contains
 * "slots" or "topdown" (6.4 and on: not "uops_retired.slots"), which stay
 * with the leader.  Every former member is reopened, in list order, after
 * the first pass over the list.
 * @ev/@n: the list as opened (after pms_perf_regroup()).
 * @leader: out, @n entries: each event's leader after the reset.
 * @reopened: out, @n entries (may be NULL): true for the group's events.
 * Return: PMS_OK; PMS_EINVAL when @failed is not a member of a weak group
 * (perf then reports the error instead).
 */
int pms_perf_weak_reopen(uint32_t perf_version, bool perf_metrics, const struct pms_pgevent *ev,
			 int n, int failed, int *leader, bool *reopened, struct pms_diag *d);

/*
 * How perf stat opens a parsed list (perf_opens.c): which events the kernel
 * takes and the perf_event_open() calls in their order.
 */
struct pms_evlist;
struct pms_env;

/* Event @i as perf stat opens it (pms_evlist_open_check()). */
struct pms_open_check {
	size_t sz;		/* sizeof(struct pms_open_check), set by the caller */
	bool supported;		/* the kernel takes it */
	const char *refused;	/* refused at open: why (static text); NULL */
	const char *reopened;	/* perf opens it alone after its first pass: why; NULL */
};

/* How perf stat opens a list: pms_evlist_open_check(), pms_evlist_opens(). */
enum {
	PMS_OPEN_ALONE = 1u << 0,	/* the event alone, not in its group */
	/* a per-task run (no -a): an event on a PMU that counts only whole
	 * CPUs (uncore boxes, power, cstate_*, amd_l3/df/umc) is refused with
	 * EINVAL (perf_event_open(): perf_invalid_context, 6.12 and 7.3) */
	PMS_OPEN_PER_TASK = 1u << 1,
};

/*
 * pms_evlist_open_check() - whether the kernel takes event @i of @ev under
 * @env and @flags (PMS_OPEN_*).  A core event needs an encoding and counters, and on Intel x86 a
 * precise level up to x86_pmu_max_precise() (x86_pmu_hw_config(): above
 * it, EOPNOTSUPP before any counter is chosen).  Unless PMS_OPEN_ALONE, its group
 * too: a topdown metric event whose leader is not slots is refused
 * (pms_evlist_refusal()); a member of a refused core leader is not opened
 * (util/evsel.c get_group_fd(), 6.12 and 7.3) or, perf 6.18 and later, is
 * opened alone after the first pass (pms_evlist_perf_reopened()).
 * @out: ->sz set by the caller (the size rule of pmusched.h: an older
 * caller's struct is filled as far as its sz goes).
 * Return: PMS_OK, PMS_EINVAL (bad @i, NULL, @out->sz below sizeof(size_t)).
 */
int pms_evlist_open_check(const struct pms_evlist *ev, int i, const struct pms_env *env,
			  unsigned flags, struct pms_open_check *out);

/* One perf_event_open() call perf stat makes. */
struct pms_stat_open {
	int event;	/* the event's index in the list */
	int leader;	/* the index of the open whose fd is its group_fd; -1: none */
	int pass;	/* 1: the walk over the list; 2: after a weak group's reset */
	int err;	/* the errno the kernel refuses it with; 0: opened */
};

/*
 * pms_evlist_opens() - the perf_event_open() calls perf stat makes for
 * @ev under @env and @flags (PMS_OPEN_PER_TASK), in order, into @out (room for @cap; 2 x the events is
 * always enough).  Pass 1 walks the list; a weak group whose member the
 * kernel refuses with EINVAL stops there and is opened again in pass 2,
 * with the other reset events, in list order, its topdown members kept
 * with the leader (pms_perf_weak_reopen()); builtin-stat.c
 * __run_perf_stat() 6.1.176 and 7.3.4.  A weak group's refused member
 * carries an errno, and so does a per-task event of a CPU-wide-only PMU
 * (PMS_OPEN_PER_TASK) whose leader opened; tool events (read in user space) and the other
 * events the kernel does not take (pms_evlist_open_check()) are not listed.
 * Return: the number of calls (more than @cap: only @cap written), or
 * PMS_EINVAL, PMS_ENOMEM.
 */
int pms_evlist_opens(const struct pms_evlist *ev, const struct pms_env *env, unsigned flags,
		     struct pms_stat_open *out, int cap, struct pms_diag *d);

#ifdef __cplusplus
}
#endif
#endif
