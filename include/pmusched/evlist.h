/*
 * perf-style event lists ("-e '{a,b}:u,c:D,d'") resolved for one model.
 *
 * Invariants of a parsed list: events are in input order; groups are
 * numbered 0.. in input order; every group's leader is its first event;
 * an ungrouped event is a group of one.  Group modifiers are already
 * applied to each member.
 *
 * Pinned/exclusive as perf does it: ':D' or ':e' on a group sets pinned or
 * exclusive on the leader only (mods still shows the letter on every
 * member); the same letter on a non-leader inside braces is refused
 * (PMS_EINVAL), because the kernel refuses such a sibling.  TopDown metric
 * events must sit in a braced group led by 'slots' (PMS_EINVAL otherwise).
 * A libpfm4 name qualified by another model's PMU ("skl::..." with --cpu
 * hsw) is PMS_EINVAL: its encoding says nothing about this model.
 */
#ifndef PMUSCHED_EVLIST_H
#define PMUSCHED_EVLIST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "error.h"
#include "model.h"

#ifdef __cplusplus
extern "C" {
#endif

#define PMS_EVLIST_MAX_EVENTS 4096	/* longer lists are refused (PMS_ELIMIT) */
#define PMS_EVLIST_MAX_TEXT   65536	/* bytes of input */

/* perf_event_attr.type values. */
enum pms_type {
	PMS_TYPE_HARDWARE = 0, PMS_TYPE_SOFTWARE = 1, PMS_TYPE_TRACEPOINT = 2,
	PMS_TYPE_HW_CACHE = 3, PMS_TYPE_RAW = 4, PMS_TYPE_BREAKPOINT = 5,
};

enum pms_pmu_kind { PMS_PMU_CORE, PMS_PMU_SOFTWARE, PMS_PMU_OTHER };

/* Modifier bits (perf's letters). */
enum pms_mod {
	PMS_MOD_U = 1u << 0, PMS_MOD_K = 1u << 1, PMS_MOD_H = 1u << 2,
	PMS_MOD_I = 1u << 3, PMS_MOD_G = 1u << 4, PMS_MOD_HH = 1u << 5, /* 'H' */
	PMS_MOD_P = 1u << 6, /* 'P': max precise */
	PMS_MOD_S = 1u << 7, PMS_MOD_D = 1u << 8, PMS_MOD_W = 1u << 9,
	PMS_MOD_E = 1u << 10,
};

/* TopDown pseudo-events (Ice Lake+). */
enum pms_topdown_kind {
	PMS_TD_NONE, PMS_TD_SLOTS, PMS_TD_METRIC,
};

struct pms_evlist;

struct pms_event_info {
	const char *name;	/* as written, modifiers excluded (borrowed) */
	const char *text;	/* as written, modifiers included (borrowed) */
	size_t pos;		/* byte offset of the event in the input */
	int group;		/* group number, input order, from 0 */
	int leader;		/* index of the group's leader */
	bool is_leader;
	int group_size;		/* members in this event's group */
	bool in_braces;		/* written inside {...} */
	enum pms_pmu_kind pmu;
	uint32_t type;		/* enum pms_type; UINT32_MAX: PMU numbered at boot */
	uint64_t config, config1, config2;
	unsigned mods;		/* enum pms_mod, group modifiers folded in */
	int precise;		/* 0..3 from p/pp/ppp (the model's PEBS table applies) */
	bool pinned;		/* :D on the leader */
	bool exclusive;		/* :e on the leader */
	bool weak;		/* :W on the group */
	bool sampling_read;	/* :S */
	enum pms_topdown_kind topdown;
	int metric;		/* METRIC index for PMS_TD_METRIC */
	const char *pfm_name;	/* libpfm4 fully-qualified name, or NULL */
	/*
	 * How the name resolved: "generic", "cache", "software", "raw",
	 * "term", "perf-json" (perf's own JSON table, see pmu_events.h),
	 * "perf-json+term" (cpu/NAME,cmask=1/), "libpfm4", "libpfm4+term",
	 * "topdown".
	 */
	const char *resolved_by;
};

/*
 * pms_evlist_parse() - parse a perf-style event list for one model.
 * @model: model whose event names are accepted (borrowed).
 * @text:  NUL-terminated list.
 * @out:   on PMS_OK a new list; free with pms_evlist_free().  NULL on error.
 * @diag:  optional; on failure the byte offset and length of the bad token,
 *         a message, and for unknown names up to three suggestions in hint.
 * Return: PMS_OK, PMS_ESYNTAX, PMS_ENOEVENT, PMS_ELIMIT, PMS_ENOMEM, PMS_EINVAL.
 */
int pms_evlist_parse(const struct pms_model *model, const char *text,
		     struct pms_evlist **out, struct pms_diag *diag);

void pms_evlist_free(struct pms_evlist *ev);	/* NULL is a no-op */

int pms_evlist_count(const struct pms_evlist *ev);
int pms_evlist_n_groups(const struct pms_evlist *ev);
const struct pms_model *pms_evlist_model(const struct pms_evlist *ev);

/* Fill @out for event @i (pointers borrowed from @ev). Return PMS_OK or PMS_ERANGE. */
int pms_evlist_event(const struct pms_evlist *ev, int i, struct pms_event_info *out);

/*
 * pms_evlist_hwev() - the hardware encoding the kernel schedules event @i
 * with under @env (generic and cache events mapped per model and kernel).
 * Return: PMS_OK; PMS_ENOEVENT when the kernel has no encoding (perf:
 * <not supported>); PMS_EINVAL for a non-core event.
 */
int pms_evlist_hwev(const struct pms_evlist *ev, int i, const struct pms_env *env,
		    struct pms_hwev *out);

/*
 * pms_evlist_constraint() - event @i's counter mask under @env, with the
 * table row or rule it comes from (see pms_model_constraint()).
 * Return: PMS_OK, PMS_ENOEVENT (no encoding), PMS_EINVAL (not a core event).
 */
int pms_evlist_constraint(const struct pms_evlist *ev, int i, const struct pms_env *env,
			  struct pms_constraint *out);

/* Modifiers of event @i as perf letters ("ukD"), into @buf. */
void pms_evlist_mods_format(const struct pms_evlist *ev, int i, char *buf, size_t n);

/*
 * pms_evlist_describe() - one line saying where event @i's counters come
 * from under @env: how the name was resolved (generic map, cache map,
 * libpfm4 name, raw), the constraint row's citation, and notes (HT-erratum
 * corrupting event; precise events on a model without a PEBS table: the
 * counting-mode mask shown).  Always NUL-terminates @buf.
 * Return: PMS_OK or PMS_EINVAL.
 */
int pms_evlist_describe(const struct pms_evlist *ev, int i, const struct pms_env *env,
			char *buf, size_t n);

/*
 * pms_model_for_each_event_name() - call @fn with every event name the
 * parser accepts for @m: perf's generic, software and cache names that the
 * model maps, the TopDown pseudo-events it has, the names of its perf JSON
 * table, then the libpfm4 events that table does not resolve, in perf's
 * dotted lower-case form ("l1d_pend_miss.pending").  @name is valid during
 * the call only.
 */
void pms_model_for_each_event_name(const struct pms_model *m,
				   void (*fn)(void *ctx, const char *name), void *ctx);

#ifdef __cplusplus
}
#endif
#endif
