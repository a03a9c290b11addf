/*
 * perf-style event lists ("-e '{a,b}:u,c:D,d'") resolved for one model,
 * following perf's event parser (tools/perf/util/parse-events.{l,y,c},
 * pmu.c, evsel.c) of the perf version asked for (6.12 by default).
 *
 * Invariants of a parsed list: events are in the order perf opens them:
 * input order, except where perf regroups (slots moved to the front of a
 * TopDown group; from perf 6.4, groups split by PMU and ungrouped TopDown
 * events forced into one group; see docs/event-lists.md).  Groups are
 * numbered 0.. in that order; every group's leader is its first event; an
 * ungrouped event is a group of one.  Group modifiers are already applied
 * to each member.
 *
 * Pinned/exclusive as perf does it: ':D' or ':e' on a group sets pinned or
 * exclusive on the leader only (mods still shows the letter on every
 * member); the same letter on a non-leader inside braces is refused
 * (PMS_EINVAL), because the kernel refuses such a sibling.
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

/*
 * Where an event is counted.  Only PMS_PMU_CORE events take a core counter;
 * software, tracepoint, breakpoint and tool events are scheduled with their
 * group and never take one; PMS_PMU_OTHER is another hardware PMU (uncore,
 * power, ...) with counters of its own.
 */
enum pms_pmu_kind {
	PMS_PMU_CORE, PMS_PMU_SOFTWARE, PMS_PMU_OTHER,
	PMS_PMU_TRACEPOINT, PMS_PMU_BREAKPOINT,
	PMS_PMU_TOOL,		/* duration_time, user_time, system_time */
};

/* Modifier bits (perf's letters). */
enum pms_mod {
	PMS_MOD_U = 1u << 0, PMS_MOD_K = 1u << 1, PMS_MOD_H = 1u << 2,
	PMS_MOD_I = 1u << 3, PMS_MOD_G = 1u << 4, PMS_MOD_HH = 1u << 5, /* 'H' */
	PMS_MOD_P = 1u << 6, /* 'P': max precise */
	PMS_MOD_S = 1u << 7, PMS_MOD_D = 1u << 8, PMS_MOD_W = 1u << 9,
	PMS_MOD_E = 1u << 10,
	PMS_MOD_B = 1u << 11,	/* 'b': BPF counter */
	PMS_MOD_R = 1u << 12,	/* 'R': retire latency */
	PMS_MOD_X = 1u << 13,	/* 'X': not regrouped (perf 6.18+) */
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
	int precise;		/* precise_ip: event and group 'p' summed, 0..3
				 * (the model's PEBS table applies) */
	bool pinned;		/* :D on the leader */
	bool exclusive;		/* :e on the leader */
	bool weak;		/* :W on the group */
	bool sampling_read;	/* :S */
	enum pms_topdown_kind topdown;
	int metric;		/* METRIC index for PMS_TD_METRIC */
	const char *pfm_name;	/* libpfm4 fully-qualified name, or NULL */
	/*
	 * How the name resolved: "generic", "cache", "software", "raw",
	 * "numeric" (TYPE:CONFIG), "term", "perf-json" (perf's own JSON table, see
	 * pmu_events.h), "perf-json+term", "sysfs" (an event of the core
	 * PMU's sysfs events/ directory), "libpfm4", "libpfm4+term"
	 * (cpu/NAME,cmask=1/), "topdown", "tracepoint", "breakpoint", "tool",
	 * "pmu" (another PMU's event, encoding not modelled), "added" (not
	 * written: the slots event perf 6.17+ adds to a TopDown metric), or
	 * whatever the model's name tables report.
	 */
	const char *resolved_by;
};

/*
 * pms_evlist_parse() - parse a perf-style event list for one model.
 * @model: model whose event names are accepted (borrowed), or NULL for
 *         no CPU model (a host whose model is not known): then only the
 *         names perf knows on any machine resolve (software, generic
 *         hardware and cache events, raw rNNN, PMU-less terms), with
 *         groups and modifiers as usual; other names are PMS_ENOEVENT
 *         "for model 'generic'".
 * @text:  NUL-terminated list.
 * @out:   on PMS_OK a new list; free with pms_evlist_free().  NULL on error.
 * @diag:  optional; on failure the byte offset and length of the bad token,
 *         a message, and for unknown names up to three suggestions in hint.
 * Parses as perf stat of PMS_PERF_NEWEST does (that release given, as
 * pms_evlist_opts.perf_version), with the default environment and no
 * tracefs (see pms_evlist_parse_opts()).
 * Return: PMS_OK, PMS_ESYNTAX, PMS_ENOEVENT, PMS_ELIMIT, PMS_ENOMEM, PMS_EINVAL.
 */
int pms_evlist_parse(const struct pms_model *model, const char *text,
		     struct pms_evlist **out, struct pms_diag *diag);

/*
 * The perf release pms_evlist_parse() parses as.  Not the meaning of
 * perf_version 0 (none given): that is pms_perf_version_for()'s rule (the
 * kernel's perf, else PMS_KVER_NEWEST), everywhere in the library.
 */
#define PMS_PERF_NEWEST PMS_KVER(6, 12)

enum pms_evlist_flags {
	/*
	 * Accept every config term (call-graph, time, freq, inherit, ...), as
	 * perf record and perf's parse-events test do.  Without it the terms
	 * are those perf stat accepts (parse_events__shrink_config_terms():
	 * config, config1-3, name, metric-id, period, percore).
	 */
	PMS_EVLIST_ALL_TERMS = 1u << 0,
	/*
	 * The text is a list perf stat builds (pms_mlist_text() of -M,
	 * --topdown, -d or the default set) with its groups and order as
	 * perf opens them: perf parses each metric (or merged group) with its
	 * own parse_events() call and sorts and regroups within that call
	 * only (metricgroup.c parse_ids(), parse_events__sort_events_and_
	 * fix_groups()); the list is not regrouped again as one parse.  From
	 * perf 6.15 that matters: 9a1c57fe26f2 forces every TopDown event of
	 * a call to the first one's leader.
	 */
	PMS_EVLIST_PERF_ORDER = 1u << 1,
	/*
	 * perf stat -a: the list opens on every CPU.  Without it, per task.
	 * The target decides each event's CPUs (evsel->cpus after
	 * perf_evlist__propagate_maps()), and builtin-stat.c
	 * evlist__check_cpu_maps() takes a member whose CPUs differ from its
	 * leader's out of the group (see pms_evlist_n_warnings()).
	 */
	PMS_EVLIST_SYSTEM_WIDE = 1u << 2,
};

/*
 * Options of pms_evlist_parse_opts().  Size-versioned: set .sz to
 * sizeof(struct pms_evlist_opts) (PMS_EVLIST_OPTS_INIT does); fields added
 * later read as zero for callers built against an older header.
 */
struct pms_evlist_opts {
	size_t sz;
	uint32_t perf_version;		/* PMS_KVER() of the perf tool; 0: the
					 * kernel's (env->kver), else the newest
					 * (pms_perf_version_for()) */
	const struct pms_env *env;	/* kernel and HT that decide the core PMU's
					 * sysfs events (cpu/instructions/ ...);
					 * NULL: PMS_ENV_DEFAULT (borrowed, call only) */
	/*
	 * Directory holding tracefs's events/ (e.g. "/sys/kernel/tracing"):
	 * tracepoints must exist there, take their id as config, and globs
	 * (sys:*) expand as perf expands them (sorted by name).  NULL: nothing
	 * is read; a tracepoint parses with config UINT64_MAX (perf's
	 * unchecked form) and a glob stays one unexpanded event.
	 */
	const char *tracefs;
	unsigned flags;			/* enum pms_evlist_flags */
	/*
	 * perf stat --cputype: the core PMU ("cpu_atom", or "atom" as perf
	 * accepts it) that events written without a PMU go to on a hybrid
	 * platform (parse_events__filter_pmu); NULL: every core PMU.
	 */
	const char *cputype;
};
#define PMS_EVLIST_OPTS_INIT { .sz = sizeof(struct pms_evlist_opts) }

/*
 * pms_evlist_parse_opts() - pms_evlist_parse() with options (@opts may be
 * NULL: newest perf, default environment, no tracefs, perf stat's terms).
 * Return: as pms_evlist_parse(); PMS_EINVAL for an @opts->sz that is 0 or
 * larger than this library knows with non-zero unknown fields.
 */
int pms_evlist_parse_opts(const struct pms_model *model, const char *text,
			  const struct pms_evlist_opts *opts, struct pms_evlist **out,
			  struct pms_diag *diag);

void pms_evlist_free(struct pms_evlist *ev);	/* NULL is a no-op */

/*
 * Hybrid platforms (more than one core PMU, see pms_model_pmu()): from
 * perf 5.13 (parse-events-hybrid.c; 6.12: parse_events_add_numeric() and
 * parse_events_add_cache() with wildcard, parse_events_multi_pmu_add())
 * an event written without a PMU opens once per core PMU, in perf's PMU
 * order (sorted by name: cpu_atom before cpu_core), and legacy hardware
 * and cache events carry the PMU's type in attr.config bits 32-63 (4 for
 * cpu_core, registered as PERF_TYPE_RAW; 0xffffffff stands for a PMU
 * numbered at boot, cpu_atom); a group is split by PMU from perf 6.4.
 * Raw rNNNN events go to the PMU of type 4 (cpu_core) only; "cpu/.../" is
 * not a PMU there.  Before perf 5.13 legacy events open once, with no
 * extended type, and the kernel routes them to cpu_core.
 *
 * pms_evlist_event_pmu() - the core PMU event @i opens on (a model handle,
 * borrowed), or NULL for an event of no core PMU.
 */
const struct pms_model *pms_evlist_event_pmu(const struct pms_evlist *ev, int i);

/*
 * pms_evlist_display_name() - the name perf stat prints for event @i
 * (uniquify_event_name(), util/stat-display.c 6.12): on a hybrid platform
 * "cpu_core/cycles/" for an event written without its PMU, unless
 * @hybrid_merge (perf stat --hybrid-merge) keeps the plain name.  From
 * perf 6.16 (evsel__uniquify_counter(), util/evsel.c) terms and modifiers
 * stay inside: "cpu_core/EV,cmask=2/", "cpu_atom/cycles/u".
 * Always NUL-terminates @buf.  Return: PMS_OK, PMS_ERANGE, PMS_EINVAL.
 */
int pms_evlist_display_name(const struct pms_evlist *ev, int i, bool hybrid_merge, char *buf,
			    size_t n);

int pms_evlist_count(const struct pms_evlist *ev);
int pms_evlist_n_groups(const struct pms_evlist *ev);
const struct pms_model *pms_evlist_model(const struct pms_evlist *ev);

/* Fill @out for event @i (pointers borrowed from @ev). Return PMS_OK or PMS_ERANGE. */
int pms_evlist_event(const struct pms_evlist *ev, int i, struct pms_event_info *out);

/* perf's tool events (PERF_TYPE_SOFTWARE, config PERF_COUNT_SW_DUMMY at open). */
enum pms_tool { PMS_TOOL_NONE, PMS_TOOL_DURATION_TIME, PMS_TOOL_USER_TIME,
		PMS_TOOL_SYSTEM_TIME };

/*
 * The perf_event_attr fields perf sets for one event when it parses the
 * list (parse-events.c, evsel.c), as perf stat then opens them.  Names
 * follow struct perf_event_attr.  What perf stat decides at open time is
 * not here: read_format, disabled, inherit, enable_on_exec; and it opens
 * every event with sample_period 0 (create_perf_stat_counter()).
 *
 * Size-versioned: set .sz = sizeof(struct pms_event_attr) before the call;
 * the library fills the first .sz bytes it knows.  Strings are borrowed
 * from the list and live until pms_evlist_free().
 */
struct pms_event_attr {
	size_t sz;
	uint32_t type;		/* attr.type: enum pms_type, or UINT32_MAX for a PMU
				 * numbered at boot (uncore, power, ...) */
	uint64_t config;	/* HARDWARE: PERF_COUNT_HW_*; HW_CACHE: id | op << 8 |
				 * result << 16; RAW: the event select; TRACEPOINT: the
				 * tracefs id, UINT64_MAX when not looked up */
	uint64_t config1, config2, config3;
	uint64_t bp_addr;	/* BREAKPOINT only */
	uint64_t bp_len;	/* 1, 2, 4, 8 */
	uint32_t bp_type;	/* HW_BREAKPOINT_R 1 | W 2 | X 4 */
	uint64_t sample_type;	/* tracepoints: RAW|TIME|CPU|PERIOD (kept by perf stat) */
	uint64_t sample_period;	/* as parsed: 1 for tracepoints and breakpoints, else 0
				 * (perf stat opens every event with 0) */
	/*
	 * Exclude bits after perf's modifier rules (parse_events__modifier_list()):
	 * every event starts with exclude_guest = 1 (event_attr_init());
	 * an event modifier recomputes all five from zero (':u' sets
	 * exclude_kernel, exclude_hv and exclude_guest; ':p' exclude_guest;
	 * ':G'/':H' count guest/host only); a group modifier starts from
	 * the member's bits.  ':I' sets exclude_idle.
	 */
	bool exclude_user, exclude_kernel, exclude_hv;
	bool exclude_guest, exclude_host, exclude_idle;
	uint8_t precise_ip;	/* sum of the event's and its group's 'p' (<= 3) */
	bool precise_max;	/* ':P'; perf stat leaves precise_ip as is */
	bool pinned;		/* ':D', on a group leader only */
	bool exclusive;		/* ':e', on a group leader only */
	bool sample_read;	/* ':S' (evsel->sample_read) */
	bool weak_group;	/* ':W' on the group */
	bool bpf_counter;	/* ':b' */
	bool retire_lat;	/* ':R' */
	bool percore;		/* percore=1 term */
	bool has_period;	/* period=N term given (perf record's sample_period) */
	bool has_freq;		/* freq=N term given (perf record's sample_freq) */
	uint64_t period, freq;
	int leader;		/* index of the group leader (itself when it leads) */
	int group_size;		/* members of that group (1: ungrouped) */
	const char *name;	/* evsel name: the name= term, else perf's default:
				 * the event's text as written (modifiers included),
				 * "sys:event" for tracepoints, the lexer's spelling
				 * for cache events */
	const char *pmu_name;	/* "cpu", "software", "tracepoint", "breakpoint",
				 * "power", ...; NULL for legacy events perf
				 * opens with no PMU (hardware, cache, numeric) */
	const char *group_name;	/* "name{...}": on the event that led the group as
				 * written (perf keeps it there), else NULL */
	const char *metric_id;	/* metric-id= term, else NULL */
	enum pms_tool tool;
	bool exclude_GH;	/* ':G' or ':H' given (perf's evsel->exclude_GH) */
};

/*
 * pms_evlist_attr() - the attr fields of event @i (see struct
 * pms_event_attr); @out->sz must be set.
 * Return: PMS_OK, PMS_ERANGE (bad @i), PMS_EINVAL (NULL or @out->sz 0).
 */
int pms_evlist_attr(const struct pms_evlist *ev, int i, struct pms_event_attr *out);
/*
 * pms_evlist_unit() - the unit perf stat prints after event @i's count,
 * in every format and whether it counted or not (evsel->unit;
 * print_counter_value_std() and printout(), util/stat-display.c 6.1 to
 * 7.3): "msec" for the software clocks cpu-clock and task-clock, whatever
 * their modifiers (evsel__is_clock(); the count is in ms), "" for the
 * others.  The sysfs units of other PMUs (power's Joules) are not
 * modelled: "".  NULL for a bad @ev or @i.
 */
const char *pms_evlist_unit(const struct pms_evlist *ev, int i);

/* perf version the list was parsed as (PMS_KVER()). */
uint32_t pms_evlist_perf_version(const struct pms_evlist *ev);

/*
 * What perf stat prints while it checks the list (builtin-stat.c
 * evlist__check_cpu_maps(), 6.1.176 to 7.3.4): for a group whose member
 * opens on other CPUs than its leader (a box PMU's cpumask, a hybrid core
 * PMU's CPUs with -a, a cpu= term from perf 6.17), "WARNING: grouped events
 * cpus do not match." and the group as perf describes it; that member
 * leaves the group (before perf 6.4 every member did).  Each warning is
 * one or more lines without the last newline.
 */
int pms_evlist_n_warnings(const struct pms_evlist *ev);
const char *pms_evlist_warning(const struct pms_evlist *ev, int k);	/* NULL: out of range */

/*
 * pms_evlist_open_cpu() - where perf stat first opens event @i, as an
 * order: -1 on any CPU (a per-task event), 0 on the first online CPU, and
 * on a hybrid with -a 1 + the PMU's index for an E-core PMU's event (its
 * CPUs come after the P-cores').  perf opens CPU by CPU
 * (evlist__for_each_cpu(), builtin-stat.c __run_perf_stat() 6.12.117,
 * 7.3.4), so events open in that order, list order within it.
 * Return: the order, or -1 for a bad @i.
 */
int pms_evlist_open_cpu(const struct pms_evlist *ev, int i);

/*
 * True when perf would warn "events were regrouped to match PMUs": the
 * order or grouping differs from the input (perf 6.4 and later).
 */
bool pms_evlist_regrouped(const struct pms_evlist *ev);

/*
 * pms_evlist_hwev() - the hardware encoding the kernel schedules event @i
 * with under @env (generic and cache events mapped per model and kernel).
 * Return: PMS_OK; PMS_ENOEVENT when the kernel has no encoding (perf:
 * <not supported>); PMS_EINVAL for a non-core event.
 */
int pms_evlist_hwev(const struct pms_evlist *ev, int i, const struct pms_env *env,
		    struct pms_hwev *out);

/*
 * pms_evlist_refusal() - the errno the kernel refuses core event @i with
 * under @env when pms_evlist_hwev() says PMS_ENOEVENT: 22 (EINVAL) for an
 * x86 cache-map entry of -1 or a generic id past the event map, 2 (ENOENT)
 * for the other refused generic and cache ids (x86_pmu_event_init(),
 * set_ext_hw_attr(), arch/x86/events/core.c 6.1-7.3; arm64 gives ENOENT);
 * also 22 for an encoded Intel perf-metrics event (topdown-*) whose group
 * leader is not the slots event (intel_pmu_hw_config()); 0 when the kernel
 * takes it or for events of another kind.
 */
int pms_evlist_refusal(const struct pms_evlist *ev, int i, const struct pms_env *env);

/*
 * pms_evlist_perf_reopened() - whether perf stat opens member @i of a
 * weak group ({...}:W) alone after its first pass because the kernel
 * refused the group's leader with EINVAL.  perf 6.18 and later skip a
 * refused leader (stat_handle_error(), builtin-stat.c 7.3.4); the member
 * then gets no group fd (get_group_fd() -2, util/evsel.c) and fails with
 * errno still the leader's; EINVAL resets the weak group
 * (evlist__reset_weak_group()) and __run_perf_stat()'s second pass opens
 * its events again, after the rest of the list, each alone.  With ENOENT
 * the member is skipped.  Earlier perf stopped at the refused leader.
 */
bool pms_evlist_perf_reopened(const struct pms_evlist *ev, int i, const struct pms_env *env);

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
 * pms_model_for_each_event_name_opts() - call @fn with every event name
 * pms_evlist_parse_opts() accepts alone for @m under @opts (its perf
 * release, environment and cputype; the release is @opts->perf_version,
 * else pms_perf_version_for(0, @opts->env's kernel), as the parser takes
 * it; @opts NULL: the parser's defaults).  In this order, each list
 * filtered by that parse: perf's generic hardware names, software names,
 * the hardware-cache names perf lists, "slots" and the TopDown metric
 * pseudo-events, the names of the release's perf JSON table of @m
 * (pms_model_perf_table_for(), sorted, each once; rows perf cannot encode
 * left out), then the libpfm4 names that table does not resolve, in
 * perf's dotted lower-case form ("l1d_pend_miss.pending").  A name only
 * another release's table has is not offered; one the release's table
 * gained is.  @name is valid during the call only.  Each name is parsed
 * once (a few milliseconds for a thousand names).
 * Return: PMS_OK; PMS_EINVAL for a NULL @m or @fn, or @opts (or its env)
 * refused by the size rule (nothing is called); PMS_ENOMEM when a parse
 * ran out of memory (the names before it were offered).
 */
int pms_model_for_each_event_name_opts(const struct pms_model *m,
				       const struct pms_evlist_opts *opts,
				       void (*fn)(void *ctx, const char *name), void *ctx);

/*
 * pms_model_for_each_event_name() - pms_model_for_each_event_name_opts()
 * as pms_evlist_parse() parses: perf PMS_PERF_NEWEST's release, the
 * default environment.
 */
void pms_model_for_each_event_name(const struct pms_model *m,
				   void (*fn)(void *ctx, const char *name), void *ctx);

#ifdef __cplusplus
}
#endif
#endif
