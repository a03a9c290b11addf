# args: predict --cpu hsw --kernel 6.12 --duration 3600s -e 'l1d_pend_miss.pending,cycle_activity.stalls_l1d_pending,faults'
# exit: 0
# derivation: ks 10.1 for an hour: both events need GP2 (intel_hsw_event_constraints,
# derivation: arch/x86/events/intel/core.c, 6.12), so each mux interval (4 ms, HZ=250)
# derivation: runs one of the two flexible groups and rotation swaps them: the period is
# derivation: the number of flexible groups rotated through, 2 intervals = 8 ms, and
# derivation: 3600 s / 8 ms = 450000 repetitions with no prefix or tail; each event runs
# derivation: half of every period, 50.00%.  The watchdog keeps FIXED1 throughout.
# derivation: perf's text lines, their widths per release and the 6.1/6.12 metric column: tests/golden/
# derivation: README.md, "perf stat's text lines" (recorded from real perf, tests/kernel/interval/).

 Performance counter stats for 'a task busy for 3600.000 s' (predicted: hsw, Linux 6.12, perf 6.12, HT on, NMI watchdog on):

           <count>      l1d_pend_miss.pending                                                   (50.00%)
           <count>      cycle_activity.stalls_l1d_pending                                        (50.00%)
           <count>      faults                                                                

Schedule (mux interval 4.000 ms; each cell: the event on that counter):
  time (ms)                  FIXED0  FIXED1  FIXED2  GP0     GP1     GP2     GP3    
  0.000-3600000.000: these 2 intervals repeat 450000 times (every 8.000 ms):
    +4.000 ms                .       WD      .       .       .       e0      .       sw:e2
    +4.000 ms                .       WD      .       .       .       e1      .       sw:e2
  (WD: the NMI watchdog)

Events:
  e0   l1d_pend_miss.pending              GP2            ran 50.00% of 3600000.000 ms on GP2: its group did not fit when tried
  e1   cycle_activity.stalls_l1d_pending  GP2            ran 50.00% of 3600000.000 ms on GP2: its group did not fit when tried
  e2   faults                             software       ran 100.00% of 3600000.000 ms
