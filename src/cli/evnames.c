/*
 * 'pmusched events --list-names --cpu MODEL': every event name the model
 * accepts, one a line, for shell completion.  Kept apart from
 * cmd_events.c, which only dispatches here.
 *
 * perf's generic and software names are offered when the library resolves
 * them for the model; the model's own names come from its libpfm4 PMU in
 * the library's dotted lower-case form (l1d_pend_miss.pending).
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <perfmon/pfmlib.h>
#include "cli.h"

static const char *const perf_names[] = {
	"cycles", "cpu-cycles", "instructions", "cache-references", "cache-misses",
	"branches", "branch-instructions", "branch-misses", "bus-cycles",
	"stalled-cycles-frontend", "stalled-cycles-backend", "ref-cycles",
	"cpu-clock", "task-clock", "page-faults", "faults", "context-switches", "cs",
	"cpu-migrations", "migrations", "minor-faults", "major-faults",
	"alignment-faults", "emulation-faults", "dummy",
	"L1-dcache-loads", "L1-dcache-load-misses", "L1-dcache-stores",
	"L1-icache-load-misses", "LLC-loads", "LLC-load-misses", "LLC-stores",
	"LLC-store-misses", "dTLB-loads", "dTLB-load-misses", "dTLB-stores",
	"dTLB-store-misses", "iTLB-loads", "iTLB-load-misses", "branch-loads",
	"branch-load-misses", "slots", "topdown-retiring", "topdown-bad-spec",
	"topdown-fe-bound", "topdown-be-bound",
};

static void print_lower(FILE *f, const char *a, const char *b)
{
	for (const char *p = a; *p; p++)
		fputc(tolower((unsigned char)*p), f);
	if (b) {
		fputc('.', f);
		for (const char *p = b; *p; p++)
			fputc(tolower((unsigned char)*p), f);
	}
	fputc('\n', f);
}

static void list_pfm(FILE *f, const char *pmu_name)
{
	pfm_pmu_t p;

	/* the library reads tables of absent PMUs the same way */
	setenv("LIBPFM_ENCODE_INACTIVE", "1", 0);
	if (!pmu_name || pfm_initialize() != PFM_SUCCESS)
		return;
	pfm_for_all_pmus(p) {
		pfm_pmu_info_t pinfo;

		memset(&pinfo, 0, sizeof(pinfo));
		pinfo.size = sizeof(pinfo);
		if (pfm_get_pmu_info(p, &pinfo) != PFM_SUCCESS || !pinfo.name ||
		    strcasecmp(pinfo.name, pmu_name))
			continue;
		for (int i = pinfo.first_event; i != -1; i = pfm_get_event_next(i)) {
			pfm_event_info_t einfo;
			int n_umasks = 0;

			memset(&einfo, 0, sizeof(einfo));
			einfo.size = sizeof(einfo);
			if (pfm_get_event_info(i, PFM_OS_NONE, &einfo) != PFM_SUCCESS || !einfo.name)
				continue;
			for (int a = 0; a < einfo.nattrs; a++) {
				pfm_event_attr_info_t ainfo;

				memset(&ainfo, 0, sizeof(ainfo));
				ainfo.size = sizeof(ainfo);
				if (pfm_get_event_attr_info(i, a, PFM_OS_NONE, &ainfo) != PFM_SUCCESS ||
				    ainfo.type != PFM_ATTR_UMASK || !ainfo.name)
					continue;
				print_lower(f, einfo.name, ainfo.name);
				n_umasks++;
			}
			if (!n_umasks)
				print_lower(f, einfo.name, NULL);
		}
		return;
	}
}

int cli_events_list_names(struct cli *cli, const char *cpu)
{
	const struct pms_model *m = NULL;
	struct pms_diag d;

	pms_diag_clear(&d);
	if (!cpu || !strcmp(cpu, "host")) {
		if (pms_model_host(&m, &d)) {
			cli_print_diag(cli, NULL, &d);
			return EXIT_FAIL;
		}
	} else if (!(m = pms_model_find(cpu))) {
		cli_error(cli, "unknown CPU model '%s'", cpu);
		return EXIT_USAGE;
	}
	for (size_t i = 0; i < sizeof(perf_names) / sizeof(perf_names[0]); i++) {
		struct pms_evlist *ev = NULL;

		if (pms_evlist_parse(m, perf_names[i], &ev, NULL) == PMS_OK)
			fprintf(cli->out, "%s\n", perf_names[i]);
		pms_evlist_free(ev);
	}
	list_pfm(cli->out, pms_model_pfm_pmu(m));
	return EXIT_OK;
}
