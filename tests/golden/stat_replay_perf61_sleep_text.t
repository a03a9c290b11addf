# args: stat --replay tests/golden/replay/perf61-sleep-text -I 100
# exit: 0
# derivation: A real capture of a task that sleeps, perf's text table: perf 6.1.187
# derivation: (Debian 12, a 2-CPU VM without a hardware PMU), 'perf stat -I 100
# derivation: --summary -o FILE -e page-faults,task-clock,context-switches,
# derivation: cpu-migrations -- sleep 0.35' (tests/golden/replay/perf61-sleep-text).
# derivation: The middle intervals' <not counted> lines carry no "(P%)": perf's
# derivation: print_running() (stat-display.c, 6.1) prints one only when run != ena, so
# derivation: the task was not enabled then (run == ena == 0), and those intervals add
# derivation: nothing.  perf's own totals, at the end of the file: 74 page-faults,
# derivation: 4.77 msec task-clock, 3 context-switches.  The text table holds the clock
# derivation: to 0.01 ms per interval, so the replay sums 4.67 + 0.11 = 4.78 msec (and
# derivation: its rates, 74 / 4.78 ms = 15.481 K/sec, from that); the counts are
# derivation: perf's.  No bound, no percentage, no flag.
# stderr: pmusched: warning: tests/golden/replay/perf61-sleep-text: 4 lines without a count skipped
# stdout:
#           time             counts unit events
     0.106626324                 74      page-faults                      #   15.846 K/sec                  
     0.106626324               4.67 msec task-clock                       #    0.047 CPUs utilized          
     0.106626324                  3      context-switches                 #  642.398 /sec                   
     0.106626324                  0      cpu-migrations                   #    0.000 /sec                   
     0.213437941      <not counted>      page-faults                                                 
     0.213437941      <not counted> msec task-clock                                                  
     0.213437941      <not counted>      context-switches                                            
     0.213437941      <not counted>      cpu-migrations                                              
     0.313759978      <not counted>      page-faults                                                 
     0.313759978      <not counted> msec task-clock                                                  
     0.313759978      <not counted>      context-switches                                            
     0.313759978      <not counted>      cpu-migrations                                              
     0.376025986                  0      page-faults                      #    0.000 /sec                   
     0.376025986               0.11 msec task-clock                       #    0.001 CPUs utilized          
     0.376025986                  0      context-switches                 #    0.000 /sec                   
     0.376025986                  0      cpu-migrations                   #    0.000 /sec                   

 Performance counter stats for 'tests/golden/replay/perf61-sleep-text' (4 intervals replayed):

                74      page-faults                      #   15.481 K/sec                  
              4.78 msec task-clock                       #    0.013 CPUs utilized          
                 3      context-switches                 #  627.615 /sec                   
                 0      cpu-migrations                   #    0.000 /sec                   

       0.376025986 seconds time elapsed

