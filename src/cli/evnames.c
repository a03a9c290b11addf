/*
 * 'pmusched events --list [GLOB] --cpu MODEL': every event name the model
 * accepts under the command's perf release and kernel
 * (pms_model_for_each_event_name_opts(): perf's generic, software, cache
 * and TopDown names, that release's JSON table, then the libpfm4 names the
 * table does not resolve; pms_uncore_for_each_event_name_for(): the box
 * PMUs' names of that release's JSON), each with the dialect that resolves it, its
 * encoding, the kernel's counters, the vendor's counters and the lint
 * mark.  Shell completion reads the first column.
 */
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>
#include "evrow.h"

struct names {
	const char *glob;
	char **v;
	size_t n, cap;
	bool oom;
};

static void collect(void *ctx, const char *name)
{
	struct names *s = ctx;

	if (s->oom || (s->glob && fnmatch(s->glob, name, FNM_CASEFOLD)))
		return;
	if (s->n == s->cap) {
		size_t cap = s->cap ? s->cap * 2 : 256;
		char **v = realloc(s->v, cap * sizeof(*v));

		if (!v) {
			s->oom = true;
			return;
		}
		s->v = v;
		s->cap = cap;
	}
	if (!(s->v[s->n] = strdup(name)))
		s->oom = true;
	else
		s->n++;
}

struct item {
	struct pms_event_row r;
	char config1[24], flags[8];
};

/* perf's flags for a name of its table: d deprecated, p/P PEBS 1/2, l Data_LA,
 * f jevents.py fixed encoding, e errata; "-" otherwise. */
static void perf_flags(const struct pms_perf_table *t, const char *name, char *buf, size_t n)
{
	struct pms_perf_event e;
	size_t at = 0;

	snprintf(buf, n, "-");
	if (!t || pms_perf_event_find(t, name, NULL, &e) || n < 7)
		return;
	if (e.flags & PMS_PERF_DEPRECATED)
		buf[at++] = 'd';
	if (e.pebs)
		buf[at++] = e.pebs > 1 ? 'P' : 'p';
	if (e.flags & PMS_PERF_DATA_LA)
		buf[at++] = 'l';
	if (e.flags & PMS_PERF_FIXED_NAME)
		buf[at++] = 'f';
	if (e.errata[0])
		buf[at++] = 'e';
	buf[at ? at : 1] = '\0';
}

/* Resolve @name as a one-event list, as 'events -e NAME' would under
 * perf @pv; 0 on success. */
static int fill(const struct cli_common *c, uint32_t pv, const char *name, struct item *it)
{
	struct pms_evlist *ev = NULL;

	if (cli_events_parse(c, name, pv, 0, &ev, NULL) != PMS_OK)
		return -1;
	ev_row_fill(ev, 0, &c->env, &it->r);
	it->r.info.name = it->r.info.text = name;	/* @ev's strings go with it */
	it->r.info.pfm_name = NULL;
	it->r.info.resolved_by = it->r.info.resolved_by ? it->r.info.resolved_by : "-";
	snprintf(it->config1, sizeof(it->config1), it->r.supported && it->r.hw.config1 ?
		 "0x%llx" : "-", (unsigned long long)it->r.hw.config1);
	if (!strcmp(it->r.info.resolved_by, "perf-json"))
		perf_flags(pms_model_perf_table_for(c->model, pv), name, it->flags,
			   sizeof(it->flags));
	else
		snprintf(it->flags, sizeof(it->flags), "-");
	pms_evlist_free(ev);
	return 0;
}

static void print_json(struct cli *cli, const struct cli_common *c, uint32_t pv,
		       const struct item *it, size_t n)
{
	const struct pms_perf_table *t = pms_model_perf_table_for(c->model, pv);
	struct json j;
	char kbuf[32], tab[64];

	pms_kver_format(c->env.kver, kbuf, sizeof(kbuf));
	snprintf(tab, sizeof(tab), "%s %s", pms_perf_table_dir(t), pms_perf_table_version(t));
	json_begin(&j, cli->out, "events");
	json_kstr(&j, "cpu", pms_model_name(c->model));
	json_kstr(&j, "kernel", kbuf);
	json_kbool(&j, "ht", c->env.ht);
	json_kstr(&j, "perf_table", t ? tab : NULL);
	json_open(&j, "names", '[');
	for (size_t i = 0; i < n; i++) {
		const struct pms_event_row *r = &it[i].r;

		json_open(&j, NULL, '{');
		json_kstr(&j, "name", r->info.name);
		json_kstr(&j, "dialect", r->info.resolved_by);
		json_kstr(&j, "config", r->config);
		if (r->supported)
			json_khex(&j, "config1", r->hw.config1);
		else
			json_knull(&j, "config1");
		ev_json_counters(&j, "counters", r->pmu, r->mask);
		ev_json_counters(&j, "vendor_counters", NULL,
				 r->lint.status == PMS_LINT_NO_DATA ? 0 : r->lint.vendor & r->lint.judged);
		json_kstr(&j, "lint", r->lint_mark);
		json_kstr(&j, "flags", it[i].flags);
		json_close(&j);
	}
	json_end(&j);
}

static void print_text(struct cli *cli, const struct cli_common *c, uint32_t pv,
		       const struct item *it, size_t n)
{
	enum { NAME, DIALECT, CONFIG, CONFIG1, COUNTERS, VENDOR, LINT, FLAGS, NCOL };
	static const char *const head[NCOL] = { "NAME", "DIALECT", "CONFIG", "CONFIG1",
						"COUNTERS", "VENDOR", "LINT", "FLAGS" };
	const struct pms_perf_table *t = pms_model_perf_table_for(c->model, pv);
	int w[NCOL];
	char kbuf[32];

	for (int k = 0; k < NCOL; k++)
		w[k] = (int)strlen(head[k]);
	for (size_t i = 0; i < n; i++) {
		const char *col[NCOL] = { it[i].r.info.name, it[i].r.info.resolved_by,
					  it[i].r.config, it[i].config1, it[i].r.counters,
					  it[i].r.vendor, it[i].r.lint_mark, it[i].flags };

		for (int k = 0; k < NCOL; k++)
			if ((int)strlen(col[k]) > w[k])
				w[k] = (int)strlen(col[k]);
	}
	pms_kver_format(c->env.kver, kbuf, sizeof(kbuf));
	fprintf(cli->out, "cpu %s, kernel %s, HT %s: %zu name%s; perf table %s%s%s (%s), "
		"libpfm4 PMU %s\n", pms_model_name(c->model), kbuf,
		pms_model_alloc(c->model) != PMS_ALLOC_X86 ? "n/a" : c->env.ht ? "on" : "off", n,
		n == 1 ? "" : "s", t ? pms_perf_table_dir(t) : "none", t ? " " : "",
		pms_perf_table_version(t), pms_perf_source_for(pv),
		pms_model_pfm_pmu(c->model) ? pms_model_pfm_pmu(c->model) : "none");
	for (int k = 0; k < NCOL; k++)
		fprintf(cli->out, k < NCOL - 1 ? "%-*s  " : "%.*s\n", w[k], head[k]);
	for (size_t i = 0; i < n; i++) {
		const char *col[NCOL] = { it[i].r.info.name, it[i].r.info.resolved_by,
					  it[i].r.config, it[i].config1, it[i].r.counters,
					  it[i].r.vendor, it[i].r.lint_mark, it[i].flags };

		for (int k = 0; k < NCOL; k++)
			fprintf(cli->out, k < NCOL - 1 ? "%-*s  " : "%.*s\n", w[k], col[k]);
	}
}

int cli_events_list(struct cli *cli, const struct cli_common *c, uint32_t perf_version,
		    const char *glob)
{
	/* the release the names parse as, resolved once by the library's rule,
	 * so the table named and its flags are that release's too */
	uint32_t pv = pms_perf_version_for(perf_version, c->env.kver);
	struct names s = { glob, NULL, 0, 0, false };
	struct item *it = NULL;
	size_t n = 0;
	int rc = EXIT_OK;
	struct pms_evlist_opts o = PMS_EVLIST_OPTS_INIT;
	int lrc;

	o.perf_version = pv;
	o.env = &c->env;
	o.cputype = c->cputype;
	lrc = pms_model_for_each_event_name_opts(c->model, &o, collect, &s);
	pms_uncore_for_each_event_name_for(c->model, pv, collect, &s);	/* box PMUs' names */
	if (!s.oom && !lrc && s.n)
		it = calloc(s.n, sizeof(*it));
	if (s.oom || lrc || (s.n && !it)) {
		cli_error(cli, "%s", lrc ? pms_strerror(lrc) : "out of memory");
		rc = EXIT_FAIL;
		goto out;
	}
	for (size_t i = 0; i < s.n; i++)
		if (!fill(c, pv, s.v[i], &it[n]))
			n++;
	if (c->json)
		print_json(cli, c, pv, it, n);
	else
		print_text(cli, c, pv, it, n);
out:
	free(it);
	for (size_t i = 0; i < s.n; i++)
		free(s.v[i]);
	free(s.v);
	return rc;
}
