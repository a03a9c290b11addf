/*
 * perf's own event tables: the pmu-events JSON of the Linux tree (x86 and
 * arm64 core PMUs), as perf 6.12 encodes each name, with the vendor's
 * Counter field, flags and metrics, and the CPUID mapfile that picks a
 * table for a CPU.
 *
 * Tables are static data: a const struct pms_perf_table * is borrowed and
 * valid for the life of the process, and so is every string these calls
 * hand out.  Lookups are O(log n) and never allocate.
 *
 * Counter masks use the kernel's numbering (model.h): GP i = bit i,
 * FIXED k = bit PMS_FIXED0 + k.
 */
#ifndef PMUSCHED_PMU_EVENTS_H
#define PMUSCHED_PMU_EVENTS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "error.h"
#include "model.h"

#ifdef __cplusplus
extern "C" {
#endif

struct pms_perf_table;	/* one perf directory, e.g. x86 "skylake" */

/* Where the data comes from: "Linux 6.12.117" (never NULL). */
const char *pms_perf_source(void);
/* The tree of the JSON perf @perf_version reads ("Linux 7.3.4"; 0: the newest
 * release's, as pms_perf_version_for(0, 0)). */
const char *pms_perf_source_for(uint32_t perf_version);
/* Where the CounterHTOff fields come from ("Linux 6.1.192"), or "". */
const char *pms_perf_htoff_source(void);

/* Every table (x86 and arm64 core PMUs, in arch/dir order). */
size_t pms_perf_table_count(void);
const struct pms_perf_table *pms_perf_table_at(size_t i);	/* NULL past the end */
/* Table of perf directory @dir ("skylake", "arm/cortex-a76") of @arch, or NULL. */
const struct pms_perf_table *pms_perf_table_find(const char *arch, const char *dir);
const char *pms_perf_table_arch(const struct pms_perf_table *t);	/* "x86", "arm64" */
const char *pms_perf_table_dir(const struct pms_perf_table *t);
const char *pms_perf_table_version(const struct pms_perf_table *t);	/* mapfile's, or "" */
size_t pms_perf_table_n_events(const struct pms_perf_table *t);
size_t pms_perf_table_n_metrics(const struct pms_perf_table *t);
/* counter.json's core counters (0 when the directory has none). */
void pms_perf_table_counters(const struct pms_perf_table *t, int *n_gp, int *n_fixed);

/* A mapfile row: CPUID pattern (x86: POSIX ERE; arm64: MIDR) to a table. */
struct pms_perf_maprow {
	const char *arch, *cpuid, *version, *dir, *type;
	const struct pms_perf_table *table;
};
size_t pms_perf_map_count(void);
/* Return: PMS_OK, or PMS_ERANGE past the last row. */
int pms_perf_map_row(size_t i, struct pms_perf_maprow *out);

/*
 * pms_perf_cpuid_x86() - perf's x86 CPU identifier, "GenuineIntel-6-55-5":
 * vendor, decimal family, then model and stepping in upper-case hex (perf
 * 6.12 get_cpuid_str()).  Always NUL-terminates @buf.
 * Return: PMS_OK, or PMS_EINVAL when @buf is too small.
 */
int pms_perf_cpuid_x86(enum pms_vendor v, unsigned family, unsigned model,
		       unsigned stepping, char *buf, size_t n);

/*
 * pms_perf_table_for_cpuid() - the first mapfile row of @arch that @cpuid
 * matches, as perf 6.12 matches it (x86: the row's pattern is a POSIX ERE
 * whose leftmost-longest match must cover the identifier, without the
 * stepping when the pattern has none; arm64: same MIDR part, revision at
 * least the row's).
 * Return: the table, or NULL.
 */
const struct pms_perf_table *pms_perf_table_for_cpuid(const char *arch, const char *cpuid);

/*
 * pms_model_perf_table() - the table perf would use on @m's CPU: the
 * mapfile row matching the model's first CPUID identity (first model
 * number, lowest stepping it claims).  For a part newer than the data's
 * perf (no mapfile row; Arrow Lake, Panther Lake, Clearwater Forest) the
 * table of the part its kernel commit names as the nearest stands in
 * (pms_model_perf_near()).  NULL when neither gives one.
 */
const struct pms_perf_table *pms_model_perf_table(const struct pms_model *m);
/*
 * pms_model_perf_table_for() - the same in the JSON of the perf release
 * @perf_version (PMS_KVER()) reads: the tables of perf 6.1, 6.12, 7.2 and
 * 7.3 are generated; the newest not newer than @perf_version is used, except
 * that 6.4 to 6.11 read 6.12's (as their metric tables do); 0 (none given)
 * is the newest, as pms_perf_version_for(0, 0).  pms_perf_source_for()
 * names that release.  pms_model_perf_table() is perf 6.12's table, the
 * data of pms_perf_source().
 */
const struct pms_perf_table *pms_model_perf_table_for(const struct pms_model *m,
						      uint32_t perf_version);
/*
 * pms_model_perf_near() - why a stand-in table is used for @m ("lunarlake:
 * ..."), or "" when the mapfile's own row (or no table) is.
 */
const char *pms_model_perf_near(const struct pms_model *m);
/* The identifier pms_model_perf_table() matched, into @buf ("" if none). */
void pms_model_perf_cpuid(const struct pms_model *m, char *buf, size_t n);

enum pms_perf_msr {
	PMS_PERF_MSR_NONE, PMS_PERF_MSR_OFFCORE_RSP, PMS_PERF_MSR_LDLAT,
	PMS_PERF_MSR_FRONTEND,
};

/* Why perf 6.12 cannot encode a name of its own table. */
enum pms_perf_refusal {
	PMS_PERF_ENCODES = 0,
	PMS_PERF_NO_MSRVALUE,		/* MSRIndex without MSRValue: "ldlat=None" */
	PMS_PERF_VALUE_TOO_BIG,		/* a value wider than its format field */
	PMS_PERF_UNKNOWN_TERM,		/* a term the core PMU has no format for */
};

enum pms_perf_event_flags {
	PMS_PERF_DEPRECATED  = 1u << 0,
	PMS_PERF_DATA_LA     = 1u << 1,	/* data address when precise */
	PMS_PERF_TAKEN_ALONE = 1u << 2,
	PMS_PERF_FIXED_NAME  = 1u << 3,	/* encoding fixed by jevents.py's name list */
	PMS_PERF_ARCH_STD    = 1u << 4,	/* resolved through ArchStdEvent (arm64) */
};

struct pms_perf_event {
	const char *name;	/* lower case, as perf stores it */
	const char *pmu;	/* "cpu", or "cpu_core" / "cpu_atom" on hybrids */
	uint64_t config, config1;	/* what perf 6.12 puts in perf_event_attr */
	uint64_t counters;	/* the Counter field; 0: not given (AMD, arm64) */
	uint64_t counters_htoff;	/* CounterHTOff from older data; 0: not given */
	unsigned flags;		/* enum pms_perf_event_flags */
	int pebs;		/* JSON PEBS: 0, 1 (may be precise), 2 (precise only) */
	enum pms_perf_msr msr;	/* which term config1 came from */
	enum pms_perf_refusal refused;
	unsigned alt_code;	/* second code of a multi-code EventCode, 0: none */
	const char *errata;	/* the Errata field, "" when none */
	size_t index;		/* position in the table (sorted by name) */
};

/* Event @i of @t in name order. Return: PMS_OK, PMS_ERANGE, PMS_EINVAL. */
int pms_perf_event_at(const struct pms_perf_table *t, size_t i, struct pms_perf_event *out);
/*
 * pms_perf_event_find() - look @name up case-insensitively, as perf does.
 * @pmu: "cpu_core"/"cpu_atom" to pick a hybrid unit; NULL for the first.
 * Return: PMS_OK, PMS_ENOEVENT, PMS_EINVAL.  O(log n), no allocation.
 */
int pms_perf_event_find(const struct pms_perf_table *t, const char *name, const char *pmu,
			struct pms_perf_event *out);
/*
 * pms_perf_event_terms() - the event's encoding as perf terms of its core
 * PMU ("event=0xd1,umask=0x1", ",offcore_rsp=0x..."), decoded from config
 * and config1.  Always NUL-terminates @buf.
 */
void pms_perf_event_terms(const struct pms_perf_table *t, const struct pms_perf_event *e,
			  char *buf, size_t n);

enum pms_perf_metric_constraint {
	PMS_PERF_MC_NONE, PMS_PERF_MC_NO_GROUP_EVENTS, PMS_PERF_MC_NO_GROUP_EVENTS_NMI,
	PMS_PERF_MC_NO_GROUP_EVENTS_SMT, PMS_PERF_MC_NO_NMI_WATCHDOG,
};

struct pms_perf_metric {
	const char *name;		/* as written in the JSON */
	const char *expr;		/* MetricExpr as written (perf rewrites it further) */
	const char *groups;		/* MetricGroup, ';'-separated, or "" */
	const char *threshold;		/* MetricThreshold, or "" */
	const char *scale_unit;		/* ScaleUnit, or "" */
	const char *pmu;		/* the Unit field, or "" */
	enum pms_perf_metric_constraint constraint;
	size_t index;
};
int pms_perf_metric_at(const struct pms_perf_table *t, size_t i, struct pms_perf_metric *out);
/* Case-insensitive; the first unit's metric. Return: PMS_OK, PMS_ENOEVENT, PMS_EINVAL. */
int pms_perf_metric_find(const struct pms_perf_table *t, const char *name,
			 struct pms_perf_metric *out);

/*
 * Both event-name dialects on one model: perf's own table and libpfm4's
 * (PAPI/likwid names).
 */
struct pms_dialect_enc {
	bool known;		/* the dialect knows the name */
	bool encodes;		/* ... and can encode it (perf may refuse its own name) */
	uint64_t config, config1;
	char detail[96];	/* "skylake v59" or "skl::INST_RETIRED:ANY" */
};
/*
 * pms_event_dialects() - encode @name in both dialects for @m.  Either
 * output may be NULL.  libpfm4 encoding allocates; the perf side does not.
 * Return: PMS_OK or PMS_EINVAL.
 */
int pms_event_dialects(const struct pms_model *m, const char *name,
		       struct pms_dialect_enc *perf, struct pms_dialect_enc *pfm);

/*
 * pms_perf_models_with_event() - the registered models whose perf table
 * knows @name (case-insensitive), into @out (at most @cap).
 * Return: how many models know it (may exceed @cap).
 */
size_t pms_perf_models_with_event(const char *name, const struct pms_model **out, size_t cap);

/*
 * Constraint lint: the kernel's counter mask for an event against the
 * vendor's Counter field for the same encoding (every row of the model's
 * table with that config and config1; e.g. INST_RETIRED.ANY on FIXED0 and
 * INST_RETIRED.ANY_P on the GP counters share event=0xc0).
 *
 * (a) the kernel allows a counter the vendor forbids: the count reads wrong
 *     (the article's pre-4.7-rc7 0xd0-0xd2 with HT off);
 * (b) the kernel forbids a counter the vendor allows: needless multiplexing.
 *
 * With HT off on a model whose GP count HT halves, the vendor's word is the
 * CounterHTOff field where the data has it; where it does not, counters
 * above the HT-on count are not judged.  TopDown metric pseudo-counters are
 * not judged.
 */
enum pms_lint_status {
	PMS_LINT_NO_DATA = 0,	/* no table, or no row with a Counter field */
	PMS_LINT_OK,		/* the masks agree on every judged counter */
	PMS_LINT_FOUND,		/* kind (a) and/or (b) below */
};
struct pms_lint {
	enum pms_lint_status status;
	uint64_t kernel;	/* the kernel's mask under the env */
	uint64_t vendor;	/* the vendor's counters for this encoding and env */
	uint64_t judged;	/* counters the comparison covers */
	uint64_t a;		/* kind (a): kernel allows, vendor forbids */
	uint64_t b;		/* kind (b): vendor allows, kernel forbids */
	unsigned n_rows;	/* vendor rows with this encoding */
	const char *row;	/* one of them (its name), or NULL */
	bool htoff_data;	/* the vendor mask came from CounterHTOff */
};
/*
 * pms_lint_event() - lint encoding @hw on @m under @env.
 * Return: PMS_OK (see out->status) or PMS_EINVAL.
 */
int pms_lint_event(const struct pms_model *m, const struct pms_env *env,
		   const struct pms_hwev *hw, struct pms_lint *out);

/* A kernel version range [since, until); 0 leaves that end open. */
struct pms_kver_range {
	uint32_t since, until;
};
enum pms_lint_kind { PMS_LINT_A = 1, PMS_LINT_B = 2 };
/*
 * pms_lint_versions() - the kernel versions, under @env's HT and TFA
 * settings (@env->kver is ignored), in which finding @kind (PMS_LINT_A or
 * PMS_LINT_B) holds for @hw on a counter of @counters, as ranges in
 * ascending order.  @out/@cap: caller array.  *@n: ranges found (may
 * exceed @cap).  Return: PMS_OK or PMS_EINVAL.
 */
int pms_lint_versions(const struct pms_model *m, const struct pms_env *env,
		      const struct pms_hwev *hw, enum pms_lint_kind kind, uint64_t counters,
		      struct pms_kver_range *out, size_t cap, size_t *n);
/* "before 4.7-rc7", "from 5.1-rc1", "4.1-rc1 to before 4.7-rc7", joined by ", ". */
void pms_kver_ranges_format(const struct pms_kver_range *r, size_t n, char *buf, size_t bufsz);

#ifdef __cplusplus
}
#endif
#endif
