# args: stat --replay tests/golden/replay/perf613-metric-threshold-json -I 1000 --json --perf-version 6.13
# exit: 0
# derivation: A real posted output of perf 6.13 (its development tree): the example in the commit message of
# derivation: "[PATCH v4 6/7] perf stat: Add metric-threshold to json output" (Ian Rogers, 16 Oct 2024, to
# derivation: linux-perf-users), which introduced the 6.13 key "metric-threshold".  'perf stat -a -j -I 1000' on a
# derivation: 16-CPU Intel machine; tests/golden/replay/perf613-metric-threshold-json is the posted block less its
# derivation: trailing "..." (the poster's elision mark).  Every event ran 100.00%: nothing is multiplexed, so no
# derivation: bound and no flag.  perf's own figures, read off the posting, come back unchanged: 16045.281449 msec
# derivation: cpu-clock, 10003 context-switches, 328 cpu-migrations, 20114 page-faults, 4066679471 instructions,
# derivation: 2497454658 cycles, 914974294 branches, 9237201 branch-misses, the runtimes, and the metric values
# derivation: (16.045281 CPUs = 16045.281449 ms / the 1000 ms interval, perf's interval walltime; 623.423156 /sec;
# derivation: 1.628330 IPC = 4066679471 / 2497454658; 1.009559% = 9237201 / 914974294).  The stamp 1.001089747 is
# derivation: perf's.  Not reproduced, and said on stderr: the "metric-threshold" key, and the TopdownL1 metric-only
# derivation: objects (lines without a count, skipped).  The run record (no "interval") repeats the counts; its CPUs
# derivation: utilized is over the elapsed 1.001089747 s (16.027815).
# stderr: pmusched: warning: tests/golden/replay/perf613-metric-threshold-json: 5 lines without a count skipped
# stderr: pmusched: warning: perf 6.13's stat lines are modelled in part: perf 6.1's layout with the JSON metric-value and unit-less metric of 6.13; not its metric thresholds (6.13) nor the 6.19 layout
# stdout:
{"interval" : 1.001089747, "counter-value" : "16045.281449", "unit" : "msec", "event" : "cpu-clock", "event-runtime" : 16045355135, "pcnt-running" : 100.00, "metric-value" : "16.045281", "metric-unit" : "CPUs utilized"}
{"interval" : 1.001089747, "counter-value" : "10003.000000", "unit" : "", "event" : "context-switches", "event-runtime" : 16045314844, "pcnt-running" : 100.00, "metric-value" : "623.423156", "metric-unit" : "/sec"}
{"interval" : 1.001089747, "counter-value" : "328.000000", "unit" : "", "event" : "cpu-migrations", "event-runtime" : 16045321403, "pcnt-running" : 100.00, "metric-value" : "20.442147", "metric-unit" : "/sec"}
{"interval" : 1.001089747, "counter-value" : "20114.000000", "unit" : "", "event" : "page-faults", "event-runtime" : 16045355927, "pcnt-running" : 100.00, "metric-value" : "1.253577", "metric-unit" : "K/sec"}
{"interval" : 1.001089747, "counter-value" : "4066679471.000000", "unit" : "", "event" : "instructions", "event-runtime" : 16045369123, "pcnt-running" : 100.00, "metric-value" : "1.628330", "metric-unit" : "insn per cycle"}
{"interval" : 1.001089747, "counter-value" : "2497454658.000000", "unit" : "", "event" : "cycles", "event-runtime" : 16045374810, "pcnt-running" : 100.00, "metric-value" : "0.155650", "metric-unit" : "GHz"}
{"interval" : 1.001089747, "counter-value" : "914974294.000000", "unit" : "", "event" : "branches", "event-runtime" : 16045379877, "pcnt-running" : 100.00, "metric-value" : "57.024509", "metric-unit" : "M/sec"}
{"interval" : 1.001089747, "counter-value" : "9237201.000000", "unit" : "", "event" : "branch-misses", "event-runtime" : 16045375017, "pcnt-running" : 100.00, "metric-value" : "1.009559", "metric-unit" : "of all branches"}
{"counter-value" : "16045.281449", "unit" : "msec", "event" : "cpu-clock", "event-runtime" : 16045355135, "pcnt-running" : 100.00, "metric-value" : "16.027815", "metric-unit" : "CPUs utilized"}
{"counter-value" : "10003.000000", "unit" : "", "event" : "context-switches", "event-runtime" : 16045314844, "pcnt-running" : 100.00, "metric-value" : "623.423156", "metric-unit" : "/sec"}
{"counter-value" : "328.000000", "unit" : "", "event" : "cpu-migrations", "event-runtime" : 16045321403, "pcnt-running" : 100.00, "metric-value" : "20.442147", "metric-unit" : "/sec"}
{"counter-value" : "20114.000000", "unit" : "", "event" : "page-faults", "event-runtime" : 16045355927, "pcnt-running" : 100.00, "metric-value" : "1.253577", "metric-unit" : "K/sec"}
{"counter-value" : "4066679471.000000", "unit" : "", "event" : "instructions", "event-runtime" : 16045369123, "pcnt-running" : 100.00, "metric-value" : "1.628330", "metric-unit" : "insn per cycle"}
{"counter-value" : "2497454658.000000", "unit" : "", "event" : "cycles", "event-runtime" : 16045374810, "pcnt-running" : 100.00, "metric-value" : "0.155650", "metric-unit" : "GHz"}
{"counter-value" : "914974294.000000", "unit" : "", "event" : "branches", "event-runtime" : 16045379877, "pcnt-running" : 100.00, "metric-value" : "57.024509", "metric-unit" : "M/sec"}
{"counter-value" : "9237201.000000", "unit" : "", "event" : "branch-misses", "event-runtime" : 16045375017, "pcnt-running" : 100.00, "metric-value" : "1.009559", "metric-unit" : "of all branches"}
