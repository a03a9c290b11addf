# args: predict --cpu neoverse-n1 --kernel 6.1 --nmi-watchdog on --duration 12ms -e '{r3,r4,r5,r6,r7,r8,r9}'
# exit: 0
# derivation: arm64 has the perf hard-lockup detector from 6.5 (approx; absent from 6.1's arch/arm64, see
# derivation: docs/arm64.md): with --nmi-watchdog on no event takes CYCLES, so the note says so and perf's
# derivation: "Try disabling the NMI watchdog" hint is not printed (it would change nothing).  Seven events in
# derivation: one group on N1's six GP counters: validate_group() (arm_pmu.c 6.1) refuses the seventh
# derivation: (<not supported>), the group read of the other six fails (<not counted>) while they run on GP0-5.
# derivation: line layout: count 18, unit 4, name 32 (25 on a <not counted>/<not supported> line before
# derivation: 6.2-rc1, d6aeb861b1fb), perf's metric column (35 wide to perf 6.1, 38 from 6.2-rc1,
# derivation: a2bce91dde6f), the share; recorded from real perf 6.1.176, 6.12.117 and 7.3.4
# derivation: (tests/kernel/interval/*-text.txt).  Perf 6.1 and 6.12 end a line with their own metric
# derivation: (perf_stat__print_shadow_stats(), stat-shadow.c 6.1.192/6.12.117; perf_shadow.c): a clock
# derivation: '<metric> CPUs utilized'; cycles 'GHz' against a clock, instructions 'insn per cycle' against
# derivation: cycles, the misses' and stalled cycles' ratios against their bases, any other event
# derivation: '<scale>/sec' against a clock (6.1: any clock, 6.12: find_stat(), its context and group);
# derivation: without the base the column's blanks; TopDown and the tool PMU '<?> <not modelled>'.

 Performance counter stats for 'a task busy for 0.012 s' (predicted: neoverse-n1, Linux 6.1, perf 6.1, HT n/a, NMI watchdog on):

     <not counted>      r3                                                          
     <not counted>      r4                                                          
     <not counted>      r5                                                          
     <not counted>      r6                                                          
     <not counted>      r7                                                          
     <not counted>      r8                                                          
   <not supported>      r9                                                          

note: no perf hard-lockup detector on arm64 before 6.5 (approx; absent in 6.1): --nmi-watchdog on changes nothing

Schedule (mux interval 4.000 ms; each cell: the event on that counter):
  time (ms)                  GP0     GP1     GP2     GP3     GP4     GP5     CYCLES 
  0.000-12.000               e0      e1      e2      e3      e4      e5      .      

Events:
  e0   r3          GP0-5          ran 100.00% of 12.000 ms on GP0: a group member failed to open, so perf's group read fails
  e1   r4          GP0-5          ran 100.00% of 12.000 ms on GP1: a group member failed to open, so perf's group read fails
  e2   r5          GP0-5          ran 100.00% of 12.000 ms on GP2: a group member failed to open, so perf's group read fails
  e3   r6          GP0-5          ran 100.00% of 12.000 ms on GP3: a group member failed to open, so perf's group read fails
  e4   r7          GP0-5          ran 100.00% of 12.000 ms on GP4: a group member failed to open, so perf's group read fails
  e5   r8          GP0-5          ran 100.00% of 12.000 ms on GP5: a group member failed to open, so perf's group read fails
  e6   r9          GP0-5          not supported: the group would not fit an empty PMU with it: refused at open
