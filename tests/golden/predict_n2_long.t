# args: predict --cpu neoverse-n2 --kernel 6.12 --duration 12ms -e 'armv8_pmuv3_0/event=0x3,long/,armv8_pmuv3_0/event=0x4,long/,armv8_pmuv3_0/event=0x5,long/,armv8_pmuv3_0/event=0x6,long/'
# exit: 0
# derivation: the same four 64-bit events on Neoverse N2, which has PMUv3p5 (required from Armv8.5; cores.c):
# derivation: armv8pmu_event_is_chained() is false, each takes one counter (GP0-GP3), all run 100%.
# derivation: line layout: count 18, unit 4, name 32 (25 on a <not counted>/<not supported> line before
# derivation: 6.2-rc1, d6aeb861b1fb), perf's metric column (35 wide to perf 6.1, 38 from 6.2-rc1,
# derivation: a2bce91dde6f), the share; recorded from real perf 6.1.176, 6.12.117 and 7.3.4
# derivation: (tests/kernel/interval/*-text.txt).  Perf 6.1 and 6.12 end a line with their own metric
# derivation: (perf_stat__print_shadow_stats(), stat-shadow.c 6.1.192/6.12.117; perf_shadow.c): a clock
# derivation: '<metric> CPUs utilized'; cycles 'GHz' against a clock, instructions 'insn per cycle' against
# derivation: cycles, the misses' and stalled cycles' ratios against their bases, any other event
# derivation: '<scale>/sec' against a clock (6.1: any clock, 6.12: find_stat(), its context and group);
# derivation: without the base the column's blanks; TopDown and the tool PMU '<?> <not modelled>'.

 Performance counter stats for 'a task busy for 0.012 s' (predicted: neoverse-n2, Linux 6.12, perf 6.12, HT n/a, NMI watchdog off):

           <count>      armv8_pmuv3_0/event=0x3,long/                                         
           <count>      armv8_pmuv3_0/event=0x4,long/                                         
           <count>      armv8_pmuv3_0/event=0x5,long/                                         
           <count>      armv8_pmuv3_0/event=0x6,long/                                         

Schedule (mux interval 4.000 ms; each cell: the event on that counter):
  time (ms)                  GP0     GP1     GP2     GP3     GP4     GP5     CYCLES 
  0.000-12.000               e0      e1      e2      e3      .       .       .      

Events:
  e0   armv8_pmuv3_0/event=0x3,long/  GP0-5          ran 100.00% of 12.000 ms on GP0
  e1   armv8_pmuv3_0/event=0x4,long/  GP0-5          ran 100.00% of 12.000 ms on GP1
  e2   armv8_pmuv3_0/event=0x5,long/  GP0-5          ran 100.00% of 12.000 ms on GP2
  e3   armv8_pmuv3_0/event=0x6,long/  GP0-5          ran 100.00% of 12.000 ms on GP3
