# args: topdown decode --slots 0x3e8 --metrics 0x7f301040
# exit: 0
slots 1000, 4 fields, level 1
class                  percent  slots
retiring                25.10%    250
bad_speculation          6.27%     62
frontend_bound          18.82%    188
backend_bound           49.80%    498
