# args: stat --replay tests/golden/replay/metric-csv -x ,
# exit: 0
# derivation: Bounds on the metrics perf prints (docs/mux-error.md, "Bounds on metrics"), on a
# derivation: hand-made perf 6.1 CSV capture (tests/golden/replay/metric-csv): five 100 ms
# derivation: intervals; task-clock counted all the time (100 ms each); cycles 1.0e8, 1.2e8,
# derivation: 1.0e8, 1.2e8, 1.0e8 at 50 ms running (50.00); instructions twice cycles at 49 ms
# derivation: (49.00), other slices; branches 0.2 x cycles and branch-misses 0.05 x branches,
# derivation: both 25 ms (25.00): one schedule.  The counts' bounds follow the worked example's
# derivation: method (stat_replay_csv.t; t(0.95, 14/3) = 2.0472824 here too).  The metrics
# derivation: (perf_stat__print_shadow_stats(), stat-shadow.c 6.1) and their intervals:
# derivation: - CPUs utilized: task-clock only, never multiplexed: no interval.
# derivation: - GHz = cycles / task-clock and M/sec = branches / task-clock: the count's own
# derivation:   relative interval (task-clock exact): 18.62%, 15.51%; run 7.71%, 10.80%.
# derivation: - insn per cycle = instructions / cycles on different slices: their rates move
# derivation:   together (log-difference correlation 1), the capture cannot say how the slices
# derivation:   overlapped, so the errors are taken opposite (the sign that widens): the relative
# derivation:   half-widths add.  The slope along cycles is a central difference over one sd
# derivation:   h, -I/(C^2 - h^2), i.e. 1/(1 - r^2) times the linear one with r = 18.62% / t:
# derivation:   18.62 x 1.00834 + 18.86 = 37.63% (interval 1); run 7.71 x 1.00142 + 7.81 = 15.53%.
# derivation: - of all branches = misses / branches on one schedule with proportional rates
# derivation:   (correlation 1): the errors move together and cancel but for that same
# derivation:   curvature, 26.09% x r^2 / (1 - r^2), r = 26.09% / t = 0.12744: 0.43% (0.25% at
# derivation:   21.74%, 0.03% for the run's 10.80%).
# derivation: CSV adds the metric's low, high and a flag after the count's fields; JSON puts
# derivation: "metric-ci-low" and "metric-ci-high" before "metric-value" (the same ends).
# derivation: A metric whose interval is wider than --mux-threshold (10%: high - low, in percent of the value) is
# derivation: MUX-UNRELIABLE, as a count is: every one here but the branch ratio (0.86% wide; 0.06% for the run).
     0.100000000,100.00,msec,task-clock,100000000,100.00,1.000,CPUs utilized,,,,,,
     0.100000000,100000000,,cycles,50000000,50.00,1.000,GHz,81383711,118616289,MUX-UNRELIABLE,0.813837,1.186163,MUX-UNRELIABLE
     0.100000000,200000000,,instructions,49000000,49.00,2.00,insn per cycle,162278598,237721402,MUX-UNRELIABLE,1.247356,2.752644,MUX-UNRELIABLE
     0.100000000,20000000,,branches,25000000,25.00,200.000,M/sec,14782947,25217053,MUX-UNRELIABLE,147.829467,252.170533,MUX-UNRELIABLE
     0.100000000,1000000,,branch-misses,25000000,25.00,5.00,of all branches,739137,1260863,MUX-UNRELIABLE,4.978530,5.021470,
     0.200000000,100.00,msec,task-clock,100000000,100.00,1.000,CPUs utilized,,,,,,
     0.200000000,120000000,,cycles,50000000,50.00,1.200,GHz,101383711,138616289,MUX-UNRELIABLE,1.013837,1.386163,MUX-UNRELIABLE
     0.200000000,240000000,,instructions,49000000,49.00,2.00,insn per cycle,202278598,277721402,MUX-UNRELIABLE,1.373592,2.626408,MUX-UNRELIABLE
     0.200000000,24000000,,branches,25000000,25.00,240.000,M/sec,18782947,29217053,MUX-UNRELIABLE,187.829467,292.170533,MUX-UNRELIABLE
     0.200000000,1200000,,branch-misses,25000000,25.00,5.00,of all branches,939137,1460863,MUX-UNRELIABLE,4.987651,5.012349,
     0.300000000,100.00,msec,task-clock,100000000,100.00,1.000,CPUs utilized,,,,,,
     0.300000000,100000000,,cycles,50000000,50.00,1.000,GHz,81383711,118616289,MUX-UNRELIABLE,0.813837,1.186163,MUX-UNRELIABLE
     0.300000000,200000000,,instructions,49000000,49.00,2.00,insn per cycle,162278598,237721402,MUX-UNRELIABLE,1.247356,2.752644,MUX-UNRELIABLE
     0.300000000,20000000,,branches,25000000,25.00,200.000,M/sec,14782947,25217053,MUX-UNRELIABLE,147.829467,252.170533,MUX-UNRELIABLE
     0.300000000,1000000,,branch-misses,25000000,25.00,5.00,of all branches,739137,1260863,MUX-UNRELIABLE,4.978530,5.021470,
     0.400000000,100.00,msec,task-clock,100000000,100.00,1.000,CPUs utilized,,,,,,
     0.400000000,120000000,,cycles,50000000,50.00,1.200,GHz,101383711,138616289,MUX-UNRELIABLE,1.013837,1.386163,MUX-UNRELIABLE
     0.400000000,240000000,,instructions,49000000,49.00,2.00,insn per cycle,202278598,277721402,MUX-UNRELIABLE,1.373592,2.626408,MUX-UNRELIABLE
     0.400000000,24000000,,branches,25000000,25.00,240.000,M/sec,18782947,29217053,MUX-UNRELIABLE,187.829467,292.170533,MUX-UNRELIABLE
     0.400000000,1200000,,branch-misses,25000000,25.00,5.00,of all branches,939137,1460863,MUX-UNRELIABLE,4.987651,5.012349,
     0.500000000,100.00,msec,task-clock,100000000,100.00,1.000,CPUs utilized,,,,,,
     0.500000000,100000000,,cycles,50000000,50.00,1.000,GHz,81383711,118616289,MUX-UNRELIABLE,0.813837,1.186163,MUX-UNRELIABLE
     0.500000000,200000000,,instructions,49000000,49.00,2.00,insn per cycle,162278598,237721402,MUX-UNRELIABLE,1.247356,2.752644,MUX-UNRELIABLE
     0.500000000,20000000,,branches,25000000,25.00,200.000,M/sec,14782947,25217053,MUX-UNRELIABLE,147.829467,252.170533,MUX-UNRELIABLE
     0.500000000,1000000,,branch-misses,25000000,25.00,5.00,of all branches,739137,1260863,MUX-UNRELIABLE,4.978530,5.021470,
500.00,msec,task-clock,500000000,100.00,1.000,CPUs utilized,,,,,,
540000000,,cycles,250000000,50.00,1.080,GHz,498372712,581627288,MUX-UNRELIABLE,0.996745,1.163255,MUX-UNRELIABLE
1080000000,,instructions,245000000,49.00,2.00,insn per cycle,995652382,1164347618,MUX-UNRELIABLE,1.689407,2.310593,MUX-UNRELIABLE
108000000,,branches,125000000,25.00,216.000,M/sec,96334314,119665686,MUX-UNRELIABLE,192.668629,239.331371,MUX-UNRELIABLE
5400000,,branch-misses,125000000,25.00,5.00,of all branches,4816692,5983308,MUX-UNRELIABLE,4.998514,5.001486,
