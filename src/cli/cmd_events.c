/*
 * pmusched events: resolve a perf event list for a model and show, per
 * event, its group, modifiers, encoding and the counters the kernel allows.
 */
#include <stdlib.h>
#include <string.h>
#include "cli.h"

const char usage_events[] =
	"usage: pmusched events [-e] LIST [--cpu MODEL] [--kernel V] [--ht on|off]\n"
	"                       [--allow-tsx-force-abort 0|1] [--json]\n"
	"\n"
	"Resolve a perf-style event list (perf stat -e syntax) for one CPU model:\n"
	"one line per event with its group (* marks the leader), modifiers, raw\n"
	"encoding, the counters the kernel may put it on, and where that comes from.\n"
	"\n"
	"  -e, --events LIST   the list, e.g. '{l1d_pend_miss.pending,faults}',cycles:D\n"
	"  --cpu MODEL         model to predict for (default: this machine)\n"
	"  --kernel V          kernel version whose tables apply (default: running)\n"
	"  --ht on|off         SMT enumerated (halves GP counters on some models)\n"
	"  --json              machine-readable output\n";

/* "event=0x48,umask=0x01,cmask=12,inv" for an x86 config. */
static void decode(char *buf, size_t n, uint64_t config, uint64_t config1, bool amd)
{
	unsigned ev = (unsigned)(config & 0xff);
	size_t at;

	if (amd)
		ev |= (unsigned)((config >> 32) & 0xf) << 8;
	at = (size_t)snprintf(buf, n, "event=0x%02x,umask=0x%02x", ev,
			      (unsigned)((config >> 8) & 0xff));
	if (at < n && (config >> 24) & 0xff)
		at += (size_t)snprintf(buf + at, n - at, ",cmask=%u",
				       (unsigned)((config >> 24) & 0xff));
	if (at < n && (config >> 23) & 1)
		at += (size_t)snprintf(buf + at, n - at, ",inv");
	if (at < n && (config >> 18) & 1)
		at += (size_t)snprintf(buf + at, n - at, ",edge");
	if (at < n && !amd && (config >> 21) & 1)
		at += (size_t)snprintf(buf + at, n - at, ",any");
	if (at < n && config1)
		snprintf(buf + at, n - at, ",config1=0x%llx", (unsigned long long)config1);
}

struct row {
	struct pms_event_info info;
	char group[16], mods[32], config[24], decoded[96], counters[64], source[400];
	uint64_t mask;
	bool supported;		/* core event with an encoding under this env */
};

static const char *pmu_word(enum pms_pmu_kind k)
{
	return k == PMS_PMU_CORE ? "core" : k == PMS_PMU_SOFTWARE ? "software" : "other";
}

static void fill_row(const struct pms_evlist *ev, int i, const struct pms_env *env,
		     struct row *r)
{
	const struct pms_model *m = pms_evlist_model(ev);
	struct pms_hwev hw;
	struct pms_constraint c;

	memset(r, 0, sizeof(*r));
	pms_evlist_event(ev, i, &r->info);
	snprintf(r->group, sizeof(r->group), "%d%s", r->info.group, r->info.is_leader ? "*" : "");
	pms_evlist_mods_format(ev, i, r->mods, sizeof(r->mods));
	if (!r->mods[0])
		snprintf(r->mods, sizeof(r->mods), "-");
	pms_evlist_describe(ev, i, env, r->source, sizeof(r->source));
	if (r->info.pmu != PMS_PMU_CORE) {
		snprintf(r->config, sizeof(r->config), "0x%llx", (unsigned long long)r->info.config);
		snprintf(r->decoded, sizeof(r->decoded), "%s",
			 r->info.pmu == PMS_PMU_SOFTWARE ? "software" : "-");
		snprintf(r->counters, sizeof(r->counters), "-");
		return;
	}
	if (pms_evlist_hwev(ev, i, env, &hw) || pms_evlist_constraint(ev, i, env, &c)) {
		snprintf(r->config, sizeof(r->config), "-");
		snprintf(r->decoded, sizeof(r->decoded), "-");
		snprintf(r->counters, sizeof(r->counters), "-");
		return;
	}
	r->supported = true;
	r->mask = c.mask;
	snprintf(r->config, sizeof(r->config), "0x%llx", (unsigned long long)hw.config);
	decode(r->decoded, sizeof(r->decoded), hw.config, hw.config1,
	       pms_model_vendor(m) == PMS_VENDOR_AMD);
	pms_mask_format(c.mask, r->counters, sizeof(r->counters));
}

static void print_json(struct cli *cli, const struct cli_common *c, const struct pms_evlist *ev)
{
	FILE *f = cli->out;
	char kbuf[32];

	pms_kver_format(c->env.kver, kbuf, sizeof(kbuf));
	fputs("{\"cpu\":", f);
	json_str(f, pms_model_name(c->model));
	fputs(",\"kernel\":", f);
	json_str(f, kbuf);
	fprintf(f, ",\"ht\":%s,\"events\":[", c->env.ht ? "true" : "false");
	for (int i = 0; i < pms_evlist_count(ev); i++) {
		struct row r;
		bool first = true;

		fill_row(ev, i, &c->env, &r);
		fputs(i ? ",{\"name\":" : "{\"name\":", f);
		json_str(f, r.info.name);
		fputs(",\"text\":", f);
		json_str(f, r.info.text);
		fprintf(f, ",\"group\":%d,\"leader\":%s,\"pmu\":\"%s\",\"type\":%lld",
			r.info.group, r.info.is_leader ? "true" : "false", pmu_word(r.info.pmu),
			r.info.type == UINT32_MAX ? -1LL : (long long)r.info.type);
		fputs(",\"mods\":", f);
		json_str(f, strcmp(r.mods, "-") ? r.mods : "");
		fprintf(f, ",\"pinned\":%s,\"exclusive\":%s,\"precise\":%d",
			r.info.pinned ? "true" : "false", r.info.exclusive ? "true" : "false",
			r.info.precise);
		fputs(",\"config\":", f);
		json_str(f, r.config);
		fprintf(f, ",\"supported\":%s,\"counters\":[",
			r.info.pmu != PMS_PMU_CORE || r.supported ? "true" : "false");
		for (int b = 0; b < 64; b++) {
			char name[16];

			if (!(r.mask >> b & 1))
				continue;
			pms_counter_name(b, name, sizeof(name));
			fprintf(f, "%s\"%s\"", first ? "" : ",", name);
			first = false;
		}
		fputs("],\"source\":", f);
		json_str(f, r.source);
		fputc('}', f);
	}
	fputs("]}\n", f);
}

static void print_text(struct cli *cli, const struct cli_common *c, const struct pms_evlist *ev)
{
	static const char *const head[] = { "EVENT", "GROUP", "MODS", "CONFIG", "DECODED",
					    "COUNTERS" };
	int n = pms_evlist_count(ev);
	struct row *rows = calloc((size_t)(n ? n : 1), sizeof(*rows));
	int w[6];
	char kbuf[32];

	if (!rows) {
		cli_error(cli, "out of memory");
		return;
	}
	for (int k = 0; k < 6; k++)
		w[k] = (int)strlen(head[k]);
	for (int i = 0; i < n; i++) {
		const char *cols[6];

		fill_row(ev, i, &c->env, &rows[i]);
		cols[0] = rows[i].info.text;
		cols[1] = rows[i].group;
		cols[2] = rows[i].mods;
		cols[3] = rows[i].config;
		cols[4] = rows[i].decoded;
		cols[5] = rows[i].counters;
		for (int k = 0; k < 6; k++)
			if ((int)strlen(cols[k]) > w[k])
				w[k] = (int)strlen(cols[k]);
	}
	pms_kver_format(c->env.kver, kbuf, sizeof(kbuf));
	fprintf(cli->out, "cpu %s, kernel %s, HT %s: %d event%s in %d group%s\n",
		pms_model_name(c->model), kbuf, c->env.ht ? "on" : "off", n, n == 1 ? "" : "s",
		pms_evlist_n_groups(ev), pms_evlist_n_groups(ev) == 1 ? "" : "s");
	fprintf(cli->out, "%-*s  %-*s  %-*s  %-*s  %-*s  %-*s  SOURCE\n", w[0], head[0], w[1],
		head[1], w[2], head[2], w[3], head[3], w[4], head[4], w[5], head[5]);
	for (int i = 0; i < n; i++)
		fprintf(cli->out, "%-*s  %-*s  %-*s  %-*s  %-*s  %-*s  %s\n", w[0],
			rows[i].info.text, w[1], rows[i].group, w[2], rows[i].mods, w[3],
			rows[i].config, w[4], rows[i].decoded, w[5], rows[i].counters,
			rows[i].source);
	free(rows);
}

int cmd_events(struct cli *cli, int argc, char **argv)
{
	struct option opts[16];
	struct cli_common com;
	const char *list = NULL;
	char *joined = NULL;	/* several -e options */
	bool list_names = false;	/* hidden, for shell completion (evnames.c) */
	struct pms_evlist *ev = NULL;
	struct pms_diag d;
	size_t n = 0;
	int c, rc;

	opts[n++] = (struct option){ "events", required_argument, NULL, 'e' };
	opts[n++] = (struct option){ "help", no_argument, NULL, 'h' };
	opts[n++] = (struct option){ "list-names", no_argument, NULL, 'L' };
	for (const struct option *o = cli_common_longopts; o->name && n + 1 < 16; o++)
		opts[n++] = *o;
	opts[n] = (struct option){ NULL, 0, NULL, 0 };
	cli_common_init(&com);
	while ((c = getopt_long(argc, argv, "+e:h", opts, NULL)) != -1) {
		switch (c) {
		case 'e':
			/* perf accumulates repeated -e options: join them with ',' */
			if (list) {
				size_t a = strlen(list), b = strlen(optarg);
				char *both = malloc(a + b + 2);

				if (!both) {
					cli_error(cli, "out of memory");
					rc = EXIT_FAIL;
					goto out;
				}
				memcpy(both, list, a);
				both[a] = ',';
				memcpy(both + a + 1, optarg, b + 1);
				free(joined);
				list = joined = both;
			} else {
				list = optarg;
			}
			break;
		case 'h':
			fputs(usage_events, cli->out);
			rc = EXIT_OK;
			goto out;
		case 'L':
			list_names = true;
			break;
		default:
			rc = cli_common_opt(cli, &com, c, optarg);
			if (rc < 0) {
				rc = EXIT_USAGE;
				goto out;
			}
			if (rc == 0) {
				if (c == '?' && (optopt == 'e' || optopt >= CLI_COMMON_OPTS))
					cli_error(cli, "option '%s' needs a value", argv[optind - 1]);
				else
					cli_error(cli, "unknown option '%s'", argv[optind - 1]);
				cli_hint(cli, "run 'pmusched events -h'");
				rc = EXIT_USAGE;
				goto out;
			}
		}
	}
	if (list_names) {
		rc = cli_events_list_names(cli, com.cpu);
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
	if (!list) {
		cli_error(cli, "no event list");
		cli_hint(cli, "pmusched events -e 'cycles,instructions' --cpu hsw");
		rc = EXIT_USAGE;
		goto out;
	}
	rc = cli_common_finish(cli, &com, true);
	if (rc)
		goto out;
	pms_diag_clear(&d);
	rc = pms_evlist_parse(com.model, list, &ev, &d);
	if (rc) {
		cli_print_diag(cli, list, &d);
		rc = cli_exit_for(rc);
		goto out;
	}
	if (com.json)
		print_json(cli, &com, ev);
	else
		print_text(cli, &com, ev);
	pms_evlist_free(ev);
	rc = EXIT_OK;
out:
	free(joined);
	return rc;
}
