# args: topdown decode --slots 1000 --metrics 0x50200c107f301040 --level 1
# exit: 0
# derivation: an 8-field value shown at level 1 only
slots 1000, 8 fields, level 1
class                  percent  slots
retiring                25.10%    250
bad_speculation          6.27%     62
frontend_bound          18.82%    188
backend_bound           49.80%    498
