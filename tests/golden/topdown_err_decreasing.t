# args: topdown decode --from-slots 3000 --from-metrics 0x7f301040 --slots 1000 --metrics 0x7f301040
# exit: 2
# stderr: slots went from 3000 to 1000
