/* Writing an event list back as a perf -e string, possibly regrouped. */
#ifndef PMS_CLI_EVTEXT_H
#define PMS_CLI_EVTEXT_H

#include <stdbool.h>
#include <stddef.h>
#include "pmusched/pmusched.h"

struct evtext_group {
	const int *ev;		/* event indices of @list, in order */
	int n;
	bool pinned;		/* write ':D' on the group */
	bool braces;		/* write {...} even for one event */
};

/*
 * Build "-e" text for @list regrouped as @g[0..n_groups).  Per-event
 * modifiers are kept; the group-level letters (D, e, W) are written once on
 * the group, D as @g says.  Returns 0, or -1 when @buf is too small.
 */
int evtext_build(const struct pms_evlist *list, const struct evtext_group *g, int n_groups,
		 char *buf, size_t n);

/* Event @i as written in a list, name and its own modifiers (no D, e, W). */
void evtext_event(const struct pms_evlist *list, int i, char *buf, size_t n);

/* The list as parsed, in its own grouping. */
int evtext_same(const struct pms_evlist *list, char *buf, size_t n);

#endif
