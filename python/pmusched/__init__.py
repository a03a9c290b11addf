"""pmusched: how Linux schedules perf events on counters, as Python objects.

A ctypes binding of libpmusched's query API (pmusched/query.h): a Query
carries the conditions (CPU model, kernel, perf version, SMT, NMI
watchdog, workload); predict() and plan() ask one question each and
return an Answer whose .doc is the library's JSON document (the one the
CLI's --json writes) and whose helpers give the figures directly.

    >>> import pmusched
    >>> pmusched.plan(cpu='skl', kernel='6.12', events='r01c2,r02c2,r04c2,r08c2,r10c2')['runs']
    ['r01c2,r02c2,r04c2,r08c2', 'r10c2']

ctypes (standard library) rather than cffi: no build step, so the
package installs from the checkout without a compiler.
"""
import ctypes
import ctypes.util
import json
import os

__all__ = ['Query', 'Answer', 'Error', 'predict', 'plan', 'explain', 'events', 'replay',
           'library_version']

_PREDICT, _PLAN, _EXPLAIN, _EVENTS, _REPLAY = 0, 1, 2, 3, 4
_KINDS = {_PREDICT: 'predict', _PLAN: 'plan', _EXPLAIN: 'explain', _EVENTS: 'events',
          _REPLAY: 'replay'}


class _Diag(ctypes.Structure):
    _fields_ = [('code', ctypes.c_int), ('sys_errno', ctypes.c_int),
                ('pos', ctypes.c_size_t), ('len', ctypes.c_size_t),
                ('msg', ctypes.c_char * 200), ('hint', ctypes.c_char * 200)]


class _Event(ctypes.Structure):
    _fields_ = [('sz', ctypes.c_size_t), ('name', ctypes.c_char_p), ('group', ctypes.c_int),
                ('leader', ctypes.c_bool), ('status', ctypes.c_int),
                ('enabled_ns', ctypes.c_uint64), ('running_ns', ctypes.c_uint64),
                ('percent', ctypes.c_double), ('counters', ctypes.c_uint64),
                ('why', ctypes.c_uint)]


class _Line(ctypes.Structure):
    _fields_ = [('sz', ctypes.c_size_t), ('kind', ctypes.c_int), ('hidden', ctypes.c_int),
                ('list_event', ctypes.c_int), ('name', ctypes.c_char_p),
                ('renamed', ctypes.c_bool), ('unit', ctypes.c_char_p), ('status', ctypes.c_int),
                ('running_ns', ctypes.c_uint64), ('enabled_ns', ctypes.c_uint64),
                ('pcnt_running', ctypes.c_uint64), ('pmu', ctypes.c_char_p),
                ('n_metrics', ctypes.c_int)]


class _LineMetric(ctypes.Structure):
    _fields_ = [('sz', ctypes.c_size_t), ('metric', ctypes.c_int), ('label', ctypes.c_char_p),
                ('header', ctypes.c_char_p), ('header_kind', ctypes.c_int),
                ('threshold', ctypes.c_bool)]


class _Ask(ctypes.Structure):
    _fields_ = [('sz', ctypes.c_size_t), ('kind', ctypes.c_int), ('events', ctypes.c_char_p),
                ('n_runs', ctypes.c_int), ('plan_flags', ctypes.c_uint),
                ('flags', ctypes.c_uint), ('failed', ctypes.c_int),
                ('same_run', ctypes.c_char_p)]


class _PlanMetric(ctypes.Structure):
    _fields_ = [('event', ctypes.c_int), ('base', ctypes.c_int), ('name', ctypes.c_char * 32)]


class _PlanMetricError(ctypes.Structure):
    _fields_ = [('half_width', ctypes.c_double), ('n_schedules', ctypes.c_int),
                ('input_hw', ctypes.c_double * 2)]


class _PlanListMetrics(ctypes.Structure):
    _fields_ = [('sz', ctypes.c_size_t), ('choice', ctypes.c_int), ('n_metrics', ctypes.c_int),
                ('metrics', ctypes.POINTER(_PlanMetric)),
                ('given_errors', ctypes.POINTER(_PlanMetricError)),
                ('grouped_errors', ctypes.POINTER(_PlanMetricError)),
                ('given', ctypes.c_void_p), ('given_sim', ctypes.c_void_p),
                ('given_plan', ctypes.c_void_p), ('grouped', ctypes.c_void_p),
                ('grouped_sim', ctypes.c_void_p), ('grouped_plan', ctypes.c_void_p),
                ('grouped_pos', ctypes.POINTER(ctypes.c_int))]


_ASK_FOR_METRICS = 1 << 1
# enum pms_plan_metrics_choice (pmusched/query.h)
_PMC = ['no-metric', 'grouped', 'not-better', 'as-written', 'no-parse', 'no-plan']

# enum pms_perf_line_kind, pms_perf_hide, pms_perf_header (pmusched/query.h)
_LINE_KINDS = ['count', 'show', 'metrics']
_HIDE = [None, 'metric-only', 'no-metric', 'not-run', 'not-opened', 'added']
_HEADERS = [None, 'new', 'same']

_NOPOS = ctypes.c_size_t(-1).value
_STATUS = ['counted', 'not-counted', 'not-supported']


class Error(Exception):
    """The library refused: .code (PMS_E*), .message, .hint, and .pos/.len,
    the offending bytes of the value or list (None when not positional)."""

    def __init__(self, code, message, pos=None, length=0, hint='', text=None):
        self.code, self.message, self.pos, self.len, self.hint = code, message, pos, length, hint
        where = ''
        if pos is not None and text is not None:
            where = " at position %d ('%s')" % (pos, text[pos:pos + max(length, 1)])
        elif pos is not None:
            where = ' at position %d' % pos
        super().__init__(message + where)


def _load():
    names = [os.environ.get('PMUSCHED_LIB'), 'libpmusched.so.0',
             ctypes.util.find_library('pmusched')]
    err = None
    for n in names:
        if not n:
            continue
        try:
            return ctypes.CDLL(n)
        except OSError as e:
            err = e
    raise ImportError('libpmusched not found (install libpmusched0 or set PMUSCHED_LIB): %s'
                      % err)


_lib = _load()
_p, _cp, _int = ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int
for _name, _res, _args in [
        ('pms_version', _cp, []),
        ('pms_query_new', _int, [ctypes.POINTER(_p), ctypes.POINTER(_Diag)]),
        ('pms_query_free', None, [_p]),
        ('pms_query_set', _int, [_p, _cp, _cp, ctypes.POINTER(_Diag)]),
        ('pms_query_predict', _int, [_p, _cp, ctypes.POINTER(_p), ctypes.POINTER(_Diag)]),
        ('pms_query_plan', _int, [_p, _cp, _int, ctypes.POINTER(_p), ctypes.POINTER(_Diag)]),
        ('pms_query_explain', _int, [_p, _cp, ctypes.POINTER(_p), ctypes.POINTER(_Diag)]),
        ('pms_query_events', _int, [_p, _cp, ctypes.POINTER(_p), ctypes.POINTER(_Diag)]),
        ('pms_query_replay', _int, [_p, _cp, ctypes.c_size_t, ctypes.POINTER(_p),
                                    ctypes.POINTER(_Diag)]),
        ('pms_query_ask', _int, [_p, ctypes.POINTER(_Ask), ctypes.POINTER(_p),
                                 ctypes.POINTER(_Diag)]),
        ('pms_answer_plan_metrics', _int, [_p, ctypes.POINTER(_PlanListMetrics)]),
        ('pms_answer_list', _cp, [_p]),
        ('pms_answer_free', None, [_p]),
        ('pms_answer_kind', _int, [_p]),
        ('pms_answer_json', _cp, [_p]),
        ('pms_answer_n_events', _int, [_p]),
        ('pms_answer_event', _int, [_p, _int, ctypes.POINTER(_Event)]),
        ('pms_answer_n_runs', _int, [_p]),
        ('pms_answer_run_list', _cp, [_p, _int]),
        ('pms_answer_perf_command', _cp, [_p, _int]),
        ('pms_answer_lines', _p, [_p]),
        ('pms_perf_lines_line', _int, [_p, _int, ctypes.POINTER(_Line)]),
        ('pms_perf_lines_metric', _int, [_p, _int, _int, ctypes.POINTER(_LineMetric)]),
        ('pms_strerror', _cp, [_int])]:
    _f = getattr(_lib, _name)
    _f.restype, _f.argtypes = _res, _args


def library_version():
    """The shared library's version string, e.g. '0.1.0'."""
    return _lib.pms_version().decode()


def _raise(rc, d, text=None):
    pos = None if d.pos == _NOPOS else d.pos
    msg = d.msg.decode(errors='replace') or _lib.pms_strerror(rc).decode()
    raise Error(rc, msg, pos, d.len, d.hint.decode(errors='replace'), text)


def _value(v):
    if v is True:
        return 'on'
    if v is False:
        return 'off'
    return str(v)


class Answer:
    """One answer: .kind ('predict', 'plan' or 'explain'), .doc (the library's JSON
    document as a dict), .events (one dict per event of the list), .runs
    (each run's event list and perf command)."""

    def __init__(self, handle):
        self._h = handle
        self.kind = _KINDS.get(_lib.pms_answer_kind(handle), 'predict')
        raw = _lib.pms_answer_json(handle)
        if raw is None and self.kind != 'events':
            raise MemoryError('pmusched: no JSON document (out of memory)')
        # an events answer has no document: its list and events are the data
        self.json = raw.decode() if raw is not None else None
        self.doc = json.loads(self.json) if raw is not None else None
        self.list = (_lib.pms_answer_list(handle) or b'').decode()
        self.events = []
        for i in range(_lib.pms_answer_n_events(handle)):
            e = _Event()
            e.sz = ctypes.sizeof(_Event)
            if _lib.pms_answer_event(handle, i, ctypes.byref(e)) == 0:
                self.events.append({
                    'name': e.name.decode(), 'group': e.group, 'leader': e.leader,
                    'status': _STATUS[e.status] if 0 <= e.status < 3 else e.status,
                    'enabled_ns': e.enabled_ns, 'running_ns': e.running_ns,
                    'percent': round(e.percent, 2), 'counters': e.counters, 'why': e.why})
        self.runs = [{'list': _lib.pms_answer_run_list(handle, r).decode(),
                      'perf_command': _lib.pms_answer_perf_command(handle, r).decode()}
                     for r in range(_lib.pms_answer_n_runs(handle))]
        self.for_metrics = _plan_metrics(handle)

    def __del__(self):
        if getattr(self, '_h', None):
            _lib.pms_answer_free(self._h)
            self._h = None

    def lines(self):
        """perf stat's lines of its own list, as the modelled perf release
        prints them: one dict per parsed event (kind 'count', 'show' or
        'metrics'; hidden: None or why perf prints no line; name, unit,
        status, pcnt_running; metrics: label, header, header_kind,
        threshold).  None when perf built no list (an -e list alone)."""
        pl = _lib.pms_answer_lines(self._h)
        if not pl:
            return None
        out = []
        for i in range(len(self.events)):
            ln = _Line()
            ln.sz = ctypes.sizeof(_Line)
            if _lib.pms_perf_lines_line(pl, i, ctypes.byref(ln)):
                continue
            mets = []
            for j in range(ln.n_metrics):
                m = _LineMetric()
                m.sz = ctypes.sizeof(_LineMetric)
                if _lib.pms_perf_lines_metric(pl, i, j, ctypes.byref(m)) == 0:
                    mets.append({'label': m.label.decode(),
                                 'header': m.header.decode() if m.header else None,
                                 'header_kind': _HEADERS[m.header_kind],
                                 'threshold': m.threshold})
            out.append({'kind': _LINE_KINDS[ln.kind], 'hidden': _HIDE[ln.hidden],
                        'name': ln.name.decode(), 'unit': ln.unit.decode(),
                        'status': _STATUS[ln.status] if 0 <= ln.status < 3 else ln.status,
                        'pcnt_running': ln.pcnt_running,
                        'pmu': ln.pmu.decode() if ln.pmu else None, 'metrics': mets})
        return out

    def groups(self):
        """The groups of the list as perf opens it: lists of event names."""
        out = {}
        for e in self.events:
            out.setdefault(e['group'], []).append(e['name'])
        return [out[g] for g in sorted(out)]

    def shares(self):
        """Each event's share of its enabled time, percent, by name."""
        return {e['name']: e['percent'] for e in self.events}


def _installed_perf():
    """What `perf --version` prints, or None (no perf, or it fails)."""
    import shutil
    import subprocess
    exe = shutil.which('perf')
    if not exe:
        return None
    try:
        r = subprocess.run([exe, '--version'], capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.SubprocessError):
        return None
    line = r.stdout.strip().splitlines()[0] if r.returncode == 0 and r.stdout.strip() else ''
    return line if line.startswith('perf version ') else None


class Query:
    """The conditions of a question.  Query(cpu='skl', kernel='6.12', ht=False);
    .set(key=value) changes them; .predict(events), .plan(events, runs) and
    .explain(events) ask."""

    def __init__(self, **conditions):
        h = _p()
        d = _Diag()
        rc = _lib.pms_query_new(ctypes.byref(h), ctypes.byref(d))
        if rc:
            _raise(rc, d)
        self._h = h
        self.set(**conditions)

    def __del__(self):
        if getattr(self, '_h', None):
            _lib.pms_query_free(self._h)
            self._h = None

    def set(self, **conditions):
        """Conditions by the query's key names ('_' for '-').  host=True (or
        'this') probes this machine, host='/path' a tree laid out as /,
        host_profile=TEXT reads a saved profile ('pmusched doctor --json');
        for this machine the installed perf's version is asked of
        `perf --version` unless host_perf is given."""
        if conditions.get('host') is True:
            conditions['host'] = 'this'
        if conditions.get('host') == 'this' and 'host_perf' not in conditions:
            conditions['host_perf'] = _installed_perf()
        first = ('host_cpuid', 'host_perf')   # the probe's inputs
        order = [k for k in first if k in conditions] + \
            [k for k in conditions if k not in first]
        for k in order:
            v = conditions[k]
            if v is None:
                continue
            d = _Diag()
            val = _value(v)
            rc = _lib.pms_query_set(self._h, k.replace('_', '-').encode(), val.encode(),
                                    ctypes.byref(d))
            if rc:
                _raise(rc, d, val)
        return self

    def predict(self, events=None):
        """Simulate @events (a perf -e list; None: perf stat's default set)."""
        a, d = _p(), _Diag()
        rc = _lib.pms_query_predict(self._h, events.encode() if events else None,
                                    ctypes.byref(a), ctypes.byref(d))
        if rc:
            _raise(rc, d, events)
        return Answer(a)

    def plan(self, events=None, runs=-1, for_metrics=False):
        """Plan @events: runs=-1 as many runs as needed for no multiplexing,
        0 the fewest rotation slots in one run, N > 0 N runs.  for_metrics:
        plan for the metrics (PMS_ASK_FOR_METRICS, 'plan --for-metrics'); for
        a list that is not one of metrics, Answer.for_metrics says which
        grouping was taken and each two-count metric's expected error."""
        a, d = _p(), _Diag()
        k = _Ask(sz=ctypes.sizeof(_Ask), kind=_PLAN, n_runs=runs,
                 events=events.encode() if events else None,
                 flags=_ASK_FOR_METRICS if for_metrics else 0)
        rc = _lib.pms_query_ask(self._h, ctypes.byref(k), ctypes.byref(a), ctypes.byref(d))
        if rc:
            _raise(rc, d, events)
        return Answer(a)

    def events(self, events=None):
        """The events perf opens for @events (None: perf stat's default set,
        or the lists metrics=, detailed=, topdown= ask for), parsed as the
        query's perf parses them; nothing is simulated."""
        a, d = _p(), _Diag()
        rc = _lib.pms_query_events(self._h, events.encode() if events else None,
                                   ctypes.byref(a), ctypes.byref(d))
        if rc:
            _raise(rc, d, events)
        return Answer(a)

    def replay(self, text):
        """A recorded perf stat run (@text: str or bytes, any format
        'pmusched stat --replay' reads) with each count's error bound over
        the whole run, at the query's confidence= and mux_interval=."""
        raw = text.encode() if isinstance(text, str) else bytes(text)
        a, d = _p(), _Diag()
        rc = _lib.pms_query_replay(self._h, raw, len(raw), ctypes.byref(a), ctypes.byref(d))
        if rc:
            _raise(rc, d, text)
        return Answer(a)

    def explain(self, events=None):
        """Why @events are not counted all the time: the rules in force, the
        causes, the best share any grouping reaches, the fixes."""
        a, d = _p(), _Diag()
        rc = _lib.pms_query_explain(self._h, events.encode() if events else None,
                                    ctypes.byref(a), ctypes.byref(d))
        if rc:
            _raise(rc, d, events)
        return Answer(a)


def predict(events=None, **conditions):
    """What perf stat prints for @events under @conditions, as a dict: the
    document ('doc'), the groups, each event's share (percent), the perf
    command, and perf's lines of its own list (Answer.lines())."""
    a = Query(**conditions).predict(events)
    return {'doc': a.doc, 'events': a.events, 'groups': a.groups(), 'shares': a.shares(),
            'perf_command': a.runs[0]['perf_command'], 'lines': a.lines()}


def plan(events=None, runs=-1, for_metrics=False, **conditions):
    """Runs that count @events (see Query.plan) as a dict: the runs' event
    lists ('runs'), their perf commands, each run's groups and shares as
    simulated, the document ('doc'), and with for_metrics the grouping taken
    for the list's two-count metrics ('for_metrics', Answer.for_metrics)."""
    a = Query(**conditions).plan(events, runs, for_metrics)
    checks = a.doc.get('run_checks', [])
    return {'doc': a.doc, 'for_metrics': a.for_metrics, 'runs': [r['list'] for r in a.runs],
            'perf_commands': [r['perf_command'] for r in a.runs],
            'groups': [_groups(c['events']) for c in checks],
            'shares': [{e['name']: e['percent'] for e in c['events']} for c in checks]}


def _error(e):
    return {'percent': e.half_width if e.half_width >= 0 else None,
            'schedules': e.n_schedules}


def _plan_metrics(handle):
    """pms_answer_plan_metrics() as a dict, or None."""
    m = _PlanListMetrics(sz=ctypes.sizeof(_PlanListMetrics))
    if _lib.pms_answer_plan_metrics(handle, ctypes.byref(m)) != 0:
        return None
    out = []
    for k in range(m.n_metrics):
        x = m.metrics[k]
        out.append({'event': x.event, 'base': x.base, 'name': x.name.decode(),
                    'given': _error(m.given_errors[k]),
                    'grouped': _error(m.grouped_errors[k]) if m.grouped_errors else None})
    return {'choice': _PMC[m.choice] if 0 <= m.choice < len(_PMC) else m.choice,
            'metrics': out}


def _groups(evs):
    out = {}
    for e in evs:
        out.setdefault(e['group'], []).append(e['name'])
    return [out[g] for g in sorted(out)]


def explain(events=None, **conditions):
    """Why @events under @conditions are short, as a dict: the document
    ('doc'), each event's share, the best share any grouping reaches
    ('best_percent'), the causes' and the fixes' sentences."""
    a = Query(**conditions).explain(events)
    return {'doc': a.doc, 'shares': a.shares(),
            'best_percent': a.doc['best']['bound_percent'],
            'causes': [c['text'] for c in a.doc['causes']],
            'fixes': [f['text'] for f in a.doc['fixes']]}


def replay(text, **conditions):
    """A recorded perf stat run read back (@text: what perf stat printed,
    text, -x CSV or -j JSON, with or without -I) with each count's error
    bound, as a dict: the document ('doc', docs/schema/replay.md), its
    series ('series': one dict each, 'event', 'kind', 'value', 'low',
    'high', ...) and the intervals read.  @conditions: confidence=0.9,
    mux_interval='4ms'."""
    a = Query(**conditions).replay(text)
    return {'doc': a.doc, 'series': a.doc['series'], 'intervals': a.doc['intervals'],
            'format': a.doc['format']}


def events(events=None, **conditions):
    """The events perf would open for @events under @conditions (its own
    list too: metrics='TopdownL1', detailed=1, topdown=True, or None for
    the default set), as a dict: the whole list perf parses ('list') and
    its groups of event names ('groups')."""
    a = Query(**conditions).events(events)
    return {'list': a.list, 'groups': a.groups(),
            'names': [e['name'] for e in a.events]}
