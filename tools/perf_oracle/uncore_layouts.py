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


UNCORE = {
    'spr': (lambda: spr_like(60), 'spr_uncores[] + UPI/M3UPI, 60 CHA (4-tile XCC)'),
    'emr': (lambda: spr_like(66), 'spr_uncores[] + UPI/M3UPI, 66 CHA (2-tile XCC)'),
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
    pmus = {}
    for i, (name, p) in enumerate(sorted(_table(model)[0]().items())):
        files = {}
        if p['cpumask'] is not None:
            files['cpumask'] = p['cpumask']
        pmus[name] = {'type': first_type + i, 'format': p['format'], 'events': p['events'],
                      'caps': {}, 'files': files, 'hw': [], 'ext': False, 'topdown': False,
                      'cache_refuse': {}, 'cpu_wide': not p.get('per_task', False)}
    return pmus
