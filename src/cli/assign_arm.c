/*
 * pmusched assign --arch arm64|apple: the arm64 drivers' get_event_idx()
 * on bare events, in the order given (as armpmu_add() meets them in one
 * sched-in pass), and whether some order would place them all.
 */
#include <stdlib.h>
#include <string.h>
#include "cli.h"
#include "assign_cli.h"
#include "optab.h"

struct arm_args {
	struct pms_arm_pmu pmu;
	struct pms_arm_ev ev[PMS_ASSIGN_MAX];
	int n;
	bool json;
	uint32_t kver;		/* --kernel; 0: the newest */
	int gp;			/* --gp */
};

/* "0xEVTYPE[/long][/rdpmc][/th=N]": 0, or -1. */
static int parse_event(const char *s, bool apple, struct pms_arm_ev *e)
{
	char *end;
	unsigned long v;

	memset(e, 0, sizeof(*e));
	if (s[0] != '0' || (s[1] != 'x' && s[1] != 'X') || !s[2] || s[2] == '/')
		return -1;
	v = strtoul(s + 2, &end, 16);
	if (end == s + 2 || v > (apple ? 0xffUL : 0xffffUL))
		return -1;
	e->evtype = (uint16_t)v;
	while (*end == '/') {
		const char *t = end + 1;
		long th;

		if (!strncmp(t, "long", 4) && (t[4] == '/' || !t[4]) && !apple) {
			e->flags |= PMS_ARM_EV_LONG;
			end = (char *)t + 4;
		} else if (!strncmp(t, "rdpmc", 5) && (t[5] == '/' || !t[5]) && !apple) {
			e->flags |= PMS_ARM_EV_RDPMC;
			end = (char *)t + 5;
		} else if (!strncmp(t, "th=", 3) && !apple) {
			char num[16];
			size_t k = strcspn(t + 3, "/");

			if (!k || k >= sizeof(num))
				return -1;
			memcpy(num, t + 3, k);
			num[k] = '\0';
			if (cli_parse_number(num, 1, 4095, &th))
				return -1;
			e->threshold = (uint32_t)th;
			end = (char *)t + 3 + k;
		} else {
			return -1;
		}
	}
	return *end ? -1 : 0;
}

static void ev_text(const struct pms_arm_ev *e, char *buf, size_t n)
{
	snprintf(buf, n, "0x%02x%s%s", (unsigned)e->evtype,
		 e->flags & PMS_ARM_EV_LONG ? "/long" : "", e->flags & PMS_ARM_EV_RDPMC ? "/rdpmc" : "");
	if (e->threshold)
		snprintf(buf + strlen(buf), n - strlen(buf), "/th=%u", (unsigned)e->threshold);
}

static void print_json(struct cli *cli, const struct arm_args *a, const int *idx, int left,
		       int exact, const int *xidx)
{
	struct json j;
	char name[32], text[48];

	json_begin(&j, cli->out, "assign");
	json_kstr(&j, "arch", a->pmu.kind == PMS_ARM_PMUV3 ? "arm64" : "apple");
	json_kint(&j, "gp", a->pmu.n_gp);
	json_kbool(&j, "pmuv3p5", a->pmu.pmuv3p5);
	json_kbool(&j, "instr_counter", a->pmu.has_icntr);
	json_kint(&j, "kernel_result", left);
	json_open(&j, "events", '[');
	for (int i = 0; i < a->n; i++) {
		json_open(&j, NULL, '{');
		ev_text(&a->ev[i], text, sizeof(text));
		json_kstr(&j, "event", text);
		pms_arm_format_counters(&a->pmu, idx[i] < 0 ? 0 :
					pms_arm_ev_counters(&a->pmu, &a->ev[i], idx[i]), name,
					sizeof(name));
		json_kstr(&j, "counters", idx[i] < 0 ? NULL : name);
		json_close(&j);
	}
	json_close(&j);
	json_kbool(&j, "feasible", exact == 1);
	json_kbool(&j, "kernel_misses_feasible", exact == 1 && left);
	if (exact == 1 && xidx) {
		json_open(&j, "exact", '[');
		for (int i = 0; i < a->n; i++) {
			pms_arm_format_counters(&a->pmu, pms_arm_ev_counters(&a->pmu, &a->ev[i],
									     xidx[i]),
						name, sizeof(name));
			json_kstr(&j, NULL, name);
		}
		json_close(&j);
	}
	json_end(&j);
}

static int run(struct cli *cli, struct arm_args *a)
{
	int idx[PMS_ASSIGN_MAX], xidx[PMS_ASSIGN_MAX], left, exact;
	uint64_t used = 0;
	FILE *o = cli->out;
	char name[32], text[48];

	for (int i = 0; i < a->n; i++) {
		struct pms_diag d;

		if (pms_arm_event_check(&a->pmu, &a->ev[i], &d)) {
			ev_text(&a->ev[i], text, sizeof(text));
			cli_error(cli, "event %d (%s) does not open: %s", i, text, d.msg);
			return EXIT_USAGE;
		}
	}
	left = pms_arm_assign(&a->pmu, a->ev, a->n, &used, idx);
	exact = pms_arm_exact(&a->pmu, a->ev, a->n, xidx);
	if (left < 0 || exact < 0) {
		cli_error(cli, "bad problem");
		return EXIT_USAGE;
	}
	if (a->json) {
		print_json(cli, a, idx, left, exact, xidx);
		return EXIT_OK;
	}
	fprintf(o, "%s: %d general counters%s%s, %s\n",
		a->pmu.kind == PMS_ARM_PMUV3 ? "arm64 PMUv3 (armv8pmu_get_event_idx)" :
		"Apple M1/M2 (m1_pmu_get_event_idx)", a->pmu.n_gp,
		a->pmu.kind == PMS_ARM_PMUV3 ? " + CYCLES" : "", a->pmu.has_icntr ? " + INSTR" : "",
		a->pmu.kind != PMS_ARM_PMUV3 ? "per-event masks" :
		a->pmu.pmuv3p5 ? "PMUv3p5 (64-bit counters)" : "no PMUv3p5 (long events chain)");
	for (int i = 0; i < a->n; i++) {
		ev_text(&a->ev[i], text, sizeof(text));
		pms_arm_format_counters(&a->pmu, idx[i] < 0 ? 0 :
					pms_arm_ev_counters(&a->pmu, &a->ev[i], idx[i]), name,
					sizeof(name));
		fprintf(o, "  e%-2d %-16s -> %s\n", i, text, idx[i] < 0 ? "none" : name);
	}
	if (!left)
		fprintf(o, "kernel: all %d events placed in this order\n", a->n);
	else
		fprintf(o, "kernel: %d event%s left without a counter in this order\n", left,
			left == 1 ? "" : "s");
	if (left && exact == 1) {
		fprintf(o, "exact: another order places them all:");
		for (int i = 0; i < a->n; i++) {
			pms_arm_format_counters(&a->pmu, pms_arm_ev_counters(&a->pmu, &a->ev[i],
									     xidx[i]),
						name, sizeof(name));
			fprintf(o, " e%d=%s", i, name);
		}
		fputs("\nnote: the driver places events first come, first served\n", o);
	} else if (left) {
		fputs("exact: no order places them all\n", o);
	}
	return EXIT_OK;
}

/* --arch arm64|apple, --kernel V, --gp N */
static int arm_opt(struct cli *cli, const struct cli_opt *o, const char *arg, void *set)
{
	struct arm_args *a = set;

	if (o->id == 'a' && (!strcmp(arg, "arm64") || !strcmp(arg, "apple"))) {
		a->pmu.kind = !strcmp(arg, "apple") ? PMS_ARM_APPLE_M1 : PMS_ARM_PMUV3;
		return 0;
	}
	if (o->id == 'k')
		return cli_kernel_version(cli, arg, &a->kver) ? -1 : 0;
	if (o->id == 'n' && !assign_parse_int(arg, 0, PMS_ARM_MAX_GP, &a->gp))
		return 0;
	cli_error(cli, "bad value '%s' for --%s", arg, o->name);
	cli_hint(cli, "--arch arm64|apple, --kernel X.Y, --gp 0-31, --pmuv3p5, --icntr, --json");
	return -1;
}

#define AA(field) offsetof(struct arm_args, field)

/* assign --arch arm64|apple (cmd_assign() sends it here). */
const struct cli_opt assign_arm_optab[] = {
	{ "arch", 0, "A", CLI_OPT_CALL, 0, arm_opt, 'a', 0, NULL },
	{ "kernel", 0, "V", CLI_OPT_CALL, 0, arm_opt, 'k', 0, NULL },
	{ "gp", 0, "N", CLI_OPT_CALL, 0, arm_opt, 'n', 0, NULL },
	{ "pmuv3p5", 0, NULL, CLI_OPT_FLAG, AA(pmu.pmuv3p5), NULL, 0, 0, NULL },
	{ "icntr", 0, NULL, CLI_OPT_FLAG, AA(pmu.has_icntr), NULL, 0, 0, NULL },
	{ "json", 0, NULL, CLI_OPT_FLAG, AA(json), NULL, 0, 0, NULL },
	{ NULL, 0, NULL, 0, 0, NULL, 0, 0, NULL },
};

int cmd_assign_arm(struct cli *cli, int argc, char **argv)
{
	struct arm_args a;
	struct cli_optset sets[1];
	int n, rc;

	memset(&a, 0, sizeof(a));
	a.gp = 6;
	memcpy(sets, cli_optab_of("assign arm", &n), sizeof(sets));
	sets[0].set = &a;
	rc = cli_opt_parse(cli, argc, argv, sets, n, 0);
	if (rc)
		return rc;
	a.pmu.kver = a.kver;
	a.pmu.n_gp = a.pmu.kind == PMS_ARM_PMUV3 ? a.gp : PMS_ARM_APPLE_NCTR;
	if (pms_arm_pmu_check(&a.pmu, NULL) == PMS_EINVAL) {
		cli_error(cli, "--pmuv3p5, --icntr and --gp are PMUv3 options (--arch arm64)");
		return EXIT_USAGE;
	}
	if (optind >= argc) {
		cli_error(cli, "no events given");
		cli_hint(cli, "e.g. 'pmusched assign --arch arm64 0x11 0x8/long 0x3/long'");
		return EXIT_USAGE;
	}
	for (; optind < argc; optind++) {
		if (a.n >= PMS_ASSIGN_MAX) {
			cli_error(cli, "more than %d events", PMS_ASSIGN_MAX);
			return EXIT_USAGE;
		}
		if (parse_event(argv[optind], a.pmu.kind != PMS_ARM_PMUV3, &a.ev[a.n++])) {
			cli_error(cli, "bad event '%s' (argument %d)", argv[optind], optind);
			cli_hint(cli, "hex event numbers with 0x (Apple: up to 0xff), PMUv3 ones "
				 "optionally with /long, /rdpmc, /th=N");
			return EXIT_USAGE;
		}
	}
	return run(cli, &a);
}
