# args: predict --cpu spr --kernel 7.2 --perf-version 7.2 -a --per-socket -x, --cpus-per-die 4 --no-schedule -e cycles
# exit: 0
# derivation: Real perf 7.2 on the fake spr layout (1 socket, 4 CPUs), tests/oracle/aggr/spr-7.2_per-socket_x.out:
# derivation: the cycles line is prefixed "S0,4," (stat-display.c print_aggr_id_csv(),
# derivation: 7.2) and its run time is the sum over the socket's 4 CPUs (4000000 for 4 CPUs of 1 ms there; here
# derivation: 4 x the predicted 1000 ms).

 perf stat -x lines (predicted: spr, Linux 7.2, perf 7.2, HT on, NMI watchdog on):
S0,4,<count>,,cycles,4000000000,100.00,,

Events:
  e0   cycles      GP0-7,FIXED1   ran 100.00% of 1000.000 ms on GP0
