/*
 * A host the query owns (pms_query_set()'s host keys): probed here, so a
 * caller without struct pms_host (a binding, a script) can ask about the
 * machine it runs on, a tree laid out as / (a container's view, a test
 * root), or a saved profile.  The probe reads files only: what
 * `perf --version` prints is the caller's to give ("host-perf"), as the
 * library runs no program.
 */
#include <stdlib.h>
#include <string.h>
#include "internal.h"
#include "query_host_int.h"

struct pmsi_qhost {
	struct pms_host host;
	bool probed;			/* host holds a probe or a profile */
	bool from_profile;
	char *root;			/* NULL: this machine */
	struct pms_host_cpuid cpuid;
	bool has_cpuid;
	char perf[64];			/* `perf --version`, "" unknown */
};

void pmsi_qhost_free(struct pmsi_qhost *qh)
{
	if (!qh)
		return;
	pmsi_free(qh->root);
	pmsi_free(qh);
}

static int probe(struct pmsi_qhost *qh, struct pms_diag *d)
{
	struct pms_host_opts o = PMS_HOST_OPTS_INIT;

	o.root = qh->root;
	o.cpuid = qh->has_cpuid ? &qh->cpuid : NULL;
	o.perf_version_text = qh->perf[0] ? qh->perf : NULL;
	qh->probed = false;
	qh->from_profile = false;
	if (pms_host_probe(&o, &qh->host, d))
		return d && d->code ? d->code : PMS_EINVAL;
	qh->probed = true;
	return PMS_OK;
}

/* "host-cpuid" and "host-perf": kept for the next probe, and a probed
 * host (not a profile) is probed again with them. */
static int set_param(struct pmsi_qhost *qh, const char *key, const char *v, struct pms_diag *d)
{
	if (!strcmp(key, "host-cpuid")) {
		struct pms_host_cpuid id;

		qh->has_cpuid = false;
		if (*v) {
			if (pms_host_cpuid_parse(v, &id, d))
				return PMS_ESYNTAX;
			qh->cpuid = id;
			qh->has_cpuid = true;
		}
	} else {
		uint32_t pv;

		if (*v && pms_perf_version_parse(v, &pv, d))
			return PMS_ESYNTAX;
		if (strlen(v) >= sizeof(qh->perf))
			return pmsi_diag(d, PMS_ELIMIT, sizeof(qh->perf) - 1, 1,
					 "host-perf: longer than %zu bytes", sizeof(qh->perf) - 1);
		memcpy(qh->perf, v, strlen(v) + 1);
	}
	return qh->probed && !qh->from_profile ? probe(qh, d) : PMS_OK;
}

static int set_host(struct pmsi_qhost *qh, const char *v, struct pms_diag *d)
{
	char *root = NULL;

	if (!*v) {
		qh->probed = false;
		return PMS_OK;
	}
	if (strcmp(v, "this") && strcmp(v, "/")) {
		if (v[0] != '/') {
			pmsi_diag(d, PMS_EINVAL, 0, strlen(v), "host: '%s' is not 'this' or an "
				  "absolute path", v);
			return PMS_EINVAL;
		}
		if (!(root = pmsi_strdup(v)))
			return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	}
	pmsi_free(qh->root);
	qh->root = root;
	return probe(qh, d);
}

int pmsi_qhost_set(struct pmsi_qhost **at, const char *key, const char *v, struct pms_diag *d)
{
	struct pmsi_qhost *qh = *at;
	int rc;

	if (!qh) {
		if (!*v)
			return PMS_OK;	/* nothing to drop */
		if (!(qh = pmsi_calloc(1, sizeof(*qh))))
			return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
		*at = qh;
	}
	if (!strcmp(key, "host"))
		return set_host(qh, v, d);
	if (strcmp(key, "host-profile"))
		return set_param(qh, key, v, d);
	if (!*v) {
		qh->probed = false;
		return PMS_OK;
	}
	qh->probed = false;
	rc = pms_host_profile_parse(v, &qh->host, d);
	if (rc)
		return rc;
	qh->probed = qh->from_profile = true;
	return PMS_OK;
}

const struct pms_host *pmsi_qhost_get(const struct pmsi_qhost *qh)
{
	return qh && qh->probed ? &qh->host : NULL;
}
