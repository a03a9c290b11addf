/*
 * pmusched events: resolve a perf event list for a model and show, per
 * event, its group, modifiers, encoding and the counters the kernel allows.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <stddef.h>
#include "evrow.h"
#include "pmusched/uncore.h"
#include "optab.h"
#include "perf_list_opts.h"

const char usage_events[] =
	"usage: pmusched events [-e] LIST [--cpu MODEL] [--kernel V] [--ht on|off]\n"
	"                       [--allow-tsx-force-abort 0|1] [--perf-version V] [--json]\n"
	"       pmusched events [-M METRICS] [-d] [--topdown] [-a] [-e LIST] [--cpu MODEL] ...\n"
	"       pmusched events --list [GLOB] [--cpu MODEL] [--kernel V] [--ht on|off] [--json]\n"
	"\n"
	"Resolve a perf-style event list (perf stat -e syntax) for one CPU model:\n"
	"one line per event with its group (* marks the leader), modifiers, the\n"
	"dialect that resolved its name, raw encoding, the counters the kernel may\n"
	"put it on, the vendor's counters for that encoding, the constraint lint,\n"
	"and where the counters come from.\n"
	"\n"
	"Names resolve in perf's order: generic, cache and software names, then\n"
	"perf's own event table for the CPU (the JSON of the perf version's\n"
	"release: 6.1, 6.12, 7.2 or 7.3; encoded as that perf does), then\n"
	"libpfm4's names (the PAPI/likwid dialect) and 'pmu::EVENT'.  Where both\n"
	"dialects know a name but encode it differently, a line says so; perf's\n"
	"encoding is used.  LINT: 'a' the kernel allows a counter the vendor rules\n"
	"out (counts read wrong), 'b' the kernel forbids one the vendor allows\n"
	"(needless multiplexing), 'ok', or '-' (no vendor data).\n"
	"\n"
	"  -e, --events LIST   the list, e.g. '{l1d_pend_miss.pending,faults}',cycles:D\n"
	"  --list [GLOB]       every name the model accepts (those matching GLOB,\n"
	"                      case-insensitive), with dialect, encoding and counters\n"
	"  --cpu MODEL         model to predict for (default: this machine)\n"
	"  --kernel V          kernel version whose tables apply (default: running)\n"
	"  --ht on|off         SMT enumerated (halves GP counters on some models)\n"
	"  --perf-version V    parse as this perf version does (default: 6.12; with\n"
	"                      the list options below, the kernel's, as predict)\n"
	"  --json              machine-readable output\n"
	"\n"
	"The list perf stat builds itself, after the -e events as perf opens it, with\n"
	"predict's options: -M METRICS, -d (-dd, -ddd), --topdown, --td-level N,\n"
	"--metric-no-group, --metric-no-merge, --metric-no-threshold, and -a (perf's\n"
	"system-wide lists).  Without a list and without -M, -d or --topdown it is\n"
	"perf stat's default set, so a script can ask which events, encodings and\n"
	"groups perf would open.\n";

/* perf's and libpfm4's encodings of a name perf resolved, when they differ. */
static bool dialects_differ(const struct pms_model *m, const struct ev_row *r,
			    struct pms_dialect_enc *perf, struct pms_dialect_enc *pfm)
{
	if (!r->info.resolved_by || strcmp(r->info.resolved_by, "perf-json"))
		return false;
	if (pms_event_dialects(m, r->info.name, perf, pfm) || !perf->known || !pfm->known)
		return false;
	return perf->config != pfm->config || perf->config1 != pfm->config1;
}

static void print_notes(struct cli *cli, const struct cli_common *c, const struct ev_row *r)
{
	struct pms_dialect_enc perf, pfm;

	if (dialects_differ(c->model, r, &perf, &pfm))
		fprintf(cli->out, "dialects %s: perf (%s) 0x%llx config1 0x%llx, libpfm4 (%s) "
			"0x%llx config1 0x%llx: perf's encoding is used\n", r->info.name,
			perf.detail, (unsigned long long)perf.config,
			(unsigned long long)perf.config1, pfm.detail,
			(unsigned long long)pfm.config, (unsigned long long)pfm.config1);
	ev_print_lint(cli->out, c->model, &c->env, r);
}

static void json_dialect(struct json *j, const char *key, const struct pms_dialect_enc *d)
{
	if (!d->known) {
		json_knull(j, key);
		return;
	}
	json_open(j, key, '{');
	json_kbool(j, "encodes", d->encodes);
	json_khex(j, "config", d->config);
	json_khex(j, "config1", d->config1);
	json_kstr(j, "detail", d->detail);
	json_close(j);
}

/*
 * The perf_event_attr fields perf stat sets for event @i (pms_evlist_attr),
 * as "attr": type and configs as numbers perf would pass, the exclude
 * bits after perf's modifier rules, and the group leader's index.
 */
static void json_attr(struct json *j, const struct pms_evlist *ev, int i)
{
	struct pms_event_attr a = { .sz = sizeof(a) };

	if (pms_evlist_attr(ev, i, &a) != PMS_OK)
		return;
	json_open(j, "attr", '{');
	json_kint(j, "type", a.type == UINT32_MAX ? -1LL : (long long)a.type);
	json_khex(j, "config", a.config);
	json_khex(j, "config1", a.config1);
	json_khex(j, "config2", a.config2);
	json_khex(j, "config3", a.config3);
	json_kbool(j, "exclude_user", a.exclude_user);
	json_kbool(j, "exclude_kernel", a.exclude_kernel);
	json_kbool(j, "exclude_hv", a.exclude_hv);
	json_kbool(j, "exclude_guest", a.exclude_guest);
	json_kbool(j, "exclude_host", a.exclude_host);
	json_kbool(j, "exclude_idle", a.exclude_idle);
	json_kint(j, "precise_ip", a.precise_ip);
	json_kbool(j, "pinned", a.pinned);
	json_kbool(j, "exclusive", a.exclusive);
	json_kbool(j, "sample_read", a.sample_read);
	if (a.has_period)
		json_kuint(j, "sample_period", a.period);
	if (a.has_freq)
		json_kuint(j, "sample_freq", a.freq);
	if (a.type == PMS_TYPE_BREAKPOINT) {
		json_khex(j, "bp_addr", a.bp_addr);
		json_kuint(j, "bp_len", a.bp_len);
		json_kuint(j, "bp_type", a.bp_type);
	}
	json_kstr(j, "name", a.name);
	json_kstr(j, "pmu", a.pmu_name);
	json_kint(j, "leader", a.leader);
	json_kint(j, "group_size", a.group_size);
	json_kbool(j, "weak_group", a.weak_group);
	json_close(j);
}

static void json_event(struct json *j, const struct cli_common *c, const struct pms_evlist *ev,
		       int i, const struct ev_row *r)
{
	static const char *const pmu_word[] = { "core", "software", "other" };
	struct pms_dialect_enc perf, pfm;

	json_open(j, NULL, '{');
	json_kstr(j, "name", r->info.name);
	json_kstr(j, "text", r->info.text);
	json_kint(j, "group", r->info.group);
	json_kbool(j, "leader", r->info.is_leader);
	json_kstr(j, "pmu", pmu_word[r->info.pmu <= PMS_PMU_OTHER ? r->info.pmu : PMS_PMU_OTHER]);
	json_kint(j, "type", r->info.type == UINT32_MAX ? -1LL : (long long)r->info.type);
	json_kstr(j, "mods", strcmp(r->mods, "-") ? r->mods : "");
	json_kbool(j, "pinned", r->info.pinned);
	json_kbool(j, "exclusive", r->info.exclusive);
	json_kint(j, "precise", r->info.precise);
	json_kstr(j, "dialect", r->info.resolved_by);
	json_kstr(j, "config", r->config);
	if (r->supported)
		json_khex(j, "config1", r->hw.config1);
	else
		json_knull(j, "config1");
	json_kbool(j, "supported", r->info.pmu != PMS_PMU_CORE || r->supported);
	if (r->refused)
		json_kstr(j, "refused", r->refused);
	if (r->reopened)
		json_kstr(j, "reopened", r->reopened);
	ev_json_counters(j, "counters", r->pmu, r->mask);
	ev_json_lint(j, c->model, &c->env, r);
	if (r->info.resolved_by && !strcmp(r->info.resolved_by, "perf-json")) {
		bool differ = dialects_differ(c->model, r, &perf, &pfm);

		json_open(j, "dialects", '{');
		json_dialect(j, "perf", &perf);
		json_dialect(j, "libpfm4", &pfm);
		json_kbool(j, "differ", differ);
		json_close(j);
	}
	json_kstr(j, "source", r->source);
	json_attr(j, ev, i);
	json_close(j);
}

/* Event @i's row as perf opens it, in its group (pms_evlist_open_check()). */
static void open_row(const struct cli_common *c, const struct pms_evlist *ev, int i,
		     unsigned flags, struct ev_row *r)
{
	struct pms_open_check k = { .sz = sizeof(k) };

	ev_row_fill(ev, i, &c->env, r);
	if (pms_evlist_open_check(ev, i, &c->env, flags, &k))
		return;
	r->supported = r->info.pmu == PMS_PMU_CORE && k.supported;
	r->refused = k.refused;
	r->reopened = k.reopened;
}

/*
 * "opens": the perf_event_open() calls perf stat makes, in order, each with
 * the event, the open whose fd is its group_fd (-1 alone), the pass and,
 * when the kernel refuses it, the errno (pms_evlist_opens()).
 */
static void json_opens(struct json *j, const struct cli_common *c, const struct pms_evlist *ev,
		       unsigned flags)
{
	int cap = 2 * pms_evlist_count(ev) + 1, n;
	struct pms_stat_open *o = calloc((size_t)cap, sizeof(*o));

	n = o ? pms_evlist_opens(ev, &c->env, flags, o, cap, NULL) : -1;
	if (n < 0) {
		free(o);
		return;
	}
	json_open(j, "opens", '[');
	for (int k = 0; k < n && k < cap; k++) {
		json_open(j, NULL, '{');
		json_kint(j, "event", o[k].event);
		json_kint(j, "leader", o[k].leader);
		json_kint(j, "pass", o[k].pass);
		if (o[k].err)
			json_kint(j, "errno", o[k].err);
		json_close(j);
	}
	json_close(j);
	free(o);
}

static void print_json(struct cli *cli, const struct cli_common *c, const struct pms_evlist *ev,
		       unsigned flags)
{
	uint32_t pv = pms_evlist_perf_version(ev);
	const struct pms_perf_table *t = pms_model_perf_table_for(c->model, pv);
	struct json j;
	char kbuf[32], tab[64];
	int n = pms_evlist_count(ev);
	struct ev_row *rows = calloc((size_t)(n ? n : 1), sizeof(*rows));

	if (!rows) {
		cli_error(cli, "out of memory");
		return;
	}
	pms_kver_format(c->env.kver, kbuf, sizeof(kbuf));
	json_begin(&j, cli->out, "events");
	json_kstr(&j, "cpu", pms_model_name(c->model));
	json_kstr(&j, "kernel", kbuf);
	json_kbool(&j, "ht", c->env.ht);
	pms_kver_format(pms_evlist_perf_version(ev), kbuf, sizeof(kbuf));
	json_kstr(&j, "perf_version", kbuf);
	snprintf(tab, sizeof(tab), "%s %s", pms_perf_table_dir(t), pms_perf_table_version(t));
	json_kstr(&j, "perf_table", t ? tab : NULL);
	json_kstr(&j, "perf_data", pms_perf_source_for(pv));
	json_open(&j, "events", '[');
	for (int i = 0; i < n; i++) {
		open_row(c, ev, i, flags, &rows[i]);
		json_event(&j, c, ev, i, &rows[i]);
	}
	json_close(&j);
	json_opens(&j, c, ev, flags);
	json_end(&j);
	free(rows);
}

enum { C_EVENT, C_GROUP, C_MODS, C_DIALECT, C_CONFIG, C_DECODED, C_COUNTERS, C_VENDOR, C_LINT,
       C_N };

static void row_cols(const struct ev_row *r, const char **cols)
{
	cols[C_EVENT] = r->info.text;
	cols[C_GROUP] = r->group;
	cols[C_MODS] = r->mods;
	cols[C_DIALECT] = r->info.resolved_by ? r->info.resolved_by : "-";
	cols[C_CONFIG] = r->config;
	cols[C_DECODED] = r->decoded;
	cols[C_COUNTERS] = r->counters;
	cols[C_VENDOR] = r->vendor;
	cols[C_LINT] = r->lint_mark;
}

static int print_text(struct cli *cli, const struct cli_common *c, const struct pms_evlist *ev)
{
	static const char *const head[C_N] = { "EVENT", "GROUP", "MODS", "DIALECT", "CONFIG",
					       "DECODED", "COUNTERS", "VENDOR", "LINT" };
	int n = pms_evlist_count(ev), w[C_N];
	struct ev_row *rows = calloc((size_t)(n ? n : 1), sizeof(*rows));
	char kbuf[32];

	if (!rows) {
		cli_error(cli, "out of memory");
		return EXIT_FAIL;
	}
	for (int k = 0; k < C_N; k++)
		w[k] = (int)strlen(head[k]);
	for (int i = 0; i < n; i++) {
		const char *cols[C_N];

		ev_row_fill(ev, i, &c->env, &rows[i]);
		row_cols(&rows[i], cols);
		for (int k = 0; k < C_N; k++)
			if ((int)strlen(cols[k]) > w[k])
				w[k] = (int)strlen(cols[k]);
	}
	pms_kver_format(c->env.kver, kbuf, sizeof(kbuf));
	fprintf(cli->out, "cpu %s, kernel %s, HT %s: %d event%s in %d group%s\n",
		pms_model_name(c->model), kbuf, pms_model_alloc(c->model) != PMS_ALLOC_X86 ? "n/a" :
		c->env.ht ? "on" : "off", n, n == 1 ? "" : "s",
		pms_evlist_n_groups(ev), pms_evlist_n_groups(ev) == 1 ? "" : "s");
	for (int k = 0; k < C_N; k++)
		fprintf(cli->out, "%-*s  ", w[k], head[k]);
	fputs("SOURCE\n", cli->out);
	for (int i = 0; i < n; i++) {
		const char *cols[C_N];

		row_cols(&rows[i], cols);
		for (int k = 0; k < C_N; k++)
			fprintf(cli->out, "%-*s  ", w[k], cols[k]);
		fprintf(cli->out, "%s\n", rows[i].source);
	}
	for (int i = 0; i < n; i++)
		print_notes(cli, c, &rows[i]);
	free(rows);
	return EXIT_OK;
}

/* perf accumulates repeated -e options: join them with ','.  -1 on OOM. */
static int join_list(const char **list, char **joined, const char *more)
{
	size_t a, b;
	char *both;

	if (!*list) {
		*list = more;
		return 0;
	}
	a = strlen(*list);
	b = strlen(more);
	both = malloc(a + b + 2);
	if (!both)
		return -1;
	memcpy(both, *list, a);
	both[a] = ',';
	memcpy(both + a + 1, more, b + 1);
	free(*joined);
	*list = *joined = both;
	return 0;
}

/*
 * The events perf opens for a list it builds: the query's events answer
 * (pms_query_events()), its list warnings and errors printed.
 */
static int events_answer(struct cli *cli, struct plist_args *pl, const struct cli_common *com,
			 uint32_t pv, bool system_wide, const char *list, struct pms_answer **ans)
{
	struct pms_sim_opts o = { 0 };
	struct pms_query_ask ask = { .sz = sizeof(ask) };
	struct pms_query *q = NULL;
	const struct pms_mlist *ml;
	struct pms_diag d;
	int rc;

	cli_sim_opts(com, &o);
	o.perf_version = pv;
	o.system_wide = system_wide;
	rc = plist_query(cli, pl, com, &o, &q);
	if (rc) {
		pms_query_free(q);
		return rc;
	}
	ask.kind = PMS_ANSWER_EVENTS;
	ask.events = list;
	ask.flags = PMS_ASK_PARTIAL;
	rc = pms_query_ask(q, &ask, ans, &d);
	pms_query_free(q);
	ml = pms_answer_mlist(*ans);
	pl->list = (struct pms_mlist *)(uintptr_t)ml;
	/* what perf says while building ("Not grouping metric ...") */
	for (int k = 0; ml && k < pms_mlist_n_warnings(ml); k++)
		cli_warn(cli, "perf: %s", pms_mlist_warning(ml, k));
	if (!rc)
		return EXIT_OK;
	if (ask.failed == PMS_STEP_LIST)
		return plist_build_error(cli, pl, rc, &d);
	cli_print_diag(cli, ask.failed == PMS_STEP_EVENTS && d.pos != PMS_NOPOS ?
		       pms_answer_list(*ans) : NULL, &d);
	return cli_exit_for(rc);
}

/* What events' own options set. */
struct events_args {
	const char *list;	/* -e LIST, several joined with ',' */
	char *joined;		/* their joined text (owned) */
	bool list_names;	/* --list [GLOB] (evnames.c) */
	bool system_wide;	/* -a */
	bool oom;
	struct pms_evlist_opts popts;
};

static int events_opt(struct cli *cli, const struct cli_opt *o, const char *arg, void *set)
{
	struct events_args *e = set;

	if (o->letter == 'e') {
		if (join_list(&e->list, &e->joined, arg)) {
			cli_error(cli, "out of memory");
			e->oom = true;
			return -1;
		}
		return 0;
	}
	return cli_perf_version(cli, arg, &e->popts.perf_version) ? -1 : 0;
}

#define E(field) offsetof(struct events_args, field)

/* events' own options; with cli_common_optab and plist_optab, all it takes. */
const struct cli_opt events_optab[] = {
	{ "events", 'e', "LIST", CLI_OPT_CALL, 0, events_opt, 0, 0, NULL },
	{ "help", 'h', NULL, CLI_OPT_HELP, 0, NULL, 0, 0, NULL },
	{ "list", 0, NULL, CLI_OPT_FLAG, E(list_names), NULL, 0, 0, NULL },
	{ "perf-version", 0, "V", CLI_OPT_CALL, 0, events_opt, 0, 0, "perf-version" },
	{ "all-cpus", 'a', NULL, CLI_OPT_FLAG, E(system_wide), NULL, 0, 0, "all-cpus" },
	{ NULL, 0, NULL, 0, 0, NULL, 0, 0, NULL },
};

int cmd_events(struct cli *cli, int argc, char **argv)
{
	struct events_args ea = { .popts = PMS_EVLIST_OPTS_INIT };
	struct plist_args pl;
	bool use_list = false;
	const char *text, *list;
	struct cli_common com;
	const struct pms_evlist *ev = NULL;
	struct pms_evlist *parsed = NULL;
	struct pms_answer *ans = NULL;
	struct pms_diag d;
	struct pms_evlist_opts popts;
	struct cli_optset sets[3];
	bool list_names;
	int n, rc;

	cli_common_init(&com);
	plist_init(&pl);
	memcpy(sets, cli_optab_of("events", &n), sizeof(sets));
	sets[0].set = &ea;
	sets[1].set = &com;
	sets[2].set = &pl;
	rc = cli_opt_parse(cli, argc, argv, sets, n, CLI_PARSE_PERMUTE);
	list = ea.list;
	list_names = ea.list_names;
	popts = ea.popts;
	if (rc == CLI_OPT_HELP_RC) {
		fputs(usage_events, cli->out);
		rc = EXIT_OK;
		goto out;
	}
	if (rc || ea.oom) {
		rc = ea.oom ? EXIT_FAIL : rc;
		goto out;
	}
	if (list_names) {
		const char *glob = optind < argc ? argv[optind++] : NULL;

		if (list || optind < argc) {
			cli_error(cli, "unexpected %s '%s' with --list",
				  list ? "event list" : "argument", list ? list : argv[optind]);
			cli_hint(cli, "--list takes one optional GLOB, e.g. 'mem_load*'");
			rc = EXIT_USAGE;
			goto out;
		}
		rc = cli_common_finish(cli, &com, true);
		if (!rc)
			rc = cli_events_list(cli, &com, glob);
		goto out;
	}
	if (!list && optind < argc)
		list = argv[optind++];
	if (optind < argc) {
		cli_error(cli, "unexpected argument '%s'", argv[optind]);
		cli_hint(cli, "quote the event list as one argument; groups need quotes in a shell");
		rc = EXIT_USAGE;
		goto out;
	}
	/* no list: perf stat's default set, as predict */
	use_list = !list || plist_asked(&pl) || ea.system_wide;
	rc = cli_common_finish(cli, &com, true);
	if (rc)
		goto out;
	text = list;
	if (use_list) {
		/* as predict: the list perf stat builds, after the -e events, by
		 * the installed perf on this host (`perf --version`), not the
		 * kernel's number, when there is one: the library's answer */
		rc = events_answer(cli, &pl, &com, popts.perf_version, ea.system_wide, list, &ans);
		if (rc)
			goto out;
		ev = pms_answer_evlist(ans);
	} else {
		pms_diag_clear(&d);
		popts.env = &com.env;
		popts.cputype = com.cputype;
		rc = pms_evlist_parse_opts(com.model, text, &popts, &parsed, &d);
		if (rc) {
			cli_print_diag(cli, d.pos == PMS_NOPOS ? NULL : text, &d);
			rc = cli_exit_for(rc);
			goto out;
		}
		ev = parsed;
	}
	/* perf stat's target: -a, or its own choice for an -e list of box
	 * events alone (the answer's opts, pms_uncore_stat_system_wide()) */
	if (ans)
		ea.system_wide = pms_answer_opts(ans)->system_wide;
	else if (parsed && pms_uncore_stat_system_wide(parsed))
		ea.system_wide = true;
	if (com.json) {
		print_json(cli, &com, ev, ea.system_wide ? 0 : PMS_OPEN_PER_TASK);
		rc = EXIT_OK;
	} else {
		rc = print_text(cli, &com, ev);
	}
out:
	pms_evlist_free(parsed);
	pms_answer_free(ans);
	pl.list = NULL;		/* the answer's */
	plist_release(&pl);
	free(ea.joined);
	return rc;
}
