# args: list --frobnicate
# exit: 2
# stderr: pmusched: error: unknown or incomplete option '--frobnicate'
# stderr: hint: run 'pmusched list -h' for the options
