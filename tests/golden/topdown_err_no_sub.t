# args: topdown
# exit: 2
# stderr: no topdown subcommand given (one of: decode, events)
