# args: stat --replay tests/golden/replay/perf612-A-json
# exit: 0
# stderr: pmusched: warning: tests/golden/replay/perf612-A-json: 6 lines without a count skipped
# derivation: A real capture: perf 6.12.117 built from Debian's linux-source-6.12 (6.12.117) out of tree, on Debian 12 in a 2-CPU VM without a hardware PMU,
# derivation: 'perf stat -I 100 -A -a -j --summary -o FILE -e task-clock,page-faults,context-switches -- sleep 0.35'
# derivation: (tests/golden/replay/perf612-A-json).  Software events never multiplex: no bound, no
# derivation: MUX flag, the totals perf's own.  perf 6.12 names the events with their PMU ("task-clock [software]"): the replay keeps the name and so finds no clock for the metrics.  perf's summary objects: task-clock 379.35 and 376.02 msec (379.350531, 376.016318 less rounding), page-faults 1654 and 6264, context-switches 218 and 306; the replay gives the same.
# stdout:
#           time CPU                    counts unit events
     0.103984534 CPU0                   116.03 msec task-clock [software]                                              
     0.103984534 CPU1                   108.47 msec task-clock [software]                                              
     0.103984534 CPU0                      557      page-faults [software]                                             
     0.103984534 CPU1                     2375      page-faults [software]                                             
     0.103984534 CPU0                       62      context-switches [software]                                        
     0.103984534 CPU1                       78      context-switches [software]                                        
     0.212057783 CPU0                   107.85 msec task-clock [software]                                              
     0.212057783 CPU1                   111.55 msec task-clock [software]                                              
     0.212057783 CPU0                      521      page-faults [software]                                             
     0.212057783 CPU1                     1376      page-faults [software]                                             
     0.212057783 CPU0                       44      context-switches [software]                                        
     0.212057783 CPU1                       70      context-switches [software]                                        
     0.321513353 CPU0                   105.63 msec task-clock [software]                                              
     0.321513353 CPU1                   104.00 msec task-clock [software]                                              
     0.321513353 CPU0                      478      page-faults [software]                                             
     0.321513353 CPU1                     1524      page-faults [software]                                             
     0.321513353 CPU0                       72      context-switches [software]                                        
     0.321513353 CPU1                       87      context-switches [software]                                        
     0.371315722 CPU0                    49.84 msec task-clock [software]                                              
     0.371315722 CPU1                    52.00 msec task-clock [software]                                              
     0.371315722 CPU0                       98      page-faults [software]                                             
     0.371315722 CPU1                      989      page-faults [software]                                             
     0.371315722 CPU0                       40      context-switches [software]                                        
     0.371315722 CPU1                       71      context-switches [software]                                        

 Performance counter stats for 'tests/golden/replay/perf612-A-json' (4 intervals replayed):

CPU0                   379.35 msec task-clock [software]                                              
CPU1                   376.02 msec task-clock [software]                                              
CPU0                     1654      page-faults [software]                                             
CPU1                     6264      page-faults [software]                                             
CPU0                      218      context-switches [software]                                        
CPU1                      306      context-switches [software]                                        

       0.371315722 seconds time elapsed

