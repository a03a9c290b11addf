# args: topdown decode --slots 1000 --metrics 0x7f30z040
# exit: 2
# stderr: pmusched: error: --metrics '0x7f30z040': 'z' at byte 6 is not a hex digit
