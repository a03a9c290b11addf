# args: stat --replay tests/golden/replay/perf73-sleep-csv -I 100 -x ,
# exit: 0
# derivation: A real capture: perf 7.3.4 built from Debian's linux-source-7.3 (7.3.4) out of tree, on Debian 12 in a 2-CPU VM without a hardware PMU,
# derivation: 'perf stat -I 100 --summary -x, -o FILE -e page-faults,task-clock,context-switches -- sleep 0.35'
# derivation: (tests/golden/replay/perf73-sleep-csv).  7.3's CSV stamps carry no padding and no
# derivation: shadow metrics (6.19 dropped them); the sleeping intervals print <not counted>, 0, 100.00
# derivation: (print_running_csv(), stat-display.c 7.3: run == ena == 0).  perf's own summary: 74
# derivation: page-faults, 4.41 msec task-clock, 2 context-switches; the replay gives them back, no bound.
# derivation: The stamps are the capture's to the ns (0.251388150: the print now rounds to the nearest ns; it truncated to 0.251388149).
# derivation: The last three fields are the metric's bound (low, high, flag), empty: no metric here reads a multiplexed count.
# stderr: pmusched: warning: tests/golden/replay/perf73-sleep-csv: 3 lines without a count skipped
# stdout:
     0.133581960,74,,page-faults,4091269,100.00,18.087,K/sec,,,,,,
     0.133581960,4.09,msec,task-clock,4091269,100.00,0.041,CPUs utilized,,,,,,
     0.133581960,2,,context-switches,4091269,100.00,488.846,/sec,,,,,,
     0.251388150,<not counted>,,page-faults,0,100.00,,,,,,,,
     0.251388150,<not counted>,msec,task-clock,0,100.00,,,,,,,,
     0.251388150,<not counted>,,context-switches,0,100.00,,,,,,,,
     0.355464768,<not counted>,,page-faults,0,100.00,,,,,,,,
     0.355464768,<not counted>,msec,task-clock,0,100.00,,,,,,,,
     0.355464768,<not counted>,,context-switches,0,100.00,,,,,,,,
     0.421477021,0,,page-faults,314496,100.00,0.000,/sec,,,,,,
     0.421477021,0.31,msec,task-clock,314496,100.00,0.003,CPUs utilized,,,,,,
     0.421477021,0,,context-switches,314496,100.00,0.000,/sec,,,,,,
74,,page-faults,4405765,100.00,16.796,K/sec,,,,,,
4.41,msec,task-clock,4405765,100.00,0.010,CPUs utilized,,,,,,
2,,context-switches,4405765,100.00,453.951,/sec,,,,,,
