# args: topdown decode --slots 1000 --metrics 0x7f30103f --slack 1
# exit: 0
# derivation: 0x3f+0x10+0x30+0x7f = 254: accepted with --slack 1; retiring 63/255 = 24.71%
slots 1000, 4 fields, level 1
class                  percent  slots
retiring                24.71%    247
bad_speculation          6.27%     62
frontend_bound          18.82%    188
backend_bound           49.80%    498
