# args: plan --cpu hsw --kernel 6.12 -e 'cycles,instructions,ref-cycles,branches,faults,l1d_pend_miss.pending,cycle_activity.stalls_l1d_pending,mem_load_uops_retired.l1_hit,mem_load_uops_retired.l1_miss,mem_load_uops_retired.l2_hit'
# exit: 0
# derivation: HT on, corrupting 0xd1 events: gpmax 2 while one runs; GP2-only l1d_pend and
# derivation: stalls conflict; instructions and ref-cycles sit on FIXED0/FIXED2 beside every
# derivation: slot, so they are pinned.  The LP's certificate, checked by hand: cycles (a GP
# derivation: counter, the watchdog holds FIXED1), the two GP2-only events and the three 0xd1
# derivation: events weigh 1/2 each, 3 in all; a slot with a 0xd1 event holds two GP events
# derivation: (gpmax 2), one without holds at most one GP2 event and cycles: never over 1.
# derivation: Expected error: z sqrt(cv^2 W (1 - f) / (f T)) (pms_muxerr_expected, docs/mux-error.md), z = 1.6448536 (90%),
# derivation: cv = 0.5 at W = 4 ms (the default), T = 1 s: f = 0.336 gives 7.312%, f = 0.332 7.378% (the worst); three events at 33.60%,
# derivation: four at 33.20%, instructions and ref-cycles pinned (0), faults software (not planned): mean
# derivation: (3 x 7.312 + 4 x 7.378) / 9 = 5.72.
# derivation: perf's text lines, their widths per release and the 6.1/6.12 metric column: tests/golden/
# derivation: README.md, "perf stat's text lines" (recorded from real perf, tests/kernel/interval/).
perf stat -e 'instructions:D,ref-cycles:D,{cycles,branches,l1d_pend_miss.pending},{cycle_activity.stalls_l1d_pending,mem_load_uops_retired.l1_hit},{mem_load_uops_retired.l1_miss,mem_load_uops_retired.l2_hit},faults' -- COMMAND

Assumes: hsw, Linux 6.12, perf 6.12, HT on, NMI watchdog on; a task busy for 1.000 s, mux interval 4.000 ms.
Packing: 3 rotation slots, each running 1/3 of the time; proven minimum: weighing the units ('cycles' 0.50, 'l1d_pend_miss.pending' 0.50, 'cycle_activity.stalls_l1d_pending' 0.50, 3 more), no set that fits weighs more than 1 and all weigh 3.00 (the LP bound over slot patterns), so at least 3 slots.
  pinned: instructions, ref-cycles
  slot 1: cycles, branches, l1d_pend_miss.pending
  slot 2: cycle_activity.stalls_l1d_pending, mem_load_uops_retired.l1_hit
  slot 3: mem_load_uops_retired.l1_miss, mem_load_uops_retired.l2_hit
  software (always counted): faults
Notes:
  - pinned 'instructions' (:D): it fits beside the watchdog, the other pins and every slot, so it counts all the time and no slot loses
  - pinned 'ref-cycles' (:D): it fits beside the watchdog, the other pins and every slot, so it counts all the time and no slot loses
Simulated: every planned event is counted; lowest share 33.20%.
Expected error of the scaled counts: +-7.38% at worst ('cycle_activity.stalls_l1d_pending'), +-5.72% on average over 9 events (90% confidence, rate variability 50% at 4 ms assumed, not measured: --variability-from CAPTURE measures it from a recorded run).

Before:
           <count>      cycles                                                                  (22.00%)
           <count>      instructions                     # <metric> insn per cycle              (33.20%)
           <count>      ref-cycles                                                              (44.40%)
           <count>      branches                                                                (44.80%)
           <count>      faults                                                                
           <count>      l1d_pend_miss.pending                                                   (56.00%)
           <count>      cycle_activity.stalls_l1d_pending                                        (11.20%)
           <count>      mem_load_uops_retired.l1_hit                                            (22.40%)
           <count>      mem_load_uops_retired.l1_miss                                           (32.40%)
           <count>      mem_load_uops_retired.l2_hit                                            (21.60%)

After:
           <count>      instructions:D                   # <metric> insn per cycle            
           <count>      ref-cycles:D                                                          
           <count>      cycles                                                                  (33.60%)
           <count>      branches                                                                (33.60%)
           <count>      l1d_pend_miss.pending                                                   (33.60%)
           <count>      cycle_activity.stalls_l1d_pending                                        (33.20%)
           <count>      mem_load_uops_retired.l1_hit                                            (33.20%)
           <count>      mem_load_uops_retired.l1_miss                                           (33.20%)
           <count>      mem_load_uops_retired.l2_hit                                            (33.20%)
           <count>      faults                                                                
