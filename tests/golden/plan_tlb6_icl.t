# args: plan --cpu icl --kernel 6.12 -e 'dtlb_load_misses.walk_completed,dtlb_load_misses.walk_completed_4k,dtlb_store_misses.walk_completed,dtlb_store_misses.walk_completed_4k,itlb_misses.walk_completed,itlb_misses.walk_completed_4k'
# exit: 0
# derivation: ks 10.6: 6 TLB walks on GP0-3 (4 free beside the watchdog): 2 slots give 1/2,
# derivation: rotating the six separate groups gives 4/6, which is taken.
# derivation: Expected error: z sqrt(cv^2 W (1 - f) / (f T)) (pms_muxerr_expected, docs/mux-error.md), z = 1.6448536 (90%),
# derivation: cv = 0.5 at W = 4 ms (the default), T = 1 s: f = 0.664 gives 3.700%, 0.668 3.667%, 0.672 3.634%; worst at 66.40%; mean
# derivation: (3 x 3.700 + 2 x 3.667 + 3.634) / 6 = 3.68.
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
           <count>      dtlb_load_misses.walk_completed                                         (66.40%)
           <count>      dtlb_load_misses.walk_completed_4k                                        (66.40%)
           <count>      dtlb_store_misses.walk_completed                                        (66.80%)
           <count>      dtlb_store_misses.walk_completed_4k                                        (67.20%)
           <count>      itlb_misses.walk_completed                                              (66.80%)
           <count>      itlb_misses.walk_completed_4k                                           (66.40%)

After:
           <count>      dtlb_load_misses.walk_completed                                         (66.40%)
           <count>      dtlb_load_misses.walk_completed_4k                                        (66.40%)
           <count>      dtlb_store_misses.walk_completed                                        (66.80%)
           <count>      dtlb_store_misses.walk_completed_4k                                        (67.20%)
           <count>      itlb_misses.walk_completed                                              (66.80%)
           <count>      itlb_misses.walk_completed_4k                                           (66.40%)
