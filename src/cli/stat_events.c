/*
 * Built-in event names for 'pmusched stat' when no event-list parser is
 * linked in, or the host's CPU model is unknown: perf's software and
 * generic hardware names (the tables of tools/perf/util/parse-events.c),
 * "{...}" groups, "rHEX" and the u/k/h/W/D/e modifiers.
 */
#include <stdlib.h>
#include <string.h>
#include "stat.h"

static const struct {
	const char *name;
	uint32_t type;
	uint64_t config;
} builtin[] = {
	{ "cpu-clock", PMS_TYPE_SOFTWARE, 0 },
	{ "task-clock", PMS_TYPE_SOFTWARE, 1 },
	{ "page-faults", PMS_TYPE_SOFTWARE, 2 },
	{ "faults", PMS_TYPE_SOFTWARE, 2 },
	{ "context-switches", PMS_TYPE_SOFTWARE, 3 },
	{ "cs", PMS_TYPE_SOFTWARE, 3 },
	{ "cpu-migrations", PMS_TYPE_SOFTWARE, 4 },
	{ "migrations", PMS_TYPE_SOFTWARE, 4 },
	{ "minor-faults", PMS_TYPE_SOFTWARE, 5 },
	{ "major-faults", PMS_TYPE_SOFTWARE, 6 },
	{ "alignment-faults", PMS_TYPE_SOFTWARE, 7 },
	{ "emulation-faults", PMS_TYPE_SOFTWARE, 8 },
	{ "dummy", PMS_TYPE_SOFTWARE, 9 },
	{ "cycles", PMS_TYPE_HARDWARE, 0 },
	{ "cpu-cycles", PMS_TYPE_HARDWARE, 0 },
	{ "instructions", PMS_TYPE_HARDWARE, 1 },
	{ "cache-references", PMS_TYPE_HARDWARE, 2 },
	{ "cache-misses", PMS_TYPE_HARDWARE, 3 },
	{ "branches", PMS_TYPE_HARDWARE, 4 },
	{ "branch-instructions", PMS_TYPE_HARDWARE, 4 },
	{ "branch-misses", PMS_TYPE_HARDWARE, 5 },
	{ "bus-cycles", PMS_TYPE_HARDWARE, 6 },
	{ "stalled-cycles-frontend", PMS_TYPE_HARDWARE, 7 },
	{ "stalled-cycles-backend", PMS_TYPE_HARDWARE, 8 },
	{ "ref-cycles", PMS_TYPE_HARDWARE, 9 },
};

/* A built-in name or "rHEX" into @ev's type and config; -1 if neither. */
static int lookup(const char *s, size_t len, struct stat_ev *ev)
{
	for (size_t k = 0; k < sizeof(builtin) / sizeof(builtin[0]); k++) {
		if (strlen(builtin[k].name) == len && !strncmp(builtin[k].name, s, len)) {
			ev->e.type = builtin[k].type;
			ev->e.config = builtin[k].config;
			return 0;
		}
	}
	if (s[0] == 'r' && len > 1 && len < 18 && strspn(s + 1, "0123456789abcdefABCDEF") >= len - 1) {
		ev->e.type = PMS_TYPE_RAW;
		ev->e.config = strtoull(s + 1, NULL, 16);
		return 0;
	}
	return -1;
}

static int mods_parse(const char *s, size_t len, unsigned *mods)
{
	for (size_t i = 0; i < len; i++) {
		switch (s[i]) {
		case 'u': *mods |= PMS_MOD_U; break;
		case 'k': *mods |= PMS_MOD_K; break;
		case 'h': *mods |= PMS_MOD_H; break;
		case 'W': *mods |= PMS_MOD_W; break;
		case 'D': *mods |= PMS_MOD_D; break;
		case 'e': *mods |= PMS_MOD_E; break;
		default: return -1;
		}
	}
	return 0;
}

/*
 * A small parser for names, "{...}" groups, "rHEX" and the u/k/h/W/D/e
 * modifiers.  The full grammar belongs to pms_evlist_parse(); this only
 * keeps 'stat' usable where that is not linked in.
 */
int stat_fallback_parse(const char *text, struct stat_ev **out, int *n, char *err, size_t errn)
{
	struct stat_ev *v = NULL;
	int cnt = 0, cap = 0, leader = -1;
	const char *p = text;
	bool in_group = false;

	*out = NULL;
	*n = 0;
	while (*p) {
		const char *s, *colon, *end;
		size_t len;
		unsigned mods = 0;
		struct stat_ev *ev;
		bool closes = false;

		if (*p == '{') {
			if (in_group)
				goto bad;
			in_group = true;
			leader = cnt;
			p++;
		}
		s = p;
		while (*p && *p != ',' && *p != '}' && *p != '{')
			p++;
		end = p;
		if (*p == '}') {
			if (!in_group)
				goto bad;
			closes = true;
			p++;
			if (*p == ':') {	/* group modifiers */
				const char *g = ++p;

				while (*p && *p != ',')
					p++;
				if (mods_parse(g, (size_t)(p - g), &mods))
					goto bad;
			}
		}
		if (*p == ',')
			p++;
		else if (*p && *p != '{')
			goto bad;
		colon = memchr(s, ':', (size_t)(end - s));
		len = (size_t)((colon ? colon : end) - s);
		if (colon && mods_parse(colon + 1, (size_t)(end - colon - 1), &mods))
			goto bad;
		if (len == 0)
			goto bad;
		if (cnt == cap) {
			struct stat_ev *nv;

			cap = cap ? cap * 2 : 8;
			nv = realloc(v, (size_t)cap * sizeof(*v));
			if (!nv)
				goto nomem;
			v = nv;
		}
		ev = &v[cnt];
		memset(ev, 0, sizeof(*ev));
		if (lookup(s, len, ev)) {
			snprintf(err, errn, "unknown event '%.*s'", (int)len, s);
			goto fail;
		}
		snprintf(ev->name, sizeof(ev->name), "%.*s", (int)(end - s), s);
		ev->is_clock = ev->e.type == PMS_TYPE_SOFTWARE && ev->e.config <= 1;
		ev->e.leader = in_group ? leader : cnt;
		ev->e.mods = mods;
		cnt++;
		if (closes) {
			/* group modifiers apply to every member; D, W and e are the leader's */
			for (int i = leader; i < cnt; i++) {
				v[i].e.mods |= mods & (PMS_MOD_U | PMS_MOD_K | PMS_MOD_H);
				v[i].e.mods |= v[leader].e.mods & PMS_MOD_W;
			}
			v[leader].e.mods |= mods;
			in_group = false;
		}
	}
	if (in_group || cnt == 0)
		goto bad;
	for (int i = 0; i < cnt; i++) {
		struct stat_ev *l = &v[v[i].e.leader];

		v[i].e.name = v[i].name;
		v[i].e.pinned = (l->e.mods & PMS_MOD_D) != 0;
		v[i].e.exclusive = (l->e.mods & PMS_MOD_E) != 0;
		v[i].e.weak = (l->e.mods & PMS_MOD_W) != 0;
	}
	*out = v;
	*n = cnt;
	return 0;
bad:
	snprintf(err, errn, "cannot parse event list near offset %zu", (size_t)(p - text));
fail:
	free(v);
	return -1;
nomem:
	snprintf(err, errn, "out of memory");
	free(v);
	return -1;
}
