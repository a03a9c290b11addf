# args: predict --cpu adl --kernel 6.12 --hybrid-merge --no-schedule -e 'cycles'
# exit: 0
# derivation: the default share keeps the task on cpu_core: cpu_atom/cycles/ is enabled 1000 ms, running 0;
# derivation: cpu_core/cycles/ 1000 of 1000.  --hybrid-merge sums count, enabled and running
# derivation: (evsel__merge_aggr_counters, util/stat.c 6.12): 1000 / 2000 = 50.00%, one line named 'cycles'.
# derivation: perf's text lines, their widths per release and the 6.1/6.12 metric column: tests/golden/
# derivation: README.md, "perf stat's text lines" (recorded from real perf, tests/kernel/interval/).

 Performance counter stats for 'a task busy for 1.000 s' (predicted: adl, Linux 6.12, perf 6.12, HT on, NMI watchdog on):

           <count>      cycles                                                                  (50.00%)

 Task time by core type: cpu_core 100.00%, cpu_atom 0.00% (--core-share; default: all on cpu_core)

Events:
  e0   cpu_atom/cycles/  GP0-5,FIXED1   ran 0.00% of 1000.000 ms: the task never ran on its PMU's core type
  e1   cpu_core/cycles/  GP0-7,FIXED1   ran 100.00% of 1000.000 ms on GP0
