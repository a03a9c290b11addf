# args: stat -x , --json -e page-faults true
# exit: 2
# stderr: pmusched: error: -x and --json cannot be combined
