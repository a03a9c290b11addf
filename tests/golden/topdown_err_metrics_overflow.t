# args: topdown decode --slots 1000 --metrics 0x1ffffffffffffffff
# exit: 2
# stderr: pmusched: error: --metrics '0x1ffffffffffffffff' does not fit in 64 bits
