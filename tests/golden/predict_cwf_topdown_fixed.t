# args: predict --cpu cwf --kernel 6.16 --no-schedule -e 'topdown-retiring,topdown-fe-bound,topdown-bad-spec,instructions,cycles'
# exit: 0
# derivation: Clearwater Forest (ATOM_DARKMONT_X case, 48d66c89dce1, 6.16-rc1): intel_pmu_init_skt, whose
# derivation: intel_skt_event_constraints (core.c 6.12:223) put 0x0073, 0x019c and 0x02c2 on FIXED4-6 as well as GP0-7.
# derivation: The sysfs aliases are skt_events_attrs of that commit: topdown-retiring event=0xc2,umask=0x02,
# derivation: topdown-fe-bound event=0x9c,umask=0x01, topdown-bad-spec td_bad_spec_cmt event=0x73.  The kernel
# derivation: prefers a fixed counter (__perf_sched_find_counter): FIXED6, FIXED5, FIXED4, and FIXED0 for
# derivation: instructions; the NMI watchdog holds FIXED1, so cycles takes GP0.  8 GP counters (clearwaterforest
# derivation: counter.json), nothing multiplexed: 100% each.
# derivation: perf's text lines, their widths per release and the 6.1/6.12 metric column: tests/golden/
# derivation: README.md, "perf stat's text lines" (recorded from real perf, tests/kernel/interval/).

 Performance counter stats for 'a task busy for 1.000 s' (predicted: cwf, Linux 6.16, perf 6.16, HT on, NMI watchdog on):

           <count>      topdown-retiring                                                      
           <count>      topdown-fe-bound                                                      
           <count>      topdown-bad-spec                                                      
           <count>      instructions                     #      <?> <not modelled>            
           <count>      cycles                           #      <?> <not modelled>            

Events:
  e0   topdown-retiring  GP0-7,FIXED6   ran 100.00% of 1000.000 ms on FIXED6
  e1   topdown-fe-bound  GP0-7,FIXED5   ran 100.00% of 1000.000 ms on FIXED5
  e2   topdown-bad-spec  GP0-7,FIXED4   ran 100.00% of 1000.000 ms on FIXED4
  e3   instructions      GP0-7,FIXED0   ran 100.00% of 1000.000 ms on FIXED0
  e4   cycles            GP0-7,FIXED1   ran 100.00% of 1000.000 ms on GP0
