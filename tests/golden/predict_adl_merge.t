# args: predict --cpu adl --kernel 6.12 --hybrid-merge --no-schedule -e 'cycles'
# exit: 0
# derivation: the default share keeps the task on cpu_core: cpu_atom/cycles/ is enabled 1000 ms, running 0;
# derivation: cpu_core/cycles/ 1000 of 1000.  --hybrid-merge sums count, enabled and running
# derivation: (evsel__merge_aggr_counters, util/stat.c 6.12): 1000 / 2000 = 50.00%, one line named 'cycles'.
# derivation: line layout: count 18, unit 4, name 32 (25 on a <not counted>/<not supported> line before
# derivation: 6.2-rc1, d6aeb861b1fb), perf's metric column (35 wide to perf 6.1, 38 from 6.2-rc1,
# derivation: a2bce91dde6f), the share; recorded from real perf 6.1.176, 6.12.117 and 7.3.4
# derivation: (tests/kernel/interval/*-text.txt).  Perf 6.1 and 6.12 end a line with their own metric
# derivation: (perf_stat__print_shadow_stats(), stat-shadow.c 6.1.192/6.12.117; perf_shadow.c): a clock
# derivation: '<metric> CPUs utilized'; cycles 'GHz' against a clock, instructions 'insn per cycle' against
# derivation: cycles, the misses' and stalled cycles' ratios against their bases, any other event
# derivation: '<scale>/sec' against a clock (6.1: any clock, 6.12: find_stat(), its context and group);
# derivation: without the base the column's blanks; TopDown and the tool PMU '<?> <not modelled>'.

 Performance counter stats for 'a task busy for 1.000 s' (predicted: adl, Linux 6.12, perf 6.12, HT on, NMI watchdog on):

           <count>      cycles                                                                  (50.00%)

 Task time by core type: cpu_core 100.00%, cpu_atom 0.00% (--core-share; default: all on cpu_core)

Events:
  e0   cpu_atom/cycles/  GP0-5,FIXED1   ran 0.00% of 1000.000 ms: the task never ran on its PMU's core type
  e1   cpu_core/cycles/  GP0-7,FIXED1   ran 100.00% of 1000.000 ms on GP0
