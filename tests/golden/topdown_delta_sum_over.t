# args: topdown decode --from-slots 1000 --from-metrics 0x7f301040 --slots 2000 --metrics 0x7f301041
# exit: 0
# derivation: the second reading sums to 0x100 (rounding), no longer refused.  Per class, the kernel's
# derivation: counts subtracted: retiring floor(2000x65/255) - floor(1000x64/255) = 509 - 250 = 259,
# derivation: bad-spec 125 - 62 = 63, fe 376 - 188 = 188, be 996 - 498 = 498; shares of the 1000 slots.
slots 1000 (2000 - 1000), 4 fields, level 1
class                  percent  slots
retiring                25.90%    259
bad_speculation          6.30%     63
frontend_bound          18.80%    188
backend_bound           49.80%    498
