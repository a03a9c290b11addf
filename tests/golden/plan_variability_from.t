# args: plan --cpu hsw --kernel 6.12 --variability-from tests/golden/replay/worked-text -e 'l1d_pend_miss.pending,cycle_activity.stalls_l1d_pending'
# exit: 0
# derivation: the worked example of docs/mux-error.md as the workload: A's posterior s2 is 100.00463
# derivation: at a rate of 0.0108 per ns, so its variability at 4 ms is sqrt(100.00463 / 4e6) / 0.0108
# derivation: = 0.462964 (t_muxerr.c workload); B, twice the counts, has s2 = 400.00926 at 0.0216:
# derivation: the same 0.462964 to 6 digits, so the median of the two is 46.3%.  ks 10.1's two slots
# derivation: at 1/2 over 1 s: 1.6448536 x 0.462964 x sqrt(4e6 x 0.5 / (0.5 x 1e9)) = 4.82%.
# derivation: perf's text lines, their widths per release and the 6.1/6.12 metric column: tests/golden/
# derivation: README.md, "perf stat's text lines" (recorded from real perf, tests/kernel/interval/).
perf stat -e 'l1d_pend_miss.pending,cycle_activity.stalls_l1d_pending' -- COMMAND

Assumes: hsw, Linux 6.12, perf 6.12, HT on, NMI watchdog on; a task busy for 1.000 s, mux interval 4.000 ms.
Packing: 2 rotation slots, each running 1/2 of the time; proven minimum: the events that can only use GP2 need 2 counters there and 1 is free beside the pins and the watchdog, so at least 2 slots.
  slot 1: l1d_pend_miss.pending
  slot 2: cycle_activity.stalls_l1d_pending
Simulated: every planned event is counted; lowest share 50.00%.
Expected error of the scaled counts: +-4.82% at worst ('l1d_pend_miss.pending'), +-4.82% on average over 2 events (90% confidence, rate variability 46.3% at 4 ms, the median of 2 series of tests/golden/replay/worked-text).

Before:
           <count>      l1d_pend_miss.pending                                                   (50.00%)
           <count>      cycle_activity.stalls_l1d_pending                                        (50.00%)

After:
           <count>      l1d_pend_miss.pending                                                   (50.00%)
           <count>      cycle_activity.stalls_l1d_pending                                        (50.00%)
