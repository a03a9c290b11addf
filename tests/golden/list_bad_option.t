# args: list --frobnicate
# exit: 2
# stderr: unknown or incomplete option '--frobnicate'
