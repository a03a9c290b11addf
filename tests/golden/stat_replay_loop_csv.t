# args: stat --replay tests/golden/replay/loop-csv -x ,
# exit: 0
# derivation: A capture written by hand for the loop rule (docs/mux-error.md, "Loops in step
# derivation: with the rotation"): -I 10, 24 intervals; cycles counted all the time, 6e6 and
# derivation: 4e6 alternating (a 4 ms square wave at 1 and 0 per ns, read in 10 ms
# derivation: intervals holds 6 and 4 ms of its high half in turn); branches on a counter
# derivation: 50% of the time (5 ms), 1.0e6 and 1.1e6 alternating.  By hand, cycles' rates
# derivation: (per ns): 0.6, 0.4, ...: D(1) = 0.04, D(2) = D(4) = 0 with 22 and 20
# derivation: differences; the floor is max((0.003 * 0.5)^2, 10 * 2 * 0.5 / 1e7) = 2.25e-6,
# derivation: so a repeat at 2 intervals (20 ms).  Every count of the aggregation then has
# derivation: the counted part as its only bound: 25.2e6 * 0.5 = 12.6e6 for the total (-50%),
# derivation: 0.5e6 and 0.55e6 per interval, no high end, MUX-UNBOUNDED; the note names
# derivation: cycles and the 20 ms repeat.  Exact figures, nothing rounded.
     0.010000000,6000000,,cycles,10000000,100.00,,,,,
     0.010000000,1000000,,branches,5000000,50.00,,,500000,,MUX-UNBOUNDED
     0.020000000,4000000,,cycles,10000000,100.00,,,,,
     0.020000000,1100000,,branches,5000000,50.00,,,550000,,MUX-UNBOUNDED
     0.030000000,6000000,,cycles,10000000,100.00,,,,,
     0.030000000,1000000,,branches,5000000,50.00,,,500000,,MUX-UNBOUNDED
     0.040000000,4000000,,cycles,10000000,100.00,,,,,
     0.040000000,1100000,,branches,5000000,50.00,,,550000,,MUX-UNBOUNDED
     0.050000000,6000000,,cycles,10000000,100.00,,,,,
     0.050000000,1000000,,branches,5000000,50.00,,,500000,,MUX-UNBOUNDED
     0.060000000,4000000,,cycles,10000000,100.00,,,,,
     0.060000000,1100000,,branches,5000000,50.00,,,550000,,MUX-UNBOUNDED
     0.070000000,6000000,,cycles,10000000,100.00,,,,,
     0.070000000,1000000,,branches,5000000,50.00,,,500000,,MUX-UNBOUNDED
     0.080000000,4000000,,cycles,10000000,100.00,,,,,
     0.080000000,1100000,,branches,5000000,50.00,,,550000,,MUX-UNBOUNDED
     0.090000000,6000000,,cycles,10000000,100.00,,,,,
     0.090000000,1000000,,branches,5000000,50.00,,,500000,,MUX-UNBOUNDED
     0.100000000,4000000,,cycles,10000000,100.00,,,,,
     0.100000000,1100000,,branches,5000000,50.00,,,550000,,MUX-UNBOUNDED
     0.110000000,6000000,,cycles,10000000,100.00,,,,,
     0.110000000,1000000,,branches,5000000,50.00,,,500000,,MUX-UNBOUNDED
     0.120000000,4000000,,cycles,10000000,100.00,,,,,
     0.120000000,1100000,,branches,5000000,50.00,,,550000,,MUX-UNBOUNDED
     0.130000000,6000000,,cycles,10000000,100.00,,,,,
     0.130000000,1000000,,branches,5000000,50.00,,,500000,,MUX-UNBOUNDED
     0.140000000,4000000,,cycles,10000000,100.00,,,,,
     0.140000000,1100000,,branches,5000000,50.00,,,550000,,MUX-UNBOUNDED
     0.150000000,6000000,,cycles,10000000,100.00,,,,,
     0.150000000,1000000,,branches,5000000,50.00,,,500000,,MUX-UNBOUNDED
     0.160000000,4000000,,cycles,10000000,100.00,,,,,
     0.160000000,1100000,,branches,5000000,50.00,,,550000,,MUX-UNBOUNDED
     0.170000000,6000000,,cycles,10000000,100.00,,,,,
     0.170000000,1000000,,branches,5000000,50.00,,,500000,,MUX-UNBOUNDED
     0.180000000,4000000,,cycles,10000000,100.00,,,,,
     0.180000000,1100000,,branches,5000000,50.00,,,550000,,MUX-UNBOUNDED
     0.190000000,6000000,,cycles,10000000,100.00,,,,,
     0.190000000,1000000,,branches,5000000,50.00,,,500000,,MUX-UNBOUNDED
     0.200000000,4000000,,cycles,10000000,100.00,,,,,
     0.200000000,1100000,,branches,5000000,50.00,,,550000,,MUX-UNBOUNDED
     0.210000000,6000000,,cycles,10000000,100.00,,,,,
     0.210000000,1000000,,branches,5000000,50.00,,,500000,,MUX-UNBOUNDED
     0.220000000,4000000,,cycles,10000000,100.00,,,,,
     0.220000000,1100000,,branches,5000000,50.00,,,550000,,MUX-UNBOUNDED
     0.230000000,6000000,,cycles,10000000,100.00,,,,,
     0.230000000,1000000,,branches,5000000,50.00,,,500000,,MUX-UNBOUNDED
     0.240000000,4000000,,cycles,10000000,100.00,,,,,
     0.240000000,1100000,,branches,5000000,50.00,,,550000,,MUX-UNBOUNDED
120000000,,cycles,240000000,100.00,,,,,
25200000,,branches,120000000,50.00,,,12600000,,MUX-UNBOUNDED
