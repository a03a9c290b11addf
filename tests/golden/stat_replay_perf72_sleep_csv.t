# args: stat --replay tests/golden/replay/perf72-sleep-csv -I 100 -x ,
# exit: 0
# stderr: pmusched: warning: tests/golden/replay/perf72-sleep-csv: 3 lines without a count skipped
# derivation: A real capture: perf 7.2.13 built from Debian's linux-source-7.2 (7.2.13) out of tree, run on Debian 12 in a
# derivation: 2-CPU VM without a hardware PMU: 'perf stat -I 100 --summary -x, -o FILE -e page-faults,task-clock,context-switches -- sleep 0.35'
# derivation: (tests/golden/replay/perf72-sleep-csv).  7.2 prints the 6.19 layout as 7.3 does (no shadow metrics
# derivation: in the capture, no stamp padding in CSV); the sleeping intervals print <not counted> with run 0 and
# derivation: 100.00 (print_running_*(), stat-display.c 7.2: run == ena == 0), which add nothing.  perf's own
# derivation: summary: 73 page-faults, 7.47 msec task-clock, 3 context-switches; the replay gives them back, with no bound and no flag (software events never multiplex).
# derivation: The last three fields are the metric's bound (low, high, flag), empty: no metric here reads a multiplexed count.
     0.106935972,73,,page-faults,7259870,100.00,10.055,K/sec,,,,,,
     0.106935972,7.26,msec,task-clock,7259870,100.00,0.073,CPUs utilized,,,,,,
     0.106935972,3,,context-switches,7259870,100.00,413.231,/sec,,,,,,
     0.214999322,<not counted>,,page-faults,0,100.00,,,,,,,,
     0.214999322,<not counted>,msec,task-clock,0,100.00,,,,,,,,
     0.214999322,<not counted>,,context-switches,0,100.00,,,,,,,,
     0.318971703,<not counted>,,page-faults,0,100.00,,,,,,,,
     0.318971703,<not counted>,msec,task-clock,0,100.00,,,,,,,,
     0.318971703,<not counted>,,context-switches,0,100.00,,,,,,,,
     0.387044435,0,,page-faults,210819,100.00,0.000,/sec,,,,,,
     0.387044435,0.21,msec,task-clock,210819,100.00,0.002,CPUs utilized,,,,,,
     0.387044435,0,,context-switches,210819,100.00,0.000,/sec,,,,,,
73,,page-faults,7470689,100.00,9.772,K/sec,,,,,,
7.47,msec,task-clock,7470689,100.00,0.019,CPUs utilized,,,,,,
3,,context-switches,7470689,100.00,401.569,/sec,,,,,,
