#!/usr/bin/env python3
"""Write tests/oracle/known.txt from the differences the oracle test found
(PMS_ORACLE_DIFFS=FILE ./tests/run oracle), keeping the reasons of lines
already there and giving new ones the reason of their kind.

  known.py DIFFS [--known tests/oracle/known.txt]
"""
import argparse
import re

HYBRID = {'adl', 'rpl', 'mtl', 'lnl', 'arl', 'arl-h', 'ptl'}


def reason(key, what):
    model, rel, args = key.split('|', 2)
    if rel.startswith('7.'):
        return 'perf 6.13-7.3 list building is not modelled yet (the Linux 7 issue)'
    if what.startswith('events fails'):
        return 'pmusched refuses the list perf builds: ' + what[len('events fails: '):][:120]
    if model in HYBRID and args.startswith('-d') and what.startswith('print'):
        return ('perf 6.12 prints the hybrid -d cache events without their PMU (L1-dcache-loads '
                'once per core PMU); pmusched prints cpu_atom/L1-dcache-loads/ and cpu_core/...; '
                'a printing difference, the opened cache events agree')
    if args == '-M Default' and what.startswith('print'):
        return ("perf 6.12 -M Default prints no TOPDOWN.SLOTS line; pmusched prints it")
    if model in HYBRID and (not args or re.search(r'topdown|Topdown|Default|-d', args)):
        return ('hybrid TopDown: perf builds one metric group per core PMU '
                '(metricgroup__parse_groups), TopdownL1 per PMU in the default set; not modelled yet')
    if model in ('apple-m1', 'apple-m2', 'neoverse-n1', 'neoverse-v1', 'neoverse-n2',
                 'neoverse-v2', 'ampereone'):
        return 'arm64: ' + what.split('\n')[0][:60] + ' differs (to investigate)'
    return what.split('\n')[0][:60] + ' differs (to investigate)'


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('diffs')
    ap.add_argument('--known', default='tests/oracle/known.txt')
    a = ap.parse_args()
    old, head = {}, []
    try:
        for line in open(a.known):
            line = line.rstrip('\n')
            if line.startswith('#') or not line:
                head.append(line)
                continue
            parts = line.split('|', 3)
            if len(parts) == 4:
                old['|'.join(parts[:3])] = parts[3]
    except OSError:
        pass
    cur = {}
    for line in open(a.diffs):
        if '\t' not in line:
            continue
        key, what = line.rstrip('\n').split('\t', 1)
        cur[key] = old.get(key) or reason(key, what.strip())
    with open(a.known, 'w') as f:
        f.write('\n'.join(head) + '\n')
        for k in sorted(cur):
            f.write('%s|%s\n' % (k, cur[k]))
    print('%d known differences' % len(cur))


if __name__ == '__main__':
    main()
