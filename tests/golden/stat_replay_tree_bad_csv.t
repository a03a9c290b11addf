# args: stat --replay tests/golden/replay/tree-srf-bad-csv --cpu srf --kernel 6.12 --perf-version 6.12 -M tma_bad_speculation,tma_branch_mispredicts,tma_machine_clears --metric-no-threshold -x ,
# exit: 0
# stderr: pmusched: warning: 5 of 5 intervals: shares differ from the predicted schedule (another tool holding counters, the NMI watchdog, another kernel or CPU?)
# derivation: TopDown sum check (docs/mux-error.md, "Bounds on metrics"; pms_muxerr_mlist_trees()) on a
# derivation: hand-made perf 6.12 CSV capture of the list perf 6.12 builds for these metrics on Sierra Forest
# derivation: ({CPU_CLK_UNHALTED.CORE,TOPDOWN_BAD_SPECULATION.MACHINE_CLEARS}:W, {CLK,MISPREDICT}:W,
# derivation: {ALL_P,CLK}:W, metricgroup.c): five 1 s intervals, the three groups on different slices (50%,
# derivation: 40%, 30% running), CLK = 1.0e9, 1.2e9, 1.0e9, 1.2e9, 1.0e9 in each group, ALL_P = 0.6 CLK,
# derivation: MACHINE_CLEARS = 0.2 CLK, MISPREDICT = 0.5 CLK.  sierraforest JSON (6.12): tma_bad_speculation =
# derivation: ALL_P / (6 CLK) = 10.0%, tma_machine_clears = MACHINE_CLEARS / (6 CLK) = 3.3%,
# derivation: tma_branch_mispredicts = MISPREDICT / (6 CLK) = 8.33%; the last two carry MetricGroup
# derivation: tma_bad_speculation_group: the tree.  Difference 10.0 - 3.33 - 8.33 = -1.67.  Each node is a ratio
# derivation: of two events of one group whose rates move together (correlation 1): its error cancels to the
# derivation: central-difference curvature (metric [-0.0x%]); between groups the parts add as standard
# derivation: deviations (their overlap unknown), so the difference's interval is as narrow: [-1.67, -1.66] holds no 0: TOPDOWN-SUM-MISMATCH.
# derivation: The counts differ from the simulator's schedule (all fit on srf's 8 counters): the warning.
# derivation: CSV: a line topdown-tree, parent, children, difference, low, high, flag; JSON: an object of the same.
     1.000000000,1000000000,,CPU_CLK_UNHALTED.CORE,500000000,50.00,3.3,%  tma_machine_clears,100.00,differs from the predicted schedule,805223603,1194776397,MUX-UNRELIABLE,3.327403,3.339264,
     1.000000000,200000000,,TOPDOWN_BAD_SPECULATION.MACHINE_CLEARS,500000000,50.00,,,100.00,differs from the predicted schedule,161044717,238955283,MUX-UNRELIABLE,,,
     1.000000000,1000000000,,CPU_CLK_UNHALTED.CORE,400000000,40.00,8.3,%  tma_branch_mispredicts,100.00,differs from the predicted schedule,776667850,1223332150,MUX-UNRELIABLE,8.310920,8.355747,
     1.000000000,500000000,,TOPDOWN_BAD_SPECULATION.MISPREDICT,400000000,40.00,,,100.00,differs from the predicted schedule,388333922,611666078,MUX-UNRELIABLE,,,
     1.000000000,600000000,,TOPDOWN_BAD_SPECULATION.ALL_P,300000000,30.00,10.0,%  tma_bad_speculation,100.00,differs from the predicted schedule,445178097,754821903,MUX-UNRELIABLE,9.958347,10.041653,
     1.000000000,1000000000,,CPU_CLK_UNHALTED.CORE,300000000,30.00,,,100.00,differs from the predicted schedule,741963500,1258036500,MUX-UNRELIABLE,,,
     2.000000000,1200000000,,CPU_CLK_UNHALTED.CORE,500000000,50.00,3.3,%  tma_machine_clears,100.00,differs from the predicted schedule,1005223603,1394776397,MUX-UNRELIABLE,3.329911,3.336756,
     2.000000000,240000000,,TOPDOWN_BAD_SPECULATION.MACHINE_CLEARS,500000000,50.00,,,100.00,differs from the predicted schedule,201044717,278955283,MUX-UNRELIABLE,,,
     2.000000000,1200000000,,CPU_CLK_UNHALTED.CORE,400000000,40.00,8.3,%  tma_branch_mispredicts,100.00,differs from the predicted schedule,976667850,1423332150,MUX-UNRELIABLE,8.320410,8.346257,
     2.000000000,600000000,,TOPDOWN_BAD_SPECULATION.MISPREDICT,400000000,40.00,,,100.00,differs from the predicted schedule,488333922,711666078,MUX-UNRELIABLE,,,
     2.000000000,720000000,,TOPDOWN_BAD_SPECULATION.ALL_P,300000000,30.00,10.0,%  tma_bad_speculation,100.00,differs from the predicted schedule,565178097,874821903,MUX-UNRELIABLE,9.976014,10.023986,
     2.000000000,1200000000,,CPU_CLK_UNHALTED.CORE,300000000,30.00,,,100.00,differs from the predicted schedule,941963500,1458036500,MUX-UNRELIABLE,,,
     3.000000000,1000000000,,CPU_CLK_UNHALTED.CORE,500000000,50.00,3.3,%  tma_machine_clears,100.00,differs from the predicted schedule,805223603,1194776397,MUX-UNRELIABLE,3.327403,3.339264,
     3.000000000,200000000,,TOPDOWN_BAD_SPECULATION.MACHINE_CLEARS,500000000,50.00,,,100.00,differs from the predicted schedule,161044717,238955283,MUX-UNRELIABLE,,,
     3.000000000,1000000000,,CPU_CLK_UNHALTED.CORE,400000000,40.00,8.3,%  tma_branch_mispredicts,100.00,differs from the predicted schedule,776667850,1223332150,MUX-UNRELIABLE,8.310920,8.355747,
     3.000000000,500000000,,TOPDOWN_BAD_SPECULATION.MISPREDICT,400000000,40.00,,,100.00,differs from the predicted schedule,388333922,611666078,MUX-UNRELIABLE,,,
     3.000000000,600000000,,TOPDOWN_BAD_SPECULATION.ALL_P,300000000,30.00,10.0,%  tma_bad_speculation,100.00,differs from the predicted schedule,445178097,754821903,MUX-UNRELIABLE,9.958347,10.041653,
     3.000000000,1000000000,,CPU_CLK_UNHALTED.CORE,300000000,30.00,,,100.00,differs from the predicted schedule,741963500,1258036500,MUX-UNRELIABLE,,,
     4.000000000,1200000000,,CPU_CLK_UNHALTED.CORE,500000000,50.00,3.3,%  tma_machine_clears,100.00,differs from the predicted schedule,1005223603,1394776397,MUX-UNRELIABLE,3.329911,3.336756,
     4.000000000,240000000,,TOPDOWN_BAD_SPECULATION.MACHINE_CLEARS,500000000,50.00,,,100.00,differs from the predicted schedule,201044717,278955283,MUX-UNRELIABLE,,,
     4.000000000,1200000000,,CPU_CLK_UNHALTED.CORE,400000000,40.00,8.3,%  tma_branch_mispredicts,100.00,differs from the predicted schedule,976667850,1423332150,MUX-UNRELIABLE,8.320410,8.346257,
     4.000000000,600000000,,TOPDOWN_BAD_SPECULATION.MISPREDICT,400000000,40.00,,,100.00,differs from the predicted schedule,488333922,711666078,MUX-UNRELIABLE,,,
     4.000000000,720000000,,TOPDOWN_BAD_SPECULATION.ALL_P,300000000,30.00,10.0,%  tma_bad_speculation,100.00,differs from the predicted schedule,565178097,874821903,MUX-UNRELIABLE,9.976014,10.023986,
     4.000000000,1200000000,,CPU_CLK_UNHALTED.CORE,300000000,30.00,,,100.00,differs from the predicted schedule,941963500,1458036500,MUX-UNRELIABLE,,,
     5.000000000,1000000000,,CPU_CLK_UNHALTED.CORE,500000000,50.00,3.3,%  tma_machine_clears,100.00,differs from the predicted schedule,805223603,1194776397,MUX-UNRELIABLE,3.327403,3.339264,
     5.000000000,200000000,,TOPDOWN_BAD_SPECULATION.MACHINE_CLEARS,500000000,50.00,,,100.00,differs from the predicted schedule,161044717,238955283,MUX-UNRELIABLE,,,
     5.000000000,1000000000,,CPU_CLK_UNHALTED.CORE,400000000,40.00,8.3,%  tma_branch_mispredicts,100.00,differs from the predicted schedule,776667850,1223332150,MUX-UNRELIABLE,8.310920,8.355747,
     5.000000000,500000000,,TOPDOWN_BAD_SPECULATION.MISPREDICT,400000000,40.00,,,100.00,differs from the predicted schedule,388333922,611666078,MUX-UNRELIABLE,,,
     5.000000000,600000000,,TOPDOWN_BAD_SPECULATION.ALL_P,300000000,30.00,10.0,%  tma_bad_speculation,100.00,differs from the predicted schedule,445178097,754821903,MUX-UNRELIABLE,9.958347,10.041653,
     5.000000000,1000000000,,CPU_CLK_UNHALTED.CORE,300000000,30.00,,,100.00,differs from the predicted schedule,741963500,1258036500,MUX-UNRELIABLE,,,
5400000000,,CPU_CLK_UNHALTED.CORE,2500000000,50.00,3.3,%  tma_machine_clears,4964466735,5835533265,MUX-UNRELIABLE,3.332915,3.333751,
1080000000,,TOPDOWN_BAD_SPECULATION.MACHINE_CLEARS,2500000000,50.00,,,992893338,1167106662,MUX-UNRELIABLE,,,
5400000000,,CPU_CLK_UNHALTED.CORE,2000000000,40.00,8.3,%  tma_branch_mispredicts,4900614131,5899385869,MUX-UNRELIABLE,8.331758,8.334909,
2700000000,,TOPDOWN_BAD_SPECULATION.MISPREDICT,2000000000,40.00,,,2450307058,2949692942,MUX-UNRELIABLE,,,
3240000000,,TOPDOWN_BAD_SPECULATION.ALL_P,1500000000,30.00,10.0,%  tma_bad_speculation,2893807700,3586192300,MUX-UNRELIABLE,9.997082,10.002918,
5400000000,,CPU_CLK_UNHALTED.CORE,1500000000,30.00,,,4823012846,5976987154,MUX-UNRELIABLE,,,
topdown-tree,tma_bad_speculation,tma_machine_clears + tma_branch_mispredicts,-1.666667,-1.671579,-1.661755,TOPDOWN-SUM-MISMATCH
