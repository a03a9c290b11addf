#!/usr/bin/env python3
"""Compare pmusched's arm64 event maps and formats with the kernel source.

usage: tools/xcheck_arm.py LINUX_TREE [PMUSCHED [KERNEL]]

Reads from the tree:
  include/linux/perf/arm_pmuv3.h   ARMV8_PMUV3_PERFCTR_* numbers
  drivers/perf/arm_pmuv3.c         armv8_pmuv3_perf_map, armv8_pmuv3_perf_cache_map,
                                   the ATTR_CFG_FLD_* format fields, and the
                                   BR_RETIRED/PC_WRITE_RETIRED branch rule
  drivers/perf/apple_m1_cpu_pmu.c  M1_PMU_PERFCTR_* numbers, the affinity masks,
                                   m1_pmu_event_affinity and m1_pmu_perf_map
and compares them with what the pmusched binary (default ./pmusched)
prints for the arm64 models at KERNEL (default 6.12; the tree's release,
e.g. 7.3 for Debian's 7.3.4): 'list --cpu MODEL' (generic
and hw-cache maps, Apple's per-event masks) and 'events --json' for the
format fields.  Prints the differences and a count.  Run 'make' first.
Not part of the build or of 'make test'.
"""
import json, re, subprocess, sys

PMUV3_MODELS = ('neoverse-n1', 'neoverse-v1', 'neoverse-n2', 'neoverse-v2', 'ampereone')
APPLE_MODELS = ('apple-m1', 'apple-m2')
GENERIC = ['cpu-cycles', 'instructions', 'cache-references', 'cache-misses',
           'branch-instructions', 'branch-misses', 'bus-cycles', 'stalled-cycles-frontend',
           'stalled-cycles-backend', 'ref-cycles']
HW = {'PERF_COUNT_HW_CPU_CYCLES': 0, 'PERF_COUNT_HW_INSTRUCTIONS': 1,
      'PERF_COUNT_HW_CACHE_REFERENCES': 2, 'PERF_COUNT_HW_CACHE_MISSES': 3,
      'PERF_COUNT_HW_BRANCH_INSTRUCTIONS': 4, 'PERF_COUNT_HW_BRANCH_MISSES': 5,
      'PERF_COUNT_HW_BUS_CYCLES': 6, 'PERF_COUNT_HW_STALLED_CYCLES_FRONTEND': 7,
      'PERF_COUNT_HW_STALLED_CYCLES_BACKEND': 8, 'PERF_COUNT_HW_REF_CPU_CYCLES': 9}
CACHE = {'L1D': 'L1-dcache', 'L1I': 'L1-icache', 'LL': 'LLC', 'DTLB': 'dTLB', 'ITLB': 'iTLB',
         'BPU': 'branch', 'NODE': 'node'}
OPS = {'OP_READ': 'load', 'OP_WRITE': 'store', 'OP_PREFETCH': 'prefetch'}


def read(path):
    with open(path, encoding='utf-8', errors='replace') as f:
        return f.read()


def block(text, name):
    """The initializer of array @name: from its '{' to the matching '};'."""
    start = text.index(name)
    start = text.index('{', start)
    return text[start:text.index('};', start)]


def cache_name(cache, op, res):
    return '%s-%s%s' % (CACHE[cache], OPS[op], '-misses' if res == 'RESULT_MISS' else
                        'es' if op == 'OP_PREFETCH' else 's')


def kernel_pmuv3(tree):
    hdr = read(tree + '/include/linux/perf/arm_pmuv3.h')
    num = {m.group(1): int(m.group(2), 16)
           for m in re.finditer(r'#define\s+(ARMV8_PMUV3_PERFCTR_\w+)\s+0x([0-9A-Fa-f]+)', hdr)}
    src = read(tree + '/drivers/perf/arm_pmuv3.c')
    gen = {}
    for m in re.finditer(r'\[(PERF_COUNT_HW_\w+)\]\s*=\s*(ARMV8_PMUV3_PERFCTR_\w+)',
                         block(src, 'armv8_pmuv3_perf_map[')):
        gen[GENERIC[HW[m.group(1)]]] = num[m.group(2)]
    # __armv8_pmuv3_map_event_id(): branches are BR_RETIRED where PMCEID has it
    if re.search(r'PERF_COUNT_HW_BRANCH_INSTRUCTIONS.*?ARMV8_PMUV3_PERFCTR_BR_RETIRED', src, re.S):
        gen['branch-instructions'] = num['ARMV8_PMUV3_PERFCTR_BR_RETIRED']
    cache = {}
    for m in re.finditer(r'\[C\((\w+)\)\]\[C\((\w+)\)\]\[C\((\w+)\)\]\s*=\s*(ARMV8_PMUV3_PERFCTR_\w+)',
                         block(src, 'armv8_pmuv3_perf_cache_map[')):
        cache[cache_name(m.group(1), m.group(2), m.group(3))] = num[m.group(4)]
    fmt = {}
    for m in re.finditer(r'#define\s+ATTR_CFG_FLD_(\w+)_(CFG|LO|HI)\s+(\w+)', src):
        fmt.setdefault(m.group(1), {})[m.group(2)] = m.group(3)
    return gen, cache, fmt


def kernel_apple(tree):
    src = read(tree + '/drivers/perf/apple_m1_cpu_pmu.c')
    num = {m.group(1): int(m.group(2), 16)
           for m in re.finditer(r'(M1_PMU_PERFCTR_\w+)\s*=\s*0x([0-9A-Fa-f]+)', src)}
    masks = {}
    for m in re.finditer(r'#define\s+(ANY_BUT_0_1|ONLY_\w+)\s+(.*)', src):
        v = sum(1 << int(b) for b in re.findall(r'BIT\((\d+)\)', m.group(2)))
        for hi, lo in re.findall(r'GENMASK\((\d+),\s*(\d+)\)', m.group(2)):
            v |= ((1 << (int(hi) - int(lo) + 1)) - 1) << int(lo)
        masks[m.group(1)] = v
    body = block(src, 'm1_pmu_event_affinity[')
    aff = {}
    for m in re.finditer(r'\[(M1_PMU_PERFCTR_\w+)\]\s*=\s*([^,\n]+)', body):
        v = 0
        for part in m.group(2).split('|'):
            part = part.strip()
            b = re.match(r'BIT\((\d+)\)', part)
            v |= 1 << int(b.group(1)) if b else masks[part]
        aff[num[m.group(1)]] = v
    gen = {}
    for m in re.finditer(r'\[(PERF_COUNT_HW_\w+)\]\s*=\s*(M1_PMU_PERFCTR_\w+)',
                         block(src, 'm1_pmu_perf_map[')):
        gen[GENERIC[HW[m.group(1)]]] = num[m.group(2)]
    return gen, aff


def run(binary, *args):
    return subprocess.run([binary] + list(args), capture_output=True, text=True).stdout


def ours_list(binary, model):
    out = run(binary, 'list', '--cpu', model, '--kernel', KVER[0])
    gen, cache, aff, sect = {}, {}, {}, None
    for line in out.splitlines():
        if line.startswith('generic events'):
            sect = gen
        elif line.startswith('hw-cache events'):
            sect = cache
        elif line.startswith('dynamic rules') or line.startswith('allocation'):
            sect = None
        m = re.match(r'\s+([\w-]+)\s+0x([0-9a-f]+)$', line)
        if sect is not None and m:
            sect[m.group(1)] = int(m.group(2), 16)
        m = re.match(r'\s+event 0x([0-9a-f]+)\s+(\S+)$', line)
        if m:
            aff[int(m.group(1), 16)] = m.group(2)
    return gen, cache, aff


def mask_text(v):
    """A 10-counter mask as pmusched prints it: GP runs joined by commas."""
    parts, b = [], 0
    while b < 10:
        if v >> b & 1:
            e = b
            while e + 1 < 10 and v >> (e + 1) & 1:
                e += 1
            parts.append('GP%d' % b if e == b else 'GP%d-%d' % (b, e))
            b = e
        b += 1
    return ','.join(parts)


def ours_format(binary, field, lo, hi):
    """config1/config pmusched builds for FIELD set to its largest value."""
    big = (1 << (hi - lo + 1)) - 1
    term = field if hi == lo else '%s=0x%x' % (field, big)
    out = run(binary, 'events', '--cpu', 'neoverse-n1', '--kernel', KVER[0], '--json', '-e',
              'armv8_pmuv3_0/event=0x1,%s/' % term if field != 'event' else
              'armv8_pmuv3_0/event=0x%x/' % big)
    try:
        ev = json.loads(out)['events'][0]['attr']
    except (ValueError, KeyError, IndexError):
        return None
    return ev


KVER = ['6.12']


def main():
    if len(sys.argv) > 3:
        KVER[0] = sys.argv[3]
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    tree, binary = sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else './pmusched'
    diffs = checked = 0
    kgen, kcache, kfmt = kernel_pmuv3(tree)
    for model in PMUV3_MODELS:
        gen, cache, _ = ours_list(binary, model)
        for name in GENERIC:
            checked += 1
            if gen.get(name) != kgen.get(name):
                diffs += 1
                print('%s %s: ours %s, kernel %s' % (model, name, gen.get(name), kgen.get(name)))
        for name in sorted(set(kcache) | set(cache)):
            checked += 1
            if cache.get(name) != kcache.get(name):
                diffs += 1
                print('%s %s: ours %s, kernel %s' % (model, name, cache.get(name), kcache.get(name)))
    for field, f in sorted(kfmt.items()):
        lo, hi, reg = int(f['LO']), int(f['HI']), f['CFG']
        attr = ours_format(binary, field, lo, hi)
        want = ((1 << (hi - lo + 1)) - 1) << lo
        got = None if attr is None else int(attr['config1' if reg == 'config1' else 'config'], 16)
        checked += 1
        if got != want:
            diffs += 1
            print('format %s (%s:%d-%d): ours %s, kernel 0x%x' % (field, reg, lo, hi,
                  'refused' if got is None else hex(got), want))
    agen, aff = kernel_apple(tree)
    for model in APPLE_MODELS:
        gen, _, ours_aff = ours_list(binary, model)
        for name in GENERIC:
            checked += 1
            if gen.get(name) != agen.get(name):
                diffs += 1
                print('%s %s: ours %s, kernel %s' % (model, name, gen.get(name), agen.get(name)))
        for ev in range(256):
            want = mask_text(aff.get(ev, 0x3fc))
            got = ours_aff.get(ev, mask_text(0x3fc))
            checked += 1
            if want != got:
                diffs += 1
                print('%s event 0x%02x: ours %s, kernel %s' % (model, ev, got, want))
    print('%d differences in %d comparisons' % (diffs, checked))
    return 1 if diffs else 0


if __name__ == '__main__':
    sys.exit(main())
