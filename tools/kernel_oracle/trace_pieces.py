#!/usr/bin/env python3
"""Read the perf contexts of one traced task-mode run off its ftrace record.

  trace_pieces.py RECORDING CMD [--exit-stale yes|no] [--init-lead NS] [--args ARGS]

RECORDING is what oracle.py printed for a boot of a list like
lists/sh50-trace.cmds: perf stat -v -x, of one command, then the trace
(sched_switch, sched_process_fork/exec/exit, the perf mux hrtimer's
starts and expiries, on CLOCK_MONOTONIC).  CMD is the perf command's
number.  It prints the '### FIT' / '### FIT+' lines of that command: one
prediction per perf context the run made, its run and sleep times and its
timer phase read off the trace, nothing fitted.

The rules it follows (kernel/events/core.c, 6.1.176, 6.12.117, 7.3.4):
- perf enables the events of the task it forked at its exec (enable_on_exec):
  that task's context starts at the mux hrtimer's first start by that task
  (its first sched-in pass fails when the list needs more counters);
- a fork copies the parent's context in its order of the moment
  (perf_event_init_context(), inherit_task_group()), the moment being
  perf_event_init_task() in copy_process(), before copy_mm(): 69-73 us
  before the fork tracepoint in the 7.3 guest (a kprobe 'pmsinit' where
  the record has one; else --init-lead NS: rotations that close before
  the tracepoint came after the copy); the copy is a clone
  of the parent's own parent if it has one, else of the parent;
- a switch from a task with a context to a task whose context is a clone
  of the same one, or of it, or its parent (context_equiv(), generation
  unchanged: no event was added or removed) swaps the contexts: the one
  that is scheduled in goes on in the next task, nothing is scheduled
  (perf_event_context_sched_out());
- otherwise a context is scheduled out when its task switches out and in
  when it switches in: between, the piece sleeps;
- each mux hrtimer expiry while a context is in rotates it once (singles,
  more than fit: the first one on a counter goes last, rotate_ctx());
- the timer expires on one grid of CLOCK_MONOTONIC (hrtimer_forward_now()
  in perf_mux_hrtimer_restart()): the phase of a piece is where the grid's
  next point falls after the piece's first sched-in;
- a context ends at its task's perf_event_exit_task(): a kprobe line
  'pmsexit' where the record has one (6.1 and 6.12 call it before
  exit_mm() and the exit tracepoint, up to 0.1 ms earlier), else the
  sched_process_exit line (7.3 calls it after the tracepoint);
- a copy ends at its task's exit; there its events' times are summed into
  perf's events (sync_child_event()); on 6.1 and 7.2/7.3 an event off the
  counters then keeps its time as of its last change or failed try (the
  'exit' mark of the piece, tests/unit/t_kernel_oracle.c exit_sync());
  6.12.117 updates first (a3c3c66670ce): no mark.
"""
import re
import sys

LINE = re.compile(r'^\S.*?-(\d+)\s+\[(\d+)\]\s+\S+\s+(\d+\.\d+): (\w+): (.*)$')


def parse(path, cmd):
    """The header, perf's -e list, its -v lines and the trace after CMD."""
    head = {}
    evl = None
    trace = []
    perfv = []
    state = 0
    with open(path) as f:
        for line in f:
            line = line.rstrip('\n')
            m = re.match(r'# (\w+): (.*)', line)
            if m and state == 0:
                head[m.group(1)] = m.group(2)
            if line.startswith('### CMD %d: ' % cmd):
                state = 1
                evl = re.search(r' -e (\S+)', line).group(1)
                continue
            if state == 1 and line.startswith('### CMD %d: ' % (cmd + 1)):
                state = 2
                continue
            if state == 1:
                m = re.match(r'(\S+): (\d+) (\d+) (\d+)$', line)
                if m:
                    perfv.append((m.group(1), int(m.group(3)), int(m.group(4))))
            if state == 2:
                if line.startswith('### CMD'):
                    break
                m = LINE.match(line)
                if m:
                    trace.append((round(float(m.group(3)) * 1e9), int(m.group(1)),
                                  m.group(4), m.group(5)))
    return head, evl, trace, perfv


class Ctx:
    n = 0

    def __init__(self, parent, rot, gen):
        Ctx.n += 1
        self.id = Ctx.n
        self.parent = parent
        self.parent_gen = gen
        self.generation = 0
        self.rot = rot
        self.rot0 = rot
        self.rot_at = []     # times of its rotations
        self.ins = []        # [start, end] of each stretch on the CPU
        self.on = None
        self.end = None
        self.owners = []

    def sched_in(self, t):
        if self.on is None:
            self.on = t

    def sched_out(self, t):
        if self.on is not None:
            self.ins.append([self.on, t])
            self.on = None


def equiv(a, b):
    if a is b.parent and a.generation == b.parent_gen:
        return True
    if a.parent is b and a.parent_gen == b.generation:
        return True
    return a.parent is not None and a.parent is b.parent and a.parent_gen == b.parent_gen


def pieces(trace, init_lead=0):
    """Replay the trace: every context with its stretches on the CPU."""
    ctx = {}            # pid -> Ctx
    init_rot = {}       # pid -> its context's rotations at perf_event_init_task()
    allc = []
    perf_pid = child = None
    cur = None          # pid on the CPU
    for t, pid, ev, rest in trace:
        kv = dict(re.findall(r'(\w+)=(\S+)', rest))
        if ev == 'pmsinit':
            # perf_event_init_task(): the copy is made here, in
            # copy_process() before copy_mm(), before the fork tracepoint
            if pid in ctx:
                init_rot[pid] = ctx[pid].rot
        elif ev == 'sched_process_fork':
            p, c = int(kv['pid']), int(kv['child_pid'])
            if child is None and kv['comm'] == 'perf':
                perf_pid, child = p, c
            elif p in ctx:
                par = ctx[p]
                root = par.parent if par.parent is not None else par
                gen = par.parent_gen if par.parent is not None else par.generation
                if p in init_rot:
                    rot = init_rot.pop(p)
                else:
                    # no kprobe: the rotations of the last init_lead ns
                    # before the tracepoint came after the copy
                    rot = par.rot - sum(1 for x in par.rot_at if x > t - init_lead)
                ctx[c] = Ctx(root, rot, gen)
                ctx[c].owners.append(c)
                allc.append(ctx[c])
        elif ev == 'hrtimer_start' and 'perf_mux' in rest:
            if pid == child and child not in ctx:
                o = Ctx(None, 0, 0)
                o.owners.append(child)
                ctx[child] = o
                allc.append(o)
                o.sched_in(t)
        elif ev == 'hrtimer_expire_entry' and 'perf_mux' in rest:
            if cur in ctx and ctx[cur].on is not None:
                ctx[cur].rot += 1
                ctx[cur].rot_at.append(t)
        elif ev in ('sched_process_exit', 'pmsexit'):
            # the context ends at perf_event_exit_task() (a kprobe where
            # the record has one: 6.1 and 6.12 call it before exit_mm()
            # and the exit tracepoint; 7.3 after the tracepoint)
            if pid in ctx:
                c = ctx.pop(pid)
                c.sched_out(t)
                c.end = t
                c.exit_pid = pid
        elif ev == 'sched_switch':
            prev, nxt = int(kv['prev_pid']), int(kv['next_pid'])
            a, b = ctx.get(prev), ctx.get(nxt)
            if a is not None and b is not None and (a.parent or b.parent) and \
                    (b.parent is a or b is a.parent or b.parent is a.parent) and equiv(a, b):
                # the swap: a goes on in nxt, b (out) goes to prev
                ctx[prev], ctx[nxt] = b, a
                a.owners.append(nxt)
                b.owners.append(prev)
            else:
                if a is not None:
                    a.sched_out(t)
                if b is not None:
                    b.sched_in(t)
            cur = nxt
    return allc, child


def fit_lines(head, evl, allc, child, cmd, stale, args):
    iv = int(head['mux_interval_ms']) * 1000000
    names = evl.split(',')
    out = []
    first = True
    for c in allc:
        if not c.ins:
            continue
        start = c.ins[0][0]
        wl = []
        last = start
        for a, b in c.ins:
            if a > last:
                wl.append('sleep:%dns' % (a - last))
            wl.append('run:%dns' % (b - a))
            last = b
        phase = (start // iv + 1) * iv - start
        # the order at the copy: rotated by the parent's rotations so far
        k = c.rot0 % len(names)
        order = names[k:] + names[:k]
        mark = ' exit' if (stale and c.parent is not None) else ''
        tag = '### FIT %d:' % cmd if first else '### FIT+ %d%s:' % (cmd, mark)
        first = False
        out.append('%s %s --mux-interval %dms --timer-phase %dns --workload %s -e %s'
                   % (tag, args, iv // 1000000, phase, ','.join(wl), ','.join(order)))
    return out


def main():
    path, cmd = sys.argv[1], int(sys.argv[2])
    stale = True
    args = ''
    init_lead = 0
    i = 3
    while i < len(sys.argv):
        if sys.argv[i] == '--exit-stale':
            stale = sys.argv[i + 1] == 'yes'
            i += 2
        elif sys.argv[i] == '--init-lead':
            init_lead = int(sys.argv[i + 1])
            i += 2
        elif sys.argv[i] == '--args':
            args = sys.argv[i + 1]
            i += 2
        else:
            sys.exit('trace_pieces.py: unknown argument %s' % sys.argv[i])
    head, evl, trace, perfv = parse(path, cmd)
    allc, child = pieces(trace, init_lead)
    for c in allc:
        sys.stderr.write('ctx %d: rot0 %d owners %s ins %s end %s\n' % (
            c.id, c.rot0, c.owners, [(a / 1e9, (b - a) / 1e6) for a, b in c.ins], c.end))
    for line in fit_lines(head, evl, allc, child, cmd, stale, args):
        print(line)
    # perf's own figures: share = running / enabled, running time
    for name, en, run in perfv:
        print('### EXPECT %d: %s\tcounted\t%.2f\t%d' % (cmd, name, 100.0 * run / en, run))


if __name__ == '__main__':
    main()
