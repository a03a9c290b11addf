# args: stat -C 0-x -e page-faults true
# exit: 2
# stderr: bad CPU list '0-x'
