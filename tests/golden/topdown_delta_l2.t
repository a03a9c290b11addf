# args: topdown decode --from-slots 255 --from-metrics 0x50200c107f301040 --slots 765 --metrics 0x30100a087f301040
# exit: 0
# derivation: from 255 slots: counts equal the fields 64 16 48 127 | 16 12 32 80
# derivation: to 765 slots (x3): 192 48 144 381 | 24 30 48 144 (heavy 8 br 10 fetch 16 mem 48)
# derivation: period 510: 128 32 96 254 | 8 18 16 64; derived 120 14 80 190
slots 510 (765 - 255), 8 fields, level 2
class                  percent  slots
retiring                25.10%    128
  heavy_operations       1.57%      8
  light_operations      23.53%    120
bad_speculation          6.27%     32
  branch_mispredicts     3.53%     18
  machine_clears         2.75%     14
frontend_bound          18.82%     96
  fetch_latency          3.14%     16
  fetch_bandwidth       15.69%     80
backend_bound           49.80%    254
  memory_bound          12.55%     64
  core_bound            37.25%    190
