# args: stat --replay tests/golden/replay/metric-csv
# exit: 0
# derivation: Bounds on the metrics perf prints (docs/mux-error.md, "Bounds on metrics"), on a
# derivation: hand-made perf 6.1 CSV capture (tests/golden/replay/metric-csv): five 100 ms
# derivation: intervals; task-clock counted all the time (100 ms each); cycles 1.0e8, 1.2e8,
# derivation: 1.0e8, 1.2e8, 1.0e8 at 50 ms running (50.00); instructions twice cycles at 49 ms
# derivation: (49.00), other slices; branches 0.2 x cycles and branch-misses 0.05 x branches,
# derivation: both 25 ms (25.00): one schedule.  The counts' bounds follow the worked example's
# derivation: method (stat_replay_csv.t; t(0.95, 14/3) = 2.0472824 here too).  The metrics
# derivation: (perf_stat__print_shadow_stats(), stat-shadow.c 6.1) and their intervals:
# derivation: - CPUs utilized: task-clock only, never multiplexed: no interval.
# derivation: - GHz = cycles / task-clock and M/sec = branches / task-clock: the count's own
# derivation:   relative interval (task-clock exact): 18.62%, 15.51%; run 7.71%, 10.80%.
# derivation: - insn per cycle = instructions / cycles on different slices: their rates move
# derivation:   together (log-difference correlation 1), the capture cannot say how the slices
# derivation:   overlapped, so the errors are taken opposite (the sign that widens): the relative
# derivation:   half-widths add.  The slope along cycles is a central difference over one sd
# derivation:   h, -I/(C^2 - h^2), i.e. 1/(1 - r^2) times the linear one with r = 18.62% / t:
# derivation:   18.62 x 1.00834 + 18.86 = 37.63% (interval 1); run 7.71 x 1.00142 + 7.81 = 15.53%.
# derivation: - of all branches = misses / branches on one schedule with proportional rates
# derivation:   (correlation 1): the errors move together and cancel but for that same
# derivation:   curvature, 26.09% x r^2 / (1 - r^2), r = 26.09% / t = 0.12744: 0.43% (0.25% at
# derivation:   21.74%, 0.03% for the run's 10.80%).
# derivation: CSV adds the metric's low, high and a flag after the count's fields; JSON puts
# derivation: "metric-ci-low" and "metric-ci-high" before "metric-value" (the same ends).
# derivation: A metric whose interval is wider than --mux-threshold (10%: high - low, in percent of the value) is
# derivation: MUX-UNRELIABLE, as a count is: every one here but the branch ratio (0.86% wide; 0.06% for the run).
# stdout:
#           time             counts unit events
     0.100000000             100.00 msec task-clock                       #    1.000 CPUs utilized          
     0.100000000          100000000      cycles                           #    1.000 GHz                      (50.00%)  [-18.62%, +18.62%] MUX-UNRELIABLE  metric [-18.62%, +18.62%] MUX-UNRELIABLE
     0.100000000          200000000      instructions                     #    2.00  insn per cycle           (49.00%)  [-18.86%, +18.86%] MUX-UNRELIABLE  metric [-37.63%, +37.63%] MUX-UNRELIABLE
     0.100000000           20000000      branches                         #  200.000 M/sec                    (25.00%)  [-26.09%, +26.09%] MUX-UNRELIABLE  metric [-26.09%, +26.09%] MUX-UNRELIABLE
     0.100000000            1000000      branch-misses                    #    5.00% of all branches          (25.00%)  [-26.09%, +26.09%] MUX-UNRELIABLE  metric [-0.43%, +0.43%]
     0.200000000             100.00 msec task-clock                       #    1.000 CPUs utilized          
     0.200000000          120000000      cycles                           #    1.200 GHz                      (50.00%)  [-15.51%, +15.51%] MUX-UNRELIABLE  metric [-15.51%, +15.51%] MUX-UNRELIABLE
     0.200000000          240000000      instructions                     #    2.00  insn per cycle           (49.00%)  [-15.72%, +15.72%] MUX-UNRELIABLE  metric [-31.32%, +31.32%] MUX-UNRELIABLE
     0.200000000           24000000      branches                         #  240.000 M/sec                    (25.00%)  [-21.74%, +21.74%] MUX-UNRELIABLE  metric [-21.74%, +21.74%] MUX-UNRELIABLE
     0.200000000            1200000      branch-misses                    #    5.00% of all branches          (25.00%)  [-21.74%, +21.74%] MUX-UNRELIABLE  metric [-0.25%, +0.25%]
     0.300000000             100.00 msec task-clock                       #    1.000 CPUs utilized          
     0.300000000          100000000      cycles                           #    1.000 GHz                      (50.00%)  [-18.62%, +18.62%] MUX-UNRELIABLE  metric [-18.62%, +18.62%] MUX-UNRELIABLE
     0.300000000          200000000      instructions                     #    2.00  insn per cycle           (49.00%)  [-18.86%, +18.86%] MUX-UNRELIABLE  metric [-37.63%, +37.63%] MUX-UNRELIABLE
     0.300000000           20000000      branches                         #  200.000 M/sec                    (25.00%)  [-26.09%, +26.09%] MUX-UNRELIABLE  metric [-26.09%, +26.09%] MUX-UNRELIABLE
     0.300000000            1000000      branch-misses                    #    5.00% of all branches          (25.00%)  [-26.09%, +26.09%] MUX-UNRELIABLE  metric [-0.43%, +0.43%]
     0.400000000             100.00 msec task-clock                       #    1.000 CPUs utilized          
     0.400000000          120000000      cycles                           #    1.200 GHz                      (50.00%)  [-15.51%, +15.51%] MUX-UNRELIABLE  metric [-15.51%, +15.51%] MUX-UNRELIABLE
     0.400000000          240000000      instructions                     #    2.00  insn per cycle           (49.00%)  [-15.72%, +15.72%] MUX-UNRELIABLE  metric [-31.32%, +31.32%] MUX-UNRELIABLE
     0.400000000           24000000      branches                         #  240.000 M/sec                    (25.00%)  [-21.74%, +21.74%] MUX-UNRELIABLE  metric [-21.74%, +21.74%] MUX-UNRELIABLE
     0.400000000            1200000      branch-misses                    #    5.00% of all branches          (25.00%)  [-21.74%, +21.74%] MUX-UNRELIABLE  metric [-0.25%, +0.25%]
     0.500000000             100.00 msec task-clock                       #    1.000 CPUs utilized          
     0.500000000          100000000      cycles                           #    1.000 GHz                      (50.00%)  [-18.62%, +18.62%] MUX-UNRELIABLE  metric [-18.62%, +18.62%] MUX-UNRELIABLE
     0.500000000          200000000      instructions                     #    2.00  insn per cycle           (49.00%)  [-18.86%, +18.86%] MUX-UNRELIABLE  metric [-37.63%, +37.63%] MUX-UNRELIABLE
     0.500000000           20000000      branches                         #  200.000 M/sec                    (25.00%)  [-26.09%, +26.09%] MUX-UNRELIABLE  metric [-26.09%, +26.09%] MUX-UNRELIABLE
     0.500000000            1000000      branch-misses                    #    5.00% of all branches          (25.00%)  [-26.09%, +26.09%] MUX-UNRELIABLE  metric [-0.43%, +0.43%]

 Performance counter stats for 'tests/golden/replay/metric-csv' (5 intervals replayed):

            500.00 msec task-clock                       #    1.000 CPUs utilized          
         540000000      cycles                           #    1.080 GHz                      (50.00%)  [-7.71%, +7.71%] MUX-UNRELIABLE  metric [-7.71%, +7.71%] MUX-UNRELIABLE
        1080000000      instructions                     #    2.00  insn per cycle           (49.00%)  [-7.81%, +7.81%] MUX-UNRELIABLE  metric [-15.53%, +15.53%] MUX-UNRELIABLE
         108000000      branches                         #  216.000 M/sec                    (25.00%)  [-10.80%, +10.80%] MUX-UNRELIABLE  metric [-10.80%, +10.80%] MUX-UNRELIABLE
           5400000      branch-misses                    #    5.00% of all branches          (25.00%)  [-10.80%, +10.80%] MUX-UNRELIABLE  metric [-0.03%, +0.03%]

       0.500000000 seconds time elapsed

 [-a%, +b%]: where the true count lies, at 90% confidence, from the interval series
 The bounds assume no loop in the workload in step with the 4 ms rotation: a period of k x 4 ms (the 4-slot cycle, 16 ms, and its multiples first) would bias them by more than they show; at this print interval (100 ms) no series can reveal such a loop
