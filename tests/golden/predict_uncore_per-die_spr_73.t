# args: predict --cpu spr --kernel 7.3 --perf-version 7.3 -a --per-die --cpus-per-die 4 --no-schedule -e uncore_imc/cas_count_read/,cycles
# exit: 0
# derivation: Real perf 7.3 on the fake spr layout (1 socket, 1 die, CPUs 0-3, uncore_imc_0..7 each with cpumask 0),
# derivation: tests/oracle/aggr/spr-7.3_per-die.out: the iMC line's CPU-count column is 8, cycles' is 4.
# derivation: The column is aggr[].nr (stat-display.c print_aggr_id_std(), "%-*s %*d " with widths 6 socket /
# derivation: 12 die and 4).  perf 6.12.117 stat.c evsel__merge_aggr_counters() sums the other boxes' counts
# derivation: but not their nr (1: the first box's one CPU); 7.2.13/7.3.4 add nr too (8 boxes x 1 CPU).
# derivation: line layout: count 18, unit 4, name 32 (25 on a <not counted>/<not supported> line before
# derivation: 6.2-rc1, d6aeb861b1fb), perf's metric column (35 wide to perf 6.1, 38 from 6.2-rc1,
# derivation: a2bce91dde6f), the share; recorded from real perf 6.1.176, 6.12.117 and 7.3.4
# derivation: (tests/kernel/interval/*-text.txt).  Perf 6.1 and 6.12 end a line with their own metric
# derivation: (perf_stat__print_shadow_stats(), stat-shadow.c 6.1.192/6.12.117; perf_shadow.c): a clock
# derivation: '<metric> CPUs utilized'; cycles 'GHz' against a clock, instructions 'insn per cycle' against
# derivation: cycles, the misses' and stalled cycles' ratios against their bases, any other event
# derivation: '<scale>/sec' against a clock (6.1: any clock, 6.12: find_stat(), its context and group);
# derivation: without the base the column's blanks; TopDown and the tool PMU '<?> <not modelled>'.

 Performance counter stats for 'system wide' (predicted: spr, Linux 7.3, perf 7.3, HT on, NMI watchdog on):

S0-D0           8            <count>      uncore_imc/cas_count_read/                                            
S0-D0           4            <count>      cycles                                                                

Events:
  e0   uncore_imc/cas_count_read/  imc C0-3       ran 100.00% of 1000.000 ms
  e1   cycles                      GP0-7,FIXED1   ran 100.00% of 1000.000 ms on GP0

Boxes (each its own context and mux timer):
uncore_imc (8 boxes, as the hardware reports at boot; 4 counters + fixed): everything fits
  all 0: C0=e0
