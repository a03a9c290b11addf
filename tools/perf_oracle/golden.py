#!/usr/bin/env python3
"""Record what real perf builds for the cases below into
tests/unit/t_metrics_oracle.h.

Usage (root; needs unshare and mount):
  cc -shared -fPIC -o shim.so tools/perf_oracle/shim.c -ldl
  python3 tools/perf_oracle/golden.py --perf61 PERF_6_1 --perf612 PERF_6_12 \\
      --shim ./shim.so --out tests/unit/t_metrics_oracle.h

Each case runs 'perf stat -vv ARGS true' with PERF_CPUID set to the
modelled CPU and a fake core PMU (fakepmu.sh), and records what perf
itself reports: the event strings it parses ("Parsing metric events"),
the event names it prints, and how it opens them (each event's group
leader, from the group_fd of sys_perf_event_open).  Nothing of pmusched
runs here.  Counts are all 0, so perf 6.12 hides the Default metric
group's events, as it hides them when they did not run.
"""

import argparse
import os
import re
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))

# model -> (PERF_CPUID, fake PMU mode, stalled-cycles-frontend, -backend)
# (intel-tdc: the td_* aliases Sandy Bridge to Skylake publish)
# CPUIDs: the model's first identity (pms_model_perf_cpuid()); stalled
# cycles: the kernel's generic event map of that CPU (Linux 6.12
# arch/x86/events/{intel,amd}/core.c), which decides the sysfs events.
MODELS = {
    'snb': ('GenuineIntel-6-2A-0', 'intel-tdc', 1, 1),
    'hsw': ('GenuineIntel-6-3C-0', 'intel-tdc', 0, 0),
    'skl': ('GenuineIntel-6-4E-0', 'intel-tdc', 0, 0),
    'skx': ('GenuineIntel-6-55-0', 'intel-tdc', 0, 0),
    'icl': ('GenuineIntel-6-7D-0', 'intel-td', 0, 0),
    'icx': ('GenuineIntel-6-6A-0', 'intel-td', 0, 0),
    'spr': ('GenuineIntel-6-8F-0', 'intel-td2', 0, 0),
    'zen4': ('AuthenticAMD-25-10-0', 'amd', 1, 0),
}

COMMON = ['', '-d', '-d -d -d', '-M TopdownL1', '-M TopdownL2',
          '-M TopdownL1 --metric-no-group', '-M TopdownL2 --metric-no-merge',
          '-M TopdownL1 -a', '-M TopdownL1:u']
CASES = {
    # (no metric reading TSC: the host's real msr PMU refuses it in a group)
    'skl': COMMON + ['-M IPC,CPI', '-M tma_info_thread_ipc,tma_info_thread_cpi',
                     '-M tma_frontend_bound', '--topdown', '--topdown -a'],
    'skx': ['-M TopdownL1', '-M tma_info_thread_ipc', '-M TopdownL3'],
    'hsw': ['', '-M TopdownL1', '--topdown -a', '-M TopdownL3'],
    'snb': ['', '-d'],
    'icl': COMMON + ['-M TopdownL1 --metric-no-threshold', '--topdown',
                     '--topdown --td-level 2', '-M tma_frontend_bound', '-M Default'],
    'icx': ['-M TopdownL1', '-M TopdownL2', ''],
    'spr': COMMON + ['--topdown', '--topdown --td-level 2', '-M tma_frontend_bound',
                     '-M tma_info_thread_ipc'],
    'zen4': ['', '-d', '-M PipelineL1', '-M PipelineL2', '-M PipelineL1:u', '--topdown',
             '-M PipelineL1 --metric-no-group', '-M branch_misprediction_rate'],
}


def run(perf, shim, model, args):
    cpuid, mode, fe, be = MODELS[model]
    env = dict(os.environ)
    env.pop('FE', None)
    env.pop('BE', None)
    if fe:
        env['FE'] = '1'
    if be:
        env['BE'] = '1'
    cmd = [os.path.join(HERE, 'fakepmu_core.sh'), mode, cpuid, shim, perf, 'stat', '-vv']
    cmd += args.split() + ['true']
    r = subprocess.run(cmd, capture_output=True, text=True, env=env)
    return r.returncode, r.stdout + r.stderr


def parse(out):
    parses = re.findall(r"Parsing metric events '(.*)'", out)
    names, started = [], False
    for line in out.split('\n'):
        if 'Performance counter stats' in line:
            started = True
            continue
        m = re.match(r'\s+(<not counted>|<not supported>|[\d,.]+(?: \w+)?)\s+(\S+)', line)
        if started and m and 'seconds' not in line:
            names.append(m.group(2))
    opens = re.findall(r'sys_perf_event_open: pid \S+\s+cpu (\S+)\s+group_fd (\S+)\s+'
                       r'flags \S+ = (\d+)', out)
    first_cpu = opens[0][0] if opens else None
    fdidx, struct = {}, []
    for cpu, g, fd in opens:
        if cpu != first_cpu:
            continue
        fdidx[fd] = len(struct)
        struct.append(-1 if g == '-1' else fdidx.get(g, -2))
    errs = [l.strip() for l in out.split('\n')
            if re.search(r'Cannot find metric|requires|not present|Invalid top-down|'
                         r'does not support', l)]
    return parses, names, struct, errs


def c_str(s, width=88):
    """A C string literal, split into pieces of at most @width bytes."""
    def esc(x):
        return x.replace('\\', '\\\\').replace('"', '\\"').replace('\n', '\\n')
    parts = [s[i:i + width] for i in range(0, len(s), width)] or ['']
    return '\n\t  '.join('"%s"' % esc(p) for p in parts)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--perf61', required=True)
    ap.add_argument('--perf612', required=True)
    ap.add_argument('--shim', required=True)
    ap.add_argument('--out', required=True)
    a = ap.parse_args()
    vers = []
    for p in (a.perf61, a.perf612):
        v = subprocess.run([p, 'version'], capture_output=True, text=True).stdout.strip()
        vers.append(v)
    rows = []
    for model in MODELS:
        for ver, perf in (('6.1', a.perf61), ('6.12', a.perf612)):
            for args in CASES[model]:
                rc, out = run(perf, a.shim, model, args)
                parses, names, struct, errs = parse(out)
                rows.append((model, ver, args, rc, parses, names, struct, errs))
    with open(a.out, 'w') as f:
        f.write('/*\n * Generated by tools/perf_oracle/golden.py: what real perf built for\n'
                ' * each case, run against a fake core PMU of the model with PERF_CPUID\n'
                ' * set (%s; %s).\n' % (vers[0], vers[1]))
        f.write(' * SMT off and the NMI watchdog off, as on the machine that ran it.\n'
                ' * Do not edit: rerun the script.\n */\n')
        f.write('static const struct oracle_case oracle_cases[] = {\n')
        for model, ver, args, rc, parses, names, struct, errs in rows:
            f.write('\t{ %s, %s, %s, %d,\n' % (c_str(model), c_str(ver), c_str(args), rc))
            f.write('\t  %s,\n' % c_str('\n'.join(parses)))
            f.write('\t  %s,\n' % c_str(','.join(names)))
            f.write('\t  %s,\n' % c_str(','.join(str(x) for x in struct)))
            f.write('\t  %s },\n' % c_str(errs[0] if errs else ''))
        f.write('};\n')
    print('%d cases' % len(rows))


if __name__ == '__main__':
    main()
