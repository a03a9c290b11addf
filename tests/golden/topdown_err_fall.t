# args: topdown decode --from-slots 1000 --from-metrics 0x0f308040 --slots 2000 --metrics 0x8f300040
# exit: 2
# stderr: pmusched: error: topdown-bad-spec fell from 501 to 0 slots, more than 8-bit rounding allows (12)
# derivation: bad-spec 0x80 at 1000 slots = 501, 0 at 2000 slots: 501 > 12 is not rounding
