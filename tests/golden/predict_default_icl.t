# args: predict --cpu icl --kernel 6.12 --no-schedule
# exit: 0
# derivation: No -e and no -M: perf 6.12's default set (builtin-stat.c add_default_attributes(): default_attrs0/1 then the 'Default'
# derivation: metric group, metricgroup.c), as t_metrics_lists.c checks it.  The watchdog holds FIXED1, so cycles takes a GP counter;
# derivation: cycles, branches, branch-misses and the two INT_MISC events fit on 8 GP counters; nothing multiplexes.
# derivation: Lines: the Default group's 7 events are default_metricgroup (builtin-stat.c add_default_attributes(), 6.12);
# derivation: perf_stat__skip_metric_event() (stat-shadow.c) drops all but TOPDOWN.SLOTS, the metric_events[0] every metric is
# derivation: filed under (metricgroup.c parse_groups()).  printout() (stat-display.c) prints no count for it: the header of
# derivation: print_metricgroup_header_std() (' %32s' of "TopdownL1", padded to MGROUP_LEN 50 - 1), then each metric by
# derivation: print_metric_std(): ' # ', the value in 8 ('<value>': nothing runs), ' ', the label '%  NAME' (ScaleUnit 100%)
# derivation: padded to METRIC_LEN 38 - 11 - 1; the next ones after __new_line_std()'s 49 spaces.  Order: metric_list sorted by
# derivation: default_metricgroup_cmp() (names descending), then list_add() puts each at the head of the event's list:
# derivation: ascending.  All ran 100%, so no '(xx.xx%)'.  perf 6.1 has no Default group: predict_default_icl_6_1.t.
# derivation: task-clock prints its unit, "<count> msec task-clock": evsel->unit is msec for the clocks, printed after the count whether it counted or not (print_counter_value_std(), util/stat-display.c; real perf's "1000.00 msec task-clock" in tests/golden/stat_replay_default_icl.t).
# derivation: perf's text lines, their widths per release and the 6.1/6.12 metric column: tests/golden/
# derivation: README.md, "perf stat's text lines" (recorded from real perf, tests/kernel/interval/).

 Performance counter stats for 'a task busy for 1.000 s' (predicted: icl, Linux 6.12, perf 6.12, HT on, NMI watchdog on):

           <count> msec task-clock                       # <metric> CPUs utilized             
           <count>      context-switches                 # <metric> <scale>/sec               
           <count>      cpu-migrations                   # <metric> <scale>/sec               
           <count>      page-faults                      # <metric> <scale>/sec               
           <count>      cycles                           # <metric> GHz                       
           <count>      instructions                     # <metric> insn per cycle            
           <count>      branches                         # <metric> <scale>/sec               
           <count>      branch-misses                    # <metric> of all branches           
                        TopdownL1                 #  <value> %  tma_backend_bound      
                                                  #  <value> %  tma_bad_speculation    
                                                  #  <value> %  tma_frontend_bound     
                                                  #  <value> %  tma_retiring           

Metrics (perf 6.12 metricgroup.c, table icelake): 4 computed, 0 from multiplexed counts taken at different times, 0 missing an input
  tma_retiring                     exact                5 events, counted in 1 group
  tma_frontend_bound               exact                6 events, counted in 2 groups
  tma_bad_speculation              exact                7 events, counted in 3 groups
  tma_backend_bound                exact                6 events, counted in 2 groups

Events:
  e0   task-clock             software       ran 100.00% of 1000.000 ms
  e1   context-switches       software       ran 100.00% of 1000.000 ms
  e2   cpu-migrations         software       ran 100.00% of 1000.000 ms
  e3   page-faults            software       ran 100.00% of 1000.000 ms
  e4   cycles                 GP0-7,FIXED1   ran 100.00% of 1000.000 ms on GP4
  e5   instructions           GP0-7,FIXED0   ran 100.00% of 1000.000 ms on FIXED0
  e6   branches               GP0-7          ran 100.00% of 1000.000 ms on GP0
  e7   branch-misses          GP0-7          ran 100.00% of 1000.000 ms on GP1
  e8   TOPDOWN.SLOTS          FIXED3         ran 100.00% of 1000.000 ms on FIXED3
  e9   topdown-retiring       METRIC0        ran 100.00% of 1000.000 ms on METRIC0
  e10  topdown-fe-bound       METRIC2        ran 100.00% of 1000.000 ms on METRIC2
  e11  topdown-be-bound       METRIC3        ran 100.00% of 1000.000 ms on METRIC3
  e12  topdown-bad-spec       METRIC1        ran 100.00% of 1000.000 ms on METRIC1
  e13  INT_MISC.CLEARS_COUNT  GP0-7          ran 100.00% of 1000.000 ms on GP2
  e14  INT_MISC.UOP_DROPPING  GP0-7          ran 100.00% of 1000.000 ms on GP3
