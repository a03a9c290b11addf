# args: topdown decode --cpu skl --slots 1000 --metrics 0x7f301040
# exit: 2
# stderr: model 'skl' has no PERF_METRICS register
