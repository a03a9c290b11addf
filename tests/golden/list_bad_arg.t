# args: list --cpu snb extra
# exit: 2
# stderr: unexpected argument 'extra'
