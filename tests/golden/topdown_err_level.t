# args: topdown decode --slots 1000 --metrics 0x7f301040 --level 3
# exit: 2
# stderr: bad value '3' for --level
