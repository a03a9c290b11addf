/* Writing an event list back as perf -e text. */
#include <stdio.h>
#include <string.h>
#include "internal.h"
#include "evtext.h"

static int put(char *buf, size_t n, size_t *at, const char *s)
{
	size_t len = strlen(s);

	if (*at + len + 1 > n)
		return -1;
	memcpy(buf + *at, s, len + 1);
	*at += len;
	return 0;
}

/* Modifiers of event @i without the group-level letters. */
static void member_mods(const struct pms_evlist *list, int i, char *out, size_t n)
{
	char all[64];
	size_t w = 0;

	pms_evlist_mods_format(list, i, all, sizeof(all));
	for (size_t k = 0; all[k] && w + 1 < n; k++)
		if (all[k] != 'D' && all[k] != 'e' && all[k] != 'W')
			out[w++] = all[k];
	out[w] = '\0';
}

/*
 * The PMU event @i's name is written under, or NULL.  On a hybrid
 * platform an event written without a PMU opened on each core PMU
 * (parse_events_multi_pmu_add(), perf 6.12): it is written as
 * "cpu_atom/cycles/" so that it parses back to that one PMU, as perf
 * accepts it (raw rNNNN events go to cpu_core alone and stay as written).
 */
static const char *write_pmu(const struct pms_evlist *list, int i,
			     const struct pms_event_info *info)
{
	const struct pms_model *pmu = pms_evlist_event_pmu(list, i);

	if (pmu && pms_model_is_hybrid(pms_evlist_model(list)) && !strchr(info->name, '/') &&
	    !(info->resolved_by && !strcmp(info->resolved_by, "raw")))
		return pms_model_pmu_name(pmu);
	return NULL;
}

/* The written name ends in a PMU's '/': modifiers follow it directly
 * ("cpu/cycles/u"; perf takes no ':' there). */
static bool ends_slash(const char *pmu, const char *name)
{
	size_t len = strlen(name);

	return pmu || (len && name[len - 1] == '/');
}

int pmsi_evtext_build(const struct pms_evlist *list, const struct pmsi_evgroup *g,
		      int n_groups, char *buf, size_t n)
{
	size_t at = 0;

	if (!n)
		return -1;
	buf[0] = '\0';
	for (int k = 0; k < n_groups; k++) {
		bool braces = g[k].braces || g[k].n > 1;
		struct pms_event_info lead;
		char suffix[16];
		size_t s = 0;
		bool wrote_mods = false, slash = false;

		if (!g[k].n)
			continue;
		pms_evlist_event(list, g[k].ev[0], &lead);
		if (at && put(buf, n, &at, ","))
			return -1;
		if (braces && put(buf, n, &at, "{"))
			return -1;
		for (int j = 0; j < g[k].n; j++) {
			struct pms_event_info info;
			char mods[64];
			const char *pmu;

			pms_evlist_event(list, g[k].ev[j], &info);
			member_mods(list, g[k].ev[j], mods, sizeof(mods));
			pmu = write_pmu(list, g[k].ev[j], &info);
			slash = ends_slash(pmu, info.name);
			if ((j && put(buf, n, &at, ",")) ||
			    (pmu && (put(buf, n, &at, pmu) || put(buf, n, &at, "/"))) ||
			    put(buf, n, &at, info.name) || (pmu && put(buf, n, &at, "/")))
				return -1;
			if (mods[0] && ((!slash && put(buf, n, &at, ":")) || put(buf, n, &at, mods)))
				return -1;
			wrote_mods = mods[0] != '\0';
		}
		if (braces && put(buf, n, &at, "}"))
			return -1;
		if (g[k].pinned)
			suffix[s++] = 'D';
		if (lead.exclusive)
			suffix[s++] = 'e';
		if (lead.weak && braces)
			suffix[s++] = 'W';
		suffix[s] = '\0';
		if (s) {
			/* "{a,b}:D", "a:D", or "a:uD" when a already has modifiers;
			 * "cpu/a/D" after a PMU's '/' */
			bool own = !braces && (wrote_mods || slash);

			if ((!own && put(buf, n, &at, ":")) || put(buf, n, &at, suffix))
				return -1;
		}
	}
	return 0;
}

PMS_API void pms_plan_event_text(const struct pms_evlist *ev, int i, char *buf, size_t n)
{
	struct pms_event_info info;
	const char *pmu;
	char mods[64];

	if (!n)
		return;
	if (pms_evlist_event(ev, i, &info)) {
		buf[0] = '\0';
		return;
	}
	member_mods(ev, i, mods, sizeof(mods));
	pmu = write_pmu(ev, i, &info);
	snprintf(buf, n, "%s%s%s%s%s%s", pmu ? pmu : "", pmu ? "/" : "", info.name, pmu ? "/" : "",
		 mods[0] && !ends_slash(pmu, info.name) ? ":" : "", mods);
}

size_t pmsi_evtext_cap(const struct pms_evlist *list)
{
	size_t cap = 64;

	for (int i = 0; i < pms_evlist_count(list); i++) {
		struct pms_event_info info;

		pms_evlist_event(list, i, &info);
		cap += strlen(info.text) + strlen(info.name) + 8 + 16;	/* a PMU's "name//" */
	}
	return cap;
}

int pmsi_evtext_parse(const struct pms_evlist *like, const struct pms_env *env, const char *text,
		      struct pms_evlist **out, struct pms_diag *d)
{
	struct pms_evlist_opts o = PMS_EVLIST_OPTS_INIT;

	o.perf_version = pms_evlist_perf_version(like);
	o.env = env;
	return pms_evlist_parse_opts(pms_evlist_model(like), text, &o, out, d);
}
