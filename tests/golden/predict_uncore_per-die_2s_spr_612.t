# args: predict --cpu spr --kernel 6.12 --perf-version 6.12 -a --per-die --sockets 2 --cpus-per-die 2 --no-schedule -e uncore_imc/cas_count_read/,cycles
# exit: 0
# derivation: Real perf 6.12 on the fake spr layout made two-socket (CPUs 0-1 package 0, 2-3 package 1, each iMC box's
# derivation: cpumask "0,2"), tests/oracle/aggr/spr2s-6.12_per-die.out: per socket, the iMC line then cycles; the iMC
# derivation: CPU-count column 1 (stat.c evsel__merge_aggr_counters(): 6.12.117 keeps the first box's nr, 7.3.4 adds
# derivation: the 8 boxes'), cycles 2 (the socket's CPUs); prefix widths from stat-display.c print_aggr_id_std().
# derivation: perf's text lines, their widths per release and the 6.1/6.12 metric column: tests/golden/
# derivation: README.md, "perf stat's text lines" (recorded from real perf, tests/kernel/interval/).

 Performance counter stats for 'system wide' (predicted: spr, Linux 6.12, perf 6.12, HT on, NMI watchdog on):

S0-D0           1            <count>      uncore_imc/cas_count_read/                                            
S0-D0           2            <count>      cycles                                                                
S1-D0           1            <count>      uncore_imc/cas_count_read/                                            
S1-D0           2            <count>      cycles                                                                

Events:
  e0   uncore_imc/cas_count_read/  imc C0-3       ran 100.00% of 1000.000 ms
  e1   cycles                      GP0-7,FIXED1   ran 100.00% of 1000.000 ms on GP0

Boxes (each its own context and mux timer):
uncore_imc (8 boxes, as the hardware reports at boot; 4 counters + fixed): everything fits
  all 0: C0=e0
