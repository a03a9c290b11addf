# args: predict --cpu neoverse-n1 --kernel 6.1 --duration 100ms --no-schedule -e 'r10:I'
# exit: 0
# derivation: 6.1: the kernel refuses exclude_idle with EPERM (armv8pmu_set_event_filter(), arch/arm64/kernel/perf_event.c 6.1)
# derivation: and perf 6.1's evsel__fallback() has no exclude_guest retry: the name stays r10:I (as perf 6.1 printed it in
# derivation: QEMU, tests/kernel/6.1-task.txt).
# derivation: perf's text lines, their widths per release and the 6.1/6.12 metric column: tests/golden/
# derivation: README.md, "perf stat's text lines" (recorded from real perf, tests/kernel/interval/).

 Performance counter stats for 'a task busy for 0.100 s' (predicted: neoverse-n1, Linux 6.1, perf 6.1, HT n/a, NMI watchdog off):

   <not supported>      r10:I                                                       

Events:
  e0   r10:I       GP0-5          not supported: refused at open (the PMUv3 driver refuses exclude_idle (armv8pmu_set_event_filter: EPERM))
