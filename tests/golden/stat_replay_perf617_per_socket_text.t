# args: stat --replay tests/golden/replay/perf617-per-socket-text -I 1000
# exit: 0
# derivation: A real posted output of perf 6.17 (its development tree): the "After:" block of "[PATCH v3] perf stat:
# derivation: Fix uncore aggregation number" (Chun-Tse Shao, 24 Jun 2025, linux-perf-users; the 6.17 change that
# derivation: renamed the aggregation column "cpus" to "ctrs", and "aggregate-number" to "counters" in JSON).
# derivation: 'perf stat -e clockticks -I 1000 --per-socket' on a 2-socket machine (SNC3, uncore_imc_0..11, cpumask
# derivation: "0,120"); tests/golden/replay/perf617-per-socket-text is the block as the commit message has it (its
# derivation: 2-column indent kept), the command line above it left out.  The ctrs column (12: the merged uncore
# derivation: PMUs) is read as the aggregation's counter number.  No run/enabled percentage is shown: nothing is
# derivation: multiplexed, no bound.  perf's counts back, per socket: S0 9619677996, S1 9618612614 clockticks, at the
# derivation: stamp 1.001026071.
# stdout:
#           time             counts unit events
     1.001026071         9619677996      clockticks (S0)                                                    
     1.001026071         9618612614      clockticks (S1)                                                    

 Performance counter stats for 'tests/golden/replay/perf617-per-socket-text' (1 interval replayed):

        9619677996      clockticks (S0)                                                    
        9618612614      clockticks (S1)                                                    

       1.001026071 seconds time elapsed

