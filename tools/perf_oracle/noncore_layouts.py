"""The non-core PMUs of a model's core cases (oracle.py record --noncore):
what the kernel of the release registers on that part besides its core
PMU -- msr, cstate_core/cstate_pkg, power (RAPL), the Intel uncore boxes,
AMD's amd_l3/amd_df/amd_umc -- so that metrics reading msr/tsc/,
cstate_pkg/c10-residency/, power/energy-pkg/ or UNC_* events are compared
instead of failing on a machine that lacks the PMU.  Shapes as in
uncore_layouts.py (type, cpumask, format/, events/); each value is read
from the kernel file named at it.

The fake machine has one package: package/die-scoped PMUs have cpumask
"0", cstate_core the first thread of each core ("0-1", SMT on).  Box
counts the hardware reports at boot are those of a documented part, as
uncore_layouts.py states at each model.  Laid out for Linux 7.3 only (the
release whose cases read them); other releases keep the core layout.
"""

import uncore_layouts as U

# msr.c (7.3.4): format event config:0-63; tsc always; aperf/mperf when
# the CPU has APERFMPERF (every modelled part); pperf and smi through
# test_intel(), which from 7.2 returns true for every Intel CPU and leaves
# the check to perf_msr_probe() reading the MSR on the hardware (6.12
# listed models: SPR has SMI only there, ICL/ADL both); irperf when the CPU
# has IRPERF (AMD Zen); cpu_thermal_margin when it has DTHERM (Intel).
MSR_THERM = {'cpu_thermal_margin': 'event=0x07', 'cpu_thermal_margin.snapshot': '1',
             'cpu_thermal_margin.unit': 'C'}
MSR_INTEL = dict(U.MSR_EV, **MSR_THERM)
MSR_AMD = dict(U.MSR_BASE, irperf='event=0x06')

# cstate.c (7.3.4) per-model tables; event strings from its
# PMU_EVENT_ATTR_STRING()s (core c1 0x00, c3 0x01, c6 0x02, c7 0x03; pkg
# c2 0x00, c3 0x01, c6 0x02, c7 0x03, c8 0x04, c9 0x05, c10 0x06)
_CORE = {1: 'event=0x00', 3: 'event=0x01', 6: 'event=0x02', 7: 'event=0x03'}
_PKG = {2: 'event=0x00', 3: 'event=0x01', 6: 'event=0x02', 7: 'event=0x03', 8: 'event=0x04',
        9: 'event=0x05', 10: 'event=0x06'}


def _cst(table, states):
    return {'c%d-residency' % s: table[s] for s in states}


# rapl.c (7.3.4) model_skl (INTEL_ICELAKE, INTEL_ALDERLAKE): PP0, PKG, RAM,
# PP1 (energy-gpu), PSYS
RAPL_SKL = {'energy-cores': 'event=0x01', 'energy-pkg': 'event=0x02',
            'energy-ram': 'event=0x03', 'energy-gpu': 'event=0x04',
            'energy-psys': 'event=0x05'}

# uncore_snb.c (7.3.4) snb_uncore_formats_attr (adl_uncore_arb) and
# icl_uncore_clock_formats_attr + icl_uncore_events (adl_uncore_clockbox)
SNB_UNC = {'event': 'config:0-7', 'umask': 'config:8-15', 'edge': 'config:18',
           'inv': 'config:23', 'cmask': 'config:24-28'}


def spr():
    """spr_uncores[] + UPI/M3UPI (uncore_layouts.spr_like(), 60 CHA of a
    4-tile XCC part), rapl.c model_spr, cstate.c icx_cstates
    (INTEL_SAPPHIRERAPIDS_X), msr.c with the thermal margin."""
    out = U.spr_like(60)
    out['msr']['events'] = dict(MSR_INTEL)
    return out


def icl():
    """INTEL_ICELAKE (family 6 model 0x7D) at 7.3.4: cstate.c icl_cstates
    (core C6 C7; package C2 C3 C6 C7 C8 C9 C10), rapl.c model_skl, msr.c.
    The client uncore (uncore_snb.c icl_uncore_init: cbox, clock; the iMC)
    is not laid out: no case reads it."""
    out = {}
    U._common(out, RAPL_SKL, MSR_INTEL, _cst(_CORE, (6, 7)), _cst(_PKG, (2, 3, 6, 7, 8, 9, 10)))
    return out


def adl():
    """INTEL_ALDERLAKE (family 6 model 0x97) at 7.3.4: cstate.c adl_cstates
    (core C1 C6 C7; package C2 C3 C6 C8 C10), rapl.c model_skl, msr.c;
    uncore_snb.c adl_msr_uncores[]: adl_uncore_arb (num_boxes 2:
    uncore_arb_0, uncore_arb_1; snb formats) and adl_uncore_clockbox
    (uncore_clock, event=0xff clockticks); adl_mmio_uncores[]: imc_0/1 and
    imc_free_running_0/1.  adl_uncore_cbox (its count read from the
    hardware, icl_get_cbox_num()) is not laid out: no case reads it.  cstate_core's cpumask: the first thread of
    each core (the fake hybrid: P-core CPUs 0-1, E-cores 2 and 3)."""
    out = {}
    U._common(out, RAPL_SKL, MSR_INTEL, _cst(_CORE, (1, 6, 7)), _cst(_PKG, (2, 3, 6, 8, 10)),
              '0,2-3')
    U._boxes(out, 'arb', 2, SNB_UNC)
    out['uncore_clock'] = dict(format={'event': 'config:0-7'},
                               events={'clockticks': 'event=0xff'}, cpumask='0')
    # adl_mmio_uncores[]: adl_uncore_imc (2 boxes, adl_uncore_imc_formats_attr)
    # and adl_uncore_imc_free_running (2 boxes, tgl_uncore_imc_events)
    U._boxes(out, 'imc', 2, {'event': 'config:0-7', 'chmask': 'config:8-11',
                             'edge': 'config:18'})
    U._boxes(out, 'imc_free_running', 2, {'event': 'config:0-7', 'umask': 'config:8-15'},
             {'data_total': 'event=0xff,umask=0x10', 'data_read': 'event=0xff,umask=0x20',
              'data_write': 'event=0xff,umask=0x30'})
    return out


def zen5():
    """Family 1Ah at 7.3.4: amd/uncore.c as for family 19h (x86 >= 0x19:
    uncore_layouts.zen4_layout(): amd_l3, amd_df, 12 amd_umc, 4 amd_iommu), rapl.c
    model_amd_hygon (power energy-pkg; power_core energy-core, its own PMU
    from 6.13), msr.c tsc/aperf/mperf/irperf."""
    out = U.zen4_layout()
    out['msr']['events'] = dict(MSR_AMD)
    out['power_core'] = dict(format={'event': 'config:0-7'},
                             events={'energy-core': 'event=0x01',
                                     'energy-core.unit': 'Joules',
                                     'energy-core.scale': U.RAPL_SCALE},
                             cpumask='0-1')
    return out


NONCORE = {
    'spr': (spr, 'msr, power, cstate_core/pkg, spr uncore boxes (60 CHA)'),
    'icl': (icl, 'msr, power, cstate_core/pkg'),
    'adl': (adl, 'msr, power, cstate_core/pkg, uncore_arb_0/1, uncore_clock, uncore_imc_0/1, '
                 'uncore_imc_free_running_0/1'),
    'zen5': (zen5, 'msr, power, power_core, amd_l3, amd_df, 12 amd_umc, 4 amd_iommu'),
}


def exists(model, v):
    return model in NONCORE and v == '7.3'


def describe(model):
    return NONCORE[model][1]


def layout(model, first_type=32):
    """As uncore_layouts.layout(): PMU name -> the oracle's PMU record."""
    return U.records(NONCORE[model][0](), first_type)
