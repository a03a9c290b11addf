# args: predict --cpu neoverse-n1 --kernel 6.12 --duration 100ms --no-schedule -e 'r10:I,r12:IG,armv8_pmuv3_0/r13/I,r14:Iu'
# exit: 0
# derivation: perf 6.12's exclude_guest fallback (evsel__fallback(), tools/perf/util/evsel.c 6.12; absent from 6.1): the kernel
# derivation: refuses exclude_idle with EOPNOTSUPP from 6.8 (armv8pmu_set_event_filter(), 186c91aaf549), and an event whose
# derivation: exclude_guest is clear and that has no G/H (evsel->exclude_GH) is retried with exclude_guest set and renamed
# derivation: with an "H" (no ':' when the name has '/' or ':').  r10:I clears exclude_guest (parse_events__modifier_list():
# derivation: only u and p set it), so it prints r10:IH, as perf 6.12.117 printed it under Debian's 6.12.117 (tests/kernel/6.12-task.txt, list 21);
# derivation: r12:IG has exclude_GH, r14:Iu has exclude_guest set by :u: no retry, no rename.  The retry meets the same
# derivation: exclude_idle check, so every line stays <not supported>.
# derivation: perf's text lines, their widths per release and the 6.1/6.12 metric column: tests/golden/
# derivation: README.md, "perf stat's text lines" (recorded from real perf, tests/kernel/interval/).

 Performance counter stats for 'a task busy for 0.100 s' (predicted: neoverse-n1, Linux 6.12, perf 6.12, HT n/a, NMI watchdog off):

   <not supported>      r10:IH                                                                
   <not supported>      r12:IG                                                                
   <not supported>      armv8_pmuv3_0/r13/IH                                                  
   <not supported>      r14:Iu                                                                

Events:
  e0   r10:I                GP0-5          not supported: refused at open (the PMUv3 driver refuses exclude_idle (armv8pmu_set_event_filter: EOPNOTSUPP))
  e1   r12:IG               GP0-5          not supported: refused at open (the PMUv3 driver refuses exclude_idle (armv8pmu_set_event_filter: EOPNOTSUPP))
  e2   armv8_pmuv3_0/r13/I  GP0-5          not supported: refused at open (the PMUv3 driver refuses exclude_idle (armv8pmu_set_event_filter: EOPNOTSUPP))
  e3   r14:Iu               GP0-5          not supported: refused at open (the PMUv3 driver refuses exclude_idle (armv8pmu_set_event_filter: EOPNOTSUPP))
