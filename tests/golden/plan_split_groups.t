# args: plan --cpu icl --kernel 6.12 --split-groups -e '{dtlb_load_misses.walk_completed,dtlb_load_misses.walk_completed_4k,dtlb_store_misses.walk_completed,dtlb_store_misses.walk_completed_4k,itlb_misses.walk_completed,itlb_misses.walk_completed_4k}'
# exit: 0
# derivation: ks 10.7 with --split-groups: 6 events on GP0-3 (4 free): 2 slots.
# derivation: Expected error: z sqrt(cv^2 W (1 - f) / (f T)) (pms_muxerr_expected, docs/mux-error.md), z = 1.6448536 (90%),
# derivation: cv = 0.5 at W = 4 ms (the default), T = 1 s: as plan_tlb6_icl.t: worst 3.70% (f = 0.664), mean 3.68.
# derivation: line layout: count 18, unit 4, name 32 (25 on a <not counted>/<not supported> line before
# derivation: 6.2-rc1, d6aeb861b1fb), perf's metric column (35 wide to perf 6.1, 38 from 6.2-rc1,
# derivation: a2bce91dde6f), the share; recorded from real perf 6.1.176, 6.12.117 and 7.3.4
# derivation: (tests/kernel/interval/*-text.txt).  Perf 6.1 and 6.12 end a line with their own metric
# derivation: (perf_stat__print_shadow_stats(), stat-shadow.c 6.1.192/6.12.117; perf_shadow.c): a clock
# derivation: '<metric> CPUs utilized'; cycles 'GHz' against a clock, instructions 'insn per cycle' against
# derivation: cycles, the misses' and stalled cycles' ratios against their bases, any other event
# derivation: '<scale>/sec' against a clock (6.1: any clock, 6.12: find_stat(), its context and group);
# derivation: without the base the column's blanks; TopDown and the tool PMU '<?> <not modelled>'.
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
