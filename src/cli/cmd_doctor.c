/*
 * pmusched doctor: what this machine can count and why not, from the host
 * probe (pms_host_probe(), pms_host_diagnose()); --json prints the profile
 * that --profile reads back.
 */
#include <stdlib.h>
#include <string.h>
#include "cli.h"
#include "optab.h"

const char usage_doctor[] =
	"usage: pmusched doctor [--json] [--dmesg FILE]\n"
	"       pmusched doctor --profile FILE [--json]\n"
	"       pmusched doctor --from-perf-header FILE [--cpuinfo FILE] [--json]\n"
	"\n"
	"Say in a few lines what this machine can count with perf and why not:\n"
	"no hardware PMU (a VM without a virtual PMU), counters cut by the\n"
	"hypervisor, perf_event_paranoid and capabilities, the NMI watchdog that\n"
	"holds a counter (the buddy watchdog holds none), allow_tsx_force_abort.\n"
	"Each finding comes with its one fix.\n"
	"\n"
	"  --json                 the machine profile: one JSON object that\n"
	"                         'predict/explain/plan --profile FILE' read back\n"
	"  --dmesg FILE           the boot log to read the PMU's counters and the\n"
	"                         watchdog from (default: /dev/kmsg, then\n"
	"                         /var/log/dmesg)\n"
	"  --profile FILE         diagnose a saved profile (another machine's, or\n"
	"                         one shipped in profiles/)\n"
	"  --from-perf-header FILE  the model and conditions from the header of\n"
	"                         'perf report --header-only' (or perf stat record)\n"
	"                         and/or a /proc/cpuinfo dump\n"
	"  --cpuinfo FILE         a /proc/cpuinfo dump to go with the header\n"
	"  -h, --help             this text\n"
	"\n"
	"Exit status: 0 hardware events count here; 3 they count partly (fewer\n"
	"counters, one held, user space only); 77 no hardware event counts here;\n"
	"1 or 2 when doctor itself fails.\n"
	"\n"
	"Testing aid: PMUSCHED_HOST_ROOT=DIR reads DIR as if it were / and\n"
	"PMUSCHED_HOST_CPUID=VENDOR:FAMILY:MODEL (then optionally :STEPPING,\n"
	":CORE_TYPE, :HYPERVISOR) stands in for CPUID; every command that reads\n"
	"the host honours both.\n";

enum { EXIT_PARTLY = 3 };

static const char *wd_name(enum pms_watchdog_kind k)
{
	static const char *const n[] = { "off", "perf", "buddy", "unknown" };

	return (unsigned)k < 4 ? n[k] : "unknown";
}

static const char *verdict_name(enum pms_host_verdict v)
{
	return v == PMS_HOST_CAN ? "can" : v == PMS_HOST_PARTLY ? "partly" : "cannot";
}

/* The PMU perf's type-4 (PERF_TYPE_RAW) events go to: cpu, or cpu_core. */
static const struct pms_host_pmu *main_pmu(const struct pms_host *h)
{
	for (int i = 0; i < h->n_pmus; i++)
		if (h->pmu[i].type == 4)
			return &h->pmu[i];
	return pms_host_core_pmu(h, NULL);
}

/* One core PMU's keys: flat for the type-4 one, an object in "pmus". */
static void print_json_pmu(struct json *j, const struct pms_host_pmu *u, bool object)
{
	if (object) {
		json_open(j, NULL, '{');
		json_kstr(j, "name", u->name);
	}
	json_kint(j, object ? "type" : "pmu_type", u->type);
	if (u->n_gp >= 0)
		json_kint(j, "gp_counters", u->n_gp);
	if (u->n_fixed >= 0)
		json_kint(j, "fixed_counters", u->n_fixed);
	json_kstr(j, "counters_from", u->counters_from);
	json_kint(j, "mux_interval_ms", u->mux_interval_ms);
	json_open(j, "events", '[');
	for (int i = 0; i < u->n_events; i++)
		json_kstr(j, NULL, u->events[i]);
	json_close(j);
	if (object)
		json_close(j);
}

static void print_json(struct cli *cli, const struct pms_host *h, enum pms_host_verdict v,
		       const struct pms_host_finding *f, int n)
{
	const struct pms_host_pmu *u = main_pmu(h);
	struct json j;

	json_begin(&j, cli->out, "doctor");
	json_kint(&j, "profile", 1);
	json_kstr(&j, "verdict", verdict_name(v));
	json_kstr(&j, "cpu_model", h->model ? pms_model_name(h->model) : NULL);
	if (h->has_cpuid) {
		json_kstr(&j, "vendor", h->cpuid.vendor);
		json_kint(&j, "family", h->cpuid.family);
		json_kint(&j, "model", h->cpuid.model);
		json_kint(&j, "stepping", h->cpuid.stepping);
		json_kint(&j, "core_type", h->cpuid.core_type);
		json_kstr(&j, "hypervisor", h->cpuid.hypervisor);
	}
	json_kbool(&j, "cpuinfo_hypervisor", h->cpuinfo_hypervisor);
	json_kstr(&j, "kernel", h->kernel_release[0] ? h->kernel_release : NULL);
	json_kstr(&j, "perf_version", h->perf_version_text[0] ? h->perf_version_text : NULL);
	json_kint(&j, "n_cpus", h->n_cpus);
	json_kstr(&j, "pmu", u ? u->name : NULL);
	if (u)
		print_json_pmu(&j, u, false);
	json_open(&j, "core_pmus", '[');
	for (int i = 0; i < h->n_pmus; i++)
		json_kstr(&j, NULL, h->pmu[i].name);
	json_close(&j);
	if (h->n_pmus > 1) {	/* hybrid: every core PMU, read back by --profile */
		json_open(&j, "pmus", '[');
		for (int i = 0; i < h->n_pmus; i++)
			print_json_pmu(&j, &h->pmu[i], true);
		json_close(&j);
	}
	json_kint(&j, "nmi_watchdog", h->nmi_watchdog);
	json_kstr(&j, "watchdog", wd_name(h->watchdog));
	json_kint(&j, "perf_event_paranoid", h->paranoid);
	json_kint(&j, "cap_perfmon", h->cap_perfmon);
	json_kint(&j, "cap_sys_admin", h->cap_sys_admin);
	json_kint(&j, "smt", h->smt_active);
	json_kint(&j, "allow_tsx_force_abort", h->allow_tfa);
	json_kint(&j, "tsx", h->tsx);
	json_open(&j, "findings", '[');
	for (int i = 0; i < n; i++) {
		json_open(&j, NULL, '{');
		json_kstr(&j, "level", verdict_name(f[i].level));
		json_kstr(&j, "code", f[i].code);
		json_kstr(&j, "what", f[i].what);
		json_kstr(&j, "fix", f[i].fix);
		json_close(&j);
	}
	json_close(&j);
	json_end(&j);
}

static void print_text(struct cli *cli, const struct pms_host *h, enum pms_host_verdict v,
		       const struct pms_host_finding *f, int n)
{
	const struct pms_host_pmu *u = main_pmu(h);
	FILE *o = cli->out;

	fprintf(o, "%s", h->model ? pms_model_name(h->model) : "CPU not modelled");
	if (h->has_cpuid)
		fprintf(o, " (%s family 0x%x model 0x%02x)", h->cpuid.vendor, h->cpuid.family,
			h->cpuid.model);
	fprintf(o, ", Linux %s, %s", h->kernel_release[0] ? h->kernel_release : "?",
		h->perf_version_text[0] ? h->perf_version_text : "no perf installed");
	if (h->cpuid.hypervisor[0] || h->cpuinfo_hypervisor)
		fprintf(o, ", under %s", h->cpuid.hypervisor[0] ? h->cpuid.hypervisor :
			"a hypervisor");
	fputc('\n', o);
	if (u) {
		for (int i = 0; i < h->n_pmus; i++) {
			const struct pms_host_pmu *p = &h->pmu[i];

			fprintf(o, "core PMU '%s'", p->name);
			if (p->n_gp >= 0)
				fprintf(o, ": %d general and %d fixed counters (%s)", p->n_gp,
					p->n_fixed >= 0 ? p->n_fixed : 0, p->counters_from);
			else
				fprintf(o, ": counters not in the boot log (pass --dmesg FILE)");
			fputc('\n', o);
		}
	}
	fprintf(o, "verdict: %s\n", v == PMS_HOST_CAN ? "hardware events count here" :
		v == PMS_HOST_PARTLY ? "hardware events count, with limits" :
		"no hardware event counts here");
	for (int i = 0; i < n; i++) {
		fprintf(o, "  %s\n", f[i].what);
		if (strcmp(f[i].fix, "none needed"))
			fprintf(o, "    fix: %s\n", f[i].fix);
	}
}

/* What doctor's options set. */
struct doctor_args {
	const char *dmesg, *profile, *header, *cpuinfo;
	bool json;
};

#define DR(field) offsetof(struct doctor_args, field)

const struct cli_opt doctor_optab[] = {
	{ "json", 0, NULL, CLI_OPT_FLAG, DR(json), NULL, 0, 0, NULL },
	{ "dmesg", 0, "FILE", CLI_OPT_STR, DR(dmesg), NULL, 0, 0, NULL },
	{ "profile", 0, "FILE", CLI_OPT_STR, DR(profile), NULL, 0, 0, NULL },
	{ "from-perf-header", 0, "FILE", CLI_OPT_STR, DR(header), NULL, 0, 0, NULL },
	{ "cpuinfo", 0, "FILE", CLI_OPT_STR, DR(cpuinfo), NULL, 0, 0, NULL },
	{ "help", 'h', NULL, CLI_OPT_HELP, 0, NULL, 0, 0, NULL },
	{ NULL, 0, NULL, 0, 0, NULL, 0, 0, NULL },
};

int cmd_doctor(struct cli *cli, int argc, char **argv)
{
	struct doctor_args a = { 0 };
	struct pms_host_finding f[8];
	const struct pms_host *h;
	enum pms_host_verdict v;
	struct cli_optset sets[1];
	int n, rc;

	memcpy(sets, cli_optab_of("doctor", &n), sizeof(sets));
	sets[0].set = &a;
	rc = cli_opt_parse_only(cli, argc, argv, sets, n, CLI_PARSE_PERMUTE, usage_doctor);
	if (rc >= 0)
		return rc;
	if (!!a.profile + !!a.header + !!a.dmesg > 1 || (a.cpuinfo && !a.header)) {
		cli_error(cli, "--profile, --from-perf-header and --dmesg are alternatives "
			  "(--cpuinfo goes with --from-perf-header)");
		return EXIT_USAGE;
	}
	if (a.profile) {
		if (cli_host_load_profile(cli, a.profile))
			return EXIT_USAGE;
		h = cli->host;
	} else if (a.header) {
		if (cli_host_from_header(cli, a.header, a.cpuinfo))
			return EXIT_USAGE;
		h = cli->host;
	} else {
		h = cli_host_full(cli, a.dmesg);
	}
	if (!h)
		return EXIT_FAIL;
	v = pms_host_diagnose(h, f, (int)(sizeof(f) / sizeof(f[0])), &n);
	if (a.json)
		print_json(cli, h, v, f, n);
	else
		print_text(cli, h, v, f, n);
	return v == PMS_HOST_CAN ? EXIT_OK : v == PMS_HOST_PARTLY ? EXIT_PARTLY : EXIT_NOCAP;
}
