# args: list --cpu apple-m1 --kernel 6.12
# exit: 0
# derivation: two core PMUs (m1_pmu_fire_init, m1_pmu_ice_init), ten counters each (M1_PMU_NR_COUNTERS), the rows
# derivation: of m1_pmu_event_affinity in 6.12 (0x96 and 0x9b: counter 7 only since 3cce331ee2a4), m1_pmu_perf_map.
model:    apple-m1 (apple-firestorm): Apple M1 (Firestorm P-cores + Icestorm E-cores): 10 counters, per-event masks
aliases:  m1,m1-pro,m1-max
libpfm4:  none (libpfm4 4.13 has no Apple table)
kernel:   6.12
pmus:     2 core PMUs (hybrid from 5.17-rc1)

==== PMU apple_firestorm_pmu (P-cores, told apart by the MIDR part): Apple M1 (Firestorm P-cores + Icestorm E-cores): 10 counters, per-event masks ====
pmu:      apple_firestorm_pmu (devicetree), allocator apple
midr:     implementer 0x61 (arch/arm64/include/asm/cputype.h:APPLE_CPU_PART_M1_*:6.1+6.12)

counters: GP0-9: 10 general-purpose
  source: drivers/perf/apple_m1_cpu_pmu.c:M1_PMU_NR_COUNTERS:6.1+6.12
events:   none in perf's JSON; legacy and raw events only (tools/perf/pmu-events/arch/arm64/mapfile.csv:no Apple row in 6.1 or 6.12; sysfs events cycles and instructions only (m1_pmu_event_attrs, 6.12))
watchdog: no perf NMI watchdog: the Apple AIC has no NMI (only irq-gic-v3.c sets IRQCHIP_SUPPORTS_NMI, 6.12)

allocation (m1_pmu_get_event_idx, apple_m1_cpu_pmu.c 6.12): the lowest free
counter of the event's mask (m1_pmu_event_affinity); events without a row: GP2-9
  event 0x01  GP7
  event 0x02  GP0,GP2-9
  event 0x8c  GP1,GP7
  event 0x8d  GP5-7
  event 0x8e  GP5-7
  event 0x8f  GP5-7
  event 0x90  GP5-7
  event 0x93  GP5-7
  event 0x94  GP5-7
  event 0x95  GP5-7
  event 0x96  GP7
  event 0x97  GP7
  event 0x98  GP5-7
  event 0x99  GP5-7
  event 0x9a  GP7
  event 0x9b  GP7
  event 0x9c  GP5-7
  event 0x9f  GP7
  event 0xbf  GP5-7
  event 0xc0  GP5-7
  event 0xc1  GP5-7
  event 0xc4  GP5-7
  event 0xc5  GP5-7
  event 0xc6  GP5-7
  event 0xc8  GP5-7
  event 0xca  GP5-7
  event 0xcb  GP5-7
  event 0xf5  GP2,GP4,GP6
  event 0xf6  GP2,GP4,GP6
  event 0xf7  GP2,GP4,GP6
  event 0xf8  GP2-7
  event 0xfd  GP2,GP4,GP6

generic events:
  cpu-cycles               0x2
  instructions             0x8c
  cache-references         not supported
  cache-misses             not supported
  branch-instructions      not supported
  branch-misses            not supported
  bus-cycles               not supported
  stalled-cycles-frontend  not supported
  stalled-cycles-backend   not supported
  ref-cycles               not supported

dynamic rules:
  none

==== PMU apple_icestorm_pmu (E-cores, told apart by the MIDR part): Apple M1 E-core PMU (Icestorm) ====
pmu:      apple_icestorm_pmu (devicetree), allocator apple
midr:     implementer 0x61 (arch/arm64/include/asm/cputype.h:APPLE_CPU_PART_M1_*:6.1+6.12)

counters: GP0-9: 10 general-purpose
  source: drivers/perf/apple_m1_cpu_pmu.c:M1_PMU_NR_COUNTERS:6.1+6.12
events:   none in perf's JSON; legacy and raw events only (tools/perf/pmu-events/arch/arm64/mapfile.csv:no Apple row in 6.1 or 6.12; sysfs events cycles and instructions only (m1_pmu_event_attrs, 6.12))
watchdog: no perf NMI watchdog: the Apple AIC has no NMI (only irq-gic-v3.c sets IRQCHIP_SUPPORTS_NMI, 6.12)

allocation (m1_pmu_get_event_idx, apple_m1_cpu_pmu.c 6.12): the lowest free
counter of the event's mask (m1_pmu_event_affinity); events without a row: GP2-9
  event 0x01  GP7
  event 0x02  GP0,GP2-9
  event 0x8c  GP1,GP7
  event 0x8d  GP5-7
  event 0x8e  GP5-7
  event 0x8f  GP5-7
  event 0x90  GP5-7
  event 0x93  GP5-7
  event 0x94  GP5-7
  event 0x95  GP5-7
  event 0x96  GP7
  event 0x97  GP7
  event 0x98  GP5-7
  event 0x99  GP5-7
  event 0x9a  GP7
  event 0x9b  GP7
  event 0x9c  GP5-7
  event 0x9f  GP7
  event 0xbf  GP5-7
  event 0xc0  GP5-7
  event 0xc1  GP5-7
  event 0xc4  GP5-7
  event 0xc5  GP5-7
  event 0xc6  GP5-7
  event 0xc8  GP5-7
  event 0xca  GP5-7
  event 0xcb  GP5-7
  event 0xf5  GP2,GP4,GP6
  event 0xf6  GP2,GP4,GP6
  event 0xf7  GP2,GP4,GP6
  event 0xf8  GP2-7
  event 0xfd  GP2,GP4,GP6

generic events:
  cpu-cycles               0x2
  instructions             0x8c
  cache-references         not supported
  cache-misses             not supported
  branch-instructions      not supported
  branch-misses            not supported
  bus-cycles               not supported
  stalled-cycles-frontend  not supported
  stalled-cycles-backend   not supported
  ref-cycles               not supported

dynamic rules:
  none
