# args: predict --cpu hsw --kernel 6.12 --duration 12ms -e 'l1d_pend_miss.pending,cycle_activity.stalls_l1d_pending,faults'
# exit: 0
# derivation: ks 10.1 for 12 ms: GP2 alternates every 4 ms (e0, e1, e0): 2/3 and 1/3.
# derivation: perf's text lines, their widths per release and the 6.1/6.12 metric column: tests/golden/
# derivation: README.md, "perf stat's text lines" (recorded from real perf, tests/kernel/interval/).

 Performance counter stats for 'a task busy for 0.012 s' (predicted: hsw, Linux 6.12, perf 6.12, HT on, NMI watchdog on):

           <count>      l1d_pend_miss.pending                                                   (66.67%)
           <count>      cycle_activity.stalls_l1d_pending                                        (33.33%)
           <count>      faults                                                                

Schedule (mux interval 4.000 ms; each cell: the event on that counter):
  time (ms)                  FIXED0  FIXED1  FIXED2  GP0     GP1     GP2     GP3    
  0.000-4.000                .       WD      .       .       .       e0      .       sw:e2
  4.000-8.000                .       WD      .       .       .       e1      .       sw:e2
  8.000-12.000               .       WD      .       .       .       e0      .       sw:e2
  (WD: the NMI watchdog)

Events:
  e0   l1d_pend_miss.pending              GP2            ran 66.67% of 12.000 ms on GP2: its group did not fit when tried
  e1   cycle_activity.stalls_l1d_pending  GP2            ran 33.33% of 12.000 ms on GP2: its group did not fit when tried
  e2   faults                             software       ran 100.00% of 12.000 ms
