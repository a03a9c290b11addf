# args: topdown decode --slots 1000 --metrics 0x7f30103f
# exit: 2
# stderr: level-1 fields sum to 0xfe (254), not 0xff
