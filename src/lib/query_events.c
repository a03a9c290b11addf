/*
 * One event as 'pmusched events' shows it (pms_event_row(): group,
 * modifiers, dialect, encoding, the kernel's counters, the vendor's and the
 * constraint lint, as perf opens it) and the events document
 * (pms_json_write_events(), docs/schema/events.md), moved from the CLI's
 * evrow.c and cmd_events.c so that the CLI and the query's answer write
 * the same document.
 */
#include <stdlib.h>
#include <string.h>
#include "internal.h"

/* "event=0x48,umask=0x01,cmask=12,inv" for an x86 config. */
static void x86_decode(char *buf, size_t n, uint64_t config, uint64_t config1, bool amd)
{
	unsigned ev = (unsigned)(config & 0xff), umask = (unsigned)((config >> 8) & 0xff);
	size_t at;

	if (amd)
		ev |= (unsigned)((config >> 32) & 0xf) << 8;
	else	/* umask2 (config:40-47) of Arch PerfMon v6, perf 7.x JSON's UMask 0x101 */
		umask |= (unsigned)((config >> 40) & 0xff) << 8;
	at = (size_t)snprintf(buf, n, "event=0x%02x,umask=0x%02x", ev, umask);
	if (at < n && (config >> 24) & 0xff)
		at += (size_t)snprintf(buf + at, n - at, ",cmask=%u",
				       (unsigned)((config >> 24) & 0xff));
	if (at < n && (config >> 23) & 1)
		at += (size_t)snprintf(buf + at, n - at, ",inv");
	if (at < n && (config >> 18) & 1)
		at += (size_t)snprintf(buf + at, n - at, ",edge");
	if (at < n && !amd && (config >> 21) & 1)
		at += (size_t)snprintf(buf + at, n - at, ",any");
	if (at < n && config1)
		snprintf(buf + at, n - at, ",config1=0x%llx", (unsigned long long)config1);
}

/* "event=0x11,long,threshold=3": the arm64 format terms of a config (6.12). */
static void arm_decode(char *buf, size_t n, const struct pms_model *m, uint64_t config,
		       uint64_t config1)
{
	struct pms_arm_pmu p;
	struct pms_arm_ev e;
	size_t at;

	pms_model_arm_pmu(m, NULL, &p, NULL);
	pms_arm_ev_decode(&p, config, config1, &e);
	at = (size_t)snprintf(buf, n, "event=0x%02x", (unsigned)e.evtype);
	if (at < n && (e.flags & PMS_ARM_EV_LONG))
		at += (size_t)snprintf(buf + at, n - at, ",long");
	if (at < n && (e.flags & PMS_ARM_EV_RDPMC))
		at += (size_t)snprintf(buf + at, n - at, ",rdpmc");
	if (at < n && e.threshold)
		snprintf(buf + at, n - at, ",threshold=%u", (unsigned)e.threshold);
}

static void mark(struct pms_event_row *r)
{
	const struct pms_lint *l = &r->lint;

	if (l->status == PMS_LINT_NO_DATA)
		snprintf(r->lint_mark, sizeof(r->lint_mark), "-");
	else if (l->status == PMS_LINT_OK)
		snprintf(r->lint_mark, sizeof(r->lint_mark), "ok");
	else
		snprintf(r->lint_mark, sizeof(r->lint_mark), "%s%s%s", l->a ? "a" : "",
			 l->a && l->b ? "," : "", l->b ? "b" : "");
}

/* The event alone: its encoding, counters and lint. */
static void fill(const struct pms_evlist *ev, int i, const struct pms_env *env,
		 struct pms_event_row *r)
{
	const struct pms_model *m = pms_evlist_event_pmu(ev, i);	/* its core PMU */
	struct pms_open_check k = { .sz = sizeof(k) };
	struct pms_constraint c;

	if (!m)
		m = pms_evlist_model(ev);
	r->pmu = m;
	pms_evlist_event(ev, i, &r->info);
	snprintf(r->group, sizeof(r->group), "%d%s", r->info.group, r->info.is_leader ? "*" : "");
	pms_evlist_mods_format(ev, i, r->mods, sizeof(r->mods));
	if (!r->mods[0])
		snprintf(r->mods, sizeof(r->mods), "-");
	pms_evlist_describe(ev, i, env, r->source, sizeof(r->source));
	snprintf(r->lint_mark, sizeof(r->lint_mark), "-");
	snprintf(r->vendor, sizeof(r->vendor), "-");
	if (r->info.pmu != PMS_PMU_CORE) {
		snprintf(r->config, sizeof(r->config), "0x%llx", (unsigned long long)r->info.config);
		snprintf(r->decoded, sizeof(r->decoded), "%s",
			 r->info.pmu == PMS_PMU_SOFTWARE ? "software" : "-");
		snprintf(r->counters, sizeof(r->counters), "-");
		return;
	}
	if (pms_evlist_hwev(ev, i, env, &r->hw) || pms_evlist_constraint(ev, i, env, &c)) {
		snprintf(r->config, sizeof(r->config), "-");
		snprintf(r->decoded, sizeof(r->decoded), "-");
		snprintf(r->counters, sizeof(r->counters), "-");
		return;
	}
	r->supported = true;
	r->mask = c.mask;
	/* refused before any counter is chosen (a precise level above the
	 * PMU's): pms_evlist_open_check() alone */
	if (!pms_evlist_open_check(ev, i, env, PMS_OPEN_ALONE, &k) && !k.supported) {
		r->supported = false;
		r->mask = 0;
		r->refused = k.refused;
	}
	snprintf(r->config, sizeof(r->config), "0x%llx", (unsigned long long)r->hw.config);
	if (pms_model_alloc(m) != PMS_ALLOC_X86)
		arm_decode(r->decoded, sizeof(r->decoded), m, r->hw.config, r->hw.config1);
	else
		x86_decode(r->decoded, sizeof(r->decoded), r->hw.config, r->hw.config1,
			   pms_model_vendor(m) == PMS_VENDOR_AMD);
	if (r->refused)
		snprintf(r->counters, sizeof(r->counters), "refused");
	else
		pms_model_mask_format(m, c.mask, r->counters, sizeof(r->counters));
	if (r->info.topdown == PMS_TD_NONE && !pms_lint_event(m, env, &r->hw, &r->lint) &&
	    r->lint.status != PMS_LINT_NO_DATA)
		pms_mask_format(r->lint.vendor & r->lint.judged, r->vendor, sizeof(r->vendor));
	mark(r);
}

PMS_API int pms_event_row(const struct pms_evlist *ev, int i, const struct pms_env *env,
			  unsigned flags, struct pms_event_row *out)
{
	struct pms_event_row r;
	struct pms_open_check k = { .sz = sizeof(k) };
	struct pms_env e;
	size_t sz;

	if (!ev || !env || !out || i < 0 || i >= pms_evlist_count(ev) ||
	    pmsi_env_take(&e, env, NULL))
		return PMS_EINVAL;
	memcpy(&sz, out, sizeof(sz));
	memset(&r, 0, sizeof(r));
	r.sz = sizeof(r);
	/* the caller's size under the rule: checked before anything is written */
	if (pmsi_sz_copy(&r, sizeof(r), out, "struct pms_event_row", NULL))
		return PMS_EINVAL;
	memset(&r, 0, sizeof(r));
	fill(ev, i, &e, &r);
	if ((flags & PMS_EVENT_ROW_OPENED) &&
	    !pms_evlist_open_check(ev, i, &e, flags & ~PMS_EVENT_ROW_OPENED, &k)) {
		r.supported = r.info.pmu == PMS_PMU_CORE && k.supported;
		r.refused = k.refused;
		r.reopened = k.reopened;
	}
	memcpy(out, &r, sz < sizeof(r) ? sz : sizeof(r));
	memcpy(out, &sz, sizeof(sz));
	return PMS_OK;
}

/* The affected kernels of a lint finding ("6.1-6.12"), or "". */
static void versions(const struct pms_model *m, const struct pms_env *env,
		     const struct pms_event_row *r, enum pms_lint_kind kind, uint64_t counters,
		     char *buf, size_t n)
{
	struct pms_kver_range rg[8];
	size_t nr = 0;

	buf[0] = '\0';
	if (pms_lint_versions(m, env, &r->hw, kind, counters, rg, 8, &nr) == PMS_OK)
		pms_kver_ranges_format(rg, nr < 8 ? nr : 8, buf, n);
}

PMS_API int pms_event_row_kernels(const struct pms_model *m, const struct pms_env *env,
				  const struct pms_event_row *r, enum pms_lint_kind kind,
				  char *buf, size_t n)
{
	if (!m || !env || !r || !buf || !n || (kind != PMS_LINT_A && kind != PMS_LINT_B))
		return PMS_EINVAL;
	versions(m, env, r, kind, kind == PMS_LINT_A ? r->lint.a : r->lint.b, buf, n);
	return PMS_OK;
}

static void json_lint(struct pms_json *j, const struct pms_model *m, const struct pms_env *env,
		      const struct pms_event_row *r)
{
	const struct pms_lint *l = &r->lint;
	char vers[160];

	pms_json_open(j, "lint", '{');
	pms_json_kstr(j, "status", l->status == PMS_LINT_FOUND ? "found" :
		      l->status == PMS_LINT_OK ? "ok" : "no-data");
	if (l->status != PMS_LINT_NO_DATA) {
		pms_json_counters(j, "vendor_counters", NULL, l->vendor & l->judged);
		pms_json_counters(j, "judged", NULL, l->judged);
		pms_json_kstr(j, "vendor_field", l->htoff_data ? "CounterHTOff" : "Counter");
		pms_json_kstr(j, "vendor_event", l->row);
		pms_json_counters(j, "a", NULL, l->a);
		vers[0] = '\0';
		if (l->a)
			versions(m, env, r, PMS_LINT_A, l->a, vers, sizeof(vers));
		pms_json_kstr(j, "a_kernels", vers);
		pms_json_counters(j, "b", NULL, l->b);
		vers[0] = '\0';
		if (l->b)
			versions(m, env, r, PMS_LINT_B, l->b, vers, sizeof(vers));
		pms_json_kstr(j, "b_kernels", vers);
	}
	pms_json_close(j);
}

PMS_API bool pms_event_row_dialects(const struct pms_model *m, const struct pms_event_row *r,
				    struct pms_dialect_enc *perf, struct pms_dialect_enc *pfm)
{
	if (!m || !r || !perf || !pfm || !r->info.resolved_by ||
	    strcmp(r->info.resolved_by, "perf-json"))
		return false;
	if (pms_event_dialects(m, r->info.name, perf, pfm) || !perf->known || !pfm->known)
		return false;
	return perf->config != pfm->config || perf->config1 != pfm->config1;
}

static void json_dialect(struct pms_json *j, const char *key, const struct pms_dialect_enc *d)
{
	if (!d->known) {
		pms_json_knull(j, key);
		return;
	}
	pms_json_open(j, key, '{');
	pms_json_kbool(j, "encodes", d->encodes);
	pms_json_khex(j, "config", d->config);
	pms_json_khex(j, "config1", d->config1);
	pms_json_kstr(j, "detail", d->detail);
	pms_json_close(j);
}

/*
 * The perf_event_attr fields perf stat sets for event @i (pms_evlist_attr),
 * as "attr": type and configs as numbers perf would pass, the exclude
 * bits after perf's modifier rules, and the group leader's index.
 */
static void json_attr(struct pms_json *j, const struct pms_evlist *ev, int i)
{
	struct pms_event_attr a = { .sz = sizeof(a) };

	if (pms_evlist_attr(ev, i, &a) != PMS_OK)
		return;
	pms_json_open(j, "attr", '{');
	pms_json_kint(j, "type", a.type == UINT32_MAX ? -1LL : (long long)a.type);
	pms_json_khex(j, "config", a.config);
	pms_json_khex(j, "config1", a.config1);
	pms_json_khex(j, "config2", a.config2);
	pms_json_khex(j, "config3", a.config3);
	pms_json_kbool(j, "exclude_user", a.exclude_user);
	pms_json_kbool(j, "exclude_kernel", a.exclude_kernel);
	pms_json_kbool(j, "exclude_hv", a.exclude_hv);
	pms_json_kbool(j, "exclude_guest", a.exclude_guest);
	pms_json_kbool(j, "exclude_host", a.exclude_host);
	pms_json_kbool(j, "exclude_idle", a.exclude_idle);
	pms_json_kint(j, "precise_ip", a.precise_ip);
	pms_json_kbool(j, "pinned", a.pinned);
	pms_json_kbool(j, "exclusive", a.exclusive);
	pms_json_kbool(j, "sample_read", a.sample_read);
	if (a.has_period)
		pms_json_kuint(j, "sample_period", a.period);
	if (a.has_freq)
		pms_json_kuint(j, "sample_freq", a.freq);
	if (a.type == PMS_TYPE_BREAKPOINT) {
		pms_json_khex(j, "bp_addr", a.bp_addr);
		pms_json_kuint(j, "bp_len", a.bp_len);
		pms_json_kuint(j, "bp_type", a.bp_type);
	}
	pms_json_kstr(j, "name", a.name);
	pms_json_kstr(j, "pmu", a.pmu_name);
	pms_json_kint(j, "leader", a.leader);
	pms_json_kint(j, "group_size", a.group_size);
	pms_json_kbool(j, "weak_group", a.weak_group);
	pms_json_close(j);
}

static void json_event(struct pms_json *j, const struct pms_model *m, const struct pms_env *env,
		       const struct pms_evlist *ev, int i, const struct pms_event_row *r)
{
	static const char *const pmu_word[] = { "core", "software", "other" };
	struct pms_dialect_enc perf, pfm;

	pms_json_open(j, NULL, '{');
	pms_json_kstr(j, "name", r->info.name);
	pms_json_kstr(j, "text", r->info.text);
	pms_json_kint(j, "group", r->info.group);
	pms_json_kbool(j, "leader", r->info.is_leader);
	pms_json_kstr(j, "pmu", pmu_word[r->info.pmu <= PMS_PMU_OTHER ? r->info.pmu :
					  PMS_PMU_OTHER]);
	pms_json_kint(j, "type", r->info.type == UINT32_MAX ? -1LL : (long long)r->info.type);
	pms_json_kstr(j, "mods", strcmp(r->mods, "-") ? r->mods : "");
	pms_json_kbool(j, "pinned", r->info.pinned);
	pms_json_kbool(j, "exclusive", r->info.exclusive);
	pms_json_kint(j, "precise", r->info.precise);
	pms_json_kstr(j, "dialect", r->info.resolved_by);
	pms_json_kstr(j, "config", r->config);
	if (r->supported)
		pms_json_khex(j, "config1", r->hw.config1);
	else
		pms_json_knull(j, "config1");
	pms_json_kbool(j, "supported", r->info.pmu != PMS_PMU_CORE || r->supported);
	if (r->refused)
		pms_json_kstr(j, "refused", r->refused);
	if (r->reopened)
		pms_json_kstr(j, "reopened", r->reopened);
	pms_json_counters(j, "counters", r->pmu, r->mask);
	json_lint(j, m, env, r);
	if (r->info.resolved_by && !strcmp(r->info.resolved_by, "perf-json")) {
		bool differ = pms_event_row_dialects(m, r, &perf, &pfm);

		pms_json_open(j, "dialects", '{');
		json_dialect(j, "perf", &perf);
		json_dialect(j, "libpfm4", &pfm);
		pms_json_kbool(j, "differ", differ);
		pms_json_close(j);
	}
	pms_json_kstr(j, "source", r->source);
	json_attr(j, ev, i);
	pms_json_close(j);
}

/*
 * "opens": the perf_event_open() calls perf stat makes, in order, each with
 * the event, the open whose fd is its group_fd (-1 alone), the pass and,
 * when the kernel refuses it, the errno (pms_evlist_opens()).
 */
static void json_opens(struct pms_json *j, const struct pms_stat_open *o, int n)
{
	pms_json_open(j, "opens", '[');
	for (int k = 0; k < n; k++) {
		pms_json_open(j, NULL, '{');
		pms_json_kint(j, "event", o[k].event);
		pms_json_kint(j, "leader", o[k].leader);
		pms_json_kint(j, "pass", o[k].pass);
		if (o[k].err)
			pms_json_kint(j, "errno", o[k].err);
		pms_json_close(j);
	}
	pms_json_close(j);
}

PMS_API int pms_json_write_events(FILE *f, const struct pms_evlist *ev,
				  const struct pms_json_events_opts *uo, struct pms_diag *d)
{
	struct pms_json_events_opts o = { .sz = sizeof(o) };
	const struct pms_model *m;
	const struct pms_perf_table *t;
	struct pms_json j;
	struct pms_event_row r;
	struct pms_env env;
	char kbuf[32], tab[64];
	struct pms_stat_open *opens;
	uint32_t pv;
	int n, rc, cap, n_open;

	if (!f || !ev || !uo)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "NULL argument");
	rc = pmsi_sz_copy(&o, sizeof(o), uo, "struct pms_json_events_opts", d);
	if (!rc && !o.env)
		rc = pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no conditions");
	if (!rc)
		rc = pmsi_env_take(&env, o.env, d);
	if (rc)
		return rc;
	m = o.model ? o.model : pms_evlist_model(ev);
	pv = pms_evlist_perf_version(ev);
	t = pms_model_perf_table_for(m, pv);
	n = pms_evlist_count(ev);
	/* everything that can fail before the first byte */
	cap = 2 * n + 1;
	opens = pmsi_calloc((size_t)cap, sizeof(*opens));
	n_open = opens ? pms_evlist_opens(ev, &env, o.flags, opens, cap, NULL) : PMS_ENOMEM;
	if (n_open == PMS_ENOMEM) {
		pmsi_free(opens);
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	}
	pms_kver_format(env.kver, kbuf, sizeof(kbuf));
	pms_json_begin(&j, f, "events");
	pms_json_kstr(&j, "cpu", pms_model_name(m));
	pms_json_kstr(&j, "kernel", kbuf);
	pms_json_kbool(&j, "ht", env.ht);
	pms_kver_format(pv, kbuf, sizeof(kbuf));
	pms_json_kstr(&j, "perf_version", kbuf);
	snprintf(tab, sizeof(tab), "%s %s", pms_perf_table_dir(t), pms_perf_table_version(t));
	pms_json_kstr(&j, "perf_table", t ? tab : NULL);
	pms_json_kstr(&j, "perf_data", pms_perf_source_for(pv));
	pms_json_open(&j, "events", '[');
	for (int i = 0; i < n; i++) {
		r.sz = sizeof(r);
		pms_event_row(ev, i, &env, o.flags | PMS_EVENT_ROW_OPENED, &r);
		json_event(&j, m, &env, ev, i, &r);
	}
	pms_json_close(&j);
	if (n_open >= 0)	/* another refusal: no member, as before */
		json_opens(&j, opens, n_open < cap ? n_open : cap);
	pms_json_end(&j);
	pmsi_free(opens);
	return ferror(f) ? pmsi_diag(d, PMS_ESYS, PMS_NOPOS, 0, "write error") : PMS_OK;
}
