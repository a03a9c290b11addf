# args: stat --replay tests/golden/replay/perf61-csv -I 100
# exit: 0
# derivation: A real capture: perf 6.1, perf stat -I 100 -x , -e task-clock,page-faults,
# derivation: context-switches,cycles on a machine without a hardware PMU
# derivation: (tests/golden/replay/perf61-csv).  With -I 100 each interval's line and
# derivation: metric is what perf printed (its own CSV metric fields: 0.517 CPUs
# derivation: utilized, 1.239 K/sec, 290.371 /sec; 0.355, 0.000, 506.878), the clock's
# derivation: count taken from its exact running time.  Nothing multiplexed: no bound.
# derivation: The run: task-clock 51.658036 + 35.511481 = 87.17 ms over 0.219069789 s
# derivation: elapsed = 0.398 CPUs; 64 / 87.169517 ms = 734.2 /sec; 33 -> 378.6 /sec.
# stdout:
#           time             counts unit events
     0.128568859              51.66 msec task-clock                       #    0.517 CPUs utilized          
     0.128568859                 64      page-faults                      #    1.239 K/sec                  
     0.128568859                 15      context-switches                 #  290.371 /sec                   
     0.128568859    <not supported>      cycles                                                      
     0.219069789              35.51 msec task-clock                       #    0.355 CPUs utilized          
     0.219069789                  0      page-faults                      #    0.000 /sec                   
     0.219069789                 18      context-switches                 #  506.878 /sec                   
     0.219069789    <not supported>      cycles                                                      

 Performance counter stats for 'tests/golden/replay/perf61-csv' (2 intervals replayed):

             87.17 msec task-clock                       #    0.398 CPUs utilized          
                64      page-faults                      #  734.202 /sec                   
                33      context-switches                 #  378.573 /sec                   
   <not supported>      cycles                                                      

       0.219069789 seconds time elapsed

