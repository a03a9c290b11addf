/*
 * One resolved event as 'pmusched events' shows it (cmd_events.c for -e,
 * evnames.c for --list): dialect, encoding, the kernel's counters, the
 * vendor's counters and the constraint lint.
 */
#ifndef PMS_CLI_EVROW_H
#define PMS_CLI_EVROW_H

#include "cli.h"

struct ev_row {
	struct pms_event_info info;
	const struct pms_model *pmu;	/* the core PMU it opens on (names its counters) */
	bool supported;		/* core event with an encoding under this env */
	struct pms_hwev hw;
	uint64_t mask;		/* the kernel's counters */
	struct pms_lint lint;
	char group[16], mods[32], config[24], decoded[128], counters[64], vendor[64];
	const char *refused;	/* why the kernel refuses it at open, or NULL */
	const char *reopened;	/* perf opens it again, alone, after its first pass, or NULL */
	char lint_mark[8];	/* "-", "ok", "a", "b", "a,b" */
	char source[400];
};

/* Fill @r for event @i of @ev under @env. */
void ev_row_fill(const struct pms_evlist *ev, int i, const struct pms_env *env,
		 struct ev_row *r);
/* "event=0x48,umask=0x01,cmask=12,inv" for an x86 config. */
void ev_decode(char *buf, size_t n, uint64_t config, uint64_t config1, bool amd);
/* A counter mask as a JSON array of counter names (@m's; NULL: x86 names). */
void ev_json_counters(struct json *j, const char *key, const struct pms_model *m, uint64_t mask);
/*
 * The lint lines of @r ("lint (a): ..."), each with the kernel versions
 * affected, to @f with @prefix.  Nothing when the lint found nothing.
 */
void ev_print_lint(FILE *f, const struct pms_model *m, const struct pms_env *env,
		   const struct ev_row *r);
/* The lint as a JSON member @key of the current object. */
void ev_json_lint(struct json *j, const struct pms_model *m, const struct pms_env *env,
		  const struct ev_row *r);

#endif
