# args: plan --cpu hsw --frobnicate -e branches
# exit: 2
# stderr: unknown or incomplete option '--frobnicate'
