# args: plan --cpu hsw --frobnicate -e branches
# exit: 2
# stderr: pmusched: error: unknown or incomplete option '--frobnicate'
# stderr: hint: run 'pmusched plan -h'
