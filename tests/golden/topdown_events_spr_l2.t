# args: topdown events --cpu spr --kernel 6.12 --level 2
# exit: 0
# derivation: The events: spr's aliases add topdown-heavy-ops/-br-mispredict/-fetch-lat/-mem-bound (EVENT_ATTR_STR td_heavy_ops etc., arch/x86/events/intel/core.c 6.12; umask 0x84..0x87 = metrics 4..7); slots on FIXED3 and metric i on METRIC_BASE + i (arch/x86/include/asm/perf_event.h 6.12): one group, no multiplexing.
# derivation: Limit: checked the events and counters against the kernel; not checked against a real perf 6.12 --topdown --td-level 2 run (no SPR PMU here), where perf takes the TopdownL2 metric group's events.
# derivation: perf's text lines, their widths per release and the 6.1/6.12 metric column: tests/golden/
# derivation: README.md, "perf stat's text lines" (recorded from real perf, tests/kernel/interval/).
# derivation: The note after -e: perf 6.4 and later build --topdown from the TopdownL<level> metric group (builtin-stat.c, 1647cd5b8802698fb49ccb851b07b098520b5092 "perf stat: Implement --topdown using json metrics", perf-tools-for-v6.4); kernel 6.12 implies perf 6.12, so the note is printed with the level.
perf stat --topdown (level 2) on spr, Linux 6.12, HT on, NMI watchdog on:
  -e '{slots,topdown-retiring,topdown-bad-spec,topdown-fe-bound,topdown-be-bound,topdown-heavy-ops,topdown-br-mispredict,topdown-fetch-lat,topdown-mem-bound}'
  perf 6.4 and later build --topdown from the TopdownL2 metric group; this is
  the PERF_METRICS group its metrics read ('pmusched predict --topdown' models perf's list)

           <count>      slots                            #      <?> <not modelled>            
           <count>      topdown-retiring                 #      <?> <not modelled>            
           <count>      topdown-bad-spec                 #      <?> <not modelled>            
           <count>      topdown-fe-bound                 #      <?> <not modelled>            
           <count>      topdown-be-bound                 #      <?> <not modelled>            
           <count>      topdown-heavy-ops                #      <?> <not modelled>            
           <count>      topdown-br-mispredict            #      <?> <not modelled>            
           <count>      topdown-fetch-lat                #      <?> <not modelled>            
           <count>      topdown-mem-bound                #      <?> <not modelled>            

fits without multiplexing: the group is on its counters all the time
  slots                        FIXED3
  topdown-retiring             METRIC0
  topdown-bad-spec             METRIC1
  topdown-fe-bound             METRIC2
  topdown-be-bound             METRIC3
  topdown-heavy-ops            METRIC4
  topdown-br-mispredict        METRIC5
  topdown-fetch-lat            METRIC6
  topdown-mem-bound            METRIC7
