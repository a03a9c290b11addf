# args: topdown frobnicate
# exit: 2
# stderr: unknown topdown subcommand 'frobnicate' (one of: decode, events)
