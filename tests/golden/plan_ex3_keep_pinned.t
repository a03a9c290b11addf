# args: plan --cpu hsw --kernel 6.12 --ht off --keep-pinned -e '{l1d_pend_miss.pending,faults},cycle_activity.stalls_l1d_pending:D,mem_uops_retired.all_loads'
# exit: 0
# derivation: ks 10.3 with --keep-pinned: stalls keeps GP2; {l1d_pend,faults} cannot
# derivation: run beside it and is parked last with :D; all_loads fits: one slot.
# derivation: perf's text lines, their widths per release and the 6.1/6.12 metric column: tests/golden/
# derivation: README.md, "perf stat's text lines" (recorded from real perf, tests/kernel/interval/).
perf stat -e 'cycle_activity.stalls_l1d_pending:D,mem_uops_retired.all_loads,{l1d_pend_miss.pending,faults}:D' -- COMMAND

Assumes: hsw, Linux 6.12, perf 6.12, HT off, NMI watchdog on; a task busy for 1.000 s, mux interval 4.000 ms.
Packing: 1 rotation slot: everything fits at once, nothing multiplexes.
  pinned: cycle_activity.stalls_l1d_pending
  slot 1: mem_uops_retired.all_loads
  parked (:D, last): {l1d_pend_miss.pending,faults}
Notes:
  - '{l1d_pend_miss.pending,faults}' cannot run beside the pinned events (kept by --keep-pinned): listed last with :D, so it fails once and never blocks the others
Simulated: every planned event is counted; lowest share 100.00%.

Before:
     <not counted>      l1d_pend_miss.pending                                                   (0.00%)
     <not counted>      faults                                                                  (0.00%)
           <count>      cycle_activity.stalls_l1d_pending:D                                      
           <count>      mem_uops_retired.all_loads                                              (50.00%)

After:
           <count>      cycle_activity.stalls_l1d_pending:D                                      
           <count>      mem_uops_retired.all_loads                                            
     <not counted>      l1d_pend_miss.pending                                                 
     <not counted>      faults                                                                
