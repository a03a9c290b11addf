# args: plan --cpu hsw --kernel 6.12 --variability 25%@16ms --confidence 95% -e 'l1d_pend_miss.pending,cycle_activity.stalls_l1d_pending'
# exit: 0
# derivation: ks 10.1 (as plan_ex1_hsw.t) under another variability and confidence: cv^2 W = 0.0625 x
# derivation: 16 ms = 1 ms, as the default's 0.25 x 4 ms; z at 95% is 1.9599640, so f = 0.5 over 1 s
# derivation: gives 1.9599640 sqrt(1e6 x 0.5 / (0.5 x 1e9)) = 6.198% for both events.
# derivation: perf's text lines, their widths per release and the 6.1/6.12 metric column: tests/golden/
# derivation: README.md, "perf stat's text lines" (recorded from real perf, tests/kernel/interval/).
perf stat -e 'l1d_pend_miss.pending,cycle_activity.stalls_l1d_pending' -- COMMAND

Assumes: hsw, Linux 6.12, perf 6.12, HT on, NMI watchdog on; a task busy for 1.000 s, mux interval 4.000 ms.
Packing: 2 rotation slots, each running 1/2 of the time; proven minimum: the events that can only use GP2 need 2 counters there and 1 is free beside the pins and the watchdog, so at least 2 slots.
  slot 1: l1d_pend_miss.pending
  slot 2: cycle_activity.stalls_l1d_pending
Simulated: every planned event is counted; lowest share 50.00%.
Expected error of the scaled counts: +-6.20% at worst ('l1d_pend_miss.pending'), +-6.20% on average over 2 events (95% confidence, rate variability 25% at 16 ms as given, not measured: --variability-from CAPTURE measures it from a recorded run).

Before:
           <count>      l1d_pend_miss.pending                                                   (50.00%)
           <count>      cycle_activity.stalls_l1d_pending                                        (50.00%)

After:
           <count>      l1d_pend_miss.pending                                                   (50.00%)
           <count>      cycle_activity.stalls_l1d_pending                                        (50.00%)
