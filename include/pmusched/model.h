/*
 * CPU/PMU models, kernel versions and the machine conditions a prediction
 * assumes.
 *
 * Counter masks use the kernel's numbering everywhere: general-purpose
 * counter i is bit i (0..31), fixed counter j is bit PMS_FIXED0 + j, TopDown
 * metric pseudo-counter k is bit PMS_METRIC0 + k.
 *
 * Models are static data: a const struct pms_model * is borrowed and valid
 * for the life of the process.
 */
#ifndef PMUSCHED_MODEL_H
#define PMUSCHED_MODEL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "error.h"

#ifdef __cplusplus
extern "C" {
#endif

#define PMS_FIXED0  32
#define PMS_METRIC0 48
#define PMS_MAX_GP  32
#define PMS_GP_MASK   UINT64_C(0x00000000ffffffff)
#define PMS_FIXED_MASK UINT64_C(0x0000ffff00000000)
#define PMS_METRIC_MASK UINT64_C(0xffff000000000000)

/*
 * Kernel versions as one comparable number: X.Y-rcN < X.Y < X.(Y+1)-rc1.
 * A stable suffix (X.Y.Z) is accepted and ignored, except on 2.6.N where N
 * is the release (PMS_KVER26).
 *
 * Two names, kept apart: PMS_KVER(6, 12) is the release 6.12;
 * PMS_KVER_RC(6, 12, 3) is 6.12-rc3 (@rc 1 and up).  A change that came
 * with a release counts from its first candidate: "from 5.18" is
 * >= PMS_KVER_RC(5, 18, 1).  PMS_KVER(maj, min, rc) with three arguments
 * is the older spelling of PMS_KVER_RC (0 for the release) and still
 * compiles; PMS_KVER(5, 13, 7) means 5.13-rc7, not 5.13.7, which is why
 * new code uses the two forms above.
 */
#define PMS_KVER_RC(maj, min, rc) \
	((uint32_t)(maj) * 1000000u + (uint32_t)(min) * 1000u + ((rc) ? (uint32_t)(rc) : 999u))
#define PMSI_KVER_REL(maj, min) PMS_KVER_RC(maj, min, 0)
#define PMSI_KVER_PICK(a, b, c, name, ...) name
#define PMS_KVER(...) PMSI_KVER_PICK(__VA_ARGS__, PMS_KVER_RC, PMSI_KVER_REL, _)(__VA_ARGS__)
/* 2.6.N kernels: the third number is the release. */
#define PMS_KVER26(n, rc) PMS_KVER_RC(2, 600 + (n), rc)
#define PMS_KVER_NEWEST PMS_KVER(7, 3)	/* newest release modelled */

/*
 * pms_kver_parse() - parse "X.Y", "X.Y.Z", "X.Y-rcN" (also "vX.Y").
 * Return: PMS_OK, or PMS_ESYNTAX with @d->pos at the bad character.
 */
int pms_kver_parse(const char *s, uint32_t *out, struct pms_diag *d);
/* Format @v as "X.Y" or "X.Y-rcN" into @buf (always NUL-terminated). */
void pms_kver_format(uint32_t v, char *buf, size_t n);
/*
 * pms_perf_version_for() - the perf release a run models: @perf_version,
 * else the kernel's @kver (perf is built from the kernel's tree, one
 * release with it), else PMS_KVER_NEWEST.  pms_simulate() takes this rule
 * (pms_sim_perf_version()).
 */
uint32_t pms_perf_version_for(uint32_t perf_version, uint32_t kver);
/*
 * pms_kver_check() - is @v a kernel that was (or may yet be) released?
 * Return: PMS_OK for a version up to PMS_KVER_NEWEST; 1 for a later one
 * (its behaviour is assumed to be PMS_KVER_NEWEST's; @d->msg says so, for
 * a one-line note); PMS_ERANGE for a version that never existed (after a
 * closed series' last release: 2.6.39, 3.19, 4.20, 5.19, 6.19, or a major
 * number beyond PMS_KVER_NEWEST's) or one older than perf events (2.6.31).
 */
int pms_kver_check(uint32_t v, struct pms_diag *d);

/*
 * Who designed the part: x86 CPUID vendors, or PMS_VENDOR_ARM64 for any
 * arm64 core (Arm, Ampere, Apple), identified by MIDR_EL1 rather than CPUID.
 */
enum pms_vendor { PMS_VENDOR_INTEL, PMS_VENDOR_AMD, PMS_VENDOR_ARM64 };

/*
 * Machine conditions that change masks and scheduling.
 *
 * Frozen at 128 bytes (PMS_ENV_SIZE).  A struct pms_env is taken by
 * pointer, but it also sits by value inside struct pms_sim_opts and struct
 * pms_mlist_opts: were it to grow, every later field of those would move,
 * and their sz could no longer tell an older caller's layout from this
 * one.  So it does not grow.  A new condition takes bytes of @reserved
 * (which keeps its offset and the total size), and reads as 0 from a
 * caller built before it: choose its meaning so that 0 is the old
 * behaviour.  A pointer (const struct pms_env *) in the outer structs was
 * the other way; it was not taken because every caller fills the
 * embedded copy in place (o.env.kver = ...) and the outer structs are
 * copied whole (pms_query_set_opts() keeps a copy), which a pointer would
 * turn into a lifetime question.
 */
struct pms_env {
	/*
	 * sizeof(struct pms_env) as the caller was built (PMS_ENV_DEFAULT sets
	 * it): the size rule of pmusched.h, as for every extensible struct.
	 * Every call that takes a struct pms_env, by pointer or inside another
	 * struct, checks it: a size below sizeof(size_t), 0 included, is
	 * refused (PMS_EINVAL naming struct pms_env), as is a set byte of
	 * @reserved or past the library's size.  The calls that fill one
	 * (pms_env_choose(), pms_host_env()) write as far as @sz goes and
	 * leave @sz as it was; pms_sim_env() has the library's size.
	 */
	size_t sz;
	uint32_t kver;		/* PMS_KVER(); 0 means PMS_KVER_NEWEST */
	bool ht;		/* SMT enumerated at boot (CPUID halves GP counters) */
	bool nmi_watchdog;	/* perf-based hard-lockup detector on */
	bool allow_tfa;		/* /sys/devices/cpu/allow_tsx_force_abort (default 1) */
	bool no_tsx;		/* the CPU enumerates neither RTM nor HLE (TSX off or
				 * absent): the kernel drops the in_tx bits */
	bool no_pmu;		/* the kernel has no core PMU (a VM without a vPMU):
				 * every hardware event fails with ENOENT */
	bool counters_cut;	/* a hypervisor passes fewer counters than the part
				 * has: at most n_gp_cut general, n_fixed_cut fixed */
	uint8_t n_gp_cut, n_fixed_cut;
	/*
	 * arm64 PMUv3: the common events the PMU implements (PMCEID0_EL0,
	 * bit k = event k, 0..31; PMCEID1_EL0 as 32..63), when
	 * @arm_pmceid_known.  The driver maps a generic or cache event only
	 * to an event the PMU has (__armv8_pmuv3_map_event(), arm_pmuv3.c
	 * 6.12; perf_event.c 6.1): the others are refused with ENOENT and
	 * perf prints <not supported>.  Raw events are not checked.  Unknown:
	 * every event of the model's maps is taken to be there.
	 */
	uint64_t arm_pmceid;
	bool arm_pmceid_known;
	/*
	 * arm64 PMUv3: the PMU as the machine has it, where it differs from the
	 * model's core (a QEMU guest, a part with another PMCR_EL0.N):
	 * @arm_counters general counters (PMCR_EL0.N, 1..31; 0: the model's),
	 * @arm_pmuv3p5 1 without PMUv3p5 (64-bit events chain), 2 with it
	 * (0: the model's).  pms_model_arm_pmu() applies them.
	 */
	uint8_t arm_counters;
	uint8_t arm_pmuv3p5;
	/*
	 * The machine's topology for perf stat --per-socket / --per-die (sysfs
	 * topology/physical_package_id, die_id): sockets, dies in each, logical
	 * CPUs in each die; 0: not known (then those lines are refused).
	 */
	uint16_t sockets, dies_per_socket, cpus_per_die;
	/* Zero: the room later conditions take (see above).  Must be 0. */
	uint8_t reserved[86];
};
#define PMS_ENV_SIZE 128	/* sizeof(struct pms_env), frozen */
#define PMS_ENV_DEFAULT { .sz = sizeof(struct pms_env), .kver = 0, .ht = true, .nmi_watchdog = true, .allow_tfa = true }

struct pms_model;

/* Number of registered models, and the i-th one (NULL when out of range). */
size_t pms_model_count(void);
const struct pms_model *pms_model_at(size_t i);

/*
 * pms_model_find() - look a model up by short name ("hsw"), long name
 * ("haswell") or alias ("kabylake"), case-insensitively.
 * Return: the model (borrowed) or NULL.
 */
const struct pms_model *pms_model_find(const char *name);

/*
 * pms_model_host() - detect the running CPU: CPUID on x86, MIDR_EL1 on
 * arm64 (see pms_model_host_midr()).
 * @out: receives the model on PMS_OK.
 * Return: PMS_OK; PMS_ENOMODEL with a message naming the CPU when it is
 * not modelled; PMS_ENOTSUP on other architectures.
 */
int pms_model_host(const struct pms_model **out, struct pms_diag *d);

/* Names: NULL @m gives "" (pms_model_pfm_pmu(): NULL), never a crash. */
const char *pms_model_name(const struct pms_model *m);	/* short: "hsw" */
const char *pms_model_long_name(const struct pms_model *m);	/* "haswell" */
const char *pms_model_desc(const struct pms_model *m);	/* one line */
const char *pms_model_aliases(const struct pms_model *m);	/* "a,b" or "" */
/* libpfm4 PMU name, or NULL when libpfm4 4.13 has no table for the model
 * (Zen 5, AmpereOne, Apple); pms_model_pfm_note() then says why. */
const char *pms_model_pfm_pmu(const struct pms_model *m);
const char *pms_model_pfm_note(const struct pms_model *m);	/* "" when none */
enum pms_vendor pms_model_vendor(const struct pms_model *m);

/*
 * The first kernel whose PMU driver knows @m (PMS_KVER; 0: every kernel
 * modelled).  Older kernels run it with intel_pmu_init()'s architectural
 * default: the generic fixed-counter rows, the architectural event map, no
 * model quirks, no hw-cache events.
 */
uint32_t pms_model_since(const struct pms_model *m);

/*
 * Platforms and core PMUs.  A model is a platform of one or more core
 * PMUs: "cpu" on most parts, "cpu_core" and "cpu_atom" on Intel hybrids.
 * pms_model_pmu() hands out each PMU as a model handle that every
 * pms_model_* function accepts (its own counters, tables and rules); PMU 0
 * is the platform itself, so single-PMU callers need not change.
 */
/* CPUID leaf 0x1A EAX[31:24], the core type a PMU's CPUs report. */
enum pms_core_type {
	PMS_CORE_ANY = 0,	/* not hybrid: every CPU */
	PMS_CORE_ATOM = 0x20,	/* Intel Atom (E-core) */
	PMS_CORE_CORE = 0x40,	/* Intel Core (P-core) */
	/* arm64 big.LITTLE parts (Apple): the MIDR part number, not CPUID,
	 * tells the types apart; the same two values stand for them */
	PMS_CORE_E = PMS_CORE_ATOM,	/* efficiency cores (Icestorm, Blizzard) */
	PMS_CORE_P = PMS_CORE_CORE,	/* performance cores (Firestorm, Avalanche) */
};
/* The routine that gives a PMU's events their counters. */
enum pms_alloc {
	PMS_ALLOC_X86 = 0,	/* x86_schedule_events() (assign.h) */
	PMS_ALLOC_ARM_PMUV3,	/* armv8pmu_get_event_idx() (arm_pmu.h): GP0.., CYCLES (bit 31),
				 * INSTR (bit 32) */
	PMS_ALLOC_APPLE,	/* m1_pmu_get_event_idx() (arm_pmu.h): GP0-GP9 */
};
/* Number of core PMUs of @m's platform (1 for a single-PMU model). */
size_t pms_model_n_pmus(const struct pms_model *m);
/* Core PMU @i of @m's platform (0: the platform), or NULL. Borrowed. */
const struct pms_model *pms_model_pmu(const struct pms_model *m, size_t i);
/* The platform's PMU named @name ("cpu_atom"), or NULL. */
const struct pms_model *pms_model_pmu_find(const struct pms_model *m, const char *name);
/* The platform's PMU whose CPUs report @type (PMU 0 for PMS_CORE_ANY), or NULL. */
const struct pms_model *pms_model_pmu_for_core(const struct pms_model *m,
					       enum pms_core_type type);
/* Index of PMU @pmu in its platform, -1 if it is not one. */
int pms_model_pmu_index(const struct pms_model *pmu);
const struct pms_model *pms_model_platform(const struct pms_model *m);	/* itself if a platform */
const char *pms_model_pmu_name(const struct pms_model *m);	/* "cpu", "cpu_core", ... */
enum pms_core_type pms_model_core_type(const struct pms_model *m);
/*
 * CPUID leaf 0x1A EAX[23:0] (native model ID) of @m's cores where two PMUs
 * of its platform share a core type (Arrow Lake H: cpu_atom Skymont 0x3,
 * cpu_lowpower Crestmont 0x2); 0 where the core type alone picks the PMU.
 */
unsigned pms_model_native_id(const struct pms_model *m);
enum pms_alloc pms_model_alloc(const struct pms_model *m);
const char *pms_alloc_name(enum pms_alloc a);	/* "x86", "arm_pmuv3", "apple" */
/* True for a platform of more than one core PMU. */
bool pms_model_is_hybrid(const struct pms_model *m);
/* First kernel that drives @m's platform with its hybrid PMUs (0: not hybrid). */
uint32_t pms_model_hybrid_since(const struct pms_model *m);
/*
 * Every counter the PMU enumerates under @env, kernel numbering: GP bits
 * (cntr_mask64, halved by HT where the model says so), fixed bits at
 * PMS_FIXED0 (fixed_cntr_mask64; may have holes, e.g. Skymont's 0-2,4-6)
 * and TopDown metric pseudo-counters at PMS_METRIC0.  On the arm64
 * allocators the numbering is the arm_pmu driver's (arm_pmu.h): GP k is
 * bit k, the cycle counter bit 31, the instruction counter bit 32.
 */
uint64_t pms_model_counter_mask(const struct pms_model *m, const struct pms_env *env);
/* Where the counter masks come from (static text, "" when not recorded). */
const char *pms_model_counter_source(const struct pms_model *m);
/* Name of counter @bit on this PMU, by its allocator ("GP2", "FIXED5", "CYCLES"). */
void pms_model_counter_name(const struct pms_model *m, int bit, char *buf, size_t n);
/*
 * pms_model_mask_format() - @mask as this PMU's counter names: x86 as
 * pms_mask_format() ("GP0-3,FIXED1"), arm64 "GP0-5,CYCLES".  Always
 * NUL-terminates @buf.
 */
void pms_model_mask_format(const struct pms_model *m, uint64_t mask, char *buf, size_t n);

/*
 * pms_model_identify() - the platform and PMU a CPU runs with, from its
 * CPUID identity: vendor, display family and model, stepping, and the
 * core type of leaf 0x1A (0 when the leaf is absent).  @core_type is
 * EAX[31:24] alone (0x20, 0x40), or the whole EAX when above 0xff: then
 * its native model ID (EAX[23:0]) also picks between two PMUs of one core
 * type, as find_hybrid_pmu_for_cpu() does from 6.13-rc1 (9f4a39757c81).
 * @platform, @pmu: receive the model and the core PMU of that core type
 *                  (@pmu may be NULL).
 * Return: PMS_OK; PMS_ENOMODEL with @d naming the identity.
 */
int pms_model_identify(enum pms_vendor vendor, unsigned family, unsigned model,
		       unsigned stepping, unsigned core_type, const struct pms_model **platform,
		       const struct pms_model **pmu, struct pms_diag *d);
/*
 * pms_model_identify_midr() - the platform and PMU of an arm64 CPU from
 * its MIDR_EL1 (implementer and part number; variant and revision are
 * ignored).  On a part with several core types the part number picks the
 * PMU (Apple Icestorm: E, Firestorm: P).
 * Return: PMS_OK; PMS_ENOMODEL with @d naming implementer and part.
 */
int pms_model_identify_midr(uint32_t midr, const struct pms_model **platform,
			    const struct pms_model **pmu, struct pms_diag *d);
/*
 * pms_midr_parse() - a MIDR_EL1 from the text of
 * /sys/devices/system/cpu/cpuN/regs/identification/midr_el1 ("0x...\n"),
 * or from /proc/cpuinfo's "CPU implementer", "CPU variant", "CPU part" and
 * "CPU revision" lines (the first processor's, or processor @cpu's when
 * @cpu >= 0).
 * Return: PMS_OK, or PMS_ESYNTAX with @d naming what is missing.
 */
int pms_midr_parse(const char *text, int cpu, uint32_t *midr, struct pms_diag *d);
/*
 * pms_model_host_midr() - arm64 host detection under a root directory
 * (normally "/"): the MIDR of CPU @cpu (-1: the one this thread runs on,
 * else cpu0) from sysfs, else /proc/cpuinfo, mapped by
 * pms_model_identify_midr().  Works on any host, so it can be tested
 * with a fixture tree.
 * Return: as pms_model_identify_midr(); PMS_ESYS when neither file reads.
 */
int pms_model_host_midr(const char *root, int cpu, const struct pms_model **platform,
			const struct pms_model **pmu, struct pms_diag *d);
/*
 * pms_model_host_pmu() - pms_model_host(), and the core PMU of the CPU
 * the caller runs on (CPUID leaf 0x1A of this CPU on x86, its MIDR_EL1
 * on arm64; the answer can change when the thread migrates).  @pmu may
 * be NULL.
 */
int pms_model_host_pmu(const struct pms_model **platform, const struct pms_model **pmu,
		       struct pms_diag *d);

/* GP counters per logical CPU under @env (HT halves some models). */
int pms_model_n_gp(const struct pms_model *m, const struct pms_env *env);
int pms_model_n_fixed(const struct pms_model *m);	/* enumerated fixed counters */
int pms_model_n_metrics(const struct pms_model *m);	/* TopDown pseudo-counters */
/*
 * pms_model_counters_at() - the counters the kernel of @env drives on @m.
 * Before the kernel knew the model (pms_model_since()), intel_pmu_init()'s
 * default case uses the architectural constraint table: the three
 * architectural fixed counters at most and no TopDown metrics; the
 * function then returns false (the model's own tables do not apply), else
 * true.  @m and @env must not be NULL; any out pointer may be.
 */
bool pms_model_counters_at(const struct pms_model *m, const struct pms_env *env, int *n_gp,
			   int *n_fixed, int *n_metrics);
/* The event fixed counter @k counts ("INST_RETIRED.ANY"), or NULL when the
 * PMU lacks counter k. */
const char *pms_model_fixed_event(const struct pms_model *m, int k);
/* Retire/issue width used by the classic TopDown formulas (0: none). */
int pms_model_pipeline_width(const struct pms_model *m);

/* Model-level dynamic rules, as bits of pms_model_rules(). */
enum pms_rule_flags {
	PMS_RULE_HT_ERRATUM = 1u << 0,	/* SNB/IVB/HSW corrupting-event exclusion */
	PMS_RULE_TFA        = 1u << 1,	/* Skylake-family TSX force abort on PMC3 */
	PMS_RULE_PAIR       = 1u << 2,	/* AMD large-increment events take a pair */
	PMS_RULE_TOPDOWN    = 1u << 3,	/* SLOTS + metric pseudo-counters */
	PMS_RULE_PEBS       = 1u << 4,	/* precise events sample through PEBS */
	PMS_RULE_PEBS_ALL   = 1u << 5,	/* adaptive PEBS: a precise event matching no
					 * PEBS row takes the counting table */
	PMS_RULE_PREC_DIST  = 1u << 6,	/* pebs_prec_dist: :ppp is accepted */
	PMS_RULE_TSX_FILTERS = 1u << 7,	/* hsw_hw_config: in_tx/in_tx_cp kept (with TSX);
					 * in_tx_cp events on GP2 only */
	PMS_RULE_XREG_PER_CORE = 1u << 8, /* extra MSRs shared by both HT threads */
	PMS_RULE_IBS        = 1u << 9,	/* AMD: precise events go to the ibs_op PMU */
};
/* Rules in force for @env (version and HT taken into account). */
unsigned pms_model_rules(const struct pms_model *m, const struct pms_env *env);

/*
 * pms_model_validate() - check a model's tables for internal consistency
 * (masks inside the counters that exist, no conflicting duplicate rows,
 * version ranges well-formed, every row cited).
 * Return: PMS_OK or PMS_EINVAL with @d->msg naming the row.
 */
int pms_model_validate(const struct pms_model *m, struct pms_diag *d);

/* Constraint flags. */
enum pms_cstr_flags {
	PMS_CF_OVERLAP = 1u << 0,	/* scheduler may backtrack (AMD fam15h) */
	PMS_CF_PAIR    = 1u << 1,	/* occupies counter i and i+1 */
	PMS_CF_EXCL    = 1u << 2,	/* HT-erratum corrupting event */
	PMS_CF_FIXED   = 1u << 3,	/* matched a fixed-counter entry */
	PMS_CF_METRIC  = 1u << 4,	/* TopDown metric pseudo-event */
	PMS_CF_REFUSED = 1u << 5,	/* empty mask: EINVAL at open */
	PMS_CF_PEBS    = 1u << 6,	/* the mask came from the model's PEBS table */
	PMS_CF_CHAIN   = 1u << 7,	/* arm64 chained 64-bit event: an odd counter and the
					 * even one below it (armv8pmu_get_chain_idx) */
};

/* A decoded hardware event as the kernel sees it. */
struct pms_hwev {
	uint64_t config;	/* raw x86 config (event, umask, edge, inv, cmask, ...) */
	uint64_t config1;	/* extra register value (offcore), or 0 */
	int precise;		/* precise_ip 0..3 */
	uint64_t sample_period;	/* attr.sample_period, or the frequency with @freq;
				 * 0: a counting event (perf stat) */
	bool freq;		/* attr.freq: @sample_period holds a frequency */
};

struct pms_constraint {
	uint64_t mask;		/* counters allowed, kernel numbering */
	unsigned flags;		/* enum pms_cstr_flags */
	int weight;		/* as the scheduler counts it */
	const char *source;	/* why: table row and its citation (static text) */
};

/*
 * pms_model_constraint() - the mask the kernel gives @ev when nothing else
 * is running: the static table for @env->kver, fixed-counter widening,
 * the enumerated GP count for @env->ht, and TFA.  A precise Intel event
 * takes the PEBS path as get_event_constraints() does once the event is
 * open: the PEBS alias, the model's PEBS table (flags compared), the
 * counting table on adaptive PEBS, the :ppp wrappers; whether such an
 * event opens at all (perf stat counts, and precise events need sampling)
 * is pms_model_open()'s business.  HT-erratum cross-thread masking, the
 * half-counter limit and extra-register sharing are scheduling-time rules
 * (see sim.h) and are only flagged (PMS_CF_EXCL) here.
 * Return: PMS_OK (a refused event has mask 0 and PMS_CF_REFUSED).
 */
int pms_model_constraint(const struct pms_model *m, const struct pms_env *env,
			 const struct pms_hwev *ev, struct pms_constraint *out);

/*
 * x86_pmu_max_precise(): the highest precise_ip the kernel accepts on @m at
 * @env (0 without PEBS; 2 with PEBS; 3 with pebs_prec_dist).  AMD: 2 (the
 * ibs_op PMU takes precise cycles), 0 where the model has no IBS rule.
 */
int pms_model_max_precise(const struct pms_model *m, const struct pms_env *env);

/* What perf_event_open does with one event before any scheduling. */
struct pms_open {
	int err;		/* 0, or the errno it fails with: EINVAL, EOPNOTSUPP, ENOENT */
	const char *reason;	/* static text naming the kernel check; NULL when it opens */
	bool ibs;		/* AMD: forwarded to the ibs_op PMU (no core counter) */
	int xreg;		/* enum pms_xreg the event needs, -1: none */
};

/*
 * pms_model_open() - the per-event checks of x86_pmu_event_init() and the
 * model's hw_config: precise level (x86_pmu_max_precise), precise without
 * sampling (x86_pmu_hw_config: perf stat's counting events are refused),
 * the sample period against limit_period, config1 against the extra
 * register's valid mask, in_tx filters with precise or any (hsw_hw_config),
 * checkpointed sampling, and AMD's forwarding to IBS.  Group rules (fake
 * cpuc validation, topdown leaders) and the empty constraint are the
 * caller's (see sim.h).  @out is always filled.
 * Return: PMS_OK, or PMS_EINVAL for a bad argument.
 */
int pms_model_open(const struct pms_model *m, const struct pms_env *env,
		   const struct pms_hwev *ev, struct pms_open *out);

/* Extra MSRs an event may need besides its counter (intel_*_extra_regs). */
enum pms_xreg {
	PMS_XREG_RSP0, PMS_XREG_RSP1, PMS_XREG_LDLAT, PMS_XREG_FRONTEND,
	PMS_XREG_SNOOP0, PMS_XREG_SNOOP1,	/* MSR_SNOOP_RSP_0/1 (Crestmont) */
	PMS_XREG_OMR0, PMS_XREG_OMR1,		/* MSR_OMR_0-3 (Panther Cove, Arctic */
	PMS_XREG_OMR2, PMS_XREG_OMR3,		/* Wolf; PMU_FL_HAS_OMR, 7.0) */
	PMS_XREG_N
};
/* "OFFCORE_RSP_0", "OFFCORE_RSP_1", "LD_LAT", "FRONTEND", "SNOOP_RSP_0",
 * "SNOOP_RSP_1", "OMR_0" to "OMR_3"; "?" otherwise. */
const char *pms_xreg_name(int xreg);

/* perf's generic hardware events (PERF_COUNT_HW_* numbering). */
enum pms_generic {
	PMS_HW_CPU_CYCLES, PMS_HW_INSTRUCTIONS, PMS_HW_CACHE_REFERENCES,
	PMS_HW_CACHE_MISSES, PMS_HW_BRANCH_INSTRUCTIONS, PMS_HW_BRANCH_MISSES,
	PMS_HW_BUS_CYCLES, PMS_HW_STALLED_CYCLES_FRONTEND,
	PMS_HW_STALLED_CYCLES_BACKEND, PMS_HW_REF_CPU_CYCLES,
	PMS_HW_MAX
};

/*
 * pms_model_generic() - raw config the kernel uses for a generic event on
 * this model and kernel version.
 * Return: PMS_OK, or PMS_ENOEVENT when the kernel maps it to nothing
 * (perf prints <not supported>).
 */
int pms_model_generic(const struct pms_model *m, const struct pms_env *env,
		      enum pms_generic g, uint64_t *config);

/*
 * pms_model_cache() - raw config for a PERF_TYPE_HW_CACHE event
 * (@cache_config = id | op << 8 | result << 16).
 * Return: PMS_OK; PMS_ENOEVENT when the kernel's table has 0 (not
 * supported) or no entry is modelled.
 */
int pms_model_cache(const struct pms_model *m, const struct pms_env *env,
		    uint64_t cache_config, uint64_t *config);

/* Iterate the static constraint table rows in force for @env. */
struct pms_cstr_row {
	const char *match;	/* "event 0x48", "0x0ca3 exact", "events 0xd0-0xe6" */
	uint64_t mask;
	unsigned flags;
	const char *versions;	/* "4.7-rc7.." or "" */
	const char *source;
};
/* Return: PMS_OK with *row filled, or PMS_ERANGE past the last row. */
int pms_model_cstr_row(const struct pms_model *m, const struct pms_env *env,
		       size_t i, struct pms_cstr_row *row, char *buf, size_t bufsz);
/*
 * The PEBS table rows in force for @env, as pms_model_cstr_row() (precise
 * events; "flags" in the match text means the event's edge/inv/cmask/any/
 * in_tx bits must equal the row's).  PMS_ERANGE past the last row, and
 * at once on a model or kernel without a PEBS table.
 */
int pms_model_pebs_row(const struct pms_model *m, const struct pms_env *env,
		       size_t i, struct pms_cstr_row *row, char *buf, size_t bufsz);

/* Format @mask as counter names ("GP0-3,FIXED1"). Always NUL-terminates. */
void pms_mask_format(uint64_t mask, char *buf, size_t n);
/* Name of counter bit @bit ("GP2", "FIXED1", "METRIC0"). */
void pms_counter_name(int bit, char *buf, size_t n);

#ifdef __cplusplus
}
#endif
#endif
