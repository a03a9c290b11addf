# args: topdown decode --slots 18446744073709551616 --metrics 0x7f301040
# exit: 2
# stderr: pmusched: error: --slots '18446744073709551616' does not fit in 64 bits
