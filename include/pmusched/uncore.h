/*
 * PMUs other than the core PMU that perf users count with: Intel uncore
 * boxes (uncore_<type>_<n>), AMD's L3, data fabric and memory-controller
 * PMUs, RAPL (power), the C-state residency PMUs (cstate_core,
 * cstate_pkg, cstate_module) and msr.
 *
 * The kernel gives each box a PMU of its own (arch/x86/events/intel/
 * uncore.c uncore_pmu_register(), amd/uncore.c amd_uncore_*_ctx_init()),
 * so each box has its own event context, rotation and mux timer, on the
 * CPU of the PMU's cpumask.  All of them but msr register with
 * task_ctx_nr = perf_invalid_context: the kernel refuses a per-task event
 * on them (kernel/events/core.c perf_event_open() 6.12: EINVAL; 6.1:
 * find_get_context()), and their event_init refuses event->cpu < 0
 * (uncore_pmu_event_init(), amd_uncore_event_init(), rapl_pmu_event_init(),
 * cstate_pmu_event_init(), 6.1/6.12/7.3).  msr registers with
 * perf_sw_context (msr.c pmu_msr): it counts per task and goes into any
 * group, as a software event does.
 *
 * Tables are static data: pointers returned are borrowed for the life of
 * the process.
 */
#ifndef PMUSCHED_UNCORE_H
#define PMUSCHED_UNCORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "error.h"
#include "model.h"

#ifdef __cplusplus
extern "C" {
#endif

/* How a box places events on its counters. */
enum pms_uncore_alloc {
	/*
	 * Intel uncore_assign_events() (uncore.c 6.1-7.3): the previous-counter
	 * fast path, then perf_assign_events() (the core's weight routine)
	 * on the type's constraint table, with a GP budget of every event;
	 * a group is validated at open on a fake box (uncore_validate_group())
	 * and sched in without transactions.
	 */
	PMS_UNC_INTEL,
	/* amd_uncore_add() (amd/uncore.c): the first free counter, no
	 * constraint table; -EBUSY when all are taken.  Also the IOMMU PMU
	 * (amd/iommu.c get_next_avail_iommu_bnk_cntr(): the first free
	 * bank/counter pair, bank by bank; -ENOSPC) */
	PMS_UNC_AMD,
	/* free-running counters (RAPL, C-state residency, the *_free_running
	 * boxes): add never fails, every event counts all the time */
	PMS_UNC_FREE,
};

/*
 * A box type's shared filter register, and the kernel routine that hands
 * it out when an event is added (its get_constraint op): an event whose
 * filter fields hold other values than the box's other events' gets the
 * empty constraint, so it cannot be on the box with them (uncore_snbep.c,
 * the same code in 6.1, 6.12 and 7.3).
 */
enum pms_uncore_filter {
	PMS_UNC_FILTER_NONE,
	/*
	 * skx_cha_hw_config() + __snbep_cbox_get_constraint() with
	 * skx_cha_filter_mask(): fields TID, LINK, STATE and OPC (rem, loc,
	 * all_op, nm, not_nm, opc0, opc1, nc, isoc) of one register
	 * (config1), each shared by reference count, taken when unused or
	 * equal.  The fields an event needs: skx_uncore_cha_extra_regs[]
	 * by event/umask, and every field when tid_en (config:19) is set
	 * (idx = SKX_CHA_MSR_PMON_BOX_FILTER_TID, the mask 0x1ff).
	 */
	PMS_UNC_FILTER_SKX_CHA,
	/*
	 * spr_cha_hw_config() + uncore_get_constraint(): an event with
	 * tid_en (config:16) takes the box's one shared register with
	 * config1 & SPR_CHA_PMON_BOX_FILTER_TID (0x3ff); another value is
	 * refused while it is held.
	 */
	PMS_UNC_FILTER_TID,
	/*
	 * hswep_pcu_hw_config() + snbep_pcu_get_constraint(): the band
	 * events (select 0xb-0xe) each need an 8-bit field of the PCU
	 * filter (config1 & (0xff << idx), compared under 0xff << 8 * idx);
	 * on a clash the kernel tries the next band, rewriting the event's
	 * select (snbep_pcu_alter_er()).
	 */
	PMS_UNC_FILTER_PCU_BAND,
};

struct pms_uncore_cstr {
	uint8_t code;		/* event select, config bits 0-7 (UNCORE_EVENT_CONSTRAINT) */
	uint16_t mask;		/* counters it may use */
};

struct pms_uncore_type {
	const char *pmu;	/* PMU name without the box suffix: "uncore_imc", "amd_l3" */
	int n_boxes;		/* PMUs of the type: uncore_imc_0..n-1; 1 with no suffix */
	int n_gp;		/* general counters per box (0: free-running) */
	bool fixed;		/* a fixed counter, taken by config 0xff (UNCORE_FIXED_EVENT) */
	bool boxes_assumed;	/* n_boxes/n_gp come from the hardware at boot (discovery
				 * table, CPUID, PCI): the figure is a documented part's */
	enum pms_uncore_alloc alloc;
	const struct pms_uncore_cstr *cstr;	/* ends with mask 0; NULL: none */
	const char *scope;	/* what one box covers: "socket", "die", "ccx", "node",
				 * "channel", "core", "package" */
	uint32_t since;		/* first of Debian's trees (6.1, 6.12, 7.3) that has it */
	const char *source;	/* kernel file and table */
	enum pms_uncore_filter filter;	/* its shared filter register, if any */
	/*
	 * event_init checks no group against the box's counters, so a group
	 * larger than the box opens and never counts; perf's weak-group
	 * reset never happens (amd/iommu.c perf_iommu_event_init(),
	 * 6.1-7.3).  false: the group is validated at open.
	 */
	bool open_unchecked;
};

/*
 * pms_uncore_n_types() / pms_uncore_type_at() - the non-core PMU types of a
 * model's platform (a hybrid's PMU view gives its platform's), in sysfs
 * name order; 0 / NULL when the model has no table.
 */
int pms_uncore_n_types(const struct pms_model *m);
const struct pms_uncore_type *pms_uncore_type_at(const struct pms_model *m, int i);

/*
 * pms_uncore_find() - the type a PMU name denotes on @m's platform:
 * "uncore_imc" (every box: perf's wildcard), "uncore_imc_3" (box 3,
 * *box = 3), "power".  *box is -1 for the whole type.  NULL when the name
 * is not one of the platform's (a box number past n_boxes included).
 */
const struct pms_uncore_type *pms_uncore_find(const struct pms_model *m, const char *pmu,
					      int *box);

/*
 * pms_uncore_pmu_per_task() - whether the kernel takes a per-task event on
 * PMU @pmu, judged by name on any platform: false for uncore_*, amd_l3,
 * amd_df, amd_umc_*, power, power_core, cstate_* (perf_invalid_context);
 * true otherwise (msr, software PMUs, the core PMU).
 */
bool pms_uncore_pmu_per_task(const char *pmu);

/*
 * pms_uncore_event_word() - for event @i of @ev on a CPU-wide-only PMU, its
 * type and the box counters it may take ("imc C0-3", "cha C0", "imc FIXED",
 * "amd_l3 6 slots", "power free-run", "uncore_foo (no table)").
 * Return: the length written, 0 for another event, PMS_EINVAL.
 */
struct pms_evlist;
int pms_uncore_event_word(const struct pms_evlist *ev, int i, char *buf, size_t n);

/*
 * pms_uncore_for_each_event_name_for() - perf's uncore JSON names of @m's
 * platform (models/uncore/ev_*.c) that perf @perf_version's JSON has, as
 * the event parser of that release resolves them (PMS_KVER(); 0: the
 * newest, as pms_perf_version_for(0, 0)): lower case, sorted, each once.
 * A row a later release adds is left out before it; a row a later
 * release removes is not modelled (every 6.12 row stays).
 */
void pms_uncore_for_each_event_name_for(const struct pms_model *m, uint32_t perf_version,
					void (*fn)(void *ctx, const char *name), void *ctx);
/* The same for perf 6.12's JSON. */
void pms_uncore_for_each_event_name(const struct pms_model *m,
				    void (*fn)(void *ctx, const char *name), void *ctx);

/*
 * pms_uncore_stat_system_wide() - whether perf stat, given no target (no
 * -a, -C, -p, -t) and a workload, counts the -e list @ev system wide:
 * every event is on a PMU of @ev's platform that has a cpumask and is not
 * a core PMU (perf's requires_cpu: parse-events.c sets it from
 * pmu->is_uncore, pmu.c pmu_is_uncore() tests the cpumask file), or is
 * duration_time, and there is one at least (builtin-stat.c
 * setup_system_wide(), 6.1, 6.12 and 7.3).  perf decides on the -e list
 * alone, before it adds -M metrics or its default set: pass that list.
 * msr has no cpumask: an msr event keeps the run per task.
 */
bool pms_uncore_stat_system_wide(const struct pms_evlist *ev);

/* The kernel routines that hand out filter register @f ("" for none). */
const char *pms_uncore_filter_source(enum pms_uncore_filter f);

/* The platform's table source ("" without a table). */
const char *pms_uncore_source(const struct pms_model *m);

/*
 * A system-wide simulation's boxes (pms_simulate() with system_wide): one
 * entry per type holding events for its boxes in common (box -1: every
 * box of the type without events of its own), then one per box named
 * alone (uncore_imc_2/.../).  A per-task run has none: its box events
 * are PMS_ST_NOT_SUPPORTED with PMS_WHY_OPEN_CHECK.
 */
struct pms_sim;
struct pms_sim_box {
	const struct pms_uncore_type *type;
	int box;		/* -1: the type's boxes in common */
	int n_events;
	const int *events;	/* list indices (borrowed from the simulation) */
	unsigned n_rot;		/* rotations in the schedule's period (1: no rotation) */
	bool multiplexes;	/* a group did not fit: the box's timer rotates */
	/*
	 * the counters would hold a group that did not fit (at open or at an
	 * add) but the box's shared filter register did not: its events need
	 * other values of one field (enum pms_uncore_filter)
	 */
	bool filter_clash;
	/*
	 * a PCU band event found its band's filter field taken and moved to
	 * another band, its select rewritten (snbep_pcu_alter_er()).  With
	 * 4 bands and 4 counters a band is always free, so the move never
	 * stops an add; it counts the same threshold in the other band.
	 */
	bool band_moved;
};
int pms_sim_n_boxes(const struct pms_sim *s);
/* Return: PMS_OK or PMS_ERANGE. */
int pms_sim_box(const struct pms_sim *s, int k, struct pms_sim_box *out);
#define PMS_SIM_BOX_FREE 64	/* counting on a free-running counter of its own */
/*
 * pms_sim_box_counter() - the box counter events[@j] holds in rotation
 * @rot (Intel: GP i is i, the fixed counter 8, as uncore.h numbers them;
 * AMD: the slot), PMS_SIM_BOX_FREE, or -1 when it is not on the box then.
 * Return: that, or PMS_ERANGE.
 */
int pms_sim_box_counter(const struct pms_sim *s, int k, unsigned rot, int j);
/*
 * pms_sim_box_split() - runs that count every event of box @k all the
 * time: its groups by first fit in list order, each run placed as the box
 * places it (counters, constraint rows, shared filter register).
 * @run_of[j] (@n >= n_events) gets the run of events[j], -1 for one
 * refused at open.  *@minimal (may be NULL): the count equals the lower
 * bound ceil(events / counters), so no split has fewer.
 * Return: the number of runs, or PMS_ERANGE, PMS_EINVAL, PMS_ENOMEM.
 */
int pms_sim_box_split(const struct pms_sim *s, int k, int *run_of, int n, bool *minimal);

#ifdef __cplusplus
}
#endif
#endif
