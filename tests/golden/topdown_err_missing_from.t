# args: topdown decode --slots 1000 --metrics 0x7f301040 --from-slots 500
# exit: 2
# stderr: missing option '--from-metrics'
