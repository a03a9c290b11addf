"""The non-core PMUs a kernel release lays out in sysfs for a server part,
added to the fake machine of oracle.py for the uncore cases (oracle.py
record --uncore).  Each PMU: a dynamic 'type', a 'cpumask' file (the CPU
perf opens a CPU-wide event on), format/ and events/.  Every value is read
from the kernel source named at it; nothing here is read from pmusched.

The fake machine has one package (4 CPUs, 2 cores with SMT: siblings 0,2
and 1,3, see layouts.topology()), so every package- or die-scoped PMU's
cpumask is "0" (intel/uncore.c uncore_event_cpu_online(): the first CPU
of the die; rapl.c and cstate.c: the first of the package), and
cstate_core's is "0-1" (the first thread of each core).

Box counts that the hardware reports at boot (SPR's uncore discovery
table, CAPID for the CHA count) cannot be read from a kernel tree: the
counts below are those of a documented part, stated at each row; the
goldens' 'source' line records them.
"""

# intel/uncore_snbep.c DEFINE_UNCORE_FORMAT_ATTR values (6.12/7.3)
F_EVENT = 'config:0-7'
F_UMASK = 'config:8-15'
F_UMASK_EXT4 = 'config:8-15,32-55'
F_UMASK_EXT5 = 'config:8-15,32-63'
F_EDGE = 'config:18'
F_INV = 'config:23'
F_THRESH8 = 'config:24-31'
F_THRESH9 = 'config:24-35'

# spr_uncore_raw_formats_attr (SPR_UNCORE_COMMON_FORMAT: irp, m2pcie, imc, m2m, upi, m3upi)
SPR_RAW = {'event': F_EVENT, 'umask': F_UMASK_EXT4, 'edge': F_EDGE, 'inv': F_INV,
           'thresh': F_THRESH8}
# spr_uncore_cha_formats_attr
SPR_CHA = {'event': F_EVENT, 'umask': F_UMASK_EXT5, 'tid_en': 'config:16', 'edge': F_EDGE,
           'inv': F_INV, 'thresh': F_THRESH8, 'filter_tid': 'config1:0-9'}
# snr_uncore_iio_formats_attr (spr_uncore_iio's format_group)
SNR_IIO = {'event': F_EVENT, 'umask': F_UMASK, 'edge': F_EDGE, 'inv': F_INV,
           'thresh': F_THRESH9, 'ch_mask': 'config:36-47', 'fc_mask': 'config:48-50'}
# uncore_discovery.c generic_uncore_formats_attr (spr_uncore_pcu sets no format_group)
GENERIC = {'event': F_EVENT, 'umask': F_UMASK, 'edge': F_EDGE, 'inv': F_INV,
           'thresh': 'config:24-31'}
# skx_uncore_iio_freerunning_formats_attr (the free-running boxes)
FREERUN = {'event': F_EVENT, 'umask': F_UMASK}

# spr_uncore_imc_events (uncore_snbep.c)
SPR_IMC_EVENTS = {'clockticks': 'event=0x01,umask=0x00',
                  'cas_count_read': 'event=0x05,umask=0xcf',
                  'cas_count_read.scale': '6.103515625e-5', 'cas_count_read.unit': 'MiB',
                  'cas_count_write': 'event=0x05,umask=0xf0',
                  'cas_count_write.scale': '6.103515625e-5', 'cas_count_write.unit': 'MiB'}
# spr_uncore_imc_freerunning_events
SPR_IMC_FR_EVENTS = {'dclk': 'event=0xff,umask=0x10', 'rpq_cycles': 'event=0xff,umask=0x20',
                     'wpq_cycles': 'event=0xff,umask=0x21'}

# rapl.c: format event config:0-7; RAPL_EVENT_ATTR_STR energy-*; model_spr
# has PP0 (energy-cores), PKG, RAM and PSYS.  The scale is the boot-time
# unit (2^-32 J shown as the default string).
RAPL_SCALE = '2.3283064365386962890625e-10'
RAPL_EV = {'energy-cores': 'event=0x01', 'energy-pkg': 'event=0x02',
           'energy-ram': 'event=0x03', 'energy-psys': 'event=0x05'}
# msr.c: format event config:0-63; the events visible on an Intel server
# part (msr_init()'s probes: TSC, APERF/MPERF, PPERF, SMI count)
MSR_EV = {'tsc': 'event=0x00', 'aperf': 'event=0x01', 'mperf': 'event=0x02',
          'pperf': 'event=0x03', 'smi': 'event=0x04'}
# cstate.c icx_cstates (SAPPHIRERAPIDS_X / EMERALDRAPIDS_X / ICELAKE_X rows):
# core C1 and C6, package C2 and C6; format event config:0-63
CST_CORE_EV = {'c1-residency': 'event=0x00', 'c6-residency': 'event=0x02'}
CST_PKG_EV = {'c2-residency': 'event=0x00', 'c6-residency': 'event=0x02'}


def _boxes(out, kind, n, fmt, events=None):
    for i in range(n):
        out['uncore_%s_%d' % (kind, i) if n > 1 else 'uncore_' + kind] = \
            dict(format=fmt, events=dict(events or {}), cpumask='0')


def spr_like(chas):
    """spr_uncores[] and spr_uncore_init()'s extra types (uncore_snbep.c
    6.12/7.3): the discovery table's types with the names spr_uncores[]
    gives, plus UPI and M3UPI (SPR_UNCORE_UPI_NUM_BOXES = 4).  Boxes: the
    discovery table of a 4-tile XCC part (60 CHA; 12 IIO, IRP and M2PCIe
    stacks; 8 iMC channels; 4 M2M; 1 PCU; 4 iMC free-running controllers,
    12 IIO free-running)."""
    out = {}
    _boxes(out, 'cha', chas, SPR_CHA)
    _boxes(out, 'iio', 12, SNR_IIO)
    _boxes(out, 'irp', 12, SPR_RAW)
    _boxes(out, 'm2pcie', 12, SPR_RAW)
    _boxes(out, 'imc', 8, SPR_RAW, SPR_IMC_EVENTS)
    _boxes(out, 'm2m', 4, SPR_RAW)
    _boxes(out, 'pcu', 1, GENERIC)
    _boxes(out, 'upi', 4, SPR_RAW)
    _boxes(out, 'm3upi', 4, SPR_RAW)
    _boxes(out, 'imc_free_running', 4, FREERUN, SPR_IMC_FR_EVENTS)
    _boxes(out, 'iio_free_running', 12, FREERUN)
    rapl = {}
    for k, v in RAPL_EV.items():
        rapl[k] = v
        rapl[k + '.unit'] = 'Joules'
        rapl[k + '.scale'] = RAPL_SCALE
    out['power'] = dict(format={'event': 'config:0-7'}, events=rapl, cpumask='0')
    out['cstate_core'] = dict(format={'event': 'config:0-63'}, events=dict(CST_CORE_EV),
                              cpumask='0-1')
    out['cstate_pkg'] = dict(format={'event': 'config:0-63'}, events=dict(CST_PKG_EV),
                             cpumask='0')
    # msr.c pmu_msr: perf_sw_context, no cpumask file
    out['msr'] = dict(format={'event': 'config:0-63'}, events=dict(MSR_EV), cpumask=None,
                      per_task=True)
    return out


# skx_uncore_cha_formats_attr (uncore_snbep.c 6.1/6.12/7.3): the CHA's filter
# register terms (sysfs names: filter_tid4 -> filter_tid, filter_state5 ->
# filter_state, filter_opc_0 -> filter_opc0, filter_opc_1 -> filter_opc1)
SKX_CHA = {'event': F_EVENT, 'umask': F_UMASK, 'edge': F_EDGE, 'tid_en': 'config:19',
           'inv': F_INV, 'thresh': F_THRESH8, 'filter_tid': 'config1:0-8',
           'filter_state': 'config1:17-26', 'filter_rem': 'config1:32',
           'filter_loc': 'config1:33', 'filter_nm': 'config1:36',
           'filter_all_op': 'config1:35', 'filter_not_nm': 'config1:37',
           'filter_opc0': 'config1:41-50', 'filter_opc1': 'config1:51-60',
           'filter_nc': 'config1:62', 'filter_isoc': 'config1:63'}
# skx_uncore_pcu_formats_attr
SKX_PCU = {'event': F_EVENT, 'umask': F_UMASK, 'edge': F_EDGE, 'inv': F_INV,
           'thresh': F_THRESH8, 'occ_invert': 'config:30', 'occ_edge_det': 'config:31',
           'filter_band0': 'config1:0-7', 'filter_band1': 'config1:8-15',
           'filter_band2': 'config1:16-23', 'filter_band3': 'config1:24-31'}


def skx_filters():
    """The skx boxes with a shared filter register only (skx_uncore_chabox,
    28 on the XCC die as skx_count_chabox() reads CAPID6; skx_uncore_pcu):
    enough to check how perf encodes their filter terms (oracle.py one
    --uncore); no goldens are recorded from it."""
    out = {}
    _boxes(out, 'cha', 28, SKX_CHA)
    _boxes(out, 'pcu', 1, SKX_PCU)
    return out



def _common(out, rapl_ev, msr_ev, core_ev, pkg_ev, cores_mask='0-1'):
    """power, cstate_core, cstate_pkg and msr as rapl.c, cstate.c and msr.c
    lay them out (formats: rapl event config:0-7, cstate and msr
    config:0-63); an empty dict leaves the PMU out."""
    if rapl_ev:
        rapl = {}
        for k, v in rapl_ev.items():
            rapl[k] = v
            rapl[k + '.unit'] = 'Joules'
            rapl[k + '.scale'] = RAPL_SCALE
        out['power'] = dict(format={'event': 'config:0-7'}, events=rapl, cpumask='0')
    if core_ev:
        out['cstate_core'] = dict(format={'event': 'config:0-63'}, events=dict(core_ev),
                                  cpumask=cores_mask)
    if pkg_ev:
        out['cstate_pkg'] = dict(format={'event': 'config:0-63'}, events=dict(pkg_ev),
                                 cpumask='0')
    out['msr'] = dict(format={'event': 'config:0-63'}, events=dict(msr_ev), cpumask=None,
                      per_task=True)


# uncore_snbep.c DEFINE_UNCORE_FORMAT_ATTR (6.1/6.12/7.3)
F_UMASK_EXT = 'config:8-15,32-43,45-55'
F_UMASK_EXT2 = 'config:8-15,32-57'
F_UMASK_EXT3 = 'config:8-15,32-39'
F_THRESH5 = 'config:24-28'
# skx_uncore_formats_attr / ivbep_uncore_formats_attr (the same five terms)
SKX_RAW = {'event': F_EVENT, 'umask': F_UMASK, 'edge': F_EDGE, 'inv': F_INV,
           'thresh': F_THRESH8}
# ivbep_uncore_ubox_formats_attr
IVB_UBOX = {'event': F_EVENT, 'umask': F_UMASK, 'edge': F_EDGE, 'inv': F_INV,
            'thresh': F_THRESH5}
# skx_uncore_iio_formats_attr (ch_mask, fc_mask)
SKX_IIO = {'event': F_EVENT, 'umask': F_UMASK, 'edge': F_EDGE, 'inv': F_INV,
           'thresh': F_THRESH9, 'ch_mask': 'config:36-43', 'fc_mask': 'config:44-46'}
# skx_upi_uncore_formats_attr (umask_ext)
SKX_UPI = {'event': F_EVENT, 'umask': F_UMASK_EXT, 'edge': F_EDGE, 'inv': F_INV,
           'thresh': F_THRESH8}
# snr_uncore_cha_formats_attr (icx_uncore_chabox)
SNR_CHA = {'event': F_EVENT, 'umask': F_UMASK_EXT2, 'edge': F_EDGE, 'tid_en': 'config:19',
           'inv': F_INV, 'thresh': F_THRESH8, 'filter_tid': 'config1:0-9'}
# snr_m2m_uncore_formats_attr (icx_uncore_m2m)
SNR_M2M = {'event': F_EVENT, 'umask': F_UMASK_EXT3, 'edge': F_EDGE, 'inv': F_INV,
           'thresh': F_THRESH8}
# icx_upi_uncore_formats_attr (umask_ext4)
ICX_UPI = {'event': F_EVENT, 'umask': F_UMASK_EXT4, 'edge': F_EDGE, 'inv': F_INV,
           'thresh': F_THRESH8}

# hswep_uncore_imc_events (skx_uncore_imc)
HSWEP_IMC_EVENTS = {'clockticks': 'event=0x00,umask=0x00',
                    'cas_count_read': 'event=0x04,umask=0x03',
                    'cas_count_read.scale': '6.103515625e-5', 'cas_count_read.unit': 'MiB',
                    'cas_count_write': 'event=0x04,umask=0x0c',
                    'cas_count_write.scale': '6.103515625e-5', 'cas_count_write.unit': 'MiB'}
# snr_uncore_imc_events (icx_uncore_imc)
SNR_IMC_EVENTS = {'clockticks': 'event=0x00,umask=0x00',
                  'cas_count_read': 'event=0x04,umask=0x0f',
                  'cas_count_read.scale': '6.103515625e-5', 'cas_count_read.unit': 'MiB',
                  'cas_count_write': 'event=0x04,umask=0x30',
                  'cas_count_write.scale': '6.103515625e-5', 'cas_count_write.unit': 'MiB'}
# icx_uncore_imc_freerunning_events (dclk, read, write; the DDRT ones are
# read the same way and not used by the cases)
ICX_IMC_FR_EVENTS = {'dclk': 'event=0xff,umask=0x10',
                     'read': 'event=0xff,umask=0x20', 'read.scale': '6.103515625e-5',
                     'read.unit': 'MiB',
                     'write': 'event=0xff,umask=0x21', 'write.scale': '6.103515625e-5',
                     'write.unit': 'MiB'}
# gnr_uncore_imc_events (6.12/7.3)
GNR_IMC_EVENTS = {'clockticks': 'event=0x01,umask=0x00'}
for _n, _e in (('cas_count_read_sch0', 'event=0x05,umask=0xcf'),
               ('cas_count_read_sch1', 'event=0x06,umask=0xcf'),
               ('cas_count_write_sch0', 'event=0x05,umask=0xf0'),
               ('cas_count_write_sch1', 'event=0x06,umask=0xf0')):
    GNR_IMC_EVENTS[_n] = _e
    GNR_IMC_EVENTS[_n + '.scale'] = '6.103515625e-5'
    GNR_IMC_EVENTS[_n + '.unit'] = 'MiB'

# cstate.c: snb_cstates (SKYLAKE_X) core C3/C6/C7, package C2/C3/C6/C7;
# icx_cstates core C1/C6, package C2/C6; srf_cstates adds module C6
SNB_CORE_EV = {'c3-residency': 'event=0x01', 'c6-residency': 'event=0x02',
               'c7-residency': 'event=0x03'}
SNB_PKG_EV = {'c2-residency': 'event=0x00', 'c3-residency': 'event=0x01',
              'c6-residency': 'event=0x02', 'c7-residency': 'event=0x03'}
ICX_CORE_EV = {'c1-residency': 'event=0x00', 'c6-residency': 'event=0x02'}
# rapl.c model_hsx (SKYLAKE_X, ICELAKE_X): PP0, PKG, RAM
HSX_RAPL = {'energy-cores': 'event=0x01', 'energy-pkg': 'event=0x02',
            'energy-ram': 'event=0x03'}
# msr.c test_intel(): SMI and PPERF on SKYLAKE_X / ICELAKE_X; SMI only on
# GRANITERAPIDS_X; neither on ATOM_CRESTMONT_X (srf)
MSR_SMI = {'tsc': 'event=0x00', 'aperf': 'event=0x01', 'mperf': 'event=0x02',
           'smi': 'event=0x04'}
MSR_BASE = {'tsc': 'event=0x00', 'aperf': 'event=0x01', 'mperf': 'event=0x02'}


def skx_layout():
    """skx_msr_uncores[] and skx_pci_uncores[] (uncore_snbep.c 6.1/6.12/7.3):
    ubox, 28 CHA (skx_count_chabox(), CAPID6 of an XCC part), 6 IIO, IRP
    and free-running IIO stacks, PCU; 6 iMC channels, 2 M2M, 3 UPI, 4
    M2PCIe, 3 M3UPI (the PCI ids of skx_uncore_pci_ids[])."""
    out = {}
    _boxes(out, 'ubox', 1, IVB_UBOX)
    _boxes(out, 'cha', 28, SKX_CHA)
    _boxes(out, 'iio', 6, SKX_IIO)
    _boxes(out, 'iio_free_running', 6, FREERUN)
    _boxes(out, 'irp', 6, SKX_RAW)
    _boxes(out, 'pcu', 1, SKX_PCU)
    _boxes(out, 'imc', 6, SKX_RAW, HSWEP_IMC_EVENTS)
    _boxes(out, 'm2m', 2, SKX_RAW)
    _boxes(out, 'upi', 3, SKX_UPI)
    _boxes(out, 'm2pcie', 4, SKX_RAW)
    _boxes(out, 'm3upi', 3, SKX_RAW)
    _common(out, HSX_RAPL, dict(MSR_SMI, pperf='event=0x03'), SNB_CORE_EV, SNB_PKG_EV)
    return out


def icx_layout():
    """icx_msr_uncores[], icx_pci_uncores[], icx_mmio_uncores[]
    (uncore_snbep.c 6.1/6.12/7.3): ubox, 40 CHA (icx_count_chabox(), CAPID6
    of an XCC part), 6 IIO, IRP, M2PCIe and free-running IIO stacks, PCU
    (skx_uncore_pcu); 4 M2M, 3 UPI, 3 M3UPI; 12 iMC channels, 4 free-running
    iMC controllers."""
    out = {}
    _boxes(out, 'ubox', 1, IVB_UBOX)
    _boxes(out, 'cha', 40, SNR_CHA)
    _boxes(out, 'iio', 6, SNR_IIO)
    _boxes(out, 'irp', 6, SKX_RAW)
    _boxes(out, 'm2pcie', 6, SKX_RAW)
    _boxes(out, 'pcu', 1, SKX_PCU)
    _boxes(out, 'iio_free_running', 6, FREERUN)
    _boxes(out, 'm2m', 4, SNR_M2M)
    _boxes(out, 'upi', 3, ICX_UPI)
    _boxes(out, 'm3upi', 3, SKX_RAW)
    _boxes(out, 'imc', 12, SKX_RAW, SNR_IMC_EVENTS)
    _boxes(out, 'imc_free_running', 4, FREERUN, ICX_IMC_FR_EVENTS)
    _common(out, HSX_RAPL, dict(MSR_SMI, pperf='event=0x03'), ICX_CORE_EV, CST_PKG_EV)
    return out


def gnr_like(chas, imcs, upis, pcus, srf):
    """gnr_uncores[] (uncore_snbep.c 6.12/7.3; gnr_uncore_init serves
    GRANITERAPIDS_X and ATOM_CRESTMONT_X) with the types pmusched's table
    models, boxes from the discovery table of a documented part; plus
    iio_free_running, which gnr_uncore_cpu_init() always adds
    (spr_msr_uncores[], as many as the IIO boxes).  CHA spr_uncore_chabox,
    IIO spr_uncore_iio, PCU spr_uncore_pcu (generic formats), ubox
    gnr_uncore_ubox (generic), imc/b2cmi/b2upi/upi/irp SPR raw formats.
    PCU: several (uncore_pcu_N), one per compute die, as the 7.3 gnr/srf
    metrics' pcu_0@UNC_P_CLOCKTICKS@ implies (spr/emr's read the one PCU
    bare): an assumed count, as pmusched's table.
    No power PMU: rapl.c of 6.12 and 7.3 has no GNR/SRF row."""
    out = {}
    _boxes(out, 'cha', chas, SPR_CHA)
    _boxes(out, 'iio', 16, SNR_IIO)
    _boxes(out, 'irp', 16, SPR_RAW)
    _boxes(out, 'pcu', pcus, GENERIC)
    _boxes(out, 'ubox', 1, GENERIC)
    _boxes(out, 'imc', imcs, SPR_RAW, GNR_IMC_EVENTS)
    _boxes(out, 'upi', upis, SPR_RAW)
    _boxes(out, 'b2cmi', imcs, SPR_RAW)
    _boxes(out, 'b2upi', upis, SPR_RAW)
    _boxes(out, 'iio_free_running', 16, FREERUN)
    # cstate_core's cpumask: the first thread of each core; the fake srf
    # machine has no SMT (4 cores, layouts.topology()), so every CPU
    _common(out, {}, MSR_BASE if srf else MSR_SMI, ICX_CORE_EV, CST_PKG_EV,
            '0-3' if srf else '0-1')
    if srf:
        # cstate.c srf_cstates: the module PMU, one CPU per module (the fake
        # machine's 4 CPUs as one module)
        out['cstate_module'] = dict(format={'event': 'config:0-63'},
                                    events={'c6-residency': 'event=0x00'}, cpumask='0')
    return out


# amd/uncore.c (6.12/7.3) formats of a family 19h PerfMonV2 part (zen4)
AMD_L3 = {'event': 'config:0-7', 'umask': 'config:8-15', 'coreid': 'config:42-44',
          'enallslices': 'config:46', 'enallcores': 'config:47', 'sliceid': 'config:48-50',
          'threadmask': 'config:56-57'}
AMD_DF = {'event': 'config:0-7,32-37', 'umask': 'config:8-15,24-27'}
AMD_UMC = {'event': 'config:0-7', 'rdwrmask': 'config:8-9'}
# amd/iommu.c iommu_format_attrs[] and amd_iommu_v2_event_descs[] (6.1-7.3)
AMD_IOMMU = {'csource': 'config:0-7', 'devid': 'config:8-23', 'domid': 'config:24-39',
             'pasid': 'config:40-59', 'devid_mask': 'config1:0-15',
             'domid_mask': 'config1:16-31', 'pasid_mask': 'config1:32-51'}
AMD_IOMMU_EV = dict(('%s' % n, 'csource=0x%02x' % (i + 1)) for i, n in enumerate(
    'mem_pass_untrans mem_pass_pretrans mem_pass_excl mem_target_abort mem_trans_total '
    'mem_iommu_tlb_pte_hit mem_iommu_tlb_pte_mis mem_iommu_tlb_pde_hit mem_iommu_tlb_pde_mis '
    'mem_dte_hit mem_dte_mis page_tbl_read_tot page_tbl_read_nst page_tbl_read_gst '
    'int_dte_hit int_dte_mis cmd_processed cmd_processed_inv tlb_inv ign_rd_wr_mmio_1ff8h '
    'vapic_int_non_guest vapic_int_guest smi_recv smi_blk'.split()))


def zen4_layout():
    """amd/uncore.c (6.12/7.3): amd_l3 one PMU whose cpumask holds the
    first CPU of each CCX (the fake machine's 4 CPUs are one CCX: "0";
    pmusched's table has 12, t_oracle compares the list, which perf opens
    once per CCX with the same encoding), amd_df one PMU (cpumask the first
    CPU of each node), amd_umc_0..11 (amd_uncore_umc_ctx_init(): a PMU per
    memory controller of CPUID 0x80000022, 12 on an EPYC 9004 part); rapl.c
    model_amd_hygon (energy-pkg); msr tsc/aperf/mperf/irperf; amd_iommu_0..3
    (amd/iommu.c).  Family 19h has no cstate PMU."""
    out = {'amd_l3': dict(format=AMD_L3, events={}, cpumask='0'),
           'amd_df': dict(format=AMD_DF, events={}, cpumask='0')}
    for i in range(12):
        out['amd_umc_%d' % i] = dict(format=AMD_UMC, events={}, cpumask='0')
    # amd/iommu.c init_one_iommu(): amd_iommu_<idx>, cpumask "0"
    # (amd_iommu_pc_init()); 4 IOMMUs, as pmusched's table assumes
    for i in range(4):
        out['amd_iommu_%d' % i] = dict(format=AMD_IOMMU, events=dict(AMD_IOMMU_EV),
                                       cpumask='0')
    _common(out, {'energy-pkg': 'event=0x02'}, dict(MSR_BASE, irperf='event=0x06'), {}, {})
    return out


UNCORE = {
    'spr': (lambda: spr_like(60), 'spr_uncores[] + UPI/M3UPI, 60 CHA (4-tile XCC)'),
    'emr': (lambda: spr_like(66), 'spr_uncores[] + UPI/M3UPI, 66 CHA (2-tile XCC)'),
    'skx': (skx_layout, 'skx_msr_uncores[] + skx_pci_uncores[], 28 CHA (XCC CAPID6)'),
    'icx': (icx_layout, 'icx_msr/pci/mmio_uncores[], 40 CHA (XCC CAPID6)'),
    'gnr': (lambda: gnr_like(86, 12, 6, 3, False),
            'gnr_uncores[] modelled types + iio_free_running, 86 CHA, 12 iMC, 6 UPI, 3 PCU'),
    'srf': (lambda: gnr_like(36, 8, 4, 2, True),
            'gnr_uncores[] modelled types + iio_free_running, 36 CHA, 8 iMC, 4 UPI, 2 PCU'),
    'zen4': (zen4_layout, 'amd_l3 (one CCX), amd_df, 12 amd_umc, 4 amd_iommu, power, msr'),
}


# Layouts for one-off checks (oracle.py one --uncore), not recorded by
# record --uncore (which takes UNCORE's models).
PROBE = {
    'skx': (skx_filters, 'skx CHA (28) and PCU only: filter terms'),
}


def _table(model):
    return UNCORE.get(model) or PROBE[model]


def exists(model):
    return model in UNCORE


def describe(model):
    return _table(model)[1]


def layout(model, first_type=32):
    """PMU name -> {'type', 'format', 'events', 'caps', 'files', 'cpu_wide'}
    in sysfs name order, types handed out from @first_type (the kernel's
    dynamic types: perf_pmu_register() with type -1, idr from
    PERF_TYPE_MAX)."""
    return records(_table(model)[0](), first_type)


def records(table, first_type):
    """The oracle's PMU records of a {name: PMU} table (layout())."""
    pmus = {}
    for i, (name, p) in enumerate(sorted(table.items())):
        files = {}
        if p['cpumask'] is not None:
            files['cpumask'] = p['cpumask']
        pmus[name] = {'type': first_type + i, 'format': p['format'], 'events': p['events'],
                      'caps': {}, 'files': files, 'hw': [], 'ext': False, 'topdown': False,
                      'cache_refuse': {}, 'cpu_wide': not p.get('per_task', False)}
    return pmus
