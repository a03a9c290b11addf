/*
 * pmusched topdown SUBCOMMAND: TopDown tools.  The subcommand table below is
 * the one place a subcommand is registered.
 *
 * decode: turn SLOTS and PERF_METRICS readings into TopDown classes.
 * Field count: --cpu MODEL decides (4 metric pseudo-counters: Ice Lake,
 * 8: Sapphire Rapids and later; a model without them is refused).  Without
 * --cpu the reading has 8 fields when the value uses bits above 31 or
 * --level 2 is asked for, else 4.  The level defaults to the deepest the
 * fields allow: 2 with 8 fields, 1 with 4.
 */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include "cli.h"
#include "optab.h"

const char usage_topdown[] =
	"usage: pmusched topdown SUBCOMMAND [OPTIONS]\n"
	"\n"
	"Subcommands:\n"
	"  decode   decode SLOTS and PERF_METRICS readings into TopDown classes\n"
	"  events   TopDown events and their schedule for a model\n"
	"\n"
	"pmusched topdown decode --slots N --metrics 0xHEX\n"
	"                        [--from-slots N --from-metrics 0xHEX]\n"
	"                        [--level 1|2] [--cpu MODEL] [--slack U] [--json]\n"
	"  --slots N          SLOTS (fixed counter 3) read with the metrics\n"
	"  --metrics HEX      PERF_METRICS value, hex (0x optional)\n"
	"  --from-slots N     an earlier reading of the same counters: decode\n"
	"  --from-metrics HEX the period between the two readings\n"
	"  --level 1|2        level 2 needs 8 fields (Sapphire Rapids and later);\n"
	"                     default: 2 with 8 fields, 1 with 4\n"
	"  --cpu MODEL        take the field count from the model (4 or 8);\n"
	"                     without it: 8 fields if bits above 31 are set or\n"
	"                     --level 2 is given, else 4\n"
	"  --slack U          widen what counts as rounding: the level-1 sum may miss\n"
	"                     0xff by 4+U units before a warning, and a level-2\n"
	"                     field exceed its parent by U (0-8, default 0)\n"
	"  --json             one JSON object instead of the table:\n"
	"                     {fields, level, slots, [from_slots, to_slots],\n"
	"                      classes: [{name, level, fraction, percent, slots,\n"
	"                      clamped, [children: [...]]}]}\n"
	"Counts are decimal or 0x-hex.  Percentages are field / (sum of the four\n"
	"level-1 fields), as perf's TopdownL1 metrics divide; slot counts are\n"
	"floor(slots x field / 0xff), as the kernel reports topdown-* events.\n";

/* ---- decode ---- */

struct decode_opts {
	const char *slots, *metrics, *from_slots, *from_metrics, *cpu;
	int level;		/* 0: default */
	unsigned slack;
	bool json;
};

/* Parse one option value; prints the one-line error. */
static int parse_value(struct cli *cli, const char *opt, const char *s, bool hex, uint64_t *v)
{
	struct pms_diag d;
	int rc;

	pms_diag_clear(&d);
	rc = hex ? pms_topdown_parse_metrics(s, v, &d) : pms_topdown_parse_count(s, v, &d);
	if (rc) {
		cli_error(cli, "--%s %s", opt, d.msg);
		return -1;
	}
	return 0;
}

/* The order classes are shown in: each level-1 class, then its children. */
static const int show_order[] = {
	PMS_TD_RETIRING, PMS_TD_HEAVY_OPS, PMS_TD_LIGHT_OPS,
	PMS_TD_BAD_SPEC, PMS_TD_BR_MISPREDICT, PMS_TD_MACHINE_CLEARS,
	PMS_TD_FE_BOUND, PMS_TD_FETCH_LAT, PMS_TD_FETCH_BW,
	PMS_TD_BE_BOUND, PMS_TD_MEM_BOUND, PMS_TD_CORE_BOUND,
};

static void print_text(struct cli *cli, const struct pms_topdown_result *r,
		       const uint64_t *from_slots, uint64_t to_slots)
{
	char num[32];
	int w = snprintf(num, sizeof(num), "%" PRIu64, r->total_slots);

	if (from_slots)
		fprintf(cli->out, "slots %" PRIu64 " (%" PRIu64 " - %" PRIu64 "), %d fields, level %d\n",
			r->total_slots, to_slots, *from_slots, r->n_fields, r->level);
	else
		fprintf(cli->out, "slots %" PRIu64 ", %d fields, level %d\n", r->total_slots,
			r->n_fields, r->level);
	if (w < 5)
		w = 5;
	fprintf(cli->out, "%-22s %7s  %*s\n", "class", "percent", w, "slots");
	for (size_t i = 0; i < sizeof(show_order) / sizeof(show_order[0]); i++) {
		int c = show_order[i], lvl = pms_topdown_class_level(c);
		char name[40];

		if (lvl > r->level)
			continue;
		snprintf(name, sizeof(name), "%s%s", lvl == 2 ? "  " : "", pms_topdown_class_name(c));
		fprintf(cli->out, "%-22s %6.2f%%  %*" PRIu64 "\n", name, r->frac[c] * 100.0, w,
			r->slots[c]);
	}
}

static void print_class_json(struct json *j, const struct pms_topdown_result *r, int c)
{
	json_kstr(j, "name", pms_topdown_class_name(c));
	json_kint(j, "level", pms_topdown_class_level(c));
	json_kdouble(j, "fraction", r->frac[c], 6);
	json_kdouble(j, "percent", r->frac[c] * 100.0, 2);
	json_kuint(j, "slots", r->slots[c]);
	json_kbool(j, "clamped", (r->clamped >> c) & 1);
}

static void print_json(struct cli *cli, const struct pms_topdown_result *r,
		       const uint64_t *from_slots, uint64_t to_slots)
{
	struct json j;

	json_begin(&j, cli->out, "topdown decode");
	json_kint(&j, "fields", r->n_fields);
	json_kint(&j, "level", r->level);
	json_kuint(&j, "slots", r->total_slots);
	if (from_slots) {
		json_kuint(&j, "from_slots", *from_slots);
		json_kuint(&j, "to_slots", to_slots);
	}
	json_open(&j, "classes", '[');
	for (int c = 0; c < PMS_TD_L1_FIELDS; c++) {
		json_open(&j, NULL, '{');
		print_class_json(&j, r, c);
		if (r->level == 2) {
			json_open(&j, "children", '[');
			json_open(&j, NULL, '{');
			print_class_json(&j, r, PMS_TD_HEAVY_OPS + c);
			json_close(&j);
			json_open(&j, NULL, '{');
			print_class_json(&j, r, PMS_TD_LIGHT_OPS + c);
			json_close(&j);
			json_close(&j);
		}
		json_close(&j);
	}
	json_end(&j);
}

static void warn_clamped(struct cli *cli, const struct pms_topdown_result *r)
{
	for (int c = 0; c < PMS_TD_N_CLASSES; c++)
		if ((r->clamped >> c) & 1)
			cli_warn(cli, "'%s' came out of 0-100%% by 8-bit rounding; clamped",
				 pms_topdown_class_name(c));
}

static int field_count(struct cli *cli, const struct decode_opts *o, uint64_t metrics,
		       uint64_t from_metrics, int *n_fields)
{
	const struct pms_model *m;

	if (!o->cpu) {
		*n_fields = o->level == 2 || (metrics | from_metrics) >> 32
			? PMS_TD_L2_FIELDS : PMS_TD_L1_FIELDS;
		return EXIT_OK;
	}
	if (!strcmp(o->cpu, "host")) {
		struct pms_diag d;
		int rc;

		pms_diag_clear(&d);
		rc = pms_model_host(&m, &d);
		if (rc) {
			cli_print_diag(cli, NULL, &d);
			return cli_exit_for(rc) == EXIT_NOCAP ? EXIT_NOCAP : EXIT_FAIL;
		}
	} else {
		m = pms_model_find(o->cpu);
		if (!m) {
			cli_error(cli, "unknown CPU model '%s'", o->cpu);
			return EXIT_USAGE;
		}
	}
	*n_fields = pms_model_n_metrics(m);
	if (*n_fields != PMS_TD_L1_FIELDS && *n_fields != PMS_TD_L2_FIELDS) {
		cli_error(cli, "model '%s' has no PERF_METRICS register", pms_model_name(m));
		cli_hint(cli, "PERF_METRICS exists from Ice Lake on");
		return EXIT_USAGE;
	}
	return EXIT_OK;
}

/* --level 1|2 (decode and events: the int at the row's offset); --slack U (decode) */
static int level_opt(struct cli *cli, const struct cli_opt *o, const char *arg, void *set)
{
	uint64_t v;

	if (o->id == 's') {
		if (parse_value(cli, "slack", arg, false, &v))
			return -1;
		if (v > PMS_TD_SLACK_MAX) {
			cli_error(cli, "bad value '%s' for --slack (0-%u)", arg, PMS_TD_SLACK_MAX);
			return -1;
		}
		((struct decode_opts *)set)->slack = (unsigned)v;
		return 0;
	}
	if (strcmp(arg, "1") && strcmp(arg, "2")) {
		cli_error(cli, "bad value '%s' for --level (1 or 2)", arg);
		return -1;
	}
	*(int *)(void *)((char *)set + o->off) = arg[0] - '0';
	return 0;
}

#define D(field) offsetof(struct decode_opts, field)
#define DSTR(name, field) { name, 0, "N", CLI_OPT_STR, D(field), NULL, 0, 0, NULL }

const struct cli_opt topdown_decode_optab[] = {
	DSTR("slots", slots),
	{ "metrics", 0, "HEX", CLI_OPT_STR, D(metrics), NULL, 0, 0, NULL },
	DSTR("from-slots", from_slots),
	{ "from-metrics", 0, "HEX", CLI_OPT_STR, D(from_metrics), NULL, 0, 0, NULL },
	{ "level", 0, "1|2", CLI_OPT_CALL, D(level), level_opt, 'l', 0, NULL },
	{ "cpu", 0, "MODEL", CLI_OPT_STR, D(cpu), NULL, 0, 0, NULL },
	{ "slack", 0, "U", CLI_OPT_CALL, 0, level_opt, 's', 0, NULL },
	{ "json", 0, NULL, CLI_OPT_FLAG, D(json), NULL, 0, 0, NULL },
	{ "help", 'h', NULL, CLI_OPT_HELP, 0, NULL, 0, 0, NULL },
	{ NULL, 0, NULL, 0, 0, NULL, 0, 0, NULL },
};

/* topdown events' own rows (td_events()); with cli_common_optab, all it takes.
 * Their set is the level, an int. */
const struct cli_opt topdown_events_optab[] = {
	{ "level", 0, "1|2", CLI_OPT_CALL, 0, level_opt, 'l', 0, NULL },
	{ "help", 'h', NULL, CLI_OPT_HELP, 0, NULL, 0, 0, NULL },
	{ NULL, 0, NULL, 0, 0, NULL, 0, 0, NULL },
};

static int td_decode(struct cli *cli, int argc, char **argv)
{
	struct decode_opts o = { .level = 0, .slack = PMS_TD_SLACK_DEFAULT };
	struct pms_topdown_reading a, b;
	struct pms_topdown_result res;
	struct pms_diag d;
	struct cli_optset sets[1];
	int n, rc, level;

	memcpy(sets, cli_optab_of("topdown decode", &n), sizeof(sets));
	sets[0].set = &o;
	rc = cli_opt_parse_only(cli, argc, argv, sets, n, 0, usage_topdown);
	if (rc >= 0)
		return rc;
	if (!o.slots || !o.metrics) {
		cli_error(cli, "missing option '%s'", o.slots ? "--metrics" : "--slots");
		return EXIT_USAGE;
	}
	if (!o.from_slots != !o.from_metrics) {
		cli_error(cli, "missing option '%s' (the earlier reading needs both)",
			  o.from_slots ? "--from-metrics" : "--from-slots");
		return EXIT_USAGE;
	}
	memset(&a, 0, sizeof(a));
	memset(&b, 0, sizeof(b));
	if (parse_value(cli, "slots", o.slots, false, &b.slots) ||
	    parse_value(cli, "metrics", o.metrics, true, &b.metrics))
		return EXIT_USAGE;
	if (o.from_slots && (parse_value(cli, "from-slots", o.from_slots, false, &a.slots) ||
			     parse_value(cli, "from-metrics", o.from_metrics, true, &a.metrics)))
		return EXIT_USAGE;
	rc = field_count(cli, &o, b.metrics, a.metrics, &b.n_fields);
	if (rc)
		return rc;
	a.n_fields = b.n_fields;
	level = o.level ? o.level : b.n_fields == PMS_TD_L2_FIELDS ? 2 : 1;

	pms_diag_clear(&d);
	if (o.from_slots)
		rc = pms_topdown_delta(&a, &b, level, o.slack, &res, &d);
	else
		rc = pms_topdown_decode(&b, level, o.slack, &res, &d);
	if (rc) {
		cli_print_diag(cli, NULL, &d);
		return cli_exit_for(rc);
	}
	warn_clamped(cli, &res);
	if (res.flags & PMS_TD_SUM_OFF)
		cli_warn(cli, "level-1 fields sum to 0x%02x (%u), further from 0xff than rounding "
			 "explains: shares divided by the sum, as perf's TopdownL1 metrics do",
			 res.l1_sum, res.l1_sum);
	if (o.json)
		print_json(cli, &res, o.from_slots ? &a.slots : NULL, b.slots);
	else
		print_text(cli, &res, o.from_slots ? &a.slots : NULL, b.slots);
	return EXIT_OK;
}

/* One row per subcommand ("events" points at its real function once it lands). */
static const struct {
	const char *name;
	int (*run)(struct cli *cli, int argc, char **argv);
} subcommands[] = {
	{ "decode", td_decode },
	{ "events", td_events },
};
#define N_SUBCOMMANDS (sizeof(subcommands) / sizeof(subcommands[0]))

/* "decode, events" from the table, for messages. */
static void subcommand_list(char *buf, size_t n)
{
	size_t at = 0;

	buf[0] = '\0';
	for (size_t i = 0; i < N_SUBCOMMANDS && at < n; i++)
		at += (size_t)snprintf(buf + at, n - at, "%s%s", i ? ", " : "",
				       subcommands[i].name);
}

int cmd_topdown(struct cli *cli, int argc, char **argv)
{
	char names[128];

	subcommand_list(names, sizeof(names));
	if (argc < 2) {
		cli_error(cli, "no topdown subcommand given (one of: %s)", names);
		return EXIT_USAGE;
	}
	if (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help")) {
		fputs(usage_topdown, cli->out);
		return EXIT_OK;
	}
	for (size_t i = 0; i < N_SUBCOMMANDS; i++)
		if (!strcmp(subcommands[i].name, argv[1]))
			return subcommands[i].run(cli, argc - 1, argv + 1);
	cli_error(cli, "unknown topdown subcommand '%s' (one of: %s)", argv[1], names);
	return EXIT_USAGE;
}
