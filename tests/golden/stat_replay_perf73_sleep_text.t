# args: stat --replay tests/golden/replay/perf73-sleep-text -I 100
# exit: 0
# derivation: A real capture: perf 7.3.4 built from Debian's linux-source-7.3 (7.3.4) out of tree, on Debian 12 in a 2-CPU VM without a hardware PMU,
# derivation: 'perf stat -I 100 --summary -o FILE -e page-faults,task-clock,context-switches -- sleep 0.35'
# derivation: (tests/golden/replay/perf73-sleep-text): no metric column, no (P%) on the sleeping
# derivation: <not counted> lines (print_running_std(), 7.3: run == ena).  perf's own totals at the end:
# derivation: 74 page-faults, 5.31 msec task-clock, 3 context-switches; the replay sums 5.03 + 0.28.
# stderr: pmusched: warning: tests/golden/replay/perf73-sleep-text: 3 lines without a count skipped
# stdout:
#           time             counts unit events
     0.147385661                 74      page-faults                      #   14.712 K/sec                  
     0.147385661               5.03 msec task-clock                       #    0.050 CPUs utilized          
     0.147385661                  3      context-switches                 #  596.421 /sec                   
     0.259234381      <not counted>      page-faults                                                 
     0.259234381      <not counted> msec task-clock                                                  
     0.259234381      <not counted>      context-switches                                            
     0.363171384      <not counted>      page-faults                                                 
     0.363171384      <not counted> msec task-clock                                                  
     0.363171384      <not counted>      context-switches                                            
     0.431727242                  0      page-faults                      #    0.000 /sec                   
     0.431727242               0.28 msec task-clock                       #    0.003 CPUs utilized          
     0.431727242                  0      context-switches                 #    0.000 /sec                   

 Performance counter stats for 'tests/golden/replay/perf73-sleep-text' (4 intervals replayed):

                74      page-faults                      #   13.936 K/sec                  
              5.31 msec task-clock                       #    0.012 CPUs utilized          
                 3      context-switches                 #  564.972 /sec                   

       0.431727242 seconds time elapsed

