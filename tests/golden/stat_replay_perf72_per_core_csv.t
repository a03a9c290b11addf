# args: stat --replay tests/golden/replay/perf72-per-core-csv -I 100 -x ,
# exit: 0
# stderr: pmusched: warning: tests/golden/replay/perf72-per-core-csv: 6 lines without a count skipped
# derivation: A real capture: perf 7.2.13 (built from Debian's linux-source-7.2, 7.2.13), system-wide on a 2-CPU VM without a
# derivation: hardware PMU: 'perf stat -I 100 -a --per-core --summary -x, -o FILE -e task-clock,page-faults,context-switches
# derivation: -- sleep 0.35' (tests/golden/replay/perf72-per-core-csv).  --per-core lines carry the core id and its CPU count
# derivation: (S0-D0-C0,1) before the count (print_aggr_id_csv(), stat-display.c 7.2); each core is its own aggregation.
# derivation: perf's own summary: S0-D0-C0 366.27 msec task-clock, 3437 page-faults, 207 context-switches; S0-D0-C1 364.21
# derivation: msec, 2364, 253; the replay's totals are those, with no bound and no flag (software events never multiplex).
# derivation: The last three fields are the metric's bound (low, high, flag), empty: no metric here reads a multiplexed count.
     0.107969943,115.88,msec,task-clock (S0-D0-C0),115880698,100.00,1.159,CPUs utilized,,,,,,
     0.107969943,1410,,page-faults (S0-D0-C0),115877150,100.00,12.365,K/sec,,,,,,
     0.107969943,60,,context-switches (S0-D0-C0),115876529,100.00,526.166,/sec,,,,,,
     0.107969943,112.18,msec,task-clock (S0-D0-C1),112184247,100.00,1.122,CPUs utilized,,,,,,
     0.107969943,969,,page-faults (S0-D0-C1),112180559,100.00,8.498,K/sec,,,,,,
     0.107969943,92,,context-switches (S0-D0-C1),112179707,100.00,806.788,/sec,,,,,,
     0.216302233,108.13,msec,task-clock (S0-D0-C0),108130648,100.00,1.081,CPUs utilized,,,,,,
     0.216302233,705,,page-faults (S0-D0-C0),108129906,100.00,6.407,K/sec,,,,,,
     0.216302233,65,,context-switches (S0-D0-C0),108129866,100.00,590.693,/sec,,,,,,
     0.216302233,111.95,msec,task-clock (S0-D0-C1),111949651,100.00,1.119,CPUs utilized,,,,,,
     0.216302233,574,,page-faults (S0-D0-C1),111949951,100.00,5.216,K/sec,,,,,,
     0.216302233,75,,context-switches (S0-D0-C1),111950032,100.00,681.569,/sec,,,,,,
     0.328011429,111.85,msec,task-clock (S0-D0-C0),111850332,100.00,1.119,CPUs utilized,,,,,,
     0.328011429,948,,page-faults (S0-D0-C0),111851064,100.00,8.554,K/sec,,,,,,
     0.328011429,67,,context-switches (S0-D0-C0),111851024,100.00,604.586,/sec,,,,,,
     0.328011429,109.79,msec,task-clock (S0-D0-C1),109788993,100.00,1.098,CPUs utilized,,,,,,
     0.328011429,594,,page-faults (S0-D0-C1),109833798,100.00,5.360,K/sec,,,,,,
     0.328011429,64,,context-switches (S0-D0-C1),109833918,100.00,577.515,/sec,,,,,,
     0.361944007,30.41,msec,task-clock (S0-D0-C0),30407483,100.00,0.304,CPUs utilized,,,,,,
     0.361944007,374,,page-faults (S0-D0-C0),30406802,100.00,12.325,K/sec,,,,,,
     0.361944007,15,,context-switches (S0-D0-C0),30406771,100.00,494.318,/sec,,,,,,
     0.361944007,30.28,msec,task-clock (S0-D0-C1),30282145,100.00,0.303,CPUs utilized,,,,,,
     0.361944007,227,,page-faults (S0-D0-C1),30237361,100.00,7.481,K/sec,,,,,,
     0.361944007,22,,context-switches (S0-D0-C1),30237371,100.00,725.000,/sec,,,,,,
366.27,msec,task-clock (S0-D0-C0),366269161,100.00,1.012,CPUs utilized,,,,,,
3437,,page-faults (S0-D0-C0),366264922,100.00,9.410,K/sec,,,,,,
207,,context-switches (S0-D0-C0),366264190,100.00,566.755,/sec,,,,,,
364.21,msec,task-clock (S0-D0-C1),364205036,100.00,1.006,CPUs utilized,,,,,,
2364,,page-faults (S0-D0-C1),364201669,100.00,6.473,K/sec,,,,,,
253,,context-switches (S0-D0-C1),364201028,100.00,692.701,/sec,,,,,,
