/*
 * Private to the event-list modules: the parsed-event record, name
 * resolution (evlist_names.c) and the libpfm4 bridge (evlist_pfm.c).
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
};

/* attr.type of a PMU whose number the kernel assigns at boot (uncore, power, ...). */
#define PMSI_TYPE_DYNAMIC UINT32_MAX

struct pmsi_ev {
	char *strs;		/* one allocation: name, text, pfm_name (NUL-separated) */
	const char *name, *text, *pfm_name;
	size_t pos, len;	/* the event's bytes in the input, modifiers included */
	size_t mod_pos;		/* byte offset of its own modifiers, or PMS_NOPOS */
	int group, leader, group_size;
	bool in_braces;
	struct pmsi_resolved r;	/* r.pfm_name moved into strs */
	unsigned mods;		/* own modifiers, then group modifiers folded in */
	int precise;
	bool pinned, exclusive, weak, sampling_read;
};

struct pms_evlist {
	const struct pms_model *model;
	int n, cap, n_groups;
	struct pmsi_ev *ev;
};

/*
 * pmsi_resolve_name() - resolve one event name (no modifiers) for @m:
 * generic hardware, software, hardware cache, TopDown, raw rNNNN, then the
 * model's libpfm4 event table.  @pos/@len locate the name for diagnostics.
 * Return: PMS_OK, PMS_ENOEVENT (with up to three suggestions in the hint),
 * PMS_ESYNTAX, PMS_EINVAL (a different model's libpfm4 PMU), PMS_ENOMEM.
 */
int pmsi_resolve_name(const struct pms_model *m, const char *name, size_t pos,
		      size_t len, struct pmsi_resolved *r, struct pms_diag *d);

/* Index of a perf generic hardware event name ("cpu-cycles"), or -1. */
int pmsi_generic_lookup(const char *name);
/* perf's spelling of generic event @g ("cycles"). */
const char *pmsi_generic_name(int g);

/* ---- libpfm4 (evlist_pfm.c) ---- */

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

bool pmsi_group_has_slots(const struct pms_evlist *ev, int i);

#endif
