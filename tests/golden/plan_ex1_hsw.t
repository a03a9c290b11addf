# args: plan --cpu hsw --kernel 6.12 -e 'l1d_pend_miss.pending,cycle_activity.stalls_l1d_pending'
# exit: 0
# derivation: ks 10.1: both events take only GP2 (intel_hsw_event_constraints 0x48/0xa3), so
# derivation: two slots, 1/2 each; the counter-set bound (2 events, GP2) proves it.
# derivation: Expected error: z sqrt(cv^2 W (1 - f) / (f T)) (pms_muxerr_expected, docs/mux-error.md), z = 1.6448536 (90%),
# derivation: cv = 0.5 at W = 4 ms (the default), T = 1 s: f = 0.5 gives 1.6448536 sqrt(0.001) = 5.2015% for both events; mean 5.20.
# derivation: perf's text lines, their widths per release and the 6.1/6.12 metric column: tests/golden/
# derivation: README.md, "perf stat's text lines" (recorded from real perf, tests/kernel/interval/).
perf stat -e 'l1d_pend_miss.pending,cycle_activity.stalls_l1d_pending' -- COMMAND

Assumes: hsw, Linux 6.12, perf 6.12, HT on, NMI watchdog on; a task busy for 1.000 s, mux interval 4.000 ms.
Packing: 2 rotation slots, each running 1/2 of the time; proven minimum: the events that can only use GP2 need 2 counters there and 1 is free beside the pins and the watchdog, so at least 2 slots.
  slot 1: l1d_pend_miss.pending
  slot 2: cycle_activity.stalls_l1d_pending
Simulated: every planned event is counted; lowest share 50.00%.
Expected error of the scaled counts: +-5.20% at worst ('l1d_pend_miss.pending'), +-5.20% on average over 2 events (90% confidence, rate variability 50% at 4 ms assumed, not measured: --variability-from CAPTURE measures it from a recorded run).

Before:
           <count>      l1d_pend_miss.pending                                                   (50.00%)
           <count>      cycle_activity.stalls_l1d_pending                                        (50.00%)

After:
           <count>      l1d_pend_miss.pending                                                   (50.00%)
           <count>      cycle_activity.stalls_l1d_pending                                        (50.00%)
