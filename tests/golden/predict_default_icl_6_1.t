# args: predict --cpu icl --kernel 6.1 --no-schedule
# exit: 0
# derivation: perf 6.1's default set on icelake (builtin-stat.c add_default_attributes(), 6.1): default_attrs0/1, then slots and
# derivation: the four level 1 topdown events (default_null_attrs through arch_evlist__add_default_attrs(), arch/x86/util/evlist.c
# derivation: 6.1), no metric group.
# derivation: 6.1 has no default_metricgroup field (util/evsel.h, stat-display.c 6.1): every event opened gets a line, unlike
# derivation: 6.12 (predict_default_icl.t), where the Default group's lines give way to the TopdownL1 block.  The topdown
# derivation: ratios perf 6.1 prints in the metric column (stat-shadow.c, 'Retiring' ...) are values: predict prints none.
# derivation: task-clock prints its unit, "<count> msec task-clock": evsel->unit is msec for the clocks, printed after the count whether it counted or not (print_counter_value_std(), util/stat-display.c; real perf's "1000.00 msec task-clock" in tests/golden/stat_replay_default_icl.t).
# derivation: perf's text lines, their widths per release and the 6.1/6.12 metric column: tests/golden/
# derivation: README.md, "perf stat's text lines" (recorded from real perf, tests/kernel/interval/).

 Performance counter stats for 'a task busy for 1.000 s' (predicted: icl, Linux 6.1, perf 6.1, HT on, NMI watchdog on):

           <count> msec task-clock                       # <metric> CPUs utilized          
           <count>      context-switches                 # <metric> <scale>/sec            
           <count>      cpu-migrations                   # <metric> <scale>/sec            
           <count>      page-faults                      # <metric> <scale>/sec            
           <count>      cycles                           # <metric> GHz                    
           <count>      instructions                     # <metric> insn per cycle         
           <count>      branches                         # <metric> <scale>/sec            
           <count>      branch-misses                    # <metric> of all branches        
           <count>      slots                            #      <?> <not modelled>         
           <count>      topdown-retiring                 #      <?> <not modelled>         
           <count>      topdown-bad-spec                 #      <?> <not modelled>         
           <count>      topdown-fe-bound                 #      <?> <not modelled>         
           <count>      topdown-be-bound                 #      <?> <not modelled>         

Events:
  e0   task-clock        software       ran 100.00% of 1000.000 ms
  e1   context-switches  software       ran 100.00% of 1000.000 ms
  e2   cpu-migrations    software       ran 100.00% of 1000.000 ms
  e3   page-faults       software       ran 100.00% of 1000.000 ms
  e4   cycles            GP0-7,FIXED1   ran 100.00% of 1000.000 ms on GP2
  e5   instructions      GP0-7,FIXED0   ran 100.00% of 1000.000 ms on FIXED0
  e6   branches          GP0-7          ran 100.00% of 1000.000 ms on GP0
  e7   branch-misses     GP0-7          ran 100.00% of 1000.000 ms on GP1
  e8   slots             FIXED3         ran 100.00% of 1000.000 ms on FIXED3
  e9   topdown-retiring  METRIC0        ran 100.00% of 1000.000 ms on METRIC0
  e10  topdown-bad-spec  METRIC1        ran 100.00% of 1000.000 ms on METRIC1
  e11  topdown-fe-bound  METRIC2        ran 100.00% of 1000.000 ms on METRIC2
  e12  topdown-be-bound  METRIC3        ran 100.00% of 1000.000 ms on METRIC3
