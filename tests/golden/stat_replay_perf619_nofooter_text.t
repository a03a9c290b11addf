# args: stat --replay tests/golden/replay/perf619-s390-nofooter-text
# exit: 0
# derivation: The real perf 6.19 z/VM block of stat_replay_perf619_s390_text.t (mainline e272628902c1's commit
# derivation: message) with its "seconds time elapsed" line removed, as a report pasted without its footer.  Without
# derivation: stamps or that line the run's length is unknown: no elapsed line is printed and no CPUs utilized
# derivation: (cpu-clock over the elapsed time) is given, where an earlier reader made up 1 s (1.210 CPUs).  The
# derivation: counts are perf's (56, 1210.41 msec, 12, 81) and the /sec rates are over cpu-clock, as in the golden
# derivation: with the footer (56 / 1.21041 s = 46.265).
# stdout:

 Performance counter stats for 'tests/golden/replay/perf619-s390-nofooter-text' (1 interval replayed):

                56      context-switches                 #   46.265 /sec                   
           1210.41 msec cpu-clock                                                          
                12      cpu-migrations                   #    9.914 /sec                   
                81      page-faults                      #   66.919 /sec                   

