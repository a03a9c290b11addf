# args: list --cpu skl --kernel 6.1 --ht off --allow-tsx-force-abort 0
# exit: 0
# derivation: PEBS rows: intel_skl_pebs_event_constraints, ds.c 6.12:1119-1139; node-* 0x1b7 from skl_hw_cache_event_ids
model:    skl (skylake): Intel Skylake/Kaby/Coffee/Whiskey Lake client (Core 6th-9th gen)
aliases:  kbl,kabylake,cfl,coffeelake,whl,whiskeylake,amberlake
libpfm4:  skl
kernel:   6.1, HT off

counters: 8 general-purpose (GP0-7), 3 fixed, 0 metric
  FIXED0   INST_RETIRED.ANY
  FIXED1   CPU_CLK_UNHALTED.THREAD
  FIXED2   CPU_CLK_UNHALTED.REF_TSC

constraint table (first match wins; no match: GP0-7):
  MATCH                  COUNTERS           FLAGS          KERNELS        SOURCE
  0x00c0 fixed           GP0-7,FIXED0       fixed          all            intel_skl_event_constraints; 4.6.2-6.13.7 (INST_RETIRED.ANY)
  0x003c fixed           GP0-7,FIXED1       fixed          all            intel_skl_event_constraints; 4.6.2-6.13.7 (CPU_CLK_UNHALTED.CORE)
  0x0300 fixed           FIXED2             fixed          all            intel_skl_event_constraints; 4.6.2-6.13.7 (CPU_CLK_UNHALTED.REF, pseudo)
  0x01c0 exact           GP1                -              all            intel_skl_event_constraints; 4.6.2-6.13.7 (INST_RETIRED.PREC_DIST)
  event 0xd0             GP0-3              -              4.7-rc7..      intel_skl_event_constraints; absent 4.6.2, present 4.7.4-6.13.7 (4.7-rc7 per article) (MEM_INST_RETIRED.*)
  event 0xd1             GP0-3              -              4.7-rc7..      intel_skl_event_constraints; absent 4.6.2, present 4.7.4-6.13.7 (4.7-rc7 per article) (MEM_LOAD_RETIRED.*)
  event 0xd2             GP0-3              -              4.7-rc7..      intel_skl_event_constraints; absent 4.6.2, present 4.7.4-6.13.7 (4.7-rc7 per article) (MEM_LOAD_L3_HIT_RETIRED.*)
  event 0xcd             GP0-3              -              4.7-rc7..      intel_skl_event_constraints; absent 4.6.2, present 4.7.4-6.13.7 (4.7-rc7 per article) (MEM_TRANS_RETIRED.*)
  event 0xc6             GP0-3              -              4.7-rc7..      intel_skl_event_constraints; absent 4.6.2, present 4.7.4-6.13.7 (4.7-rc7 per article) (FRONTEND_RETIRED.*)

PEBS table (precise events; first match wins; max precise :ppp):
  0x1c0 flags            GP1                pebs           all            intel_skl_pebs_event_constraints, ds.c 6.12:1120, 6.1:971, 4.6.2 (INST_RETIRED.PREC_DIST)
  0x108001c0 flags       GP1                pebs           all            intel_skl_pebs_event_constraints, ds.c 6.12:1122, 6.1:973, 4.6.2:764, 4.20:832 (0x108001c0, cycles:ppp PREC_DIST alias) (INTEL_FLAGS_EVENT_CONSTRAINT, which compared the umask, until 5.1-rc1 approx; INTEL_FLAGS_UEVENT_CONSTRAINT after)
  0x108000c0 flags       GP0-3              pebs           all            intel_skl_pebs_event_constraints, ds.c 6.12:1124, 6.1:975, 4.6.2:766, 4.20:834 (0x108000c0, cycles:p alias) (INTEL_FLAGS_EVENT_CONSTRAINT, which compared the umask, until 5.1-rc1 approx; INTEL_FLAGS_UEVENT_CONSTRAINT after)
  0x1cd flags            GP0-3              pebs           all            intel_skl_pebs_event_constraints, ds.c 6.12:1125, 6.1:976, 4.6.2 (INTEL_PLD_CONSTRAINT)
  0x11d0 flags           GP0-3              pebs           all            intel_skl_pebs_event_constraints, ds.c 6.12:1126, 6.1:977, 4.6.2 (DATALA_LD, STLB_MISS_LOADS)
  0x12d0 flags           GP0-3              pebs           all            intel_skl_pebs_event_constraints, ds.c 6.12:1127, 6.1:978, 4.6.2 (DATALA_ST, STLB_MISS_STORES)
  0x21d0 flags           GP0-3              pebs           all            intel_skl_pebs_event_constraints, ds.c 6.12:1128, 6.1:979, 4.6.2 (DATALA_LD, LOCK_LOADS)
  0x22d0 flags           GP0-3              pebs           all            intel_skl_pebs_event_constraints, ds.c 6.12:1129, 6.1:980, 4.6.2 (DATALA_ST, LOCK_STORES)
  0x41d0 flags           GP0-3              pebs           all            intel_skl_pebs_event_constraints, ds.c 6.12:1130, 6.1:981, 4.6.2 (DATALA_LD, SPLIT_LOADS)
  0x42d0 flags           GP0-3              pebs           all            intel_skl_pebs_event_constraints, ds.c 6.12:1131, 6.1:982, 4.6.2 (DATALA_ST, SPLIT_STORES)
  0x81d0 flags           GP0-3              pebs           all            intel_skl_pebs_event_constraints, ds.c 6.12:1132, 6.1:983, 4.6.2 (DATALA_LD, ALL_LOADS)
  0x82d0 flags           GP0-3              pebs           all            intel_skl_pebs_event_constraints, ds.c 6.12:1133, 6.1:984, 4.6.2 (DATALA_ST, ALL_STORES)
  event 0xd1 flags       GP0-3              pebs           all            intel_skl_pebs_event_constraints, ds.c 6.12:1134, 6.1:985, 4.6.2 (DATALA_LD, MEM_LOAD_RETIRED)
  event 0xd2 flags       GP0-3              pebs           all            intel_skl_pebs_event_constraints, ds.c 6.12:1135, 6.1:986, 4.6.2 (DATALA_LD, MEM_LOAD_L3_HIT_RETIRED)
  event 0xd3 flags       GP0-3              pebs           all            intel_skl_pebs_event_constraints, ds.c 6.12:1136, 6.1:987, 4.6.2 (DATALA_LD, MEM_LOAD_L3_MISS_RETIRED)
  any event, no flags    GP0-3              pebs           all            intel_skl_pebs_event_constraints, ds.c 6.12:1138, 6.1:989, 4.6.2 (INTEL_ALL_EVENT_CONSTRAINT: any event without flags)

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
  L1-icache-load-misses    0x283
  LLC-loads                0x1b7
  LLC-load-misses          0x1b7
  LLC-stores               0x1b7
  LLC-store-misses         0x1b7
  dTLB-loads               0x81d0
  dTLB-load-misses         0xe08
  dTLB-stores              0x82d0
  dTLB-store-misses        0xe49
  iTLB-loads               0x2085
  iTLB-load-misses         0xe85
  branch-loads             0xc4
  branch-load-misses       0xc5
  node-loads               0x1b7
  node-load-misses         0x1b7
  node-stores              0x1b7
  node-store-misses        0x1b7

dynamic rules:
  tsx-force-abort: with allow_tsx_force_abort=0 GP3 leaves every mask (now 0: GP3 removed)
  pebs: precise events (up to :ppp) open only when sampling (perf record; perf stat gets EINVAL) and take the PEBS table above
  tsx: in_tx/in_tx_cp filters are kept; an in_tx_cp event counts on GP2 only (TSX on)
