# args: predict --cpu neoverse-n2 --kernel 6.12 --duration 12ms -e 'armv8_pmuv3_0/event=0x3,long/,armv8_pmuv3_0/event=0x4,long/,armv8_pmuv3_0/event=0x5,long/,armv8_pmuv3_0/event=0x6,long/'
# exit: 0
# derivation: the same four 64-bit events on Neoverse N2, which has PMUv3p5 (required from Armv8.5; cores.c):
# derivation: armv8pmu_event_is_chained() is false, each takes one counter (GP0-GP3), all run 100%.
# derivation: perf's text lines, their widths per release and the 6.1/6.12 metric column: tests/golden/
# derivation: README.md, "perf stat's text lines" (recorded from real perf, tests/kernel/interval/).

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
