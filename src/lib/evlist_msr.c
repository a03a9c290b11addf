/*
 * The x86 "msr" PMU's events (arch/x86/events/msr.c): its sysfs event
 * aliases with their encodings, and which CPUs expose each.
 *
 * The kernel's msr[] table and its PMU_EVENT_ATTR_STRING aliases are the same
 * in Linux 6.1, 6.12, 7.2 and 7.3: tsc event=0x00, aperf 0x01, mperf 0x02,
 * pperf 0x03, smi 0x04, ptsc 0x05, irperf 0x06, cpu_thermal_margin 0x07,
 * one format "event" = config:0-63.  perf matches a sysfs alias without
 * regard to case (pmu_find_alias() in util/pmu.c uses strcasecmp), and a
 * bare event name is looked up on every PMU (parse_events_multi_pmu_add()),
 * so a metric's "TSC" opens msr/tsc/.
 *
 * Availability follows each entry's test in msr[]: tsc always; aperf and
 * mperf need APERFMPERF (every modelled x86 core has it); pperf and smi
 * need an Intel CPU (test_intel(), then perf_msr_probe() reads the MSR);
 * cpu_thermal_margin Intel's DTHERM; ptsc AMD family 15h's PTSC; irperf
 * AMD's IRPERF (family 17h on).  perf_msr_probe() also drops an MSR the
 * CPU cannot read (PPERF before Skylake, for instance): that per-model
 * probe is not modelled, so such an event is accepted on any Intel model.
 */
#include <string.h>
#include <strings.h>
#include "evlist_int.h"

enum msr_cpu { MSR_ANY, MSR_INTEL, MSR_AMD };

static const struct {
	const char *name;
	uint8_t event;
	uint8_t cpu;	/* enum msr_cpu */
} msr_events[] = {
	{ "tsc", 0x00, MSR_ANY },
	{ "aperf", 0x01, MSR_ANY },
	{ "mperf", 0x02, MSR_ANY },
	{ "pperf", 0x03, MSR_INTEL },
	{ "smi", 0x04, MSR_INTEL },
	{ "ptsc", 0x05, MSR_AMD },
	{ "irperf", 0x06, MSR_AMD },
	{ "cpu_thermal_margin", 0x07, MSR_INTEL },
};

bool pmsi_msr_pmu_exists(const struct pms_model *m)
{
	enum pms_vendor v = pms_model_vendor(m);

	return v == PMS_VENDOR_INTEL || v == PMS_VENDOR_AMD;
}

/*
 * msr.c test_intel() of Linux 6.1-6.12: PPERF and SMI only on the listed
 * models (by x86 model number; here by pmusched model): SMI alone on
 * Nehalem..Broadwell (client and server), Sapphire/Emerald/Granite Rapids
 * (and the Silvermont..Tremont Atoms, Xeon Phi, not modelled); SMI and
 * PPERF on Skylake..Meteor Lake (incl. SKYLAKE_X for skx/clx, ICELAKE_X,
 * ATOM_GRACEMONT for adl-n).  Others (srf: ATOM_CRESTMONT_X, grr, cwf,
 * lnl, arl, ptl...) have neither.  From 7.2 (7.2.13 and 7.3.4 trees)
 * test_intel() is true for every Intel part and perf_msr_probe() reads
 * the MSR on the machine: not modelled, the event is accepted.
 */
static const char *const msr_smi_only[] = {
	"nhm", "wsm", "snb", "snb-ep", "ivb", "ivb-ep", "hsw", "hsw-ep", "bdw", "bdw-ep",
	"spr", "emr", "gnr",
};
static const char *const msr_smi_pperf[] = {
	"skl", "skx", "clx", "cml", "icl", "icx", "adl", "adl-n", "rpl", "mtl",
};

static bool in_list(const char *name, const char *const *l, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (!strcmp(l[i], name))
			return true;
	return false;
}

/* Whether Linux @kver's msr.c gives Intel model @m msr event @event (3: pperf, 4: smi). */
static bool intel_listed(const struct pms_model *m, uint32_t kver, unsigned event)
{
	const struct pms_model *p = pms_model_platform(m);
	const char *name = pms_model_name(p ? p : m);

	if (!kver || kver >= PMS_KVER(7, 2) || (event != 0x03 && event != 0x04))
		return true;
	if (in_list(name, msr_smi_pperf, PMS_ARRAY_SIZE(msr_smi_pperf)))
		return true;
	return event == 0x04 && in_list(name, msr_smi_only, PMS_ARRAY_SIZE(msr_smi_only));
}

int pmsi_msr_event(const struct pms_model *m, uint32_t kver, const char *name, size_t len,
		   uint64_t *config)
{
	enum pms_vendor v = pms_model_vendor(m);

	if (!pmsi_msr_pmu_exists(m))
		return PMSI_MSR_NONE;
	for (size_t i = 0; i < PMS_ARRAY_SIZE(msr_events); i++) {
		if (strlen(msr_events[i].name) != len || strncasecmp(msr_events[i].name, name, len))
			continue;
		if ((msr_events[i].cpu == MSR_INTEL && v != PMS_VENDOR_INTEL) ||
		    (msr_events[i].cpu == MSR_AMD && v != PMS_VENDOR_AMD))
			return PMSI_MSR_ABSENT;
		if (v == PMS_VENDOR_INTEL && !intel_listed(m, kver, msr_events[i].event))
			return PMSI_MSR_NOT_ON_MODEL;
		*config = msr_events[i].event;
		return PMSI_MSR_FOUND;
	}
	return PMSI_MSR_NONE;
}

const char *pmsi_msr_names(const struct pms_model *m)
{
	return pms_model_vendor(m) == PMS_VENDOR_AMD ? "tsc, aperf, mperf, ptsc, irperf"
		: "tsc, aperf, mperf, pperf, smi, cpu_thermal_margin";
}
