# args: topdown decode --slots 1000 --metrics 0x7f30103f
# exit: 0
# derivation: level-1 bytes 0x3f+0x10+0x30+0x7f = 254: each byte rounds on its own, so perf's
# derivation: TopdownL1 metrics divide by the sum (tma_retiring = topdown-retiring / (fe + bad + ret + be),
# derivation: perf 6.12 SPR JSON): 63/254 = 24.80%, 16/254 = 6.30%, 48/254 = 18.90%, 127/254 = 50.00%;
# derivation: slots are the kernel's floor(1000 x byte / 255): 247, 62, 188, 498.  Within 4 of 0xff: no warning.
slots 1000, 4 fields, level 1
class                  percent  slots
retiring                24.80%    247
bad_speculation          6.30%     62
frontend_bound          18.90%    188
backend_bound           50.00%    498
