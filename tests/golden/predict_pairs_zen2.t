# args: predict --cpu zen2 --kernel 6.12 --duration 8ms -e r003,r003,cycles
# exit: 0
# derivation: 0x003 (Retired SSE/AVX FLOPs) takes a counter pair on GP0, GP2 or GP4
# derivation: (amd_get_event_constraints_f17h pair_constraint, arch/x86/events/amd/core.c, 6.12);
# derivation: __perf_sched_find_counter takes idx and idx + 1.  Weight order (x86_schedule_events)
# derivation: places the two pair events (weight 3) on GP0+1 and GP2+3 before the watchdog's
# derivation: cycles (weight 6, GP4) and the list's cycles (GP5).  All fit: nothing rotates.
# derivation: The summary names every counter an event occupied (pms_ev_result.counters), so a
# derivation: pair shows both halves: GP0-1 and GP2-3.
# derivation: line layout: count 18, unit 4, name 32 (25 on a <not counted>/<not supported> line before
# derivation: 6.2-rc1, d6aeb861b1fb), perf's metric column (35 wide to perf 6.1, 38 from 6.2-rc1,
# derivation: a2bce91dde6f), the share; recorded from real perf 6.1.176, 6.12.117 and 7.3.4
# derivation: (tests/kernel/interval/*-text.txt).  Perf 6.1 and 6.12 end a line with their own metric
# derivation: (perf_stat__print_shadow_stats(), stat-shadow.c 6.1.192/6.12.117; perf_shadow.c): a clock
# derivation: '<metric> CPUs utilized'; cycles 'GHz' against a clock, instructions 'insn per cycle' against
# derivation: cycles, the misses' and stalled cycles' ratios against their bases, any other event
# derivation: '<scale>/sec' against a clock (6.1: any clock, 6.12: find_stat(), its context and group);
# derivation: without the base the column's blanks; TopDown and the tool PMU '<?> <not modelled>'.

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
