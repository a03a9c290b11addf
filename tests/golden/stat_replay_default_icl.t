# args: stat --replay tests/golden/replay/default-d-icl-csv --cpu icl --kernel 6.12 -d
# exit: 0
# stderr: pmusched: warning: 1 of 1 intervals: shares differ from the predicted schedule (another tool holding counters, the NMI watchdog, another kernel or CPU?)
# derivation: A -I 1000 -x , capture (counts chosen by hand) of what perf 6.12 opens for -d with no -e on icelake: the default
# derivation: set, the Default metric group (TopdownL1: TOPDOWN.SLOTS, the four topdown events, INT_MISC.CLEARS_COUNT,
# derivation: INT_MISC.UOP_DROPPING) and -d's four (builtin-stat.c add_default_attributes(), 6.12).  The Default group's
# derivation: events are default_metricgroup: perf_stat__skip_metric_event() (stat-shadow.c) drops every line but
# derivation: TOPDOWN.SLOTS's, which printout() (stat-display.c) prints with no count: ' %32s' of "TopdownL1" padded to 49
# derivation: (print_metricgroup_header_std()), then each metric (print_metric_std()), ascending by name (metricgroup.c
# derivation: default_metricgroup_cmp() sorts descending, list_add() reverses).  Values (icelake JSON, 6.12): slots 2000,
# derivation: sum of the four 2000: tma_retiring 1000/2000 = 50.0; tma_frontend_bound 400/2000 - 50/2000 = 17.5;
# derivation: tma_backend_bound 400/2000 + 5 * 100/2000 = 45.0; tma_bad_speculation max(0, 1 - 0.175 - 0.45 - 0.5) = 0.0.
# derivation: The shares differ from the predicted schedule (-d multiplexes on icl with the watchdog), hence the warning.
# derivation: The last line is the TopDown sum check (pms_muxerr_mlist_trees()): the four level-1 shares of the slots
# derivation: add to 50.0 + 17.5 + 0.0 + 45.0 = 112.5, not 100 (bad speculation clamped at 0 by max()): -12.50, with
# derivation: no interval (every count ran all its time), so the tree is flagged TOPDOWN-SUM-MISMATCH.
# stdout:
#           time             counts unit events
     1.000000000            1000.00 msec task-clock                       #    1.000 CPUs utilized            [predicted 100.00%]
     1.000000000                 10      context-switches                 #   10.000 /sec                     [predicted 100.00%]
     1.000000000                  1      cpu-migrations                   #    1.000 /sec                     [predicted 100.00%]
     1.000000000                100      page-faults                      #  100.000 /sec                     [predicted 100.00%]
     1.000000000            4000000      cycles                           #    0.004 GHz                      [predicted 81.60%: differs from the predicted schedule]
     1.000000000            3000000      instructions                     #    0.75  insn per cycle           [predicted 90.80%: differs from the predicted schedule]
     1.000000000             500000      branches                         #  500.000 K/sec                    [predicted 90.80%: differs from the predicted schedule]
     1.000000000               5000      branch-misses                    #    1.00% of all branches          [predicted 81.60%: differs from the predicted schedule]
     1.000000000                         TopdownL1                 #     45.0 %  tma_backend_bound   
     1.000000000                                                   #      0.0 %  tma_bad_speculation 
     1.000000000                                                   #     17.5 %  tma_frontend_bound  
     1.000000000                                                   #     50.0 %  tma_retiring          [predicted 90.80%: differs from the predicted schedule]
     1.000000000             900000      L1-dcache-loads                  #  900.000 K/sec                    [predicted 91.20%: differs from the predicted schedule]
     1.000000000               9000      L1-dcache-load-misses            #    1.00% of all L1-dcache accesses  [predicted 91.20%: differs from the predicted schedule]
     1.000000000                800      LLC-loads                        #  800.000 /sec                     [predicted 91.20%: differs from the predicted schedule]
     1.000000000                 80      LLC-load-misses                  #   10.00% of all LL-cache accesses  [predicted 90.80%: differs from the predicted schedule]

 Performance counter stats for 'tests/golden/replay/default-d-icl-csv' (1 interval replayed):

           1000.00 msec task-clock                       #    1.000 CPUs utilized          
                10      context-switches                 #   10.000 /sec                   
                 1      cpu-migrations                   #    1.000 /sec                   
               100      page-faults                      #  100.000 /sec                   
           4000000      cycles                           #    0.004 GHz                    
           3000000      instructions                     #    0.75  insn per cycle         
            500000      branches                         #  500.000 K/sec                  
              5000      branch-misses                    #    1.00% of all branches        
                        TopdownL1                 #     45.0 %  tma_backend_bound   
                                                  #      0.0 %  tma_bad_speculation 
                                                  #     17.5 %  tma_frontend_bound  
                                                  #     50.0 %  tma_retiring        
            900000      L1-dcache-loads                  #  900.000 K/sec                  
              9000      L1-dcache-load-misses            #    1.00% of all L1-dcache accesses
               800      LLC-loads                        #  800.000 /sec                   
                80      LLC-load-misses                  #   10.00% of all LL-cache accesses

       1.000000000 seconds time elapsed

 TopDown: the slots (100.00) - (tma_retiring + tma_frontend_bound + tma_bad_speculation + tma_backend_bound) = -12.50: TOPDOWN-SUM-MISMATCH, the children do not add up to their parent
