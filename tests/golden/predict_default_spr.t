# args: predict --cpu spr --kernel 6.12 --no-schedule
# exit: 0
# derivation: perf 6.12's default set on sapphirerapids: default_attrs0/1 and the Default metric group, TopdownL1 and
# derivation: TopdownL2 (builtin-stat.c add_default_attributes(); DefaultMetricgroupName of the sapphirerapids metrics).
# derivation: Two groups on one event: every metric is filed under TOPDOWN.SLOTS (metricgroup.c parse_groups(),
# derivation: metric_events[0], as the library's replay gives line_event).  perf_stat__skip_metric_event() drops the other
# derivation: Default events' lines.  printout() (stat-display.c 6.12) loops over perf_stat__print_shadow_stats_metricgroup(),
# derivation: which returns at the first metric of another group; the next group starts on a new line (__new_line_std_csv(),
# derivation: no indent) with its own header (print_metricgroup_header_std(): ' %32s', to 49).  Order: default_metricgroup_cmp()
# derivation: sorts descending by group then name (metricgroup.c), list_add() reverses it per event: TopdownL1 first, names
# derivation: ascending.  Everything fits (8 GP counters, HT on): no '(xx.xx%)'.
# derivation: task-clock prints its unit, "<count> msec task-clock": evsel->unit is msec for the clocks, printed after the count whether it counted or not (print_counter_value_std(), util/stat-display.c; real perf's "1000.00 msec task-clock" in tests/golden/stat_replay_default_icl.t).
# derivation: perf's text lines, their widths per release and the 6.1/6.12 metric column: tests/golden/
# derivation: README.md, "perf stat's text lines" (recorded from real perf, tests/kernel/interval/).

 Performance counter stats for 'a task busy for 1.000 s' (predicted: spr, Linux 6.12, perf 6.12, HT on, NMI watchdog on):

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
                        TopdownL2                 #  <value> %  tma_branch_mispredicts 
                                                  #  <value> %  tma_core_bound         
                                                  #  <value> %  tma_fetch_bandwidth    
                                                  #  <value> %  tma_fetch_latency      
                                                  #  <value> %  tma_heavy_operations   
                                                  #  <value> %  tma_light_operations   
                                                  #  <value> %  tma_machine_clears     
                                                  #  <value> %  tma_memory_bound       

Metrics (perf 6.12 metricgroup.c, table sapphirerapids): 12 computed, 0 from multiplexed counts taken at different times, 0 missing an input
  tma_memory_bound                 exact                6 events, counted in 1 group
  tma_machine_clears               exact                7 events, counted in 2 groups
  tma_light_operations             exact                6 events, counted in 1 group
  tma_heavy_operations             exact                6 events, counted in 1 group
  tma_fetch_latency                exact                7 events, counted in 2 groups
  tma_fetch_bandwidth              exact                7 events, counted in 2 groups
  tma_core_bound                   exact                6 events, counted in 1 group
  tma_branch_mispredicts           exact                6 events, counted in 1 group
  tma_retiring                     exact                5 events, counted in 1 group
  tma_frontend_bound               exact                6 events, counted in 2 groups
  tma_bad_speculation              exact                6 events, counted in 2 groups
  tma_backend_bound                exact                5 events, counted in 1 group

Events:
  e0   task-clock             software       ran 100.00% of 1000.000 ms
  e1   context-switches       software       ran 100.00% of 1000.000 ms
  e2   cpu-migrations         software       ran 100.00% of 1000.000 ms
  e3   page-faults            software       ran 100.00% of 1000.000 ms
  e4   cycles                 GP0-7,FIXED1   ran 100.00% of 1000.000 ms on GP3
  e5   instructions           GP0-7,FIXED0   ran 100.00% of 1000.000 ms on FIXED0
  e6   branches               GP0-7          ran 100.00% of 1000.000 ms on GP0
  e7   branch-misses          GP0-7          ran 100.00% of 1000.000 ms on GP1
  e8   TOPDOWN.SLOTS          FIXED3         ran 100.00% of 1000.000 ms on FIXED3
  e9   topdown-retiring       METRIC0        ran 100.00% of 1000.000 ms on METRIC0
  e10  topdown-fe-bound       METRIC2        ran 100.00% of 1000.000 ms on METRIC2
  e11  topdown-mem-bound      METRIC7        ran 100.00% of 1000.000 ms on METRIC7
  e12  topdown-be-bound       METRIC3        ran 100.00% of 1000.000 ms on METRIC3
  e13  topdown-heavy-ops      METRIC4        ran 100.00% of 1000.000 ms on METRIC4
  e14  topdown-br-mispredict  METRIC5        ran 100.00% of 1000.000 ms on METRIC5
  e15  topdown-fetch-lat      METRIC6        ran 100.00% of 1000.000 ms on METRIC6
  e16  topdown-bad-spec       METRIC1        ran 100.00% of 1000.000 ms on METRIC1
  e17  INT_MISC.UOP_DROPPING  GP0-7          ran 100.00% of 1000.000 ms on GP2
