# args: topdown decode --slots -5 --metrics 0x7f301040
# exit: 2
# stderr: pmusched: error: --slots '-5' is negative
