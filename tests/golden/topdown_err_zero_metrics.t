# args: topdown decode --slots 1000 --metrics 0
# exit: 2
# stderr: hint: an all-zero register
