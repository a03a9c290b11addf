/*
 * Model table format (internal to the library).  One file per family under
 * models/<arch>/, registered once in models/list.h.  See models/README.md.
 *
 * A constraint row matches a decoded event; the driver walks a model's
 * table in order and takes the first row that matches and is in force for
 * the kernel version.  No match: every enumerated GP counter.
 */
#ifndef PMS_MODEL_TABLE_H
#define PMS_MODEL_TABLE_H

#include <stdint.h>
#include "pmusched/model.h"

/* How a row compares with an event (see docs/reference/model-constraints.md 1). */
enum pms_match {
	PMS_M_END = 0,		/* table terminator */
	PMS_M_FIXED,		/* event, umask, edge, inv, cmask, in_tx, in_tx_cp all equal */
	PMS_M_EVENT,		/* event code only */
	PMS_M_EVENT_UMASK,	/* event code and umask exactly */
	PMS_M_UMASK_BITS,	/* event code, and every umask bit of the row set */
	PMS_M_RANGE,		/* event code in [ev, ev_hi], umask ignored */
	PMS_M_CLASS,		/* low 8 bits of the event code in [ev, ev_hi]: AMD
				 * fam15h unit classes ignore config bits 32-35 */
	PMS_M_PLAIN,		/* any event without edge, inv, cmask, any, pc, in_tx or
				 * in_tx_cp bits (INTEL_ALL_EVENT_CONSTRAINT(0, n)) */
};

/*
 * Row flag for the validator and listings only (outside the public
 * pms_cstr_flags bits): the row is kept for history but can never match,
 * e.g. pre-4.0-rc7 Haswell rows written with the event-only matcher and a
 * umask folded into the code.
 */
#define PMS_CF_NEVER (1u << 15)

/*
 * Row flag: the row also compares the event's flag bits (edge, pc, any,
 * inv, cmask, in_tx, in_tx_cp: the kernel's X86_ALL_EVENT_FLAGS), which
 * must equal @xbits.  The INTEL_FLAGS_*, PLD/PST/PSD and DATALA rows of
 * the PEBS tables (ds.c) match this way; plain INTEL_EVENT_CONSTRAINT and
 * INTEL_UEVENT_CONSTRAINT rows ignore the flags.
 */
#define PMS_CF_XFLAGS (1u << 14)

/* X86_ALL_EVENT_FLAGS of arch/x86/include/asm/perf_event.h (6.1, 6.12). */
#define PMS_X86_ALL_FLAGS (UINT64_C(1) << 18 | UINT64_C(1) << 19 | UINT64_C(1) << 21 | \
			   UINT64_C(1) << 23 | UINT64_C(0xff) << 24 | UINT64_C(3) << 32)

/*
 * Model behaviour switches that are not part of the public rule bits
 * (pms_model_rules() masks them out); version ranges as pms_rule.
 */
enum pmsi_rule_flags {
	PMSI_RULE_ALIAS_CORE2 = 1u << 20,	/* intel_pebs_aliases_core2: cycles:p -> 0x108000c0 */
	PMSI_RULE_ALIAS_SNB   = 1u << 21,	/* intel_pebs_aliases_snb: cycles:p -> 0x108001c2 */
	PMSI_RULE_ALIAS_IVB   = 1u << 22,	/* _ivb: snb below :ppp, 0x108001c0 at :ppp */
	PMSI_RULE_ALIAS_SKL   = 1u << 23,	/* _skl: core2 below :ppp, 0x108001c0 at :ppp */
	PMSI_RULE_PPP_FIXED0  = 1u << 24,	/* icl_get_event_constraints: instructions:ppp on FIXED0 */
	PMSI_RULE_PPP_GP0     = 1u << 25,	/* glc/spr_get_event_constraints: other :ppp on GP0 */
	PMSI_RULE_PAIR_LEAK   = 1u << 26,	/* cancel_txn left n_pair raised (5.6-rc1..5.10-rc1) */
	PMSI_RULE_LIMIT_NHM   = 1u << 27,	/* nhm_limit_period: period >= 32 */
	PMSI_RULE_LIMIT_HSW   = 1u << 28,	/* hsw_limit_period: >= 32, 128 for 0x01c0 */
	PMSI_RULE_LIMIT_BDW   = 1u << 29,	/* bdw_limit_period: 0x01c0 >= 128, 64-aligned */
	PMSI_RULE_LIMIT_GLC   = 1u << 30,	/* glc/spr_limit_period: :ppp >= 128 */
	PMSI_RULE_PPP_TNT     = 1u << 31,	/* tnt_get_event_constraints: :ppp instructions on
						 * FIXED0|GP0, other :ppp on GP0 */
	PMSI_RULE_PPP_CMT     = 1u << 19,	/* cmt_get_event_constraints: :ppp instructions on
						 * FIXED0|GP0-1, other :ppp on GP0/GP1 of its mask */
};
#define PMSI_RULE_INTERNAL 0xfff80000u

/* Extra umask predicates (AMD family 15h exceptions). */
enum pms_pred {
	PMS_P_NONE = 0,
	PMS_P_UMASK_BOTH_NIBBLES,	/* both umask nibbles non-zero */
	PMS_P_UMASK_MULTI_BIT,		/* more than one umask bit set */
	PMS_P_UMASK_AT_MOST_ONE_BIT,	/* zero or one umask bit set */
};

struct pms_cstr {
	uint8_t match;		/* enum pms_match */
	uint8_t pred;		/* enum pms_pred */
	uint16_t ev;		/* event code (12 bits on AMD) */
	uint16_t ev_hi;		/* last code for PMS_M_RANGE */
	uint8_t umask;
	uint64_t mask;		/* counters (kernel numbering); 0: refused */
	unsigned flags;		/* PMS_CF_EXCL, PMS_CF_OVERLAP, PMS_CF_PAIR, PMS_CF_METRIC */
	uint32_t since;		/* first kernel with this row (PMS_KVER), 0: always */
	uint32_t until;		/* first kernel without it, 0: still there */
	const char *src;	/* citation: kernel table and versions read */
	uint64_t xbits;		/* with PMS_CF_XFLAGS: the flag bits the event must have */
};

/* Generic hardware event map row; later rows override earlier ones. */
struct pms_genmap {
	uint8_t id;		/* enum pms_generic */
	uint64_t config;	/* 0: not supported (ENOENT) */
	uint32_t since, until;
	const char *src;
};

/*
 * PERF_TYPE_HW_CACHE map row (id | op << 8 | result << 16 -> raw config and
 * the extra register value, hw_cache_extra_regs).  The first row in force
 * for the kernel wins; a (cache, op, result) with no row in force is 0 in
 * the kernel's table (ENOENT) or -1 (EINVAL): perf prints <not supported>.
 */
struct pms_cachemap {
	uint32_t cache;
	uint64_t config;	/* 0: not supported (the kernel's 0, ENOENT);
				 * PMS_CACHE_INVAL: its -1 (EINVAL) */
	const char *src;
	uint64_t config1;	/* attr.config1 the kernel sets (offcore response value) */
	uint32_t since, until;	/* PMS_KVER range, 0: open */
};

/* An event that needs an extra MSR (offcore response, load latency, ...). */
struct pms_extra_reg {
	uint16_t code;		/* event | umask << 8 (INTEL_UEVENT_EXTRA_REG) */
	uint8_t msr;		/* PMS_XREG_RSP0, _RSP1, _LDLAT, _FRONTEND */
	int8_t alt;		/* the other offcore MSR (PMU_FL_HAS_RSP_1), -1: none */
	uint64_t valid;		/* valid config1 bits */
	const char *src;
	uint32_t since, until;	/* PMS_KVER range, 0: open */
};

/* A model's behaviour switch that holds only in a version range. */
struct pms_rule {
	unsigned rule;		/* enum pms_rule_flags */
	uint32_t since, until;
	const char *src;
};

struct pms_model {
	const char *name;		/* short, e.g. "hsw" */
	const char *long_name;		/* e.g. "haswell" */
	const char *aliases;		/* comma-separated, may be "" */
	const char *desc;
	enum pms_vendor vendor;
	uint8_t family;
	const uint8_t *cpu_models;	/* CPUID models, 0-terminated */
	const char *pfm_pmu;		/* libpfm4 PMU for names and encodings */
	int n_gp_ht;			/* GP per logical CPU with HT on */
	int n_gp_noht;			/* GP with HT off */
	int n_fixed;
	int n_metrics;			/* TopDown metric pseudo-counters */
	int width;			/* pipeline slots per cycle (TopDown) */
	const char *const *fixed_events;	/* name counted by fixed counter k;
						 * n_fixed names then NULL */
	const struct pms_cstr *cstr;	/* ends with PMS_M_END */
	const struct pms_genmap *generic;	/* ends with .id == 0xff */
	const struct pms_cachemap *cache;	/* ends with .cache == UINT32_MAX, or NULL */
	const struct pms_cachemap *cache_patch;	/* rows looked up before @cache, or NULL */
	const struct pms_extra_reg *extra;	/* ends with .code == 0, or NULL */
	const struct pms_rule *rules;	/* ends with .rule == 0, or NULL */
	const char *source;		/* provenance of the whole model */
	const uint8_t *cpu_ranges;	/* inclusive lo,hi CPUID model pairs; ends
					 * with a pair whose lo > hi; may be NULL */
	uint16_t steppings;		/* bit s: CPUID stepping s; 0: every stepping */
	uint32_t table_since;		/* first kernel whose PMU init knows the
					 * model (PMS_KVER); before it only the
					 * fixed entries apply and no rule does.
					 * 0: every kernel modelled */
	const struct pms_cstr *pebs;	/* precise events' table (first match), or NULL */
	uint32_t pebs_fmt_since;	/* first kernel that knows the model's PEBS record
					 * format: before table_since, PEBS works (generic
					 * tables) only from here; 0: never (AMD) */
	bool pebs_fmt_baseline;		/* that format has baseline records (PMU_FL_PEBS_ALL) */

	/*
	 * Platforms and core PMUs.  A registered model is a platform; it is
	 * also its own PMU 0.  A hybrid platform lists its core PMUs in
	 * @pmus (PMU 0 first, the platform itself); each other entry is a
	 * PMU view whose @platform points back and whose CPUID fields are
	 * unused.  Zero fields keep the single-PMU meaning.
	 */
	const char *pmu_name;		/* sysfs PMU name; NULL: "cpu" */
	uint8_t core_type;		/* CPUID leaf 0x1A EAX[31:24] of its cores
					 * (enum pms_core_type); 0: every core */
	uint32_t native_id;		/* leaf 0x1A EAX[23:0], the native model ID,
					 * where two PMUs of a platform share a core
					 * type (Arrow Lake H: Skymont 0x3, Crestmont
					 * 0x2); 0: the core type alone decides */
	uint64_t cntr_mask;		/* GP counters enumerated (cntr_mask64); 0: the
					 * low n_gp_noht bits */
	uint32_t fixed_mask;		/* fixed counters (fixed_cntr_mask64); 0: the
					 * low n_fixed bits; n_fixed is its popcount */
	const struct pms_model *const *pmus;	/* core PMUs, NULL-ended; NULL: itself */
	const struct pms_model *platform;	/* a PMU view's platform, else NULL */
	uint8_t alloc;			/* enum pms_alloc: the counter-allocation routine */
	const char *counter_src;	/* where the counter masks come from, or NULL */
	uint32_t hybrid_since;		/* platform: first kernel with its hybrid PMUs
					 * (PMS_KVER); 0: not hybrid */
	/* arm64: the core's row in models/arm64/cores.c ("neoverse-n1"), which
	 * holds the PMU's counters, MIDR parts and provenance; NULL on x86 */
	const char *arm_core;
	const char *pfm_note;		/* why pfm_pmu is NULL (no libpfm4 4.13 table) */
	/* a part the event data's perf has no mapfile row for: the perf JSON
	 * directory standing in ("lunarlake"), then ": " and why; NULL: none */
	const char *perf_near;
};

#define PMS_GEN_END { 0xff, 0, 0, 0, NULL }
#define PMS_CACHE_END { UINT32_MAX, 0, NULL, 0, 0, 0 }

/* Row builders. */
#define PMS_C_PLAIN(m, src) \
	{ PMS_M_PLAIN, 0, 0, 0, 0, (m), 0, 0, 0, src, 0 }
#define PMS_C_FIXED(code, k, src) \
	{ PMS_M_FIXED, 0, (code) & 0xff, 0, ((code) >> 8) & 0xff, \
	  UINT64_C(1) << (PMS_FIXED0 + (k)), PMS_CF_FIXED, 0, 0, src, 0 }
#define PMS_C_EVENT(ev, m, src) \
	{ PMS_M_EVENT, 0, (ev), 0, 0, (m), 0, 0, 0, src, 0 }
#define PMS_C_UEVENT(code, m, src) \
	{ PMS_M_EVENT_UMASK, 0, (code) & 0xff, 0, ((code) >> 8) & 0xff, (m), 0, 0, 0, src, 0 }
#define PMS_C_RANGE(lo, hi, m, src) \
	{ PMS_M_RANGE, 0, (lo), (hi), 0, (m), 0, 0, 0, src, 0 }
#define PMS_C_METRIC(code, k, src) \
	{ PMS_M_FIXED, 0, (code) & 0xff, 0, ((code) >> 8) & 0xff, \
	  UINT64_C(1) << (PMS_METRIC0 + (k)), PMS_CF_METRIC, 0, 0, src, 0 }
#define PMS_C_END { PMS_M_END, 0, 0, 0, 0, 0, 0, 0, 0, NULL, 0 }

/*
 * Version-ranged variants: the row is in force for kernels in
 * [since, until) (PMS_KVER; 0 leaves that end open).
 */
#define PMS_C_FIXED_V(code, k, since, until, src) \
	{ PMS_M_FIXED, 0, (code) & 0xff, 0, ((code) >> 8) & 0xff, \
	  UINT64_C(1) << (PMS_FIXED0 + (k)), PMS_CF_FIXED, since, until, src, 0 }
#define PMS_C_METRIC_V(code, k, since, until, src) \
	{ PMS_M_FIXED, 0, (code) & 0xff, 0, ((code) >> 8) & 0xff, \
	  UINT64_C(1) << (PMS_METRIC0 + (k)), PMS_CF_METRIC, since, until, src, 0 }
#define PMS_C_EVENT_V(ev, m, since, until, src) \
	{ PMS_M_EVENT, 0, (ev), 0, 0, (m), 0, since, until, src, 0 }
#define PMS_C_UEVENT_V(code, m, since, until, src) \
	{ PMS_M_EVENT_UMASK, 0, (code) & 0xff, 0, ((code) >> 8) & 0xff, (m), 0, \
	  since, until, src, 0 }
#define PMS_C_RANGE_V(lo, hi, m, since, until, src) \
	{ PMS_M_RANGE, 0, (lo), (hi), 0, (m), 0, since, until, src, 0 }
/* Event and every umask bit of @code set (BDW 0x08a3 from 4.3-rc4). */
#define PMS_C_UBITS_V(code, m, since, until, src) \
	{ PMS_M_UMASK_BITS, 0, (code) & 0xff, 0, ((code) >> 8) & 0xff, (m), 0, \
	  since, until, src, 0 }
/* HT-erratum corrupting event (SNB/IVB/HSW INTEL_EXCLEVT_CONSTRAINT). */
#define PMS_C_XEVENT_V(ev, m, since, until, src) \
	{ PMS_M_EVENT, 0, (ev), 0, 0, (m), PMS_CF_EXCL, since, until, src, 0 }
/* Intentional refusal: mask 0, the event fails at open. */
#define PMS_C_REFUSE_EVENT_V(ev, since, until, src) \
	{ PMS_M_EVENT, 0, (ev), 0, 0, 0, PMS_CF_REFUSED, since, until, src, 0 }
#define PMS_C_REFUSE_UEVENT_V(code, since, until, src) \
	{ PMS_M_EVENT_UMASK, 0, (code) & 0xff, 0, ((code) >> 8) & 0xff, 0, \
	  PMS_CF_REFUSED, since, until, src, 0 }
/* A row that can never match (kept for history; see PMS_CF_NEVER). */
#define PMS_C_DEAD_V(code, m, since, until, src) \
	{ PMS_M_EVENT, 0, (code), 0, 0, (m), PMS_CF_NEVER, since, until, src, 0 }
/* AMD: event code (12 bits) plus a umask predicate. */
#define PMS_C_PEVENT(ev, pred, m, src) \
	{ PMS_M_EVENT, (pred), (ev), 0, 0, (m), 0, 0, 0, src, 0 }
#define PMS_C_PREFUSE(ev, pred, src) \
	{ PMS_M_EVENT, (pred), (ev), 0, 0, 0, PMS_CF_REFUSED, 0, 0, src, 0 }
#define PMS_C_OVERLAP(ev, m, src) \
	{ PMS_M_EVENT, 0, (ev), 0, 0, (m), PMS_CF_OVERLAP, 0, 0, src, 0 }
#define PMS_C_CLASS(lo, hi, m, src) \
	{ PMS_M_CLASS, 0, (lo), (hi), 0, (m), 0, 0, 0, src, 0 }
#define PMS_C_CLASS_REFUSE(lo, hi, src) \
	{ PMS_M_CLASS, 0, (lo), (hi), 0, 0, PMS_CF_REFUSED, 0, 0, src, 0 }
/* AMD large-increment event: starts on an even counter, takes two. */
#define PMS_C_PAIR_V(ev, m, since, until, src) \
	{ PMS_M_EVENT, 0, (ev), 0, 0, (m), PMS_CF_PAIR, since, until, src, 0 }

/*
 * PEBS table rows (ds.c).  _F variants compare the flag bits too
 * (PMS_CF_XFLAGS); @xb is the flag part of a code such as 0x108001c2
 * (inv, cmask 16).
 */
#define PMS_P_FUEVENT_V(code, xb, m, fl, since, until, src) \
	{ PMS_M_EVENT_UMASK, 0, (code) & 0xff, 0, ((code) >> 8) & 0xff, (m), \
	  PMS_CF_XFLAGS | (fl), since, until, src, (xb) }
#define PMS_P_FEVENT_V(ev, xb, m, fl, since, until, src) \
	{ PMS_M_EVENT, 0, (ev), 0, 0, (m), PMS_CF_XFLAGS | (fl), since, until, src, (xb) }
#define PMS_P_FRANGE_V(lo, hi, m, since, until, src) \
	{ PMS_M_RANGE, 0, (lo), (hi), 0, (m), PMS_CF_XFLAGS, since, until, src, 0 }
#define PMS_P_EVENT_V(ev, m, fl, since, until, src) \
	{ PMS_M_EVENT, 0, (ev), 0, 0, (m), (fl), since, until, src, 0 }
#define PMS_P_UEVENT_V(code, m, since, until, src) \
	{ PMS_M_EVENT_UMASK, 0, (code) & 0xff, 0, ((code) >> 8) & 0xff, (m), 0, \
	  since, until, src, 0 }
#define PMS_P_ALL_V(m, since, until, src) \
	{ PMS_M_PLAIN, 0, 0, 0, 0, (m), 0, since, until, src, 0 }

/* Generic-event rows; a later row in force overrides an earlier one. */
#define PMS_GEN(id, cfg, src) { (id), (cfg), 0, 0, src }
#define PMS_GEN_V(id, cfg, since, until, src) { (id), (cfg), since, until, src }

/* PERF_TYPE_HW_CACHE ids (perf_event.h numbering). */
enum { PMS_HWC_L1D, PMS_HWC_L1I, PMS_HWC_LL, PMS_HWC_DTLB, PMS_HWC_ITLB,
       PMS_HWC_BPU, PMS_HWC_NODE, PMS_HWC_MAX };
enum { PMS_HWC_OP_READ, PMS_HWC_OP_WRITE, PMS_HWC_OP_PREFETCH, PMS_HWC_OP_MAX };
enum { PMS_HWC_ACCESS, PMS_HWC_MISS, PMS_HWC_RES_MAX };
#define PMS_CACHE_ID(id, op, res) ((uint32_t)(id) | (uint32_t)(op) << 8 | (uint32_t)(res) << 16)
#define PMS_CACHE(id, op, res, cfg, src) { PMS_CACHE_ID(id, op, res), (cfg), src, 0, 0, 0 }
/*
 * An entry the kernel's table sets to -1: x86_pmu_event_init() ->
 * set_ext_hw_attr() refuses it with EINVAL (0 gives ENOENT), which perf
 * stat 6.18+ acts on for the members of a weak group it leads.
 */
#define PMS_CACHE_INVAL UINT64_MAX
#define PMS_CACHE_REFUSED(id, op, res, src) \
	{ PMS_CACHE_ID(id, op, res), PMS_CACHE_INVAL, src, 0, 0, 0 }
/* With an extra register value (LLC and node events through offcore response). */
#define PMS_CACHE_X(id, op, res, cfg, cfg1, src) \
	{ PMS_CACHE_ID(id, op, res), (cfg), src, (cfg1), 0, 0 }
#define PMS_CACHE_V(id, op, res, cfg, since, until, src) \
	{ PMS_CACHE_ID(id, op, res), (cfg), src, 0, since, until }
#define PMS_CACHE_XV(id, op, res, cfg, cfg1, since, until, src) \
	{ PMS_CACHE_ID(id, op, res), (cfg), src, (cfg1), since, until }

#define PMS_XREG(code, msr, alt, valid, src) { (code), (msr), (alt), (valid), src, 0, 0 }
#define PMS_XREG_V(code, msr, alt, valid, since, until, src) \
	{ (code), (msr), (alt), (valid), src, since, until }
#define PMS_EXTRA_END { 0, 0, 0, 0, NULL, 0, 0 }
#define PMS_XR_MAX PMS_XREG_N

#define PMS_RULE_V(r, since, until, src) { (r), since, until, src }
#define PMS_RULE_END { 0, 0, 0, NULL }

/* End of a cpu_ranges list. */
#define PMS_CPU_RANGE_END 1, 0

/*
 * Library-internal helpers shared by model.c and the listing/validation
 * code (defined in src/lib/model.c).
 */
/* Is row @c in force for @env (version range and model table_since)? */
int pmsi_cstr_in_force(const struct pms_model *m, const struct pms_cstr *c,
		       const struct pms_env *env);
/* The mask row @c gives under @env: fixed widening, enumerated counters. */
uint64_t pmsi_cstr_mask(const struct pms_model *m, const struct pms_cstr *c,
			const struct pms_env *env);
/* Rules in force for @env, the internal PMSI_RULE_* bits included. */
unsigned pmsi_model_rules(const struct pms_model *m, const struct pms_env *env);
/* Does the kernel know @m at @env's version (table_since)? */
bool pmsi_model_known(const struct pms_model *m, const struct pms_env *env);

#define PMS_MAX_CSTR 512	/* rows per table; the validator enforces it */

#endif
