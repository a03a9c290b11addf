# args: topdown decode --cpu icl --slots 1000 --metrics 0x7f301040
# exit: 0
# derivation: icl has 4 metric pseudo-counters: 4 fields, level 1; same numbers as topdown_icl_l1
slots 1000, 4 fields, level 1
class                  percent  slots
retiring                25.10%    250
bad_speculation          6.27%     62
frontend_bound          18.82%    188
backend_bound           49.80%    498
