/*
 * The per-event facts 'pmusched events' prints (see evrow.h).
 */
#include <string.h>
#include "evrow.h"
#include "pmusched/query.h"

void ev_decode(char *buf, size_t n, uint64_t config, uint64_t config1, bool amd)
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

static void mark(struct ev_row *r)
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

void ev_row_fill(const struct pms_evlist *ev, int i, const struct pms_env *env, struct ev_row *r)
{
	const struct pms_model *m = pms_evlist_event_pmu(ev, i);	/* its core PMU */
	struct pms_open_check k = { .sz = sizeof(k) };
	struct pms_constraint c;

	if (!m)
		m = pms_evlist_model(ev);
	memset(r, 0, sizeof(*r));
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
	 * PMU's): the library's rule, pms_evlist_open_check() */
	if (!pms_evlist_open_check(ev, i, env, PMS_OPEN_ALONE, &k) && !k.supported) {
		r->supported = false;
		r->mask = 0;
		r->refused = k.refused;
	}
	snprintf(r->config, sizeof(r->config), "0x%llx", (unsigned long long)r->hw.config);
	if (pms_model_alloc(m) != PMS_ALLOC_X86)
		arm_decode(r->decoded, sizeof(r->decoded), m, r->hw.config, r->hw.config1);
	else
		ev_decode(r->decoded, sizeof(r->decoded), r->hw.config, r->hw.config1,
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

void ev_json_counters(struct json *j, const char *key, const struct pms_model *m, uint64_t mask)
{
	pms_json_counters(&j->w, key, m, mask);	/* the library's one serialiser */
}

static void versions(const struct pms_model *m, const struct pms_env *env, const struct ev_row *r,
		     enum pms_lint_kind kind, uint64_t counters, char *buf, size_t n)
{
	struct pms_kver_range rg[8];
	size_t nr = 0;

	buf[0] = '\0';
	if (pms_lint_versions(m, env, &r->hw, kind, counters, rg, 8, &nr) == PMS_OK)
		pms_kver_ranges_format(rg, nr < 8 ? nr : 8, buf, n);
}

void ev_print_lint(FILE *f, const struct pms_model *m, const struct pms_env *env,
		   const struct ev_row *r)
{
	const struct pms_lint *l = &r->lint;
	const char *field = l->htoff_data ? "CounterHTOff" : "Counter";
	char mask[64], vers[160];

	if (l->status != PMS_LINT_FOUND)
		return;
	if (l->a) {
		pms_mask_format(l->a, mask, sizeof(mask));
		versions(m, env, r, PMS_LINT_A, l->a, vers, sizeof(vers));
		fprintf(f, "lint (a) %s: the kernel allows %s, which the vendor's %s for this "
			"encoding (%s) rules out: counts there read wrong; affected kernels, HT %s: "
			"%s\n", r->info.name, mask, field, l->row ? l->row : "?",
			env->ht ? "on" : "off", vers);
	}
	if (l->b) {
		pms_mask_format(l->b, mask, sizeof(mask));
		versions(m, env, r, PMS_LINT_B, l->b, vers, sizeof(vers));
		fprintf(f, "lint (b) %s: the kernel keeps it off %s, which the vendor's %s for this "
			"encoding (%s) allows: needless multiplexing; affected kernels, HT %s: %s\n",
			r->info.name, mask, field, l->row ? l->row : "?", env->ht ? "on" : "off", vers);
	}
}

void ev_json_lint(struct json *j, const struct pms_model *m, const struct pms_env *env,
		  const struct ev_row *r)
{
	const struct pms_lint *l = &r->lint;
	char vers[160];

	json_open(j, "lint", '{');
	json_kstr(j, "status", l->status == PMS_LINT_FOUND ? "found" :
		  l->status == PMS_LINT_OK ? "ok" : "no-data");
	if (l->status != PMS_LINT_NO_DATA) {
		ev_json_counters(j, "vendor_counters", NULL, l->vendor & l->judged);
		ev_json_counters(j, "judged", NULL, l->judged);
		json_kstr(j, "vendor_field", l->htoff_data ? "CounterHTOff" : "Counter");
		json_kstr(j, "vendor_event", l->row);
		ev_json_counters(j, "a", NULL, l->a);
		vers[0] = '\0';
		if (l->a)
			versions(m, env, r, PMS_LINT_A, l->a, vers, sizeof(vers));
		json_kstr(j, "a_kernels", vers);
		ev_json_counters(j, "b", NULL, l->b);
		vers[0] = '\0';
		if (l->b)
			versions(m, env, r, PMS_LINT_B, l->b, vers, sizeof(vers));
		json_kstr(j, "b_kernels", vers);
	}
	json_close(j);
}
