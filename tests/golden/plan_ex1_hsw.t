# args: plan --cpu hsw --kernel 6.12 -e 'l1d_pend_miss.pending,cycle_activity.stalls_l1d_pending'
# exit: 0
perf stat -e 'l1d_pend_miss.pending,cycle_activity.stalls_l1d_pending'

Packing: 2 rotation slots, the minimum (exact search): each slot runs 1/2 of the time.
  slot 1: l1d_pend_miss.pending
  slot 2: cycle_activity.stalls_l1d_pending
Simulated: every planned event is counted; lowest share 50.00%.

Before:
           <count>      l1d_pend_miss.pending                     (50.00%)
           <count>      cycle_activity.stalls_l1d_pending         (50.00%)

After:
           <count>      l1d_pend_miss.pending                     (50.00%)
           <count>      cycle_activity.stalls_l1d_pending         (50.00%)
