/*
 * perf's metrics: the expression language of its metric JSON (util/expr.y,
 * expr.l, expr.c), the event lists 'perf stat -M' builds from a model's
 * metric table (util/metricgroup.c), and the metric values perf stat
 * prints (util/stat-shadow.c), each as perf 6.1 or 6.12 does it.
 *
 * Versions: a perf version below 6.4 is modelled by perf 6.1 (its code and
 * the metric JSON it ships), 6.4 and later by perf 6.12; results say which
 * (pms_mlist_modelled_version()).  Tables are x86 only.
 *
 * Everything here is deterministic: the CPU topology, SMT state and clock
 * values perf would read from the host come in through struct pms_mconsts.
 */
#ifndef PMUSCHED_METRICS_H
#define PMUSCHED_METRICS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "error.h"
#include "host.h"
#include "model.h"

#ifdef __cplusplus
extern "C" {
#endif

#define PMS_MLIST_MAX_EVENTS 4096	/* events one -M list may produce (PMS_ELIMIT) */
#define PMS_MLIST_MAX_TEXT   4096	/* bytes of a -M argument */

/*
 * The values of perf's '#' literals.  perf reads them from the host when
 * it lexes the expression, so a literal that is NaN here makes the
 * expression fail as perf's lexer does (a literal perf does not know is a
 * syntax error).  Names as in the JSON: #smt_on and #system_tsc_freq are
 * matched without regard to case, the others exactly.
 */
struct pms_mconsts {
	double smt_on;		/* #smt_on: 1 when SMT is active */
	double core_wide;	/* #core_wide: 1 when counting system-wide and
				 * every thread of each core is counted */
	double num_cpus;	/* #num_cpus: highest present CPU + 1 */
	double num_cpus_online;	/* #num_cpus_online (6.12) */
	double num_cores;	/* #num_cores: distinct core sibling lists */
	double num_dies;	/* #num_dies */
	double num_packages;	/* #num_packages */
	double system_tsc_freq;	/* #system_tsc_freq, Hz */
	double slots;		/* #slots (6.12; perf leaves it NaN on x86) */
	double has_pmem;	/* #has_pmem (6.12): 1 when an NVDIMM table exists */
	const char *cpuid;	/* for strcmp_cpuid_str(), e.g. "GenuineIntel-6-55-4" */
	double target_cpu;	/* #target_cpu (perf 6.19+ common metrics): 1 with
				 * -a or a CPU list, else 0 */
};

/*
 * pms_mconsts_init() - a one-package machine of @n_cpus logical CPUs
 * (SMT from @env->ht: n_cpus / 2 cores when on), TSC 2 GHz, no NVDIMM,
 * #slots NaN, #core_wide as perf computes it for @system_wide with every
 * CPU counted, #target_cpu @system_wide, cpuid NULL.  @env may be NULL (SMT on).
 */
void pms_mconsts_init(struct pms_mconsts *c, const struct pms_env *env, int n_cpus,
		      bool system_wide);

/* ---- expressions ---- */

struct pms_mexpr;	/* a parsed metric expression (opaque) */

/*
 * pms_mexpr_parse() - parse a metric expression as perf @perf_version
 * (PMS_KVER; 0: the newest, as pms_perf_version_for(0, 0)) would.  Literals take their values from @c (NULL:
 * pms_mconsts_init(NULL, 8, false)).
 * @out: on PMS_OK a new expression; free with pms_mexpr_free().
 * @d:   optional; the byte position of the offending token.
 * Return: PMS_OK, PMS_ESYNTAX, PMS_ELIMIT (longer than 16 KiB, more than
 * 4096 nodes or nested deeper than 128), PMS_ENOMEM, PMS_EINVAL.
 */
int pms_mexpr_parse(const char *text, uint32_t perf_version, const struct pms_mconsts *c,
		    struct pms_mexpr **out, struct pms_diag *d);
void pms_mexpr_free(struct pms_mexpr *e);	/* NULL is a no-op */

/*
 * pms_mexpr_ids() - the IDs (events and metric names) the expression
 * needs, as perf's expr__find_ids() collects them: constant conditions
 * of 'if' and '|'/'&' already folded, in the order perf's hashmap visits
 * them.  has_event() of an ID not yet seen is answered by @has_event
 * (NULL: 0).  The strings stay valid until pms_mexpr_free().
 * @ids/@cap: caller array; *@n: the number of IDs (may exceed @cap).
 * Return: PMS_OK, PMS_EINVAL (perf's parse aborts: division by a constant
 * 0 in 6.1, '%' by 0), PMS_ENOMEM.
 */
int pms_mexpr_ids(struct pms_mexpr *e, bool (*has_event)(void *ctx, const char *id),
		  void *ctx, const char **ids, size_t cap, size_t *n);

/* Values for the IDs of an expression: event counts and referenced metrics. */
struct pms_mvars;
/*
 * pms_mvars_new() - an empty set of values for expressions of
 * @perf_version with literals from @c (copied; NULL as in
 * pms_mexpr_parse()).  Free with pms_mvars_free().
 * Return: PMS_OK, PMS_ENOMEM.
 */
int pms_mvars_new(uint32_t perf_version, const struct pms_mconsts *c, struct pms_mvars **out);
void pms_mvars_free(struct pms_mvars *v);	/* NULL is a no-op */
/* Set @id (exact, case-sensitive, as perf's metric-id) to @value with
 * perf's source count (1 for one PMU). Return: PMS_OK, PMS_ENOMEM, PMS_EINVAL. */
int pms_mvars_set(struct pms_mvars *v, const char *id, double value, int source_count);
/* Let @name stand for the metric @expr (parsed now; perf evaluates it at
 * most once per evaluation).  Return: as pms_mexpr_parse(). */
int pms_mvars_ref(struct pms_mvars *v, const char *name, const char *expr,
		  struct pms_diag *d);
/*
 * pms_mexpr_eval() - the value perf's expr__parse() computes: an unknown
 * ID is NaN; division by 0 is NaN (6.12; d_ratio() by 0 is 0); a failed
 * referenced metric is NaN the first time and 0 after, as perf caches it.
 * Return: PMS_OK (*@out may be NaN: perf prints "nan"), PMS_EINVAL when
 * perf's parse fails (then perf prints no value), PMS_ELIMIT (metric
 * references nested deeper than 32).
 */
int pms_mexpr_eval(const struct pms_mexpr *e, struct pms_mvars *v, double *out,
		   struct pms_diag *d);

/* ---- the lists perf stat builds: -M, the default set, -d, --topdown ---- */

enum pms_mlist_flags {
	PMS_MLIST_NO_GROUP     = 1u << 0,	/* --metric-no-group */
	PMS_MLIST_NO_MERGE     = 1u << 1,	/* --metric-no-merge */
	PMS_MLIST_NO_THRESHOLD = 1u << 2,	/* --metric-no-threshold (6.4+; else EINVAL) */
	PMS_MLIST_SYSTEM_WIDE  = 1u << 3,	/* -a (or -C): #core_wide, cpu-clock */
	PMS_MLIST_TSX          = 1u << 4,	/* the CPU has RTM: cycles-t, el-start exist */
	PMS_MLIST_HAS_EVENTS   = 1u << 5,	/* -e gave events: no default set */
	PMS_MLIST_TOPDOWN      = 1u << 6,	/* --topdown */
	PMS_MLIST_NULL_RUN     = 1u << 7,	/* -n: no default set, no -d */
	/* the host's core PMU does not name stalled-cycles-frontend/-backend in
	 * sysfs (perf_pmus__have_event()); without these the model's map decides */
	PMS_MLIST_NO_SYSFS_STALLED_FE = 1u << 8,
	PMS_MLIST_NO_SYSFS_STALLED_BE = 1u << 9,
	/* perf stat -x (CSV output): perf 6.13+ builds -M with metric_no_threshold
	 * (builtin-stat.c cmd_stat() 7.2.13, 7.3.4; mainline 17df33fe22c7,
	 * pulled for 6.13; not 6.12.117) */
	PMS_MLIST_CSV_OUTPUT = 1u << 10,
};

struct pms_mlist_opts {
	size_t sz;			/* sizeof(struct pms_mlist_opts) */
	struct pms_env env;		/* HT (#smt_on), NMI watchdog, kernel */
	uint32_t perf_version;		/* PMS_KVER; 0: pms_perf_version_for(0, env.kver) */
	unsigned flags;			/* enum pms_mlist_flags */
	const char *metrics;		/* -M argument(s) joined by ',', or NULL */
	int detailed;			/* -d given 0..3 times */
	int td_level;			/* --td-level; 0: perf's default */
	int n_cpus;			/* logical CPUs for the literals; 0: 8 */
	const struct pms_mconsts *consts;	/* NULL: pms_mconsts_init(&env, n_cpus, -a) */
	const struct pms_host *host;	/* the machine perf runs on (pms_host_probe()):
					 * its sysfs decides what perf asks sysfs for
					 * (stalled-cycles-*, slots, topdown-heavy-ops);
					 * NULL: the model's kernel decides */
	const char *cputype;		/* perf stat --cputype on a hybrid ("core",
					 * "cpu_core"): from perf 6.5 only that core
					 * PMU's metrics; NULL: every PMU's */
};
#define PMS_MLIST_OPTS_INIT \
	{ sizeof(struct pms_mlist_opts), PMS_ENV_DEFAULT, 0, 0, NULL, 0, 0, 0, NULL, NULL, NULL }

enum pms_mevent_kind {
	PMS_MEV_CORE,		/* a core-PMU event (JSON name, legacy or cache event) */
	PMS_MEV_TOPDOWN,	/* slots / topdown-* of the core PMU (Ice Lake+) */
	PMS_MEV_SOFTWARE,	/* a software event (task-clock, ...) */
	PMS_MEV_TOOL,		/* duration_time, user_time, system_time: no counter */
	PMS_MEV_MSR,		/* msr/tsc/ and friends: no counter */
	PMS_MEV_OTHER,		/* uncore or unknown to the model: not modelled */
};

enum pms_mevent_flags {
	PMS_MEVF_METRIC    = 1u << 0,	/* added for a metric (-M, --topdown, Default) */
	PMS_MEVF_DEFAULT   = 1u << 1,	/* of perf's default set */
	PMS_MEVF_DETAILED  = 1u << 2,	/* added by -d */
	PMS_MEVF_SKIPPABLE = 1u << 3,	/* 6.12 Default metric group: a failed open is
					 * skipped, and the line is hidden unless the
					 * event ran and leads a metric */
	PMS_MEVF_FORCED    = 1u << 4,	/* put in a group by perf's topdown rule */
	PMS_MEVF_SHOW      = 1u << 5,	/* perf 6.19+ default set: an event of a
					 * DefaultShowEvents metric, printed with its
					 * count and its metrics on its line */
};

struct pms_mevent {
	const char *name;	/* as perf prints it: "INST_RETIRED.ANY", "cycles" */
	const char *id;		/* metric-id (the expression's name), or NULL */
	const char *text;	/* this event in -e syntax */
	int leader;		/* index of its group leader (itself when alone) */
	int group_size;		/* members of its group (1 when alone) */
	bool weak;		/* in a {...}:W group */
	enum pms_mevent_kind kind;
	unsigned flags;		/* enum pms_mevent_flags */
	int parse;		/* which of perf's parses produced it */
};

struct pms_mmetric {
	const char *name;	/* "IPC", or "IPC:u" with a modifier */
	const char *expr;	/* the expression perf evaluates */
	const char *threshold;	/* MetricThreshold, "" when none */
	const char *scale_unit;	/* ScaleUnit ("100%"), "" when none */
	const char *group;	/* DefaultMetricgroupName, "" when none */
	int line_event;		/* the event whose line perf prints it on; -1: none,
				 * perf never prints it (no events: a constant) */
	int line_order;		/* its place among the metrics on that line */
	const int *events;	/* the events it reads, in perf's order */
	int n_events;
	bool grouped;		/* its events are in one weak group */
	bool together;		/* every counting event shares one group leader */
	int shares;		/* the earlier metric whose group it reuses, -1 */
	bool uses_other;	/* reads an event of kind PMS_MEV_OTHER */
};

struct pms_mlist;	/* a built list (opaque) */

/*
 * pms_mlist_build() - the events perf stat opens for @o on model @m, in
 * perf's order, with the metrics it computes: after any -e events (not
 * included: put them in front), -M's metrics (util/metricgroup.c
 * metricgroup__parse_groups()), then builtin-stat.c add_default_attributes():
 * --topdown, the default set when there are no events, and -d.
 * @out: on PMS_OK the list; free with pms_mlist_free().
 * @d:   optional; for an unknown metric its position in o->metrics.
 * Return: PMS_OK; PMS_ENOEVENT (no such metric or group: perf 6.12 stops;
 * perf 6.1 warns and goes on, see pms_mlist_n_warnings()); PMS_ENOTSUP
 * (--topdown on a CPU without TopdownL groups, or no metric table);
 * PMS_EINVAL (a broken metric, recursion, --td-level above the maximum);
 * PMS_ELIMIT; PMS_ENOMEM.
 */
int pms_mlist_build(const struct pms_model *m, const struct pms_mlist_opts *o,
		    struct pms_mlist **out, struct pms_diag *d);
void pms_mlist_free(struct pms_mlist *l);	/* NULL is a no-op */

/* The perf version whose code and tables modelled the list (6.1 or 6.12). */
uint32_t pms_mlist_modelled_version(const struct pms_mlist *l);
/*
 * The perf release whose metric JSON the list was built from (models/metrics/:
 * 6.1, 6.12, 7.2, 7.3): the newest not newer than the perf version, except
 * that 6.4 to 6.11 use 6.12's.  *@exact (optional): it is the perf
 * version's own release; otherwise another release's tables stand in.
 */
uint32_t pms_mlist_table_version(const struct pms_mlist *l, bool *exact);
/* The tree those tables were generated from, "Linux 7.3.4"; borrowed. */
const char *pms_mlist_table_source(const struct pms_mlist *l);
/* The metric table used, "skylake", or "" when the model has none. */
const char *pms_mlist_table(const struct pms_mlist *l);
/* perf prints only the metrics (--topdown sets --metric-only). */
bool pms_mlist_metric_only(const struct pms_mlist *l);
/*
 * The pms_evlist_opts flags for parsing pms_mlist_text(): PMS_EVLIST_PERF_ORDER
 * when the list is perf's whole list (no PMS_MLIST_HAS_EVENTS) and its perf
 * version (pms_mlist_opts.perf_version, else the kernel's, else the newest:
 * pms_perf_version_for()) is 6.15 or later: each of perf's parse_events() calls sorted its own events, and
 * from 6.15 (9a1c57fe26f2) that is the order perf opens them in.  With -e
 * events in front (one more call) or a NULL @l: 0.  Read-only; safe from any
 * thread once the list is built.
 */
unsigned pms_mlist_parse_flags(const struct pms_mlist *l);
/*
 * Whether perf stat's JSON output prints metric @m's "metric-threshold"
 * (print_metric_json(); generic_metric(), util/stat-shadow.c 7.3.4): when it
 * has a threshold that evaluates.  @no_threshold: the metric was built with
 * metric_no_threshold (pms_mlist_no_threshold(), or the default set, always
 * built so): the threshold's own events are not opened (metricgroup.c
 * __add_metric()), so only a threshold reading nothing but the metric itself
 * and numbers evaluates.  NULL @m, or no threshold: false.  Pure.
 */
bool pms_mmetric_threshold_prints(const struct pms_mmetric *m, bool no_threshold);
/* -M was built with metric_no_threshold (PMS_MLIST_NO_THRESHOLD: the flag,
 * or perf 7.2+'s CSV output, pms_query "output" csv): the thresholds' own
 * events are not opened, only a threshold that reads nothing but its
 * metric evaluates.  The default set is always built so. */
bool pms_mlist_no_threshold(const struct pms_mlist *l);
/* The whole list in -e syntax ("" when empty); borrowed. */
const char *pms_mlist_text(const struct pms_mlist *l);
int pms_mlist_n_events(const struct pms_mlist *l);
/* Return: PMS_OK or PMS_ERANGE.  Pointers are borrowed from @l. */
int pms_mlist_event(const struct pms_mlist *l, int i, struct pms_mevent *out);
int pms_mlist_n_metrics(const struct pms_mlist *l);
int pms_mlist_metric(const struct pms_mlist *l, int j, struct pms_mmetric *out);
/*
 * pms_mlist_metric_linear() - metric @j (with the metrics it references)
 * neither subtracts, negates nor compares counts: each input moves it by
 * at most its own relative error, so the inputs' errors bound the
 * metric's.  false also for @j out of range.
 */
bool pms_mlist_metric_linear(const struct pms_mlist *l, int j);
/*
 * pms_mlist_metric_reads() - metric @j's value reads list event @event
 * (directly or through the metrics its value references).  perf opens a
 * metric's threshold inputs with it (they are in pms_mmetric.events) but
 * its value does not depend on them.  A doubt reads as true; false also
 * for an index out of range.
 */
bool pms_mlist_metric_reads(const struct pms_mlist *l, int j, int event);
/* perf's event strings, one per parse ("Parsing metric events '...'" of -v). */
int pms_mlist_n_parses(const struct pms_mlist *l);
const char *pms_mlist_parse_text(const struct pms_mlist *l, int k);
/* What perf would print as warnings while building ("Not grouping ..."). */
int pms_mlist_n_warnings(const struct pms_mlist *l);
const char *pms_mlist_warning(const struct pms_mlist *l, int k);

/* ---- metric values as perf stat prints them ---- */

struct pms_mcount {		/* one event of the list, as perf read it */
	double value;		/* the count perf prints (scaled for multiplexing) */
	bool counted;		/* false: <not counted> */
	bool supported;		/* false: <not supported> */
	bool multiplexed;	/* it ran less than it was enabled */
};

struct pms_mtimes {		/* what perf's tool events read */
	double duration_ns;	/* wall-clock time of the run */
	double user_us, system_us;	/* rusage of the workload */
};

enum pms_mcolor { PMS_MCOLOR_NONE, PMS_MCOLOR_GREEN, PMS_MCOLOR_RED };

struct pms_mvalue {
	bool printed;		/* false: perf leaves the metric's place empty */
	double value;		/* scaled by ScaleUnit's number; NaN prints "nan" */
	const char *fmt;	/* "%8.1f" with a ScaleUnit, "%8.2f" without */
	char unit[32];		/* ScaleUnit after its number: "%", "GHz", or "" */
	char label[96];		/* "%  tma_frontend_bound", or the metric's name */
	enum pms_mcolor color;	/* MetricThreshold (6.12): green 0, red otherwise */
	bool from_multiplexed;	/* an input ran less than enabled: the value mixes
				 * counts taken at different times */
	bool missing_inputs;	/* an input was not counted or not supported */
};

/*
 * pms_mlist_metric_value() - metric @j of @l from the counts of @l's events
 * (@counts[i] for event i, @n_counts >= pms_mlist_n_events()) and the tool
 * values @t (NULL: all 0), as perf's generic_metric() computes and labels it.
 * Return: PMS_OK (see out->printed), PMS_EINVAL, PMS_ENOMEM.
 */
int pms_mlist_metric_value(const struct pms_mlist *l, int j, const struct pms_mcount *counts,
			   int n_counts, const struct pms_mtimes *t, struct pms_mvalue *out,
			   struct pms_diag *d);

#ifdef __cplusplus
}
#endif
#endif
