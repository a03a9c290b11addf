# args: plan --cpu hsw --kernel 6.12
# exit: 2
# stderr: no events given
