# args: predict --cpu icl --kernel 6.12 --no-schedule -M TopdownL1
# exit: 0
# derivation: The list is perf 6.12's for -M TopdownL1 on icelake (t_metrics_lists.c, checked against a real perf 6.12): metricgroup.c
# derivation: metricgroup__parse_groups() leaves the group ungrouped (MetricgroupNoGroup TopdownL1), then parse-events.c
# derivation: parse_events__sort_events_and_fix_groups() forces slots and the four topdown events into one group led by TOPDOWN.SLOTS.
# derivation: Counters (intel_icl_event_constraints, 6.12): TOPDOWN.SLOTS FIXED3, the metrics on their PERF_METRICS slots, 8 GP events
# derivation: on 8 GP counters (IDQ.*, UOPS_DECODED.DEC0 twice on GP0-3): nothing multiplexes, so every metric is exact.  Metric order
# derivation: and inputs per metric are the library's metricgroup.c replay (6.12 reads the MetricThreshold events too: tma_retiring 11).
# derivation: perf's text lines, their widths per release and the 6.1/6.12 metric column: tests/golden/
# derivation: README.md, "perf stat's text lines" (recorded from real perf, tests/kernel/interval/).

 Performance counter stats for 'a task busy for 1.000 s' (predicted: icl, Linux 6.12, perf 6.12, HT on, NMI watchdog on):

           <count>      TOPDOWN.SLOTS                                                         
           <count>      topdown-retiring                 #      <?> <not modelled>            
           <count>      topdown-fe-bound                 #      <?> <not modelled>            
           <count>      topdown-be-bound                 #      <?> <not modelled>            
           <count>      topdown-bad-spec                 #      <?> <not modelled>            
           <count>      INT_MISC.CLEARS_COUNT                                                 
           <count>      IDQ.MS_UOPS                                                           
           <count>      INT_MISC.UOP_DROPPING                                                 
           <count>      UOPS_RETIRED.SLOTS                                                    
           <count>      UOPS_DECODED.DEC0                                                     
           <count>      cpu/UOPS_DECODED.DEC0,cmask=1/                                        
           <count>      UOPS_ISSUED.ANY                                                       
           <count>      IDQ.MITE_UOPS                                                         

Metrics (perf 6.12 metricgroup.c, table icelake): 4 computed, 0 from multiplexed counts taken at different times, 0 missing an input
  tma_retiring                     exact                11 events, counted in 7 groups
  tma_bad_speculation              exact                7 events, counted in 3 groups
  tma_frontend_bound               exact                6 events, counted in 2 groups
  tma_backend_bound                exact                6 events, counted in 2 groups

Events:
  e0   TOPDOWN.SLOTS                   FIXED3         ran 100.00% of 1000.000 ms on FIXED3
  e1   topdown-retiring                METRIC0        ran 100.00% of 1000.000 ms on METRIC0
  e2   topdown-fe-bound                METRIC2        ran 100.00% of 1000.000 ms on METRIC2
  e3   topdown-be-bound                METRIC3        ran 100.00% of 1000.000 ms on METRIC3
  e4   topdown-bad-spec                METRIC1        ran 100.00% of 1000.000 ms on METRIC1
  e5   INT_MISC.CLEARS_COUNT           GP0-7          ran 100.00% of 1000.000 ms on GP4
  e6   IDQ.MS_UOPS                     GP0-3          ran 100.00% of 1000.000 ms on GP0
  e7   INT_MISC.UOP_DROPPING           GP0-7          ran 100.00% of 1000.000 ms on GP5
  e8   UOPS_RETIRED.SLOTS              GP0-7          ran 100.00% of 1000.000 ms on GP6
  e9   UOPS_DECODED.DEC0               GP0-3          ran 100.00% of 1000.000 ms on GP1
  e10  cpu/UOPS_DECODED.DEC0,cmask=1/  GP0-3          ran 100.00% of 1000.000 ms on GP2
  e11  UOPS_ISSUED.ANY                 GP0-7          ran 100.00% of 1000.000 ms on GP7
  e12  IDQ.MITE_UOPS                   GP0-3          ran 100.00% of 1000.000 ms on GP3
