# args: stat --replay tests/golden/replay/perf73-per-core-text -I 100
# exit: 0
# stderr: pmusched: warning: tests/golden/replay/perf73-per-core-text: 6 lines without a count skipped
# derivation: A real capture: perf 7.3.4 built from Debian's linux-source-7.3 (7.3.4) out of tree, on Debian 12 in a 2-CPU VM without a hardware PMU,
# derivation: 'perf stat -I 100 --per-core -a --summary -o FILE -e task-clock,page-faults,context-switches -- sleep 0.35'
# derivation: (tests/golden/replay/perf73-per-core-text).  Software events never multiplex: no bound, no
# derivation: MUX flag, the totals perf's own.  Text: the ctrs column (6.17's name for cpus), S0-D0-C0 and S0-D0-C1; the sums of the intervals: task-clock 368.88 and 367.32 msec (perf's own summary block in the file: 368.88 and 367.33, from unrounded counts), page-faults 1709 and 3127, context-switches 205 and 252 as in that block.  The text table has no running time: the enabled time is the task-clock count (docs/mux-error.md).
# stdout:
#           time             counts unit events
     0.107887707             111.64 msec task-clock (S0-D0-C0)            #    1.116 CPUs utilized          
     0.107887707                470      page-faults (S0-D0-C0)           #    4.240 K/sec                  
     0.107887707                 61      context-switches (S0-D0-C0)      #  550.244 /sec                   
     0.107887707             110.08 msec task-clock (S0-D0-C1)            #    1.101 CPUs utilized          
     0.107887707                723      page-faults (S0-D0-C1)           #    6.522 K/sec                  
     0.107887707                 83      context-switches (S0-D0-C1)      #  748.692 /sec                   
     0.211113392             101.39 msec task-clock (S0-D0-C0)            #    1.014 CPUs utilized          
     0.211113392                498      page-faults (S0-D0-C0)           #    4.806 K/sec                  
     0.211113392                 61      context-switches (S0-D0-C0)      #  588.746 /sec                   
     0.211113392             105.83 msec task-clock (S0-D0-C1)            #    1.058 CPUs utilized          
     0.211113392                994      page-faults (S0-D0-C1)           #    9.594 K/sec                  
     0.211113392                 77      context-switches (S0-D0-C1)      #  743.172 /sec                   
     0.319481911             108.36 msec task-clock (S0-D0-C0)            #    1.084 CPUs utilized          
     0.319481911                511      page-faults (S0-D0-C0)           #    4.763 K/sec                  
     0.319481911                 53      context-switches (S0-D0-C0)      #  494.057 /sec                   
     0.319481911             106.19 msec task-clock (S0-D0-C1)            #    1.062 CPUs utilized          
     0.319481911               1029      page-faults (S0-D0-C1)           #    9.592 K/sec                  
     0.319481911                 65      context-switches (S0-D0-C1)      #  605.919 /sec                   
     0.366701811              47.49 msec task-clock (S0-D0-C0)            #    0.475 CPUs utilized          
     0.366701811                230      page-faults (S0-D0-C0)           #    4.962 K/sec                  
     0.366701811                 30      context-switches (S0-D0-C0)      #  647.179 /sec                   
     0.366701811              45.22 msec task-clock (S0-D0-C1)            #    0.452 CPUs utilized          
     0.366701811                381      page-faults (S0-D0-C1)           #    8.219 K/sec                  
     0.366701811                 27      context-switches (S0-D0-C1)      #  582.461 /sec                   

 Performance counter stats for 'tests/golden/replay/perf73-per-core-text' (4 intervals replayed):

            368.88 msec task-clock (S0-D0-C0)            #    1.006 CPUs utilized          
              1709      page-faults (S0-D0-C0)           #    4.643 K/sec                  
               205      context-switches (S0-D0-C0)      #  556.914 /sec                   
            367.32 msec task-clock (S0-D0-C1)            #    1.002 CPUs utilized          
              3127      page-faults (S0-D0-C1)           #    8.495 K/sec                  
               252      context-switches (S0-D0-C1)      #  684.597 /sec                   

       0.366701811 seconds time elapsed

