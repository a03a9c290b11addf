/*
 * Non-core PMUs of x86 platforms: box types, boxes, counters, fixed and
 * free-running counters, constraint tables.  Reviewed data; every row
 * names the kernel table it comes from (arch/x86/events/ of Debian's
 * 6.1.176, 6.12.117 and 7.3.4 trees; "since" is the first of those three
 * that has the row, not a mainline date).
 *
 * Box counts and counters the kernel reads from the hardware at boot
 * (the uncore discovery table of SPR and later, CAPID registers for the
 * CHA count, CPUID 0x80000022 on AMD) are marked boxes_assumed: the
 * figure is the one stated in the source column, and a real machine's
 * /sys/bus/event_source/devices decides.  Types are sorted by PMU name.
 */
#include "uncore_int.h"

#define K61  PMS_KVER(6, 1)
#define K612 PMS_KVER(6, 12)

#define INTEL(n, b, g, fx, cs, sc, since, src) \
	{ "uncore_" n, b, g, fx, false, PMS_UNC_INTEL, cs, sc, since, src, PMS_UNC_FILTER_NONE, false }
#define INTEL_HW(n, b, g, fx, cs, sc, since, src) \
	{ "uncore_" n, b, g, fx, true, PMS_UNC_INTEL, cs, sc, since, src, PMS_UNC_FILTER_NONE, false }
/* a type with a shared filter register (enum pms_uncore_filter) */
#define INTEL_F(n, b, g, fx, assumed, cs, sc, since, src, flt) \
	{ "uncore_" n, b, g, fx, assumed, PMS_UNC_INTEL, cs, sc, since, src, flt, false }
#define FREE(n, b, assumed, sc, since, src) \
	{ n, b, 0, false, assumed, PMS_UNC_FREE, NULL, sc, since, src, PMS_UNC_FILTER_NONE, false }
#define AMD(n, b, g, sc, since, src) \
	{ n, b, g, false, true, PMS_UNC_AMD, NULL, sc, since, src, PMS_UNC_FILTER_NONE, false }

/* UNCORE_EVENT_CONSTRAINT(code, mask) rows, uncore_snbep.c / uncore_snb.c 6.12 */
static const struct pms_uncore_cstr skx_cha_cstr[] = {	/* skx_uncore_chabox_constraints */
	{ 0x11, 0x1 }, { 0x36, 0x1 }, { 0, 0 } };
static const struct pms_uncore_cstr skx_iio_cstr[] = {	/* skx_uncore_iio_constraints */
	{ 0x83, 0x3 }, { 0x88, 0xc }, { 0x95, 0xc }, { 0xc0, 0xc }, { 0xc5, 0xc },
	{ 0xd4, 0xc }, { 0xd5, 0xc }, { 0, 0 } };
static const struct pms_uncore_cstr skx_m2pcie_cstr[] = {	/* skx_uncore_m2pcie_constraints */
	{ 0x23, 0x3 }, { 0, 0 } };
static const struct pms_uncore_cstr skx_m3upi_cstr[] = {	/* skx_uncore_m3upi_constraints */
	{ 0x1d, 0x1 }, { 0x1e, 0x1 }, { 0x40, 0x7 }, { 0x4e, 0x7 }, { 0x4f, 0x7 },
	{ 0x50, 0x7 }, { 0x51, 0x7 }, { 0x52, 0x7 }, { 0, 0 } };
static const struct pms_uncore_cstr icx_iio_cstr[] = {	/* icx_uncore_iio_constraints */
	{ 0x02, 0x3 }, { 0x03, 0x3 }, { 0x83, 0x3 }, { 0x88, 0xc }, { 0xc0, 0xc },
	{ 0xc5, 0xc }, { 0xd5, 0xc }, { 0, 0 } };
static const struct pms_uncore_cstr icx_m2pcie_cstr[] = {	/* icx_uncore_m2pcie_constraints */
	{ 0x14, 0x3 }, { 0x23, 0x3 }, { 0x2d, 0x3 }, { 0, 0 } };
static const struct pms_uncore_cstr icx_m3upi_cstr[] = {	/* icx_uncore_m3upi_constraints */
	{ 0x1c, 0x1 }, { 0x1d, 0x1 }, { 0x1e, 0x1 }, { 0x1f, 0x1 }, { 0x40, 0x7 },
	{ 0x4e, 0x7 }, { 0x4f, 0x7 }, { 0x50, 0x7 }, { 0, 0 } };
static const struct pms_uncore_cstr spr_m2pcie_cstr[] = {	/* spr_uncore_m2pcie_constraints */
	{ 0x14, 0x3 }, { 0x2d, 0x3 }, { 0, 0 } };
static const struct pms_uncore_cstr snb_arb_cstr[] = {	/* snb_uncore_arb_constraints */
	{ 0x80, 0x1 }, { 0x83, 0x1 }, { 0, 0 } };

#define RAPL(since, src)   FREE("power", 1, false, "package", since, "rapl.c " src)
#define CST_CORE(src)      FREE("cstate_core", 1, false, "core", K61, "cstate.c " src)
#define CST_PKG(src)       FREE("cstate_pkg", 1, false, "package", K61, "cstate.c " src)

static const struct pms_uncore_type skx[] = {
	CST_CORE("snb_cstates (SKYLAKE_X)"),
	CST_PKG("snb_cstates (SKYLAKE_X)"),
	RAPL(K61, "model_hsx (SKYLAKE_X)"),
	INTEL_F("cha", 28, 4, false, true, skx_cha_cstr, "socket", K61,
		"uncore_snbep.c skx_uncore_chabox; boxes: skx_count_chabox() reads CAPID6, 28 on the XCC die",
		PMS_UNC_FILTER_SKX_CHA),
	INTEL("iio", 6, 4, false, skx_iio_cstr, "socket", K61, "uncore_snbep.c skx_uncore_iio"),
	FREE("uncore_iio_free_running", 6, false, "socket", K61, "uncore_snbep.c skx_uncore_iio_free_running"),
	INTEL("imc", 6, 4, true, NULL, "socket", K61, "uncore_snbep.c skx_uncore_imc"),
	INTEL("irp", 6, 2, false, NULL, "socket", K61, "uncore_snbep.c skx_uncore_irp"),
	INTEL("m2m", 2, 4, false, NULL, "socket", K61, "uncore_snbep.c skx_uncore_m2m"),
	INTEL("m2pcie", 4, 4, false, skx_m2pcie_cstr, "socket", K61, "uncore_snbep.c skx_uncore_m2pcie"),
	INTEL("m3upi", 3, 3, false, skx_m3upi_cstr, "socket", K61, "uncore_snbep.c skx_uncore_m3upi"),
	INTEL_F("pcu", 1, 4, false, false, NULL, "socket", K61, "uncore_snbep.c skx_uncore_pcu",
		PMS_UNC_FILTER_PCU_BAND),
	INTEL("ubox", 1, 2, true, NULL, "socket", K61, "uncore_snbep.c skx_uncore_ubox"),
	INTEL("upi", 3, 4, false, NULL, "socket", K61, "uncore_snbep.c skx_uncore_upi"),
};

static const struct pms_uncore_type icx[] = {
	CST_CORE("icx_cstates"),
	CST_PKG("icx_cstates"),
	RAPL(K61, "model_hsx (ICELAKE_X)"),
	INTEL_HW("cha", 40, 4, false, skx_cha_cstr, "socket", K61,
		 "uncore_snbep.c icx_uncore_chabox (skx_uncore_chabox_constraints); boxes: "
		 "icx_count_chabox() reads CAPID, 40 on the XCC die"),
	INTEL("iio", 6, 4, false, icx_iio_cstr, "socket", K61, "uncore_snbep.c icx_uncore_iio"),
	FREE("uncore_iio_free_running", 6, false, "socket", K61, "uncore_snbep.c icx_uncore_iio_free_running"),
	INTEL("imc", 12, 4, true, NULL, "socket", K61, "uncore_snbep.c icx_uncore_imc"),
	FREE("uncore_imc_free_running", 4, false, "socket", K61, "uncore_snbep.c icx_uncore_imc_free_running"),
	INTEL("irp", 6, 2, false, NULL, "socket", K61, "uncore_snbep.c icx_uncore_irp"),
	INTEL("m2m", 4, 4, false, NULL, "socket", K61, "uncore_snbep.c icx_uncore_m2m"),
	INTEL("m2pcie", 6, 4, false, icx_m2pcie_cstr, "socket", K61, "uncore_snbep.c icx_uncore_m2pcie"),
	INTEL("m3upi", 3, 4, false, icx_m3upi_cstr, "socket", K61, "uncore_snbep.c icx_uncore_m3upi"),
	INTEL_F("pcu", 1, 4, false, false, NULL, "socket", K61,
		"uncore_snbep.c skx_uncore_pcu in icx_msr_uncores[]", PMS_UNC_FILTER_PCU_BAND),
	INTEL("ubox", 1, 2, true, NULL, "socket", K61, "uncore_snbep.c icx_uncore_ubox"),
	INTEL("upi", 3, 4, false, NULL, "socket", K61, "uncore_snbep.c icx_uncore_upi"),
};

/*
 * spr_uncores[] (uncore_snbep.c): the types come from the discovery table,
 * whose per-unit counter count and unit count the kernel reads at boot
 * (uncore_discovery.c parse_discovery_table()); counters here are those
 * of Intel's SPR uncore PMU reference (CHA, IIO, M2PCIe, PCU, M2M, UPI,
 * M3UPI 4; IRP 2; iMC 4 plus the fixed counter spr_uncore_imc declares),
 * boxes those of a 4-tile XCC part.  UPI and M3UPI are not in the table:
 * SPR_UNCORE_UPI_NUM_BOXES = 4.
 */
#define SPR_TYPES(chas, src)								\
	CST_CORE("icx_cstates"),							\
	CST_PKG("icx_cstates"),								\
	RAPL(K61, "model_spr"),								\
	INTEL_F("cha", chas, 4, false, true, skx_cha_cstr, "socket", K61,		\
		"uncore_snbep.c spr_uncore_chabox (skx_uncore_chabox_constraints); "	\
		"boxes from the discovery table: " src, PMS_UNC_FILTER_TID),		\
	INTEL_HW("iio", 12, 4, false, icx_iio_cstr, "socket", K61,			\
		 "uncore_snbep.c spr_uncore_iio (icx_uncore_iio_constraints); discovery"), \
	FREE("uncore_iio_free_running", 12, true, "socket", K61,			\
	     "uncore_snbep.c spr_uncore_iio_free_running; discovery"),			\
	INTEL_HW("imc", 8, 4, true, NULL, "socket", K61,				\
		 "uncore_snbep.c spr_uncore_imc (fixed_ctl); discovery: 8 channels"),	\
	FREE("uncore_imc_free_running", 4, true, "socket", K61,			\
	     "uncore_snbep.c spr_uncore_imc_free_running; discovery: one per controller"), \
	INTEL_HW("irp", 12, 2, false, NULL, "socket", K61, "uncore_snbep.c spr_uncore_irp; discovery"), \
	INTEL_HW("m2m", 4, 4, false, NULL, "socket", K61, "uncore_snbep.c spr_uncore_m2m; discovery"), \
	INTEL_HW("m2pcie", 12, 4, false, spr_m2pcie_cstr, "socket", K61,		\
		 "uncore_snbep.c spr_uncore_m2pcie; discovery"),			\
	INTEL("m3upi", 4, 4, false, icx_m3upi_cstr, "socket", K61,			\
	      "uncore_snbep.c spr_uncore_m3upi (icx_uncore_m3upi_constraints)"),	\
	INTEL_HW("pcu", 1, 4, false, NULL, "socket", K61, "uncore_snbep.c spr_uncore_pcu; discovery"), \
	INTEL("upi", 4, 4, false, NULL, "socket", K61, "uncore_snbep.c spr_uncore_upi")

static const struct pms_uncore_type spr[] = { SPR_TYPES(60, "60 on a 4-tile XCC part") };
static const struct pms_uncore_type emr[] = { SPR_TYPES(66, "66 on a 2-tile XCC part") };

/* gnr_uncores[] (uncore_snbep.c 6.12/7.3, gnr_uncore_init): discovery
 * types; rapl.c of 6.12 and 7.3 has no row for GNR/SRF: no power PMU. */
/* PCU: the 7.3 gnr, srf and cwf metrics read pcu_0@UNC_P_CLOCKTICKS@ where
 * spr/emr's read the one PCU bare (uncore_get_pmu_name(): a type of one box
 * is uncore_pcu, of several uncore_pcu_<id>), so these parts show several
 * PCUs: one per compute die assumed (gnr 3, srf 2). */
#define GNR_TYPES(chas, imcs, upis, pcus, src, module)				\
	CST_CORE("icx_cstates (GRANITERAPIDS) / srf_cstates"),				\
	module										\
	CST_PKG("icx_cstates (GRANITERAPIDS) / srf_cstates"),				\
	INTEL_HW("b2cmi", imcs, 4, false, NULL, "socket", K612, "uncore_snbep.c gnr_uncore_b2cmi; discovery"), \
	INTEL_HW("b2upi", upis, 4, false, NULL, "socket", K612, "uncore_snbep.c gnr_uncore_b2upi; discovery"), \
	INTEL_F("cha", chas, 4, false, true, skx_cha_cstr, "socket", K612,		\
		"uncore_snbep.c spr_uncore_chabox in gnr_uncores[]; discovery: " src,	\
		PMS_UNC_FILTER_TID),							\
	INTEL_HW("iio", 16, 4, false, icx_iio_cstr, "socket", K612, "uncore_snbep.c spr_uncore_iio; discovery"), \
	INTEL_HW("imc", imcs, 4, true, NULL, "socket", K612, "uncore_snbep.c gnr_uncore_imc (fixed_ctl); discovery"), \
	INTEL_HW("irp", 16, 2, false, NULL, "socket", K612, "uncore_snbep.c spr_uncore_irp; discovery"), \
	INTEL_HW("pcu", pcus, 4, false, NULL, "socket", K612,				\
		 "uncore_snbep.c spr_uncore_pcu; discovery: one per compute die assumed"), \
	INTEL_HW("ubox", 1, 2, false, NULL, "socket", K612, "uncore_snbep.c gnr_uncore_ubox; discovery"), \
	INTEL_HW("upi", upis, 4, false, NULL, "socket", K612, "uncore_snbep.c gnr_uncore_upi; discovery")

static const struct pms_uncore_type gnr[] = { GNR_TYPES(86, 12, 6, 3, "86 on a 3-compute-die part", ) };
/* srf_cstates (6.12): module C6 residency, the cstate_module PMU */
#define SRF_MODULE FREE("cstate_module", 1, false, "module", K612, "cstate.c srf_cstates"),
static const struct pms_uncore_type srf[] = {
	GNR_TYPES(36, 8, 4, 2, "36 on a 144-core part", SRF_MODULE)
};

/*
 * Client parts (uncore_snb.c, the same types in 6.1, 6.12 and 7.3): every
 * box is package-wide and CPU-wide only.  adl_uncore_init (ALDERLAKE,
 * ALDERLAKE_L, RAPTORLAKE, RAPTORLAKE_P, RAPTORLAKE_S in uncore.c
 * uncore_match): adl_msr_uncores[] (cbox, arb, clock) and
 * adl_mmio_uncores[] (imc, imc_free_running).  mtl_uncore_init
 * (METEORLAKE, METEORLAKE_L, ARROWLAKE*): mtl_msr_uncores[] (cbox,
 * hac_arb, arb, hac_cbox, cncu, sncu) and the same adl_mmio_uncores[].
 * cbox: icl_get_cbox_num() reads the count from MSR_UNC_CBO_CONFIG at
 * boot (assumed: one per P core and per E-core module).  The clock, cncu
 * and sncu boxes declare num_counters 1 and a single fixed counter
 * (single_fixed): UNC_CLOCK.SOCKET (config 0xff) takes the fixed one.
 * C-states: cstate.c adl_cstates; RAPL: rapl.c model_skl (both list
 * RAPTORLAKE* and METEORLAKE*, 6.1-7.3).
 */
#define CLIENT_COMMON									\
	FREE("cstate_core", 1, false, "core", K61, "cstate.c adl_cstates"),		\
	FREE("cstate_pkg", 1, false, "package", K61, "cstate.c adl_cstates"),		\
	FREE("power", 1, false, "package", K61, "rapl.c model_skl")

#define ADL_TYPES(cbox, cbsrc)								\
	CLIENT_COMMON,									\
	INTEL("arb", 2, 2, false, snb_arb_cstr, "package", K61,			\
	      "uncore_snb.c adl_uncore_arb (snb_uncore_arb_constraints)"),		\
	INTEL_HW("cbox", cbox, 2, false, NULL, "package", K61,				\
		 "uncore_snb.c adl_uncore_cbox; boxes: MSR_UNC_CBO_CONFIG at boot, " cbsrc), \
	INTEL("clock", 1, 1, true, NULL, "package", K61,				\
	      "uncore_snb.c adl_uncore_clockbox (num_counters 1, single fixed)"),	\
	INTEL("imc", 2, 5, false, NULL, "package", K61, "uncore_snb.c adl_uncore_imc (MMIO)"), \
	FREE("uncore_imc_free_running", 2, false, "package", K61,			\
	     "uncore_snb.c adl_uncore_imc_free_running")

static const struct pms_uncore_type adl[] = { ADL_TYPES(10, "10 on an 8P+8E part") };
static const struct pms_uncore_type rpl[] = { ADL_TYPES(12, "12 on an 8P+16E part") };

static const struct pms_uncore_type mtl[] = {
	CLIENT_COMMON,
	INTEL("arb", 2, 2, false, NULL, "package", K61, "uncore_snb.c mtl_uncore_arb (no constraints)"),
	INTEL_HW("cbox", 8, 2, false, NULL, "package", K61,
		 "uncore_snb.c mtl_uncore_cbox; boxes: MSR_UNC_CBO_CONFIG at boot, 8 on a 6P+8E part"),
	INTEL("cncu", 1, 1, true, NULL, "package", K61,
	      "uncore_snb.c mtl_uncore_cncu (num_counters 1, single fixed)"),
	INTEL("hac_arb", 2, 2, false, NULL, "package", K61, "uncore_snb.c mtl_uncore_hac_arb"),
	INTEL("hac_cbox", 2, 2, false, NULL, "package", K61, "uncore_snb.c mtl_uncore_hac_cbox"),
	INTEL("imc", 2, 5, false, NULL, "package", K61, "uncore_snb.c adl_uncore_imc (MMIO)"),
	FREE("uncore_imc_free_running", 2, false, "package", K61,
	     "uncore_snb.c adl_uncore_imc_free_running"),
	INTEL("sncu", 1, 1, true, NULL, "package", K61,
	      "uncore_snb.c mtl_uncore_sncu (num_counters 1, single fixed)"),
};


/*
 * amd/uncore.c: amd_l3 (one PMU, a context per CCX, 6 counters:
 * NUM_COUNTERS_L3), amd_df (a context per node; PerfMonV2 parts read the
 * count from CPUID 0x80000022 EBX[15:10] (num_df_pmc), else
 * NUM_COUNTERS_NB = 4: amd_uncore_init() in 6.1, amd_uncore_df_ctx_scan()
 * in 6.12 and 7.3), amd_umc_N (6.12 and 7.3, absent from 6.1: a PMU per
 * memory controller, EBX[21:16] over the controllers of ECX).
 * DF: 16 on EPYC 9654 (family 19h model 11h: FreeBSD's hwpmc UMC change,
 * freebsd/freebsd-src#2392, tested there with 6 core + 6 L3 + 16 DF + 4
 * UMC counters from that leaf); 16 on a family 1Ah part (Ryzen 9000:
 * EBX = 0x00084106, RRZE-HPC/likwid#746), taken for EPYC 9005 (no Turin
 * reading found: assumed).  The kernel's RDPMC comment in
 * amd_uncore_df_add() (6.12/7.3) counts on more than four.  UMC: 4 per
 * controller, assumed.  RAPL: rapl.c model_amd_hygon.
 */
/*
 * amd/iommu.c (the same in 6.1, 6.12 and 7.3 apart from the name buffer):
 * a PMU per IOMMU, amd_iommu_<idx> (init_one_iommu()), every one with
 * cpumask "0" (amd_iommu_pc_init()) and task_ctx_nr perf_invalid_context;
 * banks x counters per bank from the IOMMU's performance-counter register
 * at boot (drivers/iommu/amd/init.c init_iommu_perf_ctr()); add takes the
 * first free pair (get_next_avail_iommu_bnk_cntr(), bit 4 * bank + cntr)
 * and event_init validates no group (open_unchecked).  2 banks x 4
 * counters: the kernel's "Detected AMD IOMMU #N (2 banks, 4
 * counters/bank)" line on EPYC 7001-7003 parts (AMDESE/AMDSEV#32,
 * enarx/enarx#2263); 4 IOMMUs per socket as on those parts (one per I/O
 * quadrant): both assumed for EPYC 9004/9005.
 */
#define AMD_IOMMU(n)									\
	{ "amd_iommu", n, 8, false, true, PMS_UNC_AMD, NULL, "iommu", K61,		\
	  "amd/iommu.c init_one_iommu(), get_next_avail_iommu_bnk_cntr(); "		\
	  "boxes and 2 banks x 4 counters: boot-time figures of EPYC 7001-7003, assumed", \
	  PMS_UNC_FILTER_NONE, true }

#define AMD_TYPES(ccx, umcs, dfs, dfsrc)								\
	AMD("amd_df", 1, dfs, "node", K61,						\
	    "amd/uncore.c amd_uncore_df_ctx_scan(); CPUID 0x80000022 EBX num_df_pmc: " dfsrc), \
	AMD_IOMMU(4),									\
	AMD("amd_l3", ccx, 6, "ccx", K61, "amd/uncore.c amd_uncore_l3_ctx_init(), NUM_COUNTERS_L3"), \
	AMD("amd_umc", umcs, 4, "channel", K612, "amd/uncore.c amd_uncore_umc_ctx_init(); CPUID 0x80000022"), \
	FREE("power", 1, false, "package", K61, "rapl.c model_amd_hygon")

static const struct pms_uncore_type zen4[] = {
	AMD_TYPES(12, 12, 16, "16 on EPYC 9654 (freebsd/freebsd-src#2392)")
};
static const struct pms_uncore_type zen5[] = {
	AMD_TYPES(16, 12, 16, "16 on a family 1Ah Ryzen 9000 (likwid#746), assumed for EPYC 9005")
};

#define PLAT(m, t, src) { m, t, (int)(sizeof(t) / sizeof(t[0])), src }

const struct pmsi_uncore_platform pmsi_uncore_platforms[] = {
	PLAT("skx", skx, "intel/uncore.c uncore_match (SKYLAKE_X: skx_uncore_init)"),
	PLAT("clx", skx, "intel/uncore.c uncore_match (SKYLAKE_X: skx_uncore_init)"),
	PLAT("icx", icx, "intel/uncore.c uncore_match (ICELAKE_X: icx_uncore_init)"),
	PLAT("spr", spr, "intel/uncore.c uncore_match (SAPPHIRERAPIDS_X: spr_uncore_init)"),
	PLAT("emr", emr, "intel/uncore.c uncore_match (EMERALDRAPIDS_X: spr_uncore_init)"),
	PLAT("gnr", gnr, "intel/uncore.c uncore_match (GRANITERAPIDS_X: gnr_uncore_init), 6.12"),
	PLAT("srf", srf, "intel/uncore.c uncore_match (ATOM_CRESTMONT_X: gnr_uncore_init), 6.12"),
	PLAT("adl", adl, "intel/uncore.c uncore_match (ALDERLAKE: adl_uncore_init)"),
	PLAT("rpl", rpl, "intel/uncore.c uncore_match (RAPTORLAKE: adl_uncore_init)"),
	PLAT("mtl", mtl, "intel/uncore.c uncore_match (METEORLAKE: mtl_uncore_init)"),
	PLAT("zen4", zen4, "amd/uncore.c amd_uncore_init(); rapl.c"),
	PLAT("zen5", zen5, "amd/uncore.c amd_uncore_init(); rapl.c"),
};
const size_t pmsi_uncore_n_platforms = sizeof(pmsi_uncore_platforms) / sizeof(pmsi_uncore_platforms[0]);
