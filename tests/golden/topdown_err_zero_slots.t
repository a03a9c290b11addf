# args: topdown decode --slots 0 --metrics 0x7f301040
# exit: 2
# stderr: pmusched: error: slots is 0: no slots counted
# stderr: hint: read SLOTS and PERF_METRICS after the code of interest has run
