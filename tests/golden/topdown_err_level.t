# args: topdown decode --slots 1000 --metrics 0x7f301040 --level 3
# exit: 2
# stderr: pmusched: error: bad value '3' for --level (1 or 2)
