# args: topdown decode --slots 1000 --metrics 0x80200c107f301040
# exit: 2
# stderr: pmusched: error: level-2 field topdown-mem-bound = 0x80 exceeds its level-1 parent topdown-be-bound = 0x7f
# derivation: mem-bound (byte 7) 0x80 is larger than be-bound (byte 3) 0x7f
