# args: stat true
# exit: 2
# stderr: pmusched: error: no events: use -e LIST
# stderr: hint: for example
