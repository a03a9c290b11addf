/*
 * The metric atlas: every metric and metric group of a model's perf table,
 * under a set of conditions, as perf stat -M would count it.
 *
 * For each metric and condition: what perf does (the list pms_mlist_build()
 * makes, simulated by pms_simulate(): each event's share, whether the
 * metric's events count together, whether perf's own MetricConstraint
 * ungrouped them), the best grouping the planner proves that keeps each
 * metric's events in one group (a perf -e string), and, over all the
 * conditions, the weakest MetricConstraint that makes perf's grouping
 * count every event (util/metricgroup.c metric__group_events(), perf 6.12
 * and 7.3), compared with the one perf's JSON carries.
 *
 * Perf 6.4 and later only (the MetricConstraint values of 6.1 differ:
 * PMS_ENOTSUP).  All results are data, borrowed from the atlas and valid
 * until pms_atlas_free().
 */
#ifndef PMUSCHED_ATLAS_H
#define PMUSCHED_ATLAS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include "error.h"
#include "json.h"
#include "model.h"
#include "metrics.h"
#include "sim.h"

#ifdef __cplusplus
extern "C" {
#endif

#define PMS_ATLAS_MAX_CONDS 32

/*
 * The "schema" of the atlas's JSON document (docs/schema/atlas.md), its own
 * number: 1, the first; 2, verdict "perf refuses", notes on "absent" cells
 * and the "summary" object (its "perf_refuses" count).
 */
#define PMS_ATLAS_JSON_SCHEMA 2

/* The NMI watchdog a condition has. */
enum pms_atlas_wd {
	PMS_ATLAS_WD_PERF = 0,	/* the perf hard-lockup detector: a counter held, and
				 * /proc/sys/kernel/nmi_watchdog reads 1 */
	PMS_ATLAS_WD_BUDDY,	/* the buddy detector (kernel 6.6+, watchdog_buddy.c):
				 * no counter held, but the sysctl reads 1, so perf's
				 * sysctl__nmi_watchdog_enabled() is true */
	PMS_ATLAS_WD_OFF,	/* nmi_watchdog=0 */
};

/* One condition: the machine state a metric is judged under. */
struct pms_atlas_cond {
	enum pms_atlas_wd wd;
	bool smt;		/* SMT on (perf's smt_on(); the kernel's HT rules) */
	bool tfa_off;		/* allow_tsx_force_abort=0 */
	uint8_t gp, fixed;	/* a VM passing fewer counters; 0: the part's */
	char core[16];		/* hybrid: the core PMU the task runs on and perf
				 * --cputype selects ("cpu_core"); "": PMU 0, every PMU's
				 * metrics */
};

/*
 * pms_atlas_cond_parse() - conditions separated by ',', each a '/'-joined
 * set of settings: wd=perf|buddy|off, smt=on|off, tfa=0|1, gp=N, fixed=N,
 * core=NAME ("wd=perf/smt=on,wd=off/smt=off/gp=4").  Settings not given:
 * wd=perf, smt=on, tfa=1, every counter, core "".
 * @out/@cap: caller array; *@n: the number parsed.
 * Return: PMS_OK, PMS_ESYNTAX (@d->pos, @d->len at the token), PMS_ELIMIT.
 */
int pms_atlas_cond_parse(const char *s, struct pms_atlas_cond *out, int cap, int *n,
			 struct pms_diag *d);
/* The default set: wd perf, buddy, off by SMT on, off (6); on a hybrid @m
 * each for cpu_core and cpu_atom (12).  Return: the number written. */
int pms_atlas_cond_default(const struct pms_model *m, struct pms_atlas_cond *out, int cap);
/* "wd=perf/smt=on" (settings at their default left out but wd and smt). */
void pms_atlas_cond_name(const struct pms_atlas_cond *c, char *buf, size_t n);

/* perf's MetricConstraint values (pmu-events.h enum metric_event_groups, 7.3). */
enum pms_atlas_con {
	PMS_ATLAS_CON_NONE = 0,		/* MetricGroupEvents: always grouped */
	PMS_ATLAS_CON_NO_GROUP = 1,	/* NO_GROUP_EVENTS: never grouped */
	PMS_ATLAS_CON_NMI = 2,		/* NO_GROUP_EVENTS_NMI: not while the sysctl reads 1 */
	PMS_ATLAS_CON_SMT = 3,		/* NO_GROUP_EVENTS_SMT: not while SMT is on */
	PMS_ATLAS_CON_THRESHOLD_NMI = 4,	/* NO_THRESHOLD_AND_NMI (6.19+): as NMI,
						 * but grouped with --metric-no-threshold */
	PMS_ATLAS_CON_UNFIXABLE = 5,	/* needed: no constraint makes every event count */
	PMS_ATLAS_CON_NA = 6,		/* a metric group, or not modelled */
};
/* "NO_GROUP_EVENTS_NMI", ... as perf's JSON spells them; "" for NONE. */
const char *pms_atlas_con_name(enum pms_atlas_con c);
/* Does @c make perf leave the metric's events ungrouped under @k (and
 * --metric-no-threshold not given)? */
bool pms_atlas_con_applies(enum pms_atlas_con c, const struct pms_atlas_cond *k);

/* How perf's hint compares with the one computed. */
enum pms_atlas_cmp {
	PMS_ATLAS_AGREE = 0,	/* both none, or the same */
	PMS_ATLAS_PERF_LACKS,	/* needed, perf has none */
	PMS_ATLAS_NOT_NEEDED,	/* perf has one, none is needed under the conditions */
	PMS_ATLAS_STRONGER,	/* perf's also works, but ungroups where it need not */
	PMS_ATLAS_WEAKER,	/* perf's leaves a condition where the group fails */
	PMS_ATLAS_OTHER,	/* both, incomparable (SMT vs NMI), or unfixable */
	PMS_ATLAS_NOT_JUDGED,	/* not modelled (or absent) under every condition */
};
const char *pms_atlas_cmp_name(enum pms_atlas_cmp c);

enum pms_atlas_verdict {
	PMS_ATLAS_COUNTS = 0,	/* every event counted all the time */
	PMS_ATLAS_MULTIPLEX,	/* every event counted, some part of the time */
	PMS_ATLAS_NEVER,	/* an event <not counted> or <not supported> */
	PMS_ATLAS_NOT_MODELLED,	/* reads an event of a PMU not modelled, or the list
				 * fails to build (see note) */
	PMS_ATLAS_ABSENT,	/* hybrid: not a metric of the condition's core PMU
				 * (perf --cputype finds no such metric: "Cannot find
				 * metric or group", see note) */
	PMS_ATLAS_REFUSED,	/* hybrid: perf --cputype finds the metric but refuses
				 * its list: an event of another core type only ("Bad
				 * event or PMU", see note) */
};
const char *pms_atlas_verdict_name(enum pms_atlas_verdict v);

/* One metric (or group) under one condition. */
struct pms_atlas_cell {
	enum pms_atlas_verdict verdict;
	double lowest;		/* lowest share of its events (percent) */
	int n_events;		/* events of the list perf builds */
	bool together;		/* each metric's events in one group, counted at once */
	bool perf_con_applied;	/* perf's own MetricConstraint ungrouped it here */
	bool grouped_ok;	/* with no constraint (always grouped) every event counts */
	/* the best grouping keeping each metric's events in one group */
	const char *best;	/* perf -e string; NULL: not computed (not modelled) */
	int best_slots;		/* rotation slots (1: nothing multiplexes) */
	int best_bound;		/* the planner's lower bound on slots */
	double best_lowest;	/* lowest share of an event in it, simulated */
	bool best_together;	/* every metric's events stay in one group */
	const char *note;	/* why not modelled; perf's refusal (ABSENT,
				 * REFUSED); for a metric of CPU-wide-only PMU events,
				 * that it is counted system wide; or "" */
};

struct pms_atlas_entry {
	const char *name;
	bool is_group;		/* a MetricGroup name, not a metric */
	enum pms_atlas_con perf_con;	/* the JSON's MetricConstraint */
	enum pms_atlas_con needed;	/* the weakest making perf's grouping count */
	enum pms_atlas_cmp cmp;		/* perf_con against needed */
	uint32_t fail_conds;	/* bit k: always grouped, condition k has an event
				 * not counted that ungrouped counts (where the hint
				 * matters) */
	uint32_t reset_conds;	/* bit k: always grouped, the kernel refuses the weak
				 * group at open and perf reopens its events one by one
				 * (evlist__reset_weak_group()): they count, not together */
	uint32_t alone_fails;	/* bit k: an event is not counted even ungrouped (no
				 * constraint helps: not supported, or never fits) */
	unsigned sufficient;	/* bit c (enum pms_atlas_con): c would make every
				 * condition of fail_conds count */
	const struct pms_atlas_cell *cells;	/* one per condition */
};

enum pms_atlas_flags {
	PMS_ATLAS_GROUPS  = 1u << 0,	/* metric groups too */
	PMS_ATLAS_NO_BEST = 1u << 1,	/* skip the best grouping */
};

struct pms_atlas_opts {
	size_t sz;			/* sizeof(struct pms_atlas_opts) */
	uint32_t kver;			/* PMS_KVER; 0: the newest */
	uint32_t perf_version;		/* 0: the kernel's */
	const struct pms_atlas_cond *conds;	/* NULL: pms_atlas_cond_default() */
	int n_conds;
	unsigned flags;			/* enum pms_atlas_flags */
	const char *only;		/* metric and group names, ',' separated;
					 * NULL: all */
	long budget;			/* the planner's, per plan; 0: 200000 */
};
#define PMS_ATLAS_OPTS_INIT { .sz = sizeof(struct pms_atlas_opts) }

struct pms_atlas;

/*
 * pms_atlas_new() - the atlas of model @m under @o.
 * Return: PMS_OK; PMS_ENOTSUP (no metric table for the model at that perf,
 * perf before 6.4); PMS_EINVAL; PMS_ENOEVENT (a name of @only unknown);
 * PMS_ENOMEM.
 */
int pms_atlas_new(const struct pms_model *m, const struct pms_atlas_opts *o,
		  struct pms_atlas **out, struct pms_diag *d);
void pms_atlas_free(struct pms_atlas *a);	/* NULL is a no-op */

int pms_atlas_n_entries(const struct pms_atlas *a);
const struct pms_atlas_entry *pms_atlas_entry(const struct pms_atlas *a, int i);
int pms_atlas_n_conds(const struct pms_atlas *a);
const struct pms_atlas_cond *pms_atlas_cond(const struct pms_atlas *a, int k);
const char *pms_atlas_table(const struct pms_atlas *a);		/* "skylake" */
const char *pms_atlas_table_source(const struct pms_atlas *a);	/* "Linux 7.3.4" */
uint32_t pms_atlas_perf_version(const struct pms_atlas *a);
/* The atlas's perf builds its default set (perf stat without -e) from the
 * Default metric groups: perf 6.19 and later (add_default_events(),
 * builtin-stat.c 7.3.4); NULL: false. */
bool pms_atlas_metric_defaults(const struct pms_atlas *a);
uint32_t pms_atlas_kver(const struct pms_atlas *a);
const struct pms_model *pms_atlas_model(const struct pms_atlas *a);

/*
 * pms_atlas_build_list() - the list perf @perf_version builds for -M
 * @metric (a metric or group name) under condition @k, with the
 * MetricConstraint of metric @metric (of every metric, for a group)
 * replaced by @con (PMS_ATLAS_CON_NA: the JSON's own), and the
 * simulation options of @k (@so: env, perf version, core share; may be
 * NULL).  The list-building model the atlas applies constraints in.
 * Return: as pms_mlist_build().
 */
int pms_atlas_build_list(const struct pms_model *m, uint32_t kver, uint32_t perf_version,
			 const struct pms_atlas_cond *k, const char *metric, enum pms_atlas_con con,
			 struct pms_mlist **out, struct pms_sim_opts *so, struct pms_diag *d);

/*
 * pms_atlas_query() - a query (query.h) set to the atlas's model, kernel
 * and perf version and to condition @k's simulation: the counters the
 * kernel has (SMT, the perf watchdog's counter, allow_tsx_force_abort, a
 * VM's fewer counters) and, on a hybrid, the core type the task runs on.
 * The buddy watchdog holds no counter.  With key "detailed" 3 and no
 * events, pms_query_plan(q, NULL, -1, ...) plans perf stat -ddd's default
 * set into the fewest runs free of multiplexing, and pms_query_predict()
 * checks a run's list under the same condition.
 * Return: PMS_OK (*@out: free with pms_query_free()); PMS_EINVAL (@k out
 * of range); PMS_ENOMEM.
 */
struct pms_query;
int pms_atlas_query(const struct pms_atlas *a, int k, struct pms_query **out,
		    struct pms_diag *d);

/*
 * pms_atlas_reason() - why entry @i's comparison came out as it did, one
 * sentence naming the conditions ("" for a group, or agreement with no
 * hint).  Always NUL-terminates @buf.  Return: the length written.
 */
int pms_atlas_reason(const struct pms_atlas *a, int i, char *buf, size_t n);

/*
 * The figures of an atlas's metrics (groups not included).  Each metric is
 * in exactly one of always, multiplex, never, not_modelled and refused,
 * taken in this order of precedence: never, not_modelled, refused,
 * multiplex, always.  A hybrid metric absent under the other core type's
 * conditions (PMS_ATLAS_ABSENT) is judged by its other cells; one with no
 * cell that perf builds (absent or refused everywhere) is refused, never
 * "always".
 */
struct pms_atlas_summary {
	int metrics;		/* metrics judged */
	int always;		/* every event counted all the time under every condition */
	int multiplex;		/* counted, multiplexed under some condition, never lost */
	int never;		/* an event not counted under some condition */
	int not_modelled;	/* not modelled under some condition (and never lost) */
	int perf_hints;		/* metrics whose JSON carries a MetricConstraint */
	int cmp[PMS_ATLAS_NOT_JUDGED + 1];	/* by enum pms_atlas_cmp */
	int hints_agree;	/* perf's hints that agree */
	int refused;		/* perf refuses it under some condition
				 * (PMS_ATLAS_REFUSED), or under none builds it */
};
void pms_atlas_summarize(const struct pms_atlas *a, struct pms_atlas_summary *out);

/*
 * pms_atlas_write_json() - the atlas as one JSON document ("command":
 * "atlas", docs/schema/atlas.md), one line on @f.
 * Return: PMS_OK, PMS_EINVAL, PMS_ESYS (write error).
 */
int pms_atlas_write_json(FILE *f, const struct pms_atlas *a, struct pms_diag *d);
/*
 * pms_atlas_write_constraints() - the computed constraints where they
 * differ from perf's, in perf's JSON format: an array of objects holding
 * "MetricName" and "MetricConstraint" only ("" for a hint to drop).
 * Return: the number of objects written, or PMS_EINVAL, PMS_ESYS.
 */
int pms_atlas_write_constraints(FILE *f, const struct pms_atlas *a, struct pms_diag *d);

#ifdef __cplusplus
}
#endif
#endif
