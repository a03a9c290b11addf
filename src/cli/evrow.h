/*
 * One resolved event as 'pmusched events' shows it (cmd_events.c for -e,
 * evnames.c for --list): the library's row (pmusched/query.h
 * pms_event_row()), and its text lines.
 */
#ifndef PMS_CLI_EVROW_H
#define PMS_CLI_EVROW_H

#include "cli.h"

/* Fill @r for event @i of @ev under @env: the event alone. */
void ev_row_fill(const struct pms_evlist *ev, int i, const struct pms_env *env,
		 struct pms_event_row *r);
/* A counter mask as a JSON array of counter names (@m's; NULL: x86 names). */
void ev_json_counters(struct json *j, const char *key, const struct pms_model *m, uint64_t mask);
/*
 * The lint lines of @r ("lint (a): ..."), each with the kernel versions
 * affected, to @f.  Nothing when the lint found nothing.
 */
void ev_print_lint(FILE *f, const struct pms_model *m, const struct pms_env *env,
		   const struct pms_event_row *r);

#endif
