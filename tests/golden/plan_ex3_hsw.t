# args: plan --cpu hsw --kernel 6.12 --ht off -e '{l1d_pend_miss.pending,faults},cycle_activity.stalls_l1d_pending:D,mem_uops_retired.all_loads'
# exit: 0
# derivation: ks 10.3, HT off: the :D on stalls (GP2) starves {l1d_pend,faults} (GP2), so it
# derivation: is dropped; two GP2 slots at 1/2; all_loads fits beside both: pinned.
# derivation: Expected error: z sqrt(cv^2 W (1 - f) / (f T)) (pms_muxerr_expected, docs/mux-error.md), z = 1.6448536 (90%),
# derivation: cv = 0.5 at W = 4 ms (the default), T = 1 s: three events at f = 0.5 (5.2015%) and the pinned all_loads at 100% (0): mean
# derivation: 3 x 5.2015 / 4 = 3.90.
# derivation: perf's text lines, their widths per release and the 6.1/6.12 metric column: tests/golden/
# derivation: README.md, "perf stat's text lines" (recorded from real perf, tests/kernel/interval/).
perf stat -e 'mem_uops_retired.all_loads:D,{l1d_pend_miss.pending,faults},cycle_activity.stalls_l1d_pending' -- COMMAND

Assumes: hsw, Linux 6.12, perf 6.12, HT off, NMI watchdog on; a task busy for 1.000 s, mux interval 4.000 ms.
Packing: 2 rotation slots, each running 1/2 of the time; proven minimum: the events that can only use GP2 need 2 counters there and 1 is free beside the pins and the watchdog, so at least 2 slots.
  pinned: mem_uops_retired.all_loads
  slot 1: {l1d_pend_miss.pending,faults}
  slot 2: cycle_activity.stalls_l1d_pending
Notes:
  - dropped :D on 'cycle_activity.stalls_l1d_pending:D': '{l1d_pend_miss.pending,faults}' can never run beside it (--keep-pinned keeps it)
  - pinned 'mem_uops_retired.all_loads' (:D): it fits beside the watchdog, the other pins and every slot, so it counts all the time and no slot loses
Simulated: every planned event is counted; lowest share 50.00%.
Expected error of the scaled counts: +-5.20% at worst ('l1d_pend_miss.pending'), +-3.90% on average over 4 events (90% confidence, rate variability 50% at 4 ms assumed, not measured: --variability-from CAPTURE measures it from a recorded run).

Before:
     <not counted>      l1d_pend_miss.pending                                                   (0.00%)
     <not counted>      faults                                                                  (0.00%)
           <count>      cycle_activity.stalls_l1d_pending:D                                      
           <count>      mem_uops_retired.all_loads                                              (50.00%)

After:
           <count>      mem_uops_retired.all_loads:D                                          
           <count>      l1d_pend_miss.pending                                                   (50.00%)
           <count>      faults                                                                  (50.00%)
           <count>      cycle_activity.stalls_l1d_pending                                        (50.00%)
