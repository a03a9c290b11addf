# args: stat -C 0-x -e page-faults true
# exit: 2
# stderr: pmusched: error: bad CPU list '0-x': expected a CPU number after '-'
# stderr:     0-x
# stderr:       ^
# stderr: hint: a range runs upwards, e.g. 0-3
