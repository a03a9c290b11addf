# args: topdown events --cpu icl --level 3
# exit: 2
# stderr: bad value '3' for --level
