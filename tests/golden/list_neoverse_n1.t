# args: list --cpu neoverse-n1 --kernel 6.12
# exit: 0
# derivation: the core row of models/arm64/cores.c (PMCR_EL0.N 6, no PMUv3p5, no instruction counter, MIDR
# derivation: 0x41/0xd0c), armv8_pmuv3_perf_map and armv8_pmuv3_perf_cache_map (arm_pmuv3.c 6.12).
model:    neoverse-n1 (arm-neoverse-n1): Arm Neoverse N1 (AWS Graviton2, Ampere Altra): PMUv3, 6 GP + cycle counter, chained 64-bit events
aliases:  graviton2,altra,altra-max
libpfm4:  arm_n1 (in libpfm4 builds for arm64)
kernel:   6.12
pmu:      armv8_pmuv3_0 (ACPI; armv8_neoverse_n1 on devicetree machines), allocator arm_pmuv3
midr:     implementer 0x41 (arch/arm64/include/asm/cputype.h:ARM_CPU_IMP_ARM,ARM_CPU_PART_NEOVERSE_N1:6.1+6.12)

counters: GP0-5,CYCLES: 6 general-purpose (PMCR_EL0.N) + the cycle counter
  source: libpfm_arm_neoverse_n1(3):DESCRIPTION:libpfm4 4.13 (6 counters); Cortex-A76 TRM 100798:PMCR_EL0.N=0b00110:r3p0 (same PMU)
pmuv3p5:  no: 64-bit events chain two counters (Armv8.2 core: PMUv3p5 not permitted before Armv8.4, so no long counters; PMUVer 4 (PMUv3p1) not re-read from the TRM) [not confirmed]
events:   perf arm/neoverse-n1 (tools/perf/pmu-events/arch/arm64/mapfile.csv:0x00000000410fd0c0:6.12 (6.1: arm/cortex-a76-n1))
watchdog: perf NMI watchdog (6.5+): needs CONFIG_ARM64_PSEUDO_NMI and irqchip.gicv3_pseudo_nmi=1 (GICv3); takes CYCLES

allocation (armv8pmu_get_event_idx, drivers/perf/arm_pmuv3.c 6.12; events
placed one by one in sched-in order: no constraint table, no weight order):
  1. CPU_CYCLES (0x11) takes CYCLES if free (not with a threshold, 6.11+)
  2. no instruction counter (FEAT_PMUv3_ICNTR): INST_RETIRED is an ordinary event
  3. no PMUv3p5: a 64-bit (long) event takes the first odd counter whose even
     neighbour is free, and both (armv8pmu_get_chain_idx)
  4. anything else: the lowest free general counter

generic events:
  cpu-cycles               0x11
  instructions             0x8
  cache-references         0x4
  cache-misses             0x3
  branch-instructions      0x21
  branch-misses            0x10
  bus-cycles               0x1d
  stalled-cycles-frontend  0x23
  stalled-cycles-backend   0x24
  ref-cycles               not supported

hw-cache events (others not supported or not modelled):
  L1-dcache-loads          0x4
  L1-dcache-load-misses    0x3
  L1-icache-loads          0x14
  L1-icache-load-misses    0x1
  LLC-loads                0x36
  LLC-load-misses          0x37
  dTLB-loads               0x25
  dTLB-load-misses         0x5
  iTLB-loads               0x26
  iTLB-load-misses         0x2
  branch-loads             0x12
  branch-load-misses       0x10

dynamic rules:
  none
