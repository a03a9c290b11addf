# args: topdown decode --cpu icl --slots 1000 --metrics 0x50200c107f301040
# exit: 2
# stderr: pmusched: error: metrics 0x50200c107f301040 has bits set above the 4 fields in use (bits 0-31)
# stderr: hint: bits 32-63 are level-2 fields, read only on Sapphire Rapids and later
# derivation: bytes 4-7 are not fields on Ice Lake
