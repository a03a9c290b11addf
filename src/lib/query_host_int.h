/*
 * The host a query owns (query_host.c): pms_query_set()'s "host",
 * "host-profile", "host-cpuid" and "host-perf" keys.
 */
#ifndef PMS_QUERY_HOST_INT_H
#define PMS_QUERY_HOST_INT_H

#include "pmusched/host.h"

struct pmsi_qhost;

/*
 * pmsi_qhost_set() - one host key: *@at is allocated on first use.  "host"
 * probes ("this" or "/": this machine; an absolute path: a tree laid out
 * as /; "": no host), "host-profile" reads a saved profile's text,
 * "host-cpuid" and "host-perf" are the probe's CPU identity and
 * `perf --version` text (a probed host is probed again).  A value refused
 * before probing changes nothing; a failed probe or profile leaves no host
 * (pmsi_qhost_get() NULL).  Return: PMS_OK or the probe's, the parser's
 * error.
 */
int pmsi_qhost_set(struct pmsi_qhost **at, const char *key, const char *v, struct pms_diag *d);
const struct pms_host *pmsi_qhost_get(const struct pmsi_qhost *qh);	/* NULL: none */
void pmsi_qhost_free(struct pmsi_qhost *qh);	/* NULL is a no-op */

#endif
