# args: predict --cpu skl --kernel 6.12 --ht off --nmi-watchdog off --no-schedule -d
# exit: 0
# derivation: perf 6.12 builtin-stat.c add_default_attributes() with no -e: the default set (skylake maps neither stalled-cycles event,
# derivation: so they are left out as perf hides unsupported default events), then -d's detailed_attrs: L1-dcache-loads,
# derivation: L1-dcache-load-misses, LLC-loads, LLC-load-misses.  HT off: 8 GP counters; no watchdog: cycles on FIXED1, instructions
# derivation: on FIXED0; the two LLC events are OFFCORE_RESPONSE with different config1: the second moves to the other MSR
# derivation: (intel_alt_er, intel/core.c 6.12).  Six GP events on 8 counters: all run 100%.
# derivation: task-clock prints its unit, "<count> msec task-clock": evsel->unit is msec for the clocks, printed after the count whether it counted or not (print_counter_value_std(), util/stat-display.c; real perf's "1000.00 msec task-clock" in tests/golden/stat_replay_default_icl.t).
# derivation: perf's text lines, their widths per release and the 6.1/6.12 metric column: tests/golden/
# derivation: README.md, "perf stat's text lines" (recorded from real perf, tests/kernel/interval/).

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
