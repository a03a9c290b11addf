/*
 * 'pmusched list --cpu MODEL' for arm64 models: the PMU as the driver
 * probes it (names, counters, PMUv3p5, the instruction counter, MIDR),
 * how the driver places events (no constraint table), Apple's per-event
 * masks, and the NMI watchdog.
 */
#include <string.h>
#include "cli.h"
#include "list_arm.h"

static void pmu_names(const struct pms_arm_info *ai, char *buf, size_t n)
{
	if (ai->pmu_acpi && ai->pmu_dt)
		snprintf(buf, n, "%s (ACPI; %s on devicetree machines)", ai->pmu_acpi, ai->pmu_dt);
	else if (ai->pmu_acpi)
		snprintf(buf, n, "%s (ACPI; no devicetree compatible)", ai->pmu_acpi);
	else
		snprintf(buf, n, "%s (devicetree)", ai->pmu_dt ? ai->pmu_dt : "?");
}

/* The rules armv8pmu_get_event_idx() applies, in its order, for this PMU. */
static void v3_rules(FILE *f, const struct pms_arm_pmu *p)
{
	fputs("\nallocation (armv8pmu_get_event_idx, drivers/perf/arm_pmuv3.c 6.12; events\n"
	      "placed one by one in sched-in order: no constraint table, no weight order):\n", f);
	fputs("  1. CPU_CYCLES (0x11) takes CYCLES if free (not with a threshold, 6.11+)\n", f);
	if (p->has_icntr)
		fputs("  2. INST_RETIRED (0x08) takes INSTR if free (no threshold, no rdpmc)\n", f);
	else
		fputs("  2. no instruction counter (FEAT_PMUv3_ICNTR): INST_RETIRED is an ordinary event\n",
		      f);
	if (p->pmuv3p5)
		fputs("  3. PMUv3p5: 64-bit (long) events take one counter\n", f);
	else
		fputs("  3. no PMUv3p5: a 64-bit (long) event takes the first odd counter whose even\n"
		      "     neighbour is free, and both (armv8pmu_get_chain_idx)\n", f);
	fputs("  4. anything else: the lowest free general counter\n", f);
}

/* Apple's per-event masks in force: the events whose mask is not GP2-9. */
static void apple_rows(FILE *f, const struct pms_model *m, const struct pms_arm_pmu *p)
{
	const struct pms_arm_ev any = { .evtype = 0xff };
	uint64_t dflt = pms_arm_ev_mask(p, &any, NULL);
	char mask[64];

	pms_model_mask_format(m, dflt, mask, sizeof(mask));
	fprintf(f, "\nallocation (m1_pmu_get_event_idx, apple_m1_cpu_pmu.c 6.12): the lowest free\n"
		"counter of the event's mask (m1_pmu_event_affinity); events without a row: %s\n",
		mask);
	for (unsigned ev = 0; ev < 256; ev++) {
		struct pms_arm_ev e = { .evtype = (uint16_t)ev };
		uint64_t mk = pms_arm_ev_mask(p, &e, NULL);

		if (mk == dflt)
			continue;
		pms_model_mask_format(m, mk, mask, sizeof(mask));
		fprintf(f, "  event 0x%02x  %s\n", ev, mask);
	}
}

void list_arm_text(FILE *f, const struct pms_model *m, const struct pms_env *env)
{
	struct pms_arm_info ai;
	struct pms_arm_pmu p;
	char names[160], mask[96];
	int rc = pms_model_arm_pmu(m, env, &p, NULL);
	const struct pms_perf_table *t = pms_model_perf_table(m);

	if (pms_model_arm_info(m, &ai))
		return;
	pmu_names(&ai, names, sizeof(names));
	fprintf(f, "pmu:      %s, allocator %s\n", names, pms_alloc_name(pms_model_alloc(m)));
	fprintf(f, "midr:     implementer 0x%02x (%s)\n", (unsigned)ai.implementer, ai.src_midr);
	if (rc == PMS_ENOTSUP) {
		fputs("driver:   none at this kernel: no hardware event opens\n", f);
		return;
	}
	pms_model_mask_format(m, pms_model_counter_mask(m, env), mask, sizeof(mask));
	fprintf(f, "\ncounters: %s: %d general-purpose%s%s\n", mask, p.n_gp,
		p.kind == PMS_ARM_PMUV3 ? " (PMCR_EL0.N) + the cycle counter" : "",
		p.has_icntr ? " + the instruction counter" : "");
	fprintf(f, "  source: %s%s\n", ai.src_n, ai.unsure_n ? " [not confirmed]" : "");
	if (p.kind == PMS_ARM_PMUV3)
		fprintf(f, "pmuv3p5:  %s (%s)%s\n", p.pmuv3p5 ? "yes: 64-bit counters" :
			"no: 64-bit events chain two counters", ai.src_ver,
			ai.unsure_ver ? " [not confirmed]" : "");
	fprintf(f, "events:   %s%s%s (%s)\n", t ? "perf " : "", t ? pms_perf_table_dir(t) : "none",
		t ? "" : " in perf's JSON; legacy and raw events only", ai.src_events);
	fprintf(f, "watchdog: %s\n", ai.watchdog);
	if (p.kind == PMS_ARM_PMUV3)
		v3_rules(f, &p);
	else
		apple_rows(f, m, &p);
}

void list_arm_json(struct json *j, const struct pms_model *m, const struct pms_env *env)
{
	struct pms_arm_info ai;
	struct pms_arm_pmu p;
	const struct pms_perf_table *t = pms_model_perf_table(m);
	int rc = pms_model_arm_pmu(m, env, &p, NULL);

	if (pms_model_arm_info(m, &ai))
		return;
	json_open(j, "arm", '{');
	json_kstr(j, "core", ai.core);
	json_kstr(j, "pmu_acpi", ai.pmu_acpi);
	json_kstr(j, "pmu_devicetree", ai.pmu_dt);
	json_kuint(j, "implementer", (unsigned)ai.implementer);
	json_kbool(j, "driver", rc != PMS_ENOTSUP);
	json_kint(j, "n_gp", p.n_gp);
	json_kbool(j, "pmuv3p5", p.pmuv3p5);
	json_kbool(j, "instr_counter", p.has_icntr);
	json_khex(j, "counters", pms_model_counter_mask(m, env));
	json_kstr(j, "perf_events", t ? pms_perf_table_dir(t) : NULL);
	json_kstr(j, "watchdog", ai.watchdog);
	json_kbool(j, "counts_confirmed", !ai.unsure_n);
	json_kbool(j, "version_confirmed", !ai.unsure_ver);
	json_close(j);
}

/* Which core PMU this thread is on (CPUID leaf 0x1A, or the CPU's MIDR_EL1). */
void list_host_line(FILE *f)
{
	const struct pms_model *plat, *pmu;

	if (pms_model_host_pmu(&plat, &pmu, NULL) || !pmu)
		return;
	fprintf(f, "\nhost:     this thread runs on a CPU of core PMU %s%s\n",
		pms_model_pmu_name(pmu), !pms_model_is_hybrid(plat) ? "" :
		pms_model_core_type(pmu) == PMS_CORE_ATOM ? " (an E-core)" : " (a P-core)");
}

const char *list_core_type(const struct pms_model *p, bool brief, char *buf, size_t n)
{
	if (pms_model_alloc(p) != PMS_ALLOC_X86)
		snprintf(buf, n, "%s-cores%s", pms_model_core_type(p) == PMS_CORE_E ? "E" : "P",
			 brief ? "" : ", told apart by the MIDR part");
	else
		snprintf(buf, n, "%score type 0x%02x", brief ? "" : "CPUID leaf 0x1A ",
			 (unsigned)pms_model_core_type(p));
	return buf;
}
