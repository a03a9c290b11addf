#!/usr/bin/env python3
"""The library's layers, and a check that no module calls a layer above its own.

  tools/layers.py OBJDIR [OBJ...]          check (exit 1 on an upward call
                                           or an unassigned module)
  tools/layers.py OBJDIR [OBJ...] --graph  print the calls between layers

OBJDIR is a build's folder (build/rel) and OBJ its library objects (the
Makefile passes them, so a stale object of a removed source is not read;
without them every object under OBJDIR is); the calls are read from the
objects with nm, so what is checked is what links, not what the text
suggests.
docs/architecture.md explains each layer; LAYERS below is its table.
"""
import fnmatch
import glob
import os
import subprocess
import sys

# lowest first; a module may call its own layer and those before it
LAYERS = [
    ('core', ['alloc', 'error', 'json', 'kver', 'reason', 'cpulist']),
    ('model', ['model*', 'arm_core', 'host*', 'models/*']),
    ('events', ['evlist*', 'evtext', 'pmu_events*', 'uncore']),
    ('perf', ['perf_*', 'metric_*', 'topdown*']),
    ('kernel', ['assign', 'arm_pmu', 'schedule', 'workload', 'sim*', 'uncore_*']),
    ('measure', ['measure_*', 'replay*', 'muxerr*']),
    ('answers', ['plan*', 'explain*', 'query*', 'atlas*']),
]

# Known upward calls, each with the reason it stands; the check fails on any
# other, and on an entry here that no longer occurs (so the list only shrinks).
ALLOWED = {
    # arm_pmu.c holds the arm64 drivers' event decoding (counter masks,
    # chaining, refusals) beside their allocator; the models read the
    # decoding.  Splitting the decoding into the model layer removes these.
    ('arm_core', 'arm_pmu'): 'arm64 event decoding lives with the allocator',
    ('model', 'arm_pmu'): 'arm64 event decoding lives with the allocator',
    ('model_arm', 'arm_pmu'): 'arm64 event decoding lives with the allocator',
    ('model_open', 'arm_pmu'): 'arm64 event decoding lives with the allocator',
    ('model_pmu', 'arm_pmu'): 'arm64 event decoding lives with the allocator',
}

# Concepts: modules sharing a name's first word form one; no two concepts
# may call each other (a cycle), whatever their layers.
CONCEPTS = ['evlist', 'pmu_events', 'metric', 'model', 'sim', 'plan', 'explain', 'measure',
            'replay', 'muxerr', 'topdown', 'perf_', 'arm_', 'assign', 'evtext', 'schedule',
            'workload', 'kver', 'alloc', 'error', 'reason', 'cpulist', 'host', 'uncore_sched', 'uncore',
            'query', 'atlas']


def concept(mod):
    if mod.startswith('models/'):
        return 'models'
    for c in CONCEPTS:
        if mod.startswith(c):
            return c.rstrip('_')
    return mod


def layer_of(mod):
    for i, (name, pats) in enumerate(LAYERS):
        if any(fnmatch.fnmatch(mod, p) for p in pats):
            return i
    return None


def modules(objdir, objs=None):
    objs = sorted(objs or glob.glob(os.path.join(objdir, 'src', 'lib', '*.o')) +
                  glob.glob(os.path.join(objdir, 'models', '*', '*.o')))
    defs, uses = {}, {}
    for o in objs:
        rel = os.path.relpath(o, objdir)
        mod = rel[len('src/lib/'):-2] if rel.startswith('src/lib/') else rel[:-2]
        out = subprocess.run(['nm', o], capture_output=True, text=True, check=True).stdout
        uses[mod] = set()
        for line in out.splitlines():
            f = line.split()
            if len(f) == 2 and f[0] == 'U':
                uses[mod].add(f[1])
            elif len(f) == 3 and f[1] in 'TDRB':
                defs.setdefault(f[2], mod)
    return defs, uses


def main():
    if len(sys.argv) < 2:
        sys.stderr.write(__doc__)
        return 2
    defs, uses = modules(sys.argv[1], [a for a in sys.argv[2:] if a.endswith('.o')])
    if not uses:
        print('layers: no objects under %s; build first' % sys.argv[1])
        return 2
    bad, seen, graph = 0, set(), {}
    for mod in sorted(uses):
        lm = layer_of(mod)
        if lm is None:
            print('layers: %s belongs to no layer (add it to tools/layers.py and '
                  'docs/architecture.md)' % mod)
            bad = 1
            continue
        for sym in sorted(uses[mod]):
            dm = defs.get(sym)
            if dm is None or dm == mod:
                continue
            ld = layer_of(dm)
            if ld is None:
                continue
            graph.setdefault((LAYERS[lm][0], LAYERS[ld][0]), set()).add('%s -> %s' % (mod, dm))
            if ld > lm:
                key = (mod, dm)
                seen.add(key)
                if key not in ALLOWED:
                    print('layers: %s (%s) calls %s in %s (%s), a layer above' %
                          (mod, LAYERS[lm][0], sym, dm, LAYERS[ld][0]))
                    bad = 1
    edges = {}
    for mod in uses:
        for sym in uses[mod]:
            dm = defs.get(sym)
            if dm and concept(dm) != concept(mod):
                edges.setdefault((concept(mod), concept(dm)), '%s -> %s (%s)' % (mod, dm, sym))
    for (a, b), why in sorted(edges.items()):
        if a < b and (b, a) in edges:
            print('layers: %s and %s call each other: %s; %s' % (a, b, why, edges[(b, a)]))
            bad = 1
    for key in sorted(set(ALLOWED) - seen):
        print('layers: allowed upward call %s -> %s no longer occurs; remove it' % key)
        bad = 1
    if '--graph' in sys.argv:
        for (a, b), calls in sorted(graph.items()):
            print('%-8s -> %-8s %3d  %s' % (a, b, len(calls), ', '.join(sorted(calls)[:4])))
    if not bad:
        print('layers: %d modules in %d layers, no upward call' % (len(uses), len(LAYERS)))
    return bad


if __name__ == '__main__':
    sys.exit(main())
