#!/usr/bin/env python3
"""FIT-I lines for the perf stat -I commands of kernel-oracle recordings.

Usage: fit_intervals.py [--pmusched BIN] FILE:KVER:MUX_MS ...
Prints, per -I command of each FILE, a tab-separated line: FILE, the
command's number, and its "### FIT-I n:" line (the predict arguments that
tests/unit/t_kernel_oracle.c check_intervals() runs with --json).

What is measured and what is fitted:
- each interval's time enabled: perf -v's per-read line (the deltas of
  evsel__compute_deltas(), printed by perf_stat_process_counter(),
  util/stat.c); without -v, the middle of the band perf's -x lines allow
  (the share column is 100 * running / enabled in integers,
  print_running_csv(), util/stat-display.c);
- perf's own time between two reads, a sleep of the task (perf preempts
  it on the guest's one CPU): the difference of perf's timestamps less the
  next interval's time enabled; the last one is the mean of the others,
  since perf's last wait ends at SIGCHLD after the workload's exit path,
  which the timestamps' difference also holds;
- --interval-reads at the start of each sleep (perf reads MS after its
  previous print: dispatch_events(), builtin-stat.c);
- --timer-phase: the one fitted figure, on a 10 us grid over one mux
  interval, minimising the largest share then running difference.
"""
import re
import shlex
import subprocess
import sys

EVENTS = {'6.1': 'tools/kernel_oracle/qemu-7.2-neoverse-n1.events',
          '6.12': 'tests/kernel/events/6.12-neoverse-n1.events',
          '7.3': 'tests/kernel/events/7.3-neoverse-n1.events'}


def commands(path):
    out, cur = {}, None
    for line in open(path).read().split('\n'):
        m = re.match(r'### CMD (\d+): (.*)', line)
        if m:
            cur = (m.group(1), m.group(2))
            out[cur] = []
        elif line.startswith('###'):
            cur = None
        elif cur:
            out[cur].append(line)
    return {k: v for k, v in out.items() if ' -I ' in k[1]}


def reads(lines):
    """[(time, [(event, running, printed share)], {event: enabled})]"""
    iv, verbose, last, csv = [], {}, None, False
    for line in lines:
        m = re.match(r'^([^,:]+): (\d+) (\d+) (\d+)$', line)
        if m:
            if csv:
                verbose = {}
            csv = False
            verbose[m.group(1)] = int(m.group(3))
            continue
        f = line.split(',')
        if len(f) < 6:
            continue
        csv = True
        if f[0] != last:
            iv.append((float(f[0]), [], dict(verbose)))
            last = f[0]
        iv[-1][1].append((f[3], int(f[4]), float(f[5])))
    return iv


def band(evs, verbose):
    if verbose:
        return min(verbose.values()), max(verbose.values())
    lo, hi = 0.0, 1e18
    for _, run, pct in evs:
        if pct >= 100:
            lo, hi = max(lo, run), min(hi, run)
        elif pct > 0:
            lo, hi = max(lo, run * 100 / (pct + 1)), min(hi, run * 100 / pct)
    return lo, hi


def predict(binary, args):
    r = subprocess.run([binary, 'predict'] + args + ['-x,'], capture_output=True, text=True)
    if r.returncode:
        sys.exit(r.stderr)
    iv = {}
    for line in r.stdout.rstrip().split('\n'):
        f = line.split(',')
        iv.setdefault(f[0], []).append((f[3], int(f[4])))
    return list(iv.values())


def fit(binary, path, kver, mux):
    for (n, cmd), lines in commands(path).items():
        ivs = reads(lines)
        ena = [sum(band(e, v)) / 2 for _, e, v in ivs]
        ts = [t * 1e9 for t, _, _ in ivs]
        gap = [(ts[k + 1] - ts[k]) - ena[k + 1] for k in range(len(ivs) - 1)]
        if len(gap) > 1:
            gap[-1] = sum(gap[:-1]) / (len(gap) - 1)
        ena = [int(round(x / 1000)) * 1000 for x in ena]
        gap = [max(1000, int(round(x / 1000)) * 1000) for x in gap]
        phases, at, rd = [], 0, []
        for k, e in enumerate(ena):
            phases.append('run:%dns' % e)
            at += e
            if k < len(gap):
                rd.append(at)
                phases.append('sleep:%dns' % gap[k])
                at += gap[k]
        argv = shlex.split(cmd)
        evs, ms = argv[argv.index('-e') + 1], argv[argv.index('-I') + 1]
        base = ('--cpu neoverse-n1 --events-from %s --kernel %s --perf-version %s '
                '--mux-interval %sms' % (EVENTS[kver], kver, kver, mux))
        best = None
        for ph in range(0, int(mux) * 1000000, 10000):
            args = base + (' --timer-phase %dns --workload %s -I %s --interval-reads %s -e %s' %
                           (ph, ','.join(phases), ms, ','.join('%dns' % r for r in rd), evs))
            pr = predict(binary, shlex.split(args))
            sd = rdiff = 0
            for k, (_, e, v) in enumerate(ivs):
                for (name, run, pct), (_, prun) in zip(e, pr[k]):
                    ps = 100 * prun / ena[k]
                    if v:
                        d = abs(ps - 100 * run / v[name])
                    else:
                        d = 0 if pct <= ps < pct + 1 else min(abs(ps - pct), abs(ps - pct - 1))
                    sd, rdiff = max(sd, d), max(rdiff, abs(prun - run))
            if best is None or (sd, rdiff) < best[0]:
                best = ((sd, rdiff), args)
        print('%s #%s: share %.2f, running %.3f ms' % (path, n, best[0][0], best[0][1] / 1e6),
              file=sys.stderr)
        print('%s\t%s\t### FIT-I %s: %s' % (path, n, n, best[1]))


def main():
    args = sys.argv[1:]
    binary = './pmusched'
    if args[:1] == ['--pmusched']:
        binary, args = args[1], args[2:]
    for a in args:
        path, kver, mux = a.rsplit(':', 2)
        fit(binary, path, kver, mux)


if __name__ == '__main__':
    main()
