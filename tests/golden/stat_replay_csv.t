# args: stat --replay tests/golden/replay/worked-csv -x ,
# exit: 0
# derivation: The worked example (stat_replay_text.t) as perf's CSV (-x ,) has it: 50 ms
# derivation: running and perf's integer percentage, 50.00.  That percentage only says
# derivation: the share lies in [50%, 51%) and no event ran all the time to tell the
# derivation: enabled time, so it is taken at the midpoint: E = 100 * 50 ms / 50.5 =
# derivation: 99.0099 ms, f = 0.505.  By hand: rate differences 2e5 / E, s2 = 2.5e7 *
# derivation: (2e5 / E)^2 = 102.01 (B: 408.04), prior the same plus Poisson, s2 =
# derivation: 102.0146 after the weights 2 and 8/3; variance s2 * 2.5e8 * 0.495 /
# derivation: 0.505^2; half-width 2.0472824 * sd = 455502 for A (8.44%), 910994 for B.
# derivation: Intervals: E sqrt(0.495 s2 / 50 ms) * t = 203707 (A), 407409 (B).  The
# derivation: bound fields follow perf's: low, high (the unit's), the flag.
# derivation: The last three fields are the metric's bound (low, high, flag), empty: no metric here reads a multiplexed count.
     0.100000000,1000000,,r01c2,50000000,50.00,,,796293,1203707,MUX-UNRELIABLE,,,
     0.100000000,2000000,,r02c2,50000000,50.00,,,1592591,2407409,MUX-UNRELIABLE,,,
     0.200000000,1200000,,r01c2,50000000,50.00,,,996293,1403707,MUX-UNRELIABLE,,,
     0.200000000,2400000,,r02c2,50000000,50.00,,,1992591,2807409,MUX-UNRELIABLE,,,
     0.300000000,1000000,,r01c2,50000000,50.00,,,796293,1203707,MUX-UNRELIABLE,,,
     0.300000000,2000000,,r02c2,50000000,50.00,,,1592591,2407409,MUX-UNRELIABLE,,,
     0.400000000,1200000,,r01c2,50000000,50.00,,,996293,1403707,MUX-UNRELIABLE,,,
     0.400000000,2400000,,r02c2,50000000,50.00,,,1992591,2807409,MUX-UNRELIABLE,,,
     0.500000000,1000000,,r01c2,50000000,50.00,,,796293,1203707,MUX-UNRELIABLE,,,
     0.500000000,2000000,,r02c2,50000000,50.00,,,1592591,2407409,MUX-UNRELIABLE,,,
5400000,,r01c2,250000000,50.00,,,4944498,5855502,MUX-UNRELIABLE,,,
10800000,,r02c2,250000000,50.00,,,9889006,11710994,MUX-UNRELIABLE,,,
