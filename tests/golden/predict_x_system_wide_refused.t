# args: predict --cpu spr --kernel 7.3 --perf-version 7.3 -a -x, --no-schedule -e uncore_imc/cas_count_read/,cycles
# exit: 2
# stderr: pmusched: error: -x with a system-wide count (-a, or perf's own choice for box events alone): the run time summed over every CPU and box is not modelled
# stderr: hint: --per-socket with --cpus-per-die N prints the summed lines; or count per task
# derivation: Real perf 7.3.4 on the fake spr (1 socket, 4 CPUs, 8 iMC boxes) prints cycles' run time summed
# derivation: over the 4 CPUs' counters (4000000 for 1000000 each) and the iMC line's over the 8 boxes
# derivation: (8000000), with the unit "MiB": tests/oracle/aggr/spr-7.3_per-socket_x.out, where one socket
# derivation: is the whole machine (util/stat.c process_counter_values() adds each counter's ena/run into
# derivation: the aggregate).  The simulation holds one CPU's time and no box unit, so without
# derivation: --per-socket predict refuses the line rather than print one CPU's run time.
