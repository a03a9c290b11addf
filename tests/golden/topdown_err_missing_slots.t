# args: topdown decode --metrics 0x7f301040
# exit: 2
# stderr: pmusched: error: missing option '--slots'
