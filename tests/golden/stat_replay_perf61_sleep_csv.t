# args: stat --replay tests/golden/replay/perf61-sleep-csv -I 100 -x ,
# exit: 0
# derivation: A real capture of a task that sleeps: perf 6.1.187 (Debian 12, a 2-CPU VM
# derivation: without a hardware PMU), 'perf stat -I 100 --summary -x, -o FILE -e
# derivation: page-faults,task-clock,context-switches,cpu-migrations -- sleep 0.35'
# derivation: (tests/golden/replay/perf61-sleep-csv).  In the two middle intervals the
# derivation: task is off the CPU: perf prints <not counted> with running time 0 and
# derivation: 100.00, which print_running() (stat-display.c, 6.1) prints only when
# derivation: run == ena, so the enabled time was 0 too.  Nothing was multiplexed:
# derivation: perf's own totals come back (its summary lines: 75 page-faults, 4.80 msec
# derivation: task-clock, 2 context-switches, 15.637 K/sec, 0.013 CPUs utilized,
# derivation: 416.989 /sec), the <not counted> lines print as perf printed them (run 0,
# derivation: 100.00), and no line carries a bound (the three empty fields at the end).
# derivation: Before the fix this replay read the sleeping intervals as enabled for
# derivation: their wall time and printed a scaled page-faults count in the thousands
# derivation: with a MUX-UNRELIABLE bound.
# derivation: The last three fields are the metric's bound (low, high, flag), empty: no metric here reads a multiplexed count.
# stderr: pmusched: warning: tests/golden/replay/perf61-sleep-csv: 4 lines without a count skipped
# stdout:
     0.100663536,75,,page-faults,4570790,100.00,16.409,K/sec,,,,,,
     0.100663536,4.57,msec,task-clock,4570790,100.00,0.046,CPUs utilized,,,,,,
     0.100663536,2,,context-switches,4570790,100.00,437.561,/sec,,,,,,
     0.100663536,0,,cpu-migrations,4570790,100.00,0.000,/sec,,,,,,
     0.207566475,<not counted>,,page-faults,0,100.00,,,,,,,,
     0.207566475,<not counted>,msec,task-clock,0,100.00,,,,,,,,
     0.207566475,<not counted>,,context-switches,0,100.00,,,,,,,,
     0.207566475,<not counted>,,cpu-migrations,0,100.00,,,,,,,,
     0.311403329,<not counted>,,page-faults,0,100.00,,,,,,,,
     0.311403329,<not counted>,msec,task-clock,0,100.00,,,,,,,,
     0.311403329,<not counted>,,context-switches,0,100.00,,,,,,,,
     0.311403329,<not counted>,,cpu-migrations,0,100.00,,,,,,,,
     0.371398119,0,,page-faults,225497,100.00,0.000,/sec,,,,,,
     0.371398119,0.23,msec,task-clock,225497,100.00,0.002,CPUs utilized,,,,,,
     0.371398119,0,,context-switches,225497,100.00,0.000,/sec,,,,,,
     0.371398119,0,,cpu-migrations,225497,100.00,0.000,/sec,,,,,,
75,,page-faults,4796287,100.00,15.637,K/sec,,,,,,
4.80,msec,task-clock,4796287,100.00,0.013,CPUs utilized,,,,,,
2,,context-switches,4796287,100.00,416.989,/sec,,,,,,
0,,cpu-migrations,4796287,100.00,0.000,/sec,,,,,,
