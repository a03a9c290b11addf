# args: list --cpu snb extra
# exit: 2
# stderr: pmusched: error: unexpected argument 'extra'
# stderr: hint: run 'pmusched list -h' for the options
