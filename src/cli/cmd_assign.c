/*
 * pmusched assign: the kernel's counter-assignment routine on bare masks.
 */
#include <stdlib.h>
#include <string.h>
#include "cli.h"

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
	"  --gpmax N    GP-counter budget (4.1+); default: GP counters spanned\n"
	"  --gp N       GP counters (2.6.34-3.2 weight bound); default: gpmax\n"
	"  --json       machine-readable answer\n"
	"  --batch      one problem per stdin line: 'gpmax=N [kernel=X.Y] MASK[/o] ...';\n"
	"               one answer per line: 'K c0 c1 ...' (K = events the routine\n"
	"               leaves unassigned, 0 = success; then each event's counter\n"
	"               bit in input order, -1 where none); a malformed line gets\n"
	"               an error on stderr and the answer '-1', and the exit status\n"
	"               is 1 at the end.  K is 'livelock' where the kernel's loop\n"
	"               would never end.\n";

#define LINE_MAX_BYTES 8192

/* Parse "0xMASK[/o][/p]" at @s; returns chars consumed or -1. */
static int parse_mask(const char *s, struct pms_assign_ev *ev)
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

static int parse_int(const char *s, int lo, int hi, int *out)
{
	long v;

	if (cli_parse_number(s, lo, hi, &v))
		return -1;
	*out = (int)v;
	return 0;
}

static void print_counter(FILE *f, int bit)
{
	char name[16];

	pms_counter_name(bit, name, sizeof(name));
	fputs(name, f);
}

static int run_one(struct cli *cli, struct pms_assign_problem *p, bool json)
{
	int kassign[PMS_ASSIGN_MAX], xassign[PMS_ASSIGN_MAX];
	int k = pms_assign_kernel(p, kassign);
	int feasible = pms_assign_exact(p, xassign);
	FILE *o = cli->out;

	if (k < 0 && k != PMS_ASSIGN_LIVELOCK) {
		cli_error(cli, "bad problem");
		return EXIT_USAGE;
	}
	if (json) {
		fprintf(o, "{\"era\":");
		json_str(o, pms_assign_era_name(p->era));
		fprintf(o, ",\"gpmax\":%d,\"kernel_result\":", p->gpmax);
		if (k == PMS_ASSIGN_LIVELOCK)
			fputs("\"livelock\"", o);
		else
			fprintf(o, "%d", k);
		fputs(",\"events\":[", o);
		for (int i = 0; i < p->n; i++) {
			fprintf(o, "%s{\"mask\":\"0x%llx\",\"overlap\":%s,\"pair\":%s,\"counter\":",
				i ? "," : "", (unsigned long long)p->ev[i].mask,
				p->ev[i].flags & PMS_CF_OVERLAP ? "true" : "false",
				p->ev[i].flags & PMS_CF_PAIR ? "true" : "false");
			if (k == 0) {
				fputc('"', o);
				print_counter(o, kassign[i]);
				fputc('"', o);
			} else {
				fputs("null", o);
			}
			fputc('}', o);
		}
		fprintf(o, "],\"feasible\":%s,\"kernel_misses_feasible\":%s",
			feasible ? "true" : "false", feasible && k ? "true" : "false");
		if (feasible) {
			fputs(",\"exact\":[", o);
			for (int i = 0; i < p->n; i++) {
				fprintf(o, "%s\"", i ? "," : "");
				print_counter(o, xassign[i]);
				fputc('"', o);
			}
			fputc(']', o);
		}
		fputs("}\n", o);
		return EXIT_OK;
	}
	fprintf(o, "era: %s", pms_assign_era_name(p->era));
	if (p->era == PMS_ERA_GPMAX)
		fprintf(o, ", gpmax %d", p->gpmax);
	fputc('\n', o);
	for (int i = 0; i < p->n; i++) {
		char m[128];

		pms_mask_format(p->ev[i].mask, m, sizeof(m));
		fprintf(o, "  e%-2d %-18s%s%s -> ", i, m,
			p->ev[i].flags & PMS_CF_OVERLAP ? " overlap" : "",
			p->ev[i].flags & PMS_CF_PAIR ? " pair" : "");
		if (k == 0)
			print_counter(o, kassign[i]);
		else
			fputs("-", o);
		fputc('\n', o);
	}
	if (k == PMS_ASSIGN_LIVELOCK)
		fprintf(o, "kernel: never returns (the saved-state loop re-places the same fixed counter)\n");
	else if (k == 0)
		fprintf(o, "kernel: all %d events assigned\n", p->n);
	else
		fprintf(o, "kernel: fails, %d event%s left unassigned\n", k, k == 1 ? "" : "s");
	if (k != 0 && feasible) {
		fprintf(o, "exact: an assignment exists:");
		for (int i = 0; i < p->n; i++) {
			fprintf(o, " e%d=", i);
			print_counter(o, xassign[i]);
		}
		fprintf(o, "\nnote: the kernel's greedy routine misses it\n");
	} else if (k != 0) {
		fprintf(o, "exact: no assignment exists\n");
	}
	return EXIT_OK;
}

/* One batch line; returns 0 or -1 (error already printed). */
static int batch_line(struct cli *cli, char *line, long lineno, int era_default)
{
	struct pms_assign_ev ev[PMS_ASSIGN_MAX];
	struct pms_assign_problem p = { .ev = ev, .era = (enum pms_assign_era)era_default };
	int assign[PMS_ASSIGN_MAX], have_gpmax = 0, k;
	char *tok = line;

	while (*tok) {
		char *end;
		size_t len;

		while (*tok == ' ' || *tok == '\t' || *tok == '\r')
			tok++;
		if (!*tok)
			break;
		end = tok;
		while (*end && *end != ' ' && *end != '\t' && *end != '\r')
			end++;
		len = (size_t)(end - tok);
		if (*end)
			*end++ = '\0';
		if (!strncmp(tok, "gpmax=", 6)) {
			if (parse_int(tok + 6, 0, 64, &p.gpmax)) {
				fprintf(cli->err, "pmusched: error: line %ld: bad gpmax '%s'\n", lineno, tok);
				return -1;
			}
			have_gpmax = 1;
		} else if (!strncmp(tok, "kernel=", 7)) {
			uint32_t kv;

			if (pms_kver_parse(tok + 7, &kv, NULL)) {
				fprintf(cli->err, "pmusched: error: line %ld: bad kernel version '%s'\n",
					lineno, tok + 7);
				return -1;
			}
			p.era = pms_assign_era_of(kv);
		} else {
			if (p.n >= PMS_ASSIGN_MAX) {
				fprintf(cli->err, "pmusched: error: line %ld: more than %d events\n",
					lineno, PMS_ASSIGN_MAX);
				return -1;
			}
			if (parse_mask(tok, &ev[p.n]) != (int)len) {
				fprintf(cli->err, "pmusched: error: line %ld: bad mask '%s'\n", lineno, tok);
				return -1;
			}
			p.n++;
		}
		tok = end;
	}
	if (!have_gpmax) {
		fprintf(cli->err, "pmusched: error: line %ld: missing gpmax=N\n", lineno);
		return -1;
	}
	k = pms_assign_kernel(&p, assign);
	if (k == PMS_ASSIGN_LIVELOCK)
		fputs("livelock", cli->out);
	else
		fprintf(cli->out, "%d", k);
	for (int i = 0; i < p.n; i++)
		fprintf(cli->out, " %d", assign[i]);
	fputc('\n', cli->out);
	return 0;
}

static int run_batch(struct cli *cli, FILE *in)
{
	static char line[LINE_MAX_BYTES];
	long lineno = 0;
	int bad = 0;

	while (fgets(line, sizeof(line), in)) {
		size_t len = strlen(line);

		lineno++;
		if (len && line[len - 1] == '\n') {
			line[len - 1] = '\0';
		} else if (!feof(in)) {
			int c;

			while ((c = fgetc(in)) != EOF && c != '\n')
				;
			fprintf(cli->err, "pmusched: error: line %ld: longer than %d bytes\n",
				lineno, LINE_MAX_BYTES - 2);
			fputs("-1\n", cli->out);
			bad = 1;
			continue;
		}
		if (batch_line(cli, line, lineno, PMS_ERA_GPMAX)) {
			fputs("-1\n", cli->out);
			bad = 1;
		}
	}
	return bad ? EXIT_FAIL : EXIT_OK;
}

/* For the fuzz target: one batch line through the same code. */
int cli_assign_batch_line(struct cli *cli, char *line);
int cli_assign_batch_line(struct cli *cli, char *line)
{
	return batch_line(cli, line, 1, PMS_ERA_GPMAX);
}

int cmd_assign(struct cli *cli, int argc, char **argv)
{
	static const struct option opts[] = {
		{ "kernel", required_argument, NULL, 'k' },
		{ "gpmax", required_argument, NULL, 'g' },
		{ "gp", required_argument, NULL, 'n' },
		{ "json", no_argument, NULL, 'j' },
		{ "batch", no_argument, NULL, 'b' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct pms_assign_ev ev[PMS_ASSIGN_MAX];
	struct pms_assign_problem p = { .ev = ev, .era = PMS_ERA_GPMAX, .gpmax = -1 };
	bool json = false, batch = false;
	int c;

	while ((c = getopt_long(argc, argv, "+h", opts, NULL)) != -1) {
		switch (c) {
		case 'k': {
			uint32_t kv;
			struct pms_diag d;

			if (pms_kver_parse(optarg, &kv, &d)) {
				cli_print_diag(cli, optarg, &d);
				return EXIT_USAGE;
			}
			p.era = pms_assign_era_of(kv);
			break;
		}
		case 'g':
			if (parse_int(optarg, 0, 64, &p.gpmax)) {
				cli_error(cli, "bad value '%s' for --gpmax (0-64)", optarg);
				return EXIT_USAGE;
			}
			break;
		case 'n':
			if (parse_int(optarg, 1, 32, &p.n_gp)) {
				cli_error(cli, "bad value '%s' for --gp (1-32)", optarg);
				return EXIT_USAGE;
			}
			break;
		case 'j':
			json = true;
			break;
		case 'b':
			batch = true;
			break;
		case 'h':
			fputs(usage_assign, cli->out);
			return EXIT_OK;
		default:
			cli_error(cli, "unknown option '%s'", argv[optind - 1]);
			cli_hint(cli, "run 'pmusched assign -h'");
			return EXIT_USAGE;
		}
	}
	if (batch) {
		if (optind < argc) {
			cli_error(cli, "--batch reads problems from stdin; unexpected '%s'", argv[optind]);
			return EXIT_USAGE;
		}
		return run_batch(cli, stdin);
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
		if (parse_mask(argv[optind], &ev[p.n]) != (int)strlen(argv[optind])) {
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
	return run_one(cli, &p, json);
}
