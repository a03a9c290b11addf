/*
 * pmusched assign: the kernel's counter-assignment routine on bare masks,
 * one problem from the command line or a stream of them (--batch).
 *
 * The batch reader is in assign_batch.c.
 */
#include <stdlib.h>
#include <string.h>
#include "cli.h"
#include "assign_cli.h"
#include "optab.h"

const char usage_assign[] =
	"usage: pmusched assign [--kernel V] [--gpmax N] [--gp N] [--json] MASK[/o][/p] ...\n"
	"       pmusched assign --batch < problems\n"
	"\n"
	"Runs the Linux x86 counter-assignment routine of the chosen kernel era on\n"
	"one problem and says whether an assignment exists where the kernel fails.\n"
	"Masks use the kernel's numbering: GP counters bits 0-31, fixed counters\n"
	"from bit 32, TopDown metric pseudo-counters from bit 48; hex with 0x.\n"
	"'/o' marks an overlapping constraint (the scheduler may backtrack),\n"
	"'/p' a paired constraint (takes counter i and i+1).\n"
	"\n"
	"  --kernel V   X.Y[-rcN]; picks the era (default: newest)\n"
	"  --gpmax N    GP-counter budget (4.1+), 1 to 64; default: GP counters spanned\n"
	"  --gp N       GP counters (2.6.34-3.2 weight bound); default: gpmax\n"
	"  --json       machine-readable answer\n"
	"  --batch      one problem per stdin line: 'gpmax=N [kernel=X.Y] MASK[/o] ...';\n"
	"               one answer per line: 'K c0 c1 ...' (K = events the routine\n"
	"               leaves unassigned, 0 = success; then each event's counter\n"
	"               bit in input order; all -1 when K is not 0); a malformed line gets\n"
	"               an error on stderr and the answer '-1', and the exit status\n"
	"               is 1 at the end.  K is 'livelock' where the kernel's loop\n"
	"               would never end.\n"
	"\n"
	"The exact check is a matching without paired events; with them it is a\n"
	"search of at most 200000 nodes, and says 'unknown' beyond that.\n"
	"\n"
	"       pmusched assign --arch arm64|apple [--kernel V] [--gp N] [--pmuv3p5]\n"
	"                       [--icntr] [--json] EVTYPE[/long][/rdpmc][/th=N] ...\n"
	"\n"
	"Runs the arm64 driver's get_event_idx() (armv8pmu_get_event_idx, or\n"
	"m1_pmu_get_event_idx for apple) on events in the order given, as one\n"
	"sched-in pass meets them, and says whether another order fits them all.\n"
	"EVTYPE is the event number in hex (PMUv3: 0x11 CPU_CYCLES takes CYCLES);\n"
	"/long asks for a 64-bit event (chained odd/even pair without PMUv3p5).\n"
	"  --arch A     arm64 (PMUv3) or apple (M1/M2, per-event masks); default x86\n"
	"  --gp N       PMCR_EL0.N general counters, 0-31 (default 6)\n"
	"  --pmuv3p5    64-bit counters: long events take one counter\n"
	"  --icntr      the instruction counter (FEAT_PMUv3_ICNTR, 6.12+)\n";

/* Parse "0xMASK[/o][/p]" at @s; returns chars consumed or -1. */
int assign_parse_mask(const char *s, struct pms_assign_ev *ev)
{
	const char *p = s;
	uint64_t v = 0;
	int digits = 0;

	if (p[0] != '0' || (p[1] != 'x' && p[1] != 'X'))
		return -1;
	p += 2;
	for (; *p; p++) {
		int d;

		if (*p >= '0' && *p <= '9')
			d = *p - '0';
		else if (*p >= 'a' && *p <= 'f')
			d = *p - 'a' + 10;
		else if (*p >= 'A' && *p <= 'F')
			d = *p - 'A' + 10;
		else
			break;
		if (v >> 60)
			return -1;	/* more than 64 bits */
		v = v << 4 | (uint64_t)d;
		digits++;
	}
	if (!digits)
		return -1;
	memset(ev, 0, sizeof(*ev));
	ev->mask = v;
	while (*p == '/') {
		if (p[1] == 'o')
			ev->flags |= PMS_CF_OVERLAP;
		else if (p[1] == 'p')
			ev->flags |= PMS_CF_PAIR;
		else
			return -1;
		p += 2;
	}
	return (int)(p - s);
}

int assign_parse_int(const char *s, int lo, int hi, int *out)
{
	long v;

	if (cli_parse_number(s, lo, hi, &v))
		return -1;
	*out = (int)v;
	return 0;
}

static const char *counter_text(int bit, char *buf, size_t n)
{
	pms_counter_name(bit, buf, n);
	return buf;
}

static void print_json(struct cli *cli, const struct pms_assign_problem *p, int k,
		       const int *kassign, int feasible, const int *xassign)
{
	struct json j;
	char name[16];

	json_begin(&j, cli->out, "assign");
	json_kstr(&j, "era", pms_assign_era_name(p->era));
	json_kint(&j, "gpmax", p->gpmax);
	if (k == PMS_ASSIGN_LIVELOCK)
		json_kstr(&j, "kernel_result", "livelock");
	else
		json_kint(&j, "kernel_result", k);
	json_open(&j, "events", '[');
	for (int i = 0; i < p->n; i++) {
		json_open(&j, NULL, '{');
		json_khex(&j, "mask", p->ev[i].mask);
		json_kbool(&j, "overlap", p->ev[i].flags & PMS_CF_OVERLAP);
		json_kbool(&j, "pair", p->ev[i].flags & PMS_CF_PAIR);
		json_kstr(&j, "counter", k == 0 ? counter_text(kassign[i], name, sizeof(name)) : NULL);
		json_close(&j);
	}
	json_close(&j);
	if (feasible == PMS_ASSIGN_UNKNOWN) {
		json_knull(&j, "feasible");
		json_knull(&j, "kernel_misses_feasible");
		json_kstr(&j, "exact_status", "unknown: search budget exhausted");
	} else {
		json_kbool(&j, "feasible", feasible == 1);
		json_kbool(&j, "kernel_misses_feasible", feasible == 1 && k != 0);
		json_kstr(&j, "exact_status", "decided");
	}
	if (feasible == 1) {
		json_open(&j, "exact", '[');
		for (int i = 0; i < p->n; i++)
			json_kstr(&j, NULL, counter_text(xassign[i], name, sizeof(name)));
		json_close(&j);
	} else {
		json_knull(&j, "exact");
	}
	json_end(&j);
}

static int run_one(struct cli *cli, struct pms_assign_problem *p, bool json)
{
	int kassign[PMS_ASSIGN_MAX], xassign[PMS_ASSIGN_MAX];
	int k = pms_assign_kernel(p, kassign);
	int feasible = pms_assign_exact(p, xassign);
	FILE *o = cli->out;
	char name[16];

	if ((k < 0 && k != PMS_ASSIGN_LIVELOCK) || feasible == PMS_EINVAL) {
		cli_error(cli, "bad problem");
		return EXIT_USAGE;
	}
	if (json) {
		print_json(cli, p, k, kassign, feasible, xassign);
		return EXIT_OK;
	}
	fprintf(o, "era: %s", pms_assign_era_name(p->era));
	if (p->era == PMS_ERA_GPMAX)
		fprintf(o, ", gpmax %d", p->gpmax);
	fputc('\n', o);
	for (int i = 0; i < p->n; i++) {
		char m[128];

		pms_mask_format(p->ev[i].mask, m, sizeof(m));
		fprintf(o, "  e%-2d %-18s%s%s -> %s\n", i, m,
			p->ev[i].flags & PMS_CF_OVERLAP ? " overlap" : "",
			p->ev[i].flags & PMS_CF_PAIR ? " pair" : "",
			k == 0 ? counter_text(kassign[i], name, sizeof(name)) : "-");
	}
	if (k == PMS_ASSIGN_LIVELOCK)
		fprintf(o, "kernel: never returns (the saved-state loop re-places the same fixed counter)\n");
	else if (k == 0)
		fprintf(o, "kernel: all %d events assigned\n", p->n);
	else
		fprintf(o, "kernel: fails, %d event%s left unassigned\n", k, k == 1 ? "" : "s");
	if (feasible == PMS_ASSIGN_UNKNOWN) {
		fprintf(o, "exact: unknown: the search for an assignment with paired events "
			"stopped after %ld nodes\n", PMS_ASSIGN_EXACT_NODES);
	} else if (k != 0 && feasible) {
		fprintf(o, "exact: an assignment exists:");
		for (int i = 0; i < p->n; i++)
			fprintf(o, " e%d=%s", i, counter_text(xassign[i], name, sizeof(name)));
		fprintf(o, "\nnote: the kernel's greedy routine misses it\n");
	} else if (k != 0) {
		fprintf(o, "exact: no assignment exists\n");
	}
	return EXIT_OK;
}

/* What assign's options set. */
struct assign_args {
	struct pms_assign_problem *p;
	bool json, batch;
};

/* --kernel V, --gpmax N, --gp N; --arch (x86 here: cmd_assign() sent the others away) */
static int assign_opt(struct cli *cli, const struct cli_opt *o, const char *arg, void *set)
{
	struct pms_assign_problem *p = ((struct assign_args *)set)->p;
	uint32_t kv;

	switch (o->id) {
	case 'k':
		/* a kernel that does not exist is refused, as predict refuses it */
		if (cli_kernel_version(cli, arg, &kv))
			return -1;
		p->era = pms_assign_era_of(kv);
		return 0;
	case 'g':
		/* 0 would read as "no budget" in the library: refuse it */
		if (assign_parse_int(arg, 1, 64, &p->gpmax)) {
			cli_error(cli, "bad value '%s' for --gpmax", arg);
			cli_hint(cli, "a budget from 1 to 64 GP counters; leave it out for the "
				 "counters the masks span");
			return -1;
		}
		return 0;
	case 'n':
		if (assign_parse_int(arg, 1, 32, &p->n_gp)) {
			cli_error(cli, "bad value '%s' for --gp (1-32)", arg);
			return -1;
		}
		return 0;
	}
	return 0;
}

#define AS(field) offsetof(struct assign_args, field)

/* assign's options on x86; assign_arm_optab for --arch arm64|apple. */
const struct cli_opt assign_optab[] = {
	{ "kernel", 0, "V", CLI_OPT_CALL, 0, assign_opt, 'k', 0, NULL },
	{ "arch", 0, "A", CLI_OPT_CALL, 0, assign_opt, 'A', 0, NULL },
	{ "gpmax", 0, "N", CLI_OPT_CALL, 0, assign_opt, 'g', 0, NULL },
	{ "gp", 0, "N", CLI_OPT_CALL, 0, assign_opt, 'n', 0, NULL },
	{ "json", 0, NULL, CLI_OPT_FLAG, AS(json), NULL, 0, 0, NULL },
	{ "batch", 0, NULL, CLI_OPT_FLAG, AS(batch), NULL, 0, 0, NULL },
	{ "help", 'h', NULL, CLI_OPT_HELP, 0, NULL, 0, 0, NULL },
	{ NULL, 0, NULL, 0, 0, NULL, 0, 0, NULL },
};

int cmd_assign(struct cli *cli, int argc, char **argv)
{
	struct pms_assign_ev ev[PMS_ASSIGN_MAX];
	struct pms_assign_problem p = { .ev = ev, .era = PMS_ERA_GPMAX, .gpmax = -1 };
	struct assign_args aa = { .p = &p };
	struct cli_optset sets[1];
	int n, rc;

	/* --arch arm64|apple: the arm64 drivers (assign_arm.c) */
	for (int i = 1; i < argc && strcmp(argv[i], "--"); i++) {
		const char *v = !strcmp(argv[i], "--arch") && i + 1 < argc ? argv[i + 1] :
				!strncmp(argv[i], "--arch=", 7) ? argv[i] + 7 : NULL;

		if (v && strcmp(v, "x86"))
			return strcmp(v, "arm64") && strcmp(v, "apple") ?
			       (cli_error(cli, "unknown --arch '%s': x86, arm64 or apple", v),
				EXIT_USAGE) : cmd_assign_arm(cli, argc, argv);
	}
	memcpy(sets, cli_optab_of("assign", &n), sizeof(sets));
	sets[0].set = &aa;
	rc = cli_opt_parse(cli, argc, argv, sets, n, 0);
	if (rc == CLI_OPT_HELP_RC) {
		fputs(usage_assign, cli->out);
		return EXIT_OK;
	}
	if (rc)
		return rc;
	if (aa.batch) {
		if (optind < argc) {
			cli_error(cli, "--batch reads problems from stdin; unexpected '%s'", argv[optind]);
			return EXIT_USAGE;
		}
		return cli_assign_batch_fd(cli, fileno(stdin));
	}
	if (optind >= argc) {
		cli_error(cli, "no masks given");
		cli_hint(cli, "e.g. 'pmusched assign --gpmax 4 0x9/o 0x7 0x7 0x7'");
		return EXIT_USAGE;
	}
	for (; optind < argc; optind++) {
		if (p.n >= PMS_ASSIGN_MAX) {
			cli_error(cli, "more than %d events", PMS_ASSIGN_MAX);
			return EXIT_USAGE;
		}
		if (assign_parse_mask(argv[optind], &ev[p.n]) != (int)strlen(argv[optind])) {
			cli_error(cli, "bad mask '%s' (argument %d)", argv[optind], optind);
			cli_hint(cli, "write masks in hex with 0x, optionally followed by /o or /p");
			return EXIT_USAGE;
		}
		p.n++;
	}
	if (p.gpmax < 0) {
		uint64_t all = 0;

		for (int i = 0; i < p.n; i++)
			all |= ev[i].mask & PMS_GP_MASK;
		p.gpmax = all ? 64 - __builtin_clzll(all) : 0;
	}
	return run_one(cli, &p, aa.json);
}
