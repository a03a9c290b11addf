# args: topdown decode --slots 1000
# exit: 2
# stderr: missing option '--metrics'
