# args: predict --cpu icl --kernel 6.12 --no-schedule
# exit: 0
# note: No -e and no -M: perf 6.12's default set (builtin-stat.c add_default_attributes(): default_attrs0/1 then the 'Default'
# note: metric group, metricgroup.c), as t_metrics_lists.c checks it.  The watchdog holds FIXED1, so cycles takes a GP counter;
# note: cycles, branches, branch-misses and the two INT_MISC events fit on 8 GP counters; nothing multiplexes.  perf hides the
# note: lines of the Default group's events and prints their metrics instead (see the man page); predict lists every event.

 Performance counter stats for 'a task busy for 1.000 s' (predicted: icl, Linux 6.12, perf 6.12, HT on, NMI watchdog on):

           <count>      task-clock                              
           <count>      context-switches                        
           <count>      cpu-migrations                          
           <count>      page-faults                             
           <count>      cycles                                  
           <count>      instructions                            
           <count>      branches                                
           <count>      branch-misses                           
           <count>      TOPDOWN.SLOTS                           
           <count>      topdown-retiring                        
           <count>      topdown-fe-bound                        
           <count>      topdown-be-bound                        
           <count>      topdown-bad-spec                        
           <count>      INT_MISC.CLEARS_COUNT                   
           <count>      INT_MISC.UOP_DROPPING                   

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
