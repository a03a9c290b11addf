# args: plan --cpu hsw --kernel 6.12 -e 'l1d_pend_miss.pending,cycle_activity.stalls_l1d_pending'
# exit: 0
# note: ks 10.1: both events take only GP2 (intel_hsw_event_constraints 0x48/0xa3), so
# note: two slots, 1/2 each; the counter-set bound (2 events, GP2) proves it.
perf stat -e 'l1d_pend_miss.pending,cycle_activity.stalls_l1d_pending' -- COMMAND

Assumes: hsw, Linux 6.12, perf 6.12, HT on, NMI watchdog on; a task busy for 1.000 s, mux interval 4.000 ms.
Packing: 2 rotation slots, each running 1/2 of the time; proven minimum: the events that can only use GP2 need 2 counters there and 1 is free beside the pins and the watchdog, so at least 2 slots.
  slot 1: l1d_pend_miss.pending
  slot 2: cycle_activity.stalls_l1d_pending
Simulated: every planned event is counted; lowest share 50.00%.

Before:
           <count>      l1d_pend_miss.pending                     (50.00%)
           <count>      cycle_activity.stalls_l1d_pending         (50.00%)

After:
           <count>      l1d_pend_miss.pending                     (50.00%)
           <count>      cycle_activity.stalls_l1d_pending         (50.00%)
