# args: topdown decode --cpu icl --slots 1000 --metrics 0x7f301040 --level 2
# exit: 2
# stderr: pmusched: error: level 2 needs 8 PERF_METRICS fields, the reading has 4
# stderr: hint: level-2 fields exist from Sapphire Rapids (Golden Cove) on
