# args: predict --cpu spr --kernel 6.12 --perf-version 6.1 -a --no-merge --cpus-per-die 4 --no-schedule -e uncore_imc/cas_count_read/,cycles
# exit: 1
# stderr: pmusched: error: -A/--no-merge before perf 6.12 is not modelled (perf 6.1 kept --no-merge apart from -A)
# derivation: perf 6.1.176 builtin-stat.c keeps --no-merge (stat_config.no_merge) apart from -A (AGGR_NONE);
# derivation: 6.12.117 and 7.3.4 make it the same switch (opt_mode.no_aggr).  6.1's lines are not modelled, so refused.
