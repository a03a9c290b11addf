# args: topdown decode --metrics 0x7f301040
# exit: 2
# stderr: missing option '--slots'
