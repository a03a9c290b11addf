# args: stat --replay tests/golden/replay/perf619-skl-text
# exit: 0
# derivation: A real posted output in perf 6.19's default layout (cs_per_second ... insn_per_cycle, the names of
# derivation: the metrics 6.19 moved to a json table): 'perf stat -- target/release/naive' on an Intel i7-6700K
# derivation: (Skylake), Gentoo, kernel 6.19.10, posted in a public benchmark README (2026).  The perf release is
# derivation: not stated there; the layout is 6.19's and the kernel 6.19.10, so 6.19 is inferred, not known.
# derivation: tests/golden/replay/perf619-skl-text is the posted report (the program's own line above it left out).
# derivation: The four software events ran all the time: perf's counts, no bound.  The four hardware events show
# derivation: (50.01%)/(49.99%): multiplexed, and perf's scaled counts come back (115568400, 6909888149,
# derivation: 48757434892, 28659943157) each with a bound; what is checked is that the multiplexed ones, and
# derivation: only they, get one.  One report gives no interval series, so the width is the prior's, worked by
# derivation: hand: t(95%, 2 df) = 2.920 times sqrt(cv^2 L (1 - f) / (f T)) with cv 0.5, L 4 ms, f 0.5001,
# derivation: T 12.476 s: 2.920 x 0.00895 = 2.61% (the Poisson term, 1/N, is negligible at these counts); f 0.4999
# derivation: gives 2.62%.  The IPC and branch-miss ratios read two schedules with no correlation measurable from
# derivation: one report: sqrt(2.62^2 + 2.61^2) = 3.70%.  The metrics are the 6.1 layout's, from the counts
# derivation: (IPC 28659943157 / 48757434892 = 0.59, perf's 0.6; branch misses 1.67%, perf's 1.7 %).
# stdout:

 Performance counter stats for 'tests/golden/replay/perf619-skl-text' (1 interval replayed):

                 0      context-switches:u               #    0.000 /sec                   
                 0      cpu-migrations:u                 #    0.000 /sec                   
            524378      page-faults:u                    #   42.040 K/sec                  
          12473.24 msec task-clock:u                     #    1.000 CPUs utilized          
         115568400      branch-misses:u                  #    1.67% of all branches          (50.01%)  [-2.61%, +2.61%]  metric [-3.70%, +3.70%]
        6909888149      branches:u                       #  553.977 M/sec                    (50.01%)  [-2.61%, +2.61%]  metric [-2.61%, +2.61%]
       48757434892      cpu-cycles:u                     #    3.909 GHz                      (50.01%)  [-2.61%, +2.61%]  metric [-2.61%, +2.61%]
       28659943157      instructions:u                   #    0.59  insn per cycle           (49.99%)  [-2.62%, +2.62%]  metric [-3.70%, +3.70%]

      12.476025096 seconds time elapsed

 [-a%, +b%]: where the true count lies, at 90% confidence, from the interval series
 The bounds assume no loop in the workload in step with the 4 ms rotation: a period of k x 4 ms (the 2-slot cycle, 8 ms, and its multiples first) would bias them by more than they show; at this print interval (12476 ms) no series can reveal such a loop
