# args: predict --cpu neoverse-n1 --kernel 6.12 --duration 100ms --no-schedule -e 'r10:I,r12:IG,armv8_pmuv3_0/r13/I,r14:Iu'
# exit: 0
# derivation: perf 6.12's exclude_guest fallback (evsel__fallback(), tools/perf/util/evsel.c 6.12; absent from 6.1): the kernel
# derivation: refuses exclude_idle with EOPNOTSUPP from 6.8 (armv8pmu_set_event_filter(), 186c91aaf549), and an event whose
# derivation: exclude_guest is clear and that has no G/H (evsel->exclude_GH) is retried with exclude_guest set and renamed
# derivation: with an "H" (no ':' when the name has '/' or ':').  r10:I clears exclude_guest (parse_events__modifier_list():
# derivation: only u and p set it), so it prints r10:IH, as perf 6.12.117 printed it under Debian's 6.12.117 (tests/kernel/6.12-task.txt, list 21);
# derivation: r12:IG has exclude_GH, r14:Iu has exclude_guest set by :u: no retry, no rename.  The retry meets the same
# derivation: exclude_idle check, so every line stays <not supported>.
# derivation: line layout: count 18, unit 4, name 32 (25 on a <not counted>/<not supported> line before
# derivation: 6.2-rc1, d6aeb861b1fb), perf's metric column (35 wide to perf 6.1, 38 from 6.2-rc1,
# derivation: a2bce91dde6f), the share; recorded from real perf 6.1.176, 6.12.117 and 7.3.4
# derivation: (tests/kernel/interval/*-text.txt).  Perf 6.1 and 6.12 end a line with their own metric
# derivation: (perf_stat__print_shadow_stats(), stat-shadow.c 6.1.192/6.12.117; perf_shadow.c): a clock
# derivation: '<metric> CPUs utilized'; cycles 'GHz' against a clock, instructions 'insn per cycle' against
# derivation: cycles, the misses' and stalled cycles' ratios against their bases, any other event
# derivation: '<scale>/sec' against a clock (6.1: any clock, 6.12: find_stat(), its context and group);
# derivation: without the base the column's blanks; TopDown and the tool PMU '<?> <not modelled>'.

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
