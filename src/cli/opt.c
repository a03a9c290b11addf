/*
 * Options shared by the model-based commands: --cpu, --kernel, --ht,
 * --nmi-watchdog, --allow-tsx-force-abort, --tsx, --json, and the perf
 * record condition (--record, --period, --freq) of the modelling commands.
 */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include "cli.h"
#include "optab.h"

enum {
	OPT_CPU = CLI_COMMON_OPTS, OPT_KERNEL, OPT_HT, OPT_WD, OPT_TFA, OPT_JSON,
	OPT_TSX, OPT_RECORD, OPT_PERIOD, OPT_FREQ, OPT_CPUTYPE, OPT_HMERGE, OPT_SHARE,
	OPT_PROFILE,
	OPT_EVENTS_FROM, OPT_COUNTERS, OPT_PMUV3P5,
};

static int common_fn(struct cli *cli, const struct cli_opt *o, const char *arg, void *set)
{
	return cli_common_opt(cli, set, o->id, arg) < 0 ? -1 : 0;
}

#define COMMON(name, arg, id, key) { name, 0, arg, CLI_OPT_CALL, 0, common_fn, id, 0, key }
/* list takes the others only */
#define NOT_LIST(name, arg, id, key) \
	{ name, 0, arg, CLI_OPT_CALL, 0, common_fn, id, CLI_FOR_COMMON & ~CLI_FOR_LIST, key }

/* The shared options as rows of the one parser (optab.h); the set is a struct cli_common. */
const struct cli_opt cli_common_optab[] = {
	COMMON("cpu", "MODEL", OPT_CPU, "cpu"),
	COMMON("kernel", "X.Y[-rcN]", OPT_KERNEL, "kernel"),
	COMMON("ht", "on|off", OPT_HT, "ht"),
	COMMON("nmi-watchdog", "on|off", OPT_WD, "nmi-watchdog"),
	COMMON("allow-tsx-force-abort", "0|1", OPT_TFA, "allow-tsx-force-abort"),
	COMMON("json", NULL, OPT_JSON, NULL),
	COMMON("tsx", "on|off", OPT_TSX, "tsx"),
	COMMON("record", NULL, OPT_RECORD, "record"),
	COMMON("period", "N", OPT_PERIOD, "period"),
	COMMON("freq", "N", OPT_FREQ, "freq"),
	COMMON("cputype", "TYPE", OPT_CPUTYPE, "cputype"),
	COMMON("hybrid-merge", NULL, OPT_HMERGE, "hybrid-merge"),
	COMMON("core-share", "SHARES", OPT_SHARE, "core-share"),
	COMMON("profile", "FILE", OPT_PROFILE, NULL),
	NOT_LIST("events-from", "FILE", OPT_EVENTS_FROM, NULL),	/* its text: "arm-events" */
	NOT_LIST("counters", "N", OPT_COUNTERS, "counters"),
	NOT_LIST("pmuv3p5", "yes|no", OPT_PMUV3P5, "pmuv3p5"),
	{ NULL, 0, NULL, 0, 0, NULL, 0, 0, NULL },
};

void cli_common_init(struct cli_common *c)
{
	memset(c, 0, sizeof(*c));
	c->env.sz = sizeof(c->env);
	c->cpu = "host";
	c->ht = c->nmi_watchdog = c->allow_tfa = c->tsx = c->arm_pmuv3p5 = -1;
}

/* The commands that model perf record as well as perf stat. */
static bool models_record(const struct cli *cli)
{
	static const char *const cmds[] = { "predict", "explain", "plan" };

	for (size_t i = 0; i < sizeof(cmds) / sizeof(cmds[0]); i++)
		if (cli->cmd && !strcmp(cli->cmd, cmds[i]))
			return true;
	return false;
}

/* --period N (perf record -c) or --freq N (-F); either implies --record. */
static int sample_opt(struct cli *cli, struct cli_common *c, int opt, const char *arg)
{
	long v;

	if (!models_record(cli)) {
		cli_error(cli, "'pmusched %s' models perf stat only: --record, --period and --freq "
			  "are for predict, explain and plan", cli->cmd ? cli->cmd : "");
		return -1;
	}
	c->record = true;
	if (opt == OPT_RECORD)
		return 1;
	/* perf's -c takes any positive period; -F is capped by the
	 * perf_event_max_sample_rate sysctl, whose default is 100000 */
	if (cli_parse_number(arg, 1, opt == OPT_FREQ ? 100000 : LONG_MAX, &v)) {
		cli_error(cli, "bad value '%s' for --%s", arg, opt == OPT_FREQ ? "freq" : "period");
		cli_hint(cli, opt == OPT_FREQ ? "samples per second, 1 to 100000"
			 : "events per sample, a positive whole number");
		return -1;
	}
	if (opt == OPT_FREQ) {
		c->sample_freq = (uint64_t)v;
		c->sample_period = 0;
	} else {
		c->sample_period = (uint64_t)v;
		c->sample_freq = 0;
	}
	return 1;
}

static int on_off(struct cli *cli, const char *opt, const char *arg)
{
	if (!strcmp(arg, "on") || !strcmp(arg, "1") || !strcmp(arg, "yes"))
		return 1;
	if (!strcmp(arg, "off") || !strcmp(arg, "0") || !strcmp(arg, "no"))
		return 0;
	cli_error(cli, "bad value '%s' for --%s", arg, opt);
	cli_hint(cli, "use on or off (1 or 0)");
	return -1;
}

int cli_common_opt(struct cli *cli, struct cli_common *c, int opt, const char *arg)
{
	switch (opt) {
	case OPT_CPU:
		c->cpu = arg;
		return 1;
	case OPT_EVENTS_FROM:
		c->events_from = arg;
		return 1;
	case OPT_COUNTERS: {
		long v;

		if (cli_parse_number(arg, 1, 31, &v)) {
			cli_error(cli, "bad value '%s' for --counters", arg);
			cli_hint(cli, "PMCR_EL0.N, the general counters: 1 to 31");
			return -1;
		}
		c->arm_counters = (int)v;
		return 1;
	}
	case OPT_PMUV3P5:
		c->arm_pmuv3p5 = on_off(cli, "pmuv3p5", arg);
		return c->arm_pmuv3p5 < 0 ? -1 : 1;
	case OPT_KERNEL:
		c->kernel = arg;
		return 1;
	case OPT_HT:
		return (c->ht = on_off(cli, "ht", arg)) < 0 ? -1 : 1;
	case OPT_WD:
		return (c->nmi_watchdog = on_off(cli, "nmi-watchdog", arg)) < 0 ? -1 : 1;
	case OPT_TFA:
		if (strcmp(arg, "0") && strcmp(arg, "1")) {
			cli_error(cli, "bad value '%s' for --allow-tsx-force-abort", arg);
			cli_hint(cli, "the sysfs file takes 0 or 1");
			return -1;
		}
		c->allow_tfa = arg[0] == '1';
		return 1;
	case OPT_JSON:
		c->json = true;
		return 1;
	case OPT_TSX:
		return (c->tsx = on_off(cli, "tsx", arg)) < 0 ? -1 : 1;
	case OPT_RECORD:
	case OPT_PERIOD:
	case OPT_FREQ:
		return sample_opt(cli, c, opt, arg);
	case OPT_CPUTYPE:
		c->cputype = arg;
		return 1;
	case OPT_HMERGE:
		c->hybrid_merge = true;
		return 1;
	case OPT_PROFILE:
		if (!models_record(cli)) {
			cli_error(cli, "'pmusched %s' runs on this host: --profile is for predict, "
				  "explain and plan", cli->cmd ? cli->cmd : "");
			return -1;
		}
		return cli_host_load_profile(cli, arg) ? -1 : 1;
	case OPT_SHARE: {
		struct pms_diag d;

		pms_diag_clear(&d);
		if (pms_core_share_parse(arg, &c->core_share, &d)) {
			cli_print_diag(cli, arg, &d);
			return -1;
		}
		return 1;
	}
	}
	return 0;
}

int cli_events_parse(const struct cli_common *c, const char *text, uint32_t perf_version,
		     unsigned flags, struct pms_evlist **out, struct pms_diag *d)
{
	struct pms_evlist_opts o = PMS_EVLIST_OPTS_INIT;

	o.flags = flags;
	o.env = &c->env;
	o.perf_version = perf_version;	/* 0: the library's rule, not decided here */
	o.cputype = c->cputype;
	return pms_evlist_parse_opts(c->model, text, &o, out, d);
}

int cli_parse_events(struct cli *cli, const struct cli_common *c, const char *text,
		     uint32_t perf_version, unsigned flags, struct pms_evlist **out)
{
	struct pms_diag d;
	int rc;

	pms_diag_clear(&d);
	rc = cli_events_parse(c, text, perf_version, flags, out, &d);
	if (rc)
		cli_print_diag(cli, d.pos == PMS_NOPOS ? NULL : text, &d);
	return rc;
}

void cli_sim_opts(const struct cli_common *c, struct pms_sim_opts *o)
{
	o->sz = sizeof(*o);
	o->env = c->env;
	o->record = c->record;
	o->sample_period = c->sample_period;
	o->sample_freq = c->sample_freq;
	o->core_share = c->core_share;
	o->hybrid_merge = c->hybrid_merge;
}

int cli_parse_number(const char *s, long lo, long hi, long *out)
{
	char *end;
	long v;

	errno = 0;
	v = strtol(s, &end, 10);
	if (errno || end == s || *end || v < lo || v > hi)
		return -1;
	*out = v;
	return 0;
}

/* "10ms", "1.5s": the largest unit that shows @ns exactly. */
static void fmt_time(uint64_t ns, char *buf, size_t n)
{
	static const struct { uint64_t div; const char *unit; } u[] = {
		{ 1000000000, "s" }, { 1000000, "ms" }, { 1000, "us" }, { 1, "ns" },
	};

	for (size_t i = 0; i < sizeof(u) / sizeof(u[0]); i++) {
		if (ns % u[i].div == 0 || i + 1 == sizeof(u) / sizeof(u[0])) {
			snprintf(buf, n, "%llu%s", (unsigned long long)(ns / u[i].div), u[i].unit);
			return;
		}
	}
}

static void time_range_hint(struct cli *cli, const char *opt, uint64_t min_ns, uint64_t max_ns,
			    uint64_t step_ns)
{
	char lo[32], hi[32], st[32];

	fmt_time(min_ns, lo, sizeof(lo));
	fmt_time(max_ns, hi, sizeof(hi));
	fmt_time(step_ns, st, sizeof(st));
	cli_hint(cli, "%s takes %s%s%s from %s to %s; a bare number is milliseconds", opt,
		 step_ns > 1 ? "multiples of " : "a time", step_ns > 1 ? st : "",
		 step_ns > 1 ? "" : "", lo, hi);
}

int cli_parse_time(struct cli *cli, const char *opt, const char *arg, uint64_t min_ns,
		   uint64_t max_ns, uint64_t step_ns, uint64_t *ns)
{
	struct pms_diag d;
	uint64_t v;

	pms_diag_clear(&d);
	if (pms_duration_parse(arg, &v, &d)) {
		snprintf(d.msg, sizeof(d.msg), "bad value '%s' for %s", arg, opt);
		snprintf(d.hint, sizeof(d.hint), "write a number with an optional unit ns, us, "
			 "ms or s; a bare number is milliseconds (e.g. 4ms, 1.5s, 250)");
		cli_print_diag(cli, arg, &d);
		return -1;
	}
	if (v < min_ns || v > max_ns || (step_ns > 1 && v % step_ns)) {
		cli_error(cli, "bad value '%s' for %s: %s", arg, opt,
			  v < min_ns ? "too short" : v > max_ns ? "too long" :
			  "not a whole number of the unit it takes");
		time_range_hint(cli, opt, min_ns, max_ns, step_ns);
		return -1;
	}
	*ns = v;
	return 0;
}

/*
 * A version of @what ("kernel" or "perf": the library's messages say
 * "kernel", and a perf version is spelt and checked the same way).
 */
static int version_opt(struct cli *cli, const char *what, const char *text, uint32_t *kver)
{
	struct pms_diag d;
	int rc;

	pms_diag_clear(&d);
	if (pms_kver_parse(text, kver, &d)) {
		if (d.code == PMS_ESYNTAX && d.pos != PMS_NOPOS)
			snprintf(d.msg, sizeof(d.msg), "bad %s version '%s' at byte %zu", what,
				 text, d.pos);
		cli_print_diag(cli, text, &d);
		return EXIT_USAGE;
	}
	rc = pms_kver_check(*kver, &d);
	if (rc != 0 && strcmp(what, "kernel")) {
		char *k = strstr(d.msg, "kernel ");
		char rest[sizeof(d.msg)];

		if (k) {
			snprintf(rest, sizeof(rest), "%s", k + 7);
			snprintf(k, sizeof(d.msg) - (size_t)(k - d.msg), "%s %s", what, rest);
		}
	}
	if (rc < 0) {
		cli_print_diag(cli, NULL, &d);
		return EXIT_USAGE;
	}
	if (rc > 0)
		fprintf(cli->err, "pmusched: note: %s\n", d.msg);
	return EXIT_OK;
}

/* --events-from FILE: the common events an arm64 PMUv3 implements. */
static int events_from(struct cli *cli, struct cli_common *c)
{
	static char buf[65536];
	struct pms_diag d;
	FILE *f = fopen(c->events_from, "r");
	size_t n;

	if (c->model && pms_model_alloc(c->model) != PMS_ALLOC_ARM_PMUV3) {
		cli_error(cli, "--events-from describes an arm64 PMUv3; model '%s' is not one",
			  pms_model_name(c->model));
		return EXIT_USAGE;
	}
	if (!f) {
		cli_error(cli, "--events-from: cannot read '%s': %s", c->events_from,
			  strerror(errno));
		return EXIT_USAGE;
	}
	n = fread(buf, 1, sizeof(buf) - 1, f);
	fclose(f);
	buf[n] = '\0';
	pms_diag_clear(&d);
	if (pms_arm_pmceid_parse(buf, &c->env.arm_pmceid, &d)) {
		cli_print_diag(cli, buf, &d);
		return EXIT_USAGE;
	}
	c->env.arm_pmceid_known = true;
	return EXIT_OK;
}

int cli_kernel_version(struct cli *cli, const char *text, uint32_t *kver)
{
	return version_opt(cli, "kernel", text, kver);
}

int cli_perf_version(struct cli *cli, const char *text, uint32_t *kver)
{
	return version_opt(cli, "perf", text, kver);
}

/*
 * A PMUv3 figure no source confirms (models/arm64/cores.c flags): say it
 * is assumed unless the user or the host's boot log gave the count.  Not
 * in stat, whose standard error is perf stat's own.
 */
static void assumed_counters(struct cli *cli, const struct cli_common *c)
{
	struct pms_arm_info ai;

	if (!c->model || c->env.arm_counters || (cli->cmd && !strcmp(cli->cmd, "stat")) ||
	    pms_model_arm_info(c->model, &ai) || !ai.unsure_n)
		return;
	fprintf(cli->err, "pmusched: note: %d general counters are assumed for '%s', no source "
		"read confirms them; --counters N gives the machine's (its boot log: 'N counters "
		"available', N counting the cycle counter too)\n",
		pms_model_n_gp(c->model, &c->env), pms_model_name(c->model));
}

int cli_common_finish(struct cli *cli, struct cli_common *c, bool need_model)
{
	struct pms_diag d;
	bool host = !strcmp(c->cpu, "host");
	const struct pms_host *h = cli_host(cli);
	struct pms_env_choice choice = PMS_ENV_CHOICE_INIT;

	if (!h)
		return EXIT_USAGE;
	pms_diag_clear(&d);
	if (need_model) {
		if (host) {
			c->model = h->model;
			if (!c->model) {
				cli_error(cli, "%s", h->model_msg[0] ? h->model_msg :
					  "this host's CPU is not known");
				cli_hint(cli, "name a model with --cpu; 'pmusched list' shows them");
				return h->model_rc == PMS_ENOTSUP ? EXIT_NOCAP : EXIT_FAIL;
			}
			if (h->model_note[0])
				fprintf(cli->err, "pmusched: note: %s\n", h->model_note);
		} else {
			c->model = pms_model_find(c->cpu);
			if (!c->model) {
				cli_error(cli, "unknown CPU model '%s'", c->cpu);
				cli_hint(cli, "'pmusched list' shows the models and their names");
				return EXIT_USAGE;
			}
		}
	}
	if (c->kernel) {
		if (cli_kernel_version(cli, c->kernel, &choice.kver))
			return EXIT_USAGE;
	} else if (h->kver && pms_kver_check(h->kver, &d) > 0 &&
		   (!cli->cmd || strcmp(cli->cmd, "stat"))) {
		/* the default is the running kernel: say what is assumed for it
		 * too (not in stat, whose standard error is perf stat's own) */
		fprintf(cli->err, "pmusched: note: %s (the running kernel; --kernel V to choose)\n",
			d.msg);
	}
	if ((c->arm_counters || c->arm_pmuv3p5 >= 0) && c->model &&
	    pms_model_alloc(c->model) != PMS_ALLOC_ARM_PMUV3) {
		cli_error(cli, "--counters and --pmuv3p5 describe an arm64 PMUv3; model '%s' is not "
			  "one", pms_model_name(c->model));
		return EXIT_USAGE;
	}
	choice.ht = c->ht;
	choice.nmi_watchdog = c->nmi_watchdog;
	choice.allow_tfa = c->allow_tfa;
	choice.tsx = c->tsx;
	choice.arm_counters = (uint8_t)c->arm_counters;
	choice.arm_pmuv3p5 = c->arm_pmuv3p5;
	choice.sockets = c->sockets;
	choice.dies_per_socket = c->dies_per_socket;
	choice.cpus_per_die = c->cpus_per_die;
	/* the host's conditions apply to the host's CPU only (one policy, the library's) */
	pms_env_choose(c->model, h, host, &choice, &c->env, NULL);
	assumed_counters(cli, c);
	return c->events_from ? events_from(cli, c) : EXIT_OK;
}
