# args: topdown decode --slots 1000 --metrics 0
# exit: 2
# stderr: pmusched: error: level-1 fields sum to 0x00 (0), not 0xff: retiring 0x00, bad-spec 0x00, fe-bound 0x00, be-bound 0x00
# stderr: hint: an all-zero register usually means the counters were just reset
