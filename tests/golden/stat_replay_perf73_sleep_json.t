# args: stat --replay tests/golden/replay/perf73-sleep-json -I 100
# exit: 0
# derivation: A real capture: perf 7.3.4 built from Debian's linux-source-7.3 (7.3.4) out of tree, on Debian 12 in a 2-CPU VM without a hardware PMU,
# derivation: 'perf stat -I 100 --summary -j -o FILE -e page-faults,task-clock,context-switches -- sleep 0.35'
# derivation: (tests/golden/replay/perf73-sleep-json): objects without metric keys, the sleeping
# derivation: intervals event-runtime 0 and pcnt-running 100.00.  perf's own summary objects (those
# derivation: without interval): 74 page-faults, 5.953612 msec task-clock, 4 context-switches.
# stderr: pmusched: warning: tests/golden/replay/perf73-sleep-json: 3 lines without a count skipped
# stdout:
#           time             counts unit events
     0.106857042                 74      page-faults                      #   13.167 K/sec                  
     0.106857042               5.62 msec task-clock                       #    0.056 CPUs utilized          
     0.106857042                  3      context-switches                 #  533.778 /sec                   
     0.215153394      <not counted>      page-faults                                                 
     0.215153394      <not counted> msec task-clock                                                  
     0.215153394      <not counted>      context-switches                                            
     0.334902949      <not counted>      page-faults                                                 
     0.334902949      <not counted> msec task-clock                                                  
     0.334902949      <not counted>      context-switches                                            
     0.414880590                  0      page-faults                      #    0.000 /sec                   
     0.414880590               0.33 msec task-clock                       #    0.003 CPUs utilized          
     0.414880590                  1      context-switches                 #    3.000 K/sec                  

 Performance counter stats for 'tests/golden/replay/perf73-sleep-json' (4 intervals replayed):

                74      page-faults                      #   12.429 K/sec                  
              5.95 msec task-clock                       #    0.014 CPUs utilized          
                 4      context-switches                 #  671.861 /sec                   

       0.414880590 seconds time elapsed

