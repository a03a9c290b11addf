#!/usr/bin/env python3
"""The real kernel as an oracle: Debian's arm64 kernels and perf, booted in
QEMU's software emulation of an arm64 machine with a PMUv3.

  oracle.py fetch KVER...          download kernel, perf, busybox, libraries
  oracle.py run KVER CMDS [opts]   boot, run each line of CMDS, print outputs

KVER is 6.1, 6.12 or 7.3.  Downloads and builds are cached outside the
tree, in ${PMS_ORACLE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/pmusched/kernel-oracle}.

Packages come from Debian's archive through a private apt state kept in
that cache (its own sources.list, lists and archives; the machine's apt
configuration is read for nothing and changed in nothing).  The host needs
qemu-system-aarch64, aarch64-linux-gnu-gcc and cpio; 'fetch --install'
installs them with the machine's apt-get (qemu-system-arm,
gcc-aarch64-linux-gnu, libc6-dev-arm64-cross, cpio).

CMDS holds one shell command a line (blank lines and lines starting with
'#' are skipped).  Inside the guest, /wl is a static workload:
  /wl spin MS     spins MS ms of CLOCK_MONOTONIC
  /wl sleep MS    sleeps MS ms
The output starts with a header (kernel, QEMU, perf, MIDR, the PMU's
counters as dmesg reports them, the mux interval, the watchdog), then for
each command a line '### CMD <n>: <command>', its stdout and stderr, and
'### RC <n>: <exit status>'.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
MIRROR = os.environ.get('PMS_ORACLE_MIRROR', 'http://deb.debian.org/debian')
KEYRING = '/usr/share/keyrings/debian-archive-keyring.gpg'

# kernel -> (suite of the kernel and perf, suite of perf's libraries,
#            apt version of linux-image-arm64 / linux-perf)
KERNELS = {
    '6.1': ('bookworm', 'bookworm', '6.1.*'),
    '6.12': ('trixie', 'trixie', '6.12.*'),
    '7.3': ('trixie-backports', 'trixie', '7.3.*'),
}
SUITES = ['bookworm', 'bookworm-backports', 'trixie', 'trixie-backports']


def cache_dir():
    c = os.environ.get('PMS_ORACLE_CACHE')
    if c:
        return c
    base = os.environ.get('XDG_CACHE_HOME') or os.path.join(
        os.path.expanduser('~'), '.cache')
    return os.path.join(base, 'pmusched', 'kernel-oracle')


def log(msg):
    print('oracle: ' + msg, file=sys.stderr, flush=True)


def run(cmd, **kw):
    return subprocess.run(cmd, check=True, **kw)


# --- host tools --------------------------------------------------------

HOST_TOOLS = {'qemu-system-aarch64': 'qemu-system-arm',
              'aarch64-linux-gnu-gcc': 'gcc-aarch64-linux-gnu',
              'cpio': 'cpio', 'readelf': 'binutils',
              'dpkg-deb': 'dpkg'}
CROSS_LIBC = '/usr/aarch64-linux-gnu/lib/libc.a'


def ensure_host_tools(install):
    missing = sorted({p for t, p in HOST_TOOLS.items()
                      if shutil.which(t) is None})
    # the cross compiler's C library (headers, static libc) is only a
    # Recommends of gcc-aarch64-linux-gnu, which --no-install-recommends
    # leaves out: /wl is linked -static against it
    if not os.path.exists(CROSS_LIBC):
        missing.append('libc6-dev-arm64-cross')
    if not missing:
        return
    if not install:
        sys.exit('oracle: missing host packages: %s (run fetch --install)'
                 % ' '.join(missing))
    log('installing ' + ' '.join(missing))
    env = dict(os.environ, DEBIAN_FRONTEND='noninteractive')
    run(['apt-get', 'install', '-y', '--no-install-recommends'] + missing,
        env=env)


# --- private apt state ---------------------------------------------------

def apt_opts():
    d = os.path.join(cache_dir(), 'apt')
    return ['-o', 'Dir::Etc::SourceList=' + os.path.join(d, 'sources.list'),
            '-o', 'Dir::Etc::SourceParts=-',
            '-o', 'Dir::State::Lists=' + os.path.join(d, 'lists'),
            '-o', 'Dir::Cache=' + os.path.join(d, 'cache'),
            '-o', 'Dir::State::status=/dev/null',
            '-o', 'APT::Architecture=arm64',
            '-o', 'APT::Architectures=arm64',
            '-o', 'Debug::NoLocking=1']


def apt_update(force=False):
    d = os.path.join(cache_dir(), 'apt')
    for sub in ('lists/partial', 'cache/archives/partial'):
        os.makedirs(os.path.join(d, sub), exist_ok=True)
    sl = os.path.join(d, 'sources.list')
    want = ''.join('deb [signed-by=%s] %s %s main\n' % (KEYRING, MIRROR, s)
                   for s in SUITES)
    old = open(sl).read() if os.path.exists(sl) else ''
    if old != want:
        with open(sl, 'w') as f:
            f.write(want)
        force = True
    have = [n for n in os.listdir(os.path.join(d, 'lists'))
            if n.endswith('Packages') or '_Packages.' in n]
    if force or len(have) < len(SUITES):
        log('apt-get update (arm64, private state)')
        run(['apt-get'] + apt_opts() + ['update'], stdout=subprocess.DEVNULL)


def apt_show(pkg):
    """Every version of pkg: list of dicts (Version, Depends, ...)."""
    out = subprocess.run(['apt-cache'] + apt_opts() + ['show', pkg],
                         capture_output=True, text=True).stdout
    recs = []
    for block in out.split('\n\n'):
        rec = {}
        key = None
        for line in block.splitlines():
            if line.startswith(' ') and key:
                rec[key] += '\n' + line
            elif ':' in line:
                key, _, val = line.partition(':')
                rec[key] = val.strip()
        if rec.get('Package'):
            recs.append(rec)
    return recs


def pick(pkg, pattern):
    import fnmatch
    vers = [r for r in apt_show(pkg) if fnmatch.fnmatch(r['Version'], pattern)]
    if not vers:
        sys.exit('oracle: no %s matching %s in the archive' % (pkg, pattern))
    # apt-cache show lists the candidates newest first within a suite;
    # take the highest version.
    vers.sort(key=lambda r: [int(x) if x.isdigit() else x for x in
                             re.split(r'[.+~-]', r['Version'])
                             if x], reverse=True)
    return vers[0]


def deps_of(rec):
    names = []
    for field in ('Pre-Depends', 'Depends'):
        for alt in rec.get(field, '').split(','):
            alt = alt.strip()
            if not alt:
                continue
            first = alt.split('|')[0].strip()
            names.append(re.sub(r'[\s(:].*', '', first))
    return names


def apt_download(spec, dest):
    """Download spec (name or name=version) into dest; return the .deb."""
    os.makedirs(dest, exist_ok=True)
    name = spec.split('=')[0]
    for f in os.listdir(dest):
        if f.startswith(name + '_') and f.endswith('.deb') and '=' not in spec:
            return os.path.join(dest, f)
    before = set(os.listdir(dest))
    run(['apt-get'] + apt_opts() + ['download', spec], cwd=dest,
        stdout=subprocess.DEVNULL)
    new = [f for f in set(os.listdir(dest)) - before if f.endswith('.deb')]
    if not new:
        for f in os.listdir(dest):
            if f.startswith(name + '_') and f.endswith('.deb'):
                return os.path.join(dest, f)
        sys.exit('oracle: apt-get download %s gave nothing' % spec)
    return os.path.join(dest, new[0])


def extract(deb, root):
    run(['dpkg-deb', '-x', deb, root])


# --- per kernel ----------------------------------------------------------

def kdir(kver):
    return os.path.join(cache_dir(), kver)


def fetch(kver):
    suite, libsuite, pattern = KERNELS[kver]
    d = kdir(kver)
    stamp = os.path.join(d, 'fetched')
    if os.path.exists(stamp):
        return
    debs = os.path.join(d, 'debs')
    root = os.path.join(d, 'root')
    shutil.rmtree(root, ignore_errors=True)
    os.makedirs(root)
    meta = pick('linux-image-arm64', pattern)
    image = [n for n in deps_of(meta) if n.startswith('linux-image-')
             or n.startswith('linux-binary-')][0]
    log('%s: %s (%s)' % (kver, image, meta['Version']))
    img_rec = pick(image, '*')
    # 7.x: the signed image package depends on linux-binary-V-arm64,
    # which holds vmlinuz.
    extract(apt_download(image + '=' + img_rec['Version'], debs), root)
    for dep in deps_of(img_rec):
        if dep.startswith('linux-binary-'):
            extract(apt_download(dep, debs), root)
    perf = pick('linux-perf', pattern)
    log('%s: linux-perf %s' % (kver, perf['Version']))
    extract(apt_download('linux-perf=' + perf['Version'], debs), root)
    # perf's shared libraries: the lib* packages of its Depends closure,
    # each from the suite perf was built for (APT::Default-Release), in
    # one apt-cache and one apt-get call; the initramfs then takes only
    # what readelf -d NEEDED reaches (lib_closure()).
    rel = ['-o', 'APT::Default-Release=' + libsuite]
    out = subprocess.run(['apt-cache'] + apt_opts() + rel +
                         ['depends', '--recurse', '--no-recommends',
                          '--no-suggests', '--no-conflicts', '--no-breaks',
                          '--no-replaces', '--no-enhances',
                          'linux-perf=' + perf['Version']],
                         capture_output=True, text=True, check=True).stdout
    libs = sorted({l.strip() for l in out.splitlines()
                   if not l.startswith(' ') and not l.startswith('<') and
                   (l.startswith('lib') or l.startswith('zlib1g'))} |
                  {'libc6', 'busybox-static'})
    # --recurse follows virtual packages to other releases' providers
    # (trixie's libelf1t64 for bookworm's libelf1): keep the suite's own.
    policy(libs)
    libs = [n for n in libs if in_suite(n, libsuite)]
    libroot = os.path.join(d, 'libroot')
    shutil.rmtree(libroot, ignore_errors=True)
    os.makedirs(libroot)
    libdebs = os.path.join(d, 'libdebs')
    os.makedirs(libdebs, exist_ok=True)
    have = {f.split('_')[0] for f in os.listdir(libdebs)}
    want = [n for n in libs if n not in have]
    if want:
        log('%s: %d library packages from %s' % (kver, len(want), libsuite))
        run(['apt-get'] + apt_opts() + rel + ['download'] + want,
            cwd=libdebs, stdout=subprocess.DEVNULL)
    for f in sorted(os.listdir(libdebs)):
        if f.split('_')[0] not in libs:
            continue
        if f.startswith('busybox-static_'):
            extract(os.path.join(libdebs, f), root)
        elif f.endswith('.deb'):
            extract(os.path.join(libdebs, f), libroot)
    open(stamp, 'w').write('ok\n')


_POLICY = {}


def in_suite(pkg, suite):
    """Whether suite carries a version of pkg (apt-cache policy)."""
    return suite in _POLICY.get(pkg, ())


def policy(pkgs):
    """Fill _POLICY for pkgs in one apt-cache call."""
    out = subprocess.run(['apt-cache'] + apt_opts() + ['policy'] + list(pkgs),
                         capture_output=True, text=True).stdout
    cur = None
    for line in out.splitlines():
        m = re.match(r'^(\S+):$', line)
        if m:
            cur = _POLICY.setdefault(m.group(1).split(':')[0], set())
            continue
        m = re.search(r' (\S+)/main arm64 Packages', line)
        if m and cur is not None:
            cur.add(m.group(1))


def vmlinuz(kver):
    """/boot/vmlinuz-V (6.1, 6.12), or /usr/lib/modules/V/vmlinuz (7.x)."""
    root = os.path.join(kdir(kver), 'root')
    boot = os.path.join(root, 'boot')
    for f in sorted(os.listdir(boot)) if os.path.isdir(boot) else []:
        if f.startswith('vmlinuz-'):
            return os.path.join(boot, f)
    mods = os.path.join(root, 'usr', 'lib', 'modules')
    for v in sorted(os.listdir(mods)) if os.path.isdir(mods) else []:
        if os.path.exists(os.path.join(mods, v, 'vmlinuz')):
            return os.path.join(mods, v, 'vmlinuz')
    sys.exit('oracle: no vmlinuz for ' + kver)


def perf_binary(kver):
    r = os.path.join(kdir(kver), 'root', 'usr', 'bin')
    for f in sorted(os.listdir(r), reverse=True):
        if re.match(r'perf(_[0-9.]+)?$', f):
            p = os.path.join(r, f)
            if open(p, 'rb').read(4) == b'\x7fELF':
                return p
    sys.exit('oracle: no perf binary for ' + kver)


def needed(path):
    out = subprocess.run(['readelf', '-d', path], capture_output=True,
                         text=True).stdout
    return re.findall(r'\(NEEDED\)\s+Shared library: \[([^\]]+)\]', out)


def find_lib(libroot, soname):
    for sub in ('lib/aarch64-linux-gnu', 'usr/lib/aarch64-linux-gnu',
                'lib', 'usr/lib'):
        p = os.path.join(libroot, sub, soname)
        if os.path.lexists(p):
            return p
    return None


def lib_closure(kver, binary):
    """Sonames -> host files for binary's NEEDED closure (readelf -d)."""
    libroot = os.path.join(kdir(kver), 'libroot')
    found = {}
    todo = needed(binary)
    while todo:
        so = todo.pop()
        if so in found:
            continue
        p = find_lib(libroot, so)
        if p is None:
            sys.exit('oracle: %s: %s not found among the downloaded '
                     'libraries' % (kver, so))
        found[so] = os.path.realpath(p)
        todo.extend(needed(found[so]))
    return found


WORKLOAD = os.path.join(HERE, 'workload.c')


def build_workload():
    out = os.path.join(cache_dir(), 'wl')
    if (not os.path.exists(out) or
            os.path.getmtime(out) < os.path.getmtime(WORKLOAD)):
        run(['aarch64-linux-gnu-gcc', '-O2', '-static', '-o', out, WORKLOAD])
    return out


def initramfs(kver):
    d = kdir(kver)
    out = os.path.join(d, 'initrd.cpio')
    init = os.path.join(HERE, 'init.sh')
    wl = build_workload()
    if (os.path.exists(out) and
            os.path.getmtime(out) >= max(os.path.getmtime(init),
                                         os.path.getmtime(wl))):
        return out
    perf = perf_binary(kver)
    libs = lib_closure(kver, perf)
    with tempfile.TemporaryDirectory() as t:
        for sub in ('bin', 'sbin', 'lib', 'proc', 'sys', 'dev', 'tmp',
                    'lib/aarch64-linux-gnu', 'usr/bin', 'cmds'):
            os.makedirs(os.path.join(t, sub), exist_ok=True)
        bb = os.path.join(d, 'root', 'bin', 'busybox')
        if not os.path.exists(bb):
            bb = os.path.join(d, 'root', 'usr', 'bin', 'busybox')
        shutil.copy(bb,
                    os.path.join(t, 'bin', 'busybox'))
        shutil.copy(perf, os.path.join(t, 'usr', 'bin', 'perf'))
        for so, p in libs.items():
            shutil.copy(p, os.path.join(t, 'lib', 'aarch64-linux-gnu', so))
        # the dynamic loader perf names in its PT_INTERP
        shutil.copy(libs.get('libc.so.6') and
                    find_lib(os.path.join(d, 'libroot'),
                             'ld-linux-aarch64.so.1'),
                    os.path.join(t, 'lib', 'ld-linux-aarch64.so.1'))
        shutil.copy(wl, os.path.join(t, 'wl'))
        shutil.copy(init, os.path.join(t, 'init'))
        os.chmod(os.path.join(t, 'init'), 0o755)
        names = subprocess.run('find . | sort', shell=True, cwd=t,
                               capture_output=True, text=True).stdout
        with open(out, 'wb') as f:
            run(['cpio', '-o', '-H', 'newc', '--quiet'], cwd=t,
                input=names.encode(), stdout=f)
    return out


def cmds_image(cmds, tmp):
    """The commands as a second cpio appended to the initramfs."""
    t = os.path.join(tmp, 'c')
    os.makedirs(os.path.join(t, 'cmds'))
    shutil.copy(cmds, os.path.join(t, 'cmds', 'list'))
    out = os.path.join(tmp, 'cmds.cpio')
    with open(out, 'wb') as f:
        run(['cpio', '-o', '-H', 'newc', '--quiet'], cwd=t,
            input=b'cmds\ncmds/list\n', stdout=f)
    return out


# --idle poll: the guest kernel's command line gets 'nohlt', so an idle CPU
# polls (cpu_idle_poll(), kernel/sched/idle.c: arm64 selects
# GENERIC_IDLE_POLL_SETUP, whose __setup("nohlt") sets cpu_idle_force_poll)
# instead of halting in WFI.  The emulator delivers a halted vCPU's timer
# interrupt late under -icount shift=0,sleep=off: in a traced -a run on 4
# vCPUs (tests/kernel/trace/7.3-smp4-atrace.txt) the idle vCPUs handled up to
# 17 of 25 mux expiries a grid point or more late, one 3.4 ms late.  A vCPU
# that keeps executing takes its interrupt when it is due.
IDLE_ARGS = {'halt': '', 'poll': ' nohlt'}


def boot(kver, cmds, smp, cpu, mux, timeout, settle, machine='virt',
         idle='halt', qemu_bin='qemu-system-aarch64'):
    fetch(kver)
    base = initramfs(kver)
    with tempfile.TemporaryDirectory() as tmp:
        rd = os.path.join(tmp, 'initrd')
        with open(rd, 'wb') as f:
            for part in (base, cmds_image(cmds, tmp)):
                f.write(open(part, 'rb').read())
        append = ('console=ttyAMA0 panic=-1 quiet oracle.mux=%s '
                  'oracle.settle=%s' % (mux or '-', settle)) + IDLE_ARGS[idle]
        qemu = ['nice', '-n', '10', qemu_bin, '-M', machine,
                '-cpu', cpu, '-smp', str(smp), '-m', '1G',
                '-icount', 'shift=0,sleep=off', '-nographic', '-no-reboot',
                '-nic', 'none',
                '-kernel', vmlinuz(kver), '-initrd', rd, '-append', append]
        p = subprocess.run(qemu, capture_output=True, timeout=timeout)
    out = p.stdout.decode('utf-8', 'replace').replace('\r', '')
    m = out.find('### ORACLE BEGIN')
    e = out.find('### ORACLE END')
    if m < 0 or e < 0:
        sys.stderr.write(out[-4000:])
        sys.exit('oracle: %s: the guest did not finish' % kver)
    qv = subprocess.run([qemu_bin, '--version'],
                        capture_output=True, text=True).stdout.splitlines()[0]
    body = out[m:e].split('\n', 1)[1]
    hdr = '# qemu: %s -M %s -cpu %s -smp %d -icount shift=0,sleep=off\n' % (
        qv.strip(), machine, cpu, smp)
    if idle != 'halt':
        hdr += '# idle: %s (guest kernel command line:%s)\n' % (
            idle, IDLE_ARGS[idle])
    return hdr + body


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    sub = ap.add_subparsers(dest='cmd', required=True)
    f = sub.add_parser('fetch')
    f.add_argument('kver', nargs='+', choices=sorted(KERNELS))
    f.add_argument('--install', action='store_true',
                   help='install missing host packages with apt-get')
    r = sub.add_parser('run')
    r.add_argument('kver', choices=sorted(KERNELS))
    r.add_argument('cmds')
    r.add_argument('--smp', type=int, default=1)
    r.add_argument('--cpu', default='neoverse-n1,pmu=on')
    r.add_argument('--mux', type=int, default=0,
                   help='perf_event_mux_interval_ms to set (default: keep)')
    r.add_argument('--machine', default='virt',
                   help='QEMU machine (a64fx: virt,gic-version=3, since its '
                   'ID_AA64PFR0 announces the GICv3 system registers and a '
                   'kernel reading ICC_SRE_EL1 under the default GICv2 takes '
                   'an undefined-instruction oops at boot)')
    r.add_argument('--settle', type=int, default=0,
                   help='seconds to wait after boot before measuring')
    r.add_argument('--idle', choices=sorted(IDLE_ARGS), default='halt',
                   help='what an idle guest CPU does: halt (WFI, the '
                   'kernel\'s default) or poll (nohlt on the kernel command '
                   'line; for -a on several vCPUs, whose halted vCPUs the '
                   'emulator wakes late for their timer)')
    r.add_argument('--qemu', default='qemu-system-aarch64',
                   help='the qemu-system-aarch64 to run (default: the '
                   'host\'s)')
    r.add_argument('--timeout', type=int, default=5400)
    r.add_argument('-o', '--out')
    a = ap.parse_args()
    if a.cmd == 'fetch':
        ensure_host_tools(a.install)
        apt_update()
        for k in a.kver:
            fetch(k)
            initramfs(k)
        return
    ensure_host_tools(False)
    text = boot(a.kver, a.cmds, a.smp, a.cpu, a.mux, a.timeout, a.settle,
                a.machine, a.idle, a.qemu)
    if a.out:
        with open(a.out, 'w') as fo:
            fo.write(text)
    else:
        sys.stdout.write(text)


if __name__ == '__main__':
    main()
