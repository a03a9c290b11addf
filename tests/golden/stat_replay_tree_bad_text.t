# args: stat --replay tests/golden/replay/tree-srf-bad-csv --cpu srf --kernel 6.12 --perf-version 6.12 -M tma_bad_speculation,tma_branch_mispredicts,tma_machine_clears --metric-no-threshold
# exit: 0
# stderr: pmusched: warning: 5 of 5 intervals: shares differ from the predicted schedule (another tool holding counters, the NMI watchdog, another kernel or CPU?)
# derivation: TopDown sum check (docs/mux-error.md, "Bounds on metrics"; pms_muxerr_mlist_trees()) on a
# derivation: hand-made perf 6.12 CSV capture of the list perf 6.12 builds for these metrics on Sierra Forest
# derivation: ({CPU_CLK_UNHALTED.CORE,TOPDOWN_BAD_SPECULATION.MACHINE_CLEARS}:W, {CLK,MISPREDICT}:W,
# derivation: {ALL_P,CLK}:W, metricgroup.c): five 1 s intervals, the three groups on different slices (50%,
# derivation: 40%, 30% running), CLK = 1.0e9, 1.2e9, 1.0e9, 1.2e9, 1.0e9 in each group, ALL_P = 0.6 CLK,
# derivation: MACHINE_CLEARS = 0.2 CLK, MISPREDICT = 0.5 CLK.  sierraforest JSON (6.12): tma_bad_speculation =
# derivation: ALL_P / (6 CLK) = 10.0%, tma_machine_clears = MACHINE_CLEARS / (6 CLK) = 3.3%,
# derivation: tma_branch_mispredicts = MISPREDICT / (6 CLK) = 8.33%; the last two carry MetricGroup
# derivation: tma_bad_speculation_group: the tree.  Difference 10.0 - 3.33 - 8.33 = -1.67.  Each node is a ratio
# derivation: of two events of one group whose rates move together (correlation 1): its error cancels to the
# derivation: central-difference curvature (metric [-0.0x%]); between groups the parts add as standard
# derivation: deviations (their overlap unknown), so the difference's interval is as narrow: [-1.67, -1.66] holds no 0: TOPDOWN-SUM-MISMATCH.
# derivation: The counts differ from the simulator's schedule (all fit on srf's 8 counters): the warning.
# derivation: perf 6.12's text widths: the metric column 38 (a2bce91dde6f, 6.2-rc1), the name 32
# derivation: (recorded from real perf 6.12.117, tests/kernel/interval/*-text.txt).
# stdout:
#           time             counts unit events
     1.000000000         1000000000      CPU_CLK_UNHALTED.CORE            #      3.3 %  tma_machine_clears       (50.50%)  [-19.48%, +19.48%] MUX-UNRELIABLE  metric [-0.18%, +0.18%]  [predicted 100.00%: differs from the predicted schedule]
     1.000000000          200000000      TOPDOWN_BAD_SPECULATION.MACHINE_CLEARS                                        (50.50%)  [-19.48%, +19.48%] MUX-UNRELIABLE  [predicted 100.00%: differs from the predicted schedule]
     1.000000000         1000000000      CPU_CLK_UNHALTED.CORE            #      8.3 %  tma_branch_mispredicts   (40.50%)  [-22.33%, +22.33%] MUX-UNRELIABLE  metric [-0.27%, +0.27%]  [predicted 100.00%: differs from the predicted schedule]
     1.000000000          500000000      TOPDOWN_BAD_SPECULATION.MISPREDICT                                        (40.50%)  [-22.33%, +22.33%] MUX-UNRELIABLE  [predicted 100.00%: differs from the predicted schedule]
     1.000000000          600000000      TOPDOWN_BAD_SPECULATION.ALL_P    #     10.0 %  tma_bad_speculation      (30.50%)  [-25.80%, +25.80%] MUX-UNRELIABLE  metric [-0.42%, +0.42%]  [predicted 100.00%: differs from the predicted schedule]
     1.000000000         1000000000      CPU_CLK_UNHALTED.CORE                                                   (30.50%)  [-25.80%, +25.80%] MUX-UNRELIABLE  [predicted 100.00%: differs from the predicted schedule]
     2.000000000         1200000000      CPU_CLK_UNHALTED.CORE            #      3.3 %  tma_machine_clears       (50.50%)  [-16.23%, +16.23%] MUX-UNRELIABLE  metric [-0.10%, +0.10%]  [predicted 100.00%: differs from the predicted schedule]
     2.000000000          240000000      TOPDOWN_BAD_SPECULATION.MACHINE_CLEARS                                        (50.50%)  [-16.23%, +16.23%] MUX-UNRELIABLE  [predicted 100.00%: differs from the predicted schedule]
     2.000000000         1200000000      CPU_CLK_UNHALTED.CORE            #      8.3 %  tma_branch_mispredicts   (40.50%)  [-18.61%, +18.61%] MUX-UNRELIABLE  metric [-0.16%, +0.16%]  [predicted 100.00%: differs from the predicted schedule]
     2.000000000          600000000      TOPDOWN_BAD_SPECULATION.MISPREDICT                                        (40.50%)  [-18.61%, +18.61%] MUX-UNRELIABLE  [predicted 100.00%: differs from the predicted schedule]
     2.000000000          720000000      TOPDOWN_BAD_SPECULATION.ALL_P    #     10.0 %  tma_bad_speculation      (30.50%)  [-21.50%, +21.50%] MUX-UNRELIABLE  metric [-0.24%, +0.24%]  [predicted 100.00%: differs from the predicted schedule]
     2.000000000         1200000000      CPU_CLK_UNHALTED.CORE                                                   (30.50%)  [-21.50%, +21.50%] MUX-UNRELIABLE  [predicted 100.00%: differs from the predicted schedule]
     3.000000000         1000000000      CPU_CLK_UNHALTED.CORE            #      3.3 %  tma_machine_clears       (50.50%)  [-19.48%, +19.48%] MUX-UNRELIABLE  metric [-0.18%, +0.18%]  [predicted 100.00%: differs from the predicted schedule]
     3.000000000          200000000      TOPDOWN_BAD_SPECULATION.MACHINE_CLEARS                                        (50.50%)  [-19.48%, +19.48%] MUX-UNRELIABLE  [predicted 100.00%: differs from the predicted schedule]
     3.000000000         1000000000      CPU_CLK_UNHALTED.CORE            #      8.3 %  tma_branch_mispredicts   (40.50%)  [-22.33%, +22.33%] MUX-UNRELIABLE  metric [-0.27%, +0.27%]  [predicted 100.00%: differs from the predicted schedule]
     3.000000000          500000000      TOPDOWN_BAD_SPECULATION.MISPREDICT                                        (40.50%)  [-22.33%, +22.33%] MUX-UNRELIABLE  [predicted 100.00%: differs from the predicted schedule]
     3.000000000          600000000      TOPDOWN_BAD_SPECULATION.ALL_P    #     10.0 %  tma_bad_speculation      (30.50%)  [-25.80%, +25.80%] MUX-UNRELIABLE  metric [-0.42%, +0.42%]  [predicted 100.00%: differs from the predicted schedule]
     3.000000000         1000000000      CPU_CLK_UNHALTED.CORE                                                   (30.50%)  [-25.80%, +25.80%] MUX-UNRELIABLE  [predicted 100.00%: differs from the predicted schedule]
     4.000000000         1200000000      CPU_CLK_UNHALTED.CORE            #      3.3 %  tma_machine_clears       (50.50%)  [-16.23%, +16.23%] MUX-UNRELIABLE  metric [-0.10%, +0.10%]  [predicted 100.00%: differs from the predicted schedule]
     4.000000000          240000000      TOPDOWN_BAD_SPECULATION.MACHINE_CLEARS                                        (50.50%)  [-16.23%, +16.23%] MUX-UNRELIABLE  [predicted 100.00%: differs from the predicted schedule]
     4.000000000         1200000000      CPU_CLK_UNHALTED.CORE            #      8.3 %  tma_branch_mispredicts   (40.50%)  [-18.61%, +18.61%] MUX-UNRELIABLE  metric [-0.16%, +0.16%]  [predicted 100.00%: differs from the predicted schedule]
     4.000000000          600000000      TOPDOWN_BAD_SPECULATION.MISPREDICT                                        (40.50%)  [-18.61%, +18.61%] MUX-UNRELIABLE  [predicted 100.00%: differs from the predicted schedule]
     4.000000000          720000000      TOPDOWN_BAD_SPECULATION.ALL_P    #     10.0 %  tma_bad_speculation      (30.50%)  [-21.50%, +21.50%] MUX-UNRELIABLE  metric [-0.24%, +0.24%]  [predicted 100.00%: differs from the predicted schedule]
     4.000000000         1200000000      CPU_CLK_UNHALTED.CORE                                                   (30.50%)  [-21.50%, +21.50%] MUX-UNRELIABLE  [predicted 100.00%: differs from the predicted schedule]
     5.000000000         1000000000      CPU_CLK_UNHALTED.CORE            #      3.3 %  tma_machine_clears       (50.50%)  [-19.48%, +19.48%] MUX-UNRELIABLE  metric [-0.18%, +0.18%]  [predicted 100.00%: differs from the predicted schedule]
     5.000000000          200000000      TOPDOWN_BAD_SPECULATION.MACHINE_CLEARS                                        (50.50%)  [-19.48%, +19.48%] MUX-UNRELIABLE  [predicted 100.00%: differs from the predicted schedule]
     5.000000000         1000000000      CPU_CLK_UNHALTED.CORE            #      8.3 %  tma_branch_mispredicts   (40.50%)  [-22.33%, +22.33%] MUX-UNRELIABLE  metric [-0.27%, +0.27%]  [predicted 100.00%: differs from the predicted schedule]
     5.000000000          500000000      TOPDOWN_BAD_SPECULATION.MISPREDICT                                        (40.50%)  [-22.33%, +22.33%] MUX-UNRELIABLE  [predicted 100.00%: differs from the predicted schedule]
     5.000000000          600000000      TOPDOWN_BAD_SPECULATION.ALL_P    #     10.0 %  tma_bad_speculation      (30.50%)  [-25.80%, +25.80%] MUX-UNRELIABLE  metric [-0.42%, +0.42%]  [predicted 100.00%: differs from the predicted schedule]
     5.000000000         1000000000      CPU_CLK_UNHALTED.CORE                                                   (30.50%)  [-25.80%, +25.80%] MUX-UNRELIABLE  [predicted 100.00%: differs from the predicted schedule]

 Performance counter stats for 'tests/golden/replay/tree-srf-bad-csv' (5 intervals replayed):

        5400000000      CPU_CLK_UNHALTED.CORE            #      3.3 %  tma_machine_clears       (50.50%)  [-8.07%, +8.07%] MUX-UNRELIABLE  metric [-0.01%, +0.01%]
        1080000000      TOPDOWN_BAD_SPECULATION.MACHINE_CLEARS                                        (50.50%)  [-8.07%, +8.07%] MUX-UNRELIABLE
        5400000000      CPU_CLK_UNHALTED.CORE            #      8.3 %  tma_branch_mispredicts   (40.50%)  [-9.25%, +9.25%] MUX-UNRELIABLE  metric [-0.02%, +0.02%]
        2700000000      TOPDOWN_BAD_SPECULATION.MISPREDICT                                        (40.50%)  [-9.25%, +9.25%] MUX-UNRELIABLE
        3240000000      TOPDOWN_BAD_SPECULATION.ALL_P    #     10.0 %  tma_bad_speculation      (30.50%)  [-10.68%, +10.68%] MUX-UNRELIABLE  metric [-0.03%, +0.03%]
        5400000000      CPU_CLK_UNHALTED.CORE                                                   (30.50%)  [-10.68%, +10.68%] MUX-UNRELIABLE

       5.000000000 seconds time elapsed

 TopDown: tma_bad_speculation (10.00) - (tma_machine_clears + tma_branch_mispredicts) = -1.67 [-1.67, -1.66]: TOPDOWN-SUM-MISMATCH, the children do not add up to their parent
 [-a%, +b%]: where the true count lies, at 90% confidence, from the interval series
 The bounds assume no loop in the workload in step with the 4 ms rotation: a period of k x 4 ms (the 3-slot cycle, 12 ms, and its multiples first) would bias them by more than they show; at this print interval (1000 ms) no series can reveal such a loop
