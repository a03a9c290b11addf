# args: events --cpu neoverse-n1 --kernel 6.12 -e 'cycles,inst_retired,r11,armv8_pmuv3/event=0x8,long/,armv8_neoverse_n1/event=0x3,rdpmc/,branch-instructions'
# exit: 0
# derivation: cycles and branch-instructions through armv8_pmuv3_perf_map (6.12: BR_RETIRED 0x21, present in the
# derivation: N1 JSON, so in PMCEID0); inst_retired from perf's arm/neoverse-n1 JSON (ArchStdEvent INST_RETIRED 0x08);
# derivation: the core PMU is armv8_pmuv3_0 on ACPI machines, matched without its suffix (perf_pmu__match_ignoring_suffix)
# derivation: or by its devicetree name armv8_neoverse_n1; long = config1:0, rdpmc = config1:1 (6.12 format).
# derivation: COUNTERS: CPU_CYCLES may take CYCLES; a long event without PMUv3p5 takes a pair (GP0-5 in pairs).
cpu neoverse-n1, kernel 6.12, HT n/a: 6 events in 6 groups
EVENT                               GROUP  MODS  DIALECT    CONFIG  DECODED           COUNTERS      VENDOR  LINT  SOURCE
cycles                              0*     -     generic    0x11    event=0x11        GP0-5,CYCLES  -       -     generic cycles via the kernel's event map; CPU_CYCLES: the cycle counter if free, else a general counter (armv8pmu_get_event_idx, arm_pmuv3.c 6.12)
inst_retired                        1*     -     perf-json  0x8     event=0x08        GP0-5         -       -     perf arm/neoverse-n1 v1 inst_retired; any free general counter, lowest first (armv8pmu_get_single_idx, drivers/perf/arm_pmuv3.c 6.12)
r11                                 2*     -     raw        0x11    event=0x11        GP0-5,CYCLES  -       -     raw encoding; CPU_CYCLES: the cycle counter if free, else a general counter (armv8pmu_get_event_idx, arm_pmuv3.c 6.12)
armv8_pmuv3/event=0x8,long/         3*     -     term       0x8     event=0x08,long   GP0-5         -       -     raw encoding; 64-bit event without PMUv3p5 long counters: the first free odd counter whose even neighbour is free, both taken (armv8pmu_get_chain_idx, arm_pmuv3.c 6.12)
armv8_neoverse_n1/event=0x3,rdpmc/  4*     -     term       0x3     event=0x03,rdpmc  GP0-5         -       -     raw encoding; any free general counter, lowest first (armv8pmu_get_single_idx, drivers/perf/arm_pmuv3.c 6.12)
branch-instructions                 5*     -     generic    0x21    event=0x21        GP0-5         -       -     generic branches via the kernel's event map; any free general counter, lowest first (armv8pmu_get_single_idx, drivers/perf/arm_pmuv3.c 6.12)
