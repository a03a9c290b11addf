# args: plan --cpu icl --kernel 6.12 --split-groups -e '{dtlb_load_misses.walk_completed,dtlb_load_misses.walk_completed_4k,dtlb_store_misses.walk_completed,dtlb_store_misses.walk_completed_4k,itlb_misses.walk_completed,itlb_misses.walk_completed_4k}'
# exit: 0
# derivation: ks 10.7 with --split-groups: 6 events on GP0-3 (4 free): 2 slots.
# derivation: Expected error: z sqrt(cv^2 W (1 - f) / (f T)) (pms_muxerr_expected, docs/mux-error.md), z = 1.6448536 (90%),
# derivation: cv = 0.5 at W = 4 ms (the default), T = 1 s: as plan_tlb6_icl.t: worst 3.70% (f = 0.664), mean 3.68.
# derivation: perf's text lines, their widths per release and the 6.1/6.12 metric column: tests/golden/
# derivation: README.md, "perf stat's text lines" (recorded from real perf, tests/kernel/interval/).
perf stat -e 'dtlb_load_misses.walk_completed,dtlb_load_misses.walk_completed_4k,dtlb_store_misses.walk_completed,dtlb_store_misses.walk_completed_4k,itlb_misses.walk_completed,itlb_misses.walk_completed_4k' -- COMMAND

Assumes: icl, Linux 6.12, perf 6.12, HT on, NMI watchdog on; a task busy for 1.000 s, mux interval 4.000 ms.
Packing: 2 rotation slots, each running 1/2 of the time; proven minimum: the events that can only use GP0-3 need 6 counters there and 4 are free beside the pins and the watchdog, so at least 2 slots.
Chosen: every group on its own: the kernel's rotation gives every event 66.40% or more, the packing 50.00%.
  rotating: dtlb_load_misses.walk_completed, dtlb_load_misses.walk_completed_4k, dtlb_store_misses.walk_completed, dtlb_store_misses.walk_completed_4k, itlb_misses.walk_completed, itlb_misses.walk_completed_4k
Simulated: every planned event is counted; lowest share 66.40%.
Expected error of the scaled counts: +-3.70% at worst ('dtlb_load_misses.walk_completed'), +-3.68% on average over 6 events (90% confidence, rate variability 50% at 4 ms assumed, not measured: --variability-from CAPTURE measures it from a recorded run).

Before:
     <not counted>      dtlb_load_misses.walk_completed                                       
     <not counted>      dtlb_load_misses.walk_completed_4k                                      
     <not counted>      dtlb_store_misses.walk_completed                                      
     <not counted>      dtlb_store_misses.walk_completed_4k                                      
   <not supported>      itlb_misses.walk_completed                                            
   <not supported>      itlb_misses.walk_completed_4k                                         

After:
           <count>      dtlb_load_misses.walk_completed                                         (66.40%)
           <count>      dtlb_load_misses.walk_completed_4k                                        (66.40%)
           <count>      dtlb_store_misses.walk_completed                                        (66.80%)
           <count>      dtlb_store_misses.walk_completed_4k                                        (67.20%)
           <count>      itlb_misses.walk_completed                                              (66.80%)
           <count>      itlb_misses.walk_completed_4k                                           (66.40%)
