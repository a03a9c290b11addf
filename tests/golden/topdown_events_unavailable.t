# args: topdown events
# exit: 1
# stderr: 'topdown events' is not available yet
