# args: list --cpu hsw --kernel 4.x
# exit: 2
# stderr: bad kernel version '4.x'
