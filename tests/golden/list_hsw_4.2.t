# args: list --cpu hsw --kernel 4.2
# exit: 0
# derivation: PEBS rows: intel_hsw_pebs_event_constraints of 4.2.8 (perf_event_intel_ds.c), flag-compared; max :pp (pebs_prec_dist from 4.3); node-* 0x1b7 from hsw_hw_cache_event_ids
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

PEBS table (precise events; first match wins; max precise :pp):
  0x1c0 flags            GP1                pebs           3.15-rc1..     intel_hsw_pebs_event_constraints, ds.c 6.12:1073, 6.1:924; flags compared from 3.15-rc1 (approx: absent 3.14.1, present 3.19.8) (INST_RETIRED.PRECDIST)
  0x1cd flags            GP0-3              pebs           3.15-rc1..     intel_hsw_pebs_event_constraints, ds.c 6.12:1074, 6.1:925; flags compared from 3.15-rc1 (approx: absent 3.14.1, present 3.19.8) (INTEL_PLD_CONSTRAINT)
  0x108001c2 flags       GP0-3              pebs           3.15-rc1..     intel_hsw_pebs_event_constraints, ds.c 6.12:1076, 6.1:927; flags compared from 3.15-rc1 (approx: absent 3.14.1, present 3.19.8), 3.19.8:642, 4.20:786 (0x108001c2, cycles:p alias) (INTEL_FLAGS_EVENT_CONSTRAINT, which compared the umask, until 5.1-rc1 approx; INTEL_FLAGS_UEVENT_CONSTRAINT after)
  0x1c2 flags            GP0-3              pebs           3.15-rc1..     intel_hsw_pebs_event_constraints, ds.c 6.12:1079, 6.1:930; flags compared from 3.15-rc1 (approx: absent 3.14.1, present 3.19.8) (DATALA_NA, UOPS_RETIRED.ALL)
  0x11d0 flags           GP0-3              excl,pebs      4.1-rc1..      intel_hsw_pebs_event_constraints, ds.c 6.12:1080, 6.1:931 (DATALA_XLD/XST: HT-erratum corrupting; from 4.1-rc1 per article, seen 4.2.8) (STLB_MISS_LOADS)
  0x21d0 flags           GP0-3              excl,pebs      4.1-rc1..      intel_hsw_pebs_event_constraints, ds.c 6.12:1081, 6.1:932 (DATALA_XLD/XST: HT-erratum corrupting; from 4.1-rc1 per article, seen 4.2.8) (LOCK_LOADS)
  0x41d0 flags           GP0-3              excl,pebs      4.1-rc1..      intel_hsw_pebs_event_constraints, ds.c 6.12:1082, 6.1:933 (DATALA_XLD/XST: HT-erratum corrupting; from 4.1-rc1 per article, seen 4.2.8) (SPLIT_LOADS)
  0x81d0 flags           GP0-3              excl,pebs      4.1-rc1..      intel_hsw_pebs_event_constraints, ds.c 6.12:1083, 6.1:934 (DATALA_XLD/XST: HT-erratum corrupting; from 4.1-rc1 per article, seen 4.2.8) (ALL_LOADS)
  0x12d0 flags           GP0-3              excl,pebs      4.1-rc1..      intel_hsw_pebs_event_constraints, ds.c 6.12:1084, 6.1:935 (DATALA_XLD/XST: HT-erratum corrupting; from 4.1-rc1 per article, seen 4.2.8) (STLB_MISS_STORES)
  0x42d0 flags           GP0-3              excl,pebs      4.1-rc1..      intel_hsw_pebs_event_constraints, ds.c 6.12:1085, 6.1:936 (DATALA_XLD/XST: HT-erratum corrupting; from 4.1-rc1 per article, seen 4.2.8) (SPLIT_STORES)
  0x82d0 flags           GP0-3              excl,pebs      4.1-rc1..      intel_hsw_pebs_event_constraints, ds.c 6.12:1086, 6.1:937 (DATALA_XLD/XST: HT-erratum corrupting; from 4.1-rc1 per article, seen 4.2.8) (ALL_STORES)
  event 0xd1 flags       GP0-3              excl,pebs      4.1-rc1..      intel_hsw_pebs_event_constraints, ds.c 6.12:1087, 6.1:938 (DATALA_XLD/XST: HT-erratum corrupting; from 4.1-rc1 per article, seen 4.2.8) (MEM_LOAD_UOPS_RETIRED)
  event 0xd2 flags       GP0-3              excl,pebs      4.1-rc1..      intel_hsw_pebs_event_constraints, ds.c 6.12:1088, 6.1:939 (DATALA_XLD/XST: HT-erratum corrupting; from 4.1-rc1 per article, seen 4.2.8) (MEM_LOAD_UOPS_L3_HIT_RETIRED)
  event 0xd3 flags       GP0-3              excl,pebs      4.1-rc1..      intel_hsw_pebs_event_constraints, ds.c 6.12:1089, 6.1:940 (DATALA_XLD/XST: HT-erratum corrupting; from 4.1-rc1 per article, seen 4.2.8) (MEM_LOAD_UOPS_L3_MISS_RETIRED)
  any event, no flags    GP0-3              pebs           3.15-rc1..     intel_hsw_pebs_event_constraints, ds.c 6.12:1091, 6.1:942; flags compared from 3.15-rc1 (approx: absent 3.14.1, present 3.19.8) (INTEL_ALL_EVENT_CONSTRAINT: any event without flags)

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
  node-loads               0x1b7
  node-load-misses         0x1b7
  node-stores              0x1b7
  node-store-misses        0x1b7

dynamic rules:
  ht-erratum: events flagged excl need the sibling thread's same-numbered counter idle; while either thread has one, each thread uses at most 2 of 4 GP counters
  pebs: precise events (up to :pp) open only when sampling (perf record; perf stat gets EINVAL) and take the PEBS table above
  tsx: in_tx/in_tx_cp filters are kept; an in_tx_cp event counts on GP2 only (TSX on)
