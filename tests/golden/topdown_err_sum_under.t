# args: topdown decode --slots 1000 --metrics 0x7f30103f
# exit: 2
# stderr: pmusched: error: level-1 fields sum to 0xfe (254), not 0xff: retiring 0x3f, bad-spec 0x10, fe-bound 0x30, be-bound 0x7f
