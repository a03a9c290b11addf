# args: predict --cpu neoverse-n1 --kernel 6.1 --nmi-watchdog on --duration 12ms -e '{r3,r4,r5,r6,r7,r8,r9}'
# exit: 0
# derivation: arm64 has the perf hard-lockup detector from 6.5 (approx; absent from 6.1's arch/arm64, see
# derivation: docs/arm64.md): with --nmi-watchdog on no event takes CYCLES, so the note says so and perf's
# derivation: "Try disabling the NMI watchdog" hint is not printed (it would change nothing).  Seven events in
# derivation: one group on N1's six GP counters: validate_group() (arm_pmu.c 6.1) refuses the seventh
# derivation: (<not supported>), the group read of the other six fails (<not counted>) while they run on GP0-5.
# derivation: perf's text lines, their widths per release and the 6.1/6.12 metric column: tests/golden/
# derivation: README.md, "perf stat's text lines" (recorded from real perf, tests/kernel/interval/).

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
