# args: stat --replay tests/golden/replay/perf619-s390-text
# exit: 0
# derivation: A real posted output of perf 6.19 (its -rc tree): the z/VM output quoted in the commit message of
# derivation: mainline e272628902c1 "perf test stat tests: Fix for virtualized machines" (Thomas Richter, V2 posted
# derivation: 7 Jan 2026, a fix for 6.19-rc), 'perf stat -a -- sleep 0.1' on s390 z/VM, in 6.19's default layout
# derivation: (cs_per_second, CPUs_utilized metric names).  tests/golden/replay/perf619-s390-text is the block as
# derivation: the commit message has it, its columns squeezed by the poster (the count ends before perf's 18-wide
# derivation: column; the reader takes such lines under perf's own "Performance counter stats for" header) and two
# derivation: metric names cut to "..." by the poster.  Software events, none multiplexed: no bound, no flag, and
# derivation: perf's counts back: 56 context-switches, 1210.41 msec cpu-clock, 12 cpu-migrations, 81 page-faults,
# derivation: 0.100891009 s.  The metrics are printed in the 6.1 layout (the default --perf-version): 46.265 /sec =
# derivation: 56 / 1.21041 s agrees with perf's 46.3 cs/sec; CPUs utilized is over the elapsed time (1210.41 /
# derivation: 100.891 = 11.997), where 6.19 divides by its duration_time event, not in the capture (perf: 11.9).
# stdout:

 Performance counter stats for 'tests/golden/replay/perf619-s390-text' (1 interval replayed):

                56      context-switches                 #   46.265 /sec                   
           1210.41 msec cpu-clock                        #   11.997 CPUs utilized          
                12      cpu-migrations                   #    9.914 /sec                   
                81      page-faults                      #   66.919 /sec                   

       0.100891009 seconds time elapsed

