# args: topdown decode --from-slots 1000 --from-metrics 0x7f301040 --slots 2000 --metrics 0x7f301041
# exit: 2
# stderr: second reading: level-1 fields sum to 0x100
