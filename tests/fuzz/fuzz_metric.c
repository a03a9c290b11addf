/*
 * Fuzz target: perf's metric language and list building (metrics.h,
 * perf_lists.h).  The first byte picks what runs, the rest is text:
 *   bits 0-1  0: an expression, parsed in both dialects, evaluated, its IDs
 *             collected; 1: a -M argument built into a list; 2: a list of
 *             events ("a,{b,c}:W") regrouped and weak-reset by version;
 *             3: all three on the same text
 *   bits 2-4  the model (skl skx icl icx spr zen4 hsw snb)
 *   bit 5     perf 6.1 instead of 6.12
 *   bits 6-7  flags: --metric-no-group, --metric-no-merge
 * Invariants are checked: a list's leaders point backwards into the list
 * and groups are contiguous; a regroup is a permutation; a weak reset keeps
 * every event.  A violation aborts.
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "pmusched/pmusched.h"

int pms_fuzz_metric(const uint8_t *data, size_t size);

static const char *const models[8] = { "skl", "skx", "icl", "icx", "spr", "zen4", "hsw", "snb" };

static bool has_x(void *ctx, const char *id)
{
	(void)ctx;
	return id[0] == 'x';
}

static void expression(const char *s)
{
	static const uint32_t v[2] = { PMS_KVER(6, 1), PMS_KVER(6, 12) };

	for (int k = 0; k < 2; k++) {
		struct pms_mexpr *e = NULL;
		struct pms_mvars *x = NULL;
		const char *ids[8];
		size_t n;
		double out;

		if (pms_mexpr_parse(s, v[k], NULL, &e, NULL))
			continue;
		if (!pms_mvars_new(v[k], NULL, &x)) {
			pms_mvars_set(x, "a", 3, 1);
			pms_mvars_set(x, "INST_RETIRED.ANY", 1e9, 1);
			pms_mvars_ref(x, "m", "a * 2 + m", NULL);
			pms_mexpr_eval(e, x, &out, NULL);
			pms_mvars_free(x);
		}
		if (!pms_mexpr_ids(e, has_x, NULL, ids, 8, &n))
			for (size_t i = 0; i < n && i < 8; i++)
				if (!ids[i] || !*ids[i])
					abort();
		pms_mexpr_free(e);
	}
}

static void check_list(const struct pms_mlist *l)
{
	int n = pms_mlist_n_events(l);

	for (int i = 0; i < n; i++) {
		struct pms_mevent e;

		if (pms_mlist_event(l, i, &e) || e.leader < 0 || e.leader > i || !e.name || !e.text)
			abort();
		if (e.leader != i && i > 0) {	/* contiguous groups */
			struct pms_mevent p;

			pms_mlist_event(l, i - 1, &p);
			if (p.leader != e.leader)
				abort();
		}
	}
	for (int j = 0; j < pms_mlist_n_metrics(l) && j < 64; j++) {
		struct pms_mmetric m;
		struct pms_mcount c[64];
		struct pms_mvalue v;

		if (pms_mlist_metric(l, j, &m) || m.line_event >= n)
			abort();
		for (int k = 0; k < m.n_events; k++)
			if (m.events[k] < 0 || m.events[k] >= n)
				abort();
		memset(c, 0, sizeof(c));
		for (int i = 0; i < 64; i++)
			c[i] = (struct pms_mcount){ (double)i, true, true, i & 1 };
		if (n <= 64)
			pms_mlist_metric_value(l, j, c, 64, NULL, &v, NULL);
	}
}

static void metrics(const char *s, unsigned sel)
{
	struct pms_mlist_opts o = PMS_MLIST_OPTS_INIT;
	struct pms_mlist *l = NULL;

	o.perf_version = (sel & 0x20) ? PMS_KVER(6, 1) : PMS_KVER(6, 12);
	o.flags = ((sel >> 6) & 3) | PMS_MLIST_HAS_EVENTS;
	o.metrics = s;
	if (!pms_mlist_build(pms_model_find(models[(sel >> 2) & 7]), &o, &l, NULL))
		check_list(l);
	pms_mlist_free(l);
}

/* "a,{b,c}:W,d" -> events, each group's first member its leader */
static int events(char *s, struct pms_pgevent *ev, int cap)
{
	int n = 0, lead = -1;

	for (char *p = s; *p && n < cap;) {
		char *end;
		bool open = *p == '{';

		if (open) {
			p++;
			lead = n;
		}
		end = p + strcspn(p, ",}");
		ev[n].name = p;
		ev[n].pmu = (n & 1) ? "cpu" : NULL;
		ev[n].leader = lead >= 0 ? lead : n;
		ev[n].weak = lead >= 0 && strstr(end, ":W") == end + 1;
		n++;
		if (*end == '}') {
			lead = -1;
			*end++ = '\0';
			end += strcspn(end, ",");
		}
		if (*end)
			*end++ = '\0';
		p = end;
	}
	return n;
}

static void regroup(char *s, unsigned sel)
{
	static const uint32_t vers[] = {
		PMS_KVER(5, 16), PMS_KVER(5, 17), PMS_KVER(5, 18), PMS_KVER(6, 1),
		PMS_KVER(6, 12),
	};
	struct pms_pgevent ev[64];
	int n = events(s, ev, 64), order[64], leader[64], seen[64];

	for (size_t k = 0; k < sizeof(vers) / sizeof(vers[0]); k++) {
		if (pms_perf_regroup(vers[k], sel & 1, ev, n, order, leader, NULL))
			continue;
		memset(seen, 0, sizeof(seen));
		for (int i = 0; i < n; i++) {
			if (order[i] < 0 || order[i] >= n || seen[order[i]]++ || leader[i] < 0 ||
			    leader[i] >= n)
				abort();
		}
		for (int f = 0; f < n; f++)
			pms_perf_weak_reopen(vers[k], sel & 1, ev, n, f, leader, NULL, NULL);
	}
}

int pms_fuzz_metric(const uint8_t *data, size_t size)
{
	char buf[2048];
	unsigned sel;

	if (!size || size >= sizeof(buf))
		return 0;
	sel = data[0];
	memcpy(buf, data + 1, size - 1);
	buf[size - 1] = '\0';
	if ((sel & 3) == 0 || (sel & 3) == 3)
		expression(buf);
	if ((sel & 3) == 1 || (sel & 3) == 3)
		metrics(buf, sel);
	if ((sel & 3) == 2 || (sel & 3) == 3)
		regroup(buf, sel);
	return 0;
}

#ifdef PMS_LIBFUZZER
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	return pms_fuzz_metric(data, size);
}
#endif
