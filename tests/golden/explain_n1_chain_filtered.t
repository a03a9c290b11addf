# args: explain --cpu neoverse-n1 --kernel 6.1 --duration 12ms -e '{armv8_pmuv3_0/event=0x1e/,armv8_pmuv3_0/event=0x3/},armv8_pmuv3_0/event=0x4/'
# exit: 0
# derivation: 6.1's armv8pmu_filter_match() (arch/arm64/kernel/perf_event.c 6.1) returns false for the CHAIN
# derivation: event 0x1e, which opens (only 6.2+ refuses it in __armv8_pmuv3_map_event), so every sched-in skips
# derivation: its group: 0x1e and 0x3 are enabled the whole run and never run (<not counted>, 0.00%), one
# derivation: cause "filtered" for both; 0x4 alone counts all the time on GP0.  Splitting the group lets 0x3
# derivation: run (not counted 2 -> 1); nothing lets 0x1e run, so plan's one run reaches 0.00%.  The watchdog
# derivation: is off (arm64 default), so no watchdog fix.
neoverse-n1, Linux 6.1, perf 6.1, HT n/a, NMI watchdog off; a task busy for 0.012 s
3 events, 2 not counted all the time.

Counters:
  GP     6 on this thread, 6 free; the flexible events need 3
  CYCLES 1 on this thread, 1 free; the flexible events need 0
Best: the counters suffice for every flexible event at once.
Today the lowest is 0.00% ('armv8_pmuv3_0/event=0x1e/'); 'pmusched plan' reaches 0.00% in one run.

Why:
  1. they never run: event 0x1e (CHAIN) opens but armv8pmu_filter_match() keeps it, and its group, off the PMU for good (4.19-6.1; refused at open from 6.2):
     armv8_pmuv3_0/event=0x1e/ 0.00%, armv8_pmuv3_0/event=0x3/ 0.00%

Fixes, best first (each simulated; lowest share before -> after):
  1. split {armv8_pmuv3_0/event=0x1e/,armv8_pmuv3_0/event=0x3/} into single events: 0.00% -> 0.00%, not counted 2 -> 1
-v: each event in detail and the event lists of each fix.
