# args: stat --replay tests/golden/replay/metrics-icl-csv --cpu icl --kernel 6.12 -M tma_retiring,tma_info_thread_ipc --metric-no-threshold
# exit: 0
# derivation: A perf 6.12 -I 1000 -x , capture of the list perf 6.12 builds for these metrics on icelake
# derivation: ({TOPDOWN.SLOTS,topdown-*}:W then {INST_RETIRED.ANY,CPU_CLK_UNHALTED.THREAD}:W, metricgroup.c;
# derivation: counts chosen by hand).  tma_retiring = topdown-retiring / (fe + bad + retiring + be) (icelake JSON,
# derivation: 6.12), ScaleUnit 100%: interval 1 250/1000 = 25.0, interval 2 1000/2000 = 50.0, the run
# derivation: 1250/3000 = 41.7, printed "%8.1f" then "%  tma_retiring" (generic_metric(), stat-shadow.c).
# derivation: tma_info_thread_ipc = INST_RETIRED.ANY / CPU_CLK_UNHALTED.THREAD, no ScaleUnit: 1.50, 2.00, 7e6/4e6 =
# derivation: 1.75, "%8.2f" then the name.  Each on its metric's first event's line after " # " in a 35-column
# derivation: field (print_metric_std(), stat-display.c 6.12).  [predicted ...]: the schedule for icl (all fit).
# stdout:
#           time             counts unit events
     1.000000000               1000      TOPDOWN.SLOTS                    #     25.0 %  tma_retiring          [predicted 100.00%]
     1.000000000                250      topdown-retiring                                                     [predicted 100.00%]
     1.000000000                250      topdown-fe-bound                                                     [predicted 100.00%]
     1.000000000                300      topdown-be-bound                                                     [predicted 100.00%]
     1.000000000                200      topdown-bad-spec                                                     [predicted 100.00%]
     1.000000000            3000000      INST_RETIRED.ANY                 #     1.50 tma_info_thread_ipc      [predicted 100.00%]
     1.000000000            2000000      CPU_CLK_UNHALTED.THREAD                                              [predicted 100.00%]
     2.000000000               2000      TOPDOWN.SLOTS                    #     50.0 %  tma_retiring          [predicted 100.00%]
     2.000000000               1000      topdown-retiring                                                     [predicted 100.00%]
     2.000000000                400      topdown-fe-bound                                                     [predicted 100.00%]
     2.000000000                400      topdown-be-bound                                                     [predicted 100.00%]
     2.000000000                200      topdown-bad-spec                                                     [predicted 100.00%]
     2.000000000            4000000      INST_RETIRED.ANY                 #     2.00 tma_info_thread_ipc      [predicted 100.00%]
     2.000000000            2000000      CPU_CLK_UNHALTED.THREAD                                              [predicted 100.00%]

 Performance counter stats for 'tests/golden/replay/metrics-icl-csv' (2 intervals replayed):

              3000      TOPDOWN.SLOTS                    #     41.7 %  tma_retiring        
              1250      topdown-retiring                                                   
               650      topdown-fe-bound                                                   
               700      topdown-be-bound                                                   
               400      topdown-bad-spec                                                   
           7000000      INST_RETIRED.ANY                 #     1.75 tma_info_thread_ipc    
           4000000      CPU_CLK_UNHALTED.THREAD                                            

       2.000000000 seconds time elapsed

