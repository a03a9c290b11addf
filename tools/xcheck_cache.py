"""hw-cache map part of tools/xcheck_kernel.py: reads hw_cache_event_ids
and hw_cache_extra_regs tables of arch/x86/events/intel/core.c and says,
per model and tree, what the kernel's set_ext_hw_attr() gives each
(cache, op, result): (config, config1), or None where the entry is 0 or -1
(perf: <not supported>)."""
import re

CACHES = ['L1D', 'L1I', 'LL', 'DTLB', 'ITLB', 'BPU', 'NODE']
OPS = ['OP_READ', 'OP_WRITE', 'OP_PREFETCH']
RES = ['RESULT_ACCESS', 'RESULT_MISS']


def _defines(src):
    d = {}
    for m in re.finditer(r'^#define\s+([A-Z][A-Z0-9_]+)\s+((?:.*\\\n)*.*)$', src, re.M):
        d[m.group(1)] = m.group(2).replace('\\\n', ' ')
    return d


def _value(expr, defs, depth=0):
    expr = ' '.join(re.sub(r'/\*.*?\*/', '', expr).split())
    if depth > 20:
        raise ValueError(expr)

    def sub(m):
        name = m.group(0)
        if name in defs:
            return '(%d)' % _value(defs[name], defs, depth + 1)
        return name
    e = re.sub(r'\b[A-Z][A-Z0-9_]+\b', sub, expr.replace('BIT_ULL', 'BITULL'))
    e = re.sub(r'(0x[0-9a-fA-F]+|\d+)(?:ULL|ull|UL|ul|U|u)\b', r'\1', e)
    return int(eval(e, {'__builtins__': {}, 'BITULL': lambda n: 1 << n}))


def tables(tree):
    src = open(tree + '/arch/x86/events/intel/core.c').read()
    defs = _defines(src)
    body_src = re.sub(r'/\*.*?\*/', '', src, flags=re.S)
    out = {}
    for m in re.finditer(r'\b(\w+_hw_cache_(?:event_ids|extra_regs))\s*\[PERF_COUNT_HW_CACHE_MAX\]'
                         r'[^=;]*=\s*\{(.*?)\n\};', body_src, re.S):
        t, cache, op = {}, None, None
        for tok in re.finditer(r'\[\s*C\(\s*(\w+)\s*\)\s*\]\s*=\s*(\{|[^,{}]+)', m.group(2)):
            k, v = tok.group(1), tok.group(2).strip()
            if v == '{':
                if k.startswith('OP_'):
                    op = OPS.index(k)
                else:
                    cache = CACHES.index(k)
            else:
                t[(cache, op, RES.index('RESULT_' + k if not k.startswith('RESULT_') else k))] = \
                    _value(v, defs)
        out[m.group(1)] = t
    return out


# per model: (event ids table, extra regs table, entries set to -1) for the
# 6.12 tree and for the 7.2/7.3 trees (intel_pmu_init and the
# intel_pmu_init_* helpers of each tree)
ITLB_RD_ACC = [(4, 0, 0)]
GLC = ('glc', 'glc', [])
MAPS = {
    'skl': {'*': ('skl', 'skl', [])},
    'icl': {'*': ('skl', 'skl', ITLB_RD_ACC)},
    'icx': {'6.12': ('skl', 'skl', ITLB_RD_ACC), 'new': ('skl', 'snc', ITLB_RD_ACC)},
    'spr': {'*': GLC}, 'emr': {'*': GLC}, 'gnr': {'*': GLC},
    'dmr': {'new': ('pnc', 'pnc', [])},
    'nvl/cpu_core': {'new': ('pnc', 'cyc', [])},
    'nvl/cpu_atom': {'new': ('glp', 'arw', ITLB_RD_ACC)},
}
for n in ('adl/cpu_core', 'rpl/cpu_core', 'mtl/cpu_core'):
    MAPS[n] = {'6.12': GLC, 'new': ('adl_glc', 'adl_glc', [])}
for n in ('lnl/cpu_core', 'ptl/cpu_core'):
    MAPS[n] = {'6.12': GLC, 'new': ('adl_glc', 'lnc', [])}
MAPS['wcl/cpu_core'] = {'new': ('adl_glc', 'lnc', [])}
for n in ('arl/cpu_core', 'arl-h/cpu_core'):
    MAPS[n] = {'6.12': GLC, 'new': ('adl_glc', 'arl_lnc', [])}
for names, new in ((('adl/cpu_atom', 'rpl/cpu_atom', 'adl-n'), 'grt'),
                   (('mtl/cpu_atom', 'srf', 'grr', 'arl-h/cpu_lowpower'), 'cmt'),
                   (('lnl/cpu_atom', 'arl/cpu_atom', 'arl-h/cpu_atom', 'ptl/cpu_atom'), 'skt'),
                   (('cwf',), 'dkt')):
    for n in names:
        MAPS[n] = {'6.12': ('glp', 'tnt', ITLB_RD_ACC), 'new': ('glp', new, ITLB_RD_ACC)}
MAPS['wcl/cpu_atom'] = {'new': ('glp', 'skt', ITLB_RD_ACC)}


def spec(model, ver):
    m = MAPS.get(model)
    if not m:
        return None
    return m.get('*') or m.get(ver if ver == '6.12' else 'new')


def expected(tabs, model, ver, key):
    ids, extra, minus = spec(model, ver)
    cfg = tabs['%s_hw_cache_event_ids' % ids].get(key, 0)
    if key in minus:
        cfg = -1
    if cfg in (0, -1):
        return None
    return (cfg, tabs['%s_hw_cache_extra_regs' % extra].get(key, 0) if extra else 0)


def keys():
    return [(c, o, r) for c in range(7) for o in range(3) for r in range(2)]
