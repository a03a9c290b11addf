# args: topdown events --cpu icl --kernel 6.12
# exit: 0
perf stat --topdown (level 1) on icl, Linux 6.12, HT on, NMI watchdog on:
  -e '{slots,topdown-retiring,topdown-bad-spec,topdown-fe-bound,topdown-be-bound}'

           <count>      slots                                   
           <count>      topdown-retiring                        
           <count>      topdown-bad-spec                        
           <count>      topdown-fe-bound                        
           <count>      topdown-be-bound                        

fits without multiplexing: the group is on its counters all the time
  slots                        FIXED3
  topdown-retiring             METRIC0
  topdown-bad-spec             METRIC1
  topdown-fe-bound             METRIC2
  topdown-be-bound             METRIC3
