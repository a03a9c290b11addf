# args: stat --replay tests/golden/replay/perf73-per-socket-json -I 100
# exit: 0
# derivation: A real capture: perf 7.3.4 built from Debian's linux-source-7.3 (7.3.4) out of tree, on Debian 12 in a 2-CPU VM without a hardware PMU,
# derivation: 'perf stat -I 100 -a --per-socket -j -o FILE -e cpu-clock,page-faults -- sleep 0.25'
# derivation: (tests/golden/replay/perf73-per-socket-json): the aggregation as "socket" : "S0",
# derivation: "counters" : 2 (print_aggr_id_json(), 7.3; "aggregate-number" before 6.17).  Totals:
# derivation: cpu-clock 259.366622 + 210.069090 + 254.508539 = 723.944251 msec; page-faults the sum of the three.
# stdout:
#           time             counts unit events
     0.104557161             259.37 msec cpu-clock (S0)                   #    2.594 CPUs utilized          
     0.104557161               1967      page-faults (S0)                 #    7.584 K/sec                  
     0.231124898             210.07 msec cpu-clock (S0)                   #    2.101 CPUs utilized          
     0.231124898               1825      page-faults (S0)                 #    8.688 K/sec                  
     0.336579550             254.51 msec cpu-clock (S0)                   #    2.545 CPUs utilized          
     0.336579550               1509      page-faults (S0)                 #    5.929 K/sec                  

 Performance counter stats for 'tests/golden/replay/perf73-per-socket-json' (3 intervals replayed):

            723.94 msec cpu-clock (S0)                   #    2.151 CPUs utilized          
              5301      page-faults (S0)                 #    7.322 K/sec                  

       0.336579550 seconds time elapsed

