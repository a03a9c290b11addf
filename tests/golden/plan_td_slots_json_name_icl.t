# args: plan --cpu icl --kernel 6.12 --split-groups -e '{TOPDOWN.SLOTS,topdown-retiring,topdown-bad-spec},cycles'
# exit: 0
# derivation: TOPDOWN.SLOTS (perf's JSON name) encodes event 0x00 umask 0x04, which is_slots_event() (arch/x86/events/perf_event.h, 6.12)
# derivation: takes as the slots event, so the group stays whole under --split-groups: split, the metrics would lose their
# derivation: slots leader and be refused at open (intel_pmu_hw_config()).  SLOTS on FIXED3, the metrics on PERF_METRICS,
# derivation: cycles on a GP counter beside the watchdog's FIXED1: one slot, nothing multiplexes.
# derivation: line layout: count 18, unit 4, name 32 (25 on a <not counted>/<not supported> line before
# derivation: 6.2-rc1, d6aeb861b1fb), perf's metric column (35 wide to perf 6.1, 38 from 6.2-rc1,
# derivation: a2bce91dde6f), the share; recorded from real perf 6.1.176, 6.12.117 and 7.3.4
# derivation: (tests/kernel/interval/*-text.txt).  Perf 6.1 and 6.12 end a line with their own metric
# derivation: (perf_stat__print_shadow_stats(), stat-shadow.c 6.1.192/6.12.117; perf_shadow.c): a clock
# derivation: '<metric> CPUs utilized'; cycles 'GHz' against a clock, instructions 'insn per cycle' against
# derivation: cycles, the misses' and stalled cycles' ratios against their bases, any other event
# derivation: '<scale>/sec' against a clock (6.1: any clock, 6.12: find_stat(), its context and group);
# derivation: without the base the column's blanks; TopDown and the tool PMU '<?> <not modelled>'.
perf stat -e '{TOPDOWN.SLOTS,topdown-retiring,topdown-bad-spec},cycles' -- COMMAND

Assumes: icl, Linux 6.12, perf 6.12, HT on, NMI watchdog on; a task busy for 1.000 s, mux interval 4.000 ms.
Packing: 1 rotation slot: everything fits at once, nothing multiplexes.
  slot 1: {TOPDOWN.SLOTS,topdown-retiring,topdown-bad-spec}, cycles
Simulated: every planned event is counted; lowest share 100.00%.

Before:
           <count>      TOPDOWN.SLOTS                                                         
           <count>      topdown-retiring                 #      <?> <not modelled>            
           <count>      topdown-bad-spec                 #      <?> <not modelled>            
           <count>      cycles                                                                

After:
           <count>      TOPDOWN.SLOTS                                                         
           <count>      topdown-retiring                 #      <?> <not modelled>            
           <count>      topdown-bad-spec                 #      <?> <not modelled>            
           <count>      cycles                                                                
