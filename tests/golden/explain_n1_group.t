# args: explain -v --cpu neoverse-n1 --kernel 6.12 --duration 12ms -e '{armv8_pmuv3_0/event=0x3,long/,armv8_pmuv3_0/event=0x4,long/,armv8_pmuv3_0/event=0x5,long/,armv8_pmuv3_0/event=0x6,long/}'
# exit: 0
# derivation: validate_group() (arm_pmu.c 6.12) runs get_event_idx() for the leader, the siblings so far and the
# derivation: new event on an empty mask: the fourth 64-bit event finds no fourth pair on N1, perf_event_open fails
# derivation: (<not supported>), and perf's group read leaves the other three <not counted>.
# derivation: Counters: N1 has GP0-5 and CYCLES; e0-e2 open and each chains two GP counters: the flexible
# derivation: events need 6.  Best: all four events compete in any grouping (e3 is refused only by its group):
# derivation: 4 x 2 = 8 GP counters on 6, so no grouping beats 6/8 = 75%.  Plan: one run rotates as
# derivation: predict_n1_chained.t (66.67%); two runs (3 pairs, then 1) count everything; splitting the group
# derivation: rotates the four like predict_n1_chained.t: 66.67%.  The watchdog is off (arm64 default): no
# derivation: watchdog fix is offered.
# derivation: Plan's expected error: z sqrt(cv^2 W (1 - f) / (f T)) (pms_muxerr_expected), z = 1.6448536, cv = 0.5 at
# derivation: W = 4 ms, T = 12 ms, f = 2/3: 1.6448536 sqrt(1e6 x 0.5 / 12e6) = 33.58%.  Events not counted have no
# derivation: estimate, so Today and the blocks carry none.
# derivation: perf's text lines, their widths per release and the 6.1/6.12 metric column: tests/golden/
# derivation: README.md, "perf stat's text lines" (recorded from real perf, tests/kernel/interval/).
     <not counted>      armv8_pmuv3_0/event=0x3,long/                                         
     <not counted>      armv8_pmuv3_0/event=0x4,long/                                         
     <not counted>      armv8_pmuv3_0/event=0x5,long/                                         
   <not supported>      armv8_pmuv3_0/event=0x6,long/                                         

neoverse-n1, Linux 6.12, perf 6.12, HT n/a, NMI watchdog off; a task busy for 0.012 s
4 events, 4 not counted all the time.

Counters:
  GP     6 on this thread, 6 free; the flexible events need 6
  CYCLES 1 on this thread, 1 free; the flexible events need 0
Rules:
  - 1 event never opens here (<not supported>)
Best: no grouping counts every event more than 75.00% of the time: they need 8 counters of GP0-5, which has 6 free.
Today the lowest is 0.00% ('armv8_pmuv3_0/event=0x3,long/'); 'pmusched plan' reaches 66.67% in one run (+-33.58%); 2 runs count everything all the time (no fewer can).
Expected errors (+-): 90% confidence, rate variability 50% at 4 ms assumed, not measured: --variability-from CAPTURE measures it from a recorded run.

Why:
  1. a member of their group never opens, so perf's group read fails and the group reads <not counted>:
     armv8_pmuv3_0/event=0x3,long/ 0.00%, armv8_pmuv3_0/event=0x4,long/ 0.00%,
     armv8_pmuv3_0/event=0x5,long/ 0.00%
  2. validate_group(): its group would not fit on an empty PMU with it, so perf_event_open refuses it (EINVAL):
     armv8_pmuv3_0/event=0x6,long/

Fixes, best first (each simulated; lowest share before -> after):
  1. count in 2 runs ('pmusched plan --no-multiplex' writes them): 0.00% -> 100.00%, not counted 3 -> 0
  2. regroup the list as 'pmusched plan' does: 0.00% -> 66.67%, not counted 3 -> 0
  3. split {armv8_pmuv3_0/event=0x3,long/,armv8_pmuv3_0/event=0x4,long/,... (4 events)} into single events: 0.00% -> 66.67%, not counted 3 -> 0

e0 armv8_pmuv3_0/event=0x3,long/: <not counted>
    - counters: GP0-5 (raw encoding; 64-bit event without PMUv3p5 long counters: the first free odd counter whose even neighbour is free, both taken (armv8pmu_get_chain_idx, arm_pmuv3.c 6.12))
    - cause 1: a member of their group never opens, so perf's group read fails and the group reads <not counted>
    - a member of its group failed to open; perf (4.13+) reads the group with PERF_FORMAT_GROUP, gets fewer values than members and reports the read as failed: <not counted> without a percentage although the kernel may have run it
    fix 1: count in 2 runs ('pmusched plan --no-multiplex' writes them): then it is counted all the time

e1 armv8_pmuv3_0/event=0x4,long/: <not counted>
    - counters: GP0-5 (raw encoding; 64-bit event without PMUv3p5 long counters: the first free odd counter whose even neighbour is free, both taken (armv8pmu_get_chain_idx, arm_pmuv3.c 6.12))
    - cause 1: a member of their group never opens, so perf's group read fails and the group reads <not counted>
    - a member of its group failed to open; perf (4.13+) reads the group with PERF_FORMAT_GROUP, gets fewer values than members and reports the read as failed: <not counted> without a percentage although the kernel may have run it
    fix 1: count in 2 runs ('pmusched plan --no-multiplex' writes them): then it is counted all the time

e2 armv8_pmuv3_0/event=0x5,long/: <not counted>
    - counters: GP0-5 (raw encoding; 64-bit event without PMUv3p5 long counters: the first free odd counter whose even neighbour is free, both taken (armv8pmu_get_chain_idx, arm_pmuv3.c 6.12))
    - cause 1: a member of their group never opens, so perf's group read fails and the group reads <not counted>
    - a member of its group failed to open; perf (4.13+) reads the group with PERF_FORMAT_GROUP, gets fewer values than members and reports the read as failed: <not counted> without a percentage although the kernel may have run it
    fix 1: count in 2 runs ('pmusched plan --no-multiplex' writes them): then it is counted all the time

e3 armv8_pmuv3_0/event=0x6,long/: <not supported>
    - counters: GP0-5 (raw encoding; 64-bit event without PMUv3p5 long counters: the first free odd counter whose even neighbour is free, both taken (armv8pmu_get_chain_idx, arm_pmuv3.c 6.12))
    - cause 2: validate_group(): its group would not fit on an empty PMU with it, so perf_event_open refuses it (EINVAL)
    - validate_group(): its group would not fit on an empty PMU with it, so perf_event_open refuses it (EINVAL)
    fix 1: count in 2 runs ('pmusched plan --no-multiplex' writes them): then it is counted all the time

Event lists of the fixes:
  1. perf stat -e 'armv8_pmuv3_0/event=0x3,long/,armv8_pmuv3_0/event=0x4,long/,armv8_pmuv3_0/event=0x5,long/'
     then perf stat -e 'armv8_pmuv3_0/event=0x6,long/'
  2. perf stat -e 'armv8_pmuv3_0/event=0x3,long/,armv8_pmuv3_0/event=0x4,long/,armv8_pmuv3_0/event=0x5,long/,armv8_pmuv3_0/event=0x6,long/'
  3. perf stat -e 'armv8_pmuv3_0/event=0x3,long/,armv8_pmuv3_0/event=0x4,long/,armv8_pmuv3_0/event=0x5,long/,armv8_pmuv3_0/event=0x6,long/'
