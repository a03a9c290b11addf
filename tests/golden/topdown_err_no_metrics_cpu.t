# args: topdown decode --cpu hsw --slots 1000 --metrics 0x7f301040
# exit: 2
# stderr: model 'hsw' has no PERF_METRICS register
