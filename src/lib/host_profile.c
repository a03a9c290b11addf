/*
 * Machine profiles: a probed host saved as one flat JSON object (what
 * `pmusched doctor --json` prints), read back so that predict, explain and
 * plan answer for that machine.  Keys not listed here are ignored (the
 * findings, free text).  The flat "pmu", "gp_counters", ... keys describe
 * the PMU perf's type-4 events go to; a hybrid machine's profile also
 * lists every core PMU in "pmus", an array of objects with the same keys
 * (name, type, gp_counters, fixed_counters, mux_interval_ms, events), which
 * then stands for the PMUs.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "internal.h"

struct rd {
	const char *s, *p;
	struct pms_diag *d;
	struct pms_host *h;
	struct pms_host_pmu *cur;	/* the PMU "events" and the counters fill */
	bool pmus;			/* "pmus" given: the flat PMU keys are ignored */
};

static void ws(struct rd *r)
{
	while (*r->p == ' ' || *r->p == '\t' || *r->p == '\n' || *r->p == '\r')
		r->p++;
}

static int fail(struct rd *r, const char *what)
{
	size_t at = (size_t)(r->p - r->s);

	pmsi_diag(r->d, PMS_ESYNTAX, at, 1, "profile: %s at byte %zu", what, at);
	return PMS_ESYNTAX;
}

/* A JSON string without escapes beyond \" and \\ (profiles hold names). */
static int str(struct rd *r, char *out, size_t n)
{
	size_t o = 0;

	if (*r->p != '"')
		return fail(r, "expected a string");
	r->p++;
	while (*r->p && *r->p != '"') {
		char c = *r->p++;

		if (c == '\\') {
			c = *r->p++;
			if (c != '"' && c != '\\' && c != '/')
				return fail(r, "unsupported escape");
		}
		if ((unsigned char)c < 0x20)
			return fail(r, "control character in a string");
		if (o + 1 < n)
			out[o++] = c;
	}
	if (*r->p != '"')
		return fail(r, "unterminated string");
	r->p++;
	out[o] = '\0';
	return PMS_OK;
}

enum vkind { V_STR, V_NUM, V_BOOL, V_NULL, V_ARRAY };

struct val {
	enum vkind kind;
	char s[64];
	long n;
};

static int skip_value(struct rd *r, int depth);
static int pmus(struct rd *r);

static int value(struct rd *r, struct val *v, const char *key)
{
	char *end;

	ws(r);
	memset(v, 0, sizeof(*v));
	if (*r->p == '"') {
		v->kind = V_STR;
		return str(r, v->s, sizeof(v->s));
	}
	if (!strncmp(r->p, "true", 4) || !strncmp(r->p, "false", 5)) {
		v->kind = V_BOOL;
		v->n = *r->p == 't';
		r->p += v->n ? 4 : 5;
		return PMS_OK;
	}
	if (!strncmp(r->p, "null", 4)) {
		v->kind = V_NULL;
		r->p += 4;
		return PMS_OK;
	}
	if (*r->p == '[' && !strcmp(key, "events") && r->cur) {
		struct pms_host_pmu *u = r->cur;

		v->kind = V_ARRAY;
		r->p++;
		ws(r);
		while (*r->p != ']') {
			char name[PMS_HOST_NAME];
			int rc = str(r, name, sizeof(name));

			if (rc)
				return rc;
			if (u->n_events < PMS_HOST_MAX_EVENTS)
				memcpy(u->events[u->n_events++], name, sizeof(name));
			ws(r);
			if (*r->p == ',') {
				r->p++;
				ws(r);
			} else if (*r->p != ']') {
				return fail(r, "expected ',' or ']'");
			}
		}
		r->p++;
		return PMS_OK;
	}
	if (*r->p == '[' && !strcmp(key, "pmus")) {
		v->kind = V_ARRAY;
		return pmus(r);
	}
	if (*r->p == '[' || *r->p == '{') {
		v->kind = V_ARRAY;
		return skip_value(r, 0);
	}
	v->kind = V_NUM;
	v->n = strtol(r->p, &end, 0);
	if (end == r->p)
		return fail(r, "expected a value");
	if (*end == '.' || *end == 'e' || *end == 'E')
		strtod(r->p, &end);
	r->p = end;
	return PMS_OK;
}

/* Skip a nested array or object (findings). */
static int skip_value(struct rd *r, int depth)
{
	char open = *r->p, close = open == '[' ? ']' : '}';
	struct val v;

	if (depth > 8)
		return fail(r, "nested too deep");
	r->p++;
	ws(r);
	while (*r->p && *r->p != close) {
		if (open == '{') {
			char k[64];
			int rc = str(r, k, sizeof(k));

			if (rc)
				return rc;
			ws(r);
			if (*r->p++ != ':')
				return fail(r, "expected ':'");
			ws(r);
		}
		if (*r->p == '[' || *r->p == '{') {
			if (skip_value(r, depth + 1))
				return PMS_ESYNTAX;
		} else if (value(r, &v, "")) {
			return PMS_ESYNTAX;
		}
		ws(r);
		if (*r->p == ',') {
			r->p++;
			ws(r);
		} else if (*r->p != close) {
			return fail(r, "expected ',' or the end of a list");
		}
	}
	if (*r->p != close)
		return fail(r, "unterminated list");
	r->p++;
	return PMS_OK;
}

static int num(const struct val *v, int dflt)
{
	return v->kind == V_NUM || v->kind == V_BOOL ? (int)v->n : dflt;
}

/* A key of one core PMU (flat, or inside an object of "pmus"). */
static bool assign_pmu(struct pms_host_pmu *u, const char *k, const struct val *v)
{
	if (!strcmp(k, "pmu_type") || !strcmp(k, "type")) {
		u->type = num(v, 4);
	} else if (!strcmp(k, "gp_counters")) {
		u->n_gp = num(v, -1);
		u->counters_from = "profile";
	} else if (!strcmp(k, "fixed_counters")) {
		u->n_fixed = num(v, -1);
		u->counters_from = "profile";
	} else if (!strcmp(k, "mux_interval_ms")) {
		u->mux_interval_ms = num(v, -1);
	} else {
		return false;
	}
	return true;
}

static void pmu_init(struct pms_host_pmu *u)
{
	memset(u, 0, sizeof(*u));
	u->n_gp = u->n_fixed = u->mux_interval_ms = -1;
	u->type = 4;
	u->counters_from = "";
	memcpy(u->name, "cpu", 4);
}

/* "pmus": [ { "name": ..., "type": ..., ... }, ... ] */
static int pmus(struct rd *r)
{
	struct pms_host *h = r->h;
	int n = 0;

	r->p++;
	ws(r);
	while (*r->p != ']') {
		if (*r->p != '{')
			return fail(r, "expected a PMU object in 'pmus'");
		if (n == PMS_HOST_MAX_PMUS)
			return fail(r, "too many core PMUs in 'pmus'");
		bool named = false;

		r->cur = &h->pmu[n++];
		pmu_init(r->cur);
		r->cur->type = -1;	/* not stated: a hybrid's other PMUs get dynamic types */
		r->p++;
		ws(r);
		while (*r->p != '}') {
			char key[64];
			struct val v;
			int rc = str(r, key, sizeof(key));

			if (rc)
				return rc;
			ws(r);
			if (*r->p++ != ':')
				return fail(r, "expected ':'");
			if ((rc = value(r, &v, key)))
				return rc;
			if (!strcmp(key, "name") && v.kind == V_STR && v.s[0]) {
				pmsi_strlcpy(r->cur->name, v.s, sizeof(r->cur->name));
				named = true;
			} else if (!strcmp(key, "name")) {
				return fail(r, "a PMU in 'pmus' needs a name");
			} else {
				assign_pmu(r->cur, key, &v);
			}
			ws(r);
			if (*r->p == ',') {
				r->p++;
				ws(r);
			} else if (*r->p != '}') {
				return fail(r, "expected ',' or '}'");
			}
		}
		if (!named)
			return fail(r, "a PMU in 'pmus' needs a name");
		r->p++;
		ws(r);
		if (*r->p == ',') {
			r->p++;
			ws(r);
		} else if (*r->p != ']') {
			return fail(r, "expected ',' or ']'");
		}
	}
	r->p++;
	if (!n)
		return fail(r, "'pmus' lists no PMU (\"pmu\": null says there is none)");
	h->n_pmus = n;
	h->sysfs_seen = true;
	r->pmus = true;
	r->cur = NULL;	/* the flat keys after it are ignored */
	return PMS_OK;
}

static int assign(struct rd *r, const char *k, const struct val *v)
{
	struct pms_host *h = r->h;
	struct pms_host_pmu *u = &h->pmu[0];

	if (r->pmus && (!strcmp(k, "pmu") || !strcmp(k, "events") || !strcmp(k, "pmu_type") ||
			!strcmp(k, "gp_counters") || !strcmp(k, "fixed_counters") ||
			!strcmp(k, "mux_interval_ms")))
		return PMS_OK;	/* "pmus" describes the PMUs */

	if (!strcmp(k, "vendor") && v->kind == V_STR) {
		pmsi_strlcpy(h->cpuid.vendor, v->s, sizeof(h->cpuid.vendor));
		h->has_cpuid = true;
	} else if (!strcmp(k, "family")) {
		h->cpuid.family = (unsigned)num(v, 0);
	} else if (!strcmp(k, "model")) {
		h->cpuid.model = (unsigned)num(v, 0);
	} else if (!strcmp(k, "stepping")) {
		h->cpuid.stepping = (unsigned)num(v, 0);
	} else if (!strcmp(k, "core_type")) {
		h->cpuid.core_type = (unsigned)num(v, 0);
	} else if (!strcmp(k, "hypervisor") && v->kind == V_STR) {
		pmsi_strlcpy(h->cpuid.hypervisor, v->s, sizeof(h->cpuid.hypervisor));
	} else if (!strcmp(k, "cpuinfo_hypervisor")) {
		h->cpuinfo_hypervisor = num(v, 0) != 0;
	} else if (!strcmp(k, "cpu_model") && v->kind == V_STR) {
		h->model = h->pmu_model = pms_model_find(v->s);
		if (!h->model)
			return fail(r, "unknown cpu_model");
	} else if (!strcmp(k, "kernel") && v->kind == V_STR) {
		pmsi_strlcpy(h->kernel_release, v->s, sizeof(h->kernel_release));
		if (pms_kver_parse(v->s, &h->kver, NULL))
			return fail(r, "bad kernel version");
	} else if (!strcmp(k, "perf_version") && v->kind == V_STR) {
		pmsi_strlcpy(h->perf_version_text, v->s, sizeof(h->perf_version_text));
		if (pms_perf_version_parse(v->s, &h->perf_version, NULL))
			return fail(r, "bad perf version");
	} else if (!strcmp(k, "pmu")) {
		h->sysfs_seen = true;	/* the profile states the PMUs */
		if (v->kind == V_NULL) {
			h->n_pmus = 0;
		} else if (v->kind == V_STR && v->s[0]) {
			pmsi_strlcpy(u->name, v->s, sizeof(u->name));
			h->n_pmus = 1;
		}
	} else if (assign_pmu(u, k, v)) {
		;
	} else if (!strcmp(k, "nmi_watchdog")) {
		h->nmi_watchdog = num(v, -1);
	} else if (!strcmp(k, "watchdog") && v->kind == V_STR) {
		h->watchdog = !strcmp(v->s, "perf") ? PMS_WATCHDOG_PERF :
			      !strcmp(v->s, "buddy") ? PMS_WATCHDOG_BUDDY :
			      !strcmp(v->s, "off") ? PMS_WATCHDOG_OFF : PMS_WATCHDOG_UNKNOWN;
	} else if (!strcmp(k, "perf_event_paranoid")) {
		h->paranoid = num(v, -99);
	} else if (!strcmp(k, "cap_perfmon")) {
		h->cap_perfmon = v->kind == V_NULL ? -1 : num(v, -1);
	} else if (!strcmp(k, "cap_sys_admin")) {
		h->cap_sys_admin = v->kind == V_NULL ? -1 : num(v, -1);
	} else if (!strcmp(k, "smt")) {
		h->smt_active = v->kind == V_NULL ? -1 : num(v, -1);
	} else if (!strcmp(k, "allow_tsx_force_abort")) {
		h->allow_tfa = v->kind == V_NULL ? -1 : num(v, -1);
	} else if (!strcmp(k, "tsx")) {
		h->tsx = v->kind == V_NULL ? -1 : num(v, -1);
	} else if (!strcmp(k, "n_cpus")) {
		h->n_cpus = num(v, 0);
	}
	return PMS_OK;
}

PMS_API int pms_host_profile_parse(const char *text, struct pms_host *h, struct pms_diag *d)
{
	struct rd r = { text, text, d, h, NULL, false };
	struct pms_host_pmu *u;

	if (!text || !h)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no profile text");
	memset(h, 0, sizeof(*h));
	h->sz = sizeof(*h);
	u = r.cur = &h->pmu[0];
	/* a profile without "pmu" has the core PMU of its model ("pmu": null: none) */
	pmu_init(u);
	h->n_pmus = 1;
	h->sysfs_seen = true;
	h->nmi_watchdog = -1;
	h->watchdog = PMS_WATCHDOG_UNKNOWN;	/* not stated: as a host whose log says nothing */
	h->paranoid = -1;	/* a profile without it: not a limit */
	h->cap_perfmon = h->cap_sys_admin = h->smt_active = h->allow_tfa = h->tsx = -1;
	ws(&r);
	if (*r.p != '{')
		return fail(&r, "expected '{'");
	r.p++;
	ws(&r);
	while (*r.p != '}') {
		char key[64];
		struct val v;
		int rc = str(&r, key, sizeof(key));

		if (rc)
			return rc;
		ws(&r);
		if (*r.p != ':')
			return fail(&r, "expected ':'");
		r.p++;
		if ((rc = value(&r, &v, key)) || (rc = assign(&r, key, &v)))
			return rc;
		ws(&r);
		if (*r.p == ',') {
			r.p++;
			ws(&r);
		} else if (*r.p != '}') {
			return fail(&r, "expected ',' or '}'");
		}
	}
	r.p++;
	ws(&r);
	if (*r.p)
		return fail(&r, "text after the profile");
	if (!h->n_pmus)
		memset(u, 0, sizeof(*u));
	if (!h->model && h->has_cpuid) {
		enum pms_vendor ven = !strcmp(h->cpuid.vendor, "GenuineIntel") ?
				      PMS_VENDOR_INTEL : PMS_VENDOR_AMD;
		struct pms_diag id;

		pms_diag_clear(&id);
		h->model_rc = pms_model_identify(ven, h->cpuid.family, h->cpuid.model,
						 h->cpuid.stepping, h->cpuid.core_type, &h->model,
						 &h->pmu_model, &id);
		if (h->model_rc)
			pmsi_strlcpy(h->model_msg, id.msg, sizeof(h->model_msg));
	}
	if (!h->model) {
		h->model_rc = PMS_ENOMODEL;
		if (!h->model_msg[0])
			snprintf(h->model_msg, sizeof(h->model_msg),
				 "the profile names no CPU (cpu_model or vendor/family/model)");
	}
	return PMS_OK;
}
