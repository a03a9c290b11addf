# args: topdown decode --cpu hsw --slots 1000 --metrics 0x7f301040
# exit: 2
# stderr: pmusched: error: model 'hsw' has no PERF_METRICS register
# stderr: hint: PERF_METRICS exists from Ice Lake on
