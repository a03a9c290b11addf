# args: topdown decode --slots 0 --metrics 0x7f301040
# exit: 2
# stderr: slots is 0
