# args: stat --replay tests/golden/replay/perf72-sleep-json -I 100 --json
# exit: 0
# stderr: pmusched: warning: tests/golden/replay/perf72-sleep-json: 3 lines without a count skipped
# derivation: A real capture: perf 7.2.13 built from Debian's linux-source-7.2 (7.2.13) out of tree, run on Debian 12 in a
# derivation: 2-CPU VM without a hardware PMU: 'perf stat -I 100 --summary -j -o FILE -e page-faults,task-clock,context-switches -- sleep 0.35'
# derivation: (tests/golden/replay/perf72-sleep-json).  7.2 prints the 6.19 layout as 7.3 does (no shadow metrics
# derivation: in the capture, no stamp padding in CSV); the sleeping intervals print <not counted> with run 0 and
# derivation: 100.00 (print_running_*(), stat-display.c 7.2: run == ena == 0), which add nothing.  perf's own
# derivation: summary: 74 page-faults, 5.993889 msec task-clock, 2 context-switches; the replay gives them back, with no bound and no flag (software events never multiplex).
{"interval" : 0.110353884, "counter-value" : "74.000000", "unit" : "", "event" : "page-faults", "event-runtime" : 5751860, "pcnt-running" : 100.00, "metric-value" : 12.865404, "metric-unit" : "K/sec"}
{"interval" : 0.110353884, "counter-value" : "5.751860", "unit" : "msec", "event" : "task-clock", "event-runtime" : 5751860, "pcnt-running" : 100.00, "metric-value" : 0.057519, "metric-unit" : "CPUs utilized"}
{"interval" : 0.110353884, "counter-value" : "2.000000", "unit" : "", "event" : "context-switches", "event-runtime" : 5751860, "pcnt-running" : 100.00, "metric-value" : 347.713609, "metric-unit" : "/sec"}
{"interval" : 0.211176271, "counter-value" : "<not counted>", "unit" : "", "event" : "page-faults", "event-runtime" : 0, "pcnt-running" : 100.00, "metric-value" : 0.000000, "metric-unit" : ""}
{"interval" : 0.211176271, "counter-value" : "<not counted>", "unit" : "msec", "event" : "task-clock", "event-runtime" : 0, "pcnt-running" : 100.00, "metric-value" : 0.000000, "metric-unit" : ""}
{"interval" : 0.211176271, "counter-value" : "<not counted>", "unit" : "", "event" : "context-switches", "event-runtime" : 0, "pcnt-running" : 100.00, "metric-value" : 0.000000, "metric-unit" : ""}
{"interval" : 0.318290261, "counter-value" : "<not counted>", "unit" : "", "event" : "page-faults", "event-runtime" : 0, "pcnt-running" : 100.00, "metric-value" : 0.000000, "metric-unit" : ""}
{"interval" : 0.318290261, "counter-value" : "<not counted>", "unit" : "msec", "event" : "task-clock", "event-runtime" : 0, "pcnt-running" : 100.00, "metric-value" : 0.000000, "metric-unit" : ""}
{"interval" : 0.318290261, "counter-value" : "<not counted>", "unit" : "", "event" : "context-switches", "event-runtime" : 0, "pcnt-running" : 100.00, "metric-value" : 0.000000, "metric-unit" : ""}
{"interval" : 0.419178061, "counter-value" : "<not counted>", "unit" : "", "event" : "page-faults", "event-runtime" : 0, "pcnt-running" : 100.00, "metric-value" : 0.000000, "metric-unit" : ""}
{"interval" : 0.419178061, "counter-value" : "<not counted>", "unit" : "msec", "event" : "task-clock", "event-runtime" : 0, "pcnt-running" : 100.00, "metric-value" : 0.000000, "metric-unit" : ""}
{"interval" : 0.419178061, "counter-value" : "<not counted>", "unit" : "", "event" : "context-switches", "event-runtime" : 0, "pcnt-running" : 100.00, "metric-value" : 0.000000, "metric-unit" : ""}
{"interval" : 0.432290241, "counter-value" : "0.000000", "unit" : "", "event" : "page-faults", "event-runtime" : 242029, "pcnt-running" : 100.00, "metric-value" : 0.000000, "metric-unit" : "/sec"}
{"interval" : 0.432290241, "counter-value" : "0.242029", "unit" : "msec", "event" : "task-clock", "event-runtime" : 242029, "pcnt-running" : 100.00, "metric-value" : 0.002420, "metric-unit" : "CPUs utilized"}
{"interval" : 0.432290241, "counter-value" : "0.000000", "unit" : "", "event" : "context-switches", "event-runtime" : 242029, "pcnt-running" : 100.00, "metric-value" : 0.000000, "metric-unit" : "/sec"}
{"counter-value" : "74.000000", "unit" : "", "event" : "page-faults", "event-runtime" : 5993889, "pcnt-running" : 100.00, "metric-value" : 12.345908, "metric-unit" : "K/sec"}
{"counter-value" : "5.993889", "unit" : "msec", "event" : "task-clock", "event-runtime" : 5993889, "pcnt-running" : 100.00, "metric-value" : 0.013865, "metric-unit" : "CPUs utilized"}
{"counter-value" : "2.000000", "unit" : "", "event" : "context-switches", "event-runtime" : 5993889, "pcnt-running" : 100.00, "metric-value" : 333.673179, "metric-unit" : "/sec"}
