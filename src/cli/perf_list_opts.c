/*
 * perf stat's own lists as options of predict, explain, plan and stat:
 * -M/--metrics, -d/--detailed, --topdown, --td-level, --metric-no-group,
 * --metric-no-merge, --metric-no-threshold.
 *
 * The order is builtin-stat.c's (cmd_stat(), 6.1 and 6.12): every -e is
 * parsed while the options are read, the -M list is parsed after all of
 * them (metricgroup__parse_groups(), "delayed as metrics may optimize
 * events knowing the target is system-wide"), then add_default_attributes()
 * adds --topdown, the default set when the list is still empty, and -d.
 * Repeated -M options are joined with ',' (append_metric_groups(), 6.12).
 */
#include <stdlib.h>
#include <string.h>
#include "optab.h"
#include "perf_list_opts.h"

enum {
	OPT_METRICS = PLIST_OPTS, OPT_DETAILED, OPT_TOPDOWN, OPT_TDLEVEL, OPT_NO_GROUP,
	OPT_NO_MERGE, OPT_NO_THRESHOLD,
};

static int plist_fn(struct cli *cli, const struct cli_opt *o, const char *arg, void *set)
{
	return plist_opt(cli, set, o->id, arg) < 0 ? -1 : 0;
}

#define PLIST(name, letter, arg, id, key) { name, letter, arg, CLI_OPT_CALL, 0, plist_fn, id, 0, key }

/* These options as rows of the one parser (optab.h); the set is a struct plist_args. */
const struct cli_opt plist_optab[] = {
	PLIST("metrics", 'M', "LIST", OPT_METRICS, "metrics"),
	PLIST("detailed", 'd', NULL, OPT_DETAILED, "detailed"),
	PLIST("topdown", 0, NULL, OPT_TOPDOWN, "topdown"),
	PLIST("td-level", 0, "N", OPT_TDLEVEL, "td-level"),
	PLIST("metric-no-group", 0, NULL, OPT_NO_GROUP, "metric-no-group"),
	PLIST("metric-no-merge", 0, NULL, OPT_NO_MERGE, "metric-no-merge"),
	PLIST("metric-no-threshold", 0, NULL, OPT_NO_THRESHOLD, "metric-no-threshold"),
	{ NULL, 0, NULL, 0, 0, NULL, 0, 0, NULL },
};

void plist_init(struct plist_args *p)
{
	memset(p, 0, sizeof(*p));
	p->first = -1;
}

static int add_metrics(struct cli *cli, struct plist_args *p, const char *arg)
{
	size_t have = strlen(p->metrics), add = strlen(arg);

	if (!add) {
		cli_error(cli, "empty -M argument");
		cli_hint(cli, "a metric or metric group name, e.g. -M TopdownL1 ('perf list metrics')");
		return -1;
	}
	if (have + (have != 0) + add > PMS_MLIST_MAX_TEXT) {
		cli_error(cli, "-M arguments longer than %d bytes", PMS_MLIST_MAX_TEXT);
		return -1;
	}
	if (have)
		p->metrics[have++] = ',';
	memcpy(p->metrics + have, arg, add + 1);
	p->have_metrics = true;
	return 0;
}

int plist_opt(struct cli *cli, struct plist_args *p, int c, const char *arg)
{
	long v;

	switch (c) {
	case OPT_METRICS:
		return add_metrics(cli, p, arg) ? -1 : 1;
	case OPT_DETAILED:
		p->detailed += p->detailed < 3;	/* perf's levels stop at 3 */
		return 1;
	case OPT_TOPDOWN:
		p->topdown = true;
		return 1;
	case OPT_TDLEVEL:
		/* OPT_UINTEGER: perf checks the level against the model later */
		if (cli_parse_number(arg, 0, 9, &v)) {
			cli_error(cli, "bad value '%s' for --td-level", arg);
			cli_hint(cli, "a TopDown level, 1 to the model's deepest (0: perf's default)");
			return -1;
		}
		p->td_level = (int)v;
		p->td_level_set = true;
		return 1;
	case OPT_NO_GROUP:
		p->flags |= PMS_MLIST_NO_GROUP;
		return 1;
	case OPT_NO_MERGE:
		p->flags |= PMS_MLIST_NO_MERGE;
		return 1;
	case OPT_NO_THRESHOLD:
		p->flags |= PMS_MLIST_NO_THRESHOLD;
		return 1;
	}
	return 0;
}

bool plist_asked(const struct plist_args *p)
{
	return p->have_metrics || p->detailed || p->topdown;
}

int plist_build_error(struct cli *cli, const struct plist_args *p, int rc,
		      const struct pms_diag *d)
{
	const char *input = d->pos != PMS_NOPOS && p->have_metrics ? p->metrics : NULL;

	cli_print_diag(cli, input, d);
	if (rc == PMS_ENOTSUP && !d->hint[0])
		cli_hint(cli, "perf's metric tables are modelled for x86 core PMUs (perf 6.1, "
			 "6.12, 7.2, 7.3) and Neoverse N1/V1/N2/V2 and AmpereOne (perf 6.12, "
			 "7.2, 7.3)");
	/* a model without the list (no metric table, no TopdownL groups)
	 * is a question about the input, not about this host */
	return rc == PMS_ENOTSUP ? EXIT_USAGE : cli_exit_for(rc);
}

int plist_query(struct cli *cli, const struct plist_args *p, const struct cli_common *c,
		const struct pms_sim_opts *o, struct pms_query **q)
{
	struct pms_diag d;
	char num[16];
	int rc;

	pms_diag_clear(&d);
	rc = pms_query_new(q, &d);
	if (!rc && !strcmp(c->cpu, "host")) {
		/* perf on this host (or the --profile's): the installed perf's
		 * version unless --perf-version, and its sysfs */
		const struct pms_host *h = o->perf_version ? cli_host(cli) :
					   cli_host_full(cli, NULL);

		rc = h ? pms_query_set_host_generic(*q, h, &d) :
		     c->model ? pms_query_set_model(*q, c->model) : PMS_OK;
	} else if (!rc) {
		rc = pms_query_set_model(*q, c->model);
	}
	if (!rc)
		rc = pms_query_set_opts(*q, o);
	if (!rc && p->have_metrics)
		rc = pms_query_set(*q, "metrics", p->metrics, &d);
	snprintf(num, sizeof(num), "%d", p->detailed);
	if (!rc)
		rc = pms_query_set(*q, "detailed", num, &d);
	snprintf(num, sizeof(num), "%d", p->td_level);
	if (!rc)
		rc = pms_query_set(*q, "td-level", num, &d);
	if (!rc)
		rc = pms_query_set(*q, "topdown", p->topdown ? "on" : "off", &d);
	if (!rc)
		rc = pms_query_set(*q, "metric-no-group", p->flags & PMS_MLIST_NO_GROUP ? "on" : "off",
				   &d);
	if (!rc)
		rc = pms_query_set(*q, "metric-no-merge", p->flags & PMS_MLIST_NO_MERGE ? "on" : "off",
				   &d);
	if (!rc)
		rc = pms_query_set(*q, "metric-no-threshold",
				   p->flags & PMS_MLIST_NO_THRESHOLD ? "on" : "off", &d);
	if (!rc && c->cputype)
		rc = pms_query_set(*q, "cputype", c->cputype, &d);
	if (rc) {
		cli_print_diag(cli, NULL, &d);
		return cli_exit_for(rc);
	}
	return EXIT_OK;
}

void plist_map(struct plist_args *p, const struct pms_perf_lines *lines)
{
	p->lines = lines;
}

int plist_ev(const struct plist_args *p, int k)
{
	return p->lines ? pms_perf_lines_parsed_event(p->lines, k) : k - 1;
}

int plist_k(const struct plist_args *p, int i)
{
	return pms_perf_lines_list_event(p->lines, i);
}

void plist_release(struct plist_args *p)
{
	pms_mlist_free(p->list);
	p->list = NULL;
	p->lines = NULL;
	p->first = -1;
}
