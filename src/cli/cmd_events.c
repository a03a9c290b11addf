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
	"  --perf-version V    parse (and --list) as this perf version does (default:\n"
	"                      the kernel's, as predict)\n"
	"  --json              machine-readable output\n"
	"\n"
	"The list perf stat builds itself, after the -e events as perf opens it, with\n"
	"predict's options: -M METRICS, -d (-dd, -ddd), --topdown, --td-level N,\n"
	"--metric-no-group, --metric-no-merge, --metric-no-threshold, and -a (perf's\n"
	"system-wide lists).  Without a list and without -M, -d or --topdown it is\n"
	"perf stat's default set, so a script can ask which events, encodings and\n"
	"groups perf would open.\n";

static void print_notes(struct cli *cli, const struct cli_common *c,
			const struct pms_event_row *r)
{
	struct pms_dialect_enc perf, pfm;

	if (pms_event_row_dialects(c->model, r, &perf, &pfm))
		fprintf(cli->out, "dialects %s: perf (%s) 0x%llx config1 0x%llx, libpfm4 (%s) "
			"0x%llx config1 0x%llx: perf's encoding is used\n", r->info.name,
			perf.detail, (unsigned long long)perf.config,
			(unsigned long long)perf.config1, pfm.detail,
			(unsigned long long)pfm.config, (unsigned long long)pfm.config1);
	ev_print_lint(cli->out, c->model, &c->env, r);
}

/* The document is the library's (pms_json_write_events(), docs/schema/events.md). */
static void print_json(struct cli *cli, const struct cli_common *c, const struct pms_evlist *ev,
		       unsigned flags)
{
	struct pms_json_events_opts o = { .sz = sizeof(o) };
	struct pms_diag d;

	o.model = c->model;
	o.env = &c->env;
	o.flags = flags;
	if (pms_json_write_events(cli->out, ev, &o, &d))
		cli_error(cli, "%s", d.msg);
}

enum { C_EVENT, C_GROUP, C_MODS, C_DIALECT, C_CONFIG, C_DECODED, C_COUNTERS, C_VENDOR, C_LINT,
       C_N };

static void row_cols(const struct pms_event_row *r, const char **cols)
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
	struct pms_event_row *rows = calloc((size_t)(n ? n : 1), sizeof(*rows));
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
	struct pms_sim_opts o = { .sz = sizeof(o), .env.sz = sizeof(struct pms_env) };
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
			rc = cli_events_list(cli, &com, popts.perf_version, glob);
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
