# args: predict --cpu spr --kernel 6.12 --perf-version 6.12 -a --no-merge --cpus-per-die 4 --no-schedule -e uncore_imc/cas_count_read/,cycles
# exit: 0
# derivation: Real perf 6.12 on the fake spr layout (1 socket, 1 die, CPUs 0-3, uncore_imc_0..7 each with cpumask 0),
# derivation: tests/oracle/aggr/spr-6.12_no-merge.out: a line per iMC box on CPU0 named uncore_imc_N/cas_count_read/, then
# derivation: cycles on CPU0..CPU3; "CPU%-3d " (stat-display.c print_aggr_id_std() AGGR_NONE, 6.12.117/7.3.4).
# derivation: -A and --no-merge print the same (builtin-stat.c 6.12/7.3: both set opt_mode.no_aggr); the
# derivation: recording also shows perf's box order 0,1,2,5,3,4,6,7 (not modelled: the note says so).
# derivation: perf's text lines, their widths per release and the 6.1/6.12 metric column: tests/golden/
# derivation: README.md, "perf stat's text lines" (recorded from real perf, tests/kernel/interval/).

 Performance counter stats for 'system wide' (predicted: spr, Linux 6.12, perf 6.12, HT on, NMI watchdog on):

CPU0              <count>      uncore_imc_0/cas_count_read/                                          
CPU0              <count>      uncore_imc_1/cas_count_read/                                          
CPU0              <count>      uncore_imc_2/cas_count_read/                                          
CPU0              <count>      uncore_imc_3/cas_count_read/                                          
CPU0              <count>      uncore_imc_4/cas_count_read/                                          
CPU0              <count>      uncore_imc_5/cas_count_read/                                          
CPU0              <count>      uncore_imc_6/cas_count_read/                                          
CPU0              <count>      uncore_imc_7/cas_count_read/                                          
CPU0              <count>      cycles                                                                
CPU1              <count>      cycles                                                                
CPU2              <count>      cycles                                                                
CPU3              <count>      cycles                                                                

note: perf prints a wildcard's boxes in the order it opened them (on a fake 8-iMC layout perf 7.3.4 printed uncore_imc_0,1,2,5,3,4,6,7): shown here by number, the order is not modelled

Events:
  e0   uncore_imc/cas_count_read/  imc C0-3       ran 100.00% of 1000.000 ms
  e1   cycles                      GP0-7,FIXED1   ran 100.00% of 1000.000 ms on GP0

Boxes (each its own context and mux timer):
uncore_imc (8 boxes, as the hardware reports at boot; 4 counters + fixed): everything fits
  all 0: C0=e0
