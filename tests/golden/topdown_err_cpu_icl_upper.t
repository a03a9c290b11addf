# args: topdown decode --cpu icl --slots 1000 --metrics 0x50200c107f301040
# exit: 2
# stderr: metrics 0x50200c107f301040 has bits set above the 4 fields in use (bits 0-31)
# note: bytes 4-7 are not fields on Ice Lake
