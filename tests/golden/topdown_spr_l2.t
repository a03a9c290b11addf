# args: topdown decode --slots 1000 --metrics 0x50200c107f301040
# exit: 0
# derivation: Sapphire Rapids, 8 fields: level 1 as topdown_icl_l1; level 2 bytes 4-7:
# derivation: heavy 0x10=16 (6.27%, 62.75->62)  br-mispredict 0x0c=12 (4.71%, 47.06->47)
# derivation: fetch-lat 0x20=32 (12.55%, 125.49->125)  mem-bound 0x50=80 (31.37%, 313.73->313)
# derivation: derived = parent - child: light 48/255=18.82% 250-62=188, clears 4/255=1.57% 62-47=15,
# derivation: fetch bw 16/255=6.27% 188-125=63, core 47/255=18.43% 498-313=185
slots 1000, 8 fields, level 2
class                  percent  slots
retiring                25.10%    250
  heavy_operations       6.27%     62
  light_operations      18.82%    188
bad_speculation          6.27%     62
  branch_mispredicts     4.71%     47
  machine_clears         1.57%     15
frontend_bound          18.82%    188
  fetch_latency         12.55%    125
  fetch_bandwidth        6.27%     63
backend_bound           49.80%    498
  memory_bound          31.37%    313
  core_bound            18.43%    185
