#!/usr/bin/env python3
"""Real perf as the oracle for the lists it builds.

For every model pmusched has, at every perf release built by
build_perf.sh, run 'perf stat' on a fake machine (fakepmu.sh: fake core
PMUs laid out as that release's kernel does, layouts.py; a fake CPU
topology; the shim answering perf_event_open) and record what perf opened
and printed.  Nothing of pmusched runs here.

  oracle.py record [--cache DIR] [--out tests/oracle] [--releases 6.1,...]
                   [--models skl,adl,...]
      rewrite the goldens tests/oracle/<model>.txt from the real perf
  oracle.py table [--out tests/oracle] [--pmusched ./pmusched]
      compare pmusched with the goldens case by case and print the table
      (cases per model and perf release, agreed, differing)

Golden format (one file per model; '#' lines are comments):
  perf V <perf version line> | layout <kind> | topology <n> cpus smt <0|1>
      (one 'source' line per release: how the figures were derived)
  case V ARGS            a case: perf release and the stat options
  rc N                   perf's exit status (non-zero: perf stopped)
  open PMU:KIND:CONFIG:CONFIG1:LEADER ...
                         the events perf opened on the first CPU it used,
                         in order: PMU name ('-' for software), KIND hw,
                         cache, raw or sw, the config (hw/cache: without the
                         extended type, which PMU says), config1, and the
                         index of the group leader (-1: itself/none); an
                         event the kernel refused is suffixed !ERRNO
  print NAME|NAME...     the event lines perf printed, in order
  metric NAME|...        the metric names perf printed after '#'
  error TEXT             perf's first error line, when it stopped
"""

import argparse
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import layouts  # noqa: E402
import uncore_layouts  # noqa: E402
import noncore_layouts  # noqa: E402

RELEASES = ['6.1', '6.12', '7.2', '7.3']
BASE = ['', '-d', '-d -d', '-d -d -d', '--topdown', '--topdown --td-level 1',
        '--topdown --td-level 2', '-M Default', '-M TopdownL1', '-M TopdownL2']
SUBSET = ['-M TopdownL1 --metric-no-group', '-M TopdownL2 --metric-no-merge',
          '-M TopdownL1 -a', '--topdown -a']
CPUIDS = {}
# cases one model gets at one release besides the above: a hybrid's metrics
# under --cputype (a metric of default_core, the first core PMU cpu_atom,
# reading cpu_core events; a common Default group under --cputype core)
EXTRA = {'adl': {'7.3': ['--cputype atom -M lpm_l2_totals_in',
                         '--cputype atom -M lpm_ldst_ret_lds_1',
                         '--cputype core -M lpm_l2_totals_in',
                         '--cputype core -M Default2',
                         '--cputype atom -M tma_info_core_ipc',
                         '--cputype atom -M Default']},
         'mtl': {'7.3': ['--cputype atom -M lpm_cs_l2_misses']},
         'lnl': {'7.3': ['--cputype atom -M lpm_cs_l2_misses']},
         'ptl': {'7.3': ['--cputype atom -M lpm_br_cond_mispred',
                         '--cputype core -M lpm_br_cond_mispred',
                         '--cputype atom -M lpm_br_cond_insn_between_branches']}}


def cpuid_of(model):
    """perf's CPU identifier for the model's mapfile row (the identities
    pmusched's models name; Apple has no perf table)."""
    ids = {
        'nhm': 'GenuineIntel-6-1A-0', 'wsm': 'GenuineIntel-6-25-0', 'snb': 'GenuineIntel-6-2A-0',
        'snb-ep': 'GenuineIntel-6-2D-0', 'ivb': 'GenuineIntel-6-3A-0',
        'ivb-ep': 'GenuineIntel-6-3E-0', 'hsw': 'GenuineIntel-6-3C-0',
        'hsw-ep': 'GenuineIntel-6-3F-0', 'bdw': 'GenuineIntel-6-3D-0',
        'bdw-ep': 'GenuineIntel-6-4F-0', 'skl': 'GenuineIntel-6-4E-0',
        'skx': 'GenuineIntel-6-55-0', 'clx': 'GenuineIntel-6-55-5', 'cml': 'GenuineIntel-6-A5-0',
        'icl': 'GenuineIntel-6-7D-0', 'icx': 'GenuineIntel-6-6A-0', 'spr': 'GenuineIntel-6-8F-0',
        'emr': 'GenuineIntel-6-CF-0', 'gnr': 'GenuineIntel-6-AD-0', 'srf': 'GenuineIntel-6-AF-0',
        'grr': 'GenuineIntel-6-B6-0', 'cwf': 'GenuineIntel-6-DD-0', 'adl-n': 'GenuineIntel-6-BE-0',
        'adl': 'GenuineIntel-6-97-0', 'rpl': 'GenuineIntel-6-B7-0', 'mtl': 'GenuineIntel-6-AA-0',
        'lnl': 'GenuineIntel-6-BD-0', 'arl': 'GenuineIntel-6-C6-0', 'arl-h': 'GenuineIntel-6-C5-0',
        'ptl': 'GenuineIntel-6-CC-0', 'fam15h': 'AuthenticAMD-21-0-0',
        'zen1': 'AuthenticAMD-23-0-0', 'zen2': 'AuthenticAMD-23-30-0',
        'zen3': 'AuthenticAMD-25-0-0', 'zen4': 'AuthenticAMD-25-10-0',
        'zen5': 'AuthenticAMD-26-0-0', 'neoverse-n1': '0x00000000410fd0c0',
        'neoverse-v1': '0x00000000410fd400', 'neoverse-n2': '0x00000000410fd490',
        'neoverse-v2': '0x00000000410fd4f0', 'ampereone': '0x00000000c00fac30',
        'apple-m1': '0x00000000611f0220', 'apple-m2': '0x00000000611f0320'}
    return ids[model]


MODELS = list(layouts.INTEL) + list(layouts.HYBRID) + list(layouts.AMD) + \
    list(layouts.ARM) + list(layouts.APPLE)


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, 'w') as f:
        f.write(text if text.endswith('\n') else text + '\n')


def make_root(model, v, tree, watchdog, uncore=False):
    """@uncore: True lays out uncore_layouts.py's PMUs too, 'noncore'
    noncore_layouts.py's."""
    kind, topo, pmus = layouts.layout(model, v, tree)
    core_pmus = dict(pmus)
    if uncore:
        pmus = dict(pmus)
        more = noncore_layouts.layout(model) if uncore == 'noncore' else \
            uncore_layouts.layout(model)
        for name, p in more.items():
            p['uncore'] = True
            pmus[name] = p
    # PMS_ORACLE_SOCKETS=2 (uncore, one-off runs): CPUs 0-1 in package 0 and
    # 2-3 in package 1, no SMT, so each package- or die-scoped PMU's cpumask
    # is "0,2" (intel/uncore.c uncore_event_cpu_online(): the first CPU of
    # each die)
    two = uncore and os.environ.get('PMS_ORACLE_SOCKETS') == '2' and topo['n'] == 4
    if two:
        topo = dict(topo, smt=False, siblings=['0', '1', '2', '3'])
        for p in pmus.values():
            if p.get('uncore') and p['files'].get('cpumask') == '0':
                p['files']['cpumask'] = '0,2'
    root = tempfile.mkdtemp(prefix='pms-oracle-')
    for name, p in pmus.items():
        d = os.path.join(root, 'devices', name)
        write(os.path.join(d, 'type'), str(p['type']))
        if 'cpus' in p:
            write(os.path.join(d, 'cpus'), p['cpus'])
        for sub in ('format', 'events', 'caps'):
            os.makedirs(os.path.join(d, sub), exist_ok=True)
            for k, val in p[sub].items():
                write(os.path.join(d, sub, k), val)
        for k, val in p['files'].items():
            write(os.path.join(d, k), val)
    c = os.path.join(root, 'cpu')
    n = topo['n']
    rng = '0-%d' % (n - 1)
    for f in ('online', 'possible', 'present'):
        write(os.path.join(c, f), rng)
    write(os.path.join(c, 'offline'), '')
    write(os.path.join(c, 'kernel_max'), '8191')
    write(os.path.join(c, 'smt', 'active'), '1' if topo['smt'] else '0')
    write(os.path.join(c, 'smt', 'control'), 'on' if topo['smt'] else 'notsupported')
    for i in range(n):
        t = os.path.join(c, 'cpu%d' % i, 'topology')
        sib = topo['siblings'][i]
        core = int(sib.replace('-', ',').split(',')[0])
        pid = i // 2 if two else 0
        pkg = ('0-1', '2-3')[pid] if two else rng
        for k, val in (('core_cpus_list', sib), ('thread_siblings_list', sib),
                       ('core_siblings_list', pkg), ('package_cpus_list', pkg),
                       ('die_cpus_list', pkg), ('cluster_cpus_list', sib),
                       ('core_id', str(core)), ('physical_package_id', str(pid)),
                       ('die_id', '0'), ('cluster_id', str(core))):
            write(os.path.join(t, k), val)
        write(os.path.join(c, 'cpu%d' % i, 'online'), '1')
    write(os.path.join(root, 'nmi_watchdog'), '1' if watchdog else '0')
    env = {}
    cores = [(p['type'], 1 if p['ext'] else 0, sum(1 << h for h in p['hw']))
             for p in core_pmus.values()]
    env['PMS_SHIM_PMUS'] = ','.join('%d:%d:0x%x' % c for c in cores)
    env['PMS_SHIM_DEFAULT_TYPE'] = str(min(p['type'] for p in core_pmus.values()))
    env['PMS_SHIM_CACHE'] = ','.join('%d:0x%x:%d' % (p['type'], cfg, err)
                                     for p in core_pmus.values()
                                     for cfg, err in sorted(p['cache_refuse'].items()))
    env['PMS_SHIM_TOPDOWN'] = ','.join(str(p['type']) for p in core_pmus.values()
                                       if p['topdown'])
    unc = [p for p in pmus.values() if p.get('uncore')]
    env['PMS_SHIM_OTHER'] = ','.join(str(p['type']) for p in unc if not p['cpu_wide'])
    env['PMS_SHIM_CPUWIDE'] = ','.join(str(p['type']) for p in unc if p['cpu_wide'])
    return root, kind, topo, pmus, env


def watchdog_of(model):
    """The NMI watchdog as pmusched assumes by default: on for x86, off on arm64
    (no hard-lockup detector on a counter there, see oracles)."""
    return layouts.vendor(model) != 'arm64'


def is_aarch64(path):
    """An aarch64 ELF (build_perf.sh PERF_ARCH=arm64): e_machine 183."""
    try:
        with open(path, 'rb') as f:
            h = f.read(20)
    except OSError:
        return False
    return h[:4] == b'\x7fELF' and int.from_bytes(h[18:20], 'little') == 183


# An aarch64 perf runs under qemu-user; its loader prefix holds Debian's
# libc6-arm64-cross.  QEMU passes the environment on, so LD_PRELOAD names
# the aarch64 shim (the static qemu binary itself ignores it).
QEMU = os.environ.get('PMS_QEMU_AARCH64', 'qemu-aarch64-static')
QEMU_PREFIX = os.environ.get('PMS_QEMU_PREFIX', '/usr/aarch64-linux-gnu')


def runner(perf):
    """The command line that runs @perf: under qemu-user when aarch64."""
    return [QEMU, '-L', QEMU_PREFIX, perf] if is_aarch64(perf) else [perf]


def perf_of(cache, v, model):
    """The perf binary of release @v for @model: an arm64 model takes the
    aarch64 build (perf/V-arm64/perf, build_perf.sh PERF_ARCH=arm64) when
    it exists: the per-PMU metric lookup of arm64 perf is arm64 code
    (tools/perf/arch/arm64/), absent from an x86 binary."""
    if layouts.vendor(model) == 'arm64' and model not in ('apple-m1', 'apple-m2'):
        p = os.path.join(cache, 'perf', v + '-arm64', 'perf')
        if os.path.exists(p):
            return p
    return os.path.join(cache, 'perf', v, 'perf')


def build_shim(perf):
    """The shim for @perf's architecture, in a temporary directory."""
    shim = os.path.join(tempfile.mkdtemp(prefix='pms-shim-'), 'shim.so')
    cc = 'aarch64-linux-gnu-gcc' if is_aarch64(perf) else 'cc'
    subprocess.run([cc, '-O1', '-shared', '-fPIC', '-o', shim,
                    os.path.join(HERE, 'shim.c'), '-ldl'], check=True)
    return shim


def run_case(perf, shim, model, v, tree, args, uncore=False):
    root, kind, topo, pmus, env0 = make_root(model, v, tree, watchdog_of(model), uncore)
    log = os.path.join(root, 'open.log')
    env = dict(os.environ)
    env.update(env0)
    env['PMS_SHIM_LOG'] = log
    env['LC_ALL'] = 'C'
    if is_aarch64(perf):
        env['PMS_SHIM_SOFTWARE'] = '1'	# qemu-user lacks perf_event_open (ENOSYS)
    cmd = [os.path.join(HERE, 'fakepmu.sh'), root, shim, cpuid_of(model)] + runner(perf) + ['stat']
    cmd += args.split() + ['true']
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=120)
        rc, out = r.returncode, r.stdout + r.stderr
    except subprocess.TimeoutExpired:
        rc, out = -1, 'timeout'
    opens = open(log).read().split('\n') if os.path.exists(log) else []
    shutil.rmtree(root, ignore_errors=True)
    return rc, out, opens, kind, topo, pmus


def parse_opens(lines, pmus):
    """The events perf opened in its stat pass, in order, as
    PMU:KIND:CONFIG:CONFIG1:LEADER[!ERRNO].  perf's own probes (pid 0:
    feature tests, the extended-type check) are left out.  With -a perf
    opens every event on each CPU of its PMU: the first CPU that opens an
    event gives its place; the same open on later CPUs (matched by its
    encoding, leader and occurrence on that CPU) is not repeated."""
    by_type = {p['type']: n for n, p in pmus.items()}
    core = {n: p for n, p in pmus.items() if not p.get('uncore')}
    raw_pmu = [n for n, p in core.items() if p['type'] == min(q['type'] for q in core.values())][0]
    rows = []
    for ln in lines:
        m = re.match(r'open (-?\d+) (-?\d+) (\d+) (0x[0-9a-f]+) (0x[0-9a-f]+) (0x[0-9a-f]+) '
                     r'(-?\d+) (0x[0-9a-f]+) = (-?\d+)', ln)
        if m:
            rows.append((int(m.group(1)), int(m.group(2)), int(m.group(3)), int(m.group(4), 16),
                         int(m.group(5), 16), int(m.group(7)), int(m.group(9))))
    stat = [r for r in rows if r[0] != 0]
    out = []
    fdidx = {}          # (cpu, fd) -> global index
    seen = {}           # (cpu, key) -> occurrences so far on that cpu
    where = {}          # key -> [global indices in order]
    for pid, cpu, typ, cfg, cfg1, gfd, ret in stat:
        if typ in (0, 3):
            ext = cfg >> 32
            if ext:
                pmu = by_type.get(ext, '?%d' % ext)
            else:
                pmu = list(core)[0] if len(core) == 1 else '-'
            kind = 'hw' if typ == 0 else 'cache'
            cfg &= 0xffffffff
        elif typ == 1:
            pmu, kind = '-', 'sw'
        elif typ == 4:
            pmu, kind = raw_pmu, 'raw'
        elif typ in by_type:
            pmu, kind = by_type[typ], 'raw'
        else:
            pmu, kind = 'type%d' % typ, 'raw'
        leader = -1 if gfd < 0 else fdidx.get((cpu, gfd), -2)
        s = '%s:%s:0x%x:0x%x:%d' % (pmu, kind, cfg, cfg1, leader)
        if ret < 0:
            s += '!%d' % -ret
        key = s
        k = seen.get((cpu, key), 0)
        seen[(cpu, key)] = k + 1
        lst = where.setdefault(key, [])
        if k < len(lst):
            gi = lst[k]
        else:
            gi = len(out)
            out.append(s)
            lst.append(gi)
        if ret >= 0:
            fdidx[(cpu, ret)] = gi
    return out


def cpu_list(cpus):
    """'0-3,5' from a set of CPU numbers ('-1' for a per-task open)."""
    out, xs = [], sorted(cpus)
    i = 0
    while i < len(xs):
        j = i
        while j + 1 < len(xs) and xs[j + 1] == xs[j] + 1 and xs[i] >= 0:
            j += 1
        out.append(str(xs[i]) if i == j else '%d-%d' % (xs[i], xs[j]))
        i = j + 1
    return ','.join(out)


def parse_cpus(lines, pmus):
    """The CPUs perf opened each non-core PMU's events on (successful opens
    of its stat pass), as NAME=CPULIST in name order."""
    by_type = {p['type']: n for n, p in pmus.items() if p.get('uncore')}
    got = {}
    for ln in lines:
        m = re.match(r'open (-?\d+) (-?\d+) (\d+) .* = (-?\d+)$', ln)
        if not m or int(m.group(1)) == 0 or int(m.group(4)) < 0:
            continue
        name = by_type.get(int(m.group(3)))
        if name:
            got.setdefault(name, set()).add(int(m.group(2)))
    return ['%s=%s' % (n, cpu_list(c)) for n, c in sorted(got.items())]


# An event line: count, optional unit, name, optional metric.  With -M Default
# (6.5 and later) the event leading a Default group's metrics carries the
# group's header between its name and the metric: "TopdownL1", on a hybrid
# "TopdownL1 (cpu_core)" (util/stat-shadow.c perf_stat__print_metricgroup_header()).
LINE = re.compile(r'^\s*(?:<not counted>|<not supported>|[\d,.]+)\s+(?:(?:msec|[A-Za-z%]+)\s+)?'
                  r'(\S+)(?:\s+Top[Dd]own\w*(?: \(\w+\))?(?=\s+#))?(?:\s+#\s+(.*?))?\s*$')


def parse_output(out):
    """The event lines and metric names perf printed."""
    names, metrics, started = [], [], False
    for line in out.split('\n'):
        if 'Performance counter stats' in line:
            started = True
            continue
        if not started:
            continue
        if 'seconds time elapsed' in line or 'seconds user' in line or 'seconds sys' in line:
            continue
        s = line.strip()
        if not s:
            continue
        m = LINE.match(line)
        mtxt = None
        if m:
            names.append(m.group(1))
            mtxt = m.group(2)
        elif s.startswith('#') or line.lstrip().startswith('#'):
            mtxt = s.lstrip('#').strip()
        elif re.match(r'^\s+#', line):
            mtxt = s.lstrip('#').strip()
        if mtxt:
            mm = re.match(r'^[-\d.,%\s]*(?:nan\s+)?(?:[\d.]+\s*%\s*)?([A-Za-z_][\w.\-/ ()]*?)'
                          r'\s*(?:\(\d.*\))?$', mtxt)
            if mm:
                metrics.append(mm.group(1).strip())
    return names, metrics


def first_error(out):
    for line in out.split('\n'):
        s = line.strip()
        if re.search(r'Error|error|Cannot|Invalid|not supported|requires|unknown|Unknown', s) \
                and 'Performance counter stats' not in s and not re.match(r'^<not', s) \
                and not re.match(r'^\s*[\d,.<]', s):
            return s
    return ''


def perf_version(perf):
    try:
        return subprocess.run(runner(perf) + ['version'], capture_output=True,
                              text=True).stdout.strip()
    except OSError:
        return ''


def metric_groups(perf, shim, model, v, tree):
    root, kind, topo, pmus, env0 = make_root(model, v, tree, watchdog_of(model))
    env = dict(os.environ)
    env.update(env0)
    cmd = [os.path.join(HERE, 'fakepmu.sh'), root, shim, cpuid_of(model)] + runner(perf) + ['list',
           '--raw-dump', 'metricgroups']
    r = subprocess.run(cmd, capture_output=True, text=True, env=env)
    shutil.rmtree(root, ignore_errors=True)
    return sorted(set(r.stdout.split()))


def metrics_sample(perf, shim, model, v, tree, k=6):
    root, kind, topo, pmus, env0 = make_root(model, v, tree, watchdog_of(model))
    env = dict(os.environ)
    env.update(env0)
    cmd = [os.path.join(HERE, 'fakepmu.sh'), root, shim, cpuid_of(model)] + runner(perf) + ['list',
           '--raw-dump', 'metrics']
    r = subprocess.run(cmd, capture_output=True, text=True, env=env)
    shutil.rmtree(root, ignore_errors=True)
    ms = sorted(set(r.stdout.split()))
    if len(ms) <= k:
        return ms
    step = len(ms) / k
    return [ms[int(i * step)] for i in range(k)]


def cases_for(perf, shim, model, v, tree, full):
    groups = metric_groups(perf, shim, model, v, tree)
    out = list(BASE)
    if full:
        out += ['-M ' + g for g in groups if g not in ('Default', 'TopdownL1', 'TopdownL2')
                and not (g.startswith('tma_') and g.endswith('_group'))]
        out += ['-M ' + m for m in metrics_sample(perf, shim, model, v, tree, 4)]
        out += SUBSET
    else:
        out += SUBSET[:2]
    return out + EXTRA.get(model, {}).get(v, [])


def record(a):
    cache = a.cache
    shims = {}
    models = a.models.split(',') if a.models else MODELS
    rels = a.releases.split(',') if a.releases else RELEASES
    full = set(a.full.split(',')) if a.full else {'6.12'}
    if a.noncore:
        shim = build_shim(perf_of(cache, rels[0], models[0]))
        record_noncore(a, shim, models, rels)
        shutil.rmtree(os.path.dirname(shim), ignore_errors=True)
        return
    pool = concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs)
    for model in models:
        head, jobs = [], []
        for v in rels:
            perf = perf_of(cache, v, model)
            tree = os.path.join(cache, 'src', 'linux-' + v)
            if not os.path.exists(perf) or not layouts.exists(model, v):
                continue
            arm = is_aarch64(perf)
            if arm not in shims:
                shims[arm] = build_shim(perf)
            shim = shims[arm]
            origin = a.origin.replace('V', v)
            if arm:
                origin += ', PERF_ARCH=arm64: an aarch64 perf run by qemu-user'
            kind, topo, _ = layouts.layout(model, v, tree)
            head.append('source %s perf "%s" (%s) | layout %s (layouts.py, Linux %s) | '
                        'topology %d cpus smt %d | nmi_watchdog %d | PERF_CPUID %s'
                        % (v, perf_version(perf), origin, kind, v, topo['n'],
                           1 if topo['smt'] else 0, 1 if watchdog_of(model) else 0,
                           cpuid_of(model)))
            for args in cases_for(perf, shim, model, v, tree, v in full):
                jobs.append((v, args, pool.submit(run_case, perf, shim, model, v, tree, args)))
        body = []
        for v, args, fut in jobs:
            rc, out, opens, kind, topo, pmus = fut.result()
            names, metrics = parse_output(out)
            body.append('case %s %s' % (v, args))
            body.append('rc %d' % rc)
            body.append('open ' + ' '.join(parse_opens(opens, pmus)))
            body.append('print ' + '|'.join(names))
            body.append('metric ' + '|'.join(metrics))
            if rc:
                body.append('error ' + first_error(out))
        if not body:
            continue
        # keep what the file holds for the releases not recorded now
        path = os.path.join(a.out, model + '.txt')
        if os.path.exists(path):
            now = {h.split()[1] for h in head}
            keep_head, keep_body, skip = [], [], False
            for line in open(path).read().splitlines()[1:]:
                if line.startswith('source '):
                    if line.split()[1] not in now:
                        keep_head.append(line)
                    continue
                if line.startswith('case '):
                    skip = line.split()[1] in now
                if not skip:
                    keep_body.append(line)
            order = {r: i for i, r in enumerate(RELEASES)}
            head = sorted(keep_head + head, key=lambda h: order.get(h.split()[1], 99))
            body = keep_body + body
        text = ('# What real perf opened and printed for %s, recorded by '
                'tools/perf_oracle/oracle.py on fake PMUs; do not edit.\n' % model)
        text += '\n'.join(head + body) + '\n'
        write(os.path.join(a.out, model + '.txt'), text)
        print('%s: %d cases' % (model, sum(1 for b in body if b.startswith('case '))), flush=True)
    pool.shutdown()
    for shim in shims.values():
        shutil.rmtree(os.path.dirname(shim), ignore_errors=True)


def record_noncore(a, shim, models, rels):
    """Re-record the cases listed in --cases (lines model|release|args[|...],
    '#' comments) with the model's non-core PMUs laid out next to its core
    PMU (noncore_layouts.py), in place in tests/oracle/<model>.txt; each
    such case gets a 'layout' line naming them.  The other cases are kept
    as they are."""
    want = {}
    for line in open(a.cases):
        f = line.rstrip('\n').split('|')
        if line.startswith('#') or len(f) < 3:
            continue
        want.setdefault(f[0], {}).setdefault(f[1], []).append(f[2])
    pool = concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs)
    for model in models:
        path = os.path.join(a.out, model + '.txt')
        if model not in want or not os.path.exists(path):
            continue
        futs = {}
        for v in rels:
            perf = os.path.join(a.cache, 'perf', v, 'perf')
            tree = os.path.join(a.cache, 'src', 'linux-' + v)
            if v not in want[model] or not os.path.exists(perf) or \
                    not noncore_layouts.exists(model, v):
                continue
            for args in want[model][v]:
                futs[(v, args)] = pool.submit(run_case, perf, shim, model, v, tree, args,
                                              'noncore')
        lines = open(path).read().splitlines()
        out, skip, n = [], False, 0
        for line in lines:
            if line.startswith('case '):
                v, _, args = line[5:].partition(' ')
                skip = (v, args) in futs
                if skip:
                    rc, txt, opens, kind, topo, pmus = futs[(v, args)].result()
                    names, metrics = parse_output(txt)
                    out.append(line)
                    out.append('layout %s + non-core PMUs (noncore_layouts.py: %s; Linux %s)'
                               % (kind, noncore_layouts.describe(model), v))
                    out.append('rc %d' % rc)
                    out.append('open ' + ' '.join(parse_opens(opens, pmus)))
                    out.append('cpus ' + ' '.join(parse_cpus(opens, pmus)))
                    out.append('print ' + '|'.join(names))
                    out.append('metric ' + '|'.join(metrics))
                    if rc:
                        out.append('error ' + first_error(txt))
                    n += 1
                    continue
            if not skip:
                out.append(line)
        write(path, '\n'.join(out) + '\n')
        print('%s: %d cases re-recorded with non-core PMUs' % (model, n), flush=True)
    pool.shutdown()


# The uncore cases (record --uncore): events of the non-core PMUs by their
# sysfs aliases, raw terms, box names and perf's JSON names, with -a and
# per task, groups, and -M metrics that read them (spr-metrics.json of
# perf 6.12: memory, LLC-miss, UPI and IO bandwidth, uncore frequency,
# C-state residency, SMI).
UNCORE_CASES = [
    '-a -e uncore_imc/cas_count_read/',
    '-e uncore_imc/cas_count_read/',
    '-a -e uncore_imc/event=0x05,umask=0xcf/',
    '-a -e uncore_imc_0/clockticks/',
    '-a -e uncore_imc/clockticks/,uncore_imc/cas_count_read/,uncore_imc/cas_count_write/',
    '-a -e {uncore_imc/cas_count_read/,uncore_imc/cas_count_write/}',
    '-a -e {cycles,uncore_imc/cas_count_read/}',
    '-a -e UNC_M_CAS_COUNT.RD',
    '-a -e UNC_CHA_CLOCKTICKS',
    '-a -e uncore_cha/event=0x1/',
    '-a -e power/energy-pkg/',
    '-e power/energy-pkg/',
    '-a -e msr/tsc/',
    '-e msr/tsc/',
    '-a -e cstate_core/c6-residency/',
    '-a -e cstate_pkg/c6-residency/',
    '-a -M memory_bandwidth_read',
    '-a -M memory_bandwidth_total',
    '-a -M tma_info_system_dram_bw_use',
    '-a -M llc_miss_local_memory_bandwidth_read',
    '-a -M upi_data_transmit_bw',
    '-a -M uncore_frequency',
    '-a -M io_bandwidth_read',
    '-a -M iio_bandwidth_read',
    '-a -M C6_Pkg_Residency',
    '-a -M C6_Core_Residency',
    '-a -M smi_num',
    '-M memory_bandwidth_read',
]

# Cases shared by the Intel server models whose iMC has the cas_count_*
# aliases (skx, icx): the sysfs alias with and without -a, a group, the
# JSON name, power/msr/cstate.
_INTEL_IMC = [
    '-a -e uncore_imc/cas_count_read/',
    '-e uncore_imc/cas_count_read/',
    '-a -e uncore_imc_0/clockticks/',
    '-a -e uncore_imc/clockticks/,uncore_imc/cas_count_read/,uncore_imc/cas_count_write/',
    '-a -e {uncore_imc/cas_count_read/,uncore_imc/cas_count_write/}',
    '-a -e {cycles,uncore_imc/cas_count_read/}',
    '-a -e UNC_M_CAS_COUNT.RD',
    '-a -e UNC_CHA_CLOCKTICKS',
    '-a -e power/energy-pkg/',
    '-e power/energy-pkg/',
    '-a -e msr/tsc/',
    '-a -e cstate_core/c6-residency/',
    '-a -e cstate_pkg/c6-residency/',
]
# gnr and srf: the sch0/sch1 aliases of gnr_uncore_imc_events, no power PMU
_GNR_LIKE = [
    '-a -e uncore_imc/cas_count_read_sch0/',
    '-e uncore_imc/cas_count_read_sch0/',
    '-a -e uncore_imc/clockticks/,uncore_imc/cas_count_read_sch0/,'
    'uncore_imc/cas_count_read_sch1/,uncore_imc/cas_count_write_sch0/,'
    'uncore_imc/cas_count_write_sch1/',
    '-a -e {uncore_imc/cas_count_read_sch0/,uncore_imc/cas_count_read_sch1/}',
    '-a -e UNC_CHA_CLOCKTICKS',
    '-a -e uncore_b2cmi/event=0x1/',
    '-a -e msr/tsc/',
    '-a -e cstate_core/c6-residency/',
    '-a -e cstate_pkg/c6-residency/',
    '-a -M memory_bandwidth_read',
    '-a -M memory_bandwidth_total',
    '-a -M llc_miss_local_memory_bandwidth_read',
    '-a -M upi_data_transmit_bw',
    '-a -M uncore_frequency',
    '-a -M io_bandwidth_read',
    '-a -M iio_bandwidth_read',
    '-a -M C6_Core_Residency',
    '-a -M C6_Pkg_Residency',
    '-a -M smi_num',
    '-M memory_bandwidth_read',
]

# Per model: the shared cases and the model's own -M metric names that read
# its non-core PMUs (<model>-metrics.json of perf 6.12 and 7.3).
UNCORE_CASES_OF = {
    'spr': UNCORE_CASES,
    'emr': UNCORE_CASES,
    'skx': _INTEL_IMC + [
        '-a -e uncore_imc/event=0x04,umask=0x03/',
        '-a -e uncore_cha/event=0x34,umask=0x3,filter_state=0x1/',
        '-a -M memory_bandwidth_read',
        '-a -M memory_bandwidth_total',
        '-a -M tma_info_system_dram_bw_use',
        '-a -M llc_miss_local_memory_bandwidth_read',
        '-a -M llc_data_read_demand_plus_prefetch_miss_latency',
        '-a -M numa_reads_addressed_to_local_dram',
        '-a -M upi_data_transmit_bw',
        '-a -M uncore_frequency',
        '-a -M io_bandwidth_read',
        '-a -M C3_Core_Residency',
        '-a -M C6_Pkg_Residency',
        '-a -M smi_num',
        '-M memory_bandwidth_read',
    ],
    'icx': _INTEL_IMC + [
        '-a -e uncore_imc/event=0x04,umask=0x0f/',
        '-a -e uncore_imc_free_running/read/',
        '-a -M memory_bandwidth_read',
        '-a -M memory_bandwidth_total',
        '-a -M tma_info_system_dram_bw_use',
        '-a -M llc_miss_local_memory_bandwidth_read',
        '-a -M llc_demand_data_read_miss_latency',
        '-a -M pmem_memory_bandwidth_read',
        '-a -M upi_data_transmit_bw',
        '-a -M uncore_frequency',
        '-a -M io_bandwidth_read_local',
        '-a -M C1_Core_Residency',
        '-a -M C6_Pkg_Residency',
        '-a -M smi_num',
        '-M memory_bandwidth_read',
    ],
    'gnr': _GNR_LIKE,
    'srf': _GNR_LIKE + [
        '-a -e cstate_module/c6-residency/',
        '-a -M C6_Module_Residency',
    ],
    'zen4': [
        '-a -e amd_l3/event=0x4,umask=0xff/',
        '-e amd_l3/event=0x4,umask=0xff/',
        '-a -e amd_l3/event=0x4,umask=0xff,enallcores=1,enallslices=1,threadmask=3/',
        '-a -e l3_lookup_state.all_coherent_accesses_to_l3',
        '-a -e {amd_l3/event=0x4,umask=0x1/,amd_l3/event=0x4,umask=0xfe/}',
        '-a -e amd_df/event=0x1f,umask=0x7fe/',
        '-a -e local_processor_read_data_beats_cs0',
        '-a -e amd_umc_0/event=0x0/',
        '-a -e umc_mem_clk',
        '-a -e {cycles,amd_l3/event=0x4,umask=0xff/}',
        '-a -e power/energy-pkg/',
        '-e power/energy-pkg/',
        '-a -e msr/tsc/',
        '-a -M l3_cache_accesses',
        '-a -M l3_read_miss_latency',
        '-a -M dram_read_data_for_local_processor',
        '-a -M local_socket_upstream_dma_read_data',
        '-a -M local_socket_inbound_data_to_cpu',
        '-a -M umc_data_bus_utilization',
        '-a -M umc_mem_read_bandwidth',
        '-a -M umc_cas_cmd_rate',
        '-M l3_cache_accesses',
    ],
}


def record_uncore(a, shim):
    """tests/oracle/uncore/<model>.txt: the uncore cases on the model's
    fake machine with its non-core PMUs (uncore_layouts.py)."""
    cache = a.cache
    models = a.models.split(',') if a.models else sorted(uncore_layouts.UNCORE)
    rels = a.releases.split(',') if a.releases else ['6.12', '7.3']
    pool = concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs)
    for model in models:
        head, jobs = [], []
        for v in rels:
            perf = os.path.join(cache, 'perf', v, 'perf')
            tree = os.path.join(cache, 'src', 'linux-' + v)
            if not os.path.exists(perf) or not layouts.exists(model, v):
                continue
            kind, topo, _ = layouts.layout(model, v, tree)
            head.append('source %s perf "%s" (%s) | layout %s + uncore (layouts.py, '
                        'uncore_layouts.py: %s; Linux %s) | topology %d cpus smt %d | '
                        'nmi_watchdog %d | PERF_CPUID %s'
                        % (v, perf_version(perf), a.origin.replace('V', v), kind,
                           uncore_layouts.describe(model), v, topo['n'],
                           1 if topo['smt'] else 0, 1 if watchdog_of(model) else 0,
                           cpuid_of(model)))
            for args in UNCORE_CASES_OF[model]:
                jobs.append((v, args, pool.submit(run_case, perf, shim, model, v, tree, args,
                                                  True)))
        body = []
        for v, args, fut in jobs:
            rc, out, opens, kind, topo, pmus = fut.result()
            names, metrics = parse_output(out)
            body.append('case %s %s' % (v, args))
            body.append('rc %d' % rc)
            body.append('open ' + ' '.join(parse_opens(opens, pmus)))
            body.append('cpus ' + ' '.join(parse_cpus(opens, pmus)))
            body.append('print ' + '|'.join(names))
            body.append('metric ' + '|'.join(metrics))
            if rc:
                body.append('error ' + first_error(out))
        if not body:
            continue
        text = ('# What real perf opened and printed for %s with its non-core PMUs, recorded '
                'by tools/perf_oracle/oracle.py record --uncore on fake PMUs; do not edit.\n'
                '# cpus: the CPUs perf opened each non-core PMU on (its cpumask file).\n'
                % model)
        text += '\n'.join(head + body) + '\n'
        write(os.path.join(a.out, 'uncore', model + '.txt'), text)
        print('%s (uncore): %d cases' % (model, sum(1 for b in body if b.startswith('case '))),
              flush=True)
    pool.shutdown()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('cmd', choices=['record', 'one'])
    ap.add_argument('--cache', default=os.environ.get('PMUSCHED_CACHE') or os.path.join(
        os.environ.get('XDG_CACHE_HOME') or os.path.join(os.environ['HOME'], '.cache'),
        'pmusched'))
    ap.add_argument('--out', default='tests/oracle')
    ap.add_argument('--models')
    ap.add_argument('--releases')
    ap.add_argument('--full', help='releases that get every metric group (default 6.12)')
    ap.add_argument('--jobs', type=int, default=4)
    ap.add_argument('--origin', default='Debian linux-source-V, build_perf.sh',
                    help="where the perf binaries come from (V: the release)")
    ap.add_argument('--perf')
    ap.add_argument('--args', default='')
    ap.add_argument('-v', '--verbose', action='store_true')
    ap.add_argument('--noncore', action='store_true',
                    help='record: re-record the --cases with noncore_layouts.py\'s PMUs')
    ap.add_argument('--cases', help='record --noncore: model|release|args lines')
    ap.add_argument('--uncore', action='store_true',
                    help='record/one: the uncore cases, with the non-core PMUs laid out')
    a = ap.parse_args()
    if a.cmd == 'record' and a.uncore:
        shim = os.path.join(tempfile.mkdtemp(prefix='pms-shim-'), 'shim.so')
        subprocess.run(['cc', '-O1', '-shared', '-fPIC', '-o', shim,
                        os.path.join(HERE, 'shim.c'), '-ldl'], check=True)
        record_uncore(a, shim)
        shutil.rmtree(os.path.dirname(shim), ignore_errors=True)
    elif a.cmd == 'record':
        record(a)
    else:
        model, v = a.models, a.releases
        perf = a.perf or perf_of(a.cache, v, model)
        shim = build_shim(perf)
        tree = os.path.join(a.cache, 'src', 'linux-' + v)
        rc, out, opens, kind, topo, pmus = run_case(perf, shim, model, v, tree, a.args,
                                                    'noncore' if a.noncore else a.uncore)
        print(out)
        print('\n'.join(opens))
        print('rc', rc)
        print('open', ' '.join(parse_opens(opens, pmus)))
        print('cpus', ' '.join(parse_cpus(opens, pmus)))
        names, metrics = parse_output(out)
        print('print', '|'.join(names))
        print('metric', '|'.join(metrics))


if __name__ == '__main__':
    main()
