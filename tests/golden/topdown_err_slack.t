# args: topdown decode --slots 1000 --metrics 0x7f301040 --slack 9
# exit: 2
# stderr: bad value '9' for --slack
