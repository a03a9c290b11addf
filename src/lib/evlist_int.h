/*
 * Private to the event-list modules: the parsed-event record, perf's lexer
 * (evlist_lex.c), the core PMU's sysfs events and formats (evlist_pmu.c),
 * regrouping (evlist_group.c), name resolution (evlist_names.c) and the
 * libpfm4 bridge (pmu_events_pfm.c).
 */
#ifndef PMS_EVLIST_INT_H
#define PMS_EVLIST_INT_H

#include <stdbool.h>
#include <stdint.h>
#include "internal.h"

/* What a name (or a PMU term list) resolved to. */
struct pmsi_resolved {
	enum pms_pmu_kind pmu;
	uint32_t type;		/* enum pms_type, or PMSI_TYPE_DYNAMIC */
	uint64_t config, config1, config2;
	enum pms_topdown_kind topdown;
	int metric;		/* 0..7 for PMS_TD_METRIC */
	const char *resolved_by;	/* static text, see pms_event_info */
	char *pfm_name;		/* pmsi_malloc'd "hsw::EVENT:UMASK", or NULL */
	const char *pmu_name;	/* PMS_PMU_OTHER from perf's uncore JSON: its PMU (static) */
};

/* attr.type of a PMU whose number the kernel assigns at boot (uncore, power, ...). */
#define PMSI_TYPE_DYNAMIC UINT32_MAX

/* The perf_event_attr bits perf's parser sets (see struct pms_event_attr). */
struct pmsi_attr {
	uint32_t type;
	uint32_t bp_type;
	uint64_t config, config1, config2, config3;
	uint64_t bp_addr, bp_len, sample_type, sample_period, period, freq;
	bool ex_user, ex_kernel, ex_hv, ex_guest, ex_host, ex_idle;
	bool exclude_GH;	/* perf's evsel->exclude_GH: G or H was given */
	uint8_t precise;
	bool precise_max, sample_read, pinned, exclusive, weak, bpf, retire_lat;
	bool percore, has_period, has_freq;
};

struct pmsi_ev {
	char *name;		/* as written, modifiers excluded */
	char *text;		/* as written, modifiers included */
	char *evname;		/* perf's evsel name */
	char *group_name;	/* "g{...}": on the leader */
	char *metric_id;
	char *pmu_buf;		/* pmu_name when not static */
	const char *pmu_name;
	size_t pos, len;	/* the event's bytes in the input, modifiers included */
	size_t mod_pos;		/* byte offset of its own modifiers, or PMS_NOPOS */
	int idx;		/* order of creation (perf's evsel idx) */
	int group, leader, group_size;
	bool in_braces;
	struct pmsi_resolved r;	/* r.pfm_name owned here */
	struct pmsi_attr a;
	unsigned mods;		/* own modifier letters, then the group's folded in */
	enum pms_tool tool;
	int pmu_idx;		/* core PMU of the platform it opens on (0 on one-PMU models) */
	bool added;		/* not written: perf added it (slots, 6.17+) */
	/* the CPUs perf stat opens it on (pmsi_evlist_split_cpus()): 'N' any
	 * CPU (-1, per task), 'A' every online CPU, 'P' core PMU cpus_pmu's
	 * CPUs, 'T' a cpu= term's CPU list (cpus_term), else a box PMU's
	 * cpumask scope (intel/uncore.c, rapl.c, cstate.c: 'd' die, 'p'
	 * package, 'C' a thread per core, ...) */
	char cpus;
	int cpus_pmu;
	const char *cpus_term;	/* into text */
	size_t cpus_term_len;
};

struct pms_evlist {
	const struct pms_model *model;
	int n, cap, n_groups;
	struct pmsi_ev *ev;
	uint32_t perf_version;
	bool regrouped;
	bool core_wildcards;	/* events without a PMU opened on every core PMU */
	bool system_wide;	/* PMS_EVLIST_SYSTEM_WIDE */
	char **warn;		/* what perf stat prints while checking the list */
	int n_warn;
};

/* perf versions whose parser behaviour differs (PMS_KVER, merge-window rc1). */
#define PMSI_PERF_SLOTS_LEADER  PMS_KVER_RC(5, 17, 1)	/* 94dbfd6781a0: slots moved first */
#define PMSI_PERF_SLOTS_PREFIX  PMS_KVER_RC(5, 18, 1)	/* only with a "topdown*" name */
#define PMSI_PERF_SLOTS_ANYNAME PMS_KVER_RC(5, 19, 1)	/* any name containing "topdown" */
#define PMSI_PERF_SORT_GROUPS   PMS_KVER_RC(6, 4, 1)	/* 347c2f0a0988: sort and regroup */
#define PMSI_PERF_MODS_STRUCT   PMS_KVER_RC(6, 10, 1)	/* modifier bitmap; :W needs a group */
#define PMSI_PERF_TD_ENCODING  PMS_KVER_RC(6, 13, 1)	/* 39820ced2aa1, 3b5edc0421e2, fbc798316bef:
							 * TopDown events found by encoding */
#define PMSI_PERF_TD_SORT      PMS_KVER_RC(6, 15, 1)	/* 9a1c57fe26f2: corrections to sorting */
#define PMSI_PERF_UNIQUIFY     PMS_KVER_RC(6, 16, 1)	/* 7d45f402d311: hybrid names keep their
							 * terms and modifiers inside the PMU */
#define PMSI_PERF_TD_ATTR      PMS_KVER_RC(6, 17, 1)	/* 5b546de9cc17: by attr only; 8dcd27b1b866:
							 * slots added when missing */
#define PMSI_PERF_MOD_X        PMS_KVER_RC(6, 18, 1)	/* 035c17893082: ':X' modifier */
#define PMSI_PERF_CPUS_MEMBER  PMS_KVER_RC(6, 4, 1)	/* "perf stat: Don't remove all grouped
							 * events when CPU maps disagree" (6.4
							 * cycle, v5 posted 2023-03-12): only the
							 * mismatched member leaves its group */
#define PMSI_PERF_CPU_TERM     PMS_KVER_RC(6, 17, 1)	/* bd741d80dc65 "Allow the cpu term to be
							 * a PMU or CPU range" and "Support user
							 * CPUs mixed with threads/processes"
							 * (pull for 6.17): cpu= keeps its CPUs
							 * in a per-task run */
#define PMSI_PERF_HYBRID        PMS_KVER_RC(5, 13, 1)	/* parse-events-hybrid.c: legacy events on
							 * every hybrid PMU, cpu_core/cpu_atom */
#define PMSI_PERF_ARM_HYBRID    PMS_KVER_RC(6, 2, 1)	/* arm64 big.LITTLE: extended types in
							 * perf and arm_pmu (absent 6.1, present
							 * 6.12: approx) */

/* The core PMU (a model handle) event @e of @ev opens on. */
const struct pms_model *pmsi_ev_pmu(const struct pms_evlist *ev, const struct pmsi_ev *e);

/* ---- the lexer (evlist_lex.c): perf's parse-events.l ---- */

enum pmsi_tok_kind {
	PMSI_T_END, PMSI_T_SYM_HW, PMSI_T_SYM_SW, PMSI_T_SYM_TOOL, PMSI_T_CACHE,
	PMSI_T_MEM, PMSI_T_RAW, PMSI_T_VALUE, PMSI_T_MOD, PMSI_T_NAME,
	PMSI_T_SLASH, PMSI_T_COMMA, PMSI_T_COLON, PMSI_T_LBRACE, PMSI_T_RBRACE, PMSI_T_EQ,
	PMSI_T_TERM, PMSI_T_TERM_HW, PMSI_T_DRV_CFG,	/* term lists */
	PMSI_T_BP_MOD, PMSI_T_BP_COLON, PMSI_T_BP_SLASH,	/* after "mem:" */
};

/* perf's config terms (PE_TERM), in parse-events.l order. */
enum pmsi_term_kw {
	PMSI_KW_CONFIG, PMSI_KW_CONFIG1, PMSI_KW_CONFIG2, PMSI_KW_CONFIG3, PMSI_KW_NAME,
	PMSI_KW_PERIOD, PMSI_KW_FREQ, PMSI_KW_BRANCH_TYPE, PMSI_KW_TIME, PMSI_KW_CALLGRAPH,
	PMSI_KW_STACKSIZE, PMSI_KW_MAX_STACK, PMSI_KW_NR, PMSI_KW_INHERIT, PMSI_KW_NOINHERIT,
	PMSI_KW_OVERWRITE, PMSI_KW_NOOVERWRITE, PMSI_KW_PERCORE, PMSI_KW_AUX_OUTPUT,
	PMSI_KW_AUX_SAMPLE_SIZE, PMSI_KW_METRIC_ID, PMSI_KW_N
};
const char *pmsi_term_kw_name(int kw);

/* Modifier letters of one PE_MODIFIER_EVENT token. */
struct pmsi_mods {
	unsigned bits;		/* enum pms_mod, without 'p' */
	int precise;		/* number of 'p' */
	size_t pos, len;	/* the letters in the input */
};

struct pmsi_tok {
	enum pmsi_tok_kind kind;
	size_t pos, len;	/* the token's bytes */
	size_t spos, slen;	/* string value (a quoted name without its quotes) */
	uint64_t num;		/* PE_VALUE; sym/term id */
	struct pmsi_mods mod;	/* PMSI_T_MOD */
};

enum pmsi_lex_state { PMSI_LX_INITIAL, PMSI_LX_CONFIG, PMSI_LX_MEM };

struct pmsi_lexer {
	const char *s;
	size_t i;		/* next byte to scan */
	enum pmsi_lex_state st;
	bool have;		/* la is valid */
	struct pmsi_tok la;
	struct pms_diag *d;
	bool mod_x;		/* 'X' is a modifier letter (perf 6.18+) */
};

void pmsi_lex_init(struct pmsi_lexer *lx, const char *s, size_t at, struct pms_diag *d);
/* Look at the next token without taking it.  Return: PMS_OK or PMS_ESYNTAX (@d set). */
int pmsi_lex_peek(struct pmsi_lexer *lx, const struct pmsi_tok **t);
void pmsi_lex_take(struct pmsi_lexer *lx);

/* perf's legacy names. */
const char *pmsi_sym_name(enum pmsi_tok_kind kind, int id);
/*
 * pmsi_legacy_cache_decode() - parse_events__decode_legacy_cache(): the
 * config of a lexer-accepted cache name; -1 when an explicit op is not
 * valid for the cache (evsel__is_cache_op_valid(), L1-icache-stores).
 */
int64_t pmsi_legacy_cache_decode(const char *name, size_t len);
/* Length of the longest legacy cache name at @s (0: none), as the lexer sees it. */
size_t pmsi_legacy_cache_len(const char *s);
/* Does @name (NUL-terminated) spell a perf legacy event exactly? */
bool pmsi_is_legacy_name(const char *name);

/* ---- the core PMU (evlist_pmu.c): sysfs events/ and format/ ---- */

struct pmsi_alias {
	uint64_t config, config1;
	enum pms_topdown_kind td;
	int metric;
	const char *name;	/* the table's spelling */
};

/* Find a core PMU sysfs event of @m (case-insensitive).  Return: true if found. */
bool pmsi_core_alias(const struct pms_model *m, const struct pms_env *env, const char *name,
		     size_t len, struct pmsi_alias *out);

struct pmsi_format {
	const char *name;
	uint8_t reg;		/* 0: config, 1: config1, 2: config2, 3: config3 */
	uint8_t lo, bits;	/* bits [lo, lo + bits) */
	uint8_t lo2, bits2;	/* a second range (AMD event 32-35), bits2 0: none */
};
const struct pmsi_format *pmsi_core_format(const struct pms_model *m, const struct pms_env *env,
					   const char *key, size_t klen);
/* OR @v into @regs as perf's pmu_format_value() does (zero = false). */
void pmsi_format_apply(const struct pmsi_format *f, uint64_t v, uint64_t regs[4]);
uint64_t pmsi_format_max(const struct pmsi_format *f);
/* "event, umask, ..." for hints. */
void pmsi_core_format_list(const struct pms_model *m, const struct pms_env *env, char *buf,
			   size_t n);

/* Non-core PMUs known by name; 0: unknown. */
enum pmsi_pmu_class { PMSI_PMU_NONE, PMSI_PMU_CPU, PMSI_PMU_SW, PMSI_PMU_TP, PMSI_PMU_BP,
		      PMSI_PMU_DYN, PMSI_PMU_DYN_SW };
enum pmsi_pmu_class pmsi_pmu_lookup(const char *name, size_t len);
/*
 * pmsi_core_pmu_named() - the core PMU of @plat the name @s[0..len)
 * denotes, or -1: on a hybrid its exact sysfs name; on arm64 also the
 * devicetree name or the name without its numeric suffix.
 */
int pmsi_core_pmu_named(const struct pms_model *plat, const char *s, size_t len);
/* perf_pmu__is_software() for a PMU name. */
bool pmsi_pmu_is_software(const char *name);

/* ---- the x86 msr PMU (evlist_msr.c) ---- */

enum { PMSI_MSR_NONE, PMSI_MSR_FOUND, PMSI_MSR_ABSENT, PMSI_MSR_NOT_ON_MODEL };
/* The platform has an msr PMU (x86). */
bool pmsi_msr_pmu_exists(const struct pms_model *m);
/*
 * pmsi_msr_event() - @name[0..len) as an msr PMU event alias, matched
 * without regard to case: PMSI_MSR_FOUND with *@config set,
 * PMSI_MSR_ABSENT (an alias this CPU's msr PMU lacks),
 * PMSI_MSR_NOT_ON_MODEL (pperf or smi on an Intel model kernel @kver's
 * msr.c does not list; 0: the newest, which probes instead) or
 * PMSI_MSR_NONE.
 */
int pmsi_msr_event(const struct pms_model *m, uint32_t kver, const char *name, size_t len,
		   uint64_t *config);
/* The aliases @m's msr PMU has, for hints. */
const char *pmsi_msr_names(const struct pms_model *m);

/* ---- cstate_core/pkg/module and power (evlist_cstate.c) ---- */

enum { PMSI_SC_NONE, PMSI_SC_FOUND, PMSI_SC_NOT_ON_MODEL, PMSI_SC_NO_PMU, PMSI_SC_NOT_MODELLED,
       PMSI_SC_VARIES };
/* @pmu[0..len) is cstate_core, cstate_pkg, cstate_module or power. */
bool pmsi_sc_pmu_named(const char *pmu, size_t len);
/*
 * pmsi_sc_pmu() - whether model @m under kernel @kver (0: the newest) has
 * PMU @pmu: PMSI_SC_FOUND, PMSI_SC_NO_PMU (the kernel registers none) or
 * PMSI_SC_NOT_MODELLED (the model or kernel is not in the table).
 */
int pmsi_sc_pmu(const struct pms_model *m, uint32_t kver, const char *pmu, size_t len);
/*
 * pmsi_sc_event() - sysfs alias @name[0..len) (case ignored) of @pmu:
 * PMSI_SC_FOUND with *@config, PMSI_SC_NOT_ON_MODEL (an alias of the PMU
 * @m's table lacks), PMSI_SC_VARIES (some parts of the model have it,
 * others not: pmsi_sc_varies() says which), PMSI_SC_NONE (no such alias),
 * or pmsi_sc_pmu()'s.
 */
int pmsi_sc_event(const struct pms_model *m, uint32_t kver, const char *pmu, size_t plen,
		  const char *name, size_t len, uint64_t *config);
/* A numeric config of @pmu: PMSI_SC_FOUND when @m's table has it (or PMSI_SC_VARIES). */
int pmsi_sc_config(const struct pms_model *m, uint32_t kver, const char *pmu, size_t plen,
		   uint64_t config);
/* Which parts of @m have the cstate_pkg events that vary, or NULL. */
const char *pmsi_sc_varies(const struct pms_model *m, uint32_t kver);
/* The aliases @m's @pmu has, ", " separated, for hints. */
size_t pmsi_sc_names(const struct pms_model *m, uint32_t kver, const char *pmu, size_t plen,
		     char *buf, size_t sz);

/* ---- tracefs (evlist_tp.c) ---- */

/*
 * pmsi_tp_expand() - call @fn for each tracepoint matching @sys:@event
 * (globs allowed) under @tracefs/events, in name order.
 * Return: PMS_OK, PMS_ENOEVENT (nothing matched), PMS_ESYS (unreadable),
 * or @fn's non-zero return.
 */
int pmsi_tp_expand(const char *tracefs, const char *sys, const char *event,
		   int (*fn)(void *ctx, const char *sys, const char *event, uint64_t id),
		   void *ctx);

/* ---- regrouping (evlist_group.c) ---- */

/*
 * pmsi_evlist_regroup() - perf's leader fixes after parsing, by version:
 * arch_evlist__leader() (5.17 - 6.3) or
 * parse_events__sort_events_and_fix_groups() (6.4 and later).
 * Return: PMS_OK or PMS_ENOMEM.
 */
int pmsi_evlist_regroup(struct pms_evlist *ev, struct pms_diag *d);
/* The same for a list already in perf's order (PMS_EVLIST_PERF_ORDER): only
 * the slots event perf 6.17+ adds to each TopDown group without one. */
int pmsi_evlist_perf_order_slots(struct pms_evlist *ev, struct pms_diag *d);
/* evlist__check_cpu_maps() (builtin-stat.c): members on other CPUs than
 * their leader's leave the group, with perf's warning (evlist_group.c).
 * Return: PMS_OK or PMS_ENOMEM. */
int pmsi_evlist_split_cpus(struct pms_evlist *ev, bool ht);
bool pmsi_group_has_slots(const struct pms_evlist *ev, int i);

/* ---- names (evlist_names.c) ---- */

/*
 * pmsi_resolve_name() - resolve one event name (no modifiers) for @m:
 * generic hardware, software, hardware cache, TopDown, raw rNNNN, then
 * perf's JSON table of the release perf @pv reads (pms_model_perf_table_for()),
 * then the model's libpfm4 event table.  @pos/@len locate the name for
 * diagnostics.
 * Return: PMS_OK, PMS_ENOEVENT (with up to three suggestions in the hint),
 * PMS_ESYNTAX, PMS_EINVAL (a different model's libpfm4 PMU), PMS_ENOMEM.
 */
int pmsi_resolve_name(const struct pms_model *m, uint32_t pv, const char *name, size_t pos,
		      size_t len, struct pmsi_resolved *r, struct pms_diag *d);

/* Index of a perf generic hardware event name ("cpu-cycles"), or -1. */
int pmsi_generic_lookup(const char *name);
/* perf's spelling of generic event @g ("cycles"). */
const char *pmsi_generic_name(int g);

/* ---- libpfm4 (pmu_events_pfm.c) ---- */

/* Initialise libpfm4 once per process. Return: PMS_OK or PMS_ENOTSUP. */
int pmsi_pfm_init(void);

/*
 * pmsi_pfm_encode() - encode @name ("l1d_pend_miss.pending",
 * "L1D_PEND_MISS:PENDING", "hsw::...") for libpfm4 PMU @pmu.
 * Return: PMS_OK (*fq is a pmsi_malloc'd fully-qualified name), PMS_ENOEVENT
 * (unknown to @pmu), PMS_EINVAL (qualified by another PMU, @d says which),
 * PMS_ENOTSUP (libpfm4 unusable), PMS_ENOMEM.
 */
int pmsi_pfm_encode(const char *pmu, const char *name, size_t pos, size_t len,
		    uint64_t *config, uint64_t *config1, char **fq, struct pms_diag *d);

/* Call @fn with every "event.umask" name (lowercase) of libpfm4 PMU @pmu. */
void pmsi_pfm_for_each_name(const char *pmu, void (*fn)(void *ctx, const char *name),
			    void *ctx);

/* Model whose libpfm4 PMU is @pfm_pmu, or NULL. */
const struct pms_model *pmsi_model_for_pfm(const char *pfm_pmu);

#endif
