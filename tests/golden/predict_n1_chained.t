# args: predict --cpu neoverse-n1 --kernel 6.12 --duration 12ms -e 'armv8_pmuv3_0/event=0x3,long/,armv8_pmuv3_0/event=0x4,long/,armv8_pmuv3_0/event=0x5,long/,armv8_pmuv3_0/event=0x6,long/'
# exit: 0
# derivation: N1 has no PMUv3p5 (Armv8.2 core; cores.c): a 64-bit (long, config1:0) event takes the first odd
# derivation: counter whose even neighbour is free, and both (armv8pmu_get_chain_idx, arm_pmuv3.c 6.12): three pairs
# derivation: for four events.  I0 [a,b,c,d]: a (0,1), b (2,3), c (4,5), d fails; I1 [b,c,d,a]: a fails;
# derivation: I2 [c,d,a,b]: b fails.  a, b, d 2/3 = 66.67%, c 100%, on GP4-5, GP2-3 and GP0-1 in turn.
# derivation: Schedule cells: a chained event on odd counter n also holds n-1, shown eN+ there
# derivation: (armv8pmu_get_chain_idx, armv8pmu_clear_event_idx, arm_pmuv3.c 6.12): e0 on GP1 holds GP0 too.
# derivation: perf's text lines, their widths per release and the 6.1/6.12 metric column: tests/golden/
# derivation: README.md, "perf stat's text lines" (recorded from real perf, tests/kernel/interval/).

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
