# args: topdown events --cpu icl --level 3
# exit: 2
# stderr: pmusched: error: bad value '3' for --level (1 or 2)
