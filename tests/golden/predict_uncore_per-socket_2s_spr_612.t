# args: predict --cpu spr --kernel 6.12 --perf-version 6.12 -a --per-socket --sockets 2 --cpus-per-die 2 --no-schedule -e uncore_imc/cas_count_read/,cycles
# exit: 0
# derivation: Real perf 6.12 on the fake spr layout made two-socket (CPUs 0-1 package 0, 2-3 package 1, each iMC box's
# derivation: cpumask "0,2"), tests/oracle/aggr/spr2s-6.12_per-socket.out: per socket, the iMC line then cycles; the iMC
# derivation: CPU-count column 1 (stat.c evsel__merge_aggr_counters(): 6.12.117 keeps the first box's nr, 7.3.4 adds
# derivation: the 8 boxes'), cycles 2 (the socket's CPUs); prefix widths from stat-display.c print_aggr_id_std().
# derivation: line layout: count 18, unit 4, name 32 (25 on a <not counted>/<not supported> line before
# derivation: 6.2-rc1, d6aeb861b1fb), perf's metric column (35 wide to perf 6.1, 38 from 6.2-rc1,
# derivation: a2bce91dde6f), the share; recorded from real perf 6.1.176, 6.12.117 and 7.3.4
# derivation: (tests/kernel/interval/*-text.txt).  Perf 6.1 and 6.12 end a line with their own metric
# derivation: (perf_stat__print_shadow_stats(), stat-shadow.c 6.1.192/6.12.117; perf_shadow.c): a clock
# derivation: '<metric> CPUs utilized'; cycles 'GHz' against a clock, instructions 'insn per cycle' against
# derivation: cycles, the misses' and stalled cycles' ratios against their bases, any other event
# derivation: '<scale>/sec' against a clock (6.1: any clock, 6.12: find_stat(), its context and group);
# derivation: without the base the column's blanks; TopDown and the tool PMU '<?> <not modelled>'.

 Performance counter stats for 'system wide' (predicted: spr, Linux 6.12, perf 6.12, HT on, NMI watchdog on):

S0        1            <count>      uncore_imc/cas_count_read/                                            
S0        2            <count>      cycles                                                                
S1        1            <count>      uncore_imc/cas_count_read/                                            
S1        2            <count>      cycles                                                                

Events:
  e0   uncore_imc/cas_count_read/  imc C0-3       ran 100.00% of 1000.000 ms
  e1   cycles                      GP0-7,FIXED1   ran 100.00% of 1000.000 ms on GP0

Boxes (each its own context and mux timer):
uncore_imc (8 boxes, as the hardware reports at boot; 4 counters + fixed): everything fits
  all 0: C0=e0
