# args: predict --cpu spr --kernel 6.12 --perf-version 6.12 -a --per-die --cpus-per-die 4 --no-schedule -e uncore_imc/cas_count_read/,cycles
# exit: 0
# derivation: Real perf 6.12 on the fake spr layout (1 socket, 1 die, CPUs 0-3, uncore_imc_0..7 each with cpumask 0),
# derivation: tests/oracle/aggr/spr-6.12_per-die.out: the iMC line's CPU-count column is 1, cycles' is 4.
# derivation: The column is aggr[].nr (stat-display.c print_aggr_id_std(), "%-*s %*d " with widths 6 socket /
# derivation: 12 die and 4).  perf 6.12.117 stat.c evsel__merge_aggr_counters() sums the other boxes' counts
# derivation: but not their nr (1: the first box's one CPU); 7.2.13/7.3.4 add nr too (8 boxes x 1 CPU).
# derivation: perf's text lines, their widths per release and the 6.1/6.12 metric column: tests/golden/
# derivation: README.md, "perf stat's text lines" (recorded from real perf, tests/kernel/interval/).

 Performance counter stats for 'system wide' (predicted: spr, Linux 6.12, perf 6.12, HT on, NMI watchdog on):

S0-D0           1            <count>      uncore_imc/cas_count_read/                                            
S0-D0           4            <count>      cycles                                                                

Events:
  e0   uncore_imc/cas_count_read/  imc C0-3       ran 100.00% of 1000.000 ms
  e1   cycles                      GP0-7,FIXED1   ran 100.00% of 1000.000 ms on GP0

Boxes (each its own context and mux timer):
uncore_imc (8 boxes, as the hardware reports at boot; 4 counters + fixed): everything fits
  all 0: C0=e0
