#!/usr/bin/env python3
"""Compare pmusched's Intel constraint masks with the kernel's own tables.

usage: tools/xcheck_kernel.py LINUX_6_12_TREE LINUX_6_1_TREE [V=TREE ...] [MODEL...]

V=TREE adds a newer tree by its release: 7.2=LINUX_7_2_TREE 7.3=LINUX_7_3_TREE
(the trees of Debian's linux-source-7.2 and -7.3).  Reads the constraint and
PEBS tables of arch/x86/events/intel/{core,ds}.c of every tree, applies each
model's intel_pmu_init() choices (tables, cycles alias, pebs_prec_dist,
adaptive PEBS, the hsw/icl/glc wrappers, the fixed-counter fix-ups and the
open checks), and compares the masks, for every row's code with umask and
flag variants, generic and topdown events, precise levels 0-3 and HT on and
off, with what the probe (tools/xcheck_probe.c, built here against
build/rel/libpmusched.a) says with the kernel set to the tree's release.
Arch-PEBS counter masks (CPUID leaf 0x23) and ACR are not compared (see
docs/kernel-eras.md).  Prints the differences and a count.  Run 'make'
first.  Not part of 'make test' ('make xcheck-kernel' runs it).
"""
import os, re, subprocess, sys, tempfile

EVENT, UMASK = 0xff, 0xff00
ARCH = EVENT | UMASK
EDGE, PC, ANY, INV, CMASK = 1 << 18, 1 << 19, 1 << 21, 1 << 23, 0xff << 24
INTX, INTXCP = 1 << 32, 1 << 33
ALLF = EDGE | INV | CMASK | ANY | PC | INTX | INTXCP
RAW = EVENT | UMASK | EDGE | INV | CMASK
FIXF = RAW | INTX | INTXCP

# the compare mask of each table macro (arch/x86/events/perf_event.h)
MACROS = {
    'INTEL_ALL_EVENT_CONSTRAINT': ALLF, 'INTEL_EVENT_CONSTRAINT': EVENT,
    'INTEL_EVENT_CONSTRAINT_RANGE': EVENT, 'INTEL_EXCLEVT_CONSTRAINT': EVENT,
    'INTEL_EXCLUEVT_CONSTRAINT': ARCH, 'INTEL_UEVENT_CONSTRAINT': ARCH,
    'INTEL_FLAGS_EVENT_CONSTRAINT': EVENT | ALLF,
    'INTEL_FLAGS_EVENT_CONSTRAINT_RANGE': EVENT | ALLF,
    'INTEL_FLAGS_EVENT_CONSTRAINT_DATALA_LD': EVENT | ALLF,
    'INTEL_FLAGS_EVENT_CONSTRAINT_DATALA_LD_RANGE': EVENT | ALLF,
    'INTEL_FLAGS_EVENT_CONSTRAINT_DATALA_XLD': EVENT | ALLF,
    'INTEL_FLAGS_UEVENT_CONSTRAINT': ARCH | ALLF,
    'INTEL_FLAGS_UEVENT_CONSTRAINT_DATALA_LD': ARCH | ALLF,
    'INTEL_FLAGS_UEVENT_CONSTRAINT_DATALA_NA': ARCH | ALLF,
    'INTEL_FLAGS_UEVENT_CONSTRAINT_DATALA_ST': ARCH | ALLF,
    'INTEL_FLAGS_UEVENT_CONSTRAINT_DATALA_XLD': ARCH | ALLF,
    'INTEL_FLAGS_UEVENT_CONSTRAINT_DATALA_XST': ARCH | ALLF,
    'INTEL_PLD_CONSTRAINT': ARCH | ALLF, 'INTEL_PSD_CONSTRAINT': ARCH | ALLF,
    'INTEL_PST_CONSTRAINT': ARCH | ALLF, 'METRIC_EVENT_CONSTRAINT': ARCH,
    'FIXED_EVENT_CONSTRAINT': FIXF, 'INTEL_UBIT_EVENT_CONSTRAINT': None,
    'INTEL_HYBRID_LDLAT_CONSTRAINT': ARCH | ALLF, 'INTEL_HYBRID_STLAT_CONSTRAINT': ARCH | ALLF,
    'INTEL_HYBRID_LAT_CONSTRAINT': ARCH | ALLF,
}
SKIP = {'EVENT_CONSTRAINT_END', 'BIT_ULL', 'GENMASK_ULL'}
TD = {'RETIRING': 0x8000, 'BAD_SPEC': 0x8100, 'FE_BOUND': 0x8200, 'BE_BOUND': 0x8300,
      'HEAVY_OPS': 0x8400, 'BR_MISPREDICT': 0x8500, 'FETCH_LAT': 0x8600, 'MEM_BOUND': 0x8700}

# model: event table, PEBS table, cycles alias, pebs_prec_dist, wrapper,
# adaptive PEBS, fixed counters, GP with HT on, GP with HT off
MODELS = {}
for names, row in (
        (('nhm',), ('nehalem', 'nehalem', 'core2', 0, '', 0, 3, 4, 4)),
        (('wsm',), ('westmere', 'westmere', 'core2', 0, '', 0, 3, 4, 4)),
        (('snb', 'snb-ep'), ('snb', 'snb', 'snb', 0, '', 0, 3, 4, 8)),
        (('ivb', 'ivb-ep'), ('ivb', 'ivb', 'ivb', 1, '', 0, 3, 4, 8)),
        (('hsw', 'hsw-ep'), ('hsw', 'hsw', 'ivb', 1, 'hsw', 0, 3, 4, 8)),
        (('bdw', 'bdw-ep'), ('bdw', 'bdw', 'ivb', 1, 'hsw', 0, 3, 4, 8)),
        (('skl', 'skx', 'clx', 'cml'), ('skl', 'skl', 'skl', 1, 'hsw', 0, 3, 4, 8)),
        (('icl', 'icx'), ('icl', 'icl', None, 1, 'icl', 1, 4, 8, 8)),
        (('spr', 'emr'), (None, None, None, 1, 'glc', 1, 4, 8, 8))):
    for n in names:
        MODELS[n] = row

# Core PMUs of the platforms added with the hybrid parts (intel_pmu_init,
# core.c 6.12/6.1): per kernel tree the event and PEBS tables (None: the
# kernel does not know the part), the get_event_constraints wrapper, the GP
# and fixed counter masks, and whether topdown metrics exist.
NEWER = ('7.2', '7.3')


def tabs_for(old, new):
    """Per-tree tables: @old for 6.12 (and 6.1 where given), @new for 7.2 and 7.3."""
    out = dict(old)
    if new:
        out.update({v: new for v in NEWER})
    return out


# 7.2/7.3: intel_pmu_init_cmt() gives Crestmont and Skymont (and the tiny
# PMU of ARL-H) intel_cmt_pebs_event_constraints, intel_pmu_init_dkt_hybrid()
# and _arw() intel_dkt_pebs_event_constraints (core.c 7.2.13, 7.3.4).
GLC = tabs_for({'6.12': ('glc', 'glc'), '6.1': ('spr', 'spr')}, ('glc', 'glc'))
GRT = tabs_for({'6.12': ('grt', 'grt'), '6.1': ('slm', 'grt')}, ('grt', 'grt'))
NEW = tabs_for({'6.12': ('glc', 'glc')}, ('glc', 'glc'))
CMT = tabs_for({'6.12': ('grt', 'grt')}, ('grt', 'cmt'))
SKT = tabs_for({'6.12': ('skt', 'grt')}, ('skt', 'cmt'))
DKT = tabs_for({'6.12': ('skt', 'grt')}, ('skt', 'dkt'))
LNC = tabs_for({'6.12': ('lnc', 'lnc')}, ('lnc', 'lnc'))
# parts the 6.12 tree lacks: Diamond Rapids (pnc, 7.0), Nova Lake (pnc on
# cpu_core through intel_pmu_init_cyc, arw on cpu_atom, 7.0), Wildcat Lake
# (the PANTHERLAKE_L case, 6.18)
PNC = tabs_for({}, ('pnc', 'pnc'))
ARW = tabs_for({}, ('arw', 'dkt'))
WLC = tabs_for({}, ('lnc', 'lnc'))
WDK = tabs_for({}, ('skt', 'dkt'))
PMUS = {}
for names, tabs, wrap, gp, fx, met in (
        (('adl/cpu_core', 'rpl/cpu_core'), GLC, 'glc', 0xff, 0xf, 8),
        (('adl/cpu_atom', 'rpl/cpu_atom', 'adl-n'), GRT, 'tnt', 0x3f, 0x7, 0),
        (('mtl/cpu_core', 'gnr'), NEW, 'glc', 0xff, 0xf, 8),
        (('mtl/cpu_atom', 'srf', 'grr'), CMT, 'cmt', 0xff, 0x7, 0),
        (('lnl/cpu_core', 'arl/cpu_core'), LNC, 'glc', 0x3ff, 0xf, 8),
        (('lnl/cpu_atom', 'arl/cpu_atom', 'arl-h/cpu_atom'), SKT, 'cmt', 0xff, 0x77, 0),
        (('ptl/cpu_atom', 'cwf'), DKT, 'cmt', 0xff, 0x77, 0),
        (('arl-h/cpu_core', 'ptl/cpu_core'), LNC, 'glc', 0x3ff, 0xf, 8),
        (('arl-h/cpu_lowpower',), CMT, 'cmt', 0xff, 0x7, 0),
        (('dmr', 'nvl/cpu_core'), PNC, 'glc', 0xff, 0xf, 8),
        (('nvl/cpu_atom',), ARW, 'cmt', 0xff, 0x77, 0),
        (('wcl/cpu_core',), WLC, 'glc', 0x3ff, 0xf, 8),
        (('wcl/cpu_atom',), WDK, 'cmt', 0xff, 0x77, 0)):
    for n in names:
        PMUS[n] = (tabs, wrap, gp, fx, met)

# Parts newer than the 6.12 tree whose commits reuse its tables: the kernel
# the probe is asked about (Arrow Lake H: d3fe6f0a4372 and 9f4a39757c81,
# 6.13-rc1; intel_pmu_init_lnc/_skt/_grt with 6.12's tables, the tiny PMU
# through cmt_get_event_constraints; Panther Lake 7950de14ff5f and
# Clearwater Forest 48d66c89dce1, 6.16-rc1: lnl_common, and _skt with cmt's).
# The 7.2 and 7.3 trees are asked about at their own release.
PROBE_KVER = {'arl-h': '6.13', 'ptl': '6.16', 'cwf': '6.16'}


def probe_ver(model, ver):
    if ver != '6.12':
        return ver
    return PROBE_KVER.get(model.split('/')[0], ver)


def spec(model, ver):
    """(event table, PEBS table, alias, prec_dist, wrapper, pebs_all, GP mask HT
    on, GP mask HT off, fixed mask, metrics) or None when the tree lacks it."""
    if model in PMUS:
        tabs, wrap, gp, fx, met = PMUS[model]
        if ver not in tabs:
            return None
        et, pt = tabs[ver]
        return (et, pt, None, 1, wrap, 1, gp, gp, fx, met)
    ev, pebs, al, pd, wrap, pebs_all, nfix, gp_ht, gp_noht = MODELS[model]
    if ev is None:      # Golden Cove: glc tables in 6.12, spr ones in 6.1
        ev = pebs = 'spr' if ver == '6.1' else 'glc'
    met = 8 if wrap == 'glc' else 4 if nfix == 4 else 0
    return (ev, pebs, al, pd, wrap, pebs_all, (1 << gp_ht) - 1, (1 << gp_noht) - 1,
            (1 << nfix) - 1, met)


def value(x):
    x = re.sub(r'(0x[0-9a-fA-F]+|\d+)ULL', r'\1', x)
    for k, v in TD.items():
        x = x.replace('INTEL_TD_METRIC_' + k, str(v))
    return int(eval(x, {'__builtins__': {}}))


def args_of(text):
    out, depth, cur = [], 0, ''
    for ch in text:
        depth += ch == '('
        depth -= ch == ')'
        if ch == ',' and depth == 0:
            out.append(cur.strip())
            cur = ''
        else:
            cur += ch
    return out + [cur.strip()]


def tables(tree):
    t = {}
    for f in ('intel/core.c', 'intel/ds.c'):
        src = open(os.path.join(tree, 'arch/x86/events', f)).read()
        src = re.sub(r'/\*.*?\*/', '', src, flags=re.S)
        for m in re.finditer(r'struct event_constraint (intel_\w+)\[\]\s*(?:__read_mostly)?\s*='
                             r'\s*\{(.*?)\n\};', src, re.S):
            rows, body = [], m.group(2)
            for mm in re.finditer(r'\b([A-Z_0-9]+)\(', body):
                name = mm.group(1)
                if name in SKIP:
                    continue
                if name not in MACROS:
                    sys.exit('unknown macro %s in %s' % (name, m.group(1)))
                j, depth = mm.end(), 1
                while depth:
                    depth += {'(': 1, ')': -1}.get(body[j], 0)
                    j += 1
                a = [value(x) for x in args_of(body[mm.end():j - 1])]
                cmask = MACROS[name] if MACROS[name] is not None else EVENT | a[0]
                if name == 'FIXED_EVENT_CONSTRAINT':
                    lo, hi, mask = a[0], a[0], 1 << (32 + a[1])
                elif name == 'METRIC_EVENT_CONSTRAINT':
                    lo, hi, mask = a[0], a[0], 1 << (48 + a[1])
                elif 'RANGE' in name:
                    lo, hi, mask = a[0], a[1], a[2]
                else:
                    lo, hi, mask = a[0], a[0], a[1]
                rows.append({'lo': lo, 'hi': hi, 'cmask': cmask, 'mask': mask,
                             'fixed': name == 'FIXED_EVENT_CONSTRAINT'})
            t[m.group(1)] = rows
    return t


def match(r, cfg):
    return r['lo'] <= (cfg & r['cmask']) <= r['hi']


def table_names(model, ver):
    et, pt = spec(model, ver)[:2]
    return 'intel_%s_event_constraints' % et, 'intel_%s_pebs_event_constraints' % pt


def alias(kind, cfg, p):
    if kind is None or (cfg & RAW) != 0x3c:
        return cfg
    if kind in ('ivb', 'skl'):
        kind = 'pd' if p == 3 else ('snb' if kind == 'ivb' else 'core2')
    new = {'core2': 0xc0, 'snb': 0x01c2, 'pd': 0x01c0}[kind] | INV | 16 << 24
    return new | (cfg & ~RAW)


def expected(t, model, ver, ht, cfg, p):
    _, _, al, pd, wrap, pebs_all, gpm_ht, gpm_noht, fixmask, n_met = spec(model, ver)
    et, pt = table_names(model, ver)
    gpm = gpm_ht if ht else gpm_noht
    fixm = fixmask << 32
    nfix = fixmask.bit_length()
    tsx = wrap in ('hsw', 'icl', 'glc')
    if p > (3 if pd else 2):
        return 'E95'
    if n_met:           # topdown events take no flags; metrics never sample
        metric = (cfg & EVENT) == 0 and 0x8000 <= (cfg & ARCH) <= 0x8700
        if metric or (cfg & ARCH) == 0x400:
            if cfg & ALLF:
                return 'E22'
            if metric and (cfg & ARCH) < 0x8000 + 0x100 * n_met and p:
                return 'E22'
    if tsx and cfg & (INTX | INTXCP) and p:
        return 'E95'
    if p:
        cfg = alias(al, cfg, p)
    fixed0 = {'lo': 0xc0, 'hi': 0xc0, 'cmask': FIXF}
    if wrap in ('icl', 'glc') and p == 3 and match(fixed0, cfg):
        return '%x' % (1 << 32)
    c = None
    if p:
        c = next((r['mask'] for r in t[pt] if match(r, cfg)), None)
        if c is None and not pebs_all:
            c = 0
    if c is None:
        c = gpm
        for r in t[et]:
            if match(r, cfg):
                c = r['mask']
                if r['fixed']:
                    c &= fixm
                    if r['lo'] & 0xff:
                        c |= gpm
                if not c >> 48:
                    c &= ~(~0 << (32 + nfix)) if ver == '6.1' else (gpm | fixm)
                break
    if tsx and cfg & INTXCP:
        c = 4 if c & 4 else 0
    if wrap == 'glc' and p == 3 and not match(fixed0, cfg):
        c = 1 if c & 1 else 0
    if wrap == 'tnt' and p == 3:        # tnt_get_event_constraints
        c = (1 << 32 | 1) if match(fixed0, cfg) else 1
    if wrap == 'cmt' and p == 3:        # cmt_get_event_constraints
        c = (1 << 32 | 3) if match(fixed0, cfg) else c & 3
    return '%x' % c


def configs(t, model, ver):
    et, pt = table_names(model, ver)
    out = set()
    for r in t[et] + t[pt]:
        for code in (r['lo'], r['hi']):
            out.add(code & ((1 << 40) - 1))
            for um in {(code >> 8) & 0xff, 0, 1, 2, 0x10, 0x81}:
                for fl in (0, INV | 16 << 24, 1 << 24, EDGE | 1 << 24, INTX, INTXCP, ANY):
                    out.add((code & 0xff) | um << 8 | fl)
    out |= {0x3c, 0xc0, 0x300, 0x13c, 0x400, 0x8000, 0x8100, 0x8300, 0x1c2, 0x1c0, 0x24,
            0x1a3, 0x4a3, 0x14a3, 0x1b7, 0x1bb, 0x1cd, 0x1c6, 0x2cd, 0x3c | INV, 0x3c | 1 << 24}
    tsx = spec(model, ver)[4] in ('hsw', 'icl', 'glc')
    return sorted(c for c in out if not c & ~(RAW | INTX | INTXCP | ANY) and
                  (tsx or not c & (INTX | INTXCP)))


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    trees = {'6.12': sys.argv[1], '6.1': sys.argv[2]}
    rest = sys.argv[3:]
    for a in [a for a in rest if '=' in a]:
        v, path = a.split('=', 1)
        if v not in NEWER:
            sys.exit('unknown tree release %s (known: %s)' % (v, ' '.join(NEWER)))
        trees[v] = path
    models = [a for a in rest if '=' not in a] or sorted(MODELS) + sorted(PMUS)
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.dirname(here)
    probe = os.path.join(tempfile.mkdtemp(), 'probe')
    subprocess.check_call(['cc', '-O1', '-I', os.path.join(root, 'include'),
                           os.path.join(here, 'xcheck_probe.c'),
                           os.path.join(root, 'build/rel/libpmusched.a'),
                           '-lpfm', '-lm', '-o', probe])
    tabs = {v: tables(tr) for v, tr in trees.items()}
    keys = []
    for model in models:
        for ver in trees:
            if spec(model, ver) is None:
                continue
            for cfg in configs(tabs[ver], model, ver):
                for ht in (1, 0):
                    for p in range(4):
                        keys.append((model, ver, ht, cfg, p))
    text = ''.join('%s %s %d %x %d\n' % ((k[0], probe_ver(k[0], k[1])) + k[2:]) for k in keys)
    got = subprocess.run([probe], input=text, capture_output=True, text=True).stdout.split()
    bad = 0
    for k, g in zip(keys, got):
        want = expected(tabs[k[1]], *k)
        if g != want:
            bad += 1
            if bad <= int(os.environ.get('XCHECK_MAX', '50')):
                print('%s %s HT %s 0x%x :p%d  pmusched %s  kernel %s' %
                      (k[0], k[1], 'on' if k[2] else 'off', k[3], k[4], g, want))
    rows = sum(len(tabs[v][n]) for m in models for v in trees if spec(m, v)
               for n in table_names(m, v))
    for v in trees:
        n = sum(1 for k in keys if k[1] == v)
        nb = sum(1 for k, g in zip(keys, got) if k[1] == v and g != expected(tabs[v], *k))
        nr = sum(len(tabs[v][n]) for m in models if spec(m, v) for n in table_names(m, v))
        print('tree %s: %d cases over %d table rows, %d differences' % (v, n, nr, nb))
    print('%d cases over %d table rows (models x trees), %d differences' % (len(keys), rows, bad))
    return 1 if bad + check_cache(probe, trees, models) else 0


def check_cache(probe, trees, models):
    """The hw-cache maps (tools/xcheck_cache.py) of the 6.12, 7.2 and 7.3 trees."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import xcheck_cache as xc
    trees = {v: t for v, t in trees.items() if v != '6.1'}
    tabs = {v: xc.tables(tr) for v, tr in trees.items()}
    cases = [(m, v, k) for m in models for v in trees if xc.spec(m, v) for k in xc.keys()]
    text = ''.join('cache %s %s %x\n' % (m, probe_ver(m, v), k[0] | k[1] << 8 | k[2] << 16)
                   for m, v, k in cases)
    got = subprocess.run([probe], input=text, capture_output=True, text=True).stdout.split()
    bad = 0
    for (m, v, k), g in zip(cases, got):
        e = xc.expected(tabs[v], m, v, k)
        want = 'NS' if e is None else '%x:%x' % e
        if g != want:
            bad += 1
            if bad <= int(os.environ.get('XCHECK_MAX', '50')):
                print('cache %s %s %s/%s/%s  pmusched %s  kernel %s' %
                      (m, v, xc.CACHES[k[0]], xc.OPS[k[1]], xc.RES[k[2]], g, want))
    for v in trees:
        n = sum(1 for c in cases if c[1] == v)
        print('hw-cache, tree %s: %d entries over %d models, %d differences' %
              (v, n, len({c[0] for c in cases if c[1] == v}),
               sum(1 for c, g in zip(cases, got) if c[1] == v and
                   g != ('NS' if xc.expected(tabs[v], *c) is None
                         else '%x:%x' % xc.expected(tabs[v], *c)))))
    return bad


if __name__ == '__main__':
    sys.exit(main())
