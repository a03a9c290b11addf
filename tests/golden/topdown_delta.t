# args: topdown decode --from-slots 1000 --from-metrics 0x8f201040 --slots 3000 --metrics 0x7f301040
# exit: 0
# derivation: from: 1000 slots, ret 64 bad 16 fe 32 be 143 -> 250 62 125 560
# derivation: to:   3000 slots, ret 64 bad 16 fe 48 be 127 -> 752 188 564 1494
# derivation: period 2000 slots: 502 126 439 934 = 25.10% 6.30% 21.95% 46.70%
slots 2000 (3000 - 1000), 4 fields, level 1
class                  percent  slots
retiring                25.10%    502
bad_speculation          6.30%    126
frontend_bound          21.95%    439
backend_bound           46.70%    934
