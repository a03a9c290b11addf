# args: predict --cpu hsw --kernel 6.12 --duration 8ms --sibling mem_load_uops_retired.l2_hit,branches -e branches,branch-misses
# exit: 0
# derivation: the sibling schedules its watchdog (FIXED1), then l2_hit (a corrupting event, 0xd1)
# derivation: on GP0 and branches on GP1 (first free counter of GP0-3; setup_sibling, sim.c).
# derivation: intel_get_excl_constraints (arch/x86/events/intel/core.c, 6.12): GP0 is closed to
# derivation: this thread (SIB); GP1 only to its corrupting events (e0*).  With a corrupting event
# derivation: on the core a thread uses at most 4/2 = 2 GP counters: e0 GP1, e1 GP2, GP3 is "max".
# derivation: fixed counters are per thread: the sibling's FIXED1 is not this one's.
# derivation: perf's text lines, their widths per release and the 6.1/6.12 metric column: tests/golden/
# derivation: README.md, "perf stat's text lines" (recorded from real perf, tests/kernel/interval/).

 Performance counter stats for 'a task busy for 0.008 s' (predicted: hsw, Linux 6.12, perf 6.12, HT on, NMI watchdog on):

           <count>      branches                                                              
           <count>      branch-misses                    # <metric> of all branches           

Schedule (mux interval 4.000 ms; each cell: the event on that counter):
  time (ms)                  FIXED0  FIXED1  FIXED2  GP0     GP1     GP2     GP3    
  0.000-8.000                .       WD      .       SIB     e0*     e1      max    
  (WD: the NMI watchdog
   SIB: closed, the HT sibling counts a corrupting event on it
   sib, eN*: the HT sibling counts on it, so this thread's corrupting events may not
   max: free, but the thread already uses the most GP counters the HT erratum allows)

Events:
  e0   branches       GP0-3          ran 100.00% of 8.000 ms on GP1
  e1   branch-misses  GP0-3          ran 100.00% of 8.000 ms on GP2
