# args: predict --cpu spr --kernel 6.12 --duration 24ms -a -e 'uncore_imc/event=0x5,umask=0xcf/,uncore_imc/event=0x5,umask=0xf0/,uncore_imc/event=0x1/,uncore_imc/event=0x2/,uncore_imc/event=0x3/,uncore_imc/event=0x4/,power/energy-pkg/'
# exit: 0
# derivation: Six iMC events and RAPL, system wide, 24 ms = 6 mux intervals.  An SPR iMC box has 4 GP
# derivation: counters and a fixed counter that only config 0xff takes (spr_uncore_imc fixed_ctl;
# derivation: uncore_collect_events() max_count = 4 + 1), so a pass fits 4 of the 6 single-event groups and
# derivation: stops at the 5th (merge_sched_in() can_add_hw, kernel/events/core.c 6.12).  The box's own mux
# derivation: timer moves the head group to the tail at each expiry: shift j runs e_j..e_(j+3) mod 6, and
# derivation: every event runs in 4 of 6 intervals (66.67%).  In each pass perf_assign_events() places
# derivation: the events in add order on the lowest free counter (uncore_assign_events(), the fast path
# derivation: never applies: uncore_pmu_event_del() resets hw.idx).  RAPL counts free-running: 100%.
# derivation: perf's text lines, their widths per release and the 6.1/6.12 metric column: tests/golden/
# derivation: README.md, "perf stat's text lines" (recorded from real perf, tests/kernel/interval/).

 Performance counter stats for 'system wide' (predicted: spr, Linux 6.12, perf 6.12, HT on, NMI watchdog on):

           <count>      uncore_imc/event=0x5,umask=0xcf/                                        (66.67%)
           <count>      uncore_imc/event=0x5,umask=0xf0/                                        (66.67%)
           <count>      uncore_imc/event=0x1/                                                   (66.67%)
           <count>      uncore_imc/event=0x2/                                                   (66.67%)
           <count>      uncore_imc/event=0x3/                                                   (66.67%)
           <count>      uncore_imc/event=0x4/                                                   (66.67%)
           <count>      power/energy-pkg/                                                     

Schedule (mux interval 4.000 ms; each cell: the event on that counter):
  time (ms)                  FIXED0  FIXED1  FIXED2  FIXED3  GP0     GP1     GP2     GP3     GP4     GP5     GP6     GP7    
  0.000-24.000               .       WD      .       .       .       .       .       .       .       .       .       .      
  (WD: the NMI watchdog)

Events:
  e0   uncore_imc/event=0x5,umask=0xcf/  imc C0-3       ran 66.67% of 24.000 ms: its group did not fit when tried
  e1   uncore_imc/event=0x5,umask=0xf0/  imc C0-3       ran 66.67% of 24.000 ms: its group did not fit when tried
  e2   uncore_imc/event=0x1/             imc C0-3       ran 66.67% of 24.000 ms: its group did not fit when tried
  e3   uncore_imc/event=0x2/             imc C0-3       ran 66.67% of 24.000 ms: its group did not fit when tried
  e4   uncore_imc/event=0x3/             imc C0-3       ran 66.67% of 24.000 ms: its group did not fit when tried
  e5   uncore_imc/event=0x4/             imc C0-3       ran 66.67% of 24.000 ms: its group did not fit when tried
  e6   power/energy-pkg/                 power free-run ran 100.00% of 24.000 ms

Boxes (each its own context and mux timer):
uncore_imc (8 boxes, as the hardware reports at boot; 4 counters + fixed): multiplexes
  rotation 0: C0=e0 C1=e1 C2=e2 C3=e3
  rotation 1: C0=e1 C1=e2 C2=e3 C3=e4
  rotation 2: C0=e2 C1=e3 C2=e4 C3=e5
  rotation 3: C3=e0 C0=e3 C1=e4 C2=e5
  rotation 4: C2=e0 C3=e1 C0=e4 C1=e5
  rotation 5: C1=e0 C2=e1 C3=e2 C0=e5
power (1 box; free-running): every event counts all the time
