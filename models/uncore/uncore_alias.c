/*
 * The event aliases the kernel shows in a non-core PMU's sysfs events/
 * directory (facts only: name and config).  Intel boxes: the type's
 * event_descs (INTEL_UNCORE_EVENT_DESC) in arch/x86/events/intel/
 * uncore_snbep.c, the same in Debian's 6.12.117 and 7.3.4 trees; RAPL:
 * rapl.c RAPL_EVENT_ATTR_STR energy-*; C-state residency: intel/cstate.c
 * PMU_EVENT_ATTR_STRING c*-residency; AMD IOMMU: amd/iommu.c
 * amd_iommu_v2_event_descs[].  Which RAPL and C-state aliases a
 * part shows is decided at boot (rapl_model events, cstate_model
 * core_events/pkg_events): every alias is taken here, on every part.
 */
#include "uncore_int.h"

#define AL(pl, pmu, name, cfg) { pl, pmu, name, cfg }

const struct pmsi_unc_alias pmsi_unc_aliases[] = {
	/* hswep_uncore_imc_events (skx_uncore_imc) */
	AL("skx", "uncore_imc", "clockticks", 0x00),
	AL("skx", "uncore_imc", "cas_count_read", 0x0304),
	AL("skx", "uncore_imc", "cas_count_write", 0x0c04),
	AL("clx", "uncore_imc", "clockticks", 0x00),
	AL("clx", "uncore_imc", "cas_count_read", 0x0304),
	AL("clx", "uncore_imc", "cas_count_write", 0x0c04),
	/* snr_uncore_imc_events (icx_uncore_imc), icx_uncore_imc_freerunning_events */
	AL("icx", "uncore_imc", "clockticks", 0x00),
	AL("icx", "uncore_imc", "cas_count_read", 0x0f04),
	AL("icx", "uncore_imc", "cas_count_write", 0x3004),
	AL("icx", "uncore_imc_free_running", "dclk", 0x10ff),
	AL("icx", "uncore_imc_free_running", "read", 0x20ff),
	AL("icx", "uncore_imc_free_running", "write", 0x21ff),
	/* spr_uncore_imc_events, spr_uncore_imc_freerunning_events (spr, emr) */
	AL("spr", "uncore_imc", "clockticks", 0x01),
	AL("spr", "uncore_imc", "cas_count_read", 0xcf05),
	AL("spr", "uncore_imc", "cas_count_write", 0xf005),
	AL("spr", "uncore_imc_free_running", "dclk", 0x10ff),
	AL("spr", "uncore_imc_free_running", "rpq_cycles", 0x20ff),
	AL("spr", "uncore_imc_free_running", "wpq_cycles", 0x21ff),
	AL("emr", "uncore_imc", "clockticks", 0x01),
	AL("emr", "uncore_imc", "cas_count_read", 0xcf05),
	AL("emr", "uncore_imc", "cas_count_write", 0xf005),
	AL("emr", "uncore_imc_free_running", "dclk", 0x10ff),
	AL("emr", "uncore_imc_free_running", "rpq_cycles", 0x20ff),
	AL("emr", "uncore_imc_free_running", "wpq_cycles", 0x21ff),
	/* gnr_uncore_imc_events (gnr, srf) */
	AL("gnr", "uncore_imc", "clockticks", 0x01),
	AL("gnr", "uncore_imc", "cas_count_read_sch0", 0xcf05),
	AL("gnr", "uncore_imc", "cas_count_read_sch1", 0xcf06),
	AL("gnr", "uncore_imc", "cas_count_write_sch0", 0xf005),
	AL("gnr", "uncore_imc", "cas_count_write_sch1", 0xf006),
	AL("srf", "uncore_imc", "clockticks", 0x01),
	AL("srf", "uncore_imc", "cas_count_read_sch0", 0xcf05),
	AL("srf", "uncore_imc", "cas_count_read_sch1", 0xcf06),
	AL("srf", "uncore_imc", "cas_count_write_sch0", 0xf005),
	AL("srf", "uncore_imc", "cas_count_write_sch1", 0xf006),
	/* amd/iommu.c amd_iommu_v2_event_descs[] (csource, config:0-7; 6.1-7.3) */
	AL(NULL, "amd_iommu", "mem_pass_untrans", 0x01),
	AL(NULL, "amd_iommu", "mem_pass_pretrans", 0x02),
	AL(NULL, "amd_iommu", "mem_pass_excl", 0x03),
	AL(NULL, "amd_iommu", "mem_target_abort", 0x04),
	AL(NULL, "amd_iommu", "mem_trans_total", 0x05),
	AL(NULL, "amd_iommu", "mem_iommu_tlb_pte_hit", 0x06),
	AL(NULL, "amd_iommu", "mem_iommu_tlb_pte_mis", 0x07),
	AL(NULL, "amd_iommu", "mem_iommu_tlb_pde_hit", 0x08),
	AL(NULL, "amd_iommu", "mem_iommu_tlb_pde_mis", 0x09),
	AL(NULL, "amd_iommu", "mem_dte_hit", 0x0a),
	AL(NULL, "amd_iommu", "mem_dte_mis", 0x0b),
	AL(NULL, "amd_iommu", "page_tbl_read_tot", 0x0c),
	AL(NULL, "amd_iommu", "page_tbl_read_nst", 0x0d),
	AL(NULL, "amd_iommu", "page_tbl_read_gst", 0x0e),
	AL(NULL, "amd_iommu", "int_dte_hit", 0x0f),
	AL(NULL, "amd_iommu", "int_dte_mis", 0x10),
	AL(NULL, "amd_iommu", "cmd_processed", 0x11),
	AL(NULL, "amd_iommu", "cmd_processed_inv", 0x12),
	AL(NULL, "amd_iommu", "tlb_inv", 0x13),
	AL(NULL, "amd_iommu", "ign_rd_wr_mmio_1ff8h", 0x14),
	AL(NULL, "amd_iommu", "vapic_int_non_guest", 0x15),
	AL(NULL, "amd_iommu", "vapic_int_guest", 0x16),
	AL(NULL, "amd_iommu", "smi_recv", 0x17),
	AL(NULL, "amd_iommu", "smi_blk", 0x18),
	/* uncore_snb.c icl_uncore_events (adl clock, mtl cncu/sncu) and
	 * tgl_uncore_imc_events (adl_uncore_imc_free_running: adl, rpl, mtl) */
	AL(NULL, "uncore_clock", "clockticks", 0xff),
	AL(NULL, "uncore_cncu", "clockticks", 0xff),
	AL(NULL, "uncore_sncu", "clockticks", 0xff),
	AL("adl", "uncore_imc_free_running", "data_total", 0x10ff),
	AL("adl", "uncore_imc_free_running", "data_read", 0x20ff),
	AL("adl", "uncore_imc_free_running", "data_write", 0x30ff),
	AL("rpl", "uncore_imc_free_running", "data_total", 0x10ff),
	AL("rpl", "uncore_imc_free_running", "data_read", 0x20ff),
	AL("rpl", "uncore_imc_free_running", "data_write", 0x30ff),
	AL("mtl", "uncore_imc_free_running", "data_total", 0x10ff),
	AL("mtl", "uncore_imc_free_running", "data_read", 0x20ff),
	AL("mtl", "uncore_imc_free_running", "data_write", 0x30ff),
	/* rapl.c, every platform with a power PMU */
	AL(NULL, "power", "energy-cores", 0x01),
	AL(NULL, "power", "energy-pkg", 0x02),
	AL(NULL, "power", "energy-ram", 0x03),
	AL(NULL, "power", "energy-gpu", 0x04),
	AL(NULL, "power", "energy-psys", 0x05),
	/* intel/cstate.c */
	AL(NULL, "cstate_core", "c1-residency", 0x00),
	AL(NULL, "cstate_core", "c3-residency", 0x01),
	AL(NULL, "cstate_core", "c6-residency", 0x02),
	AL(NULL, "cstate_core", "c7-residency", 0x03),
	AL(NULL, "cstate_pkg", "c2-residency", 0x00),
	AL(NULL, "cstate_pkg", "c3-residency", 0x01),
	AL(NULL, "cstate_pkg", "c6-residency", 0x02),
	AL(NULL, "cstate_pkg", "c7-residency", 0x03),
	AL(NULL, "cstate_pkg", "c8-residency", 0x04),
	AL(NULL, "cstate_pkg", "c9-residency", 0x05),
	AL(NULL, "cstate_pkg", "c10-residency", 0x06),
	AL(NULL, "cstate_module", "c6-residency", 0x00),
};
const size_t pmsi_unc_n_aliases = sizeof(pmsi_unc_aliases) / sizeof(pmsi_unc_aliases[0]);
