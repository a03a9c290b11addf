/* Writing an event list back as a perf -e string, possibly regrouped (internal). */
#ifndef PMS_EVTEXT_H
#define PMS_EVTEXT_H

#include <stdbool.h>
#include <stddef.h>
#include "pmusched/pmusched.h"

struct pmsi_evgroup {
	const int *ev;		/* event indices of the list, in order */
	int n;
	bool pinned;		/* write ':D' on the group */
	bool braces;		/* write {...} even for one event */
};

/*
 * Build "-e" text for @list regrouped as @g[0..n_groups).  Per-event
 * modifiers are kept; the group-level letters (D, e, W) are written once on
 * the group, D as @g says.  Returns 0, or -1 when @buf is too small.
 */
int pmsi_evtext_build(const struct pms_evlist *list, const struct pmsi_evgroup *g,
		      int n_groups, char *buf, size_t n);

/* Bytes pmsi_evtext_build() may need for any regrouping of @list. */
size_t pmsi_evtext_cap(const struct pms_evlist *list);

/*
 * Parse @text (written from @like) as @like was parsed: the same model and
 * perf version (perf's regrouping and modifier rules), the sysfs events of
 * @env (NULL: the default environment).  As pms_evlist_parse_opts().
 */
int pmsi_evtext_parse(const struct pms_evlist *like, const struct pms_env *env, const char *text,
		      struct pms_evlist **out, struct pms_diag *d);

#endif
