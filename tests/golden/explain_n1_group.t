# args: explain --cpu neoverse-n1 --kernel 6.12 --duration 12ms -e '{armv8_pmuv3_0/event=0x3,long/,armv8_pmuv3_0/event=0x4,long/,armv8_pmuv3_0/event=0x5,long/,armv8_pmuv3_0/event=0x6,long/}'
# exit: 0
# note: validate_group() (arm_pmu.c 6.12) runs get_event_idx() for the leader, the siblings so far and the
# note: new event on an empty mask: the fourth 64-bit event finds no fourth pair on N1, perf_event_open fails
# note: (<not supported>), and perf's group read leaves the other three <not counted>.
     <not counted>      armv8_pmuv3_0/event=0x3,long/           
     <not counted>      armv8_pmuv3_0/event=0x4,long/           
     <not counted>      armv8_pmuv3_0/event=0x5,long/           
   <not supported>      armv8_pmuv3_0/event=0x6,long/           

e0 armv8_pmuv3_0/event=0x3,long/: <not counted>
    - counters: GP0-5 (raw encoding; 64-bit event without PMUv3p5 long counters: the first free odd counter whose even neighbour is free, both taken (armv8pmu_get_chain_idx, arm_pmuv3.c 6.12))
    - a member of its group failed to open; perf (4.13+) reads the group with PERF_FORMAT_GROUP, gets fewer values than members and reports the read as failed: <not counted> without a percentage although the kernel may have run it
    best single change: split its group into separate events:
         -e 'armv8_pmuv3_0/event=0x3,long/,armv8_pmuv3_0/event=0x4,long/,armv8_pmuv3_0/event=0x5,long/,armv8_pmuv3_0/event=0x6,long/'
         then it is counted 66.67% of the time (no single change tried counts it all the time)

e1 armv8_pmuv3_0/event=0x4,long/: <not counted>
    - counters: GP0-5 (raw encoding; 64-bit event without PMUv3p5 long counters: the first free odd counter whose even neighbour is free, both taken (armv8pmu_get_chain_idx, arm_pmuv3.c 6.12))
    - a member of its group failed to open; perf (4.13+) reads the group with PERF_FORMAT_GROUP, gets fewer values than members and reports the read as failed: <not counted> without a percentage although the kernel may have run it
    best single change: split its group into separate events:
         -e 'armv8_pmuv3_0/event=0x3,long/,armv8_pmuv3_0/event=0x4,long/,armv8_pmuv3_0/event=0x5,long/,armv8_pmuv3_0/event=0x6,long/'
         then it is counted 66.67% of the time (no single change tried counts it all the time)

e2 armv8_pmuv3_0/event=0x5,long/: <not counted>
    - counters: GP0-5 (raw encoding; 64-bit event without PMUv3p5 long counters: the first free odd counter whose even neighbour is free, both taken (armv8pmu_get_chain_idx, arm_pmuv3.c 6.12))
    - a member of its group failed to open; perf (4.13+) reads the group with PERF_FORMAT_GROUP, gets fewer values than members and reports the read as failed: <not counted> without a percentage although the kernel may have run it
    fix: split its group into separate events:
         -e 'armv8_pmuv3_0/event=0x3,long/,armv8_pmuv3_0/event=0x4,long/,armv8_pmuv3_0/event=0x5,long/,armv8_pmuv3_0/event=0x6,long/'
         then it is counted all the time

e3 armv8_pmuv3_0/event=0x6,long/: <not supported>
    - counters: GP0-5 (raw encoding; 64-bit event without PMUv3p5 long counters: the first free odd counter whose even neighbour is free, both taken (armv8pmu_get_chain_idx, arm_pmuv3.c 6.12))
    - validate_group(): its group would not fit on an empty PMU with it, so perf_event_open refuses it (EINVAL)
    best single change: split its group into separate events:
         -e 'armv8_pmuv3_0/event=0x3,long/,armv8_pmuv3_0/event=0x4,long/,armv8_pmuv3_0/event=0x5,long/,armv8_pmuv3_0/event=0x6,long/'
         then it is counted 66.67% of the time (no single change tried counts it all the time)
