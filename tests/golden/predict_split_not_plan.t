# args: predict --cpu hsw --split-groups -e branches
# exit: 2
# stderr: pmusched: error: option '--split-groups' is only for 'pmusched plan'
