# args: stat --replay tests/golden/replay/perf73-A-json
# exit: 0
# stderr: pmusched: warning: tests/golden/replay/perf73-A-json: 6 lines without a count skipped
# derivation: A real capture: perf 7.3.4 built from Debian's linux-source-7.3 (7.3.4) out of tree, on Debian 12 in a 2-CPU VM without a hardware PMU,
# derivation: 'perf stat -I 100 -A -a -j --summary -o FILE -e task-clock,page-faults,context-switches -- sleep 0.35'
# derivation: (tests/golden/replay/perf73-A-json).  Software events never multiplex: no bound, no
# derivation: MUX flag, the totals perf's own.  perf's summary objects (no "interval"; "cpu" : "0", "1"): task-clock 365.558823 and 363.081545 msec, page-faults 1196 and 4942, context-switches 222 and 191; the replay prints 365.56, 363.08, 1196, 4942, 222, 191.
# stdout:
#           time CPU                    counts unit events
     0.101306734 CPU0                   108.16 msec task-clock                       #    1.071 CPUs utilized          
     0.101306734 CPU1                   106.92 msec task-clock                       #    1.059 CPUs utilized          
     0.101306734 CPU0                      426      page-faults                      #    3.939 K/sec                  
     0.101306734 CPU1                     1220      page-faults                      #   11.410 K/sec                  
     0.101306734 CPU0                       68      context-switches                 #  628.721 /sec                   
     0.101306734 CPU1                       51      context-switches                 #  476.984 /sec                   
     0.209450106 CPU0                   104.10 msec task-clock                       #    1.031 CPUs utilized          
     0.209450106 CPU1                   102.82 msec task-clock                       #    1.018 CPUs utilized          
     0.209450106 CPU0                      331      page-faults                      #    3.180 K/sec                  
     0.209450106 CPU1                     1201      page-faults                      #   11.681 K/sec                  
     0.209450106 CPU0                       63      context-switches                 #  605.208 /sec                   
     0.209450106 CPU1                       54      context-switches                 #  525.212 /sec                   
     0.310091660 CPU0                   100.69 msec task-clock                       #    0.997 CPUs utilized          
     0.310091660 CPU1                   100.74 msec task-clock                       #    0.997 CPUs utilized          
     0.310091660 CPU0                      356      page-faults                      #    3.535 K/sec                  
     0.310091660 CPU1                     1544      page-faults                      #   15.327 K/sec                  
     0.310091660 CPU0                       55      context-switches                 #  546.214 /sec                   
     0.310091660 CPU1                       55      context-switches                 #  545.987 /sec                   
     0.361552173 CPU0                    52.61 msec task-clock                       #    0.521 CPUs utilized          
     0.361552173 CPU1                    52.61 msec task-clock                       #    0.521 CPUs utilized          
     0.361552173 CPU0                       83      page-faults                      #    1.578 K/sec                  
     0.361552173 CPU1                      977      page-faults                      #   18.571 K/sec                  
     0.361552173 CPU0                       36      context-switches                 #  684.238 /sec                   
     0.361552173 CPU1                       31      context-switches                 #  589.252 /sec                   

 Performance counter stats for 'tests/golden/replay/perf73-A-json' (4 intervals replayed):

CPU0                   365.56 msec task-clock                       #    1.011 CPUs utilized          
CPU1                   363.08 msec task-clock                       #    1.004 CPUs utilized          
CPU0                     1196      page-faults                      #    3.272 K/sec                  
CPU1                     4942      page-faults                      #   13.611 K/sec                  
CPU0                      222      context-switches                 #  607.289 /sec                   
CPU1                      191      context-switches                 #  526.053 /sec                   

       0.361552173 seconds time elapsed

