# args: topdown decode --metrics 0x7f301040 --slots
# exit: 2
# stderr: pmusched: error: option '--slots' needs a value
