# args: plan --cpu hsw --kernel 6.12 --ht off --keep-pinned -e '{l1d_pend_miss.pending,faults},cycle_activity.stalls_l1d_pending:D,mem_uops_retired.all_loads'
# exit: 0
# derivation: ks 10.3 with --keep-pinned: stalls keeps GP2; {l1d_pend,faults} cannot
# derivation: run beside it and is parked last with :D; all_loads fits: one slot.
# derivation: line layout: count 18, unit 4, name 32 (25 on a <not counted>/<not supported> line before
# derivation: 6.2-rc1, d6aeb861b1fb), perf's metric column (35 wide to perf 6.1, 38 from 6.2-rc1,
# derivation: a2bce91dde6f), the share; recorded from real perf 6.1.176, 6.12.117 and 7.3.4
# derivation: (tests/kernel/interval/*-text.txt).  Perf 6.1 and 6.12 end a line with their own metric
# derivation: (perf_stat__print_shadow_stats(), stat-shadow.c 6.1.192/6.12.117; perf_shadow.c): a clock
# derivation: '<metric> CPUs utilized'; cycles 'GHz' against a clock, instructions 'insn per cycle' against
# derivation: cycles, the misses' and stalled cycles' ratios against their bases, any other event
# derivation: '<scale>/sec' against a clock (6.1: any clock, 6.12: find_stat(), its context and group);
# derivation: without the base the column's blanks; TopDown and the tool PMU '<?> <not modelled>'.
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
