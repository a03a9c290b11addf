/*
 * ARM64 cores: PMU size and features, MIDR identity, perf's event tables.
 * Fields and provenance rules: models/arm64/README.md.  Citations are
 * "file:table:version"; TRM = the core's Technical Reference Manual.
 */
#include "../arm64_table.h"

#define CPUTYPE "arch/arm64/include/asm/cputype.h:"
#define MAPFILE "tools/perf/pmu-events/arch/arm64/mapfile.csv:"

#define WD_GIC "perf NMI watchdog (6.5+): needs CONFIG_ARM64_PSEUDO_NMI and " \
	"irqchip.gicv3_pseudo_nmi=1 (GICv3); takes CYCLES"
#define WD_AIC "no perf NMI watchdog: the Apple AIC has no NMI " \
	"(only irq-gic-v3.c sets IRQCHIP_SUPPORTS_NMI, 6.12)"

static const uint16_t n1_parts[] = { 0xd0c, 0 };
static const uint16_t v1_parts[] = { 0xd40, 0 };
static const uint16_t n2_parts[] = { 0xd49, 0 };
static const uint16_t v2_parts[] = { 0xd4f, 0 };
static const uint16_t a1_parts[] = { 0xac3, 0 };
static const uint16_t no_parts[] = { 0 };
static const uint16_t m1e_parts[] = { 0x022, 0x024, 0x028, 0 };
static const uint16_t m1p_parts[] = { 0x023, 0x025, 0x029, 0 };
static const uint16_t m2e_parts[] = { 0x032, 0x034, 0x038, 0 };
static const uint16_t m2p_parts[] = { 0x033, 0x035, 0x039, 0 };

/*
 * ACPI machines name the PMU armv8_pmuv3_<n> (arm_pmu_acpi_probe(),
 * arm_pmu_acpi.c 6.12); devicetree ones after the init function the
 * compatible selects (PMUV3_INIT_SIMPLE names and armv8_pmu_of_device_ids,
 * arm_pmuv3.c 6.12: Neoverse N2 is armv9_neoverse_n2).  AmpereOne has no
 * devicetree compatible in 6.12.
 */
#define END_TYPES { NULL, NULL, NULL, NULL, NULL }
static const struct pms_arm_coretype n1_types[] = {
	{ "", "armv8_pmuv3_0", "arm,neoverse-n1-pmu", n1_parts, "armv8_neoverse_n1" },
	END_TYPES };
static const struct pms_arm_coretype v1_types[] = {
	{ "", "armv8_pmuv3_0", "arm,neoverse-v1-pmu", v1_parts, "armv8_neoverse_v1" },
	END_TYPES };
static const struct pms_arm_coretype n2_types[] = {
	{ "", "armv8_pmuv3_0", "arm,neoverse-n2-pmu", n2_parts, "armv9_neoverse_n2" },
	END_TYPES };
static const struct pms_arm_coretype v2_types[] = {
	{ "", "armv8_pmuv3_0", "arm,neoverse-v2-pmu", v2_parts, "armv8_neoverse_v2" },
	END_TYPES };
static const struct pms_arm_coretype a1_types[] = {
	{ "", "armv8_pmuv3_0", NULL, a1_parts, NULL }, END_TYPES };
/* armv8_pmuv3_pmu_init() gives the devicetree name armv8_pmuv3 (arm_pmuv3.c 6.12) */
static const struct pms_arm_coretype generic_types[] = {
	{ "", "armv8_pmuv3_0", "arm,armv8-pmuv3", no_parts, "armv8_pmuv3" }, END_TYPES };
/* Apple: devicetree only; m1_pmu_*_init() names (apple_m1_cpu_pmu.c 6.12) */
static const struct pms_arm_coretype m1_types[] = {
	{ "E", "apple_icestorm_pmu", "apple,icestorm-pmu", m1e_parts, "apple_icestorm_pmu" },
	{ "P", "apple_firestorm_pmu", "apple,firestorm-pmu", m1p_parts, "apple_firestorm_pmu" },
	END_TYPES };
static const struct pms_arm_coretype m2_types[] = {
	{ "E", "apple_blizzard_pmu", "apple,blizzard-pmu", m2e_parts, "apple_blizzard_pmu" },
	{ "P", "apple_avalanche_pmu", "apple,avalanche-pmu", m2p_parts, "apple_avalanche_pmu" },
	END_TYPES };

const struct pms_arm_core pms_arm_cores[] = {
	{
		.name = "neoverse-n1", .long_name = "Arm Neoverse N1",
		.aliases = "graviton2,altra,altra-max",
		.kind = PMS_ARM_PMUV3, .implementer = 0x41, .n_gp = 6, .pmuver = 4,
		.flags = PMS_ARMC_UNSURE_VER, .types = n1_types,
		.events_dir = "arm/neoverse-n1", .events_dir_61 = "arm/cortex-a76-n1",
		.mapfile_midr = "0x00000000410fd0c0", .watchdog = WD_GIC,
		.src_n = "libpfm_arm_neoverse_n1(3):DESCRIPTION:libpfm4 4.13 (6 counters); "
			"Cortex-A76 TRM 100798:PMCR_EL0.N=0b00110:r3p0 (same PMU)",
		.src_ver = "Armv8.2 core: PMUv3p5 not permitted before Armv8.4, so no long "
			"counters; PMUVer 4 (PMUv3p1) not re-read from the TRM",
		.src_midr = CPUTYPE "ARM_CPU_IMP_ARM,ARM_CPU_PART_NEOVERSE_N1:6.1+6.12",
		.src_events = MAPFILE "0x00000000410fd0c0:6.12 (6.1: arm/cortex-a76-n1)",
	},
	{
		.name = "neoverse-v1", .long_name = "Arm Neoverse V1",
		.aliases = "graviton3",
		.kind = PMS_ARM_PMUV3, .implementer = 0x41, .n_gp = 6, .pmuver = 5,
		.flags = PMS_ARMC_UNSURE_VER, .types = v1_types,
		.events_dir = "arm/neoverse-v1", .events_dir_61 = "arm/neoverse-v1",
		.mapfile_midr = "0x00000000410fd400", .watchdog = WD_GIC,
		.src_n = "libpfm_arm_neoverse_v1(3):DESCRIPTION:libpfm4 4.13 (6 counters)",
		.src_ver = "Armv8.4 core: PMUVer 5 (PMUv3p4) assumed, PMUv3p5 is optional "
			"in Armv8.4; not confirmed from the TRM",
		.src_midr = CPUTYPE "ARM_CPU_IMP_ARM,ARM_CPU_PART_NEOVERSE_V1:6.1+6.12",
		.src_events = MAPFILE "0x00000000410fd400:6.1+6.12",
	},
	{
		.name = "neoverse-n2", .long_name = "Arm Neoverse N2",
		.aliases = "cobalt-100,yitian-710",
		.kind = PMS_ARM_PMUV3, .implementer = 0x41, .n_gp = 6, .pmuver = 6,
		.types = n2_types,
		.events_dir = "arm/neoverse-n2-v2", .events_dir_61 = "arm/neoverse-n2",
		.mapfile_midr = "0x00000000410fd490", .watchdog = WD_GIC,
		.src_n = "libpfm_arm_neoverse_n2(3):DESCRIPTION:libpfm4 4.13 (6 counters)",
		.src_ver = "Armv9.0 core (Armv8.5 base): PMUv3p5 is required from Armv8.5",
		.src_midr = CPUTYPE "ARM_CPU_IMP_ARM,ARM_CPU_PART_NEOVERSE_N2:6.1+6.12",
		.src_events = MAPFILE "0x00000000410fd490:6.12 (6.1: arm/neoverse-n2)",
	},
	{
		.name = "neoverse-v2", .long_name = "Arm Neoverse V2",
		.aliases = "grace,graviton4,axion",
		.kind = PMS_ARM_PMUV3, .implementer = 0x41, .n_gp = 6, .pmuver = 6,
		.types = v2_types,
		.events_dir = "arm/neoverse-n2-v2", .events_dir_61 = NULL,
		.mapfile_midr = "0x00000000410fd4f0", .watchdog = WD_GIC,
		.src_n = "libpfm_arm_neoverse_v2(3):DESCRIPTION:libpfm4 4.13 (6 counters)",
		.src_ver = "Armv9.0 core (Armv8.5 base): PMUv3p5 is required from Armv8.5",
		.src_midr = CPUTYPE "ARM_CPU_IMP_ARM,ARM_CPU_PART_NEOVERSE_V2:6.1+6.12",
		.src_events = MAPFILE "0x00000000410fd4f0:6.12 (no row in 6.1)",
	},
	{
		.name = "ampereone", .long_name = "AmpereOne (AC03)",
		.aliases = "ampere1",
		.kind = PMS_ARM_PMUV3, .implementer = 0xc0, .n_gp = 10, .pmuver = 6,
		.flags = PMS_ARMC_UNSURE_N | PMS_ARMC_UNSURE_VER, .types = a1_types,
		.events_dir = "ampere/ampereone", .events_dir_61 = NULL,
		.mapfile_midr = "0x00000000c00fac30", .watchdog = WD_GIC,
		.src_n = "UNVERIFIED: 10 from memory of vendor material; no TRM, kernel, DT "
			"or ACPI source read gives PMCR_EL0.N",
		.src_ver = "Armv8.6 core: PMUv3p5 is required from Armv8.5 (PMUVer not read)",
		.src_midr = CPUTYPE "ARM_CPU_IMP_AMPERE,AMPERE_CPU_PART_AMPERE1:6.1+6.12",
		.src_events = MAPFILE "0x00000000c00fac30:6.12 (no row in 6.1; 0xac4 is "
			"ampere/ampereonex, not modelled)",
	},
	{
		.name = "apple-m1", .long_name = "Apple M1 (Icestorm/Firestorm)",
		.aliases = "m1,m1-pro,m1-max",
		.kind = PMS_ARM_APPLE_M1, .implementer = 0x61, .n_gp = PMS_ARM_APPLE_NCTR,
		.pmuver = 0, .driver_since = PMS_ARM_K_APPLE_M1, .types = m1_types,
		.events_dir = NULL, .events_dir_61 = NULL, .mapfile_midr = NULL,
		.watchdog = WD_AIC,
		.src_n = "drivers/perf/apple_m1_cpu_pmu.c:M1_PMU_NR_COUNTERS:6.1+6.12",
		.src_ver = "drivers/perf/apple_m1_cpu_pmu.c:m1_pmu_init:6.12 (not PMUv3)",
		.src_midr = CPUTYPE "APPLE_CPU_PART_M1_*:6.1+6.12",
		.src_events = MAPFILE "no Apple row in 6.1 or 6.12; sysfs events cycles "
			"and instructions only (m1_pmu_event_attrs, 6.12)",
	},
	{
		.name = "apple-m2", .long_name = "Apple M2 (Blizzard/Avalanche)",
		.aliases = "m2,m2-pro,m2-max",
		.kind = PMS_ARM_APPLE_M2, .implementer = 0x61, .n_gp = PMS_ARM_APPLE_NCTR,
		.pmuver = 0, .driver_since = PMS_ARM_K_APPLE_M2, .types = m2_types,
		.events_dir = NULL, .events_dir_61 = NULL, .mapfile_midr = NULL,
		.watchdog = WD_AIC,
		.src_n = "drivers/perf/apple_m1_cpu_pmu.c:M1_PMU_NR_COUNTERS:6.12",
		.src_ver = "drivers/perf/apple_m1_cpu_pmu.c:m2_pmu_avalanche_init:6.12 "
			"(not PMUv3; 63-bit counters)",
		.src_midr = CPUTYPE "APPLE_CPU_PART_M2_*:6.12 (absent in 6.1)",
		.src_events = MAPFILE "no Apple row in 6.12; sysfs cycles and instructions "
			"only (m1_pmu_event_attrs, 6.12)",
	},
	{
		/* Any PMUv3 core without a row of its own (a new part, a QEMU or
		 * cloud guest with an unlisted MIDR): what the architecture and
		 * the driver fix, with the counters and PMUVer as options. */
		.name = "armv8-pmuv3", .long_name = "Arm PMUv3, core not modelled",
		.aliases = "pmuv3,arm64-generic",
		.kind = PMS_ARM_PMUV3, .implementer = 0, .n_gp = 6, .pmuver = 4,
		.flags = PMS_ARMC_UNSURE_N | PMS_ARMC_UNSURE_VER | PMS_ARMC_GENERIC,
		.types = generic_types, .events_dir = NULL, .events_dir_61 = NULL,
		.mapfile_midr = NULL, .watchdog = WD_GIC,
		.src_n = "PMCR_EL0.N is the core's own (0-31): 6 assumed, the count of the "
			"Neoverse rows; --counters N, or the boot log's 'N counters available' "
			"line (arm_pmu.c armpmu_register(): the cycle counter is counted too)",
		.src_ver = "ID_AA64DFR0_EL1.PMUVer unknown: PMUv3p1 assumed (no 64-bit "
			"counters); --pmuv3p5 yes|no",
		.src_midr = "none: stands in for a MIDR no core row claims (host detection "
			"falls back to it when sysfs has an armv8_/armv9_ PMU)",
		.src_events = "no perf JSON table (mapfile.csv has no row for the MIDR); the "
			"sysfs names of armv8_pmuv3_event_attrs (drivers/perf/arm_pmuv3.c 6.12, "
			"7.3; arch/arm64/kernel/perf_event.c 6.1: the same 88 names)",
	},
};

const size_t pms_arm_n_cores = sizeof(pms_arm_cores) / sizeof(pms_arm_cores[0]);
