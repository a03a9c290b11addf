# args: predict --cpu skl --kernel 6.12 --ht off --nmi-watchdog off --no-schedule -d
# exit: 0
# derivation: perf 6.12 builtin-stat.c add_default_attributes() with no -e: the default set (skylake maps neither stalled-cycles event,
# derivation: so they are left out as perf hides unsupported default events), then -d's detailed_attrs: L1-dcache-loads,
# derivation: L1-dcache-load-misses, LLC-loads, LLC-load-misses.  HT off: 8 GP counters; no watchdog: cycles on FIXED1, instructions
# derivation: on FIXED0; the two LLC events are OFFCORE_RESPONSE with different config1: the second moves to the other MSR
# derivation: (intel_alt_er, intel/core.c 6.12).  Six GP events on 8 counters: all run 100%.
# derivation: task-clock prints its unit, "<count> msec task-clock": evsel->unit is msec for the clocks, printed after the count whether it counted or not (print_counter_value_std(), util/stat-display.c; real perf's "1000.00 msec task-clock" in tests/golden/stat_replay_default_icl.t).
# derivation: line layout: count 18, unit 4, name 32 (25 on a <not counted>/<not supported> line before
# derivation: 6.2-rc1, d6aeb861b1fb), perf's metric column (35 wide to perf 6.1, 38 from 6.2-rc1,
# derivation: a2bce91dde6f), the share; recorded from real perf 6.1.176, 6.12.117 and 7.3.4
# derivation: (tests/kernel/interval/*-text.txt).  Perf 6.1 and 6.12 end a line with their own metric
# derivation: (perf_stat__print_shadow_stats(), stat-shadow.c 6.1.192/6.12.117; perf_shadow.c): a clock
# derivation: '<metric> CPUs utilized'; cycles 'GHz' against a clock, instructions 'insn per cycle' against
# derivation: cycles, the misses' and stalled cycles' ratios against their bases, any other event
# derivation: '<scale>/sec' against a clock (6.1: any clock, 6.12: find_stat(), its context and group);
# derivation: without the base the column's blanks; TopDown and the tool PMU '<?> <not modelled>'.

 Performance counter stats for 'a task busy for 1.000 s' (predicted: skl, Linux 6.12, perf 6.12, HT off, NMI watchdog off, allow_tsx_force_abort=1):

           <count> msec task-clock                       # <metric> CPUs utilized             
           <count>      context-switches                 # <metric> <scale>/sec               
           <count>      cpu-migrations                   # <metric> <scale>/sec               
           <count>      page-faults                      # <metric> <scale>/sec               
           <count>      cycles                           # <metric> GHz                       
           <count>      instructions                     # <metric> insn per cycle            
           <count>      branches                         # <metric> <scale>/sec               
           <count>      branch-misses                    # <metric> of all branches           
           <count>      L1-dcache-loads                  # <metric> <scale>/sec               
           <count>      L1-dcache-load-misses            # <metric> of all L1-dcache accesses 
           <count>      LLC-loads                        # <metric> <scale>/sec               
           <count>      LLC-load-misses                  # <metric> of all LL-cache accesses  

Events:
  e0   task-clock             software       ran 100.00% of 1000.000 ms
  e1   context-switches       software       ran 100.00% of 1000.000 ms
  e2   cpu-migrations         software       ran 100.00% of 1000.000 ms
  e3   page-faults            software       ran 100.00% of 1000.000 ms
  e4   cycles                 GP0-7,FIXED1   ran 100.00% of 1000.000 ms on FIXED1
  e5   instructions           GP0-7,FIXED0   ran 100.00% of 1000.000 ms on FIXED0
  e6   branches               GP0-7          ran 100.00% of 1000.000 ms on GP1
  e7   branch-misses          GP0-7          ran 100.00% of 1000.000 ms on GP2
  e8   L1-dcache-loads        GP0-3          ran 100.00% of 1000.000 ms on GP0
  e9   L1-dcache-load-misses  GP0-7          ran 100.00% of 1000.000 ms on GP3
  e10  LLC-loads              GP0-7          ran 100.00% of 1000.000 ms on GP4
  e11  LLC-load-misses        GP0-7          ran 100.00% of 1000.000 ms on GP5
