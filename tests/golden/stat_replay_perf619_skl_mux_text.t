# args: stat --replay tests/golden/replay/perf619-skl-mux-text
# exit: 0
# derivation: The second posted output of the same README as stat_replay_perf619_skl_text.t (i7-6700K, kernel
# derivation: 6.19.10, perf release inferred 6.19): six mem_load_retired events on 4 counters, each ran about 2/3
# derivation: of the time ((66.65%) .. (66.69%)), a 3-slot rotation of 2 events per slot.  Every count is perf's own
# derivation: scaled count (1177677703, 23100115, 4774, 23270913, 18132, 23103794), each with a bound: all are
# derivation: multiplexed.  One report gives no interval series, so the width is the prior's, by hand: 2.920
# derivation: (t, 95%, 2 df) x sqrt(cv^2 L (1 - f) / (f T)), cv 0.5, L 4 ms, f 2/3, T 12.448 s = 2.920 x 0.00634
# derivation: = 1.85%; the small counts add the Poisson term 2.920 x sqrt((1 - f) / (f N)): 4774 gives 2.99%, so
# derivation: sqrt(1.85^2 + 2.99^2) = 3.51%; 18132 gives 1.53%, sqrt(1.85^2 + 1.53^2) = 2.40%.
# stdout:

 Performance counter stats for 'tests/golden/replay/perf619-skl-mux-text' (1 interval replayed):

        1177677703      mem_load_retired.l1_hit:u                                            (66.65%)  [-1.85%, +1.85%]
          23100115      mem_load_retired.l1_miss:u                                           (66.65%)  [-1.85%, +1.85%]
              4774      mem_load_retired.l2_hit:u                                            (66.67%)  [-3.51%, +3.51%]
          23270913      mem_load_retired.l2_miss:u                                           (66.69%)  [-1.85%, +1.85%]
             18132      mem_load_retired.l3_hit:u                                            (66.68%)  [-2.40%, +2.40%]
          23103794      mem_load_retired.l3_miss:u                                           (66.66%)  [-1.85%, +1.85%]

      12.448415983 seconds time elapsed

 [-a%, +b%]: where the true count lies, at 90% confidence, from the interval series
 The bounds assume no loop in the workload in step with the 4 ms rotation: a period of k x 4 ms (the 2-slot cycle, 8 ms, and its multiples first) would bias them by more than they show; at this print interval (12448 ms) no series can reveal such a loop
