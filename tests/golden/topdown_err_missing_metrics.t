# args: topdown decode --slots 1000
# exit: 2
# stderr: pmusched: error: missing option '--metrics'
