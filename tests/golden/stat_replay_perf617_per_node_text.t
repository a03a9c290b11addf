# args: stat --replay tests/golden/replay/perf617-per-node-text -I 1000
# exit: 0
# derivation: A real posted output of perf 6.17 (its development tree): the second "After:" block of "[PATCH v3]
# derivation: perf stat: Fix uncore aggregation number" (Chun-Tse Shao, 24 Jun 2025, linux-perf-users), 'perf stat
# derivation: -e clockticks -I 1000 --per-node' on the same 2-socket SNC3 machine: 6 nodes, ctrs 4 each
# derivation: (tests/golden/replay/perf617-per-node-text, the block as posted, command line left out).  Not
# derivation: multiplexed (no percentage): no bound.  perf's counts back: N0 3207251859, N1 3207315930, N2
# derivation: 3206981828, N3 3206566126, N4 3206032609, N5 3205651355, at 1.001027449.
# stdout:
#           time             counts unit events
     1.001027449         3207251859      clockticks (N0)                                                    
     1.001027449         3207315930      clockticks (N1)                                                    
     1.001027449         3206981828      clockticks (N2)                                                    
     1.001027449         3206566126      clockticks (N3)                                                    
     1.001027449         3206032609      clockticks (N4)                                                    
     1.001027449         3205651355      clockticks (N5)                                                    

 Performance counter stats for 'tests/golden/replay/perf617-per-node-text' (1 interval replayed):

        3207251859      clockticks (N0)                                                    
        3207315930      clockticks (N1)                                                    
        3206981828      clockticks (N2)                                                    
        3206566126      clockticks (N3)                                                    
        3206032609      clockticks (N4)                                                    
        3205651355      clockticks (N5)                                                    

       1.001027449 seconds time elapsed

