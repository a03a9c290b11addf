/*
 * Event names, in perf's order: the generic hardware, software and
 * hardware-cache names (the perf_event ABI numbering), the TopDown
 * pseudo-events, raw rNNNN, then perf's own JSON table for the model
 * (pmu_events.c; perf's encoding wins wherever both dialects know a name),
 * then libpfm4's table (the PAPI/likwid dialect) and 'pmu::EVENT'.
 * Unknown names get close matches from both dialects, and the models
 * whose perf table has the name.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include "evlist_int.h"
#include "uncore_int.h"
#include "pmu_events_int.h"
#include "../../models/arm64_table.h"

/* perf's names for the generic hardware events (PERF_COUNT_HW_*). */
static const struct {
	const char *name;
	int id;
} generic_names[] = {
	{ "cycles", PMS_HW_CPU_CYCLES },
	{ "cpu-cycles", PMS_HW_CPU_CYCLES },
	{ "instructions", PMS_HW_INSTRUCTIONS },
	{ "cache-references", PMS_HW_CACHE_REFERENCES },
	{ "cache-misses", PMS_HW_CACHE_MISSES },
	{ "branches", PMS_HW_BRANCH_INSTRUCTIONS },
	{ "branch-instructions", PMS_HW_BRANCH_INSTRUCTIONS },
	{ "branch-misses", PMS_HW_BRANCH_MISSES },
	{ "bus-cycles", PMS_HW_BUS_CYCLES },
	{ "stalled-cycles-frontend", PMS_HW_STALLED_CYCLES_FRONTEND },
	{ "idle-cycles-frontend", PMS_HW_STALLED_CYCLES_FRONTEND },
	{ "stalled-cycles-backend", PMS_HW_STALLED_CYCLES_BACKEND },
	{ "idle-cycles-backend", PMS_HW_STALLED_CYCLES_BACKEND },
	{ "ref-cycles", PMS_HW_REF_CPU_CYCLES },
};

/* PERF_COUNT_SW_* numbering. */
static const struct {
	const char *name;
	unsigned config;
} software_names[] = {
	{ "cpu-clock", 0 },
	{ "task-clock", 1 },
	{ "page-faults", 2 },
	{ "faults", 2 },
	{ "context-switches", 3 },
	{ "cs", 3 },
	{ "cpu-migrations", 4 },
	{ "migrations", 4 },
	{ "minor-faults", 5 },
	{ "major-faults", 6 },
	{ "alignment-faults", 7 },
	{ "emulation-faults", 8 },
	{ "dummy", 9 },
	{ "bpf-output", 10 },
	{ "cgroup-switches", 11 },
};

/* Hardware cache naming (PERF_COUNT_HW_CACHE_*): id | op << 8 | result << 16. */
static const char *const cache_types[][5] = {
	{ "L1-dcache", "l1-d", "l1d", "L1-data", NULL },
	{ "L1-icache", "l1-i", "l1i", "L1-instruction", NULL },
	{ "LLC", "L2", NULL },
	{ "dTLB", "d-tlb", "Data-TLB", NULL },
	{ "iTLB", "i-tlb", "Instruction-TLB", NULL },
	{ "branch", "branches", "bpu", "btb", "bpc" },
	{ "node", NULL },
};
static const char *const cache_ops[][5] = {
	{ "load", "loads", "read", NULL },
	{ "store", "stores", "write", NULL },
	{ "prefetch", "prefetches", "speculative-read", "speculative-load", NULL },
};
static const char *const cache_results[][5] = {
	{ "refs", "Reference", "ops", "access", NULL },
	{ "misses", "miss", NULL },
};

/* TopDown pseudo-events: slots on FIXED3, metric k encoded 0x8000 + k << 8. */
static const char *const topdown_metrics[] = {
	"topdown-retiring", "topdown-bad-spec", "topdown-fe-bound", "topdown-be-bound",
	"topdown-heavy-ops", "topdown-br-mispredict", "topdown-fetch-lat", "topdown-mem-bound",
};
#define TD_SLOTS_CONFIG 0x0400u
#define TD_METRIC_CONFIG(k) (0x8000u + ((unsigned)(k) << 8))

int pmsi_generic_lookup(const char *name)
{
	for (size_t i = 0; i < PMS_ARRAY_SIZE(generic_names); i++)
		if (!strcasecmp(name, generic_names[i].name))
			return generic_names[i].id;
	return -1;
}

const char *pmsi_generic_name(int g)
{
	for (size_t i = 0; i < PMS_ARRAY_SIZE(generic_names); i++)
		if (generic_names[i].id == g)
			return generic_names[i].name;
	return "?";
}

/* Index of the alias list in @tab whose member equals @s[0..n), or -1. */
static int alias_index(const char *const (*tab)[5], size_t ntab, const char *s, size_t n)
{
	for (size_t i = 0; i < ntab; i++)
		for (size_t j = 0; j < 5 && tab[i][j]; j++)
			if (strlen(tab[i][j]) == n && !strncasecmp(tab[i][j], s, n))
				return (int)i;
	return -1;
}

/* "L1-dcache-load-misses" and friends; returns -1 when @name is not one. */
static long cache_lookup(const char *name)
{
	for (size_t t = 0; t < PMS_ARRAY_SIZE(cache_types); t++) {
		for (size_t a = 0; a < 5 && cache_types[t][a]; a++) {
			size_t tl = strlen(cache_types[t][a]);
			const char *rest = name + tl;
			size_t rl;
			int op, res;

			if (strncasecmp(name, cache_types[t][a], tl))
				continue;
			if (*rest == '\0')
				return (long)t;
			if (*rest != '-')
				continue;
			rest++;
			rl = strlen(rest);
			/* TYPE-OP, TYPE-RESULT or TYPE-OP-RESULT; ops may contain '-' */
			if ((op = alias_index(cache_ops, PMS_ARRAY_SIZE(cache_ops), rest, rl)) >= 0)
				return (long)(t | (unsigned)op << 8);
			if ((res = alias_index(cache_results, PMS_ARRAY_SIZE(cache_results), rest,
					       rl)) >= 0)
				return (long)(t | (unsigned)res << 16);
			for (size_t k = 1; k < rl; k++) {
				if (rest[k] != '-')
					continue;
				op = alias_index(cache_ops, PMS_ARRAY_SIZE(cache_ops), rest, k);
				res = alias_index(cache_results, PMS_ARRAY_SIZE(cache_results),
						  rest + k + 1, rl - k - 1);
				if (op >= 0 && res >= 0)
					return (long)(t | (unsigned)op << 8 | (unsigned)res << 16);
			}
		}
	}
	return -1;
}

/* perf's raw syntax: 'r' and hex digits only. */
static int raw_lookup(const char *name, uint64_t *config, int *overflow)
{
	uint64_t v = 0;
	const char *p = name + 1;

	*overflow = 0;
	if (name[0] != 'r')
		return 0;
	if (p[0] == '0' && p[1] == 'x' && p[2])
		p += 2;	/* newer perf also takes "r0x1c2" */
	if (!*p)
		return 0;
	for (; *p; p++) {
		int dig;

		if (!isxdigit((unsigned char)*p))
			return 0;
		dig = isdigit((unsigned char)*p) ? *p - '0' : tolower((unsigned char)*p) - 'a' + 10;
		if (v >> 60)
			*overflow = 1;
		v = v << 4 | (uint64_t)dig;
	}
	*config = v;
	return 1;
}

/* ---- suggestions ---- */

#define SUGG_MAX 3
#define SUGG_LEN 96

struct sugg {
	char want[SUGG_LEN];	/* normalised input */
	size_t want_len;
	int dist[SUGG_MAX];
	char best[SUGG_MAX][SUGG_LEN];
	int n;
	/*
	 * The candidate sharing the longest prefix with the input: renamed
	 * umasks ("stalls_l1d_pending" -> "stalls_l1d_miss") are far in edit
	 * distance but are what the user is after.
	 */
	size_t stem_len;
	int stem_dist;
	char stem[SUGG_LEN];
};

/* Levenshtein distance, giving up (returning @cap + 1) beyond @cap. */
static int edit_distance(const char *a, size_t la, const char *b, size_t lb, int cap)
{
	int row[SUGG_LEN + 1];

	if (la > SUGG_LEN - 1 || lb > SUGG_LEN - 1)
		return cap + 1;
	if ((la > lb ? la - lb : lb - la) > (size_t)cap)
		return cap + 1;
	for (size_t j = 0; j <= lb; j++)
		row[j] = (int)j;
	for (size_t i = 1; i <= la; i++) {
		int diag = row[0], lo;

		row[0] = (int)i;
		lo = row[0];
		for (size_t j = 1; j <= lb; j++) {
			int up = row[j];
			int v = diag + (a[i - 1] != b[j - 1]);

			if (up + 1 < v)
				v = up + 1;
			if (row[j - 1] + 1 < v)
				v = row[j - 1] + 1;
			row[j] = v;
			diag = up;
			if (v < lo)
				lo = v;
		}
		if (lo > cap)
			return cap + 1;
	}
	return row[lb];
}

static void sugg_add(void *ctx, const char *cand)
{
	struct sugg *s = ctx;
	size_t lc = strlen(cand);
	char low[SUGG_LEN];
	int cap = s->want_len <= 3 ? 1 : s->want_len < 6 ? 2 : (int)(s->want_len / 3), d, at;

	if (lc >= SUGG_LEN)
		return;
	for (size_t i = 0; i <= lc; i++)
		low[i] = (char)tolower((unsigned char)cand[i]);
	{
		size_t lcp = 0;

		while (lcp < lc && lcp < s->want_len && low[lcp] == s->want[lcp])
			lcp++;
		if (lcp * 2 >= s->want_len && lcp >= s->stem_len) {
			int sd = edit_distance(s->want, s->want_len, low, lc, SUGG_LEN);

			if (lcp > s->stem_len || sd < s->stem_dist) {
				s->stem_len = lcp;
				s->stem_dist = sd;
				memcpy(s->stem, low, lc + 1);
			}
		}
	}
	if (s->n == SUGG_MAX && s->dist[SUGG_MAX - 1] < cap)
		cap = s->dist[SUGG_MAX - 1];
	d = edit_distance(s->want, s->want_len, low, lc, cap);
	if (d > cap)
		return;
	for (int i = 0; i < s->n; i++)
		if (!strcmp(s->best[i], cand))
			return;
	at = s->n < SUGG_MAX ? s->n : SUGG_MAX - 1;
	if (s->n == SUGG_MAX && d >= s->dist[at])
		return;
	while (at > 0 && s->dist[at - 1] > d) {
		s->dist[at] = s->dist[at - 1];
		memcpy(s->best[at], s->best[at - 1], SUGG_LEN);
		at--;
	}
	s->dist[at] = d;
	memcpy(s->best[at], cand, lc + 1);
	if (s->n < SUGG_MAX)
		s->n++;
}

/* Put the longest-prefix candidate among the picks (renamed umasks). */
static void sugg_finish(struct sugg *s)
{
	int have = 0;

	if (!s->stem_len || !strcmp(s->stem, s->want))
		return;
	for (int k = 0; k < s->n; k++)
		have |= !strcmp(s->best[k], s->stem);
	if (!have) {	/* first: the likeliest intent, kept when the hint must shrink */
		int last = s->n < SUGG_MAX ? s->n++ : SUGG_MAX - 1;

		memmove(s->best[1], s->best[0], (size_t)last * SUGG_LEN);
		memmove(s->dist + 1, s->dist, (size_t)last * sizeof(s->dist[0]));
		memcpy(s->best[0], s->stem, SUGG_LEN);
		s->dist[0] = s->stem_dist;
	}
}

static int sugg_init(struct sugg *s, const char *name)
{
	const char *sep = strstr(name, "::");
	size_t i;

	memset(s, 0, sizeof(*s));
	if (sep)
		name = sep + 2;
	for (i = 0; name[i] && i < SUGG_LEN - 1; i++)
		s->want[i] = name[i] == ':' ? '.' : (char)tolower((unsigned char)name[i]);
	s->want_len = i;
	return name[i] == '\0';
}

static void perf_names(const struct pms_perf_table *t, void (*fn)(void *ctx, const char *name),
		       void *ctx)
{
	const char *prev = NULL;

	for (uint32_t i = 0; t && i < t->n_ev; i++) {
		const struct pms_perf_table *o;
		const struct pmsi_pev *r = pmsi_pev_row(t, i, &o);
		const char *name = o->pool + r->name;

		if (!PMSI_PEV_REFUSED(r->flags) && (!prev || strcmp(name, prev)))
			fn(ctx, name);
		prev = name;
	}
}

/* Candidates perf itself accepts on @m: its fixed names and its JSON table. */
static void perf_candidates(const struct pms_model *m, uint32_t pv, struct sugg *s)
{
	size_t i;

	for (i = 0; i < PMS_ARRAY_SIZE(generic_names); i++)
		sugg_add(s, generic_names[i].name);
	for (i = 0; i < PMS_ARRAY_SIZE(software_names); i++)
		sugg_add(s, software_names[i].name);
	for (i = 0; i < (size_t)pms_model_n_metrics(m) && i < PMS_ARRAY_SIZE(topdown_metrics); i++)
		sugg_add(s, topdown_metrics[i]);
	if (pms_model_n_metrics(m) > 0)
		sugg_add(s, "slots");
	perf_names(pms_model_perf_table_for(m, pv), sugg_add, s);
	sugg_finish(s);
}

/* "'a', 'b' or 'c'" from @pick[0..n), with a dialect tag per name. */
static void join_names(char *buf, size_t size, const char *const *pick, const char *const *tag,
		       int n)
{
	size_t at = 0;

	buf[0] = '\0';
	for (int k = 0; k < n && at < size; k++) {
		int w = snprintf(buf + at, size - at, "%s'%s'%s", k == 0 ? "" : k == n - 1 ? " or " : ", ",
				 pick[k], tag[k]);

		if (w < 0)
			break;
		at += (size_t)w;
	}
}

/*
 * Up to three names: perf's closest, and libpfm4's closest name that perf
 * does not know (tagged), so both dialects are offered.
 */
static int best_names(const struct pms_model *m, uint32_t pv, const char *name, const char **pick,
		      const char **tag, struct sugg *perf, struct sugg *pfm)
{
	const struct pms_perf_table *t = pms_model_perf_table_for(m, pv);
	int n = 0, extra = -1;

	if (!sugg_init(perf, name) || !sugg_init(pfm, name))
		return 0;
	perf_candidates(m, pv, perf);
	pmsi_pfm_for_each_name(pms_model_pfm_pmu(m), sugg_add, pfm);
	sugg_finish(pfm);
	for (int k = 0; k < pfm->n && extra < 0; k++) {
		struct pms_perf_event pe;
		bool dup = false;

		for (int j = 0; j < perf->n; j++)
			dup |= !strcmp(perf->best[j], pfm->best[k]);
		if (!dup && (!t || pms_perf_event_find(t, pfm->best[k], NULL, &pe)))
			extra = k;
	}
	for (int k = 0; k < perf->n && n < (extra >= 0 ? 2 : 3); k++) {
		pick[n] = perf->best[k];
		tag[n++] = "";
	}
	/* libpfm4's picks: one beside perf's, or all three when perf has none */
	for (int k = extra; k >= 0 && k < pfm->n && n < 3; k++) {
		struct pms_perf_event pe;

		if (k > extra && (perf->n || (t && !pms_perf_event_find(t, pfm->best[k], NULL, &pe))))
			continue;
		pick[n] = pfm->best[k];
		tag[n++] = perf->n ? " (libpfm4)" : "";
	}
	return n;
}

/*
 * Fallback when nothing is close in spelling: names sharing the most
 * '_'/'.'-separated words with the input ("l2_rqsts.miss" on Zen 4 ->
 * "l2_cache_req_stat.ic_dc_miss_in_l2").  At least two shared words.
 */
struct words {
	char want[SUGG_LEN];
	const char *tok[8];
	size_t len[8];
	int n, score[2];
	char best[2][SUGG_LEN];
};

static int has_word(const char *s, const char *w, size_t n)
{
	for (const char *p = s; *p;) {
		size_t k = strcspn(p, "_.");

		if (k == n && !strncasecmp(p, w, n))
			return 1;
		p += k;
		if (*p)
			p++;
	}
	return 0;
}

static void words_add(void *ctx, const char *cand)
{
	struct words *w = ctx;
	int score = 0, at;
	size_t lc = strlen(cand);

	if (lc >= SUGG_LEN)
		return;
	for (int k = 0; k < w->n; k++)
		score += has_word(cand, w->tok[k], w->len[k]);
	if (score < 2 || score < w->score[1] ||
	    (score == w->score[1] && w->best[1][0] && lc >= strlen(w->best[1])))
		return;
	at = score > w->score[0] || (score == w->score[0] && lc < strlen(w->best[0])) ? 0 : 1;
	if (at == 0) {
		w->score[1] = w->score[0];
		memcpy(w->best[1], w->best[0], SUGG_LEN);
	}
	w->score[at] = score;
	memcpy(w->best[at], cand, lc + 1);
}

static int by_words(const struct pms_model *m, uint32_t pv, const char *name, struct words *w,
		    const char **pick, const char **tag)
{
	int n = 0;

	memset(w, 0, sizeof(*w));
	snprintf(w->want, sizeof(w->want), "%s", name);
	for (char *p = w->want; *p && w->n < 8;) {
		size_t k = strcspn(p, "_.:");

		if (k >= 2) {
			w->tok[w->n] = p;
			w->len[w->n++] = k;
		}
		p += k;
		if (*p)
			p++;
	}
	perf_names(pms_model_perf_table_for(m, pv), words_add, w);
	for (int k = 0; k < 2; k++) {
		if (w->best[k][0]) {
			pick[n] = w->best[k];
			tag[n++] = "";
		}
	}
	return n;
}

/* "skl, skx, clx, ..." : up to four model names. */
static void model_list(const struct pms_model *const *v, size_t n, char *buf, size_t size)
{
	size_t at = 0;

	buf[0] = '\0';
	for (size_t k = 0; k < n && k < 4 && at < size; k++) {
		int len = snprintf(buf + at, size - at, "%s%s", k ? ", " : "", pms_model_name(v[k]));

		if (len < 0)
			break;
		at += (size_t)len;
	}
	if (n > 4 && at < size)
		snprintf(buf + at, size - at, " and %zu more", n - 4);
}

static void suggest(const struct pms_model *m, uint32_t pv, const char *name, struct pms_diag *d)
{
	struct words w;
	struct sugg perf, pfm;
	const struct pms_model *others[4];
	const char *pick[3], *tag[3];
	char names[200], list[64], hint[400];
	size_t n_other;
	int n;

	if (!d)
		return;
	n = best_names(m, pv, name, pick, tag, &perf, &pfm);
	if (!n)
		n = by_words(m, pv, name, &w, pick, tag);
	n_other = strstr(name, "::") ? 0 : pms_perf_models_with_event(name, others, 4);
	model_list(others, n_other, list, sizeof(list));
	/* Fewer names rather than a hint cut off mid-word. */
	for (int k = n; k >= 0; k--) {
		join_names(names, sizeof(names), pick, tag, k);
		if (n_other && k)
			snprintf(hint, sizeof(hint), "perf knows '%.40s' on %s; on %s try %s", name,
				 list, pms_model_name(m), names);
		else if (n_other)
			snprintf(hint, sizeof(hint), "perf knows '%.40s' on %s, not on %s", name, list,
				 pms_model_name(m));
		else if (k)
			snprintf(hint, sizeof(hint), "did you mean %s?", names);
		else
			hint[0] = '\0';
		if (strlen(hint) < sizeof(d->hint))
			break;
	}
	if (hint[0])
		pmsi_hint(d, "%s", hint);
}

/* Names libpfm4 could take: letters, digits and its separators only. */
static int pfm_charset(const char *name)
{
	for (const char *p = name; *p; p++)
		if (!isalnum((unsigned char)*p) && !strchr("_.:=", *p))
			return 0;
	return name[0] != '\0';
}

static const char *refusal_text(int why)
{
	switch (why) {
	case PMS_PERF_NO_MSRVALUE:
		return "its JSON has MSRIndex without MSRValue (perf: 'expected numeric value')";
	case PMS_PERF_VALUE_TOO_BIG:
		return "a JSON value is wider than its format field (perf: 'value too big for format')";
	default:
		return "a JSON field has no format on the core PMU (perf: 'unknown term')";
	}
}

/*
 * A PMUv3's sysfs event names (armv8_pmuv3_event_attrs, arm_pmuv3.c 6.12):
 * perf finds them on the core PMU whether or not its JSON has them, and
 * they are all an unmodelled core has.  Return as perf_lookup().
 */
static int sysfs_lookup(const struct pms_model *m, const char *name, struct pmsi_resolved *r)
{
	long ev = pms_model_alloc(m) == PMS_ALLOC_ARM_PMUV3 ? pmsi_arm_sysfs_event(name) : -1;

	if (ev < 0)
		return -1;
	r->type = PMS_TYPE_RAW;
	r->config = (uint64_t)ev;
	r->resolved_by = "sysfs";
	return PMS_PERF_ENCODES;
}

/*
 * The model's perf JSON table.  Return: PMS_PERF_ENCODES with @r filled,
 * a refusal reason (> 0) when perf has the name but cannot encode it, or
 * -1 when the table lacks it.
 */
static int perf_lookup(const struct pms_model *m, uint32_t pv, const char *name,
		       struct pmsi_resolved *r)
{
	const struct pms_perf_table *t = pms_model_perf_table_for(m, pv);
	struct pms_perf_event pe;

	/* a hybrid PMU looks in its own Unit (perf_pmu__have_event per core PMU) */
	const char *unit = pms_model_is_hybrid(m) ? pms_model_pmu_name(m) : NULL;

	if (!t || pms_perf_event_find(t, name, unit, &pe) != PMS_OK)
		return sysfs_lookup(m, name, r);
	if (pe.refused != PMS_PERF_ENCODES)
		return (int)pe.refused;
	r->type = PMS_TYPE_RAW;
	r->config = pe.config;
	r->config1 = pe.config1;
	r->resolved_by = "perf-json";
	return PMS_PERF_ENCODES;
}

/*
 * The TopDown pseudo-events: 1 when @name is not one, else PMS_OK with @r
 * filled or PMS_ENOEVENT when the model lacks it.
 */
static int topdown_lookup(const struct pms_model *m, const char *name, size_t pos, size_t len,
			  struct pmsi_resolved *r, struct pms_diag *d)
{
	int k = -1, n_metrics = pms_model_n_metrics(m);

	if (strcasecmp(name, "slots") && strncasecmp(name, "topdown-", 8))
		return 1;
	for (size_t i = 0; i < PMS_ARRAY_SIZE(topdown_metrics); i++)
		if (!strcasecmp(name, topdown_metrics[i]))
			k = (int)i;
	if (k < 0 && strcasecmp(name, "slots"))
		return 1;
	if (n_metrics == 0 && !strcmp(pms_model_name(m), "generic")) {
		/* no model: the host's sysfs may list it (perf's default set adds
		 * it there), but its group rules are the model's */
		pmsi_diag(d, PMS_ENOEVENT, pos, len, "TopDown event '%s' needs a CPU model, and "
			  "none is set (the host's CPU is not modelled)", name);
		pmsi_hint(d, "name the events with -e, or give --cpu a model");
		return PMS_ENOEVENT;
	}
	if (n_metrics == 0 || k >= n_metrics) {
		pmsi_diag(d, PMS_ENOEVENT, pos, len, "TopDown event '%s' does not exist on model '%s'",
			  name, pms_model_name(m));
		if (n_metrics == 0)
			pmsi_hint(d, "the slots and metric pseudo-events need Ice Lake or later");
		else
			pmsi_hint(d, "'%s' has %d TopDown metrics; '%s' needs Sapphire Rapids (Golden Cove) or later",
				  pms_model_name(m), n_metrics, name);
		return PMS_ENOEVENT;
	}
	r->type = PMS_TYPE_RAW;
	r->topdown = k < 0 ? PMS_TD_SLOTS : PMS_TD_METRIC;
	r->metric = k < 0 ? 0 : k;
	r->config = k < 0 ? TD_SLOTS_CONFIG : TD_METRIC_CONFIG(k);
	r->resolved_by = "topdown";
	return PMS_OK;
}

int pmsi_resolve_name(const struct pms_model *m, uint32_t pv, const char *name, size_t pos,
		      size_t len, struct pmsi_resolved *r, struct pms_diag *d)
{
	int g, overflow, rc, refused;
	long cache;
	uint64_t raw;

	memset(r, 0, sizeof(*r));
	r->pmu = PMS_PMU_CORE;
	if ((g = pmsi_generic_lookup(name)) >= 0) {
		r->type = PMS_TYPE_HARDWARE;
		r->config = (uint64_t)g;
		r->resolved_by = "generic";
		return PMS_OK;
	}
	for (size_t i = 0; i < PMS_ARRAY_SIZE(software_names); i++) {
		if (!strcasecmp(name, software_names[i].name)) {
			r->pmu = PMS_PMU_SOFTWARE;
			r->type = PMS_TYPE_SOFTWARE;
			r->config = software_names[i].config;
			r->resolved_by = "software";
			return PMS_OK;
		}
	}
	if ((cache = cache_lookup(name)) >= 0) {
		r->type = PMS_TYPE_HW_CACHE;
		r->config = (uint64_t)cache;
		r->resolved_by = "cache";
		return PMS_OK;
	}
	if ((rc = topdown_lookup(m, name, pos, len, r, d)) != 1)
		return rc;
	if (raw_lookup(name, &raw, &overflow)) {
		if (overflow)
			return pmsi_diag(d, PMS_ESYNTAX, pos, len,
					 "raw event '%s' does not fit in 64 bits", name);
		r->type = PMS_TYPE_RAW;
		r->config = raw;
		r->resolved_by = "raw";
		return PMS_OK;
	}
	if (!strncasecmp(name, "mem:", 4)) {
		pmsi_diag(d, PMS_ENOEVENT, pos, len, "hardware breakpoints ('%s') are not modelled",
			  name);
		pmsi_hint(d, "breakpoints use the breakpoint PMU, not the core counters");
		return PMS_ENOEVENT;
	}
	if ((refused = perf_lookup(m, pv, name, r)) == PMS_PERF_ENCODES)
		return PMS_OK;
	/* parse_events_multi_pmu_add(): a bare name found on another PMU ("TSC") */
	if (pmsi_msr_event(m, 0, name, strlen(name), &raw) == PMSI_MSR_FOUND) {
		r->pmu = PMS_PMU_SOFTWARE;
		r->type = PMSI_TYPE_DYNAMIC;
		r->config = raw;
		r->resolved_by = "msr";
		return PMS_OK;
	}
	if (pfm_charset(name)) {
		const char *pmu = pms_model_pfm_pmu(m), *sep = strstr(name, "::");
		int foreign = sep && (!pmu || strlen(pmu) != (size_t)(sep - name) ||
				      strncasecmp(name, pmu, (size_t)(sep - name)));

		rc = pmsi_pfm_encode(pmu, name, pos, len, &r->config, &r->config1,
				     &r->pfm_name, d);
		if (rc == PMS_OK) {
			r->type = PMS_TYPE_RAW;
			r->resolved_by = "libpfm4";
			return PMS_OK;
		}
		if (rc != PMS_ENOEVENT || foreign)
			return rc;
	}
	if (refused < 0 && pmsi_uncore_resolve(m, pv, name, r))
		return PMS_OK;
	if (refused > 0) {
		pmsi_diag(d, PMS_ENOEVENT, pos, len,
			  "perf cannot encode its own event '%s' on model '%s': %s", name,
			  pms_model_name(m), refusal_text(refused));
		pmsi_hint(d, "libpfm4 does not know the name either; write the encoding as cpu/event=...,umask=.../");
		return PMS_ENOEVENT;
	}
	pmsi_diag(d, PMS_ENOEVENT, pos, len, "unknown event '%s' for model '%s'", name,
		  pms_model_name(m));
	suggest(m, pv, name, d);
	/* a libpfm4-style name (EVENT:UMASK, upper case) on a model libpfm4 lacks */
	if (d && !pms_model_pfm_pmu(m) && pms_model_pfm_note(m)[0] && pfm_charset(name) &&
	    (strchr(name, ':') || strpbrk(name, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"))) {
		char prev[sizeof(d->hint)];

		snprintf(prev, sizeof(prev), "%s", d->hint);
		pmsi_hint(d, "%s%s%s", pms_model_pfm_note(m), prev[0] ? "; " : "", prev);
	}
	if (d && !d->hint[0] && strchr(name, ':') && !strstr(name, "::"))
		pmsi_hint(d, "tracepoints ('subsystem:event') are not modelled; libpfm4 names are EVENT:UMASK");
	return PMS_ENOEVENT;
}

/* Cache events are built from parts; offer the ones perf lists. */
static const char *const cache_names[] = {
	"L1-dcache-loads", "L1-dcache-load-misses", "L1-dcache-stores", "L1-icache-load-misses",
	"LLC-loads", "LLC-load-misses", "LLC-stores", "LLC-store-misses", "dTLB-loads",
	"dTLB-load-misses", "dTLB-stores", "dTLB-store-misses", "iTLB-loads", "iTLB-load-misses",
	"branch-loads", "branch-load-misses",
};

struct each_ctx {
	const struct pms_model *m;
	const struct pms_evlist_opts *o;	/* the caller's, checked */
	const struct pms_perf_table *perf;	/* the release's table of @m */
	void (*fn)(void *ctx, const char *name);
	void *ctx;
	int rc;		/* PMS_ENOMEM once a parse ran out of memory */
};

/* Offer @name when it parses, alone, as the options say. */
static void offer(void *ctx, const char *name)
{
	struct each_ctx *e = ctx;
	struct pms_evlist *ev = NULL;
	int rc;

	if (e->rc)
		return;
	rc = pms_evlist_parse_opts(e->m, name, e->o, &ev, NULL);
	pms_evlist_free(ev);
	if (rc == PMS_OK)
		e->fn(e->ctx, name);
	else if (rc == PMS_ENOMEM)
		e->rc = rc;
}

/* libpfm4 names that the release's perf table does not resolve first. */
static void offer_pfm(void *ctx, const char *name)
{
	struct each_ctx *e = ctx;
	struct pms_perf_event pe;

	if (e->perf && pms_perf_event_find(e->perf, name, NULL, &pe) == PMS_OK &&
	    pe.refused == PMS_PERF_ENCODES)
		return;
	offer(e, name);
}

PMS_API int pms_model_for_each_event_name_opts(const struct pms_model *m,
					       const struct pms_evlist_opts *opts,
					       void (*fn)(void *ctx, const char *name), void *ctx)
{
	struct pms_evlist_opts o;
	struct pms_env env;
	struct each_ctx e = { m, &o, NULL, fn, ctx, PMS_OK };
	size_t i;

	if (!m || !fn)
		return PMS_EINVAL;
	memset(&o, 0, sizeof(o));	/* NULL @opts: all defaults, as the parser's */
	if (pmsi_sz_copy(&o, sizeof(o), opts, "struct pms_evlist_opts", NULL) ||
	    pmsi_env_take(&env, o.env, NULL))
		return PMS_EINVAL;
	o.sz = sizeof(o);
	/* the table the parser reads for these names (evlist_parse.c's rule) */
	e.perf = pms_model_perf_table_for(m, pms_perf_version_for(o.perf_version, env.kver));
	for (i = 0; i < PMS_ARRAY_SIZE(generic_names); i++)
		offer(&e, generic_names[i].name);
	for (i = 0; i < PMS_ARRAY_SIZE(software_names); i++)
		offer(&e, software_names[i].name);
	for (i = 0; i < PMS_ARRAY_SIZE(cache_names); i++)
		offer(&e, cache_names[i]);
	offer(&e, "slots");
	for (i = 0; i < PMS_ARRAY_SIZE(topdown_metrics); i++)
		offer(&e, topdown_metrics[i]);
	perf_names(e.perf, offer, &e);
	pmsi_pfm_for_each_name(pms_model_pfm_pmu(m), offer_pfm, &e);
	return e.rc;
}

PMS_API void pms_model_for_each_event_name(const struct pms_model *m,
					   void (*fn)(void *ctx, const char *name), void *ctx)
{
	struct pms_evlist_opts o = PMS_EVLIST_OPTS_INIT;

	/* as pms_evlist_parse() parses: its release, the default environment */
	o.perf_version = PMS_PERF_NEWEST;
	(void)pms_model_for_each_event_name_opts(m, &o, fn, ctx);
}
