# args: predict --cpu spr --kernel 7.3 --perf-version 7.3 -a -A --sockets 2 --cpus-per-die 4 --no-schedule -e uncore_imc/cas_count_read/,cycles
# exit: 1
# stderr: pmusched: error: -A/--no-merge on 2 sockets x 1 dies is not modelled (the box PMUs' CPUs depend on the machine's CPU numbering)
# derivation: Each die's uncore box counts on the die's first online CPU (intel/uncore.c uncore_event_cpu_online(),
# derivation: 7.3.4), whose number depends on how the machine numbers CPUs across sockets: not modelled, so refused.
