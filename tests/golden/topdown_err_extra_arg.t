# args: topdown decode --slots 1000 --metrics 0x7f301040 extra
# exit: 2
# stderr: pmusched: error: unexpected argument 'extra'
