"""The sysfs a kernel release lays out for each modelled platform's core
PMUs, as the fake PMUs of the oracle (oracle.py) mount them.

A layout is a dict: PMU name -> {'type': int, 'cpus': str, 'format': {},
'events': {}, 'caps': {}, 'files': {}}, plus the shim's view ('hw': the
PERF_COUNT_HW_* ids the kernel's event map knows, 'ext': extended hardware
types, 'topdown': Intel perf metrics).  Every value below is read from the
kernel source of the release (the file and function are named where it is
set); nothing here is read from pmusched.

x86 facts (arch/x86/events/intel/core.c of 6.1, 6.12, 7.2, 7.3):
  - format/: intel_arch3_formats_attr (event, umask, edge, pc, any, inv,
    cmask) plus intel_pmu_init()'s extra_attr: nhm_format_attr
    (offcore_rsp, ldlat) or, with RTM, hsw_format_attr (in_tx, in_tx_cp,
    offcore_rsp, ldlat), and format_attr_frontend from Skylake on
    (extra_skl_attr); slm_format_attr / cmt_format_attr on the atoms
    (offcore_rsp[, ldlat, snoop_rsp]).  Arch PerfMon v6 parts (Lunar Lake,
    Arrow Lake, Panther Lake, Clearwater Forest) show umask as
    config:8-15,40-47 and eq config:36 (format_evtsel_ext_attrs,
    umask2_show(), 6.11+).
  - events/: the generic events of arch/x86/events/core.c (events_attr[],
    shown by x86_event_sysfs_show() when the event map is non-zero, hidden by
    is_visible() otherwise), then intel_pmu_init()'s td_attr, mem_attr and
    tsx_attr (tsx_is_visible(): RTM; mem_is_visible(): PEBS; td_is_visible():
    perf metrics).  Hybrid parts use EVENT_ATTR_STR_HYBRID with
    hybrid_big / hybrid_small / hybrid_big_small (adl_hybrid_events_attrs,
    lnl_hybrid_events_attrs, adl_hybrid_mem_attrs, adl_hybrid_tsx_attrs).
  - type: "cpu" and hybrid "cpu_core" register as PERF_TYPE_RAW (4), other
    hybrid PMUs get a dynamic type (init_hw_perf_events(): perf_pmu_register
    with -1 unless hybrid_big).  "cpus" is shown on hybrid PMUs only
    (intel_hybrid_get_attr_cpus(), hybrid_group_cpus).
  - caps/pmu_name: intel_pmu_init()'s 'name' (pmu_name_str).
  - The generic event map: intel_perfmon_event_map[]; stalled-cycles are
    set only by Nehalem, Westmere, Sandy Bridge (front and back end) and
    Ivy Bridge (front end) in intel_pmu_init().
AMD (arch/x86/events/amd/core.c): amd_format_attr (event config:0-7,32-35,
umask, edge, inv, cmask); the event map amd_perfmon_event_map (family 15h),
amd_f17h_perfmon_event_map (6.1, every Zen), and from 6.3 (commit
"perf/x86/amd: Fix stalled-cycles-{front,back}end for Zen", 6.3)
amd_zen1/zen2/zen4_perfmon_event_map chosen by amd_pmu_event_map().
arm64: drivers/perf/arm_pmuv3.c (6.1: arch/arm64/kernel/perf_event.c):
armv8_pmuv3_format_attrs (event config:0-15, long config1:0, rdpmc
config1:1; threshold fields from 6.9), armv8_pmuv3_event_attrs shown when
the event is in PMCEID (armv8pmu_event_attr_is_visible()); arm_pmu
registers with a dynamic type and "cpus" (armpmu_register(),
arm_pmu.c armpmu_cpumask_show).  Apple: drivers/perf/apple_m1_cpu_pmu.c
(format event config:0-7; apple_icestorm_pmu, apple_firestorm_pmu, 6.1;
apple_blizzard_pmu and apple_avalanche_pmu from 6.3).
"""

import json
import os
import re

# PERF_COUNT_HW_* ids
HW = ['cpu-cycles', 'instructions', 'cache-references', 'cache-misses',
      'branch-instructions', 'branch-misses', 'bus-cycles',
      'stalled-cycles-frontend', 'stalled-cycles-backend', 'ref-cycles']

INTEL_MAP = {0: 0x3c, 1: 0xc0, 2: 0x4f2e, 3: 0x412e, 4: 0xc4, 5: 0xc5, 6: 0x13c, 9: 0x300}
# X86_CONFIG(.event=0x0e, .umask=0x01, .inv=1, .cmask=1) and the back-end ones
STALL_FE = 0x0e | 0x01 << 8 | 1 << 23 | 1 << 24
STALL_BE_NHM = 0xb1 | 0x3f << 8 | 1 << 23 | 1 << 24
STALL_BE_SNB = 0xb1 | 0x01 << 8 | 1 << 23 | 1 << 24
AMD_F15 = {0: 0x76, 1: 0xc0, 2: 0x77d, 3: 0x77e, 4: 0xc2, 5: 0xc3, 7: 0xd0, 8: 0xd1}
AMD_ZEN1 = {0: 0x76, 1: 0xc0, 2: 0xff60, 3: 0x964, 4: 0xc2, 5: 0xc3, 7: 0x287, 8: 0x187}
AMD_ZEN2 = {0: 0x76, 1: 0xc0, 2: 0xff60, 3: 0x964, 4: 0xc2, 5: 0xc3, 7: 0xa9}
AMD_ZEN4 = {**AMD_ZEN2, 9: 0x100000120}


def x86_show(config, amd=False):
    """x86_event_sysfs_show() / amd_event_sysfs_show()."""
    ev = config & 0xff
    if amd:
        ev |= (config >> 24) & 0xf00
    s = 'event=0x%02x' % ev
    um = (config >> 8) & 0xff
    if um:
        s += ',umask=0x%02x' % um
    if config & (1 << 18):
        s += ',edge'
    if config & (1 << 19):
        s += ',pc'
    if config & (1 << 21):
        s += ',any'
    if config & (1 << 23):
        s += ',inv'
    cm = (config >> 24) & 0xff if not amd else (config >> 24) & 0xff
    if cm:
        s += ',cmask=0x%02x' % cm
    return s


def rel(v):
    return tuple(int(x) for x in v.split('.'))


# Intel parts: model -> properties of intel_pmu_init()'s case.
# td: snb (td_* aliases), icl (slots + 4), glc (slots + 8), tnt / cmt (the
# atoms' 4 topdown aliases, no slots); mem: mem-loads/-stores set; fe/be:
# stalled-cycles; since: the first release whose intel_pmu_init() knows it.
INTEL = {
    'nhm': dict(name='nehalem', td=None, mem='nhm', fe=STALL_FE, be=STALL_BE_NHM, rtm=False),
    'wsm': dict(name='westmere', td=None, mem='nhm', fe=STALL_FE, be=STALL_BE_NHM, rtm=False),
    'snb': dict(name='sandybridge', td='snb', mem='snb', fe=STALL_FE, be=STALL_BE_SNB,
                rtm=False),
    'snb-ep': dict(name='sandybridge', td='snb', mem='snb', fe=STALL_FE, be=STALL_BE_SNB,
                   rtm=False),
    'ivb': dict(name='ivybridge', td='snb', mem='snb', fe=STALL_FE, rtm=False),
    'ivb-ep': dict(name='ivybridge', td='snb', mem='snb', fe=STALL_FE, rtm=False),
    'hsw': dict(name='haswell', td='snb', mem='hsw', rtm=True),
    'hsw-ep': dict(name='haswell', td='snb', mem='hsw', rtm=True),
    'bdw': dict(name='broadwell', td='snb', mem='hsw', rtm=True),
    'bdw-ep': dict(name='broadwell', td='snb', mem='hsw', rtm=True),
    'skl': dict(name='skylake', td='snb', mem='hsw', rtm=True, skl=True, tfa=True),
    'skx': dict(name='skylake', td='snb', mem='hsw', rtm=True, skl=True),
    'clx': dict(name='skylake', td='snb', mem='hsw', rtm=True, skl=True),
    'cml': dict(name='skylake', td='snb', mem='hsw', rtm=True, skl=True),
    'icl': dict(name='icelake', td='icl', mem='hsw', rtm=True, skl=True, tsx='icl'),
    'icx': dict(name='icelake', td='icl', mem='hsw', rtm=True, skl=True, tsx='icl'),
    'spr': dict(name='sapphire_rapids', td='glc', mem='glc', rtm=True, skl=True, tsx='glc'),
    'emr': dict(name='sapphire_rapids', td='glc', mem='glc', rtm=True, skl=True, tsx='glc'),
    'gnr': dict(name='granite_rapids', td='glc', mem='glc', rtm=True, skl=True, tsx='glc',
                since='6.4'),
    'srf': dict(name='crestmont', td='cmt', mem='grt', rtm=False, atom='cmt', since='6.5'),
    'grr': dict(name='crestmont', td='cmt', mem='grt', rtm=False, atom='cmt', since='6.5'),
    'cwf': dict(name='darkmont', td='cmt', mem='grt', rtm=False, atom='cmt', v6=True,
                since='6.15'),
    'adl-n': dict(name='gracemont', td='tnt', mem='grt', rtm=False, atom='grt', since='6.2'),
}
# Hybrid parts: (core kind, atom kind, lowpower) and the release that knows them.
HYBRID = {
    'adl': dict(name='alderlake_hybrid', td='adl', since='5.13', atom='grt'),
    'rpl': dict(name='alderlake_hybrid', td='adl', since='6.0', atom='grt'),
    'mtl': dict(name='meteorlake_hybrid', td='adl', since='6.2', atom='cmt'),
    'lnl': dict(name='lunarlake_hybrid', td='lnl', since='6.11', atom='skt', v6=True),
    'arl': dict(name='lunarlake_hybrid', td='lnl', since='6.11', atom='skt', v6=True),
    'arl-h': dict(name='arrowlake_h_hybrid', td='lnl', since='6.13', atom='skt', v6=True,
                  lowpower=True),
    'ptl': dict(name='pantherlake_hybrid', td='lnl', since='6.16', atom='skt', v6=True),
}
AMD = {'fam15h': 'f15', 'zen1': 'zen1', 'zen2': 'zen2', 'zen3': 'zen2', 'zen4': 'zen4',
       'zen5': 'zen4'}
ARM = {'neoverse-n1': 'arm/neoverse-n1', 'neoverse-v1': 'arm/neoverse-v1',
       'neoverse-n2': 'arm/neoverse-n2-v2', 'neoverse-v2': 'arm/neoverse-n2-v2',
       'ampereone': 'ampere/ampereone'}
APPLE = {'apple-m1': ('apple_firestorm_pmu', 'apple_icestorm_pmu', '6.1'),
         'apple-m2': ('apple_avalanche_pmu', 'apple_blizzard_pmu', '6.3')}

TD_SNB = {  # snb_events_attrs / hsw_events_attrs (EVENT_ATTR_STR_HT: the HT-on text)
    'topdown-total-slots': 'event=0x3c,umask=0x0,any=1',
    'topdown-total-slots.scale': '2',
    'topdown-slots-issued': 'event=0xe,umask=0x1',
    'topdown-slots-retired': 'event=0xc2,umask=0x2',
    'topdown-fetch-bubbles': 'event=0x9c,umask=0x1',
    'topdown-recovery-bubbles': 'event=0xd,umask=0x3,cmask=1,any=1',
    'topdown-recovery-bubbles.scale': '2',
}
TD_SNB_NOHT = {'topdown-total-slots': 'event=0x3c,umask=0x0',
               'topdown-total-slots.scale': '4',
               'topdown-recovery-bubbles': 'event=0xd,umask=0x3,cmask=1',
               'topdown-recovery-bubbles.scale': '4'}
TD_L1 = ['retiring', 'bad-spec', 'fe-bound', 'be-bound']
TD_L2 = ['heavy-ops', 'br-mispredict', 'fetch-lat', 'mem-bound']
TD_TNT = {'topdown-fe-bound': 'event=0x71,umask=0x0', 'topdown-retiring': 'event=0xc2,umask=0x0',
          'topdown-bad-spec': 'event=0x73,umask=0x6', 'topdown-be-bound': 'event=0x74,umask=0x0'}
TD_CMT = dict(TD_TNT, **{'topdown-retiring': 'event=0x72,umask=0x0',
                         'topdown-bad-spec': 'event=0x73,umask=0x0'})
TD_LNL_ATOM = dict(TD_TNT, **{'topdown-retiring': 'event=0xc2,umask=0x02',
                              'topdown-fe-bound': 'event=0x9c,umask=0x01',
                              'topdown-be-bound': 'event=0xa4,umask=0x02',
                              'topdown-bad-spec': 'event=0x73,umask=0x0'})
MEM = {'nhm': {'mem-loads': 'event=0x0b,umask=0x10,ldlat=3'},
       'snb': {'mem-loads': 'event=0xcd,umask=0x1,ldlat=3', 'mem-stores': 'event=0xcd,umask=0x2'},
       'hsw': {'mem-loads': 'event=0xcd,umask=0x1,ldlat=3', 'mem-stores': 'event=0xd0,umask=0x82'},
       'glc': {'mem-loads': 'event=0xcd,umask=0x1,ldlat=3', 'mem-stores': 'event=0xcd,umask=0x2',
               'mem-loads-aux': 'event=0x03,umask=0x82'},
       'grt': {'mem-loads': 'event=0xd0,umask=0x5,ldlat=3', 'mem-stores': 'event=0xd0,umask=0x6'}}
TSX = {'hsw': {'tx-start': 'event=0xc9,umask=0x1', 'tx-commit': 'event=0xc9,umask=0x2',
               'tx-abort': 'event=0xc9,umask=0x4', 'tx-capacity': 'event=0x54,umask=0x2',
               'tx-conflict': 'event=0x54,umask=0x1', 'el-start': 'event=0xc8,umask=0x1',
               'el-commit': 'event=0xc8,umask=0x2', 'el-abort': 'event=0xc8,umask=0x4',
               'el-capacity': 'event=0x54,umask=0x2', 'el-conflict': 'event=0x54,umask=0x1',
               'cycles-t': 'event=0x3c,in_tx=1', 'cycles-ct': 'event=0x3c,in_tx=1,in_tx_cp=1'}}
TSX['glc'] = {k: v for k, v in TSX['hsw'].items()
              if k.startswith('tx-') and k != 'tx-capacity' or k.startswith('cycles-')}
TSX['glc'].update({'tx-capacity-read': 'event=0x54,umask=0x80',
                   'tx-capacity-write': 'event=0x54,umask=0x2'})
# icl_tsx_events_attrs[] (intel/core.c 7.3.4): glc's, and the el-* events
# with hsw's encodings (el-start event=0xc8), the capacity pair as tx's
TSX['icl'] = dict(TSX['glc'], **{k: v for k, v in TSX['hsw'].items()
                                 if k in ('el-start', 'el-commit', 'el-abort', 'el-conflict')},
                  **{'el-capacity-read': 'event=0x54,umask=0x80',
                     'el-capacity-write': 'event=0x54,umask=0x2'})


def intel_formats(rtm, skl, atom=None, v6=False):
    f = {'event': 'config:0-7', 'umask': 'config:8-15', 'edge': 'config:18', 'pc': 'config:19',
         'any': 'config:21', 'inv': 'config:23', 'cmask': 'config:24-31',
         'offcore_rsp': 'config1:0-63', 'ldlat': 'config1:0-15'}
    if rtm:
        f.update({'in_tx': 'config:32', 'in_tx_cp': 'config:33'})
    if skl:
        f['frontend'] = 'config1:0-23'
    if atom in ('cmt', 'skt'):
        f['snoop_rsp'] = 'config1:0-63'
    if v6:
        f['umask'] = 'config:8-15,40-47'
        f['eq'] = 'config:36'
    return f


def generic_events(emap, amd=False):
    return {HW[i]: x86_show(c, amd) for i, c in emap.items()}


def _pmu(ptype, fmt, events, caps, cpus=None, hw=(), ext=False, topdown=False, files=None):
    d = {'type': ptype, 'format': fmt, 'events': events, 'caps': caps, 'files': files or {},
         'hw': sorted(hw), 'ext': ext, 'topdown': topdown}
    if cpus is not None:
        d['cpus'] = cpus
    return d


def intel_layout(model, v, topo):
    p = INTEL[model]
    emap = dict(INTEL_MAP)
    if p.get('fe'):
        emap[7] = p['fe']
    if p.get('be'):
        emap[8] = p['be']
    ev = generic_events(emap)
    td = p['td']
    if td == 'snb':
        ev.update(TD_SNB)
        if not topo['smt']:
            ev.update(TD_SNB_NOHT)
    elif td in ('icl', 'glc'):
        ev['slots'] = 'event=0x00,umask=0x4'
        names = TD_L1 + (TD_L2 if td == 'glc' else [])
        for i, n in enumerate(names):
            ev['topdown-' + n] = 'event=0x00,umask=0x%x' % (0x80 + i)
    elif td == 'tnt':
        ev.update(TD_TNT)
    elif td == 'cmt':
        ev.update(TD_CMT)
    ev.update(MEM[p['mem']])
    if p['rtm']:
        ev.update(TSX[p.get('tsx', 'hsw')])
    caps = {'pmu_name': p['name'], 'max_precise': '3' if p.get('skl') or td == 'cmt' else '2',
            'branches': '32' if p.get('skl') else '16'}
    files = {'rdpmc': '1', 'freeze_on_smi': '0', 'perf_event_mux_interval_ms': '4'}
    if p.get('tfa'):
        files['allow_tsx_force_abort'] = '1'
    fmt = intel_formats(p['rtm'], p.get('skl'), p.get('atom'), p.get('v6'))
    # x86 sets PERF_PMU_CAP_EXTENDED_HW_TYPE on hybrid PMUs only
    # (init_hw_perf_events()); a lone "cpu" answers an extended type ENOENT.
    return {'cpu': _pmu(4, fmt, ev, caps, hw=emap.keys(), ext=False,
                        topdown=td in ('icl', 'glc'), files=files)}


def hybrid_layout(model, v, topo):
    p = HYBRID[model]
    emap = dict(INTEL_MAP)
    out = {}
    core_ev = generic_events(emap)
    atom_ev = generic_events(emap)
    core_ev['slots'] = 'event=0x00,umask=0x4'
    for i, n in enumerate(TD_L1 + TD_L2):
        core_ev['topdown-' + n] = 'event=0x00,umask=0x%x' % (0x80 + i)
    atom_td = TD_LNL_ATOM if p['td'] == 'lnl' else (TD_CMT if p['atom'] == 'cmt' else TD_TNT)
    # adl_hybrid_events_attrs: topdown-{retiring,bad-spec,fe-bound,be-bound}
    # are hybrid_big_small, with the atom's encoding first
    if p['td'] == 'adl':
        atom_td = {'topdown-retiring': 'event=0xc2,umask=0x0',
                   'topdown-bad-spec': 'event=0x73,umask=0x0',
                   'topdown-fe-bound': 'event=0x71,umask=0x0',
                   'topdown-be-bound': 'event=0x74,umask=0x0'}
    atom_ev.update(atom_td)
    core_ev.update({'mem-loads': 'event=0xcd,umask=0x1,ldlat=3', 'mem-stores': 'event=0xcd,umask=0x2'})
    if model in ('adl', 'rpl'):
        core_ev['mem-loads-aux'] = 'event=0x03,umask=0x82'
    atom_ev.update(MEM['grt'])
    core_ev.update(TSX['glc'])
    caps = {'pmu_name': p['name'], 'max_precise': '3', 'branches': '32'}
    files = {'rdpmc': '1', 'freeze_on_smi': '0', 'perf_event_mux_interval_ms': '4'}
    v6 = p.get('v6', False)
    out['cpu_core'] = _pmu(4, intel_formats(True, True, None, v6), core_ev, caps,
                           cpus=topo['cpus']['cpu_core'], hw=emap.keys(), ext=True,
                           topdown=True, files=files)
    afmt = intel_formats(False, False, p['atom'], v6)
    out['cpu_atom'] = _pmu(10, afmt, atom_ev, dict(caps), cpus=topo['cpus']['cpu_atom'],
                           hw=emap.keys(), ext=True, files=dict(files))
    if p.get('lowpower'):
        lp_ev = generic_events(emap)
        lp_ev.update(TD_CMT)
        lp_ev.update(MEM['grt'])
        out['cpu_lowpower'] = _pmu(11, intel_formats(False, False, 'cmt', False), lp_ev,
                                   dict(caps), cpus=topo['cpus']['cpu_lowpower'],
                                   hw=emap.keys(), ext=True, files=dict(files))
    return out


def amd_layout(model, v, topo):
    kind = AMD[model]
    if kind == 'f15':
        emap = AMD_F15
    elif rel(v) < (6, 3):
        emap = AMD_ZEN1		# amd_f17h_perfmon_event_map for every Zen
    else:
        emap = {'zen1': AMD_ZEN1, 'zen2': AMD_ZEN2, 'zen4': AMD_ZEN4}[kind]
    fmt = {'event': 'config:0-7,32-35', 'umask': 'config:8-15', 'edge': 'config:18',
           'inv': 'config:23', 'cmask': 'config:24-31'}
    caps = {}
    if kind == 'zen4' and rel(v) >= (6, 1):
        caps['branches'] = '16'		# amd_pmu_v2 LbrExtV2 (6.1: group_caps_amd_branches)
    return {'cpu': _pmu(4, fmt, generic_events(emap, amd=True), caps, hw=emap.keys(),
                        files={'rdpmc': '1', 'perf_event_mux_interval_ms': '4'})}


def _arm_common_events(tree, v):
    """name -> code of armv8_pmuv3_event_attrs (ARMV8_EVENT_ATTR lines) with
    the numbers of ARMV8_PMUV3_PERFCTR_* from the same tree."""
    src = [os.path.join(tree, 'drivers/perf/arm_pmuv3.c'),
           os.path.join(tree, 'arch/arm64/kernel/perf_event.c')]
    hdr = [os.path.join(tree, 'include/linux/perf/arm_pmuv3.h'),
           os.path.join(tree, 'arch/arm64/include/asm/perf_event.h')]
    nums = {}
    for h in hdr:
        if os.path.exists(h):
            for m in re.finditer(r'#define\s+(ARMV8_PMUV3_PERFCTR_\w+)\s+(0x[0-9a-fA-F]+)',
                                 open(h).read()):
                nums[m.group(1)] = int(m.group(2), 16)
    ev = {}
    for s in src:
        if os.path.exists(s):
            for m in re.finditer(r'ARMV8_EVENT_ATTR\((\w+),\s*(ARMV8_PMUV3_PERFCTR_\w+)\)',
                                 open(s).read()):
                if m.group(2) in nums:
                    ev[m.group(1)] = nums[m.group(2)]
            break
    return ev


def _arm_pmceid(tree, jdir):
    """The common events the model implements: those its perf JSON names
    (ArchStdEvent or an EventCode below 0x40 or in 0x4000-0x403f).  Stands
    in for PMCEID0/1 and their extended halves, which only the hardware has."""
    d = os.path.join(tree, 'tools/perf/pmu-events/arch/arm64', jdir)
    std = {}
    common = os.path.join(tree, 'tools/perf/pmu-events/arch/arm64/common-and-microarch.json')
    if os.path.exists(common):
        for e in json.load(open(common)):
            name = e.get('ArchStdEvent') or e.get('EventName')
            if name and 'EventCode' in e:
                std[name.upper()] = int(e['EventCode'], 16)
    codes = set()
    if not os.path.isdir(d):
        return codes
    for fn in os.listdir(d):
        if not fn.endswith('.json') or 'metric' in fn:
            continue
        for e in json.load(open(os.path.join(d, fn))):
            if 'ArchStdEvent' in e and e['ArchStdEvent'].upper() in std:
                codes.add(std[e['ArchStdEvent'].upper()])
            elif 'EventCode' in e:
                codes.add(int(e['EventCode'], 16))
    return {c for c in codes if c < 0x40 or 0x4000 <= c < 0x4040}


# ID_AA64DFR0_EL1.PMUVer as pmusched's models/arm64/cores.c has it.
ARM_PMUVER = {'neoverse-n1': 4, 'neoverse-v1': 5, 'neoverse-n2': 6, 'neoverse-v2': 6,
              'ampereone': 6}

# PMMIR_EL1.SLOTS per part (see arm64_pmu() caps/slots).
ARM_SLOTS = {'neoverse-v1': 8, 'neoverse-n2': 5, 'neoverse-v2': 8}

ARM_MIDR = {'neoverse-n1': '0x00000000410fd0c0', 'neoverse-v1': '0x00000000410fd400',
            'neoverse-n2': '0x00000000410fd490', 'neoverse-v2': '0x00000000410fd4f0',
            'ampereone': '0x00000000c00fac30'}


def _arm_dir(tree, model):
    """The model's JSON directory in that release's arm64 mapfile.csv."""
    mf = os.path.join(tree, 'tools/perf/pmu-events/arch/arm64/mapfile.csv')
    if os.path.exists(mf):
        for line in open(mf):
            f = line.strip().split(',')
            if len(f) >= 3 and f[0].lower() == ARM_MIDR[model]:
                return f[2]
    return ARM[model]


def arm_layout(model, v, topo, tree):
    ev = {}
    # PMCEID is the hardware's: when this release's perf has no JSON for the
    # part, a later release's (in the same cache) stands in
    ids = set()
    for t in [tree] + [os.path.join(os.path.dirname(tree), 'linux-' + r)
                       for r in ('6.12', '7.3', '7.2')]:
        ids = _arm_pmceid(t, _arm_dir(t, model)) if os.path.isdir(t) else set()
        if ids:
            break
    for name, code in _arm_common_events(tree, v).items():
        if code in ids:
            ev[name] = 'event=0x%04x' % code		# armv8pmu_events_sysfs_show()
    fmt = {'event': 'config:0-15', 'long': 'config1:0', 'rdpmc': 'config1:1'}
    if rel(v) >= (6, 9):
        fmt.update({'threshold_count': 'config1:2', 'threshold_compare': 'config1:3-4',
                    'threshold': 'config1:5-16'})
    # armv8_pmuv3_perf_map: cycles, instructions, cache refs/misses, branch
    # instructions (BR_RETIRED when PMCEID has it, 6.x) and misses, bus cycles,
    # stalled-cycles (STALL_FRONTEND/BACKEND in PMCEID)
    hw = [0, 1, 2, 3, 5]
    if 0x21 in ids:
        hw.append(4)
    if 0x1d in ids:
        hw.append(6)
    if 0x23 in ids:
        hw.append(7)
    if 0x24 in ids:
        hw.append(8)
    # caps/slots: PMMIR_EL1.SLOTS (slots_show(), arm_pmuv3.c), read only
    # from PMUv3p4 (__armv8pmu_probe_pmu(): is_pmuv3p4(), else 0); the Arm
    # ARM requires it non-zero when STALL_SLOT (0x3f) is implemented.  The
    # value: Arm's telemetry specification's num_slots (telemetry-solution
    # data/pmu/cpu/neoverse/: V1 8, as perf's neoverse-v1/metrics.json
    # writes CPU_CYCLES * 8; N2 r0p3 5; V2 8); AmpereOne's is not known here
    # and 1 stands in (pmusched's values too, perf_lists.c arm_slots()).
    # The list perf builds does not depend on it.
    slots = 0
    if ARM_PMUVER.get(model, 0) >= 5 and 0x3f in ids:
        slots = ARM_SLOTS.get(model, 1)
    caps = {'slots': '0x%08x' % slots}
    if rel(v) >= (6, 9):
        caps.update({'bus_slots': '0x00000000', 'bus_width': '0x00000000'})
    # arm_pmu takes extended hardware types from 6.7 (armpmu_event_init(),
    # PERF_PMU_CAP_EXTENDED_HW_TYPE in armpmu_alloc()).
    pmu = _pmu(10, fmt, ev, caps, cpus=topo['cpus']['armv8_pmuv3_0'], hw=hw,
               ext=rel(v) >= (6, 7))
    pmu['cache_refuse'] = arm_cache_refusals(tree, ids)
    return {'armv8_pmuv3_0': pmu}


def arm_cache_refusals(tree, ids):
    """{config: errno} of the generic cache events armv8_pmuv3 refuses.
    __armv8_pmuv3_map_event() (arch/arm64/kernel/perf_event.c 6.1,
    drivers/perf/arm_pmuv3.c 6.12, 7.2, 7.3) maps a cache event through
    armv8_pmuv3_perf_cache_map and keeps the id only when PMCEID has it
    (below ARMV8_PMUV3_MAX_COMMON_EVENTS, 0x40); else it asks the part's
    extra cache map, which the Neoverse and generic armv8_pmuv3 parts laid out
    here do not have (armv8_pmuv3_map_event(): NULL), so armpmu_map_cache_event()
    answers -ENOENT; an entry the map leaves out (CACHE_OP_UNSUPPORTED) is
    -ENOENT too."""
    src = os.path.join(tree, 'drivers/perf/arm_pmuv3.c')
    if not os.path.exists(src):
        src = os.path.join(tree, 'arch/arm64/kernel/perf_event.c')
    hdrs = [os.path.join(tree, 'include/linux/perf/arm_pmuv3.h'),
            os.path.join(tree, 'arch/arm64/include/asm/perf_event.h')]
    nums = {}
    for h in hdrs:
        if os.path.exists(h):
            for m in re.finditer(r'#define\s+(ARMV8_PMUV3_PERFCTR_\w+)\s+(0x[0-9A-Fa-f]+)',
                                 open(h).read()):
                nums[m.group(1)] = int(m.group(2), 16)
    text = open(src).read() if os.path.exists(src) else ''
    m = re.search(r'armv8_pmuv3_perf_cache_map\s*\[[^=]*=\s*\{(.*?)\n\};', text, re.S)
    if not m or not nums:
        return {}
    mapped = {}
    for t in re.finditer(r'\[C\((\w+)\)\]\s*\[C\((\w+)\)\]\s*\[C\((\w+)\)\]\s*=\s*(\w+)',
                         m.group(1)):
        c, o, r, name = t.groups()
        if c in CACHE_IDS and o in CACHE_OPS and r in CACHE_RES and name in nums:
            mapped[CACHE_IDS.index(c) | CACHE_OPS.index(o) << 8 |
                   CACHE_RES.index(r) << 16] = nums[name]
    out = {}
    for c in range(len(CACHE_IDS)):
        for o in range(3):
            for r in range(2):
                cfg = c | o << 8 | r << 16
                code = mapped.get(cfg)
                if code is None or not (0 < code < 0x40 and code in ids):
                    out[cfg] = 2
    return out


def apple_layout(model, v, topo):
    big, little, since = APPLE[model]
    out = {}
    # drivers/perf/apple_m1_cpu_pmu.c m1_pmu_event_attrs (every release with
    # the driver): events/cycles = M1_PMU_PERFCTR_CORE_ACTIVE_CYCLE (0x02,
    # M1_PMU_PERFCTR_CPU_CYCLES in 6.1), events/instructions =
    # M1_PMU_PERFCTR_INST_ALL (0x8c), printed "event=0x%04llx"
    # (m1_pmu_events_sysfs_show()).  m1_pmu_perf_map: cycles and instructions;
    # from 6.14 (4575353d82e2) also branch-instructions
    # (M1_PMU_PERFCTR_INST_BRANCH) and branch-misses
    # (M1_PMU_PERFCTR_BRANCH_MISPRED_NONSPEC): 7.3.4 has them, 6.12.117 not.
    ev = {'cycles': 'event=0x0002', 'instructions': 'event=0x008c'}
    hw = [0, 1] + ([4, 5] if rel(v) >= (6, 14) else [])
    for i, n in enumerate((big, little)):
        out[n] = _pmu(10 + i, {'event': 'config:0-7'}, dict(ev), {}, cpus=topo['cpus'][n],
                      hw=hw, ext=rel(v) >= (6, 7))
    return out


def topology(model):
    """The CPUs the fake machine has (a mounted /sys/devices/system/cpu):
    4 logical CPUs.  x86 single-PMU parts: 2 cores with SMT (siblings 0,2 and
    1,3), the usual view of a desktop; hybrids: a P-core with 2 threads
    (CPUs 0-1) and E-cores 2-3 (arl-h: cpu_atom 2, cpu_lowpower 3);
    atom-only, arm64, Apple: 4 cores, no SMT."""
    if model in HYBRID:
        if HYBRID[model].get('lowpower'):
            cpus = {'cpu_core': '0-1', 'cpu_atom': '2', 'cpu_lowpower': '3'}
        else:
            cpus = {'cpu_core': '0-1', 'cpu_atom': '2-3'}
        return {'n': 4, 'smt': True, 'siblings': ['0-1', '0-1', '2', '3'], 'cpus': cpus}
    if model in APPLE:
        big, little, _ = APPLE[model]
        return {'n': 4, 'smt': False, 'siblings': ['0', '1', '2', '3'],
                'cpus': {big: '0-1', little: '2-3'}}
    if model in ARM:
        return {'n': 4, 'smt': False, 'siblings': ['0', '1', '2', '3'],
                'cpus': {'armv8_pmuv3_0': '0-3'}}
    if model in INTEL and INTEL[model].get('atom'):
        return {'n': 4, 'smt': False, 'siblings': ['0', '1', '2', '3'], 'cpus': {}}
    return {'n': 4, 'smt': True, 'siblings': ['0,2', '1,3', '0,2', '1,3'], 'cpus': {}}


def exists(model, v):
    """Whether the kernel of release @v drives the model's PMU as modelled."""
    since = None
    if model in INTEL:
        since = INTEL[model].get('since')
    elif model in HYBRID:
        since = HYBRID[model]['since']
    elif model in APPLE:
        since = APPLE[model][2]
    return since is None or rel(v) >= rel(since)


def layout(model, v, tree):
    topo = topology(model)
    if model in INTEL:
        pmus = intel_layout(model, v, topo)
        kind = 'intel-atom' if INTEL[model].get('atom') else 'intel-core'
    elif model in HYBRID:
        pmus = hybrid_layout(model, v, topo)
        kind = 'intel-hybrid'
    elif model in AMD:
        pmus = amd_layout(model, v, topo)
        kind = 'amd-core'
    elif model in ARM:
        pmus = arm_layout(model, v, topo, tree)
        kind = 'arm64-pmuv3'
    elif model in APPLE:
        pmus = apple_layout(model, v, topo)
        kind = 'apple-m1'
    else:
        raise KeyError(model)
    for name, p in pmus.items():
        if model in ARM:
            continue		# arm_layout(): armv8_pmuv3's map and PMCEID
        p['cache_refuse'] = cache_refusals(model, tree, atom=name in ('cpu_atom', 'cpu_lowpower'))
        if model in APPLE:
            # m1_pmu_map_event(): armpmu_map_event() with no cache map, so
            # every generic cache event is ENOENT (armpmu_map_cache_event())
            p['cache_refuse'] = {c | o << 8 | r << 16: 2 for c in range(7) for o in range(3)
                                 for r in range(2)}
    return kind, topo, pmus


def vendor(model):
    if model in AMD:
        return 'amd'
    if model in ARM or model in APPLE:
        return 'arm64'
    return 'intel'


# The kernel's generic cache-event tables (hw_cache_event_ids): an entry of
# 0 is ENOENT, -1 is EINVAL (x86_pmu_event_init() -> set_ext_hw_attr()).
CACHE_IDS = ['L1D', 'L1I', 'LL', 'DTLB', 'ITLB', 'BPU', 'NODE']
CACHE_OPS = ['OP_READ', 'OP_WRITE', 'OP_PREFETCH']
CACHE_RES = ['RESULT_ACCESS', 'RESULT_MISS']
# intel_pmu_init() / intel_pmu_init_glc() / intel_pmu_init_grt(): the table
# each part copies (the first name the release has), and amd_core_pmu_init()
CACHE_TABLE = {
    'nhm': ['nehalem'], 'wsm': ['westmere'], 'snb': ['snb'], 'snb-ep': ['snb'],
    'ivb': ['snb'], 'ivb-ep': ['snb'], 'hsw': ['hsw'], 'hsw-ep': ['hsw'], 'bdw': ['hsw'],
    'bdw-ep': ['hsw'], 'skl': ['skl'], 'skx': ['skl'], 'clx': ['skl'], 'cml': ['skl'],
    'icl': ['skl'], 'icx': ['skl'], 'spr': ['glc', 'spr', 'skl'], 'emr': ['glc', 'spr', 'skl'],
    'gnr': ['glc', 'spr'], 'srf': ['glp'], 'grr': ['glp'], 'cwf': ['glp'], 'adl-n': ['glp'],
    'fam15h': ['amd_hw_cache_event_ids'], 'zen1': ['amd_hw_cache_event_ids_f17h'],
    'zen2': ['amd_hw_cache_event_ids_f17h'], 'zen3': ['amd_hw_cache_event_ids_f17h'],
    'zen4': ['amd_hw_cache_event_ids_f17h'], 'zen5': ['amd_hw_cache_event_ids_f17h'],
    # hybrids: (core table, atom table)
    # 7.2's intel_pmu_init_glc_hybrid()/_lnc() give the client cpu_core PMUs
    # adl_glc_hw_cache_event_ids (no NODE entries); earlier releases glc's
    'adl': (['adl_glc', 'glc', 'spr'], ['glp']), 'rpl': (['adl_glc', 'glc', 'spr'], ['glp']),
    'mtl': (['adl_glc', 'glc', 'spr'], ['glp']), 'lnl': (['adl_glc', 'glc'], ['glp']),
    'arl': (['adl_glc', 'glc'], ['glp']), 'arl-h': (['adl_glc', 'glc'], ['glp']),
    'ptl': (['adl_glc', 'glc'], ['glp']),
}


def _parse_cache_table(text, name):
    full = name if 'hw_cache' in name else name + '_hw_cache_event_ids'
    m = re.search(r'\b%s\s*(?:\[[^\]]*\]\s*)*=\s*\{' % re.escape(full), text)
    if not m:
        return None
    i, depth, start = m.end(), 1, m.end()
    while depth and i < len(text):
        depth += {'{': 1, '}': -1}.get(text[i], 0)
        i += 1
    body = text[start:i]
    out = {}
    cur = [None, None]
    for t in re.finditer(r'\[\s*C\(\s*(\w+)\s*\)\s*\]\s*=\s*(\{|-?0x[0-9a-fA-F]+|-?\d+)', body):
        key, val = t.group(1), t.group(2)
        if key in CACHE_IDS and val == '{':
            cur = [CACHE_IDS.index(key), None]
        elif key in CACHE_OPS and val == '{':
            cur[1] = CACHE_OPS.index(key)
        elif key in CACHE_RES and cur[0] is not None and cur[1] is not None:
            out[cur[0] | cur[1] << 8 | CACHE_RES.index(key) << 16] = int(val, 0)
    return out


def cache_refusals(model, tree, atom=False):
    """{config: errno} of the generic cache events the kernel refuses for the
    model's (core or atom) PMU: entries 0 (ENOENT, 2) and -1 (EINVAL, 22);
    an entry the table leaves out is 0.  icl/icx: ITLB read access set to -1
    after the copy (intel_pmu_init())."""
    names = CACHE_TABLE.get(model)
    if names is None:
        return {}
    if isinstance(names, tuple):
        names = names[1] if atom else names[0]
    src = os.path.join(tree, 'arch/x86/events',
                       'amd/core.c' if model in AMD else 'intel/core.c')
    if not os.path.exists(src):
        return {}
    text = open(src).read()
    table = None
    for n in names:
        table = _parse_cache_table(text, n)
        if table:
            break
    if not table:
        return {}
    if model in ('icl', 'icx'):
        table[4 | 0 << 8 | 0 << 16] = -1
    if names and names[0] == 'glp':
        # every part laid out here that copies glp_hw_cache_event_ids is a
        # Gracemont-family core that then sets ITLB read access to -1:
        # intel_pmu_init_grt() (6.12, 7.2, 7.3; cmt/skt/dkt/arw call it), the
        # 6.1 ALDERLAKE hybrid atom and the TREMONT/GRACEMONT cases
        # (intel_pmu_init(), core.c 6.1); Goldmont Plus itself is not laid out
        table[4 | 0 << 8 | 0 << 16] = -1
    out = {}
    for c in range(len(CACHE_IDS) - 0):
        for o in range(3):
            for r in range(2):
                cfg = c | o << 8 | r << 16
                v = table.get(cfg, 0)
                if v == 0:
                    out[cfg] = 2
                elif v == -1:
                    out[cfg] = 22
    return out
