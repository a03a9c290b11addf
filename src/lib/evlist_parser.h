/*
 * Private to evlist_parse.c (the grammar, parse-events.y) and
 * evlist_terms.c (term lists and the events they build, parse-events.c and
 * pmu.c).
 */
#ifndef PMS_EVLIST_PARSER_H
#define PMS_EVLIST_PARSER_H

#include "evlist_int.h"

#define PMSI_MAX_TERMS 64	/* terms in one '/.../' list */

/* One term of a '/.../' list, as parse-events.y's event_term builds it. */
enum pmsi_term_kind {
	PMSI_TK_USER,	/* name, name=value: a format or an event of the PMU */
	PMSI_TK_KW,	/* config=, name=, period=, ... (kw below) */
	PMSI_TK_HW,	/* cycles, instructions, ... (kw: PERF_COUNT_HW_*) */
	PMSI_TK_CACHE,	/* L1-dcache-load-misses, ... */
	PMSI_TK_RAW,	/* r1a, r0x1a */
	PMSI_TK_DRV,	/* @cfg=value */
};

struct pmsi_term {
	enum pmsi_term_kind kind;
	int kw;			/* enum pmsi_term_kw, or the HW id */
	size_t kpos, klen;	/* key (or the whole term) in the input */
	bool no_value;		/* written without '=' */
	bool is_num;
	uint64_t num;
	size_t vpos, vlen;	/* string value */
};

struct pmsi_terms {
	int n;
	struct pmsi_term t[PMSI_MAX_TERMS];
};

struct pmsi_parser {
	const char *s;
	struct pmsi_lexer lx;
	const struct pms_model *m;	/* the core PMU events are built for */
	const struct pms_model *plat;	/* the platform (m is one of its PMUs) */
	int pmu_idx;			/* index of m in plat */
	int def_pmu;			/* the PMU events without a PMU type reach */
	const char *pmu_filter;		/* --cputype: the one core PMU wildcards reach */
	struct pms_evlist *ev;
	struct pms_diag *d;
	struct pms_env env;
	const char *tracefs;
	unsigned flags;
	uint32_t pv;		/* perf version */
	size_t last_end;	/* end of the last token taken */
};

/* The event being built before it joins the list. */
struct pmsi_newev {
	struct pmsi_resolved r;	/* r.pfm_name owned until added */
	struct pmsi_attr a;
	const char *pmu_name;	/* static text */
	size_t pmu_pos, pmu_len;	/* or the PMU's name in the input */
	const char *evname;	/* name= term value in the input, or NULL */
	size_t evname_len;
	const char *metric_id;
	size_t metric_id_len;
	const char *fixed_name;	/* perf's own name (cache spelling, "sys:event") */
	enum pms_tool tool;
};

void pmsi_newev_init(struct pmsi_newev *e);

/* Add @e to the list (takes e->r.pfm_name).  Return: PMS_OK, PMS_ELIMIT, PMS_ENOMEM. */
int pmsi_add_event(struct pmsi_parser *p, struct pmsi_newev *e, size_t pos);

/* evlist_terms.c */
int pmsi_parse_terms(struct pmsi_parser *p, struct pmsi_terms *t);
/* config_term_common() for a legacy event: symbols, cache, raw, numeric, mem. */
int pmsi_terms_common(struct pmsi_parser *p, const struct pmsi_terms *t, struct pmsi_newev *e);
int pmsi_terms_tracepoint(struct pmsi_parser *p, const struct pmsi_terms *t,
			  struct pmsi_newev *e);
/*
 * A bare name that only the msr PMU has ("TSC", parse_events_multi_pmu_add()):
 * 1 with @e built as msr/NAME/, 0 when the name is not such an alias.
 */
int pmsi_build_msr_bare(struct pmsi_parser *p, size_t pos, size_t len, struct pmsi_newev *e);
/*
 * parse_events_add_pmu(): an event of PMU @cls named at [pos, pos + len)
 * (an event name instead when @alias_pos is not PMS_NOPOS: "mem-loads/.../").
 */
int pmsi_build_pmu(struct pmsi_parser *p, enum pmsi_pmu_class cls, size_t pos, size_t len,
		   size_t alias_pos, size_t alias_len, const struct pmsi_terms *t,
		   struct pmsi_newev *e);
/*
 * An event name outside a PMU: a core sysfs event, then the model's tables.
 * Return: PMS_OK with @e filled, or an error with @p->d set.
 */
enum pmsi_alias_mode {
	PMSI_ALIAS_EVENT,	/* an event written alone: errors say what is wrong */
	PMSI_ALIAS_TERM,	/* inside cpu/.../: a legacy name is not an event of the PMU */
	PMSI_ALIAS_PROBE,	/* no diagnostic, PMS_ENOEVENT when unknown */
};
int pmsi_resolve_alias(struct pmsi_parser *p, size_t pos, size_t len, struct pmsi_newev *e,
		       enum pmsi_alias_mode mode);

#endif
