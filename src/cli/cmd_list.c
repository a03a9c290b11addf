/*
 * pmusched list: every model, or one model's counters, static constraint
 * table, generic events, hw-cache events and dynamic rules for a kernel.
 */
#include <stdlib.h>
#include <string.h>
#include "predict.h"
#include "list.h"
#include "list_arm.h"
#include "optab.h"

const char usage_list[] =
	"usage: pmusched list [--json]\n"
	"       pmusched list --cpu MODEL [--kernel V] [--ht on|off]\n"
	"                     [--allow-tsx-force-abort 0|1] [--json]\n"
	"\n"
	"Without --cpu, list every model: short name, long name, GP counters with\n"
	"HT on/off, fixed and TopDown metric counters, description and aliases.\n"
	"\n"
	"With --cpu, show that model as the kernel sees it: counters, the events\n"
	"the fixed counters count, the static constraint table in force (first\n"
	"matching row wins), the generic and hw-cache event maps, and the dynamic\n"
	"rules (HT erratum, TSX force abort, counter pairs, TopDown), the PEBS\n"
	"table precise events take and the highest precise level (:p/:pp/:ppp).\n"
	"\n"
	"  --cpu MODEL     a model name, long name or alias ('host': this CPU)\n"
	"  --kernel V      kernel version, e.g. 4.2, 4.1-rc7 (default: running)\n"
	"  --ht on|off     SMT enumerated at boot (default on)\n"
	"  --allow-tsx-force-abort 0|1   the sysfs knob on Skylake parts (default 1)\n"
	"  --json          machine-readable output\n"
	"  -h, --help      this text\n";

const char *const list_generic_names[PMS_HW_MAX] = {
	"cpu-cycles", "instructions", "cache-references", "cache-misses",
	"branch-instructions", "branch-misses", "bus-cycles",
	"stalled-cycles-frontend", "stalled-cycles-backend", "ref-cycles",
};

static const char *const cache_names[] = { "L1-dcache", "L1-icache", "LLC", "dTLB", "iTLB",
					   "branch", "node" };
static const char *const cache_ops[] = { "load", "store", "prefetch" };

static void cache_name(unsigned id, unsigned op, unsigned res, char *buf, size_t n)
{
	/* perf's legacy names: L1-dcache-loads, L1-dcache-prefetches, ...-misses */
	snprintf(buf, n, "%s-%s%s", cache_names[id], cache_ops[op],
		 res ? "-misses" : op == 2 ? "es" : "s");
}

static void flags_text(unsigned f, char *buf, size_t n)
{
	static const struct { unsigned bit; const char *name; } names[] = {
		{ PMS_CF_FIXED, "fixed" }, { PMS_CF_METRIC, "metric" }, { PMS_CF_EXCL, "excl" },
		{ PMS_CF_PAIR, "pair" }, { PMS_CF_OVERLAP, "overlap" }, { PMS_CF_REFUSED, "refused" },
		{ PMS_CF_PEBS, "pebs" },
	};
	size_t at = 0;

	buf[0] = '\0';
	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		if (!(f & names[i].bit))
			continue;
		at += (size_t)snprintf(buf + at, at < n ? n - at : 0, "%s%s", at ? "," : "",
				       names[i].name);
		if (at >= n)
			break;
	}
	if (!buf[0])
		snprintf(buf, n, "-");
}

/* A hybrid platform's core PMUs, one line each: name, core type, counters. */
static void list_pmus(FILE *f, const struct pms_model *m, const struct pms_env *env)
{
	char mask[96], type[64];

	if (!pms_model_is_hybrid(m))
		return;
	for (size_t k = 0; k < pms_model_n_pmus(m); k++) {
		const struct pms_model *p = pms_model_pmu(m, k);

		pms_model_mask_format(p, pms_model_counter_mask(p, env), mask, sizeof(mask));
		fprintf(f, "%-11s pmu %-8s (%s) %s\n", "", pms_model_pmu_name(p),
			list_core_type(p, true, type, sizeof(type)), mask);
	}
}

static void list_all(struct cli *cli)
{
	FILE *f = cli->out;
	struct pms_env on = PMS_ENV_DEFAULT, off = PMS_ENV_DEFAULT;

	off.ht = false;
	fprintf(f, "%-11s %-16s %-7s %-5s %-7s %s\n", "NAME", "LONG NAME", "GP", "FIXED",
		"METRICS", "DESCRIPTION");
	for (size_t i = 0; i < pms_model_count(); i++) {
		const struct pms_model *m = pms_model_at(i);
		char gp[16];

		snprintf(gp, sizeof(gp), "%d/%d", pms_model_n_gp(m, &on), pms_model_n_gp(m, &off));
		fprintf(f, "%-11s %-16s %-7s %-5d %-7d %s\n", pms_model_name(m),
			pms_model_long_name(m), gp, pms_model_n_fixed(m), pms_model_n_metrics(m),
			pms_model_desc(m));
		if (pms_model_aliases(m)[0])
			fprintf(f, "%-11s aliases: %s\n", "", pms_model_aliases(m));
		list_pmus(f, m, &on);
	}
	fputs("\nGP: general-purpose counters per logical CPU with HT on/off; arm64 models\n"
	      "also have a cycle counter (CYCLES) besides them ('list --cpu MODEL').\n", f);
}

/* The precise-event rules (PEBS, IBS), TSX filters and extra registers. */
static void rules_text_more(const struct pms_model *m, const struct pms_env *env, unsigned bit,
			    char *buf, size_t n)
{
	unsigned now = pms_model_rules(m, env);

	if (!(now & bit))
		return;
	switch (bit) {
	case PMS_RULE_PEBS:
		snprintf(buf, n, "pebs: precise events (up to :%s) open only when sampling "
			 "(perf record; perf stat gets EINVAL) and take the PEBS table above",
			 pms_model_max_precise(m, env) >= 3 ? "ppp" : "pp");
		break;
	case PMS_RULE_PEBS_ALL:
		snprintf(buf, n, "pebs-all: a precise event matching no PEBS row takes the "
			 "constraint table above (adaptive PEBS), fixed counters included");
		break;
	case PMS_RULE_TSX_FILTERS:
		snprintf(buf, n, "tsx: in_tx/in_tx_cp filters are kept; an in_tx_cp event "
			 "counts on GP2 only (TSX %s)", env->no_tsx ? "off: rule dropped" : "on");
		break;
	case PMS_RULE_XREG_PER_CORE:
		snprintf(buf, n, "extra registers (offcore response, load latency) are per "
			 "core: the HT sibling's value blocks a different one");
		break;
	case PMS_RULE_IBS:
		snprintf(buf, n, "ibs: precise cycles (:p, :pp) go to the ibs_op PMU and take "
			 "no core counter; other precise events fail");
		break;
	}
}

/* One line per dynamic rule that the model has at this kernel with HT on. */
void list_rules_text(const struct pms_model *m, const struct pms_env *env, unsigned bit,
		       char *buf, size_t n)
{
	struct pms_env ht_on = *env;
	unsigned now = pms_model_rules(m, env);
	int n_gp = pms_model_n_gp(m, env);

	ht_on.ht = true;
	buf[0] = '\0';
	switch (bit) {
	case PMS_RULE_HT_ERRATUM:
		if (now & bit)
			snprintf(buf, n, "ht-erratum: events flagged excl need the sibling thread's "
				 "same-numbered counter idle; while either thread has one, each "
				 "thread uses at most %d of %d GP counters", n_gp / 2, n_gp);
		else if (pms_model_rules(m, &ht_on) & bit)
			snprintf(buf, n, "ht-erratum: off (HT off: the workaround is removed at boot)");
		break;
	case PMS_RULE_TFA:
		if (now & bit)
			snprintf(buf, n, "tsx-force-abort: with allow_tsx_force_abort=0 GP3 leaves "
				 "every mask (now %s)", env->allow_tfa ? "1: GP3 usable" :
				 "0: GP3 removed");
		break;
	case PMS_RULE_PAIR:
		if (now & bit)
			snprintf(buf, n, "pair: events flagged pair start on an even counter and "
				 "also occupy the next one; each lowers the GP budget by one");
		break;
	case PMS_RULE_TOPDOWN:
		if (now & bit)
			snprintf(buf, n, "topdown: slots (0x0400) on FIXED3, metric events on "
				 "METRIC0-%d; metrics need a group led by slots and never sample",
				 pms_model_n_metrics(m) - 1);
		break;
	default:
		rules_text_more(m, env, bit, buf, n);
		break;
	}
}

const unsigned list_rule_bits[LIST_N_RULES] = { PMS_RULE_HT_ERRATUM, PMS_RULE_TFA, PMS_RULE_PAIR,
				      PMS_RULE_TOPDOWN, PMS_RULE_PEBS, PMS_RULE_PEBS_ALL,
				      PMS_RULE_TSX_FILTERS, PMS_RULE_XREG_PER_CORE,
				      PMS_RULE_IBS };

/* The rows @row_of gives (constraint or PEBS table), or @none when it has none. */
static void show_rows(FILE *f, const struct pms_model *m, const struct pms_env *env,
		      int (*row_of)(const struct pms_model *, const struct pms_env *, size_t,
				    struct pms_cstr_row *, char *, size_t),
		      const char *none)
{
	char mask[96], flags[64], buf[256];
	struct pms_cstr_row row;
	int any = 0;

	for (size_t i = 0; row_of(m, env, i, &row, buf, sizeof(buf)) == PMS_OK; i++) {
		pms_mask_format(row.mask, mask, sizeof(mask));
		flags_text(row.flags, flags, sizeof(flags));
		fprintf(f, "  %-22s %-18s %-14s %-14s %s\n", row.match, mask, flags,
			row.versions[0] ? row.versions : "all", row.source);
		any = 1;
	}
	if (!any)
		fprintf(f, "  %s\n", none);
}

/* The PEBS table in force and the highest precise level (Intel). */
static void show_pebs(FILE *f, const struct pms_model *m, const struct pms_env *env)
{
	static const char *const levels[] = { "none", ":p", ":pp", ":ppp" };
	int max = pms_model_max_precise(m, env);

	fprintf(f, "\nPEBS table (precise events; first match wins; max precise %s):\n",
		levels[max < 0 ? 0 : max > 3 ? 3 : max]);
	show_rows(f, m, env, pms_model_pebs_row, "(none)");
}

static void show_pmu_text(FILE *f, const struct pms_model *m, const struct pms_env *env);
static void show_maps(FILE *f, const struct pms_model *m, const struct pms_env *env);

static void show_text(struct cli *cli, const struct pms_model *m, const struct pms_env *env)
{
	FILE *f = cli->out;
	char kv[32];

	pms_kver_format(env->kver, kv, sizeof(kv));
	fprintf(f, "model:    %s (%s): %s\n", pms_model_name(m), pms_model_long_name(m),
		pms_model_desc(m));
	if (pms_model_aliases(m)[0])
		fprintf(f, "aliases:  %s\n", pms_model_aliases(m));
	if (!pms_model_pfm_pmu(m))
		fprintf(f, "libpfm4:  none (%s)\n", pms_model_pfm_note(m));
	else if (!pms_model_is_hybrid(m))
		fprintf(f, "libpfm4:  %s%s\n", pms_model_pfm_pmu(m),
			pms_model_alloc(m) != PMS_ALLOC_X86 ? " (in libpfm4 builds for arm64)" : "");
	if (pms_model_alloc(m) != PMS_ALLOC_X86)
		fprintf(f, "kernel:   %s\n", kv);
	else
		fprintf(f, "kernel:   %s, HT %s\n", kv, env->ht ? "on" : "off");
	if (!pms_model_is_hybrid(m)) {
		show_pmu_text(f, m, env);
		return;
	}
	fprintf(f, "pmus:     %zu core PMUs (hybrid from ", pms_model_n_pmus(m));
	pms_kver_format(pms_model_hybrid_since(m), kv, sizeof(kv));
	fprintf(f, "%s)\n", kv);
	for (size_t k = 0; k < pms_model_n_pmus(m); k++) {
		const struct pms_model *p = pms_model_pmu(m, k);
		char type[64];

		fprintf(f, "\n==== PMU %s (%s): %s ====\n", pms_model_pmu_name(p),
			list_core_type(p, false, type, sizeof(type)), pms_model_desc(p));
		show_pmu_text(f, p, env);
	}
}

static void show_pmu_text(FILE *f, const struct pms_model *m, const struct pms_env *env)
{
	int n_gp, n_fix, n_met;
	bool known = pms_model_counters_at(m, env, &n_gp, &n_fix, &n_met);
	char kv[32], mask[96];

	pms_kver_format(env->kver, kv, sizeof(kv));
	if (pms_model_alloc(m) != PMS_ALLOC_X86) {
		list_arm_text(f, m, env);
		show_maps(f, m, env);
		return;
	}
	if (pms_model_is_hybrid(pms_model_platform(m)))
		fprintf(f, "libpfm4:  %s\n", pms_model_pfm_pmu(m));
	if (pms_model_counter_source(m)[0])
		fprintf(f, "counted:  %s\n", pms_model_counter_source(m));
	if (!known) {
		char since[32];

		pms_kver_format(pms_model_since(m), since, sizeof(since));
		fprintf(f, "note:     kernel %s predates this model's support (%s): the "
			"architectural default tables apply\n", kv, since);
	}
	pms_mask_format(pms_model_counter_mask(m, env) & PMS_GP_MASK, mask, sizeof(mask));
	fprintf(f, "\ncounters: %d general-purpose (%s), %d fixed, %d metric\n", n_gp, mask,
		n_fix, n_met);
	for (int k = 0, shown = 0; k < 16 && shown < n_fix; k++) {
		if (!pms_model_fixed_event(m, k))
			continue;
		fprintf(f, "  FIXED%d   %s\n", k, pms_model_fixed_event(m, k));
		shown++;
	}
	for (int k = 0; k < n_met; k++)
		fprintf(f, "  METRIC%d  topdown metric %d\n", k, k);

	fprintf(f, "\nconstraint table (first match wins; no match: %s):\n", mask);
	fprintf(f, "  %-22s %-18s %-14s %-14s %s\n", "MATCH", "COUNTERS", "FLAGS", "KERNELS",
		"SOURCE");
	show_rows(f, m, env, pms_model_cstr_row, "(no rows: every event gets every GP counter)");

	if (pms_model_vendor(m) == PMS_VENDOR_INTEL)
		show_pebs(f, m, env);
	show_maps(f, m, env);
}

/* The generic and hw-cache event maps and the dynamic rules. */
static void show_maps(FILE *f, const struct pms_model *m, const struct pms_env *env)
{
	char buf[256];
	int any;

	fputs("\ngeneric events:\n", f);
	for (int g = 0; g < PMS_HW_MAX; g++) {
		uint64_t cfg;

		if (pms_model_generic(m, env, (enum pms_generic)g, &cfg) == PMS_OK)
			fprintf(f, "  %-24s 0x%llx\n", list_generic_names[g], (unsigned long long)cfg);
		else
			fprintf(f, "  %-24s not supported\n", list_generic_names[g]);
	}

	any = 0;
	for (unsigned id = 0; id < 7; id++)
		for (unsigned op = 0; op < 3; op++)
			for (unsigned res = 0; res < 2; res++) {
				uint64_t cfg;
				uint64_t key = id | op << 8 | res << 16;

				if (pms_model_cache(m, env, key, &cfg) != PMS_OK)
					continue;
				if (!any++)
					fputs("\nhw-cache events (others not supported or not modelled):\n", f);
				cache_name(id, op, res, buf, sizeof(buf));
				fprintf(f, "  %-24s 0x%llx\n", buf, (unsigned long long)cfg);
			}

	fputs("\ndynamic rules:\n", f);
	any = 0;
	for (size_t i = 0; i < LIST_N_RULES; i++) {
		list_rules_text(m, env, list_rule_bits[i], buf, sizeof(buf));
		if (buf[0]) {
			fprintf(f, "  %s\n", buf);
			any = 1;
		}
	}
	if (!any)
		fputs("  none\n", f);
}

/* list's own row; with cli_common_optab, all it takes (cli_optab_of()). */
const struct cli_opt list_optab[] = {
	{ "help", 'h', NULL, CLI_OPT_HELP, 0, NULL, 0, 0, NULL },
	{ NULL, 0, NULL, 0, 0, NULL, 0, 0, NULL },
};

int cmd_list(struct cli *cli, int argc, char **argv)
{
	struct cli_common c;
	struct cli_optset sets[3];
	const char *no_cpu;
	int n, rc;

	cli_common_init(&c);
	no_cpu = c.cpu;	/* --cpu replaces the pointer, even with "host" */
	memcpy(sets, cli_optab_of("list", &n), sizeof(sets));
	sets[1].set = &c;
	rc = cli_opt_parse(cli, argc, argv, sets, n, CLI_PARSE_PERMUTE);
	if (rc == CLI_OPT_HELP_RC) {
		fputs(usage_list, cli->out);
		return EXIT_OK;
	}
	if (rc)
		return rc;
	if (optind < argc) {
		cli_error(cli, "unexpected argument '%s'", argv[optind]);
		cli_hint(cli, "run 'pmusched list -h' for the options");
		return EXIT_USAGE;
	}
	if (c.cpu == no_cpu) {
		if (c.json)
			list_all_json(cli);
		else
			list_all(cli);
		return EXIT_OK;
	}
	rc = cli_common_finish(cli, &c, true);
	if (rc)
		return rc;
	if (c.json)
		list_show_json(cli, c.model, &c.env);
	else
		show_text(cli, c.model, &c.env);
	if (!c.json && !strcmp(c.cpu, "host"))
		list_host_line(cli->out);
	return EXIT_OK;
}
