# args: topdown decode --cpu spr --slots 1000 --metrics 0x7f301040
# exit: 0
# derivation: spr has 8 metric pseudo-counters: 8 fields, level 2 by default; the upper
# derivation: four bytes are 0, so each level-1 class is all in its derived child
slots 1000, 8 fields, level 2
class                  percent  slots
retiring                25.10%    250
  heavy_operations       0.00%      0
  light_operations      25.10%    250
bad_speculation          6.27%     62
  branch_mispredicts     0.00%      0
  machine_clears         6.27%     62
frontend_bound          18.82%    188
  fetch_latency          0.00%      0
  fetch_bandwidth       18.82%    188
backend_bound           49.80%    498
  memory_bound           0.00%      0
  core_bound            49.80%    498
