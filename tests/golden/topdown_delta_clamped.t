# args: topdown decode --from-slots 1000 --from-metrics 0x8d300240 --slots 2000 --metrics 0x8f300040
# exit: 0
# stderr: pmusched: warning: 'bad_speculation' came out of 0-100% by 8-bit rounding; clamped
# derivation: bad-spec 0x02 at 1000 slots (7.84->7) and 0x00 at 2000 slots (0):
# derivation: a fall of 7 <= 1000/255 + 2000/255 + 2 = 12 is 8-bit rounding -> 0
slots 1000 (2000 - 1000), 4 fields, level 1
class                  percent  slots
retiring                25.10%    251
bad_speculation          0.00%      0
frontend_bound          18.80%    188
backend_bound           56.90%    569
