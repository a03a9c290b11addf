# args: topdown frobnicate
# exit: 2
# stderr: pmusched: error: unknown topdown subcommand 'frobnicate' (one of: decode, events)
