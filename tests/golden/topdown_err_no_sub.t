# args: topdown
# exit: 2
# stderr: pmusched: error: no topdown subcommand given (one of: decode, events)
