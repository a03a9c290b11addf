# args: topdown decode --slots 1000 --metrics 0x7f301040 --slack 9
# exit: 2
# stderr: pmusched: error: bad value '9' for --slack (0-8)
