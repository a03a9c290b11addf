# args: stat --replay tests/golden/replay/worked-text --confidence 95% --mux-threshold 25
# exit: 0
# derivation: The worked example (stat_replay_text.t) at 95% confidence and a 25%
# derivation: threshold: t(0.975, 14/3) = 2.6268026, so the intervals' half-widths are
# derivation: 26.27% of 1.0e6 and 21.89% of 1.2e6 (MUX-UNRELIABLE: wider than 25%
# derivation: only as a whole, 52.5% and 43.8%), the run's 10.88% (21.8% wide: below
# derivation: the threshold).
# stdout:
#           time             counts unit events
     0.100000000            1000000      r01c2                                                                (50.00%)  [-26.27%, +26.27%] MUX-UNRELIABLE
     0.100000000            2000000      r02c2                                                                (50.00%)  [-26.27%, +26.27%] MUX-UNRELIABLE
     0.200000000            1200000      r01c2                                                                (50.00%)  [-21.89%, +21.89%] MUX-UNRELIABLE
     0.200000000            2400000      r02c2                                                                (50.00%)  [-21.89%, +21.89%] MUX-UNRELIABLE
     0.300000000            1000000      r01c2                                                                (50.00%)  [-26.27%, +26.27%] MUX-UNRELIABLE
     0.300000000            2000000      r02c2                                                                (50.00%)  [-26.27%, +26.27%] MUX-UNRELIABLE
     0.400000000            1200000      r01c2                                                                (50.00%)  [-21.89%, +21.89%] MUX-UNRELIABLE
     0.400000000            2400000      r02c2                                                                (50.00%)  [-21.89%, +21.89%] MUX-UNRELIABLE
     0.500000000            1000000      r01c2                                                                (50.00%)  [-26.27%, +26.27%] MUX-UNRELIABLE
     0.500000000            2000000      r02c2                                                                (50.00%)  [-26.27%, +26.27%] MUX-UNRELIABLE

 Performance counter stats for 'tests/golden/replay/worked-text' (5 intervals replayed):

           5400000      r01c2                                                                (50.00%)  [-10.88%, +10.88%]
          10800000      r02c2                                                                (50.00%)  [-10.88%, +10.88%]

       0.500000000 seconds time elapsed

 [-a%, +b%]: where the true count lies, at 95% confidence, from the interval series
 The bounds assume no loop in the workload in step with the 4 ms rotation: a period of k x 4 ms (the 2-slot cycle, 8 ms, and its multiples first) would bias them by more than they show; at this print interval (100 ms) no series can reveal such a loop
