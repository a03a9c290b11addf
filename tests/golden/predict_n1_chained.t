# args: predict --cpu neoverse-n1 --kernel 6.12 --duration 12ms -e 'armv8_pmuv3_0/event=0x3,long/,armv8_pmuv3_0/event=0x4,long/,armv8_pmuv3_0/event=0x5,long/,armv8_pmuv3_0/event=0x6,long/'
# exit: 0
# derivation: N1 has no PMUv3p5 (Armv8.2 core; cores.c): a 64-bit (long, config1:0) event takes the first odd
# derivation: counter whose even neighbour is free, and both (armv8pmu_get_chain_idx, arm_pmuv3.c 6.12): three pairs
# derivation: for four events.  I0 [a,b,c,d]: a (0,1), b (2,3), c (4,5), d fails; I1 [b,c,d,a]: a fails;
# derivation: I2 [c,d,a,b]: b fails.  a, b, d 2/3 = 66.67%, c 100%, on GP4-5, GP2-3 and GP0-1 in turn.
# derivation: Schedule cells: a chained event on odd counter n also holds n-1, shown eN+ there
# derivation: (armv8pmu_get_chain_idx, armv8pmu_clear_event_idx, arm_pmuv3.c 6.12): e0 on GP1 holds GP0 too.
# derivation: line layout: count 18, unit 4, name 32 (25 on a <not counted>/<not supported> line before
# derivation: 6.2-rc1, d6aeb861b1fb), perf's metric column (35 wide to perf 6.1, 38 from 6.2-rc1,
# derivation: a2bce91dde6f), the share; recorded from real perf 6.1.176, 6.12.117 and 7.3.4
# derivation: (tests/kernel/interval/*-text.txt).  Perf 6.1 and 6.12 end a line with their own metric
# derivation: (perf_stat__print_shadow_stats(), stat-shadow.c 6.1.192/6.12.117; perf_shadow.c): a clock
# derivation: '<metric> CPUs utilized'; cycles 'GHz' against a clock, instructions 'insn per cycle' against
# derivation: cycles, the misses' and stalled cycles' ratios against their bases, any other event
# derivation: '<scale>/sec' against a clock (6.1: any clock, 6.12: find_stat(), its context and group);
# derivation: without the base the column's blanks; TopDown and the tool PMU '<?> <not modelled>'.

 Performance counter stats for 'a task busy for 0.012 s' (predicted: neoverse-n1, Linux 6.12, perf 6.12, HT n/a, NMI watchdog off):

           <count>      armv8_pmuv3_0/event=0x3,long/                                           (66.67%)
           <count>      armv8_pmuv3_0/event=0x4,long/                                           (66.67%)
           <count>      armv8_pmuv3_0/event=0x5,long/                                         
           <count>      armv8_pmuv3_0/event=0x6,long/                                           (66.67%)

Schedule (mux interval 4.000 ms; each cell: the event on that counter):
  time (ms)                  GP0     GP1     GP2     GP3     GP4     GP5     CYCLES 
  0.000-4.000                e0+     e0      e1+     e1      e2+     e2      .      
  4.000-8.000                e1+     e1      e2+     e2      e3+     e3      .      
  8.000-12.000               e2+     e2      e3+     e3      e0+     e0      .      
  (eN+: the second counter of eN's pair)

Events:
  e0   armv8_pmuv3_0/event=0x3,long/  GP0-5          ran 66.67% of 12.000 ms on GP0-1,GP4-5: its group did not fit when tried
  e1   armv8_pmuv3_0/event=0x4,long/  GP0-5          ran 66.67% of 12.000 ms on GP0-3: its group did not fit when tried
  e2   armv8_pmuv3_0/event=0x5,long/  GP0-5          ran 100.00% of 12.000 ms on GP0-5
  e3   armv8_pmuv3_0/event=0x6,long/  GP0-5          ran 66.67% of 12.000 ms on GP2-5: its group did not fit when tried
