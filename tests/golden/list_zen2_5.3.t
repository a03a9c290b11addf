# args: list --cpu zen2 --kernel 5.3
# exit: 0
# derivation: L1-dcache-prefetches 0xff5a from amd_hw_cache_event_ids_f17h (5.3.1); IBS: amd_pmu_hw_config forwards precise events
model:    zen2 (zen-2): AMD Zen 2 (family 0x17 models 0x30-0xff: EPYC 7002, Ryzen 3000/4000)
aliases:  rome,matisse,renoir
libpfm4:  amd64_fam17h_zen2
kernel:   5.3, HT on

counters: 6 general-purpose (GP0-5), 0 fixed, 0 metric

constraint table (first match wins; no match: GP0-5):
  MATCH                  COUNTERS           FLAGS          KERNELS        SOURCE
  (no rows: every event gets every GP counter)

generic events:
  cpu-cycles               0x76
  instructions             0xc0
  cache-references         0xff60
  cache-misses             not supported
  branch-instructions      0xc2
  branch-misses            0xc3
  bus-cycles               not supported
  stalled-cycles-frontend  0x287
  stalled-cycles-backend   0x187
  ref-cycles               not supported

hw-cache events (others not supported or not modelled):
  L1-dcache-loads          0x40
  L1-dcache-load-misses    0xc860
  L1-dcache-prefetches     0xff5a
  L1-icache-loads          0x80
  L1-icache-load-misses    0x81
  dTLB-loads               0xff45
  dTLB-load-misses         0xf045
  iTLB-loads               0x84
  iTLB-load-misses         0xff85
  branch-loads             0xc2
  branch-load-misses       0xc3

dynamic rules:
  ibs: precise cycles (:p, :pp) go to the ibs_op PMU and take no core counter; other precise events fail
