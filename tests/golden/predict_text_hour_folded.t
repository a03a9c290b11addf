# args: predict --cpu hsw --kernel 6.12 --duration 3600s -e 'l1d_pend_miss.pending,cycle_activity.stalls_l1d_pending,faults'
# exit: 0
# derivation: ks 10.1 for an hour: both events need GP2 (intel_hsw_event_constraints,
# derivation: arch/x86/events/intel/core.c, 6.12), so each mux interval (4 ms, HZ=250)
# derivation: runs one of the two flexible groups and rotation swaps them: the period is
# derivation: the number of flexible groups rotated through, 2 intervals = 8 ms, and
# derivation: 3600 s / 8 ms = 450000 repetitions with no prefix or tail; each event runs
# derivation: half of every period, 50.00%.  The watchdog keeps FIXED1 throughout.
# derivation: line layout: count 18, unit 4, name 32 (25 on a <not counted>/<not supported> line before
# derivation: 6.2-rc1, d6aeb861b1fb), perf's metric column (35 wide to perf 6.1, 38 from 6.2-rc1,
# derivation: a2bce91dde6f), the share; recorded from real perf 6.1.176, 6.12.117 and 7.3.4
# derivation: (tests/kernel/interval/*-text.txt).  Perf 6.1 and 6.12 end a line with their own metric
# derivation: (perf_stat__print_shadow_stats(), stat-shadow.c 6.1.192/6.12.117; perf_shadow.c): a clock
# derivation: '<metric> CPUs utilized'; cycles 'GHz' against a clock, instructions 'insn per cycle' against
# derivation: cycles, the misses' and stalled cycles' ratios against their bases, any other event
# derivation: '<scale>/sec' against a clock (6.1: any clock, 6.12: find_stat(), its context and group);
# derivation: without the base the column's blanks; TopDown and the tool PMU '<?> <not modelled>'.

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
