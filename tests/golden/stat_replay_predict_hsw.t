# args: stat --replay tests/golden/replay/ex1-hsw-text --cpu hsw --kernel 6.12
# exit: 0
# derivation: The article's first example (seed 000; kernel-scheduling.md 10.1) on
# derivation: Haswell: both events need GP2 and take turns every 4 ms rotation, the
# derivation: first listed from t = 0.  In a 100 ms window that is 25 turns: 13 for
# derivation: the one holding GP2 at the window's start (52%), 12 for the other (48%);
# derivation: the next window starts with the other one.  The capture's second
# derivation: interval shows 25% / 75%: more than --predict-threshold (5 points) plus
# derivation: two rotations' worth of the window (8%) away: flagged, and a warning
# derivation: names the likely causes.  The rates are constant, so the bounds are the
# derivation: Poisson floor alone: sd = E sqrt((1 - f) rate / R), e.g. interval 1 of
# derivation: the first event: 1e8 * sqrt(0.5 * 0.5 / 5e7) = 7071, t(0.95, 10/3) =
# derivation: 2.27 -> 0.03% of 5e7.
# stderr: pmusched: warning: 1 of 3 intervals: shares differ from the predicted schedule (another tool holding counters, the NMI watchdog, another kernel or CPU?)
# stdout:
#           time             counts unit events
     0.100000000           50000000      l1d_pend_miss.pending                                                (50.00%)  [-0.03%, +0.03%]  [predicted 52.00%]
     0.100000000           20000000      cycle_activity.stalls_l1d_pending                                     (50.00%)  [-0.05%, +0.05%]  [predicted 48.00%]
     0.200000000           50000000      l1d_pend_miss.pending                                                (25.00%)  [-0.06%, +0.06%]  [predicted 48.00%: differs from the predicted schedule]
     0.200000000           20000000      cycle_activity.stalls_l1d_pending                                     (75.00%)  [-0.03%, +0.03%]  [predicted 52.00%: differs from the predicted schedule]
     0.300000000           50000000      l1d_pend_miss.pending                                                (50.00%)  [-0.03%, +0.03%]  [predicted 52.00%]
     0.300000000           20000000      cycle_activity.stalls_l1d_pending                                     (50.00%)  [-0.05%, +0.05%]  [predicted 48.00%]

 Performance counter stats for 'tests/golden/replay/ex1-hsw-text' (3 intervals replayed):

         150000000      l1d_pend_miss.pending                                                (41.67%)  [-0.02%, +0.02%]
          60000000      cycle_activity.stalls_l1d_pending                                     (58.33%)  [-0.02%, +0.02%]

       0.300000000 seconds time elapsed

 [-a%, +b%]: where the true count lies, at 90% confidence, from the interval series
 The bounds assume no loop in the workload in step with the 4 ms rotation: a period of k x 4 ms (the 2-slot cycle, 8 ms, and its multiples first) would bias them by more than they show; at this print interval (100 ms) no series can reveal such a loop
