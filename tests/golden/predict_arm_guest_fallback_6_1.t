# args: predict --cpu neoverse-n1 --kernel 6.1 --duration 100ms --no-schedule -e 'r10:I'
# exit: 0
# derivation: 6.1: the kernel refuses exclude_idle with EPERM (armv8pmu_set_event_filter(), arch/arm64/kernel/perf_event.c 6.1)
# derivation: and perf 6.1's evsel__fallback() has no exclude_guest retry: the name stays r10:I (as perf 6.1 printed it in
# derivation: QEMU, tests/kernel/6.1-task.txt).
# derivation: line layout: count 18, unit 4, name 32 (25 on a <not counted>/<not supported> line before
# derivation: 6.2-rc1, d6aeb861b1fb), perf's metric column (35 wide to perf 6.1, 38 from 6.2-rc1,
# derivation: a2bce91dde6f), the share; recorded from real perf 6.1.176, 6.12.117 and 7.3.4
# derivation: (tests/kernel/interval/*-text.txt).  Perf 6.12 and older end a clock's line '# <metric> CPUs
# derivation: utilized', an event with a clock of its exclude_* context in the list '<scale>/sec', a
# derivation: hardware, cache or TopDown event (a rule of its own) '<?> <not modelled>'
# derivation: (query_interval.c line_metric(), stat-shadow.c 6.1.192/6.12.117).

 Performance counter stats for 'a task busy for 0.100 s' (predicted: neoverse-n1, Linux 6.1, perf 6.1, HT n/a, NMI watchdog off):

   <not supported>      r10:I                                                       

Events:
  e0   r10:I       GP0-5          not supported: refused at open (the PMUv3 driver refuses exclude_idle (armv8pmu_set_event_filter: EPERM))
