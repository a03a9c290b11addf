# args: stat -e 'page-faults,{' true
# exit: 2
# stderr: pmusched: error:
