# args: predict --cpu spr --kernel 7.3 --perf-version 7.3 -a --per-socket -x, --cpus-per-die 4 --no-schedule -e uncore_imc/cas_count_read/,cycles
# exit: 1
# stderr: pmusched: error: 'uncore_imc/cas_count_read/': its unit and scale in the -x/-j line (sysfs events/*.unit, .scale) are not modelled
# derivation: Real perf 7.3 prints the iMC line's unit "MiB" (sysfs events/cas_count_read.unit, with .scale;
# derivation: tests/oracle/aggr/spr-7.3_per-socket_x.out); pmusched's box tables have no unit or scale: refused.
