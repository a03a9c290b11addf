# args: stat --replay tests/golden/replay/perf72-sleep-text -I 100
# exit: 0
# stderr: pmusched: warning: tests/golden/replay/perf72-sleep-text: 3 lines without a count skipped
# derivation: A real capture: perf 7.2.13 built from Debian's linux-source-7.2 (7.2.13) out of tree, run on Debian 12 in a
# derivation: 2-CPU VM without a hardware PMU: 'perf stat -I 100 --summary -o FILE -e page-faults,task-clock,context-switches -- sleep 0.35'
# derivation: (tests/golden/replay/perf72-sleep-text).  7.2 prints the 6.19 layout as 7.3 does (no shadow metrics
# derivation: in the capture, no stamp padding in CSV); the sleeping intervals print <not counted> with run 0 and
# derivation: 100.00 (print_running_*(), stat-display.c 7.2: run == ena == 0), which add nothing.  perf's own
# derivation: summary: 73 page-faults, 4.57 msec task-clock (4.20 + 0.37), 3 context-switches; the replay gives them back, with no bound and no flag (software events never multiplex).
# stdout:
#           time             counts unit events
     0.106699403                 73      page-faults                      #   17.381 K/sec                  
     0.106699403               4.20 msec task-clock                       #    0.042 CPUs utilized          
     0.106699403                  3      context-switches                 #  714.286 /sec                   
     0.207348340      <not counted>      page-faults                                                 
     0.207348340      <not counted> msec task-clock                                                  
     0.207348340      <not counted>      context-switches                                            
     0.309421920      <not counted>      page-faults                                                 
     0.309421920      <not counted> msec task-clock                                                  
     0.309421920      <not counted>      context-switches                                            
     0.392972458                  0      page-faults                      #    0.000 /sec                   
     0.392972458               0.37 msec task-clock                       #    0.004 CPUs utilized          
     0.392972458                  0      context-switches                 #    0.000 /sec                   

 Performance counter stats for 'tests/golden/replay/perf72-sleep-text' (4 intervals replayed):

                73      page-faults                      #   15.974 K/sec                  
              4.57 msec task-clock                       #    0.012 CPUs utilized          
                 3      context-switches                 #  656.455 /sec                   

       0.392972458 seconds time elapsed

