# args: stat --replay tests/golden/replay/perf61-json-per-cpu -I 100 -x ;
# exit: 0
# derivation: A real per-CPU capture: perf 6.1, perf stat -I 100 -a -A -j -e cpu-clock,
# derivation: page-faults (tests/golden/replay/perf61-json-per-cpu), printed as CSV with
# derivation: ';' and the CPU column as perf's -x prints it.  With -I 100 the metrics
# derivation: are perf's own (0.482 CPUs, 1.474 K/sec, 20.751 /sec).  The run lines
# derivation: (one interval of 48.042254 ms): CPU0 48.17 ms / 48.042254 = 1.003 CPUs.
# derivation: The three empty fields at the end hold the bounds: none multiplexed.
# derivation: The last three fields are the metric's bound (low, high, flag), empty: no metric here reads a multiplexed count.
# stdout:
     0.048042254;CPU0;48.17;msec;cpu-clock;48171410;100.00;0.482;CPUs utilized;;;;;;
     0.048042254;CPU1;48.19;msec;cpu-clock;48192101;100.00;0.482;CPUs utilized;;;;;;
     0.048042254;CPU0;71;;page-faults;48172662;100.00;1.474;K/sec;;;;;;
     0.048042254;CPU1;1;;page-faults;48191720;100.00;20.751;/sec;;;;;;
CPU0;48.17;msec;cpu-clock;48171410;100.00;1.003;CPUs utilized;;;;;;
CPU1;48.19;msec;cpu-clock;48192101;100.00;1.003;CPUs utilized;;;;;;
CPU0;71;;page-faults;48172662;100.00;1.474;K/sec;;;;;;
CPU1;1;;page-faults;48191720;100.00;20.751;/sec;;;;;;
