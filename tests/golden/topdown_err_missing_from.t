# args: topdown decode --slots 1000 --metrics 0x7f301040 --from-slots 500
# exit: 2
# stderr: pmusched: error: missing option '--from-metrics' (the earlier reading needs both)
