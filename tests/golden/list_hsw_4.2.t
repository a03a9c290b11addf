# args: list --cpu hsw --kernel 4.2
# exit: 0
model:    hsw (haswell): Intel Haswell client (Core 4th gen)
aliases:  haswell-ult,haswell-gt3e
libpfm4:  hsw
kernel:   4.2, HT on

counters: 4 general-purpose (GP0-3), 3 fixed, 0 metric
  FIXED0   INST_RETIRED.ANY
  FIXED1   CPU_CLK_UNHALTED.THREAD
  FIXED2   CPU_CLK_UNHALTED.REF_TSC

constraint table (first match wins; no match: GP0-3):
  MATCH                  COUNTERS           FLAGS          KERNELS        SOURCE
  0x00c0 fixed           GP0-3,FIXED0       fixed          all            intel_hsw_event_constraints; 3.14.1-6.13.7 (INST_RETIRED.ANY)
  0x003c fixed           GP0-3,FIXED1       fixed          all            intel_hsw_event_constraints; 3.14.1-6.13.7 (CPU_CLK_UNHALTED.CORE)
  0x0300 fixed           FIXED2             fixed          all            intel_hsw_event_constraints; 3.14.1-6.13.7 (CPU_CLK_UNHALTED.REF, pseudo)
  event 0x48             GP2                -              ..4.3-rc1      intel_hsw_event_constraints; 3.14.1-4.2.8, narrowed by 4.6.2 (change point approx) (L1D_PEND_MISS.*)
  0x01c0 exact           GP1                -              all            intel_hsw_event_constraints; 3.14.1-6.13.7 (INST_RETIRED.PREC_DIST)
  event 0xcd             GP3                -              all            intel_hsw_event_constraints; 3.14.1-6.13.7 (MEM_TRANS_RETIRED.*)
  0x08a3 exact           GP2                -              4.0-rc7..      intel_hsw_event_constraints; 4.2.8-6.13.7 (4.0-rc7 per article) (CYCLE_ACTIVITY.CYCLES_L1D_PENDING)
  0x0ca3 exact           GP2                -              4.0-rc7..      intel_hsw_event_constraints; 4.2.8-6.13.7 (4.0-rc7 per article) (CYCLE_ACTIVITY.STALLS_L1D_PENDING)
  0x04a3 exact           GP0-3              -              4.0-rc7..      intel_hsw_event_constraints; 4.2.8-6.13.7 (4.0-rc7 per article) (CYCLE_ACTIVITY.CYCLES_NO_EXECUTE)
  event 0xd0             GP0-3              excl           4.1-rc1..      intel_hsw_event_constraints INTEL_EXCLEVT_CONSTRAINT; 4.2.8-6.13.7 (4.1-rc1 per article) (MEM_UOPS_RETIRED.*)
  event 0xd1             GP0-3              excl           4.1-rc1..      intel_hsw_event_constraints INTEL_EXCLEVT_CONSTRAINT; 4.2.8-6.13.7 (4.1-rc1 per article) (MEM_LOAD_UOPS_RETIRED.*)
  event 0xd2             GP0-3              excl           4.1-rc1..      intel_hsw_event_constraints INTEL_EXCLEVT_CONSTRAINT; 4.2.8-6.13.7 (4.1-rc1 per article) (MEM_LOAD_UOPS_L3_HIT_RETIRED.*)
  event 0xd3             GP0-3              excl           4.1-rc1..      intel_hsw_event_constraints INTEL_EXCLEVT_CONSTRAINT; 4.2.8-6.13.7 (4.1-rc1 per article) (MEM_LOAD_UOPS_L3_MISS_RETIRED.*)

generic events:
  cpu-cycles               0x3c
  instructions             0xc0
  cache-references         0x4f2e
  cache-misses             0x412e
  branch-instructions      0xc4
  branch-misses            0xc5
  bus-cycles               0x13c
  stalled-cycles-frontend  not supported
  stalled-cycles-backend   not supported
  ref-cycles               0x300

hw-cache events (others not supported or not modelled):
  L1-dcache-loads          0x81d0
  L1-dcache-load-misses    0x151
  L1-dcache-stores         0x82d0
  L1-icache-load-misses    0x280
  LLC-loads                0x1b7
  LLC-load-misses          0x1b7
  LLC-stores               0x1b7
  LLC-store-misses         0x1b7
  dTLB-loads               0x81d0
  dTLB-load-misses         0x108
  dTLB-stores              0x82d0
  dTLB-store-misses        0x149
  iTLB-loads               0x6085
  iTLB-load-misses         0x185
  branch-loads             0xc4
  branch-load-misses       0xc5

dynamic rules:
  ht-erratum: events flagged excl need the sibling thread's same-numbered counter idle; while either thread has one, each thread uses at most 2 of 4 GP counters
