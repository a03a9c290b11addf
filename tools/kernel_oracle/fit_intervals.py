#!/usr/bin/env python3
"""FIT-I lines for the perf stat -I commands of kernel-oracle recordings.

Usage: fit_intervals.py [--pmusched BIN] FILE:KVER:MUX_MS ...
       fit_intervals.py record OUTDIR [NAME ...]
       fit_intervals.py reproduce FRESHDIR
record boots each run of RUNS (oracle.py run) into OUTDIR/NAME.txt;
reproduce holds fresh recordings to the committed tests/kernel/interval/
goldens (the same commands, exit statuses, number of reads and every
interval's status per event) and prints the FIT-I lines of the fresh ones.
`make oracle-kernel` runs both.  The fit prints, per -I command of each FILE, a tab-separated line: FILE, the
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
import json
import os
import re
import shlex
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
GOLDEN_DIR = os.path.join(os.path.dirname(os.path.dirname(HERE)), 'tests', 'kernel', 'interval')

# name -> (kernel, list file, oracle.py run options, fitted with predict -I)
RUNS = {
    '6.12-interval': ('6.12', 'interval.cmds', [], True),
    '7.3-interval': ('7.3', 'interval.cmds', [], True),
    # -a on 2 CPUs: kept as a difference (### DIFF-I), not fitted: the
    # idle vCPU reads 4 ms late and misses expiries (trace/6.12-smp2-itrace.txt)
    '6.12-smp2-interval': ('6.12', 'interval-a.cmds', ['--smp', '2'], False),
    # -j and -x lines with their metric members (t_kernel_oracle.c
    # compare_shapes())
    '6.1-interval-json': ('6.1', 'interval-json.cmds', [], True),
    '6.12-interval-json': ('6.12', 'interval-json.cmds', [], True),
    '7.3-interval-json': ('7.3', 'interval-json.cmds', [], True),
    # text lines with their metric column (t_kernel_oracle.c compare_shapes())
    '6.1-interval-text': ('6.1', 'interval-text.cmds', [], True),
    '6.12-interval-text': ('6.12', 'interval-text.cmds', [], True),
    '7.3-interval-text': ('7.3', 'interval-text.cmds', [], True),
    # the hardware events' own metrics (text, -x, -j)
    '6.1-hw-text': ('6.1', 'hw-text.cmds', [], True),
    '6.12-hw-text': ('6.12', 'hw-text.cmds', [], True),
    '7.3-hw-text': ('7.3', 'hw-text.cmds', [], True),
}

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


TEXT = re.compile(r'^ *(\d+\.\d{9}) +(<not counted>|<not supported>|[\d.,]+) +(msec +)?(\S+)'
                  r'.*?(?:\((\d+\.\d+)%\))? *$')


def fields(line, vrun=None):
    """A -x or -j interval line as [time, count, unit, event, running, share];
    a text line's running is perf -v's (@vrun), its share 100 unless printed."""
    m = TEXT.match(line) if vrun is not None and ',' not in line else None
    if m:
        return [m.group(1), m.group(2), (m.group(3) or '').strip(), m.group(4),
                str(vrun.get(m.group(4), 0)), m.group(5) or '100.00']
    if line.startswith('{'):
        try:
            o = json.loads(line)
        except ValueError:
            return None
        if 'interval' not in o:
            return None
        return ['%.9f' % o['interval'], o['counter-value'], o['unit'], o['event'],
                str(o['event-runtime']), '%.2f' % o['pcnt-running']]
    f = line.split(',')
    return f if len(f) >= 6 else None


def reads(lines):
    """[(time, [(event, running, printed share, status)], {event: enabled})]"""
    iv, verbose, vrun, last, csv = [], {}, {}, None, False
    for line in lines:
        m = re.match(r'^([^,:{]+): (\d+) (\d+) (\d+)$', line)
        if m:
            if csv:
                verbose, vrun = {}, {}
            csv = False
            verbose[m.group(1)] = int(m.group(3))
            vrun[m.group(1)] = int(m.group(4))
            continue
        f = fields(line, vrun)
        if not f:
            continue
        csv = True
        if f[0] != last:
            iv.append((float(f[0]), [], dict(verbose)))
            last = f[0]
        st = {'<not counted>': 'not-counted', '<not supported>': 'not-supported'}
        iv[-1][1].append((f[3], int(f[4]), float(f[5]), st.get(f[1], 'counted')))
    return iv


def band(evs, verbose):
    vals = [v for v in verbose.values() if v]   # an unreadable group's reads are 0
    if vals:
        return min(vals), max(vals)
    lo, hi = 0.0, 1e18
    for _, run, pct, st in evs:
        if st != 'counted':
            continue
        if pct >= 100:
            lo, hi = max(lo, run), min(hi, run)
        elif pct > 0:
            lo, hi = max(lo, run * 100 / (pct + 1)), min(hi, run * 100 / pct)
    return (lo, hi) if hi < 1e18 else (0.0, 0.0)   # nothing ran: the task slept


def predict(binary, args):
    r = subprocess.run([binary, 'predict'] + args + ['-x,'], capture_output=True, text=True)
    if r.returncode:
        sys.exit(r.stderr)
    iv = {}
    for line in r.stdout.rstrip().split('\n'):
        f = line.split(',')
        iv.setdefault(f[0], []).append((f[3], int(f[4])))
    return list(iv.values())


def sleeping(ena, ts):
    """A task that sleeps through perf's reads: it runs at its start (the
    first interval's time enabled) and, in each later interval, just before
    perf's read (the last one: its exit path); the reads at perf's
    timestamps, as its timer fires whatever the task does."""
    ts = [int(round(t / 1000)) * 1000 for t in ts]
    phases, at = ['run:%dns' % ena[0]], ena[0]
    for k in range(1, len(ena)):
        start = ts[k] - ena[k]
        if start > at:
            phases.append('sleep:%dns' % (start - at))
        if ena[k]:
            phases.append('run:%dns' % ena[k])
        at = ts[k]
    return phases, ts[:-1]


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
        if '/wl sleep' in cmd:
            phases, rd = sleeping(ena, ts)
        else:
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
                for (name, run, pct, st), (_, prun) in zip(e, pr[k]):
                    if st != 'counted':
                        continue
                    ps = 100 * prun / ena[k]
                    if v.get(name):
                        d = abs(ps - 100 * run / v[name])
                    else:
                        d = 0 if pct <= ps < pct + 1 else min(abs(ps - pct), abs(ps - pct - 1))
                    sd, rdiff = max(sd, d), max(rdiff, abs(prun - run))
            if best is None or (sd, rdiff) < best[0]:
                best = ((sd, rdiff), args)
        print('%s #%s: share %.2f, running %.3f ms' % (path, n, best[0][0], best[0][1] / 1e6),
              file=sys.stderr)
        print('%s\t%s\t### FIT-I %s: %s' % (path, n, n, best[1]))


def record(outdir, names):
    os.makedirs(outdir, exist_ok=True)
    for name in names or sorted(RUNS):
        kver, cmds, opts, _ = RUNS[name]
        print('record %s' % name, file=sys.stderr, flush=True)
        subprocess.run([sys.executable, os.path.join(HERE, 'oracle.py'), 'run', kver,
                        os.path.join(HERE, 'lists', cmds), '-o',
                        os.path.join(outdir, name + '.txt')] + opts, check=True)


def statuses(path):
    """{(n, cmd): (rc, [[(event, status) per line] per read])}"""
    out, rc = {}, {}
    for (n, cmd), lines in commands(path).items():
        out[(n, cmd)] = [[(e, st) for e, _, _, st in evs] for _, evs, _ in reads(lines)]
    for m in re.finditer(r'^### RC (\d+): (\d+)$', open(path).read(), re.M):
        rc[m.group(1)] = m.group(2)
    return {k: (rc.get(k[0]), v) for k, v in out.items()}


def reproduce(fresh, binary):
    bad = 0
    for name in sorted(RUNS):
        kver, _, _, fitted = RUNS[name]
        gold, new = os.path.join(GOLDEN_DIR, name + '.txt'), os.path.join(fresh, name + '.txt')
        if not os.path.exists(new):
            print('%s: not recorded' % name)
            bad += 1
            continue
        g, f = statuses(gold), statuses(new)
        for key in sorted(set(g) | set(f)):
            what = None
            if key not in g or key not in f:
                what = 'command only in the %s' % ('golden' if key in g else 'fresh run')
            elif g[key][0] != f[key][0]:
                what = 'exit status %s, golden %s' % (f[key][0], g[key][0])
            elif len(g[key][1]) != len(f[key][1]):
                what = '%d reads, golden %d' % (len(f[key][1]), len(g[key][1]))
            elif g[key][1] != f[key][1]:
                what = 'an interval\'s statuses differ'
            print('%s #%s: %s' % (name, key[0], what or 'same commands, reads and statuses'))
            bad += what is not None
        if fitted:
            fit(binary, new, kver, '4')
    return 1 if bad else 0


def main():
    args = sys.argv[1:]
    if args[:1] == ['record'] and len(args) >= 2:
        record(args[1], args[2:])
        return 0
    if args[:1] == ['reproduce'] and len(args) == 2:
        return reproduce(args[1], './pmusched')
    binary = './pmusched'
    if args[:1] == ['--pmusched']:
        binary, args = args[1], args[2:]
    for a in args:
        path, kver, mux = a.rsplit(':', 2)
        fit(binary, path, kver, mux)
    return 0


if __name__ == '__main__':
    sys.exit(main())
