# args: topdown events --cpu icl --kernel 6.12 --level 2
# exit: 1
# stderr: level 2 needs 8 metric fields; icl has 4
