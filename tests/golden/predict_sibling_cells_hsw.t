# args: predict --cpu hsw --kernel 6.12 --duration 8ms --sibling mem_load_uops_retired.l2_hit,branches -e branches,branch-misses
# exit: 0
# derivation: the sibling schedules its watchdog (FIXED1), then l2_hit (a corrupting event, 0xd1)
# derivation: on GP0 and branches on GP1 (first free counter of GP0-3; setup_sibling, sim.c).
# derivation: intel_get_excl_constraints (arch/x86/events/intel/core.c, 6.12): GP0 is closed to
# derivation: this thread (SIB); GP1 only to its corrupting events (e0*).  With a corrupting event
# derivation: on the core a thread uses at most 4/2 = 2 GP counters: e0 GP1, e1 GP2, GP3 is "max".
# derivation: fixed counters are per thread: the sibling's FIXED1 is not this one's.
# derivation: line layout: count 18, unit 4, name 32 (25 on a <not counted>/<not supported> line before
# derivation: 6.2-rc1, d6aeb861b1fb), perf's metric column (35 wide to perf 6.1, 38 from 6.2-rc1,
# derivation: a2bce91dde6f), the share; recorded from real perf 6.1.176, 6.12.117 and 7.3.4
# derivation: (tests/kernel/interval/*-text.txt).  Perf 6.12 and older end a clock's line '# <metric> CPUs
# derivation: utilized', an event with a clock of its exclude_* context in the list '<scale>/sec', a
# derivation: hardware, cache or TopDown event (a rule of its own) '<?> <not modelled>'
# derivation: (query_interval.c line_metric(), stat-shadow.c 6.1.192/6.12.117).

 Performance counter stats for 'a task busy for 0.008 s' (predicted: hsw, Linux 6.12, perf 6.12, HT on, NMI watchdog on):

           <count>      branches                         #      <?> <not modelled>            
           <count>      branch-misses                    #      <?> <not modelled>            

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
