# args: topdown decode --cpu skl --slots 1000 --metrics 0x7f301040
# exit: 2
# stderr: pmusched: error: model 'skl' has no PERF_METRICS register
# stderr: hint: PERF_METRICS exists from Ice Lake on
