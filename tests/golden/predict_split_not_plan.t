# args: predict --cpu hsw --split-groups -e branches
# exit: 2
# stderr: only for 'pmusched plan'
