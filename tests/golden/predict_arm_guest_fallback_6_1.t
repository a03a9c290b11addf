# args: predict --cpu neoverse-n1 --kernel 6.1 --duration 100ms --no-schedule -e 'r10:I'
# exit: 0
# derivation: 6.1: the kernel refuses exclude_idle with EPERM (armv8pmu_set_event_filter(), arch/arm64/kernel/perf_event.c 6.1)
# derivation: and perf 6.1's evsel__fallback() has no exclude_guest retry: the name stays r10:I (as perf 6.1 printed it in
# derivation: QEMU, tests/kernel/6.1-task.txt).
# derivation: line layout: count 18, unit 4, name 32 (25 on a <not counted>/<not supported> line before
# derivation: 6.2-rc1, d6aeb861b1fb), perf's metric column (35 wide to perf 6.1, 38 from 6.2-rc1,
# derivation: a2bce91dde6f), the share; recorded from real perf 6.1.176, 6.12.117 and 7.3.4
# derivation: (tests/kernel/interval/*-text.txt).  Perf 6.1 and 6.12 end a line with their own metric
# derivation: (perf_stat__print_shadow_stats(), stat-shadow.c 6.1.192/6.12.117; perf_shadow.c): a clock
# derivation: '<metric> CPUs utilized'; cycles 'GHz' against a clock, instructions 'insn per cycle' against
# derivation: cycles, the misses' and stalled cycles' ratios against their bases, any other event
# derivation: '<scale>/sec' against a clock (6.1: any clock, 6.12: find_stat(), its context and group);
# derivation: without the base the column's blanks; TopDown and the tool PMU '<?> <not modelled>'.

 Performance counter stats for 'a task busy for 0.100 s' (predicted: neoverse-n1, Linux 6.1, perf 6.1, HT n/a, NMI watchdog off):

   <not supported>      r10:I                                                       

Events:
  e0   r10:I       GP0-5          not supported: refused at open (the PMUv3 driver refuses exclude_idle (armv8pmu_set_event_filter: EPERM))
