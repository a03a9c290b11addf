# args: topdown decode --slots 1000 --metrics 0x7f30103f --slack 1
# exit: 0
# derivation: 0x3f+0x10+0x30+0x7f = 254: decoded with or without --slack (which only widens the
# derivation: no-warning band, 4+1 units); shares of the sum as perf's metrics: 63/254 = 24.80%
slots 1000, 4 fields, level 1
class                  percent  slots
retiring                24.80%    247
bad_speculation          6.30%     62
frontend_bound          18.90%    188
backend_bound           50.00%    498
