# args: stat --replay tests/golden/replay/worked-text
# exit: 0
# derivation: The worked example of docs/mux-error.md ("Worked example"), as perf 6.1's
# derivation: text table prints it (tests/golden/replay/worked-text): two events at 50%
# derivation: in five 100 ms intervals, A = 1.0e6, 1.2e6, 1.0e6, 1.2e6, 1.0e6, B = 2A.
# derivation: By hand: successive differences of A's rate give s2 = 100 (w d^2 = 2.5e7 *
# derivation: 0.002^2 over four pairs); the pooled prior 100 + 0.0108 (Poisson) weighs
# derivation: 2 against 8/3: s2 = 100.0046286, df = 14/3, t(0.95, 14/3) = 2.0472824.
# derivation: Each interval: sd = E sqrt((1 - f) s2 / R) = 100002.31, half-width
# derivation: 204733 = 20.47% of 1.0e6 and 17.06% of 1.2e6 (B: 409459 of 2.0e6 and
# derivation: 2.4e6, the same percentages).  The run: 5.4e6 = 2.7e6 * 500 / 250 ms,
# derivation: sd = sqrt(s2 * 5e8) = 223612, half-width 457797 = 8.48%; B 8.48%.
# derivation: Widths above 10% are MUX-UNRELIABLE.  No metric: no clock was counted.
# derivation: The last line states what no series shows (docs/mux-error.md, Aliasing):
# derivation: the lowest share, 50%, is a 2-slot rotation, 2 x 4 ms = 8 ms; the print
# derivation: interval, 0.5 s / 5 = 100 ms, is at least 4 cycles, so a loop that short
# derivation: is averaged away in every interval.
# stdout:
#           time             counts unit events
     0.100000000            1000000      r01c2                                                                (50.00%)  [-20.47%, +20.47%] MUX-UNRELIABLE
     0.100000000            2000000      r02c2                                                                (50.00%)  [-20.47%, +20.47%] MUX-UNRELIABLE
     0.200000000            1200000      r01c2                                                                (50.00%)  [-17.06%, +17.06%] MUX-UNRELIABLE
     0.200000000            2400000      r02c2                                                                (50.00%)  [-17.06%, +17.06%] MUX-UNRELIABLE
     0.300000000            1000000      r01c2                                                                (50.00%)  [-20.47%, +20.47%] MUX-UNRELIABLE
     0.300000000            2000000      r02c2                                                                (50.00%)  [-20.47%, +20.47%] MUX-UNRELIABLE
     0.400000000            1200000      r01c2                                                                (50.00%)  [-17.06%, +17.06%] MUX-UNRELIABLE
     0.400000000            2400000      r02c2                                                                (50.00%)  [-17.06%, +17.06%] MUX-UNRELIABLE
     0.500000000            1000000      r01c2                                                                (50.00%)  [-20.47%, +20.47%] MUX-UNRELIABLE
     0.500000000            2000000      r02c2                                                                (50.00%)  [-20.47%, +20.47%] MUX-UNRELIABLE

 Performance counter stats for 'tests/golden/replay/worked-text' (5 intervals replayed):

           5400000      r01c2                                                                (50.00%)  [-8.48%, +8.48%] MUX-UNRELIABLE
          10800000      r02c2                                                                (50.00%)  [-8.48%, +8.48%] MUX-UNRELIABLE

       0.500000000 seconds time elapsed

 [-a%, +b%]: where the true count lies, at 90% confidence, from the interval series
 The bounds assume no loop in the workload in step with the 4 ms rotation: a period of k x 4 ms (the 2-slot cycle, 8 ms, and its multiples first) would bias them by more than they show; at this print interval (100 ms) no series can reveal such a loop
