/*
 * Private declarations of the metric modules: perf's hashmap and
 * list_sort() replayed, the expression engine, and the metric tables.
 */
#ifndef PMS_METRIC_INT_H
#define PMS_METRIC_INT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "internal.h"
#include "metric_data.h"
#include "pmusched/metrics.h"

/* Limits that bound the work on hostile input. */
#define PMSI_MEXPR_MAX_TEXT  16384	/* bytes of one expression */
#define PMSI_MEXPR_MAX_NODES 4096	/* nodes of one parsed expression */
#define PMSI_MEXPR_MAX_DEPTH 128	/* nesting (parentheses, unary minus, calls) */
#define PMSI_MEXPR_MAX_HEIGHT 1024	/* operations on one path of the tree */
#define PMSI_MREF_MAX_DEPTH  32		/* metric references followed while evaluating */

/*
 * perf's hashmap (tools/perf/util/hashmap.c, the libbpf one) holding a
 * set of strings, replayed so that iteration visits the keys in the order
 * perf does: bucket 0..cap-1, each chain newest first, with perf's hash
 * (key_hash() of util/expr.c: h = h * 31 + c), hash_bits() and growth
 * rule (grow to 2^max(2, bits+1) when (size + 1) * 4 / 3 > capacity,
 * relinking old buckets in order, each entry at its new chain's head).
 * Keys are borrowed; deleting never shrinks.
 */
struct pmsi_phash;
struct pmsi_phash *pmsi_phash_new(void);
void pmsi_phash_free(struct pmsi_phash *h);
size_t pmsi_phash_size(const struct pmsi_phash *h);
/* HASHMAP_SET of key (no value): a present key stays where it is.
 * Return: PMS_OK or PMS_ENOMEM. */
int pmsi_phash_insert(struct pmsi_phash *h, const char *key);
bool pmsi_phash_has(const struct pmsi_phash *h, const char *key);
void pmsi_phash_delete(struct pmsi_phash *h, const char *key);
/* ids__union(): the larger (or, on a tie, @a) absorbs the other, which is
 * freed; NULL is the empty set.  On PMS_ENOMEM both are freed. */
int pmsi_phash_union(struct pmsi_phash *a, struct pmsi_phash *b, struct pmsi_phash **out);
/* Iteration: call with *it = 0; returns the next key or NULL. */
const char *pmsi_phash_next(const struct pmsi_phash *h, size_t *it);

/*
 * Linux lib/list_sort.c on an array: reorder @order[0..n) exactly as
 * list_sort() reorders a list holding those elements in that order, even
 * for a comparison that is not a total order.  @cmp(priv, a, b) > 0 puts a
 * after b.  @scratch: 2 * n ints.  No allocation.
 */
void pmsi_list_sort(int *order, int n, int *scratch, void *priv,
		    int (*cmp)(void *priv, int a, int b));

/* Interned strings that live as long as their arena. */
struct pmsi_sarena;
struct pmsi_sarena *pmsi_sarena_new(void);
void pmsi_sarena_free(struct pmsi_sarena *a);
const char *pmsi_sarena_dup(struct pmsi_sarena *a, const char *s, size_t n);

/* ---- expression engine (metric_expr.c) ---- */

enum pmsi_dialect { PMSI_D61, PMSI_D612 };	/* perf 6.1 and 6.12 expr.y/expr.l */

struct pmsi_mexpr;	/* a parsed expression: an AST over normalized IDs */

/*
 * Parse @text as expr.y of @dialect would, normalizing IDs (escapes
 * removed, '?' replaced by @runtime) and resolving literals through @lit
 * (NaN: perf's lexer error).  @lit may be NULL: every literal is then
 * accepted with value NaN, and the expression is marked so that
 * evaluation fails (pmsi_mexpr_has_nan_literal()).
 */
int pmsi_mexpr_parse(const char *text, enum pmsi_dialect dialect, int runtime,
		     const struct pms_mconsts *lit, struct pmsi_mexpr **out, struct pms_diag *d);
void pmsi_mexpr_free(struct pmsi_mexpr *e);

/* Callbacks of the ids pass (expr__find_ids): */
struct pmsi_ids_env {
	/* has_event(ID) not yet in the context: does the event parse? */
	bool (*event_parses)(void *ctx, const char *id);
	/* strcmp_cpuid_str(ID): does @id match the CPU? */
	bool (*cpuid_matches)(void *ctx, const char *id);
	void *ctx;
	struct pmsi_sarena *keys;	/* where inserted keys are interned */
};
/*
 * expr__find_ids(): add the IDs the expression needs into *@ctx_ids (the
 * parse context's set, replaced by the union as perf replaces it).
 * Return: PMS_OK, PMS_EINVAL (perf's parse aborts: division by a constant
 * 0 in 6.1, '%' by 0), PMS_ENOMEM.
 */
int pmsi_mexpr_find_ids(const struct pmsi_mexpr *e, const struct pmsi_ids_env *env,
			struct pmsi_phash **ctx_ids);

/* The value pass (expr__parse) resolves IDs through: */
struct pmsi_val_env {
	/* 1: a value (and its source count); 2: a metric to evaluate (its
	 * expression, parsed); 0: unknown */
	int (*resolve)(void *ctx, const char *id, double *val, int *source_count,
		       const struct pmsi_mexpr **ref, int *ref_slot);
	/* metric reference memo: perf evaluates a referenced metric once per
	 * parse context and reuses the value (0 after a failed evaluation) */
	double *ref_val;
	uint8_t *ref_state;	/* 0 not yet, 1 evaluating or done */
	bool (*cpuid_matches)(void *ctx, const char *id);
	void *ctx;
	int depth;
};
/* Return: PMS_OK with *@out (possibly NaN), PMS_EINVAL when perf's parse
 * fails (6.1 division by 0, '%' by 0, a NaN literal). */
int pmsi_mexpr_eval(const struct pmsi_mexpr *e, struct pmsi_val_env *env, double *out);

bool pmsi_mexpr_has_nan_literal(const struct pmsi_mexpr *e);
/* Which expression dialect models @perf_version (0: the newest). */
enum pmsi_dialect pmsi_dialect_for(uint32_t perf_version);
/*
 * Evaluate a parsed expression against public values (metric_eval.c).
 * @memo_val/@memo_state: pmsi_mvars_n_refs() slots (state zeroed) shared
 * by the evaluations of one perf parse context, or NULL for fresh ones.
 */
int pmsi_mvars_eval(const struct pmsi_mexpr *e, const struct pms_mvars *v, double *memo_val,
		    uint8_t *memo_state, double *out);
int pmsi_mvars_n_refs(const struct pms_mvars *v);
enum pmsi_dialect pmsi_mexpr_dialect(const struct pmsi_mexpr *e);

/* ---- metric tables (metric_table.c) ---- */
const struct pmsi_mset *pmsi_mset_for(uint32_t perf_version, uint32_t *modelled);
/* The release whose table pmsi_mset_for() picks; *@exact: it is @perf_version's own. */
uint32_t pmsi_mset_release(uint32_t perf_version, bool *exact);
const struct pmsi_mtable *pmsi_mset_table(const struct pmsi_mset *s, const char *dir);
const struct pmsi_mtable *pmsi_mset_for_cpuid(const struct pmsi_mset *s, const char *cpuid);
static inline const char *pmsi_mstr(const struct pmsi_mset *s, uint32_t off)
{
	return s->pool + off;
}
/* perf's x86 strcmp_cpuid_str(): 1 when @id matches mapfile pattern @re. */
int pmsi_x86_cpuid_match(const char *re, const char *id);
/* perf's arm64 strcmp_cpuid_str(): 1 when MIDR @id is the part of @map and
 * not an older variant/revision. */
int pmsi_arm_cpuid_match(const char *map, const char *id);
/* strcmp_cpuid_str() of the architecture @id belongs to: an arm64 MIDR
 * ("0x...") or an x86 "Vendor-family-model[-stepping]". */
int pmsi_cpuid_match(const char *re, const char *id);

/* ---- the list under construction (metric_build.c, metric_order.c, perf_lists.c) ---- */

/* One event as a parse produces it, before perf reorders the parse. */
struct pmsi_pe {
	const char *id;		/* metric-id, or NULL for events not from a metric */
	const char *name;	/* the name perf prints */
	const char *text;	/* the same event in -e syntax */
	const char *pmu;	/* PMU for grouping: "cpu", "software", "msr", ... */
	int leader;		/* index of its leader within the parse */
	int nr_members;		/* a leader's group size as parsed (0 or 1: alone) */
	bool weak;		/* written inside {...}:W */
	bool must_group;	/* arch_evsel__must_be_in_group() */
	uint8_t kind;		/* enum pms_mevent_kind */
	unsigned flags;		/* enum pms_mevent_flags */
	int tag;		/* the caller's index, carried through reordering */
};

struct pmsi_lev {		/* an event of the final list */
	struct pmsi_pe pe;	/* leader: index in the final list */
	int parse;		/* which parse produced it */
};

struct pmsi_lmet {		/* a metric of the final list */
	const struct pmsi_mrow *row;
	const char *name;	/* with ":modifier" when given */
	int *events;		/* metric_events[]: final-list indices */
	int n_events;
	int *refs;		/* referenced rows (metric_refs) */
	int n_refs;
	int shares;		/* metric whose events it reuses, -1: none */
	int combined;		/* 1: uses the shared ungrouped list */
	bool group_events;
	bool is_default;
	int line_order;		/* position among the metrics printed on its line */
	int display;		/* the event whose line prints it (final-list index) */
};

struct pms_mlist {
	struct pmsi_sarena *strs;
	struct pmsi_lev *ev;
	int n_ev, cap_ev;
	struct pmsi_lmet *met;
	int n_met, cap_met;
	const char **perf_text;	/* each parse's event string, as perf -v prints it */
	int n_parse, cap_parse;
	const char **warn;
	int n_warn, cap_warn;
	char *text;		/* the whole list in -e syntax */
	const struct pms_model *model;
	struct pms_env env;
	const struct pmsi_mset *set;
	const struct pmsi_mtable *table;
	const struct pmsi_mtable *table2;	/* 6.19+: the common table (Default..Default4) */
	uint32_t modelled, perf_version;
	enum pmsi_dialect dialect;
	struct pms_mconsts c;
	bool perf_metrics;	/* the core PMU has slots (topdown_sys_has_perf_metrics) */
	const struct pms_host *host;	/* the probed machine, or NULL (pms_mlist_opts) */
	const char *pmu_filter;	/* --cputype's core PMU ("cpu_core"), or NULL: "all" */
	struct pmsi_sarena **arenas;	/* key arenas of the builds */
	int n_arenas;
	bool failed_metrics;	/* 6.1: -M failed and perf went on */
	bool metric_only;	/* --topdown: perf prints only the metrics */
	bool no_threshold;	/* built with metric_no_threshold (PMS_MLIST_NO_THRESHOLD) */
	bool tsx;		/* the CPU has RTM (PMS_MLIST_TSX): the TSX aliases exist */
	bool perf_order;	/* the text is in perf's own order (pms_mlist_parse_flags()) */
	int td_level;		/* --td-level as asked; 0: perf's default */
	uint32_t table_release;	/* the perf release whose metric JSON is used */
	bool table_exact;	/* ... and it is perf_version's own */
	bool unmodelled_pmu;	/* a metric reads an event of a PMU not modelled */
	bool slots_stand_in;	/* c.slots stands in: no source gives the part's */
	/* the atlas's what-if (atlas.c): metric @con_name is built as if its
	 * row carried MetricConstraint @con_value (enum pmsi_mcon); NULL: none */
	const char *con_name;
	uint32_t con_value;
};

/* metric_order.c */
int pmsi_ml_add_parse(struct pms_mlist *l, struct pmsi_pe *pe, int n, const char *perf_text,
		      int *first);
int pmsi_ml_warn(struct pms_mlist *l, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
const char *pmsi_ml_dup(struct pms_mlist *l, const char *s);
/* Hand @a to @l (freed with it). Return: PMS_OK or PMS_ENOMEM (@a freed). */
int pmsi_ml_keep_arena(struct pms_mlist *l, struct pmsi_sarena *a);
/* Classify a metric-id into a parse event (name, text, kind, PMU). */
int pmsi_pe_from_id(struct pms_mlist *l, const struct pms_model *m, const char *id,
		    const char *modifier, struct pmsi_pe *pe);
/* perf 6.19 and later build the default set from the Default metric groups
 * (perf_defaults.c) and pick a metric's display event as
 * pick_display_evsel() does (metric_build.c) */
static inline bool pmsi_json_defaults(uint32_t perf_version)
{
	return perf_version >= PMS_KVER(6, 19);
}
/* PMS_ENOTSUP where that set is not modelled (no common table: arm64) */
int pmsi_defaults_check(const struct pms_mlist *l, uint32_t perf_version, struct pms_diag *d);
/* default_evlist_evsel_cmp() over events [@from, n_ev) and metrics [@met_from, n_met) */
int pmsi_defaults_sort(struct pms_mlist *l, int from, int met_from);
/* The PMU of a bare non-core event name of @l's table, or "unknown". */
const char *pmsi_foreign_pmu(const struct pms_mlist *l, const char *name);
/* Would perf @pv's parse_event() accept metric event @id on @m (its JSON of that release)? */
bool pmsi_event_parses(const struct pms_model *m, const struct pms_env *env, uint32_t pv,
		       bool tsx, const char *id);
/* parse-events' reordering of one parse, by version */
int pmsi_order_parse(struct pmsi_pe *pe, int n, enum pmsi_dialect dl, bool perf_metrics);
/* How a perf version picks a group's leader (x86 arch_evlist__leader()). */
enum pmsi_lead {
	PMSI_LEAD_NONE,		/* before 5.17: the first event */
	PMSI_LEAD_517,		/* 5.17: the first "cpu" event with "slots" (case-sensitive) */
	PMSI_LEAD_518,		/* 5.18: slots, when an event name starts with "topdown" */
	PMSI_LEAD_519,		/* 5.19-6.3: slots, when a name contains "topdown" */
	PMSI_LEAD_SORT,		/* 6.4+: parse_events__sort_events_and_fix_groups() */
	PMSI_LEAD_SORT613,	/* 6.13+: topdown-* move ahead only across groups */
};
int pmsi_order_parse_mode(struct pmsi_pe *pe, int n, enum pmsi_lead mode, bool perf_metrics);
#define PE_LEGACY (1u << 31)	/* a legacy event: perf keeps no pmu_name for it */

/* metric_build.c: metricgroup__parse_groups() into @l */
struct pmsi_mbuild {
	const struct pms_model *m;
	struct pms_env env;
	unsigned flags;		/* enum pms_mlist_flags */
	const char *spec;	/* the -M argument */
	bool is_default_call;	/* from the default set: events are skippable */
};
int pmsi_metricgroup_parse(struct pms_mlist *l, const struct pmsi_mbuild *b, struct pms_diag *d);
/* metricgroups__topdown_max_level() */
unsigned pmsi_topdown_max_level(const struct pms_mlist *l);
bool pmsi_has_metric(const struct pms_mlist *l, const char *name);
/* perf_lists.c: pms_mlist_build() with metric @con_name's MetricConstraint
 * replaced by @con_value (enum pmsi_mcon); "": every metric's; NULL: as it is */
int pmsi_mlist_build_con(const struct pms_model *m, const struct pms_mlist_opts *o,
			 const char *con_name, uint32_t con_value, struct pms_mlist **out,
			 struct pms_diag *d);

#endif
