# args: topdown decode --slots 255 --metrics 0x7f301040 --level 2
# exit: 0
# derivation: --level 2 without --cpu means 8 fields; the upper half is 0 here,
# derivation: so every level-1 class is all 'derived' (light ops, clears, ...)
slots 255, 8 fields, level 2
class                  percent  slots
retiring                25.10%     64
  heavy_operations       0.00%      0
  light_operations      25.10%     64
bad_speculation          6.27%     16
  branch_mispredicts     0.00%      0
  machine_clears         6.27%     16
frontend_bound          18.82%     48
  fetch_latency          0.00%      0
  fetch_bandwidth       18.82%     48
backend_bound           49.80%    127
  memory_bound           0.00%      0
  core_bound            49.80%    127
