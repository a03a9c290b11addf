# args: stat --replay tests/golden/replay/perf61-sleep-json -I 100
# exit: 0
# derivation: A real capture of a task that sleeps, perf's JSON: perf 6.1.187 (Debian
# derivation: 12, a 2-CPU VM without a hardware PMU), 'perf stat -I 100 --summary -j -o
# derivation: FILE -e page-faults,task-clock,context-switches,cpu-migrations -- sleep
# derivation: 0.35' (tests/golden/replay/perf61-sleep-json).  "<not counted>" with
# derivation: "event-runtime" 0 and "pcnt-running" 100.00 (print_running(), stat-
# derivation: display.c 6.1: 100 unless run != ena): the task was not enabled in those
# derivation: intervals.  perf's own totals are its summary objects (those without
# derivation: "interval"): 75 page-faults, 6.358409 msec task-clock, 3 context-switches,
# derivation: 0 cpu-migrations, 11.795 K/sec, 0.017 CPUs utilized, 471.816 /sec; the
# derivation: replay gives them back with no bound.
# stderr: pmusched: warning: tests/golden/replay/perf61-sleep-json: 4 lines without a count skipped
# stdout:
#           time             counts unit events
     0.100350271                 75      page-faults                      #   11.961 K/sec                  
     0.100350271               6.27 msec task-clock                       #    0.063 CPUs utilized          
     0.100350271                  3      context-switches                 #  478.458 /sec                   
     0.100350271                  0      cpu-migrations                   #    0.000 /sec                   
     0.202561431      <not counted>      page-faults                                                 
     0.202561431      <not counted> msec task-clock                                                  
     0.202561431      <not counted>      context-switches                                            
     0.202561431      <not counted>      cpu-migrations                                              
     0.306487514      <not counted>      page-faults                                                 
     0.306487514      <not counted> msec task-clock                                                  
     0.306487514      <not counted>      context-switches                                            
     0.306487514      <not counted>      cpu-migrations                                              
     0.370490336                  0      page-faults                      #    0.000 /sec                   
     0.370490336               0.09 msec task-clock                       #    0.001 CPUs utilized          
     0.370490336                  0      context-switches                 #    0.000 /sec                   
     0.370490336                  0      cpu-migrations                   #    0.000 /sec                   

 Performance counter stats for 'tests/golden/replay/perf61-sleep-json' (4 intervals replayed):

                75      page-faults                      #   11.795 K/sec                  
              6.36 msec task-clock                       #    0.017 CPUs utilized          
                 3      context-switches                 #  471.816 /sec                   
                 0      cpu-migrations                   #    0.000 /sec                   

       0.370490336 seconds time elapsed

