# args: predict --cpu zen2 --kernel 6.12 --duration 8ms -e r003,r003,cycles
# exit: 0
# derivation: 0x003 (Retired SSE/AVX FLOPs) takes a counter pair on GP0, GP2 or GP4
# derivation: (amd_get_event_constraints_f17h pair_constraint, arch/x86/events/amd/core.c, 6.12);
# derivation: __perf_sched_find_counter takes idx and idx + 1.  Weight order (x86_schedule_events)
# derivation: places the two pair events (weight 3) on GP0+1 and GP2+3 before the watchdog's
# derivation: cycles (weight 6, GP4) and the list's cycles (GP5).  All fit: nothing rotates.
# derivation: The summary names every counter an event occupied (pms_ev_result.counters), so a
# derivation: pair shows both halves: GP0-1 and GP2-3.
# derivation: perf's text lines, their widths per release and the 6.1/6.12 metric column: tests/golden/
# derivation: README.md, "perf stat's text lines" (recorded from real perf, tests/kernel/interval/).

 Performance counter stats for 'a task busy for 0.008 s' (predicted: zen2, Linux 6.12, perf 6.12, HT on, NMI watchdog on):

           <count>      r003                                                                  
           <count>      r003                                                                  
           <count>      cycles                                                                

Schedule (mux interval 4.000 ms; each cell: the event on that counter):
  time (ms)                  GP0     GP1     GP2     GP3     GP4     GP5    
  0.000-8.000                e0      e0+     e1      e1+     WD      e2     
  (WD: the NMI watchdog
   eN+: the second counter of eN's pair)

Events:
  e0   r003        GP0,GP2,GP4    ran 100.00% of 8.000 ms on GP0-1
  e1   r003        GP0,GP2,GP4    ran 100.00% of 8.000 ms on GP2-3
  e2   cycles      GP0-5          ran 100.00% of 8.000 ms on GP5
