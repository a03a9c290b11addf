# args: plan --cpu hsw --kernel 6.12 --variability 25%@16ms --confidence 95% -e 'l1d_pend_miss.pending,cycle_activity.stalls_l1d_pending'
# exit: 0
# derivation: ks 10.1 (as plan_ex1_hsw.t) under another variability and confidence: cv^2 W = 0.0625 x
# derivation: 16 ms = 1 ms, as the default's 0.25 x 4 ms; z at 95% is 1.9599640, so f = 0.5 over 1 s
# derivation: gives 1.9599640 sqrt(1e6 x 0.5 / (0.5 x 1e9)) = 6.198% for both events.
# derivation: line layout: count 18, unit 4, name 32 (25 on a <not counted>/<not supported> line before
# derivation: 6.2-rc1, d6aeb861b1fb), perf's metric column (35 wide to perf 6.1, 38 from 6.2-rc1,
# derivation: a2bce91dde6f), the share; recorded from real perf 6.1.176, 6.12.117 and 7.3.4
# derivation: (tests/kernel/interval/*-text.txt).  Perf 6.1 and 6.12 end a line with their own metric
# derivation: (perf_stat__print_shadow_stats(), stat-shadow.c 6.1.192/6.12.117; perf_shadow.c): a clock
# derivation: '<metric> CPUs utilized'; cycles 'GHz' against a clock, instructions 'insn per cycle' against
# derivation: cycles, the misses' and stalled cycles' ratios against their bases, any other event
# derivation: '<scale>/sec' against a clock (6.1: any clock, 6.12: find_stat(), its context and group);
# derivation: without the base the column's blanks; TopDown and the tool PMU '<?> <not modelled>'.
perf stat -e 'l1d_pend_miss.pending,cycle_activity.stalls_l1d_pending' -- COMMAND

Assumes: hsw, Linux 6.12, perf 6.12, HT on, NMI watchdog on; a task busy for 1.000 s, mux interval 4.000 ms.
Packing: 2 rotation slots, each running 1/2 of the time; proven minimum: the events that can only use GP2 need 2 counters there and 1 is free beside the pins and the watchdog, so at least 2 slots.
  slot 1: l1d_pend_miss.pending
  slot 2: cycle_activity.stalls_l1d_pending
Simulated: every planned event is counted; lowest share 50.00%.
Expected error of the scaled counts: +-6.20% at worst ('l1d_pend_miss.pending'), +-6.20% on average over 2 events (95% confidence, rate variability 25% at 16 ms as given, not measured: --variability-from CAPTURE measures it from a recorded run).

Before:
           <count>      l1d_pend_miss.pending                                                   (50.00%)
           <count>      cycle_activity.stalls_l1d_pending                                        (50.00%)

After:
           <count>      l1d_pend_miss.pending                                                   (50.00%)
           <count>      cycle_activity.stalls_l1d_pending                                        (50.00%)
