/*
 * pmusched against real perf, case by case.  tests/oracle/<model>.txt holds
 * what real perf opened and printed for each case (recorded by
 * tools/perf_oracle/oracle.py: perf built from Debian's linux-source of
 * each release, fake core PMUs laid out as that release's kernel does, a
 * fake 4-CPU topology; each file's 'source' lines say which).  For every
 * case this runs 'events --json' (the list, its encodings and groups) and
 * 'predict' (the lines perf prints, whether it stops) with the same options
 * and compares:
 *   open   the events perf opened successfully, in order, with PMU, kind,
 *          config (without the extended type), config1 and group leader;
 *   print  the event lines perf printed;
 *   stop   whether perf stopped (non-zero exit).
 * tests/oracle/known.txt lists the cases where pmusched differs today, each
 * with its reason.  An unlisted case that differs fails, and so does a
 * listed case that now agrees: the list can only shrink.
 * PMS_ORACLE_TABLE=1 prints the table of cases per model and perf release
 * (make oracle); PMS_ORACLE_DIFFS=FILE writes every differing case there.
 */
#include <dirent.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../test.h"
#include "pmusched/evlist.h"
#include "pmusched/metrics.h"
#include "pmusched/model.h"
#include "pmusched/perf_lists.h"
#include "pmusched/uncore.h"

#define ORACLE_DIR "tests/oracle"
#define MAXS 65536

struct known {
	char *key;	/* "model|release|args" */
	bool seen;
};

struct tally {
	char model[48], rel[8];
	int cases, agreed, differ;
};

static char *slurp_path(const char *path)
{
	FILE *f = fopen(path, "rb");
	char *buf;
	long n;

	if (!f)
		return NULL;
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	rewind(f);
	buf = malloc((size_t)n + 1);
	if (!buf) {
		fclose(f);
		return NULL;
	}
	n = (long)fread(buf, 1, (size_t)n, f);
	buf[n] = '\0';
	fclose(f);
	return buf;
}

/* Append @s to @buf (of MAXS bytes) with separator @sep. */
static void add(char *buf, const char *s, char sep)
{
	size_t n = strlen(buf);

	if (n + strlen(s) + 2 >= MAXS)
		return;
	if (n)
		buf[n++] = sep;
	strcpy(buf + n, s);
}

/* The string value of "key":"..." or "key":N after @p (within @end), into @out. */
static bool json_field(const char *p, const char *end, const char *key, char *out, size_t n)
{
	char pat[64];
	const char *q;
	size_t k = 0;

	snprintf(pat, sizeof(pat), "\"%s\":", key);
	q = strstr(p, pat);
	if (!q || (end && q >= end))
		return false;
	q += strlen(pat);
	if (*q == '"') {
		q++;
		while (*q && *q != '"' && k + 1 < n)
			out[k++] = *q++;
	} else {
		while (*q && *q != ',' && *q != '}' && k + 1 < n)
			out[k++] = *q++;
	}
	out[k] = '\0';
	return true;
}

/* The PMU name the golden gives legacy events of a one-PMU model: that of
 * its first hardware, cache or raw open ("" when none). */
static const char *core_name(const char *golden_opens)
{
	static char name[64];
	const char *p = golden_opens;

	name[0] = '\0';
	while (p && *p) {
		const char *c = strchr(p, ':'), *sp = strchr(p, ' ');

		if (c && (!sp || c < sp) && *p != '-' && (size_t)(c - p) < sizeof(name)) {
			memcpy(name, p, (size_t)(c - p));
			name[c - p] = '\0';
			/* perf may open a box event first ({cycles,amd_l3/../}
			 * sorts amd_l3 before cpu): the core PMU is not one */
			if (pms_uncore_pmu_per_task(name) && strcmp(name, "msr"))
				return name;
			name[0] = '\0';
		}
		p = sp ? sp + 1 : NULL;
	}
	return name;
}

/*
 * pmusched's opened list from 'events --json' output @js, normalised as the
 * goldens: PMU:KIND:CONFIG:CONFIG1:LEADER, in the order of its "opens"
 * (perf's perf_event_open() calls, both passes of a weak group reset), the
 * refused ones left out and leaders renumbered over what is left.
 */
static void our_opens(const char *js, const char *single, char *out)
{
	const char *p = strstr(js, "\"events\":["), *o = strstr(js, "\"opens\":[");
	static char base[4096][160];
	int n = 0, idx[8192], k = 0, kept = 0;

	out[0] = '\0';
	if (!p || !o)
		return;
	/* each event's PMU:KIND:CONFIG:CONFIG1 */
	while ((p = strstr(p, "{\"name\":\"")) && p < o && n < 4096) {
		const char *next = strstr(p + 1, "{\"name\":\""), *attr;
		char type[16], cfg[32], cfg1[32], pmu[64], kind[8];
		unsigned long long c;
		int t;

		if (!next || next > o)
			next = o;
		base[n][0] = '\0';
		attr = strstr(p, "\"attr\":{");
		if (!attr || attr > next) {
			n++;
			p++;
			continue;
		}
		json_field(attr, next, "type", type, sizeof(type));
		json_field(attr, next, "config", cfg, sizeof(cfg));
		json_field(attr, next, "config1", cfg1, sizeof(cfg1));
		json_field(attr, next, "pmu", pmu, sizeof(pmu));
		t = atoi(type);
		c = strtoull(cfg, NULL, 0);
		if (t == 0 || t == 3) {
			snprintf(kind, sizeof(kind), t == 0 ? "hw" : "cache");
			c &= 0xffffffffull;
		} else if (t == 1) {
			snprintf(kind, sizeof(kind), "sw");
		} else {
			snprintf(kind, sizeof(kind), "raw");
		}
		if (t == 1)
			snprintf(pmu, sizeof(pmu), "-");
		else if (!strcmp(pmu, "null") || !pmu[0])
			snprintf(pmu, sizeof(pmu), "%s", single[0] ? single : "-");
		snprintf(base[n], sizeof(base[n]), "%s:%s:0x%llx:0x%llx", pmu, kind, c,
			 strtoull(cfg1, NULL, 0));
		n++;
		p++;
	}
	/* the opens: {"event":I,"leader":L,"pass":P[,"errno":E]} */
	while ((o = strstr(o, "{\"event\":")) && k < 8192) {
		const char *next = strstr(o + 1, "{\"event\":");
		char ev[16], ld[16], er[16], s[256];
		int i, l;

		json_field(o, next, "event", ev, sizeof(ev));
		json_field(o, next, "leader", ld, sizeof(ld));
		i = atoi(ev);
		l = atoi(ld);
		idx[k] = -1;
		if (!json_field(o, next, "errno", er, sizeof(er)) && i >= 0 && i < n && base[i][0]) {
			idx[k] = kept++;
			snprintf(s, sizeof(s), "%s:%d", base[i],
				 l < 0 || l >= k || idx[l] < 0 ? -1 : idx[l]);
			add(out, s, ' ');
		}
		k++;
		o++;
	}
}

/* The golden's opens without the refused ones, leaders renumbered. */
static void their_opens(const char *g, char *out)
{
	char *copy = strdup(g), *save = NULL, *tok;
	int idx[4096], n = 0, kept = 0;

	out[0] = '\0';
	for (tok = strtok_r(copy, " ", &save); tok && n < 4096; tok = strtok_r(NULL, " ", &save)) {
		char *bang = strchr(tok, '!'), *colon = strrchr(tok, ':'), s[256];
		int ld;

		idx[n] = -1;
		if (bang || !colon) {
			n++;
			continue;
		}
		ld = atoi(colon + 1);
		*colon = '\0';
		idx[n] = kept++;
		snprintf(s, sizeof(s), "%s:%d", tok, ld < 0 || ld >= n || idx[ld] < 0 ? -1 : idx[ld]);
		add(out, s, ' ');
		n++;
	}
	free(copy);
}

/* The event lines predict printed (perf's lines), '|'-joined, and whether it
 * says perf stops. */
static void our_lines(const char *txt, char *out, bool *stops)
{
	const char *p = strstr(txt, "Performance counter stats");

	out[0] = '\0';
	*stops = strstr(txt, "perf stat would stop") != NULL;
	if (!p)
		return;
	p = strchr(p, '\n');
	while (p && *p == '\n')
		p++;
	while (p && *p && *p != '\n') {
		const char *eol = strchr(p, '\n');
		char line[1024], name[512];
		size_t len = eol ? (size_t)(eol - p) : strlen(p);

		if (len >= sizeof(line))
			len = sizeof(line) - 1;
		memcpy(line, p, len);
		line[len] = '\0';
		name[0] = '\0';
		if (strstr(line, "<not counted>") || strstr(line, "<not supported>")) {
			char *q = strchr(line, '>');

			if (q)
				sscanf(q + 1, "%511s", name);
		} else {
			char first[128];

			/* an event line starts with its count: <count> or a number */
			if (sscanf(line, "%127s %511s", first, name) < 2 ||
			    (strcmp(first, "<count>") && !(first[0] >= '0' && first[0] <= '9')))
				name[0] = '\0';
			if (!strcmp(name, "msec")) {
				char a[128], b[128], c[512];

				if (sscanf(line, "%127s %127s %511s", a, b, c) == 3)
					snprintf(name, sizeof(name), "%s", c);
			}
		}
		if (name[0])
			add(out, name, '|');
		p = eol ? eol + 1 : NULL;
	}
}

static const char *line_val(const char *l, const char *tag)
{
	size_t n = strlen(tag);

	return !strncmp(l, tag, n) && (l[n] == ' ' || l[n] == '\0') ? l + n + (l[n] == ' ') : NULL;
}

static struct known *load_known(int *n)
{
	char *text = slurp_path(ORACLE_DIR "/known.txt"), *save = NULL, *l;
	struct known *k = NULL;
	int cap = 0;

	*n = 0;
	if (!text)
		return NULL;
	for (l = strtok_r(text, "\n", &save); l; l = strtok_r(NULL, "\n", &save)) {
		char *bar;

		if (l[0] == '#' || !l[0])
			continue;
		/* model|release|args|reason */
		bar = strchr(l, '|');
		bar = bar ? strchr(bar + 1, '|') : NULL;
		bar = bar ? strchr(bar + 1, '|') : NULL;
		if (!bar)
			continue;
		*bar = '\0';
		if (*n == cap) {
			cap = cap ? cap * 2 : 256;
			k = realloc(k, (size_t)cap * sizeof(*k));
			if (!k)
				abort();
		}
		k[*n].key = strdup(l);
		k[(*n)++].seen = false;
	}
	free(text);
	return k;
}

static struct known *find_known(struct known *k, int n, const char *key)
{
	for (int i = 0; i < n; i++)
		if (!strcmp(k[i].key, key))
			return &k[i];
	return NULL;
}

struct golden_case {
	char model[32], rel[8], args[256], topo_ht[4], wd[4];
	bool uncore;	/* tests/oracle/uncore/: the model's non-core PMUs laid out too */
	int rc;
	char *open, *print;
};

static struct tally *tally_of(struct tally *tl, int *nt, const char *model, const char *rel)
{
	for (int i = 0; i < *nt; i++)
		if (!strcmp(tl[i].model, model) && !strcmp(tl[i].rel, rel))
			return &tl[i];
	if (*nt >= 512)
		return &tl[0];
	snprintf(tl[*nt].model, sizeof(tl[*nt].model), "%s", model);
	snprintf(tl[*nt].rel, sizeof(tl[*nt].rel), "%s", rel);
	tl[*nt].cases = tl[*nt].agreed = tl[*nt].differ = 0;
	return &tl[(*nt)++];
}

/*
 * Uncore goldens: pmusched lists a box event once for every box of its
 * type (uncore_imc/.../ is on uncore_imc_0..7), perf opens one event per
 * box PMU.  uncore_expand() writes each such entry once per box, named as
 * the box's sysfs PMU (intel/uncore.c uncore_get_pmu_name():
 * uncore_<type>_<box>), members following their leader's box (not
 * amd_l3/amd_df: one PMU whose boxes are CPUs of its cpumask).  Tool
 * events (duration_time: a software dummy in pmusched's list) are left
 * out: perf opens no event for them.
 */
static void uncore_expand(const char *model, char *list)
{
	const struct pms_model *m = pms_model_find(model);
	char *copy = strdup(list), *save = NULL, *tok;
	int first[4096], nbox[4096], n = 0, kept = 0;

	list[0] = '\0';
	for (tok = strtok_r(copy, " ", &save); tok && n < 4096; tok = strtok_r(NULL, " ", &save)) {
		char *colon = strrchr(tok, ':'), *c1 = strchr(tok, ':'), pmu[64], s[320];
		const struct pms_uncore_type *t;
		int ld, box = -1, k = 1;

		if (!colon || !c1)
			break;
		ld = atoi(colon + 1);
		*colon = '\0';
		if (!strncmp(tok, "-:sw:0x9:", 9)) {
			/* duration_time: evsel__open_cpu() (6.12) takes the time and
			 * opens nothing; 7.x has it on the tool PMU */
			first[n] = -1;
			nbox[n++] = 0;
			continue;
		}
		snprintf(pmu, sizeof(pmu), "%.*s", (int)(c1 - tok), tok);
		t = m ? pms_uncore_find(m, pmu, &box) : NULL;
		/* amd_l3 and amd_df are one PMU each, their boxes contexts on
		 * the CPUs of its cpumask (amd/uncore.c amd_uncore_l3_ctx_init(),
		 * amd_uncore_df_ctx_init()): perf opens the same encoding on each,
		 * which the golden lists once; amd_umc_N are PMUs of their own */
		if (t && box < 0 && t->n_boxes > 1 &&
		    !(t->alloc == PMS_UNC_AMD && strcmp(t->scope, "channel")))
			k = t->n_boxes;
		first[n] = kept;
		nbox[n] = k;
		for (int b = 0; b < k; b++) {
			int lead = ld < 0 || ld >= n || first[ld] < 0 ? -1 :
				   first[ld] + (nbox[ld] == k ? b : 0);

			/* the sysfs name: a metric's cha@...@ is uncore_cha_N */
			if (k > 1)
				snprintf(s, sizeof(s), "%s_%d%s:%d", t->pmu, b, c1, lead);
			else if (t && box >= 0)
				snprintf(s, sizeof(s), "%s_%d%s:%d", t->pmu, box, c1, lead);
			else
				snprintf(s, sizeof(s), "%s:%d", tok, lead);
			add(list, s, ' ');
			kept++;
		}
		n++;
	}
	free(copy);
}

static int cmp_str(const void *x, const void *y)
{
	return strcmp(*(char *const *)x, *(char *const *)y);
}

/*
 * An opened list by content, in sorted order: each event as
 * PMU:KIND:CONFIG:CONFIG1 followed by its leader's (<...) when it is a
 * member.  perf's order of the box PMUs follows its PMU list, not the
 * numbers (uncore_imc_5 before uncore_imc_3 in the goldens).
 */
static void by_content(char *list)
{
	char *copy = strdup(list), *save = NULL, *tok, *ev[4096], *out[4096];
	int ld[4096], n = 0;

	for (tok = strtok_r(copy, " ", &save); tok && n < 4096; tok = strtok_r(NULL, " ", &save)) {
		char *colon = strrchr(tok, ':');

		if (!colon)
			break;
		*colon = '\0';
		ld[n] = atoi(colon + 1);
		ev[n++] = tok;
	}
	for (int i = 0; i < n; i++) {
		size_t len = strlen(ev[i]) + 2 + (ld[i] >= 0 && ld[i] < n ? strlen(ev[ld[i]]) : 0);

		out[i] = malloc(len + 1);
		if (!out[i])
			abort();
		snprintf(out[i], len + 1, "%s%s%s", ev[i], ld[i] >= 0 && ld[i] < n && ld[i] != i ? "<" : "",
			 ld[i] >= 0 && ld[i] < n && ld[i] != i ? ev[ld[i]] : "");
	}
	qsort(out, (size_t)n, sizeof(out[0]), cmp_str);
	list[0] = '\0';
	for (int i = 0; i < n; i++) {
		add(list, out[i], ' ');
		free(out[i]);
	}
	free(copy);
}

/* Compare one case; returns a description of what differs ("" if nothing). */

/* Where two long lines part: the first differing character and the text
 * around it, so a difference past the first 1,500 characters shows. */
static void differ(char *why, size_t wn, const char *what, const char *a, const char *b)
{
	size_t i = 0, from;

	while (a[i] && a[i] == b[i])
		i++;
	from = i > 200 ? i - 200 : 0;
	snprintf(why, wn, "%s (from character %zu)\n      ours %.1500s\n      perf %.1500s",
		 what, from, a + from, b + from);
}

static void compare(const struct golden_case *g, char *why, size_t wn, char *a, char *b)
{
	char cmd[1024];
	const char *out, *err;
	bool stops;
	int rc;

	why[0] = '\0';
	snprintf(cmd, sizeof(cmd),
		 "events --json --cpu %s --kernel %s --perf-version %s --ht %s --nmi-watchdog %s %s",
		 g->model, g->rel, g->rel, g->topo_ht, g->wd, g->args);
	rc = t_cli(cmd, &out, &err);
	if (rc) {
		if (!g->rc)
			snprintf(why, wn, "events fails: %.200s", err);
		else
			return;	/* both refuse */
		return;
	}
	our_opens(out, core_name(g->open), a);
	their_opens(g->open, b);
	if (g->uncore) {
		uncore_expand(g->model, a);
		by_content(a);
		by_content(b);
	}
	if (strcmp(a, b)) {
		differ(why, wn, "open", a, b);
		return;
	}
	snprintf(cmd, sizeof(cmd),
		 "predict --no-schedule --cpu %s --kernel %s --perf-version %s --ht %s "
		 "--nmi-watchdog %s %s",
		 g->model, g->rel, g->rel, g->topo_ht, g->wd, g->args);
	rc = t_cli(cmd, &out, &err);
	our_lines(out, a, &stops);
	if (rc)
		stops = true;
	if (stops != (g->rc != 0)) {
		snprintf(why, wn, "stop: ours %d, perf exit %d", stops, g->rc);
		return;
	}
	if (!g->rc && strcmp(a, g->print))
		differ(why, wn, "print", a, g->print);
}

static enum t_result oracle_goldens(struct tctx *t)
{
	DIR *d = opendir(ORACLE_DIR);
	struct dirent *e;
	int nk = 0, nt = 0, total = 0, agreed = 0, n_files = 0;
	struct known *known = load_known(&nk);
	static struct tally tl[512];
	char *a = malloc(MAXS), *b = malloc(MAXS), why[4096];
	const char *diffs = getenv("PMS_ORACLE_DIFFS");
	FILE *df = diffs ? fopen(diffs, "w") : NULL;
	char **names = NULL;
	int nn = 0;

	if (!d || !a || !b) {
		free(a);
		free(b);
		if (d)
			closedir(d);
		return t_skip(t, "no %s", ORACLE_DIR);
	}
	for (int dir = 0; dir < 2; dir++) {
		if (dir == 1 && !(d = opendir(ORACLE_DIR "/uncore")))
			break;
		while ((e = readdir(d))) {
			size_t len = strlen(e->d_name);
			char nm[300];

			if (len < 5 || strcmp(e->d_name + len - 4, ".txt") ||
			    !strcmp(e->d_name, "known.txt"))
				continue;
			snprintf(nm, sizeof(nm), "%s%s", dir ? "uncore/" : "", e->d_name);
			names = realloc(names, (size_t)(nn + 1) * sizeof(*names));
			names[nn++] = strdup(nm);
		}
		closedir(d);
	}
	for (int i = 0; i < nn; i++)
		for (int j = i + 1; j < nn; j++)
			if (strcmp(names[i], names[j]) > 0) {
				char *x = names[i];

				names[i] = names[j];
				names[j] = x;
			}
	for (int f = 0; f < nn; f++) {
		char path[512], *text, *save = NULL, *l, model[32];
		struct golden_case g;
		char ht[8][8], wd[8][8], rels[8][8];
		int nrel = 0;
		bool have = false;

		bool unc = !strncmp(names[f], "uncore/", 7);
		const char *base = names[f] + (unc ? 7 : 0);

		snprintf(path, sizeof(path), "%s/%s", ORACLE_DIR, names[f]);
		snprintf(model, sizeof(model), "%.*s", (int)(strlen(base) - 4), base);
		text = slurp_path(path);
		if (!text)
			continue;
		n_files++;
		memset(&g, 0, sizeof(g));
		for (l = strtok_r(text, "\n", &save);; l = strtok_r(NULL, "\n", &save)) {
			const char *v;

			if (!l || !strncmp(l, "case ", 5)) {
				if (have) {
					char key[400];
					struct known *k;
					char tm[40];
					struct tally *ty;

					snprintf(tm, sizeof(tm), "%s%s", g.model, g.uncore ? "+uncore" : "");
					ty = tally_of(tl, &nt, tm, g.rel);

					compare(&g, why, sizeof(why), a, b);
					snprintf(key, sizeof(key), "%s%s|%s|%s", g.uncore ? "uncore/" : "",
						 g.model, g.rel, g.args);
					k = find_known(known, nk, key);
					total++;
					ty->cases++;
					if (why[0]) {
						ty->differ++;
						if (df) {
							for (char *q = why; *q; q++)
								if (*q == '\n')
									*q = ' ';
							fprintf(df, "%s\t%s\n", key, why);
						}
						CHECK(t, k != NULL, "%s: differs from perf (not in known.txt): %s",
						      key, why);
					} else {
						ty->agreed++;
						agreed++;
						CHECK(t, k == NULL, "%s: now agrees with perf; drop it from "
						      "known.txt", key);
					}
					if (k)
						k->seen = true;
				}
				if (!l)
					break;
				memset(&g, 0, sizeof(g));
				snprintf(g.model, sizeof(g.model), "%s", model);
				g.uncore = unc;
				{
					const char *sp = strchr(l + 5, ' ');

					snprintf(g.rel, sizeof(g.rel), "%.*s",
						 (int)(sp ? sp - (l + 5) : (long)strlen(l + 5)), l + 5);
					snprintf(g.args, sizeof(g.args), "%s", sp ? sp + 1 : "");
				}
				for (int r = 0; r < nrel; r++)
					if (!strcmp(rels[r], g.rel)) {
						snprintf(g.topo_ht, sizeof(g.topo_ht), "%s", ht[r]);
						snprintf(g.wd, sizeof(g.wd), "%s", wd[r]);
					}
				g.open = g.print = (char *)"";
				have = true;
			} else if ((v = line_val(l, "source")) && nrel < 8) {
				const char *s = strstr(v, "smt "), *w = strstr(v, "nmi_watchdog ");

				snprintf(rels[nrel], sizeof(rels[nrel]), "%.*s",
					 (int)(strchr(v, ' ') ? strchr(v, ' ') - v : 0), v);
				snprintf(ht[nrel], sizeof(ht[nrel]), "%s", s && s[4] == '1' ? "on" : "off");
				snprintf(wd[nrel], sizeof(wd[nrel]), "%s",
					 w && w[13] == '1' ? "on" : "off");
				nrel++;
			} else if ((v = line_val(l, "rc"))) {
				g.rc = atoi(v);
			} else if ((v = line_val(l, "open"))) {
				g.open = (char *)v;
			} else if ((v = line_val(l, "print"))) {
				g.print = (char *)v;
			}
		}
		free(text);
	}
	for (int i = 0; i < nk; i++) {
		CHECK(t, known[i].seen, "known.txt names a case no golden has: %s", known[i].key);
		free(known[i].key);
	}
	if (getenv("PMS_ORACLE_TABLE")) {
		printf("\n%-12s %-6s %6s %7s %8s\n", "MODEL", "PERF", "CASES", "AGREED", "DIFFERING");
		for (int i = 0; i < nt; i++)
			printf("%-12s %-6s %6d %7d %8d\n", tl[i].model, tl[i].rel, tl[i].cases,
			       tl[i].agreed, tl[i].differ);
		for (int r = 0; r < 4; r++) {
			static const char *const rels[] = { "6.1", "6.12", "7.2", "7.3" };
			int c = 0, ag = 0;

			for (int i = 0; i < nt; i++)
				if (!strcmp(tl[i].rel, rels[r])) {
					c += tl[i].cases;
					ag += tl[i].agreed;
				}
			printf("%-12s %-6s %6d %7d %8d\n", "all", rels[r], c, ag, c - ag);
		}
		printf("%-12s %-6s %6d %7d %8d\n", "total", "", total, agreed, total - agreed);
	}
	if (df)
		fclose(df);
	for (int i = 0; i < nn; i++)
		free(names[i]);
	free(names);
	free(known);
	free(a);
	free(b);
	CHECK(t, n_files > 0, "no goldens in %s", ORACLE_DIR);
	return t_result(t);
}

/*
 * The default set at perf 7.3 repeats duration_time: each Default metric
 * group is its own parse (metricgroup.c parse_groups() per group, the
 * tool event added to each metric's list; builtin-stat.c
 * add_default_events() 7.3.4), and tool events are not opened through
 * perf_event_open(), so the opens of tests/oracle/skl.txt cannot show them.
 * Real perf 7.3.4's -vv on the fake skl (tests/oracle/verbose/
 * skl-7.3-default-vv.txt) prints 6 "Parsing metric events" lines, each
 * ending in duration_time, and 23 perf_event_attrs, the 6 tool ones
 * (duration_time) first.  Ours: the same 23 events, tool ones at the same
 * places.
 */
static enum t_result default_tool_events_73(struct tctx *t)
{
	char *text = slurp_path(ORACLE_DIR "/verbose/skl-7.3-default-vv.txt"), *save = NULL, *l;
	char theirs[64] = "", ours[64] = "";
	const char *out, *err, *p;
	int parses = 0, n = 0, m = 0;

	if (!text)
		return t_skip(t, "no %s/verbose", ORACLE_DIR);
	for (l = strtok_r(text, "\n", &save); l; l = strtok_r(NULL, "\n", &save)) {
		size_t len = strlen(l);

		if (!strncmp(l, "Parsing metric events", 21))
			parses += len > 15 && !strcmp(l + len - 15, ",duration_time'");
		else if (!strncmp(l, " type ", 6) && n < 63)
			theirs[n++] = strstr(l, "(tool)") ? 'T' : 'e';
	}
	free(text);
	theirs[n] = '\0';
	CHECK(t, parses == 6, "perf's -vv: %d metric parses with duration_time", parses);
	CHECK(t, t_cli("events --json --cpu skl --kernel 7.3 --perf-version 7.3 --ht on "
		       "--nmi-watchdog on", &out, &err) == 0, "events: %s", err);
	for (p = out; (p = strstr(p, "\"dialect\":\"")) && m < 63; p += 11)
		ours[m++] = !strncmp(p + 11, "tool\"", 5) ? 'T' : 'e';
	ours[m] = '\0';
	CHECK(t, !strcmp(ours, theirs), "tool events by place: ours %s, perf's %s", ours, theirs);
	CHECK(t, !strncmp(theirs, "TTTTTTe", 7), "perf's: 6 tool events first: %s", theirs);
	return t_result(t);
}

/*
 * perf 6.1 on a hybrid puts the default set's and --topdown's metrics on
 * cpu_core alone, slots left bare (TOPDOWN_L2_EVENTS_CORE of
 * tools/perf/arch/x86/util/topdown.c, 6.1, used by topdown_parse_events());
 * the level-1 aliases of cpu_atom (adl_hybrid_events_attrs) stay out.
 * Recorded: tests/oracle/adl.txt, case 6.1 (nine opens, slots leading).
 */
static enum t_result hybrid_topdown_61(struct tctx *t)
{
	static const char *const cmds[] = {
		"events --json --cpu adl --kernel 6.1 --perf-version 6.1",
		"events --json --cpu rpl --kernel 6.1 --perf-version 6.1 --topdown",
	};

	for (size_t c = 0; c < T_ARRAY_SIZE(cmds); c++) {
		const char *out, *err, *p;
		int core = 0, atom = 0;

		CHECK(t, t_cli(cmds[c], &out, &err) == 0, "%s: %s", cmds[c], err);
		for (p = out; (p = strstr(p, "{\"name\":\"cpu_")); p++) {
			if (!strncmp(p, "{\"name\":\"cpu_core/topdown-", 26))
				core++;
			else if (!strncmp(p, "{\"name\":\"cpu_atom/topdown-", 26))
				atom++;
		}
		CHECK(t, core == 8 && atom == 0, "%s: %d cpu_core and %d cpu_atom topdown events",
		      cmds[c], core, atom);
	}
	return t_result(t);
}

/*
 * A weak group whose leader the kernel refuses with EINVAL (perf 6.18+).
 * stat_handle_error() (builtin-stat.c 7.3.4) skips the leader; the member's
 * get_group_fd() gives -2 (util/evsel.c 7.3.4), evsel__open_cpu() fails it
 * with errno still the leader's, and EINVAL makes __run_perf_stat() reset
 * the weak group (evlist__reset_weak_group()) and open the member alone in
 * its second pass; with ENOENT the member is skipped.  The errno comes from
 * the kernel's cache map: -1 gives EINVAL, 0 ENOENT (x86_pmu_event_init()
 * -> set_ext_hw_attr(), arch/x86/events/core.c 6.1-7.3):
 * glc_hw_cache_event_ids, the ICELAKE case and intel_pmu_init_grt() set
 * [ITLB][READ][ACCESS] to -1; a generic id the event map lacks is ENOENT.
 * Recorded by real perf 7.3.4 and 7.2.13: tests/oracle/spr.txt case
 * 7.3 -d -d (iTLB-loads !22 twice, iTLB-load-misses opened alone last;
 * {stalled-cycles-backend !2, instructions, ...}: instructions never
 * opened); icl, icx, adl-n and srf the same for iTLB-loads.
 */
static enum t_result weak_reopen_einval(struct tctx *t)
{
	static const struct {
		const char *cpu, *list;
		uint32_t perf;
		int leader_errno;
		bool reopened;
	} cases[] = {
		{ "spr", "{iTLB-loads,iTLB-load-misses}:W", PMS_KVER(7, 3), 22, true },
		{ "icl", "{iTLB-loads,iTLB-load-misses}:W", PMS_KVER(7, 2), 22, true },
		{ "adl-n", "{iTLB-loads,iTLB-load-misses}:W", PMS_KVER(7, 3), 22, true },
		{ "spr", "{stalled-cycles-backend,instructions}:W", PMS_KVER(7, 3), 2, false },
		/* perf 6.12 stopped at the refused leader (COUNTER_FATAL) */
		{ "spr", "{iTLB-loads,iTLB-load-misses}:W", PMS_KVER(6, 12), 22, false },
		/* not weak: get_group_fd() -2, skipped */
		{ "spr", "{iTLB-loads,iTLB-load-misses}", PMS_KVER(7, 3), 22, false },
		/* skl_hw_cache_event_ids has ITLB read accesses (0x2085) */
		{ "skl", "{iTLB-loads,iTLB-load-misses}:W", PMS_KVER(7, 3), 0, false },
	};

	for (size_t c = 0; c < T_ARRAY_SIZE(cases); c++) {
		struct pms_env env = PMS_ENV_DEFAULT;
		struct pms_evlist_opts eo = PMS_EVLIST_OPTS_INIT;
		struct pms_evlist *ev = NULL;
		struct pms_diag d;

		env.kver = cases[c].perf;
		eo.env = &env;
		eo.perf_version = cases[c].perf;
		REQUIRE(t, pms_evlist_parse_opts(pms_model_find(cases[c].cpu), cases[c].list, &eo, &ev,
						 &d) == PMS_OK, "%s %s: %s", cases[c].cpu, cases[c].list,
			d.msg);
		CHECK(t, pms_evlist_refusal(ev, 0, &env) == cases[c].leader_errno,
		      "%s %s: leader refused with %d, want %d", cases[c].cpu, cases[c].list,
		      pms_evlist_refusal(ev, 0, &env), cases[c].leader_errno);
		CHECK(t, pms_evlist_perf_reopened(ev, 1, &env) == cases[c].reopened,
		      "%s %s perf %x: reopened %d", cases[c].cpu, cases[c].list, cases[c].perf,
		      !cases[c].reopened);
		CHECK(t, !pms_evlist_perf_reopened(ev, 0, &env), "a leader is never reopened alone");
		pms_evlist_free(ev);
	}
out:
	return t_result(t);
}

/*
 * perf parses each metric of an -M list with its own parse_events() call
 * (metricgroup.c parse_ids(), 6.12-7.3) and sorts and regroups within that
 * call (parse_events__sort_events_and_fix_groups()); from 6.15
 * (9a1c57fe26f2) a call's TopDown events go to its first one's leader, and
 * from 6.17 (8dcd27b1b866) a call whose metrics name no slots gets one.
 * Re-sorting the joined list as one call (as pmusched did) merged every
 * metric's {TOPDOWN.SLOTS,topdown-*} into one group.  Recorded by perf
 * 7.3.4: tests/oracle/spr.txt case 7.3 -M TopdownL2 --metric-no-merge,
 * eight groups each led by slots (0x400), four of them slots perf added.
 */
static enum t_result metric_no_merge_per_call(struct tctx *t)
{
	static const char cmd[] = "events --json --cpu spr --kernel 7.3 --perf-version 7.3 "
				  "-M TopdownL2 --metric-no-merge";
	const char *out, *err, *p;
	char lead_cfg[512][24];
	int slots_leaders = 0, bad = 0;

	memset(lead_cfg, 0, sizeof(lead_cfg));
	REQUIRE(t, t_cli(cmd, &out, &err) == 0, "%s: %s", cmd, err);
	for (p = strstr(out, "\"events\":["); p && (p = strstr(p, "{\"name\":\"")); p++) {
		const char *next = strstr(p + 1, "{\"name\":\"");
		char grp[16], leader[8], cfg[24];
		int g;

		if (!json_field(p, next, "group", grp, sizeof(grp)) ||
		    !json_field(p, next, "leader", leader, sizeof(leader)) ||
		    !json_field(p, next, "config", cfg, sizeof(cfg)))
			continue;
		g = atoi(grp);
		if (g < 0 || g >= 512)
			continue;
		if (!strcmp(leader, "true")) {
			snprintf(lead_cfg[g], sizeof(lead_cfg[g]), "%s", cfg);
			slots_leaders += !strcmp(cfg, "0x400");
		} else if (!strncmp(cfg, "0x8", 3) && strlen(cfg) == 6 && strcmp(lead_cfg[g], "0x400")) {
			bad++;
		}
	}
	CHECK(t, slots_leaders == 8, "%d groups led by slots, perf 7.3.4 opened 8", slots_leaders);
	CHECK(t, bad == 0, "%d topdown metric events outside a slots-led group", bad);
out:
	return t_result(t);
}

/*
 * The slots event perf 6.17+ adds to a TopDown group without one
 * (arch_evlist__add_required_events(), 8dcd27b1b866; 7.3.4
 * topdown_insert_slots_event()) belongs to no metric of the list: the list
 * still maps onto the parsed events, so --topdown prints metric-only as
 * perf 7.3.4 did on lnl (tests/oracle/lnl.txt case 7.3 --topdown: no
 * event line) instead of event lines and "no metric view".
 */
static enum t_result added_slots_metric_view(struct tctx *t)
{
	static const char cmd[] = "predict --cpu lnl --kernel 7.3 --perf-version 7.3 --topdown";
	const char *out, *err;

	REQUIRE(t, t_cli(cmd, &out, &err) == 0, "%s: %s", cmd, err);
	CHECK(t, !strstr(out, "parsed differently"), "%s: the list did not map", cmd);
	CHECK(t, strstr(out, "tma_retiring") && !strstr(out, "<count>"),
	      "%s: not metric-only:\n%s", cmd, out);
out:
	return t_result(t);
}

/*
 * perf 6.1 on a hybrid, -M TopdownL1: the metric's weak group is led by
 * cpu_atom/topdown-retiring/; its first cpu_core/topdown-* member is
 * refused (EINVAL: intel_pmu_hw_config() wants slots as the leader), so
 * __run_perf_stat() (builtin-stat.c 6.1.176) resets the group
 * (evlist__reset_weak_group(), util/evlist.c), skips its later members,
 * opens the rest of the list, then in a second pass opens the group's
 * events again in list order: the cpu_core topdown-* stay with the
 * cpu_atom leader (arch_evsel__must_be_in_group(), arch/x86/util/evsel.c:
 * only the PMU with perf metrics) and are refused again, the others open
 * alone.  Recorded: tests/oracle/adl.txt case 6.1 -M TopdownL1 (perf
 * 6.1.187), refused opens left out as there.
 */
static enum t_result weak_reset_two_passes(struct tctx *t)
{
	static const char cmd[] = "events --json --cpu adl --kernel 6.1 --perf-version 6.1 "
				  "--ht on --nmi-watchdog on -M TopdownL1";
	static const char want[] =
		"cpu_atom:raw:0xc2:0x0:-1 cpu_atom:raw:0x71:0x0:-1 cpu_atom:raw:0x3c:0x0:1 "
		"cpu_atom:raw:0xc2:0x0:1 cpu_atom:raw:0x74:0x0:1 cpu_atom:raw:0xc2:0x0:-1 "
		"cpu_core:raw:0x10ad:0x0:-1 cpu_atom:raw:0x71:0x0:-1 cpu_atom:raw:0x3c:0x0:-1 "
		"cpu_atom:raw:0x74:0x0:-1 cpu_atom:raw:0x73:0x0:-1";
	const char *out, *err, *p;
	char *got = malloc(MAXS);
	int refused = 0, pass2 = 0;

	REQUIRE(t, got != NULL, "out of memory");
	REQUIRE(t, t_cli(cmd, &out, &err) == 0, "%s: %s", cmd, err);
	our_opens(out, "", got);
	CHECK(t, !strcmp(got, want), "%s:\n  ours %s\n  perf %s", cmd, got, want);
	for (p = strstr(out, "\"opens\":["); p && (p = strstr(p, "{\"event\":")); p++) {
		refused += strstr(p, "\"errno\":22") && strstr(p, "\"errno\":22") < strchr(p, '}');
		pass2 += strstr(p, "\"pass\":2") && strstr(p, "\"pass\":2") < strchr(p, '}');
	}
	/* one refused member in pass 1, the four cpu_core topdown-* in pass 2 */
	CHECK(t, refused == 5, "%d refused opens, want 5", refused);
	CHECK(t, pass2 == 10, "%d opens in pass 2, want the group's 10", pass2);
out:
	free(got);
	return t_result(t);
}

/*
 * perf 6.1's --metric-no-group opens the topdown-* metric events alone;
 * the kernel refuses a perf-metrics event whose leader is not slots
 * (EINVAL, intel_pmu_hw_config(), arch/x86/events/intel/core.c 6.1.176)
 * and perf prints <not supported>.  Recorded: tests/oracle/icl.txt case
 * 6.1 -M TopdownL1 --metric-no-group (only slots and the two raw events
 * open).  perf 6.12 groups them behind slots (6.4+
 * parse_events__sort_events_and_fix_groups()): nothing is refused.
 */
static enum t_result topdown_alone_refused(struct tctx *t)
{
	static const char *const rels[] = { "6.1", "6.12" };
	char *got = malloc(MAXS);

	REQUIRE(t, got != NULL, "out of memory");
	for (int r = 0; r < 2; r++) {
		char cmd[256];
		const char *out, *err;

		snprintf(cmd, sizeof(cmd), "events --json --cpu icl --kernel %s --perf-version %s "
			 "--ht on --nmi-watchdog on -M TopdownL1 --metric-no-group", rels[r],
			 rels[r]);
		REQUIRE(t, t_cli(cmd, &out, &err) == 0, "%s: %s", cmd, err);
		our_opens(out, "cpu", got);
		if (r == 0)
			CHECK(t, !strcmp(got, "cpu:raw:0x400:0x0:-1 cpu:raw:0x100d:0x0:-1 "
				  "cpu:raw:0x104010d:0x0:-1"), "%s: %s", cmd, got);
		CHECK(t, (strstr(out, "intel_pmu_hw_config") != NULL) == (r == 0),
		      "%s: refusal %s", cmd, r ? "where perf groups them" : "missing");
	}
out:
	free(got);
	return t_result(t);
}

/*
 * perf 7.3's amdzen5 metrics name core events with terms in metric-id form,
 * ls_dispatch.store_dispatch@cmask\=3@ (pmu-events/amd_metrics.py
 * AmdLdSt(), 7.3.4); metricgroup.c parse_ids() turns '@' back into '/' and
 * parse_events() takes ls_dispatch.store_dispatch/cmask=3/ as the JSON
 * event with a cmask term.  Recorded: tests/oracle/zen5.txt case 7.3
 * -M lpm_ldst (raw 0x3000229, 0x2000229, 0x1000229 opened).
 */
static enum t_result json_event_terms_id(struct tctx *t)
{
	static const char cmd[] = "events --json --cpu zen5 --kernel 7.3 --perf-version 7.3 "
				  "-M lpm_ldst_ret_stores_per_cycle";
	const char *out, *err;

	REQUIRE(t, t_cli(cmd, &out, &err) == 0, "%s: %s", cmd, err);
	CHECK(t, strstr(out, "\"config\":\"0x3000229\"") && strstr(out, "\"config\":\"0x1000229\""),
	      "%s: no cmask=3/cmask=1 store_dispatch", cmd);
out:
	return t_result(t);
}

/*
 * perf 6.18+ reopens alone the member of a weak group whose leader the
 * kernel refused with EINVAL (stat_handle_error(), get_group_fd() -2,
 * evlist__reset_weak_group(), __run_perf_stat() second pass: builtin-stat.c
 * and util/evsel.c 7.3.4): spr -dd at 7.3, {iTLB-loads,iTLB-load-misses}:W
 * with iTLB-loads -1 in spr_hw_cache_event_ids (EINVAL,
 * set_ext_hw_attr()).  The sim counts the member, as perf does
 * (tests/oracle/spr.txt case 7.3 -d -d opens raw 0x2011 alone, last).
 */
static enum t_result reopened_member_counts(struct tctx *t)
{
	static const char cmd[] = "predict --cpu spr --kernel 7.3 --perf-version 7.3 -d -d";
	const char *out, *err, *p;

	REQUIRE(t, t_cli(cmd, &out, &err) == 0, "%s: %s", cmd, err);
	REQUIRE(t, (p = strstr(out, "\nEvents:")) != NULL, "%s: no Events table", cmd);
	p = strstr(p, "iTLB-load-misses");
	REQUIRE(t, p != NULL, "%s: no iTLB-load-misses row", cmd);
	CHECK(t, !strncmp(strstr(p, "  ") + strspn(strstr(p, "  "), " "), "GP", 2) &&
	      strstr(p, "ran ") && strstr(p, "ran ") < strchr(p, '\n'),
	      "%s: the reopened member does not count: %.200s", cmd, p);
	CHECK(t, strstr(out, "weak group reopened as single events") != NULL,
	      "%s: no weak reset said", cmd);
out:
	return t_result(t);
}

/*
 * perf 6.13+ arch_evlist__cmp() (arch/x86/util/evlist.c 7.3.4) moves
 * topdown-* ahead only of events of another group: inside a metric's slots
 * group the metric's own order stays (slots still first).  perf 6.12's
 * moved them right behind slots in any case.  Recorded:
 * tests/oracle/icl.txt case 7.3 -M tma_info_pipeline_retire
 * (UOPS_RETIRED.SLOTS,cmask=1 opened second, before topdown-retiring).
 */
static enum t_result topdown_keep_place_613(struct tctx *t)
{
	static const char *const rel[] = { "7.3", "6.12" };
	static const char *const want[] = {
		"cpu:raw:0x400:0x0:-1 cpu:raw:0x10002c2:0x0:0 cpu:raw:0x8000:0x0:0 "
		"cpu:raw:0x8200:0x0:0 cpu:raw:0x8300:0x0:0 cpu:raw:0x8100:0x0:0",
		"cpu:raw:0x400:0x0:-1 cpu:raw:0x8000:0x0:0",
	};
	char *got = malloc(MAXS);

	REQUIRE(t, got != NULL, "out of memory");
	for (int r = 0; r < 2; r++) {
		char cmd[256];
		const char *out, *err;

		snprintf(cmd, sizeof(cmd), "events --json --cpu icl --kernel %s --perf-version %s "
			 "-M tma_info_pipeline_retire", rel[r], rel[r]);
		REQUIRE(t, t_cli(cmd, &out, &err) == 0, "%s: %s", cmd, err);
		our_opens(out, "cpu", got);
		CHECK(t, !strncmp(got, want[r], strlen(want[r])), "%s:\n  got  %s\n  want %s...",
		      cmd, got, want[r]);
	}
out:
	free(got);
	return t_result(t);
}

/*
 * The atlas parses a metric group's list as one -e string.  At 7.3 the
 * spr SMT group's list, written as perf 6.13+ orders it (topdown-* in the
 * metric's places, arch_evlist__cmp(), arch/x86/util/evlist.c 7.3.4), is
 * regrouped by perf into {TOPDOWN.SLOTS,RESOURCE_STALLS.SCOREBOARD} and a
 * weak group led by EXE_ACTIVITY.BOUND_ON_LOADS whose topdown-* the
 * kernel refuses (no slots leader: EINVAL, intel_pmu_hw_config(),
 * arch/x86/events/intel/core.c 7.3.4); evlist__reset_weak_group()
 * (util/evlist.c 7.3.4) keeps them with that leader, they fail again, and
 * the leader's group read comes back short (<not counted>).  Recorded
 * with real perf 7.3.4 on the fake spr (oracle.py one --models spr
 * --releases 7.3 --args '-e LIST'): the statuses below, one per line
 * (C counted, N <not counted>, S <not supported>).
 */
static enum t_result onecall_topdown_statuses(struct tctx *t)
{
	static const char list[] =
		"{RESOURCE_STALLS.SCOREBOARD,EXE_ACTIVITY.BOUND_ON_LOADS,topdown-retiring,"
		"EXE_ACTIVITY.EXE_BOUND_0_PORTS,ARITH.DIV_ACTIVE,topdown-fe-bound,topdown-mem-bound,"
		"EXE_ACTIVITY.1_PORTS_UTIL,topdown-be-bound,EXE_ACTIVITY.2_3_PORTS_UTIL,"
		"CPU_CLK_UNHALTED.ONE_THREAD_ACTIVE,CPU_CLK_UNHALTED.REF_DISTRIBUTED,"
		"CPU_CLK_UNHALTED.THREAD,RS.EMPTY_RESOURCE,CYCLE_ACTIVITY.STALLS_TOTAL,"
		"topdown-bad-spec}:W,{UOPS_EXECUTED.CORE_CYCLES_GE_1,UOPS_EXECUTED.THREAD}:W,"
		"{INST_RETIRED.ANY,CPU_CLK_UNHALTED.DISTRIBUTED}:W,TOPDOWN.SLOTS";
	static const char want[] = "CCNSCCSSCSCCCCCCSCCCC";
	char *cmd = malloc(sizeof(list) + 128), got[64] = "";
	const char *out, *err, *p;
	size_t n = 0;

	REQUIRE(t, cmd != NULL, "out of memory");
	snprintf(cmd, sizeof(list) + 128, "predict --cpu spr --kernel 7.3 --perf-version 7.3 -e '%s'",
		 list);
	REQUIRE(t, t_cli(cmd, &out, &err) == 0, "predict: %s", err);
	p = strstr(out, "Performance counter stats");
	REQUIRE(t, p != NULL, "no counter stats");
	p = strchr(p, '\n') + 2;
	while (*p && *p != '\n' && n + 1 < sizeof(got)) {
		const char *eol = strchr(p, '\n');
		size_t len = eol ? (size_t)(eol - p) : strlen(p);

		got[n++] = memmem(p, len, "<not supported>", 15) ? 'S' :
			   memmem(p, len, "<not counted>", 13) ? 'N' : 'C';
		got[n] = '\0';
		p = eol ? eol + 1 : p + len;
	}
	CHECK(t, !strcmp(got, want), "statuses %s, real perf 7.3.4 %s", got, want);
out:
	free(cmd);
	return t_result(t);
}

/*
 * The name perf stat prints for a hybrid event with terms or modifiers.
 * perf 6.16+ (evsel__uniquify_counter(), util/evsel.c 7.2.13/7.3.4;
 * mainline 7d45f402d311 "perf evlist: Make uniquifying counter names
 * consistent") keeps the event inside the PMU: tests/oracle/adl.txt case
 * 7.3 -M lpm_ldst_ret_lds prints cpu_core/MEM_INST_RETIRED.ALL_LOADS,cmask=2/
 * and case 7.3 -M lpm_cycles cpu_atom/cpu-cycles/uH.  perf 6.12
 * (uniquify_event_name(), util/stat-display.c 6.12.117) put a name without
 * '/' whole between slashes: cpu_atom/cycles:u/.
 */
static enum t_result hybrid_name_terms_616(struct tctx *t)
{
	static const struct {
		const char *args, *want;
	} c[] = {
		{ "-M lpm_ldst_ret_lds", "cpu_core/MEM_INST_RETIRED.ALL_LOADS,cmask=2/" },
		{ "-M lpm_cycles", "cpu_atom/cpu-cycles/uH" },
	};
	static const struct {
		uint32_t perf;
		const char *want;
	} e[] = {
		{ PMS_KVER(6, 12, 0), "cpu_atom/cycles:u/" },
		{ PMS_KVER(7, 3, 0), "cpu_atom/cycles/u" },
	};
	char *got = malloc(MAXS);

	REQUIRE(t, got != NULL, "out of memory");
	for (size_t i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
		char cmd[256];
		const char *out, *err;
		bool stops;

		snprintf(cmd, sizeof(cmd), "predict --no-schedule --cpu adl --kernel 7.3 "
			 "--perf-version 7.3 %s", c[i].args);
		REQUIRE(t, t_cli(cmd, &out, &err) == 0, "%s: %s", cmd, err);
		our_lines(out, got, &stops);
		CHECK(t, strstr(got, c[i].want) != NULL, "%s: no %s in %s", cmd, c[i].want, got);
	}
	for (size_t i = 0; i < sizeof(e) / sizeof(e[0]); i++) {
		struct pms_evlist_opts o = PMS_EVLIST_OPTS_INIT;
		struct pms_evlist *ev = NULL;

		o.perf_version = e[i].perf;
		REQUIRE(t, !pms_evlist_parse_opts(pms_model_find("adl"), "cycles:u", &o, &ev, NULL),
			"parse cycles:u");
		pms_evlist_display_name(ev, 0, false, got, MAXS);
		pms_evlist_free(ev);
		CHECK(t, !strcmp(got, e[i].want), "perf %u: got %s, want %s", (unsigned)e[i].perf,
		      got, e[i].want);
	}
out:
	free(got);
	return t_result(t);
}

/*
 * perf 7.x keeps one metric of a name per PMU in a table: jevents.py
 * add_events_table_entries() (tools/perf/pmu-events, 7.2.13/7.3.4; not in
 * 6.12.117) drops a later metric whose name it has read, and
 * print_pending_metrics() sorts what is left.  intel_metrics.py IntelBr()
 * (7.3.4) gives lpm_br_cond_nt and lpm_br_cond_tkn the same three metric
 * names; the taken set sorts first (its expression, "...COND," before
 * "...COND_NTAKEN,") and is the one perf opens: tests/oracle/icl.txt case
 * 7.3 -M lpm_br_cond, 4 opens.  tools/gen_perf_metrics.py drops the same.
 */
static enum t_result metric_name_once_per_table(struct tctx *t)
{
	static const char want[] = "cpu:raw:0x11c4:0x0:-1 cpu:raw:0x11c5:0x0:0 "
				   "cpu:raw:0xc0:0x0:-1 cpu:raw:0x11c4:0x0:2";
	const char *cmd = "events --json --cpu icl --kernel 7.3 --perf-version 7.3 "
			  "-M lpm_br_cond";
	const char *out, *err;
	char *got = malloc(MAXS);

	REQUIRE(t, got != NULL, "out of memory");
	REQUIRE(t, t_cli(cmd, &out, &err) == 0, "%s: %s", cmd, err);
	our_opens(out, "cpu", got);
	CHECK(t, !strcmp(got, want), "%s:\n  got  %s\n  want %s", cmd, got, want);
out:
	free(got);
	return t_result(t);
}

/*
 * A per-task event of a CPU-wide-only PMU (uncore boxes, power, cstate_*,
 * amd_l3/amd_df/amd_umc_N: task_ctx_nr perf_invalid_context) is refused by
 * the kernel (EINVAL); msr (perf_sw_context) opens per task.  perf stat
 * picks -a itself only when every -e event needs a CPU (builtin-stat.c
 * setup_system_wide(), 6.12.117/7.3.4), before it adds -M metrics.
 * Recorded by real perf 7.3.4: tests/oracle/uncore/spr.txt case 7.3
 * -M memory_bandwidth_read (uncore_imc_N !22), case 7.3 -e
 * uncore_imc/cas_count_read/ (opened on CPU 0); tests/oracle/icl.txt case
 * 7.3 -M C10_Pkg_Residency with the non-core PMUs laid out (msr/tsc/
 * opened, cstate_pkg !22); tests/oracle/zen5.txt case 7.3
 * -M memory_controller (no amd_umc_N opened).
 */
static enum t_result task_box_refused(struct tctx *t)
{
	static const struct {
		const char *args;
		const char *pmu;	/* the CPU-wide PMU's event */
		bool refused;
	} c[] = {
		{ "--cpu spr -M memory_bandwidth_read", "uncore_imc", true },
		{ "--cpu spr -a -M memory_bandwidth_read", "uncore_imc", false },
		{ "--cpu spr -e uncore_imc/cas_count_read/", "uncore_imc", false },
		{ "--cpu icl -M C10_Pkg_Residency", "cstate_pkg", true },
		{ "--cpu zen5 -M memory_controller", "amd_umc", true },
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(c); i++) {
		char cmd[256];
		const char *out, *err, *p, *o;
		int n = 0, box = -1, refused = 0, msr_ok = 0, msr = -1;

		snprintf(cmd, sizeof(cmd), "events --json --kernel 7.3 --perf-version 7.3 %s",
			 c[i].args);
		REQUIRE(t, t_cli(cmd, &out, &err) == 0, "%s: %s", cmd, err);
		o = strstr(out, "\"opens\":[");
		REQUIRE(t, o != NULL, "%s: no opens", cmd);
		/* the index of the first event of the PMU (and of msr/tsc/) */
		for (p = strstr(out, "\"events\":["); p && (p = strstr(p, "{\"name\":\"")) && p < o;
		     p++, n++) {
			const char *next = strstr(p + 1, "{\"name\":\""), *attr;
			char pmu[64];

			if (!next || next > o)
				next = o;
			attr = strstr(p, "\"attr\":{");
			if (attr && attr < next && json_field(attr, next, "pmu", pmu, sizeof(pmu))) {
				if (box < 0 && !strcmp(pmu, c[i].pmu))
					box = n;
				if (msr < 0 && !strcmp(pmu, "msr"))
					msr = n;
			}
		}
		REQUIRE(t, box >= 0, "%s: no %s event", cmd, c[i].pmu);
		for (p = o; (p = strstr(p, "{\"event\":")); p++) {
			const char *next = strstr(p + 1, "{\"event\":");
			char ev[16], er[16];

			json_field(p, next, "event", ev, sizeof(ev));
			if (atoi(ev) == box && json_field(p, next, "errno", er, sizeof(er)))
				refused = atoi(er);
			if (msr >= 0 && atoi(ev) == msr && !json_field(p, next, "errno", er, sizeof(er)))
				msr_ok = 1;
		}
		CHECK(t, refused == (c[i].refused ? 22 : 0), "%s: %s open errno %d", cmd, c[i].pmu,
		      refused);
		CHECK(t, msr < 0 || msr_ok, "%s: msr/tsc/ not opened per task", cmd);
	}
out:
	return t_result(t);
}

/*
 * builtin-stat.c evlist__check_cpu_maps() (6.1.176, 6.12.117, 7.2.13,
 * 7.3.4) after tools/lib/perf/evlist.c __perf_evlist__propagate_maps():
 * a group member whose CPUs differ from its leader's leaves the group, and
 * perf warns once per such group; before 6.4 ("perf stat: Don't remove all
 * grouped events when CPU maps disagree") every member left.  Each case
 * is what real perf printed and opened on the fake machine:
 *  - adl 7.3 -M Summary (tests/oracle/adl.txt): perf 7.3.4's hybrid metric
 *    spells msr/tsc,cpu=cpu_core/ (a cpu= term naming a PMU: bd741d80dc65,
 *    6.17); per task it opens on cpu_core's CPUs while its members open on
 *    any CPU, so both members leave and msr opens last (CPU by CPU,
 *    evlist__for_each_cpu()); the warning as perf 7.3.4 printed it; with -a
 *    they all open on cpu_core's CPUs and stay grouped;
 *  - spr -a '{cstate_pkg/c6-residency/,cstate_pkg/c2-residency/,msr/tsc/}'
 *    (oracle.py one --uncore): cstate_pkg opens on its cpumask (CPU 0), msr
 *    on every CPU: perf 7.3.4 and 6.12.117 take msr out, Debian's perf
 *    6.1.187 dissolves the group ("disabling group").
 */
static enum t_result cpus_mismatch_leaves_group(struct tctx *t)
{
	static const char summary[] =
		"{msr/tsc,cpu=cpu_core/,cpu_core/CPU_CLK_UNHALTED.THREAD/,"
		"cpu_core/CPU_CLK_UNHALTED.REF_TSC/}:W";
	static const char cstate[] =
		"{cstate_pkg/c6-residency/,cstate_pkg/c2-residency/,msr/tsc/}";
	static const char member[] =
		"WARNING: grouped events cpus do not match.\n"
		"Events with CPUs not matching the leader will be removed from the group.\n";
	static const struct {
		const char *model, *text;
		uint32_t pv;
		bool sw;
		int leader[3];		/* each event's leader */
		const char *head, *desc;	/* the warning; NULL: none */
	} c[] = {
		{ "adl", summary, PMS_KVER(7, 3), false, { 0, 1, 2 }, member,
		  "  anon group { msr/tsc,cpu=cpu_core/, cpu_core/CPU_CLK_UNHALTED.THREAD/, "
		  "cpu_core/CPU_CLK_UNHALTED.REF_TSC/ }" },
		{ "adl", summary, PMS_KVER(7, 3), true, { 0, 0, 0 }, NULL, NULL },
		{ "adl", summary, PMS_KVER(6, 12), false, { 0, 0, 0 }, NULL, NULL },
		{ "spr", cstate, PMS_KVER(7, 3), true, { 0, 0, 2 }, member,
		  "  anon group { cstate_pkg/c6-residency/, cstate_pkg/c2-residency/, msr/tsc/ }" },
		{ "spr", cstate, PMS_KVER(6, 12), true, { 0, 0, 2 }, member,
		  "  anon group { cstate_pkg/c6-residency/, cstate_pkg/c2-residency/, msr/tsc/ }" },
		{ "spr", cstate, PMS_KVER(6, 1), true, { 0, 1, 2 },
		  "WARNING: grouped events cpus do not match, disabling group:\n",
		  "  anon group { cstate_pkg/c6-residency/, cstate_pkg/c2-residency/, msr/tsc/ }" },
	};
	struct pms_evlist *ev = NULL;

	for (size_t k = 0; k < T_ARRAY_SIZE(c); k++) {
		struct pms_evlist_opts o = PMS_EVLIST_OPTS_INIT;
		struct pms_env env = PMS_ENV_DEFAULT;
		struct pms_diag d;
		char want[512];

		env.kver = c[k].pv;
		o.env = &env;
		o.perf_version = c[k].pv;
		o.flags = c[k].sw ? PMS_EVLIST_SYSTEM_WIDE : 0;
		REQUIRE(t, pms_evlist_parse_opts(pms_model_find(c[k].model), c[k].text, &o, &ev,
						 &d) == PMS_OK, "%s: %s", c[k].text, d.msg);
		for (int i = 0; i < 3; i++) {
			struct pms_event_info in;

			pms_evlist_event(ev, i, &in);
			CHECK(t, in.leader == c[k].leader[i], "case %zu event %d: leader %d, perf %d",
			      k, i, in.leader, c[k].leader[i]);
		}
		CHECK(t, pms_evlist_n_warnings(ev) == (c[k].head ? 1 : 0), "case %zu: %d warnings",
		      k, pms_evlist_n_warnings(ev));
		if (c[k].head && pms_evlist_n_warnings(ev) == 1) {
			snprintf(want, sizeof(want), "%s%s", c[k].head, c[k].desc);
			CHECK(t, !strcmp(pms_evlist_warning(ev, 0), want), "case %zu: '%s'", k,
			      pms_evlist_warning(ev, 0));
		}
		if (k == 0) {	/* per task: msr on cpu_core's CPUs opens after the rest */
			struct pms_stat_open op[8];
			int n = pms_evlist_opens(ev, &env, PMS_OPEN_PER_TASK, op, 8, NULL);

			CHECK(t, n == 3 && op[0].event == 1 && op[1].event == 2 && op[2].event == 0 &&
			      op[2].leader == -1, "adl per task: %d opens, last event %d", n,
			      n > 0 ? op[n - 1].event : -1);
		}
		pms_evlist_free(ev);
		ev = NULL;
	}
	{	/* predict prints it as perf does, on stderr, line by line */
		const char *out, *err;

		REQUIRE(t, t_cli("predict --cpu adl --kernel 7.3 --perf-version 7.3 -M Summary",
				 &out, &err) == 0, "predict: %s", err);
		CHECK(t, strstr(err, "perf: WARNING: grouped events cpus do not match.\n") &&
		      strstr(err, "perf:   anon group { msr/tsc,cpu=cpu_core/, "
			     "cpu_core/CPU_CLK_UNHALTED.THREAD/, cpu_core/CPU_CLK_UNHALTED.REF_TSC/ }"),
		      "predict stderr: %s", err);
	}
out:
	pms_evlist_free(ev);
	return t_result(t);
}

/*
 * A non-core PMU's JSON name written without a PMU on a hybrid: perf's
 * parse_events_multi_pmu_add() (parse-events.c 6.12.117, 7.3.4) adds it
 * for the PMUs that have the event (uncore_arb_0 and _1 on adl), not once
 * per core PMU, and prints the boxes' evsels as one line
 * (evsel__merge_aliases(), util/stat.c 7.3.4): real perf 7.3.4 printed
 * UNC_ARB_TRK_REQUESTS.ALL once in adl's -M MemOffcore
 * (tests/oracle/adl.txt).  pmusched lists one event for the box type.
 */
static enum t_result box_name_once_on_hybrid(struct tctx *t)
{
	struct pms_evlist_opts o = PMS_EVLIST_OPTS_INIT;
	struct pms_env env = PMS_ENV_DEFAULT;
	struct pms_evlist *ev = NULL;
	struct pms_diag d;

	env.kver = PMS_KVER(7, 3);
	o.env = &env;
	o.perf_version = PMS_KVER(7, 3);
	REQUIRE(t, pms_evlist_parse_opts(pms_model_find("adl"), "UNC_ARB_TRK_REQUESTS.ALL,cycles",
					 &o, &ev, &d) == PMS_OK, "%s", d.msg);
	/* the box event once, cycles once per core PMU */
	CHECK(t, pms_evlist_count(ev) == 3, "%d events", pms_evlist_count(ev));
out:
	pms_evlist_free(ev);
	return t_result(t);
}

/*
 * A box type written without "uncore_" (skx's metric spells cha@...@) is
 * the PMU perf matches, uncore_cha_N (perf_pmu__match(), pmu.c 6.12.117,
 * 7.3.4), the PMU of the type's JSON names (UNC_CHA_CLOCKTICKS): sorted
 * and grouped with them (parse_events__sort_events_and_fix_groups()).
 * Real perf 6.12.117 and 7.3.4 kept UNC_CHA_TOR_OCCUPANCY, _INSERTS and
 * UNC_CHA_CLOCKTICKS in one group per box (tests/oracle/uncore/skx.txt,
 * -a -M llc_data_read_demand_plus_prefetch_miss_latency).
 */
static enum t_result box_type_alias_groups(struct tctx *t)
{
	struct pms_evlist_opts o = PMS_EVLIST_OPTS_INIT;
	struct pms_env env = PMS_ENV_DEFAULT;
	struct pms_evlist *ev = NULL;
	struct pms_diag d;
	const char *out, *err;

	env.kver = PMS_KVER(6, 12);
	o.env = &env;
	o.perf_version = PMS_KVER(6, 12);
	o.flags = PMS_EVLIST_SYSTEM_WIDE;
	REQUIRE(t, pms_evlist_parse_opts(pms_model_find("skx"),
					 "{cha/event=0x36,umask=0x21,config1=0x40433/,"
					 "UNC_CHA_CLOCKTICKS}", &o, &ev, &d) == PMS_OK, "%s", d.msg);
	CHECK(t, pms_evlist_n_groups(ev) == 1, "-e: %d groups", pms_evlist_n_groups(ev));
	REQUIRE(t, t_cli("events --json --cpu skx --kernel 7.3 --perf-version 7.3 -a -M "
			 "llc_data_read_demand_plus_prefetch_miss_latency", &out, &err) == 0, "%s",
		err);
	CHECK(t, strstr(out, "\"name\":\"UNC_CHA_CLOCKTICKS\",\"pmu\":\"uncore_cha\",\"leader\":0,"
		  "\"group_size\":3"), "-M: %.600s", out);
out:
	pms_evlist_free(ev);
	return t_result(t);
}

/*
 * A box event of a metric, written with terms or for one box, sorts with
 * its box type's events (parse_events__sort_events_and_fix_groups(): the
 * PMU name, uncore_cha_N per box, then parse order; perf 7.3.4 one call per
 * metric, metricgroup.c parse_ids() turning '@' into '/'): spr's
 * UNC_CHA_TOR_OCCUPANCY.IA_MISS_DRD@thresh\=1@ is on uncore_cha (jevents.py
 * unit_to_pmu()), uncore_cha_0@event\=0x1@ in box 0's group, and lpm_dir's
 * UNC_M2M_DIRECTORY_MISS/HIT with terms keep their weak group.  Real perf
 * 7.3.4 printed them in that order (tests/oracle/spr.txt, -M MemoryBW,
 * MemOffcore, lpm_dir; the weak reset per m2m box in lpm_dir's opens).
 */
static enum t_result box_terms_sort_with_type(struct tctx *t)
{
	static const struct {
		const char *metrics, *want;
	} c[] = {
		{ "MemoryBW", "{UNC_CHA_TOR_OCCUPANCY.IA_MISS_DRD,"
			      "UNC_CHA_TOR_OCCUPANCY.IA_MISS_DRD/thresh=1/}:W" },
		{ "MemOffcore", "{UNC_CHA_TOR_OCCUPANCY.IA_MISS_DRD_DDR,uncore_cha_0/event=0x1/,"
				"UNC_CHA_TOR_INSERTS.IA_MISS_DRD_DDR}:W" },
		{ "lpm_dir", "{UNC_M2M_DIRECTORY_MISS.DIRTY_I/umask=0xFF,"
			     "name=UNC_M2M_DIRECTORY_MISS.ANY/,UNC_M2M_DIRECTORY_HIT.DIRTY_I/"
			     "umask=0xFF,name=UNC_M2M_DIRECTORY_HIT.ANY/}:W" },
	};

	for (size_t k = 0; k < T_ARRAY_SIZE(c); k++) {
		struct pms_mlist_opts o = PMS_MLIST_OPTS_INIT;
		struct pms_mlist *l = NULL;
		struct pms_diag d;

		o.env.kver = PMS_KVER(7, 3);
		o.perf_version = PMS_KVER(7, 3);
		o.metrics = c[k].metrics;
		if (pms_mlist_build(pms_model_find("spr"), &o, &l, &d)) {
			CHECK(t, 0, "%s: %s", c[k].metrics, d.msg);
			continue;
		}
		CHECK(t, strstr(pms_mlist_text(l), c[k].want), "%s: %.400s", c[k].metrics,
		      pms_mlist_text(l));
		pms_mlist_free(l);
	}
	return t_result(t);
}

const struct t_case t_oracle_cases[] = {
	{ "goldens", oracle_goldens },
	{ "hybrid_topdown_61", hybrid_topdown_61 },
	{ "weak_reopen_einval", weak_reopen_einval },
	{ "metric_no_merge_per_call", metric_no_merge_per_call },
	{ "added_slots_metric_view", added_slots_metric_view },
	{ "weak_reset_two_passes", weak_reset_two_passes },
	{ "topdown_alone_refused", topdown_alone_refused },
	{ "json_event_terms_id", json_event_terms_id },
	{ "reopened_member_counts", reopened_member_counts },
	{ "topdown_keep_place_613", topdown_keep_place_613 },
	{ "hybrid_name_terms_616", hybrid_name_terms_616 },
	{ "metric_name_once_per_table", metric_name_once_per_table },
	{ "task_box_refused", task_box_refused },
	{ "onecall_topdown_statuses", onecall_topdown_statuses },
	{ "cpus_mismatch_leaves_group", cpus_mismatch_leaves_group },
	{ "box_name_once_on_hybrid", box_name_once_on_hybrid },
	{ "box_type_alias_groups", box_type_alias_groups },
	{ "box_terms_sort_with_type", box_terms_sort_with_type },
	{ "default_tool_events_73", default_tool_events_73 },
	{ NULL, NULL }
};
